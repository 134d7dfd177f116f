/* ak-board-hole.h — one hole of the board as a focusable, accessible child
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to src/ui: the board view's.  The board draws everything
 * itself; its holes are children laid over their wells only so that
 * assistive technologies get one button per hole with its own label and
 * the keyboard gets something real to focus.
 */

#pragma once

#include <gtk/gtk.h>

#include "ak-model.h"

G_BEGIN_DECLS

/* What a hole can do now, as its label says it. */
typedef enum
{
  AK_BOARD_HOLE_NOT_PLAYABLE,
  AK_BOARD_HOLE_PLAYABLE,
  AK_BOARD_HOLE_SUGGESTED,     /* playable, and the engine's suggestion */
  AK_BOARD_HOLE_BOUGHT,        /* between two games: bought for the next */
  AK_BOARD_HOLE_FOR_SALE,
  AK_BOARD_HOLE_NOT_FOR_SALE,  /* the buyer's own row */
} AkBoardHoleState;

#define AK_TYPE_BOARD_HOLE (ak_board_hole_get_type ())

G_DECLARE_FINAL_TYPE (AkBoardHole, ak_board_hole, AK, BOARD_HOLE, GtkWidget)

GtkWidget *ak_board_hole_new              (int               hole);
int        ak_board_hole_get_hole         (AkBoardHole      *self);
void       ak_board_hole_describe         (AkBoardHole      *self,
                                           const AkPosition *shown,
                                           AkBoardHoleState  state,
                                           const AkTrace    *preview,
                                           const char       *value);

char      *ak_board_hole_dup_tooltip      (AkBoardHole      *self,
                                           guint             n_seeds,
                                           AkBoardHoleState  state,
                                           AkSide            buyer,
                                           const AkTrace    *preview,
                                           const char       *refusal);

/* A store, as an accessible object over its drawing: “South’s store,
 * 23 seeds”.  It draws nothing and takes no events. */
#define AK_TYPE_BOARD_STORE (ak_board_store_get_type ())

G_DECLARE_FINAL_TYPE (AkBoardStore, ak_board_store, AK, BOARD_STORE, GtkWidget)

GtkWidget *ak_board_store_new             (AkSide            side);
void       ak_board_store_describe        (AkBoardStore     *self,
                                           guint             n_seeds);

char      *ak_board_describe_preview      (const AkTrace    *trace);
char      *ak_board_describe_move         (const AkTrace    *trace);
char      *ak_board_describe_end          (const guint       totals[2]);

G_END_DECLS
