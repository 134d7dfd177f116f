/* fuzz-rules.c — libFuzzer harness for the rule-string parser (ak_rules_parse)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built only with -Dfuzzing=true and clang (tests/fuzz/meson.build);
 * build-aux/fuzz builds and runs it.  By hand:
 *
 *   _build-trixie-fuzz/tests/fuzz/fuzz-rules -dict=tests/fuzz/rules.dict \
 *     -max_total_time=600 /tmp/rules-scratch tests/fuzz/corpus-rules
 *
 * tests/fuzz/corpus-rules holds the seeds and every input that once broke
 * the check of rules-check.h, which the normal test suite replays
 * (test-corpus.c).
 */

#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "rules-check.h"

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
  rules_check (data, size);
  return 0;
}
