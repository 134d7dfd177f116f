/* ak-preferences-dialog-private.h — what tests of ak-preferences-dialog use beyond its API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-preferences-dialog.h"

G_BEGIN_DECLS

/* For tests: the rows of the dialog. */
AdwComboRow *_ak_preferences_dialog_get_animation_row (AkPreferencesDialog *self);
GtkSwitch   *_ak_preferences_dialog_get_letters_switch (AkPreferencesDialog *self);
GtkSwitch   *_ak_preferences_dialog_get_preview_switch (AkPreferencesDialog *self);
GtkSwitch   *_ak_preferences_dialog_get_sounds_switch  (AkPreferencesDialog *self);
GtkSwitch   *_ak_preferences_dialog_get_hurry_switch   (AkPreferencesDialog *self);
AdwComboRow *_ak_preferences_dialog_get_theme_row      (AkPreferencesDialog *self);
AdwComboRow *_ak_preferences_dialog_get_level_row     (AkPreferencesDialog *self);
GtkSwitch   *_ak_preferences_dialog_get_confirm_switch (AkPreferencesDialog *self);
GtkSwitch   *_ak_preferences_dialog_get_collect_switch (AkPreferencesDialog *self);
GtkSwitch   *_ak_preferences_dialog_get_view_switch    (AkPreferencesDialog *self);
AdwComboRow *_ak_preferences_dialog_get_style_row     (AkPreferencesDialog *self);
AdwSpinRow  *_ak_preferences_dialog_get_review_row    (AkPreferencesDialog *self,
                                                       AkReviewMark         mark);
AdwComboRow *_ak_preferences_dialog_get_threads_row   (AkPreferencesDialog *self);
AkTablesRow *_ak_preferences_dialog_get_tables_row    (AkPreferencesDialog *self,
                                                       guint                index);

G_END_DECLS
