/* window-test-helpers.h — what the test-window programs share: a shown
 * window, moves through its holes, waiting for files, and finding the
 * dialogs it opens
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ui-test-setup.h"

#include "ak-application.h"
#include "ak-file.h"
#include "ak-game-over-dialog.h"
#include "ak-game-over-dialog-private.h"
#include "ak-match-page.h"
#include "ak-match-page-private.h"
#include "ak-new-game-dialog.h"
#include "ak-position-editor.h"
#include "ak-window.h"
#include "ak-window-private.h"
#include "ak-moves-panel-private.h"
#include "ak-player-card-private.h"
#include "ak-board-view-private.h"

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"
#define WAIT_TIMEOUT_US    (10 * G_USEC_PER_SEC)

G_BEGIN_DECLS

/* The first hole the side to move in @game can play. */
int first_legal_move (AkGame *game);

/* A new window, with settings reset, on screen, its moves shown
 * instantly; the caller holds a reference. */
AkWindow *new_shown_window (void);

/* The alert asking to save changes, or NULL. */
AdwAlertDialog *find_save_changes_dialog (void);

/* The game's summary shown over any window, or NULL. */
AkGameOverDialog *find_game_over (void);

/* Spins the main context until @window has no load or save running. */
void wait_for_file_ops (AkWindow *window);

/* Removes @dir and the files in it: a save may leave a backup there. */
void remove_dir (GFile *dir);

/* The child widget of @hole, as assistive technologies and the keyboard
 * see it: a..f, then A..F. */
GtkWidget *hole_widget (AkWindow *window,
                        int       hole);

/* What Enter on a hole does. */
void press_hole (AkWindow *window,
                 int       hole);

/* A hole the side to move in @game can play, chosen with @rand, or
 * AK_MOVE_PASS when there is none. */
int random_legal_move (AkGame *game,
                       GRand  *rand);

G_END_DECLS
