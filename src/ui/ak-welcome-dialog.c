/* ak-welcome-dialog.c — the first start's choices
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shown on the first start and from the menu: four ways in (a game
 * against the computer at a level chosen here, which becomes the default
 * level, a game between two people at this screen, a game from a file,
 * the rules) and the person's record against each level.  Each choice is one of the window's actions, which
 * asks first when unsaved work would be lost; the dialog closes as it is
 * chosen.
 */

#define G_LOG_DOMAIN "ak-welcome-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-levels.h"
#include "ak-search.h"
#include "ak-welcome-dialog.h"
#include "ak-welcome-dialog-private.h"

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"

struct _AkWelcomeDialog
{
  AdwDialog  parent_instance;

  AkRecord  *record;
  GSettings *settings;
  GtkWidget *record_labels[AK_LEVEL_MAX];
  char      *record_texts[AK_LEVEL_MAX];
};

G_DEFINE_FINAL_TYPE (AkWelcomeDialog, ak_welcome_dialog, ADW_TYPE_DIALOG)

static void
ak_welcome_dialog_dispose (GObject *object)
{
  AkWelcomeDialog *self = AK_WELCOME_DIALOG (object);

  if (self->record != NULL)
    g_signal_handlers_disconnect_by_data (self->record, self);
  g_clear_object (&self->record);
  g_clear_object (&self->settings);
  for (guint i = 0; i < AK_LEVEL_MAX; i++)
    g_clear_pointer (&self->record_texts[i], g_free);
  G_OBJECT_CLASS (ak_welcome_dialog_parent_class)->dispose (object);
}

static void
ak_welcome_dialog_class_init (AkWelcomeDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ak_welcome_dialog_dispose;
}

static void
ak_welcome_dialog_init (AkWelcomeDialog *self)
{
}

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
      gtk_label_set_label (GTK_LABEL (self->record_labels[level - 1]), text);
      g_free (self->record_texts[level - 1]);
      self->record_texts[level - 1] = text;
    }
}

/* The dialog goes as a choice is made, and the choice's action runs on
 * the window under it. */
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

/* A choice: a row with an icon, a title and a line under it, named after
 * its action. */
static GtkWidget *
new_choice (AkWelcomeDialog *self,
            const char      *title,
            const char      *subtitle,
            const char      *icon_name,
            const char      *action_name)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name (icon_name);
  GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (arrow), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
  gtk_widget_set_name (row, action_name);
  g_signal_connect_object (row, "activated", G_CALLBACK (choice_activated_cb), self,
                           G_CONNECT_SWAPPED);
  return row;
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

static GtkWidget *
new_level_row (AkWelcomeDialog *self,
               guint            level)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Computer’s _Level"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  ak_level_fill_row (ADW_COMBO_ROW (row), FALSE, NULL);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), level - AK_LEVEL_MIN);
  gtk_widget_set_name (row, "welcome-level");
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (level_selected_cb), self,
                           G_CONNECT_SWAPPED);
  return row;
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
  AkWelcomeDialog *self = g_object_new (AK_TYPE_WELCOME_DIALOG,
                                        "title", _("Welcome to Adji Kui"),
                                        "content-width", 460,
                                        NULL);
  GtkWidget *toolbar = adw_toolbar_view_new ();
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *status = adw_status_page_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  GtkWidget *choices = adw_preferences_group_new ();
  GtkWidget *record_group = adw_preferences_group_new ();
  GtkWidget *record_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *record_heading;

  default_level = CLAMP (default_level, AK_LEVEL_MIN, AK_LEVEL_MAX);
  if (record != NULL)
    self->record = g_object_ref (record);
  self->settings = g_settings_new (SETTINGS_SCHEMA_ID);

  adw_header_bar_set_show_title (ADW_HEADER_BAR (header), FALSE);
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (toolbar), header);

  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("Welcome to Adji Kui"));
  adw_status_page_set_description (ADW_STATUS_PAGE (status),
                                   _("Lift the seeds of one of your holes and sow them one by "
                                     "one around the board. A lap that ends in a full hole "
                                     "goes on from there; one that makes four in your "
                                     "opponent’s row is a casa, and the four are yours."));
  gtk_widget_add_css_class (status, "compact");

  /* The game the two first choices start, and who is who in it: the
   * standard Adji Kui II, which South, the bottom row, begins. */
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (choices), new_level_row (self, default_level));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (choices),
                             new_choice (self, _("_Play Against the Computer"),
                                         _("Adji Kui II. You play the bottom row (South) and "
                                           "move first."),
                                         "computer-symbolic", "win.play-computer"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (choices),
                             new_choice (self, _("_Two Players"),
                                         _("Adji Kui II. Two people take turns at this screen; "
                                           "South, the bottom row, moves first."),
                                         "system-users-symbolic", "win.play-two-players"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (choices),
                             new_choice (self, _("_Open a Game…"),
                                         _("A game or match saved as an AKN file"),
                                         "document-open-symbolic", "win.open"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (choices),
                             new_choice (self, _("_Learn the Rules"),
                                         _("How the seeds are sown and captured"),
                                         "help-about-symbolic", "win.show-rules"));

  /* A heading of the dialog's own rather than the group's title, which
   * would end in "…" with large text on a phone. */
  record_heading = g_object_new (GTK_TYPE_LABEL,
                                 "label", _("Your Record Against the Computer"),
                                 "wrap", TRUE,
                                 "xalign", 0.f,
                                 "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                 NULL);
  gtk_widget_add_css_class (record_heading, "heading");
  for (guint level = AK_LEVEL_MIN; level <= AK_LEVEL_MAX; level++)
    {
      g_autofree char *title = ak_level_dup_title (level);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *label = gtk_label_new (NULL);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      self->record_labels[level - 1] = label;
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (record_group), row);
    }
  update_record (self);
  if (record != NULL)
    g_signal_connect_swapped (record, "changed", G_CALLBACK (update_record), self);

  gtk_box_append (GTK_BOX (box), choices);
  gtk_box_append (GTK_BOX (record_box), record_heading);
  gtk_box_append (GTK_BOX (record_box), record_group);
  gtk_box_append (GTK_BOX (box), record_box);
  adw_status_page_set_child (ADW_STATUS_PAGE (status), box);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), status);
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (toolbar), scrolled);
  adw_dialog_set_child (ADW_DIALOG (self), toolbar);
  return ADW_DIALOG (self);
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
