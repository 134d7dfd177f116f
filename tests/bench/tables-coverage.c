/* tables-coverage.c — how often the search can say a value is proved,
 * bounded or only estimated, with the endgame tables and without
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   tables-coverage [--games N] [--level L] [--seed S] [--max-seeds M]
 *                   [--dir DIR] [--variant V]
 *
 * Plays N games (default 100) of the engine at level L (default 4)
 * against itself without tables, the first two plies at random (by the
 * seed) so that games vary, Adji Kui II by default.  At every position
 * where a move is chosen, the same level's search is run once without
 * tables and once with the tables up to M seeds (default 16, from DIR,
 * default the app's folder, built in memory where missing), and the kind
 * of the root value each reports is counted: proved, bounded or estimate.
 * Prints the fractions over all positions and by seeds on the board.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tables-bench.h"

/* Seeds on the board: up to 12, 13–16, 17–20, more. */
#define N_BUCKETS 4

static const char *bucket_names[N_BUCKETS] = { "≤ 12", "13–16", "17–20", "> 20" };

static guint
bucket_of (guint seeds)
{
  return seeds <= 12 ? 0 : seeds <= 16 ? 1 : seeds <= 20 ? 2 : 3;
}

typedef struct
{
  guint64 kinds[N_BUCKETS][3];   /* by AkValueKind */
} Counts;

/* Why the search with tables gave only an estimate at 12 seeds or fewer:
 * the tables hold only while AK_TABLES_MAX_DESCENT plies remain before
 * the no-capture limit, and the game's own history decides a position
 * that repeats one since the last capture. */
typedef enum
{
  WHY_LIMIT,
  WHY_REPEATED,
  WHY_OTHER,
  N_WHY
} Why;

static Why
why_estimate (const AkHistory *game)
{
  const AkRules *rules = ak_history_get_rules (game);
  const AkPosition *pos = ak_history_get_position (game);
  AkMoveList list;

  if (rules->no_capture_limit != 0 &&
      ak_history_get_plies_without_capture (game) + AK_TABLES_MAX_DESCENT >
      rules->no_capture_limit)
    return WHY_LIMIT;
  if (ak_history_count_current (game) > 1)
    return WHY_REPEATED;
  ak_position_legal_moves (pos, rules, &list);
  for (guint i = 0; i < list.n_moves; i++)
    {
      g_autoptr(AkHistory) after = ak_history_copy (game);

      if (list.info[i].captured == 0 &&
          ak_history_play (after, list.moves[i], NULL, NULL) == AK_VERDICT_LEGAL &&
          ak_history_count_current (after) > 1)
        return WHY_REPEATED;
    }
  return WHY_OTHER;
}

static void
print_counts (const char   *title,
              const Counts *counts)
{
  guint64 all[3] = { 0, 0, 0 };
  guint64 total;

  printf ("%s\n", title);
  printf ("  %-8s %9s %9s %9s %9s\n", "seeds", "positions", "proved", "bounded", "estimate");
  for (guint b = 0; b < N_BUCKETS; b++)
    {
      const guint64 *k = counts->kinds[b];
      guint64 n = k[0] + k[1] + k[2];

      for (guint i = 0; i < 3; i++)
        all[i] += k[i];
      if (n == 0)
        continue;
      /* printf counts bytes, and the names hold multibyte dashes. */
      printf ("  %s%*s %9" G_GUINT64_FORMAT " %8.1f%% %8.1f%% %8.1f%%\n", bucket_names[b],
              (int) (8 - g_utf8_strlen (bucket_names[b], -1)), "", n,
              100.0 * k[AK_VALUE_PROVED] / n, 100.0 * k[AK_VALUE_BOUNDED] / n,
              100.0 * k[AK_VALUE_ESTIMATE] / n);
    }
  total = all[0] + all[1] + all[2];
  if (total > 0)
    printf ("  %-8s %9" G_GUINT64_FORMAT " %8.1f%% %8.1f%% %8.1f%%\n", "all", total,
            100.0 * all[AK_VALUE_PROVED] / total, 100.0 * all[AK_VALUE_BOUNDED] / total,
            100.0 * all[AK_VALUE_ESTIMATE] / total);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *variant_text = NULL;
  g_autofree char *dir = NULL;
  int games = 100, level = 4, seed = 1, max_seeds = 16;
  GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "self-play games (default 100)", "N" },
    { "level", 0, 0, G_OPTION_ARG_INT, &level, "the engine's level, 1 to 5 (default 4)", "L" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "the seed of the games (default 1)", "S" },
    { "max-seeds", 0, 0, G_OPTION_ARG_INT, &max_seeds, "tables up to M seeds (default 16)", "M" },
    { "dir", 0, 0, G_OPTION_ARG_FILENAME, &dir, "table files (default the app's folder)", "DIR" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_text, "adji-kui-1 or adji-kui-2 (default adji-kui-2)", "V" },
    { NULL, },
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AkTables) tables = NULL;
  AkSearch *plain, *probing;
  AkRules rules;
  AkRandom rng;
  Counts without = { { { 0, }, }, }, with = { { { 0, }, }, };
  guint64 n_why[N_WHY] = { 0, };
  guint64 plies = 0;
  gint64 begin = g_get_monotonic_time ();

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("tables-coverage: %s\n", error->message);
      return 2;
    }
  ak_rules_init (&rules);
  if (variant_text != NULL && !ak_variant_from_string (variant_text, &rules.variant))
    {
      g_printerr ("tables-coverage: --variant must be adji-kui-1 or adji-kui-2\n");
      return 2;
    }
  if (games < 1 || level < AK_LEVEL_MIN || level > AK_LEVEL_MAX || max_seeds < 0 ||
      max_seeds > AK_TABLES_MAX_LEVEL)
    {
      g_printerr ("tables-coverage: --games at least 1, --level 1 to 5, --max-seeds 0 to %d\n",
                  AK_TABLES_MAX_LEVEL);
      return 2;
    }
  if (dir == NULL)
    dir = tables_bench_default_dir ();

  tables = tables_bench_get (&rules, (guint) max_seeds, dir, g_get_num_processors ());
  plain = ak_search_new (64);
  probing = ak_search_new (64);
  ak_search_set_tables (probing, tables);
  ak_random_init (&rng, (guint64) seed);

  for (int g = 0; g < games; g++)
    {
      AkPosition start;
      g_autoptr(AkHistory) game = NULL;

      ak_position_init_start (&start, AK_SOUTH);
      game = ak_history_new (&rules, &start);
      while (!ak_history_is_over (game))
        {
          const AkPosition *pos = ak_history_get_position (game);
          guint bucket = bucket_of (ak_position_seeds_on_board (pos));
          AkSearchResult result;
          AkMoveList list;
          int move;

          if (ak_history_get_n_plies (game) < 2)
            {
              ak_position_legal_moves (pos, &rules, &list);
              move = list.moves[ak_random_below (&rng, list.n_moves)];
            }
          else
            {
              /* The game goes on with the move of the search without tables.
               * A search with no completed iteration reports nothing: an
               * estimate. */
              memset (&result, 0, sizeof result);
              ak_search_choose_move (probing, &rules, game, (guint) level, NULL, NULL, &result);
              with.kinds[bucket][MIN ((guint) result.kind, 2)]++;
              if (bucket == 0 && result.kind == AK_VALUE_ESTIMATE)
                n_why[why_estimate (game)]++;
              memset (&result, 0, sizeof result);
              move = ak_search_choose_move (plain, &rules, game, (guint) level, &rng, NULL,
                                            &result);
              without.kinds[bucket][MIN ((guint) result.kind, 2)]++;
              plies++;
            }
          if (move == AK_MOVE_NONE || ak_history_play (game, move, NULL, NULL) != AK_VERDICT_LEGAL)
            g_error ("tables-coverage: no legal move chosen in game %d", g + 1);
        }
      fprintf (stderr, "game %d: %u plies\n", g + 1, ak_history_get_n_plies (game));
    }

  printf ("%s, %d level-%d self-play games (seed %d), %" G_GUINT64_FORMAT " positions "
          "searched, %.0f s\n", ak_variant_to_string (rules.variant), games, level, seed, plies,
          (g_get_monotonic_time () - begin) / 1e6);
  print_counts ("without tables:", &without);
  print_counts ("with tables:", &with);
  printf ("estimates with tables at 12 seeds or fewer: %" G_GUINT64_FORMAT " where fewer than "
          "%d plies remained before the no-capture limit, %" G_GUINT64_FORMAT " where the "
          "position or one after a move had come before since the last capture, %"
          G_GUINT64_FORMAT " else\n", n_why[WHY_LIMIT], AK_TABLES_MAX_DESCENT, n_why[WHY_REPEATED],
          n_why[WHY_OTHER]);

  ak_search_free (plain);
  ak_search_free (probing);
  return 0;
}
