/* ak-eval-graph.c — the engine's value over a game, ply by ply, from
 * the [%eval] values its moves' comments hold
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The graph reads the game's main line: for each move its value (South's
 * view, as a review or another program wrote it), what it captured and how
 * it was marked (?!, ?, ??).  It draws the curve about a zero line, the
 * captures as ticks toward the side that made them, the marked moves as
 * dots in their severity's colour and the ply the game's cursor is at;
 * a click or a drag goes to a ply.  A value is drawn as what it is worth:
 * a proved one with a small solid dot on the curve, an estimate without,
 * and one the repetition rule decides within proved bounds as a bar from
 * the least to the most it can be, over a band along each run of them.
 *
 * The line is read again when the record changes (from an idle callback,
 * so a burst of changes reads it once) and not at all while the game has
 * no values: a game of a million plies without a review costs one walk of
 * its main line per change.  The nodes of the line are kept to go to a
 * ply; they are dropped at once when the record changes, since a change
 * may free them, and read again before a click uses them.
 */

#define G_LOG_DOMAIN "ak-eval-graph"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ak-eval-graph.h"
#include "ak-eval-graph-private.h"
#include "ak-value-text.h"

#define MARGIN_X     10.0
#define GUTTER       48.0  /* the scale's words, left of the plot */
#define MARGIN_Y      8.0
#define TICK_PER_SEED 2.0
#define TICK_MAX     10.0
#define BAR_CAP       3.0  /* half the width of a bounded value's bar */
#define PROVED_RADIUS 2.5  /* of a proved value's dot */

struct _AkEvalGraph
{
  GtkWidget    parent_instance;

  AkGame      *game;
  GSignalGroup *game_signals;
  GArray      *points;      /* AkEvalPoint, one per ply; [0] is the start */
  GPtrArray   *nodes;       /* AkGameNode *, not owned; NULL when stale */
  gboolean     has_values;
  guint        current_ply;
  guint        refresh_id;
  guint        drag_ply;
};

G_DEFINE_FINAL_TYPE (AkEvalGraph, ak_eval_graph, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_HAS_VALUES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The model reads a move's mark from its suffix or its glyphs, as the
 * ledger counts them. */
static AkEvalMark
node_mark (const AkGameNode *node)
{
  switch (ak_review_node_get_mark (node))
    {
    case AK_REVIEW_MARK_BLUNDER:    return AK_EVAL_MARK_BLUNDER;
    case AK_REVIEW_MARK_MISTAKE:    return AK_EVAL_MARK_MISTAKE;
    case AK_REVIEW_MARK_INACCURACY: return AK_EVAL_MARK_DUBIOUS;
    case AK_REVIEW_MARK_NONE:
    default:                        return AK_EVAL_MARK_NONE;
    }
}

/* Reads @node's value into @point: its score, kind and range. */
static gboolean
node_eval (const AkGameNode *node,
           AkEvalPoint      *point)
{
  AkEval eval;

  if (node->comments == NULL || !ak_game_node_get_eval (node, &eval))
    return FALSE;
  point->score = eval.score;
  point->kind = ak_eval_get_kind (&eval);
  point->exact = point->kind == AK_VALUE_PROVED;
  point->lower = point->kind == AK_VALUE_BOUNDED ? eval.lower : eval.score;
  point->upper = point->kind == AK_VALUE_BOUNDED ? eval.upper : eval.score;
  return TRUE;
}

static gboolean
line_has_values (AkGameNode *root)
{
  AkEvalPoint point;

  for (AkGameNode *node = root;
       node->children != NULL && node->children->len > 0;)
    {
      node = g_ptr_array_index (node->children, 0);
      if (node_eval (node, &point))
        return TRUE;
    }
  return FALSE;
}

static void
update_current_ply (AkEvalGraph *self)
{
  AkGameNode *node;
  guint ply = 0;

  if (self->game != NULL)
    {
      /* In a variation, the ply where it leaves the main line. */
      node = ak_game_get_current_node (self->game);
      while (node != NULL && !ak_game_is_on_main_line (self->game, node))
        node = node->parent;
      if (node != NULL)
        ply = node->ply;
    }

  if (ply != self->current_ply)
    {
      self->current_ply = ply;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

/**
 * _ak_eval_graph_refresh:
 * @self: a graph
 *
 * Reads the game's main line now.  The graph does so by itself after a
 * change; tests call this to read it at once.
 */
void
_ak_eval_graph_refresh (AkEvalGraph *self)
{
  gboolean had_values = self->has_values;
  g_autofree char *description = NULL;
  AkGameNode *root;

  g_clear_handle_id (&self->refresh_id, g_source_remove);
  g_array_set_size (self->points, 0);
  g_clear_pointer (&self->nodes, g_ptr_array_unref);
  self->has_values = FALSE;

  /* A game with no value at all is not walked: it may be a million plies
   * long. */
  if (self->game != NULL && ak_game_get_may_have_evals (self->game) &&
      line_has_values (root = ak_game_get_root (self->game)))
    {
      AkEvalPoint start = { 0, FALSE, FALSE, 0, root->position.side, AK_EVAL_MARK_NONE,
                            AK_VALUE_ESTIMATE, 0, 0 };

      self->has_values = TRUE;
      self->nodes = g_ptr_array_new ();
      g_array_append_val (self->points, start);
      g_ptr_array_add (self->nodes, root);

      for (AkGameNode *node = root;
           node->children != NULL && node->children->len > 0;)
        {
          AkEvalPoint point = { 0, };

          node = g_ptr_array_index (node->children, 0);
          point.has_score = node_eval (node, &point);
          point.captured = node->captured;
          point.mover = node->parent->position.side;
          point.mark = node_mark (node);
          g_array_append_val (self->points, point);
          g_ptr_array_add (self->nodes, node);
        }
    }

  update_current_ply (self);
  description = ak_eval_graph_describe (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
  if (had_values != self->has_values)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_VALUES]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
refresh_idle_cb (gpointer user_data)
{
  AkEvalGraph *self = user_data;

  self->refresh_id = 0;
  _ak_eval_graph_refresh (self);
  return G_SOURCE_REMOVE;
}

static void
game_changed_cb (AkEvalGraph *self)
{
  /* The change may have freed nodes of the line. */
  g_clear_pointer (&self->nodes, g_ptr_array_unref);
  if (self->refresh_id == 0)
    self->refresh_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, refresh_idle_cb, self, NULL);
}

static void
current_node_cb (AkEvalGraph *self)
{
  update_current_ply (self);
}

/* ----- geometry ----- */

/* The value at the top of the graph, in seeds: the smallest of a few
 * round limits that holds every value. */
static double
value_limit (AkEvalGraph *self)
{
  static const double limits[] = { 4, 8, 12, 16, 24, 32, 48 };
  int most = 0;

  for (guint i = 0; i < self->points->len; i++)
    {
      const AkEvalPoint *point = &g_array_index (self->points, AkEvalPoint, i);

      if (point->has_score)
        most = MAX (most, MAX (ABS (point->lower), ABS (point->upper)));
    }
  for (guint i = 0; i < G_N_ELEMENTS (limits); i++)
    if (most <= limits[i] * AK_SCORE_SEED)
      return limits[i];
  return limits[G_N_ELEMENTS (limits) - 1];
}

/**
 * ak_eval_graph_x_of_ply:
 * @self: a graph
 * @ply: a ply of the main line
 *
 * Returns: where the graph draws @ply, in its own coordinates.
 */
double
ak_eval_graph_x_of_ply (AkEvalGraph *self,
                        guint        ply)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self)) - GUTTER - MARGIN_X;
  guint last = self->points->len > 1 ? self->points->len - 1 : 1;

  return GUTTER + MAX (width, 1) * MIN (ply, last) / last;
}

/**
 * ak_eval_graph_ply_at:
 * @self: a graph
 * @x: a point across the graph, in its own coordinates
 *
 * Returns: the ply nearest @x.
 */
guint
ak_eval_graph_ply_at (AkEvalGraph *self,
                      double       x)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self)) - GUTTER - MARGIN_X;
  double fraction;

  if (self->points->len < 2 || width <= 0)
    return 0;
  fraction = CLAMP ((x - GUTTER) / width, 0, 1);
  return (guint) (fraction * (self->points->len - 1) + 0.5);
}

static double
y_of_score (double score,
            double limit,
            double height)
{
  double inner = MAX (height - 2 * MARGIN_Y, 1);
  double value = CLAMP (score / AK_SCORE_SEED, -limit, limit);

  return MARGIN_Y + inner / 2 - value / limit * inner / 2;
}

/* ----- drawing ----- */

static void
mark_colour (AkEvalMark  mark,
             gboolean    dark,
             GdkRGBA    *colour)
{
  /* The style's yellow, orange and red. */
  switch (mark)
    {
    case AK_EVAL_MARK_DUBIOUS:
      gdk_rgba_parse (colour, dark ? "#f8e45c" : "#e5a50a");
      break;
    case AK_EVAL_MARK_MISTAKE:
      gdk_rgba_parse (colour, dark ? "#ffa348" : "#e66100");
      break;
    case AK_EVAL_MARK_BLUNDER:
    case AK_EVAL_MARK_NONE:
    default:
      gdk_rgba_parse (colour, dark ? "#ff7b63" : "#e01b24");
      break;
    }
}

static void
append_dot (GtkSnapshot   *snapshot,
            double         x,
            double         y,
            double         radius,
            const GdkRGBA *colour)
{
  GskRoundedRect dot;

  gsk_rounded_rect_init_from_rect (&dot, &GRAPHENE_RECT_INIT (x - radius, y - radius,
                                                              2 * radius, 2 * radius),
                                   radius);
  gtk_snapshot_push_rounded_clip (snapshot, &dot);
  gtk_snapshot_append_color (snapshot, colour, &dot.bounds);
  gtk_snapshot_pop (snapshot);
}

static void
append_scale_label (AkEvalGraph *self,
                    GtkSnapshot *snapshot,
                    const char  *text,
                    double       y,
                    GdkRGBA     *colour)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoAttrList *attrs = pango_attr_list_new ();
  int width, height;

  pango_attr_list_insert (attrs, pango_attr_scale_new (PANGO_SCALE_SMALL));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  pango_layout_get_pixel_size (layout, &width, &height);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (GUTTER - 8 - width, y - height / 2.0));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

/* Where the repetition rule decides, the value is only known to lie in a
 * range: a band over each run of such plies, and a bar with caps at each,
 * from the least to the most it can be. */
static void
append_bounds (AkEvalGraph   *self,
               GtkSnapshot   *snapshot,
               double         limit,
               double         height,
               const GdkRGBA *fg)
{
  GdkRGBA band = *fg, bar = *fg;
  guint n = self->points->len;

  band.alpha = 0.14f;
  bar.alpha = 0.7f;
  for (guint i = 0; i < n;)
    {
      g_autoptr(GskPathBuilder) builder = NULL;
      g_autoptr(GskPath) path = NULL;
      guint end = i;

      while (end < n && g_array_index (self->points, AkEvalPoint, end).has_score &&
             g_array_index (self->points, AkEvalPoint, end).kind == AK_VALUE_BOUNDED)
        end++;
      if (end == i)
        {
          i++;
          continue;
        }
      /* Along the upper ends, and back along the lower. */
      builder = gsk_path_builder_new ();
      for (guint j = i; j < end; j++)
        {
          const AkEvalPoint *point = &g_array_index (self->points, AkEvalPoint, j);
          double x = ak_eval_graph_x_of_ply (self, j);
          double y = y_of_score (point->upper, limit, height);

          if (j == i)
            gsk_path_builder_move_to (builder, x - (end - i == 1 ? BAR_CAP : 0), y);
          else
            gsk_path_builder_line_to (builder, x, y);
          if (end - i == 1)
            gsk_path_builder_line_to (builder, x + BAR_CAP, y);
        }
      for (guint j = end; j-- > i;)
        {
          const AkEvalPoint *point = &g_array_index (self->points, AkEvalPoint, j);
          double x = ak_eval_graph_x_of_ply (self, j);
          double y = y_of_score (point->lower, limit, height);

          gsk_path_builder_line_to (builder, x + (end - i == 1 ? BAR_CAP : 0), y);
          if (end - i == 1)
            gsk_path_builder_line_to (builder, x - BAR_CAP, y);
        }
      gsk_path_builder_close (builder);
      path = gsk_path_builder_free_to_path (g_steal_pointer (&builder));
      gtk_snapshot_append_fill (snapshot, path, GSK_FILL_RULE_WINDING, &band);

      for (guint j = i; j < end; j++)
        {
          const AkEvalPoint *point = &g_array_index (self->points, AkEvalPoint, j);
          double x = ak_eval_graph_x_of_ply (self, j);
          double top = y_of_score (point->upper, limit, height);
          double bottom = y_of_score (point->lower, limit, height);

          gtk_snapshot_append_color (snapshot, &bar,
                                     &GRAPHENE_RECT_INIT (x - 0.75, top, 1.5, bottom - top));
          gtk_snapshot_append_color (snapshot, &bar,
                                     &GRAPHENE_RECT_INIT (x - BAR_CAP, top - 0.75, 2 * BAR_CAP, 1.5));
          gtk_snapshot_append_color (snapshot, &bar,
                                     &GRAPHENE_RECT_INIT (x - BAR_CAP, bottom - 0.75, 2 * BAR_CAP, 1.5));
        }
      i = end;
    }
}

static void
ak_eval_graph_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  AkEvalGraph *self = AK_EVAL_GRAPH (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  g_autoptr(GdkRGBA) accent = adw_style_manager_get_accent_color_rgba (adw_style_manager_get_default ());
  g_autoptr(GskPathBuilder) area = NULL;
  g_autoptr(GskPathBuilder) curve = NULL;
  g_autoptr(GskPath) path = NULL;
  g_autoptr(GskStroke) stroke = NULL;
  g_autofree char *top = NULL;
  g_autofree char *bottom = NULL;
  GdkRGBA fg, faint, dim, fill, colour;
  double limit, zero, first_x = 0, last_x = 0;
  gboolean started = FALSE;
  guint n = self->points->len;

  if (n < 2 || width <= GUTTER + MARGIN_X || height <= 2 * MARGIN_Y)
    return;

  gtk_widget_get_color (widget, &fg);
  faint = fg;
  faint.alpha = 0.25f;
  dim = fg;
  dim.alpha = 0.55f;
  fill = fg;
  fill.alpha = 0.12f;
  limit = value_limit (self);
  zero = y_of_score (0, limit, height);

  /* The zero line; the limits at the top and the bottom, and whose lead
   * each half shows. */
  gtk_snapshot_append_color (snapshot, &faint,
                             &GRAPHENE_RECT_INIT (GUTTER, zero - 0.5, width - GUTTER - MARGIN_X, 1));
  top = g_strdup_printf ("+%g", limit);
  bottom = g_strdup_printf ("−%g", limit);
  append_scale_label (self, snapshot, top, MARGIN_Y + 4, &dim);
  append_scale_label (self, snapshot, _("South"), (MARGIN_Y + zero) / 2 + 4, &dim);
  append_scale_label (self, snapshot, _("North"), (zero + height - MARGIN_Y) / 2 - 4, &dim);
  append_scale_label (self, snapshot, bottom, height - MARGIN_Y - 4, &dim);

  /* The captures: a tick from the zero line toward the capturer, as long
   * as what it took. */
  for (guint i = 1; i < n; i++)
    {
      const AkEvalPoint *point = &g_array_index (self->points, AkEvalPoint, i);
      double length, x;

      if (point->captured == 0)
        continue;
      length = MIN (TICK_MAX, point->captured * TICK_PER_SEED);
      x = ak_eval_graph_x_of_ply (self, i);
      gtk_snapshot_append_color (snapshot, &dim,
                                 &GRAPHENE_RECT_INIT (x - 1,
                                                      point->mover == AK_SOUTH ? zero - length : zero,
                                                      2, length));
    }

  append_bounds (self, snapshot, limit, height, &fg);

  /* The curve through every ply that has a value, and the area between
   * it and the zero line.  A game of more plies than pixels draws the
   * line through every point all the same: GSK's path keeps up. */
  area = gsk_path_builder_new ();
  curve = gsk_path_builder_new ();
  for (guint i = 0; i < n; i++)
    {
      const AkEvalPoint *point = &g_array_index (self->points, AkEvalPoint, i);
      double x, y;

      if (!point->has_score)
        continue;
      x = ak_eval_graph_x_of_ply (self, i);
      y = y_of_score (point->score, limit, height);
      if (!started)
        {
          gsk_path_builder_move_to (area, x, zero);
          gsk_path_builder_move_to (curve, x, y);
          first_x = x;
          started = TRUE;
        }
      else
        gsk_path_builder_line_to (curve, x, y);
      gsk_path_builder_line_to (area, x, y);
      last_x = x;
    }
  if (started)
    {
      gsk_path_builder_line_to (area, last_x, zero);
      gsk_path_builder_line_to (area, first_x, zero);
      gsk_path_builder_close (area);
      path = gsk_path_builder_free_to_path (g_steal_pointer (&area));
      gtk_snapshot_append_fill (snapshot, path, GSK_FILL_RULE_WINDING, &fill);
      g_clear_pointer (&path, gsk_path_unref);

      colour = fg;
      colour.alpha = 0.8f;
      stroke = gsk_stroke_new (1.5f);
      gsk_stroke_set_line_join (stroke, GSK_LINE_JOIN_ROUND);
      path = gsk_path_builder_free_to_path (g_steal_pointer (&curve));
      gtk_snapshot_append_stroke (snapshot, path, stroke, &colour);
    }

  /* A proved value is a solid dot on the curve; an estimate has none. */
  for (guint i = 0; i < n; i++)
    {
      const AkEvalPoint *point = &g_array_index (self->points, AkEvalPoint, i);

      if (point->has_score && point->kind == AK_VALUE_PROVED)
        append_dot (snapshot, ak_eval_graph_x_of_ply (self, i),
                    y_of_score (point->score, limit, height), PROVED_RADIUS, &fg);
    }

  /* The ply on the board. */
  if (self->current_ply < n)
    {
      const AkEvalPoint *point = &g_array_index (self->points, AkEvalPoint, self->current_ply);
      double x = ak_eval_graph_x_of_ply (self, self->current_ply);

      gtk_snapshot_append_color (snapshot, accent,
                                 &GRAPHENE_RECT_INIT (x - 1, MARGIN_Y / 2, 2, height - MARGIN_Y));
      if (point->has_score)
        append_dot (snapshot, x, y_of_score (point->score, limit, height), 4, accent);
    }

  /* The marked moves, over everything else. */
  for (guint i = 1; i < n; i++)
    {
      const AkEvalPoint *point = &g_array_index (self->points, AkEvalPoint, i);
      double x, y;

      if (point->mark == AK_EVAL_MARK_NONE)
        continue;
      x = ak_eval_graph_x_of_ply (self, i);
      y = point->has_score ? y_of_score (point->score, limit, height) : zero;
      mark_colour (point->mark, dark, &colour);
      append_dot (snapshot, x, y, point->mark == AK_EVAL_MARK_BLUNDER ? 4 : 3.5, &colour);
    }
}

static void
ak_eval_graph_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 120;
      *natural = 480;
    }
  else
    {
      *minimum = 64;
      *natural = 96;
    }
}

/* ----- going to a ply ----- */

/**
 * ak_eval_graph_go_to_ply:
 * @self: a graph
 * @ply: a ply of the main line
 *
 * Moves the game's cursor to the position after @ply (0: the start).
 */
void
ak_eval_graph_go_to_ply (AkEvalGraph *self,
                         guint        ply)
{
  g_return_if_fail (AK_IS_EVAL_GRAPH (self));

  if (self->game == NULL)
    return;
  if (self->nodes == NULL)
    _ak_eval_graph_refresh (self);
  if (self->nodes == NULL || ply >= self->nodes->len)
    return;
  ak_game_go_to (self->game, g_ptr_array_index (self->nodes, ply));
}

static void
drag_begin_cb (GtkGestureDrag *gesture,
               double          x,
               double          y,
               AkEvalGraph    *self)
{
  self->drag_ply = ak_eval_graph_ply_at (self, x);
  ak_eval_graph_go_to_ply (self, self->drag_ply);
}

static void
drag_update_cb (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                AkEvalGraph    *self)
{
  double x, y;
  guint ply;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  ply = ak_eval_graph_ply_at (self, x + dx);
  if (ply != self->drag_ply)
    {
      self->drag_ply = ply;
      ak_eval_graph_go_to_ply (self, ply);
    }
}

/* "+4 proved", "+2..+6 a repetition decides" or "+2.03 estimate", with
 * minus signs, not hyphens. */
static char *
format_value (const AkEvalPoint *point)
{
  AkValueText text = { point->kind, point->score, point->lower, point->upper };
  g_autofree char *value = ak_value_text_format (&text);
  g_auto(GStrv) parts = g_strsplit (value, "-", -1);
  g_autofree char *shown = g_strjoinv ("−", parts);

  switch (point->kind)
    {
    case AK_VALUE_PROVED:
      /* Translators: a value on the evaluation graph, such as "+4" */
      return g_strdup_printf (_("%s proved"), shown);
    case AK_VALUE_BOUNDED:
      /* Translators: a value on the evaluation graph, such as "+2..+6",
       * which the repetition rule decides within these bounds */
      return g_strdup_printf (_("%s a repetition decides"), shown);
    case AK_VALUE_ESTIMATE:
    default:
      /* Translators: a value on the evaluation graph, such as "+2.03" */
      return g_strdup_printf (_("%s estimate"), shown);
    }
}

/**
 * ak_eval_graph_dup_ply_text:
 * @self: a graph
 * @ply: 1 for the first move, up to ak_eval_graph_get_n_plies()
 *
 * Returns: (transfer full) (nullable): what the graph's tooltip says of
 *   @ply, such as "3. c  +2..+6 a repetition decides", or %NULL for no
 *   such ply
 */
char *
ak_eval_graph_dup_ply_text (AkEvalGraph *self,
                            guint        ply)
{
  const AkEvalPoint *point;
  g_autofree char *notation = NULL;
  g_autofree char *value = NULL;
  AkGameNode *node;

  g_return_val_if_fail (AK_IS_EVAL_GRAPH (self), NULL);

  if (self->nodes == NULL || ply == 0 || ply >= self->nodes->len)
    return NULL;
  node = g_ptr_array_index (self->nodes, ply);
  point = &g_array_index (self->points, AkEvalPoint, ply);
  notation = ak_game_node_dup_notation (node);
  value = point->has_score ? format_value (point) : g_strdup ("");
  return g_strdup_printf ("%u%s %s  %s",
                          ak_game_node_get_move_number (node),
                          point->mover == AK_SOUTH ? "." : "…",
                          notation, value);
}

static gboolean
query_tooltip_cb (AkEvalGraph *self,
                  int          x,
                  int          y,
                  gboolean     keyboard,
                  GtkTooltip  *tooltip)
{
  guint ply = keyboard ? self->current_ply : ak_eval_graph_ply_at (self, x);
  g_autofree char *text = ak_eval_graph_dup_ply_text (self, ply);

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* ----- description ----- */

/* A screen reader hears no curve: the description names its turning
 * points by their moves, as a student would look them up in the list:
 * where each side led most, where the lead changed hands, and the moves
 * that swung the value most. */

/* At most this many of each are named; the rest are counted. */
#define DESCRIBE_MAX_CHANGES 4
#define DESCRIBE_MAX_SWINGS  3
/* A smaller swing is not worth naming: 1 seed. */
#define DESCRIBE_MIN_SWING   AK_SCORE_SEED

/* "3... Ax4? (ply 6)": the move that led to @ply. */
static char *
describe_ply (AkEvalGraph *self,
              guint        ply)
{
  AkGameNode *node = g_ptr_array_index (self->nodes, ply);
  const AkEvalPoint *point = &g_array_index (self->points, AkEvalPoint, ply);
  g_autofree char *notation = ak_game_node_dup_notation (node);

  /* Translators: a move named in the graph's description: its number,
   * "." for South's move or "…" for North's, the move, and its ply, like
   * "3. c (ply 5)" */
  return g_strdup_printf (_("%u%s %s (ply %u)"), ak_game_node_get_move_number (node),
                          point->mover == AK_SOUTH ? "." : "…", notation, ply);
}

static const char *
side_name (int sign)
{
  return sign > 0 ? _("South") : _("North");
}

typedef struct
{
  guint ply;
  int   swing;  /* South's view: the value after less the one before */
} Swing;

static int
compare_swings (gconstpointer a,
                gconstpointer b)
{
  const Swing *sa = a;
  const Swing *sb = b;

  if (ABS (sa->swing) != ABS (sb->swing))
    return ABS (sb->swing) - ABS (sa->swing);
  return (int) sa->ply - (int) sb->ply;
}

/* "The lead changes hands 2 times: to North with 3… A (ply 6), …" */
static void
append_changes (AkEvalGraph *self,
                GString     *out,
                guint        n_changes,
                const guint *change_plies,
                const int   *change_signs)
{
  if (n_changes > 0)
    {
      g_string_append_printf (out, ngettext (" The lead changes hands once:",
                                             " The lead changes hands %u times:", n_changes),
                              n_changes);
      for (guint i = 0; i < MIN (n_changes, DESCRIBE_MAX_CHANGES); i++)
        {
          g_autofree char *move = describe_ply (self, change_plies[i]);

          /* Translators: where the lead changes hands in the graph's
           * description: "to North with 3… A (ply 6)".  The first %s is
           * what separates it from the one before: nothing for the first,
           * then a comma; the second is a side, the third a move. */
          g_string_append_printf (out, _("%s to %s with %s"), i > 0 ? "," : "",
                                  side_name (change_signs[i]), move);
        }
      if (n_changes > DESCRIBE_MAX_CHANGES)
        g_string_append_printf (out, ngettext (", and once more", ", and %u times more",
                                               n_changes - DESCRIBE_MAX_CHANGES),
                                n_changes - DESCRIBE_MAX_CHANGES);
      g_string_append_c (out, '.');
    }
}

/* "The largest swings: 3… A (ply 6), 4.2 seeds towards North; …" */
static void
append_swings (AkEvalGraph *self,
               GString     *out,
               GArray      *swings)
{
  if (swings->len > 0)
    {
      g_array_sort (swings, compare_swings);
      g_string_append (out, ngettext (" The largest swing:", " The largest swings:",
                                      MIN (swings->len, DESCRIBE_MAX_SWINGS)));
      for (guint i = 0; i < MIN (swings->len, DESCRIBE_MAX_SWINGS); i++)
        {
          const Swing *swing = &g_array_index (swings, Swing, i);
          g_autofree char *move = describe_ply (self, swing->ply);

          /* Translators: a swing of the values in the graph's
           * description: "3… A (ply 6), 4.2 seeds towards North".  The
           * first %s is what separates it from the one before: nothing for
           * the first, then a semicolon; the second is a move, the last a
           * side. */
          g_string_append_printf (out, _("%s %s, %.1f seeds towards %s"), i > 0 ? ";" : "",
                                  move, (double) ABS (swing->swing) / AK_SCORE_SEED,
                                  side_name (swing->swing));
        }
      g_string_append_c (out, '.');
    }
}

/* How many values are of each kind, and how many moves are marked. */
static void
append_counts (GString     *out,
               const guint *kinds,
               const guint *marks)
{
  if (kinds[AK_VALUE_PROVED] + kinds[AK_VALUE_BOUNDED] > 0)
    {
      g_autofree char *proved = NULL;
      g_autofree char *bounded = NULL;
      g_autofree char *estimated = NULL;

      proved = g_strdup_printf (ngettext ("%u proved", "%u proved", kinds[AK_VALUE_PROVED]),
                                kinds[AK_VALUE_PROVED]);
      bounded = g_strdup_printf (ngettext ("%u decided by a repetition within proved bounds",
                                           "%u decided by a repetition within proved bounds",
                                           kinds[AK_VALUE_BOUNDED]),
                                 kinds[AK_VALUE_BOUNDED]);
      estimated = g_strdup_printf (ngettext ("%u estimated", "%u estimated",
                                             kinds[AK_VALUE_ESTIMATE]),
                                   kinds[AK_VALUE_ESTIMATE]);
      /* Translators: how many values are of each kind, like "3 proved,
       * 2 decided by a repetition within proved bounds, 9 estimated" */
      g_string_append_printf (out, _(" Values: %s, %s, %s."), proved, bounded, estimated);
    }
  if (marks[AK_EVAL_MARK_BLUNDER] + marks[AK_EVAL_MARK_MISTAKE] + marks[AK_EVAL_MARK_DUBIOUS] > 0)
    {
      g_autofree char *blunders = NULL;
      g_autofree char *mistakes = NULL;
      g_autofree char *inaccuracies = NULL;

      blunders = g_strdup_printf (ngettext ("%u blunder", "%u blunders",
                                            marks[AK_EVAL_MARK_BLUNDER]),
                                  marks[AK_EVAL_MARK_BLUNDER]);
      mistakes = g_strdup_printf (ngettext ("%u mistake", "%u mistakes",
                                            marks[AK_EVAL_MARK_MISTAKE]),
                                  marks[AK_EVAL_MARK_MISTAKE]);
      inaccuracies = g_strdup_printf (ngettext ("%u inaccuracy", "%u inaccuracies",
                                                marks[AK_EVAL_MARK_DUBIOUS]),
                                      marks[AK_EVAL_MARK_DUBIOUS]);
      /* Translators: the counts of moves marked ??, ? and ?!, like
       * "1 blunder, 2 mistakes, 0 inaccuracies" */
      g_string_append_printf (out, _(" Marked: %s, %s, %s."), blunders, mistakes, inaccuracies);
    }
}

/**
 * ak_eval_graph_describe:
 * @self: a graph
 *
 * What the graph shows, in words, for a screen reader: where each side
 * leads most, where the lead changes hands and to whom, the moves that
 * swing the value most, how the values end, and how many moves were
 * marked; each move named as the moves list writes it.
 *
 * Returns: (transfer full): the description
 */
char *
ak_eval_graph_describe (AkEvalGraph *self)
{
  GString *out;
  int best_south = 0, best_north = 0, last_sign = 0;
  guint best_south_ply = 0, best_north_ply = 0, n_changes = 0;
  guint change_plies[DESCRIBE_MAX_CHANGES];
  int change_signs[DESCRIBE_MAX_CHANGES];
  guint marks[4] = { 0, };
  guint kinds[3] = { 0, };
  const AkEvalPoint *last = NULL;
  g_autoptr(GArray) swings = NULL;

  g_return_val_if_fail (AK_IS_EVAL_GRAPH (self), NULL);

  if (!self->has_values)
    return g_strdup (_("No values: the game has not been reviewed"));

  swings = g_array_new (FALSE, FALSE, sizeof (Swing));
  out = g_string_new (NULL);
  for (guint i = 1; i < self->points->len; i++)
    {
      const AkEvalPoint *point = &g_array_index (self->points, AkEvalPoint, i);
      int sign;

      marks[point->mark]++;
      if (!point->has_score)
        continue;
      kinds[point->kind]++;
      if (last != NULL && ABS (point->score - last->score) >= DESCRIBE_MIN_SWING)
        {
          Swing swing = { i, point->score - last->score };

          g_array_append_val (swings, swing);
        }
      last = point;
      sign = point->score > 0 ? 1 : point->score < 0 ? -1 : 0;
      if (sign != 0 && last_sign != 0 && sign != last_sign)
        {
          if (n_changes < DESCRIBE_MAX_CHANGES)
            {
              change_plies[n_changes] = i;
              change_signs[n_changes] = sign;
            }
          n_changes++;
        }
      if (sign != 0)
        last_sign = sign;
      if (point->score > best_south)
        best_south = point->score, best_south_ply = i;
      if (point->score < best_north)
        best_north = point->score, best_north_ply = i;
    }

  g_string_append_printf (out, ngettext ("Values of %u ply.", "Values of %u plies.",
                                         self->points->len - 1),
                          self->points->len - 1);
  if (best_south_ply > 0)
    {
      g_autofree char *move = describe_ply (self, best_south_ply);

      /* Translators: %s is a move, like "3. c (ply 5)" */
      g_string_append_printf (out, _(" South leads most after %s, by %.1f seeds."),
                              move, (double) best_south / AK_SCORE_SEED);
    }
  if (best_north_ply > 0)
    {
      g_autofree char *move = describe_ply (self, best_north_ply);

      /* Translators: %s is a move, like "3. c (ply 5)" */
      g_string_append_printf (out, _(" North leads most after %s, by %.1f seeds."),
                              move, (double) -best_north / AK_SCORE_SEED);
    }

  append_changes (self, out, n_changes, change_plies, change_signs);
  append_swings (self, out, swings);
  if (last != NULL)
    {
      if (last->score == 0)
        g_string_append (out, _(" It ends even."));
      else
        g_string_append_printf (out, _(" It ends %.1f for %s."),
                                (double) ABS (last->score) / AK_SCORE_SEED,
                                side_name (last->score));
    }
  append_counts (out, kinds, marks);
  return g_string_free (out, FALSE);
}

/* ----- the object ----- */

GtkWidget *
ak_eval_graph_new (void)
{
  return g_object_new (AK_TYPE_EVAL_GRAPH, NULL);
}

AkGame *
ak_eval_graph_get_game (AkEvalGraph *self)
{
  g_return_val_if_fail (AK_IS_EVAL_GRAPH (self), NULL);
  return self->game;
}

void
ak_eval_graph_set_game (AkEvalGraph *self,
                        AkGame      *game)
{
  g_return_if_fail (AK_IS_EVAL_GRAPH (self));
  g_return_if_fail (game == NULL || AK_IS_GAME (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  /* Read from an idle callback too: a game just opened has kept the main
   * loop busy enough. */
  game_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * ak_eval_graph_get_has_values:
 * @self: a graph
 *
 * Returns: whether a move of the main line has a value: whether there is
 *   anything to draw.
 */
gboolean
ak_eval_graph_get_has_values (AkEvalGraph *self)
{
  g_return_val_if_fail (AK_IS_EVAL_GRAPH (self), FALSE);
  return self->has_values;
}

/**
 * ak_eval_graph_get_n_plies:
 * @self: a graph
 *
 * Returns: the plies of the main line the graph read, 0 if it has no values.
 */
guint
ak_eval_graph_get_n_plies (AkEvalGraph *self)
{
  g_return_val_if_fail (AK_IS_EVAL_GRAPH (self), 0);
  return self->points->len > 0 ? self->points->len - 1 : 0;
}

/**
 * ak_eval_graph_get_point:
 * @self: a graph
 * @ply: 1 for the first move, up to ak_eval_graph_get_n_plies()
 *
 * Returns: (nullable): what the graph draws at @ply
 */
const AkEvalPoint *
ak_eval_graph_get_point (AkEvalGraph *self,
                         guint        ply)
{
  g_return_val_if_fail (AK_IS_EVAL_GRAPH (self), NULL);
  if (ply >= self->points->len)
    return NULL;
  return &g_array_index (self->points, AkEvalPoint, ply);
}

guint
ak_eval_graph_get_current_ply (AkEvalGraph *self)
{
  g_return_val_if_fail (AK_IS_EVAL_GRAPH (self), 0);
  return self->current_ply;
}

static void
ak_eval_graph_dispose (GObject *object)
{
  AkEvalGraph *self = AK_EVAL_GRAPH (object);

  g_clear_handle_id (&self->refresh_id, g_source_remove);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->nodes, g_ptr_array_unref);

  G_OBJECT_CLASS (ak_eval_graph_parent_class)->dispose (object);
}

static void
ak_eval_graph_finalize (GObject *object)
{
  AkEvalGraph *self = AK_EVAL_GRAPH (object);

  g_array_unref (self->points);

  G_OBJECT_CLASS (ak_eval_graph_parent_class)->finalize (object);
}

static void
ak_eval_graph_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  AkEvalGraph *self = AK_EVAL_GRAPH (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_HAS_VALUES:
      g_value_set_boolean (value, self->has_values);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_eval_graph_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  AkEvalGraph *self = AK_EVAL_GRAPH (object);

  switch (prop_id)
    {
    case PROP_GAME:
      ak_eval_graph_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_eval_graph_class_init (AkEvalGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_eval_graph_dispose;
  object_class->finalize = ak_eval_graph_finalize;
  object_class->get_property = ak_eval_graph_get_property;
  object_class->set_property = ak_eval_graph_set_property;

  widget_class->snapshot = ak_eval_graph_snapshot;
  widget_class->measure = ak_eval_graph_measure;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         AK_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HAS_VALUES] =
    g_param_spec_boolean ("has-values", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "eval-graph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ak_eval_graph_init (AkEvalGraph *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  self->points = g_array_new (FALSE, FALSE, sizeof (AkEvalPoint));
  self->game_signals = g_signal_group_new (AK_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::current-node",
                                 G_CALLBACK (current_node_cb), self, G_CONNECT_SWAPPED);

  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect_swapped (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Evaluation graph"),
                                  -1);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
}
