/* ak-table.c — the game being played at this table: its stage, deciding
 * and playing moves, undo and redo, browsing, the division of the seeds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * AkGame knows the rules of the game; AkTable knows the rules of play: who
 * plays each side, when the computer thinks, what happens when a game
 * ends.  The views show what the table decides, at their own pace.
 *
 * Playing and looking are two things.  The game's *live node* is where
 * play stands; its cursor is what the board shows.  Walking through the
 * moves moves only the cursor, and the computer thinks only when the
 * cursor is at the live node (it never replays a position someone is only
 * looking at).  Undo and redo move both: they take a move back or put it
 * forward.  A move played at a position someone walked back to makes that
 * line the live one: it becomes the main line, and the computer answers.
 *
 * A move is first *decided* (AkTable::move-decided, with its sowing), and
 * only then *played* into the game.  A view that animates the sowing holds
 * the table meanwhile (ak_table_hold()), so that the game, the move list,
 * the totals, the toasts and the end of the game all change when the last
 * seed has fallen, not when the move was chosen.  Anything else asked of
 * the table in between first plays the held move.
 */

#define G_LOG_DOMAIN "ak-table"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-boxed.h"
#include "ak-enum-types.h"
#include "ak-game-private.h"
#include "ak-review.h"
#include "ak-table-private.h"


/**
 * AkTable:
 *
 * The game being played at this table: a single [class@Game] or an
 * [class@Match], the two [class@Player]s, and the flow of play — the
 * computer's moves, forced passes, undo against the computer, hints, the
 * end of a game and the rebuild before the next game of a match.
 *
 * The table decides; the views show.  Each move is announced with
 * [signal@Table::move-decided] before it is played, and a view that
 * animates it holds the table until it is shown; then the move is played,
 * and [signal@Table::move-played] and, at the end of a game,
 * [signal@Table::game-over] follow.
 */
G_DEFINE_FINAL_TYPE (AkTable, ak_table, G_TYPE_OBJECT)

G_DEFINE_QUARK (ak-table-error-quark, ak_table_error)

enum {
  PROP_0,
  PROP_GAME,
  PROP_MATCH,
  PROP_STAGE,
  PROP_PAUSED,
  PROP_BROWSING,
  PROP_THINKING,
  PROP_HELD,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_CAN_DIVIDE,
  PROP_HINT,
  PROP_HINTING,
  PROP_CHOOSING,
  PROP_CAN_START_NEXT_GAME,
  PROP_WATCH_DELAY,
  PROP_SEARCH_THREADS,
  N_PROPS
};

/* The teaching properties come after these (ak-table-teaching.c). */

enum {
  MOVE_DECIDED,
  MOVE_PLAYED,
  GAME_OVER,
  PURCHASES_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ----- state ----- */

gboolean
_ak_table_is_browsing (AkTable *self)
{
  return self->game != NULL &&
         ak_game_get_current_node (self->game) != ak_game_get_live_node (self->game);
}

gboolean
_ak_table_side_is_computer (AkTable *self,
                            AkSide   side)
{
  return ak_player_is_computer (self->players[side]);
}

/* Whether the game has ended where play stands. */
static gboolean
live_is_over (AkTable *self)
{
  AkGameNode *live = ak_game_get_live_node (self->game);

  return live->termination != AK_TERMINATION_NONE ||
         ak_game_get_agreed_node (self->game) == live;
}

static gboolean
compute_can_divide (AkTable *self)
{
  AkGameNode *live;

  if (self->game == NULL || self->stage != AK_TABLE_STAGE_PLAYING ||
      _ak_table_is_browsing (self) || _ak_table_side_is_computer (self, AK_SOUTH) ||
      _ak_table_side_is_computer (self, AK_NORTH))
    return FALSE;

  live = ak_game_get_live_node (self->game);
  return !live_is_over (self) && (live->children == NULL || live->children->len == 0);
}


static gboolean
compute_can_undo (AkTable *self)
{
  AkGameNode *live;

  if (self->game == NULL || self->stage == AK_TABLE_STAGE_REBUILDING)
    return FALSE;
  live = ak_game_get_live_node (self->game);
  return live->parent != NULL || ak_game_get_agreed_node (self->game) == live;
}

static gboolean
compute_can_redo (AkTable *self)
{
  AkGameNode *live;

  if (self->game == NULL)
    return FALSE;
  live = ak_game_get_live_node (self->game);
  return live->children != NULL && live->children->len > 0;
}

#define SYNC_BOOL(field, prop, value)                                         \
  G_STMT_START {                                                              \
    gboolean v_ = (value);                                                    \
    if (self->shown.field != v_)                                              \
      {                                                                       \
        self->shown.field = v_;                                               \
        g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);        \
      }                                                                       \
  } G_STMT_END

/* Notifies the derived properties whose values changed. */
void
_ak_table_sync (AkTable *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  SYNC_BOOL (browsing, PROP_BROWSING, _ak_table_is_browsing (self));
  SYNC_BOOL (thinking, PROP_THINKING, self->think_cancellable != NULL);
  SYNC_BOOL (can_undo, PROP_CAN_UNDO, compute_can_undo (self));
  SYNC_BOOL (can_redo, PROP_CAN_REDO, compute_can_redo (self));
  SYNC_BOOL (can_divide, PROP_CAN_DIVIDE, compute_can_divide (self));
  SYNC_BOOL (can_start_next_game, PROP_CAN_START_NEXT_GAME,
             _ak_table_compute_can_start_next_game (self));
  g_object_thaw_notify (G_OBJECT (self));
}

void
_ak_table_set_stage (AkTable      *self,
                     AkTableStage  stage)
{
  if (self->stage == stage)
    return;

  /* Leaving the rebuild forgets its choices. */
  if (self->stage == AK_TABLE_STAGE_REBUILDING)
    {
      g_cancellable_cancel (self->purchase_cancellable);
      g_clear_object (&self->purchase_cancellable);
      self->n_purchases = 0;
      self->purchase_score = 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOOSING]);
      g_signal_emit (self, signals[PURCHASES_CHANGED], 0);
    }

  self->stage = stage;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STAGE]);
}

/* The stage that follows from where play stands.  Looking back through a
 * finished game leaves it finished, but puts a rebuild away. */
static AkTableStage
stage_for_game (AkTable *self)
{
  if (!live_is_over (self))
    return AK_TABLE_STAGE_PLAYING;
  if (self->match != NULL && ak_match_get_is_over (self->match))
    return AK_TABLE_STAGE_MATCH_OVER;
  if (self->stage == AK_TABLE_STAGE_REBUILDING && !_ak_table_is_browsing (self))
    return AK_TABLE_STAGE_REBUILDING;
  return AK_TABLE_STAGE_GAME_OVER;
}

/* ----- deciding and playing moves ----- */

/* Hands the decided move, sown, to the game, then says what happened. */
static void
commit (AkTable *self)
{
  g_autoptr(AkTrace) trace = NULL;
  g_autoptr(AkHistory) history = NULL;
  AkGameNode *node;
  gboolean was_over;

  if (!self->has_pending)
    return;

  self->has_pending = FALSE;
  trace = g_steal_pointer (&self->pending_trace);
  history = g_steal_pointer (&self->pending_history);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HELD]);

  /* The game moved on in between (a new game): the move is forgotten. */
  if (self->game == NULL || ak_game_get_current_node (self->game) != self->pending_node)
    return;

  was_over = live_is_over (self);
  self->committing = TRUE;
  if (!_ak_game_play_sown (self->game, g_steal_pointer (&history), &self->pending_info, trace))
    {
      self->committing = FALSE;
      return;
    }

  /* Where the move was played, play now stands: the line it is on
   * becomes the main line, the old continuation a variation. */
  node = ak_game_get_current_node (self->game);
  while (!ak_game_is_on_main_line (self->game, node))
    {
      AkGameNode *line = node;

      while (line->parent != NULL && g_ptr_array_index (line->parent->children, 0) == line)
        line = line->parent;
      ak_game_promote_variation (self->game, line);
    }
  ak_game_set_live_node (self->game, node);
  self->committing = FALSE;
  self->last_move_time = g_get_monotonic_time ();

  _ak_table_set_stage (self, stage_for_game (self));
  g_signal_emit (self, signals[MOVE_PLAYED], 0, trace);
  if (!was_over && live_is_over (self))
    g_signal_emit (self, signals[GAME_OVER], 0);

  _ak_table_update_turn (self);
  _ak_table_sync (self);
}

/* Sows @move at the cursor, on a copy of the game's history, announces
 * it, and hands it to the game once no view holds the table any more.
 * The rules are asked once, here: a refused move changes nothing. */
AkVerdict
_ak_table_decide (AkTable *self,
                  int      move)
{
  g_autoptr(AkHistory) history = ak_game_dup_engine_history (self->game);
  g_autoptr(AkTrace) trace = ak_trace_new ();
  AkMoveInfo info;
  AkVerdict verdict;

  /* One move at a time: the one before is played first.  The callers
   * already did, so the cursor is where @move was chosen. */
  g_return_val_if_fail (!self->has_pending, AK_VERDICT_GAME_OVER);

  verdict = ak_history_play (history, move, &info, trace);
  if (verdict != AK_VERDICT_LEGAL)
    return verdict;

  _ak_table_stop_thinking (self);
  _ak_table_cancel_hint (self);
  self->has_pending = TRUE;
  self->pending_node = ak_game_get_current_node (self->game);
  self->pending_history = g_steal_pointer (&history);
  self->pending_trace = g_steal_pointer (&trace);
  self->pending_info = info;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HELD]);

  g_signal_emit (self, signals[MOVE_DECIDED], 0, self->pending_trace,
                 ak_history_get_position (self->pending_history));

  if (self->holds == 0)
    commit (self);
  return AK_VERDICT_LEGAL;
}

/**
 * ak_table_flush:
 * @self: a table
 *
 * Plays the move the table holds now, without waiting for the views.
 * Everything that changes the game does this first.
 */
void
ak_table_flush (AkTable *self)
{
  g_return_if_fail (AK_IS_TABLE (self));

  if (self->has_pending)
    commit (self);
}

/**
 * ak_table_hold:
 * @self: a table
 *
 * A view shows the move just decided: the table waits with playing it
 * until every hold is released.  Called from a handler of
 * [signal@Table::move-decided].
 */
void
ak_table_hold (AkTable *self)
{
  g_return_if_fail (AK_IS_TABLE (self));

  self->holds++;
}

/**
 * ak_table_release:
 * @self: a table
 *
 * The view has shown the move: once the last hold is released, the table
 * plays it.
 */
void
ak_table_release (AkTable *self)
{
  g_return_if_fail (AK_IS_TABLE (self));
  g_return_if_fail (self->holds > 0);

  self->holds--;
  if (self->holds == 0)
    ak_table_flush (self);
}

/**
 * ak_table_get_held:
 * @self: a table
 *
 * Returns: whether a decided move waits for the views
 */
gboolean
ak_table_get_held (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  return self->has_pending;
}

/**
 * ak_table_get_held_move_ends_game:
 * @self: a table
 *
 * Whether the move decided and waiting for the views ends the game, by
 * any of the rules' endings (a view then shows the seeds left going to
 * their owners).
 *
 * Returns: %TRUE if a move is held and the game is over after it
 */
gboolean
ak_table_get_held_move_ends_game (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  return self->has_pending && ak_history_is_over (self->pending_history);
}

/* ----- following the game and the match ----- */

static void
game_state_cb (AkTable    *self,
               GParamSpec *pspec,
               AkGame     *game)
{
  if (self->committing)
    return;

  /* A hint is for the position it was asked in. */
  if (self->hint_node != NULL && self->hint_node != ak_game_get_current_node (game))
    _ak_table_cancel_hint (self);

  _ak_table_set_stage (self, stage_for_game (self));
  _ak_table_update_turn (self);
  _ak_table_sync (self);
}

static void
disconnect_game (AkTable *self)
{
  if (self->game == NULL)
    return;

  g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
}

static void
show_game (AkTable *self,
           AkGame  *game)
{
  if (self->game == game)
    return;

  self->has_pending = FALSE;
  g_clear_pointer (&self->pending_trace, ak_trace_free);
  g_clear_pointer (&self->pending_history, ak_history_free);
  _ak_table_stop_thinking (self);
  _ak_table_teaching_reset (self);
  _ak_table_cancel_hint (self);
  _ak_table_set_stage (self, AK_TABLE_STAGE_PLAYING);
  disconnect_game (self);

  self->game = g_object_ref (game);
  g_signal_connect_object (game, "notify::current-node", G_CALLBACK (game_state_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::live-node", G_CALLBACK (game_state_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::is-over", G_CALLBACK (game_state_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "changed", G_CALLBACK (game_state_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::south-name", G_CALLBACK (_ak_table_game_name_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::north-name", G_CALLBACK (_ak_table_game_name_cb), self,
                           G_CONNECT_SWAPPED);

  /* The players are the ones the game's tags name; a match hands them
   * on from game to game. */
  g_signal_handlers_block_by_func (self->players[AK_SOUTH], _ak_table_player_changed_cb, self);
  g_signal_handlers_block_by_func (self->players[AK_NORTH], _ak_table_player_changed_cb, self);
  _ak_table_read_players (self);
  g_signal_handlers_unblock_by_func (self->players[AK_SOUTH], _ak_table_player_changed_cb, self);
  g_signal_handlers_unblock_by_func (self->players[AK_NORTH], _ak_table_player_changed_cb, self);

  _ak_table_set_stage (self, stage_for_game (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  _ak_table_update_turn (self);
  _ak_table_sync (self);
}

static void
match_current_game_cb (AkTable    *self,
                       GParamSpec *pspec,
                       AkMatch    *match)
{
  show_game (self, ak_match_get_current_game (match));
}

static void
match_standing_cb (AkTable    *self,
                   GParamSpec *pspec,
                   AkMatch    *match)
{
  if (self->game == NULL)
    return;
  _ak_table_set_stage (self, stage_for_game (self));
  _ak_table_sync (self);
}

static void
forget_match (AkTable *self)
{
  if (self->match == NULL)
    return;

  _ak_table_set_stage (self, AK_TABLE_STAGE_PLAYING);
  g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
}

/**
 * ak_table_set_game:
 * @self: a table
 * @game: a single game, not of a match
 *
 * Plays @game at the table.  The players are the ones its tags name
 * (SouthType, SouthLevel…; people when they name none): set them on
 * ak_table_get_player() afterwards to change them, which writes the tags.
 */
void
ak_table_set_game (AkTable *self,
                   AkGame  *game)
{
  g_return_if_fail (AK_IS_TABLE (self));
  g_return_if_fail (AK_IS_GAME (game));

  g_object_freeze_notify (G_OBJECT (self));
  if (self->match != NULL)
    {
      forget_match (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
    }
  show_game (self, game);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * ak_table_set_match:
 * @self: a table
 * @match: a match
 *
 * Plays @match at the table, from its current game on; the table follows
 * the match from game to game.  The players are the ones the current
 * game's tags name.
 */
void
ak_table_set_match (AkTable *self,
                    AkMatch *match)
{
  g_return_if_fail (AK_IS_TABLE (self));
  g_return_if_fail (AK_IS_MATCH (match));

  if (self->match == match)
    return;

  g_object_freeze_notify (G_OBJECT (self));
  forget_match (self);
  self->match = g_object_ref (match);
  g_signal_connect_object (match, "notify::current-game", G_CALLBACK (match_current_game_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "notify::is-over", G_CALLBACK (match_standing_cb),
                           self, G_CONNECT_SWAPPED);
  /* The first game's players are its own, whatever the last game had. */
  disconnect_game (self);
  show_game (self, ak_match_get_current_game (match));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
  g_object_thaw_notify (G_OBJECT (self));
}

/* ----- GObject ----- */

static void
ak_table_dispose (GObject *object)
{
  AkTable *self = AK_TABLE (object);

  _ak_table_stop_thinking (self);
  _ak_table_teaching_reset (self);
  g_clear_handle_id (&self->watch_timeout_id, g_source_remove);
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  g_cancellable_cancel (self->purchase_cancellable);
  g_clear_object (&self->purchase_cancellable);
  g_clear_pointer (&self->pending_trace, ak_trace_free);
  g_clear_pointer (&self->pending_history, ak_history_free);
  self->has_pending = FALSE;
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    if (self->players[side] != NULL)
      {
        g_signal_handlers_disconnect_by_data (self->players[side], self);
        g_clear_object (&self->players[side]);
      }
  forget_match (self);
  disconnect_game (self);

  G_OBJECT_CLASS (ak_table_parent_class)->dispose (object);
}

static void
ak_table_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  AkTable *self = AK_TABLE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_STAGE:
      g_value_set_enum (value, self->stage);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_WATCH_DELAY:
      g_value_set_uint (value, self->watch_delay);
      break;
    case PROP_SEARCH_THREADS:
      g_value_set_uint (value, self->search_threads);
      break;
    case PROP_BROWSING:
      g_value_set_boolean (value, ak_table_get_browsing (self));
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, ak_table_get_thinking (self));
      break;
    case PROP_HELD:
      g_value_set_boolean (value, ak_table_get_held (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, ak_table_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, ak_table_get_can_redo (self));
      break;
    case PROP_CAN_DIVIDE:
      g_value_set_boolean (value, ak_table_get_can_divide (self));
      break;
    case PROP_HINT:
      g_value_set_int (value, self->hint);
      break;
    case PROP_HINTING:
      g_value_set_boolean (value, ak_table_get_hinting (self));
      break;
    case PROP_CHOOSING:
      g_value_set_boolean (value, ak_table_get_choosing (self));
      break;
    case PROP_CAN_START_NEXT_GAME:
      g_value_set_boolean (value, ak_table_get_can_start_next_game (self));
      break;
    default:
      if (!_ak_table_teaching_get_property (self, prop_id, value))
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_table_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  AkTable *self = AK_TABLE (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      ak_table_set_paused (self, g_value_get_boolean (value));
      break;
    case PROP_WATCH_DELAY:
      ak_table_set_watch_delay (self, g_value_get_uint (value));
      break;
    case PROP_SEARCH_THREADS:
      ak_table_set_search_threads (self, g_value_get_uint (value));
      break;
    default:
      if (!_ak_table_teaching_set_property (self, prop_id, value))
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_table_class_init (AkTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = ak_table_dispose;
  object_class->get_property = ak_table_get_property;
  object_class->set_property = ak_table_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, AK_TYPE_GAME, ro);
  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, AK_TYPE_MATCH, ro);
  properties[PROP_STAGE] =
    g_param_spec_enum ("stage", NULL, NULL, AK_TYPE_TABLE_STAGE, AK_TABLE_STAGE_PLAYING, ro);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AkTable:watch-delay:
   *
   * When the computer plays both sides: how long, in ms, it waits after
   * a move before it thinks of the next, so that a person can follow.
   */
  properties[PROP_WATCH_DELAY] =
    g_param_spec_uint ("watch-delay", NULL, NULL, 0, 60000, AK_TABLE_DEFAULT_WATCH_DELAY,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AkTable:search-threads:
   *
   * The threads the computer searches on at level 5 and for hints; 0 (the
   * default) for every core.  Levels 1–4 always think on one thread, so
   * that they play the same way every time.
   */
  properties[PROP_SEARCH_THREADS] =
    g_param_spec_uint ("search-threads", NULL, NULL, 0, AK_SEARCH_MAX_THREADS, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AkTable:browsing:
   *
   * Someone looks at another position than the one play stands at: the
   * computer waits.
   */
  properties[PROP_BROWSING] =
    g_param_spec_boolean ("browsing", NULL, NULL, FALSE, ro);
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE, ro);
  /**
   * AkTable:held:
   *
   * A move was decided and waits for the views to show it.
   */
  properties[PROP_HELD] =
    g_param_spec_boolean ("held", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_DIVIDE] =
    g_param_spec_boolean ("can-divide", NULL, NULL, FALSE, ro);
  properties[PROP_HINT] =
    g_param_spec_int ("hint", NULL, NULL, AK_MOVE_NONE, AK_N_HOLES - 1, AK_MOVE_NONE, ro);
  properties[PROP_HINTING] =
    g_param_spec_boolean ("hinting", NULL, NULL, FALSE, ro);
  properties[PROP_CHOOSING] =
    g_param_spec_boolean ("choosing", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_START_NEXT_GAME] =
    g_param_spec_boolean ("can-start-next-game", NULL, NULL, FALSE, ro);

  g_object_class_install_properties (object_class, N_PROPS, properties);
  _ak_table_teaching_install_properties (object_class, N_PROPS);

  /**
   * AkTable::move-decided:
   * @self: the table
   * @trace: (type AkTrace): every lap and drop of the move
   * @after: (type AkPosition): the position it leads to
   *
   * A move was chosen, by a person or the computer, or is a forced pass;
   * the game does not show it yet.  A view that shows it calls
   * ak_table_hold() here and ak_table_release() once it is shown.
   */
  signals[MOVE_DECIDED] =
    g_signal_new ("move-decided",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2,
                  AK_TYPE_TRACE | G_SIGNAL_TYPE_STATIC_SCOPE,
                  AK_TYPE_POSITION | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * AkTable::move-played:
   * @self: the table
   * @trace: (type AkTrace): the move
   *
   * A decided move was played into the game, after the views showed it.
   * Walking through the moves, undo and redo play nothing.
   */
  signals[MOVE_PLAYED] =
    g_signal_new ("move-played",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, AK_TYPE_TRACE | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * AkTable::game-over:
   * @self: the table
   *
   * A move played at the table, or the players' division of the seeds,
   * ended the game.  In a match, the match may be over too.
   */
  signals[GAME_OVER] =
    g_signal_new ("game-over",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * AkTable::purchases-changed:
   * @self: the table
   *
   * The holes chosen for the next game of a match changed.
   */
  signals[PURCHASES_CHANGED] =
    g_signal_new ("purchases-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
ak_table_init (AkTable *self)
{
  self->hint = AK_MOVE_NONE;
  self->stage = AK_TABLE_STAGE_PLAYING;
  self->watch_delay = AK_TABLE_DEFAULT_WATCH_DELAY;
  self->teaching_threshold = AK_REVIEW_MISTAKE_LOSS;
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      self->players[side] = ak_player_new (AK_PLAYER_PERSON, AK_PLAYER_DEFAULT_LEVEL);
      g_signal_connect_object (self->players[side], "notify::kind",
                               G_CALLBACK (_ak_table_player_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->players[side], "notify::level",
                               G_CALLBACK (_ak_table_player_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->players[side], "notify::name",
                               G_CALLBACK (_ak_table_player_changed_cb), self, G_CONNECT_SWAPPED);
    }
}

/**
 * ak_table_new:
 *
 * Returns: (transfer full): a table with nothing on it yet; give it a game
 *   or a match before anything else
 */
AkTable *
ak_table_new (void)
{
  return g_object_new (AK_TYPE_TABLE, NULL);
}

/* ----- getters ----- */

/**
 * ak_table_get_game:
 * @self: a table
 *
 * Returns: (transfer none) (nullable): the game being played: in a match,
 *   its current game
 */
AkGame *
ak_table_get_game (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), NULL);
  return self->game;
}

/**
 * ak_table_get_match:
 * @self: a table
 *
 * Returns: (transfer none) (nullable): the match, if a match is played
 */
AkMatch *
ak_table_get_match (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), NULL);
  return self->match;
}

/**
 * ak_table_get_display_name:
 * @self: a table
 * @side: %AK_SOUTH or %AK_NORTH
 *
 * Returns: the player's name, or the side's when the player has none
 */
const char *
ak_table_get_display_name (AkTable *self,
                           AkSide   side)
{
  const char *name;

  g_return_val_if_fail (AK_IS_TABLE (self), "");
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, "");

  name = ak_player_get_name (self->players[side]);
  if (*name != '\0')
    return name;
  return side == AK_SOUTH ? _("South") : _("North");
}

AkTableStage
ak_table_get_stage (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), AK_TABLE_STAGE_PLAYING);
  return self->stage;
}

gboolean
ak_table_get_browsing (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  return _ak_table_is_browsing (self);
}


/* ----- play ----- */

/**
 * ak_table_play:
 * @self: a table
 * @move: a hole, or %AK_MOVE_PASS
 * @error: why the move is refused
 *
 * A person plays @move at the shown position.  It is decided at once and
 * played when the views have shown it.  Played at a position someone
 * walked back to, it makes that line the live one.
 *
 * Returns: %TRUE if the move was accepted
 */
gboolean
ak_table_play (AkTable  *self,
               int       move,
               GError  **error)
{
  AkVerdict verdict;
  AkSide side;

  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  ak_table_flush (self);

  if (self->stage == AK_TABLE_STAGE_REBUILDING)
    {
      g_set_error_literal (error, AK_TABLE_ERROR, AK_TABLE_ERROR_NOT_PLAYING,
                           _("the board for the next game is being built"));
      return FALSE;
    }

  side = ak_game_get_side_to_move (self->game);
  if (!ak_game_get_is_over (self->game) && _ak_table_side_is_computer (self, side))
    {
      g_set_error (error, AK_TABLE_ERROR, AK_TABLE_ERROR_COMPUTER_TURN,
                   side == AK_SOUTH ? _("the computer plays South: wait for its move")
                                    : _("the computer plays North: wait for its move"));
      return FALSE;
    }

  /* Decided if the rules allow it; the game's own end (the seeds
   * divided) is not the rules' to know. */
  verdict = ak_game_get_is_over (self->game) ? AK_VERDICT_GAME_OVER
                                              : _ak_table_decide (self, move);
  if (verdict != AK_VERDICT_LEGAL)
    {
      g_autofree char *reason = ak_verdict_describe (verdict, ak_game_get_position (self->game),
                                                     move);

      g_set_error_literal (error, AK_TABLE_ERROR,
                           verdict == AK_VERDICT_GAME_OVER ? AK_TABLE_ERROR_NOT_PLAYING
                                                           : AK_TABLE_ERROR_ILLEGAL,
                           reason);
      return FALSE;
    }
  return TRUE;
}

gboolean
ak_table_get_can_undo (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  return compute_can_undo (self);
}

gboolean
ak_table_get_can_redo (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  return compute_can_redo (self);
}

/* Moves the cursor to where play stands, if someone walked away. */
void
_ak_table_go_live (AkTable *self)
{
  AkGameNode *live = ak_game_get_live_node (self->game);

  if (ak_game_get_current_node (self->game) != live)
    ak_game_go_to (self->game, live);
}

/* Moves where play stands one move back or forward, from wherever the
 * cursor is; against the computer, on to the person's turn. */
static gboolean
step (AkTable  *self,
      gboolean  forward)
{
  gboolean (*move) (AkGame *game) = forward ? ak_game_redo : ak_game_undo;
  AkSide mover;

  ak_table_flush (self);
  if (!(forward ? compute_can_redo (self) : compute_can_undo (self)))
    return FALSE;

  _ak_table_stop_thinking (self);
  _ak_table_cancel_hint (self);
  self->committing = TRUE;
  _ak_table_go_live (self);
  if (!move (self->game))
    {
      self->committing = FALSE;
      return FALSE;
    }

  /* Past the computer's move, to the person's. */
  mover = ak_game_get_side_to_move (self->game);
  if (_ak_table_side_is_computer (self, mover) &&
      !_ak_table_side_is_computer (self, AK_SIDE_OTHER (mover)) &&
      !ak_game_get_is_over (self->game))
    move (self->game);

  ak_game_set_live_node (self->game, ak_game_get_current_node (self->game));
  self->committing = FALSE;

  _ak_table_set_stage (self, stage_for_game (self));
  _ak_table_update_turn (self);
  _ak_table_sync (self);
  return TRUE;
}

/**
 * ak_table_undo:
 * @self: a table
 *
 * Takes the last move played back, from wherever the cursor is.  Against
 * the computer it goes back to the person's previous turn.  Taking back
 * the move that ended a game of a match takes its result out of the
 * ledger.
 *
 * Returns: %TRUE if a move was taken back
 */
gboolean
ak_table_undo (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);

  return step (self, FALSE);
}

/**
 * ak_table_redo:
 * @self: a table
 *
 * Puts the move taken back last forward again; against the computer, up
 * to the person's next turn.
 *
 * Returns: %TRUE if a move was put forward
 */
gboolean
ak_table_redo (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);

  return step (self, TRUE);
}


gboolean
ak_table_get_can_divide (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  return compute_can_divide (self);
}

/**
 * ak_table_divide_seeds:
 * @self: a table
 *
 * Two people end the game where play stands, each taking the seeds in the
 * holes they own (RULES.md §4.5).  The computer never agrees.
 *
 * Returns: %TRUE if the game is now ended by agreement
 */
gboolean
ak_table_divide_seeds (AkTable *self)
{
  gboolean agreed;

  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);

  ak_table_flush (self);
  if (!compute_can_divide (self))
    return FALSE;

  self->committing = TRUE;
  agreed = ak_game_agree (self->game);
  self->committing = FALSE;
  if (!agreed)
    return FALSE;

  _ak_table_set_stage (self, stage_for_game (self));
  g_signal_emit (self, signals[GAME_OVER], 0);
  _ak_table_sync (self);
  return TRUE;
}

/* ----- browsing ----- */

/**
 * ak_table_go_to:
 * @self: a table
 * @node: a node of the game's tree
 *
 * Shows @node.  Looking at a position is not playing it: the computer
 * waits until the cursor is back where play stands.
 */
void
ak_table_go_to (AkTable    *self,
                AkGameNode *node)
{
  g_return_if_fail (AK_IS_TABLE (self));

  ak_table_flush (self);
  ak_game_go_to (self->game, node);
}

gboolean
ak_table_go_first (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  ak_table_flush (self);
  return ak_game_go_first (self->game);
}

gboolean
ak_table_go_previous (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  ak_table_flush (self);
  return ak_game_go_previous (self->game);
}

gboolean
ak_table_go_next (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  ak_table_flush (self);
  return ak_game_go_next (self->game);
}

gboolean
ak_table_go_last (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  ak_table_flush (self);
  return ak_game_go_last (self->game);
}

/**
 * ak_table_go_live:
 * @self: a table
 *
 * Shows the position play stands at.
 *
 * Returns: %TRUE if the cursor moved
 */
gboolean
ak_table_go_live (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);

  ak_table_flush (self);
  if (!_ak_table_is_browsing (self))
    return FALSE;
  _ak_table_go_live (self);
  return TRUE;
}
