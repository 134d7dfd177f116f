/* ak-review-report.h — how well each player played, from one reviewed
 * game (a game's report) or from several (a match's): seeds lost a move,
 * by phase, the marks, the worst and best moves, an accuracy figure and,
 * over enough games against the computer, the level a player plays like
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-game.h"
#include "ak-review.h"
#include "ak-review-moves.h"

G_BEGIN_DECLS

/* A game's phases, by the seeds on the board before a move. */
typedef enum
{
  AK_REVIEW_PHASE_OPENING,  /* AK_REVIEW_OPENING_SEEDS or more */
  AK_REVIEW_PHASE_MIDDLE,   /* between */
  AK_REVIEW_PHASE_ENDGAME,  /* AK_REVIEW_ENDGAME_SEEDS or fewer */
} AkReviewPhase;

#define AK_REVIEW_N_PHASES      3
#define AK_REVIEW_OPENING_SEEDS 33
#define AK_REVIEW_ENDGAME_SEEDS 12

/* The level estimate needs this much of a player against the computer. */
#define AK_REVIEW_LEVEL_MIN_GAMES 2
#define AK_REVIEW_LEVEL_MIN_MOVES 150

#define AK_TYPE_REVIEW_REPORT (ak_review_report_get_type ())

typedef struct _AkReviewReport AkReviewReport;

/* A move the report points at (the worst, the best). */
typedef struct
{
  guint        game;     /* which game: an index into the games reported */
  AkGameNode  *node;     /* the move; owned by that game, valid while its
                          * main line is not edited */
  guint        ply;      /* its ply in that game: 1 for the first move */
  int          loss;     /* what it lost, hundredths of a seed */
  AkReviewMark mark;
  /* For the best move: the opponent's move it answered, and its loss. */
  AkGameNode  *answered;
  int          answered_loss;
} AkReviewReportMove;

/* The level a player plays like, from the seeds the player loses a move
 * against those the computer's five levels lose (a measured table). */
typedef struct
{
  double    level;          /* 1.0 (level 1) to 5.0 (level 5), interpolated */
  double    low;            /* the range, from the mean loss ± 2 standard errors */
  double    high;
  gboolean  below_table;    /* the range reaches past level 1's losses */
  gboolean  above_table;    /* the range reaches past level 5's */
  AkVariant variant;        /* the table used */
  guint     n_games;        /* games against the computer counted */
  guint     n_moves;        /* their judged moves that had a choice */
  int       mean_loss;      /* hundredths of a seed a move */
  int       standard_error; /* of mean_loss */
} AkReviewLevelEstimate;

GType            ak_review_report_get_type          (void) G_GNUC_CONST;

AkReviewReport  *ak_review_report_new               (AkGame              **games,
                                                     guint                 n_games,
                                                     const int            *thresholds) G_GNUC_WARN_UNUSED_RESULT;
AkReviewReport  *ak_review_report_ref               (AkReviewReport       *self);
void             ak_review_report_unref             (AkReviewReport       *self);

guint            ak_review_report_get_n_games       (AkReviewReport       *self);
AkGame          *ak_review_report_get_game          (AkReviewReport       *self,
                                                     guint                 game);
const char      *ak_review_report_get_name          (AkReviewReport       *self,
                                                     AkSide                side);
gboolean         ak_review_report_get_is_program    (AkReviewReport       *self,
                                                     AkSide                side,
                                                     guint                *level);
int              ak_review_report_get_threshold     (AkReviewReport       *self,
                                                     AkReviewMark          mark);

guint            ak_review_report_get_n_moves       (AkReviewReport       *self,
                                                     AkSide                side);
guint            ak_review_report_get_n_forced      (AkReviewReport       *self,
                                                     AkSide                side);
int              ak_review_report_get_total_loss    (AkReviewReport       *self,
                                                     AkSide                side);
int              ak_review_report_get_average_loss  (AkReviewReport       *self,
                                                     AkSide                side);
guint            ak_review_report_get_phase_n_moves (AkReviewReport       *self,
                                                     AkSide                side,
                                                     AkReviewPhase         phase);
int              ak_review_report_get_phase_average_loss (AkReviewReport  *self,
                                                          AkSide           side,
                                                          AkReviewPhase    phase);
guint            ak_review_report_get_n_marks       (AkReviewReport       *self,
                                                     AkSide                side,
                                                     AkReviewMark          mark);
guint            ak_review_report_get_n_accurate    (AkReviewReport       *self,
                                                     AkSide                side);
gboolean         ak_review_report_get_accuracy      (AkReviewReport       *self,
                                                     AkSide                side,
                                                     double               *percent);
gboolean         ak_review_report_get_worst_move    (AkReviewReport       *self,
                                                     AkSide                side,
                                                     AkReviewReportMove   *move);
gboolean         ak_review_report_get_best_move     (AkReviewReport       *self,
                                                     AkSide                side,
                                                     AkReviewReportMove   *move);
gboolean         ak_review_report_get_level_estimate (AkReviewReport      *self,
                                                      AkSide               side,
                                                      AkReviewLevelEstimate *estimate);
gboolean         ak_review_report_get_plays_computer (AkReviewReport      *self,
                                                      AkSide               side);

char            *ak_review_report_to_text           (AkReviewReport       *self);
char            *ak_review_report_to_json           (AkReviewReport       *self);

const char      *ak_review_phase_name               (AkReviewPhase         phase);

/* The computer's levels, as the review judges them. */
gboolean         ak_review_level_table_get          (AkVariant             variant,
                                                     guint                 level,
                                                     int                  *mean_loss,
                                                     int                  *standard_error);
gboolean         ak_review_level_estimate           (AkVariant             variant,
                                                     int                   mean_loss,
                                                     int                   standard_error,
                                                     AkReviewLevelEstimate *estimate);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkReviewReport, ak_review_report_unref)

G_END_DECLS
