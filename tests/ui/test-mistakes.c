/* test-mistakes.c — going from mistake to mistake in a reviewed game:
 * Next and Previous Mistake in order and stopping at the ends, whose
 * mistakes, the bar's words following the position shown, the key
 * moments, and the review's words on the marked move in the Moves list;
 * on a reviewed file opened, and on a game just reviewed in the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-mistakes"

#include "config.h"

#include "ui-test-setup.h"

#include <string.h>

#include "ak-board-view-private.h"
#include "ak-mistake-bar.h"
#include "ak-mistake-bar-private.h"
#include "ak-review-moves.h"
#include "ak-window.h"
#include "ak-window-private.h"

#define WAIT_TIMEOUT_US (120 * G_USEC_PER_SEC)

/* The plies of reviewed.akn that the window reviews itself: its first
 * mistakes, 1… D? and 5. f?, lost near seven seeds each. */
#define REVIEWED_PLIES 20

static AkWindow *
new_window (void)
{
  AkWindow *window;

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 760);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  ak_board_view_set_animation_speed (ak_window_get_board_view (window),
                                     AK_ANIMATION_SPEED_INSTANT);
  return window;
}

static gboolean
file_ops_done (gpointer data)
{
  return ak_window_get_n_pending_file_ops (AK_WINDOW (data)) == 0;
}

static AkWindow *
open_reviewed (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "reviewed.akn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  AkWindow *window = new_window ();

  ak_window_open_file (window, file);
  ui_test_wait_until (file_ops_done, window);
  drain_main_context ();
  g_assert_cmpstr (ak_game_get_tag (ak_window_get_game (window), "South"), ==, "Ana");
  return window;
}

static AkMistakeBar *
bar_of (AkWindow *window)
{
  GtkWidget *bar = ui_test_find_descendant (GTK_WIDGET (window), AK_TYPE_MISTAKE_BAR);

  g_assert_nonnull (bar);
  return AK_MISTAKE_BAR (bar);
}

static gboolean
action_enabled (AkWindow   *window,
                const char *name)
{
  /* The bar's button for it follows the action. */
  GtkWidget *button = ui_test_find_named (GTK_WIDGET (bar_of (window)), name);

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

static AkGameNode *
current (AkWindow *window)
{
  return ak_game_get_current_node (ak_window_get_game (window));
}

/* The main line's moves marked ? or ?? by @side (or both), in order:
 * read from the marks one by one, as the test's own count. */
static GPtrArray *
expected_mistakes (AkGame *game,
                   AkSide  side)
{
  GPtrArray *found = g_ptr_array_new ();

  for (AkGameNode *node = ak_game_get_root (game); node->children != NULL &&
       node->children->len > 0; )
    {
      node = g_ptr_array_index (node->children, 0);
      if (ak_review_node_get_mark (node) >= AK_REVIEW_MARK_MISTAKE &&
          (side == AK_SIDE_NONE || ak_game_node_get_mover (node) == side))
        g_ptr_array_add (found, node);
    }
  return found;
}

/* What the board last told a screen reader. */
static char *announced;

static void
announce_hook (AkBoardView *board,
               const char  *message,
               gpointer     user_data)
{
  g_free (announced);
  announced = g_strdup (message);
}

static void
activate (AkWindow   *window,
          const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  drain_main_context ();
}

/* The bar's heading and words at the @index-th of @mistakes, where the
 * board is. */
static void
assert_bar_at (AkWindow  *window,
               GPtrArray *mistakes,
               guint      index)
{
  AkMistakeBar *bar = bar_of (window);
  AkGameNode *node = g_ptr_array_index (mistakes, index);
  g_autofree char *notation = ak_game_node_dup_notation (node);
  g_autofree char *prefix = g_strdup_printf ("Mistake %u of %u · ", index + 1, mistakes->len);
  g_autofree char *words = ak_review_dup_explanation (node);
  const char *heading = _ak_mistake_bar_get_heading (bar);

  g_assert_true (ak_mistake_bar_get_revealed (bar));
  g_assert_true (g_str_has_prefix (heading, prefix));
  g_assert_true (g_str_has_suffix (heading, notation));
  /* The review wrote its best line at every mark. */
  g_assert_nonnull (words);
  g_assert_true (g_str_has_prefix (words, "Best was "));
  g_assert_cmpstr (_ak_mistake_bar_get_explanation (bar), ==, words);

  /* Shown: the heading and the words, whole in the tooltip. */
  {
    GtkWidget *label = ui_test_find_named (GTK_WIDGET (bar), "mistake-words");
    g_autofree char *whole = g_strconcat (heading, "\n", words, NULL);

    g_assert_nonnull (label);
    g_assert_true (strstr (gtk_label_get_text (GTK_LABEL (label)), heading) != NULL);
    g_assert_true (strstr (gtk_label_get_text (GTK_LABEL (label)), words) != NULL);
    g_assert_cmpstr (gtk_widget_get_tooltip_text (label), ==, whole);
    /* and whole in the popover a touch opens */
    label = ui_test_find_named (GTK_WIDGET (bar), "mistake-whole-words");
    g_assert_nonnull (label);
    g_assert_true (strstr (gtk_label_get_text (GTK_LABEL (label)), words) != NULL);
  }
}

/* Next Mistake from the start goes to each of @side's mistakes in turn
 * and stops at the last; Previous Mistake comes back and stops at the
 * first. */
static void
walk_mistakes (AkWindow *window,
               AkSide    side)
{
  AkGame *game = ak_window_get_game (window);
  g_autoptr(GPtrArray) mistakes = expected_mistakes (game, side);

  g_assert_cmpuint (mistakes->len, >, 0);
  activate (window, "win.go-first");
  g_assert_false (action_enabled (window, "previous-mistake"));
  /* Before the first: the bar says what comes. */
  g_assert_true (g_str_has_prefix (_ak_mistake_bar_get_heading (bar_of (window)),
                                   "Next mistake, 1 of "));

  for (guint i = 0; i < mistakes->len; i++)
    {
      g_assert_true (action_enabled (window, "next-mistake"));
      g_clear_pointer (&announced, g_free);
      activate (window, "win.next-mistake");
      g_assert_true (current (window) == g_ptr_array_index (mistakes, i));
      assert_bar_at (window, mistakes, i);
      /* A screen reader hears the bar's words. */
      {
        g_autofree char *words = ak_review_dup_explanation (g_ptr_array_index (mistakes, i));

        g_assert_nonnull (announced);
        g_assert_true (g_str_has_prefix (announced, _ak_mistake_bar_get_heading (bar_of (window))));
        g_assert_true (g_str_has_suffix (announced, words));
      }
      g_assert_true (action_enabled (window, "previous-mistake") == (i > 0));
    }
  /* The last: nothing after it. */
  g_assert_false (action_enabled (window, "next-mistake"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-mistake", NULL);
  drain_main_context ();
  g_assert_true (current (window) == g_ptr_array_index (mistakes, mistakes->len - 1));

  for (guint i = mistakes->len - 1; i > 0; i--)
    {
      activate (window, "win.previous-mistake");
      g_assert_true (current (window) == g_ptr_array_index (mistakes, i - 1));
      assert_bar_at (window, mistakes, i - 1);
    }
  g_assert_false (action_enabled (window, "previous-mistake"));
  g_assert_true (action_enabled (window, "next-mistake") == (mistakes->len > 1));
}

/* Whose mistakes: each player's alone, chosen in the bar's popover, and
 * both again. */
static void
check_filter (AkWindow *window)
{
  AkMistakeBar *bar = bar_of (window);
  GtkWidget *north = ui_test_find_named (GTK_WIDGET (bar), "mistakes-by-north");
  GtkWidget *south = ui_test_find_named (GTK_WIDGET (bar), "mistakes-by-south");
  GtkWidget *both = ui_test_find_named (GTK_WIDGET (bar), "mistakes-by-both");
  AkGame *game = ak_window_get_game (window);
  g_autoptr(GPtrArray) all = expected_mistakes (game, AK_SIDE_NONE);

  g_assert_nonnull (north);
  g_assert_nonnull (south);
  g_assert_nonnull (both);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      g_autoptr(GPtrArray) mine = expected_mistakes (game, side);

      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (side == AK_SOUTH ? south : north), TRUE);
      drain_main_context ();
      g_assert_cmpint ((int) ak_mistake_bar_get_side (bar), ==, (int) side);
      if (mine->len == 0)
        {
          activate (window, "win.go-first");
          g_assert_false (action_enabled (window, "next-mistake"));
          g_assert_true (g_str_has_prefix (_ak_mistake_bar_get_heading (bar), "No mistakes by "));
          continue;
        }
      /* Only one player's: fewer than both players'. */
      walk_mistakes (window, side);
    }
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (both), TRUE);
  drain_main_context ();
  g_assert_cmpint ((int) ak_mistake_bar_get_side (bar), ==, AK_SIDE_NONE);
  walk_mistakes (window, AK_SIDE_NONE);
  {
    g_autoptr(GPtrArray) south_ones = expected_mistakes (game, AK_SOUTH);
    g_autoptr(GPtrArray) north_ones = expected_mistakes (game, AK_NORTH);

    g_assert_cmpuint (all->len, ==, south_ones->len + north_ones->len);
  }
}

/* The key moments are the moves that lost the most; a row goes to its
 * move. */
static void
check_key_moments (AkWindow *window)
{
  AkGame *game = ak_window_get_game (window);
  g_autoptr(GArray) moves = ak_review_moves_collect (game);
  g_autoptr(GArray) moments = ak_review_moves_key_moments (moves, 5, AK_REVIEW_INACCURACY_LOSS);
  GtkListBox *list = _ak_mistake_bar_get_moments (bar_of (window));
  guint n_rows = 0;

  g_assert_cmpuint (moments->len, >, 0);
  while (gtk_list_box_get_row_at_index (list, n_rows) != NULL)
    n_rows++;
  g_assert_cmpuint (n_rows, ==, moments->len);

  /* From the last to the first, each from somewhere else. */
  for (guint i = moments->len; i > 0; i--)
    {
      const AkReviewedMove *moment = &g_array_index (moments, AkReviewedMove, i - 1);
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, i - 1);
      g_autofree char *notation = ak_game_node_dup_notation (moment->node);
      const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));

      activate (window, "win.go-first");
      g_assert_true (strstr (title, notation) != NULL);
      g_assert_true (gtk_widget_activate (GTK_WIDGET (row)));
      drain_main_context ();
      g_assert_true (current (window) == moment->node);
    }
}

static void
find_labels_with_tooltip (GtkWidget  *widget,
                          const char *tooltip,
                          guint      *n_found)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), tooltip) == 0)
    (*n_found)++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_labels_with_tooltip (child, tooltip, n_found);
}

/* The marked move's own cell in the Moves list carries the review's
 * words. */
static void
check_moves_list (AkWindow *window)
{
  g_autoptr(GPtrArray) mistakes = expected_mistakes (ak_window_get_game (window), AK_SIDE_NONE);
  AkGameNode *node = g_ptr_array_index (mistakes, 0);
  g_autofree char *words = ak_review_dup_explanation (node);
  guint n_found = 0;

  ak_window_set_side_panel_shown (window, TRUE);
  activate (window, "win.go-first");
  activate (window, "win.next-mistake");
  ui_test_settle (200);
  g_assert_nonnull (words);
  find_labels_with_tooltip (GTK_WIDGET (window->moves_panel), words, &n_found);
  g_assert_cmpuint (n_found, ==, 1);
}

/* The bar follows the position however it is reached: the moves one by
 * one, and back to the start. */
static void
check_following (AkWindow *window)
{
  g_autoptr(GPtrArray) mistakes = expected_mistakes (ak_window_get_game (window), AK_SIDE_NONE);
  AkGameNode *first = g_ptr_array_index (mistakes, 0);

  activate (window, "win.go-first");
  while (current (window) != first)
    activate (window, "win.go-next");
  assert_bar_at (window, mistakes, 0);
  /* One move on, the first is nearer than the second (or as near, and
   * earlier) unless the second is that move. */
  activate (window, "win.go-next");
  if (mistakes->len == 1 ||
      ((AkGameNode *) g_ptr_array_index (mistakes, 1))->ply >= first->ply + 2)
    g_assert_true (g_str_has_prefix (_ak_mistake_bar_get_heading (bar_of (window)),
                                     "Previous mistake, 1 of "));
}

/* Closed, the bar stays closed while the user steps; Next Mistake
 * brings it back. */
static void
check_close (AkWindow *window)
{
  AkMistakeBar *bar = bar_of (window);
  GtkWidget *close = ui_test_find_named (GTK_WIDGET (bar), "mistake-bar-close");

  activate (window, "win.go-first");
  g_assert_true (ak_mistake_bar_get_revealed (bar));
  g_signal_emit_by_name (close, "clicked");
  drain_main_context ();
  g_assert_false (ak_mistake_bar_get_revealed (bar));
  activate (window, "win.go-next");
  g_assert_false (ak_mistake_bar_get_revealed (bar));
  activate (window, "win.next-mistake");
  g_assert_true (ak_mistake_bar_get_revealed (bar));
}

static void
check_all (AkWindow *window)
{
  walk_mistakes (window, AK_SIDE_NONE);
  check_following (window);
  check_filter (window);
  check_key_moments (window);
  check_moves_list (window);
  check_close (window);
}

static void
test_mistakes_opened_file (void)
{
  AkWindow *window = open_reviewed ();
  g_autoptr(GPtrArray) mistakes = expected_mistakes (ak_window_get_game (window), AK_SIDE_NONE);

  /* The file's three: 1… D?, 5. f? and 34. a?. */
  g_assert_cmpuint (mistakes->len, ==, 3);
  g_assert_cmpuint (((AkGameNode *) g_ptr_array_index (mistakes, 0))->ply, ==, 2);
  g_assert_cmpuint (((AkGameNode *) g_ptr_array_index (mistakes, 1))->ply, ==, 9);
  check_all (window);
  ui_test_destroy_window (window);
}

/* Whether the window binds @keyval with @modifiers to @action. */
static gboolean
has_binding (AkWindow        *window,
             guint            keyval,
             GdkModifierType  modifiers,
             const char      *action)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  g_autoptr(GtkShortcutTrigger) wanted = gtk_keyval_trigger_new (keyval, modifiers);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutAction *bound = gtk_shortcut_get_action (shortcut);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), wanted) &&
              GTK_IS_NAMED_ACTION (bound) &&
              g_str_equal (gtk_named_action_get_action_name (GTK_NAMED_ACTION (bound)), action))
            return TRUE;
        }
    }
  return FALSE;
}

/* Alt+Down and Alt+Up, beside Alt+Left and Alt+Right for the moves. */
static void
test_mistakes_keys (void)
{
  AkWindow *window = new_window ();

  g_assert_true (has_binding (window, GDK_KEY_Down, GDK_ALT_MASK, "win.next-mistake"));
  g_assert_true (has_binding (window, GDK_KEY_Up, GDK_ALT_MASK, "win.previous-mistake"));
  g_assert_true (has_binding (window, GDK_KEY_Right, GDK_ALT_MASK, "win.go-next"));
  ui_test_destroy_window (window);
}

/* No marks, no bar and no mistakes to go to. */
static void
test_mistakes_unreviewed (void)
{
  AkWindow *window = new_window ();
  AkMistakeBar *bar = bar_of (window);

  g_assert_false (ak_mistake_bar_get_revealed (bar));
  g_assert_false (action_enabled (window, "next-mistake"));
  g_assert_false (action_enabled (window, "previous-mistake"));
  ui_test_destroy_window (window);
}

/* The first plies of reviewed.akn, played again without the review. */
static AkGame *
new_unreviewed_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "reviewed.akn", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkGame) reviewed = NULL;
  AkPosition start;
  AkGame *game;
  AkGameNode *node;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  games = ak_notation_read (text, -1, NULL, &error);
  g_assert_no_error (error);
  reviewed = ak_game_new_from_record (g_ptr_array_index (games, 0));
  node = ak_game_get_root (reviewed);
  ak_position_init_start (&start, node->position.side);
  game = ak_game_new (ak_game_get_rules (reviewed), &start);
  for (guint i = 0; i < REVIEWED_PLIES; i++)
    {
      node = g_ptr_array_index (node->children, 0);
      g_assert_cmpint (ak_game_play (game, node->move, NULL), ==, AK_VERDICT_LEGAL);
    }
  return game;
}

/* Reviews the window's game at the fixed depth, which gives the same
 * marks every time; the bar is away while the review runs. */
static void
review_in_window (AkWindow *window)
{
  AkMistakeBar *bar = bar_of (window);
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  AdwAlertDialog *dialog;
  GtkWidget *times;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review-game", NULL));
  dialog = ui_test_wait_for_alert_dialog ();
  times = ui_test_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (times), 3);
  /* The answer starts the review at once, before the main loop runs
   * again, and the review's own bar shows instead of this one. */
  ui_test_alert_respond (dialog, "review");
  g_assert_true (ak_window_review_is_running (window));
  g_assert_false (ak_mistake_bar_get_revealed (bar));

  while (ak_window_review_is_running (window))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  drain_main_context ();
}

static void
test_mistakes_after_review (void)
{
  g_autoptr(AkGame) game = new_unreviewed_game ();
  AkWindow *window = new_window ();
  AkMistakeBar *bar = bar_of (window);
  g_autoptr(GPtrArray) mistakes = NULL;

  ak_window_set_game (window, game);
  ak_window_set_player_level (window, AK_SOUTH, 0);
  ak_window_set_player_level (window, AK_NORTH, 0);
  drain_main_context ();
  g_assert_false (ak_mistake_bar_get_revealed (bar));
  g_assert_false (action_enabled (window, "next-mistake"));

  review_in_window (window);
  g_assert_true (ak_mistake_bar_get_revealed (bar));
  mistakes = expected_mistakes (game, AK_SIDE_NONE);
  g_test_message ("the review marked %u mistakes in %u plies", mistakes->len, REVIEWED_PLIES);
  check_all (window);

  /* Closed, then reviewed again: the bar goes while the review runs and
   * comes back after it. */
  g_signal_emit_by_name (ui_test_find_named (GTK_WIDGET (bar), "mistake-bar-close"), "clicked");
  drain_main_context ();
  g_assert_false (ak_mistake_bar_get_revealed (bar));
  review_in_window (window);
  g_assert_true (ak_mistake_bar_get_revealed (bar));
  walk_mistakes (window, AK_SIDE_NONE);

  ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  _ak_board_view_set_announce_hook (announce_hook, NULL);
  g_test_add_func ("/ak/ui/mistakes/opened-file", test_mistakes_opened_file);
  g_test_add_func ("/ak/ui/mistakes/unreviewed", test_mistakes_unreviewed);
  g_test_add_func ("/ak/ui/mistakes/keys", test_mistakes_keys);
  g_test_add_func ("/ak/ui/mistakes/after-review", test_mistakes_after_review);

  {
    int status = ui_test_run ();

    g_clear_pointer (&announced, g_free);
    return status;
  }
}
