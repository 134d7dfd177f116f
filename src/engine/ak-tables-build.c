/* ak-tables-build.c — solving a level of the endgame tables backwards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A level's boards (side to move at a..f) form a graph: a move that
 * captures, or a board where neither side can move, *exits* the level
 * with a value known from the levels below (or from the division); a
 * move that captures nothing (a pass included) leads to another board of
 * the same level, turned round.  Lines inside a level can go round for
 * ever, and then the repetition rule (or the no-capture limit) ends the
 * game with the division at some position of the line.
 *
 * Seen by a player P who takes every endless line at its worst, P is
 * sure of at least t from a board when P can force either an exit worth
 * at least t by a sequence that never comes back to a board (so no
 * repetition can end it), or a line whose every board divides at least t
 * for P, however long it goes on.  The largest such t is L; U is the
 * same with the other player taking endless lines at their worst for P.
 * Two passes compute them:
 *
 * 1. The forced exits: A (the side to move must exit, endless is the
 *    worst) and B (the side to move may stay, endless is the best), in
 *    rounds: after round k they are the values of exits forced within
 *    k + 1 plies, and the rounds stop at AK_TABLES_MAX_DESCENT, so a
 *    counted exit is never further than that.  Each round looks only at
 *    the boards whose children changed in the round before.
 *
 * 2. The bounds, the greatest fixed point from L = +∞, U = −∞ of
 *      L = max (A, min (d, max (exits_L, max over children of −U)))
 *      U = min (B, max (d, max (exits_U, max over children of −L)))
 *    where d is the division for the side to move and the exits are
 *    valued with the lower levels' U (for L) and L (for U).  Every
 *    board starts in a queue; a board whose value changes puts the
 *    boards that move to it back in the queue.
 *
 * The moves are made by the engine's own move generator, so the tables
 * follow the exact rules (relays, casas, own fours, passes, endless
 * relays left out); making them is most of the time and runs on several
 * threads, each over a range of boards.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-error.h"
#include "ak-moves.h"
#include "ak-tables-private.h"

#define NONE G_MAXUINT32

typedef struct
{
  AkTables       *tables;     /* the lower levels */
  guint           level;
  AkRules         rules;
  guint64         n_boards;   /* per pattern */
  guint64         n;          /* nodes: patterns × boards */
  guint           slots;      /* children kept per node */
  guint32        *child;      /* n × slots, NONE where there is none */
  gint8          *exit_l;     /* best exit for L, AK_TABLES_NONE_LOW if none */
  gint8          *exit_u;
  gint8          *division;
  guint32        *rev_start;  /* n + 1: the nodes moving to a node */
  guint32        *rev;
  gint8          *a, *b;
  gint8          *l, *u;

  volatile gint  *cancel;
  AkTablesProgress progress;
  gpointer        user_data;
  gint64          generated;  /* atomic: nodes made, over all threads */
  double          last_report;
  GMutex          report_lock;
  gboolean        missing;    /* a child's lower level is not there */
} Build;

typedef struct
{
  Build   *build;
  guint64  first, last;      /* board ranks [first, last) */
} Slice;

static gboolean
cancelled (Build *build)
{
  return build->cancel != NULL && g_atomic_int_get (build->cancel) != 0;
}

static void
report (Build  *build,
        double  fraction)
{
  if (build->progress == NULL)
    return;
  g_mutex_lock (&build->report_lock);
  if (fraction >= build->last_report + 0.005 || fraction >= 1.0)
    {
      build->last_report = fraction;
      build->progress (build->level, MIN (fraction, 1.0), build->user_data);
    }
  g_mutex_unlock (&build->report_lock);
}

/* What the side to move at holes a..f takes minus what the other takes,
 * if the seeds were divided now. */
static int
divide (const guint8 *holes,
        guint16       north)
{
  int d = 0;

  for (guint i = 0; i < AK_N_HOLES; i++)
    d += (north >> i) & 1 ? -holes[i] : holes[i];
  return d;
}

/* The value of a position after a capture, for the side to move there. */
static gboolean
lower_value (Build            *build,
             const AkPosition *child,
             int              *lower,
             int              *upper)
{
  guint8 holes[AK_N_HOLES];
  guint pattern, level;

  if (!ak_tables_locate (build->tables, child, holes, &pattern, &level))
    g_assert_not_reached ();
  if ((build->rules.variant == AK_VARIANT_ADJI_KUI_2 && level <= 8) ||
      ak_position_status (child, &build->rules) == AK_STATUS_OVER_NO_MOVES)
    {
      *lower = *upper = divide (holes, build->tables->patterns[pattern]);
      return TRUE;
    }
  return ak_tables_probe (build->tables, child, lower, upper);
}

static void
generate_node (Build   *build,
               guint64  node,
               guint    pattern,
               const guint8 *board)
{
  AkPosition pos = { 0, };
  AkMoveList list;
  guint32 *children = build->child + node * build->slots;
  int best_l = AK_TABLES_NONE_LOW, best_u = AK_TABLES_NONE_LOW;
  guint n_children = 0;
  int d;

  memcpy (pos.holes, board, AK_N_HOLES);
  pos.owners = build->tables->patterns[pattern];
  pos.side = AK_SOUTH;
  pos.stores[AK_SOUTH] = (guint8) (AK_N_SEEDS - build->level);
  d = divide (board, pos.owners);
  build->division[node] = (gint8) d;

  for (guint s = 0; s < build->slots; s++)
    children[s] = NONE;

  if (ak_position_legal_moves (&pos, &build->rules, &list) == 0)
    {
      /* Neither side can move: the game ends here. */
      build->exit_l[node] = build->exit_u[node] = (gint8) d;
      return;
    }

  for (guint i = 0; i < list.n_moves; i++)
    {
      const AkPosition *child = &list.children[i];
      int captured = list.info[i].captured;

      if (captured == 0)
        {
          guint8 holes[AK_N_HOLES];
          guint child_pattern, child_level;

          if (!ak_tables_locate (build->tables, child, holes, &child_pattern, &child_level))
            g_assert_not_reached ();
          g_assert (child_level == build->level && n_children < build->slots);
          children[n_children++] = (guint32) (child_pattern * build->n_boards +
                                              ak_tables_board_rank (holes, build->level));
        }
      else
        {
          int lower, upper;

          if (!lower_value (build, child, &lower, &upper))
            {
              build->missing = TRUE;
              continue;
            }
          best_l = MAX (best_l, captured - upper);
          best_u = MAX (best_u, captured - lower);
        }
    }
  build->exit_l[node] = (gint8) best_l;
  build->exit_u[node] = (gint8) best_u;
}

static gpointer
generate_slice (gpointer data)
{
  Slice *slice = data;
  Build *build = slice->build;

  for (guint pattern = 0; pattern < build->tables->n_patterns; pattern++)
    {
      guint8 board[AK_N_HOLES];
      guint64 rank = slice->first;

      if (rank >= slice->last)
        continue;
      ak_tables_board_unrank (rank, build->level, board);
      for (; rank < slice->last; rank++)
        {
          generate_node (build, pattern * build->n_boards + rank, pattern, board);
          ak_tables_board_next (board);
          if ((rank & 0xffff) == 0xffff)
            {
              gint64 done = __atomic_add_fetch (&build->generated, 0x10000, __ATOMIC_RELAXED);

              if (cancelled (build))
                return NULL;
              report (build, 0.7 * (double) done / (double) build->n);
            }
        }
    }
  return NULL;
}

static void
generate (Build *build,
          guint  n_threads)
{
  Slice slices[AK_TABLES_MAX_THREADS];
  GThread *threads[AK_TABLES_MAX_THREADS];
  guint64 per = (build->n_boards + n_threads - 1) / n_threads;

  for (guint t = 0; t < n_threads; t++)
    {
      slices[t].build = build;
      slices[t].first = MIN (build->n_boards, t * per);
      slices[t].last = MIN (build->n_boards, (t + 1) * per);
    }
  for (guint t = 1; t < n_threads; t++)
    threads[t] = g_thread_new ("ak-tables", generate_slice, &slices[t]);
  generate_slice (&slices[0]);
  for (guint t = 1; t < n_threads; t++)
    g_thread_join (threads[t]);
}

/* The reverse graph, compressed: the nodes that move to c are
 * rev[rev_start[c]] .. rev[rev_start[c + 1] - 1]. */
static void
reverse (Build *build)
{
  guint64 total = 0;

  build->rev_start = g_new0 (guint32, build->n + 1);
  for (guint64 i = 0; i < build->n * build->slots; i++)
    if (build->child[i] != NONE)
      build->rev_start[build->child[i]]++;
  for (guint64 c = 0; c < build->n; c++)
    {
      total += build->rev_start[c];
      build->rev_start[c] = (guint32) total;
    }
  build->rev_start[build->n] = (guint32) total;
  build->rev = g_new (guint32, MAX (total, 1));
  /* Fill from the end of each run, which leaves rev_start at its start. */
  for (guint64 node = build->n; node-- > 0;)
    for (guint s = 0; s < build->slots; s++)
      {
        guint32 c = build->child[node * build->slots + s];

        if (c != NONE)
          build->rev[--build->rev_start[c]] = (guint32) node;
      }
}

static inline void
compute_exits (const Build *build,
               guint64      node,
               int         *a,
               int         *b)
{
  const guint32 *children = build->child + node * build->slots;
  int best_a = build->exit_l[node], best_b = build->exit_u[node];

  for (guint s = 0; s < build->slots && children[s] != NONE; s++)
    {
      best_a = MAX (best_a, -build->b[children[s]]);
      best_b = MAX (best_b, -build->a[children[s]]);
    }
  *a = best_a;
  *b = best_b;
}

/* Pass 1: the forced exits, round by round.  Returns the rounds in which
 * anything changed, or -1 if cancelled. */
static int
solve_exits (Build *build)
{
  g_autofree gint8 *next_a = g_new (gint8, build->n);
  g_autofree gint8 *next_b = g_new (gint8, build->n);
  g_autofree guint8 *marked = g_new0 (guint8, build->n);
  g_autofree guint32 *candidates = g_new (guint32, build->n);
  g_autofree guint32 *changed = g_new (guint32, build->n);
  guint64 n_candidates = 0, n_changed = 0;
  int rounds = 0;

  /* Round 0: one ply.  A node with a child may stay, which the side to
   * move in B counts as the best. */
  for (guint64 node = 0; node < build->n; node++)
    {
      build->a[node] = build->exit_l[node];
      build->b[node] = build->child[node * build->slots] != NONE ? AK_TABLES_NONE_HIGH
                                                                : build->exit_u[node];
      if (build->child[node * build->slots] != NONE)
        candidates[n_candidates++] = (guint32) node;
    }

  while (n_candidates > 0 && rounds < AK_TABLES_MAX_DESCENT - 1)
    {
      n_changed = 0;
      for (guint64 k = 0; k < n_candidates; k++)
        {
          guint32 node = candidates[k];
          int a, b;

          marked[node] = 0;
          compute_exits (build, node, &a, &b);
          if (a != build->a[node] || b != build->b[node])
            {
              next_a[node] = (gint8) a;
              next_b[node] = (gint8) b;
              changed[n_changed++] = node;
            }
        }
      if (n_changed == 0)
        break;
      rounds++;
      n_candidates = 0;
      for (guint64 k = 0; k < n_changed; k++)
        {
          guint32 node = changed[k];

          build->a[node] = next_a[node];
          build->b[node] = next_b[node];
          for (guint32 r = build->rev_start[node]; r < build->rev_start[node + 1]; r++)
            if (!marked[build->rev[r]])
              {
                marked[build->rev[r]] = 1;
                candidates[n_candidates++] = build->rev[r];
              }
        }
      if (cancelled (build))
        return -1;
      report (build, 0.75 + 0.1 * rounds / (double) AK_TABLES_MAX_DESCENT);
    }
  return rounds;
}

static inline void
compute_bounds (const Build *build,
                guint64      node,
                int         *l,
                int         *u)
{
  const guint32 *children = build->child + node * build->slots;
  int best_l = build->exit_l[node], best_u = build->exit_u[node];
  int d = build->division[node];

  for (guint s = 0; s < build->slots && children[s] != NONE; s++)
    {
      best_l = MAX (best_l, -build->u[children[s]]);
      best_u = MAX (best_u, -build->l[children[s]]);
    }
  *l = MAX (build->a[node], MIN (d, best_l));
  *u = MIN (build->b[node], MAX (d, best_u));
}

/* Pass 2: the greatest fixed point, by a queue of the nodes to look at
 * again.  Returns FALSE if cancelled. */
static gboolean
solve_bounds (Build *build)
{
  g_autofree guint32 *queue = g_new (guint32, build->n);
  g_autofree guint8 *queued = g_new (guint8, build->n);
  guint64 head = 0, length = build->n, looked = 0;

  for (guint64 node = 0; node < build->n; node++)
    {
      build->l[node] = AK_TABLES_NONE_HIGH;
      build->u[node] = AK_TABLES_NONE_LOW;
      queue[node] = (guint32) node;
      queued[node] = 1;
    }

  while (length > 0)
    {
      guint32 node = queue[head];
      int l, u;

      head = head + 1 == build->n ? 0 : head + 1;
      length--;
      queued[node] = 0;
      compute_bounds (build, node, &l, &u);
      if (l != build->l[node] || u != build->u[node])
        {
          build->l[node] = (gint8) l;
          build->u[node] = (gint8) u;
          for (guint32 r = build->rev_start[node]; r < build->rev_start[node + 1]; r++)
            {
              guint32 pred = build->rev[r];

              if (!queued[pred])
                {
                  guint64 tail = head + length;

                  queue[tail >= build->n ? tail - build->n : tail] = pred;
                  queued[pred] = 1;
                  length++;
                }
            }
        }
      if ((++looked & 0xfffff) == 0)
        {
          if (cancelled (build))
            return FALSE;
          report (build, 0.85 + 0.15 * MIN (1.0, looked / (4.0 * build->n)));
        }
    }
  return TRUE;
}

static void
build_clear (Build *build)
{
  g_clear_pointer (&build->child, g_free);
  g_clear_pointer (&build->exit_l, g_free);
  g_clear_pointer (&build->exit_u, g_free);
  g_clear_pointer (&build->division, g_free);
  g_clear_pointer (&build->rev_start, g_free);
  g_clear_pointer (&build->rev, g_free);
  g_clear_pointer (&build->a, g_free);
  g_clear_pointer (&build->b, g_free);
  g_clear_pointer (&build->l, g_free);
  g_clear_pointer (&build->u, g_free);
  g_mutex_clear (&build->report_lock);
}

static gboolean
check_lower_levels (const AkTables  *tables,
                    guint            level,
                    GError         **error)
{
  for (guint lower = 0; lower < level; lower++)
    {
      gboolean needed;

      if (tables->key.variant == AK_VARIANT_ADJI_KUI_2)
        needed = lower > 8 && lower + AK_SEEDS_PER_HOLE == level;
      else
        needed = lower + 2 <= level;
      if (needed && !ak_tables_has_level (tables, lower))
        {
          g_set_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_MISSING,
                       _("The endgame table of %u seeds needs the one of %u seeds first"), level, lower);
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * ak_tables_build_level:
 * @tables: a set not yet handed to a search, holding the levels this one
 *   captures into (ak_tables_level_reachable())
 * @level: seeds on the board
 * @n_threads: threads to make the moves on (0 or 1: the calling one)
 * @cancel: (nullable): set non-zero from another thread to stop
 * @progress: (nullable): called now and then with the fraction done
 * @user_data: for @progress
 * @error: why it was not built
 *
 * Solves every board of @level for the set's owners, both sides to move,
 * and adds the level to the set.  Memory while building is about 40 bytes
 * a board; what stays is 2 bytes a board.
 */
gboolean
ak_tables_build_level (AkTables          *tables,
                       guint              level,
                       guint              n_threads,
                       volatile gint     *cancel,
                       AkTablesProgress   progress,
                       gpointer           user_data,
                       GError           **error)
{
  Build build = { 0, };
  AkTablesInfo info = { 0, };
  gint64 start = g_get_monotonic_time ();
  gint8 *data;
  guint slots = 1;
  int rounds;

  g_return_val_if_fail (tables != NULL, FALSE);
  g_return_val_if_fail (level <= AK_TABLES_MAX_LEVEL, FALSE);

  if (!check_lower_levels (tables, level, error))
    return FALSE;
  for (guint p = 0; p < tables->n_patterns; p++)
    slots = MAX (slots, (guint) __builtin_popcount (~tables->patterns[p] & AK_ALL_HOLES_MASK));
  build.tables = tables;
  build.level = level;
  ak_rules_init (&build.rules);
  build.rules.variant = tables->key.variant;
  build.rules.skip_origin = tables->key.skip_origin;
  build.n_boards = ak_tables_level_size (level);
  build.n = build.n_boards * tables->n_patterns;
  build.slots = slots;
  build.cancel = cancel;
  build.progress = progress;
  build.user_data = user_data;
  build.last_report = -1.0;
  g_mutex_init (&build.report_lock);

  if (build.n * slots >= G_MAXUINT32)
    {
      g_mutex_clear (&build.report_lock);
      g_set_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_MEMORY,
                   _("The endgame table of %u seeds has too many boards to build"), level);
      return FALSE;
    }

  build.child = g_try_new (guint32, build.n * slots);
  build.exit_l = g_try_new (gint8, build.n);
  build.exit_u = g_try_new (gint8, build.n);
  build.division = g_try_new (gint8, build.n);
  build.a = g_try_new (gint8, build.n);
  build.b = g_try_new (gint8, build.n);
  if (build.child == NULL || build.exit_l == NULL || build.exit_u == NULL ||
      build.division == NULL || build.a == NULL || build.b == NULL)
    {
      build_clear (&build);
      g_set_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_MEMORY,
                   _("Not enough memory to build the endgame table of %u seeds"), level);
      return FALSE;
    }

  report (&build, 0.0);
  generate (&build, CLAMP (n_threads, 1, AK_TABLES_MAX_THREADS));
  if (cancelled (&build))
    goto cancel;
  if (build.missing)
    {
      build_clear (&build);
      g_set_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_MISSING,
                   _("The endgame table of %u seeds needs a lower level that is not there"), level);
      return FALSE;
    }
  reverse (&build);
  report (&build, 0.75);

  rounds = solve_exits (&build);
  if (rounds < 0)
    goto cancel;
  build.l = g_new (gint8, build.n);
  build.u = g_new (gint8, build.n);
  if (!solve_bounds (&build))
    goto cancel;

  /* The entries, L then U for each node, and what the header says. */
  data = g_new (gint8, 2 * build.n);
  for (guint64 node = 0; node < build.n; node++)
    {
      int l = build.l[node], u = build.u[node];

      g_assert (-(int) level <= l && l <= u && u <= (int) level);
      data[2 * node] = (gint8) l;
      data[2 * node + 1] = (gint8) u;
      if (l == u)
        info.n_proved++;
    }
  info.format_version = AK_TABLES_FORMAT_VERSION;
  info.key = tables->key;
  info.level = level;
  info.n_patterns = tables->n_patterns;
  info.n_boards = build.n_boards;
  info.max_descent = (guint) rounds + 1;
  info.checksum = ak_tables_checksum (data, 2 * build.n);
  info.build_ms = (guint64) ((g_get_monotonic_time () - start) / 1000);
  ak_tables_add_level (tables, &info, g_bytes_new_take (data, 2 * build.n), 0);
  report (&build, 1.0);
  build_clear (&build);
  return TRUE;

cancel:
  build_clear (&build);
  g_set_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_CANCELLED,
               _("The endgame table of %u seeds was not built: cancelled"), level);
  return FALSE;
}
