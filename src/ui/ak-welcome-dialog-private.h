/* ak-welcome-dialog-private.h — what tests of ak-welcome-dialog use beyond its API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-welcome-dialog.h"

G_BEGIN_DECLS

const char *_ak_welcome_dialog_get_record_text (AkWelcomeDialog *self,
                                                guint            level);

const char *_ak_welcome_dialog_get_practice_text (AkWelcomeDialog *self);

G_END_DECLS
