/* ak-teaching-bar.h — the bar under the board in teaching mode: why the
 * move just played is a mistake, before the computer answers it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define AK_TYPE_TEACHING_BAR (ak_teaching_bar_get_type ())

G_DECLARE_FINAL_TYPE (AkTeachingBar, ak_teaching_bar, AK, TEACHING_BAR, GtkWidget)

GtkWidget  *ak_teaching_bar_new               (void);
void        ak_teaching_bar_set_warning       (AkTeachingBar *self,
                                               const char    *title,
                                               const char    *text);
const char *ak_teaching_bar_get_title         (AkTeachingBar *self);
const char *ak_teaching_bar_get_text          (AkTeachingBar *self);
void        ak_teaching_bar_set_can_take_back (AkTeachingBar *self,
                                               gboolean       can_take_back);
void        ak_teaching_bar_set_revealed      (AkTeachingBar *self,
                                               gboolean       revealed);
gboolean    ak_teaching_bar_get_revealed      (AkTeachingBar *self);

G_END_DECLS
