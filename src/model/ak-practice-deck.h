/* ak-practice-deck.h — the practice deck: cards and attempts in SQLite
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ak-types.h"
#include "ak-practice-schedule.h"

G_BEGIN_DECLS

#define AK_PRACTICE_DECK_ERROR (ak_practice_deck_error_quark ())

typedef enum
{
  AK_PRACTICE_DECK_ERROR_FAILED = 1,  /* SQLite refused; the message says why */
  AK_PRACTICE_DECK_ERROR_LOCKED,      /* another program held the deck past the timeout */
  AK_PRACTICE_DECK_ERROR_CORRUPT,     /* the deck was damaged (set aside, when opening) */
  AK_PRACTICE_DECK_ERROR_TOO_NEW,     /* made by a newer Adji Kui: left alone */
  AK_PRACTICE_DECK_ERROR_NOT_FOUND,   /* no card with that id */
  AK_PRACTICE_DECK_ERROR_INVALID,     /* a card lacks what every card has */
} AkPracticeDeckError;

/* One of the best moves of a card's position and its value (the engine's
 * score for the side to move, as ak_value_format_score() writes it). */
typedef struct
{
  char *move;
  int   score;
} AkPracticeBestMove;

/* A card: the position before a mistake, and its schedule.  Strings are
 * owned; a card is freed with ak_practice_card_free(). */
typedef struct
{
  gint64           id;              /* 0 until the deck has it */
  AkVariant        variant;
  char            *position;        /* ak_position_to_string(), as AKN's Position tag */
  AkSide           side_to_move;
  char            *rules;           /* the rules options as text; "" for the defaults */
  AkSide           player_side;     /* whose mistake it was */
  char            *move_played;
  int              played_score;
  GArray          *best_moves;      /* of AkPracticeBestMove, best first */
  char            *source_file;     /* nullable: where the game came from */
  char            *source_date;     /* nullable: the game's Date tag */
  char            *source_players;  /* nullable: "South – North" */
  guint            source_ply;      /* the mistake's ply in that game */
  char            *themes;          /* comma-separated tags; "" if none */
  guint            difficulty;      /* 0 unknown, else 1 (easy) to 5 */
  gint64           created;         /* Unix seconds */
  AkPracticeState  state;
} AkPracticeCard;

typedef struct
{
  guint  n_attempts;
  guint  n_right;          /* right first time or after a retry */
  guint  n_right_first;    /* right first time */
  gint64 first_attempt;    /* Unix seconds, 0 if none */
  gint64 last_attempt;     /* Unix seconds, 0 if none */
} AkPracticeCardStats;

typedef struct
{
  guint n_cards;
  guint n_new;             /* never answered */
  guint n_learned;         /* answered right at their last attempt (reps > 0) */
  guint n_due_today;       /* due before the practice day ends, new ones included */
  guint n_attempts;
  guint n_right;
} AkPracticeDeckStats;

/* One practice day, for the chart of progress. */
typedef struct
{
  gint64 day_end;          /* Unix seconds at which the practice day ended */
  guint  n_attempts;
  guint  n_right;          /* right first time or after a retry */
  guint  n_learned;        /* cards answered right for the first time that day */
} AkPracticeDay;

GType           ak_practice_card_get_type  (void) G_GNUC_CONST;
AkPracticeCard *ak_practice_card_new       (void);
AkPracticeCard *ak_practice_card_copy      (const AkPracticeCard *card);
void            ak_practice_card_free      (AkPracticeCard       *card);
void            ak_practice_card_add_best_move (AkPracticeCard   *card,
                                                const char       *move,
                                                int               score);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkPracticeCard, ak_practice_card_free)

#define AK_TYPE_PRACTICE_DECK (ak_practice_deck_get_type ())

G_DECLARE_FINAL_TYPE (AkPracticeDeck, ak_practice_deck, AK, PRACTICE_DECK, GObject)

GQuark          ak_practice_deck_error_quark     (void);
char           *ak_practice_deck_default_path    (void);
AkPracticeDeck *ak_practice_deck_open            (const char           *path,
                                                  GError              **error) G_GNUC_WARN_UNUSED_RESULT;
const char     *ak_practice_deck_get_path        (AkPracticeDeck       *self);
const GError   *ak_practice_deck_get_recovery    (AkPracticeDeck       *self);
const char     *ak_practice_deck_get_set_aside_path (AkPracticeDeck    *self);
gint64          ak_practice_deck_add_card        (AkPracticeDeck       *self,
                                                  const AkPracticeCard *card,
                                                  gint64                now,
                                                  gboolean             *added,
                                                  GError              **error);
AkPracticeCard *ak_practice_deck_get_card        (AkPracticeDeck       *self,
                                                  gint64                id,
                                                  GError              **error);
gboolean        ak_practice_deck_delete_card     (AkPracticeDeck       *self,
                                                  gint64                id,
                                                  GError              **error);
GPtrArray      *ak_practice_deck_list_due        (AkPracticeDeck       *self,
                                                  gint64                now,
                                                  GTimeZone            *tz,
                                                  guint                 max_new,
                                                  guint                 max_reviews,
                                                  GError              **error);
gboolean        ak_practice_deck_record_attempt  (AkPracticeDeck       *self,
                                                  gint64                card_id,
                                                  gint64                now,
                                                  const char           *move,
                                                  AkPracticeGrade       grade,
                                                  AkPracticeState      *state,
                                                  GError              **error);
gboolean        ak_practice_deck_get_card_stats  (AkPracticeDeck       *self,
                                                  gint64                card_id,
                                                  AkPracticeCardStats  *stats,
                                                  GError              **error);
gboolean        ak_practice_deck_get_stats       (AkPracticeDeck       *self,
                                                  gint64                now,
                                                  GTimeZone            *tz,
                                                  AkPracticeDeckStats  *stats,
                                                  GError              **error);
GArray         *ak_practice_deck_list_days       (AkPracticeDeck       *self,
                                                  gint64                since,
                                                  GTimeZone            *tz,
                                                  GError              **error);

G_END_DECLS
