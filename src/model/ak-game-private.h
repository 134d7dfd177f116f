/* ak-game-private.h — what the table hands the game: a move it decided
 * and sowed already
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-game.h"

G_BEGIN_DECLS

gboolean          _ak_game_play_sown           (AkGame             *self,
                                                AkHistory          *history,
                                                const AkMoveInfo   *info,
                                                const AkTrace      *trace);

/* For tests: how many moves the game sowed itself (ak_game_play()), not
 * counting those a table handed it sown. */
guint             _ak_game_get_n_sown          (AkGame             *self);

G_END_DECLS
