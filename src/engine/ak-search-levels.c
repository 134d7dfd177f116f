/* ak-search-levels.c — the computer as a player: its five levels, the
 * move it chooses at each, and the holes it buys at a match rebuild
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here is a use of the search (ak-search.c): the levels are
 * its limits, and a lower level's mistakes are noise on the values it
 * finds.
 */

#include "config.h"

#include <string.h>

#include "ak-match-rules.h"
#include "ak-search.h"

/**
 * ak_search_level_limits:
 * @level: 1 to 5
 * @limits: (out caller-allocates): the search limits of that level
 *
 * Levels 1–4 search to a fixed depth (1, 2, 4 and 8 plies), the first
 * three choosing with noise; level 5 thinks for two seconds, which reaches
 * 16 to 20 plies from the start.  Spaced so that each level wins at least
 * 70 % of its games against the one below and level 1 at least 75 %
 * against random play (tests/bench/engine-match, README "Engine
 * strength"); a plain 6-ply search wins only 69–76 % against a 4-ply one,
 * too little a step for level 4.
 */
void
ak_search_level_limits (guint           level,
                        AkSearchLimits *limits)
{
  memset (limits, 0, sizeof *limits);
  switch (CLAMP (level, AK_LEVEL_MIN, AK_LEVEL_MAX))
    {
    case 1:
      limits->max_depth = 1;
      limits->all_moves = TRUE;
      break;
    case 2:
      limits->max_depth = 2;
      limits->all_moves = TRUE;
      break;
    case 3:
      limits->max_depth = 4;
      limits->all_moves = TRUE;
      break;
    case 4:
      limits->max_depth = 8;
      break;
    case 5:
    default:
      limits->max_time_us = 2000 * 1000;
      break;
    }
}

/**
 * ak_search_choose_move:
 * @search: a searcher
 * @rules: the rule options
 * @game: the game so far
 * @level: 1 (a beginner) to 5 (full strength)
 * @rng: the random source for the lower levels' mistakes
 * @cancel: (nullable): set from another thread to stop thinking
 * @result: (out caller-allocates) (optional): the search behind the choice
 *
 * Chooses the computer's move.  Level 1 plays a random move a third of
 * the time; levels 2 and 3 blur every move's value by up to one and a half
 * and one seeds; levels 4 and 5 play the best move found.  Level 5
 * searches on the threads of ak_search_set_level_threads().
 *
 * Returns: the move, or %AK_MOVE_NONE if the game is over.
 */
int
ak_search_choose_move (AkSearch        *search,
                       const AkRules   *rules,
                       const AkHistory *game,
                       guint            level,
                       AkRandom        *rng,
                       volatile gint   *cancel,
                       AkSearchResult  *result)
{
  AkSearchResult local;
  AkSearchLimits limits;
  int noise;
  int best = G_MININT, choice = AK_MOVE_NONE;

  if (result == NULL)
    result = &local;

  level = CLAMP (level, AK_LEVEL_MIN, AK_LEVEL_MAX);
  ak_search_level_limits (level, &limits);
  limits.cancel = cancel;
  if (level == AK_LEVEL_MAX)
    limits.n_threads = ak_search_get_level_threads (search);

  if (!ak_search_run (search, rules, game, &limits, result))
    {
      /* No time for even one iteration: any legal move. */
      AkMoveList list;

      if (ak_history_is_over (game) ||
          ak_position_legal_moves (ak_history_get_position (game), rules, &list) == 0)
        return AK_MOVE_NONE;
      return list.moves[rng != NULL ? ak_random_below (rng, list.n_moves) : 0];
    }

  if (level >= 4 || rng == NULL)
    return result->best_move;

  if (level == 1 && ak_random_below (rng, 3) == 0)
    return result->moves[ak_random_below (rng, result->n_moves)];

  noise = level == 3 ? AK_SCORE_SEED : 3 * AK_SCORE_SEED / 2;
  for (guint i = 0; i < result->n_moves; i++)
    {
      int blurred = result->move_scores[i] + (int) ak_random_below (rng, 2 * noise + 1) - noise;

      if (blurred > best)
        {
          best = blurred;
          choice = result->moves[i];
        }
    }
  return choice;
}

/**
 * ak_search_choose_purchases:
 * @search: a searcher
 * @rules: the match's rule options
 * @wealth: each player's wealth after the game
 * @starter: who starts the next game
 * @max_time_us: the time to think, in all
 * @purchases: (out) (array): room for 6 holes: the buyer's choice
 * @score: (out) (optional): the value of the chosen board for the buyer
 *
 * A computer buyer's choice at a match rebuild: every set of holes it may
 * buy is rebuilt and searched, and the one best for the buyer is chosen.
 *
 * Returns: the number of holes in @purchases (0 when nobody buys).
 */
guint
ak_search_choose_purchases (AkSearch      *search,
                            const AkRules *rules,
                            const guint    wealth[2],
                            AkSide         starter,
                            gint64         max_time_us,
                            guint8        *purchases,
                            int           *score)
{
  AkRebuildPlan plan;
  int first;
  guint n_sets = 0;
  int best = G_MININT;

  ak_match_plan (rules, wealth, &plan);
  if (plan.buyer == AK_SIDE_NONE || plan.n_purchases == 0)
    return 0;
  first = plan.buyer == AK_SOUTH ? AK_ROW_HOLES : 0;

  /* The sets of n_purchases holes among six: at most 20. */
  for (guint mask = 0; mask < (1u << AK_ROW_HOLES); mask++)
    if ((guint) __builtin_popcount (mask) == plan.n_purchases)
      n_sets++;

  for (guint mask = 0; mask < (1u << AK_ROW_HOLES); mask++)
    {
      guint8 set[AK_ROW_HOLES];
      guint n = 0;
      AkPosition pos;
      AkSearchResult result;
      AkSearchLimits limits = { 0, };
      g_autoptr(AkHistory) history = NULL;
      int value;

      if ((guint) __builtin_popcount (mask) != plan.n_purchases)
        continue;
      for (int h = 0; h < AK_ROW_HOLES; h++)
        if (mask & (1u << h))
          set[n++] = (guint8) (first + h);
      if (!ak_match_rebuild (rules, wealth, set, n, starter, &pos, NULL))
        continue;

      history = ak_history_new (rules, &pos);
      limits.max_time_us = MAX (max_time_us / n_sets, 1000);
      limits.max_depth = 40;
      if (!ak_search_run (search, rules, history, &limits, &result))
        value = ak_search_evaluate (&pos, rules);
      else
        value = result.score;
      if (pos.side != (AkSide) plan.buyer)
        value = -value;

      if (value > best)
        {
          best = value;
          memcpy (purchases, set, n);
        }
    }

  if (score != NULL)
    *score = best;
  return plan.n_purchases;
}
