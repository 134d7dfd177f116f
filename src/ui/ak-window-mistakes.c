/* ak-window-mistakes.c — going from mistake to mistake in a reviewed
 * game: Next and Previous Mistake, the bar that says what each one was,
 * and the game's key moments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything is read from the game itself (src/model/ak-review-moves.c):
 * its marks, its values and the words of the best lines a review added,
 * so a reviewed file opened again walks as a review that just ran.  A
 * mistake is a move marked `?` or `??`: the `?!` of a few seeds are too
 * many to stop at one by one (a game often has three times as many), and
 * the key moments list the largest losses whatever their mark.
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-mistake-bar.h"
#include "ak-preferences-dialog.h"
#include "ak-review-moves.h"
#include "ak-window-private.h"

/* The least mark Next and Previous Mistake stop at. */
#define LEAST_MISTAKE AK_REVIEW_MARK_MISTAKE

/* The key moments shown at most. */
#define MAX_KEY_MOMENTS 5

/* A game longer than this is not looked through for marks: no review
 * runs on one (it would take hours), and a walk through a game of a
 * million plies holds the window up for most of a second. */
#define MAX_WALKED_PLIES 20000

struct _AkWindowMistakes
{
  AkMistakeBar *bar;           /* at the bottom of the window */
  GSignalGroup *game_signals;  /* the window's game's */
  gboolean      closed;        /* until another game, or a new review */
  gboolean      moments_stale; /* the key moments are to be found again */
  gboolean      reviewed;      /* the game has marked moves */
  char         *spoken;        /* the bar's words, for a screen reader */
};

typedef struct _AkWindowMistakes WindowMistakes;

/* The move of the main line that a node off it leaves from, as
 * ak_review_find_marked () counts it: the node itself on the main line. */
static AkGameNode *
main_line_node (AkGame     *game,
                AkGameNode *node)
{
  while (node->parent != NULL && !ak_game_is_on_main_line (game, node))
    node = node->parent;
  return node;
}

static AkGameNode *
main_line_at_ply (AkGame *game,
                  guint   ply)
{
  AkGameNode *node = ak_game_get_root (game);

  while (node->ply < ply && node->children != NULL && node->children->len > 0)
    node = g_ptr_array_index (node->children, 0);
  return node->ply == ply ? node : NULL;
}

/* "5. f?" or "12… C??": the move as the Moves list numbers it. */
static char *
dup_move_label (const AkGameNode *node)
{
  g_autofree char *notation = ak_game_node_dup_notation (node);

  /* A no-break space: the number and the move stay on one line. */
  return g_strdup_printf ("%u%s\u00a0%s", ak_game_node_get_move_number (node),
                          ak_game_node_get_mover (node) == AK_SOUTH ? "." : "…", notation);
}

static char *
dup_seeds (int loss)
{
  return g_strdup_printf ("%.2f", (double) loss / AK_SCORE_SEED);
}

/* What the review said of @node; failing that, what it lost. */
static char *
dup_explanation (GArray     *moves,
                 AkGameNode *node)
{
  char *words = ak_review_dup_explanation (node);

  if (words != NULL)
    return words;
  for (guint i = 0; moves != NULL && i < moves->len; i++)
    {
      const AkReviewedMove *move = &g_array_index (moves, AkReviewedMove, i);

      if (move->node == node && move->loss > 0)
        {
          g_autofree char *seeds = dup_seeds (move->loss);

          /* Translators: a mistake without a review's words; %s is the
           * seeds it lost, like “4.25” */
          return g_strdup_printf (_("Lost %s seeds"), seeds);
        }
    }
  return NULL;
}

/* Whether the main line of @game has a move marked ?! or worse within its
 * first MAX_WALKED_PLIES moves: found once each time the game changes, so
 * that a game without marks costs nothing as the user steps through it,
 * and a walk of a very long game stops early (no review marks a game that
 * long, and where play stands is not looked for: finding it walks the
 * whole main line). */
static gboolean
game_has_marks (AkGame *game)
{
  AkGameNode *node = ak_game_get_root (game);

  for (guint n = 0; node->children != NULL && node->children->len > 0; n++)
    {
      if (n >= MAX_WALKED_PLIES)
        return FALSE;
      node = g_ptr_array_index (node->children, 0);
      if (ak_review_node_get_mark (node) >= AK_REVIEW_MARK_INACCURACY)
        return TRUE;
    }
  return FALSE;
}

/**
 * ak_window_get_has_marks:
 * @self: a window
 *
 * Returns: whether the game shown has a move marked `?!` or worse on its
 *   main line, as last found when it changed
 */
gboolean
ak_window_get_has_marks (AkWindow *self)
{
  return self->mistakes != NULL && self->game != NULL && self->mistakes->reviewed;
}

static void
update_moments (AkWindow       *self,
                WindowMistakes *mistakes,
                GArray         *moves)
{
  g_autoptr(GArray) moments = NULL;
  int thresholds[AK_REVIEW_N_MARKS];

  ak_settings_get_review_thresholds (self->settings, thresholds);
  moments = ak_review_moves_key_moments (moves, MAX_KEY_MOMENTS,
                                         thresholds[AK_REVIEW_MARK_INACCURACY]);
  ak_mistake_bar_clear_moments (mistakes->bar);
  for (guint i = 0; i < moments->len; i++)
    {
      const AkReviewedMove *moment = &g_array_index (moments, AkReviewedMove, i);
      g_autofree char *label = dup_move_label (moment->node);
      g_autofree char *seeds = dup_seeds (moment->loss);
      g_autofree char *words = ak_review_dup_explanation (moment->node);
      g_autofree char *title = NULL;

      /* Translators: a key moment of a reviewed game: the move, like
       * “5. f?”, and the seeds it lost, like “6.53” */
      title = g_strdup_printf (_("%s · −%s"), label, seeds);
      ak_mistake_bar_add_moment (mistakes->bar, title, words, moment->ply);
    }
  mistakes->moments_stale = FALSE;
}

/* The mistakes of @side (or both players') on @game's main line. */
static GPtrArray *
find_mistakes (AkGame *game,
               AkSide  side)
{
  GPtrArray *found = g_ptr_array_new ();

  for (AkGameNode *node = ak_game_get_root (game);
       (node = ak_review_find_marked (game, node, TRUE, side, LEAST_MISTAKE)) != NULL; )
    g_ptr_array_add (found, node);
  return found;
}

/* Shows in the bar the mistake at the position shown or, between two,
 * the nearer (the earlier of two as near). */
static void
update_words (AkWindow       *self,
              WindowMistakes *mistakes,
              GArray         *moves,
              AkSide          side)
{
  g_autoptr(GPtrArray) found = find_mistakes (self->game, side);
  AkGameNode *here = main_line_node (self->game, ak_game_get_current_node (self->game));
  g_autofree char *heading = NULL;
  g_autofree char *label = NULL;
  g_autofree char *words = NULL;
  AkGameNode *nearest = NULL;
  guint index = 0;

  if (found->len == 0)
    {
      if (side == AK_SIDE_NONE)
        heading = g_strdup (_("No mistakes in this game"));
      else
        /* Translators: %s is a player's name */
        heading = g_strdup_printf (_("No mistakes by %s"), ak_window_player_name (self, side));
      ak_mistake_bar_set_mistake (mistakes->bar, heading, NULL);
      g_free (mistakes->spoken);
      mistakes->spoken = g_steal_pointer (&heading);
      return;
    }

  for (guint i = 0; i < found->len; i++)
    {
      AkGameNode *node = g_ptr_array_index (found, i);
      guint distance = node->ply > here->ply ? node->ply - here->ply : here->ply - node->ply;

      if (nearest == NULL ||
          distance < (nearest->ply > here->ply ? nearest->ply - here->ply
                                                : here->ply - nearest->ply))
        {
          nearest = node;
          index = i;
        }
    }

  label = dup_move_label (nearest);
  if (nearest == here)
    /* Translators: the mistake the board shows; the first %u is which,
     * the second how many, %s the move, like “5. f?” */
    heading = g_strdup_printf (_("Mistake %u of %u · %s"), index + 1, found->len, label);
  else if (nearest->ply > here->ply)
    /* Translators: the mistake nearest the position shown, still to
     * come; the first %u is which, the second how many, %s the move */
    heading = g_strdup_printf (_("Next mistake, %u of %u · %s"), index + 1, found->len, label);
  else
    /* Translators: the mistake nearest the position shown, already
     * played; the first %u is which, the second how many, %s the move */
    heading = g_strdup_printf (_("Previous mistake, %u of %u · %s"), index + 1, found->len,
                               label);
  words = dup_explanation (moves, nearest);
  ak_mistake_bar_set_mistake (mistakes->bar, heading, words);
  g_free (mistakes->spoken);
  mistakes->spoken = words != NULL ? g_strconcat (heading, ". ", words, NULL)
                                   : g_steal_pointer (&heading);
}

/**
 * ak_window_update_mistakes:
 * @self: a window
 *
 * Brings Next and Previous Mistake and the bar up to date with the game
 * and the position shown.  The bar shows on a game with marked moves,
 * unless it was closed or a review runs (its progress is shown then).
 */
void
ak_window_update_mistakes (AkWindow *self)
{
  WindowMistakes *mistakes = self->mistakes;
  AkGame *game = self->game;
  g_autoptr(GArray) moves = NULL;
  AkSide side;
  gboolean reviewed;

  if (mistakes == NULL)
    return;
  side = ak_mistake_bar_get_side (mistakes->bar);
  reviewed = game != NULL && mistakes->reviewed;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-mistake",
                                 reviewed &&
                                 ak_review_find_marked (game, NULL, TRUE, side,
                                                        LEAST_MISTAKE) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.previous-mistake",
                                 reviewed &&
                                 ak_review_find_marked (game, NULL, FALSE, side,
                                                        LEAST_MISTAKE) != NULL);

  /* A review running shows its own bar; the one it leaves shows this. */
  if (ak_window_review_is_running (self))
    mistakes->closed = FALSE;
  if (!reviewed || mistakes->closed || ak_window_review_is_running (self))
    {
      ak_mistake_bar_set_revealed (mistakes->bar, FALSE);
      return;
    }

  ak_mistake_bar_set_player_names (mistakes->bar, ak_window_player_name (self, AK_SOUTH),
                                   ak_window_player_name (self, AK_NORTH));
  moves = ak_review_moves_collect (game);
  if (mistakes->moments_stale)
    update_moments (self, mistakes, moves);
  update_words (self, mistakes, moves, side);
  ak_window_set_bottom_bar_shown (self, TRUE);
  ak_mistake_bar_set_revealed (mistakes->bar, TRUE);
}

/* Goes to @node as a click on it in the Moves list does: a move being
 * sown is played out first, and looking back is not playing. */
static void
go_to (AkWindow   *self,
       AkGameNode *node)
{
  ak_board_view_finish_animation (self->board);
  ak_table_go_to (self->table, node);
}

static void
go_mistake_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  gboolean forward = g_str_equal (action_name, "win.next-mistake");
  AkGameNode *node;

  if (self->game == NULL || self->mistakes == NULL)
    return;
  node = ak_review_find_marked (self->game, NULL, forward,
                                ak_mistake_bar_get_side (self->mistakes->bar), LEAST_MISTAKE);
  if (node == NULL)
    return;
  /* Asking for a mistake brings its words back, and a screen reader
   * hears them: the bar is not where the keyboard is. */
  self->mistakes->closed = FALSE;
  go_to (self, node);
  ak_window_update_mistakes (self);
  if (self->mistakes->spoken != NULL)
    ak_board_view_announce (self->board, self->mistakes->spoken);
}

static void
go_to_key_moment_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  AkGameNode *node;

  if (self->game == NULL)
    return;
  node = main_line_at_ply (self->game, g_variant_get_uint32 (parameter));
  if (node != NULL && node->parent != NULL)
    go_to (self, node);
}

static void
game_changed_cb (AkWindow *self)
{
  if (self->mistakes == NULL)
    return;
  self->mistakes->moments_stale = TRUE;
  self->mistakes->reviewed = self->game != NULL && game_has_marks (self->game);
  ak_window_update_mistakes (self);
  /* Look Deeper follows the marks found here, set or taken away by hand
   * or by a review. */
  ak_window_review_update_actions (self);
}

static void
window_game_cb (AkWindow *self)
{
  if (self->mistakes == NULL)
    return;
  g_signal_group_set_target (self->mistakes->game_signals, self->game);
  self->mistakes->closed = FALSE;
  game_changed_cb (self);
}

/* The side panel gets its height back once the bar has slid out. */
static void
bar_child_revealed_cb (AkWindow *self)
{
  gboolean shown;

  if (self->mistakes == NULL)
    return;
  g_object_get (self->mistakes->bar, "child-revealed", &shown, NULL);
  if (!shown && !ak_mistake_bar_get_revealed (self->mistakes->bar))
    ak_window_set_bottom_bar_shown (self, FALSE);
}

static void
bar_closed_cb (AkWindow *self)
{
  self->mistakes->closed = TRUE;
  ak_window_update_mistakes (self);
}

/**
 * ak_window_init_mistakes:
 * @self: a window, with its settings
 *
 * Adds the mistakes' bar at the bottom of the window and follows the
 * game shown from now on.
 */
void
ak_window_init_mistakes (AkWindow *self)
{
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (self));
  WindowMistakes *mistakes = g_new0 (WindowMistakes, 1);

  self->mistakes = mistakes;
  mistakes->moments_stale = TRUE;
  mistakes->bar = AK_MISTAKE_BAR (ak_mistake_bar_new ());
  g_signal_connect_object (mistakes->bar, "closed", G_CALLBACK (bar_closed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (mistakes->bar, "notify::side", G_CALLBACK (ak_window_update_mistakes),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (mistakes->bar, "notify::child-revealed",
                           G_CALLBACK (bar_child_revealed_cb), self, G_CONNECT_SWAPPED);
  if (ADW_IS_TOOLBAR_VIEW (content))
    adw_toolbar_view_add_bottom_bar (ADW_TOOLBAR_VIEW (content), GTK_WIDGET (mistakes->bar));

  mistakes->game_signals = g_signal_group_new (AK_TYPE_GAME);
  g_signal_group_connect_object (mistakes->game_signals, "notify::current-node",
                                 G_CALLBACK (ak_window_update_mistakes), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (mistakes->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::game", G_CALLBACK (window_game_cb), NULL);
  /* The key moments' least loss is the Preferences' ?!. */
  g_signal_connect_object (self->settings, "changed::review-inaccuracy",
                           G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  window_game_cb (self);
}

/**
 * ak_window_get_mistakes_side:
 * @self: a window
 *
 * Returns: whose mistakes the mistake bar's player filter names, or
 *   %AK_SIDE_NONE for both
 */
AkSide
ak_window_get_mistakes_side (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), AK_SIDE_NONE);

  if (self->mistakes == NULL)
    return AK_SIDE_NONE;
  return ak_mistake_bar_get_side (self->mistakes->bar);
}

/**
 * ak_window_dispose_mistakes:
 * @self: a window
 *
 * Stops following the game.
 */
void
ak_window_dispose_mistakes (AkWindow *self)
{
  WindowMistakes *mistakes = g_steal_pointer (&self->mistakes);

  if (mistakes == NULL)
    return;
  g_signal_handlers_disconnect_by_func (self, window_game_cb, NULL);
  g_clear_object (&mistakes->game_signals);
  g_free (mistakes->spoken);
  g_free (mistakes);
}

/**
 * ak_window_class_add_mistake_actions:
 * @widget_class: the window's class
 *
 * Installs Next and Previous Mistake, with Alt+Down and Alt+Up (beside
 * Alt+Left and Alt+Right, the previous and next move), and the actions
 * of the key moments' rows.
 */
void
ak_window_class_add_mistake_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.next-mistake", NULL, go_mistake_action);
  gtk_widget_class_install_action (widget_class, "win.previous-mistake", NULL,
                                   go_mistake_action);
  gtk_widget_class_install_action (widget_class, "win.go-to-key-moment", "u",
                                   go_to_key_moment_action);
  /* The keypad's first: a menu shows the accelerator added last. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Down, GDK_ALT_MASK,
                                       "win.next-mistake", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_ALT_MASK,
                                       "win.next-mistake", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Up, GDK_ALT_MASK,
                                       "win.previous-mistake", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_ALT_MASK,
                                       "win.previous-mistake", NULL);
}
