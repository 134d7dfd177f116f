/* file-test-common.h — what the AKN file test programs share (see
 * file-test-common.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-model.h"
#include "ak-file-private.h"

/* Every file of the run lives under this folder, removed at the end. */
extern char *test_root;
/* The thread that runs the tests. */
extern GThread *test_thread;

typedef struct
{
  GMainContext *context;
  GPtrArray    *results;    /* GAsyncResult, in the order they came */
} Waiter;

typedef struct
{
  char *dir;
} Fixture;

typedef struct
{
  gsize       budget;
  GThread    *thread;   /* the thread that wrote */
  guint       n_calls;
  AkFileStep  step;     /* the file to fail */
  guint       n_other;  /* streams of the other step, passed on */
} FailingFilter;

void
waiter_init (Waiter *waiter);

void
waiter_clear (Waiter *waiter);

void
done_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data);

GAsyncResult *
waiter_wait (Waiter *waiter,
             guint   n);

GPtrArray *
load (GFile   *file,
      GError **error);

gboolean
save_with_warning (GFile      *file,
                   GPtrArray  *records,
                   char      **warning,
                   GError    **error);

gboolean
save (GFile     *file,
      GPtrArray *records,
      GError   **error);

gboolean
autosave (GPtrArray *records,
          GError   **error);

GPtrArray *
restore (GFile  **moved_aside,
         GError **error);

gboolean
clear_autosave (GError **error);

void
remove_tree (const char *path);

char *
list_folder (const char *path);

char *
read_text (const char *path,
           gsize      *length);

void
write_text (const char *path,
            const char *text,
            gssize      length);

void
assert_file_text (const char *path,
                  const char *expected,
                  gsize       expected_length);

GPtrArray *
read_fixture (const char  *name,
              char       **text);

void
assert_records_equal (GPtrArray *a,
                      GPtrArray *b);

void
play (AkGame *game,
      int     move);

int
hole (char letter);

GPtrArray *
make_study (void);

void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data);

void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data);

char *
fixture_path (Fixture    *fixture,
              const char *name);

GFile *
fixture_file (Fixture    *fixture,
              const char *name);

GOutputStream *
failing_filter (GOutputStream *stream,
                AkFileStep     step,
                gpointer       user_data);

void
save_twice (GFile      *file,
            GPtrArray  *first,
            GPtrArray  *second,
            char      **first_text,
            gsize      *first_length,
            char      **second_text,
            gsize      *second_length);

char *
autosave_folder (void);

void
add_test (const char *path,
          void      (*func) (Fixture *, gconstpointer));

void
file_test_init (int    *argc,
                char ***argv);

int
file_test_run (void);
