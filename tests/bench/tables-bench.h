/* tables-bench.h — what the endgame tables' benchmarks share: tables
 * loaded from a folder or built in memory, and the process's memory
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-engine.h"
#include "ak-tables.h"

G_BEGIN_DECLS

char     *tables_bench_default_dir (void);
AkTables *tables_bench_get         (const AkRules *rules,
                                    guint          max_seeds,
                                    const char    *dir,
                                    guint          n_threads);
gboolean  tables_bench_reset_peak  (void);
guint64   tables_bench_peak_rss    (void);
guint64   tables_bench_rss         (void);
char     *tables_bench_format_count (guint64       count);

G_END_DECLS
