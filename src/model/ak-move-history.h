/* ak-move-history.h — the moves of a game's tree as a list, for views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ak-engine.h"
#include "ak-move-item.h"

G_BEGIN_DECLS

#define AK_TYPE_MOVE_HISTORY (ak_move_history_get_type ())

G_DECLARE_FINAL_TYPE (AkMoveHistory, ak_move_history, AK, MOVE_HISTORY, GObject)

guint          ak_move_history_find     (AkMoveHistory    *self,
                                         const AkGameNode *node);
GListModel    *ak_move_history_get_rows (AkMoveHistory    *self);

/* The same moves as lines of a list: AkMoveRow items. */
#define AK_TYPE_MOVE_ROWS (ak_move_rows_get_type ())

G_DECLARE_FINAL_TYPE (AkMoveRows, ak_move_rows, AK, MOVE_ROWS, GObject)

AkMoveRow     *ak_move_rows_get_row_of  (AkMoveRows       *self,
                                         const AkGameNode *node);
guint          ak_move_rows_find        (AkMoveRows       *self,
                                         const AkGameNode *node);

G_END_DECLS
