/* ak-notation-private.h — what the parts of the AKN code share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ak-notation.c keeps the game records and their trees,
 * ak-notation-lexer.c walks the text, ak-notation-reader.c builds and
 * checks records from it, and ak-notation-writer.c writes them back.
 */

#pragma once

#include <glib.h>

#include "ak-history.h"
#include "ak-notation.h"

G_BEGIN_DECLS

/* -------------------------------------------------------------------------
 * Nodes and records (ak-notation.c)
 */

typedef struct
{
  const char *name;
  const char *unknown;
} AkNotationRosterTag;

/* The seven-tag roster but Result, which the record keeps as a field:
 * the tags always written, with the values written for unknown ones. */
#define AK_NOTATION_N_ROSTER_TAGS 6

extern const AkNotationRosterTag _ak_notation_roster[AK_NOTATION_N_ROSTER_TAGS];

char       *_ak_notation_normalize_comment     (const char         *text,
                                                gsize               length);
void        _ak_notation_add_string            (GPtrArray         **strings,
                                                char               *text);
AkGameNode *_ak_game_node_new                  (AkGameNode         *parent);
const char *_ak_game_record_get_tag_or_default (const AkGameRecord *record,
                                                const char         *name);
gboolean    _ak_notation_parse_level           (const char         *text,
                                                guint              *level);

/* The players' tags of AKN §2: SouthType and NorthType say human (the
 * default) or program, SouthLevel and NorthLevel a program's level. */

static inline const char *
_ak_notation_type_tag (AkSide side)
{
  return side == AK_SOUTH ? "SouthType" : "NorthType";
}

static inline const char *
_ak_notation_level_tag (AkSide side)
{
  return side == AK_SOUTH ? "SouthLevel" : "NorthLevel";
}

/* -------------------------------------------------------------------------
 * The lexer (ak-notation-lexer.c)
 */

/* Where the reader is in the text, where its errors go, and how much it
 * has read. */
typedef struct
{
  const char         *text;
  gsize               length;
  gsize               pos;
  guint               line;
  guint               column;
  guint               game;
  AkNotationLocation *location;
  GError            **error;
  guint               n_moves;
  guint               n_comments;
  guint               n_tags;
} AkNotationLexer;

gboolean  _ak_notation_fail         (AkNotationLexer       *r,
                                     guint                  line,
                                     guint                  column,
                                     int                    code,
                                     const char            *format,
                                     ...) G_GNUC_PRINTF (5, 6);
void      _ak_notation_skip_space   (AkNotationLexer       *r);
char     *_ak_notation_token_text   (const AkNotationLexer *r);
gboolean  _ak_notation_read_comment (AkNotationLexer       *r,
                                     char                 **out);

/* The reader looks at every character through these, so they are inline. */

static inline char
_ak_notation_peek (const AkNotationLexer *r)
{
  return r->pos < r->length ? r->text[r->pos] : '\0';
}

static inline char
_ak_notation_peek_at (const AkNotationLexer *r,
                      gsize                  offset)
{
  return r->pos + offset < r->length ? r->text[r->pos + offset] : '\0';
}

static inline gboolean
_ak_notation_at_end (const AkNotationLexer *r)
{
  return r->pos >= r->length;
}

static inline void
_ak_notation_advance (AkNotationLexer *r)
{
  char c;

  if (r->pos >= r->length)
    return;
  c = r->text[r->pos++];
  /* A column is a character: count the bytes that start one.  A stray
   * continuation byte then sits in the column after the character before
   * it, which is where an editor shows it. */
  if (c == '\n')
    {
      r->line++;
      r->column = 1;
    }
  else if ((c & 0xc0) != 0x80)
    r->column++;
}

static inline gboolean
_ak_notation_is_delimiter (char c)
{
  return c == '\0' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '{' ||
         c == '}' || c == '(' || c == ')' || c == ';' || c == '$';
}

/* -------------------------------------------------------------------------
 * The reader (ak-notation-reader.c, ak-notation-movetext.c)
 */

/* A tag as read, with where its value stands, for messages. */
typedef struct
{
  const char *name;
  const char *value;
  guint       line;
  guint       column;        /* of the value's opening quote */
} AkNotationTagSpot;

typedef struct
{
  AkGameRecord *record;
  GArray       *spots;       /* AkNotationTagSpot */
  GHashTable   *tag_names;   /* the names read so far, borrowed from the tags */
  guint         line;        /* where the game begins */
  guint         column;
  guint         result_line;
  guint         result_column;
  int           buyer;       /* from Purchase, or AK_SIDE_NONE */
  guint8        purchases[AK_N_HOLES];
  guint         n_purchases;
  gboolean      has_purchase;
} AkNotationGame;

gboolean _ak_notation_parse_division (const char      *text,
                                      guint            totals[2]);
gboolean _ak_notation_read_line      (AkNotationLexer *r,
                                      AkNotationGame  *info,
                                      AkHistory       *history,
                                      AkGameNode      *parent,
                                      guint            depth,
                                      guint            open_line,
                                      guint            open_column);

G_END_DECLS
