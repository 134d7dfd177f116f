/* test-notation-write.c — AKN, the save-file format (AKN.md): the
 * writer's export form for records built in code, the game record API,
 * and reader/writer regressions
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

  g_test_add_func ("/ak/engine/notation/regression/reader-writer", test_reader_writer_regressions);
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
