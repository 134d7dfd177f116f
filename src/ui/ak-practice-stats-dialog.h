/* ak-practice-stats-dialog.h — the practice deck's figures and its chart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-practice-deck.h"

G_BEGIN_DECLS

#define AK_TYPE_PRACTICE_STATS_DIALOG (ak_practice_stats_dialog_get_type ())

G_DECLARE_FINAL_TYPE (AkPracticeStatsDialog, ak_practice_stats_dialog, AK, PRACTICE_STATS_DIALOG,
                      AdwDialog)

AdwDialog  *ak_practice_stats_dialog_new      (AkPracticeDeck        *deck);
const char *ak_practice_stats_dialog_get_figure (AkPracticeStatsDialog *self,
                                                 const char            *name);
GtkWidget  *ak_practice_stats_dialog_get_chart (AkPracticeStatsDialog *self);

G_END_DECLS
