/* ak-review-bar.c — the bar under the board while a review runs: how far
 * it is, and Cancel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bar slides in and out of the bottom of the window; the window's
 * review (ak-window-review.c) says how far it is, and hears of Cancel
 * through AkReviewBar::cancelled.
 */

#define G_LOG_DOMAIN "ak-review-bar"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-review-bar.h"

struct _AkReviewBar
{
  GtkWidget       parent_instance;

  /* Template widgets */
  GtkRevealer    *revealer;
  GtkLabel       *label;
  GtkProgressBar *progress;
};

G_DEFINE_FINAL_TYPE (AkReviewBar, ak_review_bar, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_CANCELLED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static void
cancel_clicked_cb (AkReviewBar *self)
{
  g_signal_emit (self, signals[SIGNAL_CANCELLED], 0);
}

static void
ak_review_bar_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_REVIEW_BAR);
  G_OBJECT_CLASS (ak_review_bar_parent_class)->dispose (object);
}

static void
ak_review_bar_class_init (AkReviewBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_review_bar_dispose;

  /**
   * AkReviewBar::cancelled:
   * @self: the bar
   *
   * Cancel was pressed.
   */
  signals[SIGNAL_CANCELLED] =
    g_signal_new ("cancelled",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ak-review-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, AkReviewBar, revealer);
  gtk_widget_class_bind_template_child (widget_class, AkReviewBar, label);
  gtk_widget_class_bind_template_child (widget_class, AkReviewBar, progress);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
}

static void
ak_review_bar_init (AkReviewBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * ak_review_bar_new:
 *
 * Returns: (transfer floating): a bar, hidden
 */
GtkWidget *
ak_review_bar_new (void)
{
  return g_object_new (AK_TYPE_REVIEW_BAR, NULL);
}

/**
 * ak_review_bar_set_progress:
 * @self: a bar
 * @done: the positions looked at
 * @total: the positions to look at
 *
 * Says how far the review is, in words and on the bar.
 */
void
ak_review_bar_set_progress (AkReviewBar *self,
                            guint        done,
                            guint        total)
{
  g_autofree char *text = NULL;

  g_return_if_fail (AK_IS_REVIEW_BAR (self));

  /* Translators: while the engine reviews a game or a match */
  text = g_strdup_printf (_("Reviewing · %u of %u positions"), done, total);
  gtk_label_set_label (self->label, text);
  gtk_progress_bar_set_fraction (self->progress, total > 0 ? (double) done / total : 1.0);
}

/**
 * ak_review_bar_set_revealed:
 * @self: a bar
 * @revealed: whether to show it
 *
 * Slides the bar in or out.
 */
void
ak_review_bar_set_revealed (AkReviewBar *self,
                            gboolean     revealed)
{
  g_return_if_fail (AK_IS_REVIEW_BAR (self));

  gtk_revealer_set_reveal_child (self->revealer, revealed);
}
