/* ak-window-files.c — opening and saving games and matches, and asking
 * before unsaved work is lost
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ak-file.h"

#include "ak-window-private.h"

/* The most of an error message a dialog shows. */
#define ERROR_MAX_CHARS 600

gboolean
ak_window_is_modified (AkWindow *self)
{
  if (self->match != NULL)
    return self->match_changes != self->saved_match_changes;
  return self->game != NULL && ak_game_get_serial (self->game) != self->saved_serial;
}

/**
 * ak_window_dup_subtitle:
 * @self: a window
 *
 * Returns: (transfer full): what is played, as the header says it:
 *   “Adji Kui II · match, game 2”, “Adji Kui I · study” (a position set
 *   up, both sides moved by people) or “Adji Kui II · game”
 */
char *
ak_window_dup_subtitle (AkWindow *self)
{
  const char *variant;
  AkPosition standard;
  gboolean people;

  if (self->game == NULL)
    return g_strdup ("");
  variant = ak_game_get_variant (self->game) == AK_VARIANT_ADJI_KUI_1 ? _("Adji Kui I")
                                                                      : _("Adji Kui II");
  if (self->match != NULL)
    {
      guint n = ak_match_get_n_games (self->match);
      guint number = n;

      for (guint i = 0; i < n; i++)
        if (ak_match_get_game (self->match, i) == self->game)
          number = i + 1;
      /* Translators: the header's subtitle: the variant, and the game of
       * the match on the board */
      return g_strdup_printf (_("%s · match, game %u"), variant, number);
    }

  people = ak_player_get_computer_level (ak_table_get_player (self->table, AK_SOUTH)) == 0 &&
           ak_player_get_computer_level (ak_table_get_player (self->table, AK_NORTH)) == 0;
  ak_position_init_start (&standard, ak_game_get_rules (self->game)->first);
  if (people && !ak_position_equal (ak_game_get_start (self->game), &standard))
    /* Translators: the header's subtitle: a position set up and looked at
     * by people */
    return g_strdup_printf (_("%s · study"), variant);
  /* Translators: the header's subtitle: a single game */
  return g_strdup_printf (_("%s · game"), variant);
}

/* Notifies AkWindow:file and AkWindow:modified where they changed: the
 * title is updated whenever either may have. */
void
ak_window_notify_file (AkWindow *self)
{
  gboolean modified = self->file != NULL && ak_window_is_modified (self);

  if (self->shown_file != self->file)
    {
      g_set_object (&self->shown_file, self->file);
      g_object_notify (G_OBJECT (self), "file");
    }
  if (self->shown_modified != modified)
    {
      self->shown_modified = modified;
      g_object_notify (G_OBJECT (self), "modified");
    }
}

void
ak_window_update_title (AkWindow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *name = NULL;
  g_autofree char *subtitle = NULL;

  ak_window_notify_file (self);

  subtitle = ak_window_dup_subtitle (self);
  if (self->window_title != NULL)
    adw_window_title_set_subtitle (self->window_title, subtitle);

  if (self->file == NULL)
    {
      gtk_window_set_title (GTK_WINDOW (self), _("Adji Kui"));
      return;
    }

  /* A file's name in bytes that are not UTF-8 is shown as GLib shows it. */
  {
    g_autofree char *basename = g_file_get_basename (self->file);

    name = g_filename_display_name (basename != NULL ? basename : "");
  }
  if (ak_window_is_modified (self))
    /* Translators: the window title of a game changed since it was
     * saved; %s is the file name */
    title = g_strdup_printf (_("• %s — Adji Kui"), name);
  else
    /* Translators: the window title; %s is the file name */
    title = g_strdup_printf (_("%s — Adji Kui"), name);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

char *
ak_window_dup_file_display_name (GFile *file)
{
  g_autoptr(GFileInfo) info = NULL;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME,
                            G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info != NULL)
    return g_strdup (g_file_info_get_display_name (info));

  {
    g_autofree char *basename = g_file_get_basename (file);

    return g_filename_display_name (basename != NULL ? basename : "");
  }
}

void
ak_window_show_error (AkWindow     *self,
                      const char   *heading,
                      const GError *error)
{
  g_autofree char *message = g_utf8_make_valid (error->message, -1);
  AdwDialog *dialog;

  /* The readers quote no more than a few words of what they refuse, but
   * a message from elsewhere (the system, GIO) is not laid out whole if
   * it is long: a dialog that measures megabytes of text holds the
   * window up. */
  if (g_utf8_strlen (message, -1) > ERROR_MAX_CHARS)
    {
      g_autofree char *kept = g_strndup (message, g_utf8_offset_to_pointer (message, ERROR_MAX_CHARS) - message);

      g_free (message);
      message = g_strconcat (kept, "…", NULL);
    }
  dialog = adw_alert_dialog_new (heading, message);
  /* Both quote file names and values: plain text, never markup. */
  adw_alert_dialog_set_heading_use_markup (ADW_ALERT_DIALOG (dialog), FALSE);
  adw_alert_dialog_set_body_use_markup (ADW_ALERT_DIALOG (dialog), FALSE);
  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "close");
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}
static void run_pending (AkWindow *self);

typedef struct
{
  AkWindow *window;
  GFile    *file;
  AkGame   *game;
  guint     serial;
  AkMatch  *match;
  guint     match_changes;
} FileOp;

static FileOp *
file_op_new (AkWindow *self,
             GFile    *file)
{
  FileOp *op = g_new0 (FileOp, 1);

  op->window = g_object_ref (self);
  op->file = g_object_ref (file);
  if (self->game != NULL)
    {
      op->game = g_object_ref (self->game);
      op->serial = ak_game_get_serial (self->game);
    }
  if (self->match != NULL)
    {
      op->match = g_object_ref (self->match);
      op->match_changes = self->match_changes;
    }
  self->n_file_ops++;

  return op;
}

static void
file_op_free (FileOp *op)
{
  op->window->n_file_ops--;
  g_object_unref (op->window);
  g_object_unref (op->file);
  g_clear_object (&op->game);
  g_clear_object (&op->match);
  g_free (op);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FileOp, file_op_free)

/* The games of a file or the clipboard as a match, if they are one:
 * several games that carry a Match tag must make one match (else @error
 * says why); a single game of a match makes one only if it is the
 * match's first. */
static AkMatch *
records_to_match (GPtrArray  *records,
                  GError    **error)
{
  g_autoptr(GError) local_error = NULL;
  const AkGameRecord *first = g_ptr_array_index (records, 0);
  const char *number = ak_game_record_get_tag (first, "Game");

  /* Games that are not of a match: the first is shown. */
  if (ak_game_record_get_tag (first, "Match") == NULL)
    return NULL;

  if (records->len > 1)
    return ak_match_new_from_records (records, error);

  /* One game from the middle of a match is studied on its own. */
  if (number != NULL && g_strcmp0 (number, "1") != 0)
    return NULL;

  return ak_match_new_from_records (records, &local_error);
}

/* What a set of records shows, made in a worker thread: replaying a long
 * game or match takes a while, and the window must not wait for it.  Text
 * (pasted) is read there too: reading a long game takes a while too. */
typedef struct
{
  char      *text;
  GPtrArray *records;
  AkMatch   *match;
  AkGame    *game;
} Shown;

static void
shown_free (Shown *shown)
{
  g_clear_pointer (&shown->text, g_free);
  g_clear_pointer (&shown->records, g_ptr_array_unref);
  g_clear_object (&shown->match);
  g_clear_object (&shown->game);
  g_free (shown);
}

static void
build_shown_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  Shown *shown = task_data;
  GError *error = NULL;

  if (shown->text != NULL)
    {
      shown->records = ak_file_read_text (shown->text, -1, &error);
      g_clear_pointer (&shown->text, g_free);
      if (shown->records != NULL && shown->records->len == 0)
        {
          g_clear_pointer (&shown->records, g_ptr_array_unref);
          g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                               _("The text holds no game."));
        }
      if (shown->records == NULL)
        {
          g_task_return_error (task, error);
          return;
        }
    }

  shown->match = records_to_match (shown->records, &error);
  if (error != NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (shown->match == NULL)
    {
      shown->game = ak_game_new_from_record (g_ptr_array_index (shown->records, 0));
      /* Where play stands is found by walking the main line, once: here
       * rather than when the window first asks. */
      ak_game_get_live_node (shown->game);
    }
  /* The games made copies: if nobody else holds the records, freeing
   * them (a node for every move) is done here too. */
  g_clear_pointer (&shown->records, g_ptr_array_unref);
  g_task_return_boolean (task, TRUE);
}

static void
shown_built_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  AkWindow *self = AK_WINDOW (source);
  Shown *shown = g_task_get_task_data (G_TASK (result));
  GError *error = NULL;

  self->n_file_ops--;
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               "The window was closed");
      return;
    }

  if (shown->match != NULL)
    ak_window_set_match (self, shown->match);
  else
    ak_window_set_game (self, shown->game);
  g_task_return_boolean (task, TRUE);
}

/* Builds what @shown holds in a worker thread, then shows it. */
static void
show_async (AkWindow            *self,
            Shown               *shown,
            gpointer             source_tag,
            GAsyncReadyCallback  callback,
            gpointer             user_data)
{
  g_autoptr(GTask) build = NULL;
  GTask *task;

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, source_tag);

  build = g_task_new (self, NULL, shown_built_cb, task);
  g_task_set_task_data (build, shown, (GDestroyNotify) shown_free);
  self->n_file_ops++;
  g_task_run_in_thread (build, build_shown_thread);
}

/**
 * ak_window_show_records_async:
 * @self: a window
 * @records: (element-type AkGameRecord): games read from a file, the
 *   clipboard or the autosave
 * @callback: called on the main thread once they are shown, or refused
 * @user_data: for @callback
 *
 * Shows what @records hold, with the players their tags name (people
 * unless a side is a program), to study or go on with: the games of one
 * match as the match, else the first game.  They are replayed in a worker
 * thread; the window goes on meanwhile, and they are shown when done.
 * Games that claim to be a match but do not make one are refused and
 * change nothing.
 */
void
ak_window_show_records_async (AkWindow            *self,
                              GPtrArray           *records,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  Shown *shown;

  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (records != NULL && records->len > 0);

  shown = g_new0 (Shown, 1);
  shown->records = g_ptr_array_ref (records);
  show_async (self, shown, ak_window_show_records_async, callback, user_data);
}

/**
 * ak_window_show_text_async:
 * @self: a window
 * @text: (transfer full): AKN text, pasted
 * @callback: called on the main thread once its games are shown, or
 *   refused
 * @user_data: for @callback
 *
 * Reads @text as a file's text is read, in a worker thread, and shows its
 * games as ak_window_show_records_async() does.  Text that holds no game
 * is refused with an %AK_NOTATION_ERROR or %G_IO_ERROR_INVALID_DATA
 * saying why; games that claim to be a match but do not make one with an
 * %AK_LEDGER_ERROR.
 */
void
ak_window_show_text_async (AkWindow            *self,
                           char                *text,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  Shown *shown;

  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (text != NULL);

  shown = g_new0 (Shown, 1);
  shown->text = text;
  show_async (self, shown, ak_window_show_text_async, callback, user_data);
}

/**
 * ak_window_show_records_finish:
 * @self: a window
 * @result: the result given to the callback
 * @error: return location for an %AK_LEDGER_ERROR
 *
 * Returns: %TRUE if the window now shows the records
 */
gboolean
ak_window_show_records_finish (AkWindow      *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
load_shown_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(FileOp) op = user_data;
  AkWindow *self = op->window;
  g_autoptr(GError) error = NULL;

  if (!ak_window_show_records_finish (self, result, &error))
    {
      g_autofree char *name = NULL;
      g_autofree char *heading = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      name = ak_window_dup_file_display_name (op->file);
      /* Translators: %s is a file name */
      heading = g_strdup_printf (_("Could not open %s"), name);
      ak_window_show_error (self, heading, error);
      return;
    }

  g_set_object (&self->file, op->file);
  self->saved_serial = ak_game_get_serial (self->game);
  self->saved_match_changes = self->match_changes;
  ak_window_update_title (self);
}

static void
load_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(FileOp) op = user_data;
  AkWindow *self = op->window;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;

  records = ak_file_load_finish (result, &error);
  if (records != NULL && records->len == 0)
    {
      g_clear_pointer (&records, g_ptr_array_unref);
      g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The file holds no game."));
    }

  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;

  if (records == NULL)
    {
      g_autofree char *name = ak_window_dup_file_display_name (op->file);
      /* Translators: %s is a file name */
      g_autofree char *heading = g_strdup_printf (_("Could not open %s"), name);

      ak_window_show_error (self, heading, error);
      return;
    }

  ak_window_show_records_async (self, records, load_shown_cb, g_steal_pointer (&op));
}

/**
 * ak_window_open_file:
 * @self: a window
 * @file: an AKN file
 *
 * Reads @file without blocking and shows it as ak_window_show_records()
 * does.  An error is shown in a dialog and leaves
 * the current game as it was.
 */
void
ak_window_open_file (AkWindow *self,
                     GFile    *file)
{
  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  ak_file_load_async (file, NULL, load_cb, file_op_new (self, file));
}

static void
save_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(FileOp) op = user_data;
  AkWindow *self = op->window;
  g_autoptr(GError) error = NULL;
  g_autofree char *warning = NULL;
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;

  if (!ak_file_save_finish (result, &warning, &error))
    {
      if (gtk_widget_in_destruction (GTK_WIDGET (self)))
        return;

      self->pending = AK_PENDING_NONE;
      g_clear_object (&self->pending_game);
      name = ak_window_dup_file_display_name (op->file);
      /* Translators: %s is a file name */
      heading = g_strdup_printf (_("Could not save %s"), name);
      ak_window_show_error (self, heading, error);
      return;
    }

  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;

  /* Saved, but without a backup of the old version: say why. */
  if (warning != NULL)
    ak_window_show_toast (self, warning);

  /* The game may have changed, or been replaced, while it was written. */
  if (op->match != NULL && op->match == self->match)
    {
      g_set_object (&self->file, op->file);
      self->saved_match_changes = op->match_changes;
      ak_window_update_title (self);
    }
  else if (op->match == NULL && self->match == NULL && op->game == self->game)
    {
      g_set_object (&self->file, op->file);
      self->saved_serial = op->serial;
      ak_window_update_title (self);
    }

  run_pending (self);
}

/**
 * ak_window_save_to_file:
 * @self: a window
 * @file: where to save
 *
 * Writes the current game to @file without blocking; once written, the
 * window's game belongs to @file.  An error is shown in a dialog.
 */
void
ak_window_save_to_file (AkWindow *self,
                        GFile    *file)
{
  g_autoptr(GPtrArray) records = NULL;

  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  /* A move still being shown belongs in the file. */
  ak_table_flush (self->table);
  if (self->match != NULL)
    records = ak_match_dup_records (self->match);
  else
    {
      records = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
      g_ptr_array_add (records, ak_game_dup_record (self->game));
    }
  ak_file_save_async (file, records, NULL, save_cb, file_op_new (self, file));
}

GFile *
ak_window_get_file (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->file;
}

/**
 * ak_window_set_file:
 * @self: a window
 * @file: (nullable): the file the game or match shown belongs to
 * @modified: whether the game or match has changes that @file lacks
 *
 * Gives the game or match shown back its file, as when it is resumed from
 * the autosave: the title names it, with “•” if @modified, and Save
 * writes to it.
 */
void
ak_window_set_file (AkWindow *self,
                    GFile    *file,
                    gboolean  modified)
{
  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  g_set_object (&self->file, file);
  /* The saved state is one that is not now, and never comes back: the
   * serial and the count of changes only grow. */
  if (self->match != NULL)
    self->saved_match_changes = self->match_changes - (modified ? 1 : 0);
  else if (self->game != NULL)
    self->saved_serial = ak_game_get_serial (self->game) - (modified ? 1 : 0);
  ak_window_update_title (self);
}

/**
 * ak_window_get_n_pending_file_ops:
 * @self: a window
 *
 * Returns: the loads, saves and image exports started and not yet
 *   finished: a window with one is not free to open another file in.
 */
guint
ak_window_get_n_pending_file_ops (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), 0);

  return self->n_file_ops;
}

/* The AKN filter, chosen at first, and one for every file. */
static GtkFileDialog *
new_file_dialog (const char *title)
{
  GtkFileDialog *dialog = gtk_file_dialog_new ();
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) akn = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_dialog_set_title (dialog, title);
  gtk_file_dialog_set_modal (dialog, TRUE);

  gtk_file_filter_set_name (akn, _("AKN files"));
  gtk_file_filter_add_pattern (akn, "*.akn");
  gtk_file_filter_add_pattern (akn, "*.AKN");
  g_list_store_append (filters, akn);

  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  g_list_store_append (filters, all);

  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_default_filter (dialog, akn);
  return dialog;
}

/* A dialog closed without a file is no error to show; any other is. */
GFile *
ak_window_file_dialog_finish (AkWindow      *self,
                              GFile         *(*finish) (GtkFileDialog *, GAsyncResult *, GError **),
                              GtkFileDialog *dialog,
                              GAsyncResult  *result,
                              const char    *heading)
{
  g_autoptr(GError) error = NULL;
  GFile *file = finish (dialog, result, &error);

  if (file == NULL && !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED) &&
      !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_CANCELLED))
    ak_window_show_error (self, heading, error);
  return file;
}

static void
open_chosen_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(AkWindow) self = user_data;
  g_autoptr(GFile) file = NULL;

  file = ak_window_file_dialog_finish (self, gtk_file_dialog_open_finish, GTK_FILE_DIALOG (source), result,
                             _("Could Not Choose a File"));
  if (file != NULL)
    ak_window_open_file (self, file);
}

static void
show_open_chooser (AkWindow *self)
{
  g_autoptr(GtkFileDialog) dialog = new_file_dialog (_("Open Game"));

  gtk_file_dialog_set_accept_label (dialog, _("_Open"));
  gtk_file_dialog_open (dialog, GTK_WINDOW (self), NULL, open_chosen_cb, g_object_ref (self));
}

static void
save_chosen_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(AkWindow) self = user_data;
  g_autoptr(GFile) file = NULL;
  g_autofree char *name = NULL;

  file = ak_window_file_dialog_finish (self, gtk_file_dialog_save_finish, GTK_FILE_DIALOG (source), result,
                             _("Could Not Choose a File"));
  if (file == NULL)
    {
      self->pending = AK_PENDING_NONE;
      g_clear_object (&self->pending_game);
      return;
    }

  name = g_file_get_basename (file);
  if (name != NULL && strchr (name, '.') == NULL)
    {
      g_autoptr(GFile) parent = g_file_get_parent (file);
      g_autofree char *with_ext = g_strconcat (name, ".akn", NULL);

      g_set_object (&file, NULL);
      file = g_file_get_child (parent, with_ext);
    }

  ak_window_save_to_file (self, file);
}

static void
show_save_chooser (AkWindow *self)
{
  g_autoptr(GtkFileDialog) dialog = NULL;

  dialog = new_file_dialog (self->match != NULL ? _("Save Match") : _("Save Game"));
  gtk_file_dialog_set_accept_label (dialog, _("_Save"));
  if (self->file != NULL)
    gtk_file_dialog_set_initial_file (dialog, self->file);
  else
    {
      g_autofree char *suggested = ak_window_dup_suggested_name (self);

      gtk_file_dialog_set_initial_name (dialog, suggested);
    }
  gtk_file_dialog_save (dialog, GTK_WINDOW (self), NULL, save_chosen_cb, g_object_ref (self));
}

static void
save (AkWindow *self)
{
  if (self->file != NULL)
    ak_window_save_to_file (self, self->file);
  else
    show_save_chooser (self);
}

static void
run_pending (AkWindow *self)
{
  AkPendingAction pending = self->pending;

  self->pending = AK_PENDING_NONE;
  switch (pending)
    {
    case AK_PENDING_NEW_GAME:
      ak_window_show_new_game_dialog (self);
      break;
    case AK_PENDING_OPEN:
      show_open_chooser (self);
      break;
    case AK_PENDING_CLOSE:
      self->close_confirmed = TRUE;
      gtk_window_close (GTK_WINDOW (self));
      break;
    case AK_PENDING_PASTE:
      ak_window_paste (self);
      break;
    case AK_PENDING_POSITION:
      ak_window_show_pending_game (self);
      break;
    case AK_PENDING_PLAY_COMPUTER:
    case AK_PENDING_TWO_PLAYERS:
      ak_window_play_welcome_choice (self, pending);
      break;
    case AK_PENDING_PLAY_AGAIN:
      ak_window_play_again (self);
      break;
    case AK_PENDING_NONE:
    default:
      break;
    }
}

static void
save_changes_response_cb (AkWindow       *self,
                          const char     *response,
                          AdwAlertDialog *dialog)
{
  if (g_str_equal (response, "discard"))
    run_pending (self);
  else if (g_str_equal (response, "save"))
    save (self);
  else
    {
      self->pending = AK_PENDING_NONE;
      g_clear_object (&self->pending_game);
    }
}

/**
 * ak_window_has_unsaved_work:
 * @self: a window
 *
 * Returns: whether going on to something else would lose work: changes
 *   to the game or match of a file, or an unfinished game or match with
 *   moves in it that was never saved
 */
gboolean
ak_window_has_unsaved_work (AkWindow *self)
{
  AkGameNode *root;

  if (self->file != NULL)
    return ak_window_is_modified (self);

  root = ak_game_get_root (self->game);
  if (self->match != NULL)
    return !ak_match_get_is_over (self->match) &&
           (ak_match_get_n_games (self->match) > 1 ||
            (root->children != NULL && root->children->len > 0));

  return !ak_game_get_is_over (self->game) && root->children != NULL && root->children->len > 0;
}

/* Asks first when going on would lose work (see
 * ak_window_has_unsaved_work()); runs @action at once, or once the
 * question is answered, unless cancelled.  Save saves first, through the
 * file chooser if the work has no file yet, and then goes on. */
void
ak_window_confirm_then (AkWindow        *self,
                        AkPendingAction  action)
{
  g_autofree char *body = NULL;
  g_autofree char *name = NULL;
  AdwDialog *dialog;
  gboolean match = self->match != NULL;

  ak_table_flush (self->table);
  self->pending = action;
  if (!ak_window_has_unsaved_work (self) ||
      !g_settings_get_boolean (self->settings, "confirm-discard"))
    {
      run_pending (self);
      return;
    }

  if (self->file != NULL)
    {
      name = ak_window_dup_file_display_name (self->file);
      /* Translators: %s is a file name */
      body = g_strdup_printf (match ? _("The match in %s has changed since it was saved.")
                                    : _("The game in %s has changed since it was saved."),
                              name);
    }
  else
    body = g_strdup (match ? _("The match in progress was never saved to a file. Without "
                               "saving, it is lost.")
                           : _("The game in progress was never saved to a file. Without "
                               "saving, it is lost."));

  dialog = adw_alert_dialog_new (_("Save changes?"), body);
  adw_alert_dialog_set_body_use_markup (ADW_ALERT_DIALOG (dialog), FALSE);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "discard", _("_Discard"),
                                  "cancel", _("_Cancel"),
                                  "save", self->file != NULL ? _("_Save") : _("_Save As…"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "discard",
                                            ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "save",
                                            ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "save");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "save-changes");
  g_signal_connect_object (dialog, "response",
                           G_CALLBACK (save_changes_response_cb), self, G_CONNECT_SWAPPED);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

/* “Ana vs Computer, Adji Kui II match, 2026-12-02.akn”: who played what,
 * and when; no character a file system refuses. */
char *
ak_window_dup_suggested_name (AkWindow *self)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  char *players[2] = { NULL, NULL };
  const char *what;
  GString *name;

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      AkPlayer *player = ak_table_get_player (self->table, side);
      const char *player_name = ak_table_get_display_name (self->table, side);

      /* A computer called by its side only is the computer. */
      if (ak_player_is_computer (player) &&
          (g_str_equal (player_name, _("South")) || g_str_equal (player_name, _("North"))))
        players[side] = g_strdup (_("Computer"));
      else
        players[side] = g_strdup (player_name);
    }

  if (ak_game_get_variant (self->game) == AK_VARIANT_ADJI_KUI_1)
    /* Translators: words of the name offered for a new file */
    what = self->match != NULL ? _("Adji Kui I match") : _("Adji Kui I game");
  else
    what = self->match != NULL ? _("Adji Kui II match") : _("Adji Kui II game");

  /* Translators: the name offered for a new file: the players, what was
   * played and the date, such as "Ana vs Computer, Adji Kui II match,
   * 2026-12-02" */
  name = g_string_new (NULL);
  g_string_printf (name, _("%s vs %s, %s, %s"), players[AK_SOUTH], players[AK_NORTH], what, date);
  for (char *c = name->str; *c != '\0'; c++)
    if (*c == '/' || *c == '\\' || *c == ':')
      *c = '-';
  g_string_append (name, ".akn");

  g_free (players[AK_SOUTH]);
  g_free (players[AK_NORTH]);
  return g_string_free (name, FALSE);
}

gboolean
ak_window_close_request (GtkWindow *window)
{
  AkWindow *self = AK_WINDOW (window);

  /* Work without a file is kept by the autosave; a file's changes are
   * asked about.  Answered here, not through ak_window_confirm_then ():
   * GTK ignores a close requested while the window is handling one.
   * Returns whether the close is held back. */
  ak_table_flush (self->table);
  if (self->close_confirmed || self->file == NULL || !ak_window_is_modified (self) ||
      !g_settings_get_boolean (self->settings, "confirm-discard"))
    return FALSE;

  ak_window_confirm_then (self, AK_PENDING_CLOSE);
  return TRUE;
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ak_window_confirm_then (AK_WINDOW (widget), AK_PENDING_OPEN);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  save (AK_WINDOW (widget));
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  show_save_chooser (AK_WINDOW (widget));
}

/**
 * ak_window_class_add_file_actions:
 * @widget_class: the window's class
 *
 * Installs the actions of this file and their keys.
 */
void
ak_window_class_add_file_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_S,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
}
