/* test-how-to-play.c — the walk through a relay and a casa
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-how-to-play"

#include "config.h"

#include "ui-test-setup.h"

#include "ak-how-to-play.h"
#include "ak-how-to-play-private.h"
#include "ak-new-game-dialog.h"
#include "ak-window.h"
#include "ak-board-view-private.h"

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

static AkHowToPlay *
visible_walk (AkWindow *window)
{
  AdwDialog *dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));

  g_assert_true (AK_IS_HOW_TO_PLAY (dialog));
  return AK_HOW_TO_PLAY (dialog);
}

static void
assert_board_shows (AkHowToPlay      *walk,
                    const AkPosition *pos)
{
  AkBoardView *board = _ak_how_to_play_get_board (walk);

  ak_board_view_finish_animation (board);
  drain_main_context ();
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    g_assert_cmpuint (_ak_board_view_get_displayed_count (board, hole), ==, pos->holes[hole]);
}

static guint
count_lines (const char *text,
             const char *start)
{
  guint n = 0;

  for (const char *at = text; (at = strstr (at, start)) != NULL; at += strlen (start))
    n++;
  return n;
}

/* Plays @step's move by its button, and checks the board and the lines
 * against the engine's own play of it. */
static void
play_step (AkHowToPlay *walk,
           guint        step,
           AkLapEnd     expected)
{
  AkGame *game;
  g_autoptr(AkTrace) trace = ak_trace_new ();
  AkPosition start, after;
  GtkWidget *play;
  gboolean seen = FALSE;
  AkRules rules;
  int move;

  ak_how_to_play_go_to (walk, step);
  g_assert_cmpuint (ak_how_to_play_get_step (walk), ==, step);
  move = _ak_how_to_play_get_step_move (walk, step);
  g_assert_true (ak_hole_is_valid (move));
  game = _ak_how_to_play_get_game (walk);
  start = *ak_game_get_position (game);
  assert_board_shows (walk, &start);

  ak_rules_init (&rules);
  after = start;
  g_assert_cmpint (ak_position_play_traced (&after, &rules, move, trace), ==, AK_VERDICT_LEGAL);
  for (guint i = 0; i < trace->laps->len; i++)
    seen |= g_array_index (trace->laps, AkLap, i).end == expected;
  g_assert_true (seen);

  play = ui_test_find_button (GTK_WIDGET (walk), "_Play");
  g_assert_nonnull (play);
  g_assert_true (gtk_widget_get_visible (play));
  g_signal_emit_by_name (play, "clicked");
  g_assert_true (_ak_how_to_play_get_game (walk) == game);
  g_assert_true (ak_game_get_can_undo (game));
  g_assert_true (ak_position_equal (ak_game_get_position (game), &after));
  assert_board_shows (walk, &after);
  /* A line a lap. */
  g_assert_cmpuint (count_lines (_ak_how_to_play_get_text (walk), "Lap "), ==, trace->laps->len);
  g_assert_false (gtk_widget_get_sensitive (play));

  /* Back to the step: the position is set up again. */
  ak_how_to_play_go_to (walk, step);
  g_assert_false (ak_game_get_can_undo (_ak_how_to_play_get_game (walk)));
  assert_board_shows (walk, &start);
}

static void
test_how_to_play_steps (void)
{
  AkWindow *window = new_shown_window ();
  AkHowToPlay *walk;
  AkPosition start;
  GtkWidget *button;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.how-to-play", NULL);
  walk = visible_walk (window);
  g_assert_cmpuint (ak_how_to_play_get_n_steps (walk), >=, 3);
  g_assert_cmpuint (ak_how_to_play_get_step (walk), ==, 0);
  ak_position_init_start (&start, AK_SOUTH);
  assert_board_shows (walk, &start);
  g_assert_true (ak_board_view_get_read_only (_ak_how_to_play_get_board (walk)));

  /* The relay and the casa, each played on the board. */
  play_step (walk, 1, AK_LAP_END_RELAY);
  g_assert_nonnull (strstr (_ak_how_to_play_get_text (walk), "sown on: a relay"));
  play_step (walk, 2, AK_LAP_END_CASA);
  ak_how_to_play_go_to (walk, 2);
  g_signal_emit_by_name (ui_test_find_button (GTK_WIDGET (walk), "_Play"), "clicked");
  g_assert_nonnull (strstr (_ak_how_to_play_get_text (walk), "a casa"));

  /* Next and Back walk the steps; the last has no Next, but a way to a
   * game: it closes the walk and offers a new game. */
  g_assert_false (gtk_widget_get_visible (ui_test_find_button (GTK_WIDGET (walk),
                                                                "_Start a Game")));
  ak_how_to_play_go_to (walk, ak_how_to_play_get_n_steps (walk) - 1);
  g_assert_false (gtk_widget_get_visible (ui_test_find_button (GTK_WIDGET (walk), "_Next")));
  g_signal_emit_by_name (ui_test_find_button (GTK_WIDGET (walk), "_Back"), "clicked");
  g_assert_cmpuint (ak_how_to_play_get_step (walk), ==, ak_how_to_play_get_n_steps (walk) - 2);
  g_assert_true (gtk_widget_get_visible (ui_test_find_button (GTK_WIDGET (walk), "_Next")));
  ak_how_to_play_go_to (walk, ak_how_to_play_get_n_steps (walk) - 1);
  ui_test_dialog_click (ADW_DIALOG (walk), "start-game");
  drain_main_context ();
  g_assert_true (AK_IS_NEW_GAME_DIALOG (adw_application_window_get_visible_dialog (
    ADW_APPLICATION_WINDOW (window))));
  adw_dialog_force_close (adw_application_window_get_visible_dialog (
    ADW_APPLICATION_WINDOW (window)));
  drain_main_context ();

  /* The Rules page offers it too. */
  button = ui_test_find_button (GTK_WIDGET (window), "_How to Play");
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.how-to-play");
  g_signal_emit_by_name (button, "clicked");
  walk = visible_walk (window);
  adw_dialog_force_close (ADW_DIALOG (walk));
  drain_main_context ();

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
  g_assert_finalize_object (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/how-to-play/steps", test_how_to_play_steps);

  return ui_test_run ();
}
