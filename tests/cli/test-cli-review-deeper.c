/* test-cli-review-deeper.c — adji-kui-cli review --deeper: a reviewed
 * file looked at again, deeper, around its marked moves only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>

#include "cli-runner.h"

static char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static guint
count (const char *text,
       const char *needle)
{
  guint n = 0;

  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

/* The moves marked ?!, ? or ??: a move letter, an optional capture, the
 * mark, then a space, a newline or a bracket. */
static guint
count_marked (const char *text)
{
  g_autoptr(GRegex) regex = g_regex_new ("[a-fA-F](x[0-9]+)?(\\?!|\\?\\?|\\?)(?=[ \\n)]|$)",
                                         G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) info = NULL;
  const char *movetext = strstr (text, "\n\n");
  guint n = 0;

  g_regex_match (regex, movetext, 0, &info);
  while (g_match_info_matches (info))
    {
      n++;
      g_match_info_next (info, NULL);
    }
  return n;
}

static void
test_deeper (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-review-deeper-XXXXXX", NULL);
  g_autofree char *in = g_build_filename (dir, "game.akn", NULL);
  g_autofree char *reviewed = g_build_filename (dir, "reviewed.akn", NULL);
  g_autofree char *deeper = g_build_filename (dir, "deeper.akn", NULL);
  g_autofree char *again = g_build_filename (dir, "again.akn", NULL);
  g_autofree char *reviewed_text = NULL;
  g_autofree char *deeper_text = NULL;
  g_autofree char *again_text = NULL;
  g_autofree char *looked = NULL;
  g_auto(Run) review = { 0, };
  g_auto(Run) run = { 0, };
  g_auto(Run) run2 = { 0, };
  g_auto(Run) validate = { 0, };
  guint n_marked;

  g_assert_true (g_file_set_contents (in, "[Result \"*\"]\n\n1. f F 2. a A 3. b B 4. e C "
                                      "5. f E *\n", -1, NULL));
  run_cliv (&review, (const char * const[]) { "review", "--depth", "12", "--out", reviewed, in,
                                              NULL });
  g_assert_cmpint (review.status, ==, 0);
  reviewed_text = read_text (reviewed);
  n_marked = count_marked (reviewed_text);
  g_assert_cmpuint (n_marked, >, 0);
  g_assert_cmpuint (count (reviewed_text, "/16]"), ==, 0);

  /* Deeper: the values around the marked moves only, at depth 16. */
  run_cliv (&run, (const char * const[]) { "review", "--deeper", "--depth", "16", "--out", deeper,
                                           reviewed, NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_test_message ("%s", run.out);
  looked = g_strdup_printf ("\nLooked deeper at %u moves: ", n_marked);
  g_assert_nonnull (strstr (run.out, looked));
  deeper_text = read_text (deeper);
  g_test_message ("%s", deeper_text);
  g_assert_cmpuint (count (deeper_text, "[%eval"), ==, count (reviewed_text, "[%eval"));
  g_assert_cmpuint (count (deeper_text, "/16]"), >, 0);
  g_assert_cmpuint (count (deeper_text, "/16]"), <=, 2 * n_marked);
  g_assert_cmpuint (count (deeper_text, "/12]") + count (deeper_text, "/16]"), ==,
                    count (reviewed_text, "/12]"));
  run_cliv (&validate, (const char * const[]) { "validate", deeper, NULL });
  g_assert_cmpint (validate.status, ==, 0);

  /* Again as deep: nothing searched for values, the same bytes. */
  run_cliv (&run2, (const char * const[]) { "review", "--deeper", "--depth", "16", "--out",
                                            again, deeper, NULL });
  g_assert_cmpint (run2.status, ==, 0);
  g_assert_nonnull (strstr (run2.out, ": 0 marks changed\n"));
  again_text = read_text (again);
  g_assert_cmpstr (again_text, ==, deeper_text);

  g_unlink (in);
  g_unlink (reviewed);
  g_unlink (deeper);
  g_unlink (again);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (!cli_runner_init (argc, argv))
    return 2;

  g_test_add_func ("/ak/cli/review-deeper/deeper", test_deeper);

  return g_test_run ();
}
