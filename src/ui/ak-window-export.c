/* ak-window-export.c — exporting the board as an image: PNG or SVG, with
 * the players' names and a caption, as chosen in the export dialog
 * (ak-export-dialog.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include <glib/gi18n.h>
#include <cairo-svg.h>
#include <string.h>

#include "ak-export-dialog.h"
#include "ak-window-private.h"

#define EXPORT_WIDTH  1300
#define EXPORT_HEIGHT 640

static cairo_status_t
append_bytes_cb (void                *closure,
                 const unsigned char *data,
                 unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* Room above and below the board for a name, and for the caption */
#define EXPORT_LINE   44

/**
 * ak_board_export_init:
 * @options: what to fill
 * @svg: whether for an SVG file
 *
 * The defaults: names, side to move and stores shown, no caption, a PNG
 * at scale 1.
 */
void
ak_board_export_init (AkBoardExport *options,
                      gboolean       svg)
{
  *options = (AkBoardExport) {
    .svg = svg,
    .scale = 1,
    .names = TRUE,
    .side_to_move = TRUE,
    .stores = TRUE,
  };
}

/* One line of text centred on @cx or, with @left, starting there. */
static void
export_text (cairo_t      *cr,
             GtkWidget    *widget,
             const char   *text,
             double        x,
             double        cy,
             double        size,
             gboolean      bold,
             gboolean      left)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, NULL);
  PangoFontDescription *desc = pango_font_description_from_string ("Sans");
  int width;
  int height;

  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, left ? x : x - width / 2.0, cy - height / 2.0);
  pango_cairo_show_layout (cr, layout);
}

/**
 * ak_window_dup_board_image_full:
 * @self: a window
 * @options: what to show and how
 *
 * Draws the board as it stands into an image file's bytes: an SVG of
 * vector shapes only, or a PNG at the scale asked; with each player's
 * name beside their row (and who is to move), the stores, and a caption
 * as asked, so the image serves as a diagram.
 *
 * Returns: (transfer full): the file's contents
 */
GBytes *
ak_window_dup_board_image_full (AkWindow            *self,
                                const AkBoardExport *options)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  gboolean has_caption;
  GskRenderNode *node;
  cairo_surface_t *surface;
  cairo_t *cr;
  int scale;
  int top;
  int height;

  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);
  g_return_val_if_fail (options != NULL, NULL);

  scale = options->svg ? 1 : CLAMP (options->scale, 1, 4);
  has_caption = options->caption != NULL && options->caption[0] != '\0';
  top = options->names ? EXPORT_LINE : 0;
  height = top + EXPORT_HEIGHT + (options->names ? EXPORT_LINE : 0) +
           (has_caption ? EXPORT_LINE : 0);

  /* Stones as shapes in an SVG; in a PNG at twice the pixels they get,
   * for a sharp print. */
  node = ak_board_view_render_for_export (self->board, EXPORT_WIDTH, EXPORT_HEIGHT,
                                          options->svg ? 0 : 2 * scale,
                                          options->side_to_move, options->stores);
  if (options->svg)
    surface = cairo_svg_surface_create_for_stream (append_bytes_cb, bytes, EXPORT_WIDTH, height);
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, EXPORT_WIDTH * scale,
                                          height * scale);

  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  cairo_save (cr);
  cairo_translate (cr, 0, top);
  if (node != NULL)
    gsk_render_node_draw (node, cr);
  cairo_restore (cr);

  if (options->names || has_caption)
    {
      const AkPosition *pos = self->game != NULL ? ak_game_get_position (self->game) : NULL;
      gboolean over = self->game == NULL || ak_game_get_is_over (self->game);
      GdkRGBA fg = { 0.2, 0.2, 0.2, 1 };

      gdk_cairo_set_source_rgba (cr, &fg);
      for (int side = 0; options->names && side < 2; side++)
        {
          g_autofree char *line = NULL;
          const char *name = self->table != NULL ? ak_table_get_display_name (self->table, side)
                                                 : ak_side_name (side);
          gboolean to_move = options->side_to_move && pos != NULL && !over && pos->side == side;

          if (to_move)
            /* Translators: under or over an exported board: a player's
             * name, and that they are to move */
            line = g_strdup_printf (_("%s · to move"), name);
          else
            line = g_strdup (name);
          export_text (cr, GTK_WIDGET (self), line, 40,
                       side == AK_NORTH ? EXPORT_LINE / 2.0
                                        : top + EXPORT_HEIGHT + EXPORT_LINE / 2.0,
                       20, to_move, TRUE);
        }
      if (has_caption)
        export_text (cr, GTK_WIDGET (self), options->caption, EXPORT_WIDTH / 2.0,
                     height - EXPORT_LINE / 2.0, 20, FALSE, FALSE);
    }
  cairo_destroy (cr);

  if (options->svg)
    cairo_surface_finish (surface);
  else
    cairo_surface_write_to_png_stream (surface, append_bytes_cb, bytes);
  cairo_surface_destroy (surface);
  g_clear_pointer (&node, gsk_render_node_unref);

  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

/**
 * ak_window_dup_board_image:
 * @self: a window
 * @svg: %TRUE for SVG, %FALSE for PNG
 *
 * Draws the board as it stands into an image file's bytes, with the
 * defaults of ak_board_export_init().
 *
 * Returns: (transfer full): the file's contents
 */
GBytes *
ak_window_dup_board_image (AkWindow *self,
                           gboolean  svg)
{
  AkBoardExport options;

  ak_board_export_init (&options, svg);
  return ak_window_dup_board_image_full (self, &options);
}

static void
export_written_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(AkWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  self->n_file_ops--;
  name = ak_window_dup_file_display_name (G_FILE (source));
  if (!g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    {
      if (gtk_widget_in_destruction (GTK_WIDGET (self)))
        return;
      /* Translators: %s is a file name */
      text = g_strdup_printf (_("Could not save %s"), name);
      ak_window_show_error (self, text, error);
      return;
    }

  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  /* Translators: %s is a file name */
  text = g_strdup_printf (_("Board saved as %s"), name);
  ak_window_show_toast (self, text);
}

/**
 * ak_window_export_image:
 * @self: a window
 * @file: where to write; a name ending in .svg gives an SVG, anything
 *   else a PNG
 *
 * Writes the board as an image without blocking; says so in a toast,
 * or shows what went wrong.
 */
void
ak_window_export_image (AkWindow *self,
                        GFile    *file)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *basename = NULL;
  gboolean svg;

  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  basename = g_file_get_basename (file);
  if (basename != NULL)
    {
      g_autofree char *lower = g_ascii_strdown (basename, -1);

      svg = g_str_has_suffix (lower, ".svg");
    }
  else
    svg = FALSE;
  if (self->export_chosen)
    {
      AkBoardExport chosen = self->export_options;

      chosen.svg = svg;
      bytes = ak_window_dup_board_image_full (self, &chosen);
    }
  else
    bytes = ak_window_dup_board_image (self, svg);
  self->n_file_ops++;
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                       NULL, export_written_cb, g_object_ref (self));
}

/**
 * _ak_window_export_name:
 * @basename: the name chosen for an exported image
 * @svg: whether the format chosen is SVG
 *
 * Returns: @basename if it ends in .png or .svg (in any case), else
 *   @basename with the chosen format's extension added
 */
char *
_ak_window_export_name (const char *basename,
                        gboolean    svg)
{
  g_autofree char *lower = g_ascii_strdown (basename, -1);

  if (g_str_has_suffix (lower, ".png") || g_str_has_suffix (lower, ".svg"))
    return g_strdup (basename);
  return g_strconcat (basename, svg ? ".svg" : ".png", NULL);
}

static void
export_chosen_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(AkWindow) self = user_data;
  g_autoptr(GFile) file = NULL;
  g_autofree char *basename = NULL;

  file = ak_window_file_dialog_finish (self, gtk_file_dialog_save_finish, GTK_FILE_DIALOG (source), result,
                             _("Could Not Choose a File"));
  if (file == NULL)
    return;

  /* The dialog does not say which filter was chosen: a name without an
   * image extension gets the one of the format chosen before. */
  basename = g_file_get_basename (file);
  if (basename != NULL)
    {
      g_autofree char *named = _ak_window_export_name (basename, self->export_chosen &&
                                                                 self->export_options.svg);

      if (strcmp (named, basename) != 0)
        {
          g_autoptr(GFile) parent = g_file_get_parent (file);

          g_set_object (&file, g_file_get_child (parent, named));
        }
    }
  ak_window_export_image (self, file);
}

static void choose_export_file (AkWindow *self);

/* The options chosen are kept for the next export, with the caption's
 * text. */
static void
export_options_response_cb (AkExportDialog *dialog,
                            const char     *response,
                            AkWindow       *self)
{
  if (g_strcmp0 (response, "export") != 0)
    return;

  ak_export_dialog_get_options (dialog, &self->export_options);
  g_free (self->export_caption);
  self->export_caption = g_strdup (self->export_options.caption);
  self->export_options.caption = self->export_caption;
  self->export_chosen = TRUE;

  choose_export_file (self);
}

/* First what the image shows, then where it goes. */
static void
export_image_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  AkBoardExport options;
  AdwDialog *dialog;

  if (self->export_chosen)
    options = self->export_options;
  else
    ak_board_export_init (&options, FALSE);
  dialog = ak_export_dialog_new (&options);
  g_signal_connect_object (dialog, "response", G_CALLBACK (export_options_response_cb), self, 0);
  adw_dialog_present (dialog, widget);
}

static void
choose_export_file (AkWindow *self)
{
  g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) png = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) svg = gtk_file_filter_new ();

  gtk_file_dialog_set_title (dialog, _("Export Board Image"));
  gtk_file_dialog_set_accept_label (dialog, _("_Export"));
  gtk_file_dialog_set_modal (dialog, TRUE);

  gtk_file_filter_set_name (png, _("PNG image"));
  gtk_file_filter_add_mime_type (png, "image/png");
  gtk_file_filter_add_pattern (png, "*.png");
  g_list_store_append (filters, png);

  gtk_file_filter_set_name (svg, _("SVG image"));
  gtk_file_filter_add_mime_type (svg, "image/svg+xml");
  gtk_file_filter_add_pattern (svg, "*.svg");
  g_list_store_append (filters, svg);

  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  if (self->export_chosen && self->export_options.svg)
    {
      /* Translators: the name offered for an exported picture of the board */
      g_autofree char *name = g_strdup (_("board.png"));
      g_autofree char *named = NULL;

      if (g_str_has_suffix (name, ".png"))
        name[strlen (name) - strlen (".png")] = '\0';
      named = _ak_window_export_name (name, TRUE);
      gtk_file_dialog_set_default_filter (dialog, svg);
      gtk_file_dialog_set_initial_name (dialog, named);
    }
  else
    {
      gtk_file_dialog_set_default_filter (dialog, png);
      /* Translators: the name offered for an exported picture of the board */
      gtk_file_dialog_set_initial_name (dialog, _("board.png"));
    }
  gtk_file_dialog_save (dialog, GTK_WINDOW (self), NULL, export_chosen_cb, g_object_ref (self));
}

/**
 * ak_window_class_add_export_actions:
 * @widget_class: the window's class
 *
 * Installs the export action and its key.
 */
void
ak_window_class_add_export_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.export-image", NULL, export_image_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK,
                                       "win.export-image", NULL);
}
