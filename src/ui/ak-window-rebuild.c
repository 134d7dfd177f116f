/* ak-window-rebuild.c — between two games of a match: the bar under the
 * board that offers the next game and tells how its board is rebuilt
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table decides the rebuild (RULES.md §5); this file only says it,
 * and gives the bar's button the action that goes on.
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-window-private.h"

/* Match play: between two games, the next game's board is rebuilt from
 * what each player won (RULES.md §5).  A game that ended stays on the
 * board with its result; the bar under the board then offers the next
 * game, and shows the rebuild: a person who buys holes picks them on the
 * board, a computer buyer's choice is shown with the engine's reason. */

static char *
format_holes (const guint8 *holes,
              guint         n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (text, ", ");
      g_string_append_c (text, ak_hole_to_char (holes[i]));
    }
  return g_string_free (text, FALSE);
}

/* A computer's purchase in plain words and whole seeds: “Kofi buys
 * holes C, D, the best of all the choices: it expects to end the next
 * game about 18 seeds ahead.” */
static char *
dup_computer_purchase_text (AkWindow     *self,
                            AkSide        buyer,
                            const guint8 *holes,
                            guint         n)
{
  g_autofree char *letters = format_holes (holes, n);
  g_autofree char *bought = NULL;
  const char *name = ak_window_player_name (self, buyer);
  int score = ak_table_get_purchase_score (self->table);
  /* Hundredths of a seed, rounded to whole seeds, half away from zero. */
  int seeds = (score >= 0 ? score + 50 : score - 50) / 100;

  /* Translators: the holes a computer buys, "hole C" or "holes C, D" */
  bought = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "hole %s", "holes %s", n), letters);
  if (seeds > 0)
    /* Translators: a computer's purchase between two games of a match:
     * a player's name, the holes ("holes C, D"), and the seeds it
     * expects to be ahead by at the end of the next game; the plural
     * follows the seeds */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s buys %s, the best of all the choices: it expects to "
                                         "end the next game about %d seed ahead.",
                                         "%s buys %s, the best of all the choices: it expects to "
                                         "end the next game about %d seeds ahead.",
                                         (gulong) seeds),
                            name, bought, seeds);
  if (seeds < 0)
    /* Translators: as above, when it expects to be behind, by the fewest
     * seeds of any choice */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s buys %s, the best of all the choices: it expects to "
                                         "end the next game about %d seed behind.",
                                         "%s buys %s, the best of all the choices: it expects to "
                                         "end the next game about %d seeds behind.",
                                         (gulong) -seeds),
                            name, bought, -seeds);
  /* Translators: as above, when it expects the next game to end even */
  return g_strdup_printf (_("%s buys %s, the best of all the choices: it expects the next "
                            "game to end about even."),
                          name, bought);
}

static char *
describe_rebuild (AkWindow *self)
{
  AkRebuildPlan plan;
  guint8 holes[AK_N_HOLES];
  guint n;

  if (!ak_table_get_plan (self->table, &plan))
    return NULL;

  n = ak_table_get_purchases (self->table, holes);
  if (plan.buyer == AK_SIDE_NONE || plan.n_purchases == 0)
    /* Translators: between two games of a match; %u are seeds */
    return g_strdup_printf (_("Next game: %s brings %u seeds, %s %u; no hole changes hands."),
                            ak_window_player_name (self, AK_SOUTH), plan.wealth[AK_SOUTH],
                            ak_window_player_name (self, AK_NORTH), plan.wealth[AK_NORTH]);

  if (ak_table_get_choosing (self->table))
    return g_strdup_printf (_("%s is choosing which holes to buy…"),
                            ak_window_player_name (self, plan.buyer));

  if (ak_player_is_computer (ak_table_get_player (self->table, plan.buyer)))
    return dup_computer_purchase_text (self, plan.buyer, holes, n);

  /* Translators: between two games of a match; the buyer picks holes on the board */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s brings %u seeds and buys %u hole of %s’s row: "
                                       "click it on the board (%u chosen).",
                                       "%s brings %u seeds and buys %u holes of %s’s row: "
                                       "click them on the board (%u chosen).",
                                       plan.n_purchases),
                          ak_window_player_name (self, plan.buyer), plan.wealth[plan.buyer],
                          plan.n_purchases,
                          ak_window_player_name (self, AK_SIDE_OTHER (plan.buyer)), n);
}

/* While holes are bought, the board shows the next game's board as the
 * holes chosen so far make it (ak-board-view-table.c): the cards count
 * the same board, its holes owned and banks, not the game that ended. */
static void
update_cards_preview (AkWindow *self)
{
  AkRebuildPlan plan;
  AkPosition next;
  gboolean purchasing;

  if (self->south_card == NULL || self->north_card == NULL)
    return;
  purchasing = ak_table_get_plan (self->table, &plan) && plan.buyer != AK_SIDE_NONE &&
               plan.n_purchases > 0 && ak_table_preview_next_board (self->table, &next);
  ak_player_card_set_preview (self->south_card, purchasing ? &next : NULL);
  ak_player_card_set_preview (self->north_card, purchasing ? &next : NULL);
}

/**
 * ak_window_update_rebuild:
 * @self: a window
 *
 * Brings the bar under the board, and the cards' counts of the next
 * game's board, up to date with the table.
 */
void
ak_window_update_rebuild (AkWindow *self)
{
  AkTableStage stage = ak_table_get_stage (self->table);
  g_autofree char *text = NULL;

  update_cards_preview (self);

  if (stage == AK_TABLE_STAGE_GAME_OVER && self->match != NULL &&
      !ak_table_get_browsing (self->table))
    {
      guint totals[2];
      AkLedgerEntry *entry;
      guint number;

      ak_position_division (ak_game_get_position (self->game), totals);
      entry = g_list_model_get_item (ak_match_get_ledger (self->match),
                                     ak_match_get_n_games (self->match) - 1);
      number = ak_ledger_entry_get_game_number (entry);
      g_object_unref (entry);
      /* Translators: a game of a match ended and the next may begin: the
       * game's number, then the players' names and totals */
      text = g_strdup_printf (_("Game %u is over: %s %u, %s %u."), number,
                              ak_window_player_name (self, AK_SOUTH), totals[AK_SOUTH],
                              ak_window_player_name (self, AK_NORTH), totals[AK_NORTH]);
      /* The button's label wraps (ak-window.ui). */
      gtk_label_set_text_with_mnemonic (GTK_LABEL (gtk_button_get_child (self->purchase_button)),
                                        _("_Next Game"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->purchase_button), "win.continue");
    }
  else if (stage == AK_TABLE_STAGE_REBUILDING)
    {
      text = describe_rebuild (self);
      gtk_label_set_text_with_mnemonic (GTK_LABEL (gtk_button_get_child (self->purchase_button)),
                                        _("_Start Next Game"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->purchase_button),
                                      "win.start-next-game");
    }

  if (text != NULL)
    gtk_label_set_label (self->purchase_label, text);
  gtk_revealer_set_reveal_child (self->purchase_revealer, text != NULL);
  ak_window_update_actions (self);
}

static void
continue_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  ak_table_continue (self->table);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
start_next_game_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!ak_table_start_next_game (self->table, &error))
    {
      ak_window_show_toast (self, error->message);
      return;
    }
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/**
 * ak_window_class_add_rebuild_actions:
 * @widget_class: the window's class
 *
 * Installs win.continue, which leaves a game of a match that ended for
 * the rebuild, and win.start-next-game.
 */
void
ak_window_class_add_rebuild_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.continue", NULL, continue_action);
  gtk_widget_class_install_action (widget_class, "win.start-next-game", NULL,
                                   start_next_game_action);
}

/* For tests: whether the next game of the match is being built, and
 * what the bar under the board says about it. */
gboolean
_ak_window_get_rebuilding (AkWindow *self)
{
  return ak_table_get_stage (self->table) == AK_TABLE_STAGE_REBUILDING &&
         gtk_revealer_get_reveal_child (self->purchase_revealer);
}

const char *
_ak_window_get_purchase_text (AkWindow *self)
{
  return gtk_label_get_label (self->purchase_label);
}
