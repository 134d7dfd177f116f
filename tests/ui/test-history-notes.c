/* test-history-notes.c — the two rules that depend on the game so far, on
 * screen: how often the position shown has come up and the plies without
 * a capture, under the status line and for screen readers; and the
 * Analysis page's lines that one of them ends
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The games start from the position of tests/data/akn/good/
 * repetition-two.akn, whose six plies "f C a A d D" bring the board back
 * without a capture: played again and again, they repeat a position, or
 * reach the limit of plies without a capture when repetitions are off.
 */

#define G_LOG_DOMAIN "test-history-notes"

#include "config.h"

#include "ui-test-setup.h"

#include <string.h>

#include "ak-analysis-page.h"
#include "ak-analysis-page-private.h"
#include "ak-board-view-private.h"
#include "ak-game-over-dialog.h"
#include "ak-history-note.h"
#include "ak-window-private.h"

#define CYCLE_START "2,1,1,1,0,2/1,0,2,1,0,1 S 16-20"
#define WAIT_TIMEOUT_US (30 * G_USEC_PER_SEC)

static const char cycle[] = "fCaAdD";

static AkGame *
new_cycle_game (const char *options)
{
  g_autoptr(GError) error = NULL;
  AkRules rules;
  AkGame *game;

  ak_rules_init (&rules);
  g_assert_true (ak_rules_parse (&rules, options != NULL ? options : "", &error));
  g_assert_no_error (error);
  game = ak_game_new_from_position_string (&rules, CYCLE_START, &error);
  g_assert_no_error (error);
  return game;
}

/* Plies @from to @to of the cycle played over and over, each one by the
 * table as a player's move; none captures. */
static void
play_cycle (AkWindow *window,
            guint     from,
            guint     to)
{
  for (guint i = from; i < to; i++)
    {
      g_autoptr(GError) error = NULL;
      AkGame *game = ak_window_get_game (window);
      guint captured = ak_game_get_position (game)->stores[AK_SOUTH] +
                       ak_game_get_position (game)->stores[AK_NORTH];

      g_assert_true (ak_table_play (ak_window_get_table (window),
                                    ak_hole_from_char (cycle[i % 6]), &error));
      g_assert_no_error (error);
      g_assert_cmpuint (ak_game_get_position (game)->stores[AK_SOUTH] +
                        ak_game_get_position (game)->stores[AK_NORTH], ==, captured);
    }
  drain_main_context ();
}

static AkWindow *
new_window_with (AkGame *game)
{
  AkWindow *window;

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  ak_board_view_set_animation_speed (ak_window_get_board_view (window),
                                     AK_ANIMATION_SPEED_INSTANT);
  ak_window_set_game (window, game);
  /* Two people: the computer plays nothing between the test's moves. */
  ak_window_set_player_level (window, AK_SOUTH, 0);
  ak_window_set_player_level (window, AK_NORTH, 0);
  drain_main_context ();
  return window;
}

/* The note under the status line shows @text, or is hidden when @text is
 * NULL; a screen reader hears the same with the status line. */
static void
assert_note (AkWindow   *window,
             const char *text)
{
  GtkLabel *label = _ak_window_get_history_label (window);
  GtkAccessible *status;
  g_autofree char *reason = NULL;

  if (text == NULL)
    {
      g_assert_false (gtk_widget_get_visible (GTK_WIDGET (label)));
      g_assert_cmpstr (gtk_label_get_text (label), ==, "");
    }
  else
    {
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (label)));
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (label)));
      g_assert_cmpstr (gtk_label_get_text (label), ==, text);
      g_assert_false (gtk_label_get_use_markup (label));
    }
  status = GTK_ACCESSIBLE (_ak_window_get_status_label (window));
  reason = gtk_test_accessible_check_property (status, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                               text != NULL ? text : "");
  if (reason != NULL)
    g_error ("the status line's description: %s", reason);
}

/* What the note says of the position shown after it came up @count times
 * under a rule that ends the game at the @limit-th. */
static char *
expected_repetition (AkWindow *window,
                     guint     count,
                     guint     limit)
{
  guint totals[2];

  ak_position_division (ak_game_get_position (ak_window_get_game (window)), totals);
  return g_strdup_printf ("Position seen %u times · %u more %s the game: %s would have %u, %s %u",
                          count, limit - count, limit - count == 1 ? "ends" : "end",
                          ak_window_player_name (window, AK_SOUTH), totals[AK_SOUTH],
                          ak_window_player_name (window, AK_NORTH), totals[AK_NORTH]);
}

static void
record_announcement_cb (AkBoardView *board,
                        const char  *message,
                        gpointer     user_data)
{
  g_ptr_array_add (user_data, g_strdup (message));
}

static guint
count_said (GPtrArray  *said,
            const char *text)
{
  guint n = 0;

  for (guint i = 0; i < said->len; i++)
    n += g_strcmp0 (g_ptr_array_index (said, i), text) == 0;
  return n;
}

/* The second time a position comes up the note says so, with what each
 * player would end the game with; walking back shows the counts of the
 * position shown; the third time ends the game, and the note says why. */
static void
test_repetition (void)
{
  g_autoptr(AkGame) game = new_cycle_game (NULL);
  AkWindow *window = new_window_with (game);
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *second = NULL;
  g_autofree char *again = NULL;

  _ak_board_view_set_announce_hook (record_announcement_cb, said);
  assert_note (window, NULL);

  /* Every position of the first round is new. */
  for (guint i = 0; i < 5; i++)
    {
      play_cycle (window, i, i + 1);
      assert_note (window, NULL);
    }
  play_cycle (window, 5, 6);
  g_assert_cmpuint (ak_history_count_current (ak_game_get_engine_history (game)), ==, 2);
  second = expected_repetition (window, 2, 3);
  assert_note (window, second);
  g_assert_cmpuint (count_said (said, second), ==, 1);
  /* A warning while the game goes on. */
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (_ak_window_get_history_label (window)),
                                           "warning"));

  /* Walking back: the position before was new; the start came up once. */
  g_assert_true (ak_game_go_previous (game));
  drain_main_context ();
  assert_note (window, NULL);
  g_assert_true (ak_game_go_first (game));
  drain_main_context ();
  assert_note (window, NULL);
  g_assert_true (ak_game_go_last (game));
  drain_main_context ();
  assert_note (window, second);
  /* Back where the game stands, a screen reader is not told again. */
  g_assert_cmpuint (count_said (said, second), ==, 1);

  /* The second round: each position its second time. */
  play_cycle (window, 0, 1);
  again = expected_repetition (window, 2, 3);
  assert_note (window, again);
  g_assert_cmpuint (count_said (said, again), ==, 1);
  play_cycle (window, 1, 5);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (_ak_window_get_history_label (window))));

  /* The third time ends the game. */
  play_cycle (window, 5, 6);
  g_assert_true (ak_game_get_is_over (game));
  g_assert_cmpint (ak_game_get_termination (game), ==, AK_TERMINATION_REPETITION);
  assert_note (window, "The same position came up 3 times.");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (_ak_window_get_history_label (window)),
                                            "warning"));

  _ak_board_view_set_announce_hook (NULL, NULL);
  ui_test_close_dialogs_of_type (AK_TYPE_GAME_OVER_DIALOG);
  ui_test_destroy_window (window);
}

/* With repetition=4, two more times end the game. */
static void
test_repetition_option (void)
{
  g_autoptr(AkGame) game = new_cycle_game ("repetition=4");
  AkWindow *window = new_window_with (game);
  g_autofree char *second = NULL;
  g_autofree char *third = NULL;

  play_cycle (window, 0, 6);
  second = expected_repetition (window, 2, 4);
  g_assert_nonnull (strstr (second, "2 more end the game"));
  assert_note (window, second);
  play_cycle (window, 6, 12);
  third = expected_repetition (window, 3, 4);
  assert_note (window, third);
  ui_test_destroy_window (window);
}

/* No note where the rule is off. */
static void
test_repetition_off (void)
{
  g_autoptr(AkGame) game = new_cycle_game ("repetition=0");
  AkWindow *window = new_window_with (game);

  play_cycle (window, 0, 12);
  g_assert_cmpuint (ak_history_count_current (ak_game_get_engine_history (game)), ==, 3);
  assert_note (window, NULL);
  ui_test_destroy_window (window);
}

/* From 150 of 200 plies without a capture the note counts them; walking
 * back below 150 hides it. */
static void
test_no_capture (void)
{
  g_autoptr(AkGame) game = new_cycle_game ("repetition=0");
  AkWindow *window = new_window_with (game);
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  guint announced;

  _ak_board_view_set_announce_hook (record_announcement_cb, said);
  play_cycle (window, 0, 149);
  g_assert_cmpuint (ak_history_get_plies_without_capture (ak_game_get_engine_history (game)), ==,
                    149);
  assert_note (window, NULL);

  play_cycle (window, 149, 150);
  assert_note (window, "150 of 200 plies without a capture");
  g_assert_cmpuint (count_said (said, "150 of 200 plies without a capture"), ==, 1);
  announced = said->len;
  play_cycle (window, 150, 152);
  assert_note (window, "152 of 200 plies without a capture");
  /* Told once as it comes, not at every ply. */
  g_assert_cmpuint (count_said (said, "152 of 200 plies without a capture"), ==, 0);
  g_assert_cmpuint (said->len, >=, announced);

  g_assert_true (ak_game_go_previous (game));
  g_assert_true (ak_game_go_previous (game));
  drain_main_context ();
  assert_note (window, "150 of 200 plies without a capture");
  g_assert_true (ak_game_go_previous (game));
  drain_main_context ();
  assert_note (window, NULL);
  g_assert_true (ak_game_go_last (game));
  drain_main_context ();
  assert_note (window, "152 of 200 plies without a capture");

  /* The limit ends the game, and the note says why. */
  play_cycle (window, 152, 200);
  g_assert_cmpint (ak_game_get_termination (game), ==, AK_TERMINATION_NO_CAPTURE);
  assert_note (window, "200 plies in a row went by without a capture.");

  _ak_board_view_set_announce_hook (NULL, NULL);
  ui_test_close_dialogs_of_type (AK_TYPE_GAME_OVER_DIALOG);
  ui_test_destroy_window (window);
}

/* Three quarters of another limit; nothing with the limit off; both notes
 * at once. */
static void
test_no_capture_options (void)
{
  g_autoptr(AkGame) off = new_cycle_game ("repetition=0 no-capture-limit=0");
  g_autoptr(AkGame) both = new_cycle_game ("no-capture-limit=8");
  AkWindow *window = new_window_with (off);
  g_autofree char *expected = NULL;
  g_autofree char *repetition = NULL;

  play_cycle (window, 0, 160);
  assert_note (window, NULL);

  ak_window_set_game (window, both);
  drain_main_context ();
  play_cycle (window, 0, 5);
  assert_note (window, NULL);
  play_cycle (window, 5, 6);
  repetition = expected_repetition (window, 2, 3);
  expected = g_strdup_printf ("%s\n6 of 8 plies without a capture", repetition);
  assert_note (window, expected);
  ui_test_destroy_window (window);
}

static void
play_on (AkGame *game,
         guint   n_plies)
{
  for (guint i = 0; i < n_plies; i++)
    g_assert_cmpint (ak_game_play (game, ak_hole_from_char (cycle[i % 6]), NULL), ==,
                     AK_VERDICT_LEGAL);
}

/* The words for a line of play, found on a copy of the game: the game
 * itself stays where it is. */
static void
test_line_end (void)
{
  g_autoptr(AkGame) game = new_cycle_game (NULL);
  g_autoptr(AkGame) limited = new_cycle_game ("no-capture-limit=10");
  const guint8 ends[] = { ak_hole_from_char ('D'), ak_hole_from_char ('f'),
                          ak_hole_from_char ('C') };
  const guint8 quiet[] = { ak_hole_from_char ('a'), ak_hole_from_char ('A'),
                           ak_hole_from_char ('d') };
  g_autofree char *text = NULL;
  guint n_shown = 99;

  /* After eleven plies, D brings the start up a third time. */
  play_on (game, 11);
  text = ak_history_note_line_end (ak_game_get_engine_history (game), ends, 3, &n_shown);
  g_assert_cmpstr (text, ==, "ends by repetition");
  g_assert_cmpuint (n_shown, ==, 1);
  g_assert_false (ak_game_get_is_over (game));
  g_assert_cmpuint (ak_history_get_n_plies (ak_game_get_engine_history (game)), ==, 11);
  g_clear_pointer (&text, g_free);

  /* Lines that end nowhere say nothing. */
  text = ak_history_note_line_end (ak_game_get_engine_history (game), ends, 0, &n_shown);
  g_assert_null (text);
  g_assert_cmpuint (n_shown, ==, 0);

  /* After eight plies, the line's second is the tenth without a capture. */
  play_on (limited, 8);
  text = ak_history_note_line_end (ak_game_get_engine_history (limited), quiet, 3, &n_shown);
  g_assert_cmpstr (text, ==, "ends at the 10-ply limit");
  g_assert_cmpuint (n_shown, ==, 2);
  g_clear_pointer (&text, g_free);
  text = ak_history_note_line_end (ak_game_get_engine_history (limited), quiet, 1, &n_shown);
  g_assert_null (text);
  g_assert_cmpuint (n_shown, ==, 1);
}

/* The Analysis page, shown in a window of its own, analysing @game. */
static GtkWindow *
show_analysis (AkGame          *game,
               AkAnalysisPage **page)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  *page = AK_ANALYSIS_PAGE (ak_analysis_page_new ());
  ak_analysis_page_set_game (*page, game);
  gtk_window_set_default_size (window, 380, 800);
  gtk_window_set_child (window, GTK_WIDGET (*page));
  gtk_window_present (window);
  ui_test_wait_for_window_shown (window);
  ak_analysis_page_set_enabled (*page, TRUE);
  return window;
}

/* Waits for the page's lines to be searched at least @depth plies deep,
 * and its best line to be shown. */
static void
wait_for_lines (AkAnalysisPage *page,
                guint           depth)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  while (_ak_analysis_page_get_lines_depth (page) < depth ||
         ak_analysis_page_get_best_move (page) == AK_MOVE_NONE)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  drain_main_context ();
}

static void
close_analysis (GtkWindow *window)
{
  ak_analysis_page_set_enabled (AK_ANALYSIS_PAGE (gtk_window_get_child (window)), FALSE);
  gtk_window_destroy (window);
  drain_main_context ();
}

/* The line of each move, and the best line, say where a repetition or the
 * limit of plies without a capture ends them, and stop there. */
static void
test_analysis_lines (void)
{
  g_autoptr(AkGame) game = new_cycle_game (NULL);
  g_autoptr(AkGame) limited = new_cycle_game ("repetition=0 no-capture-limit=10");
  AkAnalysisPage *page;
  GtkWindow *window;
  guint n_quiet = 0;
  int repeat = ak_hole_from_char ('D');

  /* North to move after eleven plies: D ends the game by repetition. */
  play_on (game, 11);
  window = show_analysis (game, &page);
  wait_for_lines (page, 3);
  for (guint i = 0; i < _ak_analysis_page_get_n_lines (page); i++)
    {
      const char *text = gtk_label_get_text (_ak_analysis_page_get_line_label (page, i));

      g_test_message ("line %u: %s", i, text);
      /* The lines keep each move number with its move. */
      if (_ak_analysis_page_get_line (page, i)->move == repeat)
        g_assert_cmpstr (text, ==, "6…\u00a0D — ends by repetition");
      else
        g_assert_null (strstr (text, "— ends by repetition"));
    }
  g_test_message ("best line: %s", _ak_analysis_page_get_line_text (page));
  if (ak_analysis_page_get_best_move (page) == repeat)
    g_assert_cmpstr (_ak_analysis_page_get_line_text (page), ==, "6... D — ends by repetition");
  close_analysis (window);

  /* North to move after nine plies: a move without a capture is the
   * tenth, and ends the game.  None captures here, and the search ends
   * at depth 1. */
  play_on (limited, 9);
  window = show_analysis (limited, &page);
  wait_for_lines (page, 1);
  for (guint i = 0; i < _ak_analysis_page_get_n_lines (page); i++)
    {
      int move = _ak_analysis_page_get_line (page, i)->move;
      const char *text = gtk_label_get_text (_ak_analysis_page_get_line_label (page, i));
      AkPosition pos = *ak_game_get_position (limited);
      AkMoveInfo info = { 0, };
      g_autofree char *expected = NULL;
      g_autofree char *best = NULL;

      g_test_message ("line %u: %s", i, text);
      g_assert_cmpint (ak_position_play (&pos, ak_game_get_rules (limited), move, &info), ==,
                       AK_VERDICT_LEGAL);
      if (info.captured > 0)
        {
          g_assert_null (strstr (text, "limit"));
          continue;
        }
      n_quiet++;
      expected = g_strdup_printf ("5…\u00a0%c — ends at the 10-ply limit",
                                  ak_hole_to_char (move));
      g_assert_cmpstr (text, ==, expected);
      best = g_strdup_printf ("5... %c — ends at the 10-ply limit", ak_hole_to_char (move));
      if (move == ak_analysis_page_get_best_move (page))
        g_assert_cmpstr (_ak_analysis_page_get_line_text (page), ==, best);
    }
  g_assert_cmpuint (n_quiet, >, 0);
  close_analysis (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/history-notes/repetition", test_repetition);
  g_test_add_func ("/ak/ui/history-notes/repetition-option", test_repetition_option);
  g_test_add_func ("/ak/ui/history-notes/repetition-off", test_repetition_off);
  g_test_add_func ("/ak/ui/history-notes/no-capture", test_no_capture);
  g_test_add_func ("/ak/ui/history-notes/no-capture-options", test_no_capture_options);
  g_test_add_func ("/ak/ui/history-notes/line-end", test_line_end);
  g_test_add_func ("/ak/ui/history-notes/analysis-lines", test_analysis_lines);

  return ui_test_run ();
}
