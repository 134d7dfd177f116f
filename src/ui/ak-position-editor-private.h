/* ak-position-editor-private.h — what tests of ak-position-editor use beyond its API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-position-editor.h"

G_BEGIN_DECLS

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
