/* test-new-game-dialog.c — the choices of a new game or match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-new-game-dialog"

#include "config.h"

#include "ui-test-setup.h"

#include <string.h>

#include "ak-error.h"
#include "ak-levels.h"
#include "ak-new-game-dialog.h"

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"

static GSettings *
new_reset_settings (void)
{
  GSettings *settings = g_settings_new (SETTINGS_SCHEMA_ID);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);

  return settings;
}

/* A dialog that the test owns a reference to, shown in a window of its
 * own (as libadwaita shows a dialog with no parent). */
static AkNewGameDialog *
new_dialog (void)
{
  AkNewGameDialog *dialog = g_object_ref_sink (AK_NEW_GAME_DIALOG (ak_new_game_dialog_new ()));

  adw_dialog_present (ADW_DIALOG (dialog), NULL);
  return dialog;
}

static void
destroy_and_finalize (AkNewGameDialog *dialog)
{
  if (gtk_widget_get_root (GTK_WIDGET (dialog)) != NULL)
    adw_dialog_force_close (ADW_DIALOG (dialog));
  drain_main_context ();
  g_assert_finalize_object (dialog);
}

static gpointer
child (AkNewGameDialog *dialog,
       const char      *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                   AK_TYPE_NEW_GAME_DIALOG, name);

  g_assert_nonnull (object);
  return object;
}

static gboolean
child_visible (AkNewGameDialog *dialog,
               const char      *name)
{
  return gtk_widget_get_visible (GTK_WIDGET (child (dialog, name)));
}

static void
set_combo (AkNewGameDialog *dialog,
           const char      *name,
           guint            selected)
{
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (dialog, name)), selected);
}

static void
set_spin (AkNewGameDialog *dialog,
          const char      *name,
          double           value)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (dialog, name)), value);
}

static double
get_spin (AkNewGameDialog *dialog,
          const char      *name)
{
  return gtk_spin_button_get_value (GTK_SPIN_BUTTON (child (dialog, name)));
}

/* The dialog's rules as a rule string, the variant included. */
static char *
rules_string (AkNewGameDialog *dialog)
{
  AkRules rules;

  ak_new_game_dialog_get_rules (dialog, &rules);
  return ak_rules_to_string (&rules, AK_RULES_FORMAT_INCLUDE_VARIANT);
}

#define assert_rules(dialog, expected) \
  G_STMT_START { \
    g_autofree char *_text = rules_string (dialog); \
    g_assert_cmpstr (_text, ==, (expected)); \
  } G_STMT_END

static const char *
rules_summary (AkNewGameDialog *dialog)
{
  return adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (child (dialog, "rules_row")));
}

static void
test_new_game_dialog_defaults (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  AkNewGameDialog *dialog = new_dialog ();
  AkRules rules;
  AkRules standard;

  ak_rules_init (&standard);
  ak_new_game_dialog_get_rules (dialog, &rules);
  g_assert_true (ak_rules_equal (&rules, &standard));
  assert_rules (dialog, "");

  g_assert_false (ak_new_game_dialog_get_is_match (dialog));
  g_assert_cmpstr (adw_dialog_get_title (ADW_DIALOG (dialog)), ==, "New Game");
  g_assert_cmpint (ak_new_game_dialog_get_variant (dialog), ==, AK_VARIANT_ADJI_KUI_2);
  g_assert_cmpuint (ak_new_game_dialog_get_level (dialog, AK_SOUTH), ==, 0);
  g_assert_cmpuint (ak_new_game_dialog_get_level (dialog, AK_NORTH), ==, 3);
  g_assert_cmpstr (ak_new_game_dialog_get_name (dialog, AK_SOUTH), ==, "South");
  g_assert_cmpstr (ak_new_game_dialog_get_name (dialog, AK_NORTH), ==, "North");

  /* The rules fold away, and say they are the standard ones. */
  g_assert_false (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (child (dialog, "rules_row"))));
  g_assert_cmpstr (rules_summary (dialog), ==, "Standard rules");
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (child (dialog, "reset_row"))));

  destroy_and_finalize (dialog);
}

/* Every control changes its own option and nothing else. */
static void
test_new_game_dialog_controls (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  AkNewGameDialog *dialog = new_dialog ();
  GtkSpinButton *spin;

  ak_new_game_dialog_set_variant (dialog, AK_VARIANT_ADJI_KUI_1);
  assert_rules (dialog, "variant=adji-kui-1");
  /* The variant alone keeps the rules standard. */
  g_assert_cmpstr (rules_summary (dialog), ==, "Standard rules");
  ak_new_game_dialog_set_variant (dialog, AK_VARIANT_ADJI_KUI_2);
  assert_rules (dialog, "");

  gtk_switch_set_active (child (dialog, "skip_origin_switch"), TRUE);
  assert_rules (dialog, "skip-origin=yes");
  g_assert_cmpstr (rules_summary (dialog), ==, "Changed from the standard rules");
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (child (dialog, "reset_row"))));
  gtk_switch_set_active (child (dialog, "skip_origin_switch"), FALSE);
  assert_rules (dialog, "");
  g_assert_cmpstr (rules_summary (dialog), ==, "Standard rules");

  /* Repetition steps over 1, which would end every game at once. */
  set_spin (dialog, "repetition_spin", 0);
  assert_rules (dialog, "repetition=0");
  set_spin (dialog, "repetition_spin", 1);
  assert_rules (dialog, "repetition=2");
  set_spin (dialog, "repetition_spin", 1);
  assert_rules (dialog, "repetition=0");
  set_spin (dialog, "repetition_spin", 7);
  assert_rules (dialog, "repetition=7");

  /* 0 reads "Off", and "Off" can be typed. */
  spin = child (dialog, "no_capture_spin");
  set_spin (dialog, "no_capture_spin", 50);
  assert_rules (dialog, "repetition=7 no-capture-limit=50");
  set_spin (dialog, "no_capture_spin", 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "Off");
  assert_rules (dialog, "repetition=7 no-capture-limit=0");
  gtk_editable_set_text (GTK_EDITABLE (spin), "120");
  gtk_spin_button_update (spin);
  assert_rules (dialog, "repetition=7 no-capture-limit=120");
  gtk_editable_set_text (GTK_EDITABLE (spin), "off");
  gtk_spin_button_update (spin);
  assert_rules (dialog, "repetition=7 no-capture-limit=0");
  set_spin (dialog, "repetition_spin", 3);
  set_spin (dialog, "no_capture_spin", 200);
  assert_rules (dialog, "");

  set_combo (dialog, "first_row", 1);
  assert_rules (dialog, "first=north");
  set_combo (dialog, "first_row", 0);
  assert_rules (dialog, "");

  /* The match options count only in a match... */
  set_combo (dialog, "remainder_row", 1);
  set_combo (dialog, "next_starter_row", 2);
  set_combo (dialog, "match_end_row", 1);
  assert_rules (dialog, "");
  g_assert_cmpstr (rules_summary (dialog), ==, "Standard rules");

  /* ...where they are all there. */
  ak_new_game_dialog_set_is_match (dialog, TRUE);
  assert_rules (dialog, "remainder=round next-starter=winner match-end=games:6");
  set_combo (dialog, "remainder_row", 0);
  assert_rules (dialog, "next-starter=winner match-end=games:6");
  set_combo (dialog, "next_starter_row", 1);
  assert_rules (dialog, "next-starter=loser match-end=games:6");
  set_combo (dialog, "next_starter_row", 0);
  assert_rules (dialog, "match-end=games:6");

  set_spin (dialog, "match_end_n_spin", 12);
  assert_rules (dialog, "match-end=games:12");
  set_combo (dialog, "match_end_row", 2);
  assert_rules (dialog, "match-end=holes:9");
  g_assert_cmpfloat (get_spin (dialog, "match_end_n_spin"), ==, 9);
  /* Holes stay in 7..12. */
  set_spin (dialog, "match_end_n_spin", 40);
  assert_rules (dialog, "match-end=holes:12");
  set_spin (dialog, "match_end_n_spin", 2);
  assert_rules (dialog, "match-end=holes:7");
  set_spin (dialog, "match_end_n_spin", 11);
  assert_rules (dialog, "match-end=holes:11");
  /* Each kind of end keeps its own N. */
  set_combo (dialog, "match_end_row", 1);
  assert_rules (dialog, "match-end=games:12");
  g_assert_cmpfloat (get_spin (dialog, "match_end_n_spin"), ==, 12);
  set_combo (dialog, "match_end_row", 2);
  assert_rules (dialog, "match-end=holes:11");
  set_combo (dialog, "match_end_row", 0);
  assert_rules (dialog, "");

  destroy_and_finalize (dialog);
}

static void
test_new_game_dialog_match_rows (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  AkNewGameDialog *dialog = new_dialog ();

  /* A single game hides the match options. */
  g_assert_true (child_visible (dialog, "first_row"));
  g_assert_false (child_visible (dialog, "remainder_row"));
  g_assert_false (child_visible (dialog, "next_starter_row"));
  g_assert_false (child_visible (dialog, "match_end_row"));
  g_assert_false (child_visible (dialog, "match_end_n_row"));

  /* The toggle buttons choose, as the setter does. */
  gtk_toggle_button_set_active (child (dialog, "match_button"), TRUE);
  g_assert_true (ak_new_game_dialog_get_is_match (dialog));
  g_assert_cmpstr (adw_dialog_get_title (ADW_DIALOG (dialog)), ==, "New Match");
  g_assert_true (child_visible (dialog, "remainder_row"));
  g_assert_true (child_visible (dialog, "next_starter_row"));
  g_assert_true (child_visible (dialog, "match_end_row"));
  /* Ruin needs no number. */
  g_assert_false (child_visible (dialog, "match_end_n_row"));
  set_combo (dialog, "match_end_row", 1);
  g_assert_true (child_visible (dialog, "match_end_n_row"));
  g_assert_cmpstr (adw_preferences_row_get_title (child (dialog, "match_end_n_row")), ==,
                   "Number of Games");
  set_combo (dialog, "match_end_row", 2);
  g_assert_true (child_visible (dialog, "match_end_n_row"));
  g_assert_cmpstr (adw_preferences_row_get_title (child (dialog, "match_end_n_row")), ==,
                   "Number of Holes");

  gtk_toggle_button_set_active (child (dialog, "single_button"), TRUE);
  g_assert_false (ak_new_game_dialog_get_is_match (dialog));
  g_assert_cmpstr (adw_dialog_get_title (ADW_DIALOG (dialog)), ==, "New Game");
  g_assert_false (child_visible (dialog, "remainder_row"));
  g_assert_false (child_visible (dialog, "next_starter_row"));
  g_assert_false (child_visible (dialog, "match_end_row"));
  g_assert_false (child_visible (dialog, "match_end_n_row"));

  ak_new_game_dialog_set_is_match (dialog, TRUE);
  g_assert_true (gtk_toggle_button_get_active (child (dialog, "match_button")));
  g_assert_false (gtk_toggle_button_get_active (child (dialog, "single_button")));
  g_assert_true (child_visible (dialog, "match_end_n_row"));

  destroy_and_finalize (dialog);
}

static void
test_new_game_dialog_set_rules (void)
{
  static const char * const texts[] = {
    "",
    "variant=adji-kui-1",
    "skip-origin=yes repetition=0 no-capture-limit=0 first=north",
    "repetition=100 no-capture-limit=100000",
    "remainder=round next-starter=loser match-end=games:1",
    "next-starter=winner match-end=games:10000",
    "variant=adji-kui-1 skip-origin=yes repetition=5 no-capture-limit=120 "
      "remainder=round next-starter=winner match-end=holes:10 first=north",
  };
  g_autoptr(GSettings) settings = new_reset_settings ();
  AkNewGameDialog *dialog = new_dialog ();

  ak_new_game_dialog_set_is_match (dialog, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      AkRules rules;
      AkRules shown;

      g_assert_true (ak_rules_parse (&rules, texts[i], NULL));
      ak_new_game_dialog_set_rules (dialog, &rules);
      ak_new_game_dialog_get_rules (dialog, &shown);
      g_assert_true (ak_rules_equal (&rules, &shown));
      assert_rules (dialog, texts[i]);
    }

  /* The rules do not choose between a game and a match, and a single
   * game leaves out the match options but keeps them for later. */
  ak_new_game_dialog_set_is_match (dialog, FALSE);
  assert_rules (dialog, "variant=adji-kui-1 skip-origin=yes repetition=5 "
                        "no-capture-limit=120 first=north");
  ak_new_game_dialog_set_is_match (dialog, TRUE);
  assert_rules (dialog, texts[G_N_ELEMENTS (texts) - 1]);

  /* The same kind of end with another N. */
  {
    AkRules rules;

    g_assert_true (ak_rules_parse (&rules, "match-end=holes:8", NULL));
    ak_new_game_dialog_set_rules (dialog, &rules);
    assert_rules (dialog, "match-end=holes:8");
    g_assert_cmpfloat (get_spin (dialog, "match_end_n_spin"), ==, 8);
  }

  destroy_and_finalize (dialog);
}

static void
test_new_game_dialog_reset (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  AkNewGameDialog *dialog = new_dialog ();
  AkRules rules;

  g_assert_true (ak_rules_parse (&rules, "variant=adji-kui-1 skip-origin=yes repetition=0 "
                                 "remainder=round match-end=holes:10 first=north", NULL));
  ak_new_game_dialog_set_is_match (dialog, TRUE);
  ak_new_game_dialog_set_rules (dialog, &rules);
  g_assert_cmpstr (rules_summary (dialog), ==, "Changed from the standard rules");

  /* Standard rules, in the variant chosen. */
  g_signal_emit_by_name (child (dialog, "reset_row"), "activated");
  assert_rules (dialog, "variant=adji-kui-1");
  g_assert_cmpstr (rules_summary (dialog), ==, "Standard rules");
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (child (dialog, "reset_row"))));
  g_assert_true (ak_new_game_dialog_get_is_match (dialog));
  g_assert_false (child_visible (dialog, "match_end_n_row"));

  destroy_and_finalize (dialog);
}

/* Whether the dialog is still shown in a window. */
static gboolean
is_shown (AkNewGameDialog *dialog)
{
  return gtk_widget_get_root (GTK_WIDGET (dialog)) != NULL;
}

static void
record_response_cb (AkNewGameDialog *dialog,
                    const char      *response,
                    GPtrArray       *responses)
{
  g_ptr_array_add (responses, g_strdup (response));
}

static void
test_new_game_dialog_response (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  g_autoptr(GPtrArray) responses = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) starts = g_ptr_array_new_with_free_func (g_free);
  AkNewGameDialog *dialog;

  /* Start: the signal, then the dialog goes. */
  dialog = new_dialog ();
  g_assert_true (is_shown (dialog));
  g_signal_connect (dialog, "response", G_CALLBACK (record_response_cb), responses);
  g_signal_connect (dialog, "response::start", G_CALLBACK (record_response_cb), starts);
  g_signal_emit_by_name (child (dialog, "start_button"), "clicked");
  g_assert_cmpuint (responses->len, ==, 1);
  g_assert_cmpstr (responses->pdata[0], ==, "start");
  g_assert_cmpuint (starts->len, ==, 1);
  g_assert_false (is_shown (dialog));
  drain_main_context ();
  g_assert_finalize_object (dialog);

  /* Cancel. */
  g_ptr_array_set_size (responses, 0);
  g_ptr_array_set_size (starts, 0);
  dialog = new_dialog ();
  g_signal_connect (dialog, "response", G_CALLBACK (record_response_cb), responses);
  g_signal_connect (dialog, "response::start", G_CALLBACK (record_response_cb), starts);
  g_signal_emit_by_name (child (dialog, "cancel_button"), "clicked");
  g_assert_cmpuint (responses->len, ==, 1);
  g_assert_cmpstr (responses->pdata[0], ==, "cancel");
  g_assert_cmpuint (starts->len, ==, 0);
  g_assert_false (is_shown (dialog));
  drain_main_context ();
  g_assert_finalize_object (dialog);

  /* Closing the dialog otherwise (Escape, the window going) cancels too,
   * once. */
  g_ptr_array_set_size (responses, 0);
  dialog = new_dialog ();
  g_signal_connect (dialog, "response", G_CALLBACK (record_response_cb), responses);
  g_assert_true (adw_dialog_close (ADW_DIALOG (dialog)));
  {
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    while (responses->len == 0)
      {
        g_assert_cmpint (g_get_monotonic_time (), <, deadline);
        g_main_context_iteration (NULL, FALSE);
        g_usleep (1000);
      }
  }
  g_assert_cmpuint (responses->len, ==, 1);
  g_assert_cmpstr (responses->pdata[0], ==, "cancel");
  drain_main_context ();
  g_assert_finalize_object (dialog);
}

static void
test_new_game_dialog_settings (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  g_autofree char *saved = NULL;
  AkNewGameDialog *dialog;
  AkRules rules;

  /* Cancel forgets the choices. */
  dialog = new_dialog ();
  ak_new_game_dialog_set_is_match (dialog, TRUE);
  set_spin (dialog, "repetition_spin", 0);
  ak_new_game_dialog_response (dialog, "cancel");
  destroy_and_finalize (dialog);
  saved = g_settings_get_string (settings, "last-rules");
  g_assert_cmpstr (saved, ==, "");
  g_clear_pointer (&saved, g_free);
  g_assert_false (g_settings_get_boolean (settings, "last-match"));

  /* Start remembers them. */
  dialog = new_dialog ();
  g_assert_true (ak_rules_parse (&rules, "variant=adji-kui-1 repetition=0 "
                                 "next-starter=loser match-end=games:8", NULL));
  ak_new_game_dialog_set_rules (dialog, &rules);
  ak_new_game_dialog_set_is_match (dialog, TRUE);
  ak_new_game_dialog_response (dialog, "start");
  destroy_and_finalize (dialog);
  saved = g_settings_get_string (settings, "last-rules");
  g_assert_cmpstr (saved, ==, "variant=adji-kui-1 repetition=0 next-starter=loser match-end=games:8");
  g_clear_pointer (&saved, g_free);
  g_assert_true (g_settings_get_boolean (settings, "last-match"));

  dialog = new_dialog ();
  g_assert_true (ak_new_game_dialog_get_is_match (dialog));
  assert_rules (dialog, "variant=adji-kui-1 repetition=0 next-starter=loser match-end=games:8");
  g_assert_true (child_visible (dialog, "match_end_n_row"));

  /* A single game keeps the match options for the next match. */
  ak_new_game_dialog_set_is_match (dialog, FALSE);
  ak_new_game_dialog_response (dialog, "start");
  destroy_and_finalize (dialog);
  g_assert_false (g_settings_get_boolean (settings, "last-match"));
  dialog = new_dialog ();
  g_assert_false (ak_new_game_dialog_get_is_match (dialog));
  assert_rules (dialog, "variant=adji-kui-1 repetition=0");
  ak_new_game_dialog_set_is_match (dialog, TRUE);
  assert_rules (dialog, "variant=adji-kui-1 repetition=0 next-starter=loser match-end=games:8");
  destroy_and_finalize (dialog);

  /* A hand-edited value that makes no sense gives the standard rules. */
  g_settings_set_string (settings, "last-rules", "repetition=1 bogus");
  dialog = new_dialog ();
  assert_rules (dialog, "");
  destroy_and_finalize (dialog);

  g_object_unref (new_reset_settings ());
}

/* The player rows name each level and say, under the choice, how it
 * plays. */
static void
test_new_game_dialog_level_names (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  AkNewGameDialog *dialog = new_dialog ();
  g_autoptr(GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);

  /* What the issue asks for, at the two ends. */
  {
    g_autofree char *first = ak_level_dup_line (1);
    g_autofree char *last = ak_level_dup_line (5);

    g_assert_cmpstr (first, ==, "1 · Beginner — plays a random move a third of the time");
    g_assert_cmpstr (last, ==, "5 · Expert — thinks 2 s a move");
  }

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      AdwComboRow *row = ADW_COMBO_ROW (child (dialog, side == AK_SOUTH ? "south_player_row"
                                                                         : "north_player_row"));
      GListModel *model = adw_combo_row_get_model (row);

      g_assert_cmpuint (g_list_model_get_n_items (model), ==, 6);
      for (guint level = 0; level <= 5; level++)
        {
          GtkStringObject *item = g_list_model_get_item (model, level);
          const char *text = gtk_string_object_get_string (item);

          ak_new_game_dialog_set_level (dialog, side, level);
          g_assert_cmpuint (adw_combo_row_get_selected (row), ==, level);
          if (level == 0)
            {
              g_assert_cmpstr (text, ==, "Person");
              g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                               "A person at this screen");
            }
          else
            {
              g_autofree char *number = g_strdup_printf ("· %u · ", level);

              g_assert_true (g_str_has_prefix (text, "Computer "));
              g_assert_nonnull (strstr (text, number));
              g_assert_true (g_str_has_suffix (text, ak_level_get_name (level)));
              g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                               ak_level_get_summary (level));
              if (side == AK_SOUTH)
                g_hash_table_add (names, (gpointer) ak_level_get_name (level));
            }
          g_object_unref (item);
        }
    }
  /* Five names, none twice. */
  g_assert_cmpuint (g_hash_table_size (names), ==, 5);

  destroy_and_finalize (dialog);
}

/* A name is one line of at most AK_NAME_MAX_CHARS characters, typed or
 * pasted into the row, or offered from a game whose tag is longer. */
static void
test_new_game_dialog_long_names (void)
{
  g_autoptr(GSettings) settings = new_reset_settings ();
  AkNewGameDialog *dialog = new_dialog ();
  g_autoptr(GString) word = g_string_new (NULL);
  g_autoptr(GString) lines = g_string_new (NULL);
  GtkEditable *row = child (dialog, "south_name_row");
  const char *name;

  for (guint i = 0; i < 100 * 1024; i++)
    g_string_append_c (word, 'a' + i % 26);
  gtk_editable_set_text (row, word->str);
  name = ak_new_game_dialog_get_name (dialog, AK_SOUTH);
  g_assert_cmpuint (g_utf8_strlen (name, -1), ==, AK_NAME_MAX_CHARS);
  g_assert_true (g_str_has_prefix (word->str, name));

  /* Offered from a game: on one line, and cut as a label shows it. */
  while (lines->len < 1000)
    g_string_append (lines, "Tom & Jerry\n<3 ");
  ak_new_game_dialog_set_name (dialog, AK_NORTH, lines->str);
  name = ak_new_game_dialog_get_name (dialog, AK_NORTH);
  g_assert_cmpuint (g_utf8_strlen (name, -1), <=, AK_NAME_MAX_CHARS);
  g_assert_null (strchr (name, '\n'));
  g_assert_true (g_str_has_prefix (name, "Tom & Jerry <3 Tom & Jerry <3 "));
  g_assert_true (g_str_has_suffix (name, "…"));

  ak_new_game_dialog_set_name (dialog, AK_NORTH, "Rui");
  g_assert_cmpstr (ak_new_game_dialog_get_name (dialog, AK_NORTH), ==, "Rui");
  destroy_and_finalize (dialog);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/new-game-dialog/defaults", test_new_game_dialog_defaults);
  g_test_add_func ("/ak/ui/new-game-dialog/level-names", test_new_game_dialog_level_names);
  g_test_add_func ("/ak/ui/new-game-dialog/controls", test_new_game_dialog_controls);
  g_test_add_func ("/ak/ui/new-game-dialog/match-rows", test_new_game_dialog_match_rows);
  g_test_add_func ("/ak/ui/new-game-dialog/set-rules", test_new_game_dialog_set_rules);
  g_test_add_func ("/ak/ui/new-game-dialog/reset", test_new_game_dialog_reset);
  g_test_add_func ("/ak/ui/new-game-dialog/response", test_new_game_dialog_response);
  g_test_add_func ("/ak/ui/new-game-dialog/settings", test_new_game_dialog_settings);
  g_test_add_func ("/ak/ui/new-game-dialog/long-names", test_new_game_dialog_long_names);

  return ui_test_run ();
}
