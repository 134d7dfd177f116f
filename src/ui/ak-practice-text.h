/* ak-practice-text.h — the practice window's and the welcome's words:
 * where a card comes from, what to find, how an answer went, when the
 * next cards are due
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-engine.h"
#include "ak-practice-check.h"
#include "ak-practice-deck.h"

G_BEGIN_DECLS

char *ak_practice_text_source  (const AkPracticeCard   *card);
char *ak_practice_text_prompt  (AkSide                  side);
char *ak_practice_text_value   (const AkPracticeAnswer *answer,
                                AkSide                  side);
char *ak_practice_text_when    (gint64                  due,
                                gint64                  now);
char *ak_practice_text_summary (guint                   n_right_first,
                                guint                   n_retried,
                                guint                   n_missed,
                                gint64                  next_due,
                                gint64                  now);
char *ak_practice_text_empty   (AkPracticeDeck         *deck);
char *ak_practice_text_history (const AkPracticeCardStats *stats,
                                const AkPracticeState     *state);
char *ak_practice_text_due     (guint                   n_due,
                                guint                   n_cards);

G_END_DECLS
