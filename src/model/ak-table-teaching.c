/* ak-table-teaching.c — teaching mode at the table: the engine's look at
 * a person's move before the computer answers it, the warning when the
 * move was a mistake, and going on or taking the move back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When a person plays against the computer in teaching mode, the computer
 * does not think of its answer at once: first the engine values every
 * move of the position the person moved in (an all-moves search, at the
 * review's time, with the endgame tables where the app has them).  A move
 * that lost at least the threshold (the review's `?`) stops the table
 * there with a warning: the words of the review's motifs, the opponent's
 * best reply line, the better move.  The table waits in that state until
 * the person goes on (the computer answers), takes the move back (Take
 * Back mode), or play moves elsewhere (undo, a new game): whatever moves
 * play away from the move warned of drops the warning, and a look that
 * finishes for a move play has left is dropped.  The moment is written in
 * the game: the warning is the move's comment, and the better line (as
 * long as a review's) is added beside it; a move taken back keeps its
 * warning and loses the better line.
 */

#define G_LOG_DOMAIN "ak-table"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-enum-types.h"
#include "ak-motif-text.h"
#include "ak-practice-check.h"
#include "ak-review.h"
#include "ak-table-private.h"
#include "ak-tables-manager.h"

/* The time of the look at the reply line, when the move was a mistake. */
#define REPLY_TIME_US (G_USEC_PER_SEC / 2)

enum
{
  TEACHING_PROP_MODE,
  TEACHING_PROP_THRESHOLD,
  TEACHING_PROP_CHECKING,
  TEACHING_PROP_WARNED,
  N_TEACHING_PROPS
};

static GParamSpec *teaching_properties[N_TEACHING_PROPS];
static guint first_teaching_prop;

static void
notify (AkTable *self,
        guint    which)
{
  g_object_notify_by_pspec (G_OBJECT (self), teaching_properties[which]);
}

static void
warning_free (AkTeachingWarning *warning)
{
  g_free (warning->explanation);
  g_free (warning);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkTeachingWarning, warning_free)

/* ----- the look, in a worker thread ----- */

typedef struct
{
  AkRules            rules;
  AkHistory         *before;
  int                played;
  guint              max_depth;
  gint64             max_time_us;
  int                threshold;
  AkTables          *tables;       /* nullable */
  volatile gint      cancel;
  AkTeachingWarning *warning;      /* out: NULL if the move was good enough */
} Check;

static void
check_free (Check *check)
{
  g_clear_pointer (&check->before, ak_history_free);
  g_clear_pointer (&check->tables, ak_tables_unref);
  g_clear_pointer (&check->warning, warning_free);
  g_free (check);
}

static void
check_cancelled_cb (GCancellable *cancellable,
                    Check        *check)
{
  g_atomic_int_set (&check->cancel, 1);
}

/* The opponent's best line after the move, and the positions it goes
 * through, for the window to show. */
static void
find_refutation (Check             *check,
                 AkSearch          *search,
                 AkTeachingWarning *warning)
{
  g_autoptr(AkHistory) after = ak_history_copy (check->before);
  AkSearchLimits limits = { 0, };
  AkSearchResult result;

  if (ak_history_play (after, check->played, NULL, NULL) != AK_VERDICT_LEGAL ||
      ak_history_is_over (after))
    return;

  limits.max_depth = check->max_depth;
  limits.max_time_us = check->max_depth > 0 ? 0 : MIN (check->max_time_us, REPLY_TIME_US);
  limits.cancel = &check->cancel;
  if (!ak_search_run (search, &check->rules, after, &limits, &result))
    return;

  warning->n_refutation = MIN (result.pv_length, AK_SEARCH_MAX_PV);
  memcpy (warning->refutation, result.pv, warning->n_refutation);
  if (warning->n_refutation == 0 && result.best_move != AK_MOVE_NONE)
    warning->refutation[warning->n_refutation++] = (guint8) result.best_move;

  /* The positions are the engine's to sow: the window only shows them. */
  for (guint i = 0; i < warning->n_refutation; i++)
    {
      if (ak_history_play (after, warning->refutation[i], NULL, NULL) != AK_VERDICT_LEGAL)
        {
          warning->n_refutation = i;
          break;
        }
      warning->refutation_positions[i] = *ak_history_get_position (after);
    }
}

static void
check_thread (GTask        *task,
              gpointer      source,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Check *check = task_data;
  g_autoptr(AkSearch) search = ak_search_new (16);
  g_autoptr(AkTeachingWarning) warning = NULL;
  AkSearchLimits limits = { 0, };
  AkSearchResult result;
  int played_score = G_MININT;
  int best_score = G_MININT;
  guint best = 0;
  gulong handler;

  handler = g_cancellable_connect (cancellable, G_CALLBACK (check_cancelled_cb), check, NULL);
  if (check->tables != NULL)
    ak_search_set_tables (search, check->tables);

  limits.all_moves = TRUE;
  limits.max_depth = check->max_depth;
  limits.max_time_us = check->max_depth > 0 ? 0 : check->max_time_us;
  limits.cancel = &check->cancel;
  if (!ak_search_run (search, &check->rules, check->before, &limits, &result) ||
      g_atomic_int_get (&check->cancel))
    goto out;

  for (guint i = 0; i < result.n_moves; i++)
    {
      if (result.moves[i] == check->played)
        played_score = result.move_scores[i];
      if (result.move_scores[i] > best_score)
        {
          best_score = result.move_scores[i];
          best = i;
        }
    }

  /* A move the search did not value (a forced one) is no mistake. */
  if (result.n_moves < 2 || played_score == G_MININT ||
      best_score - played_score < check->threshold)
    goto out;

  warning = g_new0 (AkTeachingWarning, 1);
  warning->move = check->played;
  warning->side = ak_history_get_position (check->before)->side;
  warning->before = *ak_history_get_position (check->before);
  warning->n_moves = result.n_moves;
  memcpy (warning->moves, result.moves, sizeof warning->moves);
  memcpy (warning->move_scores, result.move_scores, sizeof warning->move_scores);
  warning->best_move = result.moves[best];
  warning->best_score = best_score;
  warning->played_score = played_score;
  warning->loss = best_score - played_score;
  for (guint i = 0; i < result.n_moves; i++)
    if (result.moves[i] == check->played)
      warning->kind = result.move_kind[best] == AK_VALUE_PROVED &&
                      result.move_kind[i] == AK_VALUE_PROVED ? AK_VALUE_PROVED
                                                             : AK_VALUE_ESTIMATE;
  /* The best line is the search's when it starts with the best move. */
  if (result.pv_length > 0 && result.pv[0] == warning->best_move)
    {
      warning->n_best = MIN (result.pv_length, AK_SEARCH_MAX_PV);
      memcpy (warning->best_line, result.pv, warning->n_best);
    }
  else
    {
      warning->n_best = 1;
      warning->best_line[0] = (guint8) warning->best_move;
    }

  find_refutation (check, search, warning);
  if (g_atomic_int_get (&check->cancel))
    goto out;
  warning->explanation = ak_motif_text_explain (check->before, check->played,
                                                warning->refutation, warning->n_refutation,
                                                warning->best_line, warning->n_best);
  check->warning = g_steal_pointer (&warning);

out:
  g_cancellable_disconnect (cancellable, handler);
  g_task_return_boolean (task, TRUE);
}

/* ----- the table's state ----- */

static void
clear_warning (AkTable *self)
{
  if (self->warning == NULL)
    return;
  g_clear_pointer (&self->warning, warning_free);
  notify (self, TEACHING_PROP_WARNED);
}

static void
stop_check (AkTable *self)
{
  if (self->check_cancellable == NULL)
    return;
  g_cancellable_cancel (self->check_cancellable);
  g_clear_object (&self->check_cancellable);
  notify (self, TEACHING_PROP_CHECKING);
}

/* Drops the look and the warning: play moved elsewhere. */
void
_ak_table_teaching_reset (AkTable *self)
{
  stop_check (self);
  self->check_node = NULL;
  self->cleared_node = NULL;
  clear_warning (self);
}

/* Called whenever play may have moved: a look or a warning is of the move
 * where play stands, in a game that goes on, a person's move that the
 * computer is to answer. */
void
_ak_table_teaching_follow (AkTable *self)
{
  if (self->check_node == NULL)
    return;
  if (self->game != NULL && self->stage == AK_TABLE_STAGE_PLAYING &&
      ak_game_get_live_node (self->game) == self->check_node &&
      !ak_game_get_is_over (self->game) &&
      _ak_table_side_is_computer (self, ak_game_get_side_to_move (self->game)) &&
      !_ak_table_side_is_computer (self, ak_game_node_get_mover (self->check_node)))
    return;

  stop_check (self);
  self->check_node = NULL;
  clear_warning (self);
}

/* "Loses 4.25 seeds: d lets North capture a casa at c with F (−4).": the
 * warning in words; written into the game too. */
static char *
dup_warning_text (const AkTeachingWarning *warning)
{
  g_autofree char *seeds = g_strdup_printf ("%.2f", (double) warning->loss / AK_SCORE_SEED);
  char best = warning->best_move == AK_MOVE_PASS ? '-' : ak_hole_to_char (warning->best_move);

  if (warning->explanation != NULL)
    /* Translators: a move warned of in teaching mode: the seeds it loses
     * (like “4.25”), why (the review's words, like “d lets North capture
     * a casa at c with F (−4)”), and the better move (a hole letter) */
    return g_strdup_printf (_("Loses %s seeds: %s. Better was %c."), seeds,
                            warning->explanation, best);
  /* Translators: a move warned of in teaching mode, without a reason in
   * words: the seeds it loses (like “4.25”) and the better move */
  return g_strdup_printf (_("Loses %s seeds. Better was %c."), seeds, best);
}

/* Writes the moment into the game: the warning at the move, the better
 * line beside it, as a review would. */
static void
record_warning (AkTable                 *self,
                const AkTeachingWarning *warning)
{
  g_autofree char *text = dup_warning_text (warning);
  AkGameNode *node = warning->node;
  AkGameNode *parent = node->parent;
  g_autofree char *old = ak_game_dup_comment (self->game, node);

  /* No mark: a review's marks are values the review wrote with them,
   * which the game does not have yet. */
  self->committing = TRUE;
  if (old == NULL || strstr (old, text) == NULL)
    {
      g_autofree char *comment = old != NULL && *old != '\0' ? g_strconcat (old, " ", text, NULL)
                                                            : g_strdup (text);

      ak_game_set_comment (self->game, node, comment);
    }
  (void) ak_game_add_line (self->game, parent, warning->best_line,
                           MIN (warning->n_best, AK_REVIEW_MAX_LINE), NULL);
  self->committing = FALSE;
}

static void
check_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(AkTable) self = _ak_table_weak_take (user_data);
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));
  Check *check = g_task_get_task_data (G_TASK (result));
  AkTeachingWarning *warning;

  if (self == NULL || cancellable == NULL || cancellable != self->check_cancellable)
    return;

  g_clear_object (&self->check_cancellable);
  notify (self, TEACHING_PROP_CHECKING);

  warning = g_steal_pointer (&check->warning);
  if (warning == NULL)
    {
      /* A good move: the computer answers it. */
      self->cleared_node = self->check_node;
      self->check_node = NULL;
      _ak_table_update_turn (self);
      return;
    }

  warning->node = self->check_node;
  self->warning = warning;
  record_warning (self, warning);
  notify (self, TEACHING_PROP_WARNED);
  _ak_table_sync (self);
}

static void
start_check (AkTable    *self,
             AkGameNode *node)
{
  g_autoptr(GTask) task = NULL;
  AkReviewOptions options;
  Check *check = g_new0 (Check, 1);

  ak_review_options_init (&options);
  check->rules = *ak_game_get_rules (self->game);
  check->before = ak_game_dup_engine_history (self->game);
  (void) ak_history_undo (check->before);
  check->played = node->move;
  check->max_depth = self->teaching_depth;
  check->max_time_us = options.max_time_us;
  check->threshold = self->teaching_threshold;
  check->tables = ak_tables_manager_dup_for_search (&check->rules,
                                                    ak_history_get_position (check->before));

  self->check_node = node;
  self->check_cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->check_cancellable, check_done_cb, _ak_table_weak_new (self));
  g_task_set_source_tag (task, start_check);
  g_task_set_task_data (task, check, (GDestroyNotify) check_free);
  g_task_run_in_thread (task, check_thread);
  notify (self, TEACHING_PROP_CHECKING);
}

/* Whether the computer, to move at @node, waits for teaching: the look
 * at the person's move that led there runs, or found a mistake. */
gboolean
_ak_table_teaching_waits (AkTable    *self,
                          AkGameNode *node)
{
  if (self->teaching_mode == AK_TEACHING_MODE_OFF || node->parent == NULL ||
      node->move == AK_MOVE_PASS || node != ak_game_get_live_node (self->game) ||
      _ak_table_side_is_computer (self, ak_game_node_get_mover (node)))
    return FALSE;

  if (node == self->cleared_node)
    return FALSE;
  if (node == self->check_node)
    return TRUE;

  stop_check (self);
  clear_warning (self);
  start_check (self, node);
  return TRUE;
}

/* ----- public API ----- */

AkTeachingMode
ak_table_get_teaching_mode (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), AK_TEACHING_MODE_OFF);
  return self->teaching_mode;
}

/**
 * ak_table_set_teaching_mode:
 * @self: a table
 * @mode: whether the engine looks at a person's moves against the
 *   computer before it answers, and offers to take a mistake back
 *
 * Turning teaching off lets the computer answer a move warned of.
 */
void
ak_table_set_teaching_mode (AkTable        *self,
                            AkTeachingMode  mode)
{
  g_return_if_fail (AK_IS_TABLE (self));
  g_return_if_fail (mode <= AK_TEACHING_MODE_TAKE_BACK);

  if (self->teaching_mode == mode)
    return;
  self->teaching_mode = mode;
  if (mode == AK_TEACHING_MODE_OFF)
    {
      /* The move looked at is let through, not looked at again. */
      AkGameNode *node = self->check_node;

      stop_check (self);
      clear_warning (self);
      self->check_node = NULL;
      self->cleared_node = node;
    }
  notify (self, TEACHING_PROP_MODE);
  _ak_table_update_turn (self);
}

int
ak_table_get_teaching_threshold (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), AK_REVIEW_MISTAKE_LOSS);
  return self->teaching_threshold;
}

/**
 * ak_table_set_teaching_threshold:
 * @self: a table
 * @threshold: the least loss warned of, in hundredths of a seed
 *
 * Takes effect from the next move looked at.
 */
void
ak_table_set_teaching_threshold (AkTable *self,
                                 int      threshold)
{
  g_return_if_fail (AK_IS_TABLE (self));

  threshold = MAX (threshold, 1);
  if (self->teaching_threshold == threshold)
    return;
  self->teaching_threshold = threshold;
  notify (self, TEACHING_PROP_THRESHOLD);
}

/**
 * ak_table_get_checking:
 * @self: a table
 *
 * Returns: whether the engine looks at the person's last move before the
 *   computer answers it
 */
gboolean
ak_table_get_checking (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);
  return self->check_cancellable != NULL;
}

/**
 * ak_table_get_warning:
 * @self: a table
 *
 * Returns: (nullable): the mistake the computer waits with answering,
 *   or %NULL; valid until the table notifies AkTable:warned
 */
const AkTeachingWarning *
ak_table_get_warning (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), NULL);
  return self->warning;
}

/**
 * ak_table_dup_warning_text:
 * @self: a table
 *
 * Returns: (transfer full) (nullable): the warning in words, as it is
 *   written in the game, or %NULL without a warning
 */
char *
ak_table_dup_warning_text (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), NULL);
  return self->warning != NULL ? dup_warning_text (self->warning) : NULL;
}

/**
 * ak_table_dup_warning_card:
 * @self: a table with a warning
 * @now: the time the card is made, Unix seconds
 *
 * The moment warned of as a practice card, as ak_practice_cards_collect()
 * makes one from a reviewed game: the position before the move, the move
 * played, the game it came from.  It has no best moves yet:
 * ak_practice_cards_add_to_deck() checks it.
 *
 * Returns: (transfer full) (nullable): the card, or %NULL without a
 *   warning
 */
AkPracticeCard *
ak_table_dup_warning_card (AkTable *self,
                           gint64   now)
{
  const AkTeachingWarning *warning;
  g_autoptr(AkPracticeCard) card = NULL;
  AkRules rules, defaults;
  const char *date;

  g_return_val_if_fail (AK_IS_TABLE (self), NULL);

  warning = self->warning;
  if (warning == NULL || self->game == NULL)
    return NULL;

  /* The rules of play only, as the deck keeps them: a match's options
   * change nothing in a position. */
  rules = *ak_game_get_rules (self->game);
  ak_rules_init (&defaults);
  rules.remainder = defaults.remainder;
  rules.next_starter = defaults.next_starter;
  rules.match_end = defaults.match_end;
  rules.match_end_n = defaults.match_end_n;
  rules.first = defaults.first;

  card = ak_practice_card_new ();
  card->variant = ak_game_get_variant (self->game);
  card->position = ak_position_to_string (&warning->before);
  card->side_to_move = warning->before.side;
  g_free (card->rules);
  card->rules = ak_rules_to_string (&rules, AK_RULES_FORMAT_DEFAULT);
  card->player_side = warning->side;
  card->move_played = ak_practice_move_to_string (warning->move);
  card->played_score = warning->played_score;
  date = ak_game_get_tag (self->game, "Date");
  card->source_date = date != NULL && *date != '\0' && strchr (date, '?') == NULL
                      ? g_strdup (date) : NULL;
  card->source_players = g_strdup_printf ("%s – %s", ak_table_get_display_name (self, AK_SOUTH),
                                          ak_table_get_display_name (self, AK_NORTH));
  card->source_ply = warning->node->ply;
  card->created = now;
  return g_steal_pointer (&card);
}

/**
 * ak_table_teaching_continue:
 * @self: a table
 *
 * The person keeps the move warned of: the computer answers it.
 *
 * Returns: %TRUE if there was a warning
 */
gboolean
ak_table_teaching_continue (AkTable *self)
{
  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);

  if (self->warning == NULL)
    return FALSE;
  self->cleared_node = self->check_node;
  self->check_node = NULL;
  clear_warning (self);
  _ak_table_update_turn (self);
  return TRUE;
}

/**
 * ak_table_teaching_take_back:
 * @self: a table
 *
 * Takes the move warned of back: play stands where it was played, the
 * person to move again.  The move taken back stays in the game with its
 * warning, as a move taken back does (the next move played there makes
 * it a variation); the better line added beside it goes.
 *
 * Returns: %TRUE if the move was taken back
 */
gboolean
ak_table_teaching_take_back (AkTable *self)
{
  AkGameNode *node;
  AkGameNode *parent;
  int best_move;

  g_return_val_if_fail (AK_IS_TABLE (self), FALSE);

  ak_table_flush (self);
  if (self->warning == NULL || self->game == NULL ||
      ak_game_get_live_node (self->game) != self->check_node)
    return FALSE;

  node = self->check_node;
  parent = node->parent;
  best_move = self->warning->best_move;
  self->check_node = NULL;
  self->cleared_node = NULL;
  clear_warning (self);

  self->committing = TRUE;
  ak_game_go_to (self->game, parent);
  /* The better line goes: it holds the computer's replies too, and a
   * person who now plays the better move must find the computer
   * answering, not a line of moves nobody played ahead of play.  The
   * move taken back stays, with the warning that names the better move,
   * as a move taken back does: the next move played makes it a
   * variation. */
  for (guint i = 1; parent->children != NULL && i < parent->children->len; i++)
    {
      AkGameNode *child = g_ptr_array_index (parent->children, i);

      if (child->move == best_move && child != node)
        {
          ak_game_delete_variation (self->game, child);
          break;
        }
    }
  ak_game_set_live_node (self->game, parent);
  self->committing = FALSE;

  _ak_table_update_turn (self);
  _ak_table_sync (self);
  return TRUE;
}

void
_ak_table_set_teaching_depth (AkTable *self,
                              guint    depth)
{
  g_return_if_fail (AK_IS_TABLE (self));
  self->teaching_depth = depth;
}

/* ----- properties ----- */

void
_ak_table_teaching_install_properties (GObjectClass *object_class,
                                       guint         first_prop_id)
{
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  first_teaching_prop = first_prop_id;
  /**
   * AkTable:teaching-mode:
   *
   * Whether the engine looks at a person's moves against the computer
   * before it answers, warns of a mistake, and offers to take it back.
   */
  teaching_properties[TEACHING_PROP_MODE] =
    g_param_spec_enum ("teaching-mode", NULL, NULL, AK_TYPE_TEACHING_MODE,
                       AK_TEACHING_MODE_OFF, rw);
  /**
   * AkTable:teaching-threshold:
   *
   * The least loss warned of, in hundredths of a seed: the review's `?`.
   */
  teaching_properties[TEACHING_PROP_THRESHOLD] =
    g_param_spec_int ("teaching-threshold", NULL, NULL, 1, G_MAXINT, AK_REVIEW_MISTAKE_LOSS, rw);
  /**
   * AkTable:checking:
   *
   * The engine looks at the person's last move; the computer waits.
   */
  teaching_properties[TEACHING_PROP_CHECKING] =
    g_param_spec_boolean ("checking", NULL, NULL, FALSE, ro);
  /**
   * AkTable:warned:
   *
   * The person's last move was a mistake (ak_table_get_warning()): the
   * computer waits until the person goes on or takes it back.
   */
  teaching_properties[TEACHING_PROP_WARNED] =
    g_param_spec_boolean ("warned", NULL, NULL, FALSE, ro);

  for (guint i = 0; i < N_TEACHING_PROPS; i++)
    g_object_class_install_property (object_class, first_prop_id + i, teaching_properties[i]);
}

gboolean
_ak_table_teaching_get_property (AkTable *self,
                                 guint    prop_id,
                                 GValue  *value)
{
  switch (prop_id - first_teaching_prop)
    {
    case TEACHING_PROP_MODE:
      g_value_set_enum (value, self->teaching_mode);
      return TRUE;
    case TEACHING_PROP_THRESHOLD:
      g_value_set_int (value, self->teaching_threshold);
      return TRUE;
    case TEACHING_PROP_CHECKING:
      g_value_set_boolean (value, self->check_cancellable != NULL);
      return TRUE;
    case TEACHING_PROP_WARNED:
      g_value_set_boolean (value, self->warning != NULL);
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
_ak_table_teaching_set_property (AkTable      *self,
                                 guint         prop_id,
                                 const GValue *value)
{
  switch (prop_id - first_teaching_prop)
    {
    case TEACHING_PROP_MODE:
      ak_table_set_teaching_mode (self, g_value_get_enum (value));
      return TRUE;
    case TEACHING_PROP_THRESHOLD:
      ak_table_set_teaching_threshold (self, g_value_get_int (value));
      return TRUE;
    default:
      return FALSE;
    }
}
