/* ak-eval.h — the static evaluation: features of a position and the
 * weights, learned from self-play, that turn them into an estimate
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-position.h"
#include "ak-rules.h"

G_BEGIN_DECLS

/* The features are counted from the side to move, never from South or
 * North: holes are numbered from the mover's row, and "mine" and "theirs"
 * are by owner.  A position and its mirror (rows, owners, stores and the
 * side to move all swapped) therefore have the same features, and the same
 * value for the side to move: opposite values for South.
 *
 * Stores are not a feature: a node's value is what is still to be won
 * (see ak-search.c), and the search's table keys on the board alone.
 *
 * The layout (AK_EVAL_F_* are first indices):
 *   - one "tempo" feature, always 1: the worth of being the side to move;
 *   - per hole: the hole's distance from the mover's first hole (0–11),
 *     its owner (mine or theirs) and its count in one of 8 buckets
 *     (0, 1, 2, 3, 4, 5–6, 7–9, 10+), one-hot;
 *   - the seeds each side owns, in four phases by the seeds on the board
 *     (≤ 12, 13–20, 21–32, 33+), so that the weight of a seed that will go
 *     to its owner in the division can grow as the game ends;
 *   - for each side: the holes it may move from (mobility), the most it
 *     captures with one move whose first lap is short enough to read
 *     without sowing (fewer than 11 seeds), how many such moves capture,
 *     and (Adji Kui II) how many relay on into a second lap;
 *   - the seeds on the board, and their parity. */
#define AK_EVAL_BUCKETS       8
#define AK_EVAL_PHASES        4
#define AK_EVAL_F_TEMPO       0
#define AK_EVAL_F_HOLES       1
#define AK_EVAL_F_OWNED       (AK_EVAL_F_HOLES + AK_N_HOLES * 2 * AK_EVAL_BUCKETS)
#define AK_EVAL_F_SIDE        (AK_EVAL_F_OWNED + 2 * AK_EVAL_PHASES)
#define AK_EVAL_SIDE_FEATURES 4
#define AK_EVAL_F_BOARD       (AK_EVAL_F_SIDE + 2 * AK_EVAL_SIDE_FEATURES)
#define AK_EVAL_F_PARITY      (AK_EVAL_F_BOARD + 1)
#define AK_EVAL_N_FEATURES    (AK_EVAL_F_PARITY + 1)

/* At most this many features are non-zero in one position. */
#define AK_EVAL_MAX_ACTIVE    (1 + AK_N_HOLES + 2 + 2 * AK_EVAL_SIDE_FEATURES + 2)

/* Weights are in hundredths of a seed times 2^AK_EVAL_SHIFT. */
#define AK_EVAL_SHIFT         6

typedef struct
{
  guint   n;
  guint16 index[AK_EVAL_MAX_ACTIVE];
  gint16  value[AK_EVAL_MAX_ACTIVE];
} AkEvalFeatures;

typedef struct
{
  AkVariant variant;
  gint32    weights[AK_EVAL_N_FEATURES];
} AkEvalWeights;

void                 ak_eval_features        (const AkPosition    *pos,
                                              const AkRules       *rules,
                                              AkEvalFeatures      *features);
int                  ak_eval_evaluate        (const AkPosition    *pos,
                                              const AkRules       *rules,
                                              const AkEvalWeights *weights);
int                  ak_eval_classic         (const AkPosition    *pos,
                                              const AkRules       *rules);
const AkEvalWeights *ak_eval_builtin_weights (AkVariant            variant);
const char          *ak_eval_feature_name    (guint                index,
                                              char                *buffer,
                                              gsize                size);
void                 ak_eval_mirror          (const AkPosition    *pos,
                                              AkPosition          *mirror);

G_END_DECLS
