/* ak-value.c — a value in words: proved, bounded or an estimate, written
 * so that the three never look alike
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ak-value.h"

/**
 * ak_value_format_score:
 * @score: a score in hundredths of a seed
 * @exact: whether it is proved
 *
 * Returns: (transfer full): the score in seeds: a whole number such as `+3`
 *   for a proved margin, two decimals such as `-0.45` or `+2.00` for an
 *   estimate.
 */
char *
ak_value_format_score (int      score,
                        gboolean exact)
{
  if (exact)
    return g_strdup_printf ("%+d", score / AK_SCORE_SEED);
  return g_strdup_printf ("%s%d.%02d", score < 0 ? "-" : "+", ABS (score) / AK_SCORE_SEED,
                          ABS (score) % AK_SCORE_SEED);
}

/**
 * ak_value_format:
 * @kind: what the value is worth
 * @score: the value in hundredths of a seed
 * @lower: the least it can be, for a bounded value
 * @upper: the most it can be, for a bounded value
 *
 * Returns: (transfer full): the value in seeds, in one of three forms that
 *   never look alike: a whole number such as `+4` for a proved margin, a
 *   range of whole numbers such as `+2..+6` for a value the repetition rule
 *   decides within proved bounds, and two decimals such as `-2.03` for an
 *   estimate.
 */
char *
ak_value_format (AkValueKind kind,
                        int         score,
                        int         lower,
                        int         upper)
{
  switch (kind)
    {
    case AK_VALUE_PROVED:
      return ak_value_format_score (score, TRUE);
    case AK_VALUE_BOUNDED:
      if (lower / AK_SCORE_SEED == upper / AK_SCORE_SEED)
        return ak_value_format_score (lower, TRUE);
      return g_strdup_printf ("%+d..%+d", lower / AK_SCORE_SEED, upper / AK_SCORE_SEED);
    case AK_VALUE_ESTIMATE:
    default:
      return ak_value_format_score (score, FALSE);
    }
}
