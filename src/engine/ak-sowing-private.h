/* ak-sowing-private.h — the engine's hot path: one move sown, no allocation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the move generator, the playouts and the search, so that each
 * can inline it.  The board lives in sixteen bytes, and a lap of n < 12
 * seeds from hole h adds one seed to each of the n holes after h: a
 * constant byte mask, added as two 64-bit words.  No count ever passes 48,
 * so the bytes never carry into each other.
 */

#pragma once

#include <string.h>

#include "ak-moves.h"

/* The board in two words: holes 0..7 in lo, 8..11 in hi, hole i in the
 * byte i % 8 counted from the least significant end. */
#define AK_SHIFT(i) (8 * ((guint) (i) & 7))

/* 1 if hole i is among the n holes that follow hole f in sowing order. */
#define AK_DROP(i, f, n) ((guint64) ((((i) - (f) + 23) % 12) < (n) ? 1 : 0))

#define AK_LO(f, n) (AK_DROP (0, f, n) << AK_SHIFT (0) | AK_DROP (1, f, n) << AK_SHIFT (1) | \
                     AK_DROP (2, f, n) << AK_SHIFT (2) | AK_DROP (3, f, n) << AK_SHIFT (3) | \
                     AK_DROP (4, f, n) << AK_SHIFT (4) | AK_DROP (5, f, n) << AK_SHIFT (5) | \
                     AK_DROP (6, f, n) << AK_SHIFT (6) | AK_DROP (7, f, n) << AK_SHIFT (7))
#define AK_HI(f, n) (AK_DROP (8, f, n) << AK_SHIFT (8) | AK_DROP (9, f, n) << AK_SHIFT (9) | \
                     AK_DROP (10, f, n) << AK_SHIFT (10) | AK_DROP (11, f, n) << AK_SHIFT (11))

/* A lap of n < 12 seeds from f, as one addition per word: a seed in each
 * of the n holes after f, and the n seeds taken out of f.  The words wrap
 * modulo 2^64 in between, but the sum is exact. */
#define AK_LAP(f, n) { AK_LO (f, n) - ((f) < 8 ? (guint64) (n) << AK_SHIFT (f) : 0), \
                       AK_HI (f, n) - ((f) >= 8 ? (guint64) (n) << AK_SHIFT (f) : 0) }
#define AK_LAP_ROW(f) { AK_LAP (f, 0), AK_LAP (f, 1), AK_LAP (f, 2), AK_LAP (f, 3), \
                        AK_LAP (f, 4), AK_LAP (f, 5), AK_LAP (f, 6), AK_LAP (f, 7), \
                        AK_LAP (f, 8), AK_LAP (f, 9), AK_LAP (f, 10), AK_LAP (f, 11) }

static const guint64 ak_laps[AK_N_HOLES][AK_N_HOLES][2] = {
  AK_LAP_ROW (0), AK_LAP_ROW (1), AK_LAP_ROW (2), AK_LAP_ROW (3),
  AK_LAP_ROW (4), AK_LAP_ROW (5), AK_LAP_ROW (6), AK_LAP_ROW (7),
  AK_LAP_ROW (8), AK_LAP_ROW (9), AK_LAP_ROW (10), AK_LAP_ROW (11),
};

#define AK_NEXT_HOLE(h) ((h) == AK_N_HOLES - 1 ? 0 : (h) + 1)
#define AK_PREV_HOLE(h) ((h) == 0 ? AK_N_HOLES - 1 : (h) - 1)

/* Hole @p (0..23) counted on round the board: @p modulo 12.  Whether a
 * lap wraps past F is as good as random, so this must not be a branch:
 * the even odds tell the compiler to use a conditional move (a jump
 * mispredicted half the time costs more than a short lap). */
static inline int
ak_wrap_hole (int p)
{
  return __builtin_expect_with_probability (p >= AK_N_HOLES, 1, 0.5) ? p - AK_N_HOLES : p;
}

/* Relays shorter than this are not checked for repeats at all: almost
 * every move ends sooner, and a check that starts late still finds every
 * endless relay, only some laps later. */
#define AK_ENDLESS_CHECK_FROM 24

extern guint _ak_lap_cap_for_bench;

/* Hole i is byte i of lo (counted from the least significant end) for
 * holes 0..7, and byte i - 8 of hi for holes 8..11: on a little-endian
 * machine that is the order of the bytes in memory, so the board loads
 * and stores as two words, not twelve bytes. */
static inline void
ak_board_load (const guint8  holes[AK_N_HOLES],
               guint64      *lo,
               guint64      *hi)
{
  guint64 l;
  guint32 h;

  memcpy (&l, holes, sizeof l);
  memcpy (&h, holes + 8, sizeof h);
  *lo = GUINT64_FROM_LE (l);
  *hi = GUINT32_FROM_LE (h);
}

static inline void
ak_board_store (guint8  holes[AK_N_HOLES],
                guint64 lo,
                guint64 hi)
{
  guint64 l = GUINT64_TO_LE (lo);
  guint32 h = GUINT32_TO_LE ((guint32) hi);

  memcpy (holes, &l, sizeof l);
  memcpy (holes + 8, &h, sizeof h);
}

/* The seeds on the board: the bytes never carry into each other (hole
 * counts and their pairwise sums stay below 256), and the product by
 * 0x0101... gathers the sum of all bytes into the top one. */
static inline guint
ak_board_seeds (guint64 lo,
                guint64 hi)
{
  return (guint) (((lo + hi) * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
}

/* The holes (bit i = hole i) that hold at least two seeds.  Adding 126
 * sets the top bit of a byte exactly when it holds two or more (no count
 * passes 48, so nothing carries), and the product by 0x0102...80 moves
 * the eight top bits, in order, into the top byte. */
static inline guint
ak_board_sowable (guint64 lo,
                  guint64 hi)
{
  const guint64 gather = G_GUINT64_CONSTANT (0x0102040810204080);
  const guint64 low_bits = G_GUINT64_CONSTANT (0x0101010101010101);
  const guint64 plus_126 = G_GUINT64_CONSTANT (0x7e7e7e7e7e7e7e7e);
  guint64 l = ((lo + plus_126) >> 7) & low_bits;
  guint64 h = ((hi + plus_126) >> 7) & G_GUINT64_CONSTANT (0x01010101);

  return (guint) ((l * gather) >> 56) | (guint) ((h * gather) >> 56) << 8;
}

/* The number of holes in a hole mask; __builtin_popcount() would be a
 * library call on the baseline x86-64. */
static inline guint
ak_mask_count (guint mask)
{
  mask = mask - ((mask >> 1) & 0x5555);
  mask = (mask & 0x3333) + ((mask >> 2) & 0x3333);
  mask = (mask + (mask >> 4)) & 0x0f0f;
  return (mask + (mask >> 8)) & 0x1f;
}

/* The lowest hole of a nonempty mask. */
static inline int
ak_mask_first (guint mask)
{
  return __builtin_ctz (mask);
}

/* The hole of rank @i (from 0, in hole order) in @mask, which holds more
 * than @i holes.  Without a loop, whose exit would be mispredicted on
 * almost every random draw: the mask is spread over the bytes of two
 * words, one hole a byte, and multiplying by 0x0101... turns each byte
 * into the number of holes of the mask up to it.  The answer is the
 * number of holes where that count is still @i or less; comparing all the
 * counts with @i at once is adding 127 - @i to each byte (no count passes
 * 12, so nothing carries) and looking at the top bits. */
static inline int
ak_mask_nth (guint mask,
             guint i)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  guint64 lo = ((mask & 0xff) * ones) & G_GUINT64_CONSTANT (0x8040201008040201);
  guint64 hi = ((mask >> 8) * ones) & G_GUINT64_CONSTANT (0x08040201);
  guint64 above;
  guint n_above;

  /* One byte a hole: 1 if the hole is in the mask. */
  lo = ((lo + G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f)) >> 7) & ones;
  hi = ((hi + G_GUINT64_CONSTANT (0x7f7f7f7f)) >> 7) & G_GUINT64_CONSTANT (0x01010101);

  /* Running counts. */
  lo *= ones;
  hi = ((hi * G_GUINT64_CONSTANT (0x01010101)) & G_GUINT64_CONSTANT (0xffffffff)) +
       (lo >> 56) * G_GUINT64_CONSTANT (0x01010101);

  /* Holes whose running count is above i. */
  above = ((lo + (0x7f - i) * ones) >> 7) & ones;
  n_above = (guint) ((above * ones) >> 56);
  above = ((hi + (0x7f - i) * G_GUINT64_CONSTANT (0x01010101)) >> 7) & G_GUINT64_CONSTANT (0x01010101);
  n_above += (guint) ((above * ones) >> 56);

  return AK_N_HOLES - (int) n_above;
}

static inline guint
ak_board_get (guint64 lo,
              guint64 hi,
              int     hole)
{
  /* Without a branch: which word holds the hole is as good as random in
   * a long relay, and a mispredicted jump costs more than the lap. */
  return (guint) ((hole < 8 ? lo : hi) >> AK_SHIFT (hole)) & 0xff;
}

/* Sows the @n seeds of @from (which still holds them); returns the hole
 * of the last drop. */
static inline int
ak_sow_lap (guint64  *lo,
            guint64  *hi,
            int       from,
            guint     n,
            gboolean  skip_origin)
{
  guint q, r;
  guint64 twelve_q;

  if (G_LIKELY (n < AK_N_HOLES))
    {
      *lo += ak_laps[from][n][0];
      *hi += ak_laps[from][n][1];
      return ak_wrap_hole (from + (int) n);
    }

  /* Twelve seeds or more: every hole gets q, r more go on as a short lap,
   * and the origin gives up all n (n - r = 12q without skip-origin).  With
   * skip-origin the origin is passed over: q = n / 11, and it gives up the
   * q it was dealt as well (n - r + q = 12q again). */
  q = skip_origin ? n / (AK_N_HOLES - 1) : n / AK_N_HOLES;
  r = skip_origin ? n % (AK_N_HOLES - 1) : n % AK_N_HOLES;
  twelve_q = (guint64) (AK_N_HOLES * q) << AK_SHIFT (from);
  *lo += ak_laps[from][r][0] + G_GUINT64_CONSTANT (0x0101010101010101) * q -
         (from < 8 ? twelve_q : 0);
  *hi += ak_laps[from][r][1] + G_GUINT64_CONSTANT (0x01010101) * q -
         (from >= 8 ? twelve_q : 0);

  if (r == 0)
    return skip_origin ? AK_PREV_HOLE (from) : from;
  return (from + (int) r) % AK_N_HOLES;
}

/* One lap of an Adji Kui II relay: sows the @n seeds of hole @h and
 * returns the hole of the last drop, with its count (after the drop) in
 * @n.
 *
 * A relay is a chain of dependent steps (count, lap, next count), so
 * what sets its speed is the length of that chain, not the work around
 * it.  Fewer than twelve seeds never come back to @h, so the last hole
 * gets exactly one of them: its new count is its old count plus one, read
 * from the board as it was before the lap.  The next lap can then start
 * without waiting for this lap's addition to the board. */
static inline int
ak_relay_lap (guint64  *lo,
              guint64  *hi,
              int       h,
              guint    *n,
              gboolean  skip_origin)
{
  int last;
  guint count;

  if (G_UNLIKELY (*n >= AK_N_HOLES))
    {
      last = ak_sow_lap (lo, hi, h, *n, skip_origin);
      *n = ak_board_get (*lo, *hi, last);
      return last;
    }

  last = ak_wrap_hole (h + (int) *n);
  count = ak_board_get (*lo, *hi, last) + 1;
  *lo += ak_laps[h][*n][0];
  *hi += ak_laps[h][*n][1];
  *n = count;
  return last;
}

/* Whether a lap that left @n seeds in its last hole ends the move: an
 * empty hole reached (1) or a four made (4, captured or not). */
#define AK_RELAY_ENDS(n) ((n) == 1 || (n) == 4)

/* Where a checked relay ended.  Returned by value: a pointer to the
 * caller's board words would keep them in memory for the whole move. */
typedef struct
{
  guint64 lo;
  guint64 hi;
  guint   laps;
  int     last;
} AkRelayEnd;

/* The long part of an Adji Kui II relay, from the lap where checking
 * starts: sows until the move ends, or proves that it never does.
 *
 * A lap depends only on the board and the hole lifted, so a repeated
 * (board, hole) means the relay never ends.  Sowing also looks the same
 * from every hole, owners aside, and owners matter only once the move
 * ends; so a state that is the first state turned round the board also
 * repeats the whole relay, turned.  Relays come back to their first state
 * (the lap is one-to-one whenever the board has an empty hole), usually as
 * a turned copy long before the exact one, so that check ends most endless
 * relays in the fewest laps.  Brent's method on exact states stands behind
 * it for the rare relay that enters a cycle without its first state.
 *
 * Returns the board after the relay, the laps counted from the start of
 * the move (@laps so far), and the last hole, or -1 for an endless relay;
 * the cache of known endless cycles is in ak-relay.c. */
AkRelayEnd _ak_sow_relay_checked (guint64           lo,
                                  guint64           hi,
                                  const AkPosition *start,
                                  int               from,
                                  int               h,
                                  guint             n,
                                  gboolean          skip_origin,
                                  guint             laps);

/* Sows an Adji Kui II move from @from (at least two seeds) to its end.
 * Returns the last hole, or -1 if the move is an endless relay; @laps
 * gets the laps sown. */
static inline int
ak_sow_relay (guint64          *lo,
              guint64          *hi,
              const AkPosition *start,
              int               from,
              gboolean          skip_origin,
              guint            *laps)
{
  guint n = ak_board_get (*lo, *hi, from);
  int h = from;
  guint n_laps = 1;
  int last;

  for (;;)
    {
      last = ak_relay_lap (lo, hi, h, &n, skip_origin);
      if (AK_RELAY_ENDS (n))
        break;

      /* Relay: the next lap lifts the n seeds of the last hole. */
      h = last;
      if (G_UNLIKELY (++n_laps >= AK_ENDLESS_CHECK_FROM))
        {
          AkRelayEnd end = _ak_sow_relay_checked (*lo, *hi, start, from, h, n,
                                                  skip_origin, n_laps);

          *lo = end.lo;
          *hi = end.hi;
          n_laps = end.laps;
          last = end.last;
          break;
        }
    }

  *laps = n_laps;
  return last;
}

/* Whether an Adji Kui II move from @from (at least two seeds) is an
 * endless relay; sows it without keeping the result. */
static inline gboolean
_ak_relay_is_endless (const AkPosition *pos,
                      const AkRules    *rules,
                      int               from)
{
  guint64 lo, hi;
  guint laps;

  ak_board_load (pos->holes, &lo, &hi);
  return ak_sow_relay (&lo, &hi, pos, from, rules->skip_origin, &laps) < 0;
}

/* The end of a move: the board back in place, the capture stored, the
 * turn passed. */
static inline void
ak_hole_played (AkPosition *pos,
                guint64     lo,
                guint64     hi,
                int         last,
                guint       captured,
                guint       laps,
                AkMoveInfo *info)
{
  ak_board_store (pos->holes, lo, hi);
  pos->stores[pos->side] += (guint8) captured;
  pos->side = AK_SIDE_OTHER (pos->side);

  if (info != NULL)
    {
      info->captured = (guint8) captured;
      info->last = (guint8) last;
      info->laps = laps;
    }
}

/* An Adji Kui I move: one lap, then the Oware-like capture.  Kept apart
 * from Adji Kui II's relay so that it is small enough to inline. */
static inline void
ak_play_hole_single (AkPosition    *pos,
                     const AkRules *rules,
                     int            from,
                     AkMoveInfo    *info)
{
  guint64 lo, hi;
  guint opp = ak_position_owned_mask (pos, AK_SIDE_OTHER (pos->side));
  guint captured = 0;
  guint c;
  int last;

  ak_board_load (pos->holes, &lo, &hi);
  last = ak_sow_lap (&lo, &hi, from, ak_board_get (lo, hi, from), rules->skip_origin);
  c = ak_board_get (lo, hi, last);

  /* 2s and 3s in opponent's holes, backwards from the last; the mover's
   * own origin stops the chain at the latest. */
  if ((opp & (1u << last)) && (c == 2 || c == 3))
    for (int h = last, k = 0; k < AK_N_HOLES; k++, h = AK_PREV_HOLE (h))
      {
        c = ak_board_get (lo, hi, h);
        if (!(opp & (1u << h)) || (c != 2 && c != 3))
          break;
        captured += c;
        if (h < 8)
          lo &= ~((guint64) 0xff << AK_SHIFT (h));
        else
          hi &= ~((guint64) 0xff << AK_SHIFT (h));
      }

  ak_hole_played (pos, lo, hi, last, captured, 1, info);
}

/* An Adji Kui II move: a relay, then a casa if it ends on four in an
 * opponent's hole.  Returns FALSE, leaving @pos unchanged, if the move is
 * an endless relay. */
static inline gboolean
ak_play_hole_relay (AkPosition    *pos,
                    const AkRules *rules,
                    int            from,
                    AkMoveInfo    *info)
{
  guint64 lo, hi;
  guint opp = ak_position_owned_mask (pos, AK_SIDE_OTHER (pos->side));
  guint captured = 0;
  guint laps;
  int last;

  ak_board_load (pos->holes, &lo, &hi);
  last = ak_sow_relay (&lo, &hi, pos, from, rules->skip_origin, &laps);
  if (last < 0)
    return FALSE;

  if (ak_board_get (lo, hi, last) == 4 && (opp & (1u << last)))
    {
      captured = 4;
      if (last < 8)
        lo &= ~((guint64) 0xff << AK_SHIFT (last));
      else
        hi &= ~((guint64) 0xff << AK_SHIFT (last));
    }

  ak_hole_played (pos, lo, hi, last, captured, laps, info);
  return TRUE;
}

/* Plays a hole move already known to belong to the mover and to hold at
 * least two seeds.  Returns FALSE, leaving @pos unchanged, if the move is
 * an endless relay. */
static inline gboolean
_ak_play_hole (AkPosition    *pos,
               const AkRules *rules,
               int            from,
               AkMoveInfo    *info)
{
  if (rules->variant == AK_VARIANT_ADJI_KUI_1)
    {
      ak_play_hole_single (pos, rules, from, info);
      return TRUE;
    }
  return ak_play_hole_relay (pos, rules, from, info);
}
