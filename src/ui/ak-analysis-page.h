/* ak-analysis-page.h — the engine's view of the current position: the
 * value of every legal hole, the best line, depth and speed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-model.h"

G_BEGIN_DECLS

#define AK_TYPE_ANALYSIS_PAGE (ak_analysis_page_get_type ())

G_DECLARE_FINAL_TYPE (AkAnalysisPage, ak_analysis_page, AK, ANALYSIS_PAGE, GtkWidget)

GtkWidget  *ak_analysis_page_new           (void);
AkGame     *ak_analysis_page_get_game      (AkAnalysisPage *self);
void        ak_analysis_page_set_game      (AkAnalysisPage *self,
                                            AkGame         *game);
gboolean    ak_analysis_page_get_enabled   (AkAnalysisPage *self);
void        ak_analysis_page_set_enabled   (AkAnalysisPage *self,
                                            gboolean        enabled);
int         ak_analysis_page_get_best_move (AkAnalysisPage *self);
AkAnalyzer *ak_analysis_page_get_analyzer  (AkAnalysisPage *self);

/* For tests: the rows of the move list, in hole order. */
guint        _ak_analysis_page_get_n_rows        (AkAnalysisPage *self);
GtkWidget   *_ak_analysis_page_get_row           (AkAnalysisPage *self,
                                                  guint           index);
int          _ak_analysis_page_get_row_move      (AkAnalysisPage *self,
                                                  guint           index);
const char  *_ak_analysis_page_get_row_value     (AkAnalysisPage *self,
                                                  guint           index);
const char  *_ak_analysis_page_get_row_detail    (AkAnalysisPage *self,
                                                  guint           index);
const char  *_ak_analysis_page_get_line_text     (AkAnalysisPage *self);
const char  *_ak_analysis_page_get_visible_state (AkAnalysisPage *self);

G_END_DECLS
