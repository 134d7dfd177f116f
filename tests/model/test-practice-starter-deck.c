/* test-practice-starter-deck.c — the shipped starter deck, every exercise
 * checked again: its right answers by deeper searches than the
 * generator's, the seeds of its position, and no position twice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-engine.h"
#include "ak-practice-check.h"
#include "ak-practice-starter.h"
#include "ak-practice-starter-private.h"
#include "ak-review.h"

static GPtrArray *
read_deck (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = _ak_practice_starter_dup_text (&error);
  GPtrArray *games;
  gsize length;
  const char *text;

  g_assert_no_error (error);
  text = g_bytes_get_data (bytes, &length);
  games = ak_notation_read (text, (gssize) length, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (games);
  return games;
}

/* The right moves of @game's position by a search of @depth plies, as a
 * sorted string of holes: every move within the ?! threshold of the
 * best.  The search is the one ak-practice-starter.h describes: one
 * thread, an emptied table, the position alone. */
static char *
search_answers (AkSearch           *search,
                const AkGameRecord *game,
                guint               depth)
{
  g_autoptr(AkHistory) history = ak_history_new (&game->rules, &game->start);
  AkSearchLimits limits = { 0, };
  AkSearchResult result;
  GString *answers = g_string_new (NULL);
  int best = G_MININT;

  ak_search_clear (search);
  limits.max_depth = depth;
  limits.all_moves = TRUE;
  limits.n_threads = 1;
  g_assert_true (ak_search_run (search, &game->rules, history, &limits, &result));
  /* Every iteration, unless a shallower one proved every value. */
  g_assert_true (result.depth == depth || result.kind == AK_VALUE_PROVED);
  for (guint i = 0; i < result.n_moves; i++)
    best = MAX (best, result.move_scores[i]);
  g_assert_cmpint (best, ==, result.score);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    for (guint i = 0; i < result.n_moves; i++)
      if (result.moves[i] == hole && best - result.move_scores[i] < AK_REVIEW_INACCURACY_LOSS)
        g_string_append_c (answers, ak_hole_to_char (hole));
  return g_string_free (answers, FALSE);
}

/* The Answers tag's holes, sorted in the same way. */
static char *
stated_answers (const AkGameRecord *game)
{
  const char *tag = ak_game_record_get_tag (game, AK_PRACTICE_STARTER_TAG_ANSWERS);
  g_auto(GStrv) holes = NULL;
  GString *answers = g_string_new (NULL);

  g_assert_nonnull (tag);
  holes = g_strsplit (tag, " ", -1);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    for (guint i = 0; holes[i] != NULL; i++)
      if (strlen (holes[i]) == 1 && ak_hole_from_char (holes[i][0]) == hole)
        g_string_append_c (answers, holes[i][0]);
  /* Nothing else in the tag. */
  g_assert_cmpuint (answers->len, ==, g_strv_length (holes));
  return g_string_free (answers, FALSE);
}

/* Seeds on the board, in the stores and in the banks: 48, counted here
 * rather than by the engine's own total. */
static guint
count_seeds (const AkPosition *pos)
{
  guint n = pos->stores[AK_SOUTH] + pos->stores[AK_NORTH] +
            pos->banks[AK_SOUTH] + pos->banks[AK_NORTH];

  for (guint i = 0; i < AK_N_HOLES; i++)
    n += pos->holes[i];
  return n;
}

static void
test_answers (void)
{
  g_autoptr(GPtrArray) games = read_deck ();
  g_autoptr(AkSearch) search = ak_search_new (AK_PRACTICE_STARTER_TABLE_MB);
  g_autoptr(GHashTable) boards = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n_disagree = 0;

  g_assert_cmpuint (games->len, >=, 200);
  for (guint i = 0; i < games->len; i++)
    {
      const AkGameRecord *game = g_ptr_array_index (games, i);
      g_autofree char *stated = stated_answers (game);
      g_autofree char *at_app = NULL;
      g_autofree char *deeper = NULL;
      g_autofree char *board = NULL;
      g_autofree char *board_text = NULL;
      AkPosition key = game->start;

      g_assert_cmpuint (count_seeds (&game->start), ==, AK_N_SEEDS);
      g_assert_true (game->root->children == NULL || game->root->children->len == 0);
      g_assert_cmpstr (ak_game_record_get_tag (game, "Rules"), ==, NULL);

      /* No board twice with the same side to move in one variant, whatever
       * the stores. */
      key.stores[AK_SOUTH] = key.stores[AK_NORTH] = 0;
      board_text = ak_position_to_string (&key);
      board = g_strdup_printf ("%d %s", game->rules.variant, board_text);
      g_assert_false (g_hash_table_contains (boards, board));
      g_hash_table_add (boards, g_steal_pointer (&board));

      at_app = search_answers (search, game, AK_PRACTICE_STARTER_APP_DEPTH);
      deeper = search_answers (search, game, AK_PRACTICE_STARTER_CHECK_DEPTH);
      if (g_strcmp0 (stated, at_app) != 0 || g_strcmp0 (stated, deeper) != 0)
        {
          g_test_message ("exercise %u (%s): stated %s, depth %d %s, depth %d %s", i + 1,
                          ak_game_record_get_tag (game, "Position"), stated,
                          AK_PRACTICE_STARTER_APP_DEPTH, at_app,
                          AK_PRACTICE_STARTER_CHECK_DEPTH, deeper);
          n_disagree++;
        }
    }
  g_assert_cmpuint (n_disagree, ==, 0);
}

/* The cards the app adds, judged as the practice window judges an answer
 * (ak-practice-check.h, its default depth, no tables): the moves it
 * takes for right are the card's best moves, no more and no fewer. */
static void
test_app_check (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) cards = ak_practice_starter_load (&error);
  guint n_disagree = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (cards->len, >=, 200);
  for (guint i = 0; i < cards->len; i++)
    {
      const AkPracticeCard *card = g_ptr_array_index (cards, i);
      AkPracticeCheck *check = ak_practice_check_new_sync (card, NULL, NULL, &error);
      guint n_right = 0;
      gboolean same = TRUE;

      g_assert_no_error (error);
      for (guint j = 0; j < ak_practice_check_get_n_answers (check); j++)
        {
          const AkPracticeAnswer *answer = ak_practice_check_get_answer (check, j);
          g_autofree char *move = ak_practice_move_to_string (answer->move);
          gboolean listed = FALSE;

          for (guint k = 0; k < card->best_moves->len; k++)
            listed |= g_strcmp0 (g_array_index (card->best_moves, AkPracticeBestMove, k).move,
                                 move) == 0;
          n_right += answer->right;
          same &= listed == answer->right;
        }
      if (!same || n_right != card->best_moves->len)
        {
          g_test_message ("card %u (%s): the check's right moves are not its best moves",
                          i + 1, card->position);
          n_disagree++;
        }
      ak_practice_check_unref (check);
    }
  g_assert_cmpuint (n_disagree, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/practice-starter-deck/answers", test_answers);
  g_test_add_func ("/practice-starter-deck/app-check", test_app_check);
  return g_test_run ();
}
