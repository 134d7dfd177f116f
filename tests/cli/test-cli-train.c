/* test-cli-train.c — adji-kui-cli train: the same options give the same
 * weights, byte for byte, in a file that builds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ak-eval.h"
#include "cli-runner.h"

static guint
count_weight_lines (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *p = lines[i];

      while (*p == ' ')
        p++;
      if (*p == '-')
        p++;
      if (g_ascii_isdigit (*p) && strstr (p, ", /* ") != NULL)
        n++;
    }
  return n;
}

static void
test_reproducible (void)
{
  g_auto(Run) first = { 0, };
  g_auto(Run) second = { 0, };
  g_auto(Run) other = { 0, };

  run_cli (&first, "train", "--games", "6", "--depth", "4", "--seed", "5", NULL);
  g_assert_cmpint (first.status, ==, 0);
  run_cli (&second, "train", "--seed", "5", "--depth", "4", "--games", "6", NULL);
  g_assert_cmpint (second.status, ==, 0);
  g_assert_cmpstr (first.out, ==, second.out);

  /* The file says how it was made, and holds one weight a feature for
   * each variant. */
  g_assert_nonnull (strstr (first.out,
                            " *   adji-kui-cli train --games 6 --seed 5 --depth 4 --outcome 25\n"));
  g_assert_nonnull (strstr (first.out, "const AkEvalWeights ak_eval_weights_adji_kui_1 = {"));
  g_assert_nonnull (strstr (first.out, "const AkEvalWeights ak_eval_weights_adji_kui_2 = {"));
  g_assert_cmpuint (count_weight_lines (first.out), ==, 2 * AK_EVAL_N_FEATURES);
  g_assert_nonnull (strstr (first.err, "train adji-kui-2: 6/6 games"));

  /* Another seed, other games, other weights. */
  run_cli (&other, "train", "--games", "6", "--depth", "4", "--seed", "6", NULL);
  g_assert_cmpint (other.status, ==, 0);
  g_assert_cmpstr (other.out, !=, first.out);
}

static void
test_output_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ak-train-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *missing = NULL;
  g_auto(Run) to_stdout = { 0, };
  g_auto(Run) to_file = { 0, };
  g_auto(Run) bad = { 0, };

  g_assert_no_error (error);
  path = g_build_filename (dir, "weights.c", NULL);
  run_cli (&to_stdout, "train", "--games", "4", "--depth", "3", NULL);
  run_cli (&to_file, "train", "--games", "4", "--depth", "3", "--output", path, NULL);
  g_assert_cmpint (to_file.status, ==, 0);
  g_assert_cmpstr (to_file.out, ==, "");
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, to_stdout.out);

  missing = g_build_filename (dir, "no-such-folder", "weights.c", NULL);
  run_cli (&bad, "train", "--games", "2", "--depth", "2", "--output", missing, NULL);
  g_assert_cmpint (bad.status, ==, 1);
  /* Said before the games are played, not after. */
  g_assert_true (g_str_has_prefix (bad.err, "adji-kui-cli train: could not write "));
  g_assert_nonnull (strstr (bad.err, "no-such-folder"));

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_bad_arguments (void)
{
  static const char * const bad[][3] = {
    { "--games", "0", NULL },
    { "--games", "x", NULL },
    { "--depth", "99", NULL },
    { "--outcome", "101", NULL },
    { "--seed", "-1", NULL },
    { "extra", NULL, NULL },
    { "--games", NULL, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(Run) run = { 0, };

      run_cli (&run, "train", bad[i][0], bad[i][1], bad[i][2], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, "adji-kui-cli train: "));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (!cli_runner_init (argc, argv))
    return 2;

  g_test_add_func ("/ak/cli/train/reproducible", test_reproducible);
  g_test_add_func ("/ak/cli/train/output-file", test_output_file);
  g_test_add_func ("/ak/cli/train/bad-arguments", test_bad_arguments);

  return g_test_run ();
}
