/* ak-window-history.c — the line under the status line that tells the two
 * rules that depend on the game so far: how often the position shown has
 * come up, and the plies without a capture
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both follow the position shown: walking back through a game shows the
 * counts of that position in the game up to it (AkGame keeps the engine's
 * history at its cursor).  A screen reader hears them with the status
 * line, as its description, and is told when a position comes up again
 * in play, or when the plies without a capture near the limit.
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include "ak-history-note.h"
#include "ak-window-private.h"

/* Tells a screen reader what it cannot see appear, as play goes on: a
 * position that comes up again, the plies without a capture once they
 * near the limit.  Walking through the game, the note is read with the
 * status line, and back where play stands nothing is told again. */
static void
announce (AkWindow   *self,
          const char *repetition,
          const char *quiet)
{
  if (ak_table_get_browsing (self->table) || ak_game_get_is_over (self->game))
    return;

  if (repetition != NULL && g_strcmp0 (repetition, self->announced_repetition) != 0)
    ak_board_view_announce (self->board, repetition);
  g_free (self->announced_repetition);
  self->announced_repetition = g_strdup (repetition);

  if (quiet != NULL && !self->quiet_shown)
    ak_board_view_announce (self->board, quiet);
  self->quiet_shown = quiet != NULL;
}

/**
 * _ak_window_update_history_note:
 * @self: a window
 *
 * Brings the note under the status line up to date with the position
 * shown.  While the board sows a move it keeps what it said of the
 * position before, as the cards do.
 */
void
_ak_window_update_history_note (AkWindow *self)
{
  const AkHistory *history;
  g_autofree char *repetition = NULL;
  g_autofree char *quiet = NULL;
  g_autofree char *text = NULL;

  if (self->game == NULL || ak_table_get_held (self->table))
    return;

  history = ak_game_get_engine_history (self->game);
  repetition = ak_history_note_repetition (history,
                                           ak_table_get_display_name (self->table, AK_SOUTH),
                                           ak_table_get_display_name (self->table, AK_NORTH));
  quiet = ak_history_note_no_capture (history);

  if (repetition != NULL && quiet != NULL)
    text = g_strconcat (repetition, "\n", quiet, NULL);
  else
    text = g_strdup (repetition != NULL ? repetition : quiet != NULL ? quiet : "");

  gtk_label_set_label (self->history_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->history_label), *text != '\0');
  /* A warning while the game goes on; at its end, the reason it ended. */
  if (ak_game_get_is_over (self->game))
    gtk_widget_remove_css_class (GTK_WIDGET (self->history_label), "warning");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->history_label), "warning");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->status_label),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
  announce (self, repetition, quiet);
}
