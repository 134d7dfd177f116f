/* ak-notation-movetext.c — reading AKN's movetext: moves, variations,
 * comments, glyphs and the result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every move is played with the engine as it is read, so a line that
 * reads is a legal line; anything else is refused with the line and
 * column of the first problem.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-error.h"
#include "ak-notation.h"
#include "ak-notation-private.h"

#define MAX_DEPTH    64     /* nested variations */
#define MAX_NAG      255

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

/* Reading one line of moves: a main line or a variation, up to the
 * result (depth 0) or the ")" that closes it.  Each kind of token has its
 * own reader, which says whether the line goes on, ends or failed. */
typedef enum
{
  LINE_NEXT,
  LINE_DONE,
  LINE_FAILED,
} LineStep;

typedef struct
{
  AkNotationLexer  *r;
  AkNotationGame   *info;
  AkHistory        *history;
  AkGameNode       *parent;       /* the node the line's first move follows */
  AkGameNode       *last;         /* the line's last move so far, or NULL */
  GPtrArray       **pending;      /* comments before the line's first move */
  guint             depth;
  guint             open_line;    /* where the variation's "(" stands */
  guint             open_column;
} Line;

static inline LineStep
line_fail (gboolean ok)
{
  return ok ? LINE_NEXT : LINE_FAILED;
}

/* A comment: kept on the last move, before the line's first move, or on
 * the game's start. */
static LineStep
read_line_comment (Line  *l,
                   guint  line,
                   guint  column)
{
  char *comment = NULL;

  if (!_ak_notation_read_comment (l->r, &comment))
    return LINE_FAILED;
  return line_fail (keep_comment (l->r, l->last != NULL ? &l->last->comments
                                        : l->depth == 0 ? &l->parent->comments
                                        : l->pending,
                                  comment, line, column));
}

/* "(": a variation of the last move, played on the same history from
 * before that move, and taken back after: a copy of the history would
 * cost as much as the line so far, for every variation. */
static LineStep
read_line_variation (Line  *l,
                     guint  line,
                     guint  column)
{
  AkNotationLexer *r = l->r;
  guint n_plies;

  if (l->last == NULL)
    return line_fail (_ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                         _("a variation must follow the move it replaces")));
  if (l->depth + 1 > MAX_DEPTH)
    return line_fail (_ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                         _("variations are nested more than %d deep"), MAX_DEPTH));
  if (l->last->parent->children->len > AK_NOTATION_MAX_VARIATIONS)
    return line_fail (_ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                         _("the move has more than %u variations, the most one "
                                           "move may have"), AK_NOTATION_MAX_VARIATIONS));
  _ak_notation_advance (r);

  ak_history_undo (l->history);
  n_plies = ak_history_get_n_plies (l->history);
  if (!_ak_notation_read_line (r, l->info, l->history, l->last->parent, l->depth + 1, line, column))
    return LINE_FAILED;
  while (ak_history_get_n_plies (l->history) > n_plies)
    ak_history_undo (l->history);
  ak_history_play (l->history, l->last->move, NULL, NULL);
  return LINE_NEXT;
}

/* ")": the end of a variation. */
static LineStep
read_line_close (Line  *l,
                 guint  line,
                 guint  column)
{
  if (l->depth == 0)
    return line_fail (_ak_notation_fail (l->r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                         _("“)” closes no variation")));
  if (l->last == NULL)
    return line_fail (_ak_notation_fail (l->r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                         _("a variation needs at least one move")));
  _ak_notation_advance (l->r);
  return LINE_DONE;
}

/* "$N": a glyph on the last move. */
static LineStep
read_line_nag (Line  *l,
               guint  line,
               guint  column)
{
  AkNotationLexer *r = l->r;
  g_autofree char *digits = NULL;
  guint64 nag;
  guint value;
  gsize begin;

  _ak_notation_advance (r);
  begin = r->pos;
  while (g_ascii_isdigit (_ak_notation_peek (r)))
    _ak_notation_advance (r);
  digits = g_strndup (r->text + begin, r->pos - begin);
  if (!g_ascii_string_to_unsigned (digits, 10, 0, MAX_NAG, &nag, NULL) ||
      !_ak_notation_is_delimiter (_ak_notation_peek (r)))
    return line_fail (_ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                         _("a glyph is “$” and a number from 0 to 255")));
  if (l->last == NULL)
    return line_fail (_ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                         _("a glyph ($N) must follow a move")));
  if (l->last->nags == NULL)
    l->last->nags = g_array_new (FALSE, FALSE, sizeof (guint));
  value = (guint) nag;
  g_array_append_val (l->last->nags, value);
  return LINE_NEXT;
}

/* Fails on the token that starts at @begin, which is neither a move nor
 * a result. */
static LineStep
fail_neither (AkNotationLexer *r,
              gsize            begin,
              guint            line,
              guint            column)
{
  g_autofree char *text = NULL;

  r->pos = begin;
  r->line = line;
  r->column = column;
  text = _ak_notation_token_text (r);
  return line_fail (_ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                       _("“%s” is neither a move nor a result"), text));
}

/* "*" or a digit: a move number, checked loosely, or the game's result,
 * with the comments after it. */
static LineStep
read_line_result (Line  *l,
                  char   c,
                  guint  line,
                  guint  column)
{
  AkNotationLexer *r = l->r;
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
          return LINE_NEXT;
        }
      if (_ak_notation_peek (r) == '-' && g_ascii_isdigit (_ak_notation_peek_at (r, 1)))
        {
          _ak_notation_advance (r);
          while (g_ascii_isdigit (_ak_notation_peek (r)))
            _ak_notation_advance (r);
        }
      else
        return fail_neither (r, begin, line, column);
    }
  if (!_ak_notation_is_delimiter (_ak_notation_peek (r)))
    return fail_neither (r, begin, line, column);

  g_clear_pointer (l->pending, g_ptr_array_unref);
  token = g_strndup (r->text + begin, r->pos - begin);
  if (l->depth > 0)
    return line_fail (_ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                         _("a result cannot stand inside a variation")));
  if (c != '*')
    {
      guint totals[2];

      if (!_ak_notation_parse_division (token, totals))
        return line_fail (_ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                             _("a result is the seeds of each player, like 25-23, "
                                               "or *; not “%s”"),
                                             (shown = ak_error_quote (token, -1))));
    }
  g_free (l->info->record->result);
  l->info->record->result = g_steal_pointer (&token);
  l->info->result_line = line;
  l->info->result_column = column;

  /* Comments after the result belong to the game's last move (or its
   * start); the writer puts them before the result. */
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
          !keep_comment (r, l->last != NULL ? &l->last->comments : &l->parent->comments, comment,
                         comment_line, comment_column))
        return LINE_FAILED;
    }
  return LINE_DONE;
}

/* The move part of a move token: a hole letter or "--". */
static gboolean
read_move_hole (AkNotationLexer *r,
                char             c,
                guint            line,
                guint            column,
                int             *move)
{
  if (c == '-' && _ak_notation_peek_at (r, 1) == '-')
    {
      *move = AK_MOVE_PASS;
      _ak_notation_advance (r);
      _ak_notation_advance (r);
      return TRUE;
    }
  if (ak_hole_from_char (c) >= 0)
    {
      *move = ak_hole_from_char (c);
      _ak_notation_advance (r);
      return TRUE;
    }
  {
    g_autofree char *text = _ak_notation_token_text (r);

    if (g_ascii_isalpha (c))
      return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                _("“%c” is not a hole (a–f, A–F)"), c);
    return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                              _("“%s” is not a move (a hole a–f, A–F, or -- for a pass)"), text);
  }
}

/* After the hole: "xK", the seeds the move captures, or nothing
 * (@annotated stays -1); then a suffix such as "?!", or none. */
static gboolean
read_move_marks (AkNotationLexer  *r,
                 guint             line,
                 guint             column,
                 int              *annotated,
                 char            **suffix)
{
  gsize begin;

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
        return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                  _("a capture is written x and the seeds taken, like fx4"));
      *annotated = (int) value;
    }

  begin = r->pos;
  while (_ak_notation_peek (r) == '!' || _ak_notation_peek (r) == '?')
    _ak_notation_advance (r);
  if (r->pos > begin)
    {
      static const char * const suffixes[] = { "!", "?", "!!", "??", "!?", "?!" };
      gboolean known = FALSE;

      *suffix = g_strndup (r->text + begin, r->pos - begin);
      for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
        known |= strcmp (*suffix, suffixes[i]) == 0;
      if (!known)
        {
          g_autofree char *shown = ak_error_quote (*suffix, -1);

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
      return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                _("“%s” is not a move (a hole a–f, A–F, or -- for a pass)"), text);
    }
  return TRUE;
}

/* Plays a move read from the file, which must be legal and capture what
 * it says it does. */
static gboolean
play_read_move (AkNotationLexer *r,
                AkHistory       *history,
                int              move,
                int              annotated,
                guint            line,
                guint            column,
                AkMoveInfo      *move_info)
{
  g_autofree char *name = move_name (move);
  AkVerdict verdict = ak_history_play (history, move, move_info, NULL);

  if (verdict != AK_VERDICT_LEGAL)
    {
      const AkPosition *pos = ak_history_get_position (history);
      guint number = (ak_history_get_n_plies (history) +
                      (ak_history_get_start (history)->side == AK_NORTH ? 1 : 0) + 2) / 2;
      g_autofree char *why = NULL;

      if (verdict == AK_VERDICT_GAME_OVER && ak_history_is_over (history))
        why = g_strdup_printf (_("the game is already over (%s)"),
                               ak_termination_to_string (ak_history_get_termination (history)));
      else
        why = ak_verdict_describe (verdict, pos, move);
      return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_ILLEGAL_MOVE,
                                _("move %u%s “%s” is illegal: %s"), number,
                                pos->side == AK_NORTH ? "..." : ".", name, why);
    }

  if (annotated >= 0 && (guint) annotated != move_info->captured)
    {
      guint number = (ak_history_get_n_plies (history) +
                      (ak_history_get_start (history)->side == AK_NORTH ? 1 : 0) + 1) / 2;
      gboolean north = ak_history_get_position (history)->side == AK_SOUTH;

      return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_ILLEGAL_MOVE,
                                ngettext ("move %u%s “%s” captures %u seed, "
                                          "not %d as written",
                                          "move %u%s “%s” captures %u seeds, "
                                          "not %d as written",
                                          move_info->captured),
                                number, north ? "..." : ".", name, move_info->captured,
                                annotated);
    }
  return TRUE;
}

/* A move: a hole letter or "--", then xK, then a suffix; played, and
 * added to the line. */
static LineStep
read_line_move (Line  *l,
                char   c,
                guint  line,
                guint  column)
{
  AkNotationLexer *r = l->r;
  g_autofree char *suffix = NULL;
  AkGameNode *node;
  AkMoveInfo move_info;
  int move = AK_MOVE_NONE, annotated = -1;

  if (!read_move_hole (r, c, line, column, &move) ||
      !read_move_marks (r, line, column, &annotated, &suffix) ||
      !play_read_move (r, l->history, move, annotated, line, column, &move_info))
    return LINE_FAILED;

  if (++r->n_moves > AK_NOTATION_MAX_MOVES)
    return line_fail (_ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                         _("the file holds more than %u moves (variations "
                                           "included), the most a file may hold"),
                                         AK_NOTATION_MAX_MOVES));
  node = _ak_game_node_new (l->last != NULL ? l->last : l->parent);
  node->move = move;
  node->captured = move_info.captured;
  node->position = *ak_history_get_position (l->history);
  node->termination = ak_history_get_termination (l->history);
  node->suffix = g_steal_pointer (&suffix);
  node->line = line;
  node->column = column;
  if (l->last == NULL && *l->pending != NULL)
    node->comments_before = g_steal_pointer (l->pending);
  l->last = node;
  return LINE_NEXT;
}

/* Reads the moves of one line, up to the result (depth 0) or the ")" that
 * closes it.  @parent is the node the line's first move follows. */
gboolean
_ak_notation_read_line (AkNotationLexer *r,
                        AkNotationGame  *info,
                        AkHistory       *history,
                        AkGameNode      *parent,
                        guint            depth,
                        guint            open_line,
                        guint            open_column)
{
  g_autoptr(GPtrArray) pending = NULL;
  Line l = { r, info, history, parent, NULL, &pending, depth, open_line, open_column };

  for (;;)
    {
      guint line, column;
      LineStep step;
      char c;

      _ak_notation_skip_space (r);
      line = r->line;
      column = r->column;
      c = _ak_notation_peek (r);

      if (_ak_notation_at_end (r))
        {
          if (depth > 0)
            return _ak_notation_fail (r, open_line, open_column, AK_NOTATION_ERROR_SYNTAX,
                                      _("the variation opened here is never closed with “)”"));
          return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                    _("the game has no result at its end (the seeds of each "
                                      "player, like 25-23, or *)"));
        }
      if (c == '[' && depth == 0)
        return _ak_notation_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                  _("the game has no result before the next game’s tags (the "
                                    "seeds of each player, like 25-23, or *)"));

      if (c == '{' || c == ';')
        step = read_line_comment (&l, line, column);
      else if (c == '(')
        step = read_line_variation (&l, line, column);
      else if (c == ')')
        step = read_line_close (&l, line, column);
      else if (c == '$')
        step = read_line_nag (&l, line, column);
      else if (c == '*' || g_ascii_isdigit (c))
        step = read_line_result (&l, c, line, column);
      else
        step = read_line_move (&l, c, line, column);

      if (step != LINE_NEXT)
        return step == LINE_DONE;
    }
}
