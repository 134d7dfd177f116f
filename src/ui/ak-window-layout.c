/* ak-window-layout.c — the window at any size: the side panel beside or
 * under the board, large text, and dialogs kept across a change of layout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The layouts themselves, and the breakpoint between them, are in
 * ak-window.ui; what they cannot say is here.
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include "ak-window-private.h"

/* The side panel shows in both layouts at once, so that a window made
 * narrower or wider keeps it as it was. */
void
ak_window_set_side_panel_shown (AkWindow *self,
                                gboolean  shown)
{
  shown = !!shown;
  if (self->side_panel_shown == (guint) shown)
    return;
  self->side_panel_shown = shown;
  adw_overlay_split_view_set_show_sidebar (self->split_view, shown);
  gtk_revealer_set_reveal_child (self->bottom_revealer, shown);
  g_object_notify (G_OBJECT (self), "side-panel-shown");
}

/* A dialog over the window is kept alive until its host has let go of it
 * and the main loop is idle.  libadwaita 1.7 (GNOME 48, Debian 13) can
 * free a closing dialog in the middle of its host's layout: when the
 * window is resized across its breakpoint while a dialog's closing
 * animation runs, the layout ends the animation, the host drops the
 * dialog, and then goes on to lay out the freed dialog's breakpoints,
 * which crashes.  (libadwaita 1.10 does not.)  With the window's
 * reference the dialog outlives that layout, and is let go after it. */
static gboolean
release_dialog_cb (gpointer data)
{
  g_object_unref (data);
  return G_SOURCE_REMOVE;
}

static void
kept_dialog_parent_cb (AkWindow   *self,
                       GParamSpec *pspec,
                       GtkWidget  *dialog)
{
  guint index;

  if (gtk_widget_get_parent (dialog) != NULL)
    return;
  g_signal_handlers_disconnect_by_func (dialog, kept_dialog_parent_cb, self);
  /* The array's reference goes to the idle callback. */
  if (g_ptr_array_find (self->kept_dialogs, dialog, &index))
    g_idle_add (release_dialog_cb, g_ptr_array_steal_index_fast (self->kept_dialogs, index));
}

static void
keep_dialog_cb (AkWindow   *self,
                GParamSpec *pspec,
                gpointer    user_data)
{
  AdwDialog *dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (self));

  if (dialog == NULL || g_ptr_array_find (self->kept_dialogs, dialog, NULL))
    return;
  g_ptr_array_add (self->kept_dialogs, g_object_ref (dialog));
  g_signal_connect_object (dialog, "notify::parent", G_CALLBACK (kept_dialog_parent_cb), self,
                           G_CONNECT_SWAPPED);
}

/* With large text the board keeps a height its counts can be read at
 * (ak_board_view_measure), which on a short narrow window leaves the
 * side panel under it less than it asks for: the panel then scrolls.
 * So it does while a bar shows at the bottom of the window (the
 * mistakes', ak-window-mistakes.c), which a phone has no other room
 * for.  With normal text and no bar it keeps all the room it asks for,
 * as before. */
static void
update_side_scrolling (AkWindow *self)
{
  int dpi = -1;

  if (self->side_scroller == NULL)
    return;
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-xft-dpi", &dpi, NULL);
  gtk_scrolled_window_set_policy (self->side_scroller, GTK_POLICY_NEVER,
                                  dpi > 96 * 1024 || self->bottom_bar_shown
                                    ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER);
}

static void
text_scale_cb (AkWindow    *self,
               GParamSpec  *pspec,
               GtkSettings *settings)
{
  update_side_scrolling (self);
}

/**
 * ak_window_set_bottom_bar_shown:
 * @self: a window
 * @shown: whether a bar shows at the bottom of the window, or is sliding
 *   in or out
 *
 * Lets the side panel scroll, on a narrow window, while a bar takes
 * height from it.
 */
void
ak_window_set_bottom_bar_shown (AkWindow *self,
                                gboolean  shown)
{
  if (self->bottom_bar_shown == !!shown)
    return;
  self->bottom_bar_shown = !!shown;
  update_side_scrolling (self);
}

/**
 * ak_window_init_layout:
 * @self: a window, its template built
 *
 * Shows the side panel, fits it to the text's size, and keeps each dialog
 * shown over the window until it can be let go safely.
 */
void
ak_window_init_layout (AkWindow *self)
{
  self->kept_dialogs = g_ptr_array_new_with_free_func (g_object_unref);
  g_signal_connect (self, "notify::visible-dialog", G_CALLBACK (keep_dialog_cb), NULL);
  self->side_panel_shown = FALSE;
  ak_window_set_side_panel_shown (self, TRUE);
  g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)), "notify::gtk-xft-dpi",
                           G_CALLBACK (text_scale_cb), self, G_CONNECT_SWAPPED);
  text_scale_cb (self, NULL, gtk_widget_get_settings (GTK_WIDGET (self)));
}

/**
 * ak_window_dispose_layout:
 * @self: a window
 *
 * Lets go of the dialogs kept, for the window's dispose.
 */
void
ak_window_dispose_layout (AkWindow *self)
{
  if (self->kept_dialogs != NULL)
    for (guint i = 0; i < self->kept_dialogs->len; i++)
      g_signal_handlers_disconnect_by_func (g_ptr_array_index (self->kept_dialogs, i),
                                            kept_dialog_parent_cb, self);
  g_clear_pointer (&self->kept_dialogs, g_ptr_array_unref);
}

/* For tests: the side panel's page on show, if the panel is shown. */
const char *
_ak_window_get_side_page (AkWindow *self)
{
  if (!self->side_panel_shown)
    return NULL;
  return adw_view_stack_get_visible_child_name (self->side_stack);
}
