/* test-review-deeper.c — a deeper look at the moves a review marked: only
 * the positions around them searched, every other value kept byte for
 * byte, the marks and best lines written again, a person's line and
 * words kept, a value kept where the new search is not deeper, and undo
 * giving back the file as it was
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game is the engine's own at depths 1 to 3, played out for forty
 * plies: a review at depth 4 marks six of its moves.  The deeper look
 * searches to depth 10, which stands for a longer time and gives the same
 * result every time.
 */

#include "config.h"

#include <string.h>

#include "ak-model.h"

#define GAME "c D e E f C b D b E d D a F b A c B b C e E b A e F a C b A e F a B b D c E e F"
#define SHALLOW_DEPTH 4
#define DEEPER_DEPTH  10

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

static guint
count_plies (AkGame *game)
{
  guint n = 0;

  for (AkGameNode *node = ak_game_get_root (game);
       node->children != NULL && node->children->len > 0; n++)
    node = g_ptr_array_index (node->children, 0);
  return n + 1;
}

static void
set_options (AkReviewOptions *options,
             guint            depth)
{
  ak_review_options_init (options);
  options->max_time_us = 0;
  options->max_depth = depth;
  options->n_threads = 2;
}

/* Reviews @game to @depth and writes it in. */
static void
review_shallow (AkGame *game)
{
  g_autoptr(AkGameRecord) record = ak_game_dup_record (game);
  g_autoptr(AkReview) review = NULL;
  g_autoptr(AkReviewChange) change = NULL;
  AkReviewOptions options;

  set_options (&options, SHALLOW_DEPTH);
  review = ak_review_new (record, &options);
  g_assert_true (ak_review_run (review, NULL, NULL, NULL, NULL));
  change = ak_review_apply (review, game, NULL);
  g_assert_nonnull (change);
}

static AkReview *
new_deeper (AkGame                *game,
            const AkReviewOptions *options)
{
  g_autoptr(AkGameRecord) record = ak_game_dup_record (game);

  return ak_review_new_deeper (record, options);
}

static AkReview *
run_deeper (AkGame *game,
            guint   depth)
{
  AkReviewOptions options;
  AkReview *review;
  g_autoptr(GError) error = NULL;

  set_options (&options, depth);
  review = new_deeper (game, &options);
  g_assert_true (ak_review_run (review, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  return review;
}

/* The variations at @branch that a review wrote. */
static guint
count_review_lines (AkGameNode *branch)
{
  guint n = 0;

  for (guint v = 1; v < branch->children->len; v++)
    {
      AkGameNode *first = g_ptr_array_index (branch->children, v);

      n += first->comments != NULL &&
           ak_review_is_line_comment (g_ptr_array_index (first->comments, 0));
    }
  return n;
}

static AkGameNode *
find_review_line (AkGameNode *branch)
{
  for (guint v = 1; v < branch->children->len; v++)
    {
      AkGameNode *first = g_ptr_array_index (branch->children, v);

      if (first->comments != NULL &&
          ak_review_is_line_comment (g_ptr_array_index (first->comments, 0)))
        return first;
    }
  return NULL;
}

/* What the mark of @node's move is by the values written before and after
 * it and the default thresholds: what the mover's value fell by, nothing
 * for a forced move. */
static AkReviewMark
mark_by_values (AkGame     *game,
                AkGameNode *node)
{
  static const int thresholds[AK_REVIEW_N_MARKS] = {
    0, AK_REVIEW_INACCURACY_LOSS, AK_REVIEW_MISTAKE_LOSS, AK_REVIEW_BLUNDER_LOSS,
  };
  AkEval was;
  AkEval now;
  AkMoveList list;
  int loss;

  g_assert_true (ak_game_get_eval (game, node->parent, &was));
  g_assert_true (ak_game_get_eval (game, node, &now));
  loss = was.score - now.score;
  if (ak_game_node_get_mover (node) == AK_NORTH)
    loss = -loss;
  if (ak_position_legal_moves (&node->parent->position, ak_game_get_rules (game), &list) < 2)
    return AK_REVIEW_MARK_NONE;
  for (int mark = AK_REVIEW_MARK_BLUNDER; mark > AK_REVIEW_MARK_NONE; mark--)
    if (loss >= thresholds[mark])
      return mark;
  return AK_REVIEW_MARK_NONE;
}

/* The value a search of @ply's position to @depth finds, South's view. */
static int
searched_score (AkGame *game,
                guint   ply,
                guint   depth)
{
  g_autoptr(AkHistory) history = ak_history_new (ak_game_get_rules (game),
                                                 ak_game_get_start (game));
  g_autoptr(AkSearch) search = ak_search_new (16);
  AkSearchLimits limits = { 0, };
  AkSearchResult result;

  for (guint i = 1; i <= ply; i++)
    g_assert_cmpint (ak_history_play (history, main_node (game, i)->move, NULL, NULL), ==,
                     AK_VERDICT_LEGAL);
  limits.max_depth = depth;
  g_assert_true (ak_search_run (search, ak_game_get_rules (game), history, &limits, &result));
  return ak_history_get_position (history)->side == AK_SOUTH ? result.score : -result.score;
}

/* -------------------------------------------------------------------------
 * Only the marked moves
 */

static void
test_marked_only (void)
{
  g_autoptr(AkGame) game = new_game (GAME);
  g_autoptr(AkReview) deeper = NULL;
  g_autoptr(AkReviewChange) change = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree gboolean *target = NULL;
  g_autofree AkReviewMark *marks = NULL;
  g_autoptr(GPtrArray) comments = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *reviewed = NULL;
  g_autofree char *looked = NULL;
  g_autofree char *reverted = NULL;
  guint n_plies;
  guint n_marked = 0;
  guint n_targets = 0;
  guint n_changed = 0;
  guint n_extra_lines = 0;

  review_shallow (game);
  reviewed = game_text (game);
  n_plies = count_plies (game);
  g_assert_cmpuint (n_plies, ==, 41);

  /* The moves marked, and the positions before and after each. */
  target = g_new0 (gboolean, n_plies);
  marks = g_new0 (AkReviewMark, n_plies);
  for (guint ply = 0; ply < n_plies; ply++)
    {
      AkGameNode *node = main_node (game, ply);

      g_ptr_array_add (comments, ak_game_dup_comment (game, node));
      if (ply == 0)
        continue;
      marks[ply] = ak_review_node_get_mark (node);
      if (marks[ply] != AK_REVIEW_MARK_NONE)
        {
          n_marked++;
          target[ply - 1] = target[ply] = TRUE;
        }
    }
  for (guint ply = 0; ply < n_plies; ply++)
    n_targets += target[ply];
  g_test_message ("%u marked moves, %u positions around them", n_marked, n_targets);
  g_assert_cmpuint (n_marked, >=, 3);
  g_assert_cmpuint (n_targets, <, n_plies / 2);

  /* Only those are searched: all of them, as none is that deep yet. */
  {
    AkReviewOptions options;

    set_options (&options, DEEPER_DEPTH);
    deeper = new_deeper (game, &options);
  }
  g_assert_cmpuint (ak_review_get_n_marked (deeper), ==, n_marked);
  g_assert_cmpuint (ak_review_get_n_to_search (deeper), ==, n_targets);
  g_assert_true (ak_review_run (deeper, NULL, NULL, NULL, &error));
  g_assert_no_error (error);

  /* A ? or ?? whose positions before and after were not searched needs
   * them searched too, for its line and the reply, and nothing else. */
  for (guint ply = 0; ply < n_plies; ply++)
    if (!target[ply] &&
        ((ply > 0 && ak_review_get_mark (deeper, ply) >= AK_REVIEW_MARK_MISTAKE) ||
         (ply + 1 < n_plies && ak_review_get_mark (deeper, ply + 1) >= AK_REVIEW_MARK_MISTAKE)))
      n_extra_lines++;
  g_assert_cmpuint (ak_review_get_n_searched (deeper), >=, n_targets);
  g_assert_cmpuint (ak_review_get_n_searched (deeper), <=, n_targets + n_extra_lines);

  change = ak_review_apply (deeper, game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (change);
  looked = game_text (game);
  g_test_message ("%s", looked);

  for (guint ply = 0; ply < n_plies; ply++)
    {
      AkGameNode *node = main_node (game, ply);
      g_autofree char *comment = ak_game_dup_comment (game, node);
      AkEval eval;

      if (!target[ply])
        {
          /* Every other value as it was, byte for byte. */
          g_assert_cmpstr (comment, ==, g_ptr_array_index (comments, ply));
          continue;
        }
      /* Searched again: deeper, and what a search that deep finds. */
      g_assert_true (ak_game_get_eval (game, node, &eval));
      if (ak_eval_get_kind (&eval) == AK_VALUE_ESTIMATE)
        {
          g_assert_cmpuint (eval.depth, >, SHALLOW_DEPTH);
          g_assert_cmpint (eval.score, ==, searched_score (game, ply, DEEPER_DEPTH));
        }
    }

  for (guint ply = 1; ply < n_plies; ply++)
    {
      AkGameNode *node = main_node (game, ply);
      AkReviewMark now = ak_review_node_get_mark (node);

      g_assert_cmpint (ak_review_get_mark (deeper, ply), ==, now);
      if (now != marks[ply])
        n_changed++;
      if (target[ply - 1] || target[ply])
        {
          /* Judged again: the mark follows the values now written, and
           * a marked move has the line of the deeper search, one only. */
          g_assert_cmpint (now, ==, mark_by_values (game, node));
          if (now >= AK_REVIEW_MARK_INACCURACY &&
              ak_review_get_best_move (deeper, ply - 1) != node->move)
            {
              AkGameNode *line = find_review_line (node->parent);

              g_assert_cmpuint (count_review_lines (node->parent), ==, 1);
              g_assert_cmpint (line->move, ==, ak_review_get_best_move (deeper, ply - 1));
            }
          else
            g_assert_cmpuint (count_review_lines (node->parent), ==, 0);
        }
      else
        g_assert_cmpint (now, ==, marks[ply]);
    }
  g_test_message ("%u marks changed", n_changed);
  g_assert_cmpuint (n_changed, >, 0);
  g_assert_cmpuint (ak_review_get_n_marks_changed (deeper), ==, n_changed);

  /* Undo: the file as the first review left it. */
  g_assert_true (ak_review_change_can_revert (change, game));
  ak_review_change_revert (change, game);
  reverted = game_text (game);
  g_assert_cmpstr (reverted, ==, reviewed);
}

/* A person's line and words at a marked move stay, in their place; undo
 * puts the earlier review's line back where it was, before the person's. */
static void
test_person_kept (void)
{
  g_autoptr(AkGame) game = new_game (GAME);
  g_autoptr(AkReview) deeper = NULL;
  g_autoptr(AkReviewChange) change = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *reverted = NULL;
  AkGameNode *branch = NULL;
  AkGameNode *own = NULL;
  AkGameNode *old_line;
  guint ply;
  guint8 move = 0;

  review_shallow (game);

  /* The first ? or ?? with a review's line: a line of the person's there,
   * after the review's, and words of theirs on the move. */
  for (ply = 1; ply < count_plies (game); ply++)
    {
      AkGameNode *node = main_node (game, ply);

      if (ak_review_node_get_mark (node) >= AK_REVIEW_MARK_MISTAKE &&
          find_review_line (node->parent) != NULL)
        {
          branch = node->parent;
          break;
        }
    }
  g_assert_nonnull (branch);
  old_line = find_review_line (branch);
  for (int hole = 0; hole < AK_N_HOLES && own == NULL; hole++)
    {
      AkMoveList list;

      /* A legal move that neither the game nor the review played. */
      ak_position_legal_moves (&branch->position, ak_game_get_rules (game), &list);
      for (guint i = 0; i < list.n_moves; i++)
        if (list.moves[i] == hole && ak_game_node_find_child (branch, hole) == NULL)
          {
            move = (guint8) hole;
            own = ak_game_add_line (game, branch, &move, 1, "my own idea");
            break;
          }
    }
  g_assert_nonnull (own);
  g_assert_true (g_ptr_array_index (branch->children, branch->children->len - 1) == own);
  {
    g_autofree char *comment = ak_game_dup_comment (game, main_node (game, ply));
    g_autofree char *more = g_strconcat (comment, " too greedy", NULL);

    ak_game_set_comment (game, main_node (game, ply), more);
  }
  before = game_text (game);

  deeper = run_deeper (game, DEEPER_DEPTH);
  change = ak_review_apply (deeper, game, NULL);
  after = game_text (game);
  g_test_message ("%s", after);

  /* The person's line, and their words after the new value. */
  g_assert_true (ak_game_node_find_child (branch, move) == own);
  g_assert_cmpstr (((const char *) g_ptr_array_index (own->comments, 0)), ==, "my own idea");
  {
    g_autofree char *comment = ak_game_dup_comment (game, main_node (game, ply));

    g_assert_true (g_str_has_suffix (comment, " too greedy"));
  }
  /* The earlier review's line is gone from the game; a new one, if the
   * move is still a ? or ??, comes after the person's. */
  for (guint v = 0; v < branch->children->len; v++)
    g_assert_true (g_ptr_array_index (branch->children, v) != old_line);
  if (find_review_line (branch) != NULL)
    g_assert_true (g_ptr_array_index (branch->children, branch->children->len - 1) ==
                   find_review_line (branch));

  ak_review_change_revert (change, game);
  reverted = game_text (game);
  g_assert_cmpstr (reverted, ==, before);
  g_assert_true (g_ptr_array_index (branch->children, 1) == old_line);
  g_assert_true (g_ptr_array_index (branch->children, 2) == own);
}

/* A value deeper than the new search finds stays, byte for byte: here a
 * millisecond a position against a value said to be from depth 60. */
static void
test_deeper_value_kept (void)
{
  g_autoptr(AkGame) game = new_game (GAME);
  g_autoptr(AkReview) deeper = NULL;
  g_autoptr(AkReviewChange) change = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *after = NULL;
  AkReviewOptions options;
  AkGameNode *node = NULL;
  AkEval eval;

  review_shallow (game);
  for (guint ply = 1; node == NULL; ply++)
    if (ak_review_node_get_mark (main_node (game, ply)) != AK_REVIEW_MARK_NONE)
      node = main_node (game, ply);
  g_assert_true (ak_game_get_eval (game, node, &eval));
  eval.depth = 60;
  ak_game_set_eval (game, node, &eval);
  kept = ak_game_dup_comment (game, node);

  ak_review_options_init (&options);
  options.max_time_us = 1000;
  options.n_threads = 2;
  deeper = new_deeper (game, &options);
  /* A time leaves no trace: every position around a mark is searched. */
  g_assert_cmpuint (ak_review_get_n_to_search (deeper), >, 0);
  g_assert_true (ak_review_run (deeper, NULL, NULL, NULL, NULL));
  g_assert_cmpuint (ak_review_get_n_searched (deeper), >=, ak_review_get_n_to_search (deeper));
  change = ak_review_apply (deeper, game, NULL);
  after = ak_game_dup_comment (game, node);
  g_assert_cmpstr (after, ==, kept);

  /* At a depth the file already has, nothing is searched for values. */
  {
    g_autoptr(AkReview) again = NULL;

    set_options (&options, SHALLOW_DEPTH);
    again = new_deeper (game, &options);
    g_assert_cmpuint (ak_review_get_n_to_search (again), ==, 0);
  }
}

/* Marks set lower, and no value to search: the marked moves are judged
 * again by them, and no other move is, though some lost as much. */
static void
test_marks_again (void)
{
  g_autoptr(AkGame) game = new_game (GAME);
  g_autoptr(AkReview) deeper = NULL;
  g_autoptr(AkReviewChange) change = NULL;
  g_autofree AkReviewMark *marks = NULL;
  const int low[AK_REVIEW_N_MARKS] = { 0, 100, 200, 300 };
  AkReviewOptions options;
  guint n_plies;
  guint n_kept_unmarked = 0;
  guint n_changed = 0;

  review_shallow (game);
  n_plies = count_plies (game);
  marks = g_new0 (AkReviewMark, n_plies);
  for (guint ply = 1; ply < n_plies; ply++)
    marks[ply] = ak_review_node_get_mark (main_node (game, ply));

  set_options (&options, SHALLOW_DEPTH);
  memcpy (options.thresholds, low, sizeof low);
  deeper = new_deeper (game, &options);
  g_assert_cmpuint (ak_review_get_n_to_search (deeper), ==, 0);
  g_assert_true (ak_review_run (deeper, NULL, NULL, NULL, NULL));
  change = ak_review_apply (deeper, game, NULL);

  for (guint ply = 1; ply < n_plies; ply++)
    {
      AkGameNode *node = main_node (game, ply);
      AkEval was;
      AkEval now;
      AkMoveList list;
      AkReviewMark expected = AK_REVIEW_MARK_NONE;
      int loss;

      g_assert_true (ak_game_get_eval (game, node->parent, &was));
      g_assert_true (ak_game_get_eval (game, node, &now));
      loss = was.score - now.score;
      if (ak_game_node_get_mover (node) == AK_NORTH)
        loss = -loss;
      if (ak_position_legal_moves (&node->parent->position, ak_game_get_rules (game), &list) > 1)
        for (int mark = AK_REVIEW_MARK_BLUNDER; mark > AK_REVIEW_MARK_NONE; mark--)
          if (loss >= low[mark])
            {
              expected = mark;
              break;
            }
      if (marks[ply] == AK_REVIEW_MARK_NONE)
        {
          /* Not looked at: no mark, whatever it lost. */
          g_assert_cmpint (ak_review_node_get_mark (node), ==, AK_REVIEW_MARK_NONE);
          n_kept_unmarked += expected != AK_REVIEW_MARK_NONE;
          continue;
        }
      g_assert_cmpint (ak_review_node_get_mark (node), ==, expected);
      n_changed += expected != marks[ply];
    }
  g_test_message ("%u marks changed; %u unmarked moves lost a seed or more", n_changed,
                  n_kept_unmarked);
  g_assert_cmpuint (n_changed, >, 0);
  g_assert_cmpuint (n_kept_unmarked, >, 0);
  g_assert_cmpuint (ak_review_get_n_marks_changed (deeper), ==, n_changed);
}

/* Looked at again as deep: no value searched, and the same file. */
static void
test_again_same (void)
{
  g_autoptr(AkGame) game = new_game (GAME);
  g_autoptr(AkReview) first = NULL;
  g_autoptr(AkReview) second = NULL;
  g_autoptr(AkReviewChange) change = NULL;
  g_autoptr(AkReviewChange) change2 = NULL;
  g_autofree char *once = NULL;
  g_autofree char *twice = NULL;

  review_shallow (game);
  first = run_deeper (game, DEEPER_DEPTH);
  change = ak_review_apply (first, game, NULL);
  once = game_text (game);

  second = run_deeper (game, DEEPER_DEPTH);
  g_assert_cmpuint (ak_review_get_n_to_search (second), ==, 0);
  g_assert_cmpuint (ak_review_get_n_marks_changed (second), ==, 0);
  change2 = ak_review_apply (second, game, NULL);
  twice = game_text (game);
  g_assert_cmpstr (twice, ==, once);
}

/* A game with no mark: nothing to look at, nothing written. */
static void
test_nothing_marked (void)
{
  g_autoptr(AkGame) game = new_game ("f F a");
  g_autofree char *before = game_text (game);
  g_autofree char *after = NULL;
  g_autoptr(AkReview) deeper = NULL;
  g_autoptr(AkReviewChange) change = NULL;

  deeper = run_deeper (game, DEEPER_DEPTH);
  g_assert_cmpuint (ak_review_get_n_marked (deeper), ==, 0);
  g_assert_cmpuint (ak_review_get_n_searched (deeper), ==, 0);
  change = ak_review_apply (deeper, game, NULL);
  after = game_text (game);
  g_assert_cmpstr (after, ==, before);
}

typedef struct
{
  gboolean finished;
  gboolean ok;
  guint    last_total;
} AsyncRun;

static void
async_progress_cb (guint    done,
                   guint    total,
                   gpointer data)
{
  AsyncRun *run = data;

  run->last_total = total;
}

static void
async_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  AsyncRun *run = data;

  run->ok = ak_review_run_all_finish (result, NULL);
  run->finished = TRUE;
}

/* Several games looked at as one job, as a match is: each ends as it
 * would alone. */
static void
test_run_all (void)
{
  static const char * const moves[] = { GAME, "f F a A b B e C f E" };
  g_autoptr(GPtrArray) reviews = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_review_free);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  AsyncRun run = { 0, };
  guint n_to_search = 0;

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      AkGame *game = new_game (moves[i]);
      AkReviewOptions options;
      AkReview *review;

      review_shallow (game);
      set_options (&options, DEEPER_DEPTH);
      review = new_deeper (game, &options);
      n_to_search += ak_review_get_n_to_search (review);
      g_ptr_array_add (games, game);
      g_ptr_array_add (reviews, review);
    }
  ak_review_run_all_async (reviews, NULL, async_progress_cb, &run, async_done_cb, &run);
  while (!run.finished)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (run.ok);
  g_assert_cmpuint (run.last_total, >=, n_to_search);

  for (guint i = 0; i < games->len; i++)
    {
      AkGame *game = g_ptr_array_index (games, i);
      g_autoptr(AkGame) alone = new_game (moves[i]);
      g_autoptr(AkReview) alone_review = NULL;
      g_autoptr(AkReviewChange) change = NULL;
      g_autoptr(AkReviewChange) alone_change = NULL;
      g_autofree char *text = NULL;
      g_autofree char *alone_text = NULL;

      review_shallow (alone);
      alone_review = run_deeper (alone, DEEPER_DEPTH);
      change = ak_review_apply (g_ptr_array_index (reviews, i), game, NULL);
      alone_change = ak_review_apply (alone_review, alone, NULL);
      text = game_text (game);
      alone_text = game_text (alone);
      g_assert_cmpstr (text, ==, alone_text);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/model/review-deeper/marked-only", test_marked_only);
  g_test_add_func ("/ak/model/review-deeper/person-kept", test_person_kept);
  g_test_add_func ("/ak/model/review-deeper/deeper-value-kept", test_deeper_value_kept);
  g_test_add_func ("/ak/model/review-deeper/marks-again", test_marks_again);
  g_test_add_func ("/ak/model/review-deeper/again-same", test_again_same);
  g_test_add_func ("/ak/model/review-deeper/nothing-marked", test_nothing_marked);
  g_test_add_func ("/ak/model/review-deeper/run-all", test_run_all);

  return g_test_run ();
}
