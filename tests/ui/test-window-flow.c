/* test-window-flow.c — the flow of play as a player sees it: results shown
 * when the seeds have fallen, moves given during an animation, looking
 * back without replaying, the computer waiting, the end of a match game,
 * who plays, and unsaved work asked about
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-window-flow"

#include "config.h"

#include "ui-test-setup.h"

#include <string.h>

#include "ak-application.h"
#include "ak-file.h"
#include "ak-game-over-dialog.h"
#include "ak-new-game-dialog.h"
#include "ak-player-card.h"
#include "ak-player-card-private.h"
#include "ak-position-editor.h"
#include "ak-window.h"
#include "ak-window-private.h"
#include "ak-board-view-private.h"

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"
#define WAIT_TIMEOUT_US    (10 * G_USEC_PER_SEC)

static AkWindow *
new_shown_window (AkAnimationSpeed speed)
{
  AkWindow *window;

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  ak_board_view_set_animation_speed (ak_window_get_board_view (window), speed);
  return window;
}

static gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
spin (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
wait_while_thinking (AkWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  while (ak_window_get_thinking (window) ||
         ak_board_view_get_animating (ak_window_get_board_view (window)))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  drain_main_context ();
}

static guint
count_nodes (AkGameNode *node)
{
  guint n = 1;

  if (node->children != NULL)
    for (guint i = 0; i < node->children->len; i++)
      n += count_nodes (g_ptr_array_index (node->children, i));
  return n;
}

static int
first_legal_move (AkGame *game)
{
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      return hole;
  g_assert_not_reached ();
}

/* The summary and the toast of the move that ends a game come when its
 * seeds have been sown, not when it is chosen. */
static void
test_results_after_the_animation (void)
{
  AkWindow *window = new_shown_window (AK_ANIMATION_SPEED_SLOW);
  AkBoardView *board = ak_window_get_board_view (window);
  g_autoptr(AkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *history;
  AkRules rules;
  guint toasts;

  /* Sowing e leaves eight seeds or fewer on the board: the game ends. */
  ak_rules_init (&rules);
  game = ak_game_new_from_position_string (&rules, "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19", &error);
  g_assert_no_error (error);
  ak_window_set_game (window, game);
  history = ak_game_get_history (game);
  toasts = _ak_window_get_n_toasts (window);

  g_assert_true (ak_board_view_activate_hole (board, 4));
  g_assert_true (ak_board_view_get_animating (board));
  /* While the seeds travel: the game, the moves, the totals and the end
   * are still to come. */
  spin (100);
  g_assert_true (ak_board_view_get_animating (board));
  g_assert_false (ak_game_get_is_over (game));
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 0);
  g_assert_null (ui_test_find_dialog_of_type (AK_TYPE_GAME_OVER_DIALOG));
  g_assert_cmpuint (_ak_window_get_n_toasts (window), ==, toasts);
  g_assert_true (g_str_has_prefix (gtk_label_get_label (_ak_window_get_status_label (window)),
                                   "South sows…"));

  wait_while_thinking (window);
  g_assert_true (g_str_has_prefix (gtk_label_get_label (_ak_window_get_status_label (window)),
                                   "Game over"));
  g_assert_true (ak_game_get_is_over (game));
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 1);
  g_assert_nonnull (ui_test_find_dialog_of_type (AK_TYPE_GAME_OVER_DIALOG));

  ui_test_destroy_window (window);
}

/* A move given while the last one is still being sown is not lost: the
 * animation finishes and the move is played. */
static void
test_move_during_animation (void)
{
  AkWindow *window = new_shown_window (AK_ANIMATION_SPEED_SLOW);
  AkBoardView *board = ak_window_get_board_view (window);
  g_autoptr(AkGame) scratch = NULL;
  AkGame *game = ak_window_get_game (window);
  AkRules rules;
  AkPosition start;
  int reply;

  /* North's answer, worked out on a copy. */
  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  scratch = ak_game_new (&rules, &start);
  g_assert_cmpint (ak_game_play (scratch, 0, NULL), ==, AK_VERDICT_LEGAL);
  reply = first_legal_move (scratch);

  g_assert_true (ak_board_view_activate_hole (board, 0));
  g_assert_true (ak_board_view_get_animating (board));
  g_assert_true (ak_board_view_activate_hole (board, reply));
  wait_while_thinking (window);
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, 3);
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);

  ui_test_destroy_window (window);
}

/* Walking through the moves shows each position at once: nothing is
 * sown again, nothing announced again, and the computer does not play
 * where it is to move. */
static void
test_looking_back (void)
{
  AkWindow *window = new_shown_window (AK_ANIMATION_SPEED_INSTANT);
  AkBoardView *board = ak_window_get_board_view (window);
  AkTable *table = ak_window_get_table (window);
  AkGame *game;
  guint nodes;
  guint toasts;

  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 1, NULL, NULL);
  game = ak_window_get_game (window);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (ak_table_play (table, first_legal_move (game), NULL));
      wait_while_thinking (window);
    }
  nodes = count_nodes (ak_game_get_root (game));
  g_assert_cmpuint (nodes, ==, 7);

  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_SLOW);
  toasts = _ak_window_get_n_toasts (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-previous", NULL);
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_NORTH);
  g_assert_false (ak_board_view_get_animating (board));
  g_assert_false (ak_window_get_thinking (window));
  g_assert_nonnull (strstr (gtk_label_get_label (_ak_window_get_status_label (window)),
                            "Looking back"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-first", NULL);
  for (guint i = 0; i < 5; i++)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.go-next", NULL);
      g_assert_false (ak_board_view_get_animating (board));
    }
  spin (300);
  g_assert_false (ak_window_get_thinking (window));
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, nodes);
  g_assert_cmpuint (_ak_window_get_n_toasts (window), ==, toasts);

  /* Back where play stands, the person is to move. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-live", NULL);
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
  g_assert_false (ak_window_get_thinking (window));

  ui_test_destroy_window (window);
}

/* A hole that captures in @game's position, or else the first legal one. */
static int
capturing_move (AkGame *game)
{
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      AkPosition after = *ak_game_get_position (game);
      AkMoveInfo info;

      if (ak_position_play (&after, ak_game_get_rules (game), hole, &info) == AK_VERDICT_LEGAL &&
          info.captured > 0)
        return hole;
    }
  return first_legal_move (game);
}

/* The cards count @pos: each player's store, holes and bank, and who is
 * to move; the line under the board counts its stores. */
static void
assert_cards_show (AkWindow         *window,
                   const AkPosition *pos)
{
  const char *status = gtk_label_get_label (_ak_window_get_status_label (window));

  g_test_message ("status: %s", status);
  g_assert_nonnull (strstr (status, pos->side == AK_SOUTH ? "Ana to move" : "Kofi to move"));
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      AkPlayerCard *card = ak_window_get_player_card (window, side);
      g_autofree char *store = g_strdup_printf ("%u", pos->stores[side]);
      g_autofree char *holes = g_strdup_printf ("%u", ak_position_holes_owned (pos, side));
      g_autofree char *count = g_strdup_printf ("%s %u", side == AK_SOUTH ? "Ana" : "Kofi",
                                                pos->stores[side]);

      g_assert_cmpstr (_ak_player_card_get_seeds_text (card), ==, store);
      g_assert_cmpstr (_ak_player_card_get_holes_text (card), ==, holes);
      g_assert_cmpint (_ak_player_card_get_to_move (card), ==, pos->side == side);
      g_assert_nonnull (strstr (status, count));
    }
}

/* Walking back through the moves, the cards and the line under the board
 * count the position shown and say whose move it is there, and the line
 * says it is an earlier one; back where play stands, they count that. */
static void
test_cards_follow_the_shown_position (void)
{
  AkWindow *window = new_shown_window (AK_ANIMATION_SPEED_INSTANT);
  AkTable *table = ak_window_get_table (window);
  const char *status;
  AkPosition live;
  AkGameNode *node;
  AkGame *game;

  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 0, "Ana", "Kofi");
  game = ak_window_get_game (window);
  for (guint i = 0; i < 60 && (ak_game_get_position (game)->stores[AK_SOUTH] == 0 ||
                               ak_game_get_position (game)->stores[AK_NORTH] == 0); i++)
    {
      g_assert_true (ak_table_play (table, capturing_move (game), NULL));
      wait_while_thinking (window);
    }
  /* Both have captured: the start differs from here in both stores. */
  g_assert_cmpuint (ak_game_get_position (game)->stores[AK_SOUTH], >, 0);
  g_assert_cmpuint (ak_game_get_position (game)->stores[AK_NORTH], >, 0);
  live = *ak_game_get_position (game);
  assert_cards_show (window, &live);

  /* One move back, through the Moves list's cursor. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-previous", NULL);
  drain_main_context ();
  g_assert_true (ak_table_get_browsing (table));
  assert_cards_show (window, ak_game_get_position (game));
  status = gtk_label_get_label (_ak_window_get_status_label (window));
  g_assert_true (g_str_has_prefix (status, "Looking back"));

  /* The start, by a jump: nothing captured yet. */
  node = ak_game_get_root (game);
  ak_table_go_to (table, node);
  drain_main_context ();
  g_assert_cmpuint (ak_game_get_position (game)->stores[AK_SOUTH], ==, 0);
  assert_cards_show (window, ak_game_get_position (game));
  g_assert_true (g_str_has_prefix (gtk_label_get_label (_ak_window_get_status_label (window)),
                                   "Looking back"));

  /* Back where play stands. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-live", NULL);
  drain_main_context ();
  g_assert_false (ak_table_get_browsing (table));
  assert_cards_show (window, &live);
  g_assert_false (g_str_has_prefix (gtk_label_get_label (_ak_window_get_status_label (window)),
                                    "Looking back"));

  ui_test_destroy_window (window);
}

/* The Players menu hands a side to the computer, and back; the choice is
 * saved with the game and comes back when it is opened. */
static void
test_players_menu_and_file (void)
{
  AkWindow *window = new_shown_window (AK_ANIMATION_SPEED_INSTANT);
  g_autofree char *tmp = g_dir_make_tmp ("ak-flow-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (tmp, "players.akn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  AkWindow *reopened;
  AkGame *game = ak_window_get_game (window);
  gint64 deadline;

  g_assert_true (ak_table_play (ak_window_get_table (window), 0, NULL));
  ak_table_set_paused (ak_window_get_table (window), TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.north-player", "u", 4);
  g_assert_cmpuint (ak_window_get_player_level (window, AK_NORTH), ==, 4);
  g_assert_cmpstr (ak_game_get_tag (game, "NorthType"), ==, "program");
  g_assert_cmpstr (ak_game_get_tag (game, "NorthLevel"), ==, "4");

  ak_window_save_to_file (window, file);
  deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  while (ak_window_get_n_pending_file_ops (window) > 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }

  reopened = g_object_ref (ak_window_new (NULL));
  ak_table_set_paused (ak_window_get_table (reopened), TRUE);
  ak_window_open_file (reopened, file);
  deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  while (ak_window_get_n_pending_file_ops (reopened) > 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpuint (ak_window_get_player_level (reopened, AK_NORTH), ==, 4);
  g_assert_cmpuint (ak_window_get_player_level (reopened, AK_SOUTH), ==, 0);

  /* And back to a person. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.north-player", "u", 0);
  g_assert_cmpuint (ak_window_get_player_level (window, AK_NORTH), ==, 0);
  g_assert_null (ak_game_get_tag (game, "NorthType"));

  ui_test_destroy_window (reopened);
  ui_test_destroy_window (window);
  g_unlink (path);
  g_rmdir (tmp);
}

/* A new game over an unsaved match in progress asks first, and Cancel
 * keeps the match. */
static void
test_unsaved_match_is_asked_about (void)
{
  AkWindow *window = new_shown_window (AK_ANIMATION_SPEED_INSTANT);
  AdwAlertDialog *dialog;
  AkMatch *match;
  AkRules rules;

  ak_rules_init (&rules);
  ak_window_start (window, &rules, TRUE, 0, 0, "Ana", "Kofi");
  match = ak_window_get_match (window);
  /* Nothing played yet: nothing to lose, no question. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_null (ui_test_find_alert_dialog ());
  ui_test_close_dialogs_of_type (AK_TYPE_NEW_GAME_DIALOG);

  g_assert_true (ak_table_play (ak_window_get_table (window), 0, NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = ui_test_find_alert_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (dialog), "save-changes"));
  g_assert_nonnull (strstr (adw_alert_dialog_get_body (dialog), "match"));
  g_assert_null (ui_test_find_dialog_of_type (AK_TYPE_NEW_GAME_DIALOG));
  ui_test_alert_respond (dialog, "cancel");
  g_assert_true (ak_window_get_match (window) == match);

  /* Pasting over it asks too; Discard goes on. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = ui_test_find_alert_dialog ();
  g_assert_nonnull (dialog);
  ui_test_alert_respond (dialog, "discard");
  g_assert_nonnull (ui_test_find_dialog_of_type (AK_TYPE_NEW_GAME_DIALOG));
  ui_test_close_dialogs_of_type (AK_TYPE_NEW_GAME_DIALOG);

  ui_test_destroy_window (window);
}

/* The suggested file name says who played what, and when. */
static void
test_suggested_name (void)
{
  AkWindow *window = new_shown_window (AK_ANIMATION_SPEED_INSTANT);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *tag_date = g_date_time_format (now, "%Y.%m.%d");
  g_autofree char *expected = NULL;
  g_autofree char *name = NULL;
  AkRules rules;

  ak_rules_init (&rules);
  ak_table_set_paused (ak_window_get_table (window), TRUE);
  ak_window_start (window, &rules, TRUE, 0, 3, "Ana", NULL);
  name = _ak_window_dup_suggested_name (window);
  expected = g_strdup_printf ("Ana vs Computer, Adji Kui II match, %s.akn", date);
  g_assert_cmpstr (name, ==, expected);
  g_assert_cmpstr (ak_game_get_tag (ak_window_get_game (window), "Date"), ==, tag_date);
  g_assert_cmpstr (ak_game_get_tag (ak_window_get_game (window), "Event"), ==, "Adji Kui match");

  ui_test_destroy_window (window);
}

/* Set Up Position opens without a question; starting the position over a
 * game in progress asks, and Cancel keeps the game. */
static void
test_set_up_over_unsaved_game (void)
{
  AkWindow *window = new_shown_window (AK_ANIMATION_SPEED_INSTANT);
  AkGame *game = ak_window_get_game (window);
  AkPositionEditor *editor;
  AdwAlertDialog *dialog;
  AkPosition pos;

  g_assert_true (ak_table_play (ak_window_get_table (window), 0, NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.set-up-position", NULL);
  g_assert_null (ui_test_find_alert_dialog ());
  editor = AK_POSITION_EDITOR (ui_test_find_dialog_of_type (AK_TYPE_POSITION_EDITOR));
  g_assert_nonnull (editor);
  g_assert_true (ak_position_parse (&pos, "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19", NULL));
  ak_position_editor_set_position (editor, &pos);
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.start-game", NULL);
  drain_main_context ();

  dialog = ui_test_find_alert_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (dialog), "save-changes"));
  ui_test_alert_respond (dialog, "cancel");
  g_assert_true (ak_window_get_game (window) == game);
  ui_test_close_dialogs_of_type (AK_TYPE_POSITION_EDITOR);

  /* Again, and Discard: the position is played, by the same players. */
  ak_window_set_player_level (window, AK_NORTH, 2);
  ak_table_set_paused (ak_window_get_table (window), TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.set-up-position", NULL);
  editor = AK_POSITION_EDITOR (ui_test_find_dialog_of_type (AK_TYPE_POSITION_EDITOR));
  ak_position_editor_set_position (editor, &pos);
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.start-game", NULL);
  drain_main_context ();
  dialog = ui_test_find_alert_dialog ();
  g_assert_nonnull (dialog);
  ui_test_alert_respond (dialog, "discard");
  g_assert_false (ak_window_get_game (window) == game);
  g_assert_true (ak_position_equal (ak_game_get_position (ak_window_get_game (window)), &pos));
  g_assert_cmpuint (ak_window_get_player_level (window, AK_NORTH), ==, 2);
  ui_test_close_dialogs_of_type (AK_TYPE_POSITION_EDITOR);

  ui_test_destroy_window (window);
}

static void
wait_for_file_ops_in (AkWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  while (ak_window_get_n_pending_file_ops (window) > 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  drain_main_context ();
}

/* While the last move is sown and the seeds left are swept, each card
 * counts the seeds its store shows on the board, frame by frame, not
 * those of the move before. */
static void
test_cards_follow_the_sweep (void)
{
  AkWindow *window = new_shown_window (AK_ANIMATION_SPEED_SLOW);
  AkBoardView *board = ak_window_get_board_view (window);
  g_autoptr(AkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  guint checked = 0;
  gboolean moved = FALSE;
  AkRules rules;

  ak_rules_init (&rules);
  game = ak_game_new_from_position_string (&rules, "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19", &error);
  g_assert_no_error (error);
  ak_window_set_game (window, game);

  g_assert_true (ak_board_view_activate_hole (board, 4));
  while (ak_board_view_get_animating (board))
    {
      AkPosition shown;

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
      if (!ak_board_view_get_animating (board))
        break;
      ak_board_view_get_shown (board, &shown);
      for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
        {
          g_autofree char *store = g_strdup_printf ("%u", shown.stores[side]);
          const char *card = _ak_player_card_get_seeds_text (ak_window_get_player_card (window,
                                                                                        side));

          /* The board may move on between two frames: they agree by the
           * next frame. */
          for (gint64 frame = g_get_monotonic_time () + 50000;
               g_strcmp0 (card, store) != 0 && g_get_monotonic_time () < frame &&
               ak_board_view_get_animating (board); )
            {
              g_main_context_iteration (NULL, TRUE);
              ak_board_view_get_shown (board, &shown);
              g_free (store);
              store = g_strdup_printf ("%u", shown.stores[side]);
              card = _ak_player_card_get_seeds_text (ak_window_get_player_card (window, side));
            }
          if (!ak_board_view_get_animating (board))
            break;
          g_assert_cmpstr (card, ==, store);
          checked++;
          moved |= shown.stores[side] != 19;
        }
    }
  /* The sweep was seen, and the cards with it. */
  g_assert_true (moved);
  g_assert_cmpuint (checked, >, 10);

  ui_test_destroy_window (window);
}

/* A move taken back before saving stays taken back: the file says where
 * play stands, and opened again the game stands there, the computer
 * waiting for the person, the file unchanged. */
static void
test_take_back_then_save (void)
{
  AkWindow *window = new_shown_window (AK_ANIMATION_SPEED_INSTANT);
  AkTable *table = ak_window_get_table (window);
  g_autofree char *dir = g_dir_make_tmp ("ak-flow-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "taken-back.akn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *text = NULL;
  AkGameNode *live;
  AkGame *game;
  guint plies = 0;

  /* Two moves of each side against the computer, then one pair taken
   * back: the person is to move after one move each. */
  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 1, NULL, NULL);
  game = ak_window_get_game (window);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (ak_table_play (table, first_legal_move (game), NULL));
      wait_while_thinking (window);
    }
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, 5);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  wait_while_thinking (window);
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
  g_assert_true (ak_game_get_live_node (game)->parent->parent == ak_game_get_root (game));

  ak_window_save_to_file (window, file);
  wait_for_file_ops_in (window);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "[Live \"2\"]"));
  ui_test_destroy_window (window);

  window = new_shown_window (AK_ANIMATION_SPEED_INSTANT);
  ak_window_open_file (window, file);
  wait_for_file_ops_in (window);
  spin (300);
  game = ak_window_get_game (window);
  live = ak_game_get_live_node (game);
  for (AkGameNode *node = live; node->parent != NULL; node = node->parent)
    plies++;
  g_assert_cmpuint (plies, ==, 2);
  g_assert_true (ak_game_get_current_node (game) == live);
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
  g_assert_false (ak_window_get_thinking (window));
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, 5);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "taken-back.akn — Adji Kui");
  /* The moves taken back are there to redo. */
  g_assert_true (ak_table_get_can_redo (ak_window_get_table (window)));
  ui_test_destroy_window (window);

  g_unlink (path);
  g_rmdir (dir);
}

/* -------------------------------------------------------------------------
 * A resumed game is its file's again
 */

static GFile *resume_file;

static void
flow_quit_application (GApplication *app,
                       gboolean     *checked)
{
  GList *windows;

  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))) != NULL)
    gtk_window_destroy (windows->data);
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  *checked = TRUE;
}

/* Spins until the autosave holds @needle and not @absent. */
static void
wait_for_autosave (const char *needle,
                   const char *absent)
{
  g_autoptr(GFile) autosave = ak_file_get_autosave_file ();
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  for (;;)
    {
      g_autofree char *text = NULL;

      if (g_file_load_contents (autosave, NULL, &text, NULL, NULL, NULL) &&
          strstr (text, needle) != NULL && (absent == NULL || strstr (text, absent) == NULL))
        break;
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  drain_main_context ();
}

/* First run: a game between two people, saved as match1.akn, then one
 * move more that the file lacks. */
static void
save_then_move_activated_cb (GApplication *app,
                             gboolean     *checked)
{
  AkWindow *window = AK_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  AkTable *table;

  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  g_assert_null (ui_test_find_alert_dialog ());
  table = ak_window_get_table (window);
  g_assert_true (ak_table_play (table, first_legal_move (ak_window_get_game (window)), NULL));
  ak_window_save_to_file (window, resume_file);
  wait_for_file_ops_in (window);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "match1.akn — Adji Kui");
  wait_for_autosave ("[AutosaveFile \"file://", "[AutosaveChanged");

  g_assert_true (ak_table_play (table, first_legal_move (ak_window_get_game (window)), NULL));
  wait_for_autosave ("[AutosaveChanged \"yes\"]", NULL);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• match1.akn — Adji Kui");

  flow_quit_application (app, checked);
}

/* Second run: the question names the file and its changes; resumed, the
 * game is the file's again, changed. */
static void
resume_file_activated_cb (GApplication *app,
                          gboolean     *checked)
{
  AkWindow *window = AK_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  AdwAlertDialog *dialog;

  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  dialog = ui_test_wait_for_alert_dialog ();
  g_assert_cmpstr (adw_alert_dialog_get_heading (dialog), ==, "Resume the game of match1.akn?");
  g_assert_nonnull (strstr (adw_alert_dialog_get_body (dialog),
                            "It has changes that were not saved to the file."));
  ui_test_alert_respond (dialog, "resume");
  wait_for_file_ops_in (window);

  g_assert_nonnull (ak_window_get_file (window));
  g_assert_true (g_file_equal (ak_window_get_file (window), resume_file));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• match1.akn — Adji Kui");
  /* The tags were the autosave's: the game does not keep them. */
  g_assert_null (ak_game_get_tag (ak_window_get_game (window), "AutosaveFile"));

  /* Saved where it belongs, it is clean, and so is the autosave. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  wait_for_file_ops_in (window);
  g_assert_null (ui_test_find_alert_dialog ());
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "match1.akn — Adji Kui");
  wait_for_autosave ("[AutosaveFile \"file://", "[AutosaveChanged");

  flow_quit_application (app, checked);
}

/* Third run: the file holds it all, and the question says so. */
static void
resume_clean_activated_cb (GApplication *app,
                           gboolean     *checked)
{
  AkWindow *window = AK_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  AdwAlertDialog *dialog;

  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  dialog = ui_test_wait_for_alert_dialog ();
  g_assert_cmpstr (adw_alert_dialog_get_heading (dialog), ==, "Resume the game of match1.akn?");
  g_assert_nonnull (strstr (adw_alert_dialog_get_body (dialog),
                            "It has no changes since it was saved."));
  ui_test_alert_respond (dialog, "resume");
  wait_for_file_ops_in (window);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "match1.akn — Adji Kui");

  flow_quit_application (app, checked);
}

static void
run_flow_application (GCallback activated)
{
  g_autoptr(GSettings) settings = g_settings_new (SETTINGS_SCHEMA_ID);
  AkApplication *app;
  gboolean checked = FALSE;

  g_settings_set_boolean (settings, "welcome-shown", TRUE);
  app = ak_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", activated, &checked);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 0, NULL), ==, 0);
  g_assert_true (checked);
  drain_main_context ();
  g_object_unref (app);
}

static void
test_resume_keeps_the_file (void)
{
  g_autoptr(GFile) autosave = ak_file_get_autosave_file ();
  g_autofree char *dir = g_dir_make_tmp ("ak-flow-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "match1.akn", NULL);
  g_autofree char *backup = g_strconcat (path, ".bak", NULL);

  ui_test_reset_all_settings ();
  g_file_delete (autosave, NULL, NULL);
  resume_file = g_file_new_for_path (path);

  run_flow_application (G_CALLBACK (save_then_move_activated_cb));
  run_flow_application (G_CALLBACK (resume_file_activated_cb));
  run_flow_application (G_CALLBACK (resume_clean_activated_cb));

  g_file_delete (autosave, NULL, NULL);
  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
  g_clear_object (&resume_file);
}

/* The table can outlive its window.  Once the window is disposed, what
 * the table, its players and the game and match it plays say reaches
 * none of the window's handlers: the window's parts are gone, and a
 * handler left behind would ask them for more. */
static void
test_table_outlives_the_window (void)
{
  AkWindow *window = new_shown_window (AK_ANIMATION_SPEED_INSTANT);
  g_autoptr(AkTable) table = g_object_ref (ak_window_get_table (window));
  g_autoptr(AkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  AkPosition start;
  AkRules rules;

  ak_rules_init (&rules);
  ak_window_start (window, &rules, TRUE, 0, 0, NULL, NULL);
  g_assert_nonnull (ak_window_get_match (window));

  /* Closed and disposed, the window is still held, as by an unfinished
   * file operation; here by the test's reference. */
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_run_dispose (G_OBJECT (window));
  drain_main_context ();
  g_assert_null (ak_window_get_board_view (window));

  /* A move in the match's game, a player's new name, the computer
   * paused, and another game at the table. */
  g_assert_true (ak_table_play (table, 2, &error));
  g_assert_no_error (error);
  ak_player_set_name (ak_table_get_player (table, AK_SOUTH), "Ana");
  ak_table_set_paused (table, TRUE);
  ak_position_init_start (&start, rules.first);
  game = ak_game_new (&rules, &start);
  ak_table_set_game (table, game);
  drain_main_context ();

  g_assert_true (ak_table_get_game (table) == game);
  g_assert_finalize_object (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/flow/results-after-the-animation", test_results_after_the_animation);
  g_test_add_func ("/ak/ui/flow/move-during-animation", test_move_during_animation);
  g_test_add_func ("/ak/ui/flow/looking-back", test_looking_back);
  g_test_add_func ("/ak/ui/flow/cards-follow-the-shown-position",
                   test_cards_follow_the_shown_position);
  g_test_add_func ("/ak/ui/flow/players-menu-and-file", test_players_menu_and_file);
  g_test_add_func ("/ak/ui/flow/unsaved-match-is-asked-about", test_unsaved_match_is_asked_about);
  g_test_add_func ("/ak/ui/flow/suggested-name", test_suggested_name);
  g_test_add_func ("/ak/ui/flow/set-up-over-unsaved-game", test_set_up_over_unsaved_game);
  g_test_add_func ("/ak/ui/flow/cards-follow-the-sweep", test_cards_follow_the_sweep);
  g_test_add_func ("/ak/ui/flow/take-back-then-save", test_take_back_then_save);
  g_test_add_func ("/ak/ui/flow/resume-keeps-the-file", test_resume_keeps_the_file);
  g_test_add_func ("/ak/ui/flow/table-outlives-the-window", test_table_outlives_the_window);

  return ui_test_run ();
}
