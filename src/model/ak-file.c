/* ak-file.c — loading and saving AKN files, off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every function here reads, writes and parses in a GTask worker thread,
 * so the UI never waits on a disk or on a long match, and reports back on
 * the caller's main context.  This file reads files and runs the workers;
 * how a save is written so that nothing is lost is in ak-file-write.c,
 * and the autosave's slots in ak-file-autosave.c.
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

#define READ_CHUNK    (64 * 1024)

G_DEFINE_QUARK (ak-savefile-error-quark, ak_savefile_error)

AkFileHooks ak_file_hooks = { .hard_links_allowed = TRUE };

void
ak_file_task_free (AkFileTask *data)
{
  g_clear_object (&data->file);
  g_clear_pointer (&data->records, g_ptr_array_unref);
  g_clear_object (&data->moved_aside);
  g_free (data->warning);
  g_free (data);
}

AkFileTask *
ak_file_task_new (GFile *file)
{
  AkFileTask *data = g_new0 (AkFileTask, 1);

  /* NULL for the autosave: its slot is found in the worker. */
  data->file = file != NULL ? g_object_ref (file) : NULL;
  return data;
}

/* The records are copied at the call because the caller goes on editing
 * its game while the worker writes. */
static GPtrArray *
copy_records (GPtrArray *records)
{
  GPtrArray *copy = g_ptr_array_new_full (records->len, (GDestroyNotify) ak_game_record_free);

  for (guint i = 0; i < records->len; i++)
    g_ptr_array_add (copy, ak_game_record_copy (g_ptr_array_index (records, i)));

  return copy;
}

/* A file's name as people see it, for messages. */
char *
ak_file_dup_display_name (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);

  if (basename == NULL)
    return g_file_get_parse_name (file);
  return g_filename_display_name (basename);
}

void
ak_file_set_error_from_errno (GError **error,
                      int      saved_errno)
{
  g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                       g_strerror (saved_errno));
}

static void
set_too_large_error (GError **error,
                     gsize    cap)
{
  g_autofree char *limit = g_format_size_full (cap, G_FORMAT_SIZE_IEC_UNITS);

  g_set_error (error, AK_SAVEFILE_ERROR, AK_SAVEFILE_ERROR_TOO_LARGE,
               _("the file is larger than %s, too large to be a game file"), limit);
}

/* Puts where an AKN error is in front of its message, in the words of
 * AKN.md §7.  The game number only helps in a file of several games, and
 * the reader does not say how many there are when it fails, so it is left
 * out for the first game. */
void
ak_file_prefix_location (GError                   **error,
                 const AkNotationLocation  *location)
{
  if (location->line == 0)
    return;

  if (location->game > 1 && location->column > 0)
    /* Translators: where an error is in a game file, put before what is
     * wrong: “game 2, line 14, column 9: “G” is not a hole (a–f, A–F)”. */
    g_prefix_error (error, _("game %u, line %u, column %u: "),
                    location->game, location->line, location->column);
  else if (location->game > 1)
    g_prefix_error (error, _("game %u, line %u: "), location->game, location->line);
  else if (location->column > 0)
    g_prefix_error (error, _("line %u, column %u: "), location->line, location->column);
  else
    g_prefix_error (error, _("line %u: "), location->line);
}

/**
 * ak_file_read_text:
 * @text: AKN text, such as a pasted game
 * @length: its length, or -1 if nul-terminated
 * @error: return location for an %AK_NOTATION_ERROR
 *
 * Reads games from text as a file's are read, the error saying where
 * the text goes wrong (“line 3, column 4: …”).
 *
 * Returns: (transfer full) (element-type AkGameRecord) (nullable): the
 *   games, or %NULL on error
 */
GPtrArray *
ak_file_read_text (const char  *text,
                   gssize       length,
                   GError     **error)
{
  AkNotationLocation location = { 0 };
  GPtrArray *records;

  g_return_val_if_fail (text != NULL, NULL);

  records = ak_notation_read (text, length, &location, error);
  if (records == NULL)
    ak_file_prefix_location (error, &location);
  return records;
}

/* Refuses what is not a regular file, naming what it is: a FIFO would
 * block the reader until someone writes to it, a device such as /dev/zero
 * never ends, and neither is a game file. */
void
ak_file_set_not_regular_error (GError **error,
                       GFile   *file,
                       mode_t   mode)
{
  g_autofree char *name = ak_file_dup_display_name (file);

  /* Translators: in each of these, %s is a file name. */
  if (S_ISDIR (mode))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY, _("%s is a folder, not a file"), name);
  else if (S_ISFIFO (mode))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                 _("%s is a named pipe (FIFO), not a file"), name);
  else if (S_ISCHR (mode) || S_ISBLK (mode))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, _("%s is a device, not a file"),
                 name);
  else if (S_ISSOCK (mode))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, _("%s is a socket, not a file"),
                 name);
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, _("%s is not a regular file"),
                 name);
}

/* A buffer for length bytes and the NUL after them, which the reader does
 * not need but callers splitting lines do. */
static GBytes *
take_bytes (guint8 *buffer,
            gsize   length)
{
  buffer[length] = '\0';
  return g_bytes_new_take (buffer, length);
}

/* A local file, checked twice to be a regular file: by its name before it
 * is opened, and by the descriptor after (the name may have changed
 * meanwhile).  O_NONBLOCK keeps a FIFO put there in between from blocking
 * the open; it is of no use on a regular file and cleared for the reads. */
static GBytes *
read_local (GFile         *file,
            const char    *path,
            gsize          cap,
            GCancellable  *cancellable,
            GError       **error)
{
  g_autofree guint8 *buffer = NULL;
  GStatBuf st;
  gsize capacity;
  gsize length = 0;
  int flags;
  int fd;

  if (g_stat (path, &st) != 0)
    {
      ak_file_set_error_from_errno (error, errno);
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      ak_file_set_not_regular_error (error, file, st.st_mode);
      return NULL;
    }

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      ak_file_set_error_from_errno (error, errno);
      return NULL;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode) ||
      (flags = fcntl (fd, F_GETFL)) < 0 || fcntl (fd, F_SETFL, flags & ~O_NONBLOCK) < 0)
    {
      int saved_errno = errno;

      if (!S_ISREG (st.st_mode))
        ak_file_set_not_regular_error (error, file, st.st_mode);
      else
        ak_file_set_error_from_errno (error, saved_errno);
      g_close (fd, NULL);
      return NULL;
    }
  if ((guint64) st.st_size > cap)
    {
      set_too_large_error (error, cap);
      g_close (fd, NULL);
      return NULL;
    }

  /* Room for the size the file says it has, one byte more to find the
   * end without growing, and the NUL.  /proc files say 0; the loop is
   * bounded by the cap anyway. */
  capacity = (st.st_size > 0 ? (gsize) st.st_size : READ_CHUNK) + 2;
  capacity = MIN (capacity, cap + 2);
  buffer = g_malloc (capacity);
  for (;;)
    {
      gssize n_read;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          g_close (fd, NULL);
          return NULL;
        }
      if (length + 1 == capacity)
        {
          capacity = MIN (capacity * 2, cap + 2);
          buffer = g_realloc (buffer, capacity);
        }

      n_read = read (fd, buffer + length, capacity - 1 - length);
      if (n_read < 0 && errno == EINTR)
        continue;
      if (n_read < 0)
        {
          ak_file_set_error_from_errno (error, errno);
          g_close (fd, NULL);
          return NULL;
        }
      if (n_read == 0)
        break;

      length += (gsize) n_read;
      if (length > cap)
        {
          set_too_large_error (error, cap);
          g_close (fd, NULL);
          return NULL;
        }
    }

  /* Everything is read; a failure to close a read descriptor loses
   * nothing. */
  g_close (fd, NULL);

  return take_bytes (g_steal_pointer (&buffer), length);
}

/* A file with no local path, through GIO, with the same checks as far as
 * GIO can tell: its backend says what type it is. */
static GBytes *
read_remote (GFile         *file,
             gsize          cap,
             GCancellable  *cancellable,
             GError       **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autofree guint8 *buffer = NULL;
  GFileType type;
  goffset size = 0;
  gsize capacity;
  gsize length = 0;

  type = g_file_query_file_type (file, G_FILE_QUERY_INFO_NONE, cancellable);
  if (type == G_FILE_TYPE_DIRECTORY)
    {
      ak_file_set_not_regular_error (error, file, S_IFDIR);
      return NULL;
    }
  if (type != G_FILE_TYPE_REGULAR && type != G_FILE_TYPE_UNKNOWN)
    {
      ak_file_set_not_regular_error (error, file, 0);
      return NULL;
    }

  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;

  info = g_file_input_stream_query_info (stream, G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                         cancellable, NULL);
  if (info != NULL && g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_STANDARD_SIZE))
    size = g_file_info_get_size (info);
  if (size > 0 && (guint64) size > cap)
    {
      set_too_large_error (error, cap);
      return NULL;
    }

  capacity = MIN ((size > 0 ? (gsize) size : READ_CHUNK) + 2, cap + 2);
  buffer = g_malloc (capacity);
  for (;;)
    {
      gssize n_read;

      if (length + 1 == capacity)
        {
          capacity = MIN (capacity * 2, cap + 2);
          buffer = g_realloc (buffer, capacity);
        }

      n_read = g_input_stream_read (G_INPUT_STREAM (stream), buffer + length,
                                    capacity - 1 - length, cancellable, error);
      if (n_read < 0)
        return NULL;
      if (n_read == 0)
        break;

      length += (gsize) n_read;
      if (length > cap)
        {
          set_too_large_error (error, cap);
          return NULL;
        }
    }

  g_input_stream_close (G_INPUT_STREAM (stream), NULL, NULL);

  return take_bytes (g_steal_pointer (&buffer), length);
}

GPtrArray *
ak_file_parse_contents (GBytes  *bytes,
                GError **error)
{
  AkNotationLocation location = { 0, };
  GError *local_error = NULL;
  GPtrArray *records;
  const char *text;
  gsize length;

  text = g_bytes_get_data (bytes, &length);
  records = ak_notation_read (text, (gssize) length, &location, &local_error);
  if (records == NULL)
    {
      ak_file_prefix_location (&local_error, &location);
      g_propagate_error (error, local_error);
    }

  return records;
}

/* Worker threads */

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  AkFileTask *data = task_data;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *records;

  bytes = ak_file_read_bytes (data->file, AK_FILE_MAX_SIZE, cancellable, &error);
  if (bytes == NULL)
    {
      g_autofree char *name = ak_file_dup_display_name (data->file);

      g_prefix_error (&error, _("Could not read %s: "), name);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  records = ak_file_parse_contents (bytes, &error);
  if (records == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, records, (GDestroyNotify) g_ptr_array_unref);
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  AkFileTask *data = task_data;
  GError *error = NULL;
  gboolean ok;

  ok = ak_file_task_save (data, cancellable, &error);
  ak_file_task_return_save_result (task, data->file, ok, error);
}

void
ak_file_task_run (AkFileTask            *data,
               gpointer             source_tag,
               const char          *name,
               gboolean             check_cancellable,
               GTaskThreadFunc      thread_func,
               GCancellable        *cancellable,
               GAsyncReadyCallback  callback,
               gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, source_tag);
  g_task_set_name (task, name);
  g_task_set_task_data (task, data, (GDestroyNotify) ak_file_task_free);
  /* Once a save or a move has happened, its result must say so even if
   * the caller cancelled meanwhile. */
  g_task_set_check_cancellable (task, check_cancellable);
  g_task_run_in_thread (task, thread_func);
}

/* Public API */

/**
 * ak_file_read_bytes:
 * @file: a file to read
 * @cap: the most bytes to read, such as %AK_FILE_MAX_SIZE
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for an error
 *
 * Reads all of @file, blocking, if it is a regular file of at most @cap
 * bytes: a named pipe, a device, a socket or a folder is refused before
 * it is read, with %G_IO_ERROR_NOT_REGULAR_FILE (%G_IO_ERROR_IS_DIRECTORY
 * for a folder) and a message naming the file and what it is (“game.akn
 * is a named pipe (FIFO), not a file”), so that nothing can block on
 * it or read without end; a larger file gives
 * %AK_SAVEFILE_ERROR_TOO_LARGE.  Messages do not say “Could not read”:
 * callers put that in front.
 *
 * Returns: (transfer full): the contents, followed by a NUL byte that is
 *   not counted in their size, or %NULL on error.
 */
GBytes *
ak_file_read_bytes (GFile         *file,
                    gsize          cap,
                    GCancellable  *cancellable,
                    GError       **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (cap < G_MAXSIZE - 2, NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  path = g_file_get_path (file);
  if (path != NULL)
    return read_local (file, path, cap, cancellable, error);
  return read_remote (file, cap, cancellable, error);
}

/**
 * ak_file_load_async:
 * @file: an AKN file
 * @cancellable: (nullable): a #GCancellable
 * @callback: called on the thread-default main context of the caller
 * @user_data: data for @callback
 *
 * Reads @file and all its games in a worker thread.  Nothing else
 * changes, whatever happens: a failed load leaves the caller's open game
 * as it was.  Finish with ak_file_load_finish().
 */
void
ak_file_load_async (GFile               *file,
                    GCancellable        *cancellable,
                    GAsyncReadyCallback  callback,
                    gpointer             user_data)
{
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  ak_file_task_run (ak_file_task_new (file), ak_file_load_async, "[ak-file] load", TRUE,
                 load_thread, cancellable, callback, user_data);
}

/**
 * ak_file_load_finish:
 * @result: the result passed to the callback
 * @error: return location for an error
 *
 * Errors: %G_IO_ERROR when the file cannot be read, its message naming the
 * file; %AK_SAVEFILE_ERROR_TOO_LARGE beyond %AK_FILE_MAX_SIZE; and
 * %AK_NOTATION_ERROR, with its code, when the text is not valid AKN, the
 * message starting with where: “game 2, line 14, column 9: …”.
 *
 * Returns: (transfer full) (element-type AkGameRecord): the games of the
 *   file, in order, or %NULL on error.
 */
GPtrArray *
ak_file_load_finish (GAsyncResult  *result,
                     GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == ak_file_load_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/**
 * ak_file_save_async:
 * @file: where to save
 * @records: (element-type AkGameRecord): the games to save, copied at the call
 * @cancellable: (nullable): a #GCancellable
 * @callback: called on the thread-default main context of the caller
 * @user_data: data for @callback
 *
 * Saves @records as AKN in a worker thread, so that nothing is ever lost:
 * the text is first read back and must give the same games, or nothing is
 * written; then it goes to a temporary file in the same folder, flushed
 * to disk; the file it replaces is kept as `NAME.bak` (replacing an older
 * one, by a hard link or else a copy written as safely); and the new file
 * is renamed over @file, so a crash or a full disk leaves either the old
 * file or the new one, never half of one, and an older backup whole.  A
 * symbolic link is followed and the file it points to replaced.  Finish
 * with ak_file_save_finish().
 */
void
ak_file_save_async (GFile               *file,
                    GPtrArray           *records,
                    GCancellable        *cancellable,
                    GAsyncReadyCallback  callback,
                    gpointer             user_data)
{
  AkFileTask *data;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (records != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  data = ak_file_task_new (file);
  data->records = copy_records (records);
  data->keep_backup = TRUE;
  data->hard_links = ak_file_hooks.hard_links_allowed;
  data->filter = ak_file_hooks.stream_filter;
  data->filter_data = ak_file_hooks.stream_filter_data;
  data->failing_step = ak_file_hooks.failing_step;
  data->failing_errno = ak_file_hooks.failing_errno;
  data->stale_before = ak_file_hooks.stale_before;

  ak_file_task_run (data, ak_file_save_async, "[ak-file] save", FALSE,
                 save_thread, cancellable, callback, user_data);
}

/**
 * ak_file_save_finish:
 * @result: the result passed to the callback
 * @warning: (out) (optional) (nullable) (transfer full): set, when the
 *   file was saved, to what could not be done along the way (the
 *   previous version could not be kept as `NAME.bak`, and why), or %NULL
 * @error: return location for an error
 *
 * Errors: %G_IO_ERROR, its message naming the file;
 * %AK_SAVEFILE_ERROR_NOT_READABLE_BACK when the records would not read
 * back.  On error the file on disk and its `NAME.bak` are as they were.
 *
 * Returns: %TRUE if the file was saved.
 */
gboolean
ak_file_save_finish (GAsyncResult  *result,
                     char         **warning,
                     GError       **error)
{
  AkFileTask *data;
  gboolean ok;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == ak_file_save_async, FALSE);

  data = g_task_get_task_data (G_TASK (result));
  ok = g_task_propagate_boolean (G_TASK (result), error);
  if (warning != NULL)
    *warning = ok ? g_strdup (data->warning) : NULL;

  return ok;
}

/* Private API */

void
_ak_file_set_stream_filter (AkFileStreamFilter filter,
                            gpointer           user_data)
{
  ak_file_hooks.stream_filter = filter;
  ak_file_hooks.stream_filter_data = user_data;
}

void
_ak_file_set_hard_links_allowed (gboolean allowed)
{
  ak_file_hooks.hard_links_allowed = allowed;
}

void
_ak_file_set_failing_rename (AkFileStep step,
                             int        saved_errno)
{
  ak_file_hooks.failing_step = step;
  ak_file_hooks.failing_errno = saved_errno;
}

void
_ak_file_set_stale_before (gint64 real_time)
{
  ak_file_hooks.stale_before = real_time;
}
