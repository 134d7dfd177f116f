/* ak-comment-popover.c — the editor of a move's comment, in a popover
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The moves list opens it on a move: a title naming the move, the text,
 * Cancel and Done; Ctrl+Return is Done, as Return is a new line.  Done
 * checks the text first: a malformed [%eval …] is said under it and the
 * editor stays open.  A comment too long to edit here is not loaded into
 * the text view: the editor says so and offers to keep it or remove it.
 * What is kept reaches the owner as the "save" signal.
 */

#define G_LOG_DOMAIN "ak-comment-popover"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ak-comment-popover.h"
#include "ak-comment-popover-private.h"
#include "ak-model.h"

/* The longest comment the editor takes: laying out a text view's
 * paragraph takes time in proportion to its length, and a hostile file may
 * hold megabytes in one.  A longer comment is kept as it is, or removed. */
#define COMMENT_EDIT_MAX_BYTES (32 * 1024)

struct _AkCommentPopover
{
  GtkPopover   parent_instance;

  /* Template widgets */
  GtkLabel    *title_label;
  GtkWidget   *scrolled;
  GtkTextView *view;
  GtkLabel    *message_label;
  GtkButton   *remove_button;
  GtkButton   *cancel_button;
  GtkButton   *done_button;
};

G_DEFINE_FINAL_TYPE (AkCommentPopover, ak_comment_popover, GTK_TYPE_POPOVER)

enum {
  SAVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
done_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AkCommentPopover *self = AK_COMMENT_POPOVER (widget);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->view);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  /* A malformed [%eval …] would make the file unreadable: say what is
   * wrong under the text, and keep the editor open. */
  if (!ak_eval_check (text, &error))
    {
      gtk_label_set_label (self->message_label, error->message);
      gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "error");
      gtk_widget_set_visible (GTK_WIDGET (self->message_label), TRUE);
      gtk_accessible_update_state (GTK_ACCESSIBLE (self->view),
                                   GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE,
                                   -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->view),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, error->message,
                                      -1);
      return;
    }
  g_signal_emit (self, signals[SAVE], 0, text);
  gtk_popover_popdown (GTK_POPOVER (self));
}

static void
remove_clicked_cb (AkCommentPopover *self)
{
  g_signal_emit (self, signals[SAVE], 0, NULL);
  gtk_popover_popdown (GTK_POPOVER (self));
}

static void
cancel_clicked_cb (AkCommentPopover *self)
{
  gtk_popover_popdown (GTK_POPOVER (self));
}

static void
ak_comment_popover_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_COMMENT_POPOVER);

  G_OBJECT_CLASS (ak_comment_popover_parent_class)->dispose (object);
}

static void
ak_comment_popover_class_init (AkCommentPopoverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_comment_popover_dispose;

  /**
   * AkCommentPopover::save:
   * @text: (nullable): the comment to keep, or %NULL to remove it
   *
   * Done or Remove Comment was chosen; the editor then closes.
   */
  signals[SAVE] =
    g_signal_new ("save", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * AkCommentPopover|comment.done:
   *
   * Checks the text and keeps it as the comment.
   */
  gtk_widget_class_install_action (widget_class, "comment.done", NULL, done_action);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ak-comment-popover.ui");
  gtk_widget_class_bind_template_child (widget_class, AkCommentPopover, title_label);
  gtk_widget_class_bind_template_child (widget_class, AkCommentPopover, scrolled);
  gtk_widget_class_bind_template_child (widget_class, AkCommentPopover, view);
  gtk_widget_class_bind_template_child (widget_class, AkCommentPopover, message_label);
  gtk_widget_class_bind_template_child (widget_class, AkCommentPopover, remove_button);
  gtk_widget_class_bind_template_child (widget_class, AkCommentPopover, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, AkCommentPopover, done_button);
  gtk_widget_class_bind_template_callback (widget_class, remove_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
}

static void
ak_comment_popover_init (AkCommentPopover *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ak_comment_popover_new (void)
{
  return g_object_new (AK_TYPE_COMMENT_POPOVER, NULL);
}

/**
 * ak_comment_popover_edit:
 * @self: an editor
 * @title: what it says the comment is on
 * @comment: (nullable): the comment as it is
 * @rect: (nullable): where to point, in the parent's coordinates, or
 *   %NULL for the whole parent
 *
 * Opens the editor on @comment, with the keyboard in it.
 */
void
ak_comment_popover_edit (AkCommentPopover   *self,
                         const char         *title,
                         const char         *comment,
                         const GdkRectangle *rect)
{
  GtkTextBuffer *buffer;
  gboolean too_long;

  g_return_if_fail (AK_IS_COMMENT_POPOVER (self));
  g_return_if_fail (title != NULL);

  buffer = gtk_text_view_get_buffer (self->view);
  gtk_label_set_label (self->title_label, title);

  too_long = comment != NULL && strlen (comment) > COMMENT_EDIT_MAX_BYTES;
  gtk_widget_set_visible (self->scrolled, !too_long);
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), too_long);
  gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "error");
  gtk_accessible_reset_state (GTK_ACCESSIBLE (self->view), GTK_ACCESSIBLE_STATE_INVALID);
  gtk_accessible_reset_property (GTK_ACCESSIBLE (self->view),
                                 GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  gtk_widget_set_visible (GTK_WIDGET (self->remove_button), too_long);
  /* Done and Ctrl+Return with it: the text view is empty then. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "comment.done", !too_long);
  gtk_widget_set_visible (GTK_WIDGET (self->done_button), !too_long);
  gtk_button_set_label (self->cancel_button, too_long ? _("_Keep") : _("_Cancel"));
  if (too_long)
    {
      g_autofree char *size = g_format_size (strlen (comment));
      g_autofree char *text = NULL;

      /* Translators: %s is a size, such as "1.2 MB" */
      text = g_strdup_printf (_("This comment is %s long, too long to edit here. "
                                "It can be kept as it is or removed."), size);
      gtk_label_set_label (self->message_label, text);
      gtk_text_buffer_set_text (buffer, "", -1);
    }
  else
    gtk_text_buffer_set_text (buffer, comment != NULL ? comment : "", -1);

  gtk_popover_set_pointing_to (GTK_POPOVER (self), rect);
  gtk_popover_popup (GTK_POPOVER (self));
  gtk_widget_grab_focus (too_long ? GTK_WIDGET (self->cancel_button) : GTK_WIDGET (self->view));
}

/* For tests. */

GtkTextView *
_ak_comment_popover_get_view (AkCommentPopover *self)
{
  return self->view;
}

GtkButton *
_ak_comment_popover_get_done_button (AkCommentPopover *self)
{
  return self->done_button;
}

GtkButton *
_ak_comment_popover_get_remove_button (AkCommentPopover *self)
{
  return self->remove_button;
}
