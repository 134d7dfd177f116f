/* ak-match-rules.h — match play: rebuilding the board after a game,
 * hole buying, banks, the next starter and the end of a match (RULES.md §5)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-position.h"
#include "ak-rules.h"

G_BEGIN_DECLS

/* What a rebuild will do, before the buyer has chosen holes. */
typedef struct
{
  guint  wealth[2];        /* seeds each player brings: game result + bank */
  guint  holes[2];         /* holes each will own in the next game */
  guint  filled[2];        /* holes of its own row each fills with 4 seeds */
  int    buyer;            /* AkSide who buys holes, or AK_SIDE_NONE */
  guint  n_purchases;      /* holes the buyer must buy in the other row */
  guint  banks[2];         /* seeds each keeps out of play */
  gboolean ruined[2];      /* this player gets no hole at all */
} AkRebuildPlan;

typedef enum
{
  AK_MATCH_GOING_ON,
  AK_MATCH_OVER,
} AkMatchState;

void          ak_match_wealth       (const AkPosition *final_pos,
                                     guint             wealth[2]);
void          ak_match_plan         (const AkRules    *rules,
                                     const guint       wealth[2],
                                     AkRebuildPlan    *plan);
void          ak_match_auto_purchases (const AkRebuildPlan *plan,
                                       guint8              *purchases);
gboolean      ak_match_rebuild      (const AkRules    *rules,
                                     const guint       wealth[2],
                                     const guint8     *purchases,
                                     guint             n_purchases,
                                     AkSide            starter,
                                     AkPosition       *out,
                                     GError          **error);
gboolean      ak_match_rebuild_partial (const AkRules *rules,
                                        const guint    wealth[2],
                                        const guint8  *purchases,
                                        guint          n_purchases,
                                        AkSide         starter,
                                        AkPosition    *out,
                                        GError       **error);
AkSide        ak_match_next_starter (const AkRules    *rules,
                                     AkSide            last_starter,
                                     const guint       result[2]);
AkMatchState  ak_match_check_end    (const AkRules    *rules,
                                     guint             games_played,
                                     const guint       wealth[2],
                                     int              *winner);

G_END_DECLS
