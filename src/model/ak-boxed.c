/* ak-boxed.c — the engine's structs as boxed GTypes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-boxed"

#include "config.h"

#include "ak-boxed.h"

/* The engine knows nothing of GObject (DESIGN.md §3), so its structs enter
 * the type system here, so that they can travel in properties, signals and
 * GValues.  AkPosition and AkRules hold plain values and copy bytewise;
 * AkTrace owns arrays, so it goes through the engine's own copy and free.
 */

static AkPosition *
copy_position (const AkPosition *position)
{
  return g_memdup2 (position, sizeof *position);
}

static AkRules *
copy_rules (const AkRules *rules)
{
  return g_memdup2 (rules, sizeof *rules);
}

G_DEFINE_BOXED_TYPE (AkPosition, ak_position, copy_position, g_free)
G_DEFINE_BOXED_TYPE (AkRules, ak_rules, copy_rules, g_free)
G_DEFINE_BOXED_TYPE (AkTrace, ak_trace, ak_trace_copy, ak_trace_free)
