/* test-file.c — loading AKN files and saving them without losing
 * anything: round trips, files that do not read, and cancelling
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The helpers are in file-test-common.c.
 */

#define G_LOG_DOMAIN "test-file"

#include "config.h"

#include "file-test-common.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

/* -------------------------------------------------------------------------
 * Round trips
 */

static void
test_file_round_trip_study (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "study.akn");
  g_autoptr(GPtrArray) records = make_study ();
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GPtrArray) example = NULL;
  g_autoptr(GPtrArray) example_loaded = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (save (file, records, &error));
  g_assert_no_error (error);
  loaded = load (file, &error);
  g_assert_no_error (error);
  assert_records_equal (records, loaded);

  /* The example of AKN.md §1: a match game with a variation, comments, a
   * glyph and a suffix, as a person would type it. */
  example = read_fixture ("study.akn", NULL);
  g_assert_true (save (file, example, &error));
  g_assert_no_error (error);
  example_loaded = load (file, &error);
  g_assert_no_error (error);
  assert_records_equal (example, example_loaded);
}

static void
test_file_round_trip_match (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "match.akn");
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *fixture_text = NULL;
  g_autoptr(GPtrArray) records = read_fixture ("match.akn", &fixture_text);
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (records->len, ==, 3);

  g_assert_true (save (file, records, &error));
  g_assert_no_error (error);
  loaded = load (file, &error);
  g_assert_no_error (error);
  assert_records_equal (records, loaded);

  /* The fixture is in export form, so the saved bytes are the same. */
  assert_file_text (path, fixture_text, strlen (fixture_text));
}

/* The records are copied at the call: the caller may change or free its
 * own while the save runs. */
static void
test_file_records_copied (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "copied.akn");
  GPtrArray *records = make_study ();
  g_autoptr(GPtrArray) expected = make_study ();
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GError) error = NULL;
  Waiter waiter;

  waiter_init (&waiter);
  ak_file_save_async (file, records, NULL, done_cb, &waiter);
  ak_game_record_set_tag (g_ptr_array_index (records, 0), "Event", "Changed meanwhile");
  g_ptr_array_unref (records);
  g_assert_true (ak_file_save_finish (waiter_wait (&waiter, 1), NULL, &error));
  g_assert_no_error (error);
  waiter_clear (&waiter);

  loaded = load (file, &error);
  g_assert_no_error (error);
  assert_records_equal (expected, loaded);
  g_assert_cmpstr (ak_game_record_get_tag (g_ptr_array_index (loaded, 0), "Event"), ==,
                   "Study of the opening");
}

/* A name pasted with a tab or a line break is kept as the tag can hold it,
 * so that the game still saves and reads back as it is. */
static void
test_file_control_characters_in_tags (Fixture       *fixture,
                                      gconstpointer  data)
{
  g_autofree char *path = fixture_path (fixture, "tabs.akn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) records = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GPtrArray) restored = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkGame) game = NULL;
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);
  ak_game_set_south_name (game, "Ana\tMaría");
  ak_game_set_tag (game, "Event", "Club\nevening");
  ak_game_set_tag (game, "Annotator", "\x01me");
  g_assert_cmpstr (ak_game_get_south_name (game), ==, "Ana María");
  g_assert_cmpstr (ak_game_get_tag (game, "Event"), ==, "Club evening");
  play (game, hole ('a'));

  g_ptr_array_add (records, ak_game_dup_record (game));
  g_assert_true (save (file, records, &error));
  g_assert_no_error (error);
  loaded = load (file, &error);
  g_assert_no_error (error);
  assert_records_equal (records, loaded);
  g_assert_cmpstr (ak_game_record_get_tag (g_ptr_array_index (loaded, 0), "Annotator"), ==,
                   " me");

  /* The autosave too: it would have failed, unseen, at every move. */
  g_assert_true (autosave (records, &error));
  g_assert_no_error (error);
  restored = restore (NULL, &error);
  g_assert_no_error (error);
  assert_records_equal (records, restored);
  g_assert_cmpstr (ak_game_record_get_tag (g_ptr_array_index (restored, 0), "South"), ==,
                   "Ana María");
}

/* -------------------------------------------------------------------------
 * Faults: each gives a clear error and loses nothing
 */

static void
test_file_fault_truncated (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autofree char *match_text = NULL;
  g_autofree char *study_text = NULL;
  g_autoptr(GPtrArray) match = read_fixture ("match.akn", &match_text);
  g_autoptr(GPtrArray) study = read_fixture ("study.akn", &study_text);
  g_autofree char *match_path = fixture_path (fixture, "match.akn");
  g_autofree char *study_path = fixture_path (fixture, "study.akn");
  g_autoptr(GFile) match_file = g_file_new_for_path (match_path);
  g_autoptr(GFile) study_file = g_file_new_for_path (study_path);
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GError) error = NULL;

  /* Half a match stops in its second game, and the message says so. */
  write_text (match_path, match_text, strlen (match_text) / 2);
  loaded = load (match_file, &error);
  g_assert_null (loaded);
  g_assert_nonnull (error);
  g_assert_true (error->domain == AK_NOTATION_ERROR);
  g_test_message ("half a match: %s", error->message);
  g_assert_true (g_regex_match_simple ("^game 2, line [0-9]+, column [0-9]+: .", error->message,
                                       0, 0));
  g_clear_error (&error);

  /* Half a single game: no game number. */
  write_text (study_path, study_text, strlen (study_text) / 2);
  loaded = load (study_file, &error);
  g_assert_null (loaded);
  g_assert_nonnull (error);
  g_assert_true (error->domain == AK_NOTATION_ERROR);
  g_test_message ("half a game: %s", error->message);
  g_assert_true (g_regex_match_simple ("^line [0-9]+, column [0-9]+: .", error->message, 0, 0));
}

/* The location is put in front of the engine's message, and the engine's
 * code is kept. */
static void
test_file_fault_location (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *match_text = NULL;
  g_autoptr(GPtrArray) match = read_fixture ("match.akn", &match_text);
  g_autofree char *path = fixture_path (fixture, "bad.akn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *bad = NULL;
  char *second_game;

  /* A hole that does not exist, as the first move of the second game. */
  bad = g_strdup (match_text);
  second_game = strstr (bad, "1... E 2. fx4");
  g_assert_nonnull (second_game);
  second_game[5] = 'G';

  write_text (path, bad, -1);
  loaded = load (file, &error);
  g_assert_null (loaded);
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_SYNTAX);
  g_test_message ("%s", error->message);
  g_assert_true (g_regex_match_simple ("^game 2, line [0-9]+, column 6: “G” is not a hole",
                                       error->message, 0, 0));
  g_clear_error (&error);

  /* In the first game, there is no game number. */
  write_text (path, "[Result \"*\"]\n\n1. a G *\n", -1);
  loaded = load (file, &error);
  g_assert_null (loaded);
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==, "line 3, column 6: “G” is not a hole (a–f, A–F)");
}

static void
test_file_fault_random_bytes (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autofree char *path = fixture_path (fixture, "noise.akn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261129);
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GError) error = NULL;
  guint8 noise[4096];

  for (gsize i = 0; i < sizeof noise; i++)
    noise[i] = (guint8) g_rand_int_range (rand, 0, 256);
  noise[100] = 0xff;   /* never valid in UTF-8, whatever the seed gives */

  write_text (path, (const char *) noise, sizeof noise);
  loaded = load (file, &error);
  g_assert_null (loaded);
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_SYNTAX);
  g_test_message ("%s", error->message);
  g_assert_true (g_regex_match_simple ("^line [0-9]+, column [0-9]+: .*UTF-8", error->message,
                                       0, 0));
}

static void
test_file_fault_missing (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "gone.akn");
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GError) error = NULL;

  loaded = load (file, &error);
  g_assert_null (loaded);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_true (g_str_has_prefix (error->message, "Could not read gone.akn: "));
}

/* A file deleted while the load starts.  Which comes first is up to the
 * scheduler: either the file was not there (an error) or it was opened in
 * time, and then all of it is read, since on POSIX an open file outlives
 * its name.  Never half a game. */
static void
test_file_fault_vanishing (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(GPtrArray) match = read_fixture ("match.akn", NULL);
  g_autofree char *path = fixture_path (fixture, "vanishing.akn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  for (guint round = 0; round < 20; round++)
    {
      g_autoptr(GPtrArray) loaded = NULL;
      Waiter waiter;

      g_assert_true (save (file, match, &error));
      g_assert_no_error (error);

      waiter_init (&waiter);
      ak_file_load_async (file, NULL, done_cb, &waiter);
      g_assert_no_errno (g_unlink (path));
      loaded = ak_file_load_finish (waiter_wait (&waiter, 1), &error);
      waiter_clear (&waiter);

      if (loaded != NULL)
        assert_records_equal (match, loaded);
      else
        g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
      g_clear_error (&error);
    }
}

static void
test_file_fault_too_large (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autofree char *path = fixture_path (fixture, "huge.akn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GError) error = NULL;

  /* Sparse files: no disk space used. */
  write_text (path, "", 0);
  g_assert_no_errno (truncate (path, AK_FILE_MAX_SIZE + 1));
  loaded = load (file, &error);
  g_assert_null (loaded);
  g_assert_error (error, AK_SAVEFILE_ERROR, AK_SAVEFILE_ERROR_TOO_LARGE);
  g_assert_cmpstr (error->message, ==,
                   "Could not read huge.akn: the file is larger than 64.0\u00a0MiB, "
                   "too large to be a game file");
  g_clear_error (&error);

  /* At the limit it is read, and then is not AKN (it is all NUL bytes). */
  g_assert_no_errno (truncate (path, AK_FILE_MAX_SIZE));
  loaded = load (file, &error);
  g_assert_null (loaded);
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_SYNTAX);
}

/* What is not a regular file is refused before it is read or replaced,
 * naming what it is: a FIFO would block the reader until someone writes to
 * it, a device may never end. */
static void
test_file_fault_not_a_file (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autofree char *fifo = fixture_path (fixture, "pipe.akn");
  g_autoptr(GFile) fifo_file = g_file_new_for_path (fifo);
  g_autoptr(GFile) null_file = g_file_new_for_path ("/dev/null");
  g_autoptr(GFile) zero_file = g_file_new_for_path ("/dev/zero");
  g_autoptr(GFile) folder = g_file_new_for_path (fixture->dir);
  g_autoptr(GPtrArray) records = make_study ();
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_no_errno (mkfifo (fifo, 0600));

  loaded = load (fifo_file, &error);
  g_assert_null (loaded);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_cmpstr (error->message, ==,
                   "Could not read pipe.akn: pipe.akn is a named pipe (FIFO), not a file");
  g_clear_error (&error);

  /* Saving would replace the pipe with a plain file. */
  g_assert_false (save (fifo_file, records, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_cmpstr (error->message, ==,
                   "Could not save pipe.akn: pipe.akn is a named pipe (FIFO), not a file");
  g_clear_error (&error);
  g_assert_no_errno (g_lstat (fifo, &st));
  g_assert_true (S_ISFIFO (st.st_mode));
  listing = list_folder (fixture->dir);
  g_assert_cmpstr (listing, ==, "pipe.akn");

  /* Devices: one that is empty, one that never ends. */
  bytes = ak_file_read_bytes (null_file, AK_FILE_MAX_SIZE, NULL, &error);
  g_assert_null (bytes);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_cmpstr (error->message, ==, "null is a device, not a file");
  g_clear_error (&error);
  loaded = load (zero_file, &error);
  g_assert_null (loaded);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_cmpstr (error->message, ==, "Could not read zero: zero is a device, not a file");
  g_clear_error (&error);

  /* And a folder. */
  bytes = ak_file_read_bytes (folder, AK_FILE_MAX_SIZE, NULL, &error);
  g_assert_null (bytes);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_assert_true (g_str_has_suffix (error->message, " is a folder, not a file"));
}

/* The cap is the caller's; what is read ends with a NUL not counted. */
static void
test_file_read_bytes_cap (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *path = fixture_path (fixture, "ten.txt");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) proc = g_file_new_for_path ("/proc/self/status");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  const char *text;
  gsize length;

  write_text (path, "0123456789", -1);
  bytes = ak_file_read_bytes (file, 10, NULL, &error);
  g_assert_no_error (error);
  text = g_bytes_get_data (bytes, &length);
  g_assert_cmpmem (text, length, "0123456789", 10);
  g_assert_cmpint (text[10], ==, '\0');
  g_clear_pointer (&bytes, g_bytes_unref);

  bytes = ak_file_read_bytes (file, 9, NULL, &error);
  g_assert_null (bytes);
  g_assert_error (error, AK_SAVEFILE_ERROR, AK_SAVEFILE_ERROR_TOO_LARGE);
  g_clear_error (&error);

  /* A file that says it is empty and is not, as in /proc: the cap still
   * holds, and below it all is read. */
  bytes = ak_file_read_bytes (proc, 16, NULL, &error);
  g_assert_null (bytes);
  g_assert_error (error, AK_SAVEFILE_ERROR, AK_SAVEFILE_ERROR_TOO_LARGE);
  g_clear_error (&error);
  bytes = ak_file_read_bytes (proc, AK_FILE_MAX_SIZE, NULL, &error);
  g_assert_no_error (error);
  text = g_bytes_get_data (bytes, &length);
  g_assert_true (g_str_has_prefix (text, "Name:"));
  g_assert_cmpuint (strlen (text), ==, length);
}

/* Cancelled before it starts: nothing read, nothing written. */
static void
test_file_cancelled (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "game.akn");
  g_autofree char *path = fixture_path (fixture, "game.akn");
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GPtrArray) first = make_study ();
  g_autoptr(GPtrArray) second = read_fixture ("match.akn", NULL);
  g_autoptr(GPtrArray) loaded = NULL;
  g_autofree char *old_text = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  gsize old_length;
  Waiter waiter;

  g_assert_true (save (file, first, &error));
  g_assert_no_error (error);
  old_text = read_text (path, &old_length);
  g_cancellable_cancel (cancellable);

  waiter_init (&waiter);
  ak_file_load_async (file, cancellable, done_cb, &waiter);
  ak_file_save_async (file, second, cancellable, done_cb, &waiter);
  waiter_wait (&waiter, 2);
  for (guint i = 0; i < 2; i++)
    {
      GAsyncResult *result = g_ptr_array_index (waiter.results, i);

      if (g_task_get_source_tag (G_TASK (result)) == ak_file_load_async)
        {
          loaded = ak_file_load_finish (result, &error);
          g_assert_null (loaded);
        }
      else
        g_assert_false (ak_file_save_finish (result, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_clear_error (&error);
    }
  waiter_clear (&waiter);

  assert_file_text (path, old_text, old_length);
  listing = list_folder (fixture->dir);
  g_assert_cmpstr (listing, ==, "game.akn");
}

/* Text read as a file is: where it goes wrong is part of the message. */
static void
test_file_read_text (void)
{
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;

  records = ak_file_read_text ("[Event \"x\"]\n\n1. a *\n", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (records->len, ==, 1);
  g_clear_pointer (&records, g_ptr_array_unref);

  records = ak_file_read_text ("[Event \"x\"]\n\n1. q 2. b\n", -1, &error);
  g_assert_null (records);
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_SYNTAX);
  g_assert_true (g_str_has_prefix (error->message, "line 3, column 4: "));
}

int
main (int   argc,
      char *argv[])
{
  file_test_init (&argc, &argv);

  add_test ("/ak/model/file/round-trip/study", test_file_round_trip_study);
  add_test ("/ak/model/file/control-characters-in-tags", test_file_control_characters_in_tags);
  add_test ("/ak/model/file/round-trip/match", test_file_round_trip_match);
  add_test ("/ak/model/file/records-copied", test_file_records_copied);
  add_test ("/ak/model/file/cancelled", test_file_cancelled);
  add_test ("/ak/model/file/fault/truncated", test_file_fault_truncated);
  add_test ("/ak/model/file/fault/location", test_file_fault_location);
  add_test ("/ak/model/file/fault/random-bytes", test_file_fault_random_bytes);
  add_test ("/ak/model/file/fault/missing", test_file_fault_missing);
  add_test ("/ak/model/file/fault/vanishing", test_file_fault_vanishing);
  add_test ("/ak/model/file/fault/too-large", test_file_fault_too_large);
  add_test ("/ak/model/file/fault/not-a-file", test_file_fault_not_a_file);
  add_test ("/ak/model/file/read-bytes-cap", test_file_read_bytes_cap);
  g_test_add_func ("/ak/model/file/read-text", test_file_read_text);

  return file_test_run ();
}
