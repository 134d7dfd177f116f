/* ak-value-text.c — an engine value in the window's words: proved, bounded
 * by a repetition, or estimated, each in its own form and sentence
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every place that shows a value (the Analysis page, the badges on the
 * board, the evaluation graph, the moves list, a hint) shows it in one of
 * three forms that never look alike: a whole number such as +4 for a
 * proved margin, a range such as +2..+6 where the endgame tables prove
 * only bounds because the repetition rule decides, and two decimals such
 * as +2.03 for the engine's estimate.  The sentences here say the same
 * in words, for tooltips and screen readers.
 */

#define G_LOG_DOMAIN "ak-value-text"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-value-text.h"

static const char *
side_name (AkSide side)
{
  return side == AK_SOUTH ? _("South") : _("North");
}

/**
 * ak_value_text_init_result:
 * @value: (out caller-allocates): the value to fill
 * @result: a search's result
 * @index: a root move's index in @result, or -1 for the best move's value
 * @turn: whether to turn the value round to the other side's view
 *
 * Takes the value, its kind and its range from @result (the mover's
 * point of view), turned round if @turn.
 */
void
ak_value_text_init_result (AkValueText          *value,
                           const AkSearchResult *result,
                           int                   index,
                           gboolean              turn)
{
  if (index < 0)
    {
      value->kind = result->kind;
      value->score = result->score;
      value->lower = result->lower;
      value->upper = result->upper;
      /* A result from before the kinds said only whether it was proved. */
      if (result->exact && value->kind == AK_VALUE_ESTIMATE)
        value->kind = AK_VALUE_PROVED;
    }
  else
    {
      value->kind = result->move_kind[index];
      value->score = result->move_scores[index];
      value->lower = result->move_lower[index];
      value->upper = result->move_upper[index];
      if (result->move_exact[index] && value->kind == AK_VALUE_ESTIMATE)
        value->kind = AK_VALUE_PROVED;
    }
  if (value->kind != AK_VALUE_BOUNDED)
    value->lower = value->upper = value->score;
  if (turn)
    ak_value_text_turn (value);
}

/**
 * ak_value_text_turn:
 * @value: a value
 *
 * Turns @value round to the other side's point of view: the range's ends
 * change places.
 */
void
ak_value_text_turn (AkValueText *value)
{
  int lower = value->lower;

  value->score = -value->score;
  value->lower = -value->upper;
  value->upper = -lower;
}

/**
 * ak_value_text_format:
 * @value: a value
 *
 * Returns: (transfer full): "+4" for a proved value, "+2..+6" for a
 *   bounded one, "+2.03" for an estimate
 */
char *
ak_value_text_format (const AkValueText *value)
{
  return ak_value_format (value->kind, value->score, value->lower, value->upper);
}

/* A bounded value whose ends are the same whole number is that number,
 * proved (ak_value_format() writes it so too). */
static AkValueKind
shown_kind (const AkValueText *value)
{
  if (value->kind == AK_VALUE_BOUNDED &&
      value->lower / AK_SCORE_SEED == value->upper / AK_SCORE_SEED)
    return AK_VALUE_PROVED;
  return value->kind;
}

static int
proved_seeds (const AkValueText *value)
{
  return (value->kind == AK_VALUE_BOUNDED ? value->lower : value->score) / AK_SCORE_SEED;
}

/**
 * ak_value_text_summary:
 * @value: a value from @side's point of view
 * @side: whose point of view
 * @move: the move it is the value of, for "with d", or %AK_MOVE_NONE
 *
 * Returns: (transfer full): a few words for a subtitle: "South wins by 4
 *   with d", "+2 to +6: a repetition decides", or "Estimate"
 */
char *
ak_value_text_summary (const AkValueText *value,
                       AkSide             side,
                       int                move)
{
  g_autofree char *with = NULL;

  if (move == AK_MOVE_PASS)
    with = g_strdup ("--");
  else if (ak_hole_is_valid (move))
    with = g_strdup_printf ("%c", ak_hole_to_char (move));

  switch (shown_kind (value))
    {
    case AK_VALUE_PROVED:
      {
        int seeds = proved_seeds (value);
        AkSide winner = seeds >= 0 ? side : AK_SIDE_OTHER (side);
        guint margin = (guint) ABS (seeds);

        if (seeds == 0)
          return with != NULL
            /* Translators: a proved value; %s is a move, such as "d" */
            ? g_strdup_printf (_("A draw with %s"), with)
            : g_strdup (_("A draw"));
        if (with != NULL)
          /* Translators: a proved value: the first %s is "South" or
           * "North", %u the seeds it wins by, the last %s a move such as "d" */
          return g_strdup_printf (ngettext ("%s wins by %u with %s", "%s wins by %u with %s",
                                            margin),
                                  side_name (winner), margin, with);
        /* Translators: a proved value: %s is "South" or "North", %u the
         * seeds it wins by */
        return g_strdup_printf (ngettext ("%s wins by %u", "%s wins by %u", margin),
                                side_name (winner), margin);
      }
    case AK_VALUE_BOUNDED:
      {
        g_autofree char *lower = ak_value_format_score (value->lower, TRUE);
        g_autofree char *upper = ak_value_format_score (value->upper, TRUE);

        /* Translators: a value the repetition rule decides, between two
         * proved bounds such as "+2" and "+6" */
        return g_strdup_printf (_("%s to %s: a repetition decides"), lower, upper);
      }
    case AK_VALUE_ESTIMATE:
    default:
      return g_strdup (_("Estimate"));
    }
}

/**
 * ak_value_text_explain:
 * @value: a value from @side's point of view
 * @side: whose point of view
 *
 * Returns: (transfer full): what the value means, in a sentence for a
 *   tooltip and a screen reader
 */
char *
ak_value_text_explain (const AkValueText *value,
                       AkSide             side)
{
  switch (shown_kind (value))
    {
    case AK_VALUE_PROVED:
      {
        int seeds = proved_seeds (value);
        AkSide winner = seeds >= 0 ? side : AK_SIDE_OTHER (side);
        guint margin = (guint) ABS (seeds);

        if (seeds == 0)
          return g_strdup (_("Proved: a draw with best play from both sides."));
        /* Translators: %s is "South" or "North", %u a number of seeds */
        return g_strdup_printf (ngettext ("Proved: %s wins by %u seed with best play from both sides.",
                                          "Proved: %s wins by %u seeds with best play from both sides.",
                                          margin),
                                side_name (winner), margin);
      }
    case AK_VALUE_BOUNDED:
      {
        g_autofree char *lower = ak_value_format_score (value->lower, TRUE);
        g_autofree char *upper = ak_value_format_score (value->upper, TRUE);
        guint most = (guint) ABS (value->upper / AK_SCORE_SEED);

        /* Translators: a value the repetition rule decides: the first two
         * %s are proved bounds such as "+2" and "+6", in seeds, the third
         * "South" or "North", whose point of view they take; %u is the
         * second bound without its sign, for the plural */
        return g_strdup_printf (ngettext ("Between %s and %s seed for %s: the repetition rule "
                                          "ends the game with the division at the repeated "
                                          "position, and which position repeats depends on the "
                                          "moves before, so the value is only known to lie in "
                                          "this range.",
                                          "Between %s and %s seeds for %s: the repetition rule "
                                          "ends the game with the division at the repeated "
                                          "position, and which position repeats depends on the "
                                          "moves before, so the value is only known to lie in "
                                          "this range.",
                                          most),
                                lower, upper, side_name (side));
      }
    case AK_VALUE_ESTIMATE:
    default:
      {
        g_autofree char *score = ak_value_format_score (value->score, FALSE);

        /* Translators: %s is a value in seeds such as "+2.03", the second
         * "South" or "North", whose point of view it takes */
        return g_strdup_printf (_("The engine’s estimate: %s seeds for %s, not proved."),
                                score, side_name (side));
      }
    }
}

/**
 * ak_value_text_dup_hint:
 * @move: the hole suggested
 * @value: (nullable): its value from @side's point of view, if known
 * @side: the side to move, whose point of view
 *
 * Returns: (transfer full): the hint's toast: "Hint: sow c", with what
 *   the move is worth when known: "South wins by 4", "+2 to +6: a
 *   repetition decides" or "about +2.03 for South"
 */
char *
ak_value_text_dup_hint (int                move,
                        const AkValueText *value,
                        AkSide             side)
{
  g_autofree char *words = NULL;

  if (value == NULL)
    /* Translators: %c is a hole letter */
    return g_strdup_printf (_("Hint: sow %c"), ak_hole_to_char (move));

  if (shown_kind (value) == AK_VALUE_ESTIMATE)
    {
      g_autofree char *score = ak_value_text_format (value);

      /* Translators: an estimated value in a hint, such as "about +2.03
       * for South" */
      words = g_strdup_printf (_("about %s for %s"), score, side_name (side));
    }
  else
    words = ak_value_text_summary (value, side, AK_MOVE_NONE);
  /* Translators: a hint: %c is a hole letter, %s what the move is worth,
   * such as "South wins by 4" or "+2 to +6: a repetition decides" */
  return g_strdup_printf (_("Hint: sow %c — %s"), ak_hole_to_char (move), words);
}
