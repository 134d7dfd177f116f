/* ak-match-rules.c — rebuilding the board between the games of a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RULES.md §5, with the decisions this project made where it is silent:
 *
 * - Wealth is the result of the game (store plus the final division) plus
 *   the bank; both add up to 48.
 * - remainder=bank: the richer player fills its six holes and buys
 *   floor((wealth - 24) / 4) of the other row; the other player fills
 *   floor(wealth / 4) of the holes left, in sowing order; what is left over
 *   of each wealth is its bank.
 * - remainder=round: the richer player gets round(wealth / 4) holes, a half
 *   rounding its way, the other player the rest; every hole holds 4 seeds
 *   and the banks are empty.
 * - A player who gets no hole at all is ruined, and a ruined player ends
 *   the match whatever match-end says (there is no game to play).
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-error.h"
#include "ak-match-rules.h"
#include "ak-moves.h"

/**
 * ak_match_wealth:
 * @final_pos: the last position of a finished game, before the division
 * @wealth: (out): each player's wealth for the next rebuild, by #AkSide
 *
 * Wealth is what a player ended the game with (store plus the seeds in its
 * holes) plus its bank.
 */
void
ak_match_wealth (const AkPosition *final_pos,
                 guint             wealth[2])
{
  ak_position_division (final_pos, wealth);
  wealth[AK_SOUTH] += final_pos->banks[AK_SOUTH];
  wealth[AK_NORTH] += final_pos->banks[AK_NORTH];
}

/**
 * ak_match_plan:
 * @rules: the match's rule options
 * @wealth: each player's wealth, adding up to 48
 * @plan: (out): what the rebuild will do
 *
 * Works out how many holes each player fills and buys and what each keeps
 * in its bank, before the buyer has chosen which holes to buy.
 */
void
ak_match_plan (const AkRules *rules,
               const guint    wealth[2],
               AkRebuildPlan *plan)
{
  AkSide rich = wealth[AK_NORTH] > wealth[AK_SOUTH] ? AK_NORTH : AK_SOUTH;
  AkSide poor = AK_SIDE_OTHER (rich);

  memset (plan, 0, sizeof *plan);
  plan->wealth[0] = wealth[0];
  plan->wealth[1] = wealth[1];
  plan->buyer = AK_SIDE_NONE;

  if (rules->remainder == AK_REMAINDER_ROUND)
    {
      /* Round half up for the richer player: 4k+2 seeds make k+1 holes. */
      guint rich_holes = MIN ((wealth[rich] + 2) / 4, AK_N_HOLES);

      rich_holes = MAX (rich_holes, AK_ROW_HOLES);
      plan->holes[rich] = rich_holes;
      plan->holes[poor] = AK_N_HOLES - rich_holes;
      plan->filled[rich] = AK_ROW_HOLES;
      plan->filled[poor] = plan->holes[poor];
      plan->n_purchases = rich_holes - AK_ROW_HOLES;
    }
  else
    {
      guint surplus = wealth[rich] - MIN (wealth[rich], AK_ROW_HOLES * AK_SEEDS_PER_HOLE);

      plan->filled[rich] = MIN (wealth[rich] / AK_SEEDS_PER_HOLE, AK_ROW_HOLES);
      plan->n_purchases = MIN (surplus / AK_SEEDS_PER_HOLE, AK_ROW_HOLES);
      plan->filled[poor] = MIN (wealth[poor] / AK_SEEDS_PER_HOLE,
                                AK_ROW_HOLES - plan->n_purchases);
      plan->banks[rich] = wealth[rich] - AK_SEEDS_PER_HOLE * (plan->filled[rich] + plan->n_purchases);
      plan->banks[poor] = wealth[poor] - AK_SEEDS_PER_HOLE * plan->filled[poor];
      /* The poorer player keeps its empty holes; it owns its whole row
       * except what was bought. */
      plan->holes[rich] = AK_ROW_HOLES + plan->n_purchases;
      plan->holes[poor] = AK_ROW_HOLES - plan->n_purchases;
    }

  if (plan->n_purchases > 0)
    plan->buyer = rich;

  /* Ruin: no hole with seeds to play from. */
  plan->ruined[rich] = plan->filled[rich] == 0;
  plan->ruined[poor] = plan->filled[poor] == 0;
}

/**
 * ak_match_auto_purchases:
 * @plan: a rebuild plan
 * @purchases: (out) (array): room for @plan->n_purchases holes
 *
 * The automatic choice of RULES.md §5: the first holes of the other row in
 * sowing order.
 */
void
ak_match_auto_purchases (const AkRebuildPlan *plan,
                         guint8              *purchases)
{
  int first;

  if (plan->buyer == AK_SIDE_NONE)
    return;
  first = plan->buyer == AK_SOUTH ? AK_ROW_HOLES : 0;
  for (guint i = 0; i < plan->n_purchases; i++)
    purchases[i] = (guint8) (first + (int) i);
}

/* The next game's board once the buyer has bought @n_chosen of its
 * purchases: the seeds of the holes still to buy wait in its bank. */
static void
build_position (const AkRebuildPlan *plan,
                const guint8        *chosen,
                guint                n_chosen,
                AkSide               starter,
                AkPosition          *out)
{
  AkPosition pos;
  guint bought = 0;
  guint filled;
  AkSide buyer;

  memset (&pos, 0, sizeof pos);
  pos.side = starter;
  pos.banks[0] = (guint8) plan->banks[0];
  pos.banks[1] = (guint8) plan->banks[1];

  /* Each player owns its own row unless a hole of it is bought. */
  pos.owners = 0xfc0;

  buyer = plan->buyer == AK_SIDE_NONE ? AK_SOUTH : (AkSide) plan->buyer;

  for (guint i = 0; i < n_chosen; i++)
    {
      ak_position_set_owner (&pos, chosen[i], buyer);
      pos.holes[chosen[i]] = AK_SEEDS_PER_HOLE;
      bought |= 1u << chosen[i];
    }

  /* Each row's own player fills its holes that were not bought, in sowing
   * order, as far as its wealth allows; the rest stay empty and its own. */
  for (int row = AK_SOUTH; row <= AK_NORTH; row++)
    {
      int first = row == AK_SOUTH ? 0 : AK_ROW_HOLES;

      filled = 0;
      for (int h = first; h < first + AK_ROW_HOLES; h++)
        {
          if (bought & (1u << h))
            continue;
          if (filled < plan->filled[row])
            {
              pos.holes[h] = AK_SEEDS_PER_HOLE;
              filled++;
            }
        }
    }

  if (plan->buyer != AK_SIDE_NONE)
    pos.banks[buyer] += (guint8) (AK_SEEDS_PER_HOLE * (plan->n_purchases - n_chosen));

  *out = pos;
}

/**
 * ak_match_rebuild:
 * @rules: the match's rule options
 * @wealth: each player's wealth, adding up to 48
 * @purchases: (array length=n_purchases) (nullable): the holes the buyer
 *   buys, or %NULL for the automatic choice
 * @n_purchases: the number of holes in @purchases
 * @starter: who moves first in the next game
 * @out: (out): the first position of the next game
 * @error: return location for an %AK_MATCH_ERROR error
 *
 * Rebuilds the board for the next game (RULES.md §5).  A purchase must name
 * exactly the number of holes the plan allows, each once, all in the
 * other player's row (%AK_MATCH_ERROR_PURCHASE).  A player who cannot fill
 * a single hole has lost the match; there is no next game to build
 * (%AK_MATCH_ERROR_OVER).
 *
 * Returns: %TRUE on success; on error @out is unchanged.
 */
static gboolean
rebuild (const AkRules  *rules,
         const guint     wealth[2],
         const guint8   *purchases,
         guint           n_purchases,
         gboolean        partial,
         AkSide          starter,
         AkPosition     *out,
         GError        **error)
{
  AkRebuildPlan plan;
  AkPosition pos;
  guint8 chosen[AK_N_HOLES];
  guint n_chosen;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (wealth[0] + wealth[1] != AK_N_SEEDS)
    {
      g_set_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE,
                   _("the players’ wealth adds up to %u, not 48"), wealth[0] + wealth[1]);
      return FALSE;
    }

  ak_match_plan (rules, wealth, &plan);

  if (plan.ruined[AK_SOUTH] || plan.ruined[AK_NORTH])
    {
      g_set_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_OVER,
                   _("%s cannot fill a single hole: the match is over"),
                   ak_side_name (plan.ruined[AK_SOUTH] ? AK_SOUTH : AK_NORTH));
      return FALSE;
    }

  if (purchases == NULL && !partial)
    {
      ak_match_auto_purchases (&plan, chosen);
      n_chosen = plan.n_purchases;
    }
  else
    {
      if (partial ? n_purchases > plan.n_purchases : n_purchases != plan.n_purchases)
        {
          if (plan.buyer == AK_SIDE_NONE)
            g_set_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE,
                         _("no hole can be bought in this rebuild"));
          else if (partial)
            g_set_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE,
                         ngettext ("%s may buy only %u hole, not %u",
                                   "%s may buy only %u holes, not %u",
                                   plan.n_purchases),
                         ak_side_name (plan.buyer), plan.n_purchases, n_purchases);
          else
            g_set_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE,
                         ngettext ("%s must buy exactly %u hole, not %u",
                                   "%s must buy exactly %u holes, not %u",
                                   plan.n_purchases),
                         ak_side_name (plan.buyer), plan.n_purchases, n_purchases);
          return FALSE;
        }
      for (guint i = 0; i < n_purchases; i++)
        {
          int h = purchases[i];

          if (!ak_hole_is_valid (h))
            {
              g_set_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE,
                           _("there is no hole number %d to buy"), h);
              return FALSE;
            }
          if (ak_hole_row (h) == (AkSide) plan.buyer)
            {
              g_set_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE,
                           _("%s can only buy holes of %s’s row (%s), not %c"),
                           ak_side_name (plan.buyer),
                           ak_side_name (AK_SIDE_OTHER (plan.buyer)),
                           plan.buyer == AK_SOUTH ? "A–F" : "a–f",
                           ak_hole_to_char (h));
              return FALSE;
            }
          for (guint j = 0; j < i; j++)
            if (purchases[j] == h)
              {
                g_set_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE,
                             _("hole %c is bought twice"), ak_hole_to_char (h));
                return FALSE;
              }
          chosen[i] = (guint8) h;
        }
      n_chosen = n_purchases;
    }

  build_position (&plan, chosen, n_chosen, starter, &pos);

  g_assert (ak_position_total (&pos) == AK_N_SEEDS);

  *out = pos;
  return TRUE;
}

/**
 * ak_match_rebuild:
 * @rules: the match's rule options
 * @wealth: each player's wealth, adding up to 48
 * @purchases: (array length=n_purchases) (nullable): the holes the buyer
 *   buys, or %NULL for the automatic choice
 * @n_purchases: the number of holes in @purchases
 * @starter: who moves first in the next game
 * @out: (out): the first position of the next game
 * @error: return location for an %AK_MATCH_ERROR error
 *
 * Rebuilds the board for the next game (RULES.md §5).  A purchase must name
 * exactly the number of holes the plan allows, each once, all in the
 * other player's row (%AK_MATCH_ERROR_PURCHASE).  A player who cannot fill
 * a single hole has lost the match; there is no next game to build
 * (%AK_MATCH_ERROR_OVER).
 *
 * Returns: %TRUE on success; on error @out is unchanged.
 */
gboolean
ak_match_rebuild (const AkRules  *rules,
                  const guint     wealth[2],
                  const guint8   *purchases,
                  guint           n_purchases,
                  AkSide          starter,
                  AkPosition     *out,
                  GError        **error)
{
  return rebuild (rules, wealth, purchases, n_purchases, FALSE, starter, out, error);
}

/**
 * ak_match_rebuild_partial:
 * @rules: the match's rule options
 * @wealth: each player's wealth, adding up to 48
 * @purchases: (array length=n_purchases) (nullable): the holes bought so far
 * @n_purchases: how many, at most the plan's number
 * @starter: who moves first in the next game
 * @out: (out): the next game's board as it stands
 * @error: return location for an %AK_MATCH_ERROR error
 *
 * The board while the buyer is still choosing: like ak_match_rebuild(),
 * but fewer holes than the plan's may be bought so far.  The seeds of
 * the holes still to buy wait in the buyer's bank, so the board still
 * holds all 48.
 *
 * Returns: %TRUE on success; on error @out is unchanged.
 */
gboolean
ak_match_rebuild_partial (const AkRules  *rules,
                          const guint     wealth[2],
                          const guint8   *purchases,
                          guint           n_purchases,
                          AkSide          starter,
                          AkPosition     *out,
                          GError        **error)
{
  return rebuild (rules, wealth, purchases, n_purchases, TRUE, starter, out, error);
}

/**
 * ak_match_next_starter:
 * @rules: the match's rule options
 * @last_starter: who started the game just ended
 * @result: the seeds each player ended that game with, by #AkSide
 *
 * Returns: who starts the next game (RULES.md §5.6).  After a drawn game
 *   `loser` and `winner` fall back to alternating.
 */
AkSide
ak_match_next_starter (const AkRules *rules,
                       AkSide         last_starter,
                       const guint    result[2])
{
  AkSide winner;

  if (result[AK_SOUTH] == result[AK_NORTH] ||
      rules->next_starter == AK_NEXT_STARTER_ALTERNATE)
    return AK_SIDE_OTHER (last_starter);

  winner = result[AK_SOUTH] > result[AK_NORTH] ? AK_SOUTH : AK_NORTH;
  return rules->next_starter == AK_NEXT_STARTER_WINNER ? winner : AK_SIDE_OTHER (winner);
}

/**
 * ak_match_check_end:
 * @rules: the match's rule options
 * @games_played: games finished so far
 * @wealth: each player's wealth after the last game
 * @winner: (out) (optional): the match winner as an #AkSide, or
 *   %AK_SIDE_NONE for a drawn match; set only when the match is over
 *
 * Decides whether the match is over after @games_played games (RULES.md
 * §5.7).  The winner owns more holes after the rebuild (a ruined player
 * loses), then has more wealth.
 *
 * Returns: %AK_MATCH_OVER or %AK_MATCH_GOING_ON.
 */
AkMatchState
ak_match_check_end (const AkRules *rules,
                    guint          games_played,
                    const guint    wealth[2],
                    int           *winner)
{
  AkRebuildPlan plan;
  gboolean over = FALSE;

  ak_match_plan (rules, wealth, &plan);

  if (plan.ruined[AK_SOUTH] || plan.ruined[AK_NORTH])
    {
      if (winner != NULL)
        *winner = plan.ruined[AK_SOUTH] ? AK_NORTH : AK_SOUTH;
      return AK_MATCH_OVER;
    }

  switch (rules->match_end)
    {
    case AK_MATCH_END_GAMES:
      over = games_played >= rules->match_end_n;
      break;
    case AK_MATCH_END_HOLES:
      over = MAX (plan.holes[AK_SOUTH], plan.holes[AK_NORTH]) >= rules->match_end_n;
      break;
    case AK_MATCH_END_RUIN:
    default:
      break;
    }

  if (!over)
    return AK_MATCH_GOING_ON;

  if (winner != NULL)
    {
      if (plan.holes[AK_SOUTH] != plan.holes[AK_NORTH])
        *winner = plan.holes[AK_SOUTH] > plan.holes[AK_NORTH] ? AK_SOUTH : AK_NORTH;
      else if (wealth[AK_SOUTH] != wealth[AK_NORTH])
        *winner = wealth[AK_SOUTH] > wealth[AK_NORTH] ? AK_SOUTH : AK_NORTH;
      else
        *winner = AK_SIDE_NONE;
    }
  return AK_MATCH_OVER;
}
