/* ak-file.c — loading and saving AKN files, off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every function here reads, writes and parses in a GTask worker thread,
 * so the UI never waits on a disk or on a long match, and reports back on
 * the caller's main context.  Saving is arranged so that nothing is lost:
 * the text is read back before anything on disk is touched, the previous
 * version is kept as NAME.akn.bak, and the new text goes to a temporary
 * file that replaces the target only once it is complete and on disk.
 * Temporary files that saves killed part-way left behind are removed by
 * the next save in their folder, and at start in the autosave folder.
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
#define MAX_LINKS     40   /* symbolic links followed, as many as the kernel follows */
#define MAX_ATTEMPTS  100  /* names tried for a temporary or moved-aside file */

/* Temporary files beside the target: one fixed length whatever the
 * target's name, and hidden. */
#define TEMPORARY_TEMPLATE ".ak-XXXXXX.tmp"
#define TEMPORARY_LETTERS  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

/* A temporary file unchanged for this long belongs to a save that was
 * killed: no save takes minutes between two writes to it. */
#define STALE_MINUTES 10

/* Autosave slots, one per running program: autosave.akn, autosave-2.akn… */
#define MAX_SLOTS 8

G_DEFINE_QUARK (ak-savefile-error-quark, ak_savefile_error)

/* What one operation needs in its worker thread. */
typedef struct
{
  GFile              *file;
  GPtrArray          *records;       /* AkGameRecord, our own deep copy */
  guint64             ticket;        /* autosave and clear: the order of the calls */
  gboolean            keep_backup;   /* keep an existing target as NAME.bak */
  gboolean            hard_links;    /* keep it by a hard link where one can be made */
  gboolean            is_private;    /* autosave: 0700 folder, 0600 file */
  AkFileStreamFilter  filter;
  gpointer            filter_data;
  AkFileStep          failing_step;  /* test hook: the rename of this step fails… */
  int                 failing_errno; /* …with this errno, if not 0 */
  gint64              stale_before;  /* test hook: when temporaries become stale, or 0 */
  GFile              *moved_aside;   /* restore: where a broken autosave went */
  char               *warning;       /* save: what went wrong without stopping it */
} FileTask;

static AkFileStreamFilter stream_filter;
static gpointer stream_filter_data;
static gboolean hard_links_allowed = TRUE;
static AkFileStep failing_step;
static int failing_errno;
static gint64 stale_before;

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

static void
file_task_free (FileTask *data)
{
  g_clear_object (&data->file);
  g_clear_pointer (&data->records, g_ptr_array_unref);
  g_clear_object (&data->moved_aside);
  g_free (data->warning);
  g_free (data);
}

static FileTask *
file_task_new (GFile *file)
{
  FileTask *data = g_new0 (FileTask, 1);

  /* NULL for the autosave: its slot is found in the worker. */
  data->file = file != NULL ? g_object_ref (file) : NULL;
  return data;
}

static guint64
take_ticket (void)
{
  guint64 ticket;

  G_LOCK (tickets);
  ticket = ++last_ticket;
  G_UNLOCK (tickets);

  return ticket;
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
static char *
dup_display_name (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);

  if (basename == NULL)
    return g_file_get_parse_name (file);
  return g_filename_display_name (basename);
}

static void
set_error_from_errno (GError **error,
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
static void
prefix_location (GError                   **error,
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
    prefix_location (error, &location);
  return records;
}

/* Refuses what is not a regular file, naming what it is: a FIFO would
 * block the reader until someone writes to it, a device such as /dev/zero
 * never ends, and neither is a game file. */
static void
set_not_regular_error (GError **error,
                       GFile   *file,
                       mode_t   mode)
{
  g_autofree char *name = dup_display_name (file);

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
      set_error_from_errno (error, errno);
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      set_not_regular_error (error, file, st.st_mode);
      return NULL;
    }

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      set_error_from_errno (error, errno);
      return NULL;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode) ||
      (flags = fcntl (fd, F_GETFL)) < 0 || fcntl (fd, F_SETFL, flags & ~O_NONBLOCK) < 0)
    {
      int saved_errno = errno;

      if (!S_ISREG (st.st_mode))
        set_not_regular_error (error, file, st.st_mode);
      else
        set_error_from_errno (error, saved_errno);
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
          set_error_from_errno (error, errno);
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
      set_not_regular_error (error, file, S_IFDIR);
      return NULL;
    }
  if (type != G_FILE_TYPE_REGULAR && type != G_FILE_TYPE_UNKNOWN)
    {
      set_not_regular_error (error, file, 0);
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

static GPtrArray *
parse_contents (GBytes  *bytes,
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
      prefix_location (&local_error, &location);
      g_propagate_error (error, local_error);
    }

  return records;
}

/* The text a save writes, or an error if it would not read back as the
 * very same games: a bug in a record or in the writer must never replace
 * a good file with one that cannot be opened, or opens as something else. */
static char *
write_checked_text (GPtrArray  *records,
                    GError    **error)
{
  g_autofree char *text = ak_notation_write (records);
  g_autoptr(GPtrArray) again = NULL;
  g_autoptr(GError) local_error = NULL;
  AkNotationLocation location = { 0, };

  again = ak_notation_read (text, -1, &location, &local_error);
  if (again == NULL)
    {
      prefix_location (&local_error, &location);
      g_set_error (error, AK_SAVEFILE_ERROR, AK_SAVEFILE_ERROR_NOT_READABLE_BACK,
                   _("the text to be saved does not read back (%s), so nothing was written"),
                   local_error->message);
      return NULL;
    }

  if (again->len != records->len)
    {
      g_set_error_literal (error, AK_SAVEFILE_ERROR, AK_SAVEFILE_ERROR_NOT_READABLE_BACK,
                           _("the text to be saved does not read back as the same games, "
                             "so nothing was written"));
      return NULL;
    }

  for (guint i = 0; i < records->len; i++)
    {
      const char *tag = NULL;
      g_autofree char *what = NULL;

      switch (ak_game_record_find_difference (g_ptr_array_index (records, i),
                                              g_ptr_array_index (again, i), &tag))
        {
        case AK_RECORD_DIFFERENCE_NONE:
          continue;
        case AK_RECORD_DIFFERENCE_TAG:
          /* Translators: %s is the name of a tag of a game file, such as
           * “White” or “Site”; this goes into the message below. */
          what = g_strdup_printf (_("the tag %s"), tag);
          break;
        case AK_RECORD_DIFFERENCE_RULES:
          what = g_strdup (_("the rules"));
          break;
        case AK_RECORD_DIFFERENCE_START:
          what = g_strdup (_("the start position"));
          break;
        case AK_RECORD_DIFFERENCE_RESULT:
          what = g_strdup (_("the result"));
          break;
        case AK_RECORD_DIFFERENCE_COMMENTS:
          what = g_strdup (_("the comments"));
          break;
        case AK_RECORD_DIFFERENCE_ANNOTATIONS:
          what = g_strdup (_("the move annotations"));
          break;
        case AK_RECORD_DIFFERENCE_MOVES:
        default:
          what = g_strdup (_("the moves"));
          break;
        }

      /* Translators: %u is a game's number in the file, %s one of the
       * phrases above (“the tag Site”, “the moves”…). */
      g_set_error (error, AK_SAVEFILE_ERROR, AK_SAVEFILE_ERROR_NOT_READABLE_BACK,
                   _("game %u: %s did not read back as written, so nothing was written"),
                   i + 1, what);
      return NULL;
    }

  return g_steal_pointer (&text);
}

static gboolean
make_parent_folder (GFile   *file,
                    GError **error)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *path = parent != NULL ? g_file_get_path (parent) : NULL;

  if (path == NULL)
    return TRUE;

  /* 0700: the state folder holds the user's games, nobody else's business. */
  if (g_mkdir_with_parents (path, 0700) != 0)
    {
      int saved_errno = errno;
      g_autofree char *name = g_filename_display_name (path);

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("could not create the folder %s: %s"), name, g_strerror (saved_errno));
      return FALSE;
    }

  return TRUE;
}

static void
set_too_many_links_error (GError **error,
                          GFile   *file)
{
  g_autofree char *name = dup_display_name (file);

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS,
               _("too many symbolic links lead to %s"), name);
}

/* The save renames a new file over its target; done on a symbolic link,
 * that would replace the link with a plain file and leave what it points
 * to unsaved.  Follow the links to their end, so the file they lead to is
 * the one replaced, as text editors do; that file need not exist yet.
 * Beyond MAX_LINKS (the kernel's own limit) the save is refused rather
 * than a link replaced. */
static GFile *
resolve_links (GFile         *file,
               GCancellable  *cancellable,
               GError       **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GFile) current = NULL;

  if (path != NULL)
    {
      for (guint hops = 0; ; hops++)
        {
          g_autofree char *target = NULL;
          GStatBuf st;

          if (g_lstat (path, &st) != 0 || !S_ISLNK (st.st_mode))
            break;
          if (hops == MAX_LINKS)
            {
              set_too_many_links_error (error, file);
              return NULL;
            }
          target = g_file_read_link (path, NULL);
          if (target == NULL)
            break;

          if (g_path_is_absolute (target))
            {
              g_free (path);
              path = g_steal_pointer (&target);
            }
          else
            {
              /* Relative to the folder the link is in, with the links on
               * the way to it resolved: a “..” in the target is then the
               * real parent folder, as the kernel takes it, and the path
               * can be made canonical. */
              g_autofree char *folder = g_path_get_dirname (path);
              char *real_folder = realpath (folder, NULL);

              g_free (path);
              path = g_build_filename (real_folder != NULL ? real_folder : folder, target, NULL);
              free (real_folder);
            }
        }

      return g_file_new_for_path (path);
    }

  current = g_object_ref (file);
  for (guint hops = 0; ; hops++)
    {
      g_autoptr(GFileInfo) info = NULL;
      g_autoptr(GFile) parent = NULL;
      const char *target;
      GFile *next;

      /* No error wanted: what cannot be queried is no link to follow,
       * and the save itself reports the real problem. */
      info = g_file_query_info (current,
                                G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                G_FILE_ATTRIBUTE_STANDARD_SYMLINK_TARGET,
                                G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, cancellable, NULL);
      if (info == NULL || g_file_info_get_file_type (info) != G_FILE_TYPE_SYMBOLIC_LINK)
        break;
      if (hops == MAX_LINKS)
        {
          set_too_many_links_error (error, file);
          return NULL;
        }

      target = g_file_info_get_symlink_target (info);
      parent = g_file_get_parent (current);
      if (target == NULL || parent == NULL)
        break;

      next = g_file_resolve_relative_path (parent, target);
      g_object_unref (current);
      current = next;
    }

  return g_steal_pointer (&current);
}

/* A name for a temporary file: short and fixed in length, so that even a
 * target whose name uses all 255 bytes a folder allows can be saved. */
static char *
dup_temporary_name (void)
{
  static const char letters[] = TEMPORARY_LETTERS;
  char name[] = TEMPORARY_TEMPLATE;
  char *x = strstr (name, "XXXXXX");

  for (guint i = 0; i < 6; i++)
    x[i] = letters[g_random_int_range (0, sizeof letters - 1)];

  return g_strdup (name);
}

/* Whether name is one dup_temporary_name() makes: exactly the template
 * with its X's replaced by letters of ours. */
static gboolean
is_temporary_name (const char *name)
{
  static const char template[] = TEMPORARY_TEMPLATE;

  if (strlen (name) != sizeof template - 1)
    return FALSE;
  for (gsize i = 0; template[i] != '\0'; i++)
    {
      if (template[i] != 'X' ? name[i] != template[i]
                             : strchr (TEMPORARY_LETTERS, name[i]) == NULL)
        return FALSE;
    }

  return TRUE;
}

/* Saves killed part-way (the app killed, the session ended, the power
 * cut) leave their temporary files, each up to the size of the file
 * saved.  Those in folder that are ours by name and owner, regular files
 * and unchanged since before (in g_get_real_time() microseconds; 0 for
 * STALE_MINUTES ago) are removed.  The change time is what counts: a
 * save at work in another process changes its temporary file at every
 * write, and a hard link made for a backup changes it too, while its
 * modification time is the old file's.  Nothing here can fail a save. */
static void
remove_stale_temporaries (GFile  *folder,
                          gint64  before)
{
  g_autofree char *path = g_file_get_path (folder);
  g_autoptr(GDir) dir = NULL;
  const char *name;
  uid_t uid = geteuid ();
  gint64 limit = before != 0 ? before
                             : g_get_real_time () - (gint64) STALE_MINUTES * 60 * G_USEC_PER_SEC;

  if (path == NULL)
    return;
  dir = g_dir_open (path, 0, NULL);
  if (dir == NULL)
    return;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = NULL;
      struct stat st;
      gint64 changed;

      if (!is_temporary_name (name))
        continue;
      child = g_build_filename (path, name, NULL);
      if (lstat (child, &st) != 0 || !S_ISREG (st.st_mode) || st.st_uid != uid)
        continue;
      changed = (gint64) st.st_ctim.tv_sec * G_USEC_PER_SEC + st.st_ctim.tv_nsec / 1000;
      if (changed >= limit)
        continue;
      if (g_unlink (child) == 0)
        g_debug ("Removed %s, left by a save that did not finish", child);
    }
}

static void
set_folder_error (GError     **error,
                  GFile       *folder,
                  int          code,
                  const char  *cause)
{
  g_autofree char *name = g_file_get_parse_name (folder);

  /* Translators: the first %s is a folder's full name, the second why
   * nothing could be written there (“Permission denied”). */
  g_set_error (error, G_IO_ERROR, code, _("the folder %s cannot be written to: %s"), name, cause);
}

/* A file being written beside the one it will replace, so that the final
 * rename stays within one folder (and one file system) and is atomic. */
typedef struct
{
  GFile         *file;
  char          *path;          /* its local path, or NULL */
  int            fd;            /* a local file's descriptor, or -1 */
  GOutputStream *stream;        /* what to write to, maybe the test filter's */
  int            rename_errno;  /* test hook: how its rename fails, if not 0 */
} Temporary;

#define TEMPORARY_INIT { NULL, NULL, -1, NULL, 0 }

/* The test hook's failure for the file of step, or 0. */
static int
get_failing_errno (const FileTask *data,
                   AkFileStep      step)
{
  return data->failing_errno != 0 && data->failing_step == step ? data->failing_errno : 0;
}

static void
temporary_clear (Temporary *temporary)
{
  /* A temporary file still here is of no use to anyone: the save failed.
   * Errors while cleaning up would only hide the one that matters. */
  if (temporary->stream != NULL)
    g_output_stream_close (temporary->stream, NULL, NULL);
  g_clear_object (&temporary->stream);
  if (temporary->fd >= 0)
    g_close (temporary->fd, NULL);
  temporary->fd = -1;
  if (temporary->path != NULL)
    g_unlink (temporary->path);
  else if (temporary->file != NULL)
    g_file_delete (temporary->file, NULL, NULL);
  g_clear_pointer (&temporary->path, g_free);
  g_clear_object (&temporary->file);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Temporary, temporary_clear)

/* Creates a temporary file in folder; mode is that of a new file (0600 or
 * 0666, less the umask).  Its failure names the folder and the cause, not
 * the temporary file nobody asked for. */
static gboolean
temporary_create (Temporary       *temporary,
                  GFile           *folder,
                  guint            mode,
                  AkFileStep       step,
                  const FileTask  *data,
                  GCancellable    *cancellable,
                  GError         **error)
{
  g_autofree char *folder_path = g_file_get_path (folder);

  temporary->fd = -1;
  for (guint attempt = 1; ; attempt++)
    {
      g_autofree char *name = dup_temporary_name ();

      if (folder_path != NULL)
        {
          g_autofree char *path = g_build_filename (folder_path, name, NULL);
          int fd = g_open (path, O_WRONLY | O_CREAT | O_EXCL | O_NOCTTY | O_CLOEXEC, mode);

          if (fd >= 0)
            {
              temporary->fd = fd;
              temporary->path = g_steal_pointer (&path);
              temporary->file = g_file_new_for_path (temporary->path);
              temporary->stream = g_unix_output_stream_new (fd, FALSE);
              break;
            }
          if (errno != EEXIST || attempt == MAX_ATTEMPTS)
            {
              int saved_errno = errno;

              set_folder_error (error, folder, g_io_error_from_errno (saved_errno),
                                g_strerror (saved_errno));
              return FALSE;
            }
        }
      else
        {
          g_autoptr(GFile) candidate = g_file_get_child (folder, name);
          g_autoptr(GError) local_error = NULL;
          GFileOutputStream *stream;

          stream = g_file_create (candidate,
                                  mode == 0600 ? G_FILE_CREATE_PRIVATE : G_FILE_CREATE_NONE,
                                  cancellable, &local_error);
          if (stream != NULL)
            {
              temporary->file = g_steal_pointer (&candidate);
              temporary->stream = G_OUTPUT_STREAM (stream);
              break;
            }
          if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS) ||
              attempt == MAX_ATTEMPTS)
            {
              set_folder_error (error, folder, local_error->code, local_error->message);
              return FALSE;
            }
        }
    }

  if (data->filter != NULL)
    temporary->stream = data->filter (temporary->stream, step, data->filter_data);
  temporary->rename_errno = get_failing_errno (data, step);

  return TRUE;
}

/* Closes a written temporary file, gives it mode (if not -1) and flushes
 * it to the disk before it is renamed over its target: without the
 * fsync, a crash soon after the rename can leave an empty file on some
 * file systems.  A file with no local path is left to its backend. */
static gboolean
temporary_finish (Temporary     *temporary,
                  int            mode,
                  GCancellable  *cancellable,
                  GError       **error)
{
  gboolean closed = g_output_stream_close (temporary->stream, cancellable, error);
  int fd = temporary->fd;

  g_clear_object (&temporary->stream);
  if (!closed)
    return FALSE;

  if (fd < 0)
    {
      /* A file system without modes keeps its default, which is no
       * reason to fail. */
      if (mode >= 0)
        g_file_set_attribute_uint32 (temporary->file, G_FILE_ATTRIBUTE_UNIX_MODE,
                                     (guint32) mode, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS,
                                     cancellable, NULL);
      return TRUE;
    }

  temporary->fd = -1;
  if (mode >= 0)
    fchmod (fd, (mode_t) mode);
  if (g_fsync (fd) != 0)
    {
      int saved_errno = errno;

      /* The fsync error is the one to report. */
      g_close (fd, NULL);
      set_error_from_errno (error, saved_errno);
      return FALSE;
    }

  return g_close (fd, error);
}

/* Renames the finished temporary file over dest. */
static gboolean
temporary_commit (Temporary     *temporary,
                  GFile         *dest,
                  GCancellable  *cancellable,
                  GError       **error)
{
  g_autofree char *dest_path = g_file_get_path (dest);

  if (temporary->rename_errno != 0)
    {
      set_error_from_errno (error, temporary->rename_errno);
      return FALSE;
    }
  if (temporary->path != NULL && dest_path != NULL)
    {
      GStatBuf before;
      gboolean have_before = g_lstat (temporary->path, &before) == 0;
      GStatBuf after;

      if (g_rename (temporary->path, dest_path) != 0)
        {
          set_error_from_errno (error, errno);
          return FALSE;
        }
      /* Renaming a file over another link of itself does nothing at all
       * (POSIX says so): the temporary name is still there, a stray link
       * of what dest already is.  That happens when NAME.bak already was
       * a hard link of the file kept. */
      if (have_before && g_lstat (temporary->path, &after) == 0 &&
          after.st_dev == before.st_dev && after.st_ino == before.st_ino)
        g_unlink (temporary->path);
    }
  else if (!g_file_move (temporary->file, dest,
                         G_FILE_COPY_OVERWRITE | G_FILE_COPY_NO_FALLBACK_FOR_MOVE,
                         cancellable, NULL, NULL, error))
    {
      return FALSE;
    }

  /* It is the target now: nothing to clean up. */
  g_clear_pointer (&temporary->path, g_free);
  g_clear_object (&temporary->file);
  return TRUE;
}

/* A rename is on disk only once the folder is: without this, a crash
 * soon after the save can bring back the old file.  Nothing is lost if
 * it fails (the new file is complete either way), so that is no error. */
static void
sync_folder (GFile *folder)
{
  g_autofree char *path = g_file_get_path (folder);
  int fd;

  if (path == NULL)
    return;

  fd = g_open (path, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      g_debug ("Could not open %s to sync it: %s", path, g_strerror (errno));
      return;
    }
  if (g_fsync (fd) != 0)
    g_debug ("Could not sync %s: %s", path, g_strerror (errno));
  g_close (fd, NULL);
}

/* Whether link() said the file system has no hard links (or none across
 * these names), so that a copy is the way left. */
static gboolean
is_no_link_errno (int saved_errno)
{
  switch (saved_errno)
    {
    case EPERM:
    case EXDEV:
    case EOPNOTSUPP:
    case EMLINK:
    case ENOSYS:
      return TRUE;
    default:
      return FALSE;
    }
}

/* The old target, hard-linked to a temporary name in its folder, to be
 * renamed over NAME.bak: no byte is copied, so neither a full disk nor a
 * crash can leave half a backup.  Returns FALSE with *use_copy set if the
 * file system has no hard links. */
static gboolean
link_backup (const char      *target_path,
             Temporary       *kept,
             const FileTask  *data,
             gboolean        *use_copy,
             GError         **error)
{
  g_autofree char *folder = g_path_get_dirname (target_path);

  *use_copy = FALSE;
  for (guint attempt = 1; ; attempt++)
    {
      g_autofree char *name = dup_temporary_name ();
      g_autofree char *path = g_build_filename (folder, name, NULL);

      if (link (target_path, path) == 0)
        {
          kept->file = g_file_new_for_path (path);
          kept->path = g_steal_pointer (&path);
          kept->rename_errno = get_failing_errno (data, AK_FILE_STEP_BACKUP);
          return TRUE;
        }

      if (errno == EEXIST && attempt < MAX_ATTEMPTS)
        continue;
      if (is_no_link_errno (errno))
        *use_copy = TRUE;
      set_error_from_errno (error, errno);
      return FALSE;
    }
}

/* The old target, copied to a temporary file that is closed and flushed,
 * to be renamed over NAME.bak; on failure the temporary file goes. */
static gboolean
copy_backup (GFile           *target,
             Temporary       *kept,
             int              mode,
             const FileTask  *data,
             GCancellable    *cancellable,
             GError         **error)
{
  g_autoptr(GFile) folder = g_file_get_parent (target);
  g_autoptr(GFileInputStream) input = NULL;

  input = g_file_read (target, cancellable, error);
  if (input == NULL)
    return FALSE;
  if (!temporary_create (kept, folder, 0600, AK_FILE_STEP_BACKUP, data, cancellable, error))
    return FALSE;

  if (g_output_stream_splice (kept->stream, G_INPUT_STREAM (input),
                              G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE, cancellable, error) < 0 ||
      !temporary_finish (kept, mode, cancellable, error))
    {
      temporary_clear (kept);
      return FALSE;
    }

  return TRUE;
}

static GFile *
dup_backup_file (GFile *target)
{
  g_autofree char *basename = g_file_get_basename (target);
  g_autofree char *backup_name = g_strconcat (basename, ".bak", NULL);
  g_autoptr(GFile) parent = g_file_get_parent (target);

  return g_file_get_child (parent, backup_name);
}

/* Makes kept a temporary file holding the target's present version, for
 * the save to rename over NAME.bak once the new version is in place:
 * until then an older backup stays as it was, also when the new version
 * never gets there. */
static gboolean
prepare_backup (GFile           *target,
                GFile           *backup,
                Temporary       *kept,
                int              mode,
                const FileTask  *data,
                GCancellable    *cancellable,
                GError         **error)
{
  g_autofree char *target_path = g_file_get_path (target);
  g_autofree char *backup_path = g_file_get_path (backup);
  g_autofree char *name = dup_display_name (backup);
  g_autoptr(GError) local_error = NULL;
  gboolean in_the_way;
  gboolean use_copy = TRUE;

  /* A rename would fail on a folder, or put the backup inside it. */
  if (backup_path != NULL)
    {
      GStatBuf st;

      in_the_way = g_lstat (backup_path, &st) == 0 && S_ISDIR (st.st_mode);
    }
  else
    {
      in_the_way = g_file_query_file_type (backup, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS,
                                           cancellable) == G_FILE_TYPE_DIRECTORY;
    }
  if (in_the_way)
    {
      /* Translators: %s is a file name, NAME.akn.bak */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                   _("a folder named %s is in the way"), name);
      return FALSE;
    }

  if (target_path != NULL && backup_path != NULL && data->hard_links &&
      link_backup (target_path, kept, data, &use_copy, &local_error))
    return TRUE;
  if (!use_copy)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  return copy_backup (target, kept, mode, data, cancellable, error);
}

/* What the save says when the previous version could not be kept. */
static char *
dup_backup_warning (GFile        *backup,
                    const GError *error)
{
  g_autofree char *name = dup_display_name (backup);

  /* Translators: the first %s is a file name, NAME.akn.bak; the second
   * why it could not be written. */
  return g_strdup_printf (_("Saved, but the previous version could not be kept as %s: %s"),
                          name, error->message);
}

/* Replaces target with text, or leaves it exactly as it was.
 *
 * g_file_replace_contents() is not used: when a write fails part-way it
 * still closes its stream, and for a local file closing renames the
 * half-written temporary file over the target. */
static gboolean
replace_atomically (GFile         *target,
                    const char    *text,
                    gsize          length,
                    FileTask      *data,
                    GCancellable  *cancellable,
                    GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFile) folder = g_file_get_parent (target);
  g_autoptr(GFile) backup = NULL;
  g_auto(Temporary) temporary = TEMPORARY_INIT;
  g_auto(Temporary) kept = TEMPORARY_INIT;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GError) backup_error = NULL;
  int mode = -1;

  info = g_file_query_info (target, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_UNIX_MODE,
                            G_FILE_QUERY_INFO_NONE, cancellable, &local_error);
  /* A path through a file that is no folder: creating the temporary file
   * says so, naming the folder. */
  if (info == NULL && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND) &&
      !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  /* GIO does not fail on a file it may not look at (its folder cannot be
   * entered, chmod 000): it gives an info without a type.  Nothing can be
   * saved there, and the folder is the cause. */
  if (info != NULL && !g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_STANDARD_TYPE))
    {
      set_folder_error (error, folder, G_IO_ERROR_PERMISSION_DENIED, g_strerror (EACCES));
      return FALSE;
    }

  if (info != NULL)
    {
      GFileType type = g_file_info_get_file_type (info);
      g_autofree char *path = NULL;
      GStatBuf st;

      /* A device or a pipe would be replaced by a plain file, not written. */
      if (type != G_FILE_TYPE_REGULAR)
        {
          path = g_file_get_path (target);
          if (path != NULL && g_stat (path, &st) == 0)
            set_not_regular_error (error, target, st.st_mode);
          else
            set_not_regular_error (error, target,
                                   type == G_FILE_TYPE_DIRECTORY ? S_IFDIR : 0);
          return FALSE;
        }
      /* A new version keeps the old one's permissions, as an edit would. */
      if (g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_UNIX_MODE))
        mode = (int) (g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_UNIX_MODE) & 07777);
    }

  remove_stale_temporaries (folder, data->stale_before);

  if (!temporary_create (&temporary, folder, data->is_private ? 0600 : 0666,
                         AK_FILE_STEP_TARGET, data, cancellable, error))
    return FALSE;
  if (!g_output_stream_write_all (temporary.stream, text, length, NULL, cancellable, error) ||
      !temporary_finish (&temporary, mode, cancellable, error))
    return FALSE;

  /* Only now, with the new text safe on disk, the old one is put aside
   * for NAME.bak; it replaces an older backup only once the new text is
   * in place, so that a save that fails (the rename refused over an
   * immutable target) leaves the old backup as well as the old file.
   * A crash between the two renames leaves the older backup and the
   * temporary file, which a later save removes.  Keeping the backup
   * never stops a save: the warning says why not. */
  if (info != NULL && data->keep_backup)
    {
      backup = dup_backup_file (target);
      prepare_backup (target, backup, &kept, mode, data, cancellable, &backup_error);
    }

  if (!temporary_commit (&temporary, target, cancellable, error))
    return FALSE;
  if (backup != NULL && backup_error == NULL)
    temporary_commit (&kept, backup, cancellable, &backup_error);
  if (backup_error != NULL)
    data->warning = dup_backup_warning (backup, backup_error);
  sync_folder (folder);

  return TRUE;
}

static gboolean
save_records (FileTask      *data,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autofree char *text = NULL;
  g_autoptr(GFile) target = NULL;

  text = write_checked_text (data->records, error);
  if (text == NULL)
    return FALSE;

  if (data->is_private && !make_parent_folder (data->file, error))
    return FALSE;

  target = resolve_links (data->file, cancellable, error);
  if (target == NULL)
    return FALSE;

  return replace_atomically (target, text, strlen (text), data, cancellable, error);
}

static void
return_save_result (GTask    *task,
                    GFile    *file,
                    gboolean  ok,
                    GError   *error)
{
  if (ok)
    {
      g_task_return_boolean (task, TRUE);
    }
  else
    {
      g_autofree char *name = dup_display_name (file);

      /* Translators: %s is a file name; the reason follows. */
      g_prefix_error (&error, _("Could not save %s: "), name);
      g_task_return_error (task, error);
    }
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
/* Worker threads */

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  FileTask *data = task_data;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *records;

  bytes = ak_file_read_bytes (data->file, AK_FILE_MAX_SIZE, cancellable, &error);
  if (bytes == NULL)
    {
      g_autofree char *name = dup_display_name (data->file);

      g_prefix_error (&error, _("Could not read %s: "), name);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  records = parse_contents (bytes, &error);
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
  FileTask *data = task_data;
  GError *error = NULL;
  gboolean ok;

  ok = save_records (data, cancellable, &error);
  return_save_result (task, data->file, ok, error);
}

static void
autosave_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  FileTask *data = task_data;
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
      ok = save_records (data, cancellable, &error);
    }
  g_mutex_unlock (&autosave_lock);

  /* Freeing a long match's records (a node for every move) is done here,
   * not on the caller's main thread, unless the caller still holds them. */
  g_clear_pointer (&data->records, g_ptr_array_unref);

  return_save_result (task, data->file, ok, error);
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

      if (attempt == MAX_ATTEMPTS ||
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
  FileTask *data = task_data;
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

    remove_stale_temporaries (state_folder, data->stale_before);
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
      g_autofree char *name = dup_display_name (data->file);

      g_prefix_error (&error, _("Could not read %s: "), name);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  if (bytes != NULL)
    records = parse_contents (bytes, &error);
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
  FileTask *data = task_data;
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&autosave_lock);
  g_autoptr(GError) error = NULL;

  data->file = dup_slot_file (NULL);
  if (data->file != NULL && data->ticket > autosave_done)
    {
      autosave_done = data->ticket;
      if (!g_file_delete (data->file, cancellable, &error) &&
          !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          g_autofree char *name = dup_display_name (data->file);

          g_prefix_error (&error, _("Could not remove %s: "), name);
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
    }

  g_task_return_boolean (task, TRUE);
}

static void
run_in_thread (FileTask            *data,
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
  g_task_set_task_data (task, data, (GDestroyNotify) file_task_free);
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

  run_in_thread (file_task_new (file), ak_file_load_async, "[ak-file] load", TRUE,
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
  FileTask *data;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (records != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  data = file_task_new (file);
  data->records = copy_records (records);
  data->keep_backup = TRUE;
  data->hard_links = hard_links_allowed;
  data->filter = stream_filter;
  data->filter_data = stream_filter_data;
  data->failing_step = failing_step;
  data->failing_errno = failing_errno;
  data->stale_before = stale_before;

  run_in_thread (data, ak_file_save_async, "[ak-file] save", FALSE,
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
  FileTask *data;
  gboolean ok;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == ak_file_save_async, FALSE);

  data = g_task_get_task_data (G_TASK (result));
  ok = g_task_propagate_boolean (G_TASK (result), error);
  if (warning != NULL)
    *warning = ok ? g_strdup (data->warning) : NULL;

  return ok;
}

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
  FileTask *data;

  g_return_if_fail (records != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  data = file_task_new (NULL);
  /* Not copied: the records are the caller's own copy already, and a long
   * match takes a while to copy again. */
  data->records = g_ptr_array_ref (records);
  data->ticket = take_ticket ();
  data->is_private = TRUE;
  data->filter = stream_filter;
  data->filter_data = stream_filter_data;

  run_in_thread (data, ak_file_autosave_async, "[ak-file] autosave", FALSE,
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
  FileTask *data;

  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  data = file_task_new (NULL);
  data->stale_before = stale_before;
  run_in_thread (data, ak_file_restore_autosave_async, "[ak-file] restore autosave", FALSE,
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
  FileTask *data;

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
  FileTask *data;

  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  data = file_task_new (NULL);
  data->ticket = take_ticket ();

  run_in_thread (data, ak_file_clear_autosave_async, "[ak-file] clear autosave", FALSE,
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

void
_ak_file_set_stream_filter (AkFileStreamFilter filter,
                            gpointer           user_data)
{
  stream_filter = filter;
  stream_filter_data = user_data;
}

void
_ak_file_set_hard_links_allowed (gboolean allowed)
{
  hard_links_allowed = allowed;
}

void
_ak_file_set_failing_rename (AkFileStep step,
                             int        saved_errno)
{
  failing_step = step;
  failing_errno = saved_errno;
}

void
_ak_file_set_stale_before (gint64 real_time)
{
  stale_before = real_time;
}
