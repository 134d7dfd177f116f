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

AkGameNode *ak_move_item_get_node        (AkMoveItem *self);
guint       ak_move_item_get_ply         (AkMoveItem *self);
guint       ak_move_item_get_move_number (AkMoveItem *self);
AkSide      ak_move_item_get_side        (AkMoveItem *self);
const char *ak_move_item_get_notation    (AkMoveItem *self);
guint       ak_move_item_get_captured    (AkMoveItem *self);
const char *ak_move_item_get_comment     (AkMoveItem *self);
const char *ak_move_item_get_comment_text (AkMoveItem *self);
guint       ak_move_item_get_depth       (AkMoveItem *self);
gboolean    ak_move_item_get_is_current  (AkMoveItem *self);

/* One line of the moves list: a move number's two moves, South's and
 * North's, on the main line; or a stretch of a variation. */
typedef enum
{
  AK_MOVE_ROW_PAIR,
  AK_MOVE_ROW_LINE,
} AkMoveRowKind;

#define AK_TYPE_MOVE_ROW (ak_move_row_get_type ())

G_DECLARE_FINAL_TYPE (AkMoveRow, ak_move_row, AK, MOVE_ROW, GObject)

AkMoveRowKind ak_move_row_get_kind        (AkMoveRow   *self);
guint         ak_move_row_get_depth       (AkMoveRow   *self);
guint         ak_move_row_get_n_moves     (AkMoveRow   *self);
AkMoveItem   *ak_move_row_get_move        (AkMoveRow   *self,
                                           guint        index);
AkMoveItem   *ak_move_row_get_cell        (AkMoveRow   *self,
                                           AkSide       side);
guint         ak_move_row_get_move_number (AkMoveRow   *self);
gboolean      ak_move_row_get_opens       (AkMoveRow   *self);
gboolean      ak_move_row_get_closes      (AkMoveRow   *self);

G_END_DECLS
