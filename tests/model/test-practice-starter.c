/* test-practice-starter.c — the starter deck's loader: every exercise of
 * the resources as a card, added to a deck once, and bad text refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ak-engine.h"
#include "ak-practice-starter.h"
#include "ak-practice-starter-private.h"
#include "ak-review.h"

/* 2026-01-01 12:00:00 UTC. */
#define T0 G_GINT64_CONSTANT (1767268800)

static GPtrArray *
read_resource_games (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = _ak_practice_starter_dup_text (&error);
  GPtrArray *games;
  gsize length;
  const char *text;

  g_assert_no_error (error);
  text = g_bytes_get_data (bytes, &length);
  games = ak_notation_read (text, (gssize) length, NULL, &error);
  g_assert_no_error (error);
  return games;
}

/* The value the Values tag gives @move ("c +3.00, e -1.50"). */
static gboolean
value_of (const char *values,
          const char *move,
          int        *score)
{
  g_auto(GStrv) items = g_strsplit (values, ", ", -1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (items[i], " ", 2);

      if (g_strv_length (parts) == 2 && strcmp (parts[0], move) == 0)
        return ak_practice_starter_parse_score (parts[1], score, NULL);
    }
  return FALSE;
}

static gboolean
theme_belongs (const char *theme,
               AkVariant   variant)
{
  static const char * const two[] = {
    AK_PRACTICE_THEME_CASA, AK_PRACTICE_THEME_RELAY, AK_PRACTICE_THEME_STOP_CASA, NULL,
  };
  static const char * const one[] = {
    AK_PRACTICE_THEME_CAPTURE, AK_PRACTICE_THEME_CHAIN, AK_PRACTICE_THEME_STOP_CAPTURE, NULL,
  };

  if (g_strv_contains (variant == AK_VARIANT_ADJI_KUI_2 ? one : two, theme))
    return FALSE;
  return ak_practice_starter_theme_name (theme) != NULL;
}

/* Every exercise of the file is a card, with what the file says of it. */
static void
test_load (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) cards = ak_practice_starter_load (&error);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GHashTable) themes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint per_variant[3] = { 0, };
  guint per_difficulty[6] = { 0, };

  g_assert_no_error (error);
  g_assert_nonnull (cards);
  games = read_resource_games ();
  g_assert_cmpuint (cards->len, ==, games->len);
  g_assert_cmpuint (cards->len, >=, 200);

  for (guint i = 0; i < cards->len; i++)
    {
      const AkPracticeCard *card = g_ptr_array_index (cards, i);
      const AkGameRecord *game = g_ptr_array_index (games, i);
      g_autofree char *position = ak_position_to_string (&game->start);
      g_auto(GStrv) card_themes = g_strsplit (card->themes, ",", -1);
      g_auto(GStrv) answers = g_strsplit (ak_game_record_get_tag (game, "Answers"), " ", -1);
      g_autofree char *level = g_strdup_printf ("%u", card->difficulty);
      AkPosition parsed;

      g_assert_cmpstr (ak_game_record_get_tag (game, "Difficulty"), ==, level);
      g_assert_cmpint (card->variant, ==, game->rules.variant);
      g_assert_cmpstr (card->position, ==, position);
      g_assert_true (ak_position_parse (&parsed, card->position, NULL));
      g_assert_cmpint (card->side_to_move, ==, game->start.side);
      g_assert_cmpint (card->player_side, ==, card->side_to_move);
      g_assert_cmpstr (card->rules, ==, "");
      g_assert_null (card->source_file);
      g_assert_cmpstr (card->source_players, ==, "Starter deck");
      g_assert_cmpuint (card->difficulty, >=, 1);
      g_assert_cmpuint (card->difficulty, <=, 5);
      per_difficulty[card->difficulty]++;
      per_variant[card->variant]++;

      /* The themes: known words, the main one of the card's variant. */
      g_assert_cmpstr (card->themes, ==, ak_game_record_get_tag (game, "Theme"));
      g_assert_nonnull (card_themes[0]);
      for (guint t = 0; card_themes[t] != NULL; t++)
        g_assert_true (theme_belongs (card_themes[t], card->variant));
      g_hash_table_add (themes, g_strdup_printf ("%d %s", card->variant, card_themes[0]));

      /* The best moves are the answers, best first, with the values of
       * the Values tag; the move played is the tempting one, not one of
       * them, and worth less. */
      g_assert_cmpuint (card->best_moves->len, ==, g_strv_length (answers));
      for (guint m = 0; m < card->best_moves->len; m++)
        {
          const AkPracticeBestMove *best = &g_array_index (card->best_moves, AkPracticeBestMove, m);
          int score;

          g_assert_cmpstr (best->move, ==, answers[m]);
          g_assert_true (value_of (ak_game_record_get_tag (game, "Values"), best->move, &score));
          g_assert_cmpint (best->score, ==, score);
        }
      g_assert_cmpstr (card->move_played, ==, ak_game_record_get_tag (game, "Tempting"));
      g_assert_false (g_strv_contains ((const char * const *) answers, card->move_played));
      g_assert_cmpint (card->played_score, <=,
                       g_array_index (card->best_moves, AkPracticeBestMove, 0).score -
                       AK_REVIEW_INACCURACY_LOSS);
    }

  /* Both variants, and in each, every main theme and every difficulty. */
  g_assert_cmpuint (per_variant[AK_VARIANT_ADJI_KUI_2], >=, 100);
  g_assert_cmpuint (per_variant[AK_VARIANT_ADJI_KUI_1], >=, 100);
  for (guint d = 1; d <= 5; d++)
    g_assert_cmpuint (per_difficulty[d], >, 0);
  g_assert_true (g_hash_table_contains (themes, "2 casa"));
  g_assert_true (g_hash_table_contains (themes, "2 relay"));
  g_assert_true (g_hash_table_contains (themes, "2 stop-casa"));
  g_assert_true (g_hash_table_contains (themes, "1 capture"));
  g_assert_true (g_hash_table_contains (themes, "1 chain"));
  g_assert_true (g_hash_table_contains (themes, "1 stop-capture"));
}

static void
remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          remove_tree (child);
        }
      g_rmdir (path);
    }
  else
    g_unlink (path);
}

/* The whole deck goes into a new deck, once: a second time adds none,
 * and the cards read back are the ones loaded. */
static void
test_add_once (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("practice-starter-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(AkPracticeDeck) deck = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  AkPracticeDeckStats stats;
  guint added;

  g_assert_no_error (error);
  path = g_build_filename (dir, "practice.sqlite", NULL);
  deck = ak_practice_deck_open (path, &error);
  g_assert_no_error (error);
  cards = ak_practice_starter_load (&error);
  g_assert_no_error (error);

  added = ak_practice_starter_add_to_deck (deck, T0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, cards->len);
  added = ak_practice_starter_add_to_deck (deck, T0 + 60, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, 0);

  g_assert_true (ak_practice_deck_get_stats (deck, T0 + 60, utc, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (stats.n_cards, ==, cards->len);
  g_assert_cmpuint (stats.n_new, ==, cards->len);

  /* The first and last cards, as the deck keeps them. */
  for (guint i = 0; i < cards->len; i += cards->len - 1)
    {
      const AkPracticeCard *card = g_ptr_array_index (cards, i);
      g_autoptr(AkPracticeCard) kept = ak_practice_deck_get_card (deck, (gint64) i + 1, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (kept->position, ==, card->position);
      g_assert_cmpstr (kept->themes, ==, card->themes);
      g_assert_cmpuint (kept->difficulty, ==, card->difficulty);
      g_assert_cmpstr (kept->move_played, ==, card->move_played);
      g_assert_cmpuint (kept->best_moves->len, ==, card->best_moves->len);
      g_assert_cmpstr (g_array_index (kept->best_moves, AkPracticeBestMove, 0).move, ==,
                       g_array_index (card->best_moves, AkPracticeBestMove, 0).move);
      g_assert_null (kept->source_file);
      if (cards->len == 1)
        break;
    }

  g_assert_finalize_object (g_steal_pointer (&deck));
  remove_tree (dir);
}

#define GOOD_TAGS \
  "[Variant \"adji-kui-2\"]\n" \
  "[Position \"0,0,3,4,16,0/1,3,0,3,0,10 S 0-8\"]\n"

/* A deck's text with one tag changed, and what the loader says of it. */
static const struct
{
  const char *tags;
  const char *message;
} bad_decks[] = {
  { "[Answers \"d\"]\n[Difficulty \"1\"]\n[Tempting \"c\"]\n[Theme \"casa\"]\n",
    "Exercise 1 of the starter deck has no Values tag" },
  { "[Answers \"d\"]\n[Difficulty \"1\"]\n[Tempting \"c\"]\n[Theme \"casa\"]\n"
    "[Values \"d -4.82, e -12.12\"]\n",
    "Exercise 1 of the starter deck has a bad Values tag: “d -4.82, e -12.12”" },
  { "[Answers \"d\"]\n[Difficulty \"1\"]\n[Tempting \"c\"]\n[Theme \"casa\"]\n"
    "[Values \"d -4.82, e -12.12, a +1\"]\n",
    "Exercise 1 of the starter deck has a bad Values tag: “d -4.82, e -12.12, a +1”" },
  { "[Answers \"d\"]\n[Difficulty \"1\"]\n[Tempting \"c\"]\n[Theme \"casa\"]\n"
    "[Values \"d -4.82, e twelve, c -12.66\"]\n",
    "Exercise 1 of the starter deck has a bad Values tag: “d -4.82, e twelve, c -12.66”" },
  { "[Answers \"d F\"]\n[Difficulty \"1\"]\n[Tempting \"c\"]\n[Theme \"casa\"]\n"
    "[Values \"d -4.82, e -12.12, c -12.66\"]\n",
    "Exercise 1 of the starter deck has a bad Answers tag: “d F”" },
  { "[Answers \"d\"]\n[Difficulty \"1\"]\n[Tempting \"d\"]\n[Theme \"casa\"]\n"
    "[Values \"d -4.82, e -12.12, c -12.66\"]\n",
    "Exercise 1 of the starter deck has a bad Tempting tag: “d”" },
  { "[Answers \"d\"]\n[Difficulty \"6\"]\n[Tempting \"c\"]\n[Theme \"casa\"]\n"
    "[Values \"d -4.82, e -12.12, c -12.66\"]\n",
    "Exercise 1 of the starter deck has a bad Difficulty tag: “6”" },
  { "[Answers \"d\"]\n[Difficulty \"1\"]\n[Tempting \"c\"]\n"
    "[Values \"d -4.82, e -12.12, c -12.66\"]\n",
    "Exercise 1 of the starter deck has no Theme tag" },
};

static void
test_bad_text (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_decks); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strconcat (GOOD_TAGS, bad_decks[i].tags, "\n*\n", NULL);
      g_autoptr(GPtrArray) cards = _ak_practice_starter_load_text (text, -1, &error);

      g_assert_null (cards);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_cmpstr (error->message, ==, bad_decks[i].message);
    }

  /* Text that is no AKN says where. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GPtrArray) cards = _ak_practice_starter_load_text ("[Variant \"adji-kui-2\"]\n\n"
                                                                 "x\n", -1, &error);

    g_assert_null (cards);
    g_assert_nonnull (error);
    g_assert_true (g_str_has_prefix (error->message, "The starter deck, line 3: "));
  }

  /* And the good one loads. */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *text = g_strconcat (GOOD_TAGS, "[Answers \"d\"]\n[Difficulty \"2\"]\n"
                                         "[Tempting \"c\"]\n[Theme \"casa,endgame\"]\n"
                                         "[Values \"d -4.82, e -12, c -12.66\"]\n\n*\n", NULL);
    g_autoptr(GPtrArray) cards = _ak_practice_starter_load_text (text, -1, &error);
    const AkPracticeCard *card;

    g_assert_no_error (error);
    g_assert_cmpuint (cards->len, ==, 1);
    card = g_ptr_array_index (cards, 0);
    g_assert_cmpstr (card->themes, ==, "casa,endgame");
    g_assert_cmpuint (card->difficulty, ==, 2);
    g_assert_cmpstr (card->move_played, ==, "c");
    g_assert_cmpint (card->played_score, ==, -1266);
    g_assert_cmpuint (card->best_moves->len, ==, 1);
    g_assert_cmpint (g_array_index (card->best_moves, AkPracticeBestMove, 0).score, ==, -482);
  }
}

static void
test_scores (void)
{
  static const struct
  {
    const char *text;
    gboolean    ok;
    int         score;
    gboolean    exact;
  } rows[] = {
    { "+3", TRUE, 300, TRUE },
    { "-12", TRUE, -1200, TRUE },
    { "0", TRUE, 0, TRUE },
    { "+2.50", TRUE, 250, FALSE },
    { "-0.05", TRUE, -5, FALSE },
    { "+0.00", TRUE, 0, FALSE },
    { "", FALSE, 0, FALSE },
    { "+", FALSE, 0, FALSE },
    { "+2.5", FALSE, 0, FALSE },
    { "+2.500", FALSE, 0, FALSE },
    { "2 ", FALSE, 0, FALSE },
    { "+999", FALSE, 0, FALSE },
    { "e", FALSE, 0, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      int score = 12345;
      gboolean exact = !rows[i].exact;

      g_assert_cmpint (ak_practice_starter_parse_score (rows[i].text, &score, &exact), ==,
                       rows[i].ok);
      if (!rows[i].ok)
        continue;
      g_assert_cmpint (score, ==, rows[i].score);
      g_assert_cmpint (exact, ==, rows[i].exact);
    }
}

static void
test_theme_names (void)
{
  g_assert_cmpstr (ak_practice_starter_theme_name ("casa"), ==, "Take a casa");
  g_assert_cmpstr (ak_practice_starter_theme_name ("stop-capture"), ==, "Stop a capture");
  g_assert_null (ak_practice_starter_theme_name ("casas"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/practice-starter/load", test_load);
  g_test_add_func ("/practice-starter/add-once", test_add_once);
  g_test_add_func ("/practice-starter/bad-text", test_bad_text);
  g_test_add_func ("/practice-starter/scores", test_scores);
  g_test_add_func ("/practice-starter/theme-names", test_theme_names);
  return g_test_run ();
}
