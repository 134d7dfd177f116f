/* stop-latency.c — how soon a search ends once it is told to stop
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   stop-latency [--rounds N] [--threads T]
 *
 * Starts a search without limits from the start of Adji Kui II, lets it
 * run 100 to 300 ms, cancels it from another thread and notes when it
 * returned, N times on one thread and on T threads (the helpers must end
 * too before it returns).  Then the same through AkAnalyzer, as the
 * Analysis page stops it when the position changes: the time from
 * ak_analyzer_stop() to the end of its worker.  Prints the median and
 * the longest of each, and the load average.  The test suite only checks
 * that searches stop, not how soon: wall-clock times on a shared machine
 * are for this program, with the load said.
 */

#include "config.h"

#include <stdio.h>

#include "ak-model.h"
#include "ak-analyzer-private.h"

typedef struct
{
  volatile gint *flag;
  guint          delay_ms;
  gint64         cancelled_at;
} Canceller;

static gpointer
cancel_later (gpointer data)
{
  Canceller *c = data;

  g_usleep (c->delay_ms * 1000);
  c->cancelled_at = g_get_monotonic_time ();
  g_atomic_int_set (c->flag, 1);
  return NULL;
}

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

static void
print_times (const char *what,
             GArray     *times)
{
  g_array_sort (times, compare_gint64);
  printf ("%-28s median %6.1f ms, longest %6.1f ms (%u rounds)\n", what,
          g_array_index (times, gint64, times->len / 2) / 1000.0,
          g_array_index (times, gint64, times->len - 1) / 1000.0, times->len);
}

static AkHistory *
start_history (void)
{
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  rules.variant = AK_VARIANT_ADJI_KUI_2;
  ak_position_init_start (&start, AK_SOUTH);
  return ak_history_new (&rules, &start);
}

static void
measure_search (guint n_rounds,
                guint n_threads)
{
  g_autoptr(AkHistory) history = start_history ();
  g_autoptr(AkSearch) search = ak_search_new (16);
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree char *what = g_strdup_printf ("search, %u thread%s:", n_threads,
                                           n_threads == 1 ? "" : "s");

  for (guint round = 0; round < n_rounds; round++)
    {
      volatile gint flag = 0;
      Canceller canceller = { &flag, 100 + (round * 37) % 200, 0 };
      AkSearchLimits limits = { 0, };
      AkSearchResult result;
      GThread *thread;
      gint64 latency;

      limits.cancel = &flag;
      limits.n_threads = n_threads;
      thread = g_thread_new ("canceller", cancel_later, &canceller);
      ak_search_run (search, ak_history_get_rules (history), history, &limits, &result);
      latency = g_get_monotonic_time () - canceller.cancelled_at;
      g_thread_join (thread);
      g_array_append_val (times, latency);
    }
  print_times (what, times);
}

static gboolean
quit_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
spin (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, quit_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
measure_analyzer (guint n_rounds,
                  guint n_threads)
{
  g_autoptr(AkHistory) history = start_history ();
  g_autoptr(AkAnalyzer) analyzer = ak_analyzer_new ();
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree char *what = g_strdup_printf ("analyzer, %u thread%s:", n_threads,
                                           n_threads == 1 ? "" : "s");

  ak_analyzer_set_n_threads (analyzer, n_threads);
  for (guint round = 0; round < n_rounds; round++)
    {
      gint64 latency;

      ak_analyzer_start (analyzer, ak_history_get_rules (history), history, 0);
      spin (100 + (round * 37) % 200);
      ak_analyzer_stop (analyzer);
      /* The worker reports its end on the main loop. */
      while ((latency = _ak_analyzer_get_last_stop_latency_us (analyzer)) < 0)
        g_main_context_iteration (NULL, TRUE);
      g_array_append_val (times, latency);
      /* A new analyzer for each round, so that the next latency read is
       * the next stop's. */
      g_clear_object (&analyzer);
      analyzer = ak_analyzer_new ();
      ak_analyzer_set_n_threads (analyzer, n_threads);
    }
  print_times (what, times);
}

int
main (int    argc,
      char **argv)
{
  int n_rounds = 20, n_threads = 2;
  GOptionEntry entries[] = {
    { "rounds", 0, 0, G_OPTION_ARG_INT, &n_rounds, "stops of each kind (default 20)", "N" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &n_threads, "threads against one (default 2)", "T" },
    { NULL, },
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *loadavg = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("stop-latency: %s\n", error->message);
      return 2;
    }
  if (n_rounds < 1 || n_threads < 2 || n_threads > AK_SEARCH_MAX_THREADS)
    {
      g_printerr ("stop-latency: --rounds must be at least 1, --threads from 2 to %d\n",
                  AK_SEARCH_MAX_THREADS);
      return 2;
    }

  if (g_file_get_contents ("/proc/loadavg", &loadavg, NULL, NULL))
    printf ("load average at the start: %s", loadavg);
  measure_search ((guint) n_rounds, 1);
  measure_search ((guint) n_rounds, (guint) n_threads);
  measure_analyzer ((guint) n_rounds, 1);
  measure_analyzer ((guint) n_rounds, (guint) n_threads);
  g_clear_pointer (&loadavg, g_free);
  if (g_file_get_contents ("/proc/loadavg", &loadavg, NULL, NULL))
    printf ("load average at the end: %s", loadavg);

  return 0;
}
