/* ak-table-rebuild.c — the table's hints, and the rebuild between the
 * games of a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-table"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-analyzer.h"
#include "ak-table-private.h"

void
_ak_table_cancel_hint (AkTable *self)
{
  self->hint_node = NULL;
  self->hint_valued = FALSE;
  if (self->hint_cancellable != NULL)
    {
      g_cancellable_cancel (self->hint_cancellable);
      g_clear_object (&self->hint_cancellable);
      g_object_notify (G_OBJECT (self), "hinting");
    }
  if (self->hint != AK_MOVE_NONE)
    {
      self->hint = AK_MOVE_NONE;
      g_object_notify (G_OBJECT (self), "hint");
    }
}

/* ----- hint ----- */

static void
hint_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(AkTable) self = _ak_table_weak_take (user_data);
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));
  int move = ak_analyzer_choose_move_finish (result, NULL);
  AkSearchResult value;

  if (self == NULL || cancellable == NULL || cancellable != self->hint_cancellable)
    return;
  g_clear_object (&self->hint_cancellable);

  self->hint_valued = ak_hole_is_valid (move) && ak_analyzer_think_get_value (result, &value) &&
                      value.best_move == move;
  if (self->hint_valued)
    {
      self->hint_kind = value.exact && value.kind == AK_VALUE_ESTIMATE ? AK_VALUE_PROVED
                                                                        : value.kind;
      self->hint_score = value.score;
      self->hint_lower = value.kind == AK_VALUE_BOUNDED ? value.lower : value.score;
      self->hint_upper = value.kind == AK_VALUE_BOUNDED ? value.upper : value.score;
    }

  self->hint = ak_hole_is_valid (move) ? move : AK_MOVE_NONE;
  g_object_notify (G_OBJECT (self), "hint");
  g_object_notify (G_OBJECT (self), "hinting");
}

/**
 * ak_table_request_hint:
 * @self: a table
 *
 * Looks for the best move at the shown position, at the strongest level
 * and without its random choice among equals; #AkTable:hint says it when
 * found, until the position changes.
 */
void
ak_table_request_hint (AkTable *self)
{
  g_return_if_fail (AK_IS_TABLE (self));

  ak_table_flush (self);
  if (self->game == NULL || ak_game_get_is_over (self->game) ||
      self->stage != AK_TABLE_STAGE_PLAYING || self->hint_cancellable != NULL)
    return;

  _ak_table_cancel_hint (self);
  self->hint_node = ak_game_get_current_node (self->game);
  self->hint_cancellable = g_cancellable_new ();
  ak_analyzer_think_async (self->game, AK_LEVEL_MAX, 0, self->search_threads, NULL,
                           self->hint_cancellable, hint_cb, _ak_table_weak_new (self));
  g_object_notify (G_OBJECT (self), "hinting");
}

int
ak_table_get_hint (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), AK_MOVE_NONE);
  return self->hint;
}

/**
 * ak_table_get_hint_value:
 * @self: a table
 * @kind: (out) (optional): whether the value is proved, bounded by a
 *   repetition, or estimated
 * @score: (out) (optional): the value, the mover's point of view, in
 *   hundredths of a seed
 * @lower: (out) (optional): the least it can be, for a bounded value
 * @upper: (out) (optional): the most it can be
 *
 * Returns: whether the hint has a value: the search's of its move
 */
gboolean
ak_table_get_hint_value (AkTable     *self,
                         AkValueKind *kind,
                         int         *score,
                         int         *lower,
                         int         *upper)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);

  if (self->hint == AK_MOVE_NONE || !self->hint_valued)
    return FALSE;
  if (kind != NULL)
    *kind = self->hint_kind;
  if (score != NULL)
    *score = self->hint_score;
  if (lower != NULL)
    *lower = self->hint_lower;
  if (upper != NULL)
    *upper = self->hint_upper;
  return TRUE;
}

gboolean
ak_table_get_hinting (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  return self->hint_cancellable != NULL;
}

/* ----- the rebuild ----- */

gboolean
_ak_table_compute_can_start_next_game (AkTable *self)
{
  AkRebuildPlan plan;

  if (self->stage != AK_TABLE_STAGE_REBUILDING || self->purchase_cancellable != NULL ||
      !ak_match_get_plan (self->match, &plan))
    return FALSE;
  return plan.buyer == AK_SIDE_NONE || self->n_purchases == plan.n_purchases;
}


static void
purchases_chosen_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(AkTable) self = _ak_table_weak_take (user_data);
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));
  guint8 holes[AK_N_HOLES];
  int score = 0;
  int n;

  n = ak_analyzer_choose_purchases_finish (result, holes, &score, NULL);
  if (self == NULL || cancellable == NULL || cancellable != self->purchase_cancellable)
    return;
  g_clear_object (&self->purchase_cancellable);

  if (n >= 0)
    {
      memcpy (self->purchases, holes, (gsize) n);
      self->n_purchases = (guint) n;
      self->purchase_score = score;
    }
  g_object_notify (G_OBJECT (self), "choosing");
  g_signal_emit_by_name (self, "purchases-changed");
  _ak_table_sync (self);
}

/**
 * ak_table_continue:
 * @self: a table
 *
 * After a game of a match ended: goes on to the rebuild of the next
 * game's board.  A computer buyer starts choosing its holes.
 *
 * Returns: %TRUE if the rebuild began
 */
gboolean
ak_table_continue (AkTable *self)
{
  AkRebuildPlan plan;

  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);

  ak_table_flush (self);
  if (self->stage != AK_TABLE_STAGE_GAME_OVER || self->match == NULL ||
      self->game != ak_match_get_current_game (self->match) ||
      !ak_match_get_plan (self->match, &plan))
    return FALSE;

  _ak_table_go_live (self);
  _ak_table_set_stage (self, AK_TABLE_STAGE_REBUILDING);

  if (plan.buyer != AK_SIDE_NONE && plan.n_purchases > 0 &&
      _ak_table_side_is_computer (self, plan.buyer))
    {
      AkPosition next;
      guint level = ak_player_get_level (self->players[plan.buyer]);

      if (ak_match_preview_next_board (self->match, NULL, 0, &next, NULL))
        {
          self->purchase_cancellable = g_cancellable_new ();
          ak_analyzer_choose_purchases_async (ak_match_get_rules (self->match), plan.wealth,
                                              next.side,
                                              level >= AK_LEVEL_MAX ? 2 * G_USEC_PER_SEC
                                                                    : G_USEC_PER_SEC / 2,
                                              self->purchase_cancellable,
                                              purchases_chosen_cb, _ak_table_weak_new (self));
          g_object_notify (G_OBJECT (self), "choosing");
        }
    }

  _ak_table_sync (self);
  return TRUE;
}

/**
 * ak_table_get_plan:
 * @self: a table
 * @plan: (out): the rebuild
 *
 * Returns: %TRUE while the next game of a match is being built, with
 *   @plan saying who buys how many holes
 */
gboolean
ak_table_get_plan (AkTable       *self,
                   AkRebuildPlan *plan)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);

  return self->stage == AK_TABLE_STAGE_REBUILDING && ak_match_get_plan (self->match, plan);
}

/**
 * ak_table_get_purchases:
 * @self: a table
 * @purchases: (out caller-allocates) (array fixed-size=12): the holes
 *   chosen so far, in the order chosen
 *
 * Returns: how many holes are chosen
 */
guint
ak_table_get_purchases (AkTable *self,
                        guint8  *purchases)
{
  g_return_val_if_fail (AK_IS_TABLE (self), 0);

  if (purchases != NULL)
    memcpy (purchases, self->purchases, self->n_purchases);
  return self->n_purchases;
}

/**
 * ak_table_toggle_purchase:
 * @self: a table
 * @hole: a hole
 *
 * A person who buys holes picks @hole, or puts it back.  Holes the rules
 * do not let the buyer buy, or more than the buyer may buy, are refused.
 *
 * Returns: %TRUE if the choice changed
 */
gboolean
ak_table_toggle_purchase (AkTable *self,
                          int      hole)
{
  AkRebuildPlan plan;
  AkPosition next;

  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);

  if (!ak_hole_is_valid (hole) || !ak_table_get_plan (self, &plan) ||
      plan.buyer == AK_SIDE_NONE || _ak_table_side_is_computer (self, plan.buyer))
    return FALSE;

  for (guint i = 0; i < self->n_purchases; i++)
    if (self->purchases[i] == hole)
      {
        memmove (self->purchases + i, self->purchases + i + 1, self->n_purchases - i - 1);
        self->n_purchases--;
        g_signal_emit_by_name (self, "purchases-changed");
        _ak_table_sync (self);
        return TRUE;
      }

  if (self->n_purchases >= plan.n_purchases)
    return FALSE;

  self->purchases[self->n_purchases++] = (guint8) hole;
  if (!ak_match_preview_next_board (self->match, self->purchases, self->n_purchases, &next,
                                    NULL))
    {
      self->n_purchases--;
      return FALSE;
    }

  g_signal_emit_by_name (self, "purchases-changed");
  _ak_table_sync (self);
  return TRUE;
}

gboolean
ak_table_get_choosing (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  return self->purchase_cancellable != NULL;
}

/**
 * ak_table_get_purchase_score:
 * @self: a table
 *
 * Returns: the margin the engine expects for a computer buyer with the
 *   holes it chose, in hundredths of a seed, from its side
 */
int
ak_table_get_purchase_score (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), 0);
  return self->purchase_score;
}

gboolean
ak_table_get_can_start_next_game (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  return _ak_table_compute_can_start_next_game (self);
}

/**
 * ak_table_preview_next_board:
 * @self: a table
 * @out: (out): the next game's board
 *
 * The next game's board with the holes chosen so far; unspent seeds wait
 * in the buyer's bank, so that it still holds 48.
 *
 * Returns: %TRUE while the next game is being built
 */
gboolean
ak_table_preview_next_board (AkTable    *self,
                             AkPosition *out)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);

  return self->stage == AK_TABLE_STAGE_REBUILDING &&
         ak_match_preview_next_board (self->match, self->purchases, self->n_purchases, out,
                                      NULL);
}

/**
 * ak_table_start_next_game:
 * @self: a table
 * @error: why the next game cannot start
 *
 * Starts the next game of the match with the holes chosen.
 *
 * Returns: %TRUE if the next game started
 */
gboolean
ak_table_start_next_game (AkTable  *self,
                          GError  **error)
{
  guint8 holes[AK_N_HOLES];
  guint n;

  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!_ak_table_compute_can_start_next_game (self))
    {
      g_set_error_literal (error, AK_TABLE_ERROR, AK_TABLE_ERROR_NOT_PLAYING,
                           _("the holes to buy are not all chosen yet"));
      return FALSE;
    }

  n = ak_table_get_purchases (self, holes);
  /* The match makes the next game its current one, and the table follows. */
  return ak_match_start_next_game (self->match, holes, n, error);
}

