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
gboolean    ak_analysis_page_get_fixed_view (AkAnalysisPage *self);
void        ak_analysis_page_set_fixed_view (AkAnalysisPage *self,
                                             gboolean        fixed_view);
AkSide      ak_analysis_page_get_view_side  (AkAnalysisPage *self);
void        ak_analysis_page_set_view_side  (AkAnalysisPage *self,
                                             AkSide          side);
const AkPosition *ak_analysis_page_get_previewing (AkAnalysisPage *self);
gboolean    ak_analysis_page_get_show_board_values (AkAnalysisPage *self);
void        ak_analysis_page_set_show_board_values (AkAnalysisPage *self,
                                                    gboolean        show);
const AkPosition *ak_analysis_page_get_move_values (AkAnalysisPage *self,
                                                    const char    **values,
                                                    int            *best);
void        ak_analysis_page_get_move_explanations (AkAnalysisPage *self,
                                                    const char    **explanations);

G_END_DECLS
