/* notation-test-common.h — helpers the AKN test programs share (see
 * notation-test-common.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-notation.h"
#include "ak-position.h"
#include "ak-rules.h"

/* Reading */

char *
load_fixture (const char *folder,
              const char *name,
              gsize      *length);

GPtrArray *
read_text (const char *text,
           gssize      length);

GPtrArray *
read_good (const char *name);

AkGameRecord *
game_at (GPtrArray *games,
         guint      index);

GPtrArray *
list_fixtures (const char *folder);

AkGameNode *
child (const AkGameNode *node,
       guint             index);

guint
n_children (const AkGameNode *node);

AkGameNode *
main_node (const AkGameRecord *record,
           guint               ply);

void
assert_strings (const GPtrArray   *strings,
                const char * const *expected);

void
assert_nags (const AkGameNode *node,
             const guint      *expected,
             guint             n);

void
assert_position (const AkPosition *pos,
                 const char       *expected);

void
check_tree (const AkGameNode *node,
            const AkRules    *rules);

void
assert_wrapped (const char *text);

/* Records built in code */

AkGameRecord *
new_record (AkVariant   variant,
            const char *rules_text,
            const char *position);

AkGameNode *
add_move (AkGameRecord *record,
          AkGameNode   *parent,
          const char   *move_text);

AkGameNode *
add_line (AkGameRecord *record,
          AkGameNode   *parent,
          const char   *moves);

void
add_text (GPtrArray  **strings,
          const char  *text);

void
set_result (AkGameRecord *record,
            const char   *result);

char *
write_and_reread (const AkGameRecord *record);
