/* ak-moves-panel.h — the list of moves, and the buttons that walk it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-model.h"

G_BEGIN_DECLS

#define AK_TYPE_MOVES_PANEL (ak_moves_panel_get_type ())

G_DECLARE_FINAL_TYPE (AkMovesPanel, ak_moves_panel, AK, MOVES_PANEL, GtkWidget)

GtkWidget   *ak_moves_panel_new           (void);
void         ak_moves_panel_set_game      (AkMovesPanel *self,
                                           AkGame       *game);
void         ak_moves_panel_set_table     (AkMovesPanel *self,
                                           AkTable      *table);
GtkListView *ak_moves_panel_get_list_view (AkMovesPanel *self);
void         ak_moves_panel_popup_menu    (AkMovesPanel *self,
                                           int           position);

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
