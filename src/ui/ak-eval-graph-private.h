/* ak-eval-graph-private.h — what tests of ak-eval-graph use beyond its API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-eval-graph.h"

G_BEGIN_DECLS

void        _ak_eval_graph_refresh       (AkEvalGraph *self);

G_END_DECLS
