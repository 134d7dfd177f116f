/* ak-board-view.c — the board: two rows of holes, drawn and animated
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board view reads a game and asks it, or the table it plays at, to
 * play what is clicked; it never decides a rule.  Its parts live beside
 * it: ak-board-renderer.c draws, ak-board-animation.c sows a move step by
 * step, ak-board-hole.c makes each hole a focusable, accessible child;
 * ak-board-view-move.c follows the game and starts each move's
 * animation, ak-board-view-input.c takes the pointer and the keyboard,
 * and ak-board-view-table.c plays through a table.
 */

#define G_LOG_DOMAIN "ak-board-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ak-board-view-private.h"
#include "ak-ui-enum-types.h"


G_DEFINE_FINAL_TYPE (AkBoardView, ak_board_view, GTK_TYPE_WIDGET)


enum {
  MOVE_REFUSED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

void
_ak_board_view_notify (AkBoardView         *self,
                       AkBoardViewProperty  prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
_ak_board_view_emit_move_refused (AkBoardView *self,
                                  int          hole,
                                  const char  *reason)
{
  g_signal_emit (self, signals[MOVE_REFUSED], 0, hole, reason);
}


static void
compute_layout (AkBoardView   *self,
                AkBoardLayout *l)
{
  ak_board_layout_init (l, gtk_widget_get_width (GTK_WIDGET (self)),
                        gtk_widget_get_height (GTK_WIDGET (self)), self->show_letters);
  ak_board_layout_set_flipped (l, self->flipped);
  ak_board_layout_set_text_scale (l, ak_board_text_scale (GTK_WIDGET (self)));
}

float
_ak_board_view_get_count_size (AkBoardView *self)
{
  AkBoardLayout l;

  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), 0);

  compute_layout (self, &l);
  return l.count_size;
}

int
_ak_board_view_hole_at (AkBoardView *self,
                        double       x,
                        double       y)
{
  AkBoardLayout l;

  compute_layout (self, &l);
  return ak_board_layout_hole_at (&l, x, y);
}

/* Legality is the game's to decide; the board only remembers the answer
 * for the current position, for hover highlights and the focus ring. */
static guint
get_legal_mask (AkBoardView *self)
{
  if (self->game == NULL || self->read_only || self->showing_position)
    return 0;

  if (!self->legal_valid)
    {
      self->legal_mask = 0;
      for (int i = 0; i < AK_N_HOLES; i++)
        if (ak_game_check_move (self->game, i) == AK_VERDICT_LEGAL)
          self->legal_mask |= 1u << i;
      self->legal_valid = TRUE;
    }

  return self->legal_mask;
}

gboolean
_ak_board_view_hole_is_legal (AkBoardView *self,
                              int          hole)
{
  return ak_hole_is_valid (hole) && (get_legal_mask (self) >> hole) & 1;
}

/* What sowing @hole would do from the position on screen, without
 * playing it; %NULL if it cannot be played now. */
const AkTrace *
_ak_board_view_get_preview (AkBoardView *self,
                            int          hole)
{
  AkPosition pos;

  if (self->game == NULL || _ak_board_view_is_animating (self) || self->purchasing ||
      !_ak_board_view_hole_is_legal (self, hole))
    return NULL;

  if (self->preview_valid && self->preview_hole == hole)
    return self->preview;

  if (self->preview == NULL)
    self->preview = ak_trace_new ();

  pos = self->target;
  self->preview_valid = FALSE;
  if (ak_position_play_traced (&pos, ak_game_get_rules (self->game), hole,
                               self->preview) != AK_VERDICT_LEGAL)
    return NULL;

  self->preview_result = pos;
  self->preview_hole = hole;
  self->preview_valid = TRUE;
  return self->preview;
}

/* The hole whose move is previewed: the one under the pointer, else the
 * one the person moved the keyboard to, while its focus ring shows. */
static int
preview_target (AkBoardView *self)
{
  if (self->hover_hole >= 0)
    return self->hover_hole;
  if (self->focus_preview && self->focus_hole >= 0 &&
      gtk_widget_has_visible_focus (self->holes[self->focus_hole]))
    return self->focus_hole;
  return self->highlight_hole;
}

AkBoardHoleState
_ak_board_view_hole_state (AkBoardView *self,
                           int          hole)
{
  if (self->purchasing)
    {
      if ((self->purchase_mask >> hole) & 1)
        return AK_BOARD_HOLE_BOUGHT;
      else if (ak_hole_row (hole) != self->buyer)
        return AK_BOARD_HOLE_FOR_SALE;
      else
        return AK_BOARD_HOLE_NOT_FOR_SALE;
    }
  else if (self->game != NULL && _ak_board_view_hole_is_legal (self, hole))
    return hole == self->hint_hole ? AK_BOARD_HOLE_SUGGESTED : AK_BOARD_HOLE_PLAYABLE;
  else
    return AK_BOARD_HOLE_NOT_PLAYABLE;
}

void
_ak_board_view_update_accessible (AkBoardView *self)
{
  g_autofree char *description = NULL;

  if (self->game == NULL)
    description = g_strdup (_("No game"));
  else if (self->purchasing)
    description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "%s buys %u hole of the other row for the next game.",
                                                "%s buys %u holes of the other row for the next game.",
                                                self->n_purchases),
                                   ak_side_name (self->buyer), self->n_purchases);
  else if (ak_game_get_is_over (self->game))
    description = g_strdup (_("The game is over."));
  else
    description = g_strdup_printf (_("%s to move. Arrow keys choose a hole, Enter sows it, "
                                     "letters a to f and A to F play a hole."),
                                   ak_side_name (ak_game_get_side_to_move (self->game)));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      g_autofree char *value = _ak_board_view_dup_value_words (self, hole);

      ak_board_hole_describe (AK_BOARD_HOLE (self->holes[hole]), &self->displayed,
                              _ak_board_view_hole_state (self, hole),
                              _ak_board_view_get_preview (self, hole), value);
    }
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    ak_board_store_describe (AK_BOARD_STORE (self->stores[side]), self->displayed.stores[side]);
}

/* ----- announcements ----- */

static AkBoardAnnounceHook announce_hook;
static gpointer announce_hook_data;

void
_ak_board_view_set_announce_hook (AkBoardAnnounceHook hook,
                                  gpointer            user_data)
{
  announce_hook = hook;
  announce_hook_data = user_data;
}

/* Tells a screen reader what happened on the board, which it cannot see
 * happen: a move, a pass, the end of a game, the rebuild of a match. */
void
ak_board_view_announce (AkBoardView *self,
                         const char  *message)
{
  gtk_accessible_announce (GTK_ACCESSIBLE (self), message,
                           GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  if (announce_hook != NULL)
    announce_hook (self, message, announce_hook_data);
}

/* ----- drawing ----- */

/* A game that is over shows the seeds left swept into their owners'
 * stores, as the cards count them, however the board came to its last
 * position: a move animated, one at instant speed, a redo, a jump in the
 * moves, a finished game opened from a file. */
static void
sweep_at_rest (AkBoardView *self)
{
  const AkPosition *pos;
  guint totals[2];

  if (self->game == NULL || self->purchasing || _ak_board_view_is_animating (self) ||
      !ak_game_get_is_over (self->game))
    return;
  pos = ak_game_get_position (self->game);
  if (!ak_position_equal (&self->displayed, pos) ||
      (self->swept_valid && ak_position_equal (&self->swept_of, pos)))
    return;

  self->swept_of = *pos;
  self->swept = *pos;
  ak_position_division (pos, totals);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    self->swept.holes[hole] = 0;
  self->swept.stores[AK_SOUTH] = (guint8) MIN (totals[AK_SOUTH], G_MAXUINT8);
  self->swept.stores[AK_NORTH] = (guint8) MIN (totals[AK_NORTH], G_MAXUINT8);
  self->swept_valid = TRUE;
}

/* What the board shows now.  For an image file, @exporting leaves out
 * the pointer's, the keyboard's and the engine's marks. */
static void
build_scene (AkBoardView  *self,
             AkBoardScene *scene,
             gboolean      exporting)
{
  /* Another position, to look at: without the game's marks. */
  if (self->showing_position)
    {
      ak_board_scene_init (scene, &self->shown_position);
      scene->show_letters = self->show_letters;
      scene->flipped = self->flipped;
      scene->to_move = self->shown_position.side;
      return;
    }

  sweep_at_rest (self);
  if (self->swept_valid && !_ak_board_view_is_animating (self) &&
      (self->game == NULL || ak_game_get_is_over (self->game)) &&
      ak_position_equal (&self->displayed, &self->swept_of))
    ak_board_scene_init (scene, &self->swept);
  else
    ak_board_scene_init (scene, &self->displayed);
  scene->show_letters = self->show_letters;
  scene->flipped = self->flipped;
  if (self->game != NULL && !self->purchasing && !ak_game_get_is_over (self->game))
    scene->to_move = self->displayed.side;
  scene->last_origin = self->last_origin;
  scene->relay_mask = self->relay_mask;
  scene->capture_mask = self->capture_mask;

  if (self->purchasing)
    {
      scene->buyer = self->buyer;
      scene->n_purchases = self->n_purchases;
      scene->purchase_mask = self->purchase_mask;
    }

  if (!exporting)
    {
      int target = preview_target (self);

      scene->hover_hole = self->hover_hole >= 0 ? self->hover_hole : self->highlight_hole;
      scene->playable_mask = self->purchasing ? 0 : get_legal_mask (self);
      scene->hint_hole = self->hint_hole;
      if (self->focus_hole >= 0 && gtk_widget_has_visible_focus (self->holes[self->focus_hole]))
        scene->focus_hole = self->focus_hole;
      scene->refused_hole = self->refused_hole;
      scene->refuse_progress = self->refuse_progress;
      if (self->show_preview && target >= 0 && self->game != NULL &&
          !ak_game_get_is_over (self->game))
        scene->preview = _ak_board_view_get_preview (self, target);
      if (scene->preview != NULL)
        scene->preview_result = &self->preview_result;
      scene->hand = ak_board_animation_get_hand (self->animation);
      /* While a move is sown, its mover's row stays lit. */
      if (scene->hand != NULL)
        scene->to_move = scene->hand->mover;
      /* The values of the moves from the position shown, and only that
       * one: they go as soon as it changes, whatever told the board. */
      if (self->has_values && scene->hand == NULL && !self->purchasing && self->game != NULL &&
          !ak_game_get_is_over (self->game) &&
          ak_position_equal (&self->values_of, &self->displayed))
        {
          scene->values = (const char * const *) self->values;
          scene->best_value = self->best_value;
        }
    }
}

static void
ak_board_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);
  AkBoardScene scene;

  build_scene (self, &scene, FALSE);
  ak_board_renderer_snapshot (self->renderer, snapshot, &scene,
                              gtk_widget_get_width (widget), gtk_widget_get_height (widget));

  /* The holes draw only GTK's focus ring. */
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    gtk_widget_snapshot_child (widget, self->holes[hole], snapshot);
}

static void
ak_board_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 320;
      *natural = 780;
    }
  else
    {
      /* As tall as the board is at the width given, so that the players'
       * cards sit against its rows with no wood-less band between. */
      int fit = for_size > 0 ? ak_board_layout_height_for_width (for_size, self->show_letters)
                             : 300;
      float scale = ak_board_text_scale (widget);

      /* At least tall enough that its counts read at the text's size
       * (ak_board_layout_set_text_scale), when its width allows it: with
       * large text, a board squeezed to a strip would be hard to read
       * and to hit. */
      *minimum = scale > 1 ? MAX (120, MIN (fit, (int) ceilf (130 * scale))) : 120;
      *natural = MAX (*minimum, fit);
    }
}

static GtkSizeRequestMode
ak_board_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* Each hole's child covers its well, so that assistive technologies
 * know where it is on screen. */
static void
ak_board_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);
  AkBoardLayout l;

  ak_board_layout_init (&l, width, height, self->show_letters);
  ak_board_layout_set_flipped (&l, self->flipped);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      float cx;
      float cy;
      int size = MAX (1, (int) (2 * l.hole_r));

      ak_board_layout_hole_centre (&l, hole, &cx, &cy);
      gtk_widget_size_allocate (self->holes[hole],
                                &(GtkAllocation) { (int) (cx - l.hole_r), (int) (cy - l.hole_r),
                                                   size, size },
                                -1);
    }
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    gtk_widget_size_allocate (self->stores[side],
                              &(GtkAllocation) { (int) l.store[side].origin.x,
                                                 (int) l.store[side].origin.y,
                                                 MAX (1, (int) l.store[side].size.width),
                                                 MAX (1, (int) l.store[side].size.height) },
                              -1);
}

void
_ak_board_view_refresh (AkBoardView *self)
{
  _ak_board_view_invalidate_moves (self);
  _ak_board_view_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ----- the widget ----- */

static void
ak_board_view_state_flags_changed (GtkWidget     *widget,
                                   GtkStateFlags  previous)
{
  GtkStateFlags now = gtk_widget_get_state_flags (widget);

  /* The focus ring is drawn by hand, so it follows these flags here. */
  if ((now ^ previous) & (GTK_STATE_FLAG_FOCUS_VISIBLE | GTK_STATE_FLAG_FOCUSED))
    gtk_widget_queue_draw (widget);

  GTK_WIDGET_CLASS (ak_board_view_parent_class)->state_flags_changed (widget, previous);
}

static void
dark_changed_cb (AkBoardView *self)
{
  ak_board_renderer_invalidate (self->renderer);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ak_board_view_css_changed (GtkWidget         *widget,
                           GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (ak_board_view_parent_class)->css_changed (widget, change);

  /* The colours may come from the style sheet. */
  ak_board_renderer_invalidate (AK_BOARD_VIEW (widget)->renderer);
  gtk_widget_queue_draw (widget);
}

/* Off screen no frame clock runs the animation: the move shows finished,
 * and a table waiting for it goes on. */
static void
ak_board_view_unmap (GtkWidget *widget)
{
  ak_board_view_finish_animation (AK_BOARD_VIEW (widget));
  GTK_WIDGET_CLASS (ak_board_view_parent_class)->unmap (widget);
}

/* The texture belongs to the renderer of the window the board was in. */
static void
ak_board_view_unrealize (GtkWidget *widget)
{
  ak_board_renderer_invalidate (AK_BOARD_VIEW (widget)->renderer);
  GTK_WIDGET_CLASS (ak_board_view_parent_class)->unrealize (widget);
}

/* ----- GObject ----- */

static void
ak_board_view_dispose (GObject *object)
{
  AkBoardView *self = AK_BOARD_VIEW (object);

  ak_board_animation_stop (self->animation);
  _ak_board_view_stop_refusal (self);
  if (self->dark_id != 0)
    {
      g_signal_handler_disconnect (adw_style_manager_get_default (), self->dark_id);
      self->dark_id = 0;
    }
  _ak_board_view_unbind_table (self);
  _ak_board_view_bind_game (self, NULL);
  g_clear_object (&self->table_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->played_signals);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    g_clear_pointer (&self->holes[hole], gtk_widget_unparent);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    g_clear_pointer (&self->stores[side], gtk_widget_unparent);

  G_OBJECT_CLASS (ak_board_view_parent_class)->dispose (object);
}

static void
ak_board_view_finalize (GObject *object)
{
  AkBoardView *self = AK_BOARD_VIEW (object);

  g_clear_pointer (&self->animation, ak_board_animation_free);
  g_clear_pointer (&self->renderer, ak_board_renderer_free);
  g_clear_pointer (&self->preview, ak_trace_free);
  g_clear_pointer (&self->board_theme, g_free);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      g_clear_pointer (&self->values[hole], g_free);
      g_clear_pointer (&self->explanations[hole], g_free);
    }

  G_OBJECT_CLASS (ak_board_view_parent_class)->finalize (object);
}

static void
ak_board_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  AkBoardView *self = AK_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_TABLE:
      g_value_set_object (value, ak_board_view_get_table (self));
      break;
    case PROP_GAME:
      g_value_set_object (value, ak_board_view_get_game (self));
      break;
    case PROP_SHOW_LETTERS:
      g_value_set_boolean (value, ak_board_view_get_show_letters (self));
      break;
    case PROP_FLIPPED:
      g_value_set_boolean (value, ak_board_view_get_flipped (self));
      break;
    case PROP_ANIMATION_SPEED:
      g_value_set_enum (value, ak_board_view_get_animation_speed (self));
      break;
    case PROP_ANIMATING:
      g_value_set_boolean (value, ak_board_view_get_animating (self));
      break;
    case PROP_FOCUS_HOLE:
      g_value_set_int (value, ak_board_view_get_focus_hole (self));
      break;
    case PROP_SHOW_PREVIEW:
      g_value_set_boolean (value, ak_board_view_get_show_preview (self));
      break;
    case PROP_HURRY_COMPUTER:
      g_value_set_boolean (value, ak_board_view_get_hurry_computer (self));
      break;
    case PROP_BOARD_THEME:
      g_value_set_string (value, ak_board_view_get_board_theme (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_board_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  AkBoardView *self = AK_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_TABLE:
      ak_board_view_set_table (self, g_value_get_object (value));
      break;
    case PROP_GAME:
      ak_board_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_SHOW_LETTERS:
      ak_board_view_set_show_letters (self, g_value_get_boolean (value));
      break;
    case PROP_FLIPPED:
      ak_board_view_set_flipped (self, g_value_get_boolean (value));
      break;
    case PROP_ANIMATION_SPEED:
      ak_board_view_set_animation_speed (self, g_value_get_enum (value));
      break;
    case PROP_FOCUS_HOLE:
      ak_board_view_set_focus_hole (self, g_value_get_int (value));
      break;
    case PROP_SHOW_PREVIEW:
      ak_board_view_set_show_preview (self, g_value_get_boolean (value));
      break;
    case PROP_HURRY_COMPUTER:
      ak_board_view_set_hurry_computer (self, g_value_get_boolean (value));
      break;
    case PROP_BOARD_THEME:
      ak_board_view_set_board_theme (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_board_view_class_init (AkBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_board_view_dispose;
  object_class->finalize = ak_board_view_finalize;
  object_class->get_property = ak_board_view_get_property;
  object_class->set_property = ak_board_view_set_property;

  widget_class->snapshot = ak_board_view_snapshot;
  widget_class->measure = ak_board_view_measure;
  widget_class->get_request_mode = ak_board_view_get_request_mode;
  widget_class->size_allocate = ak_board_view_size_allocate;
  widget_class->css_changed = ak_board_view_css_changed;
  widget_class->unmap = ak_board_view_unmap;
  widget_class->unrealize = ak_board_view_unrealize;
  widget_class->state_flags_changed = ak_board_view_state_flags_changed;

  /**
   * AkBoardView:table:
   *
   * The table whose game the board shows and plays through, or %NULL
   * for a board that only shows #AkBoardView:game.
   */
  properties[PROP_TABLE] =
    g_param_spec_object ("table", NULL, NULL,
                         AK_TYPE_TABLE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         AK_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LETTERS] =
    g_param_spec_boolean ("show-letters", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AkBoardView:flipped:
   *
   * Whether the board is turned half round, North's row at the bottom,
   * for North's player or two people facing each other.  The holes keep
   * their letters: a hole is played by the same key either way.
   */
  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_enum ("animation-speed", NULL, NULL,
                       AK_TYPE_ANIMATION_SPEED, AK_ANIMATION_SPEED_NORMAL,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATING] =
    g_param_spec_boolean ("animating", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOCUS_HOLE] =
    g_param_spec_int ("focus-hole", NULL, NULL,
                      -1, AK_N_HOLES - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AkBoardView:show-preview:
   *
   * Whether pointing at a hole, or reaching it with the keyboard, shows
   * what sowing it would do.
   */
  properties[PROP_SHOW_PREVIEW] =
    g_param_spec_boolean ("show-preview", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AkBoardView:hurry-computer:
   *
   * Whether the computer's moves, at a table, are sown faster than
   * #AkBoardView:animation-speed.
   */
  /**
   * AkBoardView:board-theme:
   *
   * The board's colours, as the `board-theme` setting names them.
   */
  properties[PROP_BOARD_THEME] =
    g_param_spec_string ("board-theme", NULL, NULL,
                         "auto",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HURRY_COMPUTER] =
    g_param_spec_boolean ("hurry-computer", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkBoardView::move-refused:
   * @self: the board view
   * @hole: the hole the player tried
   * @reason: why the game refused it, a translated fragment such as
   *   “hole c holds 1 seed”
   */
  signals[MOVE_REFUSED] =
    g_signal_new ("move-refused",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);

  _ak_board_view_class_init_input (widget_class);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ak_board_view_init (AkBoardView *self)
{
  self->renderer = ak_board_renderer_new (GTK_WIDGET (self));
  self->speed = AK_ANIMATION_SPEED_NORMAL;
  self->show_letters = TRUE;
  self->show_preview = TRUE;
  self->hover_hole = -1;
  self->focus_hole = -1;
  self->refused_hole = -1;
  self->highlight_hole = -1;
  self->best_value = -1;
  _ak_board_view_clear_last_move (self);
  ak_position_init_start (&self->displayed, AK_SOUTH);
  self->target = self->displayed;

  self->hint_hole = -1;
  self->preview_hole = -1;
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      self->holes[hole] = ak_board_hole_new (hole);
      gtk_widget_set_parent (self->holes[hole], GTK_WIDGET (self));
    }
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      self->stores[side] = ak_board_store_new (side);
      gtk_widget_set_parent (self->stores[side], GTK_WIDGET (self));
    }

  _ak_board_view_init_move (self);
  _ak_board_view_init_input (self);
  _ak_board_view_init_table (self);

  self->dark_id = g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark",
                                            G_CALLBACK (dark_changed_cb), self);

  _ak_board_view_update_accessible (self);
}

/* ----- public API ----- */

/**
 * ak_board_view_new:
 *
 * Returns: (transfer floating): a new board view with no game
 */
GtkWidget *
ak_board_view_new (void)
{
  return g_object_new (AK_TYPE_BOARD_VIEW, NULL);
}

gboolean
ak_board_view_get_show_preview (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), FALSE);

  return self->show_preview;
}

void
ak_board_view_set_show_preview (AkBoardView *self,
                                gboolean     show_preview)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  show_preview = !!show_preview;
  if (self->show_preview == show_preview)
    return;

  self->show_preview = show_preview;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_PREVIEW]);
}

const char *
ak_board_view_get_board_theme (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), NULL);

  return self->board_theme != NULL ? self->board_theme : "auto";
}

void
ak_board_view_set_board_theme (AkBoardView *self,
                               const char  *theme)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  if (g_strcmp0 (ak_board_view_get_board_theme (self), theme != NULL ? theme : "auto") == 0)
    return;

  g_free (self->board_theme);
  self->board_theme = g_strdup (theme);
  ak_board_renderer_set_theme (self->renderer, ak_board_theme_from_string (theme));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_THEME]);
}


/**
 * ak_board_view_get_shown:
 * @self: a board
 * @shown: (out): the position the board draws now: the seeds and stores,
 *   with the seeds left swept into the stores at the end of a game
 *
 * What the board shows, which is the game's position except while a move
 * is being sown.
 */
void
ak_board_view_get_shown (AkBoardView *self,
                          AkPosition  *shown)
{
  AkBoardScene scene;

  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  build_scene (self, &scene, TRUE);
  *shown = *scene.position;
}

int
_ak_board_view_get_previewed_hole (AkBoardView *self)
{
  AkBoardScene scene;

  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), -1);

  build_scene (self, &scene, FALSE);
  return scene.preview != NULL ? self->preview_hole : -1;
}

gboolean
_ak_board_view_get_preview_result (AkBoardView *self,
                                   int          hole,
                                   AkPosition  *result)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), FALSE);

  if (!self->show_preview || _ak_board_view_get_preview (self, hole) == NULL)
    return FALSE;
  *result = self->preview_result;
  return TRUE;
}


gboolean
ak_board_view_get_show_letters (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), FALSE);

  return self->show_letters;
}

void
ak_board_view_set_show_letters (AkBoardView *self,
                                gboolean     show_letters)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  show_letters = !!show_letters;
  if (self->show_letters == show_letters)
    return;

  self->show_letters = show_letters;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LETTERS]);
}

gboolean
ak_board_view_get_flipped (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), FALSE);

  return self->flipped;
}

void
ak_board_view_set_flipped (AkBoardView *self,
                           gboolean     flipped)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  flipped = !!flipped;
  if (self->flipped == flipped)
    return;

  self->flipped = flipped;
  /* The holes' children move with their wells. */
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}


/**
 * ak_board_view_show_hint:
 * @self: a board view
 * @hole: the hole to suggest, or -1 for none
 *
 * Marks @hole as the engine's suggestion until the position changes.
 */
void
ak_board_view_show_hint (AkBoardView *self,
                         int          hole)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));
  g_return_if_fail (hole >= -1 && hole < AK_N_HOLES);

  if (self->hint_hole == hole)
    return;

  self->hint_hole = hole;
  _ak_board_view_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
ak_board_view_get_hint (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), -1);

  return self->hint_hole;
}

/**
 * ak_board_view_get_purchasing:
 * @self: a board view
 *
 * Returns: whether the board shows the rebuild between two games of a
 *   match: the next game's board and the holes its buyer takes, as the
 *   table has them
 */
gboolean
ak_board_view_get_purchasing (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), FALSE);

  return self->purchasing;
}

/**
 * ak_board_view_render:
 * @self: a board view
 * @width: the image's width
 * @height: the image's height
 *
 * Draws the board as it stands, with the last move's marks but without
 * the pointer's, the keyboard's or the engine's, for an image file.
 *
 * Returns: (transfer full) (nullable): the drawing
 */
GskRenderNode *
ak_board_view_render (AkBoardView *self,
                      int          width,
                      int          height)
{
  AkBoardScene scene;

  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);

  /* Images are drawn at twice the size they claim, for print. */
  build_scene (self, &scene, TRUE);
  return ak_board_renderer_render (self->renderer, &scene, width, height, 2);
}

/**
 * ak_board_view_render_for_export:
 * @self: a board view
 * @width: the board's width in the image
 * @height: its height
 * @scale: as for ak_board_renderer_render(): 0 for a vector file
 * @side_to_move: whether to light the row to move
 * @stores: whether to show the stores' stones and counts
 *
 * Draws the board as ak_board_view_render() does, with a choice of what
 * it shows besides the holes.
 *
 * Returns: (transfer full) (nullable): the drawing
 */
GskRenderNode *
ak_board_view_render_for_export (AkBoardView *self,
                                 int          width,
                                 int          height,
                                 int          scale,
                                 gboolean     side_to_move,
                                 gboolean     stores)
{
  AkBoardScene scene;

  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);

  build_scene (self, &scene, TRUE);
  if (!side_to_move)
    scene.to_move = AK_SIDE_NONE;
  scene.show_stores = stores;
  return ak_board_renderer_render (self->renderer, &scene, width, height, MAX (scale, 0));
}

/**
 * ak_board_view_set_read_only:
 * @self: a board view
 * @read_only: whether moves can be played from the board
 *
 * A read-only board shows its game but plays no move: clicks, Enter and
 * letters do nothing, and no hole is shown as playable.
 */
void
ak_board_view_set_read_only (AkBoardView *self,
                             gboolean     read_only)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  self->read_only = !!read_only;
  _ak_board_view_invalidate_moves (self);
  _ak_board_view_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
ak_board_view_get_read_only (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), FALSE);

  return self->read_only;
}

/**
 * ak_board_view_set_highlight_hole:
 * @self: a board view
 * @hole: a hole to mark as if pointed at, or -1 for none
 *
 * Marks @hole as the pointer would, with its move's preview when
 * previews are shown: for a move looked at elsewhere, such as a row of
 * the analysis.  The pointer on the board goes before it.
 */
void
ak_board_view_set_highlight_hole (AkBoardView *self,
                                  int          hole)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));
  g_return_if_fail (hole >= -1 && hole < AK_N_HOLES);

  if (self->highlight_hole == hole)
    return;

  self->highlight_hole = hole;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
ak_board_view_get_highlight_hole (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), -1);

  return self->highlight_hole;
}

/**
 * ak_board_view_show_position:
 * @self: a board view
 * @position: (nullable): a position to show instead of the game's, or
 *   %NULL to show the game's again
 *
 * Shows @position, copied, for looking only: no move can be played from
 * the board and the game's marks are left out, until this is called with
 * %NULL or a move is played in the game.  The game is not changed.
 */
void
ak_board_view_show_position (AkBoardView      *self,
                             const AkPosition *position)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  if (position == NULL && !self->showing_position)
    return;

  ak_board_view_finish_animation (self);
  self->showing_position = position != NULL;
  if (position != NULL)
    self->shown_position = *position;
  _ak_board_view_invalidate_moves (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
ak_board_view_get_showing_position (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), FALSE);

  return self->showing_position;
}

/**
 * ak_board_view_set_move_values:
 * @self: a board view
 * @position: (nullable): the position the values are of, or %NULL for
 *   none
 * @values: (array fixed-size=12) (nullable): the value of each hole's
 *   move, as text, %NULL for a hole without one
 * @best: the best move's hole, whose badge stands out, or -1
 *
 * Shows the engine's value of each legal move on a badge at its hole,
 * while the board shows @position: not while a move is sown, another
 * position is shown, holes are bought, or once the position changed.
 * Never in an image of the board.
 */
void
ak_board_view_set_move_values (AkBoardView        *self,
                               const AkPosition   *position,
                               const char * const *values,
                               int                 best)
{
  gboolean changed = FALSE;
  gboolean has_values = position != NULL && values != NULL;

  g_return_if_fail (AK_IS_BOARD_VIEW (self));
  g_return_if_fail (best >= -1 && best < AK_N_HOLES + 1);

  if (!has_values)
    best = -1;
  if (has_values != self->has_values || self->best_value != best ||
      (has_values && !ak_position_equal (position, &self->values_of)))
    changed = TRUE;
  self->has_values = has_values;
  self->best_value = ak_hole_is_valid (best) ? best : -1;
  if (has_values)
    self->values_of = *position;
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      const char *value = has_values ? values[hole] : NULL;

      if (g_strcmp0 (value, self->values[hole]) == 0)
        continue;
      g_free (self->values[hole]);
      self->values[hole] = g_strdup (value);
      changed = TRUE;
    }
  if (changed)
    {
      _ak_board_view_update_accessible (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

const char *
_ak_board_view_get_value (AkBoardView *self,
                          int          hole)
{
  AkBoardScene scene;

  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (ak_hole_is_valid (hole), NULL);

  build_scene (self, &scene, FALSE);
  return scene.values != NULL ? scene.values[hole] : NULL;
}

int
_ak_board_view_get_best_value (AkBoardView *self)
{
  AkBoardScene scene;

  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), -1);

  build_scene (self, &scene, FALSE);
  return scene.values != NULL ? scene.best_value : -1;
}
