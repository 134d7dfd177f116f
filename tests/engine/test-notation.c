/* test-notation.c — AKN, the save-file format (AKN.md): reading the good
 * and bad files of tests/data/akn, the writer's export form, and the game
 * record API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * G_LOG_DOMAIN comes from tests/engine/meson.build.
 *
 * The fixtures were written by hand, every move checked with
 * `adji-kui-cli play`.  The counts, results, lines, columns and messages
 * below are written literally: worked out from the fixtures, AKN.md and
 * ak-notation*.c, then checked once against `adji-kui-cli validate`.
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

#define NONE       AK_TERMINATION_NONE
#define BOARD      AK_TERMINATION_BOARD
#define NO_MOVES   AK_TERMINATION_NO_MOVES
#define REPETITION AK_TERMINATION_REPETITION
#define NO_CAPTURE AK_TERMINATION_NO_CAPTURE

/* -------------------------------------------------------------------------
 * Helpers
 */

static char *
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
static GPtrArray *
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

static GPtrArray *
read_good (const char *name)
{
  g_autofree char *text = NULL;
  gsize length;

  text = load_fixture ("good", name, &length);
  return read_text (text, (gssize) length);
}

static AkGameRecord *
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
static GPtrArray *
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

static AkGameNode *
child (const AkGameNode *node,
       guint             index)
{
  g_assert_nonnull (node->children);
  g_assert_cmpuint (index, <, node->children->len);
  return g_ptr_array_index (node->children, index);
}

static guint
n_children (const AkGameNode *node)
{
  return node->children != NULL ? node->children->len : 0;
}

/* The node @ply plies down the main line. */
static AkGameNode *
main_node (const AkGameRecord *record,
           guint               ply)
{
  AkGameNode *node = record->root;

  for (guint i = 0; i < ply; i++)
    node = child (node, 0);
  g_assert_cmpuint (node->ply, ==, ply);
  return node;
}

static void
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

static void
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

static void
assert_position (const AkPosition *pos,
                 const char       *expected)
{
  g_autofree char *text = ak_position_to_string (pos);

  g_assert_cmpstr (text, ==, expected);
}

/* Every node of a read tree: one ply after its parent, 48 seeds, and the
 * position and capture that its move gives from its parent's position. */
static void
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
static void
assert_wrapped (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '[')
      g_assert_cmpint (g_utf8_strlen (lines[i], -1), <=, 79);
}

/* -------------------------------------------------------------------------
 * Good files
 */

typedef struct
{
  const char    *name;
  guint          n_games;
  guint          n_moves;       /* all games, variations included */
  guint          n_main_moves;  /* plies of the first game's main line */
  const char    *result;        /* of the last game */
  AkTermination  end;           /* after the last game's last main-line move */
  gboolean       export_form;   /* the file is exactly what the writer writes */
} GoodCase;

static const GoodCase good_cases[] = {
  { "agreement-no-tag.akn",        1,  9,  9, "21-27", NONE,       FALSE },
  { "agreement-tag.akn",           1, 14, 14, "40-8",  NONE,       TRUE },
  { "ak1-no-moves.akn",            1, 49, 49, "16-32", NO_MOVES,   TRUE },
  { "ak1-unfinished.akn",          1, 20, 20, "*",     NONE,       TRUE },
  { "ak2-board.akn",               1, 58, 58, "18-30", BOARD,      TRUE },
  { "ak2-unfinished.akn",          1,  9,  9, "*",     NONE,       TRUE },
  { "akn-md-example.akn",          1, 11, 10, "25-19", NONE,       FALSE },
  { "annotations.akn",             1, 12, 12, "*",     NONE,       TRUE },
  { "bare-games.akn",              2, 12,  3, "21-27", NONE,       FALSE },
  { "bought-holes.akn",            1, 10, 10, "*",     NONE,       TRUE },
  { "comments.akn",                1,  9,  9, "*",     NONE,       FALSE },
  { "crlf-bom.akn",                1,  5,  5, "*",     NONE,       FALSE },
  { "escapes.akn",                 1,  2,  2, "*",     NONE,       TRUE },
  { "finished-with-variation.akn", 1,  5,  1, "26-22", BOARD,      TRUE },
  { "loose-layout.akn",            1, 20, 20, "*",     NONE,       FALSE },
  { "match-five.akn",              5, 42,  8, "27-17", NONE,       TRUE },
  { "match-round.akn",             3, 19,  8, "26-22", NONE,       FALSE },
  { "no-capture.akn",              1,  6,  6, "20-28", NO_CAPTURE, TRUE },
  { "north-first.akn",             1,  7,  7, "*",     NONE,       TRUE },
  { "over-at-start.akn",           1,  0,  0, "22-26", BOARD,      TRUE },
  { "passes.akn",                  2, 30, 14, "19-29", NO_MOVES,   TRUE },
  { "players-human.akn",           1,  9,  9, "*",     NONE,       FALSE },
  { "players.akn",                 1, 14, 14, "40-8",  NONE,       TRUE },
  { "repetition-default.akn",      1, 12, 12, "23-25", REPETITION, FALSE },
  { "repetition-two.akn",          1,  6,  6, "23-25", REPETITION, TRUE },
  { "rules-all-keys.akn",          1,  8,  8, "*",     NONE,       FALSE },
  { "skip-origin.akn",             1,  6,  6, "*",     NONE,       TRUE },
  { "unicode.akn",                 1,  9,  9, "*",     NONE,       TRUE },
  { "unknown-tags.akn",            1,  9,  9, "21-27", NONE,       FALSE },
  { "variations.akn",              1, 22,  9, "*",     NONE,       TRUE },
};

static void
test_good_listed (void)
{
  g_autoptr(GPtrArray) names = list_fixtures ("good");

  /* A fixture without a row would be tested by nothing. */
  g_assert_cmpuint (names->len, ==, G_N_ELEMENTS (good_cases));
  for (guint i = 0; i < names->len; i++)
    g_assert_cmpstr (g_ptr_array_index (names, i), ==, good_cases[i].name);
}

static void
test_good_read (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (good_cases); i++)
    {
      const GoodCase *c = &good_cases[i];
      g_autoptr(GPtrArray) games = NULL;
      const AkGameRecord *last;
      guint n_moves = 0;

      g_test_message ("%s", c->name);
      games = read_good (c->name);
      g_assert_cmpuint (games->len, ==, c->n_games);

      for (guint j = 0; j < games->len; j++)
        {
          const AkGameRecord *record = game_at (games, j);
          const char *result_tag = ak_game_record_get_tag (record, "Result");

          n_moves += ak_game_record_count_moves (record);
          g_assert_true (ak_position_equal (&record->root->position, &record->start));
          g_assert_cmpint (record->root->move, ==, AK_MOVE_NONE);
          g_assert_null (record->root->parent);
          check_tree (record->root, &record->rules);
          if (result_tag != NULL)
            g_assert_cmpstr (result_tag, ==, record->result);
        }
      g_assert_cmpuint (n_moves, ==, c->n_moves);
      g_assert_cmpuint (ak_game_record_count_main_moves (game_at (games, 0)), ==,
                        c->n_main_moves);

      last = game_at (games, games->len - 1);
      g_assert_cmpstr (last->result, ==, c->result);
      g_assert_cmpint (ak_game_record_get_last_main_node (last)->termination, ==, c->end);
    }
}

static void
test_good_round_trip (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (good_cases); i++)
    {
      const GoodCase *c = &good_cases[i];
      g_autoptr(GPtrArray) games = NULL;
      g_autoptr(GPtrArray) again = NULL;
      g_autoptr(GString) by_game = g_string_new (NULL);
      g_autofree char *text = NULL;
      g_autofree char *written = NULL;
      g_autofree char *rewritten = NULL;
      gsize length;

      g_test_message ("%s", c->name);
      text = load_fixture ("good", c->name, &length);
      games = read_text (text, (gssize) length);

      written = ak_notation_write (games);
      assert_wrapped (written);
      again = read_text (written, -1);
      g_assert_cmpuint (again->len, ==, games->len);
      for (guint j = 0; j < games->len; j++)
        g_assert_true (ak_game_record_equal (game_at (games, j), game_at (again, j)));

      /* Stable: the export form is a fixed point. */
      rewritten = ak_notation_write (again);
      g_assert_cmpstr (rewritten, ==, written);

      /* A file is its games, one blank line apart. */
      for (guint j = 0; j < games->len; j++)
        {
          g_autofree char *one = ak_notation_write_game (game_at (games, j));

          if (j > 0)
            g_string_append_c (by_game, '\n');
          g_string_append (by_game, one);
        }
      g_assert_cmpstr (by_game->str, ==, written);

      /* The table says which files are already in export form; the others
       * are there to make the writer work. */
      if (c->export_form)
        g_assert_cmpstr (written, ==, text);
      else
        g_assert_cmpstr (written, !=, text);
    }
}

static void
test_good_akn_md_example (void)
{
  g_autoptr(GPtrArray) games = read_good ("akn-md-example.akn");
  const AkGameRecord *record = game_at (games, 0);
  const AkGameNode *c, *b, *before_d, *d, *bought;
  static const char * const relay[] = { "a four-lap relay", NULL };
  static const char * const bought_hole[] = { "from the bought hole", NULL };
  static const char * const none[] = { NULL };
  static const guint one[] = { 1 };
  static const struct
  {
    const char *name;
    const char *value;
  } tags[] = {
    { "Event", "Club evening" },
    { "Site", "Matanzas" },
    { "Date", "2026.11.29" },
    { "Round", "2" },
    { "South", "Ana" },
    { "North", "Computer (level 4)" },
    { "Result", "25-19" },
    { "Variant", "adji-kui-2" },
    { "Match", "December match" },
    { "Game", "2" },
    { "Position", "4,4,4,4,4,4/4s,4,4,4,4,0 N 0-0 2-2" },
    { "Purchase", "South: A" },
    { "Termination", "agreement" },
  };

  g_assert_cmpuint (games->len, ==, 1);
  g_assert_cmpstr (record->result, ==, "25-19");
  g_assert_cmpuint (ak_game_record_count_moves (record), ==, 11);
  g_assert_cmpuint (ak_game_record_count_main_moves (record), ==, 10);

  /* Every tag is kept, in file order, the known ones included. */
  g_assert_cmpuint (record->tags->len, ==, G_N_ELEMENTS (tags));
  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    {
      const AkTag *tag = g_ptr_array_index (record->tags, i);

      g_assert_cmpstr (tag->name, ==, tags[i].name);
      g_assert_cmpstr (tag->value, ==, tags[i].value);
    }

  g_assert_cmpint (record->rules.variant, ==, AK_VARIANT_ADJI_KUI_2);
  assert_position (&record->start, "4,4,4,4,4,4/4s,4,4,4,4,0 N 0-0 2-2");
  g_assert_cmpint (ak_position_owner (&record->start, ak_hole_from_char ('A')), ==, AK_SOUTH);
  g_assert_cmpuint (record->start.banks[AK_SOUTH], ==, 2);
  g_assert_cmpuint (record->start.banks[AK_NORTH], ==, 2);

  /* 1... E 2. fx4 B 3. c {…} Fx4 4. b! C 5. d $1 (5. A {…}) D 6. e */
  g_assert_cmpint (main_node (record, 1)->move, ==, ak_hole_from_char ('E'));
  g_assert_cmpint (ak_game_node_get_mover (main_node (record, 1)), ==, AK_NORTH);
  g_assert_cmpuint (ak_game_node_get_move_number (main_node (record, 1)), ==, 1);
  g_assert_cmpuint (main_node (record, 2)->captured, ==, 4);
  g_assert_cmpuint (main_node (record, 5)->captured, ==, 4);
  for (guint ply = 1; ply <= 10; ply++)
    if (ply != 2 && ply != 5)
      g_assert_cmpuint (main_node (record, ply)->captured, ==, 0);

  c = main_node (record, 4);
  g_assert_cmpint (c->move, ==, ak_hole_from_char ('c'));
  assert_strings (c->comments, relay);

  b = main_node (record, 6);
  g_assert_cmpint (b->move, ==, ak_hole_from_char ('b'));
  g_assert_cmpstr (b->suffix, ==, "!");
  g_assert_cmpuint (ak_game_node_get_move_number (b), ==, 4);

  /* The variation is a second child of the node before d. */
  before_d = main_node (record, 7);
  g_assert_cmpuint (n_children (before_d), ==, 2);
  d = child (before_d, 0);
  g_assert_cmpint (d->move, ==, ak_hole_from_char ('d'));
  assert_nags (d, one, 1);
  g_assert_null (d->suffix);
  assert_strings (d->comments, none);
  bought = child (before_d, 1);
  g_assert_cmpint (bought->move, ==, ak_hole_from_char ('A'));
  g_assert_cmpint (ak_game_node_get_mover (bought), ==, AK_SOUTH);
  g_assert_cmpuint (ak_game_node_get_move_number (bought), ==, 5);
  assert_strings (bought->comments, bought_hole);
  assert_strings (bought->comments_before, none);
  g_assert_cmpuint (n_children (bought), ==, 0);

  /* Where the moves were read. */
  g_assert_cmpuint (main_node (record, 1)->line, ==, 15);
  g_assert_cmpuint (main_node (record, 1)->column, ==, 6);
  g_assert_cmpuint (d->line, ==, 15);
  g_assert_cmpuint (d->column, ==, 56);
  g_assert_cmpuint (bought->line, ==, 15);
  g_assert_cmpuint (bought->column, ==, 65);
  g_assert_cmpuint (main_node (record, 10)->line, ==, 16);
  g_assert_cmpuint (main_node (record, 10)->column, ==, 20);

  /* Agreement: the seeds divided where they stood. */
  assert_position (&main_node (record, 10)->position, "7,1,6,0,0,1/6s,8,2,1,1,3 N 4-4 2-2");
  g_assert_cmpint (main_node (record, 10)->termination, ==, AK_TERMINATION_NONE);
}

static void
test_good_comments (void)
{
  g_autoptr(GPtrArray) games = read_good ("comments.akn");
  const AkGameRecord *record = game_at (games, 0);
  g_autofree char *written = NULL;
  static const char * const before[] = {
    "A line comment before the first move.",
    "And a brace comment that runs over two lines.",
    NULL
  };
  static const char * const empty[] = { "", NULL };
  static const char * const casa[] = { "North takes a casa at once", NULL };
  static const char * const two[] = { "one", "two", NULL };
  static const char * const braces[] = { "a line comment may hold } and { freely", NULL };
  static const char * const glued[] = { "glued to the move", NULL };
  static const char * const last[] = { "a last word before the result", NULL };
  static const char * const none[] = { NULL };

  assert_strings (record->root->comments, before);
  assert_strings (main_node (record, 1)->comments, empty);
  assert_strings (main_node (record, 2)->comments, casa);
  assert_strings (main_node (record, 3)->comments, two);
  assert_strings (main_node (record, 4)->comments, none);
  assert_strings (main_node (record, 5)->comments, braces);
  assert_strings (main_node (record, 8)->comments, glued);
  assert_strings (main_node (record, 9)->comments, last);
  for (guint ply = 1; ply <= 9; ply++)
    assert_strings (main_node (record, ply)->comments_before, none);

  /* Only the comment holding "}" stays a line comment; the empty one is
   * written {}, and a North move after a comment gets its number. */
  written = ak_notation_write_game (record);
  g_assert_cmpstr (strstr (written, "\n\n"), ==,
                   "\n\n"
                   "{A line comment before the first move.} {And a brace comment that runs over two\n"
                   "lines.} 1. d {} 1... Ex4 {North takes a casa at once} 2. b {one} {two} 2... C\n"
                   "3. d ;a line comment may hold } and { freely\n"
                   "3... F 4. b Ax4 {glued to the move} 5. c {a last word before the result} *\n");
}

static void
test_good_annotations (void)
{
  g_autoptr(GPtrArray) games = read_good ("annotations.akn");
  const AkGameRecord *record = game_at (games, 0);
  static const char * const suffixes[] = {
    NULL, "!", "?", "!!", "??", "!?", "?!", NULL, NULL, NULL, NULL, "!!", NULL,
  };
  static const guint captures[] = { 0, 0, 0, 0, 0, 0, 0, 2, 3, 0, 0, 6, 0 };
  static const guint nags_f[] = { 1, 14 };
  static const guint nags_C[] = { 6 };
  static const guint nags_a[] = { 0 };
  static const guint nags_D[] = { 255 };
  static const guint nags_fx6[] = { 3 };

  g_assert_cmpint (record->rules.variant, ==, AK_VARIANT_ADJI_KUI_1);
  for (guint ply = 1; ply <= 12; ply++)
    {
      g_assert_cmpstr (main_node (record, ply)->suffix, ==, suffixes[ply]);
      g_assert_cmpuint (main_node (record, ply)->captured, ==, captures[ply]);
    }
  assert_nags (main_node (record, 2), NULL, 0);
  assert_nags (main_node (record, 3), nags_f, 2);
  assert_nags (main_node (record, 4), NULL, 0);
  assert_nags (main_node (record, 6), nags_C, 1);
  assert_nags (main_node (record, 7), nags_a, 1);
  assert_nags (main_node (record, 8), nags_D, 1);
  assert_nags (main_node (record, 11), nags_fx6, 1);
}

static void
test_good_variations (void)
{
  g_autoptr(GPtrArray) games = read_good ("variations.akn");
  const AkGameRecord *record = game_at (games, 0);
  const AkGameNode *root = record->root;
  const AkGameNode *d, *e, *wait, *b, *B, *third;
  static const char * const long_relay[] = { "the long relay", NULL };
  static const char * const could_wait[] = { "North could also wait:", NULL };
  static const char * const and_then[] = { "and then", NULL };
  static const char * const casa[] = { "wins a casa", NULL };
  static const char * const none[] = { NULL };

  /* Three first moves: d, then a and e as variations. */
  g_assert_cmpuint (n_children (root), ==, 3);
  d = child (root, 0);
  g_assert_cmpint (d->move, ==, ak_hole_from_char ('d'));
  g_assert_cmpint (child (root, 1)->move, ==, ak_hole_from_char ('a'));
  g_assert_cmpint (child (child (root, 1), 0)->move, ==, ak_hole_from_char ('F'));
  g_assert_cmpuint (child (child (root, 1), 0)->captured, ==, 4);
  e = child (root, 2);
  g_assert_cmpint (e->move, ==, ak_hole_from_char ('e'));
  assert_strings (e->comments, long_relay);
  assert_strings (e->comments_before, none);

  /* 1... Ex4 and the variation 1... A, which a comment opens. */
  g_assert_cmpuint (n_children (d), ==, 2);
  g_assert_cmpint (child (d, 0)->move, ==, ak_hole_from_char ('E'));
  wait = child (d, 1);
  g_assert_cmpint (wait->move, ==, ak_hole_from_char ('A'));
  assert_strings (wait->comments_before, could_wait);
  assert_strings (wait->comments, none);

  /* Inside it, 2. cx4 with 2. b as a second level, and under b's reply a
   * third level with two alternatives. */
  g_assert_cmpuint (n_children (wait), ==, 2);
  g_assert_cmpint (child (wait, 0)->move, ==, ak_hole_from_char ('c'));
  g_assert_cmpuint (child (wait, 0)->captured, ==, 4);
  g_assert_cmpint (child (child (wait, 0), 0)->move, ==, ak_hole_from_char ('B'));
  b = child (wait, 1);
  g_assert_cmpint (b->move, ==, ak_hole_from_char ('b'));
  g_assert_cmpuint (b->ply, ==, 3);
  g_assert_cmpuint (n_children (b), ==, 3);
  B = child (b, 0);
  g_assert_cmpint (B->move, ==, ak_hole_from_char ('B'));
  assert_strings (B->comments, and_then);
  third = child (b, 1);
  g_assert_cmpint (third->move, ==, ak_hole_from_char ('A'));
  g_assert_cmpuint (third->captured, ==, 4);
  g_assert_cmpuint (third->ply, ==, 4);
  g_assert_cmpint (child (b, 2)->move, ==, ak_hole_from_char ('F'));
  g_assert_cmpuint (ak_game_node_get_move_number (child (b, 2)), ==, 2);

  /* Two alternatives to 3... F. */
  g_assert_cmpuint (n_children (main_node (record, 5)), ==, 3);
  g_assert_cmpint (child (main_node (record, 5), 1)->move, ==, ak_hole_from_char ('B'));
  assert_strings (child (main_node (record, 5), 1)->comments, casa);
  g_assert_cmpint (child (main_node (record, 5), 2)->move, ==, ak_hole_from_char ('D'));

  g_assert_cmpint (ak_game_record_get_last_main_node (record)->move, ==,
                   ak_hole_from_char ('c'));
}

static void
test_good_endings (void)
{
  static const struct
  {
    const char    *name;
    guint          game;
    AkTermination  end;
    const char    *final;
  } cases[] = {
    { "ak2-board.akn", 0, BOARD, "2,0,1,0,1,2/1,0,1,0,0,0 S 12-28" },
    { "ak1-no-moves.akn", 0, NO_MOVES, "0,1,0,1,1,0/1,0,0,0,0,1 N 13-30" },
    { "repetition-two.akn", 0, REPETITION, "2,1,1,1,0,2/1,0,2,1,0,1 S 16-20" },
    { "repetition-default.akn", 0, REPETITION, "2,1,1,1,0,2/1,0,2,1,0,1 S 16-20" },
    { "no-capture.akn", 0, NO_CAPTURE, "1,4,1,7,1,6/1,5,0,1,12,9 S 0-0" },
    { "passes.akn", 1, NO_MOVES, "1,0,0,1,0,0/0,1,0,1,0,1 S 17-26" },
    { "over-at-start.akn", 0, BOARD, "0,0,0,0,2,0/3,0,0,0,0,3 S 20-20" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) games = read_good (cases[i].name);
      const AkGameRecord *record = game_at (games, cases[i].game);
      const AkGameNode *last = ak_game_record_get_last_main_node (record);

      g_test_message ("%s", cases[i].name);
      g_assert_cmpint (last->termination, ==, cases[i].end);
      assert_position (&last->position, cases[i].final);
      /* Only the last node ends the game. */
      for (const AkGameNode *node = last->parent; node != NULL; node = node->parent)
        g_assert_cmpint (node->termination, ==, AK_TERMINATION_NONE);
    }
}

static void
test_good_rules_and_starts (void)
{
  g_autoptr(GPtrArray) repetition = read_good ("repetition-two.akn");
  g_autoptr(GPtrArray) repetition_default = read_good ("repetition-default.akn");
  g_autoptr(GPtrArray) no_capture = read_good ("no-capture.akn");
  g_autoptr(GPtrArray) skip = read_good ("skip-origin.akn");
  g_autoptr(GPtrArray) north = read_good ("north-first.akn");
  g_autoptr(GPtrArray) all_keys = read_good ("rules-all-keys.akn");
  g_autoptr(GPtrArray) bought = read_good ("bought-holes.akn");
  g_autoptr(GPtrArray) passes = read_good ("passes.akn");
  const AkGameRecord *record;

  g_assert_cmpuint (game_at (repetition, 0)->rules.repetition, ==, 2);
  /* With the default of 3, the position standing twice is not the end. */
  record = game_at (repetition_default, 0);
  g_assert_cmpuint (record->rules.repetition, ==, 3);
  g_assert_cmpint (main_node (record, 6)->termination, ==, AK_TERMINATION_NONE);
  assert_position (&main_node (record, 6)->position, "2,1,1,1,0,2/1,0,2,1,0,1 S 16-20");
  g_assert_cmpuint (game_at (no_capture, 0)->rules.no_capture_limit, ==, 6);

  /* With skip-origin=yes the fourteen seeds of f end in C and take 9. */
  record = game_at (skip, 0);
  g_assert_true (record->rules.skip_origin);
  g_assert_cmpint (record->rules.variant, ==, AK_VARIANT_ADJI_KUI_1);
  g_assert_cmpuint (main_node (record, 1)->captured, ==, 9);
  g_assert_cmpint (main_node (record, 3)->move, ==, AK_MOVE_PASS);

  /* first=north: North's move is 1..., South's reply is move 2. */
  record = game_at (north, 0);
  g_assert_cmpint (record->rules.first, ==, AK_NORTH);
  g_assert_null (ak_game_record_get_tag (record, "Position"));
  g_assert_cmpint (record->start.side, ==, AK_NORTH);
  g_assert_cmpint (ak_game_node_get_mover (main_node (record, 1)), ==, AK_NORTH);
  g_assert_cmpuint (ak_game_node_get_move_number (main_node (record, 1)), ==, 1);
  g_assert_cmpuint (ak_game_node_get_move_number (main_node (record, 2)), ==, 2);
  g_assert_cmpuint (ak_game_node_get_move_number (main_node (record, 3)), ==, 2);
  g_assert_cmpuint (ak_game_node_get_move_number (main_node (record, 4)), ==, 3);

  record = game_at (all_keys, 0);
  g_assert_cmpint (record->rules.variant, ==, AK_VARIANT_ADJI_KUI_1);
  g_assert_false (record->rules.skip_origin);
  g_assert_cmpuint (record->rules.repetition, ==, 0);
  g_assert_cmpuint (record->rules.no_capture_limit, ==, 0);
  g_assert_cmpint (record->rules.remainder, ==, AK_REMAINDER_BANK);
  g_assert_cmpint (record->rules.next_starter, ==, AK_NEXT_STARTER_LOSER);
  g_assert_cmpint (record->rules.match_end, ==, AK_MATCH_END_HOLES);
  g_assert_cmpuint (record->rules.match_end_n, ==, 9);
  g_assert_cmpint (record->rules.first, ==, AK_SOUTH);

  /* Bought holes: South plays A, North plays b and takes a casa in A, a
   * hole of its own row that South owns; then South takes one in b. */
  record = game_at (bought, 0);
  g_assert_cmpint (ak_position_owner (&record->start, ak_hole_from_char ('b')), ==, AK_NORTH);
  g_assert_cmpint (ak_position_owner (&record->start, ak_hole_from_char ('A')), ==, AK_SOUTH);
  g_assert_cmpuint (ak_position_holes_owned (&record->start, AK_SOUTH), ==, 6);
  g_assert_cmpint (main_node (record, 1)->move, ==, ak_hole_from_char ('A'));
  g_assert_cmpint (main_node (record, 2)->move, ==, ak_hole_from_char ('b'));
  g_assert_cmpint (ak_game_node_get_mover (main_node (record, 2)), ==, AK_NORTH);
  g_assert_cmpuint (main_node (record, 2)->captured, ==, 4);
  g_assert_cmpuint (main_node (record, 5)->captured, ==, 4);
  assert_position (&ak_game_record_get_last_main_node (record)->position,
                   "0,0n,2,3,2,5/0s,2,1,3,1,5 S 4-16 2-2");

  /* Forced passes are moves of their own. */
  record = game_at (passes, 0);
  for (guint ply = 1; ply <= 10; ply += 2)
    if (ply != 5)
      g_assert_cmpint (main_node (record, ply)->move, ==, AK_MOVE_PASS);
  g_assert_cmpint (main_node (record, 14)->move, ==, AK_MOVE_PASS);
  g_assert_cmpint (ak_game_node_get_mover (main_node (record, 14)), ==, AK_NORTH);
}

static void
test_good_tags (void)
{
  g_autoptr(GPtrArray) unknown = read_good ("unknown-tags.akn");
  g_autoptr(GPtrArray) escapes = read_good ("escapes.akn");
  g_autoptr(GPtrArray) unicode = read_good ("unicode.akn");
  g_autoptr(GPtrArray) crlf = read_good ("crlf-bom.akn");
  g_autoptr(GPtrArray) bare = read_good ("bare-games.akn");
  g_autofree char *written = NULL;
  const AkGameRecord *record;
  gboolean wide_line = FALSE;
  static const char * const crlf_comment[] = { "line ends are CR LF", NULL };
  static const char * const crlf_two_lines[] = { "a comment over two lines", NULL };

  /* Unknown tags are kept and written back after the known ones, in
   * alphabetical order; spaces around names and values do not matter. */
  record = game_at (unknown, 0);
  g_assert_cmpstr (ak_game_record_get_tag (record, "Timecontrol"), ==, "15+5");
  g_assert_cmpstr (ak_game_record_get_tag (record, "zz_note"), ==,
                   "kept as written, sorted last");
  g_assert_cmpstr (ak_game_record_get_tag (record, "Site"), ==, "Kaolack");
  g_assert_cmpstr (ak_game_record_get_tag (record, "South"), ==, "Ousmane");
  written = ak_notation_write_game (record);
  g_assert_cmpstr (written, ==,
                   "[Event \"Regional cup\"]\n"
                   "[Site \"Kaolack\"]\n"
                   "[Date \"????.??.??\"]\n"
                   "[Round \"?\"]\n"
                   "[South \"Ousmane\"]\n"
                   "[North \"Moussa\"]\n"
                   "[Result \"21-27\"]\n"
                   "[Variant \"adji-kui-2\"]\n"
                   "[Termination \"agreement\"]\n"
                   "[Annotator \"Awa\"]\n"
                   "[Board \"3\"]\n"
                   "[Timecontrol \"15+5\"]\n"
                   "[zz_note \"kept as written, sorted last\"]\n"
                   "\n"
                   "1. d Ex4 2. b C 3. d F 4. b Ax4 5. c 21-27\n");

  record = game_at (escapes, 0);
  g_assert_cmpstr (ak_game_record_get_tag (record, "Event"), ==, "The \"Grand\" final");
  g_assert_cmpstr (ak_game_record_get_tag (record, "Site"), ==, "C:\\Games\\adji-kui");
  g_assert_cmpstr (ak_game_record_get_tag (record, "Round"), ==, "\\\"");
  g_assert_cmpstr (ak_game_record_get_tag (record, "South"), ==, "Awa \"the quick\" Diop");
  g_assert_cmpstr (ak_game_record_get_tag (record, "Comment"), ==, "a backslash at the end \\");

  /* Wrapping counts characters, not bytes. */
  record = game_at (unicode, 0);
  g_assert_cmpstr (ak_game_record_get_tag (record, "South"), ==, "Ngozi Adébáyọ̀");
  g_assert_cmpstr (ak_game_record_get_tag (record, "North"), ==, "Đặng Thị Hoà");
  g_clear_pointer (&written, g_free);
  written = ak_notation_write_game (record);
  {
    g_auto(GStrv) lines = g_strsplit (written, "\n", -1);

    for (guint i = 0; lines[i] != NULL; i++)
      if (lines[i][0] != '[' && strlen (lines[i]) > 79)
        wide_line = TRUE;
  }
  g_assert_true (wide_line);
  assert_wrapped (written);

  /* A byte-order mark and CR LF line ends read like plain text. */
  record = game_at (crlf, 0);
  g_assert_cmpstr (ak_game_record_get_tag (record, "Event"), ==, "Saved on Windows");
  g_assert_cmpstr (ak_game_record_get_tag (record, "North"), ==, "Moussa");
  assert_strings (main_node (record, 2)->comments, crlf_comment);
  assert_strings (main_node (record, 4)->comments, crlf_two_lines);

  /* Games with no tags at all. */
  g_assert_cmpuint (game_at (bare, 0)->tags->len, ==, 0);
  g_assert_cmpuint (game_at (bare, 1)->tags->len, ==, 0);
  g_assert_cmpstr (game_at (bare, 0)->result, ==, "*");
}

static void
test_good_loose_layout (void)
{
  g_autoptr(GPtrArray) games = read_good ("loose-layout.akn");
  g_autofree char *written = ak_notation_write (games);

  /* Move numbers are optional and checked loosely; the writer puts them
   * all back, with the roster tags the file left out. */
  g_assert_cmpstr (written, ==,
                   "[Event \"Loose layout\"]\n"
                   "[Site \"?\"]\n"
                   "[Date \"2026.??.??\"]\n"
                   "[Round \"?\"]\n"
                   "[South \"?\"]\n"
                   "[North \"?\"]\n"
                   "[Result \"*\"]\n"
                   "[Variant \"adji-kui-1\"]\n"
                   "\n"
                   "1. e E 2. f B 3. c C 4. ax2 {move numbers are only checked loosely} 4... Dx3\n"
                   "5. b A 6. fx6! D 7. c A 8. a B 9. d D 10. c C *\n");
}

static void
test_good_rules_written (void)
{
  g_autoptr(GPtrArray) all_keys = read_good ("rules-all-keys.akn");
  g_autoptr(GPtrArray) match = read_good ("match-round.akn");
  g_autofree char *all_keys_text = ak_notation_write (all_keys);
  g_autofree char *match_text = ak_notation_write (match);

  /* Only keys that differ from their default, never the variant. */
  g_assert_nonnull (strstr (all_keys_text,
                            "[Variant \"adji-kui-1\"]\n"
                            "[Rules \"repetition=0 no-capture-limit=0 next-starter=loser "
                            "match-end=holes:9\"]\n\n"));
  /* The same rules in another order are the same rules. */
  g_assert_true (ak_rules_equal (&game_at (match, 0)->rules, &game_at (match, 2)->rules));
  g_assert_cmpstr (ak_game_record_get_tag (game_at (match, 2), "Rules"), ==,
                   "match-end=games:3 next-starter=winner remainder=round");
  g_assert_nonnull (strstr (match_text,
                            "[Rules \"remainder=round next-starter=winner match-end=games:3\"]\n"
                            "[Match \"Territory\"]\n"
                            "[Game \"3\"]\n"
                            "[Position \"4n,4,4,4,4,4n/4,4,4,4,4,4 N 0-0\"]\n"
                            "[Purchase \"North: a f\"]\n"
                            "[Termination \"agreement\"]\n"));
}

/* The match file's games follow one another as RULES.md §5 says.  The
 * reader checks this; here each start is written out, and rebuilt from
 * the game before (wealth = result + bank, the starter alternating). */
static void
test_good_match (void)
{
  g_autoptr(GPtrArray) games = read_good ("match-five.akn");
  static const struct
  {
    const char *result;
    const char *purchase;
    const char *start;
  } expected[] = {
    { "30-18", NULL, "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0" },
    { "21-23", "South: E", "4,4,4,4,4,4/4,4,4,4,4s,0 N 0-0 2-2" },
    { "16-28", NULL, "4,4,4,4,4,0/4,4,4,4,4,4 S 0-0 3-1" },
    { "31-13", "North: c", "4,4,4n,4,4,0/4,4,4,4,4,4 N 0-0 3-1" },
    { "27-17", "South: B D", "4,4,4,4,4,4/4,4s,4,4s,4,0 S 0-0 2-2" },
  };

  g_assert_cmpuint (games->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < games->len; i++)
    {
      const AkGameRecord *record = game_at (games, i);
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      guint division[2];

      g_assert_cmpstr (ak_game_record_get_tag (record, "Match"), ==, "Harmattan match");
      g_assert_cmpstr (ak_game_record_get_tag (record, "Game"), ==, number);
      g_assert_cmpstr (record->result, ==, expected[i].result);
      g_assert_cmpstr (ak_game_record_get_tag (record, "Purchase"), ==, expected[i].purchase);
      assert_position (&record->start, expected[i].start);
      g_assert_cmpint (record->start.side, ==, i % 2 == 0 ? AK_SOUTH : AK_NORTH);

      /* Short games, divided by agreement. */
      ak_position_division (&ak_game_record_get_last_main_node (record)->position, division);
      g_assert_cmpuint (division[AK_SOUTH] + division[AK_NORTH] + record->start.banks[0] +
                        record->start.banks[1], ==, AK_N_SEEDS);

      if (i > 0)
        {
          const AkGameRecord *before = game_at (games, i - 1);
          g_auto(GStrv) words = g_strsplit (expected[i].purchase ? expected[i].purchase : "", " ",
                                            -1);
          g_autoptr(GError) error = NULL;
          guint8 purchases[AK_N_HOLES];
          guint n_purchases = 0;
          guint result[2];
          guint wealth[2];
          AkPosition rebuilt;

          g_assert_cmpint (sscanf (before->result, "%u-%u", &result[0], &result[1]), ==, 2);
          wealth[0] = result[0] + before->start.banks[0];
          wealth[1] = result[1] + before->start.banks[1];
          for (guint w = 1; words[0] != NULL && words[w] != NULL; w++)
            purchases[n_purchases++] = (guint8) ak_hole_from_char (words[w][0]);
          g_assert_true (ak_match_rebuild (&record->rules, wealth,
                                           n_purchases > 0 ? purchases : NULL, n_purchases,
                                           AK_SIDE_OTHER (before->start.side), &rebuilt,
                                           &error));
          g_assert_no_error (error);
          g_assert_true (ak_position_equal (&rebuilt, &record->start));
        }
    }
}

/* The players' tags: who plays each side, and a program's level. */
static void
test_good_players (void)
{
  g_autoptr(GPtrArray) programs = read_good ("players.akn");
  g_autoptr(GPtrArray) human = read_good ("players-human.akn");
  g_autoptr(GPtrArray) again = NULL;
  g_autofree char *written = NULL;
  g_autofree char *rewritten = NULL;
  const AkGameRecord *record;
  guint level = 99;

  /* Both sides programs, each with its level; the file is in export form
   * (test_good_round_trip), so the tags stand in the writer's order. */
  record = game_at (programs, 0);
  g_assert_true (ak_game_record_get_program (record, AK_SOUTH, &level));
  g_assert_cmpuint (level, ==, 2);
  g_assert_true (ak_game_record_get_program (record, AK_NORTH, &level));
  g_assert_cmpuint (level, ==, 5);
  g_assert_true (ak_game_record_get_program (record, AK_NORTH, NULL));
  g_assert_cmpstr (ak_game_record_get_tag (record, "SouthLevel"), ==, "2");
  written = ak_notation_write_game (record);
  g_assert_nonnull (strstr (written,
                            "[Termination \"agreement\"]\n"
                            "[SouthType \"program\"]\n"
                            "[SouthLevel \"2\"]\n"
                            "[NorthType \"program\"]\n"
                            "[NorthLevel \"5\"]\n"
                            "[Annotator \"Adji Kui 0.2 (review, 2 s a move)\"]\n"
                            "\n"));
  g_clear_pointer (&written, g_free);

  /* A human written out is dropped, as no type means human; a program
   * without a level is one that plays at the app's default level. */
  record = game_at (human, 0);
  g_assert_cmpstr (ak_game_record_get_tag (record, "SouthType"), ==, "human");
  level = 99;
  g_assert_false (ak_game_record_get_program (record, AK_SOUTH, &level));
  g_assert_cmpuint (level, ==, 0);
  level = 99;
  g_assert_true (ak_game_record_get_program (record, AK_NORTH, &level));
  g_assert_cmpuint (level, ==, 0);
  written = ak_notation_write_game (record);
  g_assert_cmpstr (written, ==,
                   "[Event \"Practice against the computer\"]\n"
                   "[Site \"?\"]\n"
                   "[Date \"????.??.??\"]\n"
                   "[Round \"?\"]\n"
                   "[South \"Awa\"]\n"
                   "[North \"Computer\"]\n"
                   "[Result \"*\"]\n"
                   "[Variant \"adji-kui-2\"]\n"
                   "[NorthType \"program\"]\n"
                   "\n"
                   "1. d Ex4 2. b C 3. d F 4. b Ax4 5. c *\n");

  /* Read back, the record has no SouthType, and says the same. */
  again = read_text (written, -1);
  g_assert_null (ak_game_record_get_tag (game_at (again, 0), "SouthType"));
  g_assert_false (ak_game_record_get_program (game_at (again, 0), AK_SOUTH, NULL));
  g_assert_true (ak_game_record_equal (record, game_at (again, 0)));
  rewritten = ak_notation_write_game (game_at (again, 0));
  g_assert_cmpstr (rewritten, ==, written);
}

/* -------------------------------------------------------------------------
 * Bad files
 */

#define SYNTAX       AK_NOTATION_ERROR_SYNTAX
#define RULES        AK_NOTATION_ERROR_RULES
#define POSITION     AK_NOTATION_ERROR_POSITION
#define ILLEGAL_MOVE AK_NOTATION_ERROR_ILLEGAL_MOVE
#define RESULT       AK_NOTATION_ERROR_RESULT
#define MATCH        AK_NOTATION_ERROR_MATCH

typedef struct
{
  const char *name;
  int         code;
  guint       game;      /* 0: the file as a whole */
  guint       line;
  guint       column;
  const char *message;
} BadCase;

static const BadCase bad_cases[] = {
  { "bad-capture-syntax.akn", SYNTAX, 1, 3, 6,
    "a capture is written x and the seeds taken, like fx4" },
  { "bad-date.akn", SYNTAX, 1, 2, 7,
    "a date is written YYYY.MM.DD, with ?? for unknown parts; not “2026-11-29”" },
  { "bad-escape.akn", SYNTAX, 1, 2, 10,
    "only \\\" and \\\\ are escapes in a tag value" },
  { "bad-game-number.akn", SYNTAX, 1, 3, 7,
    "the game number must be a whole number from 1, not “0”" },
  { "bad-nag-256.akn", SYNTAX, 1, 3, 11,
    "a glyph is “$” and a number from 0 to 255" },
  { "bad-nag-empty.akn", SYNTAX, 1, 3, 6,
    "a glyph is “$” and a number from 0 to 255" },
  /* A long bad value is quoted by its first 40 characters. */
  { "bad-player-level-long.akn", SYNTAX, 1, 3, 13,
    "SouthLevel must be a whole number from 1 to 5, not "
    "“the strongest the computer can play, ple…”" },
  { "bad-player-level.akn", SYNTAX, 1, 3, 13,
    "NorthLevel must be a whole number from 1 to 5, not “6”" },
  { "bad-player-type.akn", SYNTAX, 1, 2, 12,
    "SouthType must be human or program, not “computer”" },
  { "bad-purchase.akn", SYNTAX, 1, 2, 11,
    "a purchase is written like “South: A B”, not “South A”" },
  { "bad-result-tag.akn", SYNTAX, 1, 2, 9,
    "a result is the seeds of each player, like 25-23, or *; not “25:23”" },
  { "bad-result-token.akn", SYNTAX, 1, 3, 8,
    "“25-” is neither a move nor a result" },
  { "bad-rules.akn", RULES, 1, 2, 8,
    "rule option “skip-origin” cannot be “maybe”: expected yes, no" },
  { "bad-suffix.akn", SYNTAX, 1, 3, 4,
    "“!!!” is not a move annotation (!, ?, !!, ??, !?, ?!)" },
  { "bad-tag-name.akn", SYNTAX, 1, 2, 3,
    "expected a tag name (letters, digits, _) after “[”" },
  { "bad-variant.akn", RULES, 1, 2, 10,
    "the variant must be adji-kui-1 or adji-kui-2, not “adji-kui-3”" },
  { "blank.akn", SYNTAX, 0, 4, 1,
    "the file holds no game" },
  { "capture-on-quiet-move.akn", ILLEGAL_MOVE, 1, 3, 13,
    "move 2. “b” captures 0 seeds, not 4 as written" },
  { "close-without-variation.akn", SYNTAX, 1, 3, 7,
    "“)” closes no variation" },
  { "duplicate-tag.akn", SYNTAX, 1, 3, 1,
    "tag Event is given twice" },
  { "empty-variation.akn", SYNTAX, 1, 3, 21,
    "a variation needs at least one move" },
  { "empty.akn", SYNTAX, 0, 1, 1,
    "the file holds no game" },
  { "illegal-empty.akn", ILLEGAL_MOVE, 1, 3, 11,
    "move 2. “a” is illegal: hole a is empty; a hole needs at least 2 seeds to be sown" },
  { "illegal-endless.akn", ILLEGAL_MOVE, 1, 4, 29,
    "move 1. “d” is illegal: hole d starts an endless relay; a move must come to an end" },
  { "illegal-opponent.akn", ILLEGAL_MOVE, 1, 3, 6,
    "move 1... “a” is illegal: hole a belongs to South; a player sows only from their own holes" },
  { "illegal-singleton.akn", ILLEGAL_MOVE, 1, 4, 4,
    "move 1. “c” is illegal: hole c holds 1 seed; a hole needs at least 2 seeds to be sown" },
  { "invalid-utf8.akn", SYNTAX, 0, 2, 12,
    "the file is not valid UTF-8 text" },
  { "junk-glued.akn", SYNTAX, 1, 3, 4,
    "“aB” is not a move (a hole a–f, A–F, or -- for a pass)" },
  { "junk-token.akn", SYNTAX, 1, 3, 6,
    "“%” is not a move (a hole a–f, A–F, or -- for a pass)" },
  { "level-for-human.akn", SYNTAX, 1, 3, 13,
    "SouthLevel is the level of a program, but SouthType is not “program”" },
  /* No type is a human too. */
  { "level-without-type.akn", SYNTAX, 1, 4, 13,
    "NorthLevel is the level of a program, but NorthType is not “program”" },
  { "match-after-games-limit.akn", MATCH, 2, 12, 11,
    "match “Single” was over after the game before, so no game can follow it" },
  { "match-after-ruin.akn", MATCH, 2, 12, 11,
    "match “Last stand” was over after the game before, so no game can follow it" },
  { "match-different-rules.akn", MATCH, 2, 11, 11,
    "game 2 of match “Harmattan match” is played under other rules than the game before" },
  { "match-game-numbers.akn", MATCH, 2, 9, 7,
    "game 3 of match “Harmattan match” follows game 1; expected game 2" },
  { "match-missing-purchase.akn", MATCH, 2, 10, 11,
    "South buys 1 hole at this rebuild: the game needs a Purchase tag" },
  { "match-nobody-buys.akn", MATCH, 2, 13, 11,
    "nobody buys a hole at this rebuild" },
  { "match-not-rebuild.akn", MATCH, 2, 10, 11,
    "game 2 of match “Harmattan match” must start from the rebuild of the game before: "
    "4,4,4,4,4,4/4,4,4,4,4s,0 N 0-0 2-2" },
  { "match-purchase-count.akn", MATCH, 2, 11, 11,
    "South must buy exactly 1 hole, not 2" },
  { "match-purchase-own-row.akn", MATCH, 2, 11, 11,
    "South can only buy holes of North’s row (A–F), not a" },
  { "match-unfinished-before.akn", MATCH, 2, 10, 11,
    "the game before in match “Harmattan match” is unfinished, so no game can follow it" },
  { "match-wrong-buyer.akn", MATCH, 2, 11, 11,
    "the buyer at this rebuild is South" },
  { "missing-bracket.akn", SYNTAX, 1, 2, 14,
    "expected “]” to close tag Site" },
  /* The next game's tags come before this game's result. */
  { "missing-result-next-game.akn", SYNTAX, 1, 5, 1,
    "the game has no result before the next game’s tags (the seeds of each player, "
    "like 25-23, or *)" },
  { "missing-result.akn", SYNTAX, 1, 4, 1,
    "the game has no result at its end (the seeds of each player, like 25-23, or *)" },
  { "move-after-end.akn", ILLEGAL_MOVE, 1, 4, 6,
    "move 1... “F” is illegal: the game is already over (board)" },
  { "nag-before-move.akn", SYNTAX, 1, 3, 1,
    "a glyph ($N) must follow a move" },
  { "not-a-hole.akn", SYNTAX, 1, 3, 6,
    "“G” is not a hole (a–f, A–F)" },
  { "pass-not-forced.akn", ILLEGAL_MOVE, 1, 3, 6,
    "move 1... “--” is illegal: North has a move; a player passes only with no move left" },
  { "position-47-seeds.akn", POSITION, 1, 2, 11,
    "the seeds add up to 47, not 48 (board 47, stores 0-0, banks 0-0)" },
  { "position-malformed.akn", POSITION, 1, 2, 11,
    "South’s row must have 6 holes, not 5" },
  { "position-owner.akn", POSITION, 1, 2, 11,
    "hole a: the owner suffix “s” is only written on a hole owned by the player whose row "
    "it is not" },
  { "result-in-variation.akn", SYNTAX, 1, 3, 12,
    "a result cannot stand inside a variation" },
  { "result-mismatch-finished.akn", RESULT, 1, 4, 6,
    "the game ends (board) with 24-24, not 25-23" },
  { "result-mismatch-unfinished.akn", RESULT, 1, 3, 38,
    "dividing the seeds of this unfinished game gives 21-27, not 24-24" },
  { "result-tag-contradicts.akn", RESULT, 1, 2, 9,
    "the Result tag says 21-27 but the moves end with *" },
  { "rules-variant-conflict.akn", RULES, 1, 3, 10,
    "the Variant tag contradicts the variant in the Rules tag" },
  /* skip-origin.akn without its Rules tag: f's lap ends in B, not C. */
  { "skip-origin-missing.akn", ILLEGAL_MOVE, 1, 11, 4,
    "move 1. “f” captures 6 seeds, not 9 as written" },
  { "star-on-finished.akn", RESULT, 1, 4, 6,
    "the game is over (board), so its result is 24-24, not *" },
  { "tag-control-char.akn", SYNTAX, 1, 1, 13,
    "a tag value cannot hold control characters" },
  { "tag-value-unquoted.akn", SYNTAX, 1, 1, 8,
    "expected the value of tag Event in double quotes" },
  { "tags-only.akn", SYNTAX, 1, 3, 1,
    "the game has no result at its end (the seeds of each player, like 25-23, or *)" },
  { "termination-contradicts.akn", RESULT, 1, 3, 14,
    "the game ended by board, not by agreement" },
  { "termination-not-agreement.akn", RESULT, 1, 2, 14,
    "the game ended by agreement, not by repetition" },
  { "termination-unfinished.akn", RESULT, 1, 2, 14,
    "an unfinished game (*) has no Termination" },
  { "termination-unknown.akn", SYNTAX, 1, 2, 14,
    "the termination must be board, no-moves, repetition, no-capture, agreement or "
    "move-limit, not “resignation”" },
  { "third-game-illegal.akn", ILLEGAL_MOVE, 3, 8, 59,
    "move 8. “f” is illegal: hole f holds 1 seed; a hole needs at least 2 seeds to be sown" },
  /* 65 nested variations; 64 are read (see test_read_depth). */
  { "too-deep.akn", SYNTAX, 1, 3, 390,
    "variations are nested more than 64 deep" },
  { "unclosed-comment.akn", SYNTAX, 1, 3, 6,
    "the comment opened here is never closed with “}”" },
  { "unclosed-tag-value.akn", SYNTAX, 1, 1, 8,
    "the value of tag Event is not closed with “\"” on its line" },
  { "unclosed-variation.akn", SYNTAX, 1, 3, 6,
    "the variation opened here is never closed with “)”" },
  { "variation-before-move.akn", SYNTAX, 1, 3, 1,
    "a variation must follow the move it replaces" },
  { "wrong-capture.akn", ILLEGAL_MOVE, 1, 3, 6,
    "move 1... “B” captures 4 seeds, not 3 as written" },
};

static void
test_bad_listed (void)
{
  g_autoptr(GPtrArray) names = list_fixtures ("bad");

  g_assert_cmpuint (names->len, ==, G_N_ELEMENTS (bad_cases));
  for (guint i = 0; i < names->len; i++)
    g_assert_cmpstr (g_ptr_array_index (names, i), ==, bad_cases[i].name);
}

static void
test_bad_files (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      const BadCase *c = &bad_cases[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(GError) unplaced = NULL;
      g_autoptr(GPtrArray) games = NULL;
      g_autofree char *text = NULL;
      AkNotationLocation location = { 99, 99, 99 };
      gsize length;

      g_test_message ("%s", c->name);
      text = load_fixture ("bad", c->name, &length);

      games = ak_notation_read (text, (gssize) length, &location, &error);
      g_assert_null (games);
      g_assert_error (error, AK_NOTATION_ERROR, c->code);
      g_assert_cmpstr (error->message, ==, c->message);
      g_assert_cmpuint (location.game, ==, c->game);
      g_assert_cmpuint (location.line, ==, c->line);
      g_assert_cmpuint (location.column, ==, c->column);

      /* The location is optional. */
      games = ak_notation_read (text, (gssize) length, NULL, &unplaced);
      g_assert_null (games);
      g_assert_error (unplaced, AK_NOTATION_ERROR, c->code);
      g_assert_cmpstr (unplaced->message, ==, c->message);
    }
}

/* Every message that quotes a part of the file quotes at most 40
 * characters of it, so a long line of anything gives a short message.  "@"
 * in a text stands for 100 KB of the filler. */
typedef struct
{
  const char *text;
  const char *filler;
  const char *expected;   /* a part of the message */
} LongCase;

static const LongCase long_cases[] = {
  /* Tag values. */
  { "[Variant \"@\"]\n\n*\n", "xé", "the variant must be adji-kui-1 or adji-kui-2, not “xéxé" },
  { "[Result \"@\"]\n\n*\n", "xé", "a result is the seeds of each player, like 25-23, or *; "
    "not “xéxé" },
  { "[Date \"@\"]\n\n*\n", "xé", "a date is written YYYY.MM.DD, with ?? for unknown parts; "
    "not “xéxé" },
  { "[Game \"@\"]\n\n*\n", "xé", "the game number must be a whole number from 1, not “xéxé" },
  { "[Termination \"@\"]\n\n*\n", "xé", "the termination must be board, no-moves, repetition, "
    "no-capture, agreement or move-limit, not “xéxé" },
  { "[Purchase \"@\"]\n\n*\n", "xé", "a purchase is written like “South: A B”, not “xéxé" },
  { "[Purchase \"South: @\"]\n\n*\n", "A ", "a purchase is written like “South: A B”, not "
    "“South: A A " },
  { "[Position \"@\"]\n\n*\n", "xé", "a position string has at most 200 characters, not "
    "102400: “xéxé" },
  { "[Rules \"first=@\"]\n\n*\n", "xé", "rule option “first” cannot be “xéxé" },
  { "[Rules \"@=1\"]\n\n*\n", "xé", "unknown rule option “xéxé" },
  { "[Rules \"@\"]\n\n*\n", "xé", "” is not a rule option: expected key=value" },
  { "[SouthType \"@\"]\n\n*\n", "xé", "SouthType must be human or program, not “xéxé" },
  { "[NorthLevel \"@\"]\n\n*\n", "xé", "NorthLevel must be a whole number from 1 to 5, not “xé" },
  { "[Match \"@\"]\n\n1. a *\n\n[Match \"@\"]\n[Rules \"first=north\"]\n\n*\n", "xé",
    "game 2 of match “xéxé" },
  /* Tag names. */
  { "[@ x]\n\n*\n", "Ab", "expected the value of tag AbAb" },
  { "[@ \"x\n\n*\n", "Ab", "the value of tag AbAb" },
  { "[@ \"x\" x\n\n*\n", "Ab", "expected “]” to close tag AbAb" },
  { "[@ \"x\"]\n[@ \"y\"]\n\n*\n", "Ab", "tag AbAb" },
  /* Movetext. */
  { "@-1\n", "12", "a result is the seeds of each player, like 25-23, or *; not “1212" },
  { "1. a 1@ *\n", "2é", "“12é2é" },
  { "1. a@ *\n", "!?", "“!?!?" },
  { "1. a@ *\n", "Bé", "“aBéBé" },
  { "1. %@ *\n", "xé", "“%xéxé" },
  /* What would not show, however short. */
  { "[Variant \"adji\xe2\x80\xae" "2-iuk\"]\n\n*\n", "",
    "the variant must be adji-kui-1 or adji-kui-2, not “adji\\u202e2-iuk”" },
  { "[Date \"2026\x7f\"]\n\n*\n", "", "not “2026\\x7f”" },
  { "[SouthType \"back\\\\slash\"]\n\n*\n", "", "not “back\\\\slash”" },
};

static void
assert_short_message (const char *message,
                      gboolean    cut)
{
  const char *open = message;

  g_assert_true (g_utf8_validate (message, -1, NULL));
  g_assert_cmpuint (strlen (message), <, 200);
  if (cut)
    g_assert_nonnull (strstr (message, "…"));

  /* Each quoted part: at most 40 characters and the ellipsis. */
  while ((open = strstr (open, "“")) != NULL)
    {
      const char *close;

      open += strlen ("“");
      close = strstr (open, "”");
      g_assert_nonnull (close);
      g_assert_cmpint (g_utf8_strlen (open, close - open), <=, 41);
      open = close;
    }
}

static void
test_bad_long_values (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (long_cases); i++)
    {
      const LongCase *c = &long_cases[i];
      g_autoptr(GString) filler = g_string_new (NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) games = NULL;
      g_autoptr(GString) text = g_string_new (c->text);
      glong filler_chars = g_utf8_strlen (c->filler, -1);

      g_test_message ("long case %u: %s", i, c->expected);
      for (glong n = 0; filler_chars > 0 && n < 100 * 1024; n += filler_chars)
        g_string_append (filler, c->filler);
      g_string_replace (text, "@", filler->str, 0);

      games = ak_notation_read (text->str, (gssize) text->len, NULL, &error);
      g_assert_null (games);
      g_assert_nonnull (error);
      g_test_message ("message: %s", error->message);
      g_assert_nonnull (strstr (error->message, c->expected));
      assert_short_message (error->message, c->filler[0] != '\0');
    }
}

/* AKN §6: a game that does not follow a game of its match cannot carry a
 * purchase or bought holes, nor come back to a match after another, nor
 * be numbered past 1 - whatever the Match tags are renamed to.  Only the
 * file's first game may be one studied out of its match. */
typedef struct
{
  const char *name;         /* a good file, changed by the edits */
  const char *edits[3][2];  /* each: a text of the file and what it becomes */
  guint       game;
  guint       line;
  guint       column;
  const char *message;
} MatchStartCase;

#define G2 "[Match \"Harmattan match\"]\n[Game \"2\"]\n"
#define G3 "[Match \"Harmattan match\"]\n[Game \"3\"]\n"

static const MatchStartCase match_start_cases[] = {
  /* Game 2 renamed: its purchase follows no game of its match. */
  { "match-five.akn", { { G2, "[Match \"Other\"]\n[Game \"2\"]\n" } }, 2, 26, 11,
    "game 2 has a Purchase tag, but the game before it is not of match “Other”: holes are "
    "bought at the rebuild after a game of the same match" },
  /* ... nor do its bought holes, without the tag. */
  { "match-five.akn", { { G2, "[Match \"Other\"]\n[Game \"2\"]\n" },
                        { "[Purchase \"South: E\"]\n", "" } }, 2, 25, 11,
    "game 2 starts with bought holes (its Position tag), but the game before it is not of its "
    "match: holes are bought at the rebuild after a game of the same match" },
  /* Game 3 renamed: a game 3 with no game 2 before it. */
  { "match-five.akn", { { G3, "[Match \"Other\"]\n[Game \"3\"]\n" } }, 3, 40, 7,
    "game 3 is game 3 of match “Other”, but the game before it is not of that match" },
  /* Game 3 renamed and unnumbered: a match of its own, so game 4 comes
   * back to the first match, whose game 3 it does not follow. */
  { "match-five.akn", { { G3, "[Match \"Other\"]\n" } }, 4, 52, 8,
    "game 4 is of match “Harmattan match”, which another match interrupts: the games of a "
    "match stand together, in order" },
  /* A purchase outside any match, even in the first game. */
  { "bought-holes.akn", { { "[Result \"*\"]\n", "[Result \"*\"]\n[Purchase \"South: A\"]\n" } },
    1, 8, 11, "game 1 has a Purchase tag but no Match tag: holes are only bought in a match" },
  /* Bought holes after another game, with no match. */
  { "bought-holes.akn", { { "[Event \"Study: bought holes\"]\n",
                            "1. a *\n\n[Event \"Study: bought holes\"]\n" } }, 2, 11, 11,
    "game 2 starts with bought holes (its Position tag), but has no Match tag: holes are bought "
    "at the rebuild after a game of the same match" },
};

static void
test_bad_match_start (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (match_start_cases); i++)
    {
      const MatchStartCase *c = &match_start_cases[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) games = NULL;
      g_autoptr(GString) text = NULL;
      g_autofree char *original = NULL;
      AkNotationLocation location = { 0, };
      gsize length;

      g_test_message ("match start %u: %s", i, c->message);
      original = load_fixture ("good", c->name, &length);
      text = g_string_new_len (original, (gssize) length);
      for (guint j = 0; j < G_N_ELEMENTS (c->edits) && c->edits[j][0] != NULL; j++)
        g_assert_cmpuint (g_string_replace (text, c->edits[j][0], c->edits[j][1], 1), ==, 1);

      games = ak_notation_read (text->str, (gssize) text->len, &location, &error);
      g_assert_null (games);
      g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_MATCH);
      g_assert_cmpstr (error->message, ==, c->message);
      g_assert_cmpuint (location.game, ==, c->game);
      g_assert_cmpuint (location.line, ==, c->line);
      g_assert_cmpuint (location.column, ==, c->column);
    }
}

/* What stays good: a game of a match studied on its own, as the file's
 * first game, and a set-up position with bought holes. */
static void
test_good_match_start (void)
{
  static const char * const names[] = { "akn-md-example.akn", "bought-holes.akn" };
  g_autoptr(GPtrArray) five = read_good ("match-five.akn");
  g_autoptr(GPtrArray) tail = NULL;
  g_autofree char *text = NULL;
  const char *second;
  gsize length;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GPtrArray) games = read_good (names[i]);
      const AkPosition *start = &game_at (games, 0)->start;
      gboolean bought = FALSE;

      g_assert_cmpuint (games->len, ==, 1);
      for (int hole = 0; hole < AK_N_HOLES; hole++)
        bought |= ak_position_owner (start, hole) != ak_hole_row (hole);
      g_assert_true (bought);
    }

  /* A match file from its game 2 on: game 2 is the study, the others
   * follow it and are checked. */
  text = load_fixture ("good", "match-five.akn", &length);
  second = strstr (text, "\n\n[Event");
  g_assert_nonnull (second);
  tail = read_text (second + 2, -1);
  g_assert_cmpuint (tail->len, ==, five->len - 1);
  g_assert_true (ak_game_record_equal (game_at (tail, 0), game_at (five, 1)));
}

/* The caps that bound the memory reading takes (README's AKN section):
 * at each cap a file reads, one more is refused where it stands. */
static void
assert_refused_at (const GString *text,
                   guint          game,
                   guint          line,
                   guint          column,
                   const char    *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  AkNotationLocation location = { 0, };

  games = ak_notation_read (text->str, (gssize) text->len, &location, &error);
  g_assert_null (games);
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_cmpuint (location.game, ==, game);
  g_assert_cmpuint (location.line, ==, line);
  g_assert_cmpuint (location.column, ==, column);
}

/* "1. a " and @n times @item, then "*". */
static GString *
first_move_and (const char *item,
                guint       n)
{
  GString *text = g_string_new ("1. a ");

  for (guint i = 0; i < n; i++)
    g_string_append (text, item);
  g_string_append (text, "*\n");
  return text;
}

/* A game that goes round a six-ply cycle with repetition and the
 * no-capture limit off (repetition-default.akn), for @n_units units of a
 * ply and @per_ply, on line 5. */
static GString *
cycle_game (guint       n_units,
            const char *per_ply)
{
  static const char * const cycle[] = { "f", "C", "a", "A", "d", "D" };
  GString *text = g_string_new ("[Rules \"repetition=0 no-capture-limit=0\"]\n"
                                "[Position \"2,1,1,1,0,2/1,0,2,1,0,1 S 16-20\"]\n"
                                "[Event \"cycle\"]\n\n");

  for (guint i = 0; i < n_units; i++)
    {
      g_string_append (text, cycle[i % G_N_ELEMENTS (cycle)]);
      g_string_append (text, per_ply);
    }
  g_string_append (text, "*\n");
  return text;
}

/* A variation costs what its own moves cost, however long the line it
 * leaves: here each of 100,000 plies has one (the same move again). */
static void
test_read_variations_along_long_line (void)
{
  static const char * const cycle[] = { "f", "C", "a", "A", "d", "D" };
  g_autoptr(GString) text = cycle_game (0, "");
  g_autoptr(GPtrArray) games = NULL;
  const AkGameNode *node;
  guint plies = 0;

  g_string_truncate (text, text->len - strlen ("*\n"));
  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (text, "%s (%s) ", cycle[i % 6], cycle[i % 6]);
  g_string_append (text, "*\n");

  games = read_text (text->str, (gssize) text->len);
  g_assert_cmpuint (ak_game_record_count_moves (game_at (games, 0)), ==, 200000);
  for (node = game_at (games, 0)->root; node->children != NULL;
       node = g_ptr_array_index (node->children, 0))
    {
      g_assert_cmpuint (node->children->len, ==, 2);
      plies++;
    }
  g_assert_cmpuint (plies, ==, 100000);
}

static void
test_read_caps (void)
{
  g_autoptr(GString) text = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *hundred = NULL;

  /* Comments on one move: the 101st is at column 6 + 4 * 100. */
  text = first_move_and ("{c} ", 100);
  games = read_text (text->str, (gssize) text->len);
  g_assert_cmpuint (ak_game_record_get_last_main_node (game_at (games, 0))->comments->len, ==,
                    100);
  g_clear_pointer (&games, g_ptr_array_unref);
  g_string_free (text, TRUE);
  text = first_move_and ("{c} ", 101);
  assert_refused_at (text, 1, 1, 406,
                     "more than 100 comments stand together here, the most one move may have");
  g_string_free (text, TRUE);

  /* Variations of one move. */
  text = first_move_and ("(b) ", 100);
  games = read_text (text->str, (gssize) text->len);
  g_assert_cmpuint (game_at (games, 0)->root->children->len, ==, 101);
  g_clear_pointer (&games, g_ptr_array_unref);
  g_string_free (text, TRUE);
  text = first_move_and ("(b) ", 101);
  assert_refused_at (text, 1, 1, 406,
                     "the move has more than 100 variations, the most one move may have");
  g_string_free (text, TRUE);

  /* Tags of one game: the 1001st is on line 1001. */
  text = g_string_new (NULL);
  for (guint i = 0; i < 1000; i++)
    g_string_append_printf (text, "[T%u \"x\"]\n", i);
  g_string_append (text, "\n*\n");
  games = read_text (text->str, (gssize) text->len);
  g_assert_cmpuint (game_at (games, 0)->tags->len, ==, 1000);
  g_clear_pointer (&games, g_ptr_array_unref);
  g_string_prepend (text, "[Extra \"x\"]\n");
  assert_refused_at (text, 1, 1001, 1, "the game has more than 1000 tags, the most a game may "
                     "have");
  g_string_free (text, TRUE);

  /* Tags of a file: 200 games of 1000 tags, and the 200,001st tag opens
   * game 201, whose games take 1003 lines each. */
  text = g_string_new (NULL);
  for (guint g = 0; g < 201; g++)
    {
      for (guint i = 0; i < 1000; i++)
        g_string_append_printf (text, "[T%u \"x\"]\n", i);
      g_string_append (text, "\n*\n\n");
    }
  assert_refused_at (text, 201, 200 * 1003 + 1, 1,
                     "the file holds more than 200000 tags, the most a file may hold");
  g_string_free (text, TRUE);

  /* Games of a file. */
  text = g_string_new (NULL);
  for (guint i = 0; i < 10000; i++)
    g_string_append (text, "*\n");
  games = read_text (text->str, (gssize) text->len);
  g_assert_cmpuint (games->len, ==, 10000);
  g_clear_pointer (&games, g_ptr_array_unref);
  g_string_append (text, "*\n");
  assert_refused_at (text, 10001, 10001, 1,
                     "the file holds more than 10000 games, the most a file may hold");
  g_string_free (text, TRUE);

  /* Comments of a file: 100 on each move, so the 1,000,001st is the first
   * after move 10,001, each move taking 1 + 100 * 4 columns. */
  hundred = g_strnfill (100 * 4, ' ');
  for (guint i = 0; i < 100; i++)
    memcpy (hundred + 1 + 4 * i, "{c}", 3);
  text = cycle_game (10001, hundred);
  assert_refused_at (text, 1, 5, 10000 * 401 + 3,
                     "the file holds more than 1000000 comments, the most a file may hold");
  g_string_free (text, TRUE);

  /* Moves of a file, variations included: the 1,000,001st move, here the
   * second of a variation on the 999,999th ply ("a"). */
  text = cycle_game (999999, " ");
  g_string_truncate (text, text->len - strlen ("*\n"));
  g_string_append (text, "(a) *\n");
  games = read_text (text->str, (gssize) text->len);
  g_assert_cmpuint (ak_game_record_count_moves (game_at (games, 0)), ==, 1000000);
  g_clear_pointer (&games, g_ptr_array_unref);
  g_string_truncate (text, text->len - strlen ("(a) *\n"));
  g_string_append (text, "(a A) *\n");
  assert_refused_at (text, 1, 5, 999999 * 2 + 4,
                     "the file holds more than 1000000 moves (variations included), the most a "
                     "file may hold");
  g_string_free (text, TRUE);

  /* One game may last as many plies as a file holds moves: a game of
   * 1,000,000 plies ends there (the move limit, ak-history.h) and reads,
   * divided as the no-capture limit divides; a ply more is illegal. */
  {
    static const char * const cycle[] = { "f", "C", "a", "A", "d", "D" };
    g_autoptr(AkHistory) history = NULL;
    g_autoptr(GError) error = NULL;
    AkNotationLocation location = { 0, };
    AkRules rules;
    AkPosition start;
    guint totals[2];
    g_autofree char *result = NULL;

    g_assert_true (ak_rules_parse (&rules, "repetition=0 no-capture-limit=0", NULL));
    g_assert_true (ak_position_parse (&start, "2,1,1,1,0,2/1,0,2,1,0,1 S 16-20", NULL));
    history = ak_history_new (&rules, &start);
    /* The cycle comes back every six plies: 1,000,000 ends four into it. */
    for (guint i = 0; i < 1000000 % 6; i++)
      g_assert_cmpint (ak_history_play (history, ak_hole_from_char (cycle[i][0]), NULL, NULL),
                       ==, AK_VERDICT_LEGAL);
    ak_position_division (ak_history_get_position (history), totals);
    result = g_strdup_printf ("%u-%u\n", totals[AK_SOUTH], totals[AK_NORTH]);

    text = cycle_game (AK_HISTORY_MAX_PLIES, " ");
    g_string_truncate (text, text->len - strlen ("*\n"));
    g_string_append (text, result);
    games = read_text (text->str, (gssize) text->len);
    g_assert_cmpuint (ak_game_record_count_moves (game_at (games, 0)), ==, 1000000);
    g_assert_cmpint (ak_game_record_get_last_main_node (game_at (games, 0))->termination, ==,
                     AK_TERMINATION_MOVE_LIMIT);
    g_clear_pointer (&games, g_ptr_array_unref);
    g_string_free (text, TRUE);

    text = cycle_game (AK_HISTORY_MAX_PLIES + 1, " ");
    games = ak_notation_read (text->str, (gssize) text->len, &location, &error);
    g_assert_null (games);
    g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_ILLEGAL_MOVE);
    g_assert_cmpstr (error->message, ==, "move 500001. “d” is illegal: the game is already "
                     "over (move-limit)");
    g_assert_cmpuint (location.column, ==, 1000000 * 2 + 1);
  }
}

/* -------------------------------------------------------------------------
 * Reading, other details
 */

static void
test_read_lengths (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  AkNotationLocation location = { 0, };
  static const char with_nul[] = "1. a\0 B *";

  /* Only @length bytes are read: the rest of the buffer is not the file. */
  games = read_text ("1. a *garbage", 6);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_cmpuint (ak_game_record_count_moves (game_at (games, 0)), ==, 1);
  g_clear_pointer (&games, g_ptr_array_unref);

  /* No text at all. */
  games = ak_notation_read (NULL, 0, &location, &error);
  g_assert_null (games);
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==, "the file holds no game");
  g_clear_error (&error);

  /* A byte-order mark alone is still no game. */
  games = ak_notation_read ("\xef\xbb\xbf\n", -1, &location, &error);
  g_assert_null (games);
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_SYNTAX);
  g_assert_cmpuint (location.line, ==, 2);
  g_assert_cmpuint (location.column, ==, 1);
  g_clear_error (&error);

  /* A NUL byte inside the text is not text. */
  games = ak_notation_read (with_nul, sizeof with_nul - 1, &location, &error);
  g_assert_null (games);
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==, "the file is not valid UTF-8 text");
  g_assert_cmpuint (location.game, ==, 0);
  g_assert_cmpuint (location.line, ==, 1);
  g_assert_cmpuint (location.column, ==, 5);
}

/* Columns count characters: a two-byte é and a three-byte – are one each. */
static void
test_read_columns (void)
{
  g_autoptr(GError) error = NULL;
  AkNotationLocation location = { 0, };
  GPtrArray *games;

  games = ak_notation_read ("[South \"José – Ana\"]\n{é – ü} 1. a G *\n", -1, &location,
                            &error);
  g_assert_null (games);
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==, "“G” is not a hole (a–f, A–F)");
  g_assert_cmpuint (location.game, ==, 1);
  g_assert_cmpuint (location.line, ==, 2);
  g_assert_cmpuint (location.column, ==, 14);
}

static void
test_read_depth (void)
{
  g_autoptr(GString) text = g_string_new ("1. a ");
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autofree char *written = NULL;
  const AkGameRecord *record;

  /* 64 variations inside one another are read; too-deep.akn has 65.  Each
   * replaces the first move of the one around it, so all of them are
   * alternatives to 1. a, and the writer lists them side by side. */
  for (guint i = 0; i < 64; i++)
    g_string_append (text, "(1. b ");
  for (guint i = 0; i < 64; i++)
    g_string_append_c (text, ')');
  g_string_append (text, " *\n");

  games = read_text (text->str, -1);
  record = game_at (games, 0);
  g_assert_cmpuint (n_children (record->root), ==, 65);
  g_assert_cmpint (child (record->root, 0)->move, ==, ak_hole_from_char ('a'));
  for (guint i = 1; i < 65; i++)
    {
      g_assert_cmpint (child (record->root, i)->move, ==, ak_hole_from_char ('b'));
      g_assert_cmpuint (n_children (child (record->root, i)), ==, 0);
    }
  g_assert_cmpuint (ak_game_record_count_moves (record), ==, 65);

  written = ak_notation_write (games);
  g_assert_nonnull (strstr (written, "1. a (1. b) (1. b) (1. b)"));
  again = read_text (written, -1);
  g_assert_true (ak_game_record_equal (record, game_at (again, 0)));
}

/* Locations the reader once got wrong, found while writing these tests. */
static void
check_known_location (const char *text,
                      const char *message,
                      guint       line,
                      guint       column,
                      const char *issue)
{
  g_autoptr(GError) error = NULL;
  AkNotationLocation location = { 0, };
  GPtrArray *games;

  g_test_message ("%s", issue);
  games = ak_notation_read (text, -1, &location, &error);
  g_assert_null (games);
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_cmpuint (location.line, ==, line);
  g_assert_cmpuint (location.column, ==, column);
}

/* Text that does not open as AKN is said to be no game file, where it
 * starts; text that opens as AKN still gets the message of its first
 * problem. */
static void
test_not_akn (void)
{
  static const struct
  {
    const char *text;
    guint       line;
    guint       column;
  } not_akn[] = {
    { "the quick brown fox\n", 1, 1 },
    { "t", 1, 1 },
    { "<!DOCTYPE html>\n<html></html>\n", 1, 1 },
    { "\n\n   #!/bin/sh\n", 3, 4 },
    { "\xef\xbb\xbfhello\n", 1, 1 },
    { "Ünïcode", 1, 1 },
    { "%PDF-1.7", 1, 1 },
  };
  static const struct
  {
    const char *text;
    const char *message;
  } akn[] = {
    { "a t", "“t” is not a hole (a–f, A–F)" },
    { "[Event \"x\"]\nt *\n", "“t” is not a hole (a–f, A–F)" },
    { "1. a B *\n\nhello", "“hello” is not a hole (a–f, A–F)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (not_akn); i++)
    check_known_location (not_akn[i].text, "this is not an Adji Kui game file",
                          not_akn[i].line, not_akn[i].column, not_akn[i].text);
  for (guint i = 0; i < G_N_ELEMENTS (akn); i++)
    {
      g_autoptr(GError) error = NULL;
      GPtrArray *games = ak_notation_read (akn[i].text, -1, NULL, &error);

      g_test_message ("%s", akn[i].text);
      g_assert_null (games);
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, !=, "this is not an Adji Kui game file");
    }
}

static void
test_known_stray_continuation_byte (void)
{
  /* The bad byte is the 7th character; advance() counts a continuation
   * byte as part of the character before it, even a stray one. */
  check_known_location ("1. a B\xbf *\n", "the file is not valid UTF-8 text", 1, 7,
                        "a stray UTF-8 continuation byte is reported at the column before it");
  check_known_location ("{\xc3\xa9\x80} *\n", "the file is not valid UTF-8 text", 1, 3,
                        "a stray UTF-8 continuation byte is reported at the column before it");
}

static void
test_known_tag_name_column (void)
{
  /* The name that is not a name starts right after “[”. */
  check_known_location ("[1st \"place\"]\n1. a *\n",
                        "expected a tag name (letters, digits, _) after “[”", 1, 2,
                        "a tag name starting with a digit is reported after the name");
}

static void
test_known_first_problem (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = NULL;
  g_autofree char *match = NULL;
  AkNotationLocation location = { 0, };
  GPtrArray *games;

  /* match-not-rebuild.akn (game 2 is wrong at line 10) and a third game
   * with a bad hole at line 17.  The first problem in the file is game 2's,
   * but match rules are checked only once every game has been read. */
  match = load_fixture ("bad", "match-not-rebuild.akn", NULL);
  text = g_string_new (match);
  g_string_append (text, "\n[Event \"Third\"]\n\n1. a G *\n");

  games = ak_notation_read (text->str, -1, &location, &error);
  g_assert_null (games);
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_MATCH);
  g_assert_cmpuint (location.game, ==, 2);
  g_assert_cmpuint (location.line, ==, 10);
  g_assert_cmpuint (location.column, ==, 11);
}

/* -------------------------------------------------------------------------
 * Records built in code
 */

static AkGameRecord *
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
static AkGameNode *
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
static AkGameNode *
add_line (AkGameRecord *record,
          AkGameNode   *parent,
          const char   *moves)
{
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    parent = add_move (record, parent, words[i]);
  return parent;
}

static void
add_text (GPtrArray  **strings,
          const char  *text)
{
  if (*strings == NULL)
    *strings = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (*strings, g_strdup (text));
}

static void
set_result (AkGameRecord *record,
            const char   *result)
{
  g_free (record->result);
  record->result = g_strdup (result);
}

/* Writes @record, checks the text reads back to an equal record and
 * writes the same again; returns the text. */
static char *
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

static const char board_game[] =
  "e B b B a C a F b F f E a B c D a A a F b F a E d F c F e A b C a B b C c E a A f B a C d "
  "A e F a D f E d F a E c F";

static void
test_writer_wrap (void)
{
  g_autoptr(AkGameRecord) record = new_record (AK_VARIANT_ADJI_KUI_2, NULL, NULL);
  g_autofree char *text = NULL;
  g_autofree char *fixture = NULL;
  g_auto(GStrv) lines = NULL;
  const char *movetext;

  ak_game_record_set_tag (record, "Event", "Autumn league");
  ak_game_record_set_tag (record, "Site", "Saint-Louis");
  ak_game_record_set_tag (record, "Date", "2026.10.??");
  ak_game_record_set_tag (record, "Round", "4");
  ak_game_record_set_tag (record, "South", "Fatou");
  ak_game_record_set_tag (record, "North", "Ibrahima");
  ak_game_record_set_tag (record, "Termination", "board");
  g_assert_cmpint (add_line (record, record->root, board_game)->termination, ==,
                   AK_TERMINATION_BOARD);
  set_result (record, "18-30");

  text = write_and_reread (record);
  movetext = strstr (text, "\n\n") + 2;
  g_assert_cmpstr (movetext, ==,
                   "1. e B 2. b B 3. a C 4. a F 5. b F 6. f E 7. a Bx4 8. c D 9. a A 10. a Fx4\n"
                   "11. b F 12. ax4 E 13. d F 14. c Fx4 15. ex4 A 16. b Cx4 17. ax4 B 18. b C 19. c\n"
                   "E 20. a A 21. f B 22. a Cx4 23. d A 24. e F 25. a Dx4 26. f E 27. d F 28. a E\n"
                   "29. c Fx4 18-30\n");

  /* Greedy: no line could have taken the next line's first word. */
  lines = g_strsplit (movetext, "\n", -1);
  for (guint i = 0; lines[i + 1] != NULL && lines[i + 1][0] != '\0'; i++)
    {
      const char *space = strchr (lines[i + 1], ' ');
      gsize next;

      /* A move number and its move are one unit. */
      if (space != NULL && space[-1] == '.')
        space = strchr (space + 1, ' ');
      next = space != NULL ? (gsize) (space - lines[i + 1]) : strlen (lines[i + 1]);

      g_assert_cmpuint (strlen (lines[i]), <=, 79);
      g_assert_cmpuint (strlen (lines[i]) + 1 + next, >, 79);
    }

  /* The same game as the fixture, byte for byte. */
  fixture = load_fixture ("good", "ak2-board.akn", NULL);
  g_assert_cmpstr (text, ==, fixture);
}

static void
test_writer_long_comment (void)
{
  g_autoptr(AkGameRecord) record = new_record (AK_VARIANT_ADJI_KUI_2, NULL, NULL);
  g_autoptr(GString) sentence = g_string_new (NULL);
  g_autoptr(GString) expected = g_string_new (NULL);
  g_autoptr(GString) word = g_string_new (NULL);
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *text = NULL;
  AkGameNode *a;

  /* Six sentences of 78 characters: each fills a line of its own. */
  for (guint i = 0; i < 6; i++)
    {
      g_autofree char *one = g_strdup_printf ("The seeds go round and round, and at every lap "
                                              "the relay lifts them again (%u).", i + 1);

      g_assert_cmpuint (strlen (one), ==, 78);
      g_string_append_printf (sentence, "%s%s", i == 0 ? "" : " ", one);
      g_string_append_printf (expected, "%s%s%s", i == 0 ? "{" : "", one, i == 5 ? "}" : "\n");
    }
  /* A word longer than a line cannot be broken: it stands alone. */
  for (guint i = 0; i < 100; i++)
    g_string_append_c (word, "relay"[i % 5]);
  g_string_append_printf (expected, "\n1. a\n{%s}\n*\n", word->str);

  add_text (&record->root->comments, sentence->str);
  a = add_move (record, record->root, "a");
  add_text (&a->comments, word->str);

  text = write_and_reread (record);
  g_assert_cmpstr (strstr (text, "\n\n") + 2, ==, expected->str);

  games = read_text (text, -1);
  g_assert_cmpstr (g_ptr_array_index (game_at (games, 0)->root->comments, 0), ==,
                   sentence->str);
  g_assert_cmpstr (g_ptr_array_index (main_node (game_at (games, 0), 1)->comments, 0), ==,
                   word->str);
}

static void
test_writer_semicolon_comment (void)
{
  g_autoptr(AkGameRecord) record = new_record (AK_VARIANT_ADJI_KUI_2, NULL, NULL);
  g_autofree char *text = NULL;
  AkGameNode *a;
  AkGameNode *B;

  /* A "}" cannot stand in a brace comment, so such a comment is written as
   * a line comment, and the line ends after it. */
  add_text (&record->root->comments, "why } not");
  a = add_move (record, record->root, "a");
  add_text (&a->comments, "see } there");
  add_text (&a->comments, "");
  B = add_move (record, a, "B");
  add_text (&B->comments, "{ opens, but never closes");

  text = write_and_reread (record);
  g_assert_cmpstr (strstr (text, "\n\n"), ==,
                   "\n\n"
                   ";why } not\n"
                   "1. a ;see } there\n"
                   "{} 1... Bx4 {{ opens, but never closes} *\n");

  /* A variation that ends with one closes on the next line. */
  g_clear_pointer (&record, ak_game_record_free);
  g_clear_pointer (&text, g_free);
  record = new_record (AK_VARIANT_ADJI_KUI_2, NULL, NULL);
  a = add_move (record, record->root, "a");
  add_text (&add_move (record, record->root, "b")->comments, "x } y");
  add_move (record, a, "B");
  text = write_and_reread (record);
  g_assert_cmpstr (strstr (text, "\n\n"), ==,
                   "\n\n"
                   "1. a (1. b ;x } y\n"
                   ") 1... Bx4 *\n");
}

static void
test_writer_variations (void)
{
  g_autoptr(AkGameRecord) record = new_record (AK_VARIANT_ADJI_KUI_2, NULL, NULL);
  g_autofree char *text = NULL;
  AkGameNode *a, *b, *E, *inner;
  guint nag = 14;

  a = add_move (record, record->root, "a");
  b = add_move (record, record->root, "b");
  add_text (&b->comments_before, "or b");
  add_move (record, b, "B");
  add_line (record, add_move (record, a, "B"), "c");
  add_move (record, a, "A");
  E = add_move (record, a, "E");
  add_text (&E->comments, "quiet");
  E->suffix = g_strdup ("?!");
  E->nags = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (E->nags, nag);
  add_move (record, E, "d");
  inner = add_move (record, E, "b");
  add_text (&inner->comments_before, "deeper");

  text = write_and_reread (record);
  g_assert_cmpstr (strstr (text, "\n\n"), ==,
                   "\n\n"
                   "1. a ({or b} 1. b B) 1... Bx4 (1... A) (1... E?! $14 {quiet} 2. dx4 ({deeper}\n"
                   "2. b)) 2. c *\n");
  g_assert_cmpuint (ak_game_record_count_moves (record), ==, 9);
  g_assert_cmpuint (ak_game_record_count_main_moves (record), ==, 3);
}

static void
test_writer_tags (void)
{
  g_autoptr(AkGameRecord) record = new_record (AK_VARIANT_ADJI_KUI_1, "repetition=2 first=north",
                                               "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0");
  g_autoptr(AkGameRecord) standard = new_record (AK_VARIANT_ADJI_KUI_2, "first=north", NULL);
  g_autofree char *text = NULL;
  g_autofree char *standard_text = NULL;

  /* Set in no particular order; the field tags (Result, Variant, Rules,
   * Position) are written from the record's fields, not from its tags. */
  ak_game_record_set_tag (record, "Zeta", "last");
  ak_game_record_set_tag (record, "Termination", "agreement");
  ak_game_record_set_tag (record, "North", "Binta \"B\" Sow");
  ak_game_record_set_tag (record, "Annotator", "C:\\notes");
  ak_game_record_set_tag (record, "Purchase", "North: a");
  ak_game_record_set_tag (record, "Game", "2");
  ak_game_record_set_tag (record, "Match", "Spring");
  ak_game_record_set_tag (record, "Event", "Spring match");
  ak_game_record_set_tag (record, "Result", "99-99");
  ak_game_record_set_tag (record, "Variant", "adji-kui-2");
  ak_game_record_set_tag (record, "Position", "nonsense");
  ak_game_record_set_tag (record, "Rules", "nonsense");

  text = ak_notation_write_game (record);
  g_assert_cmpstr (text, ==,
                   "[Event \"Spring match\"]\n"
                   "[Site \"?\"]\n"
                   "[Date \"????.??.??\"]\n"
                   "[Round \"?\"]\n"
                   "[South \"?\"]\n"
                   "[North \"Binta \\\"B\\\" Sow\"]\n"
                   "[Result \"*\"]\n"
                   "[Variant \"adji-kui-1\"]\n"
                   "[Rules \"repetition=2 first=north\"]\n"
                   "[Match \"Spring\"]\n"
                   "[Game \"2\"]\n"
                   "[Position \"4,4,4,4,4,4/4,4,4,4,4,4 S 0-0\"]\n"
                   "[Purchase \"North: a\"]\n"
                   "[Termination \"agreement\"]\n"
                   "[Annotator \"C:\\\\notes\"]\n"
                   "[Zeta \"last\"]\n"
                   "\n"
                   "*\n");

  /* The standard start for the side that moves first has no Position
   * tag, and North's first move is numbered 1.... */
  add_line (standard, standard->root, "D e");
  standard_text = write_and_reread (standard);
  g_assert_cmpstr (strstr (standard_text, "[Variant"), ==,
                   "[Variant \"adji-kui-2\"]\n"
                   "[Rules \"first=north\"]\n"
                   "\n"
                   "1... D 2. ex4 *\n");
}

static void
test_writer_player_tags (void)
{
  g_autoptr(AkGameRecord) record = new_record (AK_VARIANT_ADJI_KUI_2, NULL,
                                               "4,4,4,4,4,4/4,4,4,4,4s,0 N 0-0 2-2");
  g_autoptr(AkGameRecord) odd = new_record (AK_VARIANT_ADJI_KUI_2, NULL, NULL);
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *text = NULL;
  g_autofree char *reread = NULL;
  g_autofree char *odd_text = NULL;

  /* Set last tag first: the players' tags come after Termination, South's
   * before North's, each type before its level, then the others. */
  ak_game_record_set_tag (record, "Zeta", "last");
  ak_game_record_set_tag (record, "Annotator", "Awa");
  ak_game_record_set_tag (record, "NorthLevel", "4");
  ak_game_record_set_tag (record, "NorthType", "program");
  ak_game_record_set_tag (record, "SouthLevel", "1");
  ak_game_record_set_tag (record, "SouthType", "program");
  ak_game_record_set_tag (record, "Termination", "agreement");
  ak_game_record_set_tag (record, "Purchase", "South: E");
  ak_game_record_set_tag (record, "Game", "2");
  ak_game_record_set_tag (record, "Match", "Harmattan match");
  ak_game_record_set_tag (record, "North", "Computer (level 4)");
  ak_game_record_set_tag (record, "South", "Computer (level 1)");
  ak_game_record_set_tag (record, "Event", "Computer against computer");
  /* Divided at once: South's six holes and E against North's A to D. */
  set_result (record, "28-16");

  text = ak_notation_write_game (record);
  g_assert_cmpstr (text, ==,
                   "[Event \"Computer against computer\"]\n"
                   "[Site \"?\"]\n"
                   "[Date \"????.??.??\"]\n"
                   "[Round \"?\"]\n"
                   "[South \"Computer (level 1)\"]\n"
                   "[North \"Computer (level 4)\"]\n"
                   "[Result \"28-16\"]\n"
                   "[Variant \"adji-kui-2\"]\n"
                   "[Match \"Harmattan match\"]\n"
                   "[Game \"2\"]\n"
                   "[Position \"4,4,4,4,4,4/4,4,4,4,4s,0 N 0-0 2-2\"]\n"
                   "[Purchase \"South: E\"]\n"
                   "[Termination \"agreement\"]\n"
                   "[SouthType \"program\"]\n"
                   "[SouthLevel \"1\"]\n"
                   "[NorthType \"program\"]\n"
                   "[NorthLevel \"4\"]\n"
                   "[Annotator \"Awa\"]\n"
                   "[Zeta \"last\"]\n"
                   "\n"
                   "28-16\n");
  reread = write_and_reread (record);
  g_assert_cmpstr (reread, ==, text);

  /* Tags set in code that the reader would refuse are not written, so
   * the text still reads: a human, a level for a human, a level that is
   * no level, a type that is no type. */
  ak_game_record_set_tag (odd, "SouthType", "human");
  ak_game_record_set_tag (odd, "SouthLevel", "3");
  ak_game_record_set_tag (odd, "NorthType", "program");
  ak_game_record_set_tag (odd, "NorthLevel", "9");
  odd_text = ak_notation_write_game (odd);
  g_assert_cmpstr (strstr (odd_text, "[Variant"), ==,
                   "[Variant \"adji-kui-2\"]\n"
                   "[NorthType \"program\"]\n"
                   "\n"
                   "*\n");
  g_clear_pointer (&odd_text, g_free);
  ak_game_record_set_tag (odd, "NorthType", "Program");
  odd_text = ak_notation_write_game (odd);
  g_assert_null (strstr (odd_text, "Type"));
  g_assert_null (strstr (odd_text, "Level"));
  games = read_text (odd_text, -1);
  g_assert_cmpuint (games->len, ==, 1);
}

static void
test_writer_games (void)
{
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
  g_autoptr(GPtrArray) again = NULL;
  g_autofree char *text = NULL;
  AkGameRecord *first = new_record (AK_VARIANT_ADJI_KUI_2, NULL, NULL);
  AkGameRecord *second = new_record (AK_VARIANT_ADJI_KUI_2, NULL,
                                     "0,0,0,0,2,0/3,0,0,0,0,3 S 20-20");

  add_move (first, first->root, "a");
  set_result (second, "22-26");
  /* The reader marks a start that is already over, which
   * ak_game_record_new() does not; this test does it by hand. */
  second->root->termination = AK_TERMINATION_BOARD;
  g_ptr_array_add (games, first);
  g_ptr_array_add (games, second);

  text = ak_notation_write (games);
  g_assert_cmpstr (text, ==,
                   "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                   "[South \"?\"]\n[North \"?\"]\n[Result \"*\"]\n[Variant \"adji-kui-2\"]\n"
                   "\n"
                   "1. a *\n"
                   "\n"
                   "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                   "[South \"?\"]\n[North \"?\"]\n[Result \"22-26\"]\n[Variant \"adji-kui-2\"]\n"
                   "[Position \"0,0,0,0,2,0/3,0,0,0,0,3 S 20-20\"]\n"
                   "\n"
                   "22-26\n");

  again = read_text (text, -1);
  g_assert_cmpuint (again->len, ==, 2);
  g_assert_true (ak_game_record_equal (first, game_at (again, 0)));
  g_assert_true (ak_game_record_equal (second, game_at (again, 1)));

  /* No games, no text. */
  g_ptr_array_set_size (games, 0);
  g_clear_pointer (&text, g_free);
  text = ak_notation_write (games);
  g_assert_cmpstr (text, ==, "");
}

/* -------------------------------------------------------------------------
 * The record API
 */

static void
test_record_new (void)
{
  g_autoptr(AkGameRecord) record = new_record (AK_VARIANT_ADJI_KUI_1, "first=north", NULL);

  g_assert_cmpstr (record->result, ==, "*");
  g_assert_cmpuint (record->tags->len, ==, 0);
  g_assert_cmpint (record->rules.variant, ==, AK_VARIANT_ADJI_KUI_1);
  g_assert_cmpint (record->start.side, ==, AK_NORTH);
  g_assert_nonnull (record->root);
  g_assert_null (record->root->parent);
  g_assert_cmpint (record->root->move, ==, AK_MOVE_NONE);
  g_assert_cmpuint (record->root->ply, ==, 0);
  g_assert_true (ak_position_equal (&record->root->position, &record->start));
  g_assert_cmpuint (ak_game_record_count_moves (record), ==, 0);
  g_assert_cmpuint (ak_game_record_count_main_moves (record), ==, 0);
  g_assert_true (ak_game_record_get_last_main_node (record) == record->root);
}

static void
test_record_tags (void)
{
  g_autoptr(AkGameRecord) record = new_record (AK_VARIANT_ADJI_KUI_2, NULL, NULL);
  const AkTag *tag;

  g_assert_null (ak_game_record_get_tag (record, "Event"));
  ak_game_record_set_tag (record, "Event", "One");
  ak_game_record_set_tag (record, "Site", "Two");
  ak_game_record_set_tag (record, "Extra", "Three");
  g_assert_cmpuint (record->tags->len, ==, 3);
  g_assert_cmpstr (ak_game_record_get_tag (record, "Event"), ==, "One");

  /* Setting again replaces the value in place. */
  ak_game_record_set_tag (record, "Event", "Uno");
  g_assert_cmpuint (record->tags->len, ==, 3);
  tag = g_ptr_array_index (record->tags, 0);
  g_assert_cmpstr (tag->name, ==, "Event");
  g_assert_cmpstr (tag->value, ==, "Uno");

  /* Names are case-sensitive. */
  g_assert_null (ak_game_record_get_tag (record, "event"));
  g_assert_false (ak_game_record_remove_tag (record, "event"));

  g_assert_true (ak_game_record_remove_tag (record, "Site"));
  g_assert_false (ak_game_record_remove_tag (record, "Site"));
  g_assert_null (ak_game_record_get_tag (record, "Site"));
  g_assert_cmpuint (record->tags->len, ==, 2);
  tag = g_ptr_array_index (record->tags, 1);
  g_assert_cmpstr (tag->name, ==, "Extra");

  /* An empty value is a value. */
  ak_game_record_set_tag (record, "Site", "");
  g_assert_cmpstr (ak_game_record_get_tag (record, "Site"), ==, "");
}

static void
test_record_program (void)
{
  g_autoptr(AkGameRecord) record = new_record (AK_VARIANT_ADJI_KUI_2, NULL, NULL);
  g_autoptr(AkGameRecord) other = NULL;
  guint level = 99;

  /* No tags: two humans. */
  g_assert_false (ak_game_record_get_program (record, AK_SOUTH, &level));
  g_assert_cmpuint (level, ==, 0);
  g_assert_false (ak_game_record_get_program (record, AK_NORTH, NULL));

  ak_game_record_set_tag (record, "NorthType", "program");
  level = 99;
  g_assert_true (ak_game_record_get_program (record, AK_NORTH, &level));
  g_assert_cmpuint (level, ==, 0);
  g_assert_false (ak_game_record_get_program (record, AK_SOUTH, &level));

  ak_game_record_set_tag (record, "NorthLevel", "5");
  g_assert_true (ak_game_record_get_program (record, AK_NORTH, &level));
  g_assert_cmpuint (level, ==, 5);

  /* A level that is no level is no level; the side is still a program. */
  ak_game_record_set_tag (record, "NorthLevel", "strong");
  g_assert_true (ak_game_record_get_program (record, AK_NORTH, &level));
  g_assert_cmpuint (level, ==, 0);

  /* A level without a program's type says nothing; types are
   * case-sensitive, like the tag names. */
  ak_game_record_set_tag (record, "SouthLevel", "3");
  g_assert_false (ak_game_record_get_program (record, AK_SOUTH, &level));
  g_assert_cmpuint (level, ==, 0);
  ak_game_record_set_tag (record, "SouthType", "Program");
  g_assert_false (ak_game_record_get_program (record, AK_SOUTH, &level));
  ak_game_record_set_tag (record, "SouthType", "program");
  g_assert_true (ak_game_record_get_program (record, AK_SOUTH, &level));
  g_assert_cmpuint (level, ==, 3);

  g_test_expect_message ("ak-engine", G_LOG_LEVEL_CRITICAL, "*side*");
  g_assert_false (ak_game_record_get_program (record, (AkSide) 2, &level));
  g_test_assert_expected_messages ();

  /* A missing type equals human, both ways, but not program. */
  g_clear_pointer (&record, ak_game_record_free);
  record = new_record (AK_VARIANT_ADJI_KUI_2, NULL, NULL);
  other = ak_game_record_copy (record);
  ak_game_record_set_tag (other, "SouthType", "human");
  g_assert_true (ak_game_record_equal (record, other));
  g_assert_true (ak_game_record_equal (other, record));
  ak_game_record_set_tag (other, "SouthType", "program");
  g_assert_false (ak_game_record_equal (record, other));
  g_assert_false (ak_game_record_equal (other, record));
}

static void
test_record_copy (void)
{
  g_autoptr(GPtrArray) games = read_good ("variations.akn");
  g_autoptr(GPtrArray) pristine = read_good ("variations.akn");
  AkGameRecord *record = game_at (games, 0);
  g_autoptr(AkGameRecord) copy = ak_game_record_copy (record);
  AkGameNode *deep;
  AkGameNode *original_deep;

  g_assert_true (ak_game_record_equal (record, copy));
  g_assert_true (ak_game_record_equal (copy, record));
  g_assert_cmpuint (ak_game_record_count_moves (copy), ==, 22);
  g_assert_true (copy->root != record->root);
  g_assert_true (copy->tags != record->tags);

  /* A deep copy: the nodes, their parents and their strings are new. */
  deep = child (child (child (child (copy->root, 0), 1), 1), 1);
  original_deep = child (child (child (child (record->root, 0), 1), 1), 1);
  g_assert_true (deep != original_deep);
  g_assert_true (deep->parent == child (child (child (copy->root, 0), 1), 1));
  g_assert_cmpint (deep->move, ==, original_deep->move);
  g_assert_cmpuint (deep->line, ==, original_deep->line);
  g_assert_cmpuint (deep->column, ==, original_deep->column);
  g_assert_true (ak_position_equal (&deep->position, &original_deep->position));
  g_assert_true (child (copy->root, 0)->comments_before == NULL);
  g_assert_true (child (child (copy->root, 0), 1)->comments_before !=
                 child (child (record->root, 0), 1)->comments_before);

  /* Changing the copy leaves the original as read. */
  add_text (&deep->comments, "only in the copy");
  g_assert_false (ak_game_record_equal (record, copy));
  g_assert_true (ak_game_record_equal (record, game_at (pristine, 0)));
  g_assert_null (original_deep->comments);

  ak_game_record_set_tag (record, "Annotator", "the original");
  g_assert_null (ak_game_record_get_tag (copy, "Annotator"));
}

static void
test_record_equal (void)
{
  g_autoptr(GPtrArray) games = read_good ("variations.akn");
  const AkGameRecord *record = game_at (games, 0);
  g_autoptr(AkGameRecord) other = NULL;
  AkGameNode *node;
  AkGameNode *swap;
  guint nag = 1;

  /* A roster tag that is missing equals its unknown value, both ways. */
  other = ak_game_record_copy (record);
  g_assert_cmpstr (ak_game_record_get_tag (other, "Site"), ==, "?");
  g_assert_true (ak_game_record_remove_tag (other, "Site"));
  g_assert_true (ak_game_record_equal (record, other));
  g_assert_true (ak_game_record_equal (other, record));
  ak_game_record_set_tag (other, "Date", "????.??.??");
  g_assert_true (ak_game_record_equal (record, other));
  ak_game_record_set_tag (other, "Site", "Dakar");
  g_assert_false (ak_game_record_equal (record, other));
  g_clear_pointer (&other, ak_game_record_free);

  /* Another tag that only one has. */
  other = ak_game_record_copy (record);
  ak_game_record_set_tag (other, "Annotator", "Awa");
  g_assert_false (ak_game_record_equal (record, other));
  g_assert_false (ak_game_record_equal (other, record));
  g_clear_pointer (&other, ak_game_record_free);

  /* The field tags are compared by their fields, not as text. */
  other = ak_game_record_copy (record);
  ak_game_record_set_tag (other, "Variant", "adji-kui-2 (written differently)");
  ak_game_record_set_tag (other, "Result", "whatever");
  g_assert_true (ak_game_record_equal (record, other));
  other->rules.repetition = 2;
  g_assert_false (ak_game_record_equal (record, other));
  g_clear_pointer (&other, ak_game_record_free);

  other = ak_game_record_copy (record);
  other->start.banks[0] = 1;
  g_assert_false (ak_game_record_equal (record, other));
  g_clear_pointer (&other, ak_game_record_free);

  other = ak_game_record_copy (record);
  set_result (other, "21-27");
  g_assert_false (ak_game_record_equal (record, other));
  g_clear_pointer (&other, ak_game_record_free);

  /* Annotations count, wherever they are in the tree. */
  other = ak_game_record_copy (record);
  node = child (child (other->root, 0), 1);
  node->suffix = g_strdup ("?");
  g_assert_false (ak_game_record_equal (record, other));
  g_clear_pointer (&other, ak_game_record_free);

  other = ak_game_record_copy (record);
  node = main_node (other, 9);
  node->nags = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (node->nags, nag);
  g_assert_false (ak_game_record_equal (record, other));
  g_clear_pointer (&other, ak_game_record_free);

  other = ak_game_record_copy (record);
  node = child (child (other->root, 0), 1);
  g_free (g_ptr_array_index (node->comments_before, 0));
  node->comments_before->pdata[0] = g_strdup ("North could also wait!");
  g_assert_false (ak_game_record_equal (record, other));
  g_clear_pointer (&other, ak_game_record_free);

  /* The order of variations is part of the record. */
  other = ak_game_record_copy (record);
  swap = other->root->children->pdata[1];
  other->root->children->pdata[1] = other->root->children->pdata[2];
  other->root->children->pdata[2] = swap;
  g_assert_false (ak_game_record_equal (record, other));
  g_clear_pointer (&other, ak_game_record_free);

  /* Where a move was read is not. */
  other = ak_game_record_copy (record);
  main_node (other, 3)->line = 1000;
  main_node (other, 3)->column = 1000;
  g_assert_true (ak_game_record_equal (record, other));
}

static void
test_record_navigation (void)
{
  g_autoptr(AkGameRecord) record = new_record (AK_VARIANT_ADJI_KUI_2, "first=north", NULL);
  AkGameNode *last;
  AkGameNode *variation;

  last = add_line (record, record->root, "D e B");
  variation = add_move (record, main_node (record, 1), "c");
  add_move (record, variation, "B");

  g_assert_true (ak_game_record_get_last_main_node (record) == last);
  g_assert_cmpuint (ak_game_record_count_main_moves (record), ==, 3);
  g_assert_cmpuint (ak_game_record_count_moves (record), ==, 5);

  /* North starts: 1... D 2. ex4 B (2. c B). */
  g_assert_cmpuint (ak_game_node_get_move_number (main_node (record, 1)), ==, 1);
  g_assert_cmpint (ak_game_node_get_mover (main_node (record, 1)), ==, AK_NORTH);
  g_assert_cmpuint (ak_game_node_get_move_number (main_node (record, 2)), ==, 2);
  g_assert_cmpint (ak_game_node_get_mover (main_node (record, 2)), ==, AK_SOUTH);
  g_assert_cmpuint (ak_game_node_get_move_number (last), ==, 2);
  g_assert_cmpint (ak_game_node_get_mover (last), ==, AK_NORTH);
  g_assert_cmpuint (ak_game_node_get_move_number (variation), ==, 2);
  g_assert_cmpint (ak_game_node_get_mover (variation), ==, AK_SOUTH);
  g_assert_cmpuint (ak_game_node_get_move_number (child (variation, 0)), ==, 2);
}

/* Comments after the result belong to the last move; a start that is
 * already over is marked so on records built in code too; a tag value
 * with a line break set in code still writes a file that reads back. */
static void
test_reader_writer_regressions (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autoptr(AkGameRecord) over = NULL;
  g_autoptr(AkGameRecord) named = NULL;
  g_autofree char *written = NULL;
  g_autofree char *named_text = NULL;
  AkGameNode *last;
  AkRules rules;
  AkPosition start;

  games = ak_notation_read ("1. a A * {unfinished, to be continued}\n; next week\n", -1, NULL,
                            &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  last = ak_game_record_get_last_main_node (g_ptr_array_index (games, 0));
  g_assert_cmpuint (last->comments->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (last->comments, 0), ==, "unfinished, to be continued");
  g_assert_cmpstr (g_ptr_array_index (last->comments, 1), ==, "next week");
  written = ak_notation_write (games);
  g_assert_nonnull (strstr (written, "1. a A {unfinished, to be continued} {next week} *\n"));
  again = ak_notation_read (written, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (ak_game_record_equal (g_ptr_array_index (games, 0), g_ptr_array_index (again, 0)));

  ak_rules_init (&rules);
  g_assert_true (ak_position_parse (&start, "0,0,0,0,0,4/4,0,0,0,0,0 S 20-20", NULL));
  over = ak_game_record_new (&rules, &start);
  g_assert_cmpint (over->root->termination, ==, AK_TERMINATION_BOARD);

  ak_position_init_start (&start, AK_SOUTH);
  named = ak_game_record_new (&rules, &start);
  ak_game_record_set_tag (named, "South", "Ana\tMaría\nLópez");
  named_text = ak_notation_write_game (named);
  g_assert_nonnull (strstr (named_text, "[South \"Ana María López\"]\n"));
  g_clear_pointer (&again, g_ptr_array_unref);
  again = ak_notation_read (named_text, -1, NULL, &error);
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/engine/notation/good/listed", test_good_listed);
  g_test_add_func ("/ak/engine/notation/good/read", test_good_read);
  g_test_add_func ("/ak/engine/notation/good/round-trip", test_good_round_trip);
  g_test_add_func ("/ak/engine/notation/good/akn-md-example", test_good_akn_md_example);
  g_test_add_func ("/ak/engine/notation/good/comments", test_good_comments);
  g_test_add_func ("/ak/engine/notation/good/annotations", test_good_annotations);
  g_test_add_func ("/ak/engine/notation/good/variations", test_good_variations);
  g_test_add_func ("/ak/engine/notation/good/endings", test_good_endings);
  g_test_add_func ("/ak/engine/notation/good/rules-and-starts", test_good_rules_and_starts);
  g_test_add_func ("/ak/engine/notation/good/tags", test_good_tags);
  g_test_add_func ("/ak/engine/notation/good/loose-layout", test_good_loose_layout);
  g_test_add_func ("/ak/engine/notation/good/rules-written", test_good_rules_written);
  g_test_add_func ("/ak/engine/notation/good/match", test_good_match);
  g_test_add_func ("/ak/engine/notation/good/players", test_good_players);
  g_test_add_func ("/ak/engine/notation/bad/listed", test_bad_listed);
  g_test_add_func ("/ak/engine/notation/bad/files", test_bad_files);
  g_test_add_func ("/ak/engine/notation/bad/long-values", test_bad_long_values);
  g_test_add_func ("/ak/engine/notation/bad/match-start", test_bad_match_start);
  g_test_add_func ("/ak/engine/notation/good/match-start", test_good_match_start);
  g_test_add_func ("/ak/engine/notation/read/caps", test_read_caps);
  g_test_add_func ("/ak/engine/notation/read/variations-along-long-line",
                   test_read_variations_along_long_line);
  g_test_add_func ("/ak/engine/notation/read/lengths", test_read_lengths);
  g_test_add_func ("/ak/engine/notation/read/columns", test_read_columns);
  g_test_add_func ("/ak/engine/notation/read/depth", test_read_depth);
  g_test_add_func ("/ak/engine/notation/regression/reader-writer", test_reader_writer_regressions);
  g_test_add_func ("/ak/engine/notation/regression/stray-continuation-byte",
                   test_known_stray_continuation_byte);
  g_test_add_func ("/ak/engine/notation/not-akn", test_not_akn);
  g_test_add_func ("/ak/engine/notation/regression/tag-name-column",
                   test_known_tag_name_column);
  g_test_add_func ("/ak/engine/notation/regression/first-problem", test_known_first_problem);
  g_test_add_func ("/ak/engine/notation/writer/wrap", test_writer_wrap);
  g_test_add_func ("/ak/engine/notation/writer/long-comment", test_writer_long_comment);
  g_test_add_func ("/ak/engine/notation/writer/semicolon-comment", test_writer_semicolon_comment);
  g_test_add_func ("/ak/engine/notation/writer/variations", test_writer_variations);
  g_test_add_func ("/ak/engine/notation/writer/tags", test_writer_tags);
  g_test_add_func ("/ak/engine/notation/writer/player-tags", test_writer_player_tags);
  g_test_add_func ("/ak/engine/notation/writer/games", test_writer_games);
  g_test_add_func ("/ak/engine/notation/record/new", test_record_new);
  g_test_add_func ("/ak/engine/notation/record/tags", test_record_tags);
  g_test_add_func ("/ak/engine/notation/record/program", test_record_program);
  g_test_add_func ("/ak/engine/notation/record/copy", test_record_copy);
  g_test_add_func ("/ak/engine/notation/record/equal", test_record_equal);
  g_test_add_func ("/ak/engine/notation/record/navigation", test_record_navigation);

  return g_test_run ();
}
