/* board-render-test-helpers.c — what the board render test
 * programs share: a board in a window, drawn into pictures, and
 * measures of how they differ
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each scene is drawn by the board's renderer into a texture with the
 * window's renderer, and parts of two pictures are compared: a mark
 * that changes nothing, or looks like another, fails.
 */

#define G_LOG_DOMAIN "test-board-render"

#include "config.h"

#include "board-render-test-helpers.h"

void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  fixture->game = ak_game_new (&rules, &start);
  fixture->board = g_object_ref_sink (AK_BOARD_VIEW (ak_board_view_new ()));
  ak_board_view_set_game (fixture->board, fixture->game);
  ak_board_view_set_animation_speed (fixture->board, AK_ANIMATION_SPEED_INSTANT);

  fixture->window = GTK_WINDOW (gtk_window_new ());
  g_object_ref (fixture->window);
  gtk_window_set_default_size (fixture->window, 800, 400);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->board));
  gtk_window_present (fixture->window);
  ui_test_wait_for_window_shown (fixture->window);
}

void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  drain_main_context ();
  g_assert_finalize_object (fixture->window);
  g_assert_finalize_object (fixture->board);
  g_assert_finalize_object (fixture->game);
}

void
picture_clear (Picture *picture)
{
  g_clear_pointer (&picture->data, g_free);
}

void
draw_sized (Fixture            *fixture,
            const AkBoardScene *scene,
            int                 width,
            int                 height,
            Picture            *picture)
{
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (fixture->window));
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderNode *node;

  node = ak_board_renderer_render (fixture->board->renderer, scene, width, height, 1);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_render_node_unref (node);
  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);

  picture->stride = (gsize) width * 4;
  picture->data = g_malloc (picture->stride * height);
  gdk_texture_download (texture, picture->data, picture->stride);
}

void
draw (Fixture            *fixture,
      const AkBoardScene *scene,
      Picture            *picture)
{
  draw_sized (fixture, scene, WIDTH, HEIGHT, picture);
}

void
pixel (const Picture *picture,
       int            x,
       int            y,
       float          rgb[3])
{
  const guint8 *p = picture->data + (gsize) y * picture->stride + (gsize) x * 4;

  rgb[0] = p[2] / 255.f;
  rgb[1] = p[1] / 255.f;
  rgb[2] = p[0] / 255.f;
}

double
difference (const Picture         *a,
            const Picture         *b,
            const graphene_rect_t *area,
            gboolean               luminance_only)
{
  int x0 = MAX (0, (int) area->origin.x);
  int y0 = MAX (0, (int) area->origin.y);
  int x1 = MIN (WIDTH, (int) (area->origin.x + area->size.width));
  int y1 = MIN (HEIGHT, (int) (area->origin.y + area->size.height));
  double sum = 0;
  int n = 0;

  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      {
        float pa[3];
        float pb[3];

        pixel (a, x, y, pa);
        pixel (b, x, y, pb);
        if (luminance_only)
          sum += fabsf ((0.2126f * pa[0] + 0.7152f * pa[1] + 0.0722f * pa[2]) -
                        (0.2126f * pb[0] + 0.7152f * pb[1] + 0.0722f * pb[2]));
        else
          sum += MAX (fabsf (pa[0] - pb[0]), MAX (fabsf (pa[1] - pb[1]), fabsf (pa[2] - pb[2])));
        n++;
      }

  return n > 0 ? sum / n : 0;
}

graphene_rect_t
hole_area_scaled (int   hole,
                  float margin)
{
  AkBoardLayout l;
  float cx;
  float cy;

  ak_board_layout_init (&l, WIDTH, HEIGHT, TRUE);
  ak_board_layout_hole_centre (&l, hole, &cx, &cy);
  return GRAPHENE_RECT_INIT (cx - l.hole_r * margin, cy - l.hole_r * margin,
                             l.hole_r * 2 * margin, l.hole_r * 2 * margin);
}

void
wait_for_animation (AkBoardView *board)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (ak_board_view_get_animating (board) && g_get_monotonic_time () < deadline)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_assert_false (ak_board_view_get_animating (board));
}
