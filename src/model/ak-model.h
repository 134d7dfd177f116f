/* ak-model.h — everything the model layer offers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-engine.h"

#include "ak-analyzer.h"
#include "ak-autosaver.h"
#include "ak-boxed.h"
#include "ak-enum-types.h"
#include "ak-file.h"
#include "ak-game.h"
#include "ak-ledger-entry.h"
#include "ak-match.h"
#include "ak-motif-text.h"
#include "ak-move-history.h"
#include "ak-move-item.h"
#include "ak-player.h"
#include "ak-record.h"
#include "ak-review.h"
#include "ak-review-moves.h"
#include "ak-review-report.h"
#include "ak-table.h"
