/* ak-board-layout.c — where everything of the board goes for a size:
 * the board, its stores, holes, counts and letters, turned round or not
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-board-renderer"

#include "config.h"

#include <pango/pangocairo.h>

#include "ak-board-renderer-private.h"

void
ak_board_layout_init (AkBoardLayout *l,
                      float          width,
                      float          height,
                      gboolean       show_letters)
{
  float band = show_letters ? LETTER_BAND : EDGE_BAND;
  float bh = MIN ((width - 8) / BOARD_ASPECT, height / (1 + 2 * band));
  float bw;
  float bx;
  float by;
  float row_h;
  float store_w;

  bh = MAX (bh, 1);
  bw = bh * BOARD_ASPECT;
  bx = (width - bw) / 2;
  by = (height - bh) / 2;
  l->board = GRAPHENE_RECT_INIT (bx, by, bw, bh);

  /* Top to bottom: padding, North's counts, North's holes, a groove,
   * South's holes, South's counts, padding.  Left to right: North's
   * store, where North's row ends, the six columns, South's store. */
  row_h = bh * 0.315f;
  store_w = bh * STORE_WIDTH;
  l->pad_x = bh * 0.06f;
  l->cell_w = (bw - 2 * (l->pad_x + store_w + bh * STORE_GAP)) / AK_ROW_HOLES;
  l->holes_x = bx + l->pad_x + store_w + bh * STORE_GAP;
  l->store[AK_NORTH] = GRAPHENE_RECT_INIT (bx + l->pad_x, by + bh * 0.07f, store_w, bh * 0.86f);
  l->store[AK_SOUTH] = GRAPHENE_RECT_INIT (bx + bw - l->pad_x - store_w, by + bh * 0.07f,
                                           store_w, bh * 0.86f);
  l->hole_r = MIN (l->cell_w * 0.42f, row_h * 0.48f);
  l->count_y[AK_NORTH] = by + bh * 0.11f;
  l->count_y[AK_SOUTH] = by + bh - bh * 0.11f;
  l->row_y[AK_NORTH] = by + bh * 0.175f + row_h / 2;
  l->row_y[AK_SOUTH] = by + bh - bh * 0.175f - row_h / 2;
  l->letter_y[AK_NORTH] = by - bh * LETTER_BAND / 2;
  l->letter_y[AK_SOUTH] = by + bh + bh * LETTER_BAND / 2;
  l->count_size = MAX (bh * 0.085f, 11.f);
  l->letter_size = MAX (bh * 0.07f, 9.f);
  l->flipped = FALSE;
}

static void
swap_floats (float *a,
             float *b)
{
  float t = *a;

  *a = *b;
  *b = t;
}

/* Turns the board half round, or back: the rows, their counts, letters
 * and stores change places; the columns follow ak_board_hole_view_column (). */
void
ak_board_layout_set_flipped (AkBoardLayout *l,
                             gboolean       flipped)
{
  graphene_rect_t store;

  flipped = !!flipped;
  if (l->flipped == flipped)
    return;

  swap_floats (&l->row_y[AK_SOUTH], &l->row_y[AK_NORTH]);
  swap_floats (&l->count_y[AK_SOUTH], &l->count_y[AK_NORTH]);
  swap_floats (&l->letter_y[AK_SOUTH], &l->letter_y[AK_NORTH]);
  store = l->store[AK_SOUTH];
  l->store[AK_SOUTH] = l->store[AK_NORTH];
  l->store[AK_NORTH] = store;
  l->flipped = flipped;
}

/* Larger text (the desktop's text scale) makes the counts and letters
 * larger too, as far as their bands hold them: a count stays within the
 * wood above or below its hole, a letter within its band. */
void
ak_board_layout_set_text_scale (AkBoardLayout *l,
                                float          scale)
{
  float bh = l->board.size.height;

  if (!(scale > 1))
    return;
  l->count_size = MAX (l->count_size, MIN (l->count_size * scale, bh * 0.125f));
  l->letter_size = MAX (l->letter_size, MIN (l->letter_size * scale, bh * 0.1f));
}

/* How much larger than at 96 dpi @widget's text is drawn: 1.5 with the
 * desktop's large text (GtkSettings:gtk-xft-dpi). */
float
ak_board_text_scale (GtkWidget *widget)
{
  PangoContext *context = gtk_widget_get_pango_context (widget);
  double dpi = pango_cairo_context_get_resolution (context);

  return dpi > 0 ? CLAMP ((float) (dpi / 96.), 0.5f, 4.f) : 1.f;
}

/* The height a board of @width fills, letters included. */
int
ak_board_layout_height_for_width (int      width,
                                  gboolean show_letters)
{
  float band = show_letters ? LETTER_BAND : EDGE_BAND;

  return (int) ceilf (MAX (width - 8, 1) / BOARD_ASPECT * (1 + 2 * band));
}

void
ak_board_layout_hole_centre (const AkBoardLayout *l,
                             int                  hole,
                             float               *x,
                             float               *y)
{
  *x = l->holes_x + l->cell_w * (ak_board_hole_view_column (hole, l->flipped) + 0.5f);
  *y = l->row_y[ak_hole_row (hole)];
}

/* The part of the board that belongs to @hole: its column of its row's
 * half, count included. */
graphene_rect_t
ak_board_layout_hole_cell (const AkBoardLayout *l,
                           int                  hole)
{
  float x = l->holes_x + l->cell_w * ak_board_hole_view_column (hole, l->flipped);
  float half = l->board.size.height / 2;

  if (ak_hole_row (hole) == ak_board_top_row (l->flipped))
    return GRAPHENE_RECT_INIT (x, l->board.origin.y, l->cell_w, half);
  return GRAPHENE_RECT_INIT (x, l->board.origin.y + half, l->cell_w, half);
}

/* The hole whose cell holds the point, or -1 off the holes. */
int
ak_board_layout_hole_at (const AkBoardLayout *l,
                         double               x,
                         double               y)
{
  int column;

  if (!graphene_rect_contains_point (&l->board, &GRAPHENE_POINT_INIT (x, y)))
    return -1;

  if (x < l->holes_x)
    return -1;
  column = (int) floor ((x - l->holes_x) / l->cell_w);
  if (column < 0 || column >= AK_ROW_HOLES)
    return -1;

  return ak_board_hole_at_view_column (y < l->board.origin.y + l->board.size.height / 2
                                       ? ak_board_top_row (l->flipped)
                                       : ak_board_top_row (!l->flipped),
                                       column, l->flipped);
}

/**
 * ak_board_scene_init:
 * @scene: a scene to fill
 * @position: the position to show, which must outlive the scene
 *
 * Sets up a scene of @position alone: letters shown, no marks, no
 * purchase, nothing in flight.
 */
void
ak_board_scene_init (AkBoardScene     *scene,
                     const AkPosition *position)
{
  *scene = (AkBoardScene) {
    .position = position,
    .show_letters = TRUE,
    .last_origin = -1,
    .hover_hole = -1,
    .hint_hole = -1,
    .focus_hole = -1,
    .refused_hole = -1,
    .to_move = AK_SIDE_NONE,
    .show_stores = TRUE,
    .buyer = AK_SIDE_NONE,
    .best_value = -1,
  };
}
