/* ak-welcome-dialog.c — the first start's choices
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shown on the first start and from the menu: four ways in (a game
 * against the computer at a level chosen here, which becomes the default
 * level, a game between two people at this screen, a game from a file,
 * the rules) and the person's record against each level.  Each choice is
 * one of the window's actions, which asks first when unsaved work would
 * be lost; the dialog closes as it is chosen.  The dialog is
 * ak-welcome-dialog.ui; the record's rows, one a level, are made here.
 */

#define G_LOG_DOMAIN "ak-welcome-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-application.h"
#include "ak-levels.h"
#include "ak-practice-stats-dialog.h"
#include "ak-practice-text.h"
#include "ak-search.h"
#include "ak-welcome-dialog.h"
#include "ak-welcome-dialog-private.h"

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"

struct _AkWelcomeDialog
{
  AdwDialog             parent_instance;

  /* Template widgets */
  AdwComboRow          *level_row;
  AdwPreferencesGroup  *record_group;
  AdwActionRow         *practice_row;
  GtkWidget            *practice_stats_button;
  GtkLabel             *record_labels[AK_LEVEL_MAX];  /* in record_group's rows */

  /* Owned references */
  AkRecord             *record;
  GSettings            *settings;
  char                 *record_texts[AK_LEVEL_MAX];
  AkPracticeDeck       *deck;   /* the application's, if it opens */
};

G_DEFINE_FINAL_TYPE (AkWelcomeDialog, ak_welcome_dialog, ADW_TYPE_DIALOG)

static void
update_record (AkWelcomeDialog *self)
{
  for (guint level = AK_LEVEL_MIN; level <= AK_LEVEL_MAX; level++)
    {
      guint wins = 0, losses = 0, draws = 0;
      char *text;

      if (self->record != NULL)
        ak_record_get (self->record, level, &wins, &losses, &draws);
      if (wins + losses + draws == 0)
        text = g_strdup (_("not played yet"));
      else
        /* Translators: the person's record against a computer level */
        text = g_strdup_printf (_("%u won · %u lost · %u drawn"), wins, losses, draws);
      gtk_label_set_label (self->record_labels[level - 1], text);
      g_free (self->record_texts[level - 1]);
      self->record_texts[level - 1] = text;
    }
}

/* The dialog goes as a choice is made, and the choice's action (the
 * row's name) runs on the window under it. */
static void
choice_activated_cb (AkWelcomeDialog *self,
                     AdwActionRow    *row)
{
  const char *action_name = gtk_widget_get_name (GTK_WIDGET (row));
  g_autoptr(GtkWidget) parent = NULL;

  parent = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_WINDOW);
  if (parent != NULL)
    g_object_ref (parent);
  adw_dialog_close (ADW_DIALOG (self));
  if (parent != NULL)
    gtk_widget_activate_action (parent, action_name, NULL);
}

/* The practice row says how many exercises a session would take now,
 * within the daily limits. */
static void
update_practice (AkWelcomeDialog *self)
{
  GApplication *app = g_application_get_default ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  g_autoptr(GPtrArray) due = NULL;
  g_autofree char *text = NULL;
  AkPracticeDeckStats stats = { 0 };
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  if (!AK_IS_APPLICATION (app))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->practice_row), FALSE);
      return;
    }
  if (self->deck == NULL)
    {
      AkPracticeDeck *deck = ak_application_get_practice_deck (AK_APPLICATION (app), &error);

      if (deck == NULL)
        {
          /* Translators: on the welcome; %s says why */
          text = g_strdup_printf (_("The practice deck could not be opened: %s"),
                                  error->message);
          adw_action_row_set_subtitle (self->practice_row, text);
          return;
        }
      self->deck = g_object_ref (deck);
    }
  due = ak_practice_deck_list_due (self->deck, now, tz,
                                   g_settings_get_uint (self->settings, "practice-new-per-day"),
                                   g_settings_get_uint (self->settings,
                                                        "practice-reviews-per-day"),
                                   &error);
  if (due == NULL || !ak_practice_deck_get_stats (self->deck, now, tz, &stats, &error))
    {
      adw_action_row_set_subtitle (self->practice_row, error->message);
      return;
    }
  text = ak_practice_text_due (due->len, stats.n_cards);
  adw_action_row_set_subtitle (self->practice_row, text);
  gtk_widget_set_visible (self->practice_stats_button, stats.n_cards > 0);
}

static void
practice_statistics_cb (AkWelcomeDialog *self)
{
  GtkWidget *parent = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_WINDOW);

  if (self->deck != NULL)
    adw_dialog_present (ak_practice_stats_dialog_new (self->deck), parent);
}

/* The level chosen is the one a game against the computer is played at,
 * from here and from then on. */
static void
level_selected_cb (AkWelcomeDialog *self,
                   GParamSpec      *pspec,
                   AdwComboRow     *row)
{
  guint level = adw_combo_row_get_selected (row) + AK_LEVEL_MIN;

  if (level <= AK_LEVEL_MAX &&
      g_settings_get_int (self->settings, "default-computer-level") != (int) level)
    g_settings_set_int (self->settings, "default-computer-level", level);
}

static void
ak_welcome_dialog_dispose (GObject *object)
{
  AkWelcomeDialog *self = AK_WELCOME_DIALOG (object);

  if (self->record != NULL)
    g_signal_handlers_disconnect_by_data (self->record, self);
  g_clear_object (&self->record);
  g_clear_object (&self->settings);
  g_clear_object (&self->deck);
  for (guint i = 0; i < AK_LEVEL_MAX; i++)
    g_clear_pointer (&self->record_texts[i], g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_WELCOME_DIALOG);
  G_OBJECT_CLASS (ak_welcome_dialog_parent_class)->dispose (object);
}

static void
ak_welcome_dialog_class_init (AkWelcomeDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ak_welcome_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ak-welcome-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, AkWelcomeDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, AkWelcomeDialog, record_group);
  gtk_widget_class_bind_template_child (widget_class, AkWelcomeDialog, practice_row);
  gtk_widget_class_bind_template_child (widget_class, AkWelcomeDialog, practice_stats_button);
  gtk_widget_class_bind_template_callback (widget_class, choice_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, practice_statistics_cb);
}

static void
ak_welcome_dialog_init (AkWelcomeDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (SETTINGS_SCHEMA_ID);

  /* The record: a row a level, its name and the person's games. */
  for (guint level = AK_LEVEL_MIN; level <= AK_LEVEL_MAX; level++)
    {
      g_autofree char *title = ak_level_dup_title (level);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *label = gtk_label_new (NULL);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      self->record_labels[level - 1] = GTK_LABEL (label);
      adw_preferences_group_add (self->record_group, row);
    }
}

/**
 * ak_welcome_dialog_new:
 * @record: (nullable): the person's record, followed while shown
 * @default_level: the level a game against the computer is played at,
 *   offered first; the one chosen is kept as the default level
 *
 * Returns: (transfer floating): the dialog, to present over an AkWindow,
 *   whose actions it uses
 */
AdwDialog *
ak_welcome_dialog_new (AkRecord *record,
                       guint     default_level)
{
  AkWelcomeDialog *self = g_object_new (AK_TYPE_WELCOME_DIALOG, NULL);

  default_level = CLAMP (default_level, AK_LEVEL_MIN, AK_LEVEL_MAX);
  /* Followed only once it shows the level given, which it must not
   * write back as a choice. */
  ak_level_fill_row (self->level_row, FALSE, NULL);
  adw_combo_row_set_selected (self->level_row, default_level - AK_LEVEL_MIN);
  g_signal_connect_object (self->level_row, "notify::selected", G_CALLBACK (level_selected_cb),
                           self, G_CONNECT_SWAPPED);

  if (record != NULL)
    {
      self->record = g_object_ref (record);
      g_signal_connect_swapped (record, "changed", G_CALLBACK (update_record), self);
    }
  update_record (self);
  update_practice (self);
  return ADW_DIALOG (self);
}

/* For tests: the practice row's line. */
const char *
_ak_welcome_dialog_get_practice_text (AkWelcomeDialog *self)
{
  g_return_val_if_fail (AK_IS_WELCOME_DIALOG (self), NULL);
  return adw_action_row_get_subtitle (self->practice_row);
}

/* For tests: the record line shown for @level. */
const char *
_ak_welcome_dialog_get_record_text (AkWelcomeDialog *self,
                                    guint            level)
{
  g_return_val_if_fail (AK_IS_WELCOME_DIALOG (self), NULL);
  g_return_val_if_fail (level >= AK_LEVEL_MIN && level <= AK_LEVEL_MAX, NULL);
  return self->record_texts[level - 1];
}
