/* ak-match-page.c — the side panel's Match page: standing and ledger
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page shows the standing of the match above its ledger (DESIGN.md
 * §5).  A side panel is narrow, so the ledger is not a wide table but a
 * list of cards, one per game (ak-ledger-card.c).
 *
 * A match may run to thousands of games, so the ledger is a view on the
 * match's ledger model, a grid view of one column: cards are made only for
 * the games in sight (and some 30 more), and reused as the list scrolls;
 * each is bound to its list item's entry and position.  Everything follows
 * the match live: the standing on its notifications, each card on its
 * ledger entry's and the match's, and the list on the ledger's
 * items-changed.
 */

#define G_LOG_DOMAIN "ak-match-page"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-ledger-card.h"
#include "ak-match-page.h"
#include "ak-match-page-private.h"

struct _AkMatchPage
{
  GtkWidget   parent_instance;

  /* Template widgets */
  GtkStack   *stack;
  GtkLabel   *name_label;
  GtkLabel   *standing_label;
  GtkLabel   *record_label;
  GtkLabel   *outcome_label;
  GtkRevealer *header_revealer;
  GtkScrolledWindow *scrolled_window;
  GtkGridView *ledger_view;

  AkMatch    *match;
  AkGame     *named_game;   /* the game the players' names come from */
  GSignalGroup *match_signals;
  GSignalGroup *ledger_signals;
  GSignalGroup *named_game_signals;
};

G_DEFINE_FINAL_TYPE (AkMatchPage, ak_match_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

enum {
  GAME_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
update_standing (AkMatchPage *self)
{
  g_autofree char *standing = NULL;
  g_autofree char *wins = NULL;
  g_autofree char *record = NULL;
  g_autofree char *outcome = NULL;
  g_autofree char *south = NULL;
  g_autofree char *north = NULL;
  guint draws;

  if (self->match == NULL)
    return;

  south = ak_ledger_card_dup_player_name (self->match, AK_SOUTH, TRUE);
  north = ak_ledger_card_dup_player_name (self->match, AK_NORTH, TRUE);

  gtk_label_set_label (self->name_label, ak_match_get_name (self->match));

  /* What decides the match, at every stage: the model says it. */
  standing = ak_match_dup_standing_text (self->match, south, north);
  gtk_label_set_label (self->standing_label, standing);

  /* Translators: the games each player won in a match, like “Games won:
   * Ana 2, Kofi 1” */
  wins = g_strdup_printf (_("Games won: %s %u, %s %u"),
                          south, ak_match_get_wins (self->match, AK_SOUTH),
                          north, ak_match_get_wins (self->match, AK_NORTH));
  draws = ak_match_get_draws (self->match);
  if (draws > 0)
    {
      g_autofree char *drawn = g_strdup_printf (ngettext ("%u draw", "%u draws", draws), draws);

      /* Translators: the games won, then the draws, like “Games won: Ana
       * 2, Kofi 1 · 1 draw” */
      record = g_strdup_printf (C_("match record", "%s · %s"), wins, drawn);
    }
  else
    record = g_steal_pointer (&wins);
  gtk_label_set_label (self->record_label, record);

  outcome = ak_match_dup_outcome_text (self->match, south, north);
  if (ak_match_get_is_over (self->match))
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->outcome_label), "dim-label");
      gtk_widget_add_css_class (GTK_WIDGET (self->outcome_label), "match-over");
    }
  else
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->outcome_label), "dim-label");
      gtk_widget_remove_css_class (GTK_WIDGET (self->outcome_label), "match-over");
    }
  gtk_label_set_label (self->outcome_label, outcome);
}

static void
named_game_notify_cb (AkMatchPage *self,
                      GParamSpec  *pspec,
                      AkGame      *game)
{
  update_standing (self);
}

/* Follows the names of the players in the current game. */
static void
set_named_game (AkMatchPage *self,
                AkGame      *game)
{
  if (self->named_game == game)
    return;

  g_set_object (&self->named_game, game);
  g_signal_group_set_target (self->named_game_signals, game);
}

static void
match_notify_cb (AkMatchPage *self,
                 GParamSpec  *pspec,
                 AkMatch     *match)
{
  if (g_strcmp0 (pspec->name, "current-game") == 0)
    set_named_game (self, ak_match_get_current_game (match));
  update_standing (self);
}

static void
ledger_items_changed_cb (AkMatchPage *self,
                         guint        position,
                         guint        removed,
                         guint        added,
                         GListModel  *ledger)
{
  update_standing (self);
}

/* A card for each list item the view makes, which shows the item's
 * game. */
static void
setup_cb (AkMatchPage              *self,
          GtkListItem              *item,
          GtkSignalListItemFactory *factory)
{
  GtkWidget *card = ak_ledger_card_new ();

  gtk_list_item_set_child (item, card);
  gtk_list_item_set_activatable (item, TRUE);
  g_object_bind_property (self, "match", card, "match", G_BINDING_SYNC_CREATE);
  g_object_bind_property (item, "position", card, "position", G_BINDING_SYNC_CREATE);
  g_object_bind_property (item, "item", card, "entry", G_BINDING_SYNC_CREATE);
  g_object_bind_property (card, "summary", item, "accessible-label", G_BINDING_SYNC_CREATE);
}

static void
item_activated_cb (AkMatchPage *self,
                   guint        position,
                   GtkGridView *ledger_view)
{
  g_signal_emit (self, signals[GAME_ACTIVATED], 0, position);
}

/* Below this height, the page hides the standing while the ledger is
 * scrolled down: it would leave room for only a card or two. */
#define SHORT_PAGE_HEIGHT 560

static void
ledger_scrolled_cb (AkMatchPage   *self,
                    GtkAdjustment *adjustment)
{
  gboolean reveal = gtk_adjustment_get_value (adjustment) <= 0 ||
                    gtk_widget_get_height (GTK_WIDGET (self)) >= SHORT_PAGE_HEIGHT;

  if (gtk_revealer_get_reveal_child (self->header_revealer) != reveal)
    gtk_revealer_set_reveal_child (self->header_revealer, reveal);
}

static void
ak_match_page_dispose (GObject *object)
{
  AkMatchPage *self = AK_MATCH_PAGE (object);

  ak_match_page_set_match (self, NULL);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->ledger_signals);
  g_clear_object (&self->named_game_signals);

  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_MATCH_PAGE);

  G_OBJECT_CLASS (ak_match_page_parent_class)->dispose (object);
}

static void
ak_match_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  AkMatchPage *self = AK_MATCH_PAGE (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_match_page_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  AkMatchPage *self = AK_MATCH_PAGE (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      ak_match_page_set_match (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_match_page_class_init (AkMatchPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_match_page_dispose;
  object_class->get_property = ak_match_page_get_property;
  object_class->set_property = ak_match_page_set_property;

  /**
   * AkMatchPage:match:
   *
   * The match the page shows, or %NULL for a single game.
   */
  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, AK_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkMatchPage::game-activated:
   * @self: the page
   * @game_index: the game's index in the match, from 0
   *
   * The user chose a game of the ledger, to see its record.
   */
  signals[GAME_ACTIVATED] =
    g_signal_new ("game-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ak-match-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AkMatchPage, stack);
  gtk_widget_class_bind_template_child (widget_class, AkMatchPage, name_label);
  gtk_widget_class_bind_template_child (widget_class, AkMatchPage, standing_label);
  gtk_widget_class_bind_template_child (widget_class, AkMatchPage, record_label);
  gtk_widget_class_bind_template_child (widget_class, AkMatchPage, outcome_label);
  gtk_widget_class_bind_template_child (widget_class, AkMatchPage, header_revealer);
  gtk_widget_class_bind_template_child (widget_class, AkMatchPage, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, AkMatchPage, ledger_view);
  gtk_widget_class_bind_template_callback (widget_class, item_activated_cb);
}

static void
ak_match_page_init (AkMatchPage *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  /* What the page follows: the match, its ledger, and the game the
   * players' names come from. */
  self->match_signals = g_signal_group_new (AK_TYPE_MATCH);
  g_signal_group_connect_object (self->match_signals, "notify",
                                 G_CALLBACK (match_notify_cb), self, G_CONNECT_SWAPPED);
  self->ledger_signals = g_signal_group_new (G_TYPE_LIST_MODEL);
  g_signal_group_connect_object (self->ledger_signals, "items-changed",
                                 G_CALLBACK (ledger_items_changed_cb), self, G_CONNECT_SWAPPED);
  self->named_game_signals = g_signal_group_new (AK_TYPE_GAME);
  g_signal_group_connect_object (self->named_game_signals, "notify::south-name",
                                 G_CALLBACK (named_game_notify_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->named_game_signals, "notify::north-name",
                                 G_CALLBACK (named_game_notify_cb), self, G_CONNECT_SWAPPED);

  g_signal_connect_swapped (factory, "setup", G_CALLBACK (setup_cb), self);
  gtk_grid_view_set_factory (self->ledger_view, factory);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scrolled_window),
                           "value-changed", G_CALLBACK (ledger_scrolled_cb), self,
                           G_CONNECT_SWAPPED);

  gtk_stack_set_visible_child_name (self->stack, "empty");
}

GtkWidget *
ak_match_page_new (void)
{
  return g_object_new (AK_TYPE_MATCH_PAGE, NULL);
}

/**
 * ak_match_page_get_match:
 * @self: a match page
 *
 * Returns: (transfer none) (nullable): the match the page shows.
 */
AkMatch *
ak_match_page_get_match (AkMatchPage *self)
{
  g_return_val_if_fail (AK_IS_MATCH_PAGE (self), NULL);

  return self->match;
}

/**
 * ak_match_page_set_match:
 * @self: a match page
 * @match: (nullable): the match to show, or %NULL for a single game
 *
 * Shows @match's standing and ledger, and follows them as the match goes
 * on; without a match, the page says there is none.
 */
void
ak_match_page_set_match (AkMatchPage *self,
                         AkMatch     *match)
{
  g_return_if_fail (AK_IS_MATCH_PAGE (self));
  g_return_if_fail (match == NULL || AK_IS_MATCH (match));

  if (self->match == match)
    return;

  g_signal_group_set_target (self->match_signals, NULL);
  g_signal_group_set_target (self->ledger_signals, NULL);
  if (self->match != NULL)
    gtk_grid_view_set_model (self->ledger_view, NULL);
  set_named_game (self, NULL);
  g_set_object (&self->match, match);

  if (match != NULL)
    {
      GListModel *ledger = ak_match_get_ledger (match);
      g_autoptr(GtkNoSelection) selection = gtk_no_selection_new (g_object_ref (ledger));

      set_named_game (self, ak_match_get_current_game (match));
      gtk_grid_view_set_model (self->ledger_view, GTK_SELECTION_MODEL (selection));
      g_signal_group_set_target (self->ledger_signals, ledger);
      g_signal_group_set_target (self->match_signals, match);
      update_standing (self);
    }

  gtk_stack_set_visible_child_name (self->stack, match != NULL ? "match" : "empty");

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

/* For tests */

const char *
_ak_match_page_get_standing_text (AkMatchPage *self)
{
  return gtk_label_get_label (self->standing_label);
}

const char *
_ak_match_page_get_record_text (AkMatchPage *self)
{
  return gtk_label_get_label (self->record_label);
}

const char *
_ak_match_page_get_outcome_text (AkMatchPage *self)
{
  return gtk_label_get_label (self->outcome_label);
}

gboolean
_ak_match_page_get_is_empty (AkMatchPage *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "empty") == 0;
}

guint
_ak_match_page_get_n_rows (AkMatchPage *self)
{
  GListModel *model = G_LIST_MODEL (gtk_grid_view_get_model (self->ledger_view));

  return model != NULL ? g_list_model_get_n_items (model) : 0;
}

/* Activates the card of game @index as a click or Enter would. */
void
_ak_match_page_activate_row (AkMatchPage *self,
                             guint        index)
{
  gtk_widget_activate_action (GTK_WIDGET (self->ledger_view), "list.activate-item", "u", index);
}

/* The text of @field in the card of game @index, or %NULL if the field is
 * hidden or there is no such game: read from the card that shows it, or
 * if none is in sight, from a card made and bound to it for the
 * purpose. */
char *
_ak_match_page_dup_row_text (AkMatchPage *self,
                             guint        index,
                             const char  *field)
{
  g_autoptr(AkLedgerEntry) entry = NULL;
  g_autoptr(GtkWidget) own = NULL;
  g_autofree char *name = g_strdelimit (g_strdup (field), "-", '_');
  GtkWidget *card = NULL;
  GObject *label;

  if (self->match == NULL ||
      (entry = g_list_model_get_item (ak_match_get_ledger (self->match), index)) == NULL)
    return NULL;

  /* The view's children are its items' widgets, each holding a card. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->ledger_view));
       child != NULL && card == NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *shown = gtk_widget_get_first_child (child);

      if (AK_IS_LEDGER_CARD (shown) &&
          ak_ledger_card_get_entry (AK_LEDGER_CARD (shown)) == entry)
        card = shown;
    }
  if (card == NULL)
    {
      card = own = g_object_ref_sink (ak_ledger_card_new ());
      g_object_set (own, "match", self->match, "position", index, "entry", entry, NULL);
    }

  label = gtk_widget_get_template_child (card, AK_TYPE_LEDGER_CARD, name);
  if (!GTK_IS_LABEL (label))
    {
      g_critical ("No field %s in a ledger card", field);
      return NULL;
    }
  if (!gtk_widget_get_visible (GTK_WIDGET (label)))
    return NULL;
  return g_strdup (gtk_label_get_label (GTK_LABEL (label)));
}
