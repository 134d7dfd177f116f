/* test-playout.c — the property test: random games and matches, random
 * ownerships and rule options, every move checked against the plain rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-engine.h"
#include "ak-history-private.h"
#include "naive-rules.h"

#define N_GAMES          10000
#define MAX_PLIES        100000
#define LEGAL_MAX_LAPS   100000
#define REFUSED_MIN_LAPS 2000

typedef struct
{
  guint64 games;
  guint64 matches;
  guint64 plies;
  guint64 moves_checked;
  guint64 endless_refused;
  guint64 terminations[AK_N_TERMINATIONS];
} Totals;

static void
random_rules (AkRandom *rng,
              AkRules  *rules)
{
  ak_rules_init (rules);
  rules->variant = ak_random_below (rng, 2) ? AK_VARIANT_ADJI_KUI_2 : AK_VARIANT_ADJI_KUI_1;
  rules->skip_origin = ak_random_below (rng, 4) == 0;
  rules->remainder = ak_random_below (rng, 2) ? AK_REMAINDER_ROUND : AK_REMAINDER_BANK;
  rules->next_starter = (AkNextStarter) ak_random_below (rng, 3);
  rules->match_end = AK_MATCH_END_GAMES;
  rules->match_end_n = 1 + ak_random_below (rng, 6);
}

/* 48 seeds dropped into random holes, random owners, a random side. */
static void
random_position (AkRandom   *rng,
                 AkPosition *pos)
{
  memset (pos, 0, sizeof *pos);
  for (guint i = 0; i < AK_N_SEEDS; i++)
    pos->holes[ak_random_below (rng, AK_N_HOLES)]++;
  pos->owners = (guint16) ak_random_below (rng, 1u << AK_N_HOLES);
  pos->side = ak_random_below (rng, 2);
  g_assert_true (ak_position_validate (pos, NULL));
}

/* Every move the engine offers ends, by the plain rules, in the same
 * position; every candidate it refuses really runs on. */
static void
check_moves (const AkPosition *pos,
             const AkRules    *rules,
             const AkMoveList *list,
             Totals           *totals)
{
  guint owned = ak_position_owned_mask (pos, pos->side);
  guint offered = 0;

  for (guint i = 0; i < list->n_moves; i++)
    {
      AkPosition child = *pos;
      guint captured;
      int move = list->moves[i];

      g_assert_cmpuint (ak_position_total (&list->children[i]), ==, AK_N_SEEDS);
      if (move == AK_MOVE_PASS)
        {
          g_assert_cmpuint (list->n_moves, ==, 1);
          g_assert_false (ak_position_side_can_move (pos, rules, pos->side));
          continue;
        }

      offered |= 1u << move;
      g_assert_cmpint (naive_play (&child, rules, move, FALSE, LEGAL_MAX_LAPS, &captured), ==,
                       NAIVE_OK);
      g_assert_true (ak_position_equal (&child, &list->children[i]));
      g_assert_cmpuint (captured, ==, list->info[i].captured);
      totals->moves_checked++;
    }

  for (int h = 0; h < AK_N_HOLES; h++)
    {
      AkPosition child = *pos;
      guint captured;

      if (!(owned & (1u << h)) || pos->holes[h] < 2 || (offered & (1u << h)))
        continue;
      /* A candidate not offered: only an endless relay may be refused. */
      g_assert_cmpint (rules->variant, ==, AK_VARIANT_ADJI_KUI_2);
      g_assert_cmpint (ak_position_check_move (pos, rules, h), ==, AK_VERDICT_ENDLESS);
      g_assert_cmpint (naive_play (&child, rules, h, FALSE, REFUSED_MIN_LAPS, &captured), ==,
                       NAIVE_TOO_LONG);
      totals->endless_refused++;
    }
}

/* Plays one game of random legal moves; returns the final history. */
static AkHistory *
play_game (AkRandom         *rng,
           const AkRules    *rules,
           const AkPosition *start,
           Totals           *totals)
{
  AkHistory *history = ak_history_new (rules, start);
  guint plies = 0;

  while (!ak_history_is_over (history))
    {
      const AkPosition *pos = ak_history_get_position (history);
      AkMoveList list;
      guint pick;

      g_assert_cmpuint (ak_position_total (pos), ==, AK_N_SEEDS);
      g_assert_cmpuint (ak_position_legal_moves (pos, rules, &list), >, 0);
      check_moves (pos, rules, &list, totals);

      pick = ak_random_below (rng, list.n_moves);
      g_assert_cmpint (ak_history_play (history, list.moves[pick], NULL, NULL), ==,
                       AK_VERDICT_LEGAL);
      g_assert_true (ak_position_equal (ak_history_get_position (history), &list.children[pick]));

      plies++;
      g_assert_cmpuint (plies, <, MAX_PLIES);
    }

  g_assert_cmpuint (ak_position_total (ak_history_get_position (history)), ==, AK_N_SEEDS);
  totals->games++;
  totals->plies += plies;
  totals->terminations[ak_history_get_termination (history)]++;
  return history;
}

static void
test_random_matches (void)
{
  AkRandom rng;
  Totals totals = { 0, };

  ak_random_init (&rng, 48);

  while (totals.games < N_GAMES)
    {
      AkRules rules;
      AkPosition start;
      AkSide starter;
      guint games_played = 0;

      random_rules (&rng, &rules);
      random_position (&rng, &start);
      starter = start.side;
      totals.matches++;

      for (;;)
        {
          g_autoptr(AkHistory) history = play_game (&rng, &rules, &start, &totals);
          const AkPosition *final = ak_history_get_position (history);
          AkRebuildPlan plan;
          guint wealth[2], result[2];
          guint8 purchases[AK_N_HOLES];
          int winner;

          games_played++;
          g_assert_true (ak_history_get_result (history, result));
          ak_match_wealth (final, wealth);
          g_assert_cmpuint (wealth[0] + wealth[1], ==, AK_N_SEEDS);
          g_assert_cmpuint (result[0] + result[1] + final->banks[0] + final->banks[1], ==,
                            AK_N_SEEDS);

          if (ak_match_check_end (&rules, games_played, wealth, &winner) == AK_MATCH_OVER ||
              totals.games >= N_GAMES)
            break;

          /* The buyer picks random holes of the other row. */
          ak_match_plan (&rules, wealth, &plan);
          if (plan.buyer != AK_SIDE_NONE)
            {
              guint8 row[AK_ROW_HOLES];
              int first = plan.buyer == AK_SOUTH ? AK_ROW_HOLES : 0;

              for (int i = 0; i < AK_ROW_HOLES; i++)
                row[i] = (guint8) (first + i);
              for (guint i = 0; i < plan.n_purchases; i++)
                {
                  guint j = i + ak_random_below (&rng, AK_ROW_HOLES - i);
                  guint8 t = row[i];

                  row[i] = row[j];
                  row[j] = t;
                  purchases[i] = row[i];
                }
            }

          starter = ak_match_next_starter (&rules, starter, result);
          g_assert_true (ak_match_rebuild (&rules, wealth, purchases, plan.n_purchases, starter,
                                           &start, NULL));
          g_assert_cmpuint (ak_position_total (&start), ==, AK_N_SEEDS);
          g_assert_cmpuint (ak_position_holes_owned (&start, AK_SOUTH), ==, plan.holes[AK_SOUTH]);
          g_assert_cmpuint (start.banks[0], ==, plan.banks[0]);
          g_assert_cmpuint (start.banks[1], ==, plan.banks[1]);
        }
    }

  g_test_message ("%" G_GUINT64_FORMAT " games in %" G_GUINT64_FORMAT " matches, %"
                  G_GUINT64_FORMAT " plies, %" G_GUINT64_FORMAT " moves checked, %"
                  G_GUINT64_FORMAT " endless refused",
                  totals.games, totals.matches, totals.plies, totals.moves_checked,
                  totals.endless_refused);
  for (guint i = AK_TERMINATION_BOARD; i < AK_N_TERMINATIONS; i++)
    g_test_message ("  ended by %s: %" G_GUINT64_FORMAT, ak_termination_to_string (i),
                    totals.terminations[i]);

  /* The sample is big enough to see every ending the rules have but
   * agreement, and endless relays refused. */
  g_assert_cmpuint (totals.terminations[AK_TERMINATION_BOARD], >, 0);
  g_assert_cmpuint (totals.terminations[AK_TERMINATION_NO_MOVES], >, 0);
  g_assert_cmpuint (totals.terminations[AK_TERMINATION_REPETITION], >, 0);
  g_assert_cmpuint (totals.endless_refused, >, 0);
}

/* The fast playouts (used by the benchmark) play by the same rules as
 * AkHistory: replaying their moves gives the same ending and position. */
static void
test_playouts_agree (void)
{
  for (guint variant = AK_VARIANT_ADJI_KUI_1; variant <= AK_VARIANT_ADJI_KUI_2; variant++)
    {
      AkRandom rng;
      AkRules rules;
      AkPosition start;

      ak_rules_init (&rules);
      rules.variant = variant;
      ak_position_init_start (&start, AK_SOUTH);
      ak_random_init (&rng, variant);

      for (guint g = 0; g < 1000; g++)
        {
          g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (int));
          g_autoptr(AkHistory) history = ak_history_new (&rules, &start);
          AkPlayoutStats stats = { 0, };
          AkPosition final;
          AkTermination termination;

          termination = ak_playout_game (&rules, &start, &rng, &final, moves, &stats);
          g_assert_cmpuint (stats.plies, ==, moves->len);
          for (guint i = 0; i < moves->len; i++)
            g_assert_cmpint (ak_history_play (history, g_array_index (moves, int, i), NULL, NULL),
                             ==, AK_VERDICT_LEGAL);
          g_assert_cmpint (ak_history_get_termination (history), ==, termination);
          g_assert_true (ak_position_equal (ak_history_get_position (history), &final));
        }
    }
}

/* With both history endings off, the fast playouts stop at the move limit
 * (brought down to 30 plies through the test hook) as AkHistory does. */
static void
test_playouts_move_limit (void)
{
  AkRandom rng;
  AkRules rules;
  AkPosition start;
  guint limited = 0;

  g_assert_true (ak_rules_parse (&rules, "repetition=0 no-capture-limit=0", NULL));
  ak_position_init_start (&start, AK_SOUTH);
  ak_random_init (&rng, 30);
  _ak_history_set_max_plies (30);

  for (guint g = 0; g < 200; g++)
    {
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (int));
      g_autoptr(AkHistory) history = ak_history_new (&rules, &start);
      AkPosition final;
      AkTermination termination;

      termination = ak_playout_game (&rules, &start, &rng, &final, moves, NULL);
      g_assert_cmpuint (moves->len, <=, 30);
      for (guint i = 0; i < moves->len; i++)
        g_assert_cmpint (ak_history_play (history, g_array_index (moves, int, i), NULL, NULL),
                         ==, AK_VERDICT_LEGAL);
      g_assert_cmpint (ak_history_get_termination (history), ==, termination);
      g_assert_true (ak_position_equal (ak_history_get_position (history), &final));
      if (termination == AK_TERMINATION_MOVE_LIMIT)
        {
          g_assert_cmpuint (moves->len, ==, 30);
          limited++;
        }
    }
  _ak_history_set_max_plies (0);
  g_test_message ("%u of 200 games stopped at the limit", limited);
  g_assert_cmpuint (limited, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/engine/playout/random-matches", test_random_matches);
  g_test_add_func ("/ak/engine/playout/playouts-agree", test_playouts_agree);
  g_test_add_func ("/ak/engine/playout/move-limit", test_playouts_move_limit);

  return g_test_run ();
}
