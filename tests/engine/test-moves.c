/* test-moves.c — one test per rule branch of RULES.md §2–§4
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-engine.h"

/* One move from a position, and what it must lead to. */
typedef struct
{
  const char *name;
  AkVariant   variant;
  const char *rules;      /* extra rule options, or NULL */
  const char *before;
  char        move;       /* hole letter, or '-' for a pass */
  AkVerdict   verdict;
  const char *after;      /* NULL when refused */
  guint       captured;
  guint       laps;
  AkLapEnd    last_end;
} MoveCase;

static const MoveCase move_cases[] = {
  /* Adji Kui II */
  { "relay: the worked example of RULES.md §7", AK_VARIANT_ADJI_KUI_2, NULL,
    "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0", 'a', AK_VERDICT_LEGAL,
    "2,7,1,6,1,6/6,6,0,1,6,6 N 0-0", 0, 5, AK_LAP_END_EMPTY },
  { "casa: four in an opponent's hole are captured", AK_VARIANT_ADJI_KUI_2, NULL,
    "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19", 'e', AK_VERDICT_LEGAL,
    "0,0,0,0,0,1/0,0,0,0,0,5 N 23-19", 4, 1, AK_LAP_END_CASA },
  { "own four ends the move without a capture", AK_VARIANT_ADJI_KUI_2, NULL,
    "0,0,0,2,0,3/0,0,0,0,0,5 S 19-19", 'd', AK_VERDICT_LEGAL,
    "0,0,0,0,1,4/0,0,0,0,0,5 N 19-19", 0, 1, AK_LAP_END_OWN_FOUR },
  { "a four made in passing stays", AK_VARIANT_ADJI_KUI_2, NULL,
    "0,0,0,0,3,0/3,0,0,0,0,5 S 18-19", 'e', AK_VERDICT_LEGAL,
    "0,0,0,0,0,1/4,1,0,0,0,5 N 18-19", 0, 1, AK_LAP_END_EMPTY },
  { "a relay into a casa", AK_VARIANT_ADJI_KUI_2, NULL,
    "0,0,0,0,2,1/2,0,0,0,0,5 S 19-19", 'e', AK_VERDICT_LEGAL,
    /* e: f 2, A 3 (relay) -> B C D: D 1 */
    "0,0,0,0,0,2/0,1,1,1,0,5 N 19-19", 0, 2, AK_LAP_END_EMPTY },
  { "a relay whose second lap makes a casa", AK_VARIANT_ADJI_KUI_2, NULL,
    "0,0,0,0,2,1/1,0,3,0,0,5 S 18-18", 'e', AK_VERDICT_LEGAL,
    /* e: f 2, A 2 (relay) -> B 1, C 4: casa */
    "0,0,0,0,0,2/0,1,0,0,0,5 N 22-18", 4, 2, AK_LAP_END_CASA },
  { "the row's player captures in a hole bought from it", AK_VARIANT_ADJI_KUI_2, NULL,
    "2,0,3n,0,0,0/0,0,0,0,0,5 S 19-19", 'a', AK_VERDICT_LEGAL,
    "0,1,0n,0,0,0/0,0,0,0,0,5 N 23-19", 4, 1, AK_LAP_END_CASA },
  { "the buyer makes an own four in a hole it bought", AK_VARIANT_ADJI_KUI_2, NULL,
    "1,0,3n,0,0,0/0,0,0,0,2,3 N 20-19", 'F', AK_VERDICT_LEGAL,
    "2,1,4n,0,0,0/0,0,0,0,2,0 S 20-19", 0, 1, AK_LAP_END_OWN_FOUR },
  { "the buyer moves from a bought hole", AK_VARIANT_ADJI_KUI_2, NULL,
    "1,0,3n,0,0,0/0,0,0,0,2,3 N 20-19", 'c', AK_VERDICT_LEGAL,
    /* c: d e f, f 1: the move ends */
    "1,0,0n,1,1,1/0,0,0,0,2,3 S 20-19", 0, 1, AK_LAP_END_EMPTY },
  { "a hole bought from you is not yours to move", AK_VARIANT_ADJI_KUI_2, NULL,
    "1,0,3n,0,0,0/0,0,0,0,2,3 S 20-19", 'c', AK_VERDICT_NOT_OWNER, NULL, 0, 0, 0 },
  { "the opponent's row is not yours", AK_VARIANT_ADJI_KUI_2, NULL,
    "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0", 'A', AK_VERDICT_NOT_OWNER, NULL, 0, 0, 0 },
  { "a singleton may not be sown", AK_VARIANT_ADJI_KUI_2, NULL,
    "1,4,4,4,4,4/4,4,4,4,4,4 S 3-0", 'a', AK_VERDICT_SINGLETON, NULL, 0, 0, 0 },
  { "an empty hole may not be sown", AK_VARIANT_ADJI_KUI_2, NULL,
    "0,4,4,4,4,4/4,4,4,4,4,4 S 0-4", 'a', AK_VERDICT_EMPTY, NULL, 0, 0, 0 },
  { "endless relay (153,945 laps before the board comes back)", AK_VARIANT_ADJI_KUI_2, NULL,
    "0,2,3,2,5,2/1,15,4,0,2,4 S 4-4", 'd', AK_VERDICT_ENDLESS, NULL, 0, 0, 0 },
  { "endless relay (a short one)", AK_VARIANT_ADJI_KUI_2, NULL,
    "1,3,4,1,0,1/0,2,6,3,6,5 N 8-8", 'D', AK_VERDICT_ENDLESS, NULL, 0, 0, 0 },
  { "no pass while a move exists", AK_VARIANT_ADJI_KUI_2, NULL,
    "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0", '-', AK_VERDICT_PASS_NOT_ALLOWED, NULL, 0, 0, 0 },
  { "a forced pass", AK_VARIANT_ADJI_KUI_2, NULL,
    "1,1,1,1,0,0/3,3,3,0,0,0 S 17-18", '-', AK_VERDICT_LEGAL,
    "1,1,1,1,0,0/3,3,3,0,0,0 N 17-18", 0, 0, 0 },
  { "no move for either side: the game is over", AK_VARIANT_ADJI_KUI_2, NULL,
    "1,1,1,1,1,1/1,1,1,1,0,0 S 19-19", '-', AK_VERDICT_GAME_OVER, NULL, 0, 0, 0 },
  { "eight seeds on the board: the game is over", AK_VARIANT_ADJI_KUI_2, NULL,
    "0,0,0,0,0,4/4,0,0,0,0,0 S 20-20", 'f', AK_VERDICT_GAME_OVER, NULL, 0, 0, 0 },
  { "skip-origin off: the 12th seed falls back into the origin", AK_VARIANT_ADJI_KUI_2, NULL,
    "12,0,0,0,0,2/2,2,2,2,2,2 S 11-11", 'a', AK_VERDICT_LEGAL,
    /* a: b..F get one each, the 12th into a (0 -> 1): ends */
    "1,1,1,1,1,3/3,3,3,3,3,3 N 11-11", 0, 1, AK_LAP_END_EMPTY },
  { "skip-origin on: the origin is passed over", AK_VARIANT_ADJI_KUI_2, "skip-origin=yes",
    "12,0,0,0,0,2/2,2,2,2,2,2 S 11-11", 'a', AK_VERDICT_LEGAL,
    /* a: b..F, then b again (2): relay b -> c d: d 2: relay d -> e f: f 4 own four */
    "0,0,2,0,2,4/3,3,3,3,3,3 N 11-11", 0, 3, AK_LAP_END_OWN_FOUR },

  /* Adji Kui I */
  { "I: one lap, no capture", AK_VARIANT_ADJI_KUI_1, NULL,
    "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0", 'a', AK_VERDICT_LEGAL,
    "0,5,5,5,5,4/4,4,4,4,4,4 N 0-0", 0, 1, AK_LAP_END_SINGLE },
  { "I: a backward chain of 2s and 3s, stopped by the mover's own hole", AK_VARIANT_ADJI_KUI_1, NULL,
    "2,0,0,0,0,3/1,2,1,2,0,0 S 18-19", 'f', AK_VERDICT_LEGAL,
    "2,0,0,0,0,0/0,0,0,2,0,0 N 25-19", 7, 1, AK_LAP_END_CAPTURE },
  { "I: the chain stops at a hole that does not hold 2 or 3", AK_VARIANT_ADJI_KUI_1, NULL,
    "0,0,0,0,0,3/3,2,1,0,0,0 S 19-20", 'f', AK_VERDICT_LEGAL,
    "0,0,0,0,0,0/4,0,0,0,0,0 N 24-20", 5, 1, AK_LAP_END_CAPTURE },
  { "I: the chain stops at a hole the mover bought", AK_VARIANT_ADJI_KUI_1, NULL,
    "0,0,0,0,0,3/1s,2,1,0,0,0 S 19-22", 'f', AK_VERDICT_LEGAL,
    "0,0,0,0,0,0/2s,0,0,0,0,0 N 24-22", 5, 1, AK_LAP_END_CAPTURE },
  { "I: the last seed in the mover's own hole captures nothing", AK_VARIANT_ADJI_KUI_1, NULL,
    "0,2,1,0,0,0/2,2,2,2,2,2 S 15-18", 'b', AK_VERDICT_LEGAL,
    "0,0,2,1,0,0/2,2,2,2,2,2 N 15-18", 0, 1, AK_LAP_END_SINGLE },
  { "I: the row's player captures in a hole bought from it", AK_VARIANT_ADJI_KUI_1, NULL,
    "2,0,1n,0,0,0/0,0,0,0,0,5 S 20-20", 'a', AK_VERDICT_LEGAL,
    "0,1,0n,0,0,0/0,0,0,0,0,5 N 22-20", 2, 1, AK_LAP_END_CAPTURE },
  { "I: the buyer does not capture in a hole it owns", AK_VARIANT_ADJI_KUI_1, NULL,
    "1,0,1n,0,0,0/0,0,0,0,2,3 N 20-21", 'F', AK_VERDICT_LEGAL,
    "2,1,2n,0,0,0/0,0,0,0,2,0 S 20-21", 0, 1, AK_LAP_END_SINGLE },
  { "I: a capture far back through the bought holes of South", AK_VARIANT_ADJI_KUI_1, NULL,
    "0,0,0,0,0,13/1,1,1,1,1,1 S 15-14", 'f', AK_VERDICT_LEGAL,
    /* f (13): A..F (2 each), a..e (1 each), f (1), A (3): last A, 3; back f is South's */
    "1,1,1,1,1,1/0,2,2,2,2,2 N 18-14", 3, 1, AK_LAP_END_CAPTURE },
  { "I: skip-origin with 13 seeds", AK_VARIANT_ADJI_KUI_1, "skip-origin=yes",
    "0,0,0,0,0,13/1,1,1,1,1,1 S 15-14", 'f', AK_VERDICT_LEGAL,
    /* f passed over: A..F, a..e (11), then A (3), B (3): chain B, A */
    "1,1,1,1,1,0/0,0,2,2,2,2 N 21-14", 6, 1, AK_LAP_END_CAPTURE },
  { "I: a singleton may not be sown", AK_VARIANT_ADJI_KUI_1, NULL,
    "1,4,4,4,4,4/4,4,4,4,4,4 S 3-0", 'a', AK_VERDICT_SINGLETON, NULL, 0, 0, 0 },
  { "I: a forced pass", AK_VARIANT_ADJI_KUI_1, NULL,
    "1,1,1,0,0,0/3,3,3,0,0,0 S 17-19", '-', AK_VERDICT_LEGAL,
    "1,1,1,0,0,0/3,3,3,0,0,0 N 17-19", 0, 0, 0 },
  { "I: no move for either side", AK_VARIANT_ADJI_KUI_1, NULL,
    "1,0,0,0,0,0/0,0,0,0,0,1 N 23-23", 'A', AK_VERDICT_EMPTY, NULL, 0, 0, 0 },
  { "I: no eight-seed ending in Adji Kui I", AK_VARIANT_ADJI_KUI_1, NULL,
    "0,0,0,0,0,4/4,0,0,0,0,0 S 20-20", 'f', AK_VERDICT_LEGAL,
    "0,0,0,0,0,0/5,1,1,1,0,0 N 20-20", 0, 1, AK_LAP_END_SINGLE },
};

static void
setup_rules (const MoveCase *c,
             AkRules        *rules)
{
  g_autoptr(GError) error = NULL;

  ak_rules_init (rules);
  if (c->rules != NULL)
    {
      ak_rules_parse (rules, c->rules, &error);
      g_assert_no_error (error);
    }
  rules->variant = c->variant;
}

static void
test_move_case (gconstpointer data)
{
  const MoveCase *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkTrace) trace = ak_trace_new ();
  AkRules rules;
  AkPosition before, pos, traced;
  AkMoveInfo info = { 0, };
  AkVerdict verdict;
  int move = c->move == '-' ? AK_MOVE_PASS : ak_hole_from_char (c->move);

  setup_rules (c, &rules);
  ak_position_parse (&before, c->before, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ak_position_total (&before), ==, AK_N_SEEDS);

  pos = before;
  verdict = ak_position_play (&pos, &rules, move, &info);
  g_assert_cmpstr (ak_verdict_to_string (verdict), ==, ak_verdict_to_string (c->verdict));
  g_assert_cmpint (ak_position_check_move (&before, &rules, move), ==, c->verdict);

  if (c->verdict != AK_VERDICT_LEGAL)
    {
      /* A refused move changes nothing, and has a reason to show. */
      g_autofree char *why = ak_verdict_describe (verdict, &before, move);

      g_assert_true (ak_position_equal (&pos, &before));
      g_assert_cmpstr (why, !=, "");
      traced = before;
      g_assert_cmpint (ak_position_play_traced (&traced, &rules, move, trace), ==, c->verdict);
      g_assert_true (ak_position_equal (&traced, &before));
      return;
    }

  {
    g_autofree char *after = ak_position_to_string (&pos);

    g_assert_cmpstr (after, ==, c->after);
  }
  g_assert_cmpuint (ak_position_total (&pos), ==, AK_N_SEEDS);
  g_assert_cmpuint (info.captured, ==, c->captured);
  g_assert_cmpuint (info.laps, ==, c->laps);

  /* The traced play agrees with the fast one, lap by lap. */
  traced = before;
  g_assert_cmpint (ak_position_play_traced (&traced, &rules, move, trace), ==, AK_VERDICT_LEGAL);
  g_assert_true (ak_position_equal (&traced, &pos));
  g_assert_cmpuint (trace->captured, ==, c->captured);
  g_assert_cmpuint (ak_trace_get_n_laps (trace), ==, c->laps);
  if (c->laps > 0)
    {
      const AkLap *last = ak_trace_get_lap (trace, c->laps - 1);
      guint drops = 0;

      g_assert_cmpstr (ak_lap_end_to_string (last->end), ==, ak_lap_end_to_string (c->last_end));
      g_assert_cmpuint (last->last, ==, info.last);
      for (guint i = 0; i < c->laps; i++)
        drops += ak_trace_get_lap (trace, i)->n_seeds;
      g_assert_cmpuint (drops, ==, trace->drops->len);
    }
}

/* The worked example of RULES.md §7, drop by drop. */
static void
test_worked_example_trace (void)
{
  static const char * const laps[] = { "bcde", "fABCD", "EFabc", "defABC", "DEFabc" };
  static const char lifted[] = "aeDcC";
  g_autoptr(AkTrace) trace = ak_trace_new ();
  AkRules rules;
  AkPosition pos;

  ak_rules_init (&rules);
  ak_position_init_start (&pos, AK_SOUTH);
  g_assert_cmpint (ak_position_play_traced (&pos, &rules, 0, trace), ==, AK_VERDICT_LEGAL);
  g_assert_cmpuint (ak_trace_get_n_laps (trace), ==, G_N_ELEMENTS (laps));

  for (guint i = 0; i < G_N_ELEMENTS (laps); i++)
    {
      const AkLap *lap = ak_trace_get_lap (trace, i);
      const guint8 *drops = ak_trace_get_lap_drops (trace, i);
      char sown[16] = { 0, };

      g_assert_cmpint (ak_hole_to_char (lap->from), ==, lifted[i]);
      g_assert_cmpuint (lap->n_seeds, ==, strlen (laps[i]));
      for (guint j = 0; j < lap->n_seeds; j++)
        sown[j] = ak_hole_to_char (drops[j]);
      g_assert_cmpstr (sown, ==, laps[i]);
      g_assert_cmpint (lap->end, ==, i + 1 < G_N_ELEMENTS (laps) ? AK_LAP_END_RELAY
                                                                   : AK_LAP_END_EMPTY);
    }
  g_assert_cmpuint (trace->captures->len, ==, 0);
}

/* An independent, plain sowing: a hash set of (board, hole) states, no
 * tricks, to confirm that the pinned endless relays really never end. */
static gboolean
naive_relay_is_endless (const AkPosition *pos,
                        int               from,
                        gboolean          skip_origin)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                                      (GDestroyNotify) g_bytes_unref, NULL);
  guint8 state[AK_N_HOLES + 1];
  int h = from;

  memcpy (state, pos->holes, AK_N_HOLES);
  for (;;)
    {
      guint n;
      int at = h;
      GBytes *key;

      state[AK_N_HOLES] = (guint8) h;
      key = g_bytes_new (state, sizeof state);
      if (g_hash_table_contains (seen, key))
        {
          g_bytes_unref (key);
          return TRUE;
        }
      g_hash_table_add (seen, key);

      n = state[h];
      state[h] = 0;
      while (n-- > 0)
        {
          at = (at + 1) % AK_N_HOLES;
          if (at == h && skip_origin)
            at = (at + 1) % AK_N_HOLES;
          state[at]++;
        }
      if (state[at] == 1 || state[at] == 4)
        return FALSE;
      h = at;
    }
}

static void
test_endless_confirmed (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (move_cases); i++)
    {
      const MoveCase *c = &move_cases[i];
      AkPosition pos;

      if (c->verdict != AK_VERDICT_ENDLESS)
        continue;
      g_assert_true (ak_position_parse (&pos, c->before, NULL));
      g_assert_true (naive_relay_is_endless (&pos, ak_hole_from_char (c->move), FALSE));
    }
}

static void
test_status (void)
{
  static const struct
  {
    AkVariant   variant;
    const char *position;
    AkStatus    status;
  } cases[] = {
    { AK_VARIANT_ADJI_KUI_2, "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0", AK_STATUS_MOVE },
    { AK_VARIANT_ADJI_KUI_2, "1,1,1,1,0,0/3,3,3,0,0,0 S 17-18", AK_STATUS_PASS },
    { AK_VARIANT_ADJI_KUI_2, "1,1,1,1,1,1/1,1,1,1,0,0 S 19-19", AK_STATUS_OVER_NO_MOVES },
    { AK_VARIANT_ADJI_KUI_2, "0,0,0,0,0,4/4,0,0,0,0,0 S 20-20", AK_STATUS_OVER_BOARD },
    { AK_VARIANT_ADJI_KUI_2, "0,0,0,0,0,5/4,0,0,0,0,0 S 20-19", AK_STATUS_MOVE },
    { AK_VARIANT_ADJI_KUI_1, "0,0,0,0,0,4/4,0,0,0,0,0 S 20-20", AK_STATUS_MOVE },
    { AK_VARIANT_ADJI_KUI_1, "1,1,1,0,0,0/3,3,3,0,0,0 S 17-19", AK_STATUS_PASS },
    { AK_VARIANT_ADJI_KUI_1, "1,0,0,0,0,0/0,0,0,0,0,1 N 23-23", AK_STATUS_OVER_NO_MOVES },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      AkRules rules;
      AkPosition pos;

      ak_rules_init (&rules);
      rules.variant = cases[i].variant;
      g_assert_true (ak_position_parse (&pos, cases[i].position, NULL));
      g_assert_cmpint (ak_position_status (&pos, &rules), ==, cases[i].status);
    }
}

/* A side whose only candidate is an endless relay has no legal move and
 * passes (found by a search of random games, pinned here). */
static void
test_endless_only_candidate_passes (void)
{
  AkRules rules;
  AkPosition pos, passed;
  AkMoveList list;

  ak_rules_init (&rules);
  g_assert_true (ak_position_parse (&pos, "1,2,0,1,0,1/0,1,0,4,0,2 S 24-12", NULL));
  g_assert_true (naive_relay_is_endless (&pos, 1, FALSE));
  g_assert_cmpint (ak_position_check_move (&pos, &rules, 1), ==, AK_VERDICT_ENDLESS);
  g_assert_cmpuint (ak_position_legal_moves (&pos, &rules, &list), ==, 1);
  g_assert_cmpint (list.moves[0], ==, AK_MOVE_PASS);
  g_assert_cmpint (ak_position_status (&pos, &rules), ==, AK_STATUS_PASS);
  g_assert_false (ak_position_side_can_move (&pos, &rules, AK_SOUTH));
  g_assert_true (ak_position_side_can_move (&pos, &rules, AK_NORTH));

  passed = pos;
  g_assert_cmpint (ak_position_play (&passed, &rules, AK_MOVE_PASS, NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpint (passed.side, ==, AK_NORTH);
}

static void
test_legal_moves_match_checks (void)
{
  AkRules rules;
  AkPosition pos;
  AkMoveList list;

  ak_rules_init (&rules);
  g_assert_true (ak_position_parse (&pos, "0,2,3,2,5,2/1,15,4,0,2,4 S 4-4", NULL));
  ak_position_legal_moves (&pos, &rules, &list);

  /* b c e f are legal, d is endless, a is empty. */
  g_assert_cmpuint (list.n_moves, ==, 4);
  g_assert_cmpint (list.moves[0], ==, 1);
  g_assert_cmpint (list.moves[1], ==, 2);
  g_assert_cmpint (list.moves[2], ==, 4);
  g_assert_cmpint (list.moves[3], ==, 5);
  for (guint i = 0; i < list.n_moves; i++)
    {
      AkPosition child = pos;

      g_assert_cmpint (ak_position_play (&child, &rules, list.moves[i], NULL), ==, AK_VERDICT_LEGAL);
      g_assert_true (ak_position_equal (&child, &list.children[i]));
      g_assert_cmpuint (ak_position_total (&child), ==, AK_N_SEEDS);
    }
}

static void
test_division (void)
{
  AkPosition pos;
  guint totals[2];

  /* The AKN.md §1 game after its tenth ply: South owns a–f and A. */
  g_assert_true (ak_position_parse (&pos, "7,1,6,0,0,1/6s,8,2,1,1,3 N 4-4 2-2", NULL));
  ak_position_division (&pos, totals);
  g_assert_cmpuint (totals[AK_SOUTH], ==, 25);
  g_assert_cmpuint (totals[AK_NORTH], ==, 19);
  g_assert_cmpuint (totals[AK_SOUTH] + totals[AK_NORTH] + pos.banks[0] + pos.banks[1], ==, 48);
}

static void
test_verdict_messages (void)
{
  static const struct
  {
    const char *position;
    int         move;
    AkVerdict   verdict;
    const char *message;
  } cases[] = {
    { "4,1,4,4,4,4/4,4,4,4,4,4 S 3-0", 1, AK_VERDICT_SINGLETON, "hole b holds 1 seed; a hole needs at least 2 seeds to be sown" },
    { "4,0,4,4,4,4/4,4,4,4,4,4 S 0-4", 1, AK_VERDICT_EMPTY, "hole b is empty; a hole needs at least 2 seeds to be sown" },
    { "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0", 6, AK_VERDICT_NOT_OWNER, "hole A belongs to North; a player sows only from their own holes" },
    { "0,2,3,2,5,2/1,15,4,0,2,4 S 4-4", 3, AK_VERDICT_ENDLESS, "hole d starts an endless relay; a move must come to an end" },
    { "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0", AK_MOVE_PASS, AK_VERDICT_PASS_NOT_ALLOWED,
      "South has a move; a player passes only with no move left" },
    { "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0", 13, AK_VERDICT_NOT_A_HOLE,
      "there is no such hole (a–f, A–F)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *message = NULL;
      AkRules rules;
      AkPosition pos;

      ak_rules_init (&rules);
      g_assert_true (ak_position_parse (&pos, cases[i].position, NULL));
      g_assert_cmpint (ak_position_check_move (&pos, &rules, cases[i].move), ==, cases[i].verdict);
      message = ak_verdict_describe (cases[i].verdict, &pos, cases[i].move);
      g_assert_cmpstr (message, ==, cases[i].message);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (move_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ak/engine/moves/case-%02u", i);

      g_test_add_data_func (path, &move_cases[i], test_move_case);
    }
  g_test_add_func ("/ak/engine/moves/worked-example-trace", test_worked_example_trace);
  g_test_add_func ("/ak/engine/moves/endless-confirmed", test_endless_confirmed);
  g_test_add_func ("/ak/engine/moves/endless-only-candidate-passes",
                   test_endless_only_candidate_passes);
  g_test_add_func ("/ak/engine/moves/status", test_status);
  g_test_add_func ("/ak/engine/moves/legal-moves-match-checks", test_legal_moves_match_checks);
  g_test_add_func ("/ak/engine/moves/division", test_division);
  g_test_add_func ("/ak/engine/moves/verdict-messages", test_verdict_messages);

  return g_test_run ();
}
