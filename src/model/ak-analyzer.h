/* ak-analyzer.h — searches in a worker thread, for analysis and for the
 * computer player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ak-engine.h"
#include "ak-game.h"

G_BEGIN_DECLS

#define AK_TYPE_ANALYZER (ak_analyzer_get_type ())

G_DECLARE_FINAL_TYPE (AkAnalyzer, ak_analyzer, AK, ANALYZER, GObject)

/* At most this many progress reports a second reach the main thread. */
#define AK_ANALYZER_REPORTS_PER_SECOND 10

/* One of several best lines: a legal move and the best play after it */
typedef struct
{
  int      move;
  guint    length;                   /* moves[0] is the move */
  guint8   moves[AK_SEARCH_MAX_PV];
} AkAnalyzerLine;

AkAnalyzer           *ak_analyzer_new            (void) G_GNUC_WARN_UNUSED_RESULT;
void                  ak_analyzer_start          (AkAnalyzer          *self,
                                                  const AkRules       *rules,
                                                  const AkHistory     *game,
                                                  gint64               max_time_us);
void                  ak_analyzer_start_for_game (AkAnalyzer          *self,
                                                  AkGame              *game,
                                                  gint64               max_time_us);
void                  ak_analyzer_stop           (AkAnalyzer          *self);
gboolean              ak_analyzer_get_running    (AkAnalyzer          *self);
const AkSearchResult *ak_analyzer_get_result     (AkAnalyzer          *self);
guint                 ak_analyzer_get_depth      (AkAnalyzer          *self);
int                   ak_analyzer_get_score      (AkAnalyzer          *self);
gboolean              ak_analyzer_get_exact      (AkAnalyzer          *self);
guint64               ak_analyzer_get_nodes      (AkAnalyzer          *self);
guint64               ak_analyzer_get_nps        (AkAnalyzer          *self);
int                   ak_analyzer_get_best_move  (AkAnalyzer          *self);
char                 *ak_analyzer_dup_pv         (AkAnalyzer          *self);
guint                 ak_analyzer_get_n_threads  (AkAnalyzer          *self);
void                  ak_analyzer_set_n_threads  (AkAnalyzer          *self,
                                                  guint                n_threads);

void                  ak_analyzer_choose_move_async  (AkGame              *game,
                                                      guint                level,
                                                      guint64              seed,
                                                      GCancellable        *cancellable,
                                                      GAsyncReadyCallback  callback,
                                                      gpointer             user_data);
void                  ak_analyzer_think_async        (AkGame              *game,
                                                      guint                level,
                                                      guint64              seed,
                                                      guint                n_threads,
                                                      GCancellable        *hurry,
                                                      GCancellable        *cancellable,
                                                      GAsyncReadyCallback  callback,
                                                      gpointer             user_data);
int                   ak_analyzer_choose_move_finish (GAsyncResult        *result,
                                                      GError             **error);
gboolean              ak_analyzer_think_get_value    (GAsyncResult        *result,
                                                      AkSearchResult      *value);

void                  ak_analyzer_choose_purchases_async  (const AkRules       *rules,
                                                           const guint          wealth[2],
                                                           AkSide               starter,
                                                           gint64               max_time_us,
                                                           GCancellable        *cancellable,
                                                           GAsyncReadyCallback  callback,
                                                           gpointer             user_data);
int                   ak_analyzer_choose_purchases_finish (GAsyncResult        *result,
                                                           guint8              *purchases,
                                                           int                 *score,
                                                           GError             **error);

void                  ak_analyzer_lines_async  (const AkRules       *rules,
                                                const AkHistory     *game,
                                                guint                depth,
                                                GCancellable        *cancellable,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
GArray               *ak_analyzer_lines_finish (GAsyncResult        *result,
                                                GError             **error);

G_END_DECLS
