/* ak-player-card.h — one player: name, who plays, captures, turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-model.h"

G_BEGIN_DECLS

#define AK_TYPE_PLAYER_CARD (ak_player_card_get_type ())

G_DECLARE_FINAL_TYPE (AkPlayerCard, ak_player_card, AK, PLAYER_CARD, GtkWidget)

GtkWidget *ak_player_card_new          (AkSide        side);
AkSide     ak_player_card_get_side     (AkPlayerCard *self);
void       ak_player_card_set_side     (AkPlayerCard *self,
                                        AkSide        side);
void       ak_player_card_set_game     (AkPlayerCard *self,
                                        AkGame       *game);
void       ak_player_card_set_level    (AkPlayerCard *self,
                                        guint         level);
void       ak_player_card_set_thinking (AkPlayerCard *self,
                                        gboolean      thinking);
void       ak_player_card_set_shown_store (AkPlayerCard *self,
                                           int           seeds);
void       ak_player_card_set_show_bank (AkPlayerCard *self,
                                         gboolean      show_bank);
void       ak_player_card_set_preview  (AkPlayerCard     *self,
                                        const AkPosition *next);

G_END_DECLS
