/* ak-window-actions.c — what the header bar, the main menu and the keys
 * do: new games, undo and redo, walking through the moves, the computer,
 * hints, dividing the seeds, the clipboard, setting up a position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every action asks the table (or the game, for what is only a record);
 * none decides a rule of play itself.
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-file.h"
#include "ak-how-to-play.h"

#include "ak-new-game-dialog.h"
#include "ak-position-editor.h"
#include "ak-preferences-dialog.h"
#include "ak-review.h"
#include "ak-welcome-dialog.h"
#include "ak-window-private.h"

/* The watch speed is the table's own watch-delay, as a radio choice in
 * the menu: its actions are "watch.*", made once for the window's table. */
static void
ensure_watch_actions (AkWindow *self)
{
  g_autoptr(GSimpleActionGroup) group = NULL;
  g_autoptr(GPropertyAction) speed = NULL;

  if (g_object_get_data (G_OBJECT (self), "ak-watch-actions") == self->table)
    return;

  group = g_simple_action_group_new ();
  speed = g_property_action_new ("speed", self->table, "watch-delay");
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (speed));
  gtk_widget_insert_action_group (GTK_WIDGET (self), "watch", G_ACTION_GROUP (group));
  g_object_set_data (G_OBJECT (self), "ak-watch-actions", self->table);
}

static gboolean review_can_revert (AkWindow *self);

/**
 * ak_window_update_actions:
 * @self: a window
 *
 * Enables what the table and the game allow now.
 */
void
ak_window_update_actions (AkWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  AkTable *table = self->table;
  gboolean any_computer;

  if (self->game == NULL)
    return;

  any_computer = ak_player_is_computer (ak_table_get_player (table, AK_SOUTH)) ||
                 ak_player_is_computer (ak_table_get_player (table, AK_NORTH));
  ensure_watch_actions (self);

  /* A move still being sown is not in the game yet, but undo finishes
   * it and takes it back: the first move as any other. */
  gtk_widget_action_set_enabled (widget, "win.undo",
                                 ak_table_get_can_undo (table) || ak_table_get_held (table) ||
                                 review_can_revert (self));
  gtk_widget_action_set_enabled (widget, "win.redo", ak_table_get_can_redo (table));
  gtk_widget_action_set_enabled (widget, "win.go-first", ak_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (widget, "win.go-previous", ak_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (widget, "win.go-next", ak_game_get_can_redo (self->game));
  gtk_widget_action_set_enabled (widget, "win.go-last", ak_game_get_can_redo (self->game));
  gtk_widget_action_set_enabled (widget, "win.go-live", ak_table_get_browsing (table));
  gtk_widget_action_set_enabled (widget, "win.divide-seeds", ak_table_get_can_divide (table));
  gtk_widget_action_set_enabled (widget, "win.hint",
                                 ak_table_get_stage (table) == AK_TABLE_STAGE_PLAYING &&
                                 !ak_game_get_is_over (self->game) &&
                                 !ak_table_is_computer_turn (table) &&
                                 !ak_table_get_hinting (table));
  gtk_widget_action_set_enabled (widget, "win.move-now", ak_table_get_thinking (table));
  gtk_widget_action_set_enabled (widget, "win.pause-computer", any_computer);
  gtk_widget_action_set_enabled (widget, "win.step-computer", ak_table_get_can_step (table));
  gtk_widget_action_set_enabled (widget, "win.continue",
                                 ak_table_get_stage (table) == AK_TABLE_STAGE_GAME_OVER &&
                                 self->match != NULL);
  gtk_widget_action_set_enabled (widget, "win.start-next-game",
                                 ak_table_get_can_start_next_game (table));
  gtk_widget_action_set_enabled (widget, "win.show-result",
                                 ak_table_get_stage (table) != AK_TABLE_STAGE_PLAYING);
}

/* New games */

/**
 * ak_window_focus_board:
 * @self: a window
 *
 * Puts the keyboard on the board, so that the letters play: now, and,
 * if a dialog is on the window (the one whose answer got here), once it
 * has gone, as closing a dialog gives the focus back to where it was
 * before it opened, often the button that opened it.
 */
void
ak_window_focus_board (AkWindow *self)
{
  AdwDialog *dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  if (dialog != NULL)
    g_signal_connect_object (dialog, "closed", G_CALLBACK (gtk_widget_grab_focus), self->board,
                             G_CONNECT_SWAPPED | G_CONNECT_AFTER);
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
  ak_window_focus_board (self);
}

void
ak_window_show_new_game_dialog (AkWindow *self)
{
  AdwDialog *dialog;
  AkNewGameDialog *choices;
  guint levels[2];

  /* The dialog offers the last game's choices again. */
  dialog = ak_new_game_dialog_new ();
  choices = AK_NEW_GAME_DIALOG (dialog);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    levels[side] = ak_player_get_computer_level (ak_table_get_player (self->table, side));

  ak_new_game_dialog_set_variant (choices, ak_game_get_variant (self->game));
  if (levels[AK_SOUTH] > 0 || levels[AK_NORTH] > 0)
    {
      ak_new_game_dialog_set_level (choices, AK_SOUTH, levels[AK_SOUTH]);
      ak_new_game_dialog_set_level (choices, AK_NORTH, levels[AK_NORTH]);
    }
  /* A player with no name of their own is offered the side's, as the
   * dialog has it. */
  if (ak_game_get_south_name (self->game) != NULL)
    ak_new_game_dialog_set_name (choices, AK_SOUTH, ak_game_get_south_name (self->game));
  if (ak_game_get_north_name (self->game) != NULL)
    ak_new_game_dialog_set_name (choices, AK_NORTH, ak_game_get_north_name (self->game));

  g_signal_connect_object (dialog, "response",
                           G_CALLBACK (new_game_response_cb), self, G_CONNECT_SWAPPED);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ak_window_confirm_then (AK_WINDOW (widget), AK_PENDING_NEW_GAME);
}

static void
preferences_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  adw_dialog_present (ak_preferences_dialog_new (), widget);
}

/* The keyboard shortcuts: an AdwShortcutsDialog where libadwaita has it
 * (1.8 and later), before that GTK's shortcuts window, which GTK 4.18
 * deprecates but which is all there is then.  Both come from the
 * resources. */
static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
#if ADW_CHECK_VERSION (1, 8, 0)
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PATH
                                                                 "/shortcuts-dialog.ui");

  adw_dialog_present (ADW_DIALOG (gtk_builder_get_object (builder, "shortcuts_dialog")), widget);
#else
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PATH
                                                                 "/ak-shortcuts-window.ui");
  GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));

  gtk_window_set_transient_for (window, GTK_WINDOW (widget));
  gtk_window_present (window);
#endif
}

/* Reviewing the game (src/model/ak-review.c): a question how long to look
 * at each position, and in a match whether to review this game or them
 * all; a bar under the board with the progress and Cancel; and the
 * result written into the games as one step that undo takes back first,
 * with a toast that sums it up.  The losses each mark takes are the
 * Preferences'. */

#define REVIEW_KEY "ak-window-review"

/* The depth of the review that gives the same result every time. */
#define REVIEW_FIXED_DEPTH 12

/* Shared by the window and a review running: a closed window lets the
 * review stop on its own time. */
typedef struct
{
  AkWindow       *window;       /* a weak pointer */
  GtkWidget      *bar;          /* a GtkRevealer at the bottom of the window */
  GtkProgressBar *progress;
  GtkLabel       *label;
  GCancellable   *cancellable;  /* while a review runs */
  GPtrArray      *reviews;      /* AkReview, while they run */
  GPtrArray      *games;        /* AkGame, the games reviewed, in the same order */
  GPtrArray      *changed;      /* AkGame, the games of the review last applied */
  GPtrArray      *changes;      /* AkReviewChange, to take it back: one a game */
  gboolean        destroyed;    /* the window's widgets are gone */
} WindowReview;

static const struct
{
  gint64      time_us;
  guint       depth;
  const char *label;
} review_times[] = {
  { G_USEC_PER_SEC / 5, 0, N_("A fifth of a second a position") },
  { G_USEC_PER_SEC,     0, N_("One second a position") },
  { 5 * G_USEC_PER_SEC, 0, N_("Five seconds a position") },
  { 0, REVIEW_FIXED_DEPTH, NULL },  /* a depth: see review_game_action () */
};

static void
window_review_clear (gpointer data)
{
  WindowReview *review = data;

  g_clear_weak_pointer (&review->window);
  g_clear_object (&review->cancellable);
  g_clear_pointer (&review->reviews, g_ptr_array_unref);
  g_clear_pointer (&review->games, g_ptr_array_unref);
  g_clear_pointer (&review->changed, g_ptr_array_unref);
  g_clear_pointer (&review->changes, g_ptr_array_unref);
}

static void
window_review_release (gpointer data)
{
  g_rc_box_release_full (data, window_review_clear);
}

static WindowReview *
peek_review (AkWindow *self)
{
  return g_object_get_data (G_OBJECT (self), REVIEW_KEY);
}

static void
review_window_destroyed_cb (GtkWidget    *widget,
                            WindowReview *review)
{
  review->destroyed = TRUE;
  if (review->cancellable != NULL)
    g_cancellable_cancel (review->cancellable);
}

static void
review_cancel_clicked_cb (GtkButton    *button,
                          WindowReview *review)
{
  if (review->cancellable != NULL)
    g_cancellable_cancel (review->cancellable);
}

/* The bar is made the first time it is needed, below everything else. */
static WindowReview *
ensure_review (AkWindow *self)
{
  WindowReview *review = peek_review (self);
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (self));
  GtkWidget *box;
  GtkWidget *progress_box;
  GtkWidget *cancel;

  if (review != NULL)
    return review;

  review = g_rc_box_new0 (WindowReview);
  g_set_weak_pointer (&review->window, self);
  g_object_set_data_full (G_OBJECT (self), REVIEW_KEY, review, window_review_release);
  g_signal_connect (self, "destroy", G_CALLBACK (review_window_destroyed_cb), review);

  /* The words over the bar, Cancel beside both: the words keep the
   * width of the window, a phone's too. */
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_add_css_class (box, "toolbar");
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  progress_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_hexpand (progress_box, TRUE);
  gtk_widget_set_valign (progress_box, GTK_ALIGN_CENTER);
  review->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_ellipsize (review->label, PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (review->label, 0);
  gtk_box_append (GTK_BOX (progress_box), GTK_WIDGET (review->label));
  review->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_accessible_update_property (GTK_ACCESSIBLE (review->progress),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Review progress"), -1);
  gtk_box_append (GTK_BOX (progress_box), GTK_WIDGET (review->progress));
  gtk_box_append (GTK_BOX (box), progress_box);
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_widget_set_valign (cancel, GTK_ALIGN_CENTER);
  gtk_widget_set_name (cancel, "review-cancel");
  g_signal_connect (cancel, "clicked", G_CALLBACK (review_cancel_clicked_cb), review);
  gtk_box_append (GTK_BOX (box), cancel);

  review->bar = gtk_revealer_new ();
  gtk_widget_set_name (review->bar, "review-bar");
  gtk_revealer_set_transition_type (GTK_REVEALER (review->bar),
                                    GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP);
  gtk_revealer_set_child (GTK_REVEALER (review->bar), box);
  if (ADW_IS_TOOLBAR_VIEW (content))
    adw_toolbar_view_add_bottom_bar (ADW_TOOLBAR_VIEW (content), review->bar);
  return review;
}

/* Whether @game is one the window has: the one on the board, or a game of
 * its match, such as one that ended while it was reviewed. */
static gboolean
window_has_game (AkWindow *self,
                 AkGame   *game)
{
  if (game == self->game)
    return TRUE;
  for (guint i = 0; self->match != NULL && i < ak_match_get_n_games (self->match); i++)
    if (ak_match_get_game (self->match, i) == game)
      return TRUE;
  return FALSE;
}

/* Whether undo would take back a review rather than a move: the review
 * last applied, to every game it wrote into, while nothing else changed
 * them since. */
static void
clear_review_changes (WindowReview *review)
{
  g_clear_pointer (&review->changed, g_ptr_array_unref);
  g_clear_pointer (&review->changes, g_ptr_array_unref);
}

static gboolean
review_can_revert (AkWindow *self)
{
  WindowReview *review = peek_review (self);

  if (review == NULL || review->changes == NULL || review->changes->len == 0 ||
      self->game == NULL)
    return FALSE;
  for (guint i = 0; i < review->changes->len; i++)
    {
      AkGame *game = g_ptr_array_index (review->changed, i);

      /* A game the window let go of will not come back: nor will the
       * review's undo, which need not keep it alive. */
      if (!window_has_game (self, game))
        {
          clear_review_changes (review);
          return FALSE;
        }
      if (!ak_review_change_can_revert (g_ptr_array_index (review->changes, i), game))
        return FALSE;
    }
  return TRUE;
}

static gboolean
take_back_review (AkWindow *self)
{
  WindowReview *review = peek_review (self);

  if (!review_can_revert (self))
    return FALSE;
  for (guint i = review->changes->len; i > 0; i--)
    ak_review_change_revert (g_ptr_array_index (review->changes, i - 1),
                             g_ptr_array_index (review->changed, i - 1));
  clear_review_changes (review);
  ak_window_show_toast (self, _("Review taken back"));
  ak_window_update_actions (self);
  return TRUE;
}

static void
review_progress_cb (guint    done,
                    guint    total,
                    gpointer user_data)
{
  WindowReview *review = user_data;
  g_autofree char *text = NULL;

  if (review->destroyed)
    return;
  /* Translators: while the engine reviews a game or a match */
  text = g_strdup_printf (_("Reviewing · %u of %u positions"), done, total);
  gtk_label_set_label (review->label, text);
  gtk_progress_bar_set_fraction (review->progress, total > 0 ? (double) done / total : 1.0);
}

static char *
review_summary (AkWindow  *self,
                GPtrArray *reviews)
{
  AkReviewPlayer players[2];
  g_autofree char *counts = NULL;

  memset (players, 0, sizeof players);
  for (guint i = 0; i < reviews->len; i++)
    for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
      {
        AkReviewPlayer player;

        ak_review_get_player (g_ptr_array_index (reviews, i), side, &player);
        for (guint mark = 0; mark < AK_REVIEW_N_MARKS; mark++)
          players[side].n_marks[mark] += player.n_marks[mark];
      }
  /* Translators: after a review, each player's count of each mark: ?!
   * (an inaccuracy), ? (a mistake), ?? (a blunder) */
  counts = g_strdup_printf (_("%s: ?! %u, ? %u, ?? %u · %s: ?! %u, ? %u, ?? %u"),
                            ak_window_player_name (self, AK_SOUTH),
                            players[AK_SOUTH].n_marks[AK_REVIEW_MARK_INACCURACY],
                            players[AK_SOUTH].n_marks[AK_REVIEW_MARK_MISTAKE],
                            players[AK_SOUTH].n_marks[AK_REVIEW_MARK_BLUNDER],
                            ak_window_player_name (self, AK_NORTH),
                            players[AK_NORTH].n_marks[AK_REVIEW_MARK_INACCURACY],
                            players[AK_NORTH].n_marks[AK_REVIEW_MARK_MISTAKE],
                            players[AK_NORTH].n_marks[AK_REVIEW_MARK_BLUNDER]);
  if (reviews->len == 1)
    /* Translators: %s is each player's count of each mark */
    return g_strdup_printf (_("Reviewed · %s"), counts);
  /* Translators: after a whole match was reviewed; %s is each player's
   * count of each mark over all its games */
  return g_strdup_printf (ngettext ("Reviewed %u game · %s", "Reviewed %u games · %s",
                                    reviews->len),
                          reviews->len, counts);
}

static void
show_review_result (AkWindow     *self,
                    WindowReview *review,
                    GPtrArray    *finished,
                    GPtrArray    *games,
                    const GError *error)
{
  g_autoptr(GPtrArray) changes = NULL;
  g_autofree char *summary = NULL;

  gtk_revealer_set_reveal_child (GTK_REVEALER (review->bar), FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-game", TRUE);
  if (error != NULL)
    {
      ak_window_show_toast (self, g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                                    ? _("Review cancelled") : error->message);
      return;
    }
  for (guint i = 0; i < games->len; i++)
    if (!window_has_game (self, g_ptr_array_index (games, i)))
      {
        ak_window_show_toast (self, _("Another game is on the board: the review was not written"));
        return;
      }

  /* All the games or none: one that changed its moves meanwhile takes
   * back what was written into the others. */
  changes = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_review_change_free);
  for (guint i = 0; i < games->len; i++)
    {
      AkReviewChange *change = ak_review_apply (g_ptr_array_index (finished, i),
                                                g_ptr_array_index (games, i), NULL);

      if (change == NULL)
        {
          for (guint j = changes->len; j > 0; j--)
            ak_review_change_revert (g_ptr_array_index (changes, j - 1),
                                     g_ptr_array_index (games, j - 1));
          ak_window_show_toast (self, _("The moves changed during the review: it was not written"));
          return;
        }
      g_ptr_array_add (changes, change);
    }
  clear_review_changes (review);
  review->changed = g_ptr_array_ref (games);
  review->changes = g_steal_pointer (&changes);
  summary = review_summary (self, finished);
  ak_window_show_toast (self, summary);
  ak_window_update_actions (self);
}

static void
review_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  WindowReview *review = user_data;
  g_autoptr(GPtrArray) finished = g_steal_pointer (&review->reviews);
  g_autoptr(GPtrArray) games = g_steal_pointer (&review->games);
  g_autoptr(GError) error = NULL;

  ak_review_run_all_finish (result, &error);
  g_clear_object (&review->cancellable);
  if (review->window != NULL && !review->destroyed)
    show_review_result (review->window, review, finished, games, error);
  window_review_release (review);
}

/* Reviews @games with the time or depth of the @choice-th entry of
 * review_times and the Preferences' marks. */
static void
start_review (AkWindow  *self,
              GPtrArray *games,
              guint      choice)
{
  WindowReview *review = ensure_review (self);
  AkReviewOptions options;
  guint total = 0;

  if (review->cancellable != NULL)
    return;

  choice = MIN (choice, G_N_ELEMENTS (review_times) - 1);
  ak_review_options_init (&options);
  options.max_time_us = review_times[choice].time_us;
  options.max_depth = review_times[choice].depth;
  ak_settings_get_review_thresholds (self->settings, options.thresholds);

  /* A move being sown is the game's before its record is taken. */
  ak_table_flush (self->table);

  review->reviews = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_review_free);
  review->games = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < games->len; i++)
    {
      AkGame *game = g_ptr_array_index (games, i);
      g_autoptr(AkGameRecord) record = ak_game_dup_record (game);
      AkReview *one = ak_review_new (record, &options);

      total += ak_review_get_n_to_search (one);
      g_ptr_array_add (review->reviews, one);
      g_ptr_array_add (review->games, g_object_ref (game));
    }
  review->cancellable = g_cancellable_new ();

  review_progress_cb (0, total, review);
  gtk_revealer_set_reveal_child (GTK_REVEALER (review->bar), TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-game", FALSE);
  ak_review_run_all_async (review->reviews, review->cancellable, review_progress_cb, review,
                           review_done_cb, g_rc_box_acquire (review));
}

static gboolean
game_has_moves (AkGame *game)
{
  AkGameNode *root = ak_game_get_root (game);

  return root->children != NULL && root->children->len > 0;
}

static void
review_response_cb (AkWindow       *self,
                    const char     *response,
                    AdwAlertDialog *dialog)
{
  GtkDropDown *times = g_object_get_data (G_OBJECT (dialog), "review-times");
  g_autoptr(GPtrArray) games = g_ptr_array_new ();
  guint choice = gtk_drop_down_get_selected (times);

  if (self->game == NULL)
    return;
  if (g_str_equal (response, "review"))
    g_ptr_array_add (games, self->game);
  else if (g_str_equal (response, "match") && self->match != NULL)
    {
      /* Every game played, each with its moves. */
      for (guint i = 0; i < ak_match_get_n_games (self->match); i++)
        if (game_has_moves (ak_match_get_game (self->match, i)))
          g_ptr_array_add (games, ak_match_get_game (self->match, i));
    }
  if (games->len > 0)
    start_review (self, games, choice);
}

/* "?! 2, ? 4, ?? 8": the least loss of each mark, in seeds. */
static char *
format_thresholds (const int thresholds[AK_REVIEW_N_MARKS])
{
  char seeds[AK_REVIEW_N_MARKS][G_ASCII_DTOSTR_BUF_SIZE];

  for (guint mark = AK_REVIEW_MARK_INACCURACY; mark < AK_REVIEW_N_MARKS; mark++)
    g_snprintf (seeds[mark], sizeof seeds[mark], "%g", (double) thresholds[mark] / AK_SCORE_SEED);
  /* Translators: the least seeds a move loses to be marked ?!, ? and ?? */
  return g_strdup_printf (_("?! %s, ? %s, ?? %s"), seeds[AK_REVIEW_MARK_INACCURACY],
                          seeds[AK_REVIEW_MARK_MISTAKE], seeds[AK_REVIEW_MARK_BLUNDER]);
}

static void
review_game_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  WindowReview *review = peek_review (self);
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  g_autofree char *marks = NULL;
  g_autofree char *body = NULL;
  int thresholds[AK_REVIEW_N_MARKS];
  gboolean whole_match;
  AdwDialog *dialog;
  GtkWidget *times;
  guint n_played = 0;

  if (self->game == NULL || (review != NULL && review->cancellable != NULL))
    return;
  /* A move being sown, perhaps the last of the game, counts. */
  ak_table_flush (self->table);

  for (guint i = 0; self->match != NULL && i < ak_match_get_n_games (self->match); i++)
    n_played += game_has_moves (ak_match_get_game (self->match, i));
  if (!game_has_moves (self->game) && n_played == 0)
    {
      ak_window_show_toast (self, _("There is no move to review yet"));
      return;
    }
  /* A match with a game played besides this one may be reviewed whole. */
  whole_match = self->match != NULL && n_played > (game_has_moves (self->game) ? 1u : 0u);

  for (guint i = 0; i < G_N_ELEMENTS (review_times); i++)
    {
      g_autofree char *label = NULL;

      if (review_times[i].label == NULL)
        /* Translators: a choice of how deep a review searches, whatever
         * the time; %u is the depth in plies */
        label = g_strdup_printf (_("Depth %u, the same result every time"),
                                 review_times[i].depth);
      else
        label = g_strdup (_(review_times[i].label));
      gtk_string_list_append (labels, label);
    }
  times = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&labels)), NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (times), 1);
  gtk_widget_set_halign (times, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (times), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Time for each position"), -1);

  ak_settings_get_review_thresholds (self->settings, thresholds);
  marks = format_thresholds (thresholds);
  if (whole_match)
    /* Translators: %s is the least loss of each mark, like “?! 2, ? 4, ?? 8” */
    body = g_strdup_printf (_("The computer looks at every position, writes its value after "
                              "each move, marks the moves that lost seeds (%s, as set in the "
                              "Preferences) and adds its best line at each mistake: in this "
                              "game, or in every game of the match. Undo takes the review "
                              "back."), marks);
  else
    /* Translators: %s is the least loss of each mark, like “?! 2, ? 4, ?? 8” */
    body = g_strdup_printf (_("The computer looks at every position of the game, writes its "
                              "value after each move, marks the moves that lost seeds (%s, as "
                              "set in the Preferences) and adds its best line at each mistake. "
                              "Undo takes the review back."), marks);

  dialog = adw_alert_dialog_new (whole_match ? _("Review Game or Match?") : _("Review Game?"),
                                 body);
  adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), times);
  g_object_set_data (G_OBJECT (dialog), "review-times", times);
  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "cancel", _("_Cancel"));
  /* This game is the one suggested, as the shorter review and the one a
   * game's end asks for; the whole match stands beside it. */
  if (whole_match)
    adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                    "match", _("The Whole _Match"),
                                    "review", _("This _Game"),
                                    NULL);
  else
    adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "review", _("_Review"));
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "review",
                                            ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_response_enabled (ADW_ALERT_DIALOG (dialog), "review",
                                         game_has_moves (self->game));
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog),
                                         game_has_moves (self->game) ? "review" : "match");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "review-game");
  g_signal_connect_object (dialog, "response", G_CALLBACK (review_response_cb), self,
                           G_CONNECT_SWAPPED);
  adw_dialog_present (dialog, widget);
}

/* Undo, redo and walking through the moves: the move on show is first
 * finished, then the table takes it back or looks elsewhere. */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  ak_board_view_finish_animation (self->board);
  /* A review just applied goes back first, whole. */
  if (take_back_review (self))
    return;
  ak_table_undo (self->table);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  ak_board_view_finish_animation (self->board);
  ak_table_redo (self->table);
}

static void
go_action (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  ak_board_view_finish_animation (self->board);

  if (g_str_equal (action_name, "win.go-first"))
    ak_table_go_first (self->table);
  else if (g_str_equal (action_name, "win.go-previous"))
    ak_table_go_previous (self->table);
  else if (g_str_equal (action_name, "win.go-next"))
    ak_table_go_next (self->table);
  else if (g_str_equal (action_name, "win.go-live"))
    ak_table_go_live (self->table);
  else
    ak_table_go_last (self->table);
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
  ak_window_show_toast (self, title);
}

/* The computer */

static void
move_now_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ak_table_move_now (AK_WINDOW (widget)->table);
}

/* Dividing the seeds (RULES.md §4.5): two people may end a game where
 * it stands, each taking the seeds in the holes they own.  The summary
 * follows from the table's game-over. */

static void
divide_response_cb (AkWindow       *self,
                    const char     *response,
                    AdwAlertDialog *dialog)
{
  if (g_str_equal (response, "divide"))
    ak_table_divide_seeds (self->table);
}

/* The summary of a game that is over, again: it is easily closed. */
static void
show_result_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  ak_window_show_result (AK_WINDOW (widget));
}

static void
divide_seeds_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  g_autofree char *body = NULL;
  AdwAlertDialog *dialog;
  guint totals[2];

  ak_board_view_finish_animation (self->board);
  if (!ak_table_get_can_divide (self->table))
    return;

  ak_position_division (ak_game_get_position (self->game), totals);
  /* Translators: the players' names and the seeds each would end with */
  body = g_strdup_printf (_("The game ends here, and each player takes the seeds in the holes "
                            "they own: %s %u, %s %u."),
                          ak_window_player_name (self, AK_SOUTH), totals[AK_SOUTH],
                          ak_window_player_name (self, AK_NORTH), totals[AK_NORTH]);
  dialog = ADW_ALERT_DIALOG (adw_alert_dialog_new (_("Divide the Seeds?"), body));
  adw_alert_dialog_add_responses (dialog,
                                  "cancel", _("_Cancel"),
                                  "divide", _("_Divide"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (dialog, "divide", ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (dialog, "divide");
  adw_alert_dialog_set_close_response (dialog, "cancel");
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "divide-seeds");
  g_signal_connect_object (dialog, "response",
                           G_CALLBACK (divide_response_cb), self, G_CONNECT_SWAPPED);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

/* Study tools */

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  ak_board_view_finish_animation (self->board);
  if (ak_table_get_hinting (self->table) || ak_table_is_computer_turn (self->table))
    return;

  ak_table_request_hint (self->table);
  if (ak_table_get_hinting (self->table))
    ak_window_show_toast (self, _("Looking for the best move…"));
}

static void
copy_position_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  g_autofree char *text = ak_position_to_string (ak_game_get_position (self->game));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  ak_window_show_toast (self, _("Position copied"));
}

static void
copy_game_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  g_autoptr(GPtrArray) records = NULL;
  g_autofree char *text = NULL;

  ak_table_flush (self->table);
  if (self->match != NULL)
    records = ak_match_dup_records (self->match);
  else
    {
      records = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
      g_ptr_array_add (records, ak_game_dup_record (self->game));
    }
  text = ak_notation_write (records);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  ak_window_show_toast (self, self->match != NULL ? _("Match copied") : _("Game copied"));
}

static void
paste_shown_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  AkWindow *self = AK_WINDOW (source);
  g_autoptr(GError) error = NULL;

  if (!ak_window_show_records_finish (self, result, &error))
    {
      g_autofree char *message = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      if (error->domain == AK_LEDGER_ERROR)
        {
          ak_window_show_error (self, _("Could not paste the match"), error);
          return;
        }
      /* Translators: %s says what is wrong with the text, with its line and column */
      message = g_strdup_printf (_("The clipboard holds neither a position nor an AKN game: %s"),
                                 error->message);
      g_clear_error (&error);
      g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, message);
      ak_window_show_error (self, _("Could not paste"), error);
      return;
    }
  ak_window_show_toast (self, self->match != NULL ? _("Match pasted") : _("Game pasted"));
}

static void
paste_text_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(AkWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkGame) game = NULL;
  g_autofree char *text = NULL;
  AkPosition pos;

  text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  if (text == NULL || *g_strstrip (text) == '\0')
    {
      ak_window_show_toast (self, _("The clipboard holds no text"));
      return;
    }

  /* A position string: a game from there, with the current rules and
   * players; the Players menu changes them. */
  if (ak_position_parse (&pos, text, NULL))
    {
      game = ak_game_new_from_position_string (ak_game_get_rules (self->game), text, &error);
      if (game == NULL)
        {
          ak_window_show_error (self, _("Could not paste the position"), error);
          return;
        }
      ak_window_set_game_with_players (self, game);
      ak_window_show_toast (self, _("Position pasted"));
      return;
    }

  /* Text with a position's rows and nothing of a game's is a position
   * string that is wrong: its own reason (a count that does not add up,
   * say) says more than the game reader's. */
  if (text[0] != '[' && strstr (text, "1.") == NULL && strchr (text, '/') != NULL &&
      !ak_position_parse (&pos, text, &error))
    {
      ak_window_show_error (self, _("Could not paste the position"), error);
      return;
    }

  /* Games: read and replayed in a worker thread, as a file's are. */
  ak_window_show_text_async (self, g_steal_pointer (&text), paste_shown_cb, NULL);
}

void
ak_window_paste (AkWindow *self)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL,
                                 paste_text_cb, g_object_ref (self));
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ak_window_confirm_then (AK_WINDOW (widget), AK_PENDING_PASTE);
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
      ak_window_show_error (self, _("Could not set up the position"), error);
      return;
    }

  /* The game in progress is given up only now, if the player says so. */
  g_set_object (&self->pending_game, game);
  self->pending_keeps_players = !study;
  ak_window_confirm_then (self, AK_PENDING_POSITION);
}

/* Shows the position set up, once nothing is lost by it. */
void
ak_window_show_pending_game (AkWindow *self)
{
  g_autoptr(AkGame) game = g_steal_pointer (&self->pending_game);

  if (game == NULL)
    return;
  if (self->pending_keeps_players)
    ak_window_set_game_with_players (self, game);
  else
    ak_window_set_game (self, game);
  ak_window_focus_board (self);
}

static void
set_up_position_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  AdwDialog *editor;

  ak_table_flush (self->table);
  editor = ak_position_editor_new (ak_game_get_rules (self->game),
                                   ak_game_get_position (self->game));
  g_signal_connect_object (editor, "position-chosen",
                           G_CALLBACK (position_chosen_cb), self, G_CONNECT_SWAPPED);
  adw_dialog_present (editor, GTK_WIDGET (self));
}

static void
show_side_page (AkWindow   *self,
                const char *name)
{
  if (adw_view_stack_get_child_by_name (self->side_stack, name) == NULL)
    return;
  adw_view_stack_set_visible_child_name (self->side_stack, name);
  ak_window_set_side_panel_shown (self, TRUE);
}

static void
toggle_side_panel_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  ak_window_set_side_panel_shown (self, !self->side_panel_shown);
}

/* The paused computer plays its next move, and waits again. */
static void
step_computer_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  ak_table_step (self->table);
}

/* The computer takes both sides, each at its own level if it had one,
 * else at the other's, and plays on, unpaused. */
static void
watch_computer_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  guint levels[2];

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    levels[side] = ak_player_get_computer_level (ak_table_get_player (self->table, side));
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    if (levels[side] == 0)
      levels[side] = levels[1 - side] > 0 ? levels[1 - side] : AK_PLAYER_DEFAULT_LEVEL;
  ak_window_set_player_level (self, AK_SOUTH, levels[AK_SOUTH]);
  ak_window_set_player_level (self, AK_NORTH, levels[AK_NORTH]);
  ak_table_set_paused (self->table, FALSE);
}

/* North's row to the bottom, or back; the players' cards change places
 * with their rows. */
static void
flip_board_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  gboolean flipped = !ak_board_view_get_flipped (self->board);
  GtkWidget *north = gtk_widget_get_parent (GTK_WIDGET (self->north_card));
  GtkWidget *south = gtk_widget_get_parent (GTK_WIDGET (self->south_card));
  GtkWidget *box = gtk_widget_get_parent (GTK_WIDGET (self->board));

  ak_board_view_set_flipped (self->board, flipped);
  if (GTK_IS_BOX (box) && gtk_widget_get_parent (north) == box &&
      gtk_widget_get_parent (south) == box)
    {
      gtk_box_reorder_child_after (GTK_BOX (box), flipped ? south : north, NULL);
      gtk_box_reorder_child_after (GTK_BOX (box), flipped ? north : south,
                                   GTK_WIDGET (self->board));
    }
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

/* The welcome's choices */

/**
 * ak_window_play_welcome_choice:
 * @self: a window
 * @choice: %AK_PENDING_PLAY_COMPUTER or %AK_PENDING_TWO_PLAYERS
 *
 * Starts a game of Adji Kui II under the standard rules: the person
 * (South) against the computer at the default level, or two people.
 */
void
ak_window_play_welcome_choice (AkWindow        *self,
                               AkPendingAction  choice)
{
  guint level = 0;

  if (choice == AK_PENDING_PLAY_COMPUTER)
    level = g_settings_get_int (self->settings, "default-computer-level");
  ak_window_start_game (self, AK_VARIANT_ADJI_KUI_2, 0, level, NULL, NULL);
  ak_window_focus_board (self);
}

static void
play_computer_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  ak_window_confirm_then (AK_WINDOW (widget), AK_PENDING_PLAY_COMPUTER);
}

static void
play_two_players_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  ak_window_confirm_then (AK_WINDOW (widget), AK_PENDING_TWO_PLAYERS);
}

/**
 * ak_window_show_welcome:
 * @self: a window
 *
 * Shows the welcome: the ways to start, and the person's record.
 */
void
ak_window_show_welcome (AkWindow *self)
{
  g_return_if_fail (AK_IS_WINDOW (self));

  adw_dialog_present (ak_welcome_dialog_new (self->record,
                                             g_settings_get_int (self->settings,
                                                                 "default-computer-level")),
                      GTK_WIDGET (self));
}

static void
how_to_play_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  adw_dialog_present (ak_how_to_play_new (), widget);
}

static void
welcome_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  ak_window_show_welcome (AK_WINDOW (widget));
}

/* A move chosen in the analysis is played, as a click on its hole
 * would be. */
static void
analysis_move_activated_cb (AkWindow       *self,
                            int             move,
                            AkAnalysisPage *page)
{
  g_autoptr(GError) error = NULL;

  ak_board_view_finish_animation (self->board);
  if (!ak_table_play (self->table, move, &error))
    board_move_refused_cb (self, move, error->message, self->board);
}

/* The hole of the analysis's row looked at is marked on the board. */
static void
analysis_move_highlighted_cb (AkWindow       *self,
                              int             hole,
                              AkAnalysisPage *page)
{
  ak_board_view_set_highlight_hole (self->board, hole);
}

/* A line of the analysis, previewed on the board; NULL: the game again. */
static void
analysis_preview_cb (AkWindow       *self,
                     gpointer        position,
                     AkAnalysisPage *page)
{
  ak_board_view_show_position (self->board, position);
}

/* The values of the analysis's moves, on the board as badges. */
static void
analysis_move_values_cb (AkWindow       *self,
                         AkAnalysisPage *page)
{
  const char *values[AK_N_HOLES];
  const char *explanations[AK_N_HOLES];
  const AkPosition *position;
  int best;

  position = ak_analysis_page_get_move_values (page, values, &best);
  ak_analysis_page_get_move_explanations (page, explanations);
  ak_board_view_set_move_explanations (self->board, position != NULL ? explanations : NULL);
  ak_board_view_set_move_values (self->board, position, position != NULL ? values : NULL, best);
}

/* An earlier game of the match, to look at: a copy, on a board that
 * plays no move, so the match itself cannot change. */
/* Who played a past game of a match and how it ended, read only:
 * “Ana – Kofi · 26–22 · Read only”. */
static char *
describe_past_game (AkGame *game)
{
  const char *south = ak_game_get_south_name (game);
  const char *north = ak_game_get_north_name (game);
  g_autofree char *result = NULL;

  if (south == NULL || *south == '\0')
    south = ak_side_name (AK_SOUTH);
  if (north == NULL || *north == '\0')
    north = ak_side_name (AK_NORTH);
  if (ak_game_get_is_over (game))
    {
      guint totals[2];

      ak_position_division (ak_game_get_position (game), totals);
      /* Translators: the seeds South and North ended a game with */
      result = g_strdup_printf (_("%u–%u"), totals[AK_SOUTH], totals[AK_NORTH]);
    }
  else
    result = g_strdup (_("unfinished"));
  /* Translators: under the title of a past game of a match: South's
   * player, North's, the result, e.g. "Ana – Kofi · 26–22 · Read only" */
  return g_strdup_printf (_("%1$s – %2$s · %3$s · Read only"), south, north, result);
}

static void
match_game_activated_cb (AkWindow    *self,
                         guint        index,
                         AkMatchPage *page)
{
  g_autoptr(AkGameRecord) record = NULL;
  g_autoptr(AkGame) copy = NULL;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
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
  /* The game on the board: the board beside or above the page shows it. */
  if (game == self->game)
    return;

  record = ak_game_dup_record (game);
  copy = ak_game_new_from_record (record);
  ak_game_go_last (copy);

  /* Translators: the title of the window showing one game of a match */
  title = g_strdup_printf (_("Game %u of the Match"), index + 1);
  subtitle = describe_past_game (copy);
  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self));
  /* Esc closes it, as it closes any window that only shows something. */
  {
    GtkEventController *keys = gtk_shortcut_controller_new ();

    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape,
                                                                                    0),
                                                            gtk_named_action_new ("window.close")));
    gtk_widget_add_controller (window, keys);
  }
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 520);
  gtk_widget_add_css_class (window, "match-game-view");

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (title, subtitle));
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

/**
 * ak_window_class_add_actions:
 * @widget_class: the window's class
 *
 * Installs the actions of this file, their keys and the template
 * callbacks they need.
 */
void
ak_window_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, analysis_move_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, analysis_move_highlighted_cb);
  gtk_widget_class_bind_template_callback (widget_class, analysis_preview_cb);
  gtk_widget_class_bind_template_callback (widget_class, analysis_move_values_cb);
  gtk_widget_class_bind_template_callback (widget_class, match_game_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_move_refused_cb);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.preferences", NULL, preferences_action);
  gtk_widget_class_install_action (widget_class, "win.show-shortcuts", NULL,
                                   show_shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.go-first", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.go-previous", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.go-next", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.go-last", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.go-live", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.move-now", NULL, move_now_action);
  gtk_widget_class_install_action (widget_class, "win.divide-seeds", NULL, divide_seeds_action);
  gtk_widget_class_install_action (widget_class, "win.show-result", NULL, show_result_action);
  gtk_widget_class_install_action (widget_class, "win.review-game", NULL, review_game_action);
  gtk_widget_class_install_action (widget_class, "win.copy-position", NULL, copy_position_action);
  gtk_widget_class_install_action (widget_class, "win.copy-game", NULL, copy_game_action);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "win.show-rules", NULL, show_rules_action);
  gtk_widget_class_install_action (widget_class, "win.flip-board", NULL, flip_board_action);
  gtk_widget_class_install_action (widget_class, "win.step-computer", NULL, step_computer_action);
  gtk_widget_class_install_action (widget_class, "win.watch-computer", NULL,
                                   watch_computer_action);
  gtk_widget_class_install_action (widget_class, "win.welcome", NULL, welcome_action);
  gtk_widget_class_install_action (widget_class, "win.how-to-play", NULL, how_to_play_action);
  gtk_widget_class_install_action (widget_class, "win.play-computer", NULL,
                                   play_computer_action);
  gtk_widget_class_install_action (widget_class, "win.play-two-players", NULL,
                                   play_two_players_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-side-panel", NULL,
                                   toggle_side_panel_action);
  gtk_widget_class_install_property_action (widget_class, "win.show-side-panel",
                                            "side-panel-shown");
  gtk_widget_class_install_action (widget_class, "win.set-up-position", NULL,
                                   set_up_position_action);
  /* Who plays each side, and whether the computer waits: the window's
   * properties, which follow the table's players. */
  gtk_widget_class_install_property_action (widget_class, "win.south-player", "south-level");
  gtk_widget_class_install_property_action (widget_class, "win.north-player", "north-level");
  gtk_widget_class_install_property_action (widget_class, "win.pause-computer",
                                            "computer-paused");

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_comma, GDK_CONTROL_MASK,
                                       "win.preferences", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK,
                                       "win.show-shortcuts", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK,
                                       "win.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, GDK_CONTROL_MASK,
                                       "win.move-now", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK,
                                       "win.copy-position", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.copy-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_C,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.copy-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK,
                                       "win.paste", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.show-rules", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.toggle-side-panel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "win.set-up-position", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK,
                                       "win.flip-board", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, GDK_ALT_MASK,
                                       "win.go-first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK,
                                       "win.go-previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK,
                                       "win.go-next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, GDK_ALT_MASK,
                                       "win.go-last", NULL);
  ak_window_class_add_keys (widget_class);
}
