/* ak-mistake-bar.h — the bar under the board while a reviewed game is
 * shown: the mistake at or nearest the position, in the review's words,
 * the way to the previous and the next, and the game's key moments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-engine.h"

G_BEGIN_DECLS

#define AK_TYPE_MISTAKE_BAR (ak_mistake_bar_get_type ())

G_DECLARE_FINAL_TYPE (AkMistakeBar, ak_mistake_bar, AK, MISTAKE_BAR, GtkWidget)

GtkWidget *ak_mistake_bar_new              (void);
void       ak_mistake_bar_set_revealed     (AkMistakeBar *self,
                                            gboolean      revealed);
gboolean   ak_mistake_bar_get_revealed     (AkMistakeBar *self);
void       ak_mistake_bar_set_mistake      (AkMistakeBar *self,
                                            const char   *heading,
                                            const char   *explanation);
void       ak_mistake_bar_set_player_names (AkMistakeBar *self,
                                            const char   *south,
                                            const char   *north);
AkSide     ak_mistake_bar_get_side         (AkMistakeBar *self);
void       ak_mistake_bar_set_side         (AkMistakeBar *self,
                                            AkSide        side);
void       ak_mistake_bar_clear_moments    (AkMistakeBar *self);
void       ak_mistake_bar_add_moment       (AkMistakeBar *self,
                                            const char   *title,
                                            const char   *explanation,
                                            guint         ply);

G_END_DECLS
