/* test-match-rules.c — match play (RULES.md §5): rebuilds, hole buying,
 * banks, the next starter and the end of a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * G_LOG_DOMAIN comes from tests/engine/meson.build.
 *
 * Every expected number below was worked out by hand from RULES.md §5 and
 * the decisions in the header comment of ak-match-rules.c, and is written
 * literally; none is computed with the engine's formula.
 */

#include "config.h"

#include <string.h>

#include "ak-error.h"
#include "ak-match-rules.h"
#include "ak-moves.h"
#include "ak-position.h"
#include "ak-rules.h"
#include "ak-types.h"

#define BANK  AK_REMAINDER_BANK
#define ROUND AK_REMAINDER_ROUND
#define NONE  AK_SIDE_NONE

static void
init_rules (AkRules     *rules,
            AkRemainder  remainder)
{
  ak_rules_init (rules);
  rules->remainder = remainder;
}

static const char *
remainder_name (AkRemainder remainder)
{
  return remainder == AK_REMAINDER_ROUND ? "round" : "bank";
}

/* Turns hole letters ("CE") into indices.  Two stand-ins for indices that
 * name no hole: '?' is 12, '~' is 255. */
static guint
holes_from_letters (const char *letters,
                    guint8     *out)
{
  guint n = 0;

  for (const char *p = letters; *p; p++)
    {
      if (*p == '?')
        out[n++] = 12;
      else if (*p == '~')
        out[n++] = 255;
      else
        {
          int h = ak_hole_from_char (*p);

          g_assert_cmpint (h, >=, 0);
          out[n++] = (guint8) h;
        }
    }
  return n;
}

static void
assert_total_48 (const AkPosition *pos)
{
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (ak_position_total (pos), ==, AK_N_SEEDS);
  g_assert_true (ak_position_validate (pos, &error));
  g_assert_no_error (error);
}

/* ------------------------------------------------------------------------ */

typedef struct
{
  AkRemainder  remainder;
  guint        wealth[2];       /* South, North */
  guint        holes[2];
  guint        filled[2];
  int          buyer;
  guint        n_purchases;
  guint        banks[2];
  gboolean     ruined[2];
  const char  *auto_buys;       /* the automatic purchase, hole letters */
  const char  *auto_position;   /* the automatic rebuild, South to start */
} PlanCase;

static const PlanCase plan_cases[] = {
  /* remainder=bank (default) */
  /* 32-16: South fills 6, 8 left buy A B; North fills C D E F. */
  { BANK, { 32, 16 }, { 8, 4 }, { 6, 4 }, AK_SOUTH, 2, { 0, 0 }, { FALSE, FALSE },
    "AB", "4,4,4,4,4,4/4s,4s,4,4,4,4 S 0-0" },
  /* 30-18: South fills 6, buys A, keeps 2; North fills B C D E, keeps 2, F empty. */
  { BANK, { 30, 18 }, { 7, 5 }, { 6, 4 }, AK_SOUTH, 1, { 2, 2 }, { FALSE, FALSE },
    "A", "4,4,4,4,4,4/4s,4,4,4,4,0 S 0-0 2-2" },
  /* 28-20: South buys A with exactly 4; North fills all of B..F. */
  { BANK, { 28, 20 }, { 7, 5 }, { 6, 5 }, AK_SOUTH, 1, { 0, 0 }, { FALSE, FALSE },
    "A", "4,4,4,4,4,4/4s,4,4,4,4,4 S 0-0" },
  /* 26-22: 2 over is no hole; North fills A..E, F empty; both keep 2. */
  { BANK, { 26, 22 }, { 6, 6 }, { 6, 5 }, NONE, 0, { 2, 2 }, { FALSE, FALSE },
    "", "4,4,4,4,4,4/4,4,4,4,4,0 S 0-0 2-2" },
  /* 25-23: South keeps 1, North fills 5 and keeps 3. */
  { BANK, { 25, 23 }, { 6, 6 }, { 6, 5 }, NONE, 0, { 1, 3 }, { FALSE, FALSE },
    "", "4,4,4,4,4,4/4,4,4,4,4,0 S 0-0 1-3" },
  /* 24-24: the standard start. */
  { BANK, { 24, 24 }, { 6, 6 }, { 6, 6 }, NONE, 0, { 0, 0 }, { FALSE, FALSE },
    "", "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0" },
  /* 45-3: South fills 6 and buys A..E (20), keeps 1; North cannot fill its
   * last hole F and keeps 3: ruined, though it still owns the empty F. */
  { BANK, { 45, 3 }, { 11, 1 }, { 6, 0 }, AK_SOUTH, 5, { 1, 3 }, { FALSE, TRUE },
    "ABCDE", "4,4,4,4,4,4/4s,4s,4s,4s,4s,0 S 0-0 1-3" },
  /* 3-45: the mirror. */
  { BANK, { 3, 45 }, { 1, 11 }, { 0, 6 }, AK_NORTH, 5, { 3, 1 }, { TRUE, FALSE },
    "abcde", "4n,4n,4n,4n,4n,0/4,4,4,4,4,4 S 0-0 3-1" },
  /* 2-46: North 24 + 20 bought, 2 over; South 2 in the bank. */
  { BANK, { 2, 46 }, { 1, 11 }, { 0, 6 }, AK_NORTH, 5, { 2, 2 }, { TRUE, FALSE },
    "abcde", "4n,4n,4n,4n,4n,0/4,4,4,4,4,4 S 0-0 2-2" },
  /* 4-44: South can just fill f. */
  { BANK, { 4, 44 }, { 1, 11 }, { 1, 6 }, AK_NORTH, 5, { 0, 0 }, { FALSE, FALSE },
    "abcde", "4n,4n,4n,4n,4n,4/4,4,4,4,4,4 S 0-0" },
  /* 7-41: North buys a..d (16), keeps 1; South fills e, keeps 3, f empty. */
  { BANK, { 7, 41 }, { 2, 10 }, { 1, 6 }, AK_NORTH, 4, { 3, 1 }, { FALSE, FALSE },
    "abcd", "4n,4n,4n,4n,4,0/4,4,4,4,4,4 S 0-0 3-1" },
  /* 16-32 and 18-30: North is the richer. */
  { BANK, { 16, 32 }, { 4, 8 }, { 4, 6 }, AK_NORTH, 2, { 0, 0 }, { FALSE, FALSE },
    "ab", "4n,4n,4,4,4,4/4,4,4,4,4,4 S 0-0" },
  { BANK, { 18, 30 }, { 5, 7 }, { 4, 6 }, AK_NORTH, 1, { 2, 2 }, { FALSE, FALSE },
    "a", "4n,4,4,4,4,0/4,4,4,4,4,4 S 0-0 2-2" },
  /* 48-0 and 0-48: every hole bought. */
  { BANK, { 48, 0 }, { 12, 0 }, { 6, 0 }, AK_SOUTH, 6, { 0, 0 }, { FALSE, TRUE },
    "ABCDEF", "4,4,4,4,4,4/4s,4s,4s,4s,4s,4s S 0-0" },
  { BANK, { 0, 48 }, { 0, 12 }, { 0, 6 }, AK_NORTH, 6, { 0, 0 }, { TRUE, FALSE },
    "abcdef", "4n,4n,4n,4n,4n,4n/4,4,4,4,4,4 S 0-0" },

  /* remainder=round: round(wealth / 4) holes, a half to the richer player,
   * every hole full, no banks. */
  /* 32-16: 8 and 4. */
  { ROUND, { 32, 16 }, { 8, 4 }, { 6, 4 }, AK_SOUTH, 2, { 0, 0 }, { FALSE, FALSE },
    "AB", "4,4,4,4,4,4/4s,4s,4,4,4,4 S 0-0" },
  /* 30-18: 7.5 rounds up to 8 for South, 4.5 down to 4 for North. */
  { ROUND, { 30, 18 }, { 8, 4 }, { 6, 4 }, AK_SOUTH, 2, { 0, 0 }, { FALSE, FALSE },
    "AB", "4,4,4,4,4,4/4s,4s,4,4,4,4 S 0-0" },
  /* 27-21: 6.75 -> 7, 5.25 -> 5. */
  { ROUND, { 27, 21 }, { 7, 5 }, { 6, 5 }, AK_SOUTH, 1, { 0, 0 }, { FALSE, FALSE },
    "A", "4,4,4,4,4,4/4s,4,4,4,4,4 S 0-0" },
  /* 26-22: 6.5 -> 7, 5.5 -> 5. */
  { ROUND, { 26, 22 }, { 7, 5 }, { 6, 5 }, AK_SOUTH, 1, { 0, 0 }, { FALSE, FALSE },
    "A", "4,4,4,4,4,4/4s,4,4,4,4,4 S 0-0" },
  /* 25-23: 6.25 -> 6, 5.75 -> 6. */
  { ROUND, { 25, 23 }, { 6, 6 }, { 6, 6 }, NONE, 0, { 0, 0 }, { FALSE, FALSE },
    "", "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0" },
  { ROUND, { 24, 24 }, { 6, 6 }, { 6, 6 }, NONE, 0, { 0, 0 }, { FALSE, FALSE },
    "", "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0" },
  /* 22-26: 6.5 -> 7 for North. */
  { ROUND, { 22, 26 }, { 5, 7 }, { 5, 6 }, AK_NORTH, 1, { 0, 0 }, { FALSE, FALSE },
    "a", "4n,4,4,4,4,4/4,4,4,4,4,4 S 0-0" },
  /* 45-3: 11.25 -> 11; North's 0.75 -> 1 hole: not ruined. */
  { ROUND, { 45, 3 }, { 11, 1 }, { 6, 1 }, AK_SOUTH, 5, { 0, 0 }, { FALSE, FALSE },
    "ABCDE", "4,4,4,4,4,4/4s,4s,4s,4s,4s,4 S 0-0" },
  { ROUND, { 3, 45 }, { 1, 11 }, { 1, 6 }, AK_NORTH, 5, { 0, 0 }, { FALSE, FALSE },
    "abcde", "4n,4n,4n,4n,4n,4/4,4,4,4,4,4 S 0-0" },
  /* 6-42: 10.5 -> 11 for North, 1.5 -> 1 for South. */
  { ROUND, { 6, 42 }, { 1, 11 }, { 1, 6 }, AK_NORTH, 5, { 0, 0 }, { FALSE, FALSE },
    "abcde", "4n,4n,4n,4n,4n,4/4,4,4,4,4,4 S 0-0" },
  /* 2-46: 11.5 -> 12 for North; South gets nothing: ruined. */
  { ROUND, { 2, 46 }, { 0, 12 }, { 0, 6 }, AK_NORTH, 6, { 0, 0 }, { TRUE, FALSE },
    "abcdef", "4n,4n,4n,4n,4n,4n/4,4,4,4,4,4 S 0-0" },
  { ROUND, { 46, 2 }, { 12, 0 }, { 6, 0 }, AK_SOUTH, 6, { 0, 0 }, { FALSE, TRUE },
    "ABCDEF", "4,4,4,4,4,4/4s,4s,4s,4s,4s,4s S 0-0" },
  { ROUND, { 16, 32 }, { 4, 8 }, { 4, 6 }, AK_NORTH, 2, { 0, 0 }, { FALSE, FALSE },
    "ab", "4n,4n,4,4,4,4/4,4,4,4,4,4 S 0-0" },
  /* 18-30: 7.5 -> 8 for North. */
  { ROUND, { 18, 30 }, { 4, 8 }, { 4, 6 }, AK_NORTH, 2, { 0, 0 }, { FALSE, FALSE },
    "ab", "4n,4n,4,4,4,4/4,4,4,4,4,4 S 0-0" },
};

static void
test_match_plan (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (plan_cases); i++)
    {
      const PlanCase *c = &plan_cases[i];
      AkRules rules;
      AkRebuildPlan plan;

      g_test_message ("plan %u: %s %u-%u", i, remainder_name (c->remainder),
                      c->wealth[0], c->wealth[1]);

      init_rules (&rules, c->remainder);
      memset (&plan, 0xa5, sizeof plan);
      ak_match_plan (&rules, c->wealth, &plan);

      g_assert_cmpuint (plan.wealth[AK_SOUTH], ==, c->wealth[AK_SOUTH]);
      g_assert_cmpuint (plan.wealth[AK_NORTH], ==, c->wealth[AK_NORTH]);
      g_assert_cmpuint (plan.holes[AK_SOUTH], ==, c->holes[AK_SOUTH]);
      g_assert_cmpuint (plan.holes[AK_NORTH], ==, c->holes[AK_NORTH]);
      g_assert_cmpuint (plan.filled[AK_SOUTH], ==, c->filled[AK_SOUTH]);
      g_assert_cmpuint (plan.filled[AK_NORTH], ==, c->filled[AK_NORTH]);
      g_assert_cmpint (plan.buyer, ==, c->buyer);
      g_assert_cmpuint (plan.n_purchases, ==, c->n_purchases);
      g_assert_cmpuint (plan.banks[AK_SOUTH], ==, c->banks[AK_SOUTH]);
      g_assert_cmpuint (plan.banks[AK_NORTH], ==, c->banks[AK_NORTH]);
      g_assert_cmpint (plan.ruined[AK_SOUTH], ==, c->ruined[AK_SOUTH]);
      g_assert_cmpint (plan.ruined[AK_NORTH], ==, c->ruined[AK_NORTH]);

      /* Twelve holes, always. */
      g_assert_cmpuint (plan.holes[AK_SOUTH] + plan.holes[AK_NORTH], ==, AK_N_HOLES);
    }
}

static void
test_match_auto_purchases (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (plan_cases); i++)
    {
      const PlanCase *c = &plan_cases[i];
      AkRules rules;
      AkRebuildPlan plan;
      guint8 expected[AK_N_HOLES];
      guint8 bought[AK_N_HOLES];
      guint n_expected;

      init_rules (&rules, c->remainder);
      ak_match_plan (&rules, c->wealth, &plan);
      n_expected = holes_from_letters (c->auto_buys, expected);
      g_assert_cmpuint (plan.n_purchases, ==, n_expected);

      /* Nothing is written past n_purchases, nor at all without a buyer. */
      memset (bought, 0xee, sizeof bought);
      ak_match_auto_purchases (&plan, bought);
      g_assert_cmpmem (bought, n_expected, expected, n_expected);
      for (guint j = n_expected; j < AK_N_HOLES; j++)
        g_assert_cmpuint (bought[j], ==, 0xee);
    }
}

static void
test_match_rebuild_auto (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (plan_cases); i++)
    {
      const PlanCase *c = &plan_cases[i];
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *north_text = NULL;
      g_autofree char *chosen_text = NULL;
      g_autofree char *expected_north = NULL;
      AkRules rules;
      AkPosition pos;
      AkPosition north;
      AkPosition chosen;
      AkPosition parsed;
      guint8 buys[AK_N_HOLES];
      guint n_buys;
      guint bought[2] = { 0, 0 };

      g_test_message ("rebuild %u: %s %u-%u", i, remainder_name (c->remainder),
                      c->wealth[0], c->wealth[1]);

      init_rules (&rules, c->remainder);

      /* A ruined player has lost the match: there is no next game. */
      if (c->ruined[AK_SOUTH] || c->ruined[AK_NORTH])
        {
          g_autofree char *message = g_strdup_printf ("%s cannot fill a single hole: "
                                                      "the match is over",
                                                      c->ruined[AK_SOUTH] ? "South" : "North");

          g_assert_false (ak_match_rebuild (&rules, c->wealth, NULL, 0, AK_SOUTH, &pos, &error));
          g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_OVER);
          g_assert_cmpstr (error->message, ==, message);
          continue;
        }

      g_assert_true (ak_match_rebuild (&rules, c->wealth, NULL, 0, AK_SOUTH, &pos, &error));
      g_assert_no_error (error);
      text = ak_position_to_string (&pos);
      g_assert_cmpstr (text, ==, c->auto_position);
      assert_total_48 (&pos);

      /* The string says it all: it reads back to the same position. */
      g_assert_true (ak_position_parse (&parsed, c->auto_position, &error));
      g_assert_no_error (error);
      g_assert_true (ak_position_equal (&pos, &parsed));

      g_assert_cmpint (pos.side, ==, AK_SOUTH);
      g_assert_cmpuint (pos.stores[AK_SOUTH], ==, 0);
      g_assert_cmpuint (pos.stores[AK_NORTH], ==, 0);
      g_assert_cmpuint (pos.banks[AK_SOUTH], ==, c->banks[AK_SOUTH]);
      g_assert_cmpuint (pos.banks[AK_NORTH], ==, c->banks[AK_NORTH]);
      g_assert_cmpuint (ak_position_holes_owned (&pos, AK_SOUTH), ==, c->holes[AK_SOUTH]);
      g_assert_cmpuint (ak_position_holes_owned (&pos, AK_NORTH), ==, c->holes[AK_NORTH]);

      /* Every hole holds 4 or nothing; a player's seeds are its filled and
       * bought holes. */
      if (c->buyer != NONE)
        bought[c->buyer] = c->n_purchases;
      for (int h = 0; h < AK_N_HOLES; h++)
        g_assert_true (pos.holes[h] == 0 || pos.holes[h] == 4);
      g_assert_cmpuint (ak_position_seeds_owned (&pos, AK_SOUTH), ==,
                        4 * (c->filled[AK_SOUTH] + bought[AK_SOUTH]));
      g_assert_cmpuint (ak_position_seeds_owned (&pos, AK_NORTH), ==,
                        4 * (c->filled[AK_NORTH] + bought[AK_NORTH]));

      /* North to start: the same board. */
      g_assert_true (ak_match_rebuild (&rules, c->wealth, NULL, 0, AK_NORTH, &north, &error));
      g_assert_no_error (error);
      north_text = ak_position_to_string (&north);
      expected_north = g_strdup (c->auto_position);
      *strstr (expected_north, " S ") = '\0';
      g_assert_true (g_str_has_prefix (north_text, expected_north));
      g_assert_cmpint (north.side, ==, AK_NORTH);
      north.side = AK_SOUTH;
      g_assert_true (ak_position_equal (&north, &pos));

      /* Choosing the automatic holes by hand gives the same rebuild. */
      n_buys = holes_from_letters (c->auto_buys, buys);
      g_assert_true (ak_match_rebuild (&rules, c->wealth, buys, n_buys, AK_SOUTH,
                                       &chosen, &error));
      g_assert_no_error (error);
      chosen_text = ak_position_to_string (&chosen);
      g_assert_cmpstr (chosen_text, ==, c->auto_position);
    }
}

/* ------------------------------------------------------------------------ */

typedef struct
{
  AkRemainder  remainder;
  guint        wealth[2];
  const char  *purchases;   /* hole letters; "" is an empty, non-NULL list */
  AkSide       starter;
  const char  *expected;
} ChosenCase;

static const ChosenCase chosen_cases[] = {
  /* South buys D; North fills A B C E in sowing order and F stays empty. */
  { BANK, { 30, 18 }, "D", AK_SOUTH, "4,4,4,4,4,4/4,4,4,4s,4,0 S 0-0 2-2" },
  /* South buys F; North fills A..D, and E stays empty. */
  { BANK, { 30, 18 }, "F", AK_NORTH, "4,4,4,4,4,4/4,4,4,4,0,4s N 0-0 2-2" },
  { BANK, { 30, 18 }, "B", AK_SOUTH, "4,4,4,4,4,4/4,4s,4,4,4,0 S 0-0 2-2" },
  /* Two holes, in any order. */
  { BANK, { 32, 16 }, "CE", AK_SOUTH, "4,4,4,4,4,4/4,4,4s,4,4s,4 S 0-0" },
  { BANK, { 32, 16 }, "EC", AK_NORTH, "4,4,4,4,4,4/4,4,4s,4,4s,4 N 0-0" },
  { BANK, { 32, 16 }, "FA", AK_SOUTH, "4,4,4,4,4,4/4s,4,4,4,4,4s S 0-0" },
  /* North buys in South's row. */
  { BANK, { 18, 30 }, "f", AK_SOUTH, "4,4,4,4,0,4n/4,4,4,4,4,4 S 0-0 2-2" },
  { BANK, { 16, 32 }, "ca", AK_NORTH, "4n,4,4n,4,4,4/4,4,4,4,4,4 N 0-0" },
  { BANK, { 7, 41 }, "fedc", AK_SOUTH, "4,0,4n,4n,4n,4n/4,4,4,4,4,4 S 0-0 3-1" },
  /* North fills the first hole South did not buy; B stays empty. */
  { BANK, { 42, 6 }, "FEDC", AK_SOUTH, "4,4,4,4,4,4/4,0,4s,4s,4s,4s S 0-0 2-2" },
  /* No buyer: an empty list is the only valid one. */
  { BANK, { 24, 24 }, "", AK_NORTH, "4,4,4,4,4,4/4,4,4,4,4,4 N 0-0" },
  { BANK, { 26, 22 }, "", AK_SOUTH, "4,4,4,4,4,4/4,4,4,4,4,0 S 0-0 2-2" },
  /* remainder=round */
  { ROUND, { 30, 18 }, "BD", AK_SOUTH, "4,4,4,4,4,4/4,4s,4,4s,4,4 S 0-0" },
  { ROUND, { 45, 3 }, "BCDEF", AK_SOUTH, "4,4,4,4,4,4/4,4s,4s,4s,4s,4s S 0-0" },
  { ROUND, { 22, 26 }, "d", AK_NORTH, "4,4,4,4n,4,4/4,4,4,4,4,4 N 0-0" },
  { ROUND, { 6, 42 }, "fedcb", AK_SOUTH, "4,4n,4n,4n,4n,4n/4,4,4,4,4,4 S 0-0" },
  { ROUND, { 25, 23 }, "", AK_SOUTH, "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0" },
};

static void
test_match_rebuild_chosen (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (chosen_cases); i++)
    {
      const ChosenCase *c = &chosen_cases[i];
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      AkRules rules;
      AkRebuildPlan plan;
      AkPosition pos;
      guint8 buys[AK_N_HOLES];
      guint n_buys;

      g_test_message ("chosen %u: %s %u-%u buys “%s”", i, remainder_name (c->remainder),
                      c->wealth[0], c->wealth[1], c->purchases);

      init_rules (&rules, c->remainder);
      n_buys = holes_from_letters (c->purchases, buys);

      g_assert_true (ak_match_rebuild (&rules, c->wealth, buys, n_buys, c->starter,
                                       &pos, &error));
      g_assert_no_error (error);
      text = ak_position_to_string (&pos);
      g_assert_cmpstr (text, ==, c->expected);
      assert_total_48 (&pos);

      /* The chosen holes belong to the buyer and hold 4 seeds. */
      ak_match_plan (&rules, c->wealth, &plan);
      for (guint j = 0; j < n_buys; j++)
        {
          g_assert_cmpint (ak_position_owner (&pos, buys[j]), ==, plan.buyer);
          g_assert_cmpuint (pos.holes[buys[j]], ==, 4);
        }
      g_assert_cmpuint (ak_position_holes_owned (&pos, AK_SOUTH), ==, plan.holes[AK_SOUTH]);
      g_assert_cmpuint (ak_position_holes_owned (&pos, AK_NORTH), ==, plan.holes[AK_NORTH]);
    }
}

/* ------------------------------------------------------------------------ */

typedef struct
{
  AkRemainder  remainder;
  guint        wealth[2];
  const char  *purchases;   /* NULL: automatic */
  const char  *message;
} PurchaseErrorCase;

static const PurchaseErrorCase purchase_error_cases[] = {
  /* Too few, too many. */
  { BANK, { 32, 16 }, "C", "South must buy exactly 2 holes, not 1" },
  { BANK, { 32, 16 }, "CDE", "South must buy exactly 2 holes, not 3" },
  { BANK, { 32, 16 }, "", "South must buy exactly 2 holes, not 0" },
  { BANK, { 30, 18 }, "AB", "South must buy exactly 1 hole, not 2" },
  { BANK, { 30, 18 }, "", "South must buy exactly 1 hole, not 0" },
  { BANK, { 16, 32 }, "", "North must buy exactly 2 holes, not 0" },
  { BANK, { 6, 42 }, "abcdef", "North must buy exactly 4 holes, not 6" },
  { ROUND, { 30, 18 }, "A", "South must buy exactly 2 holes, not 1" },
  /* A hole of the buyer's own row. */
  { BANK, { 30, 18 }, "a", "South can only buy holes of North’s row (A–F), not a" },
  { BANK, { 32, 16 }, "Af", "South can only buy holes of North’s row (A–F), not f" },
  { BANK, { 18, 30 }, "A", "North can only buy holes of South’s row (a–f), not A" },
  { BANK, { 16, 32 }, "bF", "North can only buy holes of South’s row (a–f), not F" },
  { ROUND, { 22, 26 }, "F", "North can only buy holes of South’s row (a–f), not F" },
  /* The same hole twice. */
  { BANK, { 32, 16 }, "CC", "hole C is bought twice" },
  { BANK, { 42, 6 }, "ABCA", "hole A is bought twice" },
  { BANK, { 16, 32 }, "dd", "hole d is bought twice" },
  { ROUND, { 6, 42 }, "abcda", "hole a is bought twice" },
  /* An index that names no hole ('?' = 12, '~' = 255). */
  { BANK, { 30, 18 }, "?", "there is no hole number 12 to buy" },
  { BANK, { 18, 30 }, "~", "there is no hole number 255 to buy" },
  /* Purchases when no one may buy. */
  { BANK, { 24, 24 }, "A", "no hole can be bought in this rebuild" },
  { BANK, { 26, 22 }, "A", "no hole can be bought in this rebuild" },
  { BANK, { 22, 26 }, "ab", "no hole can be bought in this rebuild" },
  { ROUND, { 24, 24 }, "a", "no hole can be bought in this rebuild" },
  { ROUND, { 25, 23 }, "AB", "no hole can be bought in this rebuild" },
  /* Wealth that does not add up to 48, whatever the purchase. */
  { BANK, { 30, 17 }, NULL, "the players’ wealth adds up to 47, not 48" },
  { BANK, { 30, 19 }, NULL, "the players’ wealth adds up to 49, not 48" },
  { ROUND, { 0, 0 }, NULL, "the players’ wealth adds up to 0, not 48" },
  { BANK, { 48, 48 }, "A", "the players’ wealth adds up to 96, not 48" },
};

static void
test_match_purchase_errors (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (purchase_error_cases); i++)
    {
      const PurchaseErrorCase *c = &purchase_error_cases[i];
      g_autoptr(GError) error = NULL;
      AkRules rules;
      AkPosition pos;
      AkPosition before;
      guint8 buys[AK_N_HOLES];
      guint n_buys = 0;

      g_test_message ("purchase error %u: %s %u-%u buys “%s”", i,
                      remainder_name (c->remainder), c->wealth[0], c->wealth[1],
                      c->purchases ? c->purchases : "(automatic)");

      init_rules (&rules, c->remainder);
      if (c->purchases != NULL)
        n_buys = holes_from_letters (c->purchases, buys);

      /* On error the output is left alone. */
      g_assert_true (ak_position_parse (&pos, "0,2,0,3,0,1/0,0,2,0,0,0 N 24-16", NULL));
      before = pos;

      g_assert_false (ak_match_rebuild (&rules, c->wealth,
                                        c->purchases != NULL ? buys : NULL, n_buys,
                                        AK_SOUTH, &pos, &error));
      g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE);
      g_assert_cmpstr (error->message, ==, c->message);
      g_assert_cmpmem (&pos, sizeof pos, &before, sizeof before);

      g_assert_false (ak_match_rebuild (&rules, c->wealth,
                                        c->purchases != NULL ? buys : NULL, n_buys,
                                        AK_SOUTH, &pos, NULL));
    }
}

/* ------------------------------------------------------------------------ */

typedef struct
{
  AkNextStarter  rule;
  AkSide         last;
  guint          result[2];
  AkSide         expected;
} StarterCase;

static const StarterCase starter_cases[] = {
  /* alternate ignores the result. */
  { AK_NEXT_STARTER_ALTERNATE, AK_SOUTH, { 30, 18 }, AK_NORTH },
  { AK_NEXT_STARTER_ALTERNATE, AK_NORTH, { 30, 18 }, AK_SOUTH },
  { AK_NEXT_STARTER_ALTERNATE, AK_SOUTH, { 18, 30 }, AK_NORTH },
  { AK_NEXT_STARTER_ALTERNATE, AK_NORTH, { 18, 30 }, AK_SOUTH },
  { AK_NEXT_STARTER_ALTERNATE, AK_SOUTH, { 24, 24 }, AK_NORTH },
  { AK_NEXT_STARTER_ALTERNATE, AK_NORTH, { 24, 24 }, AK_SOUTH },
  /* loser: North lost 30-18, South lost 18-30. */
  { AK_NEXT_STARTER_LOSER, AK_SOUTH, { 30, 18 }, AK_NORTH },
  { AK_NEXT_STARTER_LOSER, AK_NORTH, { 30, 18 }, AK_NORTH },
  { AK_NEXT_STARTER_LOSER, AK_SOUTH, { 18, 30 }, AK_SOUTH },
  { AK_NEXT_STARTER_LOSER, AK_NORTH, { 18, 30 }, AK_SOUTH },
  { AK_NEXT_STARTER_LOSER, AK_NORTH, { 25, 23 }, AK_NORTH },
  /* winner */
  { AK_NEXT_STARTER_WINNER, AK_SOUTH, { 30, 18 }, AK_SOUTH },
  { AK_NEXT_STARTER_WINNER, AK_NORTH, { 30, 18 }, AK_SOUTH },
  { AK_NEXT_STARTER_WINNER, AK_SOUTH, { 18, 30 }, AK_NORTH },
  { AK_NEXT_STARTER_WINNER, AK_NORTH, { 18, 30 }, AK_NORTH },
  { AK_NEXT_STARTER_WINNER, AK_SOUTH, { 23, 25 }, AK_NORTH },
  /* A drawn game falls back to alternating. */
  { AK_NEXT_STARTER_LOSER, AK_SOUTH, { 24, 24 }, AK_NORTH },
  { AK_NEXT_STARTER_LOSER, AK_NORTH, { 24, 24 }, AK_SOUTH },
  { AK_NEXT_STARTER_WINNER, AK_SOUTH, { 24, 24 }, AK_NORTH },
  { AK_NEXT_STARTER_WINNER, AK_NORTH, { 24, 24 }, AK_SOUTH },
  /* A draw after banks: 22-22 with 4 seeds banked is still a draw. */
  { AK_NEXT_STARTER_WINNER, AK_NORTH, { 22, 22 }, AK_SOUTH },
};

static void
test_match_next_starter (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (starter_cases); i++)
    {
      const StarterCase *c = &starter_cases[i];
      AkRules rules;

      ak_rules_init (&rules);
      rules.next_starter = c->rule;
      g_test_message ("starter %u", i);
      g_assert_cmpint (ak_match_next_starter (&rules, c->last, c->result), ==, c->expected);
    }
}

/* ------------------------------------------------------------------------ */

typedef struct
{
  const char   *rules;
  guint         games_played;
  guint         wealth[2];
  AkMatchState  state;
  int           winner;      /* when over */
} EndCase;

static const EndCase end_cases[] = {
  /* match-end=ruin (default), remainder=bank */
  { "", 1, { 45, 3 }, AK_MATCH_OVER, AK_SOUTH },
  { "", 1, { 3, 45 }, AK_MATCH_OVER, AK_NORTH },
  { "", 3, { 2, 46 }, AK_MATCH_OVER, AK_NORTH },
  { "", 1, { 48, 0 }, AK_MATCH_OVER, AK_SOUTH },
  { "", 1, { 30, 18 }, AK_MATCH_GOING_ON, 0 },
  { "", 7, { 24, 24 }, AK_MATCH_GOING_ON, 0 },
  { "", 1, { 4, 44 }, AK_MATCH_GOING_ON, 0 },
  { "", 1, { 44, 4 }, AK_MATCH_GOING_ON, 0 },
  /* remainder=round: 3 seeds still make one hole. */
  { "remainder=round", 1, { 45, 3 }, AK_MATCH_GOING_ON, 0 },
  { "remainder=round", 1, { 3, 45 }, AK_MATCH_GOING_ON, 0 },
  { "remainder=round", 1, { 2, 46 }, AK_MATCH_OVER, AK_NORTH },
  { "remainder=round", 1, { 46, 2 }, AK_MATCH_OVER, AK_SOUTH },
  /* games:N: over exactly when N games have been played. */
  { "match-end=games:3", 2, { 30, 18 }, AK_MATCH_GOING_ON, 0 },
  { "match-end=games:3", 3, { 30, 18 }, AK_MATCH_OVER, AK_SOUTH },
  { "match-end=games:3", 4, { 30, 18 }, AK_MATCH_OVER, AK_SOUTH },
  { "match-end=games:3", 3, { 18, 30 }, AK_MATCH_OVER, AK_NORTH },
  { "match-end=games:1", 0, { 24, 24 }, AK_MATCH_GOING_ON, 0 },
  { "match-end=games:1", 1, { 24, 24 }, AK_MATCH_OVER, NONE },
  { "match-end=games:1 remainder=round", 1, { 24, 24 }, AK_MATCH_OVER, NONE },
  /* Equal holes (6-6): more wealth wins. */
  { "match-end=games:1", 1, { 26, 22 }, AK_MATCH_OVER, AK_SOUTH },
  { "match-end=games:1", 1, { 22, 26 }, AK_MATCH_OVER, AK_NORTH },
  { "match-end=games:2", 2, { 25, 23 }, AK_MATCH_OVER, AK_SOUTH },
  { "match-end=games:1 remainder=round", 1, { 25, 23 }, AK_MATCH_OVER, AK_SOUTH },
  { "match-end=games:1 remainder=round", 1, { 23, 25 }, AK_MATCH_OVER, AK_NORTH },
  /* More holes wins. */
  { "match-end=games:1 remainder=round", 1, { 26, 22 }, AK_MATCH_OVER, AK_SOUTH },
  { "match-end=games:5", 5, { 7, 41 }, AK_MATCH_OVER, AK_NORTH },
  /* Ruin ends the match whatever match-end says. */
  { "match-end=games:10", 1, { 45, 3 }, AK_MATCH_OVER, AK_SOUTH },
  { "match-end=games:10 remainder=round", 1, { 2, 46 }, AK_MATCH_OVER, AK_NORTH },
  { "match-end=holes:12", 1, { 3, 45 }, AK_MATCH_OVER, AK_NORTH },
  /* holes:N: over when a player owns at least N holes after the rebuild. */
  { "match-end=holes:8", 1, { 32, 16 }, AK_MATCH_OVER, AK_SOUTH },
  { "match-end=holes:8", 1, { 30, 18 }, AK_MATCH_GOING_ON, 0 },
  { "match-end=holes:7", 1, { 30, 18 }, AK_MATCH_OVER, AK_SOUTH },
  { "match-end=holes:8", 1, { 16, 32 }, AK_MATCH_OVER, AK_NORTH },
  { "match-end=holes:7", 1, { 28, 20 }, AK_MATCH_OVER, AK_SOUTH },
  { "match-end=holes:7", 1, { 27, 21 }, AK_MATCH_GOING_ON, 0 },
  { "match-end=holes:7", 1, { 26, 22 }, AK_MATCH_GOING_ON, 0 },
  { "match-end=holes:7 remainder=round", 1, { 26, 22 }, AK_MATCH_OVER, AK_SOUTH },
  { "match-end=holes:8 remainder=round", 1, { 30, 18 }, AK_MATCH_OVER, AK_SOUTH },
  { "match-end=holes:8 remainder=round", 1, { 18, 30 }, AK_MATCH_OVER, AK_NORTH },
  { "match-end=holes:12 remainder=round", 1, { 45, 3 }, AK_MATCH_GOING_ON, 0 },
  { "match-end=holes:12", 1, { 44, 4 }, AK_MATCH_GOING_ON, 0 },
  { "match-end=holes:11", 1, { 44, 4 }, AK_MATCH_OVER, AK_SOUTH },
};

static void
test_match_check_end (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (end_cases); i++)
    {
      const EndCase *c = &end_cases[i];
      AkRules rules;
      int winner = 42;

      g_test_message ("end %u: “%s” after %u games, %u-%u", i, c->rules,
                      c->games_played, c->wealth[0], c->wealth[1]);

      g_assert_true (ak_rules_parse (&rules, c->rules, NULL));
      g_assert_cmpint (ak_match_check_end (&rules, c->games_played, c->wealth, &winner),
                       ==, c->state);
      if (c->state == AK_MATCH_OVER)
        g_assert_cmpint (winner, ==, c->winner);
      else
        g_assert_cmpint (winner, ==, 42);  /* set only when over */

      /* @winner is optional. */
      g_assert_cmpint (ak_match_check_end (&rules, c->games_played, c->wealth, NULL),
                       ==, c->state);
    }
}

/* ------------------------------------------------------------------------ */

typedef struct
{
  const char *final;
  guint       wealth[2];
} WealthCase;

static const WealthCase wealth_cases[] = {
  { "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0", { 24, 24 } },
  /* Stores plus the seeds left in the holes each owns. */
  { "0,2,0,3,0,1/0,0,2,0,0,0 S 24-16", { 30, 18 } },
  /* A bought hole's seeds go to its owner; banks are added. */
  { "1,0,2,0,0,0/3s,0,0,2,0,0 N 17-19 2-2", { 25, 23 } },
  { "3n,0,0,0,0,0/0,0,0,0,0,5s S 20-20", { 25, 23 } },
  { "0n,0n,0n,0n,2,0/0,0,0,2,2,2 N 0-36 1-3", { 3, 45 } },
  { "0,0,0,0,0,0/0,0,0,0,0,0 N 20-20 4-4", { 24, 24 } },
  { "0,0,0,0,0,0/0,0,0,0,0,0 S 45-0 0-3", { 45, 3 } },
};

static void
test_match_wealth (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (wealth_cases); i++)
    {
      const WealthCase *c = &wealth_cases[i];
      g_autoptr(GError) error = NULL;
      AkPosition pos;
      guint wealth[2] = { 99, 99 };

      g_assert_true (ak_position_parse (&pos, c->final, &error));
      g_assert_no_error (error);
      ak_match_wealth (&pos, wealth);
      g_assert_cmpuint (wealth[AK_SOUTH], ==, c->wealth[AK_SOUTH]);
      g_assert_cmpuint (wealth[AK_NORTH], ==, c->wealth[AK_NORTH]);
      g_assert_cmpuint (wealth[AK_SOUTH] + wealth[AK_NORTH], ==, 48);
    }
}

/* ------------------------------------------------------------------------ */

/* A whole match, by hand: each game's final position is made up (a real
 * game would get there by play), its wealth is rebuilt, and the banks of
 * each rebuild count in the next game's wealth. */
typedef struct
{
  const char   *final;          /* the game's last position */
  guint         result[2];      /* the division, banks not included */
  guint         wealth[2];      /* result + banks */
  AkSide        next_starter;
  const char   *rebuilt;        /* the next game's first position */
  AkMatchState  state;
  int           winner;
} MatchStep;

static const MatchStep match_steps[] = {
  /* Game 1 from the start, South first: 24 + 6 and 16 + 2. */
  { "0,2,0,3,0,1/0,0,2,0,0,0 S 24-16", { 30, 18 }, { 30, 18 }, AK_NORTH,
    "4,4,4,4,4,4/4s,4,4,4,4,0 N 0-0 2-2", AK_MATCH_GOING_ON, 0 },
  /* Game 2: South's bought A holds 3; 17 + 3 + 3 + bank 2, 19 + 2 + bank 2. */
  { "1,0,2,0,0,0/3s,0,0,2,0,0 N 17-19 2-2", { 23, 21 }, { 25, 23 }, AK_SOUTH,
    "4,4,4,4,4,4/4,4,4,4,4,0 S 0-0 1-3", AK_MATCH_GOING_ON, 0 },
  /* Game 3: 4 + bank 1, 32 + 8 + bank 3; North buys a..d, South fills e. */
  { "0,0,0,0,0,0/2,2,2,2,0,0 S 4-32 1-3", { 4, 40 }, { 5, 43 }, AK_NORTH,
    "4n,4n,4n,4n,4,0/4,4,4,4,4,4 N 0-0 1-3", AK_MATCH_GOING_ON, 0 },
  /* Game 4: South has 2 in e plus bank 1 = 3: ruined, North wins. */
  { "0n,0n,0n,0n,2,0/0,0,0,2,2,2 N 0-36 1-3", { 2, 42 }, { 3, 45 }, AK_SOUTH,
    NULL, AK_MATCH_OVER, AK_NORTH },
};

static void
test_match_continuation (void)
{
  AkRules rules;
  AkPosition current;
  AkSide starter = AK_SOUTH;

  ak_rules_init (&rules);
  ak_position_init_start (&current, starter);
  assert_total_48 (&current);

  for (guint i = 0; i < G_N_ELEMENTS (match_steps); i++)
    {
      const MatchStep *s = &match_steps[i];
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      AkPosition final;
      AkPosition next;
      guint result[2];
      guint wealth[2];
      int winner = 42;

      g_test_message ("game %u", i + 1);

      g_assert_true (ak_position_parse (&final, s->final, &error));
      g_assert_no_error (error);
      assert_total_48 (&final);

      /* The made-up final position keeps the owners and banks of the
       * game's first position. */
      g_assert_cmphex (final.owners, ==, current.owners);
      g_assert_cmpuint (final.banks[AK_SOUTH], ==, current.banks[AK_SOUTH]);
      g_assert_cmpuint (final.banks[AK_NORTH], ==, current.banks[AK_NORTH]);

      ak_position_division (&final, result);
      g_assert_cmpuint (result[AK_SOUTH], ==, s->result[AK_SOUTH]);
      g_assert_cmpuint (result[AK_NORTH], ==, s->result[AK_NORTH]);
      g_assert_cmpuint (result[AK_SOUTH] + result[AK_NORTH] +
                        final.banks[AK_SOUTH] + final.banks[AK_NORTH], ==, 48);

      ak_match_wealth (&final, wealth);
      g_assert_cmpuint (wealth[AK_SOUTH], ==, s->wealth[AK_SOUTH]);
      g_assert_cmpuint (wealth[AK_NORTH], ==, s->wealth[AK_NORTH]);
      g_assert_cmpuint (wealth[AK_SOUTH] + wealth[AK_NORTH], ==, 48);

      starter = ak_match_next_starter (&rules, starter, result);
      g_assert_cmpint (starter, ==, s->next_starter);

      g_assert_cmpint (ak_match_check_end (&rules, i + 1, wealth, &winner), ==, s->state);
      if (s->state == AK_MATCH_OVER)
        {
          /* The match is over: there is no next game to build. */
          g_assert_cmpint (winner, ==, s->winner);
          g_assert_false (ak_match_rebuild (&rules, wealth, NULL, 0, starter, &next, &error));
          g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_OVER);
          break;
        }

      g_assert_true (ak_match_rebuild (&rules, wealth, NULL, 0, starter, &next, &error));
      g_assert_no_error (error);
      text = ak_position_to_string (&next);
      g_assert_cmpstr (text, ==, s->rebuilt);
      assert_total_48 (&next);

      current = next;
    }
}

/* While the buyer chooses, the board shows the holes bought so far, the
 * seeds of the rest in its bank; once all are chosen it is the rebuild. */
static void
test_match_rebuild_partial (void)
{
  AkRules rules;
  const guint wealth[2] = { 34, 14 };   /* South may buy two of North's holes */
  AkRebuildPlan plan;
  AkPosition partial;
  AkPosition full;
  g_autoptr(GError) error = NULL;
  const guint8 buys[] = { 9, 7 };

  ak_rules_init (&rules);
  ak_match_plan (&rules, wealth, &plan);
  g_assert_cmpint (plan.buyer, ==, AK_SOUTH);
  g_assert_cmpuint (plan.n_purchases, ==, 2);

  /* Nothing bought yet: North fills its holes from A, South's eight
   * seeds for two holes wait in its bank. */
  g_assert_true (ak_match_rebuild_partial (&rules, wealth, NULL, 0, AK_SOUTH, &partial, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ak_position_total (&partial), ==, AK_N_SEEDS);
  g_assert_cmpuint (partial.banks[AK_SOUTH], ==, plan.banks[AK_SOUTH] + 8);
  g_assert_cmpuint (ak_position_holes_owned (&partial, AK_SOUTH), ==, 6);

  /* One bought: D is South's, with four seeds; four wait in the bank. */
  g_assert_true (ak_match_rebuild_partial (&rules, wealth, buys, 1, AK_SOUTH, &partial, &error));
  g_assert_cmpint (ak_position_owner (&partial, 9), ==, AK_SOUTH);
  g_assert_cmpuint (partial.holes[9], ==, 4);
  g_assert_cmpuint (partial.banks[AK_SOUTH], ==, plan.banks[AK_SOUTH] + 4);
  g_assert_cmpuint (ak_position_total (&partial), ==, AK_N_SEEDS);

  /* Both: the same board as the rebuild itself. */
  g_assert_true (ak_match_rebuild_partial (&rules, wealth, buys, 2, AK_SOUTH, &partial, &error));
  g_assert_true (ak_match_rebuild (&rules, wealth, buys, 2, AK_SOUTH, &full, &error));
  g_assert_true (ak_position_equal (&partial, &full));

  /* Too many, the buyer's own row, twice the same hole: refused, and
   * the board given is left alone. */
  g_assert_false (ak_match_rebuild_partial (&rules, wealth, (const guint8[]) { 6, 7, 8 }, 3,
                                            AK_SOUTH, &partial, &error));
  g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE);
  g_assert_cmpstr (error->message, ==, "South may buy only 2 holes, not 3");
  g_clear_error (&error);
  g_assert_true (ak_position_equal (&partial, &full));
  g_assert_false (ak_match_rebuild_partial (&rules, wealth, (const guint8[]) { 2 }, 1,
                                            AK_SOUTH, &partial, &error));
  g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE);
  g_clear_error (&error);
  g_assert_false (ak_match_rebuild_partial (&rules, wealth, (const guint8[]) { 8, 8 }, 2,
                                            AK_SOUTH, &partial, &error));
  g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE);
  g_clear_error (&error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/engine/match-rules/plan", test_match_plan);
  g_test_add_func ("/ak/engine/match-rules/auto-purchases", test_match_auto_purchases);
  g_test_add_func ("/ak/engine/match-rules/rebuild-auto", test_match_rebuild_auto);
  g_test_add_func ("/ak/engine/match-rules/rebuild-chosen", test_match_rebuild_chosen);
  g_test_add_func ("/ak/engine/match-rules/purchase-errors", test_match_purchase_errors);
  g_test_add_func ("/ak/engine/match-rules/next-starter", test_match_next_starter);
  g_test_add_func ("/ak/engine/match-rules/check-end", test_match_check_end);
  g_test_add_func ("/ak/engine/match-rules/wealth", test_match_wealth);
  g_test_add_func ("/ak/engine/match-rules/continuation", test_match_continuation);
  g_test_add_func ("/ak/engine/match-rules/rebuild-partial", test_match_rebuild_partial);

  return g_test_run ();
}
