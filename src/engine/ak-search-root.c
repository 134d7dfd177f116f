/* ak-search-root.c — what the endgame tables say of a search's root and
 * its moves: proved values, or the bounds of a value the repetition rule
 * decides, and the move played where they tell moves apart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ak-search-private.h"

/* Whether a position after a root move was seen since the last capture,
 * so that the game's history, not the tables, decides it. */
static gboolean
root_child_repeated (const Context    *ctx,
                     const AkPosition *child,
                     gboolean          captured)
{
  guint64 key = context_key (child);

  if (captured)
    return FALSE;
  if (key == context_key (ctx->run->root))
    return TRUE;
  for (guint i = ctx->first_key; i < ctx->n_keys; i++)
    if (ctx->keys[i] == key)
      return TRUE;
  return FALSE;
}

/* What the tables say of the root and its moves: a proved value, or the
 * bounds of one the repetition rule decides.  The search's own proof,
 * which follows the game's real history, goes first.  Where the tables
 * prove the root's value, the move played is one they prove reaches it:
 * a move that is only bounded could be worth less, however well the
 * search estimates it. */
void
_ak_search_apply_tables_at_root (Context        *ctx,
                                 AkSearchResult *result)
{
  const Run *run = ctx->run;
  const AkMoveList *list = &run->list;
  gboolean any_repeated = FALSE;
  int lo[AK_MAX_MOVES], hi[AK_MAX_MOVES];
  gboolean known[AK_MAX_MOVES];
  int lower, upper;

  for (guint i = 0; i < list->n_moves; i++)
    {
      const AkPosition *child = &list->children[i];
      int captured = list->info[i].captured;
      guint child_quiet = captured > 0 ? 0 : run->quiet + 1;

      known[i] = FALSE;
      if (root_child_repeated (ctx, child, captured > 0))
        {
          any_repeated = TRUE;
          continue;
        }
      if (child_quiet > ctx->tables_quiet || !ak_tables_probe (ctx->tables, child, &lower, &upper))
        continue;
      known[i] = TRUE;
      lo[i] = (captured - upper) * AK_SCORE_SEED + run->store_margin;
      hi[i] = (captured - lower) * AK_SCORE_SEED + run->store_margin;
      if (!run->limits->all_moves || result->move_exact[i])
        continue;
      result->move_lower[i] = lo[i];
      result->move_upper[i] = hi[i];
      result->move_scores[i] = CLAMP (result->move_scores[i], lo[i], hi[i]);
      result->move_kind[i] = lo[i] == hi[i] ? AK_VALUE_PROVED : AK_VALUE_BOUNDED;
      result->move_exact[i] = lo[i] == hi[i];
    }

  if (result->exact || any_repeated || run->quiet > ctx->tables_quiet ||
      !ak_tables_probe (ctx->tables, run->root, &lower, &upper))
    return;
  lower = lower * AK_SCORE_SEED + run->store_margin;
  upper = upper * AK_SCORE_SEED + run->store_margin;

  if (lower == upper)
    for (guint i = 0; i < list->n_moves; i++)
      if (known[i] && lo[i] == lower && hi[i] == lower)
        {
          if (result->best_move != list->moves[i])
            {
              result->best_move = list->moves[i];
              result->pv[0] = list->moves[i];
              result->pv_length = 1;
            }
          result->score = result->lower = result->upper = lower;
          result->exact = TRUE;
          result->kind = AK_VALUE_PROVED;
          return;
        }

  /* No move is proved to reach the root's value (which may come from
   * lines that repeat): the search goes on, and its estimate stays within
   * the proved bounds.  But a move that the tables prove at least as good
   * as the search's choice whatever the history, and better in some, is
   * played instead: the search, seeing no difference, chose by order. */
  for (guint i = 0; i < list->n_moves; i++)
    if (result->move_exact[i])
      {
        /* The search's own proof, for this history */
        known[i] = TRUE;
        lo[i] = hi[i] = result->move_scores[i];
      }
  for (guint b = 0; b < list->n_moves; b++)
    if (list->moves[b] == result->best_move && known[b])
      {
        guint choice = b;

        for (guint i = 0; i < list->n_moves; i++)
          if (known[i] && lo[i] >= hi[b] &&
              (hi[i] > hi[choice] || (hi[i] == hi[choice] && lo[i] > lo[choice])))
            choice = i;
        if (choice != b)
          {
            result->best_move = list->moves[choice];
            result->pv[0] = list->moves[choice];
            result->pv_length = 1;
            result->score = MAX (result->score, lo[choice]);
          }
        break;
      }
  result->lower = lower;
  result->upper = upper;
  result->score = CLAMP (result->score, lower, upper);
  result->kind = lower == upper ? AK_VALUE_PROVED : AK_VALUE_BOUNDED;
}
