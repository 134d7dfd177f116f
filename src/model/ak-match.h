/* ak-match.h — a match: its games, its ledger and its standing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ak-engine.h"
#include "ak-game.h"

G_BEGIN_DECLS

/* Errors in the games a match is built from: they do not make one match. */
#define AK_LEDGER_ERROR (ak_ledger_error_quark ())

typedef enum
{
  AK_LEDGER_ERROR_NOT_A_MATCH = 1,  /* the games do not share one Match tag */
  AK_LEDGER_ERROR_BROKEN,           /* a game does not follow from the game before */
} AkLedgerError;

GQuark ak_ledger_error_quark (void);

#define AK_TYPE_MATCH (ak_match_get_type ())

G_DECLARE_FINAL_TYPE (AkMatch, ak_match, AK, MATCH, GObject)

AkMatch       *ak_match_new              (const AkRules *rules,
                                          const char    *name) G_GNUC_WARN_UNUSED_RESULT;
AkMatch       *ak_match_new_from_records (GPtrArray     *records,
                                          GError       **error) G_GNUC_WARN_UNUSED_RESULT;
const AkRules *ak_match_get_rules        (AkMatch       *self);
const char    *ak_match_get_name         (AkMatch       *self);
guint          ak_match_get_n_games      (AkMatch       *self);
AkGame        *ak_match_get_game         (AkMatch       *self,
                                          guint          index);
AkGame        *ak_match_get_current_game (AkMatch       *self);
GListModel    *ak_match_get_games        (AkMatch       *self);
GListModel    *ak_match_get_ledger       (AkMatch       *self);
guint          ak_match_get_holes        (AkMatch       *self,
                                          AkSide         side);
guint          ak_match_get_wins         (AkMatch       *self,
                                          AkSide         side);
guint          ak_match_get_draws        (AkMatch       *self);
gboolean       ak_match_get_is_over      (AkMatch       *self);
int            ak_match_get_winner       (AkMatch       *self);
gboolean       ak_match_get_plan         (AkMatch       *self,
                                          AkRebuildPlan *plan);
gboolean       ak_match_preview_next_board (AkMatch     *self,
                                          const guint8  *purchases,
                                          guint          n_purchases,
                                          AkPosition    *out,
                                          GError       **error);
gboolean       ak_match_start_next_game  (AkMatch       *self,
                                          const guint8  *purchases,
                                          guint          n_purchases,
                                          GError       **error);
GPtrArray     *ak_match_dup_records      (AkMatch       *self) G_GNUC_WARN_UNUSED_RESULT;
void           ak_match_update_records   (AkMatch       *self,
                                          GPtrArray     *records);

G_END_DECLS
