/* ak-engine.h — everything the engine offers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-error.h"
#include "ak-eval.h"
#include "ak-examples.h"
#include "ak-history.h"
#include "ak-match-rules.h"
#include "ak-motifs.h"
#include "ak-moves.h"
#include "ak-notation.h"
#include "ak-playout.h"
#include "ak-position.h"
#include "ak-random.h"
#include "ak-rules.h"
#include "ak-search.h"
#include "ak-tables.h"
#include "ak-types.h"
#include "ak-value.h"
