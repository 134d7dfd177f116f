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

/* For tests: the widgets and texts the editor shows. */
GtkWidget  *_ak_position_editor_get_hole         (AkPositionEditor *self,
                                                  int               hole);
GtkWidget  *_ak_position_editor_get_owner_button (AkPositionEditor *self,
                                                  int               hole);
const char *_ak_position_editor_get_hole_label   (AkPositionEditor *self,
                                                  int               hole);
gboolean    _ak_position_editor_press_key        (AkPositionEditor *self,
                                                  int               hole,
                                                  guint             keyval);
const char *_ak_position_editor_get_total_text   (AkPositionEditor *self);
const char *_ak_position_editor_get_reason_text  (AkPositionEditor *self);
GtkWidget  *_ak_position_editor_get_reason_label (AkPositionEditor *self);
const char *_ak_position_editor_get_paste_error  (AkPositionEditor *self);
GtkWidget  *_ak_position_editor_get_start_button (AkPositionEditor *self,
                                                  gboolean          study);

G_END_DECLS
