/* ak-practice-starter.c — the starter deck: its exercises read from the
 * resources as practice cards, and added to a deck once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The exercises are data/practice/starter-deck.akn, made by
 * `adji-kui-cli starter-deck` (src/cli/ak-cli-starter.c says how) and
 * compiled into the model's resources (data/practice/meson.build).  Each
 * is an AKN game with no moves: its Position, and the tags of
 * ak-practice-starter.h.  A card of the deck is the position, with the
 * side to move as the player; its best moves are the exercise's right
 * answers with their values, and its "move played" is the tempting wrong
 * move (the one that looks best one ply deep), which is the mistake the
 * card is there to prevent.
 */

#define G_LOG_DOMAIN "ak-practice-starter"

#include "config.h"

#include "ak-practice-starter.h"
#include "ak-practice-starter-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-engine.h"
#include "ak-practice-resources.h"

/* One move of the Values tag. */
typedef struct
{
  int move;
  int score;
} MoveValue;

/**
 * ak_practice_starter_parse_score:
 * @text: a value as the deck writes it: `+3` (proved) or `-2.50`
 * @score: (out): the value in hundredths of a seed
 * @exact: (out) (optional): whether it was written as proved
 *
 * Returns: whether @text is such a value, whole
 */
gboolean
ak_practice_starter_parse_score (const char *text,
                                 int        *score,
                                 gboolean   *exact)
{
  const char *p = text;
  int sign = 1;
  gint64 whole = 0;
  int hundredths = 0;

  g_return_val_if_fail (text != NULL && score != NULL, FALSE);

  if (*p == '+' || *p == '-')
    sign = *p++ == '-' ? -1 : 1;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  for (; g_ascii_isdigit (*p); p++)
    {
      whole = whole * 10 + (*p - '0');
      if (whole > AK_N_SEEDS * 2)
        return FALSE;
    }
  if (exact != NULL)
    *exact = *p != '.';
  if (*p == '.')
    {
      if (!g_ascii_isdigit (p[1]) || !g_ascii_isdigit (p[2]))
        return FALSE;
      hundredths = (p[1] - '0') * 10 + (p[2] - '0');
      p += 3;
    }
  if (*p != '\0')
    return FALSE;
  *score = sign * (int) (whole * AK_SCORE_SEED + hundredths);
  return TRUE;
}

/* A hole of the position that is a legal move, from its letter. */
static gboolean
parse_move (const char       *text,
            const AkGameRecord *record,
            int              *move)
{
  if (strlen (text) != 1)
    return FALSE;
  *move = ak_hole_from_char (text[0]);
  return *move != AK_MOVE_NONE &&
         ak_position_check_move (&record->start, &record->rules, *move) == AK_VERDICT_LEGAL;
}

static const char *
require_tag (const AkGameRecord  *record,
             const char          *name,
             guint                number,
             GError             **error)
{
  const char *value = ak_game_record_get_tag (record, name);

  if (value == NULL || *value == '\0')
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 _("Exercise %u of the starter deck has no %s tag"), number, name);
  return value;
}

static gboolean
invalid_tag (const char  *name,
             const char  *value,
             guint        number,
             GError     **error)
{
  g_autofree char *quoted = ak_error_quote (value, -1);

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               _("Exercise %u of the starter deck has a bad %s tag: “%s”"), number, name, quoted);
  return FALSE;
}

/* The Values tag: "c +3.00, e +2.50, a -4.10", every legal move once. */
static gboolean
parse_values (const AkGameRecord  *record,
              guint                number,
              GArray              *values,
              GError             **error)
{
  const char *text = require_tag (record, AK_PRACTICE_STARTER_TAG_VALUES, number, error);
  g_auto(GStrv) items = NULL;
  AkMoveList list;

  if (text == NULL)
    return FALSE;
  items = g_strsplit (text, ", ", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (items[i], " ", -1);
      MoveValue value;

      if (g_strv_length (parts) != 2 || !parse_move (parts[0], record, &value.move) ||
          !ak_practice_starter_parse_score (parts[1], &value.score, NULL))
        return invalid_tag (AK_PRACTICE_STARTER_TAG_VALUES, text, number, error);
      for (guint j = 0; j < values->len; j++)
        if (g_array_index (values, MoveValue, j).move == value.move)
          return invalid_tag (AK_PRACTICE_STARTER_TAG_VALUES, text, number, error);
      g_array_append_val (values, value);
    }
  if (values->len != ak_position_legal_moves (&record->start, &record->rules, &list))
    return invalid_tag (AK_PRACTICE_STARTER_TAG_VALUES, text, number, error);
  return TRUE;
}

static const MoveValue *
find_value (GArray *values,
            int     move)
{
  for (guint i = 0; i < values->len; i++)
    if (g_array_index (values, MoveValue, i).move == move)
      return &g_array_index (values, MoveValue, i);
  return NULL;
}

/* The card of exercise @number of the file. */
static AkPracticeCard *
card_from_record (const AkGameRecord  *record,
                  guint                number,
                  GError             **error)
{
  g_autoptr(AkPracticeCard) card = ak_practice_card_new ();
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (MoveValue));
  g_auto(GStrv) answers = NULL;
  const char *text;
  const MoveValue *tempting;
  guint64 level;
  int move;
  char played[2] = { 0, };

  if (!parse_values (record, number, values, error))
    return NULL;

  text = require_tag (record, AK_PRACTICE_STARTER_TAG_ANSWERS, number, error);
  if (text == NULL)
    return NULL;
  answers = g_strsplit (text, " ", -1);
  for (guint i = 0; answers[i] != NULL; i++)
    {
      const MoveValue *value;

      if (!parse_move (answers[i], record, &move) || (value = find_value (values, move)) == NULL)
        {
          invalid_tag (AK_PRACTICE_STARTER_TAG_ANSWERS, text, number, error);
          return NULL;
        }
      ak_practice_card_add_best_move (card, answers[i], value->score);
    }

  text = require_tag (record, AK_PRACTICE_STARTER_TAG_TEMPTING, number, error);
  if (text == NULL)
    return NULL;
  if (!parse_move (text, record, &move) || (tempting = find_value (values, move)) == NULL ||
      g_strv_contains ((const char * const *) answers, text))
    {
      invalid_tag (AK_PRACTICE_STARTER_TAG_TEMPTING, text, number, error);
      return NULL;
    }
  played[0] = ak_hole_to_char (move);

  text = require_tag (record, AK_PRACTICE_STARTER_TAG_DIFFICULTY, number, error);
  if (text == NULL)
    return NULL;
  if (!g_ascii_string_to_unsigned (text, 10, 1, 5, &level, NULL))
    {
      invalid_tag (AK_PRACTICE_STARTER_TAG_DIFFICULTY, text, number, error);
      return NULL;
    }

  text = require_tag (record, AK_PRACTICE_STARTER_TAG_THEME, number, error);
  if (text == NULL)
    return NULL;

  card->variant = record->rules.variant;
  card->position = ak_position_to_string (&record->start);
  card->side_to_move = record->start.side;
  g_free (card->rules);
  card->rules = ak_rules_to_string (&record->rules, AK_RULES_FORMAT_DEFAULT);
  card->player_side = record->start.side;
  card->move_played = g_strdup (played);
  card->played_score = tempting->score;
  g_free (card->themes);
  card->themes = g_strdup (text);
  card->difficulty = (guint) level;
  /* Translators: where a practice card comes from, for the exercises that
   * come with the app rather than from the player's own games. */
  card->source_players = g_strdup (_("Starter deck"));
  return g_steal_pointer (&card);
}

/* The deck's text, from the model's own resource bundle: naming it here
 * also links it (and its registration) into every program that loads
 * the deck. */
GBytes *
_ak_practice_starter_dup_text (GError **error)
{
  return g_resource_lookup_data (ak_practice_get_resource (), AK_PRACTICE_STARTER_RESOURCE,
                                 G_RESOURCE_LOOKUP_FLAGS_NONE, error);
}

/* The cards of a deck's text: what ak_practice_starter_load() does with
 * the resource, here for the tests to give it other text. */
GPtrArray *
_ak_practice_starter_load_text (const char  *text,
                                gssize       length,
                                GError     **error)
{
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  AkNotationLocation location = { 0, };

  games = ak_notation_read (text, length, &location, error);
  if (games == NULL)
    {
      g_prefix_error (error, _("The starter deck, line %u: "), location.line);
      return NULL;
    }

  cards = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_practice_card_free);
  for (guint i = 0; i < games->len; i++)
    {
      AkPracticeCard *card = card_from_record (g_ptr_array_index (games, i), i + 1, error);

      if (card == NULL)
        return NULL;
      g_ptr_array_add (cards, card);
    }
  return g_steal_pointer (&cards);
}

/**
 * ak_practice_starter_load:
 * @error: return location for an error
 *
 * Reads the starter deck from the resources: a card for every exercise,
 * in the file's order (Adji Kui II, then I, each easiest first), with its
 * themes, difficulty and right answers (the best moves, with their
 * values), no source file, and "Starter deck" as where it comes from.
 *
 * Returns: (transfer full) (element-type AkPracticeCard): the cards, or
 *   %NULL with @error set if the deck cannot be read
 */
GPtrArray *
ak_practice_starter_load (GError **error)
{
  g_autoptr(GBytes) bytes = _ak_practice_starter_dup_text (error);
  const char *text;
  gsize length;

  if (bytes == NULL)
    return NULL;
  text = g_bytes_get_data (bytes, &length);
  return _ak_practice_starter_load_text (text, (gssize) length, error);
}

/**
 * ak_practice_starter_add_to_deck:
 * @deck: a practice deck
 * @now: Unix seconds: when the cards are made, and due
 * @error: return location for an error
 *
 * Adds the starter deck's cards to @deck, new and due at @now.  A card
 * the deck has already (the same position, rules and player) is not
 * added again, so a second call adds none.
 *
 * Returns: how many cards were added; 0 with @error set on failure
 */
guint
ak_practice_starter_add_to_deck (AkPracticeDeck  *deck,
                                 gint64           now,
                                 GError         **error)
{
  g_autoptr(GPtrArray) cards = NULL;
  guint n_added = 0;

  g_return_val_if_fail (AK_IS_PRACTICE_DECK (deck), 0);

  cards = ak_practice_starter_load (error);
  if (cards == NULL)
    return 0;
  for (guint i = 0; i < cards->len; i++)
    {
      gboolean added = FALSE;

      if (ak_practice_deck_add_card (deck, g_ptr_array_index (cards, i), now, &added, error) == 0)
        return 0;
      n_added += added;
    }
  return n_added;
}

/**
 * ak_practice_starter_theme_name:
 * @theme: a theme key, as a card's themes hold them (`casa`, `stop-casa`…)
 *
 * Returns: (nullable): the theme in words, translated, or %NULL for a key
 *   it does not know
 */
const char *
ak_practice_starter_theme_name (const char *theme)
{
  static const struct
  {
    const char *key;
    const char *name;
  } names[] = {
    /* Translators: themes of practice exercises, shown on a card. */
    { AK_PRACTICE_THEME_CASA, N_("Take a casa") },
    { AK_PRACTICE_THEME_RELAY, N_("A relay into a casa") },
    { AK_PRACTICE_THEME_STOP_CASA, N_("Stop a casa") },
    { AK_PRACTICE_THEME_CAPTURE, N_("Capture twos and threes") },
    { AK_PRACTICE_THEME_CHAIN, N_("Capture a chain") },
    { AK_PRACTICE_THEME_STOP_CAPTURE, N_("Stop a capture") },
    { AK_PRACTICE_THEME_SAFE, N_("Leave nothing to take") },
    { AK_PRACTICE_THEME_SET_UP, N_("Set up a capture") },
    { AK_PRACTICE_THEME_ENDGAME, N_("Endgame") },
  };

  g_return_val_if_fail (theme != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (strcmp (theme, names[i].key) == 0)
      return _(names[i].name);
  return NULL;
}
