/* test-search.c — the search: tactics found at modest depth, proved
 * results, determinism, limits and cancellation, levels and purchases
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-engine.h"
#include "ak-history-private.h"

static AkHistory *
history_for (AkVariant   variant,
             const char *position)
{
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  rules.variant = variant;
  if (position != NULL)
    g_assert_true (ak_position_parse (&start, position, NULL));
  else
    ak_position_init_start (&start, AK_SOUTH);
  return ak_history_new (&rules, &start);
}

static void
search_depth (AkHistory      *history,
              guint           depth,
              gboolean        all_moves,
              AkSearchResult *result)
{
  g_autoptr(AkSearch) search = ak_search_new (4);
  AkSearchLimits limits = { 0, };

  limits.max_depth = depth;
  limits.all_moves = all_moves;
  g_assert_true (ak_search_run (search, ak_history_get_rules (history), history, &limits, result));
}

/* Positions with a move that must be found, or moves that must not be
 * played.  The set-up position and the Adji Kui I one come from a search
 * of random games for the pattern; each was checked by hand and with a
 * search twice as deep, which agrees. */
typedef struct
{
  const char *name;
  AkVariant   variant;
  const char *position;
  guint       depth;
  const char *best;      /* one of these must be chosen, or NULL */
  const char *avoid;     /* none of these may be chosen, or NULL */
} Tactic;

static const Tactic tactics[] = {
  { "a casa available now", AK_VARIANT_ADJI_KUI_2,
    "0,0,3,0,2,0/3,0,0,0,0,9 S 15-16", 4, "e", NULL },
  { "a relay that sets up a casa next move", AK_VARIANT_ADJI_KUI_2,
    "1,3,2,1,0,10/0,2,0,0,8,1 S 12-8", 8, "f", NULL },
  /* a and c both leave d with three seeds, and North's F (4) ends there:
   * a casa.  d is the only safe move. */
  { "avoid moves that give a casa", AK_VARIANT_ADJI_KUI_2,
    "2,0,2,2,0,0/1,1,1,1,1,4 S 16-17", 2, "d", "ac" },
  { "avoid moves that give a casa, deeper", AK_VARIANT_ADJI_KUI_2,
    "2,0,2,2,0,0/1,1,1,1,1,4 S 16-17", 6, "d", "ac" },
  { "an Adji Kui I chain capture", AK_VARIANT_ADJI_KUI_1,
    "2,0,0,0,0,3/1,2,1,2,0,0 S 18-19", 3, "f", NULL },
  { "avoid moves that give a capture (Adji Kui I)", AK_VARIANT_ADJI_KUI_1,
    "1,0,1,1,1,1/0,12,2,1,1,11 N 3-13", 4, NULL, "BF" },
};

static void
test_tactic (gconstpointer data)
{
  const Tactic *t = data;
  g_autoptr(AkHistory) history = history_for (t->variant, t->position);
  AkSearchResult result;
  char best;

  search_depth (history, t->depth, FALSE, &result);
  best = ak_hole_to_char (result.best_move);
  g_test_message ("%s: chose %c at depth %u", t->name, best, result.depth);
  if (t->best != NULL)
    g_assert_nonnull (strchr (t->best, best));
  if (t->avoid != NULL)
    g_assert_null (strchr (t->avoid, best));
}

/* The same positions on several threads, several times each: the
 * threads' timing changes what each finds in the table, never the move. */
static void
test_tactic_threads (gconstpointer data)
{
  const Tactic *t = data;
  g_autoptr(AkHistory) history = history_for (t->variant, t->position);
  g_autoptr(AkSearch) search = ak_search_new (4);
  AkSearchResult single;
  static const guint n_threads[] = { 2, 4 };

  search_depth (history, t->depth, FALSE, &single);
  for (guint k = 0; k < G_N_ELEMENTS (n_threads); k++)
    for (guint run = 0; run < 5; run++)
      {
        AkSearchLimits limits = { 0, };
        AkSearchResult result;

        limits.max_depth = t->depth;
        limits.n_threads = n_threads[k];
        g_assert_true (ak_search_run (search, ak_history_get_rules (history), history, &limits,
                                      &result));
        g_assert_cmpint (result.best_move, ==, single.best_move);
        /* The line, which the table's moves extend, is legal throughout. */
        {
          g_autoptr(AkHistory) line = ak_history_copy (history);

          g_assert_cmpuint (result.pv_length, >=, 1);
          g_assert_cmpint (result.pv[0], ==, result.best_move);
          for (guint i = 0; i < result.pv_length; i++)
            g_assert_cmpint (ak_history_play (line, result.pv[i], NULL, NULL), ==,
                             AK_VERDICT_LEGAL);
        }
        /* A proof may end it sooner, never later. */
        g_assert_cmpuint (result.depth, <=, t->depth);
        if (!result.exact)
          g_assert_cmpuint (result.depth, ==, t->depth);
      }
}

static void
test_proved (void)
{
  g_autoptr(AkHistory) history = history_for (AK_VARIANT_ADJI_KUI_2,
                                               "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19");
  g_autofree char *text = NULL;
  AkSearchResult result;

  /* e: casa in A, 6 seeds left: 24-24, proved at once. */
  search_depth (history, 10, TRUE, &result);
  g_assert_true (result.exact);
  g_assert_cmpint (result.kind, ==, AK_VALUE_PROVED);
  g_assert_cmpint (result.score, ==, 0);
  g_assert_cmpuint (result.depth, ==, 1);
  text = ak_value_format_score (result.score, result.exact);
  g_assert_cmpstr (text, ==, "+0");
}

/* Adji Kui I endings proved at 19 to 63 plies: a proof on several threads
 * leans on entries other threads wrote, and must be the same margin.
 * Whether there is a proof at all can depend on the order the moves are
 * searched in, which the threads change: a line that ends in a repetition
 * is an estimate, and a node searched along it is not proved even when
 * another line would prove its value.  The search works to make that
 * rare (a refutation backed only by repetitions is replaced by a proved
 * one where it can be): without that, 26 of 48 runs of the 63-ply ending
 * went unproved, with it about 7 in 100; so at least two of six runs must
 * be proved here. */
static void
test_proved_threads (void)
{
  static const char *endings[] = {
    "1,0,1,1,1,1/0,2,2,1,1,1 N 19-17",
    "0,3,0,2,0,1/1,0,2,0,1,2 S 18-18",
    "2,1,0,3,1,0/1,2,0,1,2,1 S 17-17",
    "1,1,1,2,1,1/1,1,2,1,1,1 S 17-17",
  };

  for (guint e = 0; e < G_N_ELEMENTS (endings); e++)
    {
      g_autoptr(AkHistory) history = history_for (AK_VARIANT_ADJI_KUI_1, endings[e]);
      g_autoptr(AkSearch) search = ak_search_new (4);
      AkSearchLimits limits = { 0, };
      AkSearchResult single;

      g_assert_true (ak_search_run (search, ak_history_get_rules (history), history, &limits,
                                    &single));
      g_assert_true (single.exact);
      g_test_message ("%s: %+d proved at depth %u", endings[e], single.score / AK_SCORE_SEED,
                      single.depth);

      for (guint n_threads = 2; n_threads <= 4; n_threads += 2)
        {
          guint n_proved = 0;

          for (guint run = 0; run < 6; run++)
            {
              AkSearchResult result;

              limits.n_threads = n_threads;
              g_assert_true (ak_search_run (search, ak_history_get_rules (history), history,
                                            &limits, &result));
              g_test_message ("  %u threads: %s at depth %u", n_threads,
                              result.exact ? "proved" : "not proved", result.depth);
              g_assert_cmpuint (result.pv_length, >=, 1);
              g_assert_cmpint (result.pv[0], ==, result.best_move);
              if (!result.exact)
                continue;
              n_proved++;
              g_assert_cmpint (result.score, ==, single.score);
            }
          g_assert_cmpuint (n_proved, >=, 2);
        }
    }
}

static void
test_all_moves (void)
{
  g_autoptr(AkHistory) history = history_for (AK_VARIANT_ADJI_KUI_2, NULL);
  AkSearchResult result;
  int best = G_MININT;

  search_depth (history, 6, TRUE, &result);
  g_assert_cmpuint (result.n_moves, ==, 6);
  for (guint i = 0; i < result.n_moves; i++)
    best = MAX (best, result.move_scores[i]);
  g_assert_cmpint (result.score, ==, best);
  for (guint i = 0; i < result.n_moves; i++)
    if (result.moves[i] == result.best_move)
      g_assert_cmpint (result.move_scores[i], ==, best);
  g_assert_cmpuint (result.pv_length, >=, 1);
  g_assert_cmpint (result.pv[0], ==, result.best_move);
}

static void
test_deterministic (void)
{
  for (AkVariant variant = AK_VARIANT_ADJI_KUI_1; variant <= AK_VARIANT_ADJI_KUI_2; variant++)
    {
      g_autoptr(AkHistory) history = history_for (variant, NULL);
      g_autoptr(AkHistory) other = history_for (variant, "9,1,4,1,4,8/1,9,1,0,2,4 S 0-4");
      g_autoptr(AkSearch) search = ak_search_new (4);
      AkSearchLimits limits = { 0, };
      AkSearchResult first, between, second;

      limits.max_depth = 9;
      g_assert_true (ak_search_run (search, ak_history_get_rules (history), history, &limits, &first));
      /* Another search in between leaves the table full of other things. */
      g_assert_true (ak_search_run (search, ak_history_get_rules (other), other, &limits, &between));
      g_assert_true (ak_search_run (search, ak_history_get_rules (history), history, &limits, &second));

      g_assert_cmpuint (first.depth, ==, 9);
      g_assert_cmpint (first.score, ==, second.score);
      g_assert_cmpint (first.best_move, ==, second.best_move);
      g_assert_cmpuint (first.nodes, ==, second.nodes);
      g_assert_cmpuint (first.pv_length, ==, second.pv_length);
      g_assert_cmpmem (first.pv, first.pv_length, second.pv, second.pv_length);
    }
}

static void
test_node_limit (void)
{
  g_autoptr(AkHistory) history = history_for (AK_VARIANT_ADJI_KUI_2, NULL);
  g_autoptr(AkSearch) search = ak_search_new (4);
  AkSearchLimits limits = { 0, };
  AkSearchResult result;

  limits.max_nodes = 20000;
  g_assert_true (ak_search_run (search, ak_history_get_rules (history), history, &limits, &result));
  /* Checked every 4,096 nodes. */
  g_assert_cmpuint (result.nodes, <=, 20000 + 4096);
  g_assert_cmpuint (result.depth, >=, 3);
}

/* On several threads the limit counts every thread's nodes, and so does
 * the result: the calling thread's alone would be about half. */
static void
test_node_limit_threads (void)
{
  g_autoptr(AkHistory) history = history_for (AK_VARIANT_ADJI_KUI_2, NULL);
  g_autoptr(AkSearch) search = ak_search_new (4);

  for (guint n_threads = 2; n_threads <= 4; n_threads += 2)
    {
      AkSearchLimits limits = { 0, };
      AkSearchResult result;

      limits.max_nodes = 200000;
      limits.n_threads = n_threads;
      g_assert_true (ak_search_run (search, ak_history_get_rules (history), history, &limits,
                                    &result));
      g_test_message ("%u threads: %" G_GUINT64_FORMAT " nodes", n_threads, result.nodes);
      g_assert_cmpuint (result.nodes, >=, 200000);
      g_assert_cmpuint (result.nodes, <=, 200000 + n_threads * 4096);
      g_assert_cmpuint (result.depth, >=, 3);
    }
}

/* Wall-clock times in these tests are deadlines for things that must
 * happen, seconds long so that a busy machine cannot miss them; how fast
 * the search stops or how deep it gets in a given time is measured by
 * tests/bench/smp-speed and the README, not here. */
#define DEADLINE_US (10 * G_USEC_PER_SEC)

typedef struct
{
  volatile gint *flag;
  guint          delay_ms;
  gint64         cancelled_at;  /* monotonic time the flag was set */
} Canceller;

static gpointer
cancel_later (gpointer data)
{
  Canceller *c = data;

  g_usleep (c->delay_ms * 1000);
  c->cancelled_at = g_get_monotonic_time ();
  g_atomic_int_set (c->flag, 1);
  return NULL;
}

/* Runs a search without limits that another thread cancels after 100 ms:
 * it ends because it was cancelled (nothing else would end it from the
 * start), and soon after, all its threads with it (the search returns
 * only once every helper has ended). */
static void
run_cancelled (AkVariant       variant,
               guint           n_threads,
               AkSearchResult *result)
{
  g_autoptr(AkHistory) history = history_for (variant, NULL);
  g_autoptr(AkSearch) search = ak_search_new (4);
  volatile gint flag = 0;
  Canceller canceller = { &flag, 100, 0 };
  AkSearchLimits limits = { 0, };
  GThread *thread;
  gint64 ended;

  limits.cancel = &flag;
  limits.n_threads = n_threads;
  thread = g_thread_new ("canceller", cancel_later, &canceller);
  ak_search_run (search, ak_history_get_rules (history), history, &limits, result);
  ended = g_get_monotonic_time ();
  g_thread_join (thread);

  /* It did not end before it was asked to. */
  g_assert_cmpint (canceller.cancelled_at, >, 0);
  g_assert_cmpint (ended, >=, canceller.cancelled_at);
  g_test_message ("%u threads: ended %" G_GINT64_FORMAT " µs after the cancel", n_threads,
                  ended - canceller.cancelled_at);
  g_assert_cmpint (ended - canceller.cancelled_at, <, DEADLINE_US);
}

static void
test_cancel (void)
{
  AkSearchResult result;

  run_cancelled (AK_VARIANT_ADJI_KUI_2, 1, &result);
}

/* Every thread stops when cancelled. */
static void
test_cancel_threads (void)
{
  for (guint n_threads = 2; n_threads <= 4; n_threads += 2)
    {
      AkSearchResult result;

      run_cancelled (AK_VARIANT_ADJI_KUI_1, n_threads, &result);
      /* A result that was reached is whole, a helper's too: its move
       * starts its line, and every move of the start is in it. */
      if (result.depth >= 1)
        {
          g_assert_cmpuint (result.pv_length, >=, 1);
          g_assert_cmpint (result.pv[0], ==, result.best_move);
          g_assert_cmpuint (result.n_moves, ==, 6);
        }
    }
}

/* A search with a time limit ends by itself, on any number of threads:
 * not before half its time (it stops early only when a deeper iteration
 * could not finish), and soon after its time.  What it completed is a
 * whole result; how deep it gets is the machine's business. */
static void
test_time_limit_threads (void)
{
  for (guint n_threads = 1; n_threads <= 4; n_threads++)
    {
      g_autoptr(AkHistory) history = history_for (AK_VARIANT_ADJI_KUI_2, NULL);
      g_autoptr(AkSearch) search = ak_search_new (4);
      AkSearchLimits limits = { 0, };
      AkSearchResult result;
      gboolean completed;
      gint64 start, elapsed;

      limits.max_time_us = 200 * 1000;
      limits.n_threads = n_threads;
      start = g_get_monotonic_time ();
      completed = ak_search_run (search, ak_history_get_rules (history), history, &limits,
                                 &result);
      elapsed = g_get_monotonic_time () - start;

      g_test_message ("%u threads: 200 ms search took %" G_GINT64_FORMAT " µs, depth %u",
                      n_threads, elapsed, result.depth);
      g_assert_cmpint (elapsed, >=, limits.max_time_us / 2);
      g_assert_cmpint (elapsed, <, limits.max_time_us + DEADLINE_US);
      g_assert_false (result.exact);
      if (completed)
        {
          g_assert_cmpuint (result.depth, >=, 1);
          g_assert_cmpuint (result.pv_length, >=, 1);
          g_assert_cmpint (result.pv[0], ==, result.best_move);
          g_assert_cmpuint (result.n_moves, ==, 6);
        }
    }
}

static void
test_levels (void)
{
  g_autoptr(AkHistory) history = history_for (AK_VARIANT_ADJI_KUI_2,
                                               "0,0,3,0,2,0/3,0,0,0,0,9 S 15-16");
  g_autoptr(AkSearch) search = ak_search_new (4);
  guint random_moves = 0;

  /* Level 3 sees the casa through its noise of one seed. */
  for (guint seed = 0; seed < 20; seed++)
    {
      AkRandom rng;

      ak_random_init (&rng, seed);
      g_assert_cmpint (ak_search_choose_move (search, ak_history_get_rules (history), history, 3,
                                              &rng, NULL, NULL), ==, ak_hole_from_char ('e'));
    }

  /* Level 1 makes visible mistakes: it misses it some of the time. */
  for (guint seed = 0; seed < 40; seed++)
    {
      AkRandom rng;

      ak_random_init (&rng, seed);
      if (ak_search_choose_move (search, ak_history_get_rules (history), history, 1, &rng,
                                 NULL, NULL) != ak_hole_from_char ('e'))
        random_moves++;
    }
  g_assert_cmpuint (random_moves, >, 0);
  g_assert_cmpuint (random_moves, <, 40);
}

static void
test_purchases (void)
{
  g_autoptr(AkSearch) search = ak_search_new (4);
  AkRules rules;
  guint wealth[2] = { 32, 16 };
  guint8 purchases[AK_ROW_HOLES];
  AkPosition pos;
  guint n;

  ak_rules_init (&rules);
  n = ak_search_choose_purchases (search, &rules, wealth, AK_NORTH, 200 * 1000, purchases, NULL);
  g_assert_cmpuint (n, ==, 2);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (ak_hole_row (purchases[i]), ==, AK_NORTH);
  g_assert_true (ak_match_rebuild (&rules, wealth, purchases, n, AK_NORTH, &pos, NULL));
  g_assert_cmpuint (ak_position_holes_owned (&pos, AK_SOUTH), ==, 8);

  /* 24-24: nobody buys. */
  wealth[0] = wealth[1] = 24;
  g_assert_cmpuint (ak_search_choose_purchases (search, &rules, wealth, AK_SOUTH, 1000,
                                                purchases, NULL), ==, 0);
}

static void
test_game_over (void)
{
  g_autoptr(AkHistory) history = history_for (AK_VARIANT_ADJI_KUI_2,
                                               "0,0,0,0,0,4/4,0,0,0,0,0 S 20-20");
  g_autoptr(AkSearch) search = ak_search_new (1);
  AkSearchLimits limits = { 0, };
  AkSearchResult result;

  limits.max_depth = 4;
  g_assert_false (ak_search_run (search, ak_history_get_rules (history), history, &limits, &result));
  g_assert_cmpint (result.best_move, ==, AK_MOVE_NONE);
  g_assert_cmpint (ak_search_choose_move (search, ak_history_get_rules (history), history, 5,
                                          NULL, NULL, NULL), ==, AK_MOVE_NONE);
}

static void
test_score_format (void)
{
  static const struct { int score; gboolean exact; const char *text; } cases[] = {
    { 300, TRUE, "+3" }, { -200, TRUE, "-2" }, { 0, TRUE, "+0" },
    { 45, FALSE, "+0.45" }, { -45, FALSE, "-0.45" }, { -500, FALSE, "-5.00" },
    { 1234, FALSE, "+12.34" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = ak_value_format_score (cases[i].score, cases[i].exact);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* The three kinds of value never look alike: whole numbers, a range,
 * decimals. */
static void
test_value_format (void)
{
  static const struct
  {
    AkValueKind kind;
    int score, lower, upper;
    const char *text;
  } cases[] = {
    { AK_VALUE_PROVED, 400, 400, 400, "+4" },
    { AK_VALUE_PROVED, -600, -600, -600, "-6" },
    { AK_VALUE_BOUNDED, 350, 200, 600, "+2..+6" },
    { AK_VALUE_BOUNDED, -100, -400, 200, "-4..+2" },
    { AK_VALUE_BOUNDED, 0, 0, 0, "+0" },
    { AK_VALUE_ESTIMATE, -203, -203, -203, "-2.03" },
    { AK_VALUE_ESTIMATE, 400, 400, 400, "+4.00" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = ak_value_format (cases[i].kind, cases[i].score,
                                                 cases[i].lower, cases[i].upper);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* One ply before the move limit (brought down to 5 through the test
 * hook), every move ends the game: the search values each at the final
 * division after it, proved, however deep it may look. */
static void
test_move_limit (void)
{
  g_autoptr(AkHistory) history = NULL;
  AkSearchResult result;
  AkRules rules;
  AkPosition start;
  const char *moves = "aAbB";

  g_assert_true (ak_rules_parse (&rules, "repetition=0 no-capture-limit=0", NULL));
  ak_position_init_start (&start, AK_SOUTH);
  _ak_history_set_max_plies (5);
  history = ak_history_new (&rules, &start);
  _ak_history_set_max_plies (0);
  for (const char *m = moves; *m != '\0'; m++)
    g_assert_cmpint (ak_history_play (history, ak_hole_from_char (*m), NULL, NULL), ==,
                     AK_VERDICT_LEGAL);
  g_assert_false (ak_history_is_over (history));

  search_depth (history, 6, TRUE, &result);
  g_assert_true (result.exact);
  g_assert_cmpuint (result.n_moves, >, 1);
  for (guint i = 0; i < result.n_moves; i++)
    {
      AkPosition child = *ak_history_get_position (history);
      AkSide mover = child.side;
      AkMoveInfo info;
      guint totals[2];

      g_assert_cmpint (ak_position_play (&child, &rules, result.moves[i], &info), ==,
                       AK_VERDICT_LEGAL);
      ak_position_division (&child, totals);
      g_assert_true (result.move_exact[i]);
      g_assert_cmpint (result.move_scores[i], ==,
                       ((int) totals[mover] - (int) totals[AK_SIDE_OTHER (mover)]) * AK_SCORE_SEED);
    }
  /* The line ends with the game. */
  g_assert_cmpuint (result.pv_length, ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (tactics); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ak/engine/search/tactic-%u", i);
      g_autofree char *threads_path = g_strdup_printf ("/ak/engine/search/tactic-%u/threads", i);

      g_test_add_data_func (path, &tactics[i], test_tactic);
      g_test_add_data_func (threads_path, &tactics[i], test_tactic_threads);
    }
  g_test_add_func ("/ak/engine/search/proved", test_proved);
  g_test_add_func ("/ak/engine/search/proved-threads", test_proved_threads);
  g_test_add_func ("/ak/engine/search/all-moves", test_all_moves);
  g_test_add_func ("/ak/engine/search/deterministic", test_deterministic);
  g_test_add_func ("/ak/engine/search/node-limit", test_node_limit);
  g_test_add_func ("/ak/engine/search/node-limit-threads", test_node_limit_threads);
  g_test_add_func ("/ak/engine/search/cancel", test_cancel);
  g_test_add_func ("/ak/engine/search/cancel-threads", test_cancel_threads);
  g_test_add_func ("/ak/engine/search/time-limit-threads", test_time_limit_threads);
  g_test_add_func ("/ak/engine/search/levels", test_levels);
  g_test_add_func ("/ak/engine/search/purchases", test_purchases);
  g_test_add_func ("/ak/engine/search/game-over", test_game_over);
  g_test_add_func ("/ak/engine/search/score-format", test_score_format);
  g_test_add_func ("/ak/engine/search/value-format", test_value_format);
  g_test_add_func ("/ak/engine/search/move-limit", test_move_limit);

  return g_test_run ();
}
