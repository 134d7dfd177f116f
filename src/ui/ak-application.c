/* ak-application.c — the application object
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-application"

#include "config.h"

#include "ak-application.h"
#include "ak-autosaver.h"
#include "ak-error.h"
#include "ak-file.h"
#include "ak-preferences-dialog.h"
#include "ak-practice-deck.h"
#include "ak-practice-window.h"
#include "ak-record.h"
#include "ak-tables-manager.h"
#include "ak-window.h"

#include <glib/gi18n.h>

struct _AkApplication
{
  AdwApplication  parent_instance;

  AkAutosaver    *autosaver;
  GSettings      *settings;
  AkRecord       *record;
  AkTablesManager *tables;
  AkPracticeDeck *deck;
};

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"

/* The icon data/ installs; .Devel builds show the same one. */
#define ICON_NAME "io.github.adjikui.AdjiKui"

G_DEFINE_FINAL_TYPE (AkApplication, ak_application, ADW_TYPE_APPLICATION)

static void
quit_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  AkApplication *self = user_data;

  GList *windows;

  g_assert (AK_IS_APPLICATION (self));

  /* Closing the windows first lets a window with unsaved changes ask
   * about them, and stay if the player cancels. */
  windows = g_list_copy_deep (gtk_application_get_windows (GTK_APPLICATION (self)),
                              (GCopyFunc) g_object_ref, NULL);
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free_full (windows, g_object_unref);

  if (gtk_application_get_windows (GTK_APPLICATION (self)) == NULL)
    g_application_quit (G_APPLICATION (self));
}

/* The About dialog takes the name, version, links and release notes from
 * the metainfo, as software centres show them. */
static void
about_activated_cb (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  AkApplication *self = user_data;
  const char *developers[] = { _("The Adji Kui developers"), NULL };
  const char *rule_sources[] = {
    /* Translators: a source of the rules in the About dialog; “Mancala World”
     * is the name of a website, keep it as it is */
    _("Mancala World, the pages on Adji Kui I and Adji Kui II"),
    /* Translators: a source of the rules in the About dialog */
    _("R. M. Wilson Ferrer, the description of the games played in Matanzas (1991)"),
    NULL,
  };
  GtkWindow *window;
  AdwDialog *about;

  g_assert (AK_IS_APPLICATION (self));

  window = gtk_application_get_active_window (GTK_APPLICATION (self));

  about = adw_about_dialog_new_from_appdata (RESOURCE_PATH "/metainfo.xml", PACKAGE_VERSION);
  g_object_set (about,
                "application-icon", ICON_NAME,
                "application-name", _("Adji Kui"),
                "version", PACKAGE_VERSION,
                "developer-name", _("The Adji Kui developers"),
                "copyright", _("© The Adji Kui developers"),
                "license-type", GTK_LICENSE_GPL_3_0,
                "comments", _("Play and study the Afro-Cuban mancala games "
                              "Adji Kui I and Adji Kui II.\n\n"
                              "The rules follow the description on Mancala "
                              "World, after R. M. Wilson Ferrer (1991)."),
                "developers", developers,
                /* Translators: Replace "translator-credits" with your
                 * name and email address, one translator per line. */
                "translator-credits", _("translator-credits"),
                NULL);
  /* Translators: the heading of the sources of the rules in the About dialog */
  adw_about_dialog_add_acknowledgement_section (ADW_ABOUT_DIALOG (about),
                                                _("Sources of the Rules"), rule_sources);

  adw_dialog_present (about, window != NULL ? GTK_WIDGET (window) : NULL);
}

/* Practice has a window of its own, one for the application: a second
 * request brings it to the front. */
static void
practice_activated_cb (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  AkApplication *self = user_data;
  AkPracticeWindow *window = NULL;

  g_assert (AK_IS_APPLICATION (self));

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (AK_IS_PRACTICE_WINDOW (l->data))
      window = l->data;
  if (window == NULL)
    window = ak_practice_window_new (self);
  gtk_window_present (GTK_WINDOW (window));
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = quit_activated_cb },
  { .name = "about", .activate = about_activated_cb },
  { .name = "practice", .activate = practice_activated_cb },
};

/* The autosave says which file the game belongs to, and whether it has
 * changes the file lacks, so that a resumed game is its file's again. */
static void
window_file_cb (AkApplication *self,
                GParamSpec    *pspec,
                AkWindow      *window)
{
  gboolean modified = FALSE;

  g_object_get (window, "modified", &modified, NULL);
  ak_autosaver_set_file (self->autosaver, ak_window_get_file (window), modified);
}

/* The autosave follows whichever game the window shows. */
static void
window_game_cb (AkApplication *self,
                GParamSpec    *pspec,
                AkWindow      *window)
{
  AkGame *game = ak_window_get_game (window);
  AkMatch *match = ak_window_get_match (window);

  if (match != NULL)
    ak_autosaver_watch_match (self->autosaver, match);
  else if (game != NULL)
    ak_autosaver_watch_game (self->autosaver, game);
  window_file_cb (self, NULL, window);
}

static void
watch_window (AkApplication *self,
              AkWindow      *window)
{
  g_signal_connect_object (window, "notify::game",
                           G_CALLBACK (window_game_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (window, "notify::match",
                           G_CALLBACK (window_game_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (window, "notify::file",
                           G_CALLBACK (window_file_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (window, "notify::modified",
                           G_CALLBACK (window_file_cb), self, G_CONNECT_SWAPPED);
  window_game_cb (self, NULL, window);
}

/* Opening files */

/* A window with nothing to lose: a game with no moves, from no file, and
 * no file on its way in.  A move decided but not yet in the game (its
 * seeds still being sown on the board, which holds the table meanwhile)
 * counts as a move: it lands once shown.  So does an earlier game of a
 * match. */
static gboolean
window_is_blank (AkWindow *window)
{
  AkGame *game = ak_window_get_game (window);
  AkMatch *match = ak_window_get_match (window);
  AkGameNode *root;

  if (ak_window_get_file (window) != NULL || ak_window_get_n_pending_file_ops (window) > 0)
    return FALSE;
  if (ak_table_get_held (ak_window_get_table (window)))
    return FALSE;
  if (match != NULL && ak_match_get_n_games (match) > 1)
    return FALSE;

  root = game != NULL ? ak_game_get_root (game) : NULL;
  return root == NULL || root->children == NULL || root->children->len == 0;
}

/* Opens each file in a window: the active one when it is blank, else a
 * window of its own.  So opening a file never replaces a game the player
 * has moved in or one from a file, and needs no question.  The autosave
 * keeps following the first window: the games of the others belong to
 * their files, and closing them asks about unsaved changes. */
typedef struct
{
  AkApplication *app;
  GFile         *file;
} OpenCheck;

/* A file that needs a window of its own gets one only once it has been
 * read: one that cannot be is reported over the window already there,
 * which it leaves as it was, with no empty window behind the error. */
static void
open_checked_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  OpenCheck *check = user_data;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (check->app));
  AkWindow *window;

  records = ak_file_load_finish (result, &error);
  if ((records == NULL || records->len == 0) && AK_IS_WINDOW (active))
    /* The window says why, and keeps its game. */
    window = AK_WINDOW (active);
  else if (AK_IS_WINDOW (active) && window_is_blank (AK_WINDOW (active)))
    window = AK_WINDOW (active);
  else
    window = ak_window_new (check->app);
  ak_window_open_file (window, check->file);
  gtk_window_present (GTK_WINDOW (window));

  g_application_release (G_APPLICATION (check->app));
  g_object_unref (check->app);
  g_object_unref (check->file);
  g_free (check);
}

static void
open_files (AkApplication *self,
            GFile        **files,
            guint          n_files)
{
  for (guint i = 0; i < n_files; i++)
    {
      GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (self));
      OpenCheck *check;

      if (!AK_IS_WINDOW (active) || window_is_blank (AK_WINDOW (active)))
        {
          AkWindow *window = AK_IS_WINDOW (active) ? AK_WINDOW (active) : ak_window_new (self);

          ak_window_open_file (window, files[i]);
          gtk_window_present (GTK_WINDOW (window));
          continue;
        }

      check = g_new0 (OpenCheck, 1);
      check->app = g_object_ref (self);
      check->file = g_object_ref (files[i]);
      g_application_hold (G_APPLICATION (self));
      ak_file_load_async (files[i], NULL, open_checked_cb, check);
    }
}

/* Starting */

typedef struct
{
  AkApplication *app;
  AkWindow      *window;
  GPtrArray     *records;
  GFile         *file;      /* the file the autosaved game belongs to */
  gboolean       modified;  /* it has changes that file lacks */
  GPtrArray     *files;  /* GFile: to open once the start is settled */
} Restore;

/* The start is settled: the last session's game is back or declined.
 * The files the program was given open now, so that a game resumed from
 * the autosave is not replaced by one of them. */
static void
restore_free (Restore *restore)
{
  if (restore->files != NULL)
    open_files (restore->app, (GFile **) restore->files->pdata, restore->files->len);

  g_application_release (G_APPLICATION (restore->app));
  g_object_unref (restore->app);
  g_object_unref (restore->window);
  g_clear_pointer (&restore->records, g_ptr_array_unref);
  g_clear_object (&restore->file);
  g_clear_pointer (&restore->files, g_ptr_array_unref);
  g_free (restore);
}

static void
resumed_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Restore *restore = user_data;
  g_autoptr(GError) error = NULL;

  if (!ak_window_show_records_finish (restore->window, result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_autofree char *title = NULL;

      /* Translators: %s says what is wrong with the autosaved match */
      title = g_strdup_printf (_("The last match could not be resumed: %s"), error->message);
      ak_window_show_toast (restore->window, title);
    }
  else if (restore->file != NULL)
    /* It is its file's again, with the changes the file lacks. */
    ak_window_set_file (restore->window, restore->file, restore->modified);

  watch_window (restore->app, restore->window);
  restore_free (restore);
}

static void
resume_response_cb (AdwAlertDialog *dialog,
                    const char     *response,
                    Restore        *restore)
{
  if (g_str_equal (response, "resume"))
    {
      ak_window_show_records_async (restore->window, restore->records, resumed_cb, restore);
      return;
    }

  ak_file_clear_autosave_async (NULL, NULL, NULL);
  watch_window (restore->app, restore->window);
  restore_free (restore);
}

/* A player as the resume question names them: the name, or the computer
 * with its level, or the side.  A name is shown as a player keeps it, on
 * one line and not too long: a dialog that lays out a name of megabytes
 * holds the window up at every start. */
static char *
describe_player (const AkGameRecord *record,
                 AkSide              side)
{
  g_autofree char *name = NULL;
  guint level = 0;

  name = ak_error_quote_name (ak_game_record_get_tag (record, side == AK_SOUTH ? "South"
                                                                                 : "North"),
                              -1);

  if (ak_game_record_get_program (record, side, &level))
    {
      if (level == 0)
        level = AK_PLAYER_DEFAULT_LEVEL;
      if (name != NULL && *name != '\0' && g_strcmp0 (name, "?") != 0)
        /* Translators: a computer player's name and level, e.g. "Deep Seed (level 3)" */
        return g_strdup_printf (_("%s (level %u)"), name, level);
      /* Translators: a computer player without a name */
      return g_strdup_printf (_("the computer (level %u)"), level);
    }
  if (name != NULL && *name != '\0' && g_strcmp0 (name, "?") != 0)
    return g_steal_pointer (&name);
  return g_strdup (side == AK_SOUTH ? _("South") : _("North"));
}

/* “A match of Adji Kui II: Ana against the computer (level 3), game 2,
 * at move 7.” */
static char *
describe_autosave (GPtrArray *records)
{
  const AkGameRecord *last = g_ptr_array_index (records, records->len - 1);
  g_autofree char *south = describe_player (last, AK_SOUTH);
  g_autofree char *north = describe_player (last, AK_NORTH);
  const char *variant = last->rules.variant == AK_VARIANT_ADJI_KUI_1 ? _("Adji Kui I")
                                                                     : _("Adji Kui II");
  const AkGameNode *node = last->root;
  g_autofree char *moves = NULL;

  /* How far, by the number the moves list gives the last move: a
   * number is South's move and North's. */
  while (node->children != NULL && node->children->len > 0)
    node = g_ptr_array_index (node->children, 0);
  if (node == last->root)
    moves = g_strdup (_("no move played yet"));
  else
    /* Translators: how far a game is, by the number of its last move in
     * the moves list, where a number is South's move and North's */
    moves = g_strdup_printf (_("at move %u"), ak_game_node_get_move_number (node));
  if (records->len > 1 || ak_game_record_get_tag (last, "Match") != NULL)
    /* Translators: the variant, the two players, the game of the match
     * and how far it is, e.g. "A match of Adji Kui II: Ana against the
     * computer (level 3), game 2, at move 7." */
    return g_strdup_printf (_("A match of %s: %s against %s, game %u, %s."),
                            variant, south, north, records->len, moves);
  /* Translators: the variant, the two players, and how far the game is */
  return g_strdup_printf (_("A game of %s: %s against %s, %s."), variant, south, north, moves);
}

static void
restore_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Restore *restore = user_data;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GFile) moved_aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;
  g_autofree char *heading = NULL;
  AkGameRecord *record;
  AdwAlertDialog *dialog;
  gboolean is_match;

  records = ak_file_restore_autosave_finish (result, &moved_aside, &error);

  /* The window may have been closed meanwhile. */
  if (gtk_window_get_application (GTK_WINDOW (restore->window)) == NULL)
    {
      restore_free (restore);
      return;
    }

  if (records == NULL && moved_aside != NULL)
    {
      g_autofree char *where = g_file_get_basename (moved_aside);
      g_autofree char *title = NULL;

      /* Translators: %s is the file name the broken autosave was given,
       * next to the autosave; a toast has room for no more */
      title = g_strdup_printf (_("The last autosave could not be read; it was kept as %s"),
                               where);
      ak_window_show_toast (restore->window, title);
    }
  else if (error != NULL)
    {
      /* It says which file and why ("Could not read autosave.akn: …"). */
      ak_window_show_toast (restore->window, error->message);
    }

  record = records != NULL && records->len > 0 ? g_ptr_array_index (records, 0) : NULL;
  if (record == NULL || record->root->children == NULL || record->root->children->len == 0)
    {
      /* Nothing to go back to: on the first start, the ways in. */
      if (restore->files == NULL &&
          !g_settings_get_boolean (restore->app->settings, "welcome-shown"))
        {
          g_settings_set_boolean (restore->app->settings, "welcome-shown", TRUE);
          ak_window_show_welcome (restore->window);
        }
      watch_window (restore->app, restore->window);
      restore_free (restore);
      return;
    }

  restore->records = g_ptr_array_ref (records);
  ak_autosaver_take_file (records, &restore->file, &restore->modified);
  is_match = records->len > 1 || ak_game_record_get_tag (record, "Match") != NULL;
  if (restore->file != NULL)
    {
      g_autofree char *name = g_file_get_basename (restore->file);
      g_autofree char *what = describe_autosave (records);

      /* Translators: %s is a file name, e.g. "match1.akn" */
      heading = g_strdup_printf (is_match ? _("Resume the match of %s?")
                                          : _("Resume the game of %s?"),
                                 name);
      body = g_strdup_printf ("%s %s", what,
                              restore->modified
                              /* Translators: after what was autosaved */
                              ? _("It has changes that were not saved to the file.")
                              /* Translators: after what was autosaved */
                              : _("It has no changes since it was saved."));
    }
  else
    {
      heading = g_strdup (is_match ? _("Resume the match from last time?")
                                   : _("Resume the game from last time?"));
      body = describe_autosave (records);
    }
  dialog = ADW_ALERT_DIALOG (adw_alert_dialog_new (heading, NULL));
  adw_alert_dialog_set_body (dialog, body);
  adw_alert_dialog_set_body_use_markup (dialog, FALSE);
  adw_alert_dialog_add_responses (dialog,
                                  "new", _("_Start New"),
                                  "resume", _("_Resume"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (dialog, "resume", ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (dialog, "resume");
  adw_alert_dialog_set_close_response (dialog, "resume");
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "resume");
  g_signal_connect (dialog, "response", G_CALLBACK (resume_response_cb), restore);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (restore->window));
}

/* The first window is shown at once, and the last session's game is
 * looked for meanwhile: it may be offered back.  The autosave starts once
 * that is decided, and then @files open.  Nothing in the autosave's
 * folder (a slow disk, a file that is not a file) holds the window
 * back. */
static void
start (AkApplication *self,
       GFile        **files,
       guint          n_files)
{
  Restore *restore;

  restore = g_new0 (Restore, 1);
  restore->app = g_object_ref (self);
  restore->window = g_object_ref (ak_window_new (self));
  if (n_files > 0)
    {
      restore->files = g_ptr_array_new_full (n_files, g_object_unref);
      for (guint i = 0; i < n_files; i++)
        g_ptr_array_add (restore->files, g_object_ref (files[i]));
    }
  g_application_hold (G_APPLICATION (self));
  gtk_window_present (GTK_WINDOW (restore->window));
  ak_file_restore_autosave_async (NULL, restore_cb, restore);
}

static void
ak_application_activate (GApplication *app)
{
  AkApplication *self = AK_APPLICATION (app);
  GtkWindow *window;

  /* Activating again (a second launch, for example) brings the existing
   * window forward instead of opening another.
   */
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window != NULL)
    {
      gtk_window_present (window);
      return;
    }

  start (self, NULL, 0);
}

/* Files given on the command line, by the file manager or by a second
 * launch: the first start still offers the last session's game back. */
static void
ak_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  AkApplication *self = AK_APPLICATION (app);

  if (gtk_application_get_windows (GTK_APPLICATION (app)) == NULL)
    start (self, files, n_files);
  else
    open_files (self, files, n_files);
}

/* The record of games is read once, for every window.  One that cannot be
 * read is said in the window in front, and left out. */
static void
record_loaded_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(AkApplication) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!ak_record_load_finish (AK_RECORD (source), result, &error))
    {
      GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
      g_autofree char *title = NULL;

      /* Translators: %s says what is wrong with the file */
      title = g_strdup_printf (_("Your record of games was left out: %s"), error->message);
      if (AK_IS_WINDOW (window))
        ak_window_show_toast (AK_WINDOW (window), title);
      else
        g_message ("%s", title);
    }
  g_application_release (G_APPLICATION (self));
}

/**
 * ak_application_get_record:
 * @self: the application
 *
 * Returns: (transfer none): the person's record against the computer
 */
AkRecord *
ak_application_get_record (AkApplication *self)
{
  g_return_val_if_fail (AK_IS_APPLICATION (self), NULL);
  return self->record;
}

/**
 * ak_application_get_practice_deck:
 * @self: the application
 * @error: return location for an %AK_PRACTICE_DECK_ERROR
 *
 * The practice deck in the user's data folder, opened on first use and
 * shared by every window.  A deck that was damaged is set aside when it
 * is opened and a new one started: the window in front says so, once.
 * A deck that cannot be opened (another program holds it, the folder
 * cannot be written) is tried again at the next call.
 *
 * Returns: (transfer none) (nullable): the deck, or %NULL with @error set
 */
AkPracticeDeck *
ak_application_get_practice_deck (AkApplication  *self,
                                  GError        **error)
{
  const GError *recovery;
  GtkWindow *window;

  g_return_val_if_fail (AK_IS_APPLICATION (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (self->deck != NULL)
    return self->deck;

  self->deck = ak_practice_deck_open (NULL, error);
  if (self->deck == NULL)
    return NULL;

  recovery = ak_practice_deck_get_recovery (self->deck);
  window = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (recovery != NULL)
    {
      if (AK_IS_WINDOW (window))
        ak_window_show_toast (AK_WINDOW (window), recovery->message);
      else
        g_message ("%s", recovery->message);
    }
  return self->deck;
}

/* A table file that is not used is said once, in the window in front:
 * which file, and what becomes of it. */
static void
tables_file_refused_cb (AkApplication *self,
                        const char    *name,
                        int            problem,
                        const char    *detail,
                        gboolean       rebuilt)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  g_autofree char *quoted = ak_error_quote (name, -1);
  g_autofree char *title = NULL;

  switch ((AkTablesProblem) problem)
    {
    case AK_TABLES_PROBLEM_OTHER_VERSION:
      title = g_strdup_printf (rebuilt
                               /* Translators: %s is a file name */
                               ? _("Endgame table “%s” is of another version and was not used; "
                                   "it will be rebuilt")
                               /* Translators: %s is a file name */
                               : _("Endgame table “%s” is of another version and was not used; "
                                   "build it again in Preferences"),
                               quoted);
      break;
    case AK_TABLES_PROBLEM_UNREADABLE:
      /* Translators: %s is a file name */
      title = g_strdup_printf (_("Endgame table “%s” could not be read and was not used"),
                               quoted);
      break;
    case AK_TABLES_PROBLEM_DAMAGED:
    default:
      title = g_strdup_printf (rebuilt
                               /* Translators: %s is a file name */
                               ? _("Endgame table “%s” is damaged and was not used; "
                                   "it will be rebuilt")
                               /* Translators: %s is a file name */
                               : _("Endgame table “%s” is damaged and was not used; "
                                   "build it again in Preferences"),
                               quoted);
      break;
    }
  g_debug ("%s: %s", name, detail);
  if (AK_IS_WINDOW (window))
    ak_window_show_toast (AK_WINDOW (window), title);
  else
    g_message ("%s", title);
}

static void
tables_build_failed_cb (AkApplication *self,
                        guint          level,
                        const char    *message)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  g_autofree char *title = NULL;

  /* Translators: %u is the seeds of an endgame table, %s why it failed */
  title = g_strdup_printf (_("The endgame table of %u seeds could not be built: %s"),
                           level, message);
  if (AK_IS_WINDOW (window))
    ak_window_show_toast (AK_WINDOW (window), title);
  else
    g_message ("%s", title);
}

/**
 * ak_application_get_tables:
 * @self: the application
 *
 * Returns: (transfer none) (nullable): the endgame tables every search
 *   gets, once started
 */
AkTablesManager *
ak_application_get_tables (AkApplication *self)
{
  g_return_val_if_fail (AK_IS_APPLICATION (self), NULL);
  return self->tables;
}

static void
ak_application_startup (GApplication *app)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *practice_accels[] = { "<Control>t", NULL };
  AkApplication *self = AK_APPLICATION (app);

  G_APPLICATION_CLASS (ak_application_parent_class)->startup (app);

  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.practice",
                                         practice_accels);
  gtk_window_set_default_icon_name (ICON_NAME);

  /* The style preference applies to every window, so it is the
   * application's, not a window's. */
  self->settings = g_settings_new (SETTINGS_SCHEMA_ID);
  g_settings_bind_with_mapping (self->settings, "color-scheme",
                                adw_style_manager_get_default (), "color-scheme",
                                G_SETTINGS_BIND_GET,
                                ak_settings_get_color_scheme, NULL,
                                NULL, NULL);

  g_application_hold (app);
  ak_record_load_async (self->record, record_loaded_cb, g_object_ref (self));

  /* The endgame tables load in the background, and every search the
   * model makes asks them for its levels. */
  self->tables = ak_tables_manager_new (NULL);
  g_signal_connect_object (self->tables, "file-refused", G_CALLBACK (tables_file_refused_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tables, "build-failed", G_CALLBACK (tables_build_failed_cb),
                           self, G_CONNECT_SWAPPED);
  ak_tables_manager_set_default (self->tables);
}

static void
ak_application_dispose (GObject *object)
{
  AkApplication *self = AK_APPLICATION (object);

  if (self->autosaver != NULL)
    ak_autosaver_unwatch (self->autosaver);
  g_clear_object (&self->autosaver);
  g_clear_object (&self->record);
  if (self->tables != NULL && ak_tables_manager_get_default () == self->tables)
    ak_tables_manager_set_default (NULL);
  g_clear_object (&self->tables);
  g_clear_object (&self->deck);

  /* The style manager outlives the application; the binding holds the
   * settings, so it goes with them. */
  if (self->settings != NULL)
    g_settings_unbind (adw_style_manager_get_default (), "color-scheme");
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ak_application_parent_class)->dispose (object);
}

static void
ak_application_class_init (AkApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = ak_application_dispose;

  app_class->activate = ak_application_activate;
  app_class->open = ak_application_open;
  app_class->startup = ak_application_startup;
}

/* An autosave that fails is said once, in the window in front, and so is
 * its coming back. */
static AkWindow *
front_window (AkApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  return AK_IS_WINDOW (window) ? AK_WINDOW (window) : NULL;
}

static void
autosave_failed_cb (AkApplication *self,
                    const GError  *error)
{
  AkWindow *window = front_window (self);

  /* It says which file and why ("Could not save autosave.akn: …"). */
  if (window != NULL)
    ak_window_show_toast (window, error->message);
}

static void
autosave_recovered_cb (AkApplication *self)
{
  AkWindow *window = front_window (self);

  if (window != NULL)
    ak_window_show_toast (window, _("Autosaving again"));
}

static void
ak_application_init (AkApplication *self)
{
  self->autosaver = ak_autosaver_new ();
  self->record = ak_record_new (NULL);
  g_signal_connect_object (self->autosaver, "failed", G_CALLBACK (autosave_failed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->autosaver, "recovered", G_CALLBACK (autosave_recovered_cb),
                           self, G_CONNECT_SWAPPED);
  g_action_map_add_action_entries (G_ACTION_MAP (self),
                                   app_actions,
                                   G_N_ELEMENTS (app_actions),
                                   self);
}

/**
 * ak_application_new:
 * @application_id: the application id, normally `APP_ID`
 * @flags: the application flags; %G_APPLICATION_HANDLES_OPEN is always
 *   added
 *
 * Creates the application.  Its resources (window templates, `style.css`,
 * the shortcuts window) load from `RESOURCE_PATH`.  Files given to it (on
 * the command line, or through g_application_open()) open in the window if
 * it has no game in progress, else each in a window of its own.
 *
 * Returns: (transfer full): a new #AkApplication
 */
AkApplication *
ak_application_new (const char        *application_id,
                    GApplicationFlags  flags)
{
  g_return_val_if_fail (application_id != NULL, NULL);

  return g_object_new (AK_TYPE_APPLICATION,
                       "application-id", application_id,
                       "flags", flags | G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_PATH,
                       NULL);
}
