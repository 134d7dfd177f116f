/* moves-panel-test-helpers.c — what the moves panel test
 * programs share: a panel showing a game in a window, a study with
 * variations, and the rows and text the panel shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-moves-panel"

#include "config.h"

#include "moves-panel-test-helpers.h"

void
drain_with_layout (void)
{
  /* Lets the list build its rows: they need a layout pass. */
  for (guint i = 0; i < 20; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (2000);
    }
}

int
hole (char letter)
{
  return letter >= 'a' ? letter - 'a' : letter - 'A' + 6;
}

void
play (AkGame *game,
      char    letter)
{
  g_assert_cmpint (ak_game_play (game, hole (letter), NULL), ==, AK_VERDICT_LEGAL);
}

void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  fixture->game = ak_game_new (&rules, &start);

  fixture->panel = g_object_ref_sink (AK_MOVES_PANEL (ak_moves_panel_new ()));
  ak_moves_panel_set_game (fixture->panel, fixture->game);

  /* An AdwWindow, for the panel's questions to show over. */
  fixture->window = GTK_WINDOW (adw_window_new ());
  g_object_ref (fixture->window);
  gtk_window_set_default_size (fixture->window, 360, 700);
  adw_window_set_content (ADW_WINDOW (fixture->window), GTK_WIDGET (fixture->panel));
  gtk_window_present (fixture->window);
  ui_test_wait_for_window_shown (fixture->window);

  /* The test programs share one X server without a window manager: a
   * window another program opens meanwhile takes the focus, and a popover
   * that hides when its window loses the focus would close under the
   * test's feet. */
  gtk_popover_set_autohide (_ak_moves_panel_get_comment_popover (fixture->panel), FALSE);
}

void
let_tooltip_timeout_run (void)
{
  gint64 until = g_get_monotonic_time () + 700 * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < until)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
    }
}

void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  let_tooltip_timeout_run ();
  gtk_window_destroy (fixture->window);
  drain_with_layout ();
  g_assert_finalize_object (fixture->window);
  g_assert_finalize_object (fixture->panel);
  g_assert_finalize_object (fixture->game);
}

AkGameNode *
make_study (AkGame *game)
{
  AkGameNode *d;

  play (game, 'a');
  play (game, 'B');
  play (game, 'c');

  /* Undo and another move: a variation. */
  g_assert_true (ak_game_undo (game));
  play (game, 'd');
  d = ak_game_get_current_node (game);
  g_assert_false (ak_game_is_on_main_line (game, d));

  ak_game_go_first (game);
  play (game, 'a');
  play (game, 'E');
  play (game, 'a');

  return d;
}

guint
position_of (AkGame     *game,
             AkGameNode *node)
{
  return ak_move_history_find (AK_MOVE_HISTORY (ak_game_get_history (game)), node);
}

GtkLabel *
row_label_of (AkMovesPanel *panel,
              AkGameNode   *node)
{
  GtkLabel *label;

  drain_with_layout ();
  label = _ak_moves_panel_get_row_label (panel, node);
  g_assert_nonnull (label);
  return label;
}

char *
write_game (AkGame *game)
{
  g_autoptr(AkGameRecord) record = ak_game_dup_record (game);

  return ak_notation_write_game (record);
}
