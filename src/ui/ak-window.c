/* ak-window.c — the main window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>
#include <cairo-svg.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ak-file.h"

#include "ak-board-view.h"
#include "ak-moves-panel.h"
#include "ak-new-game-dialog.h"
#include "ak-player-card.h"
#include "ak-analysis-page.h"
#include "ak-match-page.h"
#include "ak-position-editor.h"
#include "ak-preferences-window.h"
#include "ak-rules-page.h"
#include "ak-window.h"

/* The settings schema keeps the stable id in .Devel builds too, so both
 * share one window state, as the data/ folder installs a single schema.
 */
#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"

/* A toast younger than this takes new words instead of a successor. */
#define TOAST_REFRESH_US (G_USEC_PER_SEC)

typedef enum
{
  PENDING_NONE,
  PENDING_NEW_GAME,
  PENDING_OPEN,
  PENDING_CLOSE,
  PENDING_PASTE,
  PENDING_SET_UP,
} PendingAction;

struct _AkWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  AkBoardView          *board;
  GtkLabel             *status_label;
  AkPlayerCard         *south_card;
  AkPlayerCard         *north_card;
  AkMovesPanel         *moves_panel;
  AkMatchPage          *match_page;
  AkAnalysisPage       *analysis_page;
  AkRulesPage          *rules_page;
  AdwFlap              *flap;
  AdwViewStack         *side_stack;
  GtkRevealer          *purchase_revealer;
  GtkLabel             *purchase_label;

  /* Owned references */
  AkMatch              *match;
  GCancellable         *purchase_cancellable;
  GCancellable         *hint_cancellable;
  GSettings            *settings;
  AkGame               *game;
  AdwToast             *toast;
  gint64                toast_shown;
  GCancellable         *think_cancellable;
  GFile                *file;

  /* The game's serial when it was last opened or saved; in match play,
   * the count of the match's changes instead. */
  guint                 saved_serial;
  guint                 match_changes;
  guint                 saved_match_changes;

  /* Between two games of a match: the next game's board is being built;
   * the engine's value of a computer buyer's choice. */
  guint                 rebuilding : 1;
  int                   purchase_score;
  /* The holes a computer buyer chose (the board picks only at a table). */
  guint8                purchases[AK_ROW_HOLES];
  guint                 n_purchases;
  guint                 n_file_ops;

  /* What to do once the "Save changes?" question is answered. */
  PendingAction         pending;
  guint                 close_confirmed : 1;

  guint                 pass_id;
  guint                 game_over_id;

  /* Who plays each side: 0 for a person, else the computer's level. */
  guint                 levels[2];

  /* The computer's search: the node it started from, and a move that
   * arrived while the board was still animating the previous one. */
  AkGameNode           *think_node;
  AkGameNode           *held_node;
  int                   held_move;
  guint                 n_pending;
  guint                 hold_thinking : 1;
};

G_DEFINE_FINAL_TYPE (AkWindow, ak_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_GAME,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void     maybe_start_thinking (AkWindow *self);
static gboolean show_game_over_cb    (gpointer  user_data);
static void     update_title         (AkWindow *self);
static void     update_actions       (AkWindow *self);
static void     update_rebuild       (AkWindow *self);
static void     cancel_hint          (AkWindow *self);
static void     run_pending          (AkWindow *self);

/* A new toast replaces the one showing: after a few quick refusals the
 * player wants the latest reason, not a queue of old ones. */
static void
toast_dismissed_cb (AkWindow *self,
                    AdwToast *toast)
{
  if (self->toast == toast)
    g_clear_object (&self->toast);
}

/* One toast at a time, the newest news in it.  A toast that came up a
 * moment ago only changes its words: moves can follow each other faster
 * than a toast can slide in and out, and dismissing one while it still
 * comes in is not safe with libadwaita 1.2. */
static void
show_toast (AkWindow   *self,
            const char *title)
{
  gint64 now = g_get_monotonic_time ();

  if (self->toast != NULL && now - self->toast_shown < TOAST_REFRESH_US)
    {
      adw_toast_set_title (self->toast, title);
      return;
    }

  if (self->toast != NULL)
    {
      AdwToast *old = g_steal_pointer (&self->toast);

      adw_toast_dismiss (old);
      g_object_unref (old);
    }

  self->toast = adw_toast_new (title);
  self->toast_shown = now;
  adw_toast_set_timeout (self->toast, 3);
  g_signal_connect_object (self->toast, "dismissed",
                           G_CALLBACK (toast_dismissed_cb), self, G_CONNECT_SWAPPED);
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
  AkSide side = ak_game_get_side_to_move (self->game);
  gboolean thinking = ak_window_get_thinking (self);

  ak_player_card_set_thinking (self->south_card, thinking && side == AK_SOUTH);
  ak_player_card_set_thinking (self->north_card, thinking && side == AK_NORTH);

  if (ak_game_get_is_over (self->game))
    {
      guint totals[2];

      ak_position_division (pos, totals);
      /* Translators: the line under the board at the end of a game */
      text = g_strdup_printf (_("Game over · South %u · North %u"),
                              totals[AK_SOUTH], totals[AK_NORTH]);
    }
  else if (thinking)
    {
      if (side == AK_SOUTH)
        /* Translators: the line under the board while the computer plays */
        text = g_strdup_printf (_("South is thinking… · South %u · North %u"),
                                pos->stores[AK_SOUTH], pos->stores[AK_NORTH]);
      else
        text = g_strdup_printf (_("North is thinking… · South %u · North %u"),
                                pos->stores[AK_SOUTH], pos->stores[AK_NORTH]);
    }
  else if (side == AK_SOUTH)
    /* Translators: the line under the board; the numbers are the seeds
     * each player captured this game */
    text = g_strdup_printf (_("South to move · South %u · North %u"),
                            pos->stores[AK_SOUTH], pos->stores[AK_NORTH]);
  else
    text = g_strdup_printf (_("North to move · South %u · North %u"),
                            pos->stores[AK_SOUTH], pos->stores[AK_NORTH]);

  gtk_label_set_label (self->status_label, text);
  update_actions (self);
  update_rebuild (self);
}

/* Only two people can agree: the computer plays on. */
static gboolean
can_divide (AkWindow *self)
{
  return self->game != NULL && !ak_game_get_is_over (self->game) &&
         !ak_game_get_can_redo (self->game) &&
         ak_game_is_on_main_line (self->game, ak_game_get_current_node (self->game)) &&
         self->levels[AK_SOUTH] == 0 && self->levels[AK_NORTH] == 0;
}

static void
update_actions (AkWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.divide-seeds", can_divide (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 ak_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 ak_game_get_can_redo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.go-first",
                                 ak_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.go-previous",
                                 ak_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.go-next",
                                 ak_game_get_can_redo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.go-last",
                                 ak_game_get_can_redo (self->game));
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

  /* The game's state follows the signal: the summary waits for it. */
  if (self->game_over_id == 0)
    self->game_over_id = g_idle_add (show_game_over_cb, self);

  /* Only after a move, not after undo: undoing into a forced pass must
   * stay there, or undo could never go back past it. */
  if (trace->move != AK_MOVE_PASS &&
      ak_position_status (pos, ak_game_get_rules (game)) == AK_STATUS_PASS &&
      self->pass_id == 0)
    self->pass_id = g_idle_add (play_pass_cb, self);
}

static gboolean
side_is_computer (AkWindow *self,
                  AkSide    side)
{
  return self->levels[side] > 0;
}

/* Stops the computer's search, if any: its answer, when it arrives, is
 * dropped because its cancellable is no longer the window's. */
static void
stop_thinking (AkWindow *self)
{
  gboolean was_thinking = self->think_cancellable != NULL;

  if (self->think_cancellable != NULL)
    g_cancellable_cancel (self->think_cancellable);
  g_clear_object (&self->think_cancellable);
  self->think_node = NULL;
  self->held_node = NULL;
  self->held_move = AK_MOVE_NONE;
  ak_player_card_set_side (self->south_card, AK_SOUTH);
  ak_player_card_set_side (self->north_card, AK_NORTH);

  if (was_thinking && self->game != NULL)
    update_status (self);
}

static void
play_computer_move (AkWindow   *self,
                    AkGameNode *node,
                    int         move)
{
  /* The game may have moved on while the move was coming: a move is only
   * good in the position it was chosen for. */
  if (self->game == NULL || ak_game_get_current_node (self->game) != node)
    return;

  ak_game_play (self->game, move, NULL);
}

static void
board_animating_cb (AkWindow    *self,
                    GParamSpec  *pspec,
                    AkBoardView *board)
{
  AkGameNode *node = self->held_node;

  if (node == NULL || ak_board_view_get_animating (board))
    return;

  self->held_node = NULL;
  play_computer_move (self, node, self->held_move);
}

static void
computer_move_cb (GObject      *source_object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(AkWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));
  AkGameNode *node;
  int move;

  self->n_pending--;
  move = ak_analyzer_choose_move_finish (result, &error);

  /* A search that was stopped, or replaced by a newer one, is stale. */
  if (cancellable == NULL || cancellable != self->think_cancellable)
    return;

  node = self->think_node;
  g_clear_object (&self->think_cancellable);
  self->think_node = NULL;

  if (move == AK_MOVE_NONE)
    {
      g_warning ("The computer found no move: %s", error != NULL ? error->message : "?");
      update_status (self);
      return;
    }

  /* The player's own move is still being sown: the answer waits for it,
   * or the two animations would run into each other. */
  if (ak_board_view_get_animating (self->board))
    {
      self->held_node = node;
      self->held_move = move;
      update_status (self);
      return;
    }

  play_computer_move (self, node, move);
  update_status (self);
}

/* After every change of position: if the side to move is the
 * computer's, it starts thinking. */
static void
maybe_start_thinking (AkWindow *self)
{
  AkGameNode *node;
  AkSide side;

  if (self->game == NULL || self->hold_thinking)
    return;

  node = ak_game_get_current_node (self->game);
  if (node == self->think_node && self->think_cancellable != NULL)
    return;

  stop_thinking (self);

  side = ak_game_get_side_to_move (self->game);
  if (!side_is_computer (self, side) || ak_game_get_is_over (self->game))
    return;

  /* A forced pass is played for either side by play_pass_cb (). */
  if (ak_position_status (ak_game_get_position (self->game),
                          ak_game_get_rules (self->game)) == AK_STATUS_PASS)
    return;

  self->think_cancellable = g_cancellable_new ();
  self->think_node = node;
  self->n_pending++;
  ak_analyzer_choose_move_async (self->game, self->levels[side],
                                 ((guint64) g_random_int () << 32) | g_random_int (),
                                 self->think_cancellable, computer_move_cb,
                                 g_object_ref (self));
  update_status (self);
}


/* Match play: between two games, the next game's board is rebuilt from
 * what each player won (RULES.md §5).  While the current game stands at
 * the end of its main line and the match goes on, a bar under the board
 * says what happens; a person who buys holes picks them on the board, a
 * computer buyer's choice is shown with the engine's reason; the button
 * starts the next game.  Walking back into the game hides it again. */

static const char *
player_name (AkWindow *self,
             AkSide    side)
{
  const char *name = NULL;

  if (self->game != NULL)
    name = side == AK_SOUTH ? ak_game_get_south_name (self->game)
                            : ak_game_get_north_name (self->game);
  if (name == NULL || *name == '\0')
    name = side == AK_SOUTH ? _("South") : _("North");

  return name;
}

static char *
format_holes (const guint8 *holes,
              guint         n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (text, ", ");
      g_string_append_c (text, ak_hole_to_char (holes[i]));
    }
  return g_string_free (text, FALSE);
}

static gboolean
can_rebuild (AkWindow      *self,
             AkRebuildPlan *plan)
{
  return self->match != NULL && self->game == ak_match_get_current_game (self->match) &&
         ak_game_get_is_over (self->game) && !ak_game_get_can_redo (self->game) &&
         ak_game_is_on_main_line (self->game, ak_game_get_current_node (self->game)) &&
         ak_match_get_plan (self->match, plan);
}

static void
update_purchase_bar (AkWindow *self)
{
  g_autofree char *text = NULL;
  g_autofree char *bought = NULL;
  AkRebuildPlan plan;
  guint8 holes[AK_ROW_HOLES];
  guint n;

  if (!self->rebuilding || !can_rebuild (self, &plan))
    return;

  n = self->n_purchases;
  memcpy (holes, self->purchases, n);
  if (plan.buyer == AK_SIDE_NONE || plan.n_purchases == 0)
    /* Translators: between two games of a match; %u are seeds */
    text = g_strdup_printf (_("Next game: %s brings %u seeds, %s %u; no hole changes hands."),
                            player_name (self, AK_SOUTH), plan.wealth[AK_SOUTH],
                            player_name (self, AK_NORTH), plan.wealth[AK_NORTH]);
  else if (side_is_computer (self, plan.buyer) && self->purchase_cancellable != NULL)
    text = g_strdup_printf (_("%s is choosing which holes to buy…"), player_name (self, plan.buyer));
  else if (side_is_computer (self, plan.buyer))
    {
      g_autofree char *margin = ak_search_format_score (self->purchase_score, FALSE);

      bought = format_holes (holes, n);
      /* Translators: a computer's purchase between two games of a match:
       * a player's name, hole letters such as "C, D", and the margin in
       * seeds the engine expects for it, such as "+2.35" */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s buys hole %s: of every choice, the engine "
                                           "expects it to do best in the next game with it "
                                           "(%s seeds).",
                                           "%s buys holes %s: of every choice, the engine "
                                           "expects it to do best in the next game with them "
                                           "(%s seeds).",
                                           n),
                              player_name (self, plan.buyer), bought, margin);
    }
  else
    /* Translators: between two games of a match; the buyer picks holes on the board */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s brings %u seeds and buys %u hole of %s’s row: "
                                         "click it on the board (%u chosen).",
                                         "%s brings %u seeds and buys %u holes of %s’s row: "
                                         "click them on the board (%u chosen).",
                                         plan.n_purchases),
                            player_name (self, plan.buyer), plan.wealth[plan.buyer],
                            plan.n_purchases, player_name (self, AK_SIDE_OTHER (plan.buyer)), n);

  gtk_label_set_label (self->purchase_label, text);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.start-next-game",
                                 plan.buyer == AK_SIDE_NONE || n == plan.n_purchases);
}

typedef struct
{
  AkRules  rules;
  guint    wealth[2];
  AkSide   starter;
  gint64   max_time_us;
  guint8   purchases[AK_ROW_HOLES];
  guint    n_purchases;
  int      score;
} PurchaseTask;

static void
choose_purchases_thread (GTask        *task,
                         gpointer      source_object,
                         gpointer      task_data,
                         GCancellable *cancellable)
{
  PurchaseTask *data = task_data;
  g_autoptr(AkSearch) search = ak_search_new (16);

  data->n_purchases = ak_search_choose_purchases (search, &data->rules, data->wealth,
                                                  data->starter, data->max_time_us,
                                                  data->purchases, &data->score);
  g_task_return_boolean (task, TRUE);
}

static void
purchases_chosen_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  AkWindow *self = AK_WINDOW (source);
  PurchaseTask *data = g_task_get_task_data (G_TASK (result));
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));

  if (!g_task_propagate_boolean (G_TASK (result), NULL) ||
      cancellable != self->purchase_cancellable)
    return;

  g_clear_object (&self->purchase_cancellable);
  self->purchase_score = data->score;
  self->n_purchases = MIN (data->n_purchases, AK_ROW_HOLES);
  memcpy (self->purchases, data->purchases, self->n_purchases);
  update_purchase_bar (self);
}

static void
end_rebuild (AkWindow *self)
{
  if (self->purchase_cancellable != NULL)
    g_cancellable_cancel (self->purchase_cancellable);
  g_clear_object (&self->purchase_cancellable);
  self->rebuilding = FALSE;
  self->n_purchases = 0;
  gtk_revealer_set_reveal_child (self->purchase_revealer, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.start-next-game", FALSE);
}

static void
begin_rebuild (AkWindow            *self,
               const AkRebuildPlan *plan)
{
  AkPosition shown;

  self->rebuilding = TRUE;
  gtk_revealer_set_reveal_child (self->purchase_revealer, TRUE);

  if (plan->buyer != AK_SIDE_NONE && plan->n_purchases > 0 &&
      ak_match_preview_next_board (self->match, NULL, 0, &shown, NULL))
    {
      if (side_is_computer (self, plan->buyer))
        {
          g_autoptr(GTask) task = NULL;
          PurchaseTask *data = g_new0 (PurchaseTask, 1);

          data->rules = *ak_match_get_rules (self->match);
          data->wealth[0] = plan->wealth[0];
          data->wealth[1] = plan->wealth[1];
          data->starter = shown.side;
          data->max_time_us = self->levels[plan->buyer] >= AK_LEVEL_MAX ? 2 * G_USEC_PER_SEC
                                                                         : G_USEC_PER_SEC / 2;
          self->purchase_cancellable = g_cancellable_new ();
          task = g_task_new (self, self->purchase_cancellable, purchases_chosen_cb, NULL);
          g_task_set_source_tag (task, begin_rebuild);
          g_task_set_task_data (task, data, g_free);
          g_task_run_in_thread (task, choose_purchases_thread);
        }
    }

  update_purchase_bar (self);
}

static void
update_rebuild (AkWindow *self)
{
  AkRebuildPlan plan;
  gboolean possible = can_rebuild (self, &plan);

  if (possible && !self->rebuilding)
    begin_rebuild (self, &plan);
  else if (!possible && self->rebuilding)
    end_rebuild (self);
}

static void
start_next_game_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  AkRebuildPlan plan;
  guint8 holes[AK_ROW_HOLES];
  guint n;

  if (!self->rebuilding || !can_rebuild (self, &plan))
    return;

  n = self->n_purchases;
  memcpy (holes, self->purchases, n);
  end_rebuild (self);
  if (!ak_match_start_next_game (self->match, holes, n, &error))
    {
      show_toast (self, error->message);
      update_rebuild (self);
      return;
    }

  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
game_position_cb (AkWindow   *self,
                  GParamSpec *pspec,
                  AkGame     *game)
{
  update_status (self);
  maybe_start_thinking (self);
}

static void
game_over_response_cb (AkWindow         *self,
                       const char       *response,
                       AdwMessageDialog *dialog)
{
  if (g_strcmp0 (response, "new-game") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.new-game", NULL);
}

static const char *
side_display_name (AkWindow *self,
                   AkSide    side)
{
  const char *name = side == AK_SOUTH ? ak_game_get_south_name (self->game)
                                      : ak_game_get_north_name (self->game);

  if (name == NULL || *name == '\0')
    name = side == AK_SOUTH ? _("South") : _("North");

  return name;
}

/* The summary at the end of a game that was just played to its end (not
 * one reached again by walking the moves): who won, and how the seeds
 * left on the board were divided. */
static gboolean
show_game_over_cb (gpointer user_data)
{
  AkWindow *self = user_data;
  const AkPosition *pos;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  g_autofree char *left = NULL;
  AdwMessageDialog *dialog;
  guint totals[2];
  guint shares[2];

  self->game_over_id = 0;

  if (self->game == NULL || !ak_game_get_is_over (self->game))
    return G_SOURCE_REMOVE;

  pos = ak_game_get_position (self->game);
  ak_position_division (pos, totals);
  for (guint side = 0; side < 2; side++)
    {
      guint kept = pos->stores[side] + pos->banks[side];

      shares[side] = totals[side] > kept ? totals[side] - kept : 0;
    }

  if (totals[AK_SOUTH] == totals[AK_NORTH])
    heading = g_strdup (_("Draw"));
  else
    /* Translators: %s is a player's name */
    heading = g_strdup_printf (_("%s Wins"),
                               side_display_name (self, totals[AK_SOUTH] > totals[AK_NORTH]
                                                        ? AK_SOUTH : AK_NORTH));

  if (shares[AK_SOUTH] + shares[AK_NORTH] > 0)
    /* Translators: the division of the seeds left on the board; the
     * first %s and %u are South's name and share, the others North's */
    left = g_strdup_printf (_("The seeds left on the board go %s %u, %s %u."),
                            side_display_name (self, AK_SOUTH), shares[AK_SOUTH],
                            side_display_name (self, AK_NORTH), shares[AK_NORTH]);
  else
    left = g_strdup (_("No seeds were left on the board."));

  /* Translators: the end of a game, e.g. "South 26 – North 22
   * (no moves left)", then the sentence about the seeds left */
  body = g_strdup_printf (_("%s %u – %s %u (%s)\n%s"),
                          side_display_name (self, AK_SOUTH), totals[AK_SOUTH],
                          side_display_name (self, AK_NORTH), totals[AK_NORTH],
                          termination_reason (ak_game_get_termination (self->game)),
                          left);

  /* In a match, the game's end is also the standing's; the next game is
   * built under the board. */
  if (self->match != NULL && ak_match_get_is_over (self->match))
    {
      int winner = ak_match_get_winner (self->match);
      g_autofree char *standing = NULL;
      char *both;

      g_free (heading);
      if (winner == AK_SIDE_NONE)
        heading = g_strdup (_("The Match Is Drawn"));
      else
        /* Translators: %s is a player's name */
        heading = g_strdup_printf (_("%s Wins the Match"), side_display_name (self, winner));
      /* Translators: the end of a match: games won by each, then holes owned */
      standing = g_strdup_printf (_("Games won: %s %u, %s %u. Holes owned: %s %u, %s %u."),
                                  side_display_name (self, AK_SOUTH),
                                  ak_match_get_wins (self->match, AK_SOUTH),
                                  side_display_name (self, AK_NORTH),
                                  ak_match_get_wins (self->match, AK_NORTH),
                                  side_display_name (self, AK_SOUTH),
                                  ak_match_get_holes (self->match, AK_SOUTH),
                                  side_display_name (self, AK_NORTH),
                                  ak_match_get_holes (self->match, AK_NORTH));
      both = g_strconcat (body, "\n\n", standing, NULL);
      g_free (body);
      body = both;
    }
  else if (self->match != NULL)
    {
      char *both = g_strconcat (body, "\n\n",
                                _("The board for the next game of the match is built "
                                  "under the board."), NULL);

      g_free (body);
      body = both;
    }

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));
  if (self->match != NULL && !ak_match_get_is_over (self->match))
    {
      adw_message_dialog_add_responses (dialog, "close", _("_Continue"), NULL);
      adw_message_dialog_set_response_appearance (dialog, "close", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, "close");
    }
  else
    {
      adw_message_dialog_add_responses (dialog,
                                        "close", _("_Close"),
                                        "new-game", self->match != NULL ? _("_New Match")
                                                                        : _("_New Game"),
                                        NULL);
      adw_message_dialog_set_response_appearance (dialog, "new-game", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, "new-game");
    }
  adw_message_dialog_set_close_response (dialog, "close");
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "game-over");
  g_signal_connect_object (dialog, "response",
                           G_CALLBACK (game_over_response_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));

  return G_SOURCE_REMOVE;
}

/* Shows @game on the board and around it, with the window's players. */
static void
show_game (AkWindow *self,
           AkGame   *game)
{
  if (self->rebuilding)
    end_rebuild (self);
  cancel_hint (self);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_handle_id (&self->pass_id, g_source_remove);
  g_clear_handle_id (&self->game_over_id, g_source_remove);
  stop_thinking (self);
  g_set_object (&self->game, game);

  g_signal_connect_object (game, "notify::can-undo",
                           G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::can-redo",
                           G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::position",
                           G_CALLBACK (game_position_cb), self, G_CONNECT_SWAPPED);
  /* An agreement ends the game where it stands. */
  g_signal_connect_object (game, "notify::is-over",
                           G_CALLBACK (game_position_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "move-played",
                           G_CALLBACK (game_move_played_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "changed",
                           G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);

  ak_board_view_set_game (self->board, game);
  ak_player_card_set_game (self->south_card, game);
  ak_player_card_set_game (self->north_card, game);
  ak_moves_panel_set_game (self->moves_panel, game);
  ak_rules_page_set_rules (self->rules_page, ak_game_get_rules (game));
  ak_analysis_page_set_game (self->analysis_page, game);
  update_actions (self);
  update_status (self);
  update_title (self);
  maybe_start_thinking (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static void
forget_match (AkWindow *self)
{
  if (self->match == NULL)
    return;

  g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  ak_match_page_set_match (self->match_page, NULL);
  ak_player_card_set_show_bank (self->south_card, FALSE);
  ak_player_card_set_show_bank (self->north_card, FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

/**
 * ak_window_set_game:
 * @self: a window
 * @game: the game to show and play, with the window's players
 *
 * Shows a single game, which belongs to no file.
 */
void
ak_window_set_game (AkWindow *self,
                    AkGame   *game)
{
  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (AK_IS_GAME (game));

  forget_match (self);
  /* A game set from outside belongs to no file; opening one sets it
   * again right after. */
  g_clear_object (&self->file);
  self->saved_serial = ak_game_get_serial (game);
  show_game (self, game);
}

static void
match_current_game_cb (AkWindow   *self,
                       GParamSpec *pspec,
                       AkMatch    *match)
{
  AkGame *game = ak_match_get_current_game (match);

  if (game != self->game)
    show_game (self, game);
}

static void
match_changed_cb (AkWindow *self,
                  AkMatch  *match)
{
  self->match_changes++;
  update_title (self);
}

/**
 * ak_window_set_match:
 * @self: a window
 * @match: the match to show and play, with the window's players
 *
 * Shows @match's current game; the window follows the match from game
 * to game.  The match belongs to no file.
 */
void
ak_window_set_match (AkWindow *self,
                     AkMatch  *match)
{
  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (AK_IS_MATCH (match));

  forget_match (self);
  self->match = g_object_ref (match);
  g_signal_connect_object (match, "notify::current-game",
                           G_CALLBACK (match_current_game_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "changed",
                           G_CALLBACK (match_changed_cb), self, G_CONNECT_SWAPPED);
  g_clear_object (&self->file);
  self->match_changes = 0;
  self->saved_match_changes = 0;
  ak_match_page_set_match (self->match_page, match);
  ak_player_card_set_show_bank (self->south_card, TRUE);
  ak_player_card_set_show_bank (self->north_card, TRUE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
  show_game (self, ak_match_get_current_game (match));
}

/**
 * ak_window_get_match:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the match being played, if any
 */
AkMatch *
ak_window_get_match (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->match;
}

static void
new_game_response_cb (AkWindow        *self,
                      const char      *response,
                      AkNewGameDialog *dialog)
{
  AkRules rules;

  if (g_strcmp0 (response, "start") != 0)
    return;

  ak_new_game_dialog_get_rules (dialog, &rules);
  ak_window_start (self, &rules,
                   ak_new_game_dialog_get_is_match (dialog),
                   ak_new_game_dialog_get_level (dialog, AK_SOUTH),
                   ak_new_game_dialog_get_level (dialog, AK_NORTH),
                   ak_new_game_dialog_get_name (dialog, AK_SOUTH),
                   ak_new_game_dialog_get_name (dialog, AK_NORTH));

  /* Back to the board, ready for the first move. */
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* File handling */

static gboolean
is_modified (AkWindow *self)
{
  if (self->match != NULL)
    return self->match_changes != self->saved_match_changes;
  return self->game != NULL && ak_game_get_serial (self->game) != self->saved_serial;
}

static void
update_title (AkWindow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *name = NULL;

  if (self->file == NULL)
    {
      gtk_window_set_title (GTK_WINDOW (self), _("Adji Kui"));
      return;
    }

  name = g_file_get_basename (self->file);
  if (is_modified (self))
    /* Translators: the window title of a game changed since it was
     * saved; %s is the file name */
    title = g_strdup_printf (_("• %s — Adji Kui"), name);
  else
    /* Translators: the window title; %s is the file name */
    title = g_strdup_printf (_("%s — Adji Kui"), name);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

static char *
dup_file_display_name (GFile *file)
{
  g_autoptr(GFileInfo) info = NULL;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME,
                            G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info != NULL)
    return g_strdup (g_file_info_get_display_name (info));

  return g_file_get_basename (file);
}

static void
show_file_error (AkWindow   *self,
                 const char *heading,
                 GError     *error)
{
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

typedef struct
{
  AkWindow *window;
  GFile    *file;
  AkGame   *game;
  guint     serial;
  AkMatch  *match;
  guint     match_changes;
} FileOp;

static FileOp *
file_op_new (AkWindow *self,
             GFile    *file)
{
  FileOp *op = g_new0 (FileOp, 1);

  op->window = g_object_ref (self);
  op->file = g_object_ref (file);
  if (self->game != NULL)
    {
      op->game = g_object_ref (self->game);
      op->serial = ak_game_get_serial (self->game);
    }
  if (self->match != NULL)
    {
      op->match = g_object_ref (self->match);
      op->match_changes = self->match_changes;
    }
  self->n_file_ops++;

  return op;
}

static void
file_op_free (FileOp *op)
{
  op->window->n_file_ops--;
  g_object_unref (op->window);
  g_object_unref (op->file);
  g_clear_object (&op->game);
  g_clear_object (&op->match);
  g_free (op);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FileOp, file_op_free)

/* The games of a file or the clipboard as a match, if they are one:
 * several games that carry a Match tag must make one match (else @error
 * says why); a single game of a match makes one only if it is the
 * match's first. */
static AkMatch *
records_to_match (GPtrArray  *records,
                  GError    **error)
{
  g_autoptr(GError) local_error = NULL;
  const AkGameRecord *first = g_ptr_array_index (records, 0);
  const char *number = ak_game_record_get_tag (first, "Game");

  /* Games that are not of a match: the first is shown. */
  if (ak_game_record_get_tag (first, "Match") == NULL)
    return NULL;

  if (records->len > 1)
    return ak_match_new_from_records (records, error);

  /* One game from the middle of a match is studied on its own. */
  if (number != NULL && g_strcmp0 (number, "1") != 0)
    return NULL;

  return ak_match_new_from_records (records, &local_error);
}

/* People play both sides of what comes from a file or the clipboard. */
static void
set_people (AkWindow *self)
{
  stop_thinking (self);
  self->levels[AK_SOUTH] = 0;
  self->levels[AK_NORTH] = 0;
  ak_player_card_set_level (self->south_card, 0);
  ak_player_card_set_level (self->north_card, 0);
}

static void
load_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(FileOp) op = user_data;
  AkWindow *self = op->window;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;

  records = ak_file_load_finish (result, &error);
  if (records != NULL && records->len == 0)
    {
      g_clear_pointer (&records, g_ptr_array_unref);
      g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The file holds no game."));
    }

  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;

  if (records == NULL)
    {
      name = dup_file_display_name (op->file);
      /* Translators: %s is a file name */
      heading = g_strdup_printf (_("Could not open %s"), name);
      show_file_error (self, heading, error);
      return;
    }

  if (!ak_window_show_records (self, records, &error))
    {
      name = dup_file_display_name (op->file);
      heading = g_strdup_printf (_("Could not open %s"), name);
      show_file_error (self, heading, error);
      return;
    }

  g_set_object (&self->file, op->file);
  self->saved_serial = ak_game_get_serial (self->game);
  self->saved_match_changes = self->match_changes;
  update_title (self);
}

/**
 * ak_window_show_records:
 * @self: a window
 * @records: (element-type AkGameRecord): games read from a file, the
 *   clipboard or the autosave
 * @error: return location for an %AK_LEDGER_ERROR
 *
 * Shows what @records hold, with people on both sides, for study or to
 * go on with: the games of one match as the match, else the first game.
 * Games that claim to be a match but do not make one are refused and
 * change nothing.
 *
 * Returns: %TRUE if the window now shows them
 */
gboolean
ak_window_show_records (AkWindow   *self,
                        GPtrArray  *records,
                        GError    **error)
{
  g_autoptr(AkMatch) match = NULL;
  g_autoptr(AkGame) game = NULL;
  GError *match_error = NULL;

  g_return_val_if_fail (AK_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (records != NULL && records->len > 0, FALSE);

  match = records_to_match (records, &match_error);
  if (match_error != NULL)
    {
      g_propagate_error (error, match_error);
      return FALSE;
    }

  set_people (self);
  if (match != NULL)
    {
      ak_window_set_match (self, match);
      return TRUE;
    }

  game = ak_game_new_from_record (g_ptr_array_index (records, 0));
  ak_window_set_game (self, game);
  return TRUE;
}

/**
 * ak_window_open_file:
 * @self: a window
 * @file: an AKN file
 *
 * Reads @file without blocking and makes its first game the window's,
 * with people on both sides.  An error is shown in a dialog and leaves
 * the current game as it was.
 */
void
ak_window_open_file (AkWindow *self,
                     GFile    *file)
{
  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  ak_file_load_async (file, NULL, load_cb, file_op_new (self, file));
}

static void
save_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(FileOp) op = user_data;
  AkWindow *self = op->window;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;

  if (!ak_file_save_finish (result, &error))
    {
      if (gtk_widget_in_destruction (GTK_WIDGET (self)))
        return;

      self->pending = PENDING_NONE;
      name = dup_file_display_name (op->file);
      /* Translators: %s is a file name */
      heading = g_strdup_printf (_("Could not save %s"), name);
      show_file_error (self, heading, error);
      return;
    }

  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;

  /* The game may have changed, or been replaced, while it was written. */
  if (op->match != NULL && op->match == self->match)
    {
      g_set_object (&self->file, op->file);
      self->saved_match_changes = op->match_changes;
      update_title (self);
    }
  else if (op->match == NULL && self->match == NULL && op->game == self->game)
    {
      g_set_object (&self->file, op->file);
      self->saved_serial = op->serial;
      update_title (self);
    }

  run_pending (self);
}

/**
 * ak_window_save_to_file:
 * @self: a window
 * @file: where to save
 *
 * Writes the current game to @file without blocking; once written, the
 * window's game belongs to @file.  An error is shown in a dialog.
 */
void
ak_window_save_to_file (AkWindow *self,
                        GFile    *file)
{
  g_autoptr(GPtrArray) records = NULL;

  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->match != NULL)
    records = ak_match_dup_records (self->match);
  else
    {
      records = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
      g_ptr_array_add (records, ak_game_dup_record (self->game));
    }
  ak_file_save_async (file, records, NULL, save_cb, file_op_new (self, file));
}

/**
 * ak_window_show_toast:
 * @self: a window
 * @title: what to say
 *
 * Shows @title in a toast over the board, in place of any toast showing.
 */
void
ak_window_show_toast (AkWindow   *self,
                      const char *title)
{
  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (title != NULL);

  show_toast (self, title);
}

/**
 * ak_window_get_file:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the file the game was opened from
 *   or last saved to
 */
GFile *
ak_window_get_file (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->file;
}

/* For tests: whether the next game of the match is being built, and
 * what the bar under the board says about it. */
gboolean
_ak_window_get_rebuilding (AkWindow *self)
{
  return self->rebuilding && gtk_revealer_get_reveal_child (self->purchase_revealer);
}

const char *
_ak_window_get_purchase_text (AkWindow *self)
{
  return gtk_label_get_label (self->purchase_label);
}

/* For tests: the side panel's page on show, if the panel is shown. */
const char *
_ak_window_get_side_page (AkWindow *self)
{
  if (!adw_flap_get_reveal_flap (self->flap))
    return NULL;
  return adw_view_stack_get_visible_child_name (self->side_stack);
}

/* For tests: loads, saves and image exports started and not yet finished. */
guint
_ak_window_get_pending_file_ops (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), 0);

  return self->n_file_ops;
}

static void
add_filters (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) akn = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (akn, _("AKN files"));
  gtk_file_filter_add_pattern (akn, "*.akn");
  gtk_file_filter_add_pattern (akn, "*.AKN");
  gtk_file_chooser_add_filter (chooser, akn);

  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, all);

  gtk_file_chooser_set_filter (chooser, akn);
}

static void
open_response_cb (GtkNativeDialog *chooser,
                  int              response,
                  AkWindow        *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL)
    ak_window_open_file (self, file);

  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

static void
show_open_chooser (AkWindow *self)
{
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_filters (GTK_FILE_CHOOSER (chooser));
  g_signal_connect_object (chooser, "response",
                           G_CALLBACK (open_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_as_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     AkWindow        *self)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *name = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);

  if (file == NULL)
    {
      self->pending = PENDING_NONE;
      return;
    }

  name = g_file_get_basename (file);
  if (name != NULL && strchr (name, '.') == NULL)
    {
      g_autoptr(GFile) parent = g_file_get_parent (file);
      g_autofree char *with_ext = g_strconcat (name, ".akn", NULL);

      g_set_object (&file, NULL);
      file = g_file_get_child (parent, with_ext);
    }

  ak_window_save_to_file (self, file);
}

static void
show_save_chooser (AkWindow *self)
{
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_filters (GTK_FILE_CHOOSER (chooser));
  if (self->file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), self->file, NULL);
  else
    /* Translators: the name offered for a new game file */
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("game.akn"));
  g_signal_connect_object (chooser, "response",
                           G_CALLBACK (save_as_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save (AkWindow *self)
{
  if (self->file != NULL)
    ak_window_save_to_file (self, self->file);
  else
    show_save_chooser (self);
}

static void show_new_game_dialog (AkWindow *self);
static void paste (AkWindow *self);
static void set_up_position (AkWindow *self);

static void
run_pending (AkWindow *self)
{
  PendingAction pending = self->pending;

  self->pending = PENDING_NONE;
  switch (pending)
    {
    case PENDING_NEW_GAME:
      show_new_game_dialog (self);
      break;
    case PENDING_OPEN:
      show_open_chooser (self);
      break;
    case PENDING_CLOSE:
      self->close_confirmed = TRUE;
      gtk_window_close (GTK_WINDOW (self));
      break;
    case PENDING_PASTE:
      paste (self);
      break;
    case PENDING_SET_UP:
      set_up_position (self);
      break;
    case PENDING_NONE:
    default:
      break;
    }
}

static void
save_changes_response_cb (AkWindow         *self,
                          const char       *response,
                          AdwMessageDialog *dialog)
{
  if (g_str_equal (response, "discard"))
    run_pending (self);
  else if (g_str_equal (response, "save"))
    save (self);
  else
    self->pending = PENDING_NONE;
}

/* Asks first when the game of a file has unsaved changes; runs @action
 * at once, or once the question is answered, unless cancelled.  An
 * unnamed game is kept by the autosave, so it is not asked about. */
static void
confirm_then (AkWindow      *self,
              PendingAction  action)
{
  g_autofree char *body = NULL;
  g_autofree char *name = NULL;
  GtkWidget *dialog;

  self->pending = action;
  if (self->file == NULL || !is_modified (self) ||
      !g_settings_get_boolean (self->settings, "confirm-discard"))
    {
      run_pending (self);
      return;
    }

  name = dup_file_display_name (self->file);
  /* Translators: %s is a file name */
  body = g_strdup_printf (_("The game in %s has changed since it was saved."), name);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save changes?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "discard", _("_Discard"),
                                    "cancel", _("_Cancel"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_widget_add_css_class (dialog, "save-changes");
  g_signal_connect_object (dialog, "response",
                           G_CALLBACK (save_changes_response_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
ak_window_close_request (GtkWindow *window)
{
  AkWindow *self = AK_WINDOW (window);

  /* Answered here, not through confirm_then (): GTK ignores a close
   * requested while the window is handling one. */
  if (self->close_confirmed || self->file == NULL || !is_modified (self) ||
      !g_settings_get_boolean (self->settings, "confirm-discard"))
    return GTK_WINDOW_CLASS (ak_window_parent_class)->close_request (window);

  confirm_then (self, PENDING_CLOSE);
  return TRUE;
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  confirm_then (AK_WINDOW (widget), PENDING_OPEN);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  save (AK_WINDOW (widget));
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  show_save_chooser (AK_WINDOW (widget));
}

static void
show_new_game_dialog (AkWindow *self)
{
  GtkWidget *dialog;

  /* The dialog offers the last game's choices again. */
  dialog = ak_new_game_dialog_new (GTK_WINDOW (self));
  if (self->game != NULL)
    {
      AkNewGameDialog *choices = AK_NEW_GAME_DIALOG (dialog);

      ak_new_game_dialog_set_variant (choices, ak_game_get_variant (self->game));
      if (self->levels[AK_SOUTH] > 0 || self->levels[AK_NORTH] > 0)
        {
          ak_new_game_dialog_set_level (choices, AK_SOUTH, self->levels[AK_SOUTH]);
          ak_new_game_dialog_set_level (choices, AK_NORTH, self->levels[AK_NORTH]);
        }
      ak_new_game_dialog_set_name (choices, AK_SOUTH, ak_game_get_south_name (self->game));
      ak_new_game_dialog_set_name (choices, AK_NORTH, ak_game_get_north_name (self->game));
    }

  g_signal_connect_object (dialog, "response",
                           G_CALLBACK (new_game_response_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
preferences_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  gtk_window_present (GTK_WINDOW (ak_preferences_window_new (GTK_WINDOW (widget))));
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  confirm_then (AK_WINDOW (widget), PENDING_NEW_GAME);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  AkSide mover;

  ak_board_view_finish_animation (self->board);
  stop_thinking (self);

  /* Against the computer, undo goes back to the person's previous turn:
   * past the computer's answer and the person's own move. */
  self->hold_thinking = TRUE;
  if (ak_game_undo (self->game))
    {
      mover = ak_game_get_side_to_move (self->game);
      if (side_is_computer (self, mover) && !side_is_computer (self, AK_SIDE_OTHER (mover)))
        ak_game_undo (self->game);
    }
  self->hold_thinking = FALSE;

  maybe_start_thinking (self);
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
go_action (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  ak_board_view_finish_animation (self->board);

  if (g_str_equal (action_name, "win.go-first"))
    ak_game_go_first (self->game);
  else if (g_str_equal (action_name, "win.go-previous"))
    ak_game_go_previous (self->game);
  else if (g_str_equal (action_name, "win.go-next"))
    ak_game_go_next (self->game);
  else
    ak_game_go_last (self->game);
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

/* The board belongs to the computer on its turn: a click or a sowing key
 * there is answered with a toast instead of a move. */
static gboolean
refuse_computer_turn (AkWindow *self)
{
  AkSide side;

  if (self->game == NULL || ak_game_get_is_over (self->game))
    return FALSE;

  side = ak_game_get_side_to_move (self->game);
  if (!side_is_computer (self, side))
    return FALSE;

  if (side == AK_SOUTH)
    show_toast (self, _("Wait for South to move"));
  else
    show_toast (self, _("Wait for North to move"));

  return TRUE;
}

static void
board_pressed_cb (AkWindow        *self,
                  int              n_press,
                  double           x,
                  double           y,
                  GtkGestureClick *gesture)
{
  if (refuse_computer_turn (self))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static gboolean
board_key_pressed_cb (AkWindow              *self,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      GtkEventControllerKey *controller)
{
  gunichar c = gdk_keyval_to_unicode (keyval);

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;

  /* Arrows still move the focus; letters, Enter and Space would sow. */
  if (!g_unichar_isalpha (c) &&
      keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter &&
      keyval != GDK_KEY_space && keyval != GDK_KEY_KP_Space)
    return GDK_EVENT_PROPAGATE;

  return refuse_computer_turn (self) ? GDK_EVENT_STOP : GDK_EVENT_PROPAGATE;
}

/* The board is where the keyboard belongs when the window opens: the
 * letters and arrows play at once, without a Tab first. */

/* Dividing the seeds (RULES.md §4.5): two people may end a game where
 * it stands, each taking the seeds in the holes they own. */

static void
divide_response_cb (AkWindow         *self,
                    const char       *response,
                    AdwMessageDialog *dialog)
{
  if (!g_str_equal (response, "divide") || self->game == NULL)
    return;

  if (ak_game_agree (self->game) && self->game_over_id == 0)
    self->game_over_id = g_idle_add (show_game_over_cb, self);
}

static void
divide_seeds_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;
  guint totals[2];

  if (!can_divide (self))
    return;

  ak_board_view_finish_animation (self->board);
  ak_position_division (ak_game_get_position (self->game), totals);
  /* Translators: the players' names and the seeds each would end with */
  body = g_strdup_printf (_("The game ends here, and each player takes the seeds in the holes "
                            "they own: %s %u, %s %u."),
                          player_name (self, AK_SOUTH), totals[AK_SOUTH],
                          player_name (self, AK_NORTH), totals[AK_NORTH]);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       _("Divide the Seeds?"), body));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "divide", _("_Divide"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "divide", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "divide");
  adw_message_dialog_set_close_response (dialog, "cancel");
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "divide-seeds");
  g_signal_connect_object (dialog, "response",
                           G_CALLBACK (divide_response_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Study tools */

static void
hint_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(AkWindow) self = user_data;
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));
  g_autofree char *title = NULL;
  int move;

  move = ak_analyzer_choose_move_finish (result, NULL);
  if (cancellable == NULL || cancellable != self->hint_cancellable)
    return;
  g_clear_object (&self->hint_cancellable);

  if (!ak_hole_is_valid (move))
    return;

  ak_board_view_show_hint (self->board, move);
  /* Translators: %c is a hole letter */
  title = g_strdup_printf (_("Hint: sow %c"), ak_hole_to_char (move));
  show_toast (self, title);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  int best;

  if (ak_game_get_is_over (self->game) || self->rebuilding || ak_window_get_thinking (self) ||
      self->hint_cancellable != NULL)
    return;

  ak_board_view_finish_animation (self->board);

  /* The analysis running in the side panel already knows. */
  best = ak_analysis_page_get_best_move (self->analysis_page);
  if (ak_hole_is_valid (best))
    {
      g_autofree char *title = g_strdup_printf (_("Hint: sow %c"), ak_hole_to_char (best));

      ak_board_view_show_hint (self->board, best);
      show_toast (self, title);
      return;
    }

  show_toast (self, _("Looking for the best move…"));

  /* The strongest level, without its random choice among equals. */
  self->hint_cancellable = g_cancellable_new ();
  ak_analyzer_choose_move_async (self->game, AK_LEVEL_MAX, 0, self->hint_cancellable,
                                 hint_cb, g_object_ref (self));
}

/* A hint is for the position it was asked in. */
static void
cancel_hint (AkWindow *self)
{
  if (self->hint_cancellable != NULL)
    g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
}

static void
copy_position_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  g_autofree char *text = ak_position_to_string (ak_game_get_position (self->game));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  show_toast (self, _("Position copied"));
}

static void
copy_game_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  g_autoptr(GPtrArray) records = NULL;
  g_autofree char *text = NULL;

  if (self->match != NULL)
    records = ak_match_dup_records (self->match);
  else
    {
      records = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
      g_ptr_array_add (records, ak_game_dup_record (self->game));
    }
  text = ak_notation_write (records);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  show_toast (self, self->match != NULL ? _("Match copied") : _("Game copied"));
}

static void
paste_text_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(AkWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) game_error = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(AkGame) game = NULL;
  g_autofree char *text = NULL;
  g_autofree char *message = NULL;
  AkPosition pos;

  text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  if (text == NULL || *g_strstrip (text) == '\0')
    {
      show_toast (self, _("The clipboard holds no text"));
      return;
    }

  /* A position string: a study from there, with the current rules. */
  if (ak_position_parse (&pos, text, NULL))
    {
      game = ak_game_new_from_position_string (ak_game_get_rules (self->game), text, &error);
      if (game == NULL)
        {
          show_file_error (self, _("Could not paste the position"), error);
          return;
        }
      set_people (self);
      ak_window_set_game (self, game);
      show_toast (self, _("Position pasted"));
      return;
    }

  records = ak_file_read_text (text, -1, &game_error);
  if (records == NULL || records->len == 0)
    {
      if (game_error == NULL)
        g_set_error_literal (&game_error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                             _("The text holds no game."));
      /* Translators: %s says what is wrong with the text, with its line and column */
      message = g_strdup_printf (_("The clipboard holds neither a position nor an AKN game: %s"),
                                 game_error->message);
      g_clear_error (&game_error);
      g_set_error_literal (&game_error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, message);
      show_file_error (self, _("Could not paste"), game_error);
      return;
    }

  if (!ak_window_show_records (self, records, &error))
    {
      show_file_error (self, _("Could not paste the match"), error);
      return;
    }
  show_toast (self, self->match != NULL ? _("Match pasted") : _("Game pasted"));
}

static void
paste (AkWindow *self)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL,
                                 paste_text_cb, g_object_ref (self));
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  confirm_then (AK_WINDOW (widget), PENDING_PASTE);
}

/* Board images */

#define EXPORT_WIDTH  1300
#define EXPORT_HEIGHT 640

static cairo_status_t
append_bytes_cb (void                *closure,
                 const unsigned char *data,
                 unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/**
 * ak_window_dup_board_image:
 * @self: a window
 * @svg: %TRUE for SVG, %FALSE for PNG
 *
 * Draws the board as it stands into an image file's bytes.
 *
 * Returns: (transfer full): the file's contents
 */
GBytes *
ak_window_dup_board_image (AkWindow *self,
                           gboolean  svg)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  GskRenderNode *node;
  cairo_surface_t *surface;
  cairo_t *cr;

  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  node = ak_board_view_render (self->board, EXPORT_WIDTH, EXPORT_HEIGHT);
  if (svg)
    surface = cairo_svg_surface_create_for_stream (append_bytes_cb, bytes,
                                                   EXPORT_WIDTH, EXPORT_HEIGHT);
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, EXPORT_WIDTH, EXPORT_HEIGHT);

  cr = cairo_create (surface);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);

  if (svg)
    cairo_surface_finish (surface);
  else
    cairo_surface_write_to_png_stream (surface, append_bytes_cb, bytes);
  cairo_surface_destroy (surface);
  gsk_render_node_unref (node);

  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

static void
export_written_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(AkWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  self->n_file_ops--;
  name = dup_file_display_name (G_FILE (source));
  if (!g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    {
      if (gtk_widget_in_destruction (GTK_WIDGET (self)))
        return;
      /* Translators: %s is a file name */
      text = g_strdup_printf (_("Could not save %s"), name);
      show_file_error (self, text, error);
      return;
    }

  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  /* Translators: %s is a file name */
  text = g_strdup_printf (_("Board saved as %s"), name);
  show_toast (self, text);
}

/**
 * ak_window_export_image:
 * @self: a window
 * @file: where to write; a name ending in .svg gives an SVG, anything
 *   else a PNG
 *
 * Writes the board as an image without blocking; says so in a toast,
 * or shows what went wrong.
 */
void
ak_window_export_image (AkWindow *self,
                        GFile    *file)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *basename = NULL;
  gboolean svg;

  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  basename = g_file_get_basename (file);
  if (basename != NULL)
    {
      g_autofree char *lower = g_ascii_strdown (basename, -1);

      svg = g_str_has_suffix (lower, ".svg");
    }
  else
    svg = FALSE;
  bytes = ak_window_dup_board_image (self, svg);
  self->n_file_ops++;
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                       NULL, export_written_cb, g_object_ref (self));
}

static void
export_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    AkWindow        *self)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *basename = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL)
    {
      GtkFileFilter *filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser));
      const char *kind = filter != NULL ? g_object_get_data (G_OBJECT (filter), "ak-extension") : NULL;

      /* The chosen filter decides the kind when the name does not. */
      basename = g_file_get_basename (file);
      if (kind != NULL && basename != NULL && strchr (basename, '.') == NULL)
        {
          g_autofree char *named = g_strconcat (basename, kind, NULL);
          g_autoptr(GFile) parent = g_file_get_parent (file);

          g_set_object (&file, g_file_get_child (parent, named));
        }
      ak_window_export_image (self, file);
    }
  g_object_unref (chooser);
}

static void
export_image_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) png = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) svg = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Export Board Image"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);

  gtk_file_filter_set_name (png, _("PNG image"));
  gtk_file_filter_add_mime_type (png, "image/png");
  gtk_file_filter_add_pattern (png, "*.png");
  g_object_set_data (G_OBJECT (png), "ak-extension", (gpointer) ".png");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), png);

  gtk_file_filter_set_name (svg, _("SVG image"));
  gtk_file_filter_add_mime_type (svg, "image/svg+xml");
  gtk_file_filter_add_pattern (svg, "*.svg");
  g_object_set_data (G_OBJECT (svg), "ak-extension", (gpointer) ".svg");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), svg);

  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), png);
  /* Translators: the name offered for an exported picture of the board */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("board.png"));
  g_signal_connect_object (chooser, "response", G_CALLBACK (export_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* A position from the editor: a study is for one person to look at
 * both sides; a game keeps the window's players. */
static void
position_chosen_cb (AkWindow         *self,
                    const char       *position,
                    gboolean          study,
                    AkPositionEditor *editor)
{
  g_autoptr(AkGame) game = NULL;
  g_autoptr(GError) error = NULL;

  game = ak_game_new_from_position_string (ak_position_editor_get_rules (editor), position,
                                           &error);
  if (game == NULL)
    {
      show_file_error (self, _("Could not set up the position"), error);
      return;
    }

  if (study)
    set_people (self);
  else
    {
      ak_game_set_south_name (game, player_name (self, AK_SOUTH));
      ak_game_set_north_name (game, player_name (self, AK_NORTH));
    }
  ak_window_set_game (self, game);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
set_up_position (AkWindow *self)
{
  GtkWidget *editor;

  editor = ak_position_editor_new (GTK_WINDOW (self), ak_game_get_rules (self->game),
                                   ak_game_get_position (self->game));
  g_signal_connect_object (editor, "position-chosen",
                           G_CALLBACK (position_chosen_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (editor));
}

static void
set_up_position_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  confirm_then (AK_WINDOW (widget), PENDING_SET_UP);
}

static void
show_side_page (AkWindow   *self,
                const char *name)
{
  if (adw_view_stack_get_child_by_name (self->side_stack, name) == NULL)
    return;
  adw_view_stack_set_visible_child_name (self->side_stack, name);
  adw_flap_set_reveal_flap (self->flap, TRUE);
}

static void
toggle_side_panel_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

static void
show_rules_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  show_side_page (self, "rules");
  ak_rules_page_scroll_to_top (self->rules_page);
}

/* A move chosen in the analysis is played, as a click on its hole
 * would be. */
static void
analysis_move_activated_cb (AkWindow       *self,
                            int             move,
                            AkAnalysisPage *page)
{
  if (self->rebuilding || ak_window_get_thinking (self))
    return;

  ak_board_view_finish_animation (self->board);
  if (ak_hole_is_valid (move))
    ak_board_view_activate_hole (self->board, move);
  else
    ak_game_play (self->game, move, NULL);
}

/* An earlier game of the match, to look at: a copy, on a board that
 * plays no move, so the match itself cannot change. */
static void
match_game_activated_cb (AkWindow    *self,
                         guint        index,
                         AkMatchPage *page)
{
  g_autoptr(AkGameRecord) record = NULL;
  g_autoptr(AkGame) copy = NULL;
  g_autofree char *title = NULL;
  AkGame *game;
  GtkWidget *window;
  GtkWidget *box;
  GtkWidget *pane;
  GtkWidget *board;
  GtkWidget *moves;
  GtkWidget *header;

  if (self->match == NULL || index >= ak_match_get_n_games (self->match))
    return;

  game = ak_match_get_game (self->match, index);
  if (game == self->game)
    {
      adw_flap_set_reveal_flap (self->flap, adw_flap_get_folded (self->flap) ? FALSE : TRUE);
      return;
    }

  record = ak_game_dup_record (game);
  copy = ak_game_new_from_record (record);
  ak_game_go_last (copy);

  /* Translators: the title of the window showing one game of a match */
  title = g_strdup_printf (_("Game %u of the Match"), index + 1);
  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self));
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 520);
  gtk_widget_add_css_class (window, "match-game-view");

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (title, _("Read only")));
  gtk_box_append (GTK_BOX (box), header);

  pane = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_vexpand (pane, TRUE);
  board = ak_board_view_new ();
  gtk_widget_set_hexpand (board, TRUE);
  gtk_widget_set_margin_start (board, 18);
  gtk_widget_set_margin_end (board, 18);
  gtk_widget_set_margin_top (board, 18);
  gtk_widget_set_margin_bottom (board, 18);
  ak_board_view_set_animation_speed (AK_BOARD_VIEW (board), AK_ANIMATION_SPEED_INSTANT);
  ak_board_view_set_read_only (AK_BOARD_VIEW (board), TRUE);
  ak_board_view_set_game (AK_BOARD_VIEW (board), copy);
  gtk_box_append (GTK_BOX (pane), board);
  gtk_box_append (GTK_BOX (pane), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  moves = ak_moves_panel_new ();
  gtk_widget_set_size_request (moves, 280, -1);
  ak_moves_panel_set_game (AK_MOVES_PANEL (moves), copy);
  gtk_box_append (GTK_BOX (pane), moves);
  gtk_box_append (GTK_BOX (box), pane);

  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
}

/* How long ago the process started, in milliseconds, from the kernel's
 * record of it (in clock ticks since boot); -1 if that cannot be read. */
static double
process_age_ms (void)
{
  g_autofree char *stat = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after_name;
  struct timespec now;
  guint64 start_ticks;
  long ticks_per_second = sysconf (_SC_CLK_TCK);

  if (!g_file_get_contents ("/proc/self/stat", &stat, NULL, NULL) || ticks_per_second <= 0 ||
      clock_gettime (CLOCK_BOOTTIME, &now) != 0)
    return -1;

  /* The name in brackets may hold spaces; the fields after it do not.
   * The start time is field 22 of the line, the 20th after the name. */
  after_name = strrchr (stat, ')');
  if (after_name == NULL)
    return -1;
  fields = g_strsplit (after_name + 2, " ", 0);
  if (g_strv_length (fields) < 20)
    return -1;
  start_ticks = g_ascii_strtoull (fields[19], NULL, 10);

  return (now.tv_sec + now.tv_nsec / 1e9 - (double) start_ticks / ticks_per_second) * 1000;
}

/* With AK_DEBUG_STARTUP set, the time from the process's start to the
 * window's first painted frame is written to standard error, for the
 * startup benchmark (tests/bench/startup.sh). */
static void
first_frame_cb (GdkFrameClock *clock,
                AkWindow      *self)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_cb, self);
  g_printerr ("adji-kui: first frame %.0f ms after the process started\n", process_age_ms ());
}

static void
ak_window_map (GtkWidget *widget)
{
  AkWindow *self = AK_WINDOW (widget);
  static gboolean first_map = TRUE;

  GTK_WIDGET_CLASS (ak_window_parent_class)->map (widget);

  if (first_map && g_getenv ("AK_DEBUG_STARTUP") != NULL)
    {
      GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

      if (clock != NULL)
        g_signal_connect_object (clock, "after-paint", G_CALLBACK (first_frame_cb), self, 0);
    }
  first_map = FALSE;

  if (gtk_window_get_focus (GTK_WINDOW (self)) == NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
ak_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  AkWindow *self = AK_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_window_dispose (GObject *object)
{
  AkWindow *self = AK_WINDOW (object);

  g_clear_handle_id (&self->pass_id, g_source_remove);
  g_clear_handle_id (&self->game_over_id, g_source_remove);
  stop_thinking (self);
  if (self->purchase_cancellable != NULL)
    g_cancellable_cancel (self->purchase_cancellable);
  g_clear_object (&self->purchase_cancellable);
  if (self->hint_cancellable != NULL)
    g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_WINDOW);

  g_clear_object (&self->settings);
  g_clear_object (&self->game);
  g_clear_object (&self->match);
  g_clear_object (&self->toast);
  g_clear_object (&self->file);

  G_OBJECT_CLASS (ak_window_parent_class)->dispose (object);
}

static void
ak_window_class_init (AkWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = ak_window_dispose;
  object_class->get_property = ak_window_get_property;

  window_class->close_request = ak_window_close_request;

  /**
   * AkWindow:game:
   *
   * The game being played.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         AK_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * AkWindow:match:
   *
   * The match the game belongs to, or %NULL for a single game.
   */
  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL,
                         AK_TYPE_MATCH,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  widget_class->map = ak_window_map;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ak-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AkWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, board);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, south_card);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, north_card);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, moves_panel);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, match_page);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, analysis_page);
  gtk_widget_class_bind_template_callback (widget_class, analysis_move_activated_cb);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, rules_page);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, side_stack);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, purchase_revealer);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, purchase_label);
  gtk_widget_class_bind_template_callback (widget_class, match_game_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_move_refused_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_animating_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_key_pressed_cb);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.preferences", NULL, preferences_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.go-first", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.go-previous", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.go-next", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.go-last", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.divide-seeds", NULL, divide_seeds_action);
  gtk_widget_class_install_action (widget_class, "win.start-next-game", NULL,
                                   start_next_game_action);
  gtk_widget_class_install_action (widget_class, "win.copy-position", NULL, copy_position_action);
  gtk_widget_class_install_action (widget_class, "win.copy-game", NULL, copy_game_action);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "win.export-image", NULL, export_image_action);
  gtk_widget_class_install_action (widget_class, "win.show-rules", NULL, show_rules_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-side-panel", NULL,
                                   toggle_side_panel_action);
  gtk_widget_class_install_action (widget_class, "win.set-up-position", NULL,
                                   set_up_position_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_S,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_comma, GDK_CONTROL_MASK,
                                       "win.preferences", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK,
                                       "win.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK,
                                       "win.copy-position", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.copy-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_C,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.copy-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK,
                                       "win.paste", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK,
                                       "win.export-image", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.show-rules", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.toggle-side-panel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "win.set-up-position", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, GDK_ALT_MASK,
                                       "win.go-first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK,
                                       "win.go-previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK,
                                       "win.go-next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, GDK_ALT_MASK,
                                       "win.go-last", NULL);

  g_type_ensure (AK_TYPE_BOARD_VIEW);
  g_type_ensure (AK_TYPE_NEW_GAME_DIALOG);
  g_type_ensure (AK_TYPE_PLAYER_CARD);
  g_type_ensure (AK_TYPE_MOVES_PANEL);
  g_type_ensure (AK_TYPE_MATCH_PAGE);
  g_type_ensure (AK_TYPE_ANALYSIS_PAGE);
  g_type_ensure (AK_TYPE_RULES_PAGE);
}

static void
ak_window_init (AkWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->held_move = AK_MOVE_NONE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.start-next-game", FALSE);
  ak_player_card_set_side (self->south_card, AK_SOUTH);
  ak_player_card_set_side (self->north_card, AK_NORTH);

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

  /* The board follows the preferences while it is shown. */
  g_settings_bind_with_mapping (self->settings, "animation-speed",
                                self->board, "animation-speed",
                                G_SETTINGS_BIND_GET,
                                ak_settings_get_animation_speed, NULL,
                                NULL, NULL);
  g_settings_bind (self->settings, "show-hole-letters",
                   self->board, "show-letters",
                   G_SETTINGS_BIND_GET);

  /* Two people at this screen until the player asks for a new game. */
  ak_window_start_game (self, AK_VARIANT_ADJI_KUI_2, 0, 0, NULL, NULL);
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

/**
 * ak_window_start:
 * @self: a window
 * @rules: the rule options
 * @match: %TRUE for a match, %FALSE for a single game
 * @south_level: 0 if a person plays South, else the computer's level, 1 to 5
 * @north_level: the same for North
 * @south_name: (nullable): South's name, or %NULL for "South"
 * @north_name: (nullable): North's name, or %NULL for "North"
 *
 * Starts a new game, or the first game of a new match, under @rules.
 */
void
ak_window_start (AkWindow      *self,
                 const AkRules *rules,
                 gboolean       match,
                 guint          south_level,
                 guint          north_level,
                 const char    *south_name,
                 const char    *north_name)
{
  g_autoptr(AkGame) single = NULL;
  g_autoptr(AkMatch) new_match = NULL;
  AkPosition start;
  AkGame *game;

  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (rules != NULL);
  g_return_if_fail (south_level <= AK_WINDOW_MAX_LEVEL);
  g_return_if_fail (north_level <= AK_WINDOW_MAX_LEVEL);

  if (match)
    {
      new_match = ak_match_new (rules, NULL);
      game = ak_match_get_current_game (new_match);
    }
  else
    {
      ak_position_init_start (&start, rules->first);
      single = ak_game_new (rules, &start);
      game = single;
    }

  ak_game_set_south_name (game, south_name != NULL && *south_name != '\0' ? south_name : _("South"));
  ak_game_set_north_name (game, north_name != NULL && *north_name != '\0' ? north_name : _("North"));

  /* The players are set before the game, so that a computer playing the
   * first move starts thinking as soon as the game is there. */
  stop_thinking (self);
  self->levels[AK_SOUTH] = south_level;
  self->levels[AK_NORTH] = north_level;
  ak_player_card_set_level (self->south_card, south_level);
  ak_player_card_set_level (self->north_card, north_level);
  if (match)
    ak_window_set_match (self, new_match);
  else
    ak_window_set_game (self, single);
}

/**
 * ak_window_start_game:
 * @self: a window
 * @variant: the variant to play
 * @south_level: 0 if a person plays South, else the computer's level, 1 to 5
 * @north_level: the same for North
 * @south_name: (nullable): South's name, or %NULL for "South"
 * @north_name: (nullable): North's name, or %NULL for "North"
 *
 * Starts a new single game with the standard rules of @variant.
 */
void
ak_window_start_game (AkWindow   *self,
                      AkVariant   variant,
                      guint       south_level,
                      guint       north_level,
                      const char *south_name,
                      const char *north_name)
{
  AkRules rules;

  g_return_if_fail (variant == AK_VARIANT_ADJI_KUI_1 || variant == AK_VARIANT_ADJI_KUI_2);

  ak_rules_init (&rules);
  rules.variant = variant;
  ak_window_start (self, &rules, FALSE, south_level, north_level, south_name, north_name);
}

/**
 * ak_window_get_player_level:
 * @self: a window
 * @side: a side
 *
 * Returns: 0 if a person plays @side, else the computer's level
 */
guint
ak_window_get_player_level (AkWindow *self,
                            AkSide    side)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), 0);
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, 0);

  return self->levels[side];
}

/**
 * ak_window_set_player_level:
 * @self: a window
 * @side: a side
 * @level: 0 for a person, else the computer's level, 1 to 5
 *
 * Changes who plays @side in the current game; the computer starts
 * thinking at once if it now has the move.
 */
void
ak_window_set_player_level (AkWindow *self,
                            AkSide    side,
                            guint     level)
{
  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (side == AK_SOUTH || side == AK_NORTH);
  g_return_if_fail (level <= AK_WINDOW_MAX_LEVEL);

  if (self->levels[side] == level)
    return;

  self->levels[side] = level;
  ak_player_card_set_level (side == AK_SOUTH ? self->south_card : self->north_card, level);
  update_actions (self);
  stop_thinking (self);
  maybe_start_thinking (self);
}

/**
 * ak_window_get_thinking:
 * @self: a window
 *
 * Returns: whether the computer is choosing a move
 */
gboolean
ak_window_get_thinking (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), FALSE);

  return self->think_cancellable != NULL || self->held_node != NULL;
}

/* For tests: searches started and not yet answered, stale ones too. */
guint
_ak_window_get_pending_searches (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), 0);

  return self->n_pending;
}

/**
 * ak_window_get_player_card:
 * @self: a window
 * @side: a side
 *
 * Returns: (transfer none): the card of @side's player
 */
AkPlayerCard *
ak_window_get_player_card (AkWindow *self,
                           AkSide    side)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return side == AK_SOUTH ? self->south_card : self->north_card;
}

/**
 * ak_window_get_moves_panel:
 * @self: a window
 *
 * Returns: (transfer none): the list of moves
 */
AkMovesPanel *
ak_window_get_moves_panel (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->moves_panel;
}
