/* ak-value.h — what a value is worth (proved, bounded by a repetition,
 * estimated) and how it is written, so that the three never look alike
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Scores are in hundredths of a seed: the margin the side to move can
 * expect to end the game with (its final total minus the opponent's). */
#define AK_SCORE_SEED     100

/* How much a value is worth.  The search estimates a value unless every
 * line below it reaches the end of the game (or a proved entry of the
 * endgame tables); where the tables can only bound it, because the
 * repetition rule will decide, the value is a range. */
typedef enum
{
  AK_VALUE_ESTIMATE,   /* the search's estimate, in hundredths of a seed */
  AK_VALUE_PROVED,     /* an exact final margin, in whole seeds */
  AK_VALUE_BOUNDED,    /* proved to lie in [lower, upper]: a repetition decides */
} AkValueKind;

char *ak_value_format_score (int         score,
                             gboolean    exact);
char *ak_value_format       (AkValueKind kind,
                             int         score,
                             int         lower,
                             int         upper);

G_END_DECLS
