/* test-position-editor.c — setting up a position and starting from it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With AK_SCREENSHOT_DIR set, the editor is also photographed (with
 * `import`) in a valid and an invalid state.
 */

#define G_LOG_DOMAIN "test-position-editor"

#include "config.h"

#include "ui-test-setup.h"

#include "ak-position-editor.h"
#include "ak-position-editor-private.h"

#define WAIT_TIMEOUT_US (10 * G_USEC_PER_SEC)

static void
wait_ms (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

static void
count_cb (GtkButton *button,
          guint     *count)
{
  (*count)++;
}

/* Activates a button as the keyboard does, and waits for its click (GTK
 * shows the press for a moment first). */
static void
press_button (GtkWidget *button)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  guint clicks = 0;
  gulong id = g_signal_connect (button, "clicked", G_CALLBACK (count_cb), &clicks);

  g_assert_true (gtk_widget_activate (button));
  while (clicks == 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_signal_handler_disconnect (button, id);
}

typedef struct
{
  AkPositionEditor *editor;
  AkPosition        start;
  AkRules           rules;
  char             *chosen;
  gboolean          study;
  guint             n_chosen;
} Fixture;

static void
position_chosen_cb (AkPositionEditor *editor,
                    const char       *position,
                    gboolean          study,
                    Fixture          *fixture)
{
  g_free (fixture->chosen);
  fixture->chosen = g_strdup (position);
  fixture->study = study;
  fixture->n_chosen++;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  ak_rules_init (&fixture->rules);
  ak_position_init_start (&fixture->start, AK_SOUTH);
  fixture->editor = AK_POSITION_EDITOR (ak_position_editor_new (&fixture->rules, &fixture->start));
  g_object_ref_sink (fixture->editor);
  g_signal_connect (fixture->editor, "position-chosen", G_CALLBACK (position_chosen_cb), fixture);
  /* With no parent, libadwaita gives the dialog a window of its own. */
  adw_dialog_present (ADW_DIALOG (fixture->editor), NULL);
  ui_test_wait_for_window_shown (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (fixture->editor))));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  if (gtk_widget_get_root (GTK_WIDGET (fixture->editor)) != NULL)
    adw_dialog_force_close (ADW_DIALOG (fixture->editor));
  drain_main_context ();
  g_assert_finalize_object (fixture->editor);
  g_clear_pointer (&fixture->chosen, g_free);
}

static gboolean
start_sensitive (Fixture *fixture,
                 gboolean study)
{
  return gtk_widget_is_sensitive (_ak_position_editor_get_start_button (fixture->editor, study));
}

static void
assert_valid (Fixture *fixture)
{
  g_assert_true (ak_position_editor_get_valid (fixture->editor));
  g_assert_true (start_sensitive (fixture, FALSE));
  g_assert_true (start_sensitive (fixture, TRUE));
  g_assert_false (gtk_widget_get_visible (_ak_position_editor_get_reason_label (fixture->editor)));
}

static void
assert_invalid (Fixture    *fixture,
                const char *total_text)
{
  const char *reason = _ak_position_editor_get_reason_text (fixture->editor);

  g_assert_false (ak_position_editor_get_valid (fixture->editor));
  g_assert_false (start_sensitive (fixture, FALSE));
  g_assert_false (start_sensitive (fixture, TRUE));
  g_assert_cmpstr (_ak_position_editor_get_total_text (fixture->editor), ==, total_text);
  g_assert_true (gtk_widget_get_visible (_ak_position_editor_get_reason_label (fixture->editor)));
  g_assert_true (g_str_has_prefix (reason, "Cannot start: "));
  g_assert_nonnull (strstr (reason, "not 48"));
}

static void
screenshot (Fixture    *fixture,
            const char *name)
{
  const char *dir = g_getenv ("AK_SCREENSHOT_DIR");
  g_autofree char *command = NULL;
  g_autofree char *path = NULL;

  if (dir == NULL)
    return;

  /* Let the window lay out and draw. */
  wait_ms (500);

  path = g_build_filename (dir, name, NULL);
  command = g_strdup_printf ("import -window root %s", path);
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
}

static void
test_open (Fixture       *fixture,
           gconstpointer  data)
{
  g_assert_true (ak_position_equal (ak_position_editor_get_position (fixture->editor),
                                    &fixture->start));
  g_assert_cmpstr (_ak_position_editor_get_total_text (fixture->editor), ==, "48 of 48 seeds");
  g_assert_cmpstr (_ak_position_editor_get_hole_label (fixture->editor, 2), ==,
                   "Hole c, 4 seeds, South’s");
  g_assert_cmpstr (_ak_position_editor_get_hole_label (fixture->editor, 9), ==,
                   "Hole D, 4 seeds, North’s");
  assert_valid (fixture);
  screenshot (fixture, "position-editor-start.png");

  /* The dark style, with the sheet AdwApplication would load: the
   * style-dark.css split out of style.css for libadwaita 1.7, or else
   * style.css with its prefers-color-scheme block turned on, as libadwaita
   * 1.8 and later do (the property is GTK 4.20's). */
  if (g_getenv ("AK_SCREENSHOT_DIR") != NULL)
    {
      g_autoptr(GtkCssProvider) dark = gtk_css_provider_new ();
      AdwStyleManager *manager = adw_style_manager_get_default ();

      if (g_resources_get_info (RESOURCE_PATH "/style-dark.css", 0, NULL, NULL, NULL))
        gtk_css_provider_load_from_resource (dark, RESOURCE_PATH "/style-dark.css");
      else
        {
          gtk_css_provider_load_from_resource (dark, RESOURCE_PATH "/style.css");
          g_object_set (dark, "prefers-color-scheme", 2 /* GTK_INTERFACE_COLOR_SCHEME_DARK */,
                        NULL);
        }
      gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                  GTK_STYLE_PROVIDER (dark),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
      gtk_widget_activate_action (_ak_position_editor_get_hole (fixture->editor, 3),
                                  "hole.toggle-owner", NULL);
      screenshot (fixture, "position-editor-dark.png");
      gtk_widget_activate_action (_ak_position_editor_get_hole (fixture->editor, 3),
                                  "hole.toggle-owner", NULL);
      adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
      gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                     GTK_STYLE_PROVIDER (dark));
    }
}

static void
test_seeds (Fixture       *fixture,
            gconstpointer  data)
{
  AkPositionEditor *editor = fixture->editor;
  const AkPosition *pos = ak_position_editor_get_position (editor);
  GtkWidget *hole_a = _ak_position_editor_get_hole (editor, 0);
  GtkWidget *hole_d = _ak_position_editor_get_hole (editor, 9);

  /* − on hole a: one seed short. */
  g_assert_true (gtk_widget_activate_action (hole_a, "hole.remove", NULL));
  g_assert_cmpuint (pos->holes[0], ==, 3);
  g_assert_cmpstr (_ak_position_editor_get_hole_label (editor, 0), ==, "Hole a, 3 seeds, South’s");
  assert_invalid (fixture, "47 seeds — add 1");

  /* Start does nothing while the position is refused. */
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.start-game", NULL);
  gtk_widget_activate (_ak_position_editor_get_start_button (editor, TRUE));
  wait_ms (500);
  g_assert_cmpuint (fixture->n_chosen, ==, 0);
  g_assert_nonnull (gtk_widget_get_root (GTK_WIDGET (editor)));

  /* + on hole D: 48 again. */
  g_assert_true (gtk_widget_activate_action (hole_d, "hole.add", NULL));
  g_assert_cmpuint (pos->holes[9], ==, 5);
  g_assert_cmpstr (_ak_position_editor_get_total_text (editor), ==, "48 of 48 seeds");
  assert_valid (fixture);

  /* Typing 12 then Enter in hole b: 8 too many. */
  g_assert_true (_ak_position_editor_press_key (editor, 1, GDK_KEY_1));
  g_assert_true (_ak_position_editor_press_key (editor, 1, GDK_KEY_KP_2));
  g_assert_cmpuint (pos->holes[1], ==, 4);
  if (g_getenv ("AK_SCREENSHOT_DIR") != NULL)
    {
      gtk_widget_grab_focus (_ak_position_editor_get_hole (editor, 1));
      gtk_window_set_focus_visible (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (editor))), TRUE);
    }
  screenshot (fixture, "position-editor-typing.png");
  g_assert_true (_ak_position_editor_press_key (editor, 1, GDK_KEY_Return));
  g_assert_cmpuint (pos->holes[1], ==, 12);
  g_assert_cmpstr (_ak_position_editor_get_hole_label (editor, 1), ==, "Hole b, 12 seeds, South’s");
  assert_invalid (fixture, "56 seeds — remove 8");
  screenshot (fixture, "position-editor-invalid.png");

  /* Escape drops a number being typed; Enter with nothing typed is not
   * the hole's. */
  g_assert_true (_ak_position_editor_press_key (editor, 1, GDK_KEY_7));
  g_assert_true (_ak_position_editor_press_key (editor, 1, GDK_KEY_Escape));
  g_assert_false (_ak_position_editor_press_key (editor, 1, GDK_KEY_Return));
  g_assert_cmpuint (pos->holes[1], ==, 12);

  /* 4 then Enter: back to 48.  A count is never above 48. */
  g_assert_true (_ak_position_editor_press_key (editor, 1, GDK_KEY_4));
  g_assert_true (_ak_position_editor_press_key (editor, 1, GDK_KEY_KP_Enter));
  g_assert_cmpuint (pos->holes[1], ==, 4);
  assert_valid (fixture);
  g_assert_true (_ak_position_editor_press_key (editor, 1, GDK_KEY_9));
  g_assert_true (_ak_position_editor_press_key (editor, 1, GDK_KEY_9));
  g_assert_true (_ak_position_editor_press_key (editor, 1, GDK_KEY_Return));
  g_assert_cmpuint (pos->holes[1], ==, 48);

  /* Clear board leaves no seed on it; the starting position is back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.clear", NULL));
  g_assert_cmpuint (ak_position_seeds_on_board (pos), ==, 0);
  assert_invalid (fixture, "0 seeds — add 48");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.reset", NULL));
  g_assert_true (ak_position_equal (pos, &fixture->start));
  assert_valid (fixture);
}

static void
test_owner_side_stores (Fixture       *fixture,
                        gconstpointer  data)
{
  AkPositionEditor *editor = fixture->editor;
  const AkPosition *pos = ak_position_editor_get_position (editor);
  GtkWidget *owner_c = _ak_position_editor_get_owner_button (editor, 2);

  /* The owner button gives hole c to North, the O key gives it back. */
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (owner_c)), ==, "South");
  press_button (owner_c);
  g_assert_cmpint (ak_position_owner (pos, 2), ==, AK_NORTH);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (owner_c)), ==, "North");
  g_assert_cmpstr (_ak_position_editor_get_hole_label (editor, 2), ==, "Hole c, 4 seeds, North’s");
  assert_valid (fixture);
  screenshot (fixture, "position-editor-owner.png");
  g_assert_true (gtk_widget_activate_action (_ak_position_editor_get_hole (editor, 2),
                                             "hole.toggle-owner", NULL));
  g_assert_cmpint (ak_position_owner (pos, 2), ==, AK_SOUTH);
  g_assert_true (gtk_widget_activate_action (_ak_position_editor_get_hole (editor, 2),
                                             "hole.toggle-owner", NULL));

  /* Side to move and stores. */
  {
    GtkWidget *root = GTK_WIDGET (editor);
    GtkToggleButton *north = NULL;
    GtkSpinButton *south_store = NULL;

    /* Find them the way a person would: by what they show. */
    for (GtkWidget *w = gtk_widget_get_first_child (root); w != NULL;)
      {
        if (GTK_IS_TOGGLE_BUTTON (w) &&
            g_strcmp0 (gtk_button_get_label (GTK_BUTTON (w)), "North") == 0)
          north = GTK_TOGGLE_BUTTON (w);
        if (GTK_IS_SPIN_BUTTON (w) && south_store == NULL)
          south_store = GTK_SPIN_BUTTON (w);

        if (gtk_widget_get_first_child (w) != NULL && !GTK_IS_SPIN_BUTTON (w))
          w = gtk_widget_get_first_child (w);
        else
          {
            while (w != root && gtk_widget_get_next_sibling (w) == NULL)
              w = gtk_widget_get_parent (w);
            w = w == root ? NULL : gtk_widget_get_next_sibling (w);
          }
      }
    g_assert_nonnull (north);
    g_assert_nonnull (south_store);

    gtk_toggle_button_set_active (north, TRUE);
    g_assert_cmpint (pos->side, ==, AK_NORTH);

    /* Seeds taken off the board into South's store keep 48. */
    g_assert_true (gtk_widget_activate_action (_ak_position_editor_get_hole (editor, 0),
                                               "hole.remove", NULL));
    g_assert_true (gtk_widget_activate_action (_ak_position_editor_get_hole (editor, 0),
                                               "hole.remove", NULL));
    gtk_spin_button_set_value (south_store, 2);
    g_assert_cmpuint (pos->stores[AK_SOUTH], ==, 2);
    assert_valid (fixture);
    gtk_spin_button_set_value (south_store, 3);
    assert_invalid (fixture, "49 seeds — remove 1");
    gtk_spin_button_set_value (south_store, 2);
  }

  {
    g_autofree char *text = ak_position_to_string (pos);

    g_assert_cmpstr (text, ==, "2,4,4n,4,4,4/4,4,4,4,4,4 N 2-0");
  }
}

static void
paste (Fixture    *fixture,
       const char *text)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (fixture->editor));
  AkPosition before = *ak_position_editor_get_position (fixture->editor);
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  gdk_clipboard_set_text (clipboard, text);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "editor.paste", NULL));

  /* The clipboard is read asynchronously. */
  while (ak_position_equal (&before, ak_position_editor_get_position (fixture->editor)) &&
         _ak_position_editor_get_paste_error (fixture->editor) == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static void
test_paste_copy (Fixture       *fixture,
                 gconstpointer  data)
{
  AkPositionEditor *editor = fixture->editor;
  const AkPosition *pos = ak_position_editor_get_position (editor);
  const char *good = "0,6,3n,0,9,2/5s,1,0,7,4,1s N 6-4";
  AkPosition expected;
  AkPosition before;
  GdkContentProvider *content;
  GValue value = G_VALUE_INIT;

  g_assert_true (ak_position_parse (&expected, good, NULL));
  paste (fixture, good);
  g_assert_null (_ak_position_editor_get_paste_error (editor));
  g_assert_true (ak_position_equal (pos, &expected));
  g_assert_cmpstr (_ak_position_editor_get_hole_label (editor, 6), ==, "Hole A, 5 seeds, South’s");
  g_assert_cmpstr (_ak_position_editor_get_total_text (editor), ==, "48 of 48 seeds");
  assert_valid (fixture);

  /* Garbage: an error, the position unchanged. */
  before = *pos;
  paste (fixture, "hello, world");
  g_assert_nonnull (_ak_position_editor_get_paste_error (editor));
  g_assert_true (g_str_has_prefix (_ak_position_editor_get_paste_error (editor),
                                   "Could not paste: "));
  g_assert_true (ak_position_equal (pos, &before));

  /* A string with a wrong total is refused too, with the reason. */
  paste (fixture, "4,4,4,4,4,4/4,4,4,4,4,5 S 0-0");
  g_assert_nonnull (strstr (_ak_position_editor_get_paste_error (editor), "49"));
  g_assert_true (ak_position_equal (pos, &before));

  /* An edit clears the message. */
  g_assert_true (gtk_widget_activate_action (_ak_position_editor_get_hole (editor, 0),
                                             "hole.add", NULL));
  g_assert_null (_ak_position_editor_get_paste_error (editor));
  g_assert_true (gtk_widget_activate_action (_ak_position_editor_get_hole (editor, 0),
                                             "hole.remove", NULL));

  /* Banks pasted in are added to the stores. */
  paste (fixture, "4,4,4,4,4,4/4,4,4,4,4,0 N 0-0 2-2");
  g_assert_cmpuint (pos->stores[AK_SOUTH], ==, 2);
  g_assert_cmpuint (pos->stores[AK_NORTH], ==, 2);
  g_assert_cmpuint (pos->banks[AK_SOUTH] + pos->banks[AK_NORTH], ==, 0);
  assert_valid (fixture);

  /* A whole game: the position at its end, and its variant. */
  paste (fixture, "[Variant \"adji-kui-1\"]\n\n1. c *\n");
  if (_ak_position_editor_get_paste_error (editor) != NULL)
    g_test_message ("game paste: %s", _ak_position_editor_get_paste_error (editor));
  g_assert_null (_ak_position_editor_get_paste_error (editor));
  g_assert_cmpint (pos->side, ==, AK_NORTH);
  g_assert_cmpuint (pos->holes[2], ==, 0);
  g_assert_cmpint (ak_position_editor_get_rules (editor)->variant, ==, AK_VARIANT_ADJI_KUI_1);

  /* Copy puts the position string on the clipboard. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.copy", NULL));
  content = gdk_clipboard_get_content (gtk_widget_get_clipboard (GTK_WIDGET (editor)));
  g_assert_nonnull (content);
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
  {
    AkPosition copied;

    g_assert_true (ak_position_parse (&copied, g_value_get_string (&value), NULL));
    g_assert_true (ak_position_equal (&copied, pos));
  }
  g_value_unset (&value);
}

static void
test_start (Fixture       *fixture,
            gconstpointer  data)
{
  AkPositionEditor *editor = fixture->editor;
  AkPosition edited;
  AkPosition chosen;

  g_assert_true (gtk_widget_activate_action (_ak_position_editor_get_hole (editor, 4),
                                             "hole.remove", NULL));
  g_assert_true (gtk_widget_activate_action (_ak_position_editor_get_hole (editor, 11),
                                             "hole.add", NULL));
  press_button (_ak_position_editor_get_owner_button (editor, 7));
  edited = *ak_position_editor_get_position (editor);

  g_object_ref (editor);
  press_button (_ak_position_editor_get_start_button (editor, TRUE));
  drain_main_context ();

  g_assert_cmpuint (fixture->n_chosen, ==, 1);
  g_assert_true (fixture->study);
  g_assert_true (ak_position_parse (&chosen, fixture->chosen, NULL));
  g_assert_true (ak_position_equal (&chosen, &edited));
  g_assert_cmpstr (fixture->chosen, ==, "4,4,4,4,3,4/4,4s,4,4,4,5 S 0-0");

  /* The editor closes itself. */
  {
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    while (gtk_widget_get_root (GTK_WIDGET (editor)) != NULL)
      {
        g_assert_cmpint (g_get_monotonic_time (), <, deadline);
        g_main_context_iteration (NULL, FALSE);
        g_usleep (1000);
      }
  }
  g_object_unref (editor);
}

static void
test_start_game (Fixture       *fixture,
                 gconstpointer  data)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor),
                                             "editor.start-game", NULL));
  g_assert_cmpuint (fixture->n_chosen, ==, 1);
  g_assert_false (fixture->study);
  g_assert_cmpstr (fixture->chosen, ==, "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) css = NULL;

  if (!ui_test_init (&argc, &argv))
    return 0;

  /* The application's style sheet, as AdwApplication loads it: the
   * editor's board takes its wood from there. */
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, RESOURCE_PATH "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add ("/ak/ui/position-editor/open", Fixture, NULL,
              fixture_set_up, test_open, fixture_tear_down);
  g_test_add ("/ak/ui/position-editor/seeds", Fixture, NULL,
              fixture_set_up, test_seeds, fixture_tear_down);
  g_test_add ("/ak/ui/position-editor/owner-side-stores", Fixture, NULL,
              fixture_set_up, test_owner_side_stores, fixture_tear_down);
  g_test_add ("/ak/ui/position-editor/paste-copy", Fixture, NULL,
              fixture_set_up, test_paste_copy, fixture_tear_down);
  g_test_add ("/ak/ui/position-editor/start", Fixture, NULL,
              fixture_set_up, test_start, fixture_tear_down);
  g_test_add ("/ak/ui/position-editor/start-game", Fixture, NULL,
              fixture_set_up, test_start_game, fixture_tear_down);

  return ui_test_run ();
}
