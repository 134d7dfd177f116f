/* test-rules-page.c — the Rules page follows the rule options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-rules-page"

#include "config.h"

#include "ui-test-setup.h"

#include "ak-board-view.h"
#include "ak-board-view-private.h"
#include "ak-rules-page.h"
#include "ak-rules-page-private.h"

#define WAIT_TIMEOUT_US (10 * G_USEC_PER_SEC)

typedef struct
{
  GtkWindow   *window;
  AkRulesPage *page;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->page = AK_RULES_PAGE (ak_rules_page_new ());
  gtk_window_set_default_size (fixture->window, 380, 800);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->page));
  gtk_window_present (fixture->window);

  while (!gtk_widget_get_mapped (GTK_WIDGET (fixture->page)))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  drain_main_context ();
}

/* Every label a reader can see, those of hidden sections left out, one a
 * line. */
static void
collect_visible_text (GtkWidget *widget,
                      GString   *text)
{
  if (!gtk_widget_get_visible (widget))
    return;

  if (GTK_IS_LABEL (widget))
    {
      g_string_append (text, gtk_label_get_text (GTK_LABEL (widget)));
      g_string_append_c (text, '\n');
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_visible_text (child, text);
}

static char *
visible_text (AkRulesPage *page)
{
  GString *text = g_string_new (NULL);

  collect_visible_text (GTK_WIDGET (page), text);
  return g_string_free (text, FALSE);
}

static void
collect_headings (GtkWidget  *widget,
                  GPtrArray  *headings)
{
  if (GTK_IS_LABEL (widget) &&
      gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == GTK_ACCESSIBLE_ROLE_HEADING)
    g_ptr_array_add (headings, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_headings (child, headings);
}

static void
set_rules (AkRulesPage *page,
           const char  *text)
{
  g_autoptr(GError) error = NULL;
  AkRules rules;

  g_assert_true (ak_rules_parse (&rules, text, &error));
  g_assert_no_error (error);
  ak_rules_page_set_rules (page, &rules);
}

static void
assert_option (AkRulesPage *page,
               const char  *key,
               const char  *value,
               const char  *in_meaning)
{
  g_assert_cmpstr (_ak_rules_page_get_option_value (page, key), ==, value);
  g_assert_nonnull (strstr (_ak_rules_page_get_option_meaning (page, key), in_meaning));
}

static void
test_rules_page_variants (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *two = NULL;
  g_autofree char *one = NULL;
  g_autofree char *two_again = NULL;

  /* The default is Adji Kui II. */
  two = visible_text (fixture->page);
  g_assert_nonnull (strstr (two, "Adji Kui II\n"));
  g_assert_nonnull (strstr (two, "Relays and the Casa\n"));
  g_assert_nonnull (strstr (two, "This is a relay"));
  g_assert_nonnull (strstr (two, "Eight seeds or fewer are left on the board."));
  g_assert_nonnull (strstr (two, "only one casa in a move"));
  g_assert_null (strstr (two, "Adji Kui I\n"));
  g_assert_null (strstr (two, "The chain stops"));
  g_assert_null (strstr (two, "How it differs from Adji Kui II"));

  set_rules (fixture->page, "variant=adji-kui-1");
  one = visible_text (fixture->page);
  g_assert_nonnull (strstr (one, "Adji Kui I\n"));
  g_assert_nonnull (strstr (one, "Captures\n"));
  g_assert_nonnull (strstr (one, "The chain stops"));
  g_assert_nonnull (strstr (one, "How it differs from Adji Kui II"));
  g_assert_null (strstr (one, "Adji Kui II\n"));
  g_assert_null (strstr (one, "Relays and the Casa"));
  g_assert_null (strstr (one, "Eight seeds or fewer"));
  g_assert_null (strstr (one, "only one casa in a move"));
  /* What both variants share stays. */
  g_assert_nonnull (strstr (one, "Neither player can move."));
  g_assert_nonnull (strstr (one, "Match Play\n"));
  g_assert_nonnull (strstr (one, "R. M. Wilson Ferrer (1991)"));
  assert_option (fixture->page, "variant", "Adji Kui I", "chain");

  set_rules (fixture->page, "variant=adji-kui-2");
  two_again = visible_text (fixture->page);
  g_assert_cmpstr (two_again, ==, two);
  assert_option (fixture->page, "variant", "Adji Kui II", "casa");
}

static void
test_rules_page_defaults (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *text = visible_text (fixture->page);

  assert_option (fixture->page, "variant", "Adji Kui II", "casa");
  assert_option (fixture->page, "first", "South", "first game of a match");
  assert_option (fixture->page, "skip-origin", "No", "drops a seed into the hole it came from");
  assert_option (fixture->page, "repetition", "3 times", "has come up 3 times");
  assert_option (fixture->page, "no-capture-limit", "200 plies", "after 200 plies in a row");
  assert_option (fixture->page, "remainder", "Bank", "kept out of play");
  assert_option (fixture->page, "next-starter", "Alternates", "take turns");
  assert_option (fixture->page, "match-end", "Ruin", "cannot fill a single hole");

  /* The body text says the same. */
  g_assert_nonnull (strstr (text, "South makes the first move"));
  g_assert_nonnull (strstr (text, "drop a seed into it like any other hole"));
  g_assert_null (strstr (text, "pass over the emptied hole"));
  g_assert_nonnull (strstr (text, "has come up 3 times."));
  g_assert_nonnull (strstr (text, "200 plies in a row"));
  g_assert_nonnull (strstr (text, "go into the player’s bank"));
  g_assert_null (strstr (text, "shared out by rounding"));
  g_assert_nonnull (strstr (text, "The players take turns starting the games of a match."));
  g_assert_nonnull (strstr (text, "too small to fill a single hole"));
}

static void
test_rules_page_options (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *off = NULL;
  g_autofree char *changed = NULL;
  g_autofree char *holes = NULL;

  set_rules (fixture->page, "repetition=0 no-capture-limit=0");
  off = visible_text (fixture->page);
  assert_option (fixture->page, "repetition", "Off", "does not end the game");
  assert_option (fixture->page, "no-capture-limit", "Off", "Any number of moves");
  /* Switched-off endings are not listed among the ways a game ends. */
  g_assert_null (strstr (off, "has come up"));
  g_assert_null (strstr (off, "without a capture."));
  g_assert_null (strstr (off, "•\n\n"));
  g_assert_nonnull (strstr (off, "Neither player can move."));

  set_rules (fixture->page,
             "repetition=5 no-capture-limit=1 skip-origin=yes remainder=round "
             "next-starter=loser match-end=games:7 first=north");
  changed = visible_text (fixture->page);
  assert_option (fixture->page, "repetition", "5 times", "has come up 5 times");
  assert_option (fixture->page, "no-capture-limit", "1 ply", "after 1 ply in a row");
  assert_option (fixture->page, "skip-origin", "Yes", "passes over the hole it came from");
  assert_option (fixture->page, "remainder", "Round", "full board");
  assert_option (fixture->page, "next-starter", "Loser", "loser of a game starts");
  assert_option (fixture->page, "match-end", "7 games", "after 7 games");
  assert_option (fixture->page, "first", "North", "first game of a match");
  g_assert_nonnull (strstr (changed, "has come up 5 times."));
  g_assert_nonnull (strstr (changed, "1 ply in a row"));
  g_assert_nonnull (strstr (changed, "pass over the emptied hole"));
  g_assert_null (strstr (changed, "like any other hole"));
  g_assert_nonnull (strstr (changed, "shared out by rounding"));
  g_assert_null (strstr (changed, "go into the player’s bank"));
  g_assert_nonnull (strstr (changed, "The loser of a game starts the next one"));
  g_assert_nonnull (strstr (changed, "The match ends after 7 games"));
  g_assert_nonnull (strstr (changed, "North makes the first move"));
  g_assert_null (strstr (changed, "South makes the first move"));

  set_rules (fixture->page, "next-starter=winner match-end=holes:9");
  holes = visible_text (fixture->page);
  assert_option (fixture->page, "next-starter", "Winner", "winner of a game starts");
  assert_option (fixture->page, "match-end", "9 holes", "owns 9 holes");
  g_assert_nonnull (strstr (holes, "owns 9 holes or more"));
  /* The rest is back to the defaults. */
  assert_option (fixture->page, "repetition", "3 times", "3 times");
  assert_option (fixture->page, "first", "South", "first game");
}

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           guint      *count)
{
  (*count)++;
}

static void
test_rules_page_property (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  AkRules *got = NULL;
  AkRules rules;
  AkRules defaults;
  guint notified = 0;

  ak_rules_init (&defaults);
  g_assert_true (ak_rules_equal (ak_rules_page_get_rules (fixture->page), &defaults));
  g_signal_connect (fixture->page, "notify::rules", G_CALLBACK (notify_cb), &notified);

  /* The same rules: no change. */
  ak_rules_page_set_rules (fixture->page, &defaults);
  g_assert_cmpuint (notified, ==, 0);

  g_assert_true (ak_rules_parse (&rules, "variant=adji-kui-1 repetition=4", &error));
  g_assert_no_error (error);
  g_object_set (fixture->page, "rules", &rules, NULL);
  g_assert_cmpuint (notified, ==, 1);

  /* The page keeps its own copy. */
  rules.repetition = 9;
  g_object_get (fixture->page, "rules", &got, NULL);
  g_assert_cmpuint (got->repetition, ==, 4);
  g_assert_cmpint (got->variant, ==, AK_VARIANT_ADJI_KUI_1);
  g_free (got);
  g_assert_cmpstr (_ak_rules_page_get_option_value (fixture->page, "repetition"), ==, "4 times");

  /* NULL brings back the defaults. */
  ak_rules_page_set_rules (fixture->page, NULL);
  g_assert_cmpuint (notified, ==, 2);
  g_assert_true (ak_rules_equal (ak_rules_page_get_rules (fixture->page), &defaults));
  g_assert_cmpstr (_ak_rules_page_get_option_value (fixture->page, "variant"), ==, "Adji Kui II");
}

static void
test_rules_page_headings (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GPtrArray) headings = g_ptr_array_new ();
  const char *expected[] = {
    "The Board", "Moving", "End of a Game", "Match Play", "Options in Force",
    "Where the Sources Are Silent", "Sources",
  };
  guint n_top = 0;

  collect_headings (GTK_WIDGET (fixture->page), headings);
  g_assert_cmpuint (headings->len, >=, G_N_ELEMENTS (expected) + 1);

  for (guint i = 0; i < headings->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (headings, i);
      const char *text = gtk_label_get_text (label);

      g_assert_cmpstr (text, !=, "");
      if (g_str_has_prefix (text, "Adji Kui"))
        {
          /* The page's title is the one level 1 heading. */
          gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label),
                                               GTK_ACCESSIBLE_PROPERTY_LEVEL, 1);
          n_top++;
        }
      else
        gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label),
                                             GTK_ACCESSIBLE_PROPERTY_LEVEL, 2);
    }
  g_assert_cmpuint (n_top, ==, 1);

  for (guint e = 0; e < G_N_ELEMENTS (expected); e++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < headings->len && !found; i++)
        found = g_str_equal (gtk_label_get_text (g_ptr_array_index (headings, i)), expected[e]);
      g_assert_true (found);
    }
}

static void
test_rules_page_scrolls (Fixture       *fixture,
                         gconstpointer  data)
{
  GtkWidget *scrolled;
  GtkAdjustment *adjustment;

  drain_main_context ();
  scrolled = gtk_widget_get_first_child (GTK_WIDGET (fixture->page));
  g_assert_true (GTK_IS_SCROLLED_WINDOW (scrolled));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));

  /* The text is longer than a side panel: it scrolls, and never sideways. */
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->page)), <=, 380);

  gtk_adjustment_set_value (adjustment, 300);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  ak_rules_page_scroll_to_top (fixture->page);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, gtk_adjustment_get_lower (adjustment));
}

/* The boards on the page, in order. */
static void
collect_boards (GtkWidget *widget,
                GPtrArray *boards)
{
  if (AK_IS_BOARD_VIEW (widget))
    g_ptr_array_add (boards, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_boards (child, boards);
}

/* Small boards show a relay, a casa, a four in one's own row and Adji Kui
 * I's chain: each a move that does what its caption says, as the engine
 * plays it, and the board shows the position after it. */
static void
test_rules_page_diagrams (Fixture       *fixture,
                          gconstpointer  data)
{
  static const struct
  {
    AkVariant variant;
    AkLapEnd  end;
    gboolean  relay;
    guint     min_captures;
  } expected[] = {
    { AK_VARIANT_ADJI_KUI_2, AK_LAP_END_EMPTY, TRUE, 0 },
    { AK_VARIANT_ADJI_KUI_2, AK_LAP_END_CASA, FALSE, 1 },
    { AK_VARIANT_ADJI_KUI_2, AK_LAP_END_OWN_FOUR, FALSE, 0 },
    { AK_VARIANT_ADJI_KUI_1, AK_LAP_END_CAPTURE, FALSE, 2 },
  };
  g_autoptr(GPtrArray) boards = g_ptr_array_new ();

  collect_boards (GTK_WIDGET (fixture->page), boards);
  /* And a purchase, checked on its own. */
  g_assert_cmpuint (boards->len, ==, G_N_ELEMENTS (expected) + 1);
  g_assert_null (_ak_rules_page_get_diagram (fixture->page, G_N_ELEMENTS (expected) + 1));

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      AkGame *game = _ak_rules_page_get_diagram (fixture->page, i);
      AkBoardView *board = g_ptr_array_index (boards, i);
      AkGameNode *node;
      g_autoptr(AkTrace) trace = ak_trace_new ();
      AkPosition before;
      gboolean seen_end = FALSE, seen_relay = FALSE;

      g_test_message ("diagram %u", i);
      g_assert_nonnull (game);
      g_assert_cmpint (ak_game_get_variant (game), ==, expected[i].variant);
      g_assert_true (ak_board_view_get_read_only (board));
      node = ak_game_get_current_node (game);
      g_assert_nonnull (node->parent);
      before = node->parent->position;
      g_assert_cmpint (ak_position_play_traced (&before, ak_game_get_rules (game), node->move,
                                                trace), ==, AK_VERDICT_LEGAL);
      for (guint l = 0; l < trace->laps->len; l++)
        {
          seen_end |= g_array_index (trace->laps, AkLap, l).end == expected[i].end;
          seen_relay |= g_array_index (trace->laps, AkLap, l).end == AK_LAP_END_RELAY;
        }
      g_assert_true (seen_end);
      g_assert_true (seen_relay || !expected[i].relay);
      g_assert_cmpuint (trace->captures->len, >=, expected[i].min_captures);
      for (int hole = 0; hole < AK_N_HOLES; hole++)
        g_assert_cmpuint (_ak_board_view_get_displayed_count (board, hole), ==,
                          ak_game_get_position (game)->holes[hole]);
    }
}

/* The holes of @row that @owner owns, as letters. */
static char *
owned_letters (const AkPosition *pos,
               AkSide            row,
               AkSide            owner)
{
  GString *letters = g_string_new (NULL);

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_hole_row (hole) == row && ak_position_owner (pos, hole) == owner)
      g_string_append_c (letters, ak_hole_to_char (hole));
  return g_string_free (letters, FALSE);
}

/* The purchase diagram shows a board the engine rebuilt after a match
 * game: rebuilt again from the wealth it shows (the holes each owns, 4
 * seeds a hole, and the banks) and the holes bought, the engine gives
 * that very board; the caption names the bought holes; and with the
 * rule options the page shows, the board follows them. */
static void
assert_purchase_diagram (AkRulesPage *page,
                         AkBoardView *board)
{
  AkGame *game = _ak_rules_page_get_diagram (page, 4);
  const AkRules *rules = ak_rules_page_get_rules (page);
  const AkPosition *pos;
  GtkWidget *caption;
  g_autofree char *bought = NULL;
  guint8 purchases[AK_N_HOLES];
  guint n_purchases = 0;
  guint wealth[2] = { 0, 0 };
  guint board_seeds = 0;
  AkRebuildPlan plan;
  AkPosition again;
  AkSide buyer = AK_SIDE_NONE;

  g_assert_nonnull (game);
  g_assert_true (ak_board_view_get_game (board) == game);
  g_assert_true (ak_board_view_get_read_only (board));
  /* Nothing played: the board as the rebuild left it. */
  g_assert_null (ak_game_get_current_node (game)->parent);
  pos = ak_game_get_position (game);
  g_assert_cmpuint (ak_position_total (pos), ==, AK_N_SEEDS);

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      AkSide owner = ak_position_owner (pos, hole);

      board_seeds += pos->holes[hole];
      g_assert_true (pos->holes[hole] == 0 || pos->holes[hole] == 4);
      wealth[owner] += pos->holes[hole];
      if (owner != ak_hole_row (hole))
        {
          /* Bought: full, and all by the same buyer. */
          g_assert_cmpuint (pos->holes[hole], ==, 4);
          g_assert_true (buyer == AK_SIDE_NONE || buyer == owner);
          buyer = owner;
          purchases[n_purchases++] = (guint8) hole;
        }
      g_assert_cmpuint (_ak_board_view_get_displayed_count (board, hole), ==, pos->holes[hole]);
    }
  g_assert_cmpuint (board_seeds + pos->banks[AK_SOUTH] + pos->banks[AK_NORTH], ==, AK_N_SEEDS);
  g_assert_cmpint (buyer, !=, AK_SIDE_NONE);
  g_assert_cmpuint (n_purchases, >, 0);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      g_assert_cmpuint (pos->stores[side], ==, 0);
      wealth[side] += pos->banks[side];
    }

  /* The engine's plan for that wealth buys as many holes, and its
   * rebuild with those purchases is the board shown. */
  ak_match_plan (rules, wealth, &plan);
  g_assert_cmpint (plan.buyer, ==, buyer);
  g_assert_cmpuint (plan.n_purchases, ==, n_purchases);
  g_assert_true (ak_match_rebuild (rules, wealth, purchases, n_purchases, pos->side, &again,
                                   NULL));
  g_assert_true (ak_position_equal (&again, pos));

  /* The caption under the board names each hole bought. */
  caption = gtk_widget_get_next_sibling (GTK_WIDGET (board));
  g_assert_true (GTK_IS_LABEL (caption));
  bought = owned_letters (pos, AK_SIDE_OTHER (buyer), buyer);
  g_test_message ("bought %s: %s", bought, gtk_label_get_label (GTK_LABEL (caption)));
  for (const char *c = bought; *c != '\0'; c++)
    {
      char letter[2] = { *c, '\0' };

      g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (caption)), letter));
    }
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (caption)), "striped"));
}

static void
test_rules_page_purchase (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GPtrArray) boards = g_ptr_array_new ();
  AkBoardView *board;
  const AkPosition *rounded;
  AkRules rules;
  AkGame *banked;

  collect_boards (GTK_WIDGET (fixture->page), boards);
  g_assert_cmpuint (boards->len, ==, 5);
  board = g_ptr_array_index (boards, 4);
  /* It stands in the Match Play section, after the diagrams of moves. */
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (board), GTK_WIDGET (fixture->page)));
  assert_purchase_diagram (fixture->page, board);
  banked = _ak_rules_page_get_diagram (fixture->page, 4);
  g_assert_cmpuint (ak_game_get_position (banked)->banks[AK_SOUTH] +
                    ak_game_get_position (banked)->banks[AK_NORTH], >, 0);

  /* Holes shared out by rounding: a full board, nothing in the banks. */
  ak_rules_init (&rules);
  rules.remainder = AK_REMAINDER_ROUND;
  ak_rules_page_set_rules (fixture->page, &rules);
  assert_purchase_diagram (fixture->page, board);
  rounded = ak_game_get_position (_ak_rules_page_get_diagram (fixture->page, 4));
  g_assert_true (_ak_rules_page_get_diagram (fixture->page, 4) != banked);
  g_assert_cmpuint (rounded->banks[AK_SOUTH] + rounded->banks[AK_NORTH], ==, 0);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    g_assert_cmpuint (rounded->holes[hole], ==, 4);
}

/* Tab goes from one thing that does something to the next: the rows that
 * only show an option's value are read, not stopped at. */
static void
test_rules_page_tab_order (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkWidget *first = NULL;
  guint n_stops = 0;

  for (guint i = 0; i < 200; i++)
    {
      GtkWidget *focus;

      if (!gtk_widget_child_focus (GTK_WIDGET (fixture->window), GTK_DIR_TAB_FORWARD))
        break;
      focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
      if (focus == NULL || focus == first)
        break;
      if (first == NULL)
        first = focus;
      n_stops++;
      if (GTK_IS_LIST_BOX_ROW (focus) || GTK_IS_LIST_BOX (focus))
        g_error ("Tab stops at a %s (%s) that does nothing", G_OBJECT_TYPE_NAME (focus),
                 ADW_IS_PREFERENCES_ROW (focus)
                   ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (focus)) : "");
    }
  g_test_message ("%u Tab stops", n_stops);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add ("/rules-page/diagrams", Fixture, NULL,
              fixture_set_up, test_rules_page_diagrams, fixture_tear_down);
  g_test_add ("/rules-page/purchase", Fixture, NULL,
              fixture_set_up, test_rules_page_purchase, fixture_tear_down);
  g_test_add ("/rules-page/variants", Fixture, NULL,
              fixture_set_up, test_rules_page_variants, fixture_tear_down);
  g_test_add ("/rules-page/defaults", Fixture, NULL,
              fixture_set_up, test_rules_page_defaults, fixture_tear_down);
  g_test_add ("/rules-page/options", Fixture, NULL,
              fixture_set_up, test_rules_page_options, fixture_tear_down);
  g_test_add ("/rules-page/property", Fixture, NULL,
              fixture_set_up, test_rules_page_property, fixture_tear_down);
  g_test_add ("/rules-page/headings", Fixture, NULL,
              fixture_set_up, test_rules_page_headings, fixture_tear_down);
  g_test_add ("/rules-page/scrolls", Fixture, NULL,
              fixture_set_up, test_rules_page_scrolls, fixture_tear_down);
  g_test_add ("/rules-page/tab-order", Fixture, NULL,
              fixture_set_up, test_rules_page_tab_order, fixture_tear_down);

  return ui_test_run ();
}
