/* ak-file-autosave.c — the autosave: one slot per running program, kept
 * in order, and moved aside when it does not read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-file"

#include "config.h"

#include "ak-file.h"
#include "ak-file-private.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gio/gunixoutputstream.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#ifndef O_CLOEXEC
# define O_CLOEXEC 0
#endif

/* Autosave slots, one per running program: autosave.akn, autosave-2.akn… */
#define MAX_SLOTS 8

/* Autosaves and clears may be handed to worker threads that run in any
 * order, yet what ends up on disk must follow the order of the calls: a
 * clear after "new game" must not be undone by the autosave of the move
 * before it.  Each call takes a ticket on the calling thread; a worker
 * holding a ticket older than the last one acted on does nothing, since
 * newer state has already reached the disk. */
G_LOCK_DEFINE_STATIC (tickets);
static guint64 last_ticket;

static GMutex autosave_lock;   /* held while the autosave file is touched */
static guint64 autosave_done;  /* the newest ticket acted on; under autosave_lock */

/* Two programs running at once must not overwrite each other's autosave.
 * Each holds an flock() on the lock file of the slot it autosaves to,
 * autosave.lock beside autosave.akn, autosave-2.lock beside
 * autosave-2.akn, and so on; the lock goes with the process, so a crash
 * frees the slot and the next start finds the autosave in it. */
G_LOCK_DEFINE_STATIC (slot);
static guint slot_number;      /* the slot held, 0 for none yet; under slot */
static int slot_fd = -1;       /* its lock file, locked; under slot */

static guint64
take_ticket (void)
{
  guint64 ticket;

  G_LOCK (tickets);
  ticket = ++last_ticket;
  G_UNLOCK (tickets);

  return ticket;
}

/* Autosave slots */

static char *
dup_slot_path (guint       n,
               const char *extension)
{
  g_autofree char *name = NULL;

  if (n == 1)
    name = g_strconcat ("autosave.", extension, NULL);
  else
    name = g_strdup_printf ("autosave-%u.%s", n, extension);

  return g_build_filename (g_get_user_state_dir (), "adji-kui", name, NULL);
}

/* Locks slot n for this process.  Returns the lock file's descriptor, or
 * -1 with errno: EWOULDBLOCK when another process holds it. */
static int
lock_slot (guint n)
{
  g_autofree char *path = dup_slot_path (n, "lock");
  struct stat st;
  int fd;

  /* O_NONBLOCK: a FIFO put there must not block the open. */
  fd = g_open (path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0600);
  if (fd < 0)
    return -1;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      g_close (fd, NULL);
      errno = EINVAL;
      return -1;
    }
  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved_errno = errno;

      g_close (fd, NULL);
      errno = saved_errno;
      return -1;
    }

  return fd;
}

/* Whether the lock held is still on the lock file of its name: someone
 * may have deleted the folder while the program ran. */
static gboolean
slot_lock_is_current (void)
{
  g_autofree char *path = dup_slot_path (slot_number, "lock");
  struct stat by_fd;
  GStatBuf by_name;

  return fstat (slot_fd, &by_fd) == 0 && g_stat (path, &by_name) == 0 &&
         by_fd.st_dev == by_name.st_dev && by_fd.st_ino == by_name.st_ino;
}

/* An autosave there to offer back: anything but nothing or an empty
 * file (what is not a file is offered, and the restore says what it is). */
static gboolean
slot_has_content (guint n)
{
  g_autofree char *path = dup_slot_path (n, "akn");
  GStatBuf st;

  return g_lstat (path, &st) == 0 && (!S_ISREG (st.st_mode) || st.st_size > 0);
}

/* The slot this process autosaves to, taken on first use: the first one
 * no other process holds that has an autosave in it (one left by a
 * program that ended without clearing it), or else the first one no other
 * process holds.  0 if others hold all of them.  Where no lock can be
 * taken at all (a read-only folder) the slot is used without one, and
 * taking a lock is tried again next time. */
static guint
take_slot (void)
{
  guint free_slot = 0;
  int free_fd = -1;
  guint previous;

  G_LOCK (slot);

  if (slot_number != 0 && slot_lock_is_current ())
    {
      guint n = slot_number;

      G_UNLOCK (slot);
      return n;
    }
  if (slot_fd >= 0)
    g_close (slot_fd, NULL);
  previous = slot_fd >= 0 ? slot_number : 0;
  slot_fd = -1;
  slot_number = 0;

  {
    g_autofree char *folder = g_build_filename (g_get_user_state_dir (), "adji-kui", NULL);

    /* 0700: the state folder holds the user's games.  A failure shows
     * when the autosave is written. */
    g_mkdir_with_parents (folder, 0700);
  }

  /* The lock was lost (its file deleted) while the program ran: the same
   * slot again if it can be had, and never one with another program's
   * autosave in it. */
  if (previous != 0)
    {
      free_fd = lock_slot (previous);
      if (free_fd >= 0 || errno != EWOULDBLOCK)
        free_slot = previous;
    }

  /* Slots with an autosave first, then any: lock files are only made
   * for slots that are used. */
  for (guint pass = previous != 0 ? 1 : 0; pass < 2 && free_slot == 0; pass++)
    for (guint n = 1; n <= MAX_SLOTS; n++)
      {
        gboolean has_content = slot_has_content (n);
        int fd;

        if (pass == 0 ? !has_content : previous != 0 && has_content)
          continue;
        fd = lock_slot (n);
        if (fd < 0 && errno == EWOULDBLOCK)
          continue;   /* another program's */

        free_slot = n;
        free_fd = fd;
        break;
      }

  if (free_fd >= 0)
    {
      slot_number = free_slot;
      slot_fd = free_fd;
    }

  G_UNLOCK (slot);
  return free_slot;
}

/* The autosave file of the slot held, or an error if there is none to
 * hold. */
static GFile *
dup_slot_file (GError **error)
{
  guint n = take_slot ();
  g_autofree char *path = NULL;

  if (n == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                   _("Could not autosave: all %u autosave files are in use by other running "
                     "copies of Adji Kui"), MAX_SLOTS);
      return NULL;
    }

  path = dup_slot_path (n, "akn");
  return g_file_new_for_path (path);
}

/* Worker threads */

static void
autosave_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  AkFileTask *data = task_data;
  GError *error = NULL;
  gboolean ok = TRUE;

  data->file = dup_slot_file (&error);
  if (data->file == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  g_mutex_lock (&autosave_lock);
  if (data->ticket > autosave_done)
    {
      autosave_done = data->ticket;
      ok = ak_file_task_save (data, cancellable, &error);
    }
  g_mutex_unlock (&autosave_lock);

  /* Freeing a long match's records (a node for every move) is done here,
   * not on the caller's main thread, unless the caller still holds them. */
  g_clear_pointer (&data->records, g_ptr_array_unref);

  ak_file_task_return_save_result (task, data->file, ok, error);
}

/* Moves a broken autosave out of the way under a name that says when,
 * trying -2, -3… if a file of that name is there already. */
static GFile *
move_aside (GFile         *file,
            GCancellable  *cancellable,
            GError       **error)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  for (guint attempt = 1; ; attempt++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GFile) aside = NULL;
      g_autoptr(GError) local_error = NULL;

      if (attempt == 1)
        name = g_strdup_printf ("autosave-broken-%s.akn", stamp);
      else
        name = g_strdup_printf ("autosave-broken-%s-%u.akn", stamp, attempt);
      aside = g_file_get_child (parent, name);

      if (g_file_move (file, aside,
                       G_FILE_COPY_NOFOLLOW_SYMLINKS | G_FILE_COPY_NO_FALLBACK_FOR_MOVE,
                       cancellable, NULL, NULL, &local_error))
        return g_steal_pointer (&aside);

      if (attempt == AK_FILE_MAX_ATTEMPTS ||
          !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
    }
}

static void
restore_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  AkFileTask *data = task_data;
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&autosave_lock);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) move_error = NULL;
  GPtrArray *records = NULL;

  /* Others hold every slot: there is nothing to offer that is not
   * theirs. */
  data->file = dup_slot_file (NULL);
  if (data->file == NULL)
    {
      g_task_return_pointer (task, NULL, NULL);
      return;
    }

  /* The app starts here: what autosaves killed part-way left goes. */
  {
    g_autoptr(GFile) state_folder = g_file_get_parent (data->file);

    ak_file_remove_stale_temporaries (state_folder, data->stale_before);
  }

  bytes = ak_file_read_bytes (data->file, AK_FILE_MAX_SIZE, cancellable, &error);
  if (bytes == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      /* No autosave: the last session ended cleanly, or never was. */
      g_task_return_pointer (task, NULL, NULL);
      return;
    }
  if (bytes == NULL && !g_error_matches (error, AK_SAVEFILE_ERROR, AK_SAVEFILE_ERROR_TOO_LARGE))
    {
      /* The file may be fine and just unreadable right now: leave it. */
      g_autofree char *name = ak_file_dup_display_name (data->file);

      g_prefix_error (&error, _("Could not read %s: "), name);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  if (bytes != NULL)
    records = ak_file_parse_contents (bytes, &error);
  if (records != NULL)
    {
      g_task_return_pointer (task, records, (GDestroyNotify) g_ptr_array_unref);
      return;
    }

  /* It is there but does not read.  Move it aside, so the app can start
   * afresh and the next autosave does not overwrite it: it may hold the
   * only copy of a long match, which someone can still repair by hand. */
  data->moved_aside = move_aside (data->file, cancellable, &move_error);
  if (data->moved_aside != NULL)
    {
      g_autofree char *where = g_file_get_parse_name (data->moved_aside);

      /* Translators: the first %s says what is wrong and where, the
       * second is the full path of the file, moved aside. */
      g_task_return_new_error (task, AK_SAVEFILE_ERROR, AK_SAVEFILE_ERROR_CORRUPT_AUTOSAVE,
                               _("The autosaved game could not be read: %s. "
                                 "It was kept as “%s”."),
                               error->message, where);
    }
  else
    {
      g_task_return_new_error (task, AK_SAVEFILE_ERROR, AK_SAVEFILE_ERROR_CORRUPT_AUTOSAVE,
                               _("The autosaved game could not be read: %s. "
                                 "It could not be moved aside either: %s"),
                               error->message, move_error->message);
    }
}

static void
clear_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  AkFileTask *data = task_data;
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&autosave_lock);
  g_autoptr(GError) error = NULL;

  data->file = dup_slot_file (NULL);
  if (data->file != NULL && data->ticket > autosave_done)
    {
      autosave_done = data->ticket;
      if (!g_file_delete (data->file, cancellable, &error) &&
          !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          g_autofree char *name = ak_file_dup_display_name (data->file);

          g_prefix_error (&error, _("Could not remove %s: "), name);
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
    }

  g_task_return_boolean (task, TRUE);
}
/* Public API */

/**
 * ak_file_get_autosave_file:
 *
 * The file this process autosaves to: `$XDG_STATE_HOME/adji-kui/autosave.akn`,
 * or `autosave-2.akn`, `autosave-3.akn`… when other running programs hold
 * the first ones (see ak_file_restore_autosave_async()).  The first call
 * of this or of any autosave function picks the slot and locks it for the
 * life of the process; this one blocks on the disk for it.
 *
 * Returns: (transfer full): the autosave file, or the first slot's if all
 *   are held by others.
 */
GFile *
ak_file_get_autosave_file (void)
{
  g_autofree char *path = NULL;
  guint n = take_slot ();

  path = dup_slot_path (MAX (n, 1), "akn");
  return g_file_new_for_path (path);
}

/**
 * ak_file_autosave_async:
 * @records: (element-type AkGameRecord): the games to save: a copy of the
 *   caller's, which it must not change afterwards (the worker writes them
 *   while the caller goes on)
 * @cancellable: (nullable): a #GCancellable
 * @callback: (nullable): called on the thread-default main context of the caller
 * @user_data: data for @callback
 *
 * Saves @records to ak_file_get_autosave_file() as safely as
 * ak_file_save_async() does, without a `.bak`, creating the folder
 * (mode 0700) if needed.  Autosaves and clears take effect in the order
 * they were called: one overtaken by a later call does nothing and
 * succeeds.  Finish with ak_file_autosave_finish().
 */
void
ak_file_autosave_async (GPtrArray           *records,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  AkFileTask *data;

  g_return_if_fail (records != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  data = ak_file_task_new (NULL);
  /* Not copied: the records are the caller's own copy already, and a long
   * match takes a while to copy again. */
  data->records = g_ptr_array_ref (records);
  data->ticket = take_ticket ();
  data->is_private = TRUE;
  data->filter = ak_file_hooks.stream_filter;
  data->filter_data = ak_file_hooks.stream_filter_data;

  ak_file_task_run (data, ak_file_autosave_async, "[ak-file] autosave", FALSE,
                 autosave_thread, cancellable, callback, user_data);
}

/**
 * ak_file_autosave_finish:
 * @result: the result passed to the callback
 * @error: return location for an error
 *
 * Returns: %TRUE if the autosave was written (or overtaken by a later
 *   call); on error the previous autosave is as it was.
 */
gboolean
ak_file_autosave_finish (GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == ak_file_autosave_async, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * ak_file_restore_autosave_async:
 * @cancellable: (nullable): a #GCancellable
 * @callback: called on the thread-default main context of the caller
 * @user_data: data for @callback
 *
 * Reads the autosave, if there is one, in a worker thread.  Called first,
 * it picks this process's slot: of the slots no other running program
 * holds, the first with an autosave in it (from a program that ended
 * without clearing it), or else the first; the autosaves that follow go
 * to that slot.  One that does not read is moved aside to
 * `autosave-broken-YYYYMMDD-HHMMSS.akn` in the same folder and kept.  A
 * FIFO or a device at its path is not read but named in the error.
 * Finish with ak_file_restore_autosave_finish().
 */
void
ak_file_restore_autosave_async (GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  AkFileTask *data;

  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  data = ak_file_task_new (NULL);
  data->stale_before = ak_file_hooks.stale_before;
  ak_file_task_run (data, ak_file_restore_autosave_async, "[ak-file] restore autosave", FALSE,
                 restore_thread, cancellable, callback, user_data);
}

/**
 * ak_file_restore_autosave_finish:
 * @result: the result passed to the callback
 * @moved_aside: (out) (optional) (nullable) (transfer full): where a broken
 *   autosave now is, or %NULL
 * @error: return location for an error
 *
 * No autosave is not an error: the result is %NULL and @error is not set.
 * A broken one gives %AK_SAVEFILE_ERROR_CORRUPT_AUTOSAVE, whose message
 * says what was wrong and where the file was moved (@moved_aside), so the
 * app can start afresh and tell the user.  Other failures to read are
 * %G_IO_ERROR, and the file is left where it is.
 *
 * Returns: (transfer full) (nullable) (element-type AkGameRecord): the
 *   autosaved games, or %NULL.
 */
GPtrArray *
ak_file_restore_autosave_finish (GAsyncResult  *result,
                                 GFile        **moved_aside,
                                 GError       **error)
{
  AkFileTask *data;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == ak_file_restore_autosave_async,
                        NULL);

  data = g_task_get_task_data (G_TASK (result));
  if (moved_aside != NULL)
    *moved_aside = data->moved_aside != NULL ? g_object_ref (data->moved_aside) : NULL;

  return g_task_propagate_pointer (G_TASK (result), error);
}

/**
 * ak_file_clear_autosave_async:
 * @cancellable: (nullable): a #GCancellable
 * @callback: (nullable): called on the thread-default main context of the caller
 * @user_data: data for @callback
 *
 * Deletes the autosave, after the user declined to resume it or started a
 * new game.  It takes effect after every autosave called before it and
 * before every one called after.  Finish with
 * ak_file_clear_autosave_finish().
 */
void
ak_file_clear_autosave_async (GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  AkFileTask *data;

  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  data = ak_file_task_new (NULL);
  data->ticket = take_ticket ();

  ak_file_task_run (data, ak_file_clear_autosave_async, "[ak-file] clear autosave", FALSE,
                 clear_thread, cancellable, callback, user_data);
}

/**
 * ak_file_clear_autosave_finish:
 * @result: the result passed to the callback
 * @error: return location for an error
 *
 * Returns: %TRUE if there is no autosave any more (having none to start
 *   with included).
 */
gboolean
ak_file_clear_autosave_finish (GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == ak_file_clear_autosave_async,
                        FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Private API */

void
_ak_file_reset_autosave_slot (void)
{
  G_LOCK (slot);
  if (slot_fd >= 0)
    g_close (slot_fd, NULL);
  slot_fd = -1;
  slot_number = 0;
  G_UNLOCK (slot);
}
