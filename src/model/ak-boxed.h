/* ak-boxed.h — the engine's structs as boxed GTypes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "ak-engine.h"

G_BEGIN_DECLS

#define AK_TYPE_POSITION (ak_position_get_type ())
#define AK_TYPE_RULES    (ak_rules_get_type ())
#define AK_TYPE_TRACE    (ak_trace_get_type ())

GType ak_position_get_type (void) G_GNUC_CONST;
GType ak_rules_get_type    (void) G_GNUC_CONST;
GType ak_trace_get_type    (void) G_GNUC_CONST;

G_END_DECLS
