/* ak-move-item.c — one move of the history list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-move-item"

#include "config.h"

#include <string.h>

#include "ak-enum-types.h"
#include "ak-move-item.h"
#include "ak-move-item-private.h"

struct _AkMoveItem
{
  GObject     parent_instance;

  AkGameNode *node;        /* borrowed: the game's tree outlives its items */
  const char *notation;      /* interned: a game has few different ones,
                              * and a million items need not hold a copy each */
  char       *comment;
  char       *comment_text;  /* the comment without its engine values */
  guint       depth;
  gboolean    is_current;
  AkMoveRow  *row;           /* borrowed: the line that shows it, kept by
                              * the history's rows */
};

G_DEFINE_FINAL_TYPE (AkMoveItem, ak_move_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PLY,
  PROP_MOVE_NUMBER,
  PROP_SIDE,
  PROP_NOTATION,
  PROP_CAPTURED,
  PROP_COMMENT,
  PROP_DEPTH,
  PROP_IS_CURRENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
ak_move_item_finalize (GObject *object)
{
  AkMoveItem *self = (AkMoveItem *) object;

  g_clear_pointer (&self->comment, g_free);
  g_clear_pointer (&self->comment_text, g_free);

  G_OBJECT_CLASS (ak_move_item_parent_class)->finalize (object);
}

static void
ak_move_item_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AkMoveItem *self = AK_MOVE_ITEM (object);

  switch (prop_id)
    {
    case PROP_PLY:
      g_value_set_uint (value, ak_move_item_get_ply (self));
      break;
    case PROP_MOVE_NUMBER:
      g_value_set_uint (value, ak_move_item_get_move_number (self));
      break;
    case PROP_SIDE:
      g_value_set_enum (value, ak_move_item_get_side (self));
      break;
    case PROP_NOTATION:
      g_value_set_string (value, ak_move_item_get_notation (self));
      break;
    case PROP_CAPTURED:
      g_value_set_uint (value, ak_move_item_get_captured (self));
      break;
    case PROP_COMMENT:
      g_value_set_string (value, ak_move_item_get_comment (self));
      break;
    case PROP_DEPTH:
      g_value_set_uint (value, ak_move_item_get_depth (self));
      break;
    case PROP_IS_CURRENT:
      g_value_set_boolean (value, ak_move_item_get_is_current (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_move_item_class_init (AkMoveItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = ak_move_item_finalize;
  object_class->get_property = ak_move_item_get_property;

  properties[PROP_PLY] = g_param_spec_uint ("ply", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_MOVE_NUMBER] =
    g_param_spec_uint ("move-number", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_SIDE] = g_param_spec_enum ("side", NULL, NULL, AK_TYPE_SIDE, AK_SOUTH, flags);
  properties[PROP_NOTATION] = g_param_spec_string ("notation", NULL, NULL, NULL, flags);
  properties[PROP_CAPTURED] = g_param_spec_uint ("captured", NULL, NULL, 0, 48, 0, flags);
  properties[PROP_COMMENT] = g_param_spec_string ("comment", NULL, NULL, NULL, flags);
  properties[PROP_DEPTH] = g_param_spec_uint ("depth", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_IS_CURRENT] = g_param_spec_boolean ("is-current", NULL, NULL, FALSE, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ak_move_item_init (AkMoveItem *self)
{
}

/* What a reader is told: the comment less its [%eval] commands, which
 * the list shows as values of their own; NULL when nothing is left. */
static char *
dup_comment_text (const char *comment)
{
  g_autofree char *text = NULL;

  if (comment == NULL || *comment == '\0')
    return NULL;
  if (strstr (comment, "[%") == NULL)
    return g_strdup (comment);
  text = ak_eval_replace (comment, NULL);
  return text != NULL && *text != '\0' ? g_steal_pointer (&text) : NULL;
}

/* The move as AKN writes it, interned. */
static const char *
intern_notation (const AkGameNode *node)
{
  g_autofree char *notation = ak_game_node_dup_notation (node);

  return g_intern_string (notation);
}

AkMoveItem *
_ak_move_item_new (AkGameNode *node)
{
  AkMoveItem *self = g_object_new (AK_TYPE_MOVE_ITEM, NULL);

  self->node = node;
  self->notation = intern_notation (node);
  self->comment = ak_game_node_dup_comment (node);
  self->comment_text = dup_comment_text (self->comment);
  return self;
}

/* Brings the item up to date with its node, notifying what changed. */
void
_ak_move_item_update (AkMoveItem *self,
                      guint       depth,
                      gboolean    is_current)
{
  const char *notation = intern_notation (self->node);
  g_autofree char *comment = ak_game_node_dup_comment (self->node);

  g_object_freeze_notify (G_OBJECT (self));
  if (notation != self->notation)
    {
      self->notation = notation;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTATION]);
    }
  if (g_strcmp0 (comment, self->comment) != 0)
    {
      g_free (self->comment);
      self->comment = g_steal_pointer (&comment);
      g_free (self->comment_text);
      self->comment_text = dup_comment_text (self->comment);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMMENT]);
    }
  if (depth != self->depth)
    {
      self->depth = depth;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEPTH]);
    }
  if (is_current != self->is_current)
    {
      self->is_current = is_current;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IS_CURRENT]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * ak_move_item_get_node:
 * @self: an item
 *
 * Returns: (transfer none): the move's node in the game's tree, for
 *   ak_game_go_to().
 */
AkGameNode *
ak_move_item_get_node (AkMoveItem *self)
{
  g_return_val_if_fail (AK_IS_MOVE_ITEM (self), NULL);
  return self->node;
}

guint
ak_move_item_get_ply (AkMoveItem *self)
{
  g_return_val_if_fail (AK_IS_MOVE_ITEM (self), 0);
  return self->node->ply;
}

guint
ak_move_item_get_move_number (AkMoveItem *self)
{
  g_return_val_if_fail (AK_IS_MOVE_ITEM (self), 0);
  return ak_game_node_get_move_number (self->node);
}

AkSide
ak_move_item_get_side (AkMoveItem *self)
{
  g_return_val_if_fail (AK_IS_MOVE_ITEM (self), AK_SOUTH);
  return ak_game_node_get_mover (self->node);
}

const char *
ak_move_item_get_notation (AkMoveItem *self)
{
  g_return_val_if_fail (AK_IS_MOVE_ITEM (self), NULL);
  return self->notation;
}

guint
ak_move_item_get_captured (AkMoveItem *self)
{
  g_return_val_if_fail (AK_IS_MOVE_ITEM (self), 0);
  return self->node->captured;
}

const char *
ak_move_item_get_comment (AkMoveItem *self)
{
  g_return_val_if_fail (AK_IS_MOVE_ITEM (self), NULL);
  return self->comment;
}

guint
ak_move_item_get_depth (AkMoveItem *self)
{
  g_return_val_if_fail (AK_IS_MOVE_ITEM (self), 0);
  return self->depth;
}

gboolean
ak_move_item_get_is_current (AkMoveItem *self)
{
  g_return_val_if_fail (AK_IS_MOVE_ITEM (self), FALSE);
  return self->is_current;
}

/**
 * ak_move_item_get_comment_text:
 * @self: an item
 *
 * Returns: (nullable): the comment as a reader sees it, without the
 *   `[%eval]` commands in it; %NULL if nothing else is there.
 */
const char *
ak_move_item_get_comment_text (AkMoveItem *self)
{
  g_return_val_if_fail (AK_IS_MOVE_ITEM (self), NULL);
  return self->comment_text;
}

/* The line of the history's rows that shows the move, or NULL. */
AkMoveRow *
_ak_move_item_get_row (AkMoveItem *self)
{
  return self->row;
}

void
_ak_move_item_set_row (AkMoveItem *self,
                       AkMoveRow  *row)
{
  self->row = row;
}

/* AkMoveRow: the moves of one line of the list.  On the main line (depth
 * 0) a row holds a move number's South move and North move, or one of
 * them where a comment or a variation comes between; deeper, a stretch
 * of one variation up to where a deeper one comes between. */

struct _AkMoveRow
{
  GObject    parent_instance;

  GPtrArray *moves;   /* AkMoveItem, owned, in the order played */
  guint      depth;
};

G_DEFINE_FINAL_TYPE (AkMoveRow, ak_move_row, G_TYPE_OBJECT)

enum {
  ROW_CHANGED,
  N_ROW_SIGNALS
};

static guint row_signals[N_ROW_SIGNALS];

static void
ak_move_row_finalize (GObject *object)
{
  AkMoveRow *self = (AkMoveRow *) object;

  g_clear_pointer (&self->moves, g_ptr_array_unref);

  G_OBJECT_CLASS (ak_move_row_parent_class)->finalize (object);
}

static void
ak_move_row_class_init (AkMoveRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ak_move_row_finalize;

  /**
   * AkMoveRow::changed:
   *
   * The row holds other moves, or one more: a view shows it again.  What
   * a move shows changing is the move's own notify.
   */
  row_signals[ROW_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ak_move_row_init (AkMoveRow *self)
{
  self->moves = g_ptr_array_new_with_free_func (g_object_unref);
}

AkMoveRow *
_ak_move_row_new (guint depth)
{
  AkMoveRow *self = g_object_new (AK_TYPE_MOVE_ROW, NULL);

  self->depth = depth;
  return self;
}

/* Returns whether the row holds other moves now, after saying so. */
gboolean
_ak_move_row_set_moves (AkMoveRow   *self,
                        AkMoveItem **moves,
                        guint        n_moves)
{
  gboolean same = n_moves == self->moves->len;

  g_return_val_if_fail (AK_IS_MOVE_ROW (self), FALSE);

  for (guint i = 0; same && i < n_moves; i++)
    same = g_ptr_array_index (self->moves, i) == (gpointer) moves[i];
  if (same)
    return FALSE;

  g_ptr_array_set_size (self->moves, 0);
  for (guint i = 0; i < n_moves; i++)
    g_ptr_array_add (self->moves, g_object_ref (moves[i]));
  g_signal_emit (self, row_signals[ROW_CHANGED], 0);
  return TRUE;
}

void
_ak_move_row_append (AkMoveRow  *self,
                     AkMoveItem *item)
{
  g_return_if_fail (AK_IS_MOVE_ROW (self));

  g_ptr_array_add (self->moves, g_object_ref (item));
  g_signal_emit (self, row_signals[ROW_CHANGED], 0);
}

AkMoveRowKind
ak_move_row_get_kind (AkMoveRow *self)
{
  g_return_val_if_fail (AK_IS_MOVE_ROW (self), AK_MOVE_ROW_PAIR);
  return self->depth == 0 ? AK_MOVE_ROW_PAIR : AK_MOVE_ROW_LINE;
}

guint
ak_move_row_get_depth (AkMoveRow *self)
{
  g_return_val_if_fail (AK_IS_MOVE_ROW (self), 0);
  return self->depth;
}

guint
ak_move_row_get_n_moves (AkMoveRow *self)
{
  g_return_val_if_fail (AK_IS_MOVE_ROW (self), 0);
  return self->moves->len;
}

/**
 * ak_move_row_get_move:
 * @self: a row
 * @index: which of its moves, from 0
 *
 * Returns: (transfer none) (nullable): the move, or %NULL past the last
 */
AkMoveItem *
ak_move_row_get_move (AkMoveRow *self,
                      guint      index)
{
  g_return_val_if_fail (AK_IS_MOVE_ROW (self), NULL);
  return index < self->moves->len ? g_ptr_array_index (self->moves, index) : NULL;
}

/**
 * ak_move_row_get_cell:
 * @self: a row of the main line
 * @side: whose move
 *
 * Returns: (transfer none) (nullable): @side's move in the row, or %NULL
 *   where the row shows none (a variation or a comment came between)
 */
AkMoveItem *
ak_move_row_get_cell (AkMoveRow *self,
                      AkSide     side)
{
  g_return_val_if_fail (AK_IS_MOVE_ROW (self), NULL);

  for (guint i = 0; i < self->moves->len; i++)
    if (ak_move_item_get_side (g_ptr_array_index (self->moves, i)) == side)
      return g_ptr_array_index (self->moves, i);
  return NULL;
}

/* The move number of the row's first move. */
guint
ak_move_row_get_move_number (AkMoveRow *self)
{
  g_return_val_if_fail (AK_IS_MOVE_ROW (self), 0);
  return self->moves->len > 0 ? ak_move_item_get_move_number (g_ptr_array_index (self->moves, 0))
                              : 0;
}

/* Whether a variation starts with the row: its first move is not the
 * one its line goes on with. */
gboolean
ak_move_row_get_opens (AkMoveRow *self)
{
  AkGameNode *node;

  g_return_val_if_fail (AK_IS_MOVE_ROW (self), FALSE);

  if (self->depth == 0 || self->moves->len == 0)
    return FALSE;
  node = ak_move_item_get_node (g_ptr_array_index (self->moves, 0));
  return node->parent != NULL && g_ptr_array_index (node->parent->children, 0) != node;
}

/* Whether the variation ends with the row: nothing follows its last move. */
gboolean
ak_move_row_get_closes (AkMoveRow *self)
{
  AkGameNode *node;

  g_return_val_if_fail (AK_IS_MOVE_ROW (self), FALSE);

  if (self->depth == 0 || self->moves->len == 0)
    return FALSE;
  node = ak_move_item_get_node (g_ptr_array_index (self->moves, self->moves->len - 1));
  return node->children == NULL || node->children->len == 0;
}
