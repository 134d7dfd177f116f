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

/* For tests: what the page shows. */
const char *_ak_match_page_get_standing_text (AkMatchPage *self);
const char *_ak_match_page_get_record_text   (AkMatchPage *self);
const char *_ak_match_page_get_outcome_text  (AkMatchPage *self);
gboolean    _ak_match_page_get_is_empty      (AkMatchPage *self);
guint       _ak_match_page_get_n_rows        (AkMatchPage *self);
void        _ak_match_page_activate_row      (AkMatchPage *self,
                                              guint        index);
char       *_ak_match_page_dup_row_text      (AkMatchPage *self,
                                              guint        index,
                                              const char  *field);

G_END_DECLS
