/* ak-notation.h — AKN, the save-file format: text in, game records out,
 * and back (AKN.md).  No file I/O here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-history.h"
#include "ak-moves.h"
#include "ak-position.h"
#include "ak-rules.h"
#include "ak-search.h"

G_BEGIN_DECLS

/* What a file may hold, so that the memory reading it takes is bounded
 * (README's AKN section).  A game node costs some 200 bytes however short
 * its move is written, so these count items, not bytes. */
#define AK_NOTATION_MAX_GAMES         10000    /* games in a file: a long match */
#define AK_NOTATION_MAX_MOVES         1000000  /* moves in a file, variations included */
#define AK_NOTATION_MAX_COMMENTS      1000000  /* comments in a file */
#define AK_NOTATION_MAX_TAGS          200000   /* tags in a file */
#define AK_NOTATION_MAX_GAME_TAGS     1000     /* tags of one game */
#define AK_NOTATION_MAX_MOVE_COMMENTS 100      /* comments on one move */
#define AK_NOTATION_MAX_VARIATIONS    100      /* variations of one move */

/* A game that lasts as long as a game may (the move limit of ak-history.h)
 * still fits in a file. */
G_STATIC_ASSERT (AK_HISTORY_MAX_PLIES <= AK_NOTATION_MAX_MOVES);

/* One move of a game record, with what was said about it.  The children
 * are the moves that may follow: the first continues the line, the others
 * are variations (alternatives to the first). */
typedef struct _AkGameNode AkGameNode;

struct _AkGameNode
{
  AkGameNode    *parent;
  GPtrArray     *children;     /* AkGameNode, owned */
  int            move;         /* a hole, AK_MOVE_PASS, or AK_MOVE_NONE at the root */
  guint          captured;     /* seeds the move captured */
  AkPosition     position;     /* after the move; the start position at the root */
  AkTermination  termination;  /* how the game ended right after this move, if it did */
  guint          ply;          /* 0 at the root */
  char          *suffix;       /* "!", "?", "!!", "??", "!?", "?!" or NULL */
  GArray        *nags;         /* guint numeric annotation glyphs, or NULL */
  GPtrArray     *comments;     /* char *, after the move (at the root: before the
                                * first move), or NULL */
  GPtrArray     *comments_before; /* char *, before the first move of a variation */
  guint          line;         /* where the move was read, 0 if not read */
  guint          column;
};

/* An engine value recorded in a comment as `[%eval V]` or `[%eval V/D]`
 * (AKN.md §4).  V is a whole number when proved, a range `L..U` of whole
 * numbers when the repetition rule decides it within proved bounds, and
 * has decimals when it is the engine's estimate.  Written positionally,
 * { score, exact, depth } still means what it did: ak_eval_get_kind()
 * reads a bounded kind, and otherwise exact. */
typedef struct
{
  int      score;  /* hundredths of a seed, South's point of view */
  gboolean exact;  /* proved: written as a whole number */
  guint    depth;  /* of the search that found it; 0 if not given */
  AkValueKind kind;   /* AK_VALUE_BOUNDED for a range; the reader sets it always */
  int      lower;  /* a bounded value's range, in hundredths of a seed, */
  int      upper;  /* South's point of view, whole seeds */
} AkEval;

typedef struct
{
  char *name;
  char *value;
} AkTag;

/* A game as a file holds it: its tags, its rules and start, the tree of
 * moves and variations, and its result. */
typedef struct
{
  GPtrArray  *tags;          /* AkTag, in file order, the known ones included */
  AkRules     rules;
  AkPosition  start;
  AkGameNode *root;
  char       *result;        /* "*" or "S-N" */
} AkGameRecord;

/* The first thing in which two game records differ. */
typedef enum
{
  AK_RECORD_DIFFERENCE_NONE,
  AK_RECORD_DIFFERENCE_RULES,        /* the Variant and Rules tags */
  AK_RECORD_DIFFERENCE_START,        /* the Position tag */
  AK_RECORD_DIFFERENCE_RESULT,
  AK_RECORD_DIFFERENCE_TAG,          /* another tag, named */
  AK_RECORD_DIFFERENCE_MOVES,        /* the moves, the variations, or how a game ended */
  AK_RECORD_DIFFERENCE_COMMENTS,
  AK_RECORD_DIFFERENCE_ANNOTATIONS,  /* glyphs and suffixes */
} AkRecordDifference;

/* Where a reading error is. */
typedef struct
{
  guint game;     /* 1-based, 0 for the file as a whole */
  guint line;     /* 1-based */
  guint column;   /* 1-based, in characters */
} AkNotationLocation;

AkGameRecord *ak_game_record_new          (const AkRules      *rules,
                                           const AkPosition   *start);
void          ak_game_record_free         (AkGameRecord       *record);
AkGameRecord *ak_game_record_copy         (const AkGameRecord *record);
void          ak_game_record_update       (AkGameRecord       *copy,
                                           const AkGameRecord *record);
gboolean      ak_game_record_equal        (const AkGameRecord *a,
                                           const AkGameRecord *b);
AkRecordDifference ak_game_record_find_difference (const AkGameRecord  *a,
                                                   const AkGameRecord  *b,
                                                   const char         **tag);
const char   *ak_game_record_get_tag      (const AkGameRecord *record,
                                           const char         *name);
void          ak_game_record_set_tag      (AkGameRecord       *record,
                                           const char         *name,
                                           const char         *value);
gboolean      ak_game_record_remove_tag   (AkGameRecord       *record,
                                           const char         *name);
gboolean      ak_game_record_get_program  (const AkGameRecord *record,
                                           AkSide              side,
                                           guint              *level);
AkGameNode   *ak_game_record_get_last_main_node (const AkGameRecord *record);
guint         ak_game_record_count_moves  (const AkGameRecord *record);
guint         ak_game_record_count_main_moves (const AkGameRecord *record);
guint         ak_game_node_get_move_number (const AkGameNode   *node);
AkSide        ak_game_node_get_mover      (const AkGameNode   *node);
char         *ak_game_node_dup_notation   (const AkGameNode   *node);
char         *ak_game_node_dup_comment    (const AkGameNode   *node);
void          ak_game_node_set_comment    (AkGameNode         *node,
                                           const char         *comment);
AkGameNode   *ak_game_node_add_child      (AkGameNode         *parent,
                                           int                 move,
                                           guint               captured,
                                           const AkPosition   *after,
                                           AkTermination       termination);
AkGameNode   *ak_game_node_find_child     (const AkGameNode   *parent,
                                           int                 move);
void          ak_game_node_remove         (AkGameNode         *node);
guint         ak_game_node_detach         (AkGameNode         *node);
void          ak_game_node_insert         (AkGameNode         *parent,
                                           guint               index,
                                           AkGameNode         *node);
void          ak_game_node_free           (AkGameNode         *node);
AkGameNode   *ak_game_node_get_line_start (const AkGameNode   *node);
gboolean      ak_game_node_promote        (AkGameNode         *node);
gboolean      ak_game_node_is_ancestor    (const AkGameNode   *ancestor,
                                           const AkGameNode   *node);

gboolean      ak_eval_parse               (const char         *comment,
                                           AkEval             *eval);
gboolean      ak_eval_check               (const char         *comment,
                                           GError            **error);
AkValueKind   ak_eval_get_kind            (const AkEval       *eval);
char         *ak_eval_format              (const AkEval       *eval);
char         *ak_eval_replace             (const char         *comment,
                                           const AkEval       *eval);
gboolean      ak_game_node_get_eval       (const AkGameNode   *node,
                                           AkEval             *eval);
void          ak_game_node_set_eval       (AkGameNode         *node,
                                           const AkEval       *eval);

GPtrArray    *ak_notation_read            (const char         *text,
                                           gssize              length,
                                           AkNotationLocation *location,
                                           GError            **error);
char         *ak_notation_write           (GPtrArray          *games);
char         *ak_notation_dup_tag_value   (const char         *value);
char         *ak_notation_write_game      (const AkGameRecord *record);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkGameRecord, ak_game_record_free)

G_END_DECLS
