/* test-examples.c — the positions How to Play and the Rules page show
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ak-engine.h"

/* Plays the example and reports what its trace shows. */
static void
check_example (AkVariant variant,
               AkLapEnd  end,
               gboolean  needs_relay,
               guint     min_captures)
{
  g_autoptr(AkTrace) trace = ak_trace_new ();
  gboolean has_end = FALSE, has_relay = FALSE;
  AkPosition pos, after;
  AkRules rules;
  int move;

  ak_rules_init (&rules);
  rules.variant = variant;
  g_assert_true (ak_examples_find (&rules, (int) end, needs_relay, min_captures, &pos, &move));
  g_assert_true (ak_position_validate (&pos, NULL));
  g_assert_cmpuint (ak_position_total (&pos), ==, AK_N_SEEDS);
  /* The first move of the position that does it. */
  g_assert_cmpint (ak_examples_find_move (&pos, &rules, (int) end, needs_relay, min_captures), ==,
                   move);

  after = pos;
  g_assert_cmpint (ak_position_play_traced (&after, &rules, move, trace), ==, AK_VERDICT_LEGAL);
  g_assert_cmpuint (ak_position_total (&after), ==, AK_N_SEEDS);
  for (guint i = 0; i < ak_trace_get_n_laps (trace); i++)
    {
      const AkLap *lap = ak_trace_get_lap (trace, i);

      has_end |= lap->end == end;
      has_relay |= lap->end == AK_LAP_END_RELAY;
    }
  g_assert_true (has_end);
  g_assert_true (!needs_relay || has_relay);
  g_assert_cmpuint (trace->captures->len, >=, min_captures);
}

static void
test_relay (void)
{
  check_example (AK_VARIANT_ADJI_KUI_2, AK_LAP_END_EMPTY, TRUE, 0);
}

static void
test_casa (void)
{
  check_example (AK_VARIANT_ADJI_KUI_2, AK_LAP_END_CASA, FALSE, 1);
}

static void
test_own_four (void)
{
  check_example (AK_VARIANT_ADJI_KUI_2, AK_LAP_END_OWN_FOUR, FALSE, 0);
}

static void
test_chain (void)
{
  check_example (AK_VARIANT_ADJI_KUI_1, AK_LAP_END_CAPTURE, FALSE, 2);
}

/* What the rules cannot do is not found: Adji Kui I never relays. */
static void
test_none (void)
{
  AkPosition pos;
  AkRules rules;
  int move;

  ak_rules_init (&rules);
  rules.variant = AK_VARIANT_ADJI_KUI_1;
  g_assert_false (ak_examples_find (&rules, AK_LAP_END_CASA, FALSE, 0, &pos, &move));
  ak_position_init_start (&pos, AK_SOUTH);
  g_assert_cmpint (ak_examples_find_move (&pos, &rules, -1, TRUE, 0), ==, AK_MOVE_NONE);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/engine/examples/relay", test_relay);
  g_test_add_func ("/ak/engine/examples/casa", test_casa);
  g_test_add_func ("/ak/engine/examples/own-four", test_own_four);
  g_test_add_func ("/ak/engine/examples/chain", test_chain);
  g_test_add_func ("/ak/engine/examples/none", test_none);

  return g_test_run ();
}
