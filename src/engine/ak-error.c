/* ak-error.c — error domains of the engine, and quoting a value for a
 * message or a name for a label
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-error.h"

G_DEFINE_QUARK (ak-notation-error-quark, ak_notation_error)
G_DEFINE_QUARK (ak-match-error-quark, ak_match_error)
G_DEFINE_QUARK (ak-tables-error-quark, ak_tables_error)

/* A character a message cannot show as itself: controls, format
 * characters (the bidirectional overrides among them), line and paragraph
 * separators, and what this GLib does not know. */
static gboolean
needs_escape (gunichar c)
{
  return c == '\\' || !g_unichar_isprint (c) || c == 0x2028 || c == 0x2029;
}

static void
append_escape (GString  *out,
               gunichar  c)
{
  switch (c)
    {
    case '\\':
      g_string_append (out, "\\\\");
      break;
    case '\t':
      g_string_append (out, "\\t");
      break;
    case '\n':
      g_string_append (out, "\\n");
      break;
    case '\r':
      g_string_append (out, "\\r");
      break;
    default:
      if (c < 0x80)
        g_string_append_printf (out, "\\x%02x", c);
      else if (c <= 0xffff)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_printf (out, "\\U%08x", c);
      break;
    }
}

/**
 * ak_error_quote:
 * @value: (array length=length): a value a message quotes, in any encoding
 * @length: its length in bytes, or -1 if nul-terminated
 *
 * Gives @value as a message shows it between quotes: at most
 * %AK_ERROR_QUOTE_MAX characters, cut on a character and followed by “…”
 * when it is longer, so that a long line of anything does not become the
 * message.  What cannot stand in a message is written as an escape, which
 * counts as the characters it takes: a byte that is not part of valid
 * UTF-8 as `\xNN` (NN from 80 to ff, so it cannot be mistaken for a
 * character), a control character as `\t`, `\n`, `\r` or `\xNN` (below
 * 80), another character that would not show (a format character such as
 * a bidirectional override, a line separator, one this GLib does not know)
 * as `\uNNNN` or `\UNNNNNNNN`, and a backslash as `\\`.  The result is
 * always valid UTF-8.
 *
 * Returns: (transfer full): the text to put between the quotes.
 */
char *
ak_error_quote (const char *value,
                gssize      length)
{
  GString *out = g_string_sized_new (AK_ERROR_QUOTE_MAX + 8);
  const char *p = value != NULL ? value : "";
  const char *end;
  guint shown = 0;

  end = p + (length < 0 ? strlen (p) : (gsize) length);
  while (p < end)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);
      gsize bytes, before = out->len;
      guint width = 1;

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (out, "\\x%02x", (guchar) *p);
          bytes = 1;
          width = 4;
        }
      else
        {
          bytes = c == 0 ? 1 : (gsize) (g_utf8_next_char (p) - p);
          if (needs_escape (c))
            {
              /* Escapes are ASCII: as many characters as bytes. */
              append_escape (out, c);
              width = (guint) (out->len - before);
            }
          else
            g_string_append_len (out, p, (gssize) bytes);
        }

      if (shown + width > AK_ERROR_QUOTE_MAX)
        {
          g_string_truncate (out, before);
          g_string_append (out, "…");
          break;
        }
      shown += width;
      p += bytes;
    }

  return g_string_free (out, FALSE);
}

/* A character that would break a name's line, or that reorders the text
 * around it: in "%s against %s" an override in one name would turn the
 * other round.  Such a character is shown as a space. */
static gboolean
breaks_name (gunichar c)
{
  return c < 0x20 || (c >= 0x7f && c < 0xa0) || c == 0x2028 || c == 0x2029 ||
         (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

/**
 * ak_error_quote_name:
 * @name: (array length=length): a player's name, or any tag value a
 *   label shows as a name, in any encoding
 * @length: its length in bytes, or -1 if nul-terminated
 *
 * Gives @name as a label or a message shows it: on one line and at most
 * %AK_NAME_MAX_CHARS characters, as many as a person can type for one.
 * A longer name is cut after its last whole word, unless that leaves out
 * most of what fits (one long word is cut on a character instead), and
 * ends in “…”, counted among those characters.  A line break, a
 * control character or a bidirectional override becomes a space; a byte
 * that is not part of valid UTF-8 becomes U+FFFD.  Unlike
 * ak_error_quote(), what is left is the name as typed, backslashes and
 * all: a name is shown, not examined.  Only the first few hundred bytes
 * are looked at, however long @name is.
 *
 * Returns: (transfer full): the name to show, always valid UTF-8
 */
char *
ak_error_quote_name (const char *name,
                     gssize      length)
{
  GString *out = g_string_sized_new (64);
  const char *p = name != NULL ? name : "";
  const char *end;
  gsize last_space = 0;  /* bytes of @out before its last space */
  gsize before_last = 0; /* bytes of @out before its last character that fits */
  guint shown = 0;

  end = p + (length < 0 ? strlen (p) : (gsize) length);
  while (p < end)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);
      gsize bytes;

      if (shown == AK_NAME_MAX_CHARS)
        {
          /* The "…" takes the last character's place; a word is not cut
           * unless it is most of what is shown. */
          g_string_truncate (out, last_space > before_last / 2 ? last_space : before_last);
          while (out->len > 0 && out->str[out->len - 1] == ' ')
            g_string_truncate (out, out->len - 1);
          g_string_append (out, "…");
          break;
        }

      if (shown == AK_NAME_MAX_CHARS - 1)
        before_last = out->len;
      if (*p == '\0')
        c = 0;
      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_unichar (out, 0xfffd);
          bytes = 1;
        }
      else
        {
          bytes = c == 0 ? 1 : (gsize) (g_utf8_next_char (p) - p);
          if (breaks_name (c))
            c = ' ';
          if (c == ' ' || g_unichar_isspace (c))
            last_space = out->len;
          g_string_append_unichar (out, c);
        }
      shown++;
      p += bytes;
    }

  return g_string_free (out, FALSE);
}
