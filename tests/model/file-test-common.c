/* file-test-common.c — what the AKN file test programs share: running
 * an asynchronous load, save or autosave to its end, fixtures in a
 * folder of their own, a stream that fails as a full disk does, and
 * the run's own state folder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
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

#define TIMEOUT_SECONDS 60

/* Every file of the run lives under this folder, removed at the end.
 * XDG_STATE_HOME points into it too (see main()). */
char *test_root;
GThread *test_thread;

/* -------------------------------------------------------------------------
 * Running an asynchronous call to its end
 */

void
waiter_init (Waiter *waiter)
{
  /* A context of our own, pushed as the thread default, so done_cb can
   * check that results come back to it and not to some other one. */
  waiter->context = g_main_context_new ();
  waiter->results = g_ptr_array_new_with_free_func (g_object_unref);
  g_main_context_push_thread_default (waiter->context);
}

void
waiter_clear (Waiter *waiter)
{
  g_main_context_pop_thread_default (waiter->context);
  g_clear_pointer (&waiter->results, g_ptr_array_unref);
  g_clear_pointer (&waiter->context, g_main_context_unref);
}

void
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
GAsyncResult *
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

GPtrArray *
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

gboolean
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
gboolean
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

gboolean
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

GPtrArray *
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

gboolean
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

void
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
char *
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

char *
read_text (const char *path,
           gsize      *length)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, length, &error);
  g_assert_no_error (error);

  return text;
}

void
write_text (const char *path,
            const char *text,
            gssize      length)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, length, &error);
  g_assert_no_error (error);
}

void
assert_file_text (const char *path,
                  const char *expected,
                  gsize       expected_length)
{
  g_autofree char *text = NULL;
  gsize length;

  text = read_text (path, &length);
  g_assert_cmpmem (text, length, expected, expected_length);
}

GPtrArray *
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

void
assert_records_equal (GPtrArray *a,
                      GPtrArray *b)
{
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    g_assert_true (ak_game_record_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)));
}

void
play (AkGame *game,
      int     move)
{
  g_autofree char *reason = NULL;

  g_assert_cmpint (ak_game_play (game, move, &reason), ==, AK_VERDICT_LEGAL);
}

int
hole (char letter)
{
  return letter >= 'a' ? letter - 'a' : letter - 'A' + 6;
}

/* A study: a main line with two variations, comments, a glyph and a
 * suffix, built through AkGame as the app builds one. */
GPtrArray *
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

void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->dir = g_build_filename (test_root, "test-XXXXXX", NULL);
  g_assert_nonnull (g_mkdtemp (fixture->dir));
}

void
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

char *
fixture_path (Fixture    *fixture,
              const char *name)
{
  return g_build_filename (fixture->dir, name, NULL);
}

GFile *
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

GOutputStream *
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
void
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
 * The autosave folder and registering tests
 */

char *
autosave_folder (void)
{
  return g_build_filename (test_root, "state", "adji-kui", NULL);
}

void
add_test (const char *path,
          void      (*func) (Fixture *, gconstpointer))
{
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down);
}

/* -------------------------------------------------------------------------
 * The run
 */

void
file_test_init (int    *argc,
                char ***argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *state = NULL;

  /* g_get_user_state_dir() reads XDG_STATE_HOME once and keeps it, so it
   * is set for the whole run, before anything asks, to a folder of ours. */
  test_root = g_dir_make_tmp ("adji-kui-test-file-XXXXXX", &error);
  g_assert_no_error (error);
  state = g_build_filename (test_root, "state", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  test_thread = g_thread_self ();

  g_test_init (argc, argv, NULL);
}

int
file_test_run (void)
{
  int status;

  status = g_test_run ();

  remove_tree (test_root);
  g_clear_pointer (&test_root, g_free);

  return status;
}
