/* ak-moves.c — legal moves, sowing, captures and the end of play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hot path (ak_position_play, ak_position_legal_moves) allocates
 * nothing and sows a whole lap with two 64-bit additions: the board lives
 * in sixteen bytes, and a lap of n < 12 seeds from hole h adds one seed to
 * each of the n holes after h, which is a constant byte mask.  No count
 * ever passes 48, so the bytes never carry into each other.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-moves.h"
#include "ak-moves-private.h"
#include "ak-sowing-private.h"

/* 0 = exact endless-relay detection (the rule).  Only the benchmark sets
 * a cap, to measure what the detection costs. */
guint _ak_lap_cap_for_bench = 0;

void
_ak_moves_set_lap_cap_for_bench (guint cap)
{
  _ak_lap_cap_for_bench = cap;
}

/* The seeds on the board, from its two words. */
static inline guint
board_seeds (const AkPosition *pos)
{
  guint64 lo, hi;

  ak_board_load (pos->holes, &lo, &hi);
  return ak_board_seeds (lo, hi);
}

static inline gboolean
board_is_over (const AkPosition *pos,
               const AkRules    *rules)
{
  if (rules->variant != AK_VARIANT_ADJI_KUI_2)
    return FALSE;
  return board_seeds (pos) <= 8;
}

/* The holes @side may choose before endless relays are ruled out. */
static inline guint
candidate_mask (const AkPosition *pos,
                AkSide            side)
{
  guint64 lo, hi;

  ak_board_load (pos->holes, &lo, &hi);
  return ak_board_sowable (lo, hi) & ak_position_owned_mask (pos, side);
}

static gboolean
side_can_move (const AkPosition *pos,
               const AkRules    *rules,
               AkSide            side)
{
  guint mask = candidate_mask (pos, side);

  if (rules->variant == AK_VARIANT_ADJI_KUI_1)
    return mask != 0;

  /* Which side moves does not change the relay, only its captures. */
  for (; mask != 0; mask &= mask - 1)
    if (!_ak_relay_is_endless (pos, rules, ak_mask_first (mask)))
      return TRUE;
  return FALSE;
}

/**
 * ak_position_side_can_move:
 * @pos: a position
 * @rules: the rule options
 * @side: a player, not necessarily the one to move
 *
 * Whether @side would have a legal move (endless relays excluded) if it were
 * its turn.  The 8-seed end of Adji Kui II is not considered.
 *
 * Returns: %TRUE if @side has a move.
 */
gboolean
ak_position_side_can_move (const AkPosition *pos,
                           const AkRules    *rules,
                           AkSide            side)
{
  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);

  return side_can_move (pos, rules, side);
}

/**
 * ak_position_status:
 * @pos: a position
 * @rules: the rule options
 *
 * Whether the side to move has a move, must pass, or whether the game has
 * ended on the board.  The endings that need the game's history
 * (repetition, no capture) are #AkHistory's.
 *
 * Returns: the status.
 */
AkStatus
ak_position_status (const AkPosition *pos,
                    const AkRules    *rules)
{
  g_return_val_if_fail (pos != NULL, AK_STATUS_OVER_NO_MOVES);
  g_return_val_if_fail (rules != NULL, AK_STATUS_OVER_NO_MOVES);

  if (board_is_over (pos, rules))
    return AK_STATUS_OVER_BOARD;
  if (side_can_move (pos, rules, pos->side))
    return AK_STATUS_MOVE;
  if (side_can_move (pos, rules, AK_SIDE_OTHER (pos->side)))
    return AK_STATUS_PASS;
  return AK_STATUS_OVER_NO_MOVES;
}

/* The verdict on a hole move before it is sown. */
static inline AkVerdict
check_hole (const AkPosition *pos,
            int               move)
{
  if (ak_position_owner (pos, move) != pos->side)
    return AK_VERDICT_NOT_OWNER;
  if (pos->holes[move] == 0)
    return AK_VERDICT_EMPTY;
  if (pos->holes[move] == 1)
    return AK_VERDICT_SINGLETON;
  return AK_VERDICT_LEGAL;
}

/**
 * ak_position_play:
 * @pos: a position, changed only if the move is legal
 * @rules: the rule options
 * @move: a hole 0..11 or %AK_MOVE_PASS
 * @info: (out) (optional): what the move did
 *
 * Plays @move for the side to move if the rules allow it.
 *
 * Returns: %AK_VERDICT_LEGAL if the move was played, else why not.
 */
AkVerdict
ak_position_play (AkPosition    *pos,
                  const AkRules *rules,
                  int            move,
                  AkMoveInfo    *info)
{
  AkVerdict verdict;

  g_return_val_if_fail (pos != NULL, AK_VERDICT_NOT_A_HOLE);
  g_return_val_if_fail (rules != NULL, AK_VERDICT_NOT_A_HOLE);

  if (move == AK_MOVE_PASS)
    {
      switch (ak_position_status (pos, rules))
        {
        case AK_STATUS_MOVE:
          return AK_VERDICT_PASS_NOT_ALLOWED;
        case AK_STATUS_OVER_BOARD:
        case AK_STATUS_OVER_NO_MOVES:
          return AK_VERDICT_GAME_OVER;
        case AK_STATUS_PASS:
        default:
          break;
        }
      pos->side = AK_SIDE_OTHER (pos->side);
      if (info != NULL)
        {
          info->captured = 0;
          info->last = AK_MOVE_PASS;
          info->laps = 0;
        }
      return AK_VERDICT_LEGAL;
    }

  if (!ak_hole_is_valid (move))
    return AK_VERDICT_NOT_A_HOLE;
  if (board_is_over (pos, rules))
    return AK_VERDICT_GAME_OVER;

  verdict = check_hole (pos, move);
  if (verdict != AK_VERDICT_LEGAL)
    return verdict;

  if (!_ak_play_hole (pos, rules, move, info))
    return AK_VERDICT_ENDLESS;

  return AK_VERDICT_LEGAL;
}

/**
 * ak_position_check_move:
 * @pos: a position
 * @rules: the rule options
 * @move: a hole 0..11 or %AK_MOVE_PASS
 *
 * Returns: %AK_VERDICT_LEGAL if @move may be played, else why not.
 */
AkVerdict
ak_position_check_move (const AkPosition *pos,
                        const AkRules    *rules,
                        int               move)
{
  AkPosition copy = *pos;

  return ak_position_play (&copy, rules, move, NULL);
}

/**
 * ak_position_legal_moves:
 * @pos: a position
 * @rules: the rule options
 * @list: (out caller-allocates): the moves and the positions they lead to
 *
 * Lists the legal moves of the side to move in hole order, each played
 * out.  A forced pass is the single move %AK_MOVE_PASS; a game that has
 * ended on the board (Adji Kui II with 8 seeds or fewer, or no move for
 * either side) has none.
 *
 * Returns: the number of moves.
 */
guint
ak_position_legal_moves (const AkPosition *pos,
                         const AkRules    *rules,
                         AkMoveList       *list)
{
  guint mask;
  guint n = 0;

  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (list != NULL, 0);

  list->n_moves = 0;
  if (board_is_over (pos, rules))
    return 0;

  mask = candidate_mask (pos, pos->side);
  for (; mask != 0; mask &= mask - 1)
    {
      int h = ak_mask_first (mask);

      list->children[n] = *pos;
      if (_ak_play_hole (&list->children[n], rules, h, &list->info[n]))
        list->moves[n++] = (guint8) h;
    }

  if (n == 0 && side_can_move (pos, rules, AK_SIDE_OTHER (pos->side)))
    {
      list->children[0] = *pos;
      list->children[0].side = AK_SIDE_OTHER (pos->side);
      list->moves[0] = AK_MOVE_PASS;
      list->info[0].captured = 0;
      list->info[0].last = AK_MOVE_PASS;
      list->info[0].laps = 0;
      n = 1;
    }

  list->n_moves = n;
  return n;
}

/**
 * ak_position_division:
 * @pos: a finished position
 * @totals: (out): the seeds each player ends the game with, by #AkSide
 *
 * The final division (RULES.md §4): each player adds the seeds left in the
 * holes it owns to its store.  Banks are not included.
 */
void
ak_position_division (const AkPosition *pos,
                      guint             totals[2])
{
  totals[AK_SOUTH] = pos->stores[AK_SOUTH] + ak_position_seeds_owned (pos, AK_SOUTH);
  totals[AK_NORTH] = pos->stores[AK_NORTH] + ak_position_seeds_owned (pos, AK_NORTH);
}

static guint64
perft (const AkPosition *pos,
       const AkRules    *rules,
       guint             depth)
{
  AkMoveList list;
  guint64 total = 0;

  /* The last ply's moves are played too, so "nodes a second" means moves
   * made a second. */
  ak_position_legal_moves (pos, rules, &list);
  if (depth == 1)
    return list.n_moves;
  for (guint i = 0; i < list.n_moves; i++)
    total += perft (&list.children[i], rules, depth - 1);
  return total;
}

/**
 * ak_perft:
 * @pos: a position
 * @rules: the rule options
 * @depth: plies
 *
 * Counts the move sequences of exactly @depth plies from @pos (RULES.md
 * §7): a forced pass is a ply, a finished game has no moves, repetition and
 * no-capture endings are ignored, endless relays are excluded.  Every
 * counted move is played, the last ply's included.
 *
 * Returns: the count.
 */
guint64
ak_perft (const AkPosition *pos,
          const AkRules    *rules,
          guint             depth)
{
  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (rules != NULL, 0);

  if (depth == 0)
    return 1;
  return perft (pos, rules, depth);
}

/* The traced twin of play_hole(), for a move already checked legal. */
static void
play_hole_traced (AkPosition    *pos,
                  const AkRules *rules,
                  int            from,
                  AkTrace       *trace)
{
  guint8 *b = pos->holes;
  AkSide mover = pos->side;
  guint opp = ak_position_owned_mask (pos, AK_SIDE_OTHER (mover));
  int h = from;

  for (;;)
    {
      AkLap lap = { 0, };
      guint n = b[h];
      guint c;
      int at = h;

      lap.from = (guint8) h;
      lap.n_seeds = (guint8) n;
      lap.first_drop = trace->drops->len;
      b[h] = 0;

      for (guint i = 0; i < n; i++)
        {
          guint8 drop;

          at = AK_NEXT_HOLE (at);
          if (at == h && rules->skip_origin)
            at = AK_NEXT_HOLE (at);
          drop = (guint8) at;
          b[at]++;
          g_array_append_val (trace->drops, drop);
        }
      lap.last = (guint8) at;
      c = b[at];

      if (rules->variant == AK_VARIANT_ADJI_KUI_1)
        {
          lap.end = AK_LAP_END_SINGLE;
          for (int k = 0, p = at; k < AK_N_HOLES; k++, p = AK_PREV_HOLE (p))
            {
              AkCapture capture;

              if (!(opp & (1u << p)) || (b[p] != 2 && b[p] != 3))
                break;
              capture.hole = (guint8) p;
              capture.seeds = b[p];
              g_array_append_val (trace->captures, capture);
              trace->captured += b[p];
              b[p] = 0;
              lap.end = AK_LAP_END_CAPTURE;
            }
          g_array_append_val (trace->laps, lap);
          break;
        }

      if (c == 1)
        lap.end = AK_LAP_END_EMPTY;
      else if (c == 4 && (opp & (1u << at)))
        {
          AkCapture capture = { (guint8) at, 4 };

          lap.end = AK_LAP_END_CASA;
          g_array_append_val (trace->captures, capture);
          trace->captured += 4;
          b[at] = 0;
        }
      else if (c == 4)
        lap.end = AK_LAP_END_OWN_FOUR;
      else
        lap.end = AK_LAP_END_RELAY;

      g_array_append_val (trace->laps, lap);
      if (lap.end != AK_LAP_END_RELAY)
        break;
      h = at;
    }

  pos->stores[mover] += (guint8) trace->captured;
  pos->side = AK_SIDE_OTHER (mover);
}

/**
 * ak_position_play_traced:
 * @pos: a position, changed only if the move is legal
 * @rules: the rule options
 * @move: a hole 0..11 or %AK_MOVE_PASS
 * @trace: (out caller-allocates): cleared, then filled with every lap and
 *   drop of the move
 *
 * Like ak_position_play(), recording the whole sowing for the board's
 * animation.
 *
 * Returns: %AK_VERDICT_LEGAL if the move was played, else why not.
 */
AkVerdict
ak_position_play_traced (AkPosition    *pos,
                         const AkRules *rules,
                         int            move,
                         AkTrace       *trace)
{
  AkVerdict verdict;

  g_return_val_if_fail (pos != NULL, AK_VERDICT_NOT_A_HOLE);
  g_return_val_if_fail (trace != NULL, AK_VERDICT_NOT_A_HOLE);

  ak_trace_clear (trace);
  verdict = ak_position_check_move (pos, rules, move);
  if (verdict != AK_VERDICT_LEGAL)
    return verdict;

  trace->move = move;
  trace->mover = pos->side;

  if (move == AK_MOVE_PASS)
    pos->side = AK_SIDE_OTHER (pos->side);
  else
    play_hole_traced (pos, rules, move, trace);

  return AK_VERDICT_LEGAL;
}

/**
 * ak_verdict_to_string:
 * @verdict: a verdict
 *
 * Returns: a stable English key for @verdict, for logs and scripts.
 */
const char *
ak_verdict_to_string (AkVerdict verdict)
{
  switch (verdict)
    {
    case AK_VERDICT_LEGAL:            return "legal";
    case AK_VERDICT_NOT_A_HOLE:       return "not-a-hole";
    case AK_VERDICT_NOT_OWNER:        return "not-owner";
    case AK_VERDICT_EMPTY:            return "empty";
    case AK_VERDICT_SINGLETON:        return "singleton";
    case AK_VERDICT_ENDLESS:          return "endless";
    case AK_VERDICT_PASS_NOT_ALLOWED: return "pass-not-allowed";
    case AK_VERDICT_GAME_OVER:        return "game-over";
    default:                          return "unknown";
    }
}

/**
 * ak_verdict_describe:
 * @verdict: a verdict from ak_position_check_move()
 * @pos: the position the move was tried in
 * @move: the move tried
 *
 * Returns: (transfer full): a plain, translated sentence fragment saying
 *   why the move is refused, the fact and then the rule it breaks, such as
 *   “hole c holds 1 seed; a hole needs at least 2 seeds to be sown”.
 */
char *
ak_verdict_describe (AkVerdict         verdict,
                     const AkPosition *pos,
                     int               move)
{
  char name = ak_hole_to_char (move);

  switch (verdict)
    {
    case AK_VERDICT_LEGAL:
      return g_strdup (_("the move is legal"));
    case AK_VERDICT_NOT_A_HOLE:
      return g_strdup (_("there is no such hole (a–f, A–F)"));
    case AK_VERDICT_NOT_OWNER:
      return g_strdup_printf (_("hole %c belongs to %s; a player sows only from their own holes"), name,
                              ak_side_name (ak_position_owner (pos, move)));
    case AK_VERDICT_EMPTY:
      return g_strdup_printf (_("hole %c is empty; a hole needs at least 2 seeds to be sown"), name);
    case AK_VERDICT_SINGLETON:
      return g_strdup_printf (_("hole %c holds 1 seed; a hole needs at least 2 seeds to be sown"), name);
    case AK_VERDICT_ENDLESS:
      return g_strdup_printf (_("hole %c starts an endless relay; a move must come to an end"), name);
    case AK_VERDICT_PASS_NOT_ALLOWED:
      return g_strdup_printf (_("%s has a move; a player passes only with no move left"), ak_side_name (pos->side));
    case AK_VERDICT_GAME_OVER:
      return g_strdup (_("the game is over"));
    default:
      return g_strdup (_("the move is not allowed"));
    }
}

/**
 * ak_lap_end_to_string:
 * @end: how a lap ended
 *
 * Returns: a stable English key: `empty`, `casa`, `own-four`, `relay`,
 *   `single` or `capture`.
 */
const char *
ak_lap_end_to_string (AkLapEnd end)
{
  switch (end)
    {
    case AK_LAP_END_EMPTY:    return "empty";
    case AK_LAP_END_CASA:     return "casa";
    case AK_LAP_END_OWN_FOUR: return "own-four";
    case AK_LAP_END_RELAY:    return "relay";
    case AK_LAP_END_SINGLE:   return "single";
    case AK_LAP_END_CAPTURE:  return "capture";
    default:                  return "unknown";
    }
}

/**
 * ak_trace_new:
 *
 * Returns: (transfer full): an empty trace.
 */
AkTrace *
ak_trace_new (void)
{
  AkTrace *trace = g_new0 (AkTrace, 1);

  trace->move = AK_MOVE_NONE;
  trace->laps = g_array_new (FALSE, FALSE, sizeof (AkLap));
  trace->drops = g_array_new (FALSE, FALSE, sizeof (guint8));
  trace->captures = g_array_new (FALSE, FALSE, sizeof (AkCapture));
  return trace;
}

/**
 * ak_trace_clear:
 * @trace: a trace
 *
 * Empties @trace, keeping its memory for the next move.
 */
void
ak_trace_clear (AkTrace *trace)
{
  trace->move = AK_MOVE_NONE;
  trace->mover = AK_SOUTH;
  trace->captured = 0;
  g_array_set_size (trace->laps, 0);
  g_array_set_size (trace->drops, 0);
  g_array_set_size (trace->captures, 0);
}

/**
 * ak_trace_free:
 * @trace: (nullable): a trace
 */
void
ak_trace_free (AkTrace *trace)
{
  if (trace == NULL)
    return;
  g_array_unref (trace->laps);
  g_array_unref (trace->drops);
  g_array_unref (trace->captures);
  g_free (trace);
}

/**
 * ak_trace_copy:
 * @trace: a trace
 *
 * Returns: (transfer full): a deep copy of @trace.
 */
AkTrace *
ak_trace_copy (const AkTrace *trace)
{
  AkTrace *copy = ak_trace_new ();

  copy->move = trace->move;
  copy->mover = trace->mover;
  copy->captured = trace->captured;
  g_array_append_vals (copy->laps, trace->laps->data, trace->laps->len);
  g_array_append_vals (copy->drops, trace->drops->data, trace->drops->len);
  g_array_append_vals (copy->captures, trace->captures->data, trace->captures->len);
  return copy;
}

/**
 * ak_trace_get_n_laps:
 * @trace: a trace
 *
 * Returns: the number of laps sown.
 */
guint
ak_trace_get_n_laps (const AkTrace *trace)
{
  return trace->laps->len;
}

/**
 * ak_trace_get_lap:
 * @trace: a trace
 * @index: a lap, from 0
 *
 * Returns: (transfer none): the lap.
 */
const AkLap *
ak_trace_get_lap (const AkTrace *trace,
                  guint          index)
{
  g_return_val_if_fail (index < trace->laps->len, NULL);
  return &g_array_index (trace->laps, AkLap, index);
}

/**
 * ak_trace_get_lap_drops:
 * @trace: a trace
 * @index: a lap, from 0
 *
 * Returns: (transfer none) (array): the holes the lap's seeds fell into,
 *   in order; as many as the lap's n_seeds.
 */
const guint8 *
ak_trace_get_lap_drops (const AkTrace *trace,
                        guint          index)
{
  const AkLap *lap = ak_trace_get_lap (trace, index);

  g_return_val_if_fail (lap != NULL, NULL);
  return &g_array_index (trace->drops, guint8, lap->first_drop);
}
