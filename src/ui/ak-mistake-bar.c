/* ak-mistake-bar.c — the bar under the board while a reviewed game is
 * shown: the mistake at or nearest the position, in the review's words,
 * the way to the previous and the next, and the game's key moments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bar only shows what the window (ak-window-mistakes.c) tells it:
 * Previous and Next are the window's actions, a key moment's row goes
 * to its move through win.go-to-key-moment, the choice of whose mistakes
 * is AkMistakeBar:side, and the close button AkMistakeBar::closed.
 */

#define G_LOG_DOMAIN "ak-mistake-bar"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-mistake-bar.h"
#include "ak-mistake-bar-private.h"

struct _AkMistakeBar
{
  GtkWidget        parent_instance;

  /* Template widgets */
  GtkRevealer     *revealer;
  GtkLabel        *words;
  GtkMenuButton   *words_button;
  GtkLabel        *whole_words;
  GtkMenuButton   *moments_button;
  GtkPopover      *moments_popover;
  GtkToggleButton *both_button;
  GtkToggleButton *south_button;
  GtkToggleButton *north_button;
  GtkLabel        *south_label;
  GtkLabel        *north_label;
  GtkListBox      *moments;

  AkSide           side;
  char            *heading;
  char            *explanation;
};

G_DEFINE_FINAL_TYPE (AkMistakeBar, ak_mistake_bar, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_SIDE,
  PROP_CHILD_REVEALED,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_CLOSED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static void
close_clicked_cb (AkMistakeBar *self)
{
  g_signal_emit (self, signals[SIGNAL_CLOSED], 0);
}

static void
side_toggled_cb (AkMistakeBar    *self,
                 GtkToggleButton *button)
{
  AkSide side;

  /* The group's other button is let go of first: the one pressed says. */
  if (!gtk_toggle_button_get_active (button))
    return;
  if (button == self->south_button)
    side = AK_SOUTH;
  else if (button == self->north_button)
    side = AK_NORTH;
  else
    side = AK_SIDE_NONE;
  ak_mistake_bar_set_side (self, side);
}

/* The row's own action goes to the move; the list closes. */
static void
moment_activated_cb (AkMistakeBar  *self,
                     GtkListBoxRow *row)
{
  gtk_popover_popdown (self->moments_popover);
}

static void
child_revealed_cb (AkMistakeBar *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD_REVEALED]);
}

static void
ak_mistake_bar_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  AkMistakeBar *self = AK_MISTAKE_BAR (object);

  switch (prop_id)
    {
    case PROP_SIDE:
      g_value_set_int (value, self->side);
      break;
    case PROP_CHILD_REVEALED:
      g_value_set_boolean (value, gtk_revealer_get_child_revealed (self->revealer));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_mistake_bar_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  AkMistakeBar *self = AK_MISTAKE_BAR (object);

  switch (prop_id)
    {
    case PROP_SIDE:
      ak_mistake_bar_set_side (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_mistake_bar_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_MISTAKE_BAR);
  G_OBJECT_CLASS (ak_mistake_bar_parent_class)->dispose (object);
}

static void
ak_mistake_bar_finalize (GObject *object)
{
  AkMistakeBar *self = AK_MISTAKE_BAR (object);

  g_free (self->heading);
  g_free (self->explanation);
  G_OBJECT_CLASS (ak_mistake_bar_parent_class)->finalize (object);
}

static void
ak_mistake_bar_class_init (AkMistakeBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_mistake_bar_dispose;
  object_class->finalize = ak_mistake_bar_finalize;
  object_class->get_property = ak_mistake_bar_get_property;
  object_class->set_property = ak_mistake_bar_set_property;

  /**
   * AkMistakeBar:side:
   *
   * Whose mistakes Previous and Next go to: %AK_SOUTH's, %AK_NORTH's, or
   * both players' (%AK_SIDE_NONE).
   */
  properties[PROP_SIDE] =
    g_param_spec_int ("side", NULL, NULL, AK_SIDE_NONE, AK_NORTH, AK_SIDE_NONE,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * AkMistakeBar:child-revealed:
   *
   * Whether the bar takes room at the bottom of the window: it is
   * shown, or still sliding in or out.
   */
  properties[PROP_CHILD_REVEALED] =
    g_param_spec_boolean ("child-revealed", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkMistakeBar::closed:
   * @self: the bar
   *
   * The close button was pressed.
   */
  signals[SIGNAL_CLOSED] =
    g_signal_new ("closed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ak-mistake-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, AkMistakeBar, revealer);
  gtk_widget_class_bind_template_child (widget_class, AkMistakeBar, words);
  gtk_widget_class_bind_template_child (widget_class, AkMistakeBar, words_button);
  gtk_widget_class_bind_template_child (widget_class, AkMistakeBar, whole_words);
  gtk_widget_class_bind_template_child (widget_class, AkMistakeBar, moments_button);
  gtk_widget_class_bind_template_child (widget_class, AkMistakeBar, moments_popover);
  gtk_widget_class_bind_template_child (widget_class, AkMistakeBar, both_button);
  gtk_widget_class_bind_template_child (widget_class, AkMistakeBar, south_button);
  gtk_widget_class_bind_template_child (widget_class, AkMistakeBar, north_button);
  gtk_widget_class_bind_template_child (widget_class, AkMistakeBar, south_label);
  gtk_widget_class_bind_template_child (widget_class, AkMistakeBar, north_label);
  gtk_widget_class_bind_template_child (widget_class, AkMistakeBar, moments);
  gtk_widget_class_bind_template_callback (widget_class, close_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, side_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, moment_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, child_revealed_cb);
}

static void
ak_mistake_bar_init (AkMistakeBar *self)
{
  self->side = AK_SIDE_NONE;
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * ak_mistake_bar_new:
 *
 * Returns: (transfer floating): a bar, hidden
 */
GtkWidget *
ak_mistake_bar_new (void)
{
  return g_object_new (AK_TYPE_MISTAKE_BAR, NULL);
}

/**
 * ak_mistake_bar_set_revealed:
 * @self: a bar
 * @revealed: whether to show it
 *
 * Slides the bar in or out.
 */
void
ak_mistake_bar_set_revealed (AkMistakeBar *self,
                             gboolean      revealed)
{
  g_return_if_fail (AK_IS_MISTAKE_BAR (self));

  if (!revealed)
    gtk_popover_popdown (self->moments_popover);
  gtk_revealer_set_reveal_child (self->revealer, revealed);
}

/**
 * ak_mistake_bar_get_revealed:
 * @self: a bar
 *
 * Returns: whether the bar is shown, or sliding in
 */
gboolean
ak_mistake_bar_get_revealed (AkMistakeBar *self)
{
  g_return_val_if_fail (AK_IS_MISTAKE_BAR (self), FALSE);

  return gtk_revealer_get_reveal_child (self->revealer);
}

/**
 * ak_mistake_bar_set_mistake:
 * @self: a bar
 * @heading: which mistake, such as "Mistake 2 of 5 · 5. f?"
 * @explanation: (nullable): what the review said of it
 *
 * Shows a mistake.  Words that do not fit are in the tooltip, and in
 * the description a screen reader gives.
 */
void
ak_mistake_bar_set_mistake (AkMistakeBar *self,
                            const char   *heading,
                            const char   *explanation)
{
  g_autofree char *markup = NULL;
  g_autofree char *whole = NULL;

  g_return_if_fail (AK_IS_MISTAKE_BAR (self));
  g_return_if_fail (heading != NULL);

  if (explanation != NULL && *explanation == '\0')
    explanation = NULL;
  g_free (self->heading);
  self->heading = g_strdup (heading);
  g_free (self->explanation);
  self->explanation = g_strdup (explanation);

  if (explanation != NULL)
    {
      markup = g_markup_printf_escaped ("<b>%s</b> %s", heading, explanation);
      whole = g_strconcat (heading, "\n", explanation, NULL);
    }
  else
    {
      markup = g_markup_printf_escaped ("<b>%s</b>", heading);
      whole = g_strdup (heading);
    }
  gtk_label_set_markup (self->words, markup);
  gtk_label_set_markup (self->whole_words, markup);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->words), whole);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->words_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, heading,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, whole,
                                  -1);
}

/**
 * ak_mistake_bar_set_player_names:
 * @self: a bar
 * @south: South's name, as the window shows it
 * @north: North's
 *
 * Names the players in the choice of whose mistakes to go to.
 */
void
ak_mistake_bar_set_player_names (AkMistakeBar *self,
                                 const char   *south,
                                 const char   *north)
{
  g_return_if_fail (AK_IS_MISTAKE_BAR (self));

  gtk_label_set_text (self->south_label, south);
  gtk_label_set_text (self->north_label, north);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->south_button), south);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->north_button), north);
}

/**
 * ak_mistake_bar_get_side:
 * @self: a bar
 *
 * Returns: whose mistakes were chosen: a side, or %AK_SIDE_NONE for both
 */
AkSide
ak_mistake_bar_get_side (AkMistakeBar *self)
{
  g_return_val_if_fail (AK_IS_MISTAKE_BAR (self), AK_SIDE_NONE);

  return self->side;
}

/**
 * ak_mistake_bar_set_side:
 * @self: a bar
 * @side: a side, or %AK_SIDE_NONE for both
 *
 * Chooses whose mistakes Previous and Next go to.
 */
void
ak_mistake_bar_set_side (AkMistakeBar *self,
                         AkSide        side)
{
  GtkToggleButton *button;

  g_return_if_fail (AK_IS_MISTAKE_BAR (self));
  g_return_if_fail (side == AK_SIDE_NONE || side == AK_SOUTH || side == AK_NORTH);

  button = side == AK_SOUTH ? self->south_button
         : side == AK_NORTH ? self->north_button : self->both_button;
  if (!gtk_toggle_button_get_active (button))
    gtk_toggle_button_set_active (button, TRUE);
  if (self->side == side)
    return;
  self->side = side;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
}

/**
 * ak_mistake_bar_clear_moments:
 * @self: a bar
 *
 * Empties the list of key moments.
 */
void
ak_mistake_bar_clear_moments (AkMistakeBar *self)
{
  g_return_if_fail (AK_IS_MISTAKE_BAR (self));

  gtk_list_box_remove_all (self->moments);
}

/**
 * ak_mistake_bar_add_moment:
 * @self: a bar
 * @title: the move and what it lost
 * @explanation: (nullable): what the review said of it
 * @ply: the move's ply on the main line
 *
 * Adds a key moment to the list; activating it goes to the move.
 */
void
ak_mistake_bar_add_moment (AkMistakeBar *self,
                           const char   *title,
                           const char   *explanation,
                           guint         ply)
{
  GtkWidget *row;

  g_return_if_fail (AK_IS_MISTAKE_BAR (self));
  g_return_if_fail (title != NULL);

  row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (explanation != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), explanation);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.go-to-key-moment");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "u", ply);
  gtk_list_box_append (self->moments, row);
}

const char *
_ak_mistake_bar_get_heading (AkMistakeBar *self)
{
  return self->heading;
}

const char *
_ak_mistake_bar_get_explanation (AkMistakeBar *self)
{
  return self->explanation;
}

GtkListBox *
_ak_mistake_bar_get_moments (AkMistakeBar *self)
{
  return self->moments;
}
