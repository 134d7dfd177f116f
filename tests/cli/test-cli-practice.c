/* test-cli-practice.c — adji-kui-cli practice: a file's mistakes added to
 * a deck once, the cards due, the statistics, and bad arguments and files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game is test-review.c's: North's 4th move, A, lets South's b relay
 * into a casa at F.  The file carries no review: practice add reviews it.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "cli-runner.h"

#define GAME_TEXT \
  "[Event \"Club evening\"]\n" \
  "[Site \"?\"]\n" \
  "[Date \"2026.03.01\"]\n" \
  "[Round \"?\"]\n" \
  "[South \"Ama\"]\n" \
  "[North \"Kofi\"]\n" \
  "[Result \"*\"]\n" \
  "\n" \
  "1. f F 2. a A 3. b B 4. e C 5. f E *\n"

/* The same game with an illegal move on line 9: North plays South's a. */
#define BAD_TEXT \
  "[Event \"Club evening\"]\n" \
  "[Site \"?\"]\n" \
  "[Date \"2026.03.01\"]\n" \
  "[Round \"?\"]\n" \
  "[South \"Ama\"]\n" \
  "[North \"Kofi\"]\n" \
  "[Result \"*\"]\n" \
  "\n" \
  "1. f a *\n"

typedef struct
{
  char *dir;
  char *game;
  char *deck;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *relative = NULL;

  f->dir = g_dir_make_tmp ("ak-cli-practice-XXXXXX", &error);
  g_assert_no_error (error);
  relative = g_build_filename (f->dir, "game.akn", NULL);
  f->game = g_canonicalize_filename (relative, NULL);
  f->deck = g_build_filename (f->dir, "deck.sqlite", NULL);
  g_assert_true (g_file_set_contents (f->game, GAME_TEXT, -1, &error));
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (f->dir, name, NULL);

      g_unlink (child);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
  g_free (f->game);
  g_free (f->deck);
}

static void
test_add_due_stats (Fixture       *f,
                    gconstpointer  data)
{
  g_auto(Run) add = { 0, };
  g_auto(Run) again = { 0, };
  g_auto(Run) due = { 0, };
  g_auto(Run) stats = { 0, };
  g_auto(Run) south = { 0, };
  g_autofree char *from = g_strdup_printf (" (from %s, move 4)\n", f->game);

  /* Kofi is North: his blunder at move 4 is a card. */
  run_cliv (&add, (const char * const[]) { "practice", "add", "--deck", f->deck, "--player",
                                            "Kofi", "--depth", "8", f->game, NULL });
  g_test_message ("%s%s", add.out, add.err);
  g_assert_cmpint (add.status, ==, 0);
  g_assert_cmpstr (add.err, ==, "");
  g_assert_true (g_str_has_prefix (add.out, "Game 1: North, "));
  g_assert_nonnull (strstr (add.out, ", 1 new card\n1 new card in "));
  g_assert_nonnull (strstr (add.out, "(1 game, 1 reviewed here)\n"));

  /* The same file again: nothing new; the file was not changed. */
  run_cliv (&again, (const char * const[]) { "practice", "add", "--deck", f->deck, "--player",
                                              "north", "--depth", "8", f->game, NULL });
  g_assert_cmpint (again.status, ==, 0);
  g_assert_nonnull (strstr (again.out, "\n0 new cards in "));
  {
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (f->game, &text, NULL, NULL));
    g_assert_cmpstr (text, ==, GAME_TEXT);
  }

  /* Due today: the card, the move played, the right ones, where from. */
  run_cliv (&due, (const char * const[]) { "practice", "due", "--deck", f->deck, NULL });
  g_test_message ("%s", due.out);
  g_assert_cmpint (due.status, ==, 0);
  g_assert_true (g_str_has_prefix (due.out, "#1 adji-kui-2 "));
  g_assert_nonnull (strstr (due.out, " N 4-0, North to move: played A, right "));
  g_assert_nonnull (strstr (due.out, from));
  g_assert_true (g_str_has_suffix (due.out, "\n1 card due\n"));

  run_cliv (&stats, (const char * const[]) { "practice", "stats", "--deck", f->deck, NULL });
  g_assert_cmpint (stats.status, ==, 0);
  g_assert_nonnull (strstr (stats.out, "\ncards 1\nnew 1\nlearned 0\ndue today 1\n"));
  g_assert_nonnull (strstr (stats.out, "\nattempts 0\n"));

  /* South by side: Ama's moves, a card only if she made a mistake. */
  run_cliv (&south, (const char * const[]) { "practice", "add", "--deck", f->deck, "--player",
                                              "SOUTH", "--depth", "8", f->game, NULL });
  g_assert_cmpint (south.status, ==, 0);
  g_assert_true (g_str_has_prefix (south.out, "Game 1: South, "));
}

static void
test_bad (Fixture       *f,
          gconstpointer  data)
{
  g_autofree char *bad = g_build_filename (f->dir, "bad.akn", NULL);
  g_autofree char *missing = g_build_filename (f->dir, "missing.akn", NULL);
  g_autofree char *deck_in_file = g_build_filename (f->game, "deck.sqlite", NULL);
  g_autofree char *line = NULL;
  g_auto(Run) no_player = { 0, };
  g_auto(Run) nobody = { 0, };
  g_auto(Run) bad_file = { 0, };
  g_auto(Run) missing_file = { 0, };
  g_auto(Run) bad_deck = { 0, };
  g_auto(Run) no_command = { 0, };
  g_auto(Run) unknown = { 0, };
  g_auto(Run) help = { 0, };
  g_auto(Run) stats = { 0, };
  g_auto(Run) counted = { 0, };

  run_cliv (&no_player, (const char * const[]) { "practice", "add", "--deck", f->deck, f->game,
                                                  NULL });
  g_assert_cmpint (no_player.status, ==, 2);
  g_assert_nonnull (strstr (no_player.err, "--player"));

  run_cliv (&nobody, (const char * const[]) { "practice", "add", "--deck", f->deck, "--player",
                                               "Nobody", f->game, NULL });
  g_assert_cmpint (nobody.status, ==, 1);
  g_assert_true (g_str_has_prefix (nobody.err, f->game));
  g_assert_nonnull (strstr (nobody.err, "“Nobody”"));

  /* An illegal move: the file, its line and column. */
  g_assert_true (g_file_set_contents (bad, BAD_TEXT, -1, NULL));
  line = g_strdup_printf ("%s:9:", bad);
  run_cliv (&bad_file, (const char * const[]) { "practice", "add", "--deck", f->deck, "--player",
                                                 "north", bad, NULL });
  g_test_message ("%s", bad_file.err);
  g_assert_cmpint (bad_file.status, ==, 1);
  g_assert_true (g_str_has_prefix (bad_file.err, line));

  run_cliv (&missing_file, (const char * const[]) { "practice", "add", "--deck", f->deck,
                                                     "--player", "north", missing, NULL });
  g_assert_cmpint (missing_file.status, ==, 1);
  g_assert_true (g_str_has_prefix (missing_file.err, missing));

  /* A deck that cannot be made: its folder would be inside a file. */
  run_cliv (&bad_deck, (const char * const[]) { "practice", "stats", "--deck", deck_in_file,
                                                 NULL });
  g_test_message ("%s", bad_deck.err);
  g_assert_cmpint (bad_deck.status, ==, 1);
  g_assert_true (g_str_has_prefix (bad_deck.err, deck_in_file));

  run_cliv (&no_command, (const char * const[]) { "practice", NULL });
  g_assert_cmpint (no_command.status, ==, 2);
  run_cliv (&unknown, (const char * const[]) { "practice", "play", NULL });
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "“play”"));
  run_cliv (&help, (const char * const[]) { "practice", "--help", NULL });
  g_assert_cmpint (help.status, ==, 0);
  g_assert_nonnull (strstr (help.out, "  add "));
  run_cliv (&stats, (const char * const[]) { "practice", "stats", "--deck", f->deck, "extra",
                                              NULL });
  g_assert_cmpint (stats.status, ==, 2);

  /* Nothing was added by any of them. */
  run_cliv (&counted, (const char * const[]) { "practice", "stats", "--deck", f->deck, NULL });
  g_assert_cmpint (counted.status, ==, 0);
  g_assert_nonnull (strstr (counted.out, "\ncards 0\n"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (!cli_runner_init (argc, argv))
    return 2;

  g_test_add ("/ak/cli/practice/add-due-stats", Fixture, NULL,
              fixture_set_up, test_add_due_stats, fixture_tear_down);
  g_test_add ("/ak/cli/practice/bad", Fixture, NULL,
              fixture_set_up, test_bad, fixture_tear_down);
  return g_test_run ();
}
