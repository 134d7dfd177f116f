/* review-bench.c — how much faster a game review runs with a search per
 * core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   review-bench [--plies N] [--time MS] [--seed S] [--threads T]
 *
 * Plays a game of N plies (default 60) between two level-2 computer
 * players from the standard start (a game that ends sooner is played again
 * with the next seed), then reviews it in the same run twice at MS
 * milliseconds a position (default 200): with one search, then with T at
 * once (default the number of cores).  Prints both wall times and their
 * ratio.  Target: with two cores, at most 0.55 times the one-search time.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ak-model.h"

#define TARGET_RATIO 0.55

static AkGame *
play_game (guint   plies,
           guint64 seed)
{
  g_autoptr(AkSearch) search = ak_search_new (4);

  for (;; seed++)
    {
      g_autoptr(AkGame) game = NULL;
      AkRules rules;
      AkPosition start;
      AkRandom rng;

      ak_rules_init (&rules);
      ak_position_init_start (&start, AK_SOUTH);
      game = ak_game_new (&rules, &start);
      ak_random_init (&rng, seed);
      while (ak_game_get_current_node (game)->ply < plies && !ak_game_get_is_over (game))
        {
          g_autoptr(AkHistory) history = ak_game_dup_engine_history (game);
          int move = ak_search_choose_move (search, &rules, history, 2, &rng, NULL, NULL);

          if (ak_game_play (game, move, NULL) != AK_VERDICT_LEGAL)
            g_error ("the computer chose an illegal move");
        }
      if (ak_game_get_current_node (game)->ply == plies && !ak_game_get_is_over (game))
        return g_steal_pointer (&game);
    }
}

static double
review (AkGameRecord *record,
        gint64        time_us,
        guint         n_threads,
        guint        *n_searched,
        guint        *marks)
{
  g_autoptr(AkReview) review = NULL;
  g_autoptr(GError) error = NULL;
  AkReviewOptions options;
  gint64 start;
  double seconds;

  ak_review_options_init (&options);
  options.max_time_us = time_us;
  options.n_threads = n_threads;
  review = ak_review_new (record, &options);
  start = g_get_monotonic_time ();
  if (!ak_review_run (review, NULL, NULL, NULL, &error))
    g_error ("the review failed: %s", error->message);
  seconds = (g_get_monotonic_time () - start) / 1e6;
  *n_searched = ak_review_get_n_searched (review);
  *marks = 0;
  for (guint i = 1; i < ak_review_get_n_plies (review); i++)
    *marks += ak_review_get_mark (review, i) != AK_REVIEW_MARK_NONE;
  return seconds;
}

int
main (int   argc,
      char *argv[])
{
  guint plies = 60;
  guint time_ms = 200;
  guint64 seed = 1;
  guint threads = g_get_num_processors ();
  g_autoptr(AkGame) game = NULL;
  g_autoptr(AkGameRecord) record = NULL;
  guint searched1, searched2, marks1, marks2;
  double one, many, ratio;

  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;

      if (value == NULL)
        {
          g_printerr ("review-bench: %s needs a value\n", arg);
          return 2;
        }
      if (strcmp (arg, "--plies") == 0)
        plies = (guint) strtoul (value, NULL, 10);
      else if (strcmp (arg, "--time") == 0)
        time_ms = (guint) strtoul (value, NULL, 10);
      else if (strcmp (arg, "--seed") == 0)
        seed = g_ascii_strtoull (value, NULL, 10);
      else if (strcmp (arg, "--threads") == 0)
        threads = (guint) strtoul (value, NULL, 10);
      else
        {
          g_printerr ("review-bench: unknown option %s\n", arg);
          return 2;
        }
      i++;
    }
  if (plies == 0 || time_ms == 0 || threads == 0)
    {
      g_printerr ("review-bench: --plies, --time and --threads must be at least 1\n");
      return 2;
    }

  game = play_game (plies, seed);
  record = ak_game_dup_record (game);
  g_print ("game: %u plies, %u positions, %u ms a position, %u cores\n", plies, plies + 1,
           time_ms, g_get_num_processors ());

  one = review (record, (gint64) time_ms * 1000, 1, &searched1, &marks1);
  g_print ("1 search:   %6.2f s wall, %u positions searched, %u moves marked\n", one,
           searched1, marks1);
  many = review (record, (gint64) time_ms * 1000, threads, &searched2, &marks2);
  g_print ("%u searches: %6.2f s wall, %u positions searched, %u moves marked\n", threads, many,
           searched2, marks2);

  ratio = many / one;
  g_print ("ratio: %.2f (target with 2 cores: at most %.2f) %s\n", ratio, TARGET_RATIO,
           threads >= 2 && ratio <= TARGET_RATIO ? "ok" : threads >= 2 ? "MISSED" : "");
  return threads >= 2 && ratio > TARGET_RATIO ? 1 : 0;
}
