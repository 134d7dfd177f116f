/* match-show.c — the time and memory to open a long match in the window
 * and show it on the Match page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   match-show [--games N] [--seed S] [--runs R]
 *
 * writes a random match of N games (akn-random-match.c; 10,000 by default,
 * the reader's cap) to a temporary file, then R times (3 by default):
 * opens a window of 1280×800 with the Match page in sight, opens the file
 * in it as the app does, and waits until the match is shown and the page
 * has drawn a few frames; then scrolls the ledger to its end and back.
 * For each run it prints the time from asking to open the file until the
 * match is in the window, until the page has drawn it, the longest time
 * the main thread went without returning to its main loop (its own CPU
 * time between two runs of a 10 ms probe, as tests/ui/test-responsiveness
 * measures it), and the resident memory the window took for the match
 * (after, less before) and at its peak.  It needs a display and the
 * app's settings schema, for example from the top of the tree:
 *
 *   GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR=_build/data \
 *     xvfb-run -a -s '-screen 0 1600x1000x24' _build/tests/bench/match-show
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ak-match-page.h"
#include "ak-window.h"
#include "ak-window-private.h"

#include "akn-random-match.h"

#define PROBE_PERIOD_MS 10
#define TIMEOUT_US      (600 * G_USEC_PER_SEC)

typedef struct
{
  gint64 last_cpu;
  gint64 longest_cpu;
} Probe;

/* The main thread's own CPU time, in microseconds. */
static gint64
thread_cpu_time (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

static gboolean
probe_cb (gpointer user_data)
{
  Probe *probe = user_data;
  gint64 cpu = thread_cpu_time ();

  if (probe->last_cpu != 0)
    probe->longest_cpu = MAX (probe->longest_cpu, cpu - probe->last_cpu);
  probe->last_cpu = cpu;
  return G_SOURCE_CONTINUE;
}

/* A field of /proc/self/status, like VmRSS or VmHWM, in KiB. */
static guint64
status_kib (const char *field)
{
  g_autofree char *text = NULL;
  g_autofree char *key = g_strconcat ("\n", field, ":", NULL);
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &text, NULL, NULL) ||
      (line = strstr (text, key)) == NULL)
    return 0;
  return g_ascii_strtoull (line + strlen (key), NULL, 10);
}

static void
spin_until (gboolean (*done) (gpointer), gpointer data)
{
  gint64 deadline = g_get_monotonic_time () + TIMEOUT_US;

  while (!done (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("Gave up waiting");
      g_main_context_iteration (NULL, FALSE);
      g_usleep (200);
    }
}

static void
spin_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

typedef struct
{
  AkWindow *window;
  AkGame   *before;
  guint     frames;
} Run;

static gboolean
shown (gpointer data)
{
  Run *run = data;

  return ak_window_get_n_pending_file_ops (run->window) == 0 &&
         ak_window_get_game (run->window) != run->before;
}

static gboolean
three_frames (gpointer data)
{
  return ((Run *) data)->frames >= 3;
}

static gboolean
mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (((Run *) data)->window));
}

static void
after_paint_cb (GdkFrameClock *clock,
                Run           *run)
{
  run->frames++;
}

/* The first descendant of @widget of @type that is shown. */
static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && gtk_widget_get_mapped (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
measure (GFile *file,
         guint  n_games)
{
  Run run = { 0, };
  Probe probe = { 0, };
  AkMatchPage *page;
  GtkAdjustment *adjustment;
  GdkFrameClock *clock;
  guint64 rss_before, rss_after;
  gint64 start, in_window, drawn, block_open;
  guint probe_id;
  gulong paint_id;

  run.window = ak_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (run.window), 1280, 800);
  gtk_window_present (GTK_WINDOW (run.window));
  spin_until (mapped, &run);
  g_object_set (run.window, "side-panel-shown", TRUE, NULL);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (find_descendant (GTK_WIDGET (run.window),
                                                                          ADW_TYPE_VIEW_STACK)),
                                         "match");
  spin_for (300);
  run.before = ak_window_get_game (run.window);
  page = AK_MATCH_PAGE (find_descendant (GTK_WIDGET (run.window), AK_TYPE_MATCH_PAGE));
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (run.window));
  rss_before = status_kib ("VmRSS");

  probe_id = g_timeout_add_full (G_PRIORITY_HIGH, PROBE_PERIOD_MS, probe_cb, &probe, NULL);
  start = g_get_monotonic_time ();
  ak_window_open_file (run.window, file);
  spin_until (shown, &run);
  in_window = g_get_monotonic_time ();
  paint_id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &run);
  gtk_widget_queue_draw (GTK_WIDGET (page));
  spin_until (three_frames, &run);
  drawn = g_get_monotonic_time ();
  block_open = probe.longest_cpu;
  g_signal_handler_disconnect (clock, paint_id);
  rss_after = status_kib ("VmRSS");

  /* To the last game and back. */
  adjustment = gtk_scrolled_window_get_vadjustment (
    GTK_SCROLLED_WINDOW (find_descendant (GTK_WIDGET (page), GTK_TYPE_SCROLLED_WINDOW)));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  spin_for (200);
  gtk_adjustment_set_value (adjustment, 0);
  spin_for (200);
  g_source_remove (probe_id);

  g_assert (ak_match_get_n_games (ak_window_get_match (run.window)) == n_games);
  printf ("%u games: in the window %.2f s, drawn %.2f s; longest main-thread block "
          "%.0f ms (%.0f ms with the scrolling); memory for the match %.0f MiB, peak %.0f MiB\n",
          n_games, (in_window - start) / 1e6, (drawn - start) / 1e6,
          block_open / 1e3, probe.longest_cpu / 1e3,
          ((double) rss_after - (double) rss_before) / 1024, status_kib ("VmHWM") / 1024.0);

  gtk_window_destroy (GTK_WINDOW (run.window));
  spin_for (200);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  int n_games = 10000;
  gint64 seed = 1;
  int runs = 3;
  int fd;
  const GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &n_games, "Games in the match (default 10000)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Random seed (default 1)", "S" },
    { "runs", 'r', 0, G_OPTION_ARG_INT, &runs, "Runs (default 3)", "R" },
    { NULL, },
  };

  context = g_option_context_new ("— open a long match in the window and show it");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("match-show: %s\n", error->message);
      return 2;
    }
  if (n_games < 1 || runs < 1)
    {
      g_printerr ("match-show: --games and --runs must be at least 1\n");
      return 2;
    }

  adw_init ();

  games = akn_random_match (AK_VARIANT_ADJI_KUI_2, (guint) n_games, (guint64) seed, &error);
  if (games == NULL)
    {
      g_printerr ("match-show: %s\n", error->message);
      return 1;
    }
  text = ak_notation_write (games);
  g_clear_pointer (&games, g_ptr_array_unref);
  fd = g_file_open_tmp ("match-show-XXXXXX.akn", &path, &error);
  if (fd < 0 || !g_file_set_contents (path, text, -1, &error))
    {
      g_printerr ("match-show: %s\n", error->message);
      return 1;
    }
  close (fd);
  printf ("a match of %d games, %zu bytes; before: %.0f MiB resident\n", n_games,
          strlen (text), status_kib ("VmRSS") / 1024.0);
  g_clear_pointer (&text, g_free);
  file = g_file_new_for_path (path);

  for (int i = 0; i < runs; i++)
    measure (file, (guint) n_games);

  g_unlink (path);
  return 0;
}
