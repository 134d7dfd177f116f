/* ak-search-private.h — what the search's files share: its transposition
 * table's entries, one thread's context and the run all its threads share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-search.h"

G_BEGIN_DECLS

#define INF          30000
#define TT_EXACT     0
#define TT_LOWER     1
#define TT_UPPER     2
#define TT_PROVEN    4
#define TT_REPEATED  8   /* not proved, but only for repetitions */

/* The busy positions of simplified ABDADA: a small table, since only the
 * nodes near the root of each thread's search are marked; below
 * BUSY_MIN_DEPTH a subtree is too cheap for deferring it to pay. */
#define BUSY_SLOTS     (1u << 14)
#define BUSY_MIN_DEPTH 3

/* An entry is two 64-bit words that several threads read and write with
 * no lock.  The second holds the data (score, depth, flags, move and
 * generation, packed by pack_entry()); the first holds the key XORed with
 * it.  A reader that gets the words of two different writes finds a key
 * that matches neither position and ignores the entry, so an entry is
 * never used torn; each word is moved with a relaxed atomic load or store,
 * so the race is not undefined behaviour either. */
typedef struct
{
  guint64 check;
  guint64 data;
} Entry;

struct _AkSearch
{
  Entry   *table;
  guint64  mask;
  guint8   generation;
  const AkEvalWeights *weights[2]; /* by variant; NULL: the classic estimate */
  guint    level_threads;          /* for ak_search_choose_move() at level 5 */
  guint64 *busy;                   /* BUSY_SLOTS keys, made on the first parallel run */
  AkTables *tables;                /* nullable: endgame tables */
};

typedef struct _Run Run;

/* Everything one thread of a search needs, made once per run: nothing is
 * allocated per node. */
typedef struct
{
  AkSearch      *search;
  const AkRules *rules;
  const AkEvalWeights *weights;
  Run           *run;
  guint64       *busy;         /* NULL on one thread: no deferral */
  guint          id;           /* 0: the calling thread; helpers from 1 */
  guint64        nodes;
  guint64        max_nodes;
  gint64         deadline;
  volatile gint *cancel;
  gboolean       stopped;
  guint64        horizon;      /* leaves scored by estimate, not by the rules */
  guint64        repeated;     /* those of them that were repetitions */
  const AkTables *tables;      /* for this game's rules, or NULL */
  guint          tables_max_level;
  guint          tables_quiet; /* the most quiet plies at which they hold */

  /* The positions since the last capture, game and search path, for the
   * repetition rule; quiet plies for the no-capture rule. */
  guint64        keys[AK_SEARCH_MAX_PLY + 512];
  guint          n_keys;
  guint          first_key;    /* keys before it are older than a capture */

  int            killers[AK_SEARCH_MAX_PLY][2];
  guint32        history[2][AK_MAX_MOVES + 1];
  guint8         pv[AK_SEARCH_MAX_PLY][AK_SEARCH_MAX_PLY];
  guint          pv_length[AK_SEARCH_MAX_PLY];
} Context;

/* What the threads of one search share. */
struct _Run
{
  const AkSearchLimits *limits;
  const AkPosition     *root;
  AkMoveList            list;        /* the root's moves */
  guint                 quiet;
  guint                 plies_left;  /* plies before the game's move limit */
  int                   store_margin;
  guint                 max_depth;
  gint64                start;
  guint                 n_threads;

  gint                  stop;        /* atomic: every thread ends */
  gint                  main_depth;  /* atomic: the calling thread's iteration */
  guint64               nodes;       /* atomic: every thread's, added each 4,096 */

  GMutex                lock;
  AkSearchResult        deepest;     /* under lock: the helpers' deepest
                                      * completed iteration, or a proof */
};

/* A position's key in the transposition table and the repetition check. */
static inline guint64
context_key (const AkPosition *pos)
{
  return ak_position_hash (pos);
}

/* ak-search-root.c */
void _ak_search_apply_tables_at_root (Context        *ctx,
                                      AkSearchResult *result);

G_END_DECLS
