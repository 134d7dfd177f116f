/* ak-ledger-entry.h — one row of a match's ledger: one game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "ak-engine.h"
#include "ak-review.h"

G_BEGIN_DECLS

#define AK_TYPE_LEDGER_ENTRY (ak_ledger_entry_get_type ())

G_DECLARE_FINAL_TYPE (AkLedgerEntry, ak_ledger_entry, AK, LEDGER_ENTRY, GObject)

guint          ak_ledger_entry_get_game_number (AkLedgerEntry *self);
AkSide         ak_ledger_entry_get_starter     (AkLedgerEntry *self);
guint          ak_ledger_entry_get_captured    (AkLedgerEntry *self,
                                                AkSide         side);
guint          ak_ledger_entry_get_taken       (AkLedgerEntry *self,
                                                AkSide         side);
guint          ak_ledger_entry_get_total       (AkLedgerEntry *self,
                                                AkSide         side);
const char    *ak_ledger_entry_get_result      (AkLedgerEntry *self);
gboolean       ak_ledger_entry_get_is_finished (AkLedgerEntry *self);
AkTermination  ak_ledger_entry_get_termination (AkLedgerEntry *self);
const char    *ak_ledger_entry_get_purchases   (AkLedgerEntry *self);
guint          ak_ledger_entry_get_holes       (AkLedgerEntry *self,
                                                AkSide         side);
guint          ak_ledger_entry_get_bank        (AkLedgerEntry *self,
                                                AkSide         side);
guint          ak_ledger_entry_get_marks       (AkLedgerEntry *self,
                                                AkSide         side,
                                                AkReviewMark   mark);
gboolean       ak_ledger_entry_get_has_marks   (AkLedgerEntry *self);

G_END_DECLS
