/* ak-notation.c — game records: the tags and the tree of moves that the
 * reader builds and the writer writes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader is in ak-notation-reader.c, on the lexer of
 * ak-notation-lexer.c; the writer in ak-notation-writer.c.  What they
 * share with this file is in ak-notation-private.h.
 */

#include "config.h"

#include <string.h>

#include "ak-notation.h"
#include "ak-notation-private.h"
#include "ak-search.h"

/* -------------------------------------------------------------------------
 * Nodes and records
 */

/* Whitespace runs become one space, and the ends are trimmed, so a comment
 * reads back the same however the writer wraps it. */
char *
_ak_notation_normalize_comment (const char *text,
                                gsize       length)
{
  /* Never longer than the text; it keeps only its own bytes after, as a
   * file may hold many short comments. */
  char *out = g_malloc (length + 1);
  gsize n = 0;
  gboolean space = FALSE;

  for (gsize i = 0; i < length; i++)
    {
      char c = text[i];

      if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
        {
          space = n > 0;
          continue;
        }
      if (space)
        out[n++] = ' ';
      space = FALSE;
      out[n++] = c;
    }
  out[n] = '\0';
  return n < length ? g_realloc (out, n + 1) : out;
}

void
_ak_notation_add_string (GPtrArray **strings,
                         char       *text)
{
  if (*strings == NULL)
    *strings = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (*strings, text);
}

AkGameNode *
_ak_game_node_new (AkGameNode *parent)
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
 * need as deep a stack; variations nest at most MAX_DEPTH deep (see
 * ak-notation-reader.c). */

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
  AkGameNode *copy = _ak_game_node_new (parent);

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

/* What differs between two moves themselves, their children aside but
 * for how many there are. */
static AkRecordDifference
node_difference_one (const AkGameNode *a,
                     const AkGameNode *b)
{
  guint na = a->children ? a->children->len : 0;
  guint nb = b->children ? b->children->len : 0;
  guint nags_a = a->nags ? a->nags->len : 0;
  guint nags_b = b->nags ? b->nags->len : 0;

  if (a->move != b->move || a->captured != b->captured ||
      a->termination != b->termination || a->ply != b->ply ||
      !ak_position_equal (&a->position, &b->position) || na != nb)
    return AK_RECORD_DIFFERENCE_MOVES;
  if (!strings_equal (a->comments, b->comments) ||
      !strings_equal (a->comments_before, b->comments_before))
    return AK_RECORD_DIFFERENCE_COMMENTS;
  if (g_strcmp0 (a->suffix, b->suffix) != 0 || nags_a != nags_b ||
      (nags_a > 0 && memcmp (a->nags->data, b->nags->data, nags_a * sizeof (guint)) != 0))
    return AK_RECORD_DIFFERENCE_ANNOTATIONS;
  return AK_RECORD_DIFFERENCE_NONE;
}

/* The first difference in two trees, in the order of the text: a move,
 * then its variations, then the line going on. */
static AkRecordDifference
node_difference (const AkGameNode *a,
                 const AkGameNode *b)
{
  for (;;)
    {
      AkRecordDifference difference = node_difference_one (a, b);

      if (difference != AK_RECORD_DIFFERENCE_NONE)
        return difference;
      if (a->children == NULL || a->children->len == 0)
        return AK_RECORD_DIFFERENCE_NONE;
      for (guint i = 1; i < a->children->len; i++)
        {
          difference = node_difference (g_ptr_array_index (a->children, i),
                                        g_ptr_array_index (b->children, i));
          if (difference != AK_RECORD_DIFFERENCE_NONE)
            return difference;
        }
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
  record->root = _ak_game_node_new (NULL);
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

static gboolean
nags_equal (const GArray *a,
            const GArray *b)
{
  guint na = a ? a->len : 0;
  guint nb = b ? b->len : 0;

  return na == nb && (na == 0 || memcmp (a->data, b->data, na * sizeof (guint)) == 0);
}

/* Makes @copy's own fields those of @node, its children aside. */
static void
node_update_one (AkGameNode       *copy,
                 const AkGameNode *node)
{
  copy->move = node->move;
  copy->captured = node->captured;
  copy->position = node->position;
  copy->termination = node->termination;
  copy->ply = node->ply;
  copy->line = node->line;
  copy->column = node->column;
  if (g_strcmp0 (copy->suffix, node->suffix) != 0)
    {
      g_free (copy->suffix);
      copy->suffix = g_strdup (node->suffix);
    }
  if (!nags_equal (copy->nags, node->nags))
    {
      g_clear_pointer (&copy->nags, g_array_unref);
      if (node->nags != NULL)
        copy->nags = g_array_copy (node->nags);
    }
  if (!strings_equal (copy->comments, node->comments))
    {
      g_clear_pointer (&copy->comments, g_ptr_array_unref);
      copy->comments = strings_copy (node->comments);
    }
  if (!strings_equal (copy->comments_before, node->comments_before))
    {
      g_clear_pointer (&copy->comments_before, g_ptr_array_unref);
      copy->comments_before = strings_copy (node->comments_before);
    }
}

/* Makes @copy's children those of @node, in its order: a child of the
 * same move is kept (moved into place if need be), one that is missing is
 * copied, one too many is freed.  Siblings never share a move. */
static void
node_update_children (AkGameNode       *copy,
                      const AkGameNode *node)
{
  guint n = node->children != NULL ? node->children->len : 0;

  for (guint i = 0; i < n; i++)
    {
      const AkGameNode *child = g_ptr_array_index (node->children, i);
      AkGameNode *found = NULL;
      guint at = 0;

      for (guint j = i; copy->children != NULL && j < copy->children->len; j++)
        if (((AkGameNode *) g_ptr_array_index (copy->children, j))->move == child->move)
          {
            found = g_ptr_array_index (copy->children, j);
            at = j;
            break;
          }
      if (found == NULL)
        {
          /* Copied whole, with its line and variations, at the end. */
          node_copy (child, copy);
          at = copy->children->len - 1;
          found = g_ptr_array_index (copy->children, at);
          found->parent = copy;
        }
      else
        found->parent = copy;
      if (at != i)
        {
          g_ptr_array_steal_index (copy->children, at);
          g_ptr_array_insert (copy->children, (int) i, found);
        }
    }
  while (copy->children != NULL && copy->children->len > n)
    node_free (g_ptr_array_steal_index (copy->children, copy->children->len - 1));
  if (copy->children != NULL && copy->children->len == 0)
    g_clear_pointer (&copy->children, g_ptr_array_unref);
}

/* Makes @copy's tree that of @node, walking lines in a loop and recursing
 * only into variations, as node_copy () does. */
static void
node_update (AkGameNode       *copy,
             const AkGameNode *node)
{
  for (;;)
    {
      node_update_one (copy, node);
      node_update_children (copy, node);
      if (node->children == NULL || node->children->len == 0)
        return;
      for (guint i = 1; i < node->children->len; i++)
        node_update (g_ptr_array_index (copy->children, i),
                     g_ptr_array_index (node->children, i));
      copy = g_ptr_array_index (copy->children, 0);
      node = g_ptr_array_index (node->children, 0);
    }
}

/**
 * ak_game_record_update:
 * @copy: a copy of @record, made earlier by ak_game_record_copy()
 * @record: a game record, changed since
 *
 * Makes @copy equal to @record again (ak_game_record_equal()), keeping
 * what did not change: the moves of a long game are not copied anew for a
 * move played or a comment written, only walked.
 */
void
ak_game_record_update (AkGameRecord       *copy,
                       const AkGameRecord *record)
{
  g_return_if_fail (copy != NULL && record != NULL);

  g_ptr_array_set_size (copy->tags, 0);
  for (guint i = 0; i < record->tags->len; i++)
    {
      const AkTag *tag = g_ptr_array_index (record->tags, i);

      ak_game_record_set_tag (copy, tag->name, tag->value);
    }
  copy->rules = record->rules;
  copy->start = record->start;
  node_update (copy->root, record->root);
  if (g_strcmp0 (copy->result, record->result) != 0)
    {
      g_free (copy->result);
      copy->result = g_strdup (record->result);
    }
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
const AkNotationRosterTag _ak_notation_roster[AK_NOTATION_N_ROSTER_TAGS] = {
  { "Event", "?" },
  { "Site", "?" },
  { "Date", "????.??.??" },
  { "Round", "?" },
  { "South", "?" },
  { "North", "?" },
};

/* What a tag means when the record does not have it: a roster tag its
 * unknown value, a player's type human (AKN §2). */
const char *
_ak_game_record_get_tag_or_default (const AkGameRecord *record,
                                    const char         *name)
{
  const char *value = ak_game_record_get_tag (record, name);

  if (value != NULL)
    return value;
  for (guint i = 0; i < G_N_ELEMENTS (_ak_notation_roster); i++)
    if (strcmp (_ak_notation_roster[i].name, name) == 0)
      return _ak_notation_roster[i].unknown;
  if (strcmp (name, _ak_notation_type_tag (AK_SOUTH)) == 0 ||
      strcmp (name, _ak_notation_type_tag (AK_NORTH)) == 0)
    return "human";
  return NULL;
}

/**
 * ak_game_record_find_difference:
 * @a: a game record
 * @b: a game record
 * @tag: (out) (optional) (transfer none): the name of the tag that
 *   differs, for %AK_RECORD_DIFFERENCE_TAG; owned by @a or @b
 *
 * Finds the first thing in which two records differ, in the order of
 * their text: the rules (the Variant and Rules tags), the start (the
 * Position tag), the result, the other tags, and then the tree of moves,
 * move by move, each before its variations.  Equal is as for
 * ak_game_record_equal().  For saying what a save would change.
 *
 * Returns: what differs first, or %AK_RECORD_DIFFERENCE_NONE.
 */
AkRecordDifference
ak_game_record_find_difference (const AkGameRecord  *a,
                                const AkGameRecord  *b,
                                const char         **tag)
{
  const AkGameRecord *pair[2] = { a, b };

  if (tag != NULL)
    *tag = NULL;

  if (!ak_rules_equal (&a->rules, &b->rules))
    return AK_RECORD_DIFFERENCE_RULES;
  if (!ak_position_equal (&a->start, &b->start))
    return AK_RECORD_DIFFERENCE_START;
  if (g_strcmp0 (a->result, b->result) != 0)
    return AK_RECORD_DIFFERENCE_RESULT;

  for (guint k = 0; k < 2; k++)
    for (guint i = 0; i < pair[k]->tags->len; i++)
      {
        const AkTag *one = g_ptr_array_index (pair[k]->tags, i);

        if (is_field_tag (one->name))
          continue;
        if (g_strcmp0 (_ak_game_record_get_tag_or_default (a, one->name),
                       _ak_game_record_get_tag_or_default (b, one->name)) != 0)
          {
            if (tag != NULL)
              *tag = one->name;
            return AK_RECORD_DIFFERENCE_TAG;
          }
      }

  return node_difference (a->root, b->root);
}

/**
 * ak_game_record_equal:
 * @a: a game record
 * @b: a game record
 *
 * Two records are equal when they say the same: the same tags (a missing
 * roster tag equals its unknown value, a missing SouthType or NorthType
 * equals `human`), rules, start, result, and the same tree of moves with
 * the same annotations.
 *
 * Returns: %TRUE if equal.
 */
gboolean
ak_game_record_equal (const AkGameRecord *a,
                      const AkGameRecord *b)
{
  return ak_game_record_find_difference (a, b, NULL) == AK_RECORD_DIFFERENCE_NONE;
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
          tag->value = ak_notation_dup_tag_value (value);
          return;
        }
    }
  tag = g_new0 (AkTag, 1);
  tag->name = g_strdup (name);
  tag->value = ak_notation_dup_tag_value (value);
  g_ptr_array_add (record->tags, tag);
}

/**
 * ak_notation_dup_tag_value:
 * @value: a tag value, as typed or pasted
 *
 * A tag is one line of a file, and its value holds no control character
 * (AKN §2): a tab or line break becomes a space, so that what is set is
 * what a file writes and reads back.
 *
 * Returns: (transfer full): the value as a tag keeps it
 */
char *
ak_notation_dup_tag_value (const char *value)
{
  char *copy = g_strdup (value);

  for (char *p = copy; p != NULL && *p != '\0'; p++)
    if ((guchar) *p < 0x20)
      *p = ' ';
  return copy;
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

/* Reads a program's level: a whole number from AK_LEVEL_MIN to
 * AK_LEVEL_MAX, written as the Game tag's number is. */
gboolean
_ak_notation_parse_level (const char *text,
                          guint      *level)
{
  guint64 number;

  if (!g_ascii_string_to_unsigned (text, 10, AK_LEVEL_MIN, AK_LEVEL_MAX, &number, NULL))
    return FALSE;
  *level = (guint) number;
  return TRUE;
}

/**
 * ak_game_record_get_program:
 * @record: a game record
 * @side: a side
 * @level: (out) (optional): the program's level, from 1 to 5, or 0 if
 *   the record gives none (or @side is not a program)
 *
 * Says who plays @side, from the SouthType, NorthType, SouthLevel and
 * NorthLevel tags (AKN §2): a program when its type is `program`, else a
 * human, which is also what a missing type means.  A program without a
 * level plays at the level the caller chooses by default.
 *
 * Returns: %TRUE if @side is played by a program.
 */
gboolean
ak_game_record_get_program (const AkGameRecord *record,
                            AkSide              side,
                            guint              *level)
{
  const char *type;
  const char *level_text;
  guint value = 0;

  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, FALSE);

  if (level != NULL)
    *level = 0;
  type = ak_game_record_get_tag (record, _ak_notation_type_tag (side));
  if (g_strcmp0 (type, "program") != 0)
    return FALSE;
  level_text = ak_game_record_get_tag (record, _ak_notation_level_tag (side));
  if (level != NULL && level_text != NULL && _ak_notation_parse_level (level_text, &value))
    *level = value;
  return TRUE;
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
  AkSide mover;
  AkSide first;

  g_return_val_if_fail (node->parent != NULL, 0);

  /* The sides take turns, a pass being a turn too: the side that played
   * the first move is the mover of every odd ply.  (Asked of a move deep
   * in a long game, this is quicker than finding the root.) */
  mover = node->parent->position.side;
  first = node->ply % 2 == 1 ? mover : AK_SIDE_OTHER (mover);
  return (node->ply + (first == AK_NORTH ? 1 : 0) + 1) / 2;
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
  normalized = _ak_notation_normalize_comment (comment, strlen (comment));
  if (normalized[0] == '\0')
    return;
  _ak_notation_add_string (&node->comments, g_steal_pointer (&normalized));
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
  AkGameNode *node = _ak_game_node_new (parent);

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
 * ak_game_node_detach:
 * @node: a node that is not the root
 *
 * Takes @node and everything after it out of the tree, without freeing
 * them, so that ak_game_node_insert() can put them back where they were.
 *
 * Returns: where @node was among its parent's children.
 */
guint
ak_game_node_detach (AkGameNode *node)
{
  guint index = 0;

  g_return_val_if_fail (node->parent != NULL, 0);

  if (!g_ptr_array_find (node->parent->children, node, &index))
    g_return_val_if_reached (0);
  g_ptr_array_remove_index (node->parent->children, index);
  node->parent = NULL;
  return index;
}

/**
 * ak_game_node_insert:
 * @parent: a node
 * @index: where among @parent's children, at most their number
 * @node: (transfer full): a node ak_game_node_detach() took out of
 *   @parent
 *
 * Puts @node and everything after it back into the tree.
 */
void
ak_game_node_insert (AkGameNode *parent,
                     guint       index,
                     AkGameNode *node)
{
  g_return_if_fail (node->parent == NULL);
  g_return_if_fail (node->ply == parent->ply + 1);

  if (parent->children == NULL)
    parent->children = g_ptr_array_new ();
  g_return_if_fail (index <= parent->children->len);
  node->parent = parent;
  g_ptr_array_insert (parent->children, (int) index, node);
}

/**
 * ak_game_node_free:
 * @node: (nullable): a node ak_game_node_detach() took out of its tree
 *
 * Frees @node and everything after it.
 */
void
ak_game_node_free (AkGameNode *node)
{
  if (node == NULL)
    return;
  g_return_if_fail (node->parent == NULL);

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

