/* ak-comment-popover.h — the editor of a move's comment, in a popover
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define AK_TYPE_COMMENT_POPOVER (ak_comment_popover_get_type ())

G_DECLARE_FINAL_TYPE (AkCommentPopover, ak_comment_popover, AK, COMMENT_POPOVER, GtkPopover)

GtkWidget *ak_comment_popover_new  (void);
void       ak_comment_popover_edit (AkCommentPopover   *self,
                                    const char         *title,
                                    const char         *comment,
                                    const GdkRectangle *rect);

G_END_DECLS
