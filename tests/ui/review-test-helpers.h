/* review-test-helpers.h — what the window's review tests share: a short
 * game, its text, a window of two people showing it, and waiting for a
 * review to end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ui-test-setup.h"

#include "ak-window.h"

G_BEGIN_DECLS

/* The plies of review_test_new_game(). */
#define REVIEW_TEST_N_PLIES 10

AkGame   *review_test_new_game             (void);
char     *review_test_game_text            (AkGame   *game);
AkWindow *review_test_new_window           (AkGame   *game);
void      review_test_wait_for_review_end  (AkWindow *window,
                                            gint64    timeout_us);

G_END_DECLS
