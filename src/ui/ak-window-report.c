/* ak-window-report.c — the performance report of the game on the board,
 * or of its match: the action that opens it, while there is something to
 * report
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The report itself is ak-report-dialog.c, its figures the model's
 * (src/model/ak-review-report.c).  A game is reported on once it has
 * reviewed moves: a review just applied, or a reviewed file opened.
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include "ak-preferences-dialog.h"
#include "ak-report-dialog.h"
#include "ak-window-private.h"

/* Whether the game on the board, or a game of its match, has moves a
 * review judged.  The match's games are looked at once a change of the
 * match: a match of thousands of games is not walked at every update. */
static gboolean
has_report (AkWindow *self)
{
  if (self->game == NULL)
    return FALSE;
  if (ak_report_game_is_reviewed (self->game))
    return TRUE;
  if (self->match == NULL)
    return FALSE;
  if (!self->match_report_known)
    {
      self->match_has_report = FALSE;
      for (guint i = 0; i < ak_match_get_n_games (self->match) && !self->match_has_report; i++)
        self->match_has_report = ak_report_game_is_reviewed (ak_match_get_game (self->match, i));
      self->match_report_known = TRUE;
    }
  return self->match_has_report;
}

/**
 * ak_window_update_report_action:
 * @self: a window
 *
 * Enables the report while there is something to report.
 */
void
ak_window_update_report_action (AkWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-report", has_report (self));
}

static void
review_report_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  int thresholds[AK_REVIEW_N_MARKS];

  if (self->game == NULL)
    return;
  /* The accuracy counts the moves within the Preferences' ?!. */
  ak_settings_get_review_thresholds (self->settings, thresholds);
  adw_dialog_present (ak_report_dialog_new (self->table, thresholds), widget);
}

/**
 * ak_window_class_add_report_actions:
 * @widget_class: the window's class
 *
 * Installs the report's action.
 */
void
ak_window_class_add_report_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.review-report", NULL, review_report_action);
}
