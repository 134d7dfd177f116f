/* ak-mistake-bar-private.h — what the tests read of the mistake bar
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-mistake-bar.h"

G_BEGIN_DECLS

const char *_ak_mistake_bar_get_heading     (AkMistakeBar *self);
const char *_ak_mistake_bar_get_explanation (AkMistakeBar *self);
GtkListBox *_ak_mistake_bar_get_moments     (AkMistakeBar *self);

G_END_DECLS
