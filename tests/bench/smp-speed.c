/* smp-speed.c — what a second thread buys: the time the calling thread
 * takes to complete a fixed depth on one thread and on several
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   smp-speed [--variant V] [--positions N] [--depth D] [--threads T] [--seed S]
 *
 * Takes N positions from random games of each variant (by the seed, as
 * eval-speed does), searches each to D plies on one thread and on T
 * threads, alternating which goes first, and prints each variant's total
 * time to complete depth D, the ratio of T threads to one (the issue's
 * goal is 0.62 at two threads), and the nodes a second of each.  Times
 * are wall-clock: on a shared machine, say the load.
 */

#include "config.h"

#include <stdio.h>
#include <time.h>

#include "ak-engine.h"

typedef struct
{
  guint  depth;
  gint64 elapsed_us;   /* when the calling thread completed depth */
  gint64 cpu_start_us;
  gint64 cpu_us;       /* the calling thread's own processor time to then */
} Timing;

/* The processor time of the calling thread alone: unlike the wall clock,
 * other programs on the machine do not lengthen it, as long as the
 * helper gets its share of the cores. */
static gint64
thread_cpu_us (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

static void
progress_cb (const AkSearchResult *result,
             gpointer              user_data)
{
  Timing *timing = user_data;

  /* The last report is the deepest: the target depth, or a proof. */
  timing->depth = result->depth;
  timing->elapsed_us = result->elapsed_us;
  timing->cpu_us = thread_cpu_us () - timing->cpu_start_us;
}

static GPtrArray *
make_positions (const AkRules *rules,
                guint          n_positions,
                guint64        seed)
{
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_history_free);
  AkRandom rng;

  /* Positions 6 to 30 plies into random games, still open. */
  ak_random_init (&rng, seed);
  while (games->len < n_positions)
    {
      AkPosition start;
      AkHistory *game;
      guint plies = 6 + ak_random_below (&rng, 25);

      ak_position_init_start (&start, AK_SOUTH);
      game = ak_history_new (rules, &start);
      for (guint i = 0; i < plies && !ak_history_is_over (game); i++)
        {
          AkMoveList list;

          ak_position_legal_moves (ak_history_get_position (game), rules, &list);
          ak_history_play (game, list.moves[ak_random_below (&rng, list.n_moves)], NULL, NULL);
        }
      if (ak_history_is_over (game))
        ak_history_free (game);
      else
        g_ptr_array_add (games, game);
    }
  return games;
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *variant_text = NULL;
  int n_positions = 20, depth = 18, n_threads = 2, seed = 1;
  GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_text, "adji-kui-1 or adji-kui-2 (default both)", "V" },
    { "positions", 0, 0, G_OPTION_ARG_INT, &n_positions, "positions a variant (default 20)", "N" },
    { "depth", 0, 0, G_OPTION_ARG_INT, &depth, "plies of each search (default 18)", "D" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &n_threads, "threads against one (default 2)", "T" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "the seed of the random games (default 1)", "S" },
    { NULL, },
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AkSearch) search = ak_search_new (64);
  AkVariant variants[2] = { AK_VARIANT_ADJI_KUI_2, AK_VARIANT_ADJI_KUI_1 };
  guint n_variants = 2;
  gint64 all_elapsed[2] = { 0, 0 };
  gint64 all_cpu[2] = { 0, 0 };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("smp-speed: %s\n", error->message);
      return 2;
    }
  if (variant_text != NULL)
    {
      if (!ak_variant_from_string (variant_text, &variants[0]))
        {
          g_printerr ("smp-speed: --variant must be adji-kui-1 or adji-kui-2\n");
          return 2;
        }
      n_variants = 1;
    }
  if (n_positions < 1 || depth < 1 || depth > 40 || n_threads < 2 ||
      n_threads > AK_SEARCH_MAX_THREADS)
    {
      g_printerr ("smp-speed: --positions must be at least 1, --depth from 1 to 40, "
                  "--threads from 2 to %d\n", AK_SEARCH_MAX_THREADS);
      return 2;
    }

  printf ("%u cores; %d positions a variant to depth %d; 1 thread against %d\n",
          g_get_num_processors (), n_positions, depth, n_threads);
  for (guint v = 0; v < n_variants; v++)
    {
      g_autoptr(GPtrArray) games = NULL;
      AkRules rules;
      gint64 elapsed[2] = { 0, 0 };
      gint64 cpu[2] = { 0, 0 };
      guint64 nodes[2] = { 0, 0 };
      guint same_move = 0;

      ak_rules_init (&rules);
      rules.variant = variants[v];
      games = make_positions (&rules, (guint) n_positions, (guint64) seed);

      for (guint i = 0; i < games->len; i++)
        {
          int best[2] = { AK_MOVE_NONE, AK_MOVE_NONE };

          for (guint k = 0; k < 2; k++)
            {
              guint which = (i + k) % 2;   /* 0: one thread; 1: n_threads */
              AkSearchLimits limits = { 0, };
              AkSearchResult result;
              Timing timing = { 0, 0, 0, 0 };

              limits.max_depth = (guint) depth;
              limits.n_threads = which == 0 ? 1 : (guint) n_threads;
              limits.progress = progress_cb;
              limits.user_data = &timing;
              timing.cpu_start_us = thread_cpu_us ();
              ak_search_run (search, &rules, g_ptr_array_index (games, i), &limits, &result);
              elapsed[which] += timing.elapsed_us;
              cpu[which] += timing.cpu_us;
              nodes[which] += result.nodes;
              best[which] = result.best_move;
            }
          if (best[0] == best[1])
            same_move++;
        }

      printf ("%s: 1 thread %.2f s (%.2f M nodes/s), %d threads %.2f s (%.2f M nodes/s): "
              "time %.2f×, same best move in %u of %u\n",
              ak_variant_to_string (rules.variant),
              elapsed[0] / 1e6, nodes[0] / (double) MAX (elapsed[0], 1),
              n_threads, elapsed[1] / 1e6, nodes[1] / (double) MAX (elapsed[1], 1),
              elapsed[1] / (double) MAX (elapsed[0], 1), same_move, games->len);
      printf ("  nodes: %.2f M and %.2f M (%.2f×); the calling thread's processor time: "
              "%.2f s and %.2f s (%.2f×)\n",
              nodes[0] / 1e6, nodes[1] / 1e6, nodes[1] / (double) MAX (nodes[0], 1),
              cpu[0] / 1e6, cpu[1] / 1e6, cpu[1] / (double) MAX (cpu[0], 1));
      all_elapsed[0] += elapsed[0];
      all_elapsed[1] += elapsed[1];
      all_cpu[0] += cpu[0];
      all_cpu[1] += cpu[1];
    }
  if (n_variants > 1)
    printf ("both: 1 thread %.2f s, %d threads %.2f s: time %.2f× (goal at 2 threads: 0.62×); "
            "processor time of the calling thread %.2f×\n",
            all_elapsed[0] / 1e6, n_threads, all_elapsed[1] / 1e6,
            all_elapsed[1] / (double) MAX (all_elapsed[0], 1),
            all_cpu[1] / (double) MAX (all_cpu[0], 1));
  return 0;
}
