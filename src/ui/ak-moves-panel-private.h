/* ak-moves-panel-private.h — what tests of ak-moves-panel use beyond its API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-moves-panel.h"

G_BEGIN_DECLS

/* For tests: the popovers and the comment editor's widgets. */
GtkPopover  *_ak_moves_panel_get_menu_popover        (AkMovesPanel *self);
GtkPopover  *_ak_moves_panel_get_comment_popover     (AkMovesPanel *self);
GtkTextView *_ak_moves_panel_get_comment_view        (AkMovesPanel *self);
GtkButton   *_ak_moves_panel_get_comment_done_button (AkMovesPanel *self);
GtkButton   *_ak_moves_panel_get_comment_remove_button (AkMovesPanel *self);
/* For tests: the cell that shows a move, and the comment shown after it */
GtkLabel    *_ak_moves_panel_get_row_label           (AkMovesPanel *self,
                                                      AkGameNode   *node);
GtkLabel    *_ak_moves_panel_get_comment_label       (AkMovesPanel *self,
                                                      AkGameNode   *node);
/* For tests: the result under the list, and the cell beside @node's */
GtkButton   *_ak_moves_panel_get_result_button       (AkMovesPanel *self);
GtkLabel    *_ak_moves_panel_get_partner_label       (AkMovesPanel *self,
                                                      AkGameNode   *node);

G_END_DECLS
