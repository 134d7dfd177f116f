/* ak-search.h — the computer player and analyst: iterative-deepening
 * principal-variation search over the exact rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-eval.h"
#include "ak-history.h"
#include "ak-match-rules.h"
#include "ak-moves.h"
#include "ak-position.h"
#include "ak-random.h"
#include "ak-rules.h"
#include "ak-tables.h"
#include "ak-value.h"

G_BEGIN_DECLS

#define AK_SEARCH_MAX_PLY 128
#define AK_SEARCH_MAX_PV  64
/* The most threads one search runs on. */
#define AK_SEARCH_MAX_THREADS 64

typedef struct _AkSearch AkSearch;


typedef struct
{
  guint    depth;                       /* the deepest completed iteration */
  int      score;                       /* of the best move, mover's view */
  gboolean exact;                       /* the score is proved: a final margin */
  AkValueKind kind;                     /* of score: exact is kind == AK_VALUE_PROVED */
  int      lower, upper;                /* the proved range, when kind is bounded */
  guint64  nodes;
  gint64   elapsed_us;
  int      best_move;                   /* a hole, AK_MOVE_PASS, or AK_MOVE_NONE */
  guint    pv_length;
  guint8   pv[AK_SEARCH_MAX_PV];
  guint    n_moves;                     /* the legal moves at the root */
  guint8   moves[AK_MAX_MOVES];
  int      move_scores[AK_MAX_MOVES];   /* each move's value, when all_moves */
  gboolean move_exact[AK_MAX_MOVES];
  AkValueKind move_kind[AK_MAX_MOVES];  /* each move's value, when all_moves */
  int      move_lower[AK_MAX_MOVES];
  int      move_upper[AK_MAX_MOVES];
} AkSearchResult;

typedef void (*AkSearchProgress) (const AkSearchResult *result,
                                  gpointer              user_data);

typedef struct
{
  guint             max_depth;   /* 0: no limit but AK_SEARCH_MAX_PLY */
  guint64           max_nodes;   /* 0: no limit */
  gint64            max_time_us; /* 0: no limit */
  gboolean          all_moves;   /* the value of every root move, not just the best */
  volatile gint    *cancel;      /* set non-zero from another thread to stop */
  AkSearchProgress  progress;    /* called after each completed iteration */
  gpointer          user_data;
  guint             n_threads;   /* 0 or 1: one thread, deterministic; N: the
                                  * calling thread and N - 1 helpers */
} AkSearchLimits;

/* Levels for play: 1 plays like a beginner, 5 at full strength. */
#define AK_LEVEL_MIN 1
#define AK_LEVEL_MAX 5

AkSearch *ak_search_new            (guint                 table_megabytes);
void      ak_search_free           (AkSearch             *search);
void      ak_search_clear          (AkSearch             *search);
void      ak_search_set_weights    (AkSearch             *search,
                                    AkVariant             variant,
                                    const AkEvalWeights  *weights);
void      ak_search_set_level_threads (AkSearch           *search,
                                       guint               n_threads);
guint     ak_search_get_level_threads (AkSearch           *search);
void      ak_search_set_tables     (AkSearch             *search,
                                    AkTables             *tables);
gboolean  ak_search_run            (AkSearch             *search,
                                    const AkRules        *rules,
                                    const AkHistory      *game,
                                    const AkSearchLimits *limits,
                                    AkSearchResult       *result);
int       ak_search_evaluate       (const AkPosition     *pos,
                                    const AkRules        *rules);
int       ak_search_choose_move    (AkSearch             *search,
                                    const AkRules        *rules,
                                    const AkHistory      *game,
                                    guint                 level,
                                    AkRandom             *rng,
                                    volatile gint        *cancel,
                                    AkSearchResult       *result);
void      ak_search_level_limits   (guint                 level,
                                    AkSearchLimits       *limits);
guint     ak_search_choose_purchases (AkSearch           *search,
                                      const AkRules      *rules,
                                      const guint         wealth[2],
                                      AkSide              starter,
                                      gint64              max_time_us,
                                      guint8             *purchases,
                                      int                *score);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkSearch, ak_search_free)

G_END_DECLS
