/* test-match.c — AkMatch and its ledger: match play (RULES.md §5) over
 * AkGames, notifications, list changes, and saving and loading a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The games are random: each move is picked with AkRandom among the legal
 * moves, and a game ends by the rules or by agreement as soon as the side
 * the test favours leads, which steers a match towards a ruin.  Every
 * check compares the match with facts of its games (their start positions,
 * their records) or with numbers worked out by hand from RULES.md §5.
 */

#define G_LOG_DOMAIN "test-match"

#include "config.h"

#include <string.h>

#include "ak-boxed.h"
#include "ak-enum-types.h"
#include "ak-game.h"
#include "ak-ledger-entry.h"
#include "ak-match.h"
#include "ak-review.h"

static const char * const match_properties[] = {
  "holes-south", "holes-north", "wins-south", "wins-north", "draws",
  "is-over", "winner", "n-games", "current-game",
};

static const char * const entry_properties[] = {
  "game-number", "starter", "captured-south", "captured-north",
  "taken-south", "taken-north", "total-south", "total-north", "result",
  "is-finished", "termination", "purchases", "holes-south", "holes-north",
  "bank-south", "bank-north", "inaccuracies-south", "inaccuracies-north",
  "mistakes-south", "mistakes-north", "blunders-south", "blunders-north", "has-marks",
};

/* -------------------------------------------------------------------------
 * Watching properties: each must notify exactly once when its value
 * changed in an operation, and never when it did not.
 */

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

static char *
dup_value (GObject    *object,
           const char *name)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_object_get_property (object, name, &value);
  return g_strdup_value_contents (&value);
}

static void
watch_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 Watch      *watch)
{
  for (guint i = 0; i < watch->n_names; i++)
    if (strcmp (watch->names[i], pspec->name) == 0)
      watch->counts[i]++;
}

static Watch *
watch_new (gpointer            object,
           const char * const *names,
           guint               n_names)
{
  Watch *watch = g_new0 (Watch, 1);

  g_assert_cmpuint (n_names, <=, MAX_WATCHED);
  watch->object = object;
  watch->names = names;
  watch->n_names = n_names;
  for (guint i = 0; i < n_names; i++)
    watch->values[i] = dup_value (object, names[i]);
  g_signal_connect (object, "notify", G_CALLBACK (watch_notify_cb), watch);
  return watch;
}

/* Checks the notifications since the last check against the values. */
static void
watch_check (Watch *watch)
{
  for (guint i = 0; i < watch->n_names; i++)
    {
      g_autofree char *now = dup_value (watch->object, watch->names[i]);
      guint expected = strcmp (now, watch->values[i]) != 0 ? 1 : 0;
      guint got = watch->counts[i] - watch->seen[i];

      if (got != expected)
        g_error ("%s:%s went from %s to %s with %u notifications",
                 G_OBJECT_TYPE_NAME (watch->object), watch->names[i],
                 watch->values[i], now, got);
      watch->seen[i] = watch->counts[i];
      g_free (watch->values[i]);
      watch->values[i] = g_steal_pointer (&now);
    }
}

static guint
watch_total (Watch *watch)
{
  guint total = 0;

  for (guint i = 0; i < watch->n_names; i++)
    total += watch->counts[i];
  return total;
}

static void
watch_free (Watch *watch)
{
  g_signal_handlers_disconnect_by_data (watch->object, watch);
  for (guint i = 0; i < watch->n_names; i++)
    g_free (watch->values[i]);
  g_free (watch);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Watch, watch_free)

/* -------------------------------------------------------------------------
 * Recording items-changed
 */

typedef struct
{
  guint position;
  guint removed;
  guint added;
} Change;

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  GArray     *changes)
{
  Change change = { position, removed, added };

  g_array_append_val (changes, change);
}

static GArray *
record_changes (GListModel *model)
{
  GArray *changes = g_array_new (FALSE, FALSE, sizeof (Change));

  g_signal_connect (model, "items-changed", G_CALLBACK (items_changed_cb), changes);
  return changes;
}

static void
stop_recording (GListModel *model,
                GArray     *changes)
{
  g_signal_handlers_disconnect_by_data (model, changes);
  g_array_unref (changes);
}

static void
assert_changes (GArray *changes,
                guint   n_changes,
                guint   position,
                guint   removed,
                guint   added)
{
  g_assert_cmpuint (changes->len, ==, n_changes);
  if (n_changes > 0)
    {
      const Change *last = &g_array_index (changes, Change, changes->len - 1);

      g_assert_cmpuint (last->position, ==, position);
      g_assert_cmpuint (last->removed, ==, removed);
      g_assert_cmpuint (last->added, ==, added);
    }
  g_array_set_size (changes, 0);
}

/* -------------------------------------------------------------------------
 * Everything a test watches on one match
 */

typedef struct
{
  AkMatch   *match;
  Watch     *standing;
  GPtrArray *rows;          /* Watch of each ledger entry */
  GArray    *ledger_changes;
  GArray    *games_changes;
  guint      n_changed;     /* AkMatch::changed */
} Observer;

static void
match_changed_cb (AkMatch  *match,
                  Observer *observer)
{
  observer->n_changed++;
}

static void
observer_watch_rows (Observer *observer)
{
  GListModel *ledger = ak_match_get_ledger (observer->match);

  for (guint i = observer->rows->len; i < g_list_model_get_n_items (ledger); i++)
    {
      g_autoptr(AkLedgerEntry) entry = g_list_model_get_item (ledger, i);

      g_ptr_array_add (observer->rows,
                       watch_new (entry, entry_properties, G_N_ELEMENTS (entry_properties)));
    }
}

static void
observer_init (Observer *observer,
               AkMatch  *match)
{
  memset (observer, 0, sizeof *observer);
  observer->match = match;
  observer->standing = watch_new (match, match_properties, G_N_ELEMENTS (match_properties));
  observer->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) watch_free);
  observer->ledger_changes = record_changes (ak_match_get_ledger (match));
  observer->games_changes = record_changes (ak_match_get_games (match));
  g_signal_connect (match, "changed", G_CALLBACK (match_changed_cb), observer);
  observer_watch_rows (observer);
}

/* Checks the notifications of the standing and of every row, and that
 * the lists did not change. */
static void
observer_check (Observer *observer)
{
  watch_check (observer->standing);
  for (guint i = 0; i < observer->rows->len; i++)
    watch_check (g_ptr_array_index (observer->rows, i));
  assert_changes (observer->ledger_changes, 0, 0, 0, 0);
  assert_changes (observer->games_changes, 0, 0, 0, 0);
}

static void
observer_clear (Observer *observer)
{
  g_signal_handlers_disconnect_by_data (observer->match, observer);
  stop_recording (ak_match_get_ledger (observer->match), observer->ledger_changes);
  stop_recording (ak_match_get_games (observer->match), observer->games_changes);
  g_clear_pointer (&observer->rows, g_ptr_array_unref);
  g_clear_pointer (&observer->standing, watch_free);
}

/* -------------------------------------------------------------------------
 * Playing
 */

/* Plays one random legal move. */
static void
play_random_move (AkGame   *game,
                  AkRandom *rng)
{
  AkMoveList list;
  guint n = ak_position_legal_moves (ak_game_get_position (game), ak_game_get_rules (game), &list);
  int move;

  g_assert_cmpuint (n, >, 0);
  move = list.moves[ak_random_below (rng, n)];
  g_assert_cmpint (ak_game_play (game, move, NULL), ==, AK_VERDICT_LEGAL);
}

/* Plays the current game to its end: random moves, and after @min_plies
 * an agreement as soon as @favour leads by @lead seeds (any side if
 * @favour is AK_SIDE_NONE).  The game may end by the rules first. */
static void
play_game (Observer *observer,
           AkRandom *rng,
           guint     min_plies,
           int       favour,
           guint     lead)
{
  AkGame *game = ak_match_get_current_game (observer->match);
  guint plies = 0;

  while (!ak_game_get_is_over (game))
    {
      guint totals[2];

      ak_position_division (ak_game_get_position (game), totals);
      if (plies >= min_plies &&
          (favour == AK_SIDE_NONE ||
           totals[favour] >= totals[AK_SIDE_OTHER (favour)] + lead))
        {
          g_assert_true (ak_game_agree (game));
          observer_check (observer);
          break;
        }
      play_random_move (game, rng);
      plies++;
      observer_check (observer);
    }
}

/* Chooses the holes to buy at random, in a random order. */
static guint
choose_purchases (const AkRebuildPlan *plan,
                  AkRandom            *rng,
                  guint8              *purchases)
{
  guint8 row[AK_ROW_HOLES];
  int first = plan->buyer == AK_SOUTH ? AK_ROW_HOLES : 0;

  if (plan->buyer == AK_SIDE_NONE)
    return 0;
  for (guint i = 0; i < AK_ROW_HOLES; i++)
    row[i] = (guint8) (first + (int) i);
  for (guint i = 0; i < AK_ROW_HOLES; i++)
    {
      guint j = i + ak_random_below (rng, AK_ROW_HOLES - i);
      guint8 swap = row[i];

      row[i] = row[j];
      row[j] = swap;
    }
  memcpy (purchases, row, plan->n_purchases);
  return plan->n_purchases;
}

/* Starts the next game, checking the lists' changes and notifications. */
static void
start_next_game (Observer     *observer,
                 const guint8 *purchases,
                 guint         n_purchases)
{
  g_autoptr(GError) error = NULL;
  guint n = ak_match_get_n_games (observer->match);
  guint changed = observer->n_changed;
  AkPosition preview;
  AkPosition partial;

  /* The preview of the rebuild is the board the next game starts from;
   * with one hole fewer bought, it still holds all 48 seeds. */
  if (purchases != NULL)
    {
      g_assert_true (ak_match_preview_next_board (observer->match, purchases, n_purchases,
                                                  &preview, &error));
      g_assert_no_error (error);
      if (n_purchases > 0)
        {
          g_assert_true (ak_match_preview_next_board (observer->match, purchases,
                                                      n_purchases - 1, &partial, &error));
          g_assert_cmpuint (ak_position_total (&partial), ==, AK_N_SEEDS);
          g_assert_false (ak_position_equal (&partial, &preview));
        }
    }

  g_assert_true (ak_match_start_next_game (observer->match, purchases, n_purchases, &error));
  g_assert_no_error (error);
  if (purchases != NULL)
    g_assert_true (ak_position_equal (&preview,
                                      ak_game_get_start (ak_match_get_current_game (observer->match))));

  g_assert_cmpuint (ak_match_get_n_games (observer->match), ==, n + 1);
  g_assert_cmpuint (observer->n_changed, ==, changed + 1);
  assert_changes (observer->games_changes, 1, n, 0, 1);
  assert_changes (observer->ledger_changes, 1, n, 0, 1);
  observer_watch_rows (observer);
  observer_check (observer);
}

/* -------------------------------------------------------------------------
 * Checking a match against its games
 */

static void
assert_tree_conserved (const AkGameNode *node)
{
  g_assert_cmpuint (ak_position_total (&node->position), ==, AK_N_SEEDS);
  for (guint i = 0; node->children != NULL && i < node->children->len; i++)
    assert_tree_conserved (g_ptr_array_index (node->children, i));
}

static char *
expected_purchases (const AkPosition *next_start)
{
  g_autoptr(GString) holes = g_string_new (NULL);
  int buyer = AK_SIDE_NONE;
  guint n = 0;

  for (int h = 0; h < AK_N_HOLES; h++)
    if (ak_position_owner (next_start, h) != ak_hole_row (h))
      {
        buyer = ak_position_owner (next_start, h);
        g_string_append_printf (holes, n++ > 0 ? ", %c" : "%c", ak_hole_to_char (h));
      }
  if (buyer == AK_SIDE_NONE)
    return NULL;
  return g_strdup_printf ("%s bought %s", buyer == AK_SOUTH ? "South" : "North", holes->str);
}

static char *
expected_purchase_tag (const AkPosition *next_start)
{
  g_autoptr(GString) tag = g_string_new (NULL);

  for (int h = 0; h < AK_N_HOLES; h++)
    if (ak_position_owner (next_start, h) != ak_hole_row (h))
      {
        if (tag->len == 0)
          g_string_append (tag, ak_position_owner (next_start, h) == AK_SOUTH ? "South:" : "North:");
        g_string_append_printf (tag, " %c", ak_hole_to_char (h));
      }
  return tag->len > 0 ? g_strdup (tag->str) : NULL;
}

/* The ledger and the standing say what the games hold. */
static void
assert_ledger (AkMatch *match)
{
  GListModel *ledger = ak_match_get_ledger (match);
  GListModel *games = ak_match_get_games (match);
  guint n = ak_match_get_n_games (match);
  guint wins[2] = { 0, 0 };
  guint draws = 0;

  g_assert_cmpuint (n, >=, 1);
  g_assert_cmpuint (g_list_model_get_n_items (ledger), ==, n);
  g_assert_cmpuint (g_list_model_get_n_items (games), ==, n);
  g_assert_true (g_list_model_get_item_type (ledger) == AK_TYPE_LEDGER_ENTRY);
  g_assert_true (g_list_model_get_item_type (games) == AK_TYPE_GAME);
  g_assert_true (ak_match_get_current_game (match) == ak_match_get_game (match, n - 1));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(AkLedgerEntry) entry = g_list_model_get_item (ledger, i);
      g_autoptr(AkGame) listed = g_list_model_get_item (games, i);
      AkGame *game = ak_match_get_game (match, i);
      g_autoptr(AkGameRecord) record = ak_game_dup_record (game);
      const AkGameNode *last = ak_game_record_get_last_main_node (record);
      const AkPosition *start = ak_game_get_start (game);
      gboolean finished = strcmp (record->result, "*") != 0;
      g_autofree char *number = g_strdup_printf ("%u", i + 1);

      g_assert_true (listed == game);
      g_assert_true (ak_rules_equal (ak_game_get_rules (game), ak_match_get_rules (match)));
      assert_tree_conserved (record->root);
      g_assert_cmpstr (ak_game_get_tag (game, "Match"), ==, ak_match_get_name (match));
      g_assert_cmpstr (ak_game_get_tag (game, "Game"), ==, number);

      g_assert_cmpuint (ak_ledger_entry_get_game_number (entry), ==, i + 1);
      g_assert_cmpint (ak_ledger_entry_get_starter (entry), ==, start->side);
      g_assert_cmpuint (ak_ledger_entry_get_captured (entry, AK_SOUTH), ==,
                        last->position.stores[AK_SOUTH]);
      g_assert_cmpuint (ak_ledger_entry_get_captured (entry, AK_NORTH), ==,
                        last->position.stores[AK_NORTH]);
      g_assert_cmpstr (ak_ledger_entry_get_result (entry), ==, record->result);
      g_assert_cmpint (ak_ledger_entry_get_is_finished (entry), ==, finished);
      g_assert_cmpint (ak_ledger_entry_get_is_finished (entry), ==,
                       ak_ledger_entry_get_termination (entry) != AK_TERMINATION_NONE);

      if (finished)
        {
          guint south = ak_ledger_entry_get_total (entry, AK_SOUTH);
          guint north = ak_ledger_entry_get_total (entry, AK_NORTH);
          g_autofree char *result = g_strdup_printf ("%u-%u", south, north);
          AkTermination termination;

          g_assert_cmpstr (result, ==, record->result);
          g_assert_true (ak_termination_from_string (ak_game_record_get_tag (record, "Termination"),
                                                     &termination));
          g_assert_cmpint (ak_ledger_entry_get_termination (entry), ==, termination);
          for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
            g_assert_cmpuint (ak_ledger_entry_get_taken (entry, side) +
                              ak_ledger_entry_get_captured (entry, side), ==,
                              ak_ledger_entry_get_total (entry, side));
          /* Conservation: the results and the banks make up all 48. */
          g_assert_cmpuint (south + north + start->banks[AK_SOUTH] + start->banks[AK_NORTH], ==,
                            AK_N_SEEDS);
          if (south == north)
            draws++;
          else
            wins[south > north ? AK_SOUTH : AK_NORTH]++;
        }
      else
        {
          g_assert_cmpint (ak_ledger_entry_get_termination (entry), ==, AK_TERMINATION_NONE);
          for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
            {
              g_assert_cmpuint (ak_ledger_entry_get_taken (entry, side), ==, 0);
              g_assert_cmpuint (ak_ledger_entry_get_total (entry, side), ==, 0);
            }
        }

      if (i + 1 < n)
        {
          const AkPosition *next = ak_game_get_start (ak_match_get_game (match, i + 1));
          g_autofree char *purchases = expected_purchases (next);
          g_autofree char *tag = expected_purchase_tag (next);

          g_assert_true (finished);
          g_assert_cmpstr (ak_ledger_entry_get_purchases (entry), ==, purchases);
          g_assert_cmpstr (ak_game_get_tag (ak_match_get_game (match, i + 1), "Purchase"), ==, tag);
          for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
            {
              g_assert_cmpuint (ak_ledger_entry_get_holes (entry, side), ==,
                                ak_position_holes_owned (next, side));
              g_assert_cmpuint (ak_ledger_entry_get_bank (entry, side), ==, next->banks[side]);
            }
          /* What the game was worth is what the next game is made of;
           * rounding shares the holes out instead. */
          if (ak_match_get_rules (match)->remainder == AK_REMAINDER_BANK)
            g_assert_cmpuint (ak_ledger_entry_get_total (entry, AK_SOUTH) + start->banks[AK_SOUTH], ==,
                            ak_position_seeds_owned (next, AK_SOUTH) + next->banks[AK_SOUTH]);
          g_assert_cmpuint (ak_ledger_entry_get_holes (entry, AK_SOUTH) +
                            ak_ledger_entry_get_holes (entry, AK_NORTH), ==, AK_N_HOLES);
        }
      else
        {
          g_assert_null (ak_ledger_entry_get_purchases (entry));
          for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
            {
              g_assert_cmpuint (ak_ledger_entry_get_holes (entry, side), ==, 0);
              g_assert_cmpuint (ak_ledger_entry_get_bank (entry, side), ==, 0);
            }
        }
    }

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      g_assert_cmpuint (ak_match_get_wins (match, side), ==, wins[side]);
      g_assert_cmpuint (ak_match_get_holes (match, side), ==,
                        ak_position_holes_owned (ak_game_get_start (ak_match_get_current_game (match)),
                                                 side));
    }
  g_assert_cmpuint (ak_match_get_draws (match), ==, draws);
}

/* The end of a match under remainder=bank, worked out from RULES.md §5.7
 * and the decisions in ak-match-rules.c: the richer player fills six holes
 * and buys one per 4 seeds above 24; the poorer is ruined below 4 seeds. */
static gboolean
expected_end (const AkRules *rules,
              guint          games_played,
              const guint    wealth[2],
              int           *winner)
{
  AkSide rich = wealth[AK_NORTH] > wealth[AK_SOUTH] ? AK_NORTH : AK_SOUTH;
  guint bought = MIN ((wealth[rich] - 24) / 4, 6);
  gboolean over = FALSE;

  g_assert_cmpint (rules->remainder, ==, AK_REMAINDER_BANK);
  *winner = AK_SIDE_NONE;

  if (wealth[AK_SIDE_OTHER (rich)] < 4)
    {
      *winner = rich;
      return TRUE;
    }
  if (rules->match_end == AK_MATCH_END_GAMES)
    over = games_played >= rules->match_end_n;
  else if (rules->match_end == AK_MATCH_END_HOLES)
    over = 6 + bought >= rules->match_end_n;
  if (over && wealth[AK_SOUTH] != wealth[AK_NORTH])
    *winner = rich;
  return over;
}

/* The wealth each player brings out of the current (finished) game. */
static void
current_wealth (AkMatch *match,
                guint    wealth[2])
{
  AkGame *game = ak_match_get_current_game (match);
  GListModel *ledger = ak_match_get_ledger (match);
  g_autoptr(AkLedgerEntry) entry = g_list_model_get_item (ledger, ak_match_get_n_games (match) - 1);

  g_assert_true (ak_ledger_entry_get_is_finished (entry));
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    wealth[side] = ak_ledger_entry_get_total (entry, side) + ak_game_get_start (game)->banks[side];
}

static void
assert_end (AkMatch *match)
{
  guint wealth[2];
  int winner;
  gboolean over;
  AkRebuildPlan plan;

  current_wealth (match, wealth);
  over = expected_end (ak_match_get_rules (match), ak_match_get_n_games (match), wealth, &winner);
  g_assert_cmpint (ak_match_get_is_over (match), ==, over);
  g_assert_cmpint (ak_match_get_winner (match), ==, winner);
  g_assert_cmpint (ak_match_get_plan (match, &plan), ==, !over);
  if (!over)
    {
      g_assert_cmpuint (plan.wealth[AK_SOUTH], ==, wealth[AK_SOUTH]);
      g_assert_cmpuint (plan.wealth[AK_NORTH], ==, wealth[AK_NORTH]);
    }
}

/* -------------------------------------------------------------------------
 * Saving and loading
 */

static void
assert_same_ledger (AkMatch *a,
                    AkMatch *b)
{
  GListModel *la = ak_match_get_ledger (a);
  GListModel *lb = ak_match_get_ledger (b);

  g_assert_cmpstr (ak_match_get_name (a), ==, ak_match_get_name (b));
  g_assert_true (ak_rules_equal (ak_match_get_rules (a), ak_match_get_rules (b)));
  g_assert_cmpuint (g_list_model_get_n_items (la), ==, g_list_model_get_n_items (lb));
  for (guint i = 0; i < g_list_model_get_n_items (la); i++)
    {
      g_autoptr(GObject) ea = g_list_model_get_item (la, i);
      g_autoptr(GObject) eb = g_list_model_get_item (lb, i);

      for (guint p = 0; p < G_N_ELEMENTS (entry_properties); p++)
        {
          g_autofree char *va = dup_value (ea, entry_properties[p]);
          g_autofree char *vb = dup_value (eb, entry_properties[p]);

          g_assert_cmpstr (va, ==, vb);
        }
    }
  /* Everything but the current game itself, which is another object. */
  for (guint p = 0; p < G_N_ELEMENTS (match_properties) - 1; p++)
    {
      g_autofree char *va = dup_value (G_OBJECT (a), match_properties[p]);
      g_autofree char *vb = dup_value (G_OBJECT (b), match_properties[p]);

      g_assert_cmpstr (va, ==, vb);
    }
}

/* Saves @match as one AKN file, reads it back and checks that the loaded
 * match is the same; returns the text. */
static char *
assert_round_trip (AkMatch *match)
{
  g_autoptr(GPtrArray) records = ak_match_dup_records (match);
  g_autoptr(GPtrArray) read = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autoptr(AkMatch) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = ak_notation_write (records);
  g_autofree char *text_again = NULL;

  g_assert_cmpuint (records->len, ==, ak_match_get_n_games (match));

  read = ak_notation_read (text, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (read);
  g_assert_cmpuint (read->len, ==, records->len);

  loaded = ak_match_new_from_records (read, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  assert_ledger (loaded);
  assert_same_ledger (match, loaded);

  again = ak_match_dup_records (loaded);
  for (guint i = 0; i < records->len; i++)
    g_assert_true (ak_game_record_equal (g_ptr_array_index (records, i),
                                         g_ptr_array_index (again, i)));
  text_again = ak_notation_write (again);
  g_assert_cmpstr (text_again, ==, text);

  g_assert_finalize_object (g_steal_pointer (&loaded));
  return g_steal_pointer (&text);
}

/* -------------------------------------------------------------------------
 * Tests
 */

static void
test_match_new (void)
{
  g_autoptr(AkMatch) match = NULL;
  AkRules *rules_value = NULL;
  g_autoptr(GListModel) games = NULL;
  g_autoptr(GListModel) ledger = NULL;
  g_autoptr(AkGame) current = NULL;
  g_autoptr(AkLedgerEntry) entry = NULL;
  g_autofree char *name = NULL;
  AkRebuildPlan plan;
  AkRules rules;
  AkGame *game;
  guint holes_south, n_games;
  int winner;
  gboolean is_over;

  ak_rules_init (&rules);
  rules.first = AK_NORTH;
  match = ak_match_new (&rules, "Club evening");

  g_assert_cmpstr (ak_match_get_name (match), ==, "Club evening");
  g_assert_true (ak_rules_equal (ak_match_get_rules (match), &rules));
  g_assert_cmpuint (ak_match_get_n_games (match), ==, 1);
  game = ak_match_get_current_game (match);
  g_assert_true (game == ak_match_get_game (match, 0));
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_NORTH);
  g_assert_cmpstr (ak_game_get_tag (game, "Match"), ==, "Club evening");
  g_assert_cmpstr (ak_game_get_tag (game, "Game"), ==, "1");
  g_assert_null (ak_game_get_tag (game, "Purchase"));
  g_assert_false (ak_match_get_plan (match, &plan));
  g_assert_false (ak_match_get_plan (match, NULL));
  assert_ledger (match);

  /* The properties say what the accessors say. */
  g_object_get (match,
                "rules", &rules_value,
                "name", &name,
                "games", &games,
                "ledger", &ledger,
                "current-game", &current,
                "holes-south", &holes_south,
                "n-games", &n_games,
                "is-over", &is_over,
                "winner", &winner,
                NULL);
  g_assert_true (ak_rules_equal (rules_value, &rules));
  g_boxed_free (AK_TYPE_RULES, rules_value);
  g_assert_cmpstr (name, ==, "Club evening");
  g_assert_true (games == ak_match_get_games (match));
  g_assert_true (ledger == ak_match_get_ledger (match));
  g_assert_true (current == game);
  g_assert_cmpuint (holes_south, ==, 6);
  g_assert_cmpuint (n_games, ==, 1);
  g_assert_false (is_over);
  g_assert_cmpint (winner, ==, -1);

  entry = g_list_model_get_item (ledger, 0);
  g_assert_cmpuint (ak_ledger_entry_get_game_number (entry), ==, 1);
  g_assert_cmpint (ak_ledger_entry_get_starter (entry), ==, AK_NORTH);
  g_assert_cmpstr (ak_ledger_entry_get_result (entry), ==, "*");
  g_assert_null (ak_ledger_entry_get_purchases (entry));

  /* The rows go with the match. */
  g_object_add_weak_pointer (G_OBJECT (entry), (gpointer *) &entry);
  g_object_unref (entry);
  g_clear_object (&current);
  g_clear_object (&games);
  g_clear_object (&ledger);
  g_assert_finalize_object (g_steal_pointer (&match));
  g_assert_null (entry);

  /* A match needs a name for its Match tags; one is made up if none is
   * given. */
  match = ak_match_new (&rules, NULL);
  g_assert_cmpstr (ak_match_get_name (match), ==, "Match");
  g_assert_cmpstr (ak_game_get_tag (ak_match_get_current_game (match), "Match"), ==, "Match");
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* A whole match, steered towards South, to the ruin of North. */
static void
test_match_to_ruin (void)
{
  g_autoptr(AkMatch) match = NULL;
  g_autofree char *text = NULL;
  Observer observer;
  AkRandom rng;
  AkRules rules;
  guint bought = 0;
  guint wealth[2];

  ak_rules_init (&rules);
  ak_random_init (&rng, 20260105);
  match = ak_match_new (&rules, "To the ruin");
  ak_game_set_south_name (ak_match_get_current_game (match), "Ana");
  ak_game_set_north_name (ak_match_get_current_game (match), "Computer");
  observer_init (&observer, match);

  for (guint g = 1; ; g++)
    {
      AkRebuildPlan plan;
      guint8 purchases[AK_N_HOLES];
      guint n_purchases;
      AkGame *game = ak_match_get_current_game (match);

      g_assert_cmpuint (g, <, 100);
      g_assert_cmpstr (ak_game_get_south_name (game), ==, "Ana");
      g_assert_cmpstr (ak_game_get_north_name (game), ==, "Computer");

      play_game (&observer, &rng, 4, AK_SOUTH, 12);
      assert_ledger (match);
      assert_end (match);
      if (ak_match_get_is_over (match))
        break;

      g_assert_true (ak_match_get_plan (match, &plan));
      n_purchases = choose_purchases (&plan, &rng, purchases);
      bought += n_purchases;
      start_next_game (&observer, purchases, n_purchases);
      assert_ledger (match);
      g_assert_false (ak_match_get_is_over (match));

      /* A save in the middle of a game, now and then. */
      if (g % 3 == 0)
        {
          play_random_move (ak_match_get_current_game (match), &rng);
          observer_check (&observer);
          g_clear_pointer (&text, g_free);
          text = assert_round_trip (match);
        }
    }

  /* North cannot fill a single hole. */
  current_wealth (match, wealth);
  g_assert_cmpuint (wealth[AK_NORTH], <, 4);
  g_assert_true (ak_match_get_is_over (match));
  g_assert_cmpint (ak_match_get_winner (match), ==, AK_SOUTH);
  g_assert_cmpuint (ak_match_get_n_games (match), >=, 3);
  g_assert_cmpuint (bought, >, 0);
  g_test_message ("ruin after %u games, %u holes bought",
                  ak_match_get_n_games (match), bought);

  /* How it went, for the log. */
  {
    guint agreed = 0;

    for (guint i = 0; i < ak_match_get_n_games (match); i++)
      {
        g_autoptr(AkLedgerEntry) entry = g_list_model_get_item (ak_match_get_ledger (match), i);

        if (ak_ledger_entry_get_termination (entry) == AK_TERMINATION_AGREEMENT)
          agreed++;
      }
    g_test_message ("%u games ended by agreement, South won %u, North %u, %u drawn", agreed,
                    ak_match_get_wins (match, AK_SOUTH), ak_match_get_wins (match, AK_NORTH),
                    ak_match_get_draws (match));
    g_assert_cmpuint (agreed, >, 0);
  }

  /* No next game: the engine says why. */
  {
    g_autoptr(GError) error = NULL;
    guint n = ak_match_get_n_games (match);

    g_assert_false (ak_match_start_next_game (match, NULL, 0, &error));
    g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_OVER);
    g_assert_cmpuint (ak_match_get_n_games (match), ==, n);
    observer_check (&observer);
  }

  g_free (assert_round_trip (match));
  observer_clear (&observer);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* Who starts the next game, in each next-starter mode. */
static void
test_match_next_starter (void)
{
  static const struct
  {
    AkNextStarter mode;
    AkSide        first;
  } cases[] = {
    { AK_NEXT_STARTER_ALTERNATE, AK_SOUTH },
    { AK_NEXT_STARTER_ALTERNATE, AK_NORTH },
    { AK_NEXT_STARTER_LOSER, AK_SOUTH },
    { AK_NEXT_STARTER_LOSER, AK_NORTH },
    { AK_NEXT_STARTER_WINNER, AK_SOUTH },
    { AK_NEXT_STARTER_WINNER, AK_NORTH },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(AkMatch) match = NULL;
      Observer observer;
      AkRandom rng;
      AkRules rules;
      AkSide starter = cases[c].first;
      AkGame *game;

      ak_rules_init (&rules);
      rules.next_starter = cases[c].mode;
      rules.first = cases[c].first;
      ak_random_init (&rng, 7 + c);
      match = ak_match_new (&rules, "Starters");
      observer_init (&observer, match);

      /* Game 1 drawn at once, 24-24: every mode alternates. */
      game = ak_match_get_current_game (match);
      g_assert_cmpint (ak_game_get_side_to_move (game), ==, starter);
      g_assert_true (ak_game_agree (game));
      observer_check (&observer);
      g_assert_cmpstr (ak_game_get_result (game), ==, "24-24");
      g_assert_cmpuint (ak_match_get_draws (match), ==, 1);
      start_next_game (&observer, NULL, 0);
      starter = AK_SIDE_OTHER (starter);
      g_assert_cmpint (ak_game_get_start (ak_match_get_current_game (match))->side, ==, starter);

      /* Then a game North wins, and one South wins. */
      for (AkSide winner = AK_NORTH; ; winner = AK_SOUTH)
        {
          AkRebuildPlan plan;
          guint8 purchases[AK_N_HOLES];

          play_game (&observer, &rng, 4, winner, 2);
          game = ak_match_get_current_game (match);
          if (!ak_match_get_plan (match, &plan))
            g_error ("the match ended early in case %u", c);
          {
            g_autoptr(AkLedgerEntry) entry =
              g_list_model_get_item (ak_match_get_ledger (match), ak_match_get_n_games (match) - 1);
            guint south = ak_ledger_entry_get_total (entry, AK_SOUTH);
            guint north = ak_ledger_entry_get_total (entry, AK_NORTH);

            if (south == north)
              starter = AK_SIDE_OTHER (starter);
            else if (cases[c].mode == AK_NEXT_STARTER_ALTERNATE)
              starter = AK_SIDE_OTHER (starter);
            else if (cases[c].mode == AK_NEXT_STARTER_WINNER)
              starter = south > north ? AK_SOUTH : AK_NORTH;
            else
              starter = south > north ? AK_NORTH : AK_SOUTH;
          }
          start_next_game (&observer, purchases, choose_purchases (&plan, &rng, purchases));
          g_assert_cmpint (ak_game_get_start (ak_match_get_current_game (match))->side, ==,
                           starter);
          {
            g_autoptr(AkLedgerEntry) entry =
              g_list_model_get_item (ak_match_get_ledger (match), ak_match_get_n_games (match) - 1);

            g_assert_cmpint (ak_ledger_entry_get_starter (entry), ==, starter);
          }
          if (winner == AK_SOUTH)
            break;
        }
      assert_ledger (match);
      g_free (assert_round_trip (match));

      observer_clear (&observer);
      g_assert_finalize_object (g_steal_pointer (&match));
    }
}

/* match-end=games:N and holes:N. */
static void
test_match_end (void)
{
  static const struct
  {
    AkMatchEnd end;
    guint      n;
    int        favour;
  } cases[] = {
    { AK_MATCH_END_GAMES, 1, AK_SIDE_NONE },
    { AK_MATCH_END_GAMES, 3, AK_SIDE_NONE },
    { AK_MATCH_END_GAMES, 4, AK_NORTH },
    { AK_MATCH_END_HOLES, 7, AK_SOUTH },
    { AK_MATCH_END_HOLES, 8, AK_NORTH },
    { AK_MATCH_END_HOLES, 9, AK_SOUTH },
  };

  guint by_rule = 0;

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(AkMatch) match = NULL;
      g_autoptr(GError) error = NULL;
      Observer observer;
      AkRandom rng;
      AkRules rules;

      ak_rules_init (&rules);
      rules.match_end = cases[c].end;
      rules.match_end_n = cases[c].n;
      ak_random_init (&rng, 1000 + c);
      match = ak_match_new (&rules, "End");
      observer_init (&observer, match);

      while (TRUE)
        {
          g_assert_cmpuint (ak_match_get_n_games (match), <, 100);
          play_game (&observer, &rng, 8, cases[c].favour, 6);
          assert_ledger (match);
          assert_end (match);
          if (ak_match_get_is_over (match))
            break;
          start_next_game (&observer, NULL, 0);
        }

      if (cases[c].end == AK_MATCH_END_GAMES)
        {
          guint wealth[2];

          /* Unless a player was ruined before. */
          current_wealth (match, wealth);
          if (MIN (wealth[AK_SOUTH], wealth[AK_NORTH]) >= 4)
            g_assert_cmpuint (ak_match_get_n_games (match), ==, cases[c].n);
        }
      else
        g_assert_cmpuint (MAX (ak_match_get_holes (match, AK_SOUTH),
                               ak_match_get_holes (match, AK_NORTH)), <, cases[c].n);

      g_assert_false (ak_match_get_plan (match, NULL));
      g_assert_false (ak_match_start_next_game (match, NULL, 0, &error));
      g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_OVER);
      observer_check (&observer);

      /* Taking the agreement back reopens the match. */
      if (ak_game_get_termination (ak_match_get_current_game (match)) == AK_TERMINATION_AGREEMENT)
        {
          g_assert_true (ak_game_undo (ak_match_get_current_game (match)));
          observer_check (&observer);
          g_assert_false (ak_match_get_is_over (match));
          g_assert_cmpint (ak_match_get_winner (match), ==, -1);
          g_assert_true (ak_game_agree (ak_match_get_current_game (match)));
          observer_check (&observer);
          g_assert_true (ak_match_get_is_over (match));
        }

      for (guint i = 0; i < ak_match_get_n_games (match); i++)
        {
          g_autoptr(AkLedgerEntry) entry = g_list_model_get_item (ak_match_get_ledger (match), i);
          AkTermination termination = ak_ledger_entry_get_termination (entry);

          if (termination != AK_TERMINATION_NONE && termination != AK_TERMINATION_AGREEMENT)
            by_rule++;
        }

      g_free (assert_round_trip (match));
      observer_clear (&observer);
      g_assert_finalize_object (g_steal_pointer (&match));
    }

  /* Some games, saved and loaded above, ended by the rules. */
  g_test_message ("%u games ended by the rules", by_rule);
  g_assert_cmpuint (by_rule, >, 0);
}

/* A purchase the engine refuses changes nothing. */
static void
test_match_purchase_errors (void)
{
  g_autoptr(AkMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  Observer observer;
  AkRebuildPlan plan;
  AkRandom rng;
  AkRules rules;
  guint8 purchases[AK_N_HOLES];
  guint n_purchases;
  guint changed;
  int own, other;

  ak_rules_init (&rules);
  ak_random_init (&rng, 99);
  match = ak_match_new (&rules, "Errors");
  observer_init (&observer, match);

  /* Before the end of the game: a programming error. */
  g_test_expect_message ("ak-match", G_LOG_LEVEL_CRITICAL, "*termination != AK_TERMINATION_NONE*");
  g_assert_false (ak_match_start_next_game (match, NULL, 0, &error));
  g_test_assert_expected_messages ();
  g_assert_no_error (error);
  observer_check (&observer);

  /* Play until a game leaves a buyer with at least two holes to buy. */
  while (TRUE)
    {
      play_game (&observer, &rng, 10, AK_SOUTH, 8);
      g_assert_true (ak_match_get_plan (match, &plan));
      if (plan.buyer != AK_SIDE_NONE && plan.n_purchases >= 2 && plan.n_purchases < 6)
        break;
      start_next_game (&observer, NULL, 0);
    }

  {
    g_autoptr(GPtrArray) records = ak_match_dup_records (match);

    before = ak_notation_write (records);
  }
  changed = observer.n_changed;
  own = plan.buyer == AK_SOUTH ? 0 : AK_ROW_HOLES;
  other = plan.buyer == AK_SOUTH ? AK_ROW_HOLES : 0;

  /* One hole too many, one too few, none at all. */
  for (guint i = 0; i < AK_ROW_HOLES; i++)
    purchases[i] = (guint8) (other + i);
  {
    const guint counts[] = { plan.n_purchases + 1, plan.n_purchases - 1, 0 };

    for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
      {
        g_assert_false (ak_match_start_next_game (match, purchases, counts[i], &error));
        g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE);
        g_clear_error (&error);
        observer_check (&observer);
      }
  }

  /* A hole of the buyer's own row. */
  n_purchases = choose_purchases (&plan, &rng, purchases);
  purchases[n_purchases - 1] = own + 2;
  g_assert_false (ak_match_start_next_game (match, purchases, n_purchases, &error));
  g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE);
  g_assert_nonnull (strstr (error->message, "c"));
  g_clear_error (&error);
  observer_check (&observer);

  /* The same hole twice, and no hole at all. */
  n_purchases = choose_purchases (&plan, &rng, purchases);
  purchases[1] = purchases[0];
  g_assert_false (ak_match_start_next_game (match, purchases, n_purchases, &error));
  g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE);
  g_clear_error (&error);
  purchases[1] = 12;
  g_assert_false (ak_match_start_next_game (match, purchases, n_purchases, &error));
  g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE);
  g_clear_error (&error);
  observer_check (&observer);

  /* Nothing changed: not the games, the ledger, or what a save writes. */
  g_assert_cmpuint (observer.n_changed, ==, changed);
  g_assert_true (ak_match_get_plan (match, NULL));
  {
    g_autoptr(GPtrArray) records = ak_match_dup_records (match);

    after = ak_notation_write (records);
  }
  g_assert_cmpstr (after, ==, before);
  assert_ledger (match);

  /* A good purchase, in any order, is shown in sowing order. */
  n_purchases = choose_purchases (&plan, &rng, purchases);
  if (purchases[0] < purchases[1])
    {
      guint8 swap = purchases[0];

      purchases[0] = purchases[1];
      purchases[1] = swap;
    }
  start_next_game (&observer, purchases, n_purchases);
  assert_ledger (match);

  /* A game drawn at once leaves nobody to buy a hole. */
  {
    g_autoptr(AkMatch) even = ak_match_new (&rules, "Even");

    g_assert_true (ak_game_agree (ak_match_get_current_game (even)));
    g_assert_true (ak_match_get_plan (even, &plan));
    g_assert_cmpint (plan.buyer, ==, AK_SIDE_NONE);
    purchases[0] = 6;
    g_assert_false (ak_match_start_next_game (even, purchases, 1, &error));
    g_assert_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_PURCHASE);
    g_clear_error (&error);
    g_assert_cmpuint (ak_match_get_n_games (even), ==, 1);
    g_assert_true (ak_match_start_next_game (even, purchases, 0, &error));
    g_assert_no_error (error);
    g_assert_null (ak_game_get_tag (ak_match_get_current_game (even), "Purchase"));
    assert_ledger (even);
    g_assert_finalize_object (g_steal_pointer (&even));
  }

  observer_clear (&observer);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* The current game's row follows the game in place; the cursor does not
 * matter, only the main line does. */
static void
test_match_live_row (void)
{
  g_autoptr(AkMatch) match = NULL;
  g_autoptr(AkLedgerEntry) entry = NULL;
  Observer observer;
  AkRandom rng;
  AkRules rules;
  AkGame *game;
  guint captures = 0;
  guint notes;

  ak_rules_init (&rules);
  ak_random_init (&rng, 4242);
  match = ak_match_new (&rules, "Live");
  observer_init (&observer, match);
  game = ak_match_get_current_game (match);
  entry = g_list_model_get_item (ak_match_get_ledger (match), 0);

  /* Moves: the row's captures follow, without list changes. */
  while (captures == 0)
    {
      play_random_move (game, &rng);
      observer_check (&observer);
      captures = ak_ledger_entry_get_captured (entry, AK_SOUTH) +
                 ak_ledger_entry_get_captured (entry, AK_NORTH);
      g_assert_false (ak_game_get_is_over (game));
    }
  g_assert_cmpstr (ak_ledger_entry_get_result (entry), ==, "*");

  /* An agreement ends the game; stepping back through it does not
   * reopen it, and the standing does not move. */
  g_assert_true (ak_game_agree (game));
  observer_check (&observer);
  g_assert_true (ak_ledger_entry_get_is_finished (entry));
  g_assert_cmpint (ak_ledger_entry_get_termination (entry), ==, AK_TERMINATION_AGREEMENT);
  notes = watch_total (observer.standing) + watch_total (g_ptr_array_index (observer.rows, 0));

  g_assert_true (ak_game_go_first (game));
  g_assert_false (ak_game_get_is_over (game));
  observer_check (&observer);
  g_assert_true (ak_game_go_next (game));
  observer_check (&observer);
  g_assert_cmpuint (watch_total (observer.standing) +
                    watch_total (g_ptr_array_index (observer.rows, 0)), ==, notes);
  g_assert_true (ak_ledger_entry_get_is_finished (entry));
  g_assert_true (ak_match_get_plan (match, NULL));

  /* A variation away from the main line does not touch the row. */
  {
    AkMoveList list;
    AkGameNode *main_first;
    guint n;

    g_assert_true (ak_game_go_first (game));
    observer_check (&observer);
    main_first = g_ptr_array_index (ak_game_get_current_node (game)->children, 0);
    n = ak_position_legal_moves (ak_game_get_position (game), &rules, &list);
    g_assert_cmpuint (n, >, 1);
    for (guint i = 0; i < n; i++)
      if (list.moves[i] != main_first->move)
        {
          g_assert_cmpint (ak_game_play (game, list.moves[i], NULL), ==, AK_VERDICT_LEGAL);
          break;
        }
    g_assert_false (ak_game_is_on_main_line (game, ak_game_get_current_node (game)));
    observer_check (&observer);
    g_assert_cmpuint (watch_total (observer.standing) +
                      watch_total (g_ptr_array_index (observer.rows, 0)), ==, notes);
    g_assert_true (ak_ledger_entry_get_is_finished (entry));
    g_assert_true (ak_match_get_plan (match, NULL));
    assert_ledger (match);
  }

  /* Back at the end, taking the agreement back reopens the game. */
  g_assert_true (ak_game_go_first (game));
  g_assert_true (ak_game_go_last (game));
  g_assert_true (ak_game_get_is_over (game));
  observer_check (&observer);
  g_assert_true (ak_game_undo (game));
  observer_check (&observer);
  g_assert_false (ak_ledger_entry_get_is_finished (entry));
  g_assert_cmpstr (ak_ledger_entry_get_result (entry), ==, "*");
  g_assert_cmpuint (ak_match_get_draws (match) + ak_match_get_wins (match, AK_SOUTH) +
                    ak_match_get_wins (match, AK_NORTH), ==, 0);
  g_assert_false (ak_match_get_plan (match, NULL));
  assert_ledger (match);

  /* And the rules end it just as well. */
  while (!ak_game_get_is_over (game))
    {
      play_random_move (game, &rng);
      observer_check (&observer);
    }
  g_assert_true (ak_ledger_entry_get_is_finished (entry));
  g_assert_cmpint (ak_ledger_entry_get_termination (entry), !=, AK_TERMINATION_AGREEMENT);
  assert_ledger (match);
  g_free (assert_round_trip (match));

  observer_clear (&observer);
  g_clear_object (&entry);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* A finished game must stay as it was rebuilt from: the match says so
 * when it does not, and comments are no harm. */
static void
test_match_finished_game_changed (void)
{
  g_autoptr(AkMatch) match = NULL;
  g_autoptr(AkGame) first = NULL;
  Observer observer;
  AkRandom rng;
  AkRules rules;
  guint changed;

  ak_rules_init (&rules);
  ak_random_init (&rng, 5);
  match = ak_match_new (&rules, "Read-only");
  observer_init (&observer, match);
  play_game (&observer, &rng, 4, AK_SIDE_NONE, 0);
  g_assert_cmpint (ak_game_get_termination (ak_match_get_current_game (match)), ==,
                   AK_TERMINATION_AGREEMENT);
  start_next_game (&observer, NULL, 0);
  first = g_object_ref (ak_match_get_game (match, 0));

  changed = observer.n_changed;
  ak_game_set_comment (first, ak_game_get_current_node (first), "a fine game");
  g_assert_cmpuint (observer.n_changed, ==, changed + 1);
  observer_check (&observer);

  g_test_expect_message ("ak-match", G_LOG_LEVEL_CRITICAL, "*Game 1 of match*read-only*");
  g_assert_true (ak_game_undo (first));
  g_test_assert_expected_messages ();
  observer_check (&observer);
  g_assert_true (ak_game_agree (first));
  observer_check (&observer);
  assert_ledger (match);

  /* The game outlives the match, which let go of its signals. */
  observer_clear (&observer);
  g_assert_finalize_object (g_steal_pointer (&match));
  g_assert_true (ak_game_undo (first));
  g_assert_finalize_object (g_steal_pointer (&first));
}

/* remainder=round: no banks, a full board. */
static void
test_match_round (void)
{
  g_autoptr(AkMatch) match = NULL;
  Observer observer;
  AkRandom rng;
  AkRules rules;

  ak_rules_init (&rules);
  rules.remainder = AK_REMAINDER_ROUND;
  ak_random_init (&rng, 31);
  match = ak_match_new (&rules, "Round");
  observer_init (&observer, match);

  for (guint g = 0; g < 4; g++)
    {
      AkRebuildPlan plan;
      guint8 purchases[AK_N_HOLES];
      const AkPosition *start;

      play_game (&observer, &rng, 6, AK_SOUTH, 2);
      if (!ak_match_get_plan (match, &plan))
        break;
      start_next_game (&observer, purchases, choose_purchases (&plan, &rng, purchases));
      start = ak_game_get_start (ak_match_get_current_game (match));
      g_assert_cmpuint (start->banks[AK_SOUTH] + start->banks[AK_NORTH], ==, 0);
      g_assert_cmpuint (ak_position_seeds_on_board (start), ==, AK_N_SEEDS);
      assert_ledger (match);
    }
  g_assert_cmpuint (ak_match_get_n_games (match), >, 1);
  g_free (assert_round_trip (match));

  observer_clear (&observer);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* Games that do not make one match are refused, with the reason. */
static void
test_match_from_bad_records (void)
{
  g_autoptr(AkMatch) match = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;
  AkGameRecord *second;
  AkPosition start;
  AkRules rules;
  AkRandom rng;
  Observer observer;

  ak_rules_init (&rules);
  rules.match_end = AK_MATCH_END_GAMES;
  rules.match_end_n = 3;
  ak_random_init (&rng, 77);
  match = ak_match_new (&rules, "Source");
  observer_init (&observer, match);
  play_game (&observer, &rng, 6, AK_SOUTH, 2);
  start_next_game (&observer, NULL, 0);
  play_game (&observer, &rng, 6, AK_SOUTH, 2);
  start_next_game (&observer, NULL, 0);
  play_random_move (ak_match_get_current_game (match), &rng);
  observer_clear (&observer);

  /* The good records make a match. */
  records = ak_match_dup_records (match);
  {
    g_autoptr(AkMatch) copy = ak_match_new_from_records (records, &error);

    g_assert_no_error (error);
    assert_same_ledger (match, copy);
    g_assert_finalize_object (g_steal_pointer (&copy));
  }

#define ASSERT_REFUSED(code)                                              \
  G_STMT_START {                                                          \
    g_autoptr(AkMatch) refused = ak_match_new_from_records (records, &error); \
    g_assert_null (refused);                                              \
    g_assert_error (error, AK_LEDGER_ERROR, code);                        \
    g_test_message ("refused: %s", error->message);                       \
    g_clear_error (&error);                                               \
  } G_STMT_END

  /* No Match tag, or another match's. */
  ak_game_record_remove_tag (g_ptr_array_index (records, 0), "Match");
  ASSERT_REFUSED (AK_LEDGER_ERROR_NOT_A_MATCH);
  ak_game_record_set_tag (g_ptr_array_index (records, 0), "Match", "Source");
  ak_game_record_set_tag (g_ptr_array_index (records, 2), "Match", "Other");
  ASSERT_REFUSED (AK_LEDGER_ERROR_NOT_A_MATCH);
  ak_game_record_set_tag (g_ptr_array_index (records, 2), "Match", "Source");

  /* A name of 10,000 characters is quoted, not written out whole. */
  {
    g_autofree char *long_name = g_strnfill (10000, 'n');

    for (guint i = 0; i < records->len; i++)
      ak_game_record_set_tag (g_ptr_array_index (records, i), "Match", long_name);
    ak_game_record_set_tag (g_ptr_array_index (records, 1), "Match", "Other");
    {
      g_autoptr(AkMatch) refused = ak_match_new_from_records (records, &error);

      g_assert_null (refused);
      g_assert_error (error, AK_LEDGER_ERROR, AK_LEDGER_ERROR_NOT_A_MATCH);
      g_assert_cmpuint (strlen (error->message), <, 200);
      g_assert_nonnull (strstr (error->message, "…"));
      g_clear_error (&error);
    }
    for (guint i = 0; i < records->len; i++)
      ak_game_record_set_tag (g_ptr_array_index (records, i), "Match", "Source");
  }

  /* Other rules. */
  second = g_ptr_array_index (records, 1);
  second->rules.no_capture_limit = 100;
  ASSERT_REFUSED (AK_LEDGER_ERROR_BROKEN);
  second->rules.no_capture_limit = rules.no_capture_limit;

  /* A game that does not start from the rebuild (game 2 must start with
   * the other player to move), after an unfinished game, and after the
   * end of the match. */
  {
    g_autoptr(GPtrArray) good = g_steal_pointer (&records);
    g_autoptr(AkMatch) one = NULL;
    AkRules one_game = rules;
    AkGameRecord *record;

    ak_position_init_start (&start, ak_game_get_start (ak_match_get_game (match, 0))->side);
    records = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
    g_ptr_array_add (records, ak_game_record_copy (g_ptr_array_index (good, 0)));
    record = ak_game_record_new (&rules, &start);
    ak_game_record_set_tag (record, "Match", "Source");
    g_ptr_array_add (records, record);
    ASSERT_REFUSED (AK_LEDGER_ERROR_BROKEN);
    g_ptr_array_unref (records);

    records = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
    g_ptr_array_add (records, ak_game_record_copy (g_ptr_array_index (good, 2)));
    g_ptr_array_add (records, ak_game_record_copy (g_ptr_array_index (good, 1)));
    ASSERT_REFUSED (AK_LEDGER_ERROR_BROKEN);
    g_ptr_array_unref (records);

    one_game.match_end_n = 1;
    one = ak_match_new (&one_game, "Source");
    g_assert_true (ak_game_agree (ak_match_get_current_game (one)));
    g_assert_true (ak_match_get_is_over (one));
    records = ak_match_dup_records (one);
    record = ak_game_record_new (&one_game, &start);
    ak_game_record_set_tag (record, "Match", "Source");
    g_ptr_array_add (records, record);
    ASSERT_REFUSED (AK_LEDGER_ERROR_BROKEN);
    g_assert_finalize_object (g_steal_pointer (&one));
  }

#undef ASSERT_REFUSED

  g_assert_finalize_object (g_steal_pointer (&match));
}

/* A match file that starts later than game 1 keeps its numbers. */
static void
test_match_numbering (void)
{
  g_autoptr(AkMatch) match = NULL;
  g_autoptr(AkMatch) loaded = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLedgerEntry) entry = NULL;
  Observer observer;
  AkRandom rng;
  AkRules rules;

  ak_rules_init (&rules);
  ak_random_init (&rng, 12);
  match = ak_match_new (&rules, "Later");
  observer_init (&observer, match);
  play_game (&observer, &rng, 4, AK_SIDE_NONE, 0);
  start_next_game (&observer, NULL, 0);
  observer_clear (&observer);

  records = ak_match_dup_records (match);
  ak_game_record_set_tag (g_ptr_array_index (records, 0), "Game", "7");
  ak_game_record_set_tag (g_ptr_array_index (records, 1), "Game", "8");
  loaded = ak_match_new_from_records (records, &error);
  g_assert_no_error (error);
  entry = g_list_model_get_item (ak_match_get_ledger (loaded), 1);
  g_assert_cmpuint (ak_ledger_entry_get_game_number (entry), ==, 8);

  g_clear_pointer (&records, g_ptr_array_unref);
  records = ak_match_dup_records (loaded);
  g_assert_cmpstr (ak_game_record_get_tag (g_ptr_array_index (records, 1), "Game"), ==, "8");

  g_clear_object (&entry);
  g_assert_finalize_object (g_steal_pointer (&loaded));
  g_assert_finalize_object (g_steal_pointer (&match));
}


/* Marks the main-line move @node of @game with @suffix or, without one,
 * the glyph @nag, and counts it in @expected for its mover. */
static void
mark_move (AkGame     *game,
           AkGameNode *node,
           const char *suffix,
           guint       nag,
           guint       expected[2][AK_REVIEW_N_MARKS])
{
  AkReviewMark mark;

  if (suffix != NULL)
    {
      ak_game_set_suffix (game, node, suffix);
      mark = g_str_equal (suffix, "??") ? AK_REVIEW_MARK_BLUNDER
           : g_str_equal (suffix, "?") ? AK_REVIEW_MARK_MISTAKE : AK_REVIEW_MARK_INACCURACY;
    }
  else
    {
      ak_game_set_nags (game, node, &nag, 1);
      mark = nag == 4 ? AK_REVIEW_MARK_BLUNDER
           : nag == 2 ? AK_REVIEW_MARK_MISTAKE : AK_REVIEW_MARK_INACCURACY;
    }
  expected[ak_game_node_get_mover (node)][mark]++;
}

static void
assert_marks (AkMatch *match,
              guint    index,
              guint    expected[2][AK_REVIEW_N_MARKS])
{
  g_autoptr(AkLedgerEntry) entry = g_list_model_get_item (ak_match_get_ledger (match), index);
  gboolean any = FALSE;

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    for (guint mark = AK_REVIEW_MARK_INACCURACY; mark < AK_REVIEW_N_MARKS; mark++)
      {
        g_assert_cmpuint (ak_ledger_entry_get_marks (entry, side, mark), ==,
                          expected[side][mark]);
        any |= expected[side][mark] > 0;
      }
  g_assert_cmpint (ak_ledger_entry_get_has_marks (entry), ==, any);
}

/* The ledger counts each player's marked moves of each game, from the
 * moves' own suffixes and glyphs: as they are set by hand or by a review
 * and taken back, on the main line only, and in a match read from its
 * file. */
static void
test_match_marks (void)
{
  g_autoptr(AkMatch) match = NULL;
  guint expected[2][AK_REVIEW_N_MARKS] = { { 0 } };
  guint none[2][AK_REVIEW_N_MARKS] = { { 0 } };
  guint second[2][AK_REVIEW_N_MARKS] = { { 0 } };
  g_autofree char *text = NULL;
  g_autoptr(AkGameRecord) record = NULL;
  g_autoptr(AkReview) review = NULL;
  g_autoptr(AkReviewChange) change = NULL;
  g_autoptr(GError) error = NULL;
  AkReviewOptions options;
  AkGameNode *nodes[12];
  AkGameNode *node;
  Observer observer;
  AkRandom rng;
  AkRules rules;
  AkGame *game;

  ak_rules_init (&rules);
  ak_random_init (&rng, 77);
  match = ak_match_new (&rules, "Marked");
  observer_init (&observer, match);
  play_game (&observer, &rng, 12, AK_SIDE_NONE, 0);
  game = ak_match_get_game (match, 0);
  assert_marks (match, 0, none);

  node = ak_game_get_root (game);
  for (guint i = 0; i < G_N_ELEMENTS (nodes); i++)
    nodes[i] = node = g_ptr_array_index (node->children, 0);

  /* Suffixes and glyphs of both players, each notified once. */
  mark_move (game, nodes[0], "?!", 0, expected);
  observer_check (&observer);
  mark_move (game, nodes[1], "??", 0, expected);
  mark_move (game, nodes[2], NULL, 2, expected);
  mark_move (game, nodes[3], NULL, 6, expected);
  mark_move (game, nodes[5], "?", 0, expected);
  observer_check (&observer);
  assert_marks (match, 0, expected);

  /* A good mark, or a bad one in a variation, counts for nothing. */
  ak_game_set_suffix (game, nodes[6], "!");
  ak_game_go_to (game, nodes[6]->parent);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (hole != nodes[6]->move && ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      {
        g_assert_cmpint (ak_game_play (game, hole, NULL), ==, AK_VERDICT_LEGAL);
        ak_game_set_suffix (game, ak_game_get_current_node (game), "??");
        break;
      }
  g_assert_false (ak_game_is_on_main_line (game, ak_game_get_current_node (game)));
  observer_check (&observer);
  assert_marks (match, 0, expected);

  /* Taken away again. */
  ak_game_set_suffix (game, nodes[5], NULL);
  expected[ak_game_node_get_mover (nodes[5])][AK_REVIEW_MARK_MISTAKE]--;
  observer_check (&observer);
  assert_marks (match, 0, expected);

  /* The next game: its own row, from a review applied and taken back. */
  start_next_game (&observer, NULL, 0);
  game = ak_match_get_current_game (match);
  for (guint i = 0; i < 16 && !ak_game_get_is_over (game); i++)
    {
      play_random_move (game, &rng);
      observer_check (&observer);
    }
  assert_marks (match, 1, none);

  /* A review writes move by move, and the row follows each step: only
   * where it ends is checked. */
  observer_clear (&observer);
  ak_review_options_init (&options);
  options.max_depth = 4;
  options.n_threads = 1;
  record = ak_game_dup_record (game);
  review = ak_review_new (record, &options);
  g_assert_true (ak_review_run (review, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  change = ak_review_apply (review, game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (change);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      AkReviewPlayer player;

      ak_review_get_player (review, side, &player);
      memcpy (second[side], player.n_marks, sizeof player.n_marks);
    }
  /* Random moves, judged four plies deep: some are marked. */
  g_assert_cmpuint (second[AK_SOUTH][AK_REVIEW_MARK_INACCURACY] +
                    second[AK_SOUTH][AK_REVIEW_MARK_MISTAKE] +
                    second[AK_SOUTH][AK_REVIEW_MARK_BLUNDER] +
                    second[AK_NORTH][AK_REVIEW_MARK_INACCURACY] +
                    second[AK_NORTH][AK_REVIEW_MARK_MISTAKE] +
                    second[AK_NORTH][AK_REVIEW_MARK_BLUNDER], >, 0);
  assert_marks (match, 1, second);
  assert_marks (match, 0, expected);

  /* Saved and read again, the counts come back from the file. */
  text = assert_round_trip (match);
  g_test_message ("%s", text);

  ak_review_change_revert (change, game);
  assert_marks (match, 1, none);
  assert_marks (match, 0, expected);

  g_assert_finalize_object (g_steal_pointer (&match));
}

/* The standing says what decides the match at every stage: the holes
 * owned while a game is played; after a game, the holes each player's
 * seeds fill for the next, not those of the game's start; at the end the
 * same, after how many games. */
static void
test_match_standing (void)
{
  g_autoptr(AkMatch) match = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  AkMatchStanding standing;
  Observer observer;
  AkRebuildPlan plan;
  guint8 purchases[AK_N_HOLES];
  AkRandom rng;
  AkRules rules;
  guint wealth[2];
  guint start_holes[2];

  ak_rules_init (&rules);
  rules.match_end = AK_MATCH_END_GAMES;
  rules.match_end_n = 2;
  ak_random_init (&rng, 77);
  match = ak_match_new (&rules, "Standing");
  observer_init (&observer, match);

  ak_match_get_standing (match, &standing);
  g_assert_cmpint (standing.phase, ==, AK_MATCH_PHASE_PLAYING);
  g_assert_cmpuint (standing.game, ==, 1);
  g_assert_cmpuint (standing.holes[AK_SOUTH], ==, 6);
  text = ak_match_dup_standing_text (match, "Ana", "Kofi");
  g_assert_cmpstr (text, ==, "Ana owns 6 holes, Kofi 6");
  g_clear_pointer (&text, g_free);
  text = ak_match_dup_outcome_text (match, "Ana", "Kofi");
  g_assert_cmpstr (text, ==, "The match goes on with game 1");
  g_clear_pointer (&text, g_free);

  /* Game 1 ends, South well ahead: the next game is to be built. */
  play_game (&observer, &rng, 10, AK_SOUTH, 10);
  current_wealth (match, wealth);
  ak_match_plan (&rules, wealth, &plan);
  ak_match_get_standing (match, &standing);
  g_assert_cmpint (standing.phase, ==, AK_MATCH_PHASE_BETWEEN);
  g_assert_cmpuint (standing.game, ==, 1);
  g_assert_cmpuint (standing.wealth[AK_SOUTH], ==, wealth[AK_SOUTH]);
  g_assert_cmpuint (standing.wealth[AK_NORTH], ==, wealth[AK_NORTH]);
  g_assert_cmpuint (standing.holes[AK_SOUTH], ==, plan.holes[AK_SOUTH]);
  g_assert_cmpuint (standing.holes[AK_NORTH], ==, plan.holes[AK_NORTH]);
  g_assert_cmpuint (plan.holes[AK_SOUTH], >, 6);
  text = ak_match_dup_standing_text (match, "Ana", "Kofi");
  expected = g_strdup_printf ("After game 1: Ana has %u seeds, worth %u holes; Kofi %u, worth %u",
                              wealth[AK_SOUTH], plan.holes[AK_SOUTH],
                              wealth[AK_NORTH], plan.holes[AK_NORTH]);
  g_assert_cmpstr (text, ==, expected);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&expected, g_free);
  text = ak_match_dup_outcome_text (match, "Ana", "Kofi");
  g_assert_cmpstr (text, ==, "The match goes on: game 2 is built from these seeds");
  g_clear_pointer (&text, g_free);

  ak_match_auto_purchases (&plan, purchases);
  start_next_game (&observer, purchases, plan.n_purchases);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    start_holes[side] = ak_match_get_holes (match, side);
  ak_match_get_standing (match, &standing);
  g_assert_cmpint (standing.phase, ==, AK_MATCH_PHASE_PLAYING);
  g_assert_cmpuint (standing.game, ==, 2);
  g_assert_cmpuint (standing.holes[AK_SOUTH], ==, start_holes[AK_SOUTH]);

  /* Game 2, the last, North well ahead: the holes its seeds fill decide,
   * not those South owned when it began. */
  play_game (&observer, &rng, 10, AK_NORTH, 16);
  g_assert_true (ak_match_get_is_over (match));
  current_wealth (match, wealth);
  ak_match_plan (&rules, wealth, &plan);
  ak_match_get_standing (match, &standing);
  g_assert_cmpint (standing.phase, ==, AK_MATCH_PHASE_OVER);
  g_assert_cmpuint (standing.n_games, ==, 2);
  g_assert_cmpuint (standing.n_to_play, ==, 2);
  g_assert_cmpuint (standing.holes[AK_SOUTH], ==, plan.holes[AK_SOUTH]);
  g_assert_cmpuint (standing.holes[AK_NORTH], ==, plan.holes[AK_NORTH]);
  g_assert_cmpuint (standing.holes[AK_SOUTH], !=, start_holes[AK_SOUTH]);
  g_assert_cmpint (standing.winner, ==, ak_match_get_winner (match));
  text = ak_match_dup_standing_text (match, "Ana", "Kofi");
  expected = g_strdup_printf ("After 2 of 2 games: Ana has %u seeds, worth %u %s; Kofi %u, worth %u",
                              wealth[AK_SOUTH], plan.holes[AK_SOUTH],
                              plan.holes[AK_SOUTH] == 1 ? "hole" : "holes",
                              wealth[AK_NORTH], plan.holes[AK_NORTH]);
  g_assert_cmpstr (text, ==, expected);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&expected, g_free);
  text = ak_match_dup_outcome_text (match, "Ana", "Kofi");
  if (plan.holes[AK_SOUTH] == plan.holes[AK_NORTH] && wealth[AK_SOUTH] == wealth[AK_NORTH])
    g_assert_cmpstr (text, ==, "The match is over: it is drawn");
  else if (plan.holes[AK_SOUTH] == plan.holes[AK_NORTH])
    g_assert_true (g_str_has_suffix (text, " wins on seeds, the holes being even"));
  else
    {
      expected = g_strdup_printf ("The match is over: %s wins",
                                  plan.holes[AK_SOUTH] > plan.holes[AK_NORTH] ? "Ana" : "Kofi");
      g_assert_cmpstr (text, ==, expected);
    }

  observer_clear (&observer);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/model/match/new", test_match_new);
  g_test_add_func ("/ak/model/match/to-ruin", test_match_to_ruin);
  g_test_add_func ("/ak/model/match/next-starter", test_match_next_starter);
  g_test_add_func ("/ak/model/match/end", test_match_end);
  g_test_add_func ("/ak/model/match/purchase-errors", test_match_purchase_errors);
  g_test_add_func ("/ak/model/match/live-row", test_match_live_row);
  g_test_add_func ("/ak/model/match/finished-game-changed", test_match_finished_game_changed);
  g_test_add_func ("/ak/model/match/round", test_match_round);
  g_test_add_func ("/ak/model/match/from-bad-records", test_match_from_bad_records);
  g_test_add_func ("/ak/model/match/numbering", test_match_numbering);
  g_test_add_func ("/ak/model/match/marks", test_match_marks);
  g_test_add_func ("/ak/model/match/standing", test_match_standing);

  return g_test_run ();
}
