/* test-board-render.c — what the board renderer draws, measured in
 * pixels: marks, the legend, hints, stores, previews, stones, and the
 * exported image
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
#include "board-render-test-helpers.h"

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
  g_test_add ("/ak/ui/board-render/row-to-move", Fixture, NULL,
              fixture_set_up, test_row_to_move, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/preview-counts", Fixture, NULL,
              fixture_set_up, test_preview_counts, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/preview-drawn", Fixture, NULL,
              fixture_set_up, test_preview_drawn, fixture_tear_down);
  g_test_add_func ("/ak/ui/board-render/export", test_export);
  g_test_add ("/ak/ui/board-render/stone-contrast", Fixture, NULL,
              fixture_set_up, test_stone_contrast, fixture_tear_down);
  g_test_add ("/ak/ui/board-render/preview-flipped", Fixture, NULL,
              fixture_set_up, test_preview_flipped, fixture_tear_down);

  return ui_test_run ();
}
