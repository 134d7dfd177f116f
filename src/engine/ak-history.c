/* ak-history.c — the positions of one game, and the endings of RULES.md §4
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One ending is this project's decision where RULES.md is silent: a game
 * also ends when it reaches AK_HISTORY_MAX_PLIES plies (the move limit,
 * AKN Termination "move-limit").  RULES.md lets "repetition" and
 * "no-capture-limit" both be off, and then nothing else ends two players
 * who go round in circles; the game would grow without end and could not
 * be saved.  It is an ending like the no-capture limit, and is divided as
 * that one is (RULES.md §4): each player adds the seeds in the holes it
 * owns to its store.  The other endings are checked first, so the limit
 * only ends a game that nothing else ends on that ply.
 */

#include "config.h"

#include <string.h>

#include "ak-history.h"
#include "ak-history-private.h"

struct _AkHistory
{
  AkRules        rules;
  GArray        *positions;  /* AkPosition; [0] is the start */
  GArray        *keys;       /* guint64 Zobrist key of each position */
  GArray        *quiet;      /* guint: plies without a capture up to each position */
  GArray        *moves;      /* int: the move that led to positions[i + 1] */
  guint          max_plies;  /* the game ends after this many plies */
  AkTermination  termination;
};

/* AK_HISTORY_MAX_PLIES, unless a test asked for a smaller bound. */
static guint default_max_plies = AK_HISTORY_MAX_PLIES;

void
_ak_history_set_max_plies (guint max_plies)
{
  default_max_plies = max_plies > 0 ? MIN (max_plies, AK_HISTORY_MAX_PLIES) : AK_HISTORY_MAX_PLIES;
}

guint
_ak_history_get_default_max_plies (void)
{
  return default_max_plies;
}

static const AkPosition *
current (const AkHistory *self)
{
  return &g_array_index (self->positions, AkPosition, self->positions->len - 1);
}

/* How often the current position (board, owners, side to move) has
 * occurred.  A capture empties holes for good, so no position before the
 * last capture can come back; only those after it are compared. */
static guint
count_current (const AkHistory *self)
{
  guint last = self->positions->len - 1;
  guint quiet = g_array_index (self->quiet, guint, last);
  guint64 key = g_array_index (self->keys, guint64, last);
  const AkPosition *pos = current (self);
  guint count = 1;

  for (guint i = last - MIN (quiet, last); i < last; i++)
    {
      const AkPosition *other;

      if (g_array_index (self->keys, guint64, i) != key)
        continue;
      other = &g_array_index (self->positions, AkPosition, i);
      if (other->side == pos->side && other->owners == pos->owners &&
          memcmp (other->holes, pos->holes, AK_N_HOLES) == 0)
        count++;
    }

  return count;
}

static AkTermination
compute_termination (const AkHistory *self)
{
  const AkPosition *pos = current (self);
  guint quiet = g_array_index (self->quiet, guint, self->positions->len - 1);

  switch (ak_position_status (pos, &self->rules))
    {
    case AK_STATUS_OVER_BOARD:
      return AK_TERMINATION_BOARD;
    case AK_STATUS_OVER_NO_MOVES:
      return AK_TERMINATION_NO_MOVES;
    case AK_STATUS_MOVE:
    case AK_STATUS_PASS:
    default:
      break;
    }

  if (self->rules.repetition > 0 && count_current (self) >= self->rules.repetition)
    return AK_TERMINATION_REPETITION;
  if (self->rules.no_capture_limit > 0 && quiet >= self->rules.no_capture_limit)
    return AK_TERMINATION_NO_CAPTURE;
  if (self->moves->len >= self->max_plies)
    return AK_TERMINATION_MOVE_LIMIT;

  return AK_TERMINATION_NONE;
}

static void
push (AkHistory        *self,
      const AkPosition *pos,
      guint             quiet)
{
  guint64 key = ak_position_hash (pos);

  g_array_append_vals (self->positions, pos, 1);
  g_array_append_val (self->keys, key);
  g_array_append_val (self->quiet, quiet);
}

/**
 * ak_history_new:
 * @rules: the rule options of the game
 * @start: the position the game starts from; it must be valid
 *
 * Starts the record of a game.  A start position that is already over
 * (Adji Kui II with 8 seeds or fewer, or no move for either side) gives a
 * finished game.
 *
 * Returns: (transfer full): a new history.
 */
AkHistory *
ak_history_new (const AkRules    *rules,
                const AkPosition *start)
{
  AkHistory *self;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (start != NULL, NULL);

  self = g_new0 (AkHistory, 1);
  self->rules = *rules;
  self->positions = g_array_new (FALSE, FALSE, sizeof (AkPosition));
  self->keys = g_array_new (FALSE, FALSE, sizeof (guint64));
  self->quiet = g_array_new (FALSE, FALSE, sizeof (guint));
  self->moves = g_array_new (FALSE, FALSE, sizeof (int));
  self->max_plies = default_max_plies;
  push (self, start, 0);
  self->termination = compute_termination (self);

  return self;
}

/**
 * ak_history_copy:
 * @history: a history
 *
 * Returns: (transfer full): an independent copy.
 */
AkHistory *
ak_history_copy (const AkHistory *history)
{
  AkHistory *self;

  g_return_val_if_fail (history != NULL, NULL);

  self = g_new0 (AkHistory, 1);
  self->rules = history->rules;
  self->positions = g_array_copy (history->positions);
  self->keys = g_array_copy (history->keys);
  self->quiet = g_array_copy (history->quiet);
  self->moves = g_array_copy (history->moves);
  self->max_plies = history->max_plies;
  self->termination = history->termination;

  return self;
}

static GArray *
copy_tail (GArray *array,
           guint   first)
{
  guint size = g_array_get_element_size (array);
  GArray *copy = g_array_sized_new (FALSE, FALSE, size, array->len - first);

  if (array->len > first)
    g_array_append_vals (copy, array->data + (gsize) first * size, array->len - first);
  return copy;
}

/**
 * ak_history_copy_tail:
 * @history: a history
 *
 * A copy of only what the rules that look back at the game need to end
 * it as @history would end (repetition, no capture, the move limit): the
 * plies since the last capture when the repetition rule is on, since no
 * position before a capture can come back, and else the current position
 * alone.  It costs no more than that, not the whole game.
 *
 * Returns: (transfer full): the copy, whose start is the position after
 *   the last capture, or the current one.
 */
AkHistory *
ak_history_copy_tail (const AkHistory *history)
{
  AkHistory *self;
  guint last, first;

  g_return_val_if_fail (history != NULL, NULL);

  last = history->positions->len - 1;
  first = history->rules.repetition == 0
    ? last
    : last - MIN (g_array_index (history->quiet, guint, last), last);

  self = g_new0 (AkHistory, 1);
  self->rules = history->rules;
  self->positions = copy_tail (history->positions, first);
  self->keys = copy_tail (history->keys, first);
  self->quiet = copy_tail (history->quiet, first);
  self->moves = copy_tail (history->moves, first);
  /* The plies before the capture still count towards the move limit. */
  self->max_plies = history->max_plies - first;
  self->termination = history->termination;

  return self;
}

/**
 * ak_history_free:
 * @history: (nullable): a history
 */
void
ak_history_free (AkHistory *history)
{
  if (history == NULL)
    return;
  g_array_unref (history->positions);
  g_array_unref (history->keys);
  g_array_unref (history->quiet);
  g_array_unref (history->moves);
  g_free (history);
}

/**
 * ak_history_get_rules:
 * @history: a history
 *
 * Returns: (transfer none): the game's rule options.
 */
const AkRules *
ak_history_get_rules (const AkHistory *history)
{
  g_return_val_if_fail (history != NULL, NULL);
  return &history->rules;
}

/**
 * ak_history_get_start:
 * @history: a history
 *
 * Returns: (transfer none): the position the game started from.
 */
const AkPosition *
ak_history_get_start (const AkHistory *history)
{
  g_return_val_if_fail (history != NULL, NULL);
  return &g_array_index (history->positions, AkPosition, 0);
}

/**
 * ak_history_get_position:
 * @history: a history
 *
 * Returns: (transfer none): the current position, before any final
 *   division.
 */
const AkPosition *
ak_history_get_position (const AkHistory *history)
{
  g_return_val_if_fail (history != NULL, NULL);
  return current (history);
}

/**
 * ak_history_get_position_at:
 * @history: a history
 * @ply: plies from the start, 0 to ak_history_get_n_plies()
 *
 * Returns: (transfer none): the position after @ply plies (the start for
 *   0), before any final division.
 */
const AkPosition *
ak_history_get_position_at (const AkHistory *history,
                            guint            ply)
{
  g_return_val_if_fail (history != NULL, NULL);
  g_return_val_if_fail (ply < history->positions->len, NULL);
  return &g_array_index (history->positions, AkPosition, ply);
}

/**
 * ak_history_get_n_plies:
 * @history: a history
 *
 * Returns: the moves and passes played.
 */
guint
ak_history_get_n_plies (const AkHistory *history)
{
  g_return_val_if_fail (history != NULL, 0);
  return history->moves->len;
}

/**
 * ak_history_get_move:
 * @history: a history
 * @ply: a ply, from 0
 *
 * Returns: the hole played at @ply, or %AK_MOVE_PASS.
 */
int
ak_history_get_move (const AkHistory *history,
                     guint            ply)
{
  g_return_val_if_fail (history != NULL, AK_MOVE_NONE);
  g_return_val_if_fail (ply < history->moves->len, AK_MOVE_NONE);
  return g_array_index (history->moves, int, ply);
}

/**
 * ak_history_get_plies_without_capture:
 * @history: a history
 *
 * Returns: the plies played since the last capture (or the start).
 */
guint
ak_history_get_plies_without_capture (const AkHistory *history)
{
  g_return_val_if_fail (history != NULL, 0);
  return g_array_index (history->quiet, guint, history->positions->len - 1);
}

/**
 * ak_history_get_max_plies:
 * @history: a history
 *
 * Returns: the most plies the game may last (%AK_HISTORY_MAX_PLIES): a
 *   game that reaches it ends by %AK_TERMINATION_MOVE_LIMIT.
 */
guint
ak_history_get_max_plies (const AkHistory *history)
{
  g_return_val_if_fail (history != NULL, 0);
  return history->max_plies;
}

/**
 * ak_history_count_current:
 * @history: a history
 *
 * Returns: how many times the current position (board, owners, side to
 *   move) has occurred in this game, itself included.
 */
guint
ak_history_count_current (const AkHistory *history)
{
  g_return_val_if_fail (history != NULL, 0);
  return count_current (history);
}

/**
 * ak_history_get_termination:
 * @history: a history
 *
 * Returns: why the game ended, or %AK_TERMINATION_NONE.
 */
AkTermination
ak_history_get_termination (const AkHistory *history)
{
  g_return_val_if_fail (history != NULL, AK_TERMINATION_NONE);
  return history->termination;
}

/**
 * ak_history_is_over:
 * @history: a history
 *
 * Returns: %TRUE if the game has ended.
 */
gboolean
ak_history_is_over (const AkHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);
  return history->termination != AK_TERMINATION_NONE;
}

/**
 * ak_history_get_result:
 * @history: a history
 * @totals: (out): the seeds each player ends the game with, by #AkSide
 *
 * The final division of a finished game: stores plus the seeds in the
 * holes each player owns.
 *
 * Returns: %TRUE if the game is over and @totals was set.
 */
gboolean
ak_history_get_result (const AkHistory *history,
                       guint            totals[2])
{
  g_return_val_if_fail (history != NULL, FALSE);

  if (history->termination == AK_TERMINATION_NONE)
    return FALSE;
  ak_position_division (current (history), totals);
  return TRUE;
}

/**
 * ak_history_check_move:
 * @history: a history
 * @move: a hole 0..11 or %AK_MOVE_PASS
 *
 * Returns: %AK_VERDICT_LEGAL if @move may be played now, else why not.
 */
AkVerdict
ak_history_check_move (const AkHistory *history,
                       int              move)
{
  g_return_val_if_fail (history != NULL, AK_VERDICT_GAME_OVER);

  if (history->termination != AK_TERMINATION_NONE)
    return AK_VERDICT_GAME_OVER;
  return ak_position_check_move (current (history), &history->rules, move);
}

/**
 * ak_history_play:
 * @history: a history
 * @move: a hole 0..11 or %AK_MOVE_PASS
 * @info: (out) (optional): what the move did
 * @trace: (out caller-allocates) (optional): the full sowing
 *
 * Plays @move if it is legal and the game is not over, then decides
 * whether the game has ended (RULES.md §4).
 *
 * Returns: %AK_VERDICT_LEGAL if the move was played, else why not.
 */
AkVerdict
ak_history_play (AkHistory  *history,
                 int         move,
                 AkMoveInfo *info,
                 AkTrace    *trace)
{
  AkPosition next;
  AkVerdict verdict;
  AkMoveInfo local;
  guint quiet;
  guint captured;

  g_return_val_if_fail (history != NULL, AK_VERDICT_GAME_OVER);

  if (history->termination != AK_TERMINATION_NONE)
    return AK_VERDICT_GAME_OVER;

  next = *current (history);
  if (trace != NULL)
    {
      verdict = ak_position_play_traced (&next, &history->rules, move, trace);
      captured = trace->captured;
      if (info != NULL && verdict == AK_VERDICT_LEGAL)
        {
          info->captured = (guint8) trace->captured;
          info->laps = ak_trace_get_n_laps (trace);
          info->last = info->laps > 0
            ? ak_trace_get_lap (trace, info->laps - 1)->last
            : AK_MOVE_PASS;
        }
    }
  else
    {
      verdict = ak_position_play (&next, &history->rules, move, info ? info : &local);
      captured = (info ? info : &local)->captured;
    }

  if (verdict != AK_VERDICT_LEGAL)
    return verdict;

  quiet = captured > 0 ? 0 : ak_history_get_plies_without_capture (history) + 1;
  push (history, &next, quiet);
  g_array_append_val (history->moves, move);
  history->termination = compute_termination (history);

  return AK_VERDICT_LEGAL;
}

/**
 * ak_history_undo:
 * @history: a history
 *
 * Takes back an agreement to divide the seeds, or else the last ply.
 *
 * Returns: %TRUE if something was taken back.
 */
gboolean
ak_history_undo (AkHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  if (history->termination == AK_TERMINATION_AGREEMENT)
    {
      history->termination = compute_termination (history);
      return TRUE;
    }
  if (history->moves->len == 0)
    return FALSE;

  g_array_set_size (history->moves, history->moves->len - 1);
  g_array_set_size (history->positions, history->positions->len - 1);
  g_array_set_size (history->keys, history->keys->len - 1);
  g_array_set_size (history->quiet, history->quiet->len - 1);
  history->termination = compute_termination (history);

  return TRUE;
}

/**
 * ak_history_agree:
 * @history: a history
 *
 * Ends an unfinished game by agreement: the players divide the seeds.
 *
 * Returns: %TRUE if the game was going on and is now ended.
 */
gboolean
ak_history_agree (AkHistory *history)
{
  g_return_val_if_fail (history != NULL, FALSE);

  if (history->termination != AK_TERMINATION_NONE)
    return FALSE;
  history->termination = AK_TERMINATION_AGREEMENT;
  return TRUE;
}

static const char * const termination_names[] = {
  [AK_TERMINATION_NONE] = "",
  [AK_TERMINATION_BOARD] = "board",
  [AK_TERMINATION_NO_MOVES] = "no-moves",
  [AK_TERMINATION_REPETITION] = "repetition",
  [AK_TERMINATION_NO_CAPTURE] = "no-capture",
  [AK_TERMINATION_AGREEMENT] = "agreement",
  [AK_TERMINATION_MOVE_LIMIT] = "move-limit",
};

/**
 * ak_termination_to_string:
 * @termination: a termination
 *
 * Returns: the word AKN uses for @termination (`board`, `no-moves`,
 *   `repetition`, `no-capture`, `agreement`, `move-limit`), or "" for
 *   none.
 */
const char *
ak_termination_to_string (AkTermination termination)
{
  if ((guint) termination >= G_N_ELEMENTS (termination_names))
    return "";
  return termination_names[termination];
}

/**
 * ak_termination_from_string:
 * @text: a word
 * @termination: (out): the termination
 *
 * Returns: %TRUE if @text is one of the AKN termination words.
 */
gboolean
ak_termination_from_string (const char    *text,
                            AkTermination *termination)
{
  for (guint i = AK_TERMINATION_BOARD; i < G_N_ELEMENTS (termination_names); i++)
    if (g_strcmp0 (text, termination_names[i]) == 0)
      {
        *termination = (AkTermination) i;
        return TRUE;
      }
  return FALSE;
}
