/* fuzz-model.c — libFuzzer harness for what a person does with a game:
 * moves, the cursor, variations, comments, where play stands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built only with -Dfuzzing=true and clang (tests/fuzz/meson.build), with
 * the engine and the model instrumented.  Run with build-aux/fuzz:
 *
 *   build-aux/fuzz 600 model
 *
 * The input is a script of operations on an AkGame (model-check.h says
 * which, and what is checked after each).  tests/fuzz/corpus-model holds
 * the seeds and every input that once crashed (crash-*, regress-*), which
 * the normal test suite replays (test-corpus.c) through the same check.
 */

#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "model-check.h"

int LLVMFuzzerInitialize   (int            *argc,
                            char         ***argv);
int LLVMFuzzerTestOneInput (const uint8_t  *data,
                            size_t          size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical from a g_return_if_fail() is a bug too: the script only
   * asks for what the API allows. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  model_check (data, size);
  return 0;
}
