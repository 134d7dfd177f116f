/* ak-match-private.h — what the match's other source files share with
 * ak-match.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-match.h"

G_BEGIN_DECLS

const AkPosition *_ak_match_get_end (AkMatch       *self,
                                     AkTermination *termination);

G_END_DECLS
