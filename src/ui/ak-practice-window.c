/* ak-practice-window.c — practising the exercises of the deck that are due
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A session takes the cards due today (within the daily limits of the
 * settings) and shows them one by one: the card's position on the board,
 * the player's side at the bottom.  The player sows a hole through an
 * AkTable, so the board animates it as it does in a game; the move is
 * judged by the card's AkPracticeCheck, started as the card is shown, and
 * never by comparing notation.  A wrong move is followed by the engine's
 * reply (the answer's refutation), sown move by move, and only then by
 * the words; then Try Again, Show Me or Next.  Each card gets one attempt
 * in the deck, graded as ak-practice-schedule.h says: right the first
 * time, right after a wrong try, shown, or missed.  Judging an answer is
 * in ak-practice-window-answer.c.
 */

#define G_LOG_DOMAIN "ak-practice-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-board-view.h"
#include "ak-practice-check.h"
#include "ak-practice-starter.h"
#include "ak-practice-stats-dialog.h"
#include "ak-practice-text.h"
#include "ak-practice-window.h"
#include "ak-practice-window-private.h"
#include "ak-preferences-dialog.h"

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"


G_DEFINE_FINAL_TYPE (AkPracticeWindow, ak_practice_window, ADW_TYPE_APPLICATION_WINDOW)









/* The card's position again, as it was first shown. */
static gboolean
reset_position (AkPracticeWindow *self,
                GError          **error)
{
  AkPracticeCard *card = _ak_practice_window_current_card (self);
  g_autoptr(AkGame) game = NULL;

  g_clear_handle_id (&self->step_id, g_source_remove);
  ak_rules_init (&self->rules);
  if (card->rules != NULL && card->rules[0] != '\0' &&
      !ak_rules_parse (&self->rules, card->rules, error))
    return FALSE;
  self->rules.variant = card->variant;
  game = ak_game_new_from_position_string (&self->rules, card->position, error);
  if (game == NULL)
    return FALSE;
  ak_board_view_set_flipped (self->board, ak_game_get_side_to_move (game) == AK_NORTH);
  ak_table_set_game (self->table, game);
  return TRUE;
}

/* The card's question, on its position again. */
static void
ask (AkPracticeWindow *self)
{
  AkPracticeCard *card = _ak_practice_window_current_card (self);
  g_autofree char *prompt = ak_practice_text_prompt (card->side_to_move);

  gtk_label_set_label (self->prompt_label, prompt);
  self->stage = AK_PRACTICE_STAGE_ASKING;
  self->refuting = NULL;
  _ak_practice_window_hide_feedback (self);
  ak_board_view_set_read_only (self->board, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
show_summary (AkPracticeWindow *self)
{
  g_autofree char *text = NULL;

  self->stage = AK_PRACTICE_STAGE_DONE;
  g_clear_handle_id (&self->step_id, g_source_remove);
  text = ak_practice_text_summary (self->n_right_first, self->n_retried, self->n_missed,
                                   self->next_due, _ak_practice_window_now ());
  adw_status_page_set_description (self->summary_page, text);
  adw_window_title_set_subtitle (self->window_title, "");
  gtk_stack_set_visible_child_name (self->stack, "summary");
}

static void
show_card (AkPracticeWindow *self)
{
  AkPracticeCard *card = _ak_practice_window_current_card (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *source = NULL;

  if (card == NULL)
    {
      show_summary (self);
      return;
    }

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->check, ak_practice_check_unref);
  self->first_move = AK_MOVE_NONE;
  self->wrong_before = FALSE;
  self->recorded = FALSE;

  /* Translators: the practice window's subtitle: "Exercise 3 of 12" */
  subtitle = g_strdup_printf (_("Exercise %u of %u"), self->index + 1, self->cards->len);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  source = ak_practice_text_source (card);
  {
    AkPracticeCardStats stats;

    /* The card's own record after where it comes from. */
    if (ak_practice_deck_get_card_stats (self->deck, card->id, &stats, NULL))
      {
        g_autofree char *history = ak_practice_text_history (&stats, &card->state);
        char *line = source != NULL
                     /* Translators: a practice card's source, then its record */
                     ? g_strdup_printf (_("%s · %s"), source, history)
                     : g_steal_pointer (&history);

        g_free (source);
        source = line;
      }
  }
  gtk_label_set_label (self->source_label, source);
  gtk_widget_set_visible (GTK_WIDGET (self->source_label), source != NULL);
  gtk_stack_set_visible_child_name (self->stack, "card");

  if (!reset_position (self, &error))
    {
      /* A card the deck holds but that cannot be set up (a hand-edited
       * deck): said, and skipped without an attempt. */
      self->stage = AK_PRACTICE_STAGE_JUDGED;
      self->recorded = TRUE;
      _ak_practice_window_hide_feedback (self);
      gtk_label_set_label (self->prompt_label, _("This exercise cannot be shown"));
      _ak_practice_window_show_feedback (self, FALSE, _("The position could not be set up"), error->message, NULL);
      ak_board_view_set_read_only (self->board, TRUE);
      _ak_practice_window_set_buttons (self, FALSE, FALSE, TRUE);
      return;
    }

  ask (self);

  /* The verdict on every move is worked out while the player thinks. */
  self->cancellable = g_cancellable_new ();
  {
    AkPracticeCheckOptions options = { 0 };
    g_autoptr(AkTables) tables = NULL;
    AkPosition pos;

    pos = *ak_game_get_position (ak_table_get_game (self->table));
    tables = ak_tables_manager_dup_for_search (&self->rules, &pos);
    options.tables = tables;
    ak_practice_check_new_async (card, &options, self->cancellable, _ak_practice_window_check_done_cb,
                                 g_object_ref (self));
  }
}









static void
retry_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  AkPracticeWindow *self = AK_PRACTICE_WINDOW (widget);

  if (self->stage != AK_PRACTICE_STAGE_JUDGED || _ak_practice_window_current_card (self) == NULL ||
      !reset_position (self, NULL))
    return;
  ask (self);
}

static void
show_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AkPracticeWindow *self = AK_PRACTICE_WINDOW (widget);
  const AkPracticeAnswer *best;

  if (self->stage != AK_PRACTICE_STAGE_JUDGED || self->check == NULL ||
      (best = ak_practice_check_get_answer (self->check, 0)) == NULL ||
      !reset_position (self, NULL))
    return;
  _ak_practice_window_record (self, AK_PRACTICE_GRADE_SHOWN);
  _ak_practice_window_hide_feedback (self);
  self->stage = AK_PRACTICE_STAGE_SHOWING;
  _ak_practice_window_set_status (self, _("The best move…"));
  if (!ak_table_play (self->table, best->move, NULL))
    _ak_practice_window_explain_wrong (self);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AkPracticeWindow *self = AK_PRACTICE_WINDOW (widget);

  if (self->stage != AK_PRACTICE_STAGE_JUDGED)
    return;
  /* Wrong, and not found. */
  _ak_practice_window_record (self, AK_PRACTICE_GRADE_WRONG);
  self->index++;
  show_card (self);
}

static void
statistics_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  AkPracticeWindow *self = AK_PRACTICE_WINDOW (widget);

  if (self->deck == NULL)
    return;
  adw_dialog_present (ak_practice_stats_dialog_new (self->deck), widget);
}

/* The hole letters play as in the main window: a to f for South's row,
 * A to F for North's; Esc finishes the sowing shown. */
static gboolean
keys_reach_board (AkPracticeWindow *self)
{
  return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (self)) == NULL &&
         gtk_widget_is_drawable (GTK_WIDGET (self->board));
}

static gboolean
play_letter_cb (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  AkPracticeWindow *self = AK_PRACTICE_WINDOW (widget);
  int hole = g_variant_get_int32 (args);

  if (!keys_reach_board (self) || self->stage != AK_PRACTICE_STAGE_ASKING)
    return FALSE;
  ak_board_view_set_focus_hole (self->board, hole);
  ak_board_view_activate_hole (self->board, hole);
  return TRUE;
}

static gboolean
finish_sowing_cb (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   user_data)
{
  AkPracticeWindow *self = AK_PRACTICE_WINDOW (widget);

  if (!keys_reach_board (self) || !ak_board_view_get_animating (self->board))
    return FALSE;
  ak_board_view_finish_animation (self->board);
  return TRUE;
}

static void load (AkPracticeWindow *self,
                  AkApplication    *application);

/* A deck with no exercise yet: the ones that come with the app go in,
 * once, and the session starts with those due today. */
static void
add_starter_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  AkPracticeWindow *self = AK_PRACTICE_WINDOW (widget);
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  guint n_added;

  if (self->deck == NULL || !AK_IS_APPLICATION (application))
    return;
  n_added = ak_practice_starter_add_to_deck (self->deck, _ak_practice_window_now (), &error);
  if (error != NULL)
    {
      /* Translators: %s says why */
      title = g_strdup_printf (_("The starter deck could not be added: %s"), error->message);
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (title));
      return;
    }
  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "%u exercise added from the starter deck",
                                        "%u exercises added from the starter deck", n_added),
                           n_added);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (title));
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_object (&self->deck);
  self->index = 0;
  load (self, AK_APPLICATION (application));
}

static void
ak_practice_window_dispose (GObject *object)
{
  AkPracticeWindow *self = AK_PRACTICE_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->step_id, g_source_remove);
  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  if (self->board != NULL)
    ak_board_view_set_table (self->board, NULL);
  g_clear_object (&self->table);
  g_clear_pointer (&self->check, ak_practice_check_unref);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_object (&self->deck);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_PRACTICE_WINDOW);
  G_OBJECT_CLASS (ak_practice_window_parent_class)->dispose (object);
}

static void
ak_practice_window_class_init (AkPracticeWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ak_practice_window_dispose;

  g_type_ensure (AK_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ak-practice-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, starter_button);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, summary_page);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, source_label);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, board);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, feedback_box);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, verdict_box);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, verdict_icon);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, value_label);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, status_box);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, retry_button);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, show_button);
  gtk_widget_class_bind_template_child (widget_class, AkPracticeWindow, next_button);

  gtk_widget_class_install_action (widget_class, "practice.retry", NULL, retry_action);
  gtk_widget_class_install_action (widget_class, "practice.show", NULL, show_action);
  gtk_widget_class_install_action (widget_class, "practice.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "practice.statistics", NULL,
                                   statistics_action);
  gtk_widget_class_install_action (widget_class, "practice.add-starter", NULL,
                                   add_starter_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
  for (int i = 0; i < AK_ROW_HOLES; i++)
    {
      gtk_widget_class_add_binding (widget_class, GDK_KEY_a + i, 0, play_letter_cb, "i", i);
      gtk_widget_class_add_binding (widget_class, GDK_KEY_A + i, GDK_SHIFT_MASK, play_letter_cb,
                                    "i", AK_ROW_HOLES + i);
      gtk_widget_class_add_binding (widget_class, GDK_KEY_A + i, 0, play_letter_cb,
                                    "i", AK_ROW_HOLES + i);
    }
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, finish_sowing_cb, NULL);
}

static void
ak_practice_window_init (AkPracticeWindow *self)
{
  g_autoptr(GSettings) settings = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (SETTINGS_SCHEMA_ID);
  self->first_move = AK_MOVE_NONE;
  self->last_move = AK_MOVE_NONE;

  /* The board plays at a table of two people: the player's side and the
   * engine's reply, which this window plays. */
  self->table = ak_table_new ();
  ak_board_view_set_table (self->board, self->table);
  g_signal_connect_object (self->table, "move-decided", G_CALLBACK (_ak_practice_window_move_decided_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table, "move-played", G_CALLBACK (_ak_practice_window_move_played_cb), self,
                           G_CONNECT_SWAPPED);
  g_settings_bind_with_mapping (self->settings, "animation-speed", self->board,
                                "animation-speed", G_SETTINGS_BIND_GET,
                                ak_settings_get_animation_speed, NULL, NULL, NULL);
  g_settings_bind (self->settings, "show-hole-letters", self->board, "show-letters",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "board-theme", self->board, "board-theme",
                   G_SETTINGS_BIND_GET);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.statistics", FALSE);
}

/* Takes the cards due, or says why there are none. */
static void
load (AkPracticeWindow *self,
      AkApplication    *application)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  AkPracticeDeck *deck;

  deck = ak_application_get_practice_deck (application, &error);
  if (deck == NULL)
    {
      g_autofree char *path = ak_practice_deck_default_path ();
      g_autofree char *text = NULL;

      self->stage = AK_PRACTICE_STAGE_ERROR;
      /* Translators: the first %s says what went wrong, the second is the
       * deck's file */
      text = g_strdup_printf (_("%s\n\nThe deck is kept in “%s”."), error->message, path);
      adw_status_page_set_description (self->error_page, text);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return;
    }
  self->deck = g_object_ref (deck);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.statistics", TRUE);

  self->cards = ak_practice_deck_list_due (deck, _ak_practice_window_now (), tz,
                                           g_settings_get_uint (self->settings,
                                                                "practice-new-per-day"),
                                           g_settings_get_uint (self->settings,
                                                                "practice-reviews-per-day"),
                                           &error);
  if (self->cards == NULL)
    {
      self->stage = AK_PRACTICE_STAGE_ERROR;
      adw_status_page_set_title (self->error_page, _("Could Not Read the Practice Deck"));
      adw_status_page_set_description (self->error_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return;
    }
  if (self->cards->len == 0)
    {
      g_autofree char *text = ak_practice_text_empty (deck);
      AkPracticeDeckStats stats = { 0 };

      gboolean no_cards;

      /* The exercises that come with the app, offered to an empty deck. */
      no_cards = ak_practice_deck_get_stats (deck, _ak_practice_window_now (), tz, &stats, NULL) &&
                 stats.n_cards == 0;
      gtk_widget_set_visible (self->starter_button, no_cards);
      adw_status_page_set_title (self->empty_page,
                                 no_cards ? _("No Exercises Yet") : _("No Exercises Due"));
      self->stage = AK_PRACTICE_STAGE_EMPTY;
      adw_status_page_set_description (self->empty_page, text);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  show_card (self);
}

/**
 * ak_practice_window_new:
 * @application: the application, whose practice deck is practised
 *
 * Returns: (transfer full): a window with the exercises due today, or
 *   saying why there are none
 */
AkPracticeWindow *
ak_practice_window_new (AkApplication *application)
{
  AkPracticeWindow *self;

  g_return_val_if_fail (AK_IS_APPLICATION (application), NULL);

  self = g_object_new (AK_TYPE_PRACTICE_WINDOW, "application", application, NULL);
  load (self, application);
  return self;
}

AkPracticeStage
_ak_practice_window_get_stage (AkPracticeWindow *self)
{
  g_return_val_if_fail (AK_IS_PRACTICE_WINDOW (self), AK_PRACTICE_STAGE_LOADING);
  return self->stage;
}

AkBoardView *
_ak_practice_window_get_board (AkPracticeWindow *self)
{
  g_return_val_if_fail (AK_IS_PRACTICE_WINDOW (self), NULL);
  return self->board;
}

guint
_ak_practice_window_get_index (AkPracticeWindow *self)
{
  g_return_val_if_fail (AK_IS_PRACTICE_WINDOW (self), 0);
  return self->index;
}

guint
_ak_practice_window_get_n_cards (AkPracticeWindow *self)
{
  g_return_val_if_fail (AK_IS_PRACTICE_WINDOW (self), 0);
  return self->cards != NULL ? self->cards->len : 0;
}

gboolean
_ak_practice_window_get_checked (AkPracticeWindow *self)
{
  g_return_val_if_fail (AK_IS_PRACTICE_WINDOW (self), FALSE);
  return self->check != NULL;
}

/* For tests: a label's text by its name in the .ui, or a status page's
 * description ("error", "empty", "summary"). */
const char *
_ak_practice_window_get_text (AkPracticeWindow *self,
                              const char       *which)
{
  g_return_val_if_fail (AK_IS_PRACTICE_WINDOW (self), NULL);

  if (g_str_equal (which, "error"))
    return adw_status_page_get_description (self->error_page);
  if (g_str_equal (which, "empty"))
    return adw_status_page_get_description (self->empty_page);
  if (g_str_equal (which, "summary"))
    return adw_status_page_get_description (self->summary_page);
  if (g_str_equal (which, "subtitle"))
    return adw_window_title_get_subtitle (self->window_title);
  if (g_str_equal (which, "source"))
    return gtk_label_get_label (self->source_label);
  if (g_str_equal (which, "prompt"))
    return gtk_label_get_label (self->prompt_label);
  if (g_str_equal (which, "verdict"))
    return gtk_widget_get_visible (self->feedback_box)
           ? gtk_label_get_label (self->verdict_label) : NULL;
  if (g_str_equal (which, "value"))
    return gtk_label_get_label (self->value_label);
  if (g_str_equal (which, "explanation"))
    return gtk_widget_get_visible (GTK_WIDGET (self->explanation_label))
           ? gtk_label_get_label (self->explanation_label) : NULL;
  return NULL;
}
