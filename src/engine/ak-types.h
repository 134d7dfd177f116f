/* ak-types.h — basic constants shared by the whole engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Twelve holes in sowing order: South's row a..f (0..5), then North's
 * row A..F (6..11).  Sowing runs from a hole to the next index, wrapping
 * from F (11) to a (0). */
#define AK_N_HOLES      12
#define AK_ROW_HOLES     6
#define AK_N_SEEDS      48
#define AK_SEEDS_PER_HOLE 4

/* A move is a hole index 0..11, or AK_MOVE_PASS for a forced pass. */
#define AK_MOVE_PASS    12
#define AK_MOVE_NONE    (-1)

/* Most moves one side can have: every hole it owns, or a single pass. */
#define AK_MAX_MOVES    12

#define AK_ALL_HOLES_MASK 0x0fffu

typedef enum
{
  AK_SOUTH = 0,
  AK_NORTH = 1,
} AkSide;

#define AK_SIDE_OTHER(s) ((AkSide) (1 - (s)))
#define AK_SIDE_NONE     (-1)

typedef enum
{
  AK_VARIANT_ADJI_KUI_1 = 1,
  AK_VARIANT_ADJI_KUI_2 = 2,
} AkVariant;

static inline gboolean
ak_hole_is_valid (int hole)
{
  return hole >= 0 && hole < AK_N_HOLES;
}

/* The row a hole belongs to (not its owner). */
static inline AkSide
ak_hole_row (int hole)
{
  return hole < AK_ROW_HOLES ? AK_SOUTH : AK_NORTH;
}

char        ak_hole_to_char      (int         hole);
int         ak_hole_from_char    (char        c);
const char *ak_side_to_string    (AkSide      side);
const char *ak_side_name         (AkSide      side);
const char *ak_variant_to_string (AkVariant   variant);
gboolean    ak_variant_from_string (const char *text,
                                    AkVariant  *variant);

G_END_DECLS
