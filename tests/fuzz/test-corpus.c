/* test-corpus.c — replays the fuzzing corpora in the normal test suite
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * G_LOG_DOMAIN comes from tests/fuzz/meson.build.
 *
 * Every file in each harness's corpus folder (its seeds and every input
 * the fuzzer ever found to crash, hang or break a property) goes through
 * the same check as in the fuzzer, so a fixed bug stays fixed without a
 * clang build:
 *
 *   corpus/           the AKN reader and writer (akn-check.h)
 *   corpus-position/  the position-string parser (position-check.h)
 *   corpus-rules/     the rule-string parser (rules-check.h)
 *   corpus-model/     AkGame's study operations (model-check.h)
 */

#include "config.h"

#include <string.h>

#include "akn-check.h"
#include "model-check.h"
#include "position-check.h"
#include "rules-check.h"

typedef void (*CheckFunc) (const guint8 *data,
                           gsize         size);

typedef struct
{
  const char *folder;    /* under tests/fuzz */
  const char *test_path; /* the GTest path of its files, up to their names */
  CheckFunc   check;
} Corpus;

static const Corpus corpora[] = {
  { "corpus", "/ak/engine/notation/fuzz-corpus/", akn_check },
  { "corpus-position", "/ak/engine/position/fuzz-corpus/", position_check },
  { "corpus-rules", "/ak/engine/rules/fuzz-corpus/", rules_check },
  { "corpus-model", "/ak/model/game/fuzz-corpus/", model_check },
};

typedef struct
{
  char      *path;
  CheckFunc  check;
} CorpusFile;

static void
corpus_file_free (gpointer data)
{
  CorpusFile *file = data;

  g_free (file->path);
  g_free (file);
}

static void
test_corpus_file (gconstpointer data)
{
  const CorpusFile *file = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (file->path, &text, &length, &error));
  g_assert_no_error (error);
  file->check ((const guint8 *) text, length);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
add_corpus (const Corpus *corpus)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = NULL;
  GDir *dir;
  const char *name;

  folder = g_test_build_filename (G_TEST_DIST, "fuzz", corpus->folder, NULL);
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
      const char *base = g_ptr_array_index (names, i);
      g_autofree char *test_path = g_strconcat (corpus->test_path, base, NULL);
      CorpusFile *file = g_new0 (CorpusFile, 1);

      file->path = g_build_filename (folder, base, NULL);
      file->check = corpus->check;
      g_test_add_data_func_full (test_path, file, test_corpus_file, corpus_file_free);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (corpora); i++)
    add_corpus (&corpora[i]);

  return g_test_run ();
}
