/* ak-move-item-private.h — how the game makes and updates the items of
 * its list of moves, for the game and tests only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-move-item.h"

G_BEGIN_DECLS

AkMoveItem *_ak_move_item_new            (AkGameNode *node) G_GNUC_WARN_UNUSED_RESULT;
void        _ak_move_item_update         (AkMoveItem *self,
                                          guint       depth,
                                          gboolean    is_current);
AkMoveRow    *_ak_move_item_get_row       (AkMoveItem  *self);
void          _ak_move_item_set_row       (AkMoveItem  *self,
                                           AkMoveRow   *row);
AkMoveRow    *_ak_move_row_new            (guint        depth) G_GNUC_WARN_UNUSED_RESULT;
gboolean      _ak_move_row_set_moves      (AkMoveRow   *self,
                                           AkMoveItem **moves,
                                           guint        n_moves);
void          _ak_move_row_append         (AkMoveRow   *self,
                                           AkMoveItem  *item);

G_END_DECLS
