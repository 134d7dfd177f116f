/* test-boxed.c — the engine structs as boxed types
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-boxed"

#include "config.h"

#include "ak-model.h"

static void
test_boxed_type_names (void)
{
  g_assert_true (G_TYPE_IS_BOXED (AK_TYPE_POSITION));
  g_assert_true (G_TYPE_IS_BOXED (AK_TYPE_RULES));
  g_assert_true (G_TYPE_IS_BOXED (AK_TYPE_TRACE));

  g_assert_cmpstr (g_type_name (AK_TYPE_POSITION), ==, "AkPosition");
  g_assert_cmpstr (g_type_name (AK_TYPE_RULES), ==, "AkRules");
  g_assert_cmpstr (g_type_name (AK_TYPE_TRACE), ==, "AkTrace");

  g_assert_true (g_type_from_name ("AkPosition") == AK_TYPE_POSITION);
  g_assert_true (g_type_from_name ("AkRules") == AK_TYPE_RULES);
  g_assert_true (g_type_from_name ("AkTrace") == AK_TYPE_TRACE);
}

static void
test_boxed_position (void)
{
  AkPosition position;
  AkPosition *copy;

  ak_position_init_start (&position, AK_NORTH);
  position.holes[0] = 0;
  position.holes[11] = 8;
  position.stores[AK_SOUTH] = 3;
  position.banks[AK_NORTH] = 1;

  copy = g_boxed_copy (AK_TYPE_POSITION, &position);

  g_assert_nonnull (copy);
  g_assert_true (copy != &position);
  g_assert_true (ak_position_equal (copy, &position));
  g_assert_cmpmem (copy, sizeof *copy, &position, sizeof position);

  /* The copy is independent of the original. */
  copy->holes[3] = 9;
  g_assert_cmpuint (position.holes[3], ==, AK_SEEDS_PER_HOLE);

  g_boxed_free (AK_TYPE_POSITION, copy);
}

static void
test_boxed_rules (void)
{
  AkRules rules;
  AkRules *copy;

  ak_rules_init (&rules);
  rules.variant = AK_VARIANT_ADJI_KUI_1;
  rules.match_end = AK_MATCH_END_GAMES;
  rules.match_end_n = 7;

  copy = g_boxed_copy (AK_TYPE_RULES, &rules);

  g_assert_nonnull (copy);
  g_assert_true (copy != &rules);
  g_assert_true (ak_rules_equal (copy, &rules));
  g_assert_cmpint (copy->variant, ==, AK_VARIANT_ADJI_KUI_1);
  g_assert_cmpuint (copy->match_end_n, ==, 7);

  g_boxed_free (AK_TYPE_RULES, copy);
}

static void
assert_arrays_equal (GArray *a,
                     GArray *b)
{
  g_assert_true (a != b);
  g_assert_cmpuint (g_array_get_element_size (a), ==, g_array_get_element_size (b));
  g_assert_cmpmem (a->data, a->len * g_array_get_element_size (a),
                   b->data, b->len * g_array_get_element_size (b));
}

static void
test_boxed_trace (void)
{
  g_autoptr(AkTrace) trace = ak_trace_new ();
  AkTrace *copy;
  AkPosition position;
  AkRules rules;
  AkVerdict verdict;

  ak_position_init_start (&position, AK_SOUTH);
  ak_rules_init (&rules);

  /* South's first hole at the start: a real move with at least one lap. */
  verdict = ak_position_play_traced (&position, &rules, 0, trace);
  g_assert_cmpint (verdict, ==, AK_VERDICT_LEGAL);
  g_assert_cmpuint (ak_trace_get_n_laps (trace), >, 0);
  g_assert_cmpuint (trace->drops->len, >, 0);

  copy = g_boxed_copy (AK_TYPE_TRACE, trace);

  g_assert_nonnull (copy);
  g_assert_true (copy != trace);
  g_assert_cmpint (copy->move, ==, trace->move);
  g_assert_cmpint (copy->mover, ==, trace->mover);
  g_assert_cmpuint (copy->captured, ==, trace->captured);
  assert_arrays_equal (copy->laps, trace->laps);
  assert_arrays_equal (copy->drops, trace->drops);
  assert_arrays_equal (copy->captures, trace->captures);

  /* A deep copy: emptying the original leaves the copy whole. */
  ak_trace_clear (trace);
  g_assert_cmpuint (ak_trace_get_n_laps (copy), >, 0);
  g_assert_cmpuint (copy->drops->len, >, 0);

  g_boxed_free (AK_TYPE_TRACE, copy);
}

static void
test_boxed_value (void)
{
  g_auto(GValue) value = G_VALUE_INIT;
  AkPosition position;
  const AkPosition *stored;

  ak_position_init_start (&position, AK_SOUTH);

  g_value_init (&value, AK_TYPE_POSITION);
  g_value_set_boxed (&value, &position);

  /* A GValue holds its own copy, so later changes do not reach it. */
  position.holes[0] = 0;
  stored = g_value_get_boxed (&value);
  g_assert_true (stored != &position);
  g_assert_cmpuint (stored->holes[0], ==, AK_SEEDS_PER_HOLE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/model/boxed/type-names", test_boxed_type_names);
  g_test_add_func ("/ak/model/boxed/position", test_boxed_position);
  g_test_add_func ("/ak/model/boxed/rules", test_boxed_rules);
  g_test_add_func ("/ak/model/boxed/trace", test_boxed_trace);
  g_test_add_func ("/ak/model/boxed/value", test_boxed_value);

  return g_test_run ();
}
