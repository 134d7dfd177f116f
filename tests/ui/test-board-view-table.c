/* test-board-view-table.c — the table: the board widget bound to a game,
 * its moves, animations and holds, what it announces, and purchases
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-board-view-table"

#include "config.h"

#include "ui-test-setup.h"
#include "board-view-test-helpers.h"

#include <string.h>

static void
assert_display_matches (AkBoardView      *board,
                        const AkPosition *pos)
{
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    g_assert_cmpuint (_ak_board_view_get_displayed_count (board, hole), ==, pos->holes[hole]);
}

/* For signals without arguments, such as purchases-changed. */
static void
count_signal_cb (gpointer  instance,
                 guint    *count)
{
  (*count)++;
}

/* ----- a board bound to a table ----- */

typedef struct
{
  GtkWindow   *window;
  AkBoardView *board;
  AkTable     *table;
  AkGame      *game;
  guint        held_changes;
} TableFixture;

static void
table_fixture_set_up (TableFixture  *fixture,
                      gconstpointer  data)
{
  fixture->game = new_game ();
  fixture->table = ak_table_new ();
  ak_table_set_game (fixture->table, fixture->game);
  g_signal_connect (fixture->table, "notify::held", G_CALLBACK (count_cb),
                    &fixture->held_changes);

  fixture->board = g_object_ref_sink (AK_BOARD_VIEW (ak_board_view_new ()));
  ak_board_view_set_table (fixture->board, fixture->table);
  ak_board_view_set_animation_speed (fixture->board, AK_ANIMATION_SPEED_FAST);

  fixture->window = GTK_WINDOW (gtk_window_new ());
  g_object_ref (fixture->window);
  gtk_window_set_default_size (fixture->window, 800, 400);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->board));
  gtk_window_present (fixture->window);
  ui_test_wait_for_window_shown (fixture->window);
}

static void
table_fixture_tear_down (TableFixture  *fixture,
                         gconstpointer  data)
{
  if (fixture->window != NULL)
    {
      gtk_window_destroy (fixture->window);
      drain_main_context ();
      g_assert_finalize_object (fixture->window);
    }
  if (fixture->board != NULL)
    g_assert_finalize_object (fixture->board);
  g_assert_false (ak_table_get_held (fixture->table));
  g_signal_handlers_disconnect_by_func (fixture->table, count_cb, &fixture->held_changes);
  g_assert_finalize_object (fixture->table);
  g_assert_finalize_object (fixture->game);
}

static guint
n_plies (AkGame *game)
{
  return g_list_model_get_n_items (ak_game_get_history (game));
}

static void
wait_for_animation (AkBoardView *board)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  while (ak_board_view_get_animating (board))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* The board holds the table no more: a hold of our own is then the only
 * one, and its release plays the move at once.  (A hold the board forgot
 * would keep the move waiting; one released twice would be a critical.) */
static void
assert_no_hold_left (TableFixture *fixture)
{
  AkBoardView *board = fixture->board;
  AkTable *table = fixture->table;
  AkGame *game = ak_table_get_game (table);
  AkAnimationSpeed speed;
  guint plies;
  int hole = -1;

  g_assert_false (ak_table_get_held (table));
  if (board != NULL)
    g_assert_false (ak_board_view_get_animating (board));
  if (ak_game_get_is_over (game))
    return;

  for (int i = 0; i < AK_N_HOLES && hole < 0; i++)
    if (ak_game_check_move (game, i) == AK_VERDICT_LEGAL)
      hole = i;
  g_assert_cmpint (hole, >=, 0);

  if (board != NULL)
    {
      speed = ak_board_view_get_animation_speed (board);
      ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);
    }
  plies = n_plies (game);
  ak_table_hold (table);
  g_assert_true (ak_table_play (table, hole, NULL));
  g_assert_true (ak_table_get_held (table));
  g_assert_cmpuint (n_plies (game), ==, plies);
  ak_table_release (table);
  g_assert_false (ak_table_get_held (table));
  g_assert_cmpuint (n_plies (game), ==, plies + 1);
  if (board != NULL)
    {
      assert_display_matches_game (board, game);
      ak_board_view_set_animation_speed (board, speed);
    }
}

static void
test_table_properties (TableFixture  *fixture,
                       gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  g_autoptr(AkGame) other = new_game ();
  guint games = 0;
  guint tables = 0;

  g_assert_true (ak_board_view_get_table (board) == fixture->table);
  g_assert_true (ak_board_view_get_game (board) == fixture->game);

  g_signal_connect (board, "notify::game", G_CALLBACK (count_cb), &games);
  g_signal_connect (board, "notify::table", G_CALLBACK (count_cb), &tables);

  /* The board follows the table's game. */
  ak_table_set_game (fixture->table, other);
  g_assert_true (ak_board_view_get_game (board) == other);
  g_assert_cmpuint (games, ==, 1);
  ak_table_set_game (fixture->table, fixture->game);
  g_assert_cmpuint (games, ==, 2);
  assert_display_matches_game (board, fixture->game);

  /* A game set on its own lets the table go; the table can come back. */
  ak_board_view_set_game (board, other);
  g_assert_null (ak_board_view_get_table (board));
  g_assert_cmpuint (tables, ==, 1);
  g_object_set (board, "table", fixture->table, NULL);
  g_assert_true (ak_board_view_get_table (board) == fixture->table);
  g_assert_true (ak_board_view_get_game (board) == fixture->game);
  g_assert_cmpuint (tables, ==, 2);
  ak_board_view_set_table (board, fixture->table);
  g_assert_cmpuint (tables, ==, 2);

  g_signal_handlers_disconnect_by_func (board, count_cb, &games);
  g_signal_handlers_disconnect_by_func (board, count_cb, &tables);
}

/* A person's move is decided by the table, sown on the board while the
 * game waits, and played into the game when the last seed has fallen. */
static void
test_table_play (TableFixture  *fixture,
                 gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  AkGame *game = fixture->game;
  AkPosition before = *ak_game_get_position (game);
  guint animating = 0;
  guint relays;
  guint captures;
  int origin;

  g_signal_connect (board, "notify::animating", G_CALLBACK (count_cb), &animating);

  g_assert_true (ak_board_view_activate_hole (board, 2));
  g_assert_true (ak_board_view_get_animating (board));
  g_assert_true (ak_table_get_held (fixture->table));
  /* The game still has the old position; the board starts from it. */
  g_assert_true (ak_position_equal (&before, ak_game_get_position (game)));
  g_assert_cmpuint (n_plies (game), ==, 0);
  g_assert_cmpuint (_ak_board_view_get_displayed_count (board, 2), ==, 4);

  wait_for_animation (board);
  g_assert_false (ak_table_get_held (fixture->table));
  g_assert_cmpuint (n_plies (game), ==, 1);
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_NORTH);
  assert_display_matches_game (board, game);
  g_assert_cmpuint (animating, ==, 2);
  g_assert_cmpuint (fixture->held_changes, ==, 2);

  /* The marks are the animated move's: c played, with its relays. */
  _ak_board_view_get_marks (board, &origin, &relays, &captures);
  g_assert_cmpint (origin, ==, 2);
  g_assert_cmpuint (relays, !=, 0);

  assert_no_hold_left (fixture);
  g_signal_handlers_disconnect_by_func (board, count_cb, &animating);
}

typedef struct
{
  int   hole;
  char *reason;
} TableRefusal;

static void
table_refused_cb (AkBoardView  *board,
                  int           hole,
                  const char   *reason,
                  TableRefusal *refusal)
{
  refusal->hole = hole;
  g_free (refusal->reason);
  refusal->reason = g_strdup (reason);
}

static void
test_table_refused (TableFixture  *fixture,
                    gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  g_autoptr(GError) error = NULL;
  TableRefusal refusal = { -1, NULL };

  g_signal_connect (board, "move-refused", G_CALLBACK (table_refused_cb), &refusal);
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);

  /* The rules' reason, as the table words it. */
  g_assert_false (ak_board_view_activate_hole (board, 6));
  g_assert_cmpint (refusal.hole, ==, 6);
  g_assert_cmpstr (refusal.reason, ==, "hole A belongs to North; a player sows only from their own holes");
  g_assert_cmpuint (n_plies (fixture->game), ==, 0);

  /* The computer's side is not the person's to play: the board says what
   * the table says. */
  ak_player_set_computer_level (ak_table_get_player (fixture->table, AK_NORTH), 1);
  ak_table_set_paused (fixture->table, TRUE);
  g_assert_true (ak_board_view_activate_hole (board, 2));
  g_assert_false (ak_board_view_activate_hole (board, 8));
  g_assert_cmpint (refusal.hole, ==, 8);
  g_assert_false (ak_table_play (fixture->table, 8, &error));
  g_assert_error (error, AK_TABLE_ERROR, AK_TABLE_ERROR_COMPUTER_TURN);
  g_assert_cmpstr (refusal.reason, ==, error->message);
  g_assert_cmpuint (n_plies (fixture->game), ==, 1);

  g_signal_handlers_disconnect_by_func (board, table_refused_cb, &refusal);
  g_free (refusal.reason);
}

/* A hole pressed while a move is sown shows that move finished, then is
 * played: nothing is swallowed. */
static void
test_table_play_during_animation (TableFixture  *fixture,
                                  gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  AkGame *game = fixture->game;
  AkPosition after_c;
  int origin;
  guint relays;
  guint captures;

  g_assert_true (ak_board_view_activate_hole (board, 2));
  g_assert_true (ak_board_view_get_animating (board));

  /* North presses its hole C (8) while South's c is still being sown. */
  g_assert_true (ak_board_view_activate_hole (board, 8));
  g_assert_cmpuint (n_plies (game), ==, 1);
  after_c = *ak_game_get_position (game);
  g_assert_cmpint (after_c.side, ==, AK_NORTH);
  /* The new move animates, from where the first one ended. */
  g_assert_true (ak_board_view_get_animating (board));
  g_assert_true (ak_table_get_held (fixture->table));
  assert_display_matches (board, &after_c);
  _ak_board_view_get_marks (board, &origin, &relays, &captures);
  g_assert_cmpint (origin, ==, 8);

  wait_for_animation (board);
  g_assert_cmpuint (n_plies (game), ==, 2);
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
  assert_display_matches_game (board, game);

  /* The same through the keyboard: Enter on a hole child. */
  {
    int hole = first_legal (game, ak_game_get_position (game));
    AkPosition pos = *ak_game_get_position (game);
    int next;

    g_assert_true (ak_board_view_activate_hole (board, hole));
    g_assert_true (ak_board_view_get_animating (board));
    /* A hole North may play once that one is sown, worked out on a copy. */
    g_assert_cmpint (ak_position_play (&pos, ak_game_get_rules (game), hole, NULL), ==,
                     AK_VERDICT_LEGAL);
    next = first_legal (game, &pos);
    ak_board_view_set_focus_hole (board, next);
    g_assert_true (gtk_widget_activate (hole_widget (board, next)));
  }
  g_assert_cmpuint (n_plies (game), ==, 3);
  wait_for_animation (board);
  g_assert_cmpuint (n_plies (game), ==, 4);
  assert_display_matches_game (board, game);

  assert_no_hold_left (fixture);
}

/* Every hold the board takes is released once, however the animation
 * ends. */
static void
test_table_holds (TableFixture  *fixture,
                  gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  AkGame *game = fixture->game;

  /* Finished by the window (Esc, a new game, an action). */
  g_assert_true (ak_board_view_activate_hole (board, 2));
  g_assert_true (ak_table_get_held (fixture->table));
  ak_board_view_finish_animation (board);
  ak_board_view_finish_animation (board);
  g_assert_cmpuint (n_plies (game), ==, 1);
  assert_no_hold_left (fixture);

  /* Moves shown at once are not held at all. */
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);
  fixture->held_changes = 0;
  g_assert_true (ak_board_view_activate_hole (board, ak_game_get_side_to_move (game) == AK_SOUTH
                                                     ? 1 : 7));
  g_assert_false (ak_board_view_get_animating (board));
  g_assert_false (ak_table_get_held (fixture->table));
  g_assert_cmpuint (fixture->held_changes, ==, 2);
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_FAST);

  /* Speed set to instant in the middle. */
  assert_no_hold_left (fixture);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      {
        g_assert_true (ak_board_view_activate_hole (board, hole));
        break;
      }
  g_assert_true (ak_board_view_get_animating (board));
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);
  assert_no_hold_left (fixture);
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_FAST);

  /* The board taken off screen. */
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      {
        g_assert_true (ak_board_view_activate_hole (board, hole));
        break;
      }
  g_assert_true (ak_board_view_get_animating (board));
  gtk_widget_set_visible (GTK_WIDGET (board), FALSE);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (board)));
  assert_no_hold_left (fixture);

  /* Off screen, a decided move is not held: nothing would show it. */
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      {
        guint plies = n_plies (game);

        g_assert_true (ak_board_view_activate_hole (board, hole));
        g_assert_false (ak_board_view_get_animating (board));
        g_assert_false (ak_table_get_held (fixture->table));
        g_assert_cmpuint (n_plies (game), ==, plies + 1);
        break;
      }
  gtk_widget_set_visible (GTK_WIDGET (board), TRUE);
  drain_main_context ();
  assert_display_matches_game (board, game);
  assert_no_hold_left (fixture);
}

/* The game or the table replaced under a move being shown. */
static void
test_table_replaced (TableFixture  *fixture,
                     gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  AkGame *game = fixture->game;
  g_autoptr(AkGame) other = new_game ();
  g_autoptr(AkGame) third = new_game ();
  AkTable *second = ak_table_new ();

  /* A new game at the table: the decided move is forgotten with the old
   * game, and the board shows the new one at once. */
  g_assert_true (ak_board_view_activate_hole (board, 2));
  ak_table_set_game (fixture->table, other);
  g_assert_false (ak_board_view_get_animating (board));
  g_assert_true (ak_board_view_get_game (board) == other);
  assert_display_matches_game (board, other);
  g_assert_cmpuint (n_plies (game), ==, 0);
  g_assert_cmpuint (n_plies (other), ==, 0);
  assert_no_hold_left (fixture);
  ak_table_set_game (fixture->table, game);

  /* The board bound to another table: the first one plays its move. */
  g_assert_true (ak_board_view_activate_hole (board, 2));
  g_assert_true (ak_table_get_held (fixture->table));
  ak_table_set_game (second, third);
  ak_board_view_set_table (board, second);
  g_assert_false (ak_table_get_held (fixture->table));
  g_assert_cmpuint (n_plies (game), ==, 1);
  g_assert_true (ak_board_view_get_game (board) == third);
  assert_display_matches_game (board, third);

  /* Let go of in the middle of a move: the move is played. */
  g_assert_true (ak_board_view_activate_hole (board, 3));
  g_assert_true (ak_table_get_held (second));
  ak_board_view_set_table (board, NULL);
  g_assert_false (ak_table_get_held (second));
  g_assert_cmpuint (n_plies (third), ==, 1);
  g_assert_null (ak_board_view_get_game (board));
  g_assert_false (ak_board_view_get_animating (board));
  g_assert_finalize_object (second);

  ak_board_view_set_table (board, fixture->table);
  assert_no_hold_left (fixture);
}

/* The board goes away in the middle of a move: the table goes on. */
static void
test_table_dispose (TableFixture  *fixture,
                    gconstpointer  data)
{
  g_assert_true (ak_board_view_activate_hole (fixture->board, 2));
  g_assert_true (ak_table_get_held (fixture->table));

  gtk_window_destroy (fixture->window);
  drain_main_context ();
  g_assert_finalize_object (g_steal_pointer (&fixture->window));
  g_assert_false (ak_table_get_held (fixture->table));
  g_assert_cmpuint (n_plies (fixture->game), ==, 1);
  g_assert_finalize_object (g_steal_pointer (&fixture->board));
  assert_no_hold_left (fixture);

  /* Taken out of its window in the middle of a move, and so disposed. */
  {
    GtkWidget *window = gtk_window_new ();
    GtkWidget *board = ak_board_view_new ();
    const AkPosition *pos = ak_game_get_position (fixture->game);

    g_object_ref (window);
    g_object_add_weak_pointer (G_OBJECT (board), (gpointer *) &board);
    ak_board_view_set_table (AK_BOARD_VIEW (board), fixture->table);
    ak_board_view_set_animation_speed (AK_BOARD_VIEW (board), AK_ANIMATION_SPEED_SLOW);
    gtk_window_set_child (GTK_WINDOW (window), board);
    gtk_window_present (GTK_WINDOW (window));
    ui_test_wait_for_window_shown (GTK_WINDOW (window));
    g_assert_true (ak_board_view_activate_hole (AK_BOARD_VIEW (board),
                                                first_legal (fixture->game, pos)));
    g_assert_true (ak_table_get_held (fixture->table));
    gtk_window_set_child (GTK_WINDOW (window), NULL);
    g_assert_false (ak_table_get_held (fixture->table));
    /* GTK may let go of its last reference an event or two later on a
     * loaded machine: give it a moment, not forever. */
    {
      gint64 deadline = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

      drain_main_context ();
      while (board != NULL && g_get_monotonic_time () < deadline)
        {
          g_main_context_iteration (NULL, FALSE);
          g_usleep (1000);
        }
    }
    g_assert_null (board);
    gtk_window_destroy (GTK_WINDOW (window));
    drain_main_context ();
    g_assert_finalize_object (window);
  }
  assert_no_hold_left (fixture);
}

/* Walking through the moves, undo and redo show at once, with the move
 * that led to the position shown marked. */
static void
test_table_navigation (TableFixture  *fixture,
                       gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  AkTable *table = fixture->table;
  AkGame *game = fixture->game;
  guint animating = 0;
  guint relays;
  guint captures;
  int origin;

  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);
  for (int i = 0; i < 3; i++)
    g_assert_true (ak_board_view_activate_hole (board,
                                                first_legal (game, ak_game_get_position (game))));
  g_assert_cmpuint (n_plies (game), ==, 3);
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_SLOW);
  g_signal_connect (board, "notify::animating", G_CALLBACK (count_cb), &animating);

  g_assert_true (ak_table_go_previous (table));
  g_assert_false (ak_board_view_get_animating (board));
  assert_display_matches_game (board, game);
  _ak_board_view_get_marks (board, &origin, &relays, &captures);
  g_assert_cmpint (origin, ==, ak_game_get_current_node (game)->move);

  g_assert_true (ak_table_go_next (table));
  g_assert_false (ak_board_view_get_animating (board));
  assert_display_matches_game (board, game);
  g_assert_true (ak_table_go_first (table));
  g_assert_true (ak_table_go_last (table));
  g_assert_false (ak_board_view_get_animating (board));
  assert_display_matches_game (board, game);

  g_assert_true (ak_table_undo (table));
  g_assert_false (ak_board_view_get_animating (board));
  assert_display_matches_game (board, game);
  g_assert_true (ak_table_redo (table));
  g_assert_false (ak_board_view_get_animating (board));
  assert_display_matches_game (board, game);
  _ak_board_view_get_marks (board, &origin, &relays, &captures);
  g_assert_cmpint (origin, ==, ak_game_get_current_node (game)->move);

  g_assert_cmpuint (animating, ==, 0);
  g_assert_false (ak_table_get_held (table));

  /* Walking back in the middle of a move shows the move played, then the
   * position before it, at once. */
  g_assert_true (ak_board_view_activate_hole (board,
                                              first_legal (game, ak_game_get_position (game))));
  g_assert_true (ak_board_view_get_animating (board));
  g_assert_true (ak_table_go_previous (table));
  g_assert_false (ak_board_view_get_animating (board));
  g_assert_cmpuint (n_plies (game), ==, 4);
  assert_display_matches_game (board, game);
  g_assert_true (ak_table_go_live (table));
  g_assert_false (ak_board_view_get_animating (board));
  assert_no_hold_left (fixture);

  g_signal_handlers_disconnect_by_func (board, count_cb, &animating);
}

/* The marks the board showed right after a move was played. */
typedef struct
{
  AkGameNode *node;
  int         origin;
  guint       relays;
  guint       captures;
} PlayedMarks;

static void
assert_marks (AkBoardView       *board,
              const PlayedMarks *expected)
{
  guint relays;
  guint captures;
  int origin;

  _ak_board_view_get_marks (board, &origin, &relays, &captures);
  g_assert_cmpint (origin, ==, expected->origin);
  g_assert_cmphex (relays, ==, expected->relays);
  g_assert_cmphex (captures, ==, expected->captures);
}

static void
assert_no_marks (AkBoardView *board)
{
  PlayedMarks none = { NULL, -1, 0, 0 };

  assert_marks (board, &none);
}

/* A hole of @game's side to move whose move captures, or else one that
 * relays, or else the first legal one. */
static int
telling_move (AkGame *game)
{
  int relaying = -1;

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      g_autoptr(AkTrace) trace = ak_trace_new ();
      AkPosition after = *ak_game_get_position (game);

      if (ak_position_play_traced (&after, ak_game_get_rules (game), hole, trace) !=
          AK_VERDICT_LEGAL)
        continue;
      if (trace->captured > 0)
        return hole;
      if (relaying < 0 && ak_trace_get_n_laps (trace) > 1)
        relaying = hole;
    }
  return relaying >= 0 ? relaying : first_legal (game, ak_game_get_position (game));
}

/* Stepped to from anywhere (a jump, back, forward, undo, redo), the board
 * marks the move that led to the position it shows as it marked that move
 * when it was played: where it was sown from, its relays, its captures;
 * nothing at the start.  The tooltip says whose marks they are. */
static void
test_table_marks_when_stepping (TableFixture  *fixture,
                                gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  AkTable *table = fixture->table;
  AkGame *game = fixture->game;
  g_autoptr(GArray) played = g_array_new (FALSE, FALSE, sizeof (PlayedMarks));
  const PlayedMarks *capture = NULL;
  const PlayedMarks *relay = NULL;
  const PlayedMarks *last;
  g_autofree char *tip = NULL;
  gboolean captured = FALSE;
  gboolean relayed = FALSE;

  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);
  assert_no_marks (board);

  /* Played until a move has captured and one has relayed, and one move
   * more, so that neither is where play stands. */
  for (guint i = 0; i < 80 && !ak_game_get_is_over (game); i++)
    {
      PlayedMarks marks;
      gboolean done = captured && relayed;

      g_assert_true (ak_board_view_activate_hole (board, telling_move (game)));
      wait_for_animation (board);
      marks.node = ak_game_get_current_node (game);
      _ak_board_view_get_marks (board, &marks.origin, &marks.relays, &marks.captures);
      g_assert_cmpint (marks.origin, ==, marks.node->move);
      g_array_append_val (played, marks);
      captured |= marks.captures != 0;
      relayed |= marks.relays != 0;
      if (done)
        break;
    }
  g_assert_true (captured && relayed);
  for (guint i = 0; i + 1 < played->len; i++)
    {
      const PlayedMarks *marks = &g_array_index (played, PlayedMarks, i);

      if (capture == NULL && marks->captures != 0)
        capture = marks;
      if (relay == NULL && marks->relays != 0)
        relay = marks;
    }
  g_assert_nonnull (capture);
  g_assert_nonnull (relay);
  last = &g_array_index (played, PlayedMarks, played->len - 1);
  g_test_message ("%u plies; capture at ply %u, relay at ply %u", played->len,
                  capture->node->ply, relay->node->ply);

  /* A jump, as from the Moves list or the graph. */
  ak_table_go_to (table, capture->node);
  g_assert_false (ak_board_view_get_animating (board));
  assert_display_matches_game (board, game);
  assert_marks (board, capture);
  ak_table_go_to (table, relay->node);
  assert_marks (board, relay);

  /* Each move is marked again as it was played, stepping forward and
   * back through all of them. */
  g_assert_true (ak_table_go_first (table));
  assert_no_marks (board);
  for (guint i = 0; i < played->len; i++)
    {
      g_assert_true (ak_table_go_next (table));
      g_assert_false (ak_board_view_get_animating (board));
      assert_marks (board, &g_array_index (played, PlayedMarks, i));
    }
  for (guint i = played->len - 1; i > 0; i--)
    {
      g_assert_true (ak_table_go_previous (table));
      assert_marks (board, &g_array_index (played, PlayedMarks, i - 1));
    }
  g_assert_true (ak_table_go_previous (table));
  assert_no_marks (board);

  /* Looking back, the tooltip names the move that led there. */
  ak_table_go_to (table, capture->node);
  tip = _ak_board_view_dup_marks_text (board, capture->origin);
  g_assert_nonnull (tip);
  g_assert_nonnull (strstr (tip, "the move that led to this position"));
  g_clear_pointer (&tip, g_free);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if ((capture->captures >> hole) & 1)
      {
        tip = _ak_board_view_dup_marks_text (board, hole);
        g_assert_nonnull (strstr (tip, "Thick red ring: the move that led to this position"));
        g_clear_pointer (&tip, g_free);
      }

  /* Where play stands, it is the last move again. */
  g_assert_true (ak_table_go_live (table));
  assert_marks (board, last);
  tip = _ak_board_view_dup_marks_text (board, last->origin);
  g_assert_nonnull (strstr (tip, "the last move"));
  g_clear_pointer (&tip, g_free);

  /* Taking the last move back marks the one before; putting it forward
   * marks it again, shown at once. */
  g_assert_true (ak_table_undo (table));
  g_assert_false (ak_board_view_get_animating (board));
  assert_marks (board, &g_array_index (played, PlayedMarks, played->len - 2));
  g_assert_true (ak_table_redo (table));
  g_assert_false (ak_board_view_get_animating (board));
  assert_marks (board, last);

  assert_no_hold_left (fixture);
}

static gboolean
hint_found (AkTable *table)
{
  return !ak_table_get_hinting (table);
}

static void
test_table_hint (TableFixture  *fixture,
                 gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  ak_table_request_hint (fixture->table);
  while (!hint_found (fixture->table))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_true (ak_hole_is_valid (ak_table_get_hint (fixture->table)));
  g_assert_cmpint (ak_board_view_get_hint (board), ==, ak_table_get_hint (fixture->table));

  /* A move puts it away. */
  g_assert_true (ak_board_view_activate_hole (board, ak_board_view_get_hint (board)));
  g_assert_cmpint (ak_board_view_get_hint (board), ==, -1);
  ak_board_view_finish_animation (board);
}

/* Plays a random legal move for whoever moves, through the table. */
static void
play_random (AkTable *table,
             GRand   *rand)
{
  AkGame *game = ak_table_get_game (table);
  int moves[AK_N_HOLES];
  int n = 0;

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      moves[n++] = hole;
  g_assert_cmpint (n, >, 0);
  g_assert_true (ak_table_play (table, moves[g_rand_int_range (rand, 0, n)], NULL));
}

/* Games of a match through the table until one ends with a buyer of
 * holes; the rebuild then begins.  FALSE if the match ended first. */
static gboolean
reach_purchase (AkTable       *table,
                GRand         *rand,
                AkRebuildPlan *plan)
{
  for (guint games = 0; games < 20; games++)
    {
      while (ak_table_get_stage (table) == AK_TABLE_STAGE_PLAYING)
        play_random (table, rand);
      if (ak_table_get_stage (table) == AK_TABLE_STAGE_MATCH_OVER)
        return FALSE;
      g_assert_true (ak_table_continue (table));
      g_assert_true (ak_table_get_plan (table, plan));
      if (plan->buyer != AK_SIDE_NONE && plan->n_purchases > 0)
        return TRUE;
      g_assert_true (ak_table_start_next_game (table, NULL));
    }
  return FALSE;
}

/* A new match at @table, on a board of its own in a window on screen. */
static AkMatch *
show_match_board (AkTable      *table,
                  AkBoardView **board,
                  GtkWindow   **window)
{
  AkMatch *match;
  AkRules rules;

  ak_rules_init (&rules);
  match = ak_match_new (&rules, "Buying");
  ak_table_set_match (table, match);

  *board = g_object_ref_sink (AK_BOARD_VIEW (ak_board_view_new ()));
  ak_board_view_set_table (*board, table);
  ak_board_view_set_animation_speed (*board, AK_ANIMATION_SPEED_INSTANT);
  *window = g_object_ref (GTK_WINDOW (gtk_window_new ()));
  gtk_window_set_default_size (*window, 800, 400);
  gtk_window_set_child (*window, GTK_WIDGET (*board));
  gtk_window_present (*window);
  ui_test_wait_for_window_shown (*window);
  return match;
}

/* A person buyer picks the holes on the board; the table keeps the
 * choice and the board shows the next game's board as it makes it. */
static void
record_announcement_cb (AkBoardView *board,
                        const char  *message,
                        gpointer     user_data)
{
  g_ptr_array_add (user_data, g_strdup (message));
}

static void
test_table_purchase (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(AkTable) table = ak_table_new ();
  g_autoptr(AkMatch) match = NULL;
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  GtkWindow *window;
  AkBoardView *board;
  AkRebuildPlan plan;
  AkPosition next;
  AkGame *first;
  guint changed = 0;
  guint8 holes[AK_N_HOLES];
  int own;
  int other;

  match = show_match_board (table, &board, &window);
  _ak_board_view_set_announce_hook (record_announcement_cb, said);

  if (!reach_purchase (table, rand, &plan))
    {
      g_test_skip ("the match ended before anyone bought a hole");
      goto out;
    }
  first = ak_table_get_game (table);

  /* Said once, as the rebuild starts: who buys, and how many. */
  {
    g_autofree char *expected = g_strdup_printf ("The next game's board is set up: %s buys %u "
                                                 "%s of the other row.",
                                                 plan.buyer == AK_SOUTH ? "South" : "North",
                                                 plan.n_purchases,
                                                 plan.n_purchases == 1 ? "hole" : "holes");

    g_assert_cmpuint (said->len, >, 0);
    g_test_message ("%s", (char *) g_ptr_array_index (said, said->len - 1));
    g_assert_cmpstr (g_ptr_array_index (said, said->len - 1), ==, expected);
  }

  /* The next game's board, and the buyer's own row not for sale. */
  g_assert_true (ak_board_view_get_purchasing (board));
  g_assert_true (ak_table_preview_next_board (table, &next));
  assert_display_matches (board, &next);
  own = plan.buyer == AK_SOUTH ? 1 : AK_ROW_HOLES + 1;
  other = plan.buyer == AK_SOUTH ? AK_ROW_HOLES : 0;
  g_signal_connect (table, "purchases-changed", G_CALLBACK (count_signal_cb), &changed);
  g_assert_false (ak_board_view_activate_hole (board, own));
  g_assert_cmpuint (ak_table_get_purchases (table, NULL), ==, 0);
  g_assert_cmpuint (changed, ==, 0);
  g_assert_cmpuint (n_plies (first), >, 0);

  /* As many as the plan says, from the other row; one more is refused. */
  for (guint i = 0; i < plan.n_purchases; i++)
    ak_board_view_activate_hole (board, other + (int) i);
  g_assert_cmpuint (ak_table_get_purchases (table, holes), ==, plan.n_purchases);
  g_assert_cmpuint (changed, ==, plan.n_purchases);
  g_assert_cmpint (holes[0], ==, other);
  {
    guint n = _ak_board_view_get_displayed_count (board, other);
    g_autofree char *label = g_strdup_printf ("Hole %c, %u %s, %s’s hole, bought",
                                              ak_hole_to_char (other), n,
                                              n == 1 ? "seed" : "seeds",
                                              plan.buyer == AK_SOUTH ? "South" : "North");

    assert_hole_label (hole_widget (board, other), label);
  }
  g_assert_true (ak_table_preview_next_board (table, &next));
  assert_display_matches (board, &next);
  if (plan.n_purchases < AK_ROW_HOLES)
    {
      ak_board_view_activate_hole (board, other + (int) plan.n_purchases);
      g_assert_cmpuint (ak_table_get_purchases (table, NULL), ==, plan.n_purchases);
    }

  /* One given back, and taken again. */
  ak_board_view_activate_hole (board, other);
  g_assert_cmpuint (ak_table_get_purchases (table, NULL), ==, plan.n_purchases - 1);
  ak_board_view_activate_hole (board, other);
  g_assert_cmpuint (ak_table_get_purchases (table, NULL), ==, plan.n_purchases);
  g_assert_true (ak_table_get_can_start_next_game (table));

  /* The next game: the board shows it, and plays it. */
  g_assert_true (ak_table_start_next_game (table, NULL));
  g_assert_false (ak_board_view_get_purchasing (board));
  g_assert_false (ak_table_get_game (table) == first);
  g_assert_true (ak_board_view_get_game (board) == ak_table_get_game (table));
  assert_display_matches_game (board, ak_table_get_game (table));
  for (guint i = 0; i < plan.n_purchases; i++)
    g_assert_cmpint (ak_position_owner (ak_game_get_start (ak_table_get_game (table)),
                                        holes[i]), ==, plan.buyer);
  play_random (table, rand);
  assert_display_matches_game (board, ak_table_get_game (table));
  g_signal_handlers_disconnect_by_func (table, count_signal_cb, &changed);

out:
  _ak_board_view_set_announce_hook (NULL, NULL);
  gtk_window_destroy (window);
  drain_main_context ();
  g_assert_finalize_object (window);
  g_assert_finalize_object (board);
}

/* A computer buyer's choice is shown; nobody picks for it. */
static void
test_table_computer_buys (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(AkTable) table = ak_table_new ();
  g_autoptr(AkMatch) match = NULL;
  GtkWindow *window;
  AkBoardView *board;
  AkRebuildPlan plan;
  AkPosition next;
  guint8 holes[AK_N_HOLES];
  gint64 deadline;
  int other;

  match = show_match_board (table, &board, &window);

  if (!reach_purchase (table, rand, &plan))
    {
      g_test_skip ("the match ended before anyone bought a hole");
      goto out;
    }

  /* Back into the game, the buyer made the computer, and on again. */
  g_assert_true (ak_table_go_previous (table));
  g_assert_false (ak_board_view_get_purchasing (board));
  assert_display_matches_game (board, ak_table_get_game (table));
  g_assert_true (ak_table_go_next (table));
  ak_player_set_computer_level (ak_table_get_player (table, plan.buyer), 1);
  g_assert_true (ak_table_continue (table));
  g_assert_true (ak_board_view_get_purchasing (board));

  deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  while (ak_table_get_choosing (table))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpuint (ak_table_get_purchases (table, holes), ==, plan.n_purchases);
  g_assert_true (ak_table_preview_next_board (table, &next));
  assert_display_matches (board, &next);
  {
    g_autofree char *label = g_strdup_printf ("Hole %c, %u %s, %s’s hole, bought",
                                              ak_hole_to_char (holes[0]),
                                              (guint) next.holes[holes[0]],
                                              next.holes[holes[0]] == 1 ? "seed" : "seeds",
                                              plan.buyer == AK_SOUTH ? "South" : "North");

    assert_hole_label (hole_widget (board, holes[0]), label);
  }

  /* A press on the board changes nothing. */
  ak_board_view_activate_hole (board, holes[0]);
  other = plan.buyer == AK_SOUTH ? AK_ROW_HOLES : 0;
  for (int i = 0; i < AK_ROW_HOLES; i++)
    ak_board_view_activate_hole (board, other + i);
  g_assert_cmpuint (ak_table_get_purchases (table, NULL), ==, plan.n_purchases);
  {
    guint8 again[AK_N_HOLES];

    ak_table_get_purchases (table, again);
    g_assert_cmpmem (again, plan.n_purchases, holes, plan.n_purchases);
  }

out:
  gtk_window_destroy (window);
  drain_main_context ();
  g_assert_finalize_object (window);
  g_assert_finalize_object (board);
}

/* Two people who divide the seeds end the game without a move: the
 * board shows the seeds in their owners' stores, and in their holes again
 * once the agreement is taken back. */
static void
test_table_sweep_agreement (TableFixture  *fixture,
                            gconstpointer  data)
{
  AkTable *table = fixture->table;
  AkGame *game = fixture->game;
  g_autoptr(GError) error = NULL;
  AkPosition before;
  AkPosition shown;
  guint totals[2];

  g_assert_true (ak_table_play (table, first_legal (game, ak_game_get_position (game)), &error));
  g_assert_no_error (error);
  wait_for_animation (fixture->board);
  drain_main_context ();
  before = *ak_game_get_position (game);

  g_assert_true (ak_table_get_can_divide (table));
  g_assert_true (ak_table_divide_seeds (table));
  drain_main_context ();
  g_assert_cmpint (ak_game_get_termination (game), ==, AK_TERMINATION_AGREEMENT);
  ak_position_division (ak_game_get_position (game), totals);
  ak_board_view_get_shown (fixture->board, &shown);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    g_assert_cmpuint (shown.holes[hole], ==, 0);
  g_assert_cmpuint (shown.stores[AK_SOUTH], ==, totals[AK_SOUTH]);
  g_assert_cmpuint (shown.stores[AK_NORTH], ==, totals[AK_NORTH]);
  g_assert_cmpuint (shown.stores[AK_SOUTH] + shown.stores[AK_NORTH], ==, AK_N_SEEDS);

  g_assert_true (ak_table_undo (table));
  drain_main_context ();
  g_assert_false (ak_game_get_is_over (game));
  g_assert_true (ak_position_equal (ak_game_get_position (game), &before));
  ak_board_view_get_shown (fixture->board, &shown);
  g_assert_true (ak_position_equal (&shown, &before));
}

/* A game may end by a rule the position alone does not show: here, too
 * many plies without a capture.  The move that ends it is sown, then the
 * seeds left go to their owners' stores, as at the board's own end. */
static void
test_table_sweep_no_capture (void)
{
  g_autoptr(AkGame) game = NULL;
  g_autoptr(AkTable) table = ak_table_new ();
  g_autoptr(GError) error = NULL;
  AkBoardView *board;
  GtkWindow *window;
  AkRules rules;
  AkPosition start;
  AkPosition shown;
  guint totals[2];
  gboolean ends_seen = FALSE;
  int moves[2] = { -1, -1 };

  /* Two plies without a capture end the game: find two such moves. */
  ak_rules_init (&rules);
  rules.no_capture_limit = 2;
  ak_position_init_start (&start, AK_SOUTH);
  {
    g_autofree AkMoveList *first = g_new0 (AkMoveList, 1);
    g_autofree AkMoveList *second = g_new0 (AkMoveList, 1);

    ak_position_legal_moves (&start, &rules, first);
    for (guint i = 0; i < first->n_moves && moves[1] < 0; i++)
      {
        if (first->info[i].captured > 0)
          continue;
        ak_position_legal_moves (&first->children[i], &rules, second);
        for (guint j = 0; j < second->n_moves && moves[1] < 0; j++)
          if (second->info[j].captured == 0 && second->moves[j] != AK_MOVE_PASS)
            {
              moves[0] = first->moves[i];
              moves[1] = second->moves[j];
            }
      }
  }
  g_assert_cmpint (moves[1], >=, 0);

  game = ak_game_new (&rules, &start);
  ak_table_set_game (table, game);
  board = g_object_ref_sink (AK_BOARD_VIEW (ak_board_view_new ()));
  ak_board_view_set_table (board, table);
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_FAST);
  window = GTK_WINDOW (g_object_ref (gtk_window_new ()));
  gtk_window_set_default_size (window, 800, 400);
  gtk_window_set_child (window, GTK_WIDGET (board));
  gtk_window_present (window);
  ui_test_wait_for_window_shown (window);

  g_assert_true (ak_table_play (table, moves[0], &error));
  g_assert_no_error (error);
  g_assert_false (ak_table_get_held_move_ends_game (table));
  wait_for_animation (board);
  g_assert_false (ak_game_get_is_over (game));

  g_assert_true (ak_table_play (table, moves[1], &error));
  g_assert_no_error (error);
  g_assert_true (ak_table_get_held (table));
  ends_seen = ak_table_get_held_move_ends_game (table);
  g_assert_true (ends_seen);
  wait_for_animation (board);
  drain_main_context ();
  g_assert_false (ak_table_get_held (table));
  g_assert_true (ak_game_get_is_over (game));
  g_assert_cmpint (ak_game_get_termination (game), ==, AK_TERMINATION_NO_CAPTURE);

  /* The holes are empty on the board, the stores hold the division, and
   * every seed is in one of them; the game keeps its position. */
  ak_position_division (ak_game_get_position (game), totals);
  ak_board_view_get_shown (board, &shown);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    g_assert_cmpuint (shown.holes[hole], ==, 0);
  g_assert_cmpuint (shown.stores[AK_SOUTH], ==, totals[AK_SOUTH]);
  g_assert_cmpuint (shown.stores[AK_NORTH], ==, totals[AK_NORTH]);
  g_assert_cmpuint (shown.stores[AK_SOUTH] + shown.stores[AK_NORTH], ==, AK_N_SEEDS);
  g_assert_cmpuint (ak_position_seeds_on_board (ak_game_get_position (game)), >, 0);

  gtk_window_destroy (window);
  drain_main_context ();
  g_assert_finalize_object (window);
  g_assert_finalize_object (board);
}

static guint
count_relays (const AkTrace *trace)
{
  guint n = 0;

  for (guint i = 0; i < trace->laps->len; i++)
    n += g_array_index (trace->laps, AkLap, i).end == AK_LAP_END_RELAY;
  return n;
}

static GPtrArray *pass_said;

/* A forced pass, which the table plays itself, is said too. */
static void
check_pass_cb (AkTable          *table,
               const AkTrace    *trace,
               const AkPosition *after,
               guint            *n_passes)
{
  g_autofree char *expected = NULL;

  if (trace->move != AK_MOVE_PASS)
    return;
  expected = g_strdup_printf ("%s passes.", trace->mover == AK_SOUTH ? "South" : "North");
  g_assert_cmpuint (pass_said->len, >, 0);
  g_assert_cmpstr (g_ptr_array_index (pass_said, pass_said->len - 1), ==, expected);
  (*n_passes)++;
}

/* What a screen reader is told: each move as it is shown, from its
 * trace; here a move with relays and a capture, a forced pass, and the
 * end of the game with its result, over whole games of random moves
 * (the first seeds whose game has a pass). */
static void
test_table_announcements (TableFixture  *fixture,
                          gconstpointer  data)
{
  AkTable *table = fixture->table;
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  gboolean seen_relay = FALSE;
  guint n_passes = 0;

  _ak_board_view_set_announce_hook (record_announcement_cb, said);
  ak_board_view_set_animation_speed (fixture->board, AK_ANIMATION_SPEED_INSTANT);
  /* After the board's own handler: what it said is the last said. */
  pass_said = said;
  g_signal_connect (table, "move-decided", G_CALLBACK (check_pass_cb), &n_passes);

  for (guint seed = 1; seed <= 40 && !(seen_relay && n_passes > 0); seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(AkGame) game = new_game ();
      const AkRules *rules = ak_game_get_rules (game);
      guint totals[2];
      AkSide winner;
      char *expected;

      ak_table_set_game (table, game);
      drain_main_context ();
      for (guint ply = 0; ply < 2000 && !ak_game_get_is_over (game); ply++)
        {
          AkPosition pos = *ak_game_get_position (game);
          g_autoptr(AkTrace) chosen = NULL;
          guint8 moves[AK_N_HOLES];
          guint n = 0;
          guint before = said->len;
          int hole = -1;

          for (int h = 0; h < AK_N_HOLES; h++)
            {
              AkPosition after = pos;
              g_autoptr(AkTrace) trace = ak_trace_new ();

              if (ak_position_play_traced (&after, rules, h, trace) != AK_VERDICT_LEGAL)
                continue;
              moves[n++] = (guint8) h;
              if (!seen_relay && chosen == NULL && count_relays (trace) > 0 &&
                  trace->captures->len == 1)
                {
                  hole = h;
                  chosen = g_steal_pointer (&trace);
                }
            }
          if (n == 0)
            break;
          if (hole < 0)
            hole = moves[g_rand_int_range (rand, 0, (int) n)];
          g_assert_true (ak_table_play (table, hole, NULL));
          wait_for_animation (fixture->board);
          drain_main_context ();
          g_assert_cmpuint (said->len, >, before);
          if (chosen != NULL)
            {
              const AkCapture *capture = &g_array_index (chosen->captures, AkCapture, 0);

              expected = g_strdup_printf ("%s sows %c: %u laps, captures %u seed%s at %c.",
                                          chosen->mover == AK_SOUTH ? "South" : "North",
                                          ak_hole_to_char (hole), chosen->laps->len,
                                          chosen->captured, chosen->captured == 1 ? "" : "s",
                                          ak_hole_to_char (capture->hole));
              g_test_message ("%s", (char *) g_ptr_array_index (said, before));
              g_assert_cmpstr (g_ptr_array_index (said, before), ==, expected);
              g_free (expected);
              seen_relay = TRUE;
            }
        }

      /* The end, and who won, said last. */
      g_assert_true (ak_game_get_is_over (game));
      ak_position_division (ak_game_get_position (game), totals);
      winner = totals[AK_SOUTH] >= totals[AK_NORTH] ? AK_SOUTH : AK_NORTH;
      if (totals[AK_SOUTH] == totals[AK_NORTH])
        expected = g_strdup_printf ("The game is over. A draw, %u seeds each.", totals[AK_SOUTH]);
      else
        expected = g_strdup_printf ("The game is over. %s wins, %u seeds to %u.",
                                    winner == AK_SOUTH ? "South" : "North", totals[winner],
                                    totals[AK_SIDE_OTHER (winner)]);
      g_assert_cmpstr (g_ptr_array_index (said, said->len - 1), ==, expected);
      g_free (expected);
      ak_table_set_game (table, fixture->game);
      drain_main_context ();
    }
  g_signal_handlers_disconnect_by_func (table, check_pass_cb, &n_passes);
  g_test_message ("%u passes", n_passes);
  g_assert_true (seen_relay);
  g_assert_cmpuint (n_passes, >, 0);
  g_test_message ("%s", (char *) g_ptr_array_index (said, said->len - 1));

  _ak_board_view_set_announce_hook (NULL, NULL);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/board-view/table/sweep-no-capture", test_table_sweep_no_capture);
  g_test_add ("/ak/ui/board-view/table/sweep-agreement", TableFixture, NULL,
              table_fixture_set_up, test_table_sweep_agreement, table_fixture_tear_down);
  g_test_add ("/ak/ui/board-view/table/properties", TableFixture, NULL,
              table_fixture_set_up, test_table_properties, table_fixture_tear_down);
  g_test_add ("/ak/ui/board-view/table/play", TableFixture, NULL,
              table_fixture_set_up, test_table_play, table_fixture_tear_down);
  g_test_add ("/ak/ui/board-view/table/refused", TableFixture, NULL,
              table_fixture_set_up, test_table_refused, table_fixture_tear_down);
  g_test_add ("/ak/ui/board-view/table/play-during-animation", TableFixture, NULL,
              table_fixture_set_up, test_table_play_during_animation, table_fixture_tear_down);
  g_test_add ("/ak/ui/board-view/table/holds", TableFixture, NULL,
              table_fixture_set_up, test_table_holds, table_fixture_tear_down);
  g_test_add ("/ak/ui/board-view/table/replaced", TableFixture, NULL,
              table_fixture_set_up, test_table_replaced, table_fixture_tear_down);
  g_test_add ("/ak/ui/board-view/table/dispose", TableFixture, NULL,
              table_fixture_set_up, test_table_dispose, table_fixture_tear_down);
  g_test_add ("/ak/ui/board-view/table/navigation", TableFixture, NULL,
              table_fixture_set_up, test_table_navigation, table_fixture_tear_down);
  g_test_add ("/ak/ui/board-view/table/marks-when-stepping", TableFixture, NULL,
              table_fixture_set_up, test_table_marks_when_stepping, table_fixture_tear_down);
  g_test_add ("/ak/ui/board-view/table/hint", TableFixture, NULL,
              table_fixture_set_up, test_table_hint, table_fixture_tear_down);
  g_test_add ("/ak/ui/board-view/table/announcements", TableFixture, NULL,
              table_fixture_set_up, test_table_announcements, table_fixture_tear_down);
  g_test_add_func ("/ak/ui/board-view/table/purchase", test_table_purchase);
  g_test_add_func ("/ak/ui/board-view/table/computer-buys", test_table_computer_buys);

  return ui_test_run ();
}
