/* test-board-view.c — the board widget and the window's game actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-board-view"

#include "config.h"

#include "ui-test-setup.h"

#include "ak-board-view.h"
#include "ak-new-game-dialog.h"
#include "ak-window.h"

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"
#define WAIT_TIMEOUT_US    (10 * G_USEC_PER_SEC)

typedef struct
{
  GtkWindow   *window;
  AkBoardView *board;
  AkGame      *game;
} Fixture;

static void
drain_main_context (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static AkGame *
new_game (void)
{
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  return ak_game_new (&rules, &start);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->game = new_game ();
  fixture->board = g_object_ref_sink (AK_BOARD_VIEW (ak_board_view_new ()));
  ak_board_view_set_game (fixture->board, fixture->game);

  fixture->window = GTK_WINDOW (gtk_window_new ());
  g_object_ref (fixture->window);
  gtk_window_set_default_size (fixture->window, 800, 400);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->board));
  gtk_window_present (fixture->window);
  ui_test_wait_for_window_shown (fixture->window);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  drain_main_context ();
  g_assert_finalize_object (fixture->window);
  g_assert_finalize_object (fixture->board);
  g_assert_finalize_object (fixture->game);
}

static void
assert_display_matches_game (AkBoardView *board,
                             AkGame      *game)
{
  const AkPosition *pos = ak_game_get_position (game);

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    g_assert_cmpuint (_ak_board_view_get_displayed_count (board, hole), ==, pos->holes[hole]);
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static void
test_board_properties (Fixture       *fixture,
                       gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  guint letters = 0;
  guint speed = 0;
  AkGame *other;

  g_assert_true (ak_board_view_get_game (board) == fixture->game);
  g_assert_cmpstr (gtk_widget_get_css_name (GTK_WIDGET (board)), ==, "board");
  /* The holes take the focus, not the board. */
  g_assert_false (gtk_widget_get_focusable (GTK_WIDGET (board)));
  g_assert_true (ak_board_view_get_show_letters (board));
  g_assert_cmpint (ak_board_view_get_animation_speed (board), ==, AK_ANIMATION_SPEED_NORMAL);

  g_signal_connect (board, "notify::show-letters", G_CALLBACK (count_cb), &letters);
  g_signal_connect (board, "notify::animation-speed", G_CALLBACK (count_cb), &speed);

  ak_board_view_set_show_letters (board, FALSE);
  ak_board_view_set_show_letters (board, FALSE);
  g_assert_cmpuint (letters, ==, 1);
  g_object_set (board, "animation-speed", AK_ANIMATION_SPEED_SLOW, NULL);
  g_object_set (board, "animation-speed", AK_ANIMATION_SPEED_SLOW, NULL);
  g_assert_cmpuint (speed, ==, 1);

  /* Another game shows at once; the old one is let go. */
  other = new_game ();
  g_object_set (board, "game", other, NULL);
  g_assert_true (ak_board_view_get_game (board) == other);
  ak_board_view_set_game (board, fixture->game);
  g_assert_finalize_object (other);

  g_signal_handlers_disconnect_by_func (board, count_cb, &letters);
  g_signal_handlers_disconnect_by_func (board, count_cb, &speed);
}

static void
test_board_play (Fixture       *fixture,
                 gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  AkPosition before = *ak_game_get_position (fixture->game);

  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);

  g_assert_true (ak_board_view_activate_hole (board, 2));
  g_assert_false (ak_position_equal (&before, ak_game_get_position (fixture->game)));
  g_assert_cmpint (ak_game_get_side_to_move (fixture->game), ==, AK_NORTH);
  g_assert_false (ak_board_view_get_animating (board));
  assert_display_matches_game (board, fixture->game);
}

typedef struct
{
  int   hole;
  char *reason;
} Refusal;

static void
refused_cb (AkBoardView *board,
            int          hole,
            const char  *reason,
            Refusal     *refusal)
{
  refusal->hole = hole;
  g_free (refusal->reason);
  refusal->reason = g_strdup (reason);
}

static void
test_board_refused (Fixture       *fixture,
                    gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  Refusal refusal = { -1, NULL };
  AkPosition before;

  g_signal_connect (board, "move-refused", G_CALLBACK (refused_cb), &refusal);
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);

  /* South to move: North's hole A is refused, and the game stays put. */
  before = *ak_game_get_position (fixture->game);
  g_assert_false (ak_board_view_activate_hole (board, 6));
  g_assert_cmpint (refusal.hole, ==, 6);
  g_assert_cmpstr (refusal.reason, ==, "hole A belongs to North");
  g_assert_true (ak_position_equal (&before, ak_game_get_position (fixture->game)));

  /* After South's move it is the other way round. */
  g_assert_true (ak_board_view_activate_hole (board, 2));
  before = *ak_game_get_position (fixture->game);
  g_assert_false (ak_board_view_activate_hole (board, 0));
  g_assert_cmpint (refusal.hole, ==, 0);
  g_assert_cmpstr (refusal.reason, ==, "hole a belongs to South");
  g_assert_true (ak_position_equal (&before, ak_game_get_position (fixture->game)));

  g_signal_handlers_disconnect_by_func (board, refused_cb, &refusal);
  g_free (refusal.reason);
}

static void
test_board_animation (Fixture       *fixture,
                      gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  gint64 deadline;

  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_FAST);

  /* c, with 4 seeds, relays: a long animation starts and the board still
   * shows where it began. */
  g_assert_true (ak_board_view_activate_hole (board, 2));
  g_assert_true (ak_board_view_get_animating (board));
  g_assert_cmpuint (_ak_board_view_get_displayed_count (board, 2), ==, 4);
  g_assert_cmpuint (_ak_board_view_get_displayed_count (board, 5), ==, 4);

  /* A few frames run the steps forward... */
  deadline = g_get_monotonic_time () + G_USEC_PER_SEC / 4;
  while (g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (_ak_board_view_get_displayed_count (board, 2), ==, 0);

  /* ...a click skips to the end without playing a move... */
  g_assert_false (ak_board_view_activate_hole (board, 8));
  g_assert_false (ak_board_view_get_animating (board));
  assert_display_matches_game (board, fixture->game);
  g_assert_cmpint (ak_game_get_side_to_move (fixture->game), ==, AK_NORTH);

  /* ...and Esc-style finishing does the same for the next move. */
  g_assert_true (ak_board_view_activate_hole (board, 8));
  g_assert_true (ak_board_view_get_animating (board));
  ak_board_view_finish_animation (board);
  g_assert_false (ak_board_view_get_animating (board));
  assert_display_matches_game (board, fixture->game);

  /* An animation left running when the widget goes is cleaned up. */
  g_assert_true (ak_board_view_activate_hole (board, 3));
}

/* The hole child the window's keyboard focus is on, if any. */
static GtkWidget *
focused_hole_widget (AkBoardView *board)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (board));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && gtk_widget_get_parent (focus) == GTK_WIDGET (board) ? focus : NULL;
}

static void
assert_hole_label (GtkWidget  *hole,
                   const char *label)
{
  g_autofree char *error = NULL;

  g_assert_nonnull (hole);
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (hole)), ==,
                   GTK_ACCESSIBLE_ROLE_BUTTON);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (hole),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, label);
  if (error != NULL)
    g_error ("hole label: %s", error);
}

/* The n-th hole child, in the order the board made them: a..f, A..F. */
static GtkWidget *
hole_widget (AkBoardView *board,
             int          hole)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board));

  for (int i = 0; i < hole && child != NULL; i++)
    child = gtk_widget_get_next_sibling (child);
  return child;
}

static void
test_board_focus (Fixture       *fixture,
                  gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  guint notified = 0;

  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);

  /* Focus lands on the mover's first playable hole.  (is_focus, not
   * has_focus: without a window manager the window may not be active.) */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (board)));
  g_assert_cmpint (ak_board_view_get_focus_hole (board), ==, 0);
  g_assert_true (focused_hole_widget (board) != NULL);
  g_assert_true (gtk_widget_get_parent (focused_hole_widget (board)) == GTK_WIDGET (board));
  g_signal_connect (board, "notify::focus-hole", G_CALLBACK (count_cb), &notified);

  /* Along South's row to the right, a..f, and no further; the keyboard
   * focus moves with it, from child to child. */
  for (int i = 0; i < 7; i++)
    ak_board_view_move_focus (board, GTK_DIR_RIGHT);
  g_assert_cmpint (ak_board_view_get_focus_hole (board), ==, 5);
  assert_hole_label (focused_hole_widget (board), "Hole f, 4 seeds, South’s hole, playable");

  /* Up from f is A, North's first hole, at the top right. */
  ak_board_view_move_focus (board, GTK_DIR_UP);
  g_assert_cmpint (ak_board_view_get_focus_hole (board), ==, 6);

  /* Left on screen along North's row goes A, B, C...: sowing order. */
  ak_board_view_move_focus (board, GTK_DIR_LEFT);
  g_assert_cmpint (ak_board_view_get_focus_hole (board), ==, 7);
  ak_board_view_move_focus (board, GTK_DIR_DOWN);
  g_assert_cmpint (ak_board_view_get_focus_hole (board), ==, 4);
  g_assert_cmpuint (notified, ==, 5 + 3);

  /* Enter sows the focused hole: e, with 4 seeds. */
  g_assert_true (ak_board_view_activate_hole (board, ak_board_view_get_focus_hole (board)));
  g_assert_cmpuint (ak_game_get_position (fixture->game)->holes[4], <=, 4);
  g_assert_cmpint (ak_game_get_side_to_move (fixture->game), ==, AK_NORTH);

  g_signal_handlers_disconnect_by_func (board, count_cb, &notified);
}

static void
assert_hole_description (GtkWidget  *hole,
                         const char *description)
{
  g_autofree char *error = NULL;

  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (hole),
                                              GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);
  if (error != NULL)
    g_error ("hole description: %s", error);
}

/* What the preview should say about sowing @hole, from the engine's own
 * trace of it. */
static char *
expected_preview (AkGame *game,
                  int     hole)
{
  AkPosition pos = *ak_game_get_position (game);
  g_autoptr(GString) text = g_string_new (NULL);
  AkTrace *trace = ak_trace_new ();
  const AkLap *last;
  guint relays = 0;

  g_assert_cmpint (ak_position_play_traced (&pos, ak_game_get_rules (game), hole, trace), ==,
                   AK_VERDICT_LEGAL);
  last = &g_array_index (trace->laps, AkLap, trace->laps->len - 1);
  for (guint i = 0; i < trace->laps->len; i++)
    relays += g_array_index (trace->laps, AkLap, i).end == AK_LAP_END_RELAY;
  if (relays == 0)
    g_string_append_printf (text, "Ends in hole %c.", ak_hole_to_char (last->last));
  else
    g_string_append_printf (text, "Ends in hole %c after %u relay%s.", ak_hole_to_char (last->last),
                            relays, relays == 1 ? "" : "s");
  if (trace->captured > 0)
    g_string_append_printf (text, " Captures %u seed%s.", trace->captured,
                            trace->captured == 1 ? "" : "s");
  ak_trace_free (trace);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
test_board_preview (Fixture       *fixture,
                    gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);

  /* Each playable hole says where its sowing would end; North's holes,
   * which South cannot play, say nothing. */
  before = expected_preview (fixture->game, 2);
  assert_hole_description (hole_widget (board, 2), before);
  assert_hole_description (hole_widget (board, 8), "");
  g_assert_true (g_str_has_prefix (before, "Ends in hole "));

  /* After a move the previews are those of the new position. */
  g_assert_true (ak_board_view_activate_hole (board, 0));
  assert_hole_description (hole_widget (board, 2), "");
  for (int hole = AK_ROW_HOLES; hole < AK_N_HOLES; hole++)
    if (ak_game_check_move (fixture->game, hole) == AK_VERDICT_LEGAL)
      {
        g_free (after);
        after = expected_preview (fixture->game, hole);
        assert_hole_description (hole_widget (board, hole), after);
      }
  g_assert_nonnull (after);
}

static void
test_board_hint (Fixture       *fixture,
                 gconstpointer  data)
{
  AkBoardView *board = fixture->board;

  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);
  g_assert_cmpint (ak_board_view_get_hint (board), ==, -1);
  ak_board_view_show_hint (board, 3);
  g_assert_cmpint (ak_board_view_get_hint (board), ==, 3);
  assert_hole_label (hole_widget (board, 3),
                     "Hole d, 4 seeds, South’s hole, playable, the suggested move");
  assert_hole_label (hole_widget (board, 2), "Hole c, 4 seeds, South’s hole, playable");

  /* The suggestion is for one position only. */
  g_assert_true (ak_board_view_activate_hole (board, 3));
  g_assert_cmpint (ak_board_view_get_hint (board), ==, -1);
}

static void
test_board_purchase (Fixture       *fixture,
                     gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  AkPosition shown;
  guint8 bought[AK_ROW_HOLES];
  guint changed = 0;

  ak_position_init_start (&shown, AK_SOUTH);
  ak_board_view_begin_purchase (board, &shown, AK_SOUTH, 2);
  g_assert_true (ak_board_view_get_purchasing (board));
  g_signal_connect (board, "purchases-changed", G_CALLBACK (count_cb), &changed);
  assert_hole_label (hole_widget (board, 8), "Hole C, 4 seeds, North’s hole, can be bought");
  assert_hole_label (hole_widget (board, 1), "Hole b, 4 seeds, South’s hole, not for sale");

  /* The buyer's own row is not for sale, and playing is off meanwhile. */
  g_assert_false (ak_board_view_activate_hole (board, 1));
  g_assert_cmpuint (ak_board_view_get_purchases (board, bought), ==, 0);
  g_assert_false (ak_game_get_can_undo (fixture->game));

  /* Two of the other row; a third is one too many; one given back. */
  ak_board_view_activate_hole (board, 6);
  ak_board_view_activate_hole (board, 8);
  ak_board_view_activate_hole (board, 9);
  g_assert_cmpuint (ak_board_view_get_purchases (board, bought), ==, 2);
  g_assert_cmpuint (bought[0], ==, 6);
  g_assert_cmpuint (bought[1], ==, 8);
  g_assert_cmpuint (changed, ==, 2);
  assert_hole_label (hole_widget (board, 8), "Hole C, 4 seeds, North’s hole, bought");
  ak_board_view_activate_hole (board, 6);
  g_assert_cmpuint (ak_board_view_get_purchases (board, bought), ==, 1);
  g_assert_cmpuint (bought[0], ==, 8);

  /* A choice made elsewhere is shown as it is. */
  ak_board_view_set_purchases (board, (const guint8[]) { 10, 11 }, 2);
  g_assert_cmpuint (ak_board_view_get_purchases (board, bought), ==, 2);
  g_assert_cmpuint (bought[0], ==, 10);
  g_assert_cmpuint (changed, ==, 4);

  ak_board_view_end_purchase (board);
  g_assert_false (ak_board_view_get_purchasing (board));
  assert_display_matches_game (board, fixture->game);
  g_assert_true (ak_board_view_activate_hole (board, 1));
  g_signal_handlers_disconnect_by_func (board, count_cb, &changed);
}

static void
test_board_render (Fixture       *fixture,
                   gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  GskRenderNode *node;
  graphene_rect_t bounds;

  node = ak_board_view_render (board, 900, 400);
  g_assert_nonnull (node);
  gsk_render_node_get_bounds (node, &bounds);
  /* The board fills the width it is given, within the image. */
  g_assert_cmpfloat (bounds.size.width, >=, 850);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, 900 + 20);
  gsk_render_node_unref (node);
}

static void
reset_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (SETTINGS_SCHEMA_ID);

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  g_settings_reset (settings, "window-maximized");
}

/* The dialog is transient for the window, not one of the application's. */
static AkNewGameDialog *
find_new_game_dialog (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (AK_IS_NEW_GAME_DIALOG (l->data))
      return l->data;

  return NULL;
}

static void
test_window_actions (void)
{
  AkWindow *window;
  AkBoardView *board;
  AkGame *game;
  AkPosition start;
  AkNewGameDialog *dialog;

  reset_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));

  board = ak_window_get_board_view (window);
  game = ak_window_get_game (window);
  g_assert_true (gtk_widget_get_parent (gtk_window_get_focus (GTK_WINDOW (window))) ==
                 GTK_WIDGET (board));
  g_assert_nonnull (game);
  g_assert_true (ak_board_view_get_game (board) == game);
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);
  start = *ak_game_get_position (game);

  g_assert_true (ak_board_view_activate_hole (board, 1));
  g_assert_true (ak_game_get_can_undo (game));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_true (ak_position_equal (&start, ak_game_get_position (game)));
  g_assert_true (ak_game_get_can_redo (game));
  assert_display_matches_game (board, game);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_false (ak_position_equal (&start, ak_game_get_position (game)));
  assert_display_matches_game (board, game);

  /* A new game replaces the old one on the board. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = find_new_game_dialog ();
  g_assert_nonnull (dialog);
  ak_new_game_dialog_set_level (dialog, AK_NORTH, 0);
  ak_new_game_dialog_response (dialog, "start");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_false (ak_window_get_game (window) == game);
  game = ak_window_get_game (window);
  g_assert_true (ak_board_view_get_game (board) == game);
  g_assert_true (ak_position_equal (&start, ak_game_get_position (game)));
  g_assert_false (ak_game_get_can_undo (game));

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
  g_assert_finalize_object (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add ("/ak/ui/board-view/properties", Fixture, NULL,
              fixture_set_up, test_board_properties, fixture_tear_down);
  g_test_add ("/ak/ui/board-view/play", Fixture, NULL,
              fixture_set_up, test_board_play, fixture_tear_down);
  g_test_add ("/ak/ui/board-view/refused", Fixture, NULL,
              fixture_set_up, test_board_refused, fixture_tear_down);
  g_test_add ("/ak/ui/board-view/animation", Fixture, NULL,
              fixture_set_up, test_board_animation, fixture_tear_down);
  g_test_add ("/ak/ui/board-view/focus", Fixture, NULL,
              fixture_set_up, test_board_focus, fixture_tear_down);
  g_test_add ("/ak/ui/board-view/preview", Fixture, NULL,
              fixture_set_up, test_board_preview, fixture_tear_down);
  g_test_add ("/ak/ui/board-view/hint", Fixture, NULL,
              fixture_set_up, test_board_hint, fixture_tear_down);
  g_test_add ("/ak/ui/board-view/purchase", Fixture, NULL,
              fixture_set_up, test_board_purchase, fixture_tear_down);
  g_test_add ("/ak/ui/board-view/render", Fixture, NULL,
              fixture_set_up, test_board_render, fixture_tear_down);
  g_test_add_func ("/ak/ui/window/game-actions", test_window_actions);

  return ui_test_run ();
}
