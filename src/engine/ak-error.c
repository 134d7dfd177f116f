/* ak-error.c — error domains of the engine, and quoting a value for a
 * message
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-error.h"

G_DEFINE_QUARK (ak-notation-error-quark, ak_notation_error)
G_DEFINE_QUARK (ak-match-error-quark, ak_match_error)

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
