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
      AkMotif motif;

      if (end != AK_TERMINATION_REPETITION && end != AK_TERMINATION_NO_CAPTURE)
        continue;
      /* The best line ends the same way just as soon: no difference. */
      if (i < best->n && best->end[i] == end)
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

/* What the reply does to the mover. */
static void
find_reply (const AkMotif  *base,
            const AkRules  *rules,
            const Line     *played,
            const Line     *best,
            AkMotif        *found)
{
  AkSide mover = base->side;
  const AkPosition *after_move = &played->after[0];
  const AkPosition *after_reply = &played->after[1];
  guint taken = line_captured (played, 1);

  if (played->n < 2)
    return;

  if (taken > line_captured (best, 1))
    {
      AkMotif motif = motif_at (base, AK_MOTIF_ALLOWS_CAPTURE, played, 1);

      offer (found, &motif);
      /* The move itself made the 3 the casa was taken from. */
      if (rules->variant == AK_VARIANT_ADJI_KUI_2 && motif.hole != AK_MOVE_NONE &&
          ak_position_owner (after_move, motif.hole) == mover &&
          after_move->holes[motif.hole] == 3 &&
          played->before[0].holes[motif.hole] != 3)
        {
          motif.kind = AK_MOTIF_GIVES_CASA;
          offer (found, &motif);
        }
    }

  /* The mover must pass after the reply, which it need not have. */
  if (played->end[1] == AK_TERMINATION_NONE &&
      after_reply->side == mover &&
      ak_position_status (after_reply, rules) == AK_STATUS_PASS &&
      ak_position_side_can_move (after_move, rules, mover) &&
      !(best->n >= 2 && best->end[1] == AK_TERMINATION_NONE &&
        ak_position_status (&best->after[1], rules) == AK_STATUS_PASS))
    {
      gboolean empty = ak_position_seeds_owned (after_reply, mover) == 0;
      AkMotif motif = motif_at (base, empty ? AK_MOTIF_EMPTIES_ROW : AK_MOTIF_NO_MOVE,
                                played, 1);

      offer (found, &motif);
    }
}

/* What the move does or misses, next to the best move. */
static void
find_move (const AkMotif *base,
           const AkRules *rules,
           const Line    *played,
           const Line    *best,
           AkMotif       *found)
{
  guint missed = line_captured (best, 0);
  const AkTrace *trace;
  guint n_laps;
  const AkLap *last;

  if (played->n < 1 || best->n < 1 || missed <= line_captured (played, 0))
    return;

  {
    AkMotif motif = motif_at (base, AK_MOTIF_MISSES_CAPTURE, best, 0);

    offer (found, &motif);
  }

  trace = played->traces[0];
  n_laps = ak_trace_get_n_laps (trace);
  if (rules->variant != AK_VARIANT_ADJI_KUI_2 || n_laps == 0 || trace->captured > 0)
    return;
  last = ak_trace_get_lap (trace, n_laps - 1);
  if (last->end == AK_LAP_END_OWN_FOUR)
    {
      AkMotif motif = *base;

      motif.kind = AK_MOTIF_OWN_FOUR;
      motif.ply = 0;
      motif.reply = played->moves[0];
      motif.hole = last->last;
      motif.seeds = missed;
      motif.n_holes = 0;
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
 * replaying both lines over their first %AK_MOTIF_PLIES plies with the
 * rules of @history.  Every motif is read off those replays, so what it
 * claims happens in the line it cites: a capture is the capture the rules
 * made at that ply, an ending is the one the rules declared.  A line stops
 * at its first move the rules refuse; what follows it is not looked at.
 *
 * Motifs (AkMotifKind): an ending the played line reaches at once and the
 * best line does not (repetition, the no-capture limit); a reply that
 * captures more than the best line's reply (a casa the move itself left
 * the 3 for; else any capture); a reply after which the mover must pass
 * and does not in the best line (its row empty, or only singletons); a
 * best move that captures more than the move (Adji Kui II: and the move
 * stopped on its own four).
 *
 * When several apply the most important is chosen: an ending first, since
 * nothing after it happens; then the most seeds; then the order of
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
  if (played_line_length > 0)
    moves[n++] = played_line[0];
  line_replay (&played_plies, history, moves, n);

  n = 0;
  for (guint i = 0; i < MIN (best_line_length, AK_MOTIF_PLIES); i++)
    moves[n++] = best_line[i];
  line_replay (&best_plies, history, moves, n);

  /* A move the rules refuse explains nothing. */
  if (played_plies.n > 0 && best_plies.n > 0)
    {
      find_endings (&base, rules, &played_plies, &best_plies, motif);
      find_reply (&base, rules, &played_plies, &best_plies, motif);
      find_move (&base, rules, &played_plies, &best_plies, motif);
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
    [AK_MOTIF_GIVES_CASA] = "gives-casa",
    [AK_MOTIF_EMPTIES_ROW] = "empties-row",
    [AK_MOTIF_NO_MOVE] = "no-move",
    [AK_MOTIF_ALLOWS_CAPTURE] = "allows-capture",
    [AK_MOTIF_OWN_FOUR] = "own-four",
    [AK_MOTIF_MISSES_CAPTURE] = "misses-capture",
  };

  if ((guint) kind >= AK_N_MOTIF_KINDS)
    return "unknown";
  return names[kind];
}
