/* ak-playout.h — random games played to the end, fast: the benchmark's
 * workload and the property tests' driver
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-history.h"
#include "ak-position.h"
#include "ak-random.h"
#include "ak-rules.h"

G_BEGIN_DECLS

typedef struct
{
  guint64 games;
  guint64 plies;             /* moves and passes played */
  guint64 passes;
  guint64 laps;              /* laps sown by the moves played */
  guint   max_laps;          /* laps of the longest move played */
  guint64 endless_refused;   /* candidate moves found endless and refused */
  guint64 terminations[AK_N_TERMINATIONS];
  GArray *refused;           /* if not NULL, AkRefusedMove of each endless candidate */
} AkPlayoutStats;

typedef struct
{
  AkPosition position;
  int        move;
} AkRefusedMove;

/* Plays one game of uniformly random legal moves from @start to its end
 * under every ending of RULES.md §4 (history included) and the move limit
 * of AkHistory.  @final receives
 * the last position, before the division; @moves, if not %NULL, gets
 * the moves played (int, %AK_MOVE_PASS for a pass) appended.  @stats, if
 * not %NULL, is added to.  Returns the termination. */
AkTermination ak_playout_game (const AkRules    *rules,
                               const AkPosition *start,
                               AkRandom         *rng,
                               AkPosition       *final,
                               GArray           *moves,
                               AkPlayoutStats   *stats);

G_END_DECLS
