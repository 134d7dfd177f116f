/* ak-practice-window-private.h — what tests of the practice window use
 * beyond its API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-board-view.h"
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

AkPracticeStage  _ak_practice_window_get_stage       (AkPracticeWindow *self);
AkBoardView     *_ak_practice_window_get_board       (AkPracticeWindow *self);
guint            _ak_practice_window_get_index       (AkPracticeWindow *self);
guint            _ak_practice_window_get_n_cards     (AkPracticeWindow *self);
gboolean         _ak_practice_window_get_checked     (AkPracticeWindow *self);
const char      *_ak_practice_window_get_text        (AkPracticeWindow *self,
                                                      const char       *which);

G_END_DECLS
