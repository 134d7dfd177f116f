/* ak-practice-window-answer.c — the practice window's answers: the
 * player's move judged by the card's check, the engine's reply sown move
 * by move, the words, and the attempt kept in the deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each move is sown at the window's table; the table's move-played comes
 * when the board has shown it, so the verdict, each next move of the
 * reply and the words follow the animation, never run ahead of it.
 */

#define G_LOG_DOMAIN "ak-practice-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-practice-text.h"
#include "ak-practice-window-private.h"

/* ms between two moves of the engine's reply, so each can be followed */
#define REPLY_PAUSE_MS 400

static void play_reply (AkPracticeWindow *self);
static void judge (AkPracticeWindow *self, int move);

static void
show_toast (AkPracticeWindow *self,
            const char       *text)
{
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_use_markup (toast, FALSE);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
_ak_practice_window_set_status (AkPracticeWindow *self,
                                const char       *text)
{
  gtk_widget_set_visible (self->status_box, text != NULL);
  gtk_label_set_label (self->status_label, text != NULL ? text : "");
}

void
_ak_practice_window_set_buttons (AkPracticeWindow *self,
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

void
_ak_practice_window_hide_feedback (AkPracticeWindow *self)
{
  gtk_widget_set_visible (self->feedback_box, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->explanation_label), FALSE);
  _ak_practice_window_set_status (self, NULL);
  _ak_practice_window_set_buttons (self, FALSE, FALSE, FALSE);
}

void
_ak_practice_window_show_feedback (AkPracticeWindow *self,
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
  _ak_practice_window_set_status (self, NULL);
  gtk_label_set_label (self->verdict_label, verdict);
  gtk_label_set_label (self->value_label, value != NULL ? value : "");
  gtk_widget_set_visible (GTK_WIDGET (self->value_label), value != NULL);
  gtk_label_set_label (self->explanation_label, explanation != NULL ? explanation : "");
  gtk_widget_set_visible (GTK_WIDGET (self->explanation_label), explanation != NULL);
  gtk_widget_set_visible (self->feedback_box, TRUE);
  ak_board_view_announce (self->board, verdict);
}

/* One attempt a card, with how it ended. */
void
_ak_practice_window_record (AkPracticeWindow *self,
                            AkPracticeGrade   grade)
{
  AkPracticeCard *card = _ak_practice_window_current_card (self);
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
  if (!ak_practice_deck_record_attempt (self->deck, card->id, _ak_practice_window_now (), move, grade,
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

/* The verdict on the player's move, once sown and once known. */
static void
judge (AkPracticeWindow *self,
       int               move)
{
  AkPracticeCard *card = _ak_practice_window_current_card (self);
  const AkPracticeAnswer *answer = ak_practice_check_find (self->check, move);
  g_autofree char *value = NULL;

  if (self->first_move == AK_MOVE_NONE)
    self->first_move = move;
  _ak_practice_window_set_status (self, NULL);

  if (answer != NULL && answer->right)
    {
      self->stage = AK_PRACTICE_STAGE_JUDGED;
      _ak_practice_window_record (self, self->wrong_before ? AK_PRACTICE_GRADE_RETRY : AK_PRACTICE_GRADE_RIGHT);
      value = ak_practice_text_value (answer, card->side_to_move);
      _ak_practice_window_show_feedback (self, TRUE, _("Right"), value, NULL);
      _ak_practice_window_set_buttons (self, FALSE, FALSE, TRUE);
      return;
    }

  /* Wrong: the engine's reply is sown first, then the words. */
  self->wrong_before = TRUE;
  self->stage = AK_PRACTICE_STAGE_REFUTING;
  self->refuting = answer;
  self->reply_index = 0;
  _ak_practice_window_set_status (self, _("The reply…"));
  play_reply (self);
}

/* The words after the reply: what the move loses, and why. */
void
_ak_practice_window_explain_wrong (AkPracticeWindow *self)
{
  AkPracticeCard *card = _ak_practice_window_current_card (self);
  g_autofree char *value = NULL;

  self->stage = AK_PRACTICE_STAGE_JUDGED;
  self->refuting = NULL;
  _ak_practice_window_set_status (self, NULL);
  /* The board no longer shows the question's position. */
  if (ak_hole_is_valid (self->last_move))
    {
      /* Translators: over the board after a wrong answer; %c is the hole
       * the player sowed */
      g_autofree char *shown = g_strdup_printf (_("After %c and the engine’s reply"),
                                                ak_hole_to_char (self->last_move));

      gtk_label_set_label (self->prompt_label, shown);
    }
  if (self->check != NULL)
    {
      const AkPracticeAnswer *answer = ak_practice_check_find (self->check, self->last_move);

      /* What the move lets happen, or what it loses, then its value. */
      if (answer != NULL)
        value = ak_practice_text_value (answer, card->side_to_move);
      _ak_practice_window_show_feedback (self, FALSE, _("Not the Best Move"), value,
                     answer != NULL ? answer->explanation : NULL);
    }
  _ak_practice_window_set_buttons (self, TRUE, TRUE, TRUE);
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
        return;  /* on in _ak_practice_window_move_played_cb, once sown */
      g_debug ("The reply %d was refused: %s", move, error->message);
      break;
    }
  _ak_practice_window_explain_wrong (self);
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

void
_ak_practice_window_check_done_cb (GObject      *source,
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
        _ak_practice_window_show_feedback (self, FALSE, _("Not Checked"), text, NULL);
        _ak_practice_window_set_status (self, NULL);
        _ak_practice_window_set_buttons (self, FALSE, FALSE, TRUE);
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
void
_ak_practice_window_move_decided_cb (AkPracticeWindow *self)
{
  ak_board_view_set_read_only (self->board, TRUE);
  if (self->stage == AK_PRACTICE_STAGE_ASKING)
    {
      self->stage = AK_PRACTICE_STAGE_SOWING;
      _ak_practice_window_hide_feedback (self);
    }
}

/* The move is sown and in the game. */
void
_ak_practice_window_move_played_cb (AkPracticeWindow *self)
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
          _ak_practice_window_set_status (self, _("Checking your move…"));
        }
      break;
    case AK_PRACTICE_STAGE_REFUTING:
      play_reply (self);
      break;
    case AK_PRACTICE_STAGE_SHOWING:
      {
        AkPracticeCard *card = _ak_practice_window_current_card (self);
        const AkPracticeAnswer *best = ak_practice_check_get_answer (self->check, 0);
        const AkPracticeAnswer *tried = ak_practice_check_find (self->check, self->first_move);
        g_autofree char *value = ak_practice_text_value (best, card->side_to_move);
        g_autofree char *verdict = NULL;

        self->stage = AK_PRACTICE_STAGE_JUDGED;
        /* Translators: after Show Me; %c is the hole sown */
        verdict = g_strdup_printf (_("The Best Move Is %c"), ak_hole_to_char (best->move));
        /* Translators: over the board after Show Me; %c is the hole sown */
        {
          g_autofree char *shown = g_strdup_printf (_("After the best move, %c"),
                                                    ak_hole_to_char (best->move));

          gtk_label_set_label (self->prompt_label, shown);
        }
        /* The review's words on the move tried, which name the best. */
        _ak_practice_window_show_feedback (self, TRUE, verdict, value,
                       tried != NULL && !tried->right ? tried->comment : NULL);
        _ak_practice_window_set_buttons (self, TRUE, FALSE, TRUE);
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
