/* ui-test-setup.h — what every UI test program does first and last, and
 * what they all use to find and close windows and dialogs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "ak-window.h"

G_BEGIN_DECLS

/* The state folder of the test run: the app's autosave goes there, never
 * into the user's. */
extern char *ui_test_state_dir;

void ui_test_remove_tree (const char *path);

/* Puts the X pointer in the far corner of the screen, away from the test
 * windows, which open at the top left with no window manager: a pointer
 * resting on a widget would hover it and start tooltips at moments that
 * depend on the machine's load.  Without xdotool (or X) nothing moves. */
void ui_test_park_pointer (void);

/* Returns FALSE, having reported the program as skipped, when there is no
 * display: gtk_init () cannot fail gracefully without one (a
 * flatpak-builder sandbox, say). */
gboolean ui_test_init (int *argc, char ***argv);

/* Lets pending idles and frame callbacks run, and drop their references. */
void drain_main_context (void);

/* Resets every key of the app's settings, the preferences too: a test may
 * have changed them. */
void ui_test_reset_all_settings (void);

/* The first toplevel of @type: dialogs are transient for a window but not
 * added to the application, so they are looked up among all toplevels. */
GtkWindow *find_toplevel_of_type (GType type);

/* The dialog of @type shown over any window, or NULL. */
gpointer ui_test_find_dialog_of_type (GType type);

/* Closes every dialog of @type shown, without an answer. */
void ui_test_close_dialogs_of_type (GType type);

/* The alert (a question or an error) shown over any window, or NULL. */
AdwAlertDialog *ui_test_find_alert_dialog (void);

/* Spins the main context until an alert is shown, and returns it. */
AdwAlertDialog *ui_test_wait_for_alert_dialog (void);

GtkWidget *ui_test_find_button (GtkWidget *widget, const char *label);

/* Clicks the button of @response, as a person would, and waits for the
 * alert to close. */
void ui_test_alert_respond (AdwAlertDialog *dialog, const char *response);

/* Closes every alert shown, without an answer. */
void ui_test_close_alert_dialogs (void);

/* The first widget of @type under @widget (or @widget itself), depth
 * first. */
GtkWidget *ui_test_find_descendant (GtkWidget *widget, GType type);

/* The first widget under @widget (or @widget itself) whose name, as
 * gtk_widget_set_name () or a .ui file's `name` gives it, is @name. */
GtkWidget *ui_test_find_named (GtkWidget *widget, const char *name);

/* Clicks the button named @name in @dialog, as a person would: it must
 * be shown and sensitive.  Waits for the dialog to close. */
void ui_test_dialog_click (AdwDialog *dialog, const char *name);

/* Closes @dialog as Escape or its close button does, and waits. */
void ui_test_dialog_close (AdwDialog *dialog);

/* Spins the main context until @window is on screen and laid out. */
void ui_test_wait_for_window_shown (GtkWindow *window);

/* Runs the tests, then removes the state folder and what the app left in
 * it. */
int ui_test_run (void);

/* Closes what is shown over @window (alerts, the game's summary),
 * destroys it, waits for the searches it started to stop, and checks that
 * nothing keeps it alive. */
void ui_test_destroy_window (AkWindow *window);

/* Spins the main loop until @done says so, failing after ten seconds, and
 * lets what it queued run. */
void ui_test_wait_until (gboolean (*done) (gpointer data), gpointer data);

/* Lets @ms milliseconds of frames go by, so that what was queued is laid
 * out. */
void ui_test_settle (guint ms);

G_END_DECLS
