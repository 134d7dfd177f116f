/* ak-position-editor.h — "Set Up Position": edit a position, then start from it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-model.h"

G_BEGIN_DECLS

#define AK_TYPE_POSITION_EDITOR (ak_position_editor_get_type ())

G_DECLARE_FINAL_TYPE (AkPositionEditor, ak_position_editor, AK, POSITION_EDITOR, AdwDialog)

AdwDialog        *ak_position_editor_new          (const AkRules     *rules,
                                                   const AkPosition  *start);
const AkPosition *ak_position_editor_get_position (AkPositionEditor  *self);
void              ak_position_editor_set_position (AkPositionEditor  *self,
                                                   const AkPosition  *pos);
const AkRules    *ak_position_editor_get_rules    (AkPositionEditor  *self);
gboolean          ak_position_editor_get_valid    (AkPositionEditor  *self);

G_END_DECLS
