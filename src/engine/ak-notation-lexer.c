/* ak-notation-lexer.c — walking AKN text: lines and columns, comments,
 * the words of the text, and errors that say where they are
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The characters themselves are looked at with the inline functions of
 * ak-notation-private.h.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-error.h"
#include "ak-notation-private.h"

gboolean
_ak_notation_fail (AkNotationLexer *r,
                   guint            line,
                   guint            column,
                   int              code,
                   const char      *format,
                   ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (r->location != NULL)
    {
      r->location->game = r->game;
      r->location->line = line;
      r->location->column = column;
    }
  g_set_error_literal (r->error, AK_NOTATION_ERROR, code, message);
  return FALSE;
}

void
_ak_notation_skip_space (AkNotationLexer *r)
{
  while (!_ak_notation_at_end (r) &&
         (_ak_notation_peek (r) == ' ' || _ak_notation_peek (r) == '\t' ||
          _ak_notation_peek (r) == '\n' || _ak_notation_peek (r) == '\r'))
    _ak_notation_advance (r);
}

/* The text of the token at the reader, up to the next delimiter, as a
 * message quotes it.  Looking further than the characters it can show
 * would not change it: enough bytes for one more, so that it is cut. */
char *
_ak_notation_token_text (const AkNotationLexer *r)
{
  gsize end = r->pos;
  gsize limit = (AK_ERROR_QUOTE_MAX + 1) * 4;

  while (end < r->length && !_ak_notation_is_delimiter (r->text[end]) && end - r->pos < limit)
    end++;
  if (end == r->pos)
    end = MIN (r->pos + 1, r->length);
  return ak_error_quote (r->text + r->pos, (gssize) (end - r->pos));
}

/* Reads a brace or semicolon comment at the reader. */
gboolean
_ak_notation_read_comment (AkNotationLexer  *r,
                           char            **out)
{
  guint line = r->line, column = r->column;
  gsize begin;

  if (_ak_notation_peek (r) == ';')
    {
      _ak_notation_advance (r);
      begin = r->pos;
      while (!_ak_notation_at_end (r) && _ak_notation_peek (r) != '\n')
        _ak_notation_advance (r);
      *out = _ak_notation_normalize_comment (r->text + begin, r->pos - begin);
      return TRUE;
    }

  _ak_notation_advance (r);
  begin = r->pos;
  while (!_ak_notation_at_end (r) && _ak_notation_peek (r) != '}')
    _ak_notation_advance (r);
  if (_ak_notation_at_end (r))
    return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                              _("the comment opened here is never closed with “}”"));
  *out = _ak_notation_normalize_comment (r->text + begin, r->pos - begin);
  _ak_notation_advance (r);
  return TRUE;
}
