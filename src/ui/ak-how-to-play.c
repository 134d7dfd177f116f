/* ak-how-to-play.c — a walk through a relay and a casa on the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A few steps, each a position on the board (the window's own AkBoardView,
 * read only) and a few lines; a step with a move plays it on the board as
 * the game would, and its lines, written from the engine's trace of the
 * move, say lap by lap what happened.  The examples are found by the
 * engine, not written out: the relay is a move of the start that relays
 * before it ends, the casa the first one met along a line of play, so
 * they follow the rules as the engine plays them.  The dialog is
 * ak-how-to-play.ui.
 */

#define G_LOG_DOMAIN "ak-how-to-play"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-how-to-play.h"
#include "ak-how-to-play-private.h"

typedef enum
{
  STEP_ROWS,
  STEP_RELAY,
  STEP_CASA,
  STEP_END,
  N_STEPS,
} Step;

struct _AkHowToPlay
{
  AdwDialog    parent_instance;

  /* Template widgets */
  GtkWidget   *heading;
  GtkWidget   *text;
  GtkWidget   *board;
  GtkWidget   *count;
  GtkWidget   *back_button;
  GtkWidget   *next_button;
  GtkWidget   *play_button;
  GtkWidget   *start_button;

  /* Owned references */
  AkGame      *game;
  guint        step;
  AkRules      rules;
  AkPosition   starts[N_STEPS];
  int          moves[N_STEPS];   /* AK_MOVE_NONE: nothing to play */
  char        *lines;
};

G_DEFINE_FINAL_TYPE (AkHowToPlay, ak_how_to_play, ADW_TYPE_DIALOG)

/* The examples: the start, a relay from it, and the first casa along a
 * line of play that takes the first legal move each time. */
static void
find_examples (AkHowToPlay *self)
{
  AkPosition pos;

  ak_rules_init (&self->rules);
  ak_position_init_start (&pos, AK_SOUTH);
  for (guint i = 0; i < N_STEPS; i++)
    {
      self->starts[i] = pos;
      self->moves[i] = AK_MOVE_NONE;
    }
  self->moves[STEP_RELAY] = ak_examples_find_move (&pos, &self->rules, AK_LAP_END_EMPTY, TRUE,
                                                   0);
  if (!ak_examples_find (&self->rules, AK_LAP_END_CASA, FALSE, 0, &self->starts[STEP_CASA],
                         &self->moves[STEP_CASA]))
    self->moves[STEP_CASA] = AK_MOVE_NONE;
}

/* What a move did, lap by lap, in plain words. */
static char *
describe_trace (const AkTrace *trace)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < trace->laps->len; i++)
    {
      const AkLap *lap = &g_array_index (trace->laps, AkLap, i);
      char from = ak_hole_to_char (lap->from);
      char last = ak_hole_to_char (lap->last);

      if (i > 0)
        g_string_append_c (text, '\n');
      /* Translators: a lap of a move: its number, the hole and the seeds
       * lifted, then how it ended */
      g_string_append_printf (text, _("Lap %u: %u seeds from %c, the last into %c"),
                              i + 1, lap->n_seeds, from, last);
      g_string_append (text, " — ");
      switch (lap->end)
        {
        case AK_LAP_END_RELAY:
          g_string_append_printf (text, _("%c had seeds already, so they are all lifted and "
                                          "sown on: a relay."), last);
          break;
        case AK_LAP_END_EMPTY:
          g_string_append (text, _("the hole was empty, so the move ends."));
          break;
        case AK_LAP_END_CASA:
          g_string_append_printf (text, _("%c, in the opponent’s row, holds four: a casa. "
                                          "The four are captured and the move ends."), last);
          break;
        case AK_LAP_END_OWN_FOUR:
          g_string_append_printf (text, _("%c, in the mover’s own row, holds four: nothing "
                                          "is captured, and the move ends."), last);
          break;
        default:
          g_string_append (text, _("the move ends."));
          break;
        }
    }
  return g_string_free (text, FALSE);
}

static void
show_text (AkHowToPlay *self,
           const char  *heading,
           const char  *text)
{
  gtk_label_set_label (GTK_LABEL (self->heading), heading);
  gtk_label_set_label (GTK_LABEL (self->text), text);
}

static void
show_step (AkHowToPlay *self)
{
  g_autofree char *count = NULL;
  const char *heading = NULL;
  const char *text = NULL;

  g_clear_object (&self->game);
  self->game = ak_game_new (&self->rules, &self->starts[self->step]);
  ak_board_view_set_game (AK_BOARD_VIEW (self->board), self->game);

  switch ((Step) self->step)
    {
    case STEP_ROWS:
      heading = _("Your Row and Your Opponent’s");
      text = _("South plays the lower row, holes a to f; North the upper row, A to F. "
               "The seeds go round the board counter-clockwise: along South’s row to "
               "the right, then back along North’s row.");
      break;
    case STEP_RELAY:
      heading = _("Sowing and Relays");
      text = _("A move lifts every seed of one of your holes (it needs at least 2) and "
               "drops them one by one in the holes that follow. If the last seed lands "
               "in a hole that had seeds (and does not make four there), they are all "
               "lifted and sown on: a relay. Press "
               "Play to watch.");
      break;
    case STEP_CASA:
      heading = _("A Casa");
      text = _("When the last seed of a lap makes four in a hole of your opponent’s row, "
               "that is a casa: you capture the four and the move ends. Four made in "
               "your own row capture nothing. Press Play to watch.");
      break;
    case STEP_END:
    case N_STEPS:
    default:
      heading = _("The End of a Game");
      text = _("The game ends when 8 seeds or fewer are left on the board, or no one can "
               "move. The seeds left go to the owners of their holes, and whoever has "
               "more seeds wins. The Rules page has the whole story.");
      break;
    }
  show_text (self, heading, text);

  /* Translators: the step of the walk-through, "2 of 4" */
  count = g_strdup_printf (_("%u of %u"), self->step + 1, (guint) N_STEPS);
  adw_window_title_set_subtitle (ADW_WINDOW_TITLE (self->count), count);
  gtk_widget_set_sensitive (self->back_button, self->step > 0);
  gtk_widget_set_sensitive (self->next_button, self->step + 1 < N_STEPS);
  /* At the end, the way on is a game of one's own. */
  gtk_widget_set_visible (self->next_button, self->step + 1 < N_STEPS);
  gtk_widget_set_visible (self->start_button, self->step + 1 == N_STEPS);
  gtk_widget_set_visible (self->play_button, self->moves[self->step] != AK_MOVE_NONE);
  gtk_widget_set_sensitive (self->play_button, TRUE);
}

static void
play_clicked_cb (AkHowToPlay *self)
{
  g_autoptr(AkTrace) trace = ak_trace_new ();
  AkPosition after = self->starts[self->step];
  int move = self->moves[self->step];
  g_autofree char *lines = NULL;

  if (move == AK_MOVE_NONE || ak_game_get_can_undo (self->game))
    return;
  if (ak_position_play_traced (&after, &self->rules, move, trace) != AK_VERDICT_LEGAL)
    return;
  lines = describe_trace (trace);
  /* The board shows the sowing as in a game. */
  ak_game_play (self->game, move, NULL);
  gtk_label_set_label (GTK_LABEL (self->text), lines);
  gtk_widget_set_sensitive (self->play_button, FALSE);
}

static void
back_clicked_cb (AkHowToPlay *self)
{
  if (self->step > 0)
    ak_how_to_play_go_to (self, self->step - 1);
}

static void
next_clicked_cb (AkHowToPlay *self)
{
  if (self->step + 1 < N_STEPS)
    ak_how_to_play_go_to (self, self->step + 1);
}

/* The walk-through closes, and the window it was over offers a new
 * game. */
static void
start_clicked_cb (AkHowToPlay *self)
{
  GtkWidget *window = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_WINDOW);

  if (window != NULL)
    g_object_ref (window);
  adw_dialog_close (ADW_DIALOG (self));
  if (window != NULL)
    {
      gtk_widget_activate_action (window, "win.new-game", NULL);
      g_object_unref (window);
    }
}

static void
ak_how_to_play_dispose (GObject *object)
{
  AkHowToPlay *self = AK_HOW_TO_PLAY (object);

  if (self->board != NULL)
    ak_board_view_set_game (AK_BOARD_VIEW (self->board), NULL);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_HOW_TO_PLAY);
  G_OBJECT_CLASS (ak_how_to_play_parent_class)->dispose (object);
}

static void
ak_how_to_play_class_init (AkHowToPlayClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ak_how_to_play_dispose;

  g_type_ensure (AK_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ak-how-to-play.ui");
  gtk_widget_class_bind_template_child (widget_class, AkHowToPlay, heading);
  gtk_widget_class_bind_template_child (widget_class, AkHowToPlay, text);
  gtk_widget_class_bind_template_child (widget_class, AkHowToPlay, board);
  gtk_widget_class_bind_template_child (widget_class, AkHowToPlay, count);
  gtk_widget_class_bind_template_child (widget_class, AkHowToPlay, back_button);
  gtk_widget_class_bind_template_child (widget_class, AkHowToPlay, next_button);
  gtk_widget_class_bind_template_child (widget_class, AkHowToPlay, play_button);
  gtk_widget_class_bind_template_child (widget_class, AkHowToPlay, start_button);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, play_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, next_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
}

static void
ak_how_to_play_init (AkHowToPlay *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ak_board_view_set_read_only (AK_BOARD_VIEW (self->board), TRUE);

  find_examples (self);
  show_step (self);
}

/**
 * ak_how_to_play_new:
 *
 * Returns: (transfer floating): the walk-through, to present over a window
 */
AdwDialog *
ak_how_to_play_new (void)
{
  return g_object_new (AK_TYPE_HOW_TO_PLAY, NULL);
}

guint
ak_how_to_play_get_n_steps (AkHowToPlay *self)
{
  g_return_val_if_fail (AK_IS_HOW_TO_PLAY (self), 0);
  return N_STEPS;
}

guint
ak_how_to_play_get_step (AkHowToPlay *self)
{
  g_return_val_if_fail (AK_IS_HOW_TO_PLAY (self), 0);
  return self->step;
}

/**
 * ak_how_to_play_go_to:
 * @self: the walk-through
 * @step: from 0
 *
 * Shows @step, its position set up again.
 */
void
ak_how_to_play_go_to (AkHowToPlay *self,
                      guint        step)
{
  g_return_if_fail (AK_IS_HOW_TO_PLAY (self));
  g_return_if_fail (step < N_STEPS);

  self->step = step;
  show_step (self);
}

AkBoardView *
_ak_how_to_play_get_board (AkHowToPlay *self)
{
  g_return_val_if_fail (AK_IS_HOW_TO_PLAY (self), NULL);
  return AK_BOARD_VIEW (self->board);
}

AkGame *
_ak_how_to_play_get_game (AkHowToPlay *self)
{
  g_return_val_if_fail (AK_IS_HOW_TO_PLAY (self), NULL);
  return self->game;
}

const char *
_ak_how_to_play_get_text (AkHowToPlay *self)
{
  g_return_val_if_fail (AK_IS_HOW_TO_PLAY (self), NULL);
  return gtk_label_get_label (GTK_LABEL (self->text));
}

/* For tests: the move step @step plays, or AK_MOVE_NONE. */
int
_ak_how_to_play_get_step_move (AkHowToPlay *self,
                               guint        step)
{
  g_return_val_if_fail (AK_IS_HOW_TO_PLAY (self), AK_MOVE_NONE);
  g_return_val_if_fail (step < N_STEPS, AK_MOVE_NONE);
  return self->moves[step];
}
