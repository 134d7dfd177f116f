/* ak-moves-panel.c — the list of moves, and the buttons that walk it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-moves-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-moves-panel.h"

/* Pixels of indentation per level of variation. */
#define INDENT_PER_DEPTH 12

struct _AkMovesPanel
{
  GtkWidget    parent_instance;

  /* Template widgets */
  GtkWidget   *box;
  GtkListView *list_view;

  AkGame      *game;
};

G_DEFINE_FINAL_TYPE (AkMovesPanel, ak_moves_panel, GTK_TYPE_WIDGET)

/* "12. c" for South, "12... Fx4" for North; the current move in bold. */
static char *
move_row_markup (GtkListItem *list_item,
                 guint        move_number,
                 AkSide       side,
                 const char  *notation,
                 gboolean     is_current)
{
  g_autofree char *escaped = g_markup_escape_text (notation != NULL ? notation : "", -1);

  return g_strdup_printf ("%s%u%s %s%s",
                          is_current ? "<b>" : "",
                          move_number,
                          side == AK_SOUTH ? "." : "...",
                          escaped,
                          is_current ? "</b>" : "");
}

static int
move_row_indent (GtkListItem *list_item,
                 guint        depth)
{
  return 6 + (int) MIN (depth, 8) * INDENT_PER_DEPTH;
}

static void
list_activate_cb (AkMovesPanel *self,
                  guint         position,
                  GtkListView  *list_view)
{
  g_autoptr(AkMoveItem) item = NULL;

  if (self->game == NULL)
    return;

  item = g_list_model_get_item (ak_game_get_history (self->game), position);
  if (item != NULL)
    ak_game_go_to (self->game, ak_move_item_get_node (item));
}

/* Keeps the current move in sight as the game goes on; GTK 4.8 has no
 * gtk_list_view_scroll_to (), but the list's own action does the same. */
static void
scroll_to_current (AkMovesPanel *self)
{
  GListModel *history;
  guint n_items;

  if (self->game == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self->list_view)))
    return;

  history = ak_game_get_history (self->game);
  n_items = g_list_model_get_n_items (history);
  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(AkMoveItem) item = g_list_model_get_item (history, i);

      if (ak_move_item_get_is_current (item))
        {
          gtk_widget_activate_action (GTK_WIDGET (self->list_view),
                                      "list.scroll-to-item", "u", i);
          break;
        }
    }
}

static void
game_position_cb (AkMovesPanel *self,
                  GParamSpec   *pspec,
                  AkGame       *game)
{
  scroll_to_current (self);
}

static void
ak_moves_panel_dispose (GObject *object)
{
  AkMovesPanel *self = AK_MOVES_PANEL (object);

  if (self->list_view != NULL)
    gtk_list_view_set_model (self->list_view, NULL);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);

  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_MOVES_PANEL);

  G_OBJECT_CLASS (ak_moves_panel_parent_class)->dispose (object);
}

static void
ak_moves_panel_class_init (AkMovesPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_moves_panel_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ak-moves-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, AkMovesPanel, box);
  gtk_widget_class_bind_template_child (widget_class, AkMovesPanel, list_view);
  gtk_widget_class_bind_template_callback (widget_class, list_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_row_markup);
  gtk_widget_class_bind_template_callback (widget_class, move_row_indent);

  g_type_ensure (AK_TYPE_MOVE_ITEM);
}

static void
ak_moves_panel_init (AkMovesPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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

  g_return_if_fail (AK_IS_MOVES_PANEL (self));
  g_return_if_fail (game == NULL || AK_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);

  if (game != NULL)
    {
      selection = gtk_no_selection_new (g_object_ref (ak_game_get_history (game)));
      g_signal_connect_object (game, "notify::position",
                               G_CALLBACK (game_position_cb), self, G_CONNECT_SWAPPED);
    }
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
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
