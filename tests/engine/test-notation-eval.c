/* test-notation-eval.c — the [%eval] commands of AKN.md §4: reading them
 * out of comments, writing them in, and keeping the rest of the comment
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

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

static void
test_format_round_trip (void)
{
  /* Every value written reads back the same, and writing it again gives
   * the same bytes. */
  for (int score = -4900; score <= 4900; score += 7)
    for (guint depth = 0; depth < 40; depth += 13)
      for (int exact = 0; exact < 2; exact++)
        {
          AkEval eval = { exact ? score / 100 * 100 : score, exact, depth };
          g_autofree char *text = ak_eval_format (&eval);
          g_autofree char *again = NULL;
          AkEval back;

          g_assert_true (g_str_has_prefix (text, "[%eval "));
          g_assert_true (g_str_has_suffix (text, "]"));
          g_assert_true (ak_eval_parse (text, &back));
          g_assert_cmpint (back.score, ==, eval.score);
          g_assert_cmpint (back.exact, ==, eval.exact);
          g_assert_cmpuint (back.depth, ==, eval.depth);
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
  g_test_add_func ("/notation-eval/format/round-trip", test_format_round_trip);
  g_test_add_func ("/notation-eval/format/form", test_format_form);
  g_test_add_func ("/notation-eval/replace", test_replace);
  g_test_add_func ("/notation-eval/node/round-trip", test_node_round_trip);

  return g_test_run ();
}
