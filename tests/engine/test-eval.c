/* test-eval.c — the static evaluation: symmetric, its threat features
 * agree with the rules, the trained weights are built in and used
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-engine.h"

#define N_POSITIONS 4000

/* Positions of random games, half of them with holes handed to the other
 * player as match play does. */
static GArray *
random_positions (AkVariant variant,
                  guint64   seed)
{
  GArray *positions = g_array_new (FALSE, FALSE, sizeof (AkPosition));
  AkRules rules;
  AkRandom rng;

  ak_rules_init (&rules);
  rules.variant = variant;
  ak_random_init (&rng, seed);
  while (positions->len < N_POSITIONS)
    {
      AkPosition pos;
      gboolean bought = ak_random_below (&rng, 2) == 0;

      ak_position_init_start (&pos, ak_random_below (&rng, 2) ? AK_NORTH : AK_SOUTH);
      if (bought)
        for (int h = 0; h < AK_N_HOLES; h++)
          if (ak_random_below (&rng, 4) == 0)
            ak_position_set_owner (&pos, h, AK_SIDE_OTHER (ak_position_owner (&pos, h)));
      for (guint ply = 0; ply < 300; ply++)
        {
          AkMoveList list;
          guint i;

          if (ak_position_legal_moves (&pos, &rules, &list) == 0)
            break;
          i = ak_random_below (&rng, list.n_moves);
          pos = list.children[i];
          g_array_append_val (positions, pos);
        }
    }
  return positions;
}

static void
rules_for (AkVariant variant,
           AkRules  *rules)
{
  ak_rules_init (rules);
  rules->variant = variant;
}

static void
test_mirror (void)
{
  for (AkVariant v = AK_VARIANT_ADJI_KUI_1; v <= AK_VARIANT_ADJI_KUI_2; v++)
    {
      g_autoptr(GArray) positions = random_positions (v, 7);
      AkRules rules;

      rules_for (v, &rules);
      for (guint i = 0; i < positions->len; i += 7)
        {
          const AkPosition *pos = &g_array_index (positions, AkPosition, i);
          AkPosition mirror, back;
          AkMoveList moves, mirrored;

          ak_eval_mirror (pos, &mirror);
          ak_eval_mirror (&mirror, &back);
          g_assert_true (ak_position_equal (pos, &back));
          g_assert_cmpuint (ak_position_seeds_owned (pos, pos->side), ==,
                            ak_position_seeds_owned (&mirror, mirror.side));

          /* The same game with the players' places swapped: each move
           * has its mirror, with the same captures. */
          ak_position_legal_moves (pos, &rules, &moves);
          ak_position_legal_moves (&mirror, &rules, &mirrored);
          g_assert_cmpuint (moves.n_moves, ==, mirrored.n_moves);
          for (guint m = 0; m < moves.n_moves; m++)
            {
              int move = moves.moves[m] == AK_MOVE_PASS ? AK_MOVE_PASS
                                                        : (moves.moves[m] + AK_ROW_HOLES) % AK_N_HOLES;
              AkPosition child;
              guint k = 0;

              while (k < mirrored.n_moves && mirrored.moves[k] != move)
                k++;
              g_assert_cmpuint (k, <, mirrored.n_moves);
              ak_eval_mirror (&moves.children[m], &child);
              g_assert_true (ak_position_equal (&child, &mirrored.children[k]));
              g_assert_cmpuint (moves.info[m].captured, ==, mirrored.info[k].captured);
            }
        }
    }
}

/* South's view of a value of the side to move. */
static int
for_south (const AkPosition *pos,
           int               value)
{
  return pos->side == AK_SOUTH ? value : -value;
}

static void
test_symmetric (void)
{
  for (AkVariant v = AK_VARIANT_ADJI_KUI_1; v <= AK_VARIANT_ADJI_KUI_2; v++)
    {
      g_autoptr(GArray) positions = random_positions (v, 11);
      const AkEvalWeights *weights = ak_eval_builtin_weights (v);
      AkRules rules;
      guint nonzero = 0;

      rules_for (v, &rules);
      for (guint i = 0; i < positions->len; i++)
        {
          const AkPosition *pos = &g_array_index (positions, AkPosition, i);
          AkPosition mirror;
          AkEvalFeatures a, b;
          int value, mirrored;

          ak_eval_mirror (pos, &mirror);
          ak_eval_features (pos, &rules, &a);
          ak_eval_features (&mirror, &rules, &b);
          g_assert_cmpuint (a.n, ==, b.n);
          g_assert_cmpuint (a.n, <=, AK_EVAL_MAX_ACTIVE);
          g_assert_cmpmem (a.index, a.n * sizeof a.index[0], b.index, b.n * sizeof b.index[0]);
          g_assert_cmpmem (a.value, a.n * sizeof a.value[0], b.value, b.n * sizeof b.value[0]);
          for (guint f = 0; f < a.n; f++)
            g_assert_cmpuint (a.index[f], <, AK_EVAL_N_FEATURES);

          value = ak_eval_evaluate (pos, &rules, weights);
          mirrored = ak_eval_evaluate (&mirror, &rules, weights);
          g_assert_cmpint (for_south (pos, value), ==, -for_south (&mirror, mirrored));
          g_assert_cmpint (ABS (value), <=, AK_N_SEEDS * AK_SCORE_SEED);
          if (for_south (pos, value) != 0)
            nonzero++;

          g_assert_cmpint (for_south (pos, ak_eval_classic (pos, &rules)), ==,
                           -for_south (&mirror, ak_eval_classic (&mirror, &rules)));
        }
      /* Opposite values, not merely equal ones: most are not zero. */
      g_assert_cmpuint (nonzero, >, positions->len * 9 / 10);
    }
}

/* The threats read off the board agree with what the moves capture when
 * played: reading the capture features back from a position where only
 * one move is possible at a time would be slow, so the best capture of
 * the mover is checked against the moves the rules allow. */
static void
test_threats (void)
{
  for (AkVariant v = AK_VARIANT_ADJI_KUI_1; v <= AK_VARIANT_ADJI_KUI_2; v++)
    {
      g_autoptr(GArray) positions = random_positions (v, 13);
      AkRules rules;
      guint seen_captures = 0;

      rules_for (v, &rules);
      for (guint i = 0; i < positions->len; i++)
        {
          const AkPosition *pos = &g_array_index (positions, AkPosition, i);
          guint mine = ak_position_owned_mask (pos, pos->side);
          AkEvalFeatures features;
          AkMoveList list;
          int best = 0, n_captures = 0, read_best = 0, read_n = 0;
          gboolean all_short = TRUE;

          ak_eval_features (pos, &rules, &features);
          for (guint f = 0; f < features.n; f++)
            {
              if (features.index[f] == AK_EVAL_F_SIDE + 1)
                read_best = features.value[f];
              if (features.index[f] == AK_EVAL_F_SIDE + 2)
                read_n = features.value[f];
            }

          for (int h = 0; h < AK_N_HOLES; h++)
            if (((mine >> h) & 1) && pos->holes[h] >= AK_N_HOLES - 1)
              all_short = FALSE;
          if (!all_short || ak_position_legal_moves (pos, &rules, &list) == 0 ||
              list.moves[0] == AK_MOVE_PASS)
            continue;

          for (guint m = 0; m < list.n_moves; m++)
            {
              int captured = list.info[m].captured;

              /* Adji Kui II: only casas made at the end of the first lap
               * are read; later laps are not. */
              if (v == AK_VARIANT_ADJI_KUI_2 && list.info[m].laps != 1)
                captured = 0;
              if (captured > 0)
                n_captures++;
              best = MAX (best, captured);
            }
          g_assert_cmpint (read_best, ==, best);
          g_assert_cmpint (read_n, ==, n_captures);
          if (best > 0)
            seen_captures++;
        }
      g_assert_cmpuint (seen_captures, >, 100);
    }
}

static void
test_builtin_weights (void)
{
  for (AkVariant v = AK_VARIANT_ADJI_KUI_1; v <= AK_VARIANT_ADJI_KUI_2; v++)
    {
      const AkEvalWeights *weights = ak_eval_builtin_weights (v);
      guint nonzero = 0;
      g_autoptr(AkHistory) history = NULL;
      g_autoptr(AkSearch) search = ak_search_new (1);
      AkSearchLimits limits = { 0, };
      AkSearchResult result;
      AkPosition start;
      AkMoveList list;
      AkRules rules;
      int best_learned = G_MININT, best_classic = G_MININT;

      g_assert_nonnull (weights);
      g_assert_cmpint (weights->variant, ==, v);
      for (guint i = 0; i < AK_EVAL_N_FEATURES; i++)
        if (weights->weights[i] != 0)
          nonzero++;
      g_assert_cmpuint (nonzero, >, AK_EVAL_N_FEATURES / 2);

      /* Three times the opponent's seeds, and only it can move: good for
       * the side to move, bad for it when it is the opponent's turn. */
      rules_for (v, &rules);
      g_assert_true (ak_position_parse (&start, "3,3,3,3,3,3/1,1,1,1,1,1 S 12-12", NULL));
      g_assert_cmpint (ak_eval_evaluate (&start, &rules, weights), >, 2 * AK_SCORE_SEED);
      start.side = AK_NORTH;
      g_assert_cmpint (ak_eval_evaluate (&start, &rules, weights), <, -2 * AK_SCORE_SEED);

      /* The search scores its horizon with them by default, and with the
       * classic estimate when told to. */
      rules_for (v, &rules);
      ak_position_init_start (&start, AK_SOUTH);
      ak_position_play (&start, &rules, 2, NULL);
      history = ak_history_new (&rules, &start);
      ak_position_legal_moves (&start, &rules, &list);
      for (guint m = 0; m < list.n_moves; m++)
        {
          int captured = list.info[m].captured * AK_SCORE_SEED;

          best_learned = MAX (best_learned, captured - ak_eval_evaluate (&list.children[m], &rules,
                                                                          weights));
          best_classic = MAX (best_classic, captured - ak_eval_classic (&list.children[m], &rules));
        }
      limits.max_depth = 1;
      g_assert_true (ak_search_run (search, &rules, history, &limits, &result));
      g_assert_false (result.exact);
      g_assert_cmpint (result.score, ==, best_learned);
      g_assert_cmpint (ak_search_evaluate (&start, &rules), ==,
                       ak_eval_evaluate (&start, &rules, weights));

      ak_search_set_weights (search, v, NULL);
      g_assert_true (ak_search_run (search, &rules, history, &limits, &result));
      g_assert_cmpint (result.score, ==, best_classic);
      g_assert_cmpint (best_learned, !=, best_classic);
    }
}

static void
test_feature_names (void)
{
  char name[64];

  g_assert_cmpstr (ak_eval_feature_name (AK_EVAL_F_TEMPO, name, sizeof name), ==, "tempo");
  g_assert_cmpstr (ak_eval_feature_name (AK_EVAL_F_HOLES + 2 * AK_EVAL_BUCKETS + AK_EVAL_BUCKETS + 3,
                                         name, sizeof name), ==, "hole 1 theirs 3");
  g_assert_cmpstr (ak_eval_feature_name (AK_EVAL_F_SIDE + AK_EVAL_SIDE_FEATURES + 1, name,
                                         sizeof name), ==, "best capture theirs");
  g_assert_cmpstr (ak_eval_feature_name (AK_EVAL_F_PARITY, name, sizeof name), ==,
                   "seeds on board odd");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/engine/eval/mirror", test_mirror);
  g_test_add_func ("/ak/engine/eval/symmetric", test_symmetric);
  g_test_add_func ("/ak/engine/eval/threats", test_threats);
  g_test_add_func ("/ak/engine/eval/builtin-weights", test_builtin_weights);
  g_test_add_func ("/ak/engine/eval/feature-names", test_feature_names);

  return g_test_run ();
}
