/* test-review-moves.c — what a reviewed game's main line says of each
 * move, read from the game alone: the losses, the marks, the review's
 * words beside a mistake, and the way from one mistake to the next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The file is tests/data/reviewed.akn, a game reviewed at depth 8: its
 * values are in the file, so every loss below can be worked out by hand
 * from two `[%eval]`s.
 */

#include "config.h"

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
  g_assert_nonnull (games);
  return ak_game_new_from_record (g_ptr_array_index (games, 0));
}

static const AkReviewedMove *
move_at (GArray *moves,
         guint   ply)
{
  for (guint i = 0; i < moves->len; i++)
    if (g_array_index (moves, AkReviewedMove, i).ply == ply)
      return &g_array_index (moves, AkReviewedMove, i);
  return NULL;
}

static void
test_losses (void)
{
  g_autoptr(AkGame) game = load_reviewed ();
  g_autoptr(GArray) moves = ak_review_moves_collect (game);
  const AkReviewedMove *move;
  guint total = 0;

  /* Every move of the main line has a value before and after it. */
  for (AkGameNode *node = ak_game_get_root (game); node->children != NULL &&
       node->children->len > 0; node = g_ptr_array_index (node->children, 0))
    total++;
  g_assert_cmpuint (moves->len, ==, total);

  /* 1... D? from −3.16 to +3.81: North lost 6.97 seeds. */
  move = move_at (moves, 2);
  g_assert_nonnull (move);
  g_assert_cmpint (move->side, ==, AK_NORTH);
  g_assert_cmpint (move->loss, ==, 697);
  g_assert_cmpint (move->mark, ==, AK_REVIEW_MARK_MISTAKE);
  g_assert_cmpuint (move->seeds_on_board, ==, 48);
  g_assert_false (move->proved);

  /* 1. e from −1.42 to −3.16: South lost 1.74 seeds, not marked. */
  move = move_at (moves, 1);
  g_assert_cmpint (move->side, ==, AK_SOUTH);
  g_assert_cmpint (move->loss, ==, 174);
  g_assert_cmpint (move->mark, ==, AK_REVIEW_MARK_NONE);

  /* 2. ax4 from +3.81 to +4.15 seems to gain: it loses nothing. */
  move = move_at (moves, 3);
  g_assert_cmpint (move->loss, ==, 0);
  /* and it took a casa: four seeds fewer on the board after it. */
  g_assert_cmpuint (move_at (moves, 4)->seeds_on_board, ==, 44);

  /* 5. f? from +4.96 to −1.57: 6.53 seeds. */
  move = move_at (moves, 9);
  g_assert_cmpint (move->side, ==, AK_SOUTH);
  g_assert_cmpint (move->loss, ==, 653);
  g_assert_cmpint (move->mark, ==, AK_REVIEW_MARK_MISTAKE);
}

static void
test_key_moments (void)
{
  g_autoptr(AkGame) game = load_reviewed ();
  g_autoptr(GArray) moves = ak_review_moves_collect (game);
  g_autoptr(GArray) three = ak_review_moves_key_moments (moves, 3, 2 * AK_SCORE_SEED);
  g_autoptr(GArray) none = ak_review_moves_key_moments (moves, 3, 100 * AK_SCORE_SEED);
  g_autoptr(GArray) all = ak_review_moves_key_moments (moves, G_MAXUINT, 2 * AK_SCORE_SEED);
  int smallest = G_MAXINT;

  /* The two mistakes (6.97 and 6.53 seeds) and the next largest loss. */
  g_assert_cmpuint (three->len, ==, 3);
  g_assert_cmpuint (g_array_index (three, AkReviewedMove, 0).ply, ==, 2);
  g_assert_cmpuint (g_array_index (three, AkReviewedMove, 1).ply, ==, 9);
  g_assert_cmpuint (g_array_index (three, AkReviewedMove, 1).ply, <,
                    g_array_index (three, AkReviewedMove, 2).ply);
  for (guint i = 0; i < three->len; i++)
    smallest = MIN (smallest, g_array_index (three, AkReviewedMove, i).loss);
  /* No move left out lost more than the least of those kept. */
  for (guint i = 0; i < all->len; i++)
    {
      const AkReviewedMove *move = &g_array_index (all, AkReviewedMove, i);
      gboolean kept = FALSE;

      g_assert_cmpint (move->loss, >=, 2 * AK_SCORE_SEED);
      for (guint j = 0; j < three->len; j++)
        kept |= g_array_index (three, AkReviewedMove, j).ply == move->ply;
      if (!kept)
        g_assert_cmpint (move->loss, <=, smallest);
    }
  g_assert_cmpuint (all->len, >, three->len);
  g_assert_cmpuint (none->len, ==, 0);
}

static void
test_no_values (void)
{
  g_autoptr(AkGame) game = NULL;
  g_autoptr(GArray) moves = NULL;
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('e'), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('D'), NULL), ==, AK_VERDICT_LEGAL);
  moves = ak_review_moves_collect (game);
  g_assert_cmpuint (moves->len, ==, 0);
  g_assert_null (ak_review_find_marked (game, ak_game_get_root (game), TRUE, AK_SIDE_NONE,
                                        AK_REVIEW_MARK_INACCURACY));
}

static void
test_explanation (void)
{
  g_autoptr(AkGame) game = load_reviewed ();
  g_autoptr(GArray) moves = ak_review_moves_collect (game);
  g_autofree char *first = ak_review_dup_explanation (move_at (moves, 2)->node);
  g_autofree char *second = ak_review_dup_explanation (move_at (moves, 9)->node);
  g_autofree char *none = ak_review_dup_explanation (move_at (moves, 3)->node);
  g_autofree char *root = ak_review_dup_explanation (ak_game_get_root (game));

  g_assert_cmpstr (first, ==, "Best was F: 3-lap relay into casa at e, 6.97 seeds better");
  g_assert_cmpstr (second, ==, "Best was b: casa at C, 6.53 seeds better");
  g_assert_null (none);
  g_assert_null (root);

  /* A comment a person wrote on a variation is not the review's. */
  {
    AkGameNode *parent = move_at (moves, 3)->node->parent;
    guint8 line[] = { (guint8) ak_hole_from_char ('b') };
    AkGameNode *added = ak_game_add_line (game, parent, line, 1, "Bestial, this one");
    g_autofree char *still_none = NULL;

    g_assert_nonnull (added);
    still_none = ak_review_dup_explanation (move_at (moves, 3)->node);
    g_assert_null (still_none);
  }

  g_assert_true (ak_review_is_line_comment ("Best was b: casa at C, 6.53 seeds better"));
  g_assert_false (ak_review_is_line_comment ("Best wasn't this"));
  g_assert_false (ak_review_is_line_comment ("Best"));
}

static void
test_find_marked (void)
{
  g_autoptr(AkGame) game = load_reviewed ();
  AkGameNode *root = ak_game_get_root (game);
  AkGameNode *node;

  /* The mistakes (? and worse) forward: 1... D? then 5. f?. */
  node = ak_review_find_marked (game, root, TRUE, AK_SIDE_NONE, AK_REVIEW_MARK_MISTAKE);
  g_assert_nonnull (node);
  g_assert_cmpuint (node->ply, ==, 2);
  node = ak_review_find_marked (game, node, TRUE, AK_SIDE_NONE, AK_REVIEW_MARK_MISTAKE);
  g_assert_nonnull (node);
  g_assert_cmpuint (node->ply, ==, 9);
  /* and back again, from there */
  node = ak_review_find_marked (game, node, FALSE, AK_SIDE_NONE, AK_REVIEW_MARK_MISTAKE);
  g_assert_cmpuint (node->ply, ==, 2);
  g_assert_null (ak_review_find_marked (game, node, FALSE, AK_SIDE_NONE,
                                        AK_REVIEW_MARK_MISTAKE));

  /* Only South's: 5. f? first; then an inaccuracy, 8. c?! */
  node = ak_review_find_marked (game, root, TRUE, AK_SOUTH, AK_REVIEW_MARK_MISTAKE);
  g_assert_cmpuint (node->ply, ==, 9);
  node = ak_review_find_marked (game, node, TRUE, AK_SOUTH, AK_REVIEW_MARK_INACCURACY);
  g_assert_cmpuint (node->ply, ==, 15);
  g_assert_cmpstr (node->suffix, ==, "?!");

  /* From inside the best line at 1... D?, the search starts at its
   * branch point: the next mistake is 1... D? itself. */
  {
    AkGameNode *start = g_ptr_array_index (root->children, 0);
    AkGameNode *variation = g_ptr_array_index (start->children, 1);
    AkGameNode *deep = g_ptr_array_index (variation->children, 0);

    g_assert_false (ak_game_is_on_main_line (game, deep));
    node = ak_review_find_marked (game, deep, TRUE, AK_SIDE_NONE, AK_REVIEW_MARK_MISTAKE);
    g_assert_cmpuint (node->ply, ==, 2);
    g_assert_true (ak_game_is_on_main_line (game, node));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/review-moves/losses", test_losses);
  g_test_add_func ("/review-moves/key-moments", test_key_moments);
  g_test_add_func ("/review-moves/no-values", test_no_values);
  g_test_add_func ("/review-moves/explanation", test_explanation);
  g_test_add_func ("/review-moves/find-marked", test_find_marked);
  return g_test_run ();
}
