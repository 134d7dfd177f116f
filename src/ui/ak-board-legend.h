/* ak-board-legend.h — what each mark on the board means, for the Rules
 * page, each drawn by the board's own renderer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ak-board-renderer.h"

G_BEGIN_DECLS

/* The size of a mark's sample in the legend. */
#define AK_BOARD_MARK_SAMPLE_SIZE 56

typedef enum
{
  AK_BOARD_MARK_ROW_TO_MOVE,
  AK_BOARD_MARK_BOUGHT_BY_NORTH,
  AK_BOARD_MARK_BOUGHT_BY_SOUTH,
  AK_BOARD_MARK_LAST_ORIGIN,
  AK_BOARD_MARK_LAST_RELAY,
  AK_BOARD_MARK_LAST_CAPTURE,
  AK_BOARD_MARK_POINTED,
  AK_BOARD_MARK_HINT,
  AK_BOARD_MARK_PREVIEW_END,
  AK_BOARD_MARK_VALUE,
  AK_BOARD_N_MARKS
} AkBoardMark;

int          ak_board_mark_scene    (AkBoardMark   mark,
                                     AkBoardScene *scene,
                                     AkPosition   *pos,
                                     AkTrace      *trace);
const char  *ak_board_mark_describe (AkBoardMark   mark);
void         ak_board_mark_sample_frame (int               hole,
                                         int               width,
                                         int               height,
                                         int              *board_width,
                                         int              *board_height,
                                         graphene_point_t *offset,
                                         GskRoundedRect   *clip);
GtkWidget   *ak_board_legend_new    (void);

G_END_DECLS
