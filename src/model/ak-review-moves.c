/* ak-review-moves.c — what a reviewed game's main line says of each move:
 * the seeds it lost, its mark, and the words the review wrote at it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here is read from the game itself, so that a file reviewed
 * long ago and opened again tells the same as the review that just ran:
 * the values are the moves' `[%eval]`s, the marks their suffixes, and the
 * words the comment of the best line the review added beside the move.
 */

#include "config.h"

#include <string.h>

#include "ak-review-moves.h"
#include "ak-review-private.h"

/**
 * ak_review_moves_collect:
 * @game: a game
 *
 * Lists the moves of @game's main line that have a value before and after
 * them, as a review leaves them, with what each lost from the mover's side
 * (the loss a review computes: a forced move loses nothing, and a move
 * that seems to gain loses nothing either).
 *
 * Returns: (transfer full) (element-type AkReviewedMove): the moves, in
 *   order; empty if the game has no values
 */
GArray *
ak_review_moves_collect (AkGame *game)
{
  GArray *moves = g_array_new (FALSE, TRUE, sizeof (AkReviewedMove));
  const AkRules *rules;
  AkGameNode *node;
  AkEval before;
  gboolean has_before;

  g_return_val_if_fail (AK_IS_GAME (game), moves);

  rules = ak_game_get_rules (game);
  node = ak_game_get_root (game);
  has_before = ak_game_node_get_eval (node, &before);
  while (node->children != NULL && node->children->len > 0)
    {
      AkGameNode *next = g_ptr_array_index (node->children, 0);
      AkEval after;
      gboolean has_after = ak_game_node_get_eval (next, &after);

      if (has_before && has_after)
        {
          AkReviewedMove move = { 0, };
          AkMoveList list;
          int loss;

          move.node = next;
          move.ply = next->ply;
          move.side = node->position.side;
          move.seeds_on_board = ak_position_seeds_on_board (&node->position);
          move.forced = ak_position_legal_moves (&node->position, rules, &list) <= 1;
          move.proved = ak_eval_get_kind (&before) == AK_VALUE_PROVED &&
                        ak_eval_get_kind (&after) == AK_VALUE_PROVED;
          loss = before.score - after.score;
          if (move.side == AK_NORTH)
            loss = -loss;
          move.loss = move.forced ? 0 : MAX (loss, 0);
          move.mark = ak_review_node_get_mark (next);
          g_array_append_val (moves, move);
        }
      node = next;
      before = after;
      has_before = has_after;
    }
  return moves;
}

static int
compare_loss_then_ply (gconstpointer a,
                       gconstpointer b)
{
  const AkReviewedMove *x = a;
  const AkReviewedMove *y = b;

  if (x->loss != y->loss)
    return x->loss > y->loss ? -1 : 1;
  return x->ply < y->ply ? -1 : x->ply > y->ply;
}

static int
compare_ply (gconstpointer a,
             gconstpointer b)
{
  const AkReviewedMove *x = a;
  const AkReviewedMove *y = b;

  return x->ply < y->ply ? -1 : x->ply > y->ply;
}

/**
 * ak_review_moves_key_moments:
 * @moves: (element-type AkReviewedMove): a game's moves, as
 *   ak_review_moves_collect() lists them
 * @max_moments: how many moments at most
 * @least_loss: the least loss of a moment, in hundredths of a seed (the
 *   `?!` threshold, say): a game played well has none
 *
 * Picks the turning points of a game: the moves that lost the most, by
 * either player, at most @max_moments of them (of equal losses, the
 * earlier), in the order they were played.
 *
 * Returns: (transfer full) (element-type AkReviewedMove): the moments
 */
GArray *
ak_review_moves_key_moments (GArray *moves,
                             guint   max_moments,
                             int     least_loss)
{
  GArray *moments = g_array_new (FALSE, TRUE, sizeof (AkReviewedMove));

  g_return_val_if_fail (moves != NULL, moments);

  for (guint i = 0; i < moves->len; i++)
    {
      const AkReviewedMove *move = &g_array_index (moves, AkReviewedMove, i);

      if (move->loss >= least_loss && move->loss > 0)
        g_array_append_vals (moments, move, 1);
    }
  g_array_sort (moments, compare_loss_then_ply);
  if (moments->len > max_moments)
    g_array_set_size (moments, max_moments);
  g_array_sort (moments, compare_ply);
  return moments;
}

/* The comment a review wrote on the first move of its best line: it
 * starts with the words the review starts it with, in English or in the
 * language the app runs in. */
static const char *
find_review_comment (const AkGameNode *first)
{
  for (guint i = 0; first->comments != NULL && i < first->comments->len; i++)
    {
      const char *comment = g_ptr_array_index (first->comments, i);

      if (ak_review_is_line_comment (comment))
        return comment;
    }
  return NULL;
}

/**
 * ak_review_dup_explanation:
 * @node: a move
 *
 * Finds what a review wrote of @node: the comment of the best line it
 * added beside @node (in the Moves list, the variation that starts where
 * @node was played), such as "Best was e: casa at E, 4.00 seeds better;
 * d lets North capture a casa at c with F (−4)", less its `[%eval]`s.
 *
 * Returns: (transfer full) (nullable): the words, or %NULL if no review
 *   wrote any there
 */
char *
ak_review_dup_explanation (const AkGameNode *node)
{
  const AkGameNode *parent;

  g_return_val_if_fail (node != NULL, NULL);

  parent = node->parent;
  if (parent == NULL)
    return NULL;
  for (guint i = 0; i < parent->children->len; i++)
    {
      const AkGameNode *first = g_ptr_array_index (parent->children, i);
      const char *comment;

      if (first == node)
        continue;
      comment = find_review_comment (first);
      if (comment != NULL)
        {
          g_autofree char *text = strstr (comment, "[%") != NULL
                                    ? ak_eval_replace (comment, NULL) : g_strdup (comment);

          if (text != NULL)
            g_strstrip (text);
          return text != NULL && *text != '\0' ? g_steal_pointer (&text) : NULL;
        }
    }
  return NULL;
}

/**
 * ak_review_find_marked:
 * @game: a game
 * @from: (nullable): where to look from: a move of the game, or %NULL for
 *   the game's current node
 * @forward: whether to look at the moves after @from or before it
 * @side: the mover of the moves wanted, or %AK_SIDE_NONE for both
 * @least: the least mark wanted, such as %AK_REVIEW_MARK_MISTAKE
 *
 * Finds the next (or the previous) move of the main line marked at least
 * @least.  From a node off the main line, the search starts where its
 * line leaves the main line.
 *
 * Returns: (transfer none) (nullable): the move, or %NULL if there is none
 */
AkGameNode *
ak_review_find_marked (AkGame       *game,
                       AkGameNode   *from,
                       gboolean      forward,
                       AkSide        side,
                       AkReviewMark  least)
{
  AkGameNode *node;

  g_return_val_if_fail (AK_IS_GAME (game), NULL);
  g_return_val_if_fail (least > AK_REVIEW_MARK_NONE, NULL);

  node = from != NULL ? from : ak_game_get_current_node (game);
  /* Back to the main line: the move where this line leaves it counts as
   * the one we are at. */
  while (node->parent != NULL && !ak_game_is_on_main_line (game, node))
    node = node->parent;

  for (;;)
    {
      if (forward)
        node = node->children != NULL && node->children->len > 0
                 ? g_ptr_array_index (node->children, 0) : NULL;
      else
        node = node->parent;
      if (node == NULL || node->parent == NULL)
        return NULL;
      if (ak_review_node_get_mark (node) >= least &&
          (side == AK_SIDE_NONE || ak_game_node_get_mover (node) == side))
        return node;
    }
}
