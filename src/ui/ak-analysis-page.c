/* ak-analysis-page.c — the engine's view of the current position: the
 * value of every legal hole, the best line, depth and speed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When the engine is on, the page analyses the position at the game's
 * cursor with its own AkAnalyzer, which searches in a worker thread and
 * reports at most ten times a second.  Any change of position stops the
 * search at once and starts a new one from an idle callback, so the few
 * notifications of one move start one search.  The search also stops when
 * the game is over, when the engine is turned off, and while the page is
 * not mapped (the side panel shows another page, or is folded away); it
 * starts again when the page is shown, unless it had already finished on
 * this position.
 *
 * Values are the mover's by default: a fixed point of view shows them
 * all from one side's (South's, or the person's against the computer,
 * which the window sets), so that they do not change sign every ply.
 *
 * Under the values, the best line of each legal move: as the analysis
 * deepens, a second worker (ak_analyzer_lines_async()) searches the
 * position each move leads to, to the same depth up to LINES_MAX_DEPTH.
 * The values of the moves are also offered to the board, which the window
 * shows them on as badges (#AkAnalysisPage::move-values-changed), unless
 * they are turned off, the engine is, or a line is previewed.
 *
 * Clicking a move of a line previews the position it leads to on the
 * board (the window shows what the #AkAnalysisPage::preview signal
 * gives), without touching the game; Play This Line adds the line to the
 * game's tree as a variation, leaving the cursor where it was (and play
 * where it stood, when the line is all that comes after it).
 */

#define G_LOG_DOMAIN "ak-analysis-page"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-analysis-page-private.h"

G_DEFINE_FINAL_TYPE (AkAnalysisPage, ak_analysis_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_ENABLED,
  PROP_BEST_MOVE,
  PROP_FIXED_VIEW,
  PROP_VIEW_SIDE,
  PROP_SHOW_BOARD_VALUES,
  N_PROPS
};

enum {
  MOVE_ACTIVATED,
  MOVE_HIGHLIGHTED,
  PREVIEW,
  MOVE_VALUES_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* For ak-analysis-page-lines.c: a line's position shown on the board, or
 * the game's again (@position %NULL); the moves' values come and go. */
void
_ak_analysis_page_emit_preview (AkAnalysisPage   *self,
                                const AkPosition *position)
{
  g_signal_emit (self, signals[PREVIEW], 0, position);
}

void
_ak_analysis_page_emit_move_values_changed (AkAnalysisPage *self)
{
  g_signal_emit (self, signals[MOVE_VALUES_CHANGED], 0);
}

char *
_ak_analysis_page_format_move (int move)
{
  if (move == AK_MOVE_PASS)
    return g_strdup ("--");
  return g_strdup_printf ("%c", ak_hole_to_char (move));
}

void
_ak_analysis_page_set_best_move (AkAnalysisPage *self,
                                 int             best_move)
{
  if (self->best_move == best_move)
    return;

  self->best_move = best_move;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BEST_MOVE]);
}

/* What the rows show: the analyzer's latest iteration, or a result a
 * test gave. */
const AkSearchResult *
_ak_analysis_page_get_result (AkAnalysisPage *self)
{
  if (self->given_result != NULL)
    return self->given_result;
  return ak_analyzer_get_result (self->analyzer);
}

gboolean
_ak_analysis_page_has_result (AkAnalysisPage *self)
{
  if (self->given_result != NULL)
    return TRUE;
  return self->searched && ak_analyzer_get_result (self->analyzer)->depth > 0;
}

static void
update_state (AkAnalysisPage *self)
{
  const char *name;

  if (!self->enabled || self->game == NULL)
    name = "off";
  else if (ak_game_get_is_over (self->game))
    name = "over";
  else
    name = "on";

  gtk_stack_set_visible_child_name (self->stack, name);
}

/* The captions that say whose values these are. */
static void
update_view_texts (AkAnalysisPage *self)
{
  const char *view_name = self->view_side == AK_SOUTH ? _("South") : _("North");
  g_autofree char *subtitle = NULL;

  if (self->fixed_view)
    /* Translators: %s is "South" or "North" */
    subtitle = g_strdup_printf (_("Values are from %s’s side"), view_name);
  else
    subtitle = g_strdup (_("Values are from the side to move"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->view_row), subtitle);

  if (self->game != NULL && !ak_game_get_is_over (self->game))
    {
      const char *side_name = self->analysed.side == AK_SOUTH ? _("South") : _("North");
      g_autofree char *caption = NULL;

      if (self->fixed_view)
        /* Translators: above the list of legal moves; the first %s is the
         * side to move, the second the side whose point of view the
         * values take: "South" or "North" */
        caption = g_strdup_printf (_("Moves for %s, valued in seeds for %s"), side_name, view_name);
      else
        /* Translators: above the list of legal moves; %s is "South" or "North" */
        caption = g_strdup_printf (_("Moves for %s, valued in seeds"), side_name);
      gtk_label_set_label (self->moves_caption, caption);
    }
}

/* ----- hovering a move shows its hole ----- */

/* Whether @widget is a row of a move or of a line; if it is, its move. */
static gboolean
get_row_move (GtkWidget *widget,
              int       *move)
{
  if (AK_IS_ANALYSIS_ROW (widget))
    *move = ak_analysis_row_get_move (AK_ANALYSIS_ROW (widget));
  else if (AK_IS_LINE_ROW (widget))
    *move = ak_line_row_get_move (AK_LINE_ROW (widget));
  else
    return FALSE;
  return TRUE;
}

static void
emit_highlight (GtkWidget *row,
                gboolean   on)
{
  AkAnalysisPage *self = AK_ANALYSIS_PAGE (gtk_widget_get_ancestor (row, AK_TYPE_ANALYSIS_PAGE));
  int move = AK_MOVE_PASS;

  get_row_move (row, &move);
  if (self != NULL)
    g_signal_emit (self, signals[MOVE_HIGHLIGHTED], 0, on && move != AK_MOVE_PASS ? move : -1);
}

static void
pointer_enter_cb (GtkEventControllerMotion *motion,
                  double                    x,
                  double                    y)
{
  emit_highlight (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion)), TRUE);
}

static void
pointer_leave_cb (GtkEventControllerMotion *motion)
{
  emit_highlight (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion)), FALSE);
}

/* The keyboard's focus moved in the window: into a row of a move, out of
 * one, or elsewhere.  Followed on the window rather than with a focus
 * controller on each row, which hears nothing while the window is not
 * the active one. */
static void
root_focus_cb (AkAnalysisPage *self,
               GParamSpec     *pspec,
               GtkRoot        *root)
{
  GtkWidget *focus = gtk_root_get_focus (root);
  int hole = -1;
  int move;

  for (GtkWidget *w = focus; w != NULL && w != GTK_WIDGET (self); w = gtk_widget_get_parent (w))
    if (get_row_move (w, &move))
      {
        hole = move != AK_MOVE_PASS ? move : -1;
        break;
      }
  if (focus != NULL && !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    hole = -1;

  if (hole == self->focus_hole)
    return;
  self->focus_hole = hole;
  g_signal_emit (self, signals[MOVE_HIGHLIGHTED], 0, hole);
}

/* Pointing at @row (of a move or of a line), or the keyboard's focus in
 * it, asks for its move's hole to be marked on the board. */
void
_ak_analysis_page_watch_highlight (AkAnalysisPage *self,
                                   GtkWidget      *row)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();

  g_signal_connect (motion, "enter", G_CALLBACK (pointer_enter_cb), NULL);
  g_signal_connect (motion, "leave", G_CALLBACK (pointer_leave_cb), NULL);
  gtk_widget_add_controller (row, motion);
}

static void
clear_rows (AkAnalysisPage *self)
{
  for (guint r = 0; r < self->n_rows; r++)
    {
      gtk_list_box_remove (self->move_list, GTK_WIDGET (self->rows[r]));
      self->rows[r] = NULL;
    }
  self->n_rows = 0;
}

/* One row per legal move of the position at the cursor, in hole order. */
static void
build_rows (AkAnalysisPage *self)
{
  AkGameNode *node, *root;
  AkMoveList list;
  AkSide side;
  const char *side_name;

  clear_rows (self);
  gtk_widget_set_visible (GTK_WIDGET (self->pass_label), FALSE);

  if (self->game == NULL || ak_game_get_is_over (self->game))
    return;

  self->rules = *ak_game_get_rules (self->game);
  self->analysed = *ak_game_get_position (self->game);
  node = ak_game_get_current_node (self->game);
  root = ak_game_get_root (self->game);
  self->first_number = (node->ply + 1 + (root->position.side == AK_NORTH ? 1 : 0) + 1) / 2;

  side = self->analysed.side;
  side_name = side == AK_SOUTH ? _("South") : _("North");
  update_view_texts (self);

  ak_position_legal_moves (&self->analysed, &self->rules, &list);
  for (guint i = 0; i < list.n_moves && i < AK_MAX_MOVES; i++)
    {
      GtkWidget *row = ak_analysis_row_new (list.moves[i]);

      self->rows[self->n_rows++] = AK_ANALYSIS_ROW (row);
      _ak_analysis_page_watch_highlight (self, row);
      gtk_list_box_append (self->move_list, row);

      if (list.moves[i] == AK_MOVE_PASS)
        {
          g_autofree char *text =
            /* Translators: %s is "South" or "North" */
            g_strdup_printf (_("%s has no legal move and must pass."), side_name);

          gtk_label_set_label (self->pass_label, text);
          gtk_widget_set_visible (GTK_WIDGET (self->pass_label), TRUE);
        }
    }
}

/* Stops any search, shows the position at the cursor, and searches it if
 * the engine is wanted. */
static void
restart (AkAnalysisPage *self)
{
  g_clear_handle_id (&self->restart_id, g_source_remove);

  ak_analyzer_stop (self->analyzer);
  g_clear_pointer (&self->given_result, g_free);
  self->searched = FALSE;
  self->complete = FALSE;
  _ak_analysis_page_clear_lines (self);
  build_rows (self);

  if (self->enabled && self->game != NULL && !ak_game_get_is_over (self->game) &&
      gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      ak_analyzer_start_for_game (self->analyzer, self->game, 0);
      self->searched = TRUE;
    }

  update_state (self);
  _ak_analysis_page_update_results (self);
}

static gboolean
restart_cb (gpointer user_data)
{
  AkAnalysisPage *self = AK_ANALYSIS_PAGE (user_data);

  self->restart_id = 0;
  restart (self);
  return G_SOURCE_REMOVE;
}

/* The position, the cursor or the end of the game changed: what was found
 * is for another position.  One move notifies several properties, so the
 * new search starts once, when they are all through. */
static void
game_changed_cb (AkAnalysisPage *self,
                 GParamSpec     *pspec,
                 AkGame         *game)
{
  self->searched = FALSE;
  g_clear_pointer (&self->given_result, g_free);
  ak_analyzer_stop (self->analyzer);
  _ak_analysis_page_clear_lines (self);
  _ak_analysis_page_set_best_move (self, AK_MOVE_NONE);
  update_state (self);
  /* The values were the last position's. */
  g_signal_emit (self, signals[MOVE_VALUES_CHANGED], 0);

  if (self->restart_id == 0)
    self->restart_id = g_idle_add (restart_cb, self);
}

static void
analyzer_progress_cb (AkAnalysisPage *self,
                      AkAnalyzer     *analyzer)
{
  _ak_analysis_page_update_results (self);
  _ak_analysis_page_start_lines (self);
}

static void
analyzer_running_cb (AkAnalysisPage *self,
                     GParamSpec     *pspec,
                     AkAnalyzer     *analyzer)
{
  _ak_analysis_page_update_results (self);
}

static void
analyzer_finished_cb (AkAnalysisPage *self,
                      AkAnalyzer     *analyzer)
{
  self->complete = TRUE;
  _ak_analysis_page_update_results (self);
  _ak_analysis_page_start_lines (self);
}

static void
move_row_activated_cb (AkAnalysisPage *self,
                       GtkListBoxRow  *list_row,
                       GtkListBox     *list_box)
{
  if (AK_IS_ANALYSIS_ROW (list_row))
    g_signal_emit (self, signals[MOVE_ACTIVATED], 0,
                   ak_analysis_row_get_move (AK_ANALYSIS_ROW (list_row)));
}

static void
ak_analysis_page_map (GtkWidget *widget)
{
  AkAnalysisPage *self = AK_ANALYSIS_PAGE (widget);

  GTK_WIDGET_CLASS (ak_analysis_page_parent_class)->map (widget);

  self->root = gtk_widget_get_root (widget);
  if (self->root != NULL)
    g_signal_connect_object (self->root, "notify::focus-widget",
                             G_CALLBACK (root_focus_cb), self, G_CONNECT_SWAPPED);

  if (self->enabled && !self->complete && !ak_analyzer_get_running (self->analyzer))
    restart (self);
}

static void
ak_analysis_page_unmap (GtkWidget *widget)
{
  AkAnalysisPage *self = AK_ANALYSIS_PAGE (widget);

  if (self->root != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->root, root_focus_cb, self);
      self->root = NULL;
    }
  if (self->focus_hole != -1)
    {
      self->focus_hole = -1;
      g_signal_emit (self, signals[MOVE_HIGHLIGHTED], 0, -1);
    }
  ak_analyzer_stop (self->analyzer);
  /* The lines go too; the restart at the next map searches them again. */
  _ak_analysis_page_clear_lines (self);
  self->complete = FALSE;

  GTK_WIDGET_CLASS (ak_analysis_page_parent_class)->unmap (widget);
}

static void
ak_analysis_page_dispose (GObject *object)
{
  AkAnalysisPage *self = AK_ANALYSIS_PAGE (object);

  g_clear_handle_id (&self->restart_id, g_source_remove);
  g_clear_handle_id (&self->markup_id, g_source_remove);
  if (self->lines_cancellable != NULL)
    g_cancellable_cancel (self->lines_cancellable);
  g_clear_object (&self->lines_cancellable);
  g_clear_pointer (&self->lines, g_array_unref);
  self->previewing = FALSE;
  if (self->analyzer != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->analyzer, self);
      ak_analyzer_stop (self->analyzer);
      g_clear_object (&self->analyzer);
    }
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  self->n_rows = 0;

  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_ANALYSIS_PAGE);

  G_OBJECT_CLASS (ak_analysis_page_parent_class)->dispose (object);
}

static void
ak_analysis_page_finalize (GObject *object)
{
  AkAnalysisPage *self = AK_ANALYSIS_PAGE (object);

  g_clear_pointer (&self->line_text, g_free);
  g_clear_pointer (&self->given_result, g_free);

  G_OBJECT_CLASS (ak_analysis_page_parent_class)->finalize (object);
}

static void
ak_analysis_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  AkAnalysisPage *self = AK_ANALYSIS_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, ak_analysis_page_get_game (self));
      break;
    case PROP_ENABLED:
      g_value_set_boolean (value, ak_analysis_page_get_enabled (self));
      break;
    case PROP_BEST_MOVE:
      g_value_set_int (value, ak_analysis_page_get_best_move (self));
      break;
    case PROP_FIXED_VIEW:
      g_value_set_boolean (value, self->fixed_view);
      break;
    case PROP_VIEW_SIDE:
      g_value_set_int (value, self->view_side);
      break;
    case PROP_SHOW_BOARD_VALUES:
      g_value_set_boolean (value, self->show_board_values);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_analysis_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  AkAnalysisPage *self = AK_ANALYSIS_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      ak_analysis_page_set_game (self, g_value_get_object (value));
      break;
    case PROP_ENABLED:
      ak_analysis_page_set_enabled (self, g_value_get_boolean (value));
      break;
    case PROP_FIXED_VIEW:
      ak_analysis_page_set_fixed_view (self, g_value_get_boolean (value));
      break;
    case PROP_VIEW_SIDE:
      ak_analysis_page_set_view_side (self, g_value_get_int (value));
      break;
    case PROP_SHOW_BOARD_VALUES:
      ak_analysis_page_set_show_board_values (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_analysis_page_class_init (AkAnalysisPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_analysis_page_dispose;
  object_class->finalize = ak_analysis_page_finalize;
  object_class->get_property = ak_analysis_page_get_property;
  object_class->set_property = ak_analysis_page_set_property;

  widget_class->map = ak_analysis_page_map;
  widget_class->unmap = ak_analysis_page_unmap;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         AK_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BEST_MOVE] =
    g_param_spec_int ("best-move", NULL, NULL,
                      AK_MOVE_NONE, AK_MOVE_PASS, AK_MOVE_NONE,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIXED_VIEW] =
    g_param_spec_boolean ("fixed-view", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW_SIDE] =
    g_param_spec_int ("view-side", NULL, NULL,
                      AK_SOUTH, AK_NORTH, AK_SOUTH,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AkAnalysisPage:show-board-values:
   *
   * Whether the moves' values are offered to the board, to show at their
   * holes (ak_analysis_page_get_move_values()).
   */
  properties[PROP_SHOW_BOARD_VALUES] =
    g_param_spec_boolean ("show-board-values", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkAnalysisPage::move-values-changed:
   * @self: the page
   *
   * What ak_analysis_page_get_move_values() gives changed, or may have:
   * the board's badges are to follow.
   */
  signals[MOVE_VALUES_CHANGED] =
    g_signal_new ("move-values-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * AkAnalysisPage::move-highlighted:
   * @self: the page
   * @hole: the hole of the row pointed at or focused, or -1 when none is
   *
   * For the board, to mark the hole of the move looked at.
   */
  signals[MOVE_HIGHLIGHTED] =
    g_signal_new ("move-highlighted",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * AkAnalysisPage::preview:
   * @self: the page
   * @position: (nullable): the AkPosition a line leads to, to show on the
   *   board instead of the game's, valid during the emission; %NULL to
   *   show the game again
   */
  signals[PREVIEW] =
    g_signal_new ("preview",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_POINTER);

  /**
   * AkAnalysisPage::move-activated:
   * @self: the page
   * @move: the hole of the row, or %AK_MOVE_PASS
   *
   * A row of the move list was clicked or activated with the keyboard.
   */
  signals[MOVE_ACTIVATED] =
    g_signal_new ("move-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ak-analysis-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, engine_switch);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, stack);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, value_row);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, value_label);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, legend);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, line_row);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, depth_label);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, nodes_label);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, speed_label);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, moves_caption);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, move_list);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, pass_label);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, view_row);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, values_row);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, details_row);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, lines_caption);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, back_button);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, lines_status);
  gtk_widget_class_bind_template_child (widget_class, AkAnalysisPage, lines_list);
  gtk_widget_class_bind_template_callback (widget_class, move_row_activated_cb);
  gtk_widget_class_bind_template_callback_full (widget_class, "back_clicked_cb",
                                                G_CALLBACK (_ak_analysis_page_back_clicked_cb));
}

static void
ak_analysis_page_init (AkAnalysisPage *self)
{
  self->best_move = AK_MOVE_NONE;
  self->focus_hole = -1;
  self->show_board_values = TRUE;

  gtk_widget_init_template (GTK_WIDGET (self));

  /* The page follows the shown position of its game. */
  self->game_signals = g_signal_group_new (AK_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "notify::position",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::current-node",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::is-over",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);

  self->analyzer = ak_analyzer_new ();
  g_signal_connect_swapped (self->analyzer, "progress",
                            G_CALLBACK (analyzer_progress_cb), self);
  g_signal_connect_swapped (self->analyzer, "finished",
                            G_CALLBACK (analyzer_finished_cb), self);
  g_signal_connect_swapped (self->analyzer, "notify::running",
                            G_CALLBACK (analyzer_running_cb), self);

  g_object_bind_property (self, "enabled", self->engine_switch, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "fixed-view", self->view_row, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "show-board-values", self->values_row, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  update_view_texts (self);

  update_state (self);
  _ak_analysis_page_update_results (self);
}

GtkWidget *
ak_analysis_page_new (void)
{
  return g_object_new (AK_TYPE_ANALYSIS_PAGE, NULL);
}

/**
 * ak_analysis_page_get_game:
 * @self: a page
 *
 * Returns: (transfer none) (nullable): the game analysed
 */
AkGame *
ak_analysis_page_get_game (AkAnalysisPage *self)
{
  g_return_val_if_fail (AK_IS_ANALYSIS_PAGE (self), NULL);

  return self->game;
}

/**
 * ak_analysis_page_set_game:
 * @self: a page
 * @game: (nullable): the game whose current position is analysed
 */
void
ak_analysis_page_set_game (AkAnalysisPage *self,
                           AkGame         *game)
{
  g_return_if_fail (AK_IS_ANALYSIS_PAGE (self));
  g_return_if_fail (game == NULL || AK_IS_GAME (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);

  restart (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * ak_analysis_page_get_enabled:
 * @self: a page
 *
 * Returns: whether the engine is on
 */
gboolean
ak_analysis_page_get_enabled (AkAnalysisPage *self)
{
  g_return_val_if_fail (AK_IS_ANALYSIS_PAGE (self), FALSE);

  return self->enabled;
}

/**
 * ak_analysis_page_set_enabled:
 * @self: a page
 * @enabled: whether the engine analyses the current position
 *
 * Turning the engine off stops its search at once and forgets the result.
 */
void
ak_analysis_page_set_enabled (AkAnalysisPage *self,
                              gboolean        enabled)
{
  g_return_if_fail (AK_IS_ANALYSIS_PAGE (self));

  enabled = !!enabled;
  if (self->enabled == enabled)
    return;

  self->enabled = enabled;
  restart (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

/**
 * ak_analysis_page_get_best_move:
 * @self: a page
 *
 * The engine's choice at the cursor, from the deepest completed iteration
 * on the current position.
 *
 * Returns: a hole, %AK_MOVE_PASS, or %AK_MOVE_NONE (-1) while the engine is
 *   off or has not finished its first iteration
 */
int
ak_analysis_page_get_best_move (AkAnalysisPage *self)
{
  g_return_val_if_fail (AK_IS_ANALYSIS_PAGE (self), AK_MOVE_NONE);

  return self->best_move;
}

/**
 * ak_analysis_page_get_analyzer:
 * @self: a page
 *
 * Returns: (transfer none): the analyzer the page runs
 */
AkAnalyzer *
ak_analysis_page_get_analyzer (AkAnalysisPage *self)
{
  g_return_val_if_fail (AK_IS_ANALYSIS_PAGE (self), NULL);

  return self->analyzer;
}

/**
 * ak_analysis_page_get_fixed_view:
 * @self: a page
 *
 * Returns: whether the values are all from the view side's point of view,
 *   rather than each from the mover's
 */
gboolean
ak_analysis_page_get_fixed_view (AkAnalysisPage *self)
{
  g_return_val_if_fail (AK_IS_ANALYSIS_PAGE (self), FALSE);

  return self->fixed_view;
}

/**
 * ak_analysis_page_set_fixed_view:
 * @self: a page
 * @fixed_view: whether to show every value from the view side's point of
 *   view (see ak_analysis_page_set_view_side()), so that it keeps its
 *   sign whoever is to move
 */
void
ak_analysis_page_set_fixed_view (AkAnalysisPage *self,
                                 gboolean        fixed_view)
{
  g_return_if_fail (AK_IS_ANALYSIS_PAGE (self));

  fixed_view = !!fixed_view;
  if (self->fixed_view == fixed_view)
    return;

  self->fixed_view = fixed_view;
  update_view_texts (self);
  _ak_analysis_page_update_results (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIXED_VIEW]);
}

AkSide
ak_analysis_page_get_view_side (AkAnalysisPage *self)
{
  g_return_val_if_fail (AK_IS_ANALYSIS_PAGE (self), AK_SOUTH);

  return self->view_side;
}

/**
 * ak_analysis_page_set_view_side:
 * @self: a page
 * @side: whose point of view a fixed view takes: South's, or the
 *   person's when playing the computer
 */
void
ak_analysis_page_set_view_side (AkAnalysisPage *self,
                                AkSide          side)
{
  g_return_if_fail (AK_IS_ANALYSIS_PAGE (self));
  g_return_if_fail (side == AK_SOUTH || side == AK_NORTH);

  if (self->view_side == side)
    return;

  self->view_side = side;
  update_view_texts (self);
  _ak_analysis_page_update_results (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_SIDE]);
}

/**
 * ak_analysis_page_get_previewing:
 * @self: a page
 *
 * Returns: (nullable): the position of a line shown on the board instead
 *   of the game's, or %NULL
 */
const AkPosition *
ak_analysis_page_get_previewing (AkAnalysisPage *self)
{
  g_return_val_if_fail (AK_IS_ANALYSIS_PAGE (self), NULL);

  return self->previewing ? &self->preview_position : NULL;
}

/**
 * ak_analysis_page_get_show_board_values:
 * @self: a page
 *
 * Returns: whether the moves' values are offered to the board
 */
gboolean
ak_analysis_page_get_show_board_values (AkAnalysisPage *self)
{
  g_return_val_if_fail (AK_IS_ANALYSIS_PAGE (self), FALSE);

  return self->show_board_values;
}

/**
 * ak_analysis_page_set_show_board_values:
 * @self: a page
 * @show: whether to offer the moves' values to the board, which shows
 *   them at their holes
 */
void
ak_analysis_page_set_show_board_values (AkAnalysisPage *self,
                                        gboolean        show)
{
  g_return_if_fail (AK_IS_ANALYSIS_PAGE (self));

  show = !!show;
  if (self->show_board_values == show)
    return;

  self->show_board_values = show;
  g_signal_emit (self, signals[MOVE_VALUES_CHANGED], 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_BOARD_VALUES]);
}

/**
 * ak_analysis_page_get_move_values:
 * @self: a page
 * @values: (out caller-allocates) (array fixed-size=12): for each hole,
 *   the value its row shows (from the same point of view), or %NULL if
 *   it has none yet or is no legal move; valid until the page changes
 * @best: (out) (optional): the hole of the engine's best move, or -1
 *
 * The values of the moves for the board's badges: those of the rows,
 * while the engine is on and the values are wanted on the board
 * (#AkAnalysisPage:show-board-values), and no line is previewed.
 *
 * Returns: (nullable): the position whose moves they are, or %NULL when
 *   the board is to show none
 */
const AkPosition *
ak_analysis_page_get_move_values (AkAnalysisPage  *self,
                                  const char     **values,
                                  int             *best)
{
  const AkSearchResult *result;
  gboolean any = FALSE;

  g_return_val_if_fail (AK_IS_ANALYSIS_PAGE (self), NULL);
  g_return_val_if_fail (values != NULL, NULL);

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    values[hole] = NULL;
  if (best != NULL)
    *best = -1;
  if (!self->show_board_values || !self->enabled || self->game == NULL || self->previewing ||
      !_ak_analysis_page_has_result (self) || ak_game_get_is_over (self->game) ||
      !ak_position_equal (&self->analysed, ak_game_get_position (self->game)))
    return NULL;

  /* A row has a value once the search has valued its move. */
  result = _ak_analysis_page_get_result (self);
  for (guint r = 0; r < self->n_rows; r++)
    {
      int move = ak_analysis_row_get_move (self->rows[r]);

      for (guint i = 0; i < result->n_moves; i++)
        if (result->moves[i] == move && ak_hole_is_valid (move))
          {
            values[move] = ak_analysis_row_get_value (self->rows[r]);
            any = TRUE;
            break;
          }
    }
  if (!any)
    return NULL;
  if (best != NULL && ak_hole_is_valid (result->best_move) && values[result->best_move] != NULL)
    *best = result->best_move;
  return &self->analysed;
}

guint
_ak_analysis_page_get_n_lines (AkAnalysisPage *self)
{
  return self->lines != NULL ? self->lines->len : 0;
}

guint
_ak_analysis_page_get_lines_depth (AkAnalysisPage *self)
{
  return self->lines_depth;
}

const AkAnalyzerLine *
_ak_analysis_page_get_line (AkAnalysisPage *self,
                            guint           index)
{
  g_return_val_if_fail (self->lines != NULL && index < self->lines->len, NULL);
  return &g_array_index (self->lines, AkAnalyzerLine, index);
}

GtkLabel *
_ak_analysis_page_get_line_label (AkAnalysisPage *self,
                                  guint           index)
{
  g_return_val_if_fail (self->lines != NULL && index < self->lines->len, NULL);
  return GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (self->line_rows[index]),
                                                   AK_TYPE_LINE_ROW, "moves_label"));
}

GtkWidget *
_ak_analysis_page_get_play_line_button (AkAnalysisPage *self,
                                        guint           index)
{
  g_return_val_if_fail (self->lines != NULL && index < self->lines->len, NULL);
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self->line_rows[index]),
                                                    AK_TYPE_LINE_ROW, "play_button"));
}

GtkWidget *
_ak_analysis_page_get_back_button (AkAnalysisPage *self)
{
  return self->back_button;
}

AdwSwitchRow *
_ak_analysis_page_get_view_row (AkAnalysisPage *self)
{
  return self->view_row;
}

AdwSwitchRow *
_ak_analysis_page_get_values_row (AkAnalysisPage *self)
{
  return self->values_row;
}

const char *
_ak_analysis_page_get_value_text (AkAnalysisPage *self)
{
  return gtk_label_get_label (self->value_label);
}

guint
_ak_analysis_page_get_n_rows (AkAnalysisPage *self)
{
  return self->n_rows;
}

GtkWidget *
_ak_analysis_page_get_row (AkAnalysisPage *self,
                           guint           index)
{
  g_return_val_if_fail (index < self->n_rows, NULL);
  return GTK_WIDGET (self->rows[index]);
}

int
_ak_analysis_page_get_row_move (AkAnalysisPage *self,
                                guint           index)
{
  g_return_val_if_fail (index < self->n_rows, AK_MOVE_NONE);
  return ak_analysis_row_get_move (self->rows[index]);
}

const char *
_ak_analysis_page_get_row_value (AkAnalysisPage *self,
                                 guint           index)
{
  g_return_val_if_fail (index < self->n_rows, NULL);
  return ak_analysis_row_get_value (self->rows[index]);
}

const char *
_ak_analysis_page_get_row_detail (AkAnalysisPage *self,
                                  guint           index)
{
  g_return_val_if_fail (index < self->n_rows, NULL);
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (self->rows[index]));
}

const char *
_ak_analysis_page_get_line_text (AkAnalysisPage *self)
{
  return self->line_text;
}

/* "off", "over" or "on". */
const char *
_ak_analysis_page_get_visible_state (AkAnalysisPage *self)
{
  return gtk_stack_get_visible_child_name (self->stack);
}
