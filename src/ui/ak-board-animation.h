/* ak-board-animation.h — the sowing of one move, step by step, on a
 * widget's frame clock
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to src/ui: the board view's.  The animation turns a move's
 * trace into steps (a lap's seeds lifted, each seed dropped, a hole's
 * seeds captured), times them by the speed chosen, and moves the seeds
 * of the position on screen as the frames go by.  It knows nothing of
 * games or tables: when the last step is shown, or the animation is
 * skipped, the one who started it is told.
 */

#pragma once

#include <gtk/gtk.h>

#include "ak-board-renderer.h"
#include "ak-board-view.h"

G_BEGIN_DECLS

typedef struct _AkBoardAnimation AkBoardAnimation;

/* Called once when the last step has been shown; not called when the
 * animation is stopped. */
typedef void (*AkBoardAnimationDone) (gpointer user_data);

AkBoardAnimation *ak_board_animation_new          (GtkWidget            *widget,
                                                   AkBoardAnimationDone  done,
                                                   gpointer              user_data)
                                                   G_GNUC_WARN_UNUSED_RESULT;
void              ak_board_animation_free         (AkBoardAnimation     *self);

guint             ak_board_animation_seed_ms      (GtkWidget            *widget,
                                                   AkAnimationSpeed      speed);
gboolean          ak_board_animation_start        (AkBoardAnimation     *self,
                                                   const AkTrace        *trace,
                                                   AkPosition           *shown,
                                                   AkAnimationSpeed      speed);
gboolean          ak_board_animation_start_full   (AkBoardAnimation     *self,
                                                   const AkTrace        *trace,
                                                   AkPosition           *shown,
                                                   AkAnimationSpeed      speed,
                                                   gboolean              hurry,
                                                   const AkPosition     *sweep);
double            ak_board_animation_get_duration_ms (AkBoardAnimation  *self);
void              ak_board_animation_stop         (AkBoardAnimation     *self);
gboolean          ak_board_animation_get_running  (AkBoardAnimation     *self);
const AkBoardHand *ak_board_animation_get_hand    (AkBoardAnimation     *self);

void              ak_board_marks_from_trace       (const AkTrace        *trace,
                                                   int                  *origin,
                                                   guint                *relay_mask,
                                                   guint                *capture_mask);

G_END_DECLS
