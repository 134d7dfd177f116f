/* ak-moves.h — legal moves, sowing, captures and the end of play (RULES.md §2–§4)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-position.h"
#include "ak-rules.h"
#include "ak-types.h"

G_BEGIN_DECLS

/* Why a move is or is not allowed.  Refusing a move is normal play, not an
 * error, so this is a return value rather than a GError. */
typedef enum
{
  AK_VERDICT_LEGAL,
  AK_VERDICT_NOT_A_HOLE,       /* not 0..11 nor a pass */
  AK_VERDICT_NOT_OWNER,        /* the hole belongs to the opponent */
  AK_VERDICT_EMPTY,            /* the hole holds no seed */
  AK_VERDICT_SINGLETON,        /* the hole holds one seed */
  AK_VERDICT_ENDLESS,          /* Adji Kui II: the relay would never end */
  AK_VERDICT_PASS_NOT_ALLOWED, /* a pass while a move exists */
  AK_VERDICT_GAME_OVER,        /* the game has ended */
} AkVerdict;

/* What a played move did, without the full trace. */
typedef struct
{
  guint8 captured;   /* seeds captured by the move */
  guint8 last;       /* hole the last seed fell into (AK_MOVE_PASS for a pass) */
  guint  laps;       /* laps sown (0 for a pass) */
} AkMoveInfo;

/* The legal moves of the side to move, each with the position it leads to.
 * n_moves is 0 when the game is over on the board (Adji Kui II with 8 seeds
 * or fewer, or no move for either side); a forced pass is one AK_MOVE_PASS. */
typedef struct
{
  guint      n_moves;
  guint8     moves[AK_MAX_MOVES];
  AkMoveInfo info[AK_MAX_MOVES];
  AkPosition children[AK_MAX_MOVES];
} AkMoveList;

/* How a lap of sowing ended. */
typedef enum
{
  AK_LAP_END_EMPTY,     /* II: the last seed fell into an empty hole */
  AK_LAP_END_CASA,      /* II: it made four in an opponent's hole, captured */
  AK_LAP_END_OWN_FOUR,  /* II: it made four in the mover's own hole */
  AK_LAP_END_RELAY,     /* II: the seeds of the last hole are lifted for a new lap */
  AK_LAP_END_SINGLE,    /* I: the one lap ended without a capture */
  AK_LAP_END_CAPTURE,   /* I: the one lap ended with a capture of 2s and 3s */
} AkLapEnd;

typedef struct
{
  guint8   from;        /* hole lifted from */
  guint8   n_seeds;     /* seeds lifted, = drops in this lap */
  guint8   last;        /* hole of the last drop */
  guint8   end;         /* AkLapEnd */
  guint    first_drop;  /* index of this lap's first drop in AkTrace.drops */
} AkLap;

typedef struct
{
  guint8 hole;
  guint8 seeds;
} AkCapture;

/* The full story of one move, for the board's animation and for study:
 * every lap, every drop in order, and the captures. */
typedef struct
{
  int     move;        /* the hole played, or AK_MOVE_PASS */
  AkSide  mover;
  guint   captured;    /* total seeds captured */
  GArray *laps;        /* AkLap */
  GArray *drops;       /* guint8 hole indices, all laps in order */
  GArray *captures;    /* AkCapture, in the order taken */
} AkTrace;

typedef enum
{
  AK_STATUS_MOVE,          /* the side to move has a legal move */
  AK_STATUS_PASS,          /* the side to move must pass */
  AK_STATUS_OVER_BOARD,    /* Adji Kui II: 8 seeds or fewer on the board */
  AK_STATUS_OVER_NO_MOVES, /* neither side has a legal move */
} AkStatus;

AkVerdict    ak_position_check_move   (const AkPosition *pos,
                                       const AkRules    *rules,
                                       int               move);
AkVerdict    ak_position_play         (AkPosition       *pos,
                                       const AkRules    *rules,
                                       int               move,
                                       AkMoveInfo       *info);
AkVerdict    ak_position_play_traced  (AkPosition       *pos,
                                       const AkRules    *rules,
                                       int               move,
                                       AkTrace          *trace);
guint        ak_position_legal_moves  (const AkPosition *pos,
                                       const AkRules    *rules,
                                       AkMoveList       *list);
gboolean     ak_position_side_can_move (const AkPosition *pos,
                                        const AkRules    *rules,
                                        AkSide            side);
AkStatus     ak_position_status       (const AkPosition *pos,
                                       const AkRules    *rules);
void         ak_position_division     (const AkPosition *pos,
                                       guint             totals[2]);
char        *ak_verdict_describe      (AkVerdict         verdict,
                                       const AkPosition *pos,
                                       int               move);
const char  *ak_verdict_to_string     (AkVerdict         verdict);
const char  *ak_lap_end_to_string     (AkLapEnd          end);

guint64      ak_perft                 (const AkPosition *pos,
                                       const AkRules    *rules,
                                       guint             depth);

AkTrace     *ak_trace_new             (void);
void         ak_trace_clear           (AkTrace          *trace);
void         ak_trace_free            (AkTrace          *trace);
AkTrace     *ak_trace_copy            (const AkTrace    *trace);
guint        ak_trace_get_n_laps      (const AkTrace    *trace);
const AkLap *ak_trace_get_lap         (const AkTrace    *trace,
                                       guint             index);
const guint8 *ak_trace_get_lap_drops  (const AkTrace    *trace,
                                       guint             index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkTrace, ak_trace_free)

G_END_DECLS
