/* ak-moves-panel-row.h — one line of the moves list: a move number's two
 * moves, or a stretch of a variation, with their comments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-model.h"

G_BEGIN_DECLS

#define AK_TYPE_MOVES_PANEL_ROW (ak_moves_panel_row_get_type ())

G_DECLARE_FINAL_TYPE (AkMovesPanelRow, ak_moves_panel_row, AK, MOVES_PANEL_ROW, GtkWidget)

GtkWidget *ak_moves_panel_row_new       (void);
AkMoveRow *ak_moves_panel_row_get_row   (AkMovesPanelRow *self);
void       ak_moves_panel_row_set_row   (AkMovesPanelRow *self,
                                         AkMoveRow       *row);
AkGame    *ak_moves_panel_row_get_game  (AkMovesPanelRow *self);
void       ak_moves_panel_row_set_game  (AkMovesPanelRow *self,
                                         AkGame          *game);
GtkWidget *ak_moves_panel_row_find_cell (AkMovesPanelRow *self,
                                         AkGameNode      *node);

G_END_DECLS
