/* ak-analyzer-private.h — what tests of ak-analyzer use beyond its API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-analyzer.h"

G_BEGIN_DECLS

gint64                _ak_analyzer_get_last_stop_latency_us (AkAnalyzer *self);

G_END_DECLS
