/* ak-game.c — one game and its study tree, as a GObject: the cursor,
 * playing, undo and redo, where play stands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * AkGame owns an AKN game record (the tree of moves and variations, with
 * tags and comments) and a cursor in it.  Every move goes through the
 * engine: AkGame keeps an AkHistory of the positions from the start to
 * the cursor, so the history-aware endings (repetition, no capture) are
 * decided on the line actually played.
 */

#define G_LOG_DOMAIN "ak-game"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ak-boxed.h"
#include "ak-enum-types.h"
#include "ak-game-private.h"
#include "ak-move-history-private.h"

G_DEFINE_FINAL_TYPE (AkGame, ak_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_VARIANT,
  PROP_RULES,
  PROP_POSITION,
  PROP_SIDE_TO_MOVE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_IS_OVER,
  PROP_RESULT,
  PROP_TERMINATION,
  PROP_SOUTH_NAME,
  PROP_NORTH_NAME,
  PROP_CURRENT_NODE,
  PROP_LIVE_NODE,
  N_PROPS
};

enum {
  MOVE_PLAYED,
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static char *
compute_result (AkGame *self)
{
  guint totals[2];

  if (!ak_game_get_is_over (self))
    return g_strdup ("*");
  ak_position_division (&self->current->position, totals);
  return g_strdup_printf ("%u-%u", totals[AK_SOUTH], totals[AK_NORTH]);
}

/* Notifies the properties whose values changed since the last call. */
void
_ak_game_sync_state (AkGame *self)
{
  const AkPosition *pos = &self->current->position;
  g_autofree char *result = compute_result (self);

  g_object_freeze_notify (G_OBJECT (self));

  if (!ak_position_equal (pos, &self->shown.position))
    {
      gboolean side_changed = pos->side != self->shown.position.side;

      self->shown.position = *pos;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
      if (side_changed)
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE_TO_MOVE]);
    }
  if (self->shown.can_undo != ak_game_get_can_undo (self))
    {
      self->shown.can_undo = !self->shown.can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (self->shown.can_redo != ak_game_get_can_redo (self))
    {
      self->shown.can_redo = !self->shown.can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
  if (self->shown.is_over != ak_game_get_is_over (self))
    {
      self->shown.is_over = !self->shown.is_over;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IS_OVER]);
    }
  if (self->shown.termination != ak_game_get_termination (self))
    {
      self->shown.termination = ak_game_get_termination (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TERMINATION]);
    }
  if (g_strcmp0 (self->shown.result, result) != 0)
    {
      g_free (self->shown.result);
      self->shown.result = g_steal_pointer (&result);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT]);
    }
  if (self->shown.current != self->current)
    {
      self->shown.current = self->current;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_NODE]);
    }
  if (self->shown.live != ak_game_get_live_node (self))
    {
      self->shown.live = ak_game_get_live_node (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LIVE_NODE]);
    }

  if (self->moves_stale)
    _ak_move_history_refresh (self->moves, self->record->root, self->current);
  else
    _ak_move_history_set_current (self->moves, self->current);
  self->moves_stale = FALSE;

  g_object_thaw_notify (G_OBJECT (self));
}

/* What @node shows in the list of moves changed, not the tree. */
void
_ak_game_update_row_of (AkGame     *self,
               AkGameNode *node)
{
  if (self->moves_stale)
    {
      _ak_move_history_refresh (self->moves, self->record->root, self->current);
      self->moves_stale = FALSE;
    }
  else
    _ak_move_history_update_node (self->moves, node);
}

/* The tree or its tags changed: views and the autosave want to know. */
void
_ak_game_tree_changed (AkGame *self)
{
  self->serial++;
  /* A promotion or a new move may move the main line's end. */
  if (self->shown.live != ak_game_get_live_node (self))
    {
      self->shown.live = ak_game_get_live_node (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LIVE_NODE]);
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Moves the cursor to @node, and the engine history with it: back from
 * the current node to where the two paths meet, then forward to @node.
 * Stepping through a long game takes a move or two, not a replay of all
 * of it. */
void
_ak_game_set_current (AkGame     *self,
             AkGameNode *node)
{
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  AkGameNode *from = self->current;
  AkGameNode *to = node;

  if (self->history == NULL || from == NULL)
    {
      g_clear_pointer (&self->history, ak_history_free);
      self->history = ak_history_new (&self->record->rules, &self->record->start);
      for (; to->parent != NULL; to = to->parent)
        g_ptr_array_add (path, to);
    }
  else
    {
      while (from->ply > to->ply)
        {
          ak_history_undo (self->history);
          from = from->parent;
        }
      while (to->ply > from->ply)
        {
          g_ptr_array_add (path, to);
          to = to->parent;
        }
      while (from != to)
        {
          ak_history_undo (self->history);
          from = from->parent;
          g_ptr_array_add (path, to);
          to = to->parent;
        }
    }

  for (guint i = path->len; i > 0; i--)
    {
      AkGameNode *step = g_ptr_array_index (path, i - 1);
      AkVerdict verdict = ak_history_play (self->history, step->move, NULL, NULL);

      /* The tree only holds moves the engine played. */
      g_assert (verdict == AK_VERDICT_LEGAL);
    }
  self->current = node;
  g_assert (ak_history_get_n_plies (self->history) == node->ply);
}

static void
ak_game_finalize (GObject *object)
{
  AkGame *self = (AkGame *) object;

  g_clear_pointer (&self->record, ak_game_record_free);
  g_clear_pointer (&self->history, ak_history_free);
  g_clear_object (&self->moves);
  g_clear_pointer (&self->shown.result, g_free);

  G_OBJECT_CLASS (ak_game_parent_class)->finalize (object);
}

static void
ak_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  AkGame *self = AK_GAME (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      g_value_set_enum (value, ak_game_get_variant (self));
      break;
    case PROP_RULES:
      g_value_set_boxed (value, ak_game_get_rules (self));
      break;
    case PROP_POSITION:
      g_value_set_boxed (value, ak_game_get_position (self));
      break;
    case PROP_SIDE_TO_MOVE:
      g_value_set_enum (value, ak_game_get_side_to_move (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, ak_game_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, ak_game_get_can_redo (self));
      break;
    case PROP_IS_OVER:
      g_value_set_boolean (value, ak_game_get_is_over (self));
      break;
    case PROP_RESULT:
      g_value_set_string (value, ak_game_get_result (self));
      break;
    case PROP_TERMINATION:
      g_value_set_enum (value, ak_game_get_termination (self));
      break;
    case PROP_SOUTH_NAME:
      g_value_set_string (value, ak_game_get_south_name (self));
      break;
    case PROP_NORTH_NAME:
      g_value_set_string (value, ak_game_get_north_name (self));
      break;
    case PROP_CURRENT_NODE:
      g_value_set_pointer (value, ak_game_get_current_node (self));
      break;
    case PROP_LIVE_NODE:
      g_value_set_pointer (value, ak_game_get_live_node (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_game_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  AkGame *self = AK_GAME (object);

  switch (prop_id)
    {
    case PROP_SOUTH_NAME:
      ak_game_set_south_name (self, g_value_get_string (value));
      break;
    case PROP_NORTH_NAME:
      ak_game_set_north_name (self, g_value_get_string (value));
      break;
    case PROP_CURRENT_NODE:
      ak_game_go_to (self, g_value_get_pointer (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_game_class_init (AkGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ak_game_finalize;
  object_class->get_property = ak_game_get_property;
  object_class->set_property = ak_game_set_property;

  properties[PROP_VARIANT] =
    g_param_spec_enum ("variant", NULL, NULL,
                       AK_TYPE_VARIANT, AK_VARIANT_ADJI_KUI_2,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_RULES] =
    g_param_spec_boxed ("rules", NULL, NULL,
                        AK_TYPE_RULES,
                        (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_POSITION] =
    g_param_spec_boxed ("position", NULL, NULL,
                        AK_TYPE_POSITION,
                        (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_SIDE_TO_MOVE] =
    g_param_spec_enum ("side-to-move", NULL, NULL,
                       AK_TYPE_SIDE, AK_SOUTH,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_IS_OVER] =
    g_param_spec_boolean ("is-over", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_RESULT] =
    g_param_spec_string ("result", NULL, NULL, "*",
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_TERMINATION] =
    g_param_spec_enum ("termination", NULL, NULL,
                       AK_TYPE_TERMINATION, AK_TERMINATION_NONE,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_SOUTH_NAME] =
    g_param_spec_string ("south-name", NULL, NULL, NULL,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_NORTH_NAME] =
    g_param_spec_string ("north-name", NULL, NULL, NULL,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CURRENT_NODE] =
    g_param_spec_pointer ("current-node", NULL, NULL,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /**
   * AkGame:live-node:
   *
   * Where play stands: the node the players have reached, as opposed to
   * the one the cursor shows.  Always on the main line; by default its
   * end.  A match counts a game's result at this node.
   */
  properties[PROP_LIVE_NODE] =
    g_param_spec_pointer ("live-node", NULL, NULL,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkGame::move-played:
   * @self: the game
   * @trace: (type AkTrace): every lap and drop of the move, for animation
   *
   * A move was played, with ak_game_play() or by a table that decided
   * it (the trace is then the one the table announced).  Emitted before
   * the property notifications, so a board can start its animation from
   * the old position.
   */
  signals[MOVE_PLAYED] =
    g_signal_new ("move-played",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, AK_TYPE_TRACE | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * AkGame::changed:
   * @self: the game
   *
   * The record changed: a move was added, a line promoted or deleted, a
   * comment or tag edited.  What a save would write is different now.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
ak_game_init (AkGame *self)
{
  self->moves = _ak_move_history_new ();
}

/* Whether a comment anywhere in the tree holds an engine value, without
 * recursion: a line may be a million moves long. */
static gboolean
tree_has_evals (AkGameNode *root)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      AkGameNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);
      AkEval eval;

      if (node->comments != NULL && ak_game_node_get_eval (node, &eval))
        return TRUE;
      if (node->children != NULL)
        for (guint i = 0; i < node->children->len; i++)
          g_ptr_array_add (stack, g_ptr_array_index (node->children, i));
    }
  return FALSE;
}

static void
start (AkGame       *self,
       AkGameRecord *record)
{
  self->record = record;
  self->may_have_evals = tree_has_evals (record->root);
  self->main_end = ak_game_record_get_last_main_node (record);
  _ak_game_set_current (self, self->main_end);

  /* A numeric result on an unfinished main line is an agreement. */
  if (g_strcmp0 (record->result, "*") != 0 && self->current->termination == AK_TERMINATION_NONE)
    self->agreed = self->current;

  self->shown.position = self->current->position;
  self->shown.can_undo = ak_game_get_can_undo (self);
  self->shown.can_redo = ak_game_get_can_redo (self);
  self->shown.is_over = ak_game_get_is_over (self);
  self->shown.termination = ak_game_get_termination (self);
  self->shown.current = self->current;
  self->shown.live = self->current;
  self->shown.result = compute_result (self);
  _ak_move_history_refresh (self->moves, self->record->root, self->current);
}

/**
 * ak_game_new:
 * @rules: the rule options
 * @start: the position to start from; it must be valid
 *
 * Returns: (transfer full): a new game with no moves.
 */
AkGame *
ak_game_new (const AkRules    *rules,
             const AkPosition *start_position)
{
  AkGame *self;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (start_position != NULL, NULL);
  g_return_val_if_fail (ak_position_validate (start_position, NULL), NULL);

  self = g_object_new (AK_TYPE_GAME, NULL);
  start (self, ak_game_record_new (rules, start_position));
  return self;
}

/* A record read from a file may say that play stands before the main
 * line's end (the Live tag, written by live_tag()): the game starts there,
 * the moves after it to redo.  The tag is the game's state, not kept as a
 * tag; a value that is no count of the main line's moves is ignored. */
static void
take_live_tag (AkGame *self)
{
  const char *value = ak_game_record_get_tag (self->record, "Live");
  AkGameNode *node = self->record->root;
  guint64 plies;

  if (value == NULL)
    return;
  if (g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT, &plies, NULL))
    {
      for (; plies > 0 && node->children != NULL && node->children->len > 0; plies--)
        node = g_ptr_array_index (node->children, 0);
      if (plies == 0 && node != _ak_game_main_line_end (self))
        {
          self->live = node;
          self->live_found = NULL;
          _ak_game_set_current (self, node);
          self->shown.position = self->current->position;
          self->shown.can_undo = ak_game_get_can_undo (self);
          self->shown.can_redo = ak_game_get_can_redo (self);
          self->shown.is_over = ak_game_get_is_over (self);
          self->shown.termination = ak_game_get_termination (self);
          self->shown.current = self->current;
          self->shown.live = self->current;
          g_free (self->shown.result);
          self->shown.result = compute_result (self);
          _ak_move_history_refresh (self->moves, self->record->root, self->current);
        }
      else
        g_debug ("Ignoring Live tag %s: the main line is shorter", value);
    }
  else
    g_debug ("Ignoring Live tag %s: not a number of moves", value);
  ak_game_record_remove_tag (self->record, "Live");
}

/**
 * ak_game_new_from_record:
 * @record: a game record, as read by ak_notation_read()
 *
 * Returns: (transfer full): a game holding a copy of @record, its cursor
 *   at the end of the main line.
 */
AkGame *
ak_game_new_from_record (const AkGameRecord *record)
{
  AkGame *self;

  g_return_val_if_fail (record != NULL, NULL);

  self = g_object_new (AK_TYPE_GAME, NULL);
  start (self, ak_game_record_copy (record));
  take_live_tag (self);
  return self;
}

/**
 * ak_game_new_from_position_string:
 * @rules: the rule options
 * @position: a position string (AKN §3)
 * @error: return location for an %AK_NOTATION_ERROR_POSITION error
 *
 * Sets up a game from any valid position, as the position editor does.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL if @position is
 *   not valid.
 */
AkGame *
ak_game_new_from_position_string (const AkRules  *rules,
                                  const char     *position,
                                  GError        **error)
{
  AkPosition start_position;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (position != NULL, NULL);

  if (!ak_position_parse (&start_position, position, error))
    return NULL;
  return ak_game_new (rules, &start_position);
}

AkVariant
ak_game_get_variant (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), AK_VARIANT_ADJI_KUI_2);
  return self->record->rules.variant;
}

const AkRules *
ak_game_get_rules (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), NULL);
  return &self->record->rules;
}

const AkPosition *
ak_game_get_start (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), NULL);
  return &self->record->start;
}

/**
 * ak_game_get_position:
 * @self: a game
 *
 * Returns: (transfer none): the position at the cursor.
 */
const AkPosition *
ak_game_get_position (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), NULL);
  return &self->current->position;
}

AkSide
ak_game_get_side_to_move (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), AK_SOUTH);
  return self->current->position.side;
}

gboolean
ak_game_get_can_undo (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), FALSE);
  return self->current->parent != NULL || self->agreed == self->current;
}

gboolean
ak_game_get_can_redo (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), FALSE);
  return self->current->children != NULL && self->current->children->len > 0;
}

/**
 * ak_game_get_is_over:
 * @self: a game
 *
 * Returns: %TRUE if the game has ended at the cursor, by the rules or by
 *   agreement.
 */
gboolean
ak_game_get_is_over (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), FALSE);
  return self->current->termination != AK_TERMINATION_NONE || self->agreed == self->current;
}

/**
 * ak_game_get_result:
 * @self: a game
 *
 * Returns: the result at the cursor: `*` while the game goes on, else the
 *   seeds each player ends with, like `25-23`.
 */
const char *
ak_game_get_result (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), "*");
  return self->shown.result;
}

AkTermination
ak_game_get_termination (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), AK_TERMINATION_NONE);
  if (self->agreed == self->current)
    return AK_TERMINATION_AGREEMENT;
  return self->current->termination;
}

/**
 * ak_game_get_current_node:
 * @self: a game
 *
 * Returns: (transfer none): the node at the cursor; the root before any
 *   move.
 */
AkGameNode *
ak_game_get_current_node (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), NULL);
  return self->current;
}

AkGameNode *
_ak_game_main_line_end (AkGame *self)
{
  AkGameNode *node = self->record->root;

  if (self->main_end != NULL)
    return self->main_end;
  while (node->children != NULL && node->children->len > 0)
    node = g_ptr_array_index (node->children, 0);
  self->main_end = node;
  return node;
}

/**
 * ak_game_get_live_node:
 * @self: a game
 *
 * Where play stands, as opposed to what the cursor shows: walking through
 * the moves does not change it, taking a move back does.  It is always on
 * the main line; unless set, it is the main line's end.
 *
 * Returns: (transfer none): the live node
 */
AkGameNode *
ak_game_get_live_node (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), NULL);

  if (self->live_found != NULL)
    return self->live_found;

  /* A set live node is on the main line: a promotion that moves it off
   * clears it (ak_game_promote_variation()). */
  self->live_found = self->live != NULL ? self->live : _ak_game_main_line_end (self);
  return self->live_found;
}

/**
 * ak_game_set_live_node:
 * @self: a game
 * @node: (nullable): a node on the main line, or %NULL for its end
 *
 * Says where play stands.  It does not move the cursor.  Set to the main
 * line's end, it follows the end as moves are added.  Set before the end
 * (moves taken back), it is part of the record (the `Live` tag), so a
 * change of it emits #AkGame::changed.
 */
void
ak_game_set_live_node (AkGame     *self,
                       AkGameNode *node)
{
  AkGameNode *saved_before;

  g_return_if_fail (AK_IS_GAME (self));
  g_return_if_fail (node == NULL || ak_game_is_on_main_line (self, node));

  if (node == _ak_game_main_line_end (self))
    node = NULL;
  /* Where play stands before the end is written to a file (the Live
   * tag), so moving it is a change of the record. */
  saved_before = self->live != NULL ? ak_game_get_live_node (self) : NULL;
  self->live = node;
  self->live_found = NULL;
  if (self->shown.live != ak_game_get_live_node (self))
    {
      self->shown.live = ak_game_get_live_node (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LIVE_NODE]);
    }
  if (saved_before != node)
    _ak_game_tree_changed (self);
}

/**
 * ak_game_get_root:
 * @self: a game
 *
 * Returns: (transfer none): the root of the tree: the start position.
 */
AkGameNode *
ak_game_get_root (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), NULL);
  return self->record->root;
}

/* Whether @node is on the main line, walking back to the root. */
gboolean
_ak_game_walk_is_on_main_line (AkGameNode *node)
{
  for (; node->parent != NULL; node = node->parent)
    if (g_ptr_array_index (node->parent->children, 0) != node)
      return FALSE;
  return TRUE;
}

/**
 * ak_game_is_on_main_line:
 * @self: a game
 * @node: a node of the game
 *
 * Returns: %TRUE if @node is on the main line (the root counts).
 */
gboolean
ak_game_is_on_main_line (AkGame     *self,
                         AkGameNode *node)
{
  g_return_val_if_fail (AK_IS_GAME (self), FALSE);

  /* The nodes asked about most, where play stands and the end, are
   * known without a walk back to the root, which in a game of a million
   * plies takes a good part of a second. */
  if (node == self->live || node == self->main_end)
    return TRUE;
  if (self->main_end != NULL && node->ply > self->main_end->ply)
    return FALSE;
  return _ak_game_walk_is_on_main_line (node);
}

/**
 * ak_game_check_move:
 * @self: a game
 * @move: a hole or %AK_MOVE_PASS
 *
 * Returns: %AK_VERDICT_LEGAL if @move may be played at the cursor.
 */
AkVerdict
ak_game_check_move (AkGame *self,
                    int     move)
{
  g_return_val_if_fail (AK_IS_GAME (self), AK_VERDICT_GAME_OVER);

  if (ak_game_get_is_over (self))
    return AK_VERDICT_GAME_OVER;
  return ak_history_check_move (self->history, move);
}

/* The move @move, just sown into the game's history with what it did
 * (@captured, @trace), is played at the cursor: the cursor follows the
 * continuation that has it, or the move is added, as the continuation or
 * as a new variation. */
static void
add_played (AkGame        *self,
            int            move,
            guint          captured,
            const AkTrace *trace)
{
  AkGameNode *node = ak_game_node_find_child (self->current, move);
  gboolean created = node == NULL;

  if (created)
    {
      node = ak_game_node_add_child (self->current, move, captured,
                                     ak_history_get_position (self->history),
                                     ak_history_get_termination (self->history));
      self->live_found = NULL;
      /* A move at the main line's end is its new end, and one anywhere
       * else leaves the end where it was: no walk of a long game to find
       * it again. */
      if (self->main_end == self->current)
        self->main_end = node;
      /* A move at the end of a line is one row more; else the list is
       * laid out again. */
      if (self->moves_stale || !_ak_move_history_insert_leaf (self->moves, node, node))
        self->moves_stale = TRUE;
    }
  self->current = node;

  g_signal_emit (self, signals[MOVE_PLAYED], 0, trace);
  _ak_game_sync_state (self);
  if (created)
    _ak_game_tree_changed (self);
}

/**
 * ak_game_play:
 * @self: a game
 * @move: a hole or %AK_MOVE_PASS
 * @reason: (out) (optional) (transfer full): why a refused move is refused,
 *   in plain words
 *
 * Plays @move at the cursor if the rules allow it.  If the cursor already
 * has that move as a continuation, the cursor follows it; otherwise the move
 * is added: as the continuation, or as a new variation when another
 * continuation exists (which is kept).  Emits #AkGame::move-played with the
 * sowing, then the property notifications.  A refused move is not an error.
 *
 * Returns: %AK_VERDICT_LEGAL if the move was played, else why not.
 */
AkVerdict
ak_game_play (AkGame  *self,
              int      move,
              char   **reason)
{
  g_autoptr(AkTrace) trace = NULL;
  AkMoveInfo info;
  AkVerdict verdict;

  g_return_val_if_fail (AK_IS_GAME (self), AK_VERDICT_GAME_OVER);

  if (reason != NULL)
    *reason = NULL;

  verdict = ak_game_check_move (self, move);
  if (verdict != AK_VERDICT_LEGAL)
    {
      if (reason != NULL)
        *reason = ak_verdict_describe (verdict, &self->current->position, move);
      return verdict;
    }

  trace = ak_trace_new ();
  verdict = ak_history_play (self->history, move, &info, trace);
  g_assert (verdict == AK_VERDICT_LEGAL);
  self->n_sown++;

  add_played (self, move, info.captured, trace);
  return AK_VERDICT_LEGAL;
}

/**
 * _ak_game_play_sown:
 * @self: a game
 * @history: (transfer full): the game's history at the cursor with one
 *   move more, as the table sowed it when it decided the move
 * @info: what that move did
 * @trace: its sowing
 *
 * Plays the move a table decided, as ak_game_play() would, without
 * checking or sowing it again: the game takes @history as its own.
 *
 * Returns: %FALSE, @history freed and the game unchanged, if @history
 *   does not go on from the cursor's position or the game is over there
 */
gboolean
_ak_game_play_sown (AkGame           *self,
                    AkHistory        *history,
                    const AkMoveInfo *info,
                    const AkTrace    *trace)
{
  g_autoptr(AkHistory) owned = history;
  guint ply;

  g_return_val_if_fail (AK_IS_GAME (self), FALSE);
  g_return_val_if_fail (history != NULL && info != NULL && trace != NULL, FALSE);

  /* Cheap checks that @history is the cursor's line and one move more:
   * a table hands over only what it decided at the cursor. */
  ply = self->current->ply;
  if (ak_game_get_is_over (self) || ak_history_get_n_plies (history) != ply + 1 ||
      !ak_position_equal (ak_history_get_position_at (history, ply), &self->current->position))
    {
      g_critical ("A decided move does not go on from the game's cursor");
      return FALSE;
    }

  g_clear_pointer (&self->history, ak_history_free);
  self->history = g_steal_pointer (&owned);
  add_played (self, ak_history_get_move (self->history, ply), info->captured, trace);
  return TRUE;
}

guint
_ak_game_get_n_sown (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), 0);
  return self->n_sown;
}

/**
 * ak_game_undo:
 * @self: a game
 *
 * Takes back an agreement to divide the seeds, or else steps the cursor
 * back one move.  The move stays in the tree, so redo can replay it.
 *
 * Returns: %TRUE if something was taken back.
 */
gboolean
ak_game_undo (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), FALSE);

  if (self->agreed != NULL && self->agreed == self->current)
    {
      self->agreed = NULL;
      _ak_game_sync_state (self);
      _ak_game_tree_changed (self);
      return TRUE;
    }
  return ak_game_go_previous (self);
}

/**
 * ak_game_redo:
 * @self: a game
 *
 * Steps the cursor forward along the line it is on.
 *
 * Returns: %TRUE if the cursor moved.
 */
gboolean
ak_game_redo (AkGame *self)
{
  AkGameNode *next;
  AkVerdict verdict;

  g_return_val_if_fail (AK_IS_GAME (self), FALSE);

  if (!ak_game_get_can_redo (self))
    return FALSE;
  next = g_ptr_array_index (self->current->children, 0);
  verdict = ak_history_play (self->history, next->move, NULL, NULL);
  g_assert (verdict == AK_VERDICT_LEGAL);
  self->current = next;
  _ak_game_sync_state (self);
  return TRUE;
}

/**
 * ak_game_go_to:
 * @self: a game
 * @node: a node of this game's tree
 *
 * Moves the cursor to @node.
 */
void
ak_game_go_to (AkGame     *self,
               AkGameNode *node)
{
  AkGameNode *root;

  g_return_if_fail (AK_IS_GAME (self));
  g_return_if_fail (node != NULL);

  root = node;
  while (root->parent != NULL)
    root = root->parent;
  g_return_if_fail (root == self->record->root);

  if (node == self->current)
    return;
  _ak_game_set_current (self, node);
  _ak_game_sync_state (self);
}

gboolean
ak_game_go_first (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), FALSE);

  if (self->current == self->record->root)
    return FALSE;
  ak_game_go_to (self, self->record->root);
  return TRUE;
}

gboolean
ak_game_go_previous (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), FALSE);

  if (self->current->parent == NULL)
    return FALSE;
  ak_history_undo (self->history);
  self->current = self->current->parent;
  _ak_game_sync_state (self);
  return TRUE;
}

gboolean
ak_game_go_next (AkGame *self)
{
  return ak_game_redo (self);
}

/**
 * ak_game_go_last:
 * @self: a game
 *
 * Moves the cursor to the end of the line it is on.
 *
 * Returns: %TRUE if it moved.
 */
gboolean
ak_game_go_last (AkGame *self)
{
  AkGameNode *node;

  g_return_val_if_fail (AK_IS_GAME (self), FALSE);

  node = self->current;
  while (node->children != NULL && node->children->len > 0)
    node = g_ptr_array_index (node->children, 0);
  if (node == self->current)
    return FALSE;
  ak_game_go_to (self, node);
  return TRUE;
}

/**
 * ak_game_agree:
 * @self: a game
 *
 * The players end the game by dividing the seeds (RULES.md §4.5).  Only at
 * the end of the main line of an unfinished game.
 *
 * Returns: %TRUE if the game is now ended by agreement.
 */
gboolean
ak_game_agree (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), FALSE);

  if (ak_game_get_is_over (self) || ak_game_get_can_redo (self) ||
      !ak_game_is_on_main_line (self, self->current))
    return FALSE;

  self->agreed = self->current;
  _ak_game_sync_state (self);
  _ak_game_tree_changed (self);
  return TRUE;
}

/**
 * ak_game_get_agreed_node:
 * @self: a game
 *
 * Returns: (transfer none) (nullable): where the players divided the seeds,
 *   if they did
 */
AkGameNode *
ak_game_get_agreed_node (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), NULL);
  return self->agreed;
}

/**
 * ak_game_get_history:
 * @self: a game
 *
 * Returns: (transfer none): the moves of the tree as a #GListModel of
 *   #AkMoveItem, in the order a file writes them.
 */
GListModel *
ak_game_get_history (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), NULL);
  return G_LIST_MODEL (self->moves);
}

/**
 * ak_game_dup_engine_history:
 * @self: a game
 *
 * The engine's record of the positions from the start to the cursor, for a
 * search that needs the game so far (repetitions, plies without capture).
 *
 * Returns: (transfer full): a copy.
 */
AkHistory *
ak_game_dup_engine_history (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), NULL);
  return ak_history_copy (self->history);
}

/**
 * ak_game_get_engine_history:
 * @self: a game
 *
 * The engine's record of the positions from the start to the cursor, to
 * read how often the position shown has come up and how many plies went
 * by without a capture.  It changes with the cursor.
 *
 * Returns: (transfer none): the game's own history.
 */
const AkHistory *
ak_game_get_engine_history (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), NULL);
  return self->history;
}

/**
 * ak_game_get_may_have_evals:
 * @self: a game
 *
 * Whether a comment of the game may hold an engine value (`[%eval]`): a
 * view that draws the values can skip a long game that has none without
 * walking it.  Once a value has been written it stays %TRUE.
 *
 * Returns: %FALSE if no comment holds a value
 */
gboolean
ak_game_get_may_have_evals (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), FALSE);
  return self->may_have_evals;
}

/**
 * ak_game_get_serial:
 * @self: a game
 *
 * Returns: a number that changes whenever the record does.
 */
guint
ak_game_get_serial (AkGame *self)
{
  g_return_val_if_fail (AK_IS_GAME (self), 0);
  return self->serial;
}

