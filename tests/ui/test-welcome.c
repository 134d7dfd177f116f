/* test-welcome.c — the first start's welcome and the record of games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-welcome"

#include "config.h"

#include "ui-test-setup.h"

#include "ak-application.h"
#include "ak-game-over-dialog.h"
#include "ak-levels.h"
#include "ak-record.h"
#include "ak-welcome-dialog.h"
#include "ak-welcome-dialog-private.h"
#include "ak-window.h"
#include "ak-window-private.h"

#define WAIT_TIMEOUT_US (10 * G_USEC_PER_SEC)

/* The record */

static void
count_cb (guint *count)
{
  (*count)++;
}

static void
wait_for_writes (AkRecord *record)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  while (ak_record_get_n_writes (record) > 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

static void
load_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

/* Loads @record, spinning the main context meanwhile: the file is read
 * in a thread, and the main context keeps turning. */
static gboolean
load (AkRecord  *record,
      GError   **error)
{
  g_autoptr(GAsyncResult) result = NULL;
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  guint turns = 0;

  ak_record_load_async (record, load_done_cb, &result);
  while (result == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
      turns++;
    }
  g_assert_cmpuint (turns, >, 0);
  return ak_record_load_finish (record, result, error);
}

static char *
record_path (const char *name)
{
  return g_build_filename (ui_test_state_dir, name, NULL);
}

static void
assert_counts (AkRecord *record,
               guint     level,
               guint     wins,
               guint     losses,
               guint     draws)
{
  guint w = G_MAXUINT, l = G_MAXUINT, d = G_MAXUINT;

  ak_record_get (record, level, &w, &l, &d);
  g_assert_cmpuint (w, ==, wins);
  g_assert_cmpuint (l, ==, losses);
  g_assert_cmpuint (d, ==, draws);
}

static void
test_record_round_trip (void)
{
  g_autofree char *path = record_path ("round-trip.ini");
  g_autoptr(AkRecord) record = ak_record_new (path);
  g_autoptr(AkRecord) again = NULL;
  g_autoptr(GError) error = NULL;
  guint changed = 0;

  g_unlink (path);
  /* No file yet: an empty record, and no error. */
  g_assert_true (load (record, &error));
  g_assert_no_error (error);
  for (guint level = 1; level <= 5; level++)
    assert_counts (record, level, 0, 0, 0);

  g_signal_connect_swapped (record, "changed", G_CALLBACK (count_cb), &changed);
  ak_record_add (record, 1, AK_RECORD_WIN);
  ak_record_add (record, 1, AK_RECORD_WIN);
  ak_record_add (record, 3, AK_RECORD_LOSS);
  ak_record_add (record, 5, AK_RECORD_DRAW);
  ak_record_add (record, 5, AK_RECORD_LOSS);
  g_assert_cmpuint (changed, ==, 5);
  assert_counts (record, 1, 2, 0, 0);
  wait_for_writes (record);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  /* Read back by another record, the last write is the one on disk. */
  again = ak_record_new (path);
  g_assert_true (load (again, &error));
  g_assert_no_error (error);
  assert_counts (again, 1, 2, 0, 0);
  assert_counts (again, 2, 0, 0, 0);
  assert_counts (again, 3, 0, 1, 0);
  assert_counts (again, 4, 0, 0, 0);
  assert_counts (again, 5, 0, 1, 1);
  g_unlink (path);
}

static void
test_record_corrupt (void)
{
  static const char * const bad[] = {
    "this is not a key file\n\x01\x02",
    "[level 9]\nwins=1\n",
    "[level 0]\nwins=1\n",
    "[levels]\nwins=1\n",
    "[level 2]\nwins=-3\n",
    "[level 2]\nlosses=lots\n",
    "[level 2]\nwins=99999999999999999999\n",
  };
  g_autofree char *path = record_path ("corrupt.ini");
  g_autofree char *aside = g_strconcat (path, ".broken", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(AkRecord) record = ak_record_new (path);
      g_autoptr(AkRecord) again = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *kept = NULL;

      g_test_message ("bad record %u", i);
      g_assert_true (g_file_set_contents (path, bad[i], -1, NULL));
      g_assert_false (load (record, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      /* The message names the file. */
      g_assert_nonnull (strstr (error->message, "corrupt.ini"));
      for (guint level = 1; level <= 5; level++)
        assert_counts (record, level, 0, 0, 0);

      /* The next result starts a good file, and keeps the bad one aside. */
      ak_record_add (record, 2, AK_RECORD_WIN);
      wait_for_writes (record);
      g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, bad[i]);
      again = ak_record_new (path);
      g_assert_true (load (again, NULL));
      assert_counts (again, 2, 1, 0, 0);
      g_unlink (aside);
    }

  /* A folder where the file should be is no record either. */
  g_unlink (path);
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  {
    g_autoptr(AkRecord) record = ak_record_new (path);
    g_autoptr(GError) error = NULL;

    g_assert_false (load (record, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  }
  g_rmdir (path);
}

/* The welcome's four ways in */

static AkWindow *
new_shown_window (AkRecord *record)
{
  AkWindow *window;

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  ak_window_set_record (window, record);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  ak_board_view_set_animation_speed (ak_window_get_board_view (window),
                                     AK_ANIMATION_SPEED_INSTANT);
  return window;
}

static AkWelcomeDialog *
show_welcome (AkWindow *window)
{
  AdwDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.welcome", NULL);
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (AK_IS_WELCOME_DIALOG (dialog));
  return AK_WELCOME_DIALOG (dialog);
}

static void
set_true (gboolean *flag)
{
  *flag = TRUE;
}

/* Chooses @action_name's row, as a click or Enter on it does; the
 * dialog closes. */
static void
choose (AkWindow        *window,
        AkWelcomeDialog *welcome,
        const char      *action_name)
{
  GtkWidget *row = ui_test_find_named (GTK_WIDGET (welcome), action_name);
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  gboolean closed = FALSE;

  g_assert_nonnull (row);
  g_signal_connect_swapped (welcome, "closed", G_CALLBACK (set_true), &closed);
  g_assert_true (ADW_IS_ACTION_ROW (row));
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
  g_assert_true (gtk_widget_is_sensitive (row));
  while (!gtk_widget_get_mapped (row))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_assert_true (gtk_widget_activate (row));
  while (!closed)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  drain_main_context ();
  g_assert_false (AK_IS_WELCOME_DIALOG (
    adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window))));
}

static void
test_welcome_paths (void)
{
  g_autofree char *path = record_path ("paths.ini");
  g_autoptr(AkRecord) record = ak_record_new (path);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.adjikui.AdjiKui");
  AkWindow *window = new_shown_window (record);
  AkWelcomeDialog *welcome;
  AkGame *before;
  GtkWidget *row;
  GType file_dialog_type;
  gint64 deadline;
  GtkWindow *chooser;

  g_unlink (path);
  ak_record_add (record, 4, AK_RECORD_WIN);
  ak_record_add (record, 4, AK_RECORD_LOSS);
  ak_record_add (record, 4, AK_RECORD_LOSS);
  g_settings_set_int (settings, "default-computer-level", 4);

  /* The record, and the level a game against the computer is played at,
   * named. */
  welcome = show_welcome (window);
  g_assert_cmpstr (_ak_welcome_dialog_get_record_text (welcome, 4), ==,
                   "1 won · 2 lost · 0 drawn");
  g_assert_cmpstr (_ak_welcome_dialog_get_record_text (welcome, 1), ==, "not played yet");
  /* It follows the record while shown. */
  ak_record_add (record, 1, AK_RECORD_DRAW);
  g_assert_cmpstr (_ak_welcome_dialog_get_record_text (welcome, 1), ==,
                   "0 won · 0 lost · 1 drawn");
  /* The game a choice starts, and which row is the person's, are said. */
  row = ui_test_find_named (GTK_WIDGET (welcome), "win.play-computer");
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Adji Kui II"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            "bottom row (South) and move first"));
  row = ui_test_find_named (GTK_WIDGET (welcome), "win.play-two-players");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Adji Kui II"));

  /* The level is offered at the default, and can be chosen there. */
  row = ui_test_find_named (GTK_WIDGET (welcome), "welcome-level");
  g_assert_nonnull (row);
  g_assert_true (ADW_IS_COMBO_ROW (row));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 4 - 1);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            ak_level_get_summary (4)));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 2 - 1);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            ak_level_get_summary (2)));

  /* 1. Against the computer: South is the person, North the computer at
   * the level chosen, on a new board; the level is the default from now
   * on. */
  ak_window_set_player_level (window, AK_NORTH, 0);
  before = ak_window_get_game (window);
  choose (window, welcome, "win.play-computer");
  g_assert_true (ak_window_get_game (window) != before);
  g_assert_cmpuint (ak_window_get_player_level (window, AK_SOUTH), ==, 0);
  g_assert_cmpuint (ak_window_get_player_level (window, AK_NORTH), ==, 2);
  g_assert_false (ak_game_get_can_undo (ak_window_get_game (window)));
  g_assert_cmpint (g_settings_get_int (settings, "default-computer-level"), ==, 2);

  /* 2. Two players: nobody is the computer. */
  welcome = show_welcome (window);
  before = ak_window_get_game (window);
  choose (window, welcome, "win.play-two-players");
  g_assert_true (ak_window_get_game (window) != before);
  g_assert_cmpuint (ak_window_get_player_level (window, AK_SOUTH), ==, 0);
  g_assert_cmpuint (ak_window_get_player_level (window, AK_NORTH), ==, 0);

  /* 3. The rules, in the side panel. */
  g_object_set (window, "side-panel-shown", FALSE, NULL);
  welcome = show_welcome (window);
  choose (window, welcome, "win.show-rules");
  g_assert_cmpstr (_ak_window_get_side_page (window), ==, "rules");
  {
    gboolean shown = FALSE;

    g_object_get (window, "side-panel-shown", &shown, NULL);
    g_assert_true (shown);
  }

  /* 4. Open a game: the file chooser, over the window; closed, nothing
   * changes. */
  before = ak_window_get_game (window);
  welcome = show_welcome (window);
  choose (window, welcome, "win.open");
  file_dialog_type = g_type_from_name ("GtkFileChooserDialog");
  g_assert_cmpuint (file_dialog_type, !=, 0);
  deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  while ((chooser = find_toplevel_of_type (file_dialog_type)) == NULL ||
         !gtk_widget_get_mapped (GTK_WIDGET (chooser)))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_assert_cmpstr (gtk_window_get_title (chooser), ==, "Open Game");
  g_assert_true (gtk_window_get_transient_for (chooser) == GTK_WINDOW (window));
  gtk_window_close (chooser);
  while (find_toplevel_of_type (file_dialog_type) != NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  drain_main_context ();
  g_assert_true (ak_window_get_game (window) == before);

  wait_for_writes (record);
  ui_test_destroy_window (window);
  g_unlink (path);
}

/* A game played in the window against the computer counts in the record;
 * one between two people does not. */
static void
test_welcome_record_counts (void)
{
  static const struct
  {
    const char *position;
    guint       level;
  } games[] = {
    { "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19", 2 },
    { "0,0,0,0,2,0/3,0,0,0,0,5 S 23-15", 2 },
    { "0,0,0,0,2,0/3,0,0,0,0,5 S 15-23", 2 },
    { "0,0,0,0,2,0/3,0,0,0,0,5 S 23-15", 5 },
    { "0,0,0,0,2,0/3,0,0,0,0,5 S 23-15", 0 },
  };
  g_autofree char *path = record_path ("counts.ini");
  g_autoptr(AkRecord) record = ak_record_new (path);
  g_autoptr(AkRecord) expected = ak_record_new (NULL);
  AkWindow *window = new_shown_window (record);

  g_unlink (path);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr(AkGame) game = NULL;
      g_autoptr(GError) error = NULL;
      AdwDialog *summary;
      guint totals[2];
      AkRules rules;

      ak_rules_init (&rules);
      game = ak_game_new_from_position_string (&rules, games[i].position, &error);
      g_assert_no_error (error);
      ak_window_set_game (window, game);
      ak_window_set_player_level (window, AK_SOUTH, 0);
      ak_window_set_player_level (window, AK_NORTH, games[i].level);
      g_assert_true (ak_table_play (ak_window_get_table (window), 4, NULL));
      g_assert_true (ak_game_get_is_over (game));
      drain_main_context ();
      summary = ui_test_find_dialog_of_type (AK_TYPE_GAME_OVER_DIALOG);
      g_assert_nonnull (summary);
      adw_dialog_force_close (summary);
      drain_main_context ();

      /* What the engine says the result is, counted by hand. */
      ak_position_division (ak_game_get_position (game), totals);
      if (games[i].level > 0)
        {
          /* The expected record stays in memory: it is never loaded and
           * its writes go nowhere but its own file, which is removed. */
          ak_record_add (expected, games[i].level,
                         totals[AK_SOUTH] == totals[AK_NORTH] ? AK_RECORD_DRAW
                         : totals[AK_SOUTH] > totals[AK_NORTH] ? AK_RECORD_WIN
                         : AK_RECORD_LOSS);
        }
      for (guint level = 1; level <= 5; level++)
        {
          guint want[3], got[3];

          ak_record_get (expected, level, &want[0], &want[1], &want[2]);
          ak_record_get (record, level, &got[0], &got[1], &got[2]);
          for (guint k = 0; k < 3; k++)
            g_assert_cmpuint (got[k], ==, want[k]);
        }
    }
  /* The three games at level 2 went three ways. */
  {
    guint w, l, d;

    ak_record_get (record, 2, &w, &l, &d);
    g_assert_cmpuint (w + l + d, ==, 3);
    g_assert_cmpuint (w, >, 0);
    g_assert_cmpuint (l, >, 0);
    g_assert_cmpuint (d, >, 0);
  }

  wait_for_writes (record);
  wait_for_writes (expected);
  ui_test_destroy_window (window);
  g_unlink (path);
  {
    g_autofree char *default_path = g_build_filename (g_get_user_state_dir (), "adji-kui",
                                                      "record.ini", NULL);

    g_unlink (default_path);
  }
}

/* The first start shows the welcome, once; the next start does not. */
static void
first_start_cb (GApplication *app,
                guint        *n_welcomes)
{
  g_autoptr(GList) windows = NULL;
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  AdwDialog *dialog = NULL;

  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))) == NULL ||
         !gtk_widget_get_mapped (GTK_WIDGET (windows->data)))
    {
      windows = NULL;
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  windows = g_list_copy (windows);
  /* The autosave is looked for first; then the welcome may come. */
  while (g_get_monotonic_time () < deadline)
    {
      dialog = adw_application_window_get_visible_dialog (windows->data);
      if (dialog != NULL)
        break;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
      if (*n_welcomes > 0 && g_get_monotonic_time () > deadline - 9 * G_USEC_PER_SEC)
        break;
    }
  if (AK_IS_WELCOME_DIALOG (dialog))
    {
      (*n_welcomes)++;
      /* The record is the application's. */
      g_assert_nonnull (ak_application_get_record (AK_APPLICATION (app)));
      adw_dialog_force_close (dialog);
    }
  drain_main_context ();
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_destroy (l->data);
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
}

static void
test_welcome_first_start (void)
{
  g_autoptr(GFile) autosave = NULL;
  guint n_welcomes = 0;

  ui_test_reset_all_settings ();
  for (guint run = 0; run < 2; run++)
    {
      AkApplication *app = ak_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);

      g_signal_connect_after (app, "activate", G_CALLBACK (first_start_cb), &n_welcomes);
      g_assert_cmpint (g_application_run (G_APPLICATION (app), 0, NULL), ==, 0);
      drain_main_context ();
      g_assert_finalize_object (app);
      g_assert_cmpuint (n_welcomes, ==, 1);
    }
}

/* Both shortcut lists put play first, the sowing keys at their top, and
 * the app's own keys last; the letter keys say they are lowercase. */
static void
test_shortcuts_order (void)
{
  static const char * const files[] = { "/shortcuts-dialog.ui", "/ak-shortcuts-window.ui" };
  static const char * const in_order[] = {
    "Play</property>", "Sow the Chosen Hole", "Play South’s Hole a to f",
    "Play North’s Hole A to F", "Moves</property>", "Game</property>", "New Game",
    "Study</property>", "General</property>", "Show Shortcuts",
  };

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = g_strconcat ("/io/github/adjikui/AdjiKui", files[f], NULL);
      g_autoptr(GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
      g_autofree char *text = NULL;
      const char *at;
      const char *first_title;

      g_assert_nonnull (bytes);
      text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
      at = text;
      for (guint i = 0; i < G_N_ELEMENTS (in_order); i++)
        {
          const char *next = strstr (at, in_order[i]);

          g_test_message ("%s: %s", files[f], in_order[i]);
          g_assert_nonnull (next);
          at = next + strlen (in_order[i]);
        }
      /* The first group's title is Play. */
      first_title = strstr (text, "context=\"shortcut window\">");
      g_assert_nonnull (first_title);
      g_assert_true (g_str_has_prefix (first_title + strlen ("context=\"shortcut window\">"),
                                       "Play<"));
      g_assert_nonnull (strstr (text, "lowercase"));
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/record/round-trip", test_record_round_trip);
  g_test_add_func ("/ak/ui/record/corrupt", test_record_corrupt);
  g_test_add_func ("/ak/ui/welcome/paths", test_welcome_paths);
  g_test_add_func ("/ak/ui/welcome/record-counts", test_welcome_record_counts);
  g_test_add_func ("/ak/ui/welcome/first-start", test_welcome_first_start);
  g_test_add_func ("/ak/ui/shortcuts/order", test_shortcuts_order);

  return ui_test_run ();
}
