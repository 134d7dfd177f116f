/* ak-welcome-dialog.h — the first start's choices
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-record.h"

G_BEGIN_DECLS

#define AK_TYPE_WELCOME_DIALOG (ak_welcome_dialog_get_type ())

G_DECLARE_FINAL_TYPE (AkWelcomeDialog, ak_welcome_dialog, AK, WELCOME_DIALOG, AdwDialog)

AdwDialog  *ak_welcome_dialog_new              (AkRecord        *record,
                                                guint            default_level);

G_END_DECLS
