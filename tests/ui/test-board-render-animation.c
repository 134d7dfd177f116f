/* test-board-render-animation.c — what the board renderer draws while
 * seeds move, measured in pixels: captures flying to a store, how long
 * moves take, the lap counter, and the sweep at the end of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each scene is drawn by the board's renderer into a texture with the
 * window's renderer, and parts of two pictures are compared: a mark
 * that changes nothing, or looks like another, fails.
 */

#define G_LOG_DOMAIN "test-board-render-animation"

#include "config.h"

#include "ui-test-setup.h"
#include "board-render-test-helpers.h"

/* A capture's seeds travel into the mover's store: near the end of the
 * step they are drawn over it, and at the start they are not. */
static void
test_capture_flies_to_store (Fixture       *fixture,
                             gconstpointer  data)
{
  AkBoardLayout l;
  AkPosition pos;
  AkBoardScene scene;
  AkBoardHand hand = {
    .kind = AK_BOARD_HAND_CAPTURE, .hole = 8, .from = 8, .seeds = 4, .mover = AK_SOUTH,
  };
  g_auto(Picture) still = { 0 };
  g_auto(Picture) early = { 0 };
  g_auto(Picture) late = { 0 };

  ak_board_layout_init (&l, WIDTH, HEIGHT, TRUE);
  ak_position_init_start (&pos, AK_SOUTH);
  pos.holes[8] = 0;
  ak_board_scene_init (&scene, &pos);
  draw (fixture, &scene, &still);
  scene.hand = &hand;
  hand.progress = 0.05;
  draw (fixture, &scene, &early);
  hand.progress = 0.9;
  draw (fixture, &scene, &late);

  g_assert_cmpfloat (difference (&still, &early, &l.store[AK_SOUTH], FALSE), ==, 0);
  g_assert_cmpfloat (difference (&still, &late, &l.store[AK_SOUTH], FALSE), >, 0.005);
  g_assert_cmpfloat (difference (&still, &late, &l.store[AK_NORTH], FALSE), ==, 0);
}

/* The longest move from the start, by drops: a relay of several laps. */
static int
longest_move (const AkPosition *pos,
              const AkRules    *rules,
              AkTrace          *trace)
{
  guint most = 0;
  int best = -1;

  for (int move = 0; move < AK_N_HOLES; move++)
    {
      AkPosition after = *pos;

      if (ak_position_play_traced (&after, rules, move, trace) == AK_VERDICT_LEGAL &&
          trace->drops->len > most)
        {
          most = trace->drops->len;
          best = move;
        }
    }
  g_assert_cmpint (best, >=, 0);
  {
    AkPosition after = *pos;

    g_assert_cmpint (ak_position_play_traced (&after, rules, best, trace), ==, AK_VERDICT_LEGAL);
  }
  return best;
}

/* A long relay takes no more than about 6 s at any speed; the
 * computer's moves, hurried, take less than half as long as a
 * person's. */
static void
test_animation_durations (Fixture       *fixture,
                          gconstpointer  data)
{
  AkBoardAnimation *animation = fixture->board->animation;
  AkTrace *trace = ak_trace_new ();
  AkPosition start;
  AkPosition shown;
  AkRules rules;
  double slow;
  double normal;
  double hurried;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  longest_move (&start, &rules, trace);
  g_test_message ("the longest first move: %u laps, %u drops", trace->laps->len,
                  trace->drops->len);
  g_assert_cmpuint (trace->laps->len, >, 1);

  shown = start;
  g_assert_true (ak_board_animation_start_full (animation, trace, &shown,
                                                AK_ANIMATION_SPEED_SLOW, FALSE, NULL));
  slow = ak_board_animation_get_duration_ms (animation);
  ak_board_animation_stop (animation);
  shown = start;
  g_assert_true (ak_board_animation_start_full (animation, trace, &shown,
                                                AK_ANIMATION_SPEED_NORMAL, FALSE, NULL));
  normal = ak_board_animation_get_duration_ms (animation);
  ak_board_animation_stop (animation);
  shown = start;
  g_assert_true (ak_board_animation_start_full (animation, trace, &shown,
                                                AK_ANIMATION_SPEED_NORMAL, TRUE, NULL));
  hurried = ak_board_animation_get_duration_ms (animation);
  ak_board_animation_stop (animation);

  g_test_message ("slow %.0f ms, normal %.0f ms, hurried %.0f ms", slow, normal, hurried);
  g_assert_cmpfloat (slow, <=, 6000.5);
  g_assert_cmpfloat (normal, <=, 6000.5);
  g_assert_cmpfloat (normal, >, 1000);
  g_assert_cmpfloat (hurried, <, normal / 2);
  g_assert_cmpfloat (hurried, >, 0);
  g_assert_cmpfloat (ak_board_animation_get_duration_ms (animation), ==, 0);

  ak_trace_free (trace);
}

/* During a relay the lap is counted over the groove; a one-lap move
 * shows no counter. */
static void
test_lap_counter (Fixture       *fixture,
                  gconstpointer  data)
{
  AkBoardLayout l;
  AkPosition pos;
  AkBoardScene scene;
  AkBoardHand hand = {
    .kind = AK_BOARD_HAND_LIFT, .hole = 0, .from = 0, .seeds = 4, .progress = 1,
    .mover = AK_SOUTH, .lap = 0, .n_laps = 1,
  };
  g_auto(Picture) one = { 0 };
  g_auto(Picture) first = { 0 };
  g_auto(Picture) third = { 0 };
  graphene_rect_t middle;

  ak_board_layout_init (&l, WIDTH, HEIGHT, TRUE);
  middle = GRAPHENE_RECT_INIT (l.holes_x + l.cell_w * 2, l.board.origin.y + l.board.size.height * 0.4f,
                               l.cell_w * 2, l.board.size.height * 0.2f);
  ak_position_init_start (&pos, AK_SOUTH);
  ak_board_scene_init (&scene, &pos);
  scene.hand = &hand;
  draw (fixture, &scene, &one);
  hand.n_laps = 5;
  draw (fixture, &scene, &first);
  hand.lap = 2;
  draw (fixture, &scene, &third);

  g_assert_cmpfloat (difference (&one, &first, &middle, FALSE), >, 0.05);
  /* “Lap 1 of 5” and “Lap 3 of 5” differ. */
  g_assert_cmpfloat (difference (&first, &third, &middle, FALSE), >, 0.001);
}

/* Plays the first legal move again and again from the start until the
 * next would end the game; that position, and the move that ends it. */
static int
near_the_end (const AkRules *rules,
              AkPosition    *pos)
{
  g_autofree AkMoveList *list = g_new0 (AkMoveList, 1);

  ak_position_init_start (pos, AK_SOUTH);
  for (int ply = 0; ply < 2000; ply++)
    {
      g_assert_cmpuint (ak_position_legal_moves (pos, rules, list), >, 0);
      for (guint i = 0; i < list->n_moves; i++)
        {
          AkStatus status = ak_position_status (&list->children[i], rules);

          if (list->moves[i] != AK_MOVE_PASS &&
              (status == AK_STATUS_OVER_BOARD || status == AK_STATUS_OVER_NO_MOVES) &&
              ak_position_seeds_on_board (&list->children[i]) > 0)
            return list->moves[i];
        }
      /* Vary the line a little with the ply, so it reaches an end. */
      *pos = list->children[(guint) ply % list->n_moves];
    }
  g_assert_not_reached ();
}

/* The move that ends a game is sown, then the seeds left fly to their
 * owners' stores: the board ends with empty holes and the division in
 * the stores, while the game keeps its position. */
static void
test_end_sweep (Fixture       *fixture,
                gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  g_autoptr(AkGame) game = NULL;
  AkRules rules;
  AkPosition before;
  AkPosition shown;
  AkPosition seen_mid;
  guint totals[2];
  gboolean saw_sweep = FALSE;
  gint64 deadline;
  int move;

  ak_rules_init (&rules);
  move = near_the_end (&rules, &before);
  {
    g_autofree char *text = ak_position_to_string (&before);

    g_test_message ("one move from the end: %s, then %c", text, ak_hole_to_char (move));
  }
  game = ak_game_new (&rules, &before);
  ak_board_view_set_game (board, game);
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_FAST);

  g_assert_true (ak_board_view_activate_hole (board, move));
  g_assert_true (ak_game_get_is_over (game));
  g_assert_true (ak_board_view_get_animating (board));

  /* Somewhere in the animation a hole is being swept: its seeds are
   * gone and its owner's store has not got them yet. */
  deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  while (ak_board_view_get_animating (board) && g_get_monotonic_time () < deadline)
    {
      const AkBoardHand *hand = ak_board_animation_get_hand (board->animation);

      if (hand != NULL && hand->kind == AK_BOARD_HAND_SWEEP)
        {
          saw_sweep = TRUE;
          ak_board_view_get_shown (board, &seen_mid);
          g_assert_cmpuint (seen_mid.holes[hand->hole], ==, 0);
        }
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  wait_for_animation (board);
  g_assert_true (saw_sweep);

  ak_position_division (ak_game_get_position (game), totals);
  ak_board_view_get_shown (board, &shown);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    g_assert_cmpuint (shown.holes[hole], ==, 0);
  g_assert_cmpuint (shown.stores[AK_SOUTH], ==, totals[AK_SOUTH]);
  g_assert_cmpuint (shown.stores[AK_NORTH], ==, totals[AK_NORTH]);
  g_assert_cmpuint (ak_position_seeds_on_board (ak_game_get_position (game)), >, 0);

  /* Back a move, the board shows the position with its seeds. */
  g_assert_true (ak_game_undo (game));
  ak_board_view_get_shown (board, &shown);
  g_assert_true (ak_position_equal (&shown, &before));

  ak_board_view_set_game (board, fixture->game);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add ("/ak/ui/board-render/capture-to-store", Fixture, NULL,
              fixture_set_up, test_capture_flies_to_store, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/animation-durations", Fixture, NULL,
              fixture_set_up, test_animation_durations, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/lap-counter", Fixture, NULL,
              fixture_set_up, test_lap_counter, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/end-sweep", Fixture, NULL,
              fixture_set_up, test_end_sweep, fixture_tear_down);

  return ui_test_run ();
}
