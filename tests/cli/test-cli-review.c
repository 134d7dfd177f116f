/* test-cli-review.c — adji-kui-cli review: the annotated file, its
 * summary and report, idempotence, threads, and bad arguments
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

/* The summary's count of @mark over both players' lines (the summary
 * ends at the empty line before the report). */
static guint
summary_count (const char *summary,
               const char *mark)
{
  g_auto(GStrv) lines = g_strsplit (summary, "\n", -1);
  g_autofree char *key = g_strdup_printf (" %s ", mark);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
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
  /* and the report after the summary, on the same stream. */
  g_assert_nonnull (strstr (stdout_run.err, " positions searched in "));
  g_assert_nonnull (strstr (strstr (stdout_run.err, " positions searched in "),
                            "s\n\nReport on 1 game\nSouth (Ana): "));
  g_assert_null (strstr (stdout_run.out, "Report on"));

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
  /* A match's report: all its games together, then a line a game. */
  g_assert_nonnull (strstr (one.err, "\nReport on 3 games\nSouth (Abuela): "));
  g_assert_nonnull (strstr (one.err, "\nNorth (Tomás): "));
  g_assert_nonnull (strstr (one.err, "\nGame 3: South "));

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

/* The number after @prefix in @text, such as the moves of "South (Ana):
 * 69 moves". */
static guint
number_after (const char *text,
              const char *prefix)
{
  const char *at = strstr (text, prefix);

  g_assert_nonnull (at);
  return (guint) g_ascii_strtoull (at + strlen (prefix), NULL, 10);
}

static gboolean
python_accepts_json (const char *path)
{
  const char *argv[] = { "/usr/bin/python3", "-m", "json.tool", path, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  int status = -1;

  if (!g_file_test (argv[0], G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_message ("no %s: JSON not checked by Python", argv[0]);
      return TRUE;
    }
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                &status, &error);
  g_assert_no_error (error);
  return g_spawn_check_wait_status (status, NULL);
}

static void
test_review_report_file (void)
{
  const char *study = g_test_get_filename (G_TEST_DIST, "data", "study.akn", NULL);
  const char *reviewed = g_test_get_filename (G_TEST_DIST, "data", "reviewed.akn", NULL);
  g_autofree char *dir = g_dir_make_tmp ("ak-review-XXXXXX", NULL);
  g_autofree char *out = temp_path (dir, "reviewed.akn");
  g_autofree char *json_path = temp_path (dir, "report.JSON");
  g_autofree char *text_path = temp_path (dir, "report.txt");
  g_autofree char *bad_json = temp_path (dir, "bad.json");
  g_autofree char *json = NULL;
  g_autofree char *text = NULL;
  g_auto(Run) plain = { 0, };
  g_auto(Run) run = { 0, };
  g_auto(Run) run_text = { 0, };
  g_auto(Run) both = { 0, };
  const char *report;

  /* On the terminal: the moves the report counts are the summary's. */
  run_cliv (&plain, (const char * const[]) { "review", "--depth", "6", reviewed, NULL });
  g_assert_cmpint (plain.status, ==, 0);
  report = strstr (plain.err, "\nReport on 1 game\n");
  g_assert_nonnull (report);
  g_assert_cmpuint (number_after (plain.err, "South (Ana): "), ==,
                    number_after (report, "\nSouth (Ana): "));
  g_assert_cmpuint (number_after (plain.err, "\nNorth (Kofi): "), ==,
                    number_after (report, "\nNorth (Kofi): "));
  g_assert_nonnull (strstr (report, "\nNorth (Kofi): 69 moves judged, "));
  g_assert_nonnull (strstr (plain.err, "\n  Worst move: 5. f?, it lost 6.53 seeds\n"));
  g_assert_nonnull (strstr (plain.err, "\n  Best move: 2. ax4, it punished 1... D?, which lost "
                                       "6.97 seeds\n"));

  /* JSON to a file named .json (in any case), the rest as before; no
   * report on the terminal then. */
  run_cliv (&run, (const char * const[]) { "review", "--depth", "6", "--report", json_path,
                                           "--out", out, reviewed, NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "South (Ana): "));
  g_assert_null (strstr (run.out, "Report on"));
  g_assert_cmpstr (run.err, ==, "");
  json = read_text (json_path);
  g_assert_true (python_accepts_json (json_path));
  g_assert_true (g_str_has_prefix (json, "{\n  \"games\": 1,\n"));
  g_assert_nonnull (strstr (json, "\"south\": {\"name\": \"Ana\", \"program\": false"));
  g_assert_nonnull (strstr (json, "\"worst_move\": {\"game\": 1, \"ply\": 9, \"move\": \"5. f?\", "
                                  "\"loss\": 6.53}"));
  /* Python itself refuses what is not JSON: the check can fail. */
  g_assert_true (g_file_set_contents (bad_json, "{\"games\": 1,}", -1, NULL));
  if (g_file_test ("/usr/bin/python3", G_FILE_TEST_IS_EXECUTABLE))
    g_assert_false (python_accepts_json (bad_json));

  /* Text to any other file: what the terminal showed. */
  run_cliv (&run_text, (const char * const[]) { "review", "--depth", "6", "--report", text_path,
                                                reviewed, NULL });
  g_assert_cmpint (run_text.status, ==, 0);
  text = read_text (text_path);
  g_assert_true (g_str_has_prefix (text, "Report on 1 game\nSouth (Ana): "));
  g_assert_nonnull (strstr (plain.err, text));
  g_assert_null (strstr (run_text.err, "Report on"));
  g_assert_cmpstr (run_text.out, ==, plain.out);

  /* Several files: all their games out, one report on them all. */
  run_cliv (&both, (const char * const[]) { "review", "--depth", "6", reviewed, study, NULL });
  g_assert_cmpint (both.status, ==, 0);
  g_assert_cmpuint (count (both.out, "[Event "), ==, 2);
  g_assert_nonnull (strstr (both.err, "\nReport on 2 games\n"));
  g_assert_nonnull (strstr (both.err, "\nGame 2: South "));

  g_unlink (out);
  g_unlink (json_path);
  g_unlink (text_path);
  g_unlink (bad_json);
  g_rmdir (dir);
}

/* An unwritable report: named, the status says so, and the reviewed
 * games are written all the same. */
static void
test_review_report_unwritable (void)
{
  const char *reviewed = g_test_get_filename (G_TEST_DIST, "data", "reviewed.akn", NULL);
  g_autofree char *dir = g_dir_make_tmp ("ak-review-XXXXXX", NULL);
  g_autofree char *out = temp_path (dir, "reviewed.akn");
  g_autofree char *written = NULL;
  g_auto(Run) no_folder = { 0, };
  g_auto(Run) to_stdout = { 0, };
  g_auto(Run) to_file = { 0, };

  /* No such folder: said at once, before any review. */
  run_cliv (&no_folder, (const char * const[]) { "review", "--depth", "4", "--report",
                                                 "/nonexistent/report.json", reviewed, NULL });
  g_assert_cmpint (no_folder.status, ==, 1);
  g_assert_cmpstr (no_folder.err, ==, "/nonexistent/report.json: the report could not be "
                                      "written: there is no folder “/nonexistent”\n");
  g_assert_cmpstr (no_folder.out, ==, "");

  /* A folder in the way: found only when written, after the games. */
  run_cliv (&to_stdout, (const char * const[]) { "review", "--depth", "4", "--report",
                                                 dir, reviewed, NULL });
  g_assert_cmpint (to_stdout.status, ==, 1);
  {
    g_autofree char *named = g_strdup_printf ("\n%s: the report could not be written: ", dir);

    /* after the summary, there on standard error too */
    g_assert_nonnull (strstr (to_stdout.err, named));
  }
  g_assert_nonnull (strstr (to_stdout.err, "reviewed games were written to standard output"));
  g_assert_nonnull (strstr (to_stdout.out, "[Annotator \"Adji Kui "));

  run_cliv (&to_file, (const char * const[]) { "review", "--depth", "4", "--report", dir,
                                               "--out", out, reviewed, NULL });
  g_assert_cmpint (to_file.status, ==, 1);
  g_assert_true (g_str_has_prefix (to_file.err, dir));
  g_assert_nonnull (strstr (to_file.err, ": the report could not be written: "));
  written = read_text (out);
  g_assert_cmpstr (written, ==, to_stdout.out);

  g_unlink (out);
  g_rmdir (dir);
}

/* A person against the computer over many games: the level estimate,
 * with its range; over one game, none. */
static void
test_review_report_level (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-review-XXXXXX", NULL);
  g_autofree char *played = temp_path (dir, "played.akn");
  g_autofree char *against = temp_path (dir, "against.akn");
  g_autofree char *one_game = temp_path (dir, "one.akn");
  g_autofree char *json_path = temp_path (dir, "report.json");
  g_autofree char *text = NULL;
  g_autofree char *json = NULL;
  g_autoptr(GString) tagged = NULL;
  g_auto(Run) play = { 0, };
  g_auto(Run) run = { 0, };
  g_auto(Run) one = { 0, };

  run_cliv (&play, (const char * const[]) { "selfplay", "--south", "level1", "--north",
                                            "level1", "--games", "16", "--seed", "5", "--out",
                                            played, NULL });
  g_assert_cmpint (play.status, ==, 0);
  /* North becomes the computer at level 1; South stays a person. */
  text = read_text (played);
  tagged = g_string_new (text);
  g_assert_cmpuint (g_string_replace (tagged, "[North \"level1\"]\n",
                                      "[North \"level1\"]\n[NorthType \"program\"]\n"
                                      "[NorthLevel \"1\"]\n", 0), ==, 16);
  g_assert_true (g_file_set_contents (against, tagged->str, -1, NULL));

  run_cliv (&run, (const char * const[]) { "review", "--depth", "2", against, NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.err, "\nReport on 16 games\nSouth (level1): "));
  g_assert_nonnull (strstr (run.err, "\nNorth (level1, level 1): "));
  g_assert_nonnull (strstr (run.err, "\n  Plays like level "));
  g_assert_nonnull (strstr (run.err, " in 16 games against the computer\n"));

  /* The same games already reviewed, one alone: never from one game. */
  g_assert_true (g_file_set_contents (against, run.out, -1, NULL));
  {
    g_autofree char *first_end = g_strdup (run.out);
    char *second = strstr (first_end + 1, "[Event ");

    g_assert_nonnull (second);
    *second = '\0';
    g_assert_true (g_file_set_contents (one_game, first_end, -1, NULL));
  }
  run_cliv (&one, (const char * const[]) { "review", "--depth", "2", "--report", json_path,
                                           one_game, NULL });
  g_assert_cmpint (one.status, ==, 0);
  json = read_text (json_path);
  g_assert_true (python_accepts_json (json_path));
  g_assert_nonnull (strstr (json, "\"against_computer\": {\"games\": 1, "));
  g_assert_nonnull (strstr (json, "\"level_estimate\": null"));

  g_unlink (played);
  g_unlink (against);
  g_unlink (one_game);
  g_unlink (json_path);
  g_rmdir (dir);
}

static void
test_review_bad (void)
{
  const char *study = g_test_get_filename (G_TEST_DIST, "data", "study.akn", NULL);
  const char *bad_file = g_test_get_filename (G_TEST_DIST, "data", "akn", "bad",
                                              "illegal-opponent.akn", NULL);
  struct { const char *args[8]; int status; const char *message; } cases[] = {
    { { "review", NULL }, 2, "expected one FILE or more" },
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
  g_test_add_func ("/ak/cli/review/report-file", test_review_report_file);
  g_test_add_func ("/ak/cli/review/report-unwritable", test_review_report_unwritable);
  g_test_add_func ("/ak/cli/review/report-level", test_review_report_level);
  g_test_add_func ("/ak/cli/review/bad", test_review_bad);

  return g_test_run ();
}
