/* test-perft.c — the reference counts of RULES.md §7, and the fast move
 * generator checked against the plain one of naive-rules.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ak-engine.h"
#include "naive-rules.h"

static const guint64 perft_ak1[] = { 6, 36, 180, 900, 3767 };
static const guint64 perft_ak2[] = { 6, 23, 102, 407, 1656 };

static void
check_table (AkVariant      variant,
             const guint64 *expected,
             guint          n)
{
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  rules.variant = variant;
  ak_position_init_start (&start, AK_SOUTH);

  g_assert_cmpuint (ak_perft (&start, &rules, 0), ==, 1);
  for (guint d = 1; d <= n; d++)
    g_assert_cmpuint (ak_perft (&start, &rules, d), ==, expected[d - 1]);
}

static void
test_table_ak1 (void)
{
  check_table (AK_VARIANT_ADJI_KUI_1, perft_ak1, G_N_ELEMENTS (perft_ak1));
}

static void
test_table_ak2 (void)
{
  check_table (AK_VARIANT_ADJI_KUI_2, perft_ak2, G_N_ELEMENTS (perft_ak2));
}

/* The plain implementation gives the same table: both were written from
 * RULES.md, independently. */
static void
test_naive_table (void)
{
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  for (guint d = 1; d <= G_N_ELEMENTS (perft_ak2); d++)
    g_assert_cmpuint (naive_perft (&start, &rules, d), ==, perft_ak2[d - 1]);
  rules.variant = AK_VARIANT_ADJI_KUI_1;
  for (guint d = 1; d <= G_N_ELEMENTS (perft_ak1); d++)
    g_assert_cmpuint (naive_perft (&start, &rules, d), ==, perft_ak1[d - 1]);
}

typedef struct
{
  AkVariant   variant;
  const char *rules;
  const char *position;
  guint       depth;
} Cross;

static const Cross crosses[] = {
  { AK_VARIANT_ADJI_KUI_2, "", "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0", 6 },
  { AK_VARIANT_ADJI_KUI_1, "", "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0", 7 },
  { AK_VARIANT_ADJI_KUI_2, "skip-origin=yes", "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0", 5 },
  { AK_VARIANT_ADJI_KUI_1, "skip-origin=yes", "0,0,0,0,0,13/1,1,1,1,1,1 S 15-14", 6 },
  { AK_VARIANT_ADJI_KUI_2, "", "4,4,4,4,4,4/4s,4,4,4,4,0 N 0-0 2-2", 5 },
  { AK_VARIANT_ADJI_KUI_1, "", "4,4,4,4,4,4/4s,4,4,4,4,0 N 0-0 2-2", 6 },
  { AK_VARIANT_ADJI_KUI_2, "", "4,4,4n,4,4,0/4,4,4,4,4,4 S 0-0 3-1", 5 },
  /* Endless relays and passes near the root. */
  { AK_VARIANT_ADJI_KUI_2, "", "0,2,3,2,5,2/1,15,4,0,2,4 S 4-4", 4 },
  { AK_VARIANT_ADJI_KUI_2, "", "1,2,0,1,0,1/0,1,0,4,0,2 S 24-12", 5 },
  { AK_VARIANT_ADJI_KUI_2, "", "12,0,0,0,0,2/2,2,2,2,2,2 S 11-11", 5 },
  { AK_VARIANT_ADJI_KUI_1, "", "1,1,1,0,0,0/3,3,3,0,0,0 S 17-19", 7 },
};

static void
test_cross (gconstpointer data)
{
  const Cross *c = data;
  AkRules rules;
  AkPosition start;

  g_assert_true (ak_rules_parse (&rules, c->rules, NULL));
  rules.variant = c->variant;
  g_assert_true (ak_position_parse (&start, c->position, NULL));

  for (guint d = 1; d <= c->depth; d++)
    g_assert_cmpuint (ak_perft (&start, &rules, d), ==, naive_perft (&start, &rules, d));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/engine/perft/table-adji-kui-1", test_table_ak1);
  g_test_add_func ("/ak/engine/perft/table-adji-kui-2", test_table_ak2);
  g_test_add_func ("/ak/engine/perft/naive-table", test_naive_table);
  for (guint i = 0; i < G_N_ELEMENTS (crosses); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ak/engine/perft/cross-%02u", i);

      g_test_add_data_func (path, &crosses[i], test_cross);
    }

  return g_test_run ();
}
