/* test-application-open.c — files given to the application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-application-open"

#include "config.h"

#include "ui-test-setup.h"

#include <string.h>

#include "ak-application.h"
#include "ak-board-view.h"
#include "ak-file.h"
#include "ak-window.h"
#include "ak-window-private.h"

#define WAIT_TIMEOUT_US (10 * G_USEC_PER_SEC)
#define ICON_NAME       "io.github.adjikui.AdjiKui"

static int
first_legal_move (AkGame *game)
{
  for (int hole = 0; hole < 12; hole++)
    if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      return hole;

  g_assert_not_reached ();
}

static char *
fixture_path (const char *kind,
              const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "akn", kind, name, NULL);
}

static AkGameRecord *
read_fixture (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  g_assert_no_error (error);
  records = ak_notation_read (text, length, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (records->len, >, 0);

  return ak_game_record_copy (g_ptr_array_index (records, 0));
}

static GList *
list_ak_windows (GApplication *app)
{
  GList *windows = NULL;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (AK_IS_WINDOW (l->data))
      windows = g_list_prepend (windows, l->data);

  return g_list_reverse (windows);
}

/* Spins the main context until @window has shown what it was given: the
 * records are replayed in a worker thread. */
static void
wait_for_shown (AkWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  while (ak_window_get_n_pending_file_ops (window) > 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* Spins the main context until a window of @app shows @path's game. */
static AkWindow *
wait_for_file_window (GApplication *app,
                      const char   *path)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  g_autoptr(GFile) file = g_file_new_for_path (path);

  for (;;)
    {
      g_autoptr(GList) windows = list_ak_windows (app);

      for (GList *l = windows; l != NULL; l = l->next)
        {
          GFile *shown = ak_window_get_file (l->data);

          if (shown != NULL && g_file_equal (shown, file) &&
              ak_window_get_n_pending_file_ops (l->data) == 0)
            {
              drain_main_context ();
              return l->data;
            }
        }

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static void
assert_window_shows (AkWindow   *window,
                     const char *path)
{
  g_autoptr(AkGameRecord) expected = read_fixture (path);
  g_autoptr(AkGameRecord) shown = ak_game_dup_record (ak_window_get_game (window));
  g_autofree char *expected_text = ak_notation_write_game (expected);
  g_autofree char *shown_text = ak_notation_write_game (shown);

  g_assert_cmpstr (shown_text, ==, expected_text);
  g_assert_cmpuint (ak_game_record_count_moves (shown), >, 0);
  g_assert_cmpuint (ak_window_get_player_level (window, AK_SOUTH), ==, 0);
  g_assert_cmpuint (ak_window_get_player_level (window, AK_NORTH), ==, 0);
}

static void
close_all_and_quit (GApplication *app)
{
  GList *windows;

  /* GtkApplication leaves its windows alone when it quits; each holds a
   * reference on the application. */
  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))) != NULL)
    gtk_window_destroy (windows->data);
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
}

static void
remove_autosave (void)
{
  g_autoptr(GFile) autosave = ak_file_get_autosave_file ();

  g_file_delete (autosave, NULL, NULL);
}

/* Runs the application as `adji-kui @path`, with @check called once it has
 * taken the file. */
static void
run_with_file (const char *path,
               GCallback   check)
{
  AkApplication *app;
  gboolean checked = FALSE;
  char *argv[] = { (char *) "adji-kui", (char *) path, NULL };

  app = ak_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "open", check, &checked);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 2, argv), ==, 0);
  g_assert_true (checked);
  drain_main_context ();
  g_assert_finalize_object (app);
}

static char *command_line_path;

static void
command_line_opened_cb (GApplication  *app,
                        GFile        **files,
                        int            n_files,
                        const char    *hint,
                        gboolean      *checked)
{
  g_autoptr(GList) windows = NULL;
  AkWindow *window;

  g_assert_cmpint (n_files, ==, 1);

  /* No game from last time: the file takes the first window, and the
   * window knows the icon the desktop shows. */
  window = wait_for_file_window (app, command_line_path);
  windows = list_ak_windows (app);
  g_assert_cmpuint (g_list_length (windows), ==, 1);
  assert_window_shows (window, command_line_path);
  g_assert_null (ui_test_find_alert_dialog ());
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "akn-md-example.akn — Adji Kui");
  g_assert_cmpstr (gtk_window_get_default_icon_name (), ==, ICON_NAME);

  close_all_and_quit (app);
  *checked = TRUE;
}

static void
test_open_command_line (void)
{
  remove_autosave ();
  command_line_path = fixture_path ("good", "akn-md-example.akn");
  run_with_file (command_line_path, G_CALLBACK (command_line_opened_cb));
  g_clear_pointer (&command_line_path, g_free);
}

static char *bad_path;

static void
bad_opened_cb (GApplication  *app,
               GFile        **files,
               int            n_files,
               const char    *hint,
               gboolean      *checked)
{
  g_autoptr(GList) windows = NULL;
  g_autofree char *basename = g_path_get_basename (bad_path);
  g_autofree char *heading = g_strdup_printf ("Could not open %s", basename);
  AdwAlertDialog *dialog;
  AkWindow *window;
  AkGame *game;

  /* The error is shown over the window, which keeps its fresh game. */
  dialog = ui_test_wait_for_alert_dialog ();
  g_assert_cmpstr (adw_alert_dialog_get_heading (dialog), ==, heading);
  g_assert_cmpstr (adw_alert_dialog_get_body (dialog), !=, "");
  g_test_message ("%s", adw_alert_dialog_get_body (dialog));

  windows = list_ak_windows (app);
  g_assert_cmpuint (g_list_length (windows), ==, 1);
  window = windows->data;
  g_assert_true (gtk_widget_get_root (GTK_WIDGET (dialog)) == GTK_ROOT (window));
  g_assert_cmpuint (ak_window_get_n_pending_file_ops (window), ==, 0);
  g_assert_null (ak_window_get_file (window));
  game = ak_window_get_game (window);
  g_assert_false (ak_game_get_can_undo (game));
  g_assert_false (ak_game_get_can_redo (game));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Adji Kui");

  adw_dialog_force_close (ADW_DIALOG (dialog));
  close_all_and_quit (app);
  *checked = TRUE;
}

static void
test_open_bad (void)
{
  remove_autosave ();
  bad_path = fixture_path ("bad", "bad-variant.akn");
  run_with_file (bad_path, G_CALLBACK (bad_opened_cb));
  g_clear_pointer (&bad_path, g_free);
}

/* A game from last time is offered back first; once resumed, the file
 * opens beside it instead of replacing it. */
static void
resume_then_open_cb (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint,
                     gboolean      *checked)
{
  g_autoptr(GList) windows = NULL;
  AdwAlertDialog *dialog;
  AkWindow *first;
  AkWindow *opened;

  dialog = ui_test_wait_for_alert_dialog ();
  g_assert_cmpstr (adw_alert_dialog_get_heading (dialog), ==, "Resume the game from last time?");

  /* Nothing opens while the question is open. */
  windows = list_ak_windows (app);
  g_assert_cmpuint (g_list_length (windows), ==, 1);
  first = windows->data;
  g_assert_null (ak_window_get_file (first));

  ui_test_alert_respond (dialog, "resume");
  wait_for_shown (first);
  g_assert_true (ak_game_get_can_undo (ak_window_get_game (first)));

  opened = wait_for_file_window (app, command_line_path);
  g_assert_true (opened != first);
  assert_window_shows (opened, command_line_path);
  g_assert_true (ak_game_get_can_undo (ak_window_get_game (first)));
  g_assert_null (ak_window_get_file (first));
  g_clear_pointer (&windows, g_list_free);
  windows = list_ak_windows (app);
  g_assert_cmpuint (g_list_length (windows), ==, 2);

  close_all_and_quit (app);
  *checked = TRUE;
}

static void
test_open_after_resume (void)
{
  g_autoptr(GFile) autosave = ak_file_get_autosave_file ();
  g_autoptr(GFile) parent = g_file_get_parent (autosave);
  g_autofree char *last_time = fixture_path ("good", "ak2-unfinished.akn");
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (last_time, &text, &length, &error));
  g_file_make_directory_with_parents (parent, NULL, NULL);
  g_file_replace_contents (autosave, text, length, NULL, FALSE,
                           G_FILE_CREATE_NONE, NULL, NULL, &error);
  g_assert_no_error (error);

  command_line_path = fixture_path ("good", "akn-md-example.akn");
  run_with_file (command_line_path, G_CALLBACK (resume_then_open_cb));
  g_clear_pointer (&command_line_path, g_free);
  remove_autosave ();
}

/* A running application is given a file with g_application_open (), as a
 * second launch or the file manager does. */
static char *running_path;

static void
running_activated_cb (GApplication *app,
                      gboolean     *checked)
{
  g_autoptr(GFile) file = g_file_new_for_path (running_path);
  g_autoptr(GList) windows = NULL;
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  AkWindow *first = NULL;
  AkWindow *opened;
  AkGame *game;
  AdwDialog *about;

  /* The start is settled once the first window is watched and shown. */
  while ((windows = list_ak_windows (app)) == NULL ||
         !gtk_widget_get_mapped (GTK_WIDGET (windows->data)))
    {
      g_clear_pointer (&windows, g_list_free);
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  drain_main_context ();
  first = windows->data;

  /* The About dialog shows the application's icon, over the window. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  about = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (first));
  g_assert_true (ADW_IS_ABOUT_DIALOG (about));
  g_assert_cmpstr (adw_about_dialog_get_application_icon (ADW_ABOUT_DIALOG (about)), ==, ICON_NAME);
  adw_dialog_force_close (about);
  drain_main_context ();
  g_assert_null (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (first)));

  /* A game in progress stays; the file gets a window of its own. */
  game = ak_window_get_game (first);
  g_assert_cmpint (ak_game_play (game, first_legal_move (game), NULL), ==, AK_VERDICT_LEGAL);
  g_application_open (app, &file, 1, "");
  opened = wait_for_file_window (app, running_path);
  g_assert_true (opened != first);
  g_assert_true (ak_window_get_game (first) == game);
  g_assert_true (ak_game_get_can_undo (game));
  assert_window_shows (opened, running_path);

  /* A blank window takes the file itself. */
  gtk_window_destroy (GTK_WINDOW (opened));
  g_clear_pointer (&windows, g_list_free);
  ak_window_start_game (first, AK_VARIANT_ADJI_KUI_1, 0, 0, NULL, NULL);
  gtk_window_present (GTK_WINDOW (first));
  g_application_open (app, &file, 1, "");
  opened = wait_for_file_window (app, running_path);
  g_assert_true (opened == first);
  windows = list_ak_windows (app);
  g_assert_cmpuint (g_list_length (windows), ==, 1);
  assert_window_shows (first, running_path);

  /* Once a file is shown, another file opens beside it. */
  g_application_open (app, &file, 1, "");
  g_clear_pointer (&windows, g_list_free);
  deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  while ((windows = list_ak_windows (app)) != NULL && windows->next == NULL)
    {
      g_clear_pointer (&windows, g_list_free);
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_assert_cmpuint (g_list_length (windows), ==, 2);
  for (GList *l = windows; l != NULL; l = l->next)
    {
      while (ak_window_get_n_pending_file_ops (l->data) > 0)
        {
          g_assert_cmpint (g_get_monotonic_time (), <, deadline);
          g_main_context_iteration (NULL, TRUE);
        }
      assert_window_shows (l->data, running_path);
    }
  drain_main_context ();

  /* A file that cannot be read is reported over a window there is, and
   * leaves no empty window of its own behind. */
  {
    g_autofree char *bad = fixture_path ("bad", "bad-variant.akn");
    g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
    g_autoptr(GList) after = NULL;
    AdwAlertDialog *dialog;

    g_application_open (app, &bad_file, 1, "");
    dialog = ui_test_wait_for_alert_dialog ();
    g_test_message ("%s", adw_alert_dialog_get_heading (dialog));
    g_assert_true (g_str_has_prefix (adw_alert_dialog_get_heading (dialog), "Could not open"));
    drain_main_context ();
    after = list_ak_windows (app);
    g_assert_cmpuint (g_list_length (after), ==, 2);
    g_assert_nonnull (g_list_find (windows, gtk_widget_get_root (GTK_WIDGET (dialog))));
    for (GList *l = after; l != NULL; l = l->next)
      assert_window_shows (l->data, running_path);
    adw_dialog_force_close (ADW_DIALOG (dialog));
  }

  close_all_and_quit (app);
  *checked = TRUE;
}

static void
test_open_running (void)
{
  AkApplication *app;
  gboolean checked = FALSE;

  remove_autosave ();
  running_path = fixture_path ("good", "variations.akn");
  /* Not the first start, which shows the welcome (test-welcome). */
  {
    g_autoptr(GSettings) settings = g_settings_new ("io.github.adjikui.AdjiKui");

    g_settings_set_boolean (settings, "welcome-shown", TRUE);
  }
  app = ak_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_get_flags (G_APPLICATION (app)) & G_APPLICATION_HANDLES_OPEN);
  g_signal_connect_after (app, "activate", G_CALLBACK (running_activated_cb), &checked);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 0, NULL), ==, 0);
  g_assert_true (checked);
  drain_main_context ();
  g_assert_finalize_object (app);
  g_clear_pointer (&running_path, g_free);
  remove_autosave ();
}

/* A window whose first move is still being sown is not blank: a file
 * opened meanwhile gets a window of its own, and the move lands. */
static void
in_flight_activated_cb (GApplication *app,
                        gboolean     *checked)
{
  g_autoptr(GFile) file = g_file_new_for_path (running_path);
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  g_autoptr(GList) windows = NULL;
  AkWindow *first, *opened;
  AkGame *game;
  AkTable *table;

  while ((windows = list_ak_windows (app)) == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  first = windows->data;
  ui_test_wait_for_window_shown (GTK_WINDOW (first));
  drain_main_context ();

  /* The first move, sown slowly: the board holds it while it is shown. */
  ak_board_view_set_animation_speed (ak_window_get_board_view (first), AK_ANIMATION_SPEED_SLOW);
  game = ak_window_get_game (first);
  table = ak_window_get_table (first);
  g_assert_true (ak_table_play (table, first_legal_move (game), NULL));
  g_assert_true (ak_table_get_held (table));
  g_assert_null (ak_game_get_root (game)->children);

  g_application_open (app, &file, 1, "");
  opened = wait_for_file_window (app, running_path);
  g_assert_true (opened != first);
  assert_window_shows (opened, running_path);

  /* The move lands in the game it was played in. */
  deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  while (ak_table_get_held (table))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_assert_true (ak_window_get_game (first) == game);
  g_assert_nonnull (ak_game_get_root (game)->children);
  g_assert_cmpuint (ak_game_get_root (game)->children->len, ==, 1);
  g_assert_null (ak_window_get_file (first));

  close_all_and_quit (app);
  *checked = TRUE;
}

static void
test_open_move_in_flight (void)
{
  AkApplication *app;
  gboolean checked = FALSE;

  remove_autosave ();
  running_path = fixture_path ("good", "variations.akn");
  {
    g_autoptr(GSettings) settings = g_settings_new ("io.github.adjikui.AdjiKui");

    g_settings_set_boolean (settings, "welcome-shown", TRUE);
  }
  app = ak_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", G_CALLBACK (in_flight_activated_cb), &checked);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 0, NULL), ==, 0);
  g_assert_true (checked);
  drain_main_context ();
  g_assert_finalize_object (app);
  g_clear_pointer (&running_path, g_free);
  remove_autosave ();
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/application/open/command-line", test_open_command_line);
  g_test_add_func ("/ak/ui/application/open/bad", test_open_bad);
  g_test_add_func ("/ak/ui/application/open/after-resume", test_open_after_resume);
  g_test_add_func ("/ak/ui/application/open/running", test_open_running);
  g_test_add_func ("/ak/ui/application/open/move-in-flight", test_open_move_in_flight);

  return ui_test_run ();
}
