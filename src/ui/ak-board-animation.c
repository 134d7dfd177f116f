/* ak-board-animation.c — the sowing of one move, step by step, on a
 * widget's frame clock
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-board-animation"

#include "config.h"

#include "ak-board-animation.h"
#include "ak-sounds.h"

/* A move with a long relay would take minutes at the chosen speed: the
 * whole animation is squeezed into about this long instead. */
#define MAX_ANIMATION_MS    6000.0
/* The computer's moves, when the player asks for them faster */
#define COMPUTER_SPEEDUP    2.5
#define MIN_SEED_MS         12.0

typedef struct
{
  guint8 kind;    /* AkBoardHandKind */
  guint8 hole;
  guint8 from;    /* DROP: where the seed comes from */
  guint8 seeds;   /* LIFT, CAPTURE: how many; DROP: left in hand */
  guint8 relay;   /* LIFT: a relay lap rather than the move itself */
  guint8 lap;     /* which lap of the move, from 0 */
  guint8 side;    /* CAPTURE, SWEEP: whose store the seeds go to */
} Step;

struct _AkBoardAnimation
{
  /* Borrowed: the widget whose frame clock runs the animation */
  GtkWidget            *widget;
  AkBoardAnimationDone  done;
  gpointer              user_data;

  /* Borrowed: the position on screen, which the steps change */
  AkPosition           *shown;

  GArray               *steps;
  guint                 n_laps;
  AkSide                mover;
  guint                 seed_ms;
  double                step_scale;

  guint                 tick_id;
  guint                 step_index;
  gint64                step_start;
  double                step_progress;

  AkBoardHand           hand;

  /* With AK_DEBUG_FRAMES set: frames drawn while a move animates */
  guint                 n_frames;
  gint64                animation_start;
};

static double
step_duration_us (AkBoardAnimation *self,
                  const Step       *step)
{
  double ms = self->seed_ms * self->step_scale;

  switch ((AkBoardHandKind) step->kind)
    {
    case AK_BOARD_HAND_LIFT:
      /* A relay gets a visible pause: it is the moment players watch. */
      return (step->relay ? 3.0 : 1.5) * ms * 1000;
    case AK_BOARD_HAND_CAPTURE:
      return 5.0 * ms * 1000;
    case AK_BOARD_HAND_SWEEP:
      return 2.0 * ms * 1000;
    case AK_BOARD_HAND_DROP:
    default:
      return ms * 1000;
    }
}

static void
begin_step (AkBoardAnimation *self,
            const Step       *step)
{
  AkPosition *shown = self->shown;

  switch ((AkBoardHandKind) step->kind)
    {
    case AK_BOARD_HAND_LIFT:
    case AK_BOARD_HAND_CAPTURE:
    case AK_BOARD_HAND_SWEEP:
      shown->holes[step->hole] -= MIN (step->seeds, shown->holes[step->hole]);
      break;
    case AK_BOARD_HAND_DROP:
    default:
      break;
    }
}

/* The stores count what has landed in them. */
static void
store_seeds (AkPosition *shown,
             AkSide      side,
             guint       seeds)
{
  shown->stores[side] = (guint8) MIN (G_MAXUINT8, shown->stores[side] + seeds);
}

static void
end_step (AkBoardAnimation *self,
          const Step       *step)
{
  switch ((AkBoardHandKind) step->kind)
    {
    case AK_BOARD_HAND_DROP:
      self->shown->holes[step->hole]++;
      ak_sounds_play (ak_sounds_get_default (), AK_SOUND_DROP);
      break;
    case AK_BOARD_HAND_CAPTURE:
      store_seeds (self->shown, step->side, step->seeds);
      ak_sounds_play (ak_sounds_get_default (), AK_SOUND_CASA);
      break;
    case AK_BOARD_HAND_SWEEP:
      store_seeds (self->shown, step->side, step->seeds);
      break;
    case AK_BOARD_HAND_LIFT:
    default:
      break;
    }
}

static gboolean
animation_tick_cb (GtkWidget     *widget,
                   GdkFrameClock *clock,
                   gpointer       user_data)
{
  AkBoardAnimation *self = user_data;
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  const Step *step;
  double duration;

  if (self->step_start == 0)
    {
      self->step_start = now;
      self->animation_start = now;
      self->n_frames = 0;
      begin_step (self, &g_array_index (self->steps, Step, 0));
    }

  /* Several short steps can fall within one frame at high speeds. */
  while (self->step_index < self->steps->len)
    {
      step = &g_array_index (self->steps, Step, self->step_index);
      duration = MAX (1, step_duration_us (self, step));

      if (now - self->step_start < duration)
        {
          self->step_progress = (now - self->step_start) / duration;
          gtk_widget_queue_draw (widget);
          return G_SOURCE_CONTINUE;
        }

      end_step (self, step);
      self->step_start += (gint64) duration;
      self->step_index++;
      if (self->step_index < self->steps->len)
        begin_step (self, &g_array_index (self->steps, Step, self->step_index));
    }

  if (g_getenv ("AK_DEBUG_FRAMES") != NULL && now > self->animation_start)
    g_printerr ("adji-kui: a move of %u steps animated in %.0f ms, %u frames drawn, %.1f frames/s\n",
                self->steps->len, (now - self->animation_start) / 1000.0, self->n_frames,
                self->n_frames * 1e6 / (now - self->animation_start));

  /* The tick source goes with this return: done() may start the next
   * move's animation at once. */
  self->tick_id = 0;
  g_array_set_size (self->steps, 0);
  self->step_index = 0;
  self->shown = NULL;
  self->done (self->user_data);

  return G_SOURCE_REMOVE;
}

static void
build_steps (AkBoardAnimation *self,
             const AkTrace    *trace,
             const AkPosition *sweep)
{
  double total_ms = 0;
  guint n_laps = ak_trace_get_n_laps (trace);

  g_array_set_size (self->steps, 0);
  self->n_laps = n_laps;

  for (guint i = 0; i < n_laps; i++)
    {
      const AkLap *lap = ak_trace_get_lap (trace, i);
      const guint8 *drops = ak_trace_get_lap_drops (trace, i);
      Step lift = { AK_BOARD_HAND_LIFT, lap->from, lap->from, lap->n_seeds, i > 0,
                    (guint8) MIN (i, G_MAXUINT8), trace->mover };
      guint8 from = lap->from;

      g_array_append_val (self->steps, lift);
      for (guint j = 0; j < lap->n_seeds; j++)
        {
          Step drop = { AK_BOARD_HAND_DROP, drops[j], from, (guint8) (lap->n_seeds - j - 1), 0,
                        (guint8) MIN (i, G_MAXUINT8), trace->mover };

          g_array_append_val (self->steps, drop);
          from = drops[j];
        }
    }

  for (guint i = 0; i < trace->captures->len; i++)
    {
      const AkCapture *capture = &g_array_index (trace->captures, AkCapture, i);
      Step step = { AK_BOARD_HAND_CAPTURE, capture->hole, capture->hole, capture->seeds, 0,
                    (guint8) MIN (n_laps ? n_laps - 1 : 0, G_MAXUINT8), trace->mover };

      g_array_append_val (self->steps, step);
    }

  /* The game is over: the seeds left go to their owners' stores, South's
   * row first, each row from its start. */
  if (sweep != NULL)
    for (int hole = 0; hole < AK_N_HOLES; hole++)
      if (sweep->holes[hole] > 0)
        {
          Step step = { AK_BOARD_HAND_SWEEP, (guint8) hole, (guint8) hole, sweep->holes[hole], 0,
                        (guint8) MIN (n_laps ? n_laps - 1 : 0, G_MAXUINT8),
                        ak_position_owner (sweep, hole) };

          g_array_append_val (self->steps, step);
        }

  self->step_scale = 1;
  for (guint i = 0; i < self->steps->len; i++)
    total_ms += step_duration_us (self, &g_array_index (self->steps, Step, i)) / 1000;
  if (total_ms > MAX_ANIMATION_MS)
    self->step_scale = MAX (MAX_ANIMATION_MS / total_ms, MIN_SEED_MS / MAX (1, self->seed_ms));
}

/**
 * ak_board_animation_new:
 * @widget: the widget whose frame clock times the steps and which is
 *   redrawn at each frame, not owned; it must outlive the animation
 * @done: called when an animation has shown its last step
 * @user_data: for @done
 *
 * Returns: (transfer full): a new animation, not running
 */
AkBoardAnimation *
ak_board_animation_new (GtkWidget            *widget,
                        AkBoardAnimationDone  done,
                        gpointer              user_data)
{
  AkBoardAnimation *self;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  g_return_val_if_fail (done != NULL, NULL);

  self = g_new0 (AkBoardAnimation, 1);
  self->widget = widget;
  self->done = done;
  self->user_data = user_data;
  self->steps = g_array_new (FALSE, FALSE, sizeof (Step));
  self->step_scale = 1;
  return self;
}

void
ak_board_animation_free (AkBoardAnimation *self)
{
  if (self == NULL)
    return;

  ak_board_animation_stop (self);
  g_array_unref (self->steps);
  g_free (self);
}

/**
 * ak_board_animation_seed_ms:
 * @widget: the widget that would animate
 * @speed: the speed chosen
 *
 * Returns: how long one seed's drop takes, in milliseconds: 0 when moves
 *   show at once, by choice or because the desktop turned animations off
 */
guint
ak_board_animation_seed_ms (GtkWidget        *widget,
                            AkAnimationSpeed  speed)
{
  GtkSettings *settings = gtk_widget_get_settings (widget);
  gboolean enabled = TRUE;

  g_object_get (settings, "gtk-enable-animations", &enabled, NULL);
  if (!enabled)
    return 0;

  switch (speed)
    {
    case AK_ANIMATION_SPEED_FAST:
      return 60;
    case AK_ANIMATION_SPEED_NORMAL:
      return 120;
    case AK_ANIMATION_SPEED_SLOW:
      return 240;
    case AK_ANIMATION_SPEED_INSTANT:
    default:
      return 0;
    }
}

/**
 * ak_board_animation_start:
 * @self: an animation
 * @trace: the move to show
 * @shown: the position on screen, as it was before the move; the steps
 *   move its seeds, so it must stay where it is until the animation ends
 *   or is stopped
 * @speed: how fast
 *
 * Starts showing @trace, after stopping any animation still running.
 * Nothing starts when the move has no step to show (a pass), when moves
 * show at once, or when the widget is not on screen to run a clock.
 *
 * Returns: whether an animation started
 */
gboolean
ak_board_animation_start (AkBoardAnimation *self,
                          const AkTrace    *trace,
                          AkPosition       *shown,
                          AkAnimationSpeed  speed)
{
  return ak_board_animation_start_full (self, trace, shown, speed, FALSE, NULL);
}

/**
 * ak_board_animation_start_full:
 * @self: an animation
 * @trace: the move to show
 * @shown: as for ak_board_animation_start()
 * @speed: how fast
 * @hurry: whether to sow faster than @speed, for the computer's moves
 *   when the player asked for that
 * @sweep: (nullable): the position the move leads to when it ends the
 *   game: the seeds left in its holes are then swept into their owners'
 *   stores, after the move
 *
 * Returns: whether an animation started
 */
gboolean
ak_board_animation_start_full (AkBoardAnimation *self,
                               const AkTrace    *trace,
                               AkPosition       *shown,
                               AkAnimationSpeed  speed,
                               gboolean          hurry,
                               const AkPosition *sweep)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (trace != NULL, FALSE);
  g_return_val_if_fail (shown != NULL, FALSE);

  ak_board_animation_stop (self);

  self->seed_ms = ak_board_animation_seed_ms (self->widget, speed);
  if (self->seed_ms == 0 || !gtk_widget_get_mapped (self->widget))
    return FALSE;
  if (hurry)
    self->seed_ms = (guint) MAX (MIN_SEED_MS, self->seed_ms / COMPUTER_SPEEDUP);

  build_steps (self, trace, sweep);
  if (self->steps->len == 0)
    return FALSE;

  self->shown = shown;
  self->mover = trace->mover;
  self->step_index = 0;
  self->step_start = 0;
  self->step_progress = 0;
  self->tick_id = gtk_widget_add_tick_callback (self->widget, animation_tick_cb, self, NULL);
  gtk_widget_queue_draw (self->widget);

  return TRUE;
}

/**
 * ak_board_animation_get_duration_ms:
 * @self: an animation
 *
 * Returns: how long the animation running takes from its start, in
 *   milliseconds; 0 when none runs
 */
double
ak_board_animation_get_duration_ms (AkBoardAnimation *self)
{
  double total = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 0; i < self->steps->len; i++)
    total += step_duration_us (self, &g_array_index (self->steps, Step, i)) / 1000;
  return total;
}

/**
 * ak_board_animation_stop:
 * @self: an animation
 *
 * Stops where it is, without calling the done function.  The position
 * on screen is left half sown: the caller shows the move's end.
 */
void
ak_board_animation_stop (AkBoardAnimation *self)
{
  g_return_if_fail (self != NULL);

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (self->widget, self->tick_id);
      self->tick_id = 0;
    }
  g_array_set_size (self->steps, 0);
  self->step_index = 0;
  self->shown = NULL;
}

gboolean
ak_board_animation_get_running (AkBoardAnimation *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->tick_id != 0;
}

/**
 * ak_board_animation_get_hand:
 * @self: an animation
 *
 * What is in flight at this frame, for drawing it; each call counts as
 * a frame drawn.
 *
 * Returns: (transfer none) (nullable): the seeds of the step under way,
 *   or %NULL when nothing is being animated
 */
const AkBoardHand *
ak_board_animation_get_hand (AkBoardAnimation *self)
{
  const Step *step;

  g_return_val_if_fail (self != NULL, NULL);

  if (self->tick_id == 0 || self->step_index >= self->steps->len)
    return NULL;

  self->n_frames++;
  step = &g_array_index (self->steps, Step, self->step_index);
  self->hand = (AkBoardHand) {
    .kind = step->kind,
    .hole = step->hole,
    .from = step->from,
    .seeds = step->seeds,
    .index = self->step_index,
    .progress = self->step_progress,
    .mover = step->side,
    .lap = step->lap,
    .n_laps = self->n_laps,
  };
  return &self->hand;
}

/**
 * ak_board_marks_from_trace:
 * @trace: a move
 * @origin: (out): the hole played, or -1 for a pass
 * @relay_mask: (out): the holes its relays were lifted from
 * @capture_mask: (out): the holes it captured from
 *
 * The marks a move leaves on the board until the next one.
 */
void
ak_board_marks_from_trace (const AkTrace *trace,
                           int           *origin,
                           guint         *relay_mask,
                           guint         *capture_mask)
{
  guint n_laps = ak_trace_get_n_laps (trace);

  *origin = trace->move != AK_MOVE_PASS ? trace->move : -1;
  *relay_mask = 0;
  *capture_mask = 0;

  for (guint i = 1; i < n_laps; i++)
    *relay_mask |= 1u << ak_trace_get_lap (trace, i)->from;
  for (guint i = 0; i < trace->captures->len; i++)
    *capture_mask |= 1u << g_array_index (trace->captures, AkCapture, i).hole;
}
