/* board-render-test-helpers.h — what the board render test
 * programs share: a board in a window, drawn into pictures, and
 * measures of how they differ
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ui-test-setup.h"

#include "ak-board-view.h"
#include "ak-board-view-private.h"
#include "ak-board-legend.h"
#include "ak-rules-page.h"
#include "ak-window.h"

#define WIDTH  900
#define HEIGHT 360

G_BEGIN_DECLS

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

/* A board showing a new game, its moves shown instantly, in a window on
 * screen. */
void fixture_set_up (Fixture       *fixture,
                     gconstpointer  data);

/* Destroys the window and checks that nothing keeps the board or the
 * game alive. */
void fixture_tear_down (Fixture       *fixture,
                        gconstpointer  data);

/* Frees the pixels of @picture. */
void picture_clear (Picture *picture);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Picture, picture_clear)

/* Draws @scene as an image file would be, into pixels, at @width by
 * @height. */
void draw_sized (Fixture            *fixture,
                 const AkBoardScene *scene,
                 int                 width,
                 int                 height,
                 Picture            *picture);

/* Draws @scene into pixels at WIDTH by HEIGHT. */
void draw (Fixture            *fixture,
           const AkBoardScene *scene,
           Picture            *picture);

/* The red, green and blue of @picture at @x, @y, from 0 to 1, into
 * @rgb. */
void pixel (const Picture *picture,
            int            x,
            int            y,
            float          rgb[3]);

/* How much two pictures differ over @area: the mean over its pixels of
 * the largest change of a channel, or with @luminance_only of the change
 * of luminance alone, which is what a reader who tells no colours apart
 * sees. */
double difference (const Picture         *a,
                   const Picture         *b,
                   const graphene_rect_t *area,
                   gboolean               luminance_only);

/* A hole and, with @margin above 1, the ring of wood around it. */
graphene_rect_t hole_area_scaled (int   hole,
                                  float margin);

/* Spins the main context until @board has stopped animating, failing
 * after twenty seconds. */
void wait_for_animation (AkBoardView *board);

G_END_DECLS
