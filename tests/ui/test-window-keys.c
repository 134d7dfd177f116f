/* test-window-keys.c — playing with real key presses
 *
 * GTK 4 has no way to make key events inside a program, so this test asks
 * the X server for them with xdotool, as a person at the keyboard would
 * type.  It runs alone (is_parallel: false in meson.build): with no window
 * manager, the keys go to the window under the pointer, which must be this
 * test's.  Without X11 or xdotool it is skipped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-window-keys"

#include "config.h"

#include "ui-test-setup.h"

#include "ak-window.h"

#define WAIT_TIMEOUT_US (10 * G_USEC_PER_SEC)

static char *xdotool;

static void
run_xdotool (const char *first_arg,
             ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status = 0;
  va_list args;

  g_ptr_array_add (argv, xdotool);
  va_start (args, first_arg);
  for (const char *arg = first_arg; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

typedef gboolean (*Condition) (AkWindow *window);

/* Spins the main context until @condition holds: the key events come
 * back from the X server. */
static void
wait_until (AkWindow  *window,
            Condition  condition)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  while (!condition (window))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static guint
n_plies (AkWindow *window)
{
  return g_list_model_get_n_items (ak_game_get_history (ak_window_get_game (window)));
}

static gboolean
one_ply (AkWindow *window)
{
  return n_plies (window) == 1 && !ak_board_view_get_animating (ak_window_get_board_view (window));
}

static gboolean
two_plies (AkWindow *window)
{
  return n_plies (window) == 2 && !ak_board_view_get_animating (ak_window_get_board_view (window));
}

static gboolean
at_start (AkWindow *window)
{
  return !ak_game_get_can_undo (ak_window_get_game (window));
}

static gboolean
not_at_start (AkWindow *window)
{
  return ak_game_get_can_undo (ak_window_get_game (window));
}

static gboolean
first_hole_focused (AkWindow *window)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (window));

  return focus != NULL &&
         gtk_widget_get_parent (focus) == GTK_WIDGET (ak_window_get_board_view (window));
}

static gboolean
focus_in_north_row (AkWindow *window)
{
  int hole = ak_board_view_get_focus_hole (ak_window_get_board_view (window));

  return hole >= 0 && ak_hole_row (hole) == AK_NORTH;
}

static gboolean
animating (AkWindow *window)
{
  return ak_board_view_get_animating (ak_window_get_board_view (window));
}

static gboolean
not_animating (AkWindow *window)
{
  return !animating (window);
}

static const char *
last_notation (AkWindow *window)
{
  GListModel *history = ak_game_get_history (ak_window_get_game (window));
  g_autoptr(AkMoveItem) item = g_list_model_get_item (history, g_list_model_get_n_items (history) - 1);

  return ak_move_item_get_notation (item);
}

static void
test_window_keys (void)
{
  AkWindow *window;
  AkBoardView *board;
  gint64 deadline;

  window = g_object_ref (ak_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  board = ak_window_get_board_view (window);
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_FAST);
  wait_until (window, first_hole_focused);

  /* The window opens at the top left: the pointer over it gives it the
   * keys. */
  run_xdotool ("mousemove", "400", "600", NULL);

  /* A letter plays that hole: a, South's first. */
  run_xdotool ("key", "a", NULL);
  wait_until (window, one_ply);
  g_assert_true (g_str_has_prefix (last_notation (window), "a"));

  /* Ctrl+Z takes it back, Ctrl+Shift+Z plays it again. */
  run_xdotool ("key", "ctrl+z", NULL);
  wait_until (window, at_start);
  run_xdotool ("key", "ctrl+shift+z", NULL);
  wait_until (window, not_at_start);
  wait_until (window, one_ply);

  /* North to move: up to North's row, along it, Enter sows. */
  run_xdotool ("key", "Up", NULL);
  wait_until (window, focus_in_north_row);
  for (int i = 0; i < 6; i++)
    if (ak_game_check_move (ak_window_get_game (window),
                            ak_board_view_get_focus_hole (board)) != AK_VERDICT_LEGAL)
      {
        int before = ak_board_view_get_focus_hole (board);

        run_xdotool ("key", "Left", NULL);
        deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
        while (ak_board_view_get_focus_hole (board) == before &&
               g_get_monotonic_time () < deadline)
          g_main_context_iteration (NULL, FALSE);
      }
  run_xdotool ("key", "Return", NULL);
  wait_until (window, two_plies);
  g_assert_cmpint (ak_hole_row (ak_hole_from_char (last_notation (window)[0])), ==, AK_NORTH);

  /* Escape finishes a sowing at once.  South sows its fullest hole
   * slowly, 240 ms a seed: the whole animation would take at least that
   * many times its seeds; Escape must end it in well under half. */
  {
    AkGame *game = ak_window_get_game (window);
    const AkPosition *pos = ak_game_get_position (game);
    char key[2] = { 0, 0 };
    int fullest = -1;
    gint64 started;
    gint64 planned_us;

    for (int hole = 0; hole < AK_ROW_HOLES; hole++)
      if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL &&
          (fullest < 0 || pos->holes[hole] > pos->holes[fullest]))
        fullest = hole;
    g_assert_cmpint (fullest, >=, 0);
    planned_us = (gint64) pos->holes[fullest] * 240 * 1000;
    g_assert_cmpint (planned_us, >=, 4 * 240 * 1000);

    ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_SLOW);
    key[0] = ak_hole_to_char (fullest);
    run_xdotool ("key", key, NULL);
    wait_until (window, animating);
    started = g_get_monotonic_time ();
    run_xdotool ("key", "Escape", NULL);
    wait_until (window, not_animating);
    g_test_message ("Escape ended a %.1f s sowing after %.2f s", planned_us / 1e6,
                    (g_get_monotonic_time () - started) / 1e6);
    g_assert_cmpint (g_get_monotonic_time () - started, <, planned_us / 2);
    g_assert_cmpuint (n_plies (window), ==, 3);
    for (int hole = 0; hole < AK_N_HOLES; hole++)
      g_assert_cmpuint (_ak_board_view_get_displayed_count (board, hole), ==,
                        ak_game_get_position (game)->holes[hole]);
  }

  /* The pointer goes back out of the way of the other tests' windows. */
  ui_test_park_pointer ();
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (window);
}

int
main (int   argc,
      char *argv[])
{
  GdkDisplay *display;

  if (!ui_test_init (&argc, &argv))
    return 0;

  display = gdk_display_get_default ();
  xdotool = g_find_program_in_path ("xdotool");
  if (xdotool == NULL || display == NULL ||
      !g_str_equal (G_OBJECT_TYPE_NAME (display), "GdkX11Display"))
    {
      g_print ("1..0 # SKIP needs X11 and xdotool\n");
      return 0;
    }

  g_test_add_func ("/ak/ui/window/keys", test_window_keys);

  return ui_test_run ();
}
