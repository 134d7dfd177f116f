/* position-check.h — the property every input to the position-string
 * parser must have, shared by the libFuzzer harness (fuzz-position.c) and
 * the corpus replay in the normal test suite (test-corpus.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For any bytes (up to the first nul), ak_position_parse() either
 *
 * - fails with an AK_NOTATION_ERROR_POSITION whose message is non-empty
 *   valid UTF-8, leaving the position it was given untouched; or
 * - gives a position that ak_position_validate() accepts, with 48 seeds
 *   on the board, in the stores and in the banks, and whose canonical
 *   string (ak_position_to_string()) parses back to the same position and
 *   is formatted again to the very same string (AKN.md §3).
 *
 * Any violation is a failed g_assert, so an abort: a crash to libFuzzer and
 * a failed test case to GTest.
 */

#pragma once

#include <string.h>

#include <glib.h>

#include "ak-error.h"
#include "ak-position.h"
#include "fuzz-check.h"

/* A position no parse can give (every hole past 48, a side that is
 * neither), to see that a refusal leaves its argument alone. */
static void
position_check_fill (AkPosition *pos)
{
  memset (pos, 0xa5, sizeof *pos);
}

static gboolean
position_check_untouched (const AkPosition *pos)
{
  AkPosition fill;

  position_check_fill (&fill);
  return memcmp (pos, &fill, sizeof fill) == 0;
}

/* Checks what a successful parse gave. */
static void
position_check_parsed (const AkPosition *pos)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again_text = NULL;
  AkPosition again;

  g_assert_true (ak_position_validate (pos, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ak_position_total (pos), ==, AK_N_SEEDS);
  g_assert_true (pos->side == AK_SOUTH || pos->side == AK_NORTH);
  g_assert_cmpuint (pos->owners & ~AK_ALL_HOLES_MASK, ==, 0);
  for (guint i = 0; i < AK_N_HOLES; i++)
    g_assert_cmpuint (pos->holes[i], <=, AK_N_SEEDS);
  g_assert_cmpuint (ak_position_holes_owned (pos, AK_SOUTH) +
                    ak_position_holes_owned (pos, AK_NORTH), ==, AK_N_HOLES);
  g_assert_cmpuint (ak_position_seeds_owned (pos, AK_SOUTH) +
                    ak_position_seeds_owned (pos, AK_NORTH), ==,
                    ak_position_seeds_on_board (pos));

  text = ak_position_to_string (pos);
  g_assert_nonnull (text);
  position_check_fill (&again);
  if (!ak_position_parse (&again, text, &error))
    g_printerr ("The canonical string “%s” does not read back: %s\n", text, error->message);
  g_assert_no_error (error);
  if (!ak_position_equal (pos, &again))
    g_printerr ("The canonical string “%s” reads back as another position\n", text);
  g_assert_true (ak_position_equal (pos, &again));
  g_assert_cmpuint (ak_position_hash (pos), ==, ak_position_hash (&again));

  again_text = ak_position_to_string (&again);
  g_assert_cmpstr (text, ==, again_text);
}

/* The check itself, on @size bytes that need not end in a nul. */
static void
position_check (const guint8 *data,
                gsize         size)
{
  g_autofree char *text = fuzz_check_string (data, size);
  g_autoptr(GError) error = NULL;
  AkPosition pos;

  position_check_fill (&pos);
  if (!ak_position_parse (&pos, text, &error))
    {
      fuzz_check_refusal (error, AK_NOTATION_ERROR_POSITION);
      g_assert_true (position_check_untouched (&pos));
      return;
    }

  g_assert_no_error (error);
  position_check_parsed (&pos);
}
