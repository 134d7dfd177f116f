/* ak-notation-reader.c — reading AKN: tags, movetext, and the checks that
 * make a record a legal game
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

#define MAX_DEPTH    64     /* nested variations */
#define MAX_NAG      255

/* A tag as read, with where its value stands, for messages. */
typedef struct
{
  const char *name;
  const char *value;
  guint       line;
  guint       column;        /* of the value's opening quote */
} TagSpot;

typedef struct
{
  AkGameRecord *record;
  GArray       *spots;       /* TagSpot */
  GHashTable   *tag_names;   /* the names read so far, borrowed from the tags */
  guint         line;        /* where the game begins */
  guint         column;
  guint         result_line;
  guint         result_column;
  int           buyer;       /* from Purchase, or AK_SIDE_NONE */
  guint8        purchases[AK_N_HOLES];
  guint         n_purchases;
  gboolean      has_purchase;
} GameInfo;

static gboolean
read_tag (AkNotationLexer *r,
          GameInfo        *info)
{
  guint line = r->line, column = r->column;
  GString *value = g_string_new (NULL);
  g_autofree char *name = NULL;
  g_autofree char *shown_name = NULL;
  TagSpot spot;
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

static const TagSpot *
find_spot (const GameInfo *info,
           const char     *name)
{
  for (guint i = 0; i < info->spots->len; i++)
    {
      const TagSpot *spot = &g_array_index (info->spots, TagSpot, i);

      if (strcmp (spot->name, name) == 0)
        return spot;
    }
  return NULL;
}

/* Reads "S-N" with two whole numbers of at most two digits. */
static gboolean
parse_division (const char *text,
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
               GameInfo        *info)
{
  for (int side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      const TagSpot *type = find_spot (info, _ak_notation_type_tag (side));
      const TagSpot *level = find_spot (info, _ak_notation_level_tag (side));
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
            GameInfo        *info)
{
  AkGameRecord *record = info->record;
  const TagSpot *spot;
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

      if (!parse_division (spot->value, totals))
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

static char *
move_name (int move)
{
  if (move == AK_MOVE_PASS)
    return g_strdup ("--");
  return g_strdup_printf ("%c", ak_hole_to_char (move));
}

/* Keeps a comment read at @line and @column, within the caps on comments
 * (README's AKN section). */
static gboolean
keep_comment (AkNotationLexer  *r,
              GPtrArray       **strings,
              char             *comment,
              guint             line,
              guint             column)
{
  g_autoptr(GError) local = NULL;

  if (*strings != NULL && (*strings)->len >= AK_NOTATION_MAX_MOVE_COMMENTS)
    {
      g_free (comment);
      return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                _("more than %u comments stand together here, the most one "
                                  "move may have"), AK_NOTATION_MAX_MOVE_COMMENTS);
    }
  if (++r->n_comments > AK_NOTATION_MAX_COMMENTS)
    {
      g_free (comment);
      return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                _("the file holds more than %u comments, the most a file may "
                                  "hold"), AK_NOTATION_MAX_COMMENTS);
    }
  if (!ak_eval_check (comment, &local))
    {
      g_free (comment);
      return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX, "%s",
                                local->message);
    }
  _ak_notation_add_string (strings, comment);
  return TRUE;
}

/* Reads the moves of one line, up to the result (depth 0) or the ")" that
 * closes it.  @parent is the node the line's first move follows. */
static gboolean
read_line (AkNotationLexer *r,
           GameInfo        *info,
           AkHistory       *history,
           AkGameNode      *parent,
           guint            depth,
           guint            open_line,
           guint            open_column)
{
  AkGameNode *last = NULL;
  GPtrArray *pending = NULL;   /* comments before the line's first move */

  for (;;)
    {
      guint line, column;
      char c;

      _ak_notation_skip_space (r);
      line = r->line;
      column = r->column;
      c = _ak_notation_peek (r);

      if (_ak_notation_at_end (r))
        {
          g_clear_pointer (&pending, g_ptr_array_unref);
          if (depth > 0)
            return _ak_notation_fail (r, open_line, open_column, AK_NOTATION_ERROR_SYNTAX,
                                      _("the variation opened here is never closed with “)”"));
          return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                    _("the game has no result at its end (the seeds of each "
                                      "player, like 25-23, or *)"));
        }

      if (c == '[' && depth == 0)
        {
          g_clear_pointer (&pending, g_ptr_array_unref);
          return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                    _("the game has no result before the next game’s tags (the "
                                      "seeds of each player, like 25-23, or *)"));
        }

      if (c == '{' || c == ';')
        {
          char *comment = NULL;

          if (!_ak_notation_read_comment (r, &comment))
            {
              g_clear_pointer (&pending, g_ptr_array_unref);
              return FALSE;
            }
          if (!keep_comment (r, last != NULL ? &last->comments
                                : depth == 0 ? &parent->comments
                                : &pending,
                             comment, line, column))
            {
              g_clear_pointer (&pending, g_ptr_array_unref);
              return FALSE;
            }
          continue;
        }

      if (c == '(')
        {
          guint n_plies;

          if (last == NULL)
            {
              g_clear_pointer (&pending, g_ptr_array_unref);
              return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                        _("a variation must follow the move it replaces"));
            }
          if (depth + 1 > MAX_DEPTH)
            {
              g_clear_pointer (&pending, g_ptr_array_unref);
              return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                        _("variations are nested more than %d deep"), MAX_DEPTH);
            }
          if (last->parent->children->len > AK_NOTATION_MAX_VARIATIONS)
            {
              g_clear_pointer (&pending, g_ptr_array_unref);
              return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                        _("the move has more than %u variations, the most one "
                                          "move may have"), AK_NOTATION_MAX_VARIATIONS);
            }
          _ak_notation_advance (r);

          /* The variation is played on the same history, from before the
           * move it replaces, and taken back after: a copy of the history
           * would cost as much as the line so far, for every variation. */
          ak_history_undo (history);
          n_plies = ak_history_get_n_plies (history);
          if (!read_line (r, info, history, last->parent, depth + 1, line, column))
            {
              g_clear_pointer (&pending, g_ptr_array_unref);
              return FALSE;
            }
          while (ak_history_get_n_plies (history) > n_plies)
            ak_history_undo (history);
          ak_history_play (history, last->move, NULL, NULL);
          continue;
        }

      if (c == ')')
        {
          g_clear_pointer (&pending, g_ptr_array_unref);
          if (depth == 0)
            return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                      _("“)” closes no variation"));
          if (last == NULL)
            return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                      _("a variation needs at least one move"));
          _ak_notation_advance (r);
          return TRUE;
        }

      if (c == '$')
        {
          guint64 nag;
          gsize begin;
          g_autofree char *digits = NULL;

          _ak_notation_advance (r);
          begin = r->pos;
          while (g_ascii_isdigit (_ak_notation_peek (r)))
            _ak_notation_advance (r);
          digits = g_strndup (r->text + begin, r->pos - begin);
          if (!g_ascii_string_to_unsigned (digits, 10, 0, MAX_NAG, &nag, NULL) ||
              !_ak_notation_is_delimiter (_ak_notation_peek (r)))
            {
              g_clear_pointer (&pending, g_ptr_array_unref);
              return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                        _("a glyph is “$” and a number from 0 to 255"));
            }
          if (last == NULL)
            {
              g_clear_pointer (&pending, g_ptr_array_unref);
              return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                        _("a glyph ($N) must follow a move"));
            }
          if (last->nags == NULL)
            last->nags = g_array_new (FALSE, FALSE, sizeof (guint));
          {
            guint value = (guint) nag;

            g_array_append_val (last->nags, value);
          }
          continue;
        }

      if (c == '*' || g_ascii_isdigit (c))
        {
          gsize begin = r->pos;
          g_autofree char *token = NULL;
          g_autofree char *shown = NULL;

          if (c == '*')
            _ak_notation_advance (r);
          else
            {
              while (g_ascii_isdigit (_ak_notation_peek (r)))
                _ak_notation_advance (r);
              if (_ak_notation_peek (r) == '.')
                {
                  /* A move number, N. or N...: checked loosely. */
                  _ak_notation_advance (r);
                  if (_ak_notation_peek (r) == '.' && _ak_notation_peek_at (r, 1) == '.')
                    {
                      _ak_notation_advance (r);
                      _ak_notation_advance (r);
                    }
                  continue;
                }
              if (_ak_notation_peek (r) == '-' && g_ascii_isdigit (_ak_notation_peek_at (r, 1)))
                {
                  _ak_notation_advance (r);
                  while (g_ascii_isdigit (_ak_notation_peek (r)))
                    _ak_notation_advance (r);
                }
              else
                {
                  g_autofree char *text = NULL;

                  r->pos = begin;
                  r->line = line;
                  r->column = column;
                  text = _ak_notation_token_text (r);
                  g_clear_pointer (&pending, g_ptr_array_unref);
                  return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                            _("“%s” is neither a move nor a result"), text);
                }
            }
          if (!_ak_notation_is_delimiter (_ak_notation_peek (r)))
            {
              g_autofree char *text = NULL;

              r->pos = begin;
              r->line = line;
              r->column = column;
              text = _ak_notation_token_text (r);
              g_clear_pointer (&pending, g_ptr_array_unref);
              return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                        _("“%s” is neither a move nor a result"), text);
            }

          g_clear_pointer (&pending, g_ptr_array_unref);
          token = g_strndup (r->text + begin, r->pos - begin);
          if (depth > 0)
            return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                      _("a result cannot stand inside a variation"));
          if (c != '*')
            {
              guint totals[2];

              if (!parse_division (token, totals))
                return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                          _("a result is the seeds of each player, like 25-23, "
                                            "or *; not “%s”"),
                                          (shown = ak_error_quote (token, -1)));
            }
          g_free (info->record->result);
          info->record->result = g_steal_pointer (&token);
          info->result_line = line;
          info->result_column = column;

          /* Comments after the result belong to the game's last move (or
           * its start); the writer puts them before the result. */
          for (;;)
            {
              char *comment = NULL;
              guint comment_line, comment_column;

              _ak_notation_skip_space (r);
              if (_ak_notation_peek (r) != '{' && _ak_notation_peek (r) != ';')
                break;
              comment_line = r->line;
              comment_column = r->column;
              if (!_ak_notation_read_comment (r, &comment) ||
                  !keep_comment (r, last != NULL ? &last->comments : &parent->comments, comment,
                                 comment_line, comment_column))
                return FALSE;
            }
          return TRUE;
        }

      /* A move: a hole letter or "--", then xK, then a suffix. */
      {
        g_autofree char *name = NULL;
        g_autofree char *suffix = NULL;
        AkGameNode *node;
        AkMoveInfo move_info;
        AkVerdict verdict;
        int move;
        int annotated = -1;
        gsize begin;

        if (c == '-' && _ak_notation_peek_at (r, 1) == '-')
          {
            move = AK_MOVE_PASS;
            _ak_notation_advance (r);
            _ak_notation_advance (r);
          }
        else if (ak_hole_from_char (c) >= 0)
          {
            move = ak_hole_from_char (c);
            _ak_notation_advance (r);
          }
        else
          {
            g_autofree char *text = _ak_notation_token_text (r);

            g_clear_pointer (&pending, g_ptr_array_unref);
            if (g_ascii_isalpha (c))
              return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                        _("“%c” is not a hole (a–f, A–F)"), c);
            return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                      _("“%s” is not a move (a hole a–f, A–F, or -- for a pass)"),
                                      text);
          }

        if (_ak_notation_peek (r) == 'x')
          {
            guint value = 0, digits = 0;

            _ak_notation_advance (r);
            while (g_ascii_isdigit (_ak_notation_peek (r)) && digits < 3)
              {
                value = value * 10 + (guint) (_ak_notation_peek (r) - '0');
                digits++;
                _ak_notation_advance (r);
              }
            if (digits == 0)
              {
                g_clear_pointer (&pending, g_ptr_array_unref);
                return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                          _("a capture is written x and the seeds taken, "
                                            "like fx4"));
              }
            annotated = (int) value;
          }

        begin = r->pos;
        while (_ak_notation_peek (r) == '!' || _ak_notation_peek (r) == '?')
          _ak_notation_advance (r);
        if (r->pos > begin)
          {
            static const char * const suffixes[] = { "!", "?", "!!", "??", "!?", "?!" };
            gboolean known = FALSE;

            suffix = g_strndup (r->text + begin, r->pos - begin);
            for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
              known |= strcmp (suffix, suffixes[i]) == 0;
            if (!known)
              {
                g_autofree char *shown = ak_error_quote (suffix, -1);

                g_clear_pointer (&pending, g_ptr_array_unref);
                return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                          _("“%s” is not a move annotation (!, ?, !!, ??, !?, ?!)"),
                                          shown);
              }
          }

        if (!_ak_notation_is_delimiter (_ak_notation_peek (r)))
          {
            g_autofree char *text = NULL;

            r->pos = begin;
            while (r->pos > 0 && !_ak_notation_is_delimiter (r->text[r->pos - 1]))
              r->pos--;
            r->line = line;
            r->column = column;
            text = _ak_notation_token_text (r);
            g_clear_pointer (&pending, g_ptr_array_unref);
            return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                      _("“%s” is not a move (a hole a–f, A–F, or -- for a pass)"),
                                      text);
          }

        name = move_name (move);
        verdict = ak_history_play (history, move, &move_info, NULL);
        if (verdict != AK_VERDICT_LEGAL)
          {
            const AkPosition *pos = ak_history_get_position (history);
            guint number = (ak_history_get_n_plies (history) +
                            (ak_history_get_start (history)->side == AK_NORTH ? 1 : 0) + 2) / 2;
            g_autofree char *why = NULL;

            g_clear_pointer (&pending, g_ptr_array_unref);
            if (verdict == AK_VERDICT_GAME_OVER && ak_history_is_over (history))
              why = g_strdup_printf (_("the game is already over (%s)"),
                                     ak_termination_to_string (ak_history_get_termination (history)));
            else
              why = ak_verdict_describe (verdict, pos, move);
            return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_ILLEGAL_MOVE,
                                      _("move %u%s “%s” is illegal: %s"), number,
                                      pos->side == AK_NORTH ? "..." : ".", name, why);
          }

        if (annotated >= 0 && (guint) annotated != move_info.captured)
          {
            guint number = (ak_history_get_n_plies (history) +
                            (ak_history_get_start (history)->side == AK_NORTH ? 1 : 0) + 1) / 2;
            gboolean north = ak_history_get_position (history)->side == AK_SOUTH;

            g_clear_pointer (&pending, g_ptr_array_unref);
            return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_ILLEGAL_MOVE,
                                      ngettext ("move %u%s “%s” captures %u seed, "
                                                "not %d as written",
                                                "move %u%s “%s” captures %u seeds, "
                                                "not %d as written",
                                                move_info.captured),
                                      number, north ? "..." : ".", name, move_info.captured,
                                      annotated);
          }

        if (++r->n_moves > AK_NOTATION_MAX_MOVES)
          {
            g_clear_pointer (&pending, g_ptr_array_unref);
            return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                      _("the file holds more than %u moves (variations "
                                        "included), the most a file may hold"),
                                      AK_NOTATION_MAX_MOVES);
          }
        node = _ak_game_node_new (last != NULL ? last : parent);
        node->move = move;
        node->captured = move_info.captured;
        node->position = *ak_history_get_position (history);
        node->termination = ak_history_get_termination (history);
        node->suffix = g_steal_pointer (&suffix);
        node->line = line;
        node->column = column;
        if (last == NULL && pending != NULL)
          node->comments_before = g_steal_pointer (&pending);
        last = node;
      }
    }
}

/* The result must be what the game's end gives (RULES.md §4, AKN §4). */
static gboolean
check_result (AkNotationLexer *r,
              GameInfo        *info,
              AkHistory       *history)
{
  AkGameRecord *record = info->record;
  AkTermination termination = ak_history_get_termination (history);
  const TagSpot *result_tag = find_spot (info, "Result");
  const TagSpot *termination_tag = find_spot (info, "Termination");
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
      parse_division (record->result, written);
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
           GameInfo        *info)
{
  g_autoptr(AkHistory) history = NULL;
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  info->record = ak_game_record_new (&rules, &start);
  info->spots = g_array_new (FALSE, FALSE, sizeof (TagSpot));
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
  if (!read_line (r, info, history, info->record->root, 0, 0, 0))
    return FALSE;
  return check_result (r, info, history);
}

/* AKN §6: game n + 1 of a match starts from the rebuild of game n. */
static gboolean
check_match (AkNotationLexer    *r,
             const AkGameRecord *last,
             GameInfo           *info,
             AkSide           previous_starter,
             guint            games_before)
{
  const AkGameRecord *record = info->record;
  g_autofree char *match = ak_error_quote (ak_game_record_get_tag (record, "Match"), -1);
  const TagSpot *position_tag = find_spot (info, "Position");
  const TagSpot *game_tag = find_spot (info, "Game");
  const TagSpot *purchase_tag = find_spot (info, "Purchase");
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

  parse_division (last->result, result);
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
                   GameInfo        *info,
                   gboolean         first,
                   GHashTable      *matches_before)
{
  const AkGameRecord *record = info->record;
  const char *match = ak_game_record_get_tag (record, "Match");
  const TagSpot *purchase_tag = find_spot (info, "Purchase");
  const TagSpot *position_tag = find_spot (info, "Position");
  const TagSpot *game_tag = find_spot (info, "Game");
  const TagSpot *match_tag = find_spot (info, "Match");
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
game_info_clear (GameInfo *info)
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
      GameInfo info = { 0, };
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

