/* test-search.c — the search: tactics found at modest depth, proved
 * results, determinism, limits and cancellation, levels and purchases
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-engine.h"

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
  g_assert_cmpint (result.score, ==, 0);
  g_assert_cmpuint (result.depth, ==, 1);
  text = ak_search_format_score (result.score, result.exact);
  g_assert_cmpstr (text, ==, "+0");
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

typedef struct
{
  volatile gint *flag;
  guint          delay_ms;
} Canceller;

static gpointer
cancel_later (gpointer data)
{
  Canceller *c = data;

  g_usleep (c->delay_ms * 1000);
  g_atomic_int_set (c->flag, 1);
  return NULL;
}

static void
test_cancel (void)
{
  g_autoptr(AkHistory) history = history_for (AK_VARIANT_ADJI_KUI_2, NULL);
  g_autoptr(AkSearch) search = ak_search_new (4);
  volatile gint flag = 0;
  Canceller canceller = { &flag, 100 };
  AkSearchLimits limits = { 0, };
  AkSearchResult result;
  GThread *thread;
  gint64 start, elapsed;

  limits.cancel = &flag;
  start = g_get_monotonic_time ();
  thread = g_thread_new ("canceller", cancel_later, &canceller);
  ak_search_run (search, ak_history_get_rules (history), history, &limits, &result);
  elapsed = g_get_monotonic_time () - start;
  g_thread_join (thread);

  g_test_message ("cancelled after %" G_GINT64_FORMAT " µs (asked at 100 ms)", elapsed);
  g_assert_cmpint (elapsed, <, 150 * 1000);
  g_assert_cmpint (elapsed, >=, 100 * 1000);
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
      g_autofree char *text = ak_search_format_score (cases[i].score, cases[i].exact);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (tactics); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ak/engine/search/tactic-%u", i);

      g_test_add_data_func (path, &tactics[i], test_tactic);
    }
  g_test_add_func ("/ak/engine/search/proved", test_proved);
  g_test_add_func ("/ak/engine/search/all-moves", test_all_moves);
  g_test_add_func ("/ak/engine/search/deterministic", test_deterministic);
  g_test_add_func ("/ak/engine/search/node-limit", test_node_limit);
  g_test_add_func ("/ak/engine/search/cancel", test_cancel);
  g_test_add_func ("/ak/engine/search/levels", test_levels);
  g_test_add_func ("/ak/engine/search/purchases", test_purchases);
  g_test_add_func ("/ak/engine/search/game-over", test_game_over);
  g_test_add_func ("/ak/engine/search/score-format", test_score_format);

  return g_test_run ();
}
