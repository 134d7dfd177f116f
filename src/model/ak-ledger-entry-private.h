/* ak-ledger-entry-private.h — what only AkMatch may do to a ledger row
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-ledger-entry.h"

G_BEGIN_DECLS

AkLedgerEntry *_ak_ledger_entry_new          (guint             game_number,
                                              AkSide            starter) G_GNUC_WARN_UNUSED_RESULT;
void           _ak_ledger_entry_update_game  (AkLedgerEntry    *self,
                                              const AkPosition *end,
                                              AkTermination     termination);
void           _ak_ledger_entry_set_rebuild  (AkLedgerEntry    *self,
                                              int               buyer,
                                              const guint8     *purchases,
                                              guint             n_purchases,
                                              const AkPosition *next_start);
void           _ak_ledger_entry_update_marks (AkLedgerEntry    *self,
                                              const guint       marks[2][AK_REVIEW_N_MARKS]);

G_END_DECLS
