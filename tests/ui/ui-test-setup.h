/* ui-test-setup.h — what every UI test program does first and last
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>

/* The state folder of the test run: the app's autosave goes there, never
 * into the user's. */
static char *ui_test_state_dir;

static void
ui_test_remove_tree (const char *path)
{
  GDir *dir;

  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK) &&
      (dir = g_dir_open (path, 0, NULL)) != NULL)
    {
      const char *name;

      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          ui_test_remove_tree (child);
        }
      g_dir_close (dir);
      g_rmdir (path);
    }
  else
    g_unlink (path);
}

/* Puts the X pointer in the far corner of the screen, away from the test
 * windows, which open at the top left with no window manager: a pointer
 * resting on a widget would hover it and start tooltips at moments that
 * depend on the machine's load.  Without xdotool (or X) nothing moves. */
static void
ui_test_park_pointer (void)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  char *argv[] = { NULL, (char *) "mousemove", (char *) "10000", (char *) "10000", NULL };

  if (xdotool == NULL || g_getenv ("DISPLAY") == NULL)
    return;
  argv[0] = xdotool;
  g_spawn_sync (NULL, argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, NULL, NULL, NULL, NULL);
}

/* Returns FALSE, having reported the program as skipped, when there is no
 * display: gtk_test_init () cannot fail gracefully without one (a
 * flatpak-builder sandbox, say). */
static gboolean
ui_test_init (int    *argc,
              char ***argv)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display\n");
      return FALSE;
    }

  /* GLib reads the variable once, so before anything else. */
  ui_test_state_dir = g_dir_make_tmp ("ak-state-XXXXXX", NULL);
  g_assert_nonnull (ui_test_state_dir);
  g_setenv ("XDG_STATE_HOME", ui_test_state_dir, TRUE);

  gtk_test_init (argc, argv, NULL);
  adw_init ();
  ui_test_park_pointer ();
  return TRUE;
}

/* Spins the main context until @window is on screen and laid out. */
G_GNUC_UNUSED static void
ui_test_wait_for_window_shown (GtkWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
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

/* Runs the tests, then removes the state folder and what the app left in
 * it. */
static int
ui_test_run (void)
{
  int status = g_test_run ();

  ui_test_remove_tree (ui_test_state_dir);
  g_clear_pointer (&ui_test_state_dir, g_free);
  return status;
}
