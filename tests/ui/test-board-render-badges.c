/* test-board-render-badges.c — the value badges the board renderer
 * draws over the holes, measured in pixels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each scene is drawn by the board's renderer into a texture with the
 * window's renderer, and parts of two pictures are compared: a mark
 * that changes nothing, or looks like another, fails.
 */

#define G_LOG_DOMAIN "test-board-render-badges"

#include "config.h"

#include "ui-test-setup.h"
#include "board-render-test-helpers.h"

/* The values on the start position's South holes, as the Analysis page
 * writes them; b has none yet. */
static const char * const start_values[AK_N_HOLES] = {
  "+5.10", NULL, "+6.85", "-1.25", "+12", "+0.40",
};

static graphene_rect_t
badge_area (Fixture   *fixture,
            int        hole,
            gboolean   flipped)
{
  AkBoardLayout l;

  ak_board_layout_init (&l, WIDTH, HEIGHT, TRUE);
  ak_board_layout_set_flipped (&l, flipped);
  return ak_board_renderer_value_badge (fixture->board->renderer, &l, hole,
                                        start_values[hole] != NULL ? start_values[hole] : "+0.00",
                                        NULL);
}

/* A value's badge changes its place on the board, in luminance too, and
 * nothing else; the best move's badge differs from the others; on a
 * flipped board the badges move with their holes. */
static void
test_value_badges (Fixture       *fixture,
                   gconstpointer  data)
{
  g_auto(Picture) plain = { 0 };
  g_auto(Picture) valued = { 0 };
  g_auto(Picture) best = { 0 };
  g_auto(Picture) flipped_plain = { 0 };
  g_auto(Picture) flipped_valued = { 0 };
  AkPosition start;
  AkBoardScene scene;

  ak_position_init_start (&start, AK_SOUTH);
  ak_board_scene_init (&scene, &start);
  draw (fixture, &scene, &plain);
  scene.values = start_values;
  draw (fixture, &scene, &valued);
  scene.best_value = 2;
  draw (fixture, &scene, &best);

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      graphene_rect_t area = badge_area (fixture, hole, FALSE);
      double change = difference (&plain, &valued, &area, FALSE);
      double luma = difference (&plain, &valued, &area, TRUE);
      double apart = difference (&valued, &best, &area, FALSE);

      g_test_message ("hole %c: the badge changes its place by %.3f, luminance %.3f; "
                      "as the best, by %.3f", ak_hole_to_char (hole), change, luma, apart);
      if (start_values[hole] != NULL)
        {
          g_assert_cmpfloat (change, >, 0.1);
          g_assert_cmpfloat (luma, >, 0.05);
        }
      else
        g_assert_cmpfloat (change, ==, 0);
      if (hole == 2)
        g_assert_cmpfloat (apart, >, 0.1);
      else
        g_assert_cmpfloat (apart, ==, 0);
    }
  /* North's row, the stores: untouched. */
  for (int hole = AK_ROW_HOLES; hole < AK_N_HOLES; hole++)
    {
      graphene_rect_t area = hole_area_scaled (hole, 1.0f);

      g_assert_cmpfloat (difference (&plain, &valued, &area, FALSE), ==, 0);
    }

  scene.flipped = TRUE;
  scene.values = NULL;
  draw (fixture, &scene, &flipped_plain);
  scene.values = start_values;
  draw (fixture, &scene, &flipped_valued);
  for (int hole = 0; hole < AK_ROW_HOLES; hole++)
    {
      graphene_rect_t area = badge_area (fixture, hole, TRUE);
      graphene_rect_t unflipped = badge_area (fixture, hole, FALSE);

      /* South's row on top: its badges under its holes, towards the
       * groove, and in mirrored columns. */
      g_assert_cmpfloat (area.origin.y, <, unflipped.origin.y);
      g_assert_cmpfloat (area.origin.x, !=, unflipped.origin.x);
      if (start_values[hole] != NULL)
        g_assert_cmpfloat (difference (&flipped_plain, &flipped_valued, &area, FALSE), >, 0.1);
    }
}

/* The badges read in every style: their text against their ground at
 * least 4.5:1, the best move's too. */
static void
test_value_badges_contrast (Fixture       *fixture,
                            gconstpointer  data)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  AkBoardRenderer *renderer = fixture->board->renderer;
  const GdkRGBA black = { 0, 0, 0, 1 };
  const GdkRGBA white = { 1, 1, 1, 1 };
  const struct { AkBoardTheme theme; AdwColorScheme scheme; const char *name; } cases[] = {
    { AK_BOARD_THEME_AUTO, ADW_COLOR_SCHEME_FORCE_LIGHT, "light style" },
    { AK_BOARD_THEME_AUTO, ADW_COLOR_SCHEME_FORCE_DARK, "dark style" },
    { AK_BOARD_THEME_LIGHT_WOOD, ADW_COLOR_SCHEME_FORCE_DARK, "light wood" },
    { AK_BOARD_THEME_DARK_WOOD, ADW_COLOR_SCHEME_FORCE_LIGHT, "dark wood" },
    { AK_BOARD_THEME_HIGH_CONTRAST, ADW_COLOR_SCHEME_FORCE_LIGHT, "high contrast" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      const AkBoardPalette *p;
      float plain;
      float best;

      adw_style_manager_set_color_scheme (manager, cases[c].scheme);
      drain_main_context ();
      ak_board_renderer_set_theme (renderer, cases[c].theme);
      p = ak_board_renderer_get_palette (renderer);
      plain = ak_board_contrast (&p->board_top, &p->count);
      best = MAX (ak_board_contrast (&black, &p->hint), ak_board_contrast (&white, &p->hint));
      g_test_message ("%s: a value %.1f:1, the best %.1f:1", cases[c].name, plain, best);
      g_assert_cmpfloat (plain, >=, 4.5);
      g_assert_cmpfloat (best, >=, 4.5);
    }
  ak_board_renderer_set_theme (renderer, AK_BOARD_THEME_AUTO);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  drain_main_context ();
}

/* From a phone's width to a wide window, the longest value fits its
 * hole's column in a size that reads, at the inner edge of its well, and
 * clear of the badge of the hole across the groove. */
static void
test_value_badges_sizes (Fixture       *fixture,
                         gconstpointer  data)
{
  const int widths[] = { 320, 360, 480, 700, 900, 1400 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (int flipped = 0; flipped < 2; flipped++)
      for (int hole = 0; hole < AK_N_HOLES; hole++)
        {
          AkBoardLayout l;
          graphene_rect_t cell;
          graphene_rect_t badge;
          float size;
          float cx, cy, ox, oy;
          gboolean top;

          ak_board_layout_init (&l, widths[w], ak_board_layout_height_for_width (widths[w], TRUE),
                                TRUE);
          ak_board_layout_set_flipped (&l, flipped);
          cell = ak_board_layout_hole_cell (&l, hole);
          badge = ak_board_renderer_value_badge (fixture->board->renderer, &l, hole, "-24.00",
                                                 &size);
          if (hole == 0 && !flipped)
            g_test_message ("%d px wide: hole radius %.1f, text %.1f px, badge %.0f×%.0f in a "
                            "column of %.1f", widths[w], l.hole_r, size, badge.size.width,
                            badge.size.height, l.cell_w);
          ak_board_layout_hole_centre (&l, hole, &cx, &cy);
          /* The hole across the groove */
          ak_board_layout_hole_centre (&l, AK_N_HOLES - 1 - hole, &ox, &oy);
          top = ak_hole_row (hole) == ak_board_top_row (flipped);

          g_assert_cmpfloat (size, >=, 8);
          g_assert_cmpfloat (badge.size.height, >=, 12);
          g_assert_cmpfloat (badge.origin.x, >=, cell.origin.x - 1);
          g_assert_cmpfloat (badge.origin.x + badge.size.width, <=,
                             cell.origin.x + cell.size.width + 1);
          /* Towards the groove, over the hole's rim, and on its side of
           * the groove's middle, where the badge of the hole across it
           * may be. */
          if (top)
            {
              g_assert_cmpfloat (badge.origin.y, <, cy + l.hole_r);
              g_assert_cmpfloat (badge.origin.y + badge.size.height, >, cy + l.hole_r);
              g_assert_cmpfloat (badge.origin.y + badge.size.height, <=, (cy + oy) / 2);
            }
          else
            {
              g_assert_cmpfloat (badge.origin.y + badge.size.height, >, cy - l.hole_r);
              g_assert_cmpfloat (badge.origin.y, <, cy - l.hole_r);
              g_assert_cmpfloat (badge.origin.y, >=, (cy + oy) / 2);
            }
        }
}

/* The board view shows the values it is given only while it shows their
 * position, and never in an image of it. */
static void
test_value_badges_board (Fixture       *fixture,
                         gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  AkGame *game = fixture->game;
  AkPosition start = *ak_game_get_position (game);
  AkPosition other = start;
  AkRules rules;
  GskRenderNode *with = NULL;
  GskRenderNode *without = NULL;
  g_autoptr(GdkTexture) texture_with = NULL;
  g_autoptr(GdkTexture) texture_without = NULL;
  g_autoptr(GBytes) png_with = NULL;
  g_autoptr(GBytes) png_without = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (fixture->window));

  ak_rules_init (&rules);
  g_assert_null (_ak_board_view_get_value (board, 0));

  ak_board_view_set_move_values (board, &start, start_values, 2);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    g_assert_cmpstr (_ak_board_view_get_value (board, hole), ==, start_values[hole]);
  g_assert_cmpint (_ak_board_view_get_best_value (board), ==, 2);
  /* Each badge is named in its hole's tooltip. */
  {
    g_autofree char *best = _ak_board_view_dup_marks_text (board, 2);
    g_autofree char *plain = _ak_board_view_dup_marks_text (board, 0);
    g_autofree char *none = _ak_board_view_dup_marks_text (board, 1);

    g_assert_nonnull (strstr (best, "Green badge +6.85"));
    g_assert_nonnull (strstr (plain, "Badge +5.10"));
    g_assert_true (none == NULL || strstr (none, "adge") == NULL);
  }

  /* Never in an image. */
  with = ak_board_view_render_for_export (board, WIDTH, HEIGHT, 1, TRUE, TRUE);
  ak_board_view_set_move_values (board, NULL, NULL, -1);
  g_assert_null (_ak_board_view_get_value (board, 0));
  g_assert_cmpint (_ak_board_view_get_best_value (board), ==, -1);
  without = ak_board_view_render_for_export (board, WIDTH, HEIGHT, 1, TRUE, TRUE);
  texture_with = gsk_renderer_render_texture (renderer, with, &GRAPHENE_RECT_INIT (0, 0, WIDTH, HEIGHT));
  texture_without = gsk_renderer_render_texture (renderer, without,
                                                 &GRAPHENE_RECT_INIT (0, 0, WIDTH, HEIGHT));
  png_with = gdk_texture_save_to_png_bytes (texture_with);
  png_without = gdk_texture_save_to_png_bytes (texture_without);
  g_assert_true (g_bytes_equal (png_with, png_without));
  gsk_render_node_unref (with);
  gsk_render_node_unref (without);

  /* Values of another position: not shown. */
  g_assert_cmpint (ak_position_play (&other, &rules, 0, NULL), ==, AK_VERDICT_LEGAL);
  ak_board_view_set_move_values (board, &other, start_values, 2);
  g_assert_null (_ak_board_view_get_value (board, 2));

  /* A line previewed, then the game again. */
  ak_board_view_set_move_values (board, &start, start_values, 2);
  ak_board_view_show_position (board, &other);
  g_assert_null (_ak_board_view_get_value (board, 2));
  ak_board_view_show_position (board, NULL);
  g_assert_cmpstr (_ak_board_view_get_value (board, 2), ==, start_values[2]);

  /* Flipped, the same values. */
  ak_board_view_set_flipped (board, TRUE);
  g_assert_cmpstr (_ak_board_view_get_value (board, 2), ==, start_values[2]);
  ak_board_view_set_flipped (board, FALSE);

  /* A move played: the position changed, the values go at once. */
  g_assert_true (ak_board_view_activate_hole (board, 0));
  g_assert_null (_ak_board_view_get_value (board, 2));
  g_assert_true (ak_game_undo (game));
  wait_for_animation (board);
  g_assert_cmpstr (_ak_board_view_get_value (board, 2), ==, start_values[2]);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add ("/ak/ui/board-render/value-badges", Fixture, NULL,
              fixture_set_up, test_value_badges, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/value-badges-contrast", Fixture, NULL,
              fixture_set_up, test_value_badges_contrast, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/value-badges-sizes", Fixture, NULL,
              fixture_set_up, test_value_badges_sizes, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/value-badges-board", Fixture, NULL,
              fixture_set_up, test_value_badges_board, fixture_tear_down);

  return ui_test_run ();
}
