/* test-responsiveness.c — hostile files never hold up the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A probe, a high-priority timeout every 10 ms, notes how late the main
 * loop runs it while the window opens a file that is hard to show: a
 * tag value of 100 KB, a comment of 1 or 10 MB, a very long game, a
 * match of 10,000 games shown on the Match page and scrolled through, a
 * game of a million plies pasted.  The
 * longest wait, from opening the file until the window has shown what it
 * read (or its refusal) and drawn a few frames, must stay under 150 ms
 * (check_probe() says how it is measured on a shared machine):
 * reading, replaying and laying out happen off the main thread or in
 * bounded slices.  Under the sanitizers, which slow every allocation
 * several times over, the bound is scaled (PROBE_SCALE).
 */

#define G_LOG_DOMAIN "test-responsiveness"

#include "config.h"

#include "ui-test-setup.h"

#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "ak-application.h"
#include "ak-autosaver.h"
#include "ak-file.h"
#include "ak-board-view.h"
#include "ak-match-page.h"
#include "ak-match-page-private.h"
#include "ak-moves.h"
#include "ak-moves-panel.h"
#include "ak-rules.h"
#include "ak-window.h"
#include "ak-window-private.h"

#include "akn-random-match.h"

#define PROBE_PERIOD_MS 10
/* The longest the main loop may be held up, in CPU time.  On the shared
 * 2-core build machine the same build, unchanged, measured opening a
 * game of a million plies or a match of 1,000 games at 55–62 ms in most
 * runs and 93–106 ms in some (7 December 2026, a build from before the
 * review's bar and report as well as after): a bound of 100 failed CI
 * by 0.5 and 2.6 ms.  150 keeps room for that noise and still catches a
 * walk of a million moves on the main loop done more than once. */
#define MAX_BLOCK_MS    150
#define WAIT_TIMEOUT_US (60 * G_USEC_PER_SEC)

/* Three times: pasting a million-ply game, 47–58 ms in a plain build,
 * took 209 ms under ASan on a loaded machine. */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_UNDEFINED__)
#define PROBE_SCALE 3
#else
#define PROBE_SCALE 1
#endif

typedef struct
{
  gint64 last_wall;
  gint64 last_cpu;
  gint64 longest_wall;
  gint64 longest_cpu;
  guint  id;
} Probe;

/* The main thread's own CPU time, in microseconds. */
static gint64
thread_cpu_time (void)
{
  struct timespec now;

  g_assert_cmpint (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now), ==, 0);
  return now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

static gboolean
probe_cb (gpointer user_data)
{
  Probe *probe = user_data;
  gint64 wall = g_get_monotonic_time ();
  gint64 cpu = thread_cpu_time ();

  if (probe->last_wall != 0)
    {
      probe->longest_wall = MAX (probe->longest_wall, wall - probe->last_wall);
      probe->longest_cpu = MAX (probe->longest_cpu, cpu - probe->last_cpu);
    }
  probe->last_wall = wall;
  probe->last_cpu = cpu;
  return G_SOURCE_CONTINUE;
}

static void
probe_start (Probe *probe)
{
  memset (probe, 0, sizeof *probe);
  probe->id = g_timeout_add_full (G_PRIORITY_HIGH, PROBE_PERIOD_MS, probe_cb, probe, NULL);
}

static void
probe_stop (Probe *probe)
{
  g_source_remove (probe->id);
  probe->id = 0;
}

/* The longest block, judged two ways.  The main thread's CPU time between
 * two runs of the probe is the work it did without going back to the main
 * loop, and does not grow when other programs load the machine: that is
 * held to MAX_BLOCK_MS.  Wall-clock time also counts the waits (a read
 * that never returns, a lock) but also every moment the machine gave the
 * thread to others: it is held to a bound ten times larger, which a
 * thread waiting for a FIFO or a full disk would still pass. */
static void
check_probe (const char  *what,
             const Probe *probe)
{
  double cpu_ms = probe->longest_cpu / 1000.0;
  double wall_ms = MAX (0, probe->longest_wall / 1000.0 - PROBE_PERIOD_MS);

  g_test_message ("%s: the main loop was held up at most %.1f ms of CPU time, "
                  "%.1f ms of wall-clock time (bounds %d and %d ms)",
                  what, cpu_ms, wall_ms, MAX_BLOCK_MS * PROBE_SCALE,
                  10 * MAX_BLOCK_MS * PROBE_SCALE);
  g_assert_cmpfloat (cpu_ms, <=, MAX_BLOCK_MS * PROBE_SCALE);
  g_assert_cmpfloat (wall_ms, <=, 10 * MAX_BLOCK_MS * PROBE_SCALE);
}

/* Runs the main loop for @ms milliseconds: frames are drawn meanwhile. */
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

static AkWindow *
new_shown_window (void)
{
  AkWindow *window;

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  ak_board_view_set_animation_speed (ak_window_get_board_view (window),
                                     AK_ANIMATION_SPEED_INSTANT);
  spin_for (200);
  return window;
}

/* An error, shown over the window. */
static gboolean
has_dialog (void)
{
  AdwAlertDialog *dialog = ui_test_find_alert_dialog ();

  return dialog != NULL && gtk_widget_get_mapped (GTK_WIDGET (dialog));
}

static GFile *
write_temporary (const char *name,
                 const char *text,
                 gsize       length)
{
  g_autofree char *path = g_build_filename (ui_test_state_dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, length, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

/* Opens @file in a window with the probe running, and waits until the
 * window has done with it: the file's game shown (@expect_game) or a
 * dialog saying why not; then frames are drawn for a moment more. */
typedef void (*ThenFunc) (AkWindow *window);

static void
open_and_measure (const char *what,
                  GFile      *file,
                  gboolean    expect_game,
                  ThenFunc    then)
{
  AkWindow *window = new_shown_window ();
  AkGame *before = ak_window_get_game (window);
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  Probe probe;

  probe_start (&probe);
  ak_window_open_file (window, file);
  for (;;)
    {
      if (ak_window_get_n_pending_file_ops (window) == 0 &&
          (expect_game ? ak_window_get_game (window) != before : has_dialog ()))
        break;
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (500);
    }
  /* What is laid out lazily is laid out now. */
  spin_for (500);
  probe_stop (&probe);

  if (expect_game)
    g_assert_false (has_dialog ());
  check_probe (what, &probe);

  if (then != NULL)
    then (window);
  ui_test_destroy_window (window);
}

/* A refusal that quotes the bad value must not quote 100 KB of it. */
static void
test_long_tag_value (void)
{
  g_autoptr(GString) text = g_string_new ("[Variant \"");
  g_autoptr(GFile) file = NULL;

  for (guint i = 0; i < 100 * 1024; i++)
    g_string_append_c (text, "junk words "[i % 11]);
  g_string_append (text, "\"]\n\n1. a *\n");
  file = write_temporary ("long-tag.akn", text->str, text->len);
  open_and_measure ("100 KB tag value", file, FALSE, NULL);
}

static char *
game_with_comment (gsize size)
{
  GString *text = g_string_new ("[South \"Ana\"]\n[North \"Rui\"]\n\n1. a {");

  while (text->len < size)
    g_string_append (text, "a long comment, written by someone who had a lot to say ");
  g_string_append (text, "} A *\n");
  return g_string_free (text, FALSE);
}

/* The whole comment is there on demand, in the comment editor: opening
 * that holds the window up no longer either. */
static void
edit_first_comment (AkWindow *window)
{
  GtkWidget *panel = GTK_WIDGET (ak_window_get_moves_panel (window));
  g_autofree char *what = NULL;
  Probe probe;

  probe_start (&probe);
  g_assert_true (gtk_widget_activate_action (panel, "moves.comment", "i", 0));
  spin_for (1000);
  probe_stop (&probe);
  what = g_strdup_printf ("editing it");
  check_probe (what, &probe);
}

static void
test_long_comment (gconstpointer data)
{
  gsize size = GPOINTER_TO_SIZE (data);
  g_autofree char *text = game_with_comment (size);
  g_autofree char *what = g_strdup_printf ("a comment of %zu KB", size >> 10);
  g_autoptr(GFile) file = write_temporary ("long-comment.akn", text, strlen (text));

  open_and_measure (what, file, TRUE, edit_first_comment);
}

/* The movetext of a game of @n_plies plies that never captures: a random
 * walk from the start (without captures) until a position comes back,
 * then the loop that led back to it, again and again.  The rules that go
 * with it turn off the repetition and no-capture endings; at the move
 * limit the game ends, with its division as the result. */
static char *
endless_game (guint n_plies)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (guint8));
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (AkPosition));
  guint path_start = 0;  /* the ply of path's first position */
  GString *text = g_string_new ("[South \"Ana\"]\n[North \"Rui\"]\n"
                                "[Rules \"repetition=0 no-capture-limit=0\"]\n\n");
  AkRules rules;
  AkPosition pos;
  guint loop_start = 0;

  ak_rules_init (&rules);
  rules.repetition = 0;
  rules.no_capture_limit = 0;

  for (guint attempt = 0; attempt < 100000 && loop_start == 0; attempt++)
    {
      g_array_set_size (moves, 0);
      g_array_set_size (path, 0);
      path_start = 0;
      ak_position_init_start (&pos, AK_SOUTH);
      g_array_append_val (path, pos);
      for (guint ply = 0; ply < 5000 && loop_start == 0; ply++)
        {
          AkMoveList list;
          guint quiet[AK_MAX_MOVES];
          guint n_quiet = 0;
          guint8 move;

          ak_position_legal_moves (&pos, &rules, &list);
          if (list.n_moves == 0)
            break;
          for (guint i = 0; i < list.n_moves; i++)
            if (list.info[i].captured == 0)
              quiet[n_quiet++] = i;
          /* A capture only where every move captures. */
          if (n_quiet > 0)
            move = list.moves[quiet[g_rand_int_range (rand, 0, n_quiet)]];
          else
            {
              move = list.moves[g_rand_int_range (rand, 0, list.n_moves)];
              /* No position before a capture comes back. */
              g_array_set_size (path, 0);
              path_start = ply + 1;
            }
          g_assert_cmpint (ak_position_play (&pos, &rules, move, NULL), ==, AK_VERDICT_LEGAL);
          g_array_append_val (moves, move);
          for (guint i = 0; i < path->len; i++)
            if (ak_position_equal (&g_array_index (path, AkPosition, i), &pos))
              {
                /* The plies after path's i-th position lead back to it. */
                loop_start = path_start + i + 1;
                break;
              }
          g_array_append_val (path, pos);
        }
    }
  g_assert_cmpuint (loop_start, >, 0);

  ak_position_init_start (&pos, AK_SOUTH);
  for (guint ply = 0; ply < n_plies; ply++)
    {
      guint8 move;
      guint loop_length = moves->len - (loop_start - 1);
      guint index = ply < moves->len ? ply
                                     : loop_start - 1 + (ply - moves->len) % loop_length;

      if (ply % 2 == 0)
        g_string_append_printf (text, "%u. ", ply / 2 + 1);
      move = g_array_index (moves, guint8, index);
      g_assert_cmpint (ak_position_play (&pos, &rules, move, NULL), ==, AK_VERDICT_LEGAL);
      if (move == AK_MOVE_PASS)
        g_string_append (text, "--");
      else
        g_string_append_c (text, ak_hole_to_char (move));
      g_string_append_c (text, ply % 16 == 15 ? '\n' : ' ');
    }
  /* A game that reaches the move limit (ak-history.h) is over there. */
  if (n_plies >= AK_HISTORY_MAX_PLIES)
    {
      guint totals[2];

      ak_position_division (&pos, totals);
      g_string_append_printf (text, "%u-%u\n", totals[AK_SOUTH], totals[AK_NORTH]);
    }
  else
    g_string_append (text, "*\n");
  return g_string_free (text, FALSE);
}

/* A move at the end of the long game, autosaved as in the app, and a
 * step back through it. */
static void
play_at_the_end (AkWindow *window)
{
  g_autoptr(AkAutosaver) saver = ak_autosaver_new ();
  AkGame *game = ak_window_get_game (window);
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  Probe probe;

  ak_autosaver_watch_game (saver, game);
  while (ak_autosaver_get_busy (saver))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
    }

  probe_start (&probe);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      {
        g_assert_true (ak_table_play (ak_window_get_table (window), hole, NULL));
        break;
      }
  spin_for (300);
  while (ak_autosaver_get_busy (saver))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_cmpuint (ak_autosaver_get_n_saved (saver), >=, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-previous", NULL);
  spin_for (300);
  probe_stop (&probe);
  check_probe ("a move played, autosaved and taken back", &probe);
  ak_autosaver_unwatch (saver);
}

static void
test_long_game (gconstpointer data)
{
  guint n_plies = GPOINTER_TO_UINT (data);
  g_autofree char *text = endless_game (n_plies);
  g_autofree char *what = g_strdup_printf ("a game of %u plies", n_plies);
  g_autoptr(GFile) file = write_temporary ("long-game.akn", text, strlen (text));

  g_test_message ("%s: %zu bytes", what, strlen (text));
  /* Each move played walks the game a few times over (the autosave's
   * copy is brought up to date, the engine's history copied for the
   * move), a few milliseconds for every 100,000 plies: that is measured
   * at 100,000, a game far longer than any played. */
  open_and_measure (what, file, TRUE, n_plies <= 100000 ? play_at_the_end : NULL);
}

/* A named pipe where the autosave should be: the window comes up at once,
 * says what is wrong, and the main loop is never held up by a read that
 * would wait for a writer. */
static void
fifo_autosave_activated_cb (GApplication *app,
                            gboolean     *checked)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  AkWindow *window;
  Probe probe;
  GList *windows;

  /* The window shown at all says the autosave's read did not block the
   * main loop; the probe starts after its first frame, which is the same
   * work for every window and no part of reading the autosave. */
  window = AK_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  probe_start (&probe);
  while (_ak_window_get_toast_title (window) == NULL ||
         strstr (_ak_window_get_toast_title (window), "named pipe") == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (500);
    }
  g_test_message ("toast: %s", _ak_window_get_toast_title (window));
  spin_for (300);
  probe_stop (&probe);
  check_probe ("a named pipe as the autosave", &probe);

  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))) != NULL)
    gtk_window_destroy (windows->data);
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  *checked = TRUE;
}

static void
test_fifo_autosave (void)
{
  g_autoptr(GFile) autosave = ak_file_get_autosave_file ();
  g_autoptr(GFile) folder = g_file_get_parent (autosave);
  g_autofree char *path = g_file_get_path (autosave);
  AkApplication *app;
  gboolean checked = FALSE;

  ui_test_reset_all_settings ();
  g_file_make_directory_with_parents (folder, NULL, NULL);
  g_unlink (path);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);

  app = ak_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", G_CALLBACK (fifo_autosave_activated_cb), &checked);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 0, NULL), ==, 0);
  g_assert_true (checked);
  drain_main_context ();
  g_object_unref (app);

  /* The pipe is left as it was: it is not the app's to remove. */
  g_assert_true (g_file_query_file_type (autosave, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL)
                 == G_FILE_TYPE_SPECIAL);
  g_unlink (path);
}

/* -------------------------------------------------------------------------
 * Long matches, on the Match page
 */

/* A window as wide as a laptop's screen, its side panel beside the board
 * on the Match page. */
static AkWindow *
new_match_window (void)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  AkWindow *window;
  AdwViewStack *stack;
  GtkWidget *page;

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  ak_board_view_set_animation_speed (ak_window_get_board_view (window),
                                     AK_ANIMATION_SPEED_INSTANT);
  g_object_set (window, "side-panel-shown", TRUE, NULL);
  stack = ADW_VIEW_STACK (ui_test_find_descendant (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK));
  adw_view_stack_set_visible_child_name (stack, "match");
  page = ui_test_find_descendant (GTK_WIDGET (window), AK_TYPE_MATCH_PAGE);
  while (!gtk_widget_get_mapped (page))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  spin_for (200);
  return window;
}

static void
count_frame_cb (GdkFrameClock *clock,
                guint         *n_frames)
{
  (*n_frames)++;
}

/* Runs the main loop until @widget's window has drawn @n frames more:
 * what was laid out lazily is laid out then. */
static void
wait_for_frames (GtkWidget *widget,
                 guint      n)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  guint n_frames = 0;
  gulong id;

  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (count_frame_cb), &n_frames);
  while (n_frames < n)
    {
      gtk_widget_queue_draw (widget);
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (500);
    }
  g_signal_handler_disconnect (clock, id);
}

/* The first descendant of @widget of @type that is shown: the ledger's
 * scrolled window, not the one of the page shown without a match. */
static GtkWidget *
find_mapped (GtkWidget *widget,
             GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && gtk_widget_get_mapped (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_mapped (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Scrolls the ledger down in steps to its end, then back to the top. */
static void
scroll_ledger (AkWindow *window)
{
  AkMatchPage *page = AK_MATCH_PAGE (ui_test_find_descendant (GTK_WIDGET (window),
                                                              AK_TYPE_MATCH_PAGE));
  GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW (find_mapped (GTK_WIDGET (page),
                                                                 GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scrolled);
  g_autofree char *last_title = NULL;
  g_autofree char *expected = NULL;
  guint n_games = ak_match_get_n_games (ak_window_get_match (window));
  Probe probe;

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (page)));
  probe_start (&probe);
  for (guint step = 1; step <= 20; step++)
    {
      double upper = gtk_adjustment_get_upper (adjustment) -
                     gtk_adjustment_get_page_size (adjustment);

      gtk_adjustment_set_value (adjustment, upper * step / 20);
      wait_for_frames (GTK_WIDGET (page), 2);
    }
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  spin_for (300);
  gtk_adjustment_set_value (adjustment, 0);
  wait_for_frames (GTK_WIDGET (page), 2);
  spin_for (300);
  probe_stop (&probe);
  check_probe ("the ledger scrolled through", &probe);

  /* The last card says what the last game is. */
  last_title = _ak_match_page_dup_row_text (page, n_games - 1, "title");
  expected = g_strdup_printf ("Game %u", n_games);
  g_assert_cmpstr (last_title, ==, expected);
}

static void
test_long_match (gconstpointer data)
{
  guint n_games = GPOINTER_TO_UINT (data);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) records = akn_random_match (AK_VARIANT_ADJI_KUI_2, n_games, 7, &error);
  g_autofree char *text = NULL;
  g_autofree char *what = g_strdup_printf ("a match of %u games", n_games);
  g_autoptr(GFile) file = NULL;
  AkWindow *window;
  AkGame *before;
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  Probe probe;

  g_assert_no_error (error);
  text = ak_notation_write (records);
  g_clear_pointer (&records, g_ptr_array_unref);
  file = write_temporary ("long-match.akn", text, strlen (text));
  g_test_message ("%s: %zu bytes", what, strlen (text));

  window = new_match_window ();
  before = ak_window_get_game (window);

  probe_start (&probe);
  ak_window_open_file (window, file);
  while (ak_window_get_n_pending_file_ops (window) > 0 || ak_window_get_game (window) == before)
    {
      g_assert_false (has_dialog ());
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (500);
    }
  /* The page drawn with the match on it. */
  wait_for_frames (GTK_WIDGET (window), 3);
  spin_for (500);
  probe_stop (&probe);
  g_assert_nonnull (ak_window_get_match (window));
  g_assert_cmpuint (ak_match_get_n_games (ak_window_get_match (window)), ==, n_games);
  check_probe (what, &probe);

  scroll_ledger (window);
  ui_test_destroy_window (window);
}

/* -------------------------------------------------------------------------
 * Pasting
 */

static void
test_paste_long_game (gconstpointer data)
{
  guint n_plies = GPOINTER_TO_UINT (data);
  g_autofree char *text = endless_game (n_plies);
  g_autofree char *what = g_strdup_printf ("pasting a game of %u plies", n_plies);
  AkWindow *window = new_shown_window ();
  AkGame *before = ak_window_get_game (window);
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  Probe probe;

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), text);
  spin_for (200);

  probe_start (&probe);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL));
  while (ak_window_get_n_pending_file_ops (window) > 0 || ak_window_get_game (window) == before)
    {
      g_assert_false (has_dialog ());
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (500);
    }
  spin_for (500);
  probe_stop (&probe);
  g_assert_cmpuint (ak_game_get_live_node (ak_window_get_game (window))->ply, ==, n_plies);
  check_probe (what, &probe);

  ui_test_destroy_window (window);
}

/* Names and file names from data (issue 30): a name of 100 KB in the
 * autosave does not hold up the start, and toasts that quote a file name
 * with "&", "<" or bytes that are not UTF-8 show it. */

/* The label under @widget whose text is @text, or NULL. */
static GtkWidget *
find_label_showing (GtkWidget  *widget,
                    const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label_showing (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
long_name_resume_activated_cb (GApplication *app,
                               gboolean     *checked)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  AdwAlertDialog *question = NULL;
  const char *body;
  AkWindow *window;
  Probe probe;
  GList *windows;

  /* The window shown at all says the autosave's read did not block the
   * main loop; the probe starts after its first frame, which is the same
   * work for every window and no part of reading the autosave. */
  window = AK_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  probe_start (&probe);
  while ((question = ui_test_find_alert_dialog ()) == NULL ||
         !gtk_widget_get_mapped (GTK_WIDGET (question)))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (500);
    }
  spin_for (300);
  probe_stop (&probe);
  check_probe ("the resume question naming a player of 100 KB", &probe);

  /* The question names the player, on one line and cut short. */
  body = adw_alert_dialog_get_body (question);
  g_test_message ("resume question: %s", body);
  g_assert_nonnull (strstr (body, "abcdefghij"));
  g_assert_nonnull (strstr (body, "…"));
  g_assert_nonnull (strstr (body, "Rui"));
  g_assert_cmpuint (g_utf8_strlen (body, -1), <, 400);
  g_assert_false (adw_alert_dialog_get_body_use_markup (question));

  ui_test_close_alert_dialogs ();
  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))) != NULL)
    gtk_window_destroy (windows->data);
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  *checked = TRUE;
}

static void
test_long_name_autosave (void)
{
  g_autoptr(GFile) autosave = ak_file_get_autosave_file ();
  g_autoptr(GFile) folder = g_file_get_parent (autosave);
  g_autofree char *path = g_file_get_path (autosave);
  g_autoptr(GString) text = g_string_new ("[South \"");
  g_autoptr(GError) error = NULL;
  AkApplication *app;
  gboolean checked = FALSE;

  ui_test_reset_all_settings ();
  g_file_make_directory_with_parents (folder, NULL, NULL);
  g_unlink (path);
  for (guint i = 0; i < 100 * 1024; i++)
    g_string_append_c (text, 'a' + i % 26);
  g_string_append (text, "\"]\n[North \"Rui\"]\n\n1. a *\n");
  g_file_set_contents (path, text->str, text->len, &error);
  g_assert_no_error (error);

  app = ak_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", G_CALLBACK (long_name_resume_activated_cb), &checked);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 0, NULL), ==, 0);
  g_assert_true (checked);
  drain_main_context ();
  g_object_unref (app);
  g_unlink (path);
}

/* Waits until @window's toast says something with @part in it, then
 * checks that the toast shows its words as they are. */
static void
wait_for_toast_showing (AkWindow   *window,
                        const char *part)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  const char *title;

  while (ak_window_get_n_pending_file_ops (window) > 0 ||
         (title = _ak_window_get_toast_title (window)) == NULL || strstr (title, part) == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (500);
    }
  spin_for (300);
  title = _ak_window_get_toast_title (window);
  g_test_message ("toast: %s", title);
  g_assert_true (g_utf8_validate (title, -1, NULL));
  /* The label in the toast shows the title itself, not an empty line
   * where markup did not parse. */
  g_assert_nonnull (find_label_showing (GTK_WIDGET (window), title));
}

static void
test_toast_file_names (void)
{
  AkWindow *window = new_shown_window ();
  g_autofree char *folder = g_build_filename (ui_test_state_dir, "Tom & Jerry <3", NULL);
  g_autofree char *saved = g_build_filename (folder, "Tom & Jerry <3.akn", NULL);
  g_autofree char *backup = g_strconcat (saved, ".bak", NULL);
  g_autofree char *image = g_build_filename (folder, "Tom & Jerry <3 \xb2.png", NULL);
  g_autoptr(GFile) saved_file = g_file_new_for_path (saved);
  g_autoptr(GFile) image_file = g_file_new_for_path (image);
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  Probe probe;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);

  /* Saved again with a folder where its backup goes: a warning. */
  ak_window_save_to_file (window, saved_file);
  while (ak_window_get_n_pending_file_ops (window) > 0 || ak_window_get_file (window) == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (500);
    }
  g_assert_cmpint (g_mkdir (backup, 0700), ==, 0);
  probe_start (&probe);
  ak_window_save_to_file (window, saved_file);
  wait_for_toast_showing (window, "Tom & Jerry <3.akn.bak");
  probe_stop (&probe);
  check_probe ("a toast quoting a file name", &probe);

  /* A byte of the name that is not UTF-8, in a toast once the board is
   * saved as an image (drawing the image is not measured here). */
  ak_window_export_image (window, image_file);
  wait_for_toast_showing (window, "Board saved as Tom & Jerry <3 ");

  ui_test_destroy_window (window);
  g_rmdir (backup);
  g_unlink (saved);
  g_unlink (image);
}

int
main (int    argc,
      char **argv)
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/responsiveness/long-tag-value", test_long_tag_value);
  g_test_add_data_func ("/ak/ui/responsiveness/comment-30kb", GSIZE_TO_POINTER (30 << 10),
                        test_long_comment);
  g_test_add_data_func ("/ak/ui/responsiveness/comment-1mb", GSIZE_TO_POINTER (1 << 20),
                        test_long_comment);
  g_test_add_data_func ("/ak/ui/responsiveness/comment-10mb", GSIZE_TO_POINTER (10 << 20),
                        test_long_comment);

  g_test_add_data_func ("/ak/ui/responsiveness/game-100k-plies", GUINT_TO_POINTER (100000),
                        test_long_game);
  g_test_add_data_func ("/ak/ui/responsiveness/game-1m-plies", GUINT_TO_POINTER (1000000),
                        test_long_game);

  g_test_add_func ("/ak/ui/responsiveness/fifo-autosave", test_fifo_autosave);

  g_test_add_data_func ("/ak/ui/responsiveness/match-1000-games", GUINT_TO_POINTER (1000),
                        test_long_match);
  g_test_add_data_func ("/ak/ui/responsiveness/match-10000-games", GUINT_TO_POINTER (10000),
                        test_long_match);
  g_test_add_data_func ("/ak/ui/responsiveness/paste-1m-plies", GUINT_TO_POINTER (1000000),
                        test_paste_long_game);

  g_test_add_func ("/ak/ui/responsiveness/long-name-autosave", test_long_name_autosave);
  g_test_add_func ("/ak/ui/responsiveness/toast-file-names", test_toast_file_names);

  return ui_test_run ();
}
