/* ak-line-row.c — a row of the Analysis page's best lines: one move's
 * value and its line, each move of it a link, and Play This Line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page gives the row its line already written, a token a ply (with
 * its move number, so that the two stay together where the line wraps),
 * and how a rule ends the line, if one does.  Each token is a link
 * "ply:N": clicking it emits #AkLineRow::ply-activated, and the page
 * shows the position after it; the ply shown is in bold.  The row's
 * value follows the move's row above through its properties.
 */

#define G_LOG_DOMAIN "ak-line-row"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-analysis-row.h"
#include "ak-line-row.h"
#include "ak-model.h"

struct _AkLineRow
{
  GtkListBoxRow  parent_instance;

  /* Template widgets */
  GtkLabel      *title_label;
  GtkLabel      *value_label;
  GtkWidget     *play_button;
  GtkLabel      *moves_label;

  int            move;
  GStrv          tokens;     /* the line's plies, written */
  char          *end;        /* how a rule ends the line, or NULL */
  int            shown_ply;  /* the ply in bold, or -1 */
};

G_DEFINE_FINAL_TYPE (AkLineRow, ak_line_row, GTK_TYPE_LIST_BOX_ROW)

enum {
  PROP_0,
  PROP_MOVE,
  PROP_TOKENS,
  PROP_END,
  PROP_SHOWN_PLY,
  PROP_VALUE,
  PROP_EXPLANATION,
  N_PROPS
};

enum {
  PLAY,
  PLY_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The line's moves, each a link; the one shown in bold. */
static void
update_markup (AkLineRow *self)
{
  g_autoptr(GString) markup = g_string_new (NULL);

  for (guint i = 0; self->tokens != NULL && self->tokens[i] != NULL; i++)
    {
      g_autofree char *escaped = g_markup_escape_text (self->tokens[i], -1);
      gboolean shown = self->shown_ply >= 0 && (guint) self->shown_ply == i;

      if (i > 0)
        g_string_append_c (markup, ' ');
      g_string_append_printf (markup, "<a href=\"ply:%u\">%s%s%s</a>", i,
                              shown ? "<b>" : "", escaped, shown ? "</b>" : "");
    }
  if (self->end != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (self->end, -1);

      /* Translators: after the moves of a line, how it ends:
       * "12. c Fx4 13. a — ends by repetition" */
      g_string_append_printf (markup, _(" — %s"), escaped);
    }
  gtk_label_set_markup (self->moves_label, markup->str);
}

static void
play_clicked_cb (AkLineRow *self,
                 GtkButton *button)
{
  g_signal_emit (self, signals[PLAY], 0);
}

/* A move of the line clicked. */
static gboolean
moves_link_cb (AkLineRow  *self,
               const char *uri,
               GtkLabel   *label)
{
  guint64 ply;

  if (g_str_has_prefix (uri, "ply:") &&
      g_ascii_string_to_unsigned (uri + 4, 10, 0, AK_SEARCH_MAX_PV - 1, &ply, NULL))
    g_signal_emit (self, signals[PLY_ACTIVATED], 0, (guint) ply);
  return TRUE;
}

static void
set_move (AkLineRow *self,
          int        move)
{
  g_autofree char *title = ak_analysis_row_dup_move_name (move);

  self->move = move;
  gtk_label_set_label (self->title_label, title);
}

static void
ak_line_row_constructed (GObject *object)
{
  G_OBJECT_CLASS (ak_line_row_parent_class)->constructed (object);

  update_markup (AK_LINE_ROW (object));
}

static void
ak_line_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_LINE_ROW);

  G_OBJECT_CLASS (ak_line_row_parent_class)->dispose (object);
}

static void
ak_line_row_finalize (GObject *object)
{
  AkLineRow *self = AK_LINE_ROW (object);

  g_clear_pointer (&self->tokens, g_strfreev);
  g_clear_pointer (&self->end, g_free);

  G_OBJECT_CLASS (ak_line_row_parent_class)->finalize (object);
}

static void
ak_line_row_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  AkLineRow *self = AK_LINE_ROW (object);

  switch (prop_id)
    {
    case PROP_MOVE:
      g_value_set_int (value, self->move);
      break;
    case PROP_TOKENS:
      g_value_set_boxed (value, self->tokens);
      break;
    case PROP_END:
      g_value_set_string (value, self->end);
      break;
    case PROP_SHOWN_PLY:
      g_value_set_int (value, self->shown_ply);
      break;
    case PROP_VALUE:
      g_value_set_string (value, gtk_label_get_label (self->value_label));
      break;
    case PROP_EXPLANATION:
      g_value_set_string (value, gtk_widget_get_tooltip_text (GTK_WIDGET (self->value_label)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_line_row_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  AkLineRow *self = AK_LINE_ROW (object);

  switch (prop_id)
    {
    case PROP_MOVE:
      set_move (self, g_value_get_int (value));
      break;
    case PROP_TOKENS:
      self->tokens = g_value_dup_boxed (value);
      break;
    case PROP_END:
      self->end = g_value_dup_string (value);
      break;
    case PROP_SHOWN_PLY:
      ak_line_row_set_shown_ply (self, g_value_get_int (value));
      break;
    case PROP_VALUE:
      gtk_label_set_label (self->value_label, g_value_get_string (value));
      break;
    case PROP_EXPLANATION:
      ak_analysis_row_explain (GTK_WIDGET (self->value_label), g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_line_row_class_init (AkLineRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = ak_line_row_constructed;
  object_class->dispose = ak_line_row_dispose;
  object_class->finalize = ak_line_row_finalize;
  object_class->get_property = ak_line_row_get_property;
  object_class->set_property = ak_line_row_set_property;

  /**
   * AkLineRow:move:
   *
   * The line's first move: a hole, or %AK_MOVE_PASS.
   */
  properties[PROP_MOVE] =
    g_param_spec_int ("move", NULL, NULL,
                      0, AK_MOVE_PASS, 0,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * AkLineRow:tokens:
   *
   * The line's plies as the row writes them, like "12. c" or "Fx4".
   */
  properties[PROP_TOKENS] =
    g_param_spec_boxed ("tokens", NULL, NULL, G_TYPE_STRV,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * AkLineRow:end:
   *
   * How a rule ends the line, like "ends by repetition", or %NULL.
   */
  properties[PROP_END] =
    g_param_spec_string ("end", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * AkLineRow:shown-ply:
   *
   * The ply whose position the board shows, in bold; -1 for none.
   */
  properties[PROP_SHOWN_PLY] =
    g_param_spec_int ("shown-ply", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AkLineRow:value:
   *
   * The value of the line's first move, as its row shows it.
   */
  properties[PROP_VALUE] =
    g_param_spec_string ("value", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /**
   * AkLineRow:explanation:
   *
   * What the value means, in a sentence.
   */
  properties[PROP_EXPLANATION] =
    g_param_spec_string ("explanation", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkLineRow::play:
   * @self: the row
   *
   * Play This Line was clicked.
   */
  signals[PLAY] =
    g_signal_new ("play",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * AkLineRow::ply-activated:
   * @self: the row
   * @ply: the ply clicked, from 0
   *
   * A move of the line was clicked, to see the position after it.
   */
  signals[PLY_ACTIVATED] =
    g_signal_new ("ply-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ak-line-row.ui");
  gtk_widget_class_bind_template_child (widget_class, AkLineRow, title_label);
  gtk_widget_class_bind_template_child (widget_class, AkLineRow, value_label);
  gtk_widget_class_bind_template_child (widget_class, AkLineRow, play_button);
  gtk_widget_class_bind_template_child (widget_class, AkLineRow, moves_label);
  gtk_widget_class_bind_template_callback (widget_class, play_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, moves_link_cb);
}

static void
ak_line_row_init (AkLineRow *self)
{
  self->shown_ply = -1;

  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * ak_line_row_new:
 * @move: the line's first move
 * @tokens: (array zero-terminated=1): its plies, written
 * @end: (nullable): how a rule ends it, or %NULL
 *
 * Returns: (transfer floating): a row for the line
 */
GtkWidget *
ak_line_row_new (int                move,
                 const char * const *tokens,
                 const char         *end)
{
  return g_object_new (AK_TYPE_LINE_ROW,
                       "move", move,
                       "tokens", tokens,
                       "end", end,
                       NULL);
}

int
ak_line_row_get_move (AkLineRow *self)
{
  g_return_val_if_fail (AK_IS_LINE_ROW (self), AK_MOVE_NONE);

  return self->move;
}

int
ak_line_row_get_shown_ply (AkLineRow *self)
{
  g_return_val_if_fail (AK_IS_LINE_ROW (self), -1);

  return self->shown_ply;
}

/**
 * ak_line_row_set_shown_ply:
 * @self: a row
 * @ply: the ply whose position the board shows, or -1
 *
 * Writes that move in bold.  Setting it rewrites the line's links: not
 * from a handler of one of them.
 */
void
ak_line_row_set_shown_ply (AkLineRow *self,
                           int        ply)
{
  g_return_if_fail (AK_IS_LINE_ROW (self));

  ply = MAX (ply, -1);
  if (self->shown_ply == ply)
    return;

  self->shown_ply = ply;
  update_markup (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN_PLY]);
}
