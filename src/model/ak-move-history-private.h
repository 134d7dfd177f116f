/* ak-move-history-private.h — how the game keeps its list of moves up to
 * date, for the game and tests only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-move-history.h"

G_BEGIN_DECLS

AkMoveHistory *_ak_move_history_new     (void) G_GNUC_WARN_UNUSED_RESULT;
void           _ak_move_history_refresh (AkMoveHistory    *self,
                                         const AkGameNode *root,
                                         const AkGameNode *current);
void           _ak_move_history_set_current (AkMoveHistory    *self,
                                             const AkGameNode *current);
void           _ak_move_history_update_node (AkMoveHistory    *self,
                                             const AkGameNode *node);
gboolean       _ak_move_history_insert_leaf (AkMoveHistory    *self,
                                             const AkGameNode *node,
                                             const AkGameNode *current);

G_END_DECLS
