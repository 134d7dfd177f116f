/* ak-practice-starter.h — the starter deck: exercises from the engine's
 * self-play, shipped in the resources, for a player with no reviewed game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ak-practice-deck.h"

G_BEGIN_DECLS

/* Where the deck is in the resources (data/practice/starter-deck.akn). */
#define AK_PRACTICE_STARTER_RESOURCE "/io/github/adjikui/AdjiKui/practice/starter-deck.akn"

/* How `adji-kui-cli starter-deck` judges a position, and how its test
 * checks the deck again: every move's value by a search of
 * AK_PRACTICE_STARTER_DEPTH plies, on one thread with a transposition
 * table of AK_PRACTICE_STARTER_TABLE_MB megabytes emptied before each
 * search, from the position alone (no game before it).  An exercise is
 * kept only if searches of AK_PRACTICE_STARTER_APP_DEPTH plies (the depth
 * at which the app checks a practice answer, the review's fixed depth)
 * and of AK_PRACTICE_STARTER_CHECK_DEPTH plies find the same right
 * answers. */
#define AK_PRACTICE_STARTER_DEPTH       10
#define AK_PRACTICE_STARTER_APP_DEPTH   12
#define AK_PRACTICE_STARTER_CHECK_DEPTH 14
#define AK_PRACTICE_STARTER_TABLE_MB    2

/* The tags of an exercise beyond AKN's own (each one a game with a
 * Position tag and no moves).  Values are in seeds, from the side to
 * move's point of view, as `adji-kui-cli analyse` writes them: `+3` when
 * proved, `+2.50` when estimated. */
#define AK_PRACTICE_STARTER_TAG_THEME      "Theme"      /* theme keys, comma-separated, the main one first */
#define AK_PRACTICE_STARTER_TAG_DIFFICULTY "Difficulty" /* 1 (easy) to 5 */
#define AK_PRACTICE_STARTER_TAG_ANSWERS    "Answers"    /* the right holes, best first, space-separated */
#define AK_PRACTICE_STARTER_TAG_BEST_SCORE "BestScore"  /* the best move's value */
#define AK_PRACTICE_STARTER_TAG_VALUES     "Values"     /* every legal move and its value, best first:
                                                         * "c +3.00, e +2.50, a -4.10" */
#define AK_PRACTICE_STARTER_TAG_TEMPTING   "Tempting"   /* the wrong move that looks best at one ply */
#define AK_PRACTICE_STARTER_TAG_FOUND      "Found"      /* the search depth from which the best
                                                         * move is always a right answer */

/* The themes, as the Theme tag and a card's themes name them. */
#define AK_PRACTICE_THEME_CASA         "casa"          /* II: take a casa, in the move's first lap */
#define AK_PRACTICE_THEME_RELAY        "relay"         /* II: a relay that comes round into a casa */
#define AK_PRACTICE_THEME_STOP_CASA    "stop-casa"     /* II: the opponent threatens a casa: stop it */
#define AK_PRACTICE_THEME_CAPTURE      "capture"       /* I: capture 2s and 3s in one hole */
#define AK_PRACTICE_THEME_CHAIN        "chain"         /* I: capture a chain of holes */
#define AK_PRACTICE_THEME_STOP_CAPTURE "stop-capture"  /* I: the opponent threatens a capture: stop it */
#define AK_PRACTICE_THEME_SAFE         "safe"          /* no threat yet, but most moves make one */
#define AK_PRACTICE_THEME_SET_UP       "set-up"        /* a move that makes a capture next turn */
#define AK_PRACTICE_THEME_ENDGAME      "endgame"       /* at most 24 seeds left on the board */

GPtrArray  *ak_practice_starter_load          (GError         **error) G_GNUC_WARN_UNUSED_RESULT;
guint       ak_practice_starter_add_to_deck   (AkPracticeDeck  *deck,
                                               gint64           now,
                                               GError         **error);
const char *ak_practice_starter_theme_name    (const char      *theme);
gboolean    ak_practice_starter_parse_score   (const char      *text,
                                               int             *score,
                                               gboolean        *exact);

G_END_DECLS
