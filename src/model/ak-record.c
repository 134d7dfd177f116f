/* ak-record.c — the person's games won, lost and drawn against each level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A small key file in the state folder, record.ini:
 *
 *   [level 3]
 *   wins=2
 *   losses=5
 *   draws=0
 *
 * It is read and written in a thread of GIO's pool, never on the main
 * thread.  A file that cannot be understood is reported to the caller and
 * left out: the counts start again from nothing, and the unreadable file
 * is kept beside the new one as record.ini.broken when the next result is
 * written.
 */

#define G_LOG_DOMAIN "ak-record"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "ak-record.h"
#include "ak-error.h"
#include "ak-search.h"

/* Anything longer is no record of ours. */
#define MAX_SIZE (64 * 1024)

#define N_LEVELS AK_LEVEL_MAX

typedef struct
{
  guint counts[N_LEVELS][3];
} Counts;

struct _AkRecord
{
  GObject   parent_instance;

  char     *path;
  Counts    counts;
  guint     n_writes;     /* writes under way */
  guint     write_again : 1;
  guint     broken : 1;   /* the file on disk could not be read */
};

G_DEFINE_FINAL_TYPE (AkRecord, ak_record, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char * const count_keys[3] = { "wins", "losses", "draws" };

static void
ak_record_finalize (GObject *object)
{
  AkRecord *self = AK_RECORD (object);

  g_free (self->path);
  G_OBJECT_CLASS (ak_record_parent_class)->finalize (object);
}

static void
ak_record_class_init (AkRecordClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ak_record_finalize;

  /**
   * AkRecord::changed:
   *
   * The counts changed: a result was added, or the file was read.
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ak_record_init (AkRecord *self)
{
}

/**
 * ak_record_new:
 * @path: (nullable): the file, or %NULL for record.ini in the state folder
 *
 * Returns: (transfer full): a record with no games in it until it is loaded
 */
AkRecord *
ak_record_new (const char *path)
{
  AkRecord *self = g_object_new (AK_TYPE_RECORD, NULL);

  self->path = path != NULL ? g_strdup (path)
               : g_build_filename (g_get_user_state_dir (), "adji-kui", "record.ini", NULL);
  return self;
}

/* Reading, in a thread */

static gboolean
parse (const char  *path,
       const char  *text,
       gsize        length,
       Counts      *counts,
       GError     **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) local = NULL;
  g_autofree char *name = g_filename_display_basename (path);
  g_auto(GStrv) groups = NULL;

  if (!g_key_file_load_from_data (file, text, length, G_KEY_FILE_NONE, &local))
    {
      /* GLib's message may quote a line of the file, bytes and all. */
      g_autofree char *reason = g_utf8_make_valid (local->message, -1);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: %s is a file name, then what is wrong */
                   _("%s is not a record of games: %s"), name, reason);
      return FALSE;
    }

  groups = g_key_file_get_groups (file, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      guint level;
      char end;

      if (sscanf (groups[i], "level %u%c", &level, &end) != 1 ||
          level < AK_LEVEL_MIN || level > AK_LEVEL_MAX)
        {
          g_autofree char *group = ak_error_quote (groups[i], -1);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* Translators: %s is a file name, then a group of it */
                       _("%s is not a record of games: “%s” is no level from 1 to 5"),
                       name, group);
          return FALSE;
        }
      for (guint k = 0; k < 3; k++)
        {
          g_autofree char *value = g_key_file_get_value (file, groups[i], count_keys[k], NULL);
          guint64 n;

          if (value == NULL)
            continue;
          if (!g_ascii_string_to_unsigned (value, 10, 0, G_MAXINT, &n, NULL))
            {
              g_autofree char *quoted = ak_error_quote (value, -1);

              /* The group is a level, checked above: no need to quote it. */
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           /* Translators: a file name, a group, a key and its value */
                           _("%s is not a record of games: %s’s %s is “%s”, not a count"),
                           name, groups[i], count_keys[k], quoted);
              return FALSE;
            }
          counts->counts[level - 1][k] = n;
        }
    }
  return TRUE;
}

static void
load_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  const char *path = task_data;
  g_autofree char *text = NULL;
  g_autofree Counts *counts = g_new0 (Counts, 1);
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  GStatBuf st;

  if (g_stat (path, &st) != 0)
    {
      /* No file yet: no games. */
      g_task_return_pointer (task, g_steal_pointer (&counts), g_free);
      return;
    }
  if (!S_ISREG (st.st_mode) || st.st_size > MAX_SIZE)
    {
      g_autofree char *name = g_filename_display_basename (path);

      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                               _("%s is not a record of games: not a small regular file"),
                               name);
      return;
    }
  if (!g_file_get_contents (path, &text, &length, &error) ||
      !parse (path, text, length, counts, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_return_pointer (task, g_steal_pointer (&counts), g_free);
}

/**
 * ak_record_load_async:
 * @self: a record
 * @callback: called once the file is read
 * @user_data: for @callback
 *
 * Reads the record's file in a thread.  Results added meanwhile are kept
 * and added to what is read.
 */
void
ak_record_load_async (AkRecord            *self,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (AK_IS_RECORD (self));

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, ak_record_load_async);
  g_task_set_task_data (task, g_strdup (self->path), g_free);
  g_task_run_in_thread (task, load_thread);
}

/**
 * ak_record_load_finish:
 * @self: a record
 * @result: the result given to the callback
 * @error: what made the file unreadable
 *
 * Returns: whether the file was read (a missing file is an empty record);
 *   when not, the record keeps only the results added since it was made
 */
gboolean
ak_record_load_finish (AkRecord      *self,
                       GAsyncResult  *result,
                       GError       **error)
{
  g_autofree Counts *counts = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  counts = g_task_propagate_pointer (G_TASK (result), error);
  if (counts == NULL)
    {
      self->broken = TRUE;
      return FALSE;
    }
  for (guint level = 0; level < N_LEVELS; level++)
    for (guint k = 0; k < 3; k++)
      self->counts.counts[level][k] = MIN ((guint64) self->counts.counts[level][k] +
                                           counts->counts[level][k], G_MAXINT);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

/**
 * ak_record_get:
 * @self: a record
 * @level: the computer's level, 1 to 5
 * @wins: (out) (optional): the games the person won against it
 * @losses: (out) (optional): the games it won
 * @draws: (out) (optional): the games drawn
 */
void
ak_record_get (AkRecord *self,
               guint     level,
               guint    *wins,
               guint    *losses,
               guint    *draws)
{
  g_return_if_fail (AK_IS_RECORD (self));
  g_return_if_fail (level >= AK_LEVEL_MIN && level <= AK_LEVEL_MAX);

  if (wins != NULL)
    *wins = self->counts.counts[level - 1][AK_RECORD_WIN];
  if (losses != NULL)
    *losses = self->counts.counts[level - 1][AK_RECORD_LOSS];
  if (draws != NULL)
    *draws = self->counts.counts[level - 1][AK_RECORD_DRAW];
}

/* Writing, in a thread */

typedef struct
{
  char   *path;
  GBytes *contents;
  guint   keep_broken : 1;
} Write;

static void
write_free (Write *write)
{
  g_free (write->path);
  g_bytes_unref (write->contents);
  g_free (write);
}

static void
write_thread (GTask        *task,
              gpointer      source,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Write *write = task_data;
  g_autofree char *folder = g_path_get_dirname (write->path);
  g_autoptr(GError) error = NULL;
  gsize size;
  const char *data = g_bytes_get_data (write->contents, &size);

  /* 0700, as for the autosave: the state folder is the user's alone. */
  g_mkdir_with_parents (folder, 0700);
  if (write->keep_broken)
    {
      g_autofree char *aside = g_strconcat (write->path, ".broken", NULL);

      g_rename (write->path, aside);
    }
  if (!g_file_set_contents_full (write->path, data, size, G_FILE_SET_CONTENTS_CONSISTENT,
                                 0600, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

static void write_now (AkRecord *self);

static void
written_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  AkRecord *self = AK_RECORD (source);
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    g_message ("Could not save the record of games: %s", error->message);
  self->n_writes--;
  if (self->write_again && self->n_writes == 0)
    {
      self->write_again = FALSE;
      write_now (self);
    }
}

static void
write_now (AkRecord *self)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GTask) task = NULL;
  Write *write;
  char *text;
  gsize length;

  for (guint level = 0; level < N_LEVELS; level++)
    {
      g_autofree char *group = g_strdup_printf ("level %u", level + 1);

      for (guint k = 0; k < 3; k++)
        g_key_file_set_integer (file, group, count_keys[k], self->counts.counts[level][k]);
    }
  text = g_key_file_to_data (file, &length, NULL);

  write = g_new0 (Write, 1);
  write->path = g_strdup (self->path);
  write->contents = g_bytes_new_take (text, length);
  write->keep_broken = self->broken;
  self->broken = FALSE;

  self->n_writes++;
  task = g_task_new (self, NULL, written_cb, NULL);
  g_task_set_source_tag (task, write_now);
  g_task_set_task_data (task, write, (GDestroyNotify) write_free);
  g_task_run_in_thread (task, write_thread);
}

/**
 * ak_record_add:
 * @self: a record
 * @level: the level of the computer the person played
 * @result: how the game ended for the person
 *
 * Counts a game and writes the record in a thread.
 */
void
ak_record_add (AkRecord       *self,
               guint           level,
               AkRecordResult  result)
{
  guint *count;

  g_return_if_fail (AK_IS_RECORD (self));
  g_return_if_fail (level >= AK_LEVEL_MIN && level <= AK_LEVEL_MAX);
  g_return_if_fail (result <= AK_RECORD_DRAW);

  count = &self->counts.counts[level - 1][result];
  if (*count < G_MAXINT)
    (*count)++;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);

  /* One write at a time, so that the last one on disk is the newest. */
  if (self->n_writes > 0)
    self->write_again = TRUE;
  else
    write_now (self);
}

/**
 * ak_record_get_n_writes:
 * @self: a record
 *
 * Returns: the writes under way (for tests)
 */
guint
ak_record_get_n_writes (AkRecord *self)
{
  g_return_val_if_fail (AK_IS_RECORD (self), 0);
  return self->n_writes + self->write_again;
}
