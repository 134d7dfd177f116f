/* ak-analysis-page-lines.c — the Analysis page's best line of each move:
 * searched beside the analysis, each move of a line a link that shows
 * its position on the board, and Play This Line to add it to the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-analysis-page"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-analysis-page-private.h"
#include "ak-history-note.h"

/**
 * _ak_analysis_page_line_end:
 * @self: the page
 * @moves: a line from the position the rows describe
 * @n_moves: how many moves it has
 * @n_shown: (out): how many of them to show: up to the end of the game
 *
 * Returns: (transfer full) (nullable): how a rule on the game so far ends
 *   the line, "ends by repetition", or %NULL.
 */
char *
_ak_analysis_page_line_end (AkAnalysisPage *self,
                            const guint8   *moves,
                            guint           n_moves,
                            guint          *n_shown)
{
  const AkHistory *history;

  *n_shown = n_moves;
  if (self->game == NULL)
    return NULL;
  history = ak_game_get_engine_history (self->game);
  /* The rows may still describe the position before the game moved on. */
  if (!ak_position_equal (ak_history_get_position (history), &self->analysed))
    return NULL;
  return ak_history_note_line_end (history, moves, n_moves, n_shown);
}

/* The lines' moves, the one previewed in bold. */
static gboolean
refresh_markup_cb (gpointer user_data)
{
  AkAnalysisPage *self = AK_ANALYSIS_PAGE (user_data);

  self->markup_id = 0;
  for (guint l = 0; self->lines != NULL && l < self->lines->len && l < AK_MAX_MOVES; l++)
    ak_line_row_set_shown_ply (self->line_rows[l],
                               self->previewing && self->preview_line == l
                               ? (int) self->preview_ply : -1);
  return G_SOURCE_REMOVE;
}

static void
clear_line_rows (AkAnalysisPage *self)
{
  if (self->lines == NULL)
    return;

  for (guint l = 0; l < self->lines->len && l < AK_MAX_MOVES; l++)
    {
      gtk_list_box_remove (self->lines_list, GTK_WIDGET (self->line_rows[l]));
      self->line_rows[l] = NULL;
    }
}

void
_ak_analysis_page_set_previewing (AkAnalysisPage   *self,
                                  const AkPosition *position,
                                  guint             line,
                                  guint             ply)
{
  gboolean was = self->previewing;

  self->previewing = position != NULL;
  /* Always there, shown only while a line is: the lines do not move
   * under the pointer when it comes. */
  gtk_widget_set_sensitive (self->back_button, self->previewing);
  gtk_widget_set_opacity (self->back_button, self->previewing ? 1 : 0);
  /* Not now: a label must not lose its links while one is clicked. */
  if ((was || self->previewing) && self->markup_id == 0)
    self->markup_id = g_idle_add (refresh_markup_cb, self);
  if (position != NULL)
    {
      self->preview_position = *position;
      self->preview_line = line;
      self->preview_ply = ply;
      _ak_analysis_page_emit_preview (self, &self->preview_position);
    }
  else if (was)
    _ak_analysis_page_emit_preview (self, NULL);
  if (was != self->previewing)
    _ak_analysis_page_emit_move_values_changed (self);
}

void
_ak_analysis_page_clear_lines (AkAnalysisPage *self)
{
  _ak_analysis_page_set_previewing (self, NULL, 0, 0);

  if (self->lines_cancellable != NULL)
    {
      g_cancellable_cancel (self->lines_cancellable);
      g_clear_object (&self->lines_cancellable);
    }
  clear_line_rows (self);
  g_clear_pointer (&self->lines, g_array_unref);
  self->lines_depth = 0;
  self->lines_wanted = 0;
  gtk_widget_set_visible (GTK_WIDGET (self->lines_list), FALSE);
  gtk_label_set_label (self->lines_status, "");
}

/* The position after the first @n_plies moves of line @index. */
static gboolean
line_position (AkAnalysisPage *self,
               guint           index,
               guint           n_plies,
               AkPosition     *pos)
{
  const AkAnalyzerLine *line = &g_array_index (self->lines, AkAnalyzerLine, index);

  *pos = self->analysed;
  for (guint i = 0; i < n_plies && i < line->length; i++)
    if (ak_position_play (pos, &self->rules, line->moves[i], NULL) != AK_VERDICT_LEGAL)
      return FALSE;
  return TRUE;
}

/* The index of the line @row shows, or G_MAXUINT. */
static guint
line_index (AkAnalysisPage *self,
            AkLineRow      *row)
{
  for (guint l = 0; self->lines != NULL && l < self->lines->len && l < AK_MAX_MOVES; l++)
    if (self->line_rows[l] == row)
      return l;
  return G_MAXUINT;
}

/* A move of a line clicked: the position after it, on the board. */
static void
line_ply_activated_cb (AkAnalysisPage *self,
                       guint           ply,
                       AkLineRow      *row)
{
  guint index = line_index (self, row);
  AkPosition pos;

  if (index == G_MAXUINT)
    return;

  /* A second click on the move previewed goes back to the game. */
  if (self->previewing && self->preview_line == index && self->preview_ply == ply)
    {
      _ak_analysis_page_set_previewing (self, NULL, 0, 0);
      _ak_analysis_page_start_lines (self);
    }
  else if (ply < g_array_index (self->lines, AkAnalyzerLine, index).length &&
           line_position (self, index, ply + 1, &pos))
    _ak_analysis_page_set_previewing (self, &pos, index, ply);
}

void
_ak_analysis_page_back_clicked_cb (AkAnalysisPage *self)
{
  _ak_analysis_page_set_previewing (self, NULL, 0, 0);
  _ak_analysis_page_start_lines (self);
}

/* Adds line @index to the game as a variation at the cursor, and leaves
 * the cursor where it was. */
static void
play_line (AkAnalysisPage *self,
           guint           index)
{
  g_autoptr(AkGame) game = NULL;
  AkAnalyzerLine line;
  AkGameNode *node;
  gboolean live;

  if (self->game == NULL || self->lines == NULL || index >= self->lines->len)
    return;

  line = g_array_index (self->lines, AkAnalyzerLine, index);
  game = g_object_ref (self->game);
  node = ak_game_get_current_node (game);
  live = ak_game_get_live_node (game) == node;
  _ak_analysis_page_set_previewing (self, NULL, 0, 0);

  for (guint i = 0; i < line.length; i++)
    if (ak_game_play (game, line.moves[i], NULL) != AK_VERDICT_LEGAL)
      break;
  ak_game_go_to (game, node);
  /* Where the game stood with nothing after it, the line is its only
   * continuation, in the main line: play still stands where it was, as
   * after taking moves back. */
  if (live)
    ak_game_set_live_node (game, node);
}

static void
line_play_cb (AkAnalysisPage *self,
              AkLineRow      *row)
{
  play_line (self, line_index (self, row));
}

/* Line @index's plies, written: each with its move number when it has
 * one, so that the two stay together where the line wraps, and its
 * captures; up to the end of the game. */
static GStrv
line_tokens (AkAnalysisPage       *self,
             const AkAnalyzerLine *line,
             guint                 n_shown)
{
  g_autoptr(GStrvBuilder) tokens = g_strv_builder_new ();
  AkPosition pos = self->analysed;
  guint number = self->first_number;

  for (guint i = 0; i < n_shown; i++)
    {
      AkSide mover = pos.side;
      AkMoveInfo info = { 0, };
      g_autoptr(GString) token = NULL;
      g_autofree char *move = _ak_analysis_page_format_move (line->moves[i]);

      if (ak_position_play (&pos, &self->rules, line->moves[i], &info) != AK_VERDICT_LEGAL)
        break;
      token = g_string_new (NULL);
      if (i > 0 && mover == AK_SOUTH)
        number++;
      if (mover == AK_SOUTH)
        g_string_append_printf (token, "%u.\xc2\xa0", number);
      else if (i == 0)
        g_string_append_printf (token, "%u…\xc2\xa0", number);
      g_string_append (token, move);
      if (info.captured > 0)
        g_string_append_printf (token, "x%u", info.captured);
      g_strv_builder_take (tokens, g_string_free (g_steal_pointer (&token), FALSE));
    }
  return g_strv_builder_end (tokens);
}

/* A row for line @index: its first move and value, which follow the
 * move's row above, its moves, and Play This Line. */
static void
add_line_row (AkAnalysisPage *self,
              guint           index)
{
  const AkAnalyzerLine *line = &g_array_index (self->lines, AkAnalyzerLine, index);
  g_autofree char *end = NULL;
  g_auto(GStrv) tokens = NULL;
  GtkWidget *row;
  guint n_shown;

  end = _ak_analysis_page_line_end (self, line->moves, line->length, &n_shown);
  tokens = line_tokens (self, line, n_shown);
  row = ak_line_row_new (line->move, (const char * const *) tokens, end);
  self->line_rows[index] = AK_LINE_ROW (row);
  _ak_analysis_page_watch_highlight (self, row);
  g_signal_connect_swapped (row, "ply-activated", G_CALLBACK (line_ply_activated_cb), self);
  g_signal_connect_swapped (row, "play", G_CALLBACK (line_play_cb), self);
  for (guint r = 0; r < self->n_rows; r++)
    if (ak_analysis_row_get_move (self->rows[r]) == line->move)
      {
        g_object_bind_property (self->rows[r], "value", row, "value", G_BINDING_SYNC_CREATE);
        g_object_bind_property (self->rows[r], "explanation", row, "explanation",
                                G_BINDING_SYNC_CREATE);
        break;
      }
  gtk_list_box_append (self->lines_list, row);
}

static void
lines_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  GWeakRef *page_ref = user_data;
  g_autoptr(AkAnalysisPage) self = g_weak_ref_get (page_ref);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) lines = ak_analyzer_lines_finish (result, &error);
  g_autofree char *status = NULL;
  guint wanted;

  g_weak_ref_clear (page_ref);
  g_free (page_ref);

  /* Cancelled: the position or the engine changed, and a new search may
   * already be under way; or the page is gone. */
  if (lines == NULL || self == NULL)
    return;

  wanted = self->lines_wanted;

  g_clear_object (&self->lines_cancellable);
  /* The lines previewed stay while they are looked at: the deeper ones
   * are searched again when the preview ends. */
  if (self->previewing)
    return;
  clear_line_rows (self);
  g_clear_pointer (&self->lines, g_array_unref);

  self->lines = g_steal_pointer (&lines);
  self->lines_depth = wanted;
  for (guint l = 0; l < self->lines->len && l < AK_MAX_MOVES; l++)
    add_line_row (self, l);
  gtk_widget_set_visible (GTK_WIDGET (self->lines_list), self->lines->len > 0);
  status = g_strdup_printf (ngettext ("The best line of each move, searched %u ply deep. Click a move to see its position on the board.",
                                      "The best line of each move, searched %u plies deep. Click a move to see its position on the board.",
                                      wanted),
                            wanted);
  gtk_label_set_label (self->lines_status, status);

  _ak_analysis_page_update_results (self);
  _ak_analysis_page_start_lines (self);
}

/* Searches the lines again when the analysis has gone deeper than they
 * were searched, up to LINES_MAX_DEPTH. */
void
_ak_analysis_page_start_lines (AkAnalysisPage *self)
{
  g_autoptr(AkHistory) history = NULL;
  GWeakRef *page_ref;
  guint depth;

  if (!self->searched || self->lines_cancellable != NULL || self->game == NULL ||
      self->previewing)
    return;

  depth = MIN (ak_analyzer_get_result (self->analyzer)->depth, LINES_MAX_DEPTH);
  if (depth == 0 || depth <= self->lines_depth)
    return;

  if (self->lines_depth == 0)
    gtk_label_set_label (self->lines_status, _("Searching…"));
  self->lines_wanted = depth;
  self->lines_cancellable = g_cancellable_new ();
  history = ak_game_dup_engine_history (self->game);
  /* The page does not wait for a search it cancelled. */
  page_ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (page_ref, self);
  ak_analyzer_lines_async (&self->rules, history, depth, self->lines_cancellable,
                           lines_done_cb, page_ref);
}
