/* ak-file-write.c — writing a file so that nothing is lost
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The text is read back before anything on disk is touched, the previous
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

#define MAX_LINKS     40   /* symbolic links followed, as many as the kernel follows */

/* Temporary files beside the target: one fixed length whatever the
 * target's name, and hidden. */
#define TEMPORARY_TEMPLATE ".ak-XXXXXX.tmp"
#define TEMPORARY_LETTERS  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

/* A temporary file unchanged for this long belongs to a save that was
 * killed: no save takes minutes between two writes to it. */
#define STALE_MINUTES 10

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
      ak_file_prefix_location (&local_error, &location);
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
  g_autofree char *name = ak_file_dup_display_name (file);

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
void
ak_file_remove_stale_temporaries (GFile  *folder,
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
get_failing_errno (const AkFileTask *data,
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
                  const AkFileTask  *data,
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
          if (errno != EEXIST || attempt == AK_FILE_MAX_ATTEMPTS)
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
              attempt == AK_FILE_MAX_ATTEMPTS)
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
      ak_file_set_error_from_errno (error, saved_errno);
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
      ak_file_set_error_from_errno (error, temporary->rename_errno);
      return FALSE;
    }
  if (temporary->path != NULL && dest_path != NULL)
    {
      GStatBuf before;
      gboolean have_before = g_lstat (temporary->path, &before) == 0;
      GStatBuf after;

      if (g_rename (temporary->path, dest_path) != 0)
        {
          ak_file_set_error_from_errno (error, errno);
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
             const AkFileTask  *data,
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

      if (errno == EEXIST && attempt < AK_FILE_MAX_ATTEMPTS)
        continue;
      if (is_no_link_errno (errno))
        *use_copy = TRUE;
      ak_file_set_error_from_errno (error, errno);
      return FALSE;
    }
}

/* The old target, copied to a temporary file that is closed and flushed,
 * to be renamed over NAME.bak; on failure the temporary file goes. */
static gboolean
copy_backup (GFile           *target,
             Temporary       *kept,
             int              mode,
             const AkFileTask  *data,
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
                const AkFileTask  *data,
                GCancellable    *cancellable,
                GError         **error)
{
  g_autofree char *target_path = g_file_get_path (target);
  g_autofree char *backup_path = g_file_get_path (backup);
  g_autofree char *name = ak_file_dup_display_name (backup);
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
  g_autofree char *name = ak_file_dup_display_name (backup);

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
                    AkFileTask      *data,
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
            ak_file_set_not_regular_error (error, target, st.st_mode);
          else
            ak_file_set_not_regular_error (error, target,
                                   type == G_FILE_TYPE_DIRECTORY ? S_IFDIR : 0);
          return FALSE;
        }
      /* A new version keeps the old one's permissions, as an edit would. */
      if (g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_UNIX_MODE))
        mode = (int) (g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_UNIX_MODE) & 07777);
    }

  ak_file_remove_stale_temporaries (folder, data->stale_before);

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

gboolean
ak_file_task_save (AkFileTask      *data,
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

void
ak_file_task_return_save_result (GTask    *task,
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
      g_autofree char *name = ak_file_dup_display_name (file);

      /* Translators: %s is a file name; the reason follows. */
      g_prefix_error (&error, _("Could not save %s: "), name);
      g_task_return_error (task, error);
    }
}
