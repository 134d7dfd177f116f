/* ak-motif-text.h — a mistake motif (ak-motifs.h) in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-engine.h"

G_BEGIN_DECLS

char *ak_motif_text_describe (const AkMotif   *motif);
char *ak_motif_text_explain  (const AkHistory *history,
                              int              played,
                              const guint8    *played_line,
                              guint            played_line_length,
                              const guint8    *best_line,
                              guint            best_line_length);

G_END_DECLS
