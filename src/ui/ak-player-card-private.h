/* ak-player-card-private.h — what tests of ak-player-card use beyond its API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-player-card.h"

G_BEGIN_DECLS

/* For tests: the texts the card shows. */
const char *_ak_player_card_get_name_text   (AkPlayerCard *self);
const char *_ak_player_card_get_kind_text   (AkPlayerCard *self);
const char *_ak_player_card_get_result_text (AkPlayerCard *self);
const char *_ak_player_card_get_bank_text   (AkPlayerCard *self);
const char *_ak_player_card_get_seeds_text  (AkPlayerCard *self);
const char *_ak_player_card_get_holes_text  (AkPlayerCard *self);
gboolean    _ak_player_card_get_bank_visible (AkPlayerCard *self);
/* For tests: whether the card is marked as the one to move. */
gboolean    _ak_player_card_get_to_move     (AkPlayerCard *self);

G_END_DECLS
