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

/* Line @index's moves, each a link; the one previewed in bold. */
static void
set_line_markup (AkAnalysisPage *self,
                 guint           index)
{
  LineRow *row = &self->line_rows[index];
  GString *markup = g_string_new (NULL);

  if (self->lines == NULL || index >= self->lines->len || row->tokens == NULL)
    return;

  for (guint i = 0; row->tokens[i] != NULL; i++)
    {
      g_autofree char *escaped = g_markup_escape_text (row->tokens[i], -1);
      gboolean shown = self->previewing && self->preview_line == index && self->preview_ply == i;

      if (i > 0)
        g_string_append_c (markup, ' ');
      g_string_append_printf (markup, "<a href=\"ply:%u\">%s%s%s</a>", i,
                              shown ? "<b>" : "", escaped, shown ? "</b>" : "");
    }
  if (row->end != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (row->end, -1);

      /* Translators: after the moves of a line, how it ends:
       * "12. c Fx4 13. a — ends by repetition" */
      g_string_append_printf (markup, _(" — %s"), escaped);
    }
  gtk_label_set_markup (row->moves_label, markup->str);
  g_string_free (markup, TRUE);
}

static gboolean
refresh_markup_cb (gpointer user_data)
{
  AkAnalysisPage *self = AK_ANALYSIS_PAGE (user_data);

  self->markup_id = 0;
  for (guint l = 0; self->lines != NULL && l < self->lines->len; l++)
    set_line_markup (self, l);
  return G_SOURCE_REMOVE;
}

static void
clear_line_rows (AkAnalysisPage *self)
{
  if (self->lines == NULL)
    return;

  for (guint l = 0; l < self->lines->len && l < AK_MAX_MOVES; l++)
    {
      gtk_list_box_remove (self->lines_list, self->line_rows[l].row);
      g_clear_pointer (&self->line_rows[l].tokens, g_strfreev);
      g_clear_pointer (&self->line_rows[l].end, g_free);
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

/* A move of a line clicked: the position after it, on the board. */
static gboolean
line_link_cb (GtkLabel   *label,
              const char *uri,
              gpointer    user_data)
{
  AkAnalysisPage *self = AK_ANALYSIS_PAGE (gtk_widget_get_ancestor (GTK_WIDGET (label),
                                                                    AK_TYPE_ANALYSIS_PAGE));
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (label), "ak-line"));
  guint64 ply;
  AkPosition pos;

  if (self == NULL || self->lines == NULL || index >= self->lines->len ||
      !g_str_has_prefix (uri, "ply:") ||
      !g_ascii_string_to_unsigned (uri + 4, 10, 0, AK_SEARCH_MAX_PV - 1, &ply, NULL))
    return TRUE;

  /* A second click on the move previewed goes back to the game. */
  if (self->previewing && self->preview_line == index && self->preview_ply == ply)
    {
      _ak_analysis_page_set_previewing (self, NULL, 0, 0);
      _ak_analysis_page_start_lines (self);
    }
  else if (ply < g_array_index (self->lines, AkAnalyzerLine, index).length &&
           line_position (self, index, ply + 1, &pos))
    _ak_analysis_page_set_previewing (self, &pos, index, ply);
  return TRUE;
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
play_line_clicked_cb (GtkButton *button)
{
  AkAnalysisPage *self = AK_ANALYSIS_PAGE (gtk_widget_get_ancestor (GTK_WIDGET (button),
                                                                    AK_TYPE_ANALYSIS_PAGE));

  if (self != NULL)
    play_line (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ak-line")));
}

/* A row for line @index: its first move and value, each move a button
 * that previews the position after it, and Play This Line. */
static void
add_line_row (AkAnalysisPage *self,
              guint           index)
{
  const AkAnalyzerLine *line = &g_array_index (self->lines, AkAnalyzerLine, index);
  LineRow *row = &self->line_rows[index];
  GtkWidget *box, *header, *title, *moves;
  g_autofree char *title_text = NULL;
  AkPosition pos = self->analysed;
  guint number = self->first_number;
  guint n_shown;

  row->end = _ak_analysis_page_line_end (self, line->moves, line->length, &n_shown);
  row->row = gtk_list_box_row_new ();
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row->row), FALSE);
  _ak_analysis_page_watch_highlight (self, row->row, line->move);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row->row), box);

  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  if (line->move == AK_MOVE_PASS)
    title_text = g_strdup (_("Pass"));
  else
    title_text = g_strdup_printf (_("Hole %c"), ak_hole_to_char (line->move));
  title = gtk_label_new (title_text);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (header), title);

  row->value_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (row->value_label), "numeric");
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (row->value_label));

  row->play_button = gtk_button_new_with_mnemonic (_("_Play This Line"));
  gtk_widget_set_tooltip_text (row->play_button,
                               _("Add this line to the game as a variation"));
  gtk_widget_add_css_class (row->play_button, "flat");
  g_object_set_data (G_OBJECT (row->play_button), "ak-line", GUINT_TO_POINTER (index));
  g_signal_connect (row->play_button, "clicked", G_CALLBACK (play_line_clicked_cb), NULL);
  gtk_box_append (GTK_BOX (header), row->play_button);
  gtk_box_append (GTK_BOX (box), header);

  row->tokens = g_new0 (char *, line->length + 1);
  for (guint i = 0; i < n_shown; i++)
    {
      AkSide mover = pos.side;
      AkMoveInfo info = { 0, };
      GString *token = g_string_new (NULL);
      g_autofree char *move = _ak_analysis_page_format_move (line->moves[i]);

      if (ak_position_play (&pos, &self->rules, line->moves[i], &info) != AK_VERDICT_LEGAL)
        {
          g_string_free (token, TRUE);
          break;
        }
      if (i > 0 && mover == AK_SOUTH)
        number++;
      /* Each move number stays with its move where the line wraps. */
      if (mover == AK_SOUTH)
        g_string_append_printf (token, "%u.\xc2\xa0", number);
      else if (i == 0)
        g_string_append_printf (token, "%u…\xc2\xa0", number);
      g_string_append (token, move);
      if (info.captured > 0)
        g_string_append_printf (token, "x%u", info.captured);
      row->tokens[i] = g_string_free (token, FALSE);
    }

  moves = gtk_label_new (NULL);
  row->moves_label = GTK_LABEL (moves);
  gtk_label_set_wrap (row->moves_label, TRUE);
  gtk_label_set_xalign (row->moves_label, 0);
  gtk_widget_add_css_class (moves, "numeric");
  /* Translators: the tooltip of a line's moves */
  gtk_widget_set_tooltip_text (moves, _("Click a move to see the position after it on the board"));
  g_object_set_data (G_OBJECT (moves), "ak-line", GUINT_TO_POINTER (index));
  g_signal_connect (moves, "activate-link", G_CALLBACK (line_link_cb), NULL);
  gtk_box_append (GTK_BOX (box), moves);

  gtk_list_box_append (self->lines_list, row->row);
  set_line_markup (self, index);
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
