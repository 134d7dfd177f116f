/* test-cli-tables.c — adji-kui-cli tables build, verify and info, and
 * analyse with and without the endgame tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only the small levels are built (Adji Kui II 12, Adji Kui I up to 8):
 * seconds, not minutes.
 */

#include "config.h"

#include <signal.h>
#include <string.h>

#include <glib/gstdio.h>

#include "cli-runner.h"

/* A 12-seed Adji Kui II position, South to move, two moves (b and e). */
#define TWELVE_SEEDS "1,2,1,0,3,0/0,0,2,0,3,0 S 18-18"

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

static guint
count_lines_with (const char *text,
                  const char *part)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    n += strstr (lines[i], part) != NULL;
  return n;
}

static guint
count_files (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (listing);
  while (g_dir_read_name (listing) != NULL)
    n++;
  return n;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  if (listing == NULL)
    return;
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

/* The one table file of @level in @dir: its name ends in the level,
 * before the extension. */
static char *
find_level_file (const char *dir,
                 guint       level)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  char *found = NULL;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      const char *dot = strrchr (name, '.');
      const char *digits = dot;

      while (digits != NULL && digits > name && g_ascii_isdigit (digits[-1]))
        digits--;
      if (digits != NULL && digits < dot && g_ascii_strtoull (digits, NULL, 10) == level)
        {
          g_assert_null (found);
          found = g_build_filename (dir, name, NULL);
        }
    }
  g_assert_nonnull (found);
  return found;
}

static void
build (const char *dir,
       const char *variant,
       const char *max_seeds,
       Run        *run)
{
  const char * const args[] = { "tables", "build", "--variant", variant, "--max-seeds",
                                max_seeds, "--threads", "2", "--dir", dir, NULL };

  run_clear (run);
  run_cliv (run, args);
}

static void
verify (const char *dir,
        Run        *run)
{
  const char * const args[] = { "tables", "verify", "--dir", dir, NULL };

  run_clear (run);
  run_cliv (run, args);
}

/* Adji Kui II's level 12, built once by the first test that needs it and
 * copied by the others, so that the file takes its few seconds once. */
static char *built_dir;

static char *
built_level_12 (void)
{
  g_auto(Run) run = { 0, };

  if (built_dir == NULL)
    {
      built_dir = g_dir_make_tmp ("adji-kui-tables-XXXXXX", NULL);
      build (built_dir, "adji-kui-2", "12", &run);
      g_assert_cmpint (run.status, ==, 0);
    }
  return find_level_file (built_dir, 12);
}

/* A folder of its own for a test, with a copy of the built level 12. */
static char *
dir_with_level_12 (void)
{
  g_autofree char *source = built_level_12 ();
  g_autofree char *base = g_path_get_basename (source);
  g_autofree char *contents = NULL;
  g_autofree char *copy = NULL;
  char *dir = g_dir_make_tmp ("adji-kui-tables-XXXXXX", NULL);
  gsize length;

  copy = g_build_filename (dir, base, NULL);
  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (copy, contents, (gssize) length, NULL));
  return dir;
}

static void
test_build_adji_kui_2 (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adji-kui-tables-XXXXXX", NULL);
  g_autofree char *path = NULL;
  g_auto(Run) run = { 0, };

  g_assert_null (built_dir);
  build (dir, "adji-kui-2", "12", &run);
  g_assert_cmpint (run.status, ==, 0);
  /* Level 12 is the only level of Adji Kui II up to 12 seeds. */
  g_assert_cmpuint (count_lines_with_prefix (run.out, "level 12: built "), ==, 1);
  g_assert_cmpuint (count_lines_with_prefix (run.out, "level "), ==, 1);
  g_assert_cmpuint (count_files (dir), ==, 1);

  verify (dir, &run);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpuint (count_lines_with (run.out, ": ok (adji-kui-2, level 12, 1,352,078 boards)"),
                    ==, 1);

  path = find_level_file (dir, 12);
  {
    const char * const args[] = { "tables", "info", path, NULL };

    run_clear (&run);
    run_cliv (&run, args);
  }
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "variant:        adji-kui-2\n"));
  g_assert_nonnull (strstr (run.out, "skip-origin:    no\n"));
  g_assert_nonnull (strstr (run.out, "level:          12 seeds\n"));
  g_assert_nonnull (strstr (run.out, "boards:         1,352,078\n"));
  g_assert_nonnull (strstr (run.out, "North owns ABCDEF (standard)"));
  g_assert_nonnull (strstr (run.out, "proved:         "));
  g_assert_nonnull (strstr (run.out, "format version: "));
  g_assert_nonnull (strstr (run.out, "any repetition setting"));

  /* Built once, loaded after: nothing is built again. */
  build (dir, "adji-kui-2", "12", &run);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count_lines_with_prefix (run.out, "level 12: loaded "), ==, 1);
  g_assert_cmpuint (count_lines_with_prefix (run.out, "level 12: built "), ==, 0);

  /* The other tests copy this one's file. */
  built_dir = g_steal_pointer (&dir);
}

static void
test_build_adji_kui_1 (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adji-kui-tables-XXXXXX", NULL);
  g_auto(Run) run = { 0, };

  build (dir, "adji-kui-1", "8", &run);
  g_assert_cmpint (run.status, ==, 0);
  /* Adji Kui I captures twos and threes: every level 0 to 8. */
  for (guint level = 0; level <= 8; level++)
    {
      g_autofree char *prefix = g_strdup_printf ("level %u: built ", level);

      g_assert_cmpuint (count_lines_with_prefix (run.out, prefix), ==, 1);
    }
  g_assert_cmpuint (count_files (dir), ==, 9);

  verify (dir, &run);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count_lines_with (run.out, ": ok (adji-kui-1, level "), ==, 9);
  /* 12 holes, 8 seeds: (19 choose 11) boards. */
  g_assert_cmpuint (count_lines_with (run.out, ": ok (adji-kui-1, level 8, 75,582 boards)"), ==, 1);

  remove_dir (dir);
}

/* A file cut short and a file with one byte changed are refused by verify,
 * named with the reason, and built again by build. */
static void
test_bad_files (void)
{
  g_autofree char *dir = dir_with_level_12 ();
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *prefix = NULL;
  g_auto(Run) run = { 0, };
  gsize length;

  path = find_level_file (dir, 12);
  prefix = g_strdup_printf ("%s: ", path);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 64);

  /* Cut short. */
  g_assert_true (g_file_set_contents (path, contents, (gssize) (length * 2 / 3), NULL));
  verify (dir, &run);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, prefix));
  g_assert_cmpuint (strlen (run.err), >, strlen (prefix) + 5);
  g_assert_null (strstr (run.out, ": ok"));

  build (dir, "adji-kui-2", "12", &run);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "level 12: "));
  g_assert_nonnull (strstr (run.out, "building it again\n"));
  g_assert_cmpuint (count_lines_with_prefix (run.out, "level 12: built "), ==, 1);
  verify (dir, &run);
  g_assert_cmpint (run.status, ==, 0);

  /* One byte of the data changed. */
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  contents[length / 2] ^= 0x10;
  g_assert_true (g_file_set_contents (path, contents, (gssize) length, NULL));
  verify (dir, &run);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, prefix));
  g_assert_nonnull (strstr (run.err, "checksum"));

  build (dir, "adji-kui-2", "12", &run);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "building it again\n"));
  verify (dir, &run);
  g_assert_cmpint (run.status, ==, 0);

  remove_dir (dir);
}

/* Ctrl+C while a level is built: that level is not saved, the finished
 * ones stay, and nothing half-written is left. */
static void
test_interrupt (void)
{
  g_autofree char *dir = dir_with_level_12 ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  gboolean interrupted = FALSE;
  char *line;

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                              &error, cli_path, "tables", "build", "--variant", "adji-kui-2",
                              "--max-seeds", "16", "--threads", "1", "--dir", dir, NULL);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  while ((line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error)) != NULL)
    {
      /* Level 12 is there: interrupt level 16. */
      if (g_str_has_prefix (line, "level 12: loaded "))
        {
          g_subprocess_send_signal (process, SIGINT);
          interrupted = TRUE;
        }
      g_assert_false (g_str_has_prefix (line, "level 16: built "));
      g_free (line);
    }
  g_assert_no_error (error);
  g_assert_true (interrupted);
  g_subprocess_wait (process, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 1);
  {
    g_autoptr(GDataInputStream) errors =
      g_data_input_stream_new (g_subprocess_get_stderr_pipe (process));
    gsize length;

    err = g_data_input_stream_read_upto (errors, "", 1, &length, NULL, &error);
    g_assert_no_error (error);
  }
  g_assert_nonnull (strstr (err, "level 16: interrupted; not saved"));
  /* Level 12 alone, whole. */
  g_assert_cmpuint (count_files (dir), ==, 1);
  {
    g_auto(Run) run = { 0, };

    verify (dir, &run);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpuint (count_lines_with (run.out, "level 12"), ==, 1);
  }

  remove_dir (dir);
}

/* Each move's value is proved or bounded with the tables of its level, and
 * an estimate at a shallow depth without them. */
static void
test_analyse (void)
{
  g_autofree char *dir = dir_with_level_12 ();
  g_auto(Run) run = { 0, };
  g_auto(GStrv) lines = NULL;
  guint n_moves = 0;

  {
    const char * const args[] = { "analyse", "--position", TWELVE_SEEDS, "--depth", "2",
                                  "--threads", "1", "--all", "--tables", dir, NULL };

    run_clear (&run);
    run_cliv (&run, args);
  }
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.err, "endgame tables: levels 12 from "));
  lines = g_strsplit (run.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "move "))
      {
        g_assert_true (g_str_has_suffix (lines[i], " proved") ||
                       g_str_has_suffix (lines[i], " bounds"));
        n_moves++;
      }
  g_assert_cmpuint (n_moves, ==, 2);

  {
    const char * const args[] = { "analyse", "--position", TWELVE_SEEDS, "--depth", "2",
                                  "--threads", "1", "--all", "--no-tables", NULL };

    run_clear (&run);
    run_cliv (&run, args);
  }
  g_assert_cmpint (run.status, ==, 0);
  g_assert_null (strstr (run.err, "endgame tables"));
  g_assert_cmpuint (count_lines_with_prefix (run.out, "move "), ==, 2);
  g_assert_cmpuint (count_lines_with (run.out, " estimate"), ==, 2);

  remove_dir (dir);
}

static void
test_bad_arguments (void)
{
  static const char * const cases[][8] = {
    { "tables", NULL, },
    { "tables", "grow", NULL, },
    { "tables", "build", "--variant", "oware", NULL, },
    { "tables", "build", "--max-seeds", "99", NULL, },
    { "tables", "build", "--threads", "many", NULL, },
    { "tables", "verify", "a.akt", "--dir", "x", NULL, },
    { "analyse", "--tables", "x", "--no-tables", NULL, },
  };
  g_autofree char *dir = g_dir_make_tmp ("adji-kui-tables-XXXXXX", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0, };

      run_cliv (&run, cases[i]);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_true (g_str_has_prefix (run.err, "adji-kui-cli "));
    }

  /* A folder with no tables is a "no", not a crash. */
  {
    const char * const args[] = { "tables", "verify", "--dir", dir, NULL };
    g_auto(Run) run = { 0, };

    run_cliv (&run, args);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "no table files"));
  }
  {
    const char * const args[] = { "tables", "info", missing, NULL };
    g_auto(Run) run = { 0, };

    run_cliv (&run, args);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (g_str_has_prefix (run.err, missing));
  }
  remove_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  if (!cli_runner_init (argc, argv))
    return 2;

  g_test_add_func ("/ak/cli/tables/build-adji-kui-2", test_build_adji_kui_2);
  g_test_add_func ("/ak/cli/tables/build-adji-kui-1", test_build_adji_kui_1);
  g_test_add_func ("/ak/cli/tables/bad-files", test_bad_files);
  g_test_add_func ("/ak/cli/tables/interrupt", test_interrupt);
  g_test_add_func ("/ak/cli/tables/analyse", test_analyse);
  g_test_add_func ("/ak/cli/tables/bad-arguments", test_bad_arguments);

  status = g_test_run ();
  if (built_dir != NULL)
    remove_dir (built_dir);
  g_free (built_dir);
  return status;
}
