/* fuzz-check.h — what the checks of every fuzzing harness share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include <glib.h>

#include "ak-error.h"

/* Copies @size bytes into a buffer of exactly @size + 1 with a nul at the
 * end, so that AddressSanitizer catches a parser that reads past it.  The
 * string parsers take C strings: a nul among the bytes ends the text
 * there, as it would for any caller. */
static char *
fuzz_check_string (const guint8 *data,
                   gsize         size)
{
  char *text = g_malloc (size + 1);

  if (size > 0)
    memcpy (text, data, size);
  text[size] = '\0';
  return text;
}

/* Checks a refusal: an AK_NOTATION_ERROR of @code whose message says
 * something, in valid UTF-8, whatever bytes it was about. */
static void
fuzz_check_refusal (const GError *error,
                    int           code)
{
  g_assert_nonnull (error);
  g_assert_true (error->domain == AK_NOTATION_ERROR);
  g_assert_cmpint (error->code, ==, code);
  g_assert_nonnull (error->message);
  g_assert_cmpuint (strlen (error->message), >, 0);
  if (!g_utf8_validate (error->message, -1, NULL))
    {
      g_autofree char *shown = g_strescape (error->message, NULL);

      g_printerr ("The message is not valid UTF-8: \"%s\"\n", shown);
      g_assert_not_reached ();
    }
}
