/* test-board-render.c — what the board renderer draws, measured in pixels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each scene is drawn by the board's renderer into a texture with the
 * window's renderer, and parts of two pictures are compared: a mark
 * that changes nothing, or looks like another, fails.
 */

#define G_LOG_DOMAIN "test-board-render"

#include "config.h"

#include "ui-test-setup.h"

#include "ak-board-view.h"
#include "ak-board-view-private.h"
#include "ak-board-legend.h"
#include "ak-rules-page.h"
#include "ak-window.h"

#define WIDTH  900
#define HEIGHT 360

typedef struct
{
  GtkWindow   *window;
  AkBoardView *board;
  AkGame      *game;
} Fixture;

typedef struct
{
  guint8 *data;   /* B, G, R, A premultiplied, as GdkTexture downloads */
  gsize   stride;
} Picture;

static void
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
picture_clear (Picture *picture)
{
  g_clear_pointer (&picture->data, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Picture, picture_clear)

/* Draws @scene as an image file would be, into pixels, at @width by
 * @height. */
static void
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

static void
draw (Fixture            *fixture,
      const AkBoardScene *scene,
      Picture            *picture)
{
  draw_sized (fixture, scene, WIDTH, HEIGHT, picture);
}

static void
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

/* How much two pictures differ over @area: the mean over its pixels of
 * the largest change of a channel, or with @luminance_only of the change
 * of luminance alone, which is what a reader who tells no colours apart
 * sees. */
static double
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

/* A hole and, with @margin above 1, the ring of wood around it. */
static graphene_rect_t
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

static graphene_rect_t
hole_area (int hole)
{
  return hole_area_scaled (hole, 1.45f);
}

/* Every mark of the Rules page's legend changes the hole it marks, in
 * luminance too, and looks unlike every other mark there.  The scenes
 * are the legend's own. */
static void
test_marks_distinct (Fixture       *fixture,
                     gconstpointer  data)
{
  g_auto(Picture) plain = { 0 };
  Picture marked[AK_BOARD_N_MARKS] = { { 0 } };
  int holes[AK_BOARD_N_MARKS];
  AkPosition start;
  AkBoardScene scene;

  ak_position_init_start (&start, AK_SOUTH);
  ak_board_scene_init (&scene, &start);
  draw (fixture, &scene, &plain);

  for (int m = 0; m < AK_BOARD_N_MARKS; m++)
    {
      graphene_rect_t area;
      AkPosition pos;
      AkTrace *trace = ak_trace_new ();
      double change;
      double luma;

      holes[m] = ak_board_mark_scene (m, &scene, &pos, trace);
      /* As the plain board, which hole_area() measures. */
      scene.show_letters = TRUE;
      draw (fixture, &scene, &marked[m]);
      ak_trace_free (trace);

      area = hole_area (holes[m]);
      change = difference (&plain, &marked[m], &area, FALSE);
      luma = difference (&plain, &marked[m], &area, TRUE);
      g_test_message ("%s: changes the hole by %.4f, its luminance by %.4f",
                      ak_board_mark_describe (m), change, luma);
      g_assert_cmpfloat (change, >, 0.004);
      g_assert_cmpfloat (luma, >, 0.003);
    }

  for (int a = 0; a < AK_BOARD_N_MARKS; a++)
    for (int b = a + 1; b < AK_BOARD_N_MARKS; b++)
      {
        graphene_rect_t area_a = hole_area (holes[a]);
        graphene_rect_t area_b = hole_area (holes[b]);
        double d = MAX (difference (&marked[a], &marked[b], &area_a, FALSE),
                        difference (&marked[a], &marked[b], &area_b, FALSE));

        g_test_message ("mark %d vs mark %d: %.4f", a, b, d);
        g_assert_cmpfloat (d, >, 0.005);
      }

  for (int m = 0; m < AK_BOARD_N_MARKS; m++)
    picture_clear (&marked[m]);
}

/* Each mark on a hole is named in its tooltip. */
static void
test_marks_tooltips (Fixture       *fixture,
                     gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  g_autofree char *origin = NULL;
  g_autofree char *hint = NULL;
  g_autofree char *none = NULL;

  g_assert_null (_ak_board_view_dup_marks_text (board, 0));
  g_assert_true (ak_board_view_activate_hole (board, 0));
  origin = _ak_board_view_dup_marks_text (board, 0);
  g_assert_nonnull (origin);
  g_assert_nonnull (strstr (origin, "Double ring"));
  ak_board_view_show_hint (board, 8);
  hint = _ak_board_view_dup_marks_text (board, 8);
  g_assert_nonnull (hint);
  g_assert_nonnull (strstr (hint, "Green arrow"));
  none = _ak_board_view_dup_marks_text (board, 11);
  g_assert_true (none == NULL || strstr (none, "arrow") == NULL);
}

/* The Rules page ends with the legend: a heading, a row for each mark
 * with its sample, and the line on the focus ring. */
static void
test_legend (void)
{
  GtkWidget *page = g_object_ref_sink (ak_rules_page_new ());
  GtkWidget *legend = ui_test_find_named (page, "board_legend");
  guint rows = 0;

  g_assert_nonnull (legend);
  for (GtkWidget *child = gtk_widget_get_first_child (legend); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BOX (child))
      {
        GtkWidget *sample = gtk_widget_get_first_child (child);
        GtkWidget *label = gtk_widget_get_next_sibling (sample);

        g_assert_cmpstr (gtk_widget_get_css_name (sample), ==, "board-mark");
        g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==,
                         ak_board_mark_describe (rows));
        rows++;
      }
  g_assert_cmpuint (rows, ==, AK_BOARD_N_MARKS);
  g_assert_true (legend == gtk_widget_get_last_child (gtk_widget_get_parent (legend)));
  g_object_unref (page);
}

/* The hint's arrow is drawn whole, over the wells of the other row, on
 * a board of the main window's size and on the legend's small one, for
 * a hole of each row, turned or not: a point well inside it, near its
 * base (the part that reaches out of its hole), has the hint's colour. */
static void
test_hint_arrow_whole (Fixture       *fixture,
                       gconstpointer  data)
{
  const AkBoardPalette *palette = ak_board_renderer_get_palette (fixture->board->renderer);
  int sizes[][2] = { { WIDTH, HEIGHT }, { 0, 0 } };
  graphene_point_t offset;
  GskRoundedRect clip;
  AkPosition start;

  ak_board_mark_sample_frame (2, AK_BOARD_MARK_SAMPLE_SIZE, AK_BOARD_MARK_SAMPLE_SIZE,
                              &sizes[1][0], &sizes[1][1], &offset, &clip);
  ak_position_init_start (&start, AK_SOUTH);

  for (guint size = 0; size < G_N_ELEMENTS (sizes); size++)
    for (int flipped = 0; flipped < 2; flipped++)
      for (guint i = 0; i < 2; i++)
        {
          int hole = i == 0 ? 2 : 9;
          g_auto(Picture) picture = { 0 };
          graphene_point_t corners[3];
          AkBoardScene scene;
          AkBoardLayout l;
          float base_x;
          float base_y;
          float rgb[3];
          int x;
          int y;

          ak_board_scene_init (&scene, &start);
          scene.show_letters = FALSE;
          scene.flipped = flipped;
          scene.hint_hole = hole;
          draw_sized (fixture, &scene, sizes[size][0], sizes[size][1], &picture);

          ak_board_layout_init (&l, sizes[size][0], sizes[size][1], FALSE);
          ak_board_layout_set_flipped (&l, flipped);
          ak_board_hint_arrow (&l, hole, corners);
          /* A fifth of the way from the base's middle to the tip. */
          base_x = (corners[0].x + corners[1].x) / 2;
          base_y = (corners[0].y + corners[1].y) / 2;
          x = (int) floorf (base_x + (corners[2].x - base_x) * 0.2f);
          y = (int) floorf (base_y + (corners[2].y - base_y) * 0.2f);
          pixel (&picture, x, y, rgb);
          g_test_message ("%dx%d, %s, hole %c: (%d, %d) is %.2f %.2f %.2f, the hint %.2f %.2f %.2f",
                          sizes[size][0], sizes[size][1], flipped ? "turned" : "upright",
                          ak_hole_to_char (hole), x, y, rgb[0], rgb[1], rgb[2],
                          palette->hint.red, palette->hint.green, palette->hint.blue);
          g_assert_cmpfloat (fabsf (rgb[0] - palette->hint.red), <, 0.05f);
          g_assert_cmpfloat (fabsf (rgb[1] - palette->hint.green), <, 0.05f);
          g_assert_cmpfloat (fabsf (rgb[2] - palette->hint.blue), <, 0.05f);
        }
}

/* Each mark of one hole, as the legend's sample shows it: every pixel
 * the mark changes on the board the sample is cut from lies inside the
 * sample's outline, so nothing of it is cut off.  (The lit row spans its
 * row and the preview its path, by nature wider than a sample.) */
static void
test_legend_samples_inside (Fixture       *fixture,
                            gconstpointer  data)
{
  static const AkBoardMark marks[] = {
    AK_BOARD_MARK_BOUGHT_BY_NORTH, AK_BOARD_MARK_BOUGHT_BY_SOUTH,
    AK_BOARD_MARK_LAST_ORIGIN, AK_BOARD_MARK_LAST_RELAY, AK_BOARD_MARK_LAST_CAPTURE,
    AK_BOARD_MARK_POINTED, AK_BOARD_MARK_HINT,
  };

  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    {
      g_auto(Picture) plain = { 0 };
      g_auto(Picture) marked = { 0 };
      g_autoptr(AkTrace) trace = ak_trace_new ();
      graphene_point_t offset;
      GskRoundedRect clip;
      AkBoardScene scene;
      AkPosition start;
      AkPosition pos;
      guint changed = 0;
      guint outside = 0;
      int width;
      int height;
      int hole;

      hole = ak_board_mark_scene (marks[i], &scene, &pos, trace);
      ak_board_mark_sample_frame (hole, AK_BOARD_MARK_SAMPLE_SIZE, AK_BOARD_MARK_SAMPLE_SIZE,
                                  &width, &height, &offset, &clip);
      draw_sized (fixture, &scene, width, height, &marked);
      ak_position_init_start (&start, AK_SOUTH);
      ak_board_scene_init (&scene, &start);
      scene.show_letters = FALSE;
      draw_sized (fixture, &scene, width, height, &plain);

      for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
          {
            float a[3];
            float b[3];

            pixel (&plain, x, y, a);
            pixel (&marked, x, y, b);
            if (MAX (fabsf (a[0] - b[0]), MAX (fabsf (a[1] - b[1]), fabsf (a[2] - b[2]))) < 0.1f)
              continue;
            changed++;
            if (!gsk_rounded_rect_contains_point (&clip,
                                                  &GRAPHENE_POINT_INIT (x + 0.5f + offset.x,
                                                                        y + 0.5f + offset.y)))
              outside++;
          }
      g_test_message ("%s: %u pixels changed, %u outside the sample",
                      ak_board_mark_describe (marks[i]), changed, outside);
      g_assert_cmpuint (changed, >, 20);
      g_assert_cmpuint (outside, ==, 0);
    }
}

/* The renderer draws no focus ring of its own: GTK draws it, on the
 * hole's child. */
static void
test_marks_focus (Fixture       *fixture,
                  gconstpointer  data)
{
  g_auto(Picture) plain = { 0 };
  g_auto(Picture) focused = { 0 };
  graphene_rect_t area = hole_area (2);
  AkPosition start;
  AkBoardScene scene;
  GtkWidget *child;

  ak_position_init_start (&start, AK_SOUTH);
  ak_board_scene_init (&scene, &start);
  draw (fixture, &scene, &plain);
  scene.focus_hole = 2;
  draw (fixture, &scene, &focused);
  g_assert_cmpfloat (difference (&plain, &focused, &area, FALSE), ==, 0);

  /* The child is round, with an outline when the keyboard is on it. */
  child = gtk_widget_get_first_child (GTK_WIDGET (fixture->board));
  g_assert_true (g_str_equal (gtk_widget_get_css_name (child), "hole"));
}

/* While a move is previewed, the last move's marks fade: the origin
 * adds less to a previewed board than to a plain one. */
static void
test_marks_last_move_subdued (Fixture       *fixture,
                              gconstpointer  data)
{
  g_auto(Picture) plain = { 0 };
  g_auto(Picture) origin = { 0 };
  g_auto(Picture) preview = { 0 };
  g_auto(Picture) both = { 0 };
  AkTrace *trace = ak_trace_new ();
  int marked = 9;  /* hole D, on no path of South's move from a */
  graphene_rect_t area = hole_area (marked);
  AkPosition start;
  AkPosition after;
  AkBoardScene scene;
  double alone;
  double over_preview;
  AkRules rules;

  ak_rules_init (&rules);

  ak_position_init_start (&start, AK_SOUTH);
  after = start;
  g_assert_cmpint (ak_position_play_traced (&after, &rules, 0, trace), ==,
                   AK_VERDICT_LEGAL);

  ak_board_scene_init (&scene, &start);
  draw (fixture, &scene, &plain);
  scene.last_origin = marked;
  draw (fixture, &scene, &origin);
  scene.preview = trace;
  draw (fixture, &scene, &both);
  scene.last_origin = -1;
  draw (fixture, &scene, &preview);

  alone = difference (&plain, &origin, &area, FALSE);
  over_preview = difference (&preview, &both, &area, FALSE);
  g_test_message ("the origin's mark: %.4f alone, %.4f with a preview", alone, over_preview);
  g_assert_cmpfloat (over_preview, >, 0);
  g_assert_cmpfloat (over_preview, <, alone * 0.6);

  ak_trace_free (trace);
}

/* Each store shows its seeds where they lie: more seeds, more of the
 * tray changed; the other store stays as it was. */
static void
test_stores (Fixture       *fixture,
             gconstpointer  data)
{
  AkBoardLayout l;
  AkPosition pos;
  AkBoardScene scene;
  g_auto(Picture) empty = { 0 };
  g_auto(Picture) few = { 0 };
  g_auto(Picture) many = { 0 };

  ak_board_layout_init (&l, WIDTH, HEIGHT, TRUE);
  /* South's at the right end of its row, North's at the left. */
  g_assert_cmpfloat (l.store[AK_SOUTH].origin.x, >, l.holes_x + 5 * l.cell_w);
  g_assert_cmpfloat (l.store[AK_NORTH].origin.x + l.store[AK_NORTH].size.width, <=, l.holes_x);

  ak_position_init_start (&pos, AK_SOUTH);
  ak_board_scene_init (&scene, &pos);
  draw (fixture, &scene, &empty);
  pos.stores[AK_SOUTH] = 3;
  draw (fixture, &scene, &few);
  pos.stores[AK_SOUTH] = 20;
  draw (fixture, &scene, &many);

  g_assert_cmpfloat (difference (&empty, &few, &l.store[AK_SOUTH], FALSE), >, 0.01);
  g_assert_cmpfloat (difference (&empty, &many, &l.store[AK_SOUTH], FALSE), >,
                     2 * difference (&empty, &few, &l.store[AK_SOUTH], FALSE));
  g_assert_cmpfloat (difference (&empty, &many, &l.store[AK_NORTH], FALSE), ==, 0);
}

/* A capture's seeds travel into the mover's store: near the end of the
 * step they are drawn over it, and at the start they are not. */
static void
test_capture_flies_to_store (Fixture       *fixture,
                             gconstpointer  data)
{
  AkBoardLayout l;
  AkPosition pos;
  AkBoardScene scene;
  AkBoardHand hand = {
    .kind = AK_BOARD_HAND_CAPTURE, .hole = 8, .from = 8, .seeds = 4, .mover = AK_SOUTH,
  };
  g_auto(Picture) still = { 0 };
  g_auto(Picture) early = { 0 };
  g_auto(Picture) late = { 0 };

  ak_board_layout_init (&l, WIDTH, HEIGHT, TRUE);
  ak_position_init_start (&pos, AK_SOUTH);
  pos.holes[8] = 0;
  ak_board_scene_init (&scene, &pos);
  draw (fixture, &scene, &still);
  scene.hand = &hand;
  hand.progress = 0.05;
  draw (fixture, &scene, &early);
  hand.progress = 0.9;
  draw (fixture, &scene, &late);

  g_assert_cmpfloat (difference (&still, &early, &l.store[AK_SOUTH], FALSE), ==, 0);
  g_assert_cmpfloat (difference (&still, &late, &l.store[AK_SOUTH], FALSE), >, 0.005);
  g_assert_cmpfloat (difference (&still, &late, &l.store[AK_NORTH], FALSE), ==, 0);
}

/* The row to move is lit: South's row changes when South is to move,
 * North's does not. */
static void
test_row_to_move (Fixture       *fixture,
                  gconstpointer  data)
{
  AkPosition pos;
  AkBoardScene scene;
  g_auto(Picture) none = { 0 };
  g_auto(Picture) south = { 0 };
  graphene_rect_t south_hole = hole_area_scaled (1, 0.9f);
  graphene_rect_t north_hole = hole_area_scaled (7, 0.9f);

  ak_position_init_start (&pos, AK_SOUTH);
  ak_board_scene_init (&scene, &pos);
  draw (fixture, &scene, &none);
  scene.to_move = AK_SOUTH;
  draw (fixture, &scene, &south);
  g_assert_cmpfloat (difference (&none, &south, &south_hole, FALSE), >, 0.01);
  g_assert_cmpfloat (difference (&none, &south, &north_hole, FALSE), ==, 0);
}

/* The counts a preview draws are those the engine's play leaves, for
 * every legal hole of a few positions along a game. */
static void
test_preview_counts (Fixture       *fixture,
                     gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  guint checked = 0;

  for (int step = 0; step < 6 && !ak_game_get_is_over (fixture->game); step++)
    {
      const AkPosition *now = ak_game_get_position (fixture->game);
      int played = -1;

      for (int hole = 0; hole < AK_N_HOLES; hole++)
        {
          AkPosition expected = *now;
          AkPosition shown;
          AkMoveInfo info;
          gboolean legal = ak_position_play (&expected, ak_game_get_rules (fixture->game), hole,
                                             &info) == AK_VERDICT_LEGAL;

          g_assert_cmpint (_ak_board_view_get_preview_result (board, hole, &shown), ==, legal);
          if (!legal)
            continue;
          for (int h = 0; h < AK_N_HOLES; h++)
            g_assert_cmpuint (shown.holes[h], ==, expected.holes[h]);
          g_assert_cmpuint (shown.stores[AK_SOUTH], ==, expected.stores[AK_SOUTH]);
          g_assert_cmpuint (shown.stores[AK_NORTH], ==, expected.stores[AK_NORTH]);
          checked++;
          /* Play a different hole each time, so the positions vary. */
          if (played < 0 || (hole + step) % 3 == 0)
            played = hole;
        }
      g_assert_cmpint (played, >=, 0);
      g_assert_true (ak_board_view_activate_hole (board, played));
    }
  g_test_message ("%u previews checked against the engine", checked);
  g_assert_cmpuint (checked, >=, 20);

  /* Turned off, the board shows none. */
  ak_board_view_set_show_preview (board, FALSE);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      AkPosition shown;

      g_assert_false (_ak_board_view_get_preview_result (board, hole, &shown));
    }
  ak_board_view_set_show_preview (board, TRUE);
}

/* The preview's counts are drawn: the holes look different with them. */
static void
test_preview_drawn (Fixture       *fixture,
                    gconstpointer  data)
{
  AkTrace *trace = ak_trace_new ();
  AkPosition start;
  AkPosition after;
  AkBoardScene scene;
  g_auto(Picture) path = { 0 };
  g_auto(Picture) counts = { 0 };
  AkRules rules;

  ak_rules_init (&rules);

  ak_position_init_start (&start, AK_SOUTH);
  after = start;
  g_assert_cmpint (ak_position_play_traced (&after, &rules, 1, trace), ==,
                   AK_VERDICT_LEGAL);
  ak_board_scene_init (&scene, &start);
  scene.preview = trace;
  draw (fixture, &scene, &path);
  scene.preview_result = &after;
  draw (fixture, &scene, &counts);

  /* Every hole, North's that the move never reaches too. */
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      graphene_rect_t area = hole_area (hole);

      g_assert_cmpfloat (difference (&path, &counts, &area, TRUE), >, 0.005);
    }
  ak_trace_free (trace);
}

/* The longest move from the start, by drops: a relay of several laps. */
static int
longest_move (const AkPosition *pos,
              const AkRules    *rules,
              AkTrace          *trace)
{
  guint most = 0;
  int best = -1;

  for (int move = 0; move < AK_N_HOLES; move++)
    {
      AkPosition after = *pos;

      if (ak_position_play_traced (&after, rules, move, trace) == AK_VERDICT_LEGAL &&
          trace->drops->len > most)
        {
          most = trace->drops->len;
          best = move;
        }
    }
  g_assert_cmpint (best, >=, 0);
  {
    AkPosition after = *pos;

    g_assert_cmpint (ak_position_play_traced (&after, rules, best, trace), ==, AK_VERDICT_LEGAL);
  }
  return best;
}

/* A long relay takes no more than about 6 s at any speed; the
 * computer's moves, hurried, take less than half as long as a
 * person's. */
static void
test_animation_durations (Fixture       *fixture,
                          gconstpointer  data)
{
  AkBoardAnimation *animation = fixture->board->animation;
  AkTrace *trace = ak_trace_new ();
  AkPosition start;
  AkPosition shown;
  AkRules rules;
  double slow;
  double normal;
  double hurried;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  longest_move (&start, &rules, trace);
  g_test_message ("the longest first move: %u laps, %u drops", trace->laps->len,
                  trace->drops->len);
  g_assert_cmpuint (trace->laps->len, >, 1);

  shown = start;
  g_assert_true (ak_board_animation_start_full (animation, trace, &shown,
                                                AK_ANIMATION_SPEED_SLOW, FALSE, NULL));
  slow = ak_board_animation_get_duration_ms (animation);
  ak_board_animation_stop (animation);
  shown = start;
  g_assert_true (ak_board_animation_start_full (animation, trace, &shown,
                                                AK_ANIMATION_SPEED_NORMAL, FALSE, NULL));
  normal = ak_board_animation_get_duration_ms (animation);
  ak_board_animation_stop (animation);
  shown = start;
  g_assert_true (ak_board_animation_start_full (animation, trace, &shown,
                                                AK_ANIMATION_SPEED_NORMAL, TRUE, NULL));
  hurried = ak_board_animation_get_duration_ms (animation);
  ak_board_animation_stop (animation);

  g_test_message ("slow %.0f ms, normal %.0f ms, hurried %.0f ms", slow, normal, hurried);
  g_assert_cmpfloat (slow, <=, 6000.5);
  g_assert_cmpfloat (normal, <=, 6000.5);
  g_assert_cmpfloat (normal, >, 1000);
  g_assert_cmpfloat (hurried, <, normal / 2);
  g_assert_cmpfloat (hurried, >, 0);
  g_assert_cmpfloat (ak_board_animation_get_duration_ms (animation), ==, 0);

  ak_trace_free (trace);
}

/* During a relay the lap is counted over the groove; a one-lap move
 * shows no counter. */
static void
test_lap_counter (Fixture       *fixture,
                  gconstpointer  data)
{
  AkBoardLayout l;
  AkPosition pos;
  AkBoardScene scene;
  AkBoardHand hand = {
    .kind = AK_BOARD_HAND_LIFT, .hole = 0, .from = 0, .seeds = 4, .progress = 1,
    .mover = AK_SOUTH, .lap = 0, .n_laps = 1,
  };
  g_auto(Picture) one = { 0 };
  g_auto(Picture) first = { 0 };
  g_auto(Picture) third = { 0 };
  graphene_rect_t middle;

  ak_board_layout_init (&l, WIDTH, HEIGHT, TRUE);
  middle = GRAPHENE_RECT_INIT (l.holes_x + l.cell_w * 2, l.board.origin.y + l.board.size.height * 0.4f,
                               l.cell_w * 2, l.board.size.height * 0.2f);
  ak_position_init_start (&pos, AK_SOUTH);
  ak_board_scene_init (&scene, &pos);
  scene.hand = &hand;
  draw (fixture, &scene, &one);
  hand.n_laps = 5;
  draw (fixture, &scene, &first);
  hand.lap = 2;
  draw (fixture, &scene, &third);

  g_assert_cmpfloat (difference (&one, &first, &middle, FALSE), >, 0.05);
  /* “Lap 1 of 5” and “Lap 3 of 5” differ. */
  g_assert_cmpfloat (difference (&first, &third, &middle, FALSE), >, 0.001);
}

/* Plays the first legal move again and again from the start until the
 * next would end the game; that position, and the move that ends it. */
static int
near_the_end (const AkRules *rules,
              AkPosition    *pos)
{
  g_autofree AkMoveList *list = g_new0 (AkMoveList, 1);

  ak_position_init_start (pos, AK_SOUTH);
  for (int ply = 0; ply < 2000; ply++)
    {
      g_assert_cmpuint (ak_position_legal_moves (pos, rules, list), >, 0);
      for (guint i = 0; i < list->n_moves; i++)
        {
          AkStatus status = ak_position_status (&list->children[i], rules);

          if (list->moves[i] != AK_MOVE_PASS &&
              (status == AK_STATUS_OVER_BOARD || status == AK_STATUS_OVER_NO_MOVES) &&
              ak_position_seeds_on_board (&list->children[i]) > 0)
            return list->moves[i];
        }
      /* Vary the line a little with the ply, so it reaches an end. */
      *pos = list->children[(guint) ply % list->n_moves];
    }
  g_assert_not_reached ();
}

static void
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

/* The move that ends a game is sown, then the seeds left fly to their
 * owners' stores: the board ends with empty holes and the division in
 * the stores, while the game keeps its position. */
static void
test_end_sweep (Fixture       *fixture,
                gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  g_autoptr(AkGame) game = NULL;
  AkRules rules;
  AkPosition before;
  AkPosition shown;
  AkPosition seen_mid;
  guint totals[2];
  gboolean saw_sweep = FALSE;
  gint64 deadline;
  int move;

  ak_rules_init (&rules);
  move = near_the_end (&rules, &before);
  {
    g_autofree char *text = ak_position_to_string (&before);

    g_test_message ("one move from the end: %s, then %c", text, ak_hole_to_char (move));
  }
  game = ak_game_new (&rules, &before);
  ak_board_view_set_game (board, game);
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_FAST);

  g_assert_true (ak_board_view_activate_hole (board, move));
  g_assert_true (ak_game_get_is_over (game));
  g_assert_true (ak_board_view_get_animating (board));

  /* Somewhere in the animation a hole is being swept: its seeds are
   * gone and its owner's store has not got them yet. */
  deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  while (ak_board_view_get_animating (board) && g_get_monotonic_time () < deadline)
    {
      const AkBoardHand *hand = ak_board_animation_get_hand (board->animation);

      if (hand != NULL && hand->kind == AK_BOARD_HAND_SWEEP)
        {
          saw_sweep = TRUE;
          ak_board_view_get_shown (board, &seen_mid);
          g_assert_cmpuint (seen_mid.holes[hand->hole], ==, 0);
        }
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  wait_for_animation (board);
  g_assert_true (saw_sweep);

  ak_position_division (ak_game_get_position (game), totals);
  ak_board_view_get_shown (board, &shown);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    g_assert_cmpuint (shown.holes[hole], ==, 0);
  g_assert_cmpuint (shown.stores[AK_SOUTH], ==, totals[AK_SOUTH]);
  g_assert_cmpuint (shown.stores[AK_NORTH], ==, totals[AK_NORTH]);
  g_assert_cmpuint (ak_position_seeds_on_board (ak_game_get_position (game)), >, 0);

  /* Back a move, the board shows the position with its seeds. */
  g_assert_true (ak_game_undo (game));
  ak_board_view_get_shown (board, &shown);
  g_assert_true (ak_position_equal (&shown, &before));

  ak_board_view_set_game (board, fixture->game);
}

static gsize
count_string (GBytes     *bytes,
              const char *needle)
{
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  const char *end = data + size;
  gsize n = 0;

  for (const char *p = g_strstr_len (data, size, needle); p != NULL;
       p = g_strstr_len (p + 1, end - p - 1, needle))
    n++;
  return n;
}

static GdkTexture *
png_texture (GBytes *png)
{
  g_autoptr(GError) error = NULL;
  GdkTexture *texture = gdk_texture_new_from_bytes (png, &error);

  g_assert_no_error (error);
  return texture;
}

/* An SVG of the board is shapes alone, small; a PNG comes at the scale
 * chosen; names and a caption take their lines. */
static void
test_export (void)
{
  AkWindow *window = g_object_ref (ak_window_new (NULL));
  AkBoardExport options;
  g_autoptr(GBytes) svg = NULL;
  g_autoptr(GBytes) plain = NULL;
  g_autoptr(GBytes) png1 = NULL;
  g_autoptr(GBytes) png2 = NULL;
  g_autoptr(GBytes) bare = NULL;
  g_autoptr(GBytes) captioned = NULL;
  g_autoptr(GdkTexture) t1 = NULL;
  g_autoptr(GdkTexture) t2 = NULL;
  g_autoptr(GdkTexture) tb = NULL;
  g_autoptr(GdkTexture) tc = NULL;

  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));

  ak_board_export_init (&options, TRUE);
  svg = ak_window_dup_board_image_full (window, &options);
  g_test_message ("SVG: %" G_GSIZE_FORMAT " bytes", g_bytes_get_size (svg));
  if (g_getenv ("AK_DUMP_SVG"))
    g_file_set_contents (g_getenv ("AK_DUMP_SVG"), g_bytes_get_data (svg, NULL), g_bytes_get_size (svg), NULL);
  g_assert_cmpuint (count_string (svg, "<svg"), ==, 1);
  g_assert_cmpuint (count_string (svg, "<image"), ==, 0);
  g_assert_cmpuint (count_string (svg, "base64"), ==, 0);
  g_assert_cmpuint (g_bytes_get_size (svg), <=, 60 * 1024);
  /* The stones are there, as shapes. */
  g_assert_cmpuint (count_string (svg, "<path"), >=, 48);

  /* Later in a game, with stones in the stores, still small. */
  {
    AkGame *game = ak_window_get_game (window);
    g_autoptr(GBytes) later = NULL;

    ak_board_view_set_animation_speed (ak_window_get_board_view (window),
                                       AK_ANIMATION_SPEED_INSTANT);
    for (int ply = 0; ply < 30 && !ak_game_get_is_over (game); ply++)
      for (int hole = 0; hole < AK_N_HOLES; hole++)
        if (ak_game_play (game, (hole + ply) % AK_N_HOLES, NULL) == AK_VERDICT_LEGAL)
          break;
    ak_board_export_init (&options, TRUE);
    later = ak_window_dup_board_image_full (window, &options);
    g_test_message ("SVG later in the game (stores %u and %u): %" G_GSIZE_FORMAT " bytes",
                    ak_game_get_position (game)->stores[0], ak_game_get_position (game)->stores[1],
                    g_bytes_get_size (later));
    g_assert_cmpuint (count_string (later, "<image"), ==, 0);
    g_assert_cmpuint (g_bytes_get_size (later), <=, 60 * 1024);
  }

  ak_board_export_init (&options, FALSE);
  png1 = ak_window_dup_board_image_full (window, &options);
  options.scale = 2;
  png2 = ak_window_dup_board_image_full (window, &options);
  t1 = png_texture (png1);
  t2 = png_texture (png2);
  g_assert_cmpint (gdk_texture_get_width (t2), ==, 2 * gdk_texture_get_width (t1));
  g_assert_cmpint (gdk_texture_get_height (t2), ==, 2 * gdk_texture_get_height (t1));

  options.scale = 1;
  options.names = FALSE;
  bare = ak_window_dup_board_image_full (window, &options);
  options.caption = "Relay from a";
  captioned = ak_window_dup_board_image_full (window, &options);
  tb = png_texture (bare);
  tc = png_texture (captioned);
  g_assert_cmpint (gdk_texture_get_height (tb), <, gdk_texture_get_height (t1));
  g_assert_cmpint (gdk_texture_get_height (tc), >, gdk_texture_get_height (tb));
  g_assert_cmpint (gdk_texture_get_width (tc), ==, gdk_texture_get_width (tb));

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
  g_assert_finalize_object (window);
}

/* In the dark style, and in every theme with dark wells, each stone
 * colour stands out from the well by at least 3:1; the themes change
 * the board. */
static void
test_stone_contrast (Fixture       *fixture,
                     gconstpointer  data)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  AkBoardRenderer *renderer = fixture->board->renderer;
  const struct { AkBoardTheme theme; AdwColorScheme scheme; const char *name; } cases[] = {
    { AK_BOARD_THEME_AUTO, ADW_COLOR_SCHEME_FORCE_DARK, "dark style" },
    { AK_BOARD_THEME_DARK_WOOD, ADW_COLOR_SCHEME_FORCE_LIGHT, "dark wood" },
    { AK_BOARD_THEME_HIGH_CONTRAST, ADW_COLOR_SCHEME_FORCE_LIGHT, "high contrast" },
  };
  g_auto(Picture) light = { 0 };
  g_auto(Picture) stark = { 0 };
  AkBoardLayout l;
  AkPosition pos;
  AkBoardScene scene;

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      const AkBoardPalette *palette;
      float least = 21;

      adw_style_manager_set_color_scheme (manager, cases[c].scheme);
      drain_main_context ();
      ak_board_renderer_set_theme (renderer, cases[c].theme);
      palette = ak_board_renderer_get_palette (renderer);
      for (guint i = 0; i < G_N_ELEMENTS (palette->stones); i++)
        least = MIN (least, ak_board_contrast (&palette->stones[i], &palette->hole));
      g_test_message ("%s: the least contrast of a stone with its well is %.2f:1", cases[c].name,
                      least);
      g_assert_cmpfloat (least, >=, 3.0);
    }

  /* The contrast is the WCAG one: black on white is 21:1. */
  g_assert_cmpfloat_with_epsilon (ak_board_contrast (&(GdkRGBA) { 0, 0, 0, 1 },
                                                     &(GdkRGBA) { 1, 1, 1, 1 }), 21, 0.01);

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  drain_main_context ();
  ak_board_layout_init (&l, WIDTH, HEIGHT, TRUE);
  ak_position_init_start (&pos, AK_SOUTH);
  ak_board_scene_init (&scene, &pos);
  ak_board_renderer_set_theme (renderer, AK_BOARD_THEME_LIGHT_WOOD);
  draw (fixture, &scene, &light);
  ak_board_renderer_set_theme (renderer, AK_BOARD_THEME_HIGH_CONTRAST);
  draw (fixture, &scene, &stark);
  g_assert_cmpfloat (difference (&light, &stark, &l.board, TRUE), >, 0.1);

  ak_board_renderer_set_theme (renderer, AK_BOARD_THEME_AUTO);
  g_assert_cmpint (ak_board_theme_from_string ("dark-wood"), ==, AK_BOARD_THEME_DARK_WOOD);
  g_assert_cmpint (ak_board_theme_from_string ("nonsense"), ==, AK_BOARD_THEME_AUTO);
  ak_board_view_set_board_theme (fixture->board, "high-contrast");
  g_assert_cmpstr (ak_board_view_get_board_theme (fixture->board), ==, "high-contrast");
  ak_board_view_set_board_theme (fixture->board, NULL);
  g_assert_cmpstr (ak_board_view_get_board_theme (fixture->board), ==, "auto");
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  drain_main_context ();
}


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


static GBytes *
board_png (Fixture *fixture)
{
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (fixture->window));
  GskRenderNode *node = ak_board_view_render (fixture->board, WIDTH, HEIGHT);
  g_autoptr(GdkTexture) texture = NULL;

  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, WIDTH, HEIGHT));
  gsk_render_node_unref (node);
  return gdk_texture_save_to_png_bytes (texture);
}

/* A position previewed on a flipped board is shown flipped, as the
 * game's own position would be. */
static void
test_preview_flipped (Fixture       *fixture,
                      gconstpointer  data)
{
  AkBoardView *board = fixture->board;
  g_autoptr(AkGame) game = NULL;
  g_autoptr(GBytes) previewed = NULL;
  g_autoptr(GBytes) played = NULL;
  g_autoptr(GBytes) unflipped = NULL;
  AkPosition other = *ak_game_get_position (fixture->game);
  AkRules rules;

  ak_rules_init (&rules);
  g_assert_cmpint (ak_position_play (&other, &rules, 1, NULL), ==, AK_VERDICT_LEGAL);

  ak_board_view_set_flipped (board, TRUE);
  ak_board_view_show_position (board, &other);
  previewed = board_png (fixture);
  ak_board_view_set_flipped (board, FALSE);
  unflipped = board_png (fixture);
  ak_board_view_show_position (board, NULL);

  game = ak_game_new (&rules, &other);
  ak_board_view_set_game (board, game);
  ak_board_view_set_flipped (board, TRUE);
  played = board_png (fixture);

  g_assert_true (g_bytes_equal (previewed, played));
  g_assert_false (g_bytes_equal (previewed, unflipped));
  ak_board_view_set_flipped (board, FALSE);
  ak_board_view_set_game (board, fixture->game);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add ("/ak/ui/board-render/marks-distinct", Fixture, NULL,
              fixture_set_up, test_marks_distinct, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/marks-tooltips", Fixture, NULL,
              fixture_set_up, test_marks_tooltips, fixture_tear_down);
  g_test_add_func ("/ak/ui/board-render/legend", test_legend);
  g_test_add ("/ak/ui/board-render/hint-arrow-whole", Fixture, NULL,
              fixture_set_up, test_hint_arrow_whole, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/legend-samples-inside", Fixture, NULL,
              fixture_set_up, test_legend_samples_inside, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/marks-focus", Fixture, NULL,
              fixture_set_up, test_marks_focus, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/last-move-subdued", Fixture, NULL,
              fixture_set_up, test_marks_last_move_subdued, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/stores", Fixture, NULL,
              fixture_set_up, test_stores, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/capture-to-store", Fixture, NULL,
              fixture_set_up, test_capture_flies_to_store, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/row-to-move", Fixture, NULL,
              fixture_set_up, test_row_to_move, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/preview-counts", Fixture, NULL,
              fixture_set_up, test_preview_counts, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/preview-drawn", Fixture, NULL,
              fixture_set_up, test_preview_drawn, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/animation-durations", Fixture, NULL,
              fixture_set_up, test_animation_durations, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/lap-counter", Fixture, NULL,
              fixture_set_up, test_lap_counter, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/end-sweep", Fixture, NULL,
              fixture_set_up, test_end_sweep, fixture_tear_down);
  g_test_add_func ("/ak/ui/board-render/export", test_export);
  g_test_add ("/ak/ui/board-render/stone-contrast", Fixture, NULL,
              fixture_set_up, test_stone_contrast, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/preview-flipped", Fixture, NULL,
              fixture_set_up, test_preview_flipped, fixture_tear_down);
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
