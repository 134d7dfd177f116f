/* ak-cli-practice.c — adji-kui-cli practice: a player's mistakes in a
 * file's games added to the practice deck, the cards due, the statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-cli.h"
#include "ak-model.h"
#include "ak-practice-cards.h"
#include "ak-practice-deck.h"

/* The gschema's defaults of practice-new-per-day and
 * practice-reviews-per-day. */
#define DEFAULT_NEW_PER_DAY     10
#define DEFAULT_REVIEWS_PER_DAY 50

static AkPracticeDeck *
open_deck (const char *deck_path)
{
  g_autofree char *path = deck_path != NULL ? g_strdup (deck_path)
                                            : ak_practice_deck_default_path ();
  g_autoptr(GError) error = NULL;
  AkPracticeDeck *deck = ak_practice_deck_open (path, &error);
  const GError *recovery;

  if (deck == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      return NULL;
    }
  recovery = ak_practice_deck_get_recovery (deck);
  if (recovery != NULL)
    g_printerr ("%s: %s\n", path, recovery->message);
  return deck;
}

static gboolean
parse_count (const char *command,
             const char *option,
             const char *text,
             guint       fallback,
             guint      *value,
             int        *status)
{
  guint64 parsed;

  *value = fallback;
  if (text == NULL)
    return TRUE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, 100000, &parsed, NULL))
    {
      *status = ak_cli_usage_error (command, "%s must be a whole number from 0 to 100000, "
                                    "not “%s”", option, ak_cli_quote (text));
      return FALSE;
    }
  *value = (guint) parsed;
  return TRUE;
}

/* -------------------------------------------------------------------------
 * practice add
 */

/* The side @player names in @record: "south", "north", or a player's
 * name as its South or North tag has it; AK_SIDE_NONE if neither. */
static int
player_side (const AkGameRecord *record,
             const char         *player)
{
  const char *south = ak_game_record_get_tag (record, "South");
  const char *north = ak_game_record_get_tag (record, "North");

  if (g_ascii_strcasecmp (player, "south") == 0)
    return AK_SOUTH;
  if (g_ascii_strcasecmp (player, "north") == 0)
    return AK_NORTH;
  if (south != NULL && g_utf8_collate (south, player) == 0)
    return AK_SOUTH;
  if (north != NULL && g_utf8_collate (north, player) == 0)
    return AK_NORTH;
  return AK_SIDE_NONE;
}

/* Whether @game's main line carries values, as a review leaves them. */
static gboolean
is_reviewed (AkGame *game)
{
  g_autoptr(GArray) moves = ak_review_moves_collect (game);

  return moves->len > 0;
}

static gboolean
review_game (AkGame                *game,
             const AkReviewOptions *options,
             GError               **error)
{
  g_autoptr(AkGameRecord) record = ak_game_dup_record (game);
  g_autoptr(AkReview) review = ak_review_new (record, options);
  g_autoptr(AkReviewChange) change = NULL;

  if (!ak_review_run (review, NULL, NULL, NULL, error))
    return FALSE;
  change = ak_review_apply (review, game, error);
  return change != NULL;
}

static int
practice_add (int    argc,
              char **argv)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new ();
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
  g_autoptr(GPtrArray) paths = g_ptr_array_new ();
  g_autoptr(AkPracticeDeck) deck = NULL;
  g_autoptr(AkTables) tables = NULL;
  g_autofree char *deck_path = NULL;
  g_autofree char *player = NULL;
  g_autofree char *depth_text = NULL;
  g_autofree char *tables_dir = NULL;
  g_autofree char *absolute = NULL;
  gboolean inaccuracies = FALSE;
  const AkCliOption options[] = {
    { "--player", "NAME", "whose mistakes: south, north, or a name of the South or North tag",
      &player, NULL },
    { "--inaccuracies", NULL, "add the moves marked ?! too, not only ? and ??", NULL,
      &inaccuracies },
    { "--depth", "N", "review and check to depth N (default " G_STRINGIFY (AK_REVIEW_FIXED_DEPTH) ")",
      &depth_text, NULL },
    { "--tables", "DIR", "check with the endgame tables in DIR", &tables_dir, NULL },
    { "--deck", "PATH", "the practice deck (default the app's)", &deck_path, NULL },
    { NULL, },
  };
  AkReviewOptions review_options;
  AkPracticeCheckOptions check_options = { 0, };
  const char *path;
  guint n_players = 0, n_reviewed = 0, n_cards = 0, n_new = 0;
  guint64 value;
  int status;

  if (!ak_cli_parse_options ("practice add", "--player NAME|south|north [--inaccuracies] "
                             "[--depth N] [--tables DIR] [--deck PATH] FILE",
                             "Adds the mistakes of a player in FILE's games to the practice deck:\n"
                             "for every move of theirs on a main line marked ? or ?? (and ?! with\n"
                             "--inaccuracies), a card of the position before it.  Games that carry\n"
                             "no review are reviewed first, as “adji-kui-cli review --depth N”\n"
                             "does; the file is not changed.  Each card is checked by the engine\n"
                             "to the same depth: every move within 2 seeds of the best is a right\n"
                             "answer, and a move the check finds right after all is left out.  A\n"
                             "position already in the deck is not added again.",
                             options, argc, argv, FALSE, files, &status))
    return status;
  if (files->len != 1)
    return ak_cli_usage_error ("practice add", "expected one FILE, got %u", files->len);
  if (player == NULL || player[0] == '\0')
    return ak_cli_usage_error ("practice add", "--player is needed: south, north or a name");
  ak_review_options_init (&review_options);
  review_options.max_time_us = 0;
  review_options.max_depth = AK_REVIEW_FIXED_DEPTH;
  if (depth_text != NULL)
    {
      if (!g_ascii_string_to_unsigned (depth_text, 10, 1, AK_SEARCH_MAX_PLY - 2, &value, NULL))
        return ak_cli_usage_error ("practice add", "--depth must be a whole number from 1 to %d, "
                                   "not “%s”", AK_SEARCH_MAX_PLY - 2, ak_cli_quote (depth_text));
      review_options.max_depth = (guint) value;
    }
  check_options.depth = review_options.max_depth;

  path = g_ptr_array_index (files, 0);
  if (!ak_cli_read_games (path, games, paths))
    return AK_CLI_EXIT_NO;
  deck = open_deck (deck_path);
  if (deck == NULL)
    return AK_CLI_EXIT_NO;
  absolute = g_canonicalize_filename (path, NULL);

  for (guint i = 0; i < games->len; i++)
    {
      AkGameRecord *record = g_ptr_array_index (games, i);
      g_autoptr(AkGame) game = ak_game_new_from_record (record);
      g_autoptr(GPtrArray) cards = NULL;
      g_autoptr(GError) error = NULL;
      int side = player_side (record, player);
      guint added;

      if (side == AK_SIDE_NONE)
        continue;
      n_players++;
      if (!is_reviewed (game))
        {
          if (!review_game (game, &review_options, &error))
            {
              g_printerr ("%s: game %u: %s\n", path, i + 1, error->message);
              return AK_CLI_EXIT_NO;
            }
          n_reviewed++;
        }
      cards = ak_practice_cards_collect (game, (AkSide) side,
                                         inaccuracies ? AK_REVIEW_MARK_INACCURACY
                                                      : AK_REVIEW_MARK_MISTAKE,
                                         absolute);
      if (tables_dir != NULL && cards->len > 0)
        {
          /* A game's owners never change: a match's later games have
           * their own, as the purchases left them. */
          AkTablesKey key;

          ak_tables_key_init (&key, ak_game_get_rules (game), ak_game_get_start (game)->owners);
          g_clear_pointer (&tables, ak_tables_unref);
          tables = ak_cli_tables_load (tables_dir, &key, NULL);
        }
      check_options.tables = tables;
      added = ak_practice_cards_add_to_deck (deck, cards, &check_options,
                                             g_get_real_time () / G_USEC_PER_SEC, NULL, &error);
      if (error != NULL)
        {
          g_printerr ("%s: game %u: %s\n", path, i + 1, error->message);
          return AK_CLI_EXIT_NO;
        }
      g_print ("Game %u: %s, %u %s, %u new %s\n", i + 1, ak_side_name ((AkSide) side),
               cards->len, cards->len == 1 ? "marked move" : "marked moves",
               added, added == 1 ? "card" : "cards");
      n_cards += cards->len;
      n_new += added;
    }

  if (n_players == 0)
    {
      g_printerr ("%s: no game has a player “%s” (give south, north, or a name of a South "
                  "or North tag)\n", path, ak_cli_quote (player));
      return AK_CLI_EXIT_NO;
    }
  g_print ("%u new %s in %s (%u %s, %u reviewed here)\n", n_new,
           n_new == 1 ? "card" : "cards", ak_practice_deck_get_path (deck),
           n_players, n_players == 1 ? "game" : "games", n_reviewed);
  return AK_CLI_EXIT_OK;
}

/* -------------------------------------------------------------------------
 * practice due
 */

static int
practice_due (int    argc,
              char **argv)
{
  g_autoptr(GPtrArray) positional = g_ptr_array_new ();
  g_autoptr(AkPracticeDeck) deck = NULL;
  g_autoptr(GPtrArray) due = NULL;
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  g_autoptr(GError) error = NULL;
  g_autofree char *deck_path = NULL;
  g_autofree char *new_text = NULL;
  g_autofree char *reviews_text = NULL;
  const AkCliOption options[] = {
    { "--new", "N", "at most N new cards (default " G_STRINGIFY (DEFAULT_NEW_PER_DAY) ")",
      &new_text, NULL },
    { "--reviews", "N", "at most N cards seen before (default "
      G_STRINGIFY (DEFAULT_REVIEWS_PER_DAY) ")", &reviews_text, NULL },
    { "--deck", "PATH", "the practice deck (default the app's)", &deck_path, NULL },
    { NULL, },
  };
  guint max_new, max_reviews;
  int status;

  if (!ak_cli_parse_options ("practice due", "[--new N] [--reviews N] [--deck PATH]",
                             "Lists the practice cards due today, as the app would show them: one\n"
                             "line a card, “#ID VARIANT POSITION, SIDE to move: played MOVE,\n"
                             "right MOVES (from FILE, move PLY)”.",
                             options, argc, argv, FALSE, positional, &status))
    return status;
  if (positional->len > 0)
    return ak_cli_usage_error ("practice due", "unexpected “%s”",
                               ak_cli_quote (g_ptr_array_index (positional, 0)));
  if (!parse_count ("practice due", "--new", new_text, DEFAULT_NEW_PER_DAY, &max_new, &status) ||
      !parse_count ("practice due", "--reviews", reviews_text, DEFAULT_REVIEWS_PER_DAY,
                    &max_reviews, &status))
    return status;

  deck = open_deck (deck_path);
  if (deck == NULL)
    return AK_CLI_EXIT_NO;
  due = ak_practice_deck_list_due (deck, g_get_real_time () / G_USEC_PER_SEC, tz, max_new,
                                   max_reviews, &error);
  if (due == NULL)
    {
      g_printerr ("%s: %s\n", ak_practice_deck_get_path (deck), error->message);
      return AK_CLI_EXIT_NO;
    }
  for (guint i = 0; i < due->len; i++)
    {
      const AkPracticeCard *card = g_ptr_array_index (due, i);
      g_autoptr(GString) line = g_string_new (NULL);

      g_string_append_printf (line, "#%" G_GINT64_FORMAT " %s %s, %s to move: played %s, right ",
                              card->id, ak_variant_to_string (card->variant), card->position,
                              ak_side_name (card->side_to_move), card->move_played);
      for (guint j = 0; j < card->best_moves->len; j++)
        g_string_append_printf (line, "%s%s", j > 0 ? " " : "",
                                g_array_index (card->best_moves, AkPracticeBestMove, j).move);
      if (card->best_moves->len == 0)
        g_string_append (line, "-");
      if (card->source_file != NULL)
        g_string_append_printf (line, " (from %s, move %u)", card->source_file, card->source_ply);
      g_string_append_c (line, '\n');
      if (!ak_cli_write (line->str, line->len))
        return AK_CLI_EXIT_NO;
    }
  g_print ("%u %s due\n", due->len, due->len == 1 ? "card" : "cards");
  return AK_CLI_EXIT_OK;
}

/* -------------------------------------------------------------------------
 * practice stats
 */

static int
practice_stats (int    argc,
                char **argv)
{
  g_autoptr(GPtrArray) positional = g_ptr_array_new ();
  g_autoptr(AkPracticeDeck) deck = NULL;
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  g_autoptr(GError) error = NULL;
  g_autofree char *deck_path = NULL;
  const AkCliOption options[] = {
    { "--deck", "PATH", "the practice deck (default the app's)", &deck_path, NULL },
    { NULL, },
  };
  AkPracticeDeckStats stats;
  int status;

  if (!ak_cli_parse_options ("practice stats", "[--deck PATH]",
                             "Tells how many cards the practice deck holds, how many are new,\n"
                             "learned and due today, and how many answers were right.",
                             options, argc, argv, FALSE, positional, &status))
    return status;
  if (positional->len > 0)
    return ak_cli_usage_error ("practice stats", "unexpected “%s”",
                               ak_cli_quote (g_ptr_array_index (positional, 0)));
  deck = open_deck (deck_path);
  if (deck == NULL)
    return AK_CLI_EXIT_NO;
  if (!ak_practice_deck_get_stats (deck, g_get_real_time () / G_USEC_PER_SEC, tz, &stats, &error))
    {
      g_printerr ("%s: %s\n", ak_practice_deck_get_path (deck), error->message);
      return AK_CLI_EXIT_NO;
    }
  g_print ("deck %s\n", ak_practice_deck_get_path (deck));
  g_print ("cards %u\n", stats.n_cards);
  g_print ("new %u\n", stats.n_new);
  g_print ("learned %u\n", stats.n_learned);
  g_print ("due today %u\n", stats.n_due_today);
  g_print ("attempts %u\n", stats.n_attempts);
  if (stats.n_attempts > 0)
    g_print ("right %u (%u %%)\n", stats.n_right, stats.n_right * 100 / stats.n_attempts);
  else
    g_print ("right 0\n");
  return AK_CLI_EXIT_OK;
}

int
ak_cli_practice (int    argc,
                 char **argv)
{
  static const AkCliSubcommand subcommands[] = {
    { "add",   practice_add,   "add a player's mistakes in a file's games to the deck" },
    { "due",   practice_due,   "list the cards due today" },
    { "stats", practice_stats, "count the cards and the answers" },
  };

  return ak_cli_run_subcommand ("practice",
                                "The practice deck: positions before a player's mistakes, brought back\n"
                                "by spaced repetition (SM-2) until they are known.  --deck PATH names\n"
                                "the deck; by default it is the app's.\n",
                                subcommands, G_N_ELEMENTS (subcommands), argc, argv);
}
