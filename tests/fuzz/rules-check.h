/* rules-check.h — the property every input to the rule-string parser must
 * have, shared by the libFuzzer harness (fuzz-rules.c) and the corpus
 * replay in the normal test suite (test-corpus.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For any bytes (up to the first nul), ak_rules_parse() either
 *
 * - fails with an AK_NOTATION_ERROR_RULES whose message is non-empty valid
 *   UTF-8, leaving the options it was given untouched; or
 * - gives options inside the ranges of RULES.md §6, the same as setting
 *   each key=value word in turn with ak_rules_set(), and which, formatted
 *   with ak_rules_to_string() in each of its forms, parse back to the same
 *   options (the default form leaves out the variant) and are formatted
 *   again to the very same string.
 *
 * Any violation is a failed g_assert, so an abort: a crash to libFuzzer and
 * a failed test case to GTest.
 */

#pragma once

#include <string.h>

#include <glib.h>

#include "ak-error.h"
#include "ak-rules.h"
#include "fuzz-check.h"

/* Options no parse can give, to see that a refusal leaves its argument
 * alone. */
static void
rules_check_fill (AkRules *rules)
{
  memset (rules, 0xa5, sizeof *rules);
}

static gboolean
rules_check_untouched (const AkRules *rules)
{
  AkRules fill;

  rules_check_fill (&fill);
  return memcmp (rules, &fill, sizeof fill) == 0;
}

static void
rules_check_ranges (const AkRules *rules)
{
  g_assert_true (rules->variant == AK_VARIANT_ADJI_KUI_1 ||
                 rules->variant == AK_VARIANT_ADJI_KUI_2);
  g_assert_true (rules->skip_origin == TRUE || rules->skip_origin == FALSE);
  g_assert_true (rules->repetition == 0 ||
                 (rules->repetition >= 2 && rules->repetition <= AK_RULES_MAX_REPETITION));
  g_assert_cmpuint (rules->no_capture_limit, <=, AK_RULES_MAX_NO_CAPTURE_LIMIT);
  g_assert_true (rules->remainder == AK_REMAINDER_BANK ||
                 rules->remainder == AK_REMAINDER_ROUND);
  g_assert_true (rules->next_starter == AK_NEXT_STARTER_ALTERNATE ||
                 rules->next_starter == AK_NEXT_STARTER_LOSER ||
                 rules->next_starter == AK_NEXT_STARTER_WINNER);
  switch (rules->match_end)
    {
    case AK_MATCH_END_RUIN:
      g_assert_cmpuint (rules->match_end_n, ==, 0);
      break;
    case AK_MATCH_END_GAMES:
      g_assert_cmpuint (rules->match_end_n, >=, 1);
      g_assert_cmpuint (rules->match_end_n, <=, AK_RULES_MAX_MATCH_GAMES);
      break;
    case AK_MATCH_END_HOLES:
      g_assert_cmpuint (rules->match_end_n, >=, AK_ROW_HOLES + 1);
      g_assert_cmpuint (rules->match_end_n, <=, AK_N_HOLES);
      break;
    default:
      g_assert_not_reached ();
    }
  g_assert_true (rules->first == AK_SOUTH || rules->first == AK_NORTH);
}

/* Setting the words of @text one by one on the defaults gives @rules. */
static void
rules_check_word_by_word (const AkRules *rules,
                          const char    *text)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t\n", -1);
  AkRules set;

  ak_rules_init (&set);
  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      char *eq;

      if (words[i][0] == '\0')
        continue;
      eq = strchr (words[i], '=');
      g_assert_nonnull (eq);
      *eq = '\0';
      g_assert_true (ak_rules_set (&set, words[i], eq + 1, &error));
      g_assert_no_error (error);
    }
  g_assert_true (ak_rules_equal (rules, &set));
}

/* Formats @rules with @flags, parses that and formats it again. */
static void
rules_check_format (const AkRules *rules,
                    AkRulesFormat  flags)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = ak_rules_to_string (rules, flags);
  g_autofree char *again_text = NULL;
  AkRules expected = *rules;
  AkRules again;

  g_assert_nonnull (text);
  g_assert_true (g_utf8_validate (text, -1, NULL));
  /* Only the default form leaves out a variant other than the default. */
  if ((flags & (AK_RULES_FORMAT_INCLUDE_VARIANT | AK_RULES_FORMAT_ALL_KEYS)) == 0)
    {
      AkRules def;

      ak_rules_init (&def);
      expected.variant = def.variant;
    }

  rules_check_fill (&again);
  if (!ak_rules_parse (&again, text, &error))
    g_printerr ("The rule string “%s” (format %d) does not read back: %s\n",
                text, flags, error->message);
  g_assert_no_error (error);
  if (!ak_rules_equal (&expected, &again))
    g_printerr ("The rule string “%s” (format %d) reads back as other options\n",
                text, flags);
  g_assert_true (ak_rules_equal (&expected, &again));

  again_text = ak_rules_to_string (&again, flags);
  g_assert_cmpstr (text, ==, again_text);
}

/* The check itself, on @size bytes that need not end in a nul. */
static void
rules_check (const guint8 *data,
             gsize         size)
{
  g_autofree char *text = fuzz_check_string (data, size);
  g_autoptr(GError) error = NULL;
  AkRules rules;

  rules_check_fill (&rules);
  if (!ak_rules_parse (&rules, text, &error))
    {
      fuzz_check_refusal (error, AK_NOTATION_ERROR_RULES);
      g_assert_true (rules_check_untouched (&rules));
      return;
    }

  g_assert_no_error (error);
  rules_check_ranges (&rules);
  rules_check_word_by_word (&rules, text);
  rules_check_format (&rules, AK_RULES_FORMAT_DEFAULT);
  rules_check_format (&rules, AK_RULES_FORMAT_INCLUDE_VARIANT);
  rules_check_format (&rules, AK_RULES_FORMAT_ALL_KEYS);
}
