/* ak-analysis-row.h — a row of the Analysis page's moves: one legal move
 * of the position, its value and what the search says of it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define AK_TYPE_ANALYSIS_ROW (ak_analysis_row_get_type ())

G_DECLARE_FINAL_TYPE (AkAnalysisRow, ak_analysis_row, AK, ANALYSIS_ROW, AdwActionRow)

GtkWidget  *ak_analysis_row_new             (int            move);
int         ak_analysis_row_get_move        (AkAnalysisRow *self);
const char *ak_analysis_row_get_value       (AkAnalysisRow *self);
const char *ak_analysis_row_get_explanation (AkAnalysisRow *self);
void        ak_analysis_row_set_value       (AkAnalysisRow *self,
                                             const char    *value);
void        ak_analysis_row_set_explanation (AkAnalysisRow *self,
                                             const char    *explanation);
gboolean    ak_analysis_row_get_is_best     (AkAnalysisRow *self);
void        ak_analysis_row_set_is_best     (AkAnalysisRow *self,
                                             gboolean       is_best);

char       *ak_analysis_row_dup_move_name   (int            move);
void        ak_analysis_row_explain         (GtkWidget     *widget,
                                             const char    *explanation);

G_END_DECLS
