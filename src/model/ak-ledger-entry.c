/* ak-ledger-entry.c — one row of a match's ledger: one game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A row says how one game of a match went (who started, what each
 * captured, what each took from the board at the end, the result) and
 * what the rebuild after it made of the result (the holes bought, the
 * holes and banks each brings to the next game), and how each player's
 * moves were marked, by a review or by hand.  Rows are read-only
 * for their users: AkMatch fills them in from its games, through
 * ak-ledger-entry-private.h, and every property notifies only when its
 * value really changes, so a bound view redraws only what moved.
 */

#define G_LOG_DOMAIN "ak-ledger-entry"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-enum-types.h"
#include "ak-ledger-entry-private.h"

struct _AkLedgerEntry
{
  GObject        parent_instance;

  guint          game_number;
  AkSide         starter;

  /* The game, at the end of its main line. */
  guint          captured[2];
  guint          taken[2];
  guint          total[2];
  char          *result;
  AkTermination  termination;

  /* The rebuild after the game; zero and NULL until it is made. */
  char          *purchases;
  guint          holes[2];
  guint          banks[2];

  /* The moves played, by how they were marked: [side][AkReviewMark] */
  guint          marks[2][AK_REVIEW_N_MARKS];
};

/**
 * AkLedgerEntry:
 *
 * One row of a match's ledger, for one game: see [method@Match.get_ledger].
 * Its properties are read-only and notify when they change.
 */
G_DEFINE_FINAL_TYPE (AkLedgerEntry, ak_ledger_entry, G_TYPE_OBJECT)

/* The South and North properties of a pair follow each other, so that
 * PROP_X_SOUTH + side names the one for a side. */
enum {
  PROP_0,
  PROP_GAME_NUMBER,
  PROP_STARTER,
  PROP_CAPTURED_SOUTH,
  PROP_CAPTURED_NORTH,
  PROP_TAKEN_SOUTH,
  PROP_TAKEN_NORTH,
  PROP_TOTAL_SOUTH,
  PROP_TOTAL_NORTH,
  PROP_RESULT,
  PROP_IS_FINISHED,
  PROP_TERMINATION,
  PROP_PURCHASES,
  PROP_HOLES_SOUTH,
  PROP_HOLES_NORTH,
  PROP_BANK_SOUTH,
  PROP_BANK_NORTH,
  PROP_INACCURACIES_SOUTH,
  PROP_INACCURACIES_NORTH,
  PROP_MISTAKES_SOUTH,
  PROP_MISTAKES_NORTH,
  PROP_BLUNDERS_SOUTH,
  PROP_BLUNDERS_NORTH,
  PROP_HAS_MARKS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_uint (AkLedgerEntry *self,
          guint         *field,
          guint          value,
          guint          prop_id)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

/* Takes @value. */
static void
set_string (AkLedgerEntry *self,
            char         **field,
            char          *value,
            guint          prop_id)
{
  if (g_strcmp0 (*field, value) == 0)
    {
      g_free (value);
      return;
    }
  g_free (*field);
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

/* "South bought A, D": the holes in the order given, which the match
 * keeps in sowing order. */
static char *
describe_purchases (int           buyer,
                    const guint8 *purchases,
                    guint         n_purchases)
{
  g_autoptr(GString) holes = NULL;

  if (buyer == AK_SIDE_NONE || n_purchases == 0)
    return NULL;

  holes = g_string_new (NULL);
  for (guint i = 0; i < n_purchases; i++)
    {
      if (i > 0)
        /* Translators: between the holes in “South bought A, D” */
        g_string_append (holes, C_("list of holes", ", "));
      g_string_append_c (holes, ak_hole_to_char (purchases[i]));
    }

  /* Translators: the first %s is the buyer, “South” or “North”; the
   * second the holes bought in the other player's row, like “A, D”. */
  return g_strdup_printf (ngettext ("%s bought %s", "%s bought %s", n_purchases),
                          ak_side_name ((AkSide) buyer), holes->str);
}

static void
ak_ledger_entry_finalize (GObject *object)
{
  AkLedgerEntry *self = (AkLedgerEntry *) object;

  g_clear_pointer (&self->result, g_free);
  g_clear_pointer (&self->purchases, g_free);

  G_OBJECT_CLASS (ak_ledger_entry_parent_class)->finalize (object);
}

static void
ak_ledger_entry_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  AkLedgerEntry *self = AK_LEDGER_ENTRY (object);

  switch (prop_id)
    {
    case PROP_GAME_NUMBER:
      g_value_set_uint (value, ak_ledger_entry_get_game_number (self));
      break;
    case PROP_STARTER:
      g_value_set_enum (value, ak_ledger_entry_get_starter (self));
      break;
    case PROP_CAPTURED_SOUTH:
    case PROP_CAPTURED_NORTH:
      g_value_set_uint (value, ak_ledger_entry_get_captured (self, prop_id - PROP_CAPTURED_SOUTH));
      break;
    case PROP_TAKEN_SOUTH:
    case PROP_TAKEN_NORTH:
      g_value_set_uint (value, ak_ledger_entry_get_taken (self, prop_id - PROP_TAKEN_SOUTH));
      break;
    case PROP_TOTAL_SOUTH:
    case PROP_TOTAL_NORTH:
      g_value_set_uint (value, ak_ledger_entry_get_total (self, prop_id - PROP_TOTAL_SOUTH));
      break;
    case PROP_RESULT:
      g_value_set_string (value, ak_ledger_entry_get_result (self));
      break;
    case PROP_IS_FINISHED:
      g_value_set_boolean (value, ak_ledger_entry_get_is_finished (self));
      break;
    case PROP_TERMINATION:
      g_value_set_enum (value, ak_ledger_entry_get_termination (self));
      break;
    case PROP_PURCHASES:
      g_value_set_string (value, ak_ledger_entry_get_purchases (self));
      break;
    case PROP_HOLES_SOUTH:
    case PROP_HOLES_NORTH:
      g_value_set_uint (value, ak_ledger_entry_get_holes (self, prop_id - PROP_HOLES_SOUTH));
      break;
    case PROP_BANK_SOUTH:
    case PROP_BANK_NORTH:
      g_value_set_uint (value, ak_ledger_entry_get_bank (self, prop_id - PROP_BANK_SOUTH));
      break;
    case PROP_INACCURACIES_SOUTH:
    case PROP_INACCURACIES_NORTH:
      g_value_set_uint (value, ak_ledger_entry_get_marks (self, prop_id - PROP_INACCURACIES_SOUTH,
                                                          AK_REVIEW_MARK_INACCURACY));
      break;
    case PROP_MISTAKES_SOUTH:
    case PROP_MISTAKES_NORTH:
      g_value_set_uint (value, ak_ledger_entry_get_marks (self, prop_id - PROP_MISTAKES_SOUTH,
                                                          AK_REVIEW_MARK_MISTAKE));
      break;
    case PROP_BLUNDERS_SOUTH:
    case PROP_BLUNDERS_NORTH:
      g_value_set_uint (value, ak_ledger_entry_get_marks (self, prop_id - PROP_BLUNDERS_SOUTH,
                                                          AK_REVIEW_MARK_BLUNDER));
      break;
    case PROP_HAS_MARKS:
      g_value_set_boolean (value, ak_ledger_entry_get_has_marks (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_ledger_entry_class_init (AkLedgerEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = ak_ledger_entry_finalize;
  object_class->get_property = ak_ledger_entry_get_property;

  /**
   * AkLedgerEntry:game-number:
   *
   * The game's number in the match, from 1.
   */
  properties[PROP_GAME_NUMBER] =
    g_param_spec_uint ("game-number", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * AkLedgerEntry:starter:
   *
   * Who moved first in the game.
   */
  properties[PROP_STARTER] =
    g_param_spec_enum ("starter", NULL, NULL, AK_TYPE_SIDE, AK_SOUTH, flags);
  /**
   * AkLedgerEntry:captured-south:
   *
   * The seeds South captured, at the end of the main line so far.
   */
  properties[PROP_CAPTURED_SOUTH] =
    g_param_spec_uint ("captured-south", NULL, NULL, 0, AK_N_SEEDS, 0, flags);
  properties[PROP_CAPTURED_NORTH] =
    g_param_spec_uint ("captured-north", NULL, NULL, 0, AK_N_SEEDS, 0, flags);
  /**
   * AkLedgerEntry:taken-south:
   *
   * The seeds South took from its holes in the final division; 0 while
   * the game goes on.
   */
  properties[PROP_TAKEN_SOUTH] =
    g_param_spec_uint ("taken-south", NULL, NULL, 0, AK_N_SEEDS, 0, flags);
  properties[PROP_TAKEN_NORTH] =
    g_param_spec_uint ("taken-north", NULL, NULL, 0, AK_N_SEEDS, 0, flags);
  /**
   * AkLedgerEntry:total-south:
   *
   * The seeds South ended the game with (captured plus taken, banks not
   * included); 0 while the game goes on.
   */
  properties[PROP_TOTAL_SOUTH] =
    g_param_spec_uint ("total-south", NULL, NULL, 0, AK_N_SEEDS, 0, flags);
  properties[PROP_TOTAL_NORTH] =
    g_param_spec_uint ("total-north", NULL, NULL, 0, AK_N_SEEDS, 0, flags);
  /**
   * AkLedgerEntry:result:
   *
   * The result as a file writes it, like `30-18`, or `*` while the game
   * goes on.
   */
  properties[PROP_RESULT] =
    g_param_spec_string ("result", NULL, NULL, "*", flags);
  /**
   * AkLedgerEntry:is-finished:
   *
   * Whether the game's main line has ended, by the rules or by agreement.
   */
  properties[PROP_IS_FINISHED] =
    g_param_spec_boolean ("is-finished", NULL, NULL, FALSE, flags);
  /**
   * AkLedgerEntry:termination:
   *
   * How the game ended, or %AK_TERMINATION_NONE while it goes on.
   */
  properties[PROP_TERMINATION] =
    g_param_spec_enum ("termination", NULL, NULL,
                       AK_TYPE_TERMINATION, AK_TERMINATION_NONE, flags);
  /**
   * AkLedgerEntry:purchases:
   *
   * The holes bought at the rebuild after the game, for display, like
   * “South bought A, D”; %NULL if nobody bought a hole or there was no
   * rebuild yet.
   */
  properties[PROP_PURCHASES] =
    g_param_spec_string ("purchases", NULL, NULL, NULL, flags);
  /**
   * AkLedgerEntry:holes-south:
   *
   * The holes South owns in the next game; 0 until the rebuild.
   */
  properties[PROP_HOLES_SOUTH] =
    g_param_spec_uint ("holes-south", NULL, NULL, 0, AK_N_HOLES, 0, flags);
  properties[PROP_HOLES_NORTH] =
    g_param_spec_uint ("holes-north", NULL, NULL, 0, AK_N_HOLES, 0, flags);
  /**
   * AkLedgerEntry:bank-south:
   *
   * The seeds South keeps out of play in the next game; 0 until the
   * rebuild.
   */
  properties[PROP_BANK_SOUTH] =
    g_param_spec_uint ("bank-south", NULL, NULL, 0, AK_N_SEEDS, 0, flags);
  properties[PROP_BANK_NORTH] =
    g_param_spec_uint ("bank-north", NULL, NULL, 0, AK_N_SEEDS, 0, flags);
  /**
   * AkLedgerEntry:inaccuracies-south:
   *
   * South's moves of the game marked `?!` (or `$6`), by a review or by
   * hand, up to where play stands.
   */
  properties[PROP_INACCURACIES_SOUTH] =
    g_param_spec_uint ("inaccuracies-south", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_INACCURACIES_NORTH] =
    g_param_spec_uint ("inaccuracies-north", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * AkLedgerEntry:mistakes-south:
   *
   * South's moves of the game marked `?` (or `$2`).
   */
  properties[PROP_MISTAKES_SOUTH] =
    g_param_spec_uint ("mistakes-south", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_MISTAKES_NORTH] =
    g_param_spec_uint ("mistakes-north", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * AkLedgerEntry:blunders-south:
   *
   * South's moves of the game marked `??` (or `$4`).
   */
  properties[PROP_BLUNDERS_SOUTH] =
    g_param_spec_uint ("blunders-south", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_BLUNDERS_NORTH] =
    g_param_spec_uint ("blunders-north", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * AkLedgerEntry:has-marks:
   *
   * Whether a move of the game is marked `?!`, `?` or `??`.
   */
  properties[PROP_HAS_MARKS] =
    g_param_spec_boolean ("has-marks", NULL, NULL, FALSE, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ak_ledger_entry_init (AkLedgerEntry *self)
{
  self->result = g_strdup ("*");
}

/* Private API for AkMatch */

AkLedgerEntry *
_ak_ledger_entry_new (guint  game_number,
                      AkSide starter)
{
  AkLedgerEntry *self = g_object_new (AK_TYPE_LEDGER_ENTRY, NULL);

  self->game_number = game_number;
  self->starter = starter;
  return self;
}

/* Brings the row up to date with the end of the game's main line: @end
 * is its last position (before any division), @termination how the game
 * ended there, %AK_TERMINATION_NONE if it goes on. */
void
_ak_ledger_entry_update_game (AkLedgerEntry    *self,
                              const AkPosition *end,
                              AkTermination     termination)
{
  gboolean finished = termination != AK_TERMINATION_NONE;
  guint totals[2] = { 0, 0 };
  char *result;

  g_return_if_fail (AK_IS_LEDGER_ENTRY (self));
  g_return_if_fail (end != NULL);

  if (finished)
    {
      ak_position_division (end, totals);
      result = g_strdup_printf ("%u-%u", totals[AK_SOUTH], totals[AK_NORTH]);
    }
  else
    result = g_strdup ("*");

  g_object_freeze_notify (G_OBJECT (self));
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      set_uint (self, &self->captured[side], end->stores[side], PROP_CAPTURED_SOUTH + side);
      set_uint (self, &self->taken[side], finished ? totals[side] - end->stores[side] : 0,
                PROP_TAKEN_SOUTH + side);
      set_uint (self, &self->total[side], totals[side], PROP_TOTAL_SOUTH + side);
    }
  set_string (self, &self->result, result, PROP_RESULT);
  if (self->termination != termination)
    {
      gboolean was_finished = self->termination != AK_TERMINATION_NONE;

      self->termination = termination;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TERMINATION]);
      if (was_finished != finished)
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IS_FINISHED]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* Records the rebuild after the game: who bought which holes (in the
 * order to show them) and the first position of the next game. */
void
_ak_ledger_entry_set_rebuild (AkLedgerEntry    *self,
                              int               buyer,
                              const guint8     *purchases,
                              guint             n_purchases,
                              const AkPosition *next_start)
{
  g_return_if_fail (AK_IS_LEDGER_ENTRY (self));
  g_return_if_fail (next_start != NULL);

  g_object_freeze_notify (G_OBJECT (self));
  set_string (self, &self->purchases, describe_purchases (buyer, purchases, n_purchases),
              PROP_PURCHASES);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      set_uint (self, &self->holes[side], ak_position_holes_owned (next_start, side),
                PROP_HOLES_SOUTH + side);
      set_uint (self, &self->banks[side], next_start->banks[side], PROP_BANK_SOUTH + side);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* Counts the moves of the game by their marks, @marks[side][mark], as
 * ak_review_node_get_mark() reads them. */
void
_ak_ledger_entry_update_marks (AkLedgerEntry *self,
                               const guint    marks[2][AK_REVIEW_N_MARKS])
{
  static const guint first_prop[AK_REVIEW_N_MARKS] = {
    0, PROP_INACCURACIES_SOUTH, PROP_MISTAKES_SOUTH, PROP_BLUNDERS_SOUTH,
  };
  gboolean had_marks;

  g_return_if_fail (AK_IS_LEDGER_ENTRY (self));

  had_marks = ak_ledger_entry_get_has_marks (self);
  g_object_freeze_notify (G_OBJECT (self));
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    for (guint mark = AK_REVIEW_MARK_INACCURACY; mark < AK_REVIEW_N_MARKS; mark++)
      set_uint (self, &self->marks[side][mark], marks[side][mark], first_prop[mark] + side);
  if (had_marks != ak_ledger_entry_get_has_marks (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_MARKS]);
  g_object_thaw_notify (G_OBJECT (self));
}

/* Public API */

/**
 * ak_ledger_entry_get_game_number:
 * @self: a ledger row
 *
 * Returns: the game's number in the match, from 1.
 */
guint
ak_ledger_entry_get_game_number (AkLedgerEntry *self)
{
  g_return_val_if_fail (AK_IS_LEDGER_ENTRY (self), 0);
  return self->game_number;
}

/**
 * ak_ledger_entry_get_starter:
 * @self: a ledger row
 *
 * Returns: who moved first in the game.
 */
AkSide
ak_ledger_entry_get_starter (AkLedgerEntry *self)
{
  g_return_val_if_fail (AK_IS_LEDGER_ENTRY (self), AK_SOUTH);
  return self->starter;
}

/**
 * ak_ledger_entry_get_captured:
 * @self: a ledger row
 * @side: a player
 *
 * Returns: the seeds @side captured, at the end of the game's main line.
 */
guint
ak_ledger_entry_get_captured (AkLedgerEntry *self,
                              AkSide         side)
{
  g_return_val_if_fail (AK_IS_LEDGER_ENTRY (self), 0);
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, 0);
  return self->captured[side];
}

/**
 * ak_ledger_entry_get_taken:
 * @self: a ledger row
 * @side: a player
 *
 * Returns: the seeds @side took from its holes in the final division, or
 *   0 while the game goes on.
 */
guint
ak_ledger_entry_get_taken (AkLedgerEntry *self,
                           AkSide         side)
{
  g_return_val_if_fail (AK_IS_LEDGER_ENTRY (self), 0);
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, 0);
  return self->taken[side];
}

/**
 * ak_ledger_entry_get_total:
 * @self: a ledger row
 * @side: a player
 *
 * Returns: the seeds @side ended the game with (banks not included), or
 *   0 while the game goes on.
 */
guint
ak_ledger_entry_get_total (AkLedgerEntry *self,
                           AkSide         side)
{
  g_return_val_if_fail (AK_IS_LEDGER_ENTRY (self), 0);
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, 0);
  return self->total[side];
}

/**
 * ak_ledger_entry_get_result:
 * @self: a ledger row
 *
 * Returns: the result like `30-18`, or `*` while the game goes on.
 */
const char *
ak_ledger_entry_get_result (AkLedgerEntry *self)
{
  g_return_val_if_fail (AK_IS_LEDGER_ENTRY (self), "*");
  return self->result;
}

/**
 * ak_ledger_entry_get_is_finished:
 * @self: a ledger row
 *
 * Returns: %TRUE if the game's main line has ended.
 */
gboolean
ak_ledger_entry_get_is_finished (AkLedgerEntry *self)
{
  g_return_val_if_fail (AK_IS_LEDGER_ENTRY (self), FALSE);
  return self->termination != AK_TERMINATION_NONE;
}

/**
 * ak_ledger_entry_get_termination:
 * @self: a ledger row
 *
 * Returns: how the game ended, or %AK_TERMINATION_NONE while it goes on.
 */
AkTermination
ak_ledger_entry_get_termination (AkLedgerEntry *self)
{
  g_return_val_if_fail (AK_IS_LEDGER_ENTRY (self), AK_TERMINATION_NONE);
  return self->termination;
}

/**
 * ak_ledger_entry_get_purchases:
 * @self: a ledger row
 *
 * Returns: (nullable): the holes bought at the rebuild after the game,
 *   for display, like “South bought A, D”; %NULL if nobody bought a hole
 *   or there was no rebuild yet.
 */
const char *
ak_ledger_entry_get_purchases (AkLedgerEntry *self)
{
  g_return_val_if_fail (AK_IS_LEDGER_ENTRY (self), NULL);
  return self->purchases;
}

/**
 * ak_ledger_entry_get_holes:
 * @self: a ledger row
 * @side: a player
 *
 * Returns: the holes @side owns in the next game, or 0 before the
 *   rebuild (nobody who plays on owns no hole).
 */
guint
ak_ledger_entry_get_holes (AkLedgerEntry *self,
                           AkSide         side)
{
  g_return_val_if_fail (AK_IS_LEDGER_ENTRY (self), 0);
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, 0);
  return self->holes[side];
}

/**
 * ak_ledger_entry_get_bank:
 * @self: a ledger row
 * @side: a player
 *
 * Returns: the seeds @side keeps out of play in the next game, or 0
 *   before the rebuild.
 */
guint
ak_ledger_entry_get_bank (AkLedgerEntry *self,
                          AkSide         side)
{
  g_return_val_if_fail (AK_IS_LEDGER_ENTRY (self), 0);
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, 0);
  return self->banks[side];
}

/**
 * ak_ledger_entry_get_marks:
 * @self: a ledger row
 * @side: a player
 * @mark: %AK_REVIEW_MARK_INACCURACY, %AK_REVIEW_MARK_MISTAKE or
 *   %AK_REVIEW_MARK_BLUNDER
 *
 * Counts @side's moves of the game marked @mark, by a review or by hand
 * (ak_review_node_get_mark()), up to where play of the game stands.
 *
 * Returns: the number of such moves
 */
guint
ak_ledger_entry_get_marks (AkLedgerEntry *self,
                           AkSide         side,
                           AkReviewMark   mark)
{
  g_return_val_if_fail (AK_IS_LEDGER_ENTRY (self), 0);
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, 0);
  g_return_val_if_fail (mark > AK_REVIEW_MARK_NONE && mark < AK_REVIEW_N_MARKS, 0);
  return self->marks[side][mark];
}

/**
 * ak_ledger_entry_get_has_marks:
 * @self: a ledger row
 *
 * Returns: whether a move of the game is marked `?!`, `?` or `??`
 */
gboolean
ak_ledger_entry_get_has_marks (AkLedgerEntry *self)
{
  g_return_val_if_fail (AK_IS_LEDGER_ENTRY (self), FALSE);

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    for (guint mark = AK_REVIEW_MARK_INACCURACY; mark < AK_REVIEW_N_MARKS; mark++)
      if (self->marks[side][mark] > 0)
        return TRUE;
  return FALSE;
}
