/* ak-rules-page.h — the rules of the active variant in plain words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-model.h"

G_BEGIN_DECLS

#define AK_TYPE_RULES_PAGE (ak_rules_page_get_type ())

G_DECLARE_FINAL_TYPE (AkRulesPage, ak_rules_page, AK, RULES_PAGE, GtkWidget)

GtkWidget     *ak_rules_page_new           (void);
const AkRules *ak_rules_page_get_rules     (AkRulesPage   *self);
void           ak_rules_page_set_rules     (AkRulesPage   *self,
                                            const AkRules *rules);
void           ak_rules_page_scroll_to_top (AkRulesPage   *self);

G_END_DECLS
