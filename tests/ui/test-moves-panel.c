/* test-moves-panel.c — variations in the moves list: its rows and
 * columns, keys, menus, promoting and deleting, and a game read back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-moves-panel"

#include "config.h"

#include "ui-test-setup.h"
#include "moves-panel-test-helpers.h"

#include <math.h>

static gboolean
menu_has_action (GMenuModel *model,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      GMenuModel *link;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action))
        return TRUE;
      link = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      if (link == NULL)
        link = g_menu_model_get_item_link (model, i, G_MENU_LINK_SUBMENU);
      if (link != NULL)
        {
          gboolean found = menu_has_action (link, action);

          g_object_unref (link);
          if (found)
            return TRUE;
        }
    }
  return FALSE;
}

/* The row the menu's "moves.comment" item names. */
static int
menu_comment_target (GMenuModel *model)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = NULL;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, "moves.comment"))
        {
          g_autoptr(GVariant) target =
            g_menu_model_get_item_attribute_value (model, i, G_MENU_ATTRIBUTE_TARGET,
                                                   G_VARIANT_TYPE_INT32);

          g_assert_nonnull (target);
          return g_variant_get_int32 (target);
        }
      section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      if (section != NULL && menu_has_action (section, "moves.comment"))
        return menu_comment_target (section);
    }
  g_assert_not_reached ();
  return -1;
}

static GListModel *
rows_of (AkGame *game)
{
  return ak_move_history_get_rows (AK_MOVE_HISTORY (ak_game_get_history (game)));
}

static AkMoveRow *
row_at (AkGame *game,
        guint   position)
{
  AkMoveRow *row = g_list_model_get_item (rows_of (game), position);

  g_assert_nonnull (row);
  g_object_unref (row);  /* the model keeps it */
  return row;
}

static AkGameNode *
cell_node (AkMoveRow *row,
           AkSide     side)
{
  AkMoveItem *item = ak_move_row_get_cell (row, side);

  return item != NULL ? ak_move_item_get_node (item) : NULL;
}

/* The widget of the list's line that holds @label. */
static GtkWidget *
row_box_of (GtkLabel *label)
{
  GtkWidget *box = gtk_widget_get_ancestor (GTK_WIDGET (label), GTK_TYPE_WIDGET);

  for (; box != NULL; box = gtk_widget_get_parent (box))
    if (gtk_widget_has_css_class (box, "move-row"))
      return box;
  g_assert_not_reached ();
  return NULL;
}

/* The texts of the labels shown in @box, in order, between spaces. */
static void
collect_text (GtkWidget *widget,
              GString   *out)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    {
      if (out->len > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, gtk_label_get_text (GTK_LABEL (widget)));
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_text (child, out);
}

static char *
row_text_of (AkMovesPanel *panel,
             AkGameNode   *node)
{
  GString *out = g_string_new (NULL);

  collect_text (row_box_of (row_label_of (panel, node)), out);
  return g_string_free (out, FALSE);
}

/* A move as a cell shows it without its number: the hole, and what it
 * captured. */
static char *
move_text (AkGameNode *node)
{
  if (node->captured > 0)
    return g_strdup_printf ("%c×%u", ak_hole_to_char (node->move), node->captured);
  return g_strdup_printf ("%c", ak_hole_to_char (node->move));
}

static GtkGesture *
primary_click (GtkWidget *cell)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (cell);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller) &&
          gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == GDK_BUTTON_PRIMARY)
        return GTK_GESTURE (controller);
    }
  g_assert_not_reached ();
  return NULL;
}

static void
click_cell (AkMovesPanel *panel,
            AkGameNode   *node)
{
  g_signal_emit_by_name (primary_click (GTK_WIDGET (row_label_of (panel, node))), "pressed",
                         1, 3.0, 3.0);
}

static void
test_variations_shown (Fixture       *fixture,
                       gconstpointer  data)
{
  AkGame *game = fixture->game;
  GListModel *history = ak_game_get_history (game);
  AkGameNode *d = make_study (game);
  AkGameNode *a2 = ak_game_get_current_node (game);
  AkGameNode *e = a2->parent;
  AkGameNode *b = d->parent;
  AkGameNode *a = b->parent;
  AkGameNode *c = g_ptr_array_index (b->children, 0);
  g_autoptr(AkMoveItem) d_item = NULL;
  g_autofree char *variation = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *a_text = move_text (a);
  g_autofree char *b_text = move_text (b);
  g_autofree char *c_text = move_text (c);
  g_autofree char *e_text = move_text (e);
  g_autofree char *a2_text = move_text (a2);
  GtkLabel *label;
  GtkLabel *main_label;
  graphene_rect_t a_bounds, b_bounds;
  AkMoveRow *row;

  /* 1. a, 1... B, 2. c, (2. d), (1... E, 2. a) */
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 6);
  d_item = g_list_model_get_item (history, position_of (game, d));
  g_assert_cmpuint (ak_move_item_get_depth (d_item), ==, 1);

  /* Four lines: "1. a B", "(1… E 2. a)", "2. c …", "(2. d)". */
  g_assert_cmpuint (g_list_model_get_n_items (rows_of (game)), ==, 4);
  row = row_at (game, 0);
  g_assert_cmpint (ak_move_row_get_kind (row), ==, AK_MOVE_ROW_PAIR);
  g_assert_cmpuint (ak_move_row_get_move_number (row), ==, 1);
  g_assert_true (cell_node (row, AK_SOUTH) == a);
  g_assert_true (cell_node (row, AK_NORTH) == b);
  row = row_at (game, 1);
  g_assert_cmpint (ak_move_row_get_kind (row), ==, AK_MOVE_ROW_LINE);
  g_assert_cmpuint (ak_move_row_get_n_moves (row), ==, 2);
  g_assert_true (ak_move_item_get_node (ak_move_row_get_move (row, 0)) == e);
  g_assert_true (ak_move_item_get_node (ak_move_row_get_move (row, 1)) == a2);
  g_assert_true (ak_move_row_get_opens (row));
  g_assert_true (ak_move_row_get_closes (row));
  row = row_at (game, 2);
  g_assert_true (cell_node (row, AK_SOUTH) == c);
  g_assert_null (cell_node (row, AK_NORTH));
  row = row_at (game, 3);
  g_assert_cmpint (ak_move_row_get_kind (row), ==, AK_MOVE_ROW_LINE);
  g_assert_true (ak_move_item_get_node (ak_move_row_get_move (row, 0)) == d);

  /* South and North side by side on one line, North to the right. */
  first = row_text_of (fixture->panel, a);
  expected = g_strdup_printf ("1. %s %s", a_text, b_text);
  g_assert_cmpstr (first, ==, expected);
  g_assert_true (row_box_of (row_label_of (fixture->panel, a)) ==
                 row_box_of (row_label_of (fixture->panel, b)));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (row_label_of (fixture->panel, a)),
                                            GTK_WIDGET (fixture->panel), &a_bounds));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (row_label_of (fixture->panel, b)),
                                            GTK_WIDGET (fixture->panel), &b_bounds));
  g_assert_cmpfloat (b_bounds.origin.x, >=, a_bounds.origin.x + a_bounds.size.width);
  g_assert_cmpfloat (fabsf (b_bounds.origin.y - a_bounds.origin.y), <, 1);
  /* Where a variation comes between, North's cell is left empty. */
  second = row_text_of (fixture->panel, c);
  g_free (expected);
  expected = g_strdup_printf ("2. %s …", c_text);
  g_assert_cmpstr (second, ==, expected);

  /* A variation's moves in parentheses, numbered where a reader needs it,
   * indented and marked; a main-line line is not. */
  variation = row_text_of (fixture->panel, e);
  g_free (expected);
  expected = g_strdup_printf ("( 1… %s 2. %s )", e_text, a2_text);
  g_assert_cmpstr (variation, ==, expected);
  label = row_label_of (fixture->panel, d);
  main_label = row_label_of (fixture->panel, b);
  g_assert_cmpstr (gtk_label_get_text (label), ==, "2. d");
  g_assert_true (gtk_widget_has_css_class (row_box_of (label), "variation"));
  g_assert_false (gtk_widget_has_css_class (row_box_of (main_label), "variation"));
  g_assert_cmpint (gtk_widget_get_margin_start (row_box_of (label)), >,
                   gtk_widget_get_margin_start (row_box_of (main_label)));

  /* The current move stands out, and follows the cursor; a click on a
   * move goes to it. */
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row_label_of (fixture->panel, a2)), "current"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (label), "current"));
  click_cell (fixture->panel, d);
  g_assert_true (ak_game_get_current_node (game) == d);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row_label_of (fixture->panel, d)), "current"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (row_label_of (fixture->panel, a2)), "current"));
  click_cell (fixture->panel, b);
  g_assert_true (ak_game_get_current_node (game) == b);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row_label_of (fixture->panel, b)), "current"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (row_label_of (fixture->panel, a)), "current"));

  /* Enter on a line goes to its first move. */
  g_signal_emit_by_name (ak_moves_panel_get_list_view (fixture->panel), "activate", 1);
  g_assert_true (ak_game_get_current_node (game) == e);
}

static guint
first_legal (AkGame *game)
{
  for (int h = 0; h < AK_N_HOLES; h++)
    if (ak_game_check_move (game, h) == AK_VERDICT_LEGAL)
      return (guint) h;
  g_assert_not_reached ();
  return 0;
}

typedef struct
{
  guint n_signals;
  guint position;
  guint removed;
  guint added;
} Changes;

static void
rows_changed_cb (GListModel *model,
                 guint       position,
                 guint       removed,
                 guint       added,
                 Changes    *changes)
{
  changes->n_signals++;
  changes->position = position;
  changes->removed = removed;
  changes->added = added;
}

static void
count_row_changed_cb (AkMoveRow *row,
                      guint     *count)
{
  (*count)++;
}

/* A move played on the main line fills North's cell of the last line,
 * or adds one line: the lines before it stay the objects they were. */
static void
test_two_columns (Fixture       *fixture,
                  gconstpointer  data)
{
  AkGame *game = fixture->game;
  GListModel *rows = rows_of (game);
  g_autoptr(GPtrArray) before = g_ptr_array_new_with_free_func (g_object_unref);
  Changes changes = { 0 };

  for (guint i = 0; i < 9; i++)
    g_assert_cmpint (ak_game_play (game, first_legal (game), NULL), ==, AK_VERDICT_LEGAL);
  /* Nine plies from South: four full lines and South's move of the fifth
   * (the first moves of this opening capture nothing, so the side to
   * move alternates). */
  g_assert_cmpuint (g_list_model_get_n_items (ak_game_get_history (game)), ==, 9);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 5);
  for (guint i = 0; i < 5; i++)
    {
      AkMoveRow *row = row_at (game, i);

      g_assert_cmpuint (ak_move_row_get_move_number (row), ==, i + 1);
      g_assert_nonnull (ak_move_row_get_cell (row, AK_SOUTH));
      g_assert_cmpuint (ak_move_row_get_n_moves (row), ==, i < 4 ? 2 : 1);
      g_ptr_array_add (before, g_object_ref (row));
    }
  drain_with_layout ();

  g_signal_connect (rows, "items-changed", G_CALLBACK (rows_changed_cb), &changes);

  /* North's answer: a cell, no line. */
  {
    AkMoveRow *last = g_ptr_array_index (before, 4);
    guint n_changed = 0;
    g_autofree char *text = NULL;

    g_signal_connect (last, "changed", G_CALLBACK (count_row_changed_cb), &n_changed);
    g_assert_cmpint (ak_game_get_side_to_move (game), ==, AK_NORTH);
    g_assert_cmpint (ak_game_play (game, first_legal (game), NULL), ==, AK_VERDICT_LEGAL);
    g_assert_cmpuint (changes.n_signals, ==, 0);
    g_assert_cmpuint (n_changed, ==, 1);
    g_assert_true (cell_node (last, AK_NORTH) == ak_game_get_current_node (game));
    g_signal_handlers_disconnect_by_func (last, count_row_changed_cb, &n_changed);

    /* The line's cell shows it, current. */
    text = row_text_of (fixture->panel, ak_game_get_current_node (game));
    g_assert_true (g_str_has_prefix (text, "5. "));
    g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row_label_of (fixture->panel,
                                                                       ak_game_get_current_node (game))),
                                             "current"));
  }

  /* South's next move: one line more, at the end. */
  g_assert_cmpint (ak_game_play (game, first_legal (game), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpuint (changes.n_signals, ==, 1);
  g_assert_cmpuint (changes.position, ==, 5);
  g_assert_cmpuint (changes.removed, ==, 0);
  g_assert_cmpuint (changes.added, ==, 1);
  for (guint i = 0; i < before->len; i++)
    g_assert_true (row_at (game, i) == g_ptr_array_index (before, i));

  /* A comment after South's move sends North's answer to a line of its
   * own, "3. … X", and only the lines after it change. */
  {
    AkMoveRow *third = g_ptr_array_index (before, 2);
    AkGameNode *south = cell_node (third, AK_SOUTH);
    AkGameNode *north = cell_node (third, AK_NORTH);
    g_autofree char *text = NULL;
    GtkLabel *comment;

    changes.n_signals = 0;
    ak_game_set_comment (game, south, "a quiet move");
    g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 7);
    g_assert_true (row_at (game, 2) == third);
    g_assert_null (cell_node (third, AK_NORTH));
    g_assert_true (cell_node (row_at (game, 3), AK_NORTH) == north);
    g_assert_null (cell_node (row_at (game, 3), AK_SOUTH));
    g_assert_true (row_at (game, 0) == g_ptr_array_index (before, 0));
    g_assert_cmpuint (changes.n_signals, ==, 1);
    g_assert_cmpuint (changes.position, >=, 2);

    comment = _ak_moves_panel_get_comment_label (fixture->panel, south);
    g_assert_nonnull (comment);
    g_assert_cmpstr (gtk_label_get_text (comment), ==, "a quiet move");
    text = row_text_of (fixture->panel, north);
    g_assert_true (g_str_has_prefix (text, "3. … "));

    /* The comment gone, the two moves share their line again. */
    ak_game_set_comment (game, south, NULL);
    g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 6);
    g_assert_true (cell_node (row_at (game, 2), AK_NORTH) == north);
  }

  g_signal_handlers_disconnect_by_func (rows, rows_changed_cb, &changes);
}

/* Beside a move, what it captured and the engine's value from its
 * comment; the comment under it without the value's command. */
static void
test_captures_and_values (Fixture       *fixture,
                          gconstpointer  data)
{
  AkGame *game = fixture->game;
  AkGameNode *capture = NULL;
  AkGameNode *first;
  AkEval eval = { .score = -150, .exact = FALSE, .depth = 8 };
  AkEval proved = { .score = 400, .exact = TRUE, .depth = 0 };
  AkEval bounded = { .score = 400, .depth = 20, .kind = AK_VALUE_BOUNDED,
                     .lower = 200, .upper = 600 };
  g_autofree char *expected = NULL;
  const char *shown;

  for (guint i = 0; i < 200 && capture == NULL && !ak_game_get_is_over (game); i++)
    {
      g_assert_cmpint (ak_game_play (game, first_legal (game), NULL), ==, AK_VERDICT_LEGAL);
      if (ak_game_get_current_node (game)->captured > 0)
        capture = ak_game_get_current_node (game);
    }
  g_assert_nonnull (capture);
  expected = g_strdup_printf ("%c×%u", ak_hole_to_char (capture->move), capture->captured);
  shown = gtk_label_get_text (row_label_of (fixture->panel, capture));
  g_assert_cmpstr (shown, ==, expected);

  first = ak_game_get_root (game)->children->pdata[0];
  ak_game_set_comment (game, first, "opens the left");
  ak_game_set_eval (game, first, &eval);
  g_assert_cmpstr (gtk_label_get_text (row_label_of (fixture->panel, first)), ==, "a -1.50");
  g_assert_cmpstr (gtk_label_get_text (_ak_moves_panel_get_comment_label (fixture->panel, first)),
                   ==, "opens the left");
  ak_game_set_eval (game, first, &proved);
  g_assert_cmpstr (gtk_label_get_text (row_label_of (fixture->panel, first)), ==, "a +4");
  /* A range where a repetition decides. */
  ak_game_set_eval (game, first, &bounded);
  g_assert_cmpstr (gtk_label_get_text (row_label_of (fixture->panel, first)), ==, "a +2..+6");

  /* A comment of the value alone is no comment to show: North's answer
   * stays on South's line. */
  ak_game_set_comment (game, first, NULL);
  ak_game_set_eval (game, first, &eval);
  g_assert_null (_ak_moves_panel_get_comment_label (fixture->panel, first));
  g_assert_cmpuint (ak_move_row_get_n_moves (row_at (game, 0)), ==, 2);
}

static gboolean
press_key (AkMovesPanel *panel,
           guint         keyval)
{
  GtkWidget *list = GTK_WIDGET (ak_moves_panel_get_list_view (panel));
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (list);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        {
          g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
          return handled;
        }
    }
  g_assert_not_reached ();
  return FALSE;
}

/* In the list, the arrows walk the moves and Home and End go to the ends;
 * other keys are left to others. */
static void
test_keys (Fixture       *fixture,
           gconstpointer  data)
{
  AkGame *game = fixture->game;
  AkGameNode *d = make_study (game);
  AkGameNode *b = d->parent;
  AkGameNode *c = g_ptr_array_index (b->children, 0);

  ak_game_go_to (game, c);
  g_assert_true (press_key (fixture->panel, GDK_KEY_Left));
  g_assert_true (ak_game_get_current_node (game) == b);
  g_assert_true (press_key (fixture->panel, GDK_KEY_Up));
  g_assert_true (ak_game_get_current_node (game) == b->parent);
  g_assert_true (press_key (fixture->panel, GDK_KEY_Right));
  g_assert_true (ak_game_get_current_node (game) == b);
  g_assert_true (press_key (fixture->panel, GDK_KEY_Down));
  g_assert_true (ak_game_get_current_node (game) == c);
  g_assert_true (press_key (fixture->panel, GDK_KEY_Home));
  g_assert_true (ak_game_get_current_node (game) == ak_game_get_root (game));
  g_assert_true (press_key (fixture->panel, GDK_KEY_End));
  g_assert_true (ak_game_get_current_node (game) == c);
  /* A variation's end, from inside it. */
  ak_game_go_to (game, d->parent->parent);
  ak_game_go_to (game, d);
  g_assert_true (press_key (fixture->panel, GDK_KEY_Left));
  g_assert_true (ak_game_get_current_node (game) == b);
  g_assert_false (press_key (fixture->panel, GDK_KEY_a));
  g_assert_true (ak_game_get_current_node (game) == b);
}

static void
test_menu (Fixture       *fixture,
           gconstpointer  data)
{
  AkGame *game = fixture->game;
  AkGameNode *d = make_study (game);
  GtkPopover *menu = _ak_moves_panel_get_menu_popover (fixture->panel);
  GMenuModel *model;

  /* A variation's menu promotes and deletes it. */
  drain_with_layout ();
  ak_moves_panel_popup_menu (fixture->panel, (int) position_of (game, d));
  drain_with_layout ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (menu)));
  model = gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (menu));
  g_assert_true (menu_has_action (model, "moves.promote"));
  g_assert_true (menu_has_action (model, "moves.delete"));
  g_assert_true (menu_has_action (model, "moves.comment"));
  g_assert_true (menu_has_action (model, "moves.suffix"));
  g_assert_true (menu_has_action (model, "moves.nag"));
  gtk_popover_popdown (menu);

  /* A main-line move's menu does not. */
  ak_moves_panel_popup_menu (fixture->panel, (int) position_of (game, d->parent));
  model = gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (menu));
  g_assert_false (menu_has_action (model, "moves.promote"));
  g_assert_false (menu_has_action (model, "moves.delete"));
  g_assert_true (menu_has_action (model, "moves.comment"));
  g_assert_cmpint (menu_comment_target (model), ==, (int) position_of (game, d->parent));
  gtk_popover_popdown (menu);

  /* The current move's menu names its row: the cursor may move on. */
  ak_moves_panel_popup_menu (fixture->panel, -1);
  model = gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (menu));
  g_assert_cmpint (menu_comment_target (model), ==,
                   (int) position_of (game, ak_game_get_current_node (game)));
  g_assert_true (menu_has_action (model, "moves.promote"));
  gtk_popover_popdown (menu);
}

static GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return controller;
    }
  return NULL;
}

static GtkEventController *
find_click (GtkWidget *widget,
            guint      button)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller) &&
          gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == button)
        return controller;
    }
  return NULL;
}

/* A right click and a long press on a move open its menu there. */
static void
test_menu_gestures (Fixture       *fixture,
                    gconstpointer  data)
{
  AkGame *game = fixture->game;
  AkGameNode *d = make_study (game);
  GtkPopover *menu = _ak_moves_panel_get_menu_popover (fixture->panel);
  GtkWidget *label = GTK_WIDGET (row_label_of (fixture->panel, d));
  GtkEventController *click = find_click (label, GDK_BUTTON_SECONDARY);
  GtkEventController *long_press = find_controller (label, GTK_TYPE_GESTURE_LONG_PRESS);
  GMenuModel *model;

  g_assert_nonnull (click);
  g_assert_cmpuint (gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (click)), ==,
                    GDK_BUTTON_SECONDARY);
  g_signal_emit_by_name (click, "pressed", 1, 5.0, 5.0);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (menu)));
  model = gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (menu));
  g_assert_cmpint (menu_comment_target (model), ==, (int) position_of (game, d));
  g_assert_true (menu_has_action (model, "moves.promote"));
  gtk_popover_popdown (menu);
  drain_with_layout ();

  g_assert_nonnull (long_press);
  label = GTK_WIDGET (row_label_of (fixture->panel, d->parent));
  long_press = find_controller (label, GTK_TYPE_GESTURE_LONG_PRESS);
  g_signal_emit_by_name (long_press, "pressed", 5.0, 5.0);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (menu)));
  model = gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (menu));
  g_assert_cmpint (menu_comment_target (model), ==, (int) position_of (game, d->parent));
  g_assert_false (menu_has_action (model, "moves.promote"));
  gtk_popover_popdown (menu);
}

static void
test_promote (Fixture       *fixture,
              gconstpointer  data)
{
  AkGame *game = fixture->game;
  AkGameNode *d = make_study (game);
  AkGameNode *c = g_ptr_array_index (d->parent->children, 0);
  g_autofree char *before = write_game (game);
  g_autofree char *after = NULL;

  /* Promoting a main-line move does nothing. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.promote", "i",
                              (int) position_of (game, c));
  g_assert_true (ak_game_is_on_main_line (game, c));

  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.promote", "i",
                              (int) position_of (game, d));
  g_assert_true (ak_game_is_on_main_line (game, d));
  g_assert_false (ak_game_is_on_main_line (game, c));
  after = write_game (game);
  g_assert_nonnull (strstr (before, "2. c (2. d)"));
  g_assert_nonnull (strstr (after, "2. d (2. c)"));

  /* The rows follow. */
  g_assert_false (gtk_widget_has_css_class (row_box_of (row_label_of (fixture->panel, d)),
                                            "variation"));
  g_assert_true (gtk_widget_has_css_class (row_box_of (row_label_of (fixture->panel, c)),
                                           "variation"));

  /* -1 is the current move: 2. a of the variation 1... E. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.promote", "i", -1);
  g_assert_true (ak_game_is_on_main_line (game, ak_game_get_current_node (game)));
}

static void
test_delete (Fixture       *fixture,
             gconstpointer  data)
{
  AkGame *game = fixture->game;
  GListModel *history = ak_game_get_history (game);
  AkGameNode *d = make_study (game);
  AkMoveHistory *moves = AK_MOVE_HISTORY (history);
  AdwAlertDialog *dialog;
  g_autofree char *text = NULL;

  /* Asked first; cancelling keeps the variation. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.delete", "i",
                              (int) position_of (game, d));
  dialog = ui_test_find_alert_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_root (GTK_WIDGET (dialog)) == GTK_ROOT (fixture->window));
  g_assert_nonnull (strstr (adw_alert_dialog_get_body (dialog), "2. d"));
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 6);
  ui_test_alert_respond (dialog, "cancel");
  let_tooltip_timeout_run ();
  drain_with_layout ();
  g_assert_cmpuint (ak_move_history_find (moves, d), !=, G_MAXUINT);
  g_assert_null (ui_test_find_alert_dialog ());

  /* Confirmed, it is gone from the game, the list and the file. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.delete", "i",
                              (int) position_of (game, d));
  dialog = ui_test_find_alert_dialog ();
  g_assert_nonnull (dialog);
  ui_test_alert_respond (dialog, "delete");
  let_tooltip_timeout_run ();
  drain_with_layout ();
  g_assert_cmpuint (ak_move_history_find (moves, d), ==, G_MAXUINT);
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 5);
  text = write_game (game);
  g_assert_null (strstr (text, "2. d"));
  g_assert_nonnull (strstr (text, "(1... E 2. a)"));

  /* The main line cannot be deleted: no dialog, no change. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.delete", "i", 0);
  g_assert_null (ui_test_find_alert_dialog ());
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 5);
}

/* What the panel edits is saved and read back. */
static void
test_round_trip (Fixture       *fixture,
                 gconstpointer  data)
{
  AkGame *game = fixture->game;
  AkGameNode *d = make_study (game);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (_ak_moves_panel_get_comment_view (fixture->panel));
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(AkGame) reread = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  GListModel *history;
  guint n_items;
  gboolean found = FALSE;

  drain_with_layout ();
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.comment", "i",
                              (int) position_of (game, d));
  gtk_text_buffer_set_text (buffer, "the sharper try", -1);
  g_signal_emit_by_name (_ak_moves_panel_get_comment_done_button (fixture->panel), "clicked");
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.suffix", "(is)",
                              (int) position_of (game, d), "!");

  text = write_game (game);
  records = ak_notation_read (text, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (records->len, ==, 1);
  reread = ak_game_new_from_record (g_ptr_array_index (records, 0));

  history = ak_game_get_history (reread);
  n_items = g_list_model_get_n_items (history);
  g_assert_cmpuint (n_items, ==, 6);
  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(AkMoveItem) it = g_list_model_get_item (history, i);

      if (g_strcmp0 (ak_move_item_get_notation (it), "d!") == 0)
        {
          g_assert_cmpuint (ak_move_item_get_depth (it), ==, 1);
          g_assert_cmpstr (ak_move_item_get_comment (it), ==, "the sharper try");
          found = TRUE;
        }
    }
  g_assert_true (found);

  again = write_game (reread);
  g_assert_cmpstr (again, ==, text);
}

/* Before the first move the list says what it will hold; after it, it
 * holds it; a new game without moves says so again. */
static void
test_empty (Fixture       *fixture,
            gconstpointer  data)
{
  GtkWidget *empty = ui_test_find_descendant (GTK_WIDGET (fixture->panel), ADW_TYPE_STATUS_PAGE);
  GtkWidget *list = GTK_WIDGET (ak_moves_panel_get_list_view (fixture->panel));
  g_autoptr(AkGame) other = NULL;
  AkRules rules;
  AkPosition start;

  g_assert_nonnull (empty);
  drain_with_layout ();
  g_assert_true (gtk_widget_get_mapped (empty));
  g_assert_false (gtk_widget_get_mapped (list));
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (empty)), ==, "No Moves Yet");

  play (fixture->game, 'a');
  drain_with_layout ();
  g_assert_false (gtk_widget_get_mapped (empty));
  g_assert_true (gtk_widget_get_mapped (list));

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  other = ak_game_new (&rules, &start);
  ak_moves_panel_set_game (fixture->panel, other);
  drain_with_layout ();
  g_assert_true (gtk_widget_get_mapped (empty));
  /* The game left behind no longer moves the page. */
  play (fixture->game, 'B');
  drain_with_layout ();
  g_assert_true (gtk_widget_get_mapped (empty));

  ak_moves_panel_set_game (fixture->panel, fixture->game);
  drain_with_layout ();
  g_assert_true (gtk_widget_get_mapped (list));
}

/* With AK_TEST_SCREENSHOT_SECONDS set, shows the panel with variations,
 * comments and annotations that long, for a screenshot. */
static void
test_show (Fixture       *fixture,
           gconstpointer  data)
{
  AkGame *game = fixture->game;
  const char *seconds = g_getenv ("AK_TEST_SCREENSHOT_SECONDS");
  g_autoptr(GtkCssProvider) css = NULL;
  AkGameNode *d;
  gint64 until;

  if (seconds == NULL)
    {
      g_test_skip ("AK_TEST_SCREENSHOT_SECONDS is not set");
      return;
    }

  /* The app's style sheet, which AdwApplication would load. */
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, RESOURCE_PATH "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  d = make_study (game);
  ak_game_set_comment (game, d, "Sharper: South gives up the left side for a quick capture.");
  ak_game_set_suffix (game, d, "!?");
  ak_game_set_comment (game, ak_game_get_current_node (game)->parent,
                       "North's other answer.");
  ak_game_go_to (game, d->parent);
  ak_game_set_comment (game, d->parent, "The usual reply.");
  for (guint i = 0; i < 8; i++)
    {
      ak_game_go_last (game);
      if (ak_game_get_is_over (game))
        break;
      for (int h = 0; h < AK_N_HOLES; h++)
        if (ak_game_play (game, h, NULL) == AK_VERDICT_LEGAL)
          break;
    }
  ak_game_go_to (game, d);

  if (g_getenv ("AK_TEST_SCREENSHOT_MENU") != NULL)
    {
      drain_with_layout ();
      ak_moves_panel_popup_menu (fixture->panel, -1);
    }
  else if (g_getenv ("AK_TEST_SCREENSHOT_COMMENT") != NULL)
    {
      drain_with_layout ();
      gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.comment", "i", -1);
    }

  until = g_get_monotonic_time () + g_ascii_strtoll (seconds, NULL, 10) * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < until)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                 GTK_STYLE_PROVIDER (css));
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

#define ADD(path, func) \
  g_test_add ("/ak/ui/moves-panel/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("variations-shown", test_variations_shown);
  ADD ("two-columns", test_two_columns);
  ADD ("captures-and-values", test_captures_and_values);
  ADD ("keys", test_keys);
  ADD ("menu", test_menu);
  ADD ("menu-gestures", test_menu_gestures);
  ADD ("promote", test_promote);
  ADD ("delete", test_delete);
  ADD ("round-trip", test_round_trip);
  ADD ("empty", test_empty);
  ADD ("show", test_show);

#undef ADD

  return ui_test_run ();
}
