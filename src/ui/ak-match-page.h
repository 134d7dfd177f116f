/* ak-match-page.h — the side panel's Match page: standing and ledger
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-model.h"

G_BEGIN_DECLS

#define AK_TYPE_MATCH_PAGE (ak_match_page_get_type ())

G_DECLARE_FINAL_TYPE (AkMatchPage, ak_match_page, AK, MATCH_PAGE, GtkWidget)

GtkWidget *ak_match_page_new       (void);
AkMatch   *ak_match_page_get_match (AkMatchPage *self);
void       ak_match_page_set_match (AkMatchPage *self,
                                    AkMatch     *match);

G_END_DECLS
