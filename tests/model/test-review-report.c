/* test-review-report.c — the review report: each side's losses, by phase,
 * marks, accuracy, worst and best moves, per game and per match; the
 * level estimate; the text and JSON forms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two kinds of games: tests/data/reviewed.akn, reviewed at depth 8, whose
 * losses can be worked out by hand from its `[%eval]`s, and small games
 * built here with values set move by move, whose every figure is known.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "ak-model.h"

static AkGame *
load_reviewed (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "reviewed.akn", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  games = ak_notation_read (text, -1, NULL, &error);
  g_assert_no_error (error);
  return ak_game_new_from_record (g_ptr_array_index (games, 0));
}

static void
set_score (AkGame     *game,
           AkGameNode *node,
           int         score)
{
  AkEval eval = { .score = score, .exact = FALSE, .depth = 8, .kind = AK_VALUE_ESTIMATE };

  ak_game_set_eval (game, node, &eval);
}

/* A game from @position (NULL: the standard start) with one move a loss
 * of @losses, in hundredths of a seed from the mover's side, and the
 * marks of @marks ("" for none).  Each move is the first legal one, so
 * the game is the same every run; every position has a choice. */
static AkGame *
build_game (const char        *position,
            const int         *losses,
            const char * const *marks,
            guint              n_moves)
{
  g_autoptr(GError) error = NULL;
  AkGame *game;
  AkRules rules;
  AkPosition start;
  AkGameNode *node;
  int score = 0;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = position != NULL ? ak_game_new_from_position_string (&rules, position, &error)
                          : ak_game_new (&rules, &start);
  g_assert_no_error (error);
  node = ak_game_get_root (game);
  set_score (game, node, score);
  for (guint i = 0; i < n_moves; i++)
    {
      const AkPosition *pos = ak_game_get_position (game);
      AkSide mover = pos->side;
      AkMoveList list;

      g_assert_cmpuint (ak_position_legal_moves (pos, &rules, &list), >, 1);
      g_assert_cmpint (ak_game_play (game, list.moves[0], NULL), ==, AK_VERDICT_LEGAL);
      node = ak_game_get_current_node (game);
      score += mover == AK_SOUTH ? -losses[i] : losses[i];
      set_score (game, node, score);
      if (marks != NULL && marks[i][0] != '\0')
        ak_game_set_suffix (game, node, marks[i]);
    }
  return game;
}

/* Game 1, the opening (48 seeds): South loses 1.00, North 3.50 (?), South
 * 0 (punishing it), North nothing (a move that seems to gain). */
static AkGame *
build_opening (void)
{
  static const int losses[] = { 100, 350, 0, -50 };
  static const char * const marks[] = { "", "?", "", "" };

  return build_game (NULL, losses, marks, G_N_ELEMENTS (losses));
}

/* Game 2, the middle game (30 seeds): South loses 5.00 (?), North 0. */
static AkGame *
build_middle (void)
{
  static const int losses[] = { 500, 0 };
  static const char * const marks[] = { "?", "" };

  return build_game ("3,3,3,3,3,3/3,3,3,3,0,0 S 9-9", losses, marks, G_N_ELEMENTS (losses));
}

/* Game 3, the endgame (12 seeds): South loses 9.00 (??), North exactly
 * the `?!` threshold, 2.00 (?!). */
static AkGame *
build_endgame (void)
{
  static const int losses[] = { 900, 200 };
  static const char * const marks[] = { "??", "?!" };

  return build_game ("2,0,3,0,2,0/0,2,0,3,0,0 S 18-18", losses, marks, G_N_ELEMENTS (losses));
}

static void
assert_phase_of_all (AkGame        *game,
                     AkReviewPhase  phase)
{
  g_autoptr(GArray) moves = ak_review_moves_collect (game);

  for (guint i = 0; i < moves->len; i++)
    {
      guint seeds = g_array_index (moves, AkReviewedMove, i).seeds_on_board;

      g_assert_false (g_array_index (moves, AkReviewedMove, i).forced);
      if (phase == AK_REVIEW_PHASE_OPENING)
        g_assert_cmpuint (seeds, >=, 33);
      else if (phase == AK_REVIEW_PHASE_MIDDLE)
        g_assert_true (seeds >= 13 && seeds <= 32);
      else
        g_assert_cmpuint (seeds, <=, 12);
    }
}

static void
test_one_game (void)
{
  g_autoptr(AkGame) game = build_opening ();
  g_autoptr(AkReviewReport) report = NULL;
  AkReviewReportMove move;
  double accuracy;

  assert_phase_of_all (game, AK_REVIEW_PHASE_OPENING);
  report = ak_review_report_new (&game, 1, NULL);
  g_assert_cmpuint (ak_review_report_get_n_games (report), ==, 1);

  g_assert_cmpuint (ak_review_report_get_n_moves (report, AK_SOUTH), ==, 2);
  g_assert_cmpint (ak_review_report_get_total_loss (report, AK_SOUTH), ==, 100);
  g_assert_cmpint (ak_review_report_get_average_loss (report, AK_SOUTH), ==, 50);
  g_assert_cmpuint (ak_review_report_get_phase_n_moves (report, AK_SOUTH,
                                                        AK_REVIEW_PHASE_OPENING), ==, 2);
  g_assert_cmpint (ak_review_report_get_phase_average_loss (report, AK_SOUTH,
                                                            AK_REVIEW_PHASE_OPENING), ==, 50);
  g_assert_cmpuint (ak_review_report_get_phase_n_moves (report, AK_SOUTH,
                                                        AK_REVIEW_PHASE_ENDGAME), ==, 0);
  g_assert_true (ak_review_report_get_accuracy (report, AK_SOUTH, &accuracy));
  g_assert_cmpfloat (accuracy, ==, 100.0);

  /* North: 3.50 and nothing (the gain is no loss); one move in two good. */
  g_assert_cmpint (ak_review_report_get_total_loss (report, AK_NORTH), ==, 350);
  g_assert_cmpint (ak_review_report_get_average_loss (report, AK_NORTH), ==, 175);
  g_assert_cmpuint (ak_review_report_get_n_marks (report, AK_NORTH, AK_REVIEW_MARK_MISTAKE),
                    ==, 1);
  g_assert_cmpuint (ak_review_report_get_n_marks (report, AK_SOUTH, AK_REVIEW_MARK_MISTAKE),
                    ==, 0);
  g_assert_true (ak_review_report_get_accuracy (report, AK_NORTH, &accuracy));
  g_assert_cmpfloat (accuracy, ==, 50.0);

  /* South's worst is its 1.00; its best the answer to North's 3.50. */
  g_assert_true (ak_review_report_get_worst_move (report, AK_SOUTH, &move));
  g_assert_cmpuint (move.ply, ==, 1);
  g_assert_cmpint (move.loss, ==, 100);
  g_assert_true (ak_review_report_get_best_move (report, AK_SOUTH, &move));
  g_assert_cmpuint (move.ply, ==, 3);
  g_assert_cmpuint (move.game, ==, 0);
  g_assert_cmpint (move.answered_loss, ==, 350);
  g_assert_nonnull (move.answered);
  g_assert_cmpuint (move.answered->ply, ==, 2);
  g_assert_true (move.node->parent == move.answered);
  /* South made no mistake for North to punish. */
  g_assert_false (ak_review_report_get_best_move (report, AK_NORTH, &move));
  g_assert_true (ak_review_report_get_worst_move (report, AK_NORTH, &move));
  g_assert_cmpuint (move.ply, ==, 2);
}

static void
test_match (void)
{
  AkGame *games[3] = { build_opening (), build_middle (), build_endgame () };
  g_autoptr(AkReviewReport) report = NULL;
  AkReviewReportMove move;
  double accuracy;

  assert_phase_of_all (games[1], AK_REVIEW_PHASE_MIDDLE);
  assert_phase_of_all (games[2], AK_REVIEW_PHASE_ENDGAME);
  report = ak_review_report_new (games, 3, NULL);
  g_assert_cmpuint (ak_review_report_get_n_games (report), ==, 3);
  g_assert_true (ak_review_report_get_game (report, 2) == games[2]);

  /* South: 1.00 + 0 + 5.00 + 9.00 over four moves, one in each phase but
   * two in the opening. */
  g_assert_cmpuint (ak_review_report_get_n_moves (report, AK_SOUTH), ==, 4);
  g_assert_cmpint (ak_review_report_get_total_loss (report, AK_SOUTH), ==, 1500);
  g_assert_cmpint (ak_review_report_get_average_loss (report, AK_SOUTH), ==, 375);
  g_assert_cmpint (ak_review_report_get_phase_average_loss (report, AK_SOUTH,
                                                            AK_REVIEW_PHASE_OPENING), ==, 50);
  g_assert_cmpuint (ak_review_report_get_phase_n_moves (report, AK_SOUTH,
                                                        AK_REVIEW_PHASE_MIDDLE), ==, 1);
  g_assert_cmpint (ak_review_report_get_phase_average_loss (report, AK_SOUTH,
                                                            AK_REVIEW_PHASE_MIDDLE), ==, 500);
  g_assert_cmpuint (ak_review_report_get_phase_n_moves (report, AK_SOUTH,
                                                        AK_REVIEW_PHASE_ENDGAME), ==, 1);
  g_assert_cmpint (ak_review_report_get_phase_average_loss (report, AK_SOUTH,
                                                            AK_REVIEW_PHASE_ENDGAME), ==, 900);
  g_assert_cmpuint (ak_review_report_get_n_marks (report, AK_SOUTH, AK_REVIEW_MARK_MISTAKE),
                    ==, 1);
  g_assert_cmpuint (ak_review_report_get_n_marks (report, AK_SOUTH, AK_REVIEW_MARK_BLUNDER),
                    ==, 1);
  g_assert_true (ak_review_report_get_accuracy (report, AK_SOUTH, &accuracy));
  g_assert_cmpfloat (accuracy, ==, 50.0);
  g_assert_true (ak_review_report_get_worst_move (report, AK_SOUTH, &move));
  g_assert_cmpuint (move.game, ==, 2);
  g_assert_cmpint (move.loss, ==, 900);
  g_assert_cmpint (move.mark, ==, AK_REVIEW_MARK_BLUNDER);

  /* North: 3.50 + 0 + 0 + 2.00 (5.50 over four: 1.375, rounded 1.38);
   * the 2.00 is a `?!`, not within the tolerance. */
  g_assert_cmpint (ak_review_report_get_total_loss (report, AK_NORTH), ==, 550);
  g_assert_cmpint (ak_review_report_get_average_loss (report, AK_NORTH), ==, 138);
  g_assert_cmpint (ak_review_report_get_phase_average_loss (report, AK_NORTH,
                                                            AK_REVIEW_PHASE_ENDGAME), ==, 200);
  g_assert_cmpuint (ak_review_report_get_n_marks (report, AK_NORTH,
                                                  AK_REVIEW_MARK_INACCURACY), ==, 1);
  g_assert_true (ak_review_report_get_accuracy (report, AK_NORTH, &accuracy));
  g_assert_cmpfloat (accuracy, ==, 50.0);
  g_assert_cmpuint (ak_review_report_get_n_accurate (report, AK_NORTH), ==, 2);
  /* North's best answered South's 5.00 in game 2, not the 9.00 of game 3
   * (its answer there lost 2.00: no punishment). */
  g_assert_true (ak_review_report_get_best_move (report, AK_NORTH, &move));
  g_assert_cmpuint (move.game, ==, 1);
  g_assert_cmpint (move.answered_loss, ==, 500);
  /* South's best is still its answer in game 1. */
  g_assert_true (ak_review_report_get_best_move (report, AK_SOUTH, &move));
  g_assert_cmpuint (move.game, ==, 0);
  g_assert_cmpuint (move.ply, ==, 3);

  /* A stricter tolerance changes the accuracy and the best move. */
  {
    int strict[AK_REVIEW_N_MARKS] = { 0, 50, 400, 800 };
    g_autoptr(AkReviewReport) other = ak_review_report_new (games, 3, strict);

    g_assert_cmpint (ak_review_report_get_threshold (other, AK_REVIEW_MARK_INACCURACY), ==, 50);
    g_assert_true (ak_review_report_get_accuracy (other, AK_SOUTH, &accuracy));
    g_assert_cmpfloat (accuracy, ==, 25.0);
    /* South's 1.00 now counts as a mistake worth punishing: North's
     * answer to it lost 3.50, but the 9.00 of game 3 was answered by a
     * loss of 2.00, beyond 0.50 too; only game 2's answer stands. */
    g_assert_true (ak_review_report_get_best_move (other, AK_NORTH, &move));
    g_assert_cmpint (move.answered_loss, ==, 500);
  }

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    g_object_unref (games[i]);
  /* The report keeps its games. */
  g_assert_true (AK_IS_GAME (ak_review_report_get_game (report, 0)));
}

/* The phases' edges: 33 seeds is still the opening, 13 the middle game
 * (12, the endgame, is game 3's). */
static void
test_phase_edges (void)
{
  static const int losses[] = { 300 };
  g_autoptr(AkGame) at_33 = build_game ("3,3,3,3,3,3/3,3,3,3,3,0 S 8-7", losses, NULL, 1);
  g_autoptr(AkGame) at_13 = build_game ("2,0,3,0,2,0/0,2,0,3,0,1 S 18-17", losses, NULL, 1);
  g_autoptr(AkGame) at_12 = build_endgame ();
  AkGame *games[3] = { at_33, at_13, at_12 };
  g_autoptr(AkReviewReport) report = ak_review_report_new (games, 3, NULL);

  g_assert_cmpuint (ak_position_seeds_on_board (ak_game_get_start (at_33)), ==, 33);
  g_assert_cmpuint (ak_position_seeds_on_board (ak_game_get_start (at_13)), ==, 13);
  g_assert_cmpuint (ak_position_seeds_on_board (ak_game_get_start (at_12)), ==, 12);
  g_assert_cmpuint (ak_review_report_get_phase_n_moves (report, AK_SOUTH,
                                                        AK_REVIEW_PHASE_OPENING), ==, 1);
  g_assert_cmpuint (ak_review_report_get_phase_n_moves (report, AK_SOUTH,
                                                        AK_REVIEW_PHASE_MIDDLE), ==, 1);
  g_assert_cmpuint (ak_review_report_get_phase_n_moves (report, AK_SOUTH,
                                                        AK_REVIEW_PHASE_ENDGAME), ==, 1);
  g_assert_cmpint (ak_review_report_get_phase_average_loss (report, AK_SOUTH,
                                                            AK_REVIEW_PHASE_OPENING), ==, 300);
  g_assert_cmpint (ak_review_report_get_phase_average_loss (report, AK_SOUTH,
                                                            AK_REVIEW_PHASE_ENDGAME), ==, 900);
}

static void
test_reviewed_file (void)
{
  g_autoptr(AkGame) game = load_reviewed ();
  g_autoptr(AkReviewReport) report = ak_review_report_new (&game, 1, NULL);
  g_autoptr(GArray) moves = ak_review_moves_collect (game);
  AkReviewReportMove move;
  guint n[2] = { 0, 0 }, choice[2] = { 0, 0 }, good[2] = { 0, 0 };
  int total[2] = { 0, 0 };
  double accuracy;

  g_assert_cmpstr (ak_review_report_get_name (report, AK_SOUTH), ==, "Ana");
  g_assert_cmpstr (ak_review_report_get_name (report, AK_NORTH), ==, "Kofi");
  g_assert_false (ak_review_report_get_is_program (report, AK_SOUTH, NULL));
  g_assert_false (ak_review_report_get_plays_computer (report, AK_SOUTH));

  for (guint i = 0; i < moves->len; i++)
    {
      const AkReviewedMove *m = &g_array_index (moves, AkReviewedMove, i);

      n[m->side]++;
      total[m->side] += m->loss;
      if (!m->forced)
        {
          choice[m->side]++;
          good[m->side] += m->loss < 200;
        }
    }
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      guint in_phases = 0;

      g_assert_cmpuint (ak_review_report_get_n_moves (report, side), ==, n[side]);
      g_assert_cmpint (ak_review_report_get_total_loss (report, side), ==, total[side]);
      for (AkReviewPhase phase = 0; phase < AK_REVIEW_N_PHASES; phase++)
        in_phases += ak_review_report_get_phase_n_moves (report, side, phase);
      g_assert_cmpuint (in_phases, ==, n[side]);
      g_assert_true (ak_review_report_get_accuracy (report, side, &accuracy));
      g_assert_cmpfloat_with_epsilon (accuracy, 100.0 * good[side] / choice[side], 1e-9);
    }

  /* The marks as the file writes them: South 5. f? 34. a? and six ?!,
   * North 1... D? and six ?!. */
  g_assert_cmpuint (ak_review_report_get_n_marks (report, AK_SOUTH, AK_REVIEW_MARK_MISTAKE),
                    ==, 2);
  g_assert_cmpuint (ak_review_report_get_n_marks (report, AK_SOUTH,
                                                  AK_REVIEW_MARK_INACCURACY), ==, 6);
  g_assert_cmpuint (ak_review_report_get_n_marks (report, AK_NORTH, AK_REVIEW_MARK_MISTAKE),
                    ==, 1);
  g_assert_cmpuint (ak_review_report_get_n_marks (report, AK_NORTH,
                                                  AK_REVIEW_MARK_INACCURACY), ==, 6);
  g_assert_cmpuint (ak_review_report_get_n_marks (report, AK_NORTH, AK_REVIEW_MARK_BLUNDER),
                    ==, 0);

  /* Worst: 5. f? (+4.96 to −1.57, 6.53) and 1... D? (−3.16 to +3.81,
   * 6.97).  Best: 2. ax4, which answered 1... D?, and 5... A (−1.57 to
   * −0.78, 0.79 lost), which answered 5. f?. */
  g_assert_true (ak_review_report_get_worst_move (report, AK_SOUTH, &move));
  g_assert_cmpuint (move.ply, ==, 9);
  g_assert_cmpint (move.loss, ==, 653);
  g_assert_true (ak_review_report_get_worst_move (report, AK_NORTH, &move));
  g_assert_cmpuint (move.ply, ==, 2);
  g_assert_cmpint (move.loss, ==, 697);
  g_assert_true (ak_review_report_get_best_move (report, AK_SOUTH, &move));
  g_assert_cmpuint (move.ply, ==, 3);
  g_assert_cmpint (move.answered_loss, ==, 697);
  g_assert_true (ak_review_report_get_best_move (report, AK_NORTH, &move));
  g_assert_cmpuint (move.ply, ==, 10);
  g_assert_cmpint (move.loss, ==, 79);
  g_assert_cmpint (move.answered_loss, ==, 653);
}

/* A best move answers a mistake, at least the `?!` threshold, and of two
 * equal mistakes answered, the first. */
static void
test_best_move_rule (void)
{
  static const int small_losses[] = { 150, 0, 100, 0 };
  static const int equal_losses[] = { 300, 0, 300, 0 };
  g_autoptr(AkGame) small = build_game (NULL, small_losses, NULL, G_N_ELEMENTS (small_losses));
  g_autoptr(AkGame) equal = build_game (NULL, equal_losses, NULL, G_N_ELEMENTS (equal_losses));
  g_autoptr(AkReviewReport) small_report = ak_review_report_new (&small, 1, NULL);
  g_autoptr(AkReviewReport) equal_report = ak_review_report_new (&equal, 1, NULL);
  AkReviewReportMove move;

  g_assert_false (ak_review_report_get_best_move (small_report, AK_NORTH, &move));
  g_assert_true (ak_review_report_get_worst_move (small_report, AK_SOUTH, &move));
  g_assert_cmpuint (move.ply, ==, 1);
  g_assert_true (ak_review_report_get_best_move (equal_report, AK_NORTH, &move));
  g_assert_cmpuint (move.ply, ==, 2);
  g_assert_cmpint (move.answered_loss, ==, 300);
  /* and of two equal worst moves, the first. */
  g_assert_true (ak_review_report_get_worst_move (equal_report, AK_SOUTH, &move));
  g_assert_cmpuint (move.ply, ==, 1);
}

/* A review just applied and the same game written and read again report
 * the same: everything comes from the game's values and marks. */
static void
test_after_reopening (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "match.akn", NULL);
  g_autofree char *text = NULL;
  g_autofree char *written = NULL;
  g_autofree char *json_live = NULL;
  g_autofree char *json_read = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autoptr(GPtrArray) live = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) read = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(AkReviewReport) live_report = NULL;
  g_autoptr(AkReviewReport) read_report = NULL;
  g_autoptr(GError) error = NULL;
  AkReviewOptions options;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  records = ak_notation_read (text, -1, NULL, &error);
  g_assert_no_error (error);
  ak_review_options_init (&options);
  options.max_time_us = 0;
  options.max_depth = 4;
  options.n_threads = 1;
  for (guint i = 0; i < records->len; i++)
    {
      AkGameRecord *record = g_ptr_array_index (records, i);
      g_autoptr(AkReview) review = ak_review_new (record, &options);
      g_autoptr(AkReviewChange) change = NULL;
      AkGame *game = ak_game_new_from_record (record);

      g_assert_true (ak_review_run (review, NULL, NULL, NULL, &error));
      change = ak_review_apply (review, game, &error);
      g_assert_no_error (error);
      ak_game_update_record (game, record);
      g_ptr_array_add (live, game);
    }
  live_report = ak_review_report_new ((AkGame **) live->pdata, live->len, options.thresholds);
  json_live = ak_review_report_to_json (live_report);
  g_assert_cmpuint (ak_review_report_get_n_moves (live_report, AK_SOUTH), >, 0);

  written = ak_notation_write (records);
  again = ak_notation_read (written, -1, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < again->len; i++)
    g_ptr_array_add (read, ak_game_new_from_record (g_ptr_array_index (again, i)));
  read_report = ak_review_report_new ((AkGame **) read->pdata, read->len, options.thresholds);
  json_read = ak_review_report_to_json (read_report);
  g_assert_cmpstr (json_read, ==, json_live);
}

static void
test_no_values (void)
{
  g_autoptr(AkGame) game = NULL;
  g_autoptr(AkReviewReport) report = NULL;
  g_autofree char *text = NULL;
  AkReviewReportMove move;
  AkRules rules;
  AkPosition start;
  double accuracy;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('e'), NULL), ==, AK_VERDICT_LEGAL);
  report = ak_review_report_new (&game, 1, NULL);
  g_assert_cmpuint (ak_review_report_get_n_moves (report, AK_SOUTH), ==, 0);
  g_assert_cmpint (ak_review_report_get_average_loss (report, AK_SOUTH), ==, 0);
  g_assert_false (ak_review_report_get_accuracy (report, AK_SOUTH, &accuracy));
  g_assert_false (ak_review_report_get_worst_move (report, AK_SOUTH, &move));
  g_assert_false (ak_review_report_get_best_move (report, AK_SOUTH, &move));
  text = ak_review_report_to_text (report);
  g_assert_nonnull (strstr (text, "South: no judged moves\n"));
}

/* Games of a person (South) against the computer at level 3 (North),
 * where South loses @mean ± @spread a move in turn and North nothing;
 * as many as needed for @south_moves moves of South, @plies at most a
 * game. */
static GPtrArray *
build_computer_games (int   mean,
                      int   spread,
                      guint south_moves,
                      guint plies)
{
  GPtrArray *games = g_ptr_array_new_with_free_func (g_object_unref);
  guint done = 0;
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  while (done < south_moves)
    {
      AkGame *game = ak_game_new (&rules, &start);
      int score = 0;

      ak_game_set_tag (game, "South", "Ana");
      ak_game_set_tag (game, "North", "Adji Kui");
      ak_game_set_tag (game, "NorthType", "program");
      ak_game_set_tag (game, "NorthLevel", "3");
      set_score (game, ak_game_get_root (game), 0);
      for (guint ply = 0; ply < plies && done < south_moves && !ak_game_get_is_over (game); ply++)
        {
          const AkPosition *pos = ak_game_get_position (game);
          AkSide mover = pos->side;
          AkMoveList list;
          guint n = ak_position_legal_moves (pos, &rules, &list);

          g_assert_cmpint (ak_game_play (game, list.moves[ply % n], NULL), ==, AK_VERDICT_LEGAL);
          if (mover == AK_SOUTH && n > 1)
            {
              score -= mean + (done % 2 == 0 ? spread : -spread);
              done++;
            }
          set_score (game, ak_game_get_current_node (game), score);
        }
      g_ptr_array_add (games, game);
    }
  return games;
}

static void
test_level_estimate (void)
{
  int means[AK_LEVEL_MAX];
  g_autoptr(GPtrArray) one = NULL;
  g_autoptr(GPtrArray) few = NULL;
  g_autoptr(GPtrArray) enough = NULL;
  g_autoptr(AkReviewReport) report = NULL;
  AkReviewLevelEstimate estimate;

  /* The table falls level by level. */
  for (guint level = AK_LEVEL_MIN; level <= AK_LEVEL_MAX; level++)
    {
      int error;

      g_assert_true (ak_review_level_table_get (AK_VARIANT_ADJI_KUI_2, level,
                                                &means[level - 1], &error));
      g_assert_cmpint (error, >, 0);
      if (level > AK_LEVEL_MIN)
        g_assert_cmpint (means[level - 1], <, means[level - 2]);
    }

  /* Synthetic means: level 3's own loss is level 3; halfway to level 2's
   * is 2.5; more than level 1's is past the table. */
  g_assert_true (ak_review_level_estimate (AK_VARIANT_ADJI_KUI_2, means[2], 0, &estimate));
  g_assert_cmpfloat_with_epsilon (estimate.level, 3.0, 1e-9);
  g_assert_true (ak_review_level_estimate (AK_VARIANT_ADJI_KUI_2, (means[1] + means[2]) / 2, 0,
                                           &estimate));
  g_assert_cmpfloat_with_epsilon (estimate.level, 2.5, 0.02);
  g_assert_true (ak_review_level_estimate (AK_VARIANT_ADJI_KUI_2, means[2],
                                           (means[1] - means[2]) / 2, &estimate));
  g_assert_cmpfloat_with_epsilon (estimate.low, 2.0, 0.05);
  g_assert_cmpfloat (estimate.high, >, 3.0);
  g_assert_true (ak_review_level_estimate (AK_VARIANT_ADJI_KUI_2, means[2],
                                           (means[2] - means[3]) / 2, &estimate));
  g_assert_cmpfloat_with_epsilon (estimate.high, 4.0, 0.05);
  g_assert_cmpfloat (estimate.low, <, 3.0);
  g_assert_false (estimate.below_table || estimate.above_table);
  g_assert_true (ak_review_level_estimate (AK_VARIANT_ADJI_KUI_2, means[0] * 2, 10, &estimate));
  g_assert_cmpfloat (estimate.level, ==, 1.0);
  g_assert_true (estimate.below_table);
  g_assert_false (estimate.above_table);

  /* One game against the computer is not enough, however long. */
  one = build_computer_games (means[2], 20, 200, 1000);
  report = ak_review_report_new ((AkGame **) one->pdata, 1, NULL);
  g_assert_true (ak_review_report_get_plays_computer (report, AK_SOUTH));
  g_assert_false (ak_review_report_get_plays_computer (report, AK_NORTH));
  g_assert_true (ak_review_report_get_is_program (report, AK_NORTH, NULL));
  g_assert_false (ak_review_report_get_level_estimate (report, AK_SOUTH, &estimate));
  g_assert_cmpuint (estimate.n_games, ==, 1);
  g_assert_cmpuint (estimate.n_moves, >, 0);
  /* The computer gets no estimate of its own. */
  g_assert_false (ak_review_report_get_level_estimate (report, AK_NORTH, &estimate));
  g_clear_pointer (&report, ak_review_report_unref);

  /* Three games, too few moves. */
  few = build_computer_games (means[2], 20, 120, 80);
  g_assert_cmpuint (few->len, >=, 2);
  report = ak_review_report_new ((AkGame **) few->pdata, few->len, NULL);
  g_assert_false (ak_review_report_get_level_estimate (report, AK_SOUTH, &estimate));
  g_assert_cmpuint (estimate.n_moves, ==, 120);
  g_clear_pointer (&report, ak_review_report_unref);

  /* Enough games and moves, at level 3's loss: a range holding 3. */
  enough = build_computer_games (means[2], 20, 200, 80);
  g_assert_cmpuint (enough->len, >=, 2);
  report = ak_review_report_new ((AkGame **) enough->pdata, enough->len, NULL);
  g_assert_true (ak_review_report_get_level_estimate (report, AK_SOUTH, &estimate));
  g_assert_cmpuint (estimate.n_moves, ==, 200);
  g_assert_cmpuint (estimate.n_games, ==, enough->len);
  g_assert_cmpint (estimate.mean_loss, ==, means[2]);
  g_assert_cmpint (estimate.standard_error, >, 0);
  g_assert_cmpfloat_with_epsilon (estimate.level, 3.0, 0.01);
  g_assert_cmpfloat (estimate.low, <, 3.0);
  g_assert_cmpfloat (estimate.high, >, 3.0);
  g_assert_cmpfloat (estimate.high - estimate.low, <, 1.0);
  g_clear_pointer (&report, ak_review_report_unref);

  /* The same at level 1's loss: a range at the table's weak end. */
  g_clear_pointer (&enough, g_ptr_array_unref);
  enough = build_computer_games (means[0] + 100, 20, 200, 80);
  report = ak_review_report_new ((AkGame **) enough->pdata, enough->len, NULL);
  g_assert_true (ak_review_report_get_level_estimate (report, AK_SOUTH, &estimate));
  g_assert_cmpfloat (estimate.level, ==, 1.0);
  g_assert_true (estimate.below_table);
}

/* A small JSON reader: accepts exactly RFC 8259's grammar, so that a
 * report that writes a stray comma, a bare word or a raw control
 * character fails. */
static gboolean json_value (const char **p);

static void
json_space (const char **p)
{
  while (**p == ' ' || **p == '\n' || **p == '\t' || **p == '\r')
    (*p)++;
}

static gboolean
json_string (const char **p)
{
  if (**p != '"')
    return FALSE;
  for ((*p)++; **p != '"'; (*p)++)
    {
      if ((guchar) **p < 0x20)
        return FALSE;
      if (**p == '\\')
        {
          (*p)++;
          if (**p == 'u')
            {
              for (int i = 0; i < 4; i++)
                if (!g_ascii_isxdigit (*++(*p)))
                  return FALSE;
            }
          else if (strchr ("\"\\/bfnrt", **p) == NULL || **p == '\0')
            return FALSE;
        }
    }
  (*p)++;
  return TRUE;
}

static gboolean
json_number (const char **p)
{
  const char *start = *p;

  if (**p == '-')
    (*p)++;
  if (**p == '0')
    (*p)++;
  else if (g_ascii_isdigit (**p))
    while (g_ascii_isdigit (**p))
      (*p)++;
  else
    return FALSE;
  if (**p == '.')
    {
      (*p)++;
      if (!g_ascii_isdigit (**p))
        return FALSE;
      while (g_ascii_isdigit (**p))
        (*p)++;
    }
  return *p > start;
}

static gboolean
json_container (const char **p,
                char         close,
                gboolean     object)
{
  (*p)++;
  json_space (p);
  if (**p == close)
    {
      (*p)++;
      return TRUE;
    }
  for (;;)
    {
      json_space (p);
      if (object)
        {
          if (!json_string (p))
            return FALSE;
          json_space (p);
          if (*(*p)++ != ':')
            return FALSE;
        }
      if (!json_value (p))
        return FALSE;
      json_space (p);
      if (**p == close)
        {
          (*p)++;
          return TRUE;
        }
      if (*(*p)++ != ',')
        return FALSE;
    }
}

static gboolean
json_value (const char **p)
{
  json_space (p);
  switch (**p)
    {
    case '{': return json_container (p, '}', TRUE);
    case '[': return json_container (p, ']', FALSE);
    case '"': return json_string (p);
    case 't': return strncmp (*p, "true", 4) == 0 ? (*p += 4, TRUE) : FALSE;
    case 'f': return strncmp (*p, "false", 5) == 0 ? (*p += 5, TRUE) : FALSE;
    case 'n': return strncmp (*p, "null", 4) == 0 ? (*p += 4, TRUE) : FALSE;
    default:  return json_number (p);
    }
}

static gboolean
json_valid (const char *text)
{
  const char *p = text;

  if (!json_value (&p))
    return FALSE;
  json_space (&p);
  return *p == '\0';
}

static void
test_json (void)
{
  AkGame *games[3] = { build_opening (), build_middle (), build_endgame () };
  g_autoptr(AkReviewReport) match = NULL;
  g_autoptr(AkReviewReport) single = NULL;
  g_autofree char *json = NULL;
  g_autofree char *one = NULL;

  /* The reader itself tells good from bad. */
  g_assert_true (json_valid ("{\"a\": [1, -2.5, true, null, \"x\\n\"]}"));
  g_assert_false (json_valid ("{\"a\": 1,}"));
  g_assert_false (json_valid ("{\"a\": 1,5}"));
  g_assert_false (json_valid ("{\"a\": \"x\ny\"}"));

  /* A name that needs escaping. */
  ak_game_set_tag (games[0], "South", "An\"a\\");
  match = ak_review_report_new (games, 3, NULL);
  json = ak_review_report_to_json (match);
  g_assert_true (json_valid (json));
  g_assert_nonnull (strstr (json, "\"games\": 3"));
  g_assert_nonnull (strstr (json, "\"per_game\": ["));
  g_assert_nonnull (strstr (json, "\"average_loss\": 3.75"));
  g_assert_nonnull (strstr (json, "\"endgame\": {\"moves\": 1, \"average_loss\": 9.00}"));
  g_assert_nonnull (strstr (json, "\"accuracy\": 50.0"));
  g_assert_nonnull (strstr (json, "\"blunders\": 1"));
  /* The name differs between the games: none for South. */
  g_assert_null (ak_review_report_get_name (match, AK_SOUTH));
  g_assert_true (g_str_has_prefix (strstr (json, "\"players\": {"),
                                   "\"players\": {\n    \"south\": {\"name\": null"));
  /* South's worst move is in game 3, in the match's and in game 3's own. */
  g_assert_nonnull (strstr (json, "\"worst_move\": {\"game\": 3"));
  g_assert_null (strstr (json, "An\"a"));

  single = ak_review_report_new (games, 1, NULL);
  g_assert_cmpstr (ak_review_report_get_name (single, AK_SOUTH), ==, "An\"a\\");
  one = ak_review_report_to_json (single);
  g_assert_true (json_valid (one));
  g_assert_nonnull (strstr (one, "\"name\": \"An\\\"a\\\\\""));
  g_assert_null (strstr (one, "per_game"));
  g_assert_nonnull (strstr (one, "\"level_estimate\": null"));

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    g_object_unref (games[i]);
}

static void
test_text (void)
{
  g_autoptr(AkGame) middle = build_middle ();
  g_autoptr(AkGame) opening = build_opening ();
  AkGame *games[2] = { opening, middle };
  g_autoptr(AkReviewReport) one = ak_review_report_new (&middle, 1, NULL);
  g_autoptr(AkReviewReport) two = ak_review_report_new (games, 2, NULL);
  g_autoptr(GPtrArray) computer = build_computer_games (300, 20, 40, 1000);
  g_autoptr(AkReviewReport) against = ak_review_report_new ((AkGame **) computer->pdata,
                                                            computer->len, NULL);
  g_autofree char *text_one = ak_review_report_to_text (one);
  g_autofree char *text_two = ak_review_report_to_text (two);
  g_autofree char *text_against = ak_review_report_to_text (against);
  g_autofree char *not_enough = g_strdup_printf ("  Level: not enough moves against the "
                                                 "computer for an estimate (40 of 150 moves, "
                                                 "%u of 2 games)\n", computer->len);
  g_autofree char *judged = g_strdup_printf ("South (Ana): %u moves judged, ",
                                             ak_review_report_get_n_moves (against, AK_SOUTH));

  /* One and many: the plural forms. */
  g_assert_true (g_str_has_prefix (text_one, "Report on 1 game\n"));
  g_assert_nonnull (strstr (text_one, "South: 1 move judged, 5.00 seeds lost a move on average\n"));
  g_assert_nonnull (strstr (text_one, "  middle game: 5.00 seeds a move over 1 move\n"));
  g_assert_nonnull (strstr (text_one, "  opening: no moves\n"));
  g_assert_nonnull (strstr (text_one, "  Accuracy 0 %: 0 of 1 move with a choice lost less than "
                                      "2.00 seeds\n"));
  g_assert_nonnull (strstr (text_one, "  Marks: ?! 0, ? 1, ?? 0\n"));
  g_assert_nonnull (strstr (text_one, "  Worst move: 1. "));
  g_assert_nonnull (strstr (text_one, "?, it lost 5.00 seeds\n"));
  g_assert_nonnull (strstr (text_one, "  Best move: 1... "));
  /* No level line between people. */
  g_assert_null (strstr (text_one, "evel"));

  g_assert_true (g_str_has_prefix (text_two, "Report on 2 games\n"));
  g_assert_nonnull (strstr (text_two, "South: 3 moves judged, 2.00 seeds lost a move on average\n"));
  g_assert_nonnull (strstr (text_two, "  opening: 0.50 seeds a move over 2 moves\n"));
  g_assert_nonnull (strstr (text_two, "  Accuracy 67 %: 2 of 3 moves with a choice"));
  g_assert_nonnull (strstr (text_two, "  Worst move: game 2, 1. "));
  g_assert_nonnull (strstr (text_two, "Game 1: South 0.50 seeds a move, North 1.75 seeds a move\n"));
  g_assert_nonnull (strstr (text_two, "Game 2: South 5.00 seeds a move, North 0.00 seeds a move\n"));

  /* Against the computer: who it is, and why there is no level yet. */
  g_assert_nonnull (strstr (text_against, "North (Adji Kui, level 3): "));
  g_assert_nonnull (strstr (text_against, judged));
  g_assert_nonnull (strstr (text_against, not_enough));
}

static char *
dup_tenths (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.1f", value));
}

static void
test_text_level (void)
{
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(AkReviewReport) report = NULL;
  g_autofree char *text = NULL;
  g_autofree char *json = NULL;
  g_autofree char *line = NULL;
  g_autofree char *level = NULL;
  g_autofree char *low = NULL;
  g_autofree char *high = NULL;
  g_autofree char *in_json = NULL;
  AkReviewLevelEstimate estimate;
  int mean;

  g_assert_true (ak_review_level_table_get (AK_VARIANT_ADJI_KUI_2, 4, &mean, NULL));
  games = build_computer_games (mean, mean / 2, 160, 80);
  report = ak_review_report_new ((AkGame **) games->pdata, games->len, NULL);
  g_assert_true (ak_review_report_get_level_estimate (report, AK_SOUTH, &estimate));
  g_assert_cmpfloat_with_epsilon (estimate.level, 4.0, 0.01);
  g_assert_cmpfloat (estimate.low, <, 4.0);
  g_assert_cmpfloat (estimate.high, >, 4.0);

  level = dup_tenths (estimate.level);
  low = dup_tenths (estimate.low);
  high = dup_tenths (estimate.high);
  line = g_strdup_printf ("  Plays like level %s (between %s and %s), from 160 moves in %u games "
                          "against the computer\n", level, low, high, games->len);
  text = ak_review_report_to_text (report);
  g_assert_nonnull (strstr (text, line));
  in_json = g_strdup_printf ("\"level_estimate\": {\"variant\": \"adji-kui-2\", \"level\": %s, "
                             "\"low\": %s, \"high\": %s, ", level, low, high);
  json = ak_review_report_to_json (report);
  g_assert_nonnull (strstr (json, in_json));
  g_assert_nonnull (strstr (json, "\"north\": {\"name\": \"Adji Kui\", \"program\": true, "
                                  "\"program_level\": 3,"));
}

static void
test_boxed (void)
{
  g_autoptr(AkGame) game = build_opening ();
  g_autoptr(AkReviewReport) report = ak_review_report_new (&game, 1, NULL);
  AkReviewReport *copy = g_boxed_copy (AK_TYPE_REVIEW_REPORT, report);

  g_assert_true (copy == report);
  g_boxed_free (AK_TYPE_REVIEW_REPORT, copy);
  g_assert_cmpuint (ak_review_report_get_n_moves (report, AK_SOUTH), ==, 2);
  g_assert_cmpstr (ak_review_phase_name (AK_REVIEW_PHASE_MIDDLE), ==, "middle game");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/model/review-report/one-game", test_one_game);
  g_test_add_func ("/ak/model/review-report/match", test_match);
  g_test_add_func ("/ak/model/review-report/phase-edges", test_phase_edges);
  g_test_add_func ("/ak/model/review-report/reviewed-file", test_reviewed_file);
  g_test_add_func ("/ak/model/review-report/best-move-rule", test_best_move_rule);
  g_test_add_func ("/ak/model/review-report/after-reopening", test_after_reopening);
  g_test_add_func ("/ak/model/review-report/no-values", test_no_values);
  g_test_add_func ("/ak/model/review-report/level-estimate", test_level_estimate);
  g_test_add_func ("/ak/model/review-report/json", test_json);
  g_test_add_func ("/ak/model/review-report/text", test_text);
  g_test_add_func ("/ak/model/review-report/text-level", test_text_level);
  g_test_add_func ("/ak/model/review-report/boxed", test_boxed);

  return g_test_run ();
}
