/* ak-notation-reader.c — reading AKN: tags, games and matches, and the
 * checks that make a record a legal game (the movetext is read in
 * ak-notation-movetext.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader replays every move of every line with the engine, so a record
 * it returns is a legal game; anything else is refused with the line and
 * column of the first problem.  It reads what the writer writes (AKN.md
 * §5) back to an equal record.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-error.h"
#include "ak-match-rules.h"
#include "ak-notation.h"
#include "ak-notation-private.h"
#include "ak-search.h"

static gboolean
read_tag (AkNotationLexer *r,
          AkNotationGame  *info)
{
  guint line = r->line, column = r->column;
  GString *value = g_string_new (NULL);
  g_autofree char *name = NULL;
  g_autofree char *shown_name = NULL;
  AkNotationTagSpot spot;
  gsize begin;

  if (info->record->tags->len >= AK_NOTATION_MAX_GAME_TAGS)
    {
      g_string_free (value, TRUE);
      return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                _("the game has more than %u tags, the most a game may have"),
                                AK_NOTATION_MAX_GAME_TAGS);
    }
  if (++r->n_tags > AK_NOTATION_MAX_TAGS)
    {
      g_string_free (value, TRUE);
      return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                _("the file holds more than %u tags, the most a file may hold"),
                                AK_NOTATION_MAX_TAGS);
    }

  _ak_notation_advance (r);  /* [ */
  while (_ak_notation_peek (r) == ' ' || _ak_notation_peek (r) == '\t')
    _ak_notation_advance (r);
  begin = r->pos;
  if (!g_ascii_isalpha (_ak_notation_peek (r)))
    {
      g_string_free (value, TRUE);
      return _ak_notation_fail (r, r->line, r->column, AK_NOTATION_ERROR_SYNTAX,
                                _("expected a tag name (letters, digits, _) after “[”"));
    }
  while (g_ascii_isalnum (_ak_notation_peek (r)) || _ak_notation_peek (r) == '_')
    _ak_notation_advance (r);
  name = g_strndup (r->text + begin, r->pos - begin);
  shown_name = ak_error_quote (name, -1);

  while (_ak_notation_peek (r) == ' ' || _ak_notation_peek (r) == '\t')
    _ak_notation_advance (r);
  if (_ak_notation_peek (r) != '"')
    {
      g_string_free (value, TRUE);
      return _ak_notation_fail (r, r->line, r->column, AK_NOTATION_ERROR_SYNTAX,
                                _("expected the value of tag %s in double quotes"), shown_name);
    }
  spot.line = r->line;
  spot.column = r->column;
  _ak_notation_advance (r);

  for (;;)
    {
      char c = _ak_notation_peek (r);

      if (_ak_notation_at_end (r) || c == '\n' || c == '\r')
        {
          g_string_free (value, TRUE);
          return _ak_notation_fail (r, spot.line, spot.column, AK_NOTATION_ERROR_SYNTAX,
                                    _("the value of tag %s is not closed with “\"” on its line"),
                                    shown_name);
        }
      if (c == '"')
        break;
      if (c == '\\')
        {
          char next = _ak_notation_peek_at (r, 1);

          if (next != '"' && next != '\\')
            {
              g_string_free (value, TRUE);
              return _ak_notation_fail (r, r->line, r->column, AK_NOTATION_ERROR_SYNTAX,
                                        _("only \\\" and \\\\ are escapes in a tag value"));
            }
          _ak_notation_advance (r);
          c = next;
        }
      else if ((guchar) c < 0x20)
        {
          g_string_free (value, TRUE);
          return _ak_notation_fail (r, r->line, r->column, AK_NOTATION_ERROR_SYNTAX,
                                    _("a tag value cannot hold control characters"));
        }
      g_string_append_c (value, c);
      _ak_notation_advance (r);
    }
  _ak_notation_advance (r);  /* " */

  while (_ak_notation_peek (r) == ' ' || _ak_notation_peek (r) == '\t')
    _ak_notation_advance (r);
  if (_ak_notation_peek (r) != ']')
    {
      g_string_free (value, TRUE);
      return _ak_notation_fail (r, r->line, r->column, AK_NOTATION_ERROR_SYNTAX,
                                _("expected “]” to close tag %s"), shown_name);
    }
  _ak_notation_advance (r);

  /* A set of the names, so a file with many tags reads in linear time. */
  if (g_hash_table_contains (info->tag_names, name))
    {
      g_string_free (value, TRUE);
      return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                _("tag %s is given twice"), shown_name);
    }

  {
    AkTag *tag = g_new0 (AkTag, 1);
    gsize value_length = value->len;

    /* A GString doubles as it grows: the value keeps only its own bytes. */
    tag->name = g_steal_pointer (&name);
    tag->value = g_realloc (g_string_free (value, FALSE), value_length + 1);
    g_ptr_array_add (info->record->tags, tag);
    g_hash_table_add (info->tag_names, tag->name);
  }

  /* The spot's strings live in the record's tag list, which only grows
   * while the game is read. */
  {
    const AkTag *tag = g_ptr_array_index (info->record->tags, info->record->tags->len - 1);

    spot.name = tag->name;
    spot.value = tag->value;
  }
  g_array_append_val (info->spots, spot);
  return TRUE;
}

static const AkNotationTagSpot *
find_spot (const AkNotationGame *info,
           const char     *name)
{
  for (guint i = 0; i < info->spots->len; i++)
    {
      const AkNotationTagSpot *spot = &g_array_index (info->spots, AkNotationTagSpot, i);

      if (strcmp (spot->name, name) == 0)
        return spot;
    }
  return NULL;
}

/* Reads "S-N" with two whole numbers of at most two digits. */
gboolean
_ak_notation_parse_division (const char *text,
                             guint       totals[2])
{
  const char *p = text;

  for (int side = 0; side < 2; side++)
    {
      guint value = 0, digits = 0;

      while (*p >= '0' && *p <= '9')
        {
          value = value * 10 + (guint) (*p - '0');
          if (++digits > 2)
            return FALSE;
          p++;
        }
      if (digits == 0)
        return FALSE;
      totals[side] = value;
      if (side == 0)
        {
          if (*p != '-')
            return FALSE;
          p++;
        }
    }
  return *p == '\0';
}

static gboolean
is_date (const char *text)
{
  static const guint widths[] = { 4, 2, 2 };
  const char *p = text;

  for (guint part = 0; part < 3; part++)
    {
      gboolean unknown = *p == '?';

      for (guint i = 0; i < widths[part]; i++, p++)
        if (unknown ? *p != '?' : !g_ascii_isdigit (*p))
          return FALSE;
      if (part < 2 && *p++ != '.')
        return FALSE;
    }
  return *p == '\0';
}

/* The players' tags (AKN §2): a type is human or program, and only a
 * program has a level.  A program without one is fine: it plays at the
 * app's default level. */
static gboolean
check_players (AkNotationLexer *r,
               AkNotationGame  *info)
{
  for (int side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      const AkNotationTagSpot *type = find_spot (info, _ak_notation_type_tag (side));
      const AkNotationTagSpot *level = find_spot (info, _ak_notation_level_tag (side));
      gboolean program = type != NULL && strcmp (type->value, "program") == 0;
      guint number;

      if (type != NULL && !program && strcmp (type->value, "human") != 0)
        {
          g_autofree char *shown = ak_error_quote (type->value, -1);

          return _ak_notation_fail (r, type->line, type->column, AK_NOTATION_ERROR_SYNTAX,
                                    /* Translators: the first %s is the tag's name,
                                     * SouthType or NorthType; the second its value */
                                    _("%s must be human or program, not “%s”"),
                                    type->name, shown);
        }

      if (level == NULL)
        continue;
      if (!_ak_notation_parse_level (level->value, &number))
        {
          g_autofree char *shown = ak_error_quote (level->value, -1);

          return _ak_notation_fail (r, level->line, level->column, AK_NOTATION_ERROR_SYNTAX,
                                    /* Translators: %s is the tag's name, SouthLevel or
                                     * NorthLevel, then the numbers and the value */
                                    _("%s must be a whole number from %u to %u, not “%s”"),
                                    level->name, AK_LEVEL_MIN, AK_LEVEL_MAX, shown);
        }
      if (!program)
        return _ak_notation_fail (r, level->line, level->column, AK_NOTATION_ERROR_SYNTAX,
                                  /* Translators: the %s are tag names: SouthLevel and
                                   * SouthType, or NorthLevel and NorthType */
                                  _("%s is the level of a program, but %s is not "
                                    "“program”"),
                                  level->name, _ak_notation_type_tag (side));
    }

  return TRUE;
}

/* Gives meaning to the known tags of a game, in the order that lets each
 * use the one before: Variant and Rules, then Position. */
static gboolean
apply_tags (AkNotationLexer *r,
            AkNotationGame  *info)
{
  AkGameRecord *record = info->record;
  const AkNotationTagSpot *spot;
  g_autoptr(GError) local = NULL;
  g_autofree char *shown = NULL;   /* a bad value, as a message quotes it */

  ak_rules_init (&record->rules);

  if ((spot = find_spot (info, "Rules")) != NULL &&
      !ak_rules_parse (&record->rules, spot->value, &local))
    return _ak_notation_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_RULES,
                              "%s", local->message);

  if ((spot = find_spot (info, "Variant")) != NULL)
    {
      AkVariant variant;

      if (!ak_variant_from_string (spot->value, &variant))
        return _ak_notation_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_RULES,
                                  _("the variant must be adji-kui-1 or adji-kui-2, not “%s”"),
                                  (shown = ak_error_quote (spot->value, -1)));
      if (find_spot (info, "Rules") != NULL && strstr (find_spot (info, "Rules")->value,
                                                       "variant=") != NULL &&
          variant != record->rules.variant)
        return _ak_notation_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_RULES,
                                  _("the Variant tag contradicts the variant in the Rules tag"));
      record->rules.variant = variant;
    }

  if ((spot = find_spot (info, "Position")) != NULL)
    {
      if (!ak_position_parse (&record->start, spot->value, &local))
        return _ak_notation_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_POSITION,
                                  "%s", local->message);
    }
  else
    ak_position_init_start (&record->start, record->rules.first);
  record->root->position = record->start;

  if ((spot = find_spot (info, "Result")) != NULL && strcmp (spot->value, "*") != 0)
    {
      guint totals[2];

      if (!_ak_notation_parse_division (spot->value, totals))
        return _ak_notation_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_SYNTAX,
                                  _("a result is the seeds of each player, like 25-23, or *; "
                                    "not “%s”"), (shown = ak_error_quote (spot->value, -1)));
    }

  if ((spot = find_spot (info, "Date")) != NULL && !is_date (spot->value))
    return _ak_notation_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_SYNTAX,
                              _("a date is written YYYY.MM.DD, with ?? for unknown parts; "
                                "not “%s”"), (shown = ak_error_quote (spot->value, -1)));

  if ((spot = find_spot (info, "Game")) != NULL)
    {
      guint64 number;

      if (!g_ascii_string_to_unsigned (spot->value, 10, 1, 100000, &number, NULL))
        return _ak_notation_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_SYNTAX,
                                  _("the game number must be a whole number from 1, not “%s”"),
                                  (shown = ak_error_quote (spot->value, -1)));
    }

  if ((spot = find_spot (info, "Termination")) != NULL)
    {
      AkTermination termination;

      if (!ak_termination_from_string (spot->value, &termination))
        return _ak_notation_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_SYNTAX,
                                  _("the termination must be board, no-moves, repetition, "
                                    "no-capture, agreement or move-limit, not “%s”"),
                                  (shown = ak_error_quote (spot->value, -1)));
    }

  if ((spot = find_spot (info, "Purchase")) != NULL)
    {
      const char *p = spot->value;
      guint n = 0;
      gboolean ok = TRUE;

      /* The words are walked in place: a long value costs no copy of it. */
      info->has_purchase = TRUE;
      while (ok)
        {
          const char *word;
          gsize word_length;
          int hole;

          while (*p == ' ' || *p == '\t')
            p++;
          if (*p == '\0')
            break;
          word = p;
          while (*p != '\0' && *p != ' ' && *p != '\t')
            p++;
          word_length = (gsize) (p - word);

          if (n == 0)
            {
              if (word_length == 6 && strncmp (word, "South:", 6) == 0)
                info->buyer = AK_SOUTH;
              else if (word_length == 6 && strncmp (word, "North:", 6) == 0)
                info->buyer = AK_NORTH;
              else
                ok = FALSE;
            }
          else if (word_length == 1 && (hole = ak_hole_from_char (word[0])) >= 0 &&
                   info->n_purchases < AK_N_HOLES)
            info->purchases[info->n_purchases++] = (guint8) hole;
          else
            ok = FALSE;
          n++;
        }
      if (!ok || info->n_purchases == 0)
        return _ak_notation_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_SYNTAX,
                                  _("a purchase is written like “South: A B”, not “%s”"),
                                  (shown = ak_error_quote (spot->value, -1)));
    }

  return check_players (r, info);
}

/* The result must be what the game's end gives (RULES.md §4, AKN §4). */
static gboolean
check_result (AkNotationLexer *r,
              AkNotationGame  *info,
              AkHistory       *history)
{
  AkGameRecord *record = info->record;
  AkTermination termination = ak_history_get_termination (history);
  const AkNotationTagSpot *result_tag = find_spot (info, "Result");
  const AkNotationTagSpot *termination_tag = find_spot (info, "Termination");
  const char *expected_word = NULL;
  gboolean star = strcmp (record->result, "*") == 0;
  guint totals[2], written[2] = { 0, 0 };

  ak_position_division (ak_history_get_position (history), totals);

  if (star)
    {
      if (termination != AK_TERMINATION_NONE)
        return _ak_notation_fail (r, info->result_line, info->result_column,
                                  AK_NOTATION_ERROR_RESULT,
                                  _("the game is over (%s), so its result is %u-%u, not *"),
                                  ak_termination_to_string (termination),
                                  totals[AK_SOUTH], totals[AK_NORTH]);
    }
  else
    {
      _ak_notation_parse_division (record->result, written);
      if (written[0] != totals[0] || written[1] != totals[1])
        {
          if (termination != AK_TERMINATION_NONE)
            return _ak_notation_fail (r, info->result_line, info->result_column,
                                      AK_NOTATION_ERROR_RESULT,
                                      _("the game ends (%s) with %u-%u, not %s"),
                                      ak_termination_to_string (termination),
                                      totals[AK_SOUTH], totals[AK_NORTH], record->result);
          return _ak_notation_fail (r, info->result_line, info->result_column,
                                    AK_NOTATION_ERROR_RESULT,
                                    _("dividing the seeds of this unfinished game gives %u-%u, "
                                      "not %s"),
                                    totals[AK_SOUTH], totals[AK_NORTH], record->result);
        }
      expected_word = termination != AK_TERMINATION_NONE
        ? ak_termination_to_string (termination)
        : "agreement";
    }

  if (result_tag != NULL && strcmp (result_tag->value, record->result) != 0)
    return _ak_notation_fail (r, result_tag->line, result_tag->column, AK_NOTATION_ERROR_RESULT,
                              _("the Result tag says %s but the moves end with %s"),
                              result_tag->value, record->result);

  if (termination_tag != NULL)
    {
      if (expected_word == NULL)
        return _ak_notation_fail (r, termination_tag->line, termination_tag->column,
                                  AK_NOTATION_ERROR_RESULT,
                                  _("an unfinished game (*) has no Termination"));
      if (strcmp (termination_tag->value, expected_word) != 0)
        return _ak_notation_fail (r, termination_tag->line, termination_tag->column,
                                  AK_NOTATION_ERROR_RESULT,
                                  _("the game ended by %s, not by %s"),
                                  expected_word, termination_tag->value);
    }

  return TRUE;
}

static gboolean
read_game (AkNotationLexer *r,
           AkNotationGame  *info)
{
  g_autoptr(AkHistory) history = NULL;
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  info->record = ak_game_record_new (&rules, &start);
  info->spots = g_array_new (FALSE, FALSE, sizeof (AkNotationTagSpot));
  info->tag_names = g_hash_table_new (g_str_hash, g_str_equal);
  info->buyer = AK_SIDE_NONE;
  info->line = r->line;
  info->column = r->column;

  for (;;)
    {
      _ak_notation_skip_space (r);
      if (_ak_notation_peek (r) != '[')
        break;
      if (!read_tag (r, info))
        return FALSE;
    }

  if (!apply_tags (r, info))
    return FALSE;

  /* The main line is played on one history; variations branch off copies. */
  history = ak_history_new (&info->record->rules, &info->record->start);
  info->record->root->termination = ak_history_get_termination (history);
  if (!_ak_notation_read_line (r, info, history, info->record->root, 0, 0, 0))
    return FALSE;
  return check_result (r, info, history);
}

/* AKN §6: game n + 1 of a match starts from the rebuild of game n. */
static gboolean
check_match (AkNotationLexer    *r,
             const AkGameRecord *last,
             AkNotationGame     *info,
             AkSide              previous_starter,
             guint               games_before)
{
  const AkGameRecord *record = info->record;
  g_autofree char *match = ak_error_quote (ak_game_record_get_tag (record, "Match"), -1);
  const AkNotationTagSpot *position_tag = find_spot (info, "Position");
  const AkNotationTagSpot *game_tag = find_spot (info, "Game");
  const AkNotationTagSpot *purchase_tag = find_spot (info, "Purchase");
  guint line = position_tag ? position_tag->line : info->line;
  guint column = position_tag ? position_tag->column : info->column;
  g_autoptr(GError) local = NULL;
  g_autofree char *expected_text = NULL;
  AkRebuildPlan plan;
  AkPosition expected;
  guint wealth[2], result[2];
  AkSide starter;
  int winner;

  if (!ak_rules_equal (&last->rules, &record->rules))
    return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_MATCH,
                              _("game %u of match “%s” is played under other rules than the "
                                "game before"), r->game, match);

  if (game_tag != NULL && ak_game_record_get_tag (last, "Game") != NULL)
    {
      guint64 number = g_ascii_strtoull (game_tag->value, NULL, 10);
      guint64 before = g_ascii_strtoull (ak_game_record_get_tag (last, "Game"), NULL, 10);

      if (number != before + 1)
        {
          /* The numbers are written out first: a 64-bit format inside the
           * message would hide it from translation. */
          char number_given[24];
          char number_before[24];
          char number_expected[24];

          g_snprintf (number_given, sizeof number_given, "%" G_GUINT64_FORMAT, number);
          g_snprintf (number_before, sizeof number_before, "%" G_GUINT64_FORMAT, before);
          g_snprintf (number_expected, sizeof number_expected, "%" G_GUINT64_FORMAT, before + 1);
          return _ak_notation_fail (r, game_tag->line, game_tag->column, AK_NOTATION_ERROR_MATCH,
                                    /* Translators: the %s are game numbers and a match's name */
                                    _("game %s of match “%s” follows game %s; expected game %s"),
                                    number_given, match, number_before, number_expected);
        }
    }

  if (strcmp (last->result, "*") == 0)
    return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_MATCH,
                              _("the game before in match “%s” is unfinished, so no game can "
                                "follow it"), match);

  _ak_notation_parse_division (last->result, result);
  wealth[AK_SOUTH] = result[AK_SOUTH] + last->start.banks[AK_SOUTH];
  wealth[AK_NORTH] = result[AK_NORTH] + last->start.banks[AK_NORTH];

  if (ak_match_check_end (&record->rules, games_before, wealth, &winner) == AK_MATCH_OVER)
    return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_MATCH,
                              _("match “%s” was over after the game before, so no game can "
                                "follow it"), match);

  ak_match_plan (&record->rules, wealth, &plan);
  if (plan.buyer != AK_SIDE_NONE && !info->has_purchase)
    return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_MATCH,
                              ngettext ("%s buys %u hole at this rebuild: the game needs a "
                                        "Purchase tag",
                                        "%s buys %u holes at this rebuild: the game needs a "
                                        "Purchase tag", plan.n_purchases),
                              ak_side_name (plan.buyer), plan.n_purchases);
  if (info->has_purchase && info->buyer != plan.buyer)
    return _ak_notation_fail (r, purchase_tag->line, purchase_tag->column, AK_NOTATION_ERROR_MATCH,
                              plan.buyer == AK_SIDE_NONE
                              ? _("nobody buys a hole at this rebuild")
                              : _("the buyer at this rebuild is %s"),
                              ak_side_name (plan.buyer));

  starter = ak_match_next_starter (&record->rules, previous_starter, result);
  if (!ak_match_rebuild (&record->rules, wealth,
                         info->has_purchase ? info->purchases : NULL,
                         info->n_purchases, starter, &expected, &local))
    {
      if (purchase_tag != NULL && g_error_matches (local, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE))
        return _ak_notation_fail (r, purchase_tag->line, purchase_tag->column,
                                  AK_NOTATION_ERROR_MATCH, "%s", local->message);
      return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_MATCH, "%s", local->message);
    }

  if (!ak_position_equal (&expected, &record->start))
    {
      expected_text = ak_position_to_string (&expected);
      return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_MATCH,
                                _("game %u of match “%s” must start from the rebuild of the game "
                                  "before: %s"), r->game, match, expected_text);
    }

  return TRUE;
}

static gboolean
has_bought_holes (const AkPosition *pos)
{
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_position_owner (pos, hole) != ak_hole_row (hole))
      return TRUE;
  return FALSE;
}

/* AKN §6: a game that does not follow a game of its match.  Holes are
 * only bought at a rebuild, after a game of the same match, so a Purchase
 * tag or bought holes in the start then say that a game is missing; so
 * does a match that comes back after another, or a game numbered past 1
 * with no game of its match before it.  The file's first game is the
 * exception: it may be a game studied on its own, out of its match (or a
 * set-up position), whose start cannot be checked. */
static gboolean
check_match_start (AkNotationLexer *r,
                   AkNotationGame  *info,
                   gboolean         first,
                   GHashTable      *matches_before)
{
  const AkGameRecord *record = info->record;
  const char *match = ak_game_record_get_tag (record, "Match");
  const AkNotationTagSpot *purchase_tag = find_spot (info, "Purchase");
  const AkNotationTagSpot *position_tag = find_spot (info, "Position");
  const AkNotationTagSpot *game_tag = find_spot (info, "Game");
  const AkNotationTagSpot *match_tag = find_spot (info, "Match");
  g_autofree char *shown = match != NULL ? ak_error_quote (match, -1) : NULL;

  if (purchase_tag != NULL && match == NULL)
    return _ak_notation_fail (r, purchase_tag->line, purchase_tag->column,
                              AK_NOTATION_ERROR_MATCH,
                              _("game %u has a Purchase tag but no Match tag: holes are only "
                                "bought in a match"), r->game);
  if (first)
    return TRUE;

  if (match != NULL && g_hash_table_contains (matches_before, match))
    return _ak_notation_fail (r, match_tag->line, match_tag->column, AK_NOTATION_ERROR_MATCH,
                              _("game %u is of match “%s”, which another match interrupts: "
                                "the games of a match stand together, in order"),
                              r->game, shown);
  if (purchase_tag != NULL)
    return _ak_notation_fail (r, purchase_tag->line, purchase_tag->column,
                              AK_NOTATION_ERROR_MATCH,
                              _("game %u has a Purchase tag, but the game before it is not of "
                                "match “%s”: holes are bought at the rebuild after a game of "
                                "the same match"), r->game, shown);
  if (has_bought_holes (&record->start))
    return _ak_notation_fail (r, position_tag->line, position_tag->column,
                              AK_NOTATION_ERROR_MATCH,
                              match != NULL
                              ? _("game %u starts with bought holes (its Position tag), but "
                                  "the game before it is not of its match: holes are bought "
                                  "at the rebuild after a game of the same match")
                              : _("game %u starts with bought holes (its Position tag), but "
                                  "has no Match tag: holes are bought at the rebuild after a "
                                  "game of the same match"), r->game);
  if (match != NULL && game_tag != NULL && strcmp (game_tag->value, "1") != 0)
    return _ak_notation_fail (r, game_tag->line, game_tag->column, AK_NOTATION_ERROR_MATCH,
                              _("game %u is game %s of match “%s”, but the game before it is "
                                "not of that match"), r->game, game_tag->value, shown);
  return TRUE;
}

static void
game_info_clear (AkNotationGame *info)
{
  g_clear_pointer (&info->record, ak_game_record_free);
  g_clear_pointer (&info->spots, g_array_unref);
  g_clear_pointer (&info->tag_names, g_hash_table_unref);
}

/**
 * ak_notation_read:
 * @text: AKN text, UTF-8
 * @length: its length in bytes, or -1 if nul-terminated
 * @location: (out) (optional): where the first problem is, on error
 * @error: return location for an %AK_NOTATION_ERROR
 *
 * Reads every game of an AKN file and replays every move of every line
 * with the engine.  Matches are checked game to game (AKN §6).  The
 * error's message says what is wrong, in plain words; @location says where.
 *
 * Returns: (transfer full) (element-type AkGameRecord): the games, in
 *   order, or %NULL on error.
 */
GPtrArray *
ak_notation_read (const char          *text,
                  gssize               length,
                  AkNotationLocation  *location,
                  GError             **error)
{
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
  g_autoptr(GHashTable) matches_before = g_hash_table_new (g_str_hash, g_str_equal);
  const AkGameRecord *previous = NULL;   /* the last game read, in @games */
  const char *invalid = NULL;
  AkNotationLexer r = { 0, };
  gboolean ok = TRUE;

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  r.text = text ? text : "";
  r.length = length < 0 ? strlen (r.text) : (gsize) length;
  r.line = 1;
  r.column = 1;
  r.location = location;
  r.error = error;

  if (!g_utf8_validate_len (r.text, r.length, &invalid))
    {
      /* Say where, counting up to the bad byte. */
      while (r.text + r.pos < invalid)
        _ak_notation_advance (&r);
      _ak_notation_fail (&r, r.line, r.column, AK_NOTATION_ERROR_SYNTAX,
                         _("the file is not valid UTF-8 text"));
      return NULL;
    }
  if (r.length >= 3 && memcmp (r.text, "\xef\xbb\xbf", 3) == 0)
    r.pos = 3;

  for (guint games_in_match = 1;;)
    {
      AkNotationGame info = { 0, };
      const char *match;
      const char *previous_match;

      _ak_notation_skip_space (&r);
      if (_ak_notation_at_end (&r))
        break;

      /* Text that does not open as AKN can (a tag, a comment, a move
       * number, a move, a pass or a result) is no game file at all: said
       * so, rather than what its first word is not. */
      if (r.game == 0 && strchr ("[{;(*-0123456789abcdefABCDEF", _ak_notation_peek (&r)) == NULL)
        {
          ok = _ak_notation_fail (&r, r.line, r.column, AK_NOTATION_ERROR_SYNTAX,
                                  _("this is not an Adji Kui game file"));
          break;
        }

      if (++r.game > AK_NOTATION_MAX_GAMES)
        {
          ok = _ak_notation_fail (&r, r.line, r.column, AK_NOTATION_ERROR_SYNTAX,
                                  _("the file holds more than %u games, the most a file may "
                                    "hold"), AK_NOTATION_MAX_GAMES);
          break;
        }
      ok = read_game (&r, &info);
      if (!ok)
        {
          game_info_clear (&info);
          break;
        }

      /* A game that shares its Match tag with the game before must follow
       * from it; any other must start a match, or be no match's.  Checked
       * as soon as it is read, so the problem reported is the first in the
       * file. */
      match = ak_game_record_get_tag (info.record, "Match");
      previous_match = previous != NULL ? ak_game_record_get_tag (previous, "Match") : NULL;
      if (match != NULL && previous_match != NULL && strcmp (match, previous_match) == 0)
        {
          ok = check_match (&r, previous, &info, previous->start.side, games_in_match);
          games_in_match++;
        }
      else
        {
          ok = check_match_start (&r, &info, previous == NULL, matches_before);
          games_in_match = 1;
          /* The names live in the records, which live to the end. */
          if (previous_match != NULL)
            g_hash_table_add (matches_before, (gpointer) previous_match);
        }
      if (!ok)
        {
          game_info_clear (&info);
          break;
        }

      /* Only the record is kept: what the checks used goes now. */
      previous = info.record;
      g_ptr_array_add (games, g_steal_pointer (&info.record));
      game_info_clear (&info);
    }

  if (ok && games->len == 0)
    ok = _ak_notation_fail (&r, r.line, r.column, AK_NOTATION_ERROR_SYNTAX,
                            _("the file holds no game"));

  return ok ? g_steal_pointer (&games) : NULL;
}

