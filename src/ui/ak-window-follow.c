/* ak-window-follow.c — how the window follows its table: the table's
 * stages, its players, the game and match it plays, and the board as it
 * sows a move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window keeps a GSignalGroup for each model it follows; the game's
 * and the match's move to the next game or match when the table takes
 * one.  Each change brings the status line, the cards, the pages of the
 * side panel, the bar between two games and the title up to date.
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include "ak-window-private.h"

static void
table_state_cb (AkWindow   *self,
                GParamSpec *pspec,
                AkTable    *table)
{
  ak_window_update_status (self);
  ak_window_update_rebuild (self);
}

/* While the board sows a move, the cards count the stores it shows:
 * captures as they land, the seeds left as they are swept at the end. */
static gboolean
stores_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  AkWindow *self = user_data;
  AkPosition shown;

  ak_board_view_get_shown (self->board, &shown);
  ak_player_card_set_shown_store (self->south_card, shown.stores[AK_SOUTH]);
  ak_player_card_set_shown_store (self->north_card, shown.stores[AK_NORTH]);
  return G_SOURCE_CONTINUE;
}

static void
stop_stores_tick (AkWindow *self)
{
  if (self->stores_tick != 0 && self->board != NULL)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->board), self->stores_tick);
  self->stores_tick = 0;
  if (self->south_card != NULL)
    ak_player_card_set_shown_store (self->south_card, -1);
  if (self->north_card != NULL)
    ak_player_card_set_shown_store (self->north_card, -1);
}

static void
board_animating_cb (AkWindow *self)
{
  if (self->board == NULL || !ak_board_view_get_animating (self->board))
    stop_stores_tick (self);
  else if (self->stores_tick == 0)
    self->stores_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->board), stores_tick_cb,
                                                      self, NULL);
}

static void
game_state_cb (AkWindow   *self,
               GParamSpec *pspec,
               AkGame     *game)
{
  ak_window_update_status (self);
  ak_window_update_rebuild (self);
}

static void
follow_game (AkWindow *self)
{
  AkGame *game = ak_table_get_game (self->table);

  if (game == self->game)
    return;

  /* A summary of the game before has nothing more to say. */
  if (self->game_over_dialog != NULL)
    adw_dialog_force_close (ADW_DIALOG (self->game_over_dialog));

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);

  ak_player_card_set_game (self->south_card, game);
  ak_player_card_set_game (self->north_card, game);
  ak_rules_page_set_rules (self->rules_page, ak_game_get_rules (game));
  ak_analysis_page_set_game (self->analysis_page, game);
  /* A fixed point of view is the person's against the computer. */
  ak_analysis_page_set_view_side (self->analysis_page,
                                  ak_player_get_kind (ak_table_get_player (self->table, AK_SOUTH)) == AK_PLAYER_COMPUTER &&
                                  ak_player_get_kind (ak_table_get_player (self->table, AK_NORTH)) == AK_PLAYER_PERSON
                                  ? AK_NORTH : AK_SOUTH);
  ak_eval_graph_set_game (self->eval_graph, game);
  ak_window_update_status (self);
  ak_window_update_rebuild (self);
  ak_window_update_title (self);
  g_object_notify (G_OBJECT (self), "game");
}

static void
match_changed_cb (AkWindow *self,
                  AkMatch  *match)
{
  self->match_changes++;
  self->match_report_known = FALSE;
  ak_window_update_title (self);
}

static void
follow_match (AkWindow *self)
{
  AkMatch *match = ak_table_get_match (self->table);

  if (match == self->match)
    return;

  g_set_object (&self->match, match);
  g_signal_group_set_target (self->match_signals, match);

  self->match_changes = 0;
  self->saved_match_changes = 0;
  self->match_report_known = FALSE;
  ak_match_page_set_match (self->match_page, match);
  ak_player_card_set_show_bank (self->south_card, match != NULL);
  ak_player_card_set_show_bank (self->north_card, match != NULL);
  g_object_notify (G_OBJECT (self), "match");
}

/**
 * ak_window_follow_table_game:
 * @self: a window
 *
 * Follows the game and the match its table plays, if they are new.
 */
void
ak_window_follow_table_game (AkWindow *self)
{
  follow_match (self);
  follow_game (self);
}

static void
table_game_cb (AkWindow   *self,
               GParamSpec *pspec,
               AkTable    *table)
{
  ak_window_follow_table_game (self);
}

static void
player_changed_cb (AkWindow   *self,
                   GParamSpec *pspec,
                   AkPlayer   *player)
{
  AkSide side = player == ak_table_get_player (self->table, AK_SOUTH) ? AK_SOUTH : AK_NORTH;

  ak_window_update_status (self);
  ak_window_update_title (self);
  if (g_str_equal (pspec->name, "kind") || g_str_equal (pspec->name, "level"))
    g_object_notify (G_OBJECT (self), side == AK_SOUTH ? "south-level" : "north-level");
}

static void
table_paused_cb (AkWindow   *self,
                 GParamSpec *pspec,
                 AkTable    *table)
{
  g_object_notify (G_OBJECT (self), "computer-paused");
  ak_window_update_status (self);
}

/**
 * ak_window_follow_table:
 * @self: a window, with its table
 *
 * Follows the window's table and its two players from now on, and the
 * game and match the table plays as they change (follow_game () and
 * follow_match () set those), and the board as it sows a move.
 */
void
ak_window_follow_table (AkWindow *self)
{
  static const char * const state_properties[] = {
    "notify::stage", "notify::thinking", "notify::browsing", "notify::can-undo",
    "notify::can-redo", "notify::can-divide", "notify::hinting", "notify::choosing",
    "notify::can-start-next-game", "notify::held", "notify::checking",
  };

  self->table_signals = g_signal_group_new (AK_TYPE_TABLE);
  g_signal_group_connect_object (self->table_signals, "notify::game",
                                 G_CALLBACK (table_game_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->table_signals, "notify::match",
                                 G_CALLBACK (table_game_cb), self, G_CONNECT_SWAPPED);
  for (guint i = 0; i < G_N_ELEMENTS (state_properties); i++)
    g_signal_group_connect_object (self->table_signals, state_properties[i],
                                   G_CALLBACK (table_state_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->table_signals, "notify::paused",
                                 G_CALLBACK (table_paused_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->table_signals, "notify::hint",
                                 G_CALLBACK (ak_window_hint_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->table_signals, "purchases-changed",
                                 G_CALLBACK (ak_window_update_rebuild), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->table_signals, "move-played",
                                 G_CALLBACK (ak_window_move_played_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->table_signals, "game-over",
                                 G_CALLBACK (ak_window_game_over_cb), self, G_CONNECT_SWAPPED);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      self->player_signals[side] = g_signal_group_new (AK_TYPE_PLAYER);
      g_signal_group_connect_object (self->player_signals[side], "notify",
                                     G_CALLBACK (player_changed_cb), self, G_CONNECT_SWAPPED);
    }
  self->game_signals = g_signal_group_new (AK_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "notify::can-undo",
                                 G_CALLBACK (game_state_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::can-redo",
                                 G_CALLBACK (game_state_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::position",
                                 G_CALLBACK (game_state_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::is-over",
                                 G_CALLBACK (game_state_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (ak_window_update_title), self, G_CONNECT_SWAPPED);
  self->match_signals = g_signal_group_new (AK_TYPE_MATCH);
  g_signal_group_connect_object (self->match_signals, "changed",
                                 G_CALLBACK (match_changed_cb), self, G_CONNECT_SWAPPED);

  g_signal_group_set_target (self->table_signals, self->table);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    g_signal_group_set_target (self->player_signals[side],
                               ak_table_get_player (self->table, side));

  g_signal_connect_object (self->board, "notify::animating",
                           G_CALLBACK (board_animating_cb), self, G_CONNECT_SWAPPED);
}

/**
 * ak_window_stop_following:
 * @self: a window
 *
 * Stops following the table, its players, game and match, and the board:
 * the table may outlive the window (the board holds it too), and nothing
 * it says reaches the window from now on.
 */
void
ak_window_stop_following (AkWindow *self)
{
  if (self->board != NULL)
    g_signal_handlers_disconnect_by_func (self->board, board_animating_cb, self);
  stop_stores_tick (self);

  g_clear_object (&self->table_signals);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    g_clear_object (&self->player_signals[side]);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->match_signals);
}
