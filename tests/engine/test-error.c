/* test-error.c — quoting a value for a message
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * G_LOG_DOMAIN comes from tests/engine/meson.build.
 */

#include "config.h"

#include <string.h>

#include "ak-error.h"

#define X10 "xxxxxxxxxx"
#define E10 "éééééééééé"

typedef struct
{
  const char *value;
  gssize      length;     /* -1: nul-terminated */
  const char *quoted;
} QuoteCase;

static const QuoteCase quote_cases[] = {
  { "", -1, "" },
  { "adji-kui-3", -1, "adji-kui-3" },
  /* Up to 40 characters whole; beyond, 40 and an ellipsis. */
  { X10 X10 X10 X10, -1, X10 X10 X10 X10 },
  { X10 X10 X10 X10 "y", -1, X10 X10 X10 X10 "…" },
  /* Characters, not bytes: 40 two-byte ones stand whole. */
  { E10 E10 E10 E10, -1, E10 E10 E10 E10 },
  { E10 E10 E10 E10 "é", -1, E10 E10 E10 E10 "…" },
  { "€€€" X10 X10 X10 "xxxxxxx€€", -1, "€€€" X10 X10 X10 "xxxxxxx…" },
  /* Bytes that are not UTF-8, each on its own, with the valid ones kept;
   * a character cut short is such bytes too. */
  { "\xff\xfe", -1, "\\xff\\xfe" },
  { "a\xc3", -1, "a\\xc3" },
  { "\xe2\x82" "b", -1, "\\xe2\\x82b" },
  { "\xc0\x80", -1, "\\xc0\\x80" },
  { "Cárdenas\xed\xa0\x80", -1, "Cárdenas\\xed\\xa0\\x80" },
  /* Control characters, a backslash, and characters that would not show. */
  { "a\tb\nc\rd", -1, "a\\tb\\nc\\rd" },
  { "\x01\x1f\x7f", -1, "\\x01\\x1f\\x7f" },
  { "back\\slash", -1, "back\\\\slash" },
  { "\xc2\x85", -1, "\\u0085" },
  { "abc\xe2\x80\xae" "fed", -1, "abc\\u202efed" },
  { "line\xe2\x80\xa8" "two", -1, "line\\u2028two" },
  { "\xf3\xa0\x80\x81", -1, "\\U000e0001" },
  /* A length: the bytes past it are not looked at, a nul is a byte. */
  { "abcdef", 3, "abc" },
  { "a\0b", 3, "a\\x00b" },
  /* An escape counts as the characters it takes, and is never cut. */
  { X10 X10 X10 "xxxxxx\x01", -1, X10 X10 X10 "xxxxxx\\x01" },
  { X10 X10 X10 "xxxxxxx\x01", -1, X10 X10 X10 "xxxxxxx…" },
  { X10 X10 X10 "xxxxxxx\xff", -1, X10 X10 X10 "xxxxxxx…" },
  { X10 X10 X10 "xxxxxxx\\", -1, X10 X10 X10 "xxxxxxx\\\\" },
};

static void
test_quote_cases (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (quote_cases); i++)
    {
      const QuoteCase *c = &quote_cases[i];
      g_autofree char *quoted = ak_error_quote (c->value, c->length);

      g_test_message ("case %u: “%s”", i, c->quoted);
      g_assert_cmpstr (quoted, ==, c->quoted);
      g_assert_true (g_utf8_validate (quoted, -1, NULL));
    }

  {
    g_autofree char *quoted = ak_error_quote (NULL, -1);

    g_assert_cmpstr (quoted, ==, "");
  }
}

/* Whatever the bytes, the result is valid UTF-8 of at most 40 characters
 * and an ellipsis, so at most 4 bytes a character. */
static void
test_quote_any_bytes (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);

  for (guint round = 0; round < 2000; round++)
    {
      guint8 bytes[200];
      gsize length = (gsize) g_rand_int_range (rand, 0, sizeof bytes);
      g_autofree char *quoted = NULL;

      for (gsize i = 0; i < length; i++)
        bytes[i] = (guint8) g_rand_int_range (rand, 0, 256);
      quoted = ak_error_quote ((const char *) bytes, (gssize) length);
      g_assert_true (g_utf8_validate (quoted, -1, NULL));
      g_assert_cmpuint (g_utf8_strlen (quoted, -1), <=, AK_ERROR_QUOTE_MAX + 1);
      g_assert_cmpuint (strlen (quoted), <=, AK_ERROR_QUOTE_MAX * 4 + strlen ("…"));
      for (const char *p = quoted; *p != '\0'; p = g_utf8_next_char (p))
        {
          gunichar c = g_utf8_get_char (p);

          g_assert_true (c == 0x2026 || (g_unichar_isprint (c) && c != 0x2028 && c != 0x2029));
        }
    }
}

/* A long value gives as short a text as any: eight pairs of a letter and
 * a stray byte fill the 40 characters. */
static void
test_quote_long (void)
{
  gsize length = 100 * 1024;
  g_autofree char *value = g_malloc (length + 1);
  g_autofree char *quoted = NULL;

  for (gsize i = 0; i < length; i++)
    value[i] = (char) (i % 2 ? 0xc3 : 'x');
  value[length] = '\0';
  quoted = ak_error_quote (value, -1);
  g_assert_cmpstr (quoted, ==, "x\\xc3x\\xc3x\\xc3x\\xc3x\\xc3x\\xc3x\\xc3x\\xc3…");
}

/* A name is shown on one line, whole when it fits, cut after a word when
 * it does not, and never more than AK_NAME_MAX_CHARS characters. */
static void
test_quote_name_cases (void)
{
  g_autoptr(GString) words = g_string_new (NULL);
  g_autoptr(GString) word = g_string_new (NULL);
  g_autoptr(GString) expected = g_string_new (NULL);
  g_autofree char *quoted = NULL;

  quoted = ak_error_quote_name ("Tom & Jerry <3 \\o/", -1);
  g_assert_cmpstr (quoted, ==, "Tom & Jerry <3 \\o/");
  g_clear_pointer (&quoted, g_free);

  /* Line breaks, controls and overrides are spaces; a stray byte is U+FFFD. */
  quoted = ak_error_quote_name ("Ana\nde\tSousa\xe2\x80\xa8x\xe2\x80\xaey\xb2z", -1);
  g_assert_cmpstr (quoted, ==, "Ana de Sousa x y\xef\xbf\xbdz");
  g_clear_pointer (&quoted, g_free);

  quoted = ak_error_quote_name ("a\0b", 3);
  g_assert_cmpstr (quoted, ==, "a b");
  g_clear_pointer (&quoted, g_free);

  quoted = ak_error_quote_name (NULL, -1);
  g_assert_cmpstr (quoted, ==, "");
  g_clear_pointer (&quoted, g_free);

  /* Exactly the most that is shown: whole. */
  for (guint i = 0; i < AK_NAME_MAX_CHARS; i++)
    g_string_append (word, "é");
  quoted = ak_error_quote_name (word->str, -1);
  g_assert_cmpstr (quoted, ==, word->str);
  g_clear_pointer (&quoted, g_free);

  /* One character more: one long word is cut on a character. */
  g_string_append (word, "x");
  quoted = ak_error_quote_name (word->str, -1);
  g_string_truncate (word, word->len - 1 - strlen ("é"));
  g_string_append (word, "…");
  g_assert_cmpstr (quoted, ==, word->str);
  g_clear_pointer (&quoted, g_free);

  /* Words: cut after the last whole one, with no space before the "…". */
  while (words->len < 2 * AK_NAME_MAX_CHARS)
    g_string_append (words, "Maria ");
  /* 16 words of 6 characters are 96: the 17th does not fit in 99. */
  for (guint i = 0; i < 16; i++)
    g_string_append (expected, i < 15 ? "Maria " : "Maria…");
  quoted = ak_error_quote_name (words->str, -1);
  g_assert_cmpstr (quoted, ==, expected->str);
}

/* However long or strange the name, what is shown is one valid line of
 * at most AK_NAME_MAX_CHARS characters, the "…" among them. */
static void
test_quote_name_any_bytes (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  gsize length = 100 * 1024;
  g_autofree char *value = g_malloc (length + 1);

  for (guint round = 0; round < 200; round++)
    {
      g_autofree char *quoted = NULL;
      gsize n = g_rand_int_range (rand, 0, round < 100 ? 300 : (gint32) length);

      for (gsize i = 0; i < n; i++)
        value[i] = (char) g_rand_int_range (rand, 1, 256);
      value[n] = '\0';
      quoted = ak_error_quote_name (value, -1);
      g_assert_true (g_utf8_validate (quoted, -1, NULL));
      g_assert_cmpuint (g_utf8_strlen (quoted, -1), <=, AK_NAME_MAX_CHARS);
      for (const char *p = quoted; *p != '\0'; p = g_utf8_next_char (p))
        {
          gunichar c = g_utf8_get_char (p);

          g_assert_true (c >= 0x20 && (c < 0x7f || c >= 0xa0) && c != 0x2028 && c != 0x2029);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/engine/error/quote/cases", test_quote_cases);
  g_test_add_func ("/ak/engine/error/quote/any-bytes", test_quote_any_bytes);
  g_test_add_func ("/ak/engine/error/quote/long", test_quote_long);
  g_test_add_func ("/ak/engine/error/quote-name/cases", test_quote_name_cases);
  g_test_add_func ("/ak/engine/error/quote-name/any-bytes", test_quote_name_any_bytes);

  return g_test_run ();
}
