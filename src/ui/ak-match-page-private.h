/* ak-match-page-private.h — what tests of ak-match-page use beyond its API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-match-page.h"

G_BEGIN_DECLS

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
