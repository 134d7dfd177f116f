/* ak-board-view-input.c — the board's pointer, keyboard, focus and tooltips
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A click or a key turns into a hole, which the game, or the table the
 * board plays at, is asked to play.  The keyboard moves between the hole
 * children (ak-board-hole.c) with the arrows, as the holes appear on
 * screen; Enter and Space sow the focused hole, letters play a hole
 * directly, Esc skips an animation.
 */

#define G_LOG_DOMAIN "ak-board-view"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-board-view-private.h"

#define REFUSE_DURATION_US  (450 * G_TIME_SPAN_MILLISECOND)

static gboolean focus_is_on_board (AkBoardView *self);

static gboolean
refuse_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (self->refuse_start == 0)
    self->refuse_start = now;

  self->refuse_progress = (double) (now - self->refuse_start) / REFUSE_DURATION_US;
  gtk_widget_queue_draw (widget);

  if (self->refuse_progress < 1)
    return G_SOURCE_CONTINUE;

  self->refused_hole = -1;
  self->refuse_tick_id = 0;
  return G_SOURCE_REMOVE;
}

void
_ak_board_view_show_refusal (AkBoardView *self,
                             int          hole)
{
  self->refused_hole = hole;
  self->refuse_start = 0;
  self->refuse_progress = 0;

  if (self->refuse_tick_id == 0 && gtk_widget_get_mapped (GTK_WIDGET (self)) &&
      ak_board_animation_seed_ms (GTK_WIDGET (self), self->speed) > 0)
    self->refuse_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), refuse_tick_cb,
                                                         NULL, NULL);
  else if (self->refuse_tick_id == 0)
    self->refused_hole = -1;

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* In the rebuild, a person buyer picks a hole or puts it back; the
 * table says whether it may. */
static void
toggle_purchase (AkBoardView *self,
                 int          hole)
{
  if (self->person_buys && !ak_table_toggle_purchase (self->table, hole))
    _ak_board_view_show_refusal (self, hole);
}

/* The board's one way to play: @hole goes to the table the board plays
 * at, which decides, or else to the game; a refusal shakes the hole and
 * says why. */
static gboolean
play_hole (AkBoardView *self,
           int          hole)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *reason = NULL;

  if (self->table != NULL ? ak_table_play (self->table, hole, &error)
                          : ak_game_play (self->game, hole, &reason) == AK_VERDICT_LEGAL)
    return TRUE;

  _ak_board_view_show_refusal (self, hole);
  _ak_board_view_emit_move_refused (self, hole, error != NULL ? error->message : reason);
  return FALSE;
}

/**
 * ak_board_view_activate_hole:
 * @self: a board view
 * @hole: a hole index, 0..11
 *
 * What a click on @hole, or Enter on it, does: ask the game to play it,
 * through the table if the board is bound to one.  A refused move emits
 * #AkBoardView::move-refused with the reason.
 *
 * While a move is still being animated, a board bound to a table shows
 * it finished and then plays @hole; a board that only shows a game just
 * finishes the animation.  Between two games of a match, a person buyer
 * picks @hole or puts it back.
 *
 * Returns: %TRUE if the move was played (with a table: decided)
 */
gboolean
ak_board_view_activate_hole (AkBoardView *self,
                             int          hole)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (ak_hole_is_valid (hole), FALSE);

  /* The preview of the hole played goes with it, and comes back only
   * when the keyboard moves (or the pointer does). */
  self->focus_preview = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));

  if (_ak_board_view_is_animating (self))
    {
      ak_board_view_finish_animation (self);
      if (self->table == NULL)
        return FALSE;
    }

  if (self->purchasing)
    {
      toggle_purchase (self, hole);
      return FALSE;
    }

  if (self->game == NULL || self->read_only || self->showing_position)
    return FALSE;

  return play_hole (self, hole);
}

static void
click_pressed_cb (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  AkBoardView     *self)
{
  int hole = _ak_board_view_hole_at (self, x, y);

  gtk_widget_grab_focus (GTK_WIDGET (self));

  /* A click skips the rest of an animation; at a table, the hole
   * clicked is then played. */
  if (_ak_board_view_is_animating (self) && (self->table == NULL || hole < 0 || n_press > 1))
    {
      ak_board_view_finish_animation (self);
      return;
    }

  if (hole < 0 || n_press > 1)
    return;

  ak_board_view_set_focus_hole (self, hole);
  ak_board_view_activate_hole (self, hole);
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           AkBoardView              *self)
{
  int hole = _ak_board_view_hole_at (self, x, y);
  gboolean clickable;

  if (hole != self->hover_hole)
    {
      self->hover_hole = hole;
      clickable = self->purchasing ? hole >= 0 && ak_hole_row (hole) != self->buyer &&
                                     self->person_buys
                                   : _ak_board_view_hole_is_legal (self, hole);

      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), clickable ? "pointer" : NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
leave_cb (GtkEventControllerMotion *controller,
          AkBoardView              *self)
{
  self->hover_hole = -1;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* What the badge at @hole says, with what its value means (proved,
 * bounded by a repetition, estimated) when the analysis said; NULL for
 * no badge. */
char *
_ak_board_view_dup_value_words (AkBoardView *self,
                                int          hole)
{
  const char *value = _ak_board_view_get_value (self, hole);
  const char *explanation = self->explanations[hole];
  g_autofree char *line = NULL;

  if (value == NULL)
    return NULL;
  if (hole == _ak_board_view_get_best_value (self))
    /* Translators: a move's value on the board, like “+2.50”, on a
     * badge at its hole */
    line = g_strdup_printf (_("Green badge %s: the engine’s value of this move, its best"),
                            value);
  else
    /* Translators: a move's value on the board, like “+2.50”, on a
     * badge at its hole */
    line = g_strdup_printf (_("Badge %s: the engine’s value of this move"), value);
  if (explanation == NULL)
    return g_steal_pointer (&line);
  /* Translators: a badge's words, then what its value means, such as
   * “Proved: South wins by 4 seeds with best play from both sides.” */
  return g_strdup_printf (_("%s. %s"), line, explanation);
}

/**
 * ak_board_view_set_move_explanations:
 * @self: a board view
 * @explanations: (array fixed-size=12) (nullable): what the value on each
 *   hole's badge means, in a sentence, %NULL for a hole without one
 *
 * Gives the words for the badges of ak_board_view_set_move_values(): in
 * a hole's tooltip and in what a screen reader says of it, after the
 * value.
 */
void
ak_board_view_set_move_explanations (AkBoardView        *self,
                                     const char * const *explanations)
{
  gboolean changed = FALSE;

  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      const char *explanation = explanations != NULL ? explanations[hole] : NULL;

      if (g_strcmp0 (explanation, self->explanations[hole]) == 0)
        continue;
      g_free (self->explanations[hole]);
      self->explanations[hole] = g_strdup (explanation);
      changed = TRUE;
    }
  if (changed)
    _ak_board_view_update_accessible (self);
}

/* What the marks on @hole mean, a line each, as the Rules page's legend
 * says; NULL for none. */
char *
_ak_board_view_dup_marks_text (AkBoardView *self,
                               int          hole)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const AkPosition *pos = &self->displayed;
  AkSide owner = ak_position_owner (pos, hole);
  gboolean elsewhere = self->game != NULL && self->last_origin >= 0 &&
                     ak_game_get_current_node (self->game) != ak_game_get_live_node (self->game);

  if (owner != ak_hole_row (hole))
    g_string_append_printf (text, "\n%s",
                            owner == AK_SOUTH ? _("Striped blue: bought by South")
                                              : _("Striped orange: bought by North"));
  /* Looking at another position than where play stands (an earlier one,
   * a variation's), the marks are those of the move that led there, not
   * of the last move played. */
  if (self->last_origin == hole)
    g_string_append_printf (text, "\n%s",
                            elsewhere ? _("Double ring: the move that led to this position was "
                                        "sown from here")
                                    : _("Double ring: the last move was sown from here"));
  else if ((self->relay_mask >> hole) & 1)
    g_string_append_printf (text, "\n%s",
                            elsewhere ? _("Ring: the move that led to this position relayed from "
                                        "here")
                                    : _("Ring: the last move relayed from here"));
  if ((self->capture_mask >> hole) & 1)
    g_string_append_printf (text, "\n%s",
                            elsewhere ? _("Thick red ring: the move that led to this position "
                                        "captured here")
                                    : _("Thick red ring: the last move captured here"));
  if (self->hint_hole == hole)
    g_string_append_printf (text, "\n%s", _("Green arrow: the suggested move"));
  {
    g_autofree char *line = _ak_board_view_dup_value_words (self, hole);

    if (line != NULL)
      g_string_append_printf (text, "\n%s", line);
  }

  if (text->len == 0)
    return NULL;
  return g_strdup (text->str + 1);
}

static gboolean
ak_board_view_query_tooltip (GtkWidget  *widget,
                             int         x,
                             int         y,
                             gboolean    keyboard_tooltip,
                             GtkTooltip *tooltip)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);
  g_autofree char *text = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *marks = NULL;
  AkBoardHoleState state = AK_BOARD_HOLE_NOT_PLAYABLE;
  graphene_rect_t cell;
  AkBoardLayout l;
  AkVerdict verdict;
  int hole;

  if (self->game == NULL || _ak_board_view_is_animating (self))
    return FALSE;

  hole = keyboard_tooltip ? self->focus_hole : _ak_board_view_hole_at (self, x, y);
  ak_board_layout_init (&l, gtk_widget_get_width (widget), gtk_widget_get_height (widget),
                        self->show_letters);
  ak_board_layout_set_flipped (&l, self->flipped);

  /* A store says whose it is and what it holds. */
  for (int side = 0; hole < 0 && !keyboard_tooltip && side < 2; side++)
    if (graphene_rect_contains_point (&l.store[side], &GRAPHENE_POINT_INIT (x, y)))
      {
        guint n = self->displayed.stores[side];

        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s’s store: %u seed captured",
                                             "%s’s store: %u seeds captured", n),
                                ak_side_name (side), n);
        gtk_tooltip_set_text (tooltip, text);
        gtk_tooltip_set_tip_area (tooltip,
                                  &(GdkRectangle) { (int) l.store[side].origin.x,
                                                    (int) l.store[side].origin.y,
                                                    (int) l.store[side].size.width,
                                                    (int) l.store[side].size.height });
        return TRUE;
      }
  if (hole < 0)
    return FALSE;

  verdict = ak_game_check_move (self->game, hole);
  if (self->purchasing)
    state = _ak_board_view_hole_state (self, hole);
  else if (verdict == AK_VERDICT_LEGAL)
    state = AK_BOARD_HOLE_PLAYABLE;
  else
    reason = ak_verdict_describe (verdict, ak_game_get_position (self->game), hole);

  text = ak_board_hole_dup_tooltip (AK_BOARD_HOLE (self->holes[hole]),
                                    ak_game_get_position (self->game)->holes[hole], state,
                                    self->buyer, _ak_board_view_get_preview (self, hole), reason);
  marks = _ak_board_view_dup_marks_text (self, hole);
  if (marks != NULL)
    {
      char *both = g_strconcat (text, "\n", marks, NULL);

      g_free (text);
      text = both;
    }

  cell = ak_board_layout_hole_cell (&l, hole);
  gtk_tooltip_set_text (tooltip, text);
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { (int) cell.origin.x, (int) cell.origin.y,
                                                       (int) cell.size.width,
                                                       (int) cell.size.height });
  return TRUE;
}

static gboolean
move_focus_cb (GtkWidget *widget,
               GVariant  *args,
               gpointer   user_data)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);

  /* The person moves the keyboard: its hole is previewed, even where an
   * arrow goes nowhere, at the row's end. */
  self->focus_preview = TRUE;
  gtk_widget_queue_draw (widget);
  ak_board_view_move_focus (self, g_variant_get_int32 (args));
  return TRUE;
}

static gboolean
activate_focus_cb (GtkWidget *widget,
                   GVariant  *args,
                   gpointer   user_data)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);

  if (self->focus_hole < 0)
    {
      ak_board_view_move_focus (self, GTK_DIR_TAB_FORWARD);
      return TRUE;
    }

  ak_board_view_activate_hole (self, self->focus_hole);
  return TRUE;
}

static gboolean
play_letter_cb (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);
  int hole = g_variant_get_int32 (args);

  ak_board_view_set_focus_hole (self, hole);
  ak_board_view_activate_hole (self, hole);
  return TRUE;
}

static gboolean
escape_cb (GtkWidget *widget,
           GVariant  *args,
           gpointer   user_data)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);

  if (!_ak_board_view_is_animating (self))
    return FALSE;

  ak_board_view_finish_animation (self);
  return TRUE;
}

static void
focus_changed_cb (GtkEventControllerFocus *controller,
                  AkBoardView             *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The board itself never holds the focus: it passes it to the hole the
 * keyboard is on, the mover's first playable hole at first. */
static gboolean
ak_board_view_grab_focus (GtkWidget *widget)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);

  if (self->focus_hole < 0)
    ak_board_view_move_focus (self, GTK_DIR_TAB_FORWARD);
  if (self->focus_hole < 0)
    return FALSE;

  return gtk_widget_grab_focus (self->holes[self->focus_hole]);
}

/* Tab enters the board at the hole the keyboard was last on, and the
 * next Tab leaves it: the arrows move between holes. */
static gboolean
ak_board_view_focus (GtkWidget        *widget,
                     GtkDirectionType  direction)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);

  if (focus_is_on_board (self))
    return FALSE;

  /* Tab brought the keyboard here: its hole is previewed. */
  self->focus_preview = TRUE;
  return gtk_widget_grab_focus (widget);
}

/**
 * ak_board_view_get_focus_hole:
 * @self: a board view
 *
 * Returns: the hole the keyboard is on, or -1 before the board had focus
 */
int
ak_board_view_get_focus_hole (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), -1);

  return self->focus_hole;
}

void
ak_board_view_set_focus_hole (AkBoardView *self,
                              int          hole)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));
  g_return_if_fail (hole >= -1 && hole < AK_N_HOLES);

  if (self->focus_hole == hole)
    return;

  self->focus_hole = hole;
  /* The keyboard focus follows if it is on the board. */
  if (hole >= 0 && focus_is_on_board (self))
    gtk_widget_grab_focus (self->holes[hole]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  _ak_board_view_notify (self, PROP_FOCUS_HOLE);
}

/* Whether the window's keyboard focus is on one of the holes. */
static gboolean
focus_is_on_board (AkBoardView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && gtk_widget_get_parent (focus) == GTK_WIDGET (self);
}

/**
 * ak_board_view_move_focus:
 * @self: a board view
 * @direction: where to go, as seen on screen
 *
 * Moves the keyboard focus between holes: left and right along a row as
 * it appears on screen, up and down between the rows.  Tab directions
 * put the focus on the first playable hole when none has it yet.
 */
void
ak_board_view_move_focus (AkBoardView      *self,
                          GtkDirectionType  direction)
{
  int hole = self->focus_hole;
  int column;
  AkSide row;

  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  if (hole < 0)
    {
      AkSide side = self->game != NULL ? ak_game_get_side_to_move (self->game) : AK_SOUTH;
      int first = side == AK_SOUTH ? 0 : AK_ROW_HOLES;

      /* Start on a hole that can be played, nearest the mover's left. */
      hole = first;
      for (int i = 0; i < AK_N_HOLES; i++)
        if (_ak_board_view_hole_is_legal (self, (first + i) % AK_N_HOLES))
          {
            hole = (first + i) % AK_N_HOLES;
            break;
          }
      ak_board_view_set_focus_hole (self, hole);
      return;
    }

  /* The arrows go where they point on screen, the board turned or not. */
  column = ak_board_hole_view_column (hole, self->flipped);
  row = ak_hole_row (hole);

  switch (direction)
    {
    case GTK_DIR_LEFT:
      column = MAX (column - 1, 0);
      break;
    case GTK_DIR_RIGHT:
      column = MIN (column + 1, AK_ROW_HOLES - 1);
      break;
    case GTK_DIR_UP:
      row = ak_board_top_row (self->flipped);
      break;
    case GTK_DIR_DOWN:
      row = ak_board_top_row (!self->flipped);
      break;
    case GTK_DIR_TAB_FORWARD:
    case GTK_DIR_TAB_BACKWARD:
    default:
      return;
    }

  ak_board_view_set_focus_hole (self, ak_board_hole_at_view_column (row, column, self->flipped));
}

/**
 * _ak_board_view_class_init_input:
 * @widget_class: the board view's class
 *
 * The keys of the board: arrows between holes, Enter and Space to sow,
 * letters to play a hole, Esc to skip an animation.
 */
void
_ak_board_view_class_init_input (GtkWidgetClass *widget_class)
{
  static const struct { guint key; GtkDirectionType dir; } arrows[] = {
    { GDK_KEY_Left, GTK_DIR_LEFT }, { GDK_KEY_KP_Left, GTK_DIR_LEFT },
    { GDK_KEY_Right, GTK_DIR_RIGHT }, { GDK_KEY_KP_Right, GTK_DIR_RIGHT },
    { GDK_KEY_Up, GTK_DIR_UP }, { GDK_KEY_KP_Up, GTK_DIR_UP },
    { GDK_KEY_Down, GTK_DIR_DOWN }, { GDK_KEY_KP_Down, GTK_DIR_DOWN },
  };

  widget_class->focus = ak_board_view_focus;
  widget_class->grab_focus = ak_board_view_grab_focus;
  widget_class->query_tooltip = ak_board_view_query_tooltip;

  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    gtk_widget_class_add_binding (widget_class, arrows[i].key, 0, move_focus_cb,
                                  "i", arrows[i].dir);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, 0, activate_focus_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, 0, activate_focus_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_space, 0, activate_focus_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Space, 0, activate_focus_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, escape_cb, NULL);
  for (int i = 0; i < AK_ROW_HOLES; i++)
    {
      gtk_widget_class_add_binding (widget_class, GDK_KEY_a + i, 0, play_letter_cb, "i", i);
      gtk_widget_class_add_binding (widget_class, GDK_KEY_A + i, GDK_SHIFT_MASK, play_letter_cb,
                                    "i", AK_ROW_HOLES + i);
      /* With Caps Lock on, a capital comes without Shift. */
      gtk_widget_class_add_binding (widget_class, GDK_KEY_A + i, 0, play_letter_cb,
                                    "i", AK_ROW_HOLES + i);
    }
}

/**
 * _ak_board_view_init_input:
 * @self: a board view
 *
 * The board's pointer and focus controllers, and its tooltips.
 */
void
_ak_board_view_init_input (AkBoardView *self)
{
  GtkGesture *click;
  GtkEventController *motion;
  GtkEventController *focus;

  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}

void
_ak_board_view_stop_refusal (AkBoardView *self)
{
  if (self->refuse_tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->refuse_tick_id);
      self->refuse_tick_id = 0;
    }
  self->refused_hole = -1;
}
