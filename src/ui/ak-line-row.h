/* ak-line-row.h — a row of the Analysis page's best lines: one move's
 * value and its line, each move of it a link, and Play This Line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define AK_TYPE_LINE_ROW (ak_line_row_get_type ())

G_DECLARE_FINAL_TYPE (AkLineRow, ak_line_row, AK, LINE_ROW, GtkListBoxRow)

GtkWidget  *ak_line_row_new             (int                move,
                                         const char * const *tokens,
                                         const char         *end);
int         ak_line_row_get_move        (AkLineRow          *self);
int         ak_line_row_get_shown_ply   (AkLineRow          *self);
void        ak_line_row_set_shown_ply   (AkLineRow          *self,
                                         int                 ply);

G_END_DECLS
