/* ak-window-keys.c — the keys that play wherever the keyboard is in the
 * window: the hole letters, and Esc to finish a sowing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board takes these keys first when it has the keyboard.  Elsewhere
 * in the window (a header button, the list of moves, a card) they reach
 * the window's own shortcuts after the focused widget has declined them,
 * so a text entry or a spin button still takes its letters.  They do
 * nothing in text, in a popover (a menu, a comment being written) and
 * while a dialog is on the window.
 *
 * Ctrl+W closes the window, as in other GNOME apps, through the same
 * close request as the title bar's button: changes to a file not saved
 * are asked about first, and work without a file is kept by the autosave.
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include "ak-window-private.h"

/* Whether the window's keys may act for the board now. */
static gboolean
keys_reach_board (AkWindow *self)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));

  if (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (self)) != NULL)
    return FALSE;
  if (!gtk_widget_is_drawable (GTK_WIDGET (self->board)))
    return FALSE;
  if (focus == NULL)
    return TRUE;
  return !GTK_IS_EDITABLE (focus) && !GTK_IS_TEXT_VIEW (focus) &&
         gtk_widget_get_ancestor (focus, GTK_TYPE_EDITABLE) == NULL &&
         gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) == NULL;
}

static gboolean
play_letter_cb (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  AkWindow *self = AK_WINDOW (widget);
  int hole = g_variant_get_int32 (args);

  if (!keys_reach_board (self))
    return FALSE;
  ak_board_view_set_focus_hole (self->board, hole);
  ak_board_view_activate_hole (self->board, hole);
  return TRUE;
}

static gboolean
finish_sowing_cb (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   user_data)
{
  AkWindow *self = AK_WINDOW (widget);

  if (!keys_reach_board (self) || !ak_board_view_get_animating (self->board))
    return FALSE;
  ak_board_view_finish_animation (self->board);
  return TRUE;
}

/**
 * ak_window_class_add_keys:
 * @widget_class: the window's class
 *
 * Binds the hole letters, a to f for South's row and A to F (with Shift
 * or Caps Lock) for North's, Esc, and Ctrl+W, on the whole window.
 */
void
ak_window_class_add_keys (GtkWidgetClass *widget_class)
{
  for (int i = 0; i < AK_ROW_HOLES; i++)
    {
      gtk_widget_class_add_binding (widget_class, GDK_KEY_a + i, 0, play_letter_cb, "i", i);
      gtk_widget_class_add_binding (widget_class, GDK_KEY_A + i, GDK_SHIFT_MASK, play_letter_cb,
                                    "i", AK_ROW_HOLES + i);
      gtk_widget_class_add_binding (widget_class, GDK_KEY_A + i, 0, play_letter_cb,
                                    "i", AK_ROW_HOLES + i);
    }
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, finish_sowing_cb, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
}
