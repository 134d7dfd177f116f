/* test-board-view.c — the board widget and the window's game actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-board-view"

#include "config.h"

#include "ui-test-setup.h"
#include "board-view-test-helpers.h"

typedef struct
{
  GtkWindow   *window;
  AkBoardView *board;
  AkGame      *game;
} Fixture;

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

/* Turned half round, every well is still its hole to a click, a..f run
 * right to left along the top, and the arrows go where they point on
 * screen. */
/* The holes move at the next layout, which the frame clock runs when it
 * runs (late on a loaded machine): waits up to 5 s for hole a to be in
 * the top row (@on_top) or the bottom one. */
static void
wait_for_hole_a (AkBoardView *board,
                 gboolean     on_top)
{
  float half = gtk_widget_get_height (GTK_WIDGET (board)) / 2.f;

  for (gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
       g_get_monotonic_time () < deadline;)
    {
      graphene_rect_t a;

      drain_main_context ();
      if (gtk_widget_compute_bounds (board->holes[0], GTK_WIDGET (board), &a) &&
          (a.origin.y + a.size.height / 2 < half) == on_top)
        return;
      g_usleep (2000);
    }
}

static void
test_board_flipped (Fixture       *fixture,
                    gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  float half;
  guint flips = 0;

  g_signal_connect (board, "notify::flipped", G_CALLBACK (count_cb), &flips);
  g_assert_false (ak_board_view_get_flipped (board));
  ak_board_view_set_flipped (board, TRUE);
  ak_board_view_set_flipped (board, TRUE);
  g_assert_cmpuint (flips, ==, 1);
  g_assert_true (ak_board_view_get_flipped (board));
  half = gtk_widget_get_height (GTK_WIDGET (board)) / 2.f;
  wait_for_hole_a (board, TRUE);

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      graphene_rect_t bounds;
      float cx, cy;

      g_assert_true (gtk_widget_compute_bounds (board->holes[hole], GTK_WIDGET (board), &bounds));
      cx = bounds.origin.x + bounds.size.width / 2;
      cy = bounds.origin.y + bounds.size.height / 2;
      g_assert_cmpint (_ak_board_view_hole_at (board, cx, cy), ==, hole);
      /* South's row on top, North's below. */
      g_assert_cmpint (cy < half, ==, ak_hole_row (hole) == AK_SOUTH);
      if (hole > 0 && hole != AK_ROW_HOLES)
        {
          graphene_rect_t before;

          /* a..f leftwards on top, A..F rightwards below. */
          g_assert_true (gtk_widget_compute_bounds (board->holes[hole - 1], GTK_WIDGET (board),
                                                    &before));
          if (ak_hole_row (hole) == AK_SOUTH)
            g_assert_cmpfloat (bounds.origin.x, <, before.origin.x);
          else
            g_assert_cmpfloat (bounds.origin.x, >, before.origin.x);
        }
    }

  /* The arrows: left from a, on top at the right, is b; down is North's
   * row below it, F. */
  ak_board_view_set_focus_hole (board, 0);
  ak_board_view_move_focus (board, GTK_DIR_LEFT);
  g_assert_cmpint (ak_board_view_get_focus_hole (board), ==, 1);
  ak_board_view_set_focus_hole (board, 0);
  ak_board_view_move_focus (board, GTK_DIR_DOWN);
  g_assert_cmpint (ak_board_view_get_focus_hole (board), ==, ak_hole_from_char ('F'));
  ak_board_view_move_focus (board, GTK_DIR_UP);
  g_assert_cmpint (ak_board_view_get_focus_hole (board), ==, 0);

  /* Back again: a at the bottom left. */
  ak_board_view_set_flipped (board, FALSE);
  wait_for_hole_a (board, FALSE);
  {
    graphene_rect_t bounds;

    g_assert_true (gtk_widget_compute_bounds (board->holes[0], GTK_WIDGET (board), &bounds));
    g_assert_cmpfloat (bounds.origin.y, >, half);
    g_assert_cmpfloat (bounds.origin.x, <, gtk_widget_get_width (GTK_WIDGET (board)) / 2.f);
  }
  g_signal_handlers_disconnect_by_func (board, count_cb, &flips);
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

/* A pass leaves nothing to mark: stepped back to, the board shows no
 * mark, and the move after it is marked again when stepped forward to.
 * A board without a table follows its game's jumps as one with does. */
static void
test_board_marks_after_a_pass (Fixture       *fixture,
                               gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  g_autoptr(AkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  AkGameNode *answer;
  guint relays;
  guint captures;
  int origin;
  int hole;
  AkRules rules;

  /* South has no hole of two seeds or more: it passes. */
  ak_rules_init (&rules);
  game = ak_game_new_from_position_string (&rules, "1,0,0,0,0,1/3,3,3,0,0,2 S 17-18", &error);
  g_assert_no_error (error);
  ak_board_view_set_game (board, game);
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);
  g_assert_cmpint (ak_game_play (game, AK_MOVE_PASS, NULL), ==, AK_VERDICT_LEGAL);
  hole = first_legal (game, ak_game_get_position (game));
  g_assert_cmpint (ak_game_play (game, hole, NULL), ==, AK_VERDICT_LEGAL);
  answer = ak_game_get_current_node (game);
  _ak_board_view_get_marks (board, &origin, &relays, &captures);
  g_assert_cmpint (origin, ==, hole);

  g_assert_true (ak_game_go_previous (game));
  g_assert_cmpint (ak_game_get_current_node (game)->move, ==, AK_MOVE_PASS);
  _ak_board_view_get_marks (board, &origin, &relays, &captures);
  g_assert_cmpint (origin, ==, -1);
  g_assert_cmpuint (relays | captures, ==, 0);

  ak_game_go_to (game, answer);
  assert_display_matches_game (board, game);
  _ak_board_view_get_marks (board, &origin, &relays, &captures);
  g_assert_cmpint (origin, ==, hole);

  g_assert_true (ak_game_go_first (game));
  _ak_board_view_get_marks (board, &origin, &relays, &captures);
  g_assert_cmpint (origin, ==, -1);
  g_assert_cmpuint (relays | captures, ==, 0);

  /* A game shown again, as a file opened, has its move marked too. */
  ak_game_go_to (game, answer);
  ak_board_view_set_game (board, fixture->game);
  _ak_board_view_get_marks (board, &origin, &relays, &captures);
  g_assert_cmpint (origin, ==, -1);
  ak_board_view_set_game (board, game);
  _ak_board_view_get_marks (board, &origin, &relays, &captures);
  g_assert_cmpint (origin, ==, hole);

  ak_board_view_set_game (board, fixture->game);
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
  g_assert_cmpstr (refusal.reason, ==, "hole A belongs to North; a player sows only from their own holes");
  g_assert_true (ak_position_equal (&before, ak_game_get_position (fixture->game)));

  /* After South's move it is the other way round. */
  g_assert_true (ak_board_view_activate_hole (board, 2));
  before = *ak_game_get_position (fixture->game);
  g_assert_false (ak_board_view_activate_hole (board, 0));
  g_assert_cmpint (refusal.hole, ==, 0);
  g_assert_cmpstr (refusal.reason, ==, "hole a belongs to South; a player sows only from their own holes");
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

/* The dialog is shown over the window. */
static AkNewGameDialog *
find_new_game_dialog (void)
{
  return ui_test_find_dialog_of_type (AK_TYPE_NEW_GAME_DIALOG);
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

  /* A new game replaces the old one on the board, once the game in
   * progress, never saved, is given up. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  {
    AdwAlertDialog *question = ui_test_find_alert_dialog ();

    g_assert_nonnull (question);
    ui_test_alert_respond (question, "discard");
  }
  dialog = find_new_game_dialog ();
  g_assert_nonnull (dialog);
  ak_new_game_dialog_set_level (dialog, AK_NORTH, 0);
  ak_new_game_dialog_response (dialog, "start");
  adw_dialog_force_close (ADW_DIALOG (dialog));
  g_assert_false (ak_window_get_game (window) == game);
  game = ak_window_get_game (window);
  g_assert_true (ak_board_view_get_game (board) == game);
  g_assert_true (ak_position_equal (&start, ak_game_get_position (game)));
  g_assert_false (ak_game_get_can_undo (game));

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
  g_assert_finalize_object (window);
}

static float
luminance (const GdkRGBA *rgba)
{
  return 0.2126f * rgba->red + 0.7152f * rgba->green + 0.0722f * rgba->blue;
}

/* The board's colours: the focus in the accent colour the style manager
 * has, the letters in the widget's text colour, and darker wood with
 * lighter counts in the dark style. */
static void
test_board_palette (Fixture       *fixture,
                    gconstpointer  data)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  g_autoptr(GdkRGBA) accent = adw_style_manager_get_accent_color_rgba (manager);
  const AkBoardPalette *palette;
  AkBoardPalette light;
  GdkRGBA fg;

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  drain_main_context ();
  palette = ak_board_renderer_get_palette (fixture->board->renderer);
  light = *palette;
  g_assert_true (gdk_rgba_equal (&light.focus, accent));
  gtk_widget_get_color (GTK_WIDGET (fixture->board), &fg);
  g_assert_cmpfloat_with_epsilon (light.letter.red, fg.red, 1e-6);
  g_assert_cmpfloat_with_epsilon (light.letter.alpha, fg.alpha * 0.55f, 1e-6);

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  drain_main_context ();
  palette = ak_board_renderer_get_palette (fixture->board->renderer);
  g_assert_cmpfloat (luminance (&palette->board_top), <, luminance (&light.board_top));
  g_assert_cmpfloat (luminance (&palette->hole), <, luminance (&light.hole));
  g_assert_cmpfloat (luminance (&palette->count), >, luminance (&light.count));
  g_assert_false (gdk_rgba_equal (&palette->side[AK_SOUTH], &light.side[AK_SOUTH]));
  g_clear_pointer (&accent, gdk_rgba_free);
  accent = adw_style_manager_get_accent_color_rgba (manager);
  g_assert_true (gdk_rgba_equal (&palette->focus, accent));

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  drain_main_context ();
}

/* The board as it is on screen now, as pixels. */
static GBytes *
board_pixels (AkBoardView *board)
{
  GtkWidget *widget = GTK_WIDGET (board);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  guchar *data;
  gsize stride = (gsize) width * 4;

  g_assert_cmpint (width, >, 0);
  /* What the board draws itself, as at a frame */
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  data = g_malloc (stride * height);
  gdk_texture_download (texture, data, stride);
  return g_bytes_new_take (data, stride * height);
}

/* A hole marked from outside (the analysis's row) is drawn as pointed
 * at, and goes when unmarked; a position shown instead of the game's is
 * drawn, plays nothing, and goes with the next move. */
static void
test_board_highlight_and_position (Fixture       *fixture,
                                   gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  g_autoptr(GBytes) plain = NULL;
  g_autoptr(GBytes) marked = NULL;
  g_autoptr(GBytes) unmarked = NULL;
  AkPosition other, shown;

  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);
  drain_main_context ();
  plain = board_pixels (board);

  g_assert_cmpint (ak_board_view_get_highlight_hole (board), ==, -1);
  ak_board_view_set_highlight_hole (board, 3);
  g_assert_cmpint (ak_board_view_get_highlight_hole (board), ==, 3);
  marked = board_pixels (board);
  g_assert_false (g_bytes_equal (plain, marked));
  ak_board_view_set_highlight_hole (board, -1);
  unmarked = board_pixels (board);
  g_assert_true (g_bytes_equal (plain, unmarked));

  /* Another position: the one after c. */
  other = *ak_game_get_position (fixture->game);
  g_assert_cmpint (ak_position_play (&other, ak_game_get_rules (fixture->game), 2, NULL),
                   ==, AK_VERDICT_LEGAL);
  ak_board_view_show_position (board, &other);
  g_assert_true (ak_board_view_get_showing_position (board));
  ak_board_view_get_shown (board, &shown);
  g_assert_true (ak_position_equal (&shown, &other));
  g_clear_pointer (&marked, g_bytes_unref);
  marked = board_pixels (board);
  g_assert_false (g_bytes_equal (plain, marked));
  g_assert_false (ak_board_view_activate_hole (board, 0));
  g_assert_cmpuint (ak_game_get_current_node (fixture->game)->ply, ==, 0);

  ak_board_view_show_position (board, NULL);
  g_assert_false (ak_board_view_get_showing_position (board));
  assert_display_matches_game (board, fixture->game);

  /* A move played ends the showing of another position. */
  ak_board_view_show_position (board, &other);
  g_assert_cmpint (ak_game_play (fixture->game, 0, NULL), ==, AK_VERDICT_LEGAL);
  g_assert_false (ak_board_view_get_showing_position (board));
  assert_display_matches_game (board, fixture->game);
}

/* The stores are in the accessible tree, with their counts, as the holes
 * are; the players' cards read as sentences. */
static void
test_board_accessible_stores (Fixture       *fixture,
                              gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  AkGame *game = fixture->game;
  g_autoptr(AkPlayerCard) south = g_object_ref_sink (AK_PLAYER_CARD (ak_player_card_new (AK_SOUTH)));
  g_autoptr(AkPlayerCard) north = g_object_ref_sink (AK_PLAYER_CARD (ak_player_card_new (AK_NORTH)));
  g_autofree char *south_says = NULL;
  g_autofree char *north_says = NULL;
  guint captured[2];

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      g_assert_true (gtk_widget_get_parent (board->stores[side]) == GTK_WIDGET (board));
      gtk_test_accessible_assert_role (GTK_ACCESSIBLE (board->stores[side]),
                                       GTK_ACCESSIBLE_ROLE_IMG);
    }
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board->stores[AK_SOUTH]),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "South’s store, 0 seeds");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board->stores[AK_NORTH]),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "North’s store, 0 seeds");

  ak_game_set_south_name (game, "Ana");
  ak_player_card_set_game (south, game);
  ak_player_card_set_game (north, game);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (south), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Ana, South, to move, 0 seeds captured");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (north), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "North, 0 seeds captured");

  /* Moves until both stores hold something, each told as it is shown. */
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);
  for (guint ply = 0; ply < 200 && !ak_game_get_is_over (game); ply++)
    {
      const AkPosition *pos = ak_game_get_position (game);

      if (pos->stores[AK_SOUTH] > 1 && pos->stores[AK_NORTH] > 1)
        break;
      g_assert_true (ak_board_view_activate_hole (board, first_legal (game, pos)));
    }
  captured[AK_SOUTH] = ak_game_get_position (game)->stores[AK_SOUTH];
  captured[AK_NORTH] = ak_game_get_position (game)->stores[AK_NORTH];
  g_assert_cmpuint (captured[AK_SOUTH], >, 1);
  g_assert_cmpuint (captured[AK_NORTH], >, 1);
  drain_main_context ();

  {
    g_autofree char *south_store = g_strdup_printf ("South’s store, %u seeds", captured[AK_SOUTH]);
    g_autofree char *north_store = g_strdup_printf ("North’s store, %u seeds", captured[AK_NORTH]);

    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board->stores[AK_SOUTH]),
                                         GTK_ACCESSIBLE_PROPERTY_LABEL, south_store);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board->stores[AK_NORTH]),
                                         GTK_ACCESSIBLE_PROPERTY_LABEL, north_store);
  }

  south_says = g_strdup_printf ("Ana, South, %s%u seeds captured",
                                ak_game_get_side_to_move (game) == AK_SOUTH ? "to move, " : "",
                                captured[AK_SOUTH]);
  north_says = g_strdup_printf ("North, %s%u seeds captured",
                                ak_game_get_side_to_move (game) == AK_NORTH ? "to move, " : "",
                                captured[AK_NORTH]);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (south), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       south_says);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (north), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       north_says);
  ak_player_card_set_level (north, 3);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (north),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Computer · level 3");

  /* The seeds divided: the result. */
  g_assert_true (ak_game_agree (game));
  {
    guint totals[2];
    g_autofree char *south_end = NULL;

    ak_position_division (ak_game_get_position (game), totals);
    if (totals[AK_SOUTH] == totals[AK_NORTH])
      south_end = g_strdup ("Ana, South, a draw");
    else
      south_end = g_strdup_printf ("Ana, South, %s %u to %u",
                                   totals[AK_SOUTH] > totals[AK_NORTH] ? "wins" : "loses",
                                   totals[AK_SOUTH], totals[AK_NORTH]);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (south), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                         south_end);
  }
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add ("/ak/ui/board-view/properties", Fixture, NULL,
              fixture_set_up, test_board_properties, fixture_tear_down);
  g_test_add ("/ak/ui/board-view/palette", Fixture, NULL,
              fixture_set_up, test_board_palette, fixture_tear_down);
  g_test_add ("/ak/ui/board-view/flipped", Fixture, NULL,
              fixture_set_up, test_board_flipped, fixture_tear_down);
  g_test_add ("/ak/ui/board-view/play", Fixture, NULL,
              fixture_set_up, test_board_play, fixture_tear_down);
  g_test_add ("/ak/ui/board-view/marks-after-a-pass", Fixture, NULL,
              fixture_set_up, test_board_marks_after_a_pass, fixture_tear_down);
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
  g_test_add ("/ak/ui/board-view/highlight-and-position", Fixture, NULL,
              fixture_set_up, test_board_highlight_and_position, fixture_tear_down);
  g_test_add ("/ak/ui/board-view/accessible-stores", Fixture, NULL,
              fixture_set_up, test_board_accessible_stores, fixture_tear_down);
  g_test_add ("/ak/ui/board-view/render", Fixture, NULL,
              fixture_set_up, test_board_render, fixture_tear_down);
  g_test_add_func ("/ak/ui/window/game-actions", test_window_actions);

  return ui_test_run ();
}
