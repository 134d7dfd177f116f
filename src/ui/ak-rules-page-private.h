/* ak-rules-page-private.h — what tests of ak-rules-page use beyond its API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-rules-page.h"

G_BEGIN_DECLS

/* For tests: what the options list shows for an option, by its key in
 * RULES.md §6 ("variant", "first", "skip-origin", "repetition",
 * "no-capture-limit", "remainder", "next-starter", "match-end"). */
const char *_ak_rules_page_get_option_value   (AkRulesPage *self,
                                               const char  *key);
const char *_ak_rules_page_get_option_meaning (AkRulesPage *self,
                                               const char  *key);
AkGame     *_ak_rules_page_get_diagram        (AkRulesPage *self,
                                               guint        index);

G_END_DECLS
