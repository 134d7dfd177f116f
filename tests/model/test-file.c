/* test-file.c — loading and saving AKN files without losing anything
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-file"

#include "config.h"

#include "ak-model.h"
#include "ak-file-private.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#define TIMEOUT_SECONDS 60

/* Every file of the run lives under this folder, removed at the end.
 * XDG_STATE_HOME points into it too (see main()). */
static char *test_root;
static GThread *test_thread;

/* -------------------------------------------------------------------------
 * Running an asynchronous call to its end
 */

typedef struct
{
  GMainContext *context;
  GPtrArray    *results;    /* GAsyncResult, in the order they came */
} Waiter;

static void
waiter_init (Waiter *waiter)
{
  /* A context of our own, pushed as the thread default, so done_cb can
   * check that results come back to it and not to some other one. */
  waiter->context = g_main_context_new ();
  waiter->results = g_ptr_array_new_with_free_func (g_object_unref);
  g_main_context_push_thread_default (waiter->context);
}

static void
waiter_clear (Waiter *waiter)
{
  g_main_context_pop_thread_default (waiter->context);
  g_clear_pointer (&waiter->results, g_ptr_array_unref);
  g_clear_pointer (&waiter->context, g_main_context_unref);
}

static void
done_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Waiter *waiter = user_data;

  /* The callback runs on the caller's thread, from the caller's main
   * context: never on the worker thread. */
  g_assert_true (g_thread_self () == test_thread);
  g_assert_true (g_main_context_is_owner (waiter->context));
  g_assert_true (g_main_context_get_thread_default () == waiter->context);
  g_assert_null (source);

  g_ptr_array_add (waiter->results, g_object_ref (result));
}

static gboolean
timeout_cb (gpointer user_data)
{
  g_error ("an asynchronous file operation did not finish in %d seconds", TIMEOUT_SECONDS);
  return G_SOURCE_REMOVE;
}

/* Iterates the waiter's context until n results came; returns the nth. */
static GAsyncResult *
waiter_wait (Waiter *waiter,
             guint   n)
{
  g_autoptr(GSource) timeout = g_timeout_source_new_seconds (TIMEOUT_SECONDS);

  g_source_set_callback (timeout, timeout_cb, NULL, NULL);
  g_source_attach (timeout, waiter->context);
  while (waiter->results->len < n)
    g_main_context_iteration (waiter->context, TRUE);
  g_source_destroy (timeout);

  return g_ptr_array_index (waiter->results, n - 1);
}

static GPtrArray *
load (GFile   *file,
      GError **error)
{
  Waiter waiter;
  GPtrArray *records;

  waiter_init (&waiter);
  ak_file_load_async (file, NULL, done_cb, &waiter);
  records = ak_file_load_finish (waiter_wait (&waiter, 1), error);
  waiter_clear (&waiter);

  return records;
}

static gboolean
save_with_warning (GFile      *file,
                   GPtrArray  *records,
                   char      **warning,
                   GError    **error)
{
  Waiter waiter;
  gboolean ok;

  waiter_init (&waiter);
  ak_file_save_async (file, records, NULL, done_cb, &waiter);
  ok = ak_file_save_finish (waiter_wait (&waiter, 1), warning, error);
  waiter_clear (&waiter);

  return ok;
}

/* A save that goes as it should: nothing to warn about. */
static gboolean
save (GFile     *file,
      GPtrArray *records,
      GError   **error)
{
  g_autofree char *warning = NULL;
  gboolean ok;

  ok = save_with_warning (file, records, &warning, error);
  g_assert_null (warning);

  return ok;
}

static gboolean
autosave (GPtrArray *records,
          GError   **error)
{
  Waiter waiter;
  gboolean ok;

  waiter_init (&waiter);
  ak_file_autosave_async (records, NULL, done_cb, &waiter);
  ok = ak_file_autosave_finish (waiter_wait (&waiter, 1), error);
  waiter_clear (&waiter);

  return ok;
}

static GPtrArray *
restore (GFile  **moved_aside,
         GError **error)
{
  Waiter waiter;
  GPtrArray *records;

  waiter_init (&waiter);
  ak_file_restore_autosave_async (NULL, done_cb, &waiter);
  records = ak_file_restore_autosave_finish (waiter_wait (&waiter, 1), moved_aside, error);
  waiter_clear (&waiter);

  return records;
}

static gboolean
clear_autosave (GError **error)
{
  Waiter waiter;
  gboolean ok;

  waiter_init (&waiter);
  ak_file_clear_autosave_async (NULL, done_cb, &waiter);
  ok = ak_file_clear_autosave_finish (waiter_wait (&waiter, 1), error);
  waiter_clear (&waiter);

  return ok;
}

/* -------------------------------------------------------------------------
 * Files and games
 */

static void
remove_tree (const char *path)
{
  GStatBuf st;

  if (g_lstat (path, &st) != 0)
    return;

  if (S_ISDIR (st.st_mode))
    {
      g_autoptr(GDir) dir = NULL;
      const char *name;

      /* A test may have left it read-only. */
      g_chmod (path, 0700);
      dir = g_dir_open (path, 0, NULL);
      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          remove_tree (child);
        }
      g_assert_no_errno (g_rmdir (path));
    }
  else
    g_assert_no_errno (g_unlink (path));
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The sorted names in a folder, to show that nothing was left behind. */
static char *
list_folder (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, (char *) name);
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);

  return g_strjoinv (" ", (char **) names->pdata);
}

static char *
read_text (const char *path,
           gsize      *length)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, length, &error);
  g_assert_no_error (error);

  return text;
}

static void
write_text (const char *path,
            const char *text,
            gssize      length)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, length, &error);
  g_assert_no_error (error);
}

static void
assert_file_text (const char *path,
                  const char *expected,
                  gsize       expected_length)
{
  g_autofree char *text = NULL;
  gsize length;

  text = read_text (path, &length);
  g_assert_cmpmem (text, length, expected, expected_length);
}

static GPtrArray *
read_fixture (const char  *name,
              char       **text)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *records;

  contents = read_text (path, NULL);
  records = ak_notation_read (contents, -1, NULL, &error);
  g_assert_no_error (error);
  if (text != NULL)
    *text = g_steal_pointer (&contents);

  return records;
}

static void
assert_records_equal (GPtrArray *a,
                      GPtrArray *b)
{
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    g_assert_true (ak_game_record_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)));
}

static void
play (AkGame *game,
      int     move)
{
  g_autofree char *reason = NULL;

  g_assert_cmpint (ak_game_play (game, move, &reason), ==, AK_VERDICT_LEGAL);
}

static int
hole (char letter)
{
  return letter >= 'a' ? letter - 'a' : letter - 'A' + 6;
}

/* A study: a main line with two variations, comments, a glyph and a
 * suffix, built through AkGame as the app builds one. */
static GPtrArray *
make_study (void)
{
  g_autoptr(AkGame) game = NULL;
  AkRules rules;
  AkPosition start;
  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
  guint nag = 3;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  game = ak_game_new (&rules, &start);
  ak_game_set_south_name (game, "Ana");
  ak_game_set_north_name (game, "Luis");
  ak_game_set_tag (game, "Event", "Study of the opening");

  play (game, hole ('a'));
  ak_game_set_comment (game, ak_game_get_current_node (game), "the usual start");
  play (game, hole ('B'));
  ak_game_set_nags (game, ak_game_get_current_node (game), &nag, 1);
  play (game, hole ('c'));
  ak_game_set_suffix (game, ak_game_get_current_node (game), "!?");

  /* Variations: North's E instead of B, then South's d instead of c. */
  ak_game_undo (game);
  play (game, hole ('d'));
  ak_game_set_comment (game, ak_game_get_current_node (game), "sharper, with a capture");
  ak_game_go_first (game);
  play (game, hole ('a'));
  play (game, hole ('E'));
  play (game, hole ('a'));

  g_ptr_array_add (records, ak_game_dup_record (game));
  g_assert_cmpuint (ak_game_record_count_moves (g_ptr_array_index (records, 0)), ==, 6);

  return records;
}

typedef struct
{
  char *dir;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->dir = g_build_filename (test_root, "test-XXXXXX", NULL);
  g_assert_nonnull (g_mkdtemp (fixture->dir));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  remove_tree (fixture->dir);
  g_clear_pointer (&fixture->dir, g_free);

  /* Also the autosave folder, so each test starts without one, and with
   * no slot held, as a new process. */
  _ak_file_reset_autosave_slot ();
  {
    g_autoptr(GFile) file = ak_file_get_autosave_file ();
    g_autoptr(GFile) parent = g_file_get_parent (file);
    g_autofree char *path = g_file_get_path (parent);

    remove_tree (path);
  }
  _ak_file_set_stream_filter (NULL, NULL);
  _ak_file_set_hard_links_allowed (TRUE);
  _ak_file_set_failing_rename (AK_FILE_STEP_TARGET, 0);
  _ak_file_set_stale_before (0);
}

static char *
fixture_path (Fixture    *fixture,
              const char *name)
{
  return g_build_filename (fixture->dir, name, NULL);
}

static GFile *
fixture_file (Fixture    *fixture,
              const char *name)
{
  g_autofree char *path = fixture_path (fixture, name);

  return g_file_new_for_path (path);
}

/* A stream that takes `budget` bytes and then fails as a full disk does,
 * put in front of the temporary file by _ak_file_set_stream_filter(). */

#define TEST_TYPE_FAILING_STREAM (test_failing_stream_get_type ())

G_DECLARE_FINAL_TYPE (TestFailingStream, test_failing_stream, TEST, FAILING_STREAM,
                      GFilterOutputStream)

struct _TestFailingStream
{
  GFilterOutputStream parent_instance;
  gsize               budget;
};

G_DEFINE_FINAL_TYPE (TestFailingStream, test_failing_stream, G_TYPE_FILTER_OUTPUT_STREAM)

static gssize
test_failing_stream_write (GOutputStream  *stream,
                           const void     *buffer,
                           gsize           count,
                           GCancellable   *cancellable,
                           GError        **error)
{
  TestFailingStream *self = TEST_FAILING_STREAM (stream);
  GOutputStream *base = g_filter_output_stream_get_base_stream (G_FILTER_OUTPUT_STREAM (stream));
  gssize written;

  if (self->budget == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                           "No space left on device (simulated)");
      return -1;
    }

  written = g_output_stream_write (base, buffer, MIN (count, self->budget), cancellable, error);
  if (written > 0)
    self->budget -= (gsize) written;

  return written;
}

static void
test_failing_stream_class_init (TestFailingStreamClass *klass)
{
  G_OUTPUT_STREAM_CLASS (klass)->write_fn = test_failing_stream_write;
}

static void
test_failing_stream_init (TestFailingStream *self)
{
}

typedef struct
{
  gsize       budget;
  GThread    *thread;   /* the thread that wrote */
  guint       n_calls;
  AkFileStep  step;     /* the file to fail */
  guint       n_other;  /* streams of the other step, passed on */
} FailingFilter;

static GOutputStream *
failing_filter (GOutputStream *stream,
                AkFileStep     step,
                gpointer       user_data)
{
  FailingFilter *filter = user_data;
  TestFailingStream *failing;

  if (step != filter->step)
    {
      filter->n_other++;
      return stream;
    }

  failing = g_object_new (TEST_TYPE_FAILING_STREAM, "base-stream", stream, NULL);
  failing->budget = filter->budget;
  filter->thread = g_thread_self ();
  filter->n_calls++;
  g_object_unref (stream);

  return G_OUTPUT_STREAM (failing);
}

/* Saves first and then second to path, so that path holds second's text
 * and path.bak first's; returns both texts. */
static void
save_twice (GFile      *file,
            GPtrArray  *first,
            GPtrArray  *second,
            char      **first_text,
            gsize      *first_length,
            char      **second_text,
            gsize      *second_length)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *backup = g_strconcat (path, ".bak", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (save (file, first, &error));
  g_assert_no_error (error);
  *first_text = read_text (path, first_length);
  g_assert_true (save (file, second, &error));
  g_assert_no_error (error);
  *second_text = read_text (path, second_length);
  assert_file_text (backup, *first_text, *first_length);
}

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

/* -------------------------------------------------------------------------
 * Autosave
 */

static char *
autosave_folder (void)
{
  return g_build_filename (test_root, "state", "adji-kui", NULL);
}

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

static void
add_test (const char *path,
          void      (*func) (Fixture *, gconstpointer))
{
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down);
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
  g_autoptr(GError) error = NULL;
  g_autofree char *state = NULL;
  int status;

  /* g_get_user_state_dir() reads XDG_STATE_HOME once and keeps it, so it
   * is set for the whole run, before anything asks, to a folder of ours. */
  test_root = g_dir_make_tmp ("adji-kui-test-file-XXXXXX", &error);
  g_assert_no_error (error);
  state = g_build_filename (test_root, "state", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  test_thread = g_thread_self ();

  g_test_init (&argc, &argv, NULL);

  add_test ("/ak/model/file/round-trip/study", test_file_round_trip_study);
  add_test ("/ak/model/file/control-characters-in-tags", test_file_control_characters_in_tags);
  add_test ("/ak/model/file/round-trip/match", test_file_round_trip_match);
  add_test ("/ak/model/file/records-copied", test_file_records_copied);
  add_test ("/ak/model/file/backup", test_file_backup);
  add_test ("/ak/model/file/symlink", test_file_symlink);
  add_test ("/ak/model/file/symlink/chain", test_file_symlink_chain);
  add_test ("/ak/model/file/symlink/too-many", test_file_symlink_too_many);
  add_test ("/ak/model/file/symlink/through-folder", test_file_symlink_through_folder);
  add_test ("/ak/model/file/permissions", test_file_permissions);
  add_test ("/ak/model/file/cancelled", test_file_cancelled);
  add_test ("/ak/model/file/fault/unwritable-folder", test_file_fault_unwritable_folder);
  add_test ("/ak/model/file/fault/not-a-folder", test_file_fault_not_a_folder);
  add_test ("/ak/model/file/fault/target-is-folder", test_file_fault_target_is_folder);
  add_test ("/ak/model/file/fault/truncated", test_file_fault_truncated);
  add_test ("/ak/model/file/fault/location", test_file_fault_location);
  add_test ("/ak/model/file/fault/random-bytes", test_file_fault_random_bytes);
  add_test ("/ak/model/file/fault/missing", test_file_fault_missing);
  add_test ("/ak/model/file/fault/vanishing", test_file_fault_vanishing);
  add_test ("/ak/model/file/fault/too-large", test_file_fault_too_large);
  add_test ("/ak/model/file/fault/interrupted", test_file_fault_interrupted);
  add_test ("/ak/model/file/fault/not-a-file", test_file_fault_not_a_file);
  add_test ("/ak/model/file/read-bytes-cap", test_file_read_bytes_cap);
  add_test ("/ak/model/file/fault/backup-disk-full", test_file_fault_backup_disk_full);
  add_test ("/ak/model/file/backup/hard-link", test_file_backup_hard_link);
  add_test ("/ak/model/file/backup/copy", test_file_backup_copy);
  add_test ("/ak/model/file/backup/folder-in-the-way", test_file_backup_folder_in_the_way);
  add_test ("/ak/model/file/long-name", test_file_long_name);
  add_test ("/ak/model/file/fault/not-readable-back", test_file_fault_not_readable_back);
  add_test ("/ak/model/file/fault/differs-read-back", test_file_fault_differs_read_back);
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
  add_test ("/ak/model/file/fault/rename", test_file_fault_rename);
  add_test ("/ak/model/file/fault/backup-rename", test_file_fault_backup_rename);
  add_test ("/ak/model/file/backup/already-linked", test_file_backup_already_linked);
  add_test ("/ak/model/file/stale-temporaries", test_file_stale_temporaries);
  add_test ("/ak/model/file/fault/folder-not-entered", test_file_fault_folder_not_entered);

  g_test_add_func ("/ak/model/file/read-text", test_file_read_text);
  g_test_add_func ("/ak/model/file/record-difference", test_file_record_difference);

  status = g_test_run ();

  remove_tree (test_root);
  g_clear_pointer (&test_root, g_free);

  return status;
}
