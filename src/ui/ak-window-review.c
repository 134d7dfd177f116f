/* ak-window-review.c — reviewing the games on the window: the question
 * how long to look at each position, the bar with the progress, and the
 * result written into the games as one step that undo takes back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The review itself, the search and the marks, is the model's
 * (src/model/ak-review.c); this file asks, shows and applies it.
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ak-preferences-dialog.h"
#include "ak-review.h"
#include "ak-review-bar.h"
#include "ak-window-private.h"

/* Reviewing the game (src/model/ak-review.c): a question how long to look
 * at each position, and in a match whether to review this game or them
 * all; a bar under the board with the progress and Cancel; and the
 * result written into the games as one step that undo takes back first,
 * with a toast that sums it up.  The losses each mark takes are the
 * Preferences'. */

/* The depth of the review that gives the same result every time. */
#define REVIEW_FIXED_DEPTH 12

/* Shared by the window (AkWindow.review) and a review running: a closed
 * window lets the review stop on its own time. */
struct _AkWindowReview
{
  AkWindow       *window;       /* a weak pointer */
  AkReviewBar    *bar;          /* at the bottom of the window */
  GCancellable   *cancellable;  /* while a review runs */
  GPtrArray      *reviews;      /* AkReview, while they run */
  GPtrArray      *games;        /* AkGame, the games reviewed, in the same order */
  GPtrArray      *changed;      /* AkGame, the games of the review last applied */
  GPtrArray      *changes;      /* AkReviewChange, to take it back: one a game */
  gboolean        destroyed;    /* the window's widgets are gone */
};

typedef struct _AkWindowReview WindowReview;

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
  return self->review;
}

/* The window lets go of its review as it goes; a review running keeps
 * it until it stops. */
static void
review_window_destroyed_cb (AkWindow     *self,
                            WindowReview *review)
{
  g_signal_handlers_disconnect_by_func (self, review_window_destroyed_cb, review);
  review->destroyed = TRUE;
  if (review->cancellable != NULL)
    g_cancellable_cancel (review->cancellable);
  if (self->review == review)
    g_clear_pointer (&self->review, window_review_release);
}

static void
review_cancelled_cb (AkReviewBar  *bar,
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

  if (review != NULL)
    return review;

  review = g_rc_box_new0 (WindowReview);
  g_set_weak_pointer (&review->window, self);
  self->review = review;
  g_signal_connect (self, "destroy", G_CALLBACK (review_window_destroyed_cb), review);

  review->bar = AK_REVIEW_BAR (ak_review_bar_new ());
  g_signal_connect (review->bar, "cancelled", G_CALLBACK (review_cancelled_cb), review);
  if (ADW_IS_TOOLBAR_VIEW (content))
    adw_toolbar_view_add_bottom_bar (ADW_TOOLBAR_VIEW (content), GTK_WIDGET (review->bar));
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

static void
clear_review_changes (WindowReview *review)
{
  g_clear_pointer (&review->changed, g_ptr_array_unref);
  g_clear_pointer (&review->changes, g_ptr_array_unref);
}

/**
 * ak_window_review_can_revert:
 * @self: a window
 *
 * Returns: whether undo would take back a review rather than a move:
 *   the review last applied, to every game it wrote into, while nothing
 *   else changed them since
 */
gboolean
ak_window_review_can_revert (AkWindow *self)
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

/**
 * ak_window_take_back_review:
 * @self: a window
 *
 * Takes back the review last applied, if undo may.
 *
 * Returns: whether it did
 */
gboolean
ak_window_take_back_review (AkWindow *self)
{
  WindowReview *review = peek_review (self);

  if (!ak_window_review_can_revert (self))
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

  if (review->destroyed)
    return;
  ak_review_bar_set_progress (review->bar, done, total);
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

  ak_review_bar_set_revealed (review->bar, FALSE);
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
  ak_window_show_toast_with_button (self, summary, _("_Report"), "win.review-report");
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
  ak_review_bar_set_revealed (review->bar, TRUE);
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
  GtkDropDown *times = GTK_DROP_DOWN (adw_alert_dialog_get_extra_child (dialog));
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


/**
 * ak_window_class_add_review_actions:
 * @widget_class: the window's class
 *
 * Installs the review's action.
 */
void
ak_window_class_add_review_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.review-game", NULL, review_game_action);
}
