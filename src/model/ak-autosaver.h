/* ak-autosaver.h — keeps the current game or match autosaved
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ak-game.h"
#include "ak-match.h"

G_BEGIN_DECLS

#define AK_TYPE_AUTOSAVER (ak_autosaver_get_type ())

G_DECLARE_FINAL_TYPE (AkAutosaver, ak_autosaver, AK, AUTOSAVER, GObject)

AkAutosaver *ak_autosaver_new         (void) G_GNUC_WARN_UNUSED_RESULT;
void         ak_autosaver_watch_game  (AkAutosaver *self,
                                       AkGame      *game);
void         ak_autosaver_watch_match (AkAutosaver *self,
                                       AkMatch     *match);
void         ak_autosaver_unwatch     (AkAutosaver *self);
gboolean     ak_autosaver_get_busy    (AkAutosaver *self);
guint        ak_autosaver_get_n_saved (AkAutosaver *self);
void         ak_autosaver_set_file    (AkAutosaver *self,
                                       GFile       *file,
                                       gboolean     modified);
gboolean     ak_autosaver_take_file   (GPtrArray   *records,
                                       GFile      **file,
                                       gboolean    *modified);

G_END_DECLS
