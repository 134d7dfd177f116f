/* test-notation.c — AKN, the save-file format (AKN.md): reading the good
 * files of tests/data/akn, what they hold and how they write back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * G_LOG_DOMAIN comes from tests/engine/meson.build; the helpers are in
 * notation-test-common.c.
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

#include "notation-test-common.h"

#define NONE       AK_TERMINATION_NONE
#define BOARD      AK_TERMINATION_BOARD
#define NO_MOVES   AK_TERMINATION_NO_MOVES
#define REPETITION AK_TERMINATION_REPETITION
#define NO_CAPTURE AK_TERMINATION_NO_CAPTURE

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
  g_test_add_func ("/ak/engine/notation/good/match-start", test_good_match_start);

  return g_test_run ();
}
