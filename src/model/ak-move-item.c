/* ak-move-item.c — one move of the history list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-move-item"

#include "config.h"

#include "ak-enum-types.h"
#include "ak-move-item.h"

struct _AkMoveItem
{
  GObject     parent_instance;

  AkGameNode *node;        /* borrowed: the game's tree outlives its items */
  char       *notation;
  char       *comment;
  guint       depth;
  gboolean    is_current;
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

  g_clear_pointer (&self->notation, g_free);
  g_clear_pointer (&self->comment, g_free);

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

AkMoveItem *
_ak_move_item_new (AkGameNode *node)
{
  AkMoveItem *self = g_object_new (AK_TYPE_MOVE_ITEM, NULL);

  self->node = node;
  self->notation = ak_game_node_dup_notation (node);
  self->comment = ak_game_node_dup_comment (node);
  return self;
}

/* Brings the item up to date with its node, notifying what changed. */
void
_ak_move_item_update (AkMoveItem *self,
                      guint       depth,
                      gboolean    is_current)
{
  g_autofree char *notation = ak_game_node_dup_notation (self->node);
  g_autofree char *comment = ak_game_node_dup_comment (self->node);

  g_object_freeze_notify (G_OBJECT (self));
  if (g_strcmp0 (notation, self->notation) != 0)
    {
      g_free (self->notation);
      self->notation = g_steal_pointer (&notation);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTATION]);
    }
  if (g_strcmp0 (comment, self->comment) != 0)
    {
      g_free (self->comment);
      self->comment = g_steal_pointer (&comment);
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
