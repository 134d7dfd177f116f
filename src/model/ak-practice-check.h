/* ak-practice-check.h — the engine's verdict on every move of a practice
 * card's position: which answers are right, and why the others are not
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ak-engine.h"
#include "ak-practice-deck.h"
#include "ak-review.h"

G_BEGIN_DECLS

#define AK_PRACTICE_CHECK_ERROR (ak_practice_check_error_quark ())

typedef enum
{
  AK_PRACTICE_CHECK_ERROR_INVALID = 1,  /* the card's position, rules or side do not hold */
  AK_PRACTICE_CHECK_ERROR_GAME_OVER,    /* the card's position has no move to judge */
  AK_PRACTICE_CHECK_ERROR_FAILED,       /* the search found nothing */
} AkPracticeCheckError;

/* The depth a check searches to when its options give none: the depth of
 * the review that gives the same result every time. */
#define AK_PRACTICE_CHECK_DEFAULT_DEPTH AK_REVIEW_FIXED_DEPTH

/* One legal move of the card's position, and what the engine says of it. */
typedef struct
{
  int          move;        /* a hole as AkPosition/AkMoves number them, or AK_MOVE_PASS */
  int          score;       /* value after this move, the mover's view, in
                             * hundredths of a seed (AK_SCORE_SEED) */
  AkValueKind  kind;        /* AK_VALUE_PROVED when tables/search prove it */
  int          loss;        /* best score - score, >= 0 */
  gboolean     right;       /* loss < the threshold (default AK_REVIEW_INACCURACY_LOSS) */
  guint        n_refutation;                 /* the reply line after a wrong move */
  guint8       refutation[AK_REVIEW_MAX_LINE];
  char        *explanation; /* nullable: words for a wrong move, from the
                             * motifs ("C lets North capture a casa at c…"),
                             * or how much it loses where no motif tells */
  char        *comment;     /* nullable: for a wrong move, the words a review
                             * writes at such a mistake, which name the best
                             * move ("Best was e: …"), for Show Me */
} AkPracticeAnswer;

typedef struct
{
  guint     depth;      /* 0: the default (AK_PRACTICE_CHECK_DEFAULT_DEPTH) */
  int       threshold;  /* 0: AK_REVIEW_INACCURACY_LOSS */
  AkTables *tables;     /* nullable: endgame tables to prove with */
} AkPracticeCheckOptions;

typedef struct _AkPracticeCheck AkPracticeCheck;

#define AK_TYPE_PRACTICE_CHECK (ak_practice_check_get_type ())

GType                   ak_practice_check_get_type      (void) G_GNUC_CONST;
GQuark                  ak_practice_check_error_quark   (void);

AkPracticeCheck        *ak_practice_check_new_sync      (const AkPracticeCard          *card,
                                                         const AkPracticeCheckOptions  *options,
                                                         GCancellable                  *cancellable,
                                                         GError                       **error) G_GNUC_WARN_UNUSED_RESULT;
void                    ak_practice_check_new_async     (const AkPracticeCard          *card,
                                                         const AkPracticeCheckOptions  *options,
                                                         GCancellable                  *cancellable,
                                                         GAsyncReadyCallback            callback,
                                                         gpointer                       user_data);
AkPracticeCheck        *ak_practice_check_new_for_history_sync  (const AkHistory               *history,
                                                                 const AkPracticeCheckOptions  *options,
                                                                 GCancellable                  *cancellable,
                                                                 GError                       **error) G_GNUC_WARN_UNUSED_RESULT;
void                    ak_practice_check_new_for_history_async (const AkHistory               *history,
                                                                 const AkPracticeCheckOptions  *options,
                                                                 GCancellable                  *cancellable,
                                                                 GAsyncReadyCallback            callback,
                                                                 gpointer                       user_data);
AkPracticeCheck        *ak_practice_check_new_finish    (GAsyncResult                  *result,
                                                         GError                       **error) G_GNUC_WARN_UNUSED_RESULT;
AkPracticeCheck        *ak_practice_check_ref           (AkPracticeCheck               *self);
void                    ak_practice_check_unref         (AkPracticeCheck               *self);

guint                   ak_practice_check_get_n_answers (AkPracticeCheck               *self);
const AkPracticeAnswer *ak_practice_check_get_answer    (AkPracticeCheck               *self,
                                                         guint                          i);
const AkPracticeAnswer *ak_practice_check_find          (AkPracticeCheck               *self,
                                                         int                            move);
gboolean                ak_practice_check_is_proved     (AkPracticeCheck               *self);
guint                   ak_practice_check_get_depth     (AkPracticeCheck               *self);
int                     ak_practice_check_get_threshold (AkPracticeCheck               *self);
const AkRules          *ak_practice_check_get_rules     (AkPracticeCheck               *self);
const AkPosition       *ak_practice_check_get_position  (AkPracticeCheck               *self);
guint                   ak_practice_check_get_best_line (AkPracticeCheck               *self,
                                                         const guint8                 **line);

char                   *ak_practice_move_to_string      (int                            move);
gboolean                ak_practice_move_from_string    (const char                    *text,
                                                         int                           *move);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkPracticeCheck, ak_practice_check_unref)

G_END_DECLS
