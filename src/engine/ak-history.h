/* ak-history.h — the engine's record of one game: the positions played so
 * far, for the history-aware endings (repetition, no capture) of RULES.md §4
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-moves.h"
#include "ak-position.h"
#include "ak-rules.h"

G_BEGIN_DECLS

typedef enum
{
  AK_TERMINATION_NONE,
  AK_TERMINATION_BOARD,       /* Adji Kui II: 8 seeds or fewer on the board */
  AK_TERMINATION_NO_MOVES,    /* neither player has a legal move */
  AK_TERMINATION_REPETITION,  /* the same position for the repetition-th time */
  AK_TERMINATION_NO_CAPTURE,  /* no-capture-limit plies without a capture */
  AK_TERMINATION_AGREEMENT,   /* the players divided the seeds */
  AK_TERMINATION_MOVE_LIMIT,  /* AK_HISTORY_MAX_PLIES plies were played */
} AkTermination;

/* The most plies a game may last.  With both "repetition" and
 * "no-capture-limit" off nothing else stops two players who go round in
 * circles, and every ply costs memory; a game that reaches this many
 * plies ends there and the seeds are divided as at any other end.  It is
 * the most moves an AKN file may hold (AK_NOTATION_MAX_MOVES), so such a
 * game can still be saved and read back. */
#define AK_HISTORY_MAX_PLIES 1000000

/* How many terminations there are, none included: for tables by ending. */
#define AK_N_TERMINATIONS (AK_TERMINATION_MOVE_LIMIT + 1)

typedef struct _AkHistory AkHistory;

AkHistory        *ak_history_new              (const AkRules    *rules,
                                               const AkPosition *start);
AkHistory        *ak_history_copy             (const AkHistory  *history);
AkHistory        *ak_history_copy_tail        (const AkHistory  *history);
void              ak_history_free             (AkHistory        *history);
const AkRules    *ak_history_get_rules        (const AkHistory  *history);
const AkPosition *ak_history_get_start        (const AkHistory  *history);
const AkPosition *ak_history_get_position     (const AkHistory  *history);
const AkPosition *ak_history_get_position_at  (const AkHistory  *history,
                                               guint             ply);
guint             ak_history_get_n_plies      (const AkHistory  *history);
int               ak_history_get_move         (const AkHistory  *history,
                                               guint             ply);
guint             ak_history_get_plies_without_capture (const AkHistory *history);
guint             ak_history_get_max_plies    (const AkHistory  *history);
guint             ak_history_count_current    (const AkHistory  *history);
AkTermination     ak_history_get_termination  (const AkHistory  *history);
gboolean          ak_history_is_over          (const AkHistory  *history);
gboolean          ak_history_get_result       (const AkHistory  *history,
                                               guint             totals[2]);
AkVerdict         ak_history_check_move       (const AkHistory  *history,
                                               int               move);
AkVerdict         ak_history_play             (AkHistory        *history,
                                               int               move,
                                               AkMoveInfo       *info,
                                               AkTrace          *trace);
gboolean          ak_history_undo             (AkHistory        *history);
gboolean          ak_history_agree            (AkHistory        *history);

const char       *ak_termination_to_string    (AkTermination     termination);
gboolean          ak_termination_from_string  (const char       *text,
                                               AkTermination    *termination);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkHistory, ak_history_free)

G_END_DECLS
