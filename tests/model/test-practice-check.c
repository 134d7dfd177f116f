/* test-practice-check.c — the engine's verdict on a practice card's
 * answers: equivalent moves all right, a worse move wrong with its
 * refutation and words, exact values with the endgame tables, a game's
 * history, bad cards, cancelling
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The positions are Adji Kui II endings, worked out by hand and checked
 * with `adji-kui-cli analyse --all`:
 *
 *  EQUAL   2,0,0,0,3,2/0,3,2,0,0,0 S 18-18.  e (3 seeds: f A B) and f
 *          (2 seeds: A B) both end on B's 3 and take it as a casa; either
 *          way the board is left with f or e 3, A 1, C 2, 6 seeds, and the
 *          game ends 3–3 on the board: both are worth +6, proved.  a
 *          leaves the casa for later and the game goes on.
 *  TABLES  2,0,0,0,3,2/0,3,0,0,0,0 S 19-19, ten seeds.  e and f end the
 *          game at once (+8); after a the game goes on, and only the
 *          tables of ten seeds prove what it is worth.
 */

#include "config.h"

#include <string.h>

#include "ak-practice-check.h"

#define EQUAL_POSITION  "2,0,0,0,3,2/0,3,2,0,0,0 S 18-18"
#define TABLES_POSITION "2,0,0,0,3,2/0,3,0,0,0,0 S 19-19"
#define TABLES_TOP      10
#define DEPTH           8
#define START_POSITION  "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0"

static AkPracticeCard *
new_card (const char *position)
{
  AkPracticeCard *card = ak_practice_card_new ();
  AkPosition pos;

  card->variant = AK_VARIANT_ADJI_KUI_2;
  card->position = g_strdup (position);
  g_assert_true (ak_position_parse (&pos, position, NULL));
  card->side_to_move = (AkSide) pos.side;
  card->player_side = (AkSide) pos.side;
  card->move_played = g_strdup ("a");
  return card;
}

static AkPracticeCheck *
check_card (const AkPracticeCard *card,
            guint                 depth,
            AkTables             *tables)
{
  AkPracticeCheckOptions options = { depth, 0, tables };
  g_autoptr(GError) error = NULL;
  AkPracticeCheck *check;

  check = ak_practice_check_new_sync (card, &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (check);
  return check;
}

/* The values of every move, by a search of the test's own. */
static void
search_all (const char     *position,
            guint           depth,
            AkSearchResult *result)
{
  g_autoptr(AkSearch) search = ak_search_new (16);
  g_autoptr(AkHistory) history = NULL;
  AkSearchLimits limits = { 0, };
  AkPosition pos;
  AkRules rules;

  ak_rules_init (&rules);
  g_assert_true (ak_position_parse (&pos, position, NULL));
  history = ak_history_new (&rules, &pos);
  limits.max_depth = depth;
  limits.all_moves = TRUE;
  limits.n_threads = 1;
  g_assert_true (ak_search_run (search, &rules, history, &limits, result));
}

static int
score_of (const AkSearchResult *result,
          int                   move)
{
  for (guint i = 0; i < result->n_moves; i++)
    if (result->moves[i] == move)
      return result->move_scores[i];
  g_assert_not_reached ();
}

/* Every answer is a legal move, once, best first, its loss and verdict
 * worked out from the values and the threshold. */
static void
assert_consistent (AkPracticeCheck *check,
                   const char      *position)
{
  const AkPracticeAnswer *best = ak_practice_check_get_answer (check, 0);
  AkMoveList list;
  AkPosition pos;
  AkRules rules;

  ak_rules_init (&rules);
  g_assert_true (ak_position_parse (&pos, position, NULL));
  g_assert_cmpuint (ak_practice_check_get_n_answers (check), ==,
                    ak_position_legal_moves (&pos, &rules, &list));
  for (guint i = 0; i < list.n_moves; i++)
    g_assert_nonnull (ak_practice_check_find (check, list.moves[i]));
  for (guint i = 0; i < ak_practice_check_get_n_answers (check); i++)
    {
      const AkPracticeAnswer *answer = ak_practice_check_get_answer (check, i);

      if (i > 0)
        g_assert_cmpint (ak_practice_check_get_answer (check, i - 1)->score, >=, answer->score);
      g_assert_cmpint (answer->loss, ==, best->score - answer->score);
      g_assert_cmpint (answer->right, ==,
                       answer->loss < ak_practice_check_get_threshold (check));
      g_assert_true (ak_practice_check_find (check, answer->move) == answer);
    }
}

static void
test_equal_moves (void)
{
  g_autoptr(AkPracticeCard) card = new_card (EQUAL_POSITION);
  g_autoptr(AkPracticeCheck) check = check_card (card, DEPTH, NULL);
  const AkPracticeAnswer *e = ak_practice_check_find (check, ak_hole_from_char ('e'));
  const AkPracticeAnswer *f = ak_practice_check_find (check, ak_hole_from_char ('f'));
  AkSearchResult result;

  /* The test's own search: e and f are worth the same, proved. */
  search_all (EQUAL_POSITION, DEPTH, &result);
  g_assert_cmpint (score_of (&result, ak_hole_from_char ('e')), ==, 6 * AK_SCORE_SEED);
  g_assert_cmpint (score_of (&result, ak_hole_from_char ('f')), ==, 6 * AK_SCORE_SEED);

  assert_consistent (check, EQUAL_POSITION);
  g_assert_cmpuint (ak_practice_check_get_depth (check), ==, DEPTH);
  g_assert_cmpint (ak_practice_check_get_threshold (check), ==, AK_REVIEW_INACCURACY_LOSS);
  g_assert_nonnull (e);
  g_assert_nonnull (f);
  g_assert_cmpint (e->score, ==, 6 * AK_SCORE_SEED);
  g_assert_cmpint (f->score, ==, 6 * AK_SCORE_SEED);
  g_assert_cmpint (e->kind, ==, AK_VALUE_PROVED);
  g_assert_cmpint (f->kind, ==, AK_VALUE_PROVED);
  /* Both right, neither with a refutation or words. */
  g_assert_true (e->right);
  g_assert_true (f->right);
  g_assert_cmpint (e->loss, ==, 0);
  g_assert_cmpint (f->loss, ==, 0);
  g_assert_cmpuint (e->n_refutation, ==, 0);
  g_assert_null (e->explanation);
  g_assert_null (f->comment);
  /* The two best lead. */
  g_assert_true (ak_practice_check_get_answer (check, 0)->right);
  g_assert_true (ak_practice_check_get_answer (check, 1)->right);
  /* A hole that is not a move of the position has no answer. */
  g_assert_null (ak_practice_check_find (check, ak_hole_from_char ('b')));
  g_assert_null (ak_practice_check_find (check, ak_hole_from_char ('A')));
  g_assert_null (ak_practice_check_find (check, AK_MOVE_PASS));
}

/* A legal move that loses more is wrong: the reply that punishes it, and
 * why in words. */
static void
test_wrong_move (void)
{
  g_autoptr(AkPracticeCard) card = new_card (EQUAL_POSITION);
  g_autoptr(AkPracticeCheck) check = check_card (card, DEPTH, NULL);
  const AkPracticeAnswer *a = ak_practice_check_find (check, ak_hole_from_char ('a'));
  g_autoptr(AkHistory) after = NULL;
  const guint8 *best_line;
  guint n_best_line;
  AkPosition pos;
  AkRules rules;

  g_assert_nonnull (a);
  g_assert_false (a->right);
  g_assert_cmpint (a->loss, >=, AK_REVIEW_INACCURACY_LOSS);
  g_assert_true (ak_practice_check_get_answer (check, 2) == a);
  g_assert_false (ak_practice_check_is_proved (check));

  /* The refutation is a line of legal moves from the position after a,
   * North's first. */
  g_assert_cmpuint (a->n_refutation, >, 0);
  g_assert_cmpuint (a->n_refutation, <=, AK_REVIEW_MAX_LINE);
  ak_rules_init (&rules);
  g_assert_true (ak_position_parse (&pos, EQUAL_POSITION, NULL));
  after = ak_history_new (&rules, &pos);
  g_assert_cmpint (ak_history_play (after, a->move, NULL, NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpint (ak_history_get_position (after)->side, ==, AK_NORTH);
  for (guint i = 0; i < a->n_refutation; i++)
    g_assert_cmpint (ak_history_play (after, a->refutation[i], NULL, NULL), ==, AK_VERDICT_LEGAL);

  /* The words: the motif's, which start with the move, and the review's
   * comment, which names the best move. */
  g_test_message ("a: %s | %s", a->explanation, a->comment);
  g_assert_nonnull (a->explanation);
  g_assert_true (g_str_has_prefix (a->explanation, "a "));
  g_assert_nonnull (a->comment);
  n_best_line = ak_practice_check_get_best_line (check, &best_line);
  g_assert_cmpuint (n_best_line, >=, 1);
  g_assert_cmpint (best_line[0], ==, ak_practice_check_get_answer (check, 0)->move);
  g_assert_true (g_str_has_prefix (a->comment, "Best was "));
  g_assert_cmpint (a->comment[strlen ("Best was ")], ==, ak_hole_to_char (best_line[0]));
  /* The explanation is the review's own words for the move, as its
   * comment at such a mistake ends with them. */
  g_assert_nonnull (strstr (a->comment, a->explanation));
}

/* The same card, the same verdict: one thread, a fixed depth. */
static void
test_deterministic (void)
{
  g_autoptr(AkPracticeCard) card = new_card (START_POSITION);
  g_autoptr(AkPracticeCheck) one = check_card (card, 6, NULL);
  g_autoptr(AkPracticeCheck) two = check_card (card, 6, NULL);

  assert_consistent (one, START_POSITION);
  g_assert_cmpuint (ak_practice_check_get_n_answers (one), ==, 6);
  g_assert_cmpuint (ak_practice_check_get_n_answers (two), ==, 6);
  for (guint i = 0; i < 6; i++)
    {
      const AkPracticeAnswer *x = ak_practice_check_get_answer (one, i);
      const AkPracticeAnswer *y = ak_practice_check_get_answer (two, i);

      g_assert_cmpint (x->move, ==, y->move);
      g_assert_cmpint (x->score, ==, y->score);
      g_assert_cmpint (x->right, ==, y->right);
      g_assert_cmpuint (x->n_refutation, ==, y->n_refutation);
      g_assert_cmpmem (x->refutation, x->n_refutation, y->refutation, y->n_refutation);
      g_assert_cmpstr (x->explanation, ==, y->explanation);
      /* Every wrong move has words. */
      g_assert_true (x->right == (x->explanation == NULL));
    }
}

/* One legal move: right, whatever it is worth. */
static void
test_single_move (void)
{
  g_autoptr(AkPracticeCard) card = new_card ("0,0,0,0,0,2/2,2,2,2,2,0 S 18-18");
  g_autoptr(AkPracticeCheck) check = check_card (card, 4, NULL);
  const AkPracticeAnswer *f;

  g_assert_cmpuint (ak_practice_check_get_n_answers (check), ==, 1);
  f = ak_practice_check_get_answer (check, 0);
  g_assert_cmpint (f->move, ==, ak_hole_from_char ('f'));
  g_assert_true (f->right);
  g_assert_cmpint (f->loss, ==, 0);
  g_assert_null (f->explanation);
}

/* -------------------------------------------------------------------------
 * Exact with the tables
 */

static AkTables *
build_tables (void)
{
  g_autoptr(GError) error = NULL;
  AkTablesKey key;
  AkTables *tables;
  AkRules rules;

  ak_rules_init (&rules);
  ak_tables_key_init (&key, &rules, AK_TABLES_STANDARD_OWNERS);
  tables = ak_tables_new (&key);
  for (guint level = 0; level <= TABLES_TOP; level++)
    if (ak_tables_level_reachable (AK_VARIANT_ADJI_KUI_2, level, TABLES_TOP))
      {
        g_assert_true (ak_tables_build_level (tables, level, 2, NULL, NULL, NULL, &error));
        g_assert_no_error (error);
      }
  return tables;
}

/* The value of @move from @pos, the mover's view, in hundredths, read off
 * the tables (or the end of the game) alone. */
static int
table_value (AkTables         *tables,
             const AkPosition *pos,
             int               move)
{
  AkPosition after = *pos;
  AkSide mover = (AkSide) pos->side;
  AkMoveInfo info;
  AkRules rules;
  int margin, lower, upper;

  ak_rules_init (&rules);
  g_assert_cmpint (ak_position_play (&after, &rules, move, &info), ==, AK_VERDICT_LEGAL);
  if (ak_position_status (&after, &rules) >= AK_STATUS_OVER_BOARD)
    {
      guint totals[2];

      ak_position_division (&after, totals);
      return ((int) totals[mover] - (int) totals[AK_SIDE_OTHER (mover)]) * AK_SCORE_SEED;
    }
  /* The tables give what the opponent, to move, can still win. */
  g_assert_true (ak_tables_probe (tables, &after, &lower, &upper));
  g_assert_cmpint (lower, ==, upper);
  margin = (int) after.stores[mover] - (int) after.stores[AK_SIDE_OTHER (mover)];
  return (margin - lower) * AK_SCORE_SEED;
}

static void
test_tables_exact (void)
{
  g_autoptr(AkTables) tables = build_tables ();
  g_autoptr(AkPracticeCard) card = new_card (TABLES_POSITION);
  g_autoptr(AkPracticeCheck) without = check_card (card, 4, NULL);
  g_autoptr(AkPracticeCheck) check = check_card (card, 4, tables);
  int best = G_MININT;
  AkPosition pos;

  g_assert_true (ak_position_parse (&pos, TABLES_POSITION, NULL));
  assert_consistent (check, TABLES_POSITION);
  g_assert_cmpuint (ak_practice_check_get_n_answers (check), ==, 3);

  /* Without the tables, a's value is only an estimate. */
  g_assert_false (ak_practice_check_is_proved (without));
  g_assert_cmpint (ak_practice_check_find (without, 0)->kind, ==, AK_VALUE_ESTIMATE);

  /* With them, every value is proved, and is the tables' own. */
  g_assert_true (ak_practice_check_is_proved (check));
  for (guint i = 0; i < ak_practice_check_get_n_answers (check); i++)
    best = MAX (best, table_value (tables, &pos, ak_practice_check_get_answer (check, i)->move));
  for (guint i = 0; i < ak_practice_check_get_n_answers (check); i++)
    {
      const AkPracticeAnswer *answer = ak_practice_check_get_answer (check, i);
      int value = table_value (tables, &pos, answer->move);

      g_assert_cmpint (answer->kind, ==, AK_VALUE_PROVED);
      g_assert_cmpint (answer->score, ==, value);
      g_assert_cmpint (answer->loss, ==, best - value);
      g_assert_cmpint (answer->right, ==, best - value < AK_REVIEW_INACCURACY_LOSS);
    }
  /* e and f end the game 8 up; a loses 12 seeds, proved. */
  g_assert_true (ak_practice_check_find (check, ak_hole_from_char ('e'))->right);
  g_assert_true (ak_practice_check_find (check, ak_hole_from_char ('f'))->right);
  g_assert_false (ak_practice_check_find (check, 0)->right);
  g_assert_cmpint (ak_practice_check_find (check, 0)->score, ==, -4 * AK_SCORE_SEED);
  g_assert_nonnull (ak_practice_check_find (check, 0)->explanation);
  g_test_message ("a: %s", ak_practice_check_find (check, 0)->explanation);
}

/* -------------------------------------------------------------------------
 * A game's position, with its history
 */

typedef struct
{
  GMainLoop       *loop;
  AkPracticeCheck *check;
  GError          *error;
} Wait;

static void
checked_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Wait *wait = user_data;

  wait->check = ak_practice_check_new_finish (result, &wait->error);
  g_main_loop_quit (wait->loop);
}


/* test-history.c's game that ends by repetition: its last move brings the
 * position back a third time. */
static const char repetition_game[] =
  "a B f F a E b A c F e A a A f C d B e E b A c B a C c B f F e E b B f C b B c D f "
  "F d E c B e E b A e B a E b A a B e";

static void
test_history (void)
{
  g_auto(GStrv) words = g_strsplit (repetition_game, " ", -1);
  g_autoptr(AkHistory) history = NULL;
  g_autoptr(AkHistory) ended = NULL;
  g_autoptr(AkPracticeCheck) check = NULL;
  g_autoptr(AkPracticeCheck) card_check = NULL;
  g_autoptr(AkPracticeCard) card = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *position = NULL;
  AkPracticeCheckOptions options = { 4, 0, NULL };
  const AkPracticeAnswer *answer;
  guint n = g_strv_length (words);
  guint totals[2];
  int last = ak_hole_from_char (words[n - 1][0]);
  AkSide mover;
  AkPosition start;
  AkRules rules;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  history = ak_history_new (&rules, &start);
  for (guint i = 0; i + 1 < n; i++)
    g_assert_cmpint (ak_history_play (history, ak_hole_from_char (words[i][0]), NULL, NULL), ==,
                     AK_VERDICT_LEGAL);
  mover = (AkSide) ak_history_get_position (history)->side;
  ended = ak_history_copy (history);
  g_assert_cmpint (ak_history_play (ended, last, NULL, NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpint (ak_history_get_termination (ended), ==, AK_TERMINATION_REPETITION);
  g_assert_true (ak_history_get_result (ended, totals));

  /* With the game's history, the last move ends the game by repetition:
   * its value is the division (the search counts a repetition as an
   * estimate, since neither player was forced into it). */
  check = ak_practice_check_new_for_history_sync (history, &options, NULL, &error);
  g_assert_no_error (error);
  answer = ak_practice_check_find (check, last);
  g_assert_nonnull (answer);
  g_assert_cmpint (answer->score, ==,
                   ((int) totals[mover] - (int) totals[AK_SIDE_OTHER (mover)]) * AK_SCORE_SEED);

  /* The same position on a card has no history: the move does not end
   * the game there. */
  position = ak_position_to_string (ak_history_get_position (history));
  card = new_card (position);
  card_check = check_card (card, 4, NULL);
  g_test_message ("%c with the history: %d (%d); on a card: %d (%d)", words[n - 1][0],
                  answer->score, answer->kind, ak_practice_check_find (card_check, last)->score,
                  ak_practice_check_find (card_check, last)->kind);
  g_assert_cmpuint (ak_practice_check_get_n_answers (card_check), ==,
                    ak_practice_check_get_n_answers (check));
  g_assert_cmpint (ak_practice_check_find (card_check, last)->score, !=, answer->score);

  /* In a worker, the same. */
  {
    Wait wait = { g_main_loop_new (NULL, FALSE), NULL, NULL };

    ak_practice_check_new_for_history_async (history, &options, NULL, checked_cb, &wait);
    g_main_loop_run (wait.loop);
    g_assert_no_error (wait.error);
    g_assert_cmpint (ak_practice_check_find (wait.check, last)->score, ==, answer->score);
    ak_practice_check_unref (wait.check);
    g_main_loop_unref (wait.loop);
  }

  /* Over: nothing to judge. */
  g_clear_pointer (&check, ak_practice_check_unref);
  check = ak_practice_check_new_for_history_sync (ended, &options, NULL, &error);
  g_assert_null (check);
  g_assert_error (error, AK_PRACTICE_CHECK_ERROR, AK_PRACTICE_CHECK_ERROR_GAME_OVER);
}

/* -------------------------------------------------------------------------
 * Bad cards
 */

static void
assert_refused (AkPracticeCard *card,
                int             code,
                const char     *words)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkPracticeCheck) check = ak_practice_check_new_sync (card, NULL, NULL, &error);

  g_assert_null (check);
  g_assert_error (error, AK_PRACTICE_CHECK_ERROR, code);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, words));
}

static void
test_bad_cards (void)
{
  g_autoptr(AkPracticeCard) card = NULL;

  card = new_card (EQUAL_POSITION);
  g_free (card->position);
  card->position = g_strdup ("garbage");
  assert_refused (card, AK_PRACTICE_CHECK_ERROR_INVALID, "position");
  g_clear_pointer (&card, ak_practice_card_free);

  /* 49 seeds. */
  card = new_card (EQUAL_POSITION);
  g_free (card->position);
  card->position = g_strdup ("3,0,0,0,3,2/0,3,2,0,0,0 S 18-18");
  assert_refused (card, AK_PRACTICE_CHECK_ERROR_INVALID, "49");
  g_clear_pointer (&card, ak_practice_card_free);

  card = new_card (EQUAL_POSITION);
  g_free (card->position);
  card->position = g_strdup ("");
  assert_refused (card, AK_PRACTICE_CHECK_ERROR_INVALID, "position");
  g_clear_pointer (&card, ak_practice_card_free);

  card = new_card (EQUAL_POSITION);
  card->variant = (AkVariant) 7;
  assert_refused (card, AK_PRACTICE_CHECK_ERROR_INVALID, "variant");
  g_clear_pointer (&card, ak_practice_card_free);

  card = new_card (EQUAL_POSITION);
  g_free (card->rules);
  card->rules = g_strdup ("variant=adji-kui-1");
  assert_refused (card, AK_PRACTICE_CHECK_ERROR_INVALID, "adji-kui-1");
  g_clear_pointer (&card, ak_practice_card_free);

  card = new_card (EQUAL_POSITION);
  g_free (card->rules);
  card->rules = g_strdup ("nonsense");
  assert_refused (card, AK_PRACTICE_CHECK_ERROR_INVALID, "rules");
  g_clear_pointer (&card, ak_practice_card_free);

  card = new_card (EQUAL_POSITION);
  card->side_to_move = AK_NORTH;
  assert_refused (card, AK_PRACTICE_CHECK_ERROR_INVALID, "North");
  g_clear_pointer (&card, ak_practice_card_free);

  /* Eight seeds on the board: Adji Kui II is over. */
  card = new_card ("0,0,0,0,2,2/2,2,0,0,0,0 S 20-20");
  assert_refused (card, AK_PRACTICE_CHECK_ERROR_GAME_OVER, "over");
  g_clear_pointer (&card, ak_practice_card_free);

  /* The same board is a game in Adji Kui I, which ends otherwise. */
  card = new_card ("0,0,0,0,2,2/2,2,0,0,0,0 S 20-20");
  card->variant = AK_VARIANT_ADJI_KUI_1;
  {
    g_autoptr(AkPracticeCheck) check = check_card (card, 4, NULL);

    g_assert_cmpuint (ak_practice_check_get_n_answers (check), ==, 2);
    g_assert_cmpint (ak_practice_check_get_rules (check)->variant, ==, AK_VARIANT_ADJI_KUI_1);
  }
}

/* -------------------------------------------------------------------------
 * In a worker, and cancelled
 */

static gboolean
cancel_cb (gpointer user_data)
{
  g_cancellable_cancel (user_data);
  return G_SOURCE_REMOVE;
}

static void
test_async (void)
{
  g_autoptr(AkPracticeCard) card = new_card (EQUAL_POSITION);
  g_autoptr(AkPracticeCheck) sync = check_card (card, DEPTH, NULL);
  AkPracticeCheckOptions options = { DEPTH, 0, NULL };
  Wait wait = { g_main_loop_new (NULL, FALSE), NULL, NULL };

  ak_practice_check_new_async (card, &options, NULL, checked_cb, &wait);
  /* The card was copied: the caller's may go. */
  g_clear_pointer (&card, ak_practice_card_free);
  g_main_loop_run (wait.loop);
  g_assert_no_error (wait.error);
  g_assert_nonnull (wait.check);
  g_assert_cmpuint (ak_practice_check_get_n_answers (wait.check), ==,
                    ak_practice_check_get_n_answers (sync));
  for (guint i = 0; i < ak_practice_check_get_n_answers (sync); i++)
    {
      g_assert_cmpint (ak_practice_check_get_answer (wait.check, i)->move, ==,
                       ak_practice_check_get_answer (sync, i)->move);
      g_assert_cmpint (ak_practice_check_get_answer (wait.check, i)->score, ==,
                       ak_practice_check_get_answer (sync, i)->score);
    }
  g_assert_true (G_TYPE_IS_BOXED (AK_TYPE_PRACTICE_CHECK));
  ak_practice_check_unref (wait.check);
  g_main_loop_unref (wait.loop);
}

static void
test_cancel (void)
{
  g_autoptr(AkPracticeCard) card = new_card (START_POSITION);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(AkPracticeCheck) check = NULL;
  /* Deeper than a test could ever wait for. */
  AkPracticeCheckOptions options = { 40, 0, NULL };
  Wait wait = { g_main_loop_new (NULL, FALSE), NULL, NULL };
  gint64 start = g_get_monotonic_time ();

  ak_practice_check_new_async (card, &options, cancellable, checked_cb, &wait);
  g_timeout_add (100, cancel_cb, cancellable);
  g_main_loop_run (wait.loop);
  g_assert_null (wait.check);
  g_assert_error (wait.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&wait.error);
  g_test_message ("cancelled after %" G_GINT64_FORMAT " ms",
                  (g_get_monotonic_time () - start) / 1000);
  g_main_loop_unref (wait.loop);

  /* Cancelled before it starts: nothing is searched. */
  check = ak_practice_check_new_sync (card, &options, cancellable, &error);
  g_assert_null (check);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
test_move_strings (void)
{
  int move = AK_MOVE_NONE;

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      g_autofree char *text = ak_practice_move_to_string (hole);

      g_assert_true (ak_practice_move_from_string (text, &move));
      g_assert_cmpint (move, ==, hole);
    }
  g_assert_true (ak_practice_move_from_string ("--", &move));
  g_assert_cmpint (move, ==, AK_MOVE_PASS);
  g_assert_false (ak_practice_move_from_string ("", &move));
  g_assert_false (ak_practice_move_from_string ("g", &move));
  g_assert_false (ak_practice_move_from_string ("ab", &move));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/model/practice-check/equal-moves", test_equal_moves);
  g_test_add_func ("/ak/model/practice-check/wrong-move", test_wrong_move);
  g_test_add_func ("/ak/model/practice-check/deterministic", test_deterministic);
  g_test_add_func ("/ak/model/practice-check/single-move", test_single_move);
  g_test_add_func ("/ak/model/practice-check/tables-exact", test_tables_exact);
  g_test_add_func ("/ak/model/practice-check/history", test_history);
  g_test_add_func ("/ak/model/practice-check/bad-cards", test_bad_cards);
  g_test_add_func ("/ak/model/practice-check/async", test_async);
  g_test_add_func ("/ak/model/practice-check/cancel", test_cancel);
  g_test_add_func ("/ak/model/practice-check/move-strings", test_move_strings);
  return g_test_run ();
}
