/* ak-game-over-dialog-private.h — what tests of ak-game-over-dialog use beyond its API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-game-over-dialog.h"

G_BEGIN_DECLS

/* For tests: the words a figure of the summary shows, by its name
 * ("heading", "reason", "south-total", "north-captured", "moves"…), or
 * NULL if it is not shown. */
const char *_ak_game_over_dialog_get_text    (AkGameOverDialog *self,
                                              const char       *name);

G_END_DECLS
