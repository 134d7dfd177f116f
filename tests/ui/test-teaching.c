/* test-teaching.c — teaching mode against the computer: a mistake warned
 * of before the computer answers, Continue, Take Back, the refutation
 * shown, a good move let through, undo and a new game while warned, and
 * the moment added to the practice deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-teaching"

#include "config.h"

#include "window-test-helpers.h"

#include "ak-preferences-dialog.h"
#include "ak-preferences-dialog-private.h"
#include "ak-table-private.h"

/* The teaching look's depth here, and the test's own search's: the same
 * fixed depth gives the same values, whatever the machine's speed. */
#define DEPTH 6

/* A move this much worse than the best is warned of, whatever the
 * threshold's rounding. */
#define CLEAR_LOSS (8 * AK_SCORE_SEED)

/* A deadline for anything the engine does, on a busy machine. */
#define SLOW_TIMEOUT_US (120 * G_USEC_PER_SEC)

typedef struct
{
  char *position;  /* the position string, South to move */
  int   worst;
  int   best;
} Moment;

static Moment moment;

/* Values every move of @game's position by the engine, at DEPTH. */
static void
value_moves (AkGame *game,
             int    *worst,
             int    *best,
             int    *loss)
{
  g_autoptr(AkSearch) search = ak_search_new (16);
  g_autoptr(AkHistory) history = ak_game_dup_engine_history (game);
  AkSearchLimits limits = { 0, };
  AkSearchResult result;
  int low = G_MAXINT, high = G_MININT;

  limits.all_moves = TRUE;
  limits.max_depth = DEPTH;
  g_assert_true (ak_search_run (search, ak_game_get_rules (game), history, &limits, &result));
  *worst = *best = AK_MOVE_NONE;
  for (guint i = 0; i < result.n_moves; i++)
    {
      if (result.move_scores[i] < low)
        {
          low = result.move_scores[i];
          *worst = result.moves[i];
        }
      if (result.move_scores[i] > high)
        {
          high = result.move_scores[i];
          *best = result.moves[i];
        }
    }
  *loss = result.n_moves > 1 ? high - low : 0;
}

/* A position of a seeded random game, South to move, where the engine
 * finds one move clearly worse than the best: found once. */
static void
find_moment (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (29);
  AkRules rules;

  if (moment.position != NULL)
    return;
  ak_rules_init (&rules);
  for (guint attempt = 0; attempt < 50 && moment.position == NULL; attempt++)
    {
      g_autoptr(AkGame) game = NULL;
      AkPosition start;

      ak_position_init_start (&start, AK_SOUTH);
      game = ak_game_new (&rules, &start);

      for (guint ply = 0; ply < 60 && !ak_game_get_is_over (game); ply++)
        {
          int worst, best, loss;

          if (ak_game_get_side_to_move (game) == AK_SOUTH && ply >= 4)
            {
              value_moves (game, &worst, &best, &loss);
              if (loss >= CLEAR_LOSS)
                {
                  moment.position = ak_position_to_string (ak_game_get_position (game));
                  moment.worst = worst;
                  moment.best = best;
                  break;
                }
            }
          g_assert_cmpint (ak_game_play (game, random_legal_move (game, rand), NULL), ==,
                           AK_VERDICT_LEGAL);
        }
    }
  g_assert_nonnull (moment.position);
  g_test_message ("moment: %s, worst %c, best %c", moment.position,
                  ak_hole_to_char (moment.worst), ak_hole_to_char (moment.best));
}

/* A window where South, a person, plays the computer (level 1) from the
 * moment's position, in @mode, with its own deck. */
static AkWindow *
new_teaching_window (const char      *mode,
                     AkPracticeDeck **deck_out)
{
  g_autoptr(GSettings) settings = g_settings_new (SETTINGS_SCHEMA_ID);
  g_autoptr(AkGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  AkPracticeDeck *deck;
  AkWindow *window;
  AkTable *table;
  AkRules rules;

  find_moment ();
  window = new_shown_window ();
  table = ak_window_get_table (window);
  _ak_table_set_teaching_depth (table, DEPTH);
  g_settings_set_string (settings, "teaching-mode", mode);
  g_assert_cmpint (ak_table_get_teaching_mode (table), !=, AK_TEACHING_MODE_OFF);

  path = g_build_filename (ui_test_state_dir, "teaching-deck.sqlite", NULL);
  g_unlink (path);
  deck = ak_practice_deck_open (path, &error);
  g_assert_no_error (error);
  _ak_window_set_practice_deck (window, deck);
  if (deck_out != NULL)
    *deck_out = deck;
  else
    g_object_unref (deck);

  ak_rules_init (&rules);
  game = ak_game_new_from_position_string (&rules, moment.position, &error);
  g_assert_no_error (error);
  ak_window_set_game (window, game);
  ak_player_set_computer_level (ak_table_get_player (table, AK_NORTH), 1);
  drain_main_context ();
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
  g_assert_false (ak_table_get_thinking (table));
  return window;
}

static void
wait_for_warning_or_answer (AkWindow *window)
{
  AkTable *table = ak_window_get_table (window);
  AkGame *game = ak_window_get_game (window);
  gint64 deadline = g_get_monotonic_time () + SLOW_TIMEOUT_US;

  while (ak_table_get_warning (table) == NULL &&
         !(ak_game_get_side_to_move (game) == AK_SOUTH && !ak_table_get_thinking (table) &&
           !ak_table_get_checking (table) && !ak_table_get_held (table)))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  drain_main_context ();
}

static void
wait_for_answer (AkWindow *window)
{
  AkTable *table = ak_window_get_table (window);
  AkGame *game = ak_window_get_game (window);
  gint64 deadline = g_get_monotonic_time () + SLOW_TIMEOUT_US;

  while (ak_game_get_side_to_move (game) != AK_SOUTH || ak_table_get_thinking (table) ||
         ak_table_get_held (table) || ak_table_get_checking (table))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  drain_main_context ();
}

/* Until the cards on their way are in the deck. */
static void
wait_for_collecting (AkWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + SLOW_TIMEOUT_US;

  while (_ak_window_get_collecting (window))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

static guint
count_cards (AkPracticeDeck *deck)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GTimeZone) tz = g_time_zone_new_utc ();
  AkPracticeDeckStats stats;

  g_assert_true (ak_practice_deck_get_stats (deck, g_get_real_time () / G_USEC_PER_SEC, tz,
                                             &stats, &error));
  g_assert_no_error (error);
  return stats.n_cards;
}

static AkGameNode *
child_with_move (AkGameNode *node,
                 int         move)
{
  for (guint i = 0; node->children != NULL && i < node->children->len; i++)
    {
      AkGameNode *child = g_ptr_array_index (node->children, i);

      if (child->move == move)
        return child;
    }
  return NULL;
}

/* Warn: the bad move is warned of before the computer moves, with the
 * review's words; the refutation shows and goes; Continue lets the
 * computer answer; the moment is a card and a variation with a comment. */
static void
test_warn_then_continue (void)
{
  g_autoptr(AkPracticeDeck) deck = NULL;
  AkWindow *window = new_teaching_window ("warn", &deck);
  AkTable *table = ak_window_get_table (window);
  AkGame *game = ak_window_get_game (window);
  AkTeachingBar *bar = _ak_window_get_teaching_bar (window);
  AkGameNode *root = ak_game_get_root (game);
  const AkTeachingWarning *warning;
  g_autofree char *comment = NULL;
  guint searches = _ak_table_get_n_searches (table);
  gint64 deadline;

  g_assert_false (ak_teaching_bar_get_revealed (bar));
  g_assert_true (ak_table_play (table, moment.worst, NULL));
  wait_for_warning_or_answer (window);

  warning = ak_table_get_warning (table);
  g_assert_nonnull (warning);
  /* The computer has not moved, nor started to think. */
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_NORTH);
  g_assert_true (ak_game_get_live_node (game)->parent == root);
  g_assert_cmpuint (_ak_table_get_n_searches (table), ==, searches);
  g_assert_false (ak_table_get_thinking (table));
  g_assert_cmpint (warning->move, ==, moment.worst);
  g_assert_cmpint (warning->best_move, ==, moment.best);
  g_assert_cmpint (warning->loss, >=, AK_REVIEW_MISTAKE_LOSS);
  g_assert_true (ak_teaching_bar_get_revealed (bar));
  g_assert_cmpstr (ak_teaching_bar_get_text (bar), !=, "");
  g_test_message ("warning: %s", ak_teaching_bar_get_text (bar));
  g_assert_nonnull (strstr (gtk_label_get_label (_ak_window_get_status_label (window)),
                            "waits until you continue"));
  /* Warn mode offers no Take Back. */
  g_assert_false (gtk_widget_get_visible (ui_test_find_button (GTK_WIDGET (bar), "_Take Back")));

  /* Kept in the game: the move marked with the warning, the better line
   * beside it; and in the deck. */
  comment = ak_game_dup_comment (game, ak_game_get_live_node (game));
  g_assert_nonnull (comment);
  g_assert_nonnull (strstr (comment, ak_teaching_bar_get_text (bar)));
  g_assert_nonnull (child_with_move (root, moment.best));
  g_assert_true (g_ptr_array_index (root->children, 0) == ak_game_get_live_node (game));
  wait_for_collecting (window);
  g_assert_cmpuint (count_cards (deck), ==, 1);

  /* Still waiting after everything pending ran. */
  drain_main_context ();
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_NORTH);
  g_assert_cmpuint (_ak_table_get_n_searches (table), ==, searches);

  /* The refutation is shown on the board, then the game again. */
  if (warning->n_refutation > 0)
    {
      AkBoardView *board = ak_window_get_board_view (window);

      gtk_widget_activate_action (GTK_WIDGET (window), "win.teaching-show-refutation", NULL);
      g_assert_true (ak_board_view_get_showing_position (board));
      deadline = g_get_monotonic_time () + SLOW_TIMEOUT_US;
      while (_ak_window_get_showing_refutation (window))
        {
          g_assert_cmpint (g_get_monotonic_time (), <, deadline);
          g_main_context_iteration (NULL, TRUE);
        }
      g_assert_false (ak_board_view_get_showing_position (board));
      g_assert_nonnull (ak_table_get_warning (table));
    }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.teaching-continue", NULL);
  g_assert_null (ak_table_get_warning (table));
  g_assert_false (ak_teaching_bar_get_revealed (bar));
  wait_for_answer (window);
  g_assert_cmpuint (_ak_table_get_n_searches (table), ==, searches + 1);
  g_assert_cmpuint (ak_game_get_live_node (game)->ply, ==, 2);
  g_assert_true (ak_game_get_live_node (game)->parent->parent == root);

  ui_test_destroy_window (window);
}

/* Take Back: the position and the side to move as before the move, the
 * move kept with its warning and no line ahead of play; the person moves
 * again, and the computer answers. */
static void
test_take_back (void)
{
  AkWindow *window = new_teaching_window ("take-back", NULL);
  AkTable *table = ak_window_get_table (window);
  AkGame *game = ak_window_get_game (window);
  AkGameNode *root = ak_game_get_root (game);
  g_autofree char *before = ak_position_to_string (ak_game_get_position (game));
  AkGameNode *played;
  guint searches = _ak_table_get_n_searches (table);

  g_assert_true (ak_table_play (table, moment.worst, NULL));
  wait_for_warning_or_answer (window);
  g_assert_nonnull (ak_table_get_warning (table));
  g_assert_true (gtk_widget_get_visible (ui_test_find_button (
    GTK_WIDGET (_ak_window_get_teaching_bar (window)), "_Take Back")));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.teaching-take-back", NULL);
  drain_main_context ();
  {
    g_autofree char *after = ak_position_to_string (ak_game_get_position (game));

    g_assert_cmpstr (after, ==, before);
  }
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
  g_assert_true (ak_game_get_live_node (game) == root);
  g_assert_true (ak_game_get_current_node (game) == root);
  g_assert_null (ak_table_get_warning (table));
  g_assert_false (ak_teaching_bar_get_revealed (_ak_window_get_teaching_bar (window)));
  g_assert_false (ak_table_get_thinking (table));
  g_assert_cmpuint (_ak_table_get_n_searches (table), ==, searches);
  /* The move taken back stays with its warning, as an undone move does;
   * the better line is gone: nothing lies ahead of play but that move. */
  played = child_with_move (root, moment.worst);
  g_assert_nonnull (played);
  g_assert_null (child_with_move (root, moment.best));
  {
    g_autofree char *comment = ak_game_dup_comment (game, played);

    g_assert_nonnull (comment);
  }

  /* The best move now: no warning, and the computer answers; the best
   * move is the main line, the one taken back a variation with its
   * warning. */
  g_assert_true (ak_table_play (table, moment.best, NULL));
  wait_for_warning_or_answer (window);
  g_assert_null (ak_table_get_warning (table));
  wait_for_answer (window);
  g_assert_cmpuint (_ak_table_get_n_searches (table), ==, searches + 1);
  g_assert_cmpuint (ak_game_get_live_node (game)->ply, ==, 2);
  g_assert_cmpint (((AkGameNode *) g_ptr_array_index (root->children, 0))->move, ==, moment.best);
  g_assert_false (ak_game_is_on_main_line (game, played));
  {
    g_autofree char *comment = ak_game_dup_comment (game, played);

    g_assert_nonnull (comment);
  }
  /* Play stands where the board shows it: no line ahead of it to look
   * back from. */
  g_assert_true (ak_game_get_current_node (game) == ak_game_get_live_node (game));
  g_assert_false (_ak_table_is_browsing (table));

  ui_test_destroy_window (window);
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

/* A good move is answered without a word. */
static void
test_good_move (void)
{
  g_autoptr(AkPracticeDeck) deck = NULL;
  AkWindow *window = new_teaching_window ("take-back", &deck);
  AkTable *table = ak_window_get_table (window);
  AkGame *game = ak_window_get_game (window);
  guint warned = 0;

  g_signal_connect (table, "notify::warned", G_CALLBACK (count_cb), &warned);
  g_assert_true (ak_table_play (table, moment.best, NULL));
  wait_for_answer (window);
  g_assert_cmpuint (warned, ==, 0);
  g_assert_cmpuint (ak_game_get_live_node (game)->ply, ==, 2);
  g_assert_false (ak_teaching_bar_get_revealed (_ak_window_get_teaching_bar (window)));
  wait_for_collecting (window);
  g_assert_cmpuint (count_cards (deck), ==, 0);
  g_signal_handlers_disconnect_by_func (table, count_cb, &warned);

  ui_test_destroy_window (window);
}

/* Undo while warned: the move is taken back as undo does, the warning
 * goes, and the computer neither thinks nor plays. */
static void
test_undo_while_warned (void)
{
  AkWindow *window = new_teaching_window ("warn", NULL);
  AkTable *table = ak_window_get_table (window);
  AkGame *game = ak_window_get_game (window);
  guint searches = _ak_table_get_n_searches (table);

  g_assert_true (ak_table_play (table, moment.worst, NULL));
  wait_for_warning_or_answer (window);
  g_assert_nonnull (ak_table_get_warning (table));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  drain_main_context ();
  g_assert_null (ak_table_get_warning (table));
  g_assert_false (ak_teaching_bar_get_revealed (_ak_window_get_teaching_bar (window)));
  g_assert_true (ak_game_get_live_node (game) == ak_game_get_root (game));
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
  g_assert_false (ak_table_get_thinking (table));
  g_assert_false (ak_table_get_checking (table));
  g_assert_cmpuint (_ak_table_get_n_searches (table), ==, searches);

  /* Redo puts the move forward: looked at again, warned again, still no
   * answer from the computer. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  wait_for_warning_or_answer (window);
  g_assert_nonnull (ak_table_get_warning (table));
  g_assert_cmpuint (_ak_table_get_n_searches (table), ==, searches);

  /* North handed to a person: nobody waits any more. */
  ak_player_set_kind (ak_table_get_player (table, AK_NORTH), AK_PLAYER_PERSON);
  drain_main_context ();
  g_assert_null (ak_table_get_warning (table));
  g_assert_false (ak_teaching_bar_get_revealed (_ak_window_get_teaching_bar (window)));

  ui_test_destroy_window (window);
}

/* A new game while warned (and while the move is being looked at): the
 * warning goes with the old game, and the computer plays only in the new
 * one, once. */
static void
test_new_game_while_warned (void)
{
  AkWindow *window = new_teaching_window ("warn", NULL);
  AkTable *table = ak_window_get_table (window);
  AkGame *game;

  g_assert_true (ak_table_play (table, moment.worst, NULL));
  wait_for_warning_or_answer (window);
  g_assert_nonnull (ak_table_get_warning (table));

  /* The computer starts the new game: it thinks at once, and plays one
   * move. */
  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 1, 0, NULL, NULL);
  g_assert_null (ak_table_get_warning (table));
  g_assert_false (ak_teaching_bar_get_revealed (_ak_window_get_teaching_bar (window)));
  game = ak_window_get_game (window);
  {
    gint64 deadline = g_get_monotonic_time () + SLOW_TIMEOUT_US;

    while (ak_game_get_side_to_move (game) != AK_NORTH || ak_table_get_thinking (table) ||
           ak_table_get_held (table))
      {
        g_assert_cmpint (g_get_monotonic_time (), <, deadline);
        g_main_context_iteration (NULL, TRUE);
      }
  }
  drain_main_context ();
  g_assert_cmpuint (ak_game_get_live_node (game)->ply, ==, 1);
  g_assert_false (ak_table_get_checking (table));

  /* A move being looked at goes with its game too. */
  g_assert_true (ak_table_play (table, first_legal_move (game), NULL));
  g_assert_true (ak_table_get_checking (table) || ak_table_get_thinking (table));
  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 1, NULL, NULL);
  g_assert_false (ak_table_get_checking (table));
  g_assert_false (ak_table_get_thinking (table));
  drain_main_context ();
  g_assert_null (ak_table_get_warning (table));
  g_assert_cmpuint (ak_game_get_live_node (ak_window_get_game (window))->ply, ==, 0);

  ui_test_destroy_window (window);
}

/* The window closed while the move is looked at: nothing is left
 * behind to answer. */
static void
test_close_while_checking (void)
{
  AkWindow *window = new_teaching_window ("warn", NULL);
  AkTable *table = g_object_ref (ak_window_get_table (window));

  g_assert_true (ak_table_play (table, moment.worst, NULL));
  g_assert_true (ak_table_get_checking (table));
  ui_test_destroy_window (window);
  g_object_unref (table);
  drain_main_context ();
}

/* A game against the computer in which the person plays the engine's
 * worst move every time: when it ends, it is reviewed in the background
 * and its mistakes become cards in the deck, with a toast. */
static void
test_collect_after_game (void)
{
  g_autoptr(AkPracticeDeck) deck = NULL;
  g_autoptr(GSettings) settings = g_settings_new (SETTINGS_SCHEMA_ID);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (ui_test_state_dir, "collect-deck.sqlite", NULL);
  AkWindow *window = new_shown_window ();
  AkTable *table = ak_window_get_table (window);
  AkGame *game;
  gint64 deadline = g_get_monotonic_time () + 4 * SLOW_TIMEOUT_US;
  guint n_cards;

  g_assert_true (g_settings_get_boolean (settings, "practice-collect"));
  g_unlink (path);
  deck = ak_practice_deck_open (path, &error);
  g_assert_no_error (error);
  _ak_window_set_practice_deck (window, deck);
  _ak_window_set_collect_depth (window, DEPTH);

  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 1, NULL, NULL);
  game = ak_window_get_game (window);
  while (!ak_game_get_is_over (game))
    {
      int worst, best, loss;

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      wait_for_answer (window);
      if (ak_game_get_is_over (game))
        break;
      value_moves (game, &worst, &best, &loss);
      if (worst == AK_MOVE_NONE)
        worst = first_legal_move (game);
      g_assert_true (ak_table_play (table, worst, NULL));
      drain_main_context ();
    }

  /* The review runs after the game, then the cards are checked. */
  wait_for_collecting (window);
  n_cards = count_cards (deck);
  g_test_message ("%u cards", n_cards);
  g_assert_cmpuint (n_cards, >=, 1);
  g_assert_nonnull (strstr (_ak_window_get_toast_title (window), "practice deck"));

  ui_test_destroy_window (window);
}

/* The Preferences' Practice row is the practice-collect setting; off,
 * a game's mistakes are left out of the deck. */
static void
test_collect_preference (void)
{
  g_autoptr(GSettings) settings = g_settings_new (SETTINGS_SCHEMA_ID);
  AdwDialog *dialog;
  GtkSwitch *toggle;

  ui_test_reset_all_settings ();
  dialog = g_object_ref_sink (ak_preferences_dialog_new ());
  toggle = _ak_preferences_dialog_get_collect_switch (AK_PREFERENCES_DIALOG (dialog));
  g_assert_true (gtk_switch_get_active (toggle));
  gtk_switch_set_active (toggle, FALSE);
  g_assert_false (g_settings_get_boolean (settings, "practice-collect"));
  g_settings_set_boolean (settings, "practice-collect", TRUE);
  g_assert_true (gtk_switch_get_active (toggle));
  g_object_unref (dialog);
}

/* Reviews the window's game at the fixed depth (the review dialog's last
 * choice) and waits until the review and the cards it gave are done. */
static void
review_in_window (AkWindow *window)
{
  AdwAlertDialog *dialog;
  GtkWidget *times;
  GtkWidget *bar;
  gint64 deadline = g_get_monotonic_time () + SLOW_TIMEOUT_US;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review-game", NULL));
  dialog = ui_test_wait_for_alert_dialog ();
  times = ui_test_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (times),
                              g_list_model_get_n_items (gtk_drop_down_get_model (
                                GTK_DROP_DOWN (times))) - 1);
  ui_test_alert_respond (dialog, "review");
  bar = ui_test_find_named (GTK_WIDGET (window), "review-bar");
  g_assert_nonnull (bar);
  while (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  drain_main_context ();
  wait_for_collecting (window);
}

/* A game whose first move is the moment's worst, answered: South, to
 * move again where play stands. */
static AkGame *
new_game_with_mistake (void)
{
  g_autoptr(GError) error = NULL;
  AkGame *game;
  AkRules rules;

  find_moment ();
  ak_rules_init (&rules);
  game = ak_game_new_from_position_string (&rules, moment.position, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ak_game_play (game, moment.worst, NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpint (ak_game_play (game, first_legal_move (game), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_SOUTH);
  return game;
}

/* A review the person runs: against the computer, the person's mistakes
 * become cards, once however often the game is reviewed; between two
 * people without a player chosen in the mistake bar, nobody's. */
static void
test_collect_from_review (void)
{
  g_autoptr(AkPracticeDeck) deck = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkGame) people = new_game_with_mistake ();
  g_autoptr(AkGame) computer = new_game_with_mistake ();
  g_autofree char *path = g_build_filename (ui_test_state_dir, "review-deck.sqlite", NULL);
  AkWindow *window = new_shown_window ();
  AkTable *table = ak_window_get_table (window);
  guint n_cards;

  g_unlink (path);
  deck = ak_practice_deck_open (path, &error);
  g_assert_no_error (error);
  _ak_window_set_practice_deck (window, deck);

  ak_window_set_game (window, people);
  review_in_window (window);
  g_assert_cmpuint (count_cards (deck), ==, 0);

  ak_window_set_game (window, computer);
  ak_player_set_computer_level (ak_table_get_player (table, AK_NORTH), 1);
  drain_main_context ();
  g_assert_false (ak_table_get_thinking (table));
  review_in_window (window);
  n_cards = count_cards (deck);
  g_assert_cmpuint (n_cards, >=, 1);
  g_assert_nonnull (strstr (_ak_window_get_toast_title (window), "practice deck"));

  /* Again: the deck has them already. */
  review_in_window (window);
  g_assert_cmpuint (count_cards (deck), ==, n_cards);

  ui_test_destroy_window (window);
}

/* The game menu's switch and the New Game dialog's choice are the one
 * setting the table follows; the dialog sets it only for a game of a
 * person against the computer. */
static void
test_mode_choices (void)
{
  g_autoptr(GSettings) settings = g_settings_new (SETTINGS_SCHEMA_ID);
  AkWindow *window = new_shown_window ();
  AkTable *table = ak_window_get_table (window);
  g_autofree char *mode = NULL;
  AdwDialog *dialog;

  g_assert_cmpint (ak_table_get_teaching_mode (table), ==, AK_TEACHING_MODE_OFF);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.teaching-mode", "s",
                                             "warn"));
  g_assert_cmpint (ak_table_get_teaching_mode (table), ==, AK_TEACHING_MODE_WARN);
  mode = g_settings_get_string (settings, "teaching-mode");
  g_assert_cmpstr (mode, ==, "warn");

  dialog = g_object_ref_sink (ak_new_game_dialog_new ());
  g_assert_cmpint (ak_new_game_dialog_get_teaching_mode (AK_NEW_GAME_DIALOG (dialog)), ==,
                   AK_TEACHING_MODE_WARN);
  ak_new_game_dialog_set_level (AK_NEW_GAME_DIALOG (dialog), AK_SOUTH, 0);
  ak_new_game_dialog_set_level (AK_NEW_GAME_DIALOG (dialog), AK_NORTH, 2);
  ak_new_game_dialog_set_teaching_mode (AK_NEW_GAME_DIALOG (dialog), AK_TEACHING_MODE_TAKE_BACK);
  ak_new_game_dialog_response (AK_NEW_GAME_DIALOG (dialog), "start");
  g_assert_cmpint (ak_table_get_teaching_mode (table), ==, AK_TEACHING_MODE_TAKE_BACK);
  g_object_unref (dialog);

  /* Two people: the choice is not offered, and the setting stays. */
  dialog = g_object_ref_sink (ak_new_game_dialog_new ());
  ak_new_game_dialog_set_level (AK_NEW_GAME_DIALOG (dialog), AK_SOUTH, 0);
  ak_new_game_dialog_set_level (AK_NEW_GAME_DIALOG (dialog), AK_NORTH, 0);
  ak_new_game_dialog_set_teaching_mode (AK_NEW_GAME_DIALOG (dialog), AK_TEACHING_MODE_OFF);
  ak_new_game_dialog_response (AK_NEW_GAME_DIALOG (dialog), "start");
  g_assert_cmpint (ak_table_get_teaching_mode (table), ==, AK_TEACHING_MODE_TAKE_BACK);
  g_object_unref (dialog);

  ui_test_destroy_window (window);
}

int
main (int    argc,
      char **argv)
{
  int status;

  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/teaching/warn-then-continue", test_warn_then_continue);
  g_test_add_func ("/ak/ui/teaching/take-back", test_take_back);
  g_test_add_func ("/ak/ui/teaching/good-move", test_good_move);
  g_test_add_func ("/ak/ui/teaching/undo-while-warned", test_undo_while_warned);
  g_test_add_func ("/ak/ui/teaching/new-game-while-warned", test_new_game_while_warned);
  g_test_add_func ("/ak/ui/teaching/close-while-checking", test_close_while_checking);
  g_test_add_func ("/ak/ui/teaching/collect-after-game", test_collect_after_game);
  g_test_add_func ("/ak/ui/teaching/collect-preference", test_collect_preference);
  g_test_add_func ("/ak/ui/teaching/collect-from-review", test_collect_from_review);
  g_test_add_func ("/ak/ui/teaching/mode-choices", test_mode_choices);

  status = ui_test_run ();
  g_free (moment.position);
  return status;
}
