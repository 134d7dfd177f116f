/* test-file-autosave.c — the autosave file (ak-file-autosave.c): where it
 * lives, writing and restoring it, one slot per running instance, and
 * what a corrupt or unreadable one gives
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The helpers are in file-test-common.c.
 */

#define G_LOG_DOMAIN "test-file-autosave"

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
 * Autosave
 */

static void
test_file_autosave_path (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GFile) file = ak_file_get_autosave_file ();
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *expected = g_build_filename (test_root, "state", "adji-kui", "autosave.akn",
                                                NULL);

  g_assert_cmpstr (path, ==, expected);
}

static void
test_file_autosave_round_trip (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autofree char *folder = autosave_folder ();
  g_autofree char *path = g_build_filename (folder, "autosave.akn", NULL);
  g_autofree char *listing = NULL;
  g_autoptr(GPtrArray) records = make_study ();
  g_autoptr(GPtrArray) restored = NULL;
  g_autoptr(GFile) moved_aside = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  /* None yet: no records, no error.  The slot is taken already: the
   * folder is made, and is private, like the files. */
  restored = restore (&moved_aside, &error);
  g_assert_no_error (error);
  g_assert_null (restored);
  g_assert_null (moved_aside);
  g_assert_no_errno (g_stat (folder, &st));
  g_assert_cmpint (st.st_mode & 0777, ==, 0700);
  listing = list_folder (folder);
  g_assert_cmpstr (listing, ==, "autosave.lock");
  g_clear_pointer (&listing, g_free);

  g_assert_true (autosave (records, &error));
  g_assert_no_error (error);
  g_assert_no_errno (g_stat (path, &st));
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  /* Again, over the first: no backup for autosaves. */
  g_assert_true (autosave (records, &error));
  g_assert_no_error (error);
  listing = list_folder (folder);
  g_assert_cmpstr (listing, ==, "autosave.akn autosave.lock");

  restored = restore (&moved_aside, &error);
  g_assert_no_error (error);
  g_assert_null (moved_aside);
  assert_records_equal (records, restored);
  g_clear_pointer (&restored, g_ptr_array_unref);

  g_assert_true (clear_autosave (&error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  restored = restore (&moved_aside, &error);
  g_assert_no_error (error);
  g_assert_null (restored);
  g_assert_null (moved_aside);

  /* Clearing what is not there is fine. */
  g_assert_true (clear_autosave (&error));
  g_assert_no_error (error);
}

static void
assert_moved_aside (GFile      *moved_aside,
                    const char *folder,
                    const char *text,
                    gsize       length,
                    GError     *error)
{
  g_autofree char *moved_path = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *dirname = NULL;

  g_assert_error (error, AK_SAVEFILE_ERROR, AK_SAVEFILE_ERROR_CORRUPT_AUTOSAVE);
  g_assert_nonnull (moved_aside);
  moved_path = g_file_get_path (moved_aside);
  basename = g_path_get_basename (moved_path);
  dirname = g_path_get_dirname (moved_path);
  g_assert_cmpstr (dirname, ==, folder);
  g_assert_true (g_regex_match_simple ("^autosave-broken-[0-9]{8}-[0-9]{6}(-[0-9]+)?\\.akn$",
                                       basename, 0, 0));
  assert_file_text (moved_path, text, length);
  g_assert_nonnull (strstr (error->message, moved_path));
}

static void
test_file_autosave_corrupt (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autofree char *folder = autosave_folder ();
  g_autofree char *path = g_build_filename (folder, "autosave.akn", NULL);
  g_autofree char *match_text = NULL;
  g_autoptr(GPtrArray) match = read_fixture ("match.akn", &match_text);
  g_autoptr(GPtrArray) restored = NULL;
  g_autoptr(GFile) first_aside = NULL;
  g_autoptr(GFile) second_aside = NULL;
  g_autoptr(GFile) none = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL;
  gsize half = strlen (match_text) / 2;
  const char garbage[] = "\xff\xfe not a game";

  /* Cut short, as by a crash of an older version. */
  g_assert_no_errno (g_mkdir_with_parents (folder, 0700));
  write_text (path, match_text, half);
  restored = restore (&first_aside, &error);
  g_assert_null (restored);
  g_test_message ("%s", error->message);
  assert_moved_aside (first_aside, folder, match_text, half, error);
  g_assert_true (g_str_has_prefix (error->message,
                                   "The autosaved game could not be read: game 2, line "));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  /* Another, maybe in the same second: it gets a name of its own. */
  write_text (path, garbage, sizeof garbage - 1);
  restored = restore (&second_aside, &error);
  g_assert_null (restored);
  assert_moved_aside (second_aside, folder, garbage, sizeof garbage - 1, error);
  g_assert_false (g_file_equal (first_aside, second_aside));
  assert_file_text (g_file_peek_path (first_aside), match_text, half);
  g_clear_error (&error);

  /* The app starts afresh: no autosave any more, and both kept. */
  restored = restore (&none, &error);
  g_assert_no_error (error);
  g_assert_null (restored);
  g_assert_null (none);
  listing = list_folder (folder);
  g_assert_true (g_regex_match_simple ("^autosave-broken-\\S+ autosave-broken-\\S+ autosave.lock$",
                                       listing,
                                       0, 0));
}

/* An autosave that cannot be read for an I/O reason is not broken: it is
 * left where it is. */
static void
test_file_autosave_unreadable (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autofree char *folder = autosave_folder ();
  g_autofree char *path = g_build_filename (folder, "autosave.akn", NULL);
  g_autoptr(GPtrArray) restored = NULL;
  g_autoptr(GFile) moved_aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL;

  g_assert_no_errno (g_mkdir_with_parents (path, 0700));
  restored = restore (&moved_aside, &error);
  g_assert_null (restored);
  g_assert_null (moved_aside);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_assert_true (g_str_has_prefix (error->message, "Could not read autosave.akn: "));
  listing = list_folder (folder);
  g_assert_cmpstr (listing, ==, "autosave.akn autosave.lock");
}

/* A FIFO at the autosave's path neither blocks the restore nor is
 * replaced by an autosave: both say what is there. */
static void
test_file_autosave_fifo (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *folder = autosave_folder ();
  g_autofree char *path = g_build_filename (folder, "autosave.akn", NULL);
  g_autoptr(GPtrArray) records = make_study ();
  g_autoptr(GPtrArray) restored = NULL;
  g_autoptr(GFile) moved_aside = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_no_errno (g_mkdir_with_parents (folder, 0700));
  g_assert_no_errno (mkfifo (path, 0600));

  restored = restore (&moved_aside, &error);
  g_assert_null (restored);
  g_assert_null (moved_aside);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_cmpstr (error->message, ==, "Could not read autosave.akn: autosave.akn is a named "
                                       "pipe (FIFO), not a file");
  g_clear_error (&error);

  g_assert_false (autosave (records, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_cmpstr (error->message, ==, "Could not save autosave.akn: autosave.akn is a named "
                                       "pipe (FIFO), not a file");
  g_assert_no_errno (g_lstat (path, &st));
  g_assert_true (S_ISFIFO (st.st_mode));
}

/* Holds slot n's lock as another running program would: flock() locks
 * go with the open file, so a second open in this process is enough. */
static int
hold_slot (guint n)
{
  g_autofree char *folder = autosave_folder ();
  g_autofree char *name = n == 1 ? g_strdup ("autosave.lock")
                                 : g_strdup_printf ("autosave-%u.lock", n);
  g_autofree char *path = g_build_filename (folder, name, NULL);
  int fd;

  g_assert_no_errno (g_mkdir_with_parents (folder, 0700));
  fd = g_open (path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_no_errno (flock (fd, LOCK_EX | LOCK_NB));

  return fd;
}

/* Two programs at once each autosave to a slot of their own, and a start
 * offers back the first autosave no running program holds. */
static void
test_file_autosave_slots (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *folder = autosave_folder ();
  g_autofree char *first_path = g_build_filename (folder, "autosave.akn", NULL);
  g_autofree char *second_path = g_build_filename (folder, "autosave-2.akn", NULL);
  g_autofree char *third_path = g_build_filename (folder, "autosave-3.akn", NULL);
  g_autoptr(GPtrArray) theirs = read_fixture ("match.akn", NULL);
  g_autoptr(GPtrArray) ours = make_study ();
  g_autoptr(GPtrArray) restored = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *theirs_text = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  gsize theirs_length;
  int other, another;

  /* The other program autosaves first, to the first slot. */
  g_assert_true (autosave (theirs, &error));
  g_assert_no_error (error);
  theirs_text = read_text (first_path, &theirs_length);
  _ak_file_reset_autosave_slot ();
  other = hold_slot (1);

  /* We start: the autosave there is the other's, not ours to offer, and
   * ours goes to the next slot. */
  restored = restore (NULL, &error);
  g_assert_no_error (error);
  g_assert_null (restored);
  file = ak_file_get_autosave_file ();
  g_assert_cmpstr (g_file_peek_path (file), ==, second_path);
  g_assert_true (autosave (ours, &error));
  g_assert_no_error (error);
  assert_file_text (first_path, theirs_text, theirs_length);
  restored = restore (NULL, &error);
  g_assert_no_error (error);
  assert_records_equal (ours, restored);
  g_clear_pointer (&restored, g_ptr_array_unref);

  /* A third program, with both held: the third slot. */
  _ak_file_reset_autosave_slot ();
  another = hold_slot (2);
  g_assert_true (autosave (theirs, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (third_path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (clear_autosave (&error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (third_path, G_FILE_TEST_EXISTS));

  /* The second program ends without clearing (a crash): the next start
   * finds its autosave, in the first slot no one holds that has one. */
  g_close (another, NULL);
  _ak_file_reset_autosave_slot ();
  restored = restore (NULL, &error);
  g_assert_no_error (error);
  assert_records_equal (ours, restored);
  g_clear_pointer (&restored, g_ptr_array_unref);
  g_clear_object (&file);
  file = ak_file_get_autosave_file ();
  g_assert_cmpstr (g_file_peek_path (file), ==, second_path);

  /* The first ends too: its autosave comes first now. */
  g_close (other, NULL);
  _ak_file_reset_autosave_slot ();
  restored = restore (NULL, &error);
  g_assert_no_error (error);
  assert_records_equal (theirs, restored);

  listing = list_folder (folder);
  g_assert_cmpstr (listing, ==, "autosave-2.akn autosave-2.lock autosave-3.lock autosave.akn "
                                "autosave.lock");
}

/* The lock file deleted under a running program, and taken by another:
 * the next autosave goes to a slot of its own, not over the other's. */
static void
test_file_autosave_slot_lost (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autofree char *folder = autosave_folder ();
  g_autofree char *first_path = g_build_filename (folder, "autosave.akn", NULL);
  g_autofree char *lock_path = g_build_filename (folder, "autosave.lock", NULL);
  g_autofree char *second_path = g_build_filename (folder, "autosave-2.akn", NULL);
  g_autoptr(GPtrArray) ours = make_study ();
  g_autoptr(GPtrArray) theirs = read_fixture ("match.akn", NULL);
  g_autoptr(GPtrArray) restored = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  int other;

  g_assert_true (autosave (ours, &error));
  g_assert_no_error (error);
  g_assert_no_errno (g_unlink (lock_path));
  other = hold_slot (1);
  write_text (first_path, "theirs", -1);

  g_assert_true (autosave (theirs, &error));
  g_assert_no_error (error);
  text = read_text (first_path, &length);
  g_assert_cmpmem (text, length, "theirs", 6);
  restored = restore (NULL, &error);
  g_assert_no_error (error);
  assert_records_equal (theirs, restored);
  g_assert_true (g_file_test (second_path, G_FILE_TEST_IS_REGULAR));

  g_close (other, NULL);
}

/* With every slot held by others, an autosave fails and says why, and
 * the restore has nothing to offer; nothing of theirs is touched. */
static void
test_file_autosave_slots_full (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autofree char *folder = autosave_folder ();
  g_autoptr(GPtrArray) records = make_study ();
  g_autoptr(GPtrArray) restored = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  int held[8];

  for (guint i = 0; i < G_N_ELEMENTS (held); i++)
    held[i] = hold_slot (i + 1);

  g_assert_false (autosave (records, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_assert_cmpstr (error->message, ==, "Could not autosave: all 8 autosave files are in use "
                                       "by other running copies of Adji Kui");
  g_clear_error (&error);
  restored = restore (NULL, &error);
  g_assert_no_error (error);
  g_assert_null (restored);
  g_assert_true (clear_autosave (&error));
  g_assert_no_error (error);
  listing = list_folder (folder);
  g_assert_false (strstr (listing, ".akn") != NULL);

  for (guint i = 0; i < G_N_ELEMENTS (held); i++)
    g_close (held[i], NULL);
}

/* Autosaves and clears take effect in the order of the calls, however
 * the worker threads run. */
static void
test_file_autosave_order (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *folder = autosave_folder ();
  g_autofree char *path = g_build_filename (folder, "autosave.akn", NULL);
  g_autoptr(GPtrArray) study = make_study ();
  g_autoptr(GPtrArray) match = read_fixture ("match.akn", NULL);
  g_autoptr(GError) error = NULL;

  for (guint round = 0; round < 10; round++)
    {
      g_autoptr(GPtrArray) restored = NULL;
      Waiter waiter;

      /* A move, another, then "new game". */
      waiter_init (&waiter);
      ak_file_autosave_async (study, NULL, done_cb, &waiter);
      ak_file_autosave_async (match, NULL, done_cb, &waiter);
      ak_file_clear_autosave_async (NULL, done_cb, &waiter);
      waiter_wait (&waiter, 3);
      for (guint i = 0; i < 3; i++)
        {
          GAsyncResult *result = g_ptr_array_index (waiter.results, i);

          if (g_task_get_source_tag (G_TASK (result)) == ak_file_clear_autosave_async)
            g_assert_true (ak_file_clear_autosave_finish (result, &error));
          else
            g_assert_true (ak_file_autosave_finish (result, &error));
          g_assert_no_error (error);
        }
      waiter_clear (&waiter);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

      /* Two moves: the second is what stays. */
      waiter_init (&waiter);
      ak_file_autosave_async (study, NULL, done_cb, &waiter);
      ak_file_autosave_async (match, NULL, done_cb, &waiter);
      waiter_wait (&waiter, 2);
      waiter_clear (&waiter);
      restored = restore (NULL, &error);
      g_assert_no_error (error);
      assert_records_equal (match, restored);
    }
}

static void
test_file_autosave_interrupted (Fixture       *fixture,
                                gconstpointer  data)
{
  g_autofree char *folder = autosave_folder ();
  g_autoptr(GPtrArray) study = make_study ();
  g_autoptr(GPtrArray) match = read_fixture ("match.akn", NULL);
  g_autoptr(GPtrArray) restored = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL;
  FailingFilter filter = { 1000, NULL, 0, AK_FILE_STEP_TARGET, 0 };

  g_assert_true (autosave (study, &error));
  g_assert_no_error (error);

  _ak_file_set_stream_filter (failing_filter, &filter);
  g_assert_false (autosave (match, &error));
  _ak_file_set_stream_filter (NULL, NULL);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_true (g_str_has_prefix (error->message, "Could not save autosave.akn: "));
  g_clear_error (&error);
  g_assert_cmpuint (filter.n_calls, ==, 1);

  listing = list_folder (folder);
  g_assert_cmpstr (listing, ==, "autosave.akn autosave.lock");
  restored = restore (NULL, &error);
  g_assert_no_error (error);
  assert_records_equal (study, restored);
}

int
main (int   argc,
      char *argv[])
{
  file_test_init (&argc, &argv);

  add_test ("/ak/model/file/autosave/path", test_file_autosave_path);
  add_test ("/ak/model/file/autosave/round-trip", test_file_autosave_round_trip);
  add_test ("/ak/model/file/autosave/corrupt", test_file_autosave_corrupt);
  add_test ("/ak/model/file/autosave/unreadable", test_file_autosave_unreadable);
  add_test ("/ak/model/file/autosave/order", test_file_autosave_order);
  add_test ("/ak/model/file/autosave/fifo", test_file_autosave_fifo);
  add_test ("/ak/model/file/autosave/slots", test_file_autosave_slots);
  add_test ("/ak/model/file/autosave/slots-full", test_file_autosave_slots_full);
  add_test ("/ak/model/file/autosave/slot-lost", test_file_autosave_slot_lost);
  add_test ("/ak/model/file/autosave/interrupted", test_file_autosave_interrupted);

  return file_test_run ();
}
