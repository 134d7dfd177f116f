/* ak-practice-window.c — practising the exercises of the deck that are due
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A session takes the cards due today (within the daily limits of the
 * settings) and shows them one by one: the card's position on the board,
 * the player's side at the bottom.  The player sows a hole through an
 * AkTable, so the board animates it as it does in a game; the move is
 * judged by the card's AkPracticeCheck, started as the card is shown, and
 * never by comparing notation.  A wrong move is followed by the engine's
 * reply (the answer's refutation), sown move by move, and only then by
 * the words; then Try Again, Show Me or Next.  Each card gets one attempt
 * in the deck, graded as ak-practice-schedule.h says: right the first
 * time, right after a wrong try, shown, or missed.
 */

#define G_LOG_DOMAIN "ak-practice-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-board-view.h"
#include "ak-practice-check.h"
#include "ak-practice-stats-dialog.h"
#include "ak-practice-text.h"
#include "ak-practice-window.h"
#include "ak-practice-window-private.h"
#include "ak-preferences-dialog.h"
#include "ak-value-text.h"

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"

/* ms between two moves of the engine's reply, so each can be followed */
#define REPLY_PAUSE_MS 400

struct _AkPracticeWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  GtkStack             *stack;
  AdwStatusPage        *error_page;
  AdwStatusPage        *empty_page;
  AdwStatusPage        *summary_page;
  GtkLabel             *source_label;
  GtkLabel             *prompt_label;
  AkBoardView          *board;
  GtkWidget            *feedback_box;
  GtkWidget            *verdict_box;
  GtkImage             *verdict_icon;
  GtkLabel             *verdict_label;
  GtkLabel             *value_label;
  GtkLabel             *explanation_label;
  GtkWidget            *status_box;
  GtkLabel             *status_label;
  GtkWidget            *retry_button;
  GtkWidget            *show_button;
  GtkWidget            *next_button;

  /* Owned references */
  GSettings            *settings;
  AkPracticeDeck       *deck;
  GPtrArray            *cards;        /* of AkPracticeCard, due today */
  AkTable              *table;
  AkPracticeCheck      *check;        /* the current card's, once found */
  GCancellable         *cancellable;  /* the current card's check */
  guint                 step_id;      /* the next move of the reply */

  /* The current card */
  guint                 index;
  AkRules               rules;
  AkPracticeStage       stage;
  int                   first_move;   /* the first move answered, or AK_MOVE_NONE */
  gboolean              wrong_before; /* a wrong try at this card */
  gboolean              recorded;     /* its attempt is in the deck */
  const AkPracticeAnswer *refuting;   /* the wrong answer whose reply is sown */
  guint                 reply_index;
  int                   last_move;    /* the move just answered */

  /* The session */
  guint                 n_right_first;
  guint                 n_retried;
  guint                 n_missed;
  gint64                next_due;     /* the soonest due of the cards answered, 0 if none */
};

G_DEFINE_FINAL_TYPE (AkPracticeWindow, ak_practice_window, ADW_TYPE_APPLICATION_WINDOW)

static AkPracticeCard *
current_card (AkPracticeWindow *self)
{
  if (self->cards == NULL || self->index >= self->cards->len)
    return NULL;
  return g_ptr_array_index (self->cards, self->index);
}

static gint64
now_seconds (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

static void
show_toast (AkPracticeWindow *self,
            const char       *text)
{
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_use_markup (toast, FALSE);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
set_status (AkPracticeWindow *self,
            const char       *text)
{
  gtk_widget_set_visible (self->status_box, text != NULL);
  gtk_label_set_label (self->status_label, text != NULL ? text : "");
}

static void
set_buttons (AkPracticeWindow *self,
             gboolean          retry,
             gboolean          show,
             gboolean          next)
{
  gtk_widget_set_visible (self->retry_button, retry);
  gtk_widget_set_visible (self->show_button, show);
  gtk_widget_set_visible (self->next_button, next);
  if (next)
    gtk_widget_grab_focus (retry ? self->retry_button : self->next_button);
}

static void
hide_feedback (AkPracticeWindow *self)
{
  gtk_widget_set_visible (self->feedback_box, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->explanation_label), FALSE);
  set_status (self, NULL);
  set_buttons (self, FALSE, FALSE, FALSE);
}

static void
show_feedback (AkPracticeWindow *self,
               gboolean          right,
               const char       *verdict,
               const char       *value,
               const char       *explanation)
{
  gtk_image_set_from_icon_name (self->verdict_icon,
                                right ? "object-select-symbolic" : "dialog-warning-symbolic");
  /* The verdict in colour; the words stay in the text's colour, to be
   * read. */
  gtk_widget_remove_css_class (self->verdict_box, right ? "error" : "success");
  gtk_widget_add_css_class (self->verdict_box, right ? "success" : "error");
  set_status (self, NULL);
  gtk_label_set_label (self->verdict_label, verdict);
  gtk_label_set_label (self->value_label, value != NULL ? value : "");
  gtk_widget_set_visible (GTK_WIDGET (self->value_label), value != NULL);
  gtk_label_set_label (self->explanation_label, explanation != NULL ? explanation : "");
  gtk_widget_set_visible (GTK_WIDGET (self->explanation_label), explanation != NULL);
  gtk_widget_set_visible (self->feedback_box, TRUE);
  ak_board_view_announce (self->board, verdict);
}

/* One attempt a card, with how it ended. */
static void
record (AkPracticeWindow *self,
        AkPracticeGrade   grade)
{
  AkPracticeCard *card = current_card (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *move = NULL;
  AkPracticeState state;

  if (card == NULL || self->recorded)
    return;
  self->recorded = TRUE;
  switch (grade)
    {
    case AK_PRACTICE_GRADE_RIGHT:
      self->n_right_first++;
      break;
    case AK_PRACTICE_GRADE_RETRY:
      self->n_retried++;
      break;
    case AK_PRACTICE_GRADE_WRONG:
    case AK_PRACTICE_GRADE_SHOWN:
    default:
      self->n_missed++;
      break;
    }
  if (self->first_move != AK_MOVE_NONE)
    move = ak_practice_move_to_string (self->first_move);
  if (!ak_practice_deck_record_attempt (self->deck, card->id, now_seconds (), move, grade,
                                        &state, &error))
    {
      /* Translators: %s says why the answer could not be kept */
      g_autofree char *text = g_strdup_printf (_("Your answer was not saved: %s"),
                                               error->message);

      show_toast (self, text);
      return;
    }
  if (self->next_due == 0 || state.due < self->next_due)
    self->next_due = state.due;
}

/* The card's position again, as it was first shown. */
static gboolean
reset_position (AkPracticeWindow *self,
                GError          **error)
{
  AkPracticeCard *card = current_card (self);
  g_autoptr(AkGame) game = NULL;

  g_clear_handle_id (&self->step_id, g_source_remove);
  ak_rules_init (&self->rules);
  if (card->rules != NULL && card->rules[0] != '\0' &&
      !ak_rules_parse (&self->rules, card->rules, error))
    return FALSE;
  self->rules.variant = card->variant;
  game = ak_game_new_from_position_string (&self->rules, card->position, error);
  if (game == NULL)
    return FALSE;
  ak_board_view_set_flipped (self->board, ak_game_get_side_to_move (game) == AK_NORTH);
  ak_table_set_game (self->table, game);
  return TRUE;
}

static void
ask (AkPracticeWindow *self)
{
  self->stage = AK_PRACTICE_STAGE_ASKING;
  self->refuting = NULL;
  hide_feedback (self);
  ak_board_view_set_read_only (self->board, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
show_summary (AkPracticeWindow *self)
{
  g_autofree char *text = NULL;

  self->stage = AK_PRACTICE_STAGE_DONE;
  g_clear_handle_id (&self->step_id, g_source_remove);
  text = ak_practice_text_summary (self->n_right_first, self->n_retried, self->n_missed,
                                   self->next_due, now_seconds ());
  adw_status_page_set_description (self->summary_page, text);
  adw_window_title_set_subtitle (self->window_title, "");
  gtk_stack_set_visible_child_name (self->stack, "summary");
}

static void check_done_cb (GObject *source, GAsyncResult *result, gpointer user_data);

static void
show_card (AkPracticeWindow *self)
{
  AkPracticeCard *card = current_card (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *source = NULL;
  g_autofree char *prompt = NULL;

  if (card == NULL)
    {
      show_summary (self);
      return;
    }

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->check, ak_practice_check_unref);
  self->first_move = AK_MOVE_NONE;
  self->wrong_before = FALSE;
  self->recorded = FALSE;

  /* Translators: the practice window's subtitle: "Exercise 3 of 12" */
  subtitle = g_strdup_printf (_("Exercise %u of %u"), self->index + 1, self->cards->len);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  source = ak_practice_text_source (card);
  gtk_label_set_label (self->source_label, source);
  gtk_widget_set_visible (GTK_WIDGET (self->source_label), source != NULL);
  gtk_stack_set_visible_child_name (self->stack, "card");

  if (!reset_position (self, &error))
    {
      /* A card the deck holds but that cannot be set up (a hand-edited
       * deck): said, and skipped without an attempt. */
      self->stage = AK_PRACTICE_STAGE_JUDGED;
      self->recorded = TRUE;
      hide_feedback (self);
      gtk_label_set_label (self->prompt_label, _("This exercise cannot be shown"));
      show_feedback (self, FALSE, _("The position could not be set up"), error->message, NULL);
      ak_board_view_set_read_only (self->board, TRUE);
      set_buttons (self, FALSE, FALSE, TRUE);
      return;
    }

  prompt = ak_practice_text_prompt (card->side_to_move);
  gtk_label_set_label (self->prompt_label, prompt);
  ask (self);

  /* The verdict on every move is worked out while the player thinks. */
  self->cancellable = g_cancellable_new ();
  {
    AkPracticeCheckOptions options = { 0 };
    g_autoptr(AkTables) tables = NULL;
    AkPosition pos;

    pos = *ak_game_get_position (ak_table_get_game (self->table));
    tables = ak_tables_manager_dup_for_search (&self->rules, &pos);
    options.tables = tables;
    ak_practice_check_new_async (card, &options, self->cancellable, check_done_cb,
                                 g_object_ref (self));
  }
}

static void play_reply (AkPracticeWindow *self);

/* The verdict on the player's move, once sown and once known. */
static void
judge (AkPracticeWindow *self,
       int               move)
{
  AkPracticeCard *card = current_card (self);
  const AkPracticeAnswer *answer = ak_practice_check_find (self->check, move);
  g_autofree char *value = NULL;

  if (self->first_move == AK_MOVE_NONE)
    self->first_move = move;
  set_status (self, NULL);

  if (answer != NULL && answer->right)
    {
      self->stage = AK_PRACTICE_STAGE_JUDGED;
      record (self, self->wrong_before ? AK_PRACTICE_GRADE_RETRY : AK_PRACTICE_GRADE_RIGHT);
      value = ak_practice_text_value (answer, card->side_to_move);
      show_feedback (self, TRUE, _("Right"), value, NULL);
      set_buttons (self, FALSE, FALSE, TRUE);
      return;
    }

  /* Wrong: the engine's reply is sown first, then the words. */
  self->wrong_before = TRUE;
  self->stage = AK_PRACTICE_STAGE_REFUTING;
  self->refuting = answer;
  self->reply_index = 0;
  set_status (self, _("The reply…"));
  play_reply (self);
}

/* The words after the reply: what the move loses, and why. */
static void
explain_wrong (AkPracticeWindow *self)
{
  AkPracticeCard *card = current_card (self);
  g_autofree char *value = NULL;

  self->stage = AK_PRACTICE_STAGE_JUDGED;
  self->refuting = NULL;
  set_status (self, NULL);
  if (self->check != NULL)
    {
      const AkPracticeAnswer *answer = ak_practice_check_find (self->check, self->last_move);

      /* What the move lets happen, or what it loses, then its value. */
      if (answer != NULL)
        value = ak_practice_text_value (answer, card->side_to_move);
      show_feedback (self, FALSE, _("Not the Best Move"), value,
                     answer != NULL ? answer->explanation : NULL);
    }
  set_buttons (self, TRUE, TRUE, TRUE);
}

static void
reply_step_cb (gpointer data)
{
  AkPracticeWindow *self = data;

  self->step_id = 0;
  while (self->refuting != NULL && self->reply_index < self->refuting->n_refutation)
    {
      AkGame *game = ak_table_get_game (self->table);
      int move = self->refuting->refutation[self->reply_index++];
      g_autoptr(GError) error = NULL;

      if (game == NULL || ak_table_get_stage (self->table) != AK_TABLE_STAGE_PLAYING)
        break;
      /* A pass the table makes by itself. */
      if (!ak_hole_is_valid (move))
        continue;
      if (ak_game_check_move (game, move) != AK_VERDICT_LEGAL)
        break;
      if (ak_table_play (self->table, move, &error))
        return;  /* on in move_played_cb, once sown */
      g_debug ("The reply %d was refused: %s", move, error->message);
      break;
    }
  explain_wrong (self);
}

/* The next move of the reply, after a pause that lets the last be seen. */
static void
play_reply (AkPracticeWindow *self)
{
  guint pause = ak_board_view_get_animation_speed (self->board) == AK_ANIMATION_SPEED_INSTANT
                ? 0 : REPLY_PAUSE_MS;

  g_clear_handle_id (&self->step_id, g_source_remove);
  self->step_id = g_timeout_add_once (pause, reply_step_cb, self);
}

static void
check_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(AkPracticeWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  AkPracticeCheck *check;

  check = ak_practice_check_new_finish (result, &error);
  if (check == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* Translators: %s says why the engine could not check the exercise */
      {
        g_autofree char *text = g_strdup_printf (_("This exercise could not be checked: %s"),
                                                 error->message);

        self->stage = AK_PRACTICE_STAGE_JUDGED;
        self->recorded = TRUE;
        ak_board_view_set_read_only (self->board, TRUE);
        show_feedback (self, FALSE, _("Not Checked"), text, NULL);
        set_status (self, NULL);
        set_buttons (self, FALSE, FALSE, TRUE);
      }
      return;
    }
  /* A card left behind: Next came first. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    {
      ak_practice_check_unref (check);
      return;
    }
  self->check = check;
  if (self->stage == AK_PRACTICE_STAGE_CHECKING)
    judge (self, self->last_move);
}

/* A move was decided at the table: the player's, the reply's or Show
 * Me's; nobody plays another while it is sown. */
static void
move_decided_cb (AkPracticeWindow *self)
{
  ak_board_view_set_read_only (self->board, TRUE);
  if (self->stage == AK_PRACTICE_STAGE_ASKING)
    {
      self->stage = AK_PRACTICE_STAGE_SOWING;
      hide_feedback (self);
    }
}

/* The move is sown and in the game. */
static void
move_played_cb (AkPracticeWindow *self)
{
  AkGame *game = ak_table_get_game (self->table);
  AkGameNode *node = game != NULL ? ak_game_get_current_node (game) : NULL;

  switch (self->stage)
    {
    case AK_PRACTICE_STAGE_SOWING:
      self->last_move = node != NULL ? node->move : AK_MOVE_NONE;
      if (self->check != NULL)
        judge (self, self->last_move);
      else
        {
          self->stage = AK_PRACTICE_STAGE_CHECKING;
          set_status (self, _("Checking your move…"));
        }
      break;
    case AK_PRACTICE_STAGE_REFUTING:
      play_reply (self);
      break;
    case AK_PRACTICE_STAGE_SHOWING:
      {
        AkPracticeCard *card = current_card (self);
        const AkPracticeAnswer *best = ak_practice_check_get_answer (self->check, 0);
        const AkPracticeAnswer *tried = ak_practice_check_find (self->check, self->first_move);
        g_autofree char *value = ak_practice_text_value (best, card->side_to_move);
        g_autofree char *verdict = NULL;

        self->stage = AK_PRACTICE_STAGE_JUDGED;
        /* Translators: after Show Me; %c is the hole sown */
        verdict = g_strdup_printf (_("The Best Move Is %c"), ak_hole_to_char (best->move));
        /* The review's words on the move tried, which name the best. */
        show_feedback (self, TRUE, verdict, value,
                       tried != NULL && !tried->right ? tried->comment : NULL);
        set_buttons (self, TRUE, FALSE, TRUE);
      }
      break;
    case AK_PRACTICE_STAGE_LOADING:
    case AK_PRACTICE_STAGE_ERROR:
    case AK_PRACTICE_STAGE_EMPTY:
    case AK_PRACTICE_STAGE_ASKING:
    case AK_PRACTICE_STAGE_CHECKING:
    case AK_PRACTICE_STAGE_JUDGED:
    case AK_PRACTICE_STAGE_DONE:
    default:
      break;
    }
}

static void
retry_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  AkPracticeWindow *self = AK_PRACTICE_WINDOW (widget);

  if (self->stage != AK_PRACTICE_STAGE_JUDGED || current_card (self) == NULL ||
      !reset_position (self, NULL))
    return;
  ask (self);
}

static void
show_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AkPracticeWindow *self = AK_PRACTICE_WINDOW (widget);
  const AkPracticeAnswer *best;

  if (self->stage != AK_PRACTICE_STAGE_JUDGED || self->check == NULL ||
      (best = ak_practice_check_get_answer (self->check, 0)) == NULL ||
      !reset_position (self, NULL))
    return;
  record (self, AK_PRACTICE_GRADE_SHOWN);
  hide_feedback (self);
  self->stage = AK_PRACTICE_STAGE_SHOWING;
  set_status (self, _("The best move…"));
  if (!ak_table_play (self->table, best->move, NULL))
    explain_wrong (self);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AkPracticeWindow *self = AK_PRACTICE_WINDOW (widget);

  if (self->stage != AK_PRACTICE_STAGE_JUDGED)
    return;
  /* Wrong, and not found. */
  record (self, AK_PRACTICE_GRADE_WRONG);
  self->index++;
  show_card (self);
}

static void
statistics_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  AkPracticeWindow *self = AK_PRACTICE_WINDOW (widget);

  if (self->deck == NULL)
    return;
  adw_dialog_present (ak_practice_stats_dialog_new (self->deck), widget);
}

static void
ak_practice_window_dispose (GObject *object)
{
  AkPracticeWindow *self = AK_PRACTICE_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->step_id, g_source_remove);
  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  if (self->board != NULL)
    ak_board_view_set_table (self->board, NULL);
  g_clear_object (&self->table);
  g_clear_pointer (&self->check, ak_practice_check_unref);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_object (&self->deck);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_PRACTICE_WINDOW);
  G_OBJECT_CLASS (ak_practice_window_parent_class)->dispose (object);
}

static void
ak_practice_window_class_init (AkPracticeWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ak_practice_window_dispose;

  g_type_ensure (AK_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ak-practice-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, summary_page);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, source_label);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, board);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, feedback_box);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, verdict_box);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, verdict_icon);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, value_label);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, status_box);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, retry_button);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, show_button);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, next_button);

  gtk_widget_class_install_action (widget_class, "practice.retry", NULL, retry_action);
  gtk_widget_class_install_action (widget_class, "practice.show", NULL, show_action);
  gtk_widget_class_install_action (widget_class, "practice.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "practice.statistics", NULL,
                                   statistics_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
}

static void
ak_practice_window_init (AkPracticeWindow *self)
{
  g_autoptr(GSettings) settings = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (SETTINGS_SCHEMA_ID);
  self->first_move = AK_MOVE_NONE;
  self->last_move = AK_MOVE_NONE;

  /* The board plays at a table of two people: the player's side and the
   * engine's reply, which this window plays. */
  self->table = ak_table_new ();
  ak_board_view_set_table (self->board, self->table);
  g_signal_connect_object (self->table, "move-decided", G_CALLBACK (move_decided_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table, "move-played", G_CALLBACK (move_played_cb), self,
                           G_CONNECT_SWAPPED);
  g_settings_bind_with_mapping (self->settings, "animation-speed", self->board,
                                "animation-speed", G_SETTINGS_BIND_GET,
                                ak_settings_get_animation_speed, NULL, NULL, NULL);
  g_settings_bind (self->settings, "show-hole-letters", self->board, "show-letters",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "board-theme", self->board, "board-theme",
                   G_SETTINGS_BIND_GET);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.statistics", FALSE);
}

/* Takes the cards due, or says why there are none. */
static void
load (AkPracticeWindow *self,
      AkApplication    *application)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  AkPracticeDeck *deck;

  deck = ak_application_get_practice_deck (application, &error);
  if (deck == NULL)
    {
      g_autofree char *path = ak_practice_deck_default_path ();
      g_autofree char *text = NULL;

      self->stage = AK_PRACTICE_STAGE_ERROR;
      /* Translators: the first %s says what went wrong, the second is the
       * deck's file */
      text = g_strdup_printf (_("%s\n\nThe deck is kept in “%s”."), error->message, path);
      adw_status_page_set_description (self->error_page, text);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return;
    }
  self->deck = g_object_ref (deck);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.statistics", TRUE);

  self->cards = ak_practice_deck_list_due (deck, now_seconds (), tz,
                                           g_settings_get_uint (self->settings,
                                                                "practice-new-per-day"),
                                           g_settings_get_uint (self->settings,
                                                                "practice-reviews-per-day"),
                                           &error);
  if (self->cards == NULL)
    {
      self->stage = AK_PRACTICE_STAGE_ERROR;
      adw_status_page_set_title (self->error_page, _("Could Not Read the Practice Deck"));
      adw_status_page_set_description (self->error_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return;
    }
  if (self->cards->len == 0)
    {
      g_autofree char *text = ak_practice_text_empty (deck);

      self->stage = AK_PRACTICE_STAGE_EMPTY;
      adw_status_page_set_description (self->empty_page, text);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  show_card (self);
}

/**
 * ak_practice_window_new:
 * @application: the application, whose practice deck is practised
 *
 * Returns: (transfer full): a window with the exercises due today, or
 *   saying why there are none
 */
AkPracticeWindow *
ak_practice_window_new (AkApplication *application)
{
  AkPracticeWindow *self;

  g_return_val_if_fail (AK_IS_APPLICATION (application), NULL);

  self = g_object_new (AK_TYPE_PRACTICE_WINDOW, "application", application, NULL);
  load (self, application);
  return self;
}

AkPracticeStage
_ak_practice_window_get_stage (AkPracticeWindow *self)
{
  g_return_val_if_fail (AK_IS_PRACTICE_WINDOW (self), AK_PRACTICE_STAGE_LOADING);
  return self->stage;
}

AkBoardView *
_ak_practice_window_get_board (AkPracticeWindow *self)
{
  g_return_val_if_fail (AK_IS_PRACTICE_WINDOW (self), NULL);
  return self->board;
}

guint
_ak_practice_window_get_index (AkPracticeWindow *self)
{
  g_return_val_if_fail (AK_IS_PRACTICE_WINDOW (self), 0);
  return self->index;
}

guint
_ak_practice_window_get_n_cards (AkPracticeWindow *self)
{
  g_return_val_if_fail (AK_IS_PRACTICE_WINDOW (self), 0);
  return self->cards != NULL ? self->cards->len : 0;
}

gboolean
_ak_practice_window_get_checked (AkPracticeWindow *self)
{
  g_return_val_if_fail (AK_IS_PRACTICE_WINDOW (self), FALSE);
  return self->check != NULL;
}

/* For tests: a label's text by its name in the .ui, or a status page's
 * description ("error", "empty", "summary"). */
const char *
_ak_practice_window_get_text (AkPracticeWindow *self,
                              const char       *which)
{
  g_return_val_if_fail (AK_IS_PRACTICE_WINDOW (self), NULL);

  if (g_str_equal (which, "error"))
    return adw_status_page_get_description (self->error_page);
  if (g_str_equal (which, "empty"))
    return adw_status_page_get_description (self->empty_page);
  if (g_str_equal (which, "summary"))
    return adw_status_page_get_description (self->summary_page);
  if (g_str_equal (which, "subtitle"))
    return adw_window_title_get_subtitle (self->window_title);
  if (g_str_equal (which, "source"))
    return gtk_label_get_label (self->source_label);
  if (g_str_equal (which, "prompt"))
    return gtk_label_get_label (self->prompt_label);
  if (g_str_equal (which, "verdict"))
    return gtk_widget_get_visible (self->feedback_box)
           ? gtk_label_get_label (self->verdict_label) : NULL;
  if (g_str_equal (which, "value"))
    return gtk_label_get_label (self->value_label);
  if (g_str_equal (which, "explanation"))
    return gtk_widget_get_visible (GTK_WIDGET (self->explanation_label))
           ? gtk_label_get_label (self->explanation_label) : NULL;
  return NULL;
}
