/* test-window.c — the main window: its size and settings, its menus,
 * new games, the computer's answers, the moves panel, a whole game and
 * the end of one, setting up a position, hints and rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-window"

#include "config.h"

#include "ui-test-setup.h"
#include "window-test-helpers.h"

#include <string.h>

static void
test_window_new (void)
{
  AkWindow *window;
  int width = 0;
  int height = 0;

  ui_test_reset_all_settings ();

  window = g_object_ref (ak_window_new (NULL));

  g_assert_true (AK_IS_WINDOW (window));
  g_assert_true (ADW_IS_APPLICATION_WINDOW (window));
  g_assert_null (gtk_window_get_application (GTK_WINDOW (window)));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Adji Kui");

  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 960);
  g_assert_cmpint (height, ==, 640);

  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
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

  ui_test_reset_all_settings ();

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

  ui_test_reset_all_settings ();
}

/* Every number the settings keep has a range, so that a value set by hand
 * (dconf-editor, gsettings) cannot be absurd. */
static void
test_window_settings_ranges (void)
{
  g_autoptr(GSettings) settings = g_settings_new (SETTINGS_SCHEMA_ID);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) width = NULL;
  g_autoptr(GVariant) zero = NULL;
  g_auto(GStrv) keys = NULL;
  guint n_numbers = 0;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, keys[i]);
      const GVariantType *type = g_settings_schema_key_get_value_type (key);
      g_autoptr(GVariant) range = NULL;
      g_autoptr(GVariant) value = NULL;
      const char *kind;

      if (!g_variant_type_equal (type, G_VARIANT_TYPE_INT32) &&
          !g_variant_type_equal (type, G_VARIANT_TYPE_UINT32) &&
          !g_variant_type_equal (type, G_VARIANT_TYPE_DOUBLE))
        continue;
      n_numbers++;
      range = g_settings_schema_key_get_range (key);
      g_variant_get (range, "(&sv)", &kind, NULL);
      g_test_message ("%s: %s", keys[i], kind);
      g_assert_cmpstr (kind, ==, "range");
      value = g_settings_schema_key_get_default_value (key);
      g_assert_true (g_settings_schema_key_range_check (key, value));
    }
  g_assert_cmpuint (n_numbers, >=, 3);

  /* The window's size is one of them. */
  width = g_settings_schema_get_key (schema, "window-width");
  zero = g_variant_ref_sink (g_variant_new_int32 (0));
  g_assert_false (g_settings_schema_key_range_check (width, zero));
}

static gboolean
tick_cb (gpointer user_data)
{
  guint *ticks = user_data;

  (*ticks)++;
  return G_SOURCE_CONTINUE;
}

/* Spins the main context until the computer of @window no longer
 * thinks; returns how many times a 1 ms timeout ran meanwhile. */
static guint
wait_for_searches (AkWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 4 * WAIT_TIMEOUT_US;
  guint ticks = 0;
  guint tick_id;

  tick_id = g_timeout_add (1, tick_cb, &ticks);
  while (ak_window_get_thinking (window))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (tick_id);

  return ticks;
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

  g_assert_true (ak_table_play (ak_window_get_table (window), first_legal_move (game), NULL));
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

  ui_test_destroy_window (window);
}

static void
test_window_computer_waits_for_animation (void)
{
  AkWindow *window = new_shown_window ();
  AkBoardView *board = ak_window_get_board_view (window);
  AkGame *game;
  gint64 deadline;

  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_SLOW);
  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 1, NULL, NULL);
  game = ak_window_get_game (window);

  /* While South's seeds are being sown, the move is not played yet, and
   * the computer does not think: its answer comes after the sowing. */
  g_assert_true (ak_board_view_activate_hole (board, first_legal_move (game)));
  g_assert_true (ak_board_view_get_animating (board));
  g_assert_true (ak_game_get_current_node (game) == ak_game_get_root (game));
  g_assert_false (ak_window_get_thinking (window));

  ak_board_view_finish_animation (board);
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_NORTH);
  g_assert_true (ak_window_get_thinking (window));
  wait_for_searches (window);

  /* The answer is sown in turn, and played when it has been. */
  deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  while (ak_board_view_get_animating (board))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_false (ak_window_get_thinking (window));
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
  g_assert_cmpuint (g_list_model_get_n_items (ak_game_get_history (game)), ==, 2);

  ui_test_destroy_window (window);
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
  g_assert_null (ak_game_get_north_name (game));

  g_assert_true (ak_table_play (ak_window_get_table (window), first_legal_move (game), NULL));
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
  ui_test_destroy_window (window);
}

/* New Game, giving up the game in progress when asked: a game with moves
 * that was never saved is asked about first. */
static void
new_game_discarding (AkWindow *window)
{
  AdwAlertDialog *question;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  question = find_save_changes_dialog ();
  if (question != NULL)
    ui_test_alert_respond (question, "discard");
}

/* Starting from the dialog leaves the keyboard on the board, once the
 * dialog has gone too, so that the letters play at once; and Enter
 * starts, as the focus is on Start. */
static void
test_window_new_game_focus (void)
{
  AkWindow *window = new_shown_window ();
  AkBoardView *board = ak_window_get_board_view (window);
  GtkWidget *moves = GTK_WIDGET (ak_window_get_moves_panel (window));
  AkNewGameDialog *dialog;
  GtkWidget *focus;
  GtkWidget *start;
  gint64 deadline;

  g_assert_true (gtk_widget_child_focus (moves, GTK_DIR_TAB_FORWARD));
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, moves));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = AK_NEW_GAME_DIALOG (ui_test_find_dialog_of_type (AK_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  start = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), AK_TYPE_NEW_GAME_DIALOG,
                                                     "start_button"));
  g_assert_true (adw_dialog_get_focus (ADW_DIALOG (dialog)) == start);

  g_signal_emit_by_name (start, "clicked");
  deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  while (ui_test_find_dialog_of_type (AK_TYPE_NEW_GAME_DIALOG) != NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
    }
  drain_main_context ();

  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (board)));
  ui_test_destroy_window (window);
}

/* In a window as narrow as a phone the dialog is a bottom sheet, and the
 * keyboard starts on Start there too: Enter starts the game as set up,
 * it does not cancel. */
static void
test_window_new_game_focus_narrow (void)
{
  AkWindow *window;
  AkNewGameDialog *dialog;
  GtkWidget *start;
  GtkWidget *focus = NULL;
  gint64 deadline;

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 380, 720);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  while (gtk_widget_get_width (GTK_WIDGET (window)) > 400 || gtk_widget_get_width (GTK_WIDGET (window)) == 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
    }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = AK_NEW_GAME_DIALOG (ui_test_find_dialog_of_type (AK_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  start = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), AK_TYPE_NEW_GAME_DIALOG,
                                                     "start_button"));

  /* Once the sheet has the keyboard, it is on Start, and stays there. */
  deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  while (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (dialog)))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      focus = gtk_window_get_focus (GTK_WINDOW (window));
    }
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (dialog), "bottom-sheet"));
  drain_main_context ();
  g_usleep (300 * 1000);
  drain_main_context ();
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == start);
  g_assert_true (adw_dialog_get_focus (ADW_DIALOG (dialog)) == start);

  adw_dialog_force_close (ADW_DIALOG (dialog));
  drain_main_context ();
  ui_test_destroy_window (window);
}

static void
test_window_new_game_dialog (void)
{
  AkWindow *window = new_shown_window ();
  AkNewGameDialog *dialog;
  AkPlayerCard *south_card;
  AkPlayerCard *north_card;
  AkGame *game;

  g_assert_null (ui_test_find_dialog_of_type (AK_TYPE_NEW_GAME_DIALOG));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = AK_NEW_GAME_DIALOG (ui_test_find_dialog_of_type (AK_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_root (GTK_WIDGET (dialog)) == GTK_ROOT (window));

  /* The defaults: Adji Kui II, a person against the computer at level 3. */
  g_assert_cmpint (ak_new_game_dialog_get_variant (dialog), ==, AK_VARIANT_ADJI_KUI_2);
  g_assert_cmpuint (ak_new_game_dialog_get_level (dialog, AK_SOUTH), ==, 0);
  g_assert_cmpuint (ak_new_game_dialog_get_level (dialog, AK_NORTH), ==, AK_WINDOW_DEFAULT_LEVEL);
  g_assert_cmpstr (ak_new_game_dialog_get_name (dialog, AK_SOUTH), ==, "South");
  g_assert_cmpstr (ak_new_game_dialog_get_name (dialog, AK_NORTH), ==, "North");

  /* Cancelling keeps the game. */
  game = ak_window_get_game (window);
  ak_new_game_dialog_response (dialog, "cancel");
  adw_dialog_force_close (ADW_DIALOG (dialog));
  g_assert_true (ak_window_get_game (window) == game);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = AK_NEW_GAME_DIALOG (ui_test_find_dialog_of_type (AK_TYPE_NEW_GAME_DIALOG));
  ak_new_game_dialog_set_variant (dialog, AK_VARIANT_ADJI_KUI_1);
  ak_new_game_dialog_set_level (dialog, AK_SOUTH, 4);
  ak_new_game_dialog_set_level (dialog, AK_NORTH, 0);
  ak_new_game_dialog_set_name (dialog, AK_SOUTH, "Deep Seed");
  ak_new_game_dialog_set_name (dialog, AK_NORTH, "Ama");
  ak_new_game_dialog_response (dialog, "start");
  adw_dialog_force_close (ADW_DIALOG (dialog));

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

  /* The next dialog offers these choices again, once the game in
   * progress is given up. */
  g_assert_nonnull (({ gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
                       find_save_changes_dialog (); }));
  adw_dialog_force_close (ADW_DIALOG (find_save_changes_dialog ()));
  new_game_discarding (window);
  dialog = AK_NEW_GAME_DIALOG (ui_test_find_dialog_of_type (AK_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpint (ak_new_game_dialog_get_variant (dialog), ==, AK_VARIANT_ADJI_KUI_1);
  g_assert_cmpuint (ak_new_game_dialog_get_level (dialog, AK_SOUTH), ==, 4);
  g_assert_cmpstr (ak_new_game_dialog_get_name (dialog, AK_NORTH), ==, "Ama");
  adw_dialog_force_close (ADW_DIALOG (dialog));

  ui_test_destroy_window (window);
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

  /* A line per move number, South's move and North's: three plies fill
   * one and start the next. */
  for (guint i = 0; i < 3; i++)
    g_assert_true (ak_table_play (ak_window_get_table (window), first_legal_move (game), NULL));
  drain_main_context ();
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 2);
  last = ak_game_get_current_node (game);

  /* The rows are built from the history's lines. */
  row = gtk_widget_get_first_child (GTK_WIDGET (list_view));
  g_assert_nonnull (row);
  label = GTK_WIDGET (_ak_moves_panel_get_row_label (ak_window_get_moves_panel (window),
                                                     last->parent->parent));
  g_assert_true (GTK_IS_LABEL (label));
  g_assert_true (gtk_widget_is_ancestor (label, row));

  /* Keeping the current move in sight leaves the keyboard on the board. */
  g_assert_true (gtk_widget_get_parent (gtk_window_get_focus (GTK_WINDOW (window))) ==
                 GTK_WIDGET (ak_window_get_board_view (window)));

  /* Activating a row goes to its first move. */
  first = g_list_model_get_item (ak_game_get_history (game), 0);
  g_signal_emit_by_name (list_view, "activate", 0);
  g_assert_true (ak_game_get_current_node (game) == ak_move_item_get_node (first));
  g_assert_true (ak_move_item_get_is_current (first));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 2);

  /* A click on a move goes to it, and the keyboard goes back to the
   * board, so that the letters play on. */
  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (label);
    GtkGesture *click = NULL;

    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_GESTURE_CLICK (controller) &&
            gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == GDK_BUTTON_PRIMARY)
          click = GTK_GESTURE (controller);
      }
    g_assert_nonnull (click);
    gtk_widget_grab_focus (GTK_WIDGET (list_view));
    g_assert_false (gtk_widget_get_parent (gtk_window_get_focus (GTK_WINDOW (window))) ==
                    GTK_WIDGET (ak_window_get_board_view (window)));
    g_signal_emit_by_name (click, "pressed", 1, 2.0, 2.0);
    g_assert_true (ak_game_get_current_node (game) == last->parent->parent);
    g_assert_true (gtk_widget_get_parent (gtk_window_get_focus (GTK_WINDOW (window))) ==
                   GTK_WIDGET (ak_window_get_board_view (window)));
  }

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

  /* A long game shown anew (opened, pasted, resumed) has its last move
   * in sight, where its cursor is. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-last", NULL);
  for (guint i = 0; i < 60 && !ak_game_get_is_over (game); i++)
    g_assert_true (ak_table_play (ak_window_get_table (window), first_legal_move (game), NULL));
  {
    g_autoptr(AkGameRecord) record = ak_game_dup_record (game);
    g_autoptr(AkGame) again = ak_game_new_from_record (record);
    GtkWidget *panel = GTK_WIDGET (ak_window_get_moves_panel (window));
    GtkLabel *current;
    graphene_rect_t bounds;

    g_assert_cmpuint (g_list_model_get_n_items (ak_game_get_history (again)), >, 40);
    ak_window_set_game (window, again);
    for (guint i = 0; i < 20; i++)
      {
        drain_main_context ();
        g_usleep (2000);
      }
    current = _ak_moves_panel_get_row_label (ak_window_get_moves_panel (window),
                                             ak_game_get_current_node (again));
    g_assert_nonnull (current);
    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (current), panel, &bounds));
    g_assert_cmpfloat (bounds.origin.y, >=, 0);
    g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (panel));
  }

  ui_test_destroy_window (window);
}

static void
test_window_game_over (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(AkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  AkGameOverDialog *dialog;
  AkRules rules;

  /* Sowing e leaves eight seeds on the board: the game ends, 24 all. */
  ak_rules_init (&rules);
  game = ak_game_new_from_position_string (&rules, "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19", &error);
  g_assert_no_error (error);
  ak_window_set_game (window, game);
  g_assert_null (find_game_over ());
  /* While the game goes on, a card counts its player's captures... */
  g_assert_cmpstr (_ak_player_card_get_seeds_text (ak_window_get_player_card (window, AK_SOUTH)),
                   ==, "19");

  g_assert_true (ak_table_play (ak_window_get_table (window), 4, NULL));
  g_assert_true (ak_game_get_is_over (game));
  drain_main_context ();

  dialog = find_game_over ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (_ak_game_over_dialog_get_text (dialog, "heading"), ==, "A Draw");
  g_assert_cmpstr (_ak_game_over_dialog_get_text (dialog, "south-total"), ==, "24");
  g_assert_cmpstr (_ak_game_over_dialog_get_text (dialog, "north-total"), ==, "24");
  g_assert_cmpstr (_ak_player_card_get_result_text (ak_window_get_player_card (window, AK_SOUTH)),
                   ==, "Draw");
  /* ...and at the end the seeds the division gives it, as its store. */
  g_assert_cmpstr (_ak_player_card_get_seeds_text (ak_window_get_player_card (window, AK_SOUTH)),
                   ==, "24");
  g_assert_cmpstr (_ak_player_card_get_seeds_text (ak_window_get_player_card (window, AK_NORTH)),
                   ==, "24");
  g_assert_false (ak_window_get_thinking (window));

  /* Walking back to the end does not announce it again. */
  ui_test_dialog_close (ADW_DIALOG (dialog));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-first", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-last", NULL);
  drain_main_context ();
  g_assert_null (find_game_over ());

  ui_test_destroy_window (window);
}

/* -------------------------------------------------------------------------
 * Playing through the board's holes, matches, and the study tools
 */

static void
assert_division_is_whole (AkGame *game)
{
  guint totals[2];

  ak_position_division (ak_game_get_position (game), totals);
  g_assert_cmpuint (totals[AK_SOUTH] + totals[AK_NORTH], ==, AK_N_SEEDS);
}

/* A whole game of two people, every move through a hole's widget as
 * Enter gives it, undo and redo through the window's actions now and
 * then, a forced pass played by the window, to the summary at the end. */
static void
test_window_full_game (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261129);
  AkGameOverDialog *dialog;
  AkGame *game = ak_window_get_game (window);
  guint plies = 0;
  guint passes = 0;

  while (!ak_game_get_is_over (game))
    {
      const AkPosition *pos = ak_game_get_position (game);
      int move;

      g_assert_cmpuint (plies, <, 5000);
      g_assert_cmpuint (ak_position_total (pos), ==, AK_N_SEEDS);

      /* A player with no move passes without being asked. */
      if (ak_position_status (pos, ak_game_get_rules (game)) == AK_STATUS_PASS)
        {
          guint before = g_list_model_get_n_items (ak_game_get_history (game));

          drain_main_context ();
          g_assert_cmpuint (g_list_model_get_n_items (ak_game_get_history (game)), >, before);
          passes++;
          plies++;
          continue;
        }

      move = random_legal_move (game, rand);
      press_hole (window, move);
      plies++;

      if (plies % 17 == 0)
        {
          AkPosition after = *ak_game_get_position (game);

          gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
          g_assert_false (ak_position_equal (&after, ak_game_get_position (game)));
          gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
          g_assert_true (ak_position_equal (&after, ak_game_get_position (game)));
        }
    }
  drain_main_context ();
  g_test_message ("a game of %u plies with %u passes, ended by %s", plies, passes,
                  ak_game_get_result (game));
  assert_division_is_whole (game);

  dialog = find_game_over ();
  g_assert_nonnull (dialog);
  g_assert_true (g_str_has_suffix (_ak_game_over_dialog_get_text (dialog, "heading"), " Wins") ||
                 g_str_equal (_ak_game_over_dialog_get_text (dialog, "heading"), "A Draw"));

  /* The summary offers the next game. */
  ui_test_dialog_click (ADW_DIALOG (dialog), "new-game");
  drain_main_context ();
  g_assert_nonnull (ui_test_find_dialog_of_type (AK_TYPE_NEW_GAME_DIALOG));
  adw_dialog_force_close (ui_test_find_dialog_of_type (AK_TYPE_NEW_GAME_DIALOG));

  ui_test_destroy_window (window);
}

/* Two people may end a game by dividing the seeds; a computer does not
 * agree. */
static void
test_window_divide_seeds (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);
  AdwAlertDialog *dialog;
  AkGameOverDialog *game_over;
  AkGame *game = ak_window_get_game (window);
  guint totals[2];

  for (int i = 0; i < 6; i++)
    press_hole (window, random_legal_move (game, rand));
  ak_position_division (ak_game_get_position (game), totals);

  /* With the computer on one side, nothing is offered. */
  ak_window_set_player_level (window, AK_NORTH, 2);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.divide-seeds", NULL);
  drain_main_context ();
  g_assert_null (ui_test_find_alert_dialog ());
  ak_window_set_player_level (window, AK_NORTH, 0);
  wait_for_searches (window);

  /* Cancelled, the game goes on. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.divide-seeds", NULL);
  dialog = ui_test_find_alert_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_alert_dialog_get_heading (dialog), ==, "Divide the Seeds?");
  ui_test_alert_respond (dialog, "cancel");
  g_assert_false (ak_game_get_is_over (game));

  /* Agreed: the game ends by agreement with that division. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.divide-seeds", NULL);
  dialog = ui_test_find_alert_dialog ();
  g_assert_nonnull (dialog);
  ui_test_alert_respond (dialog, "divide");
  g_assert_true (ak_game_get_is_over (game));
  g_assert_cmpint (ak_game_get_termination (game), ==, AK_TERMINATION_AGREEMENT);
  {
    g_autofree char *result = g_strdup_printf ("%u-%u", totals[AK_SOUTH], totals[AK_NORTH]);

    g_assert_cmpstr (ak_game_get_result (game), ==, result);
  }
  drain_main_context ();
  game_over = find_game_over ();
  g_assert_nonnull (game_over);
  g_assert_cmpstr (_ak_game_over_dialog_get_text (game_over, "reason"), ==,
                   "The players agreed to divide the seeds.");
  adw_dialog_force_close (ADW_DIALOG (game_over));

  ui_test_destroy_window (window);
}

/* Set Up Position: the editor opens on the board's position, and the
 * position chosen there becomes a study for people on both sides. */
static void
test_window_set_up_position (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(GError) error = NULL;
  AkPositionEditor *editor;
  AkPosition pos;

  ak_window_set_player_level (window, AK_NORTH, 3);
  /* Opened from elsewhere than the board, say the moves list. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (ak_window_get_moves_panel (window)),
                                         GTK_DIR_TAB_FORWARD));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.set-up-position", NULL);
  editor = AK_POSITION_EDITOR (ui_test_find_dialog_of_type (AK_TYPE_POSITION_EDITOR));
  g_assert_nonnull (editor);
  g_assert_true (ak_position_equal (ak_position_editor_get_position (editor),
                                    ak_game_get_position (ak_window_get_game (window))));

  g_assert_true (ak_position_parse (&pos, "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19", &error));
  g_assert_no_error (error);
  ak_position_editor_set_position (editor, &pos);
  g_assert_true (ak_position_editor_get_valid (editor));
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.start-study", NULL);
  drain_main_context ();

  g_assert_true (ak_position_equal (ak_game_get_position (ak_window_get_game (window)), &pos));
  g_assert_cmpuint (ak_window_get_player_level (window, AK_NORTH), ==, 0);
  g_assert_null (ui_test_find_dialog_of_type (AK_TYPE_POSITION_EDITOR));
  /* The keyboard is on the board for the first move. */
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)),
                                         GTK_WIDGET (ak_window_get_board_view (window))));

  ui_test_destroy_window (window);
}

/* The hint marks a playable hole; F1's action shows the rules. */
static void
test_window_hint_and_rules (void)
{
  AkWindow *window = new_shown_window ();
  AkBoardView *board = ak_window_get_board_view (window);
  AkGame *game = ak_window_get_game (window);
  gint64 deadline;
  int hint;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  while (ak_board_view_get_hint (board) < 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  hint = ak_board_view_get_hint (board);
  g_assert_cmpint (ak_game_check_move (game, hint), ==, AK_VERDICT_LEGAL);
  /* The toast says what the move is worth: from the start, an estimate. */
  {
    g_autofree char *said = g_strdup_printf ("Hint: sow %c — about ", ak_hole_to_char (hint));
    const char *title = _ak_window_get_toast_title (window);

    g_assert_nonnull (title);
    g_assert_true (g_str_has_prefix (title, said));
    g_assert_true (g_str_has_suffix (title, " for South"));
    g_assert_nonnull (strchr (title, '.'));
  }

  /* It is for one position: a move takes it away. */
  press_hole (window, hint);
  g_assert_cmpint (ak_board_view_get_hint (board), ==, -1);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", NULL);
  g_assert_cmpstr (_ak_window_get_side_page (window), ==, "rules");

  ui_test_destroy_window (window);
}

/* Adds the mnemonic of every item of @model, its sections' included but
 * not its submenus', to @seen, failing on one that is there already. */
static void
collect_mnemonics (GMenuModel *model,
                   GHashTable *seen)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *label = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      if (section != NULL)
        collect_mnemonics (section, seen);
      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        {
          const char *mark = strchr (label, '_');
          gunichar key;

          if (mark == NULL)
            continue;
          key = g_unichar_tolower (g_utf8_get_char (mark + 1));
          g_test_message ("%s: U+%04X", label, key);
          g_assert_false (g_hash_table_contains (seen, GUINT_TO_POINTER (key)));
          g_hash_table_add (seen, GUINT_TO_POINTER (key));
        }
    }
}

/* The players' names: the line under the board uses them, as the cards
 * do; a player with none is kept with none, and shown and written as the
 * side in the reader's language, never as an English word kept in the
 * file. */
static void
test_window_player_names (void)
{
  AkWindow *window = new_shown_window ();
  GtkLabel *status = _ak_window_get_status_label (window);
  g_autoptr(AkGameRecord) record = NULL;
  g_autofree char *text = NULL;

  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 0, "Ana", "Kofi");
  drain_main_context ();
  g_test_message ("%s", gtk_label_get_label (status));
  g_assert_cmpstr (gtk_label_get_label (status), ==, "Ana to move · Ana 0 · Kofi 0");

  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 0, NULL, "North");
  drain_main_context ();
  g_assert_null (ak_game_get_south_name (ak_window_get_game (window)));
  g_assert_null (ak_game_get_north_name (ak_window_get_game (window)));
  g_assert_cmpstr (gtk_label_get_label (status), ==, "South to move · South 0 · North 0");
  record = ak_game_dup_record (ak_window_get_game (window));
  text = ak_notation_write_game (record);
  g_assert_nonnull (strstr (text, "[South \"?\"]"));
  g_assert_nonnull (strstr (text, "[North \"?\"]"));

  ui_test_destroy_window (window);
}

/* How many entries @model shows at its top level: its sections' items,
 * a submenu counting as one. */
static guint
count_entries (GMenuModel *model)
{
  guint n = 0;

  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      n += section != NULL ? count_entries (section) : 1;
    }
  return n;
}

/* Whether @model, its sections and submenus included, offers @action. */
static gboolean
menu_offers (GMenuModel *model,
             const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (model, i, G_MENU_LINK_SUBMENU);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action))
        return TRUE;
      if ((section != NULL && menu_offers (section, action)) ||
          (submenu != NULL && menu_offers (submenu, action)))
        return TRUE;
    }
  return FALSE;
}

/* The main menu is short, as GNOME's primary menus are: the game's
 * commands are in a menu of their own.  Between them, every command is
 * still offered, and every item of a menu has a key of its own. */
static void
test_window_menus (void)
{
  AkWindow *window = new_shown_window ();
  GtkWidget *main_button = ui_test_find_named (GTK_WIDGET (window), "main-menu");
  GtkWidget *game_button = ui_test_find_named (GTK_WIDGET (window), "game-menu");
  const char *game_actions[] = {
    "win.new-game", "win.divide-seeds", "win.south-player", "win.north-player",
    "win.move-now", "win.pause-computer", "win.step-computer", "win.watch-computer",
    "win.go-live", "win.flip-board", "win.copy-position", "win.paste", "win.set-up-position",
    "win.review-game",
  };
  const char *main_actions[] = {
    "win.open", "win.save", "win.save-as", "win.export-image", "win.welcome", "win.how-to-play",
    "win.show-rules", "win.preferences", "win.show-shortcuts", "app.about", "app.quit",
  };
  GMenuModel *main_menu;
  GMenuModel *game_menu;

  g_assert_nonnull (main_button);
  g_assert_true (gtk_menu_button_get_primary (GTK_MENU_BUTTON (main_button)));
  main_menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (main_button));
  g_assert_nonnull (main_menu);
  g_test_message ("the main menu shows %u entries", count_entries (main_menu));
  g_assert_cmpuint (count_entries (main_menu), <=, 10);

  g_assert_nonnull (game_button);
  g_assert_true (gtk_widget_get_visible (game_button));
  g_assert_nonnull (gtk_widget_get_tooltip_text (game_button));
  game_menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (game_button));
  g_assert_nonnull (game_menu);
  for (guint i = 0; i < G_N_ELEMENTS (game_actions); i++)
    g_assert_true (menu_offers (game_menu, game_actions[i]));
  for (guint i = 0; i < G_N_ELEMENTS (main_actions); i++)
    g_assert_true (menu_offers (main_menu, main_actions[i]));

  {
    g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

    collect_mnemonics (main_menu, seen);
    g_assert_cmpuint (g_hash_table_size (seen), >=, 8);
  }
  {
    g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

    collect_mnemonics (game_menu, seen);
    g_assert_cmpuint (g_hash_table_size (seen), >=, 10);
  }

  ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/window/new", test_window_new);
  g_test_add_func ("/ak/ui/window/settings", test_window_settings);
  g_test_add_func ("/ak/ui/window/settings-ranges", test_window_settings_ranges);
  g_test_add_func ("/ak/ui/window/menus", test_window_menus);
  g_test_add_func ("/ak/ui/window/player-names", test_window_player_names);
  g_test_add_func ("/ak/ui/window/computer-answers", test_window_computer_answers);
  g_test_add_func ("/ak/ui/window/computer-waits-for-animation",
                   test_window_computer_waits_for_animation);
  g_test_add_func ("/ak/ui/window/computer-stale", test_window_computer_stale);
  g_test_add_func ("/ak/ui/window/new-game-dialog", test_window_new_game_dialog);
  g_test_add_func ("/ak/ui/window/new-game-focus", test_window_new_game_focus);
  g_test_add_func ("/ak/ui/window/new-game-focus-narrow", test_window_new_game_focus_narrow);
  g_test_add_func ("/ak/ui/window/moves-panel", test_window_moves_panel);
  g_test_add_func ("/ak/ui/window/game-over", test_window_game_over);
  g_test_add_func ("/ak/ui/window/full-game", test_window_full_game);
  g_test_add_func ("/ak/ui/window/set-up-position", test_window_set_up_position);
  g_test_add_func ("/ak/ui/window/divide-seeds", test_window_divide_seeds);
  g_test_add_func ("/ak/ui/window/hint-and-rules", test_window_hint_and_rules);

  return ui_test_run ();
}
