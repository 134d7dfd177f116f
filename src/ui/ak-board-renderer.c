/* ak-board-renderer.c — draws a board: its wood, wells, stones, counts,
 * letters and marks, and the seeds of a move in flight
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-board-renderer"

#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ak-board-renderer-private.h"

/* Up to this many seeds each get their own place in a hole; more are
 * heaped on top, and the count says how many there are. */
#define MAX_LAID_STONES     15
#define MAX_HEAPED_STONES   12

/* Room around the widget for the board's shadow. */
#define BACKGROUND_MARGIN   16

static guint
count_bits (guint mask)
{
  guint n = 0;

  for (; mask != 0; mask &= mask - 1)
    n++;
  return n;
}

/* ----- drawing ----- */

void
ak_board_draw_disc (GtkSnapshot   *snapshot,
                    float          cx,
                    float          cy,
                    float          r,
                    const GdkRGBA *colour)
{
  GskRoundedRect rr;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (cx - r, cy - r, 2 * r, 2 * r);

  gsk_rounded_rect_init_from_rect (&rr, &bounds, r);
  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_color (snapshot, colour, &bounds);
  gtk_snapshot_pop (snapshot);
}

void
ak_board_draw_ring (GtkSnapshot   *snapshot,
                    float          cx,
                    float          cy,
                    float          r,
                    float          width,
                    const GdkRGBA *colour)
{
  GskRoundedRect rr;
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colours[4] = { *colour, *colour, *colour, *colour };

  gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (cx - r, cy - r, 2 * r, 2 * r), r);
  gtk_snapshot_append_border (snapshot, &rr, widths, colours);
}

/* Stones are drawn once per size and colour into a small texture and
 * reused: a board holds 48 of them and redraws every frame of a sowing,
 * and a texture is the cheapest thing a renderer can draw, above all a
 * GL one emulated in software.  Memory textures belong to no renderer,
 * so every board and editor shares them. */
#define STONE_CACHE_MAX 256

static GHashTable *stone_textures;  /* size in pixels << 4 | colour -> GdkTexture */

/* A stone of radius @sr whose picture's top left is at @x, @y: the
 * picture spans the stone and its shadow, 2.25 radii. */
static void
paint_stone (cairo_t       *cr,
             const GdkRGBA *base,
             double         x,
             double         y,
             double         sr)
{
  cairo_pattern_t *pattern;
  GdkRGBA light = _ak_board_shade (base, 0.45f);
  GdkRGBA dark = _ak_board_shade (base, -0.45f);

  /* A hard offset shadow rather than a blurred one: it reads as well at
   * this size. */
  cairo_arc (cr, x + sr * 1.12, y + sr * 1.22, sr, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_fill (cr);

  pattern = cairo_pattern_create_radial (x + sr * 0.65, y + sr * 0.6, 0,
                                         x + sr * 0.65, y + sr * 0.6, sr * 1.6);
  cairo_pattern_add_color_stop_rgb (pattern, 0.0, light.red, light.green, light.blue);
  cairo_pattern_add_color_stop_rgb (pattern, 0.45, base->red, base->green, base->blue);
  cairo_pattern_add_color_stop_rgb (pattern, 1.0, dark.red, dark.green, dark.blue);
  cairo_arc (cr, x + sr, y + sr, sr, 0, 2 * G_PI);
  cairo_set_source (cr, pattern);
  cairo_fill (cr);
  cairo_pattern_destroy (pattern);
}

static GdkTexture *
make_stone_texture (const GdkRGBA *base,
                    int            size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GBytes) bytes = NULL;
  GdkTexture *texture;

  paint_stone (cr, base, 0, 0, size / 2.25);
  cairo_destroy (cr);

  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * size);
  texture = gdk_memory_texture_new (size, size, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);

  return texture;
}

/* Circles on half pixels, so that an SVG file writes short numbers. */
static void
add_round_circle (GskPathBuilder *builder,
                  float           cx,
                  float           cy,
                  float           r)
{
  float x = roundf (cx * 2) / 2;
  float y = roundf (cy * 2) / 2;
  float k;

  /* Four curves, their points on half pixels too. */
  r = MAX (0.5f, roundf (r * 2) / 2);
  k = roundf (r * 0.5523f * 2) / 2;
  gsk_path_builder_move_to (builder, x + r, y);
  gsk_path_builder_cubic_to (builder, x + r, y + k, x + k, y + r, x, y + r);
  gsk_path_builder_cubic_to (builder, x - k, y + r, x - r, y + k, x - r, y);
  gsk_path_builder_cubic_to (builder, x - r, y - k, x - k, y - r, x, y - r);
  gsk_path_builder_cubic_to (builder, x + k, y - r, x + r, y - k, x + r, y);
  gsk_path_builder_close (builder);
}

/* For a vector file, stones are plain discs, gathered by colour into
 * one path each: GSK's own shapes, which a Cairo SVG surface writes as
 * paths, where a Cairo drawing would be a group with its clips. */
typedef struct
{
  GskPathBuilder *builders[AK_BOARD_N_STONE_COLOURS];
} FlatStones;

static void
paint_flat_stone (FlatStones *flat,
                  guint       colour,
                  float       cx,
                  float       cy,
                  float       sr)
{
  if (flat->builders[colour] == NULL)
    flat->builders[colour] = gsk_path_builder_new ();
  add_round_circle (flat->builders[colour], cx, cy, sr);
}

static void
flush_flat_stones (FlatStones           *flat,
                   GtkSnapshot          *snapshot,
                   const AkBoardPalette *p)
{
  for (guint i = 0; i < G_N_ELEMENTS (flat->builders); i++)
    if (flat->builders[i] != NULL)
      {
        GskPath *path = gsk_path_builder_free_to_path (g_steal_pointer (&flat->builders[i]));

        gtk_snapshot_append_fill (snapshot, path, GSK_FILL_RULE_WINDING, &p->stones[i]);
        gsk_path_unref (path);
      }
}

void
_ak_board_draw_stone (const AkBoardPalette *p,
                      GtkSnapshot *snapshot,
                      float        cx,
                      float        cy,
                      float        sr,
                      guint        variant,
                      int          scale)
{
  guint colour = variant % AK_BOARD_N_STONE_COLOURS;
  int size = MAX (2, (int) ceilf (2.25f * sr * scale));
  gpointer key = GUINT_TO_POINTER ((guint) size << 8 | p->stone_set << 4 | colour);
  GdkTexture *texture;

  /* For a vector file, shapes rather than a bitmap. */
  if (scale <= 0)
    {
      FlatStones flat = { { NULL } };

      paint_flat_stone (&flat, colour, cx, cy, sr);
      flush_flat_stones (&flat, snapshot, p);
      return;
    }

  if (stone_textures == NULL)
    stone_textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);

  texture = g_hash_table_lookup (stone_textures, key);
  if (texture == NULL)
    {
      /* Sizes change with the window: forget old ones now and then. */
      if (g_hash_table_size (stone_textures) >= STONE_CACHE_MAX)
        g_hash_table_remove_all (stone_textures);
      texture = make_stone_texture (&p->stones[colour], size);
      g_hash_table_insert (stone_textures, key, texture);
    }

  gtk_snapshot_append_texture (snapshot, texture,
                               &GRAPHENE_RECT_INIT (cx - sr, cy - sr, 2.25f * sr, 2.25f * sr));
}

/* Where stone @i of @n sits in a hole, from its centre: a sunflower
 * spiral packs any number evenly, and a little jitter per hole and stone
 * keeps the holes from looking stamped out. */
static void
stone_offset (int    hole,
              guint  n,
              guint  i,
              float  hole_r,
              float  sr,
              float *dx,
              float *dy)
{
  float spread = MIN (hole_r - sr - hole_r * 0.1f, sr * 1.12f * sqrtf ((float) n));
  float angle = i * 2.39996f + hole * 0.9f;
  float rad = n == 1 ? 0.f : spread * sqrtf ((i + 0.5f) / n);
  guint h = _ak_board_mix (hole, i);

  *dx = rad * cosf (angle) + ((h & 0xff) / 255.f - 0.5f) * sr * 0.3f;
  *dy = rad * sinf (angle) + (((h >> 8) & 0xff) / 255.f - 0.5f) * sr * 0.3f;
}

void
_ak_board_draw_stones (const AkBoardPalette *p,
                       GtkSnapshot *snapshot,
                       int          hole,
                       guint        n,
                       float        cx,
                       float        cy,
                       float        hole_r,
                       int          scale)
{
  guint laid = MIN (n, MAX_LAID_STONES);
  guint heaped = MIN (n - laid, MAX_HEAPED_STONES);
  float sr = _ak_board_stone_radius (hole_r, laid);
  float dx;
  float dy;

  /* For a vector file, the hole's stones in one drawing, as each drawing
   * costs the file a clip and a group. */
  if (scale <= 0 && n > 0)
    {
      FlatStones flat = { { NULL } };

      for (guint i = laid; i-- > 0;)
        {
          stone_offset (hole, laid, i, hole_r, sr, &dx, &dy);
          paint_flat_stone (&flat, _ak_board_mix (hole * 31 + i, 7) % AK_BOARD_N_STONE_COLOURS,
                            cx + dx, cy + dy, sr);
        }
      for (guint i = heaped; i-- > 0;)
        {
          stone_offset (hole + 5, heaped, i, hole_r * 0.7f, sr, &dx, &dy);
          paint_flat_stone (&flat,
                            _ak_board_mix (hole * 31 + i + 40, 7) % AK_BOARD_N_STONE_COLOURS,
                            cx + dx, cy + dy - sr * 0.3f, sr);
        }
      flush_flat_stones (&flat, snapshot, p);
      return;
    }

  /* Outer stones first, so the middle of the heap sits on top. */
  for (guint i = laid; i-- > 0;)
    {
      stone_offset (hole, laid, i, hole_r, sr, &dx, &dy);
      _ak_board_draw_stone (p, snapshot, cx + dx, cy + dy, sr, _ak_board_mix (hole * 31 + i, 7),
                            scale);
    }

  for (guint i = heaped; i-- > 0;)
    {
      stone_offset (hole + 5, heaped, i, hole_r * 0.7f, sr, &dx, &dy);
      _ak_board_draw_stone (p, snapshot, cx + dx, cy + dy - sr * 0.3f, sr,
                            _ak_board_mix (hole * 31 + i + 40, 7),
                            scale);
    }
}

void
_ak_board_draw_text (GtkWidget     *widget,
                     GtkSnapshot   *snapshot,
                     const char    *text,
                     float          cx,
                     float          cy,
                     float          size,
                     gboolean       bold,
                     const GdkRGBA *colour)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *desc;
  PangoRectangle logical;

  desc = pango_font_description_copy (pango_context_get_font_description (
                                        pango_layout_get_context (layout)));
  pango_font_description_set_absolute_size (desc, MAX (size, 6) * PANGO_SCALE);
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);

  pango_layout_get_pixel_extents (layout, NULL, &logical);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (roundf (cx - logical.width / 2.f),
                                                roundf (cy - logical.height / 2.f)));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

static void
draw_board (GtkSnapshot          *snapshot,
            const AkBoardLayout  *l,
            const AkBoardPalette *p)
{
  const graphene_rect_t *b = &l->board;
  float radius = b->size.height * 0.07f;
  GdkRGBA drop_shadow = { 0, 0, 0, 0.28f };
  GdkRGBA groove_dark = { 0, 0, 0, 0.16f };
  GdkRGBA groove_light = { 1, 1, 1, 0.18f };
  GskColorStop stops[2];
  GskRoundedRect rr;
  float mid = b->origin.y + b->size.height / 2;

  gsk_rounded_rect_init_from_rect (&rr, b, radius);
  /* A blurred shadow is a bitmap in a vector file: there, a plain one. */
  if (p->flat)
    {
      GskRoundedRect below = rr;
      GdkRGBA faint = { 0, 0, 0, 0.18f };

      gsk_rounded_rect_offset (&below, 0, 3);
      gtk_snapshot_push_rounded_clip (snapshot, &below);
      gtk_snapshot_append_color (snapshot, &faint, &below.bounds);
      gtk_snapshot_pop (snapshot);
    }
  else
    gtk_snapshot_append_outset_shadow (snapshot, &rr, &drop_shadow, 0, 3, 0, 10);

  stops[0] = (GskColorStop) { 0.f, p->board_top };
  stops[1] = (GskColorStop) { 1.f, p->board_bottom };

  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_linear_gradient (snapshot, b,
                                       &GRAPHENE_POINT_INIT (b->origin.x, b->origin.y),
                                       &GRAPHENE_POINT_INIT (b->origin.x + b->size.width * 0.15f,
                                                             b->origin.y + b->size.height),
                                       stops, G_N_ELEMENTS (stops));

  /* A few faint streaks suggest grain without a texture to load. */
  for (int i = 0; i < 7; i++)
    {
      float y = b->origin.y +
                b->size.height * (0.08f + 0.13f * i + 0.02f * (_ak_board_mix (i, 3) % 3));

      gtk_snapshot_append_color (snapshot, &p->grain,
                                 &GRAPHENE_RECT_INIT (b->origin.x, y, b->size.width,
                                                      MAX (1, b->size.height * 0.012f)));
    }

  /* The groove between the rows. */
  gtk_snapshot_append_color (snapshot, &groove_dark,
                             &GRAPHENE_RECT_INIT (l->holes_x, mid - 1,
                                                  l->cell_w * AK_ROW_HOLES, 1));
  gtk_snapshot_append_color (snapshot, &groove_light,
                             &GRAPHENE_RECT_INIT (l->holes_x, mid,
                                                  l->cell_w * AK_ROW_HOLES, 1));

  /* The two stores, long trays carved at the ends, each in the wood of
   * the board and edged in its player's colour. */
  for (int side = 0; side < 2; side++)
    {
      const graphene_rect_t *t = &l->store[side];
      GskRoundedRect tray;
      GdkRGBA edge = ak_board_with_alpha (&p->side[side], 0.6f);
      const float edge_widths[4] = { 2, 2, 2, 2 };
      const GdkRGBA edges[4] = { edge, edge, edge, edge };

      gsk_rounded_rect_init_from_rect (&tray, t, t->size.width * 0.45f);
      gtk_snapshot_push_rounded_clip (snapshot, &tray);
      gtk_snapshot_append_color (snapshot, &p->hole, t);
      gtk_snapshot_pop (snapshot);
      if (!p->flat)
        gtk_snapshot_append_inset_shadow (snapshot, &tray, &p->hole_shadow, 0,
                                          t->size.width * 0.08f, 0, t->size.width * 0.2f);
      gtk_snapshot_append_border (snapshot, &tray, edge_widths, edges);
    }
  gtk_snapshot_pop (snapshot);

  {
    const float widths[4] = { 1, 1, 1, 1 };
    const GdkRGBA colours[4] = { p->board_rim, p->board_rim, p->board_rim, p->board_rim };

    gtk_snapshot_append_border (snapshot, &rr, widths, colours);
  }
}

/* Diagonal stripes across a disc: a bought hole's sign besides its
 * tint, which reads without telling colours apart.  South's run up to
 * the right, North's down. */
static void
draw_hatch (GtkSnapshot   *snapshot,
            float          cx,
            float          cy,
            float          r,
            AkSide         owner,
            const GdkRGBA *colour)
{
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot,
                                           &GRAPHENE_RECT_INIT (cx - r, cy - r, 2 * r, 2 * r));
  float step = MAX (5.f, r * 0.36f);

  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_clip (cr);
  cairo_set_line_width (cr, MAX (1.5, step * 0.32));
  gdk_cairo_set_source_rgba (cr, colour);
  for (float d = -2 * r; d <= 2 * r; d += step)
    {
      float s = owner == AK_SOUTH ? 1.f : -1.f;

      cairo_move_to (cr, cx + d - r, cy + s * r);
      cairo_line_to (cr, cx + d + r, cy - s * r);
    }
  cairo_stroke (cr);
  cairo_destroy (cr);
}

/* One hole carved in the wood.  A hole bought by the other player is
 * tinted in its owner's colour and striped, so a purchase is obvious at
 * a glance, in colour or not. */
static void
draw_well (GtkSnapshot          *snapshot,
           float                 cx,
           float                 cy,
           float                 r,
           const AkBoardPalette *p,
           AkSide                row,
           AkSide                owner)
{
  GskRoundedRect rr;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (cx - r, cy - r, 2 * r, 2 * r);

  /* A light lip below the hole, where the carved edge catches the light. */
  ak_board_draw_disc (snapshot, cx, cy + r * 0.05f, r * 1.04f, &p->hole_light);

  gsk_rounded_rect_init_from_rect (&rr, &bounds, r);
  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_color (snapshot, &p->hole, &bounds);
  if (owner != row)
    {
      GdkRGBA tint = ak_board_with_alpha (&p->side[owner], 0.22f);
      GdkRGBA stripes = ak_board_with_alpha (&p->side[owner], 0.45f);

      gtk_snapshot_append_color (snapshot, &tint, &bounds);
      draw_hatch (snapshot, cx, cy, r, owner, &stripes);
    }
  gtk_snapshot_pop (snapshot);
  if (p->flat)
    {
      /* The carved edge's shade as a ring, darker at the top. */
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      cairo_pattern_t *pattern = cairo_pattern_create_linear (cx, cy - r, cx, cy + r);

      cairo_pattern_add_color_stop_rgba (pattern, 0, 0, 0, 0, p->hole_shadow.alpha * 0.8);
      cairo_pattern_add_color_stop_rgba (pattern, 0.6, 0, 0, 0, 0);
      cairo_set_source (cr, pattern);
      cairo_set_line_width (cr, r * 0.2);
      cairo_arc (cr, cx, cy, r * 0.9, 0, 2 * G_PI);
      cairo_stroke (cr);
      cairo_pattern_destroy (pattern);
      cairo_destroy (cr);
    }
  else
    gtk_snapshot_append_inset_shadow (snapshot, &rr, &p->hole_shadow, 0, r * 0.16f, 0, r * 0.4f);
}

/* The seeds in a store, laid in rows across the tray from its player's
 * end, a second layer over the first when it is full, and its count. */
static void
draw_store (AkBoardRenderer     *self,
            GtkSnapshot         *snapshot,
            const AkBoardLayout *l,
            AkSide               side,
            guint                n,
            int                  scale)
{
  const AkBoardPalette *p = &self->palette;
  const graphene_rect_t *t = &l->store[side];
  float sr = _ak_board_stone_radius (l->hole_r, 12);
  float band = l->board.size.height * 0.13f;
  graphene_rect_t area;
  FlatStones flat = { { NULL } };
  int cols;
  int rows;
  guint cap;
  char count[8];
  gboolean top = side == ak_board_top_row (l->flipped);

  /* The count sits at the end by the player's row; the stones in the
   * rest. */
  if (top)
    area = GRAPHENE_RECT_INIT (t->origin.x, t->origin.y + band, t->size.width,
                               t->size.height - band - sr);
  else
    area = GRAPHENE_RECT_INIT (t->origin.x, t->origin.y + sr, t->size.width,
                               t->size.height - band - sr);
  cols = MAX (1, (int) (area.size.width / (2.3f * sr)));
  rows = MAX (1, (int) (area.size.height / (2.3f * sr)));
  cap = (guint) (cols * rows);


  for (guint i = 0; i < n; i++)
    {
      guint layer = i / cap;
      guint j = i % cap;
      int col = (int) (j % (guint) cols);
      int row = (int) (j / (guint) cols);
      guint h = _ak_board_mix (side * 97 + 3, i);
      float x = area.origin.x + area.size.width * (col + 0.5f) / cols;
      float y;

      /* The tray of the row on top fills from its top end, the other
       * from its bottom. */
      if (top)
        y = area.origin.y + area.size.height * (row + 0.5f) / rows;
      else
        y = area.origin.y + area.size.height - area.size.height * (row + 0.5f) / rows;
      x += ((h & 0xff) / 255.f - 0.5f) * sr * 0.4f + (layer % 3) * sr * 0.5f;
      y += (((h >> 8) & 0xff) / 255.f - 0.5f) * sr * 0.4f - (layer % 3) * sr * 0.4f;
      if (scale <= 0)
        paint_flat_stone (&flat, _ak_board_mix (side * 53 + i, 5) % AK_BOARD_N_STONE_COLOURS, x,
                          y, sr);
      else
        _ak_board_draw_stone (p, snapshot, x, y, sr, _ak_board_mix (side * 53 + i, 5), scale);
    }
  flush_flat_stones (&flat, snapshot, p);

  g_snprintf (count, sizeof count, "%u", n);
  _ak_board_draw_text (self->widget, snapshot, count, t->origin.x + t->size.width / 2,
                       top ? t->origin.y + band * 0.55f
                           : t->origin.y + t->size.height - band * 0.55f,
                       l->count_size, TRUE, &self->palette.count);
}

/* A soft band of the mover's colour behind the row to move, edged along
 * its outer side. */
static void
draw_row_to_move (GtkSnapshot          *snapshot,
                  const AkBoardLayout  *l,
                  const AkBoardPalette *p,
                  AkSide                side)
{
  float half = l->hole_r * 1.32f;
  graphene_rect_t band = GRAPHENE_RECT_INIT (l->holes_x, l->row_y[side] - half,
                                             l->cell_w * AK_ROW_HOLES, 2 * half);
  GdkRGBA tint = ak_board_with_alpha (&p->side[side], 0.16f);
  float edge_y = side == ak_board_top_row (l->flipped) ? band.origin.y
                                                        : band.origin.y + band.size.height - 3;
  GskRoundedRect rr;

  gsk_rounded_rect_init_from_rect (&rr, &band, half);
  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_color (snapshot, &tint, &band);
  gtk_snapshot_append_color (snapshot, &p->side[side],
                             &GRAPHENE_RECT_INIT (band.origin.x, edge_y, band.size.width, 3));
  gtk_snapshot_pop (snapshot);
}

/* For a vector file: the wood, the trays and the wells in GSK's plain
 * shapes, with no blur nor Cairo drawing (which a Cairo SVG surface
 * writes as groups with clips of their own), the wells gathered into a
 * few paths. */
static void
draw_flat_board (GtkSnapshot          *snapshot,
                 const AkBoardLayout  *l,
                 const AkBoardPalette *p,
                 const AkPosition     *pos)
{
  const graphene_rect_t *b = &l->board;
  float radius = b->size.height * 0.07f;
  float mid = b->origin.y + b->size.height / 2;
  GdkRGBA faint = { 0, 0, 0, 0.18f };
  GdkRGBA groove = { 0, 0, 0, 0.16f };
  GdkRGBA edge = { 0, 0, 0, p->hole_shadow.alpha * 0.5f };
  GskColorStop stops[2] = { { 0.f, p->board_top }, { 1.f, p->board_bottom } };
  g_autoptr(GskPathBuilder) lips = gsk_path_builder_new ();
  g_autoptr(GskPathBuilder) wells = gsk_path_builder_new ();
  g_autoptr(GskStroke) stroke = NULL;
  GskPath *path;
  GskRoundedRect rr;
  GskRoundedRect below;

  gsk_rounded_rect_init_from_rect (&rr, b, radius);
  below = rr;
  gsk_rounded_rect_offset (&below, 0, 3);
  gtk_snapshot_push_rounded_clip (snapshot, &below);
  gtk_snapshot_append_color (snapshot, &faint, &below.bounds);
  gtk_snapshot_pop (snapshot);

  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_linear_gradient (snapshot, b,
                                       &GRAPHENE_POINT_INIT (b->origin.x, b->origin.y),
                                       &GRAPHENE_POINT_INIT (b->origin.x + b->size.width * 0.15f,
                                                             b->origin.y + b->size.height),
                                       stops, G_N_ELEMENTS (stops));
  gtk_snapshot_append_color (snapshot, &groove,
                             &GRAPHENE_RECT_INIT (l->holes_x, mid - 1, l->cell_w * AK_ROW_HOLES, 1));
  gtk_snapshot_pop (snapshot);
  {
    const float widths[4] = { 1, 1, 1, 1 };
    const GdkRGBA rims[4] = { p->board_rim, p->board_rim, p->board_rim, p->board_rim };

    gtk_snapshot_append_border (snapshot, &rr, widths, rims);
  }

  for (int side = 0; side < 2; side++)
    {
      const graphene_rect_t *t = &l->store[side];
      GdkRGBA tray_edge = ak_board_with_alpha (&p->side[side], 0.6f);
      const float widths[4] = { 2, 2, 2, 2 };
      const GdkRGBA edges[4] = { tray_edge, tray_edge, tray_edge, tray_edge };
      GskRoundedRect tray;

      gsk_rounded_rect_init_from_rect (&tray, t, t->size.width * 0.45f);
      gtk_snapshot_push_rounded_clip (snapshot, &tray);
      gtk_snapshot_append_color (snapshot, &p->hole, t);
      gtk_snapshot_pop (snapshot);
      gtk_snapshot_append_border (snapshot, &tray, widths, edges);
    }

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      float cx;
      float cy;

      ak_board_layout_hole_centre (l, hole, &cx, &cy);
      add_round_circle (lips, cx, cy + l->hole_r * 0.05f, l->hole_r * 1.04f);
      add_round_circle (wells, cx, cy, l->hole_r);
    }
  path = gsk_path_builder_free_to_path (g_steal_pointer (&lips));
  gtk_snapshot_append_fill (snapshot, path, GSK_FILL_RULE_WINDING, &p->hole_light);
  gsk_path_unref (path);
  path = gsk_path_builder_free_to_path (g_steal_pointer (&wells));
  gtk_snapshot_append_fill (snapshot, path, GSK_FILL_RULE_WINDING, &p->hole);
  stroke = gsk_stroke_new (MAX (1, roundf (l->hole_r * 0.08f)));
  gtk_snapshot_append_stroke (snapshot, path, stroke, &edge);
  gsk_path_unref (path);

  /* Bought holes: the tint, and the stripes clipped to the well. */
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      AkSide owner = ak_position_owner (pos, hole);
      float r = l->hole_r;
      float step = MAX (5.f, r * 0.36f);
      float sign = owner == AK_SOUTH ? 1.f : -1.f;
      GdkRGBA tint;
      GdkRGBA stripes;
      g_autoptr(GskPathBuilder) disc = NULL;
      g_autoptr(GskPathBuilder) lines = NULL;
      g_autoptr(GskStroke) line = NULL;
      GskPath *disc_path;
      GskPath *lines_path;
      float cx;
      float cy;

      if (owner == ak_hole_row (hole))
        continue;

      ak_board_layout_hole_centre (l, hole, &cx, &cy);
      tint = ak_board_with_alpha (&p->side[owner], 0.22f);
      stripes = ak_board_with_alpha (&p->side[owner], 0.45f);
      disc = gsk_path_builder_new ();
      add_round_circle (disc, cx, cy, r);
      disc_path = gsk_path_builder_free_to_path (g_steal_pointer (&disc));
      lines = gsk_path_builder_new ();
      for (float d = -2 * r; d <= 2 * r; d += step)
        {
          gsk_path_builder_move_to (lines, roundf (cx + d - r), roundf (cy + sign * r));
          gsk_path_builder_line_to (lines, roundf (cx + d + r), roundf (cy - sign * r));
        }
      lines_path = gsk_path_builder_free_to_path (g_steal_pointer (&lines));
      line = gsk_stroke_new (MAX (1.5f, roundf (step * 0.32f)));

      gtk_snapshot_append_fill (snapshot, disc_path, GSK_FILL_RULE_WINDING, &tint);
      gtk_snapshot_push_fill (snapshot, disc_path, GSK_FILL_RULE_WINDING);
      gtk_snapshot_append_stroke (snapshot, lines_path, line, &stripes);
      gtk_snapshot_pop (snapshot);
      gsk_path_unref (disc_path);
      gsk_path_unref (lines_path);
    }
}

static void
draw_hole (AkBoardRenderer     *self,
           GtkSnapshot         *snapshot,
           const AkBoardScene  *scene,
           const AkBoardLayout *l,
           int                  hole,
           gboolean             wells_drawn,
           int                  scale)
{
  const AkBoardPalette *p = &self->palette;
  const AkPosition *pos = scene->position;
  AkSide row = ak_hole_row (hole);
  gboolean animating = scene->hand != NULL;
  float r = l->hole_r;
  float ring = MAX (2.f, r * 0.07f);
  char count[8];
  float cx;
  float cy;

  ak_board_layout_hole_centre (l, hole, &cx, &cy);

  if (hole == scene->refused_hole)
    {
      double t = scene->refuse_progress;

      cx += (float) (sin (t * G_PI * 6) * (1 - t) * r * 0.12);
    }

  if (!wells_drawn)
    draw_well (snapshot, cx, cy, r, p, row, ak_position_owner (pos, hole));

  /* The last move's origin, relays and captures: thin rings in the
   * wood's ink, the capture red; subdued while a preview is shown, which
   * is about the next move. */
  {
    float k = scene->preview != NULL ? 0.3f : 1.f;
    float thin = MAX (1.5f, r * 0.04f);

    if (!animating && scene->last_origin == hole)
      {
        GdkRGBA ink = ak_board_with_alpha (&p->mark, k);

        ak_board_draw_ring (snapshot, cx, cy, r * 1.2f, thin, &ink);
        ak_board_draw_ring (snapshot, cx, cy, r * 1.2f - 2.5f * thin, thin, &ink);
      }
    else if (!animating && (scene->relay_mask >> hole) & 1)
      {
        GdkRGBA faint = ak_board_with_alpha (&p->mark, 0.8f * k);

        ak_board_draw_ring (snapshot, cx, cy, r * 1.2f, thin, &faint);
      }
    if (!animating && (scene->capture_mask >> hole) & 1)
      {
        GdkRGBA capture = ak_board_with_alpha (&p->refuse, 0.7f * k);

        /* Twice as thick as the others, so it reads without its red. */
        ak_board_draw_ring (snapshot, cx, cy, r * 1.2f + thin, thin * 2.2f, &capture);
      }
  }

  if (!animating && hole == scene->hover_hole && (scene->playable_mask >> hole) & 1)
    {
      GdkRGBA glow = ak_board_with_alpha (&p->hover, 0.18f);

      ak_board_draw_disc (snapshot, cx, cy, r, &glow);
      ak_board_draw_ring (snapshot, cx, cy, r * 1.02f, ring, &p->hover);
    }

  /* The engine's hint: a glow in its own green; its arrow comes once
   * every well and badge is drawn (_ak_board_draw_hint_arrow ()). */
  if (!animating && hole == scene->hint_hole)
    {
      GdkRGBA glow = ak_board_with_alpha (&p->hint, 0.25f);

      ak_board_draw_disc (snapshot, cx, cy, r, &glow);
      ak_board_draw_ring (snapshot, cx, cy, r * 1.1f, ring, &p->hint);
    }

  if (scene->buyer != AK_SIDE_NONE && row != scene->buyer)
    {
      gboolean bought = (scene->purchase_mask >> hole) & 1;

      if (bought)
        {
          /* What ownership will look like, and a ring while it is only
           * chosen. */
          GdkRGBA tint = ak_board_with_alpha (&p->side[scene->buyer], 0.22f);
          GdkRGBA stripes = ak_board_with_alpha (&p->side[scene->buyer], 0.45f);

          ak_board_draw_disc (snapshot, cx, cy, r, &tint);
          draw_hatch (snapshot, cx, cy, r, scene->buyer, &stripes);
          ak_board_draw_ring (snapshot, cx, cy, r * 1.2f, ring * 1.4f, &p->side[scene->buyer]);
        }
      else if (hole == scene->hover_hole &&
               count_bits (scene->purchase_mask) < scene->n_purchases)
        {
          GdkRGBA glow = ak_board_with_alpha (&p->side[scene->buyer], 0.35f);

          ak_board_draw_ring (snapshot, cx, cy, r * 1.2f, ring, &glow);
        }
    }

  /* The keyboard's focus is GTK's own focus ring, drawn by the hole's
   * child widget (style.css). */

  if (hole == scene->refused_hole)
    {
      GdkRGBA flash = ak_board_with_alpha (&p->refuse, (float) (1 - scene->refuse_progress));

      ak_board_draw_ring (snapshot, cx, cy, r * 1.04f, ring * 1.3f, &flash);
    }

  _ak_board_draw_stones (p, snapshot, hole, pos->holes[hole], cx, cy, r, scale);

  g_snprintf (count, sizeof count, "%u", pos->holes[hole]);
  _ak_board_draw_text (self->widget, snapshot, count, cx, l->count_y[row], l->count_size, TRUE,
                       &p->count);

  if (scene->show_letters)
    {
      char letter[2] = { ak_hole_to_char (hole), '\0' };

      _ak_board_draw_text (self->widget, snapshot, letter, cx, l->letter_y[row], l->letter_size,
                           FALSE,
                           &p->letter);
    }

}

/* Everything over the wood and the wells. */
static void
draw_scene (AkBoardRenderer     *self,
            GtkSnapshot         *snapshot,
            const AkBoardScene  *scene,
            const AkBoardLayout *l,
            gboolean             wells_drawn,
            int                  scale)
{
  if (scene->to_move != AK_SIDE_NONE)
    draw_row_to_move (snapshot, l, &self->palette, scene->to_move);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    draw_hole (self, snapshot, scene, l, hole, wells_drawn, scale);
  for (int side = 0; scene->show_stores && side < 2; side++)
    draw_store (self, snapshot, l, side, scene->position->stores[side], scale);
  /* Over every well and its rings, since a badge reaches into the groove
   * towards the other row's. */
  for (int hole = 0; scene->values != NULL && scene->hand == NULL && hole < AK_N_HOLES; hole++)
    if (scene->values[hole] != NULL)
      _ak_board_draw_value_badge (self, snapshot, l, hole, scene->values[hole],
                                  hole == scene->best_value);
  if (ak_hole_is_valid (scene->hint_hole) && scene->hand == NULL)
    _ak_board_draw_hint_arrow (snapshot, l, &self->palette, scene->hint_hole);
  if (scene->preview != NULL && scene->hand == NULL)
    _ak_board_draw_preview (self, snapshot, l, scene->preview, scene->preview_result);
  if (scene->hand != NULL)
    _ak_board_draw_hand (self, snapshot, l, scene->hand, scale);
  if (scene->hand != NULL && scene->hand->n_laps > 1)
    _ak_board_draw_lap_counter (self, snapshot, l, scene->hand);
}

/* Draws the board and its wells, with the owners' marks, into a texture
 * with the widget's own renderer, unless the one there is still right.
 * FALSE if there is no renderer to draw with yet. */
static gboolean
ensure_background (AkBoardRenderer     *self,
                   const AkBoardScene  *scene,
                   const AkBoardLayout *l,
                   int                  width,
                   int                  height)
{
  GtkNative *native = gtk_widget_get_native (self->widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;
  int scale = gtk_widget_get_scale_factor (self->widget);
  guint dark = self->palette.stone_set;
  GtkSnapshot *snapshot;
  GskRenderNode *node;
  GskRenderNode *scaled;
  GskTransform *transform;
  graphene_rect_t viewport;

  if (renderer == NULL || width <= 0 || height <= 0)
    return FALSE;

  if (self->background != NULL && self->background_width == width &&
      self->background_height == height && self->background_scale == scale &&
      self->background_owners == scene->position->owners && self->background_dark == dark &&
      self->background_flipped == l->flipped)
    return TRUE;

  ak_board_renderer_invalidate (self);

  snapshot = gtk_snapshot_new ();
  draw_board (snapshot, l, &self->palette);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      float cx;
      float cy;

      ak_board_layout_hole_centre (l, hole, &cx, &cy);
      draw_well (snapshot, cx, cy, l->hole_r, &self->palette, ak_hole_row (hole),
                 ak_position_owner (scene->position, hole));
    }
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    return FALSE;

  /* Drawn at the screen's scale, with room for the shadow. */
  transform = gsk_transform_scale (gsk_transform_translate (NULL,
                                                            &GRAPHENE_POINT_INIT (BACKGROUND_MARGIN * scale,
                                                                                  BACKGROUND_MARGIN * scale)),
                                   scale, scale);
  scaled = gsk_transform_node_new (node, transform);
  gsk_transform_unref (transform);
  gsk_render_node_unref (node);

  viewport = GRAPHENE_RECT_INIT (0, 0, (width + 2 * BACKGROUND_MARGIN) * scale,
                                 (height + 2 * BACKGROUND_MARGIN) * scale);
  self->background = gsk_renderer_render_texture (renderer, scaled, &viewport);
  gsk_render_node_unref (scaled);

  self->background_width = width;
  self->background_height = height;
  self->background_scale = scale;
  self->background_owners = scene->position->owners;
  self->background_dark = dark;
  self->background_flipped = l->flipped;

  return self->background != NULL;
}

/* ----- public API ----- */

/**
 * ak_board_renderer_new:
 * @widget: the widget drawn for, not owned: its style gives the colours,
 *   its fonts the numbers and its window the renderer of the cached
 *   textures; it must outlive the renderer
 *
 * Returns: (transfer full): a new renderer
 */
AkBoardRenderer *
ak_board_renderer_new (GtkWidget *widget)
{
  AkBoardRenderer *self;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  self = g_new0 (AkBoardRenderer, 1);
  self->widget = widget;
  return self;
}

void
ak_board_renderer_free (AkBoardRenderer *self)
{
  if (self == NULL)
    return;

  ak_board_renderer_invalidate (self);
  g_free (self);
}

/**
 * ak_board_renderer_invalidate:
 * @self: a renderer
 *
 * Forgets the cached picture of the board: its style changed, or the
 * widget left the window whose renderer drew it.
 */
void
ak_board_renderer_invalidate (AkBoardRenderer *self)
{
  g_return_if_fail (self != NULL);

  g_clear_object (&self->background);
}

/**
 * ak_board_renderer_set_theme:
 * @self: a renderer
 * @theme: the board's colours
 */
void
ak_board_renderer_set_theme (AkBoardRenderer *self,
                             AkBoardTheme     theme)
{
  g_return_if_fail (self != NULL);

  self->theme = theme;
}

/**
 * ak_board_theme_from_string:
 * @text: a settings value: `auto`, `light-wood`, `dark-wood` or
 *   `high-contrast`
 *
 * Returns: the theme, `auto` for anything else
 */
AkBoardTheme
ak_board_theme_from_string (const char *text)
{
  if (g_strcmp0 (text, "light-wood") == 0)
    return AK_BOARD_THEME_LIGHT_WOOD;
  if (g_strcmp0 (text, "dark-wood") == 0)
    return AK_BOARD_THEME_DARK_WOOD;
  if (g_strcmp0 (text, "high-contrast") == 0)
    return AK_BOARD_THEME_HIGH_CONTRAST;
  return AK_BOARD_THEME_AUTO;
}

/**
 * ak_board_renderer_get_palette:
 * @self: a renderer
 *
 * Returns: (transfer none): the board's colours, as the widget's style
 *   and the dark or light appearance give them now
 */
const AkBoardPalette *
ak_board_renderer_get_palette (AkBoardRenderer *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  _ak_board_palette_load (self->widget, self->theme, &self->palette);
  return &self->palette;
}

/**
 * ak_board_renderer_snapshot:
 * @self: a renderer
 * @snapshot: where to draw
 * @scene: what to draw
 * @width: the width to fill, in the widget's units
 * @height: the height to fill
 *
 * Draws @scene for the screen.  The wood and the wells come from a
 * texture kept for the size and owners, drawn afresh only when those
 * change, or while a hole shakes (its well moves).
 */
void
ak_board_renderer_snapshot (AkBoardRenderer    *self,
                            GtkSnapshot        *snapshot,
                            const AkBoardScene *scene,
                            int                 width,
                            int                 height)
{
  int scale = gtk_widget_get_scale_factor (self->widget);
  gboolean wells_drawn;
  AkBoardLayout l;

  g_return_if_fail (self != NULL);
  g_return_if_fail (scene != NULL && scene->position != NULL);

  ak_board_layout_init (&l, width, height, scene->show_letters);
  ak_board_layout_set_flipped (&l, scene->flipped);
  /* On screen the counts and letters follow the desktop's text size; an
   * image file (below) does not depend on it. */
  ak_board_layout_set_text_scale (&l, ak_board_text_scale (self->widget));
  _ak_board_palette_load (self->widget, self->theme, &self->palette);

  wells_drawn = scene->refused_hole < 0 && ensure_background (self, scene, &l, width, height);
  if (wells_drawn)
    gtk_snapshot_append_texture (snapshot, self->background,
                                 &GRAPHENE_RECT_INIT (-BACKGROUND_MARGIN, -BACKGROUND_MARGIN,
                                                      width + 2 * BACKGROUND_MARGIN,
                                                      height + 2 * BACKGROUND_MARGIN));
  else
    draw_board (snapshot, &l, &self->palette);

  draw_scene (self, snapshot, scene, &l, wells_drawn, scale);
}

/**
 * ak_board_renderer_render:
 * @self: a renderer
 * @scene: what to draw
 * @width: the picture's width
 * @height: the picture's height
 * @scale: how many pixels the stones get per unit: 2 for print; 0
 *   for a vector file, drawn with shapes only, no bitmap nor blur
 *
 * Draws @scene into a render node of its own, with no cached texture,
 * for an image file.
 *
 * Returns: (transfer full) (nullable): the drawing
 */
GskRenderNode *
ak_board_renderer_render (AkBoardRenderer    *self,
                          const AkBoardScene *scene,
                          int                 width,
                          int                 height,
                          int                 scale)
{
  GtkSnapshot *snapshot;
  AkBoardLayout l;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (scene != NULL && scene->position != NULL, NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);

  snapshot = gtk_snapshot_new ();
  ak_board_layout_init (&l, width, height, scene->show_letters);
  ak_board_layout_set_flipped (&l, scene->flipped);
  _ak_board_palette_load (self->widget, self->theme, &self->palette);
  self->palette.flat = scale == 0;

  if (self->palette.flat)
    draw_flat_board (snapshot, &l, &self->palette, scene->position);
  else
    draw_board (snapshot, &l, &self->palette);
  draw_scene (self, snapshot, scene, &l, self->palette.flat, MAX (scale, 0));
  self->palette.flat = FALSE;

  return gtk_snapshot_free_to_node (snapshot);
}

/**
 * ak_board_renderer_draw_well:
 * @self: a renderer
 * @snapshot: where to draw
 * @hole: the hole, which says in which row it was carved
 * @owner: who owns it now: a hole of the other row's player is tinted
 *   and ringed in that player's colour
 * @cx: the centre
 * @cy:
 * @r: the radius
 *
 * Draws one well as the board draws it, for a widget that places its
 * holes itself.  Call ak_board_renderer_get_palette() first in the same
 * frame, so the colours are the widget's current ones.
 */
void
ak_board_renderer_draw_well (AkBoardRenderer *self,
                             GtkSnapshot     *snapshot,
                             int              hole,
                             AkSide           owner,
                             float            cx,
                             float            cy,
                             float            r)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (ak_hole_is_valid (hole));

  draw_well (snapshot, cx, cy, r, &self->palette, ak_hole_row (hole), owner);
}

/**
 * ak_board_renderer_draw_stones:
 * @self: a renderer
 * @snapshot: where to draw
 * @hole: the hole, which varies how the stones lie
 * @n: how many seeds
 * @cx: the hole's centre
 * @cy:
 * @r: the hole's radius
 *
 * Draws the seeds of a hole as the board does, at the widget's scale.
 */
void
ak_board_renderer_draw_stones (AkBoardRenderer *self,
                               GtkSnapshot     *snapshot,
                               int              hole,
                               guint            n,
                               float            cx,
                               float            cy,
                               float            r)
{
  g_return_if_fail (self != NULL);

  _ak_board_draw_stones (&self->palette, snapshot, hole, n, cx, cy, r,
                         gtk_widget_get_scale_factor (self->widget));
}

/**
 * ak_board_renderer_draw_text:
 * @self: a renderer
 * @snapshot: where to draw
 * @text: the text
 * @cx: its centre
 * @cy:
 * @size: the font's size in pixels
 * @bold: whether bold, as the seed counts are
 * @colour: its colour
 *
 * Draws @text centred on a point in the widget's font.
 */
void
ak_board_renderer_draw_text (AkBoardRenderer *self,
                             GtkSnapshot     *snapshot,
                             const char      *text,
                             float            cx,
                             float            cy,
                             float            size,
                             gboolean         bold,
                             const GdkRGBA   *colour)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (text != NULL);

  _ak_board_draw_text (self->widget, snapshot, text, cx, cy, size, bold, colour);
}
