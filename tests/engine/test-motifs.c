/* test-motifs.c — the mistake motifs on hand-made positions, both variants:
 * each must name the capture, the pass or the ending its cited line has
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-engine.h"

static AkHistory *
new_history (AkVariant   variant,
             const char *rules_text,
             const char *position)
{
  AkRules rules;
  AkPosition start;

  g_assert_true (ak_rules_parse (&rules, rules_text ? rules_text : "", NULL));
  rules.variant = variant;
  if (position != NULL)
    g_assert_true (ak_position_parse (&start, position, NULL));
  else
    ak_position_init_start (&start, rules.first);
  g_assert_cmpuint (ak_position_total (&start), ==, AK_N_SEEDS);
  return ak_history_new (&rules, &start);
}

static int
move_from_word (const char *word)
{
  return strcmp (word, "--") == 0 ? AK_MOVE_PASS : ak_hole_from_char (word[0]);
}

/* Space-separated moves into @moves; returns how many. */
static guint
parse_line (const char *text,
            guint8     *moves)
{
  g_auto(GStrv) words = NULL;
  guint n = 0;

  if (text == NULL || *text == '\0')
    return 0;
  words = g_strsplit (text, " ", -1);
  for (guint i = 0; words[i] != NULL; i++)
    moves[n++] = (guint8) move_from_word (words[i]);
  return n;
}

static void
play_all (AkHistory  *history,
          const char *moves)
{
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_assert_cmpint (ak_history_play (history, move_from_word (words[i]), NULL, NULL),
                       ==, AK_VERDICT_LEGAL);
      g_assert_cmpuint (ak_position_total (ak_history_get_position (history)), ==, AK_N_SEEDS);
    }
}

/* The seeds @side captures at @hole in the window of @moves after
 * @history. */
static guint
seeds_at (const AkHistory *history,
             const guint8    *moves,
             guint            n,
             AkSide           side,
             int              hole)
{
  g_autoptr(AkHistory) game = ak_history_copy (history);
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

/* The seeds @side would capture at @pos with @move on its turn, 0 if the
 * move is refused; @trace holds the capture. */
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

/* A later capture or a threat: the capture is there at the cited window's
 * end (@end), the other line's window ends with none as large (its largest
 * as stated), and a threat stands after the mover's next move. */
static void
check_window_end (const AkHistory  *history,
                  const AkMotif    *motif,
                  const AkPosition *end,
                  const guint8     *moves,
                  guint             n,
                  const guint8     *played_line,
                  guint             played_line_length,
                  const guint8     *best_line,
                  guint             best_line_length)
{
  const AkRules *rules = ak_history_get_rules (history);
  gboolean threat = motif->kind == AK_MOTIF_THREAT;
  AkSide side = threat ? AK_SIDE_OTHER (motif->side) : motif->side;
  g_autoptr(AkHistory) other = ak_history_copy (history);
  g_autoptr(AkTrace) trace = ak_trace_new ();
  guint8 other_moves[64];
  guint other_n = 0;
  guint top = 0;

  g_assert_cmpuint (motif->ply, ==, AK_MOTIF_PLIES - 1);
  if (!threat)
    g_assert_cmpint (end->side, ==, side);
  g_assert_cmpuint (motif->seeds, >, 0);
  g_assert_cmpuint (capture_with (end, rules, side, motif->capture_move, trace), ==,
                    motif->seeds);
  g_assert_cmpuint (trace->captures->len, ==, motif->n_holes);
  g_assert_cmpint (g_array_index (trace->captures, AkCapture, 0).hole, ==, motif->hole);

  if (threat)
    {
      other_n = MIN (best_line_length, G_N_ELEMENTS (other_moves));
      memcpy (other_moves, best_line, other_n);
    }
  else
    {
      other_moves[other_n++] = (guint8) motif->move;
      for (guint i = 0; i < played_line_length && other_n < G_N_ELEMENTS (other_moves); i++)
        other_moves[other_n++] = played_line[i];
    }
  g_assert_cmpuint (other_n, >=, AK_MOTIF_PLIES);
  for (guint i = 0; i < AK_MOTIF_PLIES; i++)
    {
      g_assert_false (ak_history_is_over (other));
      g_assert_cmpint (ak_history_play (other, other_moves[i], NULL, NULL), ==,
                       AK_VERDICT_LEGAL);
    }
  g_assert_false (ak_history_is_over (other));
  for (int m = 0; m < AK_N_HOLES; m++)
    top = MAX (top, capture_with (ak_history_get_position (other), rules, side, m, trace));
  g_assert_cmpuint (top, ==, motif->other_seeds);
  g_assert_cmpuint (top, <, motif->seeds);

  if (threat && n > AK_MOTIF_PLIES)
    {
      AkPosition after = *end;

      g_assert_cmpint (ak_position_play (&after, rules, moves[AK_MOTIF_PLIES], NULL), ==,
                       AK_VERDICT_LEGAL);
      g_assert_cmpint (after.side, ==, side);
      g_assert_cmpint (ak_position_status (&after, rules), ==, AK_STATUS_MOVE);
      g_assert_cmpuint (capture_with (&after, rules, side, motif->capture_move, trace), ==,
                        motif->seeds);
      g_assert_cmpint (g_array_index (trace->captures, AkCapture, 0).hole, ==, motif->hole);
    }
}

/* Replays the line @motif cites and checks that what it claims happens
 * there: the capture at its hole with its seeds, the pass, the ending. */
static void
check_claim (const AkHistory *history,
             const AkMotif   *motif,
             const guint8    *played_line,
             guint            played_line_length,
             const guint8    *best_line,
             guint            best_line_length)
{
  g_autoptr(AkHistory) game = ak_history_copy (history);
  g_autoptr(AkTrace) trace = ak_trace_new ();
  guint8 moves[64];
  guint n;
  gboolean best = motif->kind == AK_MOTIF_MISSES_CAPTURE ||
                  motif->kind == AK_MOTIF_LATER_CAPTURE;

  if (best)
    {
      n = MIN (best_line_length, G_N_ELEMENTS (moves));
      memcpy (moves, best_line, n);
    }
  else
    {
      moves[0] = (guint8) motif->move;
      n = 1 + MIN (played_line_length, G_N_ELEMENTS (moves) - 1);
      memcpy (moves + 1, played_line, n - 1);
    }
  g_assert_cmpuint (motif->ply, <, n);
  g_assert_cmpuint (motif->ply, <, AK_MOTIF_PLIES);
  g_assert_cmpint (motif->reply, ==, moves[motif->ply]);
  g_assert_cmpuint (motif->line_length, ==, motif->ply + 1);
  for (guint i = 0; i <= motif->ply; i++)
    g_assert_cmpint (motif->line[i], ==, moves[i]);
  for (guint i = 0; i <= motif->ply; i++)
    g_assert_cmpint (ak_history_play (game, moves[i], NULL, trace), ==, AK_VERDICT_LEGAL);

  switch (motif->kind)
    {
    case AK_MOTIF_REPETITION:
    case AK_MOTIF_NO_CAPTURE:
      {
        const AkPosition *pos = ak_history_get_position (game);

        g_assert_cmpint (ak_history_get_termination (game), ==,
                         motif->kind == AK_MOTIF_REPETITION ? AK_TERMINATION_REPETITION
                                                           : AK_TERMINATION_NO_CAPTURE);
        g_assert_cmpuint (motif->division[AK_SOUTH], ==, ak_position_seeds_owned (pos, AK_SOUTH));
        g_assert_cmpuint (motif->division[AK_NORTH], ==, ak_position_seeds_owned (pos, AK_NORTH));
        g_assert_cmpuint (motif->division[0] + motif->division[1], ==,
                          ak_position_seeds_on_board (pos));
        /* An ending the mover wins is no mistake. */
        g_assert_cmpuint (pos->stores[motif->side] + motif->division[motif->side], <=,
                          pos->stores[AK_SIDE_OTHER (motif->side)] +
                          motif->division[AK_SIDE_OTHER (motif->side)]);
      }
      break;
    case AK_MOTIF_GAME_END:
      {
        const AkPosition *pos = ak_history_get_position (game);
        AkTermination end = ak_history_get_termination (game);
        guint totals[2];

        g_assert_cmpint (end, ==, motif->termination);
        g_assert_true (end == AK_TERMINATION_BOARD || end == AK_TERMINATION_NO_MOVES ||
                       end == AK_TERMINATION_MOVE_LIMIT);
        g_assert_true (ak_history_get_result (game, totals));
        g_assert_cmpuint (totals[AK_SOUTH], ==, motif->result[AK_SOUTH]);
        g_assert_cmpuint (totals[AK_NORTH], ==, motif->result[AK_NORTH]);
        g_assert_cmpuint (motif->division[AK_SOUTH], ==, ak_position_seeds_owned (pos, AK_SOUTH));
        g_assert_cmpuint (motif->division[AK_NORTH], ==, ak_position_seeds_owned (pos, AK_NORTH));
        /* The best line ends better for the mover in its window; or it
         * does not end there and the mover does not win. */
        {
          g_autoptr(AkHistory) other = ak_history_copy (history);
          guint best_totals[2];

          for (guint i = 0; i < MIN (best_line_length, AK_MOTIF_PLIES) &&
                            !ak_history_is_over (other); i++)
            g_assert_cmpint (ak_history_play (other, best_line[i], NULL, NULL), ==,
                             AK_VERDICT_LEGAL);
          g_assert_cmpint (ak_history_get_result (other, best_totals), ==, motif->best_ends);
          if (motif->best_ends)
            {
              g_assert_cmpuint (best_totals[AK_SOUTH], ==, motif->best_result[AK_SOUTH]);
              g_assert_cmpuint (best_totals[AK_NORTH], ==, motif->best_result[AK_NORTH]);
              g_assert_cmpint ((int) best_totals[motif->side] -
                               (int) best_totals[AK_SIDE_OTHER (motif->side)], >,
                               (int) totals[motif->side] -
                               (int) totals[AK_SIDE_OTHER (motif->side)]);
            }
          else
            g_assert_cmpuint (totals[motif->side], <=, totals[AK_SIDE_OTHER (motif->side)]);
        }
      }
      break;
    case AK_MOTIF_OWN_FOUR:
      {
        const AkLap *last = ak_trace_get_lap (trace, ak_trace_get_n_laps (trace) - 1);

        g_assert_cmpint (motif->ply, ==, 0);
        g_assert_cmpuint (trace->captured, ==, 0);
        g_assert_cmpint (last->end, ==, AK_LAP_END_OWN_FOUR);
        g_assert_cmpint (last->last, ==, motif->hole);
        g_assert_cmpint (ak_position_owner (ak_history_get_position (game), motif->hole),
                         ==, motif->side);
      }
      break;
    case AK_MOTIF_GIVES_CASA:
    case AK_MOTIF_EMPTIES_ROW:
    case AK_MOTIF_NO_MOVE:
    case AK_MOTIF_ALLOWS_CAPTURE:
    case AK_MOTIF_MISSES_CAPTURE:
      g_assert_cmpuint (trace->captured, ==, motif->seeds);
      g_assert_cmpuint (trace->captures->len, ==, motif->n_holes);
      if (motif->seeds > 0)
        g_assert_cmpint (g_array_index (trace->captures, AkCapture, 0).hole, ==, motif->hole);
      /* The other line takes less at the capture's hole, as stated. */
      if (motif->kind == AK_MOTIF_MISSES_CAPTURE)
        {
          guint8 other[64];

          other[0] = (guint8) motif->move;
          memcpy (other + 1, played_line, MIN (played_line_length, G_N_ELEMENTS (other) - 1));
          g_assert_cmpuint (seeds_at (history, other, 1 + played_line_length, motif->side,
                                      motif->hole), ==, motif->other_seeds);
        }
      if (motif->kind == AK_MOTIF_ALLOWS_CAPTURE || motif->kind == AK_MOTIF_GIVES_CASA)
        g_assert_cmpuint (seeds_at (history, best_line, best_line_length,
                                    AK_SIDE_OTHER (motif->side), motif->hole), ==,
                          motif->other_seeds);
      if (motif->seeds > 0)
        g_assert_cmpuint (motif->other_seeds, <,
                          g_array_index (trace->captures, AkCapture, 0).seeds);
      if (motif->kind == AK_MOTIF_EMPTIES_ROW || motif->kind == AK_MOTIF_NO_MOVE)
        {
          const AkPosition *pos = ak_history_get_position (game);

          g_assert_cmpint (pos->side, ==, motif->side);
          g_assert_cmpint (ak_position_status (pos, ak_history_get_rules (game)), ==,
                           AK_STATUS_PASS);
          g_assert_cmpint (ak_position_seeds_owned (pos, motif->side) == 0, ==,
                           motif->kind == AK_MOTIF_EMPTIES_ROW);
        }
      break;
    case AK_MOTIF_LOSES_SEEDS:
      {
        guint sums[2][2] = { { 0, } };
        AkSide mover = motif->side;
        AkSide opponent = AK_SIDE_OTHER (mover);

        g_assert_cmpuint (motif->ply, ==, AK_MOTIF_PLIES - 1);
        g_assert_cmpint (motif->hole, ==, AK_MOVE_NONE);
        for (guint l = 0; l < 2; l++)
          {
            g_autoptr(AkHistory) line = ak_history_copy (history);
            const guint8 *cited = l == 0 ? moves : best_line;

            g_assert_cmpuint (l == 0 ? n : best_line_length, >=, AK_MOTIF_PLIES);
            for (guint i = 0; i < AK_MOTIF_PLIES; i++)
              {
                AkSide side = ak_history_get_position (line)->side;

                g_assert_false (ak_history_is_over (line));
                g_assert_cmpint (ak_history_play (line, cited[i], NULL, trace), ==,
                                 AK_VERDICT_LEGAL);
                sums[l][side] += trace->captured;
              }
          }
        for (guint side = 0; side < 2; side++)
          {
            g_assert_cmpuint (sums[0][side], ==, motif->taken[side]);
            g_assert_cmpuint (sums[1][side], ==, motif->best_taken[side]);
          }
        g_assert_cmpuint (motif->seeds, >, 0);
        g_assert_cmpint ((int) sums[1][mover] - (int) sums[1][opponent] -
                         ((int) sums[0][mover] - (int) sums[0][opponent]), ==,
                         (int) motif->seeds);
      }
      break;
    case AK_MOTIF_FEWER_SEEDS:
      {
        guint sums[2][2] = { { 0, } };
        guint kept[2];
        guint board[2];

        g_assert_cmpuint (motif->ply, ==, AK_MOTIF_PLIES - 1);
        g_assert_cmpint (motif->hole, ==, AK_MOVE_NONE);
        /* Both windows: each side's captures, and the mover's seeds at
         * the end. */
        for (guint l = 0; l < 2; l++)
          {
            g_autoptr(AkHistory) line = ak_history_copy (history);
            const guint8 *cited = l == 0 ? moves : best_line;

            g_assert_cmpuint (l == 0 ? n : best_line_length, >=, AK_MOTIF_PLIES);
            for (guint i = 0; i < AK_MOTIF_PLIES; i++)
              {
                AkSide side = ak_history_get_position (line)->side;

                g_assert_false (ak_history_is_over (line));
                g_assert_cmpint (ak_history_play (line, cited[i], NULL, trace), ==,
                                 AK_VERDICT_LEGAL);
                sums[l][side == motif->side ? 0 : 1] += trace->captured;
              }
            kept[l] = ak_position_seeds_owned (ak_history_get_position (line), motif->side);
            board[l] = ak_position_seeds_on_board (ak_history_get_position (line));
          }
        g_assert_cmpuint (sums[0][0], ==, sums[1][0]);
        g_assert_cmpuint (sums[0][1], ==, sums[1][1]);
        g_assert_cmpuint (board[0], ==, motif->board);
        g_assert_cmpuint (board[1], ==, motif->board);
        g_assert_cmpuint (motif->board, <=, AK_MOTIF_ENDGAME_SEEDS);
        g_assert_cmpuint (kept[0], ==, motif->seeds);
        g_assert_cmpuint (kept[1], ==, motif->best_seeds);
        g_assert_cmpuint (kept[0], <, kept[1]);
      }
      break;
    case AK_MOTIF_LATER_CAPTURE:
    case AK_MOTIF_THREAT:
      check_window_end (history, motif, ak_history_get_position (game), moves, n,
                        played_line, played_line_length, best_line, best_line_length);
      break;
    case AK_MOTIF_NONE:
    default:
      g_assert_not_reached ();
    }
}

/* The motif of @played against @best_line after @prefix from @position,
 * its claim checked. */
static AkMotifKind
find (AkVariant   variant,
      const char *rules_text,
      const char *position,
      const char *prefix,
      const char *played,
      const char *played_line,
      const char *best_line,
      AkMotif    *motif)
{
  g_autoptr(AkHistory) history = new_history (variant, rules_text, position);
  guint8 after[64], best[64];
  guint n_after = parse_line (played_line, after);
  guint n_best = parse_line (best_line, best);
  AkMotifKind kind;

  if (prefix != NULL)
    play_all (history, prefix);
  kind = ak_motif_find (history, move_from_word (played), after, n_after, best, n_best, motif);
  g_assert_cmpint (kind, ==, motif->kind);
  g_test_message ("%s: %s", played, ak_motif_kind_to_string (kind));
  if (kind != AK_MOTIF_NONE)
    {
      g_assert_cmpint (motif->variant, ==, variant);
      g_assert_cmpint (motif->side, ==, ak_history_get_position (history)->side);
      g_assert_cmpint (motif->move, ==, move_from_word (played));
      g_assert_cmpint (motif->best, ==, best[0]);
      check_claim (history, motif, after, n_after, best, n_best);
    }
  return kind;
}

#define AK1 AK_VARIANT_ADJI_KUI_1
#define AK2 AK_VARIANT_ADJI_KUI_2

/* II: b leaves 3 at c, and North's F sows a b c into a casa there. */
static void
test_gives_casa (void)
{
  AkMotif m;

  g_assert_cmpint (find (AK2, NULL, "1,2,2,0,0,0/5,5,5,5,5,3 S 8-7", NULL,
                         "b", "F", "c F", &m), ==, AK_MOTIF_GIVES_CASA);
  g_assert_cmpint (m.side, ==, AK_SOUTH);
  g_assert_cmpint (m.reply, ==, ak_hole_from_char ('F'));
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('c'));
  g_assert_cmpuint (m.seeds, ==, 4);
  g_assert_cmpuint (m.ply, ==, 1);
}

/* II: the 3 at c was there before; e leaves it, c (the best) sows it away.
 * South keeps d: no pass. */
static void
test_allows_casa (void)
{
  AkMotif m;

  g_assert_cmpint (find (AK2, NULL, "0,0,3,2,2,0/0,5,5,5,5,3 S 9-9", NULL,
                         "e", "F", "c F", &m), ==, AK_MOTIF_ALLOWS_CAPTURE);
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('c'));
  g_assert_cmpuint (m.seeds, ==, 4);
  g_assert_cmpuint (m.n_holes, ==, 1);
  g_assert_cmpint (m.reply, ==, ak_hole_from_char ('F'));

}

/* I: d leaves b at 1; North's F makes it 2 and takes it. */
static void
test_allows_capture_ak1 (void)
{
  AkMotif m;

  g_assert_cmpint (find (AK1, NULL, "0,1,0,2,2,0/0,4,4,4,4,2 S 13-12", NULL,
                         "d", "F", "e B", &m), ==, AK_MOTIF_ALLOWS_CAPTURE);
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('b'));
  g_assert_cmpuint (m.seeds, ==, 2);
  g_assert_cmpuint (m.n_holes, ==, 1);
}

/* I, deeper: after e, B and d, North's C makes 2 at b and takes it; after
 * d and B nothing is taken. */
static void
test_allows_capture_later (void)
{
  AkMotif m;

  g_assert_cmpint (find (AK1, NULL, "0,1,0,2,2,0/0,4,4,4,4,2 S 13-12", NULL,
                         "e", "B d C", "d B", &m), ==, AK_MOTIF_ALLOWS_CAPTURE);
  g_assert_cmpuint (m.ply, ==, 3);
  g_assert_cmpint (m.reply, ==, ak_hole_from_char ('C'));
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('b'));
  g_assert_cmpuint (m.seeds, ==, 2);

  /* Cut the line before the capture: nothing to say. */
  g_assert_cmpint (find (AK1, NULL, "0,1,0,2,2,0/0,4,4,4,4,2 S 13-12", NULL,
                         "e", "B d", "d B", &m), ==, AK_MOTIF_NONE);
}

/* I, deeper: the best line a D f takes 7 with f, where d D takes none;
 * North's 2 at b in the best line is less. */
static void
test_misses_later (void)
{
  AkMotif m;

  g_assert_cmpint (find (AK1, NULL, "2,0,0,2,0,3/1,1,2,4,4,4 S 13-12", NULL,
                         "d", "D", "a D f", &m), ==, AK_MOTIF_MISSES_CAPTURE);
  g_assert_cmpuint (m.ply, ==, 2);
  g_assert_cmpint (m.reply, ==, ak_hole_from_char ('f'));
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('C'));
  g_assert_cmpuint (m.seeds, ==, 7);
  g_assert_cmpuint (m.n_holes, ==, 3);
}

/* I (from a reviewed game): b's line takes 2 at A with e, d in f's line
 * takes 3 there; the larger capture at A is cited, with the 2. */
static void
test_misses_more_at_hole (void)
{
  AkMotif m;

  g_assert_cmpint (find (AK1, NULL, "0,2,1,1,1,9/0,2,10,0,2,8 S 5-7", NULL,
                         "b", "F e E c B d C", "f E c F d D e C", &m), ==,
                   AK_MOTIF_MISSES_CAPTURE);
  g_assert_cmpuint (m.ply, ==, 4);
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('A'));
  g_assert_cmpuint (m.seeds, ==, 3);
  g_assert_cmpuint (m.other_seeds, ==, 2);
}

/* II: f would make a casa at B; a sows into South's own empty holes.  The
 * played line may be empty: the miss needs only the move. */
static void
test_misses_casa (void)
{
  AkMotif m;

  g_assert_cmpint (find (AK2, NULL, "2,0,0,0,0,2/1,3,5,5,5,5 S 10-10", NULL,
                         "a", "", "f", &m), ==, AK_MOTIF_MISSES_CAPTURE);
  g_assert_cmpint (m.reply, ==, ak_hole_from_char ('f'));
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('B'));
  g_assert_cmpuint (m.seeds, ==, 4);
  g_assert_cmpuint (m.ply, ==, 0);

  /* North to move: F makes a casa at b. */
  g_assert_cmpint (find (AK2, NULL, "1,3,5,5,5,5/2,0,0,0,0,2 N 10-10", NULL,
                         "A", "", "F", &m), ==, AK_MOTIF_MISSES_CAPTURE);
  g_assert_cmpint (m.side, ==, AK_NORTH);
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('b'));
  g_assert_cmpuint (m.seeds, ==, 4);
}

/* I: f ends on C and takes C, B and A (3 + 2 + 2). */
static void
test_misses_chain (void)
{
  AkMotif m;

  g_assert_cmpint (find (AK1, NULL, "2,0,0,0,0,3/1,1,2,4,4,4 S 14-13", NULL,
                         "a", "", "f", &m), ==, AK_MOTIF_MISSES_CAPTURE);
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('C'));
  g_assert_cmpuint (m.seeds, ==, 7);
  g_assert_cmpuint (m.n_holes, ==, 3);
}

/* II: d stops on South's own four at f; e would make a casa at A.  Same
 * seeds as the miss: the own four, more specific, comes first. */
static void
test_own_four (void)
{
  AkMotif m;

  g_assert_cmpint (find (AK2, NULL, "0,0,0,2,2,3/3,5,5,5,5,0 S 9-9", NULL,
                         "d", "", "e", &m), ==, AK_MOTIF_OWN_FOUR);
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('f'));
  g_assert_cmpuint (m.seeds, ==, 4);
  g_assert_cmpint (m.reply, ==, ak_hole_from_char ('d'));
}

/* I: f leaves a, b and c at 1, 1 and 2; North's F makes them 2, 2 and 3
 * and takes all seven: South has nothing left and passes. */
static void
test_empties_row (void)
{
  AkMotif m;

  g_assert_cmpint (find (AK1, NULL, "1,1,2,0,0,2/3,0,4,4,4,3 S 12-12", NULL,
                         "f", "F --", "c A", &m), ==, AK_MOTIF_EMPTIES_ROW);
  g_assert_cmpint (m.reply, ==, ak_hole_from_char ('F'));
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('c'));
  g_assert_cmpuint (m.seeds, ==, 7);
  g_assert_cmpuint (m.n_holes, ==, 3);
}

/* Singletons only after the reply: South must pass. */
static void
test_no_move (void)
{
  AkMotif m;

  /* II: d leaves a, b empty and c at 3; F makes a casa at c and leaves
   * South 1s (the casa alone would tie: the pass comes first). */
  g_assert_cmpint (find (AK2, NULL, "0,0,3,2,0,0/5,5,5,5,5,3 S 8-7", NULL,
                         "d", "F", "c F", &m), ==, AK_MOTIF_NO_MOVE);
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('c'));
  g_assert_cmpuint (m.seeds, ==, 4);

  /* I: f; North's F takes the 3 at c and leaves a and b at 1. */
  g_assert_cmpint (find (AK1, NULL, "0,0,2,0,0,2/3,0,4,4,4,3 S 13-13", NULL,
                         "f", "F", "c A", &m), ==, AK_MOTIF_NO_MOVE);
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('c'));
  g_assert_cmpuint (m.seeds, ==, 3);
}

/* II, beyond six plies: after c - d - a, South's f makes a casa at B (at
 * the window's seventh ply, where six plies would not reach) and the board
 * falls to 8 seeds; a and its line capture nothing. */
static void
test_misses_at_seventh_ply (void)
{
  AkMotif m;

  g_assert_cmpint (find (AK2, NULL, "2,0,2,1,1,2/1,0,1,0,2,0 S 16-20", NULL,
                         "a", "B e C f F a A", "c -- d -- a -- f", &m), ==,
                   AK_MOTIF_MISSES_CAPTURE);
  g_assert_cmpuint (m.ply, ==, 6);
  g_assert_cmpint (m.reply, ==, ak_hole_from_char ('f'));
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('B'));
  g_assert_cmpuint (m.seeds, ==, 4);
}

/* In an endgame, neither line capturing more for either side: the seeds
 * the mover keeps at the window's end. */
static void
test_fewer_seeds (void)
{
  AkMotif m;

  /* II (from a reviewed game): after c and its line South's holes hold 8
   * of the 12 seeds, after d's line 9; no capture in either. */
  g_assert_cmpint (find (AK2, NULL, "0,0,2,2,1,3/1,1,0,1,0,1 S 24-12", NULL,
                         "c", "B d C b -- c --", "d -- c A b B e E", &m), ==,
                   AK_MOTIF_FEWER_SEEDS);
  g_assert_cmpuint (m.ply, ==, AK_MOTIF_PLIES - 1);
  g_assert_cmpint (m.reply, ==, AK_MOVE_PASS);
  g_assert_cmpint (m.hole, ==, AK_MOVE_NONE);
  g_assert_cmpuint (m.seeds, ==, 8);
  g_assert_cmpuint (m.best_seeds, ==, 9);
  g_assert_cmpuint (m.board, ==, 12);

  /* A line short of the window tells nothing. */
  g_assert_cmpint (find (AK2, NULL, "0,0,2,2,1,3/1,1,0,1,0,1 S 24-12", NULL,
                         "c", "B d C b -- c", "d -- c A b B e E", &m), ==, AK_MOTIF_NONE);
  /* The other way round South keeps more: nothing to say. */
  g_assert_cmpint (find (AK2, NULL, "0,0,2,2,1,3/1,1,0,1,0,1 S 24-12", NULL,
                         "d", "-- c A b B e E", "c B d C b -- c --", &m), ==, AK_MOTIF_NONE);

  /* I (from a reviewed game): both lines take 2 for South and none for
   * North; e's leaves South 5 of the 9 seeds, f's 7. */
  g_assert_cmpint (find (AK1, NULL, "6,1,0,0,2,2/0,0,0,0,0,0 S 21-16", NULL,
                         "e", "-- a -- b -- f --", "f -- e -- a -- b --", &m), ==,
                   AK_MOTIF_FEWER_SEEDS);
  g_assert_cmpuint (m.seeds, ==, 5);
  g_assert_cmpuint (m.best_seeds, ==, 7);
  g_assert_cmpuint (m.board, ==, 9);
}

/* The game ends in the played line's window (no move for either side,
 * Adji Kui II's 8 seeds on the board), and the best line ends it better
 * for the mover. */
static void
test_game_end (void)
{
  AkMotif m;

  /* I (from a reviewed game): after d, North passes, South's f takes 6,
   * North passes and e leaves no move: 30–18 for South; f's line ends at
   * its eighth ply 33–15. */
  g_assert_cmpint (find (AK1, NULL, "1,1,1,3,3,2/0,1,1,0,1,0 S 20-14", NULL,
                         "d", "-- f -- e", "f -- d -- e -- f", &m), ==, AK_MOTIF_GAME_END);
  g_assert_cmpint (m.termination, ==, AK_TERMINATION_NO_MOVES);
  g_assert_cmpuint (m.ply, ==, 4);
  g_assert_cmpint (m.reply, ==, ak_hole_from_char ('e'));
  g_assert_cmpuint (m.result[AK_SOUTH], ==, 30);
  g_assert_cmpuint (m.result[AK_NORTH], ==, 18);
  g_assert_true (m.best_ends);
  g_assert_cmpuint (m.best_result[AK_SOUTH], ==, 33);
  g_assert_cmpuint (m.best_result[AK_NORTH], ==, 15);
  /* Both lines the other way round: the better ending is no mistake. */
  g_assert_cmpint (find (AK1, NULL, "1,1,1,3,3,2/0,1,1,0,1,0 S 20-14", NULL,
                         "f", "-- d -- e -- f", "d -- f -- e", &m), !=, AK_MOTIF_GAME_END);

  /* II (from a reviewed game): North's C takes a casa at a and leaves 8
   * seeds, which ends the game 26–22 for North; a's line ends it 24–24. */
  g_assert_cmpint (find (AK2, NULL, "2,2,0,1,0,1/0,2,1,2,0,1 S 20-16", NULL,
                         "b", "C c F f C", "a D", &m), ==, AK_MOTIF_GAME_END);
  g_assert_cmpint (m.termination, ==, AK_TERMINATION_BOARD);
  g_assert_cmpuint (m.ply, ==, 5);
  g_assert_cmpuint (m.division[AK_SOUTH] + m.division[AK_NORTH], ==, 8);
  g_assert_cmpuint (m.result[AK_SOUTH], ==, 22);
  g_assert_cmpuint (m.result[AK_NORTH], ==, 26);
  g_assert_cmpuint (m.best_result[AK_SOUTH], ==, 24);
  g_assert_cmpuint (m.best_result[AK_NORTH], ==, 24);
}

/* No capture of one line missing from the other, but over the window the
 * mover nets less in the played line (its captures less the opponent's). */
static void
test_loses_seeds (void)
{
  AkMotif m;

  /* I (from a reviewed game): after e South takes 6 and 4, North 6 and 2;
   * after f South takes 8 and 6, North 8 and 2.  Every hole captured in
   * one line is captured by the same side in the other. */
  g_assert_cmpint (find (AK1, NULL, "2,2,1,7,3,3/2,2,1,1,4,2 S 7-11", NULL,
                         "e", "F f E d B -- C", "f E d F e D f E", &m), ==,
                   AK_MOTIF_LOSES_SEEDS);
  g_assert_cmpuint (m.ply, ==, AK_MOTIF_PLIES - 1);
  g_assert_cmpint (m.reply, ==, ak_hole_from_char ('C'));
  g_assert_cmpuint (m.taken[AK_SOUTH], ==, 10);
  g_assert_cmpuint (m.taken[AK_NORTH], ==, 8);
  g_assert_cmpuint (m.best_taken[AK_SOUTH], ==, 14);
  g_assert_cmpuint (m.best_taken[AK_NORTH], ==, 10);
  g_assert_cmpuint (m.seeds, ==, 2);
  /* Short of the window: nothing. */
  g_assert_cmpint (find (AK1, NULL, "2,2,1,7,3,3/2,2,1,1,4,2 S 7-11", NULL,
                         "e", "F f E d B --", "f E d F e D f E", &m), ==, AK_MOTIF_NONE);

  /* II (from random play): a casa fewer for South over e's line. */
  g_assert_cmpint (find (AK2, NULL, "5,1,5,1,3,7/0,3,1,0,14,0 S 8-0", NULL,
                         "e", "E a C e D e D", "c E f A e C a D", &m), ==,
                   AK_MOTIF_LOSES_SEEDS);
  g_assert_cmpuint (m.seeds, ==, 4);
  g_assert_cmpuint ((m.best_taken[AK_SOUTH] - m.best_taken[AK_NORTH]) -
                    (m.taken[AK_SOUTH] - m.taken[AK_NORTH]), ==, 4);
}

/* Each side captures as much or more in the played line's window, but at
 * the end of the best line's the mover (to move) has a capture it lacks
 * at the end of the played line's. */
static void
test_later_capture (void)
{
  AkMotif m;

  /* I (from a reviewed game): A's line takes 6 for North, D's 5; but
   * after D's line North captures 2 at a with E, after A's nothing. */
  g_assert_cmpint (find (AK1, NULL, "5,5,5,5,0,0/6,6,6,5,5,0 N 0-0", NULL,
                         "A", "c B d C c E e A", "D b E c C a F e", &m), ==,
                   AK_MOTIF_LATER_CAPTURE);
  g_assert_cmpuint (m.ply, ==, AK_MOTIF_PLIES - 1);
  g_assert_cmpint (m.reply, ==, ak_hole_from_char ('e'));
  g_assert_cmpint (m.capture_move, ==, ak_hole_from_char ('E'));
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('a'));
  g_assert_cmpuint (m.seeds, ==, 2);
  g_assert_cmpuint (m.other_seeds, ==, 0);
  /* Short of the window: nothing. */
  g_assert_cmpint (find (AK1, NULL, "5,5,5,5,0,0/6,6,6,5,5,0 N 0-0", NULL,
                         "A", "c B d C c E e A", "D b E c C a F", &m), ==, AK_MOTIF_NONE);

  /* II (from a reviewed game): no capture in either window; after E's
   * line North takes the casa at b with F, after A's it has none. */
  g_assert_cmpint (find (AK2, NULL, "1,1,1,0,5,0/5,0,3,0,4,0 N 16-12", NULL,
                         "A", "e B a A b B d A", "E a A b F a D d", &m), ==,
                   AK_MOTIF_LATER_CAPTURE);
  g_assert_cmpint (m.capture_move, ==, ak_hole_from_char ('F'));
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('b'));
  g_assert_cmpuint (m.seeds, ==, 4);
  g_assert_cmpuint (m.other_seeds, ==, 0);
}

/* At the end of the played line's window the opponent could capture
 * more than at the end of the best line's, and the mover's next move in
 * the played line does not stop it. */
static void
test_threat (void)
{
  AkMotif m;

  /* I (from a reviewed game): after B's line South threatens a chain of
   * 8 with f, back from C; after F's line at most 6. */
  g_assert_cmpint (find (AK1, NULL, "0,0,2,2,1,9/0,2,10,0,2,8 N 5-7", NULL,
                         "B", "d C e E c F e D", "F e E c B d C e", &m), ==,
                   AK_MOTIF_THREAT);
  g_assert_cmpuint (m.ply, ==, AK_MOTIF_PLIES - 1);
  g_assert_cmpint (m.capture_move, ==, ak_hole_from_char ('f'));
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('C'));
  g_assert_cmpuint (m.seeds, ==, 8);
  g_assert_cmpuint (m.n_holes, >, 1);
  g_assert_cmpuint (m.other_seeds, ==, 6);

  /* I: after d's line North threatens 4 with F, back from b; after f's
   * line nothing. */
  g_assert_cmpint (find (AK1, NULL, "0,0,0,2,2,2/0,3,1,5,3,16 S 6-8", NULL,
                         "d", "D f B e F -- E --", "f D e B d C f F", &m), ==,
                   AK_MOTIF_THREAT);
  g_assert_cmpint (m.capture_move, ==, ak_hole_from_char ('F'));
  g_assert_cmpint (m.hole, ==, ak_hole_from_char ('b'));
  g_assert_cmpuint (m.seeds, ==, 4);
  g_assert_cmpuint (m.other_seeds, ==, 0);
}

/* A move that captures nothing with no-capture-limit=1 ends the game at
 * once; the capturing best move does not.  The ending comes before the
 * missed capture. */
static void
test_no_capture (void)
{
  AkMotif m;

  g_assert_cmpint (find (AK2, "no-capture-limit=1", "2,0,0,0,0,2/1,3,5,5,5,5 S 10-10",
                         NULL, "a", "", "f", &m), ==, AK_MOTIF_NO_CAPTURE);
  g_assert_cmpuint (m.ply, ==, 0);
  g_assert_cmpint (m.reply, ==, ak_hole_from_char ('a'));
  g_assert_cmpint (m.hole, ==, AK_MOVE_NONE);
  g_assert_cmpuint (m.limit, ==, 1);

  g_assert_cmpint (find (AK1, "no-capture-limit=1", "2,0,0,0,0,3/1,1,2,4,4,4 S 14-13",
                         NULL, "a", "", "f", &m), ==, AK_MOTIF_NO_CAPTURE);
  g_assert_cmpuint (m.division[AK_SOUTH], ==, 5);
  g_assert_cmpuint (m.division[AK_NORTH], ==, 16);

  /* With the limit at 2 the quiet a and North's quiet B end the game at
   * the reply: the reply is cited. */
  g_assert_cmpint (find (AK2, "no-capture-limit=2", "2,0,0,0,0,2/1,3,5,5,5,5 S 10-10",
                         NULL, "a", "B", "f", &m), ==, AK_MOTIF_NO_CAPTURE);
  g_assert_cmpuint (m.ply, ==, 1);
  g_assert_cmpint (m.reply, ==, ak_hole_from_char ('B'));
  g_assert_cmpuint (m.limit, ==, 2);

  /* An ending South wins (34 to 14) explains no mistake: the casa f
   * makes does. */
  g_assert_cmpint (find (AK2, "no-capture-limit=1", "2,0,0,0,0,2/1,3,1,1,1,1 S 30-6",
                         NULL, "a", "", "f", &m), ==, AK_MOTIF_MISSES_CAPTURE);
}

/* A move that repeats a position for the third time, and does not win,
 * next to one that does not repeat: seeded random games.  Adji Kui I:
 * South's f would repeat and b would not; Adji Kui II: b would, f not. */
static const char repetition_ak1[] =
  "e B a A d C b D c F d B b E c D d C e B a C f E b D c A f E d F b A d B c D e C f B "
  "-- E -- A -- F a C c D b E d F e -- a -- f A b B c C d D e E f F a A b B c C d D e E "
  "f A -- F a B b C c D d E e F a --";
static const char repetition_ak2[] =
  "f C a B d E c E a A d C c C d F b B f E e C b F b E f A a E b A b D e E a C d D c E "
  "f A d B e F f C c A a B d D e E d A b B e E d A e B";

/* A legal move after @prefix other than @played. */
static char
other_move (AkVariant   variant,
            const char *prefix,
            const char *played)
{
  g_autoptr(AkHistory) history = new_history (variant, NULL, NULL);
  AkMoveList list;

  play_all (history, prefix);
  ak_position_legal_moves (ak_history_get_position (history), ak_history_get_rules (history),
                           &list);
  for (guint i = 0; i < list.n_moves; i++)
    if (list.moves[i] != ak_hole_from_char (played[0]) && list.moves[i] != AK_MOVE_PASS)
      return ak_hole_to_char (list.moves[i]);
  g_assert_not_reached ();
}

static void
check_repetition (AkVariant   variant,
                  const char *prefix,
                  const char *played)
{
  g_autoptr(AkHistory) history = new_history (variant, NULL, NULL);
  char other[2] = { other_move (variant, prefix, played), 0 };
  AkMotif m;

  play_all (history, prefix);
  g_assert_cmpint (find (variant, NULL, NULL, prefix, played, "", other, &m), ==,
                   AK_MOTIF_REPETITION);
  g_assert_cmpuint (m.ply, ==, 0);
  g_assert_cmpuint (m.limit, ==, 3);
  g_assert_cmpuint (m.division[AK_SOUTH] + m.division[AK_NORTH], >, 0);
  {
    g_autoptr(AkHistory) after = ak_history_copy (history);
    guint totals[2];

    /* The mover does not win the ending. */
    g_assert_cmpint (ak_history_play (after, ak_hole_from_char (played[0]), NULL, NULL), ==,
                     AK_VERDICT_LEGAL);
    g_assert_true (ak_history_get_result (after, totals));
    g_assert_cmpuint (totals[m.side], <=, totals[AK_SIDE_OTHER (m.side)]);
  }

  /* The other way round: the move that does not repeat has nothing to
   * fear from the one that does. */
  g_assert_cmpint (find (variant, NULL, NULL, prefix, other, "", played, &m), !=,
                   AK_MOTIF_REPETITION);
}

/* test-history's pinned game: its last move, e, repeats and South (the
 * mover) wins the division, so it explains no mistake. */
static const char repetition_won_ak2[] =
  "a B f F a E b A c F e A a A f C d B e E b A c B a C c B f F e E b B f C b B c D f "
  "F d E c B e E b A e B a E b A a B";

static void
test_repetition (void)
{
  AkMotif m;

  check_repetition (AK1, repetition_ak1, "f");
  check_repetition (AK2, repetition_ak2, "b");

  {
    char other[2] = { other_move (AK2, repetition_won_ak2, "e"), 0 };
    g_autoptr(AkHistory) history = new_history (AK2, NULL, NULL);
    guint totals[2];

    g_assert_cmpint (find (AK2, NULL, NULL, repetition_won_ak2, "e", "", other, &m), !=,
                     AK_MOTIF_REPETITION);
    play_all (history, repetition_won_ak2);
    play_all (history, "e");
    g_assert_cmpint (ak_history_get_termination (history), ==, AK_TERMINATION_REPETITION);
    g_assert_true (ak_history_get_result (history, totals));
    g_assert_cmpuint (totals[AK_SOUTH], >, totals[AK_NORTH]);
  }
}

/* A random line of up to @max moves after @history (and @first, unless
 * it is AK_MOVE_NONE); returns its length. */
static guint
random_line (const AkHistory *history,
             int              first,
             GRand           *rand,
             guint8          *moves,
             guint            max)
{
  g_autoptr(AkHistory) game = ak_history_copy_tail (history);
  guint n = 0;

  if (first != AK_MOVE_NONE)
    g_assert_cmpint (ak_history_play (game, first, NULL, NULL), ==, AK_VERDICT_LEGAL);
  while (n < max && !ak_history_is_over (game))
    {
      AkMoveList list;

      if (ak_position_legal_moves (ak_history_get_position (game),
                                   ak_history_get_rules (game), &list) == 0)
        break;
      moves[n] = list.moves[g_rand_int_range (rand, 0, (gint32) list.n_moves)];
      g_assert_cmpint (ak_history_play (game, moves[n], NULL, NULL), ==, AK_VERDICT_LEGAL);
      n++;
    }
  return n;
}

/* A motif is never wrong: on random games, random played and best moves
 * with random lines (so motifs of every kind turn up), whatever motif is
 * found is replayed and checked. */
static void
check_random_claims (AkVariant   variant,
                     const char *rules_text)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (28);
  guint found[AK_N_MOTIF_KINDS] = { 0, };

  for (guint game = 0; game < 150; game++)
    {
      g_autoptr(AkHistory) history = new_history (variant, rules_text, NULL);

      while (!ak_history_is_over (history) && ak_history_get_n_plies (history) < 300)
        {
          AkMoveList list;
          int move;

          ak_position_legal_moves (ak_history_get_position (history),
                                   ak_history_get_rules (history), &list);
          if (list.n_moves == 0)
            break;
          if (list.n_moves > 1)
            {
              guint8 after[AK_MOTIF_PLIES], best[AK_MOTIF_PLIES];
              guint i = (guint) g_rand_int_range (rand, 0, (gint32) list.n_moves);
              guint j = (i + 1 + (guint) g_rand_int_range (rand, 0, (gint32) list.n_moves - 1)) %
                        list.n_moves;
              guint n_after = random_line (history, list.moves[i], rand, after,
                                           AK_MOTIF_PLIES - 1);
              guint n_best;
              AkMotif m;

              best[0] = list.moves[j];
              n_best = 1 + random_line (history, best[0], rand, best + 1, AK_MOTIF_PLIES - 1);
              if (ak_motif_find (history, list.moves[i], after, n_after, best, n_best, &m) !=
                  AK_MOTIF_NONE)
                {
                  g_assert_cmpint (m.side, ==, ak_history_get_position (history)->side);
                  check_claim (history, &m, after, n_after, best, n_best);
                }
              found[m.kind]++;
            }
          move = list.moves[g_rand_int_range (rand, 0, (gint32) list.n_moves)];
          g_assert_cmpint (ak_history_play (history, move, NULL, NULL), ==, AK_VERDICT_LEGAL);
        }
    }

  for (guint k = 0; k < AK_N_MOTIF_KINDS; k++)
    g_test_message ("%s: %s %u", ak_variant_to_string (variant),
                    ak_motif_kind_to_string (k), found[k]);
  /* Not vacuous: the common motifs did turn up. */
  g_assert_cmpuint (found[AK_MOTIF_ALLOWS_CAPTURE], >, 0);
  g_assert_cmpuint (found[AK_MOTIF_MISSES_CAPTURE], >, 0);
  g_assert_cmpuint (found[AK_MOTIF_NO_MOVE] + found[AK_MOTIF_EMPTIES_ROW], >, 0);
  g_assert_cmpuint (found[AK_MOTIF_FEWER_SEEDS] + found[AK_MOTIF_LOSES_SEEDS], >, 0);
  g_assert_cmpuint (found[AK_MOTIF_LATER_CAPTURE], >, 0);
  g_assert_cmpuint (found[AK_MOTIF_THREAT], >, 0);
}

static void
test_random_claims (void)
{
  check_random_claims (AK1, NULL);
  check_random_claims (AK2, NULL);
  /* Short limits, so that the endings turn up too. */
  check_random_claims (AK1, "repetition=2 no-capture-limit=6");
  check_random_claims (AK2, "repetition=2 no-capture-limit=6");
}

/* Nothing to tell the lines apart over their first plies. */
static void
test_none (void)
{
  AkMotif m;

  g_assert_cmpint (find (AK2, NULL, "0,2,0,0,2,0/0,5,5,5,5,5 S 10-9", NULL,
                         "b", "B", "e B", &m), ==, AK_MOTIF_NONE);
  g_assert_cmpint (m.hole, ==, AK_MOVE_NONE);
  g_assert_cmpuint (m.seeds, ==, 0);
  g_assert_cmpint (find (AK1, NULL, "0,2,0,0,2,0/0,5,5,5,5,5 S 10-9", NULL,
                         "b", "B", "e B", &m), ==, AK_MOTIF_NONE);
  /* The best move is the played one. */
  g_assert_cmpint (find (AK2, NULL, NULL, NULL, "a", "B", "a B", &m), ==, AK_MOTIF_NONE);
}

/* Lines the rules refuse stop where they are refused, never crash. */
static void
test_bad_lines (void)
{
  g_autoptr(AkHistory) history = new_history (AK2, NULL, "1,2,2,0,0,0/5,5,5,5,5,3 S 8-7");
  const guint8 bad[] = { 99, 3 };
  const guint8 singleton[] = { 0 };   /* a holds 1 */
  const guint8 good[] = { 11 };
  const guint8 best[] = { 2, 11 };
  AkMotif m;

  g_assert_cmpint (ak_motif_find (history, 1, bad, 2, best, 2, &m), ==, AK_MOTIF_NONE);
  g_assert_cmpint (ak_motif_find (history, 0, good, 1, best, 2, &m), ==, AK_MOTIF_NONE);
  g_assert_cmpint (ak_motif_find (history, 1, good, 1, singleton, 1, &m), ==, AK_MOTIF_NONE);
  g_assert_cmpint (ak_motif_find (history, 1, good, 1, NULL, 0, &m), ==, AK_MOTIF_NONE);
  g_assert_cmpint (ak_motif_find (history, 1, good, 1, bad, 2, &m), ==, AK_MOTIF_NONE);
  /* The same lines, legal: the casa b gives. */
  g_assert_cmpint (ak_motif_find (history, 1, good, 1, best, 2, &m), ==, AK_MOTIF_GIVES_CASA);
}

static void
test_kind_names (void)
{
  GHashTable *seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (int kind = AK_MOTIF_NONE; kind < AK_N_MOTIF_KINDS; kind++)
    {
      const char *name = ak_motif_kind_to_string (kind);

      g_assert_cmpstr (name, !=, "unknown");
      g_assert_false (g_hash_table_contains (seen, name));
      g_hash_table_add (seen, (gpointer) name);
    }
  g_assert_cmpstr (ak_motif_kind_to_string (AK_N_MOTIF_KINDS), ==, "unknown");
  g_hash_table_unref (seen);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/motifs/gives-casa", test_gives_casa);
  g_test_add_func ("/motifs/allows-casa", test_allows_casa);
  g_test_add_func ("/motifs/allows-capture-ak1", test_allows_capture_ak1);
  g_test_add_func ("/motifs/allows-capture-later", test_allows_capture_later);
  g_test_add_func ("/motifs/misses-casa", test_misses_casa);
  g_test_add_func ("/motifs/misses-later", test_misses_later);
  g_test_add_func ("/motifs/misses-chain", test_misses_chain);
  g_test_add_func ("/motifs/misses-more-at-hole", test_misses_more_at_hole);
  g_test_add_func ("/motifs/own-four", test_own_four);
  g_test_add_func ("/motifs/empties-row", test_empties_row);
  g_test_add_func ("/motifs/no-move", test_no_move);
  g_test_add_func ("/motifs/misses-at-seventh-ply", test_misses_at_seventh_ply);
  g_test_add_func ("/motifs/game-end", test_game_end);
  g_test_add_func ("/motifs/loses-seeds", test_loses_seeds);
  g_test_add_func ("/motifs/later-capture", test_later_capture);
  g_test_add_func ("/motifs/threat", test_threat);
  g_test_add_func ("/motifs/fewer-seeds", test_fewer_seeds);
  g_test_add_func ("/motifs/no-capture", test_no_capture);
  g_test_add_func ("/motifs/repetition", test_repetition);
  g_test_add_func ("/motifs/none", test_none);
  g_test_add_func ("/motifs/bad-lines", test_bad_lines);
  g_test_add_func ("/motifs/kind-names", test_kind_names);
  g_test_add_func ("/motifs/random-claims", test_random_claims);

  return g_test_run ();
}
