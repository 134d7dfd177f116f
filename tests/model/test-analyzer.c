/* test-analyzer.c — searches in a worker thread: progress, stopping,
 * changing position, finalizing, and the computer player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-model.h"
#include "ak-analyzer-private.h"

/* Waits here are deadlines for things that must happen, seconds long so
 * that a busy machine cannot miss them.  How fast a search stops or how
 * deep it gets in a given time is measured by tests/bench, not here. */
#define DEADLINE_MS 20000

static AkGame *
new_game (const char *position)
{
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  if (position != NULL)
    g_assert_true (ak_position_parse (&start, position, NULL));
  else
    ak_position_init_start (&start, AK_SOUTH);
  return ak_game_new (&rules, &start);
}

static gboolean
timeout_cb (gpointer user_data)
{
  gboolean *flag = user_data;

  *flag = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until *flag is set or @ms pass; returns *flag. */
static gboolean
wait_for (gboolean *flag,
          guint     ms)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (ms, timeout_cb, &timed_out);

  while (!*flag && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  return *flag;
}

static void
spin (guint ms)
{
  gboolean done = FALSE;

  wait_for (&done, ms);
}

static void
count_cb (gpointer  object,
          guint    *count)
{
  (*count)++;
}

static void
set_flag_cb (gpointer  object,
             gboolean *flag)
{
  *flag = TRUE;
}

/* Runs the main loop until the analyzer's result is at least @depth deep;
 * returns whether it got there before the deadline. */
static gboolean
wait_for_depth (AkAnalyzer *analyzer,
                guint       depth)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (DEADLINE_MS, timeout_cb, &timed_out);

  while (ak_analyzer_get_depth (analyzer) < depth && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  return ak_analyzer_get_depth (analyzer) >= depth;
}

/* Reports come while the search deepens, at most ten a second, each a
 * whole result; a search with a time limit then ends by itself and says
 * so.  The depth is awaited, not expected by a given time. */
static void
test_progress_and_finish (void)
{
  AkGame *game = new_game (NULL);
  AkAnalyzer *analyzer = ak_analyzer_new ();
  const AkSearchResult *result;
  guint progress = 0;
  gboolean finished = FALSE;
  gint64 start;
  double seconds;
  g_autofree char *pv = NULL;

  g_signal_connect (analyzer, "progress", G_CALLBACK (count_cb), &progress);
  g_signal_connect (analyzer, "finished", G_CALLBACK (set_flag_cb), &finished);

  start = g_get_monotonic_time ();
  ak_analyzer_start_for_game (analyzer, game, 0);
  g_assert_true (ak_analyzer_get_running (analyzer));
  g_assert_true (wait_for_depth (analyzer, 4));
  ak_analyzer_stop (analyzer);
  seconds = (g_get_monotonic_time () - start) / 1e6;
  g_assert_false (finished);

  result = ak_analyzer_get_result (analyzer);
  g_assert_cmpuint (result->n_moves, ==, 6);
  g_assert_cmpint (ak_game_check_move (game, ak_analyzer_get_best_move (analyzer)), ==,
                   AK_VERDICT_LEGAL);
  pv = ak_analyzer_dup_pv (analyzer);
  g_assert_cmpuint (strlen (pv), >, 0);
  g_assert_cmpuint (ak_analyzer_get_nodes (analyzer), >, 0);

  /* At most ten reports a second reach the main thread, and some do: a
   * busy machine can only make them fewer. */
  g_assert_cmpuint (progress, >=, 1);
  g_assert_cmpuint (progress, <=, (guint) (seconds * AK_ANALYZER_REPORTS_PER_SECOND) + 2);

  /* With a time limit the search ends by itself.  Had a busy machine
   * left it no time for one iteration, it has no moves; otherwise all. */
  ak_analyzer_start_for_game (analyzer, game, 300 * 1000);
  g_assert_true (wait_for (&finished, DEADLINE_MS));
  g_assert_false (ak_analyzer_get_running (analyzer));
  result = ak_analyzer_get_result (analyzer);
  g_test_message ("300 ms: depth %u", result->depth);
  if (result->depth > 0)
    {
      g_assert_cmpuint (result->n_moves, ==, 6);
      g_assert_cmpint (ak_game_check_move (game, ak_analyzer_get_best_move (analyzer)), ==,
                       AK_VERDICT_LEGAL);
    }

  g_assert_finalize_object (analyzer);
  g_assert_finalize_object (game);
}

/* A stopped search's worker ends on its own and reports when: the time it
 * took is logged (run with --verbose), not held to a bound. */
static void
test_stop_ends_worker (void)
{
  AkGame *game = new_game (NULL);
  AkAnalyzer *analyzer = ak_analyzer_new ();
  gint64 latency = -1;

  for (guint round = 0; round < 5; round++)
    {
      gboolean timed_out = FALSE;
      guint id;

      ak_analyzer_start_for_game (analyzer, game, 0);
      spin (100 + 37 * round);
      ak_analyzer_stop (analyzer);
      g_assert_false (ak_analyzer_get_running (analyzer));

      /* The worker ends on its own; wait for its report. */
      id = g_timeout_add (DEADLINE_MS, timeout_cb, &timed_out);
      while ((latency = _ak_analyzer_get_last_stop_latency_us (analyzer)) < 0 && !timed_out)
        g_main_context_iteration (NULL, TRUE);
      if (!timed_out)
        g_source_remove (id);
      g_assert_cmpint (latency, >=, 0);
      g_test_message ("round %u: stopped %" G_GINT64_FORMAT " µs after the request", round, latency);
    }

  g_assert_finalize_object (analyzer);
  g_assert_finalize_object (game);
}

static void
test_new_position_mid_search (void)
{
  AkGame *game = new_game (NULL);
  AkAnalyzer *analyzer = ak_analyzer_new ();
  gboolean finished = FALSE;

  g_signal_connect (analyzer, "finished", G_CALLBACK (set_flag_cb), &finished);

  ak_analyzer_start_for_game (analyzer, game, 0);
  spin (150);

  /* The position changes: the old search stops, the new one reports. */
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('c'), NULL), ==, AK_VERDICT_LEGAL);
  ak_analyzer_start_for_game (analyzer, game, 0);
  g_assert_true (wait_for_depth (analyzer, 1));
  ak_analyzer_stop (analyzer);
  g_assert_false (finished);

  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_NORTH);
  g_assert_cmpint (ak_game_check_move (game, ak_analyzer_get_best_move (analyzer)), ==,
                   AK_VERDICT_LEGAL);
  g_assert_cmpint (ak_hole_row (ak_analyzer_get_best_move (analyzer)), ==, AK_NORTH);

  g_assert_finalize_object (analyzer);
  g_assert_finalize_object (game);
}

static void
test_finalize_while_running (void)
{
  AkGame *game = new_game (NULL);
  AkAnalyzer *analyzer = ak_analyzer_new ();

  ak_analyzer_start_for_game (analyzer, game, 0);
  spin (50);
  g_assert_finalize_object (analyzer);

  /* The orphaned worker stops and cleans up after itself. */
  spin (200);
  g_assert_finalize_object (game);
}

static void
test_proved_result (void)
{
  /* One move: e makes a casa and leaves 6 seeds, 24-24. */
  AkGame *game = new_game ("0,0,0,0,2,0/3,0,0,0,0,5 S 19-19");
  AkAnalyzer *analyzer = ak_analyzer_new ();
  gboolean finished = FALSE;

  g_signal_connect (analyzer, "finished", G_CALLBACK (set_flag_cb), &finished);
  ak_analyzer_start_for_game (analyzer, game, 0);
  g_assert_true (wait_for (&finished, DEADLINE_MS));
  g_assert_true (ak_analyzer_get_exact (analyzer));
  g_assert_cmpint (ak_analyzer_get_score (analyzer), ==, 0);
  g_assert_cmpint (ak_analyzer_get_best_move (analyzer), ==, ak_hole_from_char ('e'));

  g_assert_finalize_object (analyzer);
  g_assert_finalize_object (game);
}

static void
notify_count_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static void
test_threads_property (void)
{
  AkAnalyzer *analyzer = ak_analyzer_new ();
  guint notified = 0;
  guint value = 99;

  /* Every core by default. */
  g_assert_cmpuint (ak_analyzer_get_n_threads (analyzer), ==, 0);
  g_signal_connect (analyzer, "notify::n-threads", G_CALLBACK (notify_count_cb), &notified);

  ak_analyzer_set_n_threads (analyzer, 2);
  ak_analyzer_set_n_threads (analyzer, 2);
  g_assert_cmpuint (notified, ==, 1);
  g_object_get (analyzer, "n-threads", &value, NULL);
  g_assert_cmpuint (value, ==, 2);

  /* More than a search takes is the most it takes. */
  ak_analyzer_set_n_threads (analyzer, 1000);
  g_assert_cmpuint (ak_analyzer_get_n_threads (analyzer), ==, AK_SEARCH_MAX_THREADS);
  g_object_set (analyzer, "n-threads", 0, NULL);
  g_assert_cmpuint (ak_analyzer_get_n_threads (analyzer), ==, 0);
  g_assert_cmpuint (notified, ==, 3);

  g_assert_finalize_object (analyzer);
}

/* On two threads: iterations reported, a legal move, the same proof. */
static void
test_threads_analysis (void)
{
  AkGame *game = new_game (NULL);
  AkGame *ending = new_game ("0,0,0,0,2,0/3,0,0,0,0,5 S 19-19");
  AkAnalyzer *analyzer = ak_analyzer_new ();
  const AkSearchResult *result;
  guint progress = 0;
  gboolean finished = FALSE;
  g_autofree char *pv = NULL;

  ak_analyzer_set_n_threads (analyzer, 2);
  g_signal_connect (analyzer, "progress", G_CALLBACK (count_cb), &progress);
  g_signal_connect (analyzer, "finished", G_CALLBACK (set_flag_cb), &finished);

  ak_analyzer_start_for_game (analyzer, game, 0);
  g_assert_true (wait_for_depth (analyzer, 4));
  ak_analyzer_stop (analyzer);
  g_assert_false (finished);
  result = ak_analyzer_get_result (analyzer);
  g_test_message ("two threads: depth %u, %" G_GUINT64_FORMAT " nodes, %" G_GUINT64_FORMAT
                  " nodes a second", result->depth, result->nodes,
                  ak_analyzer_get_nps (analyzer));
  g_assert_cmpuint (progress, >=, 1);
  g_assert_cmpuint (result->n_moves, ==, 6);
  g_assert_cmpint (ak_game_check_move (game, ak_analyzer_get_best_move (analyzer)), ==,
                   AK_VERDICT_LEGAL);
  pv = ak_analyzer_dup_pv (analyzer);
  g_assert_cmpuint (strlen (pv), >, 0);
  g_assert_cmpuint (ak_analyzer_get_nodes (analyzer), >, 0);
  g_assert_cmpuint (ak_analyzer_get_nps (analyzer), >, 0);

  finished = FALSE;
  ak_analyzer_start_for_game (analyzer, ending, 0);
  g_assert_true (wait_for (&finished, DEADLINE_MS));
  g_assert_true (ak_analyzer_get_exact (analyzer));
  g_assert_cmpint (ak_analyzer_get_score (analyzer), ==, 0);
  g_assert_cmpint (ak_analyzer_get_best_move (analyzer), ==, ak_hole_from_char ('e'));

  g_assert_finalize_object (analyzer);
  g_assert_finalize_object (game);
  g_assert_finalize_object (ending);
}

typedef struct
{
  gboolean done;
  int      move;
  GError  *error;
} Choice;

static void
choose_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  Choice *choice = user_data;

  choice->move = ak_analyzer_choose_move_finish (result, &choice->error);
  choice->done = TRUE;
}

static gboolean
tick_cb (gpointer user_data)
{
  (*(guint *) user_data)++;
  return G_SOURCE_CONTINUE;
}

static void
test_computer_does_not_block (void)
{
  AkGame *game = new_game (NULL);
  Choice choice = { FALSE, AK_MOVE_NONE, NULL };
  guint ticks = 0;
  guint id = g_timeout_add (5, tick_cb, &ticks);

  /* Level 5 thinks for two seconds; the loop keeps ticking. */
  ak_analyzer_choose_move_async (game, 5, 1, NULL, choose_cb, &choice);
  g_assert_true (wait_for (&choice.done, DEADLINE_MS));
  g_source_remove (id);

  g_assert_no_error (choice.error);
  g_assert_cmpint (ak_game_check_move (game, choice.move), ==, AK_VERDICT_LEGAL);
  g_test_message ("%u ticks of 5 ms while the computer thought", ticks);
  g_assert_cmpuint (ticks, >=, 10);

  g_assert_cmpint (ak_game_play (game, choice.move, NULL), ==, AK_VERDICT_LEGAL);
  g_assert_finalize_object (game);
}

static void
test_computer_cancel (void)
{
  AkGame *game = new_game (NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  Choice choice = { FALSE, AK_MOVE_NONE, NULL };
  gint64 start;

  /* Level 5 would think for two seconds. */
  ak_analyzer_choose_move_async (game, 5, 1, cancellable, choose_cb, &choice);
  spin (50);
  start = g_get_monotonic_time ();
  g_cancellable_cancel (cancellable);
  g_assert_true (wait_for (&choice.done, DEADLINE_MS));
  g_test_message ("cancelled: %" G_GINT64_FORMAT " µs", g_get_monotonic_time () - start);
  /* Not a move found in the meantime: the cancel ended it. */
  g_assert_error (choice.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&choice.error);

  g_assert_finalize_object (game);
}

/* Level 5 on two threads, told to hurry: a legal move, not an error. */
static void
test_computer_threads (void)
{
  AkGame *game = new_game (NULL);
  g_autoptr(GCancellable) hurry = g_cancellable_new ();
  Choice choice = { FALSE, AK_MOVE_NONE, NULL };
  gint64 start;

  ak_analyzer_think_async (game, 5, 1, 2, hurry, NULL, choose_cb, &choice);
  spin (300);
  start = g_get_monotonic_time ();
  g_cancellable_cancel (hurry);
  g_assert_true (wait_for (&choice.done, DEADLINE_MS));
  g_test_message ("hurried: %" G_GINT64_FORMAT " µs", g_get_monotonic_time () - start);
  g_assert_no_error (choice.error);
  g_assert_cmpint (ak_game_check_move (game, choice.move), ==, AK_VERDICT_LEGAL);

  g_assert_finalize_object (game);
}

/* Levels 1–4 search on one thread whatever they are given: the same seed
 * plays the same move with one thread or every core. */
static void
test_levels_ignore_threads (void)
{
  AkGame *game = new_game ("9,1,4,1,4,8/1,9,1,0,2,4 S 0-4");

  for (guint level = 1; level <= 4; level++)
    {
      Choice one = { FALSE, AK_MOVE_NONE, NULL };
      Choice all = { FALSE, AK_MOVE_NONE, NULL };

      ak_analyzer_think_async (game, level, 7, 1, NULL, NULL, choose_cb, &one);
      g_assert_true (wait_for (&one.done, DEADLINE_MS));
      ak_analyzer_think_async (game, level, 7, 0, NULL, NULL, choose_cb, &all);
      g_assert_true (wait_for (&all.done, DEADLINE_MS));
      g_assert_no_error (one.error);
      g_assert_no_error (all.error);
      g_assert_cmpint (one.move, ==, all.move);
    }

  g_assert_finalize_object (game);
}

static void
test_levels_are_deterministic (void)
{
  AkGame *game = new_game (NULL);

  /* Levels 1-3 search to a fixed depth: the same seed, the same move. */
  for (guint level = 1; level <= 3; level++)
    {
      Choice first = { FALSE, AK_MOVE_NONE, NULL };
      Choice second = { FALSE, AK_MOVE_NONE, NULL };

      ak_analyzer_choose_move_async (game, level, 42, NULL, choose_cb, &first);
      g_assert_true (wait_for (&first.done, DEADLINE_MS));
      ak_analyzer_choose_move_async (game, level, 42, NULL, choose_cb, &second);
      g_assert_true (wait_for (&second.done, DEADLINE_MS));
      g_assert_no_error (first.error);
      g_assert_no_error (second.error);
      g_assert_cmpint (first.move, ==, second.move);
    }

  g_assert_finalize_object (game);
}

typedef struct
{
  gboolean  done;
  GArray   *lines;
  GError   *error;
} Lines;

static void
lines_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  Lines *lines = user_data;

  lines->lines = ak_analyzer_lines_finish (result, &lines->error);
  lines->done = TRUE;
}

/* The best line of each legal move: one for each, in the order of the
 * legal moves, each starting with its move, legal to its end, and as long
 * as it was searched unless the game ends first.  The time each depth
 * takes is reported (run with --verbose): the Analysis page stops at
 * LINES_MAX_DEPTH for it. */
static void
test_lines (void)
{
  AkGame *game = new_game (NULL);
  g_autoptr(AkHistory) history = ak_game_dup_engine_history (game);
  const AkRules *rules = ak_game_get_rules (game);
  AkMoveList list;

  ak_position_legal_moves (ak_game_get_position (game), rules, &list);

  for (guint depth = 1; depth <= 12; depth++)
    {
      Lines lines = { FALSE, NULL, NULL };
      gint64 start = g_get_monotonic_time ();

      ak_analyzer_lines_async (rules, history, depth, NULL, lines_cb, &lines);
      g_assert_true (wait_for (&lines.done, 60000));
      g_assert_no_error (lines.error);
      g_test_message ("lines of %u moves at depth %u: %.1f ms", list.n_moves, depth,
                      (g_get_monotonic_time () - start) / 1000.0);

      g_assert_cmpuint (lines.lines->len, ==, list.n_moves);
      for (guint i = 0; i < list.n_moves; i++)
        {
          const AkAnalyzerLine *line = &g_array_index (lines.lines, AkAnalyzerLine, i);
          AkPosition pos = *ak_game_get_position (game);

          g_assert_cmpint (line->move, ==, list.moves[i]);
          g_assert_cmpint (line->moves[0], ==, list.moves[i]);
          g_assert_cmpuint (line->length, <=, depth);
          for (guint j = 0; j < line->length; j++)
            g_assert_cmpint (ak_position_play (&pos, rules, line->moves[j], NULL),
                             ==, AK_VERDICT_LEGAL);
          /* From the start no line ends within 8 plies. */
          if (depth <= 8)
            g_assert_cmpuint (line->length, ==, depth);
        }
      g_array_unref (lines.lines);
    }

  g_assert_finalize_object (game);
}

/* Cancelled, the lines come back as an error. */
static void
test_lines_cancel (void)
{
  AkGame *game = new_game (NULL);
  g_autoptr(AkHistory) history = ak_game_dup_engine_history (game);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  Lines lines = { FALSE, NULL, NULL };
  gint64 start;

  ak_analyzer_lines_async (ak_game_get_rules (game), history, 40, cancellable, lines_cb, &lines);
  spin (50);
  start = g_get_monotonic_time ();
  g_cancellable_cancel (cancellable);
  g_assert_true (wait_for (&lines.done, DEADLINE_MS));
  g_test_message ("cancelled: %" G_GINT64_FORMAT " µs", g_get_monotonic_time () - start);
  g_assert_null (lines.lines);
  g_assert_error (lines.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&lines.error);

  g_assert_finalize_object (game);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/model/analyzer/progress-and-finish", test_progress_and_finish);
  g_test_add_func ("/ak/model/analyzer/stop-ends-worker", test_stop_ends_worker);
  g_test_add_func ("/ak/model/analyzer/new-position-mid-search", test_new_position_mid_search);
  g_test_add_func ("/ak/model/analyzer/finalize-while-running", test_finalize_while_running);
  g_test_add_func ("/ak/model/analyzer/proved-result", test_proved_result);
  g_test_add_func ("/ak/model/analyzer/threads-property", test_threads_property);
  g_test_add_func ("/ak/model/analyzer/threads-analysis", test_threads_analysis);
  g_test_add_func ("/ak/model/analyzer/computer-does-not-block", test_computer_does_not_block);
  g_test_add_func ("/ak/model/analyzer/computer-cancel", test_computer_cancel);
  g_test_add_func ("/ak/model/analyzer/computer-threads", test_computer_threads);
  g_test_add_func ("/ak/model/analyzer/levels-ignore-threads", test_levels_ignore_threads);
  g_test_add_func ("/ak/model/analyzer/levels-are-deterministic", test_levels_are_deterministic);
  g_test_add_func ("/ak/model/analyzer/lines", test_lines);
  g_test_add_func ("/ak/model/analyzer/lines-cancel", test_lines_cancel);

  return g_test_run ();
}
