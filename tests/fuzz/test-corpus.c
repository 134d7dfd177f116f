/* test-corpus.c — replays the AKN fuzzing corpus in the normal test suite
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * G_LOG_DOMAIN comes from tests/fuzz/meson.build.
 *
 * Every file in tests/fuzz/corpus/ (the seeds of fuzz-akn.c and every input
 * the fuzzer ever found to crash, hang or break a property) goes through
 * the same check as in the fuzzer, so a fixed bug stays fixed without a
 * clang build.
 */

#include "config.h"

#include <string.h>

#include "akn-check.h"

static void
test_corpus_file (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  g_assert_no_error (error);
  akn_check ((const guint8 *) text, length);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = NULL;
  GDir *dir;
  const char *name;

  g_test_init (&argc, &argv, NULL);

  folder = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", NULL);
  dir = g_dir_open (folder, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (name[0] != '.')
      g_ptr_array_add (names, g_strdup (name));
  g_dir_close (dir);

  /* A corpus that went missing must not pass as an empty one. */
  g_assert_cmpuint (names->len, >, 0);
  g_ptr_array_sort (names, compare_names);

  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);
      g_autofree char *test_path = g_strconcat ("/ak/engine/notation/fuzz-corpus/", file, NULL);

      g_test_add_data_func_full (test_path, g_build_filename (folder, file, NULL),
                                 test_corpus_file, g_free);
    }

  return g_test_run ();
}
