/* ak-match.c — a match: its games, its ledger and its standing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A match is a list of AkGames under one set of rules (RULES.md §5).
 * Every rule decision goes to the engine (ak-match-rules.h): the wealth a
 * game leaves, the rebuild plan, the purchases, the next starter and the
 * end of the match.  AkMatch only keeps the games, one ledger row per game
 * and the standing, and keeps them in step with the games.
 *
 * What counts is where play of each game stands (its live node: the end
 * of its main line, unless a move was taken back), not what the game's
 * cursor shows: a player who steps back through a finished game has not
 * unfinished it, one who takes its last move back has.  Only the last
 * game is played; the games before it were ended and rebuilt from, and
 * the UI shows them read-only.  AkGame has no read-only mode, so the
 * match refuses nothing: comments and variations
 * in a finished game are harmless, but if its main line stops ending as it
 * did when the next game was built from it, the match says so with a
 * critical (a programming error in the UI) and keeps the rebuild it made.
 */

#define G_LOG_DOMAIN "ak-match"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-boxed.h"
#include "ak-match-private.h"
#include "ak-error.h"
#include "ak-enum-types.h"
#include "ak-ledger-entry-private.h"
#include "ak-match.h"

/**
 * AkMatch:
 *
 * A match (RULES.md §5): a list of [class@Game]s under one set of rules,
 * a ledger with one [class@LedgerEntry] per game, and the standing.
 *
 * Only the last game is played.  The games before it were finished and
 * rebuilt from, and must be shown read-only: the match cannot refuse a
 * change to them, but it reports one that changes how such a game ends
 * with a critical, and keeps the rebuild it made.
 */
G_DEFINE_FINAL_TYPE (AkMatch, ak_match, G_TYPE_OBJECT)

G_DEFINE_QUARK (ak-ledger-error-quark, ak_ledger_error)

/* The South and North properties of a pair follow each other, so that
 * PROP_X_SOUTH + side names the one for a side. */
enum {
  PROP_0,
  PROP_RULES,
  PROP_NAME,
  PROP_GAMES,
  PROP_LEDGER,
  PROP_N_GAMES,
  PROP_CURRENT_GAME,
  PROP_HOLES_SOUTH,
  PROP_HOLES_NORTH,
  PROP_WINS_SOUTH,
  PROP_WINS_NORTH,
  PROP_DRAWS,
  PROP_IS_OVER,
  PROP_WINNER,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Where play of @game stands (before any division) and how the game
 * ended there, %AK_TERMINATION_NONE if it goes on.  AkGame answers these
 * at its cursor; the match wants its live node, the main line's end
 * unless a move was taken back, wherever the cursor is. */
const AkPosition *
_ak_match_live_end (AkGame        *game,
                    AkTermination *termination)
{
  AkGameNode *node = ak_game_get_live_node (game);

  if (node->termination != AK_TERMINATION_NONE)
    *termination = node->termination;
  else if (ak_game_get_current_node (game) == node)
    *termination = ak_game_get_termination (game);
  else if (node->children != NULL && node->children->len > 0)
    /* Play was taken back to here: what follows does not count. */
    *termination = AK_TERMINATION_NONE;
  else
    {
      /* An agreement is kept by the game alone, and shown at its cursor;
       * away from it only the record the game would save tells. */
      g_autoptr(AkGameRecord) record = ak_game_dup_record (game);

      *termination = g_strcmp0 (record->result, "*") != 0
        ? AK_TERMINATION_AGREEMENT
        : AK_TERMINATION_NONE;
    }

  return &node->position;
}

static void
sort_holes (guint8 *holes,
            guint   n_holes)
{
  for (guint i = 1; i < n_holes; i++)
    for (guint j = i; j > 0 && holes[j - 1] > holes[j]; j--)
      {
        guint8 swap = holes[j];

        holes[j] = holes[j - 1];
        holes[j - 1] = swap;
      }
}

/* The tags a game of a match hands on to the next. */
static const char * const carried_tags[] = {
  "Event", "Site", "SouthType", "SouthLevel", "NorthType", "NorthLevel",
};

/* The Purchase tag of the game after a rebuild: `South: A D`. */
char *
_ak_match_purchase_tag (const Slot *slot)
{
  GString *text;

  if (slot->buyer == AK_SIDE_NONE)
    return NULL;

  /* The tag's words are the file format's, never translated. */
  text = g_string_new (slot->buyer == AK_NORTH ? "North:" : "South:");
  for (guint i = 0; i < slot->n_purchases; i++)
    g_string_append_printf (text, " %c", ak_hole_to_char (slot->purchases[i]));
  return g_string_free (text, FALSE);
}

static void
set_uint (AkMatch *self,
          guint   *field,
          guint    value,
          guint    prop_id)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

/* Brings the standing up to date; @end and @termination say where the
 * last game's main line ends. */
static void
sync_standing (AkMatch          *self,
               const AkPosition *end,
               AkTermination     termination)
{
  const AkPosition *start = ak_game_get_start (last_slot (self)->game);
  guint wins[2] = { self->tally[OUTCOME_SOUTH_WON], self->tally[OUTCOME_NORTH_WON] };
  guint draws = self->tally[OUTCOME_DRAWN];
  gboolean is_over = FALSE;
  int winner = AK_SIDE_NONE;

  /* The games before the last were all followed by a rebuild, so the
   * match can only have ended with the last one. */
  if (termination != AK_TERMINATION_NONE)
    {
      guint wealth[2];

      ak_match_wealth (end, wealth);
      is_over = ak_match_check_end (&self->rules, self->slots->len, wealth, &winner) ==
                AK_MATCH_OVER;
      if (!is_over)
        winner = AK_SIDE_NONE;
    }

  g_object_freeze_notify (G_OBJECT (self));
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      set_uint (self, &self->holes[side], ak_position_holes_owned (start, side),
                PROP_HOLES_SOUTH + side);
      set_uint (self, &self->wins[side], wins[side], PROP_WINS_SOUTH + side);
    }
  set_uint (self, &self->draws, draws, PROP_DRAWS);
  if (self->is_over != is_over)
    {
      self->is_over = is_over;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IS_OVER]);
    }
  if (self->winner != winner)
    {
      self->winner = winner;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WINNER]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* Counts the marks of the moves played in @game, up to where play
 * stands: read from the moves themselves, so that a review applied or
 * taken back, a mark set by hand and a reviewed file opened all count
 * alike. */
static void
count_marks (AkGame *game,
             guint   marks[2][AK_REVIEW_N_MARKS])
{
  AkGameNode *root = ak_game_get_root (game);

  memset (marks, 0, 2 * AK_REVIEW_N_MARKS * sizeof (guint));
  for (AkGameNode *node = ak_game_get_live_node (game); node != root && node != NULL;
       node = node->parent)
    marks[ak_game_node_get_mover (node)][ak_review_node_get_mark (node)]++;
}

static Outcome
get_outcome (AkLedgerEntry *entry)
{
  guint south = ak_ledger_entry_get_total (entry, AK_SOUTH);
  guint north = ak_ledger_entry_get_total (entry, AK_NORTH);

  if (!ak_ledger_entry_get_is_finished (entry))
    return OUTCOME_PLAYING;
  if (south == north)
    return OUTCOME_DRAWN;
  return south > north ? OUTCOME_SOUTH_WON : OUTCOME_NORTH_WON;
}

/* Brings the row of game @index, then the standing, up to date.  A new
 * row is counted as a game being played until then. */
static void
sync_game (AkMatch *self,
           guint    index)
{
  Slot *slot = get_slot (self, index);
  AkTermination termination;
  const AkPosition *end = _ak_match_live_end (slot->game, &termination);
  guint serial = ak_game_get_serial (slot->game);
  AkGameNode *live = ak_game_get_live_node (slot->game);

  self->tally[get_outcome (slot->entry)]--;
  _ak_ledger_entry_update_game (slot->entry, end, termination);
  self->tally[get_outcome (slot->entry)]++;

  /* The marks, once for each change of the game. */
  if (!slot->marks_counted || slot->marks_serial != serial || slot->marks_live != live)
    {
      guint marks[2][AK_REVIEW_N_MARKS];

      count_marks (slot->game, marks);
      _ak_ledger_entry_update_marks (slot->entry, (const guint (*)[AK_REVIEW_N_MARKS]) marks);
      slot->marks_counted = TRUE;
      slot->marks_serial = serial;
      slot->marks_live = live;
    }

  if (slot->rebuilt)
    {
      guint result[2] = { 0, 0 };
      gboolean broken;

      if (termination != AK_TERMINATION_NONE)
        ak_position_division (end, result);
      broken = termination == AK_TERMINATION_NONE ||
               result[AK_SOUTH] != slot->result[AK_SOUTH] ||
               result[AK_NORTH] != slot->result[AK_NORTH];
      /* Once each time it goes wrong: a change is often seen twice, as
       * notify::is-over and as AkGame::changed. */
      if (broken && !slot->warned)
        g_critical ("Game %u of match “%s” no longer ends %u-%u, as it did when the next "
                    "game was built from it; a finished game must be shown read-only",
                    ak_ledger_entry_get_game_number (slot->entry), self->name,
                    slot->result[AK_SOUTH], slot->result[AK_NORTH]);
      slot->warned = broken;
    }

  if (index + 1 == self->slots->len)
    sync_standing (self, end, termination);
  else
    {
      end = _ak_match_live_end (last_slot (self)->game, &termination);
      sync_standing (self, end, termination);
    }
}

static gboolean
find_game (AkMatch *self,
           AkGame  *game,
           guint   *index)
{
  /* Nearly always the last game, the one being played. */
  for (guint i = self->slots->len; i > 0; i--)
    if (get_slot (self, i - 1)->game == game)
      {
        *index = i - 1;
        return TRUE;
      }
  return FALSE;
}

static void
game_changed_cb (AkMatch *self,
                 AkGame  *game)
{
  guint index;

  if (!find_game (self, game, &index))
    g_return_if_reached ();
  sync_game (self, index);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
game_notify_is_over_cb (AkMatch    *self,
                        GParamSpec *pspec,
                        AkGame     *game)
{
  guint index;

  if (!find_game (self, game, &index))
    g_return_if_reached ();
  sync_game (self, index);
}

/* Adds @game as the match's last game, with its ledger row. */
void
_ak_match_append_game (AkMatch *self,
             AkGame  *game)
{
  Slot slot = { 0, };
  guint index = self->slots->len;

  slot.game = game;
  slot.entry = _ak_ledger_entry_new (self->first_number + index,
                                     ak_game_get_start (game)->side);
  slot.buyer = AK_SIDE_NONE;
  g_array_append_val (self->slots, slot);
  self->tally[get_outcome (slot.entry)]++;

  g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed_cb), self);
  g_signal_connect_swapped (game, "notify::is-over", G_CALLBACK (game_notify_is_over_cb), self);
  g_signal_connect_swapped (game, "notify::live-node", G_CALLBACK (game_notify_is_over_cb), self);

  g_object_freeze_notify (G_OBJECT (self));

  /* Fill the row in before it shows, then the game before the row, so
   * that a view of the ledger finds each row's game. */
  sync_game (self, index);
  g_list_store_append (self->games, game);
  g_list_store_append (self->ledger, slot.entry);
  g_object_unref (slot.entry);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_GAMES]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_GAME]);

  g_object_thaw_notify (G_OBJECT (self));
}

/* Records, on the last game's slot and row, the rebuild that made
 * @next_start from @result. */
void
_ak_match_set_rebuild (AkMatch          *self,
             int               buyer,
             const guint8     *purchases,
             guint             n_purchases,
             const guint       result[2],
             const AkPosition *next_start)
{
  Slot *slot = last_slot (self);

  g_assert (n_purchases <= AK_N_HOLES);

  slot->rebuilt = TRUE;
  slot->result[AK_SOUTH] = result[AK_SOUTH];
  slot->result[AK_NORTH] = result[AK_NORTH];
  slot->buyer = n_purchases > 0 ? buyer : AK_SIDE_NONE;
  slot->n_purchases = n_purchases;
  memcpy (slot->purchases, purchases, n_purchases);
  sort_holes (slot->purchases, n_purchases);

  _ak_ledger_entry_set_rebuild (slot->entry, slot->buyer, slot->purchases, slot->n_purchases,
                                next_start);
}

static void
ak_match_dispose (GObject *object)
{
  AkMatch *self = (AkMatch *) object;

  /* The games may outlive the match: a view can hold one. */
  if (self->slots != NULL)
    {
      for (guint i = 0; i < self->slots->len; i++)
        g_signal_handlers_disconnect_by_data (get_slot (self, i)->game, self);
      g_array_set_size (self->slots, 0);
    }
  g_clear_object (&self->ledger);
  g_clear_object (&self->games);

  G_OBJECT_CLASS (ak_match_parent_class)->dispose (object);
}

static void
ak_match_finalize (GObject *object)
{
  AkMatch *self = (AkMatch *) object;

  g_clear_pointer (&self->slots, g_array_unref);
  g_clear_pointer (&self->name, g_free);

  G_OBJECT_CLASS (ak_match_parent_class)->finalize (object);
}

static void
ak_match_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  AkMatch *self = AK_MATCH (object);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_boxed (value, ak_match_get_rules (self));
      break;
    case PROP_NAME:
      g_value_set_string (value, ak_match_get_name (self));
      break;
    case PROP_GAMES:
      g_value_set_object (value, ak_match_get_games (self));
      break;
    case PROP_LEDGER:
      g_value_set_object (value, ak_match_get_ledger (self));
      break;
    case PROP_N_GAMES:
      g_value_set_uint (value, ak_match_get_n_games (self));
      break;
    case PROP_CURRENT_GAME:
      g_value_set_object (value, ak_match_get_current_game (self));
      break;
    case PROP_HOLES_SOUTH:
    case PROP_HOLES_NORTH:
      g_value_set_uint (value, ak_match_get_holes (self, prop_id - PROP_HOLES_SOUTH));
      break;
    case PROP_WINS_SOUTH:
    case PROP_WINS_NORTH:
      g_value_set_uint (value, ak_match_get_wins (self, prop_id - PROP_WINS_SOUTH));
      break;
    case PROP_DRAWS:
      g_value_set_uint (value, ak_match_get_draws (self));
      break;
    case PROP_IS_OVER:
      g_value_set_boolean (value, ak_match_get_is_over (self));
      break;
    case PROP_WINNER:
      g_value_set_int (value, ak_match_get_winner (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_match_class_init (AkMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = ak_match_dispose;
  object_class->finalize = ak_match_finalize;
  object_class->get_property = ak_match_get_property;

  /**
   * AkMatch:rules:
   *
   * The rule options every game of the match is played under.
   */
  properties[PROP_RULES] =
    g_param_spec_boxed ("rules", NULL, NULL, AK_TYPE_RULES, flags);
  /**
   * AkMatch:name:
   *
   * The match's name, the Match tag of its games.
   */
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL, flags);
  /**
   * AkMatch:games:
   *
   * The games, a #GListModel of #AkGame.
   */
  properties[PROP_GAMES] =
    g_param_spec_object ("games", NULL, NULL, G_TYPE_LIST_MODEL, flags);
  /**
   * AkMatch:ledger:
   *
   * The ledger, a #GListModel of #AkLedgerEntry, one row per game.
   */
  properties[PROP_LEDGER] =
    g_param_spec_object ("ledger", NULL, NULL, G_TYPE_LIST_MODEL, flags);
  /**
   * AkMatch:n-games:
   *
   * The number of games, the one going on included.
   */
  properties[PROP_N_GAMES] =
    g_param_spec_uint ("n-games", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * AkMatch:current-game:
   *
   * The last game, the one being played or just ended.
   */
  properties[PROP_CURRENT_GAME] =
    g_param_spec_object ("current-game", NULL, NULL, AK_TYPE_GAME, flags);
  /**
   * AkMatch:holes-south:
   *
   * The holes South owns at the start of the current game.
   */
  properties[PROP_HOLES_SOUTH] =
    g_param_spec_uint ("holes-south", NULL, NULL, 0, AK_N_HOLES, 0, flags);
  properties[PROP_HOLES_NORTH] =
    g_param_spec_uint ("holes-north", NULL, NULL, 0, AK_N_HOLES, 0, flags);
  /**
   * AkMatch:wins-south:
   *
   * The finished games South won.
   */
  properties[PROP_WINS_SOUTH] =
    g_param_spec_uint ("wins-south", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_WINS_NORTH] =
    g_param_spec_uint ("wins-north", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * AkMatch:draws:
   *
   * The finished games that were drawn.
   */
  properties[PROP_DRAWS] =
    g_param_spec_uint ("draws", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * AkMatch:is-over:
   *
   * Whether the match ended with its last game (RULES.md §5.7).
   */
  properties[PROP_IS_OVER] =
    g_param_spec_boolean ("is-over", NULL, NULL, FALSE, flags);
  /**
   * AkMatch:winner:
   *
   * The winner of a match that is over, as an #AkSide, or -1 while it
   * goes on or when it is drawn.
   */
  properties[PROP_WINNER] =
    g_param_spec_int ("winner", NULL, NULL, -1, AK_NORTH, -1, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkMatch::changed:
   * @self: the match
   *
   * What a save would write changed: a game's record, or a new game.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
ak_match_init (AkMatch *self)
{
  self->games = g_list_store_new (AK_TYPE_GAME);
  self->ledger = g_list_store_new (AK_TYPE_LEDGER_ENTRY);
  self->slots = g_array_new (FALSE, TRUE, sizeof (Slot));
  self->first_number = 1;
  self->winner = AK_SIDE_NONE;
}

/**
 * ak_match_new:
 * @rules: the match's rule options
 * @name: (nullable): the match's name, written as the Match tag of its
 *   games; %NULL for a default name
 *
 * Starts a match: game 1 from the standard start, with `rules->first` to
 * move.
 *
 * Returns: (transfer full): a new match.
 */
AkMatch *
ak_match_new (const AkRules *rules,
              const char    *name)
{
  g_autoptr(AkMatch) self = NULL;
  g_autoptr(AkGame) game = NULL;
  AkPosition start;

  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (AK_TYPE_MATCH, NULL);
  self->rules = *rules;
  self->name = g_strdup (name != NULL && name[0] != '\0'
                         ? name
                         : C_("default match name", "Match"));

  ak_position_init_start (&start, rules->first);
  game = ak_game_new (rules, &start);
  ak_game_set_tag (game, "Match", self->name);
  ak_game_set_tag (game, "Game", "1");
  _ak_match_append_game (self, game);

  return g_steal_pointer (&self);
}

/**
 * ak_match_get_rules:
 * @self: a match
 *
 * Returns: (transfer none): the rule options of every game of the match.
 */
const AkRules *
ak_match_get_rules (AkMatch *self)
{
  g_return_val_if_fail (AK_IS_MATCH (self), NULL);
  return &self->rules;
}

/**
 * ak_match_get_name:
 * @self: a match
 *
 * Returns: the match's name, the Match tag of its games.
 */
const char *
ak_match_get_name (AkMatch *self)
{
  g_return_val_if_fail (AK_IS_MATCH (self), NULL);
  return self->name;
}

/**
 * ak_match_get_n_games:
 * @self: a match
 *
 * Returns: the number of games, the one going on included; at least 1.
 */
guint
ak_match_get_n_games (AkMatch *self)
{
  g_return_val_if_fail (AK_IS_MATCH (self), 0);
  return self->slots->len;
}

/**
 * ak_match_get_game:
 * @self: a match
 * @index: a game's index, from 0
 *
 * The games before the last are finished and were rebuilt from: show them
 * read-only (see the class description).
 *
 * Returns: (transfer none): the game.
 */
AkGame *
ak_match_get_game (AkMatch *self,
                   guint    index)
{
  g_return_val_if_fail (AK_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->slots->len, NULL);
  return get_slot (self, index)->game;
}

/**
 * ak_match_get_current_game:
 * @self: a match
 *
 * Returns: (transfer none): the last game: the one being played, or the
 *   one just ended.
 */
AkGame *
ak_match_get_current_game (AkMatch *self)
{
  g_return_val_if_fail (AK_IS_MATCH (self), NULL);
  g_return_val_if_fail (self->slots->len > 0, NULL);
  return last_slot (self)->game;
}

/**
 * ak_match_get_games:
 * @self: a match
 *
 * Returns: (transfer none): the games as a #GListModel of #AkGame; a game
 *   is only ever appended.
 */
GListModel *
ak_match_get_games (AkMatch *self)
{
  g_return_val_if_fail (AK_IS_MATCH (self), NULL);
  return G_LIST_MODEL (self->games);
}

/**
 * ak_match_get_ledger:
 * @self: a match
 *
 * The ledger has one row per game.  A row changes in place, with property
 * notifications, as its game goes on, ends and is rebuilt from; the list
 * itself only grows by a row when a game is added.
 *
 * Returns: (transfer none): the ledger as a #GListModel of #AkLedgerEntry.
 */
GListModel *
ak_match_get_ledger (AkMatch *self)
{
  g_return_val_if_fail (AK_IS_MATCH (self), NULL);
  return G_LIST_MODEL (self->ledger);
}

/**
 * ak_match_get_holes:
 * @self: a match
 * @side: a player
 *
 * Returns: the holes @side owns at the start of the current game.
 */
guint
ak_match_get_holes (AkMatch *self,
                    AkSide   side)
{
  g_return_val_if_fail (AK_IS_MATCH (self), 0);
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, 0);
  return self->holes[side];
}

/**
 * ak_match_get_wins:
 * @self: a match
 * @side: a player
 *
 * Returns: the finished games @side won.
 */
guint
ak_match_get_wins (AkMatch *self,
                   AkSide   side)
{
  g_return_val_if_fail (AK_IS_MATCH (self), 0);
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, 0);
  return self->wins[side];
}

/**
 * ak_match_get_draws:
 * @self: a match
 *
 * Returns: the finished games that were drawn.
 */
guint
ak_match_get_draws (AkMatch *self)
{
  g_return_val_if_fail (AK_IS_MATCH (self), 0);
  return self->draws;
}

/**
 * ak_match_get_is_over:
 * @self: a match
 *
 * Returns: %TRUE if the match ended with its last game (RULES.md §5.7).
 */
gboolean
ak_match_get_is_over (AkMatch *self)
{
  g_return_val_if_fail (AK_IS_MATCH (self), FALSE);
  return self->is_over;
}

/* Where play of the last game stands, and how it ended there
 * (%AK_TERMINATION_NONE while it goes on): for ak-match-standing.c. */
const AkPosition *
_ak_match_get_end (AkMatch       *self,
                   AkTermination *termination)
{
  return _ak_match_live_end (last_slot (self)->game, termination);
}

/**
 * ak_match_get_winner:
 * @self: a match
 *
 * Returns: the winner of a match that is over, as an #AkSide, or
 *   %AK_SIDE_NONE (-1) while it goes on or when it is drawn.
 */
int
ak_match_get_winner (AkMatch *self)
{
  g_return_val_if_fail (AK_IS_MATCH (self), AK_SIDE_NONE);
  return self->winner;
}

/**
 * ak_match_get_plan:
 * @self: a match
 * @plan: (out) (optional): what the rebuild will do
 *
 * Says what the rebuild after the current game will do, so that the buyer
 * can choose @plan->n_purchases holes (when @plan->buyer is not
 * %AK_SIDE_NONE).
 *
 * Returns: %TRUE if a next game can be built: the current game is over at
 *   the end of its main line and the match is not over.
 */
gboolean
ak_match_get_plan (AkMatch       *self,
                   AkRebuildPlan *plan)
{
  AkTermination termination;
  const AkPosition *end;
  guint wealth[2];

  g_return_val_if_fail (AK_IS_MATCH (self), FALSE);

  end = _ak_match_live_end (last_slot (self)->game, &termination);
  if (termination == AK_TERMINATION_NONE)
    return FALSE;

  ak_match_wealth (end, wealth);
  if (ak_match_check_end (&self->rules, self->slots->len, wealth, NULL) == AK_MATCH_OVER)
    return FALSE;

  if (plan != NULL)
    ak_match_plan (&self->rules, wealth, plan);
  return TRUE;
}

/**
 * ak_match_preview_next_board:
 * @self: a match
 * @purchases: (array length=n_purchases) (nullable): the holes bought so far
 * @n_purchases: how many, at most the plan's number
 * @out: (out): the next game's first board as it would stand
 * @error: return location for an %AK_MATCH_ERROR
 *
 * The board the rebuild after the current game gives while the buyer is
 * still choosing (see ak_match_rebuild_partial()), with the next game's
 * starter to move.  Call it only when ak_match_get_plan() returns %TRUE.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_match_preview_next_board (AkMatch       *self,
                             const guint8  *purchases,
                             guint          n_purchases,
                             AkPosition    *out,
                             GError       **error)
{
  AkTermination termination;
  const AkPosition *end;
  Slot *last;
  guint wealth[2];
  guint result[2];
  AkSide starter;

  g_return_val_if_fail (AK_IS_MATCH (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  last = last_slot (self);
  end = _ak_match_live_end (last->game, &termination);
  if (termination == AK_TERMINATION_NONE)
    {
      g_set_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_OVER,
                   _("game %u of the match is not over yet"), self->slots->len);
      return FALSE;
    }

  ak_match_wealth (end, wealth);
  ak_position_division (end, result);
  starter = ak_match_next_starter (&self->rules, ak_game_get_start (last->game)->side, result);

  return ak_match_rebuild_partial (&self->rules, wealth, purchases, n_purchases, starter, out,
                                   error);
}

/**
 * ak_match_start_next_game:
 * @self: a match
 * @purchases: (array length=n_purchases) (nullable): the holes the buyer
 *   buys, in any order, or %NULL for the automatic choice (RULES.md §5.2)
 * @n_purchases: the number of holes in @purchases
 * @error: return location for an %AK_MATCH_ERROR
 *
 * Rebuilds the board after the current game and starts the next game
 * from it.  Call it only when ak_match_get_plan() returns %TRUE.  The
 * engine checks the purchase (%AK_MATCH_ERROR_PURCHASE); a match that is
 * over has no next game (%AK_MATCH_ERROR_OVER).  On error nothing
 * changes.
 *
 * The new game starts with the starter the rules give, carries the Match,
 * Game and Purchase tags and the players' names of the game before; the
 * finished game's ledger row gets the purchases and the holes and banks of
 * the next game; the ledger gets a row for the new game.
 *
 * Returns: %TRUE if the next game was started.
 */
gboolean
ak_match_start_next_game (AkMatch       *self,
                          const guint8  *purchases,
                          guint          n_purchases,
                          GError       **error)
{
  g_autoptr(AkGame) game = NULL;
  g_autofree char *number = NULL;
  g_autofree char *tag = NULL;
  g_autofree char *shown_name = NULL;
  AkTermination termination;
  const AkPosition *end;
  AkRebuildPlan plan;
  AkPosition next;
  AkSide starter;
  Slot *last;
  guint8 chosen[AK_N_HOLES];
  guint n_chosen;
  guint wealth[2];
  guint result[2];

  g_return_val_if_fail (AK_IS_MATCH (self), FALSE);
  g_return_val_if_fail (purchases != NULL || n_purchases == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  last = last_slot (self);
  end = _ak_match_live_end (last->game, &termination);
  /* Whether a game is over is no surprise to the caller: see get_plan(). */
  g_return_val_if_fail (termination != AK_TERMINATION_NONE, FALSE);

  ak_match_wealth (end, wealth);
  ak_position_division (end, result);

  /* The engine refuses only a ruin; a match can also end by games:N or
   * holes:N. */
  if (ak_match_check_end (&self->rules, self->slots->len, wealth, NULL) == AK_MATCH_OVER)
    {
      g_set_error (error, AK_MATCH_ERROR, AK_MATCH_ERROR_OVER,
                   _("match “%s” is over: there is no next game"),
                   (shown_name = ak_error_quote (self->name, -1)));
      return FALSE;
    }

  starter = ak_match_next_starter (&self->rules, ak_game_get_start (last->game)->side, result);
  if (!ak_match_rebuild (&self->rules, wealth, purchases, n_purchases, starter, &next, error))
    return FALSE;

  ak_match_plan (&self->rules, wealth, &plan);
  if (purchases == NULL)
    {
      ak_match_auto_purchases (&plan, chosen);
      n_chosen = plan.buyer == AK_SIDE_NONE ? 0 : plan.n_purchases;
    }
  else
    {
      memcpy (chosen, purchases, n_purchases);
      n_chosen = n_purchases;
    }

  game = ak_game_new (&self->rules, &next);
  number = g_strdup_printf ("%u", self->first_number + self->slots->len);
  ak_game_set_tag (game, "Match", self->name);
  ak_game_set_tag (game, "Game", number);
  ak_game_set_south_name (game, ak_game_get_south_name (last->game));
  ak_game_set_north_name (game, ak_game_get_north_name (last->game));
  /* The same event, and the same players: a computer stays a computer. */
  for (guint i = 0; i < G_N_ELEMENTS (carried_tags); i++)
    ak_game_set_tag (game, carried_tags[i], ak_game_get_tag (last->game, carried_tags[i]));
  /* Each game on the day it is played: a match may last for weeks. */
  {
    g_autoptr(GDateTime) now = g_date_time_new_now_local ();
    g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");

    ak_game_set_tag (game, "Date", date);
  }

  g_object_freeze_notify (G_OBJECT (self));
  _ak_match_set_rebuild (self, plan.buyer, chosen, n_chosen, result, &next);
  tag = _ak_match_purchase_tag (last);
  if (tag != NULL)
    ak_game_set_tag (game, "Purchase", tag);
  _ak_match_append_game (self, game);
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}
