/* ak-autosaver.c — keeps the current game or match autosaved
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * After every change of the watched game or match (a move played, a line
 * promoted, a comment, a new game of the match) its records are written to
 * the autosave file by ak_file_autosave_async(), off the main thread.
 * Changes that come while a save is running are gathered into one more
 * save after it, so a burst of moves costs two writes, not one each.
 *
 * The autosave also says which file the game belongs to, and whether it
 * holds changes that file lacks, in two tags of its first game that only
 * autosaves carry (README, “The file format”): AutosaveFile, the file's
 * URI, and AutosaveChanged "yes".  ak_autosaver_take_file() reads them
 * back and takes them off, so they never reach a file the player saves.
 */

#define G_LOG_DOMAIN "ak-autosaver"

#include "config.h"

#include "ak-autosaver.h"
#include "ak-file.h"

struct _AkAutosaver
{
  GObject       parent_instance;

  /* Owned references */
  AkGame       *game;
  AkMatch      *match;
  GCancellable *cancellable;
  GFile        *file;       /* what the watched game belongs to, or NULL */

  /* The last save's records of what is watched, kept up to date rather
   * than copied anew for every change.  The worker writes them while a
   * save is busy: they change only when none is. */
  GPtrArray    *records;

  gboolean      busy;
  gboolean      again;     /* a change came while saving */
  gboolean      failing;   /* the last save failed; said once, until one works */
  guint         retry_id;  /* a timeout that tries a failed save again */
  guint         n_saved;
  gboolean      modified;  /* it had changes @file lacks when it was set */
  guint         changes;   /* changes since @file was set */
};

/* How long after a failed autosave it is tried again, if nothing changes
 * meanwhile (a change tries at once). */
#define RETRY_SECONDS 30

G_DEFINE_FINAL_TYPE (AkAutosaver, ak_autosaver, G_TYPE_OBJECT)

enum {
  SAVED,
  FAILED,
  RECOVERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void save (AkAutosaver *self);

static gboolean
retry_cb (gpointer user_data)
{
  AkAutosaver *self = user_data;

  self->retry_id = 0;
  save (self);
  return G_SOURCE_REMOVE;
}

static void
autosave_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(AkAutosaver) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!ak_file_autosave_finish (result, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      g_debug ("Could not autosave: %s", error->message);
      self->busy = FALSE;
      if (!self->failing)
        {
          self->failing = TRUE;
          g_signal_emit (self, signals[FAILED], 0, error);
        }
      if (self->again)
        save (self);
      else if (self->retry_id == 0 && (self->game != NULL || self->match != NULL))
        self->retry_id = g_timeout_add_seconds (RETRY_SECONDS, retry_cb, self);
      return;
    }

  self->busy = FALSE;
  self->n_saved++;
  if (self->failing)
    {
      self->failing = FALSE;
      g_signal_emit (self, signals[RECOVERED], 0);
    }
  g_signal_emit (self, signals[SAVED], 0);
  if (self->again)
    save (self);
}

/* Which file the records belong to, on the first game: see the top. */
static void
file_tags (AkAutosaver  *self,
           AkGameRecord *record)
{
  if (self->file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (self->file);

      ak_game_record_set_tag (record, "AutosaveFile", uri);
    }
  else
    ak_game_record_remove_tag (record, "AutosaveFile");

  if (self->file != NULL && (self->modified || self->changes > 0))
    ak_game_record_set_tag (record, "AutosaveChanged", "yes");
  else
    ak_game_record_remove_tag (record, "AutosaveChanged");
}

static void
save (AkAutosaver *self)
{
  g_autoptr(GPtrArray) records = NULL;

  if (self->busy)
    {
      self->again = TRUE;
      return;
    }
  self->again = FALSE;
  g_clear_handle_id (&self->retry_id, g_source_remove);

  if (self->game == NULL && self->match == NULL)
    return;
  if (self->records == NULL)
    self->records = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
  if (self->match != NULL)
    ak_match_update_records (self->match, self->records);
  else if (self->records->len == 1)
    ak_game_update_record (self->game, g_ptr_array_index (self->records, 0));
  else
    g_ptr_array_add (self->records, ak_game_dup_record (self->game));
  records = g_ptr_array_ref (self->records);
  file_tags (self, g_ptr_array_index (records, 0));

  /* A new game or match in which nothing was played yet would replace
   * the last autosave with nothing: that one is kept until the first move,
   * and offered back if the program ends before it. */
  if (records->len == 1)
    {
      const AkGameRecord *record = g_ptr_array_index (records, 0);

      if (record->root->children == NULL || record->root->children->len == 0)
        return;
    }

  self->busy = TRUE;
  ak_file_autosave_async (records, self->cancellable, autosave_cb, g_object_ref (self));
}

static void
changed_cb (gpointer     object,
            AkAutosaver *self)
{
  self->changes++;
  save (self);
}

/**
 * ak_autosaver_unwatch:
 * @self: an autosaver
 *
 * Stops watching; a save already running completes.
 */
void
ak_autosaver_unwatch (AkAutosaver *self)
{
  g_return_if_fail (AK_IS_AUTOSAVER (self));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->game);
  g_clear_object (&self->match);
  g_clear_object (&self->file);
  self->modified = FALSE;
  self->changes = 0;
  /* Another game's records start anew; the worker may still hold these. */
  g_clear_pointer (&self->records, g_ptr_array_unref);
  self->again = FALSE;
  g_clear_handle_id (&self->retry_id, g_source_remove);
}

static void
ak_autosaver_dispose (GObject *object)
{
  AkAutosaver *self = (AkAutosaver *) object;

  ak_autosaver_unwatch (self);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (ak_autosaver_parent_class)->dispose (object);
}

static void
ak_autosaver_class_init (AkAutosaverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ak_autosaver_dispose;

  /**
   * AkAutosaver::saved:
   *
   * The autosave file now holds the watched game or match.
   */
  signals[SAVED] =
    g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * AkAutosaver::failed:
   * @error: what went wrong
   *
   * An autosave could not be written; the previous one is intact.  Said
   * once: the saves that fail after it are quiet until one works again
   * (#AkAutosaver::recovered).  A failed save is tried again at the next
   * change, or after a while.
   */
  signals[FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);

  /**
   * AkAutosaver::recovered:
   *
   * An autosave worked again after #AkAutosaver::failed.
   */
  signals[RECOVERED] =
    g_signal_new ("recovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ak_autosaver_init (AkAutosaver *self)
{
  self->cancellable = g_cancellable_new ();
}

/**
 * ak_autosaver_new:
 *
 * Returns: (transfer full): an autosaver watching nothing.
 */
AkAutosaver *
ak_autosaver_new (void)
{
  return g_object_new (AK_TYPE_AUTOSAVER, NULL);
}

/**
 * ak_autosaver_watch_game:
 * @self: an autosaver
 * @game: the game to keep saved
 *
 * Watches @game instead of what was watched before, and saves it now,
 * unless nothing was played in it yet.
 */
void
ak_autosaver_watch_game (AkAutosaver *self,
                         AkGame      *game)
{
  g_return_if_fail (AK_IS_AUTOSAVER (self));
  g_return_if_fail (AK_IS_GAME (game));

  ak_autosaver_unwatch (self);
  self->game = g_object_ref (game);
  g_signal_connect (game, "changed", G_CALLBACK (changed_cb), self);
  save (self);
}

/**
 * ak_autosaver_watch_match:
 * @self: an autosaver
 * @match: the match to keep saved
 *
 * Watches @match instead of what was watched before, and saves it now,
 * unless nothing was played in it yet.
 */
void
ak_autosaver_watch_match (AkAutosaver *self,
                          AkMatch     *match)
{
  g_return_if_fail (AK_IS_AUTOSAVER (self));
  g_return_if_fail (AK_IS_MATCH (match));

  ak_autosaver_unwatch (self);
  self->match = g_object_ref (match);
  g_signal_connect (match, "changed", G_CALLBACK (changed_cb), self);
  save (self);
}

/**
 * ak_autosaver_get_busy:
 * @self: an autosaver
 *
 * Returns: %TRUE while a save is being written.
 */
gboolean
ak_autosaver_get_busy (AkAutosaver *self)
{
  g_return_val_if_fail (AK_IS_AUTOSAVER (self), FALSE);
  return self->busy;
}

/**
 * ak_autosaver_get_n_saved:
 * @self: an autosaver
 *
 * Returns: how many saves completed.
 */
guint
ak_autosaver_get_n_saved (AkAutosaver *self)
{
  g_return_val_if_fail (AK_IS_AUTOSAVER (self), 0);
  return self->n_saved;
}

/**
 * ak_autosaver_set_file:
 * @self: an autosaver
 * @file: (nullable): the file the watched game or match belongs to, or
 *   %NULL if it was never saved
 * @modified: whether it holds changes that @file lacks
 *
 * Says which file the watched game or match belongs to, so that the
 * autosave says it too and a resumed game belongs to its file again.
 * Changes after this count as changes @file lacks.  Watching another game
 * or match forgets the file.  Saves now, unless nothing was played.
 */
void
ak_autosaver_set_file (AkAutosaver *self,
                       GFile       *file,
                       gboolean     modified)
{
  g_return_if_fail (AK_IS_AUTOSAVER (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (file == NULL)
    modified = FALSE;
  if (self->changes == 0 && self->modified == modified &&
      (self->file == file || (self->file != NULL && file != NULL && g_file_equal (self->file, file))))
    return;

  g_set_object (&self->file, file);
  self->modified = modified;
  self->changes = 0;
  save (self);
}

/**
 * ak_autosaver_take_file:
 * @records: (element-type AkGameRecord): games read from the autosave
 * @file: (out) (optional) (nullable) (transfer full): the file they
 *   belong to, or %NULL if they were never saved
 * @modified: (out) (optional): whether they hold changes that @file lacks
 *
 * Reads what ak_autosaver_set_file() said when @records were autosaved,
 * and takes it off them: the tags are the autosave's, not the game's.
 *
 * Returns: %TRUE if @records belong to a file.
 */
gboolean
ak_autosaver_take_file (GPtrArray  *records,
                        GFile     **file,
                        gboolean   *modified)
{
  g_autoptr(GFile) found = NULL;
  gboolean changed = FALSE;

  g_return_val_if_fail (records != NULL, FALSE);

  for (guint i = 0; i < records->len; i++)
    {
      AkGameRecord *record = g_ptr_array_index (records, i);
      const char *uri = ak_game_record_get_tag (record, "AutosaveFile");

      /* Only the first game's say anything; the others' are dropped. */
      if (i == 0 && uri != NULL && *uri != '\0')
        {
          g_autofree char *scheme = g_uri_parse_scheme (uri);

          if (scheme != NULL)
            found = g_file_new_for_uri (uri);
          else
            g_debug ("Ignoring AutosaveFile %s: not a URI", uri);
          changed = g_strcmp0 (ak_game_record_get_tag (record, "AutosaveChanged"), "yes") == 0;
        }
      ak_game_record_remove_tag (record, "AutosaveFile");
      ak_game_record_remove_tag (record, "AutosaveChanged");
    }

  if (modified != NULL)
    *modified = found != NULL && changed;
  if (file != NULL)
    *file = found != NULL ? g_object_ref (found) : NULL;
  return found != NULL;
}
