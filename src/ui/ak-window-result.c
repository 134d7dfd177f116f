/* ak-window-result.c — the end of a game: its summary, the person's
 * record against the computer, and the same game played again
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table says when a game was played to its end (AkTable::game-over),
 * once the board has shown the last sowing; a game's end reached again by
 * walking its moves says nothing.  The summary can be asked for again
 * (win.show-result) while play stands at the end.
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include "ak-game-over-dialog.h"
#include "ak-window-private.h"

static void
game_over_response_cb (AkWindow         *self,
                       const char       *response,
                       AkGameOverDialog *dialog)
{
  if (self->game_over_dialog == GTK_WIDGET (dialog))
    g_clear_weak_pointer (&self->game_over_dialog);

  if (g_strcmp0 (response, "new-game") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.new-game", NULL);
  else if (g_strcmp0 (response, "play-again") == 0)
    ak_window_confirm_then (self, AK_PENDING_PLAY_AGAIN);
  else if (g_strcmp0 (response, "continue") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.continue", NULL);
  else if (g_strcmp0 (response, "review") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.review-game", NULL);
}

/**
 * ak_window_play_again:
 * @self: a window
 *
 * Starts the same game again: its rules and players, the board as the
 * rules start it.
 */
void
ak_window_play_again (AkWindow *self)
{
  AkRules rules = *ak_game_get_rules (self->game);
  guint levels[2];
  g_autofree char *south = g_strdup (ak_game_get_south_name (self->game));
  g_autofree char *north = g_strdup (ak_game_get_north_name (self->game));

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    levels[side] = ak_player_get_computer_level (ak_table_get_player (self->table, side));
  ak_window_start (self, &rules, FALSE, levels[AK_SOUTH], levels[AK_NORTH], south, north);
  ak_window_focus_board (self);
}

/* A game between a person and the computer counts in the person's
 * record against that level. */
static void
count_in_record (AkWindow     *self,
                 const guint  *totals)
{
  guint levels[2];
  AkSide person;
  AkRecordResult result;

  if (self->record == NULL)
    return;
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    levels[side] = ak_player_get_computer_level (ak_table_get_player (self->table, side));
  if ((levels[AK_SOUTH] == 0) == (levels[AK_NORTH] == 0))
    return;
  person = levels[AK_SOUTH] == 0 ? AK_SOUTH : AK_NORTH;
  if (totals[AK_SOUTH] == totals[AK_NORTH])
    result = AK_RECORD_DRAW;
  else if (totals[person] > totals[!person])
    result = AK_RECORD_WIN;
  else
    result = AK_RECORD_LOSS;
  ak_record_add (self->record, levels[!person], result);
}

/* The summary at the end of a game that was just played to its end (not
 * one reached again by walking the moves), once its last sowing is shown
 * and the seeds left have been swept to their owners. */
void
ak_window_game_over_cb (AkWindow *self,
                        AkTable  *table)
{
  guint totals[2];

  if (self->game == NULL || !ak_game_get_is_over (self->game))
    return;

  ak_position_division (ak_game_get_position (self->game), totals);
  count_in_record (self, totals);
  ak_window_show_result (self);
}

/**
 * ak_window_show_result:
 * @self: a window
 *
 * Shows the summary of the game, which is over where play stands: at its
 * end, or again after it was closed (win.show-result).
 */
void
ak_window_show_result (AkWindow *self)
{
  AdwDialog *dialog;

  if (self->game == NULL || self->game_over_dialog != NULL)
    return;
  /* The summary is of where play stands, not of a move looked back at. */
  if (ak_table_get_browsing (self->table))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.go-live", NULL);
  if (!ak_game_get_is_over (self->game))
    return;

  /* Closed, the final position stays on the board; in a match the bar
   * under it goes on when the players are ready. */
  dialog = ak_game_over_dialog_new (self->game, self->match,
                                    ak_window_player_name (self, AK_SOUTH),
                                    ak_window_player_name (self, AK_NORTH));
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "game-over");
  g_signal_connect_object (dialog, "response",
                           G_CALLBACK (game_over_response_cb), self, G_CONNECT_SWAPPED);
  g_set_weak_pointer (&self->game_over_dialog, GTK_WIDGET (dialog));
  adw_dialog_present (dialog, GTK_WIDGET (self));
}
