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
const char  *_ak_analysis_page_get_value_text    (AkAnalysisPage *self);
AdwSwitchRow *_ak_analysis_page_get_view_row     (AkAnalysisPage *self);
AdwSwitchRow *_ak_analysis_page_get_values_row   (AkAnalysisPage *self);
/* The best line of each move, in the order of the rows */
guint        _ak_analysis_page_get_n_lines       (AkAnalysisPage *self);
guint        _ak_analysis_page_get_lines_depth   (AkAnalysisPage *self);
const AkAnalyzerLine *_ak_analysis_page_get_line (AkAnalysisPage *self,
                                                  guint           index);
/* The moves of line @index, a link "ply:N" each */
GtkLabel    *_ak_analysis_page_get_line_label    (AkAnalysisPage *self,
                                                  guint           index);
GtkWidget   *_ak_analysis_page_get_play_line_button (AkAnalysisPage *self,
                                                     guint           index);
GtkWidget   *_ak_analysis_page_get_back_button   (AkAnalysisPage *self);

G_END_DECLS
