/* ak-comment-popover-private.h — what tests of the comment editor use
 * beyond its API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-comment-popover.h"

G_BEGIN_DECLS

/* For tests: the text, and the buttons that keep or remove it. */
GtkTextView *_ak_comment_popover_get_view          (AkCommentPopover *self);
GtkButton   *_ak_comment_popover_get_done_button   (AkCommentPopover *self);
GtkButton   *_ak_comment_popover_get_remove_button (AkCommentPopover *self);

G_END_DECLS
