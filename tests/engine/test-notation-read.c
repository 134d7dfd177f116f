/* test-notation-read.c — AKN, the save-file format (AKN.md): what the
 * reader refuses and where (the bad files of tests/data/akn, long values,
 * match starts), the caps that bound its memory, and locations it once
 * got wrong
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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/engine/notation/bad/listed", test_bad_listed);
  g_test_add_func ("/ak/engine/notation/bad/files", test_bad_files);
  g_test_add_func ("/ak/engine/notation/bad/long-values", test_bad_long_values);
  g_test_add_func ("/ak/engine/notation/bad/match-start", test_bad_match_start);
  g_test_add_func ("/ak/engine/notation/read/caps", test_read_caps);
  g_test_add_func ("/ak/engine/notation/read/variations-along-long-line",
                   test_read_variations_along_long_line);
  g_test_add_func ("/ak/engine/notation/read/lengths", test_read_lengths);
  g_test_add_func ("/ak/engine/notation/read/columns", test_read_columns);
  g_test_add_func ("/ak/engine/notation/read/depth", test_read_depth);
  g_test_add_func ("/ak/engine/notation/regression/stray-continuation-byte",
                   test_known_stray_continuation_byte);
  g_test_add_func ("/ak/engine/notation/not-akn", test_not_akn);
  g_test_add_func ("/ak/engine/notation/regression/tag-name-column",
                   test_known_tag_name_column);
  g_test_add_func ("/ak/engine/notation/regression/first-problem", test_known_first_problem);

  return g_test_run ();
}
