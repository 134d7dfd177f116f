/* ak-player-card.c — one player: name, who plays, captures, turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-player-card"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-player-card.h"
#include "ak-player-card-private.h"
#include "ak-error.h"

struct _AkPlayerCard
{
  GtkWidget   parent_instance;

  /* Template widgets */
  GtkWidget  *box;
  GtkLabel   *name_label;
  GtkLabel   *kind_label;
  AdwSpinner *spinner;
  GtkWidget  *thinking_label;
  GtkLabel   *result_label;
  GtkLabel   *store_label;
  GtkLabel   *holes_label;
  GtkWidget  *bank_box;
  GtkLabel   *bank_label;

  AkGame     *game;
  GSignalGroup *game_signals;  /* the game's, while it follows one */
  AkSide      side;
  guint       level;
  gboolean    thinking;
  gboolean    show_bank;
  int         shown_store; /* what the board's store shows while it animates, or -1 */
  gboolean    previewing;  /* the next game of a match is being set up: */
  AkPosition  preview;     /* its board, as the board shows it */
};

G_DEFINE_FINAL_TYPE (AkPlayerCard, ak_player_card, GTK_TYPE_WIDGET)

static void
set_label_uint (GtkLabel *label,
                guint     value)
{
  char text[16];

  g_snprintf (text, sizeof text, "%u", value);
  gtk_label_set_label (label, text);
}

/* What a screen reader says of the card, as a sentence: “Ana, South, to
 * move, 12 seeds captured”; who plays it, a person or the computer, as
 * its description. */
static void
update_accessible (AkPlayerCard *self)
{
  g_autofree char *name = NULL;
  const char *side = ak_side_name (self->side);
  GString *label = g_string_new (NULL);

  if (self->game != NULL)
    name = ak_error_quote_name (self->side == AK_SOUTH ? ak_game_get_south_name (self->game)
                                                       : ak_game_get_north_name (self->game),
                                -1);
  if (name != NULL && *name != '\0' && g_strcmp0 (name, side) != 0)
    /* Translators: a player's card, read aloud: the player's name, then
     * South or North */
    g_string_append_printf (label, _("%1$s, %2$s"), name, side);
  else
    g_string_append (label, side);

  if (self->game != NULL)
    {
      const AkPosition *pos = self->previewing ? &self->preview
                                               : ak_game_get_position (self->game);
      gboolean over = !self->previewing && ak_game_get_is_over (self->game);

      if (over)
        {
          guint totals[2];
          AkSide other = AK_SIDE_OTHER (self->side);

          ak_position_division (pos, totals);
          if (totals[self->side] > totals[other])
            /* Translators: part of a player's card read aloud at the end,
             * "South, wins 26 to 22" */
            g_string_append_printf (label, _(", wins %u to %u"), totals[self->side],
                                    totals[other]);
          else if (totals[self->side] < totals[other])
            g_string_append_printf (label, _(", loses %u to %u"), totals[self->side],
                                    totals[other]);
          else
            g_string_append (label, _(", a draw"));
        }
      else if (self->thinking)
        /* Translators: part of a player's card read aloud, "North, thinking, …" */
        g_string_append (label, _(", thinking"));
      else if (!self->previewing && ak_game_get_side_to_move (self->game) == self->side)
        /* Translators: part of a player's card read aloud, "South, to move, …" */
        g_string_append (label, _(", to move"));

      if (!over)
        {
          guint seeds = pos->stores[self->side];

          g_string_append (label, ", ");
          /* Translators: the end of a player's card read aloud, "South, to
           * move, 12 seeds captured" */
          g_string_append_printf (label, g_dngettext (GETTEXT_PACKAGE, "%u seed captured",
                                                      "%u seeds captured", seeds),
                                  seeds);
        }
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label->str,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  gtk_label_get_label (self->kind_label),
                                  -1);
  g_string_free (label, TRUE);
}

/* The game's name for the side, on one line and not too long: the tag
 * keeps what a file says, however long. */
static void
update_name (AkPlayerCard *self)
{
  g_autofree char *name = NULL;

  if (self->game != NULL)
    name = ak_error_quote_name (self->side == AK_SOUTH ? ak_game_get_south_name (self->game)
                                                       : ak_game_get_north_name (self->game),
                                -1);
  if (name == NULL || *name == '\0')
    {
      g_free (name);
      name = g_strdup (self->side == AK_SOUTH ? _("South") : _("North"));
    }

  gtk_label_set_label (self->name_label, name);
  update_accessible (self);
}

static void
update_kind (AkPlayerCard *self)
{
  g_autofree char *text = NULL;

  if (self->level == 0)
    text = g_strdup (_("Person"));
  else
    /* Translators: who plays a side; %u is 1 to 5 */
    text = g_strdup_printf (_("Computer · level %u"), self->level);

  gtk_label_set_label (self->kind_label, text);
  /* An AdwSpinner turns while it is shown. */
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), self->thinking);
  gtk_widget_set_visible (self->thinking_label, self->thinking);
  update_accessible (self);
}

static void
update_position (AkPlayerCard *self)
{
  const AkPosition *pos;
  AkSide other = AK_SIDE_OTHER (self->side);
  gboolean over;

  if (self->game == NULL)
    return;

  /* Between two games of a match, the card counts the next game's
   * board as it is being set up: its holes, and the seeds in the bank. */
  pos = self->previewing ? &self->preview : ak_game_get_position (self->game);
  over = !self->previewing && ak_game_get_is_over (self->game);

  /* At the end the seeds left on the board go to their owners' stores,
   * as the board sweeps them: the card counts them too. */
  if (self->shown_store >= 0 && !self->previewing)
    set_label_uint (self->store_label, (guint) self->shown_store);
  else if (over)
    {
      guint totals[2];

      ak_position_division (pos, totals);
      set_label_uint (self->store_label, totals[self->side]);
    }
  else
    set_label_uint (self->store_label, pos->stores[self->side]);
  set_label_uint (self->holes_label, ak_position_holes_owned (pos, self->side));
  set_label_uint (self->bank_label, pos->banks[self->side]);
  gtk_widget_set_visible (self->bank_box, self->show_bank || pos->banks[self->side] > 0);

  if (!over && !self->previewing && ak_game_get_side_to_move (self->game) == self->side)
    gtk_widget_add_css_class (self->box, "to-move");
  else
    gtk_widget_remove_css_class (self->box, "to-move");

  if (over)
    {
      g_autofree char *text = NULL;
      guint totals[2];

      ak_position_division (pos, totals);
      if (totals[self->side] > totals[other])
        /* Translators: a player's result, e.g. "Wins 26–22" */
        text = g_strdup_printf (_("Wins %u–%u"), totals[self->side], totals[other]);
      else if (totals[self->side] < totals[other])
        text = g_strdup_printf (_("Loses %u–%u"), totals[self->side], totals[other]);
      else
        text = g_strdup (_("Draw"));
      gtk_label_set_label (self->result_label, text);
    }
  else
    gtk_label_set_label (self->result_label, "");

  gtk_widget_set_visible (GTK_WIDGET (self->result_label), over);
  update_accessible (self);
}

static void
game_notify_cb (AkPlayerCard *self,
                GParamSpec   *pspec,
                AkGame       *game)
{
  update_name (self);
  update_position (self);
}

static void
ak_player_card_dispose (GObject *object)
{
  AkPlayerCard *self = AK_PLAYER_CARD (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);

  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_PLAYER_CARD);

  G_OBJECT_CLASS (ak_player_card_parent_class)->dispose (object);
}

static void
ak_player_card_class_init (AkPlayerCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_player_card_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ak-player-card.ui");
  gtk_widget_class_bind_template_child (widget_class, AkPlayerCard, box);
  gtk_widget_class_bind_template_child (widget_class, AkPlayerCard, name_label);
  gtk_widget_class_bind_template_child (widget_class, AkPlayerCard, kind_label);
  gtk_widget_class_bind_template_child (widget_class, AkPlayerCard, spinner);
  gtk_widget_class_bind_template_child (widget_class, AkPlayerCard, thinking_label);
  gtk_widget_class_bind_template_child (widget_class, AkPlayerCard, result_label);
  gtk_widget_class_bind_template_child (widget_class, AkPlayerCard, store_label);
  gtk_widget_class_bind_template_child (widget_class, AkPlayerCard, holes_label);
  gtk_widget_class_bind_template_child (widget_class, AkPlayerCard, bank_box);
  gtk_widget_class_bind_template_child (widget_class, AkPlayerCard, bank_label);
}

static void
ak_player_card_init (AkPlayerCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->shown_store = -1;

  /* What the card shows of the game it follows. */
  self->game_signals = g_signal_group_new (AK_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "notify::position",
                                 G_CALLBACK (game_notify_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::is-over",
                                 G_CALLBACK (game_notify_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::south-name",
                                 G_CALLBACK (game_notify_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::north-name",
                                 G_CALLBACK (game_notify_cb), self, G_CONNECT_SWAPPED);

  update_name (self);
  update_kind (self);
}

GtkWidget *
ak_player_card_new (AkSide side)
{
  AkPlayerCard *self = g_object_new (AK_TYPE_PLAYER_CARD, NULL);

  ak_player_card_set_side (self, side);
  return GTK_WIDGET (self);
}

AkSide
ak_player_card_get_side (AkPlayerCard *self)
{
  g_return_val_if_fail (AK_IS_PLAYER_CARD (self), AK_SOUTH);

  return self->side;
}

void
ak_player_card_set_side (AkPlayerCard *self,
                         AkSide        side)
{
  g_return_if_fail (AK_IS_PLAYER_CARD (self));
  g_return_if_fail (side == AK_SOUTH || side == AK_NORTH);

  self->side = side;
  gtk_widget_remove_css_class (self->box, "south");
  gtk_widget_remove_css_class (self->box, "north");
  gtk_widget_add_css_class (self->box, side == AK_SOUTH ? "south" : "north");
  update_name (self);
  update_position (self);
}

/**
 * ak_player_card_set_game:
 * @self: a card
 * @game: (nullable): the game the card follows
 */
void
ak_player_card_set_game (AkPlayerCard *self,
                         AkGame       *game)
{
  g_return_if_fail (AK_IS_PLAYER_CARD (self));
  g_return_if_fail (game == NULL || AK_IS_GAME (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);

  update_name (self);
  update_position (self);
}

/**
 * ak_player_card_set_level:
 * @self: a card
 * @level: 0 for a person, else the computer's level
 */
void
ak_player_card_set_level (AkPlayerCard *self,
                          guint         level)
{
  g_return_if_fail (AK_IS_PLAYER_CARD (self));

  self->level = level;
  update_kind (self);
}

void
ak_player_card_set_thinking (AkPlayerCard *self,
                             gboolean      thinking)
{
  g_return_if_fail (AK_IS_PLAYER_CARD (self));

  thinking = !!thinking;
  if (self->thinking == thinking)
    return;

  self->thinking = thinking;
  update_kind (self);
}

const char *
_ak_player_card_get_name_text (AkPlayerCard *self)
{
  return gtk_label_get_label (self->name_label);
}

const char *
_ak_player_card_get_kind_text (AkPlayerCard *self)
{
  return gtk_label_get_label (self->kind_label);
}

const char *
_ak_player_card_get_result_text (AkPlayerCard *self)
{
  return gtk_label_get_label (self->result_label);
}

/**
 * ak_player_card_set_show_bank:
 * @self: a player card
 * @show_bank: whether to show the bank even when it is empty
 *
 * In match play the card always shows the seeds the player keeps out of
 * play; otherwise only when there are some.
 */
void
ak_player_card_set_show_bank (AkPlayerCard *self,
                              gboolean      show_bank)
{
  g_return_if_fail (AK_IS_PLAYER_CARD (self));

  self->show_bank = !!show_bank;
  update_position (self);
}

/**
 * ak_player_card_set_shown_store:
 * @self: a card
 * @seeds: the seeds the board shows in this player's store, or -1 to
 *   count those of the game
 *
 * While the board sows a move (captures landing, the seeds left swept at
 * the end), the card counts the store as the board shows it, not as the
 * game stood before the move.
 */
void
ak_player_card_set_shown_store (AkPlayerCard *self,
                                int           seeds)
{
  g_return_if_fail (AK_IS_PLAYER_CARD (self));

  seeds = MAX (seeds, -1);
  if (self->shown_store == seeds)
    return;
  self->shown_store = seeds;
  update_position (self);
}

/**
 * ak_player_card_set_preview:
 * @self: a card
 * @next: (nullable): the next game's board while a match's next game is
 *   set up, or %NULL to count the game's
 *
 * Between two games of a match the board shows the next game's board as
 * the holes bought so far make it; the card then counts its holes, store
 * and bank, not those of the game that ended.
 */
void
ak_player_card_set_preview (AkPlayerCard     *self,
                            const AkPosition *next)
{
  g_return_if_fail (AK_IS_PLAYER_CARD (self));

  if (next == NULL && !self->previewing)
    return;

  self->previewing = next != NULL;
  if (next != NULL)
    self->preview = *next;
  update_position (self);
}

gboolean
_ak_player_card_get_bank_visible (AkPlayerCard *self)
{
  return gtk_widget_get_visible (self->bank_box);
}

gboolean
_ak_player_card_get_to_move (AkPlayerCard *self)
{
  return gtk_widget_has_css_class (self->box, "to-move");
}

const char *
_ak_player_card_get_seeds_text (AkPlayerCard *self)
{
  return gtk_label_get_label (self->store_label);
}

const char *
_ak_player_card_get_holes_text (AkPlayerCard *self)
{
  return gtk_label_get_label (self->holes_label);
}

const char *
_ak_player_card_get_bank_text (AkPlayerCard *self)
{
  return gtk_label_get_label (self->bank_label);
}
