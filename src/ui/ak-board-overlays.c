/* ak-board-overlays.c — what the board draws over its wells: the
 * engine's values, the path of a move looked at, the seeds in the hand
 * while a move is sown with its lap counter, and the hint's arrow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-board-renderer"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ak-board-renderer-private.h"

/* ----- the engine's values ----- */

/* The badge's text is at least this big, in pixels, so that a phone's
 * narrow board still reads; smaller than the count, which matters more. */
#define VALUE_MIN_SIZE 8.f
#define VALUE_MAX_SIZE 15.f

static PangoLayout *
value_layout (AkBoardRenderer *self,
              const char      *text,
              float            size,
              gboolean         bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (self->widget, text);
  PangoFontDescription *desc;

  desc = pango_font_description_copy (pango_context_get_font_description (
                                        pango_layout_get_context (layout)));
  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_SEMIBOLD);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  return layout;
}

/**
 * ak_board_renderer_value_badge:
 * @self: a renderer
 * @layout: the board's layout
 * @hole: a hole
 * @text: the value shown on it
 * @font_size: (out) (optional): the size of the text in it
 *
 * Where the badge of a move's value sits: a pill at the inner edge of the
 * hole, towards the groove between the rows (on whichever row is on top),
 * over the well's rim and short of the middle of the groove, as wide
 * as its text but never wider than the hole's column: the text is made
 * smaller to fit a narrow board, down to a size that still reads.
 *
 * Returns: the badge's bounds
 */
graphene_rect_t
ak_board_renderer_value_badge (AkBoardRenderer     *self,
                               const AkBoardLayout *layout,
                               int                  hole,
                               const char          *text,
                               float               *font_size)
{
  float r = layout->hole_r;
  float size = CLAMP (r * 0.4f, VALUE_MIN_SIZE, VALUE_MAX_SIZE);
  float dir = ak_hole_row (hole) == ak_board_top_row (layout->flipped) ? 1.f : -1.f;
  float max_w = layout->cell_w * 0.96f;
  float cx, cy, w, h, offset;
  PangoRectangle logical;

  for (;;)
    {
      g_autoptr(PangoLayout) pango = value_layout (self, text, size, TRUE);

      pango_layout_get_pixel_extents (pango, NULL, &logical);
      w = logical.width + size * 0.9f;
      if (w <= max_w || size <= VALUE_MIN_SIZE)
        break;
      size = MAX (VALUE_MIN_SIZE, size - 0.5f);
    }
  w = MIN (w, max_w);
  h = roundf (size * 1.5f);

  /* Straddling the rim, but on this row's side of the groove, which
   * runs 1.1 radii away: a bought hole across the groove may have a
   * badge of its own. */
  ak_board_layout_hole_centre (layout, hole, &cx, &cy);
  offset = MIN (r * 0.92f, r * 1.1f - h / 2 - 1.5f);
  if (font_size != NULL)
    *font_size = size;
  return GRAPHENE_RECT_INIT (roundf (cx - w / 2), roundf (cy + dir * offset - h / 2), roundf (w), h);
}

/* A move's value: ink on the wood's light, or the hint's green for the
 * best move, in bold, with a rim of the wood so it stands off the
 * stones. */
void
_ak_board_draw_value_badge (AkBoardRenderer     *self,
                            GtkSnapshot         *snapshot,
                            const AkBoardLayout *l,
                            int                  hole,
                            const char          *text,
                            gboolean             best)
{
  const AkBoardPalette *p = &self->palette;
  const GdkRGBA black = { 0, 0, 0, 1 };
  const GdkRGBA white = { 1, 1, 1, 1 };
  GdkRGBA back;
  GdkRGBA ink;
  GdkRGBA rim;
  GskRoundedRect rr;
  graphene_rect_t bounds;
  float size;
  float edge;

  bounds = ak_board_renderer_value_badge (self, l, hole, text, &size);
  if (best)
    {
      back = p->hint;
      ink = ak_board_contrast (&black, &back) >= ak_board_contrast (&white, &back) ? black : white;
    }
  else
    {
      back = ak_board_with_alpha (&p->count, 0.92f);
      ink = p->board_top;
    }
  rim = p->board_top;
  edge = MAX (1.f, size * 0.1f);

  gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (bounds.origin.x - edge,
                                                             bounds.origin.y - edge,
                                                             bounds.size.width + 2 * edge,
                                                             bounds.size.height + 2 * edge),
                                   bounds.size.height / 2 + edge);
  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_color (snapshot, &rim, &rr.bounds);
  gtk_snapshot_pop (snapshot);

  gsk_rounded_rect_init_from_rect (&rr, &bounds, bounds.size.height / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_color (snapshot, &back, &bounds);
  gtk_snapshot_pop (snapshot);

  {
    g_autoptr(PangoLayout) layout = value_layout (self, text, size, best);
    PangoRectangle logical;

    pango_layout_get_pixel_extents (layout, NULL, &logical);
    gtk_snapshot_save (snapshot);
    gtk_snapshot_translate (snapshot,
                            &GRAPHENE_POINT_INIT (roundf (bounds.origin.x +
                                                          (bounds.size.width - logical.width) / 2.f),
                                                  roundf (bounds.origin.y +
                                                          (bounds.size.height - logical.height) / 2.f)));
    gtk_snapshot_append_layout (snapshot, layout, &ink);
    gtk_snapshot_restore (snapshot);
  }
}

/* Where the pointed-at move's path passes @hole in lap @lap: on the
 * inner side of its row, a little further in for each lap, so the laps
 * lie side by side around the board. */
static void
preview_point (const AkBoardLayout *l,
               int                  hole,
               guint                lap,
               float               *x,
               float               *y)
{
  float dir = ak_hole_row (hole) == ak_board_top_row (l->flipped) ? 1.f : -1.f;

  ak_board_layout_hole_centre (l, hole, x, y);
  *y += dir * l->hole_r * (0.55f + 0.12f * MIN (lap, 3));
}

/* What the pointed-at move would do, in its own dashed style in the
 * mover's colour: the path of each lap from hole to hole around the
 * board, each relay numbered where it starts again, the end hole in a
 * dashed ring, what it captures, and faintly in every hole the count
 * the move leaves there. */
void
_ak_board_draw_preview (AkBoardRenderer     *self,
                        GtkSnapshot         *snapshot,
                        const AkBoardLayout *l,
                        const AkTrace       *trace,
                        const AkPosition    *result)
{
  const AkBoardPalette *p = &self->palette;
  const AkLap *last;
  GdkRGBA colour;
  GdkRGBA white = { 1, 1, 1, 1 };
  cairo_t *cr;
  float r = l->hole_r;
  float x;
  float y;

  if (trace->laps->len == 0)
    return;

  colour = p->side[trace->mover];
  last = &g_array_index (trace->laps, AkLap, trace->laps->len - 1);

  cr = gtk_snapshot_append_cairo (snapshot, &l->board);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, MAX (2.0, r * 0.08));
  cairo_set_dash (cr, (double[]) { r * 0.22, r * 0.12 }, 2, 0);
  for (guint i = 0; i < trace->laps->len; i++)
    {
      const AkLap *lap = &g_array_index (trace->laps, AkLap, i);

      /* Later laps a little stronger, so the last one reads on top. */
      cairo_set_source_rgba (cr, colour.red, colour.green, colour.blue,
                             0.45 + 0.4 * (i + 1) / trace->laps->len);
      preview_point (l, lap->from, i, &x, &y);
      cairo_move_to (cr, x, y);
      for (guint d = 0; d < lap->n_seeds && lap->first_drop + d < trace->drops->len; d++)
        {
          preview_point (l, g_array_index (trace->drops, guint8, lap->first_drop + d), i, &x, &y);
          cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);
    }
  cairo_destroy (cr);

  /* The end hole: a dashed ring, which no other mark is. */
  ak_board_layout_hole_centre (l, last->last, &x, &y);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x - r * 1.4f, y - r * 1.4f,
                                                                 r * 2.8f, r * 2.8f));
  cairo_set_line_width (cr, MAX (2.5, r * 0.1));
  cairo_set_dash (cr, (double[]) { r * 0.25, r * 0.15 }, 2, 0);
  gdk_cairo_set_source_rgba (cr, &colour);
  cairo_arc (cr, x, y, r * 1.16, 0, 2 * G_PI);
  cairo_stroke (cr);
  cairo_destroy (cr);

  /* Each relay numbered at the hole where the next lap starts. */
  for (guint i = 0; i + 1 < trace->laps->len; i++)
    {
      char text[8];
      float bx;
      float by;

      ak_board_layout_hole_centre (l, g_array_index (trace->laps, AkLap, i).last, &bx, &by);
      bx -= r * 0.72f;
      by += (ak_hole_row (g_array_index (trace->laps, AkLap, i).last) ==
             ak_board_top_row (l->flipped) ? 1 : -1) * r * 0.72f;
      ak_board_draw_disc (snapshot, bx, by, MAX (8.f, r * 0.26f), &colour);
      g_snprintf (text, sizeof text, "%u", i + 1);
      _ak_board_draw_text (self->widget, snapshot, text, bx, by, MAX (9.f, r * 0.3f), TRUE, &white);
    }

  for (guint i = 0; i < trace->captures->len; i++)
    {
      const AkCapture *capture = &g_array_index (trace->captures, AkCapture, i);
      char text[16];
      float bx;
      float by;

      ak_board_layout_hole_centre (l, capture->hole, &bx, &by);
      bx += r * 0.7f;
      by -= r * 0.7f;
      ak_board_draw_disc (snapshot, bx, by, MAX (9.f, r * 0.3f), &p->refuse);
      g_snprintf (text, sizeof text, "+%u", capture->seeds);
      _ak_board_draw_text (self->widget, snapshot, text, bx, by, MAX (9.f, r * 0.28f), TRUE,
                           &white);
    }

  /* The counts the move leaves, over the stones on a faint disc. */
  if (result != NULL)
    {
      GdkRGBA disc = { 0, 0, 0, 0.42f };
      GdkRGBA ink = { 1, 1, 1, 0.92f };

      for (int hole = 0; hole < AK_N_HOLES; hole++)
        {
          char text[8];

          ak_board_layout_hole_centre (l, hole, &x, &y);
          ak_board_draw_disc (snapshot, x, y, r * 0.4f, &disc);
          g_snprintf (text, sizeof text, "%u", result->holes[hole]);
          _ak_board_draw_text (self->widget, snapshot, text, x, y, l->count_size, TRUE, &ink);
        }
    }
}

/* The seeds in the hand, at this moment of their step. */
void
_ak_board_draw_hand (AkBoardRenderer     *self,
                     GtkSnapshot         *snapshot,
                     const AkBoardLayout *l,
                     const AkBoardHand   *hand,
                     int                  scale)
{
  const AkBoardPalette *p = &self->palette;
  double t = CLAMP (hand->progress, 0, 1);
  float r = l->hole_r;
  float ax;
  float ay;
  float bx;
  float by;

  switch (hand->kind)
    {
    case AK_BOARD_HAND_LIFT:
      /* The lifted seeds rise out of the hole and fade into the hand. */
      ak_board_layout_hole_centre (l, hand->hole, &ax, &ay);
      gtk_snapshot_push_opacity (snapshot, 1 - _ak_board_ease_in_out (t));
      _ak_board_draw_stones (&self->palette, snapshot, hand->hole, hand->seeds, ax,
                             ay - (float) (_ak_board_ease_in_out (t) * r * 0.9), r, scale);
                gtk_snapshot_pop (snapshot);
                break;
          
              case AK_BOARD_HAND_DROP:
                {
                  double e = _ak_board_ease_in_out (t);
                  float dist;
                  float x;
                  float y;
                  float sr = _ak_board_stone_radius (r, 4) * 1.1f;
          
                  ak_board_layout_hole_centre (l, hand->from, &ax, &ay);
                  ak_board_layout_hole_centre (l, hand->hole, &bx, &by);
                  dist = hypotf (bx - ax, by - ay);
                  x = ax + (bx - ax) * (float) e;
                  y = ay + (by - ay) * (float) e - (float) sin (t * G_PI) * (MIN (dist * 0.3f, r * 1.2f) +
                                                                             r * 0.35f);
                  _ak_board_draw_stone (p, snapshot, x, y, sr, _ak_board_mix (hand->index, 11),
                                        scale);
          
                  /* What is left in the hand, so a long lap can be followed: at
                   * least 16 px, white on the mover's colour. */
                  if (hand->seeds > 0)
                    {
                      char left[8];
                      float size = MAX (16.f, l->count_size);
                      GdkRGBA white = { 1, 1, 1, 1 };
          
                      g_snprintf (left, sizeof left, "%u", hand->seeds);
                      ak_board_draw_disc (snapshot, x + sr * 1.6f + size * 0.35f, y - sr * 1.4f - size * 0.35f,
                                          size * 0.8f, &self->palette.side[hand->mover]);
                      _ak_board_draw_text (self->widget, snapshot, left,
                                           x + sr * 1.6f + size * 0.35f,
                                 y - sr * 1.4f - size * 0.35f, size, TRUE, &white);
          }
      }
      break;

    case AK_BOARD_HAND_CAPTURE:
    case AK_BOARD_HAND_SWEEP:
      {
        double e;
        float edge;

        /* The captured seeds travel into the mover's store. */
        const graphene_rect_t *store = &l->store[hand->mover];
        float sx = store->origin.x + store->size.width / 2;
        float sy = store->origin.y + store->size.height / 2;

        ak_board_layout_hole_centre (l, hand->hole, &ax, &ay);
        e = _ak_board_ease_in_out (t);
        edge = (float) sin (t * G_PI) * r * 0.8f;
        /* They fade as they land, when the store's own stones take over. */
        gtk_snapshot_push_opacity (snapshot, t < 0.8 ? 1 : 1 - (t - 0.8) / 0.2 * 0.7);
        _ak_board_draw_stones (&self->palette, snapshot, hand->hole, hand->seeds,
                               ax + (sx - ax) * (float) e,
                               ay + (sy - ay) * (float) e - edge,
                               r * (1 - 0.3f * (float) e), scale);
        gtk_snapshot_pop (snapshot);
      }
      break;

    default:
      g_assert_not_reached ();
    }
}

/* “Lap 3 of 5” on a pill over the groove, while a relay is sown. */
void
_ak_board_draw_lap_counter (AkBoardRenderer     *self,
                            GtkSnapshot         *snapshot,
                            const AkBoardLayout *l,
                            const AkBoardHand   *hand)
{
  g_autofree char *text = g_strdup_printf (_("Lap %u of %u"), hand->lap + 1, hand->n_laps);
  float size = MAX (16.f, l->count_size);
  float cx = l->holes_x + l->cell_w * AK_ROW_HOLES / 2;
  float cy = l->board.origin.y + l->board.size.height / 2;
  graphene_rect_t pill = GRAPHENE_RECT_INIT (cx - size * 3.4f, cy - size * 0.75f,
                                             size * 6.8f, size * 1.5f);
  GdkRGBA back = ak_board_with_alpha (&self->palette.side[hand->mover], 0.92f);
  GdkRGBA white = { 1, 1, 1, 1 };
  GskRoundedRect rr;

  gsk_rounded_rect_init_from_rect (&rr, &pill, size * 0.75f);
  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_color (snapshot, &back, &pill);
  gtk_snapshot_pop (snapshot);
  _ak_board_draw_text (self->widget, snapshot, text, cx, cy, size, TRUE, &white);
}

/**
 * ak_board_hint_arrow:
 * @l: a board's layout
 * @hole: the hole suggested
 * @corners: (out caller-allocates) (array fixed-size=3): the arrow's
 *   base, left and right as the viewer sees them, then its tip
 *
 * Where the hint's arrow goes: in the wood between the rows, pointing
 * into @hole from the side of the other row, its tip over the hole's
 * ring.
 */
void
ak_board_hint_arrow (const AkBoardLayout *l,
                     int                  hole,
                     graphene_point_t     corners[3])
{
  gboolean top = ak_hole_row (hole) == ak_board_top_row (l->flipped);
  float r = l->hole_r;
  float w = MAX (5.f, r * 0.28f);
  float dir = top ? -1.f : 1.f;
  float cx;
  float cy;
  float ay;

  ak_board_layout_hole_centre (l, hole, &cx, &cy);
  ay = cy - dir * r * 1.05f;
  corners[0] = GRAPHENE_POINT_INIT (cx - w, ay - dir * w * 0.6f);
  corners[1] = GRAPHENE_POINT_INIT (cx + w, ay - dir * w * 0.6f);
  corners[2] = GRAPHENE_POINT_INIT (cx, ay + dir * w * 0.6f);
}

/* The hint's arrow, a shape no other mark has.  It reaches past its own
 * hole towards the other row, so it is drawn after every hole: a well
 * drawn later would cover part of it (on a small board, such as the
 * legend's, the upper half). */
void
_ak_board_draw_hint_arrow (GtkSnapshot          *snapshot,
                           const AkBoardLayout  *l,
                           const AkBoardPalette *p,
                           int                   hole)
{
  graphene_point_t corners[3];
  graphene_rect_t bounds;
  cairo_t *cr;

  ak_board_hint_arrow (l, hole, corners);
  bounds = GRAPHENE_RECT_INIT (MIN (corners[0].x, corners[2].x),
                               MIN (corners[0].y, corners[2].y),
                               fabsf (corners[1].x - corners[0].x),
                               fabsf (corners[2].y - corners[0].y));
  graphene_rect_inset (&bounds, -1, -1);
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  gdk_cairo_set_source_rgba (cr, &p->hint);
  cairo_move_to (cr, corners[0].x, corners[0].y);
  cairo_line_to (cr, corners[1].x, corners[1].y);
  cairo_line_to (cr, corners[2].x, corners[2].y);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_destroy (cr);
}
