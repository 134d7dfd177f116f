/* ak-new-game-dialog.h — the choices of a new game or match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-model.h"

G_BEGIN_DECLS

#define AK_TYPE_NEW_GAME_DIALOG (ak_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (AkNewGameDialog, ak_new_game_dialog, AK, NEW_GAME_DIALOG, AdwDialog)

AdwDialog  *ak_new_game_dialog_new          (void);
void        ak_new_game_dialog_response     (AkNewGameDialog *self,
                                             const char      *response);
AkVariant   ak_new_game_dialog_get_variant  (AkNewGameDialog *self);
void        ak_new_game_dialog_set_variant  (AkNewGameDialog *self,
                                             AkVariant        variant);
guint       ak_new_game_dialog_get_level    (AkNewGameDialog *self,
                                             AkSide           side);
void        ak_new_game_dialog_set_level    (AkNewGameDialog *self,
                                             AkSide           side,
                                             guint            level);
const char *ak_new_game_dialog_get_name     (AkNewGameDialog *self,
                                             AkSide           side);
void        ak_new_game_dialog_set_name     (AkNewGameDialog *self,
                                             AkSide           side,
                                             const char      *name);
gboolean    ak_new_game_dialog_get_is_match (AkNewGameDialog *self);
void        ak_new_game_dialog_set_is_match (AkNewGameDialog *self,
                                             gboolean         is_match);
void        ak_new_game_dialog_get_rules    (AkNewGameDialog *self,
                                             AkRules         *out);
void        ak_new_game_dialog_set_rules    (AkNewGameDialog *self,
                                             const AkRules   *rules);
AkTeachingMode ak_new_game_dialog_get_teaching_mode (AkNewGameDialog *self);
void        ak_new_game_dialog_set_teaching_mode (AkNewGameDialog *self,
                                                  AkTeachingMode   mode);

G_END_DECLS
