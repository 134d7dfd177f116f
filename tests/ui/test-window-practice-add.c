/* test-window-practice-add.c — Add Mistakes to Practice: the question,
 * its sides and counts, and the cards the deck gets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-window-practice-add"

#include "config.h"

#include "ui-test-setup.h"
#include "review-test-helpers.h"

#include <string.h>

#include "ak-application.h"
#include "ak-practice-cards.h"
#include "ak-window.h"
#include "ak-window-private.h"

#define WAIT_TIMEOUT_US (120 * G_USEC_PER_SEC)
#define REVIEW_DEPTH    6

static AkApplication *app;

/* The short game, reviewed in the model with marks at half a seed, one
 * seed and two: a game of ten plies with moves of both sides marked. */
static AkGame *
reviewed_game (void)
{
  AkGame *game = review_test_new_game ();
  g_autoptr(AkGameRecord) record = ak_game_dup_record (game);
  g_autoptr(AkReview) review = NULL;
  g_autoptr(AkReviewChange) change = NULL;
  g_autoptr(GError) error = NULL;
  AkReviewOptions options;

  ak_game_set_south_name (game, "Ama");
  ak_review_options_init (&options);
  options.max_time_us = 0;
  options.max_depth = REVIEW_DEPTH;
  options.n_threads = 1;
  options.thresholds[AK_REVIEW_MARK_INACCURACY] = AK_SCORE_SEED / 2;
  options.thresholds[AK_REVIEW_MARK_MISTAKE] = AK_SCORE_SEED;
  options.thresholds[AK_REVIEW_MARK_BLUNDER] = 2 * AK_SCORE_SEED;
  review = ak_review_new (record, &options);
  g_assert_true (ak_review_run (review, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  change = ak_review_apply (review, game, &error);
  g_assert_no_error (error);
  return game;
}

static guint
n_collected (AkGame       *game,
             AkSide        side,
             AkReviewMark  least)
{
  g_autoptr(GPtrArray) cards = ak_practice_cards_collect (game, side, least, NULL);

  return cards->len;
}

static gboolean
is_enabled (AkWindow *window)
{
  GtkWidget *button = gtk_button_new ();
  gboolean enabled;

  /* A button following the action says whether it is enabled. */
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.add-to-practice");
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (adw_application_window_get_content (
                                  ADW_APPLICATION_WINDOW (window))), button);
  drain_main_context ();
  enabled = gtk_widget_get_sensitive (button);
  gtk_widget_unparent (button);
  return enabled;
}

/* The rows of the question: the sides' and the switch. */
static GtkWidget *
nth_row (AdwAlertDialog *dialog,
         guint           n)
{
  GtkWidget *list = adw_alert_dialog_get_extra_child (dialog);
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), n);

  g_assert_nonnull (row);
  return GTK_WIDGET (row);
}

static char *
count_text (guint n)
{
  return g_strdup_printf (n == 1 ? "%u position" : "%u positions", n);
}

static gint64
deck_n_cards (void)
{
  g_autoptr(GError) error = NULL;
  AkPracticeDeck *deck = ak_application_get_practice_deck (app, &error);
  AkPracticeDeckStats stats;

  g_assert_no_error (error);
  g_assert_true (ak_practice_deck_get_stats (deck, g_get_real_time () / G_USEC_PER_SEC, NULL,
                                             &stats, &error));
  g_assert_no_error (error);
  return stats.n_cards;
}

static void
wait_for_toast (AkWindow   *window,
                const char *part)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  while (_ak_window_get_toast_title (window) == NULL ||
         strstr (_ak_window_get_toast_title (window), part) == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static void
test_add_and_again (void)
{
  g_autoptr(AkGame) game = reviewed_game ();
  guint south = n_collected (game, AK_SOUTH, AK_REVIEW_MARK_MISTAKE);
  guint north = n_collected (game, AK_NORTH, AK_REVIEW_MARK_MISTAKE);
  guint north_all = n_collected (game, AK_NORTH, AK_REVIEW_MARK_INACCURACY);
  g_autofree char *expected = NULL;
  AkWindow *window = review_test_new_window (NULL);
  AdwAlertDialog *dialog;
  AdwSwitchRow *inaccuracies;
  gint64 before = deck_n_cards ();

  g_test_message ("positions: South %u, North %u (%u with ?!)", south, north, north_all);
  g_assert_cmpuint (north_all, >, 0);

  /* Nothing to add before a game with marks. */
  g_assert_false (is_enabled (window));
  ak_window_set_game (window, game);
  drain_main_context ();
  g_assert_true (is_enabled (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-to-practice", NULL));
  dialog = ui_test_wait_for_alert_dialog ();
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (dialog), "add-to-practice"));

  /* South named as the game names her, chosen first: two people play. */
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (nth_row (dialog, 0))),
                   ==, "South: Ama");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (nth_row (dialog, 1))),
                   ==, "North");
  expected = count_text (south);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (nth_row (dialog, 0))), ==,
                   expected);
  g_clear_pointer (&expected, g_free);

  /* With ?! the counts follow. */
  inaccuracies = ADW_SWITCH_ROW (nth_row (dialog, 2));
  adw_switch_row_set_active (inaccuracies, TRUE);
  expected = count_text (north_all);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (nth_row (dialog, 1))), ==,
                   expected);

  /* North's, with ?!. */
  gtk_widget_activate (nth_row (dialog, 1));
  ui_test_alert_respond (dialog, "add");
  wait_for_toast (window, "added to your practice deck");
  g_test_message ("toast: %s", _ak_window_get_toast_title (window));
  /* Each position is checked first: one found right after all is left out. */
  g_assert_cmpint (deck_n_cards () - before, >, 0);
  g_assert_cmpint (deck_n_cards () - before, <=, north_all);
  before = deck_n_cards ();

  /* Again: nothing new. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-to-practice", NULL));
  dialog = ui_test_wait_for_alert_dialog ();
  adw_switch_row_set_active (ADW_SWITCH_ROW (nth_row (dialog, 2)), TRUE);
  gtk_widget_activate (nth_row (dialog, 1));
  ui_test_alert_respond (dialog, "add");
  wait_for_toast (window, "in your practice deck already");
  g_assert_cmpint (deck_n_cards (), ==, before);

  /* Cancel adds nothing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-to-practice", NULL));
  dialog = ui_test_wait_for_alert_dialog ();
  ui_test_alert_respond (dialog, "cancel");
  drain_main_context ();
  g_assert_cmpint (deck_n_cards (), ==, before);

  ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!ui_test_init (&argc, &argv))
    return 0;

  /* The window asks the application for the deck. */
  app = ak_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
  g_application_set_default (G_APPLICATION (app));

  g_test_add_func ("/ak/ui/window-practice-add/add-and-again", test_add_and_again);

  status = ui_test_run ();
  g_application_set_default (NULL);
  g_object_unref (app);
  return status;
}
