/* test-cli.c — adji-kui-cli's contract: exact output, messages, statuses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "cli-runner.h"

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
    { NULL, { "a", "a", NULL, }, "move 2 \"a\": hole a belongs to South; a player sows only from their own holes\n" },
    { NULL, { "a", "--", NULL, }, "move 2 \"--\": North has a move; a player passes only with no move left\n" },
    { NULL, { "a", "g", NULL, }, "move 2 \"g\": not a hole (a–f, A–F) nor -- for a pass\n" },
    { "4,4,1,4,4,4/4,4,4,4,4,4 S 3-0", { "c", NULL, }, "move 1 \"c\": hole c holds 1 seed; a hole needs at least 2 seeds to be sown\n" },
    { "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0", { "b", "B", "a", NULL },
      "move 3 \"a\": hole a is empty; a hole needs at least 2 seeds to be sown\n" },
    { "0,2,3,2,5,2/1,15,4,0,2,4 S 4-4", { "d", NULL, },
      "move 1 \"d\": hole d starts an endless relay; a move must come to an end\n" },
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

/* The AKN fixtures of tests/data/akn, shared with test-notation. */
static const char *
akn_fixture (const char *folder,
             const char *name)
{
  return g_test_get_filename (G_TEST_DIST, "data", "akn", folder, name, NULL);
}

/* A temporary .akn file holding @text; the caller deletes it with
 * g_file_delete(). */
static GFile *
write_temp_akn (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFileIOStream) stream = NULL;
  GFile *file;

  file = g_file_new_tmp ("test-cli-XXXXXX.akn", &stream, &error);
  g_assert_no_error (error);
  g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                           NULL, &error);
  g_assert_no_error (error);
  return file;
}

static void
test_validate_good (void)
{
  g_auto(Run) run = { 0, };
  g_autofree char *expected = NULL;
  g_autoptr(GFile) one_move = write_temp_akn ("1. a *\n");
  g_autofree char *one_move_path = g_file_get_path (one_move);
  const char *match = akn_fixture ("good", "match-five.akn");
  const char *over = akn_fixture ("good", "over-at-start.akn");

  /* Moves count every game and every variation. */
  run_cli (&run, "validate", match, NULL);
  g_assert_cmpint (run.status, ==, 0);
  expected = g_strdup_printf ("%s: ok (5 games, 42 moves)\n", match);
  g_assert_cmpstr (run.out, ==, expected);
  g_assert_cmpstr (run.err, ==, "");

  /* Singular and zero. */
  run_clear (&run);
  g_clear_pointer (&expected, g_free);
  run_cli (&run, "validate", over, one_move_path, NULL);
  g_file_delete (one_move, NULL, NULL);
  g_assert_cmpint (run.status, ==, 0);
  expected = g_strdup_printf ("%s: ok (1 game, 0 moves)\n%s: ok (1 game, 1 move)\n", over,
                              one_move_path);
  g_assert_cmpstr (run.out, ==, expected);
  g_assert_cmpstr (run.err, ==, "");
}

static void
test_validate_bad (void)
{
  static const struct
  {
    const char *name;
    const char *where_and_why;
  } cases[] = {
    { "illegal-empty.akn", "3:11: move 2. “a” is illegal: hole a is empty; a hole needs at least 2 seeds to be sown" },
    /* Game 2's problem: the line counts from the top of the file. */
    { "match-not-rebuild.akn",
      "10:11: game 2 of match “Harmattan match” must start from the rebuild of the game "
      "before: 4,4,4,4,4,4/4,4,4,4,4s,0 N 0-0 2-2" },
    { "empty.akn", "1:1: the file holds no game" },
    { "invalid-utf8.akn", "2:12: the file is not valid UTF-8 text" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0, };
      g_autofree char *expected = NULL;
      const char *path = akn_fixture ("bad", cases[i].name);

      run_cli (&run, "validate", path, NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.out, ==, "");
      expected = g_strdup_printf ("%s:%s\n", path, cases[i].where_and_why);
      g_assert_cmpstr (run.err, ==, expected);
    }
}

static void
test_validate_mixed (void)
{
  g_auto(Run) run = { 0, };
  g_autofree char *expected_out = NULL;
  g_autofree char *expected_err = NULL;
  const char *variations = akn_fixture ("good", "variations.akn");
  const char *bad_capture = akn_fixture ("bad", "wrong-capture.akn");
  const char *example = akn_fixture ("good", "akn-md-example.akn");
  const char *bad_date = akn_fixture ("bad", "bad-date.akn");
  const char *missing = "/nonexistent/adji-kui/no-such-file.akn";

  /* Every file is checked, in order, whatever came before it; one bad
   * file makes the status 1. */
  run_cli (&run, "validate", variations, bad_capture, example, missing, bad_date, NULL);
  g_assert_cmpint (run.status, ==, 1);
  expected_out = g_strdup_printf ("%s: ok (1 game, 22 moves)\n"
                                  "%s: ok (1 game, 11 moves)\n", variations, example);
  g_assert_cmpstr (run.out, ==, expected_out);
  expected_err = g_strdup_printf ("%s:3:6: move 1... “B” captures 4 seeds, not 3 as written\n",
                                  bad_capture);
  g_assert_true (g_str_has_prefix (run.err, expected_err));
  g_clear_pointer (&expected_err, g_free);
  expected_err = g_strdup_printf ("\n%s: ", missing);
  g_assert_nonnull (strstr (run.err, expected_err));
  g_clear_pointer (&expected_err, g_free);
  expected_err = g_strdup_printf ("\n%s:2:7: a date is written YYYY.MM.DD, with ?? for unknown "
                                  "parts; not “2026-11-29”\n", bad_date);
  g_assert_true (g_str_has_suffix (run.err, expected_err));

  /* Nothing to check is a usage error. */
  run_clear (&run);
  run_cli (&run, "validate", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, "adji-kui-cli validate: expected at least one FILE\n"));
}

static void
test_format (void)
{
  g_auto(Run) run = { 0, };
  g_autofree char *contents = NULL;
  const char *loose = akn_fixture ("good", "loose-layout.akn");
  const char *match = akn_fixture ("good", "match-five.akn");
  const char *bad = akn_fixture ("bad", "unclosed-comment.akn");

  /* The export form: every roster tag, move numbers, one line per 79
   * columns. */
  run_cli (&run, "format", loose, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==,
                   "[Event \"Loose layout\"]\n"
                   "[Site \"?\"]\n"
                   "[Date \"2026.??.??\"]\n"
                   "[Round \"?\"]\n"
                   "[South \"?\"]\n"
                   "[North \"?\"]\n"
                   "[Result \"*\"]\n"
                   "[Variant \"adji-kui-1\"]\n"
                   "\n"
                   "1. e E 2. f B 3. c C 4. ax2 {move numbers are only checked loosely} 4... Dx3\n"
                   "5. b A 6. fx6! D 7. c A 8. a B 9. d D 10. c C *\n");

  /* A file already in export form comes out unchanged. */
  run_clear (&run);
  run_cli (&run, "format", match, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_get_contents (match, &contents, NULL, NULL));
  g_assert_cmpstr (run.out, ==, contents);
  g_assert_cmpstr (run.err, ==, "");

  /* A bad file is refused as validate refuses it, and nothing is written. */
  run_clear (&run);
  run_cli (&run, "format", bad, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_clear_pointer (&contents, g_free);
  contents = g_strdup_printf ("%s:3:6: the comment opened here is never closed with “}”\n", bad);
  g_assert_cmpstr (run.err, ==, contents);

  /* One file, exactly. */
  run_clear (&run);
  run_cli (&run, "format", match, loose, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, "adji-kui-cli format: expected one FILE, got 2\n"));

  run_clear (&run);
  run_cli (&run, "format", "--check", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_true (g_str_has_prefix (run.err, "adji-kui-cli format: expected one FILE, got 0\n"));
}

static void
test_format_check (void)
{
  static const struct
  {
    const char *name;
    const char *message;   /* NULL: in export form */
  } cases[] = {
    { "variations.akn", NULL },
    { "match-five.akn", NULL },
    { "unicode.akn", NULL },
    /* AKN.md's example has no move number after a comment. */
    { "akn-md-example.akn",
      "15: not in export form; expected: 1... E 2. fx4 B 3. c {a four-lap relay} 3... Fx4 "
      "4. b! C 5. d $1 (5. A {from" },
    { "agreement-no-tag.akn", "1: not in export form; expected: [Event \"?\"]" },
    /* A byte-order mark and CR LF line ends are not the export form. */
    { "crlf-bom.akn", "1: not in export form; expected: [Event \"Saved on Windows\"]" },
    { "unknown-tags.akn", "1: not in export form; expected: [Event \"Regional cup\"]" },
  };
  g_auto(Run) extra_run = { 0, };
  g_autoptr(GFile) extra_line = NULL;
  g_autofree char *formatted = NULL;
  g_autofree char *text = NULL;
  g_autofree char *extra_path = NULL;
  g_autofree char *extra_expected = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0, };
      const char *path = akn_fixture ("good", cases[i].name);

      run_cli (&run, "format", "--check", path, NULL);
      g_assert_cmpstr (run.out, ==, "");
      if (cases[i].message == NULL)
        {
          g_assert_cmpint (run.status, ==, 0);
          g_assert_cmpstr (run.err, ==, "");
        }
      else
        {
          g_autofree char *expected = g_strdup_printf ("%s:%s\n", path, cases[i].message);

          g_assert_cmpint (run.status, ==, 1);
          g_assert_cmpstr (run.err, ==, expected);
        }
    }

  /* One blank line too many at the end. */
  g_assert_true (g_file_get_contents (akn_fixture ("good", "ak2-unfinished.akn"), &formatted,
                                      NULL, NULL));
  text = g_strconcat (formatted, "\n", NULL);
  extra_line = write_temp_akn (text);
  extra_path = g_file_get_path (extra_line);
  run_cli (&extra_run, "format", "--check", extra_path, NULL);
  g_file_delete (extra_line, NULL, NULL);
  g_assert_cmpint (extra_run.status, ==, 1);
  g_assert_cmpstr (extra_run.out, ==, "");
  extra_expected = g_strdup_printf ("%s:12: not in export form; expected: (the end of the file)\n",
                                    extra_path);
  g_assert_cmpstr (extra_run.err, ==, extra_expected);
}

/* What the program writes is UTF-8 whatever the locale: under LC_ALL=C,
 * GLib would turn every character it cannot show in ASCII into "?". */
static void
test_c_locale_bytes (void)
{
  static const char * const format_args[] = { "format", NULL, NULL };
  static const char * const validate_args[] = { "validate", NULL, NULL };
  static const char * const help_args[] = { "validate", "--help", NULL };
  const char *match = g_test_get_filename (G_TEST_DIST, "data", "match.akn", NULL);
  const char *bad_date = akn_fixture ("bad", "bad-date.akn");
  const char *args[3];
  g_autofree char *contents = NULL;
  g_autofree char *expected_err = NULL;
  gsize length;

  /* The file is in export form, so format gives it back byte for byte. */
  g_assert_true (g_file_get_contents (match, &contents, &length, NULL));
  g_assert_nonnull (strstr (contents, "[Site \"Cárdenas\"]"));
  memcpy (args, format_args, sizeof args);
  args[1] = match;
  {
    g_auto(Run) run = { 0, };

    run_cli_bytes (&run, "C", args);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpmem (run.out, strlen (run.out), contents, length);
  }

  /* Messages keep their quotes and the file's characters. */
  memcpy (args, validate_args, sizeof args);
  args[1] = bad_date;
  expected_err = g_strdup_printf ("%s:2:7: a date is written YYYY.MM.DD, with ?? for unknown "
                                  "parts; not “2026-11-29”\n", bad_date);
  {
    g_auto(Run) run = { 0, };

    run_cli_bytes (&run, "C", args);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.err, ==, expected_err);
  }

  {
    g_auto(Run) run = { 0, };

    run_cli_bytes (&run, "C", help_args);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "“FILE: ok (G games, M moves)” for a good file"));
  }
}

/* Every message that quotes an argument quotes at most 40 characters of
 * it, as valid UTF-8 whatever the bytes: "@" in an argument stands for a
 * long run of bytes that are not UTF-8 and of characters. */
static void
test_quoted_arguments (void)
{
  static const struct
  {
    const char *args[10];
    const char *expected;   /* a part of the message */
  } cases[] = {
    { { "perft", "@", NULL }, "adji-kui-cli perft: DEPTH must be a whole number from 1 to" },
    { { "perft", "--rules", "@=1", "3", NULL }, "--rules: unknown rule option “\\xffxé" },
    { { "perft", "--rules", "first=@", "3", NULL },
      "--rules: rule option “first” cannot be “\\xffxé" },
    { { "perft", "--rules", "@", "3", NULL }, "--rules: “\\xffxé" },
    { { "perft", "--position", "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0 0-0 é\x01", "3", NULL },
      "--position: unexpected “é\\x01” after the banks" },
    { { "perft", "--variant", "@", "3", NULL }, "--variant must be adji-kui-1 or adji-kui-2, "
      "not “\\xffxé" },
    { { "perft", "--@", "3", NULL }, "unknown option “--\\xffxé" },
    { { "play", "a", "@", NULL }, "move 2 \"\\xffxé" },
    { { "@", NULL }, "adji-kui-cli: unknown command “\\xffxé" },
    { { "bench", "@", NULL }, "adji-kui-cli bench: unexpected argument “\\xffxé" },
    { { "bench", "--games", "@", NULL }, "--games must be a whole number from 1, not “\\xffxé" },
    { { "bench", "--perft-depth", "@", NULL }, "not “\\xffxé" },
    { { "bench", "--variant", "@", NULL }, "not “\\xffxé" },
    { { "analyse", "--depth", "@", NULL }, "not “\\xffxé" },
    { { "analyse", "--time", "@", NULL }, "not “\\xffxé" },
    { { "selfplay", "@", NULL }, "adji-kui-cli selfplay: unexpected argument “\\xffxé" },
    { { "selfplay", "--south", "@", "--north", "random", "--games", "1", NULL },
      "unknown player “\\xffxé" },
    { { "selfplay", "--south", "random", "--north", "@", "--games", "1", NULL },
      "unknown player “\\xffxé" },
    { { "selfplay", "--south", "random", "--north", "random", "--games", "@", NULL },
      "--games must be a whole number from 1, not “\\xffxé" },
    { { "selfplay", "--south", "random", "--north", "random", "--games", "1", "--seed", "@" },
      "--seed must be a whole number, not “\\xffxé" },
  };
  g_autoptr(GString) filler = g_string_new (NULL);

  for (guint i = 0; i < 1000; i++)
    g_string_append (filler, "\xffxé");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0, };
      g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
      const char *line_end;
      gboolean long_argument = FALSE;

      for (guint j = 0; j < G_N_ELEMENTS (cases[i].args) && cases[i].args[j] != NULL; j++)
        {
          GString *arg = g_string_new (cases[i].args[j]);

          long_argument |= g_string_replace (arg, "@", filler->str, 0) > 0;
          g_ptr_array_add (args, g_string_free (arg, FALSE));
        }
      g_ptr_array_add (args, NULL);

      g_test_message ("case %u: %s", i, cases[i].expected);
      run_cli_bytes (&run, NULL, (const char * const *) args->pdata);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_utf8_validate (run.err, -1, NULL));
      g_assert_nonnull (strstr (run.err, cases[i].expected));

      /* The message is its first line: short, and cut where the filler is. */
      line_end = strchr (run.err, '\n');
      g_assert_nonnull (line_end);
      g_assert_cmpint (line_end - run.err, <, 250);
      if (long_argument)
        g_assert_nonnull (g_strstr_len (run.err, line_end - run.err, "…"));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (!cli_runner_init (argc, argv))
    return 2;

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
  g_test_add_func ("/ak/cli/quoted-arguments", test_quoted_arguments);
  g_test_add_func ("/ak/cli/bench", test_bench);
  g_test_add_func ("/ak/cli/validate/good", test_validate_good);
  g_test_add_func ("/ak/cli/validate/bad", test_validate_bad);
  g_test_add_func ("/ak/cli/validate/mixed", test_validate_mixed);
  g_test_add_func ("/ak/cli/format/output", test_format);
  g_test_add_func ("/ak/cli/format/check", test_format_check);
  g_test_add_func ("/ak/cli/c-locale-bytes", test_c_locale_bytes);

  return g_test_run ();
}
