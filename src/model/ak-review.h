/* ak-review.h — a game reviewed by the engine: a value after every move of
 * the main line, the mistakes marked, and the best line where one was lost
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ak-engine.h"
#include "ak-game.h"

G_BEGIN_DECLS

/* How bad a move was: what it lost against the best move. */
typedef enum
{
  AK_REVIEW_MARK_NONE,
  AK_REVIEW_MARK_INACCURACY,  /* ?! */
  AK_REVIEW_MARK_MISTAKE,     /* ? */
  AK_REVIEW_MARK_BLUNDER,     /* ?? */
} AkReviewMark;

#define AK_REVIEW_N_MARKS 4

/* The defaults of AkReviewOptions.thresholds, in hundredths of a seed. */
#define AK_REVIEW_INACCURACY_LOSS (2 * AK_SCORE_SEED)
#define AK_REVIEW_MISTAKE_LOSS    (4 * AK_SCORE_SEED)
#define AK_REVIEW_BLUNDER_LOSS    (8 * AK_SCORE_SEED)

/* The longest best line added at a mistake. */
#define AK_REVIEW_MAX_LINE 8

/* The depth of a review that gives the same result every time (the
 * window's review by depth, a practice card's check). */
#define AK_REVIEW_FIXED_DEPTH 12

typedef struct
{
  gint64 max_time_us;  /* a position; 0: to max_depth */
  guint  max_depth;    /* 0: for max_time_us */
  guint  n_threads;    /* searches at once; 0: one per core */
  int    thresholds[AK_REVIEW_N_MARKS];  /* least loss of each mark, [0] unused */
} AkReviewOptions;

/* What a review found of one player's moves. */
typedef struct
{
  guint n_moves;                     /* moves judged (with a value before and after) */
  int   total_loss;                  /* hundredths of a seed */
  guint n_marks[AK_REVIEW_N_MARKS];
} AkReviewPlayer;

typedef struct _AkReview       AkReview;
typedef struct _AkReviewChange AkReviewChange;

/* Called in the thread that runs the review as positions are done. */
typedef void (*AkReviewProgress) (guint    done,
                                  guint    total,
                                  gpointer user_data);

void             ak_review_options_init   (AkReviewOptions       *options);

AkReview        *ak_review_new            (const AkGameRecord    *record,
                                           const AkReviewOptions *options) G_GNUC_WARN_UNUSED_RESULT;
AkReview        *ak_review_new_deeper     (const AkGameRecord    *record,
                                           const AkReviewOptions *options) G_GNUC_WARN_UNUSED_RESULT;
void             ak_review_free           (AkReview              *self);
guint            ak_review_get_n_to_search (AkReview             *self);
gboolean         ak_review_run            (AkReview              *self,
                                           GCancellable          *cancellable,
                                           AkReviewProgress       progress,
                                           gpointer               user_data,
                                           GError               **error);
void             ak_review_run_async      (AkReview              *self,
                                           GCancellable          *cancellable,
                                           AkReviewProgress       progress,
                                           gpointer               user_data,
                                           GAsyncReadyCallback    callback,
                                           gpointer               callback_data);
gboolean         ak_review_run_finish     (AkReview              *self,
                                           GAsyncResult          *result,
                                           GError               **error);
gboolean         ak_review_run_all        (GPtrArray             *reviews,
                                           GCancellable          *cancellable,
                                           AkReviewProgress       progress,
                                           gpointer               user_data,
                                           GError               **error);
void             ak_review_run_all_async  (GPtrArray             *reviews,
                                           GCancellable          *cancellable,
                                           AkReviewProgress       progress,
                                           gpointer               user_data,
                                           GAsyncReadyCallback    callback,
                                           gpointer               callback_data);
gboolean         ak_review_run_all_finish (GAsyncResult          *result,
                                           GError               **error);
guint            ak_review_get_n_searched (AkReview              *self);
guint            ak_review_get_n_marked   (AkReview              *self);
guint            ak_review_get_n_marks_changed (AkReview         *self);
guint            ak_review_get_n_plies    (AkReview              *self);
AkReviewMark     ak_review_get_mark       (AkReview              *self,
                                           guint                  ply);
int              ak_review_get_loss       (AkReview              *self,
                                           guint                  ply);
gboolean         ak_review_get_eval       (AkReview              *self,
                                           guint                  ply,
                                           AkEval                *eval);
int              ak_review_get_best_move  (AkReview              *self,
                                           guint                  ply);
void             ak_review_get_player     (AkReview              *self,
                                           AkSide                 side,
                                           AkReviewPlayer        *player);
char            *ak_review_dup_summary    (AkReview              *self,
                                           AkSide                 side);
AkReviewChange  *ak_review_apply          (AkReview              *self,
                                           AkGame                *game,
                                           GError               **error);

const char      *ak_review_mark_to_suffix (AkReviewMark           mark);
AkReviewMark     ak_review_node_get_mark  (const AkGameNode      *node);
gboolean         ak_review_is_line_comment (const char           *comment);
char            *ak_review_describe_move  (const AkPosition      *pos,
                                           const AkRules         *rules,
                                           int                    move);
char            *ak_review_dup_line_comment (const AkHistory     *history,
                                             int                  played,
                                             const guint8        *played_line,
                                             guint                played_line_length,
                                             const guint8        *best_line,
                                             guint                best_line_length,
                                             int                  loss,
                                             gboolean             proved);

gboolean         ak_review_change_can_revert (AkReviewChange     *change,
                                              AkGame             *game);
void             ak_review_change_revert  (AkReviewChange        *change,
                                           AkGame                *game);
void             ak_review_change_free    (AkReviewChange        *change);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkReview, ak_review_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkReviewChange, ak_review_change_free)

G_END_DECLS
