/* ak-table-players.c — who plays at the table: the players a game's tags
 * name, written back into them when they change, so that a saved or
 * autosaved game comes back with the same opponent
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-table"

#include "config.h"

#include "ak-table-private.h"

static const char * const type_tags[] = { "SouthType", "NorthType" };
static const char * const level_tags[] = { "SouthLevel", "NorthLevel" };

/* The players a game's tags name (AKN §2): a program at its level, else
 * a person. */
void
_ak_table_read_players (AkTable *self)
{
  g_autoptr(AkGameRecord) record = NULL;

  /* Only the players' tags, not the moves, which may be many. */
  record = ak_game_record_new (ak_game_get_rules (self->game), ak_game_get_start (self->game));
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    for (guint i = 0; i < 2; i++)
      {
        const char *tag = (i == 0 ? type_tags : level_tags)[side];
        const char *value = ak_game_get_tag (self->game, tag);

        if (value != NULL)
          ak_game_record_set_tag (record, tag, value);
      }

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      AkPlayer *player = self->players[side];
      const char *name = side == AK_SOUTH ? ak_game_get_south_name (self->game)
                                          : ak_game_get_north_name (self->game);
      guint level = 0;

      if (ak_game_record_get_program (record, side, &level) && level == 0)
        level = AK_PLAYER_DEFAULT_LEVEL;

      g_object_freeze_notify (G_OBJECT (player));
      ak_player_set_name (player, name);
      ak_player_set_computer_level (player, level);
      g_object_thaw_notify (G_OBJECT (player));
    }
}

/* Writes the players into the game's tags, so that a saved or autosaved
 * game comes back with the same opponent. */
static void
write_players (AkTable *self)
{
  if (self->game == NULL)
    return;

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      AkPlayer *player = self->players[side];
      guint level = ak_player_get_computer_level (player);
      g_autofree char *value = level > 0 ? g_strdup_printf ("%u", level) : NULL;

      ak_game_set_tag (self->game, type_tags[side], level > 0 ? "program" : NULL);
      ak_game_set_tag (self->game, level_tags[side], value);
      /* A file's name longer than a player keeps stays whole in the tag
       * while the player is the one it names. */
      if (*ak_player_get_name (player) != '\0' &&
          ak_player_is_named (player, side == AK_SOUTH ? ak_game_get_south_name (self->game)
                                                       : ak_game_get_north_name (self->game)))
        continue;
      ak_game_set_tag (self->game, side == AK_SOUTH ? "South" : "North",
                       *ak_player_get_name (player) != '\0' ? ak_player_get_name (player)
                                                            : NULL);
    }
}

void
_ak_table_player_changed_cb (AkTable    *self,
                             GParamSpec *pspec,
                             AkPlayer   *player)
{
  write_players (self);
  _ak_table_update_turn (self);
  _ak_table_sync (self);
}

void
_ak_table_game_name_cb (AkTable    *self,
                        GParamSpec *pspec,
                        AkGame     *game)
{
  ak_player_set_name (self->players[AK_SOUTH], ak_game_get_south_name (game));
  ak_player_set_name (self->players[AK_NORTH], ak_game_get_north_name (game));
}

/**
 * ak_table_get_player:
 * @self: a table
 * @side: %AK_SOUTH or %AK_NORTH
 *
 * Returns: (transfer none): who plays @side; change it to change who plays
 */
AkPlayer *
ak_table_get_player (AkTable *self,
                     AkSide   side)
{
  g_return_val_if_fail (AK_IS_TABLE (self), NULL);
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, NULL);
  return self->players[side];
}
