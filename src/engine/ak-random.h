/* ak-random.h — a small, fast, seedable random generator (xoshiro256**),
 * so that playouts, tests and the computer's choices repeat for a seed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint64 s[4];
} AkRandom;

void    ak_random_init  (AkRandom *rng,
                         guint64   seed);
guint64 ak_random_next  (AkRandom *rng);

/* A uniform integer in [0, n), n > 0. */
static inline guint
ak_random_below (AkRandom *rng,
                 guint     n)
{
  return (guint) (((ak_random_next (rng) >> 32) * (guint64) n) >> 32);
}

G_END_DECLS
