/* match-test-common.c — what the AkMatch test programs share: watching
 * properties and items-changed, playing random games and the next game
 * of a match, and checking a match against its games and its file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
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

#include "match-test-common.h"

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

Watch *
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
void
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

guint
watch_total (Watch *watch)
{
  guint total = 0;

  for (guint i = 0; i < watch->n_names; i++)
    total += watch->counts[i];
  return total;
}

void
watch_free (Watch *watch)
{
  g_signal_handlers_disconnect_by_data (watch->object, watch);
  for (guint i = 0; i < watch->n_names; i++)
    g_free (watch->values[i]);
  g_free (watch);
}

/* -------------------------------------------------------------------------
 * Recording items-changed
 */

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

GArray *
record_changes (GListModel *model)
{
  GArray *changes = g_array_new (FALSE, FALSE, sizeof (Change));

  g_signal_connect (model, "items-changed", G_CALLBACK (items_changed_cb), changes);
  return changes;
}

void
stop_recording (GListModel *model,
                GArray     *changes)
{
  g_signal_handlers_disconnect_by_data (model, changes);
  g_array_unref (changes);
}

void
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

void
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
void
observer_check (Observer *observer)
{
  watch_check (observer->standing);
  for (guint i = 0; i < observer->rows->len; i++)
    watch_check (g_ptr_array_index (observer->rows, i));
  assert_changes (observer->ledger_changes, 0, 0, 0, 0);
  assert_changes (observer->games_changes, 0, 0, 0, 0);
}

void
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
void
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
void
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
guint
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
void
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

void
assert_tree_conserved (const AkGameNode *node)
{
  g_assert_cmpuint (ak_position_total (&node->position), ==, AK_N_SEEDS);
  for (guint i = 0; node->children != NULL && i < node->children->len; i++)
    assert_tree_conserved (g_ptr_array_index (node->children, i));
}

char *
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

char *
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
void
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
gboolean
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
void
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

void
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

void
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
char *
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
