/* ak-analyzer.c — searches in a worker thread, for analysis and for the
 * computer player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A search runs on a copy of the game in a GTask thread.  It never touches
 * the analyzer: it writes its latest completed iteration into a shared,
 * locked slot, and a timer on the main thread publishes that slot at most
 * ten times a second.  Stopping sets the search's cancel flag, which it
 * checks every 4,096 nodes, and forgets the run; a run that ends after its
 * analyzer has moved on (or was finalized) is ignored.
 */

#define G_LOG_DOMAIN "ak-analyzer"

#include "config.h"

#include <string.h>

#include "ak-analyzer.h"
#include "ak-analyzer-private.h"
#include "ak-tables-manager.h"

typedef struct
{
  gatomicrefcount  ref;
  volatile gint    cancel;
  GMutex           lock;
  AkSearchResult   latest;        /* under lock */
  gboolean         dirty;         /* under lock: latest not yet published */
  gint64           cancel_time;   /* under lock: when stop was asked, or 0 */
  gint64           stop_latency;  /* under lock: cancel to the worker's end */
  AkRules          rules;
  AkHistory       *history;
  AkTables        *tables;        /* the endgame tables there were, or NULL */
  gint64           max_time_us;
  guint            n_threads;
} Run;

struct _AkAnalyzer
{
  GObject         parent_instance;

  Run            *run;            /* the current search, or NULL */
  guint           publish_id;
  AkSearchResult  result;         /* what the properties say */
  gboolean        running;
  gint64          last_stop_latency;
  char           *pv;
  guint           n_threads;      /* 0: every core */
};

G_DEFINE_FINAL_TYPE (AkAnalyzer, ak_analyzer, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RUNNING,
  PROP_DEPTH,
  PROP_SCORE,
  PROP_EXACT,
  PROP_NODES,
  PROP_NPS,
  PROP_BEST_MOVE,
  PROP_PV,
  PROP_N_THREADS,
  N_PROPS
};

enum {
  PROGRESS,
  FINISHED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* 0 means every core. */
static guint
resolve_threads (guint n_threads)
{
  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  return CLAMP (n_threads, 1, AK_SEARCH_MAX_THREADS);
}

static Run *
run_ref (Run *run)
{
  g_atomic_ref_count_inc (&run->ref);
  return run;
}

static void
run_unref (Run *run)
{
  if (!g_atomic_ref_count_dec (&run->ref))
    return;
  g_mutex_clear (&run->lock);
  ak_history_free (run->history);
  g_clear_pointer (&run->tables, ak_tables_unref);
  g_free (run);
}

static void
run_progress_cb (const AkSearchResult *result,
                 gpointer              user_data)
{
  Run *run = user_data;

  g_mutex_lock (&run->lock);
  run->latest = *result;
  run->dirty = TRUE;
  g_mutex_unlock (&run->lock);
}

static void
run_worker (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  Run *run = task_data;
  g_autoptr(AkSearch) search = ak_search_new (16);
  AkSearchLimits limits = { 0, };
  AkSearchResult result;

  if (run->tables != NULL)
    ak_search_set_tables (search, run->tables);

  limits.max_time_us = run->max_time_us;
  limits.all_moves = TRUE;
  limits.cancel = &run->cancel;
  limits.progress = run_progress_cb;
  limits.user_data = run;
  limits.n_threads = run->n_threads;

  ak_search_run (search, &run->rules, run->history, &limits, &result);

  g_mutex_lock (&run->lock);
  if (run->cancel_time != 0)
    run->stop_latency = g_get_monotonic_time () - run->cancel_time;
  g_mutex_unlock (&run->lock);

  g_task_return_boolean (task, TRUE);
}

static char *
format_pv (const AkSearchResult *result)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < result->pv_length; i++)
    {
      if (i > 0)
        g_string_append_c (out, ' ');
      if (result->pv[i] == AK_MOVE_PASS)
        g_string_append (out, "--");
      else
        g_string_append_c (out, ak_hole_to_char (result->pv[i]));
    }
  return g_string_free (out, FALSE);
}

static void
set_running (AkAnalyzer *self,
             gboolean    running)
{
  if (self->running == running)
    return;
  self->running = running;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

/* Moves the run's latest iteration into the properties. */
static void
publish (AkAnalyzer *self)
{
  AkSearchResult result;
  g_autofree char *pv = NULL;
  AkSearchResult old = self->result;

  if (self->run == NULL)
    return;

  g_mutex_lock (&self->run->lock);
  if (!self->run->dirty)
    {
      g_mutex_unlock (&self->run->lock);
      return;
    }
  result = self->run->latest;
  self->run->dirty = FALSE;
  g_mutex_unlock (&self->run->lock);

  self->result = result;
  pv = format_pv (&result);

  g_object_freeze_notify (G_OBJECT (self));
  if (old.depth != result.depth)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEPTH]);
  if (old.score != result.score)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORE]);
  if (old.exact != result.exact)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXACT]);
  if (old.nodes != result.nodes)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NODES]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NPS]);
    }
  if (old.best_move != result.best_move)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BEST_MOVE]);
  if (g_strcmp0 (pv, self->pv) != 0)
    {
      g_free (self->pv);
      self->pv = g_steal_pointer (&pv);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PV]);
    }
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[PROGRESS], 0);
}

static gboolean
publish_cb (gpointer user_data)
{
  publish (AK_ANALYZER (user_data));
  return G_SOURCE_CONTINUE;
}

typedef struct
{
  GWeakRef  analyzer;
  Run      *run;
} Done;

static void
run_done_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  Done *done = user_data;
  g_autoptr(AkAnalyzer) self = g_weak_ref_get (&done->analyzer);

  if (self != NULL)
    {
      g_mutex_lock (&done->run->lock);
      if (done->run->cancel_time != 0)
        self->last_stop_latency = done->run->stop_latency;
      g_mutex_unlock (&done->run->lock);

      if (self->run == done->run)
        {
          publish (self);
          g_clear_handle_id (&self->publish_id, g_source_remove);
          g_clear_pointer (&self->run, run_unref);
          set_running (self, FALSE);
          g_signal_emit (self, signals[FINISHED], 0);
        }
    }

  g_weak_ref_clear (&done->analyzer);
  run_unref (done->run);
  g_free (done);
}

static void
ak_analyzer_dispose (GObject *object)
{
  AkAnalyzer *self = (AkAnalyzer *) object;

  ak_analyzer_stop (self);

  G_OBJECT_CLASS (ak_analyzer_parent_class)->dispose (object);
}

static void
ak_analyzer_finalize (GObject *object)
{
  AkAnalyzer *self = (AkAnalyzer *) object;

  g_clear_pointer (&self->pv, g_free);

  G_OBJECT_CLASS (ak_analyzer_parent_class)->finalize (object);
}

static void
ak_analyzer_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  AkAnalyzer *self = AK_ANALYZER (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, ak_analyzer_get_running (self));
      break;
    case PROP_DEPTH:
      g_value_set_uint (value, ak_analyzer_get_depth (self));
      break;
    case PROP_SCORE:
      g_value_set_int (value, ak_analyzer_get_score (self));
      break;
    case PROP_EXACT:
      g_value_set_boolean (value, ak_analyzer_get_exact (self));
      break;
    case PROP_NODES:
      g_value_set_uint64 (value, ak_analyzer_get_nodes (self));
      break;
    case PROP_NPS:
      g_value_set_uint64 (value, ak_analyzer_get_nps (self));
      break;
    case PROP_BEST_MOVE:
      g_value_set_int (value, ak_analyzer_get_best_move (self));
      break;
    case PROP_PV:
      g_value_set_string (value, self->pv);
      break;
    case PROP_N_THREADS:
      g_value_set_uint (value, ak_analyzer_get_n_threads (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_analyzer_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  AkAnalyzer *self = AK_ANALYZER (object);

  switch (prop_id)
    {
    case PROP_N_THREADS:
      ak_analyzer_set_n_threads (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_analyzer_class_init (AkAnalyzerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = ak_analyzer_dispose;
  object_class->finalize = ak_analyzer_finalize;
  object_class->get_property = ak_analyzer_get_property;
  object_class->set_property = ak_analyzer_set_property;

  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE, flags);
  properties[PROP_DEPTH] = g_param_spec_uint ("depth", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_SCORE] = g_param_spec_int ("score", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_EXACT] = g_param_spec_boolean ("exact", NULL, NULL, FALSE, flags);
  properties[PROP_NODES] = g_param_spec_uint64 ("nodes", NULL, NULL, 0, G_MAXUINT64, 0, flags);
  properties[PROP_NPS] = g_param_spec_uint64 ("nps", NULL, NULL, 0, G_MAXUINT64, 0, flags);
  properties[PROP_BEST_MOVE] =
    g_param_spec_int ("best-move", NULL, NULL, AK_MOVE_NONE, AK_MOVE_PASS, AK_MOVE_NONE, flags);
  properties[PROP_PV] = g_param_spec_string ("pv", NULL, NULL, NULL, flags);
  /**
   * AkAnalyzer:n-threads:
   *
   * The threads each analysis searches on; 0 (the default) for every core
   * of the machine.  A search already running keeps its threads.
   */
  properties[PROP_N_THREADS] =
    g_param_spec_uint ("n-threads", NULL, NULL, 0, AK_SEARCH_MAX_THREADS, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkAnalyzer::progress:
   *
   * A deeper iteration completed; at most ten times a second.
   */
  signals[PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * AkAnalyzer::finished:
   *
   * The search ended by itself: out of time, or the result is proved.
   */
  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ak_analyzer_init (AkAnalyzer *self)
{
  self->result.best_move = AK_MOVE_NONE;
  self->last_stop_latency = -1;
}

/**
 * ak_analyzer_new:
 *
 * Returns: (transfer full): an idle analyzer.
 */
AkAnalyzer *
ak_analyzer_new (void)
{
  return g_object_new (AK_TYPE_ANALYZER, NULL);
}

/**
 * ak_analyzer_start:
 * @self: an analyzer
 * @rules: the rule options
 * @game: the game so far; copied
 * @max_time_us: how long to search, or 0 until stopped or proved
 *
 * Stops any search running and starts one on @game's current position.
 * The value of every legal move is searched.
 */
void
ak_analyzer_start (AkAnalyzer      *self,
                   const AkRules   *rules,
                   const AkHistory *game,
                   gint64           max_time_us)
{
  g_autoptr(GTask) task = NULL;
  Done *done;
  Run *run;

  g_return_if_fail (AK_IS_ANALYZER (self));
  g_return_if_fail (rules != NULL && game != NULL);

  ak_analyzer_stop (self);

  run = g_new0 (Run, 1);
  g_atomic_ref_count_init (&run->ref);
  g_mutex_init (&run->lock);
  run->rules = *rules;
  run->history = ak_history_copy (game);
  run->tables = ak_tables_manager_dup_for_search (rules, ak_history_get_position (game));
  run->max_time_us = max_time_us;
  run->n_threads = resolve_threads (self->n_threads);
  self->run = run;

  memset (&self->result, 0, sizeof self->result);
  self->result.best_move = AK_MOVE_NONE;

  done = g_new0 (Done, 1);
  g_weak_ref_init (&done->analyzer, self);
  done->run = run_ref (run);

  task = g_task_new (NULL, NULL, run_done_cb, done);
  g_task_set_source_tag (task, ak_analyzer_start);
  g_task_set_task_data (task, run_ref (run), (GDestroyNotify) run_unref);
  g_task_run_in_thread (task, run_worker);

  self->publish_id = g_timeout_add (1000 / AK_ANALYZER_REPORTS_PER_SECOND, publish_cb, self);
  set_running (self, TRUE);
}

/**
 * ak_analyzer_start_for_game:
 * @self: an analyzer
 * @game: a game
 * @max_time_us: how long to search, or 0 until stopped or proved
 *
 * ak_analyzer_start() on the position at @game's cursor.
 */
void
ak_analyzer_start_for_game (AkAnalyzer *self,
                            AkGame     *game,
                            gint64      max_time_us)
{
  g_autoptr(AkHistory) history = NULL;

  g_return_if_fail (AK_IS_ANALYZER (self));
  g_return_if_fail (AK_IS_GAME (game));

  history = ak_game_dup_engine_history (game);
  ak_analyzer_start (self, ak_game_get_rules (game), history, max_time_us);
}

/**
 * ak_analyzer_stop:
 * @self: an analyzer
 *
 * Stops the running search, if any.  Its thread ends within a few
 * milliseconds; what it finds after this call is dropped.
 */
void
ak_analyzer_stop (AkAnalyzer *self)
{
  g_return_if_fail (AK_IS_ANALYZER (self));

  if (self->run == NULL)
    return;

  g_mutex_lock (&self->run->lock);
  self->run->cancel_time = g_get_monotonic_time ();
  g_mutex_unlock (&self->run->lock);
  g_atomic_int_set (&self->run->cancel, 1);

  g_clear_handle_id (&self->publish_id, g_source_remove);
  g_clear_pointer (&self->run, run_unref);
  set_running (self, FALSE);
}

gboolean
ak_analyzer_get_running (AkAnalyzer *self)
{
  g_return_val_if_fail (AK_IS_ANALYZER (self), FALSE);
  return self->running;
}

/**
 * ak_analyzer_get_result:
 * @self: an analyzer
 *
 * Returns: (transfer none): the last published iteration, with the value
 *   of every legal move.
 */
const AkSearchResult *
ak_analyzer_get_result (AkAnalyzer *self)
{
  g_return_val_if_fail (AK_IS_ANALYZER (self), NULL);
  return &self->result;
}

guint
ak_analyzer_get_depth (AkAnalyzer *self)
{
  g_return_val_if_fail (AK_IS_ANALYZER (self), 0);
  return self->result.depth;
}

int
ak_analyzer_get_score (AkAnalyzer *self)
{
  g_return_val_if_fail (AK_IS_ANALYZER (self), 0);
  return self->result.score;
}

gboolean
ak_analyzer_get_exact (AkAnalyzer *self)
{
  g_return_val_if_fail (AK_IS_ANALYZER (self), FALSE);
  return self->result.exact;
}

guint64
ak_analyzer_get_nodes (AkAnalyzer *self)
{
  g_return_val_if_fail (AK_IS_ANALYZER (self), 0);
  return self->result.nodes;
}

guint64
ak_analyzer_get_nps (AkAnalyzer *self)
{
  g_return_val_if_fail (AK_IS_ANALYZER (self), 0);
  if (self->result.elapsed_us <= 0)
    return 0;
  return self->result.nodes * G_USEC_PER_SEC / (guint64) self->result.elapsed_us;
}

int
ak_analyzer_get_best_move (AkAnalyzer *self)
{
  g_return_val_if_fail (AK_IS_ANALYZER (self), AK_MOVE_NONE);
  return self->result.best_move;
}

/**
 * ak_analyzer_dup_pv:
 * @self: an analyzer
 *
 * Returns: (transfer full): the best line in AKN move letters, e.g.
 *   `f F a B`.
 */
char *
ak_analyzer_dup_pv (AkAnalyzer *self)
{
  g_return_val_if_fail (AK_IS_ANALYZER (self), NULL);
  return g_strdup (self->pv ? self->pv : "");
}

/**
 * ak_analyzer_get_n_threads:
 * @self: an analyzer
 *
 * Returns: the threads an analysis searches on, 0 for every core.
 */
guint
ak_analyzer_get_n_threads (AkAnalyzer *self)
{
  g_return_val_if_fail (AK_IS_ANALYZER (self), 0);
  return self->n_threads;
}

/**
 * ak_analyzer_set_n_threads:
 * @self: an analyzer
 * @n_threads: the threads to search on, from 1; 0 for every core
 *
 * Sets the threads of the analyses started from now on.  One thread gives
 * the same result every time at a fixed depth; more reach a depth sooner.
 */
void
ak_analyzer_set_n_threads (AkAnalyzer *self,
                           guint       n_threads)
{
  g_return_if_fail (AK_IS_ANALYZER (self));

  n_threads = MIN (n_threads, AK_SEARCH_MAX_THREADS);
  if (self->n_threads == n_threads)
    return;
  self->n_threads = n_threads;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_THREADS]);
}

/* For tests: how long the last stopped search took to end after the stop,
 * or -1 if none has ended yet. */
gint64
_ak_analyzer_get_last_stop_latency_us (AkAnalyzer *self)
{
  return self->last_stop_latency;
}

/* -------------------------------------------------------------------------
 * The computer player
 */

typedef struct
{
  AkRules        rules;
  AkHistory     *history;
  AkTables      *tables;
  guint          level;
  guint64        seed;
  guint          n_threads;
  volatile gint  cancel;
  gulong         cancelled_id;
  GCancellable  *cancellable;
  gulong         hurried_id;
  GCancellable  *hurry;
  AkSearchResult result;   /* what the search found, read once it is done */
} Think;

static void
think_free (Think *think)
{
  if (think->cancellable != NULL)
    g_cancellable_disconnect (think->cancellable, think->cancelled_id);
  g_clear_object (&think->cancellable);
  if (think->hurry != NULL)
    g_cancellable_disconnect (think->hurry, think->hurried_id);
  g_clear_object (&think->hurry);
  ak_history_free (think->history);
  g_clear_pointer (&think->tables, ak_tables_unref);
  g_free (think);
}

static void
think_cancelled_cb (GCancellable *cancellable,
                    Think        *think)
{
  g_atomic_int_set (&think->cancel, 1);
}

static void
think_worker (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Think *think = task_data;
  g_autoptr(AkSearch) search = ak_search_new (16);
  AkRandom rng;
  int move;

  ak_random_init (&rng, think->seed);
  if (think->tables != NULL)
    ak_search_set_tables (search, think->tables);
  ak_search_set_level_threads (search, think->n_threads);
  move = ak_search_choose_move (search, &think->rules, think->history, think->level, &rng,
                                &think->cancel, &think->result);

  if (g_task_return_error_if_cancelled (task))
    return;
  if (move == AK_MOVE_NONE)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "%s",
                             "the game is over: there is no move to choose");
  else
    g_task_return_int (task, move);
}

/**
 * ak_analyzer_choose_move_async:
 * @game: a game whose side to move the computer plays
 * @level: 1 to 5
 * @seed: the random seed of the lower levels' mistakes
 * @cancellable: (nullable): stops the thinking
 * @callback: called on the caller's main context with the choice
 * @user_data: for @callback
 *
 * Chooses the computer's move at @game's cursor in a worker thread, on
 * one thread at every level; the main loop goes on meanwhile.  The game is copied: play the move with
 * ak_game_play() when it arrives, if the game is still where it was.
 */
void
ak_analyzer_choose_move_async (AkGame              *game,
                               guint                level,
                               guint64              seed,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  ak_analyzer_think_async (game, level, seed, 1, NULL, cancellable, callback, user_data);
}

/**
 * ak_analyzer_think_async:
 * @game: a game whose side to move the computer plays
 * @level: 1 to 5
 * @seed: the random seed of the lower levels' mistakes
 * @n_threads: the threads level 5 searches on, 0 for every core; the
 *   lower levels search to a fixed depth on one, and play the same way
 *   every time
 * @hurry: (nullable): cancelled to have the move now: the search stops and
 *   answers with the best move it has found so far
 * @cancellable: (nullable): stops the thinking, with no answer
 * @callback: called on the caller's main context with the choice
 * @user_data: for @callback
 *
 * Like ak_analyzer_choose_move_async(), and the computer can be told to
 * play at once.  Finish with ak_analyzer_choose_move_finish().
 */
void
ak_analyzer_think_async (AkGame              *game,
                         guint                level,
                         guint64              seed,
                         guint                n_threads,
                         GCancellable        *hurry,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Think *think;

  g_return_if_fail (AK_IS_GAME (game));

  think = g_new0 (Think, 1);
  think->rules = *ak_game_get_rules (game);
  think->history = ak_game_dup_engine_history (game);
  think->tables = ak_tables_manager_dup_for_search (&think->rules,
                                                    ak_history_get_position (think->history));
  think->level = level;
  think->seed = seed;
  think->n_threads = resolve_threads (n_threads);
  if (cancellable != NULL)
    {
      think->cancellable = g_object_ref (cancellable);
      think->cancelled_id = g_cancellable_connect (cancellable, G_CALLBACK (think_cancelled_cb),
                                                   think, NULL);
    }
  if (hurry != NULL)
    {
      think->hurry = g_object_ref (hurry);
      think->hurried_id = g_cancellable_connect (hurry, G_CALLBACK (think_cancelled_cb),
                                                 think, NULL);
    }

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, ak_analyzer_choose_move_async);
  g_task_set_task_data (task, think, (GDestroyNotify) think_free);
  g_task_run_in_thread (task, think_worker);
}

/**
 * ak_analyzer_choose_move_finish:
 * @result: the result given to the callback
 * @error: return location for a #GError (cancelled, or the game is over)
 *
 * Returns: the chosen move, or %AK_MOVE_NONE on error.
 */
int
ak_analyzer_choose_move_finish (GAsyncResult  *result,
                                GError       **error)
{
  gssize move;

  g_return_val_if_fail (g_task_is_valid (result, NULL), AK_MOVE_NONE);

  move = g_task_propagate_int (G_TASK (result), error);
  return move < 0 ? AK_MOVE_NONE : (int) move;
}

/**
 * ak_analyzer_think_get_value:
 * @result: the result given to the callback of ak_analyzer_think_async()
 *   or ak_analyzer_choose_move_async()
 * @value: (out caller-allocates): the search's result: the best move's
 *   value (the mover's point of view), its kind and its range
 *
 * Returns: whether the search valued the position at all
 */
gboolean
ak_analyzer_think_get_value (GAsyncResult   *result,
                             AkSearchResult *value)
{
  Think *think;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (value != NULL, FALSE);

  think = g_task_get_task_data (G_TASK (result));
  if (think == NULL || think->result.depth == 0)
    return FALSE;
  *value = think->result;
  return TRUE;
}

typedef struct
{
  AkRules        rules;
  guint          wealth[2];
  AkSide         starter;
  gint64         max_time_us;
  guint8         purchases[AK_N_HOLES];
  guint          n_purchases;
  int            score;
} Purchase;

static void
purchase_worker (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  Purchase *purchase = task_data;
  g_autoptr(AkSearch) search = ak_search_new (16);

  purchase->n_purchases = ak_search_choose_purchases (search, &purchase->rules, purchase->wealth,
                                                      purchase->starter, purchase->max_time_us,
                                                      purchase->purchases, &purchase->score);
  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_boolean (task, TRUE);
}

/**
 * ak_analyzer_choose_purchases_async:
 * @rules: the match's rules
 * @wealth: the seeds each player brings to the next game
 * @starter: who starts the next game
 * @max_time_us: how long to think, in all
 * @cancellable: (nullable): drops the answer; the search itself is short
 *   and runs to its time
 * @callback: called on the caller's main context with the choice
 * @user_data: for @callback
 *
 * Chooses the holes a computer buyer buys for the next game of a match
 * (RULES.md §5): every choice is rebuilt and searched, in a worker thread.
 */
void
ak_analyzer_choose_purchases_async (const AkRules       *rules,
                                    const guint          wealth[2],
                                    AkSide               starter,
                                    gint64               max_time_us,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Purchase *purchase;

  g_return_if_fail (rules != NULL && wealth != NULL);

  purchase = g_new0 (Purchase, 1);
  purchase->rules = *rules;
  purchase->wealth[0] = wealth[0];
  purchase->wealth[1] = wealth[1];
  purchase->starter = starter;
  purchase->max_time_us = max_time_us;

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, ak_analyzer_choose_purchases_async);
  g_task_set_task_data (task, purchase, g_free);
  g_task_run_in_thread (task, purchase_worker);
}

/**
 * ak_analyzer_choose_purchases_finish:
 * @result: the result given to the callback
 * @purchases: (out caller-allocates) (array fixed-size=12): the holes chosen
 * @score: (out) (optional): the margin the engine expects with them, in
 *   hundredths of a seed, from the buyer's side
 * @error: return location for a #GError (cancelled)
 *
 * Returns: how many holes were chosen, or -1 on error.
 */
int
ak_analyzer_choose_purchases_finish (GAsyncResult  *result,
                                     guint8        *purchases,
                                     int           *score,
                                     GError       **error)
{
  Purchase *purchase;

  g_return_val_if_fail (g_task_is_valid (result, NULL), -1);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return -1;
  purchase = g_task_get_task_data (G_TASK (result));
  memcpy (purchases, purchase->purchases, purchase->n_purchases);
  if (score != NULL)
    *score = purchase->score;
  return (int) purchase->n_purchases;
}

/* ----- the best line of each move ----- */

typedef struct
{
  AkRules          rules;
  AkHistory       *history;
  AkTables        *tables;
  guint            depth;
  volatile gint    cancel;
  GArray          *lines;         /* AkAnalyzerLine */
} Lines;

static void
lines_free (Lines *lines)
{
  ak_history_free (lines->history);
  g_clear_pointer (&lines->tables, ak_tables_unref);
  g_clear_pointer (&lines->lines, g_array_unref);
  g_free (lines);
}

static void
lines_cancelled_cb (GCancellable *cancellable,
                    Lines        *lines)
{
  g_atomic_int_set (&lines->cancel, 1);
}

/* Each legal move, then the best line from the position it leads to, one
 * ply shallower: the same search as the analysis, one move at a time.
 * One search (and so one transposition table) serves every move. */
static void
lines_worker (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Lines *lines = task_data;
  g_autoptr(AkSearch) search = ak_search_new (16);
  AkMoveList list;
  gulong cancel_id = 0;

  if (cancellable != NULL)
    cancel_id = g_cancellable_connect (cancellable, G_CALLBACK (lines_cancelled_cb), lines, NULL);
  if (lines->tables != NULL)
    ak_search_set_tables (search, lines->tables);
  ak_position_legal_moves (ak_history_get_position (lines->history), &lines->rules, &list);

  for (guint i = 0; i < list.n_moves && !g_atomic_int_get (&lines->cancel); i++)
    {
      g_autoptr(AkHistory) child = ak_history_copy (lines->history);
      AkAnalyzerLine line = { 0, };
      AkSearchResult result;
      AkSearchLimits limits = { 0, };

      line.move = list.moves[i];
      line.moves[line.length++] = list.moves[i];
      if (ak_history_play (child, list.moves[i], NULL, NULL) != AK_VERDICT_LEGAL)
        continue;

      if (lines->depth > 1 && !ak_history_is_over (child))
        {
          limits.max_depth = lines->depth - 1;
          limits.cancel = &lines->cancel;
          ak_search_run (search, &lines->rules, child, &limits, &result);
          for (guint j = 0; j < result.pv_length && line.length < AK_SEARCH_MAX_PV; j++)
            line.moves[line.length++] = result.pv[j];
        }
      g_array_append_val (lines->lines, line);
    }

  if (cancellable != NULL)
    g_cancellable_disconnect (cancellable, cancel_id);
  if (g_atomic_int_get (&lines->cancel))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The lines were not searched to the end");
  else
    g_task_return_boolean (task, TRUE);
}

/**
 * ak_analyzer_lines_async:
 * @rules: the rule options
 * @game: the game so far; copied
 * @depth: how deep each line is searched, in plies, the move itself
 *   included; 1 for the moves alone
 * @cancellable: (nullable): stops the searches within a few milliseconds
 * @callback: called on the thread-default main context with the lines
 * @user_data: for @callback
 *
 * Searches, in a worker thread, the best line that starts with each
 * legal move of @game's position (several best lines, “multi-PV”): a
 * search to @depth − 1 plies of the position each move leads to.
 */
void
ak_analyzer_lines_async (const AkRules       *rules,
                         const AkHistory     *game,
                         guint                depth,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Lines *lines;

  g_return_if_fail (rules != NULL && game != NULL);
  g_return_if_fail (depth >= 1 && depth <= AK_SEARCH_MAX_PLY);

  lines = g_new0 (Lines, 1);
  lines->rules = *rules;
  lines->history = ak_history_copy (game);
  lines->tables = ak_tables_manager_dup_for_search (rules, ak_history_get_position (game));
  lines->depth = depth;
  lines->lines = g_array_new (FALSE, TRUE, sizeof (AkAnalyzerLine));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, ak_analyzer_lines_async);
  g_task_set_task_data (task, lines, (GDestroyNotify) lines_free);
  g_task_run_in_thread (task, lines_worker);
}

/**
 * ak_analyzer_lines_finish:
 * @result: the result given to the callback
 * @error: return location for a #GError (cancelled)
 *
 * Returns: (transfer full) (element-type AkAnalyzerLine): the lines, one
 *   for each legal move in the order of ak_position_legal_moves(), or
 *   %NULL when cancelled
 */
GArray *
ak_analyzer_lines_finish (GAsyncResult  *result,
                          GError       **error)
{
  Lines *lines;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;

  lines = g_task_get_task_data (G_TASK (result));
  return g_array_ref (lines->lines);
}
