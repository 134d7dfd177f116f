/* tables-probe.c — what a look-up in the endgame tables costs, against
 * what a search node costs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   tables-probe [--variant V] [--level L] [--boards N] [--rounds R]
 *                [--searches S] [--nodes K] [--dir DIR] [--seed X]
 *
 * Takes the tables of the variant up to level L (default Adji Kui II,
 * 12) from DIR (default the app's folder), building what is missing in
 * memory.  Draws N random boards of L seeds (default 100,000: seeds
 * dropped into holes at random, standard owners, either side to move)
 * and probes each R times over (default 10), in the order drawn, so the
 * look-ups go all over the table as a search's do; prints the
 * nanoseconds a probe.  Then searches S of those boards (default 40) for
 * K nodes each (default 200,000) without the tables and prints the
 * nanoseconds a node, and the ratio of the two.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tables-bench.h"

static void
random_board (AkRandom   *rng,
              guint       level,
              AkPosition *pos)
{
  memset (pos, 0, sizeof *pos);
  for (guint i = 0; i < level; i++)
    pos->holes[ak_random_below (rng, AK_N_HOLES)]++;
  pos->owners = AK_TABLES_STANDARD_OWNERS;
  pos->side = ak_random_below (rng, 2) == 0 ? AK_SOUTH : AK_NORTH;
  pos->stores[AK_SOUTH] = (guint8) ((AK_N_SEEDS - level) / 2);
  pos->stores[AK_NORTH] = (guint8) (AK_N_SEEDS - level - pos->stores[AK_SOUTH]);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *variant_text = NULL;
  g_autofree char *dir = NULL;
  int level = 12, n_boards = 100000, rounds = 10, n_searches = 40, nodes = 200000, seed = 1;
  GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_text, "adji-kui-1 or adji-kui-2 (default adji-kui-2)", "V" },
    { "level", 0, 0, G_OPTION_ARG_INT, &level, "seeds on the boards (default 12)", "L" },
    { "boards", 0, 0, G_OPTION_ARG_INT, &n_boards, "random boards (default 100000)", "N" },
    { "rounds", 0, 0, G_OPTION_ARG_INT, &rounds, "probes of each board (default 10)", "R" },
    { "searches", 0, 0, G_OPTION_ARG_INT, &n_searches, "boards searched (default 40)", "S" },
    { "nodes", 0, 0, G_OPTION_ARG_INT, &nodes, "nodes a search (default 200000)", "K" },
    { "dir", 0, 0, G_OPTION_ARG_FILENAME, &dir, "table files (default the app's folder)", "DIR" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "the seed of the boards (default 1)", "X" },
    { NULL, },
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AkTables) tables = NULL;
  g_autoptr(AkSearch) search = NULL;
  g_autofree AkPosition *boards = NULL;
  g_autofree char *count = NULL;
  AkRules rules;
  AkRandom rng;
  guint n_covered = 0, n_searched = 0;
  gint64 start, probe_us, search_us = 0;
  guint64 search_nodes = 0;
  long checksum = 0;
  double probe_ns, node_ns;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("tables-probe: %s\n", error->message);
      return 2;
    }
  ak_rules_init (&rules);
  if (variant_text != NULL && !ak_variant_from_string (variant_text, &rules.variant))
    {
      g_printerr ("tables-probe: --variant must be adji-kui-1 or adji-kui-2\n");
      return 2;
    }
  if (level < 1 || level > AK_TABLES_MAX_LEVEL || n_boards < 1 || rounds < 1 ||
      n_searches < 0 || nodes < 1 ||
      !ak_tables_level_reachable (rules.variant, (guint) level, (guint) level))
    {
      g_printerr ("tables-probe: --level must be a level the variant builds (Adji Kui II: "
                  "9 to %d), the counts at least 1\n", AK_TABLES_MAX_LEVEL);
      return 2;
    }
  if (dir == NULL)
    dir = tables_bench_default_dir ();

  tables = tables_bench_get (&rules, (guint) level, dir, g_get_num_processors ());

  boards = g_new (AkPosition, n_boards);
  ak_random_init (&rng, (guint64) seed);
  for (int i = 0; i < n_boards; i++)
    {
      random_board (&rng, (guint) level, &boards[i]);
      n_covered += ak_tables_covers (tables, &boards[i], &rules);
    }
  if (n_covered != (guint) n_boards)
    g_error ("tables-probe: the tables cover %u of the %d boards", n_covered, n_boards);

  start = g_get_monotonic_time ();
  for (int r = 0; r < rounds; r++)
    for (int i = 0; i < n_boards; i++)
      {
        int lower, upper;

        if (ak_tables_probe (tables, &boards[i], &lower, &upper))
          checksum += lower + upper;
      }
  probe_us = g_get_monotonic_time () - start;
  probe_ns = probe_us * 1000.0 / ((double) rounds * n_boards);

  /* The search's own cost a node, on the same kind of board. */
  search = ak_search_new (64);
  for (int i = 0; i < n_searches && i < n_boards; i++)
    {
      g_autoptr(AkHistory) game = ak_history_new (&rules, &boards[i]);
      AkSearchLimits limits = { 0, };
      AkSearchResult result;

      limits.max_nodes = (guint64) nodes;
      limits.n_threads = 1;
      if (ak_history_is_over (game) || !ak_search_run (search, &rules, game, &limits, &result))
        continue;
      search_nodes += result.nodes;
      search_us += result.elapsed_us;
      n_searched++;
      ak_search_clear (search);
    }
  node_ns = search_nodes > 0 ? search_us * 1000.0 / (double) search_nodes : 0.0;

  count = tables_bench_format_count ((guint64) rounds * n_boards);
  printf ("%s level %d: %s probes of %d random boards: %.1f ns a probe (checksum %ld)\n",
          ak_variant_to_string (rules.variant), level, count, n_boards, probe_ns, checksum);
  printf ("search without tables, %u of those boards, %d nodes each: %.1f ns a node\n",
          n_searched, nodes, node_ns);
  if (node_ns > 0)
    printf ("a probe costs %.2f search nodes\n", probe_ns / node_ns);
  return 0;
}
