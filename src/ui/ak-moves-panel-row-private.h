/* ak-moves-panel-row-private.h — what tests of the moves list use beyond
 * its rows' API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-moves-panel-row.h"

G_BEGIN_DECLS

/* For tests: the other cell of @cell's pair, and the comment shown after
 * @cell's move, if the row shows one. */
GtkLabel *_ak_moves_panel_row_get_partner_label (AkMovesPanelRow *self,
                                                 GtkWidget       *cell);
GtkLabel *_ak_moves_panel_row_get_comment_label (AkMovesPanelRow *self,
                                                 GtkWidget       *cell);

G_END_DECLS
