/* ak-playout.c — random games, played fast but by every rule
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-history-private.h"
#include "ak-moves.h"
#include "ak-playout.h"
#include "ak-sowing-private.h"

/* The positions since the last capture, for the repetition rule: an
 * open-addressing table keyed by the whole position (board, owners, side)
 * packed in 128 bits, so equal keys are equal positions.  A capture makes
 * every earlier position unreachable, and bumping the generation empties
 * the table in one step. */
typedef struct
{
  guint64 lo;
  guint64 hi;
  guint32 generation;
  guint32 count;
} Slot;

typedef struct
{
  Slot    *slots;
  guint    mask;
  guint    shift;      /* 64 - log2 (mask + 1) */
  guint    used;
  guint32  generation;
} Seen;

static void
seen_set_size (Seen  *seen,
               guint  size)
{
  seen->slots = g_new0 (Slot, size);
  seen->mask = size - 1;
  seen->shift = 64 - (guint) g_bit_storage (size - 1);
  seen->used = 0;
}

static void
seen_init (Seen  *seen,
           guint  expected)
{
  guint size = 64;

  while (size < 2 * expected)
    size <<= 1;
  seen_set_size (seen, size);
  seen->generation = 1;
}

static void
seen_clear (Seen *seen)
{
  seen->generation++;
  seen->used = 0;
}

static inline guint
seen_index (const Seen *seen,
            guint64     lo,
            guint64     hi)
{
  /* The top bits of a product depend on every bit of the key; a fixed
   * middle range of bits would leave some holes out of the index. */
  guint64 x = (lo ^ hi * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f)) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  return (guint) (x >> seen->shift);
}

G_NO_INLINE
static void
seen_grow (Seen *seen)
{
  Slot *old = seen->slots;
  guint old_size = seen->mask + 1;
  guint32 generation = seen->generation;

  seen_set_size (seen, old_size * 2);
  for (guint i = 0; i < old_size; i++)
    if (old[i].generation == generation)
      {
        guint j = seen_index (seen, old[i].lo, old[i].hi);

        while (seen->slots[j].generation == generation)
          j = (j + 1) & seen->mask;
        seen->slots[j] = old[i];
        seen->used++;
      }
  g_free (old);
}

/* Records a position and returns how often it has now occurred.  Once a
 * ply: inline, with the rare growth out of line. */
static inline guint
seen_add (Seen    *seen,
          guint64  lo,
          guint64  hi)
{
  guint i;

  if (G_UNLIKELY (2 * (seen->used + 1) > seen->mask + 1))
    seen_grow (seen);

  for (i = seen_index (seen, lo, hi);; i = (i + 1) & seen->mask)
    {
      Slot *slot = &seen->slots[i];

      if (slot->generation != seen->generation)
        {
          slot->lo = lo;
          slot->hi = hi;
          slot->generation = seen->generation;
          slot->count = 1;
          seen->used++;
          return 1;
        }
      if (slot->lo == lo && slot->hi == hi)
        return ++slot->count;
    }
}

static inline guint
seen_add_position (Seen             *seen,
                   const AkPosition *pos)
{
  guint64 lo, hi;

  ak_board_load (pos->holes, &lo, &hi);
  hi |= (guint64) pos->owners << 32 | (guint64) pos->side << 48;
  return seen_add (seen, lo, hi);
}

/* Plays a uniformly random legal move of the side to move.  Returns FALSE
 * if it has none. */
static inline gboolean
play_random_move (AkPosition     *pos,
                  const AkRules  *rules,
                  AkRandom       *rng,
                  int            *played,
                  AkMoveInfo     *info,
                  AkPlayoutStats *stats)
{
  guint64 lo, hi;
  guint8 candidates[AK_N_HOLES];
  guint mask, n, i;
  int move;

  ak_board_load (pos->holes, &lo, &hi);
  mask = ak_board_sowable (lo, hi) & ak_position_owned_mask (pos, pos->side);
  n = ak_mask_count (mask);
  if (n == 0)
    return FALSE;

  /* The candidates in hole order, the i-th of them drawn. */
  i = ak_random_below (rng, n);
  move = ak_mask_nth (mask, i);
  if (G_LIKELY (_ak_play_hole (pos, rules, move, info)))
    {
      *played = move;
      return TRUE;
    }

  /* An endless relay: strike it out and draw again among the others, which
   * keeps the choice uniform over the legal moves.  (Rare enough to use a
   * plain list, kept in the order the draws have always used.) */
  n = 0;
  for (; mask != 0; mask &= mask - 1)
    candidates[n++] = (guint8) ak_mask_first (mask);

  for (;;)
    {
      if (stats != NULL)
        {
          stats->endless_refused++;
          if (stats->refused != NULL)
            {
              AkRefusedMove refused = { *pos, move };

              g_array_append_val (stats->refused, refused);
            }
        }
      candidates[i] = candidates[--n];
      if (n == 0)
        break;

      i = ak_random_below (rng, n);
      move = candidates[i];
      if (_ak_play_hole (pos, rules, move, info))
        {
          *played = move;
          return TRUE;
        }
    }

  return FALSE;
}

AkTermination
ak_playout_game (const AkRules    *rules,
                 const AkPosition *start,
                 AkRandom         *rng,
                 AkPosition       *final,
                 GArray           *moves,
                 AkPlayoutStats   *stats)
{
  AkPosition pos = *start;
  AkTermination termination = AK_TERMINATION_NONE;
  gboolean board_rule = rules->variant == AK_VARIANT_ADJI_KUI_2;
  guint on_board = ak_position_seeds_on_board (start);
  guint quiet = 0;
  guint plies = 0;
  guint max_plies = _ak_history_get_default_max_plies ();
  Seen seen;

  g_return_val_if_fail (rules != NULL, AK_TERMINATION_NONE);
  g_return_val_if_fail (start != NULL, AK_TERMINATION_NONE);
  g_return_val_if_fail (rng != NULL, AK_TERMINATION_NONE);

  /* Start small and let the table grow: captures empty it every few
   * plies, and zeroing room for the longest quiet stretch allowed would
   * cost more than a typical game's moves. */
  seen_init (&seen, 16);
  seen_add_position (&seen, &pos);

  if (board_rule && on_board <= 8)
    termination = AK_TERMINATION_BOARD;
  else if (ak_position_status (&pos, rules) == AK_STATUS_OVER_NO_MOVES)
    termination = AK_TERMINATION_NO_MOVES;

  while (termination == AK_TERMINATION_NONE)
    {
      AkMoveInfo info;
      int move;
      guint count;

      if (!play_random_move (&pos, rules, rng, &move, &info, stats))
        {
          /* No move: a pass, unless the opponent has none either, and then
           * the game ended with the last ply. */
          if (!ak_position_side_can_move (&pos, rules, AK_SIDE_OTHER (pos.side)))
            {
              termination = AK_TERMINATION_NO_MOVES;
              break;
            }
          pos.side = AK_SIDE_OTHER (pos.side);
          move = AK_MOVE_PASS;
          info.captured = 0;
          info.laps = 0;
          if (stats != NULL)
            stats->passes++;
        }

      plies++;
      if (moves != NULL)
        g_array_append_val (moves, move);
      if (stats != NULL)
        {
          stats->plies++;
          stats->laps += info.laps;
          stats->max_laps = MAX (stats->max_laps, info.laps);
        }

      if (info.captured > 0)
        {
          quiet = 0;
          on_board -= info.captured;
          seen_clear (&seen);
        }
      else
        quiet++;
      count = seen_add_position (&seen, &pos);

      if (board_rule && on_board <= 8)
        termination = AK_TERMINATION_BOARD;
      else if ((rules->repetition > 0 && count >= rules->repetition) ||
               (rules->no_capture_limit > 0 && quiet >= rules->no_capture_limit) ||
               plies >= max_plies)
        {
          /* Same order of precedence as AkHistory: no moves first, the
           * move limit last. */
          if (ak_position_status (&pos, rules) == AK_STATUS_OVER_NO_MOVES)
            termination = AK_TERMINATION_NO_MOVES;
          else if (rules->repetition > 0 && count >= rules->repetition)
            termination = AK_TERMINATION_REPETITION;
          else if (rules->no_capture_limit > 0 && quiet >= rules->no_capture_limit)
            termination = AK_TERMINATION_NO_CAPTURE;
          else
            termination = AK_TERMINATION_MOVE_LIMIT;
        }
    }

  g_free (seen.slots);

  if (stats != NULL)
    {
      stats->games++;
      stats->terminations[termination]++;
    }
  if (final != NULL)
    *final = pos;

  return termination;
}
