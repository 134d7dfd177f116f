/* review-motifs.c — how many of a review's mistakes the motifs explain,
 * whether every explanation is true, and what the explanations cost
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   review-motifs [--games N] [--seed S] [--variant 1|2|both]
 *                 [--play-depth D] [--review-depth D] [--review-time MS]
 *                 [--show-unexplained] [--show-all]
 *
 * Plays N games a variant (default 100, both variants): 4 random plies,
 * then the engine at D plies a move for each side (default 4).  Reviews
 * each game with AkReview, one search at a time, to a fixed depth (default
 * 12; --review-time searches MS milliseconds a position instead), and for
 * every move marked `?` or `??` makes the call the review makes when it
 * writes its words there (ak_motif_text_explain() on the same lines as
 * ak-review-apply.c's line_comment()) and finds the motif itself.
 *
 * Every motif's claim is then checked by replaying, independently of
 * ak-motifs.c, the line it cites: the capture at the ply, hole and seeds it
 * names, by the side it names; the pass; the ending and its division.  A
 * wrong claim is printed and makes the program exit 1.
 *
 * Prints, per variant, the share of `?`/`??` explained by a motif (goal
 * at least 80 %), the count per kind and the count left to the fallback
 * words, and the time the explanations take against the review's own
 * (goal at most 5 %).  It also counts the marks where the review's best
 * move is the move played (its searches before and after the move
 * disagree), which no motif can explain.  --show-unexplained prints each
 * unexplained mistake: the position, both lines, what each ply of them
 * captures and the seeds on each side at their ends; --show-all prints
 * every mistake, with its words.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ak-model.h"
#include "ak-motif-text.h"
#include "ak-review-private.h"

#define GOAL_SHARE      0.80
#define GOAL_TIME_SHARE 0.05
#define MAX_GAME_PLIES  600

typedef struct
{
  guint  games;
  guint  plies;
  guint  marked;                      /* ? and ?? */
  guint  same;                        /* of them, where the review's best
                                       * move is the move played */
  guint  kinds[AK_N_MOTIF_KINDS];
  guint  wrong;
  double review_s;
  double explain_s;
} Stats;

typedef struct
{
  guint  play_depth;
  guint  review_depth;
  guint  review_ms;
  gboolean show_unexplained;
  gboolean show_all;
} Options;

static AkGame *
play_game (const AkRules *rules,
           AkSearch      *search,
           AkRandom      *rng,
           guint          depth)
{
  g_autoptr(AkGame) game = NULL;
  AkPosition start;

  ak_position_init_start (&start, rules->first);
  game = ak_game_new (rules, &start);
  while (!ak_game_get_is_over (game) && ak_game_get_current_node (game)->ply < MAX_GAME_PLIES)
    {
      g_autoptr(AkHistory) history = ak_game_dup_engine_history (game);
      guint ply = ak_game_get_current_node (game)->ply;
      int move;

      if (ply < 4)
        {
          AkMoveList list;

          if (ak_position_legal_moves (ak_history_get_position (history), rules, &list) == 0)
            break;
          move = list.moves[ak_random_below (rng, list.n_moves)];
        }
      else
        {
          AkSearchLimits limits = { 0, };
          AkSearchResult result;

          limits.max_depth = depth;
          limits.n_threads = 1;
          if (!ak_search_run (search, rules, history, &limits, &result) ||
              result.best_move == AK_MOVE_NONE)
            g_error ("the engine found no move at ply %u", ply);
          move = result.best_move;
        }
      if (ak_game_play (game, move, NULL) != AK_VERDICT_LEGAL)
        g_error ("the engine chose an illegal move at ply %u", ply);
    }
  return g_steal_pointer (&game);
}

static char
move_char (int move)
{
  return move == AK_MOVE_PASS ? '-' : ak_hole_to_char (move);
}

static void
append_line (GString      *out,
             const guint8 *moves,
             guint         n)
{
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%c", i > 0 ? " " : "", move_char (moves[i]));
}

/* Each ply of @moves after @history with what it captures, for a person
 * to read: "e(+4@B) F -- ...". */
static void
append_replay (GString         *out,
               const AkHistory *history,
               const guint8    *moves,
               guint            n)
{
  g_autoptr(AkHistory) game = ak_history_copy_tail (history);
  g_autoptr(AkTrace) trace = ak_trace_new ();

  for (guint i = 0; i < n; i++)
    {
      if (ak_history_is_over (game))
        {
          g_string_append (out, " [over]");
          return;
        }
      if (ak_history_play (game, moves[i], NULL, trace) != AK_VERDICT_LEGAL)
        {
          g_string_append_printf (out, " %c[refused]", move_char (moves[i]));
          return;
        }
      g_string_append_printf (out, " %c", move_char (moves[i]));
      if (trace->captured > 0)
        g_string_append_printf (out, "(+%u@%c)", trace->captured,
                                move_char (g_array_index (trace->captures, AkCapture, 0).hole));
    }
  if (ak_history_is_over (game))
    g_string_append_printf (out, " [%s]", ak_termination_to_string (ak_history_get_termination (game)));
  g_string_append_printf (out, "  {board S %u N %u}",
                          ak_position_seeds_owned (ak_history_get_position (game), AK_SOUTH),
                          ak_position_seeds_owned (ak_history_get_position (game), AK_NORTH));
}

/* The cited line of @motif: from the move played (its line after it),
 * or from the best move for a miss. */
static guint
cited_line (const AkMotif *motif,
            const guint8  *played_line,
            guint          played_length,
            const guint8  *best_line,
            guint          best_length,
            guint8        *moves)
{
  guint n = 0;

  if (motif->kind == AK_MOTIF_MISSES_CAPTURE || motif->kind == AK_MOTIF_LATER_CAPTURE)
    {
      for (guint i = 0; i < best_length; i++)
        moves[n++] = best_line[i];
      return n;
    }
  moves[n++] = (guint8) motif->move;
  for (guint i = 0; i < played_length; i++)
    moves[n++] = played_line[i];
  return n;
}

/* The seeds @side captures at @hole (first in a chain or further back)
 * in the first AK_MOTIF_PLIES plies of @moves after @history. */
static guint
seeds_at (const AkHistory *history,
             const guint8    *moves,
             guint            n,
             AkSide           side,
             int              hole)
{
  g_autoptr(AkHistory) game = ak_history_copy_tail (history);
  g_autoptr(AkTrace) trace = ak_trace_new ();
  guint seeds = 0;

  for (guint i = 0; i < MIN (n, AK_MOTIF_PLIES) && !ak_history_is_over (game); i++)
    {
      AkSide mover = ak_history_get_position (game)->side;

      if (ak_history_play (game, moves[i], NULL, trace) != AK_VERDICT_LEGAL)
        break;
      for (guint k = 0; mover == side && k < trace->captures->len; k++)
        if (g_array_index (trace->captures, AkCapture, k).hole == hole)
          seeds += g_array_index (trace->captures, AkCapture, k).seeds;
    }
  return seeds;
}

/* The seeds @side captures at @pos with @move, were it @side's turn: 0 if
 * the move is refused; @trace holds the capture. */
static guint
capture_with (const AkPosition *pos,
              const AkRules    *rules,
              AkSide            side,
              int               move,
              AkTrace          *trace)
{
  AkPosition turn = *pos;

  turn.side = side;
  if (ak_position_owner (&turn, move) != side ||
      ak_position_play_traced (&turn, rules, move, trace) != AK_VERDICT_LEGAL)
    return 0;
  return trace->captured;
}

/* A later capture or a threat: the capture stated is there at the end of
 * the cited line's window (@end), the other line's window ends without
 * one as large, its largest as stated; a threat stands after the mover's
 * next move in the played line. */
static char *
check_window_end (const AkHistory  *history,
                  const AkMotif    *motif,
                  const AkPosition *end,
                  const guint8     *moves,
                  guint             n,
                  const guint8     *played_line,
                  guint             played_length,
                  const guint8     *best_line,
                  guint             best_length)
{
  const AkRules *rules = ak_history_get_rules (history);
  gboolean threat = motif->kind == AK_MOTIF_THREAT;
  AkSide side = threat ? AK_SIDE_OTHER (motif->side) : motif->side;
  g_autoptr(AkHistory) other = ak_history_copy_tail (history);
  g_autoptr(AkTrace) trace = ak_trace_new ();
  guint8 other_moves[AK_REVIEW_MAX_LINE + 1];
  guint other_n = 0;
  guint top = 0;

  if (motif->ply != AK_MOTIF_PLIES - 1)
    return g_strdup ("not the window's end");
  if (!threat && end->side != side)
    return g_strdup ("the mover is not to move at the window's end");
  if (capture_with (end, rules, side, motif->capture_move, trace) != motif->seeds ||
      motif->seeds == 0 || trace->captures->len != motif->n_holes ||
      g_array_index (trace->captures, AkCapture, 0).hole != motif->hole)
    return g_strdup_printf ("%c does not capture %u seeds at %c there",
                            move_char (motif->capture_move), motif->seeds,
                            move_char (motif->hole));

  /* The other line's window. */
  if (threat)
    for (guint i = 0; i < best_length; i++)
      other_moves[other_n++] = best_line[i];
  else
    {
      other_moves[other_n++] = (guint8) motif->move;
      for (guint i = 0; i < played_length; i++)
        other_moves[other_n++] = played_line[i];
    }
  if (other_n < AK_MOTIF_PLIES)
    return g_strdup ("the other line is shorter than the window");
  for (guint i = 0; i < AK_MOTIF_PLIES; i++)
    if (ak_history_is_over (other) ||
        ak_history_play (other, other_moves[i], NULL, NULL) != AK_VERDICT_LEGAL)
      return g_strdup_printf ("the other line stops at ply %u", i);
  if (ak_history_is_over (other))
    return g_strdup ("the other line ends the game");
  for (int m = 0; m < AK_N_HOLES; m++)
    top = MAX (top, capture_with (ak_history_get_position (other), rules, side, m, trace));
  if (top != motif->other_seeds || top >= motif->seeds)
    return g_strdup_printf ("the other line leaves a capture of %u", top);

  /* A threat: the mover's next move in the line does not take it away. */
  if (threat && n > AK_MOTIF_PLIES)
    {
      AkPosition after = *end;

      if (ak_position_play (&after, rules, moves[AK_MOTIF_PLIES], NULL) != AK_VERDICT_LEGAL ||
          after.side != side || ak_position_status (&after, rules) != AK_STATUS_MOVE ||
          capture_with (&after, rules, side, motif->capture_move, trace) != motif->seeds ||
          g_array_index (trace->captures, AkCapture, 0).hole != motif->hole)
        return g_strdup ("the next move of the line takes the threat away");
    }
  return NULL;
}

/* What is wrong with @motif's claim, or NULL: replays its cited line with
 * the rules, apart from ak-motifs.c. */
static char *
check_claim (const AkHistory *history,
             const AkMotif   *motif,
             const guint8    *played_line,
             guint            played_length,
             const guint8    *best_line,
             guint            best_length)
{
  g_autoptr(AkHistory) game = ak_history_copy_tail (history);
  g_autoptr(AkTrace) trace = ak_trace_new ();
  guint8 moves[2 * AK_REVIEW_MAX_LINE + 2];
  guint n = cited_line (motif, played_line, played_length, best_line, best_length, moves);
  AkSide mover = ak_history_get_position (history)->side;
  AkSide actor = mover;
  const AkPosition *pos;

  if (motif->side != mover)
    return g_strdup ("the mover is the wrong side");
  if (motif->best != best_line[0] || motif->move == motif->best)
    return g_strdup ("the best move is not the best line's");
  if (motif->ply >= n || motif->ply >= AK_MOTIF_PLIES)
    return g_strdup_printf ("ply %u is not in the line", motif->ply);
  if (motif->line_length != motif->ply + 1 || motif->reply != moves[motif->ply])
    return g_strdup ("the cited move is not the line's");
  for (guint i = 0; i <= motif->ply; i++)
    if (motif->line[i] != moves[i])
      return g_strdup_printf ("the cited line differs at ply %u", i);
  for (guint i = 0; i <= motif->ply; i++)
    {
      if (ak_history_is_over (game))
        return g_strdup_printf ("the game is over before ply %u", i);
      if (i == motif->ply)
        actor = ak_history_get_position (game)->side;
      if (ak_history_play (game, moves[i], NULL, trace) != AK_VERDICT_LEGAL)
        return g_strdup_printf ("ply %u is refused", i);
    }
  pos = ak_history_get_position (game);

  switch (motif->kind)
    {
    case AK_MOTIF_REPETITION:
    case AK_MOTIF_NO_CAPTURE:
      {
        guint totals[2];

        if (ak_history_get_termination (game) !=
            (motif->kind == AK_MOTIF_REPETITION ? AK_TERMINATION_REPETITION
                                                : AK_TERMINATION_NO_CAPTURE))
          return g_strdup_printf ("the game ends by %s",
                                  ak_termination_to_string (ak_history_get_termination (game)));
        if (motif->division[AK_SOUTH] != ak_position_seeds_owned (pos, AK_SOUTH) ||
            motif->division[AK_NORTH] != ak_position_seeds_owned (pos, AK_NORTH))
          return g_strdup ("the division is not the board's");
        if (!ak_history_get_result (game, totals) ||
            totals[mover] > totals[AK_SIDE_OTHER (mover)])
          return g_strdup ("the mover wins the ending");
        if (motif->limit != (motif->kind == AK_MOTIF_REPETITION
                             ? ak_history_get_rules (game)->repetition
                             : ak_history_get_rules (game)->no_capture_limit))
          return g_strdup ("the rule's number is wrong");
        return NULL;
      }

    case AK_MOTIF_GAME_END:
      {
        guint totals[2];
        AkTermination end = ak_history_get_termination (game);

        if (end == AK_TERMINATION_NONE || end != motif->termination ||
            end == AK_TERMINATION_REPETITION || end == AK_TERMINATION_NO_CAPTURE)
          return g_strdup_printf ("the game ends by %s", ak_termination_to_string (end));
        if (!ak_history_get_result (game, totals) || totals[AK_SOUTH] != motif->result[AK_SOUTH] ||
            totals[AK_NORTH] != motif->result[AK_NORTH])
          return g_strdup ("the score is not the game's");
        if (motif->division[AK_SOUTH] != ak_position_seeds_owned (pos, AK_SOUTH) ||
            motif->division[AK_NORTH] != ak_position_seeds_owned (pos, AK_NORTH))
          return g_strdup ("the division is not the board's");
        /* The best line ends better for the mover in its window; or it
         * does not end there, and the mover does not win. */
        {
          g_autoptr(AkHistory) other = ak_history_copy_tail (history);
          guint best_totals[2];

          for (guint i = 0; i < MIN (best_length, AK_MOTIF_PLIES) && !ak_history_is_over (other); i++)
            if (ak_history_play (other, best_line[i], NULL, NULL) != AK_VERDICT_LEGAL)
              break;
          if (ak_history_get_result (other, best_totals))
            {
              if (!motif->best_ends || best_totals[AK_SOUTH] != motif->best_result[AK_SOUTH] ||
                  best_totals[AK_NORTH] != motif->best_result[AK_NORTH])
                return g_strdup ("the best line's end is not stated right");
              if ((int) best_totals[mover] - (int) best_totals[AK_SIDE_OTHER (mover)] <=
                  (int) totals[mover] - (int) totals[AK_SIDE_OTHER (mover)])
                return g_strdup ("the best line ends as badly");
            }
          else if (motif->best_ends)
            return g_strdup ("the best line does not end");
          else if (totals[mover] > totals[AK_SIDE_OTHER (mover)])
            return g_strdup ("the mover wins the ending");
        }
        return NULL;
      }

    case AK_MOTIF_OWN_FOUR:
      {
        const AkLap *last;
        g_autoptr(AkHistory) other = ak_history_copy_tail (history);
        g_autoptr(AkTrace) best_trace = ak_trace_new ();

        if (motif->ply != 0 || trace->captured != 0 || ak_trace_get_n_laps (trace) == 0)
          return g_strdup ("the move does not stop without a capture");
        last = ak_trace_get_lap (trace, ak_trace_get_n_laps (trace) - 1);
        if (last->end != AK_LAP_END_OWN_FOUR || last->last != motif->hole ||
            ak_position_owner (pos, motif->hole) != mover || pos->holes[motif->hole] != 4)
          return g_strdup ("the move does not stop on its own four there");
        if (ak_history_play (other, motif->best, NULL, best_trace) != AK_VERDICT_LEGAL ||
            best_trace->captured != motif->seeds)
          return g_strdup ("the best move does not capture those seeds");
        return NULL;
      }

    case AK_MOTIF_GIVES_CASA:
    case AK_MOTIF_EMPTIES_ROW:
    case AK_MOTIF_NO_MOVE:
    case AK_MOTIF_ALLOWS_CAPTURE:
    case AK_MOTIF_MISSES_CAPTURE:
      if (motif->kind == AK_MOTIF_MISSES_CAPTURE ? actor != mover : actor == mover)
        return g_strdup ("the capture is by the wrong side");
      if (trace->captured != motif->seeds || trace->captures->len != motif->n_holes)
        return g_strdup_printf ("ply %u captures %u seeds in %u holes, not %u in %u",
                                motif->ply, trace->captured, trace->captures->len,
                                motif->seeds, motif->n_holes);
      if (motif->seeds > 0 && g_array_index (trace->captures, AkCapture, 0).hole != motif->hole)
        return g_strdup ("the capture is at another hole");
      if (motif->kind != AK_MOTIF_EMPTIES_ROW && motif->kind != AK_MOTIF_NO_MOVE &&
          motif->seeds == 0)
        return g_strdup ("a capture of nothing");
      if (motif->variant == AK_VARIANT_ADJI_KUI_2 && motif->seeds > 0 &&
          (motif->seeds != 4 || motif->n_holes != 1))
        return g_strdup ("a casa that is not four seeds");
      /* What the other line takes at that hole: as stated, and less. */
      if (motif->kind == AK_MOTIF_MISSES_CAPTURE || motif->kind == AK_MOTIF_ALLOWS_CAPTURE ||
          motif->kind == AK_MOTIF_GIVES_CASA)
        {
          guint8 other[AK_REVIEW_MAX_LINE + 1];
          guint other_seeds;

          if (motif->kind == AK_MOTIF_MISSES_CAPTURE)
            {
              other[0] = (guint8) motif->move;
              memcpy (other + 1, played_line, played_length);
              other_seeds = seeds_at (history, other, played_length + 1, mover, motif->hole);
            }
          else
            other_seeds = seeds_at (history, best_line, best_length, AK_SIDE_OTHER (mover),
                                    motif->hole);
          if (other_seeds != motif->other_seeds)
            return g_strdup ("the other line's seeds at that hole are not stated right");
          if (other_seeds >= g_array_index (trace->captures, AkCapture, 0).seeds)
            return g_strdup ("the other line takes as much at that hole");
        }
      if (motif->kind == AK_MOTIF_GIVES_CASA)
        {
          g_autoptr(AkHistory) after = ak_history_copy_tail (history);

          if (motif->ply != 1)
            return g_strdup ("the casa is not the reply's");
          ak_history_play (after, motif->move, NULL, NULL);
          if (ak_position_owner (ak_history_get_position (after), motif->hole) != mover ||
              ak_history_get_position (after)->holes[motif->hole] != 3 ||
              ak_history_get_position (history)->holes[motif->hole] == 3)
            return g_strdup ("the move does not leave the 3 there");
        }
      if (motif->kind == AK_MOTIF_EMPTIES_ROW || motif->kind == AK_MOTIF_NO_MOVE)
        {
          if (pos->side != mover || ak_history_is_over (game) ||
              ak_position_status (pos, ak_history_get_rules (game)) != AK_STATUS_PASS)
            return g_strdup ("the mover need not pass");
          if ((ak_position_seeds_owned (pos, mover) == 0) != (motif->kind == AK_MOTIF_EMPTIES_ROW))
            return g_strdup ("the row is (not) empty");
        }
      return NULL;

    case AK_MOTIF_LOSES_SEEDS:
      {
        guint sums[2][2] = { { 0, } };

        if (motif->ply != AK_MOTIF_PLIES - 1)
          return g_strdup ("not the window's end");
        for (guint l = 0; l < 2; l++)
          {
            g_autoptr(AkHistory) line = ak_history_copy_tail (history);
            const guint8 *cited = l == 0 ? moves : best_line;
            guint length = l == 0 ? n : best_length;

            if (length < AK_MOTIF_PLIES)
              return g_strdup ("a line is shorter than the window");
            for (guint i = 0; i < AK_MOTIF_PLIES; i++)
              {
                AkSide side = ak_history_get_position (line)->side;

                if (ak_history_is_over (line) ||
                    ak_history_play (line, cited[i], NULL, trace) != AK_VERDICT_LEGAL)
                  return g_strdup_printf ("a line stops at ply %u", i);
                sums[l][side] += trace->captured;
              }
          }
        for (guint side = 0; side < 2; side++)
          if (sums[0][side] != motif->taken[side] || sums[1][side] != motif->best_taken[side])
            return g_strdup ("the captures stated are not the lines'");
        if ((int) sums[1][mover] - (int) sums[1][AK_SIDE_OTHER (mover)] -
            ((int) sums[0][mover] - (int) sums[0][AK_SIDE_OTHER (mover)]) != (int) motif->seeds ||
            motif->seeds == 0)
          return g_strdup ("the seeds lost are not the difference");
        return NULL;
      }

    case AK_MOTIF_FEWER_SEEDS:
      {
        guint sums[2][2] = { { 0, } };
        guint kept[2];
        guint board[2];

        if (motif->ply != AK_MOTIF_PLIES - 1)
          return g_strdup ("not the window's end");
        /* Both windows, each side's captures and the mover's seeds. */
        for (guint l = 0; l < 2; l++)
          {
            g_autoptr(AkHistory) line = ak_history_copy_tail (history);
            const guint8 *cited = l == 0 ? moves : best_line;
            guint length = l == 0 ? n : best_length;

            if (length < AK_MOTIF_PLIES)
              return g_strdup ("a line is shorter than the window");
            for (guint i = 0; i < AK_MOTIF_PLIES; i++)
              {
                AkSide side = ak_history_get_position (line)->side;

                if (ak_history_is_over (line) ||
                    ak_history_play (line, cited[i], NULL, trace) != AK_VERDICT_LEGAL)
                  return g_strdup_printf ("a line stops at ply %u", i);
                sums[l][side == mover ? 0 : 1] += trace->captured;
              }
            kept[l] = ak_position_seeds_owned (ak_history_get_position (line), mover);
            board[l] = ak_position_seeds_on_board (ak_history_get_position (line));
          }
        if (sums[0][0] != sums[1][0] || sums[0][1] != sums[1][1])
          return g_strdup ("the lines capture differently");
        if (board[0] != motif->board || board[1] != motif->board ||
            motif->board > AK_MOTIF_ENDGAME_SEEDS)
          return g_strdup ("the board's seeds are wrong");
        if (kept[0] != motif->seeds || kept[1] != motif->best_seeds || kept[0] >= kept[1])
          return g_strdup_printf ("the mover keeps %u and %u, not %u and %u", kept[0], kept[1],
                                  motif->seeds, motif->best_seeds);
        return NULL;
      }

    case AK_MOTIF_LATER_CAPTURE:
    case AK_MOTIF_THREAT:
      if (ak_history_is_over (game))
        return g_strdup ("the game is over at the window's end");
      return check_window_end (history, motif, pos, moves, n, played_line, played_length,
                               best_line, best_length);

    case AK_MOTIF_NONE:
    default:
      break;
    }
  return g_strdup_printf ("unknown motif %d", motif->kind);
}

static void
show (const char      *what,
      const AkHistory *history,
      int              played,
      int              loss,
      const guint8    *played_line,
      guint            played_length,
      const guint8    *best_line,
      guint            best_length,
      const char      *words)
{
  g_autofree char *position = ak_position_to_string (ak_history_get_position (history));
  g_autoptr(GString) out = g_string_new (NULL);
  guint8 moves[AK_REVIEW_MAX_LINE + 1];

  moves[0] = (guint8) played;
  memcpy (moves + 1, played_line, played_length);
  g_string_append_printf (out, "%s: %s (ply %u) played %c, loss %.2f\n  played:",
                          what, position, ak_history_get_n_plies (history), move_char (played),
                          loss / (double) AK_SCORE_SEED);
  append_replay (out, history, moves, played_length + 1);
  g_string_append (out, "\n  best:  ");
  append_replay (out, history, best_line, best_length);
  g_string_append (out, "\n  lines: ");
  append_line (out, moves, played_length + 1);
  g_string_append (out, " / ");
  append_line (out, best_line, best_length);
  if (words != NULL)
    g_string_append_printf (out, "\n  words: %s", words);
  g_print ("%s\n", out->str);
}

static void
review_game (AkGame        *game,
             const Options *options,
             Stats         *stats)
{
  g_autoptr(AkGameRecord) record = ak_game_dup_record (game);
  g_autoptr(AkReview) review = NULL;
  g_autoptr(GError) error = NULL;
  AkReviewOptions review_options;
  gint64 start;

  ak_review_options_init (&review_options);
  review_options.max_time_us = (gint64) options->review_ms * 1000;
  review_options.max_depth = options->review_ms > 0 ? 0 : options->review_depth;
  review_options.n_threads = 1;
  review = ak_review_new (record, &review_options);
  start = g_get_monotonic_time ();
  if (!ak_review_run (review, NULL, NULL, NULL, &error))
    g_error ("the review failed: %s", error->message);
  stats->review_s += (g_get_monotonic_time () - start) / 1e6;
  stats->games++;
  stats->plies += review->n_plies - 1;

  for (guint i = 0; i + 1 < review->n_plies; i++)
    {
      const Ply *ply = &review->plies[i];
      const Ply *next = &review->plies[i + 1];
      const guint8 *after = next->searched ? next->pv : NULL;
      guint n_after = next->searched ? next->pv_length : 0;
      g_autofree char *words = NULL;
      g_autofree char *wrong = NULL;
      AkMotif motif;

      if (next->mark < AK_REVIEW_MARK_MISTAKE)
        continue;
      if (!ply->searched || ply->pv_length == 0)
        g_error ("a marked move at ply %u has no best line", i);
      stats->marked++;
      /* The search before the move and the one after it disagree: no
       * motif can tell a move from itself. */
      if (ply->pv[0] == ply->played)
        stats->same++;

      /* What the review adds: the same call, on the same lines. */
      start = g_get_monotonic_time ();
      words = ak_motif_text_explain (ply->history, ply->played, after, n_after,
                                     ply->pv, ply->pv_length);
      stats->explain_s += (g_get_monotonic_time () - start) / 1e6;

      ak_motif_find (ply->history, ply->played, after, n_after, ply->pv, ply->pv_length, &motif);
      stats->kinds[motif.kind]++;
      if ((words != NULL) != (motif.kind != AK_MOTIF_NONE))
        wrong = g_strdup ("the words and the motif disagree");
      else if (motif.kind != AK_MOTIF_NONE)
        wrong = check_claim (ply->history, &motif, after, n_after, ply->pv, ply->pv_length);
      if (wrong != NULL)
        {
          g_autofree char *what = g_strdup_printf ("WRONG CLAIM (%s: %s)",
                                                   ak_motif_kind_to_string (motif.kind), wrong);

          stats->wrong++;
          show (what, ply->history, ply->played, next->loss, after, n_after, ply->pv,
                ply->pv_length, words);
        }
      else if ((motif.kind == AK_MOTIF_NONE && options->show_unexplained) || options->show_all)
        show (motif.kind == AK_MOTIF_NONE ? "unexplained" : ak_motif_kind_to_string (motif.kind),
              ply->history, ply->played, next->loss, after, n_after, ply->pv, ply->pv_length,
              words);
    }
}

static void
print_stats (AkVariant    variant,
             const Stats *stats)
{
  guint explained = stats->marked - stats->kinds[AK_MOTIF_NONE];
  double share = stats->marked > 0 ? explained / (double) stats->marked : 0;
  double time_share = stats->review_s > 0 ? stats->explain_s / stats->review_s : 0;

  g_print ("\n%s: %u games, %u moves reviewed, %u marked ? or ??\n",
           ak_variant_to_string (variant), stats->games, stats->plies, stats->marked);
  g_print ("  %-16s %6s %7s\n", "motif", "count", "share");
  for (guint k = 1; k < AK_N_MOTIF_KINDS; k++)
    g_print ("  %-16s %6u %6.1f%%\n", ak_motif_kind_to_string (k), stats->kinds[k],
             stats->marked > 0 ? 100.0 * stats->kinds[k] / stats->marked : 0);
  g_print ("  %-16s %6u %6.1f%%\n", "(fallback)", stats->kinds[AK_MOTIF_NONE],
           stats->marked > 0 ? 100.0 * stats->kinds[AK_MOTIF_NONE] / stats->marked : 0);
  g_print ("  explained:       %6u %6.1f%%  (goal %.0f%%) %s\n", explained, 100 * share,
           100 * GOAL_SHARE, share >= GOAL_SHARE ? "ok" : "MISSED");
  g_print ("  of the fallback, best move = move played: %u (explained of the other marks: %.1f%%)\n",
           stats->same,
           stats->marked > stats->same ? 100.0 * explained / (stats->marked - stats->same) : 0);
  g_print ("  wrong claims:    %6u\n", stats->wrong);
  g_print ("  time: review %.1f s, explanations %.1f ms, %.3f%% (goal %.0f%%) %s\n",
           stats->review_s, stats->explain_s * 1000, 100 * time_share, 100 * GOAL_TIME_SHARE,
           time_share <= GOAL_TIME_SHARE ? "ok" : "MISSED");
}

int
main (int   argc,
      char *argv[])
{
  Options options = { 4, 12, 0, FALSE, FALSE };
  guint games = 100;
  guint64 seed = 1;
  const char *variants = "both";
  guint wrong = 0;

  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (arg, "--show-unexplained") == 0)
        {
          options.show_unexplained = TRUE;
          continue;
        }
      if (strcmp (arg, "--show-all") == 0)
        {
          options.show_all = TRUE;
          continue;
        }
      if (value == NULL)
        {
          g_printerr ("review-motifs: unknown option %s, or it needs a value\n", arg);
          return 2;
        }
      if (strcmp (arg, "--games") == 0)
        games = (guint) strtoul (value, NULL, 10);
      else if (strcmp (arg, "--seed") == 0)
        seed = g_ascii_strtoull (value, NULL, 10);
      else if (strcmp (arg, "--variant") == 0)
        variants = value;
      else if (strcmp (arg, "--play-depth") == 0)
        options.play_depth = (guint) strtoul (value, NULL, 10);
      else if (strcmp (arg, "--review-depth") == 0)
        options.review_depth = (guint) strtoul (value, NULL, 10);
      else if (strcmp (arg, "--review-time") == 0)
        options.review_ms = (guint) strtoul (value, NULL, 10);
      else
        {
          g_printerr ("review-motifs: unknown option %s\n", arg);
          return 2;
        }
      i++;
    }
  if (strcmp (variants, "1") != 0 && strcmp (variants, "2") != 0 &&
      strcmp (variants, "both") != 0)
    {
      g_printerr ("review-motifs: --variant must be 1, 2 or both\n");
      return 2;
    }
  if (options.play_depth == 0 || (options.review_depth == 0 && options.review_ms == 0))
    {
      g_printerr ("review-motifs: --play-depth and --review-depth must be at least 1\n");
      return 2;
    }

  g_print ("%u games a variant, seed %" G_GUINT64_FORMAT ", play at depth %u, review at ",
           games, seed, options.play_depth);
  if (options.review_ms > 0)
    g_print ("%u ms a position\n", options.review_ms);
  else
    g_print ("depth %u\n", options.review_depth);

  for (guint v = 0; v < 2; v++)
    {
      AkVariant variant = v == 0 ? AK_VARIANT_ADJI_KUI_1 : AK_VARIANT_ADJI_KUI_2;
      g_autoptr(AkSearch) search = ak_search_new (16);
      Stats stats = { 0, };
      AkRules rules;
      AkRandom rng;

      if (strcmp (variants, "both") != 0 && variants[0] - '1' != (int) v)
        continue;
      ak_rules_init (&rules);
      rules.variant = variant;
      ak_search_set_weights (search, variant, NULL);
      ak_random_init (&rng, seed * 2 + v);
      for (guint g = 0; g < games; g++)
        {
          g_autoptr(AkGame) game = play_game (&rules, search, &rng, options.play_depth);

          review_game (game, &options, &stats);
          if ((g + 1) % 10 == 0)
            g_printerr ("%s: %u games\n", ak_variant_to_string (variant), g + 1);
        }
      print_stats (variant, &stats);
      wrong += stats.wrong;
    }
  return wrong > 0 ? 1 : 0;
}
