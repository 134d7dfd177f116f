/* ak-window-practice.c — Add Mistakes to Practice: the marked moves of a
 * reviewed game, of the player chosen, made into practice exercises
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game reviewed in the app, or a reviewed file opened, may be between
 * two people, or between players the app does not know: which side's
 * mistakes are "yours" is asked, with the person's side against the
 * computer chosen first.  The positions are collected at once from the
 * game; the engine checks each in a worker thread before it goes into
 * the deck (ak-practice-cards.h), and a toast says how many were new.
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-application.h"
#include "ak-practice-cards.h"
#include "ak-review-moves.h"
#include "ak-window-private.h"

#define INCLUDE_INACCURACIES_KEY "practice-include-inaccuracies"

typedef struct
{
  AkWindow       *window;
  AkGame         *game;
  char           *source_file;
  GtkCheckButton *sides[2];        /* South's and North's */
  AdwSwitchRow   *inaccuracies;
  AdwActionRow   *side_rows[2];
} AddQuestion;

static void
add_question_free (AddQuestion *question)
{
  g_object_unref (question->window);
  g_object_unref (question->game);
  g_free (question->source_file);
  g_free (question);
}

static AkReviewMark
question_least (AddQuestion *question)
{
  return adw_switch_row_get_active (question->inaccuracies)
         ? AK_REVIEW_MARK_INACCURACY : AK_REVIEW_MARK_MISTAKE;
}

static AkSide
question_side (AddQuestion *question)
{
  return gtk_check_button_get_active (question->sides[AK_NORTH]) ? AK_NORTH : AK_SOUTH;
}

/* Whether @game's main line has a move of @side (or either side, with
 * %AK_SIDE_NONE) marked @least or worse. */
static gboolean
has_marked (AkGame       *game,
            AkSide        side,
            AkReviewMark  least)
{
  return ak_review_find_marked (game, ak_game_get_root (game), TRUE, side, least) != NULL;
}

static guint
count_cards (AddQuestion *question,
             AkSide       side)
{
  g_autoptr(GPtrArray) cards = ak_practice_cards_collect (question->game, side,
                                                         question_least (question), NULL);

  return cards->len;
}

/* Each side's row says how many positions it would give. */
static void
update_counts (AddQuestion *question)
{
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      guint n = count_cards (question, side);
      g_autofree char *subtitle =
        /* Translators: how many of a player's positions become exercises */
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u position", "%u positions", n), n);

      adw_action_row_set_subtitle (question->side_rows[side], subtitle);
    }
}

static void
inaccuracies_changed_cb (AddQuestion *question)
{
  update_counts (question);
}

static void
added_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  AkWindow *self = AK_WINDOW (user_data);
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  guint n_new;

  n_new = ak_practice_cards_add_to_deck_finish (result, &error);
  if (error != NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) &&
          !gtk_widget_in_destruction (GTK_WIDGET (self)))
        {
          /* Translators: %s says why */
          title = g_strdup_printf (_("The exercises could not be added: %s"), error->message);
          ak_window_show_toast (self, title);
        }
      g_object_unref (self);
      return;
    }

  if (!gtk_widget_in_destruction (GTK_WIDGET (self)))
    {
      if (n_new == 0)
        title = g_strdup (_("These positions are in your practice deck already"));
      else
        title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "%u exercise added to your practice deck",
                                              "%u exercises added to your practice deck",
                                              n_new),
                                 n_new);
      ak_window_show_toast (self, title);
    }
  g_object_unref (self);
}

/**
 * ak_window_add_to_practice:
 * @self: a window
 * @game: a reviewed game
 * @side: whose mistakes
 * @least: the least mark taken
 * @source_file: (nullable): the file @game came from
 *
 * Adds @side's marked moves in @game to the practice deck, checking each
 * position with the engine in a worker thread; a toast says how many
 * were new.  Nothing happens when the player made no such move.
 *
 * Returns: how many positions are being checked (0 if none)
 */
guint
ak_window_add_to_practice (AkWindow     *self,
                           AkGame       *game,
                           AkSide        side,
                           AkReviewMark  least,
                           const char   *source_file)
{
  GApplication *app = g_application_get_default ();
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GError) error = NULL;
  AkPracticeDeck *deck;

  g_return_val_if_fail (AK_IS_WINDOW (self), 0);
  g_return_val_if_fail (AK_IS_GAME (game), 0);

  cards = ak_practice_cards_collect (game, side, least, source_file);
  if (cards->len == 0)
    return 0;

  if (!AK_IS_APPLICATION (app))
    return 0;
  deck = ak_application_get_practice_deck (AK_APPLICATION (app), &error);
  if (deck == NULL)
    {
      /* Translators: %s says why */
      g_autofree char *title = g_strdup_printf (_("The practice deck could not be opened: %s"),
                                                error->message);

      ak_window_show_toast (self, title);
      return 0;
    }

  ak_practice_cards_add_to_deck_async (deck, cards, NULL, g_get_real_time () / G_USEC_PER_SEC,
                                       NULL, added_cb, g_object_ref (self));
  return cards->len;
}

static void
add_response_cb (AdwAlertDialog *dialog,
                 const char     *response,
                 AddQuestion    *question)
{
  if (g_strcmp0 (response, "add") != 0)
    return;
  ak_window_add_to_practice (question->window, question->game, question_side (question),
                             question_least (question), question->source_file);
}

/* A row to choose @side by, named as the game names the player. */
static GtkWidget *
side_row (AddQuestion *question,
          AkSide       side)
{
  const char *tag = ak_game_get_tag (question->game, side == AK_SOUTH ? "South" : "North");
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();
  g_autofree char *title = NULL;

  if (tag != NULL && tag[0] != '\0' && g_strcmp0 (tag, "?") != 0)
    /* Translators: "South: Amara", the side and the player's name */
    title = g_strdup_printf (side == AK_SOUTH ? _("South: %s") : _("North: %s"), tag);
  else
    title = g_strdup (side == AK_SOUTH ? _("South") : _("North"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  question->sides[side] = GTK_CHECK_BUTTON (check);
  question->side_rows[side] = ADW_ACTION_ROW (row);
  return row;
}

/* The side whose mistakes are most likely the person's: the person's
 * against the computer, else the one with marked moves, South first. */
static AkSide
default_side (AkWindow *self,
              AkGame   *game,
              AkReviewMark least)
{
  gboolean person[2] = {
    ak_window_get_player_level (self, AK_SOUTH) == 0,
    ak_window_get_player_level (self, AK_NORTH) == 0,
  };

  if (person[AK_SOUTH] != person[AK_NORTH])
    return person[AK_SOUTH] ? AK_SOUTH : AK_NORTH;
  if (!has_marked (game, AK_SOUTH, least) && has_marked (game, AK_NORTH, least))
    return AK_NORTH;
  return AK_SOUTH;
}

static void
add_to_practice_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  AddQuestion *question;
  AdwDialog *dialog;
  GtkWidget *list;
  GSettingsSchema *schema = NULL;
  gboolean inaccuracies = FALSE;
  GFile *file;

  if (self->game == NULL)
    return;

  question = g_new0 (AddQuestion, 1);
  question->window = g_object_ref (self);
  question->game = g_object_ref (self->game);
  file = ak_window_get_file (self);
  if (file != NULL)
    question->source_file = g_file_get_path (file);

  g_object_get (self->settings, "settings-schema", &schema, NULL);
  if (schema != NULL && g_settings_schema_has_key (schema, INCLUDE_INACCURACIES_KEY))
    inaccuracies = g_settings_get_boolean (self->settings, INCLUDE_INACCURACIES_KEY);
  g_clear_pointer (&schema, g_settings_schema_unref);

  dialog = adw_alert_dialog_new (_("Add Mistakes to Practice?"),
                                 _("The positions before the player’s marked moves become "
                                   "exercises in your practice deck, each checked by the "
                                   "computer first. A position already there is not added "
                                   "again."));
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "add-to-practice");

  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_append (GTK_LIST_BOX (list), side_row (question, AK_SOUTH));
  gtk_list_box_append (GTK_LIST_BOX (list), side_row (question, AK_NORTH));
  gtk_check_button_set_group (question->sides[AK_NORTH], question->sides[AK_SOUTH]);
  question->inaccuracies = ADW_SWITCH_ROW (adw_switch_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (question->inaccuracies),
                                 _("Include Inaccuracies (?!)"));
  adw_switch_row_set_active (question->inaccuracies, inaccuracies);
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (question->inaccuracies));
  gtk_check_button_set_active (question->sides[default_side (self, self->game,
                                                             question_least (question))],
                               TRUE);
  update_counts (question);
  g_signal_connect_swapped (question->inaccuracies, "notify::active",
                            G_CALLBACK (inaccuracies_changed_cb), question);
  adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), list);

  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "add", _("_Add"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "add",
                                            ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "add");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (add_response_cb), question,
                         (GClosureNotify) add_question_free, 0);
  adw_dialog_present (dialog, widget);
}

/**
 * ak_window_update_practice_action:
 * @self: a window
 *
 * Add Mistakes to Practice is there for a game with a marked move.
 */
void
ak_window_update_practice_action (AkWindow *self)
{
  gboolean enabled = self->game != NULL &&
                     ak_game_get_may_have_evals (self->game) &&
                     has_marked (self->game, AK_SIDE_NONE, AK_REVIEW_MARK_INACCURACY);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.add-to-practice", enabled);
}

/**
 * ak_window_class_add_practice_actions:
 * @widget_class: the window's class
 *
 * Installs win.add-to-practice.
 */
void
ak_window_class_add_practice_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.add-to-practice", NULL,
                                   add_to_practice_action);
}
