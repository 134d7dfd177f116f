/* ak-window-actions.c — what the header bar, the main menu and the keys
 * do: new games, undo and redo, walking through the moves, the computer,
 * hints, dividing the seeds, the clipboard, setting up a position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every action asks the table (or the game, for what is only a record);
 * none decides a rule of play itself.
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-file.h"
#include "ak-how-to-play.h"

#include "ak-new-game-dialog.h"
#include "ak-position-editor.h"
#include "ak-preferences-dialog.h"
#include "ak-welcome-dialog.h"
#include "ak-window-private.h"

/* The watch speed is the table's own watch-delay, as a radio choice in
 * the menu: its actions are "watch.*", made once for the window's table. */
static void
ensure_watch_actions (AkWindow *self)
{
  g_autoptr(GSimpleActionGroup) group = NULL;
  g_autoptr(GPropertyAction) speed = NULL;

  if (self->watch_actions_table == self->table)
    return;

  group = g_simple_action_group_new ();
  speed = g_property_action_new ("speed", self->table, "watch-delay");
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (speed));
  gtk_widget_insert_action_group (GTK_WIDGET (self), "watch", G_ACTION_GROUP (group));
  self->watch_actions_table = self->table;
}

/**
 * ak_window_update_actions:
 * @self: a window
 *
 * Enables what the table and the game allow now.
 */
void
ak_window_update_actions (AkWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  AkTable *table = self->table;
  gboolean any_computer;

  if (self->game == NULL)
    return;

  any_computer = ak_player_is_computer (ak_table_get_player (table, AK_SOUTH)) ||
                 ak_player_is_computer (ak_table_get_player (table, AK_NORTH));
  ensure_watch_actions (self);

  /* A move still being sown is not in the game yet, but undo finishes
   * it and takes it back: the first move as any other. */
  gtk_widget_action_set_enabled (widget, "win.undo",
                                 ak_table_get_can_undo (table) || ak_table_get_held (table) ||
                                 ak_window_review_can_revert (self));
  gtk_widget_action_set_enabled (widget, "win.redo", ak_table_get_can_redo (table));
  gtk_widget_action_set_enabled (widget, "win.go-first", ak_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (widget, "win.go-previous", ak_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (widget, "win.go-next", ak_game_get_can_redo (self->game));
  gtk_widget_action_set_enabled (widget, "win.go-last", ak_game_get_can_redo (self->game));
  gtk_widget_action_set_enabled (widget, "win.go-live", ak_table_get_browsing (table));
  gtk_widget_action_set_enabled (widget, "win.divide-seeds", ak_table_get_can_divide (table));
  gtk_widget_action_set_enabled (widget, "win.hint",
                                 ak_table_get_stage (table) == AK_TABLE_STAGE_PLAYING &&
                                 !ak_game_get_is_over (self->game) &&
                                 !ak_table_is_computer_turn (table) &&
                                 !ak_table_get_hinting (table));
  gtk_widget_action_set_enabled (widget, "win.move-now", ak_table_get_thinking (table));
  gtk_widget_action_set_enabled (widget, "win.pause-computer", any_computer);
  gtk_widget_action_set_enabled (widget, "win.step-computer", ak_table_get_can_step (table));
  gtk_widget_action_set_enabled (widget, "win.continue",
                                 ak_table_get_stage (table) == AK_TABLE_STAGE_GAME_OVER &&
                                 self->match != NULL);
  gtk_widget_action_set_enabled (widget, "win.start-next-game",
                                 ak_table_get_can_start_next_game (table));
  gtk_widget_action_set_enabled (widget, "win.show-result",
                                 ak_table_get_stage (table) != AK_TABLE_STAGE_PLAYING);
  ak_window_review_update_actions (self);
  ak_window_update_report_action (self);
  ak_window_update_practice_action (self);
}

/* New games */

/**
 * ak_window_focus_board:
 * @self: a window
 *
 * Puts the keyboard on the board, so that the letters play: now, and,
 * if a dialog is on the window (the one whose answer got here), once it
 * has gone, as closing a dialog gives the focus back to where it was
 * before it opened, often the button that opened it.
 */
void
ak_window_focus_board (AkWindow *self)
{
  AdwDialog *dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  if (dialog != NULL)
    g_signal_connect_object (dialog, "closed", G_CALLBACK (gtk_widget_grab_focus), self->board,
                             G_CONNECT_SWAPPED | G_CONNECT_AFTER);
}

static void
focus_board_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  ak_window_focus_board (AK_WINDOW (widget));
}

static void
new_game_response_cb (AkWindow        *self,
                      const char      *response,
                      AkNewGameDialog *dialog)
{
  AkRules rules;

  if (g_strcmp0 (response, "start") != 0)
    return;

  ak_new_game_dialog_get_rules (dialog, &rules);
  ak_window_start (self, &rules,
                   ak_new_game_dialog_get_is_match (dialog),
                   ak_new_game_dialog_get_level (dialog, AK_SOUTH),
                   ak_new_game_dialog_get_level (dialog, AK_NORTH),
                   ak_new_game_dialog_get_name (dialog, AK_SOUTH),
                   ak_new_game_dialog_get_name (dialog, AK_NORTH));

  /* Back to the board, ready for the first move. */
  ak_window_focus_board (self);
}

void
ak_window_show_new_game_dialog (AkWindow *self)
{
  AdwDialog *dialog;
  AkNewGameDialog *choices;
  guint levels[2];

  /* The dialog offers the last game's choices again. */
  dialog = ak_new_game_dialog_new ();
  choices = AK_NEW_GAME_DIALOG (dialog);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    levels[side] = ak_player_get_computer_level (ak_table_get_player (self->table, side));

  ak_new_game_dialog_set_variant (choices, ak_game_get_variant (self->game));
  if (levels[AK_SOUTH] > 0 || levels[AK_NORTH] > 0)
    {
      ak_new_game_dialog_set_level (choices, AK_SOUTH, levels[AK_SOUTH]);
      ak_new_game_dialog_set_level (choices, AK_NORTH, levels[AK_NORTH]);
    }
  /* A player with no name of their own is offered the side's, as the
   * dialog has it. */
  if (ak_game_get_south_name (self->game) != NULL)
    ak_new_game_dialog_set_name (choices, AK_SOUTH, ak_game_get_south_name (self->game));
  if (ak_game_get_north_name (self->game) != NULL)
    ak_new_game_dialog_set_name (choices, AK_NORTH, ak_game_get_north_name (self->game));

  g_signal_connect_object (dialog, "response",
                           G_CALLBACK (new_game_response_cb), self, G_CONNECT_SWAPPED);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ak_window_confirm_then (AK_WINDOW (widget), AK_PENDING_NEW_GAME);
}

static void
preferences_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  adw_dialog_present (ak_preferences_dialog_new (), widget);
}

/* The keyboard shortcuts: an AdwShortcutsDialog where libadwaita has it
 * (1.8 and later), before that GTK's shortcuts window, which GTK 4.18
 * deprecates but which is all there is then.  Both come from the
 * resources. */
static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
#if ADW_CHECK_VERSION (1, 8, 0)
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PATH
                                                                 "/shortcuts-dialog.ui");

  adw_dialog_present (ADW_DIALOG (gtk_builder_get_object (builder, "shortcuts_dialog")), widget);
#else
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PATH
                                                                 "/ak-shortcuts-window.ui");
  GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));

  gtk_window_set_transient_for (window, GTK_WINDOW (widget));
  gtk_window_present (window);
#endif
}

/* Undo, redo and walking through the moves: the move on show is first
 * finished, then the table takes it back or looks elsewhere. */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  ak_board_view_finish_animation (self->board);
  /* A review just applied goes back first, whole. */
  if (ak_window_take_back_review (self))
    return;
  ak_table_undo (self->table);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  ak_board_view_finish_animation (self->board);
  ak_table_redo (self->table);
}

static void
go_action (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  ak_board_view_finish_animation (self->board);

  if (g_str_equal (action_name, "win.go-first"))
    ak_table_go_first (self->table);
  else if (g_str_equal (action_name, "win.go-previous"))
    ak_table_go_previous (self->table);
  else if (g_str_equal (action_name, "win.go-next"))
    ak_table_go_next (self->table);
  else if (g_str_equal (action_name, "win.go-live"))
    ak_table_go_live (self->table);
  else
    ak_table_go_last (self->table);
}

static void
board_move_refused_cb (AkWindow    *self,
                       int          hole,
                       const char  *reason,
                       AkBoardView *board)
{
  g_autofree char *title = NULL;
  char first[8] = { 0 };

  /* The engine words the reason as a fragment; a toast is a sentence. */
  g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (reason)), first);
  title = g_strconcat (first, g_utf8_next_char (reason), NULL);
  ak_window_show_toast (self, title);
}

/* The computer */

static void
move_now_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ak_table_move_now (AK_WINDOW (widget)->table);
}

/* Dividing the seeds (RULES.md §4.5): two people may end a game where
 * it stands, each taking the seeds in the holes they own.  The summary
 * follows from the table's game-over. */

static void
divide_response_cb (AkWindow       *self,
                    const char     *response,
                    AdwAlertDialog *dialog)
{
  if (g_str_equal (response, "divide"))
    ak_table_divide_seeds (self->table);
}

/* The summary of a game that is over, again: it is easily closed. */
static void
show_result_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  ak_window_show_result (AK_WINDOW (widget));
}

static void
divide_seeds_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  g_autofree char *body = NULL;
  AdwAlertDialog *dialog;
  guint totals[2];

  ak_board_view_finish_animation (self->board);
  if (!ak_table_get_can_divide (self->table))
    return;

  ak_position_division (ak_game_get_position (self->game), totals);
  /* Translators: the players' names and the seeds each would end with */
  body = g_strdup_printf (_("The game ends here, and each player takes the seeds in the holes "
                            "they own: %s %u, %s %u."),
                          ak_window_player_name (self, AK_SOUTH), totals[AK_SOUTH],
                          ak_window_player_name (self, AK_NORTH), totals[AK_NORTH]);
  dialog = ADW_ALERT_DIALOG (adw_alert_dialog_new (_("Divide the Seeds?"), body));
  adw_alert_dialog_add_responses (dialog,
                                  "cancel", _("_Cancel"),
                                  "divide", _("_Divide"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (dialog, "divide", ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (dialog, "divide");
  adw_alert_dialog_set_close_response (dialog, "cancel");
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "divide-seeds");
  g_signal_connect_object (dialog, "response",
                           G_CALLBACK (divide_response_cb), self, G_CONNECT_SWAPPED);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

/* Study tools */

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  ak_board_view_finish_animation (self->board);
  if (ak_table_get_hinting (self->table) || ak_table_is_computer_turn (self->table))
    return;

  ak_table_request_hint (self->table);
  if (ak_table_get_hinting (self->table))
    ak_window_show_toast (self, _("Looking for the best move…"));
}

static void
copy_position_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  g_autofree char *text = ak_position_to_string (ak_game_get_position (self->game));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  ak_window_show_toast (self, _("Position copied"));
}

static void
copy_game_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  g_autoptr(GPtrArray) records = NULL;
  g_autofree char *text = NULL;

  ak_table_flush (self->table);
  if (self->match != NULL)
    records = ak_match_dup_records (self->match);
  else
    {
      records = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
      g_ptr_array_add (records, ak_game_dup_record (self->game));
    }
  text = ak_notation_write (records);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  ak_window_show_toast (self, self->match != NULL ? _("Match copied") : _("Game copied"));
}

static void
paste_shown_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  AkWindow *self = AK_WINDOW (source);
  g_autoptr(GError) error = NULL;

  if (!ak_window_show_records_finish (self, result, &error))
    {
      g_autofree char *message = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      if (error->domain == AK_LEDGER_ERROR)
        {
          ak_window_show_error (self, _("Could not paste the match"), error);
          return;
        }
      /* Translators: %s says what is wrong with the text, with its line and column */
      message = g_strdup_printf (_("The clipboard holds neither a position nor an AKN game: %s"),
                                 error->message);
      g_clear_error (&error);
      g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, message);
      ak_window_show_error (self, _("Could not paste"), error);
      return;
    }
  ak_window_show_toast (self, self->match != NULL ? _("Match pasted") : _("Game pasted"));
}

static void
paste_text_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(AkWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkGame) game = NULL;
  g_autofree char *text = NULL;
  AkPosition pos;

  text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  if (text == NULL || *g_strstrip (text) == '\0')
    {
      ak_window_show_toast (self, _("The clipboard holds no text"));
      return;
    }

  /* A position string: a game from there, with the current rules and
   * players; the Players menu changes them. */
  if (ak_position_parse (&pos, text, NULL))
    {
      game = ak_game_new_from_position_string (ak_game_get_rules (self->game), text, &error);
      if (game == NULL)
        {
          ak_window_show_error (self, _("Could not paste the position"), error);
          return;
        }
      ak_window_set_game_with_players (self, game);
      ak_window_show_toast (self, _("Position pasted"));
      return;
    }

  /* Text with a position's rows and nothing of a game's is a position
   * string that is wrong: its own reason (a count that does not add up,
   * say) says more than the game reader's. */
  if (text[0] != '[' && strstr (text, "1.") == NULL && strchr (text, '/') != NULL &&
      !ak_position_parse (&pos, text, &error))
    {
      ak_window_show_error (self, _("Could not paste the position"), error);
      return;
    }

  /* Games: read and replayed in a worker thread, as a file's are. */
  ak_window_show_text_async (self, g_steal_pointer (&text), paste_shown_cb, NULL);
}

void
ak_window_paste (AkWindow *self)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL,
                                 paste_text_cb, g_object_ref (self));
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ak_window_confirm_then (AK_WINDOW (widget), AK_PENDING_PASTE);
}

/* A position from the editor: a study is for one person to look at
 * both sides; a game keeps the window's players. */
static void
position_chosen_cb (AkWindow         *self,
                    const char       *position,
                    gboolean          study,
                    AkPositionEditor *editor)
{
  g_autoptr(AkGame) game = NULL;
  g_autoptr(GError) error = NULL;

  game = ak_game_new_from_position_string (ak_position_editor_get_rules (editor), position,
                                           &error);
  if (game == NULL)
    {
      ak_window_show_error (self, _("Could not set up the position"), error);
      return;
    }

  /* The game in progress is given up only now, if the player says so. */
  g_set_object (&self->pending_game, game);
  self->pending_keeps_players = !study;
  ak_window_confirm_then (self, AK_PENDING_POSITION);
}

/* Shows the position set up, once nothing is lost by it. */
void
ak_window_show_pending_game (AkWindow *self)
{
  g_autoptr(AkGame) game = g_steal_pointer (&self->pending_game);

  if (game == NULL)
    return;
  if (self->pending_keeps_players)
    ak_window_set_game_with_players (self, game);
  else
    ak_window_set_game (self, game);
  ak_window_focus_board (self);
}

static void
set_up_position_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  AdwDialog *editor;

  ak_table_flush (self->table);
  editor = ak_position_editor_new (ak_game_get_rules (self->game),
                                   ak_game_get_position (self->game));
  g_signal_connect_object (editor, "position-chosen",
                           G_CALLBACK (position_chosen_cb), self, G_CONNECT_SWAPPED);
  adw_dialog_present (editor, GTK_WIDGET (self));
}

static void
show_side_page (AkWindow   *self,
                const char *name)
{
  if (adw_view_stack_get_child_by_name (self->side_stack, name) == NULL)
    return;
  adw_view_stack_set_visible_child_name (self->side_stack, name);
  ak_window_set_side_panel_shown (self, TRUE);
}

static void
toggle_side_panel_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  ak_window_set_side_panel_shown (self, !self->side_panel_shown);
}

/* The paused computer plays its next move, and waits again. */
static void
step_computer_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  ak_table_step (self->table);
}

/* The computer takes both sides, each at its own level if it had one,
 * else at the other's, and plays on, unpaused. */
static void
watch_computer_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  guint levels[2];

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    levels[side] = ak_player_get_computer_level (ak_table_get_player (self->table, side));
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    if (levels[side] == 0)
      levels[side] = levels[1 - side] > 0 ? levels[1 - side] : AK_PLAYER_DEFAULT_LEVEL;
  ak_window_set_player_level (self, AK_SOUTH, levels[AK_SOUTH]);
  ak_window_set_player_level (self, AK_NORTH, levels[AK_NORTH]);
  ak_table_set_paused (self->table, FALSE);
}

/* North's row to the bottom, or back; the players' cards change places
 * with their rows. */
static void
flip_board_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);
  gboolean flipped = !ak_board_view_get_flipped (self->board);
  GtkWidget *north = gtk_widget_get_parent (GTK_WIDGET (self->north_card));
  GtkWidget *south = gtk_widget_get_parent (GTK_WIDGET (self->south_card));
  GtkWidget *box = gtk_widget_get_parent (GTK_WIDGET (self->board));

  ak_board_view_set_flipped (self->board, flipped);
  if (GTK_IS_BOX (box) && gtk_widget_get_parent (north) == box &&
      gtk_widget_get_parent (south) == box)
    {
      gtk_box_reorder_child_after (GTK_BOX (box), flipped ? south : north, NULL);
      gtk_box_reorder_child_after (GTK_BOX (box), flipped ? north : south,
                                   GTK_WIDGET (self->board));
    }
}

static void
show_rules_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  AkWindow *self = AK_WINDOW (widget);

  show_side_page (self, "rules");
  ak_rules_page_scroll_to_top (self->rules_page);
}

/* The welcome's choices */

/**
 * ak_window_play_welcome_choice:
 * @self: a window
 * @choice: %AK_PENDING_PLAY_COMPUTER or %AK_PENDING_TWO_PLAYERS
 *
 * Starts a game of Adji Kui II under the standard rules: the person
 * (South) against the computer at the default level, or two people.
 */
void
ak_window_play_welcome_choice (AkWindow        *self,
                               AkPendingAction  choice)
{
  guint level = 0;

  if (choice == AK_PENDING_PLAY_COMPUTER)
    level = g_settings_get_int (self->settings, "default-computer-level");
  ak_window_start_game (self, AK_VARIANT_ADJI_KUI_2, 0, level, NULL, NULL);
  ak_window_focus_board (self);
}

static void
play_computer_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  ak_window_confirm_then (AK_WINDOW (widget), AK_PENDING_PLAY_COMPUTER);
}

static void
play_two_players_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  ak_window_confirm_then (AK_WINDOW (widget), AK_PENDING_TWO_PLAYERS);
}

/**
 * ak_window_show_welcome:
 * @self: a window
 *
 * Shows the welcome: the ways to start, and the person's record.
 */
void
ak_window_show_welcome (AkWindow *self)
{
  g_return_if_fail (AK_IS_WINDOW (self));

  adw_dialog_present (ak_welcome_dialog_new (self->record,
                                             g_settings_get_int (self->settings,
                                                                 "default-computer-level")),
                      GTK_WIDGET (self));
}

static void
how_to_play_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  adw_dialog_present (ak_how_to_play_new (), widget);
}

static void
welcome_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  ak_window_show_welcome (AK_WINDOW (widget));
}

/* A move chosen in the analysis is played, as a click on its hole
 * would be. */
static void
analysis_move_activated_cb (AkWindow       *self,
                            int             move,
                            AkAnalysisPage *page)
{
  g_autoptr(GError) error = NULL;

  ak_board_view_finish_animation (self->board);
  if (!ak_table_play (self->table, move, &error))
    board_move_refused_cb (self, move, error->message, self->board);
}

/* The hole of the analysis's row looked at is marked on the board. */
static void
analysis_move_highlighted_cb (AkWindow       *self,
                              int             hole,
                              AkAnalysisPage *page)
{
  ak_board_view_set_highlight_hole (self->board, hole);
}

/* A line of the analysis, previewed on the board; NULL: the game again. */
static void
analysis_preview_cb (AkWindow       *self,
                     gpointer        position,
                     AkAnalysisPage *page)
{
  ak_board_view_show_position (self->board, position);
}

/* The values of the analysis's moves, on the board as badges. */
static void
analysis_move_values_cb (AkWindow       *self,
                         AkAnalysisPage *page)
{
  const char *values[AK_N_HOLES];
  const char *explanations[AK_N_HOLES];
  const AkPosition *position;
  int best;

  position = ak_analysis_page_get_move_values (page, values, &best);
  ak_analysis_page_get_move_explanations (page, explanations);
  ak_board_view_set_move_explanations (self->board, position != NULL ? explanations : NULL);
  ak_board_view_set_move_values (self->board, position, position != NULL ? values : NULL, best);
}

/* An earlier game of the match, to look at: a copy, on a board that
 * plays no move, so the match itself cannot change. */
/* Who played a past game of a match and how it ended, read only:
 * “Ana – Kofi · 26–22 · Read only”. */
static char *
describe_past_game (AkGame *game)
{
  const char *south = ak_game_get_south_name (game);
  const char *north = ak_game_get_north_name (game);
  g_autofree char *result = NULL;

  if (south == NULL || *south == '\0')
    south = ak_side_name (AK_SOUTH);
  if (north == NULL || *north == '\0')
    north = ak_side_name (AK_NORTH);
  if (ak_game_get_is_over (game))
    {
      guint totals[2];

      ak_position_division (ak_game_get_position (game), totals);
      /* Translators: the seeds South and North ended a game with */
      result = g_strdup_printf (_("%u–%u"), totals[AK_SOUTH], totals[AK_NORTH]);
    }
  else
    result = g_strdup (_("unfinished"));
  /* Translators: under the title of a past game of a match: South's
   * player, North's, the result, e.g. "Ana – Kofi · 26–22 · Read only" */
  return g_strdup_printf (_("%1$s – %2$s · %3$s · Read only"), south, north, result);
}

static void
match_game_activated_cb (AkWindow    *self,
                         guint        index,
                         AkMatchPage *page)
{
  g_autoptr(AkGameRecord) record = NULL;
  g_autoptr(AkGame) copy = NULL;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  AkGame *game;
  GtkWidget *window;
  GtkWidget *box;
  GtkWidget *pane;
  GtkWidget *board;
  GtkWidget *moves;
  GtkWidget *header;

  if (self->match == NULL || index >= ak_match_get_n_games (self->match))
    return;

  game = ak_match_get_game (self->match, index);
  /* The game on the board: the board beside or above the page shows it. */
  if (game == self->game)
    return;

  record = ak_game_dup_record (game);
  copy = ak_game_new_from_record (record);
  ak_game_go_last (copy);

  /* Translators: the title of the window showing one game of a match */
  title = g_strdup_printf (_("Game %u of the Match"), index + 1);
  subtitle = describe_past_game (copy);
  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self));
  /* Esc closes it, as it closes any window that only shows something. */
  {
    GtkEventController *keys = gtk_shortcut_controller_new ();

    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape,
                                                                                    0),
                                                            gtk_named_action_new ("window.close")));
    gtk_widget_add_controller (window, keys);
  }
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 520);
  gtk_widget_add_css_class (window, "match-game-view");

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (title, subtitle));
  gtk_box_append (GTK_BOX (box), header);

  pane = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_vexpand (pane, TRUE);
  board = ak_board_view_new ();
  gtk_widget_set_hexpand (board, TRUE);
  gtk_widget_set_margin_start (board, 18);
  gtk_widget_set_margin_end (board, 18);
  gtk_widget_set_margin_top (board, 18);
  gtk_widget_set_margin_bottom (board, 18);
  ak_board_view_set_animation_speed (AK_BOARD_VIEW (board), AK_ANIMATION_SPEED_INSTANT);
  ak_board_view_set_read_only (AK_BOARD_VIEW (board), TRUE);
  ak_board_view_set_game (AK_BOARD_VIEW (board), copy);
  gtk_box_append (GTK_BOX (pane), board);
  gtk_box_append (GTK_BOX (pane), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  moves = ak_moves_panel_new ();
  gtk_widget_set_size_request (moves, 280, -1);
  ak_moves_panel_set_game (AK_MOVES_PANEL (moves), copy);
  gtk_box_append (GTK_BOX (pane), moves);
  gtk_box_append (GTK_BOX (box), pane);

  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
}

/**
 * ak_window_class_add_actions:
 * @widget_class: the window's class
 *
 * Installs the actions of this file, their keys and the template
 * callbacks they need.
 */
void
ak_window_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, analysis_move_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, analysis_move_highlighted_cb);
  gtk_widget_class_bind_template_callback (widget_class, analysis_preview_cb);
  gtk_widget_class_bind_template_callback (widget_class, analysis_move_values_cb);
  gtk_widget_class_bind_template_callback (widget_class, match_game_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_move_refused_cb);

  gtk_widget_class_install_action (widget_class, "win.focus-board", NULL, focus_board_action);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.preferences", NULL, preferences_action);
  gtk_widget_class_install_action (widget_class, "win.show-shortcuts", NULL,
                                   show_shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.go-first", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.go-previous", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.go-next", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.go-last", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.go-live", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.move-now", NULL, move_now_action);
  gtk_widget_class_install_action (widget_class, "win.divide-seeds", NULL, divide_seeds_action);
  gtk_widget_class_install_action (widget_class, "win.show-result", NULL, show_result_action);
  gtk_widget_class_install_action (widget_class, "win.copy-position", NULL, copy_position_action);
  gtk_widget_class_install_action (widget_class, "win.copy-game", NULL, copy_game_action);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "win.show-rules", NULL, show_rules_action);
  gtk_widget_class_install_action (widget_class, "win.flip-board", NULL, flip_board_action);
  gtk_widget_class_install_action (widget_class, "win.step-computer", NULL, step_computer_action);
  gtk_widget_class_install_action (widget_class, "win.watch-computer", NULL,
                                   watch_computer_action);
  gtk_widget_class_install_action (widget_class, "win.welcome", NULL, welcome_action);
  gtk_widget_class_install_action (widget_class, "win.how-to-play", NULL, how_to_play_action);
  gtk_widget_class_install_action (widget_class, "win.play-computer", NULL,
                                   play_computer_action);
  gtk_widget_class_install_action (widget_class, "win.play-two-players", NULL,
                                   play_two_players_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-side-panel", NULL,
                                   toggle_side_panel_action);
  gtk_widget_class_install_property_action (widget_class, "win.show-side-panel",
                                            "side-panel-shown");
  gtk_widget_class_install_action (widget_class, "win.set-up-position", NULL,
                                   set_up_position_action);
  /* Who plays each side, and whether the computer waits: the window's
   * properties, which follow the table's players. */
  gtk_widget_class_install_property_action (widget_class, "win.south-player", "south-level");
  gtk_widget_class_install_property_action (widget_class, "win.north-player", "north-level");
  gtk_widget_class_install_property_action (widget_class, "win.pause-computer",
                                            "computer-paused");

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_comma, GDK_CONTROL_MASK,
                                       "win.preferences", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK,
                                       "win.show-shortcuts", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK,
                                       "win.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, GDK_CONTROL_MASK,
                                       "win.move-now", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK,
                                       "win.copy-position", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.copy-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_C,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.copy-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK,
                                       "win.paste", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.show-rules", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.toggle-side-panel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "win.set-up-position", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK,
                                       "win.flip-board", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, GDK_ALT_MASK,
                                       "win.go-first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK,
                                       "win.go-previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK,
                                       "win.go-next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, GDK_ALT_MASK,
                                       "win.go-last", NULL);
  ak_window_class_add_keys (widget_class);
  ak_window_class_add_review_actions (widget_class);
  ak_window_class_add_report_actions (widget_class);
}
