/* test-game-end.c — the summary at the end of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-game-end"

#include "config.h"

#include "ui-test-setup.h"

#include "ak-window.h"

#define WAIT_TIMEOUT_US (10 * G_USEC_PER_SEC)

static AkWindow *
new_shown_window (void)
{
  AkWindow *window;

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  ak_board_view_set_animation_speed (ak_window_get_board_view (window),
                                     AK_ANIMATION_SPEED_INSTANT);
  return window;
}

static void
destroy_window (AkWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 4 * WAIT_TIMEOUT_US;

  gtk_window_destroy (GTK_WINDOW (window));
  while (ak_window_get_thinking (window))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  drain_main_context ();
  g_assert_finalize_object (window);
}

/* The value the summary shows on its row @name, or NULL without one. */
static const char *
summary_value (AdwAlertDialog *dialog,
               const char     *name)
{
  GtkWidget *list = adw_alert_dialog_get_extra_child (dialog);
  GtkWidget *row;

  g_assert_nonnull (list);
  g_assert_cmpstr (gtk_widget_get_name (list), ==, "game-summary");
  row = ui_test_find_named (list, name);
  if (row == NULL)
    return NULL;
  g_assert_true (ADW_IS_ACTION_ROW (row));
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

typedef struct
{
  guint n_moves;
  guint biggest;
  AkSide biggest_by;
  guint biggest_at;
} Tally;

/* What the table says of each move, counted apart from the window. */
static void
move_played_cb (AkTable       *table,
                const AkTrace *trace,
                Tally         *tally)
{
  tally->n_moves++;
  if (trace->captured > 0 && trace->captured >= tally->biggest)
    {
      tally->biggest = trace->captured;
      tally->biggest_by = trace->mover;
      tally->biggest_at = tally->n_moves;
    }
}

/* A whole game between two people, random moves: the summary's figures
 * are those of the moves played. */
static void
test_game_end_summary (void)
{
  AkWindow *window = new_shown_window ();
  AkTable *table = ak_window_get_table (window);
  g_autoptr(GRand) rand = g_rand_new_with_seed (15);
  AdwAlertDialog *dialog;
  g_autofree char *division = NULL;
  g_autofree char *moves = NULL;
  g_autofree char *capture = NULL;
  Tally tally = { 0 };
  AkGame *game;
  guint totals[2];

  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 0, "Ana", "Kofi");
  game = ak_window_get_game (window);
  g_signal_connect (table, "move-played", G_CALLBACK (move_played_cb), &tally);
  while (!ak_game_get_is_over (game))
    {
      int legal[AK_N_HOLES];
      guint n = 0;

      g_assert_null (ui_test_find_alert_dialog ());
      for (int hole = 0; hole < AK_N_HOLES; hole++)
        if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
          legal[n++] = hole;
      if (n == 0)
        g_assert_true (ak_table_play (table, AK_MOVE_PASS, NULL));
      else
        g_assert_true (ak_table_play (table, legal[g_rand_int_range (rand, 0, n)], NULL));
      drain_main_context ();
      g_assert_cmpuint (tally.n_moves, <, 2000);
    }
  g_signal_handlers_disconnect_by_func (table, move_played_cb, &tally);
  g_test_message ("%u moves, biggest capture %u", tally.n_moves, tally.biggest);
  g_assert_cmpuint (tally.biggest, >, 0);

  dialog = ui_test_find_alert_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (dialog), "game-over"));

  ak_position_division (ak_game_get_position (game), totals);
  division = g_strdup_printf ("Ana %u · Kofi %u", totals[AK_SOUTH], totals[AK_NORTH]);
  g_assert_cmpstr (summary_value (dialog, "division"), ==, division);
  moves = g_strdup_printf ("%u", tally.n_moves);
  g_assert_cmpstr (summary_value (dialog, "moves"), ==, moves);
  capture = g_strdup_printf ("%u · %s, move %u", tally.biggest,
                             tally.biggest_by == AK_SOUTH ? "Ana" : "Kofi", tally.biggest_at);
  g_assert_cmpstr (summary_value (dialog, "capture"), ==, capture);

  /* A single game: Play Again is the default, beside New Game. */
  g_assert_true (adw_alert_dialog_has_response (dialog, "play-again"));
  g_assert_true (adw_alert_dialog_has_response (dialog, "new-game"));
  g_assert_false (adw_alert_dialog_has_response (dialog, "continue"));
  g_assert_false (adw_alert_dialog_has_response (dialog, "review"));
  g_assert_cmpstr (adw_alert_dialog_get_default_response (dialog), ==, "play-again");
  ui_test_close_alert_dialogs ();
  destroy_window (window);
}

/* The seeds left on the board, and Play Again with the same players. */
static void
test_game_end_play_again (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(AkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *left = NULL;
  AdwAlertDialog *dialog;
  AkGame *again;
  AkPosition start;
  guint totals[2];
  guint kept[2];
  AkRules rules;

  ak_rules_init (&rules);
  /* Not the standard rules: the next game keeps them. */
  rules.first = AK_NORTH;
  game = ak_game_new_from_position_string (&rules, "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19", &error);
  g_assert_no_error (error);
  ak_window_set_game (window, game);
  ak_window_set_player_level (window, AK_NORTH, 2);
  g_assert_true (ak_table_play (ak_window_get_table (window), 4, NULL));
  g_assert_true (ak_game_get_is_over (game));
  drain_main_context ();

  dialog = ui_test_find_alert_dialog ();
  g_assert_nonnull (dialog);
  ak_position_division (ak_game_get_position (game), totals);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    kept[side] = ak_game_get_position (game)->stores[side];
  if (totals[AK_SOUTH] + totals[AK_NORTH] > kept[AK_SOUTH] + kept[AK_NORTH])
    {
      const char *value = summary_value (dialog, "left");
      g_autofree char *north = g_strdup_printf (" %u", totals[AK_NORTH] - kept[AK_NORTH]);

      /* The names are the table's; the shares come after them. */
      left = g_strdup_printf (" %u · ", totals[AK_SOUTH] - kept[AK_SOUTH]);
      g_assert_nonnull (value);
      g_assert_nonnull (strstr (value, left));
      g_assert_true (g_str_has_suffix (value, north));
    }
  else
    g_assert_null (summary_value (dialog, "left"));
  g_assert_cmpstr (summary_value (dialog, "moves"), ==, "1");

  ui_test_alert_respond (dialog, "play-again");
  drain_main_context ();
  again = ak_window_get_game (window);
  g_assert_true (again != game);
  g_assert_false (ak_game_get_is_over (again));
  /* North, the computer, moves first under these rules, and may have
   * played already: the start is what is checked. */
  g_assert_cmpint (ak_game_get_rules (again)->first, ==, AK_NORTH);
  ak_position_init_start (&start, AK_NORTH);
  g_assert_true (ak_position_equal (ak_game_get_start (again), &start));
  g_assert_cmpuint (ak_window_get_player_level (window, AK_SOUTH), ==, 0);
  g_assert_cmpuint (ak_window_get_player_level (window, AK_NORTH), ==, 2);
  g_assert_null (ui_test_find_alert_dialog ());
  destroy_window (window);
}

static void
wait_for_file_ops (AkWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  while (_ak_window_get_pending_file_ops (window) > 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  drain_main_context ();
}

/* The header's subtitle names what is played. */
static void
test_game_end_subtitle (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(AkGame) study = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *expected = NULL;
  AkMatch *match;
  guint number = 0;
  AkRules rules;

  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 3, NULL, NULL);
  g_assert_cmpstr (_ak_window_get_subtitle (window), ==, "Adji Kui II · game");
  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_1, 0, 0, NULL, NULL);
  g_assert_cmpstr (_ak_window_get_subtitle (window), ==, "Adji Kui I · game");

  /* A position set up, both sides moved by people: a study; with the
   * computer on one side, a game. */
  ak_rules_init (&rules);
  rules.variant = AK_VARIANT_ADJI_KUI_1;
  study = ak_game_new_from_position_string (&rules, "0,0,3,0,2,0/3,0,0,0,4,5 S 16-15", &error);
  g_assert_no_error (error);
  ak_window_set_game (window, study);
  g_assert_cmpstr (_ak_window_get_subtitle (window), ==, "Adji Kui I · study");
  ak_window_set_player_level (window, AK_NORTH, 2);
  g_assert_cmpstr (_ak_window_get_subtitle (window), ==, "Adji Kui I · game");
  ak_window_set_player_level (window, AK_NORTH, 0);

  /* A match: the game of it on the board. */
  ak_rules_init (&rules);
  ak_window_start (window, &rules, TRUE, 0, 0, NULL, NULL);
  g_assert_cmpstr (_ak_window_get_subtitle (window), ==, "Adji Kui II · match, game 1");

  path = g_test_build_filename (G_TEST_DIST, "data", "akn", "good", "match-five.akn", NULL);
  file = g_file_new_for_path (path);
  ak_window_open_file (window, file);
  wait_for_file_ops (window);
  match = ak_window_get_match (window);
  g_assert_nonnull (match);
  for (guint i = 0; i < ak_match_get_n_games (match); i++)
    if (ak_match_get_game (match, i) == ak_window_get_game (window))
      number = i + 1;
  g_assert_cmpuint (number, >, 1);
  expected = g_strdup_printf ("%s · match, game %u",
                              ak_game_get_variant (ak_window_get_game (window)) ==
                              AK_VARIANT_ADJI_KUI_1 ? "Adji Kui I" : "Adji Kui II", number);
  g_assert_cmpstr (_ak_window_get_subtitle (window), ==, expected);

  destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/game-end/summary", test_game_end_summary);
  g_test_add_func ("/ak/ui/game-end/play-again", test_game_end_play_again);
  g_test_add_func ("/ak/ui/window/subtitle", test_game_end_subtitle);

  return ui_test_run ();
}
