/* notation-test-common.c — helpers the AKN test programs share: fixtures
 * of tests/data/akn, reading text that must be good, walking read trees,
 * and building records in code to write
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ak-error.h"
#include "ak-history.h"
#include "ak-match-rules.h"
#include "ak-moves.h"
#include "ak-notation.h"
#include "ak-position.h"
#include "ak-rules.h"
#include "ak-types.h"

#include "notation-test-common.h"

/* -------------------------------------------------------------------------
 * Reading
 */

char *
load_fixture (const char *folder,
              const char *name,
              gsize      *length)
{
  g_autoptr(GError) error = NULL;
  const char *path = g_test_get_filename (G_TEST_DIST, "data", "akn", folder, name, NULL);
  char *text = NULL;

  g_file_get_contents (path, &text, length, &error);
  g_assert_no_error (error);
  return text;
}

/* Reads text that must be good; on failure says where the reader
 * stopped. */
GPtrArray *
read_text (const char *text,
           gssize      length)
{
  g_autoptr(GError) error = NULL;
  AkNotationLocation location = { 0, };
  GPtrArray *games;

  games = ak_notation_read (text, length, &location, &error);
  if (error != NULL)
    g_test_message ("refused at game %u, line %u, column %u", location.game, location.line,
                    location.column);
  g_assert_no_error (error);
  g_assert_nonnull (games);
  return games;
}

GPtrArray *
read_good (const char *name)
{
  g_autofree char *text = NULL;
  gsize length;

  text = load_fixture ("good", name, &length);
  return read_text (text, (gssize) length);
}

AkGameRecord *
game_at (GPtrArray *games,
         guint      index)
{
  g_assert_cmpuint (index, <, games->len);
  return g_ptr_array_index (games, index);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The names of the .akn files of a fixture folder, sorted. */
GPtrArray *
list_fixtures (const char *folder)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = NULL;
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  dir = g_dir_open (g_test_get_filename (G_TEST_DIST, "data", "akn", folder, NULL), 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".akn"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  return names;
}

AkGameNode *
child (const AkGameNode *node,
       guint             index)
{
  g_assert_nonnull (node->children);
  g_assert_cmpuint (index, <, node->children->len);
  return g_ptr_array_index (node->children, index);
}

guint
n_children (const AkGameNode *node)
{
  return node->children != NULL ? node->children->len : 0;
}

/* The node @ply plies down the main line. */
AkGameNode *
main_node (const AkGameRecord *record,
           guint               ply)
{
  AkGameNode *node = record->root;

  for (guint i = 0; i < ply; i++)
    node = child (node, 0);
  g_assert_cmpuint (node->ply, ==, ply);
  return node;
}

void
assert_strings (const GPtrArray   *strings,
                const char * const *expected)
{
  guint n = g_strv_length ((char **) expected);

  if (n == 0)
    {
      g_assert_true (strings == NULL || strings->len == 0);
      return;
    }
  g_assert_nonnull (strings);
  g_assert_cmpuint (strings->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (g_ptr_array_index (strings, i), ==, expected[i]);
}

void
assert_nags (const AkGameNode *node,
             const guint      *expected,
             guint             n)
{
  if (n == 0)
    {
      g_assert_true (node->nags == NULL || node->nags->len == 0);
      return;
    }
  g_assert_nonnull (node->nags);
  g_assert_cmpmem (node->nags->data, node->nags->len * sizeof (guint), expected,
                   n * sizeof (guint));
}

void
assert_position (const AkPosition *pos,
                 const char       *expected)
{
  g_autofree char *text = ak_position_to_string (pos);

  g_assert_cmpstr (text, ==, expected);
}

/* Every node of a read tree: one ply after its parent, 48 seeds, and the
 * position and capture that its move gives from its parent's position. */
void
check_tree (const AkGameNode *node,
            const AkRules    *rules)
{
  g_assert_cmpuint (ak_position_total (&node->position), ==, AK_N_SEEDS);
  for (guint i = 0; i < n_children (node); i++)
    {
      const AkGameNode *next = child (node, i);
      AkPosition played = node->position;
      AkMoveInfo info;

      g_assert_true (next->parent == node);
      g_assert_cmpuint (next->ply, ==, node->ply + 1);
      g_assert_cmpint (ak_position_play (&played, rules, next->move, &info), ==,
                       AK_VERDICT_LEGAL);
      g_assert_true (ak_position_equal (&played, &next->position));
      g_assert_cmpuint (info.captured, ==, next->captured);
      g_assert_cmpint (next->position.side, ==, AK_SIDE_OTHER (node->position.side));
      g_assert_cmpuint (next->line, >, 0);
      g_assert_cmpuint (next->column, >, 0);
      check_tree (next, rules);
    }
}

/* Lines of movetext (not tag lines) fit in 79 characters. */
void
assert_wrapped (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '[')
      g_assert_cmpint (g_utf8_strlen (lines[i], -1), <=, 79);
}

/* -------------------------------------------------------------------------
 * Records built in code
 */

AkGameRecord *
new_record (AkVariant   variant,
            const char *rules_text,
            const char *position)
{
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  if (rules_text != NULL)
    g_assert_true (ak_rules_parse (&rules, rules_text, NULL));
  rules.variant = variant;
  if (position != NULL)
    g_assert_true (ak_position_parse (&start, position, NULL));
  else
    ak_position_init_start (&start, rules.first);
  return ak_game_record_new (&rules, &start);
}

/* Adds @move after @parent as the reader would: position, capture and
 * ending come from replaying the line from the start with the engine. */
AkGameNode *
add_move (AkGameRecord *record,
          AkGameNode   *parent,
          const char   *move_text)
{
  g_autoptr(AkHistory) history = ak_history_new (&record->rules, &record->start);
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  int move = strcmp (move_text, "--") == 0 ? AK_MOVE_PASS : ak_hole_from_char (move_text[0]);
  AkGameNode *node;
  AkMoveInfo info;

  for (AkGameNode *n = parent; n->parent != NULL; n = n->parent)
    g_ptr_array_insert (path, 0, n);
  for (guint i = 0; i < path->len; i++)
    {
      const AkGameNode *step = g_ptr_array_index (path, i);

      g_assert_cmpint (ak_history_play (history, step->move, NULL, NULL), ==, AK_VERDICT_LEGAL);
    }
  g_assert_cmpint (ak_history_play (history, move, &info, NULL), ==, AK_VERDICT_LEGAL);

  node = g_new0 (AkGameNode, 1);
  node->parent = parent;
  if (parent->children == NULL)
    parent->children = g_ptr_array_new ();
  g_ptr_array_add (parent->children, node);
  node->move = move;
  node->captured = info.captured;
  node->position = *ak_history_get_position (history);
  node->termination = ak_history_get_termination (history);
  node->ply = parent->ply + 1;
  return node;
}

/* Adds space-separated moves, each after the one before; returns the last. */
AkGameNode *
add_line (AkGameRecord *record,
          AkGameNode   *parent,
          const char   *moves)
{
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    parent = add_move (record, parent, words[i]);
  return parent;
}

void
add_text (GPtrArray  **strings,
          const char  *text)
{
  if (*strings == NULL)
    *strings = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (*strings, g_strdup (text));
}

void
set_result (AkGameRecord *record,
            const char   *result)
{
  g_free (record->result);
  record->result = g_strdup (result);
}

/* Writes @record, checks the text reads back to an equal record and
 * writes the same again; returns the text. */
char *
write_and_reread (const AkGameRecord *record)
{
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *again = NULL;
  char *text = ak_notation_write_game (record);

  games = read_text (text, -1);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_true (ak_game_record_equal (record, game_at (games, 0)));
  again = ak_notation_write_game (game_at (games, 0));
  g_assert_cmpstr (again, ==, text);
  return text;
}
