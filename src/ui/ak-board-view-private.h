/* ak-board-view-private.h — what the files of the board view share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board view spans four files: ak-board-view.c (what is shown),
 * ak-board-view-move.c (the game, and each move's animation),
 * ak-board-view-input.c (pointer, keyboard, focus, tooltips) and
 * ak-board-view-table.c (playing through an AkTable).
 */

#pragma once

#include "ak-board-view.h"
#include "ak-board-animation.h"
#include "ak-board-hole.h"
#include "ak-board-renderer.h"

G_BEGIN_DECLS

struct _AkBoardView
{
  GtkWidget         parent_instance;

  /* Owned references */
  AkTable          *table;
  AkGame           *game;
  AkBoardRenderer  *renderer;
  AkBoardAnimation *animation;

  /* What is on screen: lags behind the game while a move animates */
  AkPosition        displayed;
  /* What the animation runs towards: the game's position, or at a table
   * the one the decided move leads to, before the game has it */
  AkPosition        target;

  AkAnimationSpeed  speed;
  char             *board_theme;
  /* The computer's moves sown faster than the chosen speed */
  gboolean          hurry_computer;
  gboolean          show_letters;
  /* Turned half round: North's row at the bottom */
  gboolean          flipped;

  /* A game's last move, shown with the seeds left swept into the
   * stores: while the board shows swept_of, it shows swept instead. */
  gboolean          swept_valid;
  AkPosition        swept_of;
  AkPosition        swept;

  /* The move that led to the position shown, marked until another is
   * shown: the last one played, or the one a jump in the history
   * stepped to */
  int               last_origin;
  guint             relay_mask;
  guint             capture_mask;

  /* A refused hole shakes for a moment */
  guint             refuse_tick_id;
  int               refused_hole;
  gint64            refuse_start;
  double            refuse_progress;

  int               hover_hole;
  int               focus_hole;
  /* Whether the keyboard's hole is previewed: once the person has moved
   * the keyboard there, not where the window put it, and not after a
   * move was played, until the keyboard moves again */
  gboolean          focus_preview;
  guint             legal_mask;
  gboolean          legal_valid;

  /* One focusable, accessible child per hole; they draw nothing. */
  GtkWidget        *holes[AK_N_HOLES];
  /* And one accessible child per store, by AkSide */
  GtkWidget        *stores[2];

  /* What sowing the pointed-at hole would do, worked out on demand */
  AkTrace          *preview;
  AkPosition        preview_result;
  int               preview_hole;
  gboolean          preview_valid;
  gboolean          show_preview;

  /* The engine's suggestion, shown until the position changes */
  int               hint_hole;

  /* Only for looking: no move can be played from the board */
  gboolean          read_only;

  /* A hole marked from outside, as if pointed at: the analysis's row */
  int               highlight_hole;
  /* Another position shown instead of the game's, for looking only: a
   * line of the analysis, previewed */
  gboolean          showing_position;
  AkPosition        shown_position;

  /* The engine's value of each legal move of values_of, for badges on
   * the board while it shows that position (ak_board_view_set_move_values) */
  gboolean          has_values;
  AkPosition        values_of;
  char             *values[AK_N_HOLES];
  int               best_value;
  /* What each value means, in a sentence (ak_board_view_set_move_explanations) */
  char             *explanations[AK_N_HOLES];

  /* The table's rebuild between two games of a match, as shown */
  gboolean          purchasing;
  AkSide            buyer;
  guint             n_purchases;
  guint             purchase_mask;

  /* Bound to a table: the one hold on it while a decided move is shown */
  gboolean          holding;
  /* In the table's rebuild: whether a person picks the holes */
  gboolean          person_buys;

  GSignalGroup     *game_signals;    /* the game's position */
  GSignalGroup     *played_signals;  /* its moves, when no table decides them */
  GSignalGroup     *table_signals;
  gulong            dark_id;
};

typedef enum
{
  PROP_0,
  PROP_TABLE,
  PROP_GAME,
  PROP_SHOW_LETTERS,
  PROP_ANIMATION_SPEED,
  PROP_ANIMATING,
  PROP_FOCUS_HOLE,
  PROP_SHOW_PREVIEW,
  PROP_HURRY_COMPUTER,
  PROP_BOARD_THEME,
  PROP_FLIPPED,
  N_PROPS
} AkBoardViewProperty;

static inline gboolean
_ak_board_view_is_animating (AkBoardView *self)
{
  return ak_board_animation_get_running (self->animation);
}

/* The position changed: what can be played, and what it would do, must be
 * worked out again. */
static inline void
_ak_board_view_invalidate_moves (AkBoardView *self)
{
  self->legal_valid = FALSE;
  self->preview_valid = FALSE;
}

/* ak-board-view.c */
void              _ak_board_view_notify            (AkBoardView        *self,
                                                    AkBoardViewProperty prop);
void              _ak_board_view_emit_move_refused (AkBoardView        *self,
                                                    int                 hole,
                                                    const char         *reason);
void              _ak_board_view_refresh           (AkBoardView        *self);
void              _ak_board_view_update_accessible (AkBoardView        *self);
char             *_ak_board_view_dup_value_words   (AkBoardView        *self,
                                                    int                 hole);
int               _ak_board_view_hole_at           (AkBoardView        *self,
                                                    double              x,
                                                    double              y);
gboolean          _ak_board_view_hole_is_legal     (AkBoardView        *self,
                                                    int                 hole);
const AkTrace    *_ak_board_view_get_preview       (AkBoardView        *self,
                                                    int                 hole);
AkBoardHoleState  _ak_board_view_hole_state        (AkBoardView        *self,
                                                    int                 hole);


/* For tests: called with each sentence the board announces to assistive
 * technologies, as it is announced. */
typedef void (*AkBoardAnnounceHook) (AkBoardView *board,
                                     const char  *message,
                                     gpointer     user_data);
void              _ak_board_view_set_announce_hook (AkBoardAnnounceHook hook,
                                                    gpointer            user_data);

/* ak-board-view-move.c */
void              _ak_board_view_init_move         (AkBoardView        *self);
void              _ak_board_view_bind_game         (AkBoardView        *self,
                                                    AkGame             *game);
void              _ak_board_view_clear_last_move   (AkBoardView        *self);
const AkPosition *_ak_board_view_sweep_for         (AkBoardView        *self,
                                                    gboolean            ends_game);
gboolean          _ak_board_view_start_move        (AkBoardView        *self,
                                                    const AkTrace      *trace,
                                                    const AkPosition   *after,
                                                    gboolean            ends_game,
                                                    gboolean            hurry);

/* ak-board-view-input.c */
void              _ak_board_view_class_init_input  (GtkWidgetClass     *widget_class);
void              _ak_board_view_init_input        (AkBoardView        *self);
void              _ak_board_view_init_table        (AkBoardView        *self);
void              _ak_board_view_show_refusal      (AkBoardView        *self,
                                                    int                 hole);
void              _ak_board_view_stop_refusal      (AkBoardView        *self);

/* ak-board-view-table.c */
void              _ak_board_view_release_hold      (AkBoardView        *self);
void              _ak_board_view_unbind_table      (AkBoardView        *self);

/* For tests */

/* For tests: how long the move being animated takes, in ms; 0 if none */
double            _ak_board_view_get_animation_ms   (AkBoardView      *self);
/* For tests: the seeds the board shows in @hole right now, which lag
 * behind the game while a move is being animated. */
guint             _ak_board_view_get_displayed_count (AkBoardView     *self,
                                                      int              hole);
/* For tests: the size in pixels the seed counts are drawn at. */
float             _ak_board_view_get_count_size     (AkBoardView      *self);
/* For tests: the last move's marks, the origin -1 when there are none. */
void              _ak_board_view_get_marks          (AkBoardView      *self,
                                                     int              *origin,
                                                     guint            *relay_mask,
                                                     guint            *capture_mask);
/* What the marks on @hole mean, for its tooltip: a line each, or NULL */
char             *_ak_board_view_dup_marks_text     (AkBoardView     *self,
                                                      int              hole);
/* For tests: the value drawn on @hole's badge now, or NULL without one;
 * and the hole whose badge is drawn as the best move's, or -1. */
const char       *_ak_board_view_get_value          (AkBoardView     *self,
                                                     int              hole);
int               _ak_board_view_get_best_value     (AkBoardView     *self);
/* For tests: the hole whose move the board previews now (the pointer's,
 * the keyboard's or one marked from outside), or -1 for none. */
int               _ak_board_view_get_previewed_hole (AkBoardView     *self);
/* For tests: the counts the previewed move from @hole would leave, as
 * the board draws them; FALSE when it shows no preview for @hole. */
gboolean          _ak_board_view_get_preview_result (AkBoardView     *self,
                                                      int              hole,
                                                      AkPosition      *result);

G_END_DECLS
