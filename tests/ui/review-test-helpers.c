/* review-test-helpers.c — what the window's review tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "review-test-helpers.h"

#include "ak-board-view.h"

/* Ten plies from the start, all checked with `adji-kui-cli play`. */
static const char game_moves[] = "fFaAbBeCfE";
G_STATIC_ASSERT (sizeof game_moves - 1 == REVIEW_TEST_N_PLIES);

/* The game above, from the start of Adji Kui II. */
AkGame *
review_test_new_game (void)
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

/* @game as a file holds it. */
char *
review_test_game_text (AkGame *game)
{
  g_autoptr(AkGameRecord) record = ak_game_dup_record (game);

  return ak_notation_write_game (record);
}

/* A shown window with @game (if not %NULL), its settings reset, moves
 * shown at once, and two people at the board: no computer plays a move
 * while a review runs. */
AkWindow *
review_test_new_window (AkGame *game)
{
  AkWindow *window;

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  ak_board_view_set_animation_speed (ak_window_get_board_view (window),
                                     AK_ANIMATION_SPEED_INSTANT);
  if (game != NULL)
    ak_window_set_game (window, game);
  ak_window_set_player_level (window, AK_SOUTH, 0);
  ak_window_set_player_level (window, AK_NORTH, 0);
  drain_main_context ();
  return window;
}

/* Spins until the review's bar goes: the review ended. */
void
review_test_wait_for_review_end (AkWindow *window,
                                 gint64    timeout_us)
{
  gint64 deadline = g_get_monotonic_time () + timeout_us;
  GtkWidget *bar = ui_test_find_named (GTK_WIDGET (window), "review-bar");

  g_assert_nonnull (bar);
  while (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  drain_main_context ();
}
