/* ak-practice-chart.h — attempts and right answers a practice day, as bars
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define AK_PRACTICE_CHART_DAYS 30

#define AK_TYPE_PRACTICE_CHART (ak_practice_chart_get_type ())

G_DECLARE_FINAL_TYPE (AkPracticeChart, ak_practice_chart, AK, PRACTICE_CHART, GtkWidget)

GtkWidget  *ak_practice_chart_new      (void);
void        ak_practice_chart_set_days (AkPracticeChart *self,
                                        GArray          *days,
                                        gint64           now);
guint       ak_practice_chart_get_attempts (AkPracticeChart *self,
                                            guint            day);
guint       ak_practice_chart_get_right    (AkPracticeChart *self,
                                            guint            day);
const char *ak_practice_chart_get_description (AkPracticeChart *self);

G_END_DECLS
