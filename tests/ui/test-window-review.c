/* test-window-review.c — Review Game… in the window: the question, the bar
 * with its progress and Cancel, the result written, undo taking it all
 * back in one step, and a window closed mid-review
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-window-review"

#include "config.h"

#include "ui-test-setup.h"

#include <string.h>

#include "ak-window.h"

#define WAIT_TIMEOUT_US (60 * G_USEC_PER_SEC)

/* Ten plies from the start, all checked with `adji-kui-cli play`. */
static const char game_moves[] = "fFaAbBeCfE";

static AkGame *
new_game (void)
{
  AkRules rules;
  AkPosition start;
  AkGame *game;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);
  for (guint i = 0; game_moves[i] != '\0'; i++)
    g_assert_cmpint (ak_game_play (game, ak_hole_from_char (game_moves[i]), NULL), ==,
                     AK_VERDICT_LEGAL);
  return game;
}

static char *
game_text (AkGame *game)
{
  g_autoptr(AkGameRecord) record = ak_game_dup_record (game);

  return ak_notation_write_game (record);
}

static AkWindow *
new_window_with_game (AkGame *game)
{
  AkWindow *window;

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  ak_board_view_set_animation_speed (ak_window_get_board_view (window),
                                     AK_ANIMATION_SPEED_INSTANT);
  ak_window_set_game (window, game);
  /* Two people: no computer plays a move while the review runs. */
  ak_window_set_player_level (window, AK_SOUTH, 0);
  ak_window_set_player_level (window, AK_NORTH, 0);
  drain_main_context ();
  return window;
}

/* Asks for a review, choosing the @choice-th time a position. */
static void
start_review (AkWindow *window,
              guint     choice)
{
  AdwAlertDialog *dialog;
  GtkWidget *times;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review-game", NULL));
  dialog = ui_test_wait_for_alert_dialog ();
  g_assert_true (adw_alert_dialog_has_response (dialog, "cancel"));
  times = ui_test_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);
  g_assert_nonnull (times);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (times))),
                    ==, 3);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (times), choice);
  ui_test_alert_respond (dialog, "review");
}

/* Spins until the review's bar goes: the review ended. */
static void
wait_for_review_end (AkWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  GtkWidget *bar = ui_test_find_named (GTK_WIDGET (window), "review-bar");

  g_assert_nonnull (bar);
  while (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  drain_main_context ();
}

static void
destroy_window (AkWindow *window)
{
  ui_test_close_alert_dialogs ();
  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
  g_assert_finalize_object (window);
}

static void
test_review_and_undo (void)
{
  g_autoptr(AkGame) game = new_game ();
  g_autofree char *before = game_text (game);
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  AkWindow *window = new_window_with_game (game);
  AkGameNode *current = ak_game_get_current_node (game);
  GtkWidget *bar;
  AkGameNode *node;
  guint n_evals = 0;

  start_review (window, 0);
  bar = ui_test_find_named (GTK_WIDGET (window), "review-bar");
  g_assert_nonnull (bar);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)));
  g_assert_nonnull (ui_test_find_descendant (bar, GTK_TYPE_PROGRESS_BAR));
  wait_for_review_end (window);

  /* Written: a value after every move, the annotator, and the toast. */
  for (node = ak_game_get_root (game); node->children != NULL && node->children->len > 0; )
    {
      node = g_ptr_array_index (node->children, 0);
      n_evals += ak_game_get_eval (game, node, NULL);
    }
  g_assert_cmpuint (n_evals, ==, strlen (game_moves));
  g_assert_true (g_str_has_prefix (ak_game_get_tag (game, "Annotator"), "Adji Kui "));
  g_assert_true (g_str_has_prefix (_ak_window_get_toast_title (window), "Reviewed · "));
  g_assert_true (ak_game_get_current_node (game) == current);
  after = game_text (game);
  g_assert_cmpstr (after, !=, before);

  /* Undo takes the whole review back, and only that. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  drain_main_context ();
  undone = game_text (game);
  g_assert_cmpstr (undone, ==, before);
  g_assert_true (ak_game_get_current_node (game) == current);
  g_assert_cmpstr (_ak_window_get_toast_title (window), ==, "Review taken back");

  /* The next undo takes a move back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  drain_main_context ();
  g_assert_true (ak_game_get_live_node (game) == current->parent);

  destroy_window (window);
}

static void
test_cancel (void)
{
  g_autoptr(AkGame) game = new_game ();
  g_autofree char *before = game_text (game);
  g_autofree char *after = NULL;
  AkWindow *window = new_window_with_game (game);
  GtkWidget *cancel;
  gint64 start;

  /* Five seconds a position: the cancel comes long before the end. */
  start_review (window, 2);
  cancel = ui_test_find_named (GTK_WIDGET (window), "review-cancel");
  g_assert_nonnull (cancel);
  start = g_get_monotonic_time ();
  g_signal_emit_by_name (cancel, "clicked");
  wait_for_review_end (window);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
  g_assert_cmpstr (_ak_window_get_toast_title (window), ==, "Review cancelled");
  after = game_text (game);
  g_assert_cmpstr (after, ==, before);

  destroy_window (window);
}

static void
test_close_mid_review (void)
{
  g_autoptr(AkGame) game = new_game ();
  AkWindow *window = new_window_with_game (game);
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
  window = new_window_with_game (game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review-game", NULL));
  drain_main_context ();
  g_assert_null (ui_test_find_alert_dialog ());
  g_assert_cmpstr (_ak_window_get_toast_title (window), ==, "There is no move to review yet");
  destroy_window (window);
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

  return ui_test_run ();
}
