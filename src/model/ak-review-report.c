/* ak-review-report.c — how well each player played, from one reviewed
 * game or from a match's games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything is read from the games (ak_review_moves_collect()), so a
 * report on a file reviewed long ago says what it said right after the
 * review.  The figures, for each side:
 *
 * - the judged moves (a value before and after them) and the seeds lost
 *   a move on average, forced moves counting as losing nothing, as the
 *   review's own summary counts them;
 * - the same split by phase, by the seeds on the board before the move:
 *   the opening (33 or more), the middle game (13 to 32), the endgame
 *   (12 or fewer);
 * - the `?!`, `?` and `??` as the games mark them;
 * - the accuracy: the share of the moves with a choice that lost less
 *   than the `?!` threshold.  It reads as "how often you played a move as
 *   good as the best, within the review's own tolerance"; one huge
 *   blunder costs it one move, not the whole figure as an average would;
 *   and it moves with the threshold the player chose in the Preferences;
 * - the worst move: the one that lost the most (of equal losses, the
 *   first);
 * - the best move: the answer that punished the opponent's largest
 *   mistake, that is the move, with a choice and losing less than the
 *   `?!` threshold, played right after the opponent's move that lost the
 *   most (at least the `?!` threshold).  A review only knows what a move
 *   lost, not how much better it was than the others, so the move that
 *   cashed in the most the other player gave away is the one worth
 *   showing;
 * - the level the player plays like, over games against the computer
 *   (see ak_review_report_get_level_estimate()).
 */

#define G_LOG_DOMAIN "ak-review-report"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ak-review-report.h"

/* The level table: each computer level's mean loss a move with a choice,
 * as a review judges it, in hundredths of a seed, and the standard error
 * of that mean (the larger of the moves' and the games' one).
 *
 * Measured on 7 December 2026 by tests/bench/review-levels.sh on the
 * 2-core build machine, shared with other builds: level L against itself
 * (levels 1 to 4) and level 5 against level 4, each side first in turn,
 * from openings whose first two plies are random (left out of the sums),
 * every game reviewed with `adji-kui-cli review --time 200 --threads 1`,
 * in two batches (seeds 30 and 50) summed by tests/bench/review-levels.
 *
 * Adji Kui II: 10 games a level for levels 1 to 3 (20 sides: 501, 1484
 * and 916 moves), level 4 26 sides (1131 moves), level 5 6 games (275
 * moves).  Adji Kui I, whose games are shorter: 20 games a level (40
 * sides: 777, 480 and 584 moves), level 4 46 sides (870 moves), level 5
 * 6 games (150 moves).
 *
 * Level 5 thinks 2 s a move and the review 0.2 s a position, so much of
 * level 5's small loss is the review's own noise. */
typedef struct
{
  int mean_loss;
  int standard_error;
} LevelLoss;

static const LevelLoss level_table[2][AK_LEVEL_MAX] = {
  /* Adji Kui I */
  {
    { 531, 33 }, { 267, 24 }, { 184, 18 }, { 84, 7 }, { 40, 11 },
  },
  /* Adji Kui II */
  {
    { 153, 11 }, { 108, 5 }, { 65, 5 }, { 36, 3 }, { 14, 2 },
  },
};

typedef struct
{
  guint  n_games;
  guint  n_moves;
  double sum;
  double sum_squares;
  /* For the standard error between games: each game's sum and count. */
  GArray *game_sums;    /* double */
  GArray *game_counts;  /* guint */
} LevelPool;

typedef struct
{
  char              *name;           /* NULL if unknown or differing */
  gboolean           name_set;
  gboolean           program;        /* a program in every game */
  guint              program_level;  /* its level if the same in all, or 0 */
  gboolean           plays_computer; /* human against a program in some game */
  guint              n_moves;
  guint              n_forced;
  int                total_loss;
  guint              phase_moves[AK_REVIEW_N_PHASES];
  int                phase_loss[AK_REVIEW_N_PHASES];
  guint              n_marks[AK_REVIEW_N_MARKS];
  guint              n_accurate;
  gboolean           has_worst;
  AkReviewReportMove worst;
  gboolean           has_best;
  AkReviewReportMove best;
  LevelPool          pools[2];       /* by variant: Adji Kui I, II */
} SideReport;

struct _AkReviewReport
{
  gatomicrefcount ref_count;
  GPtrArray      *games;             /* AkGame, owned */
  int             thresholds[AK_REVIEW_N_MARKS];
  SideReport      sides[2];
  GPtrArray      *game_reports;      /* AkReviewReport, one a game; made when asked */
};

G_DEFINE_BOXED_TYPE (AkReviewReport, ak_review_report, ak_review_report_ref,
                     ak_review_report_unref)

static int
variant_index (AkVariant variant)
{
  return variant == AK_VARIANT_ADJI_KUI_1 ? 0 : 1;
}

static AkReviewPhase
phase_of (guint seeds_on_board)
{
  if (seeds_on_board >= AK_REVIEW_OPENING_SEEDS)
    return AK_REVIEW_PHASE_OPENING;
  if (seeds_on_board <= AK_REVIEW_ENDGAME_SEEDS)
    return AK_REVIEW_PHASE_ENDGAME;
  return AK_REVIEW_PHASE_MIDDLE;
}

static const char *
type_tag (AkSide side)
{
  return side == AK_SOUTH ? "SouthType" : "NorthType";
}

static gboolean
game_side_is_program (AkGame  *game,
                      AkSide   side,
                      guint   *level)
{
  const char *level_text = ak_game_get_tag (game, side == AK_SOUTH ? "SouthLevel" : "NorthLevel");
  guint64 value = 0;

  *level = 0;
  if (g_strcmp0 (ak_game_get_tag (game, type_tag (side)), "program") != 0)
    return FALSE;
  if (level_text != NULL &&
      g_ascii_string_to_unsigned (level_text, 10, AK_LEVEL_MIN, AK_LEVEL_MAX, &value, NULL))
    *level = (guint) value;
  return TRUE;
}

static const char *
game_side_name (AkGame *game,
                AkSide  side)
{
  const char *name = side == AK_SOUTH ? ak_game_get_south_name (game)
                                      : ak_game_get_north_name (game);

  return name != NULL && name[0] != '\0' && strcmp (name, "?") != 0 ? name : NULL;
}

static void
level_pool_clear (LevelPool *pool)
{
  g_clear_pointer (&pool->game_sums, g_array_unref);
  g_clear_pointer (&pool->game_counts, g_array_unref);
}

static void
add_game_players (AkReviewReport *self,
                  AkGame         *game,
                  gboolean        first)
{
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      SideReport *report = &self->sides[side];
      const char *name = game_side_name (game, side);
      guint level;
      gboolean program = game_side_is_program (game, side, &level);

      if (first)
        {
          report->name = g_strdup (name);
          report->program = program;
          report->program_level = level;
        }
      else
        {
          if (g_strcmp0 (report->name, name) != 0)
            g_clear_pointer (&report->name, g_free);
          report->program &= program;
          if (report->program_level != level)
            report->program_level = 0;
        }
    }
}

/* The moves of one side in one game against the computer go to the
 * level pool of the game's variant. */
static void
add_to_pool (LevelPool *pool,
             GArray    *moves,
             AkSide     side)
{
  double sum = 0;
  guint count = 0;

  for (guint i = 0; i < moves->len; i++)
    {
      const AkReviewedMove *move = &g_array_index (moves, AkReviewedMove, i);

      if (move->side != side || move->forced)
        continue;
      sum += move->loss;
      pool->sum_squares += (double) move->loss * move->loss;
      count++;
    }
  if (count == 0)
    return;
  if (pool->game_sums == NULL)
    {
      pool->game_sums = g_array_new (FALSE, FALSE, sizeof (double));
      pool->game_counts = g_array_new (FALSE, FALSE, sizeof (guint));
    }
  g_array_append_val (pool->game_sums, sum);
  g_array_append_val (pool->game_counts, count);
  pool->sum += sum;
  pool->n_moves += count;
  pool->n_games++;
}

static void
add_game (AkReviewReport *self,
          AkGame         *game,
          guint           index)
{
  g_autoptr(GArray) moves = ak_review_moves_collect (game);
  /* The opponent's last judged move, for the best move's rule. */
  const AkReviewedMove *previous = NULL;
  guint levels[2];
  gboolean programs[2];

  for (guint i = 0; i < moves->len; i++)
    {
      const AkReviewedMove *move = &g_array_index (moves, AkReviewedMove, i);
      SideReport *report = &self->sides[move->side];
      AkReviewPhase phase = phase_of (move->seeds_on_board);

      report->n_moves++;
      report->total_loss += move->loss;
      report->phase_moves[phase]++;
      report->phase_loss[phase] += move->loss;
      if (move->mark > AK_REVIEW_MARK_NONE && move->mark < AK_REVIEW_N_MARKS)
        report->n_marks[move->mark]++;
      if (move->forced)
        report->n_forced++;
      else if (move->loss < self->thresholds[AK_REVIEW_MARK_INACCURACY])
        report->n_accurate++;

      if (move->loss > 0 && (!report->has_worst || move->loss > report->worst.loss))
        {
          report->has_worst = TRUE;
          report->worst = (AkReviewReportMove) {
            .game = index, .node = move->node, .ply = move->ply, .loss = move->loss,
            .mark = move->mark,
          };
        }

      if (previous != NULL && previous->side != move->side && previous->ply + 1 == move->ply &&
          !move->forced && move->loss < self->thresholds[AK_REVIEW_MARK_INACCURACY] &&
          previous->loss >= self->thresholds[AK_REVIEW_MARK_INACCURACY] &&
          previous->loss > 0 &&
          (!report->has_best || previous->loss > report->best.answered_loss))
        {
          report->has_best = TRUE;
          report->best = (AkReviewReportMove) {
            .game = index, .node = move->node, .ply = move->ply, .loss = move->loss,
            .mark = move->mark, .answered = previous->node, .answered_loss = previous->loss,
          };
        }
      previous = move;
    }

  programs[AK_SOUTH] = game_side_is_program (game, AK_SOUTH, &levels[AK_SOUTH]);
  programs[AK_NORTH] = game_side_is_program (game, AK_NORTH, &levels[AK_NORTH]);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    if (!programs[side] && programs[AK_SIDE_OTHER (side)])
      {
        SideReport *report = &self->sides[side];

        report->plays_computer = TRUE;
        add_to_pool (&report->pools[variant_index (ak_game_get_variant (game))], moves, side);
      }
}

/**
 * ak_review_report_new:
 * @games: (array length=n_games): reviewed games: one for a game's report,
 *   a match's games for the match's
 * @n_games: how many, at least one
 * @thresholds: (nullable) (array fixed-size=4): the least loss of each mark
 *   in hundredths of a seed, as AkReviewOptions has them ([0] unused), or
 *   %NULL for the defaults; the `?!` threshold sets the accuracy and the
 *   best move
 *
 * Reports on how each side played in @games: South's moves in all of them
 * together, and North's.  A game without values counts no moves.
 *
 * Returns: (transfer full): the report
 */
AkReviewReport *
ak_review_report_new (AkGame    **games,
                      guint       n_games,
                      const int  *thresholds)
{
  AkReviewReport *self;

  g_return_val_if_fail (games != NULL, NULL);
  g_return_val_if_fail (n_games > 0, NULL);
  for (guint i = 0; i < n_games; i++)
    g_return_val_if_fail (AK_IS_GAME (games[i]), NULL);

  self = g_new0 (AkReviewReport, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->games = g_ptr_array_new_with_free_func (g_object_unref);
  if (thresholds != NULL)
    memcpy (self->thresholds, thresholds, sizeof self->thresholds);
  else
    {
      self->thresholds[AK_REVIEW_MARK_INACCURACY] = AK_REVIEW_INACCURACY_LOSS;
      self->thresholds[AK_REVIEW_MARK_MISTAKE] = AK_REVIEW_MISTAKE_LOSS;
      self->thresholds[AK_REVIEW_MARK_BLUNDER] = AK_REVIEW_BLUNDER_LOSS;
    }
  for (guint i = 0; i < n_games; i++)
    {
      g_ptr_array_add (self->games, g_object_ref (games[i]));
      add_game_players (self, games[i], i == 0);
      add_game (self, games[i], i);
    }
  return self;
}

/**
 * ak_review_report_ref:
 * @self: a report
 *
 * Returns: (transfer full): @self
 */
AkReviewReport *
ak_review_report_ref (AkReviewReport *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * ak_review_report_unref:
 * @self: (transfer full): a report
 */
void
ak_review_report_unref (AkReviewReport *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  for (guint s = 0; s < 2; s++)
    {
      g_free (self->sides[s].name);
      for (guint v = 0; v < 2; v++)
        level_pool_clear (&self->sides[s].pools[v]);
    }
  g_clear_pointer (&self->game_reports, g_ptr_array_unref);
  g_ptr_array_unref (self->games);
  g_free (self);
}

static SideReport *
get_side (AkReviewReport *self,
          AkSide          side)
{
  return &self->sides[side == AK_NORTH ? AK_NORTH : AK_SOUTH];
}

#define CHECK_SIDE(side) ((side) == AK_SOUTH || (side) == AK_NORTH)

/**
 * ak_review_report_get_n_games:
 * @self: a report
 *
 * Returns: the games reported on
 */
guint
ak_review_report_get_n_games (AkReviewReport *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->games->len;
}

/**
 * ak_review_report_get_game:
 * @self: a report
 * @game: an index, below ak_review_report_get_n_games()
 *
 * Returns: (transfer none): that game
 */
AkGame *
ak_review_report_get_game (AkReviewReport *self,
                           guint           game)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (game < self->games->len, NULL);
  return g_ptr_array_index (self->games, game);
}

/**
 * ak_review_report_get_name:
 * @self: a report
 * @side: a side
 *
 * Returns: (nullable): the name the games' South or North tag gives the
 *   player of @side, or %NULL if none gives one or the games differ
 */
const char *
ak_review_report_get_name (AkReviewReport *self,
                           AkSide          side)
{
  g_return_val_if_fail (self != NULL && CHECK_SIDE (side), NULL);
  return get_side (self, side)->name;
}

/**
 * ak_review_report_get_is_program:
 * @self: a report
 * @side: a side
 * @level: (out) (optional): the program's level in all the games, or 0 if
 *   they do not say it or differ
 *
 * Returns: whether the computer played @side in every game (the games'
 *   SouthType or NorthType tag says `program`)
 */
gboolean
ak_review_report_get_is_program (AkReviewReport *self,
                                 AkSide          side,
                                 guint          *level)
{
  g_return_val_if_fail (self != NULL && CHECK_SIDE (side), FALSE);
  if (level != NULL)
    *level = get_side (self, side)->program ? get_side (self, side)->program_level : 0;
  return get_side (self, side)->program;
}

/**
 * ak_review_report_get_plays_computer:
 * @self: a report
 * @side: a side
 *
 * Returns: whether a person played @side against the computer in at
 *   least one of the games: the games the level estimate counts
 */
gboolean
ak_review_report_get_plays_computer (AkReviewReport *self,
                                     AkSide          side)
{
  g_return_val_if_fail (self != NULL && CHECK_SIDE (side), FALSE);
  return get_side (self, side)->plays_computer;
}

/**
 * ak_review_report_get_threshold:
 * @self: a report
 * @mark: a mark other than %AK_REVIEW_MARK_NONE
 *
 * Returns: the least loss of @mark the report uses, in hundredths of a seed
 */
int
ak_review_report_get_threshold (AkReviewReport *self,
                                AkReviewMark    mark)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (mark > AK_REVIEW_MARK_NONE && mark < AK_REVIEW_N_MARKS, 0);
  return self->thresholds[mark];
}

/**
 * ak_review_report_get_n_moves:
 * @self: a report
 * @side: a side
 *
 * Returns: @side's judged moves: those with a value before and after them
 */
guint
ak_review_report_get_n_moves (AkReviewReport *self,
                              AkSide          side)
{
  g_return_val_if_fail (self != NULL && CHECK_SIDE (side), 0);
  return get_side (self, side)->n_moves;
}

/**
 * ak_review_report_get_n_forced:
 * @self: a report
 * @side: a side
 *
 * Returns: how many of @side's judged moves were forced (the only move)
 */
guint
ak_review_report_get_n_forced (AkReviewReport *self,
                               AkSide          side)
{
  g_return_val_if_fail (self != NULL && CHECK_SIDE (side), 0);
  return get_side (self, side)->n_forced;
}

/**
 * ak_review_report_get_total_loss:
 * @self: a report
 * @side: a side
 *
 * Returns: the seeds @side's judged moves lost in all, in hundredths
 */
int
ak_review_report_get_total_loss (AkReviewReport *self,
                                 AkSide          side)
{
  g_return_val_if_fail (self != NULL && CHECK_SIDE (side), 0);
  return get_side (self, side)->total_loss;
}

static int
average (int   total,
         guint n)
{
  return n > 0 ? (total + (int) n / 2) / (int) n : 0;
}

/**
 * ak_review_report_get_average_loss:
 * @self: a report
 * @side: a side
 *
 * The seeds lost a move on average, over all judged moves (a forced move
 * loses nothing), as the review's summary counts them.
 *
 * Returns: hundredths of a seed, rounded; 0 without judged moves
 */
int
ak_review_report_get_average_loss (AkReviewReport *self,
                                   AkSide          side)
{
  g_return_val_if_fail (self != NULL && CHECK_SIDE (side), 0);
  return average (get_side (self, side)->total_loss, get_side (self, side)->n_moves);
}

/**
 * ak_review_report_get_phase_n_moves:
 * @self: a report
 * @side: a side
 * @phase: a phase
 *
 * Returns: @side's judged moves in @phase
 */
guint
ak_review_report_get_phase_n_moves (AkReviewReport *self,
                                    AkSide          side,
                                    AkReviewPhase   phase)
{
  g_return_val_if_fail (self != NULL && CHECK_SIDE (side), 0);
  g_return_val_if_fail (phase < AK_REVIEW_N_PHASES, 0);
  return get_side (self, side)->phase_moves[phase];
}

/**
 * ak_review_report_get_phase_average_loss:
 * @self: a report
 * @side: a side
 * @phase: a phase
 *
 * Returns: the seeds @side lost a move in @phase on average, in
 *   hundredths, rounded; 0 without moves there
 */
int
ak_review_report_get_phase_average_loss (AkReviewReport *self,
                                         AkSide          side,
                                         AkReviewPhase   phase)
{
  g_return_val_if_fail (self != NULL && CHECK_SIDE (side), 0);
  g_return_val_if_fail (phase < AK_REVIEW_N_PHASES, 0);
  return average (get_side (self, side)->phase_loss[phase],
                  get_side (self, side)->phase_moves[phase]);
}

/**
 * ak_review_report_get_n_marks:
 * @self: a report
 * @side: a side
 * @mark: a mark other than %AK_REVIEW_MARK_NONE
 *
 * Returns: how many of @side's judged moves the games mark @mark
 */
guint
ak_review_report_get_n_marks (AkReviewReport *self,
                              AkSide          side,
                              AkReviewMark    mark)
{
  g_return_val_if_fail (self != NULL && CHECK_SIDE (side), 0);
  g_return_val_if_fail (mark > AK_REVIEW_MARK_NONE && mark < AK_REVIEW_N_MARKS, 0);
  return get_side (self, side)->n_marks[mark];
}

/**
 * ak_review_report_get_accuracy:
 * @self: a report
 * @side: a side
 * @percent: (out): the accuracy, 0 to 100
 *
 * The accuracy: the share of @side's judged moves with a choice (not
 * forced) that lost less than the `?!` threshold, in percent.  100 means
 * every move was as good as the best, within the review's tolerance.
 *
 * Returns: %FALSE if @side has no such moves (and no accuracy)
 */
gboolean
ak_review_report_get_accuracy (AkReviewReport *self,
                               AkSide          side,
                               double         *percent)
{
  SideReport *report;
  guint n;

  g_return_val_if_fail (self != NULL && CHECK_SIDE (side), FALSE);
  g_return_val_if_fail (percent != NULL, FALSE);

  report = get_side (self, side);
  n = report->n_moves - report->n_forced;
  *percent = n > 0 ? 100.0 * report->n_accurate / n : 0;
  return n > 0;
}

/**
 * ak_review_report_get_n_accurate:
 * @self: a report
 * @side: a side
 *
 * Returns: how many of @side's judged moves with a choice lost less than
 *   the `?!` threshold: the accuracy's numerator
 */
guint
ak_review_report_get_n_accurate (AkReviewReport *self,
                                 AkSide          side)
{
  g_return_val_if_fail (self != NULL && CHECK_SIDE (side), 0);
  return get_side (self, side)->n_accurate;
}

/**
 * ak_review_report_get_worst_move:
 * @self: a report
 * @side: a side
 * @move: (out caller-allocates): the move
 *
 * The worst move: the one of @side that lost the most (of equal losses,
 * the first played).
 *
 * Returns: %FALSE if no move of @side lost anything
 */
gboolean
ak_review_report_get_worst_move (AkReviewReport     *self,
                                 AkSide              side,
                                 AkReviewReportMove *move)
{
  g_return_val_if_fail (self != NULL && CHECK_SIDE (side), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  *move = get_side (self, side)->worst;
  return get_side (self, side)->has_worst;
}

/**
 * ak_review_report_get_best_move:
 * @self: a report
 * @side: a side
 * @move: (out caller-allocates): the move; its answered and answered_loss
 *   say the opponent's move it punished
 *
 * The best move: the answer that punished the opponent's largest
 * mistake.  Of @side's moves with a choice that lost less than the `?!`
 * threshold, the one played right after the opponent's move that lost
 * the most, at least the `?!` threshold (of equal losses, the first).
 *
 * Returns: %FALSE if @side never punished a mistake so
 */
gboolean
ak_review_report_get_best_move (AkReviewReport     *self,
                                AkSide              side,
                                AkReviewReportMove *move)
{
  g_return_val_if_fail (self != NULL && CHECK_SIDE (side), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  *move = get_side (self, side)->best;
  return get_side (self, side)->has_best;
}

/**
 * ak_review_level_table_get:
 * @variant: a variant
 * @level: a computer level, 1 to 5
 * @mean_loss: (out) (optional): the seeds the level loses a move with a
 *   choice, as a review judges it, in hundredths
 * @standard_error: (out) (optional): that mean's standard error
 *
 * The measured table the level estimate compares with.
 *
 * Returns: %FALSE for a level out of range
 */
gboolean
ak_review_level_table_get (AkVariant  variant,
                           guint      level,
                           int       *mean_loss,
                           int       *standard_error)
{
  const LevelLoss *entry;

  g_return_val_if_fail (level >= AK_LEVEL_MIN && level <= AK_LEVEL_MAX, FALSE);

  entry = &level_table[variant_index (variant)][level - AK_LEVEL_MIN];
  if (mean_loss != NULL)
    *mean_loss = entry->mean_loss;
  if (standard_error != NULL)
    *standard_error = entry->standard_error;
  return TRUE;
}

/* A mean loss as a level: 1.0 at level 1's mean, 5.0 at level 5's,
 * straight between neighbours (the table's means fall level by level);
 * clamped to the table, with *outside set when it is past an end. */
static double
loss_to_level (const LevelLoss *table,
               double           loss,
               gboolean        *below,
               gboolean        *above)
{
  guint n = AK_LEVEL_MAX - AK_LEVEL_MIN + 1;

  if (loss >= table[0].mean_loss)
    {
      *below |= loss > table[0].mean_loss;
      return AK_LEVEL_MIN;
    }
  if (loss <= table[n - 1].mean_loss)
    {
      *above |= loss < table[n - 1].mean_loss;
      return AK_LEVEL_MAX;
    }
  for (guint i = 0; i + 1 < n; i++)
    {
      double high = table[i].mean_loss;
      double low = table[i + 1].mean_loss;

      if (loss <= high && loss >= low)
        return AK_LEVEL_MIN + i + (high > low ? (high - loss) / (high - low) : 0.5);
    }
  return AK_LEVEL_MAX;
}

/**
 * ak_review_level_estimate:
 * @variant: the variant played
 * @mean_loss: a player's mean loss a move with a choice, in hundredths of
 *   a seed
 * @standard_error: its standard error
 * @estimate: (out caller-allocates): the level and its range; the counts
 *   are left 0
 *
 * Maps a mean loss onto the level table: the level whose measured loss it
 * equals, interpolated between levels, and the range of the mean ± 2
 * standard errors mapped the same way.
 *
 * Returns: %TRUE (a level is always found, clamped to the table's ends)
 */
gboolean
ak_review_level_estimate (AkVariant              variant,
                          int                    mean_loss,
                          int                    standard_error,
                          AkReviewLevelEstimate *estimate)
{
  const LevelLoss *table = level_table[variant_index (variant)];
  gboolean unused = FALSE;

  g_return_val_if_fail (estimate != NULL, FALSE);
  g_return_val_if_fail (standard_error >= 0, FALSE);

  memset (estimate, 0, sizeof *estimate);
  estimate->variant = variant;
  estimate->mean_loss = mean_loss;
  estimate->standard_error = standard_error;
  estimate->level = loss_to_level (table, mean_loss, &unused, &unused);
  estimate->low = loss_to_level (table, mean_loss + 2.0 * standard_error,
                                 &estimate->below_table, &unused);
  estimate->high = loss_to_level (table, mean_loss - 2.0 * standard_error,
                                  &unused, &estimate->above_table);
  return TRUE;
}

/* The standard error of a pool's mean: the larger of the one from the
 * moves as if independent and the one from the games' spread (a game's
 * moves are not independent: a player having a bad day loses more on
 * all of them). */
static double
pool_standard_error (const LevelPool *pool)
{
  double n = pool->n_moves;
  double mean = pool->sum / n;
  double variance = n > 1 ? MAX (pool->sum_squares - n * mean * mean, 0) / (n - 1) : 0;
  double moves_error = sqrt (variance / n);
  double between = 0;

  for (guint i = 0; i < pool->n_games; i++)
    {
      double residual = g_array_index (pool->game_sums, double, i) -
                        g_array_index (pool->game_counts, guint, i) * mean;

      between += residual * residual;
    }
  /* The cluster-robust error, with the small-sample factor g/(g − 1). */
  between = pool->n_games > 1 ? sqrt (between * pool->n_games / (pool->n_games - 1)) / n : 0;
  return MAX (moves_error, between);
}

/**
 * ak_review_report_get_level_estimate:
 * @self: a report
 * @side: a side
 * @estimate: (out caller-allocates): the estimate
 *
 * Estimates the level the player of @side plays like, from the games in
 * which a person played @side against the computer (the games' SouthType
 * and NorthType tags say who was a program): the mean loss of the
 * player's judged moves with a choice, ± 2 standard errors, mapped onto
 * the computer levels' own measured losses (ak_review_level_table_get()).
 * There is an estimate only from %AK_REVIEW_LEVEL_MIN_GAMES games and
 * %AK_REVIEW_LEVEL_MIN_MOVES such moves of one variant (of two variants,
 * the one with more moves); never from one game.
 *
 * When there is none, @estimate still holds the counts (n_games, n_moves
 * and variant), for saying how far there is to go.
 *
 * Returns: %TRUE if there are enough moves for an estimate
 */
gboolean
ak_review_report_get_level_estimate (AkReviewReport        *self,
                                     AkSide                 side,
                                     AkReviewLevelEstimate *estimate)
{
  SideReport *report;
  const LevelPool *pool;
  int v;

  g_return_val_if_fail (self != NULL && CHECK_SIDE (side), FALSE);
  g_return_val_if_fail (estimate != NULL, FALSE);

  report = get_side (self, side);
  v = report->pools[0].n_moves > report->pools[1].n_moves ? 0 : 1;
  pool = &report->pools[v];
  memset (estimate, 0, sizeof *estimate);
  estimate->variant = v == 0 ? AK_VARIANT_ADJI_KUI_1 : AK_VARIANT_ADJI_KUI_2;
  estimate->n_games = pool->n_games;
  estimate->n_moves = pool->n_moves;
  if (pool->n_games < AK_REVIEW_LEVEL_MIN_GAMES || pool->n_moves < AK_REVIEW_LEVEL_MIN_MOVES)
    return FALSE;

  ak_review_level_estimate (estimate->variant, (int) lround (pool->sum / pool->n_moves),
                            (int) ceil (pool_standard_error (pool)), estimate);
  estimate->n_games = pool->n_games;
  estimate->n_moves = pool->n_moves;
  return TRUE;
}

/**
 * ak_review_phase_name:
 * @phase: a phase
 *
 * Returns: the phase's translated name: "opening", "middle game" or
 *   "endgame"
 */
const char *
ak_review_phase_name (AkReviewPhase phase)
{
  switch (phase)
    {
    case AK_REVIEW_PHASE_OPENING:
      /* Translators: a game's phase, 33 seeds or more on the board */
      return _("opening");
    case AK_REVIEW_PHASE_MIDDLE:
      /* Translators: a game's phase, 13 to 32 seeds on the board */
      return _("middle game");
    case AK_REVIEW_PHASE_ENDGAME:
    default:
      /* Translators: a game's phase, 12 seeds or fewer on the board */
      return _("endgame");
    }
}
