/* ak-ledger-card.h — one game of the Match page's ledger, as a card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ak-model.h"

G_BEGIN_DECLS

#define AK_TYPE_LEDGER_CARD (ak_ledger_card_get_type ())

G_DECLARE_FINAL_TYPE (AkLedgerCard, ak_ledger_card, AK, LEDGER_CARD, GtkBox)

GtkWidget     *ak_ledger_card_new             (void);
AkMatch       *ak_ledger_card_get_match       (AkLedgerCard *self);
void           ak_ledger_card_set_match       (AkLedgerCard *self,
                                               AkMatch      *match);
AkLedgerEntry *ak_ledger_card_get_entry       (AkLedgerCard *self);
void           ak_ledger_card_set_entry       (AkLedgerCard  *self,
                                               AkLedgerEntry *entry);
guint          ak_ledger_card_get_position    (AkLedgerCard *self);
void           ak_ledger_card_set_position    (AkLedgerCard *self,
                                               guint         position);
const char    *ak_ledger_card_get_summary     (AkLedgerCard *self);

char          *ak_ledger_card_dup_player_name (AkMatch      *match,
                                               AkSide        side,
                                               gboolean      shortened);

G_END_DECLS
