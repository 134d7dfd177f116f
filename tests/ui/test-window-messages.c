/* test-window-messages.c — toasts and alerts show data as plain text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Toasts and alert dialogs quote file names, folders, names and values
 * read from files.  An AdwToast reads its title as Pango markup unless
 * told not to, and a "&" or "<" in what it quotes then empties it; bytes
 * that are not UTF-8 do the same to a label.  Each test drives a real
 * path that says something from data (a save whose backup is in the way,
 * an autosave that fails, a broken record of games, a file that cannot
 * be opened, the question before work is lost) and checks that the words
 * shown are the literal message, with markup off.
 *
 * The state folder's path holds "&" and "<", so that every message that
 * names a file in it quotes them.
 */

#define G_LOG_DOMAIN "test-window-messages"

#include "config.h"

#include "ui-test-setup.h"

#include <string.h>

#include "ak-application.h"
#include "ak-file.h"
#include "ak-window-private.h"

#define WAIT_TIMEOUT_US (30 * G_USEC_PER_SEC)

static char *state_dir;

/* The label under @widget whose text is @text, or NULL. */
static GtkWidget *
find_label_showing (GtkWidget  *widget,
                    const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label_showing (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
spin_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* The first title in @log with @part in it, waited for; NULL after the
 * deadline. */
static const char *
wait_for_logged (GPtrArray  *log,
                 const char *part)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  for (;;)
    {
      for (guint i = 0; i < log->len; i++)
        if (strstr (g_ptr_array_index (log, i), part) != NULL)
          return g_ptr_array_index (log, i);
      if (g_get_monotonic_time () > deadline)
        return NULL;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (500);
    }
}

/* The toast @window shows says @title, as plain text, and its label
 * shows exactly that. */
static void
assert_toast_shows (AkWindow   *window,
                    const char *title)
{
  AdwToast *toast = _ak_window_get_toast (window);

  g_test_message ("toast: %s", title);
  g_assert_true (g_utf8_validate (title, -1, NULL));
  g_assert_nonnull (toast);
  g_assert_false (adw_toast_get_use_markup (toast));
  g_assert_cmpstr (adw_toast_get_title (toast), ==, title);
  spin_for (200);
  g_assert_nonnull (find_label_showing (GTK_WIDGET (window), title));
}

/* An alert's heading and body are plain text, shown as they are. */
static void
assert_alert_plain (AdwAlertDialog *dialog)
{
  const char *heading = adw_alert_dialog_get_heading (dialog);
  const char *body = adw_alert_dialog_get_body (dialog);

  g_test_message ("alert: %s / %s", heading, body);
  g_assert_false (adw_alert_dialog_get_heading_use_markup (dialog));
  g_assert_false (adw_alert_dialog_get_body_use_markup (dialog));
  spin_for (200);
  if (heading != NULL && *heading != '\0')
    g_assert_nonnull (find_label_showing (GTK_WIDGET (dialog), heading));
  if (body != NULL && *body != '\0')
    g_assert_nonnull (find_label_showing (GTK_WIDGET (dialog), body));
}

static AkWindow *
new_shown_window (void)
{
  AkWindow *window;

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  return window;
}

static void
wait_for_file_ops (AkWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  while (ak_window_get_n_pending_file_ops (window) > 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (500);
    }
}

/* Saved again with a folder where the backup goes: the save goes on, and
 * a toast says why there is no backup, quoting the folder's name. */
static void
test_save_backup_in_the_way (void)
{
  g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func (g_free);
  AkWindow *window = new_shown_window ();
  g_autofree char *path = g_build_filename (state_dir, "Tom & Jerry <3.akn", NULL);
  g_autofree char *backup = g_strconcat (path, ".bak", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  const char *title;

  _ak_window_log_toasts (log);
  ak_window_save_to_file (window, file);
  wait_for_file_ops (window);
  g_assert_true (ak_window_get_file (window) != NULL);
  g_assert_cmpint (g_mkdir (backup, 0700), ==, 0);

  ak_window_save_to_file (window, file);
  wait_for_file_ops (window);
  title = wait_for_logged (log, "Tom & Jerry <3.akn.bak");
  g_assert_nonnull (title);
  assert_toast_shows (window, title);

  _ak_window_log_toasts (NULL);
  ui_test_destroy_window (window);
  g_rmdir (backup);
  g_unlink (path);
}

/* The window's title names the file as text, whatever bytes its name is. */
static void
test_title_names_file (void)
{
  AkWindow *window = new_shown_window ();
  g_autofree char *path = g_build_filename (state_dir, "Rui & Ana \xb2.akn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  const char *title;

  ak_window_save_to_file (window, file);
  wait_for_file_ops (window);
  g_assert_true (ak_window_get_file (window) != NULL);
  title = gtk_window_get_title (GTK_WINDOW (window));
  g_test_message ("title: %s", title);
  g_assert_true (g_utf8_validate (title, -1, NULL));
  g_assert_true (g_str_has_prefix (title, "Rui & Ana "));

  ui_test_destroy_window (window);
  g_unlink (path);
}

/* A file that cannot be opened, and the question before a changed game
 * in a file is left: both name the file, "&" and "<" and all. */
static void
test_alerts_name_files (void)
{
  AkWindow *window = new_shown_window ();
  g_autofree char *bad_path = g_build_filename (state_dir, "Tom & Jerry <b>.akn", NULL);
  g_autofree char *path = g_build_filename (state_dir, "Ana & Rui <i>.akn", NULL);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  AdwAlertDialog *dialog;

  g_file_set_contents (bad_path, "[South \"Tom & <b>Jerry</b>\"]\n\n1. z & <b> *\n", -1, &error);
  g_assert_no_error (error);
  ak_window_open_file (window, bad);
  wait_for_file_ops (window);
  dialog = ui_test_wait_for_alert_dialog ();
  g_assert_nonnull (strstr (adw_alert_dialog_get_heading (dialog), "Tom & Jerry <b>.akn"));
  assert_alert_plain (dialog);
  ui_test_close_alert_dialogs ();
  drain_main_context ();

  /* A game saved to a file, then changed, then a new game asked for. */
  ak_window_save_to_file (window, file);
  wait_for_file_ops (window);
  g_assert_true (ak_window_get_file (window) != NULL);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_game_check_move (ak_window_get_game (window), hole) == AK_VERDICT_LEGAL)
      {
        g_assert_true (ak_table_play (ak_window_get_table (window), hole, NULL));
        break;
      }
  ak_board_view_finish_animation (ak_window_get_board_view (window));
  drain_main_context ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = ui_test_wait_for_alert_dialog ();
  g_assert_nonnull (strstr (adw_alert_dialog_get_body (dialog), "Ana & Rui <i>.akn"));
  assert_alert_plain (dialog);

  ui_test_destroy_window (window);
  g_unlink (bad_path);
  g_unlink (path);
}

/* Runs the app once, as at a start, and checks the toast that comes up
 * with @part in it; @then (if set) does something in the window first. */
typedef struct
{
  const char *part;
  void      (*then) (AkWindow *window);
  gboolean    checked;
} AppRun;

static void
app_activated_cb (GApplication *app,
                  AppRun       *run)
{
  g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func (g_free);
  AkWindow *window;
  const char *title;
  GList *windows;

  window = AK_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  if (run->then != NULL)
    run->then (window);

  /* The toast may have come before the log was set: its title is there. */
  if (_ak_window_get_toast_title (window) != NULL)
    g_ptr_array_add (log, g_strdup (_ak_window_get_toast_title (window)));
  _ak_window_log_toasts (log);
  title = wait_for_logged (log, run->part);
  _ak_window_log_toasts (NULL);
  if (title == NULL)
    {
      for (guint i = 0; i < log->len; i++)
        g_test_message ("toast shown: %s", (const char *) g_ptr_array_index (log, i));
      g_test_message ("toast showing: %s", _ak_window_get_toast_title (window));
    }
  g_assert_nonnull (title);
  /* What came last is on show. */
  assert_toast_shows (window, g_ptr_array_index (log, log->len - 1));

  ui_test_close_alert_dialogs ();
  ui_test_close_dialogs_of_type (ADW_TYPE_DIALOG);
  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))) != NULL)
    gtk_window_destroy (windows->data);
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  run->checked = TRUE;
}

static void
run_app (AppRun *run)
{
  AkApplication *app = ak_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);

  g_signal_connect_after (app, "activate", G_CALLBACK (app_activated_cb), run);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 0, NULL), ==, 0);
  g_assert_true (run->checked);
  drain_main_context ();
  g_object_unref (app);
}

static char *
app_state_path (const char *name)
{
  return g_build_filename (state_dir, "adji-kui", name, NULL);
}

static void
write_record (const char *text)
{
  g_autofree char *folder = g_build_filename (state_dir, "adji-kui", NULL);
  g_autofree char *path = app_state_path ("record.ini");
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

/* A group of the record of games that is no level, quoted as it is. */
static void
test_record_bad_group (void)
{
  g_autofree char *path = app_state_path ("record.ini");
  AppRun run = { "“level <b>” is no level", NULL, FALSE };

  ui_test_reset_all_settings ();
  write_record ("[level <b>]\nwins=1\n");
  run_app (&run);
  g_unlink (path);
}

/* A count that is a stray byte, quoted as an escape. */
static void
test_record_bad_byte (void)
{
  g_autofree char *path = app_state_path ("record.ini");
  AppRun run = { "wins is “\\xb2”, not a count", NULL, FALSE };

  ui_test_reset_all_settings ();
  write_record ("[level 2]\nwins=\xb2\n");
  run_app (&run);
  g_unlink (path);
}

static void
play_a_move (AkWindow *window)
{
  AkGame *game = ak_window_get_game (window);

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      {
        g_assert_true (ak_table_play (ak_window_get_table (window), hole, NULL));
        break;
      }
}

/* An autosave that cannot be written, in a folder whose path holds "&"
 * and "<": a file stands where the app's folder goes. */
static void
test_autosave_failure (void)
{
  g_autofree char *folder = g_build_filename (state_dir, "adji-kui", NULL);
  g_autoptr(GError) error = NULL;
  AppRun run = { "Tom & Jerry <3", play_a_move, FALSE };

  ui_test_reset_all_settings ();
  ui_test_remove_tree (folder);
  g_file_set_contents (folder, "not a folder", -1, &error);
  g_assert_no_error (error);
  run_app (&run);
  g_unlink (folder);
}

/* A damaged endgame table in the data folder is said at the start,
 * naming it, and left unused. */
static void
test_tables_damaged (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "adji-kui", "tables",
                                              NULL);
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autofree char *part = NULL;
  g_autoptr(GError) error = NULL;
  AkTablesKey key;
  AkRules rules;
  AppRun run = { NULL, NULL, FALSE };

  ui_test_reset_all_settings ();
  ak_rules_init (&rules);
  ak_tables_key_init (&key, &rules, AK_TABLES_STANDARD_OWNERS);
  name = ak_tables_file_name (&key, 12);
  path = g_build_filename (folder, name, NULL);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_file_set_contents (path, "not a table", -1, &error);
  g_assert_no_error (error);

  part = g_strdup_printf ("Endgame table “%s” is damaged and was not used; it will be rebuilt",
                          name);
  run.part = part;
  run_app (&run);
  g_unlink (path);
}

int
main (int    argc,
      char **argv)
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  /* Before anything asks GLib for the state folder. */
  state_dir = g_build_filename (ui_test_state_dir, "Tom & Jerry <3", NULL);
  g_assert_cmpint (g_mkdir_with_parents (state_dir, 0700), ==, 0);
  g_setenv ("XDG_STATE_HOME", state_dir, TRUE);
  g_assert_cmpstr (g_get_user_state_dir (), ==, state_dir);

  g_test_add_func ("/ak/ui/window-messages/save-backup-in-the-way", test_save_backup_in_the_way);
  g_test_add_func ("/ak/ui/window-messages/title-names-file", test_title_names_file);
  g_test_add_func ("/ak/ui/window-messages/alerts-name-files", test_alerts_name_files);
  g_test_add_func ("/ak/ui/window-messages/record-bad-group", test_record_bad_group);
  g_test_add_func ("/ak/ui/window-messages/record-bad-byte", test_record_bad_byte);
  g_test_add_func ("/ak/ui/window-messages/autosave-failure", test_autosave_failure);
  g_test_add_func ("/ak/ui/window-messages/tables-damaged", test_tables_damaged);

  return ui_test_run ();
}
