/* ak-board-legend.c — what each mark on the board means, each drawn by
 * the board's own renderer beside its words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-board-legend"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-board-legend.h"
#include "ak-board-renderer.h"

/* The hole shown in each sample: c, in South's row. */
#define SAMPLE_HOLE  2

/* ----- one sample: a hole of a board, marked one way ----- */

#define AK_TYPE_BOARD_MARK_SAMPLE (ak_board_mark_sample_get_type ())
G_DECLARE_FINAL_TYPE (AkBoardMarkSample, ak_board_mark_sample, AK, BOARD_MARK_SAMPLE, GtkWidget)

struct _AkBoardMarkSample
{
  GtkWidget        parent_instance;

  AkBoardRenderer *renderer;
  AkBoardMark      mark;
  AkTrace         *trace;
};

G_DEFINE_FINAL_TYPE (AkBoardMarkSample, ak_board_mark_sample, GTK_TYPE_WIDGET)

/**
 * ak_board_mark_scene:
 * @mark: which mark
 * @scene: (out): the scene to draw
 * @pos: (out caller-allocates): the position it shows, which must
 *   outlive the scene
 * @trace: an empty trace, which the preview's scene uses
 *
 * Sets up the start of a game with hole c marked as @mark alone: what
 * the legend draws, and what the tests compare.
 *
 * Returns: the hole marked
 */
int
ak_board_mark_scene (AkBoardMark   mark,
                     AkBoardScene *scene,
                     AkPosition   *pos,
                     AkTrace      *trace)
{
  AkRules rules;
  int hole = SAMPLE_HOLE;

  ak_rules_init (&rules);
  ak_position_init_start (pos, AK_SOUTH);
  ak_board_scene_init (scene, pos);
  scene->show_letters = FALSE;

  switch (mark)
    {
    case AK_BOARD_MARK_ROW_TO_MOVE:
      scene->to_move = AK_SOUTH;
      break;
    case AK_BOARD_MARK_BOUGHT_BY_NORTH:
      pos->owners |= 1u << hole;
      break;
    case AK_BOARD_MARK_BOUGHT_BY_SOUTH:
      /* A hole of North's row, D: the sample is centred on whichever
       * hole it marks. */
      hole = AK_N_HOLES - 1 - SAMPLE_HOLE;
      pos->owners &= ~(1u << hole);
      break;
    case AK_BOARD_MARK_LAST_ORIGIN:
      scene->last_origin = hole;
      break;
    case AK_BOARD_MARK_LAST_RELAY:
      scene->relay_mask = 1u << hole;
      break;
    case AK_BOARD_MARK_LAST_CAPTURE:
      scene->capture_mask = 1u << hole;
      break;
    case AK_BOARD_MARK_POINTED:
      scene->hover_hole = hole;
      scene->playable_mask = 1u << hole;
      break;
    case AK_BOARD_MARK_HINT:
      scene->hint_hole = hole;
      break;
    case AK_BOARD_MARK_PREVIEW_END:
      /* A move from the start that ends in c, found by playing each. */
      for (int move = 0; move < AK_N_HOLES && scene->preview == NULL; move++)
        {
          AkPosition after = *pos;

          if (ak_position_play_traced (&after, &rules, move, trace) == AK_VERDICT_LEGAL &&
              g_array_index (trace->laps, AkLap, trace->laps->len - 1).last == hole)
            scene->preview = trace;
        }
      break;
    case AK_BOARD_MARK_VALUE:
      {
        /* A value as the Analysis page writes it, on the best move's
         * badge. */
        static const char *values[AK_N_HOLES] = { [SAMPLE_HOLE] = "+2.50" };

        scene->values = values;
        scene->best_value = hole;
      }
      break;
    case AK_BOARD_N_MARKS:
    default:
      g_return_val_if_reached (hole);
    }

  return hole;
}

/**
 * ak_board_mark_sample_frame:
 * @hole: the hole a sample shows
 * @width: the sample's width
 * @height: the sample's height
 * @board_width: (out): the width of the board drawn for it
 * @board_height: (out): the height of that board
 * @offset: (out): where the board's top left corner goes in the sample
 * @clip: (out): the sample's outline, which nothing is drawn outside
 *
 * A sample is a window onto a board whose holes are about as wide as
 * the sample, centred on @hole.
 */
void
ak_board_mark_sample_frame (int               hole,
                            int               width,
                            int               height,
                            int              *board_width,
                            int              *board_height,
                            graphene_point_t *offset,
                            GskRoundedRect   *clip)
{
  AkBoardLayout l;
  float bw;
  float bh;
  float cx;
  float cy;

  bh = MIN (width, height) / 0.151f / 2.0f * 0.62f;
  bw = ceilf (bh * 3.26f + 8);
  bh = ceilf (bh);
  ak_board_layout_init (&l, bw, bh, FALSE);
  ak_board_layout_hole_centre (&l, hole, &cx, &cy);

  *board_width = (int) bw;
  *board_height = (int) bh;
  *offset = GRAPHENE_POINT_INIT (width / 2.f - cx, height / 2.f - cy);
  gsk_rounded_rect_init_from_rect (clip, &GRAPHENE_RECT_INIT (0, 0, width, height),
                                   MIN (width, height) * 0.2f);
}

static void
ak_board_mark_sample_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  AkBoardMarkSample *self = AK_BOARD_MARK_SAMPLE (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  AkBoardScene scene;
  AkPosition pos;
  GskRenderNode *node;
  GskRoundedRect clip;
  graphene_point_t offset;
  int bw;
  int bh;
  int hole;

  ak_trace_clear (self->trace);
  hole = ak_board_mark_scene (self->mark, &scene, &pos, self->trace);
  ak_board_mark_sample_frame (hole, width, height, &bw, &bh, &offset, &clip);

  node = ak_board_renderer_render (self->renderer, &scene, bw, bh,
                                   gtk_widget_get_scale_factor (widget));
  if (node == NULL)
    return;

  gtk_snapshot_push_rounded_clip (snapshot, &clip);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &offset);
  gtk_snapshot_append_node (snapshot, node);
  gtk_snapshot_restore (snapshot);
  gtk_snapshot_pop (snapshot);
  gsk_render_node_unref (node);
}

static void
ak_board_mark_sample_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  *minimum = *natural = AK_BOARD_MARK_SAMPLE_SIZE;
}

static void
ak_board_mark_sample_finalize (GObject *object)
{
  AkBoardMarkSample *self = AK_BOARD_MARK_SAMPLE (object);

  g_clear_pointer (&self->renderer, ak_board_renderer_free);
  g_clear_pointer (&self->trace, ak_trace_free);

  G_OBJECT_CLASS (ak_board_mark_sample_parent_class)->finalize (object);
}

static void
ak_board_mark_sample_class_init (AkBoardMarkSampleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ak_board_mark_sample_finalize;
  widget_class->snapshot = ak_board_mark_sample_snapshot;
  widget_class->measure = ak_board_mark_sample_measure;
  gtk_widget_class_set_css_name (widget_class, "board-mark");
}

static void
ak_board_mark_sample_init (AkBoardMarkSample *self)
{
  self->renderer = ak_board_renderer_new (GTK_WIDGET (self));
  self->trace = ak_trace_new ();
}

static GtkWidget *
ak_board_mark_sample_new (AkBoardMark mark)
{
  AkBoardMarkSample *self = g_object_new (AK_TYPE_BOARD_MARK_SAMPLE, NULL);

  self->mark = mark;
  return GTK_WIDGET (self);
}

/* ----- the legend ----- */

/**
 * ak_board_mark_describe:
 * @mark: a mark
 *
 * Returns: (transfer none): what @mark means, translated
 */
const char *
ak_board_mark_describe (AkBoardMark mark)
{
  switch (mark)
    {
    case AK_BOARD_MARK_ROW_TO_MOVE:
      return _("A lit row: the player to move sows from it");
    case AK_BOARD_MARK_BOUGHT_BY_NORTH:
      return _("Orange tint, stripes falling to the right: a hole of South’s row that North bought");
    case AK_BOARD_MARK_BOUGHT_BY_SOUTH:
      return _("Blue tint, stripes rising to the right: a hole of North’s row that South bought");
    case AK_BOARD_MARK_LAST_ORIGIN:
      return _("Thin double ring: the hole the last move was sown from");
    case AK_BOARD_MARK_LAST_RELAY:
      return _("Thin ring: a hole the last move relayed from");
    case AK_BOARD_MARK_LAST_CAPTURE:
      return _("Thick red ring: a hole the last move captured from. The last move’s rings fade while a preview is shown");
    case AK_BOARD_MARK_POINTED:
      return _("White ring: the playable hole under the pointer");
    case AK_BOARD_MARK_HINT:
      return _("Green glow and arrow: the move the computer suggests");
    case AK_BOARD_MARK_PREVIEW_END:
      return _("Dashed ring in the mover’s colour: where the pointed-at move would end; its path follows each lap, relays are numbered and the counts it would leave show in every hole");
    case AK_BOARD_MARK_VALUE:
      return _("A label at a hole, with the engine on: the Analysis page’s value of that move in seeds, the best one in green");
    case AK_BOARD_N_MARKS:
    default:
      g_return_val_if_reached ("");
    }
}

/**
 * ak_board_legend_new:
 *
 * A section for the Rules page: a heading and, for each mark, its
 * sample beside what it means, and a line on the focus ring, which is
 * GTK's own.
 *
 * Returns: (transfer floating): the section
 */
GtkWidget *
ak_board_legend_new (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *heading = gtk_label_new (_("Marks on the Board"));
  GtkWidget *focus;

  gtk_widget_set_name (box, "board_legend");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, "heading");
  gtk_widget_add_css_class (heading, "rules-heading");
  gtk_accessible_update_property (GTK_ACCESSIBLE (heading),
                                  GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);
  gtk_box_append (GTK_BOX (box), heading);

  for (int mark = 0; mark < AK_BOARD_N_MARKS; mark++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *sample = ak_board_mark_sample_new (mark);
      GtkWidget *label = gtk_label_new (ak_board_mark_describe (mark));

      gtk_widget_set_valign (sample, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (sample),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      ak_board_mark_describe (mark), -1);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 52);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (row), sample);
      gtk_box_append (GTK_BOX (row), label);
      gtk_box_append (GTK_BOX (box), row);
    }

  focus = gtk_label_new (_("The keyboard’s place is shown by the usual focus ring, in your accent colour, just outside the hole."));
  gtk_label_set_wrap (GTK_LABEL (focus), TRUE);
  gtk_label_set_xalign (GTK_LABEL (focus), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (focus), 60);
  gtk_box_append (GTK_BOX (box), focus);

  return box;
}
