/* test-analysis-page.c — the engine's page: live values, restarts, stops
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-analysis-page"

#include "config.h"

#include <string.h>

#include "ui-test-setup.h"

#include "ak-analysis-page.h"
#include "ak-analysis-page-private.h"
#include "ak-board-view.h"
#include "ak-board-view-private.h"
#include "ak-window.h"
#include "ak-analyzer-private.h"

/* A deadline for what must happen, long enough for a busy machine; how
 * soon it happens is no business of these tests. */
#define WAIT_TIMEOUT_MS (20 * 1000)

typedef struct
{
  GtkWindow      *window;
  AkAnalysisPage *page;
  AkGame         *game;
} Fixture;

typedef gboolean (*Condition) (Fixture *fixture);

static gboolean
wake_cb (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @condition holds, or fails after @timeout_ms.
 * A short timer keeps the loop from blocking for longer than 10 ms. */
static gboolean
wait_for (Fixture   *fixture,
          Condition  condition,
          guint      timeout_ms)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) timeout_ms * 1000;
  guint wake_id = g_timeout_add (10, wake_cb, NULL);
  gboolean met;

  while (!(met = condition (fixture)) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);

  g_source_remove (wake_id);
  return met;
}

/* With AK_TEST_HOLD_SECONDS=N, keeps the page live for N seconds, so that
 * a screenshot can be taken. */
static void
hold_for_screenshot (void)
{
  const char *hold = g_getenv ("AK_TEST_HOLD_SECONDS");
  gint64 until;
  guint wake_id;

  if (hold == NULL)
    return;

  until = g_get_monotonic_time () + g_ascii_strtoll (hold, NULL, 10) * G_USEC_PER_SEC;
  wake_id = g_timeout_add (10, wake_cb, NULL);
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake_id);
}

static gboolean
window_shown (Fixture *fixture)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (fixture->window));

  return surface != NULL && gdk_surface_get_mapped (surface) &&
         gtk_widget_get_mapped (GTK_WIDGET (fixture->page));
}

static AkGame *
new_game (const char *position)
{
  g_autoptr(GError) error = NULL;
  AkRules rules;
  AkGame *game;

  ak_rules_init (&rules);
  if (position == NULL)
    {
      AkPosition start;

      ak_position_init_start (&start, AK_SOUTH);
      return ak_game_new (&rules, &start);
    }

  game = ak_game_new_from_position_string (&rules, position, &error);
  g_assert_no_error (error);
  return game;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->game = new_game (data);
  fixture->page = g_object_ref_sink (AK_ANALYSIS_PAGE (ak_analysis_page_new ()));
  ak_analysis_page_set_game (fixture->page, fixture->game);

  fixture->window = GTK_WINDOW (gtk_window_new ());
  g_object_ref (fixture->window);
  gtk_window_set_default_size (fixture->window, 380, 800);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->page));
  gtk_window_present (fixture->window);
  g_assert_true (wait_for (fixture, window_shown, WAIT_TIMEOUT_MS));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  drain_main_context ();
  g_assert_finalize_object (fixture->window);
  g_assert_finalize_object (fixture->page);
  g_assert_finalize_object (fixture->game);
}

/* The rows are the legal moves of the game's position, in hole order. */
static void
assert_rows_match_game (Fixture *fixture)
{
  AkMoveList list;
  AkGame *game = fixture->game;

  ak_position_legal_moves (ak_game_get_position (game), ak_game_get_rules (game), &list);
  g_assert_cmpuint (_ak_analysis_page_get_n_rows (fixture->page), ==, list.n_moves);
  for (guint i = 0; i < list.n_moves; i++)
    g_assert_cmpint (_ak_analysis_page_get_row_move (fixture->page, i), ==, list.moves[i]);
}

static gboolean
rows_have_values (Fixture *fixture)
{
  AkAnalysisPage *page = fixture->page;
  guint n_rows = _ak_analysis_page_get_n_rows (page);

  if (n_rows == 0 || ak_analyzer_get_depth (ak_analysis_page_get_analyzer (page)) < 1)
    return FALSE;
  for (guint i = 0; i < n_rows; i++)
    if (g_strcmp0 (_ak_analysis_page_get_row_value (page, i), "…") == 0)
      return FALSE;
  return TRUE;
}

static gboolean
depth_at_least_3 (Fixture *fixture)
{
  return ak_analyzer_get_depth (ak_analysis_page_get_analyzer (fixture->page)) >= 3;
}

static gboolean
analyzer_idle (Fixture *fixture)
{
  return !ak_analyzer_get_running (ak_analysis_page_get_analyzer (fixture->page));
}

static gboolean
analyzer_stop_reported (Fixture *fixture)
{
  return _ak_analyzer_get_last_stop_latency_us (ak_analysis_page_get_analyzer (fixture->page)) >= 0;
}

static gboolean
analyzer_running (Fixture *fixture)
{
  return ak_analyzer_get_running (ak_analysis_page_get_analyzer (fixture->page));
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

/* Each row shows its move's value as ak_value_format_score () writes it,
 * and its depth or "Proved". */
static void
assert_rows_show_result (Fixture *fixture)
{
  AkAnalysisPage *page = fixture->page;
  AkAnalyzer *analyzer = ak_analysis_page_get_analyzer (page);
  const AkSearchResult *result = ak_analyzer_get_result (analyzer);

  g_assert_cmpuint (result->n_moves, ==, _ak_analysis_page_get_n_rows (page));
  for (guint i = 0; i < result->n_moves; i++)
    {
      g_autofree char *value = ak_value_format_score (result->move_scores[i],
                                                      result->move_exact[i]);
      g_autofree char *depth = g_strdup_printf ("Depth %u", result->depth);
      const char *detail = _ak_analysis_page_get_row_detail (page, i);

      g_assert_cmpint (_ak_analysis_page_get_row_move (page, i), ==, result->moves[i]);
      g_assert_cmpstr (_ak_analysis_page_get_row_value (page, i), ==, value);
      if (result->move_exact[i])
        g_assert_nonnull (strstr (detail, "Proved"));
      else
        g_assert_nonnull (strstr (detail, depth));
      if (result->moves[i] == result->best_move)
        g_assert_true (g_str_has_prefix (detail, "Best"));
      else
        g_assert_false (g_str_has_prefix (detail, "Best"));
    }
}

static void
test_off_by_default (Fixture       *fixture,
                     gconstpointer  data)
{
  AkAnalysisPage *page = fixture->page;
  guint enabled = 0;

  g_assert_false (ak_analysis_page_get_enabled (page));
  g_assert_cmpint (ak_analysis_page_get_best_move (page), ==, AK_MOVE_NONE);
  g_assert_cmpstr (_ak_analysis_page_get_visible_state (page), ==, "off");
  g_assert_false (ak_analyzer_get_running (ak_analysis_page_get_analyzer (page)));
  g_assert_true (ak_analysis_page_get_game (page) == fixture->game);
  hold_for_screenshot ();

  /* Off, nothing runs even when time passes. */
  g_usleep (200 * 1000);
  drain_main_context ();
  g_assert_false (ak_analyzer_get_running (ak_analysis_page_get_analyzer (page)));

  /* "enabled" notifies on change only. */
  g_signal_connect (page, "notify::enabled", G_CALLBACK (count_cb), &enabled);
  g_object_set (page, "enabled", TRUE, NULL);
  g_object_set (page, "enabled", TRUE, NULL);
  g_assert_cmpuint (enabled, ==, 1);
  g_assert_cmpstr (_ak_analysis_page_get_visible_state (page), ==, "on");
}

static void
test_values (Fixture       *fixture,
             gconstpointer  data)
{
  AkAnalysisPage *page = fixture->page;
  AkAnalyzer *analyzer = ak_analysis_page_get_analyzer (page);
  guint best_notified = 0;
  int best;

  g_signal_connect (page, "notify::best-move", G_CALLBACK (count_cb), &best_notified);

  ak_analysis_page_set_enabled (page, TRUE);
  g_assert_true (ak_analyzer_get_running (analyzer));
  assert_rows_match_game (fixture);
  g_assert_cmpuint (_ak_analysis_page_get_n_rows (page), ==, 6);

  g_assert_true (wait_for (fixture, rows_have_values, WAIT_TIMEOUT_MS));
  g_assert_true (wait_for (fixture, depth_at_least_3, WAIT_TIMEOUT_MS));
  drain_main_context ();
  assert_rows_show_result (fixture);

  /* The best move is one of the rows, and the hint property says so. */
  best = ak_analysis_page_get_best_move (page);
  g_assert_cmpint (best, ==, ak_analyzer_get_best_move (analyzer));
  g_assert_cmpint (best, >=, 0);
  g_assert_cmpint (best, <, AK_ROW_HOLES);
  g_assert_cmpuint (best_notified, >=, 1);

  /* The line is AKN movetext from move 1, starting with the best move. */
  {
    g_autofree char *first = g_strdup_printf ("1. %c", ak_hole_to_char (best));

    g_assert_true (g_str_has_prefix (_ak_analysis_page_get_line_text (page), first));
  }

  hold_for_screenshot ();
}

static void
test_restart_on_move (Fixture       *fixture,
                      gconstpointer  data)
{
  AkAnalysisPage *page = fixture->page;
  AkAnalyzer *analyzer = ak_analysis_page_get_analyzer (page);

  ak_analysis_page_set_enabled (page, TRUE);
  g_assert_true (wait_for (fixture, depth_at_least_3, WAIT_TIMEOUT_MS));

  g_assert_cmpint (ak_game_play (fixture->game, 2, NULL), ==, AK_VERDICT_LEGAL);

  /* At once: the old search is stopped, and its hint forgotten. */
  g_assert_false (ak_analyzer_get_running (analyzer));
  g_assert_cmpint (ak_analysis_page_get_best_move (page), ==, AK_MOVE_NONE);

  /* Then a new one starts from depth 0 on North's moves. */
  g_assert_true (wait_for (fixture, analyzer_running, WAIT_TIMEOUT_MS));
  g_assert_cmpuint (ak_analyzer_get_depth (analyzer), ==, 0);
  assert_rows_match_game (fixture);
  for (guint i = 0; i < _ak_analysis_page_get_n_rows (page); i++)
    g_assert_cmpint (_ak_analysis_page_get_row_move (page, i), >=, AK_ROW_HOLES);

  g_assert_true (wait_for (fixture, rows_have_values, WAIT_TIMEOUT_MS));
  g_assert_true (wait_for (fixture, depth_at_least_3, WAIT_TIMEOUT_MS));
  drain_main_context ();
  assert_rows_show_result (fixture);
  g_assert_cmpint (ak_analysis_page_get_best_move (page), >=, AK_ROW_HOLES);
  g_assert_true (g_str_has_prefix (_ak_analysis_page_get_line_text (page), "1... "));
  hold_for_screenshot ();

  /* Going back restarts as well. */
  g_assert_true (ak_game_undo (fixture->game));
  g_assert_cmpint (ak_analysis_page_get_best_move (page), ==, AK_MOVE_NONE);
  g_assert_true (wait_for (fixture, rows_have_values, WAIT_TIMEOUT_MS));
  assert_rows_match_game (fixture);
  g_assert_cmpint (ak_analysis_page_get_best_move (page), <, AK_ROW_HOLES);
}

static void
test_disable_stops (Fixture       *fixture,
                    gconstpointer  data)
{
  AkAnalysisPage *page = fixture->page;
  AkAnalyzer *analyzer = ak_analysis_page_get_analyzer (page);
  gint64 latency;

  ak_analysis_page_set_enabled (page, TRUE);
  g_assert_true (wait_for (fixture, rows_have_values, WAIT_TIMEOUT_MS));

  ak_analysis_page_set_enabled (page, FALSE);
  g_assert_false (ak_analyzer_get_running (analyzer));
  g_assert_cmpint (ak_analysis_page_get_best_move (page), ==, AK_MOVE_NONE);
  g_assert_cmpstr (_ak_analysis_page_get_visible_state (page), ==, "off");

  /* The worker thread really ends, and says when. */
  g_assert_true (wait_for (fixture, analyzer_idle, WAIT_TIMEOUT_MS));
  g_assert_true (wait_for (fixture, analyzer_stop_reported, WAIT_TIMEOUT_MS));
  latency = _ak_analyzer_get_last_stop_latency_us (analyzer);
  g_test_message ("the search ended %" G_GINT64_FORMAT " µs after it was stopped", latency);

  /* No search comes back by itself. */
  g_usleep (200 * 1000);
  drain_main_context ();
  g_assert_false (ak_analyzer_get_running (analyzer));
}

static void
test_unmap_stops (Fixture       *fixture,
                  gconstpointer  data)
{
  AkAnalysisPage *page = fixture->page;
  AkAnalyzer *analyzer = ak_analysis_page_get_analyzer (page);

  ak_analysis_page_set_enabled (page, TRUE);
  g_assert_true (wait_for (fixture, rows_have_values, WAIT_TIMEOUT_MS));

  /* Hidden: the search stops, but the page stays on. */
  gtk_widget_set_visible (GTK_WIDGET (page), FALSE);
  g_assert_false (ak_analyzer_get_running (analyzer));
  g_assert_true (ak_analysis_page_get_enabled (page));

  /* A move while hidden does not start a search. */
  g_assert_cmpint (ak_game_play (fixture->game, 3, NULL), ==, AK_VERDICT_LEGAL);
  g_usleep (150 * 1000);
  drain_main_context ();
  g_assert_false (ak_analyzer_get_running (analyzer));
  g_assert_cmpint (ak_analysis_page_get_best_move (page), ==, AK_MOVE_NONE);

  /* Shown again: the search resumes on the new position. */
  gtk_widget_set_visible (GTK_WIDGET (page), TRUE);
  g_assert_true (wait_for (fixture, analyzer_running, WAIT_TIMEOUT_MS));
  g_assert_true (wait_for (fixture, rows_have_values, WAIT_TIMEOUT_MS));
  assert_rows_match_game (fixture);
}

static void
test_finalize_running (void)
{
  AkAnalysisPage *page = g_object_ref_sink (AK_ANALYSIS_PAGE (ak_analysis_page_new ()));
  AkGame *game = new_game (NULL);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  Fixture fixture = { window, page, game };
  AkAnalyzer *analyzer;

  g_object_ref (window);
  ak_analysis_page_set_game (page, game);
  ak_analysis_page_set_enabled (page, TRUE);
  gtk_window_set_child (window, GTK_WIDGET (page));
  gtk_window_present (window);
  g_assert_true (wait_for (&fixture, window_shown, WAIT_TIMEOUT_MS));
  g_assert_true (wait_for (&fixture, rows_have_values, WAIT_TIMEOUT_MS));

  analyzer = ak_analysis_page_get_analyzer (page);
  g_object_add_weak_pointer (G_OBJECT (analyzer), (gpointer *) &analyzer);
  g_assert_true (ak_analyzer_get_running (analyzer));

  /* Everything goes while the search runs; its thread's late result
   * finds nobody. */
  gtk_window_destroy (window);
  g_assert_finalize_object (window);
  g_assert_finalize_object (page);
  g_assert_null (analyzer);
  g_assert_finalize_object (game);

  g_usleep (100 * 1000);
  drain_main_context ();
}

static void
store_move_cb (AkAnalysisPage *page,
               int             move,
               int            *out)
{
  *out = move;
}

static void
test_one_move (Fixture       *fixture,
               gconstpointer  data)
{
  AkAnalysisPage *page = fixture->page;
  int activated = AK_MOVE_NONE;

  ak_analysis_page_set_enabled (page, TRUE);
  g_assert_cmpuint (_ak_analysis_page_get_n_rows (page), ==, 1);
  g_assert_cmpint (_ak_analysis_page_get_row_move (page, 0), ==, 4);
  g_assert_true (wait_for (fixture, rows_have_values, WAIT_TIMEOUT_MS));
  g_assert_cmpint (ak_analysis_page_get_best_move (page), ==, 4);
  g_assert_true (g_str_has_prefix (_ak_analysis_page_get_line_text (page), "1. e"));

  /* Few seeds: the search proves the value and ends by itself. */
  g_assert_true (wait_for (fixture, analyzer_idle, WAIT_TIMEOUT_MS));
  drain_main_context ();
  g_assert_true (ak_analyzer_get_exact (ak_analysis_page_get_analyzer (page)));
  assert_rows_show_result (fixture);
  g_assert_nonnull (strstr (_ak_analysis_page_get_row_detail (page, 0), "Proved"));
  g_assert_cmpint (ak_analysis_page_get_best_move (page), ==, 4);

  /* Activating the row asks for its move. */
  g_signal_connect (page, "move-activated", G_CALLBACK (store_move_cb), &activated);
  gtk_widget_activate (_ak_analysis_page_get_row (page, 0));
  g_assert_cmpint (activated, ==, 4);
}

static void
test_pass (Fixture       *fixture,
           gconstpointer  data)
{
  AkAnalysisPage *page = fixture->page;
  int activated = AK_MOVE_NONE;

  ak_analysis_page_set_enabled (page, TRUE);
  g_assert_cmpuint (_ak_analysis_page_get_n_rows (page), ==, 1);
  g_assert_cmpint (_ak_analysis_page_get_row_move (page, 0), ==, AK_MOVE_PASS);
  g_assert_true (wait_for (fixture, rows_have_values, WAIT_TIMEOUT_MS));
  g_assert_cmpint (ak_analysis_page_get_best_move (page), ==, AK_MOVE_PASS);
  g_assert_true (g_str_has_prefix (_ak_analysis_page_get_line_text (page), "1. --"));

  g_signal_connect (page, "move-activated", G_CALLBACK (store_move_cb), &activated);
  gtk_widget_activate (_ak_analysis_page_get_row (page, 0));
  g_assert_cmpint (activated, ==, AK_MOVE_PASS);

  hold_for_screenshot ();
}

static void
test_game_over (Fixture       *fixture,
                gconstpointer  data)
{
  AkAnalysisPage *page = fixture->page;
  AkAnalyzer *analyzer = ak_analysis_page_get_analyzer (page);

  ak_analysis_page_set_enabled (page, TRUE);
  g_assert_true (ak_analyzer_get_running (analyzer) || ak_analyzer_get_exact (analyzer));

  /* Hole e is the only move, and it leaves 8 seeds or fewer: over. */
  g_assert_cmpint (ak_game_play (fixture->game, 4, NULL), ==, AK_VERDICT_LEGAL);
  g_assert_true (ak_game_get_is_over (fixture->game));
  g_assert_false (ak_analyzer_get_running (analyzer));
  drain_main_context ();
  g_assert_cmpstr (_ak_analysis_page_get_visible_state (page), ==, "over");
  g_assert_false (ak_analyzer_get_running (analyzer));
  g_assert_cmpuint (_ak_analysis_page_get_n_rows (page), ==, 0);
  g_assert_cmpint (ak_analysis_page_get_best_move (page), ==, AK_MOVE_NONE);
  hold_for_screenshot ();

  /* Back to a live position: the search comes back. */
  g_assert_true (ak_game_undo (fixture->game));
  g_assert_true (wait_for (fixture, rows_have_values, WAIT_TIMEOUT_MS));
  g_assert_cmpstr (_ak_analysis_page_get_visible_state (page), ==, "on");
}

/* The page as a test drives it: the engine on, and an iteration of at
 * least 3 plies shown in every row. */
static void
enable_and_wait (Fixture *fixture)
{
  ak_analysis_page_set_enabled (fixture->page, TRUE);
  g_assert_true (wait_for (fixture, rows_have_values, WAIT_TIMEOUT_MS));
  g_assert_true (wait_for (fixture, depth_at_least_3, WAIT_TIMEOUT_MS));
  drain_main_context ();
}

/* Each row shows its move's value from the mover's side (@sign 1) or the
 * other side's (-1). */
static void
assert_rows_signed (Fixture *fixture,
                    int      sign)
{
  AkAnalysisPage *page = fixture->page;
  const AkSearchResult *result = ak_analyzer_get_result (ak_analysis_page_get_analyzer (page));
  g_autofree char *value = ak_value_format_score (sign * result->score, result->exact);

  g_assert_cmpuint (result->n_moves, ==, _ak_analysis_page_get_n_rows (page));
  for (guint i = 0; i < result->n_moves; i++)
    {
      g_autofree char *row_value = ak_value_format_score (sign * result->move_scores[i],
                                                          result->move_exact[i]);

      g_assert_cmpint (_ak_analysis_page_get_row_move (page, i), ==, result->moves[i]);
      g_assert_cmpstr (_ak_analysis_page_get_row_value (page, i), ==, row_value);
    }
  g_assert_cmpstr (_ak_analysis_page_get_value_text (page), ==, value);
}

/* North to move: a fixed point of view from South's side turns every
 * value's sign, one from North's side leaves them; the page's switch row
 * is the property. */
static void
test_fixed_view (Fixture       *fixture,
                 gconstpointer  data)
{
  AkAnalysisPage *page = fixture->page;
  AkAnalyzer *analyzer = ak_analysis_page_get_analyzer (page);
  AdwSwitchRow *view_row = _ak_analysis_page_get_view_row (page);
  gboolean some_nonzero = FALSE;
  const AkSearchResult *result;

  g_assert_cmpint (ak_game_get_side_to_move (fixture->game), ==, AK_NORTH);
  g_assert_false (ak_analysis_page_get_fixed_view (page));
  g_assert_cmpint (ak_analysis_page_get_view_side (page), ==, AK_SOUTH);

  enable_and_wait (fixture);
  /* The values stay as they are from here on. */
  ak_analyzer_stop (analyzer);
  drain_main_context ();
  result = ak_analyzer_get_result (analyzer);
  for (guint i = 0; i < result->n_moves; i++)
    some_nonzero |= result->move_scores[i] != 0;
  g_assert_true (some_nonzero);

  assert_rows_signed (fixture, 1);

  adw_switch_row_set_active (view_row, TRUE);
  g_assert_true (ak_analysis_page_get_fixed_view (page));
  assert_rows_signed (fixture, -1);

  ak_analysis_page_set_view_side (page, AK_NORTH);
  assert_rows_signed (fixture, 1);

  ak_analysis_page_set_view_side (page, AK_SOUTH);
  assert_rows_signed (fixture, -1);
  ak_analysis_page_set_fixed_view (page, FALSE);
  g_assert_false (adw_switch_row_get_active (view_row));
  assert_rows_signed (fixture, 1);
}

/* South to move: South's fixed view is the mover's. */
static void
test_fixed_view_mover (Fixture       *fixture,
                       gconstpointer  data)
{
  AkAnalysisPage *page = fixture->page;

  ak_analysis_page_set_fixed_view (page, TRUE);
  enable_and_wait (fixture);
  ak_analyzer_stop (ak_analysis_page_get_analyzer (page));
  drain_main_context ();
  assert_rows_signed (fixture, 1);
  ak_analysis_page_set_view_side (page, AK_NORTH);
  assert_rows_signed (fixture, -1);
}

static gboolean
lines_at_least_3 (Fixture *fixture)
{
  return _ak_analysis_page_get_lines_depth (fixture->page) >= 3;
}

/* The lines are those of every legal move, each one starting with its
 * move and legal to the end, no longer than it was searched. */
static void
assert_lines_valid (Fixture *fixture)
{
  AkAnalysisPage *page = fixture->page;
  guint depth = _ak_analysis_page_get_lines_depth (page);

  g_assert_cmpuint (_ak_analysis_page_get_n_lines (page), ==, _ak_analysis_page_get_n_rows (page));
  for (guint i = 0; i < _ak_analysis_page_get_n_lines (page); i++)
    {
      const AkAnalyzerLine *line = _ak_analysis_page_get_line (page, i);
      AkPosition pos = *ak_game_get_position (fixture->game);

      g_assert_cmpint (line->move, ==, _ak_analysis_page_get_row_move (page, i));
      g_assert_cmpuint (line->length, >=, 1);
      g_assert_cmpuint (line->length, <=, depth);
      g_assert_cmpint (line->moves[0], ==, line->move);
      for (guint j = 0; j < line->length; j++)
        g_assert_cmpint (ak_position_play (&pos, ak_game_get_rules (fixture->game),
                                           line->moves[j], NULL), ==, AK_VERDICT_LEGAL);
    }
}

static void
test_lines (Fixture       *fixture,
            gconstpointer  data)
{
  AkAnalysisPage *page = fixture->page;
  guint longest = 0;

  g_assert_cmpuint (_ak_analysis_page_get_n_lines (page), ==, 0);
  enable_and_wait (fixture);
  g_assert_true (wait_for (fixture, lines_at_least_3, WAIT_TIMEOUT_MS));
  assert_lines_valid (fixture);
  for (guint i = 0; i < _ak_analysis_page_get_n_lines (page); i++)
    longest = MAX (longest, _ak_analysis_page_get_line (page, i)->length);
  /* From the start, every line goes on for as long as it was searched. */
  g_assert_cmpuint (longest, ==, _ak_analysis_page_get_lines_depth (page));

  /* A move played: the lines are the new position's. */
  g_assert_cmpint (ak_game_play (fixture->game, _ak_analysis_page_get_line (page, 0)->move, NULL),
                   ==, AK_VERDICT_LEGAL);
  g_assert_cmpuint (_ak_analysis_page_get_n_lines (page), ==, 0);
  g_assert_true (wait_for (fixture, rows_have_values, WAIT_TIMEOUT_MS));
  g_assert_true (wait_for (fixture, lines_at_least_3, WAIT_TIMEOUT_MS));
  assert_lines_valid (fixture);

  hold_for_screenshot ();
}

static void
store_position_cb (AkAnalysisPage *page,
                   gpointer        position,
                   AkPosition     *stored)
{
  if (position != NULL)
    *stored = *(AkPosition *) position;
  else
    memset (stored, 0xff, sizeof *stored);
}

/* Runs the main loop for @ms. */
static void
hold_for (guint ms)
{
  gint64 until = g_get_monotonic_time () + (gint64) ms * 1000;
  guint wake_id = g_timeout_add (10, wake_cb, NULL);

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake_id);
}

static guint
n_children (AkGameNode *node)
{
  return node->children != NULL ? node->children->len : 0;
}

/* Clicks move @ply of line @index, as its link. */
static void
click_line_move (AkAnalysisPage *page,
                 guint           index,
                 guint           ply)
{
  GtkLabel *label = _ak_analysis_page_get_line_label (page, index);
  g_autofree char *uri = g_strdup_printf ("ply:%u", ply);
  g_autofree char *link = g_strdup_printf ("href=\"%s\"", uri);
  gboolean handled = FALSE;

  /* The link is in the line's text. */
  g_assert_nonnull (strstr (gtk_label_get_label (label), link));
  g_signal_emit_by_name (label, "activate-link", uri, &handled);
  g_assert_true (handled);
}

/* Clicking a move of a line shows the position after it on the board,
 * which plays nothing meanwhile; the game is left as it was. */
static void
test_preview_line (Fixture       *fixture,
                   gconstpointer  data)
{
  AkAnalysisPage *page = fixture->page;
  g_autoptr(AkBoardView) board = g_object_ref_sink (AK_BOARD_VIEW (ak_board_view_new ()));
  AkGameNode *node = ak_game_get_current_node (fixture->game);
  AkPosition before = *ak_game_get_position (fixture->game);
  guint children = n_children (node);
  const AkAnalyzerLine *line;
  AkPosition expected, shown, signalled;
  guint index = 0;
  guint depth;

  ak_board_view_set_game (board, fixture->game);
  g_signal_connect_swapped (page, "preview", G_CALLBACK (ak_board_view_show_position), board);
  g_signal_connect (page, "preview", G_CALLBACK (store_position_cb), &signalled);

  enable_and_wait (fixture);
  g_assert_true (wait_for (fixture, lines_at_least_3, WAIT_TIMEOUT_MS));
  for (guint i = 0; i < _ak_analysis_page_get_n_lines (page); i++)
    if (_ak_analysis_page_get_line (page, i)->length >= 3)
      index = i;
  line = _ak_analysis_page_get_line (page, index);
  g_assert_cmpuint (line->length, >=, 3);

  expected = before;
  for (guint j = 0; j < 3; j++)
    g_assert_cmpint (ak_position_play (&expected, ak_game_get_rules (fixture->game),
                                       line->moves[j], NULL), ==, AK_VERDICT_LEGAL);

  g_assert_null (ak_analysis_page_get_previewing (page));
  click_line_move (page, index, 2);
  /* The move shown is marked in the line, once the click is over; the
   * lines stay as they are while one is looked at, however deep the
   * analysis goes meanwhile. */
  depth = _ak_analysis_page_get_lines_depth (page);
  hold_for (500);
  g_assert_cmpuint (_ak_analysis_page_get_lines_depth (page), ==, depth);
  g_assert_true (_ak_analysis_page_get_line (page, index) == line);
  {
    g_autofree char *bold = g_strdup_printf ("href=\"ply:2\"><b>");

    g_assert_nonnull (strstr (gtk_label_get_label (_ak_analysis_page_get_line_label (page, index)), bold));
  }
  g_assert_nonnull (ak_analysis_page_get_previewing (page));
  g_assert_true (ak_position_equal (&signalled, &expected));
  g_assert_true (ak_board_view_get_showing_position (board));
  ak_board_view_get_shown (board, &shown);
  g_assert_true (ak_position_equal (&shown, &expected));
  g_assert_true (gtk_widget_get_sensitive (_ak_analysis_page_get_back_button (page)));

  /* The board plays nothing while it shows the line. */
  g_assert_false (ak_board_view_activate_hole (board, line->moves[0]));

  /* The game is as it was, and the analysis goes on with it. */
  g_assert_true (ak_game_get_current_node (fixture->game) == node);
  g_assert_cmpuint (n_children (node), ==, children);
  g_assert_true (ak_position_equal (ak_game_get_position (fixture->game), &before));
  g_assert_cmpuint (_ak_analysis_page_get_n_lines (page), >, 0);

  /* An earlier move of the same line, then back to the game. */
  click_line_move (page, index, 0);
  expected = before;
  ak_position_play (&expected, ak_game_get_rules (fixture->game), line->moves[0], NULL);
  ak_board_view_get_shown (board, &shown);
  g_assert_true (ak_position_equal (&shown, &expected));

  g_signal_emit_by_name (_ak_analysis_page_get_back_button (page), "clicked");
  g_assert_null (ak_analysis_page_get_previewing (page));
  g_assert_false (ak_board_view_get_showing_position (board));
  ak_board_view_get_shown (board, &shown);
  g_assert_true (ak_position_equal (&shown, &before));
  g_assert_false (gtk_widget_get_sensitive (_ak_analysis_page_get_back_button (page)));
  g_assert_true (ak_game_get_current_node (fixture->game) == node);

  g_signal_handlers_disconnect_by_data (page, board);
  g_signal_handlers_disconnect_by_data (page, &signalled);
}

/* Play This Line adds the line under the cursor's node, which the cursor
 * stays on; with a continuation already there, as a variation beside it. */
static void
test_play_line (Fixture       *fixture,
                gconstpointer  data)
{
  AkAnalysisPage *page = fixture->page;
  AkGameNode *node, *child;
  AkAnalyzerLine line;
  guint index = 0;
  int first;

  /* The game has a continuation: the first legal move, played and taken
   * back. */
  first = _ak_analysis_page_get_row_move (page, 0);
  g_assert_cmpint (ak_game_play (fixture->game, first, NULL), ==, AK_VERDICT_LEGAL);
  g_assert_true (ak_game_undo (fixture->game));
  node = ak_game_get_current_node (fixture->game);
  g_assert_cmpuint (n_children (node), ==, 1);

  enable_and_wait (fixture);
  g_assert_true (wait_for (fixture, lines_at_least_3, WAIT_TIMEOUT_MS));
  /* A line that does not start with the continuation's move */
  for (guint i = 0; i < _ak_analysis_page_get_n_lines (page); i++)
    if (_ak_analysis_page_get_line (page, i)->move != first &&
        _ak_analysis_page_get_line (page, i)->length >= 2)
      index = i;
  line = *_ak_analysis_page_get_line (page, index);
  g_assert_cmpint (line.move, !=, first);

  g_signal_emit_by_name (_ak_analysis_page_get_play_line_button (page, index), "clicked");

  g_assert_true (ak_game_get_current_node (fixture->game) == node);
  g_assert_cmpuint (n_children (node), ==, 2);
  /* The main line is unchanged, and the new variation is the line. */
  g_assert_cmpint (((AkGameNode *) g_ptr_array_index (node->children, 0))->move, ==, first);
  g_assert_false (ak_game_is_on_main_line (fixture->game, g_ptr_array_index (node->children, 1)));
  child = node;
  for (guint j = 0; j < line.length; j++)
    {
      AkGameNode *next = NULL;

      for (guint k = 0; k < n_children (child); k++)
        if (((AkGameNode *) g_ptr_array_index (child->children, k))->move == line.moves[j])
          next = g_ptr_array_index (child->children, k);
      g_assert_nonnull (next);
      child = next;
    }
  g_assert_cmpuint (child->ply, ==, node->ply + line.length);
}

/* At the end of the game, where nothing comes after the cursor, the line
 * is the continuation; play still stands where it did. */
static void
test_play_line_at_end (Fixture       *fixture,
                       gconstpointer  data)
{
  AkAnalysisPage *page = fixture->page;
  AkGameNode *node = ak_game_get_current_node (fixture->game);
  AkAnalyzerLine line;

  g_assert_true (ak_game_get_live_node (fixture->game) == node);
  g_assert_cmpuint (n_children (node), ==, 0);

  enable_and_wait (fixture);
  g_assert_true (wait_for (fixture, lines_at_least_3, WAIT_TIMEOUT_MS));
  line = *_ak_analysis_page_get_line (page, 1);
  g_assert_cmpuint (line.length, >=, 2);

  g_signal_emit_by_name (_ak_analysis_page_get_play_line_button (page, 1), "clicked");

  g_assert_true (ak_game_get_current_node (fixture->game) == node);
  g_assert_true (ak_game_get_live_node (fixture->game) == node);
  g_assert_cmpuint (n_children (node), ==, 1);
  g_assert_cmpint (((AkGameNode *) g_ptr_array_index (node->children, 0))->move, ==, line.moves[0]);
  g_assert_true (ak_game_get_can_redo (fixture->game));
}

/* Pointing at a row or focusing it names its hole for the board. */
static void
store_hole_cb (AkAnalysisPage *page,
               int             hole,
               int            *stored)
{
  *stored = hole;
}

static void
test_highlight (Fixture       *fixture,
                gconstpointer  data)
{
  AkAnalysisPage *page = fixture->page;
  g_autoptr(AkBoardView) board = g_object_ref_sink (AK_BOARD_VIEW (ak_board_view_new ()));
  int hole = -2;
  GtkWidget *row;

  ak_board_view_set_game (board, fixture->game);
  g_signal_connect (page, "move-highlighted", G_CALLBACK (store_hole_cb), &hole);
  g_signal_connect_swapped (page, "move-highlighted",
                            G_CALLBACK (ak_board_view_set_highlight_hole), board);
  g_assert_cmpint (ak_board_view_get_highlight_hole (board), ==, -1);

  ak_analysis_page_set_enabled (page, TRUE);
  row = _ak_analysis_page_get_row (page, 2);
  g_assert_true (gtk_widget_grab_focus (row));
  drain_main_context ();
  g_assert_cmpint (hole, ==, _ak_analysis_page_get_row_move (page, 2));
  g_assert_cmpint (ak_board_view_get_highlight_hole (board), ==, hole);

  row = _ak_analysis_page_get_row (page, 4);
  g_assert_true (gtk_widget_grab_focus (row));
  drain_main_context ();
  g_assert_cmpint (hole, ==, _ak_analysis_page_get_row_move (page, 4));

  /* The focus away from the rows: no hole is marked. */
  gtk_widget_grab_focus (GTK_WIDGET (_ak_analysis_page_get_view_row (page)));
  drain_main_context ();
  g_assert_cmpint (hole, ==, -1);
  g_assert_cmpint (ak_board_view_get_highlight_hole (board), ==, -1);

  g_signal_handlers_disconnect_by_data (page, &hole);
  g_signal_handlers_disconnect_by_data (page, board);
}

/* In the window, the page's rows mark their holes on the window's board,
 * and its previews show there. */
static void
test_window_board (void)
{
  AkWindow *window = g_object_ref (ak_window_new (NULL));
  AkBoardView *board = ak_window_get_board_view (window);
  AkAnalysisPage *page = AK_ANALYSIS_PAGE (ui_test_find_descendant (GTK_WIDGET (window),
                                                                    AK_TYPE_ANALYSIS_PAGE));
  AkPosition other = *ak_game_get_position (ak_window_get_game (window));
  AkPosition shown;

  g_assert_nonnull (page);
  g_signal_emit_by_name (page, "move-highlighted", 4);
  g_assert_cmpint (ak_board_view_get_highlight_hole (board), ==, 4);
  g_signal_emit_by_name (page, "move-highlighted", -1);
  g_assert_cmpint (ak_board_view_get_highlight_hole (board), ==, -1);

  g_assert_cmpint (ak_position_play (&other, ak_game_get_rules (ak_window_get_game (window)), 1, NULL),
                   ==, AK_VERDICT_LEGAL);
  g_signal_emit_by_name (page, "preview", &other);
  g_assert_true (ak_board_view_get_showing_position (board));
  ak_board_view_get_shown (board, &shown);
  g_assert_true (ak_position_equal (&shown, &other));
  g_signal_emit_by_name (page, "preview", NULL);
  g_assert_false (ak_board_view_get_showing_position (board));

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
  g_assert_finalize_object (window);
}


/* The board's badges say what the rows say, hole by hole, with the best
 * move's set apart; -1 if they say nothing, else how many holes have
 * one. */
static int
assert_board_values (Fixture     *fixture,
                     AkBoardView *board)
{
  AkAnalysisPage *page = fixture->page;
  const char *expected[AK_N_HOLES] = { NULL, };
  int n = 0;
  int best = ak_analysis_page_get_best_move (page);

  for (guint i = 0; i < _ak_analysis_page_get_n_rows (page); i++)
    {
      int move = _ak_analysis_page_get_row_move (page, i);
      const char *value = _ak_analysis_page_get_row_value (page, i);

      if (ak_hole_is_valid (move) && g_strcmp0 (value, "…") != 0)
        expected[move] = value;
    }
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      g_assert_cmpstr (_ak_board_view_get_value (board, hole), ==, expected[hole]);
      n += expected[hole] != NULL;
    }
  if (n > 0)
    {
      g_assert_cmpint (best, >=, 0);
      g_assert_cmpint (_ak_board_view_get_best_value (board), ==, best);
    }
  return n;
}

static void
assert_no_board_values (AkBoardView *board)
{
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    g_assert_null (_ak_board_view_get_value (board, hole));
  g_assert_cmpint (_ak_board_view_get_best_value (board), ==, -1);
}

static gboolean
board_has_values (Fixture *fixture)
{
  AkBoardView *board = ak_window_get_board_view (AK_WINDOW (fixture->window));

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (_ak_board_view_get_value (board, hole) != NULL)
      return TRUE;
  return FALSE;
}

/* In the window, the page's values are on the board too, from the same
 * point of view, fixed or not; the switch row and its setting take them
 * away, as do the engine turned off, a move played and a line previewed;
 * a flipped board keeps them. */
static void
test_window_board_values (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.adjikui.AdjiKui");
  g_autoptr(GError) error = NULL;
  Fixture fixture = { 0, };
  AkWindow *window;
  AkBoardView *board;
  AkAnalysisPage *page;
  AdwSwitchRow *values_row;
  AkRules rules;
  g_autofree char *fixed_c = NULL;
  g_autofree char *mover_c = NULL;
  int best;

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  board = ak_window_get_board_view (window);
  page = AK_ANALYSIS_PAGE (ui_test_find_descendant (GTK_WIDGET (window), AK_TYPE_ANALYSIS_PAGE));
  values_row = _ak_analysis_page_get_values_row (page);
  ak_rules_init (&rules);
  /* North to move: South's fixed point of view is not the mover's. */
  fixture.game = ak_game_new_from_position_string (&rules, "4,4,4,4,4,4/4,4,4,4,4,4 N 0-0",
                                                   &error);
  g_assert_no_error (error);
  fixture.window = GTK_WINDOW (window);
  fixture.page = page;
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);
  ak_window_set_game (window, fixture.game);
  ak_window_set_player_level (window, AK_SOUTH, 0);
  ak_window_set_player_level (window, AK_NORTH, 0);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (gtk_widget_get_ancestor (GTK_WIDGET (page),
                                                                                ADW_TYPE_VIEW_STACK)),
                                         "analysis");
  g_assert_true (wait_for (&fixture, window_shown, WAIT_TIMEOUT_MS));

  /* On by default, in the settings and on the page's switch row. */
  g_assert_true (g_settings_get_boolean (settings, "show-analysis-values"));
  g_assert_true (ak_analysis_page_get_show_board_values (page));
  g_assert_true (adw_switch_row_get_active (values_row));
  g_assert_true (ak_analysis_page_get_fixed_view (page));
  assert_no_board_values (board);

  enable_and_wait (&fixture);
  ak_analyzer_stop (ak_analysis_page_get_analyzer (page));
  drain_main_context ();
  g_assert_cmpint (assert_board_values (&fixture, board), ==, 6);
  best = ak_analysis_page_get_best_move (page);
  fixed_c = g_strdup (_ak_board_view_get_value (board, ak_hole_from_char ('C')));

  /* The mover's point of view: the rows change, the badges with them. */
  ak_analysis_page_set_fixed_view (page, FALSE);
  g_assert_cmpint (assert_board_values (&fixture, board), ==, 6);
  mover_c = g_strdup (_ak_board_view_get_value (board, ak_hole_from_char ('C')));
  g_test_message ("C from South's side %s, from North's %s", fixed_c, mover_c);
  g_assert_cmpstr (fixed_c, !=, mover_c);
  g_assert_cmpint (_ak_board_view_get_best_value (board), ==, best);
  ak_analysis_page_set_fixed_view (page, TRUE);

  /* Flipped, the same badges. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.flip-board", NULL);
  g_assert_true (ak_board_view_get_flipped (board));
  g_assert_cmpint (assert_board_values (&fixture, board), ==, 6);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.flip-board", NULL);

  /* Off by the page's switch row, and by the setting. */
  adw_switch_row_set_active (values_row, FALSE);
  g_assert_false (g_settings_get_boolean (settings, "show-analysis-values"));
  assert_no_board_values (board);
  g_settings_set_boolean (settings, "show-analysis-values", TRUE);
  g_assert_true (adw_switch_row_get_active (values_row));
  g_assert_cmpint (assert_board_values (&fixture, board), ==, 6);
  g_settings_set_boolean (settings, "show-analysis-values", FALSE);
  g_assert_false (ak_analysis_page_get_show_board_values (page));
  assert_no_board_values (board);
  g_settings_set_boolean (settings, "show-analysis-values", TRUE);

  /* The engine off: none. */
  ak_analysis_page_set_enabled (page, FALSE);
  assert_no_board_values (board);

  /* On again, then a move: the badges go with the position, and come
   * back with the new one's values. */
  enable_and_wait (&fixture);
  g_assert_cmpint (assert_board_values (&fixture, board), >, 0);
  g_assert_true (ak_table_play (ak_window_get_table (window), best, NULL));
  assert_no_board_values (board);
  g_assert_true (wait_for (&fixture, board_has_values, WAIT_TIMEOUT_MS));
  ak_analyzer_stop (ak_analysis_page_get_analyzer (page));
  drain_main_context ();
  g_assert_cmpint (assert_board_values (&fixture, board), >, 0);

  /* A line previewed: the board shows its position, without badges. */
  ak_analysis_page_set_enabled (page, FALSE);
  enable_and_wait (&fixture);
  g_assert_true (wait_for (&fixture, lines_at_least_3, WAIT_TIMEOUT_MS));
  click_line_move (page, 0, 0);
  g_assert_nonnull (ak_analysis_page_get_previewing (page));
  g_assert_true (ak_board_view_get_showing_position (board));
  assert_no_board_values (board);
  {
    const char *values[AK_N_HOLES];

    g_assert_null (ak_analysis_page_get_move_values (page, values, NULL));
  }
  g_signal_emit_by_name (_ak_analysis_page_get_back_button (page), "clicked");
  ak_analyzer_stop (ak_analysis_page_get_analyzer (page));
  drain_main_context ();
  g_assert_cmpint (assert_board_values (&fixture, board), >, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
  g_assert_finalize_object (window);
  g_clear_object (&fixture.game);
  ui_test_reset_all_settings ();
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add ("/ak/ui/analysis-page/off-by-default", Fixture, NULL,
              fixture_set_up, test_off_by_default, fixture_tear_down);
  g_test_add ("/ak/ui/analysis-page/values", Fixture, NULL,
              fixture_set_up, test_values, fixture_tear_down);
  g_test_add ("/ak/ui/analysis-page/restart-on-move", Fixture, NULL,
              fixture_set_up, test_restart_on_move, fixture_tear_down);
  g_test_add ("/ak/ui/analysis-page/disable-stops", Fixture, NULL,
              fixture_set_up, test_disable_stops, fixture_tear_down);
  g_test_add ("/ak/ui/analysis-page/unmap-stops", Fixture, NULL,
              fixture_set_up, test_unmap_stops, fixture_tear_down);
  g_test_add_func ("/ak/ui/analysis-page/finalize-running", test_finalize_running);
  g_test_add ("/ak/ui/analysis-page/one-move", Fixture, "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19",
              fixture_set_up, test_one_move, fixture_tear_down);
  g_test_add ("/ak/ui/analysis-page/pass", Fixture, "1,1,0,0,0,0/4,4,4,4,4,4 S 11-11",
              fixture_set_up, test_pass, fixture_tear_down);
  g_test_add ("/ak/ui/analysis-page/game-over", Fixture, "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19",
              fixture_set_up, test_game_over, fixture_tear_down);

  g_test_add ("/ak/ui/analysis-page/fixed-view", Fixture, "4,4,4,4,4,4/4,4,4,4,4,4 N 0-0",
              fixture_set_up, test_fixed_view, fixture_tear_down);
  g_test_add ("/ak/ui/analysis-page/fixed-view-mover", Fixture, NULL,
              fixture_set_up, test_fixed_view_mover, fixture_tear_down);
  g_test_add ("/ak/ui/analysis-page/lines", Fixture, NULL,
              fixture_set_up, test_lines, fixture_tear_down);
  g_test_add ("/ak/ui/analysis-page/preview-line", Fixture, NULL,
              fixture_set_up, test_preview_line, fixture_tear_down);
  g_test_add ("/ak/ui/analysis-page/play-line", Fixture, NULL,
              fixture_set_up, test_play_line, fixture_tear_down);
  g_test_add ("/ak/ui/analysis-page/play-line-at-end", Fixture, NULL,
              fixture_set_up, test_play_line_at_end, fixture_tear_down);
  g_test_add ("/ak/ui/analysis-page/highlight", Fixture, NULL,
              fixture_set_up, test_highlight, fixture_tear_down);

  g_test_add_func ("/ak/ui/analysis-page/window-board", test_window_board);
  g_test_add_func ("/ak/ui/analysis-page/window-board-values", test_window_board_values);

  return ui_test_run ();
}
