/* ak-rules.h — rule options (RULES.md §6)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-types.h"

G_BEGIN_DECLS

typedef enum
{
  AK_REMAINDER_BANK,
  AK_REMAINDER_ROUND,
} AkRemainder;

typedef enum
{
  AK_NEXT_STARTER_ALTERNATE,
  AK_NEXT_STARTER_LOSER,
  AK_NEXT_STARTER_WINNER,
} AkNextStarter;

typedef enum
{
  AK_MATCH_END_RUIN,
  AK_MATCH_END_GAMES,
  AK_MATCH_END_HOLES,
} AkMatchEnd;

/* Limits that keep hand-edited values sane. */
#define AK_RULES_MAX_REPETITION        100
#define AK_RULES_MAX_NO_CAPTURE_LIMIT  100000
#define AK_RULES_MAX_MATCH_GAMES       10000

typedef struct
{
  AkVariant     variant;
  gboolean      skip_origin;
  guint         repetition;        /* 0 = off, else 2.. */
  guint         no_capture_limit;  /* plies, 0 = off */
  AkRemainder   remainder;
  AkNextStarter next_starter;
  AkMatchEnd    match_end;
  guint         match_end_n;       /* N of games:N or holes:N */
  AkSide        first;
} AkRules;

typedef enum
{
  AK_RULES_FORMAT_DEFAULT         = 0,
  AK_RULES_FORMAT_INCLUDE_VARIANT = 1 << 0, /* write variant= when not default */
  AK_RULES_FORMAT_ALL_KEYS        = 1 << 1, /* write every key, default or not */
} AkRulesFormat;

void      ak_rules_init      (AkRules       *rules);
gboolean  ak_rules_parse     (AkRules       *rules,
                              const char    *text,
                              GError       **error);
gboolean  ak_rules_set       (AkRules       *rules,
                              const char    *key,
                              const char    *value,
                              GError       **error);
char     *ak_rules_to_string (const AkRules *rules,
                              AkRulesFormat  flags);
gboolean  ak_rules_equal     (const AkRules *a,
                              const AkRules *b);

G_END_DECLS
