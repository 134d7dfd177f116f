/* ak-practice-cards.h — practice cards from a reviewed game's mistakes,
 * checked by the engine and added to the deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ak-game.h"
#include "ak-practice-check.h"
#include "ak-practice-deck.h"
#include "ak-review.h"

G_BEGIN_DECLS

GPtrArray *ak_practice_cards_collect             (AkGame                        *game,
                                                  AkSide                         side,
                                                  AkReviewMark                   least,
                                                  const char                    *source_file) G_GNUC_WARN_UNUSED_RESULT;
gboolean   ak_practice_cards_fill                (AkPracticeCard                *card,
                                                  AkPracticeCheck               *check,
                                                  gboolean                      *played_right,
                                                  GError                       **error);
guint      ak_practice_cards_add_to_deck         (AkPracticeDeck                *deck,
                                                  GPtrArray                     *cards,
                                                  const AkPracticeCheckOptions  *options,
                                                  gint64                         now,
                                                  GCancellable                  *cancellable,
                                                  GError                       **error);
void       ak_practice_cards_add_to_deck_async   (AkPracticeDeck                *deck,
                                                  GPtrArray                     *cards,
                                                  const AkPracticeCheckOptions  *options,
                                                  gint64                         now,
                                                  GCancellable                  *cancellable,
                                                  GAsyncReadyCallback            callback,
                                                  gpointer                       user_data);
guint      ak_practice_cards_add_to_deck_finish  (GAsyncResult                  *result,
                                                  GError                       **error);

G_END_DECLS
