/* ak-practice-check.c — the engine's verdict on every move of a practice
 * card's position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An answer to a card is never compared with the move stored on it: the
 * card's position is searched again, on one thread to a fixed depth (so
 * the verdict is the same every time), with the value of every legal move
 * (AkSearchLimits.all_moves), and with the endgame tables when they are
 * given, which prove the values they cover.  Every move that loses less
 * than the threshold (the review's `?!`, by default) against the best is
 * right: several moves often are.  Where there is a single legal move, it
 * is right whatever it loses.
 *
 * For each wrong move, a search from the position after it gives the
 * opponent's best reply and on (its refutation), one ply shallower, the
 * depth the root's search gave that move; the explanation in words is the
 * review's motif of the move (ak_motif_text_explain(), from that line and
 * the best move's), and the review's whole comment for such a mistake,
 * which names the best move, is kept beside it for Show Me.
 *
 * A card has a position and no past; a move in a game (teaching mode) is
 * judged with the game's history instead (…_for_history_…()), so that a
 * repetition or the no-capture limit counts as it does in the game.
 */

#define G_LOG_DOMAIN "ak-practice-check"

#include "config.h"

#include "ak-practice-check.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ak-motif-text.h"

struct _AkPracticeCheck
{
  gatomicrefcount  ref_count;
  AkRules          rules;
  AkPosition       position;
  guint            depth;
  int              threshold;
  GArray          *answers;    /* AkPracticeAnswer, best first */
  guint            n_best_line;
  guint8           best_line[AK_REVIEW_MAX_LINE];
};

G_DEFINE_BOXED_TYPE (AkPracticeCheck, ak_practice_check,
                     ak_practice_check_ref, ak_practice_check_unref)

G_DEFINE_QUARK (ak-practice-check-error-quark, ak_practice_check_error)

static void
answer_clear (gpointer data)
{
  AkPracticeAnswer *answer = data;

  g_clear_pointer (&answer->explanation, g_free);
  g_clear_pointer (&answer->comment, g_free);
}

static AkPracticeCheck *
check_new (void)
{
  AkPracticeCheck *self = g_new0 (AkPracticeCheck, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->answers = g_array_new (FALSE, TRUE, sizeof (AkPracticeAnswer));
  g_array_set_clear_func (self->answers, answer_clear);
  return self;
}

/* -------------------------------------------------------------------------
 * The card read
 */

static void
set_invalid (GError     **error,
             const char  *message)
{
  g_set_error_literal (error, AK_PRACTICE_CHECK_ERROR, AK_PRACTICE_CHECK_ERROR_INVALID, message);
}

/* The card's rules and position, or an error that names what is wrong. */
static gboolean
read_card (const AkPracticeCard  *card,
           AkRules               *rules,
           AkPosition            *position,
           GError               **error)
{
  g_autoptr(GError) local = NULL;
  AkVariant variant;

  if (card->variant != AK_VARIANT_ADJI_KUI_1 && card->variant != AK_VARIANT_ADJI_KUI_2)
    {
      g_autofree char *number = g_strdup_printf ("%d", (int) card->variant);

      /* Translators: %s is the number the card has for its variant */
      g_set_error (error, AK_PRACTICE_CHECK_ERROR, AK_PRACTICE_CHECK_ERROR_INVALID,
                   _("The practice card’s variant, %s, is neither Adji Kui I nor Adji Kui II"),
                   number);
      return FALSE;
    }
  if (!ak_rules_parse (rules, card->rules != NULL ? card->rules : "", &local))
    {
      /* Translators: %s says what is wrong with the rules */
      g_set_error (error, AK_PRACTICE_CHECK_ERROR, AK_PRACTICE_CHECK_ERROR_INVALID,
                   _("The practice card’s rules are not valid: %s"), local->message);
      return FALSE;
    }
  /* The variant is the card's own; rules that name another contradict it. */
  variant = card->variant;
  if (card->rules != NULL && strstr (card->rules, "variant=") != NULL &&
      rules->variant != variant)
    {
      /* Translators: the variant the card's rules name, then the card's */
      g_set_error (error, AK_PRACTICE_CHECK_ERROR, AK_PRACTICE_CHECK_ERROR_INVALID,
                   _("The practice card’s rules are for %s, but the card is for %s"),
                   ak_variant_to_string (rules->variant), ak_variant_to_string (variant));
      return FALSE;
    }
  rules->variant = variant;

  if (card->position == NULL || *card->position == '\0')
    {
      set_invalid (error, _("The practice card has no position"));
      return FALSE;
    }
  if (!ak_position_parse (position, card->position, &local))
    {
      /* Translators: %s says what is wrong with the position */
      g_set_error (error, AK_PRACTICE_CHECK_ERROR, AK_PRACTICE_CHECK_ERROR_INVALID,
                   _("The practice card’s position is not valid: %s"), local->message);
      return FALSE;
    }
  if ((guint) card->side_to_move > AK_NORTH || card->side_to_move != (AkSide) position->side)
    {
      /* Translators: the side the card says is to move, then the position's */
      g_set_error (error, AK_PRACTICE_CHECK_ERROR, AK_PRACTICE_CHECK_ERROR_INVALID,
                   _("The practice card has %s to move, but its position has %s"),
                   (guint) card->side_to_move > AK_NORTH ? "?" : ak_side_name (card->side_to_move),
                   ak_side_name ((AkSide) position->side));
      return FALSE;
    }
  return TRUE;
}

/* -------------------------------------------------------------------------
 * Searching
 */

static gboolean
set_cancelled (GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The check was cancelled"));
  return FALSE;
}

/* The line from the position after @move: the opponent's best reply and
 * on, to @depth.  Empty where @move ends the game.  FALSE if cancelled. */
static gboolean
search_after (AkSearch        *search,
              const AkRules   *rules,
              const AkHistory *history,
              int              move,
              guint            depth,
              volatile gint   *cancel,
              guint8          *line,
              guint           *length)
{
  g_autoptr(AkHistory) after = ak_history_copy (history);
  AkSearchLimits limits = { 0, };
  AkSearchResult result;

  *length = 0;
  if (ak_history_play (after, move, NULL, NULL) != AK_VERDICT_LEGAL)
    g_return_val_if_reached (TRUE);
  if (ak_history_is_over (after))
    return TRUE;
  limits.max_depth = depth;
  limits.cancel = cancel;
  limits.n_threads = 1;
  if (!ak_search_run (search, rules, after, &limits, &result) || g_atomic_int_get (cancel))
    return !g_atomic_int_get (cancel);
  *length = MIN (result.pv_length, AK_REVIEW_MAX_LINE);
  memcpy (line, result.pv, *length);
  if (*length == 0 && result.best_move != AK_MOVE_NONE)
    line[(*length)++] = (guint8) result.best_move;
  return TRUE;
}

static int
compare_answers (gconstpointer a,
                 gconstpointer b)
{
  const AkPracticeAnswer *x = a;
  const AkPracticeAnswer *y = b;

  /* Best first; of equal values, the order the search gave (the sort is
   * stable), the search's own best move having been put first. */
  return x->score > y->score ? -1 : x->score < y->score;
}

/* "c is 4.86 seeds worse than the best move": a wrong move's words where
 * no motif tells why. */
static char *
dup_loss_words (int      move,
                int      loss,
                gboolean proved)
{
  g_autofree char *seeds = NULL;
  char hole = move == AK_MOVE_PASS ? '-' : ak_hole_to_char (move);

  if (proved)
    {
      gulong whole = (gulong) MAX (loss, 0) / AK_SCORE_SEED;

      seeds = g_strdup_printf ("%lu", whole);
      /* Translators: a wrong answer to a practice card where both values
       * are proved: the move (like “c”), then how many seeds it loses (a
       * whole number) */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%c is proved %s seed worse than the best move",
                                           "%c is proved %s seeds worse than the best move",
                                           whole),
                              hole, seeds);
    }
  seeds = g_strdup_printf ("%d.%02d", loss / AK_SCORE_SEED, loss % AK_SCORE_SEED);
  /* Translators: a wrong answer to a practice card: the move (like “c”),
   * then how many seeds it loses (like “4.86”) */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%c is %s seed worse than the best move",
                                       "%c is %s seeds worse than the best move",
                                       (gulong) MAX (loss, 0)),
                          hole, seeds);
}

static gboolean
check_run (AkPracticeCheck  *self,
           const AkHistory  *history,
           AkTables         *tables,
           volatile gint    *cancel,
           GError          **error)
{
  g_autoptr(AkSearch) search = ak_search_new (16);
  AkSearchLimits limits = { 0, };
  AkSearchResult result;
  const AkPracticeAnswer *best;
  guint after_depth = self->depth > 1 ? self->depth - 1 : 1;
  gboolean proved;

  if (ak_history_is_over (history))
    {
      g_set_error_literal (error, AK_PRACTICE_CHECK_ERROR, AK_PRACTICE_CHECK_ERROR_GAME_OVER,
                           _("The game is over in this position: there is no move to judge"));
      return FALSE;
    }
  if (tables != NULL)
    ak_search_set_tables (search, tables);
  limits.max_depth = self->depth;
  limits.all_moves = TRUE;
  limits.cancel = cancel;
  limits.n_threads = 1;
  if (!ak_search_run (search, &self->rules, history, &limits, &result) ||
      g_atomic_int_get (cancel))
    {
      if (g_atomic_int_get (cancel))
        return set_cancelled (error);
      g_set_error_literal (error, AK_PRACTICE_CHECK_ERROR, AK_PRACTICE_CHECK_ERROR_FAILED,
                           _("The search found no move in the position to judge"));
      return FALSE;
    }

  for (guint i = 0; i < result.n_moves; i++)
    {
      AkPracticeAnswer answer = { 0, };

      answer.move = result.moves[i];
      answer.score = result.move_scores[i];
      answer.kind = result.move_kind[i];
      /* The search's best move leads its equals. */
      if (answer.move == result.best_move)
        g_array_prepend_val (self->answers, answer);
      else
        g_array_append_val (self->answers, answer);
    }
  g_array_sort (self->answers, compare_answers);

  best = &g_array_index (self->answers, AkPracticeAnswer, 0);
  /* The best line: the search's own where it is whole, else the best
   * move and the line after it (the tables end the search's line at the
   * move they prove, a proof at the end of the game earlier). */
  if (result.pv_length >= AK_REVIEW_MAX_LINE && result.pv[0] == best->move)
    {
      self->n_best_line = AK_REVIEW_MAX_LINE;
      memcpy (self->best_line, result.pv, AK_REVIEW_MAX_LINE);
    }
  else
    {
      guint8 line[AK_REVIEW_MAX_LINE];
      guint length;

      if (!search_after (search, &self->rules, history, best->move, after_depth, cancel,
                         line, &length))
        return set_cancelled (error);
      self->best_line[0] = (guint8) best->move;
      self->n_best_line = 1 + MIN (length, AK_REVIEW_MAX_LINE - 1);
      memcpy (self->best_line + 1, line, self->n_best_line - 1);
    }

  for (guint i = 0; i < self->answers->len; i++)
    {
      AkPracticeAnswer *answer = &g_array_index (self->answers, AkPracticeAnswer, i);

      answer->loss = self->answers->len > 1 ? MAX (best->score - answer->score, 0) : 0;
      answer->right = answer->loss < self->threshold;
      if (answer->right)
        continue;

      if (!search_after (search, &self->rules, history, answer->move, after_depth, cancel,
                         answer->refutation, &answer->n_refutation))
        return set_cancelled (error);
      proved = answer->kind == AK_VALUE_PROVED && best->kind == AK_VALUE_PROVED;
      answer->explanation = ak_motif_text_explain (history, answer->move,
                                                   answer->refutation, answer->n_refutation,
                                                   self->best_line, self->n_best_line);
      if (answer->explanation == NULL)
        answer->explanation = dup_loss_words (answer->move, answer->loss, proved);
      answer->comment = ak_review_dup_line_comment (history, answer->move,
                                                    answer->refutation, answer->n_refutation,
                                                    self->best_line, self->n_best_line,
                                                    answer->loss, proved);
    }
  return TRUE;
}

static void
set_options (AkPracticeCheck              *self,
             const AkPracticeCheckOptions *options)
{
  self->depth = options != NULL && options->depth > 0 ? options->depth
                                                      : AK_PRACTICE_CHECK_DEFAULT_DEPTH;
  self->depth = MIN (self->depth, AK_SEARCH_MAX_PLY - 2);
  self->threshold = options != NULL && options->threshold > 0 ? options->threshold
                                                              : AK_REVIEW_INACCURACY_LOSS;
}

/* The whole check of a card, on the calling thread; @cancel is watched. */
static AkPracticeCheck *
check_card (const AkPracticeCard          *card,
            const AkPracticeCheckOptions  *options,
            volatile gint                 *cancel,
            GError                       **error)
{
  g_autoptr(AkPracticeCheck) self = check_new ();
  g_autoptr(AkHistory) history = NULL;

  if (!read_card (card, &self->rules, &self->position, error))
    return NULL;
  set_options (self, options);
  history = ak_history_new (&self->rules, &self->position);
  if (!check_run (self, history, options != NULL ? options->tables : NULL, cancel, error))
    return NULL;
  return g_steal_pointer (&self);
}

/* The same of a game's position, with the game's history. */
static AkPracticeCheck *
check_history (const AkHistory               *history,
               const AkPracticeCheckOptions  *options,
               volatile gint                 *cancel,
               GError                       **error)
{
  g_autoptr(AkPracticeCheck) self = check_new ();

  self->rules = *ak_history_get_rules (history);
  self->position = *ak_history_get_position (history);
  set_options (self, options);
  if (!check_run (self, history, options != NULL ? options->tables : NULL, cancel, error))
    return NULL;
  return g_steal_pointer (&self);
}

/* -------------------------------------------------------------------------
 * Public API
 */

static void
cancelled_cb (GCancellable  *cancellable,
              volatile gint *cancel)
{
  g_atomic_int_set (cancel, 1);
}

/**
 * ak_practice_check_new_sync:
 * @card: a practice card: its variant, position, side to move and rules
 *   are read (not its move played nor its best moves)
 * @options: (nullable): the depth, the threshold, the tables
 * @cancellable: (nullable): stops the check
 * @error: return location for an %AK_PRACTICE_CHECK_ERROR, or
 *   %G_IO_ERROR_CANCELLED
 *
 * Judges every legal move of @card's position, on the calling thread: a
 * search of every move's value on one thread to a fixed depth, the same
 * every time.  It takes as long as such a search (a second or so at the
 * default depth); call it from a worker, or use the async form.
 *
 * Returns: (transfer full) (nullable): the verdict, or %NULL with @error
 *   set: the card does not hold (its variant, rules, position or side to
 *   move), its game is over, or the check was cancelled
 */
AkPracticeCheck *
ak_practice_check_new_sync (const AkPracticeCard          *card,
                            const AkPracticeCheckOptions  *options,
                            GCancellable                  *cancellable,
                            GError                       **error)
{
  volatile gint cancel = 0;
  AkPracticeCheck *check;
  gulong handler = 0;

  g_return_val_if_fail (card != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (cancellable != NULL)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (cancelled_cb),
                                     (gpointer) &cancel, NULL);
  check = check_card (card, options, &cancel, error);
  if (cancellable != NULL)
    g_cancellable_disconnect (cancellable, handler);
  return check;
}

/**
 * ak_practice_check_new_for_history_sync:
 * @history: a game up to the move to judge; its rules are the game's
 * @options: (nullable): the depth, the threshold, the tables
 * @cancellable: (nullable): stops the check
 * @error: return location for an %AK_PRACTICE_CHECK_ERROR, or
 *   %G_IO_ERROR_CANCELLED
 *
 * ak_practice_check_new_sync() of a game's position, with the game's
 * history, so that a repetition or the no-capture limit counts as in
 * the game: what teaching mode judges a move played with.
 *
 * Returns: (transfer full) (nullable): the verdict, or %NULL with @error
 *   set: the game is over, or the check was cancelled
 */
AkPracticeCheck *
ak_practice_check_new_for_history_sync (const AkHistory               *history,
                                        const AkPracticeCheckOptions  *options,
                                        GCancellable                  *cancellable,
                                        GError                       **error)
{
  volatile gint cancel = 0;
  AkPracticeCheck *check;
  gulong handler = 0;

  g_return_val_if_fail (history != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (cancellable != NULL)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (cancelled_cb),
                                     (gpointer) &cancel, NULL);
  check = check_history (history, options, &cancel, error);
  if (cancellable != NULL)
    g_cancellable_disconnect (cancellable, handler);
  return check;
}

typedef struct
{
  AkPracticeCard         *card;      /* or */
  AkHistory              *history;
  AkPracticeCheckOptions  options;   /* its tables a reference */
} Job;

static void
job_free (Job *job)
{
  g_clear_pointer (&job->card, ak_practice_card_free);
  g_clear_pointer (&job->history, ak_history_free);
  g_clear_pointer (&job->options.tables, ak_tables_unref);
  g_free (job);
}

static void
check_worker (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Job *job = task_data;
  g_autoptr(GError) error = NULL;
  AkPracticeCheck *check;

  if (job->history != NULL)
    check = ak_practice_check_new_for_history_sync (job->history, &job->options, cancellable,
                                                    &error);
  else
    check = ak_practice_check_new_sync (job->card, &job->options, cancellable, &error);
  if (check == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, check, (GDestroyNotify) ak_practice_check_unref);
}

/* Runs @job (a card or a history to check) in a worker thread, with
 * @options; both finish with ak_practice_check_new_finish(). */
static void
run_job_async (Job                           *job,
               const AkPracticeCheckOptions  *options,
               GCancellable                  *cancellable,
               GAsyncReadyCallback            callback,
               gpointer                       user_data)
{
  g_autoptr(GTask) task = NULL;

  if (options != NULL)
    job->options = *options;
  if (job->options.tables != NULL)
    ak_tables_ref (job->options.tables);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, ak_practice_check_new_async);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, check_worker);
}

/**
 * ak_practice_check_new_async:
 * @card: a practice card; it is copied
 * @options: (nullable): the depth, the threshold, the tables (referenced)
 * @cancellable: (nullable): stops the check
 * @callback: called on the caller's main context with the verdict
 * @user_data: for @callback
 *
 * ak_practice_check_new_sync() in a worker thread.  Finish with
 * ak_practice_check_new_finish().
 */
void
ak_practice_check_new_async (const AkPracticeCard          *card,
                             const AkPracticeCheckOptions  *options,
                             GCancellable                  *cancellable,
                             GAsyncReadyCallback            callback,
                             gpointer                       user_data)
{
  Job *job;

  g_return_if_fail (card != NULL);

  job = g_new0 (Job, 1);
  job->card = ak_practice_card_copy (card);
  run_job_async (job, options, cancellable, callback, user_data);
}

/**
 * ak_practice_check_new_for_history_async:
 * @history: a game up to the move to judge; it is copied
 * @options: (nullable): the depth, the threshold, the tables (referenced)
 * @cancellable: (nullable): stops the check
 * @callback: called on the caller's main context with the verdict
 * @user_data: for @callback
 *
 * ak_practice_check_new_for_history_sync() in a worker thread.  Finish
 * with ak_practice_check_new_finish().
 */
void
ak_practice_check_new_for_history_async (const AkHistory               *history,
                                         const AkPracticeCheckOptions  *options,
                                         GCancellable                  *cancellable,
                                         GAsyncReadyCallback            callback,
                                         gpointer                       user_data)
{
  Job *job;

  g_return_if_fail (history != NULL);

  job = g_new0 (Job, 1);
  job->history = ak_history_copy (history);
  run_job_async (job, options, cancellable, callback, user_data);
}

/**
 * ak_practice_check_new_finish:
 * @result: the result given to the callback
 * @error: return location for an error, as ak_practice_check_new_sync()
 *
 * Returns: (transfer full) (nullable): the verdict, or %NULL with @error set
 */
AkPracticeCheck *
ak_practice_check_new_finish (GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == ak_practice_check_new_async,
                        NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

AkPracticeCheck *
ak_practice_check_ref (AkPracticeCheck *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
ak_practice_check_unref (AkPracticeCheck *self)
{
  if (self == NULL || !g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_array_unref (self->answers);
  g_free (self);
}

/**
 * ak_practice_check_get_n_answers:
 * @self: a check
 *
 * Returns: how many legal moves the card's position has: one answer each
 */
guint
ak_practice_check_get_n_answers (AkPracticeCheck *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->answers->len;
}

/**
 * ak_practice_check_get_answer:
 * @self: a check
 * @i: an index below ak_practice_check_get_n_answers()
 *
 * Returns: (transfer none): the @i-th answer, best first
 */
const AkPracticeAnswer *
ak_practice_check_get_answer (AkPracticeCheck *self,
                              guint            i)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (i < self->answers->len, NULL);

  return &g_array_index (self->answers, AkPracticeAnswer, i);
}

/**
 * ak_practice_check_find:
 * @self: a check
 * @move: a hole, or %AK_MOVE_PASS
 *
 * Returns: (transfer none) (nullable): the answer @move gives, or %NULL
 *   if it is not a legal move of the card's position
 */
const AkPracticeAnswer *
ak_practice_check_find (AkPracticeCheck *self,
                        int              move)
{
  g_return_val_if_fail (self != NULL, NULL);

  for (guint i = 0; i < self->answers->len; i++)
    if (g_array_index (self->answers, AkPracticeAnswer, i).move == move)
      return &g_array_index (self->answers, AkPracticeAnswer, i);
  return NULL;
}

/**
 * ak_practice_check_is_proved:
 * @self: a check
 *
 * Returns: whether every answer's value is proved (by the tables, or a
 *   search to the game's end), so that the verdict is exact
 */
gboolean
ak_practice_check_is_proved (AkPracticeCheck *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  for (guint i = 0; i < self->answers->len; i++)
    if (g_array_index (self->answers, AkPracticeAnswer, i).kind != AK_VALUE_PROVED)
      return FALSE;
  return self->answers->len > 0;
}

/**
 * ak_practice_check_get_depth:
 * @self: a check
 *
 * Returns: the depth searched
 */
guint
ak_practice_check_get_depth (AkPracticeCheck *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->depth;
}

/**
 * ak_practice_check_get_threshold:
 * @self: a check
 *
 * Returns: the least loss of a wrong answer, in hundredths of a seed
 */
int
ak_practice_check_get_threshold (AkPracticeCheck *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->threshold;
}

/**
 * ak_practice_check_get_rules:
 * @self: a check
 *
 * Returns: (transfer none): the card's rules, its variant set
 */
const AkRules *
ak_practice_check_get_rules (AkPracticeCheck *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return &self->rules;
}

/**
 * ak_practice_check_get_position:
 * @self: a check
 *
 * Returns: (transfer none): the card's position
 */
const AkPosition *
ak_practice_check_get_position (AkPracticeCheck *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return &self->position;
}

/**
 * ak_practice_check_get_best_line:
 * @self: a check
 * @line: (out) (transfer none) (array length=return): the best move, then
 *   the line after it
 *
 * Returns: the line's length, 1 to %AK_REVIEW_MAX_LINE
 */
guint
ak_practice_check_get_best_line (AkPracticeCheck  *self,
                                 const guint8    **line)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (line != NULL, 0);

  *line = self->best_line;
  return self->n_best_line;
}

/**
 * ak_practice_move_to_string:
 * @move: a hole, or %AK_MOVE_PASS
 *
 * Returns: (transfer full): the move as the notation writes it and a
 *   card keeps it: its hole's letter (`a`–`f`, `A`–`F`), or `--` for a pass
 */
char *
ak_practice_move_to_string (int move)
{
  if (move == AK_MOVE_PASS)
    return g_strdup ("--");
  return g_strdup_printf ("%c", ak_hole_to_char (move));
}

/**
 * ak_practice_move_from_string:
 * @text: a move as ak_practice_move_to_string() writes it
 * @move: (out): the hole, or %AK_MOVE_PASS
 *
 * Returns: whether @text is a move
 */
gboolean
ak_practice_move_from_string (const char *text,
                              int        *move)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (strcmp (text, "--") == 0)
    {
      *move = AK_MOVE_PASS;
      return TRUE;
    }
  if (text[0] == '\0' || text[1] != '\0' || ak_hole_from_char (text[0]) < 0)
    return FALSE;
  *move = ak_hole_from_char (text[0]);
  return TRUE;
}
