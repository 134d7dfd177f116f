/* ak-player.h — who plays one side at the table: a person or the computer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
  AK_PLAYER_PERSON,
  AK_PLAYER_COMPUTER,
} AkPlayerKind;

/* The level a computer plays at when nothing says otherwise. */
#define AK_PLAYER_DEFAULT_LEVEL 3

#define AK_TYPE_PLAYER (ak_player_get_type ())

G_DECLARE_FINAL_TYPE (AkPlayer, ak_player, AK, PLAYER, GObject)

AkPlayer     *ak_player_new           (AkPlayerKind  kind,
                                       guint         level) G_GNUC_WARN_UNUSED_RESULT;
AkPlayerKind  ak_player_get_kind      (AkPlayer     *self);
void          ak_player_set_kind      (AkPlayer     *self,
                                       AkPlayerKind  kind);
guint         ak_player_get_level     (AkPlayer     *self);
void          ak_player_set_level     (AkPlayer     *self,
                                       guint         level);
const char   *ak_player_get_name      (AkPlayer     *self);
void          ak_player_set_name      (AkPlayer     *self,
                                       const char   *name);
gboolean      ak_player_is_named      (AkPlayer     *self,
                                       const char   *name);
gboolean      ak_player_is_computer   (AkPlayer     *self);
guint         ak_player_get_computer_level (AkPlayer *self);
void          ak_player_set_computer_level (AkPlayer *self,
                                            guint     level);

G_END_DECLS
