/* ak-moves-panel.c — the list of moves, and the buttons that walk it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The list shows the game's history a line at a time, in the order a file
 * writes it, each line an AkMovesPanelRow; a variation is indented one
 * step per level and marked by a thin line.  A move's context menu (right
 * click, long press, Shift+F10 or the Menu key) promotes or deletes its
 * variation, edits its comment in an AkCommentPopover and sets its
 * annotation.
 * The menu items are the panel's "moves.*" actions, whose parameter is the
 * row's position in the list, or -1 for the game's current move, so the
 * window's menus and shortcuts can use them too.
 */

#define G_LOG_DOMAIN "ak-moves-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-moves-panel.h"
#include "ak-moves-panel-private.h"
#include "ak-comment-popover-private.h"
#include "ak-moves-panel-row-private.h"

struct _AkMovesPanel
{
  GtkWidget     parent_instance;

  /* Template widgets */
  GtkWidget    *box;
  GtkListView  *list_view;
  GtkStack     *stack;          /* the list, or a word on what it will hold */
  GtkWidget    *result_button;  /* the result, under the list, at the end */
  GtkWidget    *menu_popover;
  GtkWidget    *comment_popover;

  /* Owned references */
  AkGame       *game;
  AkTable      *table;          /* if set, moves are walked through it */
  GSignalGroup *game_signals;
  GSignalGroup *history_signals;
  GSignalGroup *table_signals;

  /* Borrowed */
  AkGameNode   *comment_node;   /* the move whose comment is edited */
  AkGameNode   *delete_node;    /* the variation waiting for a yes */
  /* Where the keyboard was before a popover opened, to go back to */
  GtkWidget    *focus_before;
};

G_DEFINE_FINAL_TYPE (AkMovesPanel, ak_moves_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char * const known_suffixes[] = { "!", "?", "!!", "??", "!?", "?!" };

static gboolean
is_evaluation_nag (guint nag)
{
  return nag >= 10 && nag <= 19;
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

/* The row of the list showing @node, and its cell, if that row is built. */
static AkMovesPanelRow *
find_row (AkMovesPanel  *self,
          AkGameNode    *node,
          GtkWidget    **cell)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list_view));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *row = gtk_widget_get_first_child (child);

      if (AK_IS_MOVES_PANEL_ROW (row) &&
          (*cell = ak_moves_panel_row_find_cell (AK_MOVES_PANEL_ROW (row), node)) != NULL)
        return AK_MOVES_PANEL_ROW (row);
    }
  *cell = NULL;
  return NULL;
}

/* The cell showing @node, if its row is built. */
static GtkWidget *
find_cell (AkMovesPanel *self,
           AkGameNode   *node)
{
  GtkWidget *cell;

  find_row (self, node, &cell);
  return cell;
}

/* Where the list shows @node, in the panel's coordinates; FALSE where its
 * row is not built. */
static gboolean
cell_rect (AkMovesPanel *self,
           AkGameNode   *node,
           GdkRectangle *rect)
{
  GtkWidget *cell = find_cell (self, node);
  graphene_rect_t bounds;

  if (cell == NULL || !gtk_widget_compute_bounds (cell, GTK_WIDGET (self), &bounds))
    return FALSE;
  *rect = (GdkRectangle) {
    (int) bounds.origin.x, (int) bounds.origin.y,
    (int) bounds.size.width, (int) bounds.size.height,
  };
  return TRUE;
}

static GListModel *
rows_of (AkGame *game)
{
  return ak_move_history_get_rows (AK_MOVE_HISTORY (ak_game_get_history (game)));
}

/* The move at @position of the list, or the current move for -1; NULL for
 * none (or the start of the game). */
static AkGameNode *
node_at (AkMovesPanel *self,
         int           position)
{
  g_autoptr(AkMoveItem) item = NULL;

  if (self->game == NULL)
    return NULL;
  if (position < 0)
    {
      AkGameNode *node = ak_game_get_current_node (self->game);

      return node->parent != NULL ? node : NULL;
    }
  item = g_list_model_get_item (ak_game_get_history (self->game), (guint) position);
  return item != NULL ? ak_move_item_get_node (item) : NULL;
}

/* Whether @node is still in the game: the panel keeps borrowed nodes while
 * a popover or a dialog is open, and the game may change meanwhile. */
static gboolean
node_is_alive (AkMovesPanel *self,
               AkGameNode   *node)
{
  return self->game != NULL && node != NULL &&
         ak_move_history_find (AK_MOVE_HISTORY (ak_game_get_history (self->game)), node) != G_MAXUINT;
}

static guint
count_moves (const AkGameNode *node)
{
  guint n = 1;

  for (guint i = 0; node->children != NULL && i < node->children->len; i++)
    n += count_moves (g_ptr_array_index (node->children, i));
  return n;
}

static char *
describe_move (AkGameNode *node)
{
  g_autofree char *notation = ak_game_node_dup_notation (node);

  return g_strdup_printf ("%u%s %s", ak_game_node_get_move_number (node),
                          ak_game_node_get_mover (node) == AK_SOUTH ? "." : "...",
                          notation);
}

/* Giving the keyboard back
 *
 * A popover that closes leaves the window's focus on one of its own
 * widgets, now hidden, and the keys typed then go nowhere: not even the
 * window's shortcuts see them.  So when one closes with the focus inside,
 * the focus goes back to where it was before the popover opened, or, if
 * that has gone, to the board, or to the list. */

static gboolean
is_in_popover (AkMovesPanel *self,
               GtkWidget    *widget)
{
  return (self->menu_popover != NULL &&
          (widget == self->menu_popover || gtk_widget_is_ancestor (widget, self->menu_popover))) ||
         (self->comment_popover != NULL &&
          (widget == self->comment_popover ||
           gtk_widget_is_ancestor (widget, self->comment_popover)));
}

static void
remember_focus (AkMovesPanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* From one popover to the other, the first one's is kept. */
  if (focus == NULL || !is_in_popover (self, focus))
    g_set_weak_pointer (&self->focus_before, focus);
}

/* The keyboard to the board, through the window's action: whether it
 * went there. */
static gboolean
focus_board (AkMovesPanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus;

  if (root == NULL || !gtk_widget_activate_action (GTK_WIDGET (self), "win.focus-board", NULL))
    return FALSE;
  focus = gtk_root_get_focus (root);
  return focus != NULL && focus != GTK_WIDGET (self) &&
         !gtk_widget_is_ancestor (focus, GTK_WIDGET (self));
}

static void
popover_closed_cb (AkMovesPanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus;

  if (root == NULL)
    return;
  focus = gtk_root_get_focus (root);
  if (focus != NULL && !is_in_popover (self, focus) && gtk_widget_get_mapped (focus))
    return;

  if (self->focus_before != NULL && gtk_widget_get_root (self->focus_before) == root &&
      gtk_widget_get_mapped (self->focus_before) && !is_in_popover (self, self->focus_before) &&
      gtk_widget_grab_focus (self->focus_before))
    return;
  if (focus_board (self))
    return;
  if (!gtk_widget_grab_focus (GTK_WIDGET (self->list_view)))
    gtk_root_set_focus (root, NULL);
}

/* The context menu */

static void
add_target_item (GMenu      *menu,
                 const char *label,
                 const char *action,
                 GVariant   *target)
{
  g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

  g_menu_item_set_action_and_target_value (item, action, target);
  g_menu_append_item (menu, item);
}

static GMenuModel *
build_menu (AkMovesPanel *self,
            int           position,
            AkGameNode   *node)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenu) variation = g_menu_new ();
  g_autoptr(GMenu) comment = g_menu_new ();
  g_autoptr(GMenu) annotation = g_menu_new ();
  g_autoptr(GMenu) suffixes = g_menu_new ();
  g_autoptr(GMenu) evaluations = g_menu_new ();
  const char *suffix_labels[] = {
    /* Translators: move annotations, with the sign AKN writes after the move */
    N_("Good Move (!)"), N_("Mistake (?)"), N_("Brilliant Move (!!)"),
    N_("Blunder (?\?)"), N_("Interesting Move (!?)"), N_("Dubious Move (?!)"),
  };
  const struct { guint nag; const char *label; } evaluation_labels[] = {
    /* Translators: evaluations of the position after a move, with their sign */
    { 10, N_("Even Position (=)") },
    { 13, N_("Unclear Position (∞)") },
    { 14, N_("South Slightly Better (⩲)") },
    { 15, N_("North Slightly Better (⩱)") },
    { 16, N_("South Better (±)") },
    { 17, N_("North Better (∓)") },
    { 18, N_("South Winning (+−)") },
    { 19, N_("North Winning (−+)") },
  };

  if (!ak_game_is_on_main_line (self->game, node))
    {
      add_target_item (variation, _("_Promote Variation"), "moves.promote",
                       g_variant_new_int32 (position));
      add_target_item (variation, _("_Delete Variation…"), "moves.delete",
                       g_variant_new_int32 (position));
      g_menu_append_section (menu, NULL, G_MENU_MODEL (variation));
    }

  add_target_item (comment, _("Edit _Comment…"), "moves.comment", g_variant_new_int32 (position));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (comment));

  for (guint i = 0; i < G_N_ELEMENTS (suffix_labels); i++)
    add_target_item (suffixes, _(suffix_labels[i]), "moves.suffix",
                     g_variant_new ("(is)", position, known_suffixes[i]));
  add_target_item (suffixes, _("No Move Annotation"), "moves.suffix",
                   g_variant_new ("(is)", position, ""));
  for (guint i = 0; i < G_N_ELEMENTS (evaluation_labels); i++)
    add_target_item (evaluations, _(evaluation_labels[i].label), "moves.nag",
                     g_variant_new ("(iu)", position, evaluation_labels[i].nag));
  add_target_item (evaluations, _("No Evaluation"), "moves.nag",
                   g_variant_new ("(iu)", position, 0));

  g_menu_append_submenu (annotation, _("_Annotate Move"), G_MENU_MODEL (suffixes));
  g_menu_append_submenu (annotation, _("_Evaluate Position"), G_MENU_MODEL (evaluations));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (annotation));

  return G_MENU_MODEL (menu);
}

/* Opens the menu of the move at @position, pointing at @rect (in the
 * panel's coordinates) or at the whole panel. */
static void
popup_menu (AkMovesPanel         *self,
            int                   position,
            const GdkRectangle   *rect)
{
  g_autoptr(GMenuModel) model = NULL;
  AkGameNode *node = node_at (self, position);

  if (node == NULL)
    return;
  /* The items name the row, even if the cursor moves on meanwhile. */
  if (position < 0)
    position = (int) ak_move_history_find (AK_MOVE_HISTORY (ak_game_get_history (self->game)),
                                           node);

  if (self->comment_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->comment_popover));
  remember_focus (self);
  model = build_menu (self, position, node);
  gtk_popover_menu_set_menu_model (GTK_POPOVER_MENU (self->menu_popover), model);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->menu_popover), rect);
  gtk_popover_popup (GTK_POPOVER (self->menu_popover));
}

/* A right click or a long press on a move of @row, at (@x, @y) in the
 * row's coordinates. */
static void
row_menu_requested_cb (AkMovesPanel    *self,
                       AkMoveItem      *item,
                       double           x,
                       double           y,
                       AkMovesPanelRow *row)
{
  GdkRectangle rect = { 0, 0, 1, 1 };
  graphene_point_t point;

  if (self->game == NULL)
    return;
  if (gtk_widget_compute_point (GTK_WIDGET (row), GTK_WIDGET (self),
                                &GRAPHENE_POINT_INIT (x, y), &point))
    {
      rect.x = (int) point.x;
      rect.y = (int) point.y;
    }
  popup_menu (self,
              (int) ak_move_history_find (AK_MOVE_HISTORY (ak_game_get_history (self->game)),
                                          ak_move_item_get_node (item)),
              &rect);
}

/* Shift+F10 or the Menu key: the menu of the current move, where the
 * list shows it. */
static gboolean
menu_key_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  ak_moves_panel_popup_menu (AK_MOVES_PANEL (widget), -1);
  return TRUE;
}

/* The rows: each shows the line of the history its list item holds. */

static void row_move_clicked_cb (AkMovesPanel    *self,
                                 AkMoveItem      *item,
                                 AkMovesPanelRow *row);

static void
factory_setup_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *list_item,
                  AkMovesPanel             *self)
{
  GtkWidget *row = ak_moves_panel_row_new ();

  /* The game first: a row is shown once it has both. */
  g_object_bind_property (self, "game", row, "game", G_BINDING_SYNC_CREATE);
  g_object_bind_property (list_item, "item", row, "row", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (row, "move-clicked", G_CALLBACK (row_move_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (row, "menu-requested", G_CALLBACK (row_menu_requested_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_list_item_set_child (list_item, row);
}

/* The comment popover */

/* Done or Remove Comment in the editor. */
static void
comment_save_cb (AkMovesPanel     *self,
                 const char       *text,
                 AkCommentPopover *popover)
{
  if (node_is_alive (self, self->comment_node))
    ak_game_set_comment (self->game, self->comment_node, text);
}

static void
comment_closed_cb (AkMovesPanel *self)
{
  self->comment_node = NULL;
}

static void
edit_comment (AkMovesPanel *self,
              AkGameNode   *node)
{
  g_autofree char *comment = ak_game_dup_comment (self->game, node);
  g_autofree char *move = describe_move (node);
  g_autofree char *title = NULL;
  GdkRectangle rect;

  gtk_popover_popdown (GTK_POPOVER (self->menu_popover));
  remember_focus (self);

  self->comment_node = node;
  /* Translators: the title of the comment editor; %s is a move, such as "12. c" */
  title = g_strdup_printf (_("Comment on %s"), move);
  ak_comment_popover_edit (AK_COMMENT_POPOVER (self->comment_popover), title, comment,
                           cell_rect (self, node, &rect) ? &rect : NULL);
}

/* Actions */

static void
promote_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  AkMovesPanel *self = AK_MOVES_PANEL (widget);
  AkGameNode *node = node_at (self, g_variant_get_int32 (parameter));

  if (node == NULL)
    return;
  if (self->table != NULL)
    ak_table_flush (self->table);
  ak_game_promote_variation (self->game, node);
}

static void
delete_response_cb (AdwAlertDialog *dialog,
                    const char     *response,
                    AkMovesPanel   *self)
{
  AkGameNode *node = self->delete_node;

  self->delete_node = NULL;
  if (g_strcmp0 (response, "delete") == 0 && node_is_alive (self, node))
    {
      if (self->table != NULL)
        ak_table_flush (self->table);
      ak_game_delete_variation (self->game, node);
    }
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  AkMovesPanel *self = AK_MOVES_PANEL (widget);
  AkGameNode *node = node_at (self, g_variant_get_int32 (parameter));
  g_autofree char *first = NULL;
  g_autofree char *body = NULL;
  GtkRoot *root;
  AdwAlertDialog *dialog;
  guint n_moves;

  if (node == NULL || ak_game_is_on_main_line (self->game, node))
    return;

  node = ak_game_node_get_line_start (node);
  root = gtk_widget_get_root (widget);
  if (!GTK_IS_WINDOW (root))
    {
      ak_game_delete_variation (self->game, node);
      return;
    }

  /* The game's undo only moves back; a deleted line is gone. */
  self->delete_node = node;
  first = describe_move (node);
  n_moves = count_moves (node);
  /* Translators: %s is the variation's first move, such as "12. c"; %u is
   * how many moves it and its own variations have */
  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "The variation starting with %s, %u move, will be removed from the game. This cannot be undone.",
                                       "The variation starting with %s, %u moves, will be removed from the game. This cannot be undone.",
                                       n_moves),
                          first, n_moves);
  dialog = ADW_ALERT_DIALOG (adw_alert_dialog_new (_("Delete Variation?"), body));
  adw_alert_dialog_add_responses (dialog,
                                  "cancel", _("_Cancel"),
                                  "delete", _("_Delete"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (dialog, "delete", ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (dialog, "cancel");
  adw_alert_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (delete_response_cb), self, 0);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (root));
}

static void
comment_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  AkMovesPanel *self = AK_MOVES_PANEL (widget);
  AkGameNode *node = node_at (self, g_variant_get_int32 (parameter));

  if (node != NULL)
    edit_comment (self, node);
}

static void
suffix_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  AkMovesPanel *self = AK_MOVES_PANEL (widget);
  const char *suffix = NULL;
  AkGameNode *node;
  gboolean known = FALSE;
  int position;

  g_variant_get (parameter, "(i&s)", &position, &suffix);
  node = node_at (self, position);
  if (node == NULL)
    return;

  if (*suffix == '\0')
    suffix = NULL;
  for (guint i = 0; i < G_N_ELEMENTS (known_suffixes) && suffix != NULL && !known; i++)
    known = g_str_equal (suffix, known_suffixes[i]);
  if (suffix != NULL && !known)
    {
      g_warning ("“%s” is not a move annotation", suffix);
      return;
    }
  ak_game_set_suffix (self->game, node, suffix);
}

static void
nag_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  AkMovesPanel *self = AK_MOVES_PANEL (widget);
  g_autoptr(GArray) nags = g_array_new (FALSE, FALSE, sizeof (guint));
  AkGameNode *node;
  gboolean changed;
  int position;
  guint nag;

  g_variant_get (parameter, "(iu)", &position, &nag);
  node = node_at (self, position);
  if (node == NULL || (nag != 0 && !is_evaluation_nag (nag)))
    return;

  /* One evaluation at a time; other glyphs stay. */
  for (guint i = 0; node->nags != NULL && i < node->nags->len; i++)
    {
      guint old = g_array_index (node->nags, guint, i);

      if (!is_evaluation_nag (old))
        g_array_append_val (nags, old);
    }
  if (nag != 0)
    g_array_append_val (nags, nag);

  changed = node->nags == NULL ? nags->len > 0 : nags->len != node->nags->len;
  for (guint i = 0; !changed && i < nags->len; i++)
    changed = g_array_index (nags, guint, i) != g_array_index (node->nags, guint, i);
  if (changed)
    ak_game_set_nags (self->game, node, (const guint *) (gpointer) nags->data, nags->len);
}

/* The game */

/* Goes to @node, through the table if there is one: a move still being
 * shown is played first, and looking at a move is not playing it. */
static void
go_to (AkMovesPanel *self,
       AkGameNode   *node)
{
  if (self->game == NULL || node == NULL)
    return;
  if (self->table != NULL)
    ak_table_go_to (self->table, node);
  else
    ak_game_go_to (self->game, node);
}

/* Enter on a row: its first move. */
static void
list_activate_cb (AkMovesPanel *self,
                  guint         position,
                  GtkListView  *list_view)
{
  g_autoptr(AkMoveRow) row = NULL;

  if (self->game == NULL)
    return;

  row = g_list_model_get_item (rows_of (self->game),
                               position);
  if (row != NULL && ak_move_row_get_n_moves (row) > 0)
    go_to (self, ak_move_item_get_node (ak_move_row_get_move (row, 0)));
}

/* A click on a move goes to it, and gives the keyboard back to the board,
 * so that the letters go on playing. */
static void
row_move_clicked_cb (AkMovesPanel    *self,
                     AkMoveItem      *item,
                     AkMovesPanelRow *row)
{

  go_to (self, ak_move_item_get_node (item));

  focus_board (self);
}

/* With the list focused, the arrows walk the moves as the board's
 * buttons do: back and on along the line shown, Home to the start, End
 * to the line's end. */
static gboolean
list_key_pressed_cb (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     AkMovesPanel          *self)
{
  AkGameNode *current;
  AkGameNode *target = NULL;

  if (self->game == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  current = ak_game_get_current_node (self->game);

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      target = current->parent;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      target = current->children != NULL && current->children->len > 0
        ? g_ptr_array_index (current->children, 0) : NULL;
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      target = ak_game_get_root (self->game);
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      target = current;
      while (target->children != NULL && target->children->len > 0)
        target = g_ptr_array_index (target->children, 0);
      break;
    default:
      return FALSE;
    }

  if (target != NULL && target != current)
    {
      go_to (self, target);
      /* The focus follows, to the row now current. */
      {
        guint position = ak_move_rows_find (AK_MOVE_ROWS (rows_of (self->game)),
                                            ak_game_get_current_node (self->game));

        if (position != G_MAXUINT)
          gtk_list_view_scroll_to (self->list_view, position, GTK_LIST_SCROLL_FOCUS, NULL);
      }
    }
  return TRUE;
}

/* Keeps the current move in sight as the game goes on, and when a game is
 * shown (a file opened, a game resumed): finding its row looks through
 * the list's rows, not through every row's widget. */
static void
scroll_to_current (AkMovesPanel *self)
{
  guint position;

  if (self->game == NULL)
    return;

  position = ak_move_rows_find (AK_MOVE_ROWS (rows_of (self->game)),
                                ak_game_get_current_node (self->game));
  if (position != G_MAXUINT)
    gtk_list_view_scroll_to (self->list_view, position, GTK_LIST_SCROLL_NONE, NULL);
}

/* Under the list, once the game has ended where play stands: its
 * result, a button that shows the summary again. */
static void
update_result (AkMovesPanel *self)
{
  AkGameNode *live = self->game != NULL ? ak_game_get_live_node (self->game) : NULL;
  g_autofree char *label = NULL;
  guint totals[2];

  if (!node_ends_game (self->game, live))
    {
      gtk_widget_set_visible (self->result_button, FALSE);
      return;
    }

  ak_position_division (&live->position, totals);
  /* Translators: under the list of moves once a game has ended: the
   * seeds each player ended with, South's first */
  label = g_strdup_printf (_("Result %u–%u"), totals[AK_SOUTH], totals[AK_NORTH]);
  gtk_button_set_label (GTK_BUTTON (self->result_button), label);
  if (!gtk_widget_get_visible (self->result_button))
    {
      /* The list has a row's height less: page_size_cb keeps the last
       * move in view. */
      gtk_widget_set_visible (self->result_button, TRUE);
    }
}

/* The list got shorter or longer (the result shown under it, a row
 * added, the window resized): at the last row, the list stays scrolled to
 * its end, now that it knows its new height. */
static void
page_size_cb (AkMovesPanel *self)
{
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->list_view));
  GListModel *rows;
  guint position;
  double end;

  if (self->game == NULL || adjustment == NULL)
    return;
  rows = G_LIST_MODEL (rows_of (self->game));
  position = ak_move_rows_find (AK_MOVE_ROWS (rows), ak_game_get_current_node (self->game));
  if (position == G_MAXUINT || position + 1 != g_list_model_get_n_items (rows))
    return;
  end = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment);
  if (gtk_adjustment_get_value (adjustment) < end)
    gtk_adjustment_set_value (adjustment, end);
}

static void
game_live_cb (AkMovesPanel *self)
{
  update_result (self);
  scroll_to_current (self);
}

/* A game without a move yet says what the list is for. */
static void
update_empty (AkMovesPanel *self)
{
  gboolean empty = self->game == NULL ||
                   g_list_model_get_n_items (ak_game_get_history (self->game)) == 0;

  gtk_stack_set_visible_child_name (self->stack, empty ? "empty" : "list");
}

static void
history_changed_cb (AkMovesPanel *self)
{
  update_empty (self);
  /* A move added at the end may come after the cursor moved to it. */
  scroll_to_current (self);
}

static void
game_position_cb (AkMovesPanel *self,
                  GParamSpec   *pspec,
                  AkGame       *game)
{
  scroll_to_current (self);
}

static void
game_changed_cb (AkMovesPanel *self,
                 AkGame       *game)
{
  update_result (self);

  if (self->comment_node != NULL && !node_is_alive (self, self->comment_node))
    gtk_popover_popdown (GTK_POPOVER (self->comment_popover));
}

static void
table_game_cb (AkMovesPanel *self,
               GParamSpec   *pspec,
               AkTable      *table)
{
  ak_moves_panel_set_game (self, ak_table_get_game (table));
}

static void
ak_moves_panel_dispose (GObject *object)
{
  AkMovesPanel *self = AK_MOVES_PANEL (object);

  if (self->list_view != NULL)
    gtk_list_view_set_model (self->list_view, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->history_signals);
  g_clear_object (&self->table_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->table);
  self->comment_node = NULL;
  self->delete_node = NULL;

  g_clear_weak_pointer (&self->focus_before);
  if (self->menu_popover != NULL)
    g_signal_handlers_disconnect_by_func (self->menu_popover, popover_closed_cb, self);
  if (self->comment_popover != NULL)
    g_signal_handlers_disconnect_by_func (self->comment_popover, popover_closed_cb, self);
  g_clear_pointer (&self->menu_popover, gtk_widget_unparent);
  g_clear_pointer (&self->comment_popover, gtk_widget_unparent);

  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_MOVES_PANEL);

  G_OBJECT_CLASS (ak_moves_panel_parent_class)->dispose (object);
}

static void
ak_moves_panel_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  AkMovesPanel *self = AK_MOVES_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_moves_panel_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  AkMovesPanel *self = AK_MOVES_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      ak_moves_panel_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GtkSizeRequestMode
ak_moves_panel_get_request_mode (GtkWidget *widget)
{
  return gtk_widget_get_request_mode (AK_MOVES_PANEL (widget)->box);
}

static void
ak_moves_panel_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  AkMovesPanel *self = AK_MOVES_PANEL (widget);

  gtk_widget_measure (self->box, orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
}

/* The popovers are placed after the panel, as they follow its rows. */
static void
ak_moves_panel_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  AkMovesPanel *self = AK_MOVES_PANEL (widget);

  gtk_widget_allocate (self->box, width, height, baseline, NULL);

  if (self->menu_popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->menu_popover));
  if (self->comment_popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->comment_popover));
}

static void
ak_moves_panel_class_init (AkMovesPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_moves_panel_dispose;
  object_class->get_property = ak_moves_panel_get_property;
  object_class->set_property = ak_moves_panel_set_property;
  widget_class->get_request_mode = ak_moves_panel_get_request_mode;
  widget_class->measure = ak_moves_panel_measure;
  widget_class->size_allocate = ak_moves_panel_size_allocate;

  /**
   * AkMovesPanel:game:
   *
   * The game whose moves are listed.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, AK_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ak-moves-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, AkMovesPanel, box);
  gtk_widget_class_bind_template_child (widget_class, AkMovesPanel, list_view);
  gtk_widget_class_bind_template_child (widget_class, AkMovesPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, AkMovesPanel, result_button);
  gtk_widget_class_bind_template_child (widget_class, AkMovesPanel, menu_popover);
  gtk_widget_class_bind_template_child (widget_class, AkMovesPanel, comment_popover);
  gtk_widget_class_bind_template_callback (widget_class, list_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, list_key_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, factory_setup_cb);
  gtk_widget_class_bind_template_callback (widget_class, popover_closed_cb);
  gtk_widget_class_bind_template_callback (widget_class, comment_save_cb);
  gtk_widget_class_bind_template_callback (widget_class, comment_closed_cb);

  /**
   * AkMovesPanel|moves.promote:
   * @position: a row of the list, or -1 for the current move
   *
   * Makes the row's variation the continuation at its branch point.
   */
  gtk_widget_class_install_action (widget_class, "moves.promote", "i", promote_action);
  /**
   * AkMovesPanel|moves.delete:
   * @position: a row of the list, or -1 for the current move
   *
   * Asks, then deletes the row's variation.
   */
  gtk_widget_class_install_action (widget_class, "moves.delete", "i", delete_action);
  /**
   * AkMovesPanel|moves.comment:
   * @position: a row of the list, or -1 for the current move
   *
   * Opens the comment editor of the move.
   */
  gtk_widget_class_install_action (widget_class, "moves.comment", "i", comment_action);
  /**
   * AkMovesPanel|moves.suffix:
   * @position: a row of the list, or -1 for the current move
   * @suffix: "!", "?", "!!", "??", "!?", "?!" or "" for none
   *
   * Sets the move's annotation.
   */
  gtk_widget_class_install_action (widget_class, "moves.suffix", "(is)", suffix_action);
  /**
   * AkMovesPanel|moves.nag:
   * @position: a row of the list, or -1 for the current move
   * @nag: an evaluation glyph, 10 to 19, or 0 for none
   *
   * Sets the evaluation of the position after the move.
   */
  gtk_widget_class_install_action (widget_class, "moves.nag", "(iu)", nag_action);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_F10, GDK_SHIFT_MASK, menu_key_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Menu, 0, menu_key_cb, NULL);

  g_type_ensure (AK_TYPE_MOVE_ITEM);
  g_type_ensure (AK_TYPE_COMMENT_POPOVER);
}

static void
ak_moves_panel_init (AkMovesPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->game_signals = g_signal_group_new (AK_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "notify::position",
                                  G_CALLBACK (game_position_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "changed",
                                  G_CALLBACK (game_changed_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::live-node",
                                  G_CALLBACK (game_live_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::is-over",
                                  G_CALLBACK (game_live_cb), self);
  self->history_signals = g_signal_group_new (G_TYPE_LIST_MODEL);
  g_signal_group_connect_swapped (self->history_signals, "items-changed",
                                  G_CALLBACK (history_changed_cb), self);
  self->table_signals = g_signal_group_new (AK_TYPE_TABLE);
  g_signal_group_connect_swapped (self->table_signals, "notify::game",
                                  G_CALLBACK (table_game_cb), self);

  g_signal_connect_object (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->list_view)),
                           "changed", G_CALLBACK (page_size_cb), self, G_CONNECT_SWAPPED);
}

GtkWidget *
ak_moves_panel_new (void)
{
  return g_object_new (AK_TYPE_MOVES_PANEL, NULL);
}

/**
 * ak_moves_panel_set_game:
 * @self: a panel
 * @game: (nullable): the game whose moves are listed
 */
void
ak_moves_panel_set_game (AkMovesPanel *self,
                         AkGame       *game)
{
  g_autoptr(GtkNoSelection) selection = NULL;
  /* Kept until the list shows the new game's rows: the rows of the old
   * one point into its moves. */
  g_autoptr(AkGame) old_game = NULL;

  g_return_if_fail (AK_IS_MOVES_PANEL (self));
  g_return_if_fail (game == NULL || AK_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->menu_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->menu_popover));
  if (self->comment_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->comment_popover));
  self->comment_node = NULL;
  self->delete_node = NULL;

  old_game = g_steal_pointer (&self->game);
  self->game = game != NULL ? g_object_ref (game) : NULL;
  g_signal_group_set_target (self->game_signals, game);
  g_signal_group_set_target (self->history_signals,
                             game != NULL ? ak_game_get_history (game) : NULL);

  if (game != NULL)
    selection = gtk_no_selection_new (g_object_ref (rows_of (game)));
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  update_empty (self);
  update_result (self);
  scroll_to_current (self);
}

/**
 * ak_moves_panel_set_table:
 * @self: a panel
 * @table: (nullable): the table whose game to show
 *
 * Shows the table's game, following it from game to game, and walks
 * through its moves through the table, so that looking back is not
 * playing.
 */
void
ak_moves_panel_set_table (AkMovesPanel *self,
                          AkTable      *table)
{
  g_return_if_fail (AK_IS_MOVES_PANEL (self));
  g_return_if_fail (table == NULL || AK_IS_TABLE (table));

  if (self->table == table)
    return;

  g_set_object (&self->table, table);
  g_signal_group_set_target (self->table_signals, table);
  ak_moves_panel_set_game (self, table != NULL ? ak_table_get_game (table) : NULL);
}

/**
 * ak_moves_panel_get_list_view:
 * @self: a panel
 *
 * Returns: (transfer none): the list of moves
 */
GtkListView *
ak_moves_panel_get_list_view (AkMovesPanel *self)
{
  g_return_val_if_fail (AK_IS_MOVES_PANEL (self), NULL);

  return self->list_view;
}

/**
 * ak_moves_panel_popup_menu:
 * @self: a panel
 * @position: a row of the list, or -1 for the current move
 *
 * Opens the context menu of a move, as a right click on its row does.
 */
void
ak_moves_panel_popup_menu (AkMovesPanel *self,
                           int           position)
{
  AkGameNode *node;
  GdkRectangle rect;

  g_return_if_fail (AK_IS_MOVES_PANEL (self));

  node = node_at (self, position);
  if (node != NULL)
    popup_menu (self, position, cell_rect (self, node, &rect) ? &rect : NULL);
}

/* For tests. */

GtkPopover *
_ak_moves_panel_get_menu_popover (AkMovesPanel *self)
{
  return GTK_POPOVER (self->menu_popover);
}

GtkPopover *
_ak_moves_panel_get_comment_popover (AkMovesPanel *self)
{
  return GTK_POPOVER (self->comment_popover);
}

GtkTextView *
_ak_moves_panel_get_comment_view (AkMovesPanel *self)
{
  return _ak_comment_popover_get_view (AK_COMMENT_POPOVER (self->comment_popover));
}

GtkButton *
_ak_moves_panel_get_comment_done_button (AkMovesPanel *self)
{
  return _ak_comment_popover_get_done_button (AK_COMMENT_POPOVER (self->comment_popover));
}

GtkButton *
_ak_moves_panel_get_comment_remove_button (AkMovesPanel *self)
{
  return _ak_comment_popover_get_remove_button (AK_COMMENT_POPOVER (self->comment_popover));
}

/* The cell that shows @node, if its row is built. */
GtkLabel *
_ak_moves_panel_get_row_label (AkMovesPanel *self,
                               AkGameNode   *node)
{
  GtkWidget *cell = find_cell (self, node);

  return cell != NULL ? GTK_LABEL (cell) : NULL;
}

GtkButton *
_ak_moves_panel_get_result_button (AkMovesPanel *self)
{
  return GTK_BUTTON (self->result_button);
}

/* The other cell of @node's row of two: North's after South's move. */
GtkLabel *
_ak_moves_panel_get_partner_label (AkMovesPanel *self,
                                   AkGameNode   *node)
{
  GtkWidget *cell;
  AkMovesPanelRow *row = find_row (self, node, &cell);

  return row != NULL ? _ak_moves_panel_row_get_partner_label (row, cell) : NULL;
}

GtkLabel *
_ak_moves_panel_get_comment_label (AkMovesPanel *self,
                                   AkGameNode   *node)
{
  GtkWidget *cell;
  AkMovesPanelRow *row = find_row (self, node, &cell);

  return row != NULL ? _ak_moves_panel_row_get_comment_label (row, cell) : NULL;
}
