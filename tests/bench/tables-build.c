/* tables-build.c — what building the endgame tables costs: the time and
 * the peak memory of each level, on one thread and on several
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   tables-build [--variant V] [--max-seeds-2 N] [--max-seeds-1 N] [--threads T]
 *
 * Builds, in memory and bottom-up, every level each variant needs: Adji
 * Kui II up to 16 seeds (levels 12 and 16), Adji Kui I up to 12 (every
 * level); larger with the options (Adji Kui II 20 takes tens of minutes
 * and gigabytes).  Each variant is built twice, on one thread and on T
 * (default 2).  Prints, a level: the boards, the share proved, the time
 * on each, the ratio T threads / one (below 1 is a gain), the resident
 * memory when the level's build began on one thread (the program and the
 * levels below, which the build reads) and the peak during the build, on
 * one thread and on T.  Times are wall-clock: on a shared machine, say
 * the load.
 */

#include "config.h"

#include <stdio.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "tables-bench.h"

typedef struct
{
  gint64  ms;
  guint64 base;    /* resident memory when the level's build began */
  guint64 peak;
  double  proved;
} Cost;

/* Builds every level of @variant up to @max_seeds on @n_threads threads;
 * @costs gets one entry a level. */
static void
build_all (AkVariant variant,
           guint     max_seeds,
           guint     n_threads,
           Cost     *costs,
           gboolean *peak_exact)
{
  g_autoptr(AkTables) tables = NULL;
  AkTablesKey key;
  AkRules rules;

  ak_rules_init (&rules);
  rules.variant = variant;
  ak_tables_key_init (&key, &rules, AK_TABLES_STANDARD_OWNERS);
  /* What the last build freed goes back to the system, so that the
   * next one starts from the program's own size. */
#ifdef __GLIBC__
  malloc_trim (0);
#endif
  tables = ak_tables_new (&key);
  for (guint level = 0; level <= max_seeds; level++)
    {
      g_autoptr(GError) error = NULL;
      AkTablesInfo info;
      gint64 start;

      if (!ak_tables_level_reachable (variant, level, max_seeds))
        continue;
      *peak_exact &= tables_bench_reset_peak ();
      costs[level].base = tables_bench_rss ();
      start = g_get_monotonic_time ();
      if (!ak_tables_build_level (tables, level, n_threads, NULL, NULL, NULL, &error))
        g_error ("level %u: %s", level, error->message);
      costs[level].ms = (g_get_monotonic_time () - start) / 1000;
      costs[level].peak = tables_bench_peak_rss ();
      ak_tables_get_info (tables, level, &info);
      costs[level].proved = 100.0 * (double) info.n_proved /
                            (double) (info.n_boards * MAX (info.n_patterns, 1));
      fprintf (stderr, "%s level %u on %u thread%s: %.1f s\n", ak_variant_to_string (variant),
               level, n_threads, n_threads == 1 ? "" : "s", costs[level].ms / 1000.0);
    }
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *variant_text = NULL;
  int max_2 = 16, max_1 = 12, n_threads = 2;
  GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_text, "adji-kui-1 or adji-kui-2 (default both)", "V" },
    { "max-seeds-2", 0, 0, G_OPTION_ARG_INT, &max_2, "Adji Kui II up to N seeds (default 16)", "N" },
    { "max-seeds-1", 0, 0, G_OPTION_ARG_INT, &max_1, "Adji Kui I up to N seeds (default 12)", "N" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &n_threads, "threads against one (default 2)", "T" },
    { NULL, },
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  AkVariant variants[2] = { AK_VARIANT_ADJI_KUI_2, AK_VARIANT_ADJI_KUI_1 };
  guint n_variants = 2;
  gboolean peak_exact = TRUE;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("tables-build: %s\n", error->message);
      return 2;
    }
  if (variant_text != NULL)
    {
      if (!ak_variant_from_string (variant_text, &variants[0]))
        {
          g_printerr ("tables-build: --variant must be adji-kui-1 or adji-kui-2\n");
          return 2;
        }
      n_variants = 1;
    }
  if (max_2 < 0 || max_2 > AK_TABLES_MAX_LEVEL || max_1 < 0 || max_1 > AK_TABLES_MAX_LEVEL ||
      n_threads < 2 || n_threads > AK_SEARCH_MAX_THREADS)
    {
      g_printerr ("tables-build: --max-seeds-1 and -2 must be from 0 to %d, --threads from 2 "
                  "to %d\n", AK_TABLES_MAX_LEVEL, AK_SEARCH_MAX_THREADS);
      return 2;
    }

  printf ("%u cores; each level on 1 thread, then on %d\n", g_get_num_processors (), n_threads);
  printf ("%-10s %5s %13s %7s %9s %9s %6s %10s %10s %10s\n", "variant", "level", "boards",
          "proved", "1 thread", "threads", "ratio", "start 1", "peak 1", "peak T");
  for (guint v = 0; v < n_variants; v++)
    {
      guint max_seeds = (guint) (variants[v] == AK_VARIANT_ADJI_KUI_2 ? max_2 : max_1);
      Cost one[AK_TABLES_MAX_LEVEL + 1] = { { 0, }, };
      Cost many[AK_TABLES_MAX_LEVEL + 1] = { { 0, }, };
      gint64 total[2] = { 0, 0 };

      build_all (variants[v], max_seeds, 1, one, &peak_exact);
      build_all (variants[v], max_seeds, (guint) n_threads, many, &peak_exact);
      for (guint level = 0; level <= max_seeds; level++)
        {
          g_autofree char *boards = NULL;
          g_autofree char *base_one = NULL;
          g_autofree char *peak_one = NULL;
          g_autofree char *peak_many = NULL;

          if (!ak_tables_level_reachable (variants[v], level, max_seeds))
            continue;
          boards = tables_bench_format_count (ak_tables_level_size (level));
          base_one = g_format_size (one[level].base);
          peak_one = g_format_size (one[level].peak);
          peak_many = g_format_size (many[level].peak);
          printf ("%-10s %5u %13s %6.1f%% %8.2fs %8.2fs %6.2f %10s %10s %10s\n",
                  ak_variant_to_string (variants[v]), level, boards, one[level].proved,
                  one[level].ms / 1000.0, many[level].ms / 1000.0,
                  one[level].ms > 0 ? many[level].ms / (double) one[level].ms : 0.0,
                  base_one, peak_one, peak_many);
          total[0] += one[level].ms;
          total[1] += many[level].ms;
        }
      printf ("%-10s %5s %13s %7s %8.2fs %8.2fs %6.2f\n", ak_variant_to_string (variants[v]),
              "all", "", "", total[0] / 1000.0, total[1] / 1000.0,
              total[0] > 0 ? total[1] / (double) total[0] : 0.0);
      fflush (stdout);
    }
  if (!peak_exact)
    printf ("(the peak could not be reset between levels here: each is the process's peak "
            "so far)\n");
  return 0;
}
