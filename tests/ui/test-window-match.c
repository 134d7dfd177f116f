/* test-window-match.c — matches through the main window: buying holes,
 * the computer buying, saving a match, and the end of a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-window-match"

#include "config.h"

#include "ui-test-setup.h"
#include "window-test-helpers.h"

#include <string.h>

/* Plays @game at random until South would take at least @wealth seeds,
 * then the players agree.  FALSE if the game ended first. */
static gboolean
play_until_south_rich (AkWindow *window,
                       AkGame   *game,
                       GRand    *rand,
                       guint     wealth)
{
  guint totals[2];

  for (;;)
    {
      const AkPosition *pos = ak_game_get_position (game);

      if (ak_game_get_is_over (game))
        return FALSE;
      ak_position_division (pos, totals);
      if (totals[AK_SOUTH] + pos->banks[AK_SOUTH] >= wealth &&
          ak_position_status (pos, ak_game_get_rules (game)) == AK_STATUS_MOVE)
        return TRUE;
      if (ak_position_status (pos, ak_game_get_rules (game)) == AK_STATUS_PASS)
        drain_main_context ();
      else
        press_hole (window, random_legal_move (game, rand));
    }
}

static AkMatch *
start_match_with_south_rich (AkWindow *window,
                             GRand    *rand)
{
  AkRules rules;

  ak_rules_init (&rules);
  for (guint attempt = 0; attempt < 200; attempt++)
    {
      ak_window_start (window, &rules, TRUE, 0, 0, "Ana", "Kofi");
      if (play_until_south_rich (window, ak_window_get_game (window), rand, 30))
        return ak_window_get_match (window);
    }
  g_assert_not_reached ();
}

static void
close_game_over (void)
{
  AkGameOverDialog *dialog;

  drain_main_context ();
  dialog = find_game_over ();
  if (dialog != NULL)
    adw_dialog_force_close (ADW_DIALOG (dialog));
}

/* The players divide the seeds; the summary comes up over the final
 * position, and its Continue goes on to the rebuild. */
static void
agree_and_continue (AkWindow *window)
{
  AkGameOverDialog *dialog;

  g_assert_true (ak_table_divide_seeds (ak_window_get_table (window)));
  dialog = find_game_over ();
  g_assert_nonnull (dialog);
  g_assert_true (ak_game_over_dialog_has_response (dialog, "continue"));
  g_assert_true (ak_game_over_dialog_has_response (dialog, "close"));
  g_assert_false (ak_game_over_dialog_has_response (dialog, "play-again"));
  g_assert_false (ak_game_over_dialog_has_response (dialog, "review"));
  g_assert_cmpstr (ak_game_over_dialog_get_default_response (dialog), ==, "continue");
  g_assert_true (g_str_has_prefix (_ak_game_over_dialog_get_text (dialog, "next"), "Next, "));
  /* Until then, the game's end is on the board, and no rebuild. */
  g_assert_false (_ak_window_get_rebuilding (window));
  g_assert_cmpint (ak_table_get_stage (ak_window_get_table (window)), ==,
                   AK_TABLE_STAGE_GAME_OVER);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    g_assert_cmpuint (_ak_board_view_get_displayed_count (ak_window_get_board_view (window), hole),
                      ==, ak_game_get_position (ak_window_get_game (window))->holes[hole]);
  ui_test_dialog_click (ADW_DIALOG (dialog), "continue");
  drain_main_context ();
}

/* The cards beside the board count what it shows: @pos's seeds in the
 * store, holes owned and bank, for each side. */
static void
assert_cards_count (AkWindow         *window,
                    const AkPosition *pos)
{
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      AkPlayerCard *card = ak_window_get_player_card (window, side);
      char text[16];

      g_snprintf (text, sizeof text, "%u", pos->stores[side]);
      g_assert_cmpstr (_ak_player_card_get_seeds_text (card), ==, text);
      g_snprintf (text, sizeof text, "%u", ak_position_holes_owned (pos, side));
      g_assert_cmpstr (_ak_player_card_get_holes_text (card), ==, text);
      g_snprintf (text, sizeof text, "%u", pos->banks[side]);
      g_assert_cmpstr (_ak_player_card_get_bank_text (card), ==, text);
      g_assert_true (_ak_player_card_get_bank_visible (card));
    }
}

/* A person buys holes for the next game by pressing them on the board;
 * the count is enforced, and the next game starts with them bought. */
static void
test_window_match_purchase (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  AkMatch *match;
  AkGame *second;
  AkRebuildPlan plan;
  guint8 bought[AK_N_HOLES];
  AkPosition next;
  AkTable *table;

  match = start_match_with_south_rich (window, rand);
  table = ak_window_get_table (window);
  g_assert_false (_ak_window_get_rebuilding (window));
  agree_and_continue (window);

  /* The game over at the end of its main line: the rebuild shows. */
  g_assert_true (ak_match_get_plan (match, &plan));
  g_assert_cmpint (plan.buyer, ==, AK_SOUTH);
  g_assert_cmpuint (plan.n_purchases, >, 0);
  g_assert_true (_ak_window_get_rebuilding (window));
  g_assert_nonnull (strstr (_ak_window_get_purchase_text (window), "Ana brings"));
  g_test_message ("%s", _ak_window_get_purchase_text (window));
  /* The cards count the next game's board, as the board shows it. */
  g_assert_true (ak_table_preview_next_board (table, &next));
  assert_cards_count (window, &next);
  g_assert_cmpuint (next.banks[AK_SOUTH], >, 0);
  /* The Match page says what the seeds are worth: the holes each owns
   * once those bought are chosen. */
  {
    GtkWidget *page = ui_test_find_descendant (GTK_WIDGET (window), AK_TYPE_MATCH_PAGE);
    g_autofree char *standing = g_strdup_printf ("After game 1: Ana has %u seeds, worth %u "
                                                 "holes; Kofi %u, worth %u",
                                                 plan.wealth[AK_SOUTH],
                                                 AK_ROW_HOLES + plan.n_purchases,
                                                 plan.wealth[AK_NORTH],
                                                 AK_ROW_HOLES - plan.n_purchases);

    g_assert_cmpstr (_ak_match_page_get_standing_text (AK_MATCH_PAGE (page)), ==, standing);
  }

  /* South's own row is not for sale; nothing starts before all are chosen. */
  press_hole (window, 0);
  g_assert_cmpuint (ak_table_get_purchases (table, bought), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-next-game", NULL);
  g_assert_cmpuint (ak_match_get_n_games (match), ==, 1);

  /* Walking back into the game puts the rebuild away; back at the end,
   * the bar offers the next game again. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-previous", NULL);
  g_assert_false (_ak_window_get_rebuilding (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-last", NULL);
  g_assert_false (_ak_window_get_rebuilding (window));
  g_assert_nonnull (strstr (_ak_window_get_purchase_text (window), "Game 1 is over"));
  /* Back at the game's end, the cards count it again: nothing is in a bank. */
  {
    AkPosition end = *ak_game_get_position (ak_window_get_game (window));
    guint totals[2];

    ak_position_division (&end, totals);
    end.stores[AK_SOUTH] = (guint8) totals[AK_SOUTH];
    end.stores[AK_NORTH] = (guint8) totals[AK_NORTH];
    assert_cards_count (window, &end);
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
  g_assert_true (_ak_window_get_rebuilding (window));

  for (guint i = 0; i < plan.n_purchases; i++)
    {
      press_hole (window, AK_N_HOLES - 1 - (int) i);
      g_assert_true (ak_table_preview_next_board (table, &next));
      assert_cards_count (window, &next);
      g_assert_cmpuint (ak_position_holes_owned (&next, AK_SOUTH), ==, AK_ROW_HOLES + i + 1);
    }
  /* One more than allowed is refused. */
  if (plan.n_purchases < AK_ROW_HOLES)
    press_hole (window, AK_ROW_HOLES);
  g_assert_cmpuint (ak_table_get_purchases (table, bought), ==, plan.n_purchases);
  g_assert_nonnull (strstr (_ak_window_get_purchase_text (window), "chosen"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-next-game", NULL);
  drain_main_context ();
  g_assert_cmpuint (ak_match_get_n_games (match), ==, 2);
  second = ak_window_get_game (window);
  g_assert_true (second == ak_match_get_current_game (match));
  g_assert_false (_ak_window_get_rebuilding (window));
  for (guint i = 0; i < plan.n_purchases; i++)
    g_assert_cmpint (ak_position_owner (ak_game_get_start (second), AK_N_HOLES - 1 - (int) i), ==,
                     AK_SOUTH);
  g_assert_cmpuint (ak_position_total (ak_game_get_start (second)), ==, AK_N_SEEDS);
  g_assert_cmpstr (ak_game_get_south_name (second), ==, "Ana");
  g_assert_cmpuint (_ak_player_card_get_bank_visible (ak_window_get_player_card (window, AK_SOUTH)),
                    ==, TRUE);
  assert_cards_count (window, ak_game_get_position (second));

  /* The ledger has both games, the purchase in the first row. */
  {
    g_autoptr(AkLedgerEntry) entry = g_list_model_get_item (ak_match_get_ledger (match), 0);

    g_assert_cmpuint (g_list_model_get_n_items (ak_match_get_ledger (match)), ==, 2);
    g_assert_nonnull (ak_ledger_entry_get_purchases (entry));
  }

  ui_test_destroy_window (window);
}

/* A computer buyer chooses with its engine; the choice is shown and
 * explained before the next game starts. */
static void
test_window_match_computer_buys (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  gint64 deadline;
  AkRebuildPlan plan;
  AkMatch *match;
  AkTable *table;
  guint8 bought[AK_N_HOLES];

  /* People agree; then the computer takes over South, the buyer. */
  match = start_match_with_south_rich (window, rand);
  table = ak_window_get_table (window);
  g_assert_true (ak_table_divide_seeds (table));
  close_game_over ();
  ak_window_set_player_level (window, AK_SOUTH, 2);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
  g_assert_true (ak_match_get_plan (match, &plan));
  g_assert_true (_ak_window_get_rebuilding (window));
  g_assert_nonnull (strstr (_ak_window_get_purchase_text (window), "choosing"));

  deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;
  while (ak_table_get_purchases (table, bought) < plan.n_purchases)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_test_message ("%s", _ak_window_get_purchase_text (window));
  g_assert_nonnull (strstr (_ak_window_get_purchase_text (window), "Ana buys hole"));
  /* In plain words and whole seeds. */
  {
    int score = ak_table_get_purchase_score (table);
    int seeds = (score >= 0 ? score + 50 : score - 50) / 100;
    g_autofree char *tail = NULL;

    if (seeds > 0)
      tail = g_strdup_printf (", the best of all the choices: it expects to end the next game "
                              "about %d %s ahead.", seeds, seeds == 1 ? "seed" : "seeds");
    else if (seeds < 0)
      tail = g_strdup_printf (", the best of all the choices: it expects to end the next game "
                              "about %d %s behind.", -seeds, seeds == -1 ? "seed" : "seeds");
    else
      tail = g_strdup (", the best of all the choices: it expects the next game to end about "
                       "even.");
    g_assert_true (g_str_has_suffix (_ak_window_get_purchase_text (window), tail));
  }
  for (guint i = 0; i < plan.n_purchases; i++)
    g_assert_cmpint (ak_hole_row (bought[i]), ==, AK_NORTH);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-next-game", NULL);
  drain_main_context ();
  g_assert_cmpuint (ak_match_get_n_games (match), ==, 2);
  for (guint i = 0; i < plan.n_purchases; i++)
    g_assert_cmpint (ak_position_owner (ak_game_get_start (ak_window_get_game (window)),
                                        bought[i]), ==, AK_SOUTH);

  ui_test_destroy_window (window);
}

/* A match saved to a file opens again as the match. */
static void
test_window_match_file (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(GFile) dir = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("ak-window-XXXXXX", NULL);
  AkMatch *match;

  dir = g_file_new_for_path (tmp);
  file = g_file_get_child (dir, "match.akn");
  match = start_match_with_south_rich (window, rand);
  agree_and_continue (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-next-game", NULL);
  g_assert_cmpuint (ak_match_get_n_games (match), ==, 1);
  for (guint i = 0; i < AK_ROW_HOLES && ak_match_get_n_games (match) == 1; i++)
    {
      press_hole (window, AK_ROW_HOLES + (int) i);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.start-next-game", NULL);
    }
  g_assert_cmpuint (ak_match_get_n_games (match), ==, 2);
  press_hole (window, random_legal_move (ak_window_get_game (window), rand));
  before = ak_match_dup_records (match);

  ak_window_save_to_file (window, file);
  wait_for_file_ops (window);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "match.akn — Adji Kui");

  ak_window_start_game (window, AK_VARIANT_ADJI_KUI_2, 0, 0, NULL, NULL);
  g_assert_null (ak_window_get_match (window));
  ak_window_open_file (window, file);
  wait_for_file_ops (window);
  g_assert_nonnull (ak_window_get_match (window));
  after = ak_match_dup_records (ak_window_get_match (window));
  g_assert_cmpuint (after->len, ==, before->len);
  for (guint i = 0; i < after->len; i++)
    g_assert_true (ak_game_record_equal (g_ptr_array_index (before, i),
                                         g_ptr_array_index (after, i)));

  /* A move marks the match changed. */
  press_hole (window, random_legal_move (ak_window_get_game (window), rand));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• match.akn — Adji Kui");

  ui_test_destroy_window (window);
  remove_dir (dir);
}

/* The holes at a match's end, as the summary shows them, are those the
 * final wealth would fill and buy: the engine's own plan. */
static void
assert_match_holes_shown (AkGameOverDialog *dialog,
                          AkMatch          *match)
{
  const AkPosition *end = ak_game_get_position (ak_match_get_current_game (match));
  g_autofree char *holes = NULL;
  guint wealth[2];
  AkRebuildPlan plan;

  ak_match_wealth (end, wealth);
  g_assert_cmpuint (wealth[AK_SOUTH] + wealth[AK_NORTH], ==, AK_N_SEEDS);
  ak_match_plan (ak_match_get_rules (match), wealth, &plan);
  holes = g_strdup_printf ("Ana %u · Kofi %u", plan.holes[AK_SOUTH], plan.holes[AK_NORTH]);
  g_assert_cmpstr (_ak_game_over_dialog_get_text (dialog, "holes"), ==, holes);
}

/* A match played to its end by games:2, with a purchase between; the end
 * is announced with the standing; an earlier game opens read-only. */
static void
test_window_match_end (void)
{
  AkWindow *window = new_shown_window ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (29);
  AkGameOverDialog *dialog;
  g_autofree char *wins = NULL;
  AkRebuildPlan plan;
  GtkWindow *viewer;
  AkBoardView *viewer_board;
  AkMatch *match = NULL;
  AkGame *first;
  AkRules rules;
  g_autoptr(AkGameRecord) first_record = NULL;
  g_autoptr(AkGameRecord) viewer_record = NULL;

  ak_rules_init (&rules);
  rules.match_end = AK_MATCH_END_GAMES;
  rules.match_end_n = 2;
  for (guint attempt = 0; attempt < 200 && match == NULL; attempt++)
    {
      ak_window_start (window, &rules, TRUE, 0, 0, "Ana", "Kofi");
      if (play_until_south_rich (window, ak_window_get_game (window), rand, 30))
        match = ak_window_get_match (window);
    }
  g_assert_nonnull (match);
  first = ak_window_get_game (window);
  agree_and_continue (window);
  g_assert_true (ak_match_get_plan (match, &plan));
  for (guint i = 0; i < plan.n_purchases; i++)
    press_hole (window, AK_ROW_HOLES + (int) i);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-next-game", NULL);
  g_assert_cmpuint (ak_match_get_n_games (match), ==, 2);

  /* The second game, and the match, end. */
  press_hole (window, random_legal_move (ak_window_get_game (window), rand));
  g_assert_true (ak_table_divide_seeds (ak_window_get_table (window)));
  drain_main_context ();
  g_assert_true (ak_match_get_is_over (match));
  g_assert_false (_ak_window_get_rebuilding (window));
  dialog = find_game_over ();
  g_assert_nonnull (dialog);
  g_test_message ("%s: %s", _ak_game_over_dialog_get_text (dialog, "heading"),
                  _ak_game_over_dialog_get_text (dialog, "holes"));
  g_assert_true (g_str_has_suffix (_ak_game_over_dialog_get_text (dialog, "heading"),
                                   " Wins the Match") ||
                 g_str_equal (_ak_game_over_dialog_get_text (dialog, "heading"),
                              "The Match Is Drawn"));
  /* The standing: the games won, and the holes the match is decided by. */
  wins = g_strdup_printf ("Ana %u · Kofi %u", ak_match_get_wins (match, AK_SOUTH),
                          ak_match_get_wins (match, AK_NORTH));
  g_assert_cmpstr (_ak_game_over_dialog_get_text (dialog, "wins"), ==, wins);
  assert_match_holes_shown (dialog, match);
  /* What decides, after how many games (test-game-end checks the words). */
  g_assert_true (g_str_has_prefix (_ak_game_over_dialog_get_text (dialog, "next"),
                                   "After 2 of 2 games: Ana has "));
  g_assert_true (ak_game_over_dialog_has_response (dialog, "new-game"));
  g_assert_cmpstr (ak_game_over_dialog_get_default_response (dialog), ==, "new-game");
  g_assert_false (ak_game_over_dialog_has_response (dialog, "play-again"));
  g_assert_false (ak_game_over_dialog_has_response (dialog, "continue"));
  adw_dialog_force_close (ADW_DIALOG (dialog));

  /* The first game from the match page: a copy, on a board that plays
   * nothing. */
  first_record = ak_game_dup_record (first);
  g_signal_emit_by_name (ui_test_find_descendant (GTK_WIDGET (window), AK_TYPE_MATCH_PAGE),
                         "game-activated", 0u);
  viewer = find_toplevel_of_type (ADW_TYPE_WINDOW);
  g_assert_nonnull (viewer);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (viewer), "match-game-view"));
  viewer_board = AK_BOARD_VIEW (ui_test_find_descendant (GTK_WIDGET (viewer), AK_TYPE_BOARD_VIEW));
  g_assert_true (ak_board_view_get_read_only (viewer_board));
  viewer_record = ak_game_dup_record (ak_board_view_get_game (viewer_board));
  g_assert_true (ak_game_record_equal (viewer_record, first_record));
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    g_assert_false (ak_board_view_activate_hole (viewer_board, hole));
  /* It says who played and how the game ended, and Esc closes it. */
  {
    AdwWindowTitle *heading = ADW_WINDOW_TITLE (ui_test_find_descendant (GTK_WIDGET (viewer),
                                                                         ADW_TYPE_WINDOW_TITLE));
    g_autofree char *expected = NULL;
    gboolean closes = FALSE;
    guint totals[2];
    g_autoptr(GListModel) controllers = NULL;

    ak_position_division (ak_game_get_position (first), totals);
    expected = g_strdup_printf ("Ana – Kofi · %u–%u · Read only", totals[AK_SOUTH],
                                totals[AK_NORTH]);
    g_assert_cmpstr (adw_window_title_get_subtitle (heading), ==, expected);
    controllers = gtk_widget_observe_controllers (GTK_WIDGET (viewer));
    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
          continue;
        for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
          {
            g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
            g_autofree char *trigger = gtk_shortcut_trigger_to_string (
              gtk_shortcut_get_trigger (shortcut));
            g_autofree char *action = gtk_shortcut_action_to_string (
              gtk_shortcut_get_action (shortcut));

            closes |= g_str_equal (trigger, "Escape") && g_str_equal (action, "action(window.close)");
          }
      }
    g_assert_true (closes);
  }
  gtk_window_destroy (viewer);

  ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/window/match-purchase", test_window_match_purchase);
  g_test_add_func ("/ak/ui/window/match-computer-buys", test_window_match_computer_buys);
  g_test_add_func ("/ak/ui/window/match-file", test_window_match_file);
  g_test_add_func ("/ak/ui/window/match-end", test_window_match_end);

  return ui_test_run ();
}
