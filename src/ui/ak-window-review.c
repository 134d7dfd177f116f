/* ak-window-review.c — reviewing the games on the window: the question
 * how long to look at each position, the bar with the progress, and the
 * result written into the games as one step that undo takes back; and
 * the deeper look at the moves a review marked, done the same way
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
 * Preferences'.
 *
 * Look Deeper at the Marked Moves runs the same way a review does, with
 * the same bar and undo: it searches again, longer, the positions around
 * the moves marked ?!, ? and ?? (ak_review_new_deeper ()), and its toast
 * says how many marks changed. */

/* The depth of the review that gives the same result every time. */
#define REVIEW_FIXED_DEPTH 12
/* And of the deeper look that does. */
#define DEEPER_FIXED_DEPTH (REVIEW_FIXED_DEPTH + 4)

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
  gboolean        deeper;       /* the reviews running look deeper */
  gboolean        changes_deeper; /* the changes are a deeper look's */
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

/* A deeper look takes longer than the review before it. */
static const struct
{
  gint64      time_us;
  guint       depth;
  const char *label;
} deeper_times[] = {
  { 5 * G_USEC_PER_SEC,  0, N_("Five seconds a position") },
  { 15 * G_USEC_PER_SEC, 0, N_("Fifteen seconds a position") },
  { 60 * G_USEC_PER_SEC, 0, N_("A minute a position") },
  { 0, DEEPER_FIXED_DEPTH, NULL },  /* a depth: see review_deeper_action () */
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
 * ak_window_review_is_running:
 * @self: a window
 *
 * Returns: whether a review runs, its bar showing its progress
 */
gboolean
ak_window_review_is_running (AkWindow *self)
{
  WindowReview *review = peek_review (self);

  return review != NULL && review->cancellable != NULL;
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
  ak_window_show_toast (self, review->changes_deeper ? _("Deeper look taken back")
                                                     : _("Review taken back"));
  ak_window_update_actions (self);
  return TRUE;
}

/* The moves of @game's main line marked ?!, ? or ??. */
static guint
count_marked (AkGame *game)
{
  guint n = 0;

  for (AkGameNode *node = ak_game_get_root (game);
       node->children != NULL && node->children->len > 0;)
    {
      node = g_ptr_array_index (node->children, 0);
      n += ak_review_node_get_mark (node) != AK_REVIEW_MARK_NONE;
    }
  return n;
}

static gboolean
review_is_running (AkWindow *self)
{
  WindowReview *review = peek_review (self);

  return review != NULL && review->cancellable != NULL;
}

/**
 * ak_window_review_update_actions:
 * @self: a window
 *
 * Enables Look Deeper at the Marked Moves when the game shown has marked
 * moves and no review runs.
 */
void
ak_window_review_update_actions (AkWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-deeper",
                                 self->game != NULL && !review_is_running (self) &&
                                 ak_window_get_has_marks (self));
}

/* While a review or a deeper look runs, neither can start, and the bar
 * of the mistakes gives way to the review's. */
static void
set_running_actions (AkWindow *self,
                     gboolean  running)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-game", !running);
  ak_window_review_update_actions (self);
  ak_window_update_mistakes (self);
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

/* "Looked deeper at 7 moves: 2 marks changed". */
static char *
deeper_summary (GPtrArray *reviews)
{
  g_autofree char *looked = NULL;
  guint n_moves = 0;
  guint n_changed = 0;

  for (guint i = 0; i < reviews->len; i++)
    {
      n_moves += ak_review_get_n_marked (g_ptr_array_index (reviews, i));
      n_changed += ak_review_get_n_marks_changed (g_ptr_array_index (reviews, i));
    }
  /* Translators: after a deeper look at the marked moves, the first half
   * of "Looked deeper at 7 moves: 2 marks changed" */
  looked = g_strdup_printf (ngettext ("Looked deeper at %u move", "Looked deeper at %u moves",
                                      n_moves),
                            n_moves);
  if (n_changed == 0)
    /* Translators: %s is "Looked deeper at 7 moves" */
    return g_strdup_printf (_("%s: no mark changed"), looked);
  /* Translators: %s is "Looked deeper at 7 moves", %u the marks that a
   * deeper look added, took away or changed */
  return g_strdup_printf (ngettext ("%s: %u mark changed", "%s: %u marks changed", n_changed),
                          looked, n_changed);
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
  set_running_actions (self, FALSE);
  if (error != NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        ak_window_show_toast (self, error->message);
      else
        ak_window_show_toast (self, review->deeper ? _("Deeper look cancelled")
                                                   : _("Review cancelled"));
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
  review->changes_deeper = review->deeper;
  summary = review->deeper ? deeper_summary (finished) : review_summary (self, finished);
  ak_window_show_toast_with_button (self, summary, _("_Report"), "win.review-report");
  ak_window_update_actions (self);
  /* The person's mistakes become exercises (ak-window-collect.c). */
  ak_window_collect_reviewed (self, games);
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

/* A review, or a deeper look, of each of @games as it is now. */
static GPtrArray *
new_reviews (GPtrArray             *games,
             const AkReviewOptions *options,
             gboolean               deeper)
{
  GPtrArray *reviews = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_review_free);

  for (guint i = 0; i < games->len; i++)
    {
      g_autoptr(AkGameRecord) record = ak_game_dup_record (g_ptr_array_index (games, i));

      g_ptr_array_add (reviews, deeper ? ak_review_new_deeper (record, options)
                                       : ak_review_new (record, options));
    }
  return reviews;
}

/* Reviews @games, or looks deeper at their marked moves, with @options. */
static void
start_reviews (AkWindow              *self,
               GPtrArray             *games,
               const AkReviewOptions *options,
               gboolean               deeper)
{
  WindowReview *review = ensure_review (self);
  guint total = 0;

  if (review->cancellable != NULL)
    return;

  /* A move being sown is the game's before its record is taken. */
  ak_table_flush (self->table);

  review->deeper = deeper;
  review->reviews = new_reviews (games, options, deeper);
  review->games = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < games->len; i++)
    {
      total += ak_review_get_n_to_search (g_ptr_array_index (review->reviews, i));
      g_ptr_array_add (review->games, g_object_ref (g_ptr_array_index (games, i)));
    }
  review->cancellable = g_cancellable_new ();

  review_progress_cb (0, total, review);
  ak_review_bar_set_revealed (review->bar, TRUE);
  set_running_actions (self, TRUE);
  ak_review_run_all_async (review->reviews, review->cancellable, review_progress_cb, review,
                           review_done_cb, g_rc_box_acquire (review));
}

/* Reviews @games with the time or depth of the @choice-th entry of
 * review_times and the Preferences' marks. */
static void
start_review (AkWindow  *self,
              GPtrArray *games,
              guint      choice)
{
  AkReviewOptions options;

  choice = MIN (choice, G_N_ELEMENTS (review_times) - 1);
  ak_review_options_init (&options);
  options.max_time_us = review_times[choice].time_us;
  options.max_depth = review_times[choice].depth;
  ak_settings_get_review_thresholds (self->settings, options.thresholds);
  start_reviews (self, games, &options, FALSE);
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

/* -------------------------------------------------------------------------
 * Look Deeper at the Marked Moves
 */

static void
deeper_options (AkWindow        *self,
                guint            choice,
                AkReviewOptions *options)
{
  choice = MIN (choice, G_N_ELEMENTS (deeper_times) - 1);
  ak_review_options_init (options);
  options->max_time_us = deeper_times[choice].time_us;
  options->max_depth = deeper_times[choice].depth;
  ak_settings_get_review_thresholds (self->settings, options->thresholds);
}

/* The games a deeper look may look at: this one, or every game of the
 * match with a marked move. */
static GPtrArray *
deeper_games (AkWindow *self,
              gboolean  whole_match)
{
  GPtrArray *games = g_ptr_array_new ();

  if (!whole_match)
    {
      if (count_marked (self->game) > 0)
        g_ptr_array_add (games, self->game);
      return games;
    }
  for (guint i = 0; self->match != NULL && i < ak_match_get_n_games (self->match); i++)
    if (count_marked (ak_match_get_game (self->match, i)) > 0)
      g_ptr_array_add (games, ak_match_get_game (self->match, i));
  return games;
}

/* "about 40 seconds": how long @n_positions searched @time_us each take,
 * a search on each core (as ak_review_run () does). */
static char *
format_duration (guint  n_positions,
                 gint64 time_us)
{
  guint n_threads = CLAMP (g_get_num_processors (), 1, AK_SEARCH_MAX_THREADS);
  guint rounds = (n_positions + n_threads - 1) / n_threads;
  guint64 seconds = (guint64) rounds * (guint64) (time_us / G_USEC_PER_SEC);

  if (seconds < 60)
    /* Translators: how long a deeper look takes */
    return g_strdup_printf (ngettext ("about %u second", "about %u seconds", (gulong) seconds),
                            (guint) seconds);
  if (seconds < 3600)
    {
      guint minutes = (guint) ((seconds + 59) / 60);

      /* Translators: how long a deeper look takes */
      return g_strdup_printf (ngettext ("about %u minute", "about %u minutes", minutes), minutes);
    }
  {
    guint hours = (guint) ((seconds + 3599) / 3600);

    /* Translators: how long a deeper look takes */
    return g_strdup_printf (ngettext ("about %u hour", "about %u hours", hours), hours);
  }
}

/* "12 positions, about 40 seconds": what a deeper look of @games with
 * @choice searches. */
static char *
describe_search (AkWindow  *self,
                 GPtrArray *games,
                 guint      choice)
{
  g_autoptr(GPtrArray) reviews = NULL;
  g_autofree char *duration = NULL;
  AkReviewOptions options;
  guint n_positions = 0;

  deeper_options (self, choice, &options);
  reviews = new_reviews (games, &options, TRUE);
  for (guint i = 0; i < reviews->len; i++)
    n_positions += ak_review_get_n_to_search (g_ptr_array_index (reviews, i));
  if (options.max_depth > 0 || n_positions == 0)
    /* Translators: what a deeper look searches, at a fixed depth */
    return g_strdup_printf (ngettext ("%u position", "%u positions", n_positions), n_positions);
  duration = format_duration (n_positions, options.max_time_us);
  /* Translators: what a deeper look searches, and how long it takes:
   * %u is the number of positions, %s like "about 40 seconds" */
  return g_strdup_printf (ngettext ("%u position, %s", "%u positions, %s", n_positions),
                          n_positions, duration);
}

/* The question's words for the @choice-th time: what is looked at, how
 * many positions it searches and for how long. */
static char *
deeper_body (AkWindow *self,
             gboolean  whole_match,
             guint     choice)
{
  g_autoptr(GPtrArray) game = deeper_games (self, FALSE);
  g_autofree char *moves = NULL;
  g_autofree char *search = describe_search (self, game, choice);
  const char *rest;

  /* Translators: the end of the question before a deeper look */
  rest = _("A value found replaces the one in the game only if it is deeper; those moves are "
           "marked again and their best lines written again, while a line of your own stays. "
           "Undo takes it back.");
  if (whole_match)
    {
      g_autoptr(GPtrArray) all = deeper_games (self, TRUE);
      g_autofree char *all_search = describe_search (self, all, choice);
      guint n_all = 0;

      for (guint i = 0; i < all->len; i++)
        n_all += count_marked (g_ptr_array_index (all, i));
      /* Translators: the start of the question before a deeper look in a
       * match: the marked moves of this game, and what is searched (%s,
       * like "12 positions, about 40 seconds") */
      moves = g_strdup_printf (ngettext ("The computer looks again, longer, at the positions "
                                         "before and after the %u marked move of this game "
                                         "(%s)",
                                         "The computer looks again, longer, at the positions "
                                         "before and after the %u marked moves of this game "
                                         "(%s)",
                                         count_marked (self->game)),
                               count_marked (self->game), search);
      /* Translators: the question before a deeper look in a match: %s
       * is the start about this game, then the match's marked moves, and
       * what is searched (%s, like "30 positions, about 2 minutes"), then
       * the end */
      return g_strdup_printf (ngettext ("%s, or of the %u marked move of the whole match (%s). %s",
                                        "%s, or of the %u marked moves of the whole match (%s). %s",
                                        n_all),
                              moves, n_all, all_search, rest);
    }
  /* Translators: the start of the question before a deeper look: the
   * marked moves, and what is searched (%s, like "12 positions, about 40
   * seconds") */
  moves = g_strdup_printf (ngettext ("The computer looks again, longer, at the positions before "
                                     "and after the %u marked move of this game (%s).",
                                     "The computer looks again, longer, at the positions before "
                                     "and after the %u marked moves of this game (%s).",
                                     count_marked (self->game)),
                           count_marked (self->game), search);
  return g_strdup_printf ("%s %s", moves, rest);
}

static void
deeper_time_cb (AkWindow    *self,
                GParamSpec  *pspec,
                GtkDropDown *times)
{
  GtkWidget *dialog = gtk_widget_get_ancestor (GTK_WIDGET (times), ADW_TYPE_ALERT_DIALOG);
  g_autofree char *body = NULL;

  if (dialog == NULL || self->game == NULL)
    return;
  body = deeper_body (self, adw_alert_dialog_has_response (ADW_ALERT_DIALOG (dialog), "match"),
                      gtk_drop_down_get_selected (times));
  adw_alert_dialog_set_body (ADW_ALERT_DIALOG (dialog), body);
}

static void
deeper_response_cb (AkWindow       *self,
                    const char     *response,
                    AdwAlertDialog *dialog)
{
  GtkDropDown *times = GTK_DROP_DOWN (adw_alert_dialog_get_extra_child (dialog));
  g_autoptr(GPtrArray) games = NULL;
  AkReviewOptions options;

  if (self->game == NULL || g_str_equal (response, "cancel"))
    return;
  games = deeper_games (self, g_str_equal (response, "match"));
  deeper_options (self, gtk_drop_down_get_selected (times), &options);
  if (games->len > 0)
    start_reviews (self, games, &options, TRUE);
}

static void
review_deeper_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  g_autofree char *body = NULL;
  gboolean whole_match;
  AdwDialog *dialog;
  GtkWidget *times;
  guint n_games;

  if (self->game == NULL || review_is_running (self))
    return;
  ak_table_flush (self->table);
  if (count_marked (self->game) == 0)
    return;
  /* A match with another game marked may be looked at whole. */
  {
    g_autoptr(GPtrArray) all = deeper_games (self, TRUE);

    n_games = all->len;
  }
  whole_match = self->match != NULL && n_games > 1;

  for (guint i = 0; i < G_N_ELEMENTS (deeper_times); i++)
    {
      g_autofree char *label = NULL;

      if (deeper_times[i].label == NULL)
        /* Translators: a choice of how deep a deeper look searches,
         * whatever the time; %u is the depth in plies */
        label = g_strdup_printf (_("Depth %u, the same result every time"),
                                 deeper_times[i].depth);
      else
        label = g_strdup (_(deeper_times[i].label));
      gtk_string_list_append (labels, label);
    }
  times = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&labels)), NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (times), 0);
  gtk_widget_set_halign (times, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (times), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Time for each position"), -1);

  body = deeper_body (self, whole_match, 0);
  dialog = adw_alert_dialog_new (_("Look Deeper at the Marked Moves?"), body);
  adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), times);
  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "cancel", _("_Cancel"));
  if (whole_match)
    adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                    "match", _("The Whole _Match"),
                                    "deeper", _("This _Game"),
                                    NULL);
  else
    adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "deeper", _("_Look Deeper"));
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "deeper",
                                            ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "deeper");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "review-deeper");
  /* The words follow the time chosen. */
  g_signal_connect_object (times, "notify::selected", G_CALLBACK (deeper_time_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "response", G_CALLBACK (deeper_response_cb), self,
                           G_CONNECT_SWAPPED);
  adw_dialog_present (dialog, widget);
}

/**
 * ak_window_class_add_review_actions:
 * @widget_class: the window's class
 *
 * Installs the review's actions: Review Game and Look Deeper at the
 * Marked Moves.
 */
void
ak_window_class_add_review_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.review-game", NULL, review_game_action);
  gtk_widget_class_install_action (widget_class, "win.review-deeper", NULL, review_deeper_action);
}
