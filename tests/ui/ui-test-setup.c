/* ui-test-setup.c — what every UI test program does first and last, and
 * what they all use to find and close windows and dialogs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "ak-game-over-dialog.h"
#include "ak-window.h"
#include "ui-test-setup.h"
#include "ak-tables-manager-private.h"

/* The state folder of the test run: the app's autosave goes there, never
 * into the user's. */
char *ui_test_state_dir;

void
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
void
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

/* For a size warning: whether the widget it names is in GTK's shortcuts
 * window. */
static gboolean
ui_test_in_shortcuts_window (const char *message)
{
  const char *at = strstr (message, " 0x");
  GType type = g_type_from_name ("GtkShortcutsWindow");
  gpointer widget;

  if (at == NULL || type == 0 || sscanf (at, " %p", &widget) != 1 ||
      !G_TYPE_CHECK_INSTANCE_TYPE (widget, GTK_TYPE_WIDGET))
    return FALSE;
  return gtk_widget_get_ancestor (widget, type) != NULL;
}

/* For a size warning: whether the label it names, alive while it is being
 * measured, is in an AdwAlertDialog. */
static gboolean
ui_test_in_alert_dialog (const char *message)
{
  const char *at = strstr (message, " 0x");
  gpointer widget;

  if (at == NULL || sscanf (at, " %p", &widget) != 1 ||
      !G_TYPE_CHECK_INSTANCE_TYPE (widget, GTK_TYPE_LABEL))
    return FALSE;
  return gtk_widget_get_ancestor (widget, ADW_TYPE_ALERT_DIALOG) != NULL;
}

/* Warnings from the libraries that Adji Kui can do nothing about.  GLib's
 * test framework makes every warning fatal; these alone, matched by log
 * domain and whole message (a `*` only where the text has an address, a
 * size or a time) and, where given, a check of the widget named, are
 * printed and let through.  Each says where it comes from. */
static const struct
{
  const char *domain;
  const char *message;
  gboolean  (*check) (const char *message);
} ui_test_tolerated[] = {
  /* AdwAlertDialog measures its heading label for less width than the
   * label needs, now and then (libadwaita 1.7, as AdwMessageDialog did
   * before it). */
  { "Gtk", "Trying to measure GtkLabel 0x* for width of *, but it needs at least *",
    ui_test_in_alert_dialog },
  /* GTK 4.18's shortcuts window (deprecated there, and what the app
   * shows with libadwaita 1.7, which has no AdwShortcutsDialog) measures
   * a label of its own at less than nothing. */
  { "Gtk", "GtkLabel 0x* (label) reported min width *, but sizes must be >= 0",
    ui_test_in_shortcuts_window },
  /* GTK 4.24's frame clock under Xvfb, which has no vblank: now and then
   * a frame is submitted twice, or GTK's SVG icon renderer (GtkSvg) sees
   * the frame time go back by a fraction of a millisecond.  Neither is in
   * the app's hands. */
  { "Gdk", "gdk_frame_timings_submitted() called on submitted frame.", NULL },
  { "Gtk", "gtk_svg_advance: time went backward: self->current_time=* current_time=* "
    "delta=* clock_frame_time=*", NULL },
};

static gboolean
ui_test_is_tolerated (const char *domain,
                      const char *message)
{
  if (domain == NULL || message == NULL)
    return FALSE;
  for (gsize i = 0; i < G_N_ELEMENTS (ui_test_tolerated); i++)
    if (g_str_equal (domain, ui_test_tolerated[i].domain) &&
        g_pattern_match_simple (ui_test_tolerated[i].message, message) &&
        (ui_test_tolerated[i].check == NULL || ui_test_tolerated[i].check (message)))
      return TRUE;
  return FALSE;
}

/* For g_log () (the old API): a tolerated warning is not fatal. */
static gboolean
ui_test_fatal_handler (const char     *domain,
                       GLogLevelFlags  level,
                       const char     *message,
                       gpointer        data)
{
  return (level & G_LOG_LEVEL_WARNING) == 0 || !ui_test_is_tolerated (domain, message);
}

/* For structured logging, which GTK and libadwaita use and which the fatal
 * handler does not see: a tolerated warning is printed, but not as a fatal
 * one. */
static GLogWriterOutput
ui_test_log_writer (GLogLevelFlags   level,
                    const GLogField *fields,
                    gsize            n_fields,
                    gpointer         data)
{
  const char *domain = NULL;
  const char *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    {
      if (g_str_equal (fields[i].key, "GLIB_DOMAIN"))
        domain = fields[i].value;
      else if (g_str_equal (fields[i].key, "MESSAGE"))
        message = fields[i].value;
    }
  if ((level & G_LOG_LEVEL_WARNING) != 0 && ui_test_is_tolerated (domain, message))
    {
      g_printerr ("(tolerated) %s-WARNING: %s\n", domain, message);
      return G_LOG_WRITER_HANDLED;
    }
  return g_log_writer_default (level, fields, n_fields, data);
}

#ifdef __SANITIZE_ADDRESS__
/* From the sanitizers' <sanitizer/allocator_interface.h> and
 * <sanitizer/lsan_interface.h>, which not every compiler package ships. */
int    __sanitizer_install_malloc_and_free_hooks (void (*malloc_hook) (const volatile void *, size_t),
                                                  void (*free_hook) (const volatile void *));
int    __sanitizer_get_ownership (const volatile void *p);
size_t __sanitizer_get_allocated_size (const volatile void *p);
void   __lsan_ignore_object (const void *p);

/* GTK 4.24 keeps a copy of the application id at every application's
 * startup, for the host portal registry; with portals off (as in these
 * tests) nothing takes it, and the next application's startup replaces it
 * without freeing it: a leak of strlen (APP_ID) + 1 bytes for every
 * application run but the last.  The copy is made by a GTK function
 * without a symbol, through GLib's g_strdup (built without frame
 * pointers), so no suppression could name it without hiding every leak.
 * Instead the last 1024 blocks of that size are noted, and once an
 * application has started up, those that still hold the id are left out
 * of the leak check: these copies and nothing else. */
static GMutex ui_test_noted_lock;
static const volatile void *ui_test_noted[1024];
static guint ui_test_n_noted;

static void
ui_test_malloc_hook (const volatile void *ptr,
                     size_t               size)
{
  if (size != sizeof APP_ID)
    return;
  g_mutex_lock (&ui_test_noted_lock);
  ui_test_noted[ui_test_n_noted++ % G_N_ELEMENTS (ui_test_noted)] = ptr;
  g_mutex_unlock (&ui_test_noted_lock);
}

static void
ui_test_free_hook (const volatile void *ptr)
{
}

static void
ui_test_ignore_app_id_copies (void)
{
  g_mutex_lock (&ui_test_noted_lock);
  for (guint i = 0; i < MIN (ui_test_n_noted, G_N_ELEMENTS (ui_test_noted)); i++)
    {
      const void *block = (const void *) ui_test_noted[i];

      if (__sanitizer_get_ownership (block) &&
          __sanitizer_get_allocated_size (block) == sizeof APP_ID &&
          memcmp (block, APP_ID, sizeof APP_ID) == 0)
        __lsan_ignore_object (block);
    }
  ui_test_n_noted = 0;
  g_mutex_unlock (&ui_test_noted_lock);
}

/* Emission hooks run after the class handler of a run-first signal such
 * as GApplication::startup: the copy has been made. */
static gboolean
ui_test_started_hook (GSignalInvocationHint *hint,
                      guint                  n_values,
                      const GValue          *values,
                      gpointer               data)
{
  ui_test_ignore_app_id_copies ();
  return TRUE;
}

static void
ui_test_watch_app_id_copies (void)
{
  g_type_class_unref (g_type_class_ref (G_TYPE_APPLICATION));
  __sanitizer_install_malloc_and_free_hooks (ui_test_malloc_hook, ui_test_free_hook);
  g_signal_add_emission_hook (g_signal_lookup ("startup", G_TYPE_APPLICATION), 0,
                              ui_test_started_hook, NULL, NULL);
}
#else
static void ui_test_watch_app_id_copies (void) { }
static void ui_test_ignore_app_id_copies (void) { }
#endif

/* Returns FALSE, having reported the program as skipped, when there is no
 * display: gtk_init () cannot fail gracefully without one (a
 * flatpak-builder sandbox, say). */
gboolean
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
  /* The endgame tables too, in a folder of the run's; and a search near
   * a game's end does not start building them, which would take the
   * cores from the tests: a test that wants a build asks for it. */
  g_setenv ("XDG_DATA_HOME", ui_test_state_dir, TRUE);
  _ak_tables_manager_set_auto_build_default (FALSE);

  /* Not gtk_test_init (): since GTK 4.10 it switches to en_US.UTF-8 and
   * warns, fatally, where that locale is not installed.  The tests need no
   * locale but the C.UTF-8 of their environment (tests/meson.build), which
   * gtk_init () takes from LC_ALL. */
  g_test_init (argc, argv, NULL);
  g_log_set_writer_func (ui_test_log_writer, NULL, NULL);
  g_test_log_set_fatal_handler (ui_test_fatal_handler, NULL);
  gtk_init ();
  adw_init ();
  ui_test_watch_app_id_copies ();
  ui_test_park_pointer ();
  return TRUE;
}

/* Lets pending idles and frame callbacks run, and drop their references. */
void
drain_main_context (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Resets every key of the app's settings, the preferences too: a test may
 * have changed them. */
void
ui_test_reset_all_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.adjikui.AdjiKui");
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
}

/* The first toplevel of @type: dialogs are transient for a window but not
 * added to the application, so they are looked up among all toplevels. */
GtkWindow *
find_toplevel_of_type (GType type)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      return l->data;
  return NULL;
}

/* The dialog shown over @window, which AdwDialogs are (they are no
 * toplevels of their own); NULL if none is, or @window has no dialog
 * host. */
G_GNUC_UNUSED static AdwDialog *
ui_test_get_visible_dialog (GtkWindow *window)
{
  if (ADW_IS_APPLICATION_WINDOW (window))
    return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  if (ADW_IS_WINDOW (window))
    return adw_window_get_visible_dialog (ADW_WINDOW (window));
  return NULL;
}

/* The dialog of @type shown over any window, or NULL. */
gpointer
ui_test_find_dialog_of_type (GType type)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    {
      AdwDialog *dialog = ui_test_get_visible_dialog (l->data);

      if (G_TYPE_CHECK_INSTANCE_TYPE (dialog, type))
        return dialog;
    }
  return NULL;
}

/* Closes every dialog of @type shown, without an answer. */
void
ui_test_close_dialogs_of_type (GType type)
{
  AdwDialog *dialog;

  while ((dialog = ui_test_find_dialog_of_type (type)) != NULL)
    adw_dialog_force_close (dialog);
}

/* The alert (a question or an error) shown over any window, or NULL. */
AdwAlertDialog *
ui_test_find_alert_dialog (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    {
      AdwDialog *dialog = ui_test_get_visible_dialog (l->data);

      if (ADW_IS_ALERT_DIALOG (dialog))
        return ADW_ALERT_DIALOG (dialog);
    }
  return NULL;
}

/* Spins the main context until an alert is shown, and returns it. */
AdwAlertDialog *
ui_test_wait_for_alert_dialog (void)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  AdwAlertDialog *dialog;

  while ((dialog = ui_test_find_alert_dialog ()) == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return dialog;
}

GtkWidget *
ui_test_find_button (GtkWidget  *widget,
                     const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
ui_test_closed_cb (AdwDialog *dialog,
                   gboolean  *closed)
{
  *closed = TRUE;
}

/* Clicks the button of @response, as a person would, and waits for the
 * alert to close. */
void
ui_test_alert_respond (AdwAlertDialog *dialog,
                       const char     *response)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  GtkWidget *button;
  gboolean closed = FALSE;
  gulong handler;

  g_assert_true (adw_alert_dialog_has_response (dialog, response));
  button = ui_test_find_button (GTK_WIDGET (dialog),
                                adw_alert_dialog_get_response_label (dialog, response));
  g_assert_nonnull (button);
  g_object_ref (dialog);
  handler = g_signal_connect (dialog, "closed", G_CALLBACK (ui_test_closed_cb), &closed);
  g_signal_emit_by_name (button, "clicked");
  while (!closed)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_signal_handler_disconnect (dialog, handler);
  g_object_unref (dialog);
}

/* Closes every alert shown, without an answer. */
void
ui_test_close_alert_dialogs (void)
{
  AdwAlertDialog *dialog;

  while ((dialog = ui_test_find_alert_dialog ()) != NULL)
    adw_dialog_force_close (ADW_DIALOG (dialog));
}

/* The first widget of @type under @widget (or @widget itself), depth
 * first. */
GtkWidget *
ui_test_find_descendant (GtkWidget *widget,
                         GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first widget under @widget (or @widget itself) whose name, as
 * gtk_widget_set_name () or a .ui file's `name` gives it, is @name. */
GtkWidget *
ui_test_find_named (GtkWidget  *widget,
                    const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Spins the main context until @dialog has closed, which it does once
 * its closing animation is over. */
static void
ui_test_wait_for_closed (AdwDialog *dialog,
                         gboolean  *closed)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!*closed)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* Clicks the button named @name in @dialog, as a person would: it must
 * be shown and sensitive.  Waits for the dialog to close. */
void
ui_test_dialog_click (AdwDialog  *dialog,
                      const char *name)
{
  GtkWidget *button = ui_test_find_named (GTK_WIDGET (dialog), name);
  gboolean closed = FALSE;
  gulong handler;

  g_assert_nonnull (button);
  g_assert_true (GTK_IS_BUTTON (button));
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_object_ref (dialog);
  handler = g_signal_connect (dialog, "closed", G_CALLBACK (ui_test_closed_cb), &closed);
  g_signal_emit_by_name (button, "clicked");
  ui_test_wait_for_closed (dialog, &closed);
  g_signal_handler_disconnect (dialog, handler);
  g_object_unref (dialog);
}

/* Closes @dialog as Escape or its close button does, and waits. */
void
ui_test_dialog_close (AdwDialog *dialog)
{
  gboolean closed = FALSE;
  gulong handler;

  g_object_ref (dialog);
  handler = g_signal_connect (dialog, "closed", G_CALLBACK (ui_test_closed_cb), &closed);
  g_assert_true (adw_dialog_close (dialog));
  ui_test_wait_for_closed (dialog, &closed);
  g_signal_handler_disconnect (dialog, handler);
  g_object_unref (dialog);
}

/* Spins the main context until @window is on screen and laid out. */
void
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
int
ui_test_run (void)
{
  int status = g_test_run ();

  ui_test_ignore_app_id_copies ();
  ui_test_remove_tree (ui_test_state_dir);
  g_clear_pointer (&ui_test_state_dir, g_free);
  return status;
}

/* Closes what is shown over @window (alerts, the game's summary),
 * destroys it, waits for the searches it started to stop, and checks that
 * nothing keeps it alive. */
void
ui_test_destroy_window (AkWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 40 * G_USEC_PER_SEC;

  ui_test_close_alert_dialogs ();
  ui_test_close_dialogs_of_type (AK_TYPE_GAME_OVER_DIALOG);
  gtk_window_destroy (GTK_WINDOW (window));
  while (ak_window_get_thinking (window))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  drain_main_context ();
  g_assert_finalize_object (window);
}

/* Spins the main loop until @done says so, failing after ten seconds, and
 * lets what it queued run. */
void
ui_test_wait_until (gboolean (*done) (gpointer data),
                    gpointer   data)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!done (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  drain_main_context ();
}

/* Lets @ms milliseconds of frames go by, so that what was queued is laid
 * out. */
void
ui_test_settle (guint ms)
{
  gint64 until = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < until)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  drain_main_context ();
}
