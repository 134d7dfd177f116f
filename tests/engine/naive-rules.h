/* naive-rules.h — a second, deliberately plain implementation of the rules
 * of RULES.md §2–§4, written straight from the text: seeds dropped one by
 * one, endless relays found with a hash set of every (board, hole) state.
 * Slow and obvious, so the engine's fast paths can be checked against it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "ak-engine.h"

typedef enum
{
  NAIVE_OK,
  NAIVE_ENDLESS,
  NAIVE_TOO_LONG,   /* gave up after max_laps without a repeat */
} NaiveOutcome;

/* Sows @from for the side to move; on NAIVE_OK @pos is the position after
 * the move and *captured what it took.  Without @detect_endless it only
 * gives up after @max_laps. */
static inline NaiveOutcome
naive_play (AkPosition    *pos,
            const AkRules *rules,
            int            from,
            gboolean       detect_endless,
            guint          max_laps,
            guint         *captured)
{
  g_autoptr(GHashTable) seen = NULL;
  guint8 b[AK_N_HOLES + 1];
  AkSide mover = pos->side;
  int h = from;
  guint laps = 0;

  *captured = 0;
  memcpy (b, pos->holes, AK_N_HOLES);
  if (rules->variant == AK_VARIANT_ADJI_KUI_2 && detect_endless)
    seen = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                  (GDestroyNotify) g_bytes_unref, NULL);

  for (;;)
    {
      guint n = b[h];
      int at = h;

      if (seen != NULL)
        {
          GBytes *key;

          b[AK_N_HOLES] = (guint8) h;
          key = g_bytes_new (b, sizeof b);
          if (g_hash_table_contains (seen, key))
            {
              g_bytes_unref (key);
              return NAIVE_ENDLESS;
            }
          g_hash_table_add (seen, key);
        }
      if (++laps > max_laps)
        return NAIVE_TOO_LONG;

      b[h] = 0;
      while (n > 0)
        {
          at = (at + 1) % AK_N_HOLES;
          if (at == h && rules->skip_origin)
            continue;
          b[at]++;
          n--;
        }

      if (rules->variant == AK_VARIANT_ADJI_KUI_1)
        {
          /* Backwards from the last hole while it is an opponent's 2 or 3. */
          for (int k = 0; k < AK_N_HOLES; k++)
            {
              int p = (at - k + AK_N_HOLES) % AK_N_HOLES;

              if (ak_position_owner (pos, p) == mover || (b[p] != 2 && b[p] != 3))
                break;
              *captured += b[p];
              b[p] = 0;
            }
          break;
        }

      if (b[at] == 1)
        break;
      if (b[at] == 4)
        {
          if (ak_position_owner (pos, at) != mover)
            {
              *captured = 4;
              b[at] = 0;
            }
          break;
        }
      h = at;
    }

  memcpy (pos->holes, b, AK_N_HOLES);
  pos->stores[mover] += (guint8) *captured;
  pos->side = AK_SIDE_OTHER (mover);
  return NAIVE_OK;
}

static inline guint
naive_board (const AkPosition *pos)
{
  guint n = 0;

  for (int i = 0; i < AK_N_HOLES; i++)
    n += pos->holes[i];
  return n;
}

/* The legal moves of @side (as if it were to move), with their positions. */
static inline guint
naive_moves (const AkPosition *pos,
             const AkRules    *rules,
             AkSide            side,
             int               moves[AK_N_HOLES],
             AkPosition        children[AK_N_HOLES])
{
  guint n = 0;

  for (int h = 0; h < AK_N_HOLES; h++)
    {
      AkPosition child = *pos;
      guint captured;

      child.side = side;
      if (ak_position_owner (pos, h) != side || pos->holes[h] < 2)
        continue;
      if (naive_play (&child, rules, h, TRUE, G_MAXUINT, &captured) != NAIVE_OK)
        continue;
      moves[n] = h;
      children[n] = child;
      n++;
    }
  return n;
}

static inline guint64
naive_perft (const AkPosition *pos,
             const AkRules    *rules,
             guint             depth)
{
  int moves[AK_N_HOLES];
  AkPosition children[AK_N_HOLES];
  guint n;
  guint64 total = 0;

  if (depth == 0)
    return 1;
  if (rules->variant == AK_VARIANT_ADJI_KUI_2 && naive_board (pos) <= 8)
    return 0;

  n = naive_moves (pos, rules, pos->side, moves, children);
  if (n == 0)
    {
      int other_moves[AK_N_HOLES];
      AkPosition other_children[AK_N_HOLES];
      AkPosition passed = *pos;

      if (naive_moves (pos, rules, AK_SIDE_OTHER (pos->side), other_moves, other_children) == 0)
        return 0;
      passed.side = AK_SIDE_OTHER (pos->side);
      return naive_perft (&passed, rules, depth - 1);
    }

  for (guint i = 0; i < n; i++)
    total += naive_perft (&children[i], rules, depth - 1);
  return total;
}
