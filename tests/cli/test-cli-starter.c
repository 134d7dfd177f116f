/* test-cli-starter.c — adji-kui-cli starter-deck: the shipped deck made
 * again byte for byte from its seed, other seeds other decks, and bad
 * arguments refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cli-runner.h"

/* data/practice/starter-deck.akn in the source tree: the second argument. */
static const char *deck_path;

static guint
count_games (const char *text)
{
  guint n = 0;

  for (const char *p = text; (p = strstr (p, "[Event \"")) != NULL; p++)
    n++;
  return n;
}

/* The command with its defaults makes the file the app ships, byte for
 * byte: the generator and the deck have not drifted apart. */
static void
test_shipped_deck (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *shipped = NULL;
  g_auto(Run) run = { 0, };

  g_assert_true (g_file_get_contents (deck_path, &shipped, NULL, &error));
  g_assert_no_error (error);

  run_cli (&run, "starter-deck", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (strlen (run.out), ==, strlen (shipped));
  g_assert_cmpstr (run.out, ==, shipped);
  g_assert_cmpuint (count_games (run.out), ==, 300);
  g_assert_nonnull (strstr (run.out, "[Annotator \"adji-kui-cli starter-deck (depth "));
  g_assert_nonnull (strstr (run.err, "starter-deck adji-kui-2: 150 exercises"));
  g_assert_nonnull (strstr (run.err, "starter-deck adji-kui-1: 150 exercises"));
}

/* The same options, the same deck, whether to standard output or to a
 * file; another seed, another deck; the file reads back. */
static void
test_seeds_and_output (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ak-starter-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *missing = NULL;
  g_auto(Run) first = { 0, };
  g_auto(Run) to_file = { 0, };
  g_auto(Run) other = { 0, };
  g_auto(Run) valid = { 0, };
  g_auto(Run) bad = { 0, };

  g_assert_no_error (error);
  path = g_build_filename (dir, "deck.akn", NULL);

  run_cli (&first, "starter-deck", "--seed", "7", "--per-variant", "6", NULL);
  g_assert_cmpint (first.status, ==, 0);
  g_assert_cmpuint (count_games (first.out), ==, 12);
  g_assert_nonnull (strstr (first.out, "[Annotator \"adji-kui-cli starter-deck --seed 7 "
                                       "--per-variant 6 (depth "));
  g_assert_nonnull (strstr (first.out, "[Variant \"adji-kui-1\"]"));
  g_assert_nonnull (strstr (first.out, "[Variant \"adji-kui-2\"]"));

  run_cli (&to_file, "starter-deck", "--per-variant", "6", "--output", path, "--seed", "7",
           NULL);
  g_assert_cmpint (to_file.status, ==, 0);
  g_assert_cmpstr (to_file.out, ==, "");
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, first.out);

  run_cli (&valid, "validate", path, NULL);
  g_assert_cmpint (valid.status, ==, 0);
  g_assert_nonnull (strstr (valid.out, "ok (12 games, 0 moves)"));

  run_cli (&other, "starter-deck", "--seed", "8", "--per-variant", "6", NULL);
  g_assert_cmpint (other.status, ==, 0);
  g_assert_cmpstr (other.out, !=, first.out);

  missing = g_build_filename (dir, "no-such-folder", "deck.akn", NULL);
  run_cli (&bad, "starter-deck", "--per-variant", "2", "--output", missing, NULL);
  g_assert_cmpint (bad.status, ==, 1);
  /* Said before the games are played, not after. */
  g_assert_true (g_str_has_prefix (bad.err, "adji-kui-cli starter-deck: could not write "));
  g_assert_nonnull (strstr (bad.err, "no-such-folder"));
  g_assert_null (strstr (bad.err, "exercises"));

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_bad_arguments (void)
{
  static const char * const bad[][3] = {
    { "--per-variant", "0", NULL },
    { "--per-variant", "1001", NULL },
    { "--per-variant", "x", NULL },
    { "--seed", "-1", NULL },
    { "--seed", "4294967296", NULL },
    { "extra", NULL, NULL },
    { "--seed", NULL, NULL },
    { "--depth", "3", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(Run) run = { 0, };

      run_cli (&run, "starter-deck", bad[i][0], bad[i][1], bad[i][2], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, "adji-kui-cli starter-deck: "));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc != 3)
    {
      g_printerr ("usage: %s PATH-TO-ADJI-KUI-CLI PATH-TO-STARTER-DECK\n", argv[0]);
      return 2;
    }
  cli_path = argv[1];
  deck_path = argv[2];

  g_test_add_func ("/ak/cli/starter-deck/shipped-deck", test_shipped_deck);
  g_test_add_func ("/ak/cli/starter-deck/seeds-and-output", test_seeds_and_output);
  g_test_add_func ("/ak/cli/starter-deck/bad-arguments", test_bad_arguments);

  return g_test_run ();
}
