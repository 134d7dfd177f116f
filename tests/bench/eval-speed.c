/* eval-speed.c — what the learned evaluation costs: nodes a second of the
 * same searches with it and with the classic estimate
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   eval-speed [--variant V] [--positions N] [--depth D] [--seed S]
 *
 * Takes N positions from random games (by the seed), searches each to D
 * plies with either evaluation, alternating which goes first, and prints
 * the nodes a second of each, their ratio, and the evaluations a second
 * of each alone.  Times are wall-clock: on a shared machine, say the load.
 */

#include "config.h"

#include <stdio.h>

#include "ak-engine.h"

int
main (int    argc,
      char **argv)
{
  g_autofree char *variant_text = NULL;
  int n_positions = 40, depth = 12, seed = 1;
  GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_text, "adji-kui-1 or adji-kui-2", "V" },
    { "positions", 0, 0, G_OPTION_ARG_INT, &n_positions, "positions (default 40)", "N" },
    { "depth", 0, 0, G_OPTION_ARG_INT, &depth, "plies of each search (default 12)", "D" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "the seed of the random games (default 1)", "S" },
    { NULL, },
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_history_free);
  g_autoptr(AkSearch) search = ak_search_new (32);
  AkRules rules;
  AkRandom rng;
  guint64 nodes[2] = { 0, 0 };
  gint64 elapsed[2] = { 0, 0 };
  double evals_per_second[2];
  volatile guint sink = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("eval-speed: %s\n", error->message);
      return 2;
    }
  ak_rules_init (&rules);
  if (variant_text != NULL && !ak_variant_from_string (variant_text, &rules.variant))
    {
      g_printerr ("eval-speed: --variant must be adji-kui-1 or adji-kui-2\n");
      return 2;
    }
  if (n_positions < 1 || depth < 1 || depth > 40)
    {
      g_printerr ("eval-speed: --positions must be at least 1, --depth from 1 to 40\n");
      return 2;
    }

  /* Positions 6 to 30 plies into random games, still open. */
  ak_random_init (&rng, (guint64) seed);
  while (games->len < (guint) n_positions)
    {
      AkPosition start;
      AkHistory *game;
      guint plies = 6 + ak_random_below (&rng, 25);

      ak_position_init_start (&start, AK_SOUTH);
      game = ak_history_new (&rules, &start);
      for (guint i = 0; i < plies && !ak_history_is_over (game); i++)
        {
          AkMoveList list;

          ak_position_legal_moves (ak_history_get_position (game), &rules, &list);
          ak_history_play (game, list.moves[ak_random_below (&rng, list.n_moves)], NULL, NULL);
        }
      if (ak_history_is_over (game))
        ak_history_free (game);
      else
        g_ptr_array_add (games, game);
    }

  for (guint i = 0; i < games->len; i++)
    for (guint k = 0; k < 2; k++)
      {
        guint which = (i + k) % 2;   /* 0 classic, 1 learned */
        AkSearchLimits limits = { 0, };
        AkSearchResult result;

        ak_search_set_weights (search, rules.variant,
                               which == 0 ? NULL : ak_eval_builtin_weights (rules.variant));
        limits.max_depth = (guint) depth;
        ak_search_run (search, &rules, g_ptr_array_index (games, i), &limits, &result);
        nodes[which] += result.nodes;
        elapsed[which] += result.elapsed_us;
      }

  /* The evaluations alone, over the same positions again and again. */
  for (guint which = 0; which < 2; which++)
    {
      const AkEvalWeights *weights = ak_eval_builtin_weights (rules.variant);
      gint64 begin = g_get_monotonic_time ();
      guint64 count = 0;

      while (g_get_monotonic_time () - begin < 300 * 1000)
        for (guint r = 0; r < 1000; r++)
          for (guint i = 0; i < games->len; i++)
            {
              const AkPosition *pos = ak_history_get_position (g_ptr_array_index (games, i));

              sink += (guint) (which == 0 ? ak_eval_classic (pos, &rules)
                                          : ak_eval_evaluate (pos, &rules, weights));
              count++;
            }
      evals_per_second[which] = count / ((g_get_monotonic_time () - begin) / 1e6);
    }

  printf ("%s, %d positions, %d plies: classic %.2f M nodes/s (%" G_GUINT64_FORMAT " nodes), "
          "learned %.2f M nodes/s (%" G_GUINT64_FORMAT " nodes): learned/classic %.2f\n",
          ak_variant_to_string (rules.variant), n_positions, depth,
          nodes[0] / (double) MAX (elapsed[0], 1), nodes[0],
          nodes[1] / (double) MAX (elapsed[1], 1), nodes[1],
          (nodes[1] / (double) MAX (elapsed[1], 1)) / (nodes[0] / (double) MAX (elapsed[0], 1)));
  printf ("  evaluations alone: classic %.1f M/s, learned %.1f M/s\n",
          evals_per_second[0] / 1e6, evals_per_second[1] / 1e6);
  (void) sink;
  return 0;
}
