/* test-dialog-sizes.c — every dialog at a phone's width, in every language
 *
 * Each dialog the window opens is shown over a 360 px wide window, at
 * the normal text size and at 1.5 times it (as GNOME's Large Text
 * does), in English and in each translation.  Nothing in it may reach
 * past the window's edges, no text may be cut short with an ellipsis or
 * at its foot,
 * nothing may scroll sideways, and the app's own widgets get at least
 * the room they ask for.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-dialog-sizes"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "ui-test-setup.h"

#include "ak-board-view.h"
#include "ak-how-to-play.h"
#include "ak-new-game-dialog.h"
#include "ak-report-dialog.h"
#include "ak-window.h"

#define PHONE_WIDTH     360
#define PHONE_HEIGHT    640
/* GtkSettings:gtk-xft-dpi at 96 dpi, in 1024ths, times the text scale. */
#define NORMAL_DPI      (96 * 1024)
#define LARGE_DPI       (96 * 1024 * 3 / 2)

/* Switches the messages to @language ("C" for the untranslated ones),
 * read from the build's catalogues.  gettext follows LANGUAGE only in a
 * locale other than C (C.UTF-8 included): the messages' locale is then
 * en_US.UTF-8, where there is one.  Returns FALSE, the test skipped, where
 * there is none. */
static gboolean
set_language (const char *language)
{
  g_autofree char *po_dir = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);

  g_setenv ("LANGUAGE", language, TRUE);
  if (!g_str_equal (language, "C"))
    {
      if (setlocale (LC_MESSAGES, "en_US.UTF-8") == NULL)
        {
          g_test_skip ("no en_US.UTF-8 locale, under which LANGUAGE would choose the messages");
          return FALSE;
        }
    }
  else
    setlocale (LC_MESSAGES, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, po_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  /* The templates' strings are looked up in the default domain, as in
   * the app (src/main.c). */
  textdomain (GETTEXT_PACKAGE);
  return TRUE;
}

static void
set_text_scale (int dpi)
{
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", dpi, NULL);
}

typedef struct
{
  const char *what;
  GtkWidget  *window;
  guint       n_checked;
} Check;

static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *window)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  return bounds;
}

/* Every widget that does not fit is reported, and the test fails at its
 * end: one run shows all of a dialog's troubles. */
#define report(...) G_STMT_START {                 \
    g_autofree char *report_text = g_strdup_printf (__VA_ARGS__); \
    g_test_message ("NOT FITTING: %s", report_text);             \
    g_test_fail_printf ("%s", report_text);                      \
  } G_STMT_END

static const char *
describe (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    return gtk_label_get_text (GTK_LABEL (widget));
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    return gtk_button_get_label (GTK_BUTTON (widget));
  return gtk_widget_get_css_name (widget);
}

static void
check_widget (Check     *check,
              GtkWidget *widget)
{
  GtkWidget *window = check->window;
  graphene_rect_t bounds;
  GtkWidget *parent = gtk_widget_get_parent (widget);

  if (!gtk_widget_get_mapped (widget) || !gtk_widget_get_child_visible (widget))
    return;
  /* A popover or a tooltip is a surface of its own. */
  if (GTK_IS_NATIVE (widget))
    return;
  check->n_checked++;

  /* Up to a pixel and a half over the edge is a border or a shadow. */
  bounds = bounds_in (widget, window);
  if (bounds.origin.x < -1.5 ||
      bounds.origin.x + bounds.size.width > gtk_widget_get_width (window) + 1.5)
    report ("%s: %s %p (%s, in %s) at x %g, %g px wide, is not inside the %d px window",
             check->what, G_OBJECT_TYPE_NAME (widget), widget, describe (widget),
             G_OBJECT_TYPE_NAME (parent), bounds.origin.x, bounds.size.width,
             gtk_widget_get_width (window));

  /* Text cut short. */
  if (GTK_IS_LABEL (widget) && gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE &&
      pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    report ("%s: the label “%s” (in %s) is cut short to %d px", check->what,
             gtk_label_get_text (GTK_LABEL (widget)), G_OBJECT_TYPE_NAME (parent),
             gtk_widget_get_width (widget));

  /* Text cut at its foot: a label that wraps into more lines than the
   * height it was given.  (Not in an alert, whose body label draws whole
   * in fewer lines than its measure says: seen on screenshots.) */
  if (GTK_IS_LABEL (widget) && gtk_widget_get_width (widget) > 0 &&
      gtk_label_get_wrap (GTK_LABEL (widget)) &&
      gtk_widget_get_ancestor (widget, ADW_TYPE_ALERT_DIALOG) == NULL)
    {
      int min_width;
      int min_height;
      int h_margins = gtk_widget_get_margin_start (widget) + gtk_widget_get_margin_end (widget);
      int v_margins = gtk_widget_get_margin_top (widget) + gtk_widget_get_margin_bottom (widget);
      GtkBorder css;

      /* A measure counts the style's margins too, which the allocation
       * leaves out (libadwaita's labels have some). */
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      gtk_style_context_get_margin (gtk_widget_get_style_context (widget), &css);
      G_GNUC_END_IGNORE_DEPRECATIONS
      h_margins += css.left + css.right;
      v_margins += css.top + css.bottom;

      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL,
                          MAX (gtk_widget_get_width (widget) + h_margins, min_width),
                          &min_height, NULL, NULL, NULL);
      if (gtk_widget_get_height (widget) < min_height - v_margins)
        report ("%s: the label “%s” (in %s) needs %d px of height, and has %d", check->what,
                gtk_label_get_text (GTK_LABEL (widget)), G_OBJECT_TYPE_NAME (parent),
                min_height - v_margins, gtk_widget_get_height (widget));
    }

  /* The app's own widgets, and what its templates hold directly. */
  if (g_str_has_prefix (G_OBJECT_TYPE_NAME (widget), "Ak") ||
      (parent != NULL && g_str_has_prefix (G_OBJECT_TYPE_NAME (parent), "Ak")))
    {
      int min_width;
      int h_margins = gtk_widget_get_margin_start (widget) + gtk_widget_get_margin_end (widget);

      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      if (gtk_widget_get_width (widget) < min_width - h_margins)
        report ("%s: %s %p (%s) has %d px, less than its minimum %d", check->what,
                 G_OBJECT_TYPE_NAME (widget), widget, describe (widget),
                 gtk_widget_get_width (widget), min_width - h_margins);
    }

  /* What scrolls may run past the scrolled window's ends, but not
   * sideways: a dialog at a phone's width is read from top to bottom. */
  if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (widget));
      GtkWidget *child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (widget));

      if (gtk_adjustment_get_upper (h) - gtk_adjustment_get_lower (h) >
          gtk_adjustment_get_page_size (h) + 1.5)
        report ("%s: a scrolled window %d px wide holds %g px", check->what,
                 gtk_widget_get_width (widget),
                 gtk_adjustment_get_upper (h) - gtk_adjustment_get_lower (h));
      if (child != NULL)
        {
          /* Inside it, only what is scrolled into view counts for the
           * edges; every label is checked for ellipses all the same. */
          for (GtkWidget *c = gtk_widget_get_first_child (child); c != NULL;
               c = gtk_widget_get_next_sibling (c))
            check_widget (check, c);
        }
      return;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_widget (check, child);
}

/* The dialog has slid in: its content is on screen, at its place. */
static gboolean
content_shown (gpointer data)
{
  AdwDialog *dialog = data;
  GtkWidget *child = adw_dialog_get_child (dialog);
  graphene_rect_t bounds;

  if (child == NULL || !gtk_widget_get_mapped (child) || gtk_widget_get_width (child) == 0 ||
      !gtk_widget_compute_bounds (child, gtk_widget_get_ancestor (child, GTK_TYPE_WINDOW), &bounds))
    return FALSE;
  return bounds.origin.y + bounds.size.height <= PHONE_HEIGHT + 0.5;
}

/* Checks what @dialog shows now, named @what in messages. */
static void
check_dialog (AkWindow   *window,
              AdwDialog  *dialog,
              const char *what)
{
  Check check = { what, GTK_WIDGET (window), 0 };

  ui_test_wait_until (content_shown, dialog);
  ui_test_settle (150);
  check_widget (&check, GTK_WIDGET (dialog));
  g_assert_cmpuint (check.n_checked, >, 10);
  g_test_message ("%s: %u widgets checked", what, check.n_checked);
}

static gboolean
window_is_narrow (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) == PHONE_WIDTH &&
         gtk_widget_get_height (GTK_WIDGET (data)) == PHONE_HEIGHT;
}

static gboolean
window_is_shown (gpointer data)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (data));

  return surface != NULL && gdk_surface_get_mapped (surface) &&
         gtk_widget_get_width (GTK_WIDGET (data)) > 0;
}

/* The window's frame (a shadow under Xvfb, with no window manager) is
 * on top of the size asked for: measured once, on a window of no
 * content. */
static int frame_width = -1;
static int frame_height = -1;

static void
measure_frame (void)
{
  GtkWidget *window;
  GdkSurface *surface;

  if (frame_width >= 0)
    return;
  window = adw_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 500);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_until (window_is_shown, window);
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  frame_width = gdk_surface_get_width (surface) - gtk_widget_get_width (window);
  frame_height = gdk_surface_get_height (surface) - gtk_widget_get_height (window);
  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
}

static AkWindow *
new_phone_window (void)
{
  AkWindow *window;

  measure_frame ();
  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), PHONE_WIDTH + frame_width,
                               PHONE_HEIGHT + frame_height);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_until (window_is_narrow, window);
  return window;
}

static gboolean
no_dialog (gpointer data)
{
  return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (data)) == NULL;
}

static AdwDialog *
open_dialog (AkWindow   *window,
             const char *action)
{
  AdwDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_nonnull (dialog);
  return dialog;
}

static void
close_dialog (AkWindow  *window,
              AdwDialog *dialog)
{
  adw_dialog_force_close (dialog);
  ui_test_wait_until (no_dialog, window);
}

/* A dialog's pages, each shown in turn. */
static void
check_stack_pages (AkWindow   *window,
                   AdwDialog  *dialog,
                   const char *what)
{
  GtkWidget *found = ui_test_find_descendant (GTK_WIDGET (dialog), ADW_TYPE_VIEW_STACK);
  g_autoptr(GtkSelectionModel) pages = NULL;

  if (found == NULL)
    {
      check_dialog (window, dialog, what);
      return;
    }
  pages = adw_view_stack_get_pages (ADW_VIEW_STACK (found));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (pages)); i++)
    {
      g_autoptr(AdwViewStackPage) page = g_list_model_get_item (G_LIST_MODEL (pages), i);
      g_autofree char *page_what = g_strdup_printf ("%s, page %u", what, i + 1);

      adw_view_stack_set_visible_child (ADW_VIEW_STACK (found),
                                        adw_view_stack_page_get_child (page));
      check_dialog (window, dialog, page_what);
    }
}

static void
check_how_to_play (AkWindow   *window,
                   AdwDialog  *dialog,
                   const char *what)
{
  AkHowToPlay *walk = AK_HOW_TO_PLAY (dialog);

  for (guint i = 0; i < ak_how_to_play_get_n_steps (walk); i++)
    {
      g_autofree char *page_what = g_strdup_printf ("%s, step %u", what, i + 1);

      ak_how_to_play_go_to (walk, i);
      check_dialog (window, dialog, page_what);
    }
}

/* The New Game dialog for a game against the computer, for two people
 * and for a match. */
static void
check_new_game (AkWindow   *window,
                AdwDialog  *dialog,
                const char *what)
{
  g_autofree char *two = g_strdup_printf ("%s, two players", what);

  check_dialog (window, dialog, what);
  ak_new_game_dialog_set_level (AK_NEW_GAME_DIALOG (dialog), AK_NORTH, 0);
  check_dialog (window, dialog, two);
}

/* The performance report of tests/data/reviewed.akn, on a table of its
 * own over the window: the window keeps its new game.  (With a reviewed
 * game on the board, its graph under the board makes the window itself
 * ask 642 px of a 640 px phone with GTK 4.20 and later: the window's
 * layout, not the report's.) */
static AdwDialog *
present_report (AkWindow *window)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(AkGame) game = NULL;
  g_autoptr(AkTable) table = ak_table_new ();
  AdwDialog *dialog;

  g_assert_true (g_file_get_contents (g_test_get_filename (G_TEST_DIST, "data", "reviewed.akn",
                                                           NULL),
                                      &text, NULL, &error));
  records = ak_file_read_text (text, -1, &error);
  g_assert_no_error (error);
  game = ak_game_new_from_record (g_ptr_array_index (records, 0));
  ak_table_set_game (table, game);
  dialog = ak_report_dialog_new (table, NULL);
  adw_dialog_present (dialog, GTK_WIDGET (window));
  return dialog;
}

/* The performance report: each player's column, stacked. */
static void
check_report (AkWindow   *window,
              AdwDialog  *dialog,
              const char *what)
{
  GtkWidget *south = ui_test_find_named (GTK_WIDGET (dialog), "south");
  GtkWidget *north = ui_test_find_named (GTK_WIDGET (dialog), "north");
  graphene_rect_t south_bounds;
  graphene_rect_t north_bounds;

  check_dialog (window, dialog, what);
  g_assert_nonnull (south);
  g_assert_nonnull (north);
  south_bounds = bounds_in (south, GTK_WIDGET (window));
  north_bounds = bounds_in (north, GTK_WIDGET (window));
  g_assert_cmpfloat (north_bounds.origin.y, >=,
                     south_bounds.origin.y + south_bounds.size.height);
}

typedef struct
{
  const char *action;
  void      (*check) (AkWindow *window, AdwDialog *dialog, const char *what);
} DialogCase;

static const DialogCase dialogs[] = {
  { "win.new-game", check_new_game },
  { "win.preferences", check_stack_pages },
  { "win.set-up-position", check_stack_pages },
  { "win.how-to-play", check_how_to_play },
  { "win.welcome", check_stack_pages },
  { "win.export-image", check_stack_pages },
};

static void
test_dialogs (gconstpointer data)
{
  const char *language = data;
  AkWindow *window;

  if (!set_language (language))
    return;
  window = new_phone_window ();
  for (guint scale = 0; scale < 2; scale++)
    {
      set_text_scale (scale == 0 ? NORMAL_DPI : LARGE_DPI);
      for (guint i = 0; i < G_N_ELEMENTS (dialogs); i++)
        {
          g_autofree char *what = g_strdup_printf ("%s in %s at %s text", dialogs[i].action,
                                                   language, scale == 0 ? "normal" : "large");
          AdwDialog *dialog = open_dialog (window, dialogs[i].action);

          dialogs[i].check (window, dialog, what);
          close_dialog (window, dialog);
        }
      {
        g_autofree char *what = g_strdup_printf ("the report in %s at %s text", language,
                                                 scale == 0 ? "normal" : "large");
        AdwDialog *dialog = present_report (window);

        check_report (window, dialog, what);
        close_dialog (window, dialog);
      }
    }
  set_text_scale (NORMAL_DPI);

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
  g_assert_finalize_object (window);
  g_assert_true (set_language ("C"));
}

int
main (int   argc,
      char *argv[])
{
  static const char *languages[] = { "C", "cs", "es", "gu", "nl", "tl", "vi" };

  if (!ui_test_init (&argc, &argv))
    return 0;

  /* What AdwApplication loads for the app, which these windows have not:
   * the app's style sets some of the sizes looked at. */
  {
    g_autoptr(GtkCssProvider) style = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (style, RESOURCE_PATH "/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                GTK_STYLE_PROVIDER (style),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }

  /* A dialog measured while it opens is still growing or shrinking into
   * place (seen on a loaded machine: an alert's buttons 3 px over the
   * edge, a different width each run); without animations it is where it
   * ends up as soon as it is shown. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ak/ui/dialog-sizes/%s", languages[i]);

      g_test_add_data_func (path, languages[i], test_dialogs);
    }

  return ui_test_run ();
}
