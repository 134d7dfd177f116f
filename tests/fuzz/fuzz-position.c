/* fuzz-position.c — libFuzzer harness for the position-string parser (ak_position_parse)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built only with -Dfuzzing=true and clang (tests/fuzz/meson.build);
 * build-aux/fuzz builds and runs it.  By hand:
 *
 *   _build-trixie-fuzz/tests/fuzz/fuzz-position -dict=tests/fuzz/position.dict \
 *     -max_total_time=600 /tmp/position-scratch tests/fuzz/corpus-position
 *
 * tests/fuzz/corpus-position holds the seeds and every input that once broke
 * the check of position-check.h, which the normal test suite replays
 * (test-corpus.c).
 */

#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "position-check.h"

int LLVMFuzzerInitialize   (int            *argc,
                            char         ***argv);
int LLVMFuzzerTestOneInput (const uint8_t  *data,
                            size_t          size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical from a g_return_if_fail() in the engine is a bug too. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  position_check (data, size);
  return 0;
}
