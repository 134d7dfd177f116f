/* akn-random-match.h — long random matches as game records, for the AKN
 * benchmark and its generator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-notation.h"
#include "ak-types.h"

G_BEGIN_DECLS

/* How many random games are tried for each game of the match before the
 * one that keeps both players richest is taken anyway. */
#define AKN_RANDOM_MATCH_TRIES 64

/* The fewest seeds each player must keep after a game for the match to go
 * on many games. */
#define AKN_RANDOM_MATCH_MIN_WEALTH 12

GPtrArray *akn_random_match (AkVariant   variant,
                             guint       n_games,
                             guint64     seed,
                             GError    **error);

G_END_DECLS
