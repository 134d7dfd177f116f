/* ak-table-computer.c — the computer at the table: when it thinks, its
 * search and its answer, forced passes, pause and step, and the wait
 * between moves when it plays itself
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-table"

#include "config.h"

#include "ak-analyzer.h"
#include "ak-table-private.h"

/* The searches hold the table weakly: a table can go away while one runs,
 * and its answer then finds no one. */
gpointer
_ak_table_weak_new (AkTable *self)
{
  GWeakRef *ref = g_new0 (GWeakRef, 1);

  g_weak_ref_init (ref, self);
  return ref;
}

AkTable *
_ak_table_weak_take (gpointer user_data)
{
  GWeakRef *ref = user_data;
  AkTable *self = g_weak_ref_get (ref);

  g_weak_ref_clear (ref);
  g_free (ref);
  return self;
}

void
_ak_table_stop_thinking (AkTable *self)
{
  if (self->think_cancellable == NULL)
    return;

  /* Its answer, when it comes, is dropped: the cancellable is no longer
   * the table's. */
  g_cancellable_cancel (self->think_cancellable);
  g_clear_object (&self->think_cancellable);
  g_clear_object (&self->hurry_cancellable);
  self->think_node = NULL;
}

static void
computer_move_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(AkTable) self = _ak_table_weak_take (user_data);
  g_autoptr(GError) error = NULL;
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));
  AkGameNode *node;
  int move;

  move = ak_analyzer_choose_move_finish (result, &error);
  if (self == NULL)
    return;

  /* A search that was stopped, or replaced by a newer one, is stale. */
  if (cancellable == NULL || cancellable != self->think_cancellable)
    return;

  node = self->think_node;
  g_clear_object (&self->think_cancellable);
  g_clear_object (&self->hurry_cancellable);
  self->think_node = NULL;
  /* A step is one move. */
  self->stepping = FALSE;

  if (move == AK_MOVE_NONE || self->game == NULL ||
      ak_game_get_current_node (self->game) != node)
    {
      if (move == AK_MOVE_NONE)
        g_warning ("The computer found no move: %s", error != NULL ? error->message : "?");
      _ak_table_sync (self);
      return;
    }

  if (_ak_table_decide (self, move) != AK_VERDICT_LEGAL)
    g_warning ("The computer chose a move the rules refuse: %d", move);
  _ak_table_sync (self);
}

static gboolean
watch_timeout_cb (gpointer data)
{
  AkTable *self = data;

  self->watch_timeout_id = 0;
  _ak_table_update_turn (self);
  return G_SOURCE_REMOVE;
}

/* After every change: if the computer is to move where play stands, it
 * thinks; a forced pass is played for either side at once.  Never while
 * someone looks at another position, while a move is still being shown,
 * or while the table is paused. */
void
_ak_table_update_turn (AkTable *self)
{
  AkGameNode *node;
  AkSide side;
  guint level;

  if (self->game == NULL || self->committing)
    return;

  /* A warning is of the move where play stands, and goes with it. */
  _ak_table_teaching_follow (self);
  node = ak_game_get_current_node (self->game);
  side = ak_game_get_side_to_move (self->game);

  if (self->stage != AK_TABLE_STAGE_PLAYING || _ak_table_is_browsing (self) || self->has_pending ||
      ak_game_get_is_over (self->game))
    {
      _ak_table_stop_thinking (self);
      _ak_table_sync (self);
      return;
    }

  /* A person's pass is played only after a move, not after undo, or
   * undo could never go back past it. */
  if (ak_position_status (ak_game_get_position (self->game),
                          ak_game_get_rules (self->game)) == AK_STATUS_PASS &&
      (_ak_table_side_is_computer (self, side) ||
       node->children == NULL || node->children->len == 0))
    {
      _ak_table_stop_thinking (self);
      (void) _ak_table_decide (self, AK_MOVE_PASS);
      return;
    }

  if (!_ak_table_side_is_computer (self, side) || (self->paused && !self->stepping))
    {
      self->stepping = FALSE;
      _ak_table_stop_thinking (self);
      _ak_table_sync (self);
      return;
    }

  if (self->think_cancellable != NULL && self->think_node == node)
    return;

  /* In teaching mode the engine first looks at the person's move. */
  if (_ak_table_teaching_waits (self, node))
    {
      _ak_table_stop_thinking (self);
      _ak_table_sync (self);
      return;
    }

  /* The computer against itself waits a while after each move, for
   * whoever watches; a step does not. */
  if (self->watch_delay > 0 && !self->stepping && self->last_move_time != 0 &&
      _ak_table_side_is_computer (self, AK_SOUTH) && _ak_table_side_is_computer (self, AK_NORTH))
    {
      gint64 wait = self->last_move_time + (gint64) self->watch_delay * 1000 -
                    g_get_monotonic_time ();

      if (wait > 0)
        {
          _ak_table_stop_thinking (self);
          if (self->watch_timeout_id == 0)
            self->watch_timeout_id = g_timeout_add ((guint) (wait / 1000) + 1,
                                                    watch_timeout_cb, self);
          _ak_table_sync (self);
          return;
        }
    }

  _ak_table_stop_thinking (self);
  level = ak_player_get_level (self->players[side]);
  self->think_cancellable = g_cancellable_new ();
  self->hurry_cancellable = g_cancellable_new ();
  self->think_node = node;
  self->n_searches++;
  ak_analyzer_think_async (self->game, level,
                           ((guint64) g_random_int () << 32) | g_random_int (),
                           self->search_threads, self->hurry_cancellable, self->think_cancellable,
                           computer_move_cb, _ak_table_weak_new (self));
  _ak_table_sync (self);
}

gboolean
ak_table_get_thinking (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  return self->think_cancellable != NULL;
}

gboolean
ak_table_get_paused (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  return self->paused;
}

/**
 * ak_table_set_paused:
 * @self: a table
 * @paused: whether the computer waits
 *
 * Pausing stops the computer's search; it starts again when resumed.
 */
void
ak_table_set_paused (AkTable  *self,
                     gboolean  paused)
{
  g_return_if_fail (AK_IS_TABLE (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  self->stepping = FALSE;
  g_object_notify (G_OBJECT (self), "paused");
  _ak_table_update_turn (self);
}

/**
 * ak_table_get_can_step:
 * @self: a table
 *
 * Returns: whether ak_table_step() would play a move: the table is
 *   paused and the computer is to move where play stands
 */
gboolean
ak_table_get_can_step (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);

  return self->paused && !self->stepping && !self->has_pending &&
         self->stage == AK_TABLE_STAGE_PLAYING && !_ak_table_is_browsing (self) &&
         ak_table_is_computer_turn (self);
}

/**
 * ak_table_step:
 * @self: a paused table
 *
 * The computer, paused, plays its one next move, and waits again.
 *
 * Returns: %TRUE if it goes to think of that move
 */
gboolean
ak_table_step (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);

  if (!ak_table_get_can_step (self))
    return FALSE;
  self->stepping = TRUE;
  _ak_table_update_turn (self);
  return TRUE;
}

guint
ak_table_get_watch_delay (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), 0);
  return self->watch_delay;
}

void
ak_table_set_watch_delay (AkTable *self,
                          guint    delay_ms)
{
  g_return_if_fail (AK_IS_TABLE (self));

  if (self->watch_delay == delay_ms)
    return;
  self->watch_delay = delay_ms;
  g_object_notify (G_OBJECT (self), "watch-delay");
  /* A shorter wait may be over already. */
  g_clear_handle_id (&self->watch_timeout_id, g_source_remove);
  _ak_table_update_turn (self);
}

guint
ak_table_get_search_threads (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), 0);
  return self->search_threads;
}

/**
 * ak_table_set_search_threads:
 * @self: a table
 * @n_threads: the threads of the computer's strongest level and of hints;
 *   0 for every core
 *
 * Takes effect from the computer's next search.
 */
void
ak_table_set_search_threads (AkTable *self,
                             guint    n_threads)
{
  g_return_if_fail (AK_IS_TABLE (self));

  n_threads = MIN (n_threads, AK_SEARCH_MAX_THREADS);
  if (self->search_threads == n_threads)
    return;
  self->search_threads = n_threads;
  g_object_notify (G_OBJECT (self), "search-threads");
}

/**
 * ak_table_is_computer_turn:
 * @self: a table
 *
 * Returns: whether the side to move at the shown position is the
 *   computer's and the game goes on there
 */
gboolean
ak_table_is_computer_turn (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);

  return self->game != NULL && !ak_game_get_is_over (self->game) &&
         _ak_table_side_is_computer (self, ak_game_get_side_to_move (self->game));
}

/**
 * ak_table_move_now:
 * @self: a table
 *
 * The computer plays the best move it has found so far.
 *
 * Returns: %TRUE if the computer was thinking
 */
gboolean
ak_table_move_now (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);

  if (self->hurry_cancellable == NULL)
    return FALSE;
  g_cancellable_cancel (self->hurry_cancellable);
  return TRUE;
}

guint
_ak_table_get_n_searches (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), 0);
  return self->n_searches;
}
