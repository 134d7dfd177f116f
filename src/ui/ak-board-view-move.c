/* ak-board-view-move.c — the board's game and the moves it shows: each
 * move's animation, how it ends, and the seeds swept at a game's end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board tells of a move before the game or the table shows it: from
 * the position on screen (displayed) it sows towards the position the
 * move leads to (target).  A move comes from the table the board plays
 * at (AkTable::move-decided, ak-board-view-table.c) or, without one,
 * from the game (AkGame::move-played); either way its animation starts
 * in _ak_board_view_start_move().  Anything else that changes the game's
 * position (undo, redo, a jump in the moves) shows at once, with the move
 * that led to it marked as a move played is.
 */

#define G_LOG_DOMAIN "ak-board-view"

#include "config.h"

#include "ak-board-view-private.h"

void
_ak_board_view_clear_last_move (AkBoardView *self)
{
  self->last_origin = -1;
  self->relay_mask = 0;
  self->capture_mask = 0;
}

/* Shows the end of the move, and says so if one was being animated. */
static void
finish_animation (AkBoardView *self,
                  gboolean     was_animating)
{
  ak_board_animation_stop (self->animation);

  /* The game's position is the truth; the steps only get there.  With a
   * table, the target is the position the decided move leads to. */
  if (!self->purchasing)
    self->displayed = self->target;
  _ak_board_view_invalidate_moves (self);

  gtk_widget_queue_draw (GTK_WIDGET (self));
  _ak_board_view_update_accessible (self);
  if (was_animating)
    _ak_board_view_notify (self, PROP_ANIMATING);

  /* Last: the table plays the move now, and what follows (the position's
   * notification, the computer's answer, a pass) may come back here. */
  _ak_board_view_release_hold (self);
}

/**
 * ak_board_view_finish_animation:
 * @self: a board view
 *
 * Jumps to the end of the move being animated, if any.  At a table, the
 * table then plays it.
 */
void
ak_board_view_finish_animation (AkBoardView *self)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  finish_animation (self, _ak_board_view_is_animating (self));
}

/* When the move animated towards the target ends the game (@ends_game,
 * by whichever of the rules' endings: few seeds left, no moves, a
 * repetition, too long without a capture), the target to sweep: the
 * seeds left go to their owners' stores after the move, and the board
 * shows them there until it shows another position.  %NULL when the
 * game goes on. */
const AkPosition *
_ak_board_view_sweep_for (AkBoardView *self,
                          gboolean     ends_game)
{
  guint totals[2];

  self->swept_valid = FALSE;
  if (!ends_game)
    return NULL;
  if (ak_position_seeds_on_board (&self->target) == 0)
    return NULL;

  self->swept_of = self->target;
  self->swept = self->target;
  ak_position_division (&self->target, totals);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    self->swept.holes[hole] = 0;
  self->swept.stores[AK_SOUTH] = (guint8) MIN (totals[AK_SOUTH], G_MAXUINT8);
  self->swept.stores[AK_NORTH] = (guint8) MIN (totals[AK_NORTH], G_MAXUINT8);
  self->swept_valid = TRUE;
  return &self->target;
}

/* The animation showed its last step. */
static void
animation_done_cb (gpointer user_data)
{
  finish_animation (AK_BOARD_VIEW (user_data), TRUE);
}

/* Sows @trace, the move from the position the board heads for to @after,
 * from the position on screen: the one place a move's animation starts.
 * A move that comes while the one before still animates shows that one
 * finished, and starts from there.  @ends_game: the seeds left go to
 * their owners' stores after it; @hurry: at the computer's faster pace.
 *
 * Returns: whether the move animates; if not, it is shown finished */
gboolean
_ak_board_view_start_move (AkBoardView      *self,
                           const AkTrace    *trace,
                           const AkPosition *after,
                           gboolean          ends_game,
                           gboolean          hurry)
{
  gboolean was_animating = _ak_board_view_is_animating (self);

  ak_board_animation_stop (self->animation);
  self->displayed = self->target;
  self->target = *after;
  _ak_board_view_invalidate_moves (self);
  self->hover_hole = -1;
  self->focus_preview = FALSE;

  self->hint_hole = -1;
  ak_board_marks_from_trace (trace, &self->last_origin, &self->relay_mask, &self->capture_mask);

  /* The seeds' owners do not move with the stones; the stores fill as
   * the captures land. */
  self->displayed.owners = self->target.owners;
  self->displayed.side = self->target.side;

  if (!ak_board_animation_start_full (self->animation, trace, &self->displayed, self->speed,
                                      hurry, _ak_board_view_sweep_for (self, ends_game)))
    {
      self->swept_valid = FALSE;
      ak_board_view_finish_animation (self);
      if (was_animating)
        _ak_board_view_notify (self, PROP_ANIMATING);
      return FALSE;
    }

  if (!was_animating)
    _ak_board_view_notify (self, PROP_ANIMATING);
  return TRUE;
}

/* Without a table, a move played into the game: the game has it already. */
static void
game_move_played_cb (AkBoardView   *self,
                     const AkTrace *trace,
                     AkGame        *game)
{
  self->showing_position = FALSE;
  _ak_board_view_start_move (self, trace, ak_game_get_position (game),
                             ak_game_get_is_over (game), FALSE);
}

/* Marks the move that led to the game's current node, as if it had just
 * been played: its parent's position is sown again with the move traced.
 * No mark at the root, after a pass, or while the board shows a match's
 * next board being bought. */
static void
mark_current_move (AkBoardView *self)
{
  g_autoptr(AkTrace) trace = NULL;
  AkGameNode *node;
  AkPosition before;

  _ak_board_view_clear_last_move (self);
  if (self->game == NULL || self->purchasing)
    return;

  node = ak_game_get_current_node (self->game);
  if (node->parent == NULL || !ak_hole_is_valid (node->move))
    return;

  before = node->parent->position;
  trace = ak_trace_new ();
  if (ak_position_play_traced (&before, ak_game_get_rules (self->game), node->move, trace) !=
      AK_VERDICT_LEGAL)
    return;
  ak_board_marks_from_trace (trace, &self->last_origin, &self->relay_mask, &self->capture_mask);
}

static void
game_position_cb (AkBoardView *self,
                  GParamSpec  *pspec,
                  AkGame      *game)
{
  /* move-played (or, with a table, move-decided) came first and already
   * set the target and the marks, which the game's move gives again:
   * anything else (undo, redo, a jump in the history) shows at once,
   * with the move that led there marked. */
  if (ak_position_equal (ak_game_get_position (game), &self->target))
    {
      if (!_ak_board_view_is_animating (self))
        mark_current_move (self);
      _ak_board_view_refresh (self);
      return;
    }

  self->target = *ak_game_get_position (game);
  mark_current_move (self);
  self->hint_hole = -1;
  self->swept_valid = FALSE;
  ak_board_view_finish_animation (self);
}

gboolean
ak_board_view_get_hurry_computer (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), FALSE);

  return self->hurry_computer;
}

void
ak_board_view_set_hurry_computer (AkBoardView *self,
                                  gboolean     hurry)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  hurry = !!hurry;
  if (self->hurry_computer == hurry)
    return;

  self->hurry_computer = hurry;
  _ak_board_view_notify (self, PROP_HURRY_COMPUTER);
}

double
_ak_board_view_get_animation_ms (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), 0);

  return ak_board_animation_get_duration_ms (self->animation);
}

/**
 * ak_board_view_get_game:
 * @self: a board view
 *
 * Returns: (transfer none) (nullable): the game shown
 */
AkGame *
ak_board_view_get_game (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), NULL);

  return self->game;
}

/* Shows @game at once, with the move that led to its current node
 * marked, as a jump to it would mark it.  Without a table the board
 * animates the game's moves as they are played; with one, only the moves
 * the table decides. */
void
_ak_board_view_bind_game (AkBoardView *self,
                          AkGame      *game)
{
  gboolean was_animating = _ak_board_view_is_animating (self);

  if (self->game == game)
    return;

  g_signal_group_set_target (self->game_signals, NULL);
  g_signal_group_set_target (self->played_signals, NULL);
  g_clear_object (&self->game);

  /* A move shown for the old game is given up: the table forgot it. */
  ak_board_animation_stop (self->animation);
  _ak_board_view_release_hold (self);
  _ak_board_view_clear_last_move (self);

  if (game != NULL)
    {
      self->game = g_object_ref (game);
      if (self->table == NULL)
        g_signal_group_set_target (self->played_signals, game);
      g_signal_group_set_target (self->game_signals, game);
      self->target = *ak_game_get_position (game);
    }
  else
    ak_position_init_start (&self->target, AK_SOUTH);

  self->displayed = self->target;
  self->swept_valid = FALSE;
  _ak_board_view_invalidate_moves (self);
  self->refused_hole = -1;
  self->hint_hole = -1;
  self->purchasing = FALSE;
  mark_current_move (self);

  /* Keep the keyboard where it was, if it was anywhere. */
  _ak_board_view_refresh (self);
  if (was_animating)
    _ak_board_view_notify (self, PROP_ANIMATING);
}

/**
 * ak_board_view_set_game:
 * @self: a board view
 * @game: (nullable): the game to show and play in
 *
 * Shows @game, for a board that is not bound to a table: read-only game
 * windows, tests.  Moves clicked are played into @game, and its moves
 * are animated as they are played.  A table the board was bound to is
 * let go.
 */
void
ak_board_view_set_game (AkBoardView *self,
                        AkGame      *game)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || AK_IS_GAME (game));

  if (self->table == NULL && self->game == game)
    return;

  g_object_freeze_notify (G_OBJECT (self));
  if (self->table != NULL)
    {
      _ak_board_view_unbind_table (self);
      _ak_board_view_notify (self, PROP_TABLE);
    }
  _ak_board_view_bind_game (self, game);
  _ak_board_view_notify (self, PROP_GAME);
  g_object_thaw_notify (G_OBJECT (self));
}

AkAnimationSpeed
ak_board_view_get_animation_speed (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), AK_ANIMATION_SPEED_NORMAL);

  return self->speed;
}

void
ak_board_view_set_animation_speed (AkBoardView      *self,
                                   AkAnimationSpeed  speed)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));
  g_return_if_fail (speed <= AK_ANIMATION_SPEED_SLOW);

  if (self->speed == speed)
    return;

  self->speed = speed;
  if (speed == AK_ANIMATION_SPEED_INSTANT)
    ak_board_view_finish_animation (self);
  _ak_board_view_notify (self, PROP_ANIMATION_SPEED);
}

/**
 * ak_board_view_get_animating:
 * @self: a board view
 *
 * Returns: whether a move is being animated
 */
gboolean
ak_board_view_get_animating (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), FALSE);

  return _ak_board_view_is_animating (self);
}

guint
_ak_board_view_get_displayed_count (AkBoardView *self,
                                    int          hole)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), 0);
  g_return_val_if_fail (ak_hole_is_valid (hole), 0);

  return self->displayed.holes[hole];
}

void
_ak_board_view_get_marks (AkBoardView *self,
                          int         *origin,
                          guint       *relay_mask,
                          guint       *capture_mask)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  *origin = self->last_origin;
  *relay_mask = self->relay_mask;
  *capture_mask = self->capture_mask;
}

/**
 * _ak_board_view_init_move:
 * @self: a board
 *
 * The board's animation, and what it follows of its game: the position,
 * and, when no table decides them, the moves played.
 */
void
_ak_board_view_init_move (AkBoardView *self)
{
  self->animation = ak_board_animation_new (GTK_WIDGET (self), animation_done_cb, self);
  self->game_signals = g_signal_group_new (AK_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "notify::position",
                                 G_CALLBACK (game_position_cb), self, G_CONNECT_SWAPPED);
  self->played_signals = g_signal_group_new (AK_TYPE_GAME);
  g_signal_group_connect_object (self->played_signals, "move-played",
                                 G_CALLBACK (game_move_played_cb), self, G_CONNECT_SWAPPED);
}
