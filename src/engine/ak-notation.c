/* ak-notation.c — reading and writing AKN
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader replays every move of every line with the engine, so a record
 * it returns is a legal game; anything else is refused with the line and
 * column of the first problem.  The writer writes the export form of
 * AKN.md §5, which the reader reads back to an equal record.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-error.h"
#include "ak-match-rules.h"
#include "ak-notation.h"

#define WRAP_COLUMNS 79
#define MAX_DEPTH    64     /* nested variations */
#define MAX_NAG      255

/* -------------------------------------------------------------------------
 * Nodes and records
 */

/* Whitespace runs become one space, and the ends are trimmed, so a comment
 * reads back the same however the writer wraps it. */
static char *
normalize_comment (const char *text,
                   gsize       length)
{
  GString *out = g_string_sized_new (length);
  gboolean space = FALSE;

  for (gsize i = 0; i < length; i++)
    {
      char c = text[i];

      if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
        {
          space = out->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_c (out, c);
    }
  return g_string_free (out, FALSE);
}

static void
add_string (GPtrArray **strings,
            char       *text)
{
  if (*strings == NULL)
    *strings = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (*strings, text);
}

static AkGameNode *
node_new (AkGameNode *parent)
{
  AkGameNode *node = g_new0 (AkGameNode, 1);

  node->parent = parent;
  node->move = AK_MOVE_NONE;
  if (parent != NULL)
    {
      if (parent->children == NULL)
        parent->children = g_ptr_array_new ();
      g_ptr_array_add (parent->children, node);
      node->ply = parent->ply + 1;
    }
  return node;
}

/* The tree functions below walk a line's first children in a loop and
 * recurse only into variations, so a game of many thousand plies does not
 * need as deep a stack; variations nest at most MAX_DEPTH deep. */

static void
node_free_one (AkGameNode *node)
{
  g_free (node->suffix);
  g_clear_pointer (&node->nags, g_array_unref);
  g_clear_pointer (&node->comments, g_ptr_array_unref);
  g_clear_pointer (&node->comments_before, g_ptr_array_unref);
  g_clear_pointer (&node->children, g_ptr_array_unref);
  g_free (node);
}

static void
node_free (AkGameNode *node)
{
  while (node != NULL)
    {
      AkGameNode *next = NULL;

      if (node->children != NULL && node->children->len > 0)
        {
          next = g_ptr_array_index (node->children, 0);
          for (guint i = 1; i < node->children->len; i++)
            node_free (g_ptr_array_index (node->children, i));
        }
      node_free_one (node);
      node = next;
    }
}

static GPtrArray *
strings_copy (const GPtrArray *strings)
{
  GPtrArray *copy;

  if (strings == NULL)
    return NULL;
  copy = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < strings->len; i++)
    g_ptr_array_add (copy, g_strdup (g_ptr_array_index (strings, i)));
  return copy;
}

static AkGameNode *
node_copy_one (const AkGameNode *node,
               AkGameNode       *parent)
{
  AkGameNode *copy = node_new (parent);

  copy->move = node->move;
  copy->captured = node->captured;
  copy->position = node->position;
  copy->termination = node->termination;
  copy->ply = node->ply;
  copy->suffix = g_strdup (node->suffix);
  if (node->nags != NULL)
    copy->nags = g_array_copy (node->nags);
  copy->comments = strings_copy (node->comments);
  copy->comments_before = strings_copy (node->comments_before);
  copy->line = node->line;
  copy->column = node->column;
  return copy;
}

/* Copies @node, its line and all their variations under @parent. */
static AkGameNode *
node_copy (const AkGameNode *node,
           AkGameNode       *parent)
{
  AkGameNode *first = node_copy_one (node, parent);
  AkGameNode *copy = first;

  for (;;)
    {
      const AkGameNode *main_child;

      if (node->children == NULL || node->children->len == 0)
        break;
      /* The main child is copied first so that it keeps index 0. */
      main_child = g_ptr_array_index (node->children, 0);
      {
        AkGameNode *main_copy = node_copy_one (main_child, copy);

        for (guint i = 1; i < node->children->len; i++)
          node_copy (g_ptr_array_index (node->children, i), copy);
        copy = main_copy;
      }
      node = main_child;
    }
  return first;
}

static gboolean
strings_equal (const GPtrArray *a,
               const GPtrArray *b)
{
  guint na = a ? a->len : 0;
  guint nb = b ? b->len : 0;

  if (na != nb)
    return FALSE;
  for (guint i = 0; i < na; i++)
    if (strcmp (g_ptr_array_index (a, i), g_ptr_array_index (b, i)) != 0)
      return FALSE;
  return TRUE;
}

static gboolean
node_equal_one (const AkGameNode *a,
                const AkGameNode *b)
{
  guint na = a->children ? a->children->len : 0;
  guint nb = b->children ? b->children->len : 0;
  guint nags_a = a->nags ? a->nags->len : 0;
  guint nags_b = b->nags ? b->nags->len : 0;

  if (a->move != b->move || a->captured != b->captured ||
      a->termination != b->termination || a->ply != b->ply ||
      !ak_position_equal (&a->position, &b->position) ||
      g_strcmp0 (a->suffix, b->suffix) != 0 ||
      !strings_equal (a->comments, b->comments) ||
      !strings_equal (a->comments_before, b->comments_before) ||
      nags_a != nags_b || na != nb)
    return FALSE;
  return nags_a == 0 || memcmp (a->nags->data, b->nags->data, nags_a * sizeof (guint)) == 0;
}

static gboolean
node_equal (const AkGameNode *a,
            const AkGameNode *b)
{
  for (;;)
    {
      if (!node_equal_one (a, b))
        return FALSE;
      if (a->children == NULL || a->children->len == 0)
        return TRUE;
      for (guint i = 1; i < a->children->len; i++)
        if (!node_equal (g_ptr_array_index (a->children, i), g_ptr_array_index (b->children, i)))
          return FALSE;
      a = g_ptr_array_index (a->children, 0);
      b = g_ptr_array_index (b->children, 0);
    }
}

static void
tag_free (gpointer data)
{
  AkTag *tag = data;

  g_free (tag->name);
  g_free (tag->value);
  g_free (tag);
}

/**
 * ak_game_record_new:
 * @rules: the game's rule options
 * @start: the position it starts from
 *
 * Returns: (transfer full): an empty, unfinished game record.
 */
AkGameRecord *
ak_game_record_new (const AkRules    *rules,
                    const AkPosition *start)
{
  AkGameRecord *record = g_new0 (AkGameRecord, 1);

  record->tags = g_ptr_array_new_with_free_func (tag_free);
  record->rules = *rules;
  record->start = *start;
  record->root = node_new (NULL);
  record->root->position = *start;
  /* A start that is already over, as the reader would find it. */
  switch (ak_position_status (start, rules))
    {
    case AK_STATUS_OVER_BOARD:
      record->root->termination = AK_TERMINATION_BOARD;
      break;
    case AK_STATUS_OVER_NO_MOVES:
      record->root->termination = AK_TERMINATION_NO_MOVES;
      break;
    case AK_STATUS_MOVE:
    case AK_STATUS_PASS:
    default:
      break;
    }
  record->result = g_strdup ("*");
  return record;
}

/**
 * ak_game_record_free:
 * @record: (nullable): a game record
 */
void
ak_game_record_free (AkGameRecord *record)
{
  if (record == NULL)
    return;
  g_ptr_array_unref (record->tags);
  node_free (record->root);
  g_free (record->result);
  g_free (record);
}

/**
 * ak_game_record_copy:
 * @record: a game record
 *
 * Returns: (transfer full): a deep copy.
 */
AkGameRecord *
ak_game_record_copy (const AkGameRecord *record)
{
  AkGameRecord *copy = g_new0 (AkGameRecord, 1);

  copy->tags = g_ptr_array_new_with_free_func (tag_free);
  for (guint i = 0; i < record->tags->len; i++)
    {
      const AkTag *tag = g_ptr_array_index (record->tags, i);

      ak_game_record_set_tag (copy, tag->name, tag->value);
    }
  copy->rules = record->rules;
  copy->start = record->start;
  copy->root = node_copy (record->root, NULL);
  copy->result = g_strdup (record->result);
  return copy;
}

/* Tags whose meaning the record keeps in its own fields; equality and the
 * writer use the fields. */
static gboolean
is_field_tag (const char *name)
{
  return strcmp (name, "Variant") == 0 || strcmp (name, "Rules") == 0 ||
         strcmp (name, "Position") == 0 || strcmp (name, "Result") == 0;
}

/* The seven-tag roster, with the values written for unknown ones. */
static const struct
{
  const char *name;
  const char *unknown;
} roster[] = {
  { "Event", "?" },
  { "Site", "?" },
  { "Date", "????.??.??" },
  { "Round", "?" },
  { "South", "?" },
  { "North", "?" },
};

static const char *
tag_or_default (const AkGameRecord *record,
                const char         *name)
{
  const char *value = ak_game_record_get_tag (record, name);

  if (value != NULL)
    return value;
  for (guint i = 0; i < G_N_ELEMENTS (roster); i++)
    if (strcmp (roster[i].name, name) == 0)
      return roster[i].unknown;
  return NULL;
}

/**
 * ak_game_record_equal:
 * @a: a game record
 * @b: a game record
 *
 * Two records are equal when they say the same: the same tags (a missing
 * roster tag equals its unknown value), rules, start, result, and the same
 * tree of moves with the same annotations.
 *
 * Returns: %TRUE if equal.
 */
gboolean
ak_game_record_equal (const AkGameRecord *a,
                      const AkGameRecord *b)
{
  const AkGameRecord *pair[2] = { a, b };

  if (!ak_rules_equal (&a->rules, &b->rules) || !ak_position_equal (&a->start, &b->start) ||
      g_strcmp0 (a->result, b->result) != 0)
    return FALSE;

  for (guint k = 0; k < 2; k++)
    for (guint i = 0; i < pair[k]->tags->len; i++)
      {
        const AkTag *tag = g_ptr_array_index (pair[k]->tags, i);

        if (is_field_tag (tag->name))
          continue;
        if (g_strcmp0 (tag_or_default (a, tag->name), tag_or_default (b, tag->name)) != 0)
          return FALSE;
      }

  return node_equal (a->root, b->root);
}

/**
 * ak_game_record_get_tag:
 * @record: a game record
 * @name: a tag name
 *
 * Returns: (nullable): the tag's value, or %NULL if the record has no such
 *   tag.
 */
const char *
ak_game_record_get_tag (const AkGameRecord *record,
                        const char         *name)
{
  for (guint i = 0; i < record->tags->len; i++)
    {
      const AkTag *tag = g_ptr_array_index (record->tags, i);

      if (strcmp (tag->name, name) == 0)
        return tag->value;
    }
  return NULL;
}

/**
 * ak_game_record_set_tag:
 * @record: a game record
 * @name: a tag name
 * @value: its value
 *
 * Sets a tag, replacing the value of one the record has.
 */
void
ak_game_record_set_tag (AkGameRecord *record,
                        const char   *name,
                        const char   *value)
{
  AkTag *tag;

  for (guint i = 0; i < record->tags->len; i++)
    {
      tag = g_ptr_array_index (record->tags, i);
      if (strcmp (tag->name, name) == 0)
        {
          g_free (tag->value);
          tag->value = g_strdup (value);
          return;
        }
    }
  tag = g_new0 (AkTag, 1);
  tag->name = g_strdup (name);
  tag->value = g_strdup (value);
  g_ptr_array_add (record->tags, tag);
}

/**
 * ak_game_record_remove_tag:
 * @record: a game record
 * @name: a tag name
 *
 * Returns: %TRUE if the record had the tag.
 */
gboolean
ak_game_record_remove_tag (AkGameRecord *record,
                           const char   *name)
{
  for (guint i = 0; i < record->tags->len; i++)
    {
      const AkTag *tag = g_ptr_array_index (record->tags, i);

      if (strcmp (tag->name, name) == 0)
        {
          g_ptr_array_remove_index (record->tags, i);
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * ak_game_record_get_last_main_node:
 * @record: a game record
 *
 * Returns: (transfer none): the last node of the main line (the root if
 *   no move was played).
 */
AkGameNode *
ak_game_record_get_last_main_node (const AkGameRecord *record)
{
  AkGameNode *node = record->root;

  while (node->children != NULL && node->children->len > 0)
    node = g_ptr_array_index (node->children, 0);
  return node;
}

static guint
count_nodes (const AkGameNode *node)
{
  guint n = 0;

  for (; node != NULL;
       node = node->children && node->children->len ? g_ptr_array_index (node->children, 0) : NULL)
    {
      if (node->move != AK_MOVE_NONE)
        n++;
      if (node->children != NULL)
        for (guint i = 1; i < node->children->len; i++)
          n += count_nodes (g_ptr_array_index (node->children, i));
    }
  return n;
}

/**
 * ak_game_record_count_moves:
 * @record: a game record
 *
 * Returns: the moves (and passes) in the record, variations included.
 */
guint
ak_game_record_count_moves (const AkGameRecord *record)
{
  return count_nodes (record->root);
}

/**
 * ak_game_record_count_main_moves:
 * @record: a game record
 *
 * Returns: the plies of the main line.
 */
guint
ak_game_record_count_main_moves (const AkGameRecord *record)
{
  return ak_game_record_get_last_main_node (record)->ply;
}

/**
 * ak_game_node_get_mover:
 * @node: a node that is not the root
 *
 * Returns: the side that played the node's move.
 */
AkSide
ak_game_node_get_mover (const AkGameNode *node)
{
  g_return_val_if_fail (node->parent != NULL, AK_SOUTH);
  return node->parent->position.side;
}

/**
 * ak_game_node_get_move_number:
 * @node: a node that is not the root
 *
 * The move number written before the move: South's move and North's reply
 * share a number; a game North starts begins `1...`.
 *
 * Returns: the move number.
 */
guint
ak_game_node_get_move_number (const AkGameNode *node)
{
  const AkGameNode *root = node;
  guint offset;

  while (root->parent != NULL)
    root = root->parent;
  offset = root->position.side == AK_NORTH ? 1 : 0;
  return (node->ply + offset + 1) / 2;
}

/**
 * ak_game_node_dup_notation:
 * @node: a node that is not the root
 *
 * Returns: (transfer full): the move as AKN writes it, such as `fx4!` or
 *   `--`.
 */
char *
ak_game_node_dup_notation (const AkGameNode *node)
{
  GString *token = g_string_new (NULL);

  if (node->move == AK_MOVE_PASS)
    g_string_append (token, "--");
  else
    g_string_append_c (token, ak_hole_to_char (node->move));
  if (node->captured > 0)
    g_string_append_printf (token, "x%u", node->captured);
  if (node->suffix != NULL)
    g_string_append (token, node->suffix);
  return g_string_free (token, FALSE);
}

/**
 * ak_game_node_dup_comment:
 * @node: a node
 *
 * Returns: (transfer full) (nullable): the comments after the move, joined
 *   by a space, or %NULL if there are none.
 */
char *
ak_game_node_dup_comment (const AkGameNode *node)
{
  GString *out;

  if (node->comments == NULL || node->comments->len == 0)
    return NULL;
  out = g_string_new (NULL);
  for (guint i = 0; i < node->comments->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, g_ptr_array_index (node->comments, i));
    }
  return g_string_free (out, FALSE);
}

/**
 * ak_game_node_set_comment:
 * @node: a node
 * @comment: (nullable): the new comment; %NULL or blank removes it
 *
 * Replaces the comments after the move by one, normalised as the reader
 * would read it back.
 */
void
ak_game_node_set_comment (AkGameNode *node,
                          const char *comment)
{
  g_autofree char *normalized = NULL;

  g_clear_pointer (&node->comments, g_ptr_array_unref);
  if (comment == NULL)
    return;
  normalized = normalize_comment (comment, strlen (comment));
  if (normalized[0] == '\0')
    return;
  add_string (&node->comments, g_steal_pointer (&normalized));
}

/**
 * ak_game_node_add_child:
 * @parent: a node
 * @move: the move played from @parent's position
 * @captured: what it captured
 * @after: the position it leads to
 * @termination: how the game ended with it, if it did
 *
 * Adds a move after @parent: its continuation if it had none, else a new
 * variation, last.  The caller has checked the move with the engine.
 *
 * Returns: (transfer none): the new node.
 */
AkGameNode *
ak_game_node_add_child (AkGameNode       *parent,
                        int               move,
                        guint             captured,
                        const AkPosition *after,
                        AkTermination     termination)
{
  AkGameNode *node = node_new (parent);

  node->move = move;
  node->captured = captured;
  node->position = *after;
  node->termination = termination;
  return node;
}

/**
 * ak_game_node_find_child:
 * @parent: a node
 * @move: a move
 *
 * Returns: (transfer none) (nullable): the child of @parent that plays
 *   @move, if any.
 */
AkGameNode *
ak_game_node_find_child (const AkGameNode *parent,
                         int               move)
{
  if (parent->children == NULL)
    return NULL;
  for (guint i = 0; i < parent->children->len; i++)
    {
      AkGameNode *child = g_ptr_array_index (parent->children, i);

      if (child->move == move)
        return child;
    }
  return NULL;
}

/**
 * ak_game_node_remove:
 * @node: a node that is not the root
 *
 * Removes @node and everything after it from the tree, and frees them.
 */
void
ak_game_node_remove (AkGameNode *node)
{
  g_return_if_fail (node->parent != NULL);

  g_ptr_array_remove (node->parent->children, node);
  node_free (node);
}

/**
 * ak_game_node_get_line_start:
 * @node: a node that is not the root
 *
 * Returns: (transfer none): the first move of the line @node is on: the
 *   nearest of @node and its ancestors that is not its parent's first
 *   child (a variation), or the first move of the main line.
 */
AkGameNode *
ak_game_node_get_line_start (const AkGameNode *node)
{
  while (node->parent != NULL && node->parent->parent != NULL &&
         g_ptr_array_index (node->parent->children, 0) == node)
    node = node->parent;
  return (AkGameNode *) node;
}

/**
 * ak_game_node_promote:
 * @node: a node on a variation
 *
 * Makes the variation @node is on the line it branches from: its first
 * move becomes its parent's first child, and the old continuation the
 * first variation.
 *
 * Returns: %TRUE if something was promoted; %FALSE on the main line.
 */
gboolean
ak_game_node_promote (AkGameNode *node)
{
  AkGameNode *start = ak_game_node_get_line_start (node);
  GPtrArray *siblings;

  if (start->parent == NULL)
    return FALSE;
  siblings = start->parent->children;
  if (g_ptr_array_index (siblings, 0) == start)
    return FALSE;
  g_ptr_array_remove (siblings, start);
  g_ptr_array_insert (siblings, 0, start);
  return TRUE;
}

/**
 * ak_game_node_is_ancestor:
 * @ancestor: a node
 * @node: a node
 *
 * Returns: %TRUE if @ancestor is @node or one of its ancestors.
 */
gboolean
ak_game_node_is_ancestor (const AkGameNode *ancestor,
                          const AkGameNode *node)
{
  for (; node != NULL; node = node->parent)
    if (node == ancestor)
      return TRUE;
  return FALSE;
}

/* -------------------------------------------------------------------------
 * Reading
 */

typedef struct
{
  const char         *text;
  gsize               length;
  gsize               pos;
  guint               line;
  guint               column;
  guint               game;
  AkNotationLocation *location;
  GError            **error;
} Reader;

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

static gboolean reader_fail (Reader     *r,
                             guint       line,
                             guint       column,
                             int         code,
                             const char *format,
                             ...) G_GNUC_PRINTF (5, 6);

static gboolean
reader_fail (Reader     *r,
             guint       line,
             guint       column,
             int         code,
             const char *format,
             ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (r->location != NULL)
    {
      r->location->game = r->game;
      r->location->line = line;
      r->location->column = column;
    }
  g_set_error_literal (r->error, AK_NOTATION_ERROR, code, message);
  return FALSE;
}

static inline char
peek (const Reader *r)
{
  return r->pos < r->length ? r->text[r->pos] : '\0';
}

static inline char
peek_at (const Reader *r,
         gsize         offset)
{
  return r->pos + offset < r->length ? r->text[r->pos + offset] : '\0';
}

static inline gboolean
at_end (const Reader *r)
{
  return r->pos >= r->length;
}

static inline void
advance (Reader *r)
{
  char c;

  if (r->pos >= r->length)
    return;
  c = r->text[r->pos++];
  /* A column is a character: count the bytes that start one.  A stray
   * continuation byte then sits in the column after the character before
   * it, which is where an editor shows it. */
  if (c == '\n')
    {
      r->line++;
      r->column = 1;
    }
  else if ((c & 0xc0) != 0x80)
    r->column++;
}

static void
skip_space (Reader *r)
{
  while (!at_end (r) && (peek (r) == ' ' || peek (r) == '\t' || peek (r) == '\n' ||
                         peek (r) == '\r'))
    advance (r);
}

static gboolean
is_delimiter (char c)
{
  return c == '\0' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '{' ||
         c == '}' || c == '(' || c == ')' || c == ';' || c == '$';
}

/* The text of the token at the reader, up to the next delimiter, for
 * messages. */
static char *
token_text (const Reader *r)
{
  gsize end = r->pos;
  g_autofree char *text = NULL;

  while (end < r->length && !is_delimiter (r->text[end]) && end - r->pos < 40)
    end++;
  if (end == r->pos)
    end = r->pos + 1;
  text = g_strndup (r->text + r->pos, MIN (end, r->length) - r->pos);
  return g_utf8_make_valid (text, -1);
}

/* Reads a brace or semicolon comment at the reader. */
static gboolean
read_comment (Reader  *r,
              char   **out)
{
  guint line = r->line, column = r->column;
  gsize begin;

  if (peek (r) == ';')
    {
      advance (r);
      begin = r->pos;
      while (!at_end (r) && peek (r) != '\n')
        advance (r);
      *out = normalize_comment (r->text + begin, r->pos - begin);
      return TRUE;
    }

  advance (r);
  begin = r->pos;
  while (!at_end (r) && peek (r) != '}')
    advance (r);
  if (at_end (r))
    return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                        _("the comment opened here is never closed with “}”"));
  *out = normalize_comment (r->text + begin, r->pos - begin);
  advance (r);
  return TRUE;
}

static gboolean
read_tag (Reader    *r,
          GameInfo  *info)
{
  guint line = r->line, column = r->column;
  GString *value = g_string_new (NULL);
  g_autofree char *name = NULL;
  TagSpot spot;
  gsize begin;

  advance (r);  /* [ */
  while (peek (r) == ' ' || peek (r) == '\t')
    advance (r);
  begin = r->pos;
  if (!g_ascii_isalpha (peek (r)))
    {
      g_string_free (value, TRUE);
      return reader_fail (r, r->line, r->column, AK_NOTATION_ERROR_SYNTAX,
                          _("expected a tag name (letters, digits, _) after “[”"));
    }
  while (g_ascii_isalnum (peek (r)) || peek (r) == '_')
    advance (r);
  name = g_strndup (r->text + begin, r->pos - begin);

  while (peek (r) == ' ' || peek (r) == '\t')
    advance (r);
  if (peek (r) != '"')
    {
      g_string_free (value, TRUE);
      return reader_fail (r, r->line, r->column, AK_NOTATION_ERROR_SYNTAX,
                          _("expected the value of tag %s in double quotes"), name);
    }
  spot.line = r->line;
  spot.column = r->column;
  advance (r);

  for (;;)
    {
      char c = peek (r);

      if (at_end (r) || c == '\n' || c == '\r')
        {
          g_string_free (value, TRUE);
          return reader_fail (r, spot.line, spot.column, AK_NOTATION_ERROR_SYNTAX,
                              _("the value of tag %s is not closed with “\"” on its line"),
                              name);
        }
      if (c == '"')
        break;
      if (c == '\\')
        {
          char next = peek_at (r, 1);

          if (next != '"' && next != '\\')
            {
              g_string_free (value, TRUE);
              return reader_fail (r, r->line, r->column, AK_NOTATION_ERROR_SYNTAX,
                                  _("only \\\" and \\\\ are escapes in a tag value"));
            }
          advance (r);
          c = next;
        }
      else if ((guchar) c < 0x20)
        {
          g_string_free (value, TRUE);
          return reader_fail (r, r->line, r->column, AK_NOTATION_ERROR_SYNTAX,
                              _("a tag value cannot hold control characters"));
        }
      g_string_append_c (value, c);
      advance (r);
    }
  advance (r);  /* " */

  while (peek (r) == ' ' || peek (r) == '\t')
    advance (r);
  if (peek (r) != ']')
    {
      g_string_free (value, TRUE);
      return reader_fail (r, r->line, r->column, AK_NOTATION_ERROR_SYNTAX,
                          _("expected “]” to close tag %s"), name);
    }
  advance (r);

  /* A set of the names, so a file with many tags reads in linear time. */
  if (g_hash_table_contains (info->tag_names, name))
    {
      g_string_free (value, TRUE);
      return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                          _("tag %s is given twice"), name);
    }

  {
    AkTag *tag = g_new0 (AkTag, 1);

    tag->name = g_steal_pointer (&name);
    tag->value = g_string_free (value, FALSE);
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

/* Gives meaning to the known tags of a game, in the order that lets each
 * use the one before: Variant and Rules, then Position. */
static gboolean
apply_tags (Reader   *r,
            GameInfo *info)
{
  AkGameRecord *record = info->record;
  const TagSpot *spot;
  g_autoptr(GError) local = NULL;

  ak_rules_init (&record->rules);

  if ((spot = find_spot (info, "Rules")) != NULL &&
      !ak_rules_parse (&record->rules, spot->value, &local))
    return reader_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_RULES,
                        "%s", local->message);

  if ((spot = find_spot (info, "Variant")) != NULL)
    {
      AkVariant variant;

      if (!ak_variant_from_string (spot->value, &variant))
        return reader_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_RULES,
                            _("the variant must be adji-kui-1 or adji-kui-2, not “%s”"),
                            spot->value);
      if (find_spot (info, "Rules") != NULL && strstr (find_spot (info, "Rules")->value,
                                                       "variant=") != NULL &&
          variant != record->rules.variant)
        return reader_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_RULES,
                            _("the Variant tag contradicts the variant in the Rules tag"));
      record->rules.variant = variant;
    }

  if ((spot = find_spot (info, "Position")) != NULL)
    {
      if (!ak_position_parse (&record->start, spot->value, &local))
        return reader_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_POSITION,
                            "%s", local->message);
    }
  else
    ak_position_init_start (&record->start, record->rules.first);
  record->root->position = record->start;

  if ((spot = find_spot (info, "Result")) != NULL && strcmp (spot->value, "*") != 0)
    {
      guint totals[2];

      if (!parse_division (spot->value, totals))
        return reader_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_SYNTAX,
                            _("a result is the seeds of each player, like 25-23, or *; "
                              "not “%s”"), spot->value);
    }

  if ((spot = find_spot (info, "Date")) != NULL && !is_date (spot->value))
    return reader_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_SYNTAX,
                        _("a date is written YYYY.MM.DD, with ?? for unknown parts; "
                          "not “%s”"), spot->value);

  if ((spot = find_spot (info, "Game")) != NULL)
    {
      guint64 number;

      if (!g_ascii_string_to_unsigned (spot->value, 10, 1, 100000, &number, NULL))
        return reader_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_SYNTAX,
                            _("the game number must be a whole number from 1, not “%s”"),
                            spot->value);
    }

  if ((spot = find_spot (info, "Termination")) != NULL)
    {
      AkTermination termination;

      if (!ak_termination_from_string (spot->value, &termination))
        return reader_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_SYNTAX,
                            _("the termination must be board, no-moves, repetition, "
                              "no-capture or agreement, not “%s”"), spot->value);
    }

  if ((spot = find_spot (info, "Purchase")) != NULL)
    {
      g_auto(GStrv) words = g_strsplit_set (spot->value, " \t", -1);
      guint n = 0;
      gboolean ok = TRUE;

      info->has_purchase = TRUE;
      for (guint i = 0; words[i] != NULL; i++)
        {
          int hole;

          if (words[i][0] == '\0')
            continue;
          if (n == 0)
            {
              if (strcmp (words[i], "South:") == 0)
                info->buyer = AK_SOUTH;
              else if (strcmp (words[i], "North:") == 0)
                info->buyer = AK_NORTH;
              else
                ok = FALSE;
            }
          else if (strlen (words[i]) == 1 && (hole = ak_hole_from_char (words[i][0])) >= 0 &&
                   info->n_purchases < AK_N_HOLES)
            info->purchases[info->n_purchases++] = (guint8) hole;
          else
            ok = FALSE;
          n++;
        }
      if (!ok || info->n_purchases == 0)
        return reader_fail (r, spot->line, spot->column, AK_NOTATION_ERROR_SYNTAX,
                            _("a purchase is written like “South: A B”, not “%s”"),
                            spot->value);
    }

  return TRUE;
}

static char *
move_name (int move)
{
  if (move == AK_MOVE_PASS)
    return g_strdup ("--");
  return g_strdup_printf ("%c", ak_hole_to_char (move));
}

/* Reads the moves of one line, up to the result (depth 0) or the ")" that
 * closes it.  @parent is the node the line's first move follows. */
static gboolean
read_line (Reader     *r,
           GameInfo   *info,
           AkHistory  *history,
           AkGameNode *parent,
           guint       depth,
           guint       open_line,
           guint       open_column)
{
  AkGameNode *last = NULL;
  GPtrArray *pending = NULL;   /* comments before the line's first move */

  for (;;)
    {
      guint line, column;
      char c;

      skip_space (r);
      line = r->line;
      column = r->column;
      c = peek (r);

      if (at_end (r))
        {
          g_clear_pointer (&pending, g_ptr_array_unref);
          if (depth > 0)
            return reader_fail (r, open_line, open_column, AK_NOTATION_ERROR_SYNTAX,
                                _("the variation opened here is never closed with “)”"));
          return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                              _("the game has no result at its end (the seeds of each "
                                "player, like 25-23, or *)"));
        }

      if (c == '[' && depth == 0)
        {
          g_clear_pointer (&pending, g_ptr_array_unref);
          return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                              _("the game has no result before the next game’s tags (the "
                                "seeds of each player, like 25-23, or *)"));
        }

      if (c == '{' || c == ';')
        {
          char *comment = NULL;

          if (!read_comment (r, &comment))
            {
              g_clear_pointer (&pending, g_ptr_array_unref);
              return FALSE;
            }
          if (last != NULL)
            add_string (&last->comments, comment);
          else if (depth == 0)
            add_string (&parent->comments, comment);
          else
            add_string (&pending, comment);
          continue;
        }

      if (c == '(')
        {
          g_autoptr(AkHistory) branch = NULL;

          if (last == NULL)
            {
              g_clear_pointer (&pending, g_ptr_array_unref);
              return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                  _("a variation must follow the move it replaces"));
            }
          if (depth + 1 > MAX_DEPTH)
            {
              g_clear_pointer (&pending, g_ptr_array_unref);
              return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                  _("variations are nested more than %d deep"), MAX_DEPTH);
            }
          advance (r);
          branch = ak_history_copy (history);
          ak_history_undo (branch);
          if (!read_line (r, info, branch, last->parent, depth + 1, line, column))
            {
              g_clear_pointer (&pending, g_ptr_array_unref);
              return FALSE;
            }
          continue;
        }

      if (c == ')')
        {
          g_clear_pointer (&pending, g_ptr_array_unref);
          if (depth == 0)
            return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                _("“)” closes no variation"));
          if (last == NULL)
            return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                _("a variation needs at least one move"));
          advance (r);
          return TRUE;
        }

      if (c == '$')
        {
          guint64 nag;
          gsize begin;
          g_autofree char *digits = NULL;

          advance (r);
          begin = r->pos;
          while (g_ascii_isdigit (peek (r)))
            advance (r);
          digits = g_strndup (r->text + begin, r->pos - begin);
          if (!g_ascii_string_to_unsigned (digits, 10, 0, MAX_NAG, &nag, NULL) ||
              !is_delimiter (peek (r)))
            {
              g_clear_pointer (&pending, g_ptr_array_unref);
              return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                  _("a glyph is “$” and a number from 0 to 255"));
            }
          if (last == NULL)
            {
              g_clear_pointer (&pending, g_ptr_array_unref);
              return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
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

          if (c == '*')
            advance (r);
          else
            {
              while (g_ascii_isdigit (peek (r)))
                advance (r);
              if (peek (r) == '.')
                {
                  /* A move number, N. or N...: checked loosely. */
                  advance (r);
                  if (peek (r) == '.' && peek_at (r, 1) == '.')
                    {
                      advance (r);
                      advance (r);
                    }
                  continue;
                }
              if (peek (r) == '-' && g_ascii_isdigit (peek_at (r, 1)))
                {
                  advance (r);
                  while (g_ascii_isdigit (peek (r)))
                    advance (r);
                }
              else
                {
                  g_autofree char *text = NULL;

                  r->pos = begin;
                  r->line = line;
                  r->column = column;
                  text = token_text (r);
                  g_clear_pointer (&pending, g_ptr_array_unref);
                  return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                      _("“%s” is neither a move nor a result"), text);
                }
            }
          if (!is_delimiter (peek (r)))
            {
              g_autofree char *text = NULL;

              r->pos = begin;
              r->line = line;
              r->column = column;
              text = token_text (r);
              g_clear_pointer (&pending, g_ptr_array_unref);
              return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                  _("“%s” is neither a move nor a result"), text);
            }

          g_clear_pointer (&pending, g_ptr_array_unref);
          token = g_strndup (r->text + begin, r->pos - begin);
          if (depth > 0)
            return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                _("a result cannot stand inside a variation"));
          if (c != '*')
            {
              guint totals[2];

              if (!parse_division (token, totals))
                return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                    _("a result is the seeds of each player, like 25-23, "
                                      "or *; not “%s”"), token);
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

              skip_space (r);
              if (peek (r) != '{' && peek (r) != ';')
                break;
              if (!read_comment (r, &comment))
                return FALSE;
              add_string (last != NULL ? &last->comments : &parent->comments, comment);
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

        if (c == '-' && peek_at (r, 1) == '-')
          {
            move = AK_MOVE_PASS;
            advance (r);
            advance (r);
          }
        else if (ak_hole_from_char (c) >= 0)
          {
            move = ak_hole_from_char (c);
            advance (r);
          }
        else
          {
            g_autofree char *text = token_text (r);

            g_clear_pointer (&pending, g_ptr_array_unref);
            if (g_ascii_isalpha (c))
              return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                  _("“%c” is not a hole (a–f, A–F)"), c);
            return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                _("“%s” is not a move (a hole a–f, A–F, or -- for a pass)"),
                                text);
          }

        if (peek (r) == 'x')
          {
            guint value = 0, digits = 0;

            advance (r);
            while (g_ascii_isdigit (peek (r)) && digits < 3)
              {
                value = value * 10 + (guint) (peek (r) - '0');
                digits++;
                advance (r);
              }
            if (digits == 0)
              {
                g_clear_pointer (&pending, g_ptr_array_unref);
                return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                    _("a capture is written x and the seeds taken, like fx4"));
              }
            annotated = (int) value;
          }

        begin = r->pos;
        while (peek (r) == '!' || peek (r) == '?')
          advance (r);
        if (r->pos > begin)
          {
            static const char * const suffixes[] = { "!", "?", "!!", "??", "!?", "?!" };
            gboolean known = FALSE;

            suffix = g_strndup (r->text + begin, r->pos - begin);
            for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
              known |= strcmp (suffix, suffixes[i]) == 0;
            if (!known)
              {
                g_clear_pointer (&pending, g_ptr_array_unref);
                return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
                                    _("“%s” is not a move annotation (!, ?, !!, ??, !?, ?!)"),
                                    suffix);
              }
          }

        if (!is_delimiter (peek (r)))
          {
            g_autofree char *text = NULL;

            r->pos = begin;
            while (r->pos > 0 && !is_delimiter (r->text[r->pos - 1]))
              r->pos--;
            r->line = line;
            r->column = column;
            text = token_text (r);
            g_clear_pointer (&pending, g_ptr_array_unref);
            return reader_fail (r, line, column, AK_NOTATION_ERROR_SYNTAX,
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
            return reader_fail (r, line, column, AK_NOTATION_ERROR_ILLEGAL_MOVE,
                                _("move %u%s “%s” is illegal: %s"), number,
                                pos->side == AK_NORTH ? "..." : ".", name, why);
          }

        if (annotated >= 0 && (guint) annotated != move_info.captured)
          {
            guint number = (ak_history_get_n_plies (history) +
                            (ak_history_get_start (history)->side == AK_NORTH ? 1 : 0) + 1) / 2;
            gboolean north = ak_history_get_position (history)->side == AK_SOUTH;

            g_clear_pointer (&pending, g_ptr_array_unref);
            return reader_fail (r, line, column, AK_NOTATION_ERROR_ILLEGAL_MOVE,
                                ngettext ("move %u%s “%s” captures %u seed, not %d as written",
                                          "move %u%s “%s” captures %u seeds, not %d as written",
                                          move_info.captured),
                                number, north ? "..." : ".", name, move_info.captured,
                                annotated);
          }

        node = node_new (last != NULL ? last : parent);
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
check_result (Reader       *r,
              GameInfo     *info,
              AkHistory    *history)
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
        return reader_fail (r, info->result_line, info->result_column, AK_NOTATION_ERROR_RESULT,
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
            return reader_fail (r, info->result_line, info->result_column,
                                AK_NOTATION_ERROR_RESULT,
                                _("the game ends (%s) with %u-%u, not %s"),
                                ak_termination_to_string (termination),
                                totals[AK_SOUTH], totals[AK_NORTH], record->result);
          return reader_fail (r, info->result_line, info->result_column,
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
    return reader_fail (r, result_tag->line, result_tag->column, AK_NOTATION_ERROR_RESULT,
                        _("the Result tag says %s but the moves end with %s"),
                        result_tag->value, record->result);

  if (termination_tag != NULL)
    {
      if (expected_word == NULL)
        return reader_fail (r, termination_tag->line, termination_tag->column,
                            AK_NOTATION_ERROR_RESULT,
                            _("an unfinished game (*) has no Termination"));
      if (strcmp (termination_tag->value, expected_word) != 0)
        return reader_fail (r, termination_tag->line, termination_tag->column,
                            AK_NOTATION_ERROR_RESULT,
                            _("the game ended by %s, not by %s"),
                            expected_word, termination_tag->value);
    }

  return TRUE;
}

static gboolean
read_game (Reader   *r,
           GameInfo *info)
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
      skip_space (r);
      if (peek (r) != '[')
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
check_match (Reader   *r,
             GameInfo *previous,
             GameInfo *info,
             AkSide    previous_starter,
             guint     games_before)
{
  const AkGameRecord *last = previous->record;
  const AkGameRecord *record = info->record;
  const char *match = ak_game_record_get_tag (record, "Match");
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
    return reader_fail (r, line, column, AK_NOTATION_ERROR_MATCH,
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
          return reader_fail (r, game_tag->line, game_tag->column, AK_NOTATION_ERROR_MATCH,
                              /* Translators: the %s are game numbers and a match's name */
                              _("game %s of match “%s” follows game %s; expected game %s"),
                              number_given, match, number_before, number_expected);
        }
    }

  if (strcmp (last->result, "*") == 0)
    return reader_fail (r, line, column, AK_NOTATION_ERROR_MATCH,
                        _("the game before in match “%s” is unfinished, so no game can "
                          "follow it"), match);

  parse_division (last->result, result);
  wealth[AK_SOUTH] = result[AK_SOUTH] + last->start.banks[AK_SOUTH];
  wealth[AK_NORTH] = result[AK_NORTH] + last->start.banks[AK_NORTH];

  if (ak_match_check_end (&record->rules, games_before, wealth, &winner) == AK_MATCH_OVER)
    return reader_fail (r, line, column, AK_NOTATION_ERROR_MATCH,
                        _("match “%s” was over after the game before, so no game can "
                          "follow it"), match);

  ak_match_plan (&record->rules, wealth, &plan);
  if (plan.buyer != AK_SIDE_NONE && !info->has_purchase)
    return reader_fail (r, line, column, AK_NOTATION_ERROR_MATCH,
                        ngettext ("%s buys %u hole at this rebuild: the game needs a "
                                  "Purchase tag",
                                  "%s buys %u holes at this rebuild: the game needs a "
                                  "Purchase tag", plan.n_purchases),
                        ak_side_name (plan.buyer), plan.n_purchases);
  if (info->has_purchase && info->buyer != plan.buyer)
    return reader_fail (r, purchase_tag->line, purchase_tag->column, AK_NOTATION_ERROR_MATCH,
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
        return reader_fail (r, purchase_tag->line, purchase_tag->column,
                            AK_NOTATION_ERROR_MATCH, "%s", local->message);
      return reader_fail (r, line, column, AK_NOTATION_ERROR_MATCH, "%s", local->message);
    }

  if (!ak_position_equal (&expected, &record->start))
    {
      expected_text = ak_position_to_string (&expected);
      return reader_fail (r, line, column, AK_NOTATION_ERROR_MATCH,
                          _("game %u of match “%s” must start from the rebuild of the game "
                            "before: %s"), r->game, match, expected_text);
    }

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
  g_autoptr(GArray) infos = g_array_new (FALSE, TRUE, sizeof (GameInfo));
  const char *invalid = NULL;
  Reader r = { 0, };
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
        advance (&r);
      reader_fail (&r, r.line, r.column, AK_NOTATION_ERROR_SYNTAX,
                   _("the file is not valid UTF-8 text"));
      return NULL;
    }
  if (r.length >= 3 && memcmp (r.text, "\xef\xbb\xbf", 3) == 0)
    r.pos = 3;

  for (guint games_in_match = 1;;)
    {
      GameInfo info = { 0, };

      skip_space (&r);
      if (at_end (&r))
        break;

      r.game++;
      ok = read_game (&r, &info);
      g_array_append_val (infos, info);
      if (!ok)
        break;

      /* A game that shares its Match tag with the game before must follow
       * from it.  Checked as soon as it is read, so the problem reported
       * is the first in the file. */
      if (infos->len > 1)
        {
          GameInfo *previous = &g_array_index (infos, GameInfo, infos->len - 2);
          GameInfo *current_info = &g_array_index (infos, GameInfo, infos->len - 1);
          const char *match = ak_game_record_get_tag (current_info->record, "Match");
          const char *previous_match = ak_game_record_get_tag (previous->record, "Match");

          if (match != NULL && previous_match != NULL && strcmp (match, previous_match) == 0)
            {
              ok = check_match (&r, previous, current_info, previous->record->start.side,
                                games_in_match);
              games_in_match++;
              if (!ok)
                break;
            }
          else
            games_in_match = 1;
        }
    }

  if (ok && infos->len == 0)
    ok = reader_fail (&r, r.line, r.column, AK_NOTATION_ERROR_SYNTAX,
                      _("the file holds no game"));

  for (guint i = 0; i < infos->len; i++)
    {
      GameInfo *info = &g_array_index (infos, GameInfo, i);

      if (ok)
        g_ptr_array_add (games, g_steal_pointer (&info->record));
      game_info_clear (info);
    }

  return ok ? g_steal_pointer (&games) : NULL;
}

/* -------------------------------------------------------------------------
 * Writing
 */

/* A line break the writer must make (after a ; comment). */
#define BREAK_WORD "\n"

static void
add_word (GPtrArray  *words,
          char      **prefix,
          char       *word)
{
  if (*prefix != NULL)
    {
      char *joined = g_strconcat (*prefix, word, NULL);

      g_free (word);
      g_clear_pointer (prefix, g_free);
      word = joined;
    }
  g_ptr_array_add (words, word);
}

static void
add_comment (GPtrArray  *words,
             char      **prefix,
             const char *comment)
{
  g_auto(GStrv) parts = NULL;

  if (strchr (comment, '}') != NULL)
    {
      /* Only a ; comment can hold "}"; it stays one to the end of a line. */
      add_word (words, prefix, g_strconcat (";", comment, NULL));
      g_ptr_array_add (words, g_strdup (BREAK_WORD));
      return;
    }

  if (comment[0] == '\0')
    {
      add_word (words, prefix, g_strdup ("{}"));
      return;
    }

  parts = g_strsplit (comment, " ", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *open = i == 0 ? "{" : "";
      const char *close = parts[i + 1] == NULL ? "}" : "";

      add_word (words, prefix, g_strconcat (open, parts[i], close, NULL));
    }
}

static void
close_variation (GPtrArray *words)
{
  char *last = g_ptr_array_index (words, words->len - 1);

  if (strcmp (last, BREAK_WORD) == 0)
    g_ptr_array_add (words, g_strdup (")"));
  else
    {
      words->pdata[words->len - 1] = g_strconcat (last, ")", NULL);
      g_free (last);
    }
}


static void
write_line (GPtrArray        *words,
            const AkGameNode *first,
            AkSide            start_side,
            char            **prefix)
{
  gboolean need_number = TRUE;

  for (const AkGameNode *node = first; node != NULL;)
    {
      const AkGameNode *parent = node->parent;
      guint number = (node->ply + (start_side == AK_NORTH ? 1 : 0) + 1) / 2;

      if (node->comments_before != NULL)
        for (guint i = 0; i < node->comments_before->len; i++)
          add_comment (words, prefix, g_ptr_array_index (node->comments_before, i));

      /* A move number and its move stay on one line. */
      {
        g_autofree char *notation = ak_game_node_dup_notation (node);

        if (ak_game_node_get_mover (node) == AK_SOUTH)
          add_word (words, prefix, g_strdup_printf ("%u. %s", number, notation));
        else if (need_number)
          add_word (words, prefix, g_strdup_printf ("%u... %s", number, notation));
        else
          add_word (words, prefix, g_steal_pointer (&notation));
      }

      need_number = FALSE;
      if (node->nags != NULL)
        for (guint i = 0; i < node->nags->len; i++)
          add_word (words, prefix, g_strdup_printf ("$%u", g_array_index (node->nags, guint, i)));
      if (node->comments != NULL && node->comments->len > 0)
        {
          for (guint i = 0; i < node->comments->len; i++)
            add_comment (words, prefix, g_ptr_array_index (node->comments, i));
          need_number = TRUE;
        }

      /* The alternatives to this move, when it is the one played. */
      if (parent->children->len > 1 && g_ptr_array_index (parent->children, 0) == node)
        {
          for (guint i = 1; i < parent->children->len; i++)
            {
              g_free (*prefix);
              *prefix = g_strdup ("(");
              write_line (words, g_ptr_array_index (parent->children, i), start_side, prefix);
              close_variation (words);
            }
          need_number = TRUE;
        }

      node = node->children != NULL && node->children->len > 0
        ? g_ptr_array_index (node->children, 0)
        : NULL;
    }
}

static void
append_wrapped (GString   *out,
                GPtrArray *words)
{
  GString *line = g_string_new (NULL);
  glong line_chars = 0;

  for (guint i = 0; i < words->len; i++)
    {
      const char *word = g_ptr_array_index (words, i);
      glong chars;

      if (strcmp (word, BREAK_WORD) == 0)
        {
          g_string_append_len (out, line->str, line->len);
          g_string_append_c (out, '\n');
          g_string_truncate (line, 0);
          line_chars = 0;
          continue;
        }

      chars = g_utf8_strlen (word, -1);
      if (line->len > 0 && line_chars + 1 + chars > WRAP_COLUMNS)
        {
          g_string_append_len (out, line->str, line->len);
          g_string_append_c (out, '\n');
          g_string_truncate (line, 0);
          line_chars = 0;
        }
      if (line->len > 0)
        {
          g_string_append_c (line, ' ');
          line_chars++;
        }
      g_string_append (line, word);
      line_chars += chars;
    }

  if (line->len > 0)
    {
      g_string_append_len (out, line->str, line->len);
      g_string_append_c (out, '\n');
    }
  g_string_free (line, TRUE);
}

static void
append_tag (GString    *out,
            const char *name,
            const char *value)
{
  g_string_append_printf (out, "[%s \"", name);
  for (const char *p = value; *p; p++)
    {
      /* A tag is one line: a tab or line break set in code becomes a
       * space, or the file would not read back. */
      if ((guchar) *p < 0x20)
        {
          g_string_append_c (out, ' ');
          continue;
        }
      if (*p == '"' || *p == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p);
    }
  g_string_append (out, "\"]\n");
}

static int
compare_tag_names (gconstpointer a,
                   gconstpointer b)
{
  const AkTag *ta = *(const AkTag * const *) a;
  const AkTag *tb = *(const AkTag * const *) b;

  return strcmp (ta->name, tb->name);
}

static void
append_game (GString            *out,
             const AkGameRecord *record)
{
  static const char * const ordered[] = { "Match", "Game" };
  static const char * const placed[] = { "Event", "Site", "Date", "Round", "South", "North",
                                         "Result", "Variant", "Rules", "Match", "Game",
                                         "Position", "Purchase", "Termination" };
  g_autoptr(GPtrArray) others = g_ptr_array_new ();
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *rules = ak_rules_to_string (&record->rules, AK_RULES_FORMAT_DEFAULT);
  g_autofree char *prefix = NULL;
  AkPosition standard;

  for (guint i = 0; i < G_N_ELEMENTS (roster); i++)
    append_tag (out, roster[i].name, tag_or_default (record, roster[i].name));
  append_tag (out, "Result", record->result);
  append_tag (out, "Variant", ak_variant_to_string (record->rules.variant));
  if (rules[0] != '\0')
    append_tag (out, "Rules", rules);
  for (guint i = 0; i < G_N_ELEMENTS (ordered); i++)
    if (ak_game_record_get_tag (record, ordered[i]) != NULL)
      append_tag (out, ordered[i], ak_game_record_get_tag (record, ordered[i]));

  ak_position_init_start (&standard, record->rules.first);
  if (!ak_position_equal (&standard, &record->start))
    {
      g_autofree char *position = ak_position_to_string (&record->start);

      append_tag (out, "Position", position);
    }
  if (ak_game_record_get_tag (record, "Purchase") != NULL)
    append_tag (out, "Purchase", ak_game_record_get_tag (record, "Purchase"));
  if (ak_game_record_get_tag (record, "Termination") != NULL)
    append_tag (out, "Termination", ak_game_record_get_tag (record, "Termination"));

  for (guint i = 0; i < record->tags->len; i++)
    {
      AkTag *tag = g_ptr_array_index (record->tags, i);
      gboolean known = FALSE;

      for (guint j = 0; j < G_N_ELEMENTS (placed); j++)
        known |= strcmp (tag->name, placed[j]) == 0;
      if (!known)
        g_ptr_array_add (others, tag);
    }
  g_ptr_array_sort (others, compare_tag_names);
  for (guint i = 0; i < others->len; i++)
    {
      const AkTag *tag = g_ptr_array_index (others, i);

      append_tag (out, tag->name, tag->value);
    }

  g_string_append_c (out, '\n');

  if (record->root->comments != NULL)
    for (guint i = 0; i < record->root->comments->len; i++)
      add_comment (words, &prefix, g_ptr_array_index (record->root->comments, i));
  if (record->root->children != NULL && record->root->children->len > 0)
    write_line (words, g_ptr_array_index (record->root->children, 0), record->start.side,
                &prefix);
  add_word (words, &prefix, g_strdup (record->result));
  append_wrapped (out, words);
}

/**
 * ak_notation_write_game:
 * @record: a game record
 *
 * Returns: (transfer full): the game in the export form of AKN §5.
 */
char *
ak_notation_write_game (const AkGameRecord *record)
{
  GString *out = g_string_new (NULL);

  append_game (out, record);
  return g_string_free (out, FALSE);
}

/**
 * ak_notation_write:
 * @games: (element-type AkGameRecord): the games of a file
 *
 * Returns: (transfer full): the file in the export form of AKN §5, games
 *   separated by a blank line.
 */
char *
ak_notation_write (GPtrArray *games)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < games->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, '\n');
      append_game (out, g_ptr_array_index (games, i));
    }
  return g_string_free (out, FALSE);
}
