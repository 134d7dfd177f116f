/* window-test-helpers.c — what the test-window programs share: a shown
 * window, moves through its holes, waiting for files, and finding the
 * dialogs it opens
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-window"

#include "config.h"

#include "window-test-helpers.h"

int
first_legal_move (AkGame *game)
{
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      return hole;

  g_assert_not_reached ();
}

AkWindow *
new_shown_window (void)
{
  AkWindow *window;

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  ak_board_view_set_animation_speed (ak_window_get_board_view (window),
                                     AK_ANIMATION_SPEED_INSTANT);

  return window;
}

AdwAlertDialog *
find_save_changes_dialog (void)
{
  AdwAlertDialog *dialog = ui_test_find_alert_dialog ();

  if (dialog != NULL && gtk_widget_has_css_class (GTK_WIDGET (dialog), "save-changes"))
    return dialog;

  return NULL;
}

AkGameOverDialog *
find_game_over (void)
{
  return ui_test_find_dialog_of_type (AK_TYPE_GAME_OVER_DIALOG);
}

void
wait_for_file_ops (AkWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  while (ak_window_get_n_pending_file_ops (window) > 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  drain_main_context ();
}

void
remove_dir (GFile *dir)
{
  g_autoptr(GFileEnumerator) children = NULL;
  GFileInfo *info;

  children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_assert_nonnull (children);
  while ((info = g_file_enumerator_next_file (children, NULL, NULL)) != NULL)
    {
      g_autoptr(GFile) child = g_file_get_child (dir, g_file_info_get_name (info));

      g_test_message ("removing %s", g_file_info_get_name (info));
      g_assert_true (g_file_delete (child, NULL, NULL));
      g_object_unref (info);
    }
  g_assert_true (g_file_delete (dir, NULL, NULL));
}

GtkWidget *
hole_widget (AkWindow *window,
             int       hole)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (ak_window_get_board_view (window)));

  for (int i = 0; i < hole && child != NULL; i++)
    child = gtk_widget_get_next_sibling (child);
  g_assert_nonnull (child);
  return child;
}

void
press_hole (AkWindow *window,
            int       hole)
{
  AkBoardView *board = ak_window_get_board_view (window);

  ak_board_view_set_focus_hole (board, hole);
  g_assert_true (gtk_widget_activate (hole_widget (window, hole)));
}

int
random_legal_move (AkGame *game,
                   GRand  *rand)
{
  int moves[AK_N_HOLES];
  int n = 0;

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      moves[n++] = hole;
  if (n == 0)
    return AK_MOVE_PASS;
  return moves[g_rand_int_range (rand, 0, n)];
}
