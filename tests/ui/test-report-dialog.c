/* test-report-dialog.c — the performance report: when the window offers
 * it, the figures it shows against the games', its best and worst moves
 * going to the board, the toast after a review, and the accuracy on the
 * ledger's cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The figures are checked against what the games themselves say
 * (ak_review_moves_collect ()), counted here: the accuracy is the share
 * of a player's moves with a choice that lost less than the ?! threshold.
 *
 * With AK_SCREENSHOT_DIR set, the report on tests/data/reviewed.akn is
 * also rendered there, at 960×640 and at a phone's 360×640, to be looked
 * at: report-960x640.png and report-360x640.png.
 */

#define G_LOG_DOMAIN "test-report-dialog"

#include "config.h"

#include "window-test-helpers.h"

#include "ak-preferences-dialog.h"
#include "ak-report-dialog.h"
#include "ak-review-report.h"

/* A button that follows @action_name's state, under @window: its
 * sensitivity says whether the action is enabled. */
static GtkWidget *
add_tracker (AkWindow   *window,
             const char *action_name)
{
  GtkWidget *status = GTK_WIDGET (_ak_window_get_status_label (window));
  GtkWidget *box = gtk_widget_get_parent (status);
  GtkWidget *tracker = gtk_button_new ();

  g_assert_true (GTK_IS_BOX (box));
  gtk_widget_set_visible (tracker, FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (tracker), action_name);
  gtk_box_append (GTK_BOX (box), tracker);
  return tracker;
}

static void
remove_tracker (GtkWidget *tracker)
{
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (tracker)), tracker);
}

static gboolean
action_enabled (AkWindow   *window,
                const char *action_name)
{
  GtkWidget *tracker = add_tracker (window, action_name);
  gboolean enabled;

  drain_main_context ();
  enabled = gtk_widget_get_sensitive (tracker);
  remove_tracker (tracker);
  return enabled;
}

static AkWindow *
new_window_with_file (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  AkWindow *window = new_shown_window ();

  ak_window_open_file (window, file);
  wait_for_file_ops (window);
  ui_test_close_alert_dialogs ();
  return window;
}

/* What the test expects of a player, counted from the game's moves. */
typedef struct
{
  guint       n_moves;
  guint       n_choices;
  guint       n_accurate;
  int         total_loss;
  AkGameNode *worst;
  int         worst_loss;
} Expected;

static void
count_moves (AkGame   *game,
             AkSide    side,
             int       threshold,
             Expected *expected)
{
  g_autoptr(GArray) moves = ak_review_moves_collect (game);

  memset (expected, 0, sizeof *expected);
  for (guint i = 0; i < moves->len; i++)
    {
      const AkReviewedMove *move = &g_array_index (moves, AkReviewedMove, i);

      if (move->side != side)
        continue;
      expected->n_moves++;
      expected->total_loss += move->loss;
      if (!move->forced)
        {
          expected->n_choices++;
          expected->n_accurate += move->loss < threshold;
        }
      if (move->loss > expected->worst_loss)
        {
          expected->worst = move->node;
          expected->worst_loss = move->loss;
        }
    }
}

static char *
expected_accuracy (const Expected *expected)
{
  g_assert_cmpuint (expected->n_choices, >, 0);
  return ak_report_format_accuracy (100.0 * expected->n_accurate / expected->n_choices);
}

static const char *
label_text (GtkWidget  *dialog,
            const char *name)
{
  GtkWidget *label = ui_test_find_named (dialog, name);

  g_assert_nonnull (label);
  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_label (GTK_LABEL (label));
}

static AkReportDialog *
open_report (AkWindow *window)
{
  AkReportDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review-report", NULL));
  dialog = ui_test_find_dialog_of_type (AK_TYPE_REPORT_DIALOG);
  g_assert_nonnull (dialog);
  ui_test_settle (100);
  return dialog;
}

static int
frame_width (AkWindow *window)
{
  int width;

  gtk_window_get_default_size (GTK_WINDOW (window), &width, NULL);
  return MAX (width - gtk_widget_get_width (GTK_WIDGET (window)), 0);
}

static int
frame_height (AkWindow *window)
{
  int height;

  gtk_window_get_default_size (GTK_WINDOW (window), NULL, &height);
  return MAX (height - gtk_widget_get_height (GTK_WIDGET (window)), 0);
}

static void
save_screenshot (AkWindow   *window,
                 int         width,
                 int         height,
                 const char *dir)
{
  g_autofree char *name = g_strdup_printf ("report-%dx%d.png", width, height);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot *snapshot;
  GskRenderer *renderer;

  /* The window's surface is larger by a frame under Xvfb: the window
   * widget gets the size asked for once that is added. */
  gtk_window_set_default_size (GTK_WINDOW (window),
                               width + frame_width (window), height + frame_height (window));
  ui_test_settle (600);
  paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (GTK_WIDGET (window)),
                          gtk_widget_get_height (GTK_WIDGET (window)));
  node = gtk_snapshot_free_to_node (snapshot);
  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  texture = gsk_renderer_render_texture (renderer, node, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("Wrote %s", path);
}

/* A game nobody reviewed: nothing to report, the action is off. */
static void
test_report_unreviewed (void)
{
  AkWindow *window = new_shown_window ();
  AkGame *game = ak_window_get_game (window);

  ak_window_set_player_level (window, AK_SOUTH, 0);
  ak_window_set_player_level (window, AK_NORTH, 0);
  press_hole (window, first_legal_move (game));
  drain_main_context ();
  g_assert_true (ak_game_get_can_undo (game));
  g_assert_false (ak_report_game_is_reviewed (game));
  g_assert_false (action_enabled (window, "win.review-report"));
  /* What does follow it is enabled: the tracker is not always off. */
  g_assert_true (action_enabled (window, "win.review-game"));

  ui_test_destroy_window (window);
}

/* A reviewed file opened: the report's figures are the game's. */
static void
test_report_reviewed_file (void)
{
  AkWindow *window = new_window_with_file ("reviewed.akn");
  AkGame *game = ak_window_get_game (window);
  g_autoptr(AkReviewReport) report = NULL;
  int thresholds[AK_REVIEW_N_MARKS];
  AkReportDialog *dialog;
  GtkWidget *widget;
  const char *dir = g_getenv ("AK_SCREENSHOT_DIR");

  g_assert_true (ak_report_game_is_reviewed (game));
  g_assert_true (action_enabled (window, "win.review-report"));

  ak_settings_get_review_thresholds (window->settings, thresholds);
  report = ak_review_report_new (&game, 1, thresholds);
  dialog = open_report (window);
  widget = GTK_WIDGET (dialog);
  /* Not a match: no choice of this game or the match. */
  g_assert_false (gtk_widget_get_visible (ui_test_find_named (widget, "scope")) &&
                  gtk_widget_get_mapped (ui_test_find_named (widget, "scope")));
  g_assert_true (gtk_widget_get_mapped (ui_test_find_named (widget, "south-accuracy")));
  /* In a window wider than a phone, the players side by side. */
  {
    graphene_rect_t south;
    graphene_rect_t north;

    g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, 800);
    g_assert_true (gtk_widget_compute_bounds (ui_test_find_named (widget, "south"),
                                              GTK_WIDGET (window), &south));
    g_assert_true (gtk_widget_compute_bounds (ui_test_find_named (widget, "north"),
                                              GTK_WIDGET (window), &north));
    g_assert_cmpfloat (south.origin.y, ==, north.origin.y);
    g_assert_cmpfloat (north.origin.x, >=, south.origin.x + south.size.width);
  }

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      const char *prefix = side == AK_SOUTH ? "south-" : "north-";
      g_autofree char *accuracy_name = g_strconcat (prefix, "accuracy", NULL);
      g_autofree char *average_name = g_strconcat (prefix, "average", NULL);
      g_autofree char *marks_name = g_strconcat (prefix, "marks", NULL);
      g_autofree char *worst_name = g_strconcat (prefix, "worst", NULL);
      g_autofree char *accuracy = NULL;
      g_autofree char *average = NULL;
      g_autofree char *marks = NULL;
      g_autofree char *worst = NULL;
      g_autofree char *worst_move = NULL;
      GtkWidget *row;
      Expected expected;

      count_moves (game, side, thresholds[AK_REVIEW_MARK_INACCURACY], &expected);
      g_assert_cmpuint (expected.n_moves, >, 10);
      g_assert_cmpuint (expected.n_accurate, <, expected.n_choices);

      accuracy = expected_accuracy (&expected);
      g_assert_cmpstr (label_text (widget, accuracy_name), ==, accuracy);
      average = g_strdup_printf ("%.2f", (int) ((expected.total_loss + expected.n_moves / 2) /
                                                expected.n_moves) / (double) AK_SCORE_SEED);
      g_assert_cmpstr (label_text (widget, average_name), ==, average);
      for (AkReviewPhase phase = AK_REVIEW_PHASE_OPENING; phase < AK_REVIEW_N_PHASES; phase++)
        {
          g_autofree char *name = g_strdup_printf ("%sphase-%u", prefix, (guint) phase);
          g_autofree char *text = NULL;

          if (ak_review_report_get_phase_n_moves (report, side, phase) > 0)
            text = g_strdup_printf ("%.2f", ak_review_report_get_phase_average_loss (report, side,
                                                                                     phase) /
                                            (double) AK_SCORE_SEED);
          else
            text = g_strdup ("–");
          g_assert_cmpstr (label_text (widget, name), ==, text);
        }
      marks = g_strdup_printf ("?! %u  ? %u  ?? %u",
                               ak_review_report_get_n_marks (report, side, AK_REVIEW_MARK_INACCURACY),
                               ak_review_report_get_n_marks (report, side, AK_REVIEW_MARK_MISTAKE),
                               ak_review_report_get_n_marks (report, side, AK_REVIEW_MARK_BLUNDER));
      g_assert_cmpstr (label_text (widget, marks_name), ==, marks);

      /* The worst move: the one that lost most, named with its loss. */
      row = ui_test_find_named (widget, worst_name);
      g_assert_true (ADW_IS_ACTION_ROW (row));
      worst_move = ak_game_node_dup_notation (expected.worst);
      worst = g_strdup_printf ("%u%s %s, which lost %.2f seeds",
                               ak_game_node_get_move_number (expected.worst),
                               side == AK_SOUTH ? "." : "…", worst_move,
                               expected.worst_loss / (double) AK_SCORE_SEED);
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, worst);
      g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
    }

  if (dir != NULL)
    {
      save_screenshot (window, 960, 640, dir);
      save_screenshot (window, 360, 640, dir);
    }

  ui_test_dialog_close (ADW_DIALOG (dialog));
  ui_test_destroy_window (window);
}

static void
closed_cb (AdwDialog *dialog,
           gboolean  *closed)
{
  *closed = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

/* Activating the worst move shows it on the board, and closes the
 * report for the board to be seen. */
static void
test_report_go_to_worst (void)
{
  AkWindow *window = new_window_with_file ("reviewed.akn");
  AkGame *game = ak_window_get_game (window);
  int thresholds[AK_REVIEW_N_MARKS];
  AkReportDialog *dialog;
  GtkWidget *row;
  gboolean closed = FALSE;
  Expected expected;

  ak_settings_get_review_thresholds (window->settings, thresholds);
  count_moves (game, AK_NORTH, thresholds[AK_REVIEW_MARK_INACCURACY], &expected);
  g_assert_nonnull (expected.worst);
  g_assert_true (ak_game_get_current_node (game) != expected.worst);

  dialog = open_report (window);
  g_signal_connect (dialog, "closed", G_CALLBACK (closed_cb), &closed);
  row = ui_test_find_named (GTK_WIDGET (dialog), "north-worst");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_activate (row));
  ui_test_wait_until (is_true, &closed);
  g_assert_true (ak_game_get_current_node (game) == expected.worst);
  g_assert_null (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)));

  ui_test_destroy_window (window);
}

/* A short game reviewed in the window: the toast that sums it up opens
 * the report, which follows the review taken back. */
static void
test_report_after_review (void)
{
  AkWindow *window = new_shown_window ();
  AkGame *game = ak_window_get_game (window);
  gint64 deadline;
  AdwAlertDialog *question;
  AkReportDialog *dialog;
  AdwToast *toast;
  GtkWidget *times;

  ak_window_set_player_level (window, AK_SOUTH, 0);
  ak_window_set_player_level (window, AK_NORTH, 0);
  for (guint i = 0; i < 6; i++)
    {
      press_hole (window, first_legal_move (game));
      drain_main_context ();
    }
  g_assert_false (action_enabled (window, "win.review-report"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review-game", NULL));
  question = ui_test_wait_for_alert_dialog ();
  times = ui_test_find_descendant (GTK_WIDGET (question), GTK_TYPE_DROP_DOWN);
  /* A fifth of a second a position. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (times), 0);
  ui_test_alert_respond (question, "review");
  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (!ak_report_game_is_reviewed (game))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  drain_main_context ();

  toast = _ak_window_get_toast (window);
  g_assert_nonnull (toast);
  g_assert_true (g_str_has_prefix (adw_toast_get_title (toast), "Reviewed · "));
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, "_Report");
  g_assert_cmpstr (adw_toast_get_action_name (toast), ==, "win.review-report");
  g_assert_true (action_enabled (window, "win.review-report"));

  dialog = open_report (window);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (ui_test_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_STACK))),
                   ==, "report");

  /* Undo takes the review back: the report has nothing more to say. */
  ak_window_take_back_review (window);
  drain_main_context ();
  g_assert_false (ak_report_game_is_reviewed (game));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (ui_test_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_STACK))),
                   ==, "empty");
  g_assert_false (action_enabled (window, "win.review-report"));

  /* Its button asks for a review, the report out of the way. */
  ui_test_dialog_click (ADW_DIALOG (dialog), "review");
  question = ui_test_wait_for_alert_dialog ();
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (question), "review-game"));
  ui_test_alert_respond (question, "cancel");

  ui_test_destroy_window (window);
}

/* Values for each move of @game's main line, as a review leaves them:
 * every fifth move loses three seeds, the rest nothing. */
static void
write_values (AkGame *game)
{
  AkGameNode *node = ak_game_get_root (game);
  AkEval eval = { 0, };
  guint i = 0;

  eval.depth = 8;
  eval.kind = AK_VALUE_ESTIMATE;
  ak_game_set_eval (game, node, &eval);
  while (node->children != NULL && node->children->len > 0)
    {
      node = g_ptr_array_index (node->children, 0);
      if (++i % 5 == 0)
        eval.score += ak_game_node_get_mover (node) == AK_SOUTH ? -300 : 300;
      ak_game_set_eval (game, node, &eval);
    }
}

static char *
card_text (AkMatchPage *page,
           guint        index,
           const char  *field)
{
  drain_main_context ();
  return _ak_match_page_dup_row_text (page, index, field);
}

/* The ledger: a reviewed game's card shows each player's accuracy, a
 * game not reviewed none; the report opens on the match. */
static void
test_report_ledger (void)
{
  AkWindow *window = new_window_with_file ("match.akn");
  AkMatch *match = ak_window_get_match (window);
  AkMatchPage *page = window->match_page;
  int thresholds[AK_REVIEW_N_MARKS];
  AkGame *first;
  AkReportDialog *dialog;

  g_assert_nonnull (match);
  g_assert_cmpuint (ak_match_get_n_games (match), >=, 2);
  first = ak_match_get_game (match, 0);
  g_assert_true (first != ak_window_get_game (window));
  g_assert_false (ak_report_game_is_reviewed (first));
  g_assert_false (action_enabled (window, "win.review-report"));
  for (guint i = 0; i < ak_match_get_n_games (match); i++)
    {
      g_autofree char *south = card_text (page, i, "accuracy-south");
      g_autofree char *north = card_text (page, i, "accuracy-north");

      g_assert_null (south);
      g_assert_null (north);
    }

  write_values (first);
  g_assert_true (ak_report_game_is_reviewed (first));
  ak_settings_get_review_thresholds (window->settings, thresholds);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      g_autofree char *text = card_text (page, 0, side == AK_SOUTH ? "accuracy-south"
                                                                   : "accuracy-north");
      g_autofree char *accuracy = NULL;
      Expected expected;

      count_moves (first, side, thresholds[AK_REVIEW_MARK_INACCURACY], &expected);
      g_assert_cmpuint (expected.n_accurate, <, expected.n_choices);
      accuracy = expected_accuracy (&expected);
      g_assert_cmpstr (text, ==, accuracy);
    }
  for (guint i = 1; i < ak_match_get_n_games (match); i++)
    {
      g_autofree char *south = card_text (page, i, "accuracy-south");

      g_assert_null (south);
    }

  /* The window offers the report, on the match: the game on the board
   * has nothing reviewed. */
  ak_window_update_actions (window);
  g_assert_true (action_enabled (window, "win.review-report"));
  dialog = open_report (window);
  g_assert_true (ak_report_dialog_get_show_match (dialog));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (ui_test_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_STACK))),
                   ==, "report");
  /* This game alone: nothing reviewed, and the way to review it. */
  ak_report_dialog_set_show_match (dialog, FALSE);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (ui_test_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_STACK))),
                   ==, "empty");
  ui_test_dialog_close (ADW_DIALOG (dialog));

  ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/report/unreviewed", test_report_unreviewed);
  g_test_add_func ("/report/reviewed-file", test_report_reviewed_file);
  g_test_add_func ("/report/go-to-worst", test_report_go_to_worst);
  g_test_add_func ("/report/after-review", test_report_after_review);
  g_test_add_func ("/report/ledger", test_report_ledger);

  return ui_test_run ();
}
