/* test-match-page.c — the Match page: standing, ledger cards, live
 * updates, activation and the empty state
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The matches are played as in tests/model/match-test-common.c: random legal
 * moves, and an agreement as soon as South leads by enough, which steers
 * the match towards South with holes bought on the way.  What the page
 * shows is checked against the match's ledger and games.
 *
 * With AK_SCREENSHOT_DIR set, the page after a match of several games is
 * also rendered there to match-page-WHAT-380x800.png and
 * match-page-WHAT-900x700.png, WHAT being “playing” (game 4 is played)
 * and “over”, and the empty page to match-page-empty-380x800.png, to be
 * looked at.
 */

#define G_LOG_DOMAIN "test-match-page"

#include "config.h"

#include <string.h>

#include "ui-test-setup.h"

#include "ak-match-page.h"
#include "ak-match-page-private.h"

/* -------------------------------------------------------------------------
 * Playing
 */

static void
play_random_move (AkGame   *game,
                  AkRandom *rng)
{
  AkMoveList list;
  guint n = ak_position_legal_moves (ak_game_get_position (game), ak_game_get_rules (game), &list);

  g_assert_cmpuint (n, >, 0);
  g_assert_cmpint (ak_game_play (game, list.moves[ak_random_below (rng, n)], NULL), ==,
                   AK_VERDICT_LEGAL);
}

/* Plays the current game to its end: random moves, then an agreement
 * once South leads by @lead seeds after 4 plies, if the rules do not end
 * the game first. */
static void
play_game (AkMatch  *match,
           AkRandom *rng,
           guint     lead)
{
  AkGame *game = ak_match_get_current_game (match);

  for (guint plies = 0; !ak_game_get_is_over (game); plies++)
    {
      guint totals[2];

      ak_position_division (ak_game_get_position (game), totals);
      if (plies >= 4 && totals[AK_SOUTH] >= totals[AK_NORTH] + lead)
        {
          g_assert_true (ak_game_agree (game));
          break;
        }
      play_random_move (game, rng);
    }
}

/* Starts the next game, the buyer taking the first holes it may buy in
 * the other row, counted from its far end so that they are not just
 * the first letters. */
static void
start_next_game (AkMatch *match)
{
  g_autoptr(GError) error = NULL;
  AkRebuildPlan plan;
  guint8 purchases[AK_N_HOLES];
  guint n_purchases = 0;

  g_assert_true (ak_match_get_plan (match, &plan));
  if (plan.buyer != AK_SIDE_NONE)
    {
      int first = plan.buyer == AK_SOUTH ? AK_ROW_HOLES : 0;

      for (guint i = 0; i < plan.n_purchases; i++)
        purchases[n_purchases++] = (guint8) (first + AK_ROW_HOLES - 1 - (int) i);
    }
  g_assert_true (ak_match_start_next_game (match, purchases, n_purchases, &error));
  g_assert_no_error (error);
}

static AkMatch *
new_match (void)
{
  AkRules rules;
  AkMatch *match;

  ak_rules_init (&rules);
  match = ak_match_new (&rules, "Club evening");
  ak_game_set_south_name (ak_match_get_current_game (match), "Ana");
  ak_game_set_north_name (ak_match_get_current_game (match), "Kofi Computer");
  return match;
}

/* Plays until @n_games games were started (the last one unfinished), or
 * the match is over. */
static void
play_games (AkMatch  *match,
            AkRandom *rng,
            guint     n_games)
{
  while (ak_match_get_n_games (match) < n_games)
    {
      play_game (match, rng, 10);
      if (ak_match_get_is_over (match))
        return;
      start_next_game (match);
    }
}

/* -------------------------------------------------------------------------
 * Reading the page
 */

static const char *
name_of (AkSide side)
{
  return side == AK_SOUTH ? "Ana" : "Kofi Computer";
}

static void
assert_field (AkMatchPage *page,
              guint        index,
              const char  *field,
              const char  *expected)
{
  g_autofree char *text = _ak_match_page_dup_row_text (page, index, field);

  if (g_strcmp0 (text, expected) != 0)
    g_error ("game %u, %s: shows “%s”, expected “%s”", index + 1, field, text, expected);
}

static void
assert_field_uint (AkMatchPage *page,
                   guint        index,
                   const char  *field,
                   guint        expected)
{
  g_autofree char *text = g_strdup_printf ("%u", expected);

  assert_field (page, index, field, text);
}

static guint
count_rows (AkMatchPage *page)
{
  return _ak_match_page_get_n_rows (page);
}

/* The holes bought before game @index + 1, from its start position. */
static char *
expected_purchases (AkMatch *match,
                    guint    index)
{
  const AkPosition *next = ak_game_get_start (ak_match_get_game (match, index + 1));
  g_autoptr(GString) holes = g_string_new (NULL);
  int buyer = AK_SIDE_NONE;
  guint n = 0;

  for (int h = 0; h < AK_N_HOLES; h++)
    if (ak_position_owner (next, h) != ak_hole_row (h))
      {
        buyer = ak_position_owner (next, h);
        g_string_append_printf (holes, n++ > 0 ? ", %c" : "%c", ak_hole_to_char (h));
      }
  if (buyer == AK_SIDE_NONE)
    return NULL;
  return g_strdup_printf ("%s bought %s %s", name_of (buyer), n == 1 ? "hole" : "holes",
                          holes->str);
}

/* Every card says what its ledger entry says, and the standing what the
 * match says.  Returns the number of cards with purchases. */
static guint
assert_page (AkMatchPage *page,
             AkMatch     *match)
{
  GListModel *ledger = ak_match_get_ledger (match);
  guint n = g_list_model_get_n_items (ledger);
  guint n_bought = 0;
  g_autofree char *standing = NULL;
  g_autofree char *wins = NULL;

  g_assert_false (_ak_match_page_get_is_empty (page));
  g_assert_cmpuint (count_rows (page), ==, n);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(AkLedgerEntry) entry = g_list_model_get_item (ledger, i);
      g_autofree char *title = g_strdup_printf ("Game %u", ak_ledger_entry_get_game_number (entry));
      g_autofree char *starter = g_strdup_printf ("%s started",
                                                  name_of (ak_ledger_entry_get_starter (entry)));

      assert_field (page, i, "title", title);
      assert_field (page, i, "starter", starter);
      assert_field (page, i, "south-name", "Ana");
      assert_field (page, i, "north-name", "Kofi Computer");
      assert_field_uint (page, i, "captured-south", ak_ledger_entry_get_captured (entry, AK_SOUTH));
      assert_field_uint (page, i, "captured-north", ak_ledger_entry_get_captured (entry, AK_NORTH));

      if (ak_ledger_entry_get_is_finished (entry))
        {
          guint south = ak_ledger_entry_get_total (entry, AK_SOUTH);
          guint north = ak_ledger_entry_get_total (entry, AK_NORTH);
          g_autofree char *result = g_strdup_printf ("%u–%u", south, north);
          g_autofree char *verdict = _ak_match_page_dup_row_text (page, i, "verdict");

          assert_field (page, i, "result", result);
          assert_field_uint (page, i, "taken-south", ak_ledger_entry_get_taken (entry, AK_SOUTH));
          assert_field_uint (page, i, "taken-north", ak_ledger_entry_get_taken (entry, AK_NORTH));
          assert_field_uint (page, i, "total-south", south);
          assert_field_uint (page, i, "total-north", north);
          if (south == north)
            g_assert_true (g_str_has_prefix (verdict, "Drawn"));
          else
            {
              g_assert_true (g_str_has_prefix (verdict, name_of (south > north ? AK_SOUTH
                                                                               : AK_NORTH)));
              g_assert_nonnull (strstr (verdict, " won"));
            }
        }
      else
        {
          g_assert_cmpuint (i, ==, n - 1);
          assert_field (page, i, "result", "in progress");
          assert_field (page, i, "verdict", NULL);
          assert_field (page, i, "taken-south", NULL);
          assert_field (page, i, "total-north", NULL);
        }

      if (ak_ledger_entry_get_has_marks (entry))
        {
          g_autofree char *marks = NULL;

          marks = g_strdup_printf ("Ana ?! %u ? %u ?? %u · Kofi Computer ?! %u ? %u ?? %u",
                                   ak_ledger_entry_get_marks (entry, AK_SOUTH,
                                                              AK_REVIEW_MARK_INACCURACY),
                                   ak_ledger_entry_get_marks (entry, AK_SOUTH,
                                                              AK_REVIEW_MARK_MISTAKE),
                                   ak_ledger_entry_get_marks (entry, AK_SOUTH,
                                                              AK_REVIEW_MARK_BLUNDER),
                                   ak_ledger_entry_get_marks (entry, AK_NORTH,
                                                              AK_REVIEW_MARK_INACCURACY),
                                   ak_ledger_entry_get_marks (entry, AK_NORTH,
                                                              AK_REVIEW_MARK_MISTAKE),
                                   ak_ledger_entry_get_marks (entry, AK_NORTH,
                                                              AK_REVIEW_MARK_BLUNDER));
          assert_field (page, i, "marks", marks);
        }
      else
        assert_field (page, i, "marks", NULL);

      if (i + 1 < n)
        {
          g_autofree char *purchases = expected_purchases (match, i);

          assert_field (page, i, "purchases", purchases);
          n_bought += purchases != NULL;
          assert_field_uint (page, i, "holes-south", ak_ledger_entry_get_holes (entry, AK_SOUTH));
          assert_field_uint (page, i, "holes-north", ak_ledger_entry_get_holes (entry, AK_NORTH));
          assert_field_uint (page, i, "bank-south", ak_ledger_entry_get_bank (entry, AK_SOUTH));
          assert_field_uint (page, i, "bank-north", ak_ledger_entry_get_bank (entry, AK_NORTH));
        }
      else
        {
          assert_field (page, i, "purchases", NULL);
          assert_field (page, i, "holes-south", NULL);
          assert_field (page, i, "bank-north", NULL);
        }
    }

  /* The standing as the model says it (test-match checks what it says). */
  standing = ak_match_dup_standing_text (match, "Ana", "Kofi Computer");
  g_assert_cmpstr (_ak_match_page_get_standing_text (page), ==, standing);
  wins = g_strdup_printf ("Games won: Ana %u, Kofi Computer %u",
                          ak_match_get_wins (match, AK_SOUTH), ak_match_get_wins (match, AK_NORTH));
  g_assert_true (g_str_has_prefix (_ak_match_page_get_record_text (page), wins));
  if (ak_match_get_draws (match) > 0)
    g_assert_nonnull (strstr (_ak_match_page_get_record_text (page), "draw"));
  else
    g_assert_cmpstr (_ak_match_page_get_record_text (page), ==, wins);

  if (ak_match_get_is_over (match))
    g_assert_true (g_str_has_prefix (_ak_match_page_get_outcome_text (page), "The match is over"));
  else
    {
      g_autofree char *outcome = ak_match_dup_outcome_text (match, "Ana", "Kofi Computer");

      g_assert_cmpstr (_ak_match_page_get_outcome_text (page), ==, outcome);
    }

  return n_bought;
}

static void
save_screenshot (GtkWidget  *page,
                 const char *what,
                 int         width,
                 int         height,
                 const char *dir)
{
  GtkWidget *window = gtk_window_new ();
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *name = g_strdup_printf ("match-page-%s-%dx%d.png", what, width, height);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  static GtkCssProvider *provider;

  /* An AdwApplication would load the app's styles. */
  if (provider == NULL)
    {
      provider = gtk_css_provider_new ();
      gtk_css_provider_load_from_resource (provider, "/io/github/adjikui/AdjiKui/style.css");
      gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                  GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  while (gtk_widget_get_width (window) != width || !gtk_widget_get_mapped (page))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  for (int i = 0; i < 50; i++)
    {
      drain_main_context ();
      g_usleep (2000);
    }

  paintable = gtk_widget_paintable_new (window);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("Saved %s", path);

  gtk_window_set_child (GTK_WINDOW (window), NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* -------------------------------------------------------------------------
 * Tests
 */

static void
game_activated_cb (AkMatchPage *page,
                   guint        index,
                   GArray      *indexes)
{
  g_array_append_val (indexes, index);
}

static void
test_match_page_empty (void)
{
  GtkWidget *page = g_object_ref_sink (ak_match_page_new ());
  g_autoptr(AkMatch) match = new_match ();
  AkMatch *got = NULL;

  g_assert_true (_ak_match_page_get_is_empty (AK_MATCH_PAGE (page)));
  g_assert_null (ak_match_page_get_match (AK_MATCH_PAGE (page)));
  g_assert_cmpuint (count_rows (AK_MATCH_PAGE (page)), ==, 0);

  g_object_set (page, "match", match, NULL);
  g_assert_true (ak_match_page_get_match (AK_MATCH_PAGE (page)) == match);
  g_assert_false (_ak_match_page_get_is_empty (AK_MATCH_PAGE (page)));
  g_assert_cmpuint (count_rows (AK_MATCH_PAGE (page)), ==, 1);
  g_object_get (page, "match", &got, NULL);
  g_assert_true (got == match);
  g_clear_object (&got);

  /* Back to a single game: nothing of the match is left. */
  ak_match_page_set_match (AK_MATCH_PAGE (page), NULL);
  g_assert_true (_ak_match_page_get_is_empty (AK_MATCH_PAGE (page)));
  g_assert_cmpuint (count_rows (AK_MATCH_PAGE (page)), ==, 0);

  if (g_getenv ("AK_SCREENSHOT_DIR") != NULL)
    save_screenshot (page, "empty", 380, 800, g_getenv ("AK_SCREENSHOT_DIR"));

  /* The page lets go of the match and its ledger. */
  g_object_unref (page);
  g_assert_finalize_object (g_steal_pointer (&match));
}

static void
test_match_page_ledger (void)
{
  GtkWidget *page = g_object_ref_sink (ak_match_page_new ());
  g_autoptr(AkMatch) match = new_match ();
  g_autoptr(GArray) activated = g_array_new (FALSE, FALSE, sizeof (guint));
  AkRandom rng;
  guint n_bought;
  const char *dir = g_getenv ("AK_SCREENSHOT_DIR");

  GtkWidget *window = gtk_window_new ();

  /* A list view activates its rows only under a root. */
  gtk_window_set_child (GTK_WINDOW (window), page);
  ak_random_init (&rng, 20261129);
  play_games (match, &rng, 3);
  g_assert_cmpuint (ak_match_get_n_games (match), ==, 3);

  ak_match_page_set_match (AK_MATCH_PAGE (page), match);
  g_signal_connect (page, "game-activated", G_CALLBACK (game_activated_cb), activated);
  assert_page (AK_MATCH_PAGE (page), match);
  assert_field (AK_MATCH_PAGE (page), 2, "result", "in progress");

  /* The current game's card follows its moves. */
  for (guint i = 0; i < 6 && !ak_game_get_is_over (ak_match_get_current_game (match)); i++)
    {
      play_random_move (ak_match_get_current_game (match), &rng);
      assert_page (AK_MATCH_PAGE (page), match);
    }

  /* It ends, and a card comes for the next game. */
  play_game (match, &rng, 10);
  assert_page (AK_MATCH_PAGE (page), match);
  g_assert_false (ak_match_get_is_over (match));
  start_next_game (match);
  g_assert_cmpuint (count_rows (AK_MATCH_PAGE (page)), ==, 4);
  n_bought = assert_page (AK_MATCH_PAGE (page), match);
  assert_field (AK_MATCH_PAGE (page), 3, "result", "in progress");
  assert_field (AK_MATCH_PAGE (page), 3, "title", "Game 4");

  /* Choosing a card asks for its game. */
  _ak_match_page_activate_row (AK_MATCH_PAGE (page), 1);
  _ak_match_page_activate_row (AK_MATCH_PAGE (page), 3);
  g_assert_cmpuint (activated->len, ==, 2);
  g_assert_cmpuint (g_array_index (activated, guint, 0), ==, 1);
  g_assert_cmpuint (g_array_index (activated, guint, 1), ==, 3);

  /* The players' names follow the current game. */
  ak_game_set_north_name (ak_match_get_current_game (match), "Ama");
  assert_field (AK_MATCH_PAGE (page), 0, "north-name", "Ama");
  {
    g_autofree char *standing = g_strdup_printf ("Ana owns %u holes, Ama %u",
                                                 ak_match_get_holes (match, AK_SOUTH),
                                                 ak_match_get_holes (match, AK_NORTH));

    g_assert_cmpstr (_ak_match_page_get_standing_text (AK_MATCH_PAGE (page)), ==, standing);
  }
  ak_game_set_north_name (ak_match_get_current_game (match), "Kofi Computer");

  if (dir != NULL)
    {
      gtk_window_set_child (GTK_WINDOW (window), NULL);
      save_screenshot (page, "playing", 380, 800, dir);
      save_screenshot (page, "playing", 900, 700, dir);
    }

  /* Played to its end, with holes bought on the way. */
  play_games (match, &rng, 40);
  g_assert_true (ak_match_get_is_over (match));
  n_bought = assert_page (AK_MATCH_PAGE (page), match);
  g_assert_cmpuint (n_bought, >, 0);
  if (ak_match_get_winner (match) == AK_SOUTH)
    g_assert_cmpstr (_ak_match_page_get_outcome_text (AK_MATCH_PAGE (page)), ==,
                     "The match is over: Ana wins");

  gtk_window_set_child (GTK_WINDOW (window), NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  if (dir != NULL)
    {
      save_screenshot (page, "over", 380, 800, dir);
      save_screenshot (page, "over", 900, 700, dir);
    }

  g_object_unref (page);
  g_assert_finalize_object (g_steal_pointer (&match));
}


/* Marks set on the moves of a finished game and of the game being
 * played show on their cards, each player's apart, and go when they are
 * taken away. */
static void
test_match_page_marks (void)
{
  GtkWidget *page = g_object_ref_sink (ak_match_page_new ());
  g_autoptr(AkMatch) match = new_match ();
  AkGameNode *node;
  AkRandom rng;
  AkGame *first;
  AkGame *second;
  guint glyph = 4;

  ak_random_init (&rng, 16);
  play_games (match, &rng, 2);
  g_assert_cmpuint (ak_match_get_n_games (match), ==, 2);
  second = ak_match_get_current_game (match);
  for (guint i = 0; i < 4; i++)
    play_random_move (second, &rng);
  ak_match_page_set_match (AK_MATCH_PAGE (page), match);
  assert_field (AK_MATCH_PAGE (page), 0, "marks", NULL);
  assert_field (AK_MATCH_PAGE (page), 1, "marks", NULL);

  /* The first game's first two moves: one of each player. */
  first = ak_match_get_game (match, 0);
  node = g_ptr_array_index (ak_game_get_root (first)->children, 0);
  ak_game_set_suffix (first, node, "?!");
  assert_page (AK_MATCH_PAGE (page), match);
  node = g_ptr_array_index (node->children, 0);
  ak_game_set_nags (first, node, &glyph, 1);
  assert_page (AK_MATCH_PAGE (page), match);
  assert_field (AK_MATCH_PAGE (page), 0, "marks",
                ak_game_node_get_mover (node) == AK_NORTH
                ? "Ana ?! 1 ? 0 ?? 0 · Kofi Computer ?! 0 ? 0 ?? 1"
                : "Ana ?! 1 ? 0 ?? 1 · Kofi Computer ?! 0 ? 0 ?? 0");
  assert_field (AK_MATCH_PAGE (page), 1, "marks", NULL);

  /* The game being played, move by move. */
  node = ak_game_get_current_node (second);
  ak_game_set_suffix (second, node, "?");
  assert_page (AK_MATCH_PAGE (page), match);
  ak_game_set_suffix (second, node, NULL);
  assert_page (AK_MATCH_PAGE (page), match);
  assert_field (AK_MATCH_PAGE (page), 1, "marks", NULL);

  g_object_unref (page);
  g_assert_finalize_object (g_steal_pointer (&match));
}

/* A very long name is cut short in the card's sentences, each of which
 * keeps to one line; the name's column shows it whole, ellipsized, with a
 * tooltip. */
static void
test_match_page_long_names (void)
{
  GtkWidget *page = g_object_ref_sink (ak_match_page_new ());
  g_autoptr(AkMatch) match = new_match ();
  g_autoptr(GString) name = g_string_new (NULL);
  g_autofree char *starter = NULL;
  g_autofree char *column = NULL;
  g_autofree char *standing = NULL;
  AkRandom rng;

  while (name->len < 1000)
    g_string_append (name, "Aminata Diallo-Traoré ");
  g_strchomp (name->str);
  ak_random_init (&rng, 20261207);
  play_games (match, &rng, 2);
  ak_game_set_south_name (ak_match_get_current_game (match), name->str);
  ak_match_page_set_match (AK_MATCH_PAGE (page), match);

  column = _ak_match_page_dup_row_text (AK_MATCH_PAGE (page), 0, "south-name");
  g_assert_cmpstr (column, ==, name->str);
  for (guint i = 0; i < ak_match_get_n_games (match) && starter == NULL; i++)
    {
      g_autoptr(AkLedgerEntry) entry = g_list_model_get_item (ak_match_get_ledger (match), i);

      if (ak_ledger_entry_get_starter (entry) == AK_SOUTH)
        starter = _ak_match_page_dup_row_text (AK_MATCH_PAGE (page), i, "starter");
    }
  g_assert_nonnull (starter);
  g_assert_true (g_str_has_prefix (starter, "Aminata Diallo-Tra"));
  g_assert_cmpuint (g_utf8_strlen (starter, -1), <=, 20 + strlen (" started"));
  g_assert_nonnull (strstr (starter, "… started"));
  standing = g_strdup_printf ("%.19s… owns", name->str);
  g_assert_true (g_str_has_prefix (_ak_match_page_get_standing_text (AK_MATCH_PAGE (page)),
                                   standing));

  g_object_unref (page);
  g_assert_finalize_object (g_steal_pointer (&match));
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/match-page/empty", test_match_page_empty);
  g_test_add_func ("/match-page/ledger", test_match_page_ledger);
  g_test_add_func ("/match-page/marks", test_match_page_marks);
  g_test_add_func ("/match-page/long-names", test_match_page_long_names);

  return ui_test_run ();
}
