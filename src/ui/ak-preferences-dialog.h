/* ak-preferences-window.h — the preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-board-view.h"

G_BEGIN_DECLS

#define AK_TYPE_PREFERENCES_WINDOW (ak_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (AkPreferencesWindow, ak_preferences_window, AK, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWidget *ak_preferences_window_new (GtkWindow *parent);

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

/* For tests: the rows of the window. */
AdwComboRow *_ak_preferences_window_get_animation_row (AkPreferencesWindow *self);
GtkSwitch   *_ak_preferences_window_get_letters_switch (AkPreferencesWindow *self);
AdwComboRow *_ak_preferences_window_get_level_row     (AkPreferencesWindow *self);
GtkSwitch   *_ak_preferences_window_get_confirm_switch (AkPreferencesWindow *self);
AdwComboRow *_ak_preferences_window_get_style_row     (AkPreferencesWindow *self);

G_END_DECLS
