/* ak-history-note.c — the words for the two rules that depend on the game
 * so far (RULES.md §4): how often a position has come up, and how many
 * plies went by without a capture
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine counts both (AkHistory); these say them where they matter: a
 * position from its second time, the plies without a capture from three
 * quarters of the limit, and the end of a line of play that one of them
 * ends.  The window shows the first two under the board, the Analysis
 * page the third.
 */

#define G_LOG_DOMAIN "ak-history-note"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-history-note.h"

/**
 * ak_history_note_repetition:
 * @history: the game up to the position shown
 * @south: South's name, as the status line gives it
 * @north: North's name
 *
 * How often the position has come up, from its second time while the
 * game goes on, with what each player would end the game with if it came
 * up until the rule ends the game: the seeds in their store and in the
 * holes they own.  In a game the rule ended, why.
 *
 * Returns: (transfer full) (nullable): the words, or %NULL where there is
 *   nothing to say: a position new to the game, the rule switched off.
 */
char *
ak_history_note_repetition (const AkHistory *history,
                            const char      *south,
                            const char      *north)
{
  const AkRules *rules = ak_history_get_rules (history);
  AkTermination termination = ak_history_get_termination (history);
  g_autofree char *seen = NULL;
  g_autofree char *more = NULL;
  guint count;
  guint left;
  guint totals[2];

  if (rules->repetition == 0)
    return NULL;
  if (termination == AK_TERMINATION_REPETITION)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "The same position came up %u time.",
                                         "The same position came up %u times.",
                                         rules->repetition), rules->repetition);
  if (termination != AK_TERMINATION_NONE)
    return NULL;

  count = ak_history_count_current (history);
  if (count < 2 || count >= rules->repetition)
    return NULL;

  left = rules->repetition - count;
  ak_position_division (ak_history_get_position (history), totals);
  /* Translators: under the board, how often the position shown has come
   * up in the game; followed by what one more time would do */
  seen = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Position seen %u time",
                                       "Position seen %u times", count),
                          count);
  /* Translators: under the board, after "Position seen 2 times": how many
   * more times end the game, and the seeds each player would then end
   * with; %2$s and %4$s are the players' names */
  more = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%1$u more ends the game: %2$s would have %3$u, %4$s %5$u",
                                       "%1$u more end the game: %2$s would have %3$u, %4$s %5$u",
                                       left),
                          left, south, totals[AK_SOUTH], north, totals[AK_NORTH]);
  /* Translators: the two parts of the repetition note under the board,
   * "Position seen 2 times · 1 more ends the game: …" */
  return g_strdup_printf (_("%1$s · %2$s"), seen, more);
}

/**
 * ak_history_note_no_capture:
 * @history: the game up to the position shown
 *
 * The plies without a capture, from three quarters of the limit: "152 of
 * 200 plies without a capture".  In a game the limit ended, why.
 *
 * Returns: (transfer full) (nullable): the words, or %NULL where there is
 *   nothing to say.
 */
char *
ak_history_note_no_capture (const AkHistory *history)
{
  const AkRules *rules = ak_history_get_rules (history);
  AkTermination termination = ak_history_get_termination (history);
  guint limit = rules->no_capture_limit;
  guint quiet = ak_history_get_plies_without_capture (history);

  if (limit == 0)
    return NULL;
  if (termination == AK_TERMINATION_NO_CAPTURE)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%u ply in a row went by without a capture.",
                                         "%u plies in a row went by without a capture.",
                                         limit), limit);
  if (termination != AK_TERMINATION_NONE || (guint64) quiet * 4 < (guint64) limit * 3)
    return NULL;

  /* Translators: under the board, the plies (half-moves) played in a row
   * without a capture, of the most the rules allow before the game ends:
   * "152 of 200 plies without a capture" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$u of %2$u ply without a capture",
                                       "%1$u of %2$u plies without a capture", limit),
                          quiet, limit);
}

/**
 * ak_history_note_line_end:
 * @history: the game up to the position a line of play starts from
 * @moves: the line's moves
 * @n_moves: how many
 * @n_shown: (out): how many of @moves are played before the line ends:
 *   all of them, or up to the one that ends the game or is not legal
 *
 * Plays a line on the tail of @history that the rules look back at (a
 * copy of a long game would cost its whole length), to say when one of
 * the rules that look at the game so far ends it: the value of such a line is the
 * division where it stops, not a margin played out.
 *
 * Returns: (transfer full) (nullable): "ends by repetition" or "ends at
 *   the 200-ply limit", or %NULL when neither ends the line.
 */
char *
ak_history_note_line_end (const AkHistory *history,
                          const guint8    *moves,
                          guint            n_moves,
                          guint           *n_shown)
{
  g_autoptr(AkHistory) line = NULL;
  guint limit = ak_history_get_rules (history)->no_capture_limit;
  guint i;

  *n_shown = n_moves;
  /* A game already over has no line to end. */
  if (ak_history_is_over (history))
    return NULL;

  line = ak_history_copy_tail (history);
  for (i = 0; i < n_moves && !ak_history_is_over (line); i++)
    if (ak_history_play (line, moves[i], NULL, NULL) != AK_VERDICT_LEGAL)
      break;
  *n_shown = i;

  if (ak_history_get_termination (line) == AK_TERMINATION_REPETITION)
    /* Translators: after the moves of a line of play on the Analysis
     * page, when its last move brings a position up for the time that
     * ends the game */
    return g_strdup (_("ends by repetition"));
  if (ak_history_get_termination (line) == AK_TERMINATION_NO_CAPTURE)
    /* Translators: after the moves of a line of play on the Analysis
     * page, when its last move reaches the rules' limit of plies
     * (half-moves) without a capture */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "ends at the %u-ply limit",
                                         "ends at the %u-ply limit", limit),
                            limit);
  return NULL;
}
