/* ak-review.c — a game reviewed by the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The review searches every position of the main line that has no value
 * yet, several at once, each in its own thread with its own AkSearch, and
 * writes the value after each move as `[%eval V/D]` (AKN.md §4, South's
 * point of view).  What a move lost is the value of the position before
 * it less the value after it, from the mover's side: since both are read
 * back from the file, a reviewed file reviews again to the same marks
 * without a search.  At each `?` and `??` the engine's best line from the
 * position before is added as a variation, with a comment saying what its
 * first move does and how much better it was, then, when a motif of the
 * engine tells it (ak-motifs.h), why the move played was worse.
 *
 * The review works on its own copy of the game, so a cancelled one leaves
 * the game as it was; ak_review_apply() then writes what it found into the
 * game, and ak_review_change_revert() takes all of it back in one step.
 *
 * A deeper look (ak_review_new_deeper()) is a review of a reviewed game
 * that searches again, longer, only the positions before and after each
 * marked move.  A new value replaces the old one only if it is deeper (or
 * proved), so that the file only gains; every other value stays as it is.
 * It judges again the marked moves and any move whose value before or
 * after changed, and writes their best lines again in place of the ones
 * an earlier review wrote there; the other moves keep their marks.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-review-private.h"
#include "ak-tables-manager.h"

/**
 * ak_review_options_init:
 * @options: (out caller-allocates): options to fill in
 *
 * One second a position, one search per core, the marks at 2, 4 and 8
 * seeds.
 */
void
ak_review_options_init (AkReviewOptions *options)
{
  memset (options, 0, sizeof *options);
  options->max_time_us = G_USEC_PER_SEC;
  options->thresholds[AK_REVIEW_MARK_INACCURACY] = AK_REVIEW_INACCURACY_LOSS;
  options->thresholds[AK_REVIEW_MARK_MISTAKE] = AK_REVIEW_MISTAKE_LOSS;
  options->thresholds[AK_REVIEW_MARK_BLUNDER] = AK_REVIEW_BLUNDER_LOSS;
}

/* -------------------------------------------------------------------------
 * Setting up
 */

/* Whether a value already in the file saves searching again. */
static gboolean
eval_is_enough (const AkReview *self,
                const AkEval   *eval)
{
  /* A proved value, or proved bounds, is what any search would find. */
  if (ak_eval_get_kind (eval) != AK_VALUE_ESTIMATE)
    return TRUE;
  /* A time leaves no trace in the file: any searched value does, but for
   * a deeper look, whose longer time may well go deeper. */
  if (self->options.max_depth == 0)
    return !self->deeper && eval->depth > 0;
  return eval->depth >= self->options.max_depth;
}

/* Whether a deeper look's @found replaces the value @old the file had: a
 * proof does, and a deeper estimate. */
static gboolean
eval_beats (const AkEval *found,
            const AkEval *old)
{
  if (ak_eval_get_kind (old) != AK_VALUE_ESTIMATE)
    return FALSE;
  if (ak_eval_get_kind (found) != AK_VALUE_ESTIMATE)
    return TRUE;
  return found->depth > old->depth;
}

/**
 * _ak_review_is_line:
 * @first: the first move of a variation
 *
 * Returns: whether a review wrote the variation, as its comment says.
 */
gboolean
_ak_review_is_line (const AkGameNode *first)
{
  if (first->comments == NULL)
    return FALSE;
  for (guint i = 0; i < first->comments->len; i++)
    if (ak_review_is_line_comment (g_ptr_array_index (first->comments, i)))
      return TRUE;
  return FALSE;
}

/* Reads @ply's value from @node, once its history and whether a deeper
 * look skips it are known. */
static void
init_ply (AkReview         *self,
          Ply              *ply,
          const AkGameNode *node)
{
  AkHistory *history = ply->history;
  AkMoveList list;
  guint totals[2];

  ply->has_eval = ak_game_node_get_eval (node, &ply->eval);

  /* A game over by the rules has its value: the final division. */
  if (ak_history_get_result (history, totals) &&
      ak_history_get_termination (history) != AK_TERMINATION_AGREEMENT)
    {
      int margin = ((int) totals[AK_SOUTH] - (int) totals[AK_NORTH]) * AK_SCORE_SEED;
      AkEval final = { margin, TRUE, 0, AK_VALUE_PROVED, margin, margin };

      /* A deeper look writes no value it did not look at. */
      ply->fresh = !ply->skip &&
                   (!ply->has_eval || ply->eval.score != final.score ||
                    ak_eval_get_kind (&ply->eval) != AK_VALUE_PROVED || ply->eval.depth != 0);
      ply->has_eval = TRUE;
      ply->eval = final;
      return;
    }
  ply->n_legal = ak_position_legal_moves (ak_history_get_position (history), &self->rules, &list);
  if (ply->skip || !ply->has_eval || eval_is_enough (self, &ply->eval))
    return;
  ply->has_old = TRUE;
  ply->old = ply->eval;
  ply->has_eval = FALSE;
}

static gboolean
is_own_suffix (const char *suffix)
{
  return suffix != NULL && strcmp (suffix, "?!") != 0 && strcmp (suffix, "?") != 0 &&
         strcmp (suffix, "??") != 0;
}

static AkReview *
review_new (const AkGameRecord    *record,
            const AkReviewOptions *options,
            gboolean               deeper)
{
  g_autofree const AkGameNode **nodes = NULL;
  AkReview *self;
  AkHistory *history;
  const AkGameNode *node;
  guint n = 1;

  self = g_new0 (AkReview, 1);
  self->options = *options;
  self->rules = record->rules;
  self->start = record->start;
  self->deeper = deeper;

  for (node = record->root; node->children != NULL && node->children->len > 0; n++)
    node = g_ptr_array_index (node->children, 0);
  self->n_plies = n;
  self->plies = g_new0 (Ply, n);
  nodes = g_new0 (const AkGameNode *, n);

  history = ak_history_new (&record->rules, &record->start);
  node = record->root;
  for (guint i = 0; i < n; i++)
    {
      Ply *ply = &self->plies[i];

      nodes[i] = node;
      ply->history = ak_history_copy (history);
      ply->played = AK_MOVE_NONE;
      if (i > 0)
        {
          ply->old_mark = ak_review_node_get_mark (node);
          ply->own_suffix = is_own_suffix (node->suffix);
          if (ply->old_mark != AK_REVIEW_MARK_NONE)
            self->n_marked++;
        }
      if (i + 1 == n)
        break;

      for (guint v = 1; v < node->children->len; v++)
        if (_ak_review_is_line (g_ptr_array_index (node->children, v)))
          ply->has_line = TRUE;
      node = g_ptr_array_index (node->children, 0);
      ply->played = node->move;
      if (ak_history_play (history, node->move, NULL, NULL) != AK_VERDICT_LEGAL)
        g_assert_not_reached ();  /* the reader checked every move */
    }

  /* A deeper look searches the positions before and after each marked
   * move, and no other. */
  for (guint i = 0; deeper && i < n; i++)
    self->plies[i].skip = self->plies[i].old_mark == AK_REVIEW_MARK_NONE &&
                          (i + 1 == n || self->plies[i + 1].old_mark == AK_REVIEW_MARK_NONE);
  for (guint i = 0; i < n; i++)
    init_ply (self, &self->plies[i], nodes[i]);

  /* Asked with the last position: the one nearest the tables. */
  self->tables = ak_tables_manager_dup_for_search (&self->rules,
                                                   ak_history_get_position (history));
  ak_history_free (history);
  return self;
}

/**
 * ak_review_new:
 * @record: the game to review; it is copied from
 * @options: how long to search and what to mark
 *
 * Sets up a review of @record's main line.  Nothing is searched until
 * ak_review_run().
 *
 * Returns: (transfer full): the review.
 */
AkReview *
ak_review_new (const AkGameRecord    *record,
               const AkReviewOptions *options)
{
  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (options->max_time_us > 0 || options->max_depth > 0, NULL);

  return review_new (record, options, FALSE);
}

/**
 * ak_review_new_deeper:
 * @record: a game reviewed before; it is copied from
 * @options: how long to search, longer than the review before, and what
 *   to mark
 *
 * Sets up a deeper look at the moves of @record's main line marked `?!`,
 * `?` or `??` (ak_review_node_get_mark()): the positions before and after
 * each are searched again with @options, and a value found replaces the
 * one in the game only if it is deeper or proved.  The marked moves, and
 * any move whose value before or after changed, are judged again: a mark
 * may go up, down or away, and the best line an earlier review wrote at
 * such a move is written again (or taken away with its mistake).  Every
 * other value, mark and line stays as it is.
 *
 * It runs, applies and reverts as any review does.
 *
 * Returns: (transfer full): the review.
 */
AkReview *
ak_review_new_deeper (const AkGameRecord    *record,
                      const AkReviewOptions *options)
{
  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (options->max_time_us > 0 || options->max_depth > 0, NULL);

  return review_new (record, options, TRUE);
}

void
ak_review_free (AkReview *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < self->n_plies; i++)
    ak_history_free (self->plies[i].history);
  g_free (self->plies);
  g_clear_pointer (&self->tables, ak_tables_unref);
  g_free (self);
}

static gboolean
needs_search (const Ply *ply)
{
  return !ply->skip && !ply->has_eval && ply->n_legal > 0;
}

/**
 * ak_review_get_n_to_search:
 * @self: a review
 *
 * Returns: the positions without a good enough value yet, which the review
 *   will search (a few more may follow for best lines).
 */
guint
ak_review_get_n_to_search (AkReview *self)
{
  guint n = 0;

  for (guint i = 0; i < self->n_plies; i++)
    if (needs_search (&self->plies[i]))
      n++;
  return n;
}

/* -------------------------------------------------------------------------
 * Searching, one search per thread
 */

typedef struct
{
  AkReview      *review;
  GPtrArray     *queue;     /* Ply */
  gboolean       keep_eval; /* only the best line is wanted */
  gint           next;
  volatile gint  cancel;
  GMutex         lock;
  GCond          cond;
  guint          done;
} Pass;

static void
search_ply (Pass     *pass,
            AkSearch *search,
            Ply      *ply)
{
  const AkReviewOptions *options = &pass->review->options;
  AkSearchLimits limits = { 0, };
  AkSearchResult result;
  AkSide side = ak_history_get_position (ply->history)->side;

  limits.max_depth = options->max_depth;
  limits.max_time_us = options->max_depth > 0 ? 0 : options->max_time_us;
  limits.cancel = &pass->cancel;
  if (!ak_search_run (search, &pass->review->rules, ply->history, &limits, &result) ||
      g_atomic_int_get (&pass->cancel))
    return;

  ply->searched = TRUE;
  ply->pv_length = MIN (result.pv_length, AK_REVIEW_MAX_LINE);
  memcpy (ply->pv, result.pv, ply->pv_length);
  if (ply->pv_length == 0 && result.best_move != AK_MOVE_NONE)
    ply->pv[ply->pv_length++] = (guint8) result.best_move;
  if (pass->keep_eval)
    return;
  ply->has_eval = TRUE;
  ply->fresh = TRUE;
  /* South's point of view: North's range turns round. */
  ply->eval.score = side == AK_SOUTH ? result.score : -result.score;
  ply->eval.exact = result.kind == AK_VALUE_PROVED;
  ply->eval.kind = result.kind;
  ply->eval.lower = side == AK_SOUTH ? result.lower : -result.upper;
  ply->eval.upper = side == AK_SOUTH ? result.upper : -result.lower;
  if (result.kind != AK_VALUE_BOUNDED)
    ply->eval.lower = ply->eval.upper = ply->eval.score;
  ply->eval.depth = result.depth;
}

static gpointer
worker (gpointer data)
{
  Pass *pass = data;
  g_autoptr(AkSearch) search = ak_search_new (16);

  if (pass->review->tables != NULL)
    ak_search_set_tables (search, pass->review->tables);
  for (;;)
    {
      guint index = (guint) g_atomic_int_add (&pass->next, 1);

      if (index >= pass->queue->len || g_atomic_int_get (&pass->cancel))
        break;
      search_ply (pass, search, g_ptr_array_index (pass->queue, index));

      g_mutex_lock (&pass->lock);
      pass->done++;
      g_cond_signal (&pass->cond);
      g_mutex_unlock (&pass->lock);
    }
  return NULL;
}

static void
cancelled_cb (GCancellable *cancellable,
              Pass         *pass)
{
  g_mutex_lock (&pass->lock);
  g_atomic_int_set (&pass->cancel, 1);
  g_cond_signal (&pass->cond);
  g_mutex_unlock (&pass->lock);
}

/* Searches the positions of @queue, reporting each done after @base of
 * @total.  Returns FALSE if cancelled. */
static gboolean
run_pass (AkReview         *self,
          GPtrArray        *queue,
          gboolean          keep_eval,
          GCancellable     *cancellable,
          AkReviewProgress  progress,
          gpointer          user_data,
          guint             base,
          guint             total)
{
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  Pass pass = { self, queue, keep_eval, 0, 0, };
  guint n_threads = self->options.n_threads > 0 ? self->options.n_threads
                                                : (guint) g_get_num_processors ();
  guint reported = 0;
  gulong handler = 0;
  gboolean cancelled;

  if (queue->len == 0)
    return !g_cancellable_is_cancelled (cancellable);

  g_mutex_init (&pass.lock);
  g_cond_init (&pass.cond);
  if (cancellable != NULL)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (cancelled_cb), &pass, NULL);

  /* Each thread's search has its own table, so their number has the
   * bound of one search's threads, however many cores there are. */
  n_threads = CLAMP (n_threads, 1, MIN (queue->len, AK_SEARCH_MAX_THREADS));
  for (guint i = 0; i < n_threads; i++)
    g_ptr_array_add (threads, g_thread_new ("ak-review", worker, &pass));

  g_mutex_lock (&pass.lock);
  for (;;)
    {
      guint done = pass.done;

      if (done != reported && progress != NULL)
        {
          reported = done;
          g_mutex_unlock (&pass.lock);
          progress (base + done, total, user_data);
          g_mutex_lock (&pass.lock);
          continue;
        }
      if (done == queue->len || g_atomic_int_get (&pass.cancel))
        break;
      g_cond_wait (&pass.cond, &pass.lock);
    }
  g_mutex_unlock (&pass.lock);

  for (guint i = 0; i < threads->len; i++)
    g_thread_join (g_ptr_array_index (threads, i));
  if (cancellable != NULL)
    g_cancellable_disconnect (cancellable, handler);
  cancelled = g_atomic_int_get (&pass.cancel) || g_cancellable_is_cancelled (cancellable);
  g_mutex_clear (&pass.lock);
  g_cond_clear (&pass.cond);
  self->n_searched += pass.done;
  return !cancelled;
}

/* A deeper look keeps the value the game had where its search went no
 * deeper. */
static void
keep_better_values (AkReview *self)
{
  for (guint i = 0; i < self->n_plies; i++)
    {
      Ply *ply = &self->plies[i];

      if (!ply->has_old || (ply->has_eval && eval_beats (&ply->eval, &ply->old)))
        continue;
      ply->has_eval = TRUE;
      ply->eval = ply->old;
      ply->fresh = FALSE;
    }
}

/* What each move lost, from the values before and after it. */
static void
judge (AkReview *self)
{
  for (guint i = 1; i < self->n_plies; i++)
    {
      Ply *before = &self->plies[i - 1];
      Ply *after = &self->plies[i];
      AkSide mover = ak_history_get_position (before->history)->side;
      int loss;

      /* A deeper look judges again the moves it looked at and those whose
       * values changed; the others keep their marks and lines. */
      after->rejudged = !self->deeper || after->old_mark != AK_REVIEW_MARK_NONE ||
                        before->fresh || after->fresh;
      after->judged = before->has_eval && after->has_eval;
      after->loss = 0;
      after->mark = AK_REVIEW_MARK_NONE;
      before->want_line = FALSE;
      before->rewrite_line = FALSE;
      if (!after->judged)
        {
          if (!after->rejudged)
            after->mark = after->old_mark;
          continue;
        }

      loss = before->eval.score - after->eval.score;
      if (mover == AK_NORTH)
        loss = -loss;
      /* A forced move loses nothing, whatever the searches say. */
      after->loss = before->n_legal > 1 ? MAX (loss, 0) : 0;
      for (int mark = AK_REVIEW_MARK_BLUNDER; mark > AK_REVIEW_MARK_NONE; mark--)
        if (after->loss >= self->options.thresholds[mark] && self->options.thresholds[mark] > 0)
          {
            after->mark = mark;
            break;
          }
      if (!after->rejudged)
        {
          after->mark = after->old_mark;
          continue;
        }
      before->want_line = after->mark >= AK_REVIEW_MARK_INACCURACY;
      /* A deeper look writes again the line of a move whose values or
       * mark it changed, in place of the earlier review's. */
      if (self->deeper &&
          (before->fresh || after->fresh || after->mark != after->old_mark))
        {
          before->rewrite_line = TRUE;
          before->has_line = FALSE;
        }
    }
}

/**
 * ak_review_run:
 * @self: a review
 * @cancellable: (nullable): to stop it
 * @progress: (scope call) (nullable): told of each position done, in this
 *   thread
 * @user_data: for @progress
 * @error: return location for a %G_IO_ERROR_CANCELLED error
 *
 * Searches every position that needs it, with one search per thread
 * (AkReviewOptions.n_threads), then judges every move.  Blocks until done.
 *
 * Returns: %TRUE if the review is complete.
 */
gboolean
ak_review_run (AkReview          *self,
               GCancellable      *cancellable,
               AkReviewProgress   progress,
               gpointer           user_data,
               GError           **error)
{
  g_autoptr(GPtrArray) queue = g_ptr_array_new ();
  g_autoptr(GPtrArray) lines = g_ptr_array_new ();
  guint total;

  g_return_val_if_fail (self != NULL, FALSE);

  for (guint i = 0; i < self->n_plies; i++)
    if (needs_search (&self->plies[i]))
      g_ptr_array_add (queue, &self->plies[i]);
  total = queue->len;
  if (!run_pass (self, queue, FALSE, cancellable, progress, user_data, 0, total))
    goto cancelled;
  keep_better_values (self);
  judge (self);

  /* A mistake at a position reviewed before, but without the best line
   * (it was deleted, or the marks were set lower, or a deeper look did
   * not search there): find the line, and the reply to the move played,
   * which tells why it was worse (line_comment ()). */
  for (guint i = 0; i + 1 < self->n_plies; i++)
    {
      Ply *ply = &self->plies[i];
      Ply *next = &self->plies[i + 1];

      if (!ply->want_line || ply->has_line)
        continue;
      if (!ply->searched && !g_ptr_array_find (lines, ply, NULL))
        g_ptr_array_add (lines, ply);
      if (!next->searched && next->n_legal > 0)
        g_ptr_array_add (lines, next);
    }
  if (!run_pass (self, lines, TRUE, cancellable, progress, user_data, total, total + lines->len))
    goto cancelled;

  self->done = TRUE;
  return TRUE;

cancelled:
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The review was cancelled");
  return FALSE;
}

/* Progress over several reviews run one after the other: each review's
 * count of positions, done and in all as it last said (a review may find
 * a few more to search, for best lines, as it goes). */
typedef struct
{
  GPtrArray        *reviews;  /* AkReview, not owned */
  guint            *done;
  guint            *total;
  guint             current;
  AkReviewProgress  progress;
  gpointer          user_data;
} Several;

static void
several_progress_cb (guint    done,
                     guint    total,
                     gpointer data)
{
  Several *several = data;
  guint all_done = 0;
  guint all = 0;

  several->done[several->current] = done;
  several->total[several->current] = total;
  for (guint i = 0; i < several->reviews->len; i++)
    {
      all_done += several->done[i];
      all += several->total[i];
    }
  several->progress (all_done, all, several->user_data);
}

/**
 * ak_review_run_all:
 * @reviews: (element-type AkReview): the reviews, of a match's games say
 * @cancellable: (nullable): to stop them
 * @progress: (scope call) (nullable): told of each position done, counted
 *   over all the reviews, in this thread
 * @user_data: for @progress
 * @error: return location for a %G_IO_ERROR_CANCELLED error
 *
 * Runs each review in turn (each with one search per thread), as one
 * job: the positions done and to do are counted over all of them.
 * Blocks until done.
 *
 * Returns: %TRUE if every review is complete.
 */
gboolean
ak_review_run_all (GPtrArray         *reviews,
                   GCancellable      *cancellable,
                   AkReviewProgress   progress,
                   gpointer           user_data,
                   GError           **error)
{
  Several several = { reviews, NULL, NULL, 0, progress, user_data };
  gboolean ok = TRUE;

  g_return_val_if_fail (reviews != NULL, FALSE);

  several.done = g_new0 (guint, MAX (reviews->len, 1));
  several.total = g_new0 (guint, MAX (reviews->len, 1));
  for (guint i = 0; i < reviews->len; i++)
    several.total[i] = ak_review_get_n_to_search (g_ptr_array_index (reviews, i));

  for (guint i = 0; ok && i < reviews->len; i++)
    {
      several.current = i;
      ok = ak_review_run (g_ptr_array_index (reviews, i), cancellable,
                          progress != NULL ? several_progress_cb : NULL, &several, error);
      /* Done: whatever it counted last is all it had. */
      several.done[i] = several.total[i];
    }

  g_free (several.done);
  g_free (several.total);
  return ok;
}

/* Progress from the worker, on its way to the caller's main context. */
typedef struct
{
  GPtrArray       *reviews;  /* AkReview, not owned */
  AkReviewProgress progress;
  gpointer         user_data;
  GMainContext    *context;
} AsyncProgress;

typedef struct
{
  AsyncProgress *async;
  guint          done;
  guint          total;
} ProgressReport;

static gboolean
report_progress_cb (gpointer data)
{
  ProgressReport *report = data;

  report->async->progress (report->done, report->total, report->async->user_data);
  return G_SOURCE_REMOVE;
}

static void
progress_from_thread (guint    done,
                      guint    total,
                      gpointer data)
{
  ProgressReport *report = g_new (ProgressReport, 1);

  report->async = data;
  report->done = done;
  report->total = total;
  g_main_context_invoke_full (report->async->context, G_PRIORITY_DEFAULT, report_progress_cb,
                              report, g_free);
}

static void
async_progress_free (gpointer data)
{
  AsyncProgress *async = data;

  g_ptr_array_unref (async->reviews);
  g_main_context_unref (async->context);
  g_free (async);
}

static void
run_in_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  AsyncProgress *async = task_data;
  GError *error = NULL;

  if (ak_review_run_all (async->reviews, cancellable,
                         async->progress != NULL ? progress_from_thread : NULL, async, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
run_async (GPtrArray           *reviews,
           gpointer             source_tag,
           GCancellable        *cancellable,
           AkReviewProgress     progress,
           gpointer             user_data,
           GAsyncReadyCallback  callback,
           gpointer             callback_data)
{
  g_autoptr(GTask) task = NULL;
  AsyncProgress *async;

  async = g_new0 (AsyncProgress, 1);
  async->reviews = g_ptr_array_ref (reviews);
  async->progress = progress;
  async->user_data = user_data;
  async->context = g_main_context_ref_thread_default ();

  task = g_task_new (NULL, cancellable, callback, callback_data);
  g_task_set_source_tag (task, source_tag);
  g_task_set_name (task, "ak-review");
  g_task_set_task_data (task, async, async_progress_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, run_in_thread);
}

/**
 * ak_review_run_async:
 * @self: a review; it must live until the callback
 * @cancellable: (nullable): to stop it
 * @progress: (scope notified) (nullable): told of each position done, in
 *   the thread-default main context of the caller
 * @user_data: for @progress
 * @callback: called when the review is done or stopped
 * @callback_data: for @callback
 *
 * Runs ak_review_run() in a worker thread.  Until the callback, @self must
 * not be looked at.
 */
void
ak_review_run_async (AkReview            *self,
                     GCancellable        *cancellable,
                     AkReviewProgress     progress,
                     gpointer             user_data,
                     GAsyncReadyCallback  callback,
                     gpointer             callback_data)
{
  g_autoptr(GPtrArray) reviews = g_ptr_array_new ();

  g_return_if_fail (self != NULL);

  g_ptr_array_add (reviews, self);
  run_async (reviews, ak_review_run_async, cancellable, progress, user_data,
             callback, callback_data);
}

/**
 * ak_review_run_all_async:
 * @reviews: (element-type AkReview): the reviews; they must live until the
 *   callback
 * @cancellable: (nullable): to stop them
 * @progress: (scope notified) (nullable): told of each position done,
 *   counted over all the reviews, in the thread-default main context of
 *   the caller
 * @user_data: for @progress
 * @callback: called when the reviews are done or stopped
 * @callback_data: for @callback
 *
 * Runs ak_review_run_all() in a worker thread.  Until the callback, the
 * reviews must not be looked at.
 */
void
ak_review_run_all_async (GPtrArray           *reviews,
                         GCancellable        *cancellable,
                         AkReviewProgress     progress,
                         gpointer             user_data,
                         GAsyncReadyCallback  callback,
                         gpointer             callback_data)
{
  g_return_if_fail (reviews != NULL);

  run_async (reviews, ak_review_run_all_async, cancellable, progress, user_data,
             callback, callback_data);
}

/**
 * ak_review_run_all_finish:
 * @result: what the callback was given
 * @error: return location for a %G_IO_ERROR_CANCELLED error
 *
 * Returns: %TRUE if every review is complete.
 */
gboolean
ak_review_run_all_finish (GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * ak_review_run_finish:
 * @self: the review
 * @result: what the callback was given
 * @error: return location for a %G_IO_ERROR_CANCELLED error
 *
 * Returns: %TRUE if the review is complete.
 */
gboolean
ak_review_run_finish (AkReview      *self,
                      GAsyncResult  *result,
                      GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* -------------------------------------------------------------------------
 * What it found
 */

guint
ak_review_get_n_searched (AkReview *self)
{
  return self->n_searched;
}

/**
 * ak_review_get_n_marked:
 * @self: a review
 *
 * Returns: the moves of the main line marked `?!`, `?` or `??` when the
 *   review was set up: those a deeper look looks at again.
 */
guint
ak_review_get_n_marked (AkReview *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_marked;
}

/**
 * ak_review_get_n_marks_changed:
 * @self: a review that ran
 *
 * Returns: the moves whose mark the review changes in the game: added,
 *   taken away, or made worse or better.
 */
guint
ak_review_get_n_marks_changed (AkReview *self)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 1; i < self->n_plies; i++)
    {
      const Ply *ply = &self->plies[i];

      if (ply->judged && ply->rejudged && !ply->own_suffix && ply->mark != ply->old_mark)
        n++;
    }
  return n;
}

/**
 * ak_review_get_n_plies:
 * @self: a review
 *
 * Returns: the positions of the main line: the start and one after each
 *   move.  Ply i is the position after the i-th move.
 */
guint
ak_review_get_n_plies (AkReview *self)
{
  return self->n_plies;
}

/**
 * ak_review_get_mark:
 * @self: a review
 * @ply: 1 for the first move
 *
 * Returns: how bad the move that led to @ply was.
 */
AkReviewMark
ak_review_get_mark (AkReview *self,
                    guint     ply)
{
  g_return_val_if_fail (ply < self->n_plies, AK_REVIEW_MARK_NONE);
  return self->plies[ply].mark;
}

/**
 * ak_review_get_loss:
 * @self: a review
 * @ply: 1 for the first move
 *
 * Returns: what the move that led to @ply lost against the best move, in
 *   hundredths of a seed; 0 if it was not judged.
 */
int
ak_review_get_loss (AkReview *self,
                    guint     ply)
{
  g_return_val_if_fail (ply < self->n_plies, 0);
  return self->plies[ply].loss;
}

/**
 * ak_review_get_eval:
 * @self: a review
 * @ply: 0 for the start
 * @eval: (out) (optional): the value of the position, South's view
 *
 * Returns: whether the position has a value.
 */
gboolean
ak_review_get_eval (AkReview *self,
                    guint     ply,
                    AkEval   *eval)
{
  g_return_val_if_fail (ply < self->n_plies, FALSE);
  if (eval != NULL && self->plies[ply].has_eval)
    *eval = self->plies[ply].eval;
  return self->plies[ply].has_eval;
}

/**
 * ak_review_get_best_move:
 * @self: a review
 * @ply: 0 for the start
 *
 * Returns: the engine's best move at @ply, if this review searched it, or
 *   %AK_MOVE_NONE.
 */
int
ak_review_get_best_move (AkReview *self,
                         guint     ply)
{
  g_return_val_if_fail (ply < self->n_plies, AK_MOVE_NONE);
  if (!self->plies[ply].searched || self->plies[ply].pv_length == 0)
    return AK_MOVE_NONE;
  return self->plies[ply].pv[0];
}

/**
 * ak_review_get_player:
 * @self: a review that ran
 * @side: whose moves
 * @player: (out caller-allocates): the counts
 */
void
ak_review_get_player (AkReview       *self,
                      AkSide          side,
                      AkReviewPlayer *player)
{
  memset (player, 0, sizeof *player);
  for (guint i = 1; i < self->n_plies; i++)
    {
      const Ply *ply = &self->plies[i];

      if (!ply->judged || ak_history_get_position (self->plies[i - 1].history)->side != side)
        continue;
      player->n_moves++;
      player->total_loss += ply->loss;
      player->n_marks[ply->mark]++;
    }
}

/**
 * ak_review_dup_summary:
 * @self: a review that ran
 * @side: whose moves
 *
 * Returns: (transfer full): a line such as `21 moves, average loss 0.85
 *   seeds a move; ?! 2, ? 1, ?? 0`.
 */
char *
ak_review_dup_summary (AkReview *self,
                       AkSide    side)
{
  AkReviewPlayer player;
  int average;

  ak_review_get_player (self, side, &player);
  average = player.n_moves > 0 ? (player.total_loss + (int) player.n_moves / 2) / (int) player.n_moves : 0;
  return g_strdup_printf ("%u %s, average loss %d.%02d seeds a move; ?! %u, ? %u, ?? %u",
                          player.n_moves, player.n_moves == 1 ? "move" : "moves",
                          average / AK_SCORE_SEED, average % AK_SCORE_SEED,
                          player.n_marks[AK_REVIEW_MARK_INACCURACY],
                          player.n_marks[AK_REVIEW_MARK_MISTAKE],
                          player.n_marks[AK_REVIEW_MARK_BLUNDER]);
}

/**
 * ak_review_mark_to_suffix:
 * @mark: a mark
 *
 * Returns: (nullable): `?!`, `?` or `??`, or %NULL for no mark.
 */
const char *
ak_review_mark_to_suffix (AkReviewMark mark)
{
  switch (mark)
    {
    case AK_REVIEW_MARK_INACCURACY: return "?!";
    case AK_REVIEW_MARK_MISTAKE:    return "?";
    case AK_REVIEW_MARK_BLUNDER:    return "??";
    case AK_REVIEW_MARK_NONE:
    default:                        return NULL;
    }
}

/**
 * ak_review_node_get_mark:
 * @node: a move of a game
 *
 * How a move is marked, whoever marked it: by its suffix (`?!`, `?`,
 * `??`) or, in a file that says it with glyphs, by `$6`, `$2` or `$4`.
 * A move with both says the worse.  This is what counts a game's marks
 * when it is read again, however it was annotated.
 *
 * Returns: the mark, or %AK_REVIEW_MARK_NONE for none of these.
 */
AkReviewMark
ak_review_node_get_mark (const AkGameNode *node)
{
  AkReviewMark mark = AK_REVIEW_MARK_NONE;

  g_return_val_if_fail (node != NULL, AK_REVIEW_MARK_NONE);

  if (g_strcmp0 (node->suffix, "??") == 0)
    return AK_REVIEW_MARK_BLUNDER;
  if (g_strcmp0 (node->suffix, "?") == 0)
    mark = AK_REVIEW_MARK_MISTAKE;
  else if (g_strcmp0 (node->suffix, "?!") == 0)
    mark = AK_REVIEW_MARK_INACCURACY;

  for (guint i = 0; node->nags != NULL && i < node->nags->len; i++)
    switch (g_array_index (node->nags, guint, i))
      {
      case 4:
        return AK_REVIEW_MARK_BLUNDER;
      case 2:
        mark = MAX (mark, AK_REVIEW_MARK_MISTAKE);
        break;
      case 6:
        mark = MAX (mark, AK_REVIEW_MARK_INACCURACY);
        break;
      default:
        break;
      }
  return mark;
}

/**
 * ak_review_describe_move:
 * @pos: a position
 * @rules: the rule options
 * @move: a legal move there
 *
 * Says what @move does, from how its sowing ends: `casa at E`, `relay into
 * casa at E`, `3-lap relay into an empty hole at b`, `captures 5 at D, E`…
 *
 * Returns: (transfer full): the description; empty if @move is illegal.
 */
char *
ak_review_describe_move (const AkPosition *pos,
                         const AkRules    *rules,
                         int               move)
{
  g_autoptr(AkTrace) trace = ak_trace_new ();
  g_autofree char *end = NULL;
  AkPosition after = *pos;
  const AkLap *last;
  guint n_laps;
  char hole;

  if (move == AK_MOVE_PASS)
    return g_strdup (_("a forced pass"));
  if (ak_position_play_traced (&after, rules, move, trace) != AK_VERDICT_LEGAL)
    return g_strdup ("");

  n_laps = ak_trace_get_n_laps (trace);
  if (n_laps == 0)
    return g_strdup ("");
  last = ak_trace_get_lap (trace, n_laps - 1);
  hole = ak_hole_to_char (last->last);

  switch ((AkLapEnd) last->end)
    {
    case AK_LAP_END_CASA:
      /* Translators: how a move's sowing ends; %c is a hole's letter */
      end = g_strdup_printf (_("casa at %c"), hole);
      break;
    case AK_LAP_END_OWN_FOUR:
      end = n_laps == 1
              /* Translators: how a move's sowing ends; %c is a hole's letter */
              ? g_strdup_printf (_("makes four in own hole %c"), hole)
              /* Translators: how a relay ends ("relay into four in own
               * hole c"); %c is a hole's letter */
              : g_strdup_printf (_("four in own hole %c"), hole);
      break;
    case AK_LAP_END_EMPTY:
      end = n_laps == 1
              /* Translators: how a move's sowing ends; %c is a hole's letter */
              ? g_strdup_printf (_("ends in an empty hole at %c"), hole)
              /* Translators: how a relay ends ("relay into an empty hole
               * at c"); %c is a hole's letter */
              : g_strdup_printf (_("an empty hole at %c"), hole);
      break;
    case AK_LAP_END_CAPTURE:
      {
        GString *holes = g_string_new (NULL);

        for (guint i = 0; i < trace->captures->len; i++)
          g_string_append_printf (holes, "%s%c", i > 0 ? ", " : "",
                                  ak_hole_to_char (g_array_index (trace->captures, AkCapture, i).hole));
        /* Translators: how a move's sowing ends in Adji Kui I: the
         * seeds it captures, then the letters of the holes, like
         * "captures 5 at D, E" */
        end = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "captures %u at %s",
                                            "captures %u at %s", trace->captured),
                               trace->captured, holes->str);
        g_string_free (holes, TRUE);
      }
      break;
    case AK_LAP_END_SINGLE:
    case AK_LAP_END_RELAY:
    default:
      /* Translators: how a move's sowing ends; %c is a hole's letter */
      end = g_strdup_printf (_("ends at %c"), hole);
      break;
    }
  if (trace->captured > 0 && last->end != AK_LAP_END_CAPTURE &&
      !(last->end == AK_LAP_END_CASA && trace->captured == AK_SEEDS_PER_HOLE))
    {
      /* Translators: a move's end, then the seeds it captures, like
       * "casa at E, captures 7" */
      g_autofree char *more = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, captures %u",
                                                            "%s, captures %u", trace->captured),
                                               end, trace->captured);

      g_free (end);
      end = g_steal_pointer (&more);
    }
  if (n_laps == 2)
    /* Translators: a move whose first lap relays into a second; %s is how
     * that one ends, like "casa at E" */
    return g_strdup_printf (_("relay into %s"), end);
  if (n_laps > 2)
    /* Translators: a move of several laps; %u is their count, %s is how
     * the last one ends, like "casa at E" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u-lap relay into %s",
                                         "%u-lap relay into %s", n_laps),
                            n_laps, end);
  return g_steal_pointer (&end);
}
