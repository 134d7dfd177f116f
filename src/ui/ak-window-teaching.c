/* ak-window-teaching.c — teaching mode in the window: the game menu's
 * switch, the bar that warns of a mistake before the computer answers,
 * its refutation shown on the board, and the moment added to the
 * practice deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table decides (src/model/ak-table-teaching.c): it looks at the
 * person's move, waits with a warning, goes on or takes the move back.
 * The window only shows the warning and hands the person's answer on.
 * Teaching mode is one setting, `teaching-mode`, which the New Game
 * dialog and the game menu (win.teaching-mode) both set.
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-application.h"
#include "ak-board-view.h"
#include "ak-teaching-bar.h"
#include "ak-window-private.h"

/* How long each move of the refutation stays on the board. */
#define REFUTATION_STEP_MS 900

struct _AkWindowTeaching
{
  AkTeachingBar  *bar;             /* at the bottom of the window */
  guint           refutation_id;   /* the refutation being shown, move by move */
  guint           refutation_step;
  AkPracticeDeck *deck;            /* for tests: the deck instead of the app's */
};

typedef struct _AkWindowTeaching WindowTeaching;

static AkTeachingMode
mode_from_string (const char *text)
{
  if (g_strcmp0 (text, "warn") == 0)
    return AK_TEACHING_MODE_WARN;
  if (g_strcmp0 (text, "take-back") == 0)
    return AK_TEACHING_MODE_TAKE_BACK;
  return AK_TEACHING_MODE_OFF;
}

/* The practice deck of the app, opened on first use; NULL if it cannot
 * be (said in a toast). */
AkPracticeDeck *
ak_window_get_practice_deck (AkWindow *self)
{
  g_autoptr(GError) error = NULL;
  GtkApplication *app;
  AkPracticeDeck *deck;

  if (self->teaching != NULL && self->teaching->deck != NULL)
    return self->teaching->deck;

  app = gtk_window_get_application (GTK_WINDOW (self));
  if (!AK_IS_APPLICATION (app))
    return NULL;
  deck = ak_application_get_practice_deck (AK_APPLICATION (app), &error);
  if (deck == NULL)
    ak_window_show_toast (self, error->message);
  return deck;
}

/* ----- the refutation on the board ----- */

static void
stop_refutation (AkWindow *self)
{
  WindowTeaching *teaching = self->teaching;

  if (teaching->refutation_id == 0)
    return;
  g_clear_handle_id (&teaching->refutation_id, g_source_remove);
  ak_board_view_set_highlight_hole (self->board, -1);
  ak_board_view_show_position (self->board, NULL);
}

static gboolean
refutation_step_cb (gpointer data)
{
  AkWindow *self = data;
  WindowTeaching *teaching = self->teaching;
  const AkTeachingWarning *warning = ak_table_get_warning (self->table);
  guint step = teaching->refutation_step++;

  /* One step past the line's end: the game's position again. */
  if (warning == NULL || step >= warning->n_refutation)
    {
      teaching->refutation_id = 0;
      ak_board_view_set_highlight_hole (self->board, -1);
      ak_board_view_show_position (self->board, NULL);
      return G_SOURCE_REMOVE;
    }

  ak_board_view_show_position (self->board, &warning->refutation_positions[step]);
  ak_board_view_set_highlight_hole (self->board, warning->refutation[step] == AK_MOVE_PASS
                                                   ? -1 : warning->refutation[step]);
  return G_SOURCE_CONTINUE;
}

/* ----- following the table ----- */

static void
update_teaching_actions (AkWindow *self)
{
  const AkTeachingWarning *warning;
  gboolean take_back;

  if (self->teaching == NULL)
    return;
  warning = ak_table_get_warning (self->table);
  take_back = ak_table_get_teaching_mode (self->table) == AK_TEACHING_MODE_TAKE_BACK;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.teaching-continue", warning != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.teaching-take-back",
                                 warning != NULL && take_back);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.teaching-show-refutation",
                                 warning != NULL && warning->n_refutation > 0);
  ak_teaching_bar_set_can_take_back (self->teaching->bar, take_back);
}

/* The moment warned of becomes a card, if the person collects them. */
static void
add_card (AkWindow *self)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_practice_card_free);
  AkPracticeCard *card;

  if (!g_settings_get_boolean (self->settings, "practice-collect"))
    return;
  card = ak_table_dup_warning_card (self->table, g_get_real_time () / G_USEC_PER_SEC);
  if (card == NULL)
    return;
  g_ptr_array_add (cards, card);
  ak_window_collect_cards (self, cards);
}

static void
warned_cb (AkWindow   *self,
           GParamSpec *pspec,
           AkTable    *table)
{
  WindowTeaching *teaching = self->teaching;
  g_autofree char *text = NULL;

  if (teaching == NULL)
    return;
  stop_refutation (self);
  update_teaching_actions (self);

  text = ak_table_dup_warning_text (table);
  if (text == NULL)
    {
      ak_teaching_bar_set_revealed (teaching->bar, FALSE);
      ak_window_update_status (self);
      return;
    }

  ak_teaching_bar_set_warning (teaching->bar, _("That Move Is a Mistake"), text);
  ak_teaching_bar_set_revealed (teaching->bar, TRUE);
  /* The side panel may scroll on a narrow window while the bar shows
   * (ak-window-layout.c); the mistakes' bar says when it may not. */
  ak_window_set_bottom_bar_shown (self, TRUE);
  ak_board_view_announce (self->board, text);
  ak_window_update_status (self);
  add_card (self);
}

static void
settings_changed_cb (AkWindow   *self,
                     const char *key,
                     GSettings  *settings)
{
  g_autofree char *mode = NULL;
  double seeds;

  if (self->teaching == NULL)
    return;
  mode = g_settings_get_string (settings, "teaching-mode");
  seeds = g_settings_get_double (settings, "review-mistake");

  ak_table_set_teaching_threshold (self->table, (int) (seeds * AK_SCORE_SEED + 0.5));
  ak_table_set_teaching_mode (self->table, mode_from_string (mode));
  update_teaching_actions (self);
}

/* ----- actions ----- */

static void
teaching_continue_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  stop_refutation (self);
  ak_table_teaching_continue (self->table);
}

static void
teaching_take_back_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  stop_refutation (self);
  ak_board_view_finish_animation (self->board);
  if (ak_table_teaching_take_back (self->table))
    ak_window_focus_board (self);
}

static void
teaching_show_refutation_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  WindowTeaching *teaching = self->teaching;

  if (ak_table_get_warning (self->table) == NULL)
    return;
  stop_refutation (self);
  teaching->refutation_step = 0;
  refutation_step_cb (self);
  teaching->refutation_id = g_timeout_add (REFUTATION_STEP_MS, refutation_step_cb, self);
}

/**
 * ak_window_class_add_teaching_actions:
 * @widget_class: the window's class
 *
 * Continue, Take Back and Show Refutation, which the teaching bar's
 * buttons name.
 */
void
ak_window_class_add_teaching_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.teaching-continue", NULL,
                                   teaching_continue_action);
  gtk_widget_class_install_action (widget_class, "win.teaching-take-back", NULL,
                                   teaching_take_back_action);
  gtk_widget_class_install_action (widget_class, "win.teaching-show-refutation", NULL,
                                   teaching_show_refutation_action);
}

/**
 * ak_window_init_teaching:
 * @self: a window, with its settings and table
 *
 * Adds the teaching bar at the bottom of the window, the game menu's
 * win.teaching-mode, and follows the table's warnings from now on.
 */
void
ak_window_init_teaching (AkWindow *self)
{
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (self));
  g_autoptr(GAction) mode_action = NULL;
  WindowTeaching *teaching = g_new0 (WindowTeaching, 1);

  self->teaching = teaching;
  teaching->bar = AK_TEACHING_BAR (ak_teaching_bar_new ());
  if (ADW_IS_TOOLBAR_VIEW (content))
    adw_toolbar_view_add_bottom_bar (ADW_TOOLBAR_VIEW (content), GTK_WIDGET (teaching->bar));

  /* The menu's radio items set the setting itself. */
  mode_action = g_settings_create_action (self->settings, "teaching-mode");
  g_action_map_add_action (G_ACTION_MAP (self), mode_action);

  g_signal_connect_object (self->table, "notify::warned", G_CALLBACK (warned_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table, "notify::teaching-mode",
                           G_CALLBACK (update_teaching_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::teaching-mode",
                           G_CALLBACK (settings_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::review-mistake",
                           G_CALLBACK (settings_changed_cb), self, G_CONNECT_SWAPPED);
  settings_changed_cb (self, NULL, self->settings);
  ak_window_init_collecting (self);
}

/**
 * ak_window_dispose_teaching:
 * @self: a window
 *
 * Stops showing a refutation and following the table.
 */
void
ak_window_dispose_teaching (AkWindow *self)
{
  WindowTeaching *teaching = self->teaching;

  if (teaching == NULL)
    return;
  ak_window_dispose_collecting (self);
  g_clear_handle_id (&teaching->refutation_id, g_source_remove);
  g_clear_object (&teaching->deck);
  self->teaching = NULL;
  g_free (teaching);
}

/* For tests */

void
_ak_window_set_practice_deck (AkWindow       *self,
                              AkPracticeDeck *deck)
{
  g_return_if_fail (AK_IS_WINDOW (self));
  g_set_object (&self->teaching->deck, deck);
}

AkTeachingBar *
_ak_window_get_teaching_bar (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);
  return self->teaching->bar;
}

gboolean
_ak_window_get_showing_refutation (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), FALSE);
  return self->teaching->refutation_id != 0;
}
