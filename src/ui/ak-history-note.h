/* ak-history-note.h — the words for the two rules that depend on the game
 * so far (RULES.md §4): how often a position has come up, and how many
 * plies went by without a capture
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-engine.h"

G_BEGIN_DECLS

char *ak_history_note_repetition (const AkHistory *history,
                                  const char      *south,
                                  const char      *north);
char *ak_history_note_no_capture (const AkHistory *history);
char *ak_history_note_line_end   (const AkHistory *history,
                                  const guint8    *moves,
                                  guint            n_moves,
                                  guint           *n_shown);

G_END_DECLS
