/* test-table-teaching.c — the table in teaching mode: the look at a
 * person's move before the computer answers, the warning as a state of
 * its own, going on, taking back, teaching turned off, and the table
 * going away during the look
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-table-teaching"

#include "config.h"

#include <string.h>

#include "ak-model.h"
#include "ak-table-private.h"

/* The look's depth and the test's own: the same values on any machine. */
#define DEPTH 6

/* A position of a random game, South to move, with one move much worse
 * than the best (the test finds which with the engine). */
#define POSITION "2,1,10,4,1,2/1,0,2,4,1,8 S 4-8"

#define TIMEOUT_MS (120 * 1000)

typedef struct
{
  AkTable *table;
  AkGame  *game;
  int      worst;
  int      best;
  guint    searches;
} Fixture;

static gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

typedef gboolean (*Condition) (Fixture *fixture);

static void
wait_for (Fixture   *fixture,
          Condition  cond)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (TIMEOUT_MS, timeout_cb, &timed_out);

  while (!cond (fixture) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
looked_at (Fixture *fixture)
{
  return !ak_table_get_checking (fixture->table);
}

static gboolean
answered (Fixture *fixture)
{
  return ak_game_get_side_to_move (fixture->game) == AK_SOUTH &&
         !ak_table_get_thinking (fixture->table) && !ak_table_get_checking (fixture->table);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(AkSearch) search = ak_search_new (16);
  g_autoptr(AkHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  AkSearchLimits limits = { 0, };
  AkSearchResult result;
  int low = G_MAXINT, high = G_MININT;
  AkRules rules;

  ak_rules_init (&rules);
  fixture->game = ak_game_new_from_position_string (&rules, POSITION, &error);
  g_assert_no_error (error);

  history = ak_game_dup_engine_history (fixture->game);
  limits.all_moves = TRUE;
  limits.max_depth = DEPTH;
  g_assert_true (ak_search_run (search, &rules, history, &limits, &result));
  for (guint i = 0; i < result.n_moves; i++)
    {
      if (result.move_scores[i] < low)
        {
          low = result.move_scores[i];
          fixture->worst = result.moves[i];
        }
      if (result.move_scores[i] > high)
        {
          high = result.move_scores[i];
          fixture->best = result.moves[i];
        }
    }
  /* The fixture is what the tests need: a mistake by the review's `?`. */
  g_assert_cmpint (high - low, >=, 2 * AK_REVIEW_MISTAKE_LOSS);

  fixture->table = ak_table_new ();
  ak_table_set_game (fixture->table, fixture->game);
  ak_player_set_computer_level (ak_table_get_player (fixture->table, AK_NORTH), 1);
  _ak_table_set_teaching_depth (fixture->table, DEPTH);
  ak_table_set_teaching_mode (fixture->table, AK_TEACHING_MODE_WARN);
  fixture->searches = _ak_table_get_n_searches (fixture->table);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->table);
  g_clear_object (&fixture->game);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
play_worst_and_wait (Fixture *fixture)
{
  g_assert_true (ak_table_play (fixture->table, fixture->worst, NULL));
  g_assert_true (ak_table_get_checking (fixture->table));
  g_assert_false (ak_table_get_thinking (fixture->table));
  wait_for (fixture, looked_at);
  g_assert_nonnull (ak_table_get_warning (fixture->table));
}

/* The warning is a state the table stays in: the computer neither
 * thinks nor plays, pausing and resuming change nothing; Continue lets
 * it answer once. */
static void
test_warned_then_continue (Fixture       *fixture,
                           gconstpointer  data)
{
  const AkTeachingWarning *warning;
  g_autofree char *text = NULL;

  play_worst_and_wait (fixture);
  warning = ak_table_get_warning (fixture->table);
  g_assert_cmpint (warning->move, ==, fixture->worst);
  g_assert_cmpint (warning->best_move, ==, fixture->best);
  g_assert_cmpint (warning->loss, >=, AK_REVIEW_MISTAKE_LOSS);
  g_assert_cmpint (warning->side, ==, AK_SOUTH);
  g_assert_true (warning->node == ak_game_get_live_node (fixture->game));
  text = ak_table_dup_warning_text (fixture->table);
  g_assert_nonnull (text);

  g_assert_cmpint (ak_table_get_stage (fixture->table), ==, AK_TABLE_STAGE_PLAYING);
  g_assert_false (ak_table_get_thinking (fixture->table));
  g_assert_cmpint (ak_game_get_side_to_move (fixture->game), ==, AK_NORTH);
  ak_table_set_paused (fixture->table, TRUE);
  ak_table_set_paused (fixture->table, FALSE);
  g_assert_nonnull (ak_table_get_warning (fixture->table));
  g_assert_false (ak_table_get_thinking (fixture->table));
  g_assert_cmpuint (_ak_table_get_n_searches (fixture->table), ==, fixture->searches);
  g_assert_true (ak_table_teaching_continue (fixture->table));
  g_assert_null (ak_table_get_warning (fixture->table));
  g_assert_false (ak_table_teaching_continue (fixture->table));
  wait_for (fixture, answered);
  g_assert_cmpuint (_ak_table_get_n_searches (fixture->table), ==, fixture->searches + 1);
  g_assert_cmpuint (ak_game_get_live_node (fixture->game)->ply, ==, 2);
}

/* Take Back: play stands where the move was played; the move taken back
 * stays with the warning, the better line goes; the computer does not
 * think. */
static void
test_take_back (Fixture       *fixture,
                gconstpointer  data)
{
  AkGameNode *root = ak_game_get_root (fixture->game);
  g_autofree char *before = ak_position_to_string (ak_game_get_position (fixture->game));
  g_autofree char *text = NULL;
  g_autofree char *after = NULL;
  g_autofree char *comment = NULL;
  AkGameNode *played = NULL;

  ak_table_set_teaching_mode (fixture->table, AK_TEACHING_MODE_TAKE_BACK);
  play_worst_and_wait (fixture);
  text = ak_table_dup_warning_text (fixture->table);
  g_assert_true (ak_table_teaching_take_back (fixture->table));

  after = ak_position_to_string (ak_game_get_position (fixture->game));
  g_assert_cmpstr (after, ==, before);
  g_assert_true (ak_game_get_live_node (fixture->game) == root);
  g_assert_cmpint (ak_game_get_side_to_move (fixture->game), ==, AK_SOUTH);
  g_assert_null (ak_table_get_warning (fixture->table));
  g_assert_false (ak_table_get_thinking (fixture->table));
  g_assert_false (ak_table_get_checking (fixture->table));
  /* The move taken back stays, as an undone move does; the better line
   * beside it goes. */
  for (guint i = 0; i < root->children->len; i++)
    {
      AkGameNode *child = g_ptr_array_index (root->children, i);

      g_assert_cmpint (child->move, !=, fixture->best);
      if (child->move == fixture->worst)
        played = child;
    }
  g_assert_nonnull (played);
  comment = ak_game_dup_comment (fixture->game, played);
  g_assert_nonnull (comment);
  g_assert_nonnull (strstr (comment, text));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (_ak_table_get_n_searches (fixture->table), ==, fixture->searches);
}

/* Teaching turned off while warned: the computer answers the move. */
static void
test_turned_off (Fixture       *fixture,
                 gconstpointer  data)
{
  play_worst_and_wait (fixture);
  ak_table_set_teaching_mode (fixture->table, AK_TEACHING_MODE_OFF);
  g_assert_null (ak_table_get_warning (fixture->table));
  wait_for (fixture, answered);
  g_assert_cmpuint (_ak_table_get_n_searches (fixture->table), ==, fixture->searches + 1);
}

/* A good move is let through, and the computer answers it once. */
static void
test_good_move (Fixture       *fixture,
                gconstpointer  data)
{
  g_assert_true (ak_table_play (fixture->table, fixture->best, NULL));
  wait_for (fixture, answered);
  g_assert_cmpuint (_ak_table_get_n_searches (fixture->table), ==, fixture->searches + 1);
  g_assert_cmpuint (ak_game_get_live_node (fixture->game)->ply, ==, 2);
}

/* The table goes away while the move is looked at: the look's end finds
 * nobody. */
static void
test_gone_while_looking (Fixture       *fixture,
                         gconstpointer  data)
{
  g_assert_true (ak_table_play (fixture->table, fixture->worst, NULL));
  g_assert_true (ak_table_get_checking (fixture->table));
  g_clear_object (&fixture->table);
  {
    gboolean done = FALSE;

    g_timeout_add (500, timeout_cb, &done);
    while (!done)
      g_main_context_iteration (NULL, TRUE);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ak/model/table-teaching/warned-then-continue", test_warned_then_continue);
  ADD ("/ak/model/table-teaching/take-back", test_take_back);
  ADD ("/ak/model/table-teaching/turned-off", test_turned_off);
  ADD ("/ak/model/table-teaching/good-move", test_good_move);
  ADD ("/ak/model/table-teaching/gone-while-looking", test_gone_while_looking);
#undef ADD

  return g_test_run ();
}
