/* ak-tables-manager.c — the endgame tables on this computer: which levels
 * there are, loading them, building the missing ones in the background
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The levels live in one folder, a file each (ak_tables_file_name()).  At
 * start-up a worker thread reads every file's header and loads the levels
 * whose file is whole and of this version; a file that is not is never
 * used, and said once (the "file-refused" signal).  A *set* is the levels
 * of one key: the rules that change values and the owners of the holes.
 *
 * A search asks for its set with ak_tables_manager_dup_tables() and gets
 * the levels there are now; a set handed to searches is never changed
 * again, so a new level makes a new set (ak_tables_copy()) that the next
 * searches get.  Asking with a position near the end of a game also asks
 * for the set's small levels (Adji Kui II 12 and 16, Adji Kui I up to 14),
 * which are then built one after the other in one thread of low priority
 * and saved (ak_tables_save_level() writes a file whole or not at all).
 * The large levels (up to 20) are built only when the person asks.  A
 * match game with bought holes has owners of its own: its small levels
 * are built when it is down to 20 seeds, and dropped, files and all, once
 * searches ask for another game's owners.
 */

#define G_LOG_DOMAIN "ak-tables-manager"

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "ak-tables-manager-private.h"

G_DEFINE_FINAL_TYPE (AkTablesManager, ak_tables_manager, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FOLDER,
  PROP_LOADED,
  PROP_BUILDING,
  PROP_LEVEL,
  PROP_FRACTION,
  PROP_SIZE_ON_DISK,
  N_PROPS
};

enum {
  CHANGED,
  FILE_REFUSED,
  BUILD_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_LOCK_DEFINE_STATIC (default_manager);
static AkTablesManager *default_manager;
static gboolean auto_build_default = TRUE;

static void start_next_job (AkTablesManager *self);

/* ----- sets ----- */

static void
set_free (AkTablesSet *set)
{
  g_clear_pointer (&set->tables, ak_tables_unref);
  g_free (set);
}

AkTablesSet *
_ak_tables_manager_find_set (AkTablesManager   *self,
                             const AkTablesKey *key)
{
  for (guint i = 0; i < self->sets->len; i++)
    {
      AkTablesSet *set = g_ptr_array_index (self->sets, i);

      if (ak_tables_key_equal (&set->key, key))
        return set;
    }
  return NULL;
}

static AkTablesSet *
ensure_set (AkTablesManager   *self,
            const AkTablesKey *key)
{
  AkTablesSet *set = _ak_tables_manager_find_set (self, key);

  if (set == NULL)
    {
      set = g_new0 (AkTablesSet, 1);
      set->key = *key;
      g_mutex_lock (&self->lock);
      g_ptr_array_add (self->sets, set);
      g_mutex_unlock (&self->lock);
    }
  return set;
}

/* A match game's set holds only the small levels: it is dropped when the
 * match moves on. */
static guint
top_for (AkTablesManager   *self,
         const AkTablesKey *key,
         gboolean           large)
{
  guint v = _ak_tables_variant_index (key->variant);

  return large && _ak_tables_key_is_standard (key) ? self->large_tops[v] : self->small_tops[v];
}

static char *
level_path (AkTablesManager   *self,
            const AkTablesKey *key,
            guint              level)
{
  g_autofree char *name = ak_tables_file_name (key, level);

  return g_build_filename (self->folder, name, NULL);
}

static guint64
file_size (const char *path)
{
  GStatBuf st;

  if (g_stat (path, &st) != 0)
    return 0;
  return (guint64) st.st_size;
}

static void
emit_changed (AkTablesManager *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIZE_ON_DISK]);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* ----- building ----- */

static void
set_progress (AkTablesManager *self,
              guint            level,
              double           fraction)
{
  g_object_freeze_notify (G_OBJECT (self));
  if (self->level != level)
    {
      self->level = level;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
    }
  if (self->fraction != fraction)
    {
      self->fraction = fraction;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRACTION]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

static gboolean
build_report_cb (gpointer user_data)
{
  AkTablesBuild *build = user_data;
  g_autoptr(AkTablesManager) self = g_weak_ref_get (&build->manager);
  double fraction;

  g_mutex_lock (&build->lock);
  fraction = build->fraction;
  build->reported = FALSE;
  g_mutex_unlock (&build->lock);

  if (self != NULL && self->build == build)
    set_progress (self, build->level, fraction);
  return G_SOURCE_REMOVE;
}

static void
set_building (AkTablesManager *self,
              AkTablesBuild           *build)
{
  gboolean was = self->build != NULL;

  self->build = build;
  if (was != (build != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUILDING]);
}

/* Ends the build in progress and waits for its thread: it checks its
 * cancel flag often. */
static void
stop_build (AkTablesManager *self)
{
  AkTablesBuild *build = self->build;

  if (build == NULL)
    return;
  _ak_tables_build_stop (build);
  set_building (self, NULL);
  _ak_tables_build_unref (build);
}

static gboolean
build_done_cb (gpointer user_data)
{
  AkTablesBuild *build = user_data;
  g_autoptr(AkTablesManager) self = g_weak_ref_get (&build->manager);
  gboolean cancelled = g_atomic_int_get (&build->cancel) != 0;
  AkTablesSet *set;

  if (self == NULL || self->build != build)
    return G_SOURCE_REMOVE;

  g_clear_pointer (&build->thread, g_thread_join);
  self->build = NULL;
  set = ensure_set (self, &build->key);

  if (build->ok && !cancelled)
    {
      g_autoptr(AkTables) old = NULL;

      g_mutex_lock (&self->lock);
      old = g_steal_pointer (&set->tables);
      set->tables = ak_tables_ref (build->tables);
      g_mutex_unlock (&self->lock);
      set->sizes[build->level] = file_size (build->path);
      set_progress (self, build->level, 1.0);
      emit_changed (self);
    }
  else
    {
      if (build->saved)
        g_unlink (build->path);
      if (!cancelled)
        {
          /* The other levels of the set wait for this one. */
          set->failed = TRUE;
          for (GList *l = self->jobs.head; l != NULL;)
            {
              GList *next = l->next;
              AkTablesJob *job = l->data;

              if (ak_tables_key_equal (&job->key, &build->key))
                {
                  g_free (job);
                  g_queue_delete_link (&self->jobs, l);
                }
              l = next;
            }
          g_signal_emit (self, signals[BUILD_FAILED], 0, build->level,
                         build->error != NULL ? build->error->message : "");
        }
    }

  _ak_tables_build_unref (build);
  start_next_job (self);
  if (self->build == NULL)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUILDING]);
      emit_changed (self);
    }
  return G_SOURCE_REMOVE;
}

static void
start_next_job (AkTablesManager *self)
{
  g_autofree AkTablesJob *job = NULL;
  g_autofree char *path = NULL;
  AkTablesBuild *build;
  AkTables *tables;
  guint n_threads;
  AkTablesSet *set;

  if (self->build != NULL || !self->loaded)
    return;

  /* A level built meanwhile, or loaded, is not built again. */
  while ((job = g_queue_pop_head (&self->jobs)) != NULL)
    {
      set = ensure_set (self, &job->key);
      if (!_ak_tables_set_has_level (set, job->level))
        break;
      g_clear_pointer (&job, g_free);
    }
  if (job == NULL)
    return;

  if (g_mkdir_with_parents (self->folder, 0755) != 0)
    {
      g_autofree char *message = g_strdup_printf ("Could not make the folder %s: %s",
                                                  self->folder, g_strerror (errno));

      set->failed = TRUE;
      g_signal_emit (self, signals[BUILD_FAILED], 0, job->level, message);
      return;
    }

  path = level_path (self, &job->key, job->level);
  g_mutex_lock (&self->lock);
  tables = set->tables != NULL ? ak_tables_copy (set->tables) : ak_tables_new (&job->key);
  g_mutex_unlock (&self->lock);

  set_progress (self, job->level, 0.0);
  /* Asked for: on every core; by itself: on one. */
  n_threads = job->asked ? g_get_num_processors () : 1;
  build = _ak_tables_build_start (self, tables, job->level, n_threads, path,
                                  build_report_cb, build_done_cb);
  set_building (self, build);
}

/* Queues the levels of @key up to @top that there are not, lowest first:
 * each is solved from the ones below. */
static void
queue_levels (AkTablesManager   *self,
              const AkTablesKey *key,
              guint              top,
              gboolean           asked)
{
  AkTablesSet *set = ensure_set (self, key);
  gboolean queued = FALSE;

  if (asked)
    set->failed = FALSE;
  else if (set->failed)
    return;

  for (guint level = 0; level <= top && level <= AK_TABLES_MAX_LEVEL; level++)
    {
      gboolean known = FALSE;
      AkTablesJob *job;

      if (_ak_tables_set_has_level (set, level) ||
          !ak_tables_level_reachable (key->variant, level, top))
        continue;
      if (self->build != NULL && self->build->level == level &&
          ak_tables_key_equal (&self->build->key, key))
        continue;
      for (GList *l = self->jobs.head; l != NULL && !known; l = l->next)
        {
          AkTablesJob *other = l->data;

          if (other->level == level && ak_tables_key_equal (&other->key, key))
            {
              other->asked |= asked;
              known = TRUE;
            }
        }
      if (known)
        continue;

      job = g_new0 (AkTablesJob, 1);
      job->key = *key;
      job->level = level;
      job->asked = asked;
      g_queue_push_tail (&self->jobs, job);
      queued = TRUE;
    }

  if (queued)
    start_next_job (self);
}

/* Drops a set: its builds, its levels and their files. */
static gboolean
drop_set (AkTablesManager   *self,
          const AkTablesKey *key,
          GError           **error)
{
  AkTablesSet *set = _ak_tables_manager_find_set (self, key);
  gboolean ok = TRUE;

  ak_tables_manager_cancel (self, key);
  for (guint level = 0; level <= AK_TABLES_MAX_LEVEL; level++)
    {
      g_autofree char *path = level_path (self, key, level);

      if (g_unlink (path) != 0 && errno != ENOENT && ok)
        {
          int saved_errno = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       "Could not remove %s: %s", path, g_strerror (saved_errno));
          ok = FALSE;
        }
    }
  if (set != NULL)
    {
      g_mutex_lock (&self->lock);
      g_ptr_array_remove (self->sets, set);
      g_mutex_unlock (&self->lock);
    }
  emit_changed (self);
  return ok;
}

/* ----- what searches ask for ----- */

typedef struct
{
  GWeakRef         manager;
  AkTablesKey      key;
  gboolean         build;   /* the small levels; else it is only listed */
} Want;

static void
want (AkTablesManager   *self,
      const AkTablesKey *key,
      gboolean           build)
{
  if (!self->loaded)
    {
      if (!build)
        return;
      for (guint i = 0; i < self->wanted->len; i++)
        if (ak_tables_key_equal (&g_array_index (self->wanted, AkTablesKey, i), key))
          return;
      g_array_append_val (self->wanted, *key);
      return;
    }

  if (!_ak_tables_key_is_standard (key))
    {
      /* A match game's set stays while its game goes on; another's
       * owners mean the match has moved on. */
      for (guint i = 0; i < self->sets->len; i++)
        {
          AkTablesSet *set = g_ptr_array_index (self->sets, i);

          if (!_ak_tables_key_is_standard (&set->key) && !ak_tables_key_equal (&set->key, key))
            {
              AkTablesKey old = set->key;

              drop_set (self, &old, NULL);
              i = (guint) -1;
            }
        }
      self->match_key = *key;
      self->has_match_key = TRUE;
      /* Listed, so that the person can ask for it before its end. */
      if (_ak_tables_manager_find_set (self, key) == NULL)
        {
          ensure_set (self, key);
          emit_changed (self);
        }
    }
  if (build && self->auto_build)
    queue_levels (self, key, top_for (self, key, FALSE), FALSE);
}

static gboolean
want_cb (gpointer user_data)
{
  Want *w = user_data;
  g_autoptr(AkTablesManager) self = g_weak_ref_get (&w->manager);

  if (self != NULL)
    want (self, &w->key, w->build);
  return G_SOURCE_REMOVE;
}

static void
want_free (Want *w)
{
  g_weak_ref_clear (&w->manager);
  g_free (w);
}

/* ----- loading at start-up ----- */

static void
load_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  g_task_return_pointer (task, _ak_tables_scan_folder (task_data, cancellable),
                         (GDestroyNotify) _ak_tables_scan_free);
}

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  GWeakRef *weak = user_data;
  g_autoptr(AkTablesManager) self = g_weak_ref_get (weak);
  AkTablesScan *loaded = g_task_propagate_pointer (G_TASK (result), NULL);
  g_autoptr(GArray) wanted = NULL;

  g_weak_ref_clear (weak);
  g_free (weak);
  if (loaded == NULL)
    return;
  if (self == NULL)
    {
      _ak_tables_scan_free (loaded);
      return;
    }

  for (guint i = 0; i < loaded->tables->len; i++)
    {
      AkTables *tables = g_ptr_array_index (loaded->tables, i);
      AkTablesSet *set = ensure_set (self, ak_tables_get_key (tables));

      for (guint level = 0; level <= AK_TABLES_MAX_LEVEL; level++)
        if (ak_tables_has_level (tables, level))
          {
            g_autofree char *path = level_path (self, &set->key, level);

            set->sizes[level] = file_size (path);
          }
      g_mutex_lock (&self->lock);
      g_clear_pointer (&set->tables, ak_tables_unref);
      set->tables = ak_tables_ref (tables);
      g_mutex_unlock (&self->lock);
    }

  self->loaded = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADED]);
  emit_changed (self);

  for (guint i = 0; i < loaded->refusals->len; i++)
    {
      AkTablesRefusal *refusal = &g_array_index (loaded->refusals, AkTablesRefusal, i);
      gboolean rebuilt = !refusal->known ||
                         refusal->level <= top_for (self, &refusal->key, FALSE);

      if (!g_hash_table_add (self->told, g_strdup (refusal->name)))
        continue;
      g_signal_emit (self, signals[FILE_REFUSED], 0, refusal->name, (int) refusal->problem,
                     refusal->detail, rebuilt);
    }
  _ak_tables_scan_free (loaded);

  wanted = g_steal_pointer (&self->wanted);
  self->wanted = g_array_new (FALSE, FALSE, sizeof (AkTablesKey));
  for (guint i = 0; i < wanted->len; i++)
    want (self, &g_array_index (wanted, AkTablesKey, i), TRUE);
}

/* ----- the object ----- */

static void
ak_tables_manager_dispose (GObject *object)
{
  AkTablesManager *self = AK_TABLES_MANAGER (object);
  AkTablesJob *job;

  g_cancellable_cancel (self->cancellable);
  while ((job = g_queue_pop_head (&self->jobs)) != NULL)
    g_free (job);
  stop_build (self);

  G_LOCK (default_manager);
  if (default_manager == self)
    default_manager = NULL;
  G_UNLOCK (default_manager);

  G_OBJECT_CLASS (ak_tables_manager_parent_class)->dispose (object);
}

static void
ak_tables_manager_finalize (GObject *object)
{
  AkTablesManager *self = AK_TABLES_MANAGER (object);

  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->sets, g_ptr_array_unref);
  g_clear_pointer (&self->told, g_hash_table_unref);
  g_clear_pointer (&self->wanted, g_array_unref);
  g_clear_pointer (&self->context, g_main_context_unref);
  g_clear_pointer (&self->folder, g_free);
  g_mutex_clear (&self->lock);

  G_OBJECT_CLASS (ak_tables_manager_parent_class)->finalize (object);
}

static void
ak_tables_manager_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  AkTablesManager *self = AK_TABLES_MANAGER (object);

  switch (prop_id)
    {
    case PROP_FOLDER:
      g_value_set_string (value, self->folder);
      break;
    case PROP_LOADED:
      g_value_set_boolean (value, self->loaded);
      break;
    case PROP_BUILDING:
      g_value_set_boolean (value, ak_tables_manager_get_building (self));
      break;
    case PROP_LEVEL:
      g_value_set_uint (value, self->level);
      break;
    case PROP_FRACTION:
      g_value_set_double (value, self->fraction);
      break;
    case PROP_SIZE_ON_DISK:
      g_value_set_uint64 (value, ak_tables_manager_get_size_on_disk (self, NULL));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_tables_manager_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  AkTablesManager *self = AK_TABLES_MANAGER (object);

  switch (prop_id)
    {
    case PROP_FOLDER:
      g_free (self->folder);
      self->folder = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_tables_manager_constructed (GObject *object)
{
  AkTablesManager *self = AK_TABLES_MANAGER (object);
  g_autoptr(GTask) task = NULL;
  GWeakRef *weak = g_new0 (GWeakRef, 1);

  G_OBJECT_CLASS (ak_tables_manager_parent_class)->constructed (object);

  if (self->folder == NULL)
    self->folder = g_build_filename (g_get_user_data_dir (), "adji-kui", "tables", NULL);

  /* The worker's task may outlive the manager by a moment: it holds no
   * reference to it. */
  g_weak_ref_init (weak, self);
  task = g_task_new (NULL, self->cancellable, loaded_cb, weak);
  g_task_set_source_tag (task, ak_tables_manager_new);
  g_task_set_task_data (task, g_strdup (self->folder), g_free);
  g_task_run_in_thread (task, load_worker);
}

static void
ak_tables_manager_class_init (AkTablesManagerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = ak_tables_manager_dispose;
  object_class->finalize = ak_tables_manager_finalize;
  object_class->constructed = ak_tables_manager_constructed;
  object_class->get_property = ak_tables_manager_get_property;
  object_class->set_property = ak_tables_manager_set_property;

  properties[PROP_FOLDER] =
    g_param_spec_string ("folder", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LOADED] = g_param_spec_boolean ("loaded", NULL, NULL, FALSE, flags);
  properties[PROP_BUILDING] = g_param_spec_boolean ("building", NULL, NULL, FALSE, flags);
  properties[PROP_LEVEL] = g_param_spec_uint ("level", NULL, NULL, 0, AK_TABLES_MAX_LEVEL, 0,
                                              flags);
  properties[PROP_FRACTION] = g_param_spec_double ("fraction", NULL, NULL, 0.0, 1.0, 0.0, flags);
  properties[PROP_SIZE_ON_DISK] =
    g_param_spec_uint64 ("size-on-disk", NULL, NULL, 0, G_MAXUINT64, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkTablesManager::changed:
   *
   * A set gained or lost levels, or a build started or ended.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * AkTablesManager::file-refused:
   * @name: the file's name in the folder
   * @problem: an #AkTablesProblem
   * @detail: what the engine found wrong, in English
   * @rebuilt: whether the level is among those built when needed
   *
   * A level's file was not used.  Each file is said once a session.
   */
  signals[FILE_REFUSED] = g_signal_new ("file-refused", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 4,
                                        G_TYPE_STRING, G_TYPE_INT, G_TYPE_STRING,
                                        G_TYPE_BOOLEAN);

  /**
   * AkTablesManager::build-failed:
   * @level: the level
   * @message: why, in English
   *
   * A build ended with an error (not when cancelled).  The set's other
   * levels are not built by themselves again this session.
   */
  signals[BUILD_FAILED] = g_signal_new ("build-failed", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                        G_TYPE_UINT, G_TYPE_STRING);
}

static void
ak_tables_manager_init (AkTablesManager *self)
{
  g_mutex_init (&self->lock);
  self->context = g_main_context_ref_thread_default ();
  self->cancellable = g_cancellable_new ();
  self->sets = g_ptr_array_new_with_free_func ((GDestroyNotify) set_free);
  self->told = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->wanted = g_array_new (FALSE, FALSE, sizeof (AkTablesKey));
  g_queue_init (&self->jobs);
  self->small_tops[_ak_tables_variant_index (AK_VARIANT_ADJI_KUI_2)] = 16;
  self->small_tops[_ak_tables_variant_index (AK_VARIANT_ADJI_KUI_1)] = 14;
  self->large_tops[_ak_tables_variant_index (AK_VARIANT_ADJI_KUI_2)] = 20;
  self->large_tops[_ak_tables_variant_index (AK_VARIANT_ADJI_KUI_1)] = 20;
  self->auto_build = auto_build_default;
}

/* ----- public ----- */

/**
 * ak_tables_manager_new:
 * @folder: (nullable): where the levels' files are; %NULL for the user's
 *   data folder's `adji-kui/tables` (a Flatpak's own)
 *
 * Makes a manager and starts loading the levels there are, in a worker
 * thread; #AkTablesManager:loaded says when that is done.
 *
 * Returns: (transfer full): a new manager
 */
AkTablesManager *
ak_tables_manager_new (const char *folder)
{
  return g_object_new (AK_TYPE_TABLES_MANAGER, "folder", folder, NULL);
}

/**
 * ak_tables_manager_get_default:
 *
 * Returns: (transfer none) (nullable): the manager the application made
 *   for every search, or %NULL (the command line, most tests)
 */
AkTablesManager *
ak_tables_manager_get_default (void)
{
  AkTablesManager *manager;

  G_LOCK (default_manager);
  manager = default_manager;
  G_UNLOCK (default_manager);
  return manager;
}

/**
 * ak_tables_manager_set_default:
 * @self: (nullable): a manager, or %NULL for none
 *
 * Makes @self the one searches ask for their tables.  It is not
 * referenced: its owner keeps it, and it stops being the default when it
 * is disposed.
 */
void
ak_tables_manager_set_default (AkTablesManager *self)
{
  g_return_if_fail (self == NULL || AK_IS_TABLES_MANAGER (self));

  G_LOCK (default_manager);
  default_manager = self;
  G_UNLOCK (default_manager);
}

const char *
ak_tables_manager_get_folder (AkTablesManager *self)
{
  g_return_val_if_fail (AK_IS_TABLES_MANAGER (self), NULL);
  return self->folder;
}

gboolean
ak_tables_manager_get_loaded (AkTablesManager *self)
{
  g_return_val_if_fail (AK_IS_TABLES_MANAGER (self), FALSE);
  return self->loaded;
}

/**
 * ak_tables_manager_dup_tables:
 * @self: a manager
 * @rules: the game's rules
 * @pos: (nullable): the position to be searched
 *
 * The levels there are now for @rules and @pos's owners, for a search
 * (ak_search_set_tables()).  If @pos is near the end of its game, the
 * set's small levels are asked for too, and built if they are missing.
 * Any thread may call this.
 *
 * Returns: (transfer full) (nullable): the tables, or %NULL if the set
 *   has no level yet
 */
AkTables *
ak_tables_manager_dup_tables (AkTablesManager  *self,
                              const AkRules    *rules,
                              const AkPosition *pos)
{
  AkTablesKey key;
  AkTables *tables = NULL;
  gboolean build;
  guint seeds;

  g_return_val_if_fail (AK_IS_TABLES_MANAGER (self), NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  ak_tables_key_init (&key, rules, pos != NULL ? pos->owners : AK_TABLES_STANDARD_OWNERS);

  g_mutex_lock (&self->lock);
  for (guint i = 0; i < self->sets->len && tables == NULL; i++)
    {
      AkTablesSet *set = g_ptr_array_index (self->sets, i);

      if (set->tables != NULL && ak_tables_key_equal (&set->key, &key))
        tables = ak_tables_ref (set->tables);
    }
  g_mutex_unlock (&self->lock);

  /* A match game's set is listed as soon as it is searched; its levels
   * are built near its end. */
  seeds = pos != NULL ? ak_position_seeds_on_board (pos) : G_MAXUINT;
  build = seeds <= (_ak_tables_key_is_standard (&key) ? AK_TABLES_MANAGER_WANT_SEEDS
                                       : AK_TABLES_MANAGER_WANT_MATCH_SEEDS);
  if (build || !_ak_tables_key_is_standard (&key))
    {
      Want *w = g_new0 (Want, 1);

      g_weak_ref_init (&w->manager, self);
      w->key = key;
      w->build = build;
      _ak_tables_post (self->context, want_cb, w, (GDestroyNotify) want_free);
    }
  return tables;
}

/**
 * ak_tables_manager_dup_for_search:
 * @rules: the game's rules
 * @pos: (nullable): the position to be searched
 *
 * ak_tables_manager_dup_tables() of the default manager.
 *
 * Returns: (transfer full) (nullable): the tables, or %NULL
 */
AkTables *
ak_tables_manager_dup_for_search (const AkRules    *rules,
                                  const AkPosition *pos)
{
  g_autoptr(AkTablesManager) manager = NULL;

  G_LOCK (default_manager);
  if (default_manager != NULL)
    manager = g_object_ref (default_manager);
  G_UNLOCK (default_manager);

  if (manager == NULL)
    return NULL;
  return ak_tables_manager_dup_tables (manager, rules, pos);
}

/**
 * ak_tables_manager_build:
 * @self: a manager
 * @key: a set
 * @top: the most seeds
 *
 * Builds the missing levels of @key up to @top, asked by the person: on
 * every core, at low priority, after any build already going on.
 */
void
ak_tables_manager_build (AkTablesManager   *self,
                         const AkTablesKey *key,
                         guint              top)
{
  g_return_if_fail (AK_IS_TABLES_MANAGER (self));
  g_return_if_fail (key != NULL);

  queue_levels (self, key, MIN (top, AK_TABLES_MAX_LEVEL), TRUE);
  emit_changed (self);
}

/**
 * ak_tables_manager_cancel:
 * @self: a manager
 * @key: (nullable): a set, or %NULL for all
 *
 * Stops building @key's levels: the one being built is left without a
 * file, and the others are not started.  Levels already built stay.
 */
void
ak_tables_manager_cancel (AkTablesManager   *self,
                          const AkTablesKey *key)
{
  gboolean stopped = FALSE;

  g_return_if_fail (AK_IS_TABLES_MANAGER (self));

  for (GList *l = self->jobs.head; l != NULL;)
    {
      GList *next = l->next;
      AkTablesJob *job = l->data;

      if (key == NULL || ak_tables_key_equal (&job->key, key))
        {
          g_free (job);
          g_queue_delete_link (&self->jobs, l);
        }
      l = next;
    }
  if (self->build != NULL && (key == NULL || ak_tables_key_equal (&self->build->key, key)))
    {
      stop_build (self);
      stopped = TRUE;
    }
  if (stopped)
    {
      set_progress (self, 0, 0.0);
      start_next_job (self);
      emit_changed (self);
    }
}

/**
 * ak_tables_manager_remove:
 * @self: a manager
 * @key: a set
 * @error: return location for a #GError
 *
 * Stops @key's builds and removes its levels and their files; searches
 * that have them keep them until they end.  Other sets' files stay.
 *
 * Returns: %TRUE if every file is gone
 */
gboolean
ak_tables_manager_remove (AkTablesManager   *self,
                          const AkTablesKey *key,
                          GError           **error)
{
  g_return_val_if_fail (AK_IS_TABLES_MANAGER (self), FALSE);
  g_return_val_if_fail (key != NULL, FALSE);

  if (self->has_match_key && ak_tables_key_equal (&self->match_key, key))
    self->has_match_key = FALSE;
  return drop_set (self, key, error);
}

/* Whether a level is being built, or waits to be. */
gboolean
ak_tables_manager_get_building (AkTablesManager *self)
{
  g_return_val_if_fail (AK_IS_TABLES_MANAGER (self), FALSE);
  return self->build != NULL;
}

gboolean
ak_tables_manager_is_building (AkTablesManager   *self,
                               const AkTablesKey *key)
{
  g_return_val_if_fail (AK_IS_TABLES_MANAGER (self), FALSE);
  return self->build != NULL && ak_tables_key_equal (&self->build->key, key);
}

/* Whether levels of @key wait for another set's build. */
gboolean
ak_tables_manager_is_queued (AkTablesManager   *self,
                             const AkTablesKey *key)
{
  g_return_val_if_fail (AK_IS_TABLES_MANAGER (self), FALSE);

  for (GList *l = self->jobs.head; l != NULL; l = l->next)
    if (ak_tables_key_equal (&((AkTablesJob *) l->data)->key, key))
      return TRUE;
  return FALSE;
}

/* The level being built, or the last one. */
guint
ak_tables_manager_get_level (AkTablesManager *self)
{
  g_return_val_if_fail (AK_IS_TABLES_MANAGER (self), 0);
  return self->level;
}

/* How far the level being built is, 0 to 1. */
double
ak_tables_manager_get_fraction (AkTablesManager *self)
{
  g_return_val_if_fail (AK_IS_TABLES_MANAGER (self), 0.0);
  return self->fraction;
}

void
_ak_tables_manager_set_tops (AkTablesManager *self,
                             AkVariant        variant,
                             guint            small_top,
                             guint            large_top)
{
  self->small_tops[_ak_tables_variant_index (variant)] = MIN (small_top, AK_TABLES_MAX_LEVEL);
  self->large_tops[_ak_tables_variant_index (variant)] = MIN (large_top, AK_TABLES_MAX_LEVEL);
}

void
_ak_tables_manager_set_auto_build (AkTablesManager *self,
                                   gboolean         auto_build)
{
  self->auto_build = auto_build;
}

void
_ak_tables_manager_set_auto_build_default (gboolean auto_build)
{
  auto_build_default = auto_build;
}
