/* ak-board-renderer-private.h — what the board renderer's files share:
 * the renderer itself, the board's proportions, and the drawing of stones
 * and text that the marks over the wells use too
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <math.h>

#include "ak-board-renderer.h"

G_BEGIN_DECLS

/* The board keeps this shape whatever room it gets, so holes stay round
 * and the rows never drift apart on a tall window. */
#define BOARD_ASPECT        3.26f
/* Each player's store at the end of their row, and the gap before the
 * holes, as shares of the board's height */
#define STORE_WIDTH         0.30f
#define STORE_GAP           0.04f
/* Room above and below the board for the hole letters, as a share of
 * the board's height. */
#define LETTER_BAND         0.13f
#define EDGE_BAND           0.03f

struct _AkBoardRenderer
{
  /* Borrowed: the widget drawn for, whose style, fonts and renderer are
   * used */
  GtkWidget      *widget;

  AkBoardPalette  palette;
  AkBoardTheme    theme;

  /* The wooden board and its wells, which stay still while seeds move,
   * drawn once into a texture for the size, style and owners shown */
  GdkTexture     *background;
  int             background_width;
  int             background_height;
  int             background_scale;
  guint           background_owners;
  guint           background_dark;   /* the palette's stone_set */
  gboolean        background_flipped;
};

/* A well-mixed number from two, for stones placed and coloured alike on
 * every redraw without any state. */
static inline guint
_ak_board_mix (guint a,
               guint b)
{
  guint h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u + (a << 6) + (a >> 2));

  h ^= h >> 15;
  h *= 0x2C1B3C6Du;
  h ^= h >> 12;
  return h;
}

/* Slow, fast, slow: t from 0 to 1. */
static inline double
_ak_board_ease_in_out (double t)
{
  return t < 0.5 ? 2 * t * t : 1 - pow (-2 * t + 2, 2) / 2;
}

/* The radius of a stone in a hole of radius @hole_r that holds @n. */
static inline float
_ak_board_stone_radius (float hole_r,
                        guint n)
{
  return hole_r * (n <= 6 ? 0.23f : n <= 11 ? 0.21f : 0.19f);
}

/* ak-board-palette.c */
#define AK_BOARD_N_STONE_COLOURS 6
G_STATIC_ASSERT (AK_BOARD_N_STONE_COLOURS == G_N_ELEMENTS (((AkBoardPalette *) NULL)->stones));

void             _ak_board_palette_load            (GtkWidget            *widget,
                                                    AkBoardTheme          theme,
                                                    AkBoardPalette       *p);
GdkRGBA          _ak_board_shade                   (const GdkRGBA        *rgba,
                                                    float                 amount);

/* ak-board-renderer.c */
void             _ak_board_draw_text               (GtkWidget            *widget,
                                                    GtkSnapshot          *snapshot,
                                                    const char           *text,
                                                    float                cx,
                                                    float                cy,
                                                    float                size,
                                                    gboolean             bold,
                                                    const GdkRGBA        *colour);
void             _ak_board_draw_stone              (const AkBoardPalette *p,
                                                    GtkSnapshot          *snapshot,
                                                    float                cx,
                                                    float                cy,
                                                    float                sr,
                                                    guint                variant,
                                                    int                  scale);
void             _ak_board_draw_stones             (const AkBoardPalette *p,
                                                    GtkSnapshot          *snapshot,
                                                    int                  hole,
                                                    guint                n,
                                                    float                cx,
                                                    float                cy,
                                                    float                hole_r,
                                                    int                  scale);

/* ak-board-overlays.c: what is drawn over the wells */
void             _ak_board_draw_value_badge        (AkBoardRenderer      *self,
                                                    GtkSnapshot          *snapshot,
                                                    const AkBoardLayout  *l,
                                                    int                  hole,
                                                    const char           *text,
                                                    gboolean             best);
void             _ak_board_draw_preview            (AkBoardRenderer      *self,
                                                    GtkSnapshot          *snapshot,
                                                    const AkBoardLayout  *l,
                                                    const AkTrace        *trace,
                                                    const AkPosition     *result);
void             _ak_board_draw_hand               (AkBoardRenderer      *self,
                                                    GtkSnapshot          *snapshot,
                                                    const AkBoardLayout  *l,
                                                    const AkBoardHand    *hand,
                                                    int                  scale);
void             _ak_board_draw_lap_counter        (AkBoardRenderer      *self,
                                                    GtkSnapshot          *snapshot,
                                                    const AkBoardLayout  *l,
                                                    const AkBoardHand    *hand);
void             _ak_board_draw_hint_arrow         (GtkSnapshot          *snapshot,
                                                    const AkBoardLayout  *l,
                                                    const AkBoardPalette *p,
                                                    int                  hole);

G_END_DECLS
