/* test-practice-cards.c — practice cards from a reviewed game: only the
 * chosen player's marked moves, ?! only when asked, checked and added to
 * the deck once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game is test-review.c's: North's 4th move, A, lets South's b relay
 * into a casa at F, which the review marks ??.  It is reviewed here with
 * the `?!` threshold lowered to half a seed, so that both players have
 * moves marked `?!` as well as worse.
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ak-practice-cards.h"
#include "ak-review-moves.h"

#define GAME        "f F a A b B e C f E"
#define BLUNDER_PLY 4
#define REVIEW_DEPTH 8
#define CHECK_DEPTH  8
/* 2026-01-01 12:00:00 UTC. */
#define T0 G_GINT64_CONSTANT (1767268800)

static AkGame *
reviewed_game (void)
{
  g_auto(GStrv) tokens = g_strsplit (GAME, " ", -1);
  g_autoptr(AkGameRecord) record = NULL;
  g_autoptr(AkReview) review = NULL;
  g_autoptr(AkReviewChange) change = NULL;
  g_autoptr(GError) error = NULL;
  AkReviewOptions options;
  AkRules rules;
  AkPosition start;
  AkGame *game;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);
  for (guint i = 0; tokens[i] != NULL; i++)
    g_assert_cmpint (ak_game_play (game, ak_hole_from_char (tokens[i][0]), NULL), ==,
                     AK_VERDICT_LEGAL);
  ak_game_set_tag (game, "Date", "2026.03.01");
  ak_game_set_south_name (game, "Ama");
  ak_game_set_north_name (game, "Kofi");

  record = ak_game_dup_record (game);
  ak_review_options_init (&options);
  options.max_time_us = 0;
  options.max_depth = REVIEW_DEPTH;
  options.n_threads = 1;
  options.thresholds[AK_REVIEW_MARK_INACCURACY] = AK_SCORE_SEED / 2;
  review = ak_review_new (record, &options);
  g_assert_true (ak_review_run (review, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  change = ak_review_apply (review, game, &error);
  g_assert_no_error (error);
  return game;
}

/* The moves of @side marked @least or worse, as the review left them. */
static GArray *
marked_moves (AkGame       *game,
              AkSide        side,
              AkReviewMark  least)
{
  g_autoptr(GArray) moves = ak_review_moves_collect (game);
  GArray *marked = g_array_new (FALSE, FALSE, sizeof (AkReviewedMove));

  for (guint i = 0; i < moves->len; i++)
    {
      const AkReviewedMove *move = &g_array_index (moves, AkReviewedMove, i);

      if (move->side == side && move->mark >= least)
        g_array_append_vals (marked, move, 1);
    }
  return marked;
}

static guint
board_total (const AkPosition *pos)
{
  guint total = pos->stores[0] + pos->stores[1] + pos->banks[0] + pos->banks[1];

  for (guint i = 0; i < AK_N_HOLES; i++)
    total += pos->holes[i];
  return total;
}

/* The cards are the marked moves of @side, in order, each filled in from
 * its game. */
static void
assert_cards (AkGame       *game,
              GPtrArray    *cards,
              AkSide        side,
              AkReviewMark  least)
{
  g_autoptr(GArray) marked = marked_moves (game, side, least);

  g_assert_cmpuint (cards->len, ==, marked->len);
  for (guint i = 0; i < cards->len; i++)
    {
      const AkPracticeCard *card = g_ptr_array_index (cards, i);
      const AkReviewedMove *move = &g_array_index (marked, AkReviewedMove, i);
      g_autofree char *before = ak_position_to_string (&move->node->parent->position);
      g_autofree char *played = g_strdup_printf ("%c", ak_hole_to_char (move->node->move));
      AkPosition pos;

      g_assert_cmpint (card->variant, ==, AK_VARIANT_ADJI_KUI_2);
      g_assert_cmpstr (card->position, ==, before);
      g_assert_true (ak_position_parse (&pos, card->position, NULL));
      g_assert_cmpuint (board_total (&pos), ==, AK_N_SEEDS);
      g_assert_cmpint (card->side_to_move, ==, side);
      g_assert_cmpint (pos.side, ==, side);
      g_assert_cmpint (card->player_side, ==, side);
      g_assert_cmpstr (card->rules, ==, "");
      g_assert_cmpstr (card->move_played, ==, played);
      g_assert_cmpstr (card->source_file, ==, "/games/ama-kofi.akn");
      g_assert_cmpstr (card->source_date, ==, "2026.03.01");
      g_assert_cmpstr (card->source_players, ==, "Ama – Kofi");
      g_assert_cmpuint (card->source_ply, ==, move->ply);
      g_assert_cmpint (card->created, >, 0);
      g_assert_cmpuint (card->best_moves->len, ==, 0);
    }
}

static void
test_collect (void)
{
  g_autoptr(AkGame) game = reviewed_game ();
  g_autoptr(GPtrArray) north = NULL;
  g_autoptr(GPtrArray) north_all = NULL;
  g_autoptr(GPtrArray) south = NULL;
  g_autoptr(GPtrArray) south_all = NULL;
  gboolean blunder = FALSE;

  north = ak_practice_cards_collect (game, AK_NORTH, AK_REVIEW_MARK_MISTAKE, "/games/ama-kofi.akn");
  north_all = ak_practice_cards_collect (game, AK_NORTH, AK_REVIEW_MARK_INACCURACY,
                                         "/games/ama-kofi.akn");
  south = ak_practice_cards_collect (game, AK_SOUTH, AK_REVIEW_MARK_MISTAKE, "/games/ama-kofi.akn");
  south_all = ak_practice_cards_collect (game, AK_SOUTH, AK_REVIEW_MARK_INACCURACY,
                                         "/games/ama-kofi.akn");
  assert_cards (game, north, AK_NORTH, AK_REVIEW_MARK_MISTAKE);
  assert_cards (game, north_all, AK_NORTH, AK_REVIEW_MARK_INACCURACY);
  assert_cards (game, south, AK_SOUTH, AK_REVIEW_MARK_MISTAKE);
  assert_cards (game, south_all, AK_SOUTH, AK_REVIEW_MARK_INACCURACY);
  g_test_message ("North: %u ? or worse, %u with ?!; South: %u, %u", north->len,
                  north_all->len, south->len, south_all->len);

  /* North's blunder is one of its cards. */
  for (guint i = 0; i < north->len; i++)
    blunder |= ((AkPracticeCard *) g_ptr_array_index (north, i))->source_ply == BLUNDER_PLY;
  g_assert_true (blunder);
  /* ?! only when asked: the review marked some (its threshold at half a
   * seed), and they come only with AK_REVIEW_MARK_INACCURACY. */
  g_assert_cmpuint (north_all->len + south_all->len, >, north->len + south->len);
}

/* A game nobody reviewed gives no card; nor does one without a name. */
static void
test_collect_unreviewed (void)
{
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(AkGame) game = NULL;
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('f'), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('F'), NULL), ==, AK_VERDICT_LEGAL);
  cards = ak_practice_cards_collect (game, AK_SOUTH, AK_REVIEW_MARK_INACCURACY, NULL);
  g_assert_cmpuint (cards->len, ==, 0);
}

/* The rules a card keeps are those of play: a match's options, which
 * change nothing in a position, are left out.  The marks and values are
 * written by hand here, as a file reviewed elsewhere would have them. */
static void
test_collect_rules (void)
{
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(AkGame) game = NULL;
  AkGameNode *node;
  AkRules rules;
  AkPosition start;
  AkEval eval = { 0, FALSE, 6, AK_VALUE_ESTIMATE, 0, 0 };

  ak_rules_init (&rules);
  rules.skip_origin = TRUE;
  rules.next_starter = AK_NEXT_STARTER_LOSER;
  rules.remainder = AK_REMAINDER_ROUND;
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('f'), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('F'), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('a'), NULL), ==, AK_VERDICT_LEGAL);
  node = ak_game_get_root (game);
  for (guint ply = 0; ply <= 3; ply++)
    {
      /* South's value: North's F (ply 2) loses 5 seeds. */
      eval.score = ply >= 2 ? 500 : 0;
      ak_game_set_eval (game, node, &eval);
      if (ply == 2)
        ak_game_set_suffix (game, node, "?");
      if (ply < 3)
        node = g_ptr_array_index (node->children, 0);
    }

  cards = ak_practice_cards_collect (game, AK_NORTH, AK_REVIEW_MARK_MISTAKE, NULL);
  g_assert_cmpuint (cards->len, ==, 1);
  {
    const AkPracticeCard *card = g_ptr_array_index (cards, 0);
    AkRules read;

    g_assert_cmpstr (card->rules, ==, "skip-origin=yes");
    g_assert_cmpstr (card->move_played, ==, "F");
    g_assert_cmpuint (card->source_ply, ==, 2);
    g_assert_null (card->source_file);
    g_assert_null (card->source_date);
    g_assert_null (card->source_players);
    g_assert_true (ak_rules_parse (&read, card->rules, NULL));
    g_assert_true (read.skip_origin);
  }
  g_clear_pointer (&cards, g_ptr_array_unref);
  /* South made no mistake. */
  cards = ak_practice_cards_collect (game, AK_SOUTH, AK_REVIEW_MARK_INACCURACY, NULL);
  g_assert_cmpuint (cards->len, ==, 0);
}

/* A game that ends by repetition (test-history.c's): the same position
 * comes back with the same side to move, and a mistake made from it
 * twice is one card, the first. */
static const char repetition_game[] =
  "a B f F a E b A c F e A a A f C d B e E b A c B a C c B f F e E b B f C b B c D f "
  "F d E c B e E b A e B a E b A a B e";

static void
test_collect_repeated (void)
{
  g_auto(GStrv) words = g_strsplit (repetition_game, " ", -1);
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(AkGame) game = NULL;
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  AkEval eval = { 0, FALSE, 6, AK_VALUE_ESTIMATE, 0, 0 };
  AkGameNode *first = NULL, *second = NULL;
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);
  for (guint i = 0; words[i] != NULL; i++)
    g_assert_cmpint (ak_game_play (game, ak_hole_from_char (words[i][0]), NULL), ==,
                     AK_VERDICT_LEGAL);
  g_assert_true (ak_game_get_is_over (game));

  /* A value everywhere, as a review leaves them. */
  for (AkGameNode *node = ak_game_get_root (game); ; node = g_ptr_array_index (node->children, 0))
    {
      ak_game_set_eval (game, node, &eval);
      if (node->parent != NULL)
        g_ptr_array_add (nodes, node);
      if (node->children == NULL || node->children->len == 0)
        break;
    }
  /* The first two moves played from the same position. */
  for (guint i = 0; i < nodes->len && first == NULL; i++)
    for (guint j = i + 1; j < nodes->len && first == NULL; j++)
      {
        AkGameNode *a = g_ptr_array_index (nodes, i);
        AkGameNode *b = g_ptr_array_index (nodes, j);

        if (ak_position_equal (&a->parent->position, &b->parent->position))
          {
            first = a;
            second = b;
          }
      }
  g_assert_nonnull (first);
  ak_game_set_suffix (game, first, "?");
  ak_game_set_suffix (game, second, "??");

  cards = ak_practice_cards_collect (game, (AkSide) first->parent->position.side,
                                     AK_REVIEW_MARK_MISTAKE, NULL);
  g_assert_cmpuint (cards->len, ==, 1);
  g_assert_cmpuint (((AkPracticeCard *) g_ptr_array_index (cards, 0))->source_ply, ==,
                    first->ply);
}

/* -------------------------------------------------------------------------
 * Into the deck
 */

typedef struct
{
  char *dir;
  char *path;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("practice-cards-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "practice.sqlite", NULL);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (f->dir, name, NULL);

      g_unlink (child);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

static guint
count_cards (AkPracticeDeck *deck)
{
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GError) error = NULL;
  AkPracticeDeckStats stats;

  g_assert_true (ak_practice_deck_get_stats (deck, T0, utc, &stats, &error));
  g_assert_no_error (error);
  return stats.n_cards;
}

static void
test_add_to_deck (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(AkGame) game = reviewed_game ();
  g_autoptr(AkPracticeDeck) deck = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autoptr(GPtrArray) due = NULL;
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GError) error = NULL;
  AkPracticeCheckOptions options = { CHECK_DEPTH, 0, NULL };
  guint n_new;

  deck = ak_practice_deck_open (f->path, &error);
  g_assert_no_error (error);
  cards = ak_practice_cards_collect (game, AK_NORTH, AK_REVIEW_MARK_INACCURACY, "ama-kofi.akn");
  g_assert_cmpuint (cards->len, >, 0);

  n_new = ak_practice_cards_add_to_deck (deck, cards, &options, T0, NULL, &error);
  g_assert_no_error (error);
  g_test_message ("%u of %u cards added", n_new, cards->len);
  g_assert_cmpuint (n_new, >, 0);
  g_assert_cmpuint (n_new, <=, cards->len);
  g_assert_cmpuint (count_cards (deck), ==, n_new);

  /* Each card is filled from its check: the right moves, best first, and
   * the move played, which is not one of them. */
  due = ak_practice_deck_list_due (deck, T0, utc, 100, 100, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (due->len, ==, n_new);
  for (guint i = 0; i < due->len; i++)
    {
      const AkPracticeCard *card = g_ptr_array_index (due, i);
      g_autoptr(AkPracticeCheck) check = ak_practice_check_new_sync (card, &options, NULL, &error);
      int played;

      g_assert_no_error (error);
      g_assert_cmpint (card->player_side, ==, AK_NORTH);
      g_assert_cmpuint (card->best_moves->len, >, 0);
      g_assert_true (ak_practice_move_from_string (card->move_played, &played));
      g_assert_false (ak_practice_check_find (check, played)->right);
      g_assert_cmpint (card->played_score, ==, ak_practice_check_find (check, played)->score);
      for (guint j = 0; j < card->best_moves->len; j++)
        {
          const AkPracticeBestMove *best = &g_array_index (card->best_moves, AkPracticeBestMove, j);
          const AkPracticeAnswer *answer;
          int move;

          g_assert_true (ak_practice_move_from_string (best->move, &move));
          answer = ak_practice_check_find (check, move);
          g_assert_nonnull (answer);
          g_assert_true (answer->right);
          g_assert_cmpint (answer->score, ==, best->score);
          g_assert_cmpint (answer->score, >, card->played_score);
        }
      /* Every right move is there. */
      for (guint j = 0; j < ak_practice_check_get_n_answers (check); j++)
        if (ak_practice_check_get_answer (check, j)->right)
          g_assert_cmpuint (j, <, card->best_moves->len);
    }

  /* The same game again: nothing new. */
  again = ak_practice_cards_collect (game, AK_NORTH, AK_REVIEW_MARK_INACCURACY, "ama-kofi.akn");
  n_new = ak_practice_cards_add_to_deck (deck, again, &options, T0 + 60, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_new, ==, 0);
  g_assert_cmpuint (count_cards (deck), ==, due->len);
}

/* A card whose move played is not a move of its position is refused,
 * and one whose position is bad says so: nothing is added. */
static void
test_add_bad (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(AkGame) game = reviewed_game ();
  g_autoptr(AkPracticeDeck) deck = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GError) error = NULL;
  AkPracticeCheckOptions options = { 4, 0, NULL };
  AkPracticeCard *card;

  deck = ak_practice_deck_open (f->path, &error);
  g_assert_no_error (error);
  cards = ak_practice_cards_collect (game, AK_NORTH, AK_REVIEW_MARK_MISTAKE, NULL);
  g_assert_cmpuint (cards->len, >, 0);
  card = g_ptr_array_index (cards, 0);
  g_free (card->move_played);
  card->move_played = g_strdup ("a");  /* South's hole */
  g_assert_cmpuint (ak_practice_cards_add_to_deck (deck, cards, &options, T0, NULL, &error), ==, 0);
  g_assert_error (error, AK_PRACTICE_CHECK_ERROR, AK_PRACTICE_CHECK_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "“a”"));
  g_clear_error (&error);

  g_free (card->position);
  card->position = g_strdup ("not a position");
  g_assert_cmpuint (ak_practice_cards_add_to_deck (deck, cards, &options, T0, NULL, &error), ==, 0);
  g_assert_error (error, AK_PRACTICE_CHECK_ERROR, AK_PRACTICE_CHECK_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "position"));
  g_assert_cmpuint (count_cards (deck), ==, 0);
}

typedef struct
{
  GMainLoop *loop;
  guint      n_new;
  GError    *error;
} Wait;

static void
added_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  Wait *wait = user_data;

  wait->n_new = ak_practice_cards_add_to_deck_finish (result, &wait->error);
  g_main_loop_quit (wait->loop);
}

static void
test_add_async (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(AkGame) game = reviewed_game ();
  g_autoptr(AkPracticeDeck) deck = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  AkPracticeCheckOptions options = { CHECK_DEPTH, 0, NULL };
  Wait wait = { g_main_loop_new (NULL, FALSE), 0, NULL };

  deck = ak_practice_deck_open (f->path, &error);
  g_assert_no_error (error);
  cards = ak_practice_cards_collect (game, AK_NORTH, AK_REVIEW_MARK_MISTAKE, NULL);

  /* Cancelled: nothing added. */
  g_cancellable_cancel (cancellable);
  ak_practice_cards_add_to_deck_async (deck, cards, &options, T0, cancellable, added_cb, &wait);
  g_main_loop_run (wait.loop);
  g_assert_error (wait.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&wait.error);
  g_assert_cmpuint (count_cards (deck), ==, 0);

  ak_practice_cards_add_to_deck_async (deck, cards, &options, T0, NULL, added_cb, &wait);
  g_main_loop_run (wait.loop);
  g_assert_no_error (wait.error);
  g_assert_cmpuint (wait.n_new, >, 0);
  g_assert_cmpuint (count_cards (deck), ==, wait.n_new);
  g_main_loop_unref (wait.loop);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/model/practice-cards/collect", test_collect);
  g_test_add_func ("/ak/model/practice-cards/collect-unreviewed", test_collect_unreviewed);
  g_test_add_func ("/ak/model/practice-cards/collect-rules", test_collect_rules);
  g_test_add_func ("/ak/model/practice-cards/collect-repeated", test_collect_repeated);
  g_test_add ("/ak/model/practice-cards/add-to-deck", Fixture, NULL,
              fixture_set_up, test_add_to_deck, fixture_tear_down);
  g_test_add ("/ak/model/practice-cards/add-bad", Fixture, NULL,
              fixture_set_up, test_add_bad, fixture_tear_down);
  g_test_add ("/ak/model/practice-cards/add-async", Fixture, NULL,
              fixture_set_up, test_add_async, fixture_tear_down);
  return g_test_run ();
}
