/* ak-examples.c — positions that show a rule at work, found by playing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * How to Play and the Rules page show a relay, a casa, an own four and a
 * chain of captures on a board.  The examples are found by the engine, not
 * written out, so they follow the rules as the engine plays them.
 */

#include "config.h"

#include "ak-examples.h"

/**
 * ak_examples_find_move:
 * @pos: a position
 * @rules: the rules to play under
 * @end: the lap end to show (an #AkLapEnd), or -1 for any
 * @needs_relay: whether the move must relay first
 * @min_captures: the holes the move must capture from, at least
 *
 * Returns: the first move of @pos that does what is asked, or AK_MOVE_NONE
 */
int
ak_examples_find_move (const AkPosition *pos,
                       const AkRules    *rules,
                       int               end,
                       gboolean          needs_relay,
                       guint             min_captures)
{
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      g_autoptr(AkTrace) trace = ak_trace_new ();
      AkPosition after = *pos;
      gboolean has_end = end < 0, has_relay = FALSE;

      if (ak_position_play_traced (&after, rules, hole, trace) != AK_VERDICT_LEGAL)
        continue;
      for (guint i = 0; i < trace->laps->len; i++)
        {
          const AkLap *lap = &g_array_index (trace->laps, AkLap, i);

          has_end |= (int) lap->end == end;
          has_relay |= lap->end == AK_LAP_END_RELAY;
        }
      if (has_end && (!needs_relay || has_relay) && trace->captures->len >= min_captures)
        return hole;
    }
  return AK_MOVE_NONE;
}

/**
 * ak_examples_find:
 * @rules: the rules to play under
 * @end: the lap end to show, or -1 for any
 * @needs_relay: whether the move must relay first
 * @min_captures: the holes the move must capture from, at least
 * @pos: (out): the position the example is played from
 * @move: (out): the move
 *
 * Walks a line of play from the start (the first legal move each time)
 * until a move of the side to move does what is asked.
 *
 * Returns: whether one was found within 200 plies
 */
gboolean
ak_examples_find (const AkRules *rules,
                  int            end,
                  gboolean       needs_relay,
                  guint          min_captures,
                  AkPosition    *pos,
                  int           *move)
{
  AkPosition at;

  ak_position_init_start (&at, rules->first);
  for (guint ply = 0; ply < 200; ply++)
    {
      AkMoveList list;
      int found = ak_examples_find_move (&at, rules, end, needs_relay, min_captures);

      if (found != AK_MOVE_NONE)
        {
          *pos = at;
          *move = found;
          return TRUE;
        }
      if (ak_position_legal_moves (&at, rules, &list) == 0)
        break;
      at = list.children[0];
    }
  return FALSE;
}
