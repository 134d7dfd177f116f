/* ak-motif-text.h — a mistake motif (ak-motifs.h) in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-engine.h"

G_BEGIN_DECLS

char *ak_motif_text_describe (const AkMotif *motif);

G_END_DECLS
