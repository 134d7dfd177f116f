/* fuzz-akn.c — libFuzzer harness for the AKN reader and writer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built only with -Dfuzzing=true and clang (tests/fuzz/meson.build).  Run:
 *
 *   _build_fuzz/tests/fuzz/fuzz-akn -dict=tests/fuzz/akn.dict \
 *     -max_total_time=720 -timeout=10 -rss_limit_mb=4096 \
 *     /tmp/akn-scratch tests/fuzz/corpus
 *
 * The first folder collects what the fuzzer finds; tests/fuzz/corpus holds
 * the seeds (valid-*.akn, bad-*.akn) and every input that once crashed or
 * hung (crash-*, regress-*), which the normal test suite replays
 * (test-corpus.c) through the same check.  Inputs over 4 KB belong in
 * tests/data, not here.
 */

#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "akn-check.h"

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
  akn_check (data, size);
  return 0;
}
