/* board-view-test-helpers.h — what the board view test programs share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ui-test-setup.h"

#include "ak-board-view.h"
#include "ak-board-view-private.h"
#include "ak-player-card.h"
#include "ak-new-game-dialog.h"
#include "ak-window.h"

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"
#define WAIT_TIMEOUT_US    (10 * G_USEC_PER_SEC)

G_BEGIN_DECLS

/* A game of the default rules from the start, South to move. */
AkGame *new_game (void);

/* Checks that @board shows the seeds of @game's position. */
void assert_display_matches_game (AkBoardView *board,
                                  AkGame      *game);

/* For notify:: signals: counts them in @count. */
void count_cb (GObject    *object,
               GParamSpec *pspec,
               guint      *count);

/* Checks that the hole child @hole is a button labelled @label. */
void assert_hole_label (GtkWidget  *hole,
                        const char *label);

/* The n-th hole child, in the order the board made them: a..f, A..F. */
GtkWidget *hole_widget (AkBoardView *board,
                        int          hole);

/* The first hole the side to move can play, from @pos. */
int first_legal (AkGame           *game,
                 const AkPosition *pos);

G_END_DECLS
