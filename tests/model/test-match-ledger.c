/* test-match-ledger.c — AkMatch's ledger as its games change and as it
 * is read: the live row, finished games that change, matches read from
 * records (refused ones, numbering), marked moves, and the standing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The games are random: each move is picked with AkRandom among the legal
 * moves, and a game ends by the rules or by agreement as soon as the side
 * the test favours leads, which steers a match towards a ruin.  Every
 * check compares the match with facts of its games (their start positions,
 * their records) or with numbers worked out by hand from RULES.md §5.
 *
 * The helpers are in match-test-common.c.
 */

#define G_LOG_DOMAIN "test-match-ledger"

#include "config.h"

#include <string.h>

#include "ak-boxed.h"
#include "ak-enum-types.h"
#include "ak-game.h"
#include "ak-ledger-entry.h"
#include "ak-match.h"
#include "ak-review.h"

#include "match-test-common.h"

/* -------------------------------------------------------------------------
 * Tests
 */

/* The current game's row follows the game in place; the cursor does not
 * matter, only the main line does. */
static void
test_match_live_row (void)
{
  g_autoptr(AkMatch) match = NULL;
  g_autoptr(AkLedgerEntry) entry = NULL;
  Observer observer;
  AkRandom rng;
  AkRules rules;
  AkGame *game;
  guint captures = 0;
  guint notes;

  ak_rules_init (&rules);
  ak_random_init (&rng, 4242);
  match = ak_match_new (&rules, "Live");
  observer_init (&observer, match);
  game = ak_match_get_current_game (match);
  entry = g_list_model_get_item (ak_match_get_ledger (match), 0);

  /* Moves: the row's captures follow, without list changes. */
  while (captures == 0)
    {
      play_random_move (game, &rng);
      observer_check (&observer);
      captures = ak_ledger_entry_get_captured (entry, AK_SOUTH) +
                 ak_ledger_entry_get_captured (entry, AK_NORTH);
      g_assert_false (ak_game_get_is_over (game));
    }
  g_assert_cmpstr (ak_ledger_entry_get_result (entry), ==, "*");

  /* An agreement ends the game; stepping back through it does not
   * reopen it, and the standing does not move. */
  g_assert_true (ak_game_agree (game));
  observer_check (&observer);
  g_assert_true (ak_ledger_entry_get_is_finished (entry));
  g_assert_cmpint (ak_ledger_entry_get_termination (entry), ==, AK_TERMINATION_AGREEMENT);
  notes = watch_total (observer.standing) + watch_total (g_ptr_array_index (observer.rows, 0));

  g_assert_true (ak_game_go_first (game));
  g_assert_false (ak_game_get_is_over (game));
  observer_check (&observer);
  g_assert_true (ak_game_go_next (game));
  observer_check (&observer);
  g_assert_cmpuint (watch_total (observer.standing) +
                    watch_total (g_ptr_array_index (observer.rows, 0)), ==, notes);
  g_assert_true (ak_ledger_entry_get_is_finished (entry));
  g_assert_true (ak_match_get_plan (match, NULL));

  /* A variation away from the main line does not touch the row. */
  {
    AkMoveList list;
    AkGameNode *main_first;
    guint n;

    g_assert_true (ak_game_go_first (game));
    observer_check (&observer);
    main_first = g_ptr_array_index (ak_game_get_current_node (game)->children, 0);
    n = ak_position_legal_moves (ak_game_get_position (game), &rules, &list);
    g_assert_cmpuint (n, >, 1);
    for (guint i = 0; i < n; i++)
      if (list.moves[i] != main_first->move)
        {
          g_assert_cmpint (ak_game_play (game, list.moves[i], NULL), ==, AK_VERDICT_LEGAL);
          break;
        }
    g_assert_false (ak_game_is_on_main_line (game, ak_game_get_current_node (game)));
    observer_check (&observer);
    g_assert_cmpuint (watch_total (observer.standing) +
                      watch_total (g_ptr_array_index (observer.rows, 0)), ==, notes);
    g_assert_true (ak_ledger_entry_get_is_finished (entry));
    g_assert_true (ak_match_get_plan (match, NULL));
    assert_ledger (match);
  }

  /* Back at the end, taking the agreement back reopens the game. */
  g_assert_true (ak_game_go_first (game));
  g_assert_true (ak_game_go_last (game));
  g_assert_true (ak_game_get_is_over (game));
  observer_check (&observer);
  g_assert_true (ak_game_undo (game));
  observer_check (&observer);
  g_assert_false (ak_ledger_entry_get_is_finished (entry));
  g_assert_cmpstr (ak_ledger_entry_get_result (entry), ==, "*");
  g_assert_cmpuint (ak_match_get_draws (match) + ak_match_get_wins (match, AK_SOUTH) +
                    ak_match_get_wins (match, AK_NORTH), ==, 0);
  g_assert_false (ak_match_get_plan (match, NULL));
  assert_ledger (match);

  /* And the rules end it just as well. */
  while (!ak_game_get_is_over (game))
    {
      play_random_move (game, &rng);
      observer_check (&observer);
    }
  g_assert_true (ak_ledger_entry_get_is_finished (entry));
  g_assert_cmpint (ak_ledger_entry_get_termination (entry), !=, AK_TERMINATION_AGREEMENT);
  assert_ledger (match);
  g_free (assert_round_trip (match));

  observer_clear (&observer);
  g_clear_object (&entry);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* A finished game must stay as it was rebuilt from: the match says so
 * when it does not, and comments are no harm. */
static void
test_match_finished_game_changed (void)
{
  g_autoptr(AkMatch) match = NULL;
  g_autoptr(AkGame) first = NULL;
  Observer observer;
  AkRandom rng;
  AkRules rules;
  guint changed;

  ak_rules_init (&rules);
  ak_random_init (&rng, 5);
  match = ak_match_new (&rules, "Read-only");
  observer_init (&observer, match);
  play_game (&observer, &rng, 4, AK_SIDE_NONE, 0);
  g_assert_cmpint (ak_game_get_termination (ak_match_get_current_game (match)), ==,
                   AK_TERMINATION_AGREEMENT);
  start_next_game (&observer, NULL, 0);
  first = g_object_ref (ak_match_get_game (match, 0));

  changed = observer.n_changed;
  ak_game_set_comment (first, ak_game_get_current_node (first), "a fine game");
  g_assert_cmpuint (observer.n_changed, ==, changed + 1);
  observer_check (&observer);

  g_test_expect_message ("ak-match", G_LOG_LEVEL_CRITICAL, "*Game 1 of match*read-only*");
  g_assert_true (ak_game_undo (first));
  g_test_assert_expected_messages ();
  observer_check (&observer);
  g_assert_true (ak_game_agree (first));
  observer_check (&observer);
  assert_ledger (match);

  /* The game outlives the match, which let go of its signals. */
  observer_clear (&observer);
  g_assert_finalize_object (g_steal_pointer (&match));
  g_assert_true (ak_game_undo (first));
  g_assert_finalize_object (g_steal_pointer (&first));
}

/* Games that do not make one match are refused, with the reason. */
static void
test_match_from_bad_records (void)
{
  g_autoptr(AkMatch) match = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;
  AkGameRecord *second;
  AkPosition start;
  AkRules rules;
  AkRandom rng;
  Observer observer;

  ak_rules_init (&rules);
  rules.match_end = AK_MATCH_END_GAMES;
  rules.match_end_n = 3;
  ak_random_init (&rng, 77);
  match = ak_match_new (&rules, "Source");
  observer_init (&observer, match);
  play_game (&observer, &rng, 6, AK_SOUTH, 2);
  start_next_game (&observer, NULL, 0);
  play_game (&observer, &rng, 6, AK_SOUTH, 2);
  start_next_game (&observer, NULL, 0);
  play_random_move (ak_match_get_current_game (match), &rng);
  observer_clear (&observer);

  /* The good records make a match. */
  records = ak_match_dup_records (match);
  {
    g_autoptr(AkMatch) copy = ak_match_new_from_records (records, &error);

    g_assert_no_error (error);
    assert_same_ledger (match, copy);
    g_assert_finalize_object (g_steal_pointer (&copy));
  }

#define ASSERT_REFUSED(code)                                              \
  G_STMT_START {                                                          \
    g_autoptr(AkMatch) refused = ak_match_new_from_records (records, &error); \
    g_assert_null (refused);                                              \
    g_assert_error (error, AK_LEDGER_ERROR, code);                        \
    g_test_message ("refused: %s", error->message);                       \
    g_clear_error (&error);                                               \
  } G_STMT_END

  /* No Match tag, or another match's. */
  ak_game_record_remove_tag (g_ptr_array_index (records, 0), "Match");
  ASSERT_REFUSED (AK_LEDGER_ERROR_NOT_A_MATCH);
  ak_game_record_set_tag (g_ptr_array_index (records, 0), "Match", "Source");
  ak_game_record_set_tag (g_ptr_array_index (records, 2), "Match", "Other");
  ASSERT_REFUSED (AK_LEDGER_ERROR_NOT_A_MATCH);
  ak_game_record_set_tag (g_ptr_array_index (records, 2), "Match", "Source");

  /* A name of 10,000 characters is quoted, not written out whole. */
  {
    g_autofree char *long_name = g_strnfill (10000, 'n');

    for (guint i = 0; i < records->len; i++)
      ak_game_record_set_tag (g_ptr_array_index (records, i), "Match", long_name);
    ak_game_record_set_tag (g_ptr_array_index (records, 1), "Match", "Other");
    {
      g_autoptr(AkMatch) refused = ak_match_new_from_records (records, &error);

      g_assert_null (refused);
      g_assert_error (error, AK_LEDGER_ERROR, AK_LEDGER_ERROR_NOT_A_MATCH);
      g_assert_cmpuint (strlen (error->message), <, 200);
      g_assert_nonnull (strstr (error->message, "…"));
      g_clear_error (&error);
    }
    for (guint i = 0; i < records->len; i++)
      ak_game_record_set_tag (g_ptr_array_index (records, i), "Match", "Source");
  }

  /* Other rules. */
  second = g_ptr_array_index (records, 1);
  second->rules.no_capture_limit = 100;
  ASSERT_REFUSED (AK_LEDGER_ERROR_BROKEN);
  second->rules.no_capture_limit = rules.no_capture_limit;

  /* A game that does not start from the rebuild (game 2 must start with
   * the other player to move), after an unfinished game, and after the
   * end of the match. */
  {
    g_autoptr(GPtrArray) good = g_steal_pointer (&records);
    g_autoptr(AkMatch) one = NULL;
    AkRules one_game = rules;
    AkGameRecord *record;

    ak_position_init_start (&start, ak_game_get_start (ak_match_get_game (match, 0))->side);
    records = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
    g_ptr_array_add (records, ak_game_record_copy (g_ptr_array_index (good, 0)));
    record = ak_game_record_new (&rules, &start);
    ak_game_record_set_tag (record, "Match", "Source");
    g_ptr_array_add (records, record);
    ASSERT_REFUSED (AK_LEDGER_ERROR_BROKEN);
    g_ptr_array_unref (records);

    records = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
    g_ptr_array_add (records, ak_game_record_copy (g_ptr_array_index (good, 2)));
    g_ptr_array_add (records, ak_game_record_copy (g_ptr_array_index (good, 1)));
    ASSERT_REFUSED (AK_LEDGER_ERROR_BROKEN);
    g_ptr_array_unref (records);

    one_game.match_end_n = 1;
    one = ak_match_new (&one_game, "Source");
    g_assert_true (ak_game_agree (ak_match_get_current_game (one)));
    g_assert_true (ak_match_get_is_over (one));
    records = ak_match_dup_records (one);
    record = ak_game_record_new (&one_game, &start);
    ak_game_record_set_tag (record, "Match", "Source");
    g_ptr_array_add (records, record);
    ASSERT_REFUSED (AK_LEDGER_ERROR_BROKEN);
    g_assert_finalize_object (g_steal_pointer (&one));
  }

#undef ASSERT_REFUSED

  g_assert_finalize_object (g_steal_pointer (&match));
}

/* A match file that starts later than game 1 keeps its numbers. */
static void
test_match_numbering (void)
{
  g_autoptr(AkMatch) match = NULL;
  g_autoptr(AkMatch) loaded = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLedgerEntry) entry = NULL;
  Observer observer;
  AkRandom rng;
  AkRules rules;

  ak_rules_init (&rules);
  ak_random_init (&rng, 12);
  match = ak_match_new (&rules, "Later");
  observer_init (&observer, match);
  play_game (&observer, &rng, 4, AK_SIDE_NONE, 0);
  start_next_game (&observer, NULL, 0);
  observer_clear (&observer);

  records = ak_match_dup_records (match);
  ak_game_record_set_tag (g_ptr_array_index (records, 0), "Game", "7");
  ak_game_record_set_tag (g_ptr_array_index (records, 1), "Game", "8");
  loaded = ak_match_new_from_records (records, &error);
  g_assert_no_error (error);
  entry = g_list_model_get_item (ak_match_get_ledger (loaded), 1);
  g_assert_cmpuint (ak_ledger_entry_get_game_number (entry), ==, 8);

  g_clear_pointer (&records, g_ptr_array_unref);
  records = ak_match_dup_records (loaded);
  g_assert_cmpstr (ak_game_record_get_tag (g_ptr_array_index (records, 1), "Game"), ==, "8");

  g_clear_object (&entry);
  g_assert_finalize_object (g_steal_pointer (&loaded));
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* Marks the main-line move @node of @game with @suffix or, without one,
 * the glyph @nag, and counts it in @expected for its mover. */
static void
mark_move (AkGame     *game,
           AkGameNode *node,
           const char *suffix,
           guint       nag,
           guint       expected[2][AK_REVIEW_N_MARKS])
{
  AkReviewMark mark;

  if (suffix != NULL)
    {
      ak_game_set_suffix (game, node, suffix);
      mark = g_str_equal (suffix, "??") ? AK_REVIEW_MARK_BLUNDER
           : g_str_equal (suffix, "?") ? AK_REVIEW_MARK_MISTAKE : AK_REVIEW_MARK_INACCURACY;
    }
  else
    {
      ak_game_set_nags (game, node, &nag, 1);
      mark = nag == 4 ? AK_REVIEW_MARK_BLUNDER
           : nag == 2 ? AK_REVIEW_MARK_MISTAKE : AK_REVIEW_MARK_INACCURACY;
    }
  expected[ak_game_node_get_mover (node)][mark]++;
}

static void
assert_marks (AkMatch *match,
              guint    index,
              guint    expected[2][AK_REVIEW_N_MARKS])
{
  g_autoptr(AkLedgerEntry) entry = g_list_model_get_item (ak_match_get_ledger (match), index);
  gboolean any = FALSE;

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    for (guint mark = AK_REVIEW_MARK_INACCURACY; mark < AK_REVIEW_N_MARKS; mark++)
      {
        g_assert_cmpuint (ak_ledger_entry_get_marks (entry, side, mark), ==,
                          expected[side][mark]);
        any |= expected[side][mark] > 0;
      }
  g_assert_cmpint (ak_ledger_entry_get_has_marks (entry), ==, any);
}

/* The ledger counts each player's marked moves of each game, from the
 * moves' own suffixes and glyphs: as they are set by hand or by a review
 * and taken back, on the main line only, and in a match read from its
 * file. */
static void
test_match_marks (void)
{
  g_autoptr(AkMatch) match = NULL;
  guint expected[2][AK_REVIEW_N_MARKS] = { { 0 } };
  guint none[2][AK_REVIEW_N_MARKS] = { { 0 } };
  guint second[2][AK_REVIEW_N_MARKS] = { { 0 } };
  g_autofree char *text = NULL;
  g_autoptr(AkGameRecord) record = NULL;
  g_autoptr(AkReview) review = NULL;
  g_autoptr(AkReviewChange) change = NULL;
  g_autoptr(GError) error = NULL;
  AkReviewOptions options;
  AkGameNode *nodes[12];
  AkGameNode *node;
  Observer observer;
  AkRandom rng;
  AkRules rules;
  AkGame *game;

  ak_rules_init (&rules);
  ak_random_init (&rng, 77);
  match = ak_match_new (&rules, "Marked");
  observer_init (&observer, match);
  play_game (&observer, &rng, 12, AK_SIDE_NONE, 0);
  game = ak_match_get_game (match, 0);
  assert_marks (match, 0, none);

  node = ak_game_get_root (game);
  for (guint i = 0; i < G_N_ELEMENTS (nodes); i++)
    nodes[i] = node = g_ptr_array_index (node->children, 0);

  /* Suffixes and glyphs of both players, each notified once. */
  mark_move (game, nodes[0], "?!", 0, expected);
  observer_check (&observer);
  mark_move (game, nodes[1], "??", 0, expected);
  mark_move (game, nodes[2], NULL, 2, expected);
  mark_move (game, nodes[3], NULL, 6, expected);
  mark_move (game, nodes[5], "?", 0, expected);
  observer_check (&observer);
  assert_marks (match, 0, expected);

  /* A good mark, or a bad one in a variation, counts for nothing. */
  ak_game_set_suffix (game, nodes[6], "!");
  ak_game_go_to (game, nodes[6]->parent);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (hole != nodes[6]->move && ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      {
        g_assert_cmpint (ak_game_play (game, hole, NULL), ==, AK_VERDICT_LEGAL);
        ak_game_set_suffix (game, ak_game_get_current_node (game), "??");
        break;
      }
  g_assert_false (ak_game_is_on_main_line (game, ak_game_get_current_node (game)));
  observer_check (&observer);
  assert_marks (match, 0, expected);

  /* Taken away again. */
  ak_game_set_suffix (game, nodes[5], NULL);
  expected[ak_game_node_get_mover (nodes[5])][AK_REVIEW_MARK_MISTAKE]--;
  observer_check (&observer);
  assert_marks (match, 0, expected);

  /* The next game: its own row, from a review applied and taken back. */
  start_next_game (&observer, NULL, 0);
  game = ak_match_get_current_game (match);
  for (guint i = 0; i < 16 && !ak_game_get_is_over (game); i++)
    {
      play_random_move (game, &rng);
      observer_check (&observer);
    }
  assert_marks (match, 1, none);

  /* A review writes move by move, and the row follows each step: only
   * where it ends is checked. */
  observer_clear (&observer);
  ak_review_options_init (&options);
  options.max_depth = 4;
  options.n_threads = 1;
  record = ak_game_dup_record (game);
  review = ak_review_new (record, &options);
  g_assert_true (ak_review_run (review, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  change = ak_review_apply (review, game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (change);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      AkReviewPlayer player;

      ak_review_get_player (review, side, &player);
      memcpy (second[side], player.n_marks, sizeof player.n_marks);
    }
  /* Random moves, judged four plies deep: some are marked. */
  g_assert_cmpuint (second[AK_SOUTH][AK_REVIEW_MARK_INACCURACY] +
                    second[AK_SOUTH][AK_REVIEW_MARK_MISTAKE] +
                    second[AK_SOUTH][AK_REVIEW_MARK_BLUNDER] +
                    second[AK_NORTH][AK_REVIEW_MARK_INACCURACY] +
                    second[AK_NORTH][AK_REVIEW_MARK_MISTAKE] +
                    second[AK_NORTH][AK_REVIEW_MARK_BLUNDER], >, 0);
  assert_marks (match, 1, second);
  assert_marks (match, 0, expected);

  /* Saved and read again, the counts come back from the file. */
  text = assert_round_trip (match);
  g_test_message ("%s", text);

  ak_review_change_revert (change, game);
  assert_marks (match, 1, none);
  assert_marks (match, 0, expected);

  g_assert_finalize_object (g_steal_pointer (&match));
}

/* The standing says what decides the match at every stage: the holes
 * owned while a game is played; after a game, the holes each player's
 * seeds fill for the next, not those of the game's start; at the end the
 * same, after how many games. */
static void
test_match_standing (void)
{
  g_autoptr(AkMatch) match = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  AkMatchStanding standing;
  Observer observer;
  AkRebuildPlan plan;
  guint8 purchases[AK_N_HOLES];
  AkRandom rng;
  AkRules rules;
  guint wealth[2];
  guint start_holes[2];

  ak_rules_init (&rules);
  rules.match_end = AK_MATCH_END_GAMES;
  rules.match_end_n = 2;
  ak_random_init (&rng, 77);
  match = ak_match_new (&rules, "Standing");
  observer_init (&observer, match);

  ak_match_get_standing (match, &standing);
  g_assert_cmpint (standing.phase, ==, AK_MATCH_PHASE_PLAYING);
  g_assert_cmpuint (standing.game, ==, 1);
  g_assert_cmpuint (standing.holes[AK_SOUTH], ==, 6);
  text = ak_match_dup_standing_text (match, "Ana", "Kofi");
  g_assert_cmpstr (text, ==, "Ana owns 6 holes, Kofi 6");
  g_clear_pointer (&text, g_free);
  text = ak_match_dup_outcome_text (match, "Ana", "Kofi");
  g_assert_cmpstr (text, ==, "The match goes on with game 1");
  g_clear_pointer (&text, g_free);

  /* Game 1 ends, South well ahead: the next game is to be built. */
  play_game (&observer, &rng, 10, AK_SOUTH, 10);
  current_wealth (match, wealth);
  ak_match_plan (&rules, wealth, &plan);
  ak_match_get_standing (match, &standing);
  g_assert_cmpint (standing.phase, ==, AK_MATCH_PHASE_BETWEEN);
  g_assert_cmpuint (standing.game, ==, 1);
  g_assert_cmpuint (standing.wealth[AK_SOUTH], ==, wealth[AK_SOUTH]);
  g_assert_cmpuint (standing.wealth[AK_NORTH], ==, wealth[AK_NORTH]);
  g_assert_cmpuint (standing.holes[AK_SOUTH], ==, plan.holes[AK_SOUTH]);
  g_assert_cmpuint (standing.holes[AK_NORTH], ==, plan.holes[AK_NORTH]);
  g_assert_cmpuint (plan.holes[AK_SOUTH], >, 6);
  text = ak_match_dup_standing_text (match, "Ana", "Kofi");
  expected = g_strdup_printf ("After game 1: Ana has %u seeds, worth %u holes; Kofi %u, worth %u",
                              wealth[AK_SOUTH], plan.holes[AK_SOUTH],
                              wealth[AK_NORTH], plan.holes[AK_NORTH]);
  g_assert_cmpstr (text, ==, expected);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&expected, g_free);
  text = ak_match_dup_outcome_text (match, "Ana", "Kofi");
  g_assert_cmpstr (text, ==, "The match goes on: game 2 is built from these seeds");
  g_clear_pointer (&text, g_free);

  ak_match_auto_purchases (&plan, purchases);
  start_next_game (&observer, purchases, plan.n_purchases);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    start_holes[side] = ak_match_get_holes (match, side);
  ak_match_get_standing (match, &standing);
  g_assert_cmpint (standing.phase, ==, AK_MATCH_PHASE_PLAYING);
  g_assert_cmpuint (standing.game, ==, 2);
  g_assert_cmpuint (standing.holes[AK_SOUTH], ==, start_holes[AK_SOUTH]);

  /* Game 2, the last, North well ahead: the holes its seeds fill decide,
   * not those South owned when it began. */
  play_game (&observer, &rng, 10, AK_NORTH, 16);
  g_assert_true (ak_match_get_is_over (match));
  current_wealth (match, wealth);
  ak_match_plan (&rules, wealth, &plan);
  ak_match_get_standing (match, &standing);
  g_assert_cmpint (standing.phase, ==, AK_MATCH_PHASE_OVER);
  g_assert_cmpuint (standing.n_games, ==, 2);
  g_assert_cmpuint (standing.n_to_play, ==, 2);
  g_assert_cmpuint (standing.holes[AK_SOUTH], ==, plan.holes[AK_SOUTH]);
  g_assert_cmpuint (standing.holes[AK_NORTH], ==, plan.holes[AK_NORTH]);
  g_assert_cmpuint (standing.holes[AK_SOUTH], !=, start_holes[AK_SOUTH]);
  g_assert_cmpint (standing.winner, ==, ak_match_get_winner (match));
  text = ak_match_dup_standing_text (match, "Ana", "Kofi");
  expected = g_strdup_printf ("After 2 of 2 games: Ana has %u seeds, worth %u %s; Kofi %u, worth %u",
                              wealth[AK_SOUTH], plan.holes[AK_SOUTH],
                              plan.holes[AK_SOUTH] == 1 ? "hole" : "holes",
                              wealth[AK_NORTH], plan.holes[AK_NORTH]);
  g_assert_cmpstr (text, ==, expected);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&expected, g_free);
  text = ak_match_dup_outcome_text (match, "Ana", "Kofi");
  if (plan.holes[AK_SOUTH] == plan.holes[AK_NORTH] && wealth[AK_SOUTH] == wealth[AK_NORTH])
    g_assert_cmpstr (text, ==, "The match is over: it is drawn");
  else if (plan.holes[AK_SOUTH] == plan.holes[AK_NORTH])
    g_assert_true (g_str_has_suffix (text, " wins on seeds, the holes being even"));
  else
    {
      expected = g_strdup_printf ("The match is over: %s wins",
                                  plan.holes[AK_SOUTH] > plan.holes[AK_NORTH] ? "Ana" : "Kofi");
      g_assert_cmpstr (text, ==, expected);
    }

  observer_clear (&observer);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/model/match/live-row", test_match_live_row);
  g_test_add_func ("/ak/model/match/finished-game-changed", test_match_finished_game_changed);
  g_test_add_func ("/ak/model/match/from-bad-records", test_match_from_bad_records);
  g_test_add_func ("/ak/model/match/numbering", test_match_numbering);
  g_test_add_func ("/ak/model/match/marks", test_match_marks);
  g_test_add_func ("/ak/model/match/standing", test_match_standing);

  return g_test_run ();
}
