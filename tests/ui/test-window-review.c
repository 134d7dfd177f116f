/* test-window-review.c — Review Game… in the window: the question, the bar
 * with its progress and Cancel, the result written, undo taking it all
 * back in one step, a window closed mid-review; the marks of the
 * Preferences; a fixed depth; a whole match; and a game just ended
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-window-review"

#include "config.h"

#include "ui-test-setup.h"
#include "review-test-helpers.h"

#include <string.h>

#include "ak-game-over-dialog.h"
#include "ak-match-page.h"
#include "ak-match-page-private.h"
#include "ak-preferences-dialog.h"
#include "ak-window.h"
#include "ak-window-private.h"

#define WAIT_TIMEOUT_US (60 * G_USEC_PER_SEC)

/* The choices of time a position, and the fixed depth last. */
#define CHOICE_FIFTH   0
#define CHOICE_FIVE    2
#define CHOICE_DEPTH   3

/* Asks for a review and shows the question. */
static AdwAlertDialog *
ask_review (AkWindow *window)
{
  AdwAlertDialog *dialog;
  GtkWidget *times;
  GListModel *model;
  g_autoptr(GtkStringObject) depth = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review-game", NULL));
  dialog = ui_test_wait_for_alert_dialog ();
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (dialog), "review-game"));
  g_assert_true (adw_alert_dialog_has_response (dialog, "cancel"));
  times = ui_test_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);
  g_assert_nonnull (times);
  model = gtk_drop_down_get_model (GTK_DROP_DOWN (times));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 4);
  depth = g_list_model_get_item (model, CHOICE_DEPTH);
  g_assert_cmpstr (gtk_string_object_get_string (depth), ==,
                   "Depth 12, the same result every time");
  return dialog;
}

/* Answers the question with @response, choosing the @choice-th time a
 * position. */
static void
answer_review (AdwAlertDialog *dialog,
               guint           choice,
               const char     *response)
{
  GtkWidget *times = ui_test_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (times), choice);
  ui_test_alert_respond (dialog, response);
}

/* Asks for a review of the game, choosing the @choice-th time a
 * position. */
static void
start_review (AkWindow *window,
              guint     choice)
{
  answer_review (ask_review (window), choice, "review");
}

static void
test_review_and_undo (void)
{
  g_autoptr(AkGame) game = review_test_new_game ();
  g_autofree char *before = review_test_game_text (game);
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  AkWindow *window = review_test_new_window (game);
  AkGameNode *current = ak_game_get_current_node (game);
  GtkWidget *bar;
  AkGameNode *node;
  guint n_evals = 0;

  start_review (window, 0);
  bar = ui_test_find_named (GTK_WIDGET (window), "review-bar");
  g_assert_nonnull (bar);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)));
  g_assert_nonnull (ui_test_find_descendant (bar, GTK_TYPE_PROGRESS_BAR));
  review_test_wait_for_review_end (window, WAIT_TIMEOUT_US);

  /* Written: a value after every move, the annotator, and the toast. */
  for (node = ak_game_get_root (game); node->children != NULL && node->children->len > 0; )
    {
      node = g_ptr_array_index (node->children, 0);
      n_evals += ak_game_get_eval (game, node, NULL);
    }
  g_assert_cmpuint (n_evals, ==, REVIEW_TEST_N_PLIES);
  g_assert_true (g_str_has_prefix (ak_game_get_tag (game, "Annotator"), "Adji Kui "));
  g_assert_true (g_str_has_prefix (_ak_window_get_toast_title (window), "Reviewed · "));
  g_assert_true (ak_game_get_current_node (game) == current);
  after = review_test_game_text (game);
  g_assert_cmpstr (after, !=, before);

  /* Undo takes the whole review back, and only that. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  drain_main_context ();
  undone = review_test_game_text (game);
  g_assert_cmpstr (undone, ==, before);
  g_assert_true (ak_game_get_current_node (game) == current);
  g_assert_cmpstr (_ak_window_get_toast_title (window), ==, "Review taken back");

  /* The next undo takes a move back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  drain_main_context ();
  g_assert_true (ak_game_get_live_node (game) == current->parent);

  ui_test_destroy_window (window);
}

static void
test_cancel (void)
{
  g_autoptr(AkGame) game = review_test_new_game ();
  g_autofree char *before = review_test_game_text (game);
  g_autofree char *after = NULL;
  AkWindow *window = review_test_new_window (game);
  GtkWidget *cancel;
  gint64 start;

  /* Five seconds a position: the cancel comes long before the end. */
  start_review (window, 2);
  cancel = ui_test_find_named (GTK_WIDGET (window), "review-cancel");
  g_assert_nonnull (cancel);
  start = g_get_monotonic_time ();
  g_signal_emit_by_name (cancel, "clicked");
  review_test_wait_for_review_end (window, WAIT_TIMEOUT_US);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
  g_assert_cmpstr (_ak_window_get_toast_title (window), ==, "Review cancelled");
  after = review_test_game_text (game);
  g_assert_cmpstr (after, ==, before);

  ui_test_destroy_window (window);
}

static void
test_close_mid_review (void)
{
  g_autoptr(AkGame) game = review_test_new_game ();
  AkWindow *window = review_test_new_window (game);
  gint64 deadline;

  start_review (window, 2);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  g_object_unref (window);
  ui_test_close_alert_dialogs ();
  gtk_window_destroy (GTK_WINDOW (window));

  /* The review stops, lets the window go, and writes nothing. */
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (window != NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_assert_null (ak_game_get_tag (game, "Annotator"));
}

static void
test_nothing_to_review (void)
{
  AkRules rules;
  AkPosition start;
  g_autoptr(AkGame) game = NULL;
  AkWindow *window;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);
  window = review_test_new_window (game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review-game", NULL));
  drain_main_context ();
  g_assert_null (ui_test_find_alert_dialog ());
  g_assert_cmpstr (_ak_window_get_toast_title (window), ==, "There is no move to review yet");
  ui_test_destroy_window (window);
}


/* The values written after the main line's moves. */
static guint
count_evals (AkGame *game)
{
  guint n = 0;

  for (AkGameNode *node = ak_game_get_root (game);
       node->children != NULL && node->children->len > 0;)
    {
      node = g_ptr_array_index (node->children, 0);
      n += ak_game_get_eval (game, node, NULL);
    }
  return n;
}

static guint
count_main_moves (AkGame *game)
{
  guint n = 0;

  for (AkGameNode *node = ak_game_get_root (game);
       node->children != NULL && node->children->len > 0; n++)
    node = g_ptr_array_index (node->children, 0);
  return n;
}

/* Checks every mark of the main line against the values the review wrote
 * and @thresholds, hundredths of a seed: what the mover's value fell by
 * over the move, nothing for a forced move.  Returns the marks' weight:
 * 1 for each ?!, 2 for each ?, 3 for each ??. */
static guint
assert_marks_follow (AkGame    *game,
                     const int *thresholds)
{
  guint n_marked = 0;

  for (AkGameNode *node = ak_game_get_root (game);
       node->children != NULL && node->children->len > 0;)
    {
      AkGameNode *before = node;
      AkEval was;
      AkEval now;
      AkMoveList list;
      AkReviewMark expected = AK_REVIEW_MARK_NONE;
      int loss;

      node = g_ptr_array_index (node->children, 0);
      g_assert_true (ak_game_get_eval (game, before, &was));
      g_assert_true (ak_game_get_eval (game, node, &now));
      loss = was.score - now.score;
      if (ak_game_node_get_mover (node) == AK_NORTH)
        loss = -loss;
      if (ak_position_legal_moves (&before->position, ak_game_get_rules (game), &list) > 1)
        for (int mark = AK_REVIEW_MARK_BLUNDER; mark > AK_REVIEW_MARK_NONE; mark--)
          if (loss >= thresholds[mark])
            {
              expected = mark;
              break;
            }
      g_assert_cmpint (ak_review_node_get_mark (node), ==, expected);
      n_marked += expected;
    }
  return n_marked;
}

/* The losses each mark takes are the Preferences', which the question
 * says; a fixed depth gives the same review every time. */
static void
test_thresholds_and_depth (void)
{
  g_autoptr(AkGame) game = review_test_new_game ();
  g_autoptr(GSettings) settings = NULL;
  g_autofree char *before = review_test_game_text (game);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *undone = NULL;
  AkWindow *window = review_test_new_window (game);
  AdwAlertDialog *dialog;
  int defaults[AK_REVIEW_N_MARKS] = {
    0, AK_REVIEW_INACCURACY_LOSS, AK_REVIEW_MISTAKE_LOSS, AK_REVIEW_BLUNDER_LOSS,
  };
  int low[AK_REVIEW_N_MARKS] = { 0, 50, 100, 250 };
  guint n_default;
  guint n_low;

  /* The defaults, said in the question. */
  dialog = ask_review (window);
  g_assert_nonnull (strstr (adw_alert_dialog_get_body (dialog), "(?! 2, ? 4, ?? 8,"));
  answer_review (dialog, CHOICE_DEPTH, "review");
  review_test_wait_for_review_end (window, WAIT_TIMEOUT_US);
  g_assert_cmpuint (count_evals (game), ==, REVIEW_TEST_N_PLIES);
  n_default = assert_marks_follow (game, defaults);
  first = review_test_game_text (game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  drain_main_context ();
  undone = review_test_game_text (game);
  g_assert_cmpstr (undone, ==, before);

  /* Again at the fixed depth: the same bytes. */
  start_review (window, CHOICE_DEPTH);
  review_test_wait_for_review_end (window, WAIT_TIMEOUT_US);
  second = review_test_game_text (game);
  g_assert_cmpstr (second, ==, first);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  drain_main_context ();

  /* Lower marks, set in the Preferences: said, and used. */
  settings = g_settings_new ("io.github.adjikui.AdjiKui");
  g_settings_set_double (settings, "review-inaccuracy", 0.5);
  g_settings_set_double (settings, "review-mistake", 1);
  g_settings_set_double (settings, "review-blunder", 2.5);
  dialog = ask_review (window);
  g_test_message ("%s", adw_alert_dialog_get_body (dialog));
  g_assert_nonnull (strstr (adw_alert_dialog_get_body (dialog), "(?! 0.5, ? 1, ?? 2.5,"));
  answer_review (dialog, CHOICE_DEPTH, "review");
  review_test_wait_for_review_end (window, WAIT_TIMEOUT_US);
  n_low = assert_marks_follow (game, low);
  g_test_message ("marks' weight at 2/4/8 seeds: %u; at 0.5/1/2.5: %u", n_default, n_low);
  g_assert_cmpuint (n_low, >, n_default);

  ui_test_reset_all_settings ();
  ui_test_destroy_window (window);
}

/* Reads the first @n_games games of tests/data/match.akn into the window:
 * a match, its last game over. */
static void
records_shown_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (ak_window_show_records_finish (AK_WINDOW (source), result, &error));
  g_assert_no_error (error);
  *done = TRUE;
}

static AkWindow *
new_window_with_match (guint n_games)
{
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  gboolean done = FALSE;
  AkWindow *window;

  g_assert_true (g_file_get_contents (g_test_get_filename (G_TEST_DIST, "data", "match.akn",
                                                           NULL),
                                      &text, NULL, &error));
  records = ak_file_read_text (text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (records->len, >=, n_games);
  g_ptr_array_set_size (records, n_games);

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  ak_board_view_set_animation_speed (ak_window_get_board_view (window),
                                     AK_ANIMATION_SPEED_INSTANT);
  ak_window_show_records_async (window, records, records_shown_cb, &done);
  while (!done)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  drain_main_context ();
  ui_test_close_alert_dialogs ();
  g_assert_nonnull (ak_window_get_match (window));
  g_assert_cmpuint (ak_match_get_n_games (ak_window_get_match (window)), ==, n_games);
  return window;
}

static char *
match_text (AkMatch *match)
{
  g_autoptr(GPtrArray) records = ak_match_dup_records (match);

  return ak_notation_write (records);
}

/* A match of two games reviewed whole: one bar over all their positions,
 * every game written, the ledger's cards counting each player's marks
 * (as many as the toast sums up), and one undo taking all of it back. */
static void
test_whole_match (void)
{
  AkWindow *window = new_window_with_match (2);
  AkMatch *match = ak_window_get_match (window);
  AkMatchPage *page = AK_MATCH_PAGE (ui_test_find_descendant (GTK_WIDGET (window),
                                                             AK_TYPE_MATCH_PAGE));
  g_autofree char *before = match_text (match);
  g_autofree char *undone = NULL;
  g_autofree char *expected_toast = NULL;
  AdwAlertDialog *dialog;
  GtkWidget *bar;
  guint sums[2][AK_REVIEW_N_MARKS] = { { 0 } };

  g_assert_nonnull (page);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *marks = _ak_match_page_dup_row_text (page, i, "marks");

      g_assert_null (marks);
    }

  dialog = ask_review (window);
  g_assert_cmpstr (adw_alert_dialog_get_heading (dialog), ==, "Review Game or Match?");
  g_assert_true (adw_alert_dialog_has_response (dialog, "review"));
  g_assert_true (adw_alert_dialog_has_response (dialog, "match"));

  /* Five seconds a position: the bar counts the positions of both games,
   * and Cancel stops it all, writing nothing. */
  answer_review (dialog, CHOICE_FIVE, "match");
  bar = ui_test_find_named (GTK_WIDGET (window), "review-bar");
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)));
  {
    GtkLabel *label = GTK_LABEL (ui_test_find_descendant (bar, GTK_TYPE_LABEL));
    const char *text = gtk_label_get_label (label);
    guint n_positions = 0;
    guint done = 0;
    guint total = 0;

    /* A position after each move and the start, less the two ends, which
     * are over by the rules: more than either game has. */
    for (guint i = 0; i < 2; i++)
      n_positions += count_main_moves (ak_match_get_game (match, i));
    g_test_message ("%s", text);
    g_assert_true (g_str_has_prefix (text, "Reviewing · "));
    g_assert_true (g_str_has_suffix (text, " positions"));
    done = (guint) g_ascii_strtoull (text + strlen ("Reviewing · "), NULL, 10);
    g_assert_nonnull (strstr (text, " of "));
    total = (guint) g_ascii_strtoull (strstr (text, " of ") + 4, NULL, 10);
    g_assert_cmpuint (total, ==, n_positions);
    g_assert_cmpuint (done, <, total);
  }
  g_signal_emit_by_name (ui_test_find_named (GTK_WIDGET (window), "review-cancel"), "clicked");
  review_test_wait_for_review_end (window, WAIT_TIMEOUT_US);
  g_assert_cmpstr (_ak_window_get_toast_title (window), ==, "Review cancelled");
  undone = match_text (match);
  g_assert_cmpstr (undone, ==, before);
  g_clear_pointer (&undone, g_free);

  answer_review (ask_review (window), CHOICE_DEPTH, "match");
  review_test_wait_for_review_end (window, WAIT_TIMEOUT_US);

  for (guint i = 0; i < 2; i++)
    {
      AkGame *game = ak_match_get_game (match, i);
      g_autoptr(AkLedgerEntry) entry = g_list_model_get_item (ak_match_get_ledger (match), i);
      g_autofree char *marks = _ak_match_page_dup_row_text (page, i, "marks");

      g_assert_cmpuint (count_evals (game), ==, count_main_moves (game));
      g_assert_true (g_str_has_prefix (ak_game_get_tag (game, "Annotator"), "Adji Kui "));
      g_assert_true (ak_ledger_entry_get_has_marks (entry));
      g_assert_nonnull (marks);
      g_test_message ("game %u: %s", i + 1, marks);
      for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
        for (guint mark = AK_REVIEW_MARK_INACCURACY; mark < AK_REVIEW_N_MARKS; mark++)
          sums[side][mark] += ak_ledger_entry_get_marks (entry, side, mark);
    }
  expected_toast = g_strdup_printf ("Reviewed 2 games · Abuela: ?! %u, ? %u, ?? %u · "
                                    "Tomás: ?! %u, ? %u, ?? %u",
                                    sums[AK_SOUTH][1], sums[AK_SOUTH][2], sums[AK_SOUTH][3],
                                    sums[AK_NORTH][1], sums[AK_NORTH][2], sums[AK_NORTH][3]);
  g_assert_cmpstr (_ak_window_get_toast_title (window), ==, expected_toast);

  /* One undo: both games as they were, and no marks on the cards. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  drain_main_context ();
  undone = match_text (match);
  g_assert_cmpstr (undone, ==, before);
  g_assert_cmpstr (_ak_window_get_toast_title (window), ==, "Review taken back");
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *marks = _ak_match_page_dup_row_text (page, i, "marks");

      g_assert_null (marks);
    }

  /* This game alone: the first one keeps no value. */
  start_review (window, CHOICE_DEPTH);
  review_test_wait_for_review_end (window, WAIT_TIMEOUT_US);
  g_assert_cmpuint (count_evals (ak_match_get_game (match, 0)), ==, 0);
  g_assert_cmpuint (count_evals (ak_match_get_game (match, 1)), >, 0);
  g_assert_true (g_str_has_prefix (_ak_window_get_toast_title (window), "Reviewed · "));

  ui_test_destroy_window (window);
}

/* Plays random moves until the game on the board is over, and waits for
 * its summary. */
static void
play_to_the_end (AkWindow *window,
                 guint32   seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  AkTable *table = ak_window_get_table (window);
  AkGame *game = ak_window_get_game (window);
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  gpointer summary;

  for (guint n = 0; !ak_game_get_is_over (game); n++)
    {
      int legal[AK_N_HOLES];
      guint n_legal = 0;

      for (int hole = 0; hole < AK_N_HOLES; hole++)
        if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
          legal[n_legal++] = hole;
      if (n_legal == 0)
        g_assert_true (ak_table_play (table, AK_MOVE_PASS, NULL));
      else
        g_assert_true (ak_table_play (table, legal[g_rand_int_range (rand, 0, n_legal)], NULL));
      drain_main_context ();
      g_assert_cmpuint (n, <, 2000);
    }
  while ((summary = ui_test_find_dialog_of_type (AK_TYPE_GAME_OVER_DIALOG)) == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* Review Game asked for over the summary of a game that just ended, as
 * the summary's own button does: the review is of the whole game, its
 * end included; in a match, of the game that ended, whose card shows
 * the marks. */
static void
test_game_just_ended (void)
{
  AkWindow *window;
  AkGame *game;
  AkRules rules;
  AkMatch *match;
  AkMatchPage *page;
  g_autoptr(AkLedgerEntry) entry = NULL;
  g_autofree char *marks = NULL;

  ui_test_reset_all_settings ();
  window = review_test_new_window (NULL);
  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 0, "Ana", "Kofi");
  game = ak_window_get_game (window);
  play_to_the_end (window, 8);
  start_review (window, CHOICE_DEPTH);
  review_test_wait_for_review_end (window, WAIT_TIMEOUT_US);
  g_assert_true (ak_window_get_game (window) == game);
  g_assert_cmpuint (count_evals (game), ==, count_main_moves (game));
  g_assert_true (g_str_has_prefix (_ak_window_get_toast_title (window), "Reviewed · Ana: "));
  ui_test_close_dialogs_of_type (AK_TYPE_GAME_OVER_DIALOG);

  /* A match between two people, at the end of its first game. */
  ak_rules_init (&rules);
  ak_window_start (window, &rules, TRUE, 0, 0, "Ana", "Kofi");
  match = ak_window_get_match (window);
  g_assert_nonnull (match);
  game = ak_window_get_game (window);
  play_to_the_end (window, 9);
  g_assert_false (ak_match_get_is_over (match));
  start_review (window, CHOICE_DEPTH);
  review_test_wait_for_review_end (window, WAIT_TIMEOUT_US);
  g_assert_cmpuint (count_evals (game), ==, count_main_moves (game));
  page = AK_MATCH_PAGE (ui_test_find_descendant (GTK_WIDGET (window), AK_TYPE_MATCH_PAGE));
  entry = g_list_model_get_item (ak_match_get_ledger (match), 0);
  marks = _ak_match_page_dup_row_text (page, 0, "marks");
  g_test_message ("%s", marks);
  g_assert_cmpint (marks != NULL, ==, ak_ledger_entry_get_has_marks (entry));
  g_assert_true (ak_ledger_entry_get_has_marks (entry));

  ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/review/review-and-undo", test_review_and_undo);
  g_test_add_func ("/ak/ui/review/cancel", test_cancel);
  g_test_add_func ("/ak/ui/review/close-mid-review", test_close_mid_review);
  g_test_add_func ("/ak/ui/review/nothing-to-review", test_nothing_to_review);
  g_test_add_func ("/ak/ui/review/thresholds-and-depth", test_thresholds_and_depth);
  g_test_add_func ("/ak/ui/review/whole-match", test_whole_match);
  g_test_add_func ("/ak/ui/review/game-just-ended", test_game_just_ended);

  return ui_test_run ();
}
