/* ak-application.c — the application object
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-application"

#include "config.h"

#include "ak-application.h"
#include "ak-window.h"

#include <glib/gi18n.h>

struct _AkApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (AkApplication, ak_application, ADW_TYPE_APPLICATION)

static void
quit_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  AkApplication *self = user_data;

  g_assert (AK_IS_APPLICATION (self));

  g_application_quit (G_APPLICATION (self));
}

static void
about_activated_cb (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  AkApplication *self = user_data;
  GtkWindow *window;
  AdwAboutWindow *about;

  g_assert (AK_IS_APPLICATION (self));

  window = gtk_application_get_active_window (GTK_APPLICATION (self));

  /* The application icon arrives with the data files of a later release;
   * until then the About window shows none rather than a missing-image one.
   */
  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", window,
                        "modal", window != NULL,
                        "application-name", _("Adji Kui"),
                        "version", PACKAGE_VERSION,
                        "developer-name", _("The Adji Kui developers"),
                        "copyright", _("© The Adji Kui developers"),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "website", "https://github.com/adjikui/adji-kui",
                        "issue-url", "https://github.com/adjikui/adji-kui/issues",
                        "comments", _("Play and study the Afro-Cuban mancala games "
                                      "Adji Kui I and Adji Kui II.\n\n"
                                      "The rules follow the description on Mancala "
                                      "World, after R. M. Wilson Ferrer (1991)."),
                        /* Translators: Replace "translator-credits" with your
                         * name and email address, one translator per line. */
                        "translator-credits", _("translator-credits"),
                        NULL);

  gtk_window_present (GTK_WINDOW (about));
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = quit_activated_cb },
  { .name = "about", .activate = about_activated_cb },
};

static void
ak_application_activate (GApplication *app)
{
  GtkWindow *window;

  g_assert (AK_IS_APPLICATION (app));

  /* One window for now: activating again (a second launch, for example)
   * brings the existing one forward instead of opening another.
   */
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    window = GTK_WINDOW (ak_window_new (AK_APPLICATION (app)));

  gtk_window_present (window);
}

static void
ak_application_startup (GApplication *app)
{
  static const char *quit_accels[] = { "<Control>q", NULL };

  G_APPLICATION_CLASS (ak_application_parent_class)->startup (app);

  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
}

static void
ak_application_class_init (AkApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = ak_application_activate;
  app_class->startup = ak_application_startup;
}

static void
ak_application_init (AkApplication *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self),
                                   app_actions,
                                   G_N_ELEMENTS (app_actions),
                                   self);
}

/**
 * ak_application_new:
 * @application_id: the application id, normally `APP_ID`
 * @flags: the application flags
 *
 * Creates the application.  Its resources (window templates, `style.css`,
 * the shortcuts window) load from `RESOURCE_PATH`.
 *
 * Returns: (transfer full): a new #AkApplication
 */
AkApplication *
ak_application_new (const char        *application_id,
                    GApplicationFlags  flags)
{
  g_return_val_if_fail (application_id != NULL, NULL);

  return g_object_new (AK_TYPE_APPLICATION,
                       "application-id", application_id,
                       "flags", flags,
                       "resource-base-path", RESOURCE_PATH,
                       NULL);
}
