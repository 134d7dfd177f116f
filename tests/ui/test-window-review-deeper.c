/* test-window-review-deeper.c — Look Deeper at the Marked Moves in the
 * window: enabled only when the game shown has a marked move and no
 * review runs; the question, with the positions it searches; the bar, the
 * toast that counts the marks changed, Cancel, and undo taking it back in
 * one step; a whole match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-window-review-deeper"

#include "config.h"

#include "ui-test-setup.h"
#include "review-test-helpers.h"

#include <string.h>

#include "ak-window.h"
#include "ak-window-private.h"

#define WAIT_TIMEOUT_US (120 * G_USEC_PER_SEC)

/* The choices of the questions: the review's fixed depth, 12, and the
 * deeper look's first time and fixed depth, 16. */
#define REVIEW_DEPTH  3
#define DEEPER_FIVE   0
#define DEEPER_DEPTH  3

static AkGameNode *
main_node (AkGame *game,
           guint   ply)
{
  AkGameNode *node = ak_game_get_root (game);

  for (guint i = 0; i < ply; i++)
    node = g_ptr_array_index (node->children, 0);
  return node;
}

/* A button that follows the action, as the menu's item does: its
 * sensitivity says whether the action is enabled. */
static GtkWidget *
add_tracker (AkWindow *window)
{
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  GtkWidget *button = gtk_button_new_with_label ("tracker");

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.review-deeper");
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (content), button);
  return button;
}

static gboolean
is_enabled (GtkWidget *tracker)
{
  drain_main_context ();
  return gtk_widget_get_sensitive (tracker);
}

/* Answers a question with @response, choosing the @choice-th time. */
static void
answer (AdwAlertDialog *dialog,
        guint           choice,
        const char     *response)
{
  GtkWidget *times = ui_test_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);

  g_assert_nonnull (times);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (times), choice);
  ui_test_alert_respond (dialog, response);
}

/* Reviews the game on @window at the review's fixed depth, or the whole
 * match with @response "match". */
static void
review (AkWindow   *window,
        const char *response)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review-game", NULL));
  answer (ui_test_wait_for_alert_dialog (), REVIEW_DEPTH, response);
  review_test_wait_for_review_end (window, WAIT_TIMEOUT_US);
}

static AdwAlertDialog *
ask_deeper (AkWindow *window)
{
  AdwAlertDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review-deeper", NULL));
  dialog = ui_test_wait_for_alert_dialog ();
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (dialog), "review-deeper"));
  g_assert_true (adw_alert_dialog_has_response (dialog, "cancel"));
  g_assert_true (adw_alert_dialog_has_response (dialog, "deeper"));
  g_test_message ("%s", adw_alert_dialog_get_body (dialog));
  return dialog;
}

/* The marks of the main line. */
static GArray *
dup_marks (AkGame *game)
{
  GArray *marks = g_array_new (FALSE, TRUE, sizeof (AkReviewMark));

  for (AkGameNode *node = ak_game_get_root (game);
       node->children != NULL && node->children->len > 0;)
    {
      AkReviewMark mark;

      node = g_ptr_array_index (node->children, 0);
      mark = ak_review_node_get_mark (node);
      g_array_append_val (marks, mark);
    }
  return marks;
}

static guint
count_marked (GArray *marks)
{
  guint n = 0;

  for (guint i = 0; i < marks->len; i++)
    n += g_array_index (marks, AkReviewMark, i) != AK_REVIEW_MARK_NONE;
  return n;
}

/* Enabled only with a marked move on the main line, set by a review or by
 * hand. */
static void
test_enabled (void)
{
  g_autoptr(AkGame) game = review_test_new_game ();
  AkWindow *window = review_test_new_window (game);
  GtkWidget *tracker = add_tracker (window);

  g_assert_false (is_enabled (tracker));
  ak_game_set_suffix (game, main_node (game, 3), "?!");
  g_assert_true (is_enabled (tracker));
  ak_game_set_suffix (game, main_node (game, 3), "!");
  g_assert_false (is_enabled (tracker));

  /* A review that marks moves enables it; its undo, which takes them
   * away, does not. */
  review (window, "review");
  g_assert_true (is_enabled (tracker));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_false (is_enabled (tracker));

  ui_test_destroy_window (window);
}

/* A mark set or taken away by hand, anywhere on the main line, enables
 * the action or not at once; a note changes nothing. */
static void
test_enabled_by_hand (void)
{
  g_autoptr(AkGame) game = review_test_new_game ();
  AkWindow *window = review_test_new_window (game);
  GtkWidget *tracker = add_tracker (window);

  g_assert_false (is_enabled (tracker));
  ak_game_set_suffix (game, main_node (game, 9), "??");
  g_assert_true (is_enabled (tracker));

  ak_game_set_comment (game, main_node (game, 2), "a note");
  g_assert_true (is_enabled (tracker));
  ak_game_set_suffix (game, main_node (game, 9), NULL);
  g_assert_false (is_enabled (tracker));
  ak_game_set_suffix (game, main_node (game, 1), "?");
  g_assert_true (is_enabled (tracker));
  ak_game_set_suffix (game, main_node (game, 1), NULL);
  g_assert_false (is_enabled (tracker));
  ak_game_set_suffix (game, main_node (game, 10), "?!");
  g_assert_true (is_enabled (tracker));

  ui_test_destroy_window (window);
}

/* Reviewed at depth 12, then looked at deeper at depth 16: the question
 * says what it searches, the bar runs and nothing else can start, the
 * toast counts the marks changed, and undo gives the review back. */
static void
test_run_and_undo (void)
{
  g_autoptr(AkGame) game = review_test_new_game ();
  AkWindow *window = review_test_new_window (game);
  GtkWidget *tracker = add_tracker (window);
  g_autoptr(GArray) before = NULL;
  g_autoptr(GArray) after = NULL;
  g_autofree char *reviewed = NULL;
  g_autofree char *looked = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *said = NULL;
  AdwAlertDialog *dialog;
  GtkWidget *bar;
  guint n_changed = 0;

  review (window, "review");
  reviewed = review_test_game_text (game);
  before = dup_marks (game);
  g_assert_cmpuint (count_marked (before), >, 0);

  dialog = ask_deeper (window);
  g_assert_cmpstr (adw_alert_dialog_get_heading (dialog), ==, "Look Deeper at the Marked Moves?");
  g_assert_false (adw_alert_dialog_has_response (dialog, "match"));
  /* The marked moves counted, and the positions around them, each with a
   * value at depth 12, which five seconds would search again. */
  said = g_strdup_printf (" %u marked move", count_marked (before));
  g_assert_nonnull (strstr (adw_alert_dialog_get_body (dialog), said));
  g_assert_nonnull (strstr (adw_alert_dialog_get_body (dialog), " positions, about "));
  answer (dialog, DEEPER_DEPTH, "deeper");

  /* Running: the bar, and neither review nor deeper look can start. */
  bar = ui_test_find_named (GTK_WIDGET (window), "review-bar");
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)));
  g_assert_false (is_enabled (tracker));
  review_test_wait_for_review_end (window, WAIT_TIMEOUT_US);
  g_assert_true (is_enabled (tracker));

  looked = review_test_game_text (game);
  g_test_message ("%s", looked);
  g_assert_cmpstr (looked, !=, reviewed);
  g_assert_nonnull (strstr (looked, "/16]}"));
  after = dup_marks (game);
  for (guint i = 0; i < after->len; i++)
    n_changed += g_array_index (after, AkReviewMark, i) != g_array_index (before, AkReviewMark, i);
  g_test_message ("%u marks changed", n_changed);
  g_assert_cmpuint (n_changed, >, 0);
  expected = g_strdup_printf ("Looked deeper at %u moves: %u %s changed", count_marked (before),
                              n_changed, n_changed == 1 ? "mark" : "marks");
  g_assert_cmpstr (_ak_window_get_toast_title (window), ==, expected);

  /* One undo: the review as it was; the next takes the review back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  drain_main_context ();
  undone = review_test_game_text (game);
  g_assert_cmpstr (undone, ==, reviewed);
  g_assert_cmpstr (_ak_window_get_toast_title (window), ==, "Deeper look taken back");

  ui_test_destroy_window (window);
}

static void
test_cancel (void)
{
  g_autoptr(AkGame) game = review_test_new_game ();
  AkWindow *window = review_test_new_window (game);
  GtkWidget *tracker = add_tracker (window);
  g_autofree char *reviewed = NULL;
  g_autofree char *after = NULL;

  review (window, "review");
  reviewed = review_test_game_text (game);

  /* Five seconds a position: Cancel comes long before the end. */
  answer (ask_deeper (window), DEEPER_FIVE, "deeper");
  g_assert_false (is_enabled (tracker));
  g_signal_emit_by_name (ui_test_find_named (GTK_WIDGET (window), "review-cancel"), "clicked");
  review_test_wait_for_review_end (window, WAIT_TIMEOUT_US);
  g_assert_cmpstr (_ak_window_get_toast_title (window), ==, "Deeper look cancelled");
  after = review_test_game_text (game);
  g_assert_cmpstr (after, ==, reviewed);
  g_assert_true (is_enabled (tracker));

  ui_test_destroy_window (window);
}

/* Reads the first two games of tests/data/match.akn into the window. */
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

static char *
match_text (AkMatch *match)
{
  g_autoptr(GPtrArray) records = ak_match_dup_records (match);

  return ak_notation_write (records);
}

/* A match reviewed whole is looked at deeper whole, and one undo takes it
 * back from every game. */
static void
test_whole_match (void)
{
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *reviewed = NULL;
  g_autofree char *looked = NULL;
  g_autofree char *undone = NULL;
  gboolean done = FALSE;
  AdwAlertDialog *dialog;
  AkWindow *window;
  AkMatch *match;

  g_assert_true (g_file_get_contents (g_test_get_filename (G_TEST_DIST, "data", "match.akn",
                                                           NULL),
                                      &text, NULL, &error));
  records = ak_file_read_text (text, -1, &error);
  g_assert_no_error (error);
  g_ptr_array_set_size (records, 2);
  window = review_test_new_window (NULL);
  ak_window_show_records_async (window, records, records_shown_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  drain_main_context ();
  ui_test_close_alert_dialogs ();
  match = ak_window_get_match (window);
  g_assert_nonnull (match);

  review (window, "match");
  reviewed = match_text (match);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GArray) marks = dup_marks (ak_match_get_game (match, i));

      g_assert_cmpuint (count_marked (marks), >, 0);
    }

  dialog = ask_deeper (window);
  g_assert_true (adw_alert_dialog_has_response (dialog, "match"));
  g_assert_nonnull (strstr (adw_alert_dialog_get_body (dialog), " of the whole match ("));
  answer (dialog, DEEPER_DEPTH, "match");
  review_test_wait_for_review_end (window, WAIT_TIMEOUT_US);
  g_test_message ("%s", _ak_window_get_toast_title (window));
  g_assert_true (g_str_has_prefix (_ak_window_get_toast_title (window), "Looked deeper at "));
  looked = match_text (match);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *game = review_test_game_text (ak_match_get_game (match, i));

      g_assert_nonnull (strstr (game, "/16]}"));
    }
  g_assert_cmpstr (looked, !=, reviewed);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  drain_main_context ();
  undone = match_text (match);
  g_assert_cmpstr (undone, ==, reviewed);

  ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/review-deeper/enabled", test_enabled);
  g_test_add_func ("/ak/ui/review-deeper/enabled-by-hand", test_enabled_by_hand);
  g_test_add_func ("/ak/ui/review-deeper/run-and-undo", test_run_and_undo);
  g_test_add_func ("/ak/ui/review-deeper/cancel", test_cancel);
  g_test_add_func ("/ak/ui/review-deeper/whole-match", test_whole_match);

  return ui_test_run ();
}
