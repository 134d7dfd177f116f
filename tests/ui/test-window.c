/* test-window.c — the application and its main window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-window"

#include "config.h"

#include <string.h>

#include "ak-application.h"
#include "ak-new-game-dialog.h"
#include "ak-window.h"

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"
#define WAIT_TIMEOUT_US    (10 * G_USEC_PER_SEC)

/* Spins the main context until @window is on screen and laid out. */
static void
wait_for_window_shown (GtkWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  GdkSurface *surface;

  for (;;)
    {
      surface = gtk_native_get_surface (GTK_NATIVE (window));
      if (surface != NULL &&
          gdk_surface_get_mapped (surface) &&
          gtk_widget_get_width (GTK_WIDGET (window)) > 0)
        break;

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* Lets pending idles and frame callbacks drop their references. */
static void
drain_main_context (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
reset_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (SETTINGS_SCHEMA_ID);

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  g_settings_reset (settings, "window-maximized");
}

static void
test_window_new (void)
{
  AkWindow *window;
  int width = 0;
  int height = 0;

  reset_settings ();

  window = g_object_ref (ak_window_new (NULL));

  g_assert_true (AK_IS_WINDOW (window));
  g_assert_true (ADW_IS_APPLICATION_WINDOW (window));
  g_assert_null (gtk_window_get_application (GTK_WINDOW (window)));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Adji Kui");

  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 960);
  g_assert_cmpint (height, ==, 640);

  gtk_window_present (GTK_WINDOW (window));
  wait_for_window_shown (GTK_WINDOW (window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
  g_assert_finalize_object (window);
}

static void
test_window_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (SETTINGS_SCHEMA_ID);
  AkWindow *window;
  int width = 0;
  int height = 0;

  reset_settings ();

  /* A new window takes its size from the settings... */
  g_settings_set_int (settings, "window-width", 700);
  g_settings_set_int (settings, "window-height", 500);

  window = g_object_ref (ak_window_new (NULL));
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 700);
  g_assert_cmpint (height, ==, 500);

  /* ...and a new size goes back to them. */
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 800);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 600);

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
  g_assert_finalize_object (window);

  reset_settings ();
}

static gboolean
tick_cb (gpointer user_data)
{
  guint *ticks = user_data;

  (*ticks)++;
  return G_SOURCE_CONTINUE;
}

/* Spins the main context until no search of @window is outstanding;
 * returns how many times a 1 ms timeout ran meanwhile. */
static guint
wait_for_searches (AkWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 4 * WAIT_TIMEOUT_US;
  guint ticks = 0;
  guint tick_id;

  tick_id = g_timeout_add (1, tick_cb, &ticks);
  while (_ak_window_get_pending_searches (window) > 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (tick_id);

  return ticks;
}

static int
first_legal_move (AkGame *game)
{
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      return hole;

  g_assert_not_reached ();
}

static AkWindow *
new_shown_window (void)
{
  AkWindow *window;

  reset_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  wait_for_window_shown (GTK_WINDOW (window));
  ak_board_view_set_animation_speed (ak_window_get_board_view (window),
                                     AK_ANIMATION_SPEED_INSTANT);

  return window;
}

static void
destroy_window (AkWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  wait_for_searches (window);
  drain_main_context ();
  g_assert_finalize_object (window);
}

static void
test_window_computer_answers (void)
{
  AkWindow *window = new_shown_window ();
  AkGame *game;
  AkGameNode *after_south;
  guint ticks;

  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 5, NULL, NULL);
  game = ak_window_get_game (window);
  g_assert_cmpuint (ak_window_get_player_level (window, AK_SOUTH), ==, 0);
  g_assert_cmpuint (ak_window_get_player_level (window, AK_NORTH), ==, 5);
  g_assert_false (ak_window_get_thinking (window));

  g_assert_cmpint (ak_game_play (game, first_legal_move (game), NULL), ==, AK_VERDICT_LEGAL);
  after_south = ak_game_get_current_node (game);

  /* The search runs in a thread: the move returns at once, North to
   * move, and the main loop keeps turning while the computer thinks. */
  g_assert_true (ak_window_get_thinking (window));
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_NORTH);
  ticks = wait_for_searches (window);
  g_test_message ("%u ticks while the computer thought", ticks);
  g_assert_cmpuint (ticks, >, 0);
  drain_main_context ();

  g_assert_false (ak_window_get_thinking (window));
  g_assert_true (ak_game_get_current_node (game) != after_south);
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);

  /* Undo takes back the computer's answer and the person's move both. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_true (ak_game_get_current_node (game) == ak_game_get_root (game));
  g_assert_false (ak_window_get_thinking (window));

  destroy_window (window);
}

static void
test_window_computer_waits_for_animation (void)
{
  AkWindow *window = new_shown_window ();
  AkBoardView *board = ak_window_get_board_view (window);
  AkGame *game;
  AkGameNode *after_south;

  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_SLOW);
  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 1, NULL, NULL);
  game = ak_window_get_game (window);

  g_assert_true (ak_board_view_activate_hole (board, first_legal_move (game)));
  after_south = ak_game_get_current_node (game);
  wait_for_searches (window);

  /* An answer that comes while South's seeds are still being sown waits
   * for the animation, and is played when it ends. */
  if (ak_board_view_get_animating (board))
    {
      g_test_message ("the answer waited for the animation");
      g_assert_true (ak_game_get_current_node (game) == after_south);
      g_assert_true (ak_window_get_thinking (window));
      ak_board_view_finish_animation (board);
    }

  g_assert_false (ak_window_get_thinking (window));
  g_assert_true (ak_game_get_current_node (game) != after_south);
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);

  ak_board_view_finish_animation (board);
  destroy_window (window);
}

static void
test_window_computer_stale (void)
{
  AkWindow *window = new_shown_window ();
  AkGame *game;

  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_1, 0, 5, "Ann", NULL);
  game = ak_window_get_game (window);
  g_assert_cmpint (ak_game_get_variant (game), ==, AK_VARIANT_ADJI_KUI_1);
  g_assert_cmpstr (ak_game_get_south_name (game), ==, "Ann");
  g_assert_cmpstr (ak_game_get_north_name (game), ==, "North");

  g_assert_cmpint (ak_game_play (game, first_legal_move (game), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_true (ak_window_get_thinking (window));

  /* Undo while North thinks: the answer, when it comes, is for a
   * position the game has left, and must not be played. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_false (ak_window_get_thinking (window));
  g_assert_true (ak_game_get_current_node (game) == ak_game_get_root (game));

  wait_for_searches (window);
  drain_main_context ();
  g_assert_true (ak_game_get_current_node (game) == ak_game_get_root (game));
  g_assert_false (ak_game_get_can_redo (game) && ak_game_get_can_undo (game));
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);

  /* A new game, and closing the window, stop the search the same way. */
  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 2, 0, NULL, NULL);
  g_assert_true (ak_window_get_thinking (window));
  destroy_window (window);
}

static guint
count_windows_of_type (GtkApplication *app,
                       GType           type)
{
  guint n = 0;

  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      n++;

  return n;
}

/* Dialogs are transient for a window but not added to the application,
 * so they are looked up among all toplevels. */
static GtkWindow *
find_toplevel_of_type (GType type)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      return l->data;

  return NULL;
}

static void
test_window_new_game_dialog (void)
{
  AkWindow *window = new_shown_window ();
  AkNewGameDialog *dialog;
  AkPlayerCard *south_card;
  AkPlayerCard *north_card;
  AkGame *game;

  g_assert_null (find_toplevel_of_type (AK_TYPE_NEW_GAME_DIALOG));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = AK_NEW_GAME_DIALOG (find_toplevel_of_type (AK_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));

  /* The defaults: Adji Kui II, a person against the computer at level 3. */
  g_assert_cmpint (ak_new_game_dialog_get_variant (dialog), ==, AK_VARIANT_ADJI_KUI_2);
  g_assert_cmpuint (ak_new_game_dialog_get_level (dialog, AK_SOUTH), ==, 0);
  g_assert_cmpuint (ak_new_game_dialog_get_level (dialog, AK_NORTH), ==, AK_WINDOW_DEFAULT_LEVEL);
  g_assert_cmpstr (ak_new_game_dialog_get_name (dialog, AK_SOUTH), ==, "South");
  g_assert_cmpstr (ak_new_game_dialog_get_name (dialog, AK_NORTH), ==, "North");

  /* Cancelling keeps the game. */
  game = ak_window_get_game (window);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_true (ak_window_get_game (window) == game);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = AK_NEW_GAME_DIALOG (find_toplevel_of_type (AK_TYPE_NEW_GAME_DIALOG));
  ak_new_game_dialog_set_variant (dialog, AK_VARIANT_ADJI_KUI_1);
  ak_new_game_dialog_set_level (dialog, AK_SOUTH, 4);
  ak_new_game_dialog_set_level (dialog, AK_NORTH, 0);
  ak_new_game_dialog_set_name (dialog, AK_SOUTH, "Deep Seed");
  ak_new_game_dialog_set_name (dialog, AK_NORTH, "Ama");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "start");
  gtk_window_destroy (GTK_WINDOW (dialog));

  game = ak_window_get_game (window);
  g_assert_cmpint (ak_game_get_variant (game), ==, AK_VARIANT_ADJI_KUI_1);
  g_assert_cmpstr (ak_game_get_south_name (game), ==, "Deep Seed");
  g_assert_cmpstr (ak_game_get_north_name (game), ==, "Ama");
  g_assert_cmpuint (ak_window_get_player_level (window, AK_SOUTH), ==, 4);
  g_assert_cmpuint (ak_window_get_player_level (window, AK_NORTH), ==, 0);

  /* The cards show who plays. */
  south_card = ak_window_get_player_card (window, AK_SOUTH);
  north_card = ak_window_get_player_card (window, AK_NORTH);
  g_assert_cmpstr (_ak_player_card_get_name_text (south_card), ==, "Deep Seed");
  g_assert_cmpstr (_ak_player_card_get_kind_text (south_card), ==, "Computer · level 4");
  g_assert_cmpstr (_ak_player_card_get_name_text (north_card), ==, "Ama");
  g_assert_cmpstr (_ak_player_card_get_kind_text (north_card), ==, "Person");

  /* South is the computer and has the first move: it plays it. */
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
  g_assert_true (ak_window_get_thinking (window));
  wait_for_searches (window);
  drain_main_context ();
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_NORTH);
  g_assert_true (ak_game_get_can_undo (game));
  g_assert_cmpstr (_ak_player_card_get_result_text (north_card), ==, "");

  /* The next dialog offers these choices again. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = AK_NEW_GAME_DIALOG (find_toplevel_of_type (AK_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpint (ak_new_game_dialog_get_variant (dialog), ==, AK_VARIANT_ADJI_KUI_1);
  g_assert_cmpuint (ak_new_game_dialog_get_level (dialog, AK_SOUTH), ==, 4);
  g_assert_cmpstr (ak_new_game_dialog_get_name (dialog, AK_NORTH), ==, "Ama");
  gtk_window_destroy (GTK_WINDOW (dialog));

  destroy_window (window);
}

static void
test_window_moves_panel (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(AkMoveItem) first = NULL;
  GtkListView *list_view;
  GListModel *model;
  GtkWidget *row;
  GtkWidget *label;
  AkGame *game;
  AkGameNode *last;

  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 0, NULL, NULL);
  game = ak_window_get_game (window);
  list_view = ak_moves_panel_get_list_view (ak_window_get_moves_panel (window));
  model = G_LIST_MODEL (gtk_list_view_get_model (list_view));
  g_assert_nonnull (model);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 0);

  /* One row per move. */
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (ak_game_play (game, first_legal_move (game), NULL), ==, AK_VERDICT_LEGAL);
  drain_main_context ();
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 3);
  last = ak_game_get_current_node (game);

  /* The rows are built from the history's items. */
  row = gtk_widget_get_first_child (GTK_WIDGET (list_view));
  g_assert_nonnull (row);
  label = gtk_widget_get_first_child (row);
  g_assert_true (GTK_IS_LABEL (label));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)), "1. "));

  /* Keeping the current move in sight leaves the keyboard on the board. */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) ==
                 GTK_WIDGET (ak_window_get_board_view (window)));

  /* Activating a row goes to its move. */
  first = g_list_model_get_item (model, 0);
  g_signal_emit_by_name (list_view, "activate", 0);
  g_assert_true (ak_game_get_current_node (game) == ak_move_item_get_node (first));
  g_assert_true (ak_move_item_get_is_current (first));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 3);

  /* The buttons' actions walk the list. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-last", NULL);
  g_assert_true (ak_game_get_current_node (game) == last);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-previous", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-previous", NULL);
  g_assert_true (ak_game_get_current_node (game) == ak_move_item_get_node (first));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-first", NULL);
  g_assert_true (ak_game_get_current_node (game) == ak_game_get_root (game));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-next", NULL);
  g_assert_true (ak_game_get_current_node (game) == ak_move_item_get_node (first));

  destroy_window (window);
}

static void
test_window_game_over (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(AkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;
  AkRules rules;

  /* Sowing e leaves eight seeds on the board: the game ends, 24 all. */
  ak_rules_init (&rules);
  game = ak_game_new_from_position_string (&rules, "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19", &error);
  g_assert_no_error (error);
  ak_window_set_game (window, game);
  g_assert_null (find_toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG));

  g_assert_cmpint (ak_game_play (game, 4, NULL), ==, AK_VERDICT_LEGAL);
  g_assert_true (ak_game_get_is_over (game));
  drain_main_context ();

  dialog = ADW_MESSAGE_DIALOG (find_toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Draw");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "24"));
  g_assert_cmpstr (_ak_player_card_get_result_text (ak_window_get_player_card (window, AK_SOUTH)),
                   ==, "Draw");
  g_assert_false (ak_window_get_thinking (window));

  /* Walking back to the end does not announce it again. */
  adw_message_dialog_response (dialog, "close");
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-first", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-last", NULL);
  drain_main_context ();
  g_assert_null (find_toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG));

  destroy_window (window);
}

/* Runs once the application's own activate handler has opened the window,
 * inside g_application_run (), so startup and shutdown both happen. */
static void
application_activated_cb (GApplication *app,
                          gboolean     *checked)
{
  g_auto(GStrv) accels = NULL;
  GtkWindow *window;
  GtkWindow *about;
  GList *windows;

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "quit"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "about"));

  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.quit");
  g_assert_nonnull (accels);
  g_assert_cmpstr (accels[0], ==, "<Control>q");

  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_true (AK_IS_WINDOW (window));
  wait_for_window_shown (window);

  /* The shortcuts window comes from the resources. */
  g_assert_nonnull (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));

  /* Activating again, as a second launch does, reuses the window. */
  g_signal_handlers_block_by_func (app, application_activated_cb, checked);
  g_application_activate (app);
  g_signal_handlers_unblock_by_func (app, application_activated_cb, checked);
  g_assert_true (gtk_application_get_active_window (GTK_APPLICATION (app)) == window);
  g_assert_cmpuint (count_windows_of_type (GTK_APPLICATION (app), AK_TYPE_WINDOW), ==, 1);

  g_assert_null (find_toplevel_of_type (ADW_TYPE_ABOUT_WINDOW));
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  about = find_toplevel_of_type (ADW_TYPE_ABOUT_WINDOW);
  g_assert_nonnull (about);
  g_assert_true (gtk_window_get_transient_for (about) == window);
  g_assert_cmpstr (adw_about_window_get_application_name (ADW_ABOUT_WINDOW (about)),
                   ==, "Adji Kui");
  g_assert_cmpstr (adw_about_window_get_version (ADW_ABOUT_WINDOW (about)), ==, PACKAGE_VERSION);
  g_assert_cmpint (adw_about_window_get_license_type (ADW_ABOUT_WINDOW (about)),
                   ==, GTK_LICENSE_GPL_3_0);
  gtk_window_destroy (about);

  /* GtkApplication leaves its windows alone when it quits, so they are
   * closed first: each holds a reference on the application. */
  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))) != NULL)
    gtk_window_destroy (windows->data);

  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  *checked = TRUE;
}

static void
test_application_run (void)
{
  AkApplication *app;
  gboolean checked = FALSE;
  int status;

  app = ak_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);

  g_assert_cmpstr (g_application_get_application_id (G_APPLICATION (app)), ==, APP_ID);
  g_assert_cmpstr (g_application_get_resource_base_path (G_APPLICATION (app)),
                   ==, "/io/github/adjikui/AdjiKui");

  g_signal_connect_after (app, "activate", G_CALLBACK (application_activated_cb), &checked);
  status = g_application_run (G_APPLICATION (app), 0, NULL);

  g_assert_cmpint (status, ==, 0);
  g_assert_true (checked);

  drain_main_context ();
  g_assert_finalize_object (app);
}

int
main (int   argc,
      char *argv[])
{
  /* gtk_test_init () cannot fail gracefully without a display: report the
   * whole program as skipped instead, as in a flatpak-builder sandbox. */
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ak/ui/window/new", test_window_new);
  g_test_add_func ("/ak/ui/window/settings", test_window_settings);
  g_test_add_func ("/ak/ui/window/computer-answers", test_window_computer_answers);
  g_test_add_func ("/ak/ui/window/computer-waits-for-animation",
                   test_window_computer_waits_for_animation);
  g_test_add_func ("/ak/ui/window/computer-stale", test_window_computer_stale);
  g_test_add_func ("/ak/ui/window/new-game-dialog", test_window_new_game_dialog);
  g_test_add_func ("/ak/ui/window/moves-panel", test_window_moves_panel);
  g_test_add_func ("/ak/ui/window/game-over", test_window_game_over);
  g_test_add_func ("/ak/ui/application/run", test_application_run);

  return g_test_run ();
}
