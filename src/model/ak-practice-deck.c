/* ak-practice-deck.c — the practice deck: opening, schema, damage
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deck is one SQLite database, by default
 * $XDG_DATA_HOME/adji-kui/practice.sqlite, shared by every window and
 * every running instance: each AkPracticeDeck holds its own connection,
 * the database is in WAL mode (readers never wait for a writer), and
 * every write is one IMMEDIATE transaction that waits up to
 * AK_PRACTICE_DECK_BUSY_TIMEOUT_MS for another writer before it fails
 * with AK_PRACTICE_DECK_ERROR_LOCKED.  Foreign keys are on, so deleting a
 * card deletes its best moves and attempts.
 *
 * The schema's version is PRAGMA user_version.  Opening runs, in one
 * transaction, each migration from the file's version to
 * AK_PRACTICE_DECK_SCHEMA_VERSION, so a new file (version 0) and a deck
 * of an older Adji Kui take the same path; a deck of a newer one is left
 * alone with AK_PRACTICE_DECK_ERROR_TOO_NEW.
 *
 * A file that is not a SQLite database, or that fails PRAGMA quick_check,
 * is renamed aside, never deleted (with its -wal, -shm or -journal file),
 * to practice.sqlite.corrupt-YYYYMMDD-HHMMSS, and a new deck is started;
 * ak_practice_deck_get_recovery() then holds the message for the player.
 * A deck held by another program is never taken for a damaged one.
 *
 * The cards, attempts and statistics are in ak-practice-deck-cards.c.
 */

#define G_LOG_DOMAIN "ak-practice-deck"

#include "config.h"

#include "ak-practice-deck.h"
#include "ak-practice-deck-private.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

G_DEFINE_FINAL_TYPE (AkPracticeDeck, ak_practice_deck, G_TYPE_OBJECT)

G_DEFINE_QUARK (ak-practice-deck-error-quark, ak_practice_deck_error)

G_DEFINE_BOXED_TYPE (AkPracticeCard, ak_practice_card,
                     ak_practice_card_copy, ak_practice_card_free)

/* Each step takes the schema from version i to i + 1. */
static const char * const migrations[] = {
  /* 0 → 1: the cards, their best moves, the attempts. */
  "CREATE TABLE cards ("
  "  id             INTEGER PRIMARY KEY,"
  "  variant        INTEGER NOT NULL,"
  "  position       TEXT    NOT NULL,"
  "  side_to_move   INTEGER NOT NULL,"
  "  rules          TEXT    NOT NULL DEFAULT '',"
  "  player_side    INTEGER NOT NULL,"
  "  move_played    TEXT    NOT NULL,"
  "  played_score   INTEGER NOT NULL DEFAULT 0,"
  "  source_file    TEXT,"
  "  source_date    TEXT,"
  "  source_players TEXT,"
  "  source_ply     INTEGER NOT NULL DEFAULT 0,"
  "  themes         TEXT    NOT NULL DEFAULT '',"
  "  created        INTEGER NOT NULL,"
  "  due            INTEGER NOT NULL,"
  "  last_review    INTEGER NOT NULL DEFAULT 0,"
  "  interval_days  INTEGER NOT NULL DEFAULT 0,"
  "  ease           INTEGER NOT NULL DEFAULT 2500,"
  "  reps           INTEGER NOT NULL DEFAULT 0,"
  "  lapses         INTEGER NOT NULL DEFAULT 0,"
  "  UNIQUE (variant, position, side_to_move, rules, player_side)"
  ");"
  "CREATE TABLE best_moves ("
  "  card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,"
  "  rank    INTEGER NOT NULL,"
  "  move    TEXT    NOT NULL,"
  "  score   INTEGER NOT NULL,"
  "  PRIMARY KEY (card_id, rank)"
  ");"
  "CREATE TABLE attempts ("
  "  id      INTEGER PRIMARY KEY,"
  "  card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,"
  "  time    INTEGER NOT NULL,"
  "  move    TEXT,"
  "  correct INTEGER NOT NULL,"
  "  grade   TEXT    NOT NULL"
  ");",
  /* 1 → 2: a difficulty per card, and the indexes of the due list and the
   * statistics by day. */
  "ALTER TABLE cards ADD COLUMN difficulty INTEGER NOT NULL DEFAULT 0;"
  "CREATE INDEX cards_by_due ON cards (due);"
  "CREATE INDEX attempts_by_card ON attempts (card_id, time);"
  "CREATE INDEX attempts_by_time ON attempts (time);",
};

G_STATIC_ASSERT (G_N_ELEMENTS (migrations) == AK_PRACTICE_DECK_SCHEMA_VERSION);

/* ---- cards ---------------------------------------------------------------- */

static void
best_move_clear (gpointer data)
{
  AkPracticeBestMove *best = data;

  g_clear_pointer (&best->move, g_free);
}

/**
 * ak_practice_card_new:
 *
 * Returns: (transfer full): an empty card, new by the schedule at time 0
 */
AkPracticeCard *
ak_practice_card_new (void)
{
  AkPracticeCard *card = g_new0 (AkPracticeCard, 1);

  card->variant = AK_VARIANT_ADJI_KUI_2;
  card->rules = g_strdup ("");
  card->themes = g_strdup ("");
  card->best_moves = g_array_new (FALSE, TRUE, sizeof (AkPracticeBestMove));
  g_array_set_clear_func (card->best_moves, best_move_clear);
  ak_practice_state_init_new (&card->state, 0);
  return card;
}

/**
 * ak_practice_card_add_best_move:
 * @card: a card
 * @move: a best move, as the notation writes it
 * @score: its value
 *
 * Adds a best move after those the card has.
 */
void
ak_practice_card_add_best_move (AkPracticeCard *card,
                                const char     *move,
                                int             score)
{
  AkPracticeBestMove best = { g_strdup (move), score };

  g_return_if_fail (card != NULL);
  g_return_if_fail (move != NULL);

  g_array_append_val (card->best_moves, best);
}

/**
 * ak_practice_card_copy:
 * @card: a card
 *
 * Returns: (transfer full): a deep copy of @card
 */
AkPracticeCard *
ak_practice_card_copy (const AkPracticeCard *card)
{
  AkPracticeCard *copy;

  g_return_val_if_fail (card != NULL, NULL);

  copy = ak_practice_card_new ();
  g_free (copy->rules);
  g_free (copy->themes);
  *copy = (AkPracticeCard) {
    .id = card->id,
    .variant = card->variant,
    .position = g_strdup (card->position),
    .side_to_move = card->side_to_move,
    .rules = g_strdup (card->rules),
    .player_side = card->player_side,
    .move_played = g_strdup (card->move_played),
    .played_score = card->played_score,
    .best_moves = copy->best_moves,
    .source_file = g_strdup (card->source_file),
    .source_date = g_strdup (card->source_date),
    .source_players = g_strdup (card->source_players),
    .source_ply = card->source_ply,
    .themes = g_strdup (card->themes),
    .difficulty = card->difficulty,
    .created = card->created,
    .state = card->state,
  };
  for (guint i = 0; i < card->best_moves->len; i++)
    {
      const AkPracticeBestMove *best = &g_array_index (card->best_moves, AkPracticeBestMove, i);

      ak_practice_card_add_best_move (copy, best->move, best->score);
    }
  return copy;
}

/**
 * ak_practice_card_free:
 * @card: (nullable): a card
 */
void
ak_practice_card_free (AkPracticeCard *card)
{
  if (card == NULL)
    return;
  g_free (card->position);
  g_free (card->rules);
  g_free (card->move_played);
  g_clear_pointer (&card->best_moves, g_array_unref);
  g_free (card->source_file);
  g_free (card->source_date);
  g_free (card->source_players);
  g_free (card->themes);
  g_free (card);
}

/* ---- errors and statements ------------------------------------------------- */

static int
error_code_for (int rc)
{
  switch (rc & 0xff)
    {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return AK_PRACTICE_DECK_ERROR_LOCKED;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
      return AK_PRACTICE_DECK_ERROR_CORRUPT;
    default:
      return AK_PRACTICE_DECK_ERROR_FAILED;
    }
}

/* Sets @error from SQLite's result @rc while @doing (a translated phrase,
 * "reading the cards"), naming the file. */
void
_ak_practice_deck_set_error (AkPracticeDeck *self,
                             int             rc,
                             const char     *doing,
                             GError        **error)
{
  int code = error_code_for (rc);

  if (code == AK_PRACTICE_DECK_ERROR_LOCKED)
    g_set_error (error, AK_PRACTICE_DECK_ERROR, code,
                 _("The practice deck %s is in use by another program, which held it too long while %s; try again in a moment"),
                 self->path, doing);
  else
    g_set_error (error, AK_PRACTICE_DECK_ERROR, code,
                 _("The practice deck %s failed while %s: %s"),
                 self->path, doing,
                 self->db != NULL ? sqlite3_errmsg (self->db) : sqlite3_errstr (rc));
}

gboolean
_ak_practice_deck_exec (AkPracticeDeck *self,
                        const char     *sql,
                        const char     *doing,
                        GError        **error)
{
  int rc = sqlite3_exec (self->db, sql, NULL, NULL, NULL);

  if (rc != SQLITE_OK)
    {
      _ak_practice_deck_set_error (self, rc, doing, error);
      return FALSE;
    }
  return TRUE;
}

sqlite3_stmt *
_ak_practice_deck_prepare (AkPracticeDeck *self,
                           const char     *sql,
                           GError        **error)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (self->db, sql, -1, &stmt, NULL);

  if (rc != SQLITE_OK)
    {
      _ak_practice_deck_set_error (self, rc, _("preparing a query"), error);
      return NULL;
    }
  return stmt;
}

/* Ends a failed transaction; a rollback that fails leaves nothing more to
 * do (SQLite rolls back itself when the statement failed badly). */
void
_ak_practice_deck_rollback (AkPracticeDeck *self)
{
  if (!sqlite3_get_autocommit (self->db))
    sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
}

/* Runs a PRAGMA that returns one text row and copies it into @value. */
static int
pragma_text (sqlite3     *db,
             const char  *sql,
             char       **value)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc = sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL);

  if (rc != SQLITE_OK)
    return rc;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      *value = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
      return SQLITE_OK;
    }
  return rc == SQLITE_DONE ? SQLITE_CORRUPT : rc;
}

/* ---- opening ---------------------------------------------------------------- */

/* Whether the file at @path, if any, can be a SQLite database: a missing
 * or empty file is a deck yet to be made; anything else must start with
 * SQLite's header.  Only a file read whole and found wrong says no. */
static gboolean
looks_like_sqlite (const char *path)
{
  static const char header[16] = "SQLite format 3";
  char buf[16];
  FILE *file = g_fopen (path, "rb");
  size_t n;

  if (file == NULL)
    return TRUE;
  n = fread (buf, 1, sizeof buf, file);
  fclose (file);
  return n == 0 || (n == sizeof buf && memcmp (buf, header, sizeof buf) == 0);
}

static gboolean
migrate (AkPracticeDeck  *self,
         GError         **error)
{
  g_autofree char *text = NULL;
  g_autofree char *set_version = NULL;
  gint64 version;
  int rc;

  /* Only a deck behind this build takes the write lock. */
  rc = pragma_text (self->db, "PRAGMA user_version", &text);
  if (rc != SQLITE_OK)
    {
      _ak_practice_deck_set_error (self, rc, _("reading its version"), error);
      return FALSE;
    }
  if (g_ascii_strtoll (text, NULL, 10) == AK_PRACTICE_DECK_SCHEMA_VERSION)
    return TRUE;

  if (!_ak_practice_deck_exec (self, "BEGIN IMMEDIATE", _("updating its format"), error))
    return FALSE;
  /* Another instance may have migrated it meanwhile: read again. */
  g_clear_pointer (&text, g_free);
  rc = pragma_text (self->db, "PRAGMA user_version", &text);
  if (rc != SQLITE_OK)
    {
      _ak_practice_deck_set_error (self, rc, _("reading its version"), error);
      _ak_practice_deck_rollback (self);
      return FALSE;
    }
  version = g_ascii_strtoll (text, NULL, 10);
  if (version > AK_PRACTICE_DECK_SCHEMA_VERSION || version < 0)
    {
      /* The number as text: a format macro inside _() cuts the message
       * short for xgettext. */
      g_autofree char *found = g_strdup_printf ("%" G_GINT64_FORMAT, version);

      g_set_error (error, AK_PRACTICE_DECK_ERROR, AK_PRACTICE_DECK_ERROR_TOO_NEW,
                   /* Translators: %s is the deck's file; then the format
                    * number it has, and the highest this version knows */
                   _("The practice deck %s was made by a newer Adji Kui (format %s, this one knows %d); it was left as it is"),
                   self->path, found, AK_PRACTICE_DECK_SCHEMA_VERSION);
      _ak_practice_deck_rollback (self);
      return FALSE;
    }
  for (gint64 v = version; v < AK_PRACTICE_DECK_SCHEMA_VERSION; v++)
    if (!_ak_practice_deck_exec (self, migrations[v], _("updating its format"), error))
      {
        _ak_practice_deck_rollback (self);
        return FALSE;
      }
  set_version = g_strdup_printf ("PRAGMA user_version = %d", AK_PRACTICE_DECK_SCHEMA_VERSION);
  if (!_ak_practice_deck_exec (self, set_version, _("updating its format"), error) ||
      !_ak_practice_deck_exec (self, "COMMIT", _("updating its format"), error))
    {
      _ak_practice_deck_rollback (self);
      return FALSE;
    }
  return TRUE;
}

/* Opens the connection and brings the schema up to date.  Returns the
 * SQLite result that failed, or SQLITE_OK; SQLITE_CORRUPT when the file
 * is damaged, with @error unset then, so that the caller sets it aside. */
static int
open_db (AkPracticeDeck  *self,
         guint            busy_timeout_ms,
         GError         **error)
{
  g_autofree char *check = NULL;
  g_autofree char *mode = NULL;
  int rc;

  if (!looks_like_sqlite (self->path))
    return SQLITE_NOTADB;

  rc = sqlite3_open_v2 (self->path, &self->db,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                        NULL);
  if (rc != SQLITE_OK)
    goto failed;
  sqlite3_extended_result_codes (self->db, TRUE);
  sqlite3_busy_timeout (self->db, (int) MIN (busy_timeout_ms, G_MAXINT));

  rc = sqlite3_exec (self->db, "PRAGMA foreign_keys = ON", NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    goto failed;
  rc = pragma_text (self->db, "PRAGMA quick_check", &check);
  if (rc != SQLITE_OK)
    goto failed;
  if (g_strcmp0 (check, "ok") != 0)
    return SQLITE_CORRUPT;
  rc = pragma_text (self->db, "PRAGMA journal_mode = WAL", &mode);
  if (rc != SQLITE_OK)
    goto failed;
  if (g_ascii_strcasecmp (mode, "wal") != 0)
    g_debug ("%s: journal mode %s, not WAL", self->path, mode);
  /* In WAL mode NORMAL loses no committed transaction on a crash of the
   * program, only perhaps the last ones on a power cut. */
  rc = sqlite3_exec (self->db, "PRAGMA synchronous = NORMAL", NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    goto failed;

  if (!migrate (self, error))
    return SQLITE_ERROR;
  return SQLITE_OK;

failed:
  if (error_code_for (rc) == AK_PRACTICE_DECK_ERROR_CORRUPT)
    return rc;
  _ak_practice_deck_set_error (self, rc, _("opening it"), error);
  return rc;
}

static void
close_db (AkPracticeDeck *self)
{
  if (self->db != NULL)
    sqlite3_close_v2 (self->db);
  self->db = NULL;
}

/* Renames the damaged deck, and the files SQLite keeps beside it, to a
 * name that says when; never over a file that exists. */
static gboolean
set_aside (AkPracticeDeck  *self,
           GError         **error)
{
  static const char * const companions[] = { "-wal", "-shm", "-journal" };
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *target = NULL;

  for (guint n = 1; target == NULL || g_file_test (target, G_FILE_TEST_EXISTS); n++)
    {
      g_free (target);
      target = n == 1 ? g_strdup_printf ("%s.corrupt-%s", self->path, stamp)
                      : g_strdup_printf ("%s.corrupt-%s-%u", self->path, stamp, n);
    }

  if (g_rename (self->path, target) != 0)
    {
      int saved = errno;

      g_set_error (error, AK_PRACTICE_DECK_ERROR, AK_PRACTICE_DECK_ERROR_CORRUPT,
                   _("The practice deck %s is damaged and could not be set aside as %s: %s"),
                   self->path, target, g_strerror (saved));
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (companions); i++)
    {
      g_autofree char *from = g_strconcat (self->path, companions[i], NULL);
      g_autofree char *to = g_strconcat (target, companions[i], NULL);

      if (g_file_test (from, G_FILE_TEST_EXISTS) && g_rename (from, to) != 0)
        g_warning ("Could not move %s to %s: %s", from, to, g_strerror (errno));
    }

  g_set_error (&self->recovery, AK_PRACTICE_DECK_ERROR, AK_PRACTICE_DECK_ERROR_CORRUPT,
               _("The practice deck was damaged and was set aside as %s; a new deck was started"),
               target);
  self->set_aside_path = g_steal_pointer (&target);
  return TRUE;
}

/* ---- the object ------------------------------------------------------------- */

static void
ak_practice_deck_finalize (GObject *object)
{
  AkPracticeDeck *self = AK_PRACTICE_DECK (object);

  close_db (self);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->set_aside_path, g_free);
  g_clear_error (&self->recovery);

  G_OBJECT_CLASS (ak_practice_deck_parent_class)->finalize (object);
}

static void
ak_practice_deck_class_init (AkPracticeDeckClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ak_practice_deck_finalize;
}

static void
ak_practice_deck_init (AkPracticeDeck *self)
{
}

/**
 * ak_practice_deck_default_path:
 *
 * Returns: (transfer full): $XDG_DATA_HOME/adji-kui/practice.sqlite
 */
char *
ak_practice_deck_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "adji-kui", "practice.sqlite", NULL);
}

AkPracticeDeck *
_ak_practice_deck_open_with_timeout (const char  *path,
                                     guint        busy_timeout_ms,
                                     GError     **error)
{
  g_autoptr(AkPracticeDeck) self = g_object_new (AK_TYPE_PRACTICE_DECK, NULL);
  g_autofree char *dir = NULL;
  int rc;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self->path = path != NULL ? g_strdup (path) : ak_practice_deck_default_path ();
  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, AK_PRACTICE_DECK_ERROR, AK_PRACTICE_DECK_ERROR_FAILED,
                   _("Could not make the folder %s for the practice deck: %s"),
                   dir, g_strerror (saved));
      return NULL;
    }

  rc = open_db (self, busy_timeout_ms, error);
  if (rc != SQLITE_OK && error_code_for (rc) == AK_PRACTICE_DECK_ERROR_CORRUPT &&
      (error == NULL || *error == NULL))
    {
      close_db (self);
      if (!set_aside (self, error))
        return NULL;
      rc = open_db (self, busy_timeout_ms, error);
      if (rc != SQLITE_OK && (error == NULL || *error == NULL))
        _ak_practice_deck_set_error (self, rc, _("starting a new deck"), error);
    }
  if (rc != SQLITE_OK)
    return NULL;
  return g_steal_pointer (&self);
}

/**
 * ak_practice_deck_open:
 * @path: (nullable): the database file, or %NULL for
 *   ak_practice_deck_default_path()
 * @error: return location for an error
 *
 * Opens the deck, making it (and its folder) if need be and bringing its
 * format up to date.  A damaged deck is set aside and a new one started:
 * that is no error, but ak_practice_deck_get_recovery() says so.
 *
 * Returns: (transfer full) (nullable): the deck, or %NULL with @error set
 *   (AK_PRACTICE_DECK_ERROR_LOCKED when another program holds it)
 */
AkPracticeDeck *
ak_practice_deck_open (const char  *path,
                       GError     **error)
{
  return _ak_practice_deck_open_with_timeout (path, AK_PRACTICE_DECK_BUSY_TIMEOUT_MS, error);
}

/**
 * ak_practice_deck_get_path:
 * @self: a deck
 *
 * Returns: the database file
 */
const char *
ak_practice_deck_get_path (AkPracticeDeck *self)
{
  g_return_val_if_fail (AK_IS_PRACTICE_DECK (self), NULL);

  return self->path;
}

/**
 * ak_practice_deck_get_recovery:
 * @self: a deck
 *
 * Returns: (nullable): when the deck found on opening was damaged and set
 *   aside, an AK_PRACTICE_DECK_ERROR_CORRUPT error whose message is for
 *   the player; else %NULL
 */
const GError *
ak_practice_deck_get_recovery (AkPracticeDeck *self)
{
  g_return_val_if_fail (AK_IS_PRACTICE_DECK (self), NULL);

  return self->recovery;
}

/**
 * ak_practice_deck_get_set_aside_path:
 * @self: a deck
 *
 * Returns: (nullable): where a damaged deck was moved on opening, or %NULL
 */
const char *
ak_practice_deck_get_set_aside_path (AkPracticeDeck *self)
{
  g_return_val_if_fail (AK_IS_PRACTICE_DECK (self), NULL);

  return self->set_aside_path;
}
