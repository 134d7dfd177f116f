/* akn-check.h — the property every input to the AKN reader must have,
 * shared by the libFuzzer harness (fuzz-akn.c) and the corpus replay in the
 * normal test suite (test-corpus.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For any bytes, ak_notation_read() either
 *
 * - fails with an AK_NOTATION_ERROR whose location (line, column, both
 *   from 1) lies inside the text or just past its end; or
 * - returns games whose move trees hang together (every child points back
 *   to its parent, is one ply deeper, and is what the engine gives for its
 *   move; no move follows a finished position), which the writer writes in
 *   a form the reader reads back to equal records, and which, written
 *   again, gives the very same bytes (AKN.md §5).
 *
 * Any violation is a failed g_assert, so an abort: a crash to libFuzzer and
 * a failed test case to GTest.
 */

#pragma once

#include <string.h>

#include <glib.h>

#include "ak-error.h"
#include "ak-moves.h"
#include "ak-notation.h"

/* Checks that @line and @column (1-based, columns in characters) name a
 * place in @text or the place just past its last character. */
static void
akn_check_location (const char *text,
                    gsize       length,
                    guint       line,
                    guint       column)
{
  const char *p = text;
  const char *end;
  const char *line_end;
  guint chars = 0;

  g_assert_cmpuint (line, >=, 1);
  g_assert_cmpuint (column, >=, 1);

  /* An empty text may come without a buffer at all. */
  if (length == 0)
    {
      g_assert_cmpuint (line, ==, 1);
      g_assert_cmpuint (column, ==, 1);
      return;
    }
  end = text + length;

  for (guint i = 1; i < line; i++)
    {
      p = p < end ? memchr (p, '\n', (gsize) (end - p)) : NULL;
      g_assert_nonnull (p);   /* the text has fewer lines than @line */
      p++;
    }
  line_end = memchr (p, '\n', (gsize) (end - p));
  if (line_end == NULL)
    line_end = end;
  /* The text was valid UTF-8 if the error is not about that, and if it is
   * the count up to the bad byte is all that matters. */
  for (; p < line_end; p++)
    if (((guchar) *p & 0xc0) != 0x80)
      chars++;
  g_assert_cmpuint (column, <=, chars + 1);
}

/* Checks the tree of @record: links, plies, and each move replayed.  It
 * walks with a stack of its own, not by recursion, as a legal game can be
 * a million plies deep. */
static void
akn_check_tree (const AkGameRecord *record)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, record->root);
  while (stack->len > 0)
    {
      const AkGameNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      if (node->children == NULL)
        continue;
      if (node->children->len > 0)
        g_assert_cmpint (node->termination, ==, AK_TERMINATION_NONE);

      for (guint i = 0; i < node->children->len; i++)
        {
          const AkGameNode *child = g_ptr_array_index (node->children, i);
          AkPosition pos = node->position;
          AkMoveInfo info;

          g_assert_true (child->parent == node);
          g_assert_cmpuint (child->ply, ==, node->ply + 1);
          g_assert_cmpint (child->move, !=, AK_MOVE_NONE);
          g_assert_cmpint (ak_position_play (&pos, &record->rules, child->move, &info), ==,
                           AK_VERDICT_LEGAL);
          g_assert_cmpuint (info.captured, ==, child->captured);
          g_assert_true (ak_position_equal (&pos, &child->position));
          g_ptr_array_add (stack, (gpointer) child);
        }
    }
}

static void
akn_check_record (const AkGameRecord *record)
{
  g_autoptr(AkGameRecord) copy = NULL;

  g_assert_nonnull (record->root);
  g_assert_null (record->root->parent);
  g_assert_cmpuint (record->root->ply, ==, 0);
  g_assert_cmpint (record->root->move, ==, AK_MOVE_NONE);
  g_assert_true (ak_position_equal (&record->start, &record->root->position));
  g_assert_nonnull (record->result);
  akn_check_tree (record);

  copy = ak_game_record_copy (record);
  g_assert_true (ak_game_record_equal (record, copy));
  g_assert_cmpuint (ak_game_record_count_moves (copy), ==,
                    ak_game_record_count_moves (record));
}

/* The check itself, on @size bytes that need not end in a nul. */
static void
akn_check (const guint8 *data,
           gsize         size)
{
  /* An exact-size copy, so that reading one byte too far is caught by
   * AddressSanitizer even where the caller's buffer is larger.  An empty
   * input gives a NULL text, which the reader accepts with length 0. */
  g_autofree char *text = g_malloc (size);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  g_autofree char *rewritten = NULL;
  AkNotationLocation location = { 0, };

  if (size > 0)
    memcpy (text, data, size);

  games = ak_notation_read (text, (gssize) size, &location, &error);

  if (games == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == AK_NOTATION_ERROR);
      g_assert_cmpint (error->code, >=, AK_NOTATION_ERROR_POSITION);
      g_assert_cmpint (error->code, <=, AK_NOTATION_ERROR_MATCH);
      g_assert_nonnull (error->message);
      g_assert_cmpuint (strlen (error->message), >, 0);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      akn_check_location (text, size, location.line, location.column);
      return;
    }

  g_assert_no_error (error);
  g_assert_cmpuint (games->len, >=, 1);
  for (guint i = 0; i < games->len; i++)
    akn_check_record (g_ptr_array_index (games, i));

  written = ak_notation_write (games);
  g_assert_nonnull (written);
  g_assert_true (g_utf8_validate (written, -1, NULL));

  again = ak_notation_read (written, -1, &location, &error);
  if (again == NULL)
    g_printerr ("The written form does not read back (line %u, column %u: %s):\n%s\n",
                location.line, location.column, error->message, written);
  g_assert_no_error (error);
  g_assert_nonnull (again);
  g_assert_cmpuint (again->len, ==, games->len);
  for (guint i = 0; i < games->len; i++)
    {
      const AkGameRecord *a = g_ptr_array_index (games, i);
      const AkGameRecord *b = g_ptr_array_index (again, i);

      if (!ak_game_record_equal (a, b))
        g_printerr ("Game %u reads back different from the written form:\n%s\n", i + 1,
                    written);
      g_assert_true (ak_game_record_equal (a, b));
    }

  rewritten = ak_notation_write (again);
  g_assert_cmpstr (written, ==, rewritten);
}
