/* test-window.c — the application and its main window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-window"

#include "config.h"

#include "ak-application.h"
#include "ak-window.h"

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"
#define WAIT_TIMEOUT_US    (10 * G_USEC_PER_SEC)

/* Spins the main context until @window is on screen and laid out. */
static void
wait_for_window_shown (GtkWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  GdkSurface *surface;

  for (;;)
    {
      surface = gtk_native_get_surface (GTK_NATIVE (window));
      if (surface != NULL &&
          gdk_surface_get_mapped (surface) &&
          gtk_widget_get_width (GTK_WIDGET (window)) > 0)
        break;

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* Lets pending idles and frame callbacks drop their references. */
static void
drain_main_context (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
reset_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (SETTINGS_SCHEMA_ID);

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  g_settings_reset (settings, "window-maximized");
}

static void
test_window_new (void)
{
  AkWindow *window;
  int width = 0;
  int height = 0;

  reset_settings ();

  window = g_object_ref (ak_window_new (NULL));

  g_assert_true (AK_IS_WINDOW (window));
  g_assert_true (ADW_IS_APPLICATION_WINDOW (window));
  g_assert_null (gtk_window_get_application (GTK_WINDOW (window)));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Adji Kui");

  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 960);
  g_assert_cmpint (height, ==, 640);

  gtk_window_present (GTK_WINDOW (window));
  wait_for_window_shown (GTK_WINDOW (window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
  g_assert_finalize_object (window);
}

static void
test_window_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (SETTINGS_SCHEMA_ID);
  AkWindow *window;
  int width = 0;
  int height = 0;

  reset_settings ();

  /* A new window takes its size from the settings... */
  g_settings_set_int (settings, "window-width", 700);
  g_settings_set_int (settings, "window-height", 500);

  window = g_object_ref (ak_window_new (NULL));
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 700);
  g_assert_cmpint (height, ==, 500);

  /* ...and a new size goes back to them. */
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 800);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 600);

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
  g_assert_finalize_object (window);

  reset_settings ();
}

static guint
count_windows_of_type (GtkApplication *app,
                       GType           type)
{
  guint n = 0;

  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      n++;

  return n;
}

/* Dialogs are transient for a window but not added to the application,
 * so they are looked up among all toplevels. */
static GtkWindow *
find_toplevel_of_type (GType type)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      return l->data;

  return NULL;
}

/* Runs once the application's own activate handler has opened the window,
 * inside g_application_run (), so startup and shutdown both happen. */
static void
application_activated_cb (GApplication *app,
                          gboolean     *checked)
{
  g_auto(GStrv) accels = NULL;
  GtkWindow *window;
  GtkWindow *about;
  GList *windows;

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "quit"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "about"));

  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.quit");
  g_assert_nonnull (accels);
  g_assert_cmpstr (accels[0], ==, "<Control>q");

  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_true (AK_IS_WINDOW (window));
  wait_for_window_shown (window);

  /* The shortcuts window comes from the resources. */
  g_assert_nonnull (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));

  /* Activating again, as a second launch does, reuses the window. */
  g_signal_handlers_block_by_func (app, application_activated_cb, checked);
  g_application_activate (app);
  g_signal_handlers_unblock_by_func (app, application_activated_cb, checked);
  g_assert_true (gtk_application_get_active_window (GTK_APPLICATION (app)) == window);
  g_assert_cmpuint (count_windows_of_type (GTK_APPLICATION (app), AK_TYPE_WINDOW), ==, 1);

  g_assert_null (find_toplevel_of_type (ADW_TYPE_ABOUT_WINDOW));
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  about = find_toplevel_of_type (ADW_TYPE_ABOUT_WINDOW);
  g_assert_nonnull (about);
  g_assert_true (gtk_window_get_transient_for (about) == window);
  g_assert_cmpstr (adw_about_window_get_application_name (ADW_ABOUT_WINDOW (about)),
                   ==, "Adji Kui");
  g_assert_cmpstr (adw_about_window_get_version (ADW_ABOUT_WINDOW (about)), ==, PACKAGE_VERSION);
  g_assert_cmpint (adw_about_window_get_license_type (ADW_ABOUT_WINDOW (about)),
                   ==, GTK_LICENSE_GPL_3_0);
  gtk_window_destroy (about);

  /* GtkApplication leaves its windows alone when it quits, so they are
   * closed first: each holds a reference on the application. */
  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))) != NULL)
    gtk_window_destroy (windows->data);

  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  *checked = TRUE;
}

static void
test_application_run (void)
{
  AkApplication *app;
  gboolean checked = FALSE;
  int status;

  app = ak_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);

  g_assert_cmpstr (g_application_get_application_id (G_APPLICATION (app)), ==, APP_ID);
  g_assert_cmpstr (g_application_get_resource_base_path (G_APPLICATION (app)),
                   ==, "/io/github/adjikui/AdjiKui");

  g_signal_connect_after (app, "activate", G_CALLBACK (application_activated_cb), &checked);
  status = g_application_run (G_APPLICATION (app), 0, NULL);

  g_assert_cmpint (status, ==, 0);
  g_assert_true (checked);

  drain_main_context ();
  g_assert_finalize_object (app);
}

int
main (int   argc,
      char *argv[])
{
  /* gtk_test_init () cannot fail gracefully without a display: report the
   * whole program as skipped instead, as in a flatpak-builder sandbox. */
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ak/ui/window/new", test_window_new);
  g_test_add_func ("/ak/ui/window/settings", test_window_settings);
  g_test_add_func ("/ak/ui/application/run", test_application_run);

  return g_test_run ();
}
