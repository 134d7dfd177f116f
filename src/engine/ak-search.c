/* ak-search.c — iterative-deepening principal-variation search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Negamax over the exact rules.  A node's value is its *gain*: what the
 * side to move can still win over the other, in hundredths of a seed —
 * the seeds it will capture from here plus those it keeps in the final
 * division, minus the same for the opponent.  The stores so far do not
 * enter it, so a position's value does not depend on how it was reached,
 * and the transposition table keys on the board, owners and side alone.
 * A move's value is what it captures minus the gain of the position after
 * it.  The root adds the stores back to report the expected final margin.
 *
 * On several threads the search is "Lazy SMP" with the deferral of
 * simplified ABDADA: every thread runs its own iterative deepening from
 * the root and they meet only in the shared transposition table, where
 * each finds what the others have already worked out.  Helpers search
 * partly one ply ahead of the calling thread, and at a node a thread
 * leaves for last the moves whose positions another thread is searching
 * right now (a small table of busy positions says which), so that the
 * threads spread over different parts of the tree instead of all walking
 * the same one.  The calling thread's completed iterations are the result,
 * unless a helper completed a deeper one, or proved the root: a helper
 * runs the same iterative deepening from the same root over the same
 * table, so its iteration is as complete a search as the calling
 * thread's, only ordered by what it found first.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#ifdef __linux__
# include <sys/mman.h>
#endif

#include "ak-eval.h"
#include "ak-search.h"
#include "ak-search-private.h"
#include "ak-tables.h"

/* The table is probed at random: with ordinary 4 KiB pages nearly every
 * probe also misses the TLB.  On Linux, large pages (when the system
 * allows them) take that cost away; elsewhere a plain allocation. */
static Entry *
alloc_table (gsize size)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  void *memory = NULL;
  const gsize huge = 2 * 1024 * 1024;

  if (size >= huge && posix_memalign (&memory, huge, size) == 0)
    {
      madvise (memory, size, MADV_HUGEPAGE);
      memset (memory, 0, size);
      return memory;
    }
#endif
  return g_malloc0 (size);
}

/**
 * ak_search_new:
 * @table_megabytes: the size of the transposition table, at least 1
 *
 * Returns: (transfer full): a searcher; reuse it for many searches.
 */
AkSearch *
ak_search_new (guint table_megabytes)
{
  AkSearch *search = g_new0 (AkSearch, 1);
  guint64 entries = 1;

  while (entries * 2 * sizeof (Entry) <= (guint64) MAX (table_megabytes, 1) << 20)
    entries *= 2;
  search->table = alloc_table (entries * sizeof (Entry));
  search->mask = entries - 1;
  search->weights[0] = ak_eval_builtin_weights (AK_VARIANT_ADJI_KUI_1);
  search->weights[1] = ak_eval_builtin_weights (AK_VARIANT_ADJI_KUI_2);
  search->level_threads = 1;
  return search;
}

/**
 * ak_search_set_weights:
 * @search: a searcher
 * @variant: the variant the weights are for
 * @weights: (nullable): the evaluation's weights, or %NULL for the classic
 *   hand-set estimate (ak_eval_classic())
 *
 * Chooses the evaluation at the search's horizon, for comparing
 * evaluations and for training; a new searcher uses the built-in weights.
 */
void
ak_search_set_weights (AkSearch            *search,
                       AkVariant            variant,
                       const AkEvalWeights *weights)
{
  g_return_if_fail (search != NULL);
  g_return_if_fail (weights == NULL || weights->variant == variant);

  search->weights[variant == AK_VARIANT_ADJI_KUI_1 ? 0 : 1] = weights;
}

/**
 * ak_search_set_level_threads:
 * @search: a searcher
 * @n_threads: the threads for the strongest level; 0 or 1 for one
 *
 * Sets the threads ak_search_choose_move() searches with at level 5, the
 * level that thinks for a fixed time.  Levels 1–4 search to a fixed depth
 * and always on one thread, so that they play the same way every time and
 * their strength stays where it was measured.  A new searcher uses one.
 */
void
ak_search_set_level_threads (AkSearch *search,
                             guint     n_threads)
{
  g_return_if_fail (search != NULL);

  search->level_threads = CLAMP (n_threads, 1, AK_SEARCH_MAX_THREADS);
}

/**
 * ak_search_get_level_threads:
 * @search: a searcher
 *
 * Returns: the threads ak_search_choose_move() searches with at level 5
 */
guint
ak_search_get_level_threads (AkSearch *search)
{
  g_return_val_if_fail (search != NULL, 1);

  return search->level_threads;
}

/**
 * ak_search_set_tables:
 * @search: a searcher
 * @tables: (nullable): endgame tables, or %NULL for none
 *
 * Gives the search endgame tables to probe: at every position they hold
 * (for the game's rules and owners, and while enough plies remain before
 * the no-capture limit) a proved value ends the search there, bounds cut
 * it off where they decide, and otherwise keep what is estimated below
 * within them.  The search keeps a reference; the set
 * must not change from now on.
 */
void
ak_search_set_tables (AkSearch *search,
                      AkTables *tables)
{
  g_return_if_fail (search != NULL);

  if (tables == search->tables)
    return;
  if (tables != NULL)
    ak_tables_ref (tables);
  g_clear_pointer (&search->tables, ak_tables_unref);
  search->tables = tables;
  ak_search_clear (search);
}

/**
 * ak_search_free:
 * @search: (nullable): a searcher
 */
void
ak_search_free (AkSearch *search)
{
  if (search == NULL)
    return;
  g_free (search->table);
  g_free (search->busy);
  g_clear_pointer (&search->tables, ak_tables_unref);
  g_free (search);
}

/**
 * ak_search_clear:
 * @search: a searcher
 *
 * Forgets every position seen.
 */
void
ak_search_clear (AkSearch *search)
{
  memset (search->table, 0, (search->mask + 1) * sizeof (Entry));
  search->generation = 0;
}

static inline int
owned_difference (const AkPosition *pos)
{
  AkSide me = pos->side;

  return (int) ak_position_seeds_owned (pos, me) - (int) ak_position_seeds_owned (pos, AK_SIDE_OTHER (me));
}

/**
 * ak_search_evaluate:
 * @pos: a position
 * @rules: the rule options
 *
 * The static estimate of the gain of the side to move, with the built-in
 * weights of the variant (ak_eval_evaluate()).
 *
 * Returns: the estimate, in hundredths of a seed.
 */
int
ak_search_evaluate (const AkPosition *pos,
                    const AkRules    *rules)
{
  return ak_eval_evaluate (pos, rules, ak_eval_builtin_weights (rules->variant));
}

static inline guint64
pack_entry (int   score,
            int   depth,
            guint flags,
            int   move,
            guint generation)
{
  return (guint64) (guint16) (gint16) CLAMP (score, -INF, INF) |
         (guint64) MIN (depth, 255) << 16 |
         (guint64) (flags & 0xff) << 24 |
         (guint64) (guint8) (gint8) move << 32 |
         (guint64) (generation & 0xff) << 40;
}

#define ENTRY_SCORE(data)      ((int) (gint16) ((data) & 0xffff))
#define ENTRY_DEPTH(data)      ((int) (((data) >> 16) & 0xff))
#define ENTRY_FLAGS(data)      ((guint) (((data) >> 24) & 0xff))
#define ENTRY_MOVE(data)       ((int) (gint8) (((data) >> 32) & 0xff))
#define ENTRY_GENERATION(data) ((guint8) (((data) >> 40) & 0xff))

/* Reads an entry's data, and says whether it is @key's. */
static inline gboolean
entry_load (const Entry *entry,
            guint64      key,
            guint64     *data)
{
  guint64 d = __atomic_load_n (&entry->data, __ATOMIC_RELAXED);
  guint64 check = __atomic_load_n (&entry->check, __ATOMIC_RELAXED);

  *data = d;
  return (check ^ d) == key;
}

static inline void
entry_store (Entry   *entry,
             guint64  key,
             guint64  data)
{
  __atomic_store_n (&entry->check, key ^ data, __ATOMIC_RELAXED);
  __atomic_store_n (&entry->data, data, __ATOMIC_RELAXED);
}

/* Simplified ABDADA: whether another thread is searching the position
 * with @key now; and marking the one this thread starts or ends. */
static inline gboolean
is_busy (const Context *ctx,
         guint64        key)
{
  return __atomic_load_n (&ctx->busy[key & (BUSY_SLOTS - 1)], __ATOMIC_RELAXED) == key;
}

static inline void
mark_busy (Context *ctx,
           guint64  key)
{
  __atomic_store_n (&ctx->busy[key & (BUSY_SLOTS - 1)], key, __ATOMIC_RELAXED);
}

static inline void
unmark_busy (Context *ctx,
             guint64  key)
{
  guint64 expected = key;

  /* Only if no other position took the slot meanwhile. */
  __atomic_compare_exchange_n (&ctx->busy[key & (BUSY_SLOTS - 1)], &expected, 0, FALSE,
                               __ATOMIC_RELAXED, __ATOMIC_RELAXED);
}

static inline gboolean
is_repeated (const Context *ctx,
             guint64        key)
{
  for (guint i = ctx->first_key; i < ctx->n_keys; i++)
    if (ctx->keys[i] == key)
      return TRUE;
  return FALSE;
}

/* Called every 4,096 nodes.  On several threads the node limit counts
 * every thread's nodes, and any thread's end (the calling thread's
 * finishing, a proof) is every thread's. */
static void
check_stop (Context *ctx)
{
  guint64 nodes = ctx->nodes;

  if (ctx->busy != NULL)
    {
      nodes = __atomic_add_fetch (&ctx->run->nodes, 4096, __ATOMIC_RELAXED);
      if (g_atomic_int_get (&ctx->run->stop) != 0)
        {
          ctx->stopped = TRUE;
          return;
        }
    }
  if ((ctx->cancel != NULL && g_atomic_int_get (ctx->cancel) != 0) ||
      (ctx->max_nodes != 0 && nodes >= ctx->max_nodes) ||
      (ctx->deadline != 0 && g_get_monotonic_time () >= ctx->deadline))
    ctx->stopped = TRUE;
}

/* The transposition table's entry for a position: its move, to be tried
 * first, and its value if it is deep enough to decide this node (then
 * TRUE, with @score). */
static inline gboolean
probe_entry (Context     *ctx,
             const Entry *entry,
             guint64      key,
             int          depth,
             int          alpha,
             int          beta,
             guint        ply,
             int         *tt_move,
             int         *score)
{
  guint64 data;
  guint flags;
  int bound;

  if (!entry_load (entry, key, &data) || ENTRY_GENERATION (data) != ctx->search->generation)
    return FALSE;
  *tt_move = ENTRY_MOVE (data);
  if (ENTRY_DEPTH (data) < depth || ply == 0)
    return FALSE;

  *score = ENTRY_SCORE (data);
  flags = ENTRY_FLAGS (data);
  bound = flags & 3;
  /* A value whose only estimates were repetitions is exact but for the
   * path: a repetition depends on the positions before.  On several
   * threads it may come from another thread's path, where this one's
   * would be a proof: search it again then.  It costs little, since
   * nothing below it reached the horizon. */
  if (!(bound == TT_EXACT || (bound == TT_LOWER && *score >= beta) ||
        (bound == TT_UPPER && *score <= alpha)) ||
      (ctx->busy != NULL && (flags & TT_REPEATED)))
    return FALSE;

  /* An estimate, unless its writer (this thread or another) saw no
   * estimate anywhere below it. */
  if (!(flags & TT_PROVEN))
    {
      ctx->horizon++;
      if (flags & TT_REPEATED)
        ctx->repeated++;
    }
  return TRUE;
}

/* The order to try a node's moves in: the table's move, then captures
 * (the largest first), then the killers, then by history. */
static inline void
order_moves (const Context    *ctx,
             AkSide            side,
             const AkMoveList *list,
             int               tt_move,
             guint             ply,
             int              *order)
{
  int keys[AK_MAX_MOVES];

  for (guint i = 0; i < list->n_moves; i++)
    {
      int move = list->moves[i];
      int k = move == AK_MOVE_PASS ? AK_MAX_MOVES : move;

      order[i] = (int) i;
      keys[i] = (int) MIN (ctx->history[side][k], 1u << 20);
      if (move == tt_move)
        keys[i] = 1 << 30;
      else if (list->info[i].captured > 0)
        keys[i] = (1 << 28) + list->info[i].captured;
      else if (move == ctx->killers[ply][0] || move == ctx->killers[ply][1])
        keys[i] = 1 << 24;
    }
  for (guint i = 1; i < list->n_moves; i++)
    for (guint j = i; j > 0 && keys[order[j]] > keys[order[j - 1]]; j--)
      {
        int t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }
}

/* A move that refuted a node: a killer at its ply if it captured
 * nothing, and its history grows with the depth it was searched to. */
static inline void
reward_move (Context *ctx,
             AkSide   side,
             guint    ply,
             int      depth,
             int      move,
             gboolean captured)
{
  if (!captured && ctx->killers[ply][0] != move)
    {
      ctx->killers[ply][1] = ctx->killers[ply][0];
      ctx->killers[ply][0] = move;
    }
  ctx->history[side][move == AK_MOVE_PASS ? AK_MAX_MOVES : move] += (guint32) (depth * depth);
}

/* Keeps a node's result, replacing shallower or older entries.  Another
 * thread may have written the entry since the probe: read it again. */
static inline void
store_result (Context *ctx,
              Entry   *entry,
              guint64  key,
              int      depth,
              int      best,
              int      best_move,
              guint    bound,
              guint64  horizon_before,
              guint64  repeated_before)
{
  guint64 data;
  gboolean same = entry_load (entry, key, &data);
  gboolean current = ENTRY_GENERATION (data) == ctx->search->generation;

  if (current && ENTRY_DEPTH (data) > depth && !same)
    return;
  /* Proved only if nothing below was an estimate: not a horizon, not a
   * repetition, not an unproved entry of any thread. */
  if (ctx->horizon == horizon_before)
    bound |= TT_PROVEN;
  else if (ctx->horizon - horizon_before == ctx->repeated - repeated_before)
    bound |= TT_REPEATED;
  entry_store (entry, key, pack_entry (best, depth, bound, best_move, ctx->search->generation));
}

static int
negamax (Context          *ctx,
         const AkPosition *pos,
         int               depth,
         int               alpha,
         int               beta,
         guint             ply,
         guint             quiet)
{
  const AkRules *rules = ctx->rules;
  AkSearch *search = ctx->search;
  AkMoveList list;
  Entry *entry;
  guint64 key;
  guint64 horizon_before = ctx->horizon;
  guint64 repeated_before = ctx->repeated;
  int order[AK_MAX_MOVES];
  int deferred[AK_MAX_MOVES];
  guint n_deferred = 0;
  gboolean marked = FALSE;
  gboolean seeking = FALSE;
  int best = -INF, best_move = -1, tt_move = -1, tt_score;
  int alpha_start = alpha;
  int table_lower = -INF, table_upper = INF;
  guint saved_first;

  ctx->pv_length[ply] = 0;
  if ((++ctx->nodes & 4095) == 0)
    check_stop (ctx);
  if (ctx->stopped)
    return 0;

  /* Endings the rules decide: the division of what is left. */
  if (rules->variant == AK_VARIANT_ADJI_KUI_2 && ak_position_seeds_on_board (pos) <= 8)
    return owned_difference (pos) * AK_SCORE_SEED;
  if (rules->no_capture_limit != 0 && quiet >= rules->no_capture_limit)
    return owned_difference (pos) * AK_SCORE_SEED;
  if (ply >= ctx->run->plies_left)
    return owned_difference (pos) * AK_SCORE_SEED;

  key = context_key (pos);
  /* The table is far larger than the caches: ask for the entry now, and
   * it arrives while the repetition check runs. */
  if (depth > 0)
    __builtin_prefetch (&search->table[key & search->mask]);
  if (ply > 0 && rules->repetition != 0 && is_repeated (ctx, key))
    {
      /* A position seen before on this line: the players can keep
       * repeating it, and the game ends by repetition with this division.
       * Counted as an estimate, since neither is forced to repeat. */
      ctx->horizon++;
      ctx->repeated++;
      return owned_difference (pos) * AK_SCORE_SEED;
    }

  /* The endgame tables: a proved value is final; bounds end the search
   * only where they decide it, and count as an estimate.  Otherwise they
   * keep whatever is estimated below within them. */
  if (ctx->tables != NULL && quiet <= ctx->tables_quiet &&
      ak_position_seeds_on_board (pos) <= ctx->tables_max_level &&
      ak_tables_probe (ctx->tables, pos, &table_lower, &table_upper))
    {
      table_lower *= AK_SCORE_SEED;
      table_upper *= AK_SCORE_SEED;
      if (table_lower == table_upper)
        return table_lower;
      if (table_lower >= beta || table_upper <= alpha)
        {
          ctx->horizon++;
          return table_lower >= beta ? table_lower : table_upper;
        }
    }

  if (depth <= 0 || ply >= AK_SEARCH_MAX_PLY - 1)
    {
      int score = ctx->weights != NULL ? ak_eval_evaluate (pos, rules, ctx->weights)
                                       : ak_eval_classic (pos, rules);

      ctx->horizon++;
      return CLAMP (score, table_lower, table_upper);
    }

  entry = &search->table[key & search->mask];
  if (probe_entry (ctx, entry, key, depth, alpha, beta, ply, &tt_move, &tt_score))
    return tt_score;

  if (ak_position_legal_moves (pos, rules, &list) == 0)
    return owned_difference (pos) * AK_SCORE_SEED;

  order_moves (ctx, pos->side, &list, tt_move, ply, order);

  saved_first = ctx->first_key;
  ctx->keys[ctx->n_keys++] = key;

  /* Tell the other threads this position is being searched. */
  if (ctx->busy != NULL && depth >= BUSY_MIN_DEPTH)
    {
      mark_busy (ctx, key);
      marked = TRUE;
    }

  /* The moves in order, then those deferred because another thread was
   * searching them: by then it may have finished, and its entry waits in
   * the table. */
  for (guint n = 0; n < list.n_moves + n_deferred; n++)
    {
      gboolean late = n >= list.n_moves;
      guint i = late ? (guint) deferred[n - list.n_moves] : (guint) order[n];
      const AkPosition *child = &list.children[i];
      int captured = list.info[i].captured * AK_SCORE_SEED;
      guint child_quiet = captured > 0 ? 0 : quiet + 1;
      guint64 child_horizon = ctx->horizon;
      guint64 child_repeated = ctx->repeated;
      int score;

      if (marked && !late && n > 0 && depth - 1 >= BUSY_MIN_DEPTH &&
          is_busy (ctx, context_key (child)))
        {
          deferred[n_deferred++] = (int) i;
          continue;
        }

      /* A capture empties holes for good: nothing before it comes back. */
      if (captured > 0)
        ctx->first_key = ctx->n_keys;

      if (n == 0)
        score = captured - negamax (ctx, child, depth - 1, captured - beta, captured - alpha,
                                    ply + 1, child_quiet);
      else
        {
          score = captured - negamax (ctx, child, depth - 1, captured - alpha - 1,
                                      captured - alpha, ply + 1, child_quiet);
          if (score > alpha && score < beta)
            score = captured - negamax (ctx, child, depth - 1, captured - beta,
                                        captured - alpha, ply + 1, child_quiet);
        }
      ctx->first_key = saved_first;

      if (ctx->stopped)
        {
          if (marked)
            unmark_busy (ctx, key);
          ctx->n_keys--;
          return 0;
        }

      if (seeking)
        {
          /* A refutation that is proved makes this bound proved too. */
          if (score >= beta && ctx->horizon == child_horizon)
            {
              ctx->horizon = horizon_before;
              ctx->repeated = repeated_before;
              best = MAX (best, score);
              best_move = list.moves[i];
              break;
            }
          continue;
        }

      if (score > best)
        {
          best = score;
          best_move = list.moves[i];
          if (score > alpha)
            {
              alpha = score;
              ctx->pv[ply][0] = (guint8) best_move;
              memcpy (&ctx->pv[ply][1], ctx->pv[ply + 1], ctx->pv_length[ply + 1]);
              ctx->pv_length[ply] = ctx->pv_length[ply + 1] + 1;
              if (score >= beta)
                {
                  reward_move (ctx, pos->side, ply, depth, best_move, captured > 0);

                  /* On several threads, the order of moves differs from
                   * run to run, and with it which lines end in repetitions
                   * and so whether a node is proved.  Make proofs depend
                   * less on it: a lower bound needs only the move that
                   * reaches it, so the estimates of the moves before do
                   * not count; and a refutation backed only by
                   * repetitions (exact but for the path) is worth trying
                   * to replace with a proved one among the other moves.
                   * In middle games nearly every refutation reaches the
                   * horizon, and this costs nothing. */
                  if (ctx->busy != NULL)
                    {
                      guint64 estimates = ctx->horizon - child_horizon;

                      if (estimates == 0)
                        {
                          ctx->horizon = horizon_before;
                          ctx->repeated = repeated_before;
                        }
                      else if (estimates == ctx->repeated - child_repeated)
                        {
                          seeking = TRUE;
                          alpha = beta - 1;
                          continue;
                        }
                    }
                  break;
                }
            }
        }
    }
  if (marked)
    unmark_busy (ctx, key);
  ctx->n_keys--;

  /* The tables' bounds hold whatever was estimated below. */
  best = CLAMP (best, table_lower, table_upper);

  store_result (ctx, entry, key, depth, best, best_move,
                best >= beta ? TT_LOWER : best > alpha_start ? TT_EXACT : TT_UPPER,
                horizon_before, repeated_before);
  return best;
}

static void
store_pv (Context        *ctx,
          AkSearchResult *result)
{
  result->pv_length = MIN (ctx->pv_length[0], AK_SEARCH_MAX_PV);
  memcpy (result->pv, ctx->pv[0], result->pv_length);
}

/* On several threads a line often stops short: a thread finds much of
 * the tree in the table, already searched by another, and a table entry
 * ends the line it returns.  Follow the table's moves from the line's end
 * to show more of it, as long as each is legal, its entry is from this
 * search, and the game goes on: no ending the rules decide, no position
 * seen before since the last capture.  (One thread keeps its lines as they
 * were.) */
static void
extend_pv (Context        *ctx,
           AkSearchResult *result,
           guint           depth)
{
  AkSearch *search = ctx->search;
  const AkRules *rules = ctx->rules;
  AkPosition pos = *ctx->run->root;
  guint64 seen[AK_SEARCH_MAX_PV + 1];
  guint n_seen = 0;
  gboolean captured = FALSE;
  guint quiet = ctx->run->quiet;
  guint length = MIN (depth, AK_SEARCH_MAX_PV);

  seen[n_seen++] = context_key (&pos);
  for (guint i = 0; i < length; i++)
    {
      AkMoveList list;
      int move = AK_MOVE_NONE;
      guint64 key;
      guint j;

      if (i < result->pv_length)
        move = result->pv[i];
      else
        {
          guint64 data;

          key = seen[n_seen - 1];
          if (!entry_load (&search->table[key & search->mask], key, &data) ||
              ENTRY_GENERATION (data) != search->generation)
            return;
          move = ENTRY_MOVE (data);
        }

      if (ak_position_legal_moves (&pos, rules, &list) == 0)
        return;
      for (j = 0; j < list.n_moves && list.moves[j] != move; j++)
        ;
      if (j == list.n_moves)
        return;
      pos = list.children[j];
      key = context_key (&pos);
      if (list.info[j].captured > 0)
        {
          captured = TRUE;
          quiet = 0;
          n_seen = 0;
        }
      else
        quiet++;

      if (i >= result->pv_length)
        {
          gboolean repeated = FALSE;

          for (guint k = 0; k < n_seen; k++)
            repeated |= seen[k] == key;
          for (guint k = ctx->first_key; !captured && k < ctx->n_keys; k++)
            repeated |= ctx->keys[k] == key;
          result->pv[result->pv_length++] = (guint8) move;
          if (repeated)
            return;
        }
      if ((rules->variant == AK_VARIANT_ADJI_KUI_2 && ak_position_seeds_on_board (&pos) <= 8) ||
          (rules->no_capture_limit != 0 && quiet >= rules->no_capture_limit) ||
          i + 1 >= ctx->run->plies_left)
        return;
      seen[n_seen++] = key;
    }
}

/* Every thread's nodes so far, as the calling thread sees them: its own,
 * and the helpers' as they have added them. */
static guint64
nodes_so_far (Context *ctx)
{
  if (ctx->busy == NULL)
    return ctx->nodes;
  return __atomic_load_n (&ctx->run->nodes, __ATOMIC_RELAXED) - (ctx->nodes & ~(guint64) 4095) +
         ctx->nodes;
}

/* The next iteration of a helper: past its own last one, and, for odd
 * helpers, one ply past the calling thread's, so that they fill the table
 * ahead of it; even helpers search alongside it, spread over the tree by
 * the deferral of busy moves. */
static guint
helper_depth (Context *ctx,
              guint    completed)
{
  guint main_depth = (guint) g_atomic_int_get (&ctx->run->main_depth);

  return MAX (completed + 1, main_depth + (ctx->id & 1));
}

/* Iterative deepening from the root, on the calling thread (id 0) or a
 * helper.  The calling thread reports each completed iteration in @result
 * and to the progress callback; a helper offers its own to the run. */
static gboolean
iterate (Context        *ctx,
         AkSearchResult *result)
{
  Run *run = ctx->run;
  const AkSearchLimits *limits = run->limits;
  const AkMoveList *list = &run->list;
  gboolean main = ctx->id == 0;
  int root_scores[AK_MAX_MOVES];
  int root_order[AK_MAX_MOVES];
  gboolean completed = FALSE;
  guint depth;

  for (guint i = 0; i < list->n_moves; i++)
    {
      root_order[i] = (int) i;
      root_scores[i] = list->info[i].captured * AK_SCORE_SEED;
    }

  for (depth = main ? 1 : helper_depth (ctx, 0); depth <= run->max_depth;
       depth = main ? depth + 1 : helper_depth (ctx, depth))
    {
      int alpha = -INF;
      int best = -INF, best_index = 0;
      int scores[AK_MAX_MOVES];
      gboolean exact[AK_MAX_MOVES];
      int deferred[AK_MAX_MOVES] = { 0, };
      guint n_deferred = 0;
      guint64 horizon_before = ctx->horizon;

      if (main && run->n_threads > 1)
        g_atomic_int_set (&run->main_depth, (gint) depth);

      ctx->keys[ctx->n_keys++] = ak_position_hash (run->root);

      for (guint n = 0; n < list->n_moves + n_deferred && !ctx->stopped; n++)
        {
          gboolean late = n >= list->n_moves;
          guint i = late ? (guint) deferred[n - list->n_moves] : (guint) root_order[n];
          int captured = list->info[i].captured * AK_SCORE_SEED;
          guint child_quiet = captured > 0 ? 0 : run->quiet + 1;
          guint saved_first = ctx->first_key;
          guint64 horizon_move = ctx->horizon;
          int score;

          /* At the root too, a move another thread is searching waits. */
          if (ctx->busy != NULL && !late && n > 0 && depth - 1 >= BUSY_MIN_DEPTH &&
              is_busy (ctx, context_key (&list->children[i])))
            {
              deferred[n_deferred++] = (int) i;
              continue;
            }

          if (captured > 0)
            ctx->first_key = ctx->n_keys;

          if (limits->all_moves || n == 0)
            score = captured - negamax (ctx, &list->children[i], (int) depth - 1, -INF,
                                        INF, 1, child_quiet);
          else
            {
              score = captured - negamax (ctx, &list->children[i], (int) depth - 1,
                                          captured - alpha - 1, captured - alpha, 1, child_quiet);
              if (score > alpha)
                score = captured - negamax (ctx, &list->children[i], (int) depth - 1, -INF,
                                            captured - alpha, 1, child_quiet);
            }
          ctx->first_key = saved_first;
          if (ctx->stopped)
            break;

          scores[i] = score;
          exact[i] = ctx->horizon == horizon_move;
          if (score > best)
            {
              best = score;
              best_index = (int) i;
              ctx->pv[0][0] = list->moves[i];
              memcpy (&ctx->pv[0][1], ctx->pv[1], ctx->pv_length[1]);
              ctx->pv_length[0] = ctx->pv_length[1] + 1;
            }
          alpha = MAX (alpha, best);
        }
      ctx->n_keys--;

      if (ctx->stopped)
        break;

      /* The iteration is complete: report it, and order the next one by
       * what it found. */
      completed = TRUE;
      result->depth = depth;
      result->score = best + run->store_margin;
      result->best_move = list->moves[best_index];
      result->exact = ctx->horizon == horizon_before;
      result->kind = result->exact ? AK_VALUE_PROVED : AK_VALUE_ESTIMATE;
      result->lower = result->upper = result->score;
      store_pv (ctx, result);
      if (ctx->busy != NULL)
        extend_pv (ctx, result, depth);
      for (guint i = 0; i < list->n_moves; i++)
        {
          root_scores[i] = scores[i];
          result->move_scores[i] = scores[i] + run->store_margin;
          result->move_exact[i] = limits->all_moves && exact[i];
          result->move_kind[i] = result->move_exact[i] ? AK_VALUE_PROVED : AK_VALUE_ESTIMATE;
          result->move_lower[i] = result->move_upper[i] = result->move_scores[i];
        }
      if (ctx->tables != NULL)
        _ak_search_apply_tables_at_root (ctx, result);
      result->nodes = main ? nodes_so_far (ctx) : ctx->nodes;
      result->elapsed_us = g_get_monotonic_time () - run->start;
      for (guint a = 1; a < list->n_moves; a++)
        for (guint b = a; b > 0 && root_scores[root_order[b]] > root_scores[root_order[b - 1]]; b--)
          {
            int t = root_order[b];

            root_order[b] = root_order[b - 1];
            root_order[b - 1] = t;
          }

      if (!main)
        {
          /* A proof beats any depth, and a helper's proof is as good as
           * the calling thread's: every entry it leaned on was proved
           * too.  A proof, or the depth the caller asked for, ends the
           * search.  The deepest depth there is, reached without a limit
           * in endings, does not: the calling thread goes on, and may
           * still prove what this helper, by the order it searched in,
           * could not. */
          g_mutex_lock (&run->lock);
          if (!run->deepest.exact &&
              (result->exact || result->depth > run->deepest.depth))
            run->deepest = *result;
          g_mutex_unlock (&run->lock);
          if (result->exact || (depth >= run->max_depth && limits->max_depth != 0))
            {
              g_atomic_int_set (&run->stop, 1);
              break;
            }
          continue;
        }

      if (limits->progress != NULL)
        limits->progress (result, limits->user_data);

      /* Proved: deeper cannot change it.  Out of time soon: a deeper
       * iteration would not finish. */
      if (result->exact)
        break;
      if (ctx->deadline != 0 && g_get_monotonic_time () - run->start > limits->max_time_us / 2)
        break;
    }

  return completed;
}

static gpointer
helper_thread_cb (gpointer data)
{
  Context *ctx = data;
  AkSearchResult result;

  memset (&result, 0, sizeof result);
  iterate (ctx, &result);
  return NULL;
}

/**
 * ak_search_run:
 * @search: a searcher
 * @rules: the rule options
 * @game: the game so far; the search starts from its current position
 * @limits: when to stop, and on how many threads
 * @result: (out caller-allocates): the outcome of the deepest iteration
 *   completed
 *
 * Searches by iterative deepening until a limit, a cancel, or a proved
 * result.  On one thread, at a fixed depth the result does not depend on
 * earlier searches.  On several (@limits->n_threads), the calling thread
 * searches with helpers that share the table; the result is the deepest
 * iteration any of them completed (or a proof), with the nodes of every
 * thread, and the progress callback is called on the calling thread.  It
 * can differ from run to run, since the threads' timing decides what each
 * finds in the table.
 *
 * Returns: %TRUE if at least the first iteration completed.
 */
gboolean
ak_search_run (AkSearch             *search,
               const AkRules        *rules,
               const AkHistory      *game,
               const AkSearchLimits *limits,
               AkSearchResult       *result)
{
  g_autofree Context *ctx = NULL;
  const AkPosition *root;
  Run run = { 0, };
  Context *helpers[AK_SEARCH_MAX_THREADS];
  GThread *threads[AK_SEARCH_MAX_THREADS];
  guint quiet;
  gboolean completed = FALSE;

  g_return_val_if_fail (search != NULL, FALSE);
  g_return_val_if_fail (limits != NULL, FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  ctx = g_new0 (Context, 1);
  root = ak_history_get_position (game);
  run.start = g_get_monotonic_time ();
  run.limits = limits;
  run.root = root;
  run.store_margin = ((int) root->stores[root->side] - (int) root->stores[AK_SIDE_OTHER (root->side)]) *
                     AK_SCORE_SEED;
  run.n_threads = CLAMP (limits->n_threads, 1, AK_SEARCH_MAX_THREADS);

  memset (result, 0, sizeof *result);
  result->best_move = AK_MOVE_NONE;

  /* A new generation: entries of earlier searches no longer count, so a
   * fixed-depth search always gives the same answer. */
  if (++search->generation == 0)
    ak_search_clear (search);

  ctx->search = search;
  ctx->rules = rules;
  ctx->weights = search->weights[rules->variant == AK_VARIANT_ADJI_KUI_1 ? 0 : 1];
  ctx->run = &run;
  ctx->max_nodes = limits->max_nodes;
  ctx->deadline = limits->max_time_us > 0 ? run.start + limits->max_time_us : 0;
  ctx->cancel = limits->cancel;
  if (search->tables != NULL)
    {
      const AkTablesKey *key = ak_tables_get_key (search->tables);

      /* The tables' values hold while a forced sequence out of a level
       * still fits before the no-capture limit. */
      if (key->variant == rules->variant && !key->skip_origin == !rules->skip_origin &&
          (rules->no_capture_limit == 0 || rules->no_capture_limit >= AK_TABLES_MAX_DESCENT))
        {
          ctx->tables = search->tables;
          ctx->tables_max_level = ak_tables_get_max_level (search->tables);
          ctx->tables_quiet = rules->no_capture_limit == 0 ? G_MAXUINT
                                                           : rules->no_capture_limit - AK_TABLES_MAX_DESCENT;
        }
    }
  for (guint i = 0; i < AK_SEARCH_MAX_PLY; i++)
    ctx->killers[i][0] = ctx->killers[i][1] = -1;

  /* The game's positions since its last capture, for repetitions. */
  quiet = ak_history_get_plies_without_capture (game);
  {
    guint back = MIN (quiet, 500u);
    guint n_plies = ak_history_get_n_plies (game);

    /* Read in place: a copy of a long game would cost its whole length
     * (up to AK_HISTORY_MAX_PLIES positions) at every search. */
    for (guint i = 0; i < back; i++)
      ctx->keys[back - 1 - i] = ak_position_hash (ak_history_get_position_at (game,
                                                                              n_plies - 1 - i));
    ctx->n_keys = back;
  }
  run.quiet = quiet;
  run.plies_left = ak_history_get_max_plies (game) - MIN (ak_history_get_n_plies (game),
                                                          ak_history_get_max_plies (game));

  if (ak_history_is_over (game) || ak_position_legal_moves (root, rules, &run.list) == 0)
    {
      result->elapsed_us = g_get_monotonic_time () - run.start;
      return FALSE;
    }

  result->n_moves = run.list.n_moves;
  memcpy (result->moves, run.list.moves, run.list.n_moves);
  run.max_depth = limits->max_depth > 0 ? MIN (limits->max_depth, AK_SEARCH_MAX_PLY - 2)
                                        : AK_SEARCH_MAX_PLY - 2;

  if (run.n_threads == 1)
    {
      completed = iterate (ctx, result);
      result->nodes = ctx->nodes;
      result->elapsed_us = g_get_monotonic_time () - run.start;
      return completed;
    }

  /* Helpers: the same start, their own killers, history and lines. */
  if (search->busy == NULL)
    search->busy = g_new0 (guint64, BUSY_SLOTS);
  else
    memset (search->busy, 0, BUSY_SLOTS * sizeof (guint64));
  ctx->busy = search->busy;
  g_mutex_init (&run.lock);
  for (guint t = 1; t < run.n_threads; t++)
    {
      Context *helper = g_new (Context, 1);

      memcpy (helper, ctx, sizeof *helper);
      helper->id = t;
      helpers[t] = helper;
      threads[t] = g_thread_new ("ak-search", helper_thread_cb, helper);
    }

  completed = iterate (ctx, result);

  /* Whatever ended the calling thread's search ends the helpers'. */
  g_atomic_int_set (&run.stop, 1);
  result->nodes = ctx->nodes;
  for (guint t = 1; t < run.n_threads; t++)
    {
      g_thread_join (threads[t]);
      result->nodes += helpers[t]->nodes;
      g_free (helpers[t]);
    }

  /* A helper proved the root, or went deeper, before the calling thread
   * got there. */
  if (!(completed && result->exact) &&
      (run.deepest.exact || run.deepest.depth > (completed ? result->depth : 0)))
    {
      guint64 nodes = result->nodes;
      guint depth = completed ? result->depth : 0;

      /* A helper may have proved it at a lower depth than the calling
       * thread had reached, by finding every move proved in the table. */
      *result = run.deepest;
      /* A helper's result has no list of the moves: it is the run's. */
      result->n_moves = run.list.n_moves;
      memcpy (result->moves, run.list.moves, run.list.n_moves);
      result->depth = MAX (result->depth, depth);
      result->nodes = nodes;
      result->elapsed_us = g_get_monotonic_time () - run.start;
      completed = TRUE;
      if (limits->progress != NULL)
        limits->progress (result, limits->user_data);
    }
  g_mutex_clear (&run.lock);

  result->elapsed_us = g_get_monotonic_time () - run.start;
  return completed;
}
