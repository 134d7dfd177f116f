/* ak-move-item.h — one move of the history list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "ak-engine.h"

G_BEGIN_DECLS

#define AK_TYPE_MOVE_ITEM (ak_move_item_get_type ())

G_DECLARE_FINAL_TYPE (AkMoveItem, ak_move_item, AK, MOVE_ITEM, GObject)

AkMoveItem *_ak_move_item_new            (AkGameNode *node) G_GNUC_WARN_UNUSED_RESULT;
void        _ak_move_item_update         (AkMoveItem *self,
                                          guint       depth,
                                          gboolean    is_current);
AkGameNode *ak_move_item_get_node        (AkMoveItem *self);
guint       ak_move_item_get_ply         (AkMoveItem *self);
guint       ak_move_item_get_move_number (AkMoveItem *self);
AkSide      ak_move_item_get_side        (AkMoveItem *self);
const char *ak_move_item_get_notation    (AkMoveItem *self);
guint       ak_move_item_get_captured    (AkMoveItem *self);
const char *ak_move_item_get_comment     (AkMoveItem *self);
guint       ak_move_item_get_depth       (AkMoveItem *self);
gboolean    ak_move_item_get_is_current  (AkMoveItem *self);

G_END_DECLS
