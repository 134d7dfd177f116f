/* test-preferences.c — the preferences and what they change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-preferences"
#define G_SETTINGS_ENABLE_BACKEND

#include "config.h"

#include <gio/gsettingsbackend.h>
#include <math.h>
#include <string.h>

#include "ui-test-setup.h"

#include "ak-analysis-page.h"
#include "ak-application.h"
#include "ak-new-game-dialog.h"
#include "ak-levels.h"
#include "ak-preferences-dialog.h"
#include "ak-preferences-dialog-private.h"
#include "ak-tables-manager-private.h"
#include "ak-tables-row-private.h"
#include "ak-window.h"

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"
#define WAIT_TIMEOUT_US    (10 * G_USEC_PER_SEC)

static GSettings *
new_reset_settings (void)
{
  GSettings *settings = g_settings_new (SETTINGS_SCHEMA_ID);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);

  return settings;
}

static void
destroy_and_finalize (GtkWindow *window)
{
  gtk_window_destroy (window);
  drain_main_context ();
  g_assert_finalize_object (window);
}

static void
wait_for_mapped (GtkWidget *widget)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!gtk_widget_get_mapped (widget))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* Closes a dialog that is shown, and checks that nothing else keeps it. */
static void
close_and_finalize (AdwDialog *dialog)
{
  g_assert_true (adw_dialog_close (dialog));
  drain_main_context ();
  g_assert_finalize_object (dialog);
}

static void
test_preferences_defaults (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  g_autofree char *speed = g_settings_get_string (settings, "animation-speed");
  g_autofree char *scheme = g_settings_get_string (settings, "color-scheme");

  g_assert_cmpstr (speed, ==, "normal");
  g_assert_true (g_settings_get_boolean (settings, "show-hole-letters"));
  g_assert_cmpint (g_settings_get_int (settings, "default-computer-level"), ==, 3);
  g_assert_true (g_settings_get_boolean (settings, "confirm-discard"));
  g_assert_cmpstr (scheme, ==, "follow-system");
  g_assert_cmpint (g_settings_get_int (settings, "search-threads"), ==, 0);
}

/* The engine's threads: every core by default, for the Analysis page's
 * search and the computer at the table; the Preferences row shows and
 * changes them. */
static void
test_preferences_threads (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  AkWindow *window = g_object_ref (ak_window_new (NULL));
  AkAnalysisPage *page = AK_ANALYSIS_PAGE (ui_test_find_descendant (GTK_WIDGET (window),
                                                                    AK_TYPE_ANALYSIS_PAGE));
  AkAnalyzer *analyzer = ak_analysis_page_get_analyzer (page);
  AkTable *table = ak_window_get_table (window);
  guint n_cores = g_get_num_processors ();
  g_autofree char *every = g_strdup_printf ("Every Core (%u)", n_cores);
  AkPreferencesDialog *prefs;
  AdwComboRow *row;
  GListModel *items;

  g_assert_cmpuint (ak_analyzer_get_n_threads (analyzer), ==, 0);
  g_assert_cmpuint (ak_table_get_search_threads (table), ==, 0);
  g_settings_set_int (settings, "search-threads", 1);
  g_assert_cmpuint (ak_analyzer_get_n_threads (analyzer), ==, 1);
  g_assert_cmpuint (ak_table_get_search_threads (table), ==, 1);
  g_settings_set_int (settings, "search-threads", 2);
  g_assert_cmpuint (ak_analyzer_get_n_threads (analyzer), ==, 2);
  g_assert_cmpuint (ak_table_get_search_threads (table), ==, 2);

  /* Every core first, then each count up to the cores (at least the
   * key's value); the selected row is the key's value. */
  prefs = g_object_ref_sink (AK_PREFERENCES_DIALOG (ak_preferences_dialog_new ()));
  row = _ak_preferences_dialog_get_threads_row (prefs);
  items = adw_combo_row_get_model (row);
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, MAX (n_cores, 2) + 1);
  {
    g_autoptr(GtkStringObject) first = g_list_model_get_item (items, 0);
    g_autoptr(GtkStringObject) one = g_list_model_get_item (items, 1);
    g_autoptr(GtkStringObject) two = g_list_model_get_item (items, 2);

    g_assert_cmpstr (gtk_string_object_get_string (first), ==, every);
    g_assert_cmpstr (gtk_string_object_get_string (one), ==, "1 Thread");
    g_assert_cmpstr (gtk_string_object_get_string (two), ==, "2 Threads");
  }
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 2);

  adw_combo_row_set_selected (row, 1);
  g_assert_cmpint (g_settings_get_int (settings, "search-threads"), ==, 1);
  g_assert_cmpuint (ak_analyzer_get_n_threads (analyzer), ==, 1);
  adw_combo_row_set_selected (row, 0);
  g_assert_cmpint (g_settings_get_int (settings, "search-threads"), ==, 0);
  g_assert_cmpuint (ak_table_get_search_threads (table), ==, 0);
  g_settings_set_int (settings, "search-threads", 2);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 2);
  g_assert_finalize_object (prefs);

  /* A count set by hand beyond the cores still has its row. */
  g_settings_set_int (settings, "search-threads", (int) n_cores + 3);
  prefs = g_object_ref_sink (AK_PREFERENCES_DIALOG (ak_preferences_dialog_new ()));
  row = _ak_preferences_dialog_get_threads_row (prefs);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==, n_cores + 4);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, n_cores + 3);
  g_assert_finalize_object (prefs);

  /* A new window starts from the setting. */
  destroy_and_finalize (GTK_WINDOW (window));
  window = g_object_ref (ak_window_new (NULL));
  g_assert_cmpuint (ak_table_get_search_threads (ak_window_get_table (window)), ==, n_cores + 3);
  destroy_and_finalize (GTK_WINDOW (window));

  g_object_unref (new_reset_settings ());
}

/* The board follows the settings while the window is open. */
static void
test_preferences_board (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  AkWindow *window = g_object_ref (ak_window_new (NULL));
  AkBoardView *board = ak_window_get_board_view (window);

  g_assert_cmpint (ak_board_view_get_animation_speed (board), ==, AK_ANIMATION_SPEED_NORMAL);
  g_assert_true (ak_board_view_get_show_letters (board));

  g_settings_set_string (settings, "animation-speed", "slow");
  g_assert_cmpint (ak_board_view_get_animation_speed (board), ==, AK_ANIMATION_SPEED_SLOW);
  g_settings_set_string (settings, "animation-speed", "instant");
  g_assert_cmpint (ak_board_view_get_animation_speed (board), ==, AK_ANIMATION_SPEED_INSTANT);
  g_settings_set_string (settings, "animation-speed", "fast");
  g_assert_cmpint (ak_board_view_get_animation_speed (board), ==, AK_ANIMATION_SPEED_FAST);

  g_settings_set_boolean (settings, "show-hole-letters", FALSE);
  g_assert_false (ak_board_view_get_show_letters (board));
  g_settings_set_boolean (settings, "show-hole-letters", TRUE);
  g_assert_true (ak_board_view_get_show_letters (board));

  g_assert_cmpstr (ak_board_view_get_board_theme (board), ==, "auto");
  g_settings_set_string (settings, "board-theme", "dark-wood");
  g_assert_cmpstr (ak_board_view_get_board_theme (board), ==, "dark-wood");
  g_settings_set_string (settings, "board-theme", "auto");

  g_assert_false (ak_board_view_get_hurry_computer (board));
  g_settings_set_boolean (settings, "faster-computer-moves", TRUE);
  g_assert_true (ak_board_view_get_hurry_computer (board));
  g_settings_set_boolean (settings, "faster-computer-moves", FALSE);
  g_assert_false (ak_board_view_get_hurry_computer (board));

  g_assert_true (ak_board_view_get_show_preview (board));
  g_settings_set_boolean (settings, "show-move-preview", FALSE);
  g_assert_false (ak_board_view_get_show_preview (board));
  g_settings_set_boolean (settings, "show-move-preview", TRUE);
  g_assert_true (ak_board_view_get_show_preview (board));

  /* A new window starts from the settings too. */
  g_settings_set_string (settings, "animation-speed", "slow");
  g_settings_set_boolean (settings, "show-hole-letters", FALSE);
  destroy_and_finalize (GTK_WINDOW (window));
  window = g_object_ref (ak_window_new (NULL));
  board = ak_window_get_board_view (window);
  g_assert_cmpint (ak_board_view_get_animation_speed (board), ==, AK_ANIMATION_SPEED_SLOW);
  g_assert_false (ak_board_view_get_show_letters (board));
  destroy_and_finalize (GTK_WINDOW (window));

  g_object_unref (new_reset_settings ());
}

/* The Analysis page's fixed point of view is a setting: on by default,
 * from South's side in a game of two people, and the same switch as the
 * page's own and the Preferences'. */
static void
test_preferences_analysis_view (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  AkWindow *window = g_object_ref (ak_window_new (NULL));
  AkAnalysisPage *page = AK_ANALYSIS_PAGE (ui_test_find_descendant (GTK_WIDGET (window),
                                                                    AK_TYPE_ANALYSIS_PAGE));
  AkPreferencesDialog *prefs;
  GtkSwitch *view_switch;

  g_assert_nonnull (page);
  g_assert_true (g_settings_get_boolean (settings, "analysis-fixed-view"));
  g_assert_true (ak_analysis_page_get_fixed_view (page));
  g_assert_cmpint (ak_analysis_page_get_view_side (page), ==, AK_SOUTH);

  g_settings_set_boolean (settings, "analysis-fixed-view", FALSE);
  g_assert_false (ak_analysis_page_get_fixed_view (page));
  ak_analysis_page_set_fixed_view (page, TRUE);
  g_assert_true (g_settings_get_boolean (settings, "analysis-fixed-view"));

  prefs = g_object_ref_sink (AK_PREFERENCES_DIALOG (ak_preferences_dialog_new ()));
  view_switch = _ak_preferences_dialog_get_view_switch (prefs);
  g_assert_true (gtk_switch_get_active (view_switch));
  gtk_switch_set_active (view_switch, FALSE);
  g_assert_false (g_settings_get_boolean (settings, "analysis-fixed-view"));
  g_assert_false (ak_analysis_page_get_fixed_view (page));
  g_assert_finalize_object (prefs);

  destroy_and_finalize (GTK_WINDOW (window));
  g_object_unref (new_reset_settings ());
}

/* Runs instead of the application's own activate: the style manager
 * follows the settings from startup on, before any window opens. */
static void
check_color_scheme_cb (GApplication *app,
                       gboolean     *checked)
{
  g_autoptr(GSettings) settings = g_settings_new (SETTINGS_SCHEMA_ID);
  AdwStyleManager *style_manager = adw_style_manager_get_default ();

  g_signal_stop_emission_by_name (app, "activate");

  g_assert_cmpint (adw_style_manager_get_color_scheme (style_manager), ==,
                   ADW_COLOR_SCHEME_DEFAULT);

  g_settings_set_string (settings, "color-scheme", "dark");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style_manager), ==,
                   ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (style_manager));

  g_settings_set_string (settings, "color-scheme", "light");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style_manager), ==,
                   ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_false (adw_style_manager_get_dark (style_manager));

  g_settings_set_string (settings, "color-scheme", "follow-system");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style_manager), ==,
                   ADW_COLOR_SCHEME_DEFAULT);

  g_settings_set_string (settings, "color-scheme", "dark");
  *checked = TRUE;
}

static void
test_preferences_color_scheme (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  AkApplication *app;
  gboolean checked = FALSE;

  app = ak_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (check_color_scheme_cb), &checked);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 0, NULL), ==, 0);
  g_assert_true (checked);

  /* Once the application is gone, the settings no longer steer the
   * style manager. */
  drain_main_context ();
  g_assert_finalize_object (app);
  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_DEFAULT);
  g_settings_set_string (settings, "color-scheme", "light");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style_manager), ==,
                   ADW_COLOR_SCHEME_DEFAULT);

  g_object_unref (new_reset_settings ());
}

/* The rows show the settings, change them, and a new window shows the
 * changed values. */
static void
test_preferences_window (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  AkPreferencesDialog *prefs;

  prefs = g_object_ref_sink (AK_PREFERENCES_DIALOG (ak_preferences_dialog_new ()));
  g_assert_true (ADW_IS_PREFERENCES_DIALOG (prefs));
  adw_dialog_present (ADW_DIALOG (prefs), NULL);
  wait_for_mapped (GTK_WIDGET (prefs));

  /* The defaults. */
  g_assert_cmpuint (adw_combo_row_get_selected (_ak_preferences_dialog_get_animation_row (prefs)),
                    ==, AK_ANIMATION_SPEED_NORMAL);
  g_assert_true (gtk_switch_get_active (_ak_preferences_dialog_get_letters_switch (prefs)));
  g_assert_true (gtk_switch_get_active (_ak_preferences_dialog_get_preview_switch (prefs)));
  g_assert_cmpuint (adw_combo_row_get_selected (_ak_preferences_dialog_get_level_row (prefs)),
                    ==, 2);
  g_assert_true (gtk_switch_get_active (_ak_preferences_dialog_get_confirm_switch (prefs)));
  g_assert_cmpuint (adw_combo_row_get_selected (_ak_preferences_dialog_get_style_row (prefs)),
                    ==, 0);

  /* Settings changed elsewhere show at once. */
  g_settings_set_string (settings, "animation-speed", "fast");
  g_assert_cmpuint (adw_combo_row_get_selected (_ak_preferences_dialog_get_animation_row (prefs)),
                    ==, AK_ANIMATION_SPEED_FAST);
  g_settings_set_int (settings, "default-computer-level", 1);
  g_assert_cmpuint (adw_combo_row_get_selected (_ak_preferences_dialog_get_level_row (prefs)),
                    ==, 0);
  /* The levels by number and name, and how the chosen one plays. */
  for (guint level = 1; level <= 5; level++)
    {
      AdwComboRow *row = _ak_preferences_dialog_get_level_row (prefs);
      GtkStringObject *item = g_list_model_get_item (adw_combo_row_get_model (row), level - 1);
      g_autofree char *start = g_strdup_printf ("%u · ", level);

      g_settings_set_int (settings, "default-computer-level", level);
      g_assert_true (g_str_has_prefix (gtk_string_object_get_string (item), start));
      g_assert_true (g_str_has_suffix (gtk_string_object_get_string (item),
                                       ak_level_get_name (level)));
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                       ak_level_get_summary (level));
      g_object_unref (item);
    }
  g_settings_set_int (settings, "default-computer-level", 1);

  /* The rows change the settings. */
  adw_combo_row_set_selected (_ak_preferences_dialog_get_animation_row (prefs),
                              AK_ANIMATION_SPEED_SLOW);
  gtk_switch_set_active (_ak_preferences_dialog_get_letters_switch (prefs), FALSE);
  gtk_switch_set_active (_ak_preferences_dialog_get_preview_switch (prefs), FALSE);
  g_assert_cmpuint (adw_combo_row_get_selected (_ak_preferences_dialog_get_theme_row (prefs)), ==, 0);
  adw_combo_row_set_selected (_ak_preferences_dialog_get_theme_row (prefs), 3);
  {
    g_autofree char *theme = g_settings_get_string (settings, "board-theme");

    g_assert_cmpstr (theme, ==, "high-contrast");
  }
  g_assert_false (gtk_switch_get_active (_ak_preferences_dialog_get_hurry_switch (prefs)));
  gtk_switch_set_active (_ak_preferences_dialog_get_hurry_switch (prefs), TRUE);
  g_assert_true (g_settings_get_boolean (settings, "faster-computer-moves"));
  g_assert_false (g_settings_get_boolean (settings, "show-move-preview"));
  adw_combo_row_set_selected (_ak_preferences_dialog_get_level_row (prefs), 4);
  gtk_switch_set_active (_ak_preferences_dialog_get_confirm_switch (prefs), FALSE);
  adw_combo_row_set_selected (_ak_preferences_dialog_get_style_row (prefs), 2);

  {
    g_autofree char *speed = g_settings_get_string (settings, "animation-speed");
    g_autofree char *scheme = g_settings_get_string (settings, "color-scheme");

    g_assert_cmpstr (speed, ==, "slow");
    g_assert_false (g_settings_get_boolean (settings, "show-hole-letters"));
    g_assert_cmpint (g_settings_get_int (settings, "default-computer-level"), ==, 5);
    g_assert_false (g_settings_get_boolean (settings, "confirm-discard"));
    g_assert_cmpstr (scheme, ==, "dark");
  }

  close_and_finalize (ADW_DIALOG (prefs));

  /* The preferences persist into the next dialog. */
  prefs = g_object_ref_sink (AK_PREFERENCES_DIALOG (ak_preferences_dialog_new ()));
  g_assert_cmpuint (adw_combo_row_get_selected (_ak_preferences_dialog_get_animation_row (prefs)),
                    ==, AK_ANIMATION_SPEED_SLOW);
  g_assert_false (gtk_switch_get_active (_ak_preferences_dialog_get_letters_switch (prefs)));
  g_assert_cmpuint (adw_combo_row_get_selected (_ak_preferences_dialog_get_level_row (prefs)),
                    ==, 4);
  g_assert_false (gtk_switch_get_active (_ak_preferences_dialog_get_confirm_switch (prefs)));
  g_assert_cmpuint (adw_combo_row_get_selected (_ak_preferences_dialog_get_style_row (prefs)),
                    ==, 2);
  g_assert_finalize_object (prefs);

  g_object_unref (new_reset_settings ());
}

/* The Practice group: the daily limits and the inaccuracies, bound to
 * their keys both ways. */
static void
test_preferences_practice (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  AkPreferencesDialog *prefs;
  AdwSpinRow *new_row;
  AdwSpinRow *reviews_row;
  GtkSwitch *inaccuracies;

  prefs = g_object_ref_sink (AK_PREFERENCES_DIALOG (ak_preferences_dialog_new ()));
  adw_dialog_present (ADW_DIALOG (prefs), NULL);
  wait_for_mapped (GTK_WIDGET (prefs));
  new_row = ADW_SPIN_ROW (ui_test_find_named (GTK_WIDGET (prefs), "practice-new-per-day"));
  reviews_row = ADW_SPIN_ROW (ui_test_find_named (GTK_WIDGET (prefs),
                                                  "practice-reviews-per-day"));
  inaccuracies = GTK_SWITCH (ui_test_find_named (GTK_WIDGET (prefs),
                                                 "practice-include-inaccuracies"));

  /* The defaults. */
  g_assert_cmpfloat (adw_spin_row_get_value (new_row), ==, 10);
  g_assert_cmpfloat (adw_spin_row_get_value (reviews_row), ==, 50);
  g_assert_false (gtk_switch_get_active (inaccuracies));

  /* Settings changed elsewhere show at once; the rows change them. */
  g_settings_set_uint (settings, "practice-new-per-day", 3);
  g_assert_cmpfloat (adw_spin_row_get_value (new_row), ==, 3);
  adw_spin_row_set_value (reviews_row, 120);
  g_assert_cmpuint (g_settings_get_uint (settings, "practice-reviews-per-day"), ==, 120);
  adw_spin_row_set_value (new_row, 0);
  g_assert_cmpuint (g_settings_get_uint (settings, "practice-new-per-day"), ==, 0);
  gtk_switch_set_active (inaccuracies, TRUE);
  g_assert_true (g_settings_get_boolean (settings, "practice-include-inaccuracies"));

  close_and_finalize (ADW_DIALOG (prefs));
  g_object_unref (new_reset_settings ());
}


static double
review_row_value (AkPreferencesDialog *prefs,
                  AkReviewMark         mark)
{
  return adw_spin_row_get_value (_ak_preferences_dialog_get_review_row (prefs, mark));
}

/* The Game Review group: a spin row per mark, 2, 4 and 8 seeds at first,
 * bound to their keys; the three stay in order, the value just set
 * winning; and the review reads them in hundredths of a seed, in order
 * even when the keys were set out of order by hand. */
static void
test_preferences_review (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  AkPreferencesDialog *prefs;
  int thresholds[AK_REVIEW_N_MARKS];

  prefs = g_object_ref_sink (AK_PREFERENCES_DIALOG (ak_preferences_dialog_new ()));
  adw_dialog_present (ADW_DIALOG (prefs), NULL);
  wait_for_mapped (GTK_WIDGET (prefs));

  g_assert_cmpfloat (review_row_value (prefs, AK_REVIEW_MARK_INACCURACY), ==, 2);
  g_assert_cmpfloat (review_row_value (prefs, AK_REVIEW_MARK_MISTAKE), ==, 4);
  g_assert_cmpfloat (review_row_value (prefs, AK_REVIEW_MARK_BLUNDER), ==, 8);
  ak_settings_get_review_thresholds (settings, thresholds);
  g_assert_cmpint (thresholds[AK_REVIEW_MARK_INACCURACY], ==, AK_REVIEW_INACCURACY_LOSS);
  g_assert_cmpint (thresholds[AK_REVIEW_MARK_MISTAKE], ==, AK_REVIEW_MISTAKE_LOSS);
  g_assert_cmpint (thresholds[AK_REVIEW_MARK_BLUNDER], ==, AK_REVIEW_BLUNDER_LOSS);

  /* A row sets its key, in half seeds. */
  adw_spin_row_set_value (_ak_preferences_dialog_get_review_row (prefs, AK_REVIEW_MARK_MISTAKE),
                          5.5);
  g_assert_cmpfloat (g_settings_get_double (settings, "review-mistake"), ==, 5.5);
  ak_settings_get_review_thresholds (settings, thresholds);
  g_assert_cmpint (thresholds[AK_REVIEW_MARK_MISTAKE], ==, 550);

  /* ?! raised above ? and ??: both make way. */
  adw_spin_row_set_value (_ak_preferences_dialog_get_review_row (prefs,
                                                                 AK_REVIEW_MARK_INACCURACY), 9);
  g_assert_cmpfloat (g_settings_get_double (settings, "review-inaccuracy"), ==, 9);
  g_assert_cmpfloat (g_settings_get_double (settings, "review-mistake"), ==, 9);
  g_assert_cmpfloat (g_settings_get_double (settings, "review-blunder"), ==, 9);
  g_assert_cmpfloat (review_row_value (prefs, AK_REVIEW_MARK_BLUNDER), ==, 9);

  /* ?? lowered below both: they come down with it. */
  g_settings_set_double (settings, "review-blunder", 3);
  g_assert_cmpfloat (review_row_value (prefs, AK_REVIEW_MARK_BLUNDER), ==, 3);
  g_assert_cmpfloat (g_settings_get_double (settings, "review-mistake"), ==, 3);
  g_assert_cmpfloat (g_settings_get_double (settings, "review-inaccuracy"), ==, 3);

  /* ? between: ?! below it stays, ?? above is raised. */
  g_settings_set_double (settings, "review-inaccuracy", 1);
  g_settings_set_double (settings, "review-mistake", 6);
  g_assert_cmpfloat (g_settings_get_double (settings, "review-inaccuracy"), ==, 1);
  g_assert_cmpfloat (g_settings_get_double (settings, "review-blunder"), ==, 6);

  /* The spin rows keep to the keys' range. */
  adw_spin_row_set_value (_ak_preferences_dialog_get_review_row (prefs, AK_REVIEW_MARK_BLUNDER),
                          500);
  g_assert_cmpfloat (g_settings_get_double (settings, "review-blunder"), ==, 48);
  close_and_finalize (ADW_DIALOG (prefs));

  /* Out of order by hand, with no dialog to mend it: read in order. */
  g_settings_set_double (settings, "review-inaccuracy", 5);
  g_settings_set_double (settings, "review-mistake", 2);
  g_settings_set_double (settings, "review-blunder", 1.5);
  ak_settings_get_review_thresholds (settings, thresholds);
  g_assert_cmpint (thresholds[AK_REVIEW_MARK_INACCURACY], ==, 500);
  g_assert_cmpint (thresholds[AK_REVIEW_MARK_MISTAKE], ==, 500);
  g_assert_cmpint (thresholds[AK_REVIEW_MARK_BLUNDER], ==, 500);

  g_object_unref (new_reset_settings ());
}

/* Writes @value to @key in the settings' store as it is, past the
 * schema's range check, as another program or a hand-edited store could. */
static void
write_raw_double (GSettings  *settings,
                  const char *key,
                  double      value)
{
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autofree char *path = NULL;
  g_autofree char *full = NULL;

  g_object_get (settings, "backend", &backend, "path", &path, NULL);
  full = g_strconcat (path, key, NULL);
  g_assert_true (G_SETTINGS_BACKEND_GET_CLASS (backend)->write (backend, full,
                                                                g_variant_new_double (value),
                                                                NULL));
}

/* A review loss that is not a number (NaN passes the schema's range
 * check) or is infinite reads as the key's default: the dialog shows the
 * default with no critical, and the review's thresholds are the default
 * ones. */
static void
test_preferences_review_not_finite (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  AkPreferencesDialog *prefs;
  int thresholds[AK_REVIEW_N_MARKS];

  g_settings_set_double (settings, "review-blunder", NAN);
  g_assert_true (isnan (g_settings_get_double (settings, "review-blunder")));
  write_raw_double (settings, "review-mistake", INFINITY);
  write_raw_double (settings, "review-inaccuracy", -INFINITY);

  g_assert_cmpfloat (ak_settings_get_double (settings, "review-inaccuracy"), ==, 2);
  g_assert_cmpfloat (ak_settings_get_double (settings, "review-mistake"), ==, 4);
  g_assert_cmpfloat (ak_settings_get_double (settings, "review-blunder"), ==, 8);
  ak_settings_get_review_thresholds (settings, thresholds);
  g_assert_cmpint (thresholds[AK_REVIEW_MARK_INACCURACY], ==, AK_REVIEW_INACCURACY_LOSS);
  g_assert_cmpint (thresholds[AK_REVIEW_MARK_MISTAKE], ==, AK_REVIEW_MISTAKE_LOSS);
  g_assert_cmpint (thresholds[AK_REVIEW_MARK_BLUNDER], ==, AK_REVIEW_BLUNDER_LOSS);

  /* Criticals are fatal in tests: opening the dialog must raise none. */
  prefs = g_object_ref_sink (AK_PREFERENCES_DIALOG (ak_preferences_dialog_new ()));
  adw_dialog_present (ADW_DIALOG (prefs), NULL);
  wait_for_mapped (GTK_WIDGET (prefs));
  g_assert_cmpfloat (review_row_value (prefs, AK_REVIEW_MARK_INACCURACY), ==, 2);
  g_assert_cmpfloat (review_row_value (prefs, AK_REVIEW_MARK_MISTAKE), ==, 4);
  g_assert_cmpfloat (review_row_value (prefs, AK_REVIEW_MARK_BLUNDER), ==, 8);

  /* A NaN set while the dialog is open is shown as the default too. */
  g_settings_set_double (settings, "review-mistake", 5);
  g_assert_cmpfloat (review_row_value (prefs, AK_REVIEW_MARK_MISTAKE), ==, 5);
  g_settings_set_double (settings, "review-mistake", NAN);
  g_assert_cmpfloat (review_row_value (prefs, AK_REVIEW_MARK_MISTAKE), ==, 4);
  close_and_finalize (ADW_DIALOG (prefs));

  g_object_unref (new_reset_settings ());
}

/* win.preferences opens the dialog over the main window. */
static void
test_preferences_action (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  AkWindow *window = g_object_ref (ak_window_new (NULL));
  AdwDialog *prefs;

  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));

  g_assert_null (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
  prefs = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (AK_IS_PREFERENCES_DIALOG (prefs));
  g_assert_true (gtk_widget_get_root (GTK_WIDGET (prefs)) == GTK_ROOT (window));
  g_object_ref (prefs);
  wait_for_mapped (GTK_WIDGET (prefs));
  close_and_finalize (prefs);

  destroy_and_finalize (GTK_WINDOW (window));
}

/* The New Game dialog offers the default level for North. */
static void
test_preferences_new_game_level (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  AkNewGameDialog *dialog;

  dialog = g_object_ref_sink (AK_NEW_GAME_DIALOG (ak_new_game_dialog_new ()));
  g_assert_cmpuint (ak_new_game_dialog_get_level (dialog, AK_NORTH), ==, 3);
  g_assert_cmpuint (ak_new_game_dialog_get_level (dialog, AK_SOUTH), ==, 0);
  g_assert_finalize_object (dialog);

  g_settings_set_int (settings, "default-computer-level", 5);
  dialog = g_object_ref_sink (AK_NEW_GAME_DIALOG (ak_new_game_dialog_new ()));
  g_assert_cmpuint (ak_new_game_dialog_get_level (dialog, AK_NORTH), ==, 5);
  g_assert_finalize_object (dialog);

  g_object_unref (new_reset_settings ());
}

static gboolean
tables_timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Spins the main loop until the row shows a build of @level under way,
 * or the manager is idle with @level built when @level is 0. */
static void
wait_for_row (AkTablesManager *manager,
              AkTablesRow     *row,
              guint            level)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (120, tables_timeout_cb, &timed_out);
  GtkProgressBar *bar = _ak_tables_row_get_progress_bar (row);
  GtkWidget *box = _ak_tables_row_get_progress_box (row);

  while (!timed_out &&
         !(level == 0 ? ak_tables_manager_get_loaded (manager)
                      : gtk_widget_get_visible (box) &&
                        ak_tables_manager_get_level (manager) == level &&
                        gtk_progress_bar_get_fraction (bar) > 0.0))
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

static gboolean
contains (const char *text,
          const char *part)
{
  return strstr (text, part) != NULL;
}

/* Building a set from the Preferences shows its progress, and Cancel
 * stops it without leaving a file of the level it was building; Remove
 * asks first, then deletes the set's files and only those. */
static void
test_preferences_tables (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "tables-test", NULL);
  AkTablesManager *manager = ak_tables_manager_new (folder);
  AkPreferencesDialog *prefs;
  AkTablesRow *row, *other;
  AkTablesKey key, other_key;
  AkRules rules;
  g_autofree char *name16 = NULL;
  g_autofree char *path16 = NULL;
  g_autofree char *name12 = NULL;
  g_autofree char *path12 = NULL;
  g_autofree char *other_name = NULL;
  g_autofree char *other_path = NULL;

  /* Adji Kui II up to 16 seeds: level 12 takes a second or two, 16 far
   * longer, long enough to be cancelled after its first progress. */
  _ak_tables_manager_set_tops (manager, AK_VARIANT_ADJI_KUI_2, 12, 16);
  _ak_tables_manager_set_tops (manager, AK_VARIANT_ADJI_KUI_1, 6, 8);
  ak_tables_manager_set_default (manager);
  ak_rules_init (&rules);
  ak_tables_key_init (&key, &rules, AK_TABLES_STANDARD_OWNERS);
  rules.variant = AK_VARIANT_ADJI_KUI_1;
  ak_tables_key_init (&other_key, &rules, AK_TABLES_STANDARD_OWNERS);
  name12 = ak_tables_file_name (&key, 12);
  path12 = g_build_filename (folder, name12, NULL);
  name16 = ak_tables_file_name (&key, 16);
  path16 = g_build_filename (folder, name16, NULL);
  /* A file of the other set, which Remove leaves alone. */
  g_assert_true (g_mkdir_with_parents (folder, 0755) == 0);
  other_name = ak_tables_file_name (&other_key, 3);
  other_path = g_build_filename (folder, other_name, NULL);
  g_assert_true (g_file_set_contents (other_path, "not read", -1, NULL));

  prefs = g_object_ref_sink (AK_PREFERENCES_DIALOG (ak_preferences_dialog_new ()));
  row = _ak_preferences_dialog_get_tables_row (prefs, 0);
  other = _ak_preferences_dialog_get_tables_row (prefs, 1);
  g_assert_nonnull (row);
  g_assert_nonnull (other);
  g_assert_true (ak_tables_key_equal (ak_tables_row_get_key (row), &key));
  wait_for_row (manager, row, 0);

  g_assert_true (contains (gtk_label_get_label (_ak_tables_row_get_levels_label (row)),
                           "No levels"));
  g_assert_true (contains (gtk_label_get_label (_ak_tables_row_get_estimate_label (row)),
                           "Up to 16 seeds"));
  g_assert_false (gtk_widget_get_visible (_ak_tables_row_get_progress_box (row)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (_ak_tables_row_get_build_button (row))));

  /* Build: level 12, then 16, with the progress of each. */
  g_signal_emit_by_name (_ak_tables_row_get_build_button (row), "clicked");
  g_assert_true (gtk_widget_get_visible (_ak_tables_row_get_progress_box (row)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (_ak_tables_row_get_build_button (row))));
  g_assert_false (gtk_widget_get_visible (_ak_tables_row_get_progress_box (other)));
  wait_for_row (manager, row, 16);
  g_assert_true (contains (gtk_progress_bar_get_text (_ak_tables_row_get_progress_bar (row)),
                           "Level 16"));
  g_assert_true (contains (gtk_label_get_label (_ak_tables_row_get_levels_label (row)),
                           "Levels of 12 seeds"));
  /* Level 12 says how fast this computer is. */
  g_assert_true (contains (gtk_label_get_label (_ak_tables_row_get_estimate_label (row)),
                           "to build on this computer"));

  /* The other set waits its turn. */
  g_signal_emit_by_name (_ak_tables_row_get_build_button (other), "clicked");
  g_assert_true (gtk_widget_get_visible (_ak_tables_row_get_progress_box (other)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (_ak_tables_row_get_build_button (other))));
  g_assert_cmpstr (gtk_progress_bar_get_text (_ak_tables_row_get_progress_bar (other)), ==,
                   "Waiting for another build");

  /* Cancel: the build stops, level 16 has no file, level 12 stays; the
   * other set's build goes on. */
  g_signal_emit_by_name (_ak_tables_row_get_cancel_button (row), "clicked");
  g_assert_false (ak_tables_manager_is_building (manager, &key));
  g_assert_false (gtk_widget_get_visible (_ak_tables_row_get_progress_box (row)));
  while (ak_tables_manager_get_building (manager))
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (gtk_widget_get_visible (_ak_tables_row_get_progress_box (other)));
  g_assert_true (ak_tables_manager_get_levels (manager, &other_key) & (1u << 8));
  g_assert_false (gtk_widget_get_visible (_ak_tables_row_get_progress_box (row)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (_ak_tables_row_get_build_button (row))));
  g_assert_false (g_file_test (path16, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (path12, G_FILE_TEST_EXISTS));
  {
    g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (dir)) != NULL)
      {
        gboolean known = g_str_equal (name, name12);

        for (guint level = 0; level <= 8 && !known; level++)
          {
            g_autofree char *own = ak_tables_file_name (&other_key, level);

            known = g_str_equal (name, own);
          }
        if (!known)
          g_error ("%s is left in the tables' folder", name);
      }
  }

  /* Remove deletes this set's files, and only those (the model's tests
   * cover it; here, that the row follows). */
  g_assert_true (ak_tables_manager_remove (manager, &key, NULL));
  g_assert_false (g_file_test (path12, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other_path, G_FILE_TEST_EXISTS));
  g_assert_true (contains (gtk_label_get_label (_ak_tables_row_get_levels_label (row)),
                           "No levels"));

  g_assert_finalize_object (prefs);
  ak_tables_manager_set_default (NULL);
  g_assert_finalize_object (manager);
  ui_test_remove_tree (folder);
  g_object_unref (new_reset_settings ());
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/preferences/defaults", test_preferences_defaults);
  g_test_add_func ("/ak/ui/preferences/board", test_preferences_board);
  g_test_add_func ("/ak/ui/preferences/threads", test_preferences_threads);
  g_test_add_func ("/ak/ui/preferences/color-scheme", test_preferences_color_scheme);
  g_test_add_func ("/ak/ui/preferences/analysis-view", test_preferences_analysis_view);
  g_test_add_func ("/ak/ui/preferences/window", test_preferences_window);
  g_test_add_func ("/ak/ui/preferences/practice", test_preferences_practice);
  g_test_add_func ("/ak/ui/preferences/review", test_preferences_review);
  g_test_add_func ("/ak/ui/preferences/review-not-finite", test_preferences_review_not_finite);
  g_test_add_func ("/ak/ui/preferences/action", test_preferences_action);
  g_test_add_func ("/ak/ui/preferences/new-game-level", test_preferences_new_game_level);
  g_test_add_func ("/ak/ui/preferences/tables", test_preferences_tables);

  return ui_test_run ();
}
