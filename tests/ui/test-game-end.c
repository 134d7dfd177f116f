/* test-game-end.c — the summary at the end of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-game-end"

#include "config.h"

#include "ui-test-setup.h"

#include "ak-game-over-dialog.h"
#include "ak-game-over-dialog-private.h"
#include "ak-history-private.h"
#include "ak-moves-panel.h"
#include "ak-moves-panel-private.h"
#include "ak-new-game-dialog.h"
#include "ak-window.h"
#include "ak-window-private.h"
#include "ak-board-view-private.h"

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

static AkGameOverDialog *
find_game_over (void)
{
  return ui_test_find_dialog_of_type (AK_TYPE_GAME_OVER_DIALOG);
}

static const char *
summary_text (AkGameOverDialog *dialog,
              const char       *name)
{
  return _ak_game_over_dialog_get_text (dialog, name);
}

static guint
summary_number (AkGameOverDialog *dialog,
                const char       *name)
{
  const char *text = summary_text (dialog, name);
  char *end = NULL;
  guint64 n;

  g_assert_nonnull (text);
  n = g_ascii_strtoull (text, &end, 10);
  g_assert_true (end != text);
  return (guint) n;
}

/* The big numbers and the lines under them are the final division, and
 * with the banks they hold all 48 seeds. */
static void
assert_division_shown (AkGameOverDialog *dialog,
                       const AkPosition *pos)
{
  static const char *const prefixes[2] = { "south", "north" };
  guint totals[2];
  guint sum = 0;

  ak_position_division (pos, totals);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      g_autofree char *total = g_strdup_printf ("%s-total", prefixes[side]);
      g_autofree char *captured = g_strdup_printf ("%s-captured", prefixes[side]);
      g_autofree char *taken = g_strdup_printf ("%s-taken", prefixes[side]);
      guint shown_total = summary_number (dialog, total);
      guint shown_captured = summary_number (dialog, captured);
      guint shown_taken = summary_number (dialog, taken);

      g_assert_cmpuint (shown_total, ==, totals[side]);
      g_assert_cmpuint (shown_captured, ==, pos->stores[side]);
      g_assert_cmpuint (shown_taken, ==, ak_position_seeds_owned (pos, side));
      g_assert_cmpuint (shown_captured + shown_taken, ==, shown_total);
      g_assert_true (g_str_has_suffix (summary_text (dialog, captured), " captured"));
      g_assert_true (g_str_has_suffix (summary_text (dialog, taken), " taken from the board"));
      sum += shown_total + pos->banks[side];
    }
  g_assert_cmpuint (sum, ==, AK_N_SEEDS);
}

/* Why a game ended, as the summary says it under the standard rules. */
static const char *
expected_reason (AkTermination termination)
{
  switch (termination)
    {
    case AK_TERMINATION_BOARD:
      return "8 seeds or fewer were left on the board.";
    case AK_TERMINATION_NO_MOVES:
      return "Neither player could move.";
    case AK_TERMINATION_REPETITION:
      return "The same position came up 3 times.";
    case AK_TERMINATION_NO_CAPTURE:
      return "200 plies in a row went by without a capture.";
    case AK_TERMINATION_AGREEMENT:
      return "The players agreed to divide the seeds.";
    case AK_TERMINATION_MOVE_LIMIT:
      return "The game reached the limit of 1000000 plies.";
    case AK_TERMINATION_NONE:
    default:
      g_assert_not_reached ();
    }
}

typedef struct
{
  guint n_moves;
  guint casas[2];
  guint biggest;
  AkSide biggest_by;
  guint biggest_at;
  int biggest_hole;
} Tally;

/* What the table says of each move, counted apart from the window. */
static void
move_played_cb (AkTable       *table,
                const AkTrace *trace,
                Tally         *tally)
{
  tally->n_moves++;
  if (trace->captured > 0)
    tally->casas[trace->mover]++;
  if (trace->captured > 0 && trace->captured >= tally->biggest)
    {
      tally->biggest = trace->captured;
      tally->biggest_by = trace->mover;
      tally->biggest_at = tally->n_moves;
      tally->biggest_hole = trace->move;
    }
}

/* A whole game between two people, random moves: the summary's figures
 * are those of the moves played.  In Adji Kui II it counts each player's
 * casas; in Adji Kui I it names the biggest capture. */
static void
test_game_end_summary (gconstpointer data)
{
  AkVariant variant = GPOINTER_TO_INT (data);
  AkWindow *window = new_shown_window ();
  AkTable *table = ak_window_get_table (window);
  g_autoptr(GRand) rand = g_rand_new_with_seed (15);
  AkGameOverDialog *dialog;
  g_autofree char *moves = NULL;
  g_autofree char *capture = NULL;
  g_autofree char *heading = NULL;
  Tally tally = { 0 };
  AkGame *game;
  guint totals[2];

  ak_window_start_game (window, variant, 0, 0, "Ana", "Kofi");
  game = ak_window_get_game (window);
  g_signal_connect (table, "move-played", G_CALLBACK (move_played_cb), &tally);
  while (!ak_game_get_is_over (game))
    {
      int legal[AK_N_HOLES];
      guint n = 0;

      g_assert_null (find_game_over ());
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

  dialog = find_game_over ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (dialog), "game-over"));

  /* Who won, by the engine's division, and the names of both. */
  ak_position_division (ak_game_get_position (game), totals);
  if (totals[AK_SOUTH] == totals[AK_NORTH])
    heading = g_strdup ("A Draw");
  else
    heading = g_strdup_printf ("%s Wins", totals[AK_SOUTH] > totals[AK_NORTH] ? "Ana" : "Kofi");
  g_assert_cmpstr (summary_text (dialog, "heading"), ==, heading);
  g_assert_cmpstr (summary_text (dialog, "south-name"), ==, "Ana");
  g_assert_cmpstr (summary_text (dialog, "north-name"), ==, "Kofi");
  assert_division_shown (dialog, ak_game_get_position (game));
  g_assert_cmpstr (summary_text (dialog, "reason"), ==,
                   expected_reason (ak_game_get_termination (game)));

  /* South starts: its moves are the odd plies, numbered as the moves
   * list numbers them. */
  moves = g_strdup_printf ("%u moves · %u plies", (tally.n_moves + 1) / 2, tally.n_moves);
  g_assert_cmpstr (summary_text (dialog, "moves"), ==, moves);
  if (variant == AK_VARIANT_ADJI_KUI_2)
    capture = g_strdup_printf ("Ana %u · Kofi %u", tally.casas[AK_SOUTH], tally.casas[AK_NORTH]);
  else
    capture = g_strdup_printf ("%s captured %u seeds with %u%s %c",
                               tally.biggest_by == AK_SOUTH ? "Ana" : "Kofi", tally.biggest,
                               (tally.biggest_at + 1) / 2,
                               tally.biggest_at % 2 == 1 ? "." : "…",
                               ak_hole_to_char (tally.biggest_hole));
  g_assert_cmpstr (summary_text (dialog, "capture"), ==, capture);
  /* Not a match: no banks, no standing, no rebuild. */
  g_assert_null (summary_text (dialog, "banks"));
  g_assert_null (summary_text (dialog, "wins"));
  g_assert_null (summary_text (dialog, "next"));

  /* A single game: Play Again is the default, beside a review and New
   * Game. */
  g_assert_true (ak_game_over_dialog_has_response (dialog, "play-again"));
  g_assert_true (ak_game_over_dialog_has_response (dialog, "review"));
  g_assert_true (ak_game_over_dialog_has_response (dialog, "new-game"));
  g_assert_false (ak_game_over_dialog_has_response (dialog, "continue"));
  g_assert_false (ak_game_over_dialog_has_response (dialog, "close"));
  g_assert_cmpstr (ak_game_over_dialog_get_default_response (dialog), ==, "play-again");
  ui_test_close_dialogs_of_type (AK_TYPE_GAME_OVER_DIALOG);
  ui_test_destroy_window (window);
}

/* @shown is @pos with the seeds left on the board in their owners'
 * stores, as the cards count them at the end. */
static void
assert_swept (const AkPosition *shown,
              const AkPosition *pos)
{
  guint totals[2];

  ak_position_division (pos, totals);
  g_assert_cmpuint (ak_position_seeds_on_board (shown), ==, 0);
  g_assert_cmpuint (shown->stores[AK_SOUTH], ==, totals[AK_SOUTH]);
  g_assert_cmpuint (shown->stores[AK_NORTH], ==, totals[AK_NORTH]);
  g_assert_cmpuint (shown->banks[AK_SOUTH], ==, pos->banks[AK_SOUTH]);
  g_assert_cmpuint (shown->banks[AK_NORTH], ==, pos->banks[AK_NORTH]);
}

/* Sowing e leaves 8 seeds or fewer: a game that ends with its first
 * move, from the start of a new window. */
static AkGame *
end_a_game (AkWindow *window,
            guint     north_level)
{
  g_autoptr(AkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  AkRules rules;

  ak_rules_init (&rules);
  game = ak_game_new_from_position_string (&rules, "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19", &error);
  g_assert_no_error (error);
  ak_window_set_game (window, game);
  ak_window_set_player_level (window, AK_NORTH, north_level);
  g_assert_true (ak_table_play (ak_window_get_table (window), 4, NULL));
  g_assert_true (ak_game_get_is_over (game));
  drain_main_context ();
  return game;
}

/* The seeds left on the board, and Play Again with the same players. */
static void
test_game_end_play_again (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(AkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  AkGameOverDialog *dialog;
  AkGame *again;
  AkPosition start;
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

  dialog = find_game_over ();
  g_assert_nonnull (dialog);
  assert_division_shown (dialog, ak_game_get_position (game));
  /* Seeds were left in the holes each owned, and each took theirs. */
  g_assert_cmpuint (summary_number (dialog, "south-taken") + summary_number (dialog, "north-taken"),
                    >, 0);
  g_assert_cmpstr (summary_text (dialog, "moves"), ==, "1 move · 1 ply");
  g_assert_cmpstr (summary_text (dialog, "reason"), ==,
                   expected_reason (AK_TERMINATION_BOARD));

  ui_test_dialog_click (ADW_DIALOG (dialog), "play-again");
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
  g_assert_null (find_game_over ());
  ui_test_destroy_window (window);
}

/* A game that nothing else ends stops at the move limit (brought down to
 * 4 plies through the engine's test hook), and the summary says so and
 * shows the division as at any other end. */
static void
test_game_end_move_limit (void)
{
  AkWindow *window = new_shown_window ();
  AkTable *table = ak_window_get_table (window);
  g_autoptr(AkGame) game = NULL;
  AkGameOverDialog *dialog;
  AkPosition start;
  AkRules rules;

  g_assert_true (ak_rules_parse (&rules, "repetition=0 no-capture-limit=0", NULL));
  ak_position_init_start (&start, AK_SOUTH);
  _ak_history_set_max_plies (4);
  game = ak_game_new (&rules, &start);
  _ak_history_set_max_plies (0);
  ak_window_set_game (window, game);

  for (const char *m = "aAbB"; *m != '\0'; m++)
    {
      g_assert_false (ak_game_get_is_over (game));
      g_assert_true (ak_table_play (table, ak_hole_from_char (*m), NULL));
      drain_main_context ();
    }
  g_assert_true (ak_game_get_is_over (game));
  g_assert_cmpint (ak_game_get_termination (game), ==, AK_TERMINATION_MOVE_LIMIT);

  dialog = find_game_over ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (summary_text (dialog, "reason"), ==,
                   "The game reached the limit of 4 plies.");
  assert_division_shown (dialog, ak_game_get_position (game));
  ui_test_close_dialogs_of_type (AK_TYPE_GAME_OVER_DIALOG);
  ui_test_destroy_window (window);
}

/* Closed, the summary leaves the final position on the board, the seeds
 * left swept into the stores. */
static void
test_game_end_close (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(AkGame) game = g_object_ref (end_a_game (window, 0));
  AkGameOverDialog *dialog = find_game_over ();
  AkPosition shown;

  g_assert_nonnull (dialog);
  ui_test_dialog_close (ADW_DIALOG (dialog));
  drain_main_context ();
  g_assert_null (find_game_over ());
  g_assert_true (ak_window_get_game (window) == game);
  g_assert_true (ak_game_get_is_over (game));
  ak_board_view_get_shown (ak_window_get_board_view (window), &shown);
  assert_swept (&shown, ak_game_get_position (game));
  g_assert_false (_ak_window_get_rebuilding (window));
  ui_test_destroy_window (window);
}

/* The board agrees with the cards after the end however it got there:
 * the last move taken back and played again, a finished game opened. */
static void
test_game_end_board_swept (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(AkGame) game = g_object_ref (end_a_game (window, 0));
  g_autoptr(AkGame) opened = NULL;
  g_autoptr(AkGameRecord) record = NULL;
  AkBoardView *board = ak_window_get_board_view (window);
  AkPosition before;
  AkPosition shown;

  ui_test_dialog_close (ADW_DIALOG (find_game_over ()));
  drain_main_context ();
  ak_board_view_get_shown (board, &shown);
  assert_swept (&shown, ak_game_get_position (game));

  /* Taken back: the seeds are in their holes again. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  drain_main_context ();
  g_assert_false (ak_game_get_is_over (game));
  before = *ak_game_get_position (game);
  ak_board_view_get_shown (board, &shown);
  g_assert_true (ak_position_equal (&shown, &before));

  /* Played again: swept, as the cards say. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  drain_main_context ();
  g_assert_true (ak_game_get_is_over (game));
  ak_board_view_get_shown (board, &shown);
  assert_swept (&shown, ak_game_get_position (game));
  ui_test_close_dialogs_of_type (AK_TYPE_GAME_OVER_DIALOG);

  /* A finished game opened as it is. */
  record = ak_game_dup_record (game);
  opened = ak_game_new_from_record (record);
  ak_window_set_game (window, opened);
  drain_main_context ();
  g_assert_true (ak_game_get_is_over (opened));
  ak_board_view_get_shown (board, &shown);
  assert_swept (&shown, ak_game_get_position (opened));

  ui_test_destroy_window (window);
}

/* After the end the list of moves writes the result, and no one is to
 * move after the last move; the summary, once closed, comes back from the
 * result or from the menu (win.show-result), enabled while the game is
 * over. */
static void
test_game_end_show_result (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(AkGame) game = g_object_ref (end_a_game (window, 0));
  AkMovesPanel *panel = ak_window_get_moves_panel (window);
  AkGameNode *last = ak_game_get_current_node (game);
  GtkButton *result = _ak_moves_panel_get_result_button (panel);
  g_autofree char *expected = NULL;
  GtkLabel *partner;
  guint totals[2];

  ak_position_division (ak_game_get_position (game), totals);
  expected = g_strdup_printf ("Result %u–%u", totals[AK_SOUTH], totals[AK_NORTH]);
  g_assert_nonnull (find_game_over ());
  ui_test_dialog_close (ADW_DIALOG (find_game_over ()));
  drain_main_context ();
  g_assert_null (find_game_over ());

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (result)));
  g_assert_cmpstr (gtk_button_get_label (result), ==, expected);
  partner = _ak_moves_panel_get_partner_label (panel, last);
  g_assert_nonnull (partner);
  g_assert_cmpstr (gtk_label_get_text (partner), ==, "");

  /* From the menu's action, and from the result under the moves. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-result", NULL));
  drain_main_context ();
  g_assert_nonnull (find_game_over ());
  ui_test_dialog_close (ADW_DIALOG (find_game_over ()));
  drain_main_context ();
  g_signal_emit_by_name (result, "clicked");
  drain_main_context ();
  g_assert_nonnull (find_game_over ());
  ui_test_dialog_close (ADW_DIALOG (find_game_over ()));
  drain_main_context ();

  /* Taken back, the game goes on: no result, nothing to show. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  drain_main_context ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (result)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-result", NULL);
  drain_main_context ();
  g_assert_null (find_game_over ());

  ui_test_destroy_window (window);
}

/* At a match's end the summary's big numbers are the seeds each player
 * has, banks included, and it says after how many games, and the holes
 * those seeds fill, which decide. */
static void
test_game_end_match_summary (void)
{
  g_autoptr(AkMatch) match = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *total = NULL;
  AkGameOverDialog *dialog;
  AkWindow *window;
  AkRebuildPlan plan;
  AkRules rules;
  AkGame *game;
  guint wealth[2];
  guint result[2];
  const char *moves = "aAbBcC";

  ak_rules_init (&rules);
  rules.match_end = AK_MATCH_END_GAMES;
  rules.match_end_n = 1;
  match = ak_match_new (&rules, "One game");
  game = ak_match_get_current_game (match);
  for (const char *m = moves; *m != '\0'; m++)
    g_assert_cmpint (ak_game_play (game, ak_hole_from_char (*m), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_true (ak_game_agree (game));
  g_assert_true (ak_match_get_is_over (match));

  ak_match_wealth (ak_game_get_position (game), wealth);
  ak_position_division (ak_game_get_position (game), result);
  ak_match_plan (&rules, wealth, &plan);

  window = new_shown_window ();
  adw_dialog_present (ak_game_over_dialog_new (game, match, "Ana", "Kofi"), GTK_WIDGET (window));
  drain_main_context ();
  dialog = find_game_over ();
  g_assert_nonnull (dialog);
  total = g_strdup_printf ("%u", wealth[AK_SOUTH]);
  g_assert_cmpstr (summary_text (dialog, "south-total"), ==, total);
  g_free (total);
  total = g_strdup_printf ("%u", wealth[AK_NORTH]);
  g_assert_cmpstr (summary_text (dialog, "north-total"), ==, total);
  g_free (total);
  total = g_strdup_printf ("%u from the last game", result[AK_SOUTH]);
  g_assert_cmpstr (summary_text (dialog, "south-captured"), ==, total);

  expected = g_strdup_printf ("After 1 of 1 game: Ana has %u seeds, worth %u %s; Kofi %u, "
                              "worth %u",
                              wealth[AK_SOUTH], plan.holes[AK_SOUTH],
                              plan.holes[AK_SOUTH] == 1 ? "hole" : "holes",
                              wealth[AK_NORTH], plan.holes[AK_NORTH]);
  g_assert_cmpstr (summary_text (dialog, "next"), ==, expected);
  g_free (expected);
  expected = g_strdup_printf ("Ana %u · Kofi %u", plan.holes[AK_SOUTH], plan.holes[AK_NORTH]);
  g_assert_cmpstr (summary_text (dialog, "holes"), ==, expected);

  adw_dialog_force_close (ADW_DIALOG (dialog));
  ui_test_destroy_window (window);
}

/* A long game played to its end: the Moves list shows its last move. */
static void
test_game_end_moves_scrolled (void)
{
  AkWindow *window = new_shown_window ();
  AkTable *table = ak_window_get_table (window);
  GtkListView *list = ak_moves_panel_get_list_view (ak_window_get_moves_panel (window));
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  GtkWidget *scrolled;
  GtkLabel *cell;
  AkGame *game;
  guint plies = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 700);
  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 0, NULL, NULL);
  game = ak_window_get_game (window);
  while (!ak_game_get_is_over (game))
    {
      int move = AK_MOVE_PASS;

      /* The last legal hole: a long game, in practice. */
      for (int hole = AK_N_HOLES - 1; hole >= 0 && move == AK_MOVE_PASS; hole--)
        if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
          move = hole;
      g_assert_true (ak_table_play (table, move, NULL));
      drain_main_context ();
      plies++;
      g_assert_cmpuint (plies, <, 2000);
    }
  ui_test_close_dialogs_of_type (AK_TYPE_GAME_OVER_DIALOG);
  drain_main_context ();
  g_test_message ("%u plies", plies);

  /* More rows than fit, and the last move's cell in view. */
  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >,
                     gtk_adjustment_get_page_size (adjustment));
  cell = _ak_moves_panel_get_row_label (ak_window_get_moves_panel (window),
                                        ak_game_get_current_node (game));
  g_assert_nonnull (cell);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (cell)));
  scrolled = gtk_widget_get_ancestor (GTK_WIDGET (list), GTK_TYPE_SCROLLED_WINDOW);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (cell), scrolled, &bounds));
  g_test_message ("last cell at %g, height %g, scrolled %d, list %d; value %g page %g upper %g",
                  bounds.origin.y, bounds.size.height, gtk_widget_get_height (scrolled),
                  gtk_widget_get_height (GTK_WIDGET (list)), gtk_adjustment_get_value (adjustment),
                  gtk_adjustment_get_page_size (adjustment), gtk_adjustment_get_upper (adjustment));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scrolled));

  ui_test_destroy_window (window);
}

/* A game set up with seeds in the banks (from a match): they are no
 * one's result, and the seeds each took from the board are those of the
 * holes they owned, the bank left out. */
static void
test_game_end_banks (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(AkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  AkGameOverDialog *dialog;
  AkRules rules;

  ak_rules_init (&rules);
  game = ak_game_new_from_position_string (&rules, "0,0,0,0,2,0/3,0,0,0,0,5 S 17-18 2-1", &error);
  g_assert_no_error (error);
  ak_window_set_game (window, game);
  g_assert_true (ak_table_play (ak_window_get_table (window), 4, NULL));
  g_assert_true (ak_game_get_is_over (game));
  drain_main_context ();

  dialog = find_game_over ();
  g_assert_nonnull (dialog);
  g_assert_cmpuint (ak_game_get_position (game)->banks[AK_SOUTH], ==, 2);
  assert_division_shown (dialog, ak_game_get_position (game));
  ui_test_close_dialogs_of_type (AK_TYPE_GAME_OVER_DIALOG);
  ui_test_destroy_window (window);
}

/* New Game opens the New Game dialog. */
static void
test_game_end_new_game (void)
{
  AkWindow *window = new_shown_window ();
  AkGameOverDialog *dialog;

  end_a_game (window, 0);
  dialog = find_game_over ();
  g_assert_nonnull (dialog);
  ui_test_dialog_click (ADW_DIALOG (dialog), "new-game");
  drain_main_context ();
  g_assert_null (find_game_over ());
  g_assert_nonnull (ui_test_find_dialog_of_type (AK_TYPE_NEW_GAME_DIALOG));
  ui_test_close_dialogs_of_type (AK_TYPE_NEW_GAME_DIALOG);
  ui_test_destroy_window (window);
}

/* Review This Game asks how long to look, as the menu's Review Game…
 * does; the answer starts the review, whose bar shows under the board. */
static void
test_game_end_review (void)
{
  AkWindow *window = new_shown_window ();
  GtkWidget *bar;
  AkGameOverDialog *dialog;
  AdwAlertDialog *question;
  gint64 deadline;

  end_a_game (window, 0);
  dialog = find_game_over ();
  g_assert_nonnull (dialog);
  /* The bar is made for the first review. */
  g_assert_null (ui_test_find_named (GTK_WIDGET (window), "review-bar"));
  ui_test_dialog_click (ADW_DIALOG (dialog), "review");
  drain_main_context ();
  g_assert_null (find_game_over ());

  question = ui_test_wait_for_alert_dialog ();
  g_assert_cmpstr (adw_alert_dialog_get_heading (question), ==, "Review Game?");
  ui_test_alert_respond (question, "review");
  bar = ui_test_find_named (GTK_WIDGET (window), "review-bar");
  g_assert_nonnull (bar);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)));

  /* The review of one move is soon done, and the bar goes. */
  deadline = g_get_monotonic_time () + 6 * WAIT_TIMEOUT_US;
  while (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  drain_main_context ();
  ui_test_destroy_window (window);
}

/* While a review cannot be started (one runs already), the summary does
 * not offer one; it does as soon as it can. */
static void
test_game_end_review_disabled (void)
{
  AkWindow *window = new_shown_window ();
  AkGameOverDialog *dialog;

  gtk_widget_action_set_enabled (GTK_WIDGET (window), "win.review-game", FALSE);
  end_a_game (window, 0);
  dialog = find_game_over ();
  g_assert_nonnull (dialog);
  g_assert_false (ak_game_over_dialog_has_response (dialog, "review"));
  g_assert_true (ak_game_over_dialog_has_response (dialog, "play-again"));

  gtk_widget_action_set_enabled (GTK_WIDGET (window), "win.review-game", TRUE);
  drain_main_context ();
  g_assert_true (ak_game_over_dialog_has_response (dialog, "review"));
  ui_test_close_dialogs_of_type (AK_TYPE_GAME_OVER_DIALOG);
  ui_test_destroy_window (window);
}

static void
wait_for_file_ops (AkWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  while (ak_window_get_n_pending_file_ops (window) > 0)
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

  ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_data_func ("/ak/ui/game-end/summary/adji-kui-2",
                        GINT_TO_POINTER (AK_VARIANT_ADJI_KUI_2), test_game_end_summary);
  g_test_add_data_func ("/ak/ui/game-end/summary/adji-kui-1",
                        GINT_TO_POINTER (AK_VARIANT_ADJI_KUI_1), test_game_end_summary);
  g_test_add_func ("/ak/ui/game-end/play-again", test_game_end_play_again);
  g_test_add_func ("/ak/ui/game-end/close", test_game_end_close);
  g_test_add_func ("/ak/ui/game-end/move-limit", test_game_end_move_limit);
  g_test_add_func ("/ak/ui/game-end/board-swept", test_game_end_board_swept);
  g_test_add_func ("/ak/ui/game-end/show-result", test_game_end_show_result);
  g_test_add_func ("/ak/ui/game-end/match-summary", test_game_end_match_summary);
  g_test_add_func ("/ak/ui/game-end/moves-scrolled", test_game_end_moves_scrolled);
  g_test_add_func ("/ak/ui/game-end/banks", test_game_end_banks);
  g_test_add_func ("/ak/ui/game-end/new-game", test_game_end_new_game);
  g_test_add_func ("/ak/ui/game-end/review", test_game_end_review);
  g_test_add_func ("/ak/ui/game-end/review-disabled", test_game_end_review_disabled);
  g_test_add_func ("/ak/ui/window/subtitle", test_game_end_subtitle);

  return ui_test_run ();
}
