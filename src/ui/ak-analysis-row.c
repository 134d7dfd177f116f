/* ak-analysis-row.c — a row of the Analysis page's moves: one legal move
 * of the position, its value and what the search says of it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The row is titled by its move ("Hole c", or "Pass") and shows the value
 * the page gives it at its end, in the accent colour when the move is the
 * engine's choice; its subtitle (the row's own) says how the value was
 * found.  The page's best lines follow the rows' values through their
 * properties.
 */

#define G_LOG_DOMAIN "ak-analysis-row"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-analysis-row.h"
#include "ak-model.h"

struct _AkAnalysisRow
{
  AdwActionRow  parent_instance;

  /* Template widgets */
  GtkLabel     *value_label;

  int           move;
  gboolean      is_best;
};

G_DEFINE_FINAL_TYPE (AkAnalysisRow, ak_analysis_row, ADW_TYPE_ACTION_ROW)

enum {
  PROP_0,
  PROP_MOVE,
  PROP_VALUE,
  PROP_EXPLANATION,
  PROP_IS_BEST,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * ak_analysis_row_dup_move_name:
 * @move: a hole, or %AK_MOVE_PASS
 *
 * Returns: (transfer full): the move as the page's rows title it: "Hole
 *   c", or "Pass"
 */
char *
ak_analysis_row_dup_move_name (int move)
{
  if (move == AK_MOVE_PASS)
    return g_strdup (_("Pass"));
  /* Translators: a move, named by its hole's letter */
  return g_strdup_printf (_("Hole %c"), ak_hole_to_char (move));
}

/**
 * ak_analysis_row_explain:
 * @widget: a widget that shows a value
 * @explanation: (nullable): what the value means, in a sentence
 *
 * Says what the value on @widget means: as its tooltip, and to a screen
 * reader as its description.
 */
void
ak_analysis_row_explain (GtkWidget  *widget,
                         const char *explanation)
{
  gtk_widget_set_tooltip_text (widget, explanation);
  if (explanation != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, explanation,
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

static void
set_move (AkAnalysisRow *self,
          int            move)
{
  g_autofree char *title = ak_analysis_row_dup_move_name (move);

  self->move = move;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
}

static void
ak_analysis_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_ANALYSIS_ROW);

  G_OBJECT_CLASS (ak_analysis_row_parent_class)->dispose (object);
}

static void
ak_analysis_row_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  AkAnalysisRow *self = AK_ANALYSIS_ROW (object);

  switch (prop_id)
    {
    case PROP_MOVE:
      g_value_set_int (value, self->move);
      break;
    case PROP_VALUE:
      g_value_set_string (value, ak_analysis_row_get_value (self));
      break;
    case PROP_EXPLANATION:
      g_value_set_string (value, ak_analysis_row_get_explanation (self));
      break;
    case PROP_IS_BEST:
      g_value_set_boolean (value, self->is_best);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_analysis_row_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  AkAnalysisRow *self = AK_ANALYSIS_ROW (object);

  switch (prop_id)
    {
    case PROP_MOVE:
      set_move (self, g_value_get_int (value));
      break;
    case PROP_VALUE:
      ak_analysis_row_set_value (self, g_value_get_string (value));
      break;
    case PROP_EXPLANATION:
      ak_analysis_row_set_explanation (self, g_value_get_string (value));
      break;
    case PROP_IS_BEST:
      ak_analysis_row_set_is_best (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_analysis_row_class_init (AkAnalysisRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_analysis_row_dispose;
  object_class->get_property = ak_analysis_row_get_property;
  object_class->set_property = ak_analysis_row_set_property;

  /**
   * AkAnalysisRow:move:
   *
   * The row's move: a hole, or %AK_MOVE_PASS.
   */
  properties[PROP_MOVE] =
    g_param_spec_int ("move", NULL, NULL,
                      0, AK_MOVE_PASS, 0,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * AkAnalysisRow:value:
   *
   * The move's value as the page writes it, or "…" while it has none.
   */
  properties[PROP_VALUE] =
    g_param_spec_string ("value", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AkAnalysisRow:explanation:
   *
   * What the value means, in a sentence: the value's tooltip, and its
   * description to a screen reader.
   */
  properties[PROP_EXPLANATION] =
    g_param_spec_string ("explanation", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AkAnalysisRow:is-best:
   *
   * Whether the move is the engine's choice: its value is in the accent
   * colour.
   */
  properties[PROP_IS_BEST] =
    g_param_spec_boolean ("is-best", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ak-analysis-row.ui");
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisRow, value_label);
}

static void
ak_analysis_row_init (AkAnalysisRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * ak_analysis_row_new:
 * @move: a hole, or %AK_MOVE_PASS
 *
 * Returns: (transfer floating): a row for @move, with no value yet
 */
GtkWidget *
ak_analysis_row_new (int move)
{
  return g_object_new (AK_TYPE_ANALYSIS_ROW, "move", move, NULL);
}

int
ak_analysis_row_get_move (AkAnalysisRow *self)
{
  g_return_val_if_fail (AK_IS_ANALYSIS_ROW (self), AK_MOVE_NONE);

  return self->move;
}

const char *
ak_analysis_row_get_value (AkAnalysisRow *self)
{
  g_return_val_if_fail (AK_IS_ANALYSIS_ROW (self), NULL);

  return gtk_label_get_label (self->value_label);
}

void
ak_analysis_row_set_value (AkAnalysisRow *self,
                           const char    *value)
{
  g_return_if_fail (AK_IS_ANALYSIS_ROW (self));

  if (g_strcmp0 (gtk_label_get_label (self->value_label), value != NULL ? value : "") == 0)
    return;

  gtk_label_set_label (self->value_label, value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALUE]);
}

const char *
ak_analysis_row_get_explanation (AkAnalysisRow *self)
{
  g_return_val_if_fail (AK_IS_ANALYSIS_ROW (self), NULL);

  return gtk_widget_get_tooltip_text (GTK_WIDGET (self->value_label));
}

void
ak_analysis_row_set_explanation (AkAnalysisRow *self,
                                 const char    *explanation)
{
  g_return_if_fail (AK_IS_ANALYSIS_ROW (self));

  if (g_strcmp0 (ak_analysis_row_get_explanation (self), explanation) == 0)
    return;

  ak_analysis_row_explain (GTK_WIDGET (self->value_label), explanation);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXPLANATION]);
}

gboolean
ak_analysis_row_get_is_best (AkAnalysisRow *self)
{
  g_return_val_if_fail (AK_IS_ANALYSIS_ROW (self), FALSE);

  return self->is_best;
}

void
ak_analysis_row_set_is_best (AkAnalysisRow *self,
                             gboolean       is_best)
{
  g_return_if_fail (AK_IS_ANALYSIS_ROW (self));

  is_best = !!is_best;
  if (self->is_best == is_best)
    return;

  self->is_best = is_best;
  if (is_best)
    gtk_widget_add_css_class (GTK_WIDGET (self->value_label), "accent");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->value_label), "accent");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IS_BEST]);
}
