/* test-practice-deck.c — the practice deck's database: cards, attempts,
 * schema migrations, damaged and locked files, writers at once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ak-practice-deck.h"
#include "ak-practice-deck-private.h"

#define DAY G_GINT64_CONSTANT (86400)

/* 2026-01-01 12:00:00 UTC. */
#define T0 G_GINT64_CONSTANT (1767268800)

/* How many attempts each writer process records. */
#define N_WRITES 40

typedef struct
{
  char      *dir;
  char      *path;
  GTimeZone *utc;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("practice-deck-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "data", "adji-kui", "practice.sqlite", NULL);
  f->utc = g_time_zone_new_utc ();
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

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
  g_time_zone_unref (f->utc);
}

static void
make_parent (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
}

static AkPracticeCard *
make_card (const char *position,
           AkSide      player)
{
  AkPracticeCard *card = ak_practice_card_new ();

  card->variant = AK_VARIANT_ADJI_KUI_2;
  card->position = g_strdup (position);
  card->side_to_move = player;
  card->player_side = player;
  card->move_played = g_strdup ("c");
  card->played_score = -6;
  card->source_file = g_strdup ("/home/ana/games/club.akn");
  card->source_date = g_strdup ("2026.11.30");
  card->source_players = g_strdup ("Ana – Computer");
  card->source_ply = 17;
  g_free (card->themes);
  card->themes = g_strdup ("casa");
  card->difficulty = 2;
  ak_practice_card_add_best_move (card, "e", 4);
  ak_practice_card_add_best_move (card, "f", 4);
  return card;
}

static AkPracticeDeck *
open_deck (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  AkPracticeDeck *deck = ak_practice_deck_open (f->path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (deck);
  g_assert_null (ak_practice_deck_get_recovery (deck));
  return deck;
}

/* Runs @sql on a connection of its own and returns the first column of
 * its first row as text (or NULL). */
static char *
raw_query (const char *path,
           const char *sql)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  char *value = NULL;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    value = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return value;
}

static void
raw_exec (const char *path,
          const char *sql)
{
  sqlite3 *db = NULL;
  char *message = NULL;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  if (sqlite3_exec (db, sql, NULL, NULL, &message) != SQLITE_OK)
    g_error ("%s", message);
  sqlite3_close (db);
}

static void
test_add (Fixture       *f,
          gconstpointer  data)
{
  g_autoptr(AkPracticeDeck) deck = open_deck (f);
  g_autoptr(AkPracticeCard) card = make_card ("S 4 4 4 4 4 4 / 4 4 4 4 4 4", AK_SOUTH);
  g_autoptr(AkPracticeCard) again = make_card ("S 4 4 4 4 4 4 / 4 4 4 4 4 4", AK_SOUTH);
  g_autoptr(AkPracticeCard) other_player = make_card ("S 4 4 4 4 4 4 / 4 4 4 4 4 4", AK_NORTH);
  g_autoptr(AkPracticeCard) read = NULL;
  g_autoptr(AkPracticeCard) bad = ak_practice_card_new ();
  g_autoptr(GError) error = NULL;
  gboolean added = FALSE;
  gint64 id, id2, id3;

  g_assert_cmpstr (ak_practice_deck_get_path (deck), ==, f->path);

  id = ak_practice_deck_add_card (deck, card, T0, &added, &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  g_assert_true (added);

  /* The same position, rules and player, from another game: not again. */
  g_free (again->move_played);
  again->move_played = g_strdup ("a");
  id2 = ak_practice_deck_add_card (deck, again, T0 + 50, &added, &error);
  g_assert_no_error (error);
  g_assert_cmpint (id2, ==, id);
  g_assert_false (added);

  id3 = ak_practice_deck_add_card (deck, other_player, T0, &added, &error);
  g_assert_no_error (error);
  g_assert_true (added);
  g_assert_cmpint (id3, !=, id);

  read = ak_practice_deck_get_card (deck, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (read->id, ==, id);
  g_assert_cmpint (read->variant, ==, AK_VARIANT_ADJI_KUI_2);
  g_assert_cmpstr (read->position, ==, card->position);
  g_assert_cmpint (read->side_to_move, ==, AK_SOUTH);
  g_assert_cmpint (read->player_side, ==, AK_SOUTH);
  g_assert_cmpstr (read->move_played, ==, "c");
  g_assert_cmpint (read->played_score, ==, -6);
  g_assert_cmpstr (read->source_file, ==, "/home/ana/games/club.akn");
  g_assert_cmpstr (read->source_date, ==, "2026.11.30");
  g_assert_cmpstr (read->source_players, ==, "Ana – Computer");
  g_assert_cmpuint (read->source_ply, ==, 17);
  g_assert_cmpstr (read->themes, ==, "casa");
  g_assert_cmpuint (read->difficulty, ==, 2);
  g_assert_cmpint (read->created, ==, T0);
  g_assert_cmpint (read->state.due, ==, T0);
  g_assert_cmpint (read->state.last_review, ==, 0);
  g_assert_cmpuint (read->state.ease, ==, AK_PRACTICE_EASE_START);
  g_assert_cmpuint (read->best_moves->len, ==, 2);
  g_assert_cmpstr (g_array_index (read->best_moves, AkPracticeBestMove, 0).move, ==, "e");
  g_assert_cmpstr (g_array_index (read->best_moves, AkPracticeBestMove, 1).move, ==, "f");
  g_assert_cmpint (g_array_index (read->best_moves, AkPracticeBestMove, 1).score, ==, 4);

  /* A card without a position is refused, with a reason. */
  g_assert_cmpint (ak_practice_deck_add_card (deck, bad, T0, NULL, &error), ==, 0);
  g_assert_error (error, AK_PRACTICE_DECK_ERROR, AK_PRACTICE_DECK_ERROR_INVALID);
  g_clear_error (&error);

  /* Deleting takes the card and its attempts. */
  g_assert_true (ak_practice_deck_record_attempt (deck, id3, T0, "a", AK_PRACTICE_GRADE_WRONG, NULL, &error));
  g_assert_true (ak_practice_deck_delete_card (deck, id3, &error));
  g_assert_no_error (error);
  g_assert_null (ak_practice_deck_get_card (deck, id3, &error));
  g_assert_error (error, AK_PRACTICE_DECK_ERROR, AK_PRACTICE_DECK_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, f->path));
  g_clear_error (&error);
  g_assert_false (ak_practice_deck_delete_card (deck, id3, &error));
  g_assert_error (error, AK_PRACTICE_DECK_ERROR, AK_PRACTICE_DECK_ERROR_NOT_FOUND);
  g_clear_error (&error);
  {
    g_autofree char *n = raw_query (f->path, "SELECT COUNT(*) FROM attempts");

    g_assert_cmpstr (n, ==, "0");
  }
}

static gint64
add_position (AkPracticeDeck *deck,
              const char     *position,
              gint64          now)
{
  g_autoptr(AkPracticeCard) card = make_card (position, AK_SOUTH);
  g_autoptr(GError) error = NULL;
  gint64 id = ak_practice_deck_add_card (deck, card, now, NULL, &error);

  g_assert_no_error (error);
  return id;
}

static void
assert_ids (GPtrArray    *cards,
            const gint64 *ids,
            guint         n_ids)
{
  g_assert_nonnull (cards);
  g_assert_cmpuint (cards->len, ==, n_ids);
  for (guint i = 0; i < n_ids; i++)
    g_assert_cmpint (((AkPracticeCard *) cards->pdata[i])->id, ==, ids[i]);
}

static void
test_due_and_attempts (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(AkPracticeDeck) deck = open_deck (f);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) due = NULL;
  g_autoptr(AkPracticeCard) card = NULL;
  g_autoptr(GArray) days = NULL;
  AkPracticeState state;
  AkPracticeCardStats card_stats;
  AkPracticeDeckStats stats;
  gint64 a, b, c;

  a = add_position (deck, "S 1 0 0 0 0 0 / 0 0 0 0 0 1", T0 - 300);
  b = add_position (deck, "S 2 0 0 0 0 0 / 0 0 0 0 0 2", T0 - 200);
  c = add_position (deck, "S 3 0 0 0 0 0 / 0 0 0 0 0 3", T0 - 100);

  /* All new, oldest first; the daily limit of new cards cuts the list. */
  due = ak_practice_deck_list_due (deck, T0, f->utc, 10, 10, &error);
  g_assert_no_error (error);
  assert_ids (due, (gint64[]) { a, b, c }, 3);
  g_clear_pointer (&due, g_ptr_array_unref);
  due = ak_practice_deck_list_due (deck, T0, f->utc, 2, 10, &error);
  assert_ids (due, (gint64[]) { a, b }, 2);
  g_clear_pointer (&due, g_ptr_array_unref);

  /* Right first time: due a day later, by SM-2's first interval. */
  g_assert_true (ak_practice_deck_record_attempt (deck, a, T0, "e", AK_PRACTICE_GRADE_RIGHT, &state, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (state.interval, ==, 1);
  g_assert_cmpint (state.due, ==, T0 + DAY);
  card = ak_practice_deck_get_card (deck, a, &error);
  g_assert_cmpint (card->state.due, ==, T0 + DAY);
  g_assert_cmpint (card->state.last_review, ==, T0);
  g_assert_cmpuint (card->state.reps, ==, 1);
  g_clear_pointer (&card, ak_practice_card_free);

  /* a is done for today and counts as one of today's 2 new cards. */
  due = ak_practice_deck_list_due (deck, T0 + 60, f->utc, 2, 10, &error);
  assert_ids (due, (gint64[]) { b }, 1);
  g_clear_pointer (&due, g_ptr_array_unref);

  /* b missed at once and tried again right: q 3, EF 2360. */
  g_assert_true (ak_practice_deck_record_attempt (deck, b, T0 + 120, "a", AK_PRACTICE_GRADE_RETRY, &state, &error));
  g_assert_cmpuint (state.ease, ==, 2360);

  /* The next day a and b are reviews, ahead of the new c. */
  due = ak_practice_deck_list_due (deck, T0 + DAY + 200, f->utc, 10, 10, &error);
  assert_ids (due, (gint64[]) { a, b, c }, 3);
  g_clear_pointer (&due, g_ptr_array_unref);
  due = ak_practice_deck_list_due (deck, T0 + DAY + 200, f->utc, 10, 1, &error);
  assert_ids (due, (gint64[]) { a, c }, 2);
  g_clear_pointer (&due, g_ptr_array_unref);

  /* a right again: 6 days.  Then it is a review already done today. */
  g_assert_true (ak_practice_deck_record_attempt (deck, a, T0 + DAY, "f", AK_PRACTICE_GRADE_RIGHT, &state, &error));
  g_assert_cmpuint (state.interval, ==, 6);
  due = ak_practice_deck_list_due (deck, T0 + DAY + 200, f->utc, 10, 1, &error);
  assert_ids (due, (gint64[]) { c }, 1);
  g_clear_pointer (&due, g_ptr_array_unref);

  /* a missed on day 7: a lapse, back in a day. */
  g_assert_true (ak_practice_deck_record_attempt (deck, a, T0 + 7 * DAY, NULL, AK_PRACTICE_GRADE_SHOWN, &state, &error));
  g_assert_cmpuint (state.lapses, ==, 1);
  g_assert_cmpuint (state.reps, ==, 0);

  g_assert_true (ak_practice_deck_get_card_stats (deck, a, &card_stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (card_stats.n_attempts, ==, 3);
  g_assert_cmpuint (card_stats.n_right, ==, 2);
  g_assert_cmpuint (card_stats.n_right_first, ==, 2);
  g_assert_cmpint (card_stats.first_attempt, ==, T0);
  g_assert_cmpint (card_stats.last_attempt, ==, T0 + 7 * DAY);
  g_assert_false (ak_practice_deck_get_card_stats (deck, 999, &card_stats, &error));
  g_assert_error (error, AK_PRACTICE_DECK_ERROR, AK_PRACTICE_DECK_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (ak_practice_deck_record_attempt (deck, 999, T0, "a", AK_PRACTICE_GRADE_RIGHT, NULL, &error));
  g_assert_error (error, AK_PRACTICE_DECK_ERROR, AK_PRACTICE_DECK_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* On day 7: c new, a just missed (due day 8, so not today), b (due
   * T0 + 120 s + 1 day) overdue. */
  g_assert_true (ak_practice_deck_get_stats (deck, T0 + 7 * DAY + 60, f->utc, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (stats.n_cards, ==, 3);
  g_assert_cmpuint (stats.n_new, ==, 1);
  g_assert_cmpuint (stats.n_learned, ==, 1);
  g_assert_cmpuint (stats.n_due_today, ==, 2);
  g_assert_cmpuint (stats.n_attempts, ==, 4);
  g_assert_cmpuint (stats.n_right, ==, 3);

  /* By practice day (UTC, from 04:00): day 0 two attempts, both right, two
   * cards learnt; day 1 one; day 7 one wrong. */
  days = ak_practice_deck_list_days (deck, T0 - DAY, f->utc, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (days->len, ==, 3);
  g_assert_cmpint (g_array_index (days, AkPracticeDay, 0).day_end, ==, T0 - 8 * 3600 + DAY);
  g_assert_cmpuint (g_array_index (days, AkPracticeDay, 0).n_attempts, ==, 2);
  g_assert_cmpuint (g_array_index (days, AkPracticeDay, 0).n_right, ==, 2);
  g_assert_cmpuint (g_array_index (days, AkPracticeDay, 0).n_learned, ==, 2);
  g_assert_cmpuint (g_array_index (days, AkPracticeDay, 1).n_attempts, ==, 1);
  g_assert_cmpuint (g_array_index (days, AkPracticeDay, 1).n_learned, ==, 0);
  g_assert_cmpint (g_array_index (days, AkPracticeDay, 2).day_end, ==, T0 - 8 * 3600 + 8 * DAY);
  g_assert_cmpuint (g_array_index (days, AkPracticeDay, 2).n_right, ==, 0);
}

static void
assert_schema_current (const char *path)
{
  g_autofree char *version = raw_query (path, "PRAGMA user_version");
  g_autofree char *mode = raw_query (path, "PRAGMA journal_mode");
  g_autofree char *column = raw_query (path, "SELECT name FROM pragma_table_info('cards') WHERE name = 'difficulty'");
  g_autofree char *index = raw_query (path, "SELECT name FROM sqlite_master WHERE name = 'attempts_by_time'");

  g_assert_cmpstr (version, ==, G_STRINGIFY (AK_PRACTICE_DECK_SCHEMA_VERSION));
  g_assert_cmpstr (mode, ==, "wal");
  g_assert_cmpstr (column, ==, "difficulty");
  g_assert_cmpstr (index, ==, "attempts_by_time");
}

static void
test_migrate_empty (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(AkPracticeDeck) deck = NULL;
  g_autoptr(AkPracticeCard) card = NULL;
  g_autoptr(GError) error = NULL;

  make_parent (f->path);
  g_assert_true (g_file_set_contents (f->path, "", 0, &error));
  deck = open_deck (f);
  assert_schema_current (f->path);
  g_assert_cmpint (add_position (deck, "S 1 0 0 0 0 0 / 0 0 0 0 0 1", T0), >, 0);
  g_clear_object (&deck);

  /* Opened again, nothing to migrate, nothing lost. */
  deck = open_deck (f);
  card = ak_practice_deck_get_card (deck, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (card->position, ==, "S 1 0 0 0 0 0 / 0 0 0 0 0 1");
}

/* The schema of version 1, as Adji Kui wrote it before cards had a
 * difficulty, with one card answered once. */
static const char schema_1[] =
  "CREATE TABLE cards (id INTEGER PRIMARY KEY, variant INTEGER NOT NULL,"
  " position TEXT NOT NULL, side_to_move INTEGER NOT NULL,"
  " rules TEXT NOT NULL DEFAULT '', player_side INTEGER NOT NULL,"
  " move_played TEXT NOT NULL, played_score INTEGER NOT NULL DEFAULT 0,"
  " source_file TEXT, source_date TEXT, source_players TEXT,"
  " source_ply INTEGER NOT NULL DEFAULT 0, themes TEXT NOT NULL DEFAULT '',"
  " created INTEGER NOT NULL, due INTEGER NOT NULL,"
  " last_review INTEGER NOT NULL DEFAULT 0,"
  " interval_days INTEGER NOT NULL DEFAULT 0,"
  " ease INTEGER NOT NULL DEFAULT 2500, reps INTEGER NOT NULL DEFAULT 0,"
  " lapses INTEGER NOT NULL DEFAULT 0,"
  " UNIQUE (variant, position, side_to_move, rules, player_side));"
  "CREATE TABLE best_moves (card_id INTEGER NOT NULL REFERENCES cards (id)"
  " ON DELETE CASCADE, rank INTEGER NOT NULL, move TEXT NOT NULL,"
  " score INTEGER NOT NULL, PRIMARY KEY (card_id, rank));"
  "CREATE TABLE attempts (id INTEGER PRIMARY KEY, card_id INTEGER NOT NULL"
  " REFERENCES cards (id) ON DELETE CASCADE, time INTEGER NOT NULL,"
  " move TEXT, correct INTEGER NOT NULL, grade TEXT NOT NULL);"
  "INSERT INTO cards (id, variant, position, side_to_move, player_side,"
  " move_played, created, due, last_review, interval_days, ease, reps)"
  " VALUES (7, 2, 'S 5 0 0 0 0 0 / 0 0 0 0 0 5', 0, 0, 'b', 1767000000,"
  " 1767086400, 1767000000, 1, 2500, 1);"
  "INSERT INTO best_moves VALUES (7, 0, 'a', 3);"
  "INSERT INTO attempts (card_id, time, move, correct, grade)"
  " VALUES (7, 1767000000, 'a', 1, 'right');"
  "PRAGMA user_version = 1;";

static void
test_migrate_previous (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(AkPracticeDeck) deck = NULL;
  g_autoptr(AkPracticeCard) card = NULL;
  g_autoptr(GError) error = NULL;
  AkPracticeCardStats stats;
  AkPracticeState state;

  make_parent (f->path);
  raw_exec (f->path, schema_1);
  deck = open_deck (f);
  assert_schema_current (f->path);

  card = ak_practice_deck_get_card (deck, 7, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (card->position, ==, "S 5 0 0 0 0 0 / 0 0 0 0 0 5");
  g_assert_cmpuint (card->difficulty, ==, 0);
  g_assert_cmpuint (card->state.reps, ==, 1);
  g_assert_cmpstr (g_array_index (card->best_moves, AkPracticeBestMove, 0).move, ==, "a");
  g_assert_true (ak_practice_deck_get_card_stats (deck, 7, &stats, &error));
  g_assert_cmpuint (stats.n_attempts, ==, 1);

  /* Its schedule goes on: the second right answer gives 6 days. */
  g_assert_true (ak_practice_deck_record_attempt (deck, 7, 1767086400, "a", AK_PRACTICE_GRADE_RIGHT, &state, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (state.interval, ==, 6);
}

static void
test_too_new (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(AkPracticeDeck) deck = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *version = NULL;

  make_parent (f->path);
  raw_exec (f->path, "CREATE TABLE future (x); PRAGMA user_version = 99;");
  deck = ak_practice_deck_open (f->path, &error);
  g_assert_null (deck);
  g_assert_error (error, AK_PRACTICE_DECK_ERROR, AK_PRACTICE_DECK_ERROR_TOO_NEW);
  g_assert_nonnull (strstr (error->message, f->path));
  version = raw_query (f->path, "PRAGMA user_version");
  g_assert_cmpstr (version, ==, "99");
}

/* The one file in the deck's folder whose name starts with
 * "practice.sqlite.corrupt-" and has no companion suffix. */
static char *
find_set_aside (Fixture *f)
{
  g_autofree char *folder = g_path_get_dirname (f->path);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  char *found = NULL;

  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "practice.sqlite.corrupt-") &&
        !g_str_has_suffix (name, "-wal") && !g_str_has_suffix (name, "-shm"))
      {
        g_assert_null (found);
        found = g_build_filename (folder, name, NULL);
      }
  return found;
}

static void
assert_set_aside (Fixture    *f,
                  const char *content,
                  gsize       length)
{
  g_autoptr(AkPracticeDeck) deck = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *kept = NULL;
  gsize kept_length;
  const GError *recovery;

  deck = ak_practice_deck_open (f->path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (deck);

  recovery = ak_practice_deck_get_recovery (deck);
  g_assert_nonnull (recovery);
  g_assert_true (g_error_matches (recovery, AK_PRACTICE_DECK_ERROR, AK_PRACTICE_DECK_ERROR_CORRUPT));
  aside = find_set_aside (f);
  g_assert_nonnull (aside);
  g_assert_cmpstr (ak_practice_deck_get_set_aside_path (deck), ==, aside);
  g_assert_nonnull (strstr (recovery->message, aside));
  g_test_message ("%s", recovery->message);

  /* Byte for byte what was there. */
  g_assert_true (g_file_get_contents (aside, &kept, &kept_length, &error));
  g_assert_cmpmem (kept, kept_length, content, length);

  /* And a new, working deck in its place. */
  g_assert_cmpint (add_position (deck, "S 1 0 0 0 0 0 / 0 0 0 0 0 1", T0), >, 0);
  assert_schema_current (f->path);
}

static void
test_corrupt_not_sqlite (Fixture       *f,
                         gconstpointer  data)
{
  GString *garbage = g_string_new ("SQLite format 2\n");
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 3000; i++)
    g_string_append_c (garbage, (char) (i * 37 % 256));
  make_parent (f->path);
  g_assert_true (g_file_set_contents (f->path, garbage->str, garbage->len, &error));
  assert_set_aside (f, garbage->str, garbage->len);
  g_string_free (garbage, TRUE);
}

/* A real deck whose table pages were overwritten: the header is right,
 * PRAGMA quick_check is not. */
static void
test_corrupt_pages (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *content = NULL;
  g_autofree char *wal = NULL;
  gsize length;

  {
    g_autoptr(AkPracticeDeck) deck = open_deck (f);

    for (guint i = 0; i < 200; i++)
      {
        g_autofree char *position = g_strdup_printf ("S %u 0 0 0 0 0 / 0 0 0 0 0 1", i);

        add_position (deck, position, T0);
      }
  }
  /* The last connection closed: the WAL is in the file. */
  wal = g_strconcat (f->path, "-wal", NULL);
  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (f->path, &content, &length, &error));
  g_assert_cmpuint (length, >, 4 * 4096);
  /* Every page but the first (the header and the schema). */
  for (gsize i = 4096; i < length; i++)
    content[i] = (char) (0xA5 ^ (i & 0xff));
  g_assert_true (g_file_set_contents (f->path, content, length, &error));
  assert_set_aside (f, content, length);
}

static void
test_locked (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(AkPracticeDeck) deck = NULL;
  g_autoptr(AkPracticeDeck) second = NULL;
  g_autoptr(GError) error = NULL;
  sqlite3 *db = NULL;
  gint64 id;

  deck = _ak_practice_deck_open_with_timeout (f->path, 200, &error);
  g_assert_no_error (error);
  id = add_position (deck, "S 1 0 0 0 0 0 / 0 0 0 0 0 1", T0);

  /* Another program writes and keeps the write lock. */
  g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "BEGIN IMMEDIATE; UPDATE cards SET reps = 9", NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_false (ak_practice_deck_record_attempt (deck, id, T0, "e", AK_PRACTICE_GRADE_RIGHT, NULL, &error));
  g_assert_error (error, AK_PRACTICE_DECK_ERROR, AK_PRACTICE_DECK_ERROR_LOCKED);
  g_assert_nonnull (strstr (error->message, f->path));
  g_test_message ("%s", error->message);
  g_clear_error (&error);
  g_assert_cmpint (sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL), ==, SQLITE_OK);

  /* Free again, the attempt goes through, on the unchanged card. */
  g_assert_true (ak_practice_deck_record_attempt (deck, id, T0, "e", AK_PRACTICE_GRADE_RIGHT, NULL, &error));
  g_assert_no_error (error);
  g_clear_object (&deck);
  sqlite3_close (db);

  /* A program that holds the whole file (exclusive locking, from its
   * first read) keeps the deck from opening: an error, and the file is
   * not taken for damaged. */
  g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE;"
                                 " UPDATE cards SET lapses = 1; COMMIT", NULL, NULL, NULL), ==, SQLITE_OK);
  second = _ak_practice_deck_open_with_timeout (f->path, 200, &error);
  g_assert_null (second);
  g_assert_error (error, AK_PRACTICE_DECK_ERROR, AK_PRACTICE_DECK_ERROR_LOCKED);
  g_assert_nonnull (strstr (error->message, f->path));
  g_clear_error (&error);
  g_assert_null (find_set_aside (f));
  sqlite3_close (db);

  second = open_deck (f);
  {
    g_autoptr(AkPracticeCard) card = ak_practice_deck_get_card (second, id, &error);

    g_assert_cmpuint (card->state.reps, ==, 1);
    g_assert_cmpuint (card->state.lapses, ==, 1);
  }
}

/* The holder process: takes the deck's write lock, says so, and keeps
 * it until its standard input closes. */
static int
run_holder (const char *path)
{
  sqlite3 *db = NULL;
  char buf[16];

  if (sqlite3_open (path, &db) != SQLITE_OK ||
      sqlite3_exec (db, "BEGIN IMMEDIATE; UPDATE cards SET reps = 9", NULL, NULL, NULL) != SQLITE_OK)
    {
      g_printerr ("holder: %s\n", sqlite3_errmsg (db));
      return 1;
    }
  g_print ("held\n");
  fflush (stdout);
  while (fread (buf, 1, sizeof buf, stdin) > 0)
    ;
  sqlite3_close (db);
  return 0;
}

/* Another process holding the write lock past the timeout: an error
 * naming the file; once it lets go, the same answer goes through. */
static void
test_locked_by_process (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *self_exe = g_file_read_link ("/proc/self/exe", &error);
  g_autoptr(AkPracticeDeck) deck = NULL;
  g_autoptr(GSubprocess) holder = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autofree char *line = NULL;
  AkPracticeState state;
  gint64 id;

  g_assert_no_error (error);
  deck = _ak_practice_deck_open_with_timeout (f->path, 300, &error);
  g_assert_no_error (error);
  id = add_position (deck, "S 1 0 0 0 0 0 / 0 0 0 0 0 1", T0);

  holder = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                             &error, self_exe, "--hold", f->path, NULL);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (holder));
  line = g_data_input_stream_read_line (out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, "held");

  g_assert_false (ak_practice_deck_record_attempt (deck, id, T0, "e", AK_PRACTICE_GRADE_RIGHT, NULL, &error));
  g_assert_error (error, AK_PRACTICE_DECK_ERROR, AK_PRACTICE_DECK_ERROR_LOCKED);
  g_assert_nonnull (strstr (error->message, f->path));
  g_clear_error (&error);

  g_assert_true (g_output_stream_close (g_subprocess_get_stdin_pipe (holder), NULL, &error));
  g_assert_true (g_subprocess_wait_check (holder, NULL, &error));
  g_assert_no_error (error);
  /* The holder's update never committed: the card is as it was. */
  g_assert_true (ak_practice_deck_record_attempt (deck, id, T0, "e", AK_PRACTICE_GRADE_RIGHT, &state, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (state.reps, ==, 1);
}

/* Two deck objects, as two windows: each sees what the other wrote. */
static void
test_two_decks (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(AkPracticeDeck) one = open_deck (f);
  g_autoptr(AkPracticeDeck) two = open_deck (f);
  g_autoptr(GError) error = NULL;
  AkPracticeState state;
  gboolean added;
  gint64 id = add_position (one, "S 1 0 0 0 0 0 / 0 0 0 0 0 1", T0);
  g_autoptr(AkPracticeCard) card = make_card ("S 1 0 0 0 0 0 / 0 0 0 0 0 1", AK_SOUTH);

  g_assert_cmpint (ak_practice_deck_add_card (two, card, T0, &added, &error), ==, id);
  g_assert_false (added);
  g_assert_true (ak_practice_deck_record_attempt (one, id, T0, "e", AK_PRACTICE_GRADE_RIGHT, &state, &error));
  g_assert_true (ak_practice_deck_record_attempt (two, id, T0 + DAY, "e", AK_PRACTICE_GRADE_RIGHT, &state, &error));
  g_assert_true (ak_practice_deck_record_attempt (one, id, T0 + 7 * DAY, "e", AK_PRACTICE_GRADE_RIGHT, &state, &error));
  g_assert_no_error (error);
  /* 1, 6, then ceil (6 × 2.5) = 15: each built on the other's answer. */
  g_assert_cmpuint (state.reps, ==, 3);
  g_assert_cmpuint (state.interval, ==, 15);
}

/* The writer process: records N_WRITES right answers to card 1. */
static int
run_writer (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkPracticeDeck) deck = _ak_practice_deck_open_with_timeout (path, 120000, &error);

  if (deck == NULL)
    {
      g_printerr ("writer: %s\n", error->message);
      return 1;
    }
  for (guint i = 0; i < N_WRITES; i++)
    if (!ak_practice_deck_record_attempt (deck, 1, T0 + i, "e", AK_PRACTICE_GRADE_RIGHT, NULL, &error))
      {
        g_printerr ("writer: %s\n", error->message);
        return 1;
      }
  return 0;
}

/* Two processes answering the same card at once: every answer is kept,
 * and every schedule built on the one before (no write lost). */
static void
test_two_processes (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *self_exe = g_file_read_link ("/proc/self/exe", &error);
  g_autoptr(GSubprocess) first = NULL;
  g_autoptr(GSubprocess) second = NULL;
  g_autoptr(AkPracticeCard) card = NULL;
  g_autoptr(AkPracticeDeck) deck = NULL;
  AkPracticeCardStats stats;

  g_assert_no_error (error);
  deck = open_deck (f);
  g_assert_cmpint (add_position (deck, "S 1 0 0 0 0 0 / 0 0 0 0 0 1", T0), ==, 1);

  first = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, self_exe, "--writer", f->path, NULL);
  g_assert_no_error (error);
  second = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, self_exe, "--writer", f->path, NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait_check (first, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait_check (second, NULL, &error));
  g_assert_no_error (error);

  g_assert_true (ak_practice_deck_get_card_stats (deck, 1, &stats, &error));
  g_assert_cmpuint (stats.n_attempts, ==, 2 * N_WRITES);
  card = ak_practice_deck_get_card (deck, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (card->state.reps, ==, 2 * N_WRITES);
}

int
main (int    argc,
      char **argv)
{
  if (argc == 3 && g_str_equal (argv[1], "--writer"))
    return run_writer (argv[2]);
  if (argc == 3 && g_str_equal (argv[1], "--hold"))
    return run_holder (argv[2]);

  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/practice-deck/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("add", test_add);
  ADD ("due-and-attempts", test_due_and_attempts);
  ADD ("migrate-empty", test_migrate_empty);
  ADD ("migrate-previous", test_migrate_previous);
  ADD ("too-new", test_too_new);
  ADD ("corrupt-not-sqlite", test_corrupt_not_sqlite);
  ADD ("corrupt-pages", test_corrupt_pages);
  ADD ("locked", test_locked);
  ADD ("locked-by-process", test_locked_by_process);
  ADD ("two-decks", test_two_decks);
  ADD ("two-processes", test_two_processes);
#undef ADD

  return g_test_run ();
}
