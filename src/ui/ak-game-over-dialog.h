/* ak-game-over-dialog.h — the summary at the end of a game: the result,
 * the division, the game's figures and what to do next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-model.h"

G_BEGIN_DECLS

#define AK_TYPE_GAME_OVER_DIALOG (ak_game_over_dialog_get_type ())

G_DECLARE_FINAL_TYPE (AkGameOverDialog, ak_game_over_dialog, AK, GAME_OVER_DIALOG, AdwDialog)

AdwDialog  *ak_game_over_dialog_new          (AkGame           *game,
                                              AkMatch          *match,
                                              const char       *south_name,
                                              const char       *north_name);
void        ak_game_over_dialog_response     (AkGameOverDialog *self,
                                              const char       *response);
gboolean    ak_game_over_dialog_has_response (AkGameOverDialog *self,
                                              const char       *response);
const char *ak_game_over_dialog_get_default_response (AkGameOverDialog *self);

G_END_DECLS
