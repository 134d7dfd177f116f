/* ak-analysis-page-private.h — what the Analysis page's files share: the
 * page itself, and its rows of moves and of best lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-analysis-page.h"
#include "ak-analysis-row.h"
#include "ak-line-row.h"

G_BEGIN_DECLS

/* The lines are searched at most this deep, in plies: each level costs
 * a search of every move, in a second thread beside the analysis.  From
 * the start, all six lines took 20 ms at depth 10, 84 ms at 14 and
 * 340 ms at 16 (test-analyzer's /lines reports them). */
#define LINES_MAX_DEPTH 16

struct _AkAnalysisPage
{
  GtkWidget     parent_instance;

  /* Template widgets */
  GtkWidget    *scroller;
  GtkSwitch    *engine_switch;
  AdwSwitchRow *view_row;
  AdwSwitchRow *values_row;
  GtkStack     *stack;
  AdwActionRow *value_row;
  GtkLabel     *value_label;
  GtkWidget    *legend;
  AdwActionRow *line_row;
  GtkLabel     *depth_label;
  GtkLabel     *nodes_label;
  GtkLabel     *speed_label;
  GtkLabel     *moves_caption;
  GtkListBox   *move_list;
  GtkLabel     *pass_label;
  AdwExpanderRow *details_row;
  GtkLabel     *lines_caption;
  GtkWidget    *back_button;
  GtkLabel     *lines_status;
  GtkListBox   *lines_list;

  AkGame       *game;
  GSignalGroup *game_signals;
  AkAnalyzer   *analyzer;
  gboolean      enabled;
  int           best_move;
  guint         restart_id;
  gboolean      searched;      /* the analyzer was started on this position */
  gboolean      complete;      /* the search ended by itself on this position */

  /* The position the rows describe. */
  AkRules       rules;
  AkPosition    analysed;
  guint         first_number;  /* the move number of its first move */
  AkAnalysisRow *rows[AK_MAX_MOVES];
  guint         n_rows;
  char         *line_text;

  /* A result shown instead of the analyzer's, given by a test */
  AkSearchResult *given_result;

  /* Values from view_side's side rather than the mover's */
  gboolean      fixed_view;
  AkSide        view_side;

  /* The moves' values offered to the board too */
  gboolean      show_board_values;

  /* The best line of each move, for the position the rows describe */
  GCancellable *lines_cancellable;   /* the search under way, or NULL */
  guint         lines_depth;         /* of the lines shown; 0: none */
  guint         lines_wanted;        /* of the search under way */
  GArray       *lines;               /* AkAnalyzerLine, or NULL */
  AkLineRow    *line_rows[AK_MAX_MOVES];

  /* The position of a line shown on the board, instead of the game's */
  gboolean      previewing;
  guint         markup_id;

  /* The window, whose focus is followed while the page is mapped, and
   * the hole of the row the focus was last in, or -1 */
  GtkRoot      *root;
  int           focus_hole;
  AkPosition    preview_position;
  guint         preview_line;
  guint         preview_ply;
};

/* ak-analysis-page.c */
char *_ak_analysis_page_format_move              (int               move);
const AkSearchResult *_ak_analysis_page_get_result (AkAnalysisPage *self);
gboolean _ak_analysis_page_has_result            (AkAnalysisPage   *self);
void  _ak_analysis_page_set_best_move            (AkAnalysisPage   *self,
                                                  int               best_move);
void  _ak_analysis_page_watch_highlight          (AkAnalysisPage   *self,
                                                  GtkWidget        *row);
void  _ak_analysis_page_emit_preview             (AkAnalysisPage   *self,
                                                  const AkPosition *position);
void  _ak_analysis_page_emit_move_values_changed (AkAnalysisPage   *self);

/* ak-analysis-page-values.c: the values, in the three forms, and their words */
void  _ak_analysis_page_update_results           (AkAnalysisPage   *self);

/* For tests: shows @result as the search's on the current position,
 * instead of the analyzer's, until the position changes; the rows' value
 * labels and the headline value's row (whose accessible description and
 * tooltips say what each value means), and the legend of the forms. */
void       _ak_analysis_page_show_result         (AkAnalysisPage       *self,
                                                  const AkSearchResult *result);
GtkWidget *_ak_analysis_page_get_row_value_label (AkAnalysisPage       *self,
                                                  guint                 index);
GtkWidget *_ak_analysis_page_get_value_row       (AkAnalysisPage       *self);
GtkWidget *_ak_analysis_page_get_value_label     (AkAnalysisPage       *self);
GtkWidget *_ak_analysis_page_get_legend          (AkAnalysisPage       *self);

/* ak-analysis-page-lines.c: the best line of each move */
void  _ak_analysis_page_set_previewing           (AkAnalysisPage   *self,
                                                  const AkPosition *position,
                                                  guint             line,
                                                  guint             ply);
void  _ak_analysis_page_clear_lines              (AkAnalysisPage   *self);
void  _ak_analysis_page_start_lines              (AkAnalysisPage   *self);
void  _ak_analysis_page_back_clicked_cb          (AkAnalysisPage   *self);
char *_ak_analysis_page_line_end                 (AkAnalysisPage   *self,
                                                  const guint8     *moves,
                                                  guint             n_moves,
                                                  guint            *n_shown);

/* For tests */

/* For tests: the rows of the move list, in hole order. */
guint        _ak_analysis_page_get_n_rows        (AkAnalysisPage *self);
GtkWidget   *_ak_analysis_page_get_row           (AkAnalysisPage *self,
                                                  guint           index);
int          _ak_analysis_page_get_row_move      (AkAnalysisPage *self,
                                                  guint           index);
const char  *_ak_analysis_page_get_row_value     (AkAnalysisPage *self,
                                                  guint           index);
const char  *_ak_analysis_page_get_row_detail    (AkAnalysisPage *self,
                                                  guint           index);
const char  *_ak_analysis_page_get_line_text     (AkAnalysisPage *self);
const char  *_ak_analysis_page_get_visible_state (AkAnalysisPage *self);
const char  *_ak_analysis_page_get_value_text    (AkAnalysisPage *self);
AdwSwitchRow *_ak_analysis_page_get_view_row     (AkAnalysisPage *self);
AdwSwitchRow *_ak_analysis_page_get_values_row   (AkAnalysisPage *self);
/* The best line of each move, in the order of the rows */
guint        _ak_analysis_page_get_n_lines       (AkAnalysisPage *self);
guint        _ak_analysis_page_get_lines_depth   (AkAnalysisPage *self);
const AkAnalyzerLine *_ak_analysis_page_get_line (AkAnalysisPage *self,
                                                  guint           index);
/* The moves of line @index, a link "ply:N" each */
GtkLabel    *_ak_analysis_page_get_line_label    (AkAnalysisPage *self,
                                                  guint           index);
GtkWidget   *_ak_analysis_page_get_play_line_button (AkAnalysisPage *self,
                                                     guint           index);
GtkWidget   *_ak_analysis_page_get_back_button   (AkAnalysisPage *self);

G_END_DECLS
