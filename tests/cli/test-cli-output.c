/* test-cli-output.c — adji-kui-cli when standard output cannot be written
 * (a full disk, a closed descriptor), the threads limit shared by analyse
 * and review, and a self-play that would never end without the move limit
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli-runner.h"

typedef enum
{
  OUTPUT_FULL,    /* standard output is /dev/full */
  OUTPUT_CLOSED,  /* standard output is closed (">&-") */
} OutputCase;

static void
close_stdout_cb (gpointer user_data)
{
  close (STDOUT_FILENO);
}

/* Runs the program with standard output as @how says; keeps standard
 * error and the exit status. */
static void
run_cli_output (Run                *run,
                OutputCase          how,
                const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, (gpointer) cli_path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  if (how == OUTPUT_FULL)
    g_subprocess_launcher_set_stdout_file_path (launcher, "/dev/full");
  else
    g_subprocess_launcher_set_child_setup (launcher, close_stdout_cb, NULL, NULL);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

static const char *
akn_fixture (const char *folder,
             const char *name)
{
  return g_test_get_filename (G_TEST_DIST, "data", "akn", folder, name, NULL);
}

/* Every command that writes to standard output, with arguments that make
 * it succeed (and quickly) when it can write. */
static void
check_every_command (OutputCase how)
{
  const char *game = akn_fixture ("good", "ak2-unfinished.akn");
  const char *study = akn_fixture ("good", "agreement-tag.akn");
  const char * const commands[][14] = {
    { "perft", "2", NULL },
    { "play", "a", NULL },
    { "validate", game, NULL },
    { "format", game, NULL },
    { "analyse", "--depth", "2", "--threads", "1", NULL },
    { "analyse", "--depth", "2", "--threads", "1", game, NULL },
    { "selfplay", "--south", "random", "--north", "greedy", "--games", "2", NULL },
    { "bench", "--games", "20", "--perft-depth", "2", NULL },
    { "review", "--depth", "2", "--threads", "1", study, NULL },
    { "train", "--games", "2", "--depth", "2", NULL },
    { "perft", "--help", NULL },
    { "--help", NULL },
    { "--version", NULL },
  };
  const char *cause = g_strerror (how == OUTPUT_FULL ? ENOSPC : EBADF);
  g_autofree char *expected = g_strdup_printf ("adji-kui-cli: could not write to standard "
                                               "output: %s\n", cause);

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(Run) run = { 0, };
      g_autofree char *shown = g_strjoinv (" ", (char **) commands[i]);

      g_test_message ("adji-kui-cli %s", shown);
      run_cli_output (&run, how, commands[i]);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_true (g_str_has_suffix (run.err, expected));
      /* Said once, however many writes failed. */
      g_assert_null (strstr (strstr (run.err, "could not write") + 1, "could not write"));
    }
}

static void
test_output_full (void)
{
  check_every_command (OUTPUT_FULL);
}

static void
test_output_closed (void)
{
  check_every_command (OUTPUT_CLOSED);
}

/* A command that fails keeps its own status; writing nothing to a closed
 * standard output is no error. */
static void
test_output_failing_command (void)
{
  g_auto(Run) usage = { 0, };
  g_auto(Run) quiet = { 0, };

  run_cli_output (&usage, OUTPUT_CLOSED, (const char * const[]) { "perft", "x", NULL });
  g_assert_cmpint (usage.status, ==, 2);
  g_assert_null (strstr (usage.err, "standard output"));

  run_cli_output (&quiet, OUTPUT_FULL, (const char * const[]) { "play", "a", "a", NULL });
  g_assert_cmpint (quiet.status, ==, 2);
  g_assert_null (strstr (quiet.err, "standard output"));
}

/* One limit for the threads of analyse and review: 64.  Each review
 * thread has a search and a table of its own, so 256 of them took some
 * 2 GB. */
static void
test_threads_limit (void)
{
  const char *study = akn_fixture ("good", "agreement-tag.akn");
  g_auto(Run) review = { 0, };
  g_auto(Run) analyse = { 0, };
  g_auto(Run) review_most = { 0, };

  run_cli (&review, "review", "--depth", "1", "--threads", "65", study, NULL);
  g_assert_cmpint (review.status, ==, 2);
  g_assert_nonnull (strstr (review.err, "--threads must be a whole number from 1 to 64, "
                                        "not “65”"));
  run_cli (&analyse, "analyse", "--depth", "1", "--threads", "65", NULL);
  g_assert_cmpint (analyse.status, ==, 2);
  g_assert_nonnull (strstr (analyse.err, "to 64, not “65”"));

  run_cli (&review_most, "review", "--depth", "1", "--threads", "64", study, NULL);
  g_assert_cmpint (review_most.status, ==, 0);
  g_assert_true (g_str_has_prefix (review_most.out, "[Event "));
}

/* The example of the bug report: with both history endings off, game 11
 * goes round for ever.  It must end at the move limit, say so, and the
 * whole run must stay within a memory bound.  Run with wait4() for the
 * peak memory; standard output goes to a file. */
static void
test_selfplay_move_limit (void)
{
  const char *args[] = {
    cli_path, "selfplay", "--variant", "adji-kui-1",
    "--rules", "skip-origin=no repetition=0 no-capture-limit=0 first=north",
    "--south", "greedy", "--north", "random", "--games", "40", "--seed", "101", NULL,
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *out_path = NULL;
  g_autofree char *out = NULL;
  g_autofree char *limit_line = NULL;
  struct rusage usage;
  GPid pid;
  int out_fd, status;

  out_fd = g_file_open_tmp ("ak-selfplay-XXXXXX", &out_path, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_async_with_fds (NULL, (char **) args, NULL,
                                         G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid,
                                         -1, out_fd, -1, &error));
  g_assert_no_error (error);
  close (out_fd);

  /* The deadline is meson's (this test's timeout); memory is measured. */
  g_assert_cmpint (wait4 (pid, &status, 0, &usage), ==, pid);
  g_spawn_close_pid (pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);

  g_assert_true (g_file_get_contents (out_path, &out, NULL, &error));
  g_assert_no_error (error);
  g_unlink (out_path);
  g_test_message ("peak memory %ld KiB; output:\n%s", usage.ru_maxrss, out);

  g_assert_nonnull (strstr (out, "score: south "));
  limit_line = g_strdup_printf ("move-limit (%u plies)\n", 1000000);
  g_assert_nonnull (strstr (out, limit_line));
  g_assert_true (g_str_has_prefix (strstr (out, "game 11: "), "game 11: "));
  g_assert_true (strstr (strstr (out, "game 11: "), "\n") ==
                 strstr (strstr (out, "game 11: "), limit_line) + strlen (limit_line) - 1);
  /* A million plies of history is some tens of MB; without the limit the
   * program grew by 100 MB a second.  ASan builds take more, so the bound
   * is generous. */
  g_assert_cmpint (usage.ru_maxrss, <, 1024 * 1024);
}

/* Game 11 alone holds as many moves as a file may; with the ten before
 * it, --out would write a file no reader takes, so it writes nothing and
 * says why. */
static void
test_selfplay_out_too_long (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-selfplay-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "games.akn", NULL);
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0, };

  g_assert_nonnull (dir);
  run_cliv (&run, (const char * const[]) {
    "selfplay", "--variant", "adji-kui-1",
    "--rules", "skip-origin=no repetition=0 no-capture-limit=0 first=north",
    "--south", "greedy", "--north", "random", "--games", "11", "--seed", "101",
    "--out", out, NULL });
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "game 11: "));
  expected = g_strdup_printf ("%s: the games hold ", out);
  g_assert_true (g_str_has_prefix (run.err, expected));
  g_assert_true (g_str_has_suffix (run.err, " moves, more than the 1000000 a file may hold; "
                                            "nothing was written\n"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (!cli_runner_init (argc, argv))
    return 1;

  g_test_add_func ("/ak/cli/output/full", test_output_full);
  g_test_add_func ("/ak/cli/output/closed", test_output_closed);
  g_test_add_func ("/ak/cli/output/failing-command", test_output_failing_command);
  g_test_add_func ("/ak/cli/threads-limit", test_threads_limit);
  g_test_add_func ("/ak/cli/selfplay/move-limit", test_selfplay_move_limit);
  g_test_add_func ("/ak/cli/selfplay/out-too-long", test_selfplay_out_too_long);

  return g_test_run ();
}
