/* ak-match-private.h — what the match's other source files share with
 * ak-match.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-ledger-entry.h"
#include "ak-match.h"

G_BEGIN_DECLS

/* How a game of the match stands, as its ledger row says. */
typedef enum
{
  OUTCOME_SOUTH_WON,   /* AK_SOUTH */
  OUTCOME_NORTH_WON,   /* AK_NORTH */
  OUTCOME_DRAWN,
  OUTCOME_PLAYING,
  N_OUTCOMES
} Outcome;

/* One game of the match with what the match knows about it. */
typedef struct
{
  AkGame        *game;                    /* borrowed from games */
  AkLedgerEntry *entry;                   /* borrowed from ledger */

  /* The rebuild after this game, once it is made. */
  gboolean       rebuilt;
  guint          result[2];               /* the result it was made from */
  int            buyer;                   /* AkSide, or AK_SIDE_NONE */
  guint8         purchases[AK_N_HOLES];   /* in sowing order */
  guint          n_purchases;
  gboolean       warned;                  /* the game no longer ends with result */

  /* Where the row's marks were counted: a change to the game shows as
   * several signals, and the count walks the whole main line. */
  gboolean       marks_counted;
  guint          marks_serial;            /* the game's serial then */
  AkGameNode    *marks_live;              /* unowned: compared, never read */
} Slot;

struct _AkMatch
{
  GObject     parent_instance;

  AkRules     rules;
  char       *name;
  guint       first_number;   /* the first game's number: 1 unless a file says otherwise */

  /* Owned: the list models, and the slots that borrow their items. */
  GListStore *games;          /* AkGame */
  GListStore *ledger;         /* AkLedgerEntry, one per game */
  GArray     *slots;          /* Slot, one per game */

  /* The games' outcomes, counted as their rows change: a change to one
   * game costs the standing nothing more, however long the match. */
  guint       tally[N_OUTCOMES];

  /* The standing, as the properties last said it. */
  guint       holes[2];
  guint       wins[2];
  guint       draws;
  gboolean    is_over;
  int         winner;
};

static inline Slot *
get_slot (AkMatch *self,
          guint    index)
{
  return &g_array_index (self->slots, Slot, index);
}

static inline Slot *
last_slot (AkMatch *self)
{
  g_assert (self->slots->len > 0);
  return get_slot (self, self->slots->len - 1);
}

const AkPosition *_ak_match_live_end (AkGame           *game,
                                      AkTermination    *termination);
char             *_ak_match_purchase_tag (const Slot *slot);
void              _ak_match_append_game (AkMatch         *self,
                                         AkGame          *game);
void              _ak_match_set_rebuild (AkMatch          *self,
                                         int               buyer,
                                         const guint8     *purchases,
                                         guint             n_purchases,
                                         const guint       result[2],
                                         const AkPosition *next_start);
const AkPosition *_ak_match_get_end (AkMatch       *self,
                                     AkTermination *termination);

G_END_DECLS
