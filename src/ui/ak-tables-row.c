/* ak-tables-row.c — one set of endgame tables in the Preferences: its
 * levels, its size, the time to build the rest, Build, Cancel, Remove
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The row follows the manager: what it has of the set, and the build in
 * progress if it is this set's.  Building asks for every level up to the
 * large top (Adji Kui II and I: 20 seeds); a match game's set has only its
 * small levels.
 */

#define G_LOG_DOMAIN "ak-tables-row"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-tables-row-private.h"

struct _AkTablesRow
{
  AdwPreferencesRow  parent_instance;

  /* Template widgets */
  GtkLabel          *title_label;
  GtkLabel          *levels_label;
  GtkLabel          *estimate_label;
  GtkButton         *build_button;
  GtkButton         *remove_button;
  GtkWidget         *progress_box;
  GtkProgressBar    *progress_bar;
  GtkButton         *cancel_button;

  /* Owned references */
  AkTablesManager   *manager;
  AkTablesKey        key;
};

G_DEFINE_FINAL_TYPE (AkTablesRow, ak_tables_row, ADW_TYPE_PREFERENCES_ROW)

/**
 * ak_tables_describe_set:
 * @key: a set
 *
 * Returns: (transfer full): the set's name for people: its game, and what
 *   sets it apart from the ordinary one
 */
char *
ak_tables_describe_set (const AkTablesKey *key)
{
  const char *variant = key->variant == AK_VARIANT_ADJI_KUI_1 ? _("Adji Kui I") : _("Adji Kui II");

  if (key->owners != AK_TABLES_STANDARD_OWNERS)
    /* Translators: a set of endgame tables for a game of a match in which
     * holes were bought, e.g. "Adji Kui II, this match's holes" */
    return g_strdup_printf (_("%s, this match’s holes"), variant);
  if (key->skip_origin)
    /* Translators: a set of endgame tables for the rule option that skips
     * the origin hole when sowing; %s is the game */
    return g_strdup_printf (_("%s, skipping the origin hole"), variant);
  return g_strdup (variant);
}

/* "12, 16" or "0–14": runs of three levels or more in a row are a range. */
static char *
format_levels (guint32 levels)
{
  GString *out = g_string_new (NULL);
  guint level = 0;

  while (level <= AK_TABLES_MAX_LEVEL)
    {
      guint last = level;

      if (!(levels & (1u << level)))
        {
          level++;
          continue;
        }
      while (last + 1 <= AK_TABLES_MAX_LEVEL && (levels & (1u << (last + 1))))
        last++;
      if (out->len > 0)
        g_string_append (out, ", ");
      if (last >= level + 2)
        g_string_append_printf (out, "%u–%u", level, last);
      else if (last == level + 1)
        g_string_append_printf (out, "%u, %u", level, last);
      else
        g_string_append_printf (out, "%u", level);
      level = last + 1;
    }
  return g_string_free (out, FALSE);
}

/* "less than a minute", "about 25 minutes", "about 3 hours" */
static char *
format_duration (gint64 ms)
{
  gint64 minutes = (ms + 30000) / 60000;

  if (minutes < 1)
    return g_strdup (_("less than a minute"));
  if (minutes < 120)
    return g_strdup_printf (ngettext ("about %u minute", "about %u minutes", (gulong) minutes),
                            (guint) minutes);
  return g_strdup_printf (ngettext ("about %u hour", "about %u hours", (gulong) (minutes / 60)),
                          (guint) ((minutes + 30) / 60));
}

static guint
top_of (AkTablesRow *self)
{
  if (self->key.owners != AK_TABLES_STANDARD_OWNERS)
    return ak_tables_manager_get_small_top (self->manager, self->key.variant);
  return ak_tables_manager_get_large_top (self->manager, self->key.variant);
}

static void
update (AkTablesRow *self)
{
  guint top = top_of (self);
  guint32 levels = ak_tables_manager_get_levels (self->manager, &self->key);
  guint32 wanted = ak_tables_manager_get_wanted_levels (self->manager, &self->key, top);
  guint32 missing = wanted & ~levels;
  gboolean building = ak_tables_manager_is_building (self->manager, &self->key);
  gboolean queued = !building && ak_tables_manager_is_queued (self->manager, &self->key);
  guint64 size = ak_tables_manager_get_size_on_disk (self->manager, &self->key);
  g_autofree char *levels_text = NULL;
  g_autofree char *estimate_text = NULL;

  if (levels == 0)
    levels_text = g_strdup (_("No levels built yet"));
  else
    {
      g_autofree char *list = format_levels (levels);
      g_autofree char *bytes = g_format_size (size);

      /* Translators: the endgame tables there are, by the seeds on the
       * board, e.g. "Levels of 12, 16 seeds, 27.0 MB on disk" */
      levels_text = g_strdup_printf (_("Levels of %s seeds, %s on disk"), list, bytes);
    }
  gtk_label_set_label (self->levels_label, levels_text);

  if (missing == 0)
    /* Translators: every endgame table up to %u seeds on the board is there */
    estimate_text = g_strdup_printf (_("Every level up to %u seeds is built"), top);
  else
    {
      gint64 ms = ak_tables_manager_estimate_build_ms (self->manager, &self->key, top);
      guint64 bytes = 0;
      g_autofree char *bytes_text = NULL;

      for (guint level = 0; level <= top; level++)
        if (missing & (1u << level))
          bytes += 2 * ak_tables_level_size (level) *
                   (self->key.owners == AK_TABLES_STANDARD_OWNERS ? 1 : 2);
      bytes_text = g_format_size (bytes);
      if (ms >= 0)
        {
          g_autofree char *duration = format_duration (ms);

          /* Translators: the levels still to build: %u is the most seeds,
           * the first %s how long (e.g. "about 20 minutes"), the second
           * the size of their files (e.g. "169.3 MB"); both are estimated
           * from the levels built here */
          estimate_text = g_strdup_printf (_("Up to %u seeds: %s to build on this computer, "
                                             "%s on disk (estimates from the levels built here)"),
                                           top, duration, bytes_text);
        }
      else
        /* Translators: %u is the most seeds, %s the size of the files */
        estimate_text = g_strdup_printf (_("Up to %u seeds: %s on disk; the time to build is "
                                           "estimated once a smaller level is built here"),
                                         top, bytes_text);
    }
  gtk_label_set_label (self->estimate_label, estimate_text);

  gtk_widget_set_visible (GTK_WIDGET (self->build_button), !building && !queued && missing != 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->remove_button), levels != 0 || building || queued);
  gtk_widget_set_visible (self->progress_box, building || queued);
  if (queued)
    {
      gtk_progress_bar_set_fraction (self->progress_bar, 0.0);
      /* Translators: the levels of a set wait for another set's build */
      gtk_progress_bar_set_text (self->progress_bar, _("Waiting for another build"));
    }
  else if (building)
    {
      guint level = ak_tables_manager_get_level (self->manager);
      double fraction = ak_tables_manager_get_fraction (self->manager);
      g_autofree char *text = NULL;

      /* Translators: the endgame table being built and how far it is,
       * e.g. "Level 16: 42 %" */
      text = g_strdup_printf (_("Level %u: %u %%"), level, (guint) (fraction * 100));
      gtk_progress_bar_set_fraction (self->progress_bar, fraction);
      gtk_progress_bar_set_text (self->progress_bar, text);
    }
}

static void
manager_changed_cb (AkTablesRow *self)
{
  update (self);
}

static void
build_clicked_cb (AkTablesRow *self)
{
  ak_tables_manager_build (self->manager, &self->key, top_of (self));
  update (self);
}

static void
cancel_clicked_cb (AkTablesRow *self)
{
  ak_tables_manager_cancel (self->manager, &self->key);
  update (self);
}

static void
remove_response_cb (AkTablesRow    *self,
                    const char     *response,
                    AdwAlertDialog *dialog)
{
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "remove"))
    return;
  if (!ak_tables_manager_remove (self->manager, &self->key, &error))
    {
      AdwDialog *failed = adw_alert_dialog_new (_("Some Files Were Not Removed"), error->message);

      adw_alert_dialog_set_body_use_markup (ADW_ALERT_DIALOG (failed), FALSE);
      adw_alert_dialog_add_response (ADW_ALERT_DIALOG (failed), "close", _("_Close"));
      adw_dialog_present (failed, GTK_WIDGET (self));
    }
  update (self);
}

static void
remove_clicked_cb (AkTablesRow *self)
{
  g_autofree char *name = ak_tables_describe_set (&self->key);
  g_autofree char *heading = NULL;
  g_autofree char *size = g_format_size (ak_tables_manager_get_size_on_disk (self->manager,
                                                                            &self->key));
  g_autofree char *body = NULL;
  AdwDialog *dialog;

  /* Translators: %s names a set of endgame tables, e.g. "Adji Kui II" */
  heading = g_strdup_printf (_("Remove the Endgame Tables of %s?"), name);
  /* Translators: %s is a size on disk, e.g. "27.0 MB" */
  body = g_strdup_printf (_("Their files, %s, are deleted, and a build of them stops. The small "
                            "levels are built again when analysis needs them."), size);
  dialog = adw_alert_dialog_new (heading, body);
  adw_alert_dialog_set_body_use_markup (ADW_ALERT_DIALOG (dialog), FALSE);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "remove", _("_Remove"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "remove",
                                            ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "cancel");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "remove-tables");
  g_signal_connect_object (dialog, "response", G_CALLBACK (remove_response_cb), self,
                           G_CONNECT_SWAPPED);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static void
ak_tables_row_dispose (GObject *object)
{
  AkTablesRow *self = AK_TABLES_ROW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_TABLES_ROW);
  g_clear_object (&self->manager);

  G_OBJECT_CLASS (ak_tables_row_parent_class)->dispose (object);
}

static void
ak_tables_row_class_init (AkTablesRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_tables_row_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ak-tables-row.ui");
  gtk_widget_class_bind_template_child (widget_class, AkTablesRow, title_label);
  gtk_widget_class_bind_template_child (widget_class, AkTablesRow, levels_label);
  gtk_widget_class_bind_template_child (widget_class, AkTablesRow, estimate_label);
  gtk_widget_class_bind_template_child (widget_class, AkTablesRow, build_button);
  gtk_widget_class_bind_template_child (widget_class, AkTablesRow, remove_button);
  gtk_widget_class_bind_template_child (widget_class, AkTablesRow, progress_box);
  gtk_widget_class_bind_template_child (widget_class, AkTablesRow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, AkTablesRow, cancel_button);
  gtk_widget_class_bind_template_callback (widget_class, build_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, remove_clicked_cb);
}

static void
ak_tables_row_init (AkTablesRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * ak_tables_row_new:
 * @manager: the application's tables
 * @key: the set the row shows
 *
 * Returns: (transfer floating): a new row
 */
GtkWidget *
ak_tables_row_new (AkTablesManager   *manager,
                   const AkTablesKey *key)
{
  AkTablesRow *self;
  g_autofree char *name = NULL;
  g_autofree char *remove_label = NULL;

  g_return_val_if_fail (AK_IS_TABLES_MANAGER (manager), NULL);
  g_return_val_if_fail (key != NULL, NULL);

  self = g_object_new (AK_TYPE_TABLES_ROW, NULL);
  self->manager = g_object_ref (manager);
  self->key = *key;

  name = ak_tables_describe_set (key);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), name);
  gtk_label_set_label (self->title_label, name);
  /* Translators: what the Remove button of a set of endgame tables says
   * to a screen reader; %s names the set */
  remove_label = g_strdup_printf (_("Remove the endgame tables of %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->remove_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, remove_label, -1);

  g_signal_connect_object (manager, "changed", G_CALLBACK (manager_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (manager, "notify::building", G_CALLBACK (manager_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (manager, "notify::fraction", G_CALLBACK (manager_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (manager, "notify::level", G_CALLBACK (manager_changed_cb), self,
                           G_CONNECT_SWAPPED);
  update (self);
  return GTK_WIDGET (self);
}

const AkTablesKey *
ak_tables_row_get_key (AkTablesRow *self)
{
  g_return_val_if_fail (AK_IS_TABLES_ROW (self), NULL);
  return &self->key;
}

GtkButton *
_ak_tables_row_get_build_button (AkTablesRow *self)
{
  return self->build_button;
}

GtkButton *
_ak_tables_row_get_cancel_button (AkTablesRow *self)
{
  return self->cancel_button;
}

GtkButton *
_ak_tables_row_get_remove_button (AkTablesRow *self)
{
  return self->remove_button;
}

GtkProgressBar *
_ak_tables_row_get_progress_bar (AkTablesRow *self)
{
  return self->progress_bar;
}

GtkWidget *
_ak_tables_row_get_progress_box (AkTablesRow *self)
{
  return self->progress_box;
}

GtkLabel *
_ak_tables_row_get_levels_label (AkTablesRow *self)
{
  return self->levels_label;
}

GtkLabel *
_ak_tables_row_get_estimate_label (AkTablesRow *self)
{
  return self->estimate_label;
}
