/* ak-relay.c — the long relays of Adji Kui II: sown to their end, or
 * proved endless
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Proving a relay endless means walking its cycle, often tens of
 * thousands of laps, and the same cycles come back again and again (a
 * search or a random game meets a position on a cycle it has already
 * walked, turned round the board or not).  So each thread keeps a small
 * cache of states from cycles it has proved endless, and a relay that
 * reaches one of them is endless at once.
 *
 * The cache never changes an answer.  A relay depends only on the board
 * and the hole about to be lifted (and skip-origin): not on owners, which
 * matter only once the move ends.  Turning the board turns the whole
 * relay.  So a state equal, up to a turn, to a state of a relay already
 * proved endless also goes on for ever, and the cache stores such states
 * exactly (the whole board, read from the relay hole), never a hash of
 * them.  A state not found is simply walked on.
 */

#include "config.h"

#include <string.h>

#include "ak-moves.h"
#include "ak-moves-private.h"
#include "ak-sowing-private.h"

/* A relay state up to a turn of the board: the twelve counts read from
 * the relay hole on, in sowing order.  @tag is 0 for an empty slot, else
 * 1 + skip-origin, as the two rules sow differently. */
typedef struct
{
  guint64 first;    /* counts of the relay hole and the 7 after it, a byte each */
  guint32 rest;     /* the 4 counts after those */
  guint32 tag;
} CycleState;

/* The cache: buckets of four states (one 64-byte cache line), filled
 * with states sampled on cycles proved endless.  A full bucket loses a
 * state chosen by the new state's hash: the table stays small and
 * bounded, and losing a state only costs speed. */
#define CACHE_BUCKET_BITS 12
#define CACHE_WAYS 4

typedef struct
{
  CycleState states[1u << CACHE_BUCKET_BITS][CACHE_WAYS];
} CycleCache;

/* One table a thread: a search thread and the UI thread never share one,
 * so no locks.  Allocated on the first endless relay a thread proves (not
 * in the hot path), freed when the thread ends. */
static GPrivate cycle_cache_key = G_PRIVATE_INIT (g_free);

/* Relay states sampled while walking a relay that may turn out endless.
 * Which states are sampled depends on the last laps only (see below), so
 * two relays on the same cycle sample the same states.  A long cycle
 * would give too many: when the buffer is full, the sampling gets twice
 * as strict, and the states that no longer qualify are dropped, so that
 * what is kept stays spread round the whole cycle. */
#define SAMPLES_MAX 64

typedef struct
{
  CycleState states[SAMPLES_MAX];
  guint64    keys[SAMPLES_MAX];
  guint64    limit;    /* keep sampled states with a key below this */
  guint      n_states;
} Samples;

/* A relay state is a sampling point when the hash of the counts lifted
 * by the last ten laps or so falls below this: about one lap in 256.
 * Those counts are a function of the relay's recent past, so relays on
 * the same cycle agree on the points; and they cost two instructions a
 * lap, where hashing the board would cost a dozen.  Denser points would
 * find a known cycle sooner only where the cycle is too short to fill the
 * sample buffer, and so quick to walk anyway; and each point costs a
 * look-up that may miss the processor's caches. */
#define SAMPLE_LIMIT (G_GUINT64_CONSTANT (1) << 56)
#define SAMPLE_HASH(trail) ((trail) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15))

static void
cycle_state_init (CycleState *state,
                  guint64     lo,
                  guint64     hi,
                  int         h,
                  gboolean    skip_origin)
{
  guint8 doubled[2 * AK_N_HOLES];
  guint64 first, rest;

  ak_board_store (doubled, lo, hi);
  memcpy (doubled + AK_N_HOLES, doubled, AK_N_HOLES);
  ak_board_load (doubled + h, &first, &rest);
  state->first = first;
  state->rest = (guint32) rest;
  state->tag = skip_origin ? 2 : 1;
}

static inline guint
cycle_state_bucket (const CycleState *state)
{
  guint64 x = (state->first ^ (guint64) state->rest << 29) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);

  return (guint) (x >> (64 - CACHE_BUCKET_BITS));
}

static inline gboolean
cycle_state_equal (const CycleState *a,
                   const CycleState *b)
{
  return a->first == b->first && a->rest == b->rest && a->tag == b->tag;
}

static gboolean
cycle_cache_contains (const CycleCache *cache,
                      const CycleState *state)
{
  const CycleState *bucket = cache->states[cycle_state_bucket (state)];

  for (guint i = 0; i < CACHE_WAYS; i++)
    if (cycle_state_equal (&bucket[i], state))
      return TRUE;
  return FALSE;
}

static void
cycle_cache_insert (CycleCache       *cache,
                    const CycleState *state)
{
  guint index = cycle_state_bucket (state);
  CycleState *bucket = cache->states[index];
  guint victim;

  for (guint i = 0; i < CACHE_WAYS; i++)
    {
      if (cycle_state_equal (&bucket[i], state))
        return;
      if (bucket[i].tag == 0)
        {
          bucket[i] = *state;
          return;
        }
    }

  /* Full: any state may go, the choice only has to vary. */
  victim = (guint) (state->first ^ state->rest) % CACHE_WAYS;
  bucket[victim] = *state;
}

static CycleCache *
cycle_cache_get (gboolean create)
{
  CycleCache *cache = g_private_get (&cycle_cache_key);

  if (cache == NULL && create)
    {
      cache = g_new0 (CycleCache, 1);
      g_private_set (&cycle_cache_key, cache);
    }
  return cache;
}

void
_ak_moves_clear_endless_cache_for_bench (void)
{
  CycleCache *cache = cycle_cache_get (FALSE);

  if (cache != NULL)
    memset (cache, 0, sizeof *cache);
}

static void
samples_add (Samples          *samples,
             const CycleState *state,
             guint64           key)
{
  if (key >= samples->limit)
    return;

  while (samples->n_states == SAMPLES_MAX)
    {
      guint kept = 0;

      samples->limit >>= 1;
      for (guint i = 0; i < samples->n_states; i++)
        if (samples->keys[i] < samples->limit)
          {
            samples->states[kept] = samples->states[i];
            samples->keys[kept] = samples->keys[i];
            kept++;
          }
      samples->n_states = kept;
      if (key >= samples->limit)
        return;
    }

  samples->states[samples->n_states] = *state;
  samples->keys[samples->n_states] = key;
  samples->n_states++;
}

/* At a sampling point of a relay that may be endless: whether the
 * state is known to be endless, and if not, keeps it as a sample.  Out
 * of line, so that the lap loop keeps its few variables in registers. */
G_NO_INLINE
static gboolean
sample_point (Samples          *samples,
              const CycleCache *cache,
              guint64           lo,
              guint64           hi,
              int               h,
              gboolean          skip_origin,
              guint64           key)
{
  CycleState state;

  cycle_state_init (&state, lo, hi, h, skip_origin);
  if (cache != NULL && cycle_cache_contains (cache, &state))
    return TRUE;
  samples_add (samples, &state, key);
  return FALSE;
}

/* Only the benchmark sets a lap cap, to measure what the exact detection
 * costs: then the cache is neither read nor filled. */
static AkRelayEnd
sow_relay_capped (guint64     lo,
                  guint64     hi,
                  int         h,
                  guint       n,
                  gboolean    skip_origin,
                  guint       n_laps,
                  guint       cap)
{
  AkRelayEnd end;
  int result;

  for (;;)
    {
      int last = ak_relay_lap (&lo, &hi, h, &n, skip_origin);

      if (AK_RELAY_ENDS (n))
        {
          result = last;
          break;
        }
      h = last;
      if (++n_laps > cap)
        {
          result = -1;
          break;
        }
    }

  end.lo = lo;
  end.hi = hi;
  end.laps = n_laps;
  end.last = result;
  return end;
}

AkRelayEnd
_ak_sow_relay_checked (guint64           lo,
                       guint64           hi,
                       const AkPosition *start,
                       int               from,
                       int               h,
                       guint             n,
                       gboolean          skip_origin,
                       guint             n_laps)
{
  AkRelayEnd end;
  guint64 turned[AK_N_HOLES][2];
  guint8 doubled[2 * AK_N_HOLES];
  guint64 tortoise_lo = lo, tortoise_hi = hi;
  int tortoise_hole = h;
  guint power = 1, countdown = 1;
  guint64 trail = 0;
  CycleCache *cache;
  Samples samples;
  gboolean proved = FALSE;
  int result;

  if (G_UNLIKELY (_ak_lap_cap_for_bench != 0))
    return sow_relay_capped (lo, hi, h, n, skip_origin, n_laps, _ak_lap_cap_for_bench);

  /* turned[k]: the first board turned so that its relay hole, from, lands
   * on hole k; the first state turned that way is (turned[k], k). */
  memcpy (doubled, start->holes, AK_N_HOLES);
  memcpy (doubled + AK_N_HOLES, start->holes, AK_N_HOLES);
  for (int k = 0; k < AK_N_HOLES; k++)
    {
      int shift = k - from < 0 ? k - from + AK_N_HOLES : k - from;

      ak_board_load (doubled + AK_N_HOLES - shift, &turned[k][0], &turned[k][1]);
    }

  cache = cycle_cache_get (FALSE);
  samples.limit = SAMPLE_LIMIT;
  samples.n_states = 0;

  for (;;)
    {
      int last;
      guint64 key;

      last = ak_relay_lap (&lo, &hi, h, &n, skip_origin);
      if (AK_RELAY_ENDS (n))
        {
          result = last;
          break;
        }

      n_laps++;
      h = last;

      /* Back to the first state, turned or not, or (Brent's method, for
       * a relay that never comes back to its first state) to the state
       * kept as the tortoise: endless.  One test of the low word a lap
       * keeps the loop short; the full test is rarely needed. */
      if (G_UNLIKELY (lo == turned[h][0] || lo == tortoise_lo))
        {
          if ((lo == turned[h][0] && hi == turned[h][1]) ||
              (lo == tortoise_lo && hi == tortoise_hi && h == tortoise_hole))
            {
              proved = TRUE;
              result = -1;
              break;
            }
        }
      if (G_UNLIKELY (--countdown == 0))
        {
          tortoise_lo = lo;
          tortoise_hi = hi;
          tortoise_hole = h;
          power <<= 1;
          countdown = power;
        }

      /* The counts lifted by the last ten laps, six bits each. */
      trail = trail << 6 | n;
      key = SAMPLE_HASH (trail);
      if (G_UNLIKELY (key < SAMPLE_LIMIT) &&
          sample_point (&samples, cache, lo, hi, h, skip_origin, key))
        {
          result = -1;
          break;
        }
    }

  /* Every state this relay went through leads on to the cycle just
   * found: every sample is a state that never ends. */
  if (proved)
    {
      if (cache == NULL)
        cache = cycle_cache_get (TRUE);
      for (guint i = 0; i < samples.n_states; i++)
        cycle_cache_insert (cache, &samples.states[i]);
    }

  end.lo = lo;
  end.hi = hi;
  end.laps = n_laps;
  end.last = result;
  return end;
}
