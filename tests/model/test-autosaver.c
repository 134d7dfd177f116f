/* test-autosaver.c — the current game or match is autosaved after every
 * change, and restored from the autosave file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <sys/stat.h>

#include <glib/gstdio.h>

#include "ak-model.h"

static gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Spins the main loop until the autosaver has written @n saves and is
 * idle, or ten seconds pass. */
static void
wait_saved (AkAutosaver *saver,
            guint        n)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (10, timeout_cb, &timed_out);

  while (!timed_out && (ak_autosaver_get_busy (saver) || ak_autosaver_get_n_saved (saver) < n))
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

typedef struct
{
  gboolean   done;
  GPtrArray *records;
  GError    *error;
} Restore;

static void
restore_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Restore *restore = user_data;

  restore->records = ak_file_restore_autosave_finish (result, NULL, &restore->error);
  restore->done = TRUE;
}

static GPtrArray *
restore_autosave (void)
{
  Restore restore = { FALSE, NULL, NULL };

  ak_file_restore_autosave_async (NULL, restore_cb, &restore);
  while (!restore.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (restore.error);
  g_assert_nonnull (restore.records);
  return restore.records;
}

static void
test_game (void)
{
  AkAutosaver *saver = ak_autosaver_new ();
  AkRules rules;
  AkPosition start;
  AkGame *game;
  g_autoptr(GPtrArray) restored = NULL;
  g_autoptr(AkGameRecord) record = NULL;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);

  /* A game with no move yet does not replace the last autosave. */
  ak_autosaver_watch_game (saver, game);
  ak_game_set_tag (game, "Event", "not saved yet");
  g_assert_false (ak_autosaver_get_busy (saver));
  g_assert_cmpuint (ak_autosaver_get_n_saved (saver), ==, 0);

  /* Every move is saved; the moves come faster than the saves. */
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('a'), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('A'), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('b'), NULL), ==, AK_VERDICT_LEGAL);
  ak_game_set_comment (game, ak_game_get_current_node (game), "saved at once");
  wait_saved (saver, 1);

  restored = restore_autosave ();
  record = ak_game_dup_record (game);
  g_assert_cmpuint (restored->len, ==, 1);
  g_assert_true (ak_game_record_equal (record, g_ptr_array_index (restored, 0)));

  ak_autosaver_unwatch (saver);
  g_assert_finalize_object (saver);
  g_assert_finalize_object (game);
}

static void
test_match (void)
{
  AkAutosaver *saver = ak_autosaver_new ();
  g_autoptr(GPtrArray) restored = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;
  AkMatch *match;
  AkRules rules;
  AkGame *game;

  ak_rules_init (&rules);
  match = ak_match_new (&rules, "Club evening");
  ak_autosaver_watch_match (saver, match);

  /* The game autosaved before stays until the match has a move. */
  restored = restore_autosave ();
  g_assert_cmpuint (restored->len, ==, 1);
  g_assert_null (ak_game_record_get_tag (g_ptr_array_index (restored, 0), "Match"));
  g_clear_pointer (&restored, g_ptr_array_unref);

  /* Game 1 divided by agreement after a few moves, then game 2 begins. */
  game = ak_match_get_current_game (match);
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('a'), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('A'), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_true (ak_game_agree (game));
  wait_saved (saver, 1);
  g_assert_true (ak_match_start_next_game (match, NULL, 0, &error));
  g_assert_no_error (error);
  wait_saved (saver, 2);

  restored = restore_autosave ();
  records = ak_match_dup_records (match);
  g_assert_cmpuint (restored->len, ==, 2);
  for (guint i = 0; i < records->len; i++)
    g_assert_true (ak_game_record_equal (g_ptr_array_index (records, i),
                                         g_ptr_array_index (restored, i)));

  ak_autosaver_unwatch (saver);
  g_assert_finalize_object (saver);
  g_assert_finalize_object (match);
}


/* The autosave says which file the game belongs to and whether it has
 * changes the file lacks; read back, that is taken off the games. */
static void
test_file (void)
{
  AkAutosaver *saver = ak_autosaver_new ();
  g_autoptr(GFile) file = g_file_new_for_path ("/tmp/some folder/match1.akn");
  g_autoptr(GFile) found = NULL;
  g_autoptr(GPtrArray) restored = NULL;
  g_autoptr(AkGameRecord) record = NULL;
  gboolean modified = FALSE;
  AkRules rules;
  AkPosition start;
  AkGame *game;
  guint n;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('a'), NULL), ==, AK_VERDICT_LEGAL);
  ak_autosaver_watch_game (saver, game);
  wait_saved (saver, 1);

  /* Never saved to a file: nothing to say. */
  restored = restore_autosave ();
  g_assert_false (ak_autosaver_take_file (restored, &found, &modified));
  g_assert_null (found);
  g_assert_false (modified);
  g_clear_pointer (&restored, g_ptr_array_unref);

  /* Just saved: the file, no changes. */
  n = ak_autosaver_get_n_saved (saver);
  ak_autosaver_set_file (saver, file, FALSE);
  wait_saved (saver, n + 1);
  restored = restore_autosave ();
  g_assert_true (ak_autosaver_take_file (restored, &found, &modified));
  g_assert_true (g_file_equal (found, file));
  g_assert_false (modified);
  g_assert_null (ak_game_record_get_tag (g_ptr_array_index (restored, 0), "AutosaveFile"));
  g_assert_null (ak_game_record_get_tag (g_ptr_array_index (restored, 0), "AutosaveChanged"));
  /* What is left is the game as it is. */
  record = ak_game_dup_record (game);
  g_assert_true (ak_game_record_equal (record, g_ptr_array_index (restored, 0)));
  g_clear_object (&found);
  g_clear_pointer (&restored, g_ptr_array_unref);

  /* A move since: the file lacks it. */
  n = ak_autosaver_get_n_saved (saver);
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('A'), NULL), ==, AK_VERDICT_LEGAL);
  wait_saved (saver, n + 1);
  restored = restore_autosave ();
  g_assert_true (ak_autosaver_take_file (restored, &found, &modified));
  g_assert_true (g_file_equal (found, file));
  g_assert_true (modified);
  g_clear_object (&found);
  g_clear_pointer (&restored, g_ptr_array_unref);

  /* Another game: it belongs to no file until told. */
  ak_autosaver_watch_game (saver, game);
  wait_saved (saver, n + 2);
  restored = restore_autosave ();
  g_assert_false (ak_autosaver_take_file (restored, NULL, NULL));

  ak_autosaver_unwatch (saver);
  g_assert_finalize_object (saver);
  g_assert_finalize_object (game);
}

static void
count_cb (AkAutosaver *saver,
          guint       *count)
{
  (*count)++;
}

static void
failed_cb (AkAutosaver  *saver,
           const GError *error,
           guint        *count)
{
  g_assert_nonnull (error);
  g_test_message ("autosave failed: %s", error->message);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_cmpstr (error->message, !=, "");
  (*count)++;
}

/* Spins the main loop until the autosaver is idle. */
static void
wait_idle (AkAutosaver *saver)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (10, timeout_cb, &timed_out);

  while (!timed_out && ak_autosaver_get_busy (saver))
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

/* A save that fails is said once, however many fail after it, and that it
 * works again once it does. */
static void
test_failure (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_state_dir (), "adji-kui", NULL);
  g_autofree char *autosave = g_build_filename (folder, "autosave.akn", NULL);
  g_autofree char *lock = g_build_filename (folder, "autosave.lock", NULL);
  g_autoptr(GError) error = NULL;
  AkAutosaver *saver = ak_autosaver_new ();
  const char *moves = "aAbB";
  guint n_failed = 0;
  guint n_recovered = 0;
  guint n_saved;
  AkRules rules;
  AkPosition start;
  AkGame *game;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);
  g_signal_connect (saver, "failed", G_CALLBACK (failed_cb), &n_failed);
  g_signal_connect (saver, "recovered", G_CALLBACK (count_cb), &n_recovered);

  /* A file where the autosave's folder should be: nothing can be saved.
   * (A folder without write permission would not stop root.) */
  g_unlink (autosave);
  g_unlink (lock);
  g_rmdir (folder);
  g_assert_true (g_file_set_contents (folder, "in the way", -1, &error));
  g_assert_no_error (error);

  ak_autosaver_watch_game (saver, game);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpint (ak_game_play (game, ak_hole_from_char (moves[i]), NULL), ==, AK_VERDICT_LEGAL);
      wait_idle (saver);
    }
  g_assert_cmpuint (n_failed, ==, 1);
  g_assert_cmpuint (n_recovered, ==, 0);
  n_saved = ak_autosaver_get_n_saved (saver);

  /* Room again: the next change is saved, and that is said. */
  g_assert_cmpint (g_unlink (folder), ==, 0);
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char (moves[2]), NULL), ==, AK_VERDICT_LEGAL);
  wait_saved (saver, n_saved + 1);
  g_assert_cmpuint (n_failed, ==, 1);
  g_assert_cmpuint (n_recovered, ==, 1);
  g_assert_true (g_file_test (autosave, G_FILE_TEST_IS_REGULAR));

  /* Saves that work say nothing more. */
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char (moves[3]), NULL), ==, AK_VERDICT_LEGAL);
  wait_saved (saver, n_saved + 2);
  g_assert_cmpuint (n_failed, ==, 1);
  g_assert_cmpuint (n_recovered, ==, 1);

  ak_autosaver_unwatch (saver);
  g_assert_finalize_object (saver);
  g_assert_finalize_object (game);
}

static void
fifo_failed_cb (AkAutosaver  *saver,
                const GError *error,
                GError      **copy)
{
  g_clear_error (copy);
  *copy = g_error_copy (error);
}

/* A FIFO at the autosave's path: the autosave fails at once, saying what
 * is there, rather than blocking a worker or replacing it; once it is
 * gone the next move is autosaved. */
static void
test_fifo (void)
{
  AkAutosaver *saver = ak_autosaver_new ();
  g_autoptr(GFile) autosave = ak_file_get_autosave_file ();
  g_autoptr(GError) error = NULL;
  guint n_failed = 0;
  guint n_recovered = 0;
  guint n_saved;
  AkRules rules;
  AkPosition start;
  AkGame *game;
  GStatBuf st;

  g_file_delete (autosave, NULL, NULL);
  g_assert_no_errno (mkfifo (g_file_peek_path (autosave), 0600));

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);
  g_signal_connect (saver, "failed", G_CALLBACK (failed_cb), &n_failed);
  g_signal_connect (saver, "failed", G_CALLBACK (fifo_failed_cb), &error);
  g_signal_connect (saver, "recovered", G_CALLBACK (count_cb), &n_recovered);
  ak_autosaver_watch_game (saver, game);

  /* The second move comes while the first is being saved. */
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('a'), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_true (ak_autosaver_get_busy (saver));
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('A'), NULL), ==, AK_VERDICT_LEGAL);
  wait_idle (saver);
  g_assert_cmpuint (n_failed, ==, 1);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_cmpstr (error->message, ==, "Could not save autosave.akn: autosave.akn is a named "
                                       "pipe (FIFO), not a file");
  g_assert_no_errno (g_lstat (g_file_peek_path (autosave), &st));
  g_assert_true (S_ISFIFO (st.st_mode));
  n_saved = ak_autosaver_get_n_saved (saver);

  /* Gone: the next move is saved. */
  g_assert_no_errno (g_unlink (g_file_peek_path (autosave)));
  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('b'), NULL), ==, AK_VERDICT_LEGAL);
  wait_saved (saver, n_saved + 1);
  g_assert_cmpuint (n_failed, ==, 1);
  g_assert_cmpuint (n_recovered, ==, 1);
  g_assert_true (g_file_test (g_file_peek_path (autosave), G_FILE_TEST_IS_REGULAR));

  ak_autosaver_unwatch (saver);
  g_assert_finalize_object (saver);
  g_assert_finalize_object (game);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *state = g_dir_make_tmp ("adji-kui-autosaver-XXXXXX", NULL);
  g_autofree char *folder = NULL;
  g_autofree char *file = NULL;
  g_autofree char *lock = NULL;
  int status;

  /* g_get_user_state_dir() reads the variable once: set it first. */
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/model/autosaver/game", test_game);
  g_test_add_func ("/ak/model/autosaver/match", test_match);
  g_test_add_func ("/ak/model/autosaver/file", test_file);
  g_test_add_func ("/ak/model/autosaver/failure", test_failure);
  g_test_add_func ("/ak/model/autosaver/fifo", test_fifo);
  status = g_test_run ();

  folder = g_build_filename (state, "adji-kui", NULL);
  file = g_build_filename (folder, "autosave.akn", NULL);
  lock = g_build_filename (folder, "autosave.lock", NULL);
  g_unlink (file);
  g_unlink (lock);
  g_rmdir (folder);
  g_rmdir (state);
  return status;
}
