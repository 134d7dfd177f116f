/* ak-review-moves.h — what a reviewed game's main line says of each move:
 * the seeds it lost, its mark, and the words the review wrote at it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-game.h"
#include "ak-review.h"

G_BEGIN_DECLS

/* One move of the main line with a value before and after it (a value
 * the review wrote, or one of a file). */
typedef struct
{
  AkGameNode   *node;            /* the move (owned by the game) */
  guint         ply;             /* its ply: 1 for the first move */
  AkSide        side;            /* the mover */
  int           loss;            /* hundredths of a seed, ≥ 0; 0 if forced */
  AkReviewMark  mark;            /* as the game marks it (its suffix or NAG) */
  guint         seeds_on_board;  /* before the move */
  gboolean      forced;          /* the mover had no other move */
  gboolean      proved;          /* both values proved: the loss is exact */
} AkReviewedMove;

GArray      *ak_review_moves_collect       (AkGame            *game) G_GNUC_WARN_UNUSED_RESULT;
GArray      *ak_review_moves_key_moments   (GArray            *moves,
                                            guint              max_moments,
                                            int                least_loss) G_GNUC_WARN_UNUSED_RESULT;
char        *ak_review_dup_explanation     (const AkGameNode  *node);
AkGameNode  *ak_review_find_marked         (AkGame            *game,
                                            AkGameNode        *from,
                                            gboolean           forward,
                                            AkSide             side,
                                            AkReviewMark       least);

G_END_DECLS
