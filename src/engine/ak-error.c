/* ak-error.c — error domains of the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ak-error.h"

G_DEFINE_QUARK (ak-notation-error-quark, ak_notation_error)
G_DEFINE_QUARK (ak-match-error-quark, ak_match_error)
