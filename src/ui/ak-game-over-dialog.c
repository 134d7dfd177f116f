/* ak-game-over-dialog.c — the summary at the end of a game: the result,
 * the division, the game's figures and what to do next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shown over the board once the last seed of a game has fallen and the
 * seeds left have been swept to their owners.  Everything it says is read
 * from the game (and the match) it is given: the division from the final
 * position, the moves and the biggest capture from the main line.  It
 * plays nothing: its buttons answer with a response, which the window
 * turns into actions.  Closed any other way, the final position stays on
 * the board.
 */

#define G_LOG_DOMAIN "ak-game-over-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-game-over-dialog.h"
#include "ak-game-over-dialog-private.h"
#include "ak-error.h"

struct _AkGameOverDialog
{
  AdwDialog     parent_instance;

  /* Template widgets */
  GtkLabel     *heading_label;
  GtkLabel     *reason_label;
  GtkLabel     *south_name_label;
  GtkLabel     *south_total_label;
  GtkLabel     *south_captured_label;
  GtkLabel     *south_taken_label;
  GtkLabel     *north_name_label;
  GtkLabel     *north_total_label;
  GtkLabel     *north_captured_label;
  GtkLabel     *north_taken_label;
  AdwActionRow *moves_row;
  AdwActionRow *capture_row;
  AdwActionRow *banks_row;
  AdwActionRow *wins_row;
  AdwActionRow *holes_row;
  GtkLabel     *next_label;
  GtkBox       *button_box;
  GtkButton    *continue_button;
  GtkButton    *play_again_button;
  GtkButton    *review_button;
  GtkButton    *new_game_button;
  GtkButton    *close_button;
  GtkButton    *review_tracker;

  /* Whether this summary offers a review at all; it shows while the
   * window can start one. */
  gboolean      offers_review;
  gboolean      responded;
  gboolean      disposed;
};

G_DEFINE_FINAL_TYPE (AkGameOverDialog, ak_game_over_dialog, ADW_TYPE_DIALOG)

enum {
  SIGNAL_RESPONSE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The buttons, by the response each gives: also the widgets' names. */
static GtkButton *
response_button (AkGameOverDialog *self,
                 const char       *response)
{
  GtkButton *buttons[] = {
    self->continue_button, self->play_again_button, self->review_button,
    self->new_game_button, self->close_button,
  };

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    if (g_strcmp0 (gtk_widget_get_name (GTK_WIDGET (buttons[i])), response) == 0)
      return buttons[i];
  return NULL;
}

/* The widget named @name under @widget, depth first. */
static GtkWidget *
find_named (GtkWidget  *widget,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The Review button shows while win.review-game can be activated: the
 * tracker, a hidden actionable button, is insensitive while it cannot
 * (a review running, say), or before the dialog is in a window. */
static void
update_review (AkGameOverDialog *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->review_button),
                          self->offers_review &&
                          gtk_widget_get_sensitive (GTK_WIDGET (self->review_tracker)));
}

static void
review_tracker_sensitive_cb (AkGameOverDialog *self)
{
  update_review (self);
}

/* Closes the dialog, then answers: what follows (a new game, the New
 * Game dialog, a review) comes once the summary has gone. */
static void
button_clicked_cb (AkGameOverDialog *self,
                   GtkButton        *button)
{
  ak_game_over_dialog_response (self, gtk_widget_get_name (GTK_WIDGET (button)));
}

/* Why the game ended, as a sentence under the result. */
static char *
describe_end (AkGame *game)
{
  const AkRules *rules = ak_game_get_rules (game);

  switch (ak_game_get_termination (game))
    {
    case AK_TERMINATION_BOARD:
      return g_strdup (_("8 seeds or fewer were left on the board."));
    case AK_TERMINATION_NO_MOVES:
      return g_strdup (_("Neither player could move."));
    case AK_TERMINATION_REPETITION:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The same position came up %u time.",
                                           "The same position came up %u times.",
                                           rules->repetition), rules->repetition);
    case AK_TERMINATION_NO_CAPTURE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%u ply in a row went by without a capture.",
                                           "%u plies in a row went by without a capture.",
                                           rules->no_capture_limit), rules->no_capture_limit);
    case AK_TERMINATION_AGREEMENT:
      return g_strdup (_("The players agreed to divide the seeds."));
    case AK_TERMINATION_MOVE_LIMIT:
      /* The game ended on the last ply a game may have (AK_HISTORY_MAX_PLIES). */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The game reached the limit of %u ply.",
                                           "The game reached the limit of %u plies.",
                                           ak_game_get_current_node (game)->ply),
                              ak_game_get_current_node (game)->ply);
    case AK_TERMINATION_NONE:
    default:
      return g_strdup ("");
    }
}

/* "Ana 2 · Kofi 1": a figure of each player, on a row. */
static void
set_pair (AdwActionRow *row,
          const char   *names[2],
          const guint   values[2])
{
  g_autofree char *text = NULL;

  /* Translators: a figure of each player, "Ana 2 · Kofi 1" */
  text = g_strdup_printf (_("%s %u · %s %u"), names[AK_SOUTH], values[AK_SOUTH],
                          names[AK_NORTH], values[AK_NORTH]);
  adw_action_row_set_subtitle (row, text);
  gtk_widget_set_visible (GTK_WIDGET (row), TRUE);
}

/* The big numbers: the seeds each player ended with, and where they
 * came from: the store, and the holes the player owned at the end. */
static void
show_division (AkGameOverDialog *self,
               const AkPosition *pos,
               const char       *names[2])
{
  GtkLabel *name_labels[2] = { self->south_name_label, self->north_name_label };
  GtkLabel *total_labels[2] = { self->south_total_label, self->north_total_label };
  GtkLabel *captured_labels[2] = { self->south_captured_label, self->north_captured_label };
  GtkLabel *taken_labels[2] = { self->south_taken_label, self->north_taken_label };
  guint totals[2];

  ak_position_division (pos, totals);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      guint taken = ak_position_seeds_owned (pos, side);
      g_autofree char *total = g_strdup_printf ("%u", totals[side]);
      g_autofree char *captured = NULL;
      g_autofree char *from_board = NULL;

      /* Translators: under a player's seeds at the end of a game: those
       * captured during it */
      captured = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u captured", "%u captured",
                                               pos->stores[side]), pos->stores[side]);
      /* Translators: under a player's seeds at the end of a game: those
       * left in the holes the player owned, which are theirs at the end */
      from_board = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u taken from the board",
                                                 "%u taken from the board", taken), taken);
      gtk_label_set_label (name_labels[side], names[side]);
      gtk_label_set_label (total_labels[side], total);
      gtk_label_set_label (captured_labels[side], captured);
      gtk_label_set_label (taken_labels[side], from_board);
    }
}

/* The moves of the main line to the end, numbered as the moves list
 * numbers them, with the plies they make; and the captures: in Adji Kui
 * II every capture is a casa of four, so each player's casas are
 * counted; in Adji Kui I, the biggest chain (of equal ones, the latest). */
static void
show_moves (AkGameOverDialog *self,
            AkGame           *game,
            const char       *names[2])
{
  AkGameNode *end = ak_game_get_current_node (game);
  AkGameNode *first = NULL;
  AkGameNode *biggest = NULL;
  guint casas[2] = { 0, 0 };
  g_autofree char *moves = NULL;

  for (AkGameNode *n = end; n != NULL && n->parent != NULL; n = n->parent)
    {
      first = n;
      if (n->captured == 0)
        continue;
      casas[ak_game_node_get_mover (n)]++;
      if (biggest == NULL || n->captured > biggest->captured)
        biggest = n;
    }

  if (first == NULL)
    moves = g_strdup (_("None"));
  else
    {
      guint n_moves = ak_game_node_get_move_number (end) - ak_game_node_get_move_number (first) + 1;
      g_autofree char *numbered = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move",
                                                                "%u moves", n_moves), n_moves);
      g_autofree char *plies = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u ply",
                                                             "%u plies", end->ply), end->ply);

      /* Translators: the moves of a game as the moves list numbers them,
       * then its plies (a move of each player is two plies): "23 moves ·
       * 45 plies" */
      moves = g_strdup_printf (_("%s · %s"), numbered, plies);
    }
  adw_action_row_set_subtitle (self->moves_row, moves);

  if (ak_game_get_variant (game) == AK_VARIANT_ADJI_KUI_2)
    {
      /* Translators: the title of the row that counts each player's
       * captures of four in Adji Kui II */
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->capture_row), _("Casas"));
      set_pair (self->capture_row, names, casas);
    }
  else if (biggest != NULL)
    {
      AkSide mover = ak_game_node_get_mover (biggest);
      g_autofree char *move = NULL;
      g_autofree char *capture = NULL;

      /* The move as the moves list numbers it: "12. c", "12… C". */
      move = g_strdup_printf (mover == AK_SOUTH ? "%u. %c" : "%u… %c",
                              ak_game_node_get_move_number (biggest),
                              ak_hole_to_char (biggest->move));
      /* Translators: the biggest capture of a game: who, how many seeds,
       * and the move, "Ana captured 8 seeds with 12. c" */
      capture = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s captured %u seed with %s",
                                              "%s captured %u seeds with %s", biggest->captured),
                                 names[mover], biggest->captured, move);
      adw_action_row_set_subtitle (self->capture_row, capture);
    }
  else
    adw_action_row_set_subtitle (self->capture_row, _("None"));
}

/* At a match's end the big numbers are what the match is decided by:
 * the seeds each player has (the last game's and the bank's), not those
 * of the last game alone. */
static void
show_wealth (AkGameOverDialog      *self,
             const AkPosition      *pos,
             const AkMatchStanding *standing)
{
  GtkLabel *total_labels[2] = { self->south_total_label, self->north_total_label };
  GtkLabel *captured_labels[2] = { self->south_captured_label, self->north_captured_label };
  GtkLabel *taken_labels[2] = { self->south_taken_label, self->north_taken_label };
  guint totals[2];

  ak_position_division (pos, totals);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      g_autofree char *total = g_strdup_printf ("%u", standing->wealth[side]);
      g_autofree char *game = NULL;
      g_autofree char *bank = NULL;

      /* Translators: under a player's seeds at the end of a match: those
       * won in its last game */
      game = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u from the last game",
                                           "%u from the last game", totals[side]),
                              totals[side]);
      /* Translators: under a player's seeds at the end of a match: those
       * kept in the bank, out of play */
      bank = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u in the bank",
                                           "%u in the bank", pos->banks[side]),
                              pos->banks[side]);
      gtk_label_set_label (total_labels[side], total);
      gtk_label_set_label (captured_labels[side], game);
      gtk_label_set_label (taken_labels[side], bank);
    }
}

/* In a match: the banks; at its end, the standing; before the next
 * game, what the rebuild will do. */
static void
show_match (AkGameOverDialog *self,
            AkMatch          *match,
            const AkPosition *pos,
            const char       *names[2])
{
  guint banks[2] = { pos->banks[AK_SOUTH], pos->banks[AK_NORTH] };

  if (banks[AK_SOUTH] + banks[AK_NORTH] > 0)
    set_pair (self->banks_row, names, banks);

  if (ak_match_get_is_over (match))
    {
      guint wins[2] = { ak_match_get_wins (match, AK_SOUTH), ak_match_get_wins (match, AK_NORTH) };
      g_autofree char *standing = ak_match_dup_standing_text (match, names[AK_SOUTH],
                                                              names[AK_NORTH]);
      AkMatchStanding numbers;

      /* The holes the match is decided by: those each player's wealth
       * would fill and buy (RULES.md §5.7), after how many games. */
      ak_match_get_standing (match, &numbers);
      set_pair (self->wins_row, names, wins);
      set_pair (self->holes_row, names, numbers.holes);
      show_wealth (self, pos, &numbers);
      gtk_label_set_label (self->next_label, standing);
      gtk_widget_set_visible (GTK_WIDGET (self->next_label), TRUE);
    }
  else
    {
      g_autofree char *next = NULL;
      AkRebuildPlan plan;

      if (ak_match_get_plan (match, &plan) && plan.buyer != AK_SIDE_NONE)
        /* Translators: before the next game of a match; the buyer, the
         * number of holes, the other player */
        next = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Next, %s buys %u hole of %s’s row, and the board for the next game is built.",
                                             "Next, %s buys %u holes of %s’s row, and the board for the next game is built.",
                                             plan.n_purchases),
                                names[plan.buyer], plan.n_purchases, names[!plan.buyer]);
      else
        next = g_strdup (_("Next, the board for the next game is built from the seeds each "
                           "player won."));
      gtk_label_set_label (self->next_label, next);
      gtk_widget_set_visible (GTK_WIDGET (self->next_label), TRUE);
    }
}

/* What can follow: in a match that goes on, the next game, or a look at
 * the board first; after a single game, the same game again, a review
 * or another game; at a match's end, a new match or a review. */
static void
show_buttons (AkGameOverDialog *self,
              AkMatch          *match)
{
  GtkButton *primary;

  if (match != NULL && !ak_match_get_is_over (match))
    {
      primary = self->continue_button;
      gtk_widget_set_visible (GTK_WIDGET (self->close_button), TRUE);
    }
  else if (match != NULL)
    {
      primary = self->new_game_button;
      gtk_button_set_label (self->new_game_button, _("_New Match"));
      gtk_widget_add_css_class (GTK_WIDGET (self->new_game_button), "suggested-action");
      gtk_box_reorder_child_after (self->button_box, GTK_WIDGET (self->new_game_button), NULL);
      self->offers_review = TRUE;
    }
  else
    {
      primary = self->play_again_button;
      gtk_button_set_label (self->new_game_button, _("_New Game"));
      gtk_widget_set_visible (GTK_WIDGET (self->new_game_button), TRUE);
      self->offers_review = TRUE;
    }

  gtk_widget_set_visible (GTK_WIDGET (primary), TRUE);
  adw_dialog_set_default_widget (ADW_DIALOG (self), GTK_WIDGET (primary));
  adw_dialog_set_focus (ADW_DIALOG (self), GTK_WIDGET (primary));
  update_review (self);
}

static void
ak_game_over_dialog_closed (AdwDialog *dialog)
{
  AkGameOverDialog *self = AK_GAME_OVER_DIALOG (dialog);

  /* Escape, the close button, the window going away: the final
   * position stays on the board. */
  if (!self->responded)
    {
      self->responded = TRUE;
      g_signal_emit (self, signals[SIGNAL_RESPONSE], g_quark_from_static_string ("close"),
                     "close");
    }

  if (ADW_DIALOG_CLASS (ak_game_over_dialog_parent_class)->closed != NULL)
    ADW_DIALOG_CLASS (ak_game_over_dialog_parent_class)->closed (dialog);
}

static void
ak_game_over_dialog_dispose (GObject *object)
{
  AkGameOverDialog *self = AK_GAME_OVER_DIALOG (object);

  self->disposed = TRUE;
  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_GAME_OVER_DIALOG);

  G_OBJECT_CLASS (ak_game_over_dialog_parent_class)->dispose (object);
}

static void
ak_game_over_dialog_class_init (AkGameOverDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdwDialogClass *dialog_class = ADW_DIALOG_CLASS (klass);

  object_class->dispose = ak_game_over_dialog_dispose;
  dialog_class->closed = ak_game_over_dialog_closed;

  /**
   * AkGameOverDialog::response:
   * @self: the dialog
   * @response: "play-again", "review", "new-game", "continue" or
   *   "close"
   *
   * The player chose what follows the game, once the dialog has gone;
   * "close" also when it was closed otherwise.  Detailed by @response,
   * like AdwAlertDialog's.
   */
  signals[SIGNAL_RESPONSE] =
    g_signal_new ("response",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ak-game-over-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, heading_label);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, reason_label);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, south_name_label);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, south_total_label);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, south_captured_label);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, south_taken_label);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, north_name_label);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, north_total_label);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, north_captured_label);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, north_taken_label);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, moves_row);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, capture_row);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, banks_row);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, wins_row);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, holes_row);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, next_label);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, button_box);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, continue_button);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, play_again_button);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, review_button);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, close_button);
  gtk_widget_class_bind_template_child (widget_class, AkGameOverDialog, review_tracker);
  gtk_widget_class_bind_template_callback (widget_class, button_clicked_cb);
}

static void
ak_game_over_dialog_init (AkGameOverDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->review_tracker, "notify::sensitive",
                           G_CALLBACK (review_tracker_sensitive_cb), self, G_CONNECT_SWAPPED);
}

/**
 * ak_game_over_dialog_new:
 * @game: a game that is over, at its end
 * @match: (nullable): the match @game is of
 * @south_name: what South is called, shown as ak_error_quote_name() does
 * @north_name: what North is called, likewise
 *
 * The summary of @game: who won (or, at @match's end, who won it), why
 * the game ended, the seeds each player ended with and where they came
 * from, the moves and the biggest capture, and in a match the banks, the
 * standing at its end or the rebuild to come.
 *
 * Returns: (transfer floating): a new dialog, for adw_dialog_present ()
 */
AdwDialog *
ak_game_over_dialog_new (AkGame     *game,
                         AkMatch    *match,
                         const char *south_name,
                         const char *north_name)
{
  AkGameOverDialog *self;
  g_autofree char *south_shown = ak_error_quote_name (south_name, -1);
  g_autofree char *north_shown = ak_error_quote_name (north_name, -1);
  /* Names as a player keeps them: on one line, and not too long. */
  const char *names[2] = { south_shown, north_shown };
  const AkPosition *pos;
  g_autofree char *heading = NULL;
  g_autofree char *reason = NULL;
  guint totals[2];

  g_return_val_if_fail (AK_IS_GAME (game), NULL);
  g_return_val_if_fail (match == NULL || AK_IS_MATCH (match), NULL);
  g_return_val_if_fail (south_name != NULL && north_name != NULL, NULL);

  self = g_object_new (AK_TYPE_GAME_OVER_DIALOG, NULL);
  pos = ak_game_get_position (game);
  ak_position_division (pos, totals);

  if (match != NULL && ak_match_get_is_over (match))
    {
      int winner = ak_match_get_winner (match);

      if (winner == AK_SIDE_NONE)
        heading = g_strdup (_("The Match Is Drawn"));
      else
        /* Translators: %s is a player's name */
        heading = g_strdup_printf (_("%s Wins the Match"), names[winner]);
    }
  else if (totals[AK_SOUTH] == totals[AK_NORTH])
    heading = g_strdup (_("A Draw"));
  else
    /* Translators: %s is a player's name */
    heading = g_strdup_printf (_("%s Wins"),
                               names[totals[AK_SOUTH] > totals[AK_NORTH] ? AK_SOUTH : AK_NORTH]);
  gtk_label_set_label (self->heading_label, heading);
  reason = describe_end (game);
  gtk_label_set_label (self->reason_label, reason);
  gtk_widget_set_visible (GTK_WIDGET (self->reason_label), reason[0] != '\0');

  show_division (self, pos, names);
  show_moves (self, game, names);
  if (match != NULL)
    show_match (self, match, pos, names);
  show_buttons (self, match);

  return ADW_DIALOG (self);
}

/**
 * ak_game_over_dialog_response:
 * @self: a dialog
 * @response: the response of a button shown
 *
 * Does what that button does: closes the dialog and emits
 * #AkGameOverDialog::response.
 */
void
ak_game_over_dialog_response (AkGameOverDialog *self,
                              const char       *response)
{
  g_autofree char *answer = NULL;

  g_return_if_fail (AK_IS_GAME_OVER_DIALOG (self));
  g_return_if_fail (ak_game_over_dialog_has_response (self, response));

  if (self->responded)
    return;
  self->responded = TRUE;
  answer = g_strdup (response);
  g_object_ref (self);
  if (!self->disposed)
    adw_dialog_force_close (ADW_DIALOG (self));
  g_signal_emit (self, signals[SIGNAL_RESPONSE], g_quark_from_string (answer), answer);
  g_object_unref (self);
}

/**
 * ak_game_over_dialog_has_response:
 * @self: a dialog
 * @response: a response
 *
 * Returns: whether a button that gives @response is shown
 */
gboolean
ak_game_over_dialog_has_response (AkGameOverDialog *self,
                                  const char       *response)
{
  GtkButton *button;

  g_return_val_if_fail (AK_IS_GAME_OVER_DIALOG (self), FALSE);

  button = response_button (self, response);
  return button != NULL && gtk_widget_get_visible (GTK_WIDGET (button));
}

/**
 * ak_game_over_dialog_get_default_response:
 * @self: a dialog
 *
 * Returns: (nullable): the response Enter gives, the suggested one
 */
const char *
ak_game_over_dialog_get_default_response (AkGameOverDialog *self)
{
  GtkWidget *button;

  g_return_val_if_fail (AK_IS_GAME_OVER_DIALOG (self), NULL);

  button = adw_dialog_get_default_widget (ADW_DIALOG (self));
  return button != NULL ? gtk_widget_get_name (button) : NULL;
}

const char *
_ak_game_over_dialog_get_text (AkGameOverDialog *self,
                               const char       *name)
{
  GtkWidget *widget;

  g_return_val_if_fail (AK_IS_GAME_OVER_DIALOG (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  widget = find_named (GTK_WIDGET (self), name);
  if (widget == NULL || !gtk_widget_get_visible (widget))
    return NULL;
  if (ADW_IS_ACTION_ROW (widget))
    return adw_action_row_get_subtitle (ADW_ACTION_ROW (widget));
  if (GTK_IS_LABEL (widget))
    return gtk_label_get_label (GTK_LABEL (widget));
  return NULL;
}
