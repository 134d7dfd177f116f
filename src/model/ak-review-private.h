/* ak-review-private.h — what the review's files share: the positions
 * of the reviewed main line and the review itself
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-review.h"

G_BEGIN_DECLS

#define BEST_PREFIX "Best was "
#define ANNOTATOR   "Adji Kui " PACKAGE_VERSION

/* A position of the main line: the start, then the one after each move. */
typedef struct
{
  AkHistory    *history;    /* the game up to here */
  guint         n_legal;    /* moves the side to move has */
  int           played;     /* the move played from here, or AK_MOVE_NONE */
  gboolean      has_eval;
  AkEval        eval;       /* South's point of view */
  gboolean      has_old;    /* a deeper look searches again the value it had: */
  AkEval        old;        /* kept unless the search beats it */
  gboolean      skip;       /* a deeper look leaves it as it is */
  gboolean      fresh;      /* found by this review: to be written */
  gboolean      searched;   /* this review searched it: its best line is known */
  gboolean      has_line;   /* the game has a best line of an earlier review here */
  gboolean      want_line;  /* a mistake was played from here */
  gboolean      rewrite_line; /* a deeper look writes its line again */
  guint         pv_length;
  guint8        pv[AK_REVIEW_MAX_LINE];

  /* The move that led here. */
  AkReviewMark  old_mark;   /* the game's when the review was set up */
  gboolean      own_suffix; /* a person's !, !! or !?: no review marks it */
  gboolean      rejudged;   /* judged by this review: its mark and line are written */
  gboolean      judged;
  int           loss;
  AkReviewMark  mark;
} Ply;

struct _AkReview
{
  AkReviewOptions options;
  AkRules         rules;
  AkPosition      start;
  Ply            *plies;
  guint           n_plies;
  AkTables       *tables;   /* the app's endgame tables for the game, or NULL */
  guint           n_searched;
  gboolean        deeper;   /* only around the moves marked: ak_review_new_deeper () */
  guint           n_marked; /* the moves marked when it was set up */
  gboolean        done;
};

gboolean _ak_review_is_line (const AkGameNode *first);

/* ak-review-apply.c, for tests */
char *_ak_review_format_better (const char *what,
                                int         loss,
                                gboolean    proved);

G_END_DECLS
