/* ak-teaching-bar.c — the bar under the board in teaching mode: why the
 * move just played is a mistake, before the computer answers it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bar slides in at the bottom of the window while the table waits
 * with a warning (ak-window-teaching.c fills it); its buttons name the
 * window's actions: Show Refutation, Take Back (in Take Back mode) and
 * Continue.
 */

#define G_LOG_DOMAIN "ak-teaching-bar"

#include "config.h"

#include "ak-teaching-bar.h"

struct _AkTeachingBar
{
  GtkWidget    parent_instance;

  /* Template widgets */
  GtkRevealer *revealer;
  GtkLabel    *title_label;
  GtkLabel    *text_label;
  GtkWidget   *take_back_button;
};

G_DEFINE_FINAL_TYPE (AkTeachingBar, ak_teaching_bar, GTK_TYPE_WIDGET)

/* Hidden once slid out: a bar that takes no room also leaves no spacing
 * between the window's other bottom bars. */
static void
child_revealed_cb (AkTeachingBar *self)
{
  if (!gtk_revealer_get_reveal_child (self->revealer) &&
      !gtk_revealer_get_child_revealed (self->revealer))
    gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static void
ak_teaching_bar_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_TEACHING_BAR);
  G_OBJECT_CLASS (ak_teaching_bar_parent_class)->dispose (object);
}

static void
ak_teaching_bar_class_init (AkTeachingBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_teaching_bar_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ak-teaching-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, AkTeachingBar, revealer);
  gtk_widget_class_bind_template_child (widget_class, AkTeachingBar, title_label);
  gtk_widget_class_bind_template_child (widget_class, AkTeachingBar, text_label);
  gtk_widget_class_bind_template_child (widget_class, AkTeachingBar, take_back_button);
}

static void
ak_teaching_bar_init (AkTeachingBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_signal_connect_object (self->revealer, "notify::child-revealed",
                           G_CALLBACK (child_revealed_cb), self, G_CONNECT_SWAPPED);
  /* The words come from the game: never markup. */
  gtk_label_set_use_markup (self->title_label, FALSE);
  gtk_label_set_use_markup (self->text_label, FALSE);
}

/**
 * ak_teaching_bar_new:
 *
 * Returns: (transfer floating): a bar, hidden
 */
GtkWidget *
ak_teaching_bar_new (void)
{
  return g_object_new (AK_TYPE_TEACHING_BAR, NULL);
}

/**
 * ak_teaching_bar_set_warning:
 * @self: a bar
 * @title: what happened, in a few words
 * @text: (nullable): why, and what was better
 */
void
ak_teaching_bar_set_warning (AkTeachingBar *self,
                             const char    *title,
                             const char    *text)
{
  g_return_if_fail (AK_IS_TEACHING_BAR (self));

  gtk_label_set_label (self->title_label, title != NULL ? title : "");
  gtk_label_set_label (self->text_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->text_label), text != NULL && *text != '\0');
}

const char *
ak_teaching_bar_get_title (AkTeachingBar *self)
{
  g_return_val_if_fail (AK_IS_TEACHING_BAR (self), NULL);
  return gtk_label_get_label (self->title_label);
}

const char *
ak_teaching_bar_get_text (AkTeachingBar *self)
{
  g_return_val_if_fail (AK_IS_TEACHING_BAR (self), NULL);
  return gtk_label_get_label (self->text_label);
}

/**
 * ak_teaching_bar_set_can_take_back:
 * @self: a bar
 * @can_take_back: whether Take Back is offered (Take Back mode)
 */
void
ak_teaching_bar_set_can_take_back (AkTeachingBar *self,
                                   gboolean       can_take_back)
{
  g_return_if_fail (AK_IS_TEACHING_BAR (self));
  gtk_widget_set_visible (self->take_back_button, can_take_back);
}

/**
 * ak_teaching_bar_set_revealed:
 * @self: a bar
 * @revealed: whether to show it
 *
 * Slides the bar in or out.
 */
void
ak_teaching_bar_set_revealed (AkTeachingBar *self,
                              gboolean       revealed)
{
  g_return_if_fail (AK_IS_TEACHING_BAR (self));

  if (revealed)
    gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  gtk_revealer_set_reveal_child (self->revealer, revealed);
  child_revealed_cb (self);
}

gboolean
ak_teaching_bar_get_revealed (AkTeachingBar *self)
{
  g_return_val_if_fail (AK_IS_TEACHING_BAR (self), FALSE);
  return gtk_revealer_get_reveal_child (self->revealer);
}
