/* ak-move-history.c — the moves of a game's tree as a list, for views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The list is the tree in the order a file writes it: each move of a
 * line, and after a move its alternatives, one level deeper.  After every
 * change the new order is compared with the old one and a single
 * items-changed covers exactly what differs between their common start
 * and common end, so views keep their rows, scroll and selection.
 */

#define G_LOG_DOMAIN "ak-move-history"

#include "config.h"

#include "ak-move-history.h"
#include "ak-move-item.h"

struct _AkMoveHistory
{
  GObject     parent_instance;

  GPtrArray  *items;     /* AkMoveItem, owned, in list order */
  GHashTable *by_node;   /* AkGameNode * -> AkMoveItem *, borrowed from items */
  AkMoveItem *current;   /* the cursor's item, borrowed, or NULL */
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AkMoveHistory, ak_move_history, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
ak_move_history_get_item_type (GListModel *model)
{
  return AK_TYPE_MOVE_ITEM;
}

static guint
ak_move_history_get_n_items (GListModel *model)
{
  return AK_MOVE_HISTORY (model)->items->len;
}

static gpointer
ak_move_history_get_item (GListModel *model,
                          guint       position)
{
  AkMoveHistory *self = AK_MOVE_HISTORY (model);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = ak_move_history_get_item_type;
  iface->get_n_items = ak_move_history_get_n_items;
  iface->get_item = ak_move_history_get_item;
}

static void
ak_move_history_finalize (GObject *object)
{
  AkMoveHistory *self = (AkMoveHistory *) object;

  g_clear_pointer (&self->by_node, g_hash_table_unref);
  g_clear_pointer (&self->items, g_ptr_array_unref);

  G_OBJECT_CLASS (ak_move_history_parent_class)->finalize (object);
}

static void
ak_move_history_class_init (AkMoveHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ak_move_history_finalize;
}

static void
ak_move_history_init (AkMoveHistory *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
  self->by_node = g_hash_table_new (NULL, NULL);
}

AkMoveHistory *
_ak_move_history_new (void)
{
  return g_object_new (AK_TYPE_MOVE_HISTORY, NULL);
}

typedef struct
{
  const AkGameNode *node;
  guint             depth;
} Entry;

/* The nodes in list order: a line's moves, each followed by its
 * alternatives (the other children of its parent, when it is the first). */
static void
flatten (GArray           *out,
         const AkGameNode *first,
         guint             depth)
{
  for (const AkGameNode *node = first; node != NULL;)
    {
      const AkGameNode *parent = node->parent;
      Entry entry = { node, depth };

      g_array_append_val (out, entry);
      if (parent->children->len > 1 && g_ptr_array_index (parent->children, 0) == node)
        for (guint i = 1; i < parent->children->len; i++)
          flatten (out, g_ptr_array_index (parent->children, i), depth + 1);

      node = node->children != NULL && node->children->len > 0
        ? g_ptr_array_index (node->children, 0)
        : NULL;
    }
}

/* Brings the list up to date with the tree under @root. */
void
_ak_move_history_refresh (AkMoveHistory    *self,
                          const AkGameNode *root,
                          const AkGameNode *current)
{
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) by_node = g_hash_table_new (NULL, NULL);
  guint old_len = self->items->len;
  guint new_len;
  guint prefix = 0, suffix = 0;

  g_return_if_fail (AK_IS_MOVE_HISTORY (self));

  if (root->children != NULL && root->children->len > 0)
    flatten (entries, g_ptr_array_index (root->children, 0), 0);
  new_len = entries->len;

  /* Keep each node's item, so rows that did not change stay the same. */
  for (guint i = 0; i < new_len; i++)
    {
      const Entry *entry = &g_array_index (entries, Entry, i);
      AkMoveItem *item = g_hash_table_lookup (self->by_node, entry->node);

      if (item != NULL)
        g_object_ref (item);
      else
        item = _ak_move_item_new ((AkGameNode *) entry->node);
      g_ptr_array_add (items, item);
      g_hash_table_insert (by_node, (gpointer) entry->node, item);
    }

  while (prefix < old_len && prefix < new_len &&
         g_ptr_array_index (self->items, prefix) == g_ptr_array_index (items, prefix))
    prefix++;
  while (suffix < old_len - prefix && suffix < new_len - prefix &&
         g_ptr_array_index (self->items, old_len - 1 - suffix) ==
         g_ptr_array_index (items, new_len - 1 - suffix))
    suffix++;

  g_ptr_array_unref (self->items);
  self->items = g_steal_pointer (&items);
  g_hash_table_unref (self->by_node);
  self->by_node = g_steal_pointer (&by_node);

  if (prefix + suffix != old_len || prefix + suffix != new_len)
    g_list_model_items_changed (G_LIST_MODEL (self), prefix,
                                old_len - prefix - suffix, new_len - prefix - suffix);

  /* Then the rows' own properties: notation, comment, depth, cursor. */
  self->current = NULL;
  for (guint i = 0; i < new_len; i++)
    {
      const Entry *entry = &g_array_index (entries, Entry, i);

      _ak_move_item_update (g_ptr_array_index (self->items, i), entry->depth,
                            entry->node == current);
      if (entry->node == current)
        self->current = g_ptr_array_index (self->items, i);
    }
}

/* The cursor moved to @current; the tree is as the list last saw it.  Two
 * rows change, however long the game. */
void
_ak_move_history_set_current (AkMoveHistory    *self,
                              const AkGameNode *current)
{
  AkMoveItem *item;

  g_return_if_fail (AK_IS_MOVE_HISTORY (self));

  item = g_hash_table_lookup (self->by_node, current);
  if (item == self->current)
    return;
  if (self->current != NULL)
    _ak_move_item_update (self->current, ak_move_item_get_depth (self->current), FALSE);
  if (item != NULL)
    _ak_move_item_update (item, ak_move_item_get_depth (item), TRUE);
  self->current = item;
}

/* @node's notation or comment changed, nothing else: its row follows. */
void
_ak_move_history_update_node (AkMoveHistory    *self,
                              const AkGameNode *node)
{
  AkMoveItem *item;

  g_return_if_fail (AK_IS_MOVE_HISTORY (self));

  item = g_hash_table_lookup (self->by_node, node);
  if (item != NULL)
    _ak_move_item_update (item, ak_move_item_get_depth (item), item == self->current);
}

/* How many rows @node's subtree has: the node, its line, and every
 * variation off them. */
static guint
count_rows (const AkGameNode *node)
{
  guint n = 0;

  for (; node != NULL;
       node = node->children != NULL && node->children->len > 0
         ? g_ptr_array_index (node->children, 0) : NULL)
    {
      n++;
      for (guint i = 1; node->children != NULL && i < node->children->len; i++)
        n += count_rows (g_ptr_array_index (node->children, i));
    }
  return n;
}

/* @node was just added as the only child of a move that had none, which
 * is how play adds a move: one row goes in, where _ak_move_history_refresh ()
 * would put it, and no other row is looked at.  Returns FALSE, changing
 * nothing, for any other change of the tree. */
gboolean
_ak_move_history_insert_leaf (AkMoveHistory    *self,
                              const AkGameNode *node,
                              const AkGameNode *current)
{
  const AkGameNode *parent = node->parent;
  const AkGameNode *grandparent;
  AkMoveItem *parent_item;
  AkMoveItem *item;
  guint index;

  g_return_val_if_fail (AK_IS_MOVE_HISTORY (self), FALSE);

  if (parent == NULL || parent->parent == NULL || parent->children->len != 1 ||
      (node->children != NULL && node->children->len > 0))
    return FALSE;
  parent_item = g_hash_table_lookup (self->by_node, parent);
  if (parent_item == NULL || !g_ptr_array_find (self->items, parent_item, &index))
    return FALSE;

  /* After the parent's row come its alternatives', if it is the first of
   * its siblings; then its line goes on, at its depth. */
  index++;
  grandparent = parent->parent;
  if (g_ptr_array_index (grandparent->children, 0) == parent)
    for (guint i = 1; i < grandparent->children->len; i++)
      index += count_rows (g_ptr_array_index (grandparent->children, i));

  item = _ak_move_item_new ((AkGameNode *) node);
  _ak_move_item_update (item, ak_move_item_get_depth (parent_item), FALSE);
  g_ptr_array_insert (self->items, (int) index, item);
  g_hash_table_insert (self->by_node, (gpointer) node, item);
  g_list_model_items_changed (G_LIST_MODEL (self), index, 0, 1);
  _ak_move_history_set_current (self, current);
  return TRUE;
}

/**
 * ak_move_history_find:
 * @self: a history
 * @node: a node of the game
 *
 * Returns: the position of @node's item in the list, or %G_MAXUINT if it
 *   has none (the root).
 */
guint
ak_move_history_find (AkMoveHistory    *self,
                      const AkGameNode *node)
{
  AkMoveItem *item;
  guint index;

  g_return_val_if_fail (AK_IS_MOVE_HISTORY (self), G_MAXUINT);

  item = g_hash_table_lookup (self->by_node, node);
  if (item == NULL || !g_ptr_array_find (self->items, item, &index))
    return G_MAXUINT;
  return index;
}
