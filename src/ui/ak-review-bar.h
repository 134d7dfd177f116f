/* ak-review-bar.h — the bar under the board while a review runs: how far
 * it is, and Cancel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define AK_TYPE_REVIEW_BAR (ak_review_bar_get_type ())

G_DECLARE_FINAL_TYPE (AkReviewBar, ak_review_bar, AK, REVIEW_BAR, GtkWidget)

GtkWidget *ak_review_bar_new           (void);
void       ak_review_bar_set_progress  (AkReviewBar *self,
                                        guint        done,
                                        guint        total);
void       ak_review_bar_set_revealed  (AkReviewBar *self,
                                        gboolean     revealed);

G_END_DECLS
