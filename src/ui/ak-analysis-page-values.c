/* ak-analysis-page-values.c — the Analysis page's values: each in the form
 * of its kind (proved +4, bounded +2..+6, estimated +2.03), in words for
 * the subtitles, and in sentences for tooltips and screen readers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The legend under the moves (in the template) says what the three forms
 * mean; ak-value-text.c words them.  A value is shown from the fixed side's
 * point of view when there is one, else from the mover's: a range then
 * turns round with it.
 */

#define G_LOG_DOMAIN "ak-analysis-page"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-analysis-page-private.h"
#include "ak-value-text.h"

/* "950", "12.5 k", "467 k", "3.1 M", "1.2 G": three figures at most. */
static char *
format_count (guint64 n)
{
  g_autofree char *number = NULL;
  double scaled;

  if (n < 10000)
    return g_strdup_printf ("%" G_GUINT64_FORMAT, n);

  if (n < 1000000)
    scaled = (double) n / 1e3;
  else if (n < G_GUINT64_CONSTANT (1000000000))
    scaled = (double) n / 1e6;
  else
    scaled = (double) n / 1e9;
  number = g_strdup_printf (scaled < 100 ? "%.1f" : "%.0f", scaled);

  if (n < 1000000)
    /* Translators: a count in thousands, e.g. "12.5 k" */
    return g_strdup_printf (_("%s k"), number);
  if (n < G_GUINT64_CONSTANT (1000000000))
    /* Translators: a count in millions, e.g. "3.1 M" */
    return g_strdup_printf (_("%s M"), number);
  /* Translators: a count in billions, e.g. "1.2 G" */
  return g_strdup_printf (_("%s G"), number);
}

/* The best line in AKN movetext: numbered, with its captures, such as
 * "12. c Fx4 13. a". */
static char *
format_line (AkAnalysisPage       *self,
             const AkSearchResult *result)
{
  GString *out = g_string_new (NULL);
  AkPosition pos = self->analysed;
  guint number = self->first_number;
  guint n_shown;
  g_autofree char *end = _ak_analysis_page_line_end (self, result->pv, result->pv_length,
                                                     &n_shown);

  for (guint i = 0; i < n_shown; i++)
    {
      int move = result->pv[i];
      AkSide mover = pos.side;
      AkMoveInfo info = { 0, };
      g_autofree char *token = _ak_analysis_page_format_move (move);

      if (ak_position_play (&pos, &self->rules, move, &info) != AK_VERDICT_LEGAL)
        break;

      if (i > 0)
        g_string_append_c (out, ' ');
      if (i > 0 && mover == AK_SOUTH)
        number++;
      if (mover == AK_SOUTH)
        g_string_append_printf (out, "%u. ", number);
      else if (i == 0)
        g_string_append_printf (out, "%u... ", number);
      g_string_append (out, token);
      if (info.captured > 0)
        g_string_append_printf (out, "x%u", info.captured);
    }
  if (end != NULL)
    /* Translators: after the moves of the best line, how it ends:
     * "12. c Fx4 13. a — ends by repetition" */
    g_string_append_printf (out, _(" — %s"), end);

  return g_string_free (out, FALSE);
}

/* Whose point of view the values take, and whether the mover's values
 * turn round to it. */
static AkSide
shown_side (AkAnalysisPage *self,
            gboolean       *turn)
{
  *turn = self->fixed_view && self->analysed.side != self->view_side;
  return self->fixed_view ? self->view_side : self->analysed.side;
}

/* Shows the analyzer's latest iteration, or dashes before the first. */
void
_ak_analysis_page_update_results (AkAnalysisPage *self)
{
  const AkSearchResult *result = _ak_analysis_page_get_result (self);
  gboolean known = _ak_analysis_page_has_result (self);
  gboolean running = self->given_result == NULL && ak_analyzer_get_running (self->analyzer);
  gboolean turn;
  AkSide side = shown_side (self, &turn);
  AkValueText best;
  g_autofree char *value = NULL;
  g_autofree char *explanation = NULL;
  g_autofree char *status = NULL;
  g_autofree char *depth = NULL;
  g_autofree char *nodes = NULL;
  g_autofree char *speed = NULL;
  g_autofree char *line = NULL;

  for (guint r = 0; r < self->n_rows; r++)
    {
      AkAnalysisRow *row = self->rows[r];
      int move = ak_analysis_row_get_move (row);
      g_autofree char *row_value = NULL;
      g_autofree char *row_explanation = NULL;
      g_autofree char *detail = NULL;
      gboolean found = FALSE;

      for (guint i = 0; known && i < result->n_moves; i++)
        {
          AkValueText move_value;

          if (result->moves[i] != move)
            continue;

          found = TRUE;
          ak_value_text_init_result (&move_value, result, (int) i, turn);
          row_value = ak_value_text_format (&move_value);
          row_explanation = ak_value_text_explain (&move_value, side);
          if (move_value.kind == AK_VALUE_ESTIMATE)
            /* Translators: how far the engine looked at a move, in plies */
            detail = g_strdup_printf (_("Depth %u"), result->depth);
          else if (move_value.kind == AK_VALUE_PROVED)
            {
              g_autofree char *words = ak_value_text_summary (&move_value, side, AK_MOVE_NONE);

              /* Translators: a move's value, proved, such as "Proved:
               * South wins by 4" */
              detail = g_strdup_printf (_("Proved: %s"), words);
            }
          else
            detail = ak_value_text_summary (&move_value, side, AK_MOVE_NONE);
          if (move == result->best_move)
            {
              g_autofree char *plain = g_steal_pointer (&detail);

              /* Translators: the detail of the engine's favourite move,
               * e.g. "Best · Depth 12" or "Best · South wins by 4" */
              detail = g_strdup_printf (_("Best · %s"), plain);
            }
          break;
        }

      if (!found)
        {
          row_value = g_strdup ("…");
          detail = g_strdup (running ? _("Searching…") : "");
        }

      /* The line of the move, below, follows its value. */
      ak_analysis_row_set_value (row, row_value);
      ak_analysis_row_set_explanation (row, row_explanation);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), detail);
      ak_analysis_row_set_is_best (row, found && move == result->best_move);
    }

  if (known)
    {
      ak_value_text_init_result (&best, result, -1, turn);
      value = ak_value_text_format (&best);
      explanation = ak_value_text_explain (&best, side);
      /* Translators: a search depth in plies (half-moves) */
      depth = g_strdup_printf (ngettext ("%u ply", "%u plies", result->depth), result->depth);
      line = format_line (self, result);
    }
  else
    {
      value = g_strdup ("…");
      depth = g_strdup ("…");
      line = g_strdup ("");
    }

  nodes = format_count (ak_analyzer_get_nodes (self->analyzer));
  {
    g_autofree char *count = format_count (ak_analyzer_get_nps (self->analyzer));

    /* Translators: the engine's speed; %s is a count such as "3.1 M" */
    speed = g_strdup_printf (_("%s nodes/s"), count);
  }

  if (known && best.kind == AK_VALUE_PROVED)
    {
      g_autofree char *words = ak_value_text_summary (&best, side, result->best_move);

      /* Translators: the value of the position, proved, such as
       * "Proved: South wins by 4 with d" */
      status = g_strdup_printf (_("Proved: %s"), words);
    }
  else if (known && best.kind == AK_VALUE_BOUNDED)
    status = ak_value_text_summary (&best, side, result->best_move);
  else if (running)
    status = g_strdup (_("Estimate, still searching"));
  else if (known)
    status = g_strdup (_("Estimate"));
  else
    status = g_strdup ("");

  gtk_label_set_label (self->value_label, value);
  ak_analysis_row_explain (GTK_WIDGET (self->value_label), explanation);
  adw_action_row_set_subtitle (self->value_row, status);
  ak_analysis_row_explain (GTK_WIDGET (self->value_row), explanation);
  gtk_label_set_label (self->depth_label, depth);
  gtk_label_set_label (self->nodes_label, nodes);
  gtk_label_set_label (self->speed_label, speed);
  {
    /* Keep each move number with its move when the line wraps. */
    g_auto(GStrv) parts = g_strsplit (line, ". ", -1);
    g_autofree char *shown = g_strjoinv (".\xc2\xa0", parts);

    adw_action_row_set_subtitle (self->line_row, *shown != '\0' ? shown : "…");
  }
  g_free (self->line_text);
  self->line_text = g_steal_pointer (&line);

  _ak_analysis_page_set_best_move (self, known ? result->best_move : AK_MOVE_NONE);
  _ak_analysis_page_emit_move_values_changed (self);
}

/**
 * ak_analysis_page_get_move_explanations:
 * @self: a page
 * @explanations: (out caller-allocates) (array fixed-size=12): for each
 *   hole with a value from ak_analysis_page_get_move_values(), what it
 *   means in a sentence, else %NULL; valid until the page changes
 *
 * The words for the board's badges: their tooltips and what a screen
 * reader says of them.
 */
void
ak_analysis_page_get_move_explanations (AkAnalysisPage  *self,
                                        const char     **explanations)
{
  const char *values[AK_N_HOLES];

  g_return_if_fail (AK_IS_ANALYSIS_PAGE (self));
  g_return_if_fail (explanations != NULL);

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    explanations[hole] = NULL;
  if (ak_analysis_page_get_move_values (self, values, NULL) == NULL)
    return;
  for (guint r = 0; r < self->n_rows; r++)
    {
      int move = ak_analysis_row_get_move (self->rows[r]);

      if (ak_hole_is_valid (move) && values[move] != NULL)
        explanations[move] = ak_analysis_row_get_explanation (self->rows[r]);
    }
}

void
_ak_analysis_page_show_result (AkAnalysisPage       *self,
                               const AkSearchResult *result)
{
  ak_analyzer_stop (self->analyzer);
  g_clear_handle_id (&self->restart_id, g_source_remove);
  g_free (self->given_result);
  self->given_result = g_memdup2 (result, sizeof *result);
  _ak_analysis_page_update_results (self);
}

GtkWidget *
_ak_analysis_page_get_row_value_label (AkAnalysisPage *self,
                                       guint           index)
{
  g_return_val_if_fail (index < self->n_rows, NULL);
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self->rows[index]),
                                                    AK_TYPE_ANALYSIS_ROW, "value_label"));
}

GtkWidget *
_ak_analysis_page_get_value_row (AkAnalysisPage *self)
{
  return GTK_WIDGET (self->value_row);
}

GtkWidget *
_ak_analysis_page_get_value_label (AkAnalysisPage *self)
{
  return GTK_WIDGET (self->value_label);
}

GtkWidget *
_ak_analysis_page_get_legend (AkAnalysisPage *self)
{
  return self->legend;
}
