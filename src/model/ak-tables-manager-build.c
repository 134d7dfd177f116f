/* ak-tables-manager-build.c — one level of the endgame tables built in a
 * thread of its own, at low priority, and saved
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The thread never touches the manager: it reports to the manager's main
 * context through idle sources, at most ten times a second and never more
 * than one at a time, and once more when it is done.
 */

#define G_LOG_DOMAIN "ak-tables-manager"

#include "config.h"

#include <glib/gstdio.h>
#ifdef G_OS_UNIX
#include <sys/resource.h>
#endif

#include "ak-tables-manager-private.h"

/* How often a build's progress reaches the main thread, at most. */
#define PROGRESS_INTERVAL_US (G_USEC_PER_SEC / 10)

/* The nice value of a build's thread: below everything else. */
#define BUILD_NICE 19

/* Runs @func on @context, always later: never at once in the calling
 * thread, as g_main_context_invoke () does when no thread is iterating
 * the context. */
void
_ak_tables_post (GMainContext   *context,
                 GSourceFunc     func,
                 gpointer        data,
                 GDestroyNotify  destroy)
{
  g_autoptr(GSource) source = g_idle_source_new ();

  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, func, data, destroy);
  g_source_set_static_name (source, "ak-tables-manager");
  g_source_attach (source, context);
}

AkTablesBuild *
_ak_tables_build_ref (AkTablesBuild *build)
{
  g_atomic_ref_count_inc (&build->ref);
  return build;
}

void
_ak_tables_build_unref (AkTablesBuild *build)
{
  if (!g_atomic_ref_count_dec (&build->ref))
    return;
  g_assert (build->thread == NULL);
  g_weak_ref_clear (&build->manager);
  g_main_context_unref (build->context);
  g_clear_pointer (&build->tables, ak_tables_unref);
  g_clear_pointer (&build->path, g_free);
  g_clear_error (&build->error);
  g_mutex_clear (&build->lock);
  g_free (build);
}

static void
progress_cb (guint    level,
             double   fraction,
             gpointer user_data)
{
  AkTablesBuild *build = user_data;
  gint64 now = g_get_monotonic_time ();
  gboolean send;

  if (now - build->last_report < PROGRESS_INTERVAL_US && fraction < 1.0)
    return;
  build->last_report = now;

  g_mutex_lock (&build->lock);
  build->fraction = CLAMP (fraction, 0.0, 1.0);
  send = !build->reported;
  build->reported = TRUE;
  g_mutex_unlock (&build->lock);

  if (send)
    _ak_tables_post (build->context, build->report, _ak_tables_build_ref (build),
                     (GDestroyNotify) _ak_tables_build_unref);
}

static gpointer
build_thread (gpointer data)
{
  AkTablesBuild *build = data;

#ifdef G_OS_UNIX
  /* On Linux this lowers this thread alone, and the helpers it starts. */
  if (setpriority (PRIO_PROCESS, 0, BUILD_NICE) != 0)
    g_debug ("The build's thread keeps its priority");
#endif

  build->ok = ak_tables_build_level (build->tables, build->level, build->n_threads,
                                     &build->cancel, progress_cb, build, &build->error);
  if (build->ok && !g_atomic_int_get (&build->cancel))
    {
      build->ok = ak_tables_save_level (build->tables, build->level, build->path,
                                        &build->error);
      build->saved = build->ok;
    }

  _ak_tables_post (build->context, build->done, _ak_tables_build_ref (build),
                   (GDestroyNotify) _ak_tables_build_unref);
  return NULL;
}

/**
 * _ak_tables_build_start:
 * @manager: the manager, whose thread-default main context gets the reports
 * @tables: (transfer full): a set not yet handed to searches, with the
 *   levels below @level
 * @level: the level to build
 * @n_threads: the threads to build on
 * @path: where to save it
 * @report: called on the manager's context with the build, after progress
 * @done: called on the manager's context with the build, once it ends
 *
 * Returns: (transfer full): the build, under way
 */
AkTablesBuild *
_ak_tables_build_start (AkTablesManager *manager,
                        AkTables        *tables,
                        guint            level,
                        guint            n_threads,
                        const char      *path,
                        GSourceFunc      report,
                        GSourceFunc      done)
{
  AkTablesBuild *build = g_new0 (AkTablesBuild, 1);

  g_atomic_ref_count_init (&build->ref);
  g_weak_ref_init (&build->manager, manager);
  build->context = g_main_context_ref_thread_default ();
  g_mutex_init (&build->lock);
  build->key = *ak_tables_get_key (tables);
  build->level = level;
  build->n_threads = n_threads;
  build->tables = tables;
  build->path = g_strdup (path);
  build->report = report;
  build->done = done;
  /* Joined by _ak_tables_build_stop () or by the manager when done; the
   * build outlives the thread, which gets no reference of its own. */
  build->thread = g_thread_new ("ak-tables-build", build_thread, build);
  return build;
}

/* Cancels the build and waits for its thread: it checks its cancel flag
 * often.  A level saved after the flag was last looked at is removed. */
void
_ak_tables_build_stop (AkTablesBuild *build)
{
  g_atomic_int_set (&build->cancel, 1);
  g_clear_pointer (&build->thread, g_thread_join);
  if (build->saved)
    g_unlink (build->path);
}
