/* match-test-common.h — what the AkMatch test programs share (see
 * match-test-common.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-game.h"
#include "ak-match.h"

/* Watching properties: each must notify exactly once when its value
 * changed in an operation, and never when it did not. */
#define MAX_WATCHED 24

typedef struct
{
  GObject            *object;
  const char * const *names;
  guint               n_names;
  guint               counts[MAX_WATCHED];
  guint               seen[MAX_WATCHED];
  char               *values[MAX_WATCHED];
} Watch;

/* One items-changed emission. */
typedef struct
{
  guint position;
  guint removed;
  guint added;
} Change;

/* Everything a test watches on one match. */
typedef struct
{
  AkMatch   *match;
  Watch     *standing;
  GPtrArray *rows;          /* Watch of each ledger entry */
  GArray    *ledger_changes;
  GArray    *games_changes;
  guint      n_changed;     /* AkMatch::changed */
} Observer;

Watch *
watch_new (gpointer            object,
           const char * const *names,
           guint               n_names);

void
watch_check (Watch *watch);

guint
watch_total (Watch *watch);

void
watch_free (Watch *watch);

GArray *
record_changes (GListModel *model);

void
stop_recording (GListModel *model,
                GArray     *changes);

void
assert_changes (GArray *changes,
                guint   n_changes,
                guint   position,
                guint   removed,
                guint   added);

void
observer_init (Observer *observer,
               AkMatch  *match);

void
observer_check (Observer *observer);

void
observer_clear (Observer *observer);

void
play_random_move (AkGame   *game,
                  AkRandom *rng);

void
play_game (Observer *observer,
           AkRandom *rng,
           guint     min_plies,
           int       favour,
           guint     lead);

guint
choose_purchases (const AkRebuildPlan *plan,
                  AkRandom            *rng,
                  guint8              *purchases);

void
start_next_game (Observer     *observer,
                 const guint8 *purchases,
                 guint         n_purchases);

void
assert_tree_conserved (const AkGameNode *node);

char *
expected_purchases (const AkPosition *next_start);

char *
expected_purchase_tag (const AkPosition *next_start);

void
assert_ledger (AkMatch *match);

gboolean
expected_end (const AkRules *rules,
              guint          games_played,
              const guint    wealth[2],
              int           *winner);

void
current_wealth (AkMatch *match,
                guint    wealth[2]);

void
assert_end (AkMatch *match);

void
assert_same_ledger (AkMatch *a,
                    AkMatch *b);

char *
assert_round_trip (AkMatch *match);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Watch, watch_free)
