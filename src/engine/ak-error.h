/* ak-error.h — error domains of the engine, and quoting values and names
 * in messages and labels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Errors in texts the engine reads: position strings, rule strings and
 * (later) AKN files.  The codes are stable API; tests check them. */
#define AK_NOTATION_ERROR (ak_notation_error_quark ())

typedef enum
{
  AK_NOTATION_ERROR_POSITION = 1,   /* a malformed or impossible position string */
  AK_NOTATION_ERROR_RULES,          /* a malformed rule-option string */
  AK_NOTATION_ERROR_SYNTAX,         /* a malformed AKN file */
  AK_NOTATION_ERROR_ILLEGAL_MOVE,   /* a file plays a move the rules refuse */
  AK_NOTATION_ERROR_RESULT,         /* a result that does not match the game */
  AK_NOTATION_ERROR_MATCH,          /* a match game that does not follow from the last */
} AkNotationError;

/* Errors in match rebuilds: a purchase that breaks RULES.md §5. */
#define AK_MATCH_ERROR (ak_match_error_quark ())

typedef enum
{
  AK_MATCH_ERROR_PURCHASE = 1,      /* wrong holes or wrong number of holes bought */
  AK_MATCH_ERROR_OVER,              /* the match has ended; there is no next game */
} AkMatchError;

/* Errors in endgame table files and builds. */
#define AK_TABLES_ERROR (ak_tables_error_quark ())

typedef enum
{
  AK_TABLES_ERROR_IO = 1,           /* the file cannot be read or written */
  AK_TABLES_ERROR_FORMAT,           /* not a table file, or truncated */
  AK_TABLES_ERROR_VERSION,          /* a table file of another format version */
  AK_TABLES_ERROR_CHECKSUM,         /* the data does not match its checksum */
  AK_TABLES_ERROR_MISMATCH,         /* a table for other rules, owners or level */
  AK_TABLES_ERROR_MISSING,          /* a level it needs is not there */
  AK_TABLES_ERROR_MEMORY,           /* too big to build here */
  AK_TABLES_ERROR_CANCELLED,        /* the build was cancelled */
} AkTablesError;

/* The most characters of a value that a message quotes. */
#define AK_ERROR_QUOTE_MAX 40

/* The most characters of a player's name: what a person can type for one,
 * and what is shown of a longer one a file holds. */
#define AK_NAME_MAX_CHARS 100

GQuark ak_notation_error_quark (void);
GQuark ak_match_error_quark    (void);
GQuark ak_tables_error_quark   (void);

char  *ak_error_quote          (const char *value,
                                gssize      length);
char  *ak_error_quote_name     (const char *name,
                                gssize      length);

G_END_DECLS
