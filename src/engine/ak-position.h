/* ak-position.h — a position: holes, owners, side to move, stores, banks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-types.h"

G_BEGIN_DECLS

typedef struct
{
  guint8  holes[AK_N_HOLES];  /* seeds in each hole, sowing order */
  guint16 owners;             /* bit i set: North owns hole i */
  guint8  side;               /* AkSide to move */
  guint8  stores[2];          /* seeds captured this game, by AkSide */
  guint8  banks[2];           /* match play: seeds kept out of play */
} AkPosition;

void      ak_position_init_start    (AkPosition       *pos,
                                     AkSide            side);
gboolean  ak_position_parse         (AkPosition       *pos,
                                     const char       *text,
                                     GError          **error);
char     *ak_position_to_string     (const AkPosition *pos);
gboolean  ak_position_validate      (const AkPosition *pos,
                                     GError          **error);
gboolean  ak_position_equal         (const AkPosition *a,
                                     const AkPosition *b);
guint     ak_position_seeds_on_board (const AkPosition *pos);
guint     ak_position_total         (const AkPosition *pos);
guint     ak_position_holes_owned   (const AkPosition *pos,
                                     AkSide            side);
guint     ak_position_seeds_owned   (const AkPosition *pos,
                                     AkSide            side);
guint64   ak_position_hash          (const AkPosition *pos);

/* The mask of holes owned by @side (bit i = hole i). */
static inline guint
ak_position_owned_mask (const AkPosition *pos,
                        AkSide            side)
{
  return side == AK_NORTH ? pos->owners : (~pos->owners & AK_ALL_HOLES_MASK);
}

static inline AkSide
ak_position_owner (const AkPosition *pos,
                   int               hole)
{
  return (pos->owners >> hole) & 1 ? AK_NORTH : AK_SOUTH;
}

static inline void
ak_position_set_owner (AkPosition *pos,
                       int         hole,
                       AkSide      side)
{
  if (side == AK_NORTH)
    pos->owners |= (guint16) (1u << hole);
  else
    pos->owners &= (guint16) ~(1u << hole);
}

G_END_DECLS
