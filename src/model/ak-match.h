/* ak-match.h — a match: its games, its ledger and its standing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ak-engine.h"
#include "ak-game.h"

G_BEGIN_DECLS

/* Errors in the games a match is built from: they do not make one match. */
#define AK_LEDGER_ERROR (ak_ledger_error_quark ())

typedef enum
{
  AK_LEDGER_ERROR_NOT_A_MATCH = 1,  /* the games do not share one Match tag */
  AK_LEDGER_ERROR_BROKEN,           /* a game does not follow from the game before */
} AkLedgerError;

GQuark ak_ledger_error_quark (void);

#define AK_TYPE_MATCH (ak_match_get_type ())

G_DECLARE_FINAL_TYPE (AkMatch, ak_match, AK, MATCH, GObject)

AkMatch       *ak_match_new              (const AkRules *rules,
                                          const char    *name) G_GNUC_WARN_UNUSED_RESULT;
AkMatch       *ak_match_new_from_records (GPtrArray     *records,
                                          GError       **error) G_GNUC_WARN_UNUSED_RESULT;
const AkRules *ak_match_get_rules        (AkMatch       *self);
const char    *ak_match_get_name         (AkMatch       *self);
guint          ak_match_get_n_games      (AkMatch       *self);
AkGame        *ak_match_get_game         (AkMatch       *self,
                                          guint          index);
AkGame        *ak_match_get_current_game (AkMatch       *self);
GListModel    *ak_match_get_games        (AkMatch       *self);
GListModel    *ak_match_get_ledger       (AkMatch       *self);
guint          ak_match_get_holes        (AkMatch       *self,
                                          AkSide         side);
guint          ak_match_get_wins         (AkMatch       *self,
                                          AkSide         side);
guint          ak_match_get_draws        (AkMatch       *self);
gboolean       ak_match_get_is_over      (AkMatch       *self);
int            ak_match_get_winner       (AkMatch       *self);
gboolean       ak_match_get_plan         (AkMatch       *self,
                                          AkRebuildPlan *plan);
gboolean       ak_match_preview_next_board (AkMatch     *self,
                                          const guint8  *purchases,
                                          guint          n_purchases,
                                          AkPosition    *out,
                                          GError       **error);
gboolean       ak_match_start_next_game  (AkMatch       *self,
                                          const guint8  *purchases,
                                          guint          n_purchases,
                                          GError       **error);
GPtrArray     *ak_match_dup_records      (AkMatch       *self) G_GNUC_WARN_UNUSED_RESULT;
void           ak_match_update_records   (AkMatch       *self,
                                          GPtrArray     *records);

/* Where a match stands, and what decides it (RULES.md §5.7): while a game
 * is played, the holes each player owns in it; once it has ended, the
 * holes each player's wealth is worth in the next game's rebuild, which
 * at the match's end decide who won it. */
typedef enum
{
  AK_MATCH_PHASE_PLAYING,   /* a game is under way */
  AK_MATCH_PHASE_BETWEEN,   /* a game ended, the next is still to be built */
  AK_MATCH_PHASE_OVER,      /* the match is over */
} AkMatchPhase;

typedef struct
{
  AkMatchPhase phase;
  guint        game;        /* the number of the last game, played or ended */
  guint        n_games;     /* games in the match so far, the last included */
  guint        n_to_play;   /* with match-end=games:N, N; else 0 */
  guint        holes[2];    /* PLAYING: owned in the game; else: owned after the rebuild */
  guint        wealth[2];   /* BETWEEN, OVER: the seeds each has, banks included */
  int          winner;      /* OVER: an AkSide, or AK_SIDE_NONE for a draw */
  gboolean     on_seeds;    /* OVER: as many holes, the seeds decided */
} AkMatchStanding;

void           ak_match_get_standing      (AkMatch         *self,
                                           AkMatchStanding *standing);
char          *ak_match_dup_standing_text (AkMatch         *self,
                                           const char      *south,
                                           const char      *north) G_GNUC_WARN_UNUSED_RESULT;
char          *ak_match_dup_outcome_text  (AkMatch         *self,
                                           const char      *south,
                                           const char      *north) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
