/* ak-window.c — the main window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include "ak-window.h"

/* The settings schema keeps the stable id in .Devel builds too, so both
 * share one window state, as the data/ folder installs a single schema.
 */
#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"

struct _AkWindow
{
  AdwApplicationWindow  parent_instance;

  /* Owned references */
  GSettings            *settings;
};

G_DEFINE_FINAL_TYPE (AkWindow, ak_window, ADW_TYPE_APPLICATION_WINDOW)

static void
ak_window_dispose (GObject *object)
{
  AkWindow *self = AK_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_WINDOW);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ak_window_parent_class)->dispose (object);
}

static void
ak_window_class_init (AkWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ak-window.ui");
}

static void
ak_window_init (AkWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* The window comes back at the size and state it was left in. GTK keeps
   * default-width and default-height at the unmaximized size, so a
   * maximized window still remembers where to return to.
   */
  self->settings = g_settings_new (SETTINGS_SCHEMA_ID);
  g_settings_bind (self->settings, "window-width",
                   self, "default-width",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height",
                   self, "default-height",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized",
                   self, "maximized",
                   G_SETTINGS_BIND_DEFAULT);
}

/**
 * ak_window_new:
 * @application: (nullable): the application the window belongs to
 *
 * Creates the main window.
 *
 * Returns: (transfer none): a new #AkWindow, owned by GTK's list of
 *   toplevels until it is destroyed
 */
AkWindow *
ak_window_new (AkApplication *application)
{
  g_return_val_if_fail (application == NULL || AK_IS_APPLICATION (application), NULL);

  return g_object_new (AK_TYPE_WINDOW,
                       "application", application,
                       NULL);
}
