/* ak-practice-starter-private.h — the starter deck's loader on any text,
 * and its text, for the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-practice-starter.h"

G_BEGIN_DECLS

GBytes    *_ak_practice_starter_dup_text  (GError     **error) G_GNUC_WARN_UNUSED_RESULT;
GPtrArray *_ak_practice_starter_load_text (const char  *text,
                                           gssize       length,
                                           GError     **error) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
