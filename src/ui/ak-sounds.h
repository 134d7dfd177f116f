/* ak-sounds.h — the soft sounds of the sowing: a seed dropped, a casa
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  AK_SOUND_DROP,    /* a seed lands in a hole */
  AK_SOUND_CASA,    /* seeds captured go to the store */
  AK_N_SOUNDS
} AkSound;

#define AK_TYPE_SOUNDS (ak_sounds_get_type ())
G_DECLARE_FINAL_TYPE (AkSounds, ak_sounds, AK, SOUNDS, GObject)

AkSounds *ak_sounds_new            (void) G_GNUC_WARN_UNUSED_RESULT;
AkSounds *ak_sounds_get_default    (void);
gboolean  ak_sounds_get_enabled    (AkSounds *self);
void      ak_sounds_set_enabled    (AkSounds *self,
                                    gboolean  enabled);
gboolean  ak_sounds_get_available  (AkSounds *self);
void      ak_sounds_play           (AkSounds *self,
                                    AkSound   sound);

G_END_DECLS
