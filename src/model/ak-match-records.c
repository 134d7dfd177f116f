/* ak-match-records.c — a match to and from the records of its games,
 * as a file holds them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reading checks that each game starts from the rebuild after the one
 * before (AKN.md §6) and records those rebuilds in the ledger; writing
 * sets the tags that tie the games into one match.
 */

#define G_LOG_DOMAIN "ak-match"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-error.h"
#include "ak-ledger-entry-private.h"
#include "ak-match-private.h"

/* Checks that @record starts from the rebuild after the last game (AKN
 * §6), as ak_notation_read() does, and records that rebuild.  The holes
 * bought are those of a row that its own player does not own at the
 * start: the Purchase tag names the same holes, or the reader would have
 * refused the file, and the position is there even when the tag is not. */
static gboolean
follow_record (AkMatch             *self,
               const AkGameRecord  *record,
               GError             **error)
{
  Slot *last = last_slot (self);
  guint before = ak_ledger_entry_get_game_number (last->entry);
  g_autofree char *shown_name = ak_error_quote (self->name, -1);
  g_autoptr(GError) local = NULL;
  const AkPosition *end;
  AkTermination termination;
  AkPosition expected;
  AkRebuildPlan plan;
  guint wealth[2];
  guint result[2];
  guint8 purchases[AK_N_HOLES];
  guint n_purchases = 0;
  AkSide starter;

  end = _ak_match_live_end (last->game, &termination);
  if (termination == AK_TERMINATION_NONE)
    {
      g_set_error (error, AK_LEDGER_ERROR, AK_LEDGER_ERROR_BROKEN,
                   _("game %u of match “%s” is unfinished, so no game can follow it"),
                   before, shown_name);
      return FALSE;
    }

  ak_match_wealth (end, wealth);
  ak_position_division (end, result);
  if (ak_match_check_end (&self->rules, self->slots->len, wealth, NULL) == AK_MATCH_OVER)
    {
      g_set_error (error, AK_LEDGER_ERROR, AK_LEDGER_ERROR_BROKEN,
                   _("match “%s” was over after game %u, so no game can follow it"),
                   shown_name, before);
      return FALSE;
    }

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_position_owner (&record->start, hole) != ak_hole_row (hole))
      purchases[n_purchases++] = (guint8) hole;

  starter = ak_match_next_starter (&self->rules, ak_game_get_start (last->game)->side, result);
  if (!ak_match_rebuild (&self->rules, wealth, purchases, n_purchases, starter, &expected,
                         &local) ||
      !ak_position_equal (&expected, &record->start))
    {
      g_autofree char *text = NULL;

      if (local == NULL)
        {
          text = ak_position_to_string (&expected);
          g_set_error (error, AK_LEDGER_ERROR, AK_LEDGER_ERROR_BROKEN,
                       _("game %u of match “%s” must start from the rebuild after game %u: %s"),
                       before + 1, shown_name, before, text);
        }
      else
        g_set_error (error, AK_LEDGER_ERROR, AK_LEDGER_ERROR_BROKEN,
                     _("game %u of match “%s” does not start from a rebuild after game %u: %s"),
                     before + 1, shown_name, before, local->message);
      return FALSE;
    }

  ak_match_plan (&self->rules, wealth, &plan);
  _ak_match_set_rebuild (self, plan.buyer, purchases, n_purchases, result, &record->start);
  return TRUE;
}

/**
 * ak_match_new_from_records:
 * @records: (element-type AkGameRecord): the games of one match, in order,
 *   as ak_notation_read() returns them
 * @error: return location for an %AK_LEDGER_ERROR
 *
 * Builds a match from the games of a match file.  The games must share one
 * Match tag (%AK_LEDGER_ERROR_NOT_A_MATCH) and rules, and each must start
 * from the rebuild after the game before (%AK_LEDGER_ERROR_BROKEN), as
 * ak_notation_read() already checks.  The games are numbered on from the
 * first game's Game tag; the ledger's purchases, holes and banks come
 * from the rebuilds the start positions show.
 *
 * Returns: (transfer full) (nullable): the match, or %NULL on error.
 */
AkMatch *
ak_match_new_from_records (GPtrArray  *records,
                           GError    **error)
{
  g_autoptr(AkMatch) self = NULL;
  g_autofree char *shown_name = NULL;
  const AkGameRecord *first;
  const char *name;
  const char *number;
  guint64 first_number;

  g_return_val_if_fail (records != NULL && records->len > 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  first = g_ptr_array_index (records, 0);
  name = ak_game_record_get_tag (first, "Match");
  if (name == NULL)
    {
      g_set_error (error, AK_LEDGER_ERROR, AK_LEDGER_ERROR_NOT_A_MATCH,
                   _("game 1 has no Match tag: it is not a game of a match"));
      return NULL;
    }

  self = g_object_new (AK_TYPE_MATCH, NULL);
  self->rules = first->rules;
  self->name = g_strdup (name);
  shown_name = ak_error_quote (name, -1);
  number = ak_game_record_get_tag (first, "Game");
  if (number != NULL &&
      g_ascii_string_to_unsigned (number, 10, 1, G_MAXUINT / 2, &first_number, NULL))
    self->first_number = (guint) first_number;

  for (guint i = 0; i < records->len; i++)
    {
      const AkGameRecord *record = g_ptr_array_index (records, i);
      g_autoptr(AkGame) game = NULL;

      if (g_strcmp0 (ak_game_record_get_tag (record, "Match"), name) != 0)
        {
          g_set_error (error, AK_LEDGER_ERROR, AK_LEDGER_ERROR_NOT_A_MATCH,
                       _("game %u is not a game of match “%s”"), i + 1, shown_name);
          return NULL;
        }
      if (!ak_rules_equal (&record->rules, &self->rules))
        {
          g_set_error (error, AK_LEDGER_ERROR, AK_LEDGER_ERROR_BROKEN,
                       _("game %u of match “%s” is played under other rules than game 1"),
                       i + 1, shown_name);
          return NULL;
        }
      if (i > 0 && !follow_record (self, record, error))
        return NULL;

      game = ak_game_new_from_record (record);
      _ak_match_append_game (self, game);
    }

  return g_steal_pointer (&self);
}

/**
 * ak_match_dup_records:
 * @self: a match
 *
 * The games as one match file holds them (AKN §6), each as
 * ak_game_dup_record() gives it, with the Match, Game and Purchase tags
 * the match keeps, so that ak_notation_read() accepts what
 * ak_notation_write() makes of them.
 *
 * Returns: (transfer full) (element-type AkGameRecord): the games' records.
 */
GPtrArray *
ak_match_dup_records (AkMatch *self)
{
  GPtrArray *records;

  g_return_val_if_fail (AK_IS_MATCH (self), NULL);

  records = g_ptr_array_new_full (self->slots->len, (GDestroyNotify) ak_game_record_free);
  ak_match_update_records (self, records);
  return records;
}

/**
 * ak_match_update_records:
 * @self: a match
 * @records: (element-type AkGameRecord): what ak_match_dup_records() gave
 *   for @self earlier (or an empty array with ak_game_record_free() as its
 *   free function)
 *
 * Makes @records what ak_match_dup_records() would give now, walking the
 * moves of the games copied before rather than copying them again: a long
 * match is kept autosaved after every move without copying all of it.
 */
void
ak_match_update_records (AkMatch   *self,
                         GPtrArray *records)
{
  g_return_if_fail (AK_IS_MATCH (self));
  g_return_if_fail (records != NULL);

  if (records->len > self->slots->len)
    g_ptr_array_set_size (records, self->slots->len);
  for (guint i = 0; i < self->slots->len; i++)
    {
      Slot *slot = get_slot (self, i);
      AkGameRecord *record;
      g_autofree char *number = g_strdup_printf ("%u", self->first_number + i);
      g_autofree char *tag = i > 0 ? _ak_match_purchase_tag (get_slot (self, i - 1)) : NULL;

      if (i < records->len)
        {
          record = g_ptr_array_index (records, i);
          ak_game_update_record (slot->game, record);
        }
      else
        {
          record = ak_game_dup_record (slot->game);
          g_ptr_array_add (records, record);
        }

      /* The games carry these tags already; they are set again so that
       * a tag edited in a game cannot break the file. */
      ak_game_record_set_tag (record, "Match", self->name);
      ak_game_record_set_tag (record, "Game", number);
      if (tag != NULL)
        ak_game_record_set_tag (record, "Purchase", tag);
      else
        ak_game_record_remove_tag (record, "Purchase");
    }
}
