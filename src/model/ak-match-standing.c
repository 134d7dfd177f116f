/* ak-match-standing.c — where a match stands, and what decides it, in
 * numbers and in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The holes a player owns in the game being played say how the match
 * goes while it is played.  Once a game has ended, what counts is the
 * holes each player's wealth (the game's result and the bank) is worth
 * in the next game: the rebuild gives them, and at the match's end they
 * decide it, the seeds breaking a tie (RULES.md §5.7).  The holes of the
 * last game's start say neither, so they are never shown after its end.
 */

#define G_LOG_DOMAIN "ak-match"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-ledger-entry.h"
#include "ak-match-private.h"

/**
 * ak_match_get_standing:
 * @self: a match
 * @standing: (out caller-allocates): where the match stands
 *
 * Fills @standing from where play of the last game stands.
 */
void
ak_match_get_standing (AkMatch         *self,
                       AkMatchStanding *standing)
{
  const AkRules *rules;
  const AkPosition *end;
  AkTermination termination;
  g_autoptr(AkLedgerEntry) last = NULL;

  g_return_if_fail (AK_IS_MATCH (self));
  g_return_if_fail (standing != NULL);

  memset (standing, 0, sizeof *standing);
  rules = ak_match_get_rules (self);
  standing->n_games = ak_match_get_n_games (self);
  last = g_list_model_get_item (ak_match_get_ledger (self), standing->n_games - 1);
  standing->game = last != NULL ? ak_ledger_entry_get_game_number (last) : standing->n_games;
  standing->n_to_play = rules->match_end == AK_MATCH_END_GAMES ? rules->match_end_n : 0;
  standing->winner = AK_SIDE_NONE;

  end = _ak_match_get_end (self, &termination);
  if (termination == AK_TERMINATION_NONE)
    {
      standing->phase = AK_MATCH_PHASE_PLAYING;
      for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
        standing->holes[side] = ak_match_get_holes (self, side);
      return;
    }

  {
    AkRebuildPlan plan;

    ak_match_wealth (end, standing->wealth);
    ak_match_plan (rules, standing->wealth, &plan);
    for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
      standing->holes[side] = plan.holes[side];
  }

  if (!ak_match_get_is_over (self))
    {
      standing->phase = AK_MATCH_PHASE_BETWEEN;
      return;
    }
  standing->phase = AK_MATCH_PHASE_OVER;
  standing->winner = ak_match_get_winner (self);
  standing->on_seeds = standing->winner != AK_SIDE_NONE &&
                       standing->holes[AK_SOUTH] == standing->holes[AK_NORTH];
}

/* “Ana has 30 seeds, worth 7 holes; Kofi 18, worth 4” */
static char *
dup_wealth_text (const AkMatchStanding *standing,
                 const char            *south,
                 const char            *north)
{
  /* Translators: what a match's end (or the next game) is decided by:
   * the seeds each player has, and the holes they give after the
   * rebuild (RULES.md §5), like
   * “Ana has 30 seeds, worth 7 holes; Kofi 18, worth 4”; the plural
   * follows the first number of holes */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s has %u seeds, worth %u hole; %s %u, worth %u",
                                       "%s has %u seeds, worth %u holes; %s %u, worth %u",
                                       standing->holes[AK_SOUTH]),
                          south, standing->wealth[AK_SOUTH], standing->holes[AK_SOUTH],
                          north, standing->wealth[AK_NORTH], standing->holes[AK_NORTH]);
}

/**
 * ak_match_dup_standing_text:
 * @self: a match
 * @south: South's name
 * @north: North's name
 *
 * The standing in words: while a game is played, the holes each player
 * owns in it (“Ana owns 8 holes, Kofi 4”); after a game, the seeds each
 * has and the holes they are worth in the rebuild (“After game 1: Ana
 * has 30 seeds, worth 7 holes; Kofi 18, worth 5”); at the match's end
 * the same, after how
 * many games (“After 2 of 2 games: …”).
 *
 * Returns: (transfer full): the text.
 */
char *
ak_match_dup_standing_text (AkMatch    *self,
                            const char *south,
                            const char *north)
{
  AkMatchStanding standing;
  g_autofree char *wealth = NULL;

  g_return_val_if_fail (AK_IS_MATCH (self), NULL);
  g_return_val_if_fail (south != NULL && north != NULL, NULL);

  ak_match_get_standing (self, &standing);
  if (standing.phase == AK_MATCH_PHASE_PLAYING)
    /* Translators: the match standing, like “Ana owns 8 holes, Kofi 4”;
     * the plural follows the first number */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s owns %u hole, %s %u",
                                         "%s owns %u holes, %s %u", standing.holes[AK_SOUTH]),
                            south, standing.holes[AK_SOUTH], north, standing.holes[AK_NORTH]);

  wealth = dup_wealth_text (&standing, south, north);
  if (standing.phase == AK_MATCH_PHASE_BETWEEN)
    /* Translators: after a game of a match: the game's number, then what
     * the seeds each player has give in the next game */
    return g_strdup_printf (_("After game %u: %s"), standing.game, wealth);
  if (standing.n_to_play > 0)
    /* Translators: at the end of a match of a set number of games, like
     * “After 2 of 2 games: Ana has 24 seeds, worth 6 holes; Kofi
     * 24, worth 6”; the plural follows the second number */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "After %u of %u game: %s",
                                         "After %u of %u games: %s", standing.n_to_play),
                            standing.n_games, standing.n_to_play, wealth);
  /* Translators: at the end of a match, like “After 5 games: Ana has 40
   * seeds, worth 10 holes; Kofi 8, worth 2” */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "After %u game: %s",
                                       "After %u games: %s", standing.n_games),
                          standing.n_games, wealth);
}

/**
 * ak_match_dup_outcome_text:
 * @self: a match
 * @south: South's name
 * @north: North's name
 *
 * What comes of the standing: the game being played, the next game to
 * come, or who won the match (and whether the seeds decided it).
 *
 * Returns: (transfer full): the text.
 */
char *
ak_match_dup_outcome_text (AkMatch    *self,
                           const char *south,
                           const char *north)
{
  AkMatchStanding standing;
  const char *winner;

  g_return_val_if_fail (AK_IS_MATCH (self), NULL);
  g_return_val_if_fail (south != NULL && north != NULL, NULL);

  ak_match_get_standing (self, &standing);
  switch (standing.phase)
    {
    case AK_MATCH_PHASE_PLAYING:
      /* Translators: %u is the number of the game being played */
      return g_strdup_printf (_("The match goes on with game %u"), standing.game);
    case AK_MATCH_PHASE_BETWEEN:
      /* Translators: after a game of a match that goes on; %u is the
       * number of the next game */
      return g_strdup_printf (_("The match goes on: game %u is built from these seeds"),
                              standing.game + 1);
    case AK_MATCH_PHASE_OVER:
    default:
      break;
    }

  if (standing.winner == AK_SIDE_NONE)
    return g_strdup (_("The match is over: it is drawn"));
  winner = standing.winner == AK_SOUTH ? south : north;
  if (standing.on_seeds)
    /* Translators: %s is the name of the player who won the match: as
     * many holes as the other, but more seeds */
    return g_strdup_printf (_("The match is over: %s wins on seeds, the holes being even"),
                            winner);
  /* Translators: %s is the name of the player who won the match */
  return g_strdup_printf (_("The match is over: %s wins"), winner);
}
