/* ak-levels.h — what the computer's levels are called and what they mean
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

const char *ak_level_get_name    (guint level);
const char *ak_level_get_summary (guint level);
char       *ak_level_dup_title   (guint level);
char       *ak_level_dup_line    (guint level);
void        ak_level_fill_row    (AdwComboRow *row,
                                  gboolean     with_person,
                                  const char  *person_subtitle);
void        ak_combo_row_keep_value_whole (AdwComboRow *row);

G_END_DECLS
