/* ak-moves-private.h — what the benchmarks of `adji-kui-cli bench` change in the
 * move generator to measure it, and nothing else may
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-moves.h"

G_BEGIN_DECLS

/* Endless-relay detection can be swapped for a plain lap cap, only so that
 * `adji-kui-cli bench` can measure what the exact detection costs.  Never
 * call this elsewhere: a cap is not the rule. */
void         _ak_moves_set_lap_cap_for_bench (guint cap);
/* Endless relays proved by a thread are remembered by that thread, so a
 * second look at the same moves costs next to nothing.  The benchmark
 * empties the calling thread's memory before it times such a second
 * look, to measure what the first one cost. */
void         _ak_moves_clear_endless_cache_for_bench (void);

G_END_DECLS
