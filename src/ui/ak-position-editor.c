/* ak-position-editor.c — "Set Up Position": edit a position, then start from it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The editor works on a copy of a position: seeds per hole, who owns each
 * hole, the side to move and the stores.  Banks belong to match play and
 * a position set up here starts a single game or a study, so banks in the
 * position it opens with are added to the stores of their players: the
 * total stays 48 and every hole plays the same.
 *
 * It never starts a position ak_position_validate () refuses: both Start
 * buttons are then insensitive and the reason is shown under the total.
 * Starting emits ::position-chosen with the position string, and whether
 * a study (both sides moved by the person) or a game was asked for; the
 * window then builds the game from the string and the rules of
 * ak_position_editor_get_rules ().
 */

#define G_LOG_DOMAIN "ak-position-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-levels.h"
#include "ak-position-editor.h"
#include "ak-position-editor-private.h"
#include "ak-board-renderer.h"

/* The longest number typed into a hole: 48 has two digits. */
#define MAX_TYPED_DIGITS 2

/* ----- one hole of the editing board ----- */

#define AK_TYPE_EDITOR_HOLE (ak_editor_hole_get_type ())

G_DECLARE_FINAL_TYPE (AkEditorHole, ak_editor_hole, AK, EDITOR_HOLE, GtkWidget)

struct _AkEditorHole
{
  GtkWidget         parent_instance;

  AkPositionEditor *editor;  /* not owned: the editor owns the hole */
  AkBoardRenderer  *renderer;
  int               hole;
  char              typed[MAX_TYPED_DIGITS + 1];
  char             *label;
  gboolean          hover;
};

G_DEFINE_FINAL_TYPE (AkEditorHole, ak_editor_hole, GTK_TYPE_WIDGET)

struct _AkPositionEditor
{
  AdwDialog        parent_instance;

  /* Template widgets */
  GtkGrid         *board_grid;
  GtkLabel        *total_label;
  GtkLabel        *reason_label;
  GtkLabel        *paste_label;
  GtkWidget       *start_game_button;
  GtkWidget       *start_study_button;
  GtkToggleButton *south_button;
  GtkToggleButton *north_button;
  AdwComboRow     *variant_row;
  GtkSpinButton   *south_store_spin;
  GtkSpinButton   *north_store_spin;

  AkEditorHole    *holes[AK_N_HOLES];
  GtkButton       *owner_buttons[AK_N_HOLES];

  AkPosition       pos;
  AkRules          rules;
  gboolean         valid;
  gboolean         updating;  /* TRUE while the widgets are set from pos */
  gboolean         narrow;    /* the owners shown by initial */
};

G_DEFINE_FINAL_TYPE (AkPositionEditor, ak_position_editor, ADW_TYPE_DIALOG)

enum {
  SIGNAL_POSITION_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void editor_set_count    (AkPositionEditor *self,
                                 int               hole,
                                 guint             count);
static void editor_toggle_owner (AkPositionEditor *self,
                                 int               hole);

/* The well and its seeds are drawn as the board draws them, so the
 * position looks the same here and in play; the count, which can be
 * typed, and the letter are laid out for editing. */
static void
ak_editor_hole_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  AkEditorHole *self = AK_EDITOR_HOLE (widget);
  const AkPosition *pos = ak_position_editor_get_position (self->editor);
  const AkBoardPalette *p = ak_board_renderer_get_palette (self->renderer);
  float width = gtk_widget_get_width (widget);
  float height = gtk_widget_get_height (widget);
  AkSide row = ak_hole_row (self->hole);
  gboolean typing = self->typed[0] != '\0';
  float count_h = MAX (height * 0.3f, 26.f);
  float r = MAX (MIN (width * 0.44f, (height - count_h) * 0.46f), 4.f);
  float cx = width / 2;
  float well_y;
  float count_y;
  float ring = MAX (2.f, r * 0.07f);
  char text[8];
  char letter[2] = { ak_hole_to_char (self->hole), '\0' };

  /* South's counts are under its row and North's above its own, as on
   * the board, so the numbers are on the outside. */
  if (row == AK_SOUTH)
    {
      well_y = (height - count_h) / 2;
      count_y = height - count_h / 2;
    }
  else
    {
      well_y = count_h + (height - count_h) / 2;
      count_y = count_h / 2;
    }

  /* The well, in its owner's colour if the other player owns it. */
  ak_board_renderer_draw_well (self->renderer, snapshot, self->hole,
                               ak_position_owner (pos, self->hole), cx, well_y, r);
  ak_board_renderer_draw_stones (self->renderer, snapshot, self->hole, pos->holes[self->hole],
                                 cx, well_y, r);

  if (self->hover)
    {
      GdkRGBA glow = ak_board_with_alpha (&p->hover, 0.18f);

      ak_board_draw_disc (snapshot, cx, well_y, r, &glow);
      ak_board_draw_ring (snapshot, cx, well_y, r * 1.02f, ring * 0.8f, &p->hover);
    }

  if (gtk_widget_has_visible_focus (widget) || typing)
    ak_board_draw_ring (snapshot, cx, well_y, r * 1.18f, MAX (2.f, r * 0.06f), &p->focus);

  /* The count, big; while a number is typed, the digits and a caret. */
  if (typing)
    g_snprintf (text, sizeof text, "%s_", self->typed);
  else
    g_snprintf (text, sizeof text, "%u", pos->holes[self->hole]);
  ak_board_renderer_draw_text (self->renderer, snapshot, text, cx, count_y, count_h * 0.72f, TRUE,
                               typing ? &p->focus : &p->count);

  /* The hole's letter, small, in the corner beside the count. */
  {
    GdkRGBA letter_colour = ak_board_with_alpha (&p->count, 0.6f);
    float size = MAX (count_h * 0.4f, 9.f);

    ak_board_renderer_draw_text (self->renderer, snapshot, letter, size * 0.6f, count_y, size,
                                 FALSE, &letter_colour);
  }
}

static void
ak_editor_hole_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Six of them and the board's rim fit a phone's width. */
      *minimum = 40;
      *natural = 96;
    }
  else
    {
      *minimum = 96;
      *natural = 128;
    }
}

static void
hole_update_label (AkEditorHole *self)
{
  const AkPosition *pos = ak_position_editor_get_position (self->editor);
  guint n = pos->holes[self->hole];
  const char *owner = ak_position_owner (pos, self->hole) == AK_SOUTH ? _("South’s")
                                                                      : _("North’s");

  g_free (self->label);
  /* Translators: the accessible name of a hole in the position editor:
   * its letter, its seeds and its owner, e.g. "Hole c, 5 seeds, South’s" */
  self->label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Hole %c, %u seed, %s",
                                              "Hole %c, %u seeds, %s", n),
                                 ak_hole_to_char (self->hole), n, owner);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->label,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double) n,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, self->label,
                                  -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
hole_clear_typed (AkEditorHole *self)
{
  if (self->typed[0] == '\0')
    return;

  self->typed[0] = '\0';
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Enter or leaving the hole sets the count typed, if any. */
static void
hole_commit_typed (AkEditorHole *self)
{
  guint64 count;

  if (self->typed[0] == '\0')
    return;

  count = g_ascii_strtoull (self->typed, NULL, 10);
  hole_clear_typed (self);
  editor_set_count (self->editor, self->hole, (guint) MIN (count, AK_N_SEEDS));
}

/* The keys of a hole that are not bindings: digits build a number. */
static gboolean
hole_key (AkEditorHole *self,
          guint         keyval)
{
  int digit = -1;
  gsize len = strlen (self->typed);

  if (keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9)
    digit = keyval - GDK_KEY_0;
  else if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    digit = keyval - GDK_KEY_KP_0;

  if (digit >= 0)
    {
      /* A third digit starts a new number: no count has three. */
      if (len == MAX_TYPED_DIGITS)
        len = 0;
      self->typed[len] = (char) ('0' + digit);
      self->typed[len + 1] = '\0';
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }

  if (len == 0)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      hole_commit_typed (self);
      return TRUE;

    case GDK_KEY_Escape:
      hole_clear_typed (self);
      return TRUE;

    case GDK_KEY_BackSpace:
      self->typed[len - 1] = '\0';
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;

    default:
      return FALSE;
    }
}

static gboolean
hole_key_pressed_cb (AkEditorHole          *self,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     GtkEventControllerKey *controller)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;

  return hole_key (self, keyval);
}

static void
hole_focus_leave_cb (AkEditorHole *self)
{
  hole_commit_typed (self);
}

static void
hole_pressed_cb (AkEditorHole    *self,
                 int              n_press,
                 double           x,
                 double           y,
                 GtkGestureClick *gesture)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (button == GDK_BUTTON_PRIMARY)
    gtk_widget_activate_action (GTK_WIDGET (self), "hole.add", NULL);
  else if (button == GDK_BUTTON_SECONDARY)
    gtk_widget_activate_action (GTK_WIDGET (self), "hole.remove", NULL);
  else
    return;

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static gboolean
hole_scroll_cb (AkEditorHole             *self,
                double                    dx,
                double                    dy,
                GtkEventControllerScroll *controller)
{
  if (dy < 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "hole.add", NULL);
  else if (dy > 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "hole.remove", NULL);
  return TRUE;
}

static void
hole_enter_cb (AkEditorHole *self)
{
  self->hover = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
hole_leave_cb (AkEditorHole *self)
{
  self->hover = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
hole_add_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  AkEditorHole *self = AK_EDITOR_HOLE (widget);
  const AkPosition *pos = ak_position_editor_get_position (self->editor);

  hole_clear_typed (self);
  if (pos->holes[self->hole] < AK_N_SEEDS)
    editor_set_count (self->editor, self->hole, pos->holes[self->hole] + 1);
  else
    gtk_widget_error_bell (widget);
}

static void
hole_remove_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  AkEditorHole *self = AK_EDITOR_HOLE (widget);
  const AkPosition *pos = ak_position_editor_get_position (self->editor);

  hole_clear_typed (self);
  if (pos->holes[self->hole] > 0)
    editor_set_count (self->editor, self->hole, pos->holes[self->hole] - 1);
  else
    gtk_widget_error_bell (widget);
}

static void
hole_toggle_owner_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  AkEditorHole *self = AK_EDITOR_HOLE (widget);

  editor_toggle_owner (self->editor, self->hole);
}

static void
ak_editor_hole_finalize (GObject *object)
{
  AkEditorHole *self = AK_EDITOR_HOLE (object);

  g_free (self->label);
  g_clear_pointer (&self->renderer, ak_board_renderer_free);

  G_OBJECT_CLASS (ak_editor_hole_parent_class)->finalize (object);
}

static void
ak_editor_hole_class_init (AkEditorHoleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ak_editor_hole_finalize;

  widget_class->snapshot = ak_editor_hole_snapshot;
  widget_class->measure = ak_editor_hole_measure;

  gtk_widget_class_set_css_name (widget_class, "editorhole");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_SPIN_BUTTON);

  gtk_widget_class_install_action (widget_class, "hole.add", NULL, hole_add_action);
  gtk_widget_class_install_action (widget_class, "hole.remove", NULL, hole_remove_action);
  gtk_widget_class_install_action (widget_class, "hole.toggle-owner", NULL,
                                   hole_toggle_owner_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "hole.add", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_SHIFT_MASK, "hole.add", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "hole.add", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "hole.add", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_CONTROL_MASK, "hole.add", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "hole.remove", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "hole.remove", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_CONTROL_MASK, "hole.remove", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, 0, "hole.toggle-owner", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_O, GDK_SHIFT_MASK, "hole.toggle-owner", NULL);
}

static void
ak_editor_hole_init (AkEditorHole *self)
{
  GtkEventController *controller;
  GtkGesture *click;

  self->renderer = ak_board_renderer_new (GTK_WIDGET (self));
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  /* Translators: the tooltip of a hole in the position editor */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self),
                               _("Click or + to add a seed, right-click or − to take one "
                                 "away; type a number and press Enter; O gives the hole to "
                                 "the other player"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double) AK_N_SEEDS,
                                  -1);

  controller = gtk_event_controller_key_new ();
  g_signal_connect_object (controller, "key-pressed",
                           G_CALLBACK (hole_key_pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_object (controller, "leave",
                           G_CALLBACK (hole_focus_leave_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect_object (click, "pressed",
                           G_CALLBACK (hole_pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL |
                                                GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);
  g_signal_connect_object (controller, "scroll",
                           G_CALLBACK (hole_scroll_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect_object (controller, "enter",
                           G_CALLBACK (hole_enter_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (controller, "leave",
                           G_CALLBACK (hole_leave_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static AkEditorHole *
ak_editor_hole_new (AkPositionEditor *editor,
                    int               hole)
{
  AkEditorHole *self = g_object_new (AK_TYPE_EDITOR_HOLE, NULL);

  self->editor = editor;
  self->hole = hole;
  return self;
}

/* ----- the editor ----- */

static void
update_owner_button (AkPositionEditor *self,
                     int               hole)
{
  GtkWidget *button = GTK_WIDGET (self->owner_buttons[hole]);
  AkSide owner = ak_position_owner (&self->pos, hole);
  char letter = ak_hole_to_char (hole);
  g_autofree char *tooltip = NULL;
  g_autofree char *label = NULL;

  if (self->narrow)
    gtk_button_set_label (GTK_BUTTON (button),
                          /* Translators: a hole's owner in the position
                           * editor on a phone, where a column is a few
                           * letters wide: the initial of South */
                          owner == AK_SOUTH ? C_("owner", "S")
                          /* Translators: the initial of North */
                                            : C_("owner", "N"));
  else
    gtk_button_set_label (GTK_BUTTON (button), owner == AK_SOUTH ? _("South") : _("North"));
  gtk_widget_remove_css_class (button, owner == AK_SOUTH ? "north" : "south");
  gtk_widget_add_css_class (button, owner == AK_SOUTH ? "south" : "north");

  if (owner == AK_SOUTH)
    {
      /* Translators: %c is a hole's letter */
      tooltip = g_strdup_printf (_("Hole %c is South’s: give it to North"), letter);
      /* Translators: the accessible name of the button that changes a
       * hole's owner; %c is the hole's letter */
      label = g_strdup_printf (_("Owner of hole %c: South"), letter);
    }
  else
    {
      tooltip = g_strdup_printf (_("Hole %c is North’s: give it to South"), letter);
      label = g_strdup_printf (_("Owner of hole %c: North"), letter);
    }

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

static void
update_total (AkPositionEditor *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *total_text = NULL;
  guint total = ak_position_total (&self->pos);

  if (total == AK_N_SEEDS)
    /* Translators: the seed count of the position editor; %u is always 48 */
    total_text = g_strdup_printf (_("%u of %u seeds"), total, AK_N_SEEDS);
  else if (total > AK_N_SEEDS)
    /* Translators: the seed count of the position editor when there are
     * too many, e.g. "50 seeds — remove 2" */
    total_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "%u seeds — remove %u",
                                               "%u seeds — remove %u",
                                               total - AK_N_SEEDS),
                                  total, total - AK_N_SEEDS);
  else
    /* Translators: the seed count of the position editor when there are
     * too few, e.g. "46 seeds — add 2" */
    total_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "%u seeds — add %u",
                                               "%u seeds — add %u",
                                               AK_N_SEEDS - total),
                                  total, AK_N_SEEDS - total);

  gtk_label_set_label (self->total_label, total_text);

  self->valid = ak_position_validate (&self->pos, &error);

  if (self->valid)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->total_label), "error");
      gtk_label_set_label (self->reason_label, "");
      gtk_widget_set_visible (GTK_WIDGET (self->reason_label), FALSE);
      gtk_widget_set_tooltip_text (self->start_game_button,
                                   _("Play a game from this position"));
      gtk_widget_set_tooltip_text (self->start_study_button,
                                   _("Study this position: you make the moves of both sides"));
    }
  else
    {
      /* Translators: why the position editor cannot start; %s is the
       * reason, e.g. "the seeds add up to 50, not 48 (…)" */
      g_autofree char *reason = g_strdup_printf (_("Cannot start: %s"), error->message);

      gtk_widget_add_css_class (GTK_WIDGET (self->total_label), "error");
      gtk_label_set_label (self->reason_label, reason);
      gtk_widget_set_visible (GTK_WIDGET (self->reason_label), TRUE);
      gtk_widget_set_tooltip_text (self->start_game_button, reason);
      gtk_widget_set_tooltip_text (self->start_study_button, reason);
    }

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.start-game", self->valid);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.start-study", self->valid);
}

/* Shows everything from self->pos and self->rules. */
static void
update_all (AkPositionEditor *self)
{
  self->updating = TRUE;

  for (int i = 0; i < AK_N_HOLES; i++)
    {
      hole_update_label (self->holes[i]);
      update_owner_button (self, i);
    }

  gtk_toggle_button_set_active (self->south_button, self->pos.side == AK_SOUTH);
  gtk_toggle_button_set_active (self->north_button, self->pos.side == AK_NORTH);
  gtk_spin_button_set_value (self->south_store_spin, self->pos.stores[AK_SOUTH]);
  gtk_spin_button_set_value (self->north_store_spin, self->pos.stores[AK_NORTH]);
  adw_combo_row_set_selected (self->variant_row,
                              self->rules.variant == AK_VARIANT_ADJI_KUI_1 ? 1 : 0);

  self->updating = FALSE;

  update_total (self);
}

static void
clear_paste_error (AkPositionEditor *self)
{
  gtk_label_set_label (self->paste_label, "");
  gtk_widget_set_visible (GTK_WIDGET (self->paste_label), FALSE);
}

static void
editor_set_count (AkPositionEditor *self,
                  int               hole,
                  guint             count)
{
  count = MIN (count, AK_N_SEEDS);
  if (self->pos.holes[hole] == count)
    return;

  self->pos.holes[hole] = (guint8) count;
  clear_paste_error (self);
  hole_update_label (self->holes[hole]);
  update_total (self);
}

static void
editor_toggle_owner (AkPositionEditor *self,
                     int               hole)
{
  ak_position_set_owner (&self->pos, hole,
                         AK_SIDE_OTHER (ak_position_owner (&self->pos, hole)));
  clear_paste_error (self);
  hole_update_label (self->holes[hole]);
  update_owner_button (self, hole);
  update_total (self);
}

/* The button under each hole, in hole order, says whose it is. */
static void
owner_clicked_cb (AkPositionEditor *self,
                  GtkButton        *button)
{
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (self->owner_buttons[hole] == button)
      editor_toggle_owner (self, hole);
}

static void
side_toggled_cb (AkPositionEditor *self,
                 GtkToggleButton  *button)
{
  if (self->updating || !gtk_toggle_button_get_active (button))
    return;

  self->pos.side = button == self->north_button ? AK_NORTH : AK_SOUTH;
  clear_paste_error (self);
  update_total (self);
}

static void
store_changed_cb (AkPositionEditor *self,
                  GtkSpinButton    *spin)
{
  AkSide side = spin == self->north_store_spin ? AK_NORTH : AK_SOUTH;

  if (self->updating)
    return;

  self->pos.stores[side] = (guint8) gtk_spin_button_get_value_as_int (spin);
  clear_paste_error (self);
  update_total (self);
}

static void
variant_changed_cb (AkPositionEditor *self)
{
  if (self->updating)
    return;

  self->rules.variant = adw_combo_row_get_selected (self->variant_row) == 1
                        ? AK_VARIANT_ADJI_KUI_1 : AK_VARIANT_ADJI_KUI_2;
}

/* Takes @pos as the edited position, its banks added to the stores. */
static void
take_position (AkPositionEditor *self,
               const AkPosition *pos)
{
  self->pos = *pos;
  for (int side = 0; side < 2; side++)
    {
      self->pos.stores[side] = (guint8) MIN (self->pos.stores[side] + self->pos.banks[side], 255);
      self->pos.banks[side] = 0;
    }

  for (int i = 0; i < AK_N_HOLES; i++)
    hole_clear_typed (self->holes[i]);
  update_all (self);
}

/* A pasted text: a position string, else an AKN game, whose position at
 * the end of its main line is taken, with its variant. */
static gboolean
apply_text (AkPositionEditor  *self,
            const char        *text,
            GError           **error)
{
  g_autoptr(GError) position_error = NULL;
  g_autoptr(GError) game_error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *stripped = g_strstrip (g_strdup (text != NULL ? text : ""));
  AkPosition pos;

  if (ak_position_parse (&pos, stripped, &position_error))
    {
      take_position (self, &pos);
      return TRUE;
    }

  /* Only what looks like a game is read as one, so that a mistyped
   * position string is reported as such. */
  if (stripped[0] == '[' || strstr (stripped, "1.") != NULL)
    {
      games = ak_notation_read (stripped, -1, NULL, &game_error);
      if (games != NULL && games->len > 0)
        {
          const AkGameRecord *record = g_ptr_array_index (games, 0);
          const AkGameNode *node = ak_game_record_get_last_main_node (record);

          self->rules.variant = record->rules.variant;
          take_position (self, &node->position);
          return TRUE;
        }
      if (game_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&game_error));
          return FALSE;
        }
    }

  g_propagate_error (error, g_steal_pointer (&position_error));
  return FALSE;
}

static void
paste_text (AkPositionEditor *self,
            const char       *text)
{
  g_autoptr(GError) error = NULL;

  if (!apply_text (self, text, &error))
    {
      /* Translators: %s says what is wrong with the pasted text */
      g_autofree char *message = g_strdup_printf (_("Could not paste: %s"), error->message);

      gtk_label_set_label (self->paste_label, message);
      gtk_widget_set_visible (GTK_WIDGET (self->paste_label), TRUE);
      gtk_widget_error_bell (GTK_WIDGET (self));
    }
  else
    clear_paste_error (self);
}

static void
paste_read_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(AkPositionEditor) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  if (text == NULL)
    {
      g_autofree char *message = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      message = g_strdup_printf (_("Could not paste: %s"),
                                 error != NULL ? error->message : _("the clipboard holds no text"));
      gtk_label_set_label (self->paste_label, message);
      gtk_widget_set_visible (GTK_WIDGET (self->paste_label), TRUE);
      return;
    }

  paste_text (self, text);
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (widget);

  /* A new attempt: the last one's message goes. */
  clear_paste_error (AK_POSITION_EDITOR (widget));
  gdk_clipboard_read_text_async (clipboard, NULL, paste_read_cb, g_object_ref (widget));
}

static void
copy_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AkPositionEditor *self = AK_POSITION_EDITOR (widget);
  g_autofree char *text = ak_position_to_string (&self->pos);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  AkPositionEditor *self = AK_POSITION_EDITOR (widget);
  AkPosition pos = self->pos;

  memset (pos.holes, 0, sizeof pos.holes);
  clear_paste_error (self);
  take_position (self, &pos);
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  AkPositionEditor *self = AK_POSITION_EDITOR (widget);
  AkPosition pos;

  ak_position_init_start (&pos, self->pos.side);
  clear_paste_error (self);
  take_position (self, &pos);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  AkPositionEditor *self = AK_POSITION_EDITOR (widget);
  gboolean study = g_str_equal (action_name, "editor.start-study");
  g_autofree char *text = NULL;

  /* A number still being typed counts. */
  for (int i = 0; i < AK_N_HOLES; i++)
    hole_commit_typed (self->holes[i]);
  if (!ak_position_validate (&self->pos, NULL))
    return;

  text = ak_position_to_string (&self->pos);
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_POSITION_CHOSEN], 0, text, study);
  adw_dialog_close (ADW_DIALOG (self));
  g_object_unref (self);
}

/* On a narrow screen, or with large text, the owners are shown by their
 * initials (their names are in the tooltips and accessible names). */
static void
set_narrow (AkPositionEditor *self,
            gboolean          narrow)
{
  self->narrow = narrow;
  for (int i = 0; i < AK_N_HOLES; i++)
    if (self->owner_buttons[i] != NULL)
      update_owner_button (self, i);
}

static void
narrow_apply_cb (AkPositionEditor *self)
{
  set_narrow (self, TRUE);
}

static void
narrow_unapply_cb (AkPositionEditor *self)
{
  set_narrow (self, FALSE);
}

static void
build_board (AkPositionEditor *self)
{
  for (int i = 0; i < AK_N_HOLES; i++)
    {
      AkSide row = ak_hole_row (i);
      /* South's row a..f runs left to right at the bottom, North's A..F
       * right to left at the top, as on the board. */
      int column = row == AK_SOUTH ? i : AK_N_HOLES - 1 - i;
      int hole_row = row == AK_SOUTH ? 2 : 1;
      int button_row = row == AK_SOUTH ? 3 : 0;
      GtkWidget *button;

      self->holes[i] = ak_editor_hole_new (self, i);
      gtk_grid_attach (self->board_grid, GTK_WIDGET (self->holes[i]), column, hole_row, 1, 1);

      button = gtk_button_new ();
      gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "owner-button");
      gtk_widget_add_css_class (button, "pill");
      g_signal_connect_object (button, "clicked",
                               G_CALLBACK (owner_clicked_cb), self, G_CONNECT_SWAPPED);
      gtk_grid_attach (self->board_grid, button, column, button_row, 1, 1);
      self->owner_buttons[i] = GTK_BUTTON (button);
    }
}

static void
ak_position_editor_dispose (GObject *object)
{
  AkPositionEditor *self = AK_POSITION_EDITOR (object);

  /* A number being typed is dropped, not set, when the window goes:
   * the focus leaving the hole must not touch a half-disposed editor. */
  for (int i = 0; i < AK_N_HOLES; i++)
    if (self->holes[i] != NULL)
      hole_clear_typed (self->holes[i]);

  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_POSITION_EDITOR);
  memset (self->holes, 0, sizeof self->holes);
  memset (self->owner_buttons, 0, sizeof self->owner_buttons);

  G_OBJECT_CLASS (ak_position_editor_parent_class)->dispose (object);
}

static void
ak_position_editor_class_init (AkPositionEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_position_editor_dispose;

  /**
   * AkPositionEditor::position-chosen:
   * @self: the editor
   * @position: the position string (AKN §3) of the position set up
   * @study: %TRUE for a study, %FALSE for a game
   *
   * The person started from the position; the editor then closes.  The
   * rules to start with are ak_position_editor_get_rules ().
   */
  signals[SIGNAL_POSITION_CHOSEN] =
    g_signal_new ("position-chosen",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ak-position-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, AkPositionEditor, board_grid);
  gtk_widget_class_bind_template_child (widget_class, AkPositionEditor, total_label);
  gtk_widget_class_bind_template_child (widget_class, AkPositionEditor, reason_label);
  gtk_widget_class_bind_template_child (widget_class, AkPositionEditor, paste_label);
  gtk_widget_class_bind_template_child (widget_class, AkPositionEditor, start_game_button);
  gtk_widget_class_bind_template_child (widget_class, AkPositionEditor, start_study_button);
  gtk_widget_class_bind_template_child (widget_class, AkPositionEditor, south_button);
  gtk_widget_class_bind_template_child (widget_class, AkPositionEditor, north_button);
  gtk_widget_class_bind_template_child (widget_class, AkPositionEditor, variant_row);
  gtk_widget_class_bind_template_child (widget_class, AkPositionEditor, south_store_spin);
  gtk_widget_class_bind_template_child (widget_class, AkPositionEditor, north_store_spin);
  gtk_widget_class_bind_template_callback (widget_class, side_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, store_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, variant_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, narrow_apply_cb);
  gtk_widget_class_bind_template_callback (widget_class, narrow_unapply_cb);

  gtk_widget_class_install_action (widget_class, "editor.start-game", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "editor.start-study", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "editor.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "editor.reset", NULL, reset_action);
  gtk_widget_class_install_action (widget_class, "editor.copy", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "editor.paste", NULL, paste_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "editor.copy", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "editor.paste", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ak_position_editor_init (AkPositionEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  ak_rules_init (&self->rules);
  ak_position_init_start (&self->pos, AK_SOUTH);
  build_board (self);
  ak_combo_row_keep_value_whole (self->variant_row);
  update_all (self);
}

/**
 * ak_position_editor_new:
 * @rules: (nullable): the rules to start with; the variant can be changed
 * @start: (nullable): the position to start editing from, else the
 *   starting position
 *
 * Returns: (transfer floating): a new position editor, for
 *   adw_dialog_present ()
 */
AdwDialog *
ak_position_editor_new (const AkRules    *rules,
                        const AkPosition *start)
{
  AkPositionEditor *self = g_object_new (AK_TYPE_POSITION_EDITOR, NULL);

  if (rules != NULL)
    self->rules = *rules;
  if (start != NULL)
    take_position (self, start);
  else
    update_all (self);

  return ADW_DIALOG (self);
}

/**
 * ak_position_editor_get_position:
 * @self: an editor
 *
 * Returns: (transfer none): the position as edited, valid or not.
 */
const AkPosition *
ak_position_editor_get_position (AkPositionEditor *self)
{
  g_return_val_if_fail (AK_IS_POSITION_EDITOR (self), NULL);

  return &self->pos;
}

/**
 * ak_position_editor_set_position:
 * @self: an editor
 * @pos: the position to edit; its banks are added to the stores
 */
void
ak_position_editor_set_position (AkPositionEditor *self,
                                 const AkPosition *pos)
{
  g_return_if_fail (AK_IS_POSITION_EDITOR (self));
  g_return_if_fail (pos != NULL);

  clear_paste_error (self);
  take_position (self, pos);
}

/**
 * ak_position_editor_get_rules:
 * @self: an editor
 *
 * Returns: (transfer none): the rules given, with the variant chosen in
 *   the editor.
 */
const AkRules *
ak_position_editor_get_rules (AkPositionEditor *self)
{
  g_return_val_if_fail (AK_IS_POSITION_EDITOR (self), NULL);

  return &self->rules;
}

/**
 * ak_position_editor_get_valid:
 * @self: an editor
 *
 * Returns: whether the position can be started.
 */
gboolean
ak_position_editor_get_valid (AkPositionEditor *self)
{
  g_return_val_if_fail (AK_IS_POSITION_EDITOR (self), FALSE);

  return self->valid;
}

GtkWidget *
_ak_position_editor_get_hole (AkPositionEditor *self,
                              int               hole)
{
  return GTK_WIDGET (self->holes[hole]);
}

GtkWidget *
_ak_position_editor_get_owner_button (AkPositionEditor *self,
                                      int               hole)
{
  return GTK_WIDGET (self->owner_buttons[hole]);
}

const char *
_ak_position_editor_get_hole_label (AkPositionEditor *self,
                                    int               hole)
{
  return self->holes[hole]->label;
}

gboolean
_ak_position_editor_press_key (AkPositionEditor *self,
                               int               hole,
                               guint             keyval)
{
  return hole_key (self->holes[hole], keyval);
}

const char *
_ak_position_editor_get_total_text (AkPositionEditor *self)
{
  return gtk_label_get_label (self->total_label);
}

const char *
_ak_position_editor_get_reason_text (AkPositionEditor *self)
{
  return gtk_label_get_label (self->reason_label);
}

GtkWidget *
_ak_position_editor_get_reason_label (AkPositionEditor *self)
{
  return GTK_WIDGET (self->reason_label);
}

const char *
_ak_position_editor_get_paste_error (AkPositionEditor *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->paste_label))
         ? gtk_label_get_label (self->paste_label) : NULL;
}

GtkWidget *
_ak_position_editor_get_start_button (AkPositionEditor *self,
                                      gboolean          study)
{
  return study ? self->start_study_button : self->start_game_button;
}
