/* ak-cli-bench.c — adji-kui-cli bench
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-cli.h"
#include "ak-moves-private.h"

#define BENCH_SEED 20261129

typedef struct
{
  AkPlayoutStats stats;
  double         seconds;
} PlayoutRun;

static void
run_playouts (const AkRules *rules,
              guint          games,
              gboolean       keep_refused,
              PlayoutRun    *run)
{
  AkPosition start;
  AkRandom rng;
  gint64 begin;

  memset (run, 0, sizeof *run);
  if (keep_refused)
    run->stats.refused = g_array_new (FALSE, FALSE, sizeof (AkRefusedMove));

  ak_position_init_start (&start, rules->first);
  ak_random_init (&rng, BENCH_SEED);

  begin = g_get_monotonic_time ();
  for (guint i = 0; i < games; i++)
    ak_playout_game (rules, &start, &rng, NULL, NULL, &run->stats);
  run->seconds = (g_get_monotonic_time () - begin) / (double) G_USEC_PER_SEC;
}

static double
mega (double count,
      double seconds)
{
  return seconds > 0 ? count / seconds / 1e6 : 0.0;
}

/* This machine is shared and noisy: each timing is the best of a few runs,
 * and the two runs compared are interleaved. */
#define ROUNDS 3

static void
bench_variant (AkVariant variant,
               guint     games,
               guint     perft_depth)
{
  const char *name = ak_variant_to_string (variant);
  PlayoutRun exact = { { 0, }, 0 }, capped = { { 0, }, 0 };
  AkRules rules;
  AkPosition start;
  gint64 begin;
  double perft_seconds = G_MAXDOUBLE, refused_seconds = G_MAXDOUBLE;
  double exact_best = G_MAXDOUBLE, capped_best = G_MAXDOUBLE;
  guint64 nodes = 0;
  guint cap = 0;

  ak_rules_init (&rules);
  rules.variant = variant;
  ak_position_init_start (&start, rules.first);

  for (guint round = 0; round < ROUNDS; round++)
    {
      double seconds;

      /* 1. Random playouts under every rule, endless relays found exactly.
       * The engine remembers the endless cycles it proved; each round
       * starts without that memory, as a fresh program would. */
      if (exact.stats.refused != NULL)
        g_array_unref (exact.stats.refused);
      _ak_moves_clear_endless_cache_for_bench ();
      run_playouts (&rules, games, TRUE, &exact);
      exact_best = MIN (exact_best, exact.seconds);

      /* 2. The same playouts with the detection replaced by the cheapest
       * lap cap that still plays the same games: one lap more than the
       * longest relay played.  (A cap is not the rule; this only measures
       * what the exact detection costs.) */
      if (variant == AK_VARIANT_ADJI_KUI_2)
        {
          cap = exact.stats.max_laps + 1;
          _ak_moves_set_lap_cap_for_bench (cap);
          run_playouts (&rules, games, FALSE, &capped);
          _ak_moves_set_lap_cap_for_bench (0);
          capped_best = MIN (capped_best, capped.seconds);

          /* The part of it spent sowing endless candidates until proved,
           * again without the memory of cycles proved before. */
          _ak_moves_clear_endless_cache_for_bench ();
          begin = g_get_monotonic_time ();
          for (guint i = 0; i < exact.stats.refused->len; i++)
            {
              const AkRefusedMove *refused = &g_array_index (exact.stats.refused,
                                                             AkRefusedMove, i);

              if (ak_position_check_move (&refused->position, &rules, refused->move) !=
                  AK_VERDICT_ENDLESS)
                g_printerr ("bench: a refused move is not endless on a second look\n");
            }
          seconds = (g_get_monotonic_time () - begin) / (double) G_USEC_PER_SEC;
          refused_seconds = MIN (refused_seconds, seconds);
        }

      /* 3. Perft from the start. */
      _ak_moves_clear_endless_cache_for_bench ();
      begin = g_get_monotonic_time ();
      nodes = ak_perft (&start, &rules, perft_depth);
      seconds = (g_get_monotonic_time () - begin) / (double) G_USEC_PER_SEC;
      perft_seconds = MIN (perft_seconds, seconds);
    }

  g_print ("%s playouts: %" G_GUINT64_FORMAT " games, %" G_GUINT64_FORMAT " moves in %.3f s: "
           "%.2f M moves/s (%.2f laps a move, longest %u laps)\n",
           name, exact.stats.games, exact.stats.plies, exact_best,
           mega (exact.stats.plies, exact_best),
           exact.stats.plies ? exact.stats.laps / (double) exact.stats.plies : 0.0,
           exact.stats.max_laps);
  g_print ("%s perft %u: %" G_GUINT64_FORMAT " nodes in %.3f s: %.2f M nodes/s\n",
           name, perft_depth, nodes, perft_seconds, mega (nodes, perft_seconds));

  if (variant != AK_VARIANT_ADJI_KUI_2)
    {
      g_print ("%s endless relays: none (one lap a move)\n", name);
      g_array_unref (exact.stats.refused);
      return;
    }

  if (capped.stats.plies != exact.stats.plies)
    g_printerr ("bench: the capped playouts differ from the exact ones (%" G_GUINT64_FORMAT
                " moves against %" G_GUINT64_FORMAT ")\n",
                capped.stats.plies, exact.stats.plies);

  g_print ("%s endless relays: %" G_GUINT64_FORMAT " candidates refused (1 in %.0f moves); "
           "proving them endless took %.3f s (%.1f %% of the playouts)\n",
           name, exact.stats.endless_refused,
           exact.stats.endless_refused ? exact.stats.plies / (double) exact.stats.endless_refused : 0.0,
           refused_seconds, exact_best > 0 ? 100.0 * refused_seconds / exact_best : 0.0);
  g_print ("%s detection cost: exact %.3f s, with a %u-lap cap instead %.3f s "
           "(%.2f M moves/s): %+.1f %%\n",
           name, exact_best, cap, capped_best, mega (capped.stats.plies, capped_best),
           capped_best > 0 ? 100.0 * (exact_best - capped_best) / capped_best : 0.0);

  g_array_unref (exact.stats.refused);
}

int
ak_cli_bench (int    argc,
              char **argv)
{
  g_autofree char *games_text = NULL;
  g_autofree char *variant_text = NULL;
  g_autofree char *depth_text = NULL;
  g_autoptr(GPtrArray) positional = g_ptr_array_new ();
  const AkCliOption options[] = {
    { "--games", "N", "random games per variant (default 100000)", &games_text, NULL },
    { "--variant", "V", "only this variant (default both)", &variant_text, NULL },
    { "--perft-depth", "N", "perft depth for both variants (default 10 for II, 11 for I)",
      &depth_text, NULL },
    { NULL, },
  };
  guint64 games = 100000;
  guint64 depth = 0;
  AkVariant only = 0;
  int status;

  if (!ak_cli_parse_options ("bench", "[OPTION…]",
                             "Measures the rules engine on one thread, for each variant: random\n"
                             "playouts (moves a second), perft from the start (nodes a second),\n"
                             "and what the exact endless-relay detection costs.",
                             options, argc, argv, FALSE, positional, &status))
    return status;
  if (positional->len > 0)
    return ak_cli_usage_error ("bench", "unexpected argument “%s”",
                               ak_cli_quote (g_ptr_array_index (positional, 0)));
  if (games_text != NULL &&
      !g_ascii_string_to_unsigned (games_text, 10, 1, 100000000, &games, NULL))
    return ak_cli_usage_error ("bench", "--games must be a whole number from 1, not “%s”",
                               ak_cli_quote (games_text));
  if (depth_text != NULL &&
      !g_ascii_string_to_unsigned (depth_text, 10, 1, 20, &depth, NULL))
    return ak_cli_usage_error ("bench", "--perft-depth must be a whole number from 1 to 20, "
                               "not “%s”", ak_cli_quote (depth_text));
  if (variant_text != NULL && !ak_variant_from_string (variant_text, &only))
    return ak_cli_usage_error ("bench", "--variant must be adji-kui-1 or adji-kui-2, not “%s”",
                               ak_cli_quote (variant_text));

  if (only == 0 || only == AK_VARIANT_ADJI_KUI_2)
    bench_variant (AK_VARIANT_ADJI_KUI_2, (guint) games, depth ? (guint) depth : 10);
  if (only == 0 || only == AK_VARIANT_ADJI_KUI_1)
    bench_variant (AK_VARIANT_ADJI_KUI_1, (guint) games, depth ? (guint) depth : 11);

  return AK_CLI_EXIT_OK;
}
