/* test-notation-eval.c — the [%eval] commands of AKN.md §4: reading them
 * out of comments, writing them in, and keeping the rest of the comment
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-error.h"
#include "ak-notation.h"
#include "ak-search.h"

static void
assert_eval (const char *comment,
             int         score,
             gboolean    exact,
             guint       depth)
{
  AkEval eval = { 1, !exact, 999 };

  if (!ak_eval_parse (comment, &eval))
    g_error ("no value read from \"%s\"", comment);
  g_assert_cmpint (eval.score, ==, score);
  g_assert_cmpint (eval.exact, ==, exact);
  g_assert_cmpuint (eval.depth, ==, depth);
}

static void
test_parse_good (void)
{
  /* The values as AKN.md §4 writes them: seeds from South's side, a whole
   * number proved, decimals an estimate, /D the depth. */
  assert_eval ("[%eval +3.25]", 325, FALSE, 0);
  assert_eval ("[%eval -1]", -100, TRUE, 0);
  assert_eval ("[%eval 7]", 700, TRUE, 0);
  assert_eval ("[%eval -0.05]", -5, FALSE, 0);
  assert_eval ("[%eval +0.5]", 50, FALSE, 0);
  assert_eval ("[%eval +3.25/12]", 325, FALSE, 12);
  assert_eval ("[%eval -4/30]", -400, TRUE, 30);
  assert_eval ("[%eval   +2.00/3 ]", 200, FALSE, 3);
  assert_eval ("a casa at E [%eval +1.10/9] and a relay", 110, FALSE, 9);
  /* The first well-formed one counts. */
  assert_eval ("[%eval +1/4] [%eval -2/5]", 100, TRUE, 4);
  g_assert_true (ak_eval_parse ("[%eval +1]", NULL));
}

static void
test_parse_malformed (void)
{
  const char *bad[] = {
    "",
    "no value here",
    "[%eval]",
    "[%eval ]",
    "[%eval+3]",
    "[%evaluate +3]",
    "[%eval x]",
    "[%eval +]",
    "[%eval -]",
    "[%eval +3.]",
    "[%eval .5]",
    "[%eval +3.256]",
    "[%eval +3.2.5]",
    "[%eval +3/]",
    "[%eval +3/0]",
    "[%eval +3/-2]",
    "[%eval +3/12x]",
    "[%eval +3 12]",
    "[%eval +3",
    "[%eval +3.25/12",
    "[%eval 99999999999999999999]",
    "[%eval +1/99999999999999999999]",
    "[%eval ++3]",
    "[%eval +3e2]",
    "[%eval",
    "[%",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      AkEval eval = { 42, TRUE, 7 };

      if (ak_eval_parse (bad[i], &eval))
        g_error ("\"%s\" read as a value", bad[i]);
      /* Nothing is written where nothing was found. */
      g_assert_cmpint (eval.score, ==, 42);
      g_assert_cmpuint (eval.depth, ==, 7);
    }
  g_assert_false (ak_eval_parse (NULL, NULL));

  /* A malformed command before a good one is skipped as text. */
  assert_eval ("[%eval +3.256] [%eval x] [%eval -2.50/8]", -250, FALSE, 8);
  assert_eval ("[%eval [%eval +1]", 100, TRUE, 0);
}

/* A range of whole seeds is a value the repetition rule decides within
 * proved bounds: read with its ends, its kind and a score inside it. */
static void
test_parse_bounded (void)
{
  static const struct
  {
    const char *text;
    int lower, upper;
    guint depth;
  } cases[] = {
    { "[%eval +2..+6]", 200, 600, 0 },
    { "[%eval -4..+2/18]", -400, 200, 18 },
    { "[%eval -9..-3]", -900, -300, 0 },
    { "[%eval 0..5]", 0, 500, 0 },
    { "a repeat [%eval  -1..+1/7 ] decides", -100, 100, 7 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      AkEval eval = { 0, };
      g_autofree char *written = NULL;

      if (!ak_eval_parse (cases[i].text, &eval))
        g_error ("no value read from \"%s\"", cases[i].text);
      g_assert_cmpint (ak_eval_get_kind (&eval), ==, AK_VALUE_BOUNDED);
      g_assert_false (eval.exact);
      g_assert_cmpint (eval.lower, ==, cases[i].lower);
      g_assert_cmpint (eval.upper, ==, cases[i].upper);
      g_assert_cmpint (eval.score, >=, eval.lower);
      g_assert_cmpint (eval.score, <=, eval.upper);
      g_assert_cmpuint (eval.depth, ==, cases[i].depth);
    }

  /* The older forms keep their kinds. */
  {
    AkEval eval = { 0, };

    g_assert_true (ak_eval_parse ("[%eval +4/9]", &eval));
    g_assert_cmpint (ak_eval_get_kind (&eval), ==, AK_VALUE_PROVED);
    g_assert_cmpint (eval.lower, ==, 400);
    g_assert_cmpint (eval.upper, ==, 400);
    g_assert_true (ak_eval_parse ("[%eval -2.03]", &eval));
    g_assert_cmpint (ak_eval_get_kind (&eval), ==, AK_VALUE_ESTIMATE);
    /* A range of one value is that value, proved. */
    g_assert_true (ak_eval_parse ("[%eval +3..+3]", &eval));
    g_assert_cmpint (ak_eval_get_kind (&eval), ==, AK_VALUE_PROVED);
    g_assert_cmpint (eval.score, ==, 300);
  }
  /* Written positionally, as before the kinds, exact still says proved. */
  g_assert_cmpint (ak_eval_get_kind (&(AkEval) { 400, TRUE, 0 }), ==, AK_VALUE_PROVED);
  g_assert_cmpint (ak_eval_get_kind (&(AkEval) { 410, FALSE, 0 }), ==, AK_VALUE_ESTIMATE);
}

/* Every malformed command is refused with a message that quotes it and
 * says what is wrong; a longer name is another command. */
static void
test_check (void)
{
  static const struct
  {
    const char *text;
    const char *says;
  } bad[] = {
    { "[%eval +6..+2]", "lower end of the range is above its upper end" },
    { "[%eval +2.5..+6]", "whole numbers of seeds" },
    { "[%eval +2..+6.00]", "whole numbers of seeds" },
    { "[%eval +2..]", "whole numbers of seeds" },
    { "[%eval +2...+6]", "whole numbers of seeds" },
    { "[%eval ..+6]", "number of seeds" },
    { "[%eval +2..+6 +7]", "only a value and a depth" },
    { "[%eval +3.256]", "one or two decimals" },
    { "[%eval x]", "number of seeds" },
    { "[%eval]", "no value" },
    { "[%eval ]", "no value" },
    { "[%eval+3]", "a space must follow" },
    { "[%eval +3/0]", "depth" },
    { "[%eval +3", "no closing" },
    { "[%eval 99999999999999999999]", "too large" },
    { "fine [%eval +1] then [%eval +6..+2]", "“[%eval +6..+2]”" },
  };
  const char *good[] = {
    NULL,
    "",
    "a relay [%eval +1.50/6] and [%eval -2..+4/9]",
    "[%evaluate +3] is another command",
    "[% eval] is text",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      if (ak_eval_check (bad[i].text, &error))
        g_error ("\"%s\" passed the check", bad[i].text);
      g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_SYNTAX);
      if (strstr (error->message, bad[i].says) == NULL)
        g_error ("\"%s\": the message \"%s\" does not say \"%s\"", bad[i].text,
                 error->message, bad[i].says);
      g_assert_nonnull (strstr (error->message, "[%eval"));
    }
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (ak_eval_check (good[i], &error));
      g_assert_no_error (error);
    }
}

/* A file with a malformed value is refused where the comment is; a file
 * of the older forms and of ranges reads, and writes back the same. */
static void
test_read_file (void)
{
  static const char head[] =
    "[Event \"Eval test\"]\n"
    "[Variant \"adji-kui-2\"]\n"
    "[Result \"*\"]\n"
    "\n";
  g_autofree char *good = g_strconcat (head, "1. c {[%eval +2.03/9]} D {[%eval -1]}\n"
                                       "2. b {[%eval +2..+6/20] a repeat} *\n", NULL);
  g_autofree char *bad = g_strconcat (head, "1. c D\n2. b {[%eval +6..+2]} *\n", NULL);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) none = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  AkNotationLocation where = { 0, };
  AkGameNode *node;
  AkEval eval;

  games = ak_notation_read (good, -1, NULL, &error);
  g_assert_no_error (error);
  node = ((AkGameRecord *) g_ptr_array_index (games, 0))->root;
  node = node->children->pdata[0];
  g_assert_true (ak_game_node_get_eval (node, &eval));
  g_assert_cmpint (ak_eval_get_kind (&eval), ==, AK_VALUE_ESTIMATE);
  node = node->children->pdata[0];
  g_assert_true (ak_game_node_get_eval (node, &eval));
  g_assert_cmpint (ak_eval_get_kind (&eval), ==, AK_VALUE_PROVED);
  node = node->children->pdata[0];
  g_assert_true (ak_game_node_get_eval (node, &eval));
  g_assert_cmpint (ak_eval_get_kind (&eval), ==, AK_VALUE_BOUNDED);
  g_assert_cmpint (eval.lower, ==, 200);
  g_assert_cmpint (eval.upper, ==, 600);
  written = ak_notation_write (games);
  g_assert_nonnull (strstr (written, "{[%eval +2..+6/20] a repeat}"));

  none = ak_notation_read (bad, -1, &where, &error);
  g_assert_null (none);
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, "[%eval +6..+2]"));
  g_assert_nonnull (strstr (error->message, "above its upper end"));
  g_assert_cmpuint (where.line, ==, 6);
  g_assert_cmpuint (where.column, ==, 6);
}

static void
test_format_round_trip (void)
{
  /* Every value written reads back the same, and writing it again gives
   * the same bytes. */
  for (int score = -4900; score <= 4900; score += 7)
    for (guint depth = 0; depth < 40; depth += 13)
      for (int exact = 0; exact < 2; exact++)
        {
          AkEval eval = { exact ? score / 100 * 100 : score, exact, depth,
                          exact ? AK_VALUE_PROVED : AK_VALUE_ESTIMATE, 0, 0 };
          g_autofree char *text = ak_eval_format (&eval);
          g_autofree char *again = NULL;
          AkEval back;

          g_assert_true (g_str_has_prefix (text, "[%eval "));
          g_assert_true (g_str_has_suffix (text, "]"));
          g_assert_true (ak_eval_parse (text, &back));
          g_assert_cmpint (back.score, ==, eval.score);
          g_assert_cmpint (back.exact, ==, eval.exact);
          g_assert_cmpuint (back.depth, ==, eval.depth);
          g_assert_cmpint (back.kind, ==, eval.kind);
          again = ak_eval_format (&back);
          g_assert_cmpstr (again, ==, text);
        }

  /* Ranges too, their ends whole seeds. */
  for (int lower = -2000; lower <= 2000; lower += 300)
    for (int width = 100; width <= 1200; width += 500)
      {
        AkEval eval = { lower + width / 2, FALSE, 5, AK_VALUE_BOUNDED, lower, lower + width };
        g_autofree char *text = ak_eval_format (&eval);
        g_autofree char *again = NULL;
        AkEval back;

        g_assert_true (ak_eval_parse (text, &back));
        g_assert_cmpint (back.kind, ==, AK_VALUE_BOUNDED);
        g_assert_cmpint (back.lower, ==, eval.lower);
        g_assert_cmpint (back.upper, ==, eval.upper);
        g_assert_cmpuint (back.depth, ==, 5);
        again = ak_eval_format (&back);
        g_assert_cmpstr (again, ==, text);
      }
}

static void
test_format_form (void)
{
  /* The forms AKN.md §4 shows. */
  struct { AkEval eval; const char *text; } cases[] = {
    { { 325, FALSE, 0 }, "[%eval +3.25]" },
    { { -100, TRUE, 0 }, "[%eval -1]" },
    { { -5, FALSE, 12 }, "[%eval -0.05/12]" },
    { { 0, TRUE, 20 }, "[%eval +0/20]" },
    { { 400, FALSE, 0, AK_VALUE_BOUNDED, 200, 600 }, "[%eval +2..+6]" },
    { { -100, FALSE, 14, AK_VALUE_BOUNDED, -400, 200 }, "[%eval -4..+2/14]" },
    /* Widened to whole seeds, never narrowed. */
    { { 0, FALSE, 0, AK_VALUE_BOUNDED, -150, 250 }, "[%eval -2..+3]" },
    /* A range of one value is that value, proved. */
    { { 300, FALSE, 0, AK_VALUE_BOUNDED, 300, 300 }, "[%eval +3]" },
    { { 300, FALSE, 0, AK_VALUE_PROVED, 300, 300 }, "[%eval +3]" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = ak_eval_format (&cases[i].eval);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

static void
test_replace (void)
{
  AkEval a = { 150, FALSE, 6 };
  AkEval b = { -300, TRUE, 11 };
  g_autofree char *added = ak_eval_replace ("a long relay", &a);
  g_autofree char *again = ak_eval_replace (added, &a);
  g_autofree char *changed = ak_eval_replace (added, &b);
  g_autofree char *removed = ak_eval_replace (changed, NULL);
  g_autofree char *only = ak_eval_replace ("[%eval +1.50/6]", NULL);
  g_autofree char *fresh = ak_eval_replace (NULL, &b);
  g_autofree char *middle = ak_eval_replace ("before  [%eval +9/2]  after [%eval -1] end", &a);
  g_autofree char *kept = ak_eval_replace ("odd [%eval +3.256] text", &a);
  AkEval read;

  g_assert_true (ak_eval_parse (added, &read));
  g_assert_cmpint (read.score, ==, a.score);
  g_assert_true (g_str_has_suffix (added, " a long relay"));
  g_assert_cmpstr (again, ==, added);

  g_assert_true (ak_eval_parse (changed, &read));
  g_assert_cmpint (read.score, ==, b.score);
  g_assert_true (read.exact);
  g_assert_cmpuint (read.depth, ==, 11);
  g_assert_true (g_str_has_suffix (changed, " a long relay"));

  g_assert_cmpstr (removed, ==, "a long relay");
  g_assert_cmpstr (only, ==, "");
  g_assert_true (ak_eval_parse (fresh, &read));
  g_assert_cmpint (read.score, ==, b.score);

  /* In place of the first, the second gone, the spaces as the reader
   * leaves them. */
  g_assert_true (g_str_has_prefix (middle, "before [%eval "));
  g_assert_true (g_str_has_suffix (middle, "] after end"));
  g_assert_true (ak_eval_parse (middle, &read));
  g_assert_cmpint (read.score, ==, a.score);
  g_assert_null (strstr (strstr (middle, "[%eval") + 1, "[%eval"));

  /* A malformed command is text, kept. */
  g_assert_nonnull (strstr (kept, "odd [%eval +3.256] text"));
  g_assert_true (ak_eval_parse (kept, &read));
  g_assert_cmpint (read.score, ==, a.score);
}

static const char game_text[] =
  "[Event \"Eval test\"]\n"
  "[Variant \"adji-kui-2\"]\n"
  "[Result \"*\"]\n"
  "\n"
  "1. c {a relay} D 2. b {one} {two [%eval -1.00/3]} E *\n";

static void
test_node_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = ak_notation_read (game_text, -1, NULL, &error);
  g_autoptr(GPtrArray) back = NULL;
  g_autofree char *written = NULL;
  g_autofree char *rewritten = NULL;
  AkGameRecord *record;
  AkGameNode *node;
  AkEval eval;
  guint i = 0;

  g_assert_no_error (error);
  record = g_ptr_array_index (games, 0);

  /* Read from the file: the value after b is in its second comment. */
  node = record->root->children->pdata[0];
  g_assert_false (ak_game_node_get_eval (node, NULL));
  node = ((AkGameNode *) node->children->pdata[0])->children->pdata[0];
  g_assert_true (ak_game_node_get_eval (node, &eval));
  g_assert_cmpint (eval.score, ==, -100);
  g_assert_false (eval.exact);
  g_assert_cmpuint (eval.depth, ==, 3);

  /* Set one on every move: replaced where there was one, first where the
   * move had comments, new where it had none. */
  for (node = record->root; node->children != NULL && node->children->len > 0; i++)
    {
      AkEval value = { (int) i * 37 - 50, FALSE, 4 + i };

      node = node->children->pdata[0];
      ak_game_node_set_eval (node, &value);
    }
  node = record->root->children->pdata[0];
  g_assert_cmpuint (node->comments->len, ==, 1);
  g_assert_true (g_str_has_suffix (node->comments->pdata[0], "] a relay"));
  node = ((AkGameNode *) node->children->pdata[0])->children->pdata[0];
  g_assert_cmpuint (node->comments->len, ==, 2);
  g_assert_cmpstr (node->comments->pdata[0], ==, "one");
  g_assert_true (g_str_has_prefix (node->comments->pdata[1], "two [%eval "));

  written = ak_notation_write (games);
  back = ak_notation_read (written, -1, NULL, &error);
  g_assert_no_error (error);
  rewritten = ak_notation_write (back);
  g_assert_cmpstr (rewritten, ==, written);
  g_assert_true (ak_game_record_equal (record, g_ptr_array_index (back, 0)));

  i = 0;
  for (node = ((AkGameRecord *) g_ptr_array_index (back, 0))->root;
       node->children != NULL && node->children->len > 0; i++)
    {
      node = node->children->pdata[0];
      g_assert_true (ak_game_node_get_eval (node, &eval));
      g_assert_cmpint (eval.score, ==, (int) i * 37 - 50);
      g_assert_cmpuint (eval.depth, ==, 4 + i);
    }
  g_assert_cmpuint (i, ==, 4);

  /* Removing leaves the text, and drops a comment that held only it. */
  node = record->root->children->pdata[0];
  node = node->children->pdata[0];
  ak_game_node_set_eval (node, NULL);
  g_assert_null (node->comments);
  node = node->children->pdata[0];
  ak_game_node_set_eval (node, NULL);
  g_assert_cmpuint (node->comments->len, ==, 2);
  g_assert_cmpstr (node->comments->pdata[1], ==, "two");
  g_assert_false (ak_game_node_get_eval (node, NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/notation-eval/parse/good", test_parse_good);
  g_test_add_func ("/notation-eval/parse/malformed", test_parse_malformed);
  g_test_add_func ("/notation-eval/parse/bounded", test_parse_bounded);
  g_test_add_func ("/notation-eval/check", test_check);
  g_test_add_func ("/notation-eval/read-file", test_read_file);
  g_test_add_func ("/notation-eval/format/round-trip", test_format_round_trip);
  g_test_add_func ("/notation-eval/format/form", test_format_form);
  g_test_add_func ("/notation-eval/replace", test_replace);
  g_test_add_func ("/notation-eval/node/round-trip", test_node_round_trip);

  return g_test_run ();
}
