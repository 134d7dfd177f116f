/* ak-report-dialog.h — how well each player played a reviewed game, or
 * every reviewed game of a match: accuracy, seeds lost, marks, the best
 * and worst moves and the level a player plays like
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-model.h"

G_BEGIN_DECLS

#define AK_TYPE_REPORT_DIALOG (ak_report_dialog_get_type ())

G_DECLARE_FINAL_TYPE (AkReportDialog, ak_report_dialog, AK, REPORT_DIALOG, AdwDialog)

AdwDialog  *ak_report_dialog_new            (AkTable   *table,
                                             const int *thresholds);
gboolean    ak_report_dialog_get_show_match (AkReportDialog *self);
void        ak_report_dialog_set_show_match (AkReportDialog *self,
                                             gboolean        show_match);

gboolean    ak_report_game_is_reviewed      (AkGame    *game);
char       *ak_report_format_accuracy       (double     percent);
GSettings  *ak_report_get_settings          (void);
void        ak_report_get_thresholds        (int       *thresholds);

G_END_DECLS
