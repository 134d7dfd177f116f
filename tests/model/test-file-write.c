/* test-file-write.c — saving AKN files safely (ak-file-write.c): backups,
 * symbolic links and permissions kept, and every fault of writing giving
 * a clear error with nothing lost or left behind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The helpers are in file-test-common.c.
 */

#define G_LOG_DOMAIN "test-file-write"

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
test_file_backup (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "game.akn");
  g_autofree char *path = fixture_path (fixture, "game.akn");
  g_autofree char *backup = fixture_path (fixture, "game.akn.bak");
  g_autoptr(GPtrArray) first = make_study ();
  g_autoptr(GPtrArray) second = read_fixture ("study.akn", NULL);
  g_autoptr(GPtrArray) third = read_fixture ("match.akn", NULL);
  g_autofree char *first_text = NULL;
  g_autofree char *second_text = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  gsize first_length, second_length;

  /* A new file has no previous version to keep. */
  g_assert_true (save (file, first, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
  first_text = read_text (path, &first_length);

  g_assert_true (save (file, second, &error));
  g_assert_no_error (error);
  assert_file_text (backup, first_text, first_length);
  second_text = read_text (path, &second_length);

  /* The next save replaces the older backup. */
  g_assert_true (save (file, third, &error));
  g_assert_no_error (error);
  assert_file_text (backup, second_text, second_length);

  listing = list_folder (fixture->dir);
  g_assert_cmpstr (listing, ==, "game.akn game.akn.bak");
}

/* A symbolic link stays a link; the file it points to is saved. */
static void
test_file_symlink (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GFile) link = fixture_file (fixture, "link.akn");
  g_autofree char *link_path = fixture_path (fixture, "link.akn");
  g_autofree char *real_path = fixture_path (fixture, "real.akn");
  g_autofree char *real_backup = fixture_path (fixture, "real.akn.bak");
  g_autofree char *old_text = NULL;
  g_autoptr(GPtrArray) first = make_study ();
  g_autoptr(GPtrArray) second = read_fixture ("match.akn", NULL);
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GError) error = NULL;
  gsize old_length;

  g_assert_true (save (link, first, &error));   /* creates link.akn: no link yet */
  g_assert_no_error (error);
  g_assert_no_errno (g_rename (link_path, real_path));
  g_assert_no_errno (symlink ("real.akn", link_path));
  old_text = read_text (real_path, &old_length);

  g_assert_true (save (link, second, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link_path, G_FILE_TEST_IS_SYMLINK));
  assert_file_text (real_backup, old_text, old_length);
  loaded = load (link, &error);
  g_assert_no_error (error);
  assert_records_equal (second, loaded);
}

/* Makes link-1 → link-2 → … → link-n → real.akn in the fixture's folder,
 * each link relative to it; returns link-1. */
static GFile *
make_link_chain (Fixture *fixture,
                 guint    n)
{
  for (guint i = 1; i <= n; i++)
    {
      g_autofree char *name = g_strdup_printf ("link-%u", i);
      g_autofree char *path = fixture_path (fixture, name);
      g_autofree char *to = i < n ? g_strdup_printf ("link-%u", i + 1) : g_strdup ("real.akn");

      g_assert_no_errno (symlink (to, path));
    }

  return fixture_file (fixture, "link-1");
}

static void
assert_links_stay (Fixture *fixture,
                   guint    n)
{
  for (guint i = 1; i <= n; i++)
    {
      g_autofree char *name = g_strdup_printf ("link-%u", i);
      g_autofree char *path = fixture_path (fixture, name);

      g_assert_true (g_file_test (path, G_FILE_TEST_IS_SYMLINK));
    }
}

/* Twenty links, and forty (as many as the kernel follows), lead the save
 * to the real file, even one not there yet; the links stay links. */
static void
test_file_symlink_chain (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *real_path = fixture_path (fixture, "real.akn");
  g_autofree char *real_backup = fixture_path (fixture, "real.akn.bak");
  g_autoptr(GPtrArray) first = make_study ();
  g_autoptr(GPtrArray) second = read_fixture ("match.akn", NULL);
  g_autoptr(GError) error = NULL;
  const guint lengths[] = { 20, 40 };

  for (guint k = 0; k < G_N_ELEMENTS (lengths); k++)
    {
      g_autoptr(GFile) link = make_link_chain (fixture, lengths[k]);
      g_autoptr(GPtrArray) loaded = NULL;
      g_autofree char *old_text = NULL;
      gsize old_length;

      g_unlink (real_path);
      g_unlink (real_backup);

      /* Dangling: the save makes the file the links lead to. */
      g_assert_true (save (link, first, &error));
      g_assert_no_error (error);
      assert_links_stay (fixture, lengths[k]);
      old_text = read_text (real_path, &old_length);

      g_assert_true (save (link, second, &error));
      g_assert_no_error (error);
      assert_links_stay (fixture, lengths[k]);
      assert_file_text (real_backup, old_text, old_length);
      loaded = load (link, &error);
      g_assert_no_error (error);
      assert_records_equal (second, loaded);

      for (guint i = 1; i <= lengths[k]; i++)
        {
          g_autofree char *name = g_strdup_printf ("link-%u", i);
          g_autofree char *path = fixture_path (fixture, name);

          g_assert_no_errno (g_unlink (path));
        }
    }
}

/* Forty-one links are more than any program follows: the save is
 * refused, and the file, its backup and the links are as they were. */
static void
test_file_symlink_too_many (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(GFile) real = fixture_file (fixture, "real.akn");
  g_autofree char *real_path = fixture_path (fixture, "real.akn");
  g_autofree char *real_backup = fixture_path (fixture, "real.akn.bak");
  g_autoptr(GPtrArray) first = make_study ();
  g_autoptr(GPtrArray) second = read_fixture ("study.akn", NULL);
  g_autoptr(GPtrArray) third = read_fixture ("match.akn", NULL);
  g_autoptr(GFile) link = NULL;
  g_autofree char *old_backup = NULL;
  g_autofree char *old_text = NULL;
  g_autoptr(GError) error = NULL;
  gsize old_backup_length, old_length;

  save_twice (real, first, second, &old_backup, &old_backup_length, &old_text, &old_length);
  link = make_link_chain (fixture, 41);

  g_assert_false (save (link, third, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS);
  g_assert_cmpstr (error->message, ==,
                   "Could not save link-1: too many symbolic links lead to link-1");
  assert_links_stay (fixture, 41);
  assert_file_text (real_path, old_text, old_length);
  assert_file_text (real_backup, old_backup, old_backup_length);
}

/* A relative link through a linked folder: “..” is the real parent. */
static void
test_file_symlink_through_folder (Fixture       *fixture,
                                  gconstpointer  data)
{
  g_autofree char *deep = fixture_path (fixture, "a/b");
  g_autofree char *short_cut = fixture_path (fixture, "c");
  g_autofree char *real_path = fixture_path (fixture, "a/real.akn");
  g_autofree char *link_path = fixture_path (fixture, "a/b/link.akn");
  g_autoptr(GFile) link = fixture_file (fixture, "c/link.akn");
  g_autoptr(GPtrArray) records = make_study ();
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GFile) real = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_no_errno (g_mkdir_with_parents (deep, 0700));
  g_assert_no_errno (symlink ("a/b", short_cut));
  g_assert_no_errno (symlink ("../real.akn", link_path));

  g_assert_true (save (link, records, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link_path, G_FILE_TEST_IS_SYMLINK));
  real = g_file_new_for_path (real_path);
  loaded = load (real, &error);
  g_assert_no_error (error);
  assert_records_equal (records, loaded);
}

/* A new version keeps the permissions the user gave the old one. */
static void
test_file_permissions (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "shared.akn");
  g_autofree char *path = fixture_path (fixture, "shared.akn");
  g_autoptr(GPtrArray) records = make_study ();
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_true (save (file, records, &error));
  g_assert_no_error (error);
  g_assert_no_errno (g_chmod (path, 0640));
  g_assert_true (save (file, records, &error));
  g_assert_no_error (error);
  g_assert_no_errno (g_stat (path, &st));
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
}

/* -------------------------------------------------------------------------
 * Faults: each gives a clear error and loses nothing
 */

static void
test_file_fault_unwritable_folder (Fixture       *fixture,
                                   gconstpointer  data)
{
  g_autoptr(GPtrArray) records = make_study ();
  g_autoptr(GError) error = NULL;

  if (geteuid () == 0)
    {
      /* Permissions do not stop root (the tests run as root in CI
       * containers), so a read-only folder would be written anyway.  A
       * "folder" that is a regular file cannot be written by anyone. */
      g_autofree char *blocker = fixture_path (fixture, "file.txt");
      g_autofree char *listing = NULL;
      g_autoptr(GFile) file = NULL;
      g_autofree char *expected = NULL;

      write_text (blocker, "not a folder\n", -1);
      file = fixture_file (fixture, "file.txt/x.akn");

      g_assert_false (save (file, records, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY);
      /* The folder is named, not the temporary file. */
      expected = g_strdup_printf ("Could not save x.akn: the folder %s cannot be written to: "
                                  "Not a directory", blocker);
      g_assert_cmpstr (error->message, ==, expected);
      assert_file_text (blocker, "not a folder\n", strlen ("not a folder\n"));
      listing = list_folder (fixture->dir);
      g_assert_cmpstr (listing, ==, "file.txt");
    }
  else
    {
      g_autoptr(GFile) file = fixture_file (fixture, "game.akn");
      g_autofree char *path = fixture_path (fixture, "game.akn");
      g_autoptr(GPtrArray) other = read_fixture ("match.akn", NULL);
      g_autofree char *old_text = NULL;
      g_autofree char *listing = NULL;
      g_autofree char *expected = NULL;
      gsize old_length;

      g_assert_true (save (file, records, &error));
      g_assert_no_error (error);
      old_text = read_text (path, &old_length);
      g_assert_no_errno (g_chmod (fixture->dir, 0500));

      /* A writable file in a folder that is not: the folder is named. */
      g_assert_no_errno (g_chmod (path, 0600));
      g_assert_false (save (file, other, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
      expected = g_strdup_printf ("Could not save game.akn: the folder %s cannot be written "
                                  "to: Permission denied", fixture->dir);
      g_assert_cmpstr (error->message, ==, expected);
      g_assert_no_errno (g_chmod (fixture->dir, 0700));
      assert_file_text (path, old_text, old_length);
      listing = list_folder (fixture->dir);
      g_assert_cmpstr (listing, ==, "game.akn");
    }
}

/* A path under a regular file: the same error for everyone, root
 * included. */
static void
test_file_fault_not_a_folder (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autofree char *blocker = fixture_path (fixture, "file.txt");
  g_autoptr(GFile) file = fixture_file (fixture, "file.txt/x.akn");
  g_autoptr(GPtrArray) records = make_study ();
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GError) error = NULL;

  write_text (blocker, "", 0);

  g_assert_false (save (file, records, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY);
  g_clear_error (&error);

  loaded = load (file, &error);
  g_assert_null (loaded);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY);
  g_assert_true (g_str_has_prefix (error->message, "Could not read x.akn: "));
}

static void
test_file_fault_target_is_folder (Fixture       *fixture,
                                  gconstpointer  data)
{
  g_autofree char *folder = fixture_path (fixture, "folder.akn");
  g_autofree char *inside = g_build_filename (folder, "keep.txt", NULL);
  g_autoptr(GFile) file = fixture_file (fixture, "folder.akn");
  g_autoptr(GPtrArray) records = make_study ();
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL;

  g_assert_no_errno (g_mkdir (folder, 0700));
  write_text (inside, "keep me\n", -1);

  g_assert_false (save (file, records, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_assert_cmpstr (error->message, ==,
                   "Could not save folder.akn: folder.akn is a folder, not a file");
  g_clear_error (&error);
  assert_file_text (inside, "keep me\n", strlen ("keep me\n"));
  listing = list_folder (fixture->dir);
  g_assert_cmpstr (listing, ==, "folder.akn");

  loaded = load (file, &error);
  g_assert_null (loaded);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_assert_cmpstr (error->message, ==,
                   "Could not read folder.akn: folder.akn is a folder, not a file");
}

/* The write fails part-way, as on a full disk: the target keeps its old
 * content, the backup its own, and no temporary file is left behind.  The
 * backup is only made once the new text is on disk. */
static void
test_file_fault_interrupted (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "game.akn");
  g_autofree char *path = fixture_path (fixture, "game.akn");
  g_autofree char *backup = fixture_path (fixture, "game.akn.bak");
  g_autoptr(GPtrArray) first = make_study ();
  g_autoptr(GPtrArray) second = read_fixture ("study.akn", NULL);
  g_autoptr(GPtrArray) third = read_fixture ("match.akn", NULL);
  g_autoptr(GPtrArray) loaded = NULL;
  g_autofree char *old_backup = NULL;
  g_autofree char *old_text = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  FailingFilter filter = { 100, NULL, 0, AK_FILE_STEP_TARGET, 0 };
  gsize old_backup_length, old_length;

  save_twice (file, first, second, &old_backup, &old_backup_length, &old_text, &old_length);

  _ak_file_set_stream_filter (failing_filter, &filter);
  g_assert_false (save (file, third, &error));
  _ak_file_set_stream_filter (NULL, NULL);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_true (g_str_has_prefix (error->message, "Could not save game.akn: "));
  g_clear_error (&error);

  /* The write happened, and not on the caller's thread. */
  g_assert_cmpuint (filter.n_calls, ==, 1);
  g_assert_cmpuint (filter.n_other, ==, 0);
  g_assert_nonnull (filter.thread);
  g_assert_true (filter.thread != test_thread);

  assert_file_text (path, old_text, old_length);
  assert_file_text (backup, old_backup, old_backup_length);
  listing = list_folder (fixture->dir);
  g_assert_cmpstr (listing, ==, "game.akn game.akn.bak");
  loaded = load (file, &error);
  g_assert_no_error (error);
  assert_records_equal (second, loaded);
}

/* The disk fills while the old version is copied to NAME.bak (on a file
 * system without hard links): the older backup stays whole, no partial
 * copy is left, and the save goes ahead with a warning saying why. */
static void
test_file_fault_backup_disk_full (Fixture       *fixture,
                                  gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "game.akn");
  g_autofree char *path = fixture_path (fixture, "game.akn");
  g_autofree char *backup = fixture_path (fixture, "game.akn.bak");
  g_autoptr(GPtrArray) first = make_study ();
  g_autoptr(GPtrArray) second = read_fixture ("match.akn", NULL);
  g_autoptr(GPtrArray) third = read_fixture ("study.akn", NULL);
  g_autoptr(GPtrArray) loaded = NULL;
  g_autofree char *old_backup = NULL;
  g_autofree char *old_text = NULL;
  g_autofree char *warning = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  FailingFilter filter = { 100, NULL, 0, AK_FILE_STEP_BACKUP, 0 };
  gsize old_backup_length, old_length;

  _ak_file_set_hard_links_allowed (FALSE);
  save_twice (file, first, second, &old_backup, &old_backup_length, &old_text, &old_length);
  g_assert_cmpuint (old_length, >, 100);

  _ak_file_set_stream_filter (failing_filter, &filter);
  g_assert_true (save_with_warning (file, third, &warning, &error));
  _ak_file_set_stream_filter (NULL, NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (filter.n_calls, ==, 1);
  g_assert_cmpuint (filter.n_other, ==, 1);
  g_test_message ("%s", warning);
  g_assert_cmpstr (warning, ==, "Saved, but the previous version could not be kept as "
                                "game.akn.bak: No space left on device (simulated)");

  assert_file_text (backup, old_backup, old_backup_length);
  listing = list_folder (fixture->dir);
  g_assert_cmpstr (listing, ==, "game.akn game.akn.bak");
  loaded = load (file, &error);
  g_assert_no_error (error);
  assert_records_equal (third, loaded);
}

/* With hard links the backup is the old file itself, not a copy. */
static void
test_file_backup_hard_link (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "game.akn");
  g_autofree char *path = fixture_path (fixture, "game.akn");
  g_autofree char *backup = fixture_path (fixture, "game.akn.bak");
  g_autoptr(GPtrArray) first = make_study ();
  g_autoptr(GPtrArray) second = read_fixture ("match.akn", NULL);
  g_autoptr(GError) error = NULL;
  FailingFilter filter = { 0, NULL, 0, AK_FILE_STEP_BACKUP, 0 };
  GStatBuf before, after;

  g_assert_true (save (file, first, &error));
  g_assert_no_error (error);
  g_assert_no_errno (g_stat (path, &before));

  /* A copy would be written through the filter, and fail at once. */
  _ak_file_set_stream_filter (failing_filter, &filter);
  g_assert_true (save (file, second, &error));
  _ak_file_set_stream_filter (NULL, NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (filter.n_calls, ==, 0);
  g_assert_cmpuint (filter.n_other, ==, 1);

  g_assert_no_errno (g_stat (backup, &after));
  g_assert_cmpuint (after.st_ino, ==, before.st_ino);
  g_assert_cmpuint (after.st_nlink, ==, 1);
}

/* Copied, a backup is as the file was, permissions included. */
static void
test_file_backup_copy (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "game.akn");
  g_autofree char *path = fixture_path (fixture, "game.akn");
  g_autofree char *backup = fixture_path (fixture, "game.akn.bak");
  g_autoptr(GPtrArray) first = make_study ();
  g_autoptr(GPtrArray) second = read_fixture ("match.akn", NULL);
  g_autofree char *old_text = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  FailingFilter filter = { G_MAXSIZE, NULL, 0, AK_FILE_STEP_BACKUP, 0 };
  GStatBuf before, after;
  gsize old_length;

  _ak_file_set_hard_links_allowed (FALSE);
  g_assert_true (save (file, first, &error));
  g_assert_no_error (error);
  g_assert_no_errno (g_chmod (path, 0640));
  g_assert_no_errno (g_stat (path, &before));
  old_text = read_text (path, &old_length);

  _ak_file_set_stream_filter (failing_filter, &filter);
  g_assert_true (save (file, second, &error));
  _ak_file_set_stream_filter (NULL, NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (filter.n_calls, ==, 1);

  assert_file_text (backup, old_text, old_length);
  g_assert_no_errno (g_stat (backup, &after));
  g_assert_cmpuint (after.st_ino, !=, before.st_ino);
  g_assert_cmpint (after.st_mode & 0777, ==, 0640);
  listing = list_folder (fixture->dir);
  g_assert_cmpstr (listing, ==, "game.akn game.akn.bak");
}

/* A folder where the backup would go is left alone; the save goes ahead
 * and says why there is no backup. */
static void
test_file_backup_folder_in_the_way (Fixture       *fixture,
                                    gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "game.akn");
  g_autofree char *folder = fixture_path (fixture, "game.akn.bak");
  g_autofree char *inside = g_build_filename (folder, "keep.txt", NULL);
  g_autoptr(GPtrArray) first = make_study ();
  g_autoptr(GPtrArray) second = read_fixture ("match.akn", NULL);
  g_autoptr(GPtrArray) loaded = NULL;
  g_autofree char *warning = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_no_errno (g_mkdir (folder, 0700));
  write_text (inside, "keep me\n", -1);
  g_assert_true (save (file, first, &error));
  g_assert_no_error (error);

  for (guint round = 0; round < 2; round++)
    {
      _ak_file_set_hard_links_allowed (round == 0);
      g_assert_true (save_with_warning (file, second, &warning, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (warning, ==, "Saved, but the previous version could not be kept as "
                                    "game.akn.bak: a folder named game.akn.bak is in the way");
      g_clear_pointer (&warning, g_free);
    }

  loaded = load (file, &error);
  g_assert_no_error (error);
  assert_records_equal (second, loaded);
  assert_file_text (inside, "keep me\n", strlen ("keep me\n"));
  listing = list_folder (folder);
  g_assert_cmpstr (listing, ==, "keep.txt");
  g_clear_pointer (&listing, g_free);
  listing = list_folder (fixture->dir);
  g_assert_cmpstr (listing, ==, "game.akn game.akn.bak");
}

/* A name of 255 bytes, as long as a folder allows, saves and reopens:
 * the temporary file's name does not grow with it.  Its backup's name
 * would be too long, which only costs the backup. */
static void
test_file_long_name (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *stem = g_strnfill (255 - strlen (".akn"), 'n');
  g_autofree char *name = g_strconcat (stem, ".akn", NULL);
  g_autoptr(GFile) file = fixture_file (fixture, name);
  g_autoptr(GPtrArray) first = make_study ();
  g_autoptr(GPtrArray) second = read_fixture ("match.akn", NULL);
  g_autoptr(GPtrArray) loaded = NULL;
  g_autofree char *warning = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (strlen (name), ==, 255);
  g_assert_true (save (file, first, &error));
  g_assert_no_error (error);
  loaded = load (file, &error);
  g_assert_no_error (error);
  assert_records_equal (first, loaded);
  g_clear_pointer (&loaded, g_ptr_array_unref);

  g_assert_true (save_with_warning (file, second, &warning, &error));
  g_assert_no_error (error);
  g_test_message ("%s", warning);
  g_assert_nonnull (warning);
  g_assert_true (g_str_has_suffix (warning, ".akn.bak: File name too long"));
  loaded = load (file, &error);
  g_assert_no_error (error);
  assert_records_equal (second, loaded);
  listing = list_folder (fixture->dir);
  g_assert_cmpstr (listing, ==, name);
}

/* A record that the writer turns into text the reader refuses is not
 * saved: the good file on disk stays, and no backup is made. */
static void
test_file_fault_not_readable_back (Fixture       *fixture,
                                   gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "game.akn");
  g_autofree char *path = fixture_path (fixture, "game.akn");
  g_autoptr(GPtrArray) good = read_fixture ("match.akn", NULL);
  g_autoptr(GPtrArray) broken = make_study ();
  g_autofree char *old_text = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  AkGameRecord *record;
  AkGameNode *first_move;
  AkGameNode *reply;
  gsize old_length;

  g_assert_true (save (file, good, &error));
  g_assert_no_error (error);
  old_text = read_text (path, &old_length);

  /* North's reply B becomes c, a hole in South's row: the writer writes
   * it, and the reader rightly refuses North playing it. */
  record = g_ptr_array_index (broken, 0);
  first_move = g_ptr_array_index (record->root->children, 0);
  reply = g_ptr_array_index (first_move->children, 0);
  g_assert_cmpint (reply->move, ==, hole ('B'));
  reply->move = hole ('c');

  g_assert_false (save (file, broken, &error));
  g_assert_error (error, AK_SAVEFILE_ERROR, AK_SAVEFILE_ERROR_NOT_READABLE_BACK);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "Could not save game.akn: "));
  g_assert_nonnull (strstr (error->message, "line "));

  assert_file_text (path, old_text, old_length);
  listing = list_folder (fixture->dir);
  g_assert_cmpstr (listing, ==, "game.akn");
}

/* Sets a tag's value as it is, past the normalisation of
 * ak_game_record_set_tag(): as a bug in some caller might. */
static void
force_tag (AkGameRecord *record,
           const char   *name,
           const char   *value)
{
  for (guint i = 0; i < record->tags->len; i++)
    {
      AkTag *tag = g_ptr_array_index (record->tags, i);

      if (strcmp (tag->name, name) == 0)
        {
          g_free (tag->value);
          tag->value = g_strdup (value);
          return;
        }
    }
  g_assert_not_reached ();
}

/* A game whose text would read back as something else is not saved, and
 * the message names the game and what differs; the file and its backup
 * stay as they were. */
static void
test_file_fault_differs_read_back (Fixture       *fixture,
                                   gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "game.akn");
  g_autofree char *path = fixture_path (fixture, "game.akn");
  g_autofree char *backup = fixture_path (fixture, "game.akn.bak");
  g_autoptr(GPtrArray) first = make_study ();
  g_autoptr(GPtrArray) second = read_fixture ("study.akn", NULL);
  g_autoptr(GPtrArray) broken = read_fixture ("match.akn", NULL);
  g_autofree char *old_backup = NULL;
  g_autofree char *old_text = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  gsize old_backup_length, old_length;

  save_twice (file, first, second, &old_backup, &old_backup_length, &old_text, &old_length);

  /* The writer puts one space between a comment's words: what reads
   * back is not this.  (A tag's tab would be the same, but tags are made
   * one line wherever they are set, the copy a save takes included.) */
  {
    AkGameRecord *second_game = g_ptr_array_index (broken, 1);
    AkGameNode *move = g_ptr_array_index (second_game->root->children, 0);

    /* Past ak_game_node_set_comment(), which would make it one space. */
    g_clear_pointer (&move->comments, g_ptr_array_unref);
    move->comments = g_ptr_array_new_with_free_func (g_free);
    g_ptr_array_add (move->comments, g_strdup ("two  spaces"));
  }
  g_assert_false (save (file, broken, &error));
  g_assert_error (error, AK_SAVEFILE_ERROR, AK_SAVEFILE_ERROR_NOT_READABLE_BACK);
  g_assert_cmpstr (error->message, ==, "Could not save game.akn: game 2: the comments did not "
                                       "read back as written, so nothing was written");

  assert_file_text (path, old_text, old_length);
  assert_file_text (backup, old_backup, old_backup_length);
  listing = list_folder (fixture->dir);
  g_assert_cmpstr (listing, ==, "game.akn game.akn.bak");
}

/* The first difference between two records, for the message above. */
static void
test_file_record_difference (void)
{
  g_autoptr(GPtrArray) match = read_fixture ("match.akn", NULL);
  const AkGameRecord *original = g_ptr_array_index (match, 0);
  const char *tag = "";
  guint nag = 1;

  for (guint change = 0; change <= 9; change++)
    {
      g_autoptr(AkGameRecord) copy = ak_game_record_copy (original);
      AkGameNode *first_move = g_ptr_array_index (copy->root->children, 0);
      AkGameNode *variation = g_ptr_array_index (copy->root->children, 1);
      AkRecordDifference expected;
      const char *expected_tag = NULL;

      switch (change)
        {
        case 0:
          expected = AK_RECORD_DIFFERENCE_NONE;
          break;
        case 1:
          force_tag (copy, "Site", "Matanzas");
          expected = AK_RECORD_DIFFERENCE_TAG;
          expected_tag = "Site";
          break;
        case 2:
          /* A roster tag left out is its unknown value, not “Abuela”. */
          g_assert_true (ak_game_record_remove_tag (copy, "South"));
          expected = AK_RECORD_DIFFERENCE_TAG;
          expected_tag = "South";
          break;
        case 3:
          copy->rules.match_end_n++;
          expected = AK_RECORD_DIFFERENCE_RULES;
          break;
        case 4:
          copy->start.holes[0]++;
          expected = AK_RECORD_DIFFERENCE_START;
          break;
        case 5:
          g_free (copy->result);
          copy->result = g_strdup ("*");
          expected = AK_RECORD_DIFFERENCE_RESULT;
          break;
        case 6:
          ak_game_node_set_comment (first_move, "a loud start");
          expected = AK_RECORD_DIFFERENCE_COMMENTS;
          break;
        case 7:
          first_move->suffix = g_strdup ("!");
          expected = AK_RECORD_DIFFERENCE_ANNOTATIONS;
          break;
        case 8:
          first_move->nags = g_array_new (FALSE, FALSE, sizeof (guint));
          g_array_append_val (first_move->nags, nag);
          expected = AK_RECORD_DIFFERENCE_ANNOTATIONS;
          break;
        case 9:
        default:
          /* A variation gone. */
          ak_game_node_remove (variation);
          expected = AK_RECORD_DIFFERENCE_MOVES;
          break;
        }

      g_assert_cmpint (ak_game_record_find_difference (original, copy, &tag), ==, expected);
      g_assert_cmpstr (tag, ==, expected_tag);
      g_assert_cmpint (ak_game_record_find_difference (copy, original, NULL), ==, expected);
      g_assert_true (ak_game_record_equal (original, copy) ==
                     (expected == AK_RECORD_DIFFERENCE_NONE));
    }
}

/* -------------------------------------------------------------------------
 * Renames that fail, temporaries left behind, folders that cannot be
 * entered
 */

/* The rename that puts the new file in place fails, as it does over an
 * immutable or append-only target: the old file and the older backup are
 * both as they were, whether the backup would have been a hard link or a
 * copy, and nothing is left behind. */
static void
test_file_fault_rename (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "game.akn");
  g_autofree char *path = fixture_path (fixture, "game.akn");
  g_autofree char *backup = fixture_path (fixture, "game.akn.bak");
  g_autoptr(GPtrArray) first = make_study ();
  g_autoptr(GPtrArray) second = read_fixture ("study.akn", NULL);
  g_autoptr(GPtrArray) third = read_fixture ("match.akn", NULL);
  g_autofree char *old_backup = NULL;
  g_autofree char *old_text = NULL;
  gsize old_backup_length, old_length;

  save_twice (file, first, second, &old_backup, &old_backup_length, &old_text, &old_length);

  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(GPtrArray) loaded = NULL;
      g_autofree char *listing = NULL;
      g_autoptr(GError) error = NULL;

      _ak_file_set_hard_links_allowed (round == 0);
      _ak_file_set_failing_rename (AK_FILE_STEP_TARGET, EPERM);
      g_assert_false (save (file, third, &error));
      _ak_file_set_failing_rename (AK_FILE_STEP_TARGET, 0);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
      g_assert_cmpstr (error->message, ==, "Could not save game.akn: Operation not permitted");
      g_clear_error (&error);

      assert_file_text (path, old_text, old_length);
      assert_file_text (backup, old_backup, old_backup_length);
      listing = list_folder (fixture->dir);
      g_assert_cmpstr (listing, ==, "game.akn game.akn.bak");
      loaded = load (file, &error);
      g_assert_no_error (error);
      assert_records_equal (second, loaded);
    }
}

/* The new file is in place but its old version cannot be renamed to
 * NAME.bak: the save says so, the older backup stays, and the hard link
 * or copy made for it goes. */
static void
test_file_fault_backup_rename (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "game.akn");
  g_autofree char *backup = fixture_path (fixture, "game.akn.bak");
  g_autoptr(GPtrArray) first = make_study ();
  g_autoptr(GPtrArray) second = read_fixture ("study.akn", NULL);
  g_autoptr(GPtrArray) third = read_fixture ("match.akn", NULL);
  g_autofree char *old_backup = NULL;
  g_autofree char *old_text = NULL;
  gsize old_backup_length, old_length;

  save_twice (file, first, second, &old_backup, &old_backup_length, &old_text, &old_length);

  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(GPtrArray) loaded = NULL;
      g_autofree char *listing = NULL;
      g_autofree char *warning = NULL;
      g_autoptr(GError) error = NULL;

      _ak_file_set_hard_links_allowed (round == 0);
      _ak_file_set_failing_rename (AK_FILE_STEP_BACKUP, EPERM);
      g_assert_true (save_with_warning (file, third, &warning, &error));
      _ak_file_set_failing_rename (AK_FILE_STEP_BACKUP, 0);
      g_assert_no_error (error);
      g_assert_cmpstr (warning, ==, "Saved, but the previous version could not be kept as "
                                    "game.akn.bak: Operation not permitted");

      assert_file_text (backup, old_backup, old_backup_length);
      listing = list_folder (fixture->dir);
      g_assert_cmpstr (listing, ==, "game.akn game.akn.bak");
      loaded = load (file, &error);
      g_assert_no_error (error);
      assert_records_equal (third, loaded);
    }
}

/* NAME.bak already is a hard link of the file (made by hand, or by a
 * backup tool): renaming one link of a file over another does nothing,
 * so the temporary link made for the backup must be removed, not left. */
static void
test_file_backup_already_linked (Fixture       *fixture,
                                 gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "game.akn");
  g_autofree char *path = fixture_path (fixture, "game.akn");
  g_autofree char *backup = fixture_path (fixture, "game.akn.bak");
  g_autoptr(GPtrArray) first = make_study ();
  g_autoptr(GPtrArray) second = read_fixture ("match.akn", NULL);
  g_autoptr(GPtrArray) loaded = NULL;
  g_autofree char *old_text = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  gsize old_length;

  g_assert_true (save (file, first, &error));
  g_assert_no_error (error);
  old_text = read_text (path, &old_length);
  g_assert_no_errno (link (path, backup));

  g_assert_true (save (file, second, &error));
  g_assert_no_error (error);
  assert_file_text (backup, old_text, old_length);
  listing = list_folder (fixture->dir);
  g_assert_cmpstr (listing, ==, "game.akn game.akn.bak");
  loaded = load (file, &error);
  g_assert_no_error (error);
  assert_records_equal (second, loaded);
}

static void
make_temporary (const char *folder,
                const char *name)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);

  write_text (path, "half a game\n", -1);
}

/* Saves killed part-way leave their temporary files: the next save in the
 * folder, and the start in the autosave folder, remove those that are
 * stale.  Only files of our exact name pattern, regular, ours and
 * unchanged for a while: a newer one may be another save's, at work. */
static void
test_file_stale_temporaries (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr(GFile) file = fixture_file (fixture, "game.akn");
  g_autofree char *outside = fixture_path (fixture, "outside");
  g_autofree char *victim = g_build_filename (outside, "victim.akn", NULL);
  g_autofree char *link_path = fixture_path (fixture, ".ak-Link00.tmp");
  g_autofree char *folder_path = fixture_path (fixture, ".ak-Dir000.tmp");
  g_autofree char *theirs = fixture_path (fixture, ".ak-Other0.tmp");
  g_autofree char *state = autosave_folder ();
  g_autoptr(GPtrArray) first = make_study ();
  g_autoptr(GPtrArray) second = read_fixture ("match.akn", NULL);
  g_autoptr(GPtrArray) restored = NULL;
  g_autofree char *listing = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  gboolean other_owner = FALSE;
  gint64 before;

  g_assert_true (save (file, first, &error));
  g_assert_no_error (error);

  /* Stale: */
  make_temporary (fixture->dir, ".ak-Stale0.tmp");
  make_temporary (fixture->dir, ".ak-z9Y8x7.tmp");
  /* Not ours, or not plain files, however old: */
  make_temporary (fixture->dir, ".ak-Stale0.tmp~");
  make_temporary (fixture->dir, ".ak-Short.tmp");
  make_temporary (fixture->dir, ".ak-Not_Me.tmp");
  make_temporary (fixture->dir, "ak-Hidden.tmp");
  make_temporary (fixture->dir, ".ak-Stale0.akn");
  g_assert_no_errno (g_mkdir (outside, 0700));
  write_text (victim, "someone's game\n", -1);
  g_assert_no_errno (symlink (victim, link_path));
  g_assert_no_errno (g_mkdir (folder_path, 0700));
  make_temporary (fixture->dir, ".ak-Other0.tmp");
  if (geteuid () == 0)
    other_owner = chown (theirs, 65534, 65534) == 0;
  if (!other_owner)
    g_assert_no_errno (g_unlink (theirs));

  g_assert_no_errno (g_mkdir_with_parents (state, 0700));
  make_temporary (state, ".ak-Stale1.tmp");

  /* File times come from a coarse clock: keep well clear of it. */
  g_usleep (50 * G_TIME_SPAN_MILLISECOND);
  before = g_get_real_time ();
  g_usleep (50 * G_TIME_SPAN_MILLISECOND);

  /* Recent: another save's, perhaps at work. */
  make_temporary (fixture->dir, ".ak-Fresh0.tmp");
  make_temporary (state, ".ak-Fresh1.tmp");

  _ak_file_set_stale_before (before);
  g_assert_true (save (file, second, &error));
  g_assert_no_error (error);
  restored = restore (NULL, &error);
  _ak_file_set_stale_before (0);
  g_assert_no_error (error);
  g_assert_null (restored);

  listing = list_folder (fixture->dir);
  expected = g_strdup_printf (".ak-Dir000.tmp .ak-Fresh0.tmp .ak-Link00.tmp .ak-Not_Me.tmp%s "
                              ".ak-Short.tmp .ak-Stale0.akn .ak-Stale0.tmp~ ak-Hidden.tmp "
                              "game.akn game.akn.bak outside",
                              other_owner ? " .ak-Other0.tmp" : "");
  g_assert_cmpstr (listing, ==, expected);
  assert_file_text (victim, "someone's game\n", strlen ("someone's game\n"));
  g_clear_pointer (&listing, g_free);
  listing = list_folder (state);
  g_assert_cmpstr (listing, ==, ".ak-Fresh1.tmp autosave.lock");

  /* By default only what is minutes old is stale. */
  g_assert_true (save (file, first, &error));
  g_assert_no_error (error);
  g_clear_pointer (&listing, g_free);
  listing = list_folder (fixture->dir);
  g_assert_nonnull (strstr (listing, ".ak-Fresh0.tmp"));
}

/* Saving into a folder that cannot be entered (chmod 000) says
 * “Permission denied”, naming the folder, and touches nothing. */
static void
save_into_locked_folder (Fixture *fixture)
{
  g_autofree char *locked = fixture_path (fixture, "locked");
  g_autofree char *inside = g_build_filename (locked, "game.akn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (inside);
  g_autoptr(GPtrArray) records = make_study ();
  g_autofree char *expected = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_no_errno (g_mkdir (locked, 0700));
  write_text (inside, "old game\n", -1);
  g_assert_no_errno (g_chmod (locked, 0));

  g_assert_false (save (file, records, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  expected = g_strdup_printf ("Could not save game.akn: the folder %s cannot be written to: "
                              "Permission denied", locked);
  g_assert_cmpstr (error->message, ==, expected);

  g_assert_no_errno (g_chmod (locked, 0700));
  assert_file_text (inside, "old game\n", strlen ("old game\n"));
  listing = list_folder (locked);
  g_assert_cmpstr (listing, ==, "game.akn");
}

static void
test_file_fault_folder_not_entered (Fixture       *fixture,
                                    gconstpointer  data)
{
  if (geteuid () != 0)
    {
      save_into_locked_folder (fixture);
      return;
    }

  /* Permissions do not stop root: the save is made as the nobody user,
   * in a folder of its own, root only while it sets that up and after.
   * The effective IDs change for every thread, the save's worker too. */
  g_assert_no_errno (g_chmod (test_root, 0711));
  g_assert_no_errno (chown (fixture->dir, 65534, 65534));
  if (setegid (65534) != 0 || seteuid (65534) != 0)
    {
      g_assert_no_errno (setegid (0));
      g_test_skip ("root cannot take the nobody user's identity here");
      return;
    }
  save_into_locked_folder (fixture);
  g_assert_no_errno (seteuid (0));
  g_assert_no_errno (setegid (0));
  g_assert_no_errno (g_chmod (test_root, 0700));
}

int
main (int   argc,
      char *argv[])
{
  file_test_init (&argc, &argv);

  add_test ("/ak/model/file/backup", test_file_backup);
  add_test ("/ak/model/file/symlink", test_file_symlink);
  add_test ("/ak/model/file/symlink/chain", test_file_symlink_chain);
  add_test ("/ak/model/file/symlink/too-many", test_file_symlink_too_many);
  add_test ("/ak/model/file/symlink/through-folder", test_file_symlink_through_folder);
  add_test ("/ak/model/file/permissions", test_file_permissions);
  add_test ("/ak/model/file/fault/unwritable-folder", test_file_fault_unwritable_folder);
  add_test ("/ak/model/file/fault/not-a-folder", test_file_fault_not_a_folder);
  add_test ("/ak/model/file/fault/target-is-folder", test_file_fault_target_is_folder);
  add_test ("/ak/model/file/fault/interrupted", test_file_fault_interrupted);
  add_test ("/ak/model/file/fault/backup-disk-full", test_file_fault_backup_disk_full);
  add_test ("/ak/model/file/backup/hard-link", test_file_backup_hard_link);
  add_test ("/ak/model/file/backup/copy", test_file_backup_copy);
  add_test ("/ak/model/file/backup/folder-in-the-way", test_file_backup_folder_in_the_way);
  add_test ("/ak/model/file/long-name", test_file_long_name);
  add_test ("/ak/model/file/fault/not-readable-back", test_file_fault_not_readable_back);
  add_test ("/ak/model/file/fault/differs-read-back", test_file_fault_differs_read_back);
  add_test ("/ak/model/file/fault/rename", test_file_fault_rename);
  add_test ("/ak/model/file/fault/backup-rename", test_file_fault_backup_rename);
  add_test ("/ak/model/file/backup/already-linked", test_file_backup_already_linked);
  add_test ("/ak/model/file/stale-temporaries", test_file_stale_temporaries);
  add_test ("/ak/model/file/fault/folder-not-entered", test_file_fault_folder_not_entered);
  g_test_add_func ("/ak/model/file/record-difference", test_file_record_difference);

  return file_test_run ();
}
