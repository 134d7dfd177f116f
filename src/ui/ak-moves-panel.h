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

G_END_DECLS
