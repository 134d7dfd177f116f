/* ak-player.c — who plays one side at the table: a person or the computer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-player"

#include "config.h"

#include "ak-engine.h"
#include "ak-enum-types.h"
#include "ak-player.h"

struct _AkPlayer
{
  GObject       parent_instance;

  AkPlayerKind  kind;
  guint         level;
  char         *name;
};

/**
 * AkPlayer:
 *
 * One side's player at an [class@Table]: a person, or the computer at a
 * level from 1 (a beginner) to 5 (full strength), with a name.  A player
 * can change during a game: the table follows its notifications.
 */
G_DEFINE_FINAL_TYPE (AkPlayer, ak_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_KIND,
  PROP_LEVEL,
  PROP_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
ak_player_finalize (GObject *object)
{
  AkPlayer *self = AK_PLAYER (object);

  g_free (self->name);

  G_OBJECT_CLASS (ak_player_parent_class)->finalize (object);
}

static void
ak_player_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  AkPlayer *self = AK_PLAYER (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case PROP_LEVEL:
      g_value_set_uint (value, self->level);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_player_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  AkPlayer *self = AK_PLAYER (object);

  switch (prop_id)
    {
    case PROP_KIND:
      ak_player_set_kind (self, g_value_get_enum (value));
      break;
    case PROP_LEVEL:
      ak_player_set_level (self, g_value_get_uint (value));
      break;
    case PROP_NAME:
      ak_player_set_name (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_player_class_init (AkPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = ak_player_finalize;
  object_class->get_property = ak_player_get_property;
  object_class->set_property = ak_player_set_property;

  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL,
                       AK_TYPE_PLAYER_KIND, AK_PLAYER_PERSON, flags);
  /**
   * AkPlayer:level:
   *
   * The computer's level, 1 to 5; kept while a person plays, so that the
   * computer comes back at the level it had.
   */
  properties[PROP_LEVEL] =
    g_param_spec_uint ("level", NULL, NULL,
                       AK_LEVEL_MIN, AK_LEVEL_MAX, AK_PLAYER_DEFAULT_LEVEL, flags);
  /**
   * AkPlayer:name:
   *
   * The player's name, or the empty string when none was given: one line
   * of at most %AK_NAME_MAX_CHARS characters (see ak_player_set_name()).
   */
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, "", flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ak_player_init (AkPlayer *self)
{
  self->kind = AK_PLAYER_PERSON;
  self->level = AK_PLAYER_DEFAULT_LEVEL;
  self->name = g_strdup ("");
}

/**
 * ak_player_new:
 * @kind: a person or the computer
 * @level: the computer's level, 1 to 5
 *
 * Returns: (transfer full): a new player, without a name
 */
AkPlayer *
ak_player_new (AkPlayerKind kind,
               guint        level)
{
  return g_object_new (AK_TYPE_PLAYER,
                       "kind", kind,
                       "level", CLAMP (level, AK_LEVEL_MIN, AK_LEVEL_MAX),
                       NULL);
}

AkPlayerKind
ak_player_get_kind (AkPlayer *self)
{
  g_return_val_if_fail (AK_IS_PLAYER (self), AK_PLAYER_PERSON);
  return self->kind;
}

void
ak_player_set_kind (AkPlayer     *self,
                    AkPlayerKind  kind)
{
  g_return_if_fail (AK_IS_PLAYER (self));
  g_return_if_fail (kind == AK_PLAYER_PERSON || kind == AK_PLAYER_COMPUTER);

  if (self->kind == kind)
    return;
  self->kind = kind;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
}

guint
ak_player_get_level (AkPlayer *self)
{
  g_return_val_if_fail (AK_IS_PLAYER (self), AK_PLAYER_DEFAULT_LEVEL);
  return self->level;
}

void
ak_player_set_level (AkPlayer *self,
                     guint     level)
{
  g_return_if_fail (AK_IS_PLAYER (self));
  g_return_if_fail (level >= AK_LEVEL_MIN && level <= AK_LEVEL_MAX);

  if (self->level == level)
    return;
  self->level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

const char *
ak_player_get_name (AkPlayer *self)
{
  g_return_val_if_fail (AK_IS_PLAYER (self), "");
  return self->name;
}

/**
 * ak_player_set_name:
 * @self: a player
 * @name: (nullable): what the player is called
 *
 * A name is one line of at most %AK_NAME_MAX_CHARS characters: a longer
 * one is kept as ak_error_quote_name() shows it, so that every label and
 * message naming the player stays short.  A game's tag that names the
 * player keeps the whole text (see the table).
 */
void
ak_player_set_name (AkPlayer   *self,
                    const char *name)
{
  g_autofree char *kept = NULL;

  g_return_if_fail (AK_IS_PLAYER (self));

  kept = ak_error_quote_name (name, -1);
  if (g_strcmp0 (self->name, kept) == 0)
    return;
  g_free (self->name);
  self->name = g_steal_pointer (&kept);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

/**
 * ak_player_is_named:
 * @self: a player
 * @name: (nullable): a name, of any length
 *
 * Returns: whether @name, kept as ak_player_set_name() keeps it, is the
 *   player's name: a name longer than a player keeps still names them.
 */
gboolean
ak_player_is_named (AkPlayer   *self,
                    const char *name)
{
  g_autofree char *kept = NULL;

  g_return_val_if_fail (AK_IS_PLAYER (self), FALSE);

  kept = ak_error_quote_name (name, -1);
  return g_strcmp0 (self->name, kept) == 0;
}

gboolean
ak_player_is_computer (AkPlayer *self)
{
  g_return_val_if_fail (AK_IS_PLAYER (self), FALSE);
  return self->kind == AK_PLAYER_COMPUTER;
}

/**
 * ak_player_get_computer_level:
 * @self: a player
 *
 * Returns: the computer's level, or 0 for a person
 */
guint
ak_player_get_computer_level (AkPlayer *self)
{
  g_return_val_if_fail (AK_IS_PLAYER (self), 0);
  return self->kind == AK_PLAYER_COMPUTER ? self->level : 0;
}

/**
 * ak_player_set_computer_level:
 * @self: a player
 * @level: 0 for a person, else the computer's level, 1 to 5
 *
 * Makes the player a person, or the computer at @level.
 */
void
ak_player_set_computer_level (AkPlayer *self,
                              guint     level)
{
  g_return_if_fail (AK_IS_PLAYER (self));
  g_return_if_fail (level <= AK_LEVEL_MAX);

  g_object_freeze_notify (G_OBJECT (self));
  if (level > 0)
    ak_player_set_level (self, level);
  ak_player_set_kind (self, level > 0 ? AK_PLAYER_COMPUTER : AK_PLAYER_PERSON);
  g_object_thaw_notify (G_OBJECT (self));
}
