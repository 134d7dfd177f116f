/* ak-game-record.c — the game as a record: its tags, the players' names,
 * and the record a file writes, with its result and where play stands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-game"

#include "config.h"

#include "ak-game-private.h"

/* A player's name, or NULL for none: "?" is the name AKN writes for
 * an unknown player (AKN.md §2), which is shown as the side's name in
 * the reader's language. */
static const char *
player_name (AkGame     *self,
             const char *tag)
{
  const char *name = ak_game_record_get_tag (self->record, tag);

  return g_strcmp0 (name, "?") == 0 ? NULL : name;
}

const char *
ak_game_get_south_name (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), NULL);
  return player_name (self, "South");
}

const char *
ak_game_get_north_name (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), NULL);
  return player_name (self, "North");
}

/* Whether the tag @name already holds @value, as a tag keeps it. */
static gboolean
tag_equals (AkGame     *self,
            const char *name,
            const char *value)
{
  g_autofree char *kept = ak_notation_dup_tag_value (value);

  return g_strcmp0 (ak_game_record_get_tag (self->record, name), kept) == 0;
}

static void
set_name (AkGame     *self,
          const char *tag,
          const char *name,
          const char *property)
{
  /* Compared as the tag keeps it, so that the same name pasted again
   * with a tab notifies nothing. */
  if (tag_equals (self, tag, name))
    return;
  if (name != NULL)
    ak_game_record_set_tag (self->record, tag, name);
  else
    ak_game_record_remove_tag (self->record, tag);
  g_object_notify (G_OBJECT (self), property);
  _ak_game_tree_changed (self);
}

void
ak_game_set_south_name (AkGame     *self,
                        const char *name)
{
  g_return_if_fail (AK_IS_GAME (self));
  set_name (self, "South", name, "south-name");
}

void
ak_game_set_north_name (AkGame     *self,
                        const char *name)
{
  g_return_if_fail (AK_IS_GAME (self));
  set_name (self, "North", name, "north-name");
}

/* The Live tag of a record of the game: how many moves of the main line
 * stand played, when moves were taken back from its end (README, “The
 * file format”); none when play stands at the end. */
static void
live_tag (AkGame       *self,
          AkGameRecord *record)
{
  AkGameNode *live = ak_game_get_live_node (self);
  guint plies = 0;
  char value[16];

  if (live == _ak_game_main_line_end (self))
    {
      ak_game_record_remove_tag (record, "Live");
      return;
    }
  for (AkGameNode *node = live; node->parent != NULL; node = node->parent)
    plies++;
  g_snprintf (value, sizeof value, "%u", plies);
  ak_game_record_set_tag (record, "Live", value);
}

/* The result and termination tags of a record of the game, as they stand:
 * the record's own may be those it was read with. */
static void
finish_record (AkGame       *self,
               AkGameRecord *record)
{
  AkGameNode *last;
  guint totals[2];

  last = ak_game_record_get_last_main_node (record);
  g_free (record->result);
  ak_game_record_remove_tag (record, "Result");

  if (last->termination != AK_TERMINATION_NONE ||
      (self->agreed != NULL && self->agreed == _ak_game_main_line_end (self)))
    {
      AkTermination termination = last->termination != AK_TERMINATION_NONE
        ? last->termination
        : AK_TERMINATION_AGREEMENT;

      ak_position_division (&last->position, totals);
      record->result = g_strdup_printf ("%u-%u", totals[AK_SOUTH], totals[AK_NORTH]);
      ak_game_record_set_tag (record, "Termination", ak_termination_to_string (termination));
    }
  else
    {
      record->result = g_strdup ("*");
      ak_game_record_remove_tag (record, "Termination");
    }
  ak_game_record_set_tag (record, "Result", record->result);

  live_tag (self, record);
}

/**
 * ak_game_dup_record:
 * @self: a game
 *
 * The record as a file would hold it: the result and the Termination tag
 * say how the main line ends.
 *
 * Returns: (transfer full): a copy of the game's record.
 */
AkGameRecord *
ak_game_dup_record (AkGame *self)
{
  AkGameRecord *record;

  g_return_val_if_fail (AK_IS_GAME (self), NULL);

  record = ak_game_record_copy (self->record);
  finish_record (self, record);
  return record;
}

/**
 * ak_game_update_record:
 * @self: a game
 * @record: what ak_game_dup_record() gave for @self earlier
 *
 * Makes @record what ak_game_dup_record() would give now, walking the
 * moves rather than copying them all again: cheaper for a long game.
 */
void
ak_game_update_record (AkGame       *self,
                       AkGameRecord *record)
{
  g_return_if_fail (AK_IS_GAME (self));
  g_return_if_fail (record != NULL);

  ak_game_record_update (record, self->record);
  finish_record (self, record);
}

/**
 * ak_game_get_tag:
 * @self: a game
 * @name: a tag name
 *
 * Returns: (nullable): the tag's value.
 */
const char *
ak_game_get_tag (AkGame     *self,
                 const char *name)
{
  g_return_val_if_fail (AK_IS_GAME (self), NULL);
  return ak_game_record_get_tag (self->record, name);
}

/**
 * ak_game_set_tag:
 * @self: a game
 * @name: a tag name, not one whose meaning the game keeps itself (Result,
 *   Variant, Rules, Position)
 * @value: (nullable): its value, or %NULL to remove it
 */
void
ak_game_set_tag (AkGame     *self,
                 const char *name,
                 const char *value)
{
  g_return_if_fail (AK_IS_GAME (self));
  g_return_if_fail (g_strcmp0 (name, "Result") != 0 && g_strcmp0 (name, "Variant") != 0 &&
                    g_strcmp0 (name, "Rules") != 0 && g_strcmp0 (name, "Position") != 0);

  if (g_strcmp0 (name, "South") == 0)
    ak_game_set_south_name (self, value);
  else if (g_strcmp0 (name, "North") == 0)
    ak_game_set_north_name (self, value);
  else if (!tag_equals (self, name, value))
    {
      if (value != NULL)
        ak_game_record_set_tag (self->record, name, value);
      else
        ak_game_record_remove_tag (self->record, name);
      _ak_game_tree_changed (self);
    }
}
