/* ak-history-private.h — test-only hooks of ak-history.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-history.h"

G_BEGIN_DECLS

/* Sets the most plies a game may last for the histories made from now on
 * and for random playouts, so that a test can reach the bound in a few
 * moves; 0 restores AK_HISTORY_MAX_PLIES.  For tests only: it is one
 * value for the whole program and not locked. */
void _ak_history_set_max_plies (guint max_plies);
guint _ak_history_get_default_max_plies (void);

G_END_DECLS
