/* test-cli-files.c — adji-kui-cli reads regular files only, with the
 * app's size cap, and never hangs on what is not a file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "cli-runner.h"

/* Long enough for a slow machine, short enough to say "it hung". */
#define TIMEOUT_SECONDS 20

typedef struct
{
  GMainLoop *loop;
  char      *out;
  char      *err;
  GError    *error;
  gboolean   done;
  gboolean   timed_out;
} Wait;

static void
communicated_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  Wait *wait = user_data;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &wait->out, &wait->err,
                                        &wait->error);
  wait->done = TRUE;
  g_main_loop_quit (wait->loop);
}

static gboolean
timeout_cb (gpointer user_data)
{
  Wait *wait = user_data;

  wait->timed_out = TRUE;
  g_main_loop_quit (wait->loop);
  return G_SOURCE_REMOVE;
}

/* Runs the program with a deadline: one that blocks on a FIFO or reads
 * /dev/zero without end is killed and the test fails, rather than the
 * whole run hanging. */
static void
run_cli_timed (Run                *run,
               const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(GError) error = NULL;
  Wait wait = { loop, NULL, NULL, NULL, FALSE, FALSE };
  guint timeout;

  g_ptr_array_add (argv, (gpointer) cli_path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  timeout = g_timeout_add_seconds (TIMEOUT_SECONDS, timeout_cb, &wait);
  g_subprocess_communicate_utf8_async (process, NULL, NULL, communicated_cb, &wait);
  g_main_loop_run (loop);

  if (wait.timed_out)
    {
      g_subprocess_force_exit (process);
      while (!wait.done)
        g_main_context_iteration (NULL, TRUE);
      g_error ("adji-kui-cli %s %s did not finish in %d seconds", args[0], args[1],
               TIMEOUT_SECONDS);
    }
  g_source_remove (timeout);
  g_assert_no_error (wait.error);
  g_assert_true (g_subprocess_get_if_exited (process));

  run->out = wait.out;
  run->err = wait.err;
  run->status = g_subprocess_get_exit_status (process);
}

static void
assert_refused (const char *command,
                const char *path,
                const char *expected_err)
{
  g_auto(Run) run = { NULL, };
  const char *args[] = { command, path, NULL };

  run_cli_timed (&run, args);
  g_test_message ("%s %s: %s", command, path, run.err);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==, expected_err);
}

static void
test_fifo (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adji-kui-cli-files-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "pipe.akn", NULL);
  g_autofree char *expected = g_strdup_printf ("%s: pipe.akn is a named pipe (FIFO), not a file\n",
                                               fifo);

  g_assert_nonnull (dir);
  g_assert_no_errno (mkfifo (fifo, 0600));

  assert_refused ("validate", fifo, expected);
  assert_refused ("format", fifo, expected);
  assert_refused ("analyse", fifo, expected);

  g_assert_no_errno (g_unlink (fifo));
  g_assert_no_errno (g_rmdir (dir));
}

static void
test_devices (void)
{
  assert_refused ("validate", "/dev/zero", "/dev/zero: zero is a device, not a file\n");
  assert_refused ("format", "/dev/zero", "/dev/zero: zero is a device, not a file\n");
  assert_refused ("analyse", "/dev/zero", "/dev/zero: zero is a device, not a file\n");
  assert_refused ("validate", "/dev/null", "/dev/null: null is a device, not a file\n");
}

/* The app's cap, 64 MiB, in the CLI too. */
static void
test_too_large (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adji-kui-cli-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "huge.akn", NULL);
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;

  /* Sparse: no disk space used. */
  g_file_set_contents (path, "", 0, &error);
  g_assert_no_error (error);
  g_assert_no_errno (truncate (path, (goffset) 64 * 1024 * 1024 + 1));

  expected = g_strdup_printf ("%s: the file is larger than 64.0\u00a0MiB, too large to be a "
                              "game file\n", path);
  assert_refused ("validate", path, expected);

  g_assert_no_errno (g_unlink (path));
  g_assert_no_errno (g_rmdir (dir));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (!cli_runner_init (argc, argv))
    return 2;

  g_test_add_func ("/ak/cli/files/fifo", test_fifo);
  g_test_add_func ("/ak/cli/files/devices", test_devices);
  g_test_add_func ("/ak/cli/files/too-large", test_too_large);

  return g_test_run ();
}
