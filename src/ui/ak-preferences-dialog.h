/* ak-preferences-dialog.h — the preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-board-view.h"
#include "ak-tables-row.h"

G_BEGIN_DECLS

#define AK_TYPE_PREFERENCES_DIALOG (ak_preferences_dialog_get_type ())

G_DECLARE_FINAL_TYPE (AkPreferencesDialog, ak_preferences_dialog, AK, PREFERENCES_DIALOG, AdwPreferencesDialog)

AdwDialog *ak_preferences_dialog_new (void);

/* Conversions between the settings' strings and the values they stand
 * for, shared by the window, the application and the tests. */
gboolean   ak_settings_get_animation_speed (GValue   *value,
                                            GVariant *variant,
                                            gpointer  user_data);
GVariant  *ak_settings_set_animation_speed (const GValue       *value,
                                            const GVariantType *expected_type,
                                            gpointer            user_data);
gboolean   ak_settings_get_color_scheme    (GValue   *value,
                                            GVariant *variant,
                                            gpointer  user_data);
void       ak_settings_get_review_thresholds (GSettings *settings,
                                              int        thresholds[AK_REVIEW_N_MARKS]);
double     ak_settings_get_double          (GSettings  *settings,
                                            const char *key);
gboolean   ak_settings_get_finite_double   (GValue   *value,
                                            GVariant *variant,
                                            gpointer  user_data);
GVariant  *ak_settings_set_double          (const GValue       *value,
                                            const GVariantType *expected_type,
                                            gpointer            user_data);

G_END_DECLS
