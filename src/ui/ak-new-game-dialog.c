/* ak-new-game-dialog.c — the choices of a new game or match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-new-game-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-new-game-dialog.h"
#include "ak-error.h"
#include "ak-levels.h"

/* The rows of the variant list, in the order of the .ui file. */
static const AkVariant variants[] = {
  AK_VARIANT_ADJI_KUI_2,
  AK_VARIANT_ADJI_KUI_1,
};

/* The strongest level the player lists offer; North's default is in
 * the settings. */

/* The N a match end offers first, before the player picks another. */
#define DEFAULT_MATCH_GAMES 6
#define DEFAULT_MATCH_HOLES 9

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"

struct _AkNewGameDialog
{
  AdwDialog         parent_instance;

  /* Template widgets */
  GtkButton        *cancel_button;
  GtkButton        *start_button;
  GtkToggleButton  *single_button;
  GtkToggleButton  *match_button;
  AdwComboRow      *variant_row;
  AdwComboRow      *south_player_row;
  AdwComboRow      *north_player_row;
  AdwEntryRow      *south_name_row;
  AdwEntryRow      *north_name_row;
  AdwExpanderRow   *rules_row;
  AdwComboRow      *first_row;
  GtkSwitch        *skip_origin_switch;
  GtkSpinButton    *repetition_spin;
  GtkSpinButton    *no_capture_spin;
  AdwComboRow      *remainder_row;
  AdwComboRow      *next_starter_row;
  AdwComboRow      *match_end_row;
  AdwActionRow     *match_end_n_row;
  GtkSpinButton    *match_end_n_spin;
  AdwActionRow     *reset_row;
  AdwPreferencesGroup *teaching_group;
  AdwComboRow      *teaching_row;

  GSettings        *settings;

  /* The repetition count before the last change, to step over 1. */
  guint             repetition;
  /* The N of each kind of match end, kept while the other is chosen. */
  guint             match_games;
  guint             match_holes;
  /* Set while the N spin button is set up for another kind of end. */
  gboolean          configuring_match_end;
  gboolean          responded;
  gboolean          disposed;
  gboolean          keyboard_used;   /* a key was pressed in the dialog */
};

G_DEFINE_FINAL_TYPE (AkNewGameDialog, ak_new_game_dialog, ADW_TYPE_DIALOG)

enum {
  SIGNAL_RESPONSE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static AdwComboRow *
player_row (AkNewGameDialog *self,
            AkSide           side)
{
  return side == AK_SOUTH ? self->south_player_row : self->north_player_row;
}

static AdwEntryRow *
name_row (AkNewGameDialog *self,
          AkSide           side)
{
  return side == AK_SOUTH ? self->south_name_row : self->north_name_row;
}

static guint
spin_value (GtkSpinButton *spin)
{
  return (guint) gtk_spin_button_get_value_as_int (spin);
}

static AkMatchEnd
selected_match_end (AkNewGameDialog *self)
{
  switch (adw_combo_row_get_selected (self->match_end_row))
    {
    case 1:
      return AK_MATCH_END_GAMES;
    case 2:
      return AK_MATCH_END_HOLES;
    default:
      return AK_MATCH_END_RUIN;
    }
}

/* Every option as the controls show it, hidden match options included. */
static void
read_rules (AkNewGameDialog *self,
            AkRules         *rules)
{
  ak_rules_init (rules);
  rules->variant = ak_new_game_dialog_get_variant (self);
  rules->skip_origin = gtk_switch_get_active (self->skip_origin_switch);
  rules->repetition = spin_value (self->repetition_spin);
  rules->no_capture_limit = spin_value (self->no_capture_spin);
  rules->first = adw_combo_row_get_selected (self->first_row) == 1 ? AK_NORTH : AK_SOUTH;

  rules->remainder = adw_combo_row_get_selected (self->remainder_row) == 1
                     ? AK_REMAINDER_ROUND : AK_REMAINDER_BANK;
  switch (adw_combo_row_get_selected (self->next_starter_row))
    {
    case 1:
      rules->next_starter = AK_NEXT_STARTER_LOSER;
      break;
    case 2:
      rules->next_starter = AK_NEXT_STARTER_WINNER;
      break;
    default:
      rules->next_starter = AK_NEXT_STARTER_ALTERNATE;
      break;
    }
  rules->match_end = selected_match_end (self);
  switch (rules->match_end)
    {
    case AK_MATCH_END_GAMES:
      rules->match_end_n = self->match_games;
      break;
    case AK_MATCH_END_HOLES:
      rules->match_end_n = self->match_holes;
      break;
    case AK_MATCH_END_RUIN:
    default:
      rules->match_end_n = 0;
      break;
    }
}

/* Sets the N spin button up for the kind of match end chosen, with the
 * N last used for that kind. */
static void
sync_match_end (AkNewGameDialog *self)
{
  GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (self->match_end_n_spin);
  AkMatchEnd end = selected_match_end (self);

  self->configuring_match_end = TRUE;
  switch (end)
    {
    case AK_MATCH_END_GAMES:
      gtk_adjustment_configure (adjustment, self->match_games,
                                1, AK_RULES_MAX_MATCH_GAMES, 1, 10, 0);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->match_end_n_row),
                                     _("Number of Games"));
      adw_action_row_set_subtitle (self->match_end_n_row,
                                   _("How many games the match lasts"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->match_end_row),
                                   _("After a set number of games"));
      break;
    case AK_MATCH_END_HOLES:
      gtk_adjustment_configure (adjustment, self->match_holes,
                                AK_ROW_HOLES + 1, AK_N_HOLES, 1, 1, 0);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->match_end_n_row),
                                     _("Number of Holes"));
      adw_action_row_set_subtitle (self->match_end_n_row,
                                   _("The holes a player must own to win the match"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->match_end_row),
                                   _("When a player owns a set number of holes"));
      break;
    case AK_MATCH_END_RUIN:
    default:
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->match_end_row),
                                   _("When a player has too few seeds to fill a single hole"));
      break;
    }
  self->configuring_match_end = FALSE;
}

/* The match options explain the value chosen. */
static void
update_match_subtitles (AkNewGameDialog *self)
{
  const char *subtitle;

  if (adw_combo_row_get_selected (self->remainder_row) == 1)
    subtitle = _("Holes are shared out by rounding, so the board is always full");
  else
    subtitle = _("Seeds too few to fill a hole wait in the bank for the next game");
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->remainder_row), subtitle);

  switch (adw_combo_row_get_selected (self->next_starter_row))
    {
    case 1:
      subtitle = _("The loser of a game moves first in the next; after a draw, the players take turns");
      break;
    case 2:
      subtitle = _("The winner of a game moves first in the next; after a draw, the players take turns");
      break;
    default:
      subtitle = _("The players take turns to move first in the games of the match");
      break;
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->next_starter_row), subtitle);
}

static void
update_rules_summary (AkNewGameDialog *self)
{
  AkRules rules;
  AkRules standard;
  gboolean is_standard;

  ak_new_game_dialog_get_rules (self, &rules);
  ak_rules_init (&standard);
  standard.variant = rules.variant;
  is_standard = ak_rules_equal (&rules, &standard);

  adw_expander_row_set_subtitle (self->rules_row,
                                 is_standard ? _("Standard rules")
                                             : _("Changed from the standard rules"));
  gtk_widget_set_sensitive (GTK_WIDGET (self->reset_row), !is_standard);
}

static void
update_mode (AkNewGameDialog *self)
{
  gboolean is_match = ak_new_game_dialog_get_is_match (self);

  adw_dialog_set_title (ADW_DIALOG (self), is_match ? _("New Match") : _("New Game"));
  gtk_widget_set_visible (GTK_WIDGET (self->remainder_row), is_match);
  gtk_widget_set_visible (GTK_WIDGET (self->next_starter_row), is_match);
  gtk_widget_set_visible (GTK_WIDGET (self->match_end_row), is_match);
  gtk_widget_set_visible (GTK_WIDGET (self->match_end_n_row),
                          is_match && selected_match_end (self) != AK_MATCH_END_RUIN);
  update_rules_summary (self);
}

/* Shows @rules in the controls, the variant included. */
static void
show_rules (AkNewGameDialog *self,
            const AkRules   *rules)
{
  guint next_starter;
  guint match_end;

  ak_new_game_dialog_set_variant (self, rules->variant);
  gtk_switch_set_active (self->skip_origin_switch, rules->skip_origin);
  self->repetition = rules->repetition;
  gtk_spin_button_set_value (self->repetition_spin, rules->repetition);
  gtk_spin_button_set_value (self->no_capture_spin, rules->no_capture_limit);
  adw_combo_row_set_selected (self->first_row, rules->first == AK_NORTH ? 1 : 0);
  adw_combo_row_set_selected (self->remainder_row,
                              rules->remainder == AK_REMAINDER_ROUND ? 1 : 0);

  switch (rules->next_starter)
    {
    case AK_NEXT_STARTER_LOSER:
      next_starter = 1;
      break;
    case AK_NEXT_STARTER_WINNER:
      next_starter = 2;
      break;
    case AK_NEXT_STARTER_ALTERNATE:
    default:
      next_starter = 0;
      break;
    }
  adw_combo_row_set_selected (self->next_starter_row, next_starter);

  switch (rules->match_end)
    {
    case AK_MATCH_END_GAMES:
      self->match_games = CLAMP (rules->match_end_n, 1, AK_RULES_MAX_MATCH_GAMES);
      match_end = 1;
      break;
    case AK_MATCH_END_HOLES:
      self->match_holes = CLAMP (rules->match_end_n, AK_ROW_HOLES + 1, AK_N_HOLES);
      match_end = 2;
      break;
    case AK_MATCH_END_RUIN:
    default:
      match_end = 0;
      break;
    }
  adw_combo_row_set_selected (self->match_end_row, match_end);

  /* The selection may not have changed, but the N may have. */
  sync_match_end (self);
  update_match_subtitles (self);
  update_mode (self);
}

/* Teaching is offered when a person plays the computer. */
static void
update_teaching (AkNewGameDialog *self)
{
  gboolean south = ak_new_game_dialog_get_level (self, AK_SOUTH) > 0;
  gboolean north = ak_new_game_dialog_get_level (self, AK_NORTH) > 0;

  gtk_widget_set_visible (GTK_WIDGET (self->teaching_group), south != north);
}

/* Callbacks */

static void
rules_changed_cb (AkNewGameDialog *self)
{
  update_rules_summary (self);
}

static void
match_option_changed_cb (AkNewGameDialog *self)
{
  update_match_subtitles (self);
  update_rules_summary (self);
}

static void
mode_changed_cb (AkNewGameDialog *self)
{
  update_mode (self);
}

static void
match_end_changed_cb (AkNewGameDialog *self)
{
  sync_match_end (self);
  update_mode (self);
}

static void
match_end_n_changed_cb (AkNewGameDialog *self)
{
  if (self->configuring_match_end)
    return;

  switch (selected_match_end (self))
    {
    case AK_MATCH_END_GAMES:
      self->match_games = spin_value (self->match_end_n_spin);
      break;
    case AK_MATCH_END_HOLES:
      self->match_holes = spin_value (self->match_end_n_spin);
      break;
    case AK_MATCH_END_RUIN:
    default:
      break;
    }
  update_rules_summary (self);
}

/* A repetition count of 1 would end every game at once: the count
 * steps from 0 (off) straight to 2 and back. */
static void
repetition_changed_cb (AkNewGameDialog *self)
{
  guint value = spin_value (self->repetition_spin);

  if (value == 1)
    {
      gtk_spin_button_set_value (self->repetition_spin, self->repetition == 0 ? 2 : 0);
      return;
    }

  self->repetition = value;
  update_rules_summary (self);
}

/* The spin buttons whose 0 turns their rule off say so. */
static gboolean
off_spin_output_cb (GtkSpinButton *spin,
                    gpointer       user_data)
{
  if (gtk_spin_button_get_value_as_int (spin) != 0)
    return FALSE;

  /* Translators: a game-ending rule that is turned off */
  gtk_editable_set_text (GTK_EDITABLE (spin), C_("rule", "Off"));
  return TRUE;
}

static int
off_spin_input_cb (GtkSpinButton *spin,
                   double        *new_value,
                   gpointer       user_data)
{
  g_autofree char *text = g_utf8_casefold (gtk_editable_get_text (GTK_EDITABLE (spin)), -1);
  g_autofree char *off = g_utf8_casefold (C_("rule", "Off"), -1);

  if (g_strcmp0 (g_strstrip (text), off) != 0)
    return FALSE;

  *new_value = 0;
  return TRUE;
}

static void
reset_activated_cb (AkNewGameDialog *self)
{
  AkRules standard;

  ak_rules_init (&standard);
  standard.variant = ak_new_game_dialog_get_variant (self);
  show_rules (self, &standard);
}

/* Closes the dialog after @response, unless a handler already did. */
static void
respond_and_close (AkNewGameDialog *self,
                   const char      *response)
{
  g_object_ref (self);
  ak_new_game_dialog_response (self, response);
  if (!self->disposed)
    adw_dialog_force_close (ADW_DIALOG (self));
  g_object_unref (self);
}

static void
cancel_clicked_cb (AkNewGameDialog *self)
{
  respond_and_close (self, "cancel");
}

static void
start_clicked_cb (AkNewGameDialog *self)
{
  respond_and_close (self, "start");
}

/* The keyboard starts on Start, so that Enter starts the game as set up.
 * When the dialog opens as a bottom sheet (a narrow window), libadwaita
 * gives the keyboard to the sheet's first button, Cancel, before it would
 * give it to the focus widget, and Cancel becomes the focus widget.  Until
 * the person presses a key in the dialog, the keyboard goes back to
 * Start. */
static void
focus_widget_changed_cb (AkNewGameDialog *self,
                         GParamSpec      *pspec,
                         gpointer         user_data)
{
  if (self->keyboard_used || self->disposed)
    return;
  if (adw_dialog_get_focus (ADW_DIALOG (self)) == GTK_WIDGET (self->cancel_button))
    gtk_widget_grab_focus (GTK_WIDGET (self->start_button));
}

static gboolean
key_pressed_cb (AkNewGameDialog *self)
{
  self->keyboard_used = TRUE;
  return GDK_EVENT_PROPAGATE;
}

/* Vfuncs */

/* Closed otherwise (Escape, the parent going away), it cancels. */
static void
ak_new_game_dialog_closed (AdwDialog *dialog)
{
  AkNewGameDialog *self = AK_NEW_GAME_DIALOG (dialog);

  if (!self->responded)
    ak_new_game_dialog_response (self, "cancel");

  if (ADW_DIALOG_CLASS (ak_new_game_dialog_parent_class)->closed != NULL)
    ADW_DIALOG_CLASS (ak_new_game_dialog_parent_class)->closed (dialog);
}

static void
ak_new_game_dialog_dispose (GObject *object)
{
  AkNewGameDialog *self = AK_NEW_GAME_DIALOG (object);

  self->disposed = TRUE;
  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_NEW_GAME_DIALOG);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ak_new_game_dialog_parent_class)->dispose (object);
}

static void
ak_new_game_dialog_class_init (AkNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdwDialogClass *dialog_class = ADW_DIALOG_CLASS (klass);

  object_class->dispose = ak_new_game_dialog_dispose;
  dialog_class->closed = ak_new_game_dialog_closed;

  /**
   * AkNewGameDialog::response:
   * @self: the dialog
   * @response: "start" or "cancel"
   *
   * The player chose: "start" the game or match (the choices are still
   * readable in the handler), or "cancel" (also when the dialog is closed
   * otherwise).  The signal is detailed by @response, like
   * AdwAlertDialog's.
   */
  signals[SIGNAL_RESPONSE] =
    g_signal_new ("response",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ak-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, single_button);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, match_button);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, variant_row);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, south_player_row);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, north_player_row);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, teaching_group);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, teaching_row);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, south_name_row);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, north_name_row);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, rules_row);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, first_row);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, skip_origin_switch);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, repetition_spin);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, no_capture_spin);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, remainder_row);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, next_starter_row);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, match_end_row);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, match_end_n_row);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, match_end_n_spin);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, reset_row);
  gtk_widget_class_bind_template_callback (widget_class, rules_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, match_option_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, mode_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, match_end_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, match_end_n_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, repetition_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, off_spin_output_cb);
  gtk_widget_class_bind_template_callback (widget_class, off_spin_input_cb);
  gtk_widget_class_bind_template_callback (widget_class, reset_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ak_new_game_dialog_init (AkNewGameDialog *self)
{
  g_autofree char *last_rules = NULL;
  g_autoptr(GError) error = NULL;
  AkRules rules;
  int level;

  self->match_games = DEFAULT_MATCH_GAMES;
  self->match_holes = DEFAULT_MATCH_HOLES;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* A name is one line of a sane length: a pasted page does not become
   * a name that every label has to lay out. */
  adw_entry_row_set_max_length (self->south_name_row, AK_NAME_MAX_CHARS);
  adw_entry_row_set_max_length (self->north_name_row, AK_NAME_MAX_CHARS);
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (focus_widget_changed_cb), NULL);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
    gtk_widget_add_controller (GTK_WIDGET (self), keys);
  }
  /* A person, or the computer's levels by number and name; the subtitle
   * says how the chosen level plays. */
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    ak_level_fill_row (player_row (self, side), TRUE, _("A person at this screen"));

  /* The values stay whole, and the subtitles wrap. */
  ak_combo_row_keep_value_whole (self->variant_row);
  ak_combo_row_keep_value_whole (self->first_row);
  ak_combo_row_keep_value_whole (self->remainder_row);
  ak_combo_row_keep_value_whole (self->next_starter_row);
  ak_combo_row_keep_value_whole (self->match_end_row);

  /* In code: the builder sets the shared model after the rows' other
   * properties, which would reset a selection made in the .ui file. */
  self->settings = g_settings_new (SETTINGS_SCHEMA_ID);
  level = g_settings_get_int (self->settings, "default-computer-level");
  adw_combo_row_set_selected (self->north_player_row, CLAMP (level, 1, AK_LEVEL_MAX));

  /* The last choices, unless a hand-edited value makes no sense. */
  last_rules = g_settings_get_string (self->settings, "last-rules");
  if (!ak_rules_parse (&rules, last_rules, &error))
    {
      g_message ("Ignoring the last rules in the settings: %s", error->message);
      ak_rules_init (&rules);
    }
  ak_new_game_dialog_set_is_match (self, g_settings_get_boolean (self->settings, "last-match"));
  show_rules (self, &rules);

  ak_combo_row_keep_value_whole (self->teaching_row);
  {
    g_autofree char *mode = g_settings_get_string (self->settings, "teaching-mode");

    adw_combo_row_set_selected (self->teaching_row, g_str_equal (mode, "take-back") ? 2
                                                    : g_str_equal (mode, "warn") ? 1 : 0);
  }
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    g_signal_connect_object (player_row (self, side), "notify::selected",
                             G_CALLBACK (update_teaching), self, G_CONNECT_SWAPPED);
  update_teaching (self);
}

/**
 * ak_new_game_dialog_new:
 *
 * Creates the dialog with the last choices started, from the settings.
 *
 * Returns: (transfer floating): a new dialog, for adw_dialog_present ()
 */
AdwDialog *
ak_new_game_dialog_new (void)
{
  return g_object_new (AK_TYPE_NEW_GAME_DIALOG, NULL);
}

/**
 * ak_new_game_dialog_response:
 * @self: a dialog
 * @response: "start" or "cancel"
 *
 * Emits #AkNewGameDialog::response as the buttons do, but leaves the
 * dialog open.  "start" first remembers the rules and the choice of a
 * match in the settings, for the next dialog.
 */
void
ak_new_game_dialog_response (AkNewGameDialog *self,
                             const char      *response)
{
  g_return_if_fail (AK_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (response != NULL);

  self->responded = TRUE;

  if (g_strcmp0 (response, "start") == 0)
    {
      g_autofree char *text = NULL;
      AkRules rules;

      /* The match options are kept for a single game too. */
      read_rules (self, &rules);
      text = ak_rules_to_string (&rules, AK_RULES_FORMAT_INCLUDE_VARIANT);
      g_settings_set_string (self->settings, "last-rules", text);
      g_settings_set_boolean (self->settings, "last-match",
                              ak_new_game_dialog_get_is_match (self));
      /* Teaching is the window's too, in its menu: one setting. */
      if (gtk_widget_get_visible (GTK_WIDGET (self->teaching_group)))
        {
          static const char *const modes[] = { "off", "warn", "take-back" };

          g_settings_set_string (self->settings, "teaching-mode",
                                 modes[ak_new_game_dialog_get_teaching_mode (self)]);
        }
    }

  g_signal_emit (self, signals[SIGNAL_RESPONSE], g_quark_from_string (response), response);
}

AkVariant
ak_new_game_dialog_get_variant (AkNewGameDialog *self)
{
  guint selected;

  g_return_val_if_fail (AK_IS_NEW_GAME_DIALOG (self), AK_VARIANT_ADJI_KUI_2);

  selected = adw_combo_row_get_selected (self->variant_row);
  return selected < G_N_ELEMENTS (variants) ? variants[selected] : AK_VARIANT_ADJI_KUI_2;
}

void
ak_new_game_dialog_set_variant (AkNewGameDialog *self,
                                AkVariant        variant)
{
  g_return_if_fail (AK_IS_NEW_GAME_DIALOG (self));

  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    if (variants[i] == variant)
      adw_combo_row_set_selected (self->variant_row, i);
}

/**
 * ak_new_game_dialog_get_level:
 * @self: a dialog
 * @side: a side
 *
 * Returns: 0 if a person is to play @side, else the computer's level
 */
guint
ak_new_game_dialog_get_level (AkNewGameDialog *self,
                              AkSide           side)
{
  guint selected;

  g_return_val_if_fail (AK_IS_NEW_GAME_DIALOG (self), 0);
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, 0);

  selected = adw_combo_row_get_selected (player_row (self, side));
  return selected <= AK_LEVEL_MAX ? selected : 0;
}

void
ak_new_game_dialog_set_level (AkNewGameDialog *self,
                              AkSide           side,
                              guint            level)
{
  g_return_if_fail (AK_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (side == AK_SOUTH || side == AK_NORTH);
  g_return_if_fail (level <= AK_LEVEL_MAX);

  adw_combo_row_set_selected (player_row (self, side), level);
}

const char *
ak_new_game_dialog_get_name (AkNewGameDialog *self,
                             AkSide           side)
{
  g_return_val_if_fail (AK_IS_NEW_GAME_DIALOG (self), NULL);
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, NULL);

  return gtk_editable_get_text (GTK_EDITABLE (name_row (self, side)));
}

/**
 * ak_new_game_dialog_set_name:
 * @self: a dialog
 * @side: a side
 * @name: (nullable): the name to offer, of any length
 *
 * Offers @name as ak_error_quote_name() shows it: one line of at most
 * %AK_NAME_MAX_CHARS characters, what the row lets a person type.
 */
void
ak_new_game_dialog_set_name (AkNewGameDialog *self,
                             AkSide           side,
                             const char      *name)
{
  g_autofree char *shown = NULL;

  g_return_if_fail (AK_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (side == AK_SOUTH || side == AK_NORTH);

  shown = ak_error_quote_name (name, -1);
  gtk_editable_set_text (GTK_EDITABLE (name_row (self, side)), shown);
}

/**
 * ak_new_game_dialog_get_is_match:
 * @self: a dialog
 *
 * Returns: %TRUE if a match is to start, %FALSE for a single game
 */
gboolean
ak_new_game_dialog_get_is_match (AkNewGameDialog *self)
{
  g_return_val_if_fail (AK_IS_NEW_GAME_DIALOG (self), FALSE);

  return gtk_toggle_button_get_active (self->match_button);
}

/**
 * ak_new_game_dialog_set_is_match:
 * @self: a dialog
 * @is_match: %TRUE to offer a match, %FALSE a single game
 *
 * Chooses between a single game and a match; the match options show only
 * for a match.
 */
void
ak_new_game_dialog_set_is_match (AkNewGameDialog *self,
                                 gboolean         is_match)
{
  g_return_if_fail (AK_IS_NEW_GAME_DIALOG (self));

  gtk_toggle_button_set_active (is_match ? self->match_button : self->single_button, TRUE);
}

/**
 * ak_new_game_dialog_get_rules:
 * @self: a dialog
 * @out: (out caller-allocates): the rules chosen
 *
 * Gets the rules of the game or match to start, the variant included.
 * For a single game the options of match play (remainder, next-starter,
 * match-end) are their defaults, whatever the hidden rows hold.
 */
void
ak_new_game_dialog_get_rules (AkNewGameDialog *self,
                              AkRules         *out)
{
  g_return_if_fail (AK_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (out != NULL);

  read_rules (self, out);

  if (!ak_new_game_dialog_get_is_match (self))
    {
      AkRules standard;

      ak_rules_init (&standard);
      out->remainder = standard.remainder;
      out->next_starter = standard.next_starter;
      out->match_end = standard.match_end;
      out->match_end_n = standard.match_end_n;
    }
}

/**
 * ak_new_game_dialog_set_rules:
 * @self: a dialog
 * @rules: rules to offer, such as those of the game in play
 *
 * Shows @rules in the dialog, the variant included.  Whether a match is
 * offered does not change.
 */
void
ak_new_game_dialog_set_rules (AkNewGameDialog *self,
                              const AkRules   *rules)
{
  g_return_if_fail (AK_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (rules != NULL);

  show_rules (self, rules);
}

/**
 * ak_new_game_dialog_get_teaching_mode:
 * @self: a dialog
 *
 * Returns: the teaching mode chosen, for a game of a person against the
 *   computer
 */
AkTeachingMode
ak_new_game_dialog_get_teaching_mode (AkNewGameDialog *self)
{
  g_return_val_if_fail (AK_IS_NEW_GAME_DIALOG (self), AK_TEACHING_MODE_OFF);

  return MIN (adw_combo_row_get_selected (self->teaching_row), AK_TEACHING_MODE_TAKE_BACK);
}

void
ak_new_game_dialog_set_teaching_mode (AkNewGameDialog *self,
                                      AkTeachingMode   mode)
{
  g_return_if_fail (AK_IS_NEW_GAME_DIALOG (self));

  adw_combo_row_set_selected (self->teaching_row, MIN (mode, AK_TEACHING_MODE_TAKE_BACK));
}
