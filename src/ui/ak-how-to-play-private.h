/* ak-how-to-play-private.h — what tests of ak-how-to-play use beyond its API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-how-to-play.h"

G_BEGIN_DECLS

AkBoardView *_ak_how_to_play_get_board        (AkHowToPlay *self);
AkGame      *_ak_how_to_play_get_game         (AkHowToPlay *self);
const char  *_ak_how_to_play_get_text         (AkHowToPlay *self);
int          _ak_how_to_play_get_step_move    (AkHowToPlay *self,
                                               guint        step);

G_END_DECLS
