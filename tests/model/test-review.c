/* test-review.c — reviewing a game: the values written after each move,
 * the marks, the best lines, idempotence, cancelling, threads, undo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game below was played by hand from the standard start, every move
 * checked with `adji-kui-cli play`: North's 4th move, A, lets South's b
 * relay into a casa at F, where B keeps about even.  The test proves that
 * with a deeper search than the review's before it looks at the review.
 *
 * What a move lost is the fall of the mover's value from the position
 * before it to the one after, each searched to the same depth; at shallow
 * depths that swings by a seed or two with the depth's parity, so the
 * review here searches as deep as a fifth of a second a position goes.
 */

#include "config.h"

#include <string.h>

#include "ak-model.h"
#include "ak-review-private.h"

#define BLUNDER_GAME "f F a A b B e C f E"
#define BLUNDER_PLY  4  /* the position after A */
/* What 0.2 s a position reaches here at least; the proof goes deeper. */
#define REVIEW_DEPTH 12
#define PROOF_DEPTH  18

static AkGame *
new_game (const char *moves)
{
  g_auto(GStrv) tokens = g_strsplit (moves, " ", -1);
  AkRules rules;
  AkPosition start;
  AkGame *game;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);
  for (guint i = 0; tokens[i] != NULL; i++)
    g_assert_cmpint (ak_game_play (game, ak_hole_from_char (tokens[i][0]), NULL), ==,
                     AK_VERDICT_LEGAL);
  return game;
}

static char *
game_text (AkGame *game)
{
  g_autoptr(AkGameRecord) record = ak_game_dup_record (game);

  return ak_notation_write_game (record);
}

static AkGameNode *
main_node (AkGame *game,
           guint   ply)
{
  AkGameNode *node = ak_game_get_root (game);

  for (guint i = 0; i < ply; i++)
    node = g_ptr_array_index (node->children, 0);
  return node;
}

static AkReview *
review_game (AkGame      *game,
             guint        depth,
             guint        n_threads,
             const int   *thresholds)
{
  g_autoptr(AkGameRecord) record = ak_game_dup_record (game);
  g_autoptr(GError) error = NULL;
  AkReviewOptions options;
  AkReview *review;

  ak_review_options_init (&options);
  options.max_time_us = 0;
  options.max_depth = depth;
  options.n_threads = n_threads;
  if (thresholds != NULL)
    memcpy (options.thresholds, thresholds, sizeof options.thresholds);
  review = ak_review_new (record, &options);
  g_assert_true (ak_review_run (review, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  return review;
}

/* The position before @ply's move, as an engine history. */
static AkHistory *
history_at (AkGame *game,
            guint   ply)
{
  AkHistory *history = ak_history_new (ak_game_get_rules (game), ak_game_get_start (game));

  for (guint i = 1; i <= ply; i++)
    g_assert_cmpint (ak_history_play (history, main_node (game, i)->move, NULL, NULL), ==,
                     AK_VERDICT_LEGAL);
  return history;
}

static int
move_score (const AkSearchResult *result,
            int                   move)
{
  for (guint i = 0; i < result->n_moves; i++)
    if (result->moves[i] == move)
      return result->move_scores[i];
  g_assert_not_reached ();
}

/* -------------------------------------------------------------------------
 * A known blunder
 */

static void
test_blunder (void)
{
  g_autoptr(AkGame) game = new_game (BLUNDER_GAME);
  g_autoptr(AkHistory) before = history_at (game, BLUNDER_PLY - 1);
  g_autoptr(AkSearch) search = ak_search_new (16);
  g_autoptr(AkReview) review = NULL;
  g_autoptr(AkReviewChange) change = NULL;
  g_autoptr(GError) error = NULL;
  AkSearchLimits limits = { 0, };
  AkSearchResult proof;
  AkGameNode *blunder = main_node (game, BLUNDER_PLY);
  AkGameNode *line;
  AkEval eval;

  /* The proof: deeper than the review, every move's value. */
  limits.max_depth = PROOF_DEPTH;
  limits.all_moves = TRUE;
  g_assert_true (ak_search_run (search, ak_game_get_rules (game), before, &limits, &proof));
  g_assert_cmpint (proof.best_move, !=, blunder->move);
  g_assert_cmpint (move_score (&proof, blunder->move), <=,
                   proof.score - AK_REVIEW_BLUNDER_LOSS);

  review = review_game (game, REVIEW_DEPTH, 1, NULL);
  g_assert_cmpuint (ak_review_get_n_plies (review), ==, 11);
  g_assert_cmpuint (ak_review_get_n_searched (review), ==, 11);
  g_assert_cmpint (ak_review_get_mark (review, BLUNDER_PLY), ==, AK_REVIEW_MARK_BLUNDER);
  g_assert_cmpint (ak_review_get_loss (review, BLUNDER_PLY), >=, AK_REVIEW_BLUNDER_LOSS);
  g_assert_cmpint (ak_review_get_best_move (review, BLUNDER_PLY - 1), ==, proof.best_move);

  /* Each value is the search's, turned to South's side. */
  for (guint ply = 0; ply < 11; ply++)
    {
      g_autoptr(AkHistory) at = history_at (game, ply);
      AkSearchResult result;
      AkSearchLimits fixed = { 0, };
      AkSide side = ak_history_get_position (at)->side;

      fixed.max_depth = REVIEW_DEPTH;
      g_assert_true (ak_search_run (search, ak_game_get_rules (game), at, &fixed, &result));
      g_assert_true (ak_review_get_eval (review, ply, &eval));
      g_assert_cmpint (eval.score, ==, side == AK_SOUTH ? result.score : -result.score);
      g_assert_cmpuint (eval.depth, ==, result.depth);
    }

  change = ak_review_apply (review, game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (change);

  /* Written: the mark, a value after every move, the annotator, the best
   * line as a variation of the blunder, with what its first move does. */
  g_assert_cmpstr (blunder->suffix, ==, "??");
  for (guint ply = 1; ply < 11; ply++)
    {
      g_assert_true (ak_game_get_eval (game, main_node (game, ply), &eval));
      g_assert_cmpuint (eval.depth, >, 0);
    }
  g_assert_true (g_str_has_prefix (ak_game_get_tag (game, "Annotator"), "Adji Kui "));
  g_assert_cmpuint (blunder->parent->children->len, ==, 2);
  line = g_ptr_array_index (blunder->parent->children, 1);
  g_assert_cmpint (line->move, ==, proof.best_move);
  g_assert_nonnull (line->comments);
  {
    g_autofree char *what = ak_review_describe_move (&blunder->parent->position,
                                                     ak_game_get_rules (game), line->move);
    int loss = ak_review_get_loss (review, BLUNDER_PLY);
    g_autofree char *expected = g_strdup_printf ("Best was %c: %s, %d.%02d seeds better",
                                                 ak_hole_to_char (line->move), what,
                                                 loss / 100, loss % 100);

    const char *comment = g_ptr_array_index (line->comments, 0);
    g_autofree char *why = g_strdup_printf ("; %c ", ak_hole_to_char (blunder->move));

    /* Then why the blunder was worse: this one misses a casa. */
    g_test_message ("%s", comment);
    g_assert_true (g_str_has_prefix (comment, expected));
    g_assert_true (g_str_has_prefix (comment + strlen (expected), why));
    g_assert_nonnull (strstr (comment + strlen (expected), " casa at "));
  }
  /* The line goes on, each move the engine's. */
  g_assert_nonnull (line->children);
}

static void
test_describe (void)
{
  g_autoptr(AkGame) game = new_game ("f F a A");
  const AkPosition *pos = ak_game_get_position (game);
  const AkRules *rules = ak_game_get_rules (game);
  g_autofree char *casa = NULL;
  g_autofree char *first = NULL;
  g_autofree char *illegal = NULL;
  g_autoptr(AkGame) start = new_game ("f");
  g_autofree char *relays = NULL;

  /* b: four seeds to f, then f's six into F, which makes four: traced by
   * hand from RULES.md, checked with `adji-kui-cli play --trace`. */
  casa = ak_review_describe_move (pos, rules, ak_hole_from_char ('b'));
  g_assert_cmpstr (casa, ==, "relay into casa at F");
  /* f from the start: five laps, the last into an empty hole at B. */
  first = ak_review_describe_move (ak_game_get_start (start), rules, ak_hole_from_char ('f'));
  g_assert_cmpstr (first, ==, "5-lap relay into an empty hole at B");
  /* North's hole, South to move. */
  illegal = ak_review_describe_move (pos, rules, ak_hole_from_char ('A'));
  g_assert_cmpstr (illegal, ==, "");
  relays = ak_review_describe_move (pos, rules, AK_MOVE_PASS);
  g_assert_cmpstr (relays, ==, "a forced pass");
}

/* -------------------------------------------------------------------------
 * Thresholds
 */

static void
test_thresholds (void)
{
  g_autoptr(AkGame) game = new_game (BLUNDER_GAME);
  const int low[AK_REVIEW_N_MARKS] = { 0, 50, 300, 2000 };
  const int none[AK_REVIEW_N_MARKS] = { 0, 0, 0, 0 };
  g_autoptr(AkReview) standard = review_game (game, REVIEW_DEPTH, 1, NULL);
  g_autoptr(AkReview) custom = review_game (game, REVIEW_DEPTH, 1, low);
  g_autoptr(AkReview) off = review_game (game, REVIEW_DEPTH, 1, none);
  guint n_custom[AK_REVIEW_N_MARKS] = { 0, };
  AkReviewPlayer south, north;

  for (guint ply = 1; ply < ak_review_get_n_plies (custom); ply++)
    {
      int loss = ak_review_get_loss (custom, ply);
      AkReviewMark expected = loss >= 2000 ? AK_REVIEW_MARK_BLUNDER
                            : loss >= 300 ? AK_REVIEW_MARK_MISTAKE
                            : loss >= 50 ? AK_REVIEW_MARK_INACCURACY
                            : AK_REVIEW_MARK_NONE;
      AkReviewMark standard_expected = loss >= 800 ? AK_REVIEW_MARK_BLUNDER
                                     : loss >= 400 ? AK_REVIEW_MARK_MISTAKE
                                     : loss >= 200 ? AK_REVIEW_MARK_INACCURACY
                                     : AK_REVIEW_MARK_NONE;
      AkEval before, after;
      int drop;

      /* The loss is the fall of the mover's value over the move. */
      g_assert_true (ak_review_get_eval (custom, ply - 1, &before));
      g_assert_true (ak_review_get_eval (custom, ply, &after));
      drop = before.score - after.score;
      if (ply % 2 == 0)  /* North moved */
        drop = -drop;
      g_assert_cmpint (loss, ==, MAX (drop, 0));

      g_assert_cmpint (ak_review_get_loss (standard, ply), ==, loss);
      g_assert_cmpint (ak_review_get_mark (custom, ply), ==, expected);
      g_assert_cmpint (ak_review_get_mark (standard, ply), ==, standard_expected);
      g_assert_cmpint (ak_review_get_mark (off, ply), ==, AK_REVIEW_MARK_NONE);
      n_custom[expected]++;
    }
  /* The blunder is only a mistake with ?? at 20 seeds. */
  g_assert_cmpint (ak_review_get_mark (custom, BLUNDER_PLY), ==, AK_REVIEW_MARK_MISTAKE);

  ak_review_get_player (custom, AK_SOUTH, &south);
  ak_review_get_player (custom, AK_NORTH, &north);
  g_assert_cmpuint (south.n_moves, ==, 5);
  g_assert_cmpuint (north.n_moves, ==, 5);
  for (guint m = 0; m < AK_REVIEW_N_MARKS; m++)
    g_assert_cmpuint (south.n_marks[m] + north.n_marks[m], ==, n_custom[m]);
  g_assert_cmpint (north.total_loss, >=, ak_review_get_loss (custom, BLUNDER_PLY));

  /* Applied: the marks follow the thresholds, and a line only at a mark. */
  {
    g_autoptr(AkReviewChange) change = ak_review_apply (custom, game, NULL);

    for (guint ply = 1; ply < ak_review_get_n_plies (custom); ply++)
      {
        AkGameNode *node = main_node (game, ply);
        AkReviewMark mark = ak_review_get_mark (custom, ply);

        g_assert_cmpstr (node->suffix, ==, ak_review_mark_to_suffix (mark));
        if (mark == AK_REVIEW_MARK_NONE)
          g_assert_cmpuint (node->parent->children->len, ==, 1);
      }
    g_assert_cmpuint (main_node (game, BLUNDER_PLY - 1)->children->len, ==, 2);
  }
}

/* -------------------------------------------------------------------------
 * Files: byte-stable, and reviewing again changes nothing
 */

static void
test_idempotent (void)
{
  g_autoptr(AkGame) game = new_game (BLUNDER_GAME);
  g_autoptr(AkReview) first = review_game (game, REVIEW_DEPTH, 2, NULL);
  g_autoptr(AkReviewChange) change = ak_review_apply (first, game, NULL);
  g_autofree char *text = game_text (game);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(AkGame) reread = NULL;
  g_autoptr(AkReview) second = NULL;
  g_autoptr(AkReviewChange) again = NULL;
  g_autoptr(AkReview) shallower = NULL;
  g_autofree char *text2 = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (strstr (text, "[%eval "));
  g_assert_nonnull (strstr (text, "??"));
  g_assert_nonnull (strstr (text, "[Annotator \"Adji Kui "));

  /* Read back: the same values, and the same bytes written again. */
  games = ak_notation_read (text, -1, NULL, &error);
  g_assert_no_error (error);
  reread = ak_game_new_from_record (g_ptr_array_index (games, 0));
  text2 = game_text (reread);
  g_assert_cmpstr (text2, ==, text);
  for (guint ply = 0; ply < ak_review_get_n_plies (first); ply++)
    {
      AkEval written, read;

      g_assert_true (ak_review_get_eval (first, ply, &written));
      g_assert_true (ak_game_get_eval (reread, main_node (reread, ply), &read));
      g_assert_cmpint (read.score, ==, written.score);
      g_assert_cmpint (read.exact, ==, written.exact);
      g_assert_cmpuint (read.depth, ==, written.depth);
    }

  /* Reviewed again: nothing searched, nothing changed. */
  second = review_game (reread, REVIEW_DEPTH, 2, NULL);
  g_assert_cmpuint (ak_review_get_n_searched (second), ==, 0);
  g_assert_cmpint (ak_review_get_mark (second, BLUNDER_PLY), ==, AK_REVIEW_MARK_BLUNDER);
  again = ak_review_apply (second, reread, NULL);
  g_clear_pointer (&text2, g_free);
  text2 = game_text (reread);
  g_assert_cmpstr (text2, ==, text);

  /* A shallower review finds the values deep enough. */
  shallower = review_game (reread, REVIEW_DEPTH - 2, 2, NULL);
  g_assert_cmpuint (ak_review_get_n_searched (shallower), ==, 0);
}

static void
test_deeper_replaces (void)
{
  g_autoptr(AkGame) game = new_game (BLUNDER_GAME);
  g_autoptr(AkReview) shallow = review_game (game, 4, 1, NULL);
  g_autoptr(AkReviewChange) change = ak_review_apply (shallow, game, NULL);
  g_autoptr(AkReview) deeper = NULL;
  g_autoptr(AkReviewChange) change2 = NULL;
  AkGameNode *node = main_node (game, 2);
  AkEval eval;

  ak_game_set_comment (game, node, "my own note");
  ak_game_set_eval (game, node, &(AkEval) { 125, FALSE, 3 });
  deeper = review_game (game, 6, 1, NULL);
  g_assert_cmpuint (ak_review_get_n_searched (deeper), >, 0);
  change2 = ak_review_apply (deeper, game, NULL);
  g_assert_true (ak_game_get_eval (game, node, &eval));
  g_assert_cmpuint (eval.depth, >=, 6);
  {
    g_autofree char *comment = ak_game_dup_comment (game, node);

    g_assert_true (g_str_has_suffix (comment, "] my own note"));
    /* One value only. */
    g_assert_null (strstr (strstr (comment, "[%eval") + 1, "[%eval"));
  }
}

/* Values the repetition rule decides within proved bounds (the endgame
 * tables' ranges) are as good as a search gets: kept, with their kind and
 * their ends, read back from the file and written again as they were. */
static void
test_bounded_kept (void)
{
  g_autoptr(AkGame) game = new_game (BLUNDER_GAME);
  g_autoptr(AkReview) review = NULL;
  g_autoptr(AkReviewChange) change = NULL;
  g_autofree char *text = NULL;
  guint n_plies;

  for (guint ply = 0; ply <= 10; ply++)
    {
      int lower = ((int) ply - 5) * AK_SCORE_SEED;
      AkEval eval = { lower + 2 * AK_SCORE_SEED, FALSE, 0,
                      AK_VALUE_BOUNDED, lower, lower + 4 * AK_SCORE_SEED };

      ak_game_set_eval (game, main_node (game, ply), &eval);
    }

  review = review_game (game, 6, 1, NULL);
  g_assert_cmpuint (ak_review_get_n_searched (review), ==, 0);
  n_plies = ak_review_get_n_plies (review);
  g_assert_cmpuint (n_plies, ==, 11);
  for (guint ply = 0; ply < n_plies; ply++)
    {
      AkEval eval;

      g_assert_true (ak_review_get_eval (review, ply, &eval));
      g_assert_cmpint (ak_eval_get_kind (&eval), ==, AK_VALUE_BOUNDED);
      g_assert_cmpint (eval.lower, ==, ((int) ply - 5) * AK_SCORE_SEED);
      g_assert_cmpint (eval.upper, ==, ((int) ply - 1) * AK_SCORE_SEED);
    }

  change = ak_review_apply (review, game, NULL);
  text = game_text (game);
  g_assert_nonnull (strstr (text, "{[%eval -5..-1]}"));
  g_assert_nonnull (strstr (text, "{[%eval +5..+9]}"));
  for (guint ply = 0; ply < n_plies; ply++)
    {
      AkEval eval;

      g_assert_true (ak_game_get_eval (game, main_node (game, ply), &eval));
      g_assert_cmpint (ak_eval_get_kind (&eval), ==, AK_VALUE_BOUNDED);
      g_assert_cmpint (eval.lower, ==, ((int) ply - 5) * AK_SCORE_SEED);
    }
}

/* -------------------------------------------------------------------------
 * Threads, cancelling, undo, people's marks
 */

static void
test_threads_agree (void)
{
  g_autoptr(AkGame) one = new_game (BLUNDER_GAME);
  g_autoptr(AkGame) two = new_game (BLUNDER_GAME);
  g_autoptr(AkReview) review1 = review_game (one, 9, 1, NULL);
  g_autoptr(AkReview) review2 = review_game (two, 9, 2, NULL);
  g_autoptr(AkReviewChange) change1 = ak_review_apply (review1, one, NULL);
  g_autoptr(AkReviewChange) change2 = ak_review_apply (review2, two, NULL);
  g_autofree char *text1 = game_text (one);
  g_autofree char *text2 = game_text (two);

  g_assert_cmpuint (ak_review_get_n_searched (review2), ==, 11);
  g_assert_cmpstr (text1, ==, text2);
}

typedef struct
{
  GCancellable *cancellable;
  guint         n_progress;
  guint         last_done;
  guint         total;
  gboolean      finished;
  gboolean      ok;
  GError       *error;
  AkReview     *review;
} CancelRun;

static void
cancel_progress_cb (guint    done,
                    guint    total,
                    gpointer data)
{
  CancelRun *run = data;

  g_assert_false (run->finished);
  g_assert_cmpuint (done, >, run->last_done);
  run->n_progress++;
  run->last_done = done;
  run->total = total;
  g_cancellable_cancel (run->cancellable);
}

static void
cancel_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  CancelRun *run = data;

  run->ok = ak_review_run_finish (run->review, result, &run->error);
  run->finished = TRUE;
}

static void
test_cancel (void)
{
  g_autoptr(AkGame) game = new_game (BLUNDER_GAME);
  g_autofree char *before = game_text (game);
  g_autofree char *after = NULL;
  g_autoptr(AkGameRecord) record = ak_game_dup_record (game);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(AkReview) review = NULL;
  AkReviewOptions options;
  CancelRun run = { cancellable, 0, };
  gint64 start;

  /* Long enough a position that the cancel comes mid-review: a second
   * each, two at a time, eleven positions. */
  ak_review_options_init (&options);
  options.max_time_us = G_USEC_PER_SEC;
  options.n_threads = 2;
  review = ak_review_new (record, &options);
  run.review = review;
  start = g_get_monotonic_time ();
  ak_review_run_async (review, cancellable, cancel_progress_cb, &run, cancel_done_cb, &run);
  while (!run.finished)
    g_main_context_iteration (NULL, TRUE);

  g_assert_false (run.ok);
  g_assert_error (run.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&run.error);
  /* Stopped after the first position or two, not after all eleven. */
  g_assert_cmpuint (run.n_progress, >=, 1);
  g_assert_cmpuint (run.last_done, <, 11);
  g_assert_cmpuint (run.total, ==, 11);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 8 * G_USEC_PER_SEC);
  after = game_text (game);
  g_assert_cmpstr (after, ==, before);

  /* Cancelled before it starts: nothing searched. */
  {
    g_autoptr(AkReview) never = ak_review_new (record, &options);
    g_autoptr(GError) error = NULL;

    g_assert_false (ak_review_run (never, cancellable, NULL, NULL, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_assert_cmpuint (ak_review_get_n_searched (never), ==, 0);
  }
}


typedef struct
{
  guint    n_progress;
  guint    last_done;
  guint    last_total;
  gboolean finished;
  gboolean ok;
  GError  *error;
} AllRun;

static void
all_progress_cb (guint    done,
                 guint    total,
                 gpointer data)
{
  AllRun *run = data;

  /* One count over all the games: it only goes up, and never past the
   * positions there are. */
  g_assert_false (run->finished);
  g_assert_cmpuint (done, >=, run->last_done);
  g_assert_cmpuint (total, >=, run->last_total);
  g_assert_cmpuint (done, <=, total);
  run->n_progress++;
  run->last_done = done;
  run->last_total = total;
}

static void
all_done_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  AllRun *run = data;

  run->ok = ak_review_run_all_finish (result, &run->error);
  run->finished = TRUE;
}

/* Several games reviewed as one job, as a match is: one count of the
 * positions over all of them, and each game ends as reviewed alone. */
static void
test_run_all (void)
{
  static const char * const moves[] = { BLUNDER_GAME, "a A b B c C", "e D a" };
  g_autoptr(GPtrArray) reviews = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_review_free);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  AllRun run = { 0, };
  guint n_searched = 0;
  guint n_to_search = 0;

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      AkGame *game = new_game (moves[i]);
      g_autoptr(AkGameRecord) record = ak_game_dup_record (game);
      AkReviewOptions options;
      AkReview *review;

      ak_review_options_init (&options);
      options.max_time_us = 0;
      options.max_depth = 9;
      options.n_threads = 2;
      review = ak_review_new (record, &options);
      n_to_search += ak_review_get_n_to_search (review);
      g_ptr_array_add (games, game);
      g_ptr_array_add (reviews, review);
    }

  ak_review_run_all_async (reviews, NULL, all_progress_cb, &run, all_done_cb, &run);
  while (!run.finished)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (run.ok);
  g_assert_no_error (run.error);

  for (guint i = 0; i < reviews->len; i++)
    {
      AkGame *game = g_ptr_array_index (games, i);
      g_autoptr(AkGame) alone = new_game (moves[i]);
      g_autoptr(AkReview) alone_review = review_game (alone, 9, 1, NULL);
      g_autoptr(AkReviewChange) change = NULL;
      g_autoptr(AkReviewChange) alone_change = NULL;
      g_autofree char *text = NULL;
      g_autofree char *alone_text = NULL;

      n_searched += ak_review_get_n_searched (g_ptr_array_index (reviews, i));
      change = ak_review_apply (g_ptr_array_index (reviews, i), game, NULL);
      alone_change = ak_review_apply (alone_review, alone, NULL);
      g_assert_nonnull (change);
      text = game_text (game);
      alone_text = game_text (alone);
      g_assert_cmpstr (text, ==, alone_text);
    }
  /* Every position was counted, those of best lines searched after the
   * values too. */
  g_assert_cmpuint (n_to_search, ==, 11 + 7 + 4);
  g_assert_cmpuint (run.last_done, ==, n_searched);
  g_assert_cmpuint (run.last_total, ==, n_searched);
  g_assert_cmpuint (n_searched, >=, n_to_search);
  g_assert_cmpuint (run.n_progress, >, 1);

  /* Cancelled, none is complete. */
  {
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();
    g_autoptr(GPtrArray) again = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_review_free);
    g_autoptr(GError) error = NULL;

    for (guint i = 0; i < games->len; i++)
      {
        g_autoptr(AkGame) game = new_game (moves[i]);
        g_autoptr(AkGameRecord) record = ak_game_dup_record (game);
        AkReviewOptions options;

        ak_review_options_init (&options);
        g_ptr_array_add (again, ak_review_new (record, &options));
      }
    g_cancellable_cancel (cancellable);
    g_assert_false (ak_review_run_all (again, cancellable, NULL, NULL, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    for (guint i = 0; i < again->len; i++)
      g_assert_cmpuint (ak_review_get_n_searched (g_ptr_array_index (again, i)), ==, 0);
  }
}

static void
test_undo (void)
{
  g_autoptr(AkGame) game = new_game (BLUNDER_GAME);
  g_autofree char *before = NULL;
  g_autofree char *applied = NULL;
  g_autofree char *reverted = NULL;
  g_autoptr(AkReview) review = NULL;
  g_autoptr(AkReviewChange) change = NULL;
  g_autoptr(AkReviewChange) change2 = NULL;
  AkGameNode *current;

  /* Something of the person's to keep: a comment, a mark, a tag. */
  ak_game_set_comment (game, main_node (game, 3), "sharp");
  ak_game_set_suffix (game, main_node (game, 5), "!");
  ak_game_go_to (game, main_node (game, 6));
  current = ak_game_get_current_node (game);
  before = game_text (game);

  review = review_game (game, 8, 2, NULL);
  change = ak_review_apply (review, game, NULL);
  applied = game_text (game);
  g_assert_cmpstr (applied, !=, before);
  g_assert_true (ak_game_get_current_node (game) == current);
  /* A person's ! stays. */
  g_assert_cmpstr (main_node (game, 5)->suffix, ==, "!");
  g_assert_nonnull (strstr (applied, "sharp"));

  g_assert_true (ak_review_change_can_revert (change, game));
  ak_review_change_revert (change, game);
  reverted = game_text (game);
  g_assert_cmpstr (reverted, ==, before);
  g_assert_false (ak_review_change_can_revert (change, game));

  /* Applied again and then changed: no longer the last thing done. */
  change2 = ak_review_apply (review, game, NULL);
  g_assert_true (ak_review_change_can_revert (change2, game));
  ak_game_set_comment (game, main_node (game, 1), "later");
  g_assert_false (ak_review_change_can_revert (change2, game));
}

static void
test_changed_game (void)
{
  g_autoptr(AkGame) game = new_game (BLUNDER_GAME);
  g_autoptr(AkReview) review = review_game (game, 4, 1, NULL);
  g_autoptr(AkGame) shorter = new_game ("f F a A");
  g_autoptr(AkGame) other = new_game ("f F a B");
  g_autoptr(AkGame) longer = new_game (BLUNDER_GAME " c");
  g_autoptr(AkReviewChange) change = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = game_text (other);
  g_autofree char *after = NULL;
  AkGameNode *last;

  g_assert_null (ak_review_apply (review, shorter, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_assert_null (ak_review_apply (review, other, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  after = game_text (other);
  g_assert_cmpstr (after, ==, before);

  /* A move played on during the review stays, unreviewed. */
  change = ak_review_apply (review, longer, &error);
  g_assert_no_error (error);
  g_assert_nonnull (change);
  last = ak_game_get_current_node (longer);
  g_assert_false (ak_game_get_eval (longer, last, NULL));
  g_assert_true (ak_game_get_eval (longer, last->parent, NULL));
}

static void
test_finished_game (void)
{
  AkRules rules;
  AkPosition start;
  g_autoptr(AkGame) game = NULL;
  g_autoptr(AkGameRecord) record = NULL;
  g_autoptr(AkReview) review = NULL;
  g_autoptr(AkReviewChange) change = NULL;
  AkReviewOptions options;
  AkEval eval;
  guint totals[2];

  /* Nine seeds on the board: any move that captures ends the game, and the
   * last value is the final division, proved, found without a search. */
  ak_rules_init (&rules);
  g_assert_true (ak_position_parse (&start, "0,0,0,0,3,1/0,0,0,3,2,0 S 20-19", NULL));
  game = ak_game_new (&rules, &start);
  ak_review_options_init (&options);
  options.max_time_us = 0;
  options.max_depth = 30;
  options.n_threads = 2;
  while (!ak_game_get_is_over (game))
    {
      g_autoptr(AkHistory) history = ak_game_dup_engine_history (game);
      g_autoptr(AkSearch) search = ak_search_new (1);
      AkSearchLimits limits = { 0, };
      AkSearchResult result;

      limits.max_depth = 4;
      g_assert_true (ak_search_run (search, &rules, history, &limits, &result));
      g_assert_cmpint (ak_game_play (game, result.best_move, NULL), ==, AK_VERDICT_LEGAL);
    }
  record = ak_game_dup_record (game);
  review = ak_review_new (record, &options);
  g_assert_true (ak_review_run (review, NULL, NULL, NULL, NULL));
  change = ak_review_apply (review, game, NULL);
  g_assert_true (ak_game_get_eval (game, ak_game_get_current_node (game), &eval));
  g_assert_true (eval.exact);
  g_assert_cmpint (ak_eval_get_kind (&eval), ==, AK_VALUE_PROVED);
  g_assert_cmpuint (eval.depth, ==, 0);
  ak_position_division (ak_game_get_position (game), totals);
  g_assert_cmpint (eval.score, ==, ((int) totals[0] - (int) totals[1]) * AK_SCORE_SEED);
  g_assert_cmpuint (ak_review_get_n_searched (review), ==, ak_review_get_n_plies (review) - 1);
}

/* Where both values of a mistake are proved (by the endgame tables, or a
 * search to the game's end), its words say the seeds are proved and give
 * them whole; otherwise with two decimals. */
static void
test_proved_words (void)
{
  g_autofree char *proved = _ak_review_format_better ("casa at E", 400, TRUE);
  g_autofree char *one = _ak_review_format_better ("casa at E", 100, TRUE);
  g_autofree char *estimate = _ak_review_format_better ("casa at E", 486, FALSE);
  g_autofree char *small = _ak_review_format_better ("ends at b", 75, FALSE);

  g_assert_cmpstr (proved, ==, "casa at E, proved 4 seeds better");
  g_assert_cmpstr (one, ==, "casa at E, proved 1 seed better");
  g_assert_cmpstr (estimate, ==, "casa at E, 4.86 seeds better");
  g_assert_cmpstr (small, ==, "ends at b, 0.75 seeds better");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/model/review/blunder", test_blunder);
  g_test_add_func ("/ak/model/review/describe", test_describe);
  g_test_add_func ("/ak/model/review/proved-words", test_proved_words);
  g_test_add_func ("/ak/model/review/thresholds", test_thresholds);
  g_test_add_func ("/ak/model/review/idempotent", test_idempotent);
  g_test_add_func ("/ak/model/review/deeper-replaces", test_deeper_replaces);
  g_test_add_func ("/ak/model/review/bounded-kept", test_bounded_kept);
  g_test_add_func ("/ak/model/review/threads-agree", test_threads_agree);
  g_test_add_func ("/ak/model/review/cancel", test_cancel);
  g_test_add_func ("/ak/model/review/run-all", test_run_all);
  g_test_add_func ("/ak/model/review/undo", test_undo);
  g_test_add_func ("/ak/model/review/changed-game", test_changed_game);
  g_test_add_func ("/ak/model/review/finished-game", test_finished_game);

  return g_test_run ();
}
