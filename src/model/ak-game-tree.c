/* ak-game-tree.c — the game's study tree edited: variations promoted and
 * deleted, lines added, comments, glyphs and engine values
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-game"

#include "config.h"

#include <string.h>

#include "ak-game-private.h"

/**
 * ak_game_promote_variation:
 * @self: a game
 * @node: a node on a variation
 *
 * Makes the variation @node is on the continuation at its branch point;
 * the old continuation becomes a variation.  If play stood on the old
 * main line past the branch point, it now stands at the main line's end.
 *
 * Returns: %TRUE if a line was promoted.
 */
gboolean
ak_game_promote_variation (AkGame     *self,
                           AkGameNode *node)
{
  g_return_val_if_fail (AK_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL && node->parent != NULL, FALSE);

  if (!ak_game_node_promote (node))
    return FALSE;
  self->live_found = NULL;
  self->main_end = NULL;
  /* Play that stood on the line pushed off the main line now stands at
   * the main line's end (where ak_game_get_live_node() already said it
   * did): a line off the main line can be deleted, and play must never
   * stand on a node that is gone. */
  if (self->live != NULL && !_ak_game_walk_is_on_main_line (self->live))
    self->live = NULL;
  self->moves_stale = TRUE;

  /* The cursor's line may have become the main line: the agreement, which
   * belongs to the main line's end, stays where it is. */
  _ak_game_sync_state (self);
  _ak_game_tree_changed (self);
  return TRUE;
}

/**
 * ak_game_delete_variation:
 * @self: a game
 * @node: a node on a variation
 *
 * Deletes the variation @node is on, from its first move to its end.  If
 * the cursor was on it, it goes to where the variation branched off.  The
 * main line cannot be deleted this way.
 *
 * Returns: %TRUE if a variation was deleted.
 */
gboolean
ak_game_delete_variation (AkGame     *self,
                          AkGameNode *node)
{
  AkGameNode *line_start;
  AkGameNode *branch;

  g_return_val_if_fail (AK_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL && node->parent != NULL, FALSE);

  line_start = ak_game_node_get_line_start (node);
  branch = line_start->parent;
  if (g_ptr_array_index (branch->children, 0) == line_start)
    return FALSE;

  /* No pointer into the line may outlive it: the cursor goes to the
   * branch point, an agreement on the line goes with it, and play, if it
   * stood there, stands at the main line's end, where it was shown to
   * stand since the line left the main line. */
  if (ak_game_node_is_ancestor (line_start, self->current))
    _ak_game_set_current (self, branch);
  if (self->agreed != NULL && ak_game_node_is_ancestor (line_start, self->agreed))
    self->agreed = NULL;
  if (self->live != NULL && ak_game_node_is_ancestor (line_start, self->live))
    self->live = NULL;
  ak_game_node_remove (line_start);
  self->live_found = NULL;
  self->main_end = NULL;
  self->moves_stale = TRUE;

  _ak_game_sync_state (self);
  _ak_game_tree_changed (self);
  return TRUE;
}

/**
 * _ak_game_take_variation:
 * @self: a game
 * @line_start: the first move of a variation
 * @index: (out): where it was among its branch point's children
 *
 * Takes the variation out of the game as ak_game_delete_variation() does,
 * but without freeing it, so that _ak_game_put_back_variation() can put
 * it back where it was: a review that replaces its own lines takes them
 * back this way.
 *
 * Returns: (transfer full) (nullable): the variation, for
 *   _ak_game_put_back_variation() or ak_game_node_free(); %NULL if
 *   @line_start is not a variation's first move.
 */
AkGameNode *
_ak_game_take_variation (AkGame     *self,
                         AkGameNode *line_start,
                         guint      *index)
{
  AkGameNode *branch;

  g_return_val_if_fail (AK_IS_GAME (self), NULL);
  g_return_val_if_fail (line_start != NULL && line_start->parent != NULL, NULL);

  branch = line_start->parent;
  if (g_ptr_array_index (branch->children, 0) == line_start)
    return NULL;

  /* As ak_game_delete_variation (): nothing may point into the line. */
  if (ak_game_node_is_ancestor (line_start, self->current))
    _ak_game_set_current (self, branch);
  if (self->agreed != NULL && ak_game_node_is_ancestor (line_start, self->agreed))
    self->agreed = NULL;
  if (self->live != NULL && ak_game_node_is_ancestor (line_start, self->live))
    self->live = NULL;
  *index = ak_game_node_detach (line_start);
  self->live_found = NULL;
  self->main_end = NULL;
  self->moves_stale = TRUE;

  _ak_game_sync_state (self);
  _ak_game_tree_changed (self);
  return line_start;
}

/**
 * _ak_game_put_back_variation:
 * @self: a game
 * @branch: the node @line branched from
 * @index: where it was among @branch's children, not 0
 * @line: (transfer full): a variation _ak_game_take_variation() took
 *
 * Puts a variation taken out of the game back where it was.
 */
void
_ak_game_put_back_variation (AkGame     *self,
                             AkGameNode *branch,
                             guint       index,
                             AkGameNode *line)
{
  g_return_if_fail (AK_IS_GAME (self));
  g_return_if_fail (branch != NULL && line != NULL);
  g_return_if_fail (index > 0 && branch->children != NULL && index <= branch->children->len);

  ak_game_node_insert (branch, index, line);
  self->live_found = NULL;
  self->main_end = NULL;
  self->moves_stale = TRUE;

  _ak_game_sync_state (self);
  _ak_game_tree_changed (self);
}

/**
 * ak_game_set_comment:
 * @self: a game
 * @node: a node of the game (the root: before the first move)
 * @comment: (nullable): the comment; %NULL or blank removes it
 */
void
ak_game_set_comment (AkGame     *self,
                     AkGameNode *node,
                     const char *comment)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_return_if_fail (AK_IS_GAME (self));
  g_return_if_fail (node != NULL);

  before = ak_game_node_dup_comment (node);
  ak_game_node_set_comment (node, comment);
  after = ak_game_node_dup_comment (node);
  if (g_strcmp0 (before, after) == 0)
    return;
  if (after != NULL && strstr (after, "[%eval") != NULL)
    self->may_have_evals = TRUE;

  _ak_game_update_row_of (self, node);
  _ak_game_tree_changed (self);
}

/**
 * ak_game_dup_comment:
 * @self: a game
 * @node: a node of the game
 *
 * Returns: (transfer full) (nullable): the comment after the move.
 */
char *
ak_game_dup_comment (AkGame     *self,
                     AkGameNode *node)
{
  g_return_val_if_fail (AK_IS_GAME (self), NULL);
  return ak_game_node_dup_comment (node);
}

/**
 * ak_game_set_nags:
 * @self: a game
 * @node: a node that is not the root
 * @nags: (array length=n_nags) (nullable): numeric annotation glyphs
 * @n_nags: their number
 */
void
ak_game_set_nags (AkGame      *self,
                  AkGameNode  *node,
                  const guint *nags,
                  guint        n_nags)
{
  g_return_if_fail (AK_IS_GAME (self));
  g_return_if_fail (node != NULL && node->parent != NULL);

  g_clear_pointer (&node->nags, g_array_unref);
  if (n_nags > 0)
    {
      node->nags = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_nags);
      for (guint i = 0; i < n_nags; i++)
        {
          guint nag = MIN (nags[i], 255);

          g_array_append_val (node->nags, nag);
        }
    }
  _ak_game_update_row_of (self, node);
  _ak_game_tree_changed (self);
}

/**
 * ak_game_set_suffix:
 * @self: a game
 * @node: a node that is not the root
 * @suffix: (nullable): "!", "?", "!!", "??", "!?", "?!" or %NULL
 */
void
ak_game_set_suffix (AkGame     *self,
                    AkGameNode *node,
                    const char *suffix)
{
  static const char * const known[] = { "!", "?", "!!", "??", "!?", "?!" };
  gboolean ok = suffix == NULL;

  g_return_if_fail (AK_IS_GAME (self));
  g_return_if_fail (node != NULL && node->parent != NULL);

  for (guint i = 0; i < G_N_ELEMENTS (known) && !ok; i++)
    ok = g_strcmp0 (suffix, known[i]) == 0;
  g_return_if_fail (ok);

  if (g_strcmp0 (node->suffix, suffix) == 0)
    return;
  g_free (node->suffix);
  node->suffix = g_strdup (suffix);
  _ak_game_update_row_of (self, node);
  _ak_game_tree_changed (self);
}

/**
 * ak_game_dup_notation:
 * @self: a game
 * @node: a node that is not the root
 *
 * Returns: (transfer full): the move as AKN writes it, such as `fx4!`.
 */
char *
ak_game_dup_notation (AkGame     *self,
                      AkGameNode *node)
{
  g_return_val_if_fail (AK_IS_GAME (self), NULL);
  return ak_game_node_dup_notation (node);
}

/**
 * ak_game_get_eval:
 * @self: a game
 * @node: (nullable): a node of the game, or %NULL for the current one
 * @eval: (out) (optional): where to put the value
 *
 * Reads the engine value recorded after @node's move, the `[%eval]` a
 * review wrote in its comment (AKN.md §4): in hundredths of a seed from
 * South's point of view, whatever side moved.
 *
 * Returns: whether the move has one.
 */
gboolean
ak_game_get_eval (AkGame     *self,
                  AkGameNode *node,
                  AkEval     *eval)
{
  g_return_val_if_fail (AK_IS_GAME (self), FALSE);

  return ak_game_node_get_eval (node != NULL ? node : self->current, eval);
}

/**
 * ak_game_set_eval:
 * @self: a game
 * @node: a node of the game
 * @eval: (nullable): the value, or %NULL to remove it
 *
 * Records @eval after @node's move, keeping the rest of its comment.
 */
void
ak_game_set_eval (AkGame       *self,
                  AkGameNode   *node,
                  const AkEval *eval)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_return_if_fail (AK_IS_GAME (self));
  g_return_if_fail (node != NULL);

  before = ak_game_node_dup_comment (node);
  ak_game_node_set_eval (node, eval);
  after = ak_game_node_dup_comment (node);
  if (eval != NULL)
    self->may_have_evals = TRUE;
  if (g_strcmp0 (before, after) == 0)
    return;

  _ak_game_update_row_of (self, node);
  _ak_game_tree_changed (self);
}

/**
 * ak_game_add_line:
 * @self: a game
 * @node: the node the line starts from
 * @moves: (array length=n_moves): the moves of the line, in order
 * @n_moves: their number
 * @comment: (nullable): a comment after the line's first move
 *
 * Adds @moves after @node as a new line, its continuation if it had none,
 * else a variation, without moving the cursor.  The line stops before the
 * first move the engine refuses, and where the game ends.
 *
 * Returns: (transfer none) (nullable): the line's first move, or %NULL if
 *   nothing was added: the first move is refused, or @node already has a
 *   line starting with it.
 */
AkGameNode *
ak_game_add_line (AkGame       *self,
                  AkGameNode   *node,
                  const guint8 *moves,
                  guint         n_moves,
                  const char   *comment)
{
  g_autoptr(AkHistory) history = NULL;
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  AkGameNode *first = NULL;
  AkGameNode *at = node;

  g_return_val_if_fail (AK_IS_GAME (self), NULL);
  g_return_val_if_fail (node != NULL, NULL);

  if (n_moves == 0 || node->termination != AK_TERMINATION_NONE || self->agreed == node ||
      ak_game_node_find_child (node, moves[0]) != NULL)
    return NULL;

  history = ak_history_new (&self->record->rules, &self->record->start);
  for (AkGameNode *step = node; step->parent != NULL; step = step->parent)
    g_ptr_array_add (path, step);
  for (guint i = path->len; i > 0; i--)
    {
      AkGameNode *step = g_ptr_array_index (path, i - 1);
      AkVerdict verdict = ak_history_play (history, step->move, NULL, NULL);

      g_assert (verdict == AK_VERDICT_LEGAL);
    }

  for (guint i = 0; i < n_moves && !ak_history_is_over (history); i++)
    {
      AkMoveInfo info;

      if (ak_history_play (history, moves[i], &info, NULL) != AK_VERDICT_LEGAL)
        break;
      at = ak_game_node_add_child (at, moves[i], info.captured,
                                   ak_history_get_position (history),
                                   ak_history_get_termination (history));
      if (first == NULL)
        first = at;
    }
  if (first == NULL)
    return NULL;
  if (comment != NULL)
    ak_game_node_set_comment (first, comment);
  if (comment != NULL && strstr (comment, "[%eval") != NULL)
    self->may_have_evals = TRUE;

  self->live_found = NULL;
  self->main_end = NULL;
  self->moves_stale = TRUE;
  _ak_game_sync_state (self);
  _ak_game_tree_changed (self);
  return first;
}
