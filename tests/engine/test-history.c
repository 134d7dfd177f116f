/* test-history.c — the endings of RULES.md §4 that need the game so far
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-engine.h"
#include "ak-history-private.h"

static AkHistory *
new_history (AkVariant   variant,
             const char *rules_text,
             const char *position)
{
  AkRules rules;
  AkPosition start;

  g_assert_true (ak_rules_parse (&rules, rules_text ? rules_text : "", NULL));
  rules.variant = variant;
  if (position != NULL)
    g_assert_true (ak_position_parse (&start, position, NULL));
  else
    ak_position_init_start (&start, rules.first);
  return ak_history_new (&rules, &start);
}

/* Plays space-separated moves; every one must be legal. */
static void
play_all (AkHistory  *history,
          const char *moves)
{
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      int move = strcmp (words[i], "--") == 0 ? AK_MOVE_PASS : ak_hole_from_char (words[i][0]);
      AkVerdict verdict = ak_history_play (history, move, NULL, NULL);

      if (verdict != AK_VERDICT_LEGAL)
        g_error ("move %u \"%s\" refused: %s", i + 1, words[i], ak_verdict_to_string (verdict));
      g_assert_cmpuint (ak_position_total (ak_history_get_position (history)), ==, AK_N_SEEDS);
    }
}

/* Random games that ended by repetition, pinned (found with a seeded
 * search of random playouts). */
static const char repetition_ak1[] =
  "c A d B f F e B a D d F a C b A a B c D d F b E c C d D a F f E e F f D d E e F f "
  "A a B b C c D d E e F f A a B b C c";
static const char repetition_ak2[] =
  "a B f F a E b A c F e A a A f C d B e E b A c B a C c B f F e E b B f C b B c D f "
  "F d E c B e E b A e B a E b A a B e";

static void
check_repetition (AkVariant   variant,
                  const char *moves)
{
  g_autoptr(AkHistory) history = new_history (variant, NULL, NULL);
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);
  guint n = g_strv_length (words);
  g_autofree char *all_but_last = g_strjoinv (" ", words);
  int last;

  /* Everything but the last ply: the game goes on. */
  all_but_last[strlen (all_but_last) - strlen (words[n - 1]) - 1] = '\0';
  play_all (history, all_but_last);
  g_assert_cmpint (ak_history_get_termination (history), ==, AK_TERMINATION_NONE);
  g_assert_cmpuint (ak_history_count_current (history), <, 3);

  last = ak_hole_from_char (words[n - 1][0]);
  g_assert_cmpint (ak_history_play (history, last, NULL, NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpint (ak_history_get_termination (history), ==, AK_TERMINATION_REPETITION);
  g_assert_cmpuint (ak_history_count_current (history), ==, 3);
  g_assert_cmpstr (ak_termination_to_string (ak_history_get_termination (history)), ==,
                   "repetition");
  /* Nothing more may be played. */
  g_assert_cmpint (ak_history_check_move (history, last), ==, AK_VERDICT_GAME_OVER);

  /* Taking the last ply back reopens the game. */
  g_assert_true (ak_history_undo (history));
  g_assert_cmpint (ak_history_get_termination (history), ==, AK_TERMINATION_NONE);
}

static void
test_repetition (void)
{
  check_repetition (AK_VARIANT_ADJI_KUI_1, repetition_ak1);
  check_repetition (AK_VARIANT_ADJI_KUI_2, repetition_ak2);
}

static void
test_repetition_option (void)
{
  g_autoptr(AkHistory) off = new_history (AK_VARIANT_ADJI_KUI_2, "repetition=0", NULL);
  g_autoptr(AkHistory) twice = new_history (AK_VARIANT_ADJI_KUI_2, "repetition=2", NULL);

  play_all (off, repetition_ak2);
  g_assert_cmpint (ak_history_get_termination (off), ==, AK_TERMINATION_NONE);
  g_assert_cmpuint (ak_history_count_current (off), ==, 3);

  /* With repetition=2 the same game ends earlier, at the first return. */
  {
    g_auto(GStrv) words = g_strsplit (repetition_ak2, " ", -1);
    guint i;

    for (i = 0; words[i] != NULL && !ak_history_is_over (twice); i++)
      g_assert_cmpint (ak_history_play (twice, ak_hole_from_char (words[i][0]), NULL, NULL), ==,
                       AK_VERDICT_LEGAL);
    g_assert_cmpint (ak_history_get_termination (twice), ==, AK_TERMINATION_REPETITION);
    g_assert_cmpuint (ak_history_count_current (twice), ==, 2);
    g_assert_cmpuint (i, <, g_strv_length (words));
  }
}

/* The tail of a history ends every line as the whole game would:
 * by repetition, at the no-capture limit or the move limit, the same ply,
 * on random games of both variants, with small limits so that all three
 * happen. */
static void
test_copy_tail (void)
{
  static const char * const options[] = {
    "repetition=2 no-capture-limit=12", "repetition=3 no-capture-limit=40", "repetition=0",
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);
  guint endings[AK_N_TERMINATIONS] = { 0, };

  _ak_history_set_max_plies (150);
  for (guint n = 0; n < 300; n++)
    {
      AkVariant variant = n % 2 ? AK_VARIANT_ADJI_KUI_1 : AK_VARIANT_ADJI_KUI_2;
      g_autoptr(AkHistory) game = new_history (variant, options[n % G_N_ELEMENTS (options)], NULL);
      g_autoptr(AkHistory) whole = NULL;
      g_autoptr(AkHistory) tail = NULL;
      guint at = g_rand_int_range (rand, 0, 120);

      /* A game of random moves, stopped at a random ply. */
      for (guint ply = 0; ply < at && !ak_history_is_over (game); ply++)
        {
          AkMoveList list;

          ak_position_legal_moves (ak_history_get_position (game), ak_history_get_rules (game),
                                   &list);
          ak_history_play (game, list.moves[g_rand_int_range (rand, 0, (int) list.n_moves)], NULL,
                           NULL);
        }
      whole = ak_history_copy (game);
      tail = ak_history_copy_tail (game);
      g_assert_true (ak_position_equal (ak_history_get_position (tail),
                                        ak_history_get_position (whole)));
      g_assert_cmpuint (ak_history_get_n_plies (tail), ==,
                        ak_history_get_rules (game)->repetition == 0
                          ? 0 : ak_history_get_plies_without_capture (game));
      g_assert_cmpint (ak_history_get_termination (tail), ==, ak_history_get_termination (whole));

      /* The same line on both. */
      while (!ak_history_is_over (whole))
        {
          AkMoveList list;
          int move;

          g_assert_false (ak_history_is_over (tail));
          if (ak_history_get_rules (whole)->repetition != 0)
            g_assert_cmpuint (ak_history_count_current (tail), ==,
                              ak_history_count_current (whole));
          g_assert_cmpuint (ak_history_get_plies_without_capture (tail), ==,
                            ak_history_get_plies_without_capture (whole));
          ak_position_legal_moves (ak_history_get_position (whole), ak_history_get_rules (whole),
                                   &list);
          move = list.moves[g_rand_int_range (rand, 0, (int) list.n_moves)];
          g_assert_cmpint (ak_history_play (whole, move, NULL, NULL), ==, AK_VERDICT_LEGAL);
          g_assert_cmpint (ak_history_play (tail, move, NULL, NULL), ==, AK_VERDICT_LEGAL);
          g_assert_cmpint (ak_history_get_termination (tail), ==,
                           ak_history_get_termination (whole));
        }
      endings[ak_history_get_termination (whole)]++;
    }
  _ak_history_set_max_plies (0);

  g_assert_cmpuint (endings[AK_TERMINATION_REPETITION], >, 0);
  g_assert_cmpuint (endings[AK_TERMINATION_NO_CAPTURE], >, 0);
  g_assert_cmpuint (endings[AK_TERMINATION_MOVE_LIMIT], >, 0);
}

static void
test_no_capture (void)
{
  g_autoptr(AkHistory) history = new_history (AK_VARIANT_ADJI_KUI_2, "no-capture-limit=4", NULL);
  guint totals[2];

  /* a A b B from the start: relays, no casa. */
  play_all (history, "a A b");
  g_assert_cmpuint (ak_history_get_plies_without_capture (history), ==, 3);
  g_assert_false (ak_history_is_over (history));
  g_assert_false (ak_history_get_result (history, totals));
  play_all (history, "B");
  g_assert_cmpint (ak_history_get_termination (history), ==, AK_TERMINATION_NO_CAPTURE);
  g_assert_true (ak_history_get_result (history, totals));
  g_assert_cmpuint (totals[0] + totals[1], ==, AK_N_SEEDS);
}

static void
test_capture_resets_count (void)
{
  g_autoptr(AkHistory) history = new_history (AK_VARIANT_ADJI_KUI_2, "no-capture-limit=2",
                                              "0,0,0,0,2,0/3,0,0,0,2,9 N 16-16");
  AkMoveInfo info;

  /* North E: F 6, a 1: ends.  South e: f 1, A 4: casa. */
  g_assert_cmpint (ak_history_play (history, ak_hole_from_char ('E'), &info, NULL), ==,
                   AK_VERDICT_LEGAL);
  g_assert_cmpuint (ak_history_get_plies_without_capture (history), ==, 1);
  g_assert_cmpint (ak_history_play (history, ak_hole_from_char ('e'), &info, NULL), ==,
                   AK_VERDICT_LEGAL);
  g_assert_cmpuint (info.captured, ==, 4);
  g_assert_cmpuint (ak_history_get_plies_without_capture (history), ==, 0);
  g_assert_false (ak_history_is_over (history));
}

static void
test_board_ending (void)
{
  g_autoptr(AkHistory) history = new_history (AK_VARIANT_ADJI_KUI_2, NULL,
                                              "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19");
  guint totals[2];

  /* e makes a casa in A and leaves 6 seeds on the board. */
  play_all (history, "e");
  g_assert_cmpint (ak_history_get_termination (history), ==, AK_TERMINATION_BOARD);
  g_assert_true (ak_history_get_result (history, totals));
  /* South: store 23 + f 1; North: store 19 + F 5. */
  g_assert_cmpuint (totals[AK_SOUTH], ==, 24);
  g_assert_cmpuint (totals[AK_NORTH], ==, 24);
}

static void
test_no_moves_ending (void)
{
  g_autoptr(AkHistory) history = new_history (AK_VARIANT_ADJI_KUI_1, NULL,
                                              "0,0,0,0,0,2/0,0,0,0,0,0 S 23-23");
  guint totals[2];

  /* f: A 1, B 1: nobody has two seeds in a hole any more. */
  play_all (history, "f");
  g_assert_cmpint (ak_history_get_termination (history), ==, AK_TERMINATION_NO_MOVES);
  g_assert_true (ak_history_get_result (history, totals));
  g_assert_cmpuint (totals[AK_SOUTH], ==, 23);
  g_assert_cmpuint (totals[AK_NORTH], ==, 25);
}

static void
test_over_at_start (void)
{
  g_autoptr(AkHistory) board = new_history (AK_VARIANT_ADJI_KUI_2, NULL,
                                            "0,0,0,0,0,4/4,0,0,0,0,0 S 20-20");
  g_autoptr(AkHistory) stuck = new_history (AK_VARIANT_ADJI_KUI_2, NULL,
                                            "1,1,1,1,1,1/1,1,1,1,0,0 S 19-19");

  g_assert_cmpint (ak_history_get_termination (board), ==, AK_TERMINATION_BOARD);
  g_assert_cmpint (ak_history_get_termination (stuck), ==, AK_TERMINATION_NO_MOVES);
  g_assert_cmpint (ak_history_play (board, 5, NULL, NULL), ==, AK_VERDICT_GAME_OVER);
  g_assert_false (ak_history_undo (board));
}

static void
test_passes_in_history (void)
{
  g_autoptr(AkHistory) history = new_history (AK_VARIANT_ADJI_KUI_2, NULL,
                                              "1,1,1,1,0,0/3,3,3,0,0,0 S 17-18");

  g_assert_cmpint (ak_history_play (history, 0, NULL, NULL), ==, AK_VERDICT_SINGLETON);
  play_all (history, "-- A");
  g_assert_cmpuint (ak_history_get_n_plies (history), ==, 2);
  g_assert_cmpint (ak_history_get_move (history, 0), ==, AK_MOVE_PASS);
  g_assert_cmpint (ak_history_get_move (history, 1), ==, 6);
}

static void
test_agreement_and_undo (void)
{
  g_autoptr(AkHistory) history = new_history (AK_VARIANT_ADJI_KUI_2, NULL,
                                              "4,4,4,4,4,4/4s,4,4,4,4,0 N 0-0 2-2");
  g_autoptr(AkHistory) copy = NULL;
  AkPosition start;
  guint totals[2];

  /* The game of AKN.md §1, divided by agreement after ten plies. */
  play_all (history, "E f B c F b C d D e");
  g_assert_false (ak_history_is_over (history));
  g_assert_true (ak_history_agree (history));
  g_assert_false (ak_history_agree (history));
  g_assert_cmpint (ak_history_get_termination (history), ==, AK_TERMINATION_AGREEMENT);
  g_assert_true (ak_history_get_result (history, totals));
  g_assert_cmpuint (totals[AK_SOUTH], ==, 25);
  g_assert_cmpuint (totals[AK_NORTH], ==, 19);

  copy = ak_history_copy (history);

  /* Undo takes back the agreement, then the plies one by one. */
  g_assert_true (ak_history_undo (history));
  g_assert_false (ak_history_is_over (history));
  for (guint i = 0; i < 10; i++)
    g_assert_true (ak_history_undo (history));
  g_assert_false (ak_history_undo (history));
  g_assert_true (ak_position_parse (&start, "4,4,4,4,4,4/4s,4,4,4,4,0 N 0-0 2-2", NULL));
  g_assert_true (ak_position_equal (ak_history_get_position (history), &start));

  /* The copy is independent. */
  g_assert_cmpuint (ak_history_get_n_plies (copy), ==, 10);
  g_assert_cmpint (ak_history_get_termination (copy), ==, AK_TERMINATION_AGREEMENT);
}

static void
test_termination_words (void)
{
  static const char * const words[] = { "board", "no-moves", "repetition", "no-capture",
                                        "agreement", "move-limit" };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      AkTermination termination;

      g_assert_true (ak_termination_from_string (words[i], &termination));
      g_assert_cmpint (termination, ==, AK_TERMINATION_BOARD + i);
      g_assert_cmpstr (ak_termination_to_string (termination), ==, words[i]);
    }
  {
    AkTermination termination = AK_TERMINATION_NONE;

    g_assert_false (ak_termination_from_string ("resigned", &termination));
    g_assert_false (ak_termination_from_string ("", &termination));
    g_assert_false (ak_termination_from_string (NULL, &termination));
    g_assert_cmpint (termination, ==, AK_TERMINATION_NONE);
  }
}

/* The move limit, brought down to 4 plies through the test hook: with
 * both history endings off, the 4th ply ends the game, and the seeds are
 * divided as at any other end. */
static void
test_move_limit (void)
{
  g_autoptr(AkHistory) history = NULL;
  g_autoptr(AkHistory) copy = NULL;
  guint totals[2], division[2];

  _ak_history_set_max_plies (4);
  history = new_history (AK_VARIANT_ADJI_KUI_2, "repetition=0 no-capture-limit=0", NULL);
  _ak_history_set_max_plies (0);
  g_assert_cmpuint (ak_history_get_max_plies (history), ==, 4);

  play_all (history, "a A b");
  g_assert_false (ak_history_is_over (history));
  play_all (history, "B");
  g_assert_cmpuint (ak_history_get_n_plies (history), ==, 4);
  g_assert_cmpint (ak_history_get_termination (history), ==, AK_TERMINATION_MOVE_LIMIT);
  g_assert_cmpstr (ak_termination_to_string (AK_TERMINATION_MOVE_LIMIT), ==, "move-limit");
  g_assert_cmpint (ak_history_check_move (history, ak_hole_from_char ('c')), ==,
                   AK_VERDICT_GAME_OVER);
  g_assert_cmpint (ak_history_play (history, ak_hole_from_char ('c'), NULL, NULL), ==,
                   AK_VERDICT_GAME_OVER);

  /* Divided by ownership: stores plus the seeds in each player's holes. */
  g_assert_true (ak_history_get_result (history, totals));
  ak_position_division (ak_history_get_position (history), division);
  g_assert_cmpuint (totals[AK_SOUTH], ==, division[AK_SOUTH]);
  g_assert_cmpuint (totals[AK_NORTH], ==, division[AK_NORTH]);
  g_assert_cmpuint (totals[AK_SOUTH] + totals[AK_NORTH], ==, AK_N_SEEDS);

  /* A copy keeps the bound; undoing the last ply reopens the game. */
  copy = ak_history_copy (history);
  g_assert_cmpuint (ak_history_get_max_plies (copy), ==, 4);
  g_assert_true (ak_history_undo (copy));
  g_assert_false (ak_history_is_over (copy));
  play_all (copy, "B");
  g_assert_cmpint (ak_history_get_termination (copy), ==, AK_TERMINATION_MOVE_LIMIT);

  /* New histories have the real bound again. */
  {
    g_autoptr(AkHistory) later = new_history (AK_VARIANT_ADJI_KUI_2, NULL, NULL);

    g_assert_cmpuint (ak_history_get_max_plies (later), ==, AK_HISTORY_MAX_PLIES);
  }
}

/* The other endings come first: a no-capture limit reached on the same
 * ply is the reason given. */
static void
test_move_limit_precedence (void)
{
  g_autoptr(AkHistory) history = NULL;

  _ak_history_set_max_plies (4);
  history = new_history (AK_VARIANT_ADJI_KUI_2, "repetition=0 no-capture-limit=4", NULL);
  _ak_history_set_max_plies (0);
  play_all (history, "a A b B");
  g_assert_cmpint (ak_history_get_termination (history), ==, AK_TERMINATION_NO_CAPTURE);
}

/* AKN: a game that ended at the limit is written with Termination
 * "move-limit" and read back as ended there; the same moves with the real
 * bound are an unfinished game, so the reader refuses the word. */
static void
test_move_limit_notation (void)
{
  const char *moves[] = { "a", "A", "b", "B" };
  g_autoptr(AkHistory) history = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *written = NULL;
  AkGameRecord *record;
  AkGameNode *node;
  AkRules rules;
  AkPosition start;
  guint totals[2];

  _ak_history_set_max_plies (4);
  g_assert_true (ak_rules_parse (&rules, "repetition=0 no-capture-limit=0", NULL));
  ak_position_init_start (&start, AK_SOUTH);
  history = ak_history_new (&rules, &start);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    g_assert_cmpint (ak_history_play (history, ak_hole_from_char (moves[i][0]), NULL, NULL), ==,
                     AK_VERDICT_LEGAL);
  g_assert_true (ak_history_get_result (history, totals));

  g_string_append_printf (text, "[Result \"%u-%u\"]\n[Rules \"repetition=0 "
                          "no-capture-limit=0\"]\n[Termination \"move-limit\"]\n\n"
                          "1. a A 2. b B %u-%u\n",
                          totals[AK_SOUTH], totals[AK_NORTH], totals[AK_SOUTH], totals[AK_NORTH]);
  games = ak_notation_read (text->str, (gssize) text->len, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  record = g_ptr_array_index (games, 0);
  for (node = record->root; node->children != NULL && node->children->len > 0;
       node = g_ptr_array_index (node->children, 0))
    ;
  g_assert_cmpint (node->termination, ==, AK_TERMINATION_MOVE_LIMIT);

  written = ak_notation_write (games);
  g_assert_nonnull (strstr (written, "[Termination \"move-limit\"]"));
  g_clear_pointer (&games, g_ptr_array_unref);
  games = ak_notation_read (written, -1, NULL, &error);
  g_assert_no_error (error);
  g_clear_pointer (&games, g_ptr_array_unref);

  _ak_history_set_max_plies (0);
  games = ak_notation_read (text->str, (gssize) text->len, NULL, &error);
  g_assert_null (games);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "the game ended by agreement, not by move-limit"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/engine/history/repetition", test_repetition);
  g_test_add_func ("/ak/engine/history/repetition-option", test_repetition_option);
  g_test_add_func ("/ak/engine/history/no-capture", test_no_capture);
  g_test_add_func ("/ak/engine/history/copy-tail", test_copy_tail);
  g_test_add_func ("/ak/engine/history/capture-resets-count", test_capture_resets_count);
  g_test_add_func ("/ak/engine/history/board-ending", test_board_ending);
  g_test_add_func ("/ak/engine/history/no-moves-ending", test_no_moves_ending);
  g_test_add_func ("/ak/engine/history/over-at-start", test_over_at_start);
  g_test_add_func ("/ak/engine/history/passes", test_passes_in_history);
  g_test_add_func ("/ak/engine/history/agreement-and-undo", test_agreement_and_undo);
  g_test_add_func ("/ak/engine/history/termination-words", test_termination_words);
  g_test_add_func ("/ak/engine/history/move-limit", test_move_limit);
  g_test_add_func ("/ak/engine/history/move-limit-precedence", test_move_limit_precedence);
  g_test_add_func ("/ak/engine/history/move-limit-notation", test_move_limit_notation);

  return g_test_run ();
}
