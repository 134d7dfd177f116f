/* ak-window-toasts.c — the window's toasts: one at a time, the newest
 * news in it, and what they say about the moves the table plays
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A move that passes or captures, and a hint asked for, are told in a
 * toast once the board has shown them; the other files of the window
 * tell their refusals and errors through ak_window_show_toast () too.
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-value-text.h"
#include "ak-window-private.h"

/* A toast younger than this takes new words instead of a successor. */
#define TOAST_REFRESH_US (G_USEC_PER_SEC)

/* A new toast replaces the one showing: after a few quick refusals the
 * player wants the latest reason, not a queue of old ones. */
static void
toast_dismissed_cb (AkWindow *self,
                    AdwToast *toast)
{
  if (self->toast == toast)
    g_clear_object (&self->toast);
}

/* For tests: every toast title shown, by any window, while set. */
static GPtrArray *toast_log;

/**
 * ak_window_show_toast:
 * @self: a window
 * @title: what to say, as plain text
 *
 * One toast at a time, the newest news in it.  A toast that came up a
 * moment ago only changes its words: moves can follow each other faster
 * than a toast can slide in and out, and dismissing one while it still
 * comes in is not safe with libadwaita 1.2.
 *
 * The title is never read as Pango markup: toasts quote file names,
 * folders and values, and a “&” or “<” in one would empty the toast.
 */
void
ak_window_show_toast (AkWindow   *self,
                      const char *title)
{
  ak_window_show_toast_with_button (self, title, NULL, NULL);
}

/**
 * ak_window_show_toast_with_button:
 * @self: a window
 * @title: what to say, as plain text
 * @button_label: (nullable): the label of a button, with a mnemonic, or
 *   %NULL for none
 * @action_name: (nullable): the action the button activates
 *
 * Shows a toast as ak_window_show_toast () does, with a button; a toast
 * with a button stays a little longer, for the time to reach it.
 */
void
ak_window_show_toast_with_button (AkWindow   *self,
                                  const char *title,
                                  const char *button_label,
                                  const char *action_name)
{
  gint64 now = g_get_monotonic_time ();
  g_autofree char *valid = NULL;

  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (title != NULL);

  self->n_toasts++;
  /* A label shows nothing of text that is not UTF-8. */
  if (!g_utf8_validate (title, -1, NULL))
    title = valid = g_utf8_make_valid (title, -1);
  if (toast_log != NULL)
    g_ptr_array_add (toast_log, g_strdup (title));

  if (self->toast != NULL && now - self->toast_shown < TOAST_REFRESH_US)
    {
      adw_toast_set_title (self->toast, title);
      adw_toast_set_button_label (self->toast, button_label);
      adw_toast_set_action_name (self->toast, action_name);
      return;
    }

  if (self->toast != NULL)
    {
      AdwToast *old = g_steal_pointer (&self->toast);

      adw_toast_dismiss (old);
      g_object_unref (old);
    }

  self->toast = adw_toast_new (title);
  adw_toast_set_use_markup (self->toast, FALSE);
  self->toast_shown = now;
  adw_toast_set_timeout (self->toast, button_label != NULL ? 6 : 3);
  adw_toast_set_button_label (self->toast, button_label);
  adw_toast_set_action_name (self->toast, action_name);
  g_signal_connect_object (self->toast, "dismissed",
                           G_CALLBACK (toast_dismissed_cb), self, G_CONNECT_SWAPPED);
  adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (self->toast));
}

/* What the table says happened, once the board has shown it */

void
ak_window_move_played_cb (AkWindow      *self,
                          const AkTrace *trace,
                          AkTable       *table)
{
  g_autofree char *title = NULL;

  if (trace->move == AK_MOVE_PASS)
    /* Translators: %s is "South" or "North" */
    title = g_strdup_printf (_("%s has no move and passes"), ak_side_name (trace->mover));
  else if (trace->captured > 0 && trace->mover == AK_SOUTH)
    title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "South captures %u",
                                          "South captures %u", trace->captured),
                             trace->captured);
  else if (trace->captured > 0)
    title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "North captures %u",
                                          "North captures %u", trace->captured),
                             trace->captured);

  if (title != NULL)
    ak_window_show_toast (self, title);
}

void
ak_window_hint_cb (AkWindow   *self,
                   GParamSpec *pspec,
                   AkTable    *table)
{
  int hint = ak_table_get_hint (table);
  g_autofree char *title = NULL;
  AkValueText value;
  AkGame *game = ak_table_get_game (table);

  if (!ak_hole_is_valid (hint) || game == NULL)
    return;
  /* With what the move is worth, in the form of its kind. */
  if (ak_table_get_hint_value (table, &value.kind, &value.score, &value.lower, &value.upper))
    title = ak_value_text_dup_hint (hint, &value, ak_game_get_side_to_move (game));
  else
    title = ak_value_text_dup_hint (hint, NULL, ak_game_get_side_to_move (game));
  ak_window_show_toast (self, title);
}

/* For tests: how many toasts were shown. */
guint
_ak_window_get_n_toasts (AkWindow *self)
{
  return self->n_toasts;
}

/* The words of the toast showing, or NULL. */
const char *
_ak_window_get_toast_title (AkWindow *self)
{
  return self->toast != NULL ? adw_toast_get_title (self->toast) : NULL;
}

/* The toast showing, or NULL. */
AdwToast *
_ak_window_get_toast (AkWindow *self)
{
  return self->toast;
}

/* Every toast title shown from now on, by any window, is added to @log
 * (a copy, freed with g_free()); %NULL stops that. */
void
_ak_window_log_toasts (GPtrArray *log)
{
  toast_log = log;
}
