/* test-cli.c — adji-kui-cli's contract: exact output, messages, statuses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <string.h>

/* The program under test: meson passes its path as the argument. */
static const char *cli_path;

typedef struct
{
  char *out;
  char *err;
  int   status;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_cli (Run        *run,
         const char *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  va_list args;

  g_ptr_array_add (argv, (gpointer) cli_path);
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

static void
test_perft_default (void)
{
  g_auto(Run) run = { 0, };

  run_cli (&run, "perft", "5", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "1 6\n2 23\n3 102\n4 407\n5 1656\n");
  /* Timing goes to stderr, one line a depth. */
  g_assert_nonnull (strstr (run.err, "perft 5: 1656"));
}

static void
test_perft_variant_one (void)
{
  g_auto(Run) run = { 0, };

  run_cli (&run, "perft", "--variant", "adji-kui-1", "5", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "1 6\n2 36\n3 180\n4 900\n5 3767\n");
}

static void
test_perft_position_and_rules (void)
{
  g_auto(Run) run = { 0, };
  g_auto(Run) same = { 0, };

  /* North to move first: the counts mirror South's. */
  run_cli (&run, "perft", "--rules", "first=north", "3", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "1 6\n2 23\n3 102\n");

  run_cli (&same, "perft", "--position=4,4,4,4,4,4/4,4,4,4,4,4 N 0-0", "3", NULL);
  g_assert_cmpint (same.status, ==, 0);
  g_assert_cmpstr (same.out, ==, run.out);
}

static void
test_perft_bad_arguments (void)
{
  static const char * const bad[][4] = {
    { "perft", NULL, },
    { "perft", "0", NULL, },
    { "perft", "x", NULL, },
    { "perft", "3", "4", NULL },
    { "perft", "--variant", "adji-kui-3", "3" },
    { "perft", "--rules", "skip-origin=maybe", "3" },
    { "perft", "--position", "4,4,4/4 S 0-0", "3" },
    { "perft", "--depth", "3", NULL },
    { "perft", "--variant", NULL, },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(Run) run = { 0, };

      run_cli (&run, bad[i][0], bad[i][1], bad[i][2], bad[i][3], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, "adji-kui-cli perft: "));
    }
}

static void
test_play (void)
{
  g_auto(Run) run = { 0, };

  run_cli (&run, "play", "a", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "2,7,1,6,1,6/6,6,0,1,6,6 N 0-0\n");

  run_clear (&run);
  run_cli (&run, "play", "--position", "4,4,4,4,4,4/4s,4,4,4,4,0 N 0-0 2-2",
           "E", "f", "B", "c", "F", "b", "C", "d", "D", "e", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "7,1,6,0,0,1/6s,8,2,1,1,3 N 4-4 2-2\n");
}

static void
test_play_over (void)
{
  g_auto(Run) run = { 0, };

  run_cli (&run, "play", "--position", "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19", "e", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "0,0,0,0,0,1/0,0,0,0,0,5 N 23-19\nover board 24-24\n");

  run_clear (&run);
  run_cli (&run, "play", "--variant", "adji-kui-1", "--position",
           "0,0,0,0,0,2/0,0,0,0,0,0 S 23-23", "f", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "0,0,0,0,0,0/1,1,0,0,0,0 N 23-23\nover no-moves 23-25\n");

  /* A move after the end is refused. */
  run_clear (&run);
  run_cli (&run, "play", "--position", "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19", "e", "F", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==, "move 2 \"F\": the game is over (board)\n");
}

static void
test_play_illegal (void)
{
  static const struct
  {
    const char *position;
    const char *moves[4];
    const char *message;
  } cases[] = {
    { NULL, { "a", "a", NULL, }, "move 2 \"a\": hole a belongs to South\n" },
    { NULL, { "a", "--", NULL, }, "move 2 \"--\": North has a move, so cannot pass\n" },
    { NULL, { "a", "g", NULL, }, "move 2 \"g\": not a hole (a–f, A–F) nor -- for a pass\n" },
    { "4,4,1,4,4,4/4,4,4,4,4,4 S 3-0", { "c", NULL, }, "move 1 \"c\": hole c holds 1 seed\n" },
    { "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0", { "b", "B", "a", NULL },
      "move 3 \"a\": hole a is empty\n" },
    { "0,2,3,2,5,2/1,15,4,0,2,4 S 4-4", { "d", NULL, },
      "move 1 \"d\": hole d starts an endless relay\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0, };

      if (cases[i].position != NULL)
        run_cli (&run, "play", "--position", cases[i].position, "--", cases[i].moves[0],
                 cases[i].moves[1], cases[i].moves[2], NULL);
      else
        run_cli (&run, "play", cases[i].moves[0], cases[i].moves[1], cases[i].moves[2], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, ==, cases[i].message);
    }
}

static void
test_play_pass (void)
{
  g_auto(Run) run = { 0, };

  /* The first "--" ends the options, the second is South's forced pass. */
  run_cli (&run, "play", "--position", "1,1,1,1,0,0/3,3,3,0,0,0 S 17-18", "--", "--", "A", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "1,1,1,1,0,0/0,4,4,1,0,0 S 17-18\n");
}

static void
test_play_trace (void)
{
  g_auto(Run) run = { 0, };

  run_cli (&run, "play", "--trace", "a", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "2,7,1,6,1,6/6,6,0,1,6,6 N 0-0\n"
                   "trace 1 a: south, 5 laps, 0 captured\n"
                   "  lap 1: a (4) -> b c d e: relay\n"
                   "  lap 2: e (5) -> f A B C D: relay\n"
                   "  lap 3: D (5) -> E F a b c: relay\n"
                   "  lap 4: c (6) -> d e f A B C: relay\n"
                   "  lap 5: C (6) -> D E F a b c: empty\n");
}

static void
test_help_and_errors (void)
{
  g_auto(Run) run = { 0, };

  run_cli (&run, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "Usage: adji-kui-cli COMMAND"));

  for (guint i = 0; i < 3; i++)
    {
      static const char * const commands[] = { "perft", "play", "bench" };

      run_clear (&run);
      run_cli (&run, commands[i], "--help", NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_true (g_str_has_prefix (run.out, "Usage: adji-kui-cli "));
      g_assert_nonnull (strstr (run.out, "Options:"));
    }

  run_clear (&run);
  run_cli (&run, "castle", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_true (g_str_has_prefix (run.err, "adji-kui-cli: unknown command “castle”"));

  run_clear (&run);
  run_cli (&run, NULL);
  g_assert_cmpint (run.status, ==, 2);
}

static void
test_bench (void)
{
  g_auto(Run) run = { 0, };

  run_cli (&run, "bench", "--games", "50", "--perft-depth", "3", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "adji-kui-2 playouts: 50 games"));
  g_assert_nonnull (strstr (run.out, "adji-kui-2 perft 3: 102 nodes"));
  g_assert_nonnull (strstr (run.out, "adji-kui-2 detection cost:"));
  g_assert_nonnull (strstr (run.out, "adji-kui-1 playouts: 50 games"));
  g_assert_nonnull (strstr (run.out, "adji-kui-1 perft 3: 180 nodes"));
  g_assert_cmpstr (run.err, ==, "");

  run_clear (&run);
  run_cli (&run, "bench", "--games", "0", NULL);
  g_assert_cmpint (run.status, ==, 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  if (argc != 2)
    {
      g_printerr ("usage: %s PATH-TO-ADJI-KUI-CLI\n", argv[0]);
      return 2;
    }
  cli_path = argv[1];

  g_test_add_func ("/ak/cli/perft/default", test_perft_default);
  g_test_add_func ("/ak/cli/perft/variant-one", test_perft_variant_one);
  g_test_add_func ("/ak/cli/perft/position-and-rules", test_perft_position_and_rules);
  g_test_add_func ("/ak/cli/perft/bad-arguments", test_perft_bad_arguments);
  g_test_add_func ("/ak/cli/play/moves", test_play);
  g_test_add_func ("/ak/cli/play/over", test_play_over);
  g_test_add_func ("/ak/cli/play/illegal", test_play_illegal);
  g_test_add_func ("/ak/cli/play/pass", test_play_pass);
  g_test_add_func ("/ak/cli/play/trace", test_play_trace);
  g_test_add_func ("/ak/cli/help-and-errors", test_help_and_errors);
  g_test_add_func ("/ak/cli/bench", test_bench);

  return g_test_run ();
}
