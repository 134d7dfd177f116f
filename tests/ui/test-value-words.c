/* test-value-words.c — a value in the window looks like what it is worth:
 * proved (+4), bounded by a repetition (+2..+6) or estimated (+2.03), on
 * the Analysis page, its legend and the board's badges, in words for the
 * subtitles and in sentences for tooltips and screen readers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search proves values and estimates them today; the endgame tables
 * will bound them.  So the results here are made by hand, one move of
 * each kind, and given to the page through its test hook.
 */

#define G_LOG_DOMAIN "test-value-words"

#include "config.h"

#include <string.h>

#include "ui-test-setup.h"

#include "ak-analysis-page.h"
#include "ak-analysis-page-private.h"
#include "ak-board-hole.h"
#include "ak-board-view.h"
#include "ak-board-view-private.h"
#include "ak-value-text.h"
#include "ak-window.h"

#define WAIT_TIMEOUT_MS (20 * 1000)

static gboolean
wake_cb (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

static gboolean
page_mapped (AkAnalysisPage *page)
{
  return gtk_widget_get_mapped (GTK_WIDGET (page));
}

static void
wait_mapped (AkAnalysisPage *page)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) WAIT_TIMEOUT_MS * 1000;
  guint wake_id = g_timeout_add (10, wake_cb, NULL);

  while (!page_mapped (page) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake_id);
  g_assert_true (page_mapped (page));
}

/* With AK_TEST_HOLD_SECONDS=N, keeps the window up for N seconds, so that
 * a screenshot can be taken: AK_TEST_HOLD_WIDTH=W makes it W pixels wide,
 * and AK_TEST_HOLD_LEGEND=1 scrolls the page down to the legend. */
static void
hold_for_screenshot (GtkWindow            *window,
                     AkAnalysisPage       *page,
                     const AkSearchResult *result)
{
  const char *hold = g_getenv ("AK_TEST_HOLD_SECONDS");
  const char *width = g_getenv ("AK_TEST_HOLD_WIDTH");
  gint64 until;
  guint wake_id;

  if (hold == NULL)
    return;
  if (width != NULL)
    {
      GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
      /* The frame's shadows are outside the width asked for. */
      int frame = gdk_surface_get_width (surface) - gtk_widget_get_width (GTK_WIDGET (window));

      gtk_window_set_default_size (window, (int) g_ascii_strtoll (width, NULL, 10) + frame, 760);
      /* Narrow, the side panel folds away and back: the page searches
       * again when it comes back. */
      until = g_get_monotonic_time () + G_USEC_PER_SEC;
      while (g_get_monotonic_time () < until)
        g_main_context_iteration (NULL, FALSE);
      _ak_analysis_page_show_result (page, result);
    }
  if (g_getenv ("AK_TEST_HOLD_LEGEND") != NULL)
    {
      GtkWidget *legend = _ak_analysis_page_get_legend (page);
      GtkScrolledWindow *scroller =
        GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (legend, GTK_TYPE_SCROLLED_WINDOW));
      graphene_point_t at;

      drain_main_context ();
      if (gtk_widget_compute_point (legend, gtk_scrolled_window_get_child (scroller),
                                    &GRAPHENE_POINT_INIT (0, 0), &at))
        gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (scroller), at.y - 300);
    }
  until = g_get_monotonic_time () + g_ascii_strtoll (hold, NULL, 10) * G_USEC_PER_SEC;
  wake_id = g_timeout_add (10, wake_cb, NULL);
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake_id);
}

/* From the standard start, South to move: one move of each kind and sign,
 * a the best, proved. */
static void
make_result (AkSearchResult *result)
{
  static const struct
  {
    AkValueKind kind;
    int score, lower, upper;
  } moves[] = {
    { AK_VALUE_PROVED, 400, 400, 400 },
    { AK_VALUE_BOUNDED, 400, 200, 600 },
    { AK_VALUE_ESTIMATE, 203, 203, 203 },
    { AK_VALUE_PROVED, -600, -600, -600 },
    { AK_VALUE_BOUNDED, -100, -400, 200 },
    { AK_VALUE_ESTIMATE, -150, -150, -150 },
  };

  memset (result, 0, sizeof *result);
  result->depth = 12;
  result->best_move = 0;
  result->pv_length = 1;
  result->pv[0] = 0;
  result->n_moves = G_N_ELEMENTS (moves);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      result->moves[i] = (guint8) i;
      result->move_kind[i] = moves[i].kind;
      result->move_scores[i] = moves[i].score;
      result->move_lower[i] = moves[i].lower;
      result->move_upper[i] = moves[i].upper;
      result->move_exact[i] = moves[i].kind == AK_VALUE_PROVED;
    }
  result->kind = AK_VALUE_PROVED;
  result->exact = TRUE;
  result->score = result->lower = result->upper = 400;
}

static void
assert_description (GtkWidget  *widget,
                    const char *expected)
{
  g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                               GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                               expected);

  if (error != NULL)
    g_error ("%s: %s", G_OBJECT_TYPE_NAME (widget), error);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (widget), ==, expected);
}

/* Each row's value in the form of its kind, its subtitle in words, and a
 * sentence for its tooltip and for a screen reader. */
static void
assert_rows (AkAnalysisPage     *page,
             const char * const *values,
             const char * const *details,
             const char * const *sentences)
{
  g_assert_cmpuint (_ak_analysis_page_get_n_rows (page), ==, 6);
  for (guint i = 0; i < 6; i++)
    {
      g_assert_cmpstr (_ak_analysis_page_get_row_value (page, i), ==, values[i]);
      g_assert_cmpstr (_ak_analysis_page_get_row_detail (page, i), ==, details[i]);
      assert_description (_ak_analysis_page_get_row_value_label (page, i), sentences[i]);
    }
}

static const char bounded_sentence[] =
  "the repetition rule ends the game with the division at the repeated position, and which "
  "position repeats depends on the moves before, so the value is only known to lie in this "
  "range.";

static void
test_analysis_page (void)
{
  AkWindow *window = NULL;
  AkAnalysisPage *page;
  g_autoptr(AkGame) game = NULL;
  AkSearchResult result;
  AkRules rules;
  AkPosition start;
  GtkWidget *legend;
  g_autofree char *b_south = g_strconcat ("Between +2 and +6 seeds for South: ",
                                          bounded_sentence, NULL);
  g_autofree char *e_south = g_strconcat ("Between -4 and +2 seeds for South: ",
                                          bounded_sentence, NULL);
  g_autofree char *b_north = g_strconcat ("Between -6 and -2 seeds for North: ",
                                          bounded_sentence, NULL);
  g_autofree char *e_north = g_strconcat ("Between -2 and +4 seeds for North: ",
                                          bounded_sentence, NULL);
  guint n_legend = 0;
  gboolean forms[3] = { FALSE, };

  ui_test_reset_all_settings ();
  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);
  window = g_object_ref (ak_window_new (NULL));
  page = AK_ANALYSIS_PAGE (ui_test_find_descendant (GTK_WIDGET (window), AK_TYPE_ANALYSIS_PAGE));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  ak_window_set_game (window, game);
  ak_window_set_player_level (window, AK_SOUTH, 0);
  ak_window_set_player_level (window, AK_NORTH, 0);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (gtk_widget_get_ancestor (GTK_WIDGET (page),
                                                                                ADW_TYPE_VIEW_STACK)),
                                         "analysis");
  wait_mapped (page);
  ak_analysis_page_set_enabled (page, TRUE);
  make_result (&result);
  _ak_analysis_page_show_result (page, &result);
  drain_main_context ();

  /* South's point of view, the mover's. */
  {
    const char *values[] = { "+4", "+2..+6", "+2.03", "-6", "-4..+2", "-1.50" };
    const char *details[] = { "Best · Proved: South wins by 4", "+2 to +6: a repetition decides",
                              "Depth 12", "Proved: North wins by 6", "-4 to +2: a repetition decides",
                              "Depth 12" };
    const char *sentences[] = {
      "Proved: South wins by 4 seeds with best play from both sides.",
      b_south,
      "The engine’s estimate: +2.03 seeds for South, not proved.",
      "Proved: North wins by 6 seeds with best play from both sides.",
      e_south,
      "The engine’s estimate: -1.50 seeds for South, not proved.",
    };

    assert_rows (page, values, details, sentences);
  }
  g_assert_cmpstr (_ak_analysis_page_get_value_text (page), ==, "+4");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (_ak_analysis_page_get_value_row (page))),
                   ==, "Proved: South wins by 4 with a");
  assert_description (_ak_analysis_page_get_value_label (page),
                      "Proved: South wins by 4 seeds with best play from both sides.");

  /* The legend says what each form means. */
  legend = _ak_analysis_page_get_legend (page);
  g_assert_true (gtk_widget_is_drawable (legend));
  for (GtkWidget *child = gtk_widget_get_first_child (legend); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *text = gtk_label_get_label (GTK_LABEL (child));

      forms[0] |= g_strcmp0 (text, "+4") == 0;
      forms[1] |= g_strcmp0 (text, "+2..+6") == 0;
      forms[2] |= g_strcmp0 (text, "+2.03") == 0;
      n_legend++;
    }
  g_assert_cmpuint (n_legend, ==, 6);
  g_assert_true (forms[0] && forms[1] && forms[2]);

  hold_for_screenshot (GTK_WINDOW (window), page, &result);

  /* From North's point of view the ranges turn round. */
  ak_analysis_page_set_view_side (page, AK_NORTH);
  ak_analysis_page_set_fixed_view (page, TRUE);
  {
    const char *values[] = { "-4", "-6..-2", "-2.03", "+6", "-2..+4", "+1.50" };
    const char *details[] = { "Best · Proved: South wins by 4", "-6 to -2: a repetition decides",
                              "Depth 12", "Proved: North wins by 6", "-2 to +4: a repetition decides",
                              "Depth 12" };
    const char *sentences[] = {
      "Proved: South wins by 4 seeds with best play from both sides.",
      b_north,
      "The engine’s estimate: -2.03 seeds for North, not proved.",
      "Proved: North wins by 6 seeds with best play from both sides.",
      e_north,
      "The engine’s estimate: +1.50 seeds for North, not proved.",
    };

    assert_rows (page, values, details, sentences);
  }
  g_assert_cmpstr (_ak_analysis_page_get_value_text (page), ==, "-4");

  /* The best move bounded: the headline says so. */
  ak_analysis_page_set_view_side (page, AK_SOUTH);
  result.best_move = 1;
  result.kind = AK_VALUE_BOUNDED;
  result.exact = FALSE;
  result.score = 400;
  result.lower = 200;
  result.upper = 600;
  _ak_analysis_page_show_result (page, &result);
  g_assert_cmpstr (_ak_analysis_page_get_value_text (page), ==, "+2..+6");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (_ak_analysis_page_get_value_row (page))),
                   ==, "+2 to +6: a repetition decides");
  assert_description (_ak_analysis_page_get_value_label (page), b_south);
  g_assert_cmpstr (_ak_analysis_page_get_row_detail (page, 1), ==,
                   "Best · +2 to +6: a repetition decides");

  /* An estimate as before, with decimals. */
  result.best_move = 2;
  result.kind = AK_VALUE_ESTIMATE;
  result.score = result.lower = result.upper = 203;
  _ak_analysis_page_show_result (page, &result);
  g_assert_cmpstr (_ak_analysis_page_get_value_text (page), ==, "+2.03");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (_ak_analysis_page_get_value_row (page))),
                   ==, "Estimate");

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
  g_assert_finalize_object (window);
  ui_test_reset_all_settings ();
}

/* The board's badges show the same forms, and what each means is in the
 * hole's tooltip and in what a screen reader says of the hole. */
static void
test_board_badges (void)
{
  AkWindow *window = NULL;
  AkAnalysisPage *page;
  AkBoardView *board;
  g_autoptr(AkGame) game = NULL;
  AkSearchResult result;
  AkRules rules;
  AkPosition start;
  const char *values[] = { "+4", "+2..+6", "+2.03", "-6", "-4..+2", "-1.50" };
  const char *words[] = {
    "Green badge +4: the engine’s value of this move, its best. "
      "Proved: South wins by 4 seeds with best play from both sides.",
    "Badge +2..+6: the engine’s value of this move. Between +2 and +6 seeds for South: ",
    "Badge +2.03: the engine’s value of this move. "
      "The engine’s estimate: +2.03 seeds for South, not proved.",
  };

  ui_test_reset_all_settings ();
  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);
  window = g_object_ref (ak_window_new (NULL));
  board = ak_window_get_board_view (window);
  page = AK_ANALYSIS_PAGE (ui_test_find_descendant (GTK_WIDGET (window), AK_TYPE_ANALYSIS_PAGE));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);
  ak_window_set_game (window, game);
  ak_window_set_player_level (window, AK_SOUTH, 0);
  ak_window_set_player_level (window, AK_NORTH, 0);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (gtk_widget_get_ancestor (GTK_WIDGET (page),
                                                                                ADW_TYPE_VIEW_STACK)),
                                         "analysis");
  wait_mapped (page);
  ak_analysis_page_set_enabled (page, TRUE);
  make_result (&result);
  _ak_analysis_page_show_result (page, &result);
  drain_main_context ();

  for (int hole = 0; hole < 6; hole++)
    g_assert_cmpstr (_ak_board_view_get_value (board, hole), ==, values[hole]);
  g_assert_cmpint (_ak_board_view_get_best_value (board), ==, 0);

  for (int hole = 0; hole < 3; hole++)
    {
      g_autofree char *said = _ak_board_view_dup_value_words (board, hole);
      g_autofree char *marks = _ak_board_view_dup_marks_text (board, hole);
      g_autofree char *preview = ak_board_describe_preview (_ak_board_view_get_preview (board, hole));
      g_autofree char *description = NULL;

      g_assert_nonnull (said);
      g_assert_true (g_str_has_prefix (said, words[hole]));
      g_assert_nonnull (marks);
      g_assert_nonnull (strstr (marks, said));
      description = preview != NULL ? g_strjoin (" ", preview, said, NULL) : g_strdup (said);
      {
        g_autofree char *error =
          gtk_test_accessible_check_property (GTK_ACCESSIBLE (board->holes[hole]),
                                              GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);

        if (error != NULL)
          g_error ("hole %d: %s", hole, error);
      }
    }
  {
    g_autofree char *said = _ak_board_view_dup_value_words (board, 1);

    g_assert_true (g_str_has_suffix (said, bounded_sentence));
  }

  /* Without values, the holes say nothing of them. */
  ak_analysis_page_set_enabled (page, FALSE);
  drain_main_context ();
  for (int hole = 0; hole < 6; hole++)
    {
      g_autofree char *said = _ak_board_view_dup_value_words (board, hole);

      g_assert_null (said);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
  g_assert_finalize_object (window);
  ui_test_reset_all_settings ();
}

/* The hint's toast says what the move is worth, in the form of its kind,
 * from the mover's point of view. */
static void
test_hint (void)
{
  static const struct
  {
    AkValueKind kind;
    int score, lower, upper;
    AkSide side;
    const char *text;
  } cases[] = {
    { AK_VALUE_PROVED, 400, 400, 400, AK_SOUTH, "Hint: sow c — South wins by 4" },
    { AK_VALUE_PROVED, -100, -100, -100, AK_NORTH, "Hint: sow c — South wins by 1" },
    { AK_VALUE_PROVED, 0, 0, 0, AK_SOUTH, "Hint: sow c — A draw" },
    { AK_VALUE_BOUNDED, 400, 200, 600, AK_SOUTH, "Hint: sow c — +2 to +6: a repetition decides" },
    { AK_VALUE_BOUNDED, 400, 400, 400, AK_NORTH, "Hint: sow c — North wins by 4" },
    { AK_VALUE_ESTIMATE, 203, 203, 203, AK_NORTH, "Hint: sow c — about +2.03 for North" },
  };
  g_autofree char *plain = ak_value_text_dup_hint (2, NULL, AK_SOUTH);

  g_assert_cmpstr (plain, ==, "Hint: sow c");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      AkValueText value = { cases[i].kind, cases[i].score, cases[i].lower, cases[i].upper };
      g_autofree char *text = ak_value_text_dup_hint (2, &value, cases[i].side);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/value-words/analysis-page", test_analysis_page);
  g_test_add_func ("/ak/ui/value-words/board-badges", test_board_badges);
  g_test_add_func ("/ak/ui/value-words/hint", test_hint);

  return ui_test_run ();
}
