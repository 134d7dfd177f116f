/* ak-board-view-table.c — the board playing through an AkTable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Bound to a table, the board shows the table's game and asks the table
 * to play what is clicked.  It animates only the moves the table decides
 * (AkTable::move-decided), from the position on screen, while the game
 * still has the position before; it holds the table meanwhile, so that
 * the game, the move list and everything else change when the last seed
 * has fallen.  The board takes at most one hold at a time, and gives it
 * back exactly once: when the animation ends or is skipped, when the
 * board leaves the screen, when the game or the table is replaced, and
 * on dispose.  Between two games of a match it shows the table's rebuild.
 */

#define G_LOG_DOMAIN "ak-board-view"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-board-view-private.h"

/* The move the table waits for is shown: it may play it. */
void
_ak_board_view_release_hold (AkBoardView *self)
{
  if (!self->holding)
    return;

  self->holding = FALSE;
  ak_table_release (self->table);
}

/* A move was decided and the game does not show it yet: it is sown from
 * the position on screen, and the table waits until the last seed has
 * fallen. */
static void
table_move_decided_cb (AkBoardView      *self,
                       const AkTrace    *trace,
                       const AkPosition *after,
                       AkTable          *table)
{
  g_autofree char *said = NULL;
  AkPlayer *player;

  /* The board shows the next game's board: nothing to sow on it. */
  if (self->purchasing)
    return;

  said = ak_board_describe_move (trace);
  ak_board_view_announce (self, said);

  /* A move decided while the one before still animates (someone made
   * the table play it) starts where that one ends, and the hold carries
   * over to it. */
  player = ak_table_get_player (table, trace->mover);
  if (_ak_board_view_start_move (self, trace, after, ak_table_get_held_move_ends_game (table),
                                 self->hurry_computer && player != NULL &&
                                 ak_player_is_computer (player)) &&
      !self->holding)
    {
      self->holding = TRUE;
      ak_table_hold (table);
    }
}

/* Between two games of a match the board shows the next game's board
 * as the holes chosen so far make it, and the buyer's choice. */
static void
sync_purchase (AkBoardView *self)
{
  AkRebuildPlan plan;
  AkPosition next;
  gboolean purchasing;

  purchasing = self->table != NULL && ak_table_get_plan (self->table, &plan) &&
               plan.buyer != AK_SIDE_NONE && plan.n_purchases > 0 &&
               ak_table_preview_next_board (self->table, &next);

  if (purchasing)
    {
      guint8 holes[AK_N_HOLES];
      guint n = ak_table_get_purchases (self->table, holes);

      gboolean starting = !self->purchasing;

      if (starting)
        {
          ak_board_animation_stop (self->animation);
          _ak_board_view_clear_last_move (self);
          self->hint_hole = -1;
        }
      self->purchasing = TRUE;
      self->displayed = next;
      self->buyer = plan.buyer;
      self->n_purchases = plan.n_purchases;
      self->person_buys = !ak_player_is_computer (ak_table_get_player (self->table, plan.buyer));
      self->purchase_mask = 0;
      for (guint i = 0; i < n; i++)
        self->purchase_mask |= 1u << holes[i];
      if (starting)
        {
          g_autofree char *said = NULL;

          /* Translators: said as a match's next game is prepared; %s is
           * South or North */
          said = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "The next game's board is set up: %s buys %u hole "
                                               "of the other row.",
                                               "The next game's board is set up: %s buys %u holes "
                                               "of the other row.",
                                               plan.n_purchases),
                                  ak_side_name (plan.buyer), plan.n_purchases);
          ak_board_view_announce (self, said);
        }
    }
  else if (self->purchasing)
    {
      self->purchasing = FALSE;
      self->purchase_mask = 0;
      self->displayed = self->target;
    }
  else
    return;

  _ak_board_view_refresh (self);
}

static void
table_game_cb (AkBoardView *self,
               GParamSpec  *pspec,
               AkTable     *table)
{
  _ak_board_view_bind_game (self, ak_table_get_game (table));
  sync_purchase (self);
  _ak_board_view_notify (self, PROP_GAME);
}

/* Seeds divided by agreement end the game without a move: the board
 * shows them in their owners' stores at once, as a move's sweep would,
 * and back in their holes when the agreement is taken back. */
static void
sync_agreement (AkBoardView *self)
{
  AkGame *game = ak_table_get_game (self->table);
  gboolean over = game != NULL && ak_game_get_is_over (game);

  if (self->purchasing || _ak_board_view_is_animating (self))
    return;
  if (over && ak_game_get_termination (game) == AK_TERMINATION_AGREEMENT && !self->swept_valid)
    {
      if (_ak_board_view_sweep_for (self, TRUE) != NULL)
        gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  else if (!over && self->swept_valid)
    {
      self->swept_valid = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
table_stage_cb (AkBoardView *self)
{
  sync_purchase (self);
  sync_agreement (self);
}

static void
table_hint_cb (AkBoardView *self,
               GParamSpec  *pspec,
               AkTable     *table)
{
  int hint = ak_table_get_hint (table);

  self->hint_hole = ak_hole_is_valid (hint) ? hint : -1;
  _ak_board_view_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
table_game_over_cb (AkBoardView *self,
                    AkTable     *table)
{
  AkGame *game = ak_table_get_game (table);
  g_autofree char *said = NULL;
  guint totals[2];

  if (game == NULL)
    return;
  ak_position_division (ak_game_get_position (game), totals);
  said = ak_board_describe_end (totals);
  ak_board_view_announce (self, said);
}

/* Lets go of the table: the move it waits for is no longer ours to show. */
void
_ak_board_view_unbind_table (AkBoardView *self)
{
  g_autoptr(AkTable) table = NULL;
  gboolean was_holding;

  if (self->table == NULL)
    return;

  was_holding = self->holding;
  self->holding = FALSE;
  g_signal_group_set_target (self->table_signals, NULL);
  table = g_steal_pointer (&self->table);
  _ak_board_view_bind_game (self, NULL);
  self->purchasing = FALSE;
  self->purchase_mask = 0;

  if (was_holding)
    ak_table_release (table);
}

/**
 * ak_board_view_get_table:
 * @self: a board view
 *
 * Returns: (transfer none) (nullable): the table the board plays at
 */
AkTable *
ak_board_view_get_table (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), NULL);

  return self->table;
}

/**
 * ak_board_view_set_table:
 * @self: a board view
 * @table: (nullable): the table to play at
 *
 * Binds the board to @table.  It shows the table's game, following it
 * from game to game; clicks and keys play through ak_table_play(), a
 * refusal emitting #AkBoardView::move-refused with the table's reason.
 * The board animates the moves the table decides (#AkTable::move-decided),
 * holding the table until each is shown, and nothing else: walking
 * through the moves, undo and redo show at once.  Between two games of a
 * match it shows the next game's board, the holes chosen, and lets a
 * person buyer pick them; it shows the table's hint.
 */
void
ak_board_view_set_table (AkBoardView *self,
                         AkTable     *table)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));
  g_return_if_fail (table == NULL || AK_IS_TABLE (table));

  if (self->table == table)
    return;

  g_object_freeze_notify (G_OBJECT (self));
  _ak_board_view_unbind_table (self);

  if (table != NULL)
    {
      self->table = g_object_ref (table);
      g_signal_group_set_target (self->table_signals, table);
      _ak_board_view_bind_game (self, ak_table_get_game (table));
      sync_purchase (self);
      table_hint_cb (self, NULL, table);
    }

  _ak_board_view_notify (self, PROP_TABLE);
  _ak_board_view_notify (self, PROP_GAME);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * _ak_board_view_init_table:
 * @self: a board
 *
 * What the board follows of the table it shows: the moves it decides, its
 * game, the stage of a match's rebuild, the hint and the game's end.
 */
void
_ak_board_view_init_table (AkBoardView *self)
{
  self->table_signals = g_signal_group_new (AK_TYPE_TABLE);
  g_signal_group_connect_object (self->table_signals, "move-decided",
                                 G_CALLBACK (table_move_decided_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->table_signals, "notify::game",
                                 G_CALLBACK (table_game_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->table_signals, "notify::stage",
                                 G_CALLBACK (table_stage_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->table_signals, "purchases-changed",
                                 G_CALLBACK (table_stage_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->table_signals, "notify::choosing",
                                 G_CALLBACK (table_stage_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->table_signals, "notify::hint",
                                 G_CALLBACK (table_hint_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->table_signals, "game-over",
                                 G_CALLBACK (table_game_over_cb), self, G_CONNECT_SWAPPED);
}
