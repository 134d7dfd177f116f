/* test-practice.c — a practice session from start to end, the welcome's
 * due count, the statistics, and a deck that cannot be opened
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-practice"

#include "config.h"

#include "ui-test-setup.h"

#include "ak-application.h"
#include "ak-practice-chart.h"
#include "ak-practice-check.h"
#include "ak-practice-stats-dialog.h"
#include "ak-practice-starter.h"
#include "ak-practice-text.h"
#include "ak-practice-window.h"
#include "ak-practice-window-private.h"
#include "ak-welcome-dialog.h"
#include "ak-welcome-dialog-private.h"

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"
/* The engine checks each card at its depth; under the sanitizers on a
 * busy machine that takes a while. */
#define WAIT_TIMEOUT_US (120 * G_USEC_PER_SEC)

#define N_CARDS 4

/* A card built here, and what the engine says of it. */
typedef struct
{
  AkPracticeCard  *card;
  AkPracticeCheck *check;
  int              right;   /* a right move */
  int              wrong;   /* a wrong move with a reply */
  AkPracticeState  state;   /* the card's schedule before the session */
} TestCard;

static TestCard cards[N_CARDS];

static void
spin_until (gboolean (*done) (gpointer), gpointer data)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  while (!done (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* Positions from a random game with a fixed seed, each with a move the
 * engine calls right and one it calls wrong, whose reply it gives: the
 * moves come from the check, never written here. */
static void
make_cards (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (29);
  AkRules rules;
  AkPosition pos;
  guint n = 0;

  if (cards[0].card != NULL)
    return;
  ak_rules_init (&rules);
  rules.variant = AK_VARIANT_ADJI_KUI_2;
  while (n < N_CARDS)
    {
      g_autoptr(AkHistory) history = NULL;

      ak_position_init_start (&pos, AK_SOUTH);
      history = ak_history_new (&rules, &pos);
      for (guint ply = 0; ply < 60 && n < N_CARDS && !ak_history_is_over (history); ply++)
        {
          AkMoveList list;
          guint n_moves = ak_position_legal_moves (ak_history_get_position (history), &rules,
                                                   &list);
          g_autoptr(AkPracticeCard) card = NULL;
          g_autoptr(AkPracticeCheck) check = NULL;
          g_autoptr(GError) error = NULL;
          const AkPracticeAnswer *best;
          int wrong = AK_MOVE_NONE;

          if (n_moves == 0)
            break;
          if (ply >= 6 && ply % 3 == 0)
            {
              card = ak_practice_card_new ();
              card->variant = AK_VARIANT_ADJI_KUI_2;
              card->position = ak_position_to_string (ak_history_get_position (history));
              card->side_to_move = ak_history_get_position (history)->side;
              card->player_side = card->side_to_move;
              g_clear_pointer (&card->rules, g_free);
              card->rules = g_strdup ("");
              card->source_players = g_strdup ("Ana – Level 3");
              card->source_date = g_strdup ("2026.12.02");
              check = ak_practice_check_new_sync (card, NULL, NULL, &error);
              g_assert_no_error (error);
              best = ak_practice_check_get_answer (check, 0);
              for (guint i = 0; i < ak_practice_check_get_n_answers (check); i++)
                {
                  const AkPracticeAnswer *a = ak_practice_check_get_answer (check, i);

                  if (!a->right && a->n_refutation > 0 && ak_hole_is_valid (a->refutation[0]))
                    wrong = a->move;
                }
              if (best != NULL && best->right && ak_hole_is_valid (best->move) &&
                  ak_hole_is_valid (wrong))
                {
                  card->move_played = g_strdup_printf ("%c", ak_hole_to_char (wrong));
                  ak_practice_card_add_best_move (card, card->move_played, best->score);
                  cards[n].card = g_steal_pointer (&card);
                  cards[n].check = g_steal_pointer (&check);
                  cards[n].right = best->move;
                  cards[n].wrong = wrong;
                  n++;
                }
            }
          ak_history_play (history, list.moves[g_rand_int_range (rand, 0, n_moves)], NULL, NULL);
        }
    }
}

/* The deck of the application, emptied, then the cards built. */
static AkPracticeDeck *
fill_deck (AkApplication *app,
           guint          n)
{
  g_autoptr(GError) error = NULL;
  AkPracticeDeck *deck = ak_application_get_practice_deck (app, &error);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC - 60;
  g_autoptr(GPtrArray) old = NULL;
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();

  g_assert_no_error (error);
  g_assert_nonnull (deck);
  make_cards ();
  old = ak_practice_deck_list_due (deck, now + 1000 * 86400, tz, 100000, 100000, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < old->len; i++)
    g_assert_true (ak_practice_deck_delete_card (deck,
                                                 ((AkPracticeCard *) old->pdata[i])->id, &error));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(AkPracticeCard) stored = NULL;
      gboolean added = FALSE;

      cards[i].card->id = ak_practice_deck_add_card (deck, cards[i].card, now, &added, &error);
      g_assert_no_error (error);
      g_assert_true (added);
      stored = ak_practice_deck_get_card (deck, cards[i].card->id, &error);
      g_assert_no_error (error);
      cards[i].state = stored->state;
    }
  return deck;
}

static GtkWidget *
hole_child (AkBoardView *board,
            int          hole)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board));

  for (int i = 0; i < hole && child != NULL; i++)
    child = gtk_widget_get_next_sibling (child);
  g_assert_nonnull (child);
  return child;
}

/* What Enter on a hole does, as a person would. */
static void
press (AkPracticeWindow *window,
       int               hole)
{
  AkBoardView *board = _ak_practice_window_get_board (window);

  g_assert_cmpint (_ak_practice_window_get_stage (window), ==, AK_PRACTICE_STAGE_ASKING);
  ak_board_view_set_focus_hole (board, hole);
  g_assert_true (gtk_widget_activate (hole_child (board, hole)));
}

static gboolean
judged (gpointer data)
{
  return _ak_practice_window_get_stage (data) == AK_PRACTICE_STAGE_JUDGED;
}

static gboolean
asking (gpointer data)
{
  return _ak_practice_window_get_stage (data) == AK_PRACTICE_STAGE_ASKING;
}

static void
click (AkPracticeWindow *window,
       const char       *name)
{
  GtkWidget *button = ui_test_find_named (GTK_WIDGET (window), name);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

static void
assert_buttons (AkPracticeWindow *window,
                gboolean          retry,
                gboolean          show,
                gboolean          next)
{
  g_assert_cmpint (gtk_widget_get_visible (ui_test_find_named (GTK_WIDGET (window),
                                                               "practice-retry")), ==, retry);
  g_assert_cmpint (gtk_widget_get_visible (ui_test_find_named (GTK_WIDGET (window),
                                                               "practice-show")), ==, show);
  g_assert_cmpint (gtk_widget_get_visible (ui_test_find_named (GTK_WIDGET (window),
                                                               "practice-next")), ==, next);
}

/* A wrong move: the reply is sown, animated, and the words come only
 * once the last seed of it has fallen. */
static void
answer_wrong (AkPracticeWindow *window,
              const TestCard   *test)
{
  AkBoardView *board = _ak_practice_window_get_board (window);
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  gboolean reply_animated = FALSE;
  AkGame *game;

  press (window, test->wrong);
  while (_ak_practice_window_get_stage (window) != AK_PRACTICE_STAGE_JUDGED)
    {
      AkPracticeStage stage = _ak_practice_window_get_stage (window);

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      if (stage == AK_PRACTICE_STAGE_REFUTING && ak_board_view_get_animating (board))
        reply_animated = TRUE;
      /* Nothing is said while a move is sown. */
      if (stage != AK_PRACTICE_STAGE_JUDGED)
        g_assert_null (_ak_practice_window_get_text (window, "verdict"));
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_true (reply_animated);
  g_assert_false (ak_board_view_get_animating (board));
  g_assert_cmpstr (_ak_practice_window_get_text (window, "verdict"), ==, "Not the Best Move");
  /* Words for the mistake, from the check, and the move's value. */
  g_assert_nonnull (_ak_practice_window_get_text (window, "explanation"));
  g_assert_cmpstr (_ak_practice_window_get_text (window, "explanation"), ==,
                   ak_practice_check_find (test->check, test->wrong)->explanation);
  g_assert_cmpstr (_ak_practice_window_get_text (window, "value"), !=, "");
  assert_buttons (window, TRUE, TRUE, TRUE);
  {
    g_autofree char *prompt = g_strdup_printf ("After %c and the engine’s reply",
                                               ak_hole_to_char (test->wrong));

    g_assert_cmpstr (_ak_practice_window_get_text (window, "prompt"), ==, prompt);
  }
  /* The board shows the position after the player's move and the
   * reply's first move at least. */
  game = ak_board_view_get_game (board);
  g_assert_nonnull (game);
  g_assert_cmpint (ak_game_get_current_node (game)->move, !=, AK_MOVE_NONE);
  g_assert_nonnull (ak_game_get_current_node (game)->parent);
  g_assert_nonnull (ak_game_get_current_node (game)->parent->parent);
}

static void
answer_right (AkPracticeWindow *window,
              const TestCard   *test)
{
  press (window, test->right);
  spin_until (judged, window);
  g_assert_cmpstr (_ak_practice_window_get_text (window, "verdict"), ==, "Right");
  g_assert_nonnull (_ak_practice_window_get_text (window, "value"));
  g_assert_null (_ak_practice_window_get_text (window, "explanation"));
  assert_buttons (window, FALSE, FALSE, TRUE);
}

static void
assert_graded (AkPracticeDeck  *deck,
               const TestCard  *test,
               AkPracticeGrade  grade)
{
  g_autoptr(AkPracticeCard) card = NULL;
  g_autoptr(GError) error = NULL;
  AkPracticeCardStats stats;
  AkPracticeState expected;

  g_assert_true (ak_practice_deck_get_card_stats (deck, test->card->id, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (stats.n_attempts, ==, 1);
  g_assert_cmpuint (stats.n_right, ==, ak_practice_grade_is_right (grade));
  g_assert_cmpuint (stats.n_right_first, ==, grade == AK_PRACTICE_GRADE_RIGHT);
  /* The schedule is the one that grade gives (SM-2's ease tells them
   * apart: 4, 3, 1 and 0 change it by 0, -140, -540 and -800). */
  card = ak_practice_deck_get_card (deck, test->card->id, &error);
  g_assert_no_error (error);
  ak_practice_schedule (&test->state, grade, card->state.last_review, &expected);
  g_assert_cmpuint (card->state.ease, ==, expected.ease);
  g_assert_cmpuint (card->state.reps, ==, expected.reps);
  g_assert_cmpuint (card->state.interval, ==, expected.interval);
  g_assert_cmpint (card->state.due, ==, expected.due);
}

static gboolean
summary_shown (gpointer data)
{
  return _ak_practice_window_get_stage (data) == AK_PRACTICE_STAGE_DONE;
}

static void
session_cb (GApplication *app,
            gboolean     *checked)
{
  g_autoptr(GSettings) settings = g_settings_new (SETTINGS_SCHEMA_ID);
  AkPracticeDeck *deck = fill_deck (AK_APPLICATION (app), N_CARDS);
  AkPracticeWindow *window;
  AkWelcomeDialog *welcome;
  AkPracticeStatsDialog *stats;
  g_autoptr(GList) windows = NULL;
  const char *summary;

  /* The welcome counts them. */
  welcome = AK_WELCOME_DIALOG (g_object_ref_sink (ak_welcome_dialog_new (NULL, 3)));
  g_assert_cmpstr (_ak_welcome_dialog_get_practice_text (welcome), ==,
                   "4 exercises due today");
  g_clear_object (&welcome);

  /* Ctrl+T opens it, and nothing else. */
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                   "app.practice");
    g_auto(GStrv) actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (app),
                                                                    "<Control>t");

    g_assert_cmpstrv (accels, ((const char * const[]) { "<Control>t", NULL }));
    g_assert_cmpstrv (actions, ((const char * const[]) { "app.practice", NULL }));
  }

  /* The moves are sown as they would be, so the reply's animation shows. */
  g_settings_set_string (settings, "animation-speed", "fast");
  g_action_group_activate_action (G_ACTION_GROUP (app), "practice", NULL);
  window = AK_PRACTICE_WINDOW (find_toplevel_of_type (AK_TYPE_PRACTICE_WINDOW));
  g_assert_nonnull (window);
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  g_assert_cmpuint (_ak_practice_window_get_n_cards (window), ==, N_CARDS);

  /* Which card is which: the deck's order is its own. */
  for (guint i = 0; i < N_CARDS; i++)
    {
      AkBoardView *board = _ak_practice_window_get_board (window);
      const char *position = NULL;
      g_autofree char *shown = NULL;
      const TestCard *test = NULL;

      spin_until (asking, window);
      g_assert_cmpuint (_ak_practice_window_get_index (window), ==, i);
      shown = ak_position_to_string (ak_game_get_position (ak_board_view_get_game (board)));
      for (guint j = 0; j < N_CARDS; j++)
        if (g_str_equal (cards[j].card->position, shown))
          test = &cards[j], position = cards[j].card->position;
      g_assert_nonnull (test);
      g_assert_nonnull (position);
      {
        g_autofree char *subtitle = g_strdup_printf ("Exercise %u of %u", i + 1, N_CARDS);

        g_assert_cmpstr (_ak_practice_window_get_text (window, "subtitle"), ==, subtitle);
      }
      /* The opponent is the other side's player; the card is new. */
      g_assert_cmpstr (_ak_practice_window_get_text (window, "source"), ==,
                       test->card->player_side == AK_SOUTH
                       ? "From your game against Level 3, 2 Dec · New"
                       : "From your game against Ana, 2 Dec · New");
      g_assert_cmpstr (_ak_practice_window_get_text (window, "prompt"), ==,
                       test->card->side_to_move == AK_SOUTH
                       ? "South to move: find the best move"
                       : "North to move: find the best move");
      /* The side to move at the bottom. */
      g_assert_cmpint (ak_board_view_get_flipped (board), ==,
                       test->card->side_to_move == AK_NORTH);

      switch (i)
        {
        case 0:   /* right the first time */
          answer_right (window, test);
          click (window, "practice-next");
          assert_graded (deck, test, AK_PRACTICE_GRADE_RIGHT);
          break;
        case 1:   /* wrong, Try Again, right */
          answer_wrong (window, test);
          click (window, "practice-retry");
          spin_until (asking, window);
          shown = (g_free (shown), ak_position_to_string (ak_game_get_position (ak_board_view_get_game (board))));
          g_assert_cmpstr (shown, ==, position);
          g_assert_null (_ak_practice_window_get_text (window, "verdict"));
          g_assert_true (g_str_has_suffix (_ak_practice_window_get_text (window, "prompt"),
                                           "to move: find the best move"));
          answer_right (window, test);
          click (window, "practice-next");
          assert_graded (deck, test, AK_PRACTICE_GRADE_RETRY);
          break;
        case 2:   /* wrong, Show Me */
          answer_wrong (window, test);
          click (window, "practice-show");
          g_assert_cmpint (_ak_practice_window_get_stage (window), ==,
                           AK_PRACTICE_STAGE_SHOWING);
          spin_until (judged, window);
          g_assert_false (ak_board_view_get_animating (board));
          /* The best move was sown from the card's position. */
          g_assert_cmpint (ak_game_get_current_node (ak_board_view_get_game (board))->move, ==,
                           test->right);
          g_assert_nonnull (strstr (_ak_practice_window_get_text (window, "verdict"),
                                    "The Best Move Is"));
          /* With the review's words on the move tried, which name it. */
          g_assert_cmpstr (_ak_practice_window_get_text (window, "explanation"), ==,
                           ak_practice_check_find (test->check, test->wrong)->comment);
          click (window, "practice-next");
          assert_graded (deck, test, AK_PRACTICE_GRADE_SHOWN);
          break;
        case 3:   /* wrong, Next */
        default:
          answer_wrong (window, test);
          click (window, "practice-next");
          assert_graded (deck, test, AK_PRACTICE_GRADE_WRONG);
          break;
        }
    }

  spin_until (summary_shown, window);
  summary = _ak_practice_window_get_text (window, "summary");
  g_test_message ("summary: %s", summary);
  g_assert_nonnull (strstr (summary, "1 right the first time"));
  g_assert_nonnull (strstr (summary, "1 right after another try"));
  g_assert_nonnull (strstr (summary, "2 missed"));
  g_assert_nonnull (strstr (summary, "The next exercises are due tomorrow."));

  /* The statistics, from the summary. */
  gtk_widget_activate_action (GTK_WIDGET (window), "practice.statistics", NULL);
  stats = ui_test_find_dialog_of_type (AK_TYPE_PRACTICE_STATS_DIALOG);
  g_assert_nonnull (stats);
  g_assert_cmpstr (ak_practice_stats_dialog_get_figure (stats, "cards"), ==, "4");
  g_assert_cmpstr (ak_practice_stats_dialog_get_figure (stats, "new"), ==, "0");
  g_assert_cmpstr (ak_practice_stats_dialog_get_figure (stats, "learned"), ==, "2");
  g_assert_cmpstr (ak_practice_stats_dialog_get_figure (stats, "due"), ==, "0");
  g_assert_cmpstr (ak_practice_stats_dialog_get_figure (stats, "attempts"), ==, "4");
  g_assert_cmpstr (ak_practice_stats_dialog_get_figure (stats, "rate"), ==, "50 %");
  {
    AkPracticeChart *chart = AK_PRACTICE_CHART (ak_practice_stats_dialog_get_chart (stats));

    g_assert_cmpuint (ak_practice_chart_get_attempts (chart, AK_PRACTICE_CHART_DAYS - 1), ==, 4);
    g_assert_cmpuint (ak_practice_chart_get_right (chart, AK_PRACTICE_CHART_DAYS - 1), ==, 2);
    g_assert_cmpuint (ak_practice_chart_get_attempts (chart, 0), ==, 0);
    g_assert_nonnull (strstr (ak_practice_chart_get_description (chart),
                              "4 exercises answered, 2 right, on 1 day"));
  }
  ui_test_dialog_close (ADW_DIALOG (stats));

  /* Nothing is due now: the welcome says so. */
  welcome = AK_WELCOME_DIALOG (g_object_ref_sink (ak_welcome_dialog_new (NULL, 3)));
  g_assert_cmpstr (_ak_welcome_dialog_get_practice_text (welcome), ==, "No exercises due");
  g_clear_object (&welcome);

  g_settings_reset (settings, "animation-speed");
  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_destroy (l->data);
  drain_main_context ();
  *checked = TRUE;
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
}

/* An empty deck: no session, the welcome and the window say what to do. */
static void
empty_cb (GApplication *app,
          gboolean     *checked)
{
  AkPracticeWindow *window;
  AkWelcomeDialog *welcome;
  g_autoptr(GList) windows = NULL;

  fill_deck (AK_APPLICATION (app), 0);
  welcome = AK_WELCOME_DIALOG (g_object_ref_sink (ak_welcome_dialog_new (NULL, 3)));
  g_assert_nonnull (strstr (_ak_welcome_dialog_get_practice_text (welcome), "review a game"));
  g_clear_object (&welcome);

  window = ak_practice_window_new (AK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpint (_ak_practice_window_get_stage (window), ==, AK_PRACTICE_STAGE_EMPTY);
  g_assert_nonnull (strstr (_ak_practice_window_get_text (window, "empty"), "Review a game"));

  /* The starter deck, offered to an empty deck, goes in and is practised:
   * today's new exercises, as many as the settings allow. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GPtrArray) starter = ak_practice_starter_load (&error);
    g_autoptr(GSettings) settings = g_settings_new (SETTINGS_SCHEMA_ID);
    AkPracticeDeck *deck = ak_application_get_practice_deck (AK_APPLICATION (app), &error);
    AkPracticeDeckStats stats;

    g_assert_no_error (error);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "practice.add-starter",
                                               NULL));
    g_assert_cmpint (_ak_practice_window_get_stage (window), ==, AK_PRACTICE_STAGE_ASKING);
    g_assert_cmpuint (_ak_practice_window_get_n_cards (window), ==,
                      MIN (starter->len, g_settings_get_uint (settings, "practice-new-per-day")));
    g_assert_true (ak_practice_deck_get_stats (deck, g_get_real_time () / G_USEC_PER_SEC, NULL,
                                               &stats, &error));
    g_assert_cmpuint (stats.n_cards, ==, starter->len);

    /* The card says where it comes from and its themes in words. */
    {
      const char *source = _ak_practice_window_get_text (window, "source");
      gboolean found = FALSE;

      g_test_message ("source: %s", source);
      for (guint i = 0; i < starter->len && !found; i++)
        {
          const AkPracticeCard *card = g_ptr_array_index (starter, i);
          g_auto(GStrv) keys = g_strsplit (card->themes, ",", -1);
          g_autoptr(GString) expected = g_string_new (card->source_players);

          for (guint k = 0; keys[k] != NULL; k++)
            {
              g_assert_nonnull (ak_practice_starter_theme_name (keys[k]));
              g_string_append_printf (expected, " · %s", ak_practice_starter_theme_name (keys[k]));
            }
          /* A card never answered says so. */
          g_string_append (expected, " · New");
          found = g_strcmp0 (source, expected->str) == 0;
        }
      g_assert_true (found);
    }
  }

  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_destroy (l->data);
  drain_main_context ();
  *checked = TRUE;
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
}

/* A folder where the deck's file should be: the window says so, naming
 * the file, and nothing crashes; the welcome says so too. */
static void
unopenable_cb (GApplication *app,
               gboolean     *checked)
{
  g_autofree char *path = ak_practice_deck_default_path ();
  AkPracticeWindow *window;
  AkWelcomeDialog *welcome;
  g_autoptr(GList) windows = NULL;
  const char *text;

  welcome = AK_WELCOME_DIALOG (g_object_ref_sink (ak_welcome_dialog_new (NULL, 3)));
  g_assert_nonnull (strstr (_ak_welcome_dialog_get_practice_text (welcome),
                            "could not be opened"));
  g_clear_object (&welcome);

  g_action_group_activate_action (G_ACTION_GROUP (app), "practice", NULL);
  window = AK_PRACTICE_WINDOW (find_toplevel_of_type (AK_TYPE_PRACTICE_WINDOW));
  g_assert_nonnull (window);
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  g_assert_cmpint (_ak_practice_window_get_stage (window), ==, AK_PRACTICE_STAGE_ERROR);
  text = _ak_practice_window_get_text (window, "error");
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, path));
  /* No statistics of a deck not opened. */
  g_assert_false (gtk_widget_is_sensitive (ui_test_find_named (GTK_WIDGET (window), "stats")));

  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_destroy (l->data);
  drain_main_context ();
  *checked = TRUE;
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
}

static void
run_application (GCallback activated)
{
  g_autoptr(GSettings) settings = g_settings_new (SETTINGS_SCHEMA_ID);
  AkApplication *app;
  gboolean checked = FALSE;

  g_settings_set_boolean (settings, "welcome-shown", TRUE);
  app = ak_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", activated, &checked);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 0, NULL), ==, 0);
  g_assert_true (checked);
  drain_main_context ();
  g_assert_finalize_object (app);
}

static void
test_practice_session (void)
{
  run_application (G_CALLBACK (session_cb));
}

static void
test_practice_empty (void)
{
  run_application (G_CALLBACK (empty_cb));
}

static void
test_practice_unopenable (void)
{
  g_autofree char *path = ak_practice_deck_default_path ();

  g_assert_cmpint (g_mkdir_with_parents (path, 0700), ==, 0);
  run_application (G_CALLBACK (unopenable_cb));
  g_assert_cmpint (g_rmdir (path), ==, 0);
}

static void
clear_cards (void)
{
  for (guint i = 0; i < N_CARDS; i++)
    {
      g_clear_pointer (&cards[i].card, ak_practice_card_free);
      g_clear_pointer (&cards[i].check, ak_practice_check_unref);
    }
}

/* A card's own record, in words. */
static void
test_practice_history_text (void)
{
  AkPracticeCardStats stats = { 0 };
  AkPracticeState state;
  g_autofree char *text = NULL;

  ak_practice_state_init_new (&state, 0);
  text = ak_practice_text_history (&stats, &state);
  g_assert_cmpstr (text, ==, "New");
  g_clear_pointer (&text, g_free);

  stats.n_attempts = 1;
  text = ak_practice_text_history (&stats, &state);
  g_assert_cmpstr (text, ==, "Answered once, right 0");
  g_clear_pointer (&text, g_free);

  stats.n_attempts = 3;
  stats.n_right = 2;
  state.lapses = 1;
  text = ak_practice_text_history (&stats, &state);
  g_assert_cmpstr (text, ==, "Answered 3 times, right 2 · forgotten once");
  g_clear_pointer (&text, g_free);

  state.lapses = 2;
  text = ak_practice_text_history (&stats, &state);
  g_assert_cmpstr (text, ==, "Answered 3 times, right 2 · forgotten 2 times");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!ui_test_init (&argc, &argv))
    return 0;
  ui_test_reset_all_settings ();
  g_test_add_func ("/ak/ui/practice/history-text", test_practice_history_text);
  g_test_add_func ("/ak/ui/practice/unopenable", test_practice_unopenable);
  g_test_add_func ("/ak/ui/practice/empty", test_practice_empty);
  g_test_add_func ("/ak/ui/practice/session", test_practice_session);
  status = ui_test_run ();
  clear_cards ();
  return status;
}
