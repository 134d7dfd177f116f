/* ak-export-dialog.c — the question what an exported board image shows:
 * the names, the side to move, the stores, its format and a caption
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Laid out in ak-export-dialog.ui; its answer is AdwAlertDialog's
 * "export" or "cancel".  The line under the heading says what the format
 * chosen gives.  The window asks it and writes the image
 * (ak-window-export.c).
 */

#define G_LOG_DOMAIN "ak-export-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-export-dialog.h"

/* The choices of the format list: PNG at scale 1 to 4 are 0 to 3. */
#define FORMAT_SVG 4

struct _AkExportDialog
{
  AdwAlertDialog  parent_instance;

  /* Template widgets */
  GtkCheckButton *names_check;
  GtkCheckButton *side_check;
  GtkCheckButton *stores_check;
  GtkDropDown    *format_drop_down;
  GtkEntry       *caption_entry;
};

G_DEFINE_FINAL_TYPE (AkExportDialog, ak_export_dialog, ADW_TYPE_ALERT_DIALOG)

static void
format_changed_cb (AkExportDialog *self)
{
  AdwAlertDialog *dialog = ADW_ALERT_DIALOG (self);

  if (gtk_drop_down_get_selected (self->format_drop_down) == FORMAT_SVG)
    adw_alert_dialog_set_body (dialog, _("An SVG is drawn with shapes and scales to any size."));
  else
    adw_alert_dialog_set_body (dialog, _("A PNG is a picture made of pixels: a larger scale "
                                         "gives a sharper one."));
}

static void
ak_export_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_EXPORT_DIALOG);
  G_OBJECT_CLASS (ak_export_dialog_parent_class)->dispose (object);
}

static void
ak_export_dialog_class_init (AkExportDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ak_export_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ak-export-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, AkExportDialog, names_check);
  gtk_widget_class_bind_template_child (widget_class, AkExportDialog, side_check);
  gtk_widget_class_bind_template_child (widget_class, AkExportDialog, stores_check);
  gtk_widget_class_bind_template_child (widget_class, AkExportDialog, format_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkExportDialog, caption_entry);
  gtk_widget_class_bind_template_callback (widget_class, format_changed_cb);
}

static void
ak_export_dialog_init (AkExportDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  format_changed_cb (self);
}

/**
 * ak_export_dialog_new:
 * @options: what to offer first: the last choices, or the defaults
 *
 * Returns: (transfer floating): the question, to present over a window
 */
AdwDialog *
ak_export_dialog_new (const AkBoardExport *options)
{
  AkExportDialog *self;

  g_return_val_if_fail (options != NULL, NULL);

  self = g_object_new (AK_TYPE_EXPORT_DIALOG, NULL);
  gtk_check_button_set_active (self->names_check, options->names);
  gtk_check_button_set_active (self->side_check, options->side_to_move);
  gtk_check_button_set_active (self->stores_check, options->stores);
  gtk_drop_down_set_selected (self->format_drop_down,
                              options->svg ? FORMAT_SVG
                                           : (guint) CLAMP (options->scale, 1, 4) - 1);
  if (options->caption != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->caption_entry), options->caption);
  return ADW_DIALOG (self);
}

/**
 * ak_export_dialog_get_options:
 * @self: the question
 * @options: what to fill with the choices made; its caption is the
 *   dialog's, valid while @self is
 *
 * Reads what the image is to show.
 */
void
ak_export_dialog_get_options (AkExportDialog *self,
                              AkBoardExport  *options)
{
  guint format;

  g_return_if_fail (AK_IS_EXPORT_DIALOG (self));
  g_return_if_fail (options != NULL);

  format = gtk_drop_down_get_selected (self->format_drop_down);
  ak_board_export_init (options, format == FORMAT_SVG);
  options->scale = format == FORMAT_SVG ? 1 : (int) format + 1;
  options->names = gtk_check_button_get_active (self->names_check);
  options->side_to_move = gtk_check_button_get_active (self->side_check);
  options->stores = gtk_check_button_get_active (self->stores_check);
  options->caption = gtk_editable_get_text (GTK_EDITABLE (self->caption_entry));
}
