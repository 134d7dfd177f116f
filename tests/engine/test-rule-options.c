/* test-rule-options.c — rule options (RULES.md §6): defaults, parsing, formatting
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * G_LOG_DOMAIN comes from tests/engine/meson.build.
 */

#include "config.h"

#include <string.h>

#include "ak-error.h"
#include "ak-rules.h"
#include "ak-types.h"

/* The defaults of RULES.md §6, written out field by field. */
#define DEFAULT_RULES \
  { AK_VARIANT_ADJI_KUI_2, FALSE, 3, 200, AK_REMAINDER_BANK, \
    AK_NEXT_STARTER_ALTERNATE, AK_MATCH_END_RUIN, 0, AK_SOUTH }

#define ALL_DEFAULT_KEYS \
  "variant=adji-kui-2 skip-origin=no repetition=3 no-capture-limit=200 " \
  "remainder=bank next-starter=alternate match-end=ruin first=south"

static void
assert_rules_fields (const AkRules *rules,
                     const AkRules *expected)
{
  g_assert_cmpint (rules->variant, ==, expected->variant);
  g_assert_cmpint (rules->skip_origin, ==, expected->skip_origin);
  g_assert_cmpuint (rules->repetition, ==, expected->repetition);
  g_assert_cmpuint (rules->no_capture_limit, ==, expected->no_capture_limit);
  g_assert_cmpint (rules->remainder, ==, expected->remainder);
  g_assert_cmpint (rules->next_starter, ==, expected->next_starter);
  g_assert_cmpint (rules->match_end, ==, expected->match_end);
  g_assert_cmpuint (rules->match_end_n, ==, expected->match_end_n);
  g_assert_cmpint (rules->first, ==, expected->first);
  g_assert_true (ak_rules_equal (rules, expected));
}

static void
test_rules_defaults (void)
{
  static const AkRules expected = DEFAULT_RULES;
  AkRules rules;
  g_autofree char *text = NULL;

  /* Garbage first, so that init must set every field. */
  memset (&rules, 0xa5, sizeof rules);
  ak_rules_init (&rules);

  g_assert_cmpint (rules.variant, ==, AK_VARIANT_ADJI_KUI_2);
  g_assert_false (rules.skip_origin);
  g_assert_cmpuint (rules.repetition, ==, 3);
  g_assert_cmpuint (rules.no_capture_limit, ==, 200);
  g_assert_cmpint (rules.remainder, ==, AK_REMAINDER_BANK);
  g_assert_cmpint (rules.next_starter, ==, AK_NEXT_STARTER_ALTERNATE);
  g_assert_cmpint (rules.match_end, ==, AK_MATCH_END_RUIN);
  g_assert_cmpint (rules.first, ==, AK_SOUTH);
  assert_rules_fields (&rules, &expected);

  text = ak_rules_to_string (&rules, AK_RULES_FORMAT_DEFAULT);
  g_assert_cmpstr (text, ==, "");

  g_assert_cmpstr (ak_variant_to_string (AK_VARIANT_ADJI_KUI_1), ==, "adji-kui-1");
  g_assert_cmpstr (ak_variant_to_string (AK_VARIANT_ADJI_KUI_2), ==, "adji-kui-2");
}

/* ------------------------------------------------------------------------ */

typedef struct
{
  const char *text;
  AkRules     expected;
} ParseCase;

static const ParseCase parse_cases[] = {
  { "", DEFAULT_RULES },
  { "   \t \t  ", DEFAULT_RULES },
  { "skip-origin=yes repetition=0 no-capture-limit=50 remainder=round "
    "next-starter=loser match-end=games:5 first=north",
    { AK_VARIANT_ADJI_KUI_2, TRUE, 0, 50, AK_REMAINDER_ROUND,
      AK_NEXT_STARTER_LOSER, AK_MATCH_END_GAMES, 5, AK_NORTH } },
  { "match-end=holes:9",
    { AK_VARIANT_ADJI_KUI_2, FALSE, 3, 200, AK_REMAINDER_BANK,
      AK_NEXT_STARTER_ALTERNATE, AK_MATCH_END_HOLES, 9, AK_SOUTH } },
  { "variant=adji-kui-1",
    { AK_VARIANT_ADJI_KUI_1, FALSE, 3, 200, AK_REMAINDER_BANK,
      AK_NEXT_STARTER_ALTERNATE, AK_MATCH_END_RUIN, 0, AK_SOUTH } },
  { "variant=adji-kui-2", DEFAULT_RULES },
  /* Tabs, runs of spaces and newlines separate pairs. */
  { "\tskip-origin=no  \t repetition=2\t\tnext-starter=winner ",
    { AK_VARIANT_ADJI_KUI_2, FALSE, 2, 200, AK_REMAINDER_BANK,
      AK_NEXT_STARTER_WINNER, AK_MATCH_END_RUIN, 0, AK_SOUTH } },
  { "first=north\nremainder=round\n",
    { AK_VARIANT_ADJI_KUI_2, FALSE, 3, 200, AK_REMAINDER_ROUND,
      AK_NEXT_STARTER_ALTERNATE, AK_MATCH_END_RUIN, 0, AK_NORTH } },
  /* Every key at its default, written out. */
  { ALL_DEFAULT_KEYS, DEFAULT_RULES },
  /* Any order. */
  { "first=north variant=adji-kui-1 next-starter=alternate skip-origin=yes",
    { AK_VARIANT_ADJI_KUI_1, TRUE, 3, 200, AK_REMAINDER_BANK,
      AK_NEXT_STARTER_ALTERNATE, AK_MATCH_END_RUIN, 0, AK_NORTH } },
  /* The limits of the numbers. */
  { "repetition=100 no-capture-limit=100000 match-end=games:10000",
    { AK_VARIANT_ADJI_KUI_2, FALSE, 100, 100000, AK_REMAINDER_BANK,
      AK_NEXT_STARTER_ALTERNATE, AK_MATCH_END_GAMES, 10000, AK_SOUTH } },
  { "repetition=2 no-capture-limit=0 match-end=games:1",
    { AK_VARIANT_ADJI_KUI_2, FALSE, 2, 0, AK_REMAINDER_BANK,
      AK_NEXT_STARTER_ALTERNATE, AK_MATCH_END_GAMES, 1, AK_SOUTH } },
  { "match-end=holes:7",
    { AK_VARIANT_ADJI_KUI_2, FALSE, 3, 200, AK_REMAINDER_BANK,
      AK_NEXT_STARTER_ALTERNATE, AK_MATCH_END_HOLES, 7, AK_SOUTH } },
  { "match-end=holes:12 next-starter=loser",
    { AK_VARIANT_ADJI_KUI_2, FALSE, 3, 200, AK_REMAINDER_BANK,
      AK_NEXT_STARTER_LOSER, AK_MATCH_END_HOLES, 12, AK_SOUTH } },
  { "match-end=ruin remainder=bank first=south", DEFAULT_RULES },
  /* Leading zeros are plain decimals. */
  { "repetition=03 no-capture-limit=0050 match-end=games:007",
    { AK_VARIANT_ADJI_KUI_2, FALSE, 3, 50, AK_REMAINDER_BANK,
      AK_NEXT_STARTER_ALTERNATE, AK_MATCH_END_GAMES, 7, AK_SOUTH } },
};

static void
test_rules_parse (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (parse_cases); i++)
    {
      const ParseCase *c = &parse_cases[i];
      g_autoptr(GError) error = NULL;
      g_autofree char *escaped = g_strescape (c->text, NULL);
      AkRules rules;

      /* Escaped: a raw newline would break the TAP output. */
      g_test_message ("rules %u: “%s”", i, escaped);

      /* Start from non-defaults: missing keys must take their defaults,
       * not keep what was there. */
      ak_rules_init (&rules);
      rules.variant = AK_VARIANT_ADJI_KUI_1;
      rules.repetition = 7;
      rules.first = AK_NORTH;
      rules.match_end = AK_MATCH_END_HOLES;
      rules.match_end_n = 10;

      g_assert_true (ak_rules_parse (&rules, c->text, &error));
      g_assert_no_error (error);
      assert_rules_fields (&rules, &c->expected);
    }
}

/* ------------------------------------------------------------------------ */

typedef struct
{
  const char    *text;
  AkRulesFormat  flags;
  const char    *expected;
} FormatCase;

static const FormatCase format_cases[] = {
  { "", AK_RULES_FORMAT_DEFAULT, "" },
  { "", AK_RULES_FORMAT_INCLUDE_VARIANT, "" },
  { "", AK_RULES_FORMAT_ALL_KEYS, ALL_DEFAULT_KEYS },
  { "", AK_RULES_FORMAT_ALL_KEYS | AK_RULES_FORMAT_INCLUDE_VARIANT, ALL_DEFAULT_KEYS },
  /* Explicit defaults are not written. */
  { ALL_DEFAULT_KEYS, AK_RULES_FORMAT_DEFAULT, "" },
  { ALL_DEFAULT_KEYS, AK_RULES_FORMAT_INCLUDE_VARIANT, "" },
  /* The variant is written only when asked for and not default. */
  { "variant=adji-kui-1", AK_RULES_FORMAT_DEFAULT, "" },
  { "variant=adji-kui-1", AK_RULES_FORMAT_INCLUDE_VARIANT, "variant=adji-kui-1" },
  { "variant=adji-kui-1 first=north", AK_RULES_FORMAT_DEFAULT, "first=north" },
  { "first=north variant=adji-kui-1", AK_RULES_FORMAT_INCLUDE_VARIANT,
    "variant=adji-kui-1 first=north" },
  /* Every other key, alone. */
  { "skip-origin=yes", AK_RULES_FORMAT_DEFAULT, "skip-origin=yes" },
  { "repetition=0", AK_RULES_FORMAT_DEFAULT, "repetition=0" },
  { "repetition=2", AK_RULES_FORMAT_DEFAULT, "repetition=2" },
  { "no-capture-limit=0", AK_RULES_FORMAT_DEFAULT, "no-capture-limit=0" },
  { "no-capture-limit=100000", AK_RULES_FORMAT_DEFAULT, "no-capture-limit=100000" },
  { "remainder=round", AK_RULES_FORMAT_DEFAULT, "remainder=round" },
  { "next-starter=loser", AK_RULES_FORMAT_DEFAULT, "next-starter=loser" },
  { "next-starter=winner", AK_RULES_FORMAT_DEFAULT, "next-starter=winner" },
  { "match-end=games:5", AK_RULES_FORMAT_DEFAULT, "match-end=games:5" },
  { "match-end=holes:9", AK_RULES_FORMAT_DEFAULT, "match-end=holes:9" },
  { "first=north", AK_RULES_FORMAT_DEFAULT, "first=north" },
  /* Non-default keys in the order of RULES.md §6, whatever the input order. */
  { "first=north match-end=games:5 next-starter=loser remainder=round "
    "no-capture-limit=50 repetition=0 skip-origin=yes",
    AK_RULES_FORMAT_DEFAULT,
    "skip-origin=yes repetition=0 no-capture-limit=50 remainder=round "
    "next-starter=loser match-end=games:5 first=north" },
  { "match-end=holes:9 repetition=2", AK_RULES_FORMAT_DEFAULT,
    "repetition=2 match-end=holes:9" },
  /* Leading zeros are dropped; an explicit default is not written. */
  { "first=north repetition=05 variant=adji-kui-1 remainder=round no-capture-limit=0200",
    AK_RULES_FORMAT_INCLUDE_VARIANT,
    "variant=adji-kui-1 repetition=5 remainder=round first=north" },
  /* All keys, defaults or not. */
  { "variant=adji-kui-1 skip-origin=yes remainder=round next-starter=winner "
    "match-end=holes:12 first=north",
    AK_RULES_FORMAT_ALL_KEYS,
    "variant=adji-kui-1 skip-origin=yes repetition=3 no-capture-limit=200 "
    "remainder=round next-starter=winner match-end=holes:12 first=north" },
  { "match-end=games:1 repetition=0 no-capture-limit=0",
    AK_RULES_FORMAT_ALL_KEYS,
    "variant=adji-kui-2 skip-origin=no repetition=0 no-capture-limit=0 "
    "remainder=bank next-starter=alternate match-end=games:1 first=south" },
};

static void
test_rules_to_string (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (format_cases); i++)
    {
      const FormatCase *c = &format_cases[i];
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      AkRules rules;

      g_test_message ("format %u: “%s” flags %d", i, c->text, (int) c->flags);

      g_assert_true (ak_rules_parse (&rules, c->text, &error));
      g_assert_no_error (error);
      text = ak_rules_to_string (&rules, c->flags);
      g_assert_cmpstr (text, ==, c->expected);
    }
}

/* ------------------------------------------------------------------------ */

/* Rule sets built field by field, not through the parser. */
static const AkRules round_trip_rules[] = {
  DEFAULT_RULES,
  { AK_VARIANT_ADJI_KUI_1, FALSE, 3, 200, AK_REMAINDER_BANK,
    AK_NEXT_STARTER_ALTERNATE, AK_MATCH_END_RUIN, 0, AK_SOUTH },
  { AK_VARIANT_ADJI_KUI_2, TRUE, 0, 0, AK_REMAINDER_ROUND,
    AK_NEXT_STARTER_LOSER, AK_MATCH_END_GAMES, 5, AK_NORTH },
  { AK_VARIANT_ADJI_KUI_1, TRUE, 100, 100000, AK_REMAINDER_ROUND,
    AK_NEXT_STARTER_WINNER, AK_MATCH_END_HOLES, 12, AK_NORTH },
  { AK_VARIANT_ADJI_KUI_2, FALSE, 2, 1, AK_REMAINDER_BANK,
    AK_NEXT_STARTER_WINNER, AK_MATCH_END_HOLES, 7, AK_SOUTH },
  { AK_VARIANT_ADJI_KUI_1, FALSE, 4, 200, AK_REMAINDER_BANK,
    AK_NEXT_STARTER_ALTERNATE, AK_MATCH_END_GAMES, 1, AK_SOUTH },
  { AK_VARIANT_ADJI_KUI_2, FALSE, 3, 200, AK_REMAINDER_BANK,
    AK_NEXT_STARTER_ALTERNATE, AK_MATCH_END_GAMES, 10000, AK_SOUTH },
  { AK_VARIANT_ADJI_KUI_2, FALSE, 3, 200, AK_REMAINDER_BANK,
    AK_NEXT_STARTER_LOSER, AK_MATCH_END_RUIN, 0, AK_NORTH },
};

static void
test_rules_round_trip (void)
{
  static const AkRulesFormat flags[] = {
    AK_RULES_FORMAT_DEFAULT,
    AK_RULES_FORMAT_INCLUDE_VARIANT,
    AK_RULES_FORMAT_ALL_KEYS,
    AK_RULES_FORMAT_ALL_KEYS | AK_RULES_FORMAT_INCLUDE_VARIANT,
  };

  for (guint i = 0; i < G_N_ELEMENTS (round_trip_rules); i++)
    for (guint f = 0; f < G_N_ELEMENTS (flags); f++)
      {
        const AkRules *r = &round_trip_rules[i];
        g_autoptr(GError) error = NULL;
        g_autofree char *text = NULL;
        g_autofree char *again = NULL;
        AkRules parsed;

        text = ak_rules_to_string (r, flags[f]);
        g_test_message ("round trip %u flags %d: “%s”", i, (int) flags[f], text);

        g_assert_true (ak_rules_parse (&parsed, text, &error));
        g_assert_no_error (error);

        /* Without INCLUDE_VARIANT or ALL_KEYS the variant is not written
         * (files keep it in a tag of its own), so it comes back default. */
        if (flags[f] == AK_RULES_FORMAT_DEFAULT)
          {
            g_assert_cmpint (parsed.variant, ==, AK_VARIANT_ADJI_KUI_2);
            parsed.variant = r->variant;
          }
        assert_rules_fields (&parsed, r);

        again = ak_rules_to_string (&parsed, flags[f]);
        g_assert_cmpstr (again, ==, text);
      }
}

static void
test_rules_equal (void)
{
  AkRules a;
  AkRules b;

  ak_rules_init (&a);
  ak_rules_init (&b);
  g_assert_true (ak_rules_equal (&a, &b));

#define CHECK_FIELD(field, value) \
  G_STMT_START { \
    b = a; \
    b.field = value; \
    g_assert_false (ak_rules_equal (&a, &b)); \
    g_assert_false (ak_rules_equal (&b, &a)); \
  } G_STMT_END

  CHECK_FIELD (variant, AK_VARIANT_ADJI_KUI_1);
  CHECK_FIELD (skip_origin, TRUE);
  CHECK_FIELD (repetition, 0);
  CHECK_FIELD (no_capture_limit, 201);
  CHECK_FIELD (remainder, AK_REMAINDER_ROUND);
  CHECK_FIELD (next_starter, AK_NEXT_STARTER_WINNER);
  CHECK_FIELD (match_end, AK_MATCH_END_GAMES);
  CHECK_FIELD (match_end_n, 5);
  CHECK_FIELD (first, AK_NORTH);

#undef CHECK_FIELD

  /* games:5 and holes:5 differ. */
  a.match_end = AK_MATCH_END_GAMES;
  a.match_end_n = 5;
  b = a;
  b.match_end = AK_MATCH_END_HOLES;
  g_assert_false (ak_rules_equal (&a, &b));
}

/* ------------------------------------------------------------------------ */

typedef struct
{
  const char *text;
  const char *message;
} MalformedCase;

#define X39 "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"

#define KNOWN_KEYS \
  "(known: variant, skip-origin, repetition, no-capture-limit, remainder, " \
  "next-starter, match-end, first)"

#define REPETITION_EXPECTED "expected 0 (off) or a number of times from 2 to 100"

static const MalformedCase malformed_cases[] = {
  /* Keys and the shape of a pair. */
  { "foo=1", "unknown rule option “foo” " KNOWN_KEYS },
  { "skip-origin=yes Skip-Origin=no", "unknown rule option “Skip-Origin” " KNOWN_KEYS },
  { "seeds=48 skip-origin=yes", "unknown rule option “seeds” " KNOWN_KEYS },
  { "repetition", "“repetition” is not a rule option: expected key=value" },
  { "skip-origin=yes bogus", "“bogus” is not a rule option: expected key=value" },
  { "repetition=", "“repetition=” is not a rule option: expected key=value" },
  { "=3", "“=3” is not a rule option: expected key=value" },
  { "=", "“=” is not a rule option: expected key=value" },
  { "repetition=3 repetition=4", "rule option “repetition” is given twice" },
  { "first=north remainder=round first=north", "rule option “first” is given twice" },
  { "variant=adji-kui-1 variant=adji-kui-1", "rule option “variant” is given twice" },

  /* Values, key by key. */
  { "variant=adji-kui-3",
    "rule option “variant” cannot be “adji-kui-3”: expected adji-kui-1, adji-kui-2" },
  { "variant=Adji-Kui-2",
    "rule option “variant” cannot be “Adji-Kui-2”: expected adji-kui-1, adji-kui-2" },
  { "skip-origin=maybe", "rule option “skip-origin” cannot be “maybe”: expected yes, no" },
  { "skip-origin=YES", "rule option “skip-origin” cannot be “YES”: expected yes, no" },
  { "skip-origin=1", "rule option “skip-origin” cannot be “1”: expected yes, no" },
  { "repetition=1", "rule option “repetition” cannot be “1”: " REPETITION_EXPECTED },
  { "repetition=-1", "rule option “repetition” cannot be “-1”: " REPETITION_EXPECTED },
  { "repetition=abc", "rule option “repetition” cannot be “abc”: " REPETITION_EXPECTED },
  { "repetition=101", "rule option “repetition” cannot be “101”: " REPETITION_EXPECTED },
  { "repetition=3x", "rule option “repetition” cannot be “3x”: " REPETITION_EXPECTED },
  { "repetition=99999999999999999999",
    "rule option “repetition” cannot be “99999999999999999999”: " REPETITION_EXPECTED },
  { "no-capture-limit=100001",
    "rule option “no-capture-limit” cannot be “100001”: "
    "expected 0 (off) or a number of plies up to 100000" },
  { "no-capture-limit=-5",
    "rule option “no-capture-limit” cannot be “-5”: "
    "expected 0 (off) or a number of plies up to 100000" },
  { "remainder=x", "rule option “remainder” cannot be “x”: expected bank, round" },
  { "next-starter=first",
    "rule option “next-starter” cannot be “first”: expected alternate, loser, winner" },
  { "match-end=games:0",
    "rule option “match-end” cannot be “games:0”: expected games:N with N from 1 to 10000" },
  { "match-end=games:",
    "rule option “match-end” cannot be “games:”: expected games:N with N from 1 to 10000" },
  { "match-end=games:10001",
    "rule option “match-end” cannot be “games:10001”: "
    "expected games:N with N from 1 to 10000" },
  { "match-end=games:-1",
    "rule option “match-end” cannot be “games:-1”: expected games:N with N from 1 to 10000" },
  { "match-end=holes:6",
    "rule option “match-end” cannot be “holes:6”: expected holes:N with N from 7 to 12" },
  { "match-end=holes:13",
    "rule option “match-end” cannot be “holes:13”: expected holes:N with N from 7 to 12" },
  { "match-end=holes:",
    "rule option “match-end” cannot be “holes:”: expected holes:N with N from 7 to 12" },
  { "match-end=forever",
    "rule option “match-end” cannot be “forever”: expected ruin, games:N, holes:N" },
  { "match-end=games",
    "rule option “match-end” cannot be “games”: expected ruin, games:N, holes:N" },
  { "match-end=games=5",
    "rule option “match-end” cannot be “games=5”: expected ruin, games:N, holes:N" },
  { "first=east", "rule option “first” cannot be “east”: expected south, north" },
  { "first=North", "rule option “first” cannot be “North”: expected south, north" },

  /* Messages quote at most 40 characters of a key, a value or a word, as
   * valid UTF-8 whatever the bytes. */
  { "\xff=1", "unknown rule option “\\xff” " KNOWN_KEYS },
  { "skip-origin=\xfe\xff", "rule option “skip-origin” cannot be “\\xfe\\xff”: expected yes, no" },
  { "first=north\x01", "rule option “first” cannot be “north\\x01”: expected south, north" },
  { "a\x01\xc3" "b", "“a\\x01\\xc3b” is not a rule option: expected key=value" },
  { "first=" X39 "yy", "rule option “first” cannot be “" X39 "y…”: expected south, north" },
  { X39 "xx=1", "unknown rule option “" X39 "x…” " KNOWN_KEYS },
  { "xé\xe9", "“xé\\xe9” is not a rule option: expected key=value" },
  { X39 "é\xe9", "“" X39 "é…” is not a rule option: expected key=value" },

  /* An error after good pairs still refuses the whole string. */
  { "variant=adji-kui-1 skip-origin=yes no-capture-limit=abc",
    "rule option “no-capture-limit” cannot be “abc”: "
    "expected 0 (off) or a number of plies up to 100000" },
};

static void
test_rules_malformed (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (malformed_cases); i++)
    {
      const MalformedCase *c = &malformed_cases[i];
      g_autoptr(GError) error = NULL;
      g_autofree char *escaped = g_strescape (c->text, NULL);
      AkRules rules;
      AkRules before;

      g_test_message ("malformed %u: “%s”", i, escaped);

      /* A failed parse leaves the rules as they were. */
      g_assert_true (ak_rules_parse (&rules,
                                     "variant=adji-kui-1 repetition=5 first=north "
                                     "match-end=holes:10", NULL));
      before = rules;

      g_assert_false (ak_rules_parse (&rules, c->text, &error));
      g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_RULES);
      g_assert_cmpstr (error->message, ==, c->message);
      g_assert_true (ak_rules_equal (&rules, &before));
      g_assert_cmpmem (&rules, sizeof rules, &before, sizeof before);

      g_assert_false (ak_rules_parse (&rules, c->text, NULL));
      g_assert_true (ak_rules_equal (&rules, &before));
    }
}

/* ------------------------------------------------------------------------ */

typedef struct
{
  const char *key;
  const char *value;
  const char *message;  /* NULL: accepted */
} SetCase;

static const SetCase set_cases[] = {
  { "variant", "adji-kui-1", NULL },
  { "skip-origin", "yes", NULL },
  { "repetition", "0", NULL },
  { "no-capture-limit", "1", NULL },
  { "remainder", "round", NULL },
  { "next-starter", "winner", NULL },
  { "match-end", "games:3", NULL },
  { "first", "north", NULL },
  { "variant", "", "rule option “variant” cannot be “”: expected adji-kui-1, adji-kui-2" },
  { "repetition", "", "rule option “repetition” cannot be “”: " REPETITION_EXPECTED },
  { "match-end", "holes:0",
    "rule option “match-end” cannot be “holes:0”: expected holes:N with N from 7 to 12" },
  { "", "3", "unknown rule option “” " KNOWN_KEYS },
  { "Repetition", "3", "unknown rule option “Repetition” " KNOWN_KEYS },
};

static void
test_rules_set (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (set_cases); i++)
    {
      const SetCase *c = &set_cases[i];
      g_autoptr(GError) error = NULL;
      g_autofree char *pair = g_strdup_printf ("%s=%s", c->key, c->value);
      AkRules rules;
      AkRules before;
      AkRules parsed;

      ak_rules_init (&rules);
      before = rules;

      if (c->message == NULL)
        {
          /* ak_rules_set agrees with ak_rules_parse of the same pair. */
          g_assert_true (ak_rules_set (&rules, c->key, c->value, &error));
          g_assert_no_error (error);
          g_assert_false (ak_rules_equal (&rules, &before));
          g_assert_true (ak_rules_parse (&parsed, pair, &error));
          g_assert_no_error (error);
          g_assert_true (ak_rules_equal (&rules, &parsed));
        }
      else
        {
          g_assert_false (ak_rules_set (&rules, c->key, c->value, &error));
          g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_RULES);
          g_assert_cmpstr (error->message, ==, c->message);
          g_assert_true (ak_rules_equal (&rules, &before));
        }
    }

  /* match-end=ruin after games:N clears N, so the rules equal the defaults. */
  {
    AkRules rules;
    AkRules def;

    ak_rules_init (&rules);
    ak_rules_init (&def);
    g_assert_true (ak_rules_set (&rules, "match-end", "games:4", NULL));
    g_assert_cmpuint (rules.match_end_n, ==, 4);
    g_assert_true (ak_rules_set (&rules, "match-end", "ruin", NULL));
    g_assert_cmpint (rules.match_end, ==, AK_MATCH_END_RUIN);
    g_assert_cmpuint (rules.match_end_n, ==, 0);
    g_assert_true (ak_rules_equal (&rules, &def));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/engine/rule-options/defaults", test_rules_defaults);
  g_test_add_func ("/ak/engine/rule-options/parse", test_rules_parse);
  g_test_add_func ("/ak/engine/rule-options/to-string", test_rules_to_string);
  g_test_add_func ("/ak/engine/rule-options/round-trip", test_rules_round_trip);
  g_test_add_func ("/ak/engine/rule-options/equal", test_rules_equal);
  g_test_add_func ("/ak/engine/rule-options/malformed", test_rules_malformed);
  g_test_add_func ("/ak/engine/rule-options/set", test_rules_set);

  return g_test_run ();
}
