/* akn-random-match.c — long random matches as game records
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each game is played with random legal moves to its end by rule, from the
 * rebuild of the game before (RULES.md §5), with random hole purchases.
 * Random play ruins one player within about ten games, so each game of
 * the match is the first of several random games (each from its own
 * seed) that leaves both players at least AKN_RANDOM_MATCH_MIN_WEALTH
 * seeds: every game is still a legal random game, and the match lasts.
 * The same variant, count and seed give the same match.
 */

#include "config.h"

#include <string.h>

#include "ak-error.h"
#include "ak-history.h"
#include "ak-match-rules.h"
#include "ak-moves.h"
#include "ak-random.h"

#include "akn-random-match.h"

/* Appends a move below @parent the way the reader builds its trees. */
static AkGameNode *
append_node (AkGameNode       *parent,
             int               move,
             const AkMoveInfo *info,
             const AkHistory  *history)
{
  AkGameNode *node = g_new0 (AkGameNode, 1);

  node->parent = parent;
  node->move = move;
  node->captured = info->captured;
  node->position = *ak_history_get_position (history);
  node->termination = ak_history_get_termination (history);
  node->ply = parent->ply + 1;
  if (parent->children == NULL)
    parent->children = g_ptr_array_new ();
  g_ptr_array_add (parent->children, node);
  return node;
}

/* Plays one game with random legal moves until it ends by rule. */
static AkGameRecord *
play_random_game (const AkRules    *rules,
                  const AkPosition *start,
                  guint64           seed,
                  guint             result[2])
{
  g_autoptr(AkHistory) history = ak_history_new (rules, start);
  AkGameRecord *record = ak_game_record_new (rules, start);
  AkGameNode *node = record->root;
  AkRandom rng;
  AkTermination termination;

  ak_random_init (&rng, seed);
  node->termination = ak_history_get_termination (history);

  while (!ak_history_is_over (history))
    {
      AkMoveList list;
      AkMoveInfo info;
      AkVerdict verdict;
      int move;

      if (ak_position_legal_moves (ak_history_get_position (history), rules, &list) == 0)
        g_error ("no legal move in a game that is not over");
      move = list.moves[ak_random_below (&rng, list.n_moves)];
      verdict = ak_history_play (history, move, &info, NULL);
      if (verdict != AK_VERDICT_LEGAL)
        g_error ("a legal move was refused: %s", ak_verdict_to_string (verdict));
      node = append_node (node, move, &info, history);
    }

  ak_position_division (ak_history_get_position (history), result);
  g_free (record->result);
  record->result = g_strdup_printf ("%u-%u", result[AK_SOUTH], result[AK_NORTH]);
  termination = ak_history_get_termination (history);
  if (termination != AK_TERMINATION_NONE && termination != AK_TERMINATION_AGREEMENT)
    ak_game_record_set_tag (record, "Termination", ak_termination_to_string (termination));
  return record;
}

/* Picks the holes @plan's buyer buys, at random, in sowing order. */
static guint
random_purchases (const AkRebuildPlan *plan,
                  AkRandom            *rng,
                  guint8              *purchases)
{
  guint8 row[AK_ROW_HOLES];
  int first;

  if (plan->buyer == AK_SIDE_NONE || plan->n_purchases == 0)
    return 0;

  first = plan->buyer == AK_SOUTH ? AK_ROW_HOLES : 0;
  for (guint i = 0; i < AK_ROW_HOLES; i++)
    row[i] = (guint8) (first + (int) i);
  /* A partial Fisher–Yates shuffle, then sowing order for the tag. */
  for (guint i = 0; i < plan->n_purchases; i++)
    {
      guint j = i + ak_random_below (rng, AK_ROW_HOLES - i);
      guint8 swap = row[i];

      row[i] = row[j];
      row[j] = swap;
    }
  for (guint i = 0; i < plan->n_purchases; i++)
    for (guint j = i + 1; j < plan->n_purchases; j++)
      if (row[j] < row[i])
        {
          guint8 swap = row[i];

          row[i] = row[j];
          row[j] = swap;
        }
  memcpy (purchases, row, plan->n_purchases);
  return plan->n_purchases;
}

static char *
purchase_text (AkSide        buyer,
               const guint8 *purchases,
               guint         n_purchases)
{
  GString *text = g_string_new (buyer == AK_SOUTH ? "South:" : "North:");

  for (guint i = 0; i < n_purchases; i++)
    g_string_append_printf (text, " %c", ak_hole_to_char (purchases[i]));
  return g_string_free (text, FALSE);
}

/**
 * akn_random_match:
 * @variant: the variant played
 * @n_games: the games of the match, 1 to %AK_RULES_MAX_MATCH_GAMES
 * @seed: the seed every random choice follows from
 * @error: return location for an error
 *
 * Plays a match of @n_games random games under `match-end=games:N`.
 *
 * Returns: (transfer full) (element-type AkGameRecord): the games, or
 *   %NULL if the match ended early (a player was ruined even so).
 */
GPtrArray *
akn_random_match (AkVariant   variant,
                  guint       n_games,
                  guint64     seed,
                  GError    **error)
{
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
  g_autofree char *match = g_strdup_printf ("Random match %" G_GUINT64_FORMAT, seed);
  AkRules rules;
  AkPosition start;
  AkSide starter;
  AkRandom rng;
  guint result[2] = { 0, 0 };

  g_return_val_if_fail (n_games >= 1 && n_games <= AK_RULES_MAX_MATCH_GAMES, NULL);

  ak_random_init (&rng, seed);
  ak_rules_init (&rules);
  rules.variant = variant;
  rules.match_end = AK_MATCH_END_GAMES;
  rules.match_end_n = n_games;
  starter = rules.first;
  ak_position_init_start (&start, starter);

  for (guint g = 1; g <= n_games; g++)
    {
      g_autoptr(AkGameRecord) best = NULL;
      g_autofree char *purchase = NULL;
      g_autofree char *number = g_strdup_printf ("%u", g);
      guint best_wealth = 0;
      guint best_result[2] = { 0, 0 };

      if (g > 1)
        {
          const AkGameRecord *last = g_ptr_array_index (games, games->len - 1);
          guint wealth[2];
          guint8 purchases[AK_N_HOLES];
          guint n_purchases;
          AkRebuildPlan plan;

          wealth[AK_SOUTH] = result[AK_SOUTH] + last->start.banks[AK_SOUTH];
          wealth[AK_NORTH] = result[AK_NORTH] + last->start.banks[AK_NORTH];
          if (ak_match_check_end (&rules, g - 1, wealth, NULL) == AK_MATCH_OVER)
            {
              g_set_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_OVER,
                           "the match ended after game %u of %u (wealth %u-%u)",
                           g - 1, n_games, wealth[AK_SOUTH], wealth[AK_NORTH]);
              return NULL;
            }
          ak_match_plan (&rules, wealth, &plan);
          n_purchases = random_purchases (&plan, &rng, purchases);
          if (n_purchases > 0)
            purchase = purchase_text (plan.buyer, purchases, n_purchases);
          starter = ak_match_next_starter (&rules, starter, result);
          if (!ak_match_rebuild (&rules, wealth, n_purchases > 0 ? purchases : NULL,
                                 n_purchases, starter, &start, error))
            return NULL;
        }

      for (guint t = 0; t < AKN_RANDOM_MATCH_TRIES; t++)
        {
          guint try_result[2];
          AkGameRecord *record = play_random_game (&rules, &start, ak_random_next (&rng),
                                                   try_result);
          guint poorer = MIN (try_result[AK_SOUTH] + start.banks[AK_SOUTH],
                              try_result[AK_NORTH] + start.banks[AK_NORTH]);

          if (best == NULL || poorer > best_wealth)
            {
              g_clear_pointer (&best, ak_game_record_free);
              best = record;
              best_wealth = poorer;
              best_result[0] = try_result[0];
              best_result[1] = try_result[1];
            }
          else
            ak_game_record_free (record);
          if (best_wealth >= AKN_RANDOM_MATCH_MIN_WEALTH)
            break;
        }

      result[0] = best_result[0];
      result[1] = best_result[1];
      ak_game_record_set_tag (best, "Event", "AKN benchmark");
      ak_game_record_set_tag (best, "Site", "akn-generate");
      ak_game_record_set_tag (best, "Date", "2026.01.01");
      ak_game_record_set_tag (best, "Round", number);
      ak_game_record_set_tag (best, "South", "Random South");
      ak_game_record_set_tag (best, "North", "Random North");
      ak_game_record_set_tag (best, "Match", match);
      ak_game_record_set_tag (best, "Game", number);
      if (purchase != NULL)
        ak_game_record_set_tag (best, "Purchase", purchase);
      g_ptr_array_add (games, g_steal_pointer (&best));
    }

  return g_steal_pointer (&games);
}
