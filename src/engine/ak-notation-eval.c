/* ak-notation-eval.c — the `[%eval V]` and `[%eval V/D]` commands that a
 * game review leaves in move comments (AKN.md §4)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * V is in seeds from South's point of view: a whole number with no
 * decimals is a proved result, a range of whole numbers `L..U` a value
 * the repetition rule decides within proved bounds, one with decimals an
 * estimate.  D, when given, is the depth of the search that found it.
 * The reader refuses a file with a command that does not read as one
 * (ak_eval_check()); the functions here skip it as plain text.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ak-error.h"
#include "ak-notation.h"
#include "ak-notation-private.h"
#include "ak-search.h"

#define EVAL_OPEN "[%eval"

/* Larger values are not written by anything and would overflow a score. */
#define EVAL_MAX_SEEDS 100000
#define EVAL_MAX_DEPTH 10000

static gboolean
parse_digits (const char **p,
              guint        max,
              guint       *value,
              guint       *n_digits)
{
  guint v = 0;
  guint n = 0;

  while (g_ascii_isdigit (**p))
    {
      v = v * 10 + (guint) (**p - '0');
      if (v > max)
        return FALSE;
      (*p)++;
      n++;
    }
  *value = v;
  *n_digits = n;
  return n > 0;
}

/* Whether @p starts an eval command: "[%eval" and not a longer name such
 * as "[%evaluate". */
static gboolean
is_command (const char *p)
{
  char next;

  if (!g_str_has_prefix (p, EVAL_OPEN))
    return FALSE;
  next = p[strlen (EVAL_OPEN)];
  return !g_ascii_isalnum (next) && next != '_' && next != '-';
}

/* A signed whole number of seeds, in hundredths; @why says what is wrong
 * when it is not one. */
static gboolean
parse_seeds (const char **p,
             int         *seeds,
             guint       *fraction,
             guint       *n_fraction,
             const char **why)
{
  gboolean negative = FALSE;
  guint whole;
  guint n;

  *fraction = 0;
  *n_fraction = 0;
  if (**p == '+' || **p == '-')
    negative = *(*p)++ == '-';
  if (!g_ascii_isdigit (**p))
    {
      *why = N_("a value is a number of seeds, such as +3.25, -1 or +2..+6");
      return FALSE;
    }
  if (!parse_digits (p, EVAL_MAX_SEEDS, &whole, &n))
    {
      *why = N_("the value is too large");
      return FALSE;
    }
  if (**p == '.' && (*p)[1] != '.')
    {
      (*p)++;
      if (!parse_digits (p, 99, fraction, n_fraction) || *n_fraction > 2)
        {
          *why = N_("an estimate has one or two decimals");
          return FALSE;
        }
      if (*n_fraction == 1)
        *fraction *= 10;
    }
  *seeds = (int) (whole * AK_SCORE_SEED + *fraction);
  if (negative)
    *seeds = -*seeds;
  return TRUE;
}

/* Reads one command starting at @text (which starts with "[%eval");
 * on success sets @end past its "]", else @why to what is wrong. */
static gboolean
parse_command (const char  *text,
               AkEval      *eval,
               const char **end,
               const char **why)
{
  const char *p = text + strlen (EVAL_OPEN);
  guint fraction, n_fraction;
  guint n;
  AkEval out = { 0, };

  if (*p != ' ')
    {
      *why = *p == ']' || *p == '\0' ? N_("it holds no value")
                                     : N_("a space must follow “[%eval”");
      return FALSE;
    }
  while (*p == ' ')
    p++;
  if (*p == ']' || *p == '\0')
    {
      *why = N_("it holds no value");
      return FALSE;
    }
  if (!parse_seeds (&p, &out.score, &fraction, &n_fraction, why))
    return FALSE;
  out.exact = n_fraction == 0;
  out.kind = out.exact ? AK_VALUE_PROVED : AK_VALUE_ESTIMATE;
  out.lower = out.upper = out.score;
  if (g_str_has_prefix (p, ".."))
    {
      guint upper_fraction, n_upper;

      p += 2;
      if (n_fraction > 0 || !parse_seeds (&p, &out.upper, &upper_fraction, &n_upper, why) ||
          n_upper > 0)
        {
          *why = N_("the ends of a range are whole numbers of seeds, such as +2..+6");
          return FALSE;
        }
      if (out.lower > out.upper)
        {
          *why = N_("the lower end of the range is above its upper end");
          return FALSE;
        }
      /* A range of one value is that value, proved. */
      if (out.lower < out.upper)
        {
          out.exact = FALSE;
          out.kind = AK_VALUE_BOUNDED;
          out.score = (out.lower + out.upper) / 2;
        }
    }
  if (*p == '/')
    {
      p++;
      if (!parse_digits (&p, EVAL_MAX_DEPTH, &out.depth, &n) || out.depth == 0)
        {
          *why = N_("a depth after “/” is a whole number from 1 to 10000");
          return FALSE;
        }
    }
  while (*p == ' ')
    p++;
  if (*p != ']')
    {
      *why = *p == '\0' ? N_("it has no closing “]”")
                        : N_("only a value and a depth, such as +3.25/12, may stand in it");
      return FALSE;
    }
  *eval = out;
  *end = p + 1;
  return TRUE;
}

/* The first well-formed command in @text, or NULL; @end and @eval as
 * parse_command() sets them. */
static const char *
find_command (const char  *text,
              AkEval      *eval,
              const char **end)
{
  const char *p = text;

  while ((p = strstr (p, EVAL_OPEN)) != NULL)
    {
      const char *why;

      if (is_command (p) && parse_command (p, eval, end, &why))
        return p;
      p += strlen (EVAL_OPEN);
    }
  return NULL;
}

/**
 * ak_eval_parse:
 * @comment: (nullable): a comment's text
 * @eval: (out) (optional): where to put the value
 *
 * Finds the first well-formed `[%eval V]` or `[%eval V/D]` in @comment.
 * Malformed commands (no value, a value with three decimals, a depth of 0,
 * no closing bracket…) are skipped as plain text; ak_eval_check() says
 * what is wrong with them.
 *
 * Returns: whether there was one.
 */
gboolean
ak_eval_parse (const char *comment,
               AkEval     *eval)
{
  AkEval found;
  const char *end;

  if (comment == NULL || find_command (comment, &found, &end) == NULL)
    return FALSE;
  if (eval != NULL)
    *eval = found;
  return TRUE;
}

/**
 * ak_eval_check:
 * @comment: (nullable): a comment's text
 * @error: (optional): for what is wrong, in %AK_NOTATION_ERROR_SYNTAX
 *
 * Checks every `[%eval …]` command of @comment (a longer name such as
 * `[%evaluate` is another command, not checked).  The reader refuses a
 * file with a malformed one, so that a value is never silently lost.
 *
 * Returns: whether each reads as a value.
 */
gboolean
ak_eval_check (const char  *comment,
               GError     **error)
{
  const char *p = comment;

  while (p != NULL && (p = strstr (p, EVAL_OPEN)) != NULL)
    {
      AkEval found;
      const char *end;
      const char *why = NULL;

      if (is_command (p) && !parse_command (p, &found, &end, &why))
        {
          const char *close = strchr (p, ']');
          g_autofree char *quoted = ak_error_quote (p, close != NULL ? close + 1 - p : -1);

          g_set_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_SYNTAX,
                       /* Translators: the first %s is an engine value in a
                        * comment, such as “[%eval +6..+2]”; the second what is
                        * wrong with it */
                       _("“%s” is not an engine value: %s"), quoted, _(why));
          return FALSE;
        }
      p += strlen (EVAL_OPEN);
    }
  return TRUE;
}

/**
 * ak_eval_get_kind:
 * @eval: a value
 *
 * Returns: what @eval is worth: bounded when its kind says so, else
 *   proved or estimated as its exact says
 */
AkValueKind
ak_eval_get_kind (const AkEval *eval)
{
  if (eval->kind == AK_VALUE_BOUNDED)
    return AK_VALUE_BOUNDED;
  return eval->exact || eval->kind == AK_VALUE_PROVED ? AK_VALUE_PROVED : AK_VALUE_ESTIMATE;
}

/* Whole seeds at or below (@down) or at or above @score. */
static int
round_seeds (int      score,
             gboolean down)
{
  int seeds = score / AK_SCORE_SEED;

  if (score % AK_SCORE_SEED != 0 && (score < 0) == down)
    seeds += down ? -1 : 1;
  return seeds * AK_SCORE_SEED;
}

/**
 * ak_eval_format:
 * @eval: a value
 *
 * Returns: (transfer full): the command that records @eval, such as
 *   `[%eval +3.25/12]`, `[%eval -1]` (proved), `[%eval +2..+6/20]`
 *   (bounded) or `[%eval +0.50]`.
 */
char *
ak_eval_format (const AkEval *eval)
{
  g_autofree char *value = NULL;
  int score = eval->score;

  if (ak_eval_get_kind (eval) == AK_VALUE_BOUNDED)
    {
      /* A range is of whole seeds: widened to them, never narrowed; one
       * left of a single value is that value, proved. */
      int lower = round_seeds (MIN (eval->lower, eval->upper), TRUE);
      int upper = round_seeds (MAX (eval->lower, eval->upper), FALSE);

      if (lower == upper)
        value = ak_value_format_score (lower, TRUE);
      else
        value = ak_value_format (AK_VALUE_BOUNDED, score, lower, upper);
    }
  /* A proved value is a whole margin: say nothing the score does not. */
  else if (ak_eval_get_kind (eval) == AK_VALUE_PROVED && score % AK_SCORE_SEED != 0)
    return ak_eval_format (&(AkEval) { score, FALSE, eval->depth });
  else
    value = ak_value_format_score (score, ak_eval_get_kind (eval) == AK_VALUE_PROVED);
  if (eval->depth > 0)
    return g_strdup_printf ("[%%eval %s/%u]", value, eval->depth);
  return g_strdup_printf ("[%%eval %s]", value);
}

/**
 * ak_eval_replace:
 * @comment: (nullable): a comment's text
 * @eval: (nullable): the new value, or %NULL to remove it
 *
 * Puts @eval in @comment: in place of its first well-formed command, or
 * at the start if it had none.  Every other well-formed command is
 * removed; the rest of the text is kept, normalised as the reader would
 * read it back.
 *
 * Returns: (transfer full): the new comment; empty if nothing is left.
 */
char *
ak_eval_replace (const char   *comment,
                 const AkEval *eval)
{
  GString *out = g_string_new (NULL);
  const char *p = comment != NULL ? comment : "";
  gboolean placed = FALSE;
  const char *start;
  const char *end;
  AkEval found;

  while ((start = find_command (p, &found, &end)) != NULL)
    {
      g_string_append_len (out, p, start - p);
      if (eval != NULL && !placed)
        {
          g_autofree char *command = ak_eval_format (eval);

          g_string_append_c (out, ' ');
          g_string_append (out, command);
          g_string_append_c (out, ' ');
        }
      placed = TRUE;
      p = end;
    }
  g_string_append (out, p);
  if (eval != NULL && !placed)
    {
      g_autofree char *command = ak_eval_format (eval);

      g_string_prepend_c (out, ' ');
      g_string_prepend (out, command);
    }
  {
    char *normalized = _ak_notation_normalize_comment (out->str, out->len);

    g_string_free (out, TRUE);
    return normalized;
  }
}

/**
 * ak_game_node_get_eval:
 * @node: a node
 * @eval: (out) (optional): where to put the value
 *
 * Finds the value recorded after @node's move: the first well-formed
 * `[%eval]` in its comments.
 *
 * Returns: whether there was one.
 */
gboolean
ak_game_node_get_eval (const AkGameNode *node,
                       AkEval           *eval)
{
  if (node->comments == NULL)
    return FALSE;
  for (guint i = 0; i < node->comments->len; i++)
    if (ak_eval_parse (g_ptr_array_index (node->comments, i), eval))
      return TRUE;
  return FALSE;
}

/**
 * ak_game_node_set_eval:
 * @node: a node
 * @eval: (nullable): the new value, or %NULL to remove it
 *
 * Records @eval after @node's move: in the comment that had a value, else
 * at the start of its first comment, else as a new comment.  The other
 * comments keep their text; any other value in them is removed.  A comment
 * left empty is dropped.
 */
void
ak_game_node_set_eval (AkGameNode   *node,
                       const AkEval *eval)
{
  GPtrArray *kept = NULL;
  guint target = 0;

  if (node->comments == NULL || node->comments->len == 0)
    {
      if (eval != NULL)
        _ak_notation_add_string (&node->comments, ak_eval_format (eval));
      return;
    }
  for (guint i = 0; i < node->comments->len; i++)
    if (ak_eval_parse (g_ptr_array_index (node->comments, i), NULL))
      {
        target = i;
        break;
      }
  for (guint i = 0; i < node->comments->len; i++)
    {
      char *replaced = ak_eval_replace (g_ptr_array_index (node->comments, i),
                                        i == target ? eval : NULL);

      if (replaced[0] != '\0')
        _ak_notation_add_string (&kept, replaced);
      else
        g_free (replaced);
    }
  g_ptr_array_unref (node->comments);
  node->comments = kept;
}
