/* tables-match.c — what the endgame tables are worth in play: the engine
 * with them against the same engine without
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   tables-match [--games N] [--time MS] [--plies P] [--seed S]
 *                [--max-seeds M] [--dir DIR] [--variant V]
 *
 * Adji Kui II by default.  The tables of every level up to M seeds
 * (default 16: levels 12 and 16) come from DIR (default the app's
 * folder), and what is missing is built in memory first.  Games come in
 * pairs from the same opening, P random plies from the start (default 4,
 * by the seed): in one the engine with tables moves first after the
 * opening, in the other the one without does.  Both search MS
 * milliseconds a move (default 100) on one thread each, with tables of
 * the same size.  Prints one line a pair, then the wins, draws and
 * losses of the engine with tables and its score (a draw is half a win)
 * ± twice its standard error.  Timed players depend on the machine's
 * load: say it with the numbers.
 */

#include "config.h"

#include <math.h>
#include <stdio.h>

#include "tables-bench.h"

/* Plays one game; returns the engine with tables' points (0, 0.5, 1). */
static double
play_game (AkSearch        *searches[2],
           const AkRules   *rules,
           const AkHistory *opening,
           guint            tables_first,
           gint64           time_us,
           guint           *plies)
{
  g_autoptr(AkHistory) game = ak_history_copy (opening);
  AkSide first_side = ak_history_get_position (game)->side;
  AkSide tables_side = tables_first ? first_side : AK_SIDE_OTHER (first_side);
  guint totals[2];
  int margin;

  while (!ak_history_is_over (game))
    {
      const AkPosition *pos = ak_history_get_position (game);
      AkSearch *search = searches[pos->side == tables_side ? 1 : 0];
      AkSearchLimits limits = { 0, };
      AkSearchResult result;
      int move;

      limits.max_time_us = time_us;
      limits.n_threads = 1;
      if (ak_search_run (search, rules, game, &limits, &result))
        move = result.best_move;
      else
        {
          AkMoveList list;

          ak_position_legal_moves (pos, rules, &list);
          move = list.moves[0];
        }
      if (ak_history_play (game, move, NULL, NULL) != AK_VERDICT_LEGAL)
        g_error ("tables-match: an illegal move was chosen");
    }
  if (!ak_history_get_result (game, totals))
    ak_position_division (ak_history_get_position (game), totals);
  *plies = ak_history_get_n_plies (game);
  margin = (int) totals[tables_side] - (int) totals[AK_SIDE_OTHER (tables_side)];
  return margin > 0 ? 1.0 : margin == 0 ? 0.5 : 0.0;
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *variant_text = NULL;
  g_autofree char *dir = NULL;
  int games = 200, time_ms = 100, opening_plies = 4, seed = 1, max_seeds = -1;
  GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "games, an even number (default 200)", "N" },
    { "time", 0, 0, G_OPTION_ARG_INT, &time_ms, "milliseconds a move (default 100)", "MS" },
    { "plies", 0, 0, G_OPTION_ARG_INT, &opening_plies, "random plies of an opening (default 4)", "P" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "the seed of the openings (default 1)", "S" },
    { "max-seeds", 0, 0, G_OPTION_ARG_INT, &max_seeds, "tables up to M seeds (default 16)", "M" },
    { "dir", 0, 0, G_OPTION_ARG_FILENAME, &dir, "table files (default the app's folder)", "DIR" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_text, "adji-kui-1 or adji-kui-2 (default adji-kui-2)", "V" },
    { NULL, },
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AkTables) tables = NULL;
  AkSearch *searches[2];
  AkRules rules;
  AkRandom opening_rng;
  guint wins = 0, draws = 0, losses = 0, n = 0;
  double sum = 0, sum_squares = 0, score, spread;
  gint64 begin = g_get_monotonic_time ();

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("tables-match: %s\n", error->message);
      return 2;
    }
  ak_rules_init (&rules);
  if (variant_text != NULL && !ak_variant_from_string (variant_text, &rules.variant))
    {
      g_printerr ("tables-match: --variant must be adji-kui-1 or adji-kui-2\n");
      return 2;
    }
  if (max_seeds < 0)
    max_seeds = 16;
  if (games < 2 || games % 2 != 0 || time_ms < 1 || opening_plies < 0 ||
      max_seeds > AK_TABLES_MAX_LEVEL)
    {
      g_printerr ("tables-match: --games must be even and at least 2, --time at least 1, "
                  "--max-seeds at most %d\n", AK_TABLES_MAX_LEVEL);
      return 2;
    }
  if (dir == NULL)
    dir = tables_bench_default_dir ();

  tables = tables_bench_get (&rules, (guint) max_seeds, dir, g_get_num_processors ());
  searches[0] = ak_search_new (64);
  searches[1] = ak_search_new (64);
  ak_search_set_tables (searches[1], tables);
  ak_random_init (&opening_rng, (guint64) seed);

  printf ("%s, %d ms a move, 1 thread each, openings of %d random plies, seed %d\n",
          ak_variant_to_string (rules.variant), time_ms, opening_plies, seed);
  for (int pair = 0; pair < games / 2; pair++)
    {
      g_autoptr(AkHistory) opening = NULL;
      AkPosition start;
      double points[2];
      guint plies[2];

      ak_position_init_start (&start, AK_SOUTH);
      opening = ak_history_new (&rules, &start);
      for (int i = 0; i < opening_plies && !ak_history_is_over (opening); i++)
        {
          AkMoveList list;

          ak_position_legal_moves (ak_history_get_position (opening), &rules, &list);
          ak_history_play (opening, list.moves[ak_random_below (&opening_rng, list.n_moves)],
                           NULL, NULL);
        }
      if (ak_history_is_over (opening))
        {
          pair--;
          continue;
        }

      for (guint first = 0; first < 2; first++)
        {
          ak_search_clear (searches[0]);
          ak_search_clear (searches[1]);
          points[first] = play_game (searches, &rules, opening, first, (gint64) time_ms * 1000,
                                     &plies[first]);
          wins += points[first] == 1.0;
          draws += points[first] == 0.5;
          losses += points[first] == 0.0;
          sum += points[first];
          sum_squares += points[first] * points[first];
          n++;
        }
      printf ("pair %d: with tables first %.1f (%u plies), second %.1f (%u plies); "
              "so far %.1f %%\n", pair + 1, points[1], plies[1], points[0], plies[0],
              100.0 * sum / n);
      fflush (stdout);
    }

  score = sum / n;
  /* Twice the standard error of the mean score, from the games' spread. */
  spread = n > 1 ? 2 * sqrt ((sum_squares / n - score * score) * n / (n - 1) / n) : 0.0;
  printf ("with tables against without: %u-%u-%u (win-draw-loss), score %.1f %% ± %.1f "
          "(2σ), %.0f s\n", wins, draws, losses, 100 * score, 100 * spread,
          (g_get_monotonic_time () - begin) / 1e6);

  ak_search_free (searches[0]);
  ak_search_free (searches[1]);
  return 0;
}
