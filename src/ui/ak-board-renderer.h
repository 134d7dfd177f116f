/* ak-board-renderer.h — draws a board: its wood, wells, stones, counts,
 * letters and marks, and the seeds of a move in flight
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to src/ui: the board view, image export and the position
 * editor draw with it.  Nothing here decides a rule: a scene says what
 * to show, and the renderer only paints it.
 */

#pragma once

#include <gtk/gtk.h>

#include "ak-model.h"

G_BEGIN_DECLS

/* Where everything sits on a board drawn at a given size. */
typedef struct
{
  graphene_rect_t board;
  graphene_rect_t store[2];    /* by AkSide: the tray at that row's end */
  float           holes_x;     /* the left edge of the first column */
  float           pad_x;
  float           cell_w;
  float           hole_r;
  float           row_y[2];    /* by AkSide: the centre line of that row */
  float           count_y[2];  /* by AkSide: the centre of the seed counts */
  float           letter_y[2]; /* by AkSide: the centre of the letters */
  float           count_size;
  float           letter_size;
  gboolean        flipped;     /* turned half round: South's row on top */
} AkBoardLayout;

void             ak_board_layout_init        (AkBoardLayout       *layout,
                                              float                width,
                                              float                height,
                                              gboolean             show_letters);
int              ak_board_layout_height_for_width (int         width,
                                              gboolean             show_letters);
void             ak_board_layout_hole_centre (const AkBoardLayout *layout,
                                              int                  hole,
                                              float               *x,
                                              float               *y);
graphene_rect_t  ak_board_layout_hole_cell   (const AkBoardLayout *layout,
                                              int                  hole);
int              ak_board_layout_hole_at     (const AkBoardLayout *layout,
                                              double               x,
                                              double               y);
void             ak_board_layout_set_flipped (AkBoardLayout       *layout,
                                              gboolean             flipped);
void             ak_board_layout_set_text_scale (AkBoardLayout    *layout,
                                              float                scale);
float            ak_board_text_scale         (GtkWidget           *widget);
void             ak_board_hint_arrow         (const AkBoardLayout *layout,
                                              int                  hole,
                                              graphene_point_t     corners[3]);

/* South's row runs a..f left to right along the bottom; North's row A..F
 * runs right to left along the top, as North sees it from across. */
static inline int
ak_board_hole_column (int hole)
{
  return hole < AK_ROW_HOLES ? hole : AK_N_HOLES - 1 - hole;
}

static inline int
ak_board_hole_at_column (AkSide row,
                         int    column)
{
  return row == AK_SOUTH ? column : AK_N_HOLES - 1 - column;
}

/* The board turned half round, for North's player or two people facing
 * each other: North's row runs A..F along the bottom, South's a..f right
 * to left along the top.  The one place that says where a hole is shown:
 * its column counted from the viewer's left, and the row drawn on top. */
static inline int
ak_board_hole_view_column (int      hole,
                           gboolean flipped)
{
  int column = ak_board_hole_column (hole);

  return flipped ? AK_ROW_HOLES - 1 - column : column;
}

static inline int
ak_board_hole_at_view_column (AkSide   row,
                              int      column,
                              gboolean flipped)
{
  return ak_board_hole_at_column (row, flipped ? AK_ROW_HOLES - 1 - column : column);
}

static inline AkSide
ak_board_top_row (gboolean flipped)
{
  return flipped ? AK_SOUTH : AK_NORTH;
}

/* The seeds of a move being sown, at one moment of one step. */
typedef enum
{
  AK_BOARD_HAND_LIFT,     /* seeds leave a hole for a lap */
  AK_BOARD_HAND_DROP,     /* one seed travels to the next hole */
  AK_BOARD_HAND_CAPTURE,  /* the seeds of a hole go to the mover's store */
  AK_BOARD_HAND_SWEEP,    /* at the end of a game, the seeds left in a hole
                           * go to its owner's store: mover is the owner */
} AkBoardHandKind;

typedef struct
{
  AkBoardHandKind kind;
  int             hole;
  int             from;      /* DROP: where the seed comes from */
  guint           seeds;     /* LIFT, CAPTURE: how many; DROP: left in hand */
  guint           index;     /* which step of the move: varies the stone */
  double          progress;  /* 0 to 1 through the step */
  AkSide          mover;
  guint           lap;       /* which lap of the move, from 0 */
  guint           n_laps;
} AkBoardHand;

/* What to draw.  Holes are numbered as in the engine; -1 means none. */
typedef struct
{
  const AkPosition  *position;       /* the seeds shown and the owners */
  gboolean           show_letters;
  gboolean           flipped;        /* North's row at the bottom */
  /* Whose row is lit as the one to move: AK_SIDE_NONE for neither */
  AkSide             to_move;
  gboolean           show_stores;    /* the stores' stones and counts */

  /* The last move's origin, relays and captures */
  int                last_origin;
  guint              relay_mask;
  guint              capture_mask;

  int                hover_hole;     /* lit when playable, or buyable */
  guint              playable_mask;
  int                hint_hole;
  int                focus_hole;     /* the keyboard's: its ring is GTK's */
  int                refused_hole;   /* shakes, and flashes */
  double             refuse_progress;

  /* Holes being bought between two games: buyer is AK_SIDE_NONE when
   * none are. */
  AkSide             buyer;
  guint              n_purchases;
  guint              purchase_mask;

  const AkTrace     *preview;        /* what the pointed-at move would do */
  const AkPosition  *preview_result; /* and the counts it leaves, or NULL */
  const AkBoardHand *hand;           /* seeds in flight: no marks meanwhile */

  /* The engine's value of each legal move, as the Analysis page writes
   * it, on a badge at the inner edge of its hole: AK_N_HOLES strings,
   * NULL for a hole without one; NULL for no badges at all */
  const char * const *values;
  int                 best_value;     /* the best move's hole, its badge set apart */
} AkBoardScene;

void             ak_board_scene_init         (AkBoardScene        *scene,
                                              const AkPosition    *position);

typedef struct
{
  GdkRGBA board_top;
  GdkRGBA board_bottom;
  GdkRGBA board_rim;
  GdkRGBA hole;
  GdkRGBA hole_shadow;
  GdkRGBA hole_light;
  GdkRGBA count;
  GdkRGBA letter;
  GdkRGBA side[2];
  GdkRGBA focus;
  GdkRGBA hover;
  GdkRGBA grain;
  GdkRGBA mark;
  GdkRGBA refuse;
  GdkRGBA hint;
  GdkRGBA stones[6];  /* the stones' colours, standing out from the wells */
  guint   stone_set;  /* which set of colours: a key for cached pictures */
  gboolean flat;   /* drawn for a vector file: no bitmaps, no blur */
} AkBoardPalette;

/* The board's colours: wood that follows the style, light or dark wood
 * whatever the style, or a stark plain board. */
typedef enum
{
  AK_BOARD_THEME_AUTO,
  AK_BOARD_THEME_LIGHT_WOOD,
  AK_BOARD_THEME_DARK_WOOD,
  AK_BOARD_THEME_HIGH_CONTRAST,
} AkBoardTheme;

AkBoardTheme     ak_board_theme_from_string  (const char          *text);
float            ak_board_contrast           (const GdkRGBA       *a,
                                              const GdkRGBA       *b);

typedef struct _AkBoardRenderer AkBoardRenderer;

AkBoardRenderer *ak_board_renderer_new       (GtkWidget           *widget)
                                              G_GNUC_WARN_UNUSED_RESULT;
void             ak_board_renderer_free      (AkBoardRenderer     *self);
void             ak_board_renderer_invalidate (AkBoardRenderer    *self);
void             ak_board_renderer_set_theme (AkBoardRenderer     *self,
                                              AkBoardTheme         theme);
const AkBoardPalette *
                 ak_board_renderer_get_palette (AkBoardRenderer   *self);

void             ak_board_renderer_snapshot  (AkBoardRenderer     *self,
                                              GtkSnapshot         *snapshot,
                                              const AkBoardScene  *scene,
                                              int                  width,
                                              int                  height);
GskRenderNode   *ak_board_renderer_render    (AkBoardRenderer     *self,
                                              const AkBoardScene  *scene,
                                              int                  width,
                                              int                  height,
                                              int                  scale);

/* Pieces of the picture, for a widget that lays out its own holes */
void             ak_board_renderer_draw_well (AkBoardRenderer     *self,
                                              GtkSnapshot         *snapshot,
                                              int                  hole,
                                              AkSide               owner,
                                              float                cx,
                                              float                cy,
                                              float                r);
void             ak_board_renderer_draw_stones (AkBoardRenderer   *self,
                                              GtkSnapshot         *snapshot,
                                              int                  hole,
                                              guint                n,
                                              float                cx,
                                              float                cy,
                                              float                r);
void             ak_board_renderer_draw_text (AkBoardRenderer     *self,
                                              GtkSnapshot         *snapshot,
                                              const char          *text,
                                              float                cx,
                                              float                cy,
                                              float                size,
                                              gboolean             bold,
                                              const GdkRGBA       *colour);
void             ak_board_draw_disc          (GtkSnapshot         *snapshot,
                                              float                cx,
                                              float                cy,
                                              float                r,
                                              const GdkRGBA       *colour);
void             ak_board_draw_ring          (GtkSnapshot         *snapshot,
                                              float                cx,
                                              float                cy,
                                              float                r,
                                              float                width,
                                              const GdkRGBA       *colour);
GdkRGBA          ak_board_with_alpha         (const GdkRGBA       *rgba,
                                              float                alpha);
graphene_rect_t  ak_board_renderer_value_badge (AkBoardRenderer   *self,
                                              const AkBoardLayout *layout,
                                              int                  hole,
                                              const char          *text,
                                              float               *font_size);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkBoardRenderer, ak_board_renderer_free)

G_END_DECLS
