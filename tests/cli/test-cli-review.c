/* test-cli-review.c — adji-kui-cli review: the annotated file, its
 * summary, idempotence, threads, and bad arguments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>

#include "cli-runner.h"

static char *
temp_path (const char *dir,
           const char *name)
{
  return g_build_filename (dir, name, NULL);
}

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

/* The summary's count of @mark over both players' lines. */
static guint
summary_count (const char *summary,
               const char *mark)
{
  g_auto(GStrv) lines = g_strsplit (summary, "\n", -1);
  g_autofree char *key = g_strdup_printf (" %s ", mark);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *at = strstr (lines[i], ";");

      if (!g_str_has_prefix (lines[i], "South") && !g_str_has_prefix (lines[i], "North"))
        continue;
      g_assert_nonnull (at);
      for (const char *p = strstr (at, key); p != NULL; p = strstr (p + 1, key))
        {
          /* "?! 2" but not the "?" inside "?!". */
          if (p[strlen (key)] >= '0' && p[strlen (key)] <= '9')
            n += (guint) g_ascii_strtoull (p + strlen (key), NULL, 10);
        }
    }
  return n;
}

/* The suffixes written after moves: a move letter, an optional capture,
 * then the mark, then a space, a newline or a bracket. */
static guint
count_marks (const char *movetext,
             const char *mark)
{
  g_autofree char *escaped = g_regex_escape_string (mark, -1);
  g_autofree char *pattern = g_strdup_printf ("[a-fA-F](x[0-9]+)?%s(?=[ \\n)]|$)", escaped);
  g_autoptr(GRegex) regex = g_regex_new (pattern, G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) info = NULL;
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
test_review_study (void)
{
  const char *study = g_test_get_filename (G_TEST_DIST, "data", "study.akn", NULL);
  g_autofree char *dir = g_dir_make_tmp ("ak-review-XXXXXX", NULL);
  g_autofree char *out = temp_path (dir, "reviewed.akn");
  g_autofree char *again = temp_path (dir, "again.akn");
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;
  g_autofree char *movetext = NULL;
  g_auto(Run) run = { 0, };
  g_auto(Run) run2 = { 0, };
  g_auto(Run) format = { 0, };
  g_auto(Run) validate = { 0, };
  g_auto(Run) stdout_run = { 0, };

  run_cliv (&run, (const char * const[]) { "review", "--depth", "8", "--out", out, study, NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "South (Ana): "));
  g_assert_nonnull (strstr (run.out, "\nNorth (Computer (level 4)): "));
  g_assert_nonnull (strstr (run.out, " seeds a move; ?! "));
  g_assert_nonnull (strstr (run.out, " positions searched in "));

  text = read_text (out);
  g_assert_nonnull (strstr (text, "[Annotator \"Adji Kui "));
  /* A value after each of the 10 moves of the main line, and before the
   * first (the writer may wrap the line after "[%eval"). */
  g_assert_cmpuint (count (text, "[%eval"), ==, 11);
  /* The comments kept, however the writer wraps them. */
  {
    g_autofree char *flat = g_strdelimit (g_strdup (text), "\n", ' ');

    g_assert_nonnull (strstr (flat, "] a four-lap relay}"));
    g_assert_nonnull (strstr (flat, "(5. A {from the bought hole})"));
  }

  /* The summary counts the marks written. */
  movetext = g_strdup (strstr (text, "\n\n"));
  g_assert_cmpuint (summary_count (run.out, "??"), ==, count_marks (movetext, "??"));
  g_assert_cmpuint (summary_count (run.out, "?"), ==, count_marks (movetext, "?"));
  g_assert_cmpuint (summary_count (run.out, "?!"), ==, count_marks (movetext, "?!"));
  g_assert_cmpuint (count (text, "{Best was "), ==,
                    count_marks (movetext, "??") + count_marks (movetext, "?"));

  /* In export form, valid, and reviewed again to the same bytes with
   * nothing searched. */
  run_cliv (&format, (const char * const[]) { "format", "--check", out, NULL });
  g_assert_cmpint (format.status, ==, 0);
  run_cliv (&validate, (const char * const[]) { "validate", out, NULL });
  g_assert_cmpint (validate.status, ==, 0);
  run_cliv (&run2, (const char * const[]) { "review", "--depth", "8", "--out", again, out, NULL });
  g_assert_cmpint (run2.status, ==, 0);
  g_assert_nonnull (strstr (run2.out, "\n0 positions searched in "));
  text2 = read_text (again);
  g_assert_cmpstr (text2, ==, text);

  /* Without --out the file goes to standard output, the summary to
   * standard error. */
  run_cliv (&stdout_run, (const char * const[]) { "review", "--depth", "8", study, NULL });
  g_assert_cmpint (stdout_run.status, ==, 0);
  g_assert_cmpstr (stdout_run.out, ==, text);
  g_assert_true (g_str_has_prefix (stdout_run.err, "South (Ana): "));

  g_unlink (out);
  g_unlink (again);
  g_rmdir (dir);
}

static void
test_review_match_threads (void)
{
  const char *match = g_test_get_filename (G_TEST_DIST, "data", "match.akn", NULL);
  g_auto(Run) one = { 0, };
  g_auto(Run) two = { 0, };
  g_auto(Run) validate = { 0, };
  g_autofree char *dir = g_dir_make_tmp ("ak-review-XXXXXX", NULL);
  g_autofree char *out = temp_path (dir, "match.akn");

  /* Every game, the same at a fixed depth however many threads. */
  run_cliv (&one, (const char * const[]) { "review", "--depth", "6", "--threads", "1", match, NULL });
  run_cliv (&two, (const char * const[]) { "review", "--depth", "6", "--threads", "2", match, NULL });
  g_assert_cmpint (one.status, ==, 0);
  g_assert_cmpint (two.status, ==, 0);
  g_assert_cmpstr (one.out, ==, two.out);
  g_assert_cmpuint (count (one.out, "[Annotator \"Adji Kui "), ==, count (one.out, "[Event "));
  g_assert_cmpuint (count (one.out, "[Event "), >, 1);
  g_assert_true (g_str_has_prefix (one.err, "Game 1\nSouth (Abuela): "));
  g_assert_nonnull (strstr (one.err, "\nGame 2\n"));

  /* The match still rebuilds: the review touched no move. */
  g_assert_true (g_file_set_contents (out, one.out, -1, NULL));
  run_cliv (&validate, (const char * const[]) { "validate", out, NULL });
  g_assert_cmpint (validate.status, ==, 0);
  g_unlink (out);
  g_rmdir (dir);
}

static void
test_review_time (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-review-XXXXXX", NULL);
  g_autofree char *in = temp_path (dir, "game.akn");
  g_auto(Run) run = { 0, };

  g_assert_true (g_file_set_contents (in, "[Result \"*\"]\n\n1. f F 2. a A *\n", -1, NULL));
  run_cliv (&run, (const char * const[]) { "review", "--time", "50", in, NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count (run.out, "[%eval"), ==, 5);
  g_assert_nonnull (strstr (run.err, "\n5 positions searched in "));
  g_unlink (in);
  g_rmdir (dir);
}

static void
test_review_bad (void)
{
  const char *study = g_test_get_filename (G_TEST_DIST, "data", "study.akn", NULL);
  const char *bad_file = g_test_get_filename (G_TEST_DIST, "data", "akn", "bad",
                                              "illegal-opponent.akn", NULL);
  struct { const char *args[8]; int status; const char *message; } cases[] = {
    { { "review", NULL }, 2, "expected one FILE" },
    { { "review", "--depth", "4", "--time", "100", study, NULL }, 2, "not both" },
    { { "review", "--depth", "0", study, NULL }, 2, "--depth must be" },
    { { "review", "--time", "soon", study, NULL }, 2, "--time must be" },
    { { "review", "--threads", "0", study, NULL }, 2, "--threads must be" },
    { { "review", "--colour", study, NULL }, 2, "unknown option" },
    { { "review", "/nonexistent/game.akn", NULL }, 1, "/nonexistent/game.akn: " },
    { { "review", "--depth", "2", "--out", "/nonexistent/out.akn", study, NULL }, 1,
      "/nonexistent/out.akn: " },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0, };

      run_cliv (&run, cases[i].args);
      g_assert_cmpint (run.status, ==, cases[i].status);
      if (strstr (run.err, cases[i].message) == NULL)
        g_error ("case %u: “%s” not in “%s”", i, cases[i].message, run.err);
    }

  /* A file that does not read: where, and nothing written. */
  {
    g_auto(Run) run = { 0, };

    run_cliv (&run, (const char * const[]) { "review", "--depth", "2", bad_file, NULL });
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (g_str_has_prefix (run.err, bad_file));
    g_assert_cmpstr (run.out, ==, "");
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (!cli_runner_init (argc, argv))
    return 2;

  g_test_add_func ("/ak/cli/review/study", test_review_study);
  g_test_add_func ("/ak/cli/review/match-threads", test_review_match_threads);
  g_test_add_func ("/ak/cli/review/time", test_review_time);
  g_test_add_func ("/ak/cli/review/bad", test_review_bad);

  return g_test_run ();
}
