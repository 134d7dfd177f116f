/* ak-practice-deck-cards.c — the practice deck's cards, attempts and
 * statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every change is one IMMEDIATE transaction: it takes the write lock
 * before it reads, so an attempt recorded by another window or instance
 * at the same moment is waited for and built upon, never overwritten.
 * Opening, the schema and damaged decks are in ak-practice-deck.c.
 */

#define G_LOG_DOMAIN "ak-practice-deck"

#include "config.h"

#include "ak-practice-deck.h"
#include "ak-practice-deck-private.h"

#include <glib/gi18n-lib.h>

#define CARD_COLUMNS \
  "id, variant, position, side_to_move, rules, player_side, move_played," \
  " played_score, source_file, source_date, source_players, source_ply," \
  " themes, difficulty, created, due, last_review, interval_days, ease," \
  " reps, lapses"

static char *
column_dup (sqlite3_stmt *stmt,
            int           column)
{
  return g_strdup ((const char *) sqlite3_column_text (stmt, column));
}

static guint
column_uint (sqlite3_stmt *stmt,
             int           column)
{
  return (guint) CLAMP (sqlite3_column_int64 (stmt, column), 0, G_MAXUINT);
}

/* Reads a row of CARD_COLUMNS. */
static AkPracticeCard *
read_card (sqlite3_stmt *stmt)
{
  AkPracticeCard *card = ak_practice_card_new ();

  g_free (card->rules);
  g_free (card->themes);
  card->id = sqlite3_column_int64 (stmt, 0);
  card->variant = (AkVariant) sqlite3_column_int (stmt, 1);
  card->position = column_dup (stmt, 2);
  card->side_to_move = sqlite3_column_int (stmt, 3) == AK_NORTH ? AK_NORTH : AK_SOUTH;
  card->rules = column_dup (stmt, 4);
  card->player_side = sqlite3_column_int (stmt, 5) == AK_NORTH ? AK_NORTH : AK_SOUTH;
  card->move_played = column_dup (stmt, 6);
  card->played_score = sqlite3_column_int (stmt, 7);
  card->source_file = column_dup (stmt, 8);
  card->source_date = column_dup (stmt, 9);
  card->source_players = column_dup (stmt, 10);
  card->source_ply = column_uint (stmt, 11);
  card->themes = column_dup (stmt, 12);
  card->difficulty = column_uint (stmt, 13);
  card->created = sqlite3_column_int64 (stmt, 14);
  card->state.due = sqlite3_column_int64 (stmt, 15);
  card->state.last_review = sqlite3_column_int64 (stmt, 16);
  card->state.interval = column_uint (stmt, 17);
  card->state.ease = column_uint (stmt, 18);
  card->state.reps = column_uint (stmt, 19);
  card->state.lapses = column_uint (stmt, 20);
  if (card->rules == NULL)
    card->rules = g_strdup ("");
  if (card->themes == NULL)
    card->themes = g_strdup ("");
  return card;
}

static gboolean
read_best_moves (AkPracticeDeck  *self,
                 AkPracticeCard  *card,
                 GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  stmt = _ak_practice_deck_prepare (self,
                                    "SELECT move, score FROM best_moves"
                                    " WHERE card_id = ? ORDER BY rank", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, card->id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    ak_practice_card_add_best_move (card, (const char *) sqlite3_column_text (stmt, 0),
                                    sqlite3_column_int (stmt, 1));
  if (rc != SQLITE_DONE)
    {
      _ak_practice_deck_set_error (self, rc, _("reading a card"), error);
      return FALSE;
    }
  return TRUE;
}

/* Appends the cards @stmt selects (CARD_COLUMNS) to @cards. */
static gboolean
read_cards (AkPracticeDeck  *self,
            sqlite3_stmt    *stmt,
            GPtrArray       *cards,
            GError         **error)
{
  int rc;

  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      AkPracticeCard *card = read_card (stmt);

      g_ptr_array_add (cards, card);
      if (!read_best_moves (self, card, error))
        return FALSE;
    }
  if (rc != SQLITE_DONE)
    {
      _ak_practice_deck_set_error (self, rc, _("reading the cards"), error);
      return FALSE;
    }
  return TRUE;
}

/* Steps a statement that returns no row. */
static gboolean
step_done (AkPracticeDeck  *self,
           sqlite3_stmt    *stmt,
           const char      *doing,
           GError         **error)
{
  int rc = sqlite3_step (stmt);

  if (rc != SQLITE_DONE)
    {
      _ak_practice_deck_set_error (self, rc, doing, error);
      return FALSE;
    }
  return TRUE;
}

/* Runs a query of one integer (0 when it returns NULL). */
static gboolean
query_int64 (AkPracticeDeck  *self,
             const char      *sql,
             gint64           arg1,
             gint64           arg2,
             gint64          *value,
             GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = _ak_practice_deck_prepare (self, sql, error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  if (sqlite3_bind_parameter_count (stmt) >= 1)
    sqlite3_bind_int64 (stmt, 1, arg1);
  if (sqlite3_bind_parameter_count (stmt) >= 2)
    sqlite3_bind_int64 (stmt, 2, arg2);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    {
      _ak_practice_deck_set_error (self, rc, _("counting"), error);
      return FALSE;
    }
  *value = sqlite3_column_int64 (stmt, 0);
  return TRUE;
}

static gboolean
card_is_valid (const AkPracticeCard  *card,
               GError               **error)
{
  const char *problem = NULL;

  if (card->position == NULL || *card->position == '\0')
    problem = _("A practice card needs a position");
  else if (card->move_played == NULL || *card->move_played == '\0')
    problem = _("A practice card needs the move that was played");
  else if (card->variant != AK_VARIANT_ADJI_KUI_1 && card->variant != AK_VARIANT_ADJI_KUI_2)
    problem = _("A practice card needs a variant, Adji Kui I or II");
  else if ((guint) card->side_to_move > AK_NORTH || (guint) card->player_side > AK_NORTH)
    problem = _("A practice card needs sides that are South or North");
  if (problem == NULL)
    return TRUE;
  g_set_error_literal (error, AK_PRACTICE_DECK_ERROR, AK_PRACTICE_DECK_ERROR_INVALID, problem);
  return FALSE;
}

static gboolean
insert_card (AkPracticeDeck        *self,
             const AkPracticeCard  *card,
             gint64                 now,
             gint64                *id,
             GError               **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(sqlite3_stmt) find = NULL;
  g_autoptr(sqlite3_stmt) best = NULL;
  AkPracticeState state;

  ak_practice_state_init_new (&state, now);
  stmt = _ak_practice_deck_prepare (self,
    "INSERT INTO cards (" CARD_COLUMNS ") VALUES"
    " (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (variant, position, side_to_move, rules, player_side) DO NOTHING",
    error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int (stmt, 1, card->variant);
  sqlite3_bind_text (stmt, 2, card->position, -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 3, card->side_to_move);
  sqlite3_bind_text (stmt, 4, card->rules != NULL ? card->rules : "", -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 5, card->player_side);
  sqlite3_bind_text (stmt, 6, card->move_played, -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 7, card->played_score);
  sqlite3_bind_text (stmt, 8, card->source_file, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 9, card->source_date, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 10, card->source_players, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 11, card->source_ply);
  sqlite3_bind_text (stmt, 12, card->themes != NULL ? card->themes : "", -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 13, card->difficulty);
  sqlite3_bind_int64 (stmt, 14, now);
  sqlite3_bind_int64 (stmt, 15, state.due);
  sqlite3_bind_int64 (stmt, 16, state.last_review);
  sqlite3_bind_int64 (stmt, 17, state.interval);
  sqlite3_bind_int64 (stmt, 18, state.ease);
  sqlite3_bind_int64 (stmt, 19, state.reps);
  sqlite3_bind_int64 (stmt, 20, state.lapses);
  if (!step_done (self, stmt, _("adding a card"), error))
    return FALSE;

  if (sqlite3_changes (self->db) == 0)
    {
      /* The same position, rules and player: the card there is the one. */
      find = _ak_practice_deck_prepare (self,
        "SELECT id FROM cards WHERE variant = ? AND position = ?"
        " AND side_to_move = ? AND rules = ? AND player_side = ?", error);
      if (find == NULL)
        return FALSE;
      sqlite3_bind_int (find, 1, card->variant);
      sqlite3_bind_text (find, 2, card->position, -1, SQLITE_STATIC);
      sqlite3_bind_int (find, 3, card->side_to_move);
      sqlite3_bind_text (find, 4, card->rules != NULL ? card->rules : "", -1, SQLITE_STATIC);
      sqlite3_bind_int (find, 5, card->player_side);
      if (sqlite3_step (find) != SQLITE_ROW)
        {
          _ak_practice_deck_set_error (self, sqlite3_errcode (self->db), _("adding a card"), error);
          return FALSE;
        }
      *id = -sqlite3_column_int64 (find, 0);
      return TRUE;
    }

  *id = sqlite3_last_insert_rowid (self->db);
  best = _ak_practice_deck_prepare (self,
    "INSERT INTO best_moves (card_id, rank, move, score) VALUES (?, ?, ?, ?)", error);
  if (best == NULL)
    return FALSE;
  for (guint i = 0; card->best_moves != NULL && i < card->best_moves->len; i++)
    {
      const AkPracticeBestMove *move = &g_array_index (card->best_moves, AkPracticeBestMove, i);

      sqlite3_reset (best);
      sqlite3_bind_int64 (best, 1, *id);
      sqlite3_bind_int (best, 2, (int) i);
      sqlite3_bind_text (best, 3, move->move, -1, SQLITE_STATIC);
      sqlite3_bind_int (best, 4, move->score);
      if (!step_done (self, best, _("adding a card"), error))
        return FALSE;
    }
  return TRUE;
}

/**
 * ak_practice_deck_add_card:
 * @self: a deck
 * @card: the card; its id and schedule are not read
 * @now: Unix seconds: when it is made, and due
 * @added: (out) (optional): whether the card is new to the deck
 * @error: return location for an error
 *
 * Adds @card, new and due at @now, with its best moves.  A card of the same
 * position, side to move, rules and player is never added twice: its id is
 * returned instead, and nothing changes.
 *
 * Returns: the card's id, or 0 with @error set
 */
gint64
ak_practice_deck_add_card (AkPracticeDeck        *self,
                           const AkPracticeCard  *card,
                           gint64                 now,
                           gboolean              *added,
                           GError               **error)
{
  gint64 id = 0;

  g_return_val_if_fail (AK_IS_PRACTICE_DECK (self), 0);
  g_return_val_if_fail (card != NULL, 0);

  if (!card_is_valid (card, error))
    return 0;
  if (!_ak_practice_deck_exec (self, "BEGIN IMMEDIATE", _("adding a card"), error))
    return 0;
  if (!insert_card (self, card, now, &id, error) ||
      !_ak_practice_deck_exec (self, "COMMIT", _("adding a card"), error))
    {
      _ak_practice_deck_rollback (self);
      return 0;
    }
  if (added != NULL)
    *added = id > 0;
  return ABS (id);
}

static void
set_not_found (AkPracticeDeck  *self,
               gint64           id,
               GError         **error)
{
  /* The number as text: a format macro inside _() cuts the message short
   * for xgettext. */
  g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, id);

  /* Translators: %s is the deck's file, then a card's number */
  g_set_error (error, AK_PRACTICE_DECK_ERROR, AK_PRACTICE_DECK_ERROR_NOT_FOUND,
               _("The practice deck %s has no card %s"), self->path, number);
}

/**
 * ak_practice_deck_get_card:
 * @self: a deck
 * @id: a card's id
 * @error: return location for an error
 *
 * Returns: (transfer full) (nullable): the card, or %NULL with @error set
 */
AkPracticeCard *
ak_practice_deck_get_card (AkPracticeDeck  *self,
                           gint64           id,
                           GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_practice_card_free);

  g_return_val_if_fail (AK_IS_PRACTICE_DECK (self), NULL);

  stmt = _ak_practice_deck_prepare (self, "SELECT " CARD_COLUMNS " FROM cards WHERE id = ?", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  if (!read_cards (self, stmt, cards, error))
    return NULL;
  if (cards->len == 0)
    {
      set_not_found (self, id, error);
      return NULL;
    }
  return g_ptr_array_steal_index (cards, 0);
}

/**
 * ak_practice_deck_delete_card:
 * @self: a deck
 * @id: a card's id
 * @error: return location for an error
 *
 * Deletes the card, its best moves and its attempts.
 *
 * Returns: whether it was deleted; AK_PRACTICE_DECK_ERROR_NOT_FOUND if
 *   there was no such card
 */
gboolean
ak_practice_deck_delete_card (AkPracticeDeck  *self,
                              gint64           id,
                              GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (AK_IS_PRACTICE_DECK (self), FALSE);

  stmt = _ak_practice_deck_prepare (self, "DELETE FROM cards WHERE id = ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  if (!step_done (self, stmt, _("deleting a card"), error))
    return FALSE;
  if (sqlite3_changes (self->db) == 0)
    {
      set_not_found (self, id, error);
      return FALSE;
    }
  return TRUE;
}

/* The start of the practice day that ends at @day_end: the end of the day
 * before, found 30 hours back (a day is 23 to 25 hours long). */
static gint64
day_start_for (gint64     day_end,
               GTimeZone *tz)
{
  return ak_practice_day_end (day_end - 30 * 3600, tz);
}

/**
 * ak_practice_deck_list_due:
 * @self: a deck
 * @now: Unix seconds
 * @tz: (nullable): the player's time zone, %NULL for local
 * @max_new: how many new cards a practice day may bring in
 * @max_reviews: how many cards seen before a practice day may review
 * @error: return location for an error
 *
 * Lists the cards to practise now: those seen before and due before the
 * practice day ends (ak_practice_day_end()), most overdue first, then
 * new cards, oldest first.  The daily limits count what today's attempts
 * already took: a new card answered today counts against @max_new, any
 * other card answered today against @max_reviews.
 *
 * Returns: (transfer container) (element-type AkPracticeCard) (nullable):
 *   the cards, or %NULL with @error set
 */
GPtrArray *
ak_practice_deck_list_due (AkPracticeDeck  *self,
                           gint64           now,
                           GTimeZone       *tz,
                           guint            max_new,
                           guint            max_reviews,
                           GError         **error)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_practice_card_free);
  g_autoptr(sqlite3_stmt) reviews = NULL;
  g_autoptr(sqlite3_stmt) news = NULL;
  gint64 day_end = ak_practice_day_end (now, tz);
  gint64 day_start = day_start_for (day_end, tz);
  gint64 new_today, seen_today;

  g_return_val_if_fail (AK_IS_PRACTICE_DECK (self), NULL);

  if (!query_int64 (self,
                    "SELECT COUNT(*) FROM (SELECT MIN(time) AS first FROM attempts"
                    " GROUP BY card_id) WHERE first >= ?1 AND first < ?2",
                    day_start, day_end, &new_today, error) ||
      !query_int64 (self,
                    "SELECT COUNT(DISTINCT card_id) FROM attempts"
                    " WHERE time >= ?1 AND time < ?2",
                    day_start, day_end, &seen_today, error))
    return NULL;

  reviews = _ak_practice_deck_prepare (self,
    "SELECT " CARD_COLUMNS " FROM cards WHERE last_review != 0 AND due < ?"
    " ORDER BY due, id LIMIT ?", error);
  if (reviews == NULL)
    return NULL;
  sqlite3_bind_int64 (reviews, 1, day_end);
  sqlite3_bind_int64 (reviews, 2, MAX ((gint64) max_reviews - (seen_today - new_today), 0));
  if (!read_cards (self, reviews, cards, error))
    return NULL;

  news = _ak_practice_deck_prepare (self,
    "SELECT " CARD_COLUMNS " FROM cards WHERE last_review = 0 AND due < ?"
    " ORDER BY created, id LIMIT ?", error);
  if (news == NULL)
    return NULL;
  sqlite3_bind_int64 (news, 1, day_end);
  sqlite3_bind_int64 (news, 2, MAX ((gint64) max_new - new_today, 0));
  if (!read_cards (self, news, cards, error))
    return NULL;

  return g_steal_pointer (&cards);
}

static gboolean
apply_attempt (AkPracticeDeck   *self,
               gint64            card_id,
               gint64            now,
               const char       *move,
               AkPracticeGrade   grade,
               AkPracticeState  *state,
               GError          **error)
{
  g_autoptr(sqlite3_stmt) read = NULL;
  g_autoptr(sqlite3_stmt) update = NULL;
  g_autoptr(sqlite3_stmt) insert = NULL;
  AkPracticeState before, after;
  int rc;

  read = _ak_practice_deck_prepare (self,
    "SELECT due, last_review, interval_days, ease, reps, lapses"
    " FROM cards WHERE id = ?", error);
  if (read == NULL)
    return FALSE;
  sqlite3_bind_int64 (read, 1, card_id);
  rc = sqlite3_step (read);
  if (rc == SQLITE_DONE)
    {
      set_not_found (self, card_id, error);
      return FALSE;
    }
  if (rc != SQLITE_ROW)
    {
      _ak_practice_deck_set_error (self, rc, _("recording an answer"), error);
      return FALSE;
    }
  before = (AkPracticeState) {
    .due = sqlite3_column_int64 (read, 0),
    .last_review = sqlite3_column_int64 (read, 1),
    .interval = column_uint (read, 2),
    .ease = column_uint (read, 3),
    .reps = column_uint (read, 4),
    .lapses = column_uint (read, 5),
  };
  ak_practice_schedule (&before, grade, now, &after);

  update = _ak_practice_deck_prepare (self,
    "UPDATE cards SET due = ?, last_review = ?, interval_days = ?, ease = ?,"
    " reps = ?, lapses = ? WHERE id = ?", error);
  if (update == NULL)
    return FALSE;
  sqlite3_bind_int64 (update, 1, after.due);
  sqlite3_bind_int64 (update, 2, after.last_review);
  sqlite3_bind_int64 (update, 3, after.interval);
  sqlite3_bind_int64 (update, 4, after.ease);
  sqlite3_bind_int64 (update, 5, after.reps);
  sqlite3_bind_int64 (update, 6, after.lapses);
  sqlite3_bind_int64 (update, 7, card_id);
  if (!step_done (self, update, _("recording an answer"), error))
    return FALSE;

  insert = _ak_practice_deck_prepare (self,
    "INSERT INTO attempts (card_id, time, move, correct, grade) VALUES (?, ?, ?, ?, ?)",
    error);
  if (insert == NULL)
    return FALSE;
  sqlite3_bind_int64 (insert, 1, card_id);
  sqlite3_bind_int64 (insert, 2, now);
  sqlite3_bind_text (insert, 3, move, -1, SQLITE_STATIC);
  sqlite3_bind_int (insert, 4, ak_practice_grade_is_right (grade));
  sqlite3_bind_text (insert, 5, ak_practice_grade_to_string (grade), -1, SQLITE_STATIC);
  if (!step_done (self, insert, _("recording an answer"), error))
    return FALSE;

  if (state != NULL)
    *state = after;
  return TRUE;
}

/**
 * ak_practice_deck_record_attempt:
 * @self: a deck
 * @card_id: the card answered
 * @now: Unix seconds of the answer
 * @move: (nullable): the first move answered, %NULL if the player asked
 *   to be shown at once
 * @grade: how it went
 * @state: (out) (optional): the card's schedule after the answer
 * @error: return location for an error
 *
 * Records the attempt and reschedules the card (ak_practice_schedule())
 * in one transaction, so a second window answering at the same moment
 * waits and builds on this answer.
 *
 * Returns: whether it was recorded
 */
gboolean
ak_practice_deck_record_attempt (AkPracticeDeck   *self,
                                 gint64            card_id,
                                 gint64            now,
                                 const char       *move,
                                 AkPracticeGrade   grade,
                                 AkPracticeState  *state,
                                 GError          **error)
{
  g_return_val_if_fail (AK_IS_PRACTICE_DECK (self), FALSE);
  g_return_val_if_fail (ak_practice_grade_to_string (grade) != NULL, FALSE);

  if (!_ak_practice_deck_exec (self, "BEGIN IMMEDIATE", _("recording an answer"), error))
    return FALSE;
  if (!apply_attempt (self, card_id, now, move, grade, state, error) ||
      !_ak_practice_deck_exec (self, "COMMIT", _("recording an answer"), error))
    {
      _ak_practice_deck_rollback (self);
      return FALSE;
    }
  return TRUE;
}

/**
 * ak_practice_deck_get_card_stats:
 * @self: a deck
 * @card_id: a card's id
 * @stats: (out caller-allocates): the card's attempts, counted
 * @error: return location for an error
 *
 * Returns: whether @stats was filled
 */
gboolean
ak_practice_deck_get_card_stats (AkPracticeDeck       *self,
                                 gint64                card_id,
                                 AkPracticeCardStats  *stats,
                                 GError              **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gint64 exists;
  int rc;

  g_return_val_if_fail (AK_IS_PRACTICE_DECK (self), FALSE);
  g_return_val_if_fail (stats != NULL, FALSE);

  if (!query_int64 (self, "SELECT COUNT(*) FROM cards WHERE id = ?", card_id, 0, &exists, error))
    return FALSE;
  if (exists == 0)
    {
      set_not_found (self, card_id, error);
      return FALSE;
    }
  stmt = _ak_practice_deck_prepare (self,
    "SELECT COUNT(*), TOTAL(correct), TOTAL(grade = 'right'),"
    " IFNULL(MIN(time), 0), IFNULL(MAX(time), 0) FROM attempts WHERE card_id = ?",
    error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, card_id);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    {
      _ak_practice_deck_set_error (self, rc, _("counting"), error);
      return FALSE;
    }
  *stats = (AkPracticeCardStats) {
    .n_attempts = column_uint (stmt, 0),
    .n_right = column_uint (stmt, 1),
    .n_right_first = column_uint (stmt, 2),
    .first_attempt = sqlite3_column_int64 (stmt, 3),
    .last_attempt = sqlite3_column_int64 (stmt, 4),
  };
  return TRUE;
}

/**
 * ak_practice_deck_get_stats:
 * @self: a deck
 * @now: Unix seconds
 * @tz: (nullable): the player's time zone, %NULL for local
 * @stats: (out caller-allocates): the deck, counted
 * @error: return location for an error
 *
 * Returns: whether @stats was filled
 */
gboolean
ak_practice_deck_get_stats (AkPracticeDeck       *self,
                            gint64                now,
                            GTimeZone            *tz,
                            AkPracticeDeckStats  *stats,
                            GError              **error)
{
  g_autoptr(sqlite3_stmt) cards = NULL;
  g_autoptr(sqlite3_stmt) attempts = NULL;
  int rc;

  g_return_val_if_fail (AK_IS_PRACTICE_DECK (self), FALSE);
  g_return_val_if_fail (stats != NULL, FALSE);

  cards = _ak_practice_deck_prepare (self,
    "SELECT COUNT(*), TOTAL(last_review = 0), TOTAL(reps > 0), TOTAL(due < ?)"
    " FROM cards", error);
  attempts = cards == NULL ? NULL :
    _ak_practice_deck_prepare (self, "SELECT COUNT(*), TOTAL(correct) FROM attempts", error);
  if (attempts == NULL)
    return FALSE;
  sqlite3_bind_int64 (cards, 1, ak_practice_day_end (now, tz));
  if ((rc = sqlite3_step (cards)) != SQLITE_ROW ||
      (rc = sqlite3_step (attempts)) != SQLITE_ROW)
    {
      _ak_practice_deck_set_error (self, rc, _("counting"), error);
      return FALSE;
    }
  *stats = (AkPracticeDeckStats) {
    .n_cards = column_uint (cards, 0),
    .n_new = column_uint (cards, 1),
    .n_learned = column_uint (cards, 2),
    .n_due_today = column_uint (cards, 3),
    .n_attempts = column_uint (attempts, 0),
    .n_right = column_uint (attempts, 1),
  };
  return TRUE;
}

static AkPracticeDay *
day_for (GArray     *days,
         GHashTable *index,
         gint64      time,
         GTimeZone  *tz)
{
  gint64 end = ak_practice_day_end (time, tz);
  gpointer found;

  if (!g_hash_table_lookup_extended (index, &end, NULL, &found))
    {
      AkPracticeDay day = { .day_end = end };
      gint64 *key = g_new (gint64, 1);

      *key = end;
      g_array_append_val (days, day);
      found = GUINT_TO_POINTER (days->len - 1);
      g_hash_table_insert (index, key, found);
    }
  return &g_array_index (days, AkPracticeDay, GPOINTER_TO_UINT (found));
}

static int
compare_days (gconstpointer a,
              gconstpointer b)
{
  const AkPracticeDay *x = a, *y = b;

  return (x->day_end > y->day_end) - (x->day_end < y->day_end);
}

/**
 * ak_practice_deck_list_days:
 * @self: a deck
 * @since: Unix seconds: the first attempt to count
 * @tz: (nullable): the player's time zone, %NULL for local
 * @error: return location for an error
 *
 * Counts the attempts since @since by practice day, for a chart of
 * progress: the attempts, those right, and the cards answered right for
 * the first time ever that day.  Days without practice are left out.
 *
 * Returns: (transfer full) (element-type AkPracticeDay) (nullable): the
 *   days, oldest first, or %NULL with @error set
 */
GArray *
ak_practice_deck_list_days (AkPracticeDeck  *self,
                            gint64           since,
                            GTimeZone       *tz,
                            GError         **error)
{
  g_autoptr(GArray) days = g_array_new (FALSE, TRUE, sizeof (AkPracticeDay));
  g_autoptr(GHashTable) index = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr(sqlite3_stmt) attempts = NULL;
  g_autoptr(sqlite3_stmt) learned = NULL;
  int rc;

  g_return_val_if_fail (AK_IS_PRACTICE_DECK (self), NULL);

  attempts = _ak_practice_deck_prepare (self,
    "SELECT time, correct FROM attempts WHERE time >= ? ORDER BY time", error);
  if (attempts == NULL)
    return NULL;
  sqlite3_bind_int64 (attempts, 1, since);
  while ((rc = sqlite3_step (attempts)) == SQLITE_ROW)
    {
      AkPracticeDay *day = day_for (days, index, sqlite3_column_int64 (attempts, 0), tz);

      day->n_attempts++;
      day->n_right += sqlite3_column_int (attempts, 1) != 0;
    }
  if (rc != SQLITE_DONE)
    {
      _ak_practice_deck_set_error (self, rc, _("counting"), error);
      return NULL;
    }

  learned = _ak_practice_deck_prepare (self,
    "SELECT MIN(time) AS first FROM attempts WHERE correct"
    " GROUP BY card_id HAVING first >= ?", error);
  if (learned == NULL)
    return NULL;
  sqlite3_bind_int64 (learned, 1, since);
  while ((rc = sqlite3_step (learned)) == SQLITE_ROW)
    day_for (days, index, sqlite3_column_int64 (learned, 0), tz)->n_learned++;
  if (rc != SQLITE_DONE)
    {
      _ak_practice_deck_set_error (self, rc, _("counting"), error);
      return NULL;
    }

  g_array_sort (days, compare_days);
  return g_steal_pointer (&days);
}
