/* test-watch.c — the computer against itself in the window: watched,
 * paused, stepped and slowed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-watch"

#include "config.h"

#include "ui-test-setup.h"

#include "ak-window.h"

#define WAIT_TIMEOUT_US (20 * G_USEC_PER_SEC)

static guint
n_plies (AkWindow *window)
{
  return g_list_model_get_n_items (ak_game_get_history (ak_window_get_game (window)));
}

static gboolean
is_thinking (AkWindow *window)
{
  return ak_table_get_thinking (ak_window_get_table (window));
}

static gboolean
is_settled (AkWindow *window)
{
  AkTable *table = ak_window_get_table (window);

  return !ak_table_get_thinking (table) && !ak_table_get_held (table) &&
         !ak_board_view_get_animating (ak_window_get_board_view (window));
}

static guint target_plies;

static gboolean
reached_target (AkWindow *window)
{
  return n_plies (window) >= target_plies;
}

typedef gboolean (*Condition) (AkWindow *window);

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

static void
spin (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static guint
first_legal_move (AkGame *game)
{
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      return (guint) hole;
  g_assert_not_reached ();
  return 0;
}

/* Whether @model, its sections and submenus included, has an item for
 * @action with the target @target (or none, for -1). */
static gboolean
menu_has (GMenuModel *model,
          const char *action,
          gint64      target)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (model, i, G_MENU_LINK_SUBMENU);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action))
        {
          g_autoptr(GVariant) value =
            g_menu_model_get_item_attribute_value (model, i, G_MENU_ATTRIBUTE_TARGET, NULL);

          if (target < 0 ? value == NULL
                         : value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_UINT32) &&
                           g_variant_get_uint32 (value) == target)
            return TRUE;
        }
      if ((section != NULL && menu_has (section, action, target)) ||
          (submenu != NULL && menu_has (submenu, action, target)))
        return TRUE;
    }
  return FALSE;
}

/* The computer plays both sides from the menu; paused, it waits, a step
 * plays one move and no more; the watch speed spaces its moves out. */
static void
test_watch (void)
{
  AkWindow *window;
  AkTable *table;
  GMenuModel *menu;
  GtkWidget *button;
  guint plies;

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  ak_board_view_set_animation_speed (ak_window_get_board_view (window),
                                     AK_ANIMATION_SPEED_INSTANT);
  table = ak_window_get_table (window);

  /* The game menu offers it all. */
  button = ui_test_find_named (GTK_WIDGET (window), "game-menu");
  g_assert_nonnull (button);
  menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button));
  g_assert_true (menu_has (menu, "win.watch-computer", -1));
  g_assert_true (menu_has (menu, "win.step-computer", -1));
  g_assert_true (menu_has (menu, "win.pause-computer", -1));
  g_assert_true (menu_has (menu, "watch.speed", 0));
  g_assert_true (menu_has (menu, "watch.speed", 1000));
  g_assert_true (menu_has (menu, "watch.speed", 2500));

  /* A person against the computer at level 1; South's move, then the
   * computer takes South too. */
  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 1, NULL, NULL);
  g_assert_true (ak_table_play (table, first_legal_move (ak_window_get_game (window)), NULL));
  wait_until (window, is_settled);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.watch-computer", NULL));
  g_assert_cmpuint (ak_window_get_player_level (window, AK_SOUTH), ==, 1);
  g_assert_cmpuint (ak_window_get_player_level (window, AK_NORTH), ==, 1);
  target_plies = n_plies (window) + 6;
  wait_until (window, reached_target);
  g_assert_false (ak_game_get_is_over (ak_window_get_game (window)));

  /* Paused, it finishes nothing more. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.pause-computer", NULL);
  g_assert_true (ak_table_get_paused (table));
  wait_until (window, is_settled);
  plies = n_plies (window);
  spin (400);
  g_assert_cmpuint (n_plies (window), ==, plies);
  g_assert_false (is_thinking (window));

  /* A step: one move, then it waits again. */
  for (guint i = 1; i <= 2; i++)
    {
      g_assert_true (ak_table_get_can_step (table));
      gtk_widget_activate_action (GTK_WIDGET (window), "win.step-computer", NULL);
      target_plies = plies + i;
      wait_until (window, reached_target);
      wait_until (window, is_settled);
      spin (300);
      g_assert_cmpuint (n_plies (window), ==, plies + i);
      g_assert_true (ak_table_get_paused (table));
    }
  plies = n_plies (window);

  /* Normal speed: a second between a move and the next search. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "watch.speed", "u", 1000));
  g_assert_cmpuint (ak_table_get_watch_delay (table), ==, 1000);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.pause-computer", NULL);
  g_assert_false (ak_table_get_paused (table));
  {
    gint64 played;
    gint64 waited;

    target_plies = plies + 1;
    wait_until (window, reached_target);
    played = g_get_monotonic_time ();
    wait_until (window, is_thinking);
    waited = g_get_monotonic_time () - played;
    g_test_message ("the next search started %.0f ms after the move", waited / 1000.0);
    g_assert_cmpint (waited, >=, 900 * 1000);
  }
  /* Fast again, and paused, for the window to close quietly. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "watch.speed", "u", 0));
  g_assert_cmpuint (ak_table_get_watch_delay (table), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.pause-computer", NULL);
  wait_until (window, is_settled);

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
  g_assert_finalize_object (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/window/watch", test_watch);

  return ui_test_run ();
}
