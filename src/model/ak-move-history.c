/* ak-move-history.c — the moves of a game's tree as a list, for views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The list is the tree in the order a file writes it: each move of a
 * line, and after a move its alternatives, one level deeper.  After every
 * change the new order is compared with the old one and a single
 * items-changed covers exactly what differs between their common start
 * and common end, so views keep their rows, scroll and selection.
 *
 * Beside it, the same moves grouped into lines (AkMoveRows): a move
 * number's two moves side by side on the main line, a stretch of a
 * variation on one line.  A move played at the end fills the last line's
 * empty cell or adds a line; other changes group the list again and keep
 * every line that did not change.
 */

#define G_LOG_DOMAIN "ak-move-history"

#include "config.h"

#include "ak-move-history.h"
#include "ak-move-history-private.h"
#include "ak-move-item.h"
#include "ak-move-item-private.h"

struct _AkMoveHistory
{
  GObject     parent_instance;

  GPtrArray  *items;     /* AkMoveItem, owned, in list order */
  GHashTable *by_node;   /* AkGameNode * -> AkMoveItem *, borrowed from items */
  AkMoveItem *current;   /* the cursor's item, borrowed, or NULL */
  AkMoveRows *rows;      /* owned */
};

struct _AkMoveRows
{
  GObject     parent_instance;

  AkMoveHistory *history; /* borrowed: it owns the rows */
  GPtrArray  *rows;       /* AkMoveRow, owned, in list order; each item
                           * knows its row */
};

static void rows_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AkMoveRows, ak_move_rows, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, rows_model_iface_init))

static GType
ak_move_rows_get_item_type (GListModel *model)
{
  return AK_TYPE_MOVE_ROW;
}

static guint
ak_move_rows_get_n_items (GListModel *model)
{
  return AK_MOVE_ROWS (model)->rows->len;
}

static gpointer
ak_move_rows_get_item (GListModel *model,
                       guint       position)
{
  AkMoveRows *self = AK_MOVE_ROWS (model);

  if (position >= self->rows->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->rows, position));
}

static void
rows_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = ak_move_rows_get_item_type;
  iface->get_n_items = ak_move_rows_get_n_items;
  iface->get_item = ak_move_rows_get_item;
}

static void
ak_move_rows_finalize (GObject *object)
{
  AkMoveRows *self = (AkMoveRows *) object;

  g_clear_pointer (&self->rows, g_ptr_array_unref);

  G_OBJECT_CLASS (ak_move_rows_parent_class)->finalize (object);
}

static void
ak_move_rows_class_init (AkMoveRowsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ak_move_rows_finalize;
}

static void
ak_move_rows_init (AkMoveRows *self)
{
  self->rows = g_ptr_array_new_with_free_func (g_object_unref);
}

/* Whether @item goes on a line of @depth holding @n_moves moves, the
 * last @last: the next move of the same line at the same depth; on the
 * main line only North's answer to South's move of the same number, with
 * no comment between them. */
static gboolean
joins_line (guint       depth,
            guint       n_moves,
            AkMoveItem *last,
            AkMoveItem *item)
{
  if (last == NULL || ak_move_item_get_depth (item) != depth ||
      ak_move_item_get_node (item)->parent != ak_move_item_get_node (last))
    return FALSE;
  if (depth > 0)
    return TRUE;
  return n_moves == 1 &&
         ak_move_item_get_side (last) == AK_SOUTH &&
         ak_move_item_get_side (item) == AK_NORTH &&
         ak_move_item_get_move_number (last) == ak_move_item_get_move_number (item) &&
         ak_move_item_get_comment_text (last) == NULL;
}

/* Groups @items into rows again, keeping the row of each group's first
 * move where it is still that group's, and tells views what changed in
 * one items-changed, as the history does. */
static void
rows_regroup (AkMoveRows *self,
              GPtrArray  *items)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  guint old_len = self->rows->len;
  guint new_len;
  guint prefix = 0, suffix = 0;
  guint start = 0;

  while (start < items->len)
    {
      AkMoveItem *first = g_ptr_array_index (items, start);
      AkMoveRow *row = _ak_move_item_get_row (first);
      guint end = start + 1;
      guint depth = ak_move_item_get_depth (first);

      while (end < items->len &&
             joins_line (depth, end - start, g_ptr_array_index (items, end - 1),
                         g_ptr_array_index (items, end)))
        end++;

      /* A row starts with one move only: it is kept once at most. */
      if (row != NULL && ak_move_row_get_depth (row) == depth &&
          ak_move_row_get_move (row, 0) == first)
        g_object_ref (row);
      else
        row = _ak_move_row_new (depth);
      _ak_move_row_set_moves (row, (AkMoveItem **) items->pdata + start, end - start);
      for (guint i = start; i < end; i++)
        _ak_move_item_set_row (g_ptr_array_index (items, i), row);
      g_ptr_array_add (rows, row);
      start = end;
    }
  new_len = rows->len;

  while (prefix < old_len && prefix < new_len &&
         g_ptr_array_index (self->rows, prefix) == g_ptr_array_index (rows, prefix))
    prefix++;
  while (suffix < old_len - prefix && suffix < new_len - prefix &&
         g_ptr_array_index (self->rows, old_len - 1 - suffix) ==
         g_ptr_array_index (rows, new_len - 1 - suffix))
    suffix++;

  g_ptr_array_unref (self->rows);
  self->rows = g_steal_pointer (&rows);

  if (prefix + suffix != old_len || prefix + suffix != new_len)
    g_list_model_items_changed (G_LIST_MODEL (self), prefix,
                                old_len - prefix - suffix, new_len - prefix - suffix);
}

/* @item was just added at the end of @items: it fills the last row or
 * starts one, and nothing else is looked at. */
static void
rows_append (AkMoveRows *self,
             GPtrArray  *items,
             AkMoveItem *item)
{
  AkMoveRow *last_row = self->rows->len > 0 ? g_ptr_array_index (self->rows, self->rows->len - 1)
                                            : NULL;
  AkMoveItem *last = items->len > 1 ? g_ptr_array_index (items, items->len - 2) : NULL;

  if (last_row != NULL && last != NULL && _ak_move_item_get_row (last) == last_row &&
      joins_line (ak_move_row_get_depth (last_row), ak_move_row_get_n_moves (last_row), last,
                  item))
    {
      _ak_move_row_append (last_row, item);
      _ak_move_item_set_row (item, last_row);
      return;
    }

  {
    AkMoveRow *row = _ak_move_row_new (ak_move_item_get_depth (item));

    _ak_move_row_append (row, item);
    _ak_move_item_set_row (item, row);
    g_ptr_array_add (self->rows, row);
    g_list_model_items_changed (G_LIST_MODEL (self), self->rows->len - 1, 0, 1);
  }
}

/**
 * ak_move_rows_get_row_of:
 * @self: the rows
 * @node: a move of the game
 *
 * Returns: (transfer none) (nullable): the row that shows @node
 */
AkMoveRow *
ak_move_rows_get_row_of (AkMoveRows       *self,
                         const AkGameNode *node)
{
  AkMoveItem *item;

  g_return_val_if_fail (AK_IS_MOVE_ROWS (self), NULL);

  item = g_hash_table_lookup (self->history->by_node, node);
  return item != NULL ? _ak_move_item_get_row (item) : NULL;
}

/**
 * ak_move_rows_find:
 * @self: the rows
 * @node: a move of the game
 *
 * Returns: the position of the row that shows @node, or %G_MAXUINT
 */
guint
ak_move_rows_find (AkMoveRows       *self,
                   const AkGameNode *node)
{
  AkMoveRow *row = ak_move_rows_get_row_of (self, node);
  guint index;

  if (row == NULL || !g_ptr_array_find (self->rows, row, &index))
    return G_MAXUINT;
  return index;
}

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

  g_clear_object (&self->rows);
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
  self->rows = g_object_new (AK_TYPE_MOVE_ROWS, NULL);
  self->rows->history = self;
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

  /* The lines last, from the items' new depths and comments. */
  rows_regroup (self->rows, self->items);
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
  if (item == NULL)
    return;
  _ak_move_item_update (item, ak_move_item_get_depth (item), item == self->current);
  /* A comment after South's move on the main line sends North's answer
   * to a line of its own. */
  if (ak_move_item_get_depth (item) == 0 && ak_move_item_get_side (item) == AK_SOUTH)
    rows_regroup (self->rows, self->items);
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
  if (index == self->items->len - 1)
    rows_append (self->rows, self->items, item);
  else
    rows_regroup (self->rows, self->items);
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

/**
 * ak_move_history_get_rows:
 * @self: a history
 *
 * Returns: (transfer none): the moves as lines of a list, AkMoveRow items
 */
GListModel *
ak_move_history_get_rows (AkMoveHistory *self)
{
  g_return_val_if_fail (AK_IS_MOVE_HISTORY (self), NULL);

  return G_LIST_MODEL (self->rows);
}
