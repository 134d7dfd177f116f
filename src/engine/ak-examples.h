/* ak-examples.h — positions that show a rule at work, found by playing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-moves.h"
#include "ak-position.h"
#include "ak-rules.h"

G_BEGIN_DECLS

int      ak_examples_find_move (const AkPosition *pos,
                                const AkRules    *rules,
                                int               end,
                                gboolean          needs_relay,
                                guint             min_captures);
gboolean ak_examples_find      (const AkRules    *rules,
                                int               end,
                                gboolean          needs_relay,
                                guint             min_captures,
                                AkPosition       *pos,
                                int              *move);

G_END_DECLS
