/* ak-moves-panel-row.c — one line of the moves list: a move number's two
 * moves, or a stretch of a variation, with their comments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The row shows an AkMoveRow of the game's history.  On the main line it
 * shows the move number and the two moves in columns, the comment after
 * the last one under them; in a variation, the moves one after the other,
 * each comment after its move, in parentheses where the variation starts
 * and ends, indented one step per level.  It follows the row ("changed"),
 * each of its moves (notify) and the game ("changed": annotations and
 * glyphs are not properties of the moves).  A click on a move, or a
 * request for its menu, is handed on to the panel as a signal.
 */

#define G_LOG_DOMAIN "ak-moves-panel-row"

#include "config.h"

#include "ak-moves-panel-row.h"
#include "ak-moves-panel-row-private.h"
#include "ak-review-moves.h"
#include "ak-value-text.h"

/* Pixels of indentation per level of variation. */
#define INDENT_PER_DEPTH 12

/* How much of a comment its row shows. */
#define COMMENT_MAX_CHARS 280
#define COMMENT_MAX_LINES 4

struct _AkMovesPanelRow
{
  GtkWidget     parent_instance;

  /* Template widgets */
  GtkLabel     *number;
  GtkWidget    *pair;       /* the two cells, side by side */
  GtkWidget    *cells[2];   /* by AkSide */
  GtkLabel     *comment;    /* under the pair */
  GtkWidget    *line;       /* a variation's moves, wrapped */

  /* Owned references */
  AkMoveRow    *row;
  AkGame       *game;
  GSignalGroup *row_signals;
  GSignalGroup *game_signals;
  /* The moves shown, whose notify the row follows, and the cell showing
   * each, in the same order. */
  GPtrArray    *items;
  GPtrArray    *item_cells;
};

G_DEFINE_FINAL_TYPE (AkMovesPanelRow, ak_moves_panel_row, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ROW,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  MOVE_CLICKED,
  MENU_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* How a row shows the evaluation glyphs the moves menu offers. */
static const struct
{
  guint       nag;
  const char *symbol;
} evaluation_glyphs[] = {
  { 10, "=" },
  { 13, "∞" },
  { 14, "⩲" },
  { 15, "⩱" },
  { 16, "±" },
  { 17, "∓" },
  { 18, "+−" },
  { 19, "−+" },
};

static const char *
nag_symbol (guint nag)
{
  for (guint i = 0; i < G_N_ELEMENTS (evaluation_glyphs); i++)
    if (evaluation_glyphs[i].nag == nag)
      return evaluation_glyphs[i].symbol;
  return NULL;
}

/* A comment as its row shows it: at most COMMENT_MAX_CHARS characters on
 * COMMENT_MAX_LINES lines, cut at a word where there is one, with "…"
 * when anything is left out.  The whole text is in the comment editor. */
static char *
shorten_comment (const char *comment)
{
  const char *end = comment;
  const char *last_space = NULL;
  g_autofree char *kept = NULL;
  guint n_chars = 0;
  guint n_lines = 1;

  while (*end != '\0')
    {
      gunichar c = g_utf8_get_char (end);

      if (n_chars == COMMENT_MAX_CHARS || (c == '\n' && n_lines == COMMENT_MAX_LINES))
        break;
      if (c == '\n')
        n_lines++;
      if (g_unichar_isspace (c))
        last_space = end;
      n_chars++;
      end = g_utf8_next_char (end);
    }
  if (*end == '\0')
    return g_strdup (comment);

  /* A word is not cut unless it is most of what is shown. */
  if (last_space != NULL && last_space - comment > (end - comment) * 2 / 3)
    end = last_space;
  kept = g_strndup (comment, end - comment);
  return g_strconcat (g_strchomp (kept), "…", NULL);
}

/* A move as a cell shows it: the hole, what it captured in a smaller
 * red, its annotation, its glyphs, and the engine's value from the
 * comment small beside it; the current move in bold.  @number puts the
 * move number before it, "12." for South and "12…" for North. */
static char *
cell_markup (AkMoveItem *item,
             gboolean    number)
{
  AkGameNode *node = ak_move_item_get_node (item);
  gboolean is_current = ak_move_item_get_is_current (item);
  GString *out = g_string_new (NULL);
  AkEval eval;

  if (is_current)
    g_string_append (out, "<b>");
  if (number)
    g_string_append_printf (out, "%u%s ", ak_move_item_get_move_number (item),
                            ak_move_item_get_side (item) == AK_SOUTH ? "." : "…");
  if (node->move == AK_MOVE_PASS)
    g_string_append (out, "--");
  else
    g_string_append_c (out, ak_hole_to_char (node->move));
  if (node->captured > 0)
    g_string_append_printf (out, "<span size=\"smaller\" foreground=\"#e01b24\">×%u</span>",
                            node->captured);
  if (node->suffix != NULL)
    {
      g_autofree char *suffix = g_markup_escape_text (node->suffix, -1);

      g_string_append (out, suffix);
    }
  for (guint i = 0; node->nags != NULL && i < node->nags->len; i++)
    {
      guint nag = g_array_index (node->nags, guint, i);
      const char *symbol = nag_symbol (nag);

      if (symbol != NULL)
        g_string_append_printf (out, " %s", symbol);
      else
        g_string_append_printf (out, " $%u", nag);
    }
  if (is_current)
    g_string_append (out, "</b>");
  if (ak_game_node_get_eval (node, &eval))
    {
      /* In the form of its kind: +4 proved, +2..+6 bounded, +2.03 estimated. */
      AkValueText shown = { ak_eval_get_kind (&eval), eval.score, eval.lower, eval.upper };
      g_autofree char *value = ak_value_text_format (&shown);

      g_string_append_printf (out, " <span size=\"small\" fgalpha=\"65%%\">%s</span>", value);
    }

  return g_string_free (out, FALSE);
}

static void
set_comment_markup (GtkLabel   *label,
                    AkMoveItem *item)
{
  g_autofree char *shown = shorten_comment (ak_move_item_get_comment_text (item));
  g_autofree char *markup = g_markup_escape_text (shown, -1);

  gtk_label_set_markup (label, markup);
}

/* Whether the game ended with @node: by a rule, or by an agreement
 * there. */
static gboolean
node_ends_game (AkGame     *game,
                AkGameNode *node)
{
  return game != NULL && node != NULL &&
         (node->termination != AK_TERMINATION_NONE || ak_game_get_agreed_node (game) == node);
}

/* Whether the move shown @index-th has its number before it: in a
 * variation, the first move, South's, and one after a comment. */
static gboolean
is_numbered (AkMovesPanelRow *self,
             guint            index)
{
  AkMoveItem *item = g_ptr_array_index (self->items, index);

  if (ak_move_row_get_kind (self->row) == AK_MOVE_ROW_PAIR)
    return FALSE;
  return index == 0 || ak_move_item_get_side (item) == AK_SOUTH ||
         ak_move_item_get_comment_text (g_ptr_array_index (self->items, index - 1)) != NULL;
}

/* A move a review marked: what the review said of it, which the row of
 * its best line shows shortened, whole in the move's tooltip and in what
 * a screen reader says of it. */
static void
show_explanation (GtkWidget  *cell,
                  AkGameNode *node)
{
  g_autofree char *explanation = NULL;

  if (node != NULL && ak_review_node_get_mark (node) > AK_REVIEW_MARK_NONE)
    explanation = ak_review_dup_explanation (node);
  /* Most cells have none, and had none: a row bound again as a long list
   * scrolls touches neither its tooltip nor what it tells the
   * accessibility bus. */
  if (g_strcmp0 (gtk_widget_get_tooltip_text (cell), explanation) == 0)
    return;
  gtk_widget_set_tooltip_text (cell, explanation);
  if (explanation != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    explanation, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

static void
show_cell (GtkWidget  *cell,
           AkMoveItem *item,
           gboolean    number)
{
  g_autofree char *markup = cell_markup (item, number);

  gtk_label_set_markup (GTK_LABEL (cell), markup);
  show_explanation (cell, ak_move_item_get_node (item));
  gtk_widget_remove_css_class (cell, "empty");
  if (ak_move_item_get_is_current (item))
    gtk_widget_add_css_class (cell, "current");
  else
    gtk_widget_remove_css_class (cell, "current");
}

static void
show_empty_cell (GtkWidget *cell)
{
  gtk_label_set_text (GTK_LABEL (cell), "…");
  show_explanation (cell, NULL);
  gtk_widget_remove_css_class (cell, "current");
  gtk_widget_add_css_class (cell, "empty");
}

static void item_notify_cb (AkMovesPanelRow *self,
                            GParamSpec      *pspec,
                            AkMoveItem      *item);

/* @item is shown in @cell, and followed. */
static void
add_item (AkMovesPanelRow *self,
          AkMoveItem      *item,
          GtkWidget       *cell)
{
  g_signal_connect_swapped (item, "notify", G_CALLBACK (item_notify_cb), self);
  g_ptr_array_add (self->items, g_object_ref (item));
  g_ptr_array_add (self->item_cells, cell);
}

static void
clear_items (AkMovesPanelRow *self)
{
  for (guint i = 0; i < self->items->len; i++)
    g_signal_handlers_disconnect_by_func (g_ptr_array_index (self->items, i),
                                          item_notify_cb, self);
  g_ptr_array_set_size (self->items, 0);
  g_ptr_array_set_size (self->item_cells, 0);
}

static void cell_pressed_cb      (GtkGestureClick     *gesture,
                                  int                  n_press,
                                  double               x,
                                  double               y,
                                  AkMovesPanelRow     *self);
static void cell_menu_pressed_cb (GtkGestureClick     *gesture,
                                  int                  n_press,
                                  double               x,
                                  double               y,
                                  AkMovesPanelRow     *self);
static void cell_long_press_cb   (GtkGestureLongPress *gesture,
                                  double               x,
                                  double               y,
                                  AkMovesPanelRow     *self);

/* A cell takes a click, a right click and a long press: made here, as
 * a variation's cells are made as its row is shown. */
static void
add_cell_gestures (AkMovesPanelRow *self,
                   GtkWidget       *cell)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *menu_click = gtk_gesture_click_new ();
  GtkGesture *long_press = gtk_gesture_long_press_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (menu_click), GDK_BUTTON_SECONDARY);
  g_signal_connect (menu_click, "pressed", G_CALLBACK (cell_menu_pressed_cb), self);
  gtk_widget_add_controller (cell, GTK_EVENT_CONTROLLER (menu_click));
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (cell_pressed_cb), self);
  gtk_widget_add_controller (cell, GTK_EVENT_CONTROLLER (click));
  g_signal_connect (long_press, "pressed", G_CALLBACK (cell_long_press_cb), self);
  gtk_widget_add_controller (cell, GTK_EVENT_CONTROLLER (long_press));
}

static GtkWidget *
new_line_label (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
update_style (AkMovesPanelRow *self)
{
  guint depth = ak_move_row_get_depth (self->row);

  gtk_widget_set_margin_start (GTK_WIDGET (self), (int) MIN (depth, 8) * INDENT_PER_DEPTH);
  gtk_widget_remove_css_class (GTK_WIDGET (self), "variation-odd");
  gtk_widget_remove_css_class (GTK_WIDGET (self), "variation-even");
  if (depth > 0)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self), "variation");
      gtk_widget_add_css_class (GTK_WIDGET (self),
                                depth % 2 == 1 ? "variation-odd" : "variation-even");
    }
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "variation");
}

/* A move number's two moves, and the comment after the last. */
static void
show_pair (AkMovesPanelRow *self)
{
  AkMoveItem *last = ak_move_row_get_move (self->row, ak_move_row_get_n_moves (self->row) - 1);
  const char *text = last != NULL ? ak_move_item_get_comment_text (last) : NULL;
  g_autofree char *number = g_strdup_printf ("%u.", ak_move_row_get_move_number (self->row));
  AkMoveItem *south = ak_move_row_get_cell (self->row, AK_SOUTH);

  gtk_widget_set_visible (GTK_WIDGET (self->number), TRUE);
  gtk_widget_set_visible (self->pair, TRUE);
  gtk_widget_set_visible (self->line, FALSE);
  gtk_label_set_text (self->number, number);
  for (int side = 0; side < 2; side++)
    {
      AkMoveItem *item = ak_move_row_get_cell (self->row, side);

      if (item == NULL)
        {
          show_empty_cell (self->cells[side]);
          continue;
        }
      add_item (self, item, self->cells[side]);
      show_cell (self->cells[side], item, FALSE);
    }
  /* No one moves after the move that ended the game. */
  if (ak_move_row_get_cell (self->row, AK_NORTH) == NULL && south != NULL &&
      node_ends_game (self->game, ak_move_item_get_node (south)))
    gtk_label_set_text (GTK_LABEL (self->cells[AK_NORTH]), "");

  gtk_widget_set_visible (GTK_WIDGET (self->comment), text != NULL);
  if (text != NULL)
    set_comment_markup (self->comment, last);
}

/* A variation: its moves one after the other, each comment after its
 * move, in parentheses where the variation starts and ends. */
static void
show_line (AkMovesPanelRow *self)
{
  guint n = ak_move_row_get_n_moves (self->row);
  GtkWidget *child;

  gtk_widget_set_visible (GTK_WIDGET (self->number), FALSE);
  gtk_widget_set_visible (self->pair, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->comment), FALSE);
  gtk_widget_set_visible (self->line, TRUE);

  if (ak_move_row_get_opens (self->row))
    {
      child = new_line_label ("move-paren");
      gtk_label_set_text (GTK_LABEL (child), "(");
      adw_wrap_box_append (ADW_WRAP_BOX (self->line), child);
    }
  for (guint i = 0; i < n; i++)
    {
      AkMoveItem *item = ak_move_row_get_move (self->row, i);

      child = new_line_label ("move-cell");
      gtk_label_set_xalign (GTK_LABEL (child), 0);
      add_cell_gestures (self, child);
      add_item (self, item, child);
      show_cell (child, item, is_numbered (self, i));
      adw_wrap_box_append (ADW_WRAP_BOX (self->line), child);
      if (ak_move_item_get_comment_text (item) != NULL)
        {
          child = new_line_label ("move-comment");
          set_comment_markup (GTK_LABEL (child), item);
          gtk_label_set_wrap (GTK_LABEL (child), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (child), PANGO_WRAP_WORD_CHAR);
          gtk_label_set_xalign (GTK_LABEL (child), 0);
          adw_wrap_box_append (ADW_WRAP_BOX (self->line), child);
        }
    }
  if (ak_move_row_get_closes (self->row))
    {
      child = new_line_label ("move-paren");
      gtk_label_set_text (GTK_LABEL (child), ")");
      adw_wrap_box_append (ADW_WRAP_BOX (self->line), child);
    }
}

/* Shows the row as it is now. */
static void
update (AkMovesPanelRow *self)
{
  GtkWidget *child;

  clear_items (self);
  while ((child = gtk_widget_get_first_child (self->line)) != NULL)
    adw_wrap_box_remove (ADW_WRAP_BOX (self->line), child);
  if (self->row == NULL)
    return;

  update_style (self);
  if (ak_move_row_get_kind (self->row) == AK_MOVE_ROW_PAIR)
    show_pair (self);
  else
    show_line (self);
}

static void
item_notify_cb (AkMovesPanelRow *self,
                GParamSpec      *pspec,
                AkMoveItem      *item)
{
  /* The cursor only restyles a cell; the rest shows the row again. */
  if (g_str_equal (pspec->name, "is-current"))
    for (guint i = 0; i < self->items->len; i++)
      if (g_ptr_array_index (self->items, i) == item)
        {
          show_cell (g_ptr_array_index (self->item_cells, i), item, is_numbered (self, i));
          return;
        }
  update (self);
}

/* The move @cell shows, or NULL. */
static AkMoveItem *
cell_item (AkMovesPanelRow *self,
           GtkWidget       *cell)
{
  for (guint i = 0; i < self->item_cells->len; i++)
    if (g_ptr_array_index (self->item_cells, i) == cell)
      return g_ptr_array_index (self->items, i);
  return NULL;
}

/* A click on a move: the panel goes to it. */
static void
cell_pressed_cb (GtkGestureClick *gesture,
                 int              n_press,
                 double           x,
                 double           y,
                 AkMovesPanelRow *self)
{
  AkMoveItem *item = cell_item (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture)));

  if (item == NULL)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  g_signal_emit (self, signals[MOVE_CLICKED], 0, item);
}

static void
request_menu (AkMovesPanelRow *self,
              GtkGesture      *gesture,
              double           x,
              double           y)
{
  GtkWidget *cell = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  AkMoveItem *item = cell_item (self, cell);
  graphene_point_t point = GRAPHENE_POINT_INIT ((float) x, (float) y);

  gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_CLAIMED);
  if (item == NULL)
    return;
  if (!gtk_widget_compute_point (cell, GTK_WIDGET (self), &GRAPHENE_POINT_INIT (x, y), &point))
    point = GRAPHENE_POINT_INIT (0, 0);
  g_signal_emit (self, signals[MENU_REQUESTED], 0, item, (double) point.x, (double) point.y);
}

static void
cell_menu_pressed_cb (GtkGestureClick *gesture,
                      int              n_press,
                      double           x,
                      double           y,
                      AkMovesPanelRow *self)
{
  request_menu (self, GTK_GESTURE (gesture), x, y);
}

static void
cell_long_press_cb (GtkGestureLongPress *gesture,
                    double               x,
                    double               y,
                    AkMovesPanelRow     *self)
{
  request_menu (self, GTK_GESTURE (gesture), x, y);
}

static void
ak_moves_panel_row_dispose (GObject *object)
{
  AkMovesPanelRow *self = AK_MOVES_PANEL_ROW (object);

  if (self->items != NULL)
    clear_items (self);
  if (self->row_signals != NULL)
    g_signal_group_set_target (self->row_signals, NULL);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->row_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->row);
  g_clear_object (&self->game);

  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_MOVES_PANEL_ROW);

  G_OBJECT_CLASS (ak_moves_panel_row_parent_class)->dispose (object);
}

static void
ak_moves_panel_row_finalize (GObject *object)
{
  AkMovesPanelRow *self = AK_MOVES_PANEL_ROW (object);

  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_clear_pointer (&self->item_cells, g_ptr_array_unref);

  G_OBJECT_CLASS (ak_moves_panel_row_parent_class)->finalize (object);
}

static void
ak_moves_panel_row_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  AkMovesPanelRow *self = AK_MOVES_PANEL_ROW (object);

  switch (prop_id)
    {
    case PROP_ROW:
      g_value_set_object (value, self->row);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_moves_panel_row_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  AkMovesPanelRow *self = AK_MOVES_PANEL_ROW (object);

  switch (prop_id)
    {
    case PROP_ROW:
      ak_moves_panel_row_set_row (self, g_value_get_object (value));
      break;
    case PROP_GAME:
      ak_moves_panel_row_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_moves_panel_row_class_init (AkMovesPanelRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = ak_moves_panel_row_dispose;
  object_class->finalize = ak_moves_panel_row_finalize;
  object_class->get_property = ak_moves_panel_row_get_property;
  object_class->set_property = ak_moves_panel_row_set_property;

  /**
   * AkMovesPanelRow:row:
   *
   * The line of the game's history the row shows.
   */
  properties[PROP_ROW] = g_param_spec_object ("row", NULL, NULL, AK_TYPE_MOVE_ROW, flags);
  /**
   * AkMovesPanelRow:game:
   *
   * The game whose moves the row shows: its annotations and its end.
   */
  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, AK_TYPE_GAME, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkMovesPanelRow::move-clicked:
   * @item: the move
   *
   * A move of the row was clicked.
   */
  signals[MOVE_CLICKED] =
    g_signal_new ("move-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, AK_TYPE_MOVE_ITEM);
  /**
   * AkMovesPanelRow::menu-requested:
   * @item: the move
   * @x: where, in the row's coordinates
   * @y: where, in the row's coordinates
   *
   * A move's menu was asked for, by a right click or a long press.
   */
  signals[MENU_REQUESTED] =
    g_signal_new ("menu-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 3, AK_TYPE_MOVE_ITEM, G_TYPE_DOUBLE,
                  G_TYPE_DOUBLE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ak-moves-panel-row.ui");
  gtk_widget_class_bind_template_child (widget_class, AkMovesPanelRow, number);
  gtk_widget_class_bind_template_child (widget_class, AkMovesPanelRow, pair);
  gtk_widget_class_bind_template_child_full (widget_class, "south_cell", FALSE,
                                             G_STRUCT_OFFSET (AkMovesPanelRow, cells[AK_SOUTH]));
  gtk_widget_class_bind_template_child_full (widget_class, "north_cell", FALSE,
                                             G_STRUCT_OFFSET (AkMovesPanelRow, cells[AK_NORTH]));
  gtk_widget_class_bind_template_child (widget_class, AkMovesPanelRow, comment);
  gtk_widget_class_bind_template_child (widget_class, AkMovesPanelRow, line);

  g_type_ensure (ADW_TYPE_WRAP_BOX);
}

static void
ak_moves_panel_row_init (AkMovesPanelRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->items = g_ptr_array_new_with_free_func (g_object_unref);
  self->item_cells = g_ptr_array_new ();
  for (int side = 0; side < 2; side++)
    add_cell_gestures (self, self->cells[side]);

  self->row_signals = g_signal_group_new (AK_TYPE_MOVE_ROW);
  g_signal_group_connect_swapped (self->row_signals, "changed", G_CALLBACK (update), self);
  self->game_signals = g_signal_group_new (AK_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed", G_CALLBACK (update), self);
}

GtkWidget *
ak_moves_panel_row_new (void)
{
  return g_object_new (AK_TYPE_MOVES_PANEL_ROW, NULL);
}

/**
 * ak_moves_panel_row_get_row:
 * @self: a row
 *
 * Returns: (transfer none) (nullable): the line of the history shown
 */
AkMoveRow *
ak_moves_panel_row_get_row (AkMovesPanelRow *self)
{
  g_return_val_if_fail (AK_IS_MOVES_PANEL_ROW (self), NULL);

  return self->row;
}

/**
 * ak_moves_panel_row_set_row:
 * @self: a row
 * @row: (nullable): the line of the history to show
 */
void
ak_moves_panel_row_set_row (AkMovesPanelRow *self,
                            AkMoveRow       *row)
{
  g_return_if_fail (AK_IS_MOVES_PANEL_ROW (self));
  g_return_if_fail (row == NULL || AK_IS_MOVE_ROW (row));

  if (!g_set_object (&self->row, row))
    return;
  g_signal_group_set_target (self->row_signals, row);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROW]);
}

/**
 * ak_moves_panel_row_get_game:
 * @self: a row
 *
 * Returns: (transfer none) (nullable): the game whose moves are shown
 */
AkGame *
ak_moves_panel_row_get_game (AkMovesPanelRow *self)
{
  g_return_val_if_fail (AK_IS_MOVES_PANEL_ROW (self), NULL);

  return self->game;
}

/**
 * ak_moves_panel_row_set_game:
 * @self: a row
 * @game: (nullable): the game whose moves are shown
 */
void
ak_moves_panel_row_set_game (AkMovesPanelRow *self,
                             AkGame          *game)
{
  g_return_if_fail (AK_IS_MOVES_PANEL_ROW (self));
  g_return_if_fail (game == NULL || AK_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * ak_moves_panel_row_find_cell:
 * @self: a row
 * @node: a move
 *
 * Returns: (transfer none) (nullable): the label that shows @node, if the
 *   row shows it
 */
GtkWidget *
ak_moves_panel_row_find_cell (AkMovesPanelRow *self,
                              AkGameNode      *node)
{
  g_return_val_if_fail (AK_IS_MOVES_PANEL_ROW (self), NULL);

  for (guint i = 0; i < self->items->len; i++)
    if (ak_move_item_get_node (g_ptr_array_index (self->items, i)) == node)
      return g_ptr_array_index (self->item_cells, i);
  return NULL;
}

/* For tests. */

GtkLabel *
_ak_moves_panel_row_get_partner_label (AkMovesPanelRow *self,
                                       GtkWidget       *cell)
{
  if (cell == self->cells[AK_SOUTH])
    return GTK_LABEL (self->cells[AK_NORTH]);
  if (cell == self->cells[AK_NORTH])
    return GTK_LABEL (self->cells[AK_SOUTH]);
  return NULL;
}

GtkLabel *
_ak_moves_panel_row_get_comment_label (AkMovesPanelRow *self,
                                       GtkWidget       *cell)
{
  GtkWidget *next;

  if (cell == self->cells[AK_SOUTH] || cell == self->cells[AK_NORTH])
    return gtk_widget_get_visible (GTK_WIDGET (self->comment)) &&
           ak_move_row_get_move (self->row, ak_move_row_get_n_moves (self->row) - 1) ==
             cell_item (self, cell)
      ? self->comment : NULL;
  next = gtk_widget_get_next_sibling (cell);
  return next != NULL && gtk_widget_has_css_class (next, "move-comment") ? GTK_LABEL (next) : NULL;
}
