/* test-match.c — AkMatch and its ledger: match play (RULES.md §5) over
 * AkGames, from a new match to its end, as each rule option plays it;
 * notifications, list changes and saving and loading along the way
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

#define G_LOG_DOMAIN "test-match"

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

static void
test_match_new (void)
{
  g_autoptr(AkMatch) match = NULL;
  AkRules *rules_value = NULL;
  g_autoptr(GListModel) games = NULL;
  g_autoptr(GListModel) ledger = NULL;
  g_autoptr(AkGame) current = NULL;
  g_autoptr(AkLedgerEntry) entry = NULL;
  g_autofree char *name = NULL;
  AkRebuildPlan plan;
  AkRules rules;
  AkGame *game;
  guint holes_south, n_games;
  int winner;
  gboolean is_over;

  ak_rules_init (&rules);
  rules.first = AK_NORTH;
  match = ak_match_new (&rules, "Club evening");

  g_assert_cmpstr (ak_match_get_name (match), ==, "Club evening");
  g_assert_true (ak_rules_equal (ak_match_get_rules (match), &rules));
  g_assert_cmpuint (ak_match_get_n_games (match), ==, 1);
  game = ak_match_get_current_game (match);
  g_assert_true (game == ak_match_get_game (match, 0));
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_NORTH);
  g_assert_cmpstr (ak_game_get_tag (game, "Match"), ==, "Club evening");
  g_assert_cmpstr (ak_game_get_tag (game, "Game"), ==, "1");
  g_assert_null (ak_game_get_tag (game, "Purchase"));
  g_assert_false (ak_match_get_plan (match, &plan));
  g_assert_false (ak_match_get_plan (match, NULL));
  assert_ledger (match);

  /* The properties say what the accessors say. */
  g_object_get (match,
                "rules", &rules_value,
                "name", &name,
                "games", &games,
                "ledger", &ledger,
                "current-game", &current,
                "holes-south", &holes_south,
                "n-games", &n_games,
                "is-over", &is_over,
                "winner", &winner,
                NULL);
  g_assert_true (ak_rules_equal (rules_value, &rules));
  g_boxed_free (AK_TYPE_RULES, rules_value);
  g_assert_cmpstr (name, ==, "Club evening");
  g_assert_true (games == ak_match_get_games (match));
  g_assert_true (ledger == ak_match_get_ledger (match));
  g_assert_true (current == game);
  g_assert_cmpuint (holes_south, ==, 6);
  g_assert_cmpuint (n_games, ==, 1);
  g_assert_false (is_over);
  g_assert_cmpint (winner, ==, -1);

  entry = g_list_model_get_item (ledger, 0);
  g_assert_cmpuint (ak_ledger_entry_get_game_number (entry), ==, 1);
  g_assert_cmpint (ak_ledger_entry_get_starter (entry), ==, AK_NORTH);
  g_assert_cmpstr (ak_ledger_entry_get_result (entry), ==, "*");
  g_assert_null (ak_ledger_entry_get_purchases (entry));

  /* The rows go with the match. */
  g_object_add_weak_pointer (G_OBJECT (entry), (gpointer *) &entry);
  g_object_unref (entry);
  g_clear_object (&current);
  g_clear_object (&games);
  g_clear_object (&ledger);
  g_assert_finalize_object (g_steal_pointer (&match));
  g_assert_null (entry);

  /* A match needs a name for its Match tags; one is made up if none is
   * given. */
  match = ak_match_new (&rules, NULL);
  g_assert_cmpstr (ak_match_get_name (match), ==, "Match");
  g_assert_cmpstr (ak_game_get_tag (ak_match_get_current_game (match), "Match"), ==, "Match");
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* A whole match, steered towards South, to the ruin of North. */
static void
test_match_to_ruin (void)
{
  g_autoptr(AkMatch) match = NULL;
  g_autofree char *text = NULL;
  Observer observer;
  AkRandom rng;
  AkRules rules;
  guint bought = 0;
  guint wealth[2];

  ak_rules_init (&rules);
  ak_random_init (&rng, 20260105);
  match = ak_match_new (&rules, "To the ruin");
  ak_game_set_south_name (ak_match_get_current_game (match), "Ana");
  ak_game_set_north_name (ak_match_get_current_game (match), "Computer");
  observer_init (&observer, match);

  for (guint g = 1; ; g++)
    {
      AkRebuildPlan plan;
      guint8 purchases[AK_N_HOLES];
      guint n_purchases;
      AkGame *game = ak_match_get_current_game (match);

      g_assert_cmpuint (g, <, 100);
      g_assert_cmpstr (ak_game_get_south_name (game), ==, "Ana");
      g_assert_cmpstr (ak_game_get_north_name (game), ==, "Computer");

      play_game (&observer, &rng, 4, AK_SOUTH, 12);
      assert_ledger (match);
      assert_end (match);
      if (ak_match_get_is_over (match))
        break;

      g_assert_true (ak_match_get_plan (match, &plan));
      n_purchases = choose_purchases (&plan, &rng, purchases);
      bought += n_purchases;
      start_next_game (&observer, purchases, n_purchases);
      assert_ledger (match);
      g_assert_false (ak_match_get_is_over (match));

      /* A save in the middle of a game, now and then. */
      if (g % 3 == 0)
        {
          play_random_move (ak_match_get_current_game (match), &rng);
          observer_check (&observer);
          g_clear_pointer (&text, g_free);
          text = assert_round_trip (match);
        }
    }

  /* North cannot fill a single hole. */
  current_wealth (match, wealth);
  g_assert_cmpuint (wealth[AK_NORTH], <, 4);
  g_assert_true (ak_match_get_is_over (match));
  g_assert_cmpint (ak_match_get_winner (match), ==, AK_SOUTH);
  g_assert_cmpuint (ak_match_get_n_games (match), >=, 3);
  g_assert_cmpuint (bought, >, 0);
  g_test_message ("ruin after %u games, %u holes bought",
                  ak_match_get_n_games (match), bought);

  /* How it went, for the log. */
  {
    guint agreed = 0;

    for (guint i = 0; i < ak_match_get_n_games (match); i++)
      {
        g_autoptr(AkLedgerEntry) entry = g_list_model_get_item (ak_match_get_ledger (match), i);

        if (ak_ledger_entry_get_termination (entry) == AK_TERMINATION_AGREEMENT)
          agreed++;
      }
    g_test_message ("%u games ended by agreement, South won %u, North %u, %u drawn", agreed,
                    ak_match_get_wins (match, AK_SOUTH), ak_match_get_wins (match, AK_NORTH),
                    ak_match_get_draws (match));
    g_assert_cmpuint (agreed, >, 0);
  }

  /* No next game: the engine says why. */
  {
    g_autoptr(GError) error = NULL;
    guint n = ak_match_get_n_games (match);

    g_assert_false (ak_match_start_next_game (match, NULL, 0, &error));
    g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_OVER);
    g_assert_cmpuint (ak_match_get_n_games (match), ==, n);
    observer_check (&observer);
  }

  g_free (assert_round_trip (match));
  observer_clear (&observer);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* Who starts the next game, in each next-starter mode. */
static void
test_match_next_starter (void)
{
  static const struct
  {
    AkNextStarter mode;
    AkSide        first;
  } cases[] = {
    { AK_NEXT_STARTER_ALTERNATE, AK_SOUTH },
    { AK_NEXT_STARTER_ALTERNATE, AK_NORTH },
    { AK_NEXT_STARTER_LOSER, AK_SOUTH },
    { AK_NEXT_STARTER_LOSER, AK_NORTH },
    { AK_NEXT_STARTER_WINNER, AK_SOUTH },
    { AK_NEXT_STARTER_WINNER, AK_NORTH },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(AkMatch) match = NULL;
      Observer observer;
      AkRandom rng;
      AkRules rules;
      AkSide starter = cases[c].first;
      AkGame *game;

      ak_rules_init (&rules);
      rules.next_starter = cases[c].mode;
      rules.first = cases[c].first;
      ak_random_init (&rng, 7 + c);
      match = ak_match_new (&rules, "Starters");
      observer_init (&observer, match);

      /* Game 1 drawn at once, 24-24: every mode alternates. */
      game = ak_match_get_current_game (match);
      g_assert_cmpint (ak_game_get_side_to_move (game), ==, starter);
      g_assert_true (ak_game_agree (game));
      observer_check (&observer);
      g_assert_cmpstr (ak_game_get_result (game), ==, "24-24");
      g_assert_cmpuint (ak_match_get_draws (match), ==, 1);
      start_next_game (&observer, NULL, 0);
      starter = AK_SIDE_OTHER (starter);
      g_assert_cmpint (ak_game_get_start (ak_match_get_current_game (match))->side, ==, starter);

      /* Then a game North wins, and one South wins. */
      for (AkSide winner = AK_NORTH; ; winner = AK_SOUTH)
        {
          AkRebuildPlan plan;
          guint8 purchases[AK_N_HOLES];

          play_game (&observer, &rng, 4, winner, 2);
          game = ak_match_get_current_game (match);
          if (!ak_match_get_plan (match, &plan))
            g_error ("the match ended early in case %u", c);
          {
            g_autoptr(AkLedgerEntry) entry =
              g_list_model_get_item (ak_match_get_ledger (match), ak_match_get_n_games (match) - 1);
            guint south = ak_ledger_entry_get_total (entry, AK_SOUTH);
            guint north = ak_ledger_entry_get_total (entry, AK_NORTH);

            if (south == north)
              starter = AK_SIDE_OTHER (starter);
            else if (cases[c].mode == AK_NEXT_STARTER_ALTERNATE)
              starter = AK_SIDE_OTHER (starter);
            else if (cases[c].mode == AK_NEXT_STARTER_WINNER)
              starter = south > north ? AK_SOUTH : AK_NORTH;
            else
              starter = south > north ? AK_NORTH : AK_SOUTH;
          }
          start_next_game (&observer, purchases, choose_purchases (&plan, &rng, purchases));
          g_assert_cmpint (ak_game_get_start (ak_match_get_current_game (match))->side, ==,
                           starter);
          {
            g_autoptr(AkLedgerEntry) entry =
              g_list_model_get_item (ak_match_get_ledger (match), ak_match_get_n_games (match) - 1);

            g_assert_cmpint (ak_ledger_entry_get_starter (entry), ==, starter);
          }
          if (winner == AK_SOUTH)
            break;
        }
      assert_ledger (match);
      g_free (assert_round_trip (match));

      observer_clear (&observer);
      g_assert_finalize_object (g_steal_pointer (&match));
    }
}

/* match-end=games:N and holes:N. */
static void
test_match_end (void)
{
  static const struct
  {
    AkMatchEnd end;
    guint      n;
    int        favour;
  } cases[] = {
    { AK_MATCH_END_GAMES, 1, AK_SIDE_NONE },
    { AK_MATCH_END_GAMES, 3, AK_SIDE_NONE },
    { AK_MATCH_END_GAMES, 4, AK_NORTH },
    { AK_MATCH_END_HOLES, 7, AK_SOUTH },
    { AK_MATCH_END_HOLES, 8, AK_NORTH },
    { AK_MATCH_END_HOLES, 9, AK_SOUTH },
  };

  guint by_rule = 0;

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(AkMatch) match = NULL;
      g_autoptr(GError) error = NULL;
      Observer observer;
      AkRandom rng;
      AkRules rules;

      ak_rules_init (&rules);
      rules.match_end = cases[c].end;
      rules.match_end_n = cases[c].n;
      ak_random_init (&rng, 1000 + c);
      match = ak_match_new (&rules, "End");
      observer_init (&observer, match);

      while (TRUE)
        {
          g_assert_cmpuint (ak_match_get_n_games (match), <, 100);
          play_game (&observer, &rng, 8, cases[c].favour, 6);
          assert_ledger (match);
          assert_end (match);
          if (ak_match_get_is_over (match))
            break;
          start_next_game (&observer, NULL, 0);
        }

      if (cases[c].end == AK_MATCH_END_GAMES)
        {
          guint wealth[2];

          /* Unless a player was ruined before. */
          current_wealth (match, wealth);
          if (MIN (wealth[AK_SOUTH], wealth[AK_NORTH]) >= 4)
            g_assert_cmpuint (ak_match_get_n_games (match), ==, cases[c].n);
        }
      else
        g_assert_cmpuint (MAX (ak_match_get_holes (match, AK_SOUTH),
                               ak_match_get_holes (match, AK_NORTH)), <, cases[c].n);

      g_assert_false (ak_match_get_plan (match, NULL));
      g_assert_false (ak_match_start_next_game (match, NULL, 0, &error));
      g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_OVER);
      observer_check (&observer);

      /* Taking the agreement back reopens the match. */
      if (ak_game_get_termination (ak_match_get_current_game (match)) == AK_TERMINATION_AGREEMENT)
        {
          g_assert_true (ak_game_undo (ak_match_get_current_game (match)));
          observer_check (&observer);
          g_assert_false (ak_match_get_is_over (match));
          g_assert_cmpint (ak_match_get_winner (match), ==, -1);
          g_assert_true (ak_game_agree (ak_match_get_current_game (match)));
          observer_check (&observer);
          g_assert_true (ak_match_get_is_over (match));
        }

      for (guint i = 0; i < ak_match_get_n_games (match); i++)
        {
          g_autoptr(AkLedgerEntry) entry = g_list_model_get_item (ak_match_get_ledger (match), i);
          AkTermination termination = ak_ledger_entry_get_termination (entry);

          if (termination != AK_TERMINATION_NONE && termination != AK_TERMINATION_AGREEMENT)
            by_rule++;
        }

      g_free (assert_round_trip (match));
      observer_clear (&observer);
      g_assert_finalize_object (g_steal_pointer (&match));
    }

  /* Some games, saved and loaded above, ended by the rules. */
  g_test_message ("%u games ended by the rules", by_rule);
  g_assert_cmpuint (by_rule, >, 0);
}

/* A purchase the engine refuses changes nothing. */
static void
test_match_purchase_errors (void)
{
  g_autoptr(AkMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  Observer observer;
  AkRebuildPlan plan;
  AkRandom rng;
  AkRules rules;
  guint8 purchases[AK_N_HOLES];
  guint n_purchases;
  guint changed;
  int own, other;

  ak_rules_init (&rules);
  ak_random_init (&rng, 99);
  match = ak_match_new (&rules, "Errors");
  observer_init (&observer, match);

  /* Before the end of the game: a programming error. */
  g_test_expect_message ("ak-match", G_LOG_LEVEL_CRITICAL, "*termination != AK_TERMINATION_NONE*");
  g_assert_false (ak_match_start_next_game (match, NULL, 0, &error));
  g_test_assert_expected_messages ();
  g_assert_no_error (error);
  observer_check (&observer);

  /* Play until a game leaves a buyer with at least two holes to buy. */
  while (TRUE)
    {
      play_game (&observer, &rng, 10, AK_SOUTH, 8);
      g_assert_true (ak_match_get_plan (match, &plan));
      if (plan.buyer != AK_SIDE_NONE && plan.n_purchases >= 2 && plan.n_purchases < 6)
        break;
      start_next_game (&observer, NULL, 0);
    }

  {
    g_autoptr(GPtrArray) records = ak_match_dup_records (match);

    before = ak_notation_write (records);
  }
  changed = observer.n_changed;
  own = plan.buyer == AK_SOUTH ? 0 : AK_ROW_HOLES;
  other = plan.buyer == AK_SOUTH ? AK_ROW_HOLES : 0;

  /* One hole too many, one too few, none at all. */
  for (guint i = 0; i < AK_ROW_HOLES; i++)
    purchases[i] = (guint8) (other + i);
  {
    const guint counts[] = { plan.n_purchases + 1, plan.n_purchases - 1, 0 };

    for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
      {
        g_assert_false (ak_match_start_next_game (match, purchases, counts[i], &error));
        g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE);
        g_clear_error (&error);
        observer_check (&observer);
      }
  }

  /* A hole of the buyer's own row. */
  n_purchases = choose_purchases (&plan, &rng, purchases);
  purchases[n_purchases - 1] = own + 2;
  g_assert_false (ak_match_start_next_game (match, purchases, n_purchases, &error));
  g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE);
  g_assert_nonnull (strstr (error->message, "c"));
  g_clear_error (&error);
  observer_check (&observer);

  /* The same hole twice, and no hole at all. */
  n_purchases = choose_purchases (&plan, &rng, purchases);
  purchases[1] = purchases[0];
  g_assert_false (ak_match_start_next_game (match, purchases, n_purchases, &error));
  g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE);
  g_clear_error (&error);
  purchases[1] = 12;
  g_assert_false (ak_match_start_next_game (match, purchases, n_purchases, &error));
  g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE);
  g_clear_error (&error);
  observer_check (&observer);

  /* Nothing changed: not the games, the ledger, or what a save writes. */
  g_assert_cmpuint (observer.n_changed, ==, changed);
  g_assert_true (ak_match_get_plan (match, NULL));
  {
    g_autoptr(GPtrArray) records = ak_match_dup_records (match);

    after = ak_notation_write (records);
  }
  g_assert_cmpstr (after, ==, before);
  assert_ledger (match);

  /* A good purchase, in any order, is shown in sowing order. */
  n_purchases = choose_purchases (&plan, &rng, purchases);
  if (purchases[0] < purchases[1])
    {
      guint8 swap = purchases[0];

      purchases[0] = purchases[1];
      purchases[1] = swap;
    }
  start_next_game (&observer, purchases, n_purchases);
  assert_ledger (match);

  /* A game drawn at once leaves nobody to buy a hole. */
  {
    g_autoptr(AkMatch) even = ak_match_new (&rules, "Even");

    g_assert_true (ak_game_agree (ak_match_get_current_game (even)));
    g_assert_true (ak_match_get_plan (even, &plan));
    g_assert_cmpint (plan.buyer, ==, AK_SIDE_NONE);
    purchases[0] = 6;
    g_assert_false (ak_match_start_next_game (even, purchases, 1, &error));
    g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE);
    g_clear_error (&error);
    g_assert_cmpuint (ak_match_get_n_games (even), ==, 1);
    g_assert_true (ak_match_start_next_game (even, purchases, 0, &error));
    g_assert_no_error (error);
    g_assert_null (ak_game_get_tag (ak_match_get_current_game (even), "Purchase"));
    assert_ledger (even);
    g_assert_finalize_object (g_steal_pointer (&even));
  }

  observer_clear (&observer);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* remainder=round: no banks, a full board. */
static void
test_match_round (void)
{
  g_autoptr(AkMatch) match = NULL;
  Observer observer;
  AkRandom rng;
  AkRules rules;

  ak_rules_init (&rules);
  rules.remainder = AK_REMAINDER_ROUND;
  ak_random_init (&rng, 31);
  match = ak_match_new (&rules, "Round");
  observer_init (&observer, match);

  for (guint g = 0; g < 4; g++)
    {
      AkRebuildPlan plan;
      guint8 purchases[AK_N_HOLES];
      const AkPosition *start;

      play_game (&observer, &rng, 6, AK_SOUTH, 2);
      if (!ak_match_get_plan (match, &plan))
        break;
      start_next_game (&observer, purchases, choose_purchases (&plan, &rng, purchases));
      start = ak_game_get_start (ak_match_get_current_game (match));
      g_assert_cmpuint (start->banks[AK_SOUTH] + start->banks[AK_NORTH], ==, 0);
      g_assert_cmpuint (ak_position_seeds_on_board (start), ==, AK_N_SEEDS);
      assert_ledger (match);
    }
  g_assert_cmpuint (ak_match_get_n_games (match), >, 1);
  g_free (assert_round_trip (match));

  observer_clear (&observer);
  g_assert_finalize_object (g_steal_pointer (&match));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/model/match/new", test_match_new);
  g_test_add_func ("/ak/model/match/to-ruin", test_match_to_ruin);
  g_test_add_func ("/ak/model/match/next-starter", test_match_next_starter);
  g_test_add_func ("/ak/model/match/end", test_match_end);
  g_test_add_func ("/ak/model/match/purchase-errors", test_match_purchase_errors);
  g_test_add_func ("/ak/model/match/round", test_match_round);

  return g_test_run ();
}
