/* ak-eval-graph.h — the engine's value over a game, ply by ply, from
 * the [%eval] values its moves' comments hold
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ak-model.h"

G_BEGIN_DECLS

/* How bad a move was, from its suffix or glyph. */
typedef enum
{
  AK_EVAL_MARK_NONE,
  AK_EVAL_MARK_DUBIOUS,   /* ?! */
  AK_EVAL_MARK_MISTAKE,   /* ?  */
  AK_EVAL_MARK_BLUNDER,   /* ?? */
} AkEvalMark;

/* One ply of the main line. */
typedef struct
{
  int        score;      /* hundredths of a seed, South's view, if has_score */
  gboolean   has_score;
  gboolean   exact;
  guint      captured;   /* seeds the move captured */
  AkSide     mover;
  AkEvalMark mark;
  AkValueKind kind;      /* proved, bounded by a repetition, or estimated */
  int        lower;      /* the range of a bounded value, South's view */
  int        upper;
} AkEvalPoint;

#define AK_TYPE_EVAL_GRAPH (ak_eval_graph_get_type ())

G_DECLARE_FINAL_TYPE (AkEvalGraph, ak_eval_graph, AK, EVAL_GRAPH, GtkWidget)

GtkWidget  *ak_eval_graph_new            (void);
AkGame     *ak_eval_graph_get_game       (AkEvalGraph *self);
void        ak_eval_graph_set_game       (AkEvalGraph *self,
                                          AkGame      *game);
gboolean    ak_eval_graph_get_has_values (AkEvalGraph *self);
guint       ak_eval_graph_get_n_plies    (AkEvalGraph *self);
const AkEvalPoint *
            ak_eval_graph_get_point      (AkEvalGraph *self,
                                          guint        ply);
guint       ak_eval_graph_get_current_ply (AkEvalGraph *self);
guint       ak_eval_graph_ply_at         (AkEvalGraph *self,
                                          double       x);
double      ak_eval_graph_x_of_ply       (AkEvalGraph *self,
                                          guint        ply);
void        ak_eval_graph_go_to_ply      (AkEvalGraph *self,
                                          guint        ply);
char       *ak_eval_graph_describe       (AkEvalGraph *self);
char       *ak_eval_graph_dup_ply_text   (AkEvalGraph *self,
                                          guint        ply);

G_END_DECLS
