/* test-table.c — AkTable: players, the turn loop, the computer, pacing,
 * browsing, hints, forced passes and the rebuild between games of a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every test plays through the table as the views do, and checks the
 * game's tree and the match's ledger for what a player would see: no move
 * nobody asked for, 48 seeds after every event, a ledger that follows
 * undo.
 */

#define G_LOG_DOMAIN "test-table"

#include "config.h"

#include <string.h>

#include "ak-model.h"
#include "ak-table-private.h"

/* ----- helpers ----- */

static gboolean
timeout_cb (gpointer user_data)
{
  gboolean *flag = user_data;

  *flag = TRUE;
  return G_SOURCE_REMOVE;
}

typedef gboolean (*Condition) (AkTable *table);

/* Runs the main loop until @cond holds or @ms pass; returns whether it
 * holds. */
static gboolean
wait_until (AkTable   *table,
            Condition  cond,
            guint      ms)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (ms, timeout_cb, &timed_out);

  while (!cond (table) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  return cond (table);
}

static void
spin (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
not_thinking (AkTable *table)
{
  return !ak_table_get_thinking (table);
}

static gboolean
person_to_move_or_over (AkTable *table)
{
  return !ak_table_get_thinking (table) && !ak_table_is_computer_turn (table);
}

static gboolean
not_playing (AkTable *table)
{
  return ak_table_get_stage (table) != AK_TABLE_STAGE_PLAYING;
}

static gboolean
not_choosing (AkTable *table)
{
  return !ak_table_get_choosing (table);
}

static gboolean
hint_found (AkTable *table)
{
  return !ak_table_get_hinting (table);
}

static AkGame *
new_game (const char *rules_text,
          const char *position)
{
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  if (rules_text != NULL)
    g_assert_true (ak_rules_parse (&rules, rules_text, NULL));
  if (position != NULL)
    g_assert_true (ak_position_parse (&start, position, NULL));
  else
    ak_position_init_start (&start, AK_SOUTH);
  return ak_game_new (&rules, &start);
}

/* A legal hole for the side to move, chosen with @rng, or AK_MOVE_NONE. */
static int
random_move (AkGame  *game,
             GRand   *rng)
{
  int legal[AK_N_HOLES];
  guint n = 0;

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      legal[n++] = hole;
  if (n == 0)
    return AK_MOVE_NONE;
  return legal[g_rand_int_range (rng, 0, (gint32) n)];
}

static void
assert_48 (AkGame *game)
{
  g_assert_cmpuint (ak_position_total (ak_game_get_position (game)), ==, 48);
}

static guint
count_nodes (AkGameNode *node)
{
  guint n = 1;

  if (node->children != NULL)
    for (guint i = 0; i < node->children->len; i++)
      n += count_nodes (g_ptr_array_index (node->children, i));
  return n;
}

typedef struct
{
  guint decided;
  guint played;
  guint game_over;
  guint purchases;
  guint passes;
  gboolean hold;       /* hold the table in move-decided */
  AkTable *table;
} Events;

static void
move_decided_cb (AkTable          *table,
                 const AkTrace    *trace,
                 const AkPosition *after,
                 Events           *events)
{
  events->decided++;
  g_assert_cmpuint (ak_position_total (after), ==, 48);
  /* The game does not show the move yet. */
  g_assert_false (ak_position_equal (after, ak_game_get_position (ak_table_get_game (table))) &&
                  trace->move != AK_MOVE_PASS);
  if (events->hold)
    ak_table_hold (table);
}

static void
move_played_cb (AkTable       *table,
                const AkTrace *trace,
                Events        *events)
{
  events->played++;
  if (trace->move == AK_MOVE_PASS)
    events->passes++;
  assert_48 (ak_table_get_game (table));
}

static void
game_over_cb (AkTable *table,
              Events  *events)
{
  events->game_over++;
  g_assert_true (ak_game_get_is_over (ak_table_get_game (table)));
}

static void
purchases_changed_cb (AkTable *table,
                      Events  *events)
{
  events->purchases++;
}

static void
watch_events (AkTable *table,
              Events  *events)
{
  memset (events, 0, sizeof *events);
  events->table = table;
  g_signal_connect (table, "move-decided", G_CALLBACK (move_decided_cb), events);
  g_signal_connect (table, "move-played", G_CALLBACK (move_played_cb), events);
  g_signal_connect (table, "game-over", G_CALLBACK (game_over_cb), events);
  g_signal_connect (table, "purchases-changed", G_CALLBACK (purchases_changed_cb), events);
}

/* Counts notifications of every property, to check that each notifies
 * exactly when its value changed. */
typedef struct
{
  GHashTable *counts;
} Notes;

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           Notes      *notes)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (notes->counts, pspec->name));

  g_hash_table_insert (notes->counts, (gpointer) pspec->name, GUINT_TO_POINTER (n + 1));
}

static guint
notes_take (Notes      *notes,
            const char *name)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (notes->counts, name));

  g_hash_table_remove (notes->counts, name);
  return n;
}

/* ----- tests ----- */

/* A person against the computer, to the end, with random moves. */
static void
test_person_against_computer (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (7);
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  AkTable *table = ak_table_new ();
  Events events;
  guint plies = 0;

  watch_events (table, &events);
  ak_table_set_game (table, game);
  ak_player_set_computer_level (ak_table_get_player (table, AK_NORTH), 1);
  g_assert_cmpstr (ak_game_get_tag (game, "NorthType"), ==, "program");
  g_assert_cmpstr (ak_game_get_tag (game, "NorthLevel"), ==, "1");
  g_assert_null (ak_game_get_tag (game, "SouthType"));

  while (!ak_game_get_is_over (game))
    {
      g_assert_true (wait_until (table, person_to_move_or_over, 5000));
      if (ak_game_get_is_over (game))
        break;
      g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
      if (ak_position_status (ak_game_get_position (game), ak_game_get_rules (game)) ==
          AK_STATUS_PASS)
        continue;
      g_assert_true (ak_table_play (table, random_move (game, rng), NULL));
      assert_48 (game);
      g_assert_cmpuint (++plies, <, 2000);
    }

  g_assert_cmpuint (events.game_over, ==, 1);
  g_assert_cmpuint (events.decided, ==, events.played);
  g_assert_cmpint (ak_table_get_stage (table), ==, AK_TABLE_STAGE_GAME_OVER);
  /* Every move played is on the main line, and nothing else. */
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, events.played + 1);
  g_test_message ("%u moves, %u passes", events.played, events.passes);

  g_assert_finalize_object (table);
}

/* The computer's turn: the person's clicks are refused with the reason,
 * and so are illegal moves. */
static void
test_refusals (void)
{
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  g_autoptr(AkTable) table = ak_table_new ();
  g_autoptr(GError) error = NULL;

  ak_table_set_game (table, game);
  ak_player_set_computer_level (ak_table_get_player (table, AK_SOUTH), 5);
  ak_table_set_paused (table, TRUE);
  g_assert_false (ak_table_play (table, 0, &error));
  g_assert_error (error, AK_TABLE_ERROR, AK_TABLE_ERROR_COMPUTER_TURN);
  g_clear_error (&error);

  ak_player_set_computer_level (ak_table_get_player (table, AK_SOUTH), 0);
  g_assert_false (ak_table_play (table, 7, &error));
  g_assert_error (error, AK_TABLE_ERROR, AK_TABLE_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "North"));
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, 1);
}

/* Undo while the computer thinks: back to the person's turn, and the
 * answer that arrives later is dropped. */
static void
test_undo_while_thinking (void)
{
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  AkTable *table = ak_table_new ();
  Events events;

  watch_events (table, &events);
  ak_table_set_game (table, game);
  ak_player_set_computer_level (ak_table_get_player (table, AK_NORTH), 5);

  g_assert_true (ak_table_play (table, 2, NULL));
  g_assert_true (ak_table_get_thinking (table));
  g_assert_true (ak_table_get_can_undo (table));
  g_assert_true (ak_table_undo (table));
  g_assert_false (ak_table_get_thinking (table));
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
  g_assert_true (ak_game_get_current_node (game) == ak_game_get_root (game));

  /* The stopped search ends soon; its move is not played. */
  spin (300);
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, 2);
  g_assert_cmpuint (events.played, ==, 1);
  g_assert_true (ak_game_get_live_node (game) == ak_game_get_root (game));

  /* Redo puts the person's move forward; the computer thinks again. */
  g_assert_true (ak_table_redo (table));
  g_assert_true (ak_table_get_thinking (table));
  g_assert_finalize_object (table);
}

/* Undo against the computer goes back past its answer to the person's
 * own move. */
static void
test_undo_to_person (void)
{
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  g_autoptr(AkTable) table = ak_table_new ();

  ak_table_set_game (table, game);
  ak_player_set_computer_level (ak_table_get_player (table, AK_NORTH), 1);
  g_assert_true (ak_table_play (table, 1, NULL));
  g_assert_true (wait_until (table, person_to_move_or_over, 5000));
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
  g_assert_true (ak_game_get_current_node (game) != ak_game_get_root (game));

  g_assert_true (ak_table_undo (table));
  g_assert_true (ak_game_get_current_node (game) == ak_game_get_root (game));
  g_assert_false (ak_table_get_thinking (table));
  g_assert_false (ak_table_get_can_undo (table));
  g_assert_true (ak_table_get_can_redo (table));

  /* Redo goes forward to the person's turn again, without a search. */
  g_assert_true (ak_table_redo (table));
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
  g_assert_false (ak_table_get_thinking (table));
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, 3);
}

/* Walking through a game against the computer never makes it move: a
 * position where it is to move can be looked at as long as one likes. */
static void
test_browsing_starts_no_search (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (5);
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  AkTable *table = ak_table_new ();
  Events events;
  guint searches;
  guint nodes;

  watch_events (table, &events);
  ak_table_set_game (table, game);
  ak_player_set_computer_level (ak_table_get_player (table, AK_NORTH), 1);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (wait_until (table, person_to_move_or_over, 5000));
      g_assert_true (ak_table_play (table, random_move (game, rng), NULL));
    }
  g_assert_true (wait_until (table, person_to_move_or_over, 5000));
  searches = _ak_table_get_n_searches (table);
  nodes = count_nodes (ak_game_get_root (game));
  g_assert_cmpuint (nodes, ==, 7);

  /* One back: North, the computer, is to move there. */
  g_assert_true (ak_table_go_previous (table));
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_NORTH);
  g_assert_true (ak_table_get_browsing (table));
  g_assert_false (ak_table_get_thinking (table));
  spin (200);
  ak_table_go_first (table);
  ak_table_go_next (table);
  ak_table_go_to (table, g_ptr_array_index (ak_game_get_root (game)->children, 0));
  spin (200);
  g_assert_cmpuint (_ak_table_get_n_searches (table), ==, searches);
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, nodes);
  g_assert_cmpuint (events.played, ==, 6);

  /* Back where play stands, it is the person's turn: still no search. */
  g_assert_true (ak_table_go_live (table));
  g_assert_false (ak_table_get_browsing (table));
  g_assert_false (ak_table_get_thinking (table));
  g_assert_cmpuint (_ak_table_get_n_searches (table), ==, searches);
  g_assert_finalize_object (table);
}

/* A move played at a position walked back to makes its line the main
 * line, and the computer answers it. */
static void
test_play_from_browsed_position (void)
{
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  g_autoptr(AkTable) table = ak_table_new ();
  AkGameNode *root;
  AkGameNode *node;

  ak_table_set_game (table, game);
  g_assert_true (ak_table_play (table, 0, NULL));
  g_assert_true (ak_table_play (table, 6, NULL));
  g_assert_true (ak_table_play (table, 1, NULL));
  root = ak_game_get_root (game);

  ak_table_go_first (table);
  g_assert_true (ak_table_get_browsing (table));
  g_assert_true (ak_table_play (table, 3, NULL));
  node = ak_game_get_current_node (game);
  g_assert_false (ak_table_get_browsing (table));
  g_assert_true (ak_game_is_on_main_line (game, node));
  g_assert_true (ak_game_get_live_node (game) == node);
  g_assert_cmpuint (root->children->len, ==, 2);
  g_assert_true (g_ptr_array_index (root->children, 0) == node);

  /* Against the computer the answer comes at once. */
  ak_table_go_first (table);
  ak_player_set_computer_level (ak_table_get_player (table, AK_NORTH), 1);
  g_assert_false (ak_table_get_thinking (table));
  g_assert_true (ak_table_play (table, 4, NULL));
  g_assert_true (ak_table_get_thinking (table));
  g_assert_true (wait_until (table, not_thinking, 5000));
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
  g_assert_cmpuint (root->children->len, ==, 3);
  g_assert_true (ak_game_get_live_node (game) == ak_game_get_current_node (game));
}

/* A view holds the table while it shows a move: nothing is played, said
 * or counted until it lets go. */
static void
test_hold_and_release (void)
{
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  AkTable *table = ak_table_new ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  Events events;
  Notes notes = { g_hash_table_new (g_str_hash, g_str_equal) };

  watch_events (table, &events);
  events.hold = TRUE;
  ak_table_set_game (table, game);
  g_signal_connect (table, "notify", G_CALLBACK (notify_cb), &notes);
  before = ak_position_to_string (ak_game_get_position (game));

  g_assert_true (ak_table_play (table, 2, NULL));
  g_assert_cmpuint (events.decided, ==, 1);
  g_assert_cmpuint (events.played, ==, 0);
  g_assert_true (ak_table_get_held (table));
  g_assert_cmpuint (notes_take (&notes, "held"), ==, 1);
  after = ak_position_to_string (ak_game_get_position (game));
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, 1);

  ak_table_release (table);
  g_assert_false (ak_table_get_held (table));
  g_assert_cmpuint (notes_take (&notes, "held"), ==, 1);
  g_assert_cmpuint (events.played, ==, 1);
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, 2);
  g_assert_cmpuint (notes_take (&notes, "can-undo"), ==, 1);

  /* A move given while the last one is still shown: that one is played
   * first, then this one is decided. */
  g_assert_true (ak_table_play (table, 8, NULL));
  g_assert_cmpuint (events.played, ==, 1);
  g_assert_true (ak_table_play (table, 3, NULL));
  g_assert_cmpuint (events.played, ==, 2);
  g_assert_cmpuint (events.decided, ==, 3);
  g_assert_true (ak_table_get_held (table));
  /* Two views may hold; the move waits for both. */
  ak_table_hold (table);
  ak_table_release (table);
  g_assert_true (ak_table_get_held (table));
  ak_table_release (table);
  ak_table_release (table);
  g_assert_false (ak_table_get_held (table));
  g_assert_cmpuint (events.played, ==, 3);

  /* Undo while a move is held plays it, then takes it back. */
  g_assert_true (ak_table_play (table, 9, NULL));
  g_assert_true (ak_table_undo (table));
  g_assert_cmpuint (events.played, ==, 4);
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, 5);
  ak_table_release (table);

  /* Finalizing while a move is held is safe. */
  g_assert_true (ak_table_play (table, 9, NULL));
  g_signal_handlers_disconnect_by_data (table, &notes);
  g_hash_table_unref (notes.counts);
  g_assert_finalize_object (table);
}

/* The computer's answer waits too: a held move keeps it from thinking. */
static void
test_hold_against_computer (void)
{
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  g_autoptr(AkTable) table = ak_table_new ();
  Events events;

  watch_events (table, &events);
  events.hold = TRUE;
  ak_table_set_game (table, game);
  ak_player_set_computer_level (ak_table_get_player (table, AK_NORTH), 1);
  g_assert_true (ak_table_play (table, 0, NULL));
  spin (100);
  g_assert_false (ak_table_get_thinking (table));
  g_assert_cmpuint (_ak_table_get_n_searches (table), ==, 0);
  ak_table_release (table);
  g_assert_true (ak_table_get_thinking (table));
  /* Its move is decided and held in turn. */
  g_assert_true (wait_until (table, not_thinking, 5000));
  g_assert_cmpuint (events.decided, ==, 2);
  g_assert_cmpuint (events.played, ==, 1);
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_NORTH);
  ak_table_release (table);
  g_assert_cmpuint (events.played, ==, 2);
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
}

/* A side with no move passes at once, played by the table. */
static void
test_forced_pass (void)
{
  /* North sows A into B, C, D; then South's holes hold one seed each. */
  g_autoptr(AkGame) game = new_game (NULL, "1,1,1,1,0,0/3,3,3,0,0,0 N 17-18");
  g_autoptr(AkTable) table = ak_table_new ();
  Events events;

  watch_events (table, &events);
  ak_table_set_game (table, game);
  g_assert_true (ak_table_play (table, 6, NULL));
  g_assert_cmpuint (events.passes, ==, 1);
  g_assert_cmpuint (events.played, ==, 2);
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_NORTH);

  /* Undo into the forced pass stays there: undo can go back past it. */
  g_assert_true (ak_table_undo (table));
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
  g_assert_cmpuint (events.played, ==, 2);
  g_assert_true (ak_table_undo (table));
  g_assert_true (ak_game_get_current_node (game) == ak_game_get_root (game));
}

static void
test_hint (void)
{
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  g_autoptr(AkTable) table = ak_table_new ();

  ak_table_set_game (table, game);
  ak_table_request_hint (table);
  g_assert_true (ak_table_get_hinting (table));
  g_assert_true (wait_until (table, hint_found, 10000));
  g_assert_cmpint (ak_game_check_move (game, ak_table_get_hint (table)), ==, AK_VERDICT_LEGAL);
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, 1);
  /* With its value: from the start, an estimate, its range the value. */
  {
    AkValueKind kind = AK_VALUE_BOUNDED;
    int score = 1, lower = 0, upper = 0;

    g_assert_true (ak_table_get_hint_value (table, &kind, &score, &lower, &upper));
    g_assert_cmpint (kind, ==, AK_VALUE_ESTIMATE);
    g_assert_cmpint (lower, ==, score);
    g_assert_cmpint (upper, ==, score);
  }

  /* A hint is for its position only. */
  g_assert_true (ak_table_play (table, 0, NULL));
  g_assert_cmpint (ak_table_get_hint (table), ==, AK_MOVE_NONE);
  g_assert_false (ak_table_get_hint_value (table, NULL, NULL, NULL, NULL));

  /* Asked and then left: the answer is dropped. */
  ak_table_request_hint (table);
  ak_table_go_previous (table);
  g_assert_false (ak_table_get_hinting (table));
  spin (100);
  g_assert_cmpint (ak_table_get_hint (table), ==, AK_MOVE_NONE);
}

/* Move now: the computer at its strongest plays at once. */
static void
test_move_now (void)
{
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  g_autoptr(AkTable) table = ak_table_new ();
  gint64 start;

  ak_table_set_game (table, game);
  g_assert_false (ak_table_move_now (table));
  ak_player_set_computer_level (ak_table_get_player (table, AK_SOUTH), 5);
  g_assert_true (ak_table_get_thinking (table));
  spin (50);
  start = g_get_monotonic_time ();
  g_assert_true (ak_table_move_now (table));
  g_assert_true (wait_until (table, not_thinking, 1500));
  g_test_message ("the move came %.0f ms after it was asked for",
                  (g_get_monotonic_time () - start) / 1000.0);
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_NORTH);
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, 2);
}

static void
test_pause (void)
{
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  g_autoptr(AkTable) table = ak_table_new ();

  ak_table_set_game (table, game);
  ak_table_set_paused (table, TRUE);
  ak_player_set_computer_level (ak_table_get_player (table, AK_SOUTH), 1);
  g_assert_false (ak_table_get_thinking (table));
  spin (100);
  g_assert_cmpuint (_ak_table_get_n_searches (table), ==, 0);
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, 1);

  ak_table_set_paused (table, FALSE);
  g_assert_true (ak_table_get_thinking (table));
  /* Pausing mid-thought drops the search. */
  ak_table_set_paused (table, TRUE);
  g_assert_false (ak_table_get_thinking (table));
  spin (100);
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, 1);

  /* A person taking over from the computer stops it too. */
  ak_table_set_paused (table, FALSE);
  ak_player_set_computer_level (ak_table_get_player (table, AK_SOUTH), 0);
  g_assert_false (ak_table_get_thinking (table));
  g_assert_null (ak_game_get_tag (game, "SouthType"));
}

static gboolean
thinking (AkTable *table)
{
  return ak_table_get_thinking (table);
}

/* The computer against itself, paused: a step plays one move, and only
 * one, then it waits again. */
static void
test_step (void)
{
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  g_autoptr(AkTable) table = ak_table_new ();

  ak_table_set_game (table, game);
  ak_table_set_paused (table, TRUE);
  ak_player_set_computer_level (ak_table_get_player (table, AK_SOUTH), 1);
  ak_player_set_computer_level (ak_table_get_player (table, AK_NORTH), 1);
  g_assert_true (ak_table_get_can_step (table));

  for (guint ply = 1; ply <= 3; ply++)
    {
      g_assert_true (ak_table_step (table));
      /* Once is enough: a second step waits for the first. */
      g_assert_false (ak_table_get_can_step (table));
      g_assert_false (ak_table_step (table));
      g_assert_true (ak_table_get_thinking (table));
      g_assert_true (wait_until (table, not_thinking, 10000));
      g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, ply + 1);
      /* Still paused: no search for the next move. */
      spin (150);
      g_assert_false (ak_table_get_thinking (table));
      g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, ply + 1);
      g_assert_cmpuint (_ak_table_get_n_searches (table), ==, ply);
      g_assert_true (ak_table_get_paused (table));
      assert_48 (game);
    }

  /* Not paused, there is nothing to step; nor for a person's turn. */
  ak_table_set_paused (table, FALSE);
  g_assert_false (ak_table_get_can_step (table));
  g_assert_false (ak_table_step (table));
  ak_table_set_paused (table, TRUE);
  g_assert_true (wait_until (table, not_thinking, 10000));
  ak_player_set_computer_level (ak_table_get_player (table, AK_SOUTH), 0);
  ak_player_set_computer_level (ak_table_get_player (table, AK_NORTH), 0);
  g_assert_false (ak_table_get_can_step (table));
}

/* With the watch delay, the computer against itself waits that long
 * after each move before it thinks again; against a person it does not. */
static void
test_watch_delay (void)
{
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  g_autoptr(AkTable) table = ak_table_new ();
  gint64 before;
  gint64 waited;

  g_assert_cmpuint (ak_table_get_watch_delay (table), ==, AK_TABLE_DEFAULT_WATCH_DELAY);
  ak_table_set_watch_delay (table, 400);
  g_assert_cmpuint (ak_table_get_watch_delay (table), ==, 400);
  ak_table_set_game (table, game);
  ak_player_set_computer_level (ak_table_get_player (table, AK_SOUTH), 1);
  ak_player_set_computer_level (ak_table_get_player (table, AK_NORTH), 1);

  /* The first move has nothing to wait for. */
  g_assert_true (ak_table_get_thinking (table));
  g_assert_true (wait_until (table, not_thinking, 10000));
  before = g_get_monotonic_time ();
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, 2);
  g_assert_true (wait_until (table, thinking, 5000));
  waited = g_get_monotonic_time () - before;
  g_test_message ("the second search started %.0f ms after the first move", waited / 1000.0);
  g_assert_cmpint (waited, >=, 380 * 1000);

  /* Pausing in the wait, and resuming, still waits out the rest. */
  g_assert_true (wait_until (table, not_thinking, 10000));
  ak_table_set_paused (table, TRUE);
  spin (500);
  g_assert_false (ak_table_get_thinking (table));
  /* A step does not wait. */
  g_assert_true (ak_table_step (table));
  g_assert_true (ak_table_get_thinking (table));
  g_assert_true (wait_until (table, not_thinking, 10000));

  /* Against a person, no wait: the computer thinks as soon as the
   * person has moved. */
  ak_table_set_paused (table, FALSE);
  ak_player_set_computer_level (ak_table_get_player (table, AK_SOUTH), 0);
  g_assert_true (wait_until (table, person_to_move_or_over, 10000));
  if (!ak_game_get_is_over (game))
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (7);

      g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
      g_assert_true (ak_table_play (table, random_move (game, rng), NULL));
      if (ak_table_is_computer_turn (table))
        g_assert_true (ak_table_get_thinking (table));
    }
  assert_48 (game);
}

static void
test_divide_seeds (void)
{
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  g_autoptr(AkTable) table = ak_table_new ();
  Events events;

  watch_events (table, &events);
  ak_table_set_game (table, game);
  g_assert_true (ak_table_play (table, 0, NULL));
  g_assert_true (ak_table_get_can_divide (table));

  /* Not while looking back, and not against the computer. */
  ak_table_go_previous (table);
  g_assert_false (ak_table_get_can_divide (table));
  ak_table_go_live (table);
  ak_player_set_computer_level (ak_table_get_player (table, AK_SOUTH), 2);
  ak_table_set_paused (table, TRUE);
  g_assert_false (ak_table_get_can_divide (table));
  g_assert_false (ak_table_divide_seeds (table));
  ak_player_set_computer_level (ak_table_get_player (table, AK_SOUTH), 0);

  g_assert_true (ak_table_divide_seeds (table));
  g_assert_cmpuint (events.game_over, ==, 1);
  g_assert_true (ak_game_get_is_over (game));
  g_assert_cmpint (ak_table_get_stage (table), ==, AK_TABLE_STAGE_GAME_OVER);

  /* Undo takes the agreement back. */
  g_assert_true (ak_table_undo (table));
  g_assert_false (ak_game_get_is_over (game));
  g_assert_cmpint (ak_table_get_stage (table), ==, AK_TABLE_STAGE_PLAYING);
}

/* Plays @table's current game to its end with random moves of people. */
static void
play_to_end (AkTable *table,
             GRand   *rng)
{
  AkGame *game = ak_table_get_game (table);

  while (!ak_game_get_is_over (game))
    {
      int move = random_move (game, rng);

      if (move == AK_MOVE_NONE)
        move = AK_MOVE_PASS;
      g_assert_true (ak_table_play (table, move, NULL));
      assert_48 (game);
    }
}

/* Taking back the move that ended a game of a match takes its result out
 * of the ledger and the standing; walking back does not. */
static void
test_undo_restores_ledger (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  AkRules rules;
  g_autoptr(AkMatch) match = NULL;
  g_autoptr(AkTable) table = ak_table_new ();
  AkLedgerEntry *entry;
  AkGame *game;
  guint wins;

  ak_rules_init (&rules);
  match = ak_match_new (&rules, "Undo test");
  ak_table_set_match (table, match);
  game = ak_table_get_game (table);
  play_to_end (table, rng);
  entry = g_list_model_get_item (ak_match_get_ledger (match), 0);
  g_object_unref (entry);
  g_assert_true (ak_ledger_entry_get_is_finished (entry));
  wins = ak_match_get_wins (match, AK_SOUTH) + ak_match_get_wins (match, AK_NORTH) +
         ak_match_get_draws (match);
  g_assert_cmpuint (wins, ==, 1);
  g_assert_cmpint (ak_table_get_stage (table), !=, AK_TABLE_STAGE_PLAYING);

  /* Looking back is not taking back. */
  ak_table_go_previous (table);
  g_assert_true (ak_ledger_entry_get_is_finished (entry));
  ak_table_go_live (table);

  g_assert_true (ak_table_undo (table));
  g_assert_false (ak_game_get_is_over (game));
  g_assert_false (ak_ledger_entry_get_is_finished (entry));
  g_assert_cmpuint (ak_match_get_wins (match, AK_SOUTH) + ak_match_get_wins (match, AK_NORTH) +
                    ak_match_get_draws (match), ==, 0);
  g_assert_cmpint (ak_table_get_stage (table), ==, AK_TABLE_STAGE_PLAYING);
  g_assert_false (ak_table_continue (table));

  /* Redo ends it again. */
  g_assert_true (ak_table_redo (table));
  g_assert_true (ak_ledger_entry_get_is_finished (entry));
}

/* Two computers play a whole match, buying holes between games; every
 * game's end waits for the players to go on. */
static void
test_computer_match (void)
{
  AkRules rules;
  g_autoptr(AkMatch) match = NULL;
  AkTable *table = ak_table_new ();
  Events events;
  guint games = 1;
  guint bought = 0;

  ak_rules_init (&rules);
  g_assert_true (ak_rules_parse (&rules, "match-end=games:3", NULL));
  match = ak_match_new (&rules, "Computers");
  watch_events (table, &events);
  ak_table_set_match (table, match);
  ak_player_set_computer_level (ak_table_get_player (table, AK_SOUTH), 2);
  ak_player_set_computer_level (ak_table_get_player (table, AK_NORTH), 1);

  while (ak_table_get_stage (table) != AK_TABLE_STAGE_MATCH_OVER)
    {
      AkRebuildPlan plan;
      AkPosition next;

      g_assert_true (wait_until (table, not_playing, 60000));
      if (ak_table_get_stage (table) == AK_TABLE_STAGE_MATCH_OVER)
        break;

      /* The finished game stays until someone goes on. */
      g_assert_cmpint (ak_table_get_stage (table), ==, AK_TABLE_STAGE_GAME_OVER);
      g_assert_true (ak_game_get_is_over (ak_table_get_game (table)));
      spin (20);
      g_assert_cmpint (ak_table_get_stage (table), ==, AK_TABLE_STAGE_GAME_OVER);

      g_assert_true (ak_table_continue (table));
      g_assert_true (ak_table_get_plan (table, &plan));
      g_assert_true (wait_until (table, not_choosing, 10000));
      g_assert_true (ak_table_preview_next_board (table, &next));
      g_assert_cmpuint (ak_position_total (&next), ==, 48);
      if (plan.buyer != AK_SIDE_NONE)
        {
          g_assert_cmpuint (ak_table_get_purchases (table, NULL), ==, plan.n_purchases);
          bought += plan.n_purchases;
        }
      g_assert_true (ak_table_get_can_start_next_game (table));
      g_assert_true (ak_table_start_next_game (table, NULL));
      g_assert_cmpint (ak_table_get_stage (table), ==, AK_TABLE_STAGE_PLAYING);
      games++;
      assert_48 (ak_table_get_game (table));
      /* The players go on from game to game. */
      g_assert_cmpstr (ak_game_get_tag (ak_table_get_game (table), "SouthLevel"), ==, "2");
      g_assert_true (ak_player_is_computer (ak_table_get_player (table, AK_NORTH)));
    }

  g_assert_cmpuint (ak_match_get_n_games (match), ==, games);
  g_assert_cmpuint (events.game_over, ==, games);
  g_assert_true (ak_match_get_is_over (match));
  g_test_message ("%u games, %u moves, %u holes bought", games, events.played, bought);
  g_assert_finalize_object (table);
}

/* A person buys holes through the table. */
static void
test_person_buys (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (11);
  AkRules rules;
  g_autoptr(AkMatch) match = NULL;
  g_autoptr(AkTable) table = ak_table_new ();
  Events events;
  AkRebuildPlan plan;
  guint tries = 0;

  ak_rules_init (&rules);
  match = ak_match_new (&rules, "Buying");
  watch_events (table, &events);
  ak_table_set_match (table, match);

  /* Games until one leaves a buyer. */
  for (;;)
    {
      play_to_end (table, rng);
      if (ak_table_get_stage (table) == AK_TABLE_STAGE_MATCH_OVER)
        {
          g_test_skip ("the match ended before anyone bought a hole");
          return;
        }
      g_assert_true (ak_table_continue (table));
      g_assert_true (ak_table_get_plan (table, &plan));
      if (plan.buyer != AK_SIDE_NONE && plan.n_purchases > 0)
        break;
      g_assert_true (ak_table_start_next_game (table, NULL));
      g_assert_cmpuint (++tries, <, 20);
    }

  g_assert_false (ak_table_get_can_start_next_game (table));
  g_assert_false (ak_table_play (table, 0, NULL));
  events.purchases = 0;
  for (int hole = 0; hole < AK_N_HOLES && ak_table_get_purchases (table, NULL) < plan.n_purchases;
       hole++)
    ak_table_toggle_purchase (table, hole);
  g_assert_cmpuint (ak_table_get_purchases (table, NULL), ==, plan.n_purchases);
  g_assert_cmpuint (events.purchases, ==, plan.n_purchases);
  g_assert_true (ak_table_get_can_start_next_game (table));

  /* One more is refused; one put back can be chosen again. */
  {
    guint8 holes[AK_N_HOLES];

    ak_table_get_purchases (table, holes);
    g_assert_true (ak_table_toggle_purchase (table, holes[0]));
    g_assert_false (ak_table_get_can_start_next_game (table));
    g_assert_true (ak_table_toggle_purchase (table, holes[0]));
  }

  /* Undo goes back into the game and forgets the choice. */
  ak_table_go_previous (table);
  g_assert_cmpint (ak_table_get_stage (table), ==, AK_TABLE_STAGE_GAME_OVER);
  g_assert_cmpuint (ak_table_get_purchases (table, NULL), ==, 0);
  g_assert_true (ak_table_continue (table));
  for (int hole = 0; hole < AK_N_HOLES && ak_table_get_purchases (table, NULL) < plan.n_purchases;
       hole++)
    ak_table_toggle_purchase (table, hole);
  g_assert_true (ak_table_start_next_game (table, NULL));
  g_assert_nonnull (ak_game_get_tag (ak_table_get_game (table), "Purchase"));
  assert_48 (ak_table_get_game (table));
}

/* Who plays is saved with the game, and comes back when it is read. */
static void
test_players_saved (void)
{
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  g_autoptr(AkTable) table = ak_table_new ();
  g_autoptr(AkTable) again = ak_table_new ();
  g_autoptr(GPtrArray) records = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
  g_autoptr(GPtrArray) read = NULL;
  g_autoptr(AkGame) reopened = NULL;
  g_autofree char *text = NULL;
  AkPlayer *north;

  ak_table_set_game (table, game);
  ak_table_set_paused (table, TRUE);
  ak_player_set_name (ak_table_get_player (table, AK_SOUTH), "Ana");
  ak_player_set_computer_level (ak_table_get_player (table, AK_NORTH), 4);
  g_assert_cmpstr (ak_game_get_south_name (game), ==, "Ana");
  g_assert_cmpstr (ak_table_get_display_name (table, AK_NORTH), ==, "North");

  g_ptr_array_add (records, ak_game_dup_record (game));
  text = ak_notation_write (records);
  g_assert_nonnull (strstr (text, "[NorthType \"program\"]"));
  g_assert_nonnull (strstr (text, "[NorthLevel \"4\"]"));
  read = ak_notation_read (text, -1, NULL, NULL);
  g_assert_nonnull (read);
  reopened = ak_game_new_from_record (g_ptr_array_index (read, 0));

  ak_table_set_paused (again, TRUE);
  ak_table_set_game (again, reopened);
  north = ak_table_get_player (again, AK_NORTH);
  g_assert_true (ak_player_is_computer (north));
  g_assert_cmpuint (ak_player_get_level (north), ==, 4);
  g_assert_false (ak_player_is_computer (ak_table_get_player (again, AK_SOUTH)));
  g_assert_cmpstr (ak_table_get_display_name (again, AK_SOUTH), ==, "Ana");

  /* A game with no player tags is for two people, whatever came before. */
  {
    g_autoptr(AkGame) plain = new_game (NULL, NULL);

    ak_table_set_game (again, plain);
    g_assert_false (ak_player_is_computer (ak_table_get_player (again, AK_NORTH)));
    g_assert_cmpstr (ak_table_get_display_name (again, AK_SOUTH), ==, "South");
  }
}

/* A name is kept short by the player, whatever a file or a person gives
 * it; a file's long name stays whole in the game, and in the file the
 * game is written to. */
static void
test_long_names (void)
{
  g_autoptr(GString) text = g_string_new ("[South \"");
  g_autoptr(GString) typed = g_string_new (NULL);
  g_autoptr(GPtrArray) read = NULL;
  g_autoptr(GPtrArray) records = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
  g_autoptr(AkGame) game = NULL;
  g_autoptr(AkTable) table = ak_table_new ();
  g_autofree char *long_name = NULL;
  g_autofree char *written = NULL;
  AkPlayer *south, *north;
  guint serial;

  for (guint i = 0; i < 100 * 1024; i++)
    g_string_append_c (text, 'a' + i % 26);
  long_name = g_strndup (text->str + strlen ("[South \""), 100 * 1024);
  g_string_append (text, "\"]\n[North \"Rui\"]\n\n1. a *\n");
  read = ak_notation_read (text->str, -1, NULL, NULL);
  g_assert_nonnull (read);
  game = ak_game_new_from_record (g_ptr_array_index (read, 0));
  serial = ak_game_get_serial (game);

  ak_table_set_paused (table, TRUE);
  ak_table_set_game (table, game);
  south = ak_table_get_player (table, AK_SOUTH);
  north = ak_table_get_player (table, AK_NORTH);
  g_assert_cmpuint (g_utf8_strlen (ak_player_get_name (south), -1), ==, AK_NAME_MAX_CHARS);
  g_assert_true (g_str_has_suffix (ak_player_get_name (south), "…"));
  g_assert_cmpstr (ak_table_get_display_name (table, AK_SOUTH), ==, ak_player_get_name (south));
  g_assert_true (ak_player_is_named (south, long_name));
  g_assert_cmpstr (ak_game_get_south_name (game), ==, long_name);
  g_assert_cmpuint (ak_game_get_serial (game), ==, serial);

  /* The players written back into the tags leave the long name whole. */
  ak_player_set_computer_level (north, 2);
  ak_player_set_computer_level (north, 0);
  g_assert_cmpstr (ak_game_get_south_name (game), ==, long_name);
  g_ptr_array_add (records, ak_game_dup_record (game));
  written = ak_notation_write (records);
  g_assert_nonnull (strstr (written, long_name));

  /* A name given to the player is cut as it is kept, in the tag too. */
  while (typed->len < 1000)
    g_string_append (typed, "Tom & Jerry\n<3 ");
  ak_player_set_name (north, typed->str);
  g_assert_cmpuint (g_utf8_strlen (ak_player_get_name (north), -1), <=, AK_NAME_MAX_CHARS);
  g_assert_null (strchr (ak_player_get_name (north), '\n'));
  g_assert_true (g_str_has_prefix (ak_player_get_name (north), "Tom & Jerry <3 Tom & Jerry"));
  /* Cut after the last whole word: 6 times the 15 characters, then "Tom &". */
  g_assert_true (g_str_has_suffix (ak_player_get_name (north), "<3 Tom &…"));
  g_assert_cmpstr (ak_game_get_north_name (game), ==, ak_player_get_name (north));

  /* Another name for South replaces the long one. */
  ak_player_set_name (south, "Ana");
  g_assert_cmpstr (ak_game_get_south_name (game), ==, "Ana");
}

/* The same for a match, resumed from its records. */
static void
test_match_players_saved (void)
{
  AkRules rules;
  g_autoptr(AkMatch) match = NULL;
  g_autoptr(AkMatch) resumed = NULL;
  g_autoptr(AkTable) table = ak_table_new ();
  g_autoptr(GPtrArray) records = NULL;

  ak_rules_init (&rules);
  match = ak_match_new (&rules, "Saved");
  ak_table_set_paused (table, TRUE);
  ak_table_set_match (table, match);
  ak_player_set_computer_level (ak_table_get_player (table, AK_SOUTH), 3);

  records = ak_match_dup_records (match);
  resumed = ak_match_new_from_records (records, NULL);
  g_assert_nonnull (resumed);
  ak_table_set_match (table, resumed);
  g_assert_cmpuint (ak_player_get_computer_level (ak_table_get_player (table, AK_SOUTH)), ==, 3);
  g_assert_false (ak_player_is_computer (ak_table_get_player (table, AK_NORTH)));
}

/* Finalizing a table while the computer thinks, and while a hint and a
 * purchase are being looked for. */
static void
test_finalize_while_thinking (void)
{
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  AkTable *table = ak_table_new ();

  ak_table_set_game (table, game);
  ak_player_set_computer_level (ak_table_get_player (table, AK_NORTH), 5);
  ak_table_request_hint (table);
  g_assert_true (ak_table_play (table, 0, NULL));
  g_assert_true (ak_table_get_thinking (table));
  g_assert_finalize_object (table);
  spin (100);
  g_assert_cmpuint (count_nodes (ak_game_get_root (game)), ==, 2);
}

/* Issue 30, as the window does it between two people: d, a look back, b
 * there (b becomes the game), C, take back, then d promoted and b's line
 * deleted from the list of moves.  Play must stand on a node that is
 * still there, and the table go on from it. */
static void
test_delete_line_play_stands_on (void)
{
  g_autoptr(AkGame) game = new_game (NULL, NULL);
  g_autoptr(AkTable) table = ak_table_new ();
  AkGameNode *root = ak_game_get_root (game);
  AkGameNode *d;
  AkGameNode *b;

  ak_table_set_game (table, game);
  g_assert_true (ak_table_play (table, ak_hole_from_char ('d'), NULL));
  d = ak_game_get_current_node (game);
  ak_table_go_previous (table);
  g_assert_true (ak_table_play (table, ak_hole_from_char ('b'), NULL));
  b = ak_game_get_current_node (game);
  g_assert_true (g_ptr_array_index (root->children, 0) == b);
  g_assert_true (ak_table_play (table, ak_hole_from_char ('C'), NULL));
  g_assert_true (ak_table_undo (table));
  g_assert_true (ak_game_get_live_node (game) == b);

  g_assert_true (ak_game_promote_variation (game, d));
  g_assert_true (ak_game_delete_variation (game, b));
  g_assert_cmpuint (count_nodes (root), ==, 2);
  g_assert_true (ak_game_get_live_node (game) == d);
  g_assert_true (ak_game_get_current_node (game) == root);
  g_assert_true (ak_table_get_browsing (table));
  g_assert_true (ak_table_get_can_undo (table));
  g_assert_false (ak_table_get_can_redo (table));

  /* Play goes on from d. */
  ak_table_go_live (table);
  g_assert_true (ak_game_get_current_node (game) == d);
  g_assert_true (ak_table_play (table, ak_hole_from_char ('A'), NULL));
  g_assert_true (ak_game_get_live_node (game) == ak_game_get_current_node (game));
  g_assert_true (ak_table_undo (table));
  g_assert_true (ak_game_get_live_node (game) == d);
  assert_48 (game);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/model/table/person-against-computer", test_person_against_computer);
  g_test_add_func ("/ak/model/table/refusals", test_refusals);
  g_test_add_func ("/ak/model/table/undo-while-thinking", test_undo_while_thinking);
  g_test_add_func ("/ak/model/table/undo-to-person", test_undo_to_person);
  g_test_add_func ("/ak/model/table/browsing-starts-no-search", test_browsing_starts_no_search);
  g_test_add_func ("/ak/model/table/play-from-browsed-position", test_play_from_browsed_position);
  g_test_add_func ("/ak/model/table/delete-line-play-stands-on", test_delete_line_play_stands_on);
  g_test_add_func ("/ak/model/table/hold-and-release", test_hold_and_release);
  g_test_add_func ("/ak/model/table/hold-against-computer", test_hold_against_computer);
  g_test_add_func ("/ak/model/table/forced-pass", test_forced_pass);
  g_test_add_func ("/ak/model/table/hint", test_hint);
  g_test_add_func ("/ak/model/table/move-now", test_move_now);
  g_test_add_func ("/ak/model/table/pause", test_pause);
  g_test_add_func ("/ak/model/table/step", test_step);
  g_test_add_func ("/ak/model/table/watch-delay", test_watch_delay);
  g_test_add_func ("/ak/model/table/divide-seeds", test_divide_seeds);
  g_test_add_func ("/ak/model/table/undo-restores-ledger", test_undo_restores_ledger);
  g_test_add_func ("/ak/model/table/computer-match", test_computer_match);
  g_test_add_func ("/ak/model/table/person-buys", test_person_buys);
  g_test_add_func ("/ak/model/table/players-saved", test_players_saved);
  g_test_add_func ("/ak/model/table/long-names", test_long_names);
  g_test_add_func ("/ak/model/table/match-players-saved", test_match_players_saved);
  g_test_add_func ("/ak/model/table/finalize-while-thinking", test_finalize_while_thinking);

  return g_test_run ();
}
