/* ak-motifs.c — why a move was a mistake: the played line and the best
 * line replayed over their first plies with the engine's own rules, and
 * the concrete difference named as a motif
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ak-motifs.h"

#include "ak-moves.h"

/* The first plies of one line, as the rules played them.  A line stops at
 * its first move the rules refuse, or when the game ends. */
typedef struct
{
  guint          n;                       /* plies played */
  int            moves[AK_MOTIF_PLIES];
  AkPosition     before[AK_MOTIF_PLIES];
  AkPosition     after[AK_MOTIF_PLIES];
  AkTermination  end[AK_MOTIF_PLIES];     /* the game's ending after the ply */
  AkTrace       *traces[AK_MOTIF_PLIES];
} Line;

static void
line_replay (Line            *line,
             const AkHistory *history,
             const int       *moves,
             guint            n_moves)
{
  g_autoptr(AkHistory) game = ak_history_copy_tail (history);

  line->n = 0;
  for (guint i = 0; i < AK_MOTIF_PLIES; i++)
    line->traces[i] = NULL;

  for (guint i = 0; i < MIN (n_moves, AK_MOTIF_PLIES); i++)
    {
      AkTrace *trace = ak_trace_new ();

      line->before[i] = *ak_history_get_position (game);
      if (ak_history_play (game, moves[i], NULL, trace) != AK_VERDICT_LEGAL)
        {
          ak_trace_free (trace);
          break;
        }
      line->moves[i] = moves[i];
      line->traces[i] = trace;
      line->after[i] = *ak_history_get_position (game);
      line->end[i] = ak_history_get_termination (game);
      line->n = i + 1;
      if (line->end[i] != AK_TERMINATION_NONE)
        break;
    }
}

static void
line_clear (Line *line)
{
  for (guint i = 0; i < AK_MOTIF_PLIES; i++)
    g_clear_pointer (&line->traces[i], ak_trace_free);
  line->n = 0;
}

/* Seeds captured at ply @i, 0 if the line has no such ply. */
static guint
line_captured (const Line *line,
               guint       i)
{
  return i < line->n ? line->traces[i]->captured : 0;
}

static int
line_capture_hole (const Line *line,
                   guint       i)
{
  const AkTrace *trace = line->traces[i];

  if (trace->captures->len == 0)
    return AK_MOVE_NONE;
  return g_array_index (trace->captures, AkCapture, 0).hole;
}

/* Whether @a is the more important motif: an ending first (nothing else
 * in the line happens after it), then the most seeds, then the order of
 * AkMotifKind. */
static gboolean
motif_better (const AkMotif *a,
              const AkMotif *b)
{
  gboolean a_end = a->kind == AK_MOTIF_REPETITION || a->kind == AK_MOTIF_NO_CAPTURE;
  gboolean b_end = b->kind == AK_MOTIF_REPETITION || b->kind == AK_MOTIF_NO_CAPTURE;

  if (b->kind == AK_MOTIF_NONE)
    return a->kind != AK_MOTIF_NONE;
  if (a->kind == AK_MOTIF_NONE)
    return FALSE;
  if (a_end != b_end)
    return a_end;
  if (a->seeds != b->seeds)
    return a->seeds > b->seeds;
  return a->kind < b->kind;
}

static void
offer (AkMotif       *best,
       const AkMotif *candidate)
{
  if (motif_better (candidate, best))
    *best = *candidate;
}

/* A motif about ply @i of @line, with what every motif says. */
static AkMotif
motif_at (const AkMotif *base,
          AkMotifKind    kind,
          const Line    *line,
          guint          i)
{
  AkMotif motif = *base;

  motif.kind = kind;
  motif.ply = i;
  motif.reply = line->moves[i];
  motif.hole = line_capture_hole (line, i);
  motif.seeds = line_captured (line, i);
  motif.n_holes = line->traces[i]->captures->len;
  motif.line_length = i + 1;
  for (guint k = 0; k <= i; k++)
    motif.line[k] = line->moves[k];
  return motif;
}

static void
find_endings (const AkMotif *base,
              const AkRules *rules,
              const Line    *played,
              const Line    *best,
              AkMotif       *found)
{
  for (guint i = 0; i < played->n; i++)
    {
      AkTermination end = played->end[i];
      guint totals[2];
      AkMotif motif;

      if (end != AK_TERMINATION_REPETITION && end != AK_TERMINATION_NO_CAPTURE)
        continue;
      /* The best line ends the same way just as soon: no difference. */
      if (i < best->n && best->end[i] == end)
        continue;
      /* An ending the mover wins explains no mistake. */
      ak_position_division (&played->after[i], totals);
      if (totals[base->side] > totals[AK_SIDE_OTHER (base->side)])
        continue;
      motif = motif_at (base, end == AK_TERMINATION_REPETITION ? AK_MOTIF_REPETITION
                                                             : AK_MOTIF_NO_CAPTURE,
                        played, i);
      motif.hole = AK_MOVE_NONE;
      motif.seeds = 0;
      motif.n_holes = 0;
      motif.division[AK_SOUTH] = ak_position_seeds_owned (&played->after[i], AK_SOUTH);
      motif.division[AK_NORTH] = ak_position_seeds_owned (&played->after[i], AK_NORTH);
      motif.limit = end == AK_TERMINATION_REPETITION ? rules->repetition
                                                     : rules->no_capture_limit;
      offer (found, &motif);
    }
}

/* The mover's final margin where @line ends at ply @i. */
static int
line_margin (const Line *line,
             guint       i,
             AkSide      mover)
{
  guint totals[2];

  ak_position_division (&line->after[i], totals);
  return (int) totals[mover] - (int) totals[AK_SIDE_OTHER (mover)];
}

/* The other endings (the board, no move for either side): the best line
 * ends in its window better for the mover, or the mover does not win and
 * the best line does not end in its window. */
static void
find_game_end (const AkMotif *base,
               const Line    *played,
               const Line    *best,
               AkMotif       *found)
{
  guint i = played->n - 1;
  AkTermination end;
  int margin;
  gboolean best_ends;
  guint totals[2];
  AkMotif motif;

  if (played->n == 0)
    return;
  end = played->end[i];
  if (end == AK_TERMINATION_NONE || end == AK_TERMINATION_REPETITION ||
      end == AK_TERMINATION_NO_CAPTURE)
    return;
  margin = line_margin (played, i, base->side);
  best_ends = best->n > 0 && best->end[best->n - 1] != AK_TERMINATION_NONE;
  if (best_ends ? line_margin (best, best->n - 1, base->side) <= margin : margin > 0)
    return;

  motif = motif_at (base, AK_MOTIF_GAME_END, played, i);
  motif.hole = AK_MOVE_NONE;
  motif.seeds = 0;
  motif.n_holes = 0;
  motif.termination = end;
  motif.division[AK_SOUTH] = ak_position_seeds_owned (&played->after[i], AK_SOUTH);
  motif.division[AK_NORTH] = ak_position_seeds_owned (&played->after[i], AK_NORTH);
  ak_position_division (&played->after[i], totals);
  motif.result[AK_SOUTH] = totals[AK_SOUTH];
  motif.result[AK_NORTH] = totals[AK_NORTH];
  motif.best_ends = best_ends;
  if (best_ends)
    {
      ak_position_division (&best->after[best->n - 1], totals);
      motif.best_result[AK_SOUTH] = totals[AK_SOUTH];
      motif.best_result[AK_NORTH] = totals[AK_NORTH];
    }
  offer (found, &motif);
}

/* The seeds the mover (@parity 0) or the opponent (1) captures at @hole
 * over the plies of @line, as the first hole of a capture or further back
 * in a chain. */
static guint
line_seeds_at (const Line *line,
               guint       parity,
               int         hole)
{
  guint seeds = 0;

  for (guint i = parity; i < line->n; i += 2)
    {
      const GArray *captures = line->traces[i]->captures;

      for (guint k = 0; k < captures->len; k++)
        if (g_array_index (captures, AkCapture, k).hole == hole)
          seeds += g_array_index (captures, AkCapture, k).seeds;
    }
  return seeds;
}

/* Seeds the mover (@parity 0) or the opponent (1) captures over the plies
 * of @line; @top and @at: its largest capture and the first ply of it, of
 * the captures whose first hole gives the same side fewer seeds over
 * @other (unless @other is NULL), so that the capture cited is more than
 * the other line has there; @at is -1 if there is none. */
static guint
line_sum (const Line *line,
          guint       parity,
          const Line *other,
          guint      *top,
          int        *at)
{
  guint sum = 0;

  *top = 0;
  *at = -1;
  for (guint i = parity; i < line->n; i += 2)
    {
      guint seeds = line_captured (line, i);

      sum += seeds;
      if (seeds > *top &&
          (other == NULL ||
           line_seeds_at (other, parity, line_capture_hole (line, i)) <
           g_array_index (line->traces[i]->captures, AkCapture, 0).seeds))
        {
          *top = seeds;
          *at = (int) i;
        }
    }
  return sum;
}

/* What the opponent's moves in the played line do to the mover. */
static void
find_opponent (const AkMotif  *base,
               const AkRules  *rules,
               const Line     *played,
               const Line     *best,
               AkMotif        *found)
{
  AkSide mover = base->side;
  guint top, best_top;
  int at, best_at;
  guint taken = line_sum (played, 1, best, &top, &at);

  if (at > 0 && taken > line_sum (best, 1, NULL, &best_top, &best_at))
    {
      AkMotif motif = motif_at (base, AK_MOTIF_ALLOWS_CAPTURE, played, (guint) at);
      const AkPosition *after_move = &played->after[0];

      motif.other_seeds = line_seeds_at (best, 1, motif.hole);

      offer (found, &motif);
      /* The move itself made the 3 the reply's casa was taken from. */
      if (at == 1 && rules->variant == AK_VARIANT_ADJI_KUI_2 && motif.hole != AK_MOVE_NONE &&
          ak_position_owner (after_move, motif.hole) == mover &&
          after_move->holes[motif.hole] == 3 &&
          played->before[0].holes[motif.hole] != 3)
        {
          motif.kind = AK_MOTIF_GIVES_CASA;
          offer (found, &motif);
        }
    }

  /* The mover must pass after an opponent's move, where it need not in
   * the best line. */
  for (guint i = 1; i < played->n; i += 2)
    {
      const AkPosition *after = &played->after[i];

      if (played->end[i] == AK_TERMINATION_NONE && after->side == mover &&
          ak_position_status (after, rules) == AK_STATUS_PASS &&
          ak_position_side_can_move (&played->after[i - 1], rules, mover) &&
          !(i < best->n && best->end[i] == AK_TERMINATION_NONE &&
            ak_position_status (&best->after[i], rules) == AK_STATUS_PASS))
        {
          gboolean empty = ak_position_seeds_owned (after, mover) == 0;
          AkMotif motif = motif_at (base, empty ? AK_MOTIF_EMPTIES_ROW : AK_MOTIF_NO_MOVE,
                                    played, i);

          offer (found, &motif);
          break;
        }
    }
}

/* What the mover's moves capture, next to the best line's. */
static void
find_mover (const AkMotif *base,
            const AkRules *rules,
            const Line    *played,
            const Line    *best,
            AkMotif       *found)
{
  guint top, played_top;
  int at, played_at;
  guint missed = line_sum (best, 0, played, &top, &at);
  const AkTrace *trace;
  guint n_laps;
  const AkLap *last;

  if (at < 0 || missed <= line_sum (played, 0, NULL, &played_top, &played_at))
    return;

  {
    AkMotif motif = motif_at (base, AK_MOTIF_MISSES_CAPTURE, best, (guint) at);

    motif.other_seeds = line_seeds_at (played, 0, motif.hole);

    offer (found, &motif);
  }

  /* The move stopped on its own four where the best move captures. */
  trace = played->traces[0];
  n_laps = ak_trace_get_n_laps (trace);
  if (rules->variant != AK_VARIANT_ADJI_KUI_2 || n_laps == 0 || trace->captured > 0 ||
      line_captured (best, 0) == 0)
    return;
  last = ak_trace_get_lap (trace, n_laps - 1);
  if (last->end == AK_LAP_END_OWN_FOUR)
    {
      AkMotif motif = motif_at (base, AK_MOTIF_OWN_FOUR, played, 0);

      motif.hole = last->last;
      motif.seeds = line_captured (best, 0);
      motif.n_holes = 0;
      offer (found, &motif);
    }
}

/* When no capture, pass or ending tells the lines apart: what the mover
 * nets in captures over the window, its captures less the opponent's. */
static void
find_loses_seeds (const AkMotif *base,
                  const Line    *played,
                  const Line    *best,
                  AkMotif       *found)
{
  AkSide mover = base->side;
  AkSide opponent = AK_SIDE_OTHER (mover);
  guint top;
  int at;
  guint taken[2], best_taken[2];
  AkMotif motif;

  if (found->kind != AK_MOTIF_NONE || played->n < AK_MOTIF_PLIES || best->n < AK_MOTIF_PLIES)
    return;
  taken[mover] = line_sum (played, 0, NULL, &top, &at);
  taken[opponent] = line_sum (played, 1, NULL, &top, &at);
  best_taken[mover] = line_sum (best, 0, NULL, &top, &at);
  best_taken[opponent] = line_sum (best, 1, NULL, &top, &at);
  if ((int) taken[mover] - (int) taken[opponent] >=
      (int) best_taken[mover] - (int) best_taken[opponent])
    return;

  motif = motif_at (base, AK_MOTIF_LOSES_SEEDS, played, AK_MOTIF_PLIES - 1);
  motif.hole = AK_MOVE_NONE;
  motif.seeds = (guint) (((int) best_taken[mover] - (int) best_taken[opponent]) -
                         ((int) taken[mover] - (int) taken[opponent]));
  motif.n_holes = 0;
  for (guint side = 0; side < 2; side++)
    {
      motif.taken[side] = taken[side];
      motif.best_taken[side] = best_taken[side];
    }
  offer (found, &motif);
}

/* When nothing else tells the lines apart: in an endgame, the seeds the
 * mover keeps in its holes over the window, each side capturing as much
 * in both lines. */
static void
find_fewer_seeds (const AkMotif *base,
                  const Line    *played,
                  const Line    *best,
                  AkMotif       *found)
{
  guint last = AK_MOTIF_PLIES - 1;
  guint top;
  int at;
  guint kept, best_kept;
  AkMotif motif;

  if (found->kind != AK_MOTIF_NONE || played->n < AK_MOTIF_PLIES || best->n < AK_MOTIF_PLIES)
    return;
  for (guint parity = 0; parity < 2; parity++)
    if (line_sum (played, parity, NULL, &top, &at) != line_sum (best, parity, NULL, &top, &at))
      return;
  if (ak_position_seeds_on_board (&played->after[last]) > AK_MOTIF_ENDGAME_SEEDS)
    return;
  kept = ak_position_seeds_owned (&played->after[last], base->side);
  best_kept = ak_position_seeds_owned (&best->after[last], base->side);
  if (kept >= best_kept)
    return;

  motif = motif_at (base, AK_MOTIF_FEWER_SEEDS, played, last);
  motif.hole = AK_MOVE_NONE;
  motif.seeds = kept;
  motif.n_holes = 0;
  motif.board = ak_position_seeds_on_board (&played->after[last]);
  motif.best_seeds = best_kept;
  offer (found, &motif);
}

/* The largest capture @side could make at @pos, were it to move there
 * (@pos as it is, or with the side to move changed): its move, first hole
 * and holes; 0 and AK_MOVE_NONE if it has none. */
static guint
largest_capture (const AkPosition *pos,
                 const AkRules    *rules,
                 AkSide            side,
                 int              *move,
                 int              *hole,
                 guint            *n_holes)
{
  AkPosition turn = *pos;
  g_autoptr(AkTrace) trace = ak_trace_new ();
  guint top = 0;

  *move = *hole = AK_MOVE_NONE;
  *n_holes = 0;
  turn.side = side;
  for (int m = 0; m < AK_N_HOLES; m++)
    {
      AkPosition child = turn;

      if (ak_position_owner (&turn, m) != side ||
          ak_position_check_move (&turn, rules, m) != AK_VERDICT_LEGAL ||
          ak_position_play_traced (&child, rules, m, trace) != AK_VERDICT_LEGAL)
        continue;
      if (trace->captured > top)
        {
          top = trace->captured;
          *move = m;
          *hole = g_array_index (trace->captures, AkCapture, 0).hole;
          *n_holes = trace->captures->len;
        }
    }
  return top;
}

/* Whether the opponent still has the capture of @threat after the
 * mover's @next move at the end of the played line's window, the game
 * going on: @next is AK_MOVE_NONE when the line stops there. */
static gboolean
threat_stands (const AkMotif    *threat,
               const AkRules    *rules,
               const AkPosition *end,
               int               next)
{
  AkPosition after = *end;
  g_autoptr(AkTrace) trace = ak_trace_new ();

  if (next == AK_MOVE_NONE)
    return TRUE;
  if (ak_position_play (&after, rules, next, NULL) != AK_VERDICT_LEGAL ||
      after.side != AK_SIDE_OTHER (threat->side) ||
      ak_position_status (&after, rules) != AK_STATUS_MOVE ||
      ak_position_play_traced (&after, rules, threat->capture_move, trace) != AK_VERDICT_LEGAL)
    return FALSE;
  return trace->captured == threat->seeds && trace->captures->len == threat->n_holes &&
         g_array_index (trace->captures, AkCapture, 0).hole == threat->hole;
}

/* When nothing else tells the lines apart: a capture waiting at the end of
 * the window, for the mover (to move there) in the best line, or for the
 * opponent (were it to move) in the played line, larger than any the same
 * side has at the end of the other line; a threat that the mover's next
 * move in the played line (@next) takes away is not one. */
static void
find_window_end (const AkMotif *base,
                 const AkRules *rules,
                 const Line    *played,
                 const Line    *best,
                 int            next,
                 AkMotif       *found)
{
  guint last = AK_MOTIF_PLIES - 1;

  if (found->kind != AK_MOTIF_NONE || played->n < AK_MOTIF_PLIES || best->n < AK_MOTIF_PLIES ||
      played->end[last] != AK_TERMINATION_NONE || best->end[last] != AK_TERMINATION_NONE)
    return;
  for (guint who = 0; who < 2; who++)
    {
      AkSide side = who == 0 ? base->side : AK_SIDE_OTHER (base->side);
      const Line *cited = who == 0 ? best : played;
      const Line *other = who == 0 ? played : best;
      int move, hole, other_move, other_hole;
      guint n_holes, other_n_holes;
      guint seeds = largest_capture (&cited->after[last], rules, side, &move, &hole, &n_holes);
      guint other_seeds = largest_capture (&other->after[last], rules, side, &other_move,
                                           &other_hole, &other_n_holes);
      AkMotif motif;

      if (seeds <= other_seeds)
        continue;
      /* The mover's capture is its own move there. */
      if (who == 0 && cited->after[last].side != side)
        continue;
      motif = motif_at (base, who == 0 ? AK_MOTIF_LATER_CAPTURE : AK_MOTIF_THREAT, cited, last);
      motif.capture_move = move;
      motif.hole = hole;
      motif.seeds = seeds;
      motif.n_holes = n_holes;
      motif.other_seeds = other_seeds;
      if (who == 1 && !threat_stands (&motif, rules, &played->after[last], next))
        continue;
      offer (found, &motif);
    }
}

/**
 * ak_motif_clear:
 * @motif: (out caller-allocates): a motif
 *
 * Sets @motif to %AK_MOTIF_NONE, with no move, hole or seeds.
 */
void
ak_motif_clear (AkMotif *motif)
{
  g_return_if_fail (motif != NULL);

  *motif = (AkMotif) { 0, };
  motif->kind = AK_MOTIF_NONE;
  motif->variant = AK_VARIANT_ADJI_KUI_2;
  motif->side = AK_SOUTH;
  motif->move = motif->best = motif->reply = motif->hole = AK_MOVE_NONE;
  motif->capture_move = AK_MOVE_NONE;
}

/**
 * ak_motif_find:
 * @history: the game up to the marked move, not over
 * @played: the move played there
 * @played_line: (array length=played_line_length) (nullable): the line
 *   after @played: the opponent's best reply and on
 * @played_line_length: its length
 * @best_line: (array length=best_line_length) (nullable): the best move,
 *   then its line
 * @best_line_length: its length
 * @motif: (out caller-allocates): the motif found, or %AK_MOTIF_NONE
 *
 * Names the concrete consequence of @played next to the best move, by
 * replaying both lines over their first %AK_MOTIF_PLIES plies (the window)
 * with the rules of @history.  Every motif is read off those replays, so
 * what it claims happens in the line it cites: a capture is the capture
 * the rules made at that ply, an ending is the one the rules declared.  A
 * line stops at its first move the rules refuse; what follows it is not
 * looked at.
 *
 * Motifs (AkMotifKind): an ending the played line reaches in the window,
 * the best line does not at the same ply, and the mover does not win
 * (repetition, the no-capture limit); any other ending of the played line
 * in the window (the board, no move for either side), where the best line
 * ends in its window better for the mover, or, if the best line does not
 * end there, that the mover does not win; the opponent capturing more in the
 * played line's window than in the best's (a casa the move itself left
 * the 3 for; else its largest capture); an opponent's move after which the
 * mover must pass, where it does not in the best line; the mover capturing
 * more in the best line's window than in the played's (its largest
 * capture; Adji Kui II: and the move stopped on its own four where the
 * best move captures).  A capture cited is the largest of those whose
 * first hole gives the same side fewer seeds in the other line's window
 * (other_seeds, most often none), so that the other line does not have it
 * too; when there is none, the difference in seeds is not told by a
 * capture.  When none of these applies and both
 * lines fill the window: what the mover nets in captures over it (its
 * captures less the opponent's), when the played line nets less.  When none
 * of these applies, in an endgame where both lines fill the window and
 * each side captures as much in one as in the other, the mover keeping
 * fewer seeds in its holes at the window's end in the played line.
 * When none of these applies and both lines fill the window without the
 * game ending: a capture waiting at the window's end, larger than any the
 * same side has at the end of the other line: the mover's (to move
 * there) after the best line, or the opponent's (were it to move) after
 * the played line, one the mover's next move in that line leaves
 * standing.
 *
 * When several apply the most important is chosen: a repetition or the
 * no-capture limit first, since nothing after it happens; then the most
 * seeds (so a capture before the other endings); then the order of
 * AkMotifKind (the more specific motif first).
 *
 * Returns: the kind of @motif.
 */
AkMotifKind
ak_motif_find (const AkHistory *history,
               int              played,
               const guint8    *played_line,
               guint            played_line_length,
               const guint8    *best_line,
               guint            best_line_length,
               AkMotif         *motif)
{
  const AkRules *rules;
  AkMotif base;
  Line played_plies, best_plies;
  int moves[AK_MOTIF_PLIES];
  guint n;

  g_return_val_if_fail (motif != NULL, AK_MOTIF_NONE);
  ak_motif_clear (motif);
  g_return_val_if_fail (history != NULL, AK_MOTIF_NONE);
  g_return_val_if_fail (played_line != NULL || played_line_length == 0, AK_MOTIF_NONE);
  g_return_val_if_fail (best_line != NULL || best_line_length == 0, AK_MOTIF_NONE);

  if (ak_history_is_over (history) || best_line_length == 0 || best_line[0] == played)
    return AK_MOTIF_NONE;

  rules = ak_history_get_rules (history);
  base = *motif;
  base.variant = rules->variant;
  base.side = ak_history_get_position (history)->side;
  base.move = played;
  base.best = best_line[0];

  moves[0] = played;
  n = 1;
  for (guint i = 0; i < played_line_length && n < AK_MOTIF_PLIES; i++)
    moves[n++] = played_line[i];
  line_replay (&played_plies, history, moves, n);

  n = 0;
  for (guint i = 0; i < MIN (best_line_length, AK_MOTIF_PLIES); i++)
    moves[n++] = best_line[i];
  line_replay (&best_plies, history, moves, n);

  /* A move the rules refuse explains nothing. */
  if (played_plies.n > 0 && best_plies.n > 0)
    {
      find_endings (&base, rules, &played_plies, &best_plies, motif);
      find_game_end (&base, &played_plies, &best_plies, motif);
      find_opponent (&base, rules, &played_plies, &best_plies, motif);
      find_mover (&base, rules, &played_plies, &best_plies, motif);
      find_loses_seeds (&base, &played_plies, &best_plies, motif);
      find_fewer_seeds (&base, &played_plies, &best_plies, motif);
      find_window_end (&base, rules, &played_plies, &best_plies,
                       played_line_length >= AK_MOTIF_PLIES ? played_line[AK_MOTIF_PLIES - 1]
                                                            : AK_MOVE_NONE,
                       motif);
    }

  line_clear (&played_plies);
  line_clear (&best_plies);
  return motif->kind;
}

/**
 * ak_motif_kind_to_string:
 * @kind: a motif kind
 *
 * Returns: a stable name for @kind, for logs and tests.
 */
const char *
ak_motif_kind_to_string (AkMotifKind kind)
{
  static const char *const names[AK_N_MOTIF_KINDS] = {
    [AK_MOTIF_NONE] = "none",
    [AK_MOTIF_REPETITION] = "repetition",
    [AK_MOTIF_NO_CAPTURE] = "no-capture",
    [AK_MOTIF_GAME_END] = "game-end",
    [AK_MOTIF_GIVES_CASA] = "gives-casa",
    [AK_MOTIF_EMPTIES_ROW] = "empties-row",
    [AK_MOTIF_NO_MOVE] = "no-move",
    [AK_MOTIF_ALLOWS_CAPTURE] = "allows-capture",
    [AK_MOTIF_OWN_FOUR] = "own-four",
    [AK_MOTIF_MISSES_CAPTURE] = "misses-capture",
    [AK_MOTIF_LOSES_SEEDS] = "loses-seeds",
    [AK_MOTIF_FEWER_SEEDS] = "fewer-seeds",
    [AK_MOTIF_LATER_CAPTURE] = "later-capture",
    [AK_MOTIF_THREAT] = "threat",
  };

  if ((guint) kind >= AK_N_MOTIF_KINDS)
    return "unknown";
  return names[kind];
}
