/* ak-notation-eval.c — the `[%eval V]` and `[%eval V/D]` commands that a
 * game review leaves in move comments (AKN.md §4)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * V is in seeds from South's point of view: a whole number with no
 * decimals is a proved result, one with decimals an estimate.  D, when
 * given, is the depth of the search that found it.  A command that does
 * not read as one is left alone as plain text of the comment.
 */

#include "config.h"

#include <string.h>

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

/* Reads one command starting at @text (which starts with "[%eval");
 * on success sets @end past its "]". */
static gboolean
parse_command (const char  *text,
               AkEval      *eval,
               const char **end)
{
  const char *p = text + strlen (EVAL_OPEN);
  gboolean negative = FALSE;
  guint whole;
  guint fraction = 0;
  guint n;
  AkEval out = { 0, };

  if (*p != ' ')
    return FALSE;
  while (*p == ' ')
    p++;
  if (*p == '+' || *p == '-')
    negative = *p++ == '-';
  if (!parse_digits (&p, EVAL_MAX_SEEDS, &whole, &n))
    return FALSE;
  out.exact = TRUE;
  if (*p == '.')
    {
      p++;
      if (!parse_digits (&p, 99, &fraction, &n) || n > 2)
        return FALSE;
      if (n == 1)
        fraction *= 10;
      out.exact = FALSE;
    }
  out.score = (int) (whole * AK_SCORE_SEED + fraction);
  if (negative)
    out.score = -out.score;
  if (*p == '/')
    {
      p++;
      if (!parse_digits (&p, EVAL_MAX_DEPTH, &out.depth, &n) || out.depth == 0)
        return FALSE;
    }
  while (*p == ' ')
    p++;
  if (*p != ']')
    return FALSE;
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
      if (parse_command (p, eval, end))
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
 * no closing bracket…) are skipped as plain text.
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
 * ak_eval_format:
 * @eval: a value
 *
 * Returns: (transfer full): the command that records @eval, such as
 *   `[%eval +3.25/12]`, `[%eval -1]` (proved) or `[%eval +0.50]`.
 */
char *
ak_eval_format (const AkEval *eval)
{
  g_autofree char *value = NULL;
  int score = eval->score;

  /* A proved value is a whole margin: say nothing the score does not. */
  if (eval->exact && score % AK_SCORE_SEED != 0)
    return ak_eval_format (&(AkEval) { score, FALSE, eval->depth });
  value = ak_search_format_score (score, eval->exact);
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
