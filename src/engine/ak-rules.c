/* ak-rules.c — rule options: defaults, `key=value` parsing and formatting
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "ak-error.h"
#include "ak-rules.h"

/**
 * ak_rules_init:
 * @rules: rule options to reset
 *
 * Sets every option to its default (RULES.md §6).
 */
void
ak_rules_init (AkRules *rules)
{
  memset (rules, 0, sizeof *rules);
  rules->variant = AK_VARIANT_ADJI_KUI_2;
  rules->skip_origin = FALSE;
  rules->repetition = 3;
  rules->no_capture_limit = 200;
  rules->remainder = AK_REMAINDER_BANK;
  rules->next_starter = AK_NEXT_STARTER_ALTERNATE;
  rules->match_end = AK_MATCH_END_RUIN;
  rules->match_end_n = 0;
  rules->first = AK_SOUTH;
}

/* Reads a whole decimal number, no sign, at most @max.  Returns FALSE for
 * anything else. */
static gboolean
parse_uint (const char *text,
            guint       max,
            guint      *out)
{
  guint64 value = 0;

  if (text == NULL || *text == '\0')
    return FALSE;

  for (const char *p = text; *p; p++)
    {
      if (*p < '0' || *p > '9')
        return FALSE;
      value = value * 10 + (guint64) (*p - '0');
      if (value > max)
        return FALSE;
    }

  *out = (guint) value;
  return TRUE;
}

static gboolean
bad_value (GError     **error,
           const char  *key,
           const char  *value,
           const char  *expected)
{
  g_autofree char *shown_key = ak_error_quote (key, -1);
  g_autofree char *shown_value = ak_error_quote (value, -1);

  g_set_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_RULES,
               /* Translators: a rule option has a value it cannot take;
                * the last %s says what it can take */
               _("rule option “%s” cannot be “%s”: expected %s"),
               shown_key, shown_value, expected);
  return FALSE;
}

/**
 * ak_rules_set:
 * @rules: rule options
 * @key: an option key of RULES.md §6
 * @value: its value
 * @error: return location for an %AK_NOTATION_ERROR_RULES error
 *
 * Sets one option.  On error @rules is left unchanged.
 *
 * Returns: %TRUE if @key and @value are valid.
 */
gboolean
ak_rules_set (AkRules     *rules,
              const char  *key,
              const char  *value,
              GError     **error)
{
  guint n;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (key != NULL, FALSE);
  g_return_val_if_fail (value != NULL, FALSE);

  if (strcmp (key, "variant") == 0)
    {
      AkVariant variant;

      if (!ak_variant_from_string (value, &variant))
        return bad_value (error, key, value, "adji-kui-1, adji-kui-2");
      rules->variant = variant;
    }
  else if (strcmp (key, "skip-origin") == 0)
    {
      if (strcmp (value, "yes") == 0)
        rules->skip_origin = TRUE;
      else if (strcmp (value, "no") == 0)
        rules->skip_origin = FALSE;
      else
        return bad_value (error, key, value, "yes, no");
    }
  else if (strcmp (key, "repetition") == 0)
    {
      /* A position always occurs once, so 1 would end every game at once. */
      if (!parse_uint (value, AK_RULES_MAX_REPETITION, &n) || n == 1)
        return bad_value (error, key, value,
                          _("0 (off) or a number of times from 2 to 100"));
      rules->repetition = n;
    }
  else if (strcmp (key, "no-capture-limit") == 0)
    {
      if (!parse_uint (value, AK_RULES_MAX_NO_CAPTURE_LIMIT, &n))
        return bad_value (error, key, value,
                          _("0 (off) or a number of plies up to 100000"));
      rules->no_capture_limit = n;
    }
  else if (strcmp (key, "remainder") == 0)
    {
      if (strcmp (value, "bank") == 0)
        rules->remainder = AK_REMAINDER_BANK;
      else if (strcmp (value, "round") == 0)
        rules->remainder = AK_REMAINDER_ROUND;
      else
        return bad_value (error, key, value, "bank, round");
    }
  else if (strcmp (key, "next-starter") == 0)
    {
      if (strcmp (value, "alternate") == 0)
        rules->next_starter = AK_NEXT_STARTER_ALTERNATE;
      else if (strcmp (value, "loser") == 0)
        rules->next_starter = AK_NEXT_STARTER_LOSER;
      else if (strcmp (value, "winner") == 0)
        rules->next_starter = AK_NEXT_STARTER_WINNER;
      else
        return bad_value (error, key, value, "alternate, loser, winner");
    }
  else if (strcmp (key, "match-end") == 0)
    {
      if (strcmp (value, "ruin") == 0)
        {
          rules->match_end = AK_MATCH_END_RUIN;
          rules->match_end_n = 0;
        }
      else if (g_str_has_prefix (value, "games:"))
        {
          if (!parse_uint (value + 6, AK_RULES_MAX_MATCH_GAMES, &n) || n < 1)
            return bad_value (error, key, value,
                              _("games:N with N from 1 to 10000"));
          rules->match_end = AK_MATCH_END_GAMES;
          rules->match_end_n = n;
        }
      else if (g_str_has_prefix (value, "holes:"))
        {
          /* Every player owns six holes at the start, so fewer than seven
           * would end the match before it began. */
          if (!parse_uint (value + 6, AK_N_HOLES, &n) || n < AK_ROW_HOLES + 1)
            return bad_value (error, key, value,
                              _("holes:N with N from 7 to 12"));
          rules->match_end = AK_MATCH_END_HOLES;
          rules->match_end_n = n;
        }
      else
        return bad_value (error, key, value, "ruin, games:N, holes:N");
    }
  else if (strcmp (key, "first") == 0)
    {
      if (strcmp (value, "south") == 0)
        rules->first = AK_SOUTH;
      else if (strcmp (value, "north") == 0)
        rules->first = AK_NORTH;
      else
        return bad_value (error, key, value, "south, north");
    }
  else
    {
      g_autofree char *shown = ak_error_quote (key, -1);

      g_set_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_RULES,
                   _("unknown rule option “%s” (known: variant, skip-origin, "
                     "repetition, no-capture-limit, remainder, next-starter, "
                     "match-end, first)"),
                   shown);
      return FALSE;
    }

  return TRUE;
}

/* Words of a rule string are separated by these. */
static inline gboolean
is_rule_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n';
}

/**
 * ak_rules_parse:
 * @rules: (out): rule options
 * @text: space-separated `key=value` pairs; missing keys take their defaults
 * @error: return location for an %AK_NOTATION_ERROR_RULES error
 *
 * Parses a rule string such as `skip-origin=yes repetition=0`.  A key may
 * appear once.  On error @rules is left unchanged.
 *
 * Returns: %TRUE on success.
 */
gboolean
ak_rules_parse (AkRules     *rules,
                const char  *text,
                GError     **error)
{
  g_autoptr(GHashTable) seen = NULL;
  const char *p = text;
  AkRules parsed;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  ak_rules_init (&parsed);
  seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  /* The words are walked in place: a long string costs no copy of it. */
  for (;;)
    {
      const char *word;
      const char *eq;
      g_autofree char *key = NULL;
      g_autofree char *value = NULL;

      while (is_rule_space (*p))
        p++;
      if (*p == '\0')
        break;
      word = p;
      while (*p != '\0' && !is_rule_space (*p))
        p++;

      eq = memchr (word, '=', (gsize) (p - word));
      if (eq == NULL || eq == word || eq + 1 == p)
        {
          g_autofree char *shown = ak_error_quote (word, p - word);

          g_set_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_RULES,
                       _("“%s” is not a rule option: expected key=value"), shown);
          return FALSE;
        }

      key = g_strndup (word, (gsize) (eq - word));
      value = g_strndup (eq + 1, (gsize) (p - eq - 1));
      if (g_hash_table_contains (seen, key))
        {
          g_autofree char *shown = ak_error_quote (key, -1);

          g_set_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_RULES,
                       _("rule option “%s” is given twice"), shown);
          return FALSE;
        }
      if (!ak_rules_set (&parsed, key, value, error))
        return FALSE;
      g_hash_table_add (seen, g_steal_pointer (&key));
    }

  *rules = parsed;
  return TRUE;
}

/**
 * ak_rules_to_string:
 * @rules: rule options
 * @flags: what to write
 *
 * Formats the options as space-separated `key=value` pairs in the order of
 * RULES.md §6.  By default only options that differ from their default are
 * written, without the variant (which files keep in a tag of its own).
 *
 * Returns: (transfer full): the string, empty when everything is default.
 */
char *
ak_rules_to_string (const AkRules *rules,
                    AkRulesFormat  flags)
{
  GString *out = g_string_new (NULL);
  AkRules def;
  gboolean all = (flags & AK_RULES_FORMAT_ALL_KEYS) != 0;

  g_return_val_if_fail (rules != NULL, NULL);

  ak_rules_init (&def);

#define SEP() G_STMT_START { if (out->len > 0) g_string_append_c (out, ' '); } G_STMT_END

  if ((flags & (AK_RULES_FORMAT_INCLUDE_VARIANT | AK_RULES_FORMAT_ALL_KEYS)) &&
      (all || rules->variant != def.variant))
    {
      SEP ();
      g_string_append_printf (out, "variant=%s", ak_variant_to_string (rules->variant));
    }
  if (all || rules->skip_origin != def.skip_origin)
    {
      SEP ();
      g_string_append_printf (out, "skip-origin=%s", rules->skip_origin ? "yes" : "no");
    }
  if (all || rules->repetition != def.repetition)
    {
      SEP ();
      g_string_append_printf (out, "repetition=%u", rules->repetition);
    }
  if (all || rules->no_capture_limit != def.no_capture_limit)
    {
      SEP ();
      g_string_append_printf (out, "no-capture-limit=%u", rules->no_capture_limit);
    }
  if (all || rules->remainder != def.remainder)
    {
      SEP ();
      g_string_append_printf (out, "remainder=%s",
                              rules->remainder == AK_REMAINDER_ROUND ? "round" : "bank");
    }
  if (all || rules->next_starter != def.next_starter)
    {
      static const char * const names[] = { "alternate", "loser", "winner" };

      SEP ();
      g_string_append_printf (out, "next-starter=%s", names[rules->next_starter]);
    }
  if (all || rules->match_end != def.match_end || rules->match_end_n != def.match_end_n)
    {
      SEP ();
      switch (rules->match_end)
        {
        case AK_MATCH_END_GAMES:
          g_string_append_printf (out, "match-end=games:%u", rules->match_end_n);
          break;
        case AK_MATCH_END_HOLES:
          g_string_append_printf (out, "match-end=holes:%u", rules->match_end_n);
          break;
        case AK_MATCH_END_RUIN:
        default:
          g_string_append (out, "match-end=ruin");
          break;
        }
    }
  if (all || rules->first != def.first)
    {
      SEP ();
      g_string_append_printf (out, "first=%s", ak_side_to_string (rules->first));
    }

#undef SEP

  return g_string_free (out, FALSE);
}

/**
 * ak_rules_equal:
 * @a: rule options
 * @b: rule options
 *
 * Returns: %TRUE if every option of @a equals that of @b.
 */
gboolean
ak_rules_equal (const AkRules *a,
                const AkRules *b)
{
  return a->variant == b->variant &&
         a->skip_origin == b->skip_origin &&
         a->repetition == b->repetition &&
         a->no_capture_limit == b->no_capture_limit &&
         a->remainder == b->remainder &&
         a->next_starter == b->next_starter &&
         a->match_end == b->match_end &&
         a->match_end_n == b->match_end_n &&
         a->first == b->first;
}
