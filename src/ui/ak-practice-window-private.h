/* ak-practice-window-private.h — what tests of the practice window use
 * beyond its API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-board-view.h"
#include "ak-practice-check.h"
#include "ak-practice-window.h"

G_BEGIN_DECLS

/* Where a card stands. */
typedef enum
{
  AK_PRACTICE_STAGE_LOADING,
  AK_PRACTICE_STAGE_ERROR,      /* the deck could not be opened */
  AK_PRACTICE_STAGE_EMPTY,      /* nothing due */
  AK_PRACTICE_STAGE_ASKING,     /* waiting for the player's move */
  AK_PRACTICE_STAGE_SOWING,     /* the player's move is being sown */
  AK_PRACTICE_STAGE_CHECKING,   /* sown; the engine has not answered yet */
  AK_PRACTICE_STAGE_REFUTING,   /* the engine's reply is being sown */
  AK_PRACTICE_STAGE_SHOWING,    /* Show Me: the best move is being sown */
  AK_PRACTICE_STAGE_JUDGED,     /* the verdict is shown, with its buttons */
  AK_PRACTICE_STAGE_DONE,       /* the summary */
} AkPracticeStage;

/* The window spans ak-practice-window.c (the session, its cards and
 * actions) and ak-practice-window-answer.c (judging an answer). */
struct _AkPracticeWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  GtkStack             *stack;
  AdwStatusPage        *error_page;
  AdwStatusPage        *empty_page;
  GtkWidget            *starter_button;
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

static inline AkPracticeCard *
_ak_practice_window_current_card (AkPracticeWindow *self)
{
  if (self->cards == NULL || self->index >= self->cards->len)
    return NULL;
  return g_ptr_array_index (self->cards, self->index);
}

static inline gint64
_ak_practice_window_now (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

void  _ak_practice_window_set_status      (AkPracticeWindow *self,
                                           const char       *text);
void  _ak_practice_window_set_buttons     (AkPracticeWindow *self,
                                           gboolean          retry,
                                           gboolean          show,
                                           gboolean          next);
void  _ak_practice_window_hide_feedback   (AkPracticeWindow *self);
void  _ak_practice_window_show_feedback   (AkPracticeWindow *self,
                                           gboolean          right,
                                           const char       *verdict,
                                           const char       *value,
                                           const char       *explanation);
void  _ak_practice_window_record          (AkPracticeWindow *self,
                                           AkPracticeGrade   grade);
void  _ak_practice_window_explain_wrong   (AkPracticeWindow *self);
void  _ak_practice_window_check_done_cb   (GObject          *source,
                                           GAsyncResult     *result,
                                           gpointer          user_data);
void  _ak_practice_window_move_decided_cb (AkPracticeWindow *self);
void  _ak_practice_window_move_played_cb  (AkPracticeWindow *self);

/* For tests */

AkPracticeStage  _ak_practice_window_get_stage       (AkPracticeWindow *self);
AkBoardView     *_ak_practice_window_get_board       (AkPracticeWindow *self);
guint            _ak_practice_window_get_index       (AkPracticeWindow *self);
guint            _ak_practice_window_get_n_cards     (AkPracticeWindow *self);
gboolean         _ak_practice_window_get_checked     (AkPracticeWindow *self);
const char      *_ak_practice_window_get_text        (AkPracticeWindow *self,
                                                      const char       *which);

G_END_DECLS
