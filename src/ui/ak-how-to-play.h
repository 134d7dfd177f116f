/* ak-how-to-play.h — a walk through a relay and a casa on the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-board-view.h"

G_BEGIN_DECLS

#define AK_TYPE_HOW_TO_PLAY (ak_how_to_play_get_type ())

G_DECLARE_FINAL_TYPE (AkHowToPlay, ak_how_to_play, AK, HOW_TO_PLAY, AdwDialog)

AdwDialog   *ak_how_to_play_new               (void);
guint        ak_how_to_play_get_n_steps       (AkHowToPlay *self);
guint        ak_how_to_play_get_step          (AkHowToPlay *self);
void         ak_how_to_play_go_to             (AkHowToPlay *self,
                                               guint        step);

G_END_DECLS
