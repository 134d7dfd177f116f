/* test-cli-search.c — adji-kui-cli analyse and selfplay
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>

#include "cli-runner.h"

static guint
count_lines_with_prefix (const char *text,
                         const char *prefix)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    n += g_str_has_prefix (lines[i], prefix);
  return n;
}

static const char *
last_line (const char *text)
{
  static char line[256];
  const char *end = text + strlen (text);
  const char *start;

  while (end > text && end[-1] == '\n')
    end--;
  start = end;
  while (start > text && start[-1] != '\n')
    start--;
  g_strlcpy (line, start, MIN ((gsize) (end - start + 1), sizeof line));
  return line;
}

static void
test_analyse_depth (void)
{
  /* One thread: a line for every depth (see test_analyse_threads). */
  const char * const args[] = { "analyse", "--depth", "6", "--threads", "1", NULL };
  g_auto(Run) run = { 0, };
  g_auto(GStrv) lines = NULL;

  run_cliv (&run, args);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count_lines_with_prefix (run.out, "depth "), ==, 6);
  lines = g_strsplit (run.out, "\n", -1);
  for (guint d = 1; d <= 6; d++)
    {
      g_autofree char *prefix = g_strdup_printf ("depth %u score ", d);

      g_assert_true (g_str_has_prefix (lines[d - 1], prefix));
      g_assert_nonnull (strstr (lines[d - 1], " nodes "));
      g_assert_nonnull (strstr (lines[d - 1], " nps "));
      g_assert_nonnull (strstr (lines[d - 1], " pv "));
    }
  g_assert_true (g_str_has_prefix (last_line (run.out), "bestmove "));
  g_assert_nonnull (strchr ("abcdef", last_line (run.out)[9]));
}

static void
test_analyse_all (void)
{
  const char * const args[] = { "analyse", "--position", "0,0,3,0,2,0/3,0,0,0,0,9 S 15-16",
                                "--depth", "4", "--all", NULL };
  g_auto(Run) run = { 0, };

  /* c and e are South's moves; e makes a casa. */
  run_cliv (&run, args);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count_lines_with_prefix (run.out, "move "), ==, 2);
  g_assert_nonnull (strstr (run.out, "\nmove c score "));
  g_assert_nonnull (strstr (run.out, "\nmove e score "));
  /* Each value says what it is worth. */
  {
    g_auto(GStrv) lines = g_strsplit (run.out, "\n", -1);

    for (guint i = 0; lines[i] != NULL; i++)
      if (g_str_has_prefix (lines[i], "move "))
        g_assert_true (g_str_has_suffix (lines[i], " estimate") ||
                       g_str_has_suffix (lines[i], " proved") ||
                       g_str_has_suffix (lines[i], " bounds"));
  }
  g_assert_cmpstr (last_line (run.out), ==, "bestmove e");
}

static void
test_analyse_proved_and_over (void)
{
  const char * const proved[] = { "analyse", "--position", "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19",
                                  "--time", "200", NULL };
  const char * const over[] = { "analyse", "--position", "0,0,0,0,0,4/4,0,0,0,0,0 S 20-20",
                                "--depth", "3", NULL };
  g_auto(Run) run = { 0, };

  run_cliv (&run, proved);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "depth 1 score +0 nodes "));
  g_assert_cmpstr (last_line (run.out), ==, "bestmove e");

  run_clear (&run);
  run_cliv (&run, over);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "bestmove none\n");
}

static void
test_analyse_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adji-kui-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.akn", NULL);
  const char * const args[] = { "analyse", "--depth", "3", path, NULL };
  g_auto(Run) run = { 0, };

  g_assert_true (g_file_set_contents (path, "1. a A *\n", -1, NULL));
  run_cliv (&run, args);
  g_assert_cmpint (run.status, ==, 0);
  /* South to move after a A: a South hole is best. */
  g_assert_nonnull (strchr ("abcdef", last_line (run.out)[9]));
  g_unlink (path);
  g_rmdir (dir);
}

/* A line without its nodes a second, which the clock decides. */
static char *
without_nps (const char *text)
{
  g_autoptr(GRegex) nps = g_regex_new (" nps [0-9]+", 0, 0, NULL);

  return g_regex_replace_literal (nps, text, -1, 0, "", 0, NULL);
}

static void
test_analyse_threads (void)
{
  const char * const one[] = { "analyse", "--variant", "adji-kui-1", "--depth", "10",
                               "--threads", "1", NULL };
  const char * const two[] = { "analyse", "--variant", "adji-kui-1", "--depth", "10",
                               "--threads", "2", NULL };
  const char * const every[] = { "analyse", "--variant", "adji-kui-1", "--depth", "10",
                                 "--threads", "0", NULL };
  const char * const help[] = { "analyse", "--help", NULL };
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *cores = g_strdup_printf ("all cores, %u here", g_get_num_processors ());
  g_auto(Run) run = { 0, };

  /* One thread: the same lines every time. */
  run_cliv (&run, one);
  g_assert_cmpint (run.status, ==, 0);
  first = without_nps (run.out);
  run_clear (&run);
  run_cliv (&run, one);
  second = without_nps (run.out);
  g_assert_cmpstr (first, ==, second);

  /* Two threads, and all cores: deeper and deeper iterations up to the
   * depth asked (a helper may complete one before the calling thread, so
   * a depth can be missing), and a move. */
  for (guint k = 0; k < 2; k++)
    {
      g_auto(GStrv) lines = NULL;
      guint last = 0;

      run_clear (&run);
      run_cliv (&run, k == 0 ? two : every);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      lines = g_strsplit (run.out, "\n", -1);
      for (guint i = 0; lines[i] != NULL && g_str_has_prefix (lines[i], "depth "); i++)
        {
          guint depth = (guint) g_ascii_strtoull (lines[i] + strlen ("depth "), NULL, 10);

          g_assert_cmpuint (depth, >, last);
          last = depth;
        }
      g_assert_cmpuint (last, ==, 10);
      g_assert_true (g_str_has_prefix (last_line (run.out), "bestmove "));
      g_assert_nonnull (strchr ("abcdef", last_line (run.out)[9]));
    }

  run_clear (&run);
  run_cliv (&run, help);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "--threads N"));
  g_assert_nonnull (strstr (run.out, cores));
}

static void
test_analyse_bad_arguments (void)
{
  static const char * const bad[][6] = {
    { "analyse", "--depth", "0", NULL, },
    { "analyse", "--depth", "3", "--time", "10", NULL },
    { "analyse", "--time", "soon", NULL, },
    { "analyse", "--position", "4,4/4 S 0-0", NULL, },
    { "analyse", "no-such-file.akn", NULL, },
    { "analyse", "--threads", "two", NULL, },
    { "analyse", "--threads", "-1", NULL, },
    { "analyse", "--threads", "65", NULL, },
    { "analyse", "--threads", "", NULL, },
    { "analyse", "--threads", "1.5", NULL, },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(Run) run = { 0, };

      run_cliv (&run, bad[i]);
      g_assert_cmpint (run.status, !=, 0);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, !=, "");
      if (g_str_equal (bad[i][1], "--threads"))
        g_assert_nonnull (strstr (run.err, "--threads must be a whole number from 0 (all cores) "
                                           "to 64"));
    }
}

static void
test_selfplay (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adji-kui-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "games.akn", NULL);
  const char * const args[] = { "selfplay", "--south", "greedy", "--north", "random",
                                "--games", "6", "--seed", "7", "--out", path, NULL };
  const char * const validate[] = { "validate", path, NULL };
  g_auto(Run) run = { 0, };
  g_auto(Run) again = { 0, };
  g_auto(Run) check = { 0, };
  guint south, draws, north;

  run_cliv (&run, args);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count_lines_with_prefix (run.out, "game "), ==, 6);
  g_assert_cmpint (sscanf (last_line (run.out), "score: south %u draws %u north %u",
                           &south, &draws, &north), ==, 3);
  g_assert_cmpuint (south + draws + north, ==, 6);

  /* The same seed plays the same games. */
  run_cliv (&again, args);
  g_assert_cmpstr (again.out, ==, run.out);

  /* And the file is valid AKN with six games. */
  run_cliv (&check, validate);
  g_assert_cmpint (check.status, ==, 0);
  g_assert_nonnull (strstr (check.out, ": ok (6 games, "));

  g_unlink (path);
  g_rmdir (dir);
}

/* Whole matches between two computers, played at the app's table. */
static void
test_selfplay_match (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adji-kui-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "matches.akn", NULL);
  const char * const args[] = { "selfplay", "--south", "level2", "--north", "level1",
                                "--games", "2", "--match", "--rules", "match-end=games:2",
                                "--out", path, NULL };
  const char * const validate[] = { "validate", path, NULL };
  const char * const people[] = { "selfplay", "--south", "random", "--north", "level1",
                                  "--games", "1", "--match", NULL };
  g_auto(Run) run = { 0, };
  g_auto(Run) check = { 0, };
  g_auto(Run) refused = { 0, };
  guint south, draws, north;

  g_autofree char *ok = NULL;
  g_auto(GStrv) lines = NULL;
  guint games = 0;

  run_cliv (&run, args);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count_lines_with_prefix (run.out, "match "), ==, 2);
  g_assert_cmpint (sscanf (last_line (run.out), "score: south %u draws %u north %u",
                           &south, &draws, &north), ==, 3);
  g_assert_cmpuint (south + draws + north, ==, 2);

  /* A match ends after two games, or sooner with a player ruined; each
   * match line counts the game lines before it. */
  lines = g_strsplit (run.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      guint number, n_games;
      char who[8];

      if (sscanf (lines[i], "match %u: %7s after %u games", &number, who, &n_games) == 3)
        {
          g_assert_cmpuint (n_games, >=, 1);
          g_assert_cmpuint (n_games, <=, 2);
          games += n_games;
        }
    }
  g_assert_cmpuint (count_lines_with_prefix (run.out, "game "), ==, games);

  /* Each match's games follow from each other, as a match file must. */
  run_cliv (&check, validate);
  g_assert_cmpint (check.status, ==, 0);
  ok = g_strdup_printf (": ok (%u games, ", games);
  g_assert_nonnull (strstr (check.out, ok));

  run_cliv (&refused, people);
  g_assert_cmpint (refused.status, ==, 2);
  g_assert_nonnull (strstr (refused.err, "computer levels only"));

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_selfplay_bad_arguments (void)
{
  static const char * const bad[][10] = {
    { "selfplay", "--south", "level9", "--north", "random", "--games", "1", NULL },
    /* More games than a file may hold are not written to one. */
    { "selfplay", "--south", "random", "--north", "random", "--games", "10001", "--out",
      "/nonexistent/many.akn", NULL },
    { "selfplay", "--south", "random", "--north", "time:x", "--games", "1", NULL },
    { "selfplay", "--south", "random", "--north", "random", "--games", "0", NULL },
    { "selfplay", "--south", "random", "--games", "1", NULL, },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(Run) run = { 0, };

      run_cliv (&run, bad[i]);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_true (g_str_has_prefix (run.err, "adji-kui-cli selfplay: "));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (!cli_runner_init (argc, argv))
    return 2;

  g_test_add_func ("/ak/cli/analyse/depth", test_analyse_depth);
  g_test_add_func ("/ak/cli/analyse/all", test_analyse_all);
  g_test_add_func ("/ak/cli/analyse/proved-and-over", test_analyse_proved_and_over);
  g_test_add_func ("/ak/cli/analyse/file", test_analyse_file);
  g_test_add_func ("/ak/cli/analyse/threads", test_analyse_threads);
  g_test_add_func ("/ak/cli/analyse/bad-arguments", test_analyse_bad_arguments);
  g_test_add_func ("/ak/cli/selfplay/games", test_selfplay);
  g_test_add_func ("/ak/cli/selfplay/match", test_selfplay_match);
  g_test_add_func ("/ak/cli/selfplay/bad-arguments", test_selfplay_bad_arguments);

  return g_test_run ();
}
