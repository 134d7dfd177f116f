/* ak-review-apply.c — a review written into its game: values, marks and
 * best lines, and all of it taken back in one step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-game-private.h"
#include "ak-motif-text.h"
#include "ak-review-private.h"

typedef struct
{
  AkGameNode *node;
  gboolean    had_eval;
  AkEval      eval;
} EvalChange;

typedef struct
{
  AkGameNode *node;
  char       *suffix;
} SuffixChange;

/* A best line of an earlier review that a deeper look replaced. */
typedef struct
{
  AkGameNode *branch;
  guint       index;  /* among branch's children */
  AkGameNode *line;   /* owned while out of the game */
} TakenLine;

struct _AkReviewChange
{
  GWeakRef  game;
  guint     serial;      /* the game's, right after the review was applied */
  GArray   *evals;       /* EvalChange */
  GArray   *suffixes;    /* SuffixChange */
  GPtrArray *lines;      /* AkGameNode, the first move of each line added */
  GArray    *taken;      /* TakenLine, in the order taken */
  gboolean  set_annotator;
  char     *annotator;   /* what the tag was */
};

static gboolean
is_review_suffix (const char *suffix)
{
  return suffix == NULL || strcmp (suffix, "?!") == 0 || strcmp (suffix, "?") == 0 ||
         strcmp (suffix, "??") == 0;
}

/* -------------------------------------------------------------------------
 * Writing it into the game, and taking it back
 */

static void
change_set_eval (AkReviewChange *change,
                 AkGame         *game,
                 AkGameNode     *node,
                 const AkEval   *eval)
{
  EvalChange before = { node, FALSE, { 0, } };
  AkEval now;

  before.had_eval = ak_game_get_eval (game, node, &before.eval);
  if (before.had_eval && before.eval.score == eval->score &&
      ak_eval_get_kind (&before.eval) == ak_eval_get_kind (eval) &&
      (ak_eval_get_kind (eval) != AK_VALUE_BOUNDED ||
       (before.eval.lower == eval->lower && before.eval.upper == eval->upper)) &&
      before.eval.depth == eval->depth)
    return;
  g_array_append_val (change->evals, before);
  ak_game_set_eval (game, node, eval);
  g_assert (ak_game_get_eval (game, node, &now));
}

static void
change_set_suffix (AkReviewChange *change,
                   AkGame         *game,
                   AkGameNode     *node,
                   const char     *suffix)
{
  SuffixChange before;

  if (g_strcmp0 (node->suffix, suffix) == 0 || !is_review_suffix (node->suffix))
    return;
  before.node = node;
  before.suffix = g_strdup (node->suffix);
  g_array_append_val (change->suffixes, before);
  ak_game_set_suffix (game, node, suffix);
}

static void
suffix_change_clear (gpointer data)
{
  SuffixChange *change = data;

  g_free (change->suffix);
}

static void
taken_line_clear (gpointer data)
{
  TakenLine *taken = data;

  g_clear_pointer (&taken->line, ak_game_node_free);
}

/* Takes out the best lines an earlier review wrote at @branch, from the
 * last: put back in the opposite order, each goes where it was. */
static void
change_take_review_lines (AkReviewChange *change,
                          AkGame         *game,
                          AkGameNode     *branch)
{
  for (guint v = branch->children->len; v > 1; v--)
    {
      AkGameNode *first = g_ptr_array_index (branch->children, v - 1);
      TakenLine taken = { branch, 0, NULL };

      if (!_ak_review_is_line (first))
        continue;
      taken.line = _ak_game_take_variation (game, first, &taken.index);
      g_assert (taken.line != NULL);
      g_array_append_val (change->taken, taken);
    }
}

/* "casa at E, 4.86 seeds better": what the best move does, then how many
 * seeds (hundredths, @loss) it was better by; "casa at E, proved 4 seeds
 * better" where both values are proved (by the endgame tables, or a
 * search to the game's end): the seeds are then exact. */
char *
_ak_review_format_better (const char *what,
                          int         loss,
                          gboolean    proved)
{
  g_autofree char *better = NULL;

  if (proved)
    {
      gulong seeds = (gulong) MAX (loss, 0) / AK_SCORE_SEED;

      better = g_strdup_printf ("%lu", seeds);
      /* Translators: a review's words at a mistake, after "Best was" and
       * the best move's letter, where both values are proved: what the
       * best move does (%s, like "casa at E"), then how many seeds it was
       * better by (%s, a whole number) */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, proved %s seed better",
                                           "%s, proved %s seeds better", seeds),
                              what, better);
    }
  better = g_strdup_printf ("%d.%02d", loss / AK_SCORE_SEED, loss % AK_SCORE_SEED);
  /* Translators: a review's words at a mistake, after "Best was" and the
   * best move's letter: what the best move does (%s, like "casa at E"),
   * then how many seeds it was better by (%s, like "4.00") */
  /* A number with decimals takes the plural's form in English whatever
   * it is: the count chosen by is the hundredths. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %s seed better",
                                       "%s, %s seeds better", (gulong) MAX (loss, 0)),
                          what, better);
}

/* The words a review's comment at a mistake starts with, in the language
 * the app runs in: a review's best line is known by them. */
static const char *
best_was (void)
{
  /* Translators: the first words of a review's comment at a mistake,
   * before the best move's letter: "Best was e: casa at E, 4.00 seeds
   * better".  A review knows its own lines by them: they must not be
   * the start of a comment a person would write. */
  return _("Best was");
}

/**
 * ak_review_is_line_comment:
 * @comment: a comment of a game
 *
 * Returns: whether @comment is one a review wrote on the first move of a
 *   best line: it starts with "Best was " in English (as files written
 *   before the review spoke the user's language have it) or in the
 *   language the app runs in.
 */
gboolean
ak_review_is_line_comment (const char *comment)
{
  const char *words = best_was ();
  size_t length = strlen (words);

  g_return_val_if_fail (comment != NULL, FALSE);

  return g_str_has_prefix (comment, BEST_PREFIX) ||
         (strncmp (comment, words, length) == 0 && comment[length] == ' ');
}

/**
 * ak_review_dup_line_comment:
 * @history: the game up to a mistake, not over
 * @played: the move played there
 * @played_line: (array length=played_line_length) (nullable): the line
 *   after @played: the opponent's best reply and on
 * @played_line_length: its length
 * @best_line: (array length=best_line_length): the best move, then its
 *   line; at least the best move
 * @best_line_length: its length, 1 or more
 * @loss: what @played lost against the best move, in hundredths of a seed
 * @proved: both values are proved
 *
 * The words a review writes at a mistake, on the first move of its best
 * line: "Best was E: 4-lap relay into casa at a, 4.86 seeds better": what
 * the best move does, and how much better it was than the move played,
 * from the mover's side (the values are South's, which reads badly for
 * North); then why the move played was worse, when a motif tells it:
 * "…; d lets North capture a casa at c with F (−4)".
 *
 * Returns: (transfer full): the words
 */
char *
ak_review_dup_line_comment (const AkHistory *history,
                            int              played,
                            const guint8    *played_line,
                            guint            played_line_length,
                            const guint8    *best_line,
                            guint            best_line_length,
                            int              loss,
                            gboolean         proved)
{
  const AkPosition *pos;
  g_autofree char *what = NULL;
  g_autofree char *best = NULL;
  g_autofree char *why = NULL;

  g_return_val_if_fail (history != NULL, NULL);
  g_return_val_if_fail (best_line != NULL && best_line_length > 0, NULL);

  pos = ak_history_get_position (history);
  what = ak_review_describe_move (pos, ak_history_get_rules (history), best_line[0]);
  /* Why the move played was worse, when a motif tells it: its reply is
   * the best line from the position after it. */
  why = ak_motif_text_explain (history, played, played_line, played_line_length,
                               best_line, best_line_length);
  best = _ak_review_format_better (what, loss, proved);
  return g_strdup_printf ("%s %c: %s%s%s", best_was (),
                          best_line[0] == AK_MOVE_PASS ? '-' : ak_hole_to_char (best_line[0]),
                          best, why != NULL ? "; " : "", why != NULL ? why : "");
}

static char *
line_comment (AkReview *self,
              guint     index)
{
  const Ply *ply = &self->plies[index];
  const Ply *next = &self->plies[index + 1];

  return ak_review_dup_line_comment (ply->history, ply->played,
                                     next->searched ? next->pv : NULL,
                                     next->searched ? next->pv_length : 0,
                                     ply->pv, ply->pv_length, next->loss,
                                     ak_eval_get_kind (&ply->eval) == AK_VALUE_PROVED &&
                                     ak_eval_get_kind (&next->eval) == AK_VALUE_PROVED);
}

/**
 * ak_review_apply:
 * @self: a review that ran to its end
 * @game: the game it reviewed: its main line starts with the moves reviewed
 * @error: return location for a %G_IO_ERROR_INVALID_DATA error
 *
 * Writes what the review found into @game: the values, the marks (a move
 * marked `!`, `!!` or `!?` by a person keeps its mark), the best lines at
 * the mistakes, and the Annotator tag.
 *
 * Returns: (transfer full) (nullable): what changed, to take it back, or
 *   %NULL with @error set if @game's main line is not the one reviewed.
 */
AkReviewChange *
ak_review_apply (AkReview  *self,
                 AkGame    *game,
                 GError   **error)
{
  g_autofree AkGameNode **nodes = NULL;
  AkReviewChange *change;
  AkGameNode *node;
  const char *annotator;
  gboolean wrote;
  guint n = 0;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (AK_IS_GAME (game), NULL);
  g_return_val_if_fail (self->done, NULL);

  /* The same game: the same start and the same main line. */
  nodes = g_new0 (AkGameNode *, self->n_plies);
  node = ak_game_get_root (game);
  for (n = 0; n < self->n_plies; n++)
    {
      AkGameNode *next;

      nodes[n] = node;
      if (n + 1 == self->n_plies)
        break;
      if (node->children == NULL || node->children->len == 0)
        break;
      next = g_ptr_array_index (node->children, 0);
      if (next->move != self->plies[n].played)
        break;
      node = next;
    }
  /* Moves played on since are fine: they are left unreviewed. */
  if (n + 1 != self->n_plies || !ak_position_equal (ak_game_get_start (game), &self->start))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "The game’s moves changed during the review");
      return NULL;
    }

  change = g_new0 (AkReviewChange, 1);
  g_weak_ref_init (&change->game, game);
  change->evals = g_array_new (FALSE, FALSE, sizeof (EvalChange));
  change->suffixes = g_array_new (FALSE, FALSE, sizeof (SuffixChange));
  g_array_set_clear_func (change->suffixes, suffix_change_clear);
  change->lines = g_ptr_array_new ();
  change->taken = g_array_new (FALSE, FALSE, sizeof (TakenLine));
  g_array_set_clear_func (change->taken, taken_line_clear);

  for (guint i = 0; i < self->n_plies; i++)
    {
      const Ply *ply = &self->plies[i];

      if (ply->fresh)
        change_set_eval (change, game, nodes[i], &ply->eval);
      if (i > 0 && ply->judged && ply->rejudged)
        change_set_suffix (change, game, nodes[i], ak_review_mark_to_suffix (ply->mark));
    }
  for (guint i = 0; i + 1 < self->n_plies; i++)
    {
      const Ply *ply = &self->plies[i];
      g_autofree char *comment = NULL;
      AkGameNode *first;

      /* A deeper look writes again the line of a move it judged anew: the
       * earlier review's goes, a person's stays. */
      if (self->deeper && ply->rewrite_line)
        change_take_review_lines (change, game, nodes[i]);
      if (!ply->want_line || ply->has_line || !ply->searched || ply->pv_length == 0 ||
          ply->pv[0] == ply->played)
        continue;
      comment = line_comment (self, i);
      first = ak_game_add_line (game, nodes[i], ply->pv, ply->pv_length, comment);
      if (first != NULL)
        g_ptr_array_add (change->lines, first);
    }

  /* A deeper look that changed nothing leaves the game as it was. */
  wrote = !self->deeper || change->evals->len > 0 || change->suffixes->len > 0 ||
          change->lines->len > 0 || change->taken->len > 0;
  annotator = ak_game_get_tag (game, "Annotator");
  if (wrote && g_strcmp0 (annotator, ANNOTATOR) != 0)
    {
      change->set_annotator = TRUE;
      change->annotator = g_strdup (annotator);
      ak_game_set_tag (game, "Annotator", ANNOTATOR);
    }

  change->serial = ak_game_get_serial (game);
  return change;
}

/**
 * ak_review_change_can_revert:
 * @change: what a review changed
 * @game: a game
 *
 * Returns: whether @change is what was last done to @game, so that
 *   ak_review_change_revert() can take it back.
 */
gboolean
ak_review_change_can_revert (AkReviewChange *change,
                             AkGame         *game)
{
  g_autoptr(AkGame) changed = NULL;

  g_return_val_if_fail (change != NULL, FALSE);

  changed = g_weak_ref_get (&change->game);
  return changed != NULL && changed == game && ak_game_get_serial (game) == change->serial;
}

/**
 * ak_review_change_revert:
 * @change: what a review changed
 * @game: the game, unchanged since (ak_review_change_can_revert())
 *
 * Takes the whole review back: the lines it added, the lines of an earlier
 * review it replaced (each where it was), the marks, the values, the
 * Annotator tag.
 */
void
ak_review_change_revert (AkReviewChange *change,
                         AkGame         *game)
{
  g_return_if_fail (ak_review_change_can_revert (change, game));

  for (guint i = change->lines->len; i > 0; i--)
    ak_game_delete_variation (game, g_ptr_array_index (change->lines, i - 1));
  g_ptr_array_set_size (change->lines, 0);
  for (guint i = change->taken->len; i > 0; i--)
    {
      TakenLine *taken = &g_array_index (change->taken, TakenLine, i - 1);

      _ak_game_put_back_variation (game, taken->branch, taken->index,
                                   g_steal_pointer (&taken->line));
    }
  g_array_set_size (change->taken, 0);
  for (guint i = change->suffixes->len; i > 0; i--)
    {
      SuffixChange *before = &g_array_index (change->suffixes, SuffixChange, i - 1);

      ak_game_set_suffix (game, before->node, before->suffix);
    }
  g_array_set_size (change->suffixes, 0);
  for (guint i = change->evals->len; i > 0; i--)
    {
      EvalChange *before = &g_array_index (change->evals, EvalChange, i - 1);

      ak_game_set_eval (game, before->node, before->had_eval ? &before->eval : NULL);
    }
  g_array_set_size (change->evals, 0);
  if (change->set_annotator)
    ak_game_set_tag (game, "Annotator", change->annotator);
  change->set_annotator = FALSE;
  change->serial = G_MAXUINT;
}

void
ak_review_change_free (AkReviewChange *change)
{
  if (change == NULL)
    return;
  g_weak_ref_clear (&change->game);
  g_array_unref (change->evals);
  g_array_unref (change->suffixes);
  g_ptr_array_unref (change->lines);
  g_array_unref (change->taken);
  g_free (change->annotator);
  g_free (change);
}
