/* ak-motifs.h — why a move was a mistake, read off the sowing: the
 * concrete consequence that tells the played line from the best one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-history.h"
#include "ak-types.h"

G_BEGIN_DECLS

/* How many plies of each line the motifs look at: the move (or the best
 * move) and the next seven, four of the opponent's and three of the
 * mover's.  A review's best line holds eight moves (AK_REVIEW_MAX_LINE), so
 * both of its lines fill the window. */
#define AK_MOTIF_PLIES 8

/* The most seeds on the board for AK_MOTIF_FEWER_SEEDS: an endgame, where
 * the seeds on each side are what the end of the game divides. */
#define AK_MOTIF_ENDGAME_SEEDS 24

/* The motifs, in the order that breaks a tie of seeds (see ak_motif_find()).
 * "The mover" is the player of the marked move; "the reply" is the
 * opponent's next move in the played line; "the window" is the first
 * AK_MOTIF_PLIES plies of each line. */
typedef enum
{
  AK_MOTIF_NONE,
  AK_MOTIF_REPETITION,      /* a move of the played line in the window
                             * repeats the position and the repetition rule
                             * divides the board, the mover not winning */
  AK_MOTIF_NO_CAPTURE,      /* a move of the played line in the window
                             * reaches the no-capture limit and the board is
                             * divided, the mover not winning */
  AK_MOTIF_GAME_END,        /* a move of the played line in the window
                             * ends the game otherwise (II: 8 seeds or fewer
                             * on the board; no move for either side), and
                             * the best line ends in its window with a
                             * better result for the mover, or the mover
                             * does not win and the best line does not end
                             * in its window */
  AK_MOTIF_GIVES_CASA,      /* II: the move leaves 3 in a hole of the mover
                             * (it held another count) and the reply takes
                             * them as a casa there */
  AK_MOTIF_EMPTIES_ROW,     /* an opponent's move leaves the mover no seed
                             * at all: it must pass */
  AK_MOTIF_NO_MOVE,         /* an opponent's move leaves the mover only
                             * singletons: it must pass */
  AK_MOTIF_ALLOWS_CAPTURE,  /* the opponent captures more in the window of
                             * the played line than of the best (a casa, or
                             * 2s and 3s): its largest capture at a hole
                             * where it captures less in the best line */
  AK_MOTIF_OWN_FOUR,        /* II: the move's last lap stops on a four of the
                             * mover's own and captures nothing, where the
                             * best move captures */
  AK_MOTIF_MISSES_CAPTURE,  /* the mover captures more in the window of the
                             * best line than of the played: its largest
                             * capture at a hole where it captures less in
                             * the played line */
  AK_MOTIF_LOSES_SEEDS,     /* when no motif above applies: both lines
                             * fill the window, and the mover's captures less
                             * the opponent's over it come to less in the
                             * played line than in the best */
  AK_MOTIF_FEWER_SEEDS,     /* when no other motif applies: both lines fill
                             * the window, each side captures as much in one
                             * as in the other, and at the window's end, in an
                             * endgame (at most AK_MOTIF_ENDGAME_SEEDS on
                             * the board), the mover's holes hold fewer seeds
                             * in the played line than in the best */
  AK_MOTIF_LATER_CAPTURE,   /* when no other motif applies: both lines fill
                             * the window, and at the end of the best
                             * line's window the mover (to move) has a
                             * capture larger than any it has at the end of
                             * the played line's */
  AK_MOTIF_THREAT,          /* when no other motif applies: both lines fill
                             * the window, and at the end of the played
                             * line's window the opponent, were it to move,
                             * has a capture larger than any it has at the
                             * end of the best line's */
} AkMotifKind;

#define AK_N_MOTIF_KINDS (AK_MOTIF_THREAT + 1)

typedef struct
{
  AkMotifKind kind;
  AkVariant   variant;
  AkSide      side;         /* the mover */
  int         move;         /* the move played */
  int         best;         /* the best move */
  int         reply;        /* the move of the cited line that does it (the
                             * opponent's capture or the move that makes the
                             * mover pass; the best line's capture for a
                             * miss; the move for an own four), a hole or
                             * AK_MOVE_PASS; AK_MOVE_NONE if none */
  guint       ply;          /* that move's ply in its line: 0 the move (or
                             * the best move), 1 the reply, odd plies the
                             * opponent's, even ones the mover's */
  guint       line_length;  /* ply + 1 */
  int         line[AK_MOTIF_PLIES]; /* the cited line up to that move, from
                             * the move played (the best move for a miss) */
  int         hole;         /* the hole it is about, or AK_MOVE_NONE: the
                             * capture's first hole (where the last seed
                             * fell), the own four */
  guint       seeds;        /* the seeds captured by that move (for an own
                             * four: by the best move); endings: 0; loses
                             * seeds: how many seeds less the mover nets
                             * over the played line's window; fewer
                             * seeds: the mover's seeds on the board at the
                             * end of the played line's window */
  guint       n_holes;      /* holes captured: a chain of Adji Kui I */
  guint       other_seeds;  /* a capture: the seeds the same side captures
                             * at that hole (first in the chain) in the
                             * other line's window, fewer than this capture
                             * takes there; most often 0 */
  guint       division[2];  /* endings: the seeds left on the board that
                             * each side takes, by AkSide */
  guint       limit;        /* endings: the rule's number (the repetition
                             * count, the no-capture limit in plies) */
  AkTermination termination; /* game end: how the game ends */
  guint       result[2];    /* game end: each side's final seeds, by AkSide */
  gboolean    best_ends;    /* game end: the best line ends in its window */
  guint       best_result[2]; /* game end: then each side's final seeds */
  guint       taken[2];     /* loses seeds: the seeds each side captures
                             * over the played line's window, by AkSide */
  guint       best_taken[2]; /* loses seeds: the same over the best line's */
  guint       board;        /* fewer seeds: the seeds on the board at the
                             * window's end (the same in both lines) */
  guint       best_seeds;   /* fewer seeds: the mover's seeds on the board
                             * at the end of the best line's window (seeds:
                             * of the played line's) */
  int         capture_move; /* later capture, threat: the move that would
                             * capture, after the window's last ply (ply
                             * and line: the whole window of the cited
                             * line, the best line's for a later capture);
                             * hole, seeds, n_holes: its capture;
                             * other_seeds: the largest capture the same
                             * side has there at the end of the other
                             * line's window; AK_MOVE_NONE otherwise */
} AkMotif;

void         ak_motif_clear           (AkMotif         *motif);
AkMotifKind  ak_motif_find            (const AkHistory *history,
                                       int              played,
                                       const guint8    *played_line,
                                       guint            played_line_length,
                                       const guint8    *best_line,
                                       guint            best_line_length,
                                       AkMotif         *motif);
const char  *ak_motif_kind_to_string  (AkMotifKind      kind);

G_END_DECLS
