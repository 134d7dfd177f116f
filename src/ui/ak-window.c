/* ak-window.c — the main window: the board, the players, the moves, and
 * what the table decides, shown as it happens
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window plays nothing itself: its AkTable knows who plays, when the
 * computer thinks, and what follows the end of a game.  The board holds
 * the table while it sows a move, so that the status line, the cards,
 * the moves list, the toasts and the game's summary all change when the
 * last seed has fallen.  This file holds the window itself, its
 * properties, the status line and its public API; ak-window-private.h
 * says which file does the rest.
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include <glib/gi18n.h>
#ifdef __GLIBC__
# include <malloc.h>
#endif
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ak-new-game-dialog.h"
#include "ak-preferences-dialog.h"
#include "ak-window-private.h"

G_DEFINE_FINAL_TYPE (AkWindow, ak_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_GAME,
  PROP_MATCH,
  PROP_TABLE,
  PROP_SOUTH_LEVEL,
  PROP_NORTH_LEVEL,
  PROP_COMPUTER_PAUSED,
  PROP_SIDE_PANEL_SHOWN,
  PROP_FILE,
  PROP_MODIFIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * ak_window_player_name:
 * @self: a window
 * @side: a side
 *
 * Returns: the name of @side's player, or the side's own name
 */
const char *
ak_window_player_name (AkWindow *self,
                       AkSide    side)
{
  return ak_table_get_display_name (self->table, side);
}

/**
 * ak_window_update_status:
 * @self: a window
 *
 * Brings the line under the board, the cards and the actions up to date
 * with the game and the table.
 */
void
ak_window_update_status (AkWindow *self)
{
  const AkPosition *pos;
  g_autofree char *text = NULL;
  g_autofree char *what = NULL;
  const char *south;
  const char *north;
  const char *mover;
  guint counts[2];
  AkSide side;
  gboolean thinking;
  gboolean computer;

  if (self->game == NULL)
    return;

  pos = ak_game_get_position (self->game);
  side = ak_game_get_side_to_move (self->game);
  thinking = ak_table_get_thinking (self->table);
  computer = ak_player_is_computer (ak_table_get_player (self->table, AK_SOUTH)) ||
             ak_player_is_computer (ak_table_get_player (self->table, AK_NORTH));

  for (AkSide s = AK_SOUTH; s <= AK_NORTH; s++)
    {
      AkPlayerCard *card = s == AK_SOUTH ? self->south_card : self->north_card;
      AkPlayer *player = ak_table_get_player (self->table, s);

      ak_player_card_set_level (card, ak_player_get_computer_level (player));
      ak_player_card_set_thinking (card, thinking && side == s);
    }

  /* What is happening, by the players' names as the cards and the
   * ledger give them, then what each has: "Ana to move · Ana 4 · Kofi 8". */
  south = ak_table_get_display_name (self->table, AK_SOUTH);
  north = ak_table_get_display_name (self->table, AK_NORTH);
  mover = side == AK_SOUTH ? south : north;
  if (ak_game_get_is_over (self->game))
    {
      ak_position_division (pos, counts);
      /* Translators: the line under the board at the end of a game,
       * before the seeds each player ends with */
      what = g_strdup (_("Game over"));
    }
  else
    {
      counts[AK_SOUTH] = pos->stores[AK_SOUTH];
      counts[AK_NORTH] = pos->stores[AK_NORTH];
      if (ak_table_get_held (self->table))
        /* Translators: the line under the board while a move's seeds are
         * being sown; %s is the player's name */
        what = g_strdup_printf (_("%s sows…"), mover);
      else if (ak_table_get_browsing (self->table) && computer)
        /* Translators: the line under the board while the player looks at
         * an earlier position of a game against the computer */
        what = g_strdup (_("Looking back · the computer waits until you return to the game"));
      else if (ak_table_get_browsing (self->table))
        /* Translators: the line under the board while the player looks at
         * an earlier position of a game, or a variation's; %s is the name
         * of the player to move in it */
        what = g_strdup_printf (_("Looking back · %s to move here"), mover);
      else if (ak_table_get_checking (self->table))
        /* Translators: the line under the board in teaching mode, while
         * the engine looks at the person's move before the computer
         * answers it */
        what = g_strdup (_("Looking at your move…"));
      else if (ak_table_get_warning (self->table) != NULL)
        /* Translators: the line under the board in teaching mode, while
         * a mistake is shown; %s is the computer's name */
        what = g_strdup_printf (_("%s waits until you continue"), mover);
      else if (thinking)
        /* Translators: the line under the board while the computer plays;
         * %s is its name */
        what = g_strdup_printf (_("%s is thinking…"), mover);
      else
        /* Translators: the line under the board; %s is the player's name */
        what = g_strdup_printf (_("%s to move"), mover);
    }
  text = g_strdup_printf ("%s · %s %u · %s %u", what, south, counts[AK_SOUTH], north,
                          counts[AK_NORTH]);

  gtk_label_set_label (self->status_label, text);
  _ak_window_update_history_note (self);
  ak_window_update_actions (self);
}

/**
 * ak_window_set_game:
 * @self: a window
 * @game: the game to show and play, with the players its tags name
 *
 * Shows a single game, which belongs to no file.
 */
void
ak_window_set_game (AkWindow *self,
                    AkGame   *game)
{
  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (AK_IS_GAME (game));

  /* A game set from outside belongs to no file; opening one sets it
   * again right after. */
  g_clear_object (&self->file);
  ak_table_set_game (self->table, game);
  ak_window_follow_table_game (self);
  self->saved_serial = ak_game_get_serial (game);
  ak_window_update_title (self);
}

/**
 * ak_window_set_game_with_players:
 * @self: a window
 * @game: a game
 *
 * Shows @game with the players of the game shown before: the same
 * opponent goes on in a position set up or pasted.
 */
void
ak_window_set_game_with_players (AkWindow *self,
                                 AkGame   *game)
{
  gboolean paused = ak_table_get_paused (self->table);
  guint levels[2];
  char *names[2];

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      AkPlayer *player = ak_table_get_player (self->table, side);

      levels[side] = ak_player_get_computer_level (player);
      names[side] = g_strdup (ak_player_get_name (player));
    }

  /* The players are set while paused, so that a computer to move thinks
   * once, with all of them in place. */
  ak_table_set_paused (self->table, TRUE);
  ak_window_set_game (self, game);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      AkPlayer *player = ak_table_get_player (self->table, side);

      ak_player_set_computer_level (player, levels[side]);
      ak_player_set_name (player, names[side]);
      g_free (names[side]);
    }
  self->saved_serial = ak_game_get_serial (game);
  ak_table_set_paused (self->table, paused);
}

/**
 * ak_window_set_match:
 * @self: a window
 * @match: the match to show and play, with the players its current
 *   game's tags name
 *
 * Shows @match's current game; the window follows the match from game
 * to game.  The match belongs to no file.
 */
void
ak_window_set_match (AkWindow *self,
                     AkMatch  *match)
{
  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (AK_IS_MATCH (match));

  g_clear_object (&self->file);
  ak_table_set_match (self->table, match);
  ak_window_follow_table_game (self);
  self->match_changes = 0;
  self->saved_match_changes = 0;
  ak_window_update_title (self);
}

/**
 * ak_window_get_match:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the match being played, if any
 */
AkMatch *
ak_window_get_match (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->match;
}

/**
 * ak_window_get_table:
 * @self: a window
 *
 * Returns: (transfer none): the table: who plays, and the game's flow
 */
AkTable *
ak_window_get_table (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->table;
}

/* For tests: the line under the board, and the name Save As offers. */
GtkLabel *
_ak_window_get_status_label (AkWindow *self)
{
  return self->status_label;
}

GtkLabel *
_ak_window_get_history_label (AkWindow *self)
{
  return self->history_label;
}

char *
_ak_window_dup_suggested_name (AkWindow *self)
{
  return ak_window_dup_suggested_name (self);
}

/* For tests: the header's subtitle. */
const char *
_ak_window_get_subtitle (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);
  return adw_window_title_get_subtitle (self->window_title);
}

/* How long ago the process started, in milliseconds, from the kernel's
 * record of it (in clock ticks since boot); -1 if that cannot be read. */
static double
process_age_ms (void)
{
  g_autofree char *stat = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after_name;
  struct timespec now;
  guint64 start_ticks;
  long ticks_per_second = sysconf (_SC_CLK_TCK);

  if (!g_file_get_contents ("/proc/self/stat", &stat, NULL, NULL) || ticks_per_second <= 0 ||
      clock_gettime (CLOCK_BOOTTIME, &now) != 0)
    return -1;

  /* The name in brackets may hold spaces; the fields after it do not.
   * The start time is field 22 of the line, the 20th after the name. */
  after_name = strrchr (stat, ')');
  if (after_name == NULL)
    return -1;
  fields = g_strsplit (after_name + 2, " ", 0);
  if (g_strv_length (fields) < 20)
    return -1;
  start_ticks = g_ascii_strtoull (fields[19], NULL, 10);

  return (now.tv_sec + now.tv_nsec / 1e9 - (double) start_ticks / ticks_per_second) * 1000;
}

/* With AK_DEBUG_STARTUP set, the time from the process's start to the
 * window's first painted frame is written to standard error, for the
 * startup benchmark (tests/bench/startup.sh). */
static void
first_frame_cb (GdkFrameClock *clock,
                AkWindow      *self)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_cb, self);
  g_printerr ("adji-kui: first frame %.0f ms after the process started\n", process_age_ms ());
}

static void
ak_window_map (GtkWidget *widget)
{
  AkWindow *self = AK_WINDOW (widget);
  static gboolean first_map = TRUE;

  GTK_WIDGET_CLASS (ak_window_parent_class)->map (widget);

  if (first_map && g_getenv ("AK_DEBUG_STARTUP") != NULL)
    {
      GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

      if (clock != NULL)
        g_signal_connect_object (clock, "after-paint", G_CALLBACK (first_frame_cb), self, 0);
    }
  first_map = FALSE;

  if (gtk_window_get_focus (GTK_WINDOW (self)) == NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
ak_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  AkWindow *self = AK_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_TABLE:
      g_value_set_object (value, self->table);
      break;
    /* The actions ask before the table is made, while the template is. */
    case PROP_SOUTH_LEVEL:
      g_value_set_uint (value, self->table != NULL ? ak_window_get_player_level (self, AK_SOUTH)
                                                   : 0);
      break;
    case PROP_NORTH_LEVEL:
      g_value_set_uint (value, self->table != NULL ? ak_window_get_player_level (self, AK_NORTH)
                                                   : 0);
      break;
    case PROP_COMPUTER_PAUSED:
      g_value_set_boolean (value, self->table != NULL && ak_table_get_paused (self->table));
      break;
    case PROP_SIDE_PANEL_SHOWN:
      g_value_set_boolean (value, self->side_panel_shown);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->file != NULL && ak_window_is_modified (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  AkWindow *self = AK_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SOUTH_LEVEL:
      ak_window_set_player_level (self, AK_SOUTH, g_value_get_uint (value));
      break;
    case PROP_NORTH_LEVEL:
      ak_window_set_player_level (self, AK_NORTH, g_value_get_uint (value));
      break;
    case PROP_COMPUTER_PAUSED:
      ak_table_set_paused (self->table, g_value_get_boolean (value));
      break;
    case PROP_SIDE_PANEL_SHOWN:
      ak_window_set_side_panel_shown (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_window_dispose (GObject *object)
{
  AkWindow *self = AK_WINDOW (object);

  ak_window_stop_following (self);
  ak_window_dispose_mistakes (self);
  ak_window_dispose_teaching (self);
  g_clear_weak_pointer (&self->game_over_dialog);
  ak_window_dispose_layout (self);

  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_WINDOW);

  g_clear_object (&self->settings);
  g_clear_object (&self->game);
  g_clear_object (&self->match);
  g_clear_object (&self->table);
  g_clear_object (&self->toast);
  g_clear_object (&self->file);
  g_clear_object (&self->shown_file);
  g_clear_object (&self->pending_game);
  g_clear_object (&self->record);
  g_clear_pointer (&self->announced_repetition, g_free);
  g_clear_pointer (&self->export_caption, g_free);

  G_OBJECT_CLASS (ak_window_parent_class)->dispose (object);
}

/* A game of a million plies is a few million small blocks, and so is its
 * list of moves, its autosave copy and whatever is freed when it closes.
 * glibc keeps freed small blocks in "fast bins" and, at the next large
 * request, walks them all at once to merge them: on the main thread that
 * held the window up 145-180 ms, in four openings of such a game out of
 * ten (45 ms otherwise).  Without fast bins, freed blocks are merged as
 * they come; the per-thread caches still make small blocks fast. */
static void
tune_allocator (void)
{
#if defined (__GLIBC__) && defined (M_MXFAST)
  mallopt (M_MXFAST, 0);
#endif
}

static void
ak_window_class_init (AkWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  tune_allocator ();

  object_class->dispose = ak_window_dispose;
  object_class->get_property = ak_window_get_property;
  object_class->set_property = ak_window_set_property;

  window_class->close_request = ak_window_close_request;

  /**
   * AkWindow:game:
   *
   * The game being played.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         AK_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * AkWindow:match:
   *
   * The match the game belongs to, or %NULL for a single game.
   */
  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL,
                         AK_TYPE_MATCH,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * AkWindow:table:
   *
   * The table the game is played at.
   */
  properties[PROP_TABLE] =
    g_param_spec_object ("table", NULL, NULL,
                         AK_TYPE_TABLE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /**
   * AkWindow:south-level:
   *
   * Who plays South: 0 for a person, else the computer's level.  For the
   * Players menu.
   */
  properties[PROP_SOUTH_LEVEL] =
    g_param_spec_uint ("south-level", NULL, NULL, 0, AK_LEVEL_MAX, 0, flags);
  properties[PROP_NORTH_LEVEL] =
    g_param_spec_uint ("north-level", NULL, NULL, 0, AK_LEVEL_MAX, 0, flags);

  /**
   * AkWindow:computer-paused:
   *
   * Whether the computer waits instead of playing its moves.
   */
  properties[PROP_COMPUTER_PAUSED] =
    g_param_spec_boolean ("computer-paused", NULL, NULL, FALSE, flags);

  /**
   * AkWindow:side-panel-shown:
   *
   * Whether the side panel (moves, analysis, match, rules) is shown:
   * beside the board in a wide window, below it in a narrow one.
   */
  properties[PROP_SIDE_PANEL_SHOWN] =
    g_param_spec_boolean ("side-panel-shown", NULL, NULL, TRUE, flags);

  /**
   * AkWindow:file:
   *
   * The file the game or match belongs to, or %NULL if it was never saved.
   */
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * AkWindow:modified:
   *
   * Whether the game or match has changes that its file lacks.
   */
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  widget_class->map = ak_window_map;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ak-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AkWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, board);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, history_label);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, south_card);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, north_card);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, moves_panel);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, match_page);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, analysis_page);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, eval_graph);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, graph_revealer);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, rules_page);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, layout_view);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, split_view);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, bottom_revealer);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, side_scroller);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, side_stack);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, purchase_revealer);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, purchase_label);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, purchase_button);

  ak_window_class_add_rebuild_actions (widget_class);
  ak_window_class_add_actions (widget_class);
  ak_window_class_add_file_actions (widget_class);
  ak_window_class_add_export_actions (widget_class);
  ak_window_class_add_mistake_actions (widget_class);
  ak_window_class_add_practice_actions (widget_class);
  ak_window_class_add_teaching_actions (widget_class);

  g_type_ensure (AK_TYPE_BOARD_VIEW);
  g_type_ensure (AK_TYPE_NEW_GAME_DIALOG);
  g_type_ensure (AK_TYPE_PLAYER_CARD);
  g_type_ensure (AK_TYPE_MOVES_PANEL);
  g_type_ensure (AK_TYPE_MATCH_PAGE);
  g_type_ensure (AK_TYPE_ANALYSIS_PAGE);
  g_type_ensure (AK_TYPE_EVAL_GRAPH);
  g_type_ensure (AK_TYPE_RULES_PAGE);
}

static void
ak_window_init (AkWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ak_window_init_layout (self);
  /* The graph shows when the game has values to draw: once reviewed. */
  g_object_bind_property (self->eval_graph, "has-values",
                          self->graph_revealer, "reveal-child",
                          G_BINDING_SYNC_CREATE);

  self->table = ak_table_new ();
  ak_window_follow_table (self);
  ak_board_view_set_table (self->board, self->table);
  ak_moves_panel_set_table (self->moves_panel, self->table);
  ak_player_card_set_side (self->south_card, AK_SOUTH);
  ak_player_card_set_side (self->north_card, AK_NORTH);

  /* The window comes back at the size and state it was left in. GTK keeps
   * default-width and default-height at the unmaximized size, so a
   * maximized window still remembers where to return to.
   */
  self->settings = g_settings_new (AK_WINDOW_SETTINGS_SCHEMA_ID);
  g_settings_bind (self->settings, "window-width",
                   self, "default-width",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height",
                   self, "default-height",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized",
                   self, "maximized",
                   G_SETTINGS_BIND_DEFAULT);

  /* The board follows the preferences while it is shown. */
  g_settings_bind_with_mapping (self->settings, "animation-speed",
                                self->board, "animation-speed",
                                G_SETTINGS_BIND_GET,
                                ak_settings_get_animation_speed, NULL,
                                NULL, NULL);
  g_settings_bind (self->settings, "show-hole-letters",
                   self->board, "show-letters",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "board-theme",
                   self->board, "board-theme",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "faster-computer-moves",
                   self->board, "hurry-computer",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-move-preview",
                   self->board, "show-preview",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "analysis-fixed-view",
                   self->analysis_page, "fixed-view",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-analysis-values",
                   self->analysis_page, "show-board-values",
                   G_SETTINGS_BIND_DEFAULT);

  /* The engine's threads: the Analysis page's search, and the computer's
   * strongest level and hints at the table. */
  g_settings_bind (self->settings, "search-threads",
                   ak_analysis_page_get_analyzer (self->analysis_page), "n-threads",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "search-threads",
                   self->table, "search-threads",
                   G_SETTINGS_BIND_GET);

  /* Two people at this screen until the player asks for a new game. */
  ak_window_start_game (self, AK_VARIANT_ADJI_KUI_2, 0, 0, NULL, NULL);
  ak_window_init_mistakes (self);
  ak_window_init_teaching (self);
}

/**
 * ak_window_new:
 * @application: (nullable): the application the window belongs to
 *
 * Creates the main window.
 *
 * Returns: (transfer none): a new #AkWindow, owned by GTK's list of
 *   toplevels until it is destroyed
 */
AkWindow *
ak_window_new (AkApplication *application)
{
  AkWindow *self;

  g_return_val_if_fail (application == NULL || AK_IS_APPLICATION (application), NULL);

  self = g_object_new (AK_TYPE_WINDOW,
                       "application", application,
                       NULL);
  if (application != NULL)
    ak_window_set_record (self, ak_application_get_record (application));
  return self;
}

/**
 * ak_window_get_game:
 * @self: a window
 *
 * Returns: (transfer none): the game being played
 */
AkGame *
ak_window_get_game (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->game;
}

/**
 * ak_window_get_board_view:
 * @self: a window
 *
 * Returns: (transfer none): the board
 */
AkBoardView *
ak_window_get_board_view (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->board;
}

/* A player's name as the game keeps it: none for a player called by the
 * side's name, in English or in the language of the day, so that a file
 * names no "South" in a language that says "Sur"; the side's name is
 * shown for it in the reader's language. */
static const char *
own_name (AkSide      side,
          const char *name)
{
  if (name == NULL || *name == '\0' || g_str_equal (name, ak_side_name (side)) ||
      g_str_equal (name, side == AK_SOUTH ? "South" : "North"))
    return NULL;
  return name;
}

/**
 * ak_window_start:
 * @self: a window
 * @rules: the rule options
 * @match: %TRUE for a match, %FALSE for a single game
 * @south_level: 0 if a person plays South, else the computer's level, 1 to 5
 * @north_level: the same for North
 * @south_name: (nullable): South's name, or %NULL for none, shown as
 *   "South" in the reader's language (as is the side's name itself)
 * @north_name: (nullable): the same for North
 *
 * Starts a new game, or the first game of a new match, under @rules.
 */
void
ak_window_start (AkWindow      *self,
                 const AkRules *rules,
                 gboolean       match,
                 guint          south_level,
                 guint          north_level,
                 const char    *south_name,
                 const char    *north_name)
{
  g_autoptr(AkGame) single = NULL;
  g_autoptr(AkMatch) new_match = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");
  AkPosition start;
  AkGame *game;
  gboolean paused;

  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (rules != NULL);
  g_return_if_fail (south_level <= AK_LEVEL_MAX);
  g_return_if_fail (north_level <= AK_LEVEL_MAX);

  if (match)
    {
      new_match = ak_match_new (rules, NULL);
      game = ak_match_get_current_game (new_match);
    }
  else
    {
      ak_position_init_start (&start, rules->first);
      single = ak_game_new (rules, &start);
      game = single;
    }

  /* Translators: the Event tag of a game or match started in the app */
  ak_game_set_tag (game, "Event", match ? _("Adji Kui match") : _("Adji Kui game"));
  ak_game_set_tag (game, "Date", date);

  /* The players are set while the computer waits, so that one playing the
   * first move thinks once, with both players in place. */
  paused = ak_table_get_paused (self->table);
  ak_table_set_paused (self->table, TRUE);
  if (match)
    ak_window_set_match (self, new_match);
  else
    ak_window_set_game (self, single);
  ak_player_set_name (ak_table_get_player (self->table, AK_SOUTH), own_name (AK_SOUTH, south_name));
  ak_player_set_name (ak_table_get_player (self->table, AK_NORTH), own_name (AK_NORTH, north_name));
  ak_player_set_computer_level (ak_table_get_player (self->table, AK_SOUTH), south_level);
  ak_player_set_computer_level (ak_table_get_player (self->table, AK_NORTH), north_level);
  self->saved_serial = ak_game_get_serial (game);
  ak_table_set_paused (self->table, paused);
}

/**
 * ak_window_start_game:
 * @self: a window
 * @variant: the variant to play
 * @south_level: 0 if a person plays South, else the computer's level, 1 to 5
 * @north_level: the same for North
 * @south_name: (nullable): South's name, or %NULL for "South"
 * @north_name: (nullable): North's name, or %NULL for "North"
 *
 * Starts a new single game with the standard rules of @variant.
 */
void
ak_window_start_game (AkWindow   *self,
                      AkVariant   variant,
                      guint       south_level,
                      guint       north_level,
                      const char *south_name,
                      const char *north_name)
{
  AkRules rules;

  g_return_if_fail (variant == AK_VARIANT_ADJI_KUI_1 || variant == AK_VARIANT_ADJI_KUI_2);

  ak_rules_init (&rules);
  rules.variant = variant;
  ak_window_start (self, &rules, FALSE, south_level, north_level, south_name, north_name);
}

/**
 * ak_window_get_player_level:
 * @self: a window
 * @side: a side
 *
 * Returns: 0 if a person plays @side, else the computer's level
 */
guint
ak_window_get_player_level (AkWindow *self,
                            AkSide    side)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), 0);
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, 0);

  return ak_player_get_computer_level (ak_table_get_player (self->table, side));
}

/**
 * ak_window_set_player_level:
 * @self: a window
 * @side: a side
 * @level: 0 for a person, else the computer's level, 1 to 5
 *
 * Changes who plays @side in the current game; the computer starts
 * thinking at once if it now has the move.
 */
void
ak_window_set_player_level (AkWindow *self,
                            AkSide    side,
                            guint     level)
{
  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (side == AK_SOUTH || side == AK_NORTH);
  g_return_if_fail (level <= AK_LEVEL_MAX);

  ak_player_set_computer_level (ak_table_get_player (self->table, side), level);
}

/**
 * ak_window_get_thinking:
 * @self: a window
 *
 * Returns: whether the computer is choosing a move
 */
gboolean
ak_window_get_thinking (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), FALSE);

  return ak_table_get_thinking (self->table);
}

/**
 * ak_window_get_player_card:
 * @self: a window
 * @side: a side
 *
 * Returns: (transfer none): the card of @side's player
 */
AkPlayerCard *
ak_window_get_player_card (AkWindow *self,
                           AkSide    side)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return side == AK_SOUTH ? self->south_card : self->north_card;
}

/**
 * ak_window_set_record:
 * @self: a window
 * @record: (nullable): the person's record, or %NULL to keep none
 *
 * Sets the record that games between a person and the computer in this
 * window are counted in, and that the welcome shows.
 */
void
ak_window_set_record (AkWindow *self,
                      AkRecord *record)
{
  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (record == NULL || AK_IS_RECORD (record));

  g_set_object (&self->record, record);
}

/**
 * ak_window_get_moves_panel:
 * @self: a window
 *
 * Returns: (transfer none): the list of moves
 */
AkMovesPanel *
ak_window_get_moves_panel (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->moves_panel;
}
