/* ak-window.c — the main window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-board-view.h"
#include "ak-window.h"

/* The settings schema keeps the stable id in .Devel builds too, so both
 * share one window state, as the data/ folder installs a single schema.
 */
#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"

struct _AkWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  AkBoardView          *board;
  GtkLabel             *status_label;

  /* Owned references */
  GSettings            *settings;
  AkGame               *game;
  AdwToast             *toast;

  guint                 pass_id;
};

G_DEFINE_FINAL_TYPE (AkWindow, ak_window, ADW_TYPE_APPLICATION_WINDOW)

/* A new toast replaces the one showing: after a few quick refusals the
 * player wants the latest reason, not a queue of old ones. */
static void
show_toast (AkWindow   *self,
            const char *title)
{
  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
  g_clear_object (&self->toast);

  self->toast = adw_toast_new (title);
  adw_toast_set_timeout (self->toast, 3);
  adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (self->toast));
}

static const char *
termination_reason (AkTermination termination)
{
  switch (termination)
    {
    case AK_TERMINATION_BOARD:
      /* Translators: why a game ended, shown in brackets after the score */
      return _("8 seeds or fewer left on the board");
    case AK_TERMINATION_NO_MOVES:
      return _("no moves left");
    case AK_TERMINATION_REPETITION:
      return _("repetition");
    case AK_TERMINATION_NO_CAPTURE:
      return _("no captures for too long");
    case AK_TERMINATION_AGREEMENT:
      return _("agreement");
    case AK_TERMINATION_NONE:
    default:
      return "";
    }
}

static void
update_status (AkWindow *self)
{
  const AkPosition *pos = ak_game_get_position (self->game);
  g_autofree char *text = NULL;

  if (ak_game_get_is_over (self->game))
    {
      guint totals[2];

      ak_position_division (pos, totals);
      /* Translators: the line under the board at the end of a game */
      text = g_strdup_printf (_("Game over · South %u · North %u"),
                              totals[AK_SOUTH], totals[AK_NORTH]);
    }
  else if (ak_game_get_side_to_move (self->game) == AK_SOUTH)
    /* Translators: the line under the board; the numbers are the seeds
     * each player captured this game */
    text = g_strdup_printf (_("South to move · South %u · North %u"),
                            pos->stores[AK_SOUTH], pos->stores[AK_NORTH]);
  else
    text = g_strdup_printf (_("North to move · South %u · North %u"),
                            pos->stores[AK_SOUTH], pos->stores[AK_NORTH]);

  gtk_label_set_label (self->status_label, text);
}

static void
update_actions (AkWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 ak_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 ak_game_get_can_redo (self->game));
}

static void
game_over_cb (AkWindow   *self,
              GParamSpec *pspec,
              AkGame     *game)
{
  g_autofree char *title = NULL;
  guint totals[2];

  if (!ak_game_get_is_over (game))
    return;

  ak_position_division (ak_game_get_position (game), totals);
  /* Translators: e.g. "Game over: South 25 – North 23 (no moves left)" */
  title = g_strdup_printf (_("Game over: South %u – North %u (%s)"),
                           totals[AK_SOUTH], totals[AK_NORTH],
                           termination_reason (ak_game_get_termination (game)));
  show_toast (self, title);
}

static gboolean
play_pass_cb (gpointer user_data)
{
  AkWindow *self = user_data;
  g_autofree char *title = NULL;
  AkSide side = ak_game_get_side_to_move (self->game);

  self->pass_id = 0;

  /* The game decides whether the pass is allowed; this only saves the
   * player a click on a button that could do nothing else. */
  if (ak_game_play (self->game, AK_MOVE_PASS, NULL) == AK_VERDICT_LEGAL)
    {
      /* Translators: %s is "South" or "North" */
      title = g_strdup_printf (_("%s has no move and passes"), ak_side_name (side));
      show_toast (self, title);
    }

  return G_SOURCE_REMOVE;
}

static void
game_move_played_cb (AkWindow      *self,
                     const AkTrace *trace,
                     AkGame        *game)
{
  const AkPosition *pos = ak_game_get_position (game);

  if (trace->captured > 0)
    {
      g_autofree char *title = NULL;

      if (trace->mover == AK_SOUTH)
        title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "South captures %u",
                                              "South captures %u", trace->captured),
                                 trace->captured);
      else
        title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "North captures %u",
                                              "North captures %u", trace->captured),
                                 trace->captured);
      show_toast (self, title);
    }

  /* Only after a move, not after undo: undoing into a forced pass must
   * stay there, or undo could never go back past it. */
  if (trace->move != AK_MOVE_PASS &&
      ak_position_status (pos, ak_game_get_rules (game)) == AK_STATUS_PASS &&
      self->pass_id == 0)
    self->pass_id = g_idle_add (play_pass_cb, self);
}

static void
ak_window_set_game (AkWindow *self,
                    AkGame   *game)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_handle_id (&self->pass_id, g_source_remove);
  g_set_object (&self->game, game);

  g_signal_connect_object (game, "notify::can-undo",
                           G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::can-redo",
                           G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::position",
                           G_CALLBACK (update_status), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::is-over",
                           G_CALLBACK (game_over_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "move-played",
                           G_CALLBACK (game_move_played_cb), self, G_CONNECT_SWAPPED);

  ak_board_view_set_game (self->board, game);
  update_actions (self);
  update_status (self);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  g_autoptr(AkGame) game = NULL;
  AkRules rules;
  AkPosition start;

  /* A plain Adji Kui II game between two people at this screen, until
   * the new-game dialog offers the choices. */
  ak_rules_init (&rules);
  ak_position_init_start (&start, rules.first);
  game = ak_game_new (&rules, &start);
  ak_window_set_game (self, game);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  ak_board_view_finish_animation (self->board);
  ak_game_undo (self->game);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  ak_board_view_finish_animation (self->board);
  ak_game_redo (self->game);
}

static void
board_move_refused_cb (AkWindow    *self,
                       int          hole,
                       const char  *reason,
                       AkBoardView *board)
{
  g_autofree char *title = NULL;
  char first[8] = { 0 };

  /* The engine words the reason as a fragment; a toast is a sentence. */
  g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (reason)), first);
  title = g_strconcat (first, g_utf8_next_char (reason), NULL);
  show_toast (self, title);
}

/* The board is where the keyboard belongs when the window opens: the
 * letters and arrows play at once, without a Tab first. */
static void
ak_window_map (GtkWidget *widget)
{
  AkWindow *self = AK_WINDOW (widget);

  GTK_WIDGET_CLASS (ak_window_parent_class)->map (widget);

  if (gtk_window_get_focus (GTK_WINDOW (self)) == NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
ak_window_dispose (GObject *object)
{
  AkWindow *self = AK_WINDOW (object);

  g_clear_handle_id (&self->pass_id, g_source_remove);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_WINDOW);

  g_clear_object (&self->settings);
  g_clear_object (&self->game);
  g_clear_object (&self->toast);

  G_OBJECT_CLASS (ak_window_parent_class)->dispose (object);
}

static void
ak_window_class_init (AkWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_window_dispose;

  widget_class->map = ak_window_map;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ak-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AkWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, board);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, status_label);
  gtk_widget_class_bind_template_callback (widget_class, board_move_refused_cb);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);

  g_type_ensure (AK_TYPE_BOARD_VIEW);
}

static void
ak_window_init (AkWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* The window comes back at the size and state it was left in. GTK keeps
   * default-width and default-height at the unmaximized size, so a
   * maximized window still remembers where to return to.
   */
  self->settings = g_settings_new (SETTINGS_SCHEMA_ID);
  g_settings_bind (self->settings, "window-width",
                   self, "default-width",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height",
                   self, "default-height",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized",
                   self, "maximized",
                   G_SETTINGS_BIND_DEFAULT);

  gtk_widget_activate_action (GTK_WIDGET (self), "win.new-game", NULL);
}

/**
 * ak_window_new:
 * @application: (nullable): the application the window belongs to
 *
 * Creates the main window.
 *
 * Returns: (transfer none): a new #AkWindow, owned by GTK's list of
 *   toplevels until it is destroyed
 */
AkWindow *
ak_window_new (AkApplication *application)
{
  g_return_val_if_fail (application == NULL || AK_IS_APPLICATION (application), NULL);

  return g_object_new (AK_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

/**
 * ak_window_get_game:
 * @self: a window
 *
 * Returns: (transfer none): the game being played
 */
AkGame *
ak_window_get_game (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->game;
}

/**
 * ak_window_get_board_view:
 * @self: a window
 *
 * Returns: (transfer none): the board
 */
AkBoardView *
ak_window_get_board_view (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->board;
}
