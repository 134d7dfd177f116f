/* ak-sounds-private.h — what tests of ak-sounds use beyond its API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-sounds.h"

G_BEGIN_DECLS

gboolean  _ak_sounds_get_checked   (AkSounds *self);

G_END_DECLS
