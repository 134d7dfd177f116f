/* moves-panel-test-helpers.h — what the moves panel test
 * programs share: a panel showing a game in a window, a study with
 * variations, and the rows and text the panel shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ui-test-setup.h"

#include "ak-moves-panel.h"
#include "ak-moves-panel-private.h"

#define WAIT_TIMEOUT_US (10 * G_USEC_PER_SEC)

G_BEGIN_DECLS

typedef struct
{
  GtkWindow    *window;
  AkMovesPanel *panel;
  AkGame       *game;
} Fixture;

/* Lets the list build its rows, which need a layout pass. */
void drain_with_layout (void);

/* The hole a letter names: a..f, then A..F. */
int hole (char letter);

/* Plays the hole @letter names, which must be legal. */
void play (AkGame *game,
           char    letter);

/* A panel showing a new game, in a window on screen. */
void fixture_set_up (Fixture       *fixture,
                     gconstpointer  data);

/* GTK 4.8 shows tooltips from a timeout started when the pointer enters a
 * surface, and that timeout fails with a critical if the surface is gone
 * by then: let it run before the window goes. */
void let_tooltip_timeout_run (void);

/* Destroys the window and checks that nothing keeps the panel or the
 * game alive. */
void fixture_tear_down (Fixture       *fixture,
                        gconstpointer  data);

/* 1. a B 2. c, with the variations 2. d (instead of c) and 1... E
 * (instead of B, followed by 2. a).  Returns the first move of 2. d. */
AkGameNode *make_study (AkGame *game);

/* Where @node is in the move history of @game. */
guint position_of (AkGame     *game,
                   AkGameNode *node);

/* The label of @node's row, once the list has built its rows. */
GtkLabel *row_label_of (AkMovesPanel *panel,
                        AkGameNode   *node);

/* @game written as a file would hold it. */
char *write_game (AkGame *game);

G_END_DECLS
