/* ak-table.h — the game being played at this table: its players, the turn
 * loop, the computer's moves and the rebuild between the games of a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ak-engine.h"
#include "ak-game.h"
#include "ak-match.h"
#include "ak-player.h"
#include "ak-practice-deck.h"

G_BEGIN_DECLS

#define AK_TABLE_ERROR (ak_table_error_quark ())

/* ms: how long the computer, playing both sides, waits after a move */
#define AK_TABLE_DEFAULT_WATCH_DELAY 0

typedef enum
{
  AK_TABLE_ERROR_ILLEGAL = 1,     /* the rules refuse the move; the message says why */
  AK_TABLE_ERROR_COMPUTER_TURN,   /* the side to move is the computer's */
  AK_TABLE_ERROR_NOT_PLAYING,     /* the game is over, or the next one is being built */
} AkTableError;

GQuark ak_table_error_quark (void);

/* Where the table stands.  A game that ended stays on the board, with
 * its result, until the players go on: in a match, to the rebuild of the
 * next game's board; the rebuild ends when the next game starts, or the
 * match is over. */
/* Teaching: whether the computer, before it answers a person's move,
 * says when the move was a mistake, and offers to take it back. */
typedef enum
{
  AK_TEACHING_MODE_OFF,
  AK_TEACHING_MODE_WARN,
  AK_TEACHING_MODE_TAKE_BACK,
} AkTeachingMode;

/* A person's move the engine found a mistake, before the computer
 * answered it.  Scores are the mover's, hundredths of a seed. */
typedef struct
{
  AkGameNode *node;                 /* the move, where play stands (owned by the game) */
  AkSide      side;                 /* the person who played it */
  int         move;
  int         best_move;
  int         loss;                 /* best score − the move's score, > 0 */
  int         played_score;
  int         best_score;
  AkValueKind kind;                 /* of the values: proved by the tables or estimated */
  AkPosition  before;               /* the position the move was played in */
  guint       n_moves;              /* every legal move there and its score */
  guint8      moves[AK_MAX_MOVES];
  int         move_scores[AK_MAX_MOVES];
  guint       n_best;               /* the best move, then the best play after it */
  guint8      best_line[AK_SEARCH_MAX_PV];
  guint       n_refutation;         /* the opponent's best reply, then on */
  guint8      refutation[AK_SEARCH_MAX_PV];
  AkPosition  refutation_positions[AK_SEARCH_MAX_PV]; /* after each of its moves */
  char       *explanation;          /* nullable: why, in words, from the motifs */
} AkTeachingWarning;

typedef enum
{
  AK_TABLE_STAGE_PLAYING,
  AK_TABLE_STAGE_GAME_OVER,
  AK_TABLE_STAGE_REBUILDING,
  AK_TABLE_STAGE_MATCH_OVER,
} AkTableStage;

#define AK_TYPE_TABLE (ak_table_get_type ())

G_DECLARE_FINAL_TYPE (AkTable, ak_table, AK, TABLE, GObject)

AkTable          *ak_table_new                 (void) G_GNUC_WARN_UNUSED_RESULT;

/* What is played */
void              ak_table_set_game            (AkTable          *self,
                                                AkGame           *game);
void              ak_table_set_match           (AkTable          *self,
                                                AkMatch          *match);
AkGame           *ak_table_get_game            (AkTable          *self);
AkMatch          *ak_table_get_match           (AkTable          *self);
AkPlayer         *ak_table_get_player          (AkTable          *self,
                                                AkSide            side);
const char       *ak_table_get_display_name    (AkTable          *self,
                                                AkSide            side);
AkTableStage      ak_table_get_stage           (AkTable          *self);
gboolean          ak_table_get_browsing        (AkTable          *self);
gboolean          ak_table_get_thinking        (AkTable          *self);
gboolean          ak_table_get_paused          (AkTable          *self);
void              ak_table_set_paused          (AkTable          *self,
                                                gboolean          paused);
gboolean          ak_table_is_computer_turn    (AkTable          *self);
gboolean          ak_table_get_can_step        (AkTable          *self);
gboolean          ak_table_step                (AkTable          *self);
guint             ak_table_get_watch_delay     (AkTable          *self);
void              ak_table_set_watch_delay     (AkTable          *self,
                                                guint             delay_ms);
guint             ak_table_get_search_threads  (AkTable          *self);
void              ak_table_set_search_threads  (AkTable          *self,
                                                guint             n_threads);

/* Play */
gboolean          ak_table_play                (AkTable          *self,
                                                int               move,
                                                GError          **error);
gboolean          ak_table_get_can_undo        (AkTable          *self);
gboolean          ak_table_get_can_redo        (AkTable          *self);
gboolean          ak_table_undo                (AkTable          *self);
gboolean          ak_table_redo                (AkTable          *self);
gboolean          ak_table_move_now            (AkTable          *self);
gboolean          ak_table_get_can_divide      (AkTable          *self);
gboolean          ak_table_divide_seeds        (AkTable          *self);

/* Browsing: looking at other positions is not playing */
void              ak_table_go_to               (AkTable          *self,
                                                AkGameNode       *node);
gboolean          ak_table_go_first            (AkTable          *self);
gboolean          ak_table_go_previous         (AkTable          *self);
gboolean          ak_table_go_next             (AkTable          *self);
gboolean          ak_table_go_last             (AkTable          *self);
gboolean          ak_table_go_live             (AkTable          *self);

/* Pacing: a view that shows a move holds the table until it is shown */
void              ak_table_hold                (AkTable          *self);
void              ak_table_release             (AkTable          *self);
gboolean          ak_table_get_held            (AkTable          *self);
gboolean          ak_table_get_held_move_ends_game (AkTable      *self);
void              ak_table_flush               (AkTable          *self);

/* Hint */
void              ak_table_request_hint        (AkTable          *self);
int               ak_table_get_hint            (AkTable          *self);
gboolean          ak_table_get_hinting         (AkTable          *self);
gboolean          ak_table_get_hint_value      (AkTable          *self,
                                                AkValueKind      *kind,
                                                int              *score,
                                                int              *lower,
                                                int              *upper);

/* Teaching (ak-table-teaching.c) */
AkTeachingMode    ak_table_get_teaching_mode   (AkTable          *self);
void              ak_table_set_teaching_mode   (AkTable          *self,
                                                AkTeachingMode    mode);
int               ak_table_get_teaching_threshold (AkTable       *self);
void              ak_table_set_teaching_threshold (AkTable       *self,
                                                   int            threshold);
gboolean          ak_table_get_checking        (AkTable          *self);
const AkTeachingWarning *ak_table_get_warning  (AkTable          *self);
gboolean          ak_table_teaching_continue   (AkTable          *self);
gboolean          ak_table_teaching_take_back  (AkTable          *self);
char             *ak_table_dup_warning_text    (AkTable          *self);
AkPracticeCard   *ak_table_dup_warning_card    (AkTable          *self,
                                                gint64            now) G_GNUC_WARN_UNUSED_RESULT;

/* The rebuild between two games of a match */
gboolean          ak_table_continue            (AkTable          *self);
gboolean          ak_table_get_plan            (AkTable          *self,
                                                AkRebuildPlan    *plan);
guint             ak_table_get_purchases       (AkTable          *self,
                                                guint8           *purchases);
gboolean          ak_table_toggle_purchase     (AkTable          *self,
                                                int               hole);
gboolean          ak_table_get_choosing        (AkTable          *self);
int               ak_table_get_purchase_score  (AkTable          *self);
gboolean          ak_table_get_can_start_next_game (AkTable      *self);
gboolean          ak_table_preview_next_board  (AkTable          *self,
                                                AkPosition       *out);
gboolean          ak_table_start_next_game     (AkTable          *self,
                                                GError          **error);

G_END_DECLS
