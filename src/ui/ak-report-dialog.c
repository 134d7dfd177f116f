/* ak-report-dialog.c — how well each player played a reviewed game, or
 * every reviewed game of a match: accuracy, seeds lost, marks, the best
 * and worst moves and the level a player plays like
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every figure is the model's (src/model/ak-review-report.c), read from
 * the games themselves, so that a file reviewed long ago and opened again
 * shows the same as a review that just ran.  The dialog shows the game on
 * the table's board, or in a match every game of it; a column per player,
 * side by side, stacked on a phone.  The best and the worst move of the
 * game on the board go to that move when activated, and the dialog
 * closes on it.  A game with nothing reviewed shows how to review it.
 */

#define G_LOG_DOMAIN "ak-report-dialog"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ak-preferences-dialog.h"
#include "ak-report-dialog.h"
#include "ak-review-report.h"

/* What the dialog shows of one player. */
typedef struct
{
  GtkWidget      *column;
  GtkLabel       *name;
  GtkLabel       *accuracy;
  AdwActionRow   *average_row;
  GtkLabel       *average;
  GtkLabel       *phases[AK_REVIEW_N_PHASES];
  GtkLabel       *marks;
  AdwActionRow   *best;
  GtkWidget      *best_arrow;
  AdwActionRow   *worst;
  GtkWidget      *worst_arrow;
  AdwActionRow   *level;
  /* The moves the best and worst rows go to: moves of the game on the
   * board, or NULL. */
  AkGameNode     *best_node;
  AkGameNode     *worst_node;
} Player;

struct _AkReportDialog
{
  AdwDialog       parent_instance;

  /* Template widgets */
  GtkWidget      *scope_bar;
  AdwToggleGroup *scope_group;
  GtkStack       *stack;
  AdwStatusPage  *empty_page;
  GtkLabel       *scope_label;
  GtkBox         *players_box;
  GtkLabel       *scale_label;

  Player          players[2];

  /* Owned references */
  AkTable        *table;
  AkGame         *game;      /* the table's game when the dialog opened */
  AkMatch        *match;     /* and its match, or NULL */
  GSignalGroup   *game_signals;
  GSignalGroup   *match_signals;
  AkReviewReport *report;

  int             thresholds[AK_REVIEW_N_MARKS];
  gboolean        show_match;
};

G_DEFINE_FINAL_TYPE (AkReportDialog, ak_report_dialog, ADW_TYPE_DIALOG)

enum {
  PROP_0,
  PROP_SHOW_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * ak_report_game_is_reviewed:
 * @game: a game
 *
 * Whether a move of @game's main line has a value before and after it,
 * as a review leaves them: what a report needs to say anything.  Quick
 * for a game that never had a value.
 *
 * Returns: whether the game has a reviewed move
 */
gboolean
ak_report_game_is_reviewed (AkGame *game)
{
  AkGameNode *node;
  AkEval eval;
  gboolean before;

  g_return_val_if_fail (AK_IS_GAME (game), FALSE);

  if (!ak_game_get_may_have_evals (game))
    return FALSE;
  node = ak_game_get_root (game);
  before = ak_game_node_get_eval (node, &eval);
  while (node->children != NULL && node->children->len > 0)
    {
      gboolean after;

      node = g_ptr_array_index (node->children, 0);
      after = ak_game_node_get_eval (node, &eval);
      if (before && after)
        return TRUE;
      before = after;
    }
  return FALSE;
}

/**
 * ak_report_format_accuracy:
 * @percent: an accuracy, 0 to 100
 *
 * Returns: (transfer full): the accuracy as the report and the ledger
 *   show it, like “87%”
 */
char *
ak_report_format_accuracy (double percent)
{
  /* Translators: an accuracy in the performance report and the match
   * ledger, in percent, like “87%” */
  return g_strdup_printf (C_("accuracy", "%.0f%%"), CLAMP (percent, 0.0, 100.0));
}

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"

/**
 * ak_report_get_settings:
 *
 * The app's settings, for the review's marks: shared by the ledger's
 * cards, which have no window to ask.
 *
 * Returns: (transfer none) (nullable): the settings, or %NULL where the
 *   schema is not installed
 */
GSettings *
ak_report_get_settings (void)
{
  static GSettings *settings;
  static gsize looked_up;

  if (g_once_init_enter (&looked_up))
    {
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
      g_autoptr(GSettingsSchema) schema = NULL;

      if (source != NULL)
        schema = g_settings_schema_source_lookup (source, SETTINGS_SCHEMA_ID, TRUE);
      if (schema != NULL && g_settings_schema_has_key (schema, "review-inaccuracy"))
        settings = g_settings_new (SETTINGS_SCHEMA_ID);
      g_once_init_leave (&looked_up, 1);
    }
  return settings;
}

/**
 * ak_report_get_thresholds:
 * @thresholds: (out caller-allocates) (array fixed-size=4): the least loss
 *   of each mark, in hundredths of a seed
 *
 * Reads the losses the Preferences mark ?!, ? and ??, or the defaults
 * where there are no settings.
 */
void
ak_report_get_thresholds (int *thresholds)
{
  GSettings *settings = ak_report_get_settings ();

  g_return_if_fail (thresholds != NULL);

  if (settings != NULL)
    {
      ak_settings_get_review_thresholds (settings, thresholds);
      return;
    }
  thresholds[AK_REVIEW_MARK_NONE] = 0;
  thresholds[AK_REVIEW_MARK_INACCURACY] = AK_REVIEW_INACCURACY_LOSS;
  thresholds[AK_REVIEW_MARK_MISTAKE] = AK_REVIEW_MISTAKE_LOSS;
  thresholds[AK_REVIEW_MARK_BLUNDER] = AK_REVIEW_BLUNDER_LOSS;
}

/* "1.25": seeds from hundredths of a seed. */
static char *
format_seeds (int hundredths)
{
  return g_strdup_printf ("%.2f", hundredths / (double) AK_SCORE_SEED);
}

/* "12. e?" or "12… E?": a move as the Moves list numbers it. */
static char *
describe_move (AkGameNode *node)
{
  g_autofree char *notation = ak_game_node_dup_notation (node);

  return g_strdup_printf (ak_game_node_get_mover (node) == AK_SOUTH ? "%u. %s" : "%u… %s",
                          ak_game_node_get_move_number (node), notation);
}

static char *
widget_name (AkSide      side,
             const char *what)
{
  return g_strconcat (side == AK_SOUTH ? "south-" : "north-", what, NULL);
}

static GtkListBox *
new_boxed_list (void)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  return GTK_LIST_BOX (list);
}

/* A row of a player's figures, with its value at its end, named
 * SIDE-@what. */
static GtkLabel *
add_figure_row (GtkListBox    *list,
                AkSide         side,
                const char    *what,
                const char    *title,
                const char    *subtitle,
                AdwActionRow **row_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *value = gtk_label_new (NULL);
  g_autofree char *name = widget_name (side, what);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_name (value, name);
  gtk_widget_add_css_class (value, "numeric");
  gtk_widget_add_css_class (value, "report-value");
  gtk_widget_set_valign (value, GTK_ALIGN_CENTER);
  /* "?! 5  ? 2  ?? 0" may take two lines at a phone's width with large
   * text, in a language whose title beside it is long. */
  gtk_label_set_wrap (GTK_LABEL (value), TRUE);
  gtk_label_set_justify (GTK_LABEL (value), GTK_JUSTIFY_RIGHT);
  gtk_label_set_xalign (GTK_LABEL (value), 1.0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
  gtk_list_box_append (list, row);
  if (row_out != NULL)
    *row_out = ADW_ACTION_ROW (row);
  return GTK_LABEL (value);
}

static void move_row_activated_cb (AkReportDialog *self,
                                   AdwActionRow   *row);

/* The best or the worst move, named SIDE-@what: activatable while the
 * move is in the game on the board. */
static AdwActionRow *
add_move_row (AkReportDialog  *self,
              GtkListBox      *list,
              AkSide           side,
              const char      *what,
              const char      *title,
              GtkWidget      **arrow_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");
  g_autofree char *name = widget_name (side, what);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_set_name (row, name);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
  g_signal_connect_object (row, "activated", G_CALLBACK (move_row_activated_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_list_box_append (list, row);
  *arrow_out = arrow;
  return ADW_ACTION_ROW (row);
}

/* A player's column: the name and the accuracy, big, on a card; then the
 * seeds lost, overall and by phase, and the marks; the best and worst
 * moves; and the level the player plays like. */
static void
make_player (AkReportDialog *self,
             AkSide          side)
{
  static const char * const phase_titles[AK_REVIEW_N_PHASES] = {
    /* Translators: a game's phase in the performance report */
    N_("Opening"),
    /* Translators: a game's phase in the performance report */
    N_("Middle Game"),
    /* Translators: a game's phase in the performance report */
    N_("Endgame"),
  };
  Player *player = &self->players[side];
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *caption;
  GtkListBox *list;
  g_autofree char *name = widget_name (side, "name");
  g_autofree char *accuracy = widget_name (side, "accuracy");

  player->column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_name (player->column, side == AK_SOUTH ? "south" : "north");
  gtk_widget_add_css_class (player->column, "report-player");
  gtk_widget_add_css_class (player->column, side == AK_SOUTH ? "south" : "north");

  gtk_widget_add_css_class (head, "card");
  gtk_widget_add_css_class (head, "report-head");
  player->name = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_ellipsize (player->name, PANGO_ELLIPSIZE_END);
  gtk_widget_set_name (GTK_WIDGET (player->name), name);
  gtk_widget_add_css_class (GTK_WIDGET (player->name), "heading");
  gtk_box_append (GTK_BOX (head), GTK_WIDGET (player->name));
  player->accuracy = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (player->accuracy), accuracy);
  gtk_widget_add_css_class (GTK_WIDGET (player->accuracy), "report-accuracy");
  gtk_box_append (GTK_BOX (head), GTK_WIDGET (player->accuracy));
  /* Translators: under a player's accuracy in the performance report */
  caption = gtk_label_new (_("Accuracy"));
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_label_set_justify (GTK_LABEL (caption), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (caption, "caption-heading");
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_box_append (GTK_BOX (head), caption);
  gtk_box_append (GTK_BOX (player->column), head);

  list = new_boxed_list ();
  player->average = add_figure_row (list, side, "average",
                                    /* Translators: a row of the performance report */
                                    _("Seeds Lost a Move"), NULL, &player->average_row);
  for (AkReviewPhase phase = AK_REVIEW_PHASE_OPENING; phase < AK_REVIEW_N_PHASES; phase++)
    {
      g_autofree char *what = g_strdup_printf ("phase-%u", (guint) phase);
      g_autofree char *subtitle = NULL;

      if (phase == AK_REVIEW_PHASE_OPENING)
        /* Translators: what the opening is, in the performance report */
        subtitle = g_strdup_printf (_("%u seeds or more on the board"), AK_REVIEW_OPENING_SEEDS);
      else if (phase == AK_REVIEW_PHASE_MIDDLE)
        /* Translators: what the middle game is, in the performance report */
        subtitle = g_strdup_printf (_("%u to %u seeds on the board"), AK_REVIEW_ENDGAME_SEEDS + 1,
                                    AK_REVIEW_OPENING_SEEDS - 1);
      else
        /* Translators: what the endgame is, in the performance report */
        subtitle = g_strdup_printf (_("%u seeds or fewer on the board"), AK_REVIEW_ENDGAME_SEEDS);
      player->phases[phase] = add_figure_row (list, side, what, _(phase_titles[phase]), subtitle,
                                              NULL);
    }
  /* Translators: a row of the performance report: the counts of the
   * moves marked ?! (inaccuracies), ? (mistakes) and ?? (blunders) */
  player->marks = add_figure_row (list, side, "marks", _("Marked Moves"), NULL, NULL);
  gtk_box_append (GTK_BOX (player->column), GTK_WIDGET (list));

  list = new_boxed_list ();
  /* Translators: a row of the performance report */
  player->best = add_move_row (self, list, side, "best", _("Best Move"), &player->best_arrow);
  /* Translators: a row of the performance report */
  player->worst = add_move_row (self, list, side, "worst", _("Worst Move"), &player->worst_arrow);
  gtk_box_append (GTK_BOX (player->column), GTK_WIDGET (list));

  list = new_boxed_list ();
  player->level = ADW_ACTION_ROW (adw_action_row_new ());
  /* Translators: a row of the performance report: the computer level
   * whose moves a player's are as good as */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (player->level), _("Plays Like"));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (player->level), FALSE);
  adw_action_row_set_subtitle_lines (player->level, 0);
  g_free (name);
  name = widget_name (side, "level");
  gtk_widget_set_name (GTK_WIDGET (player->level), name);
  gtk_list_box_append (list, GTK_WIDGET (player->level));
  gtk_box_append (GTK_BOX (player->column), GTK_WIDGET (list));

  gtk_box_append (self->players_box, player->column);
}

/* Where a move of the report is: in the game on the board, or, in a
 * match's report, the words say which game. */
static void
show_move (AkReportDialog           *self,
           AdwActionRow             *row,
           GtkWidget                *arrow,
           AkGameNode              **target,
           const AkReviewReportMove *move,
           gboolean                  found,
           gboolean                  best)
{
  g_autofree char *text = NULL;
  g_autofree char *where = NULL;
  g_autofree char *seeds = NULL;
  gboolean here;

  *target = NULL;
  if (!found)
    {
      adw_action_row_set_subtitle (row, best
                                   /* Translators: the best move in the report, when
                                    * the player never punished a mistake */
                                   ? _("No mistake of the other player was punished")
                                   /* Translators: the worst move in the report, when
                                    * no move lost anything */
                                   : _("No move lost seeds"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_widget_set_visible (arrow, FALSE);
      return;
    }

  here = self->table != NULL &&
         ak_review_report_get_game (self->report, move->game) == self->game &&
         ak_table_get_game (self->table) == self->game;
  where = describe_move (move->node);
  if (best && move->answered != NULL)
    {
      g_autofree char *answered = describe_move (move->answered);

      seeds = format_seeds (move->answered_loss);
      /* Translators: a player's best move in the performance report:
       * the move, then the other player's mistake it punished and the
       * seeds that lost, like “12. e, after 11… A, which lost 4.00
       * seeds” */
      text = g_strdup_printf (_("%s, after %s, which lost %s seeds"), where, answered, seeds);
    }
  else if (best)
    text = g_strdup (where);
  else
    {
      seeds = format_seeds (move->loss);
      /* Translators: a player's worst move in the performance report and
       * the seeds it lost, like “5. f?, which lost 6.53 seeds” */
      text = g_strdup_printf (_("%s, which lost %s seeds"), where, seeds);
    }
  if (ak_review_report_get_n_games (self->report) > 1)
    {
      g_autofree char *in_game = g_steal_pointer (&text);

      /* Translators: a move of a game of the match, in the report; %u is
       * the game's number, %s the move and what it lost */
      text = g_strdup_printf (_("Game %u: %s"), move->game + 1, in_game);
    }
  adw_action_row_set_subtitle (row, text);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), here);
  gtk_widget_set_visible (arrow, here);
  /* Said by a screen reader and shown on hovering: what activating does. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (row), here ? _("Show this move on the board") : NULL);
  if (here)
    *target = move->node;
}

/* "About level 3.4, between 2.8 and 4.1": the level a person plays like,
 * or why the report gives none. */
static char *
describe_level (AkReportDialog *self,
                AkSide          side)
{
  AkReviewLevelEstimate estimate;
  guint level = 0;

  if (ak_review_report_get_is_program (self->report, side, &level))
    {
      if (level > 0)
        /* Translators: in the report, the computer's own “Plays Like”;
         * %u is its level */
        return g_strdup_printf (_("The computer, at level %u"), level);
      return g_strdup (_("The computer"));
    }
  if (!ak_review_report_get_plays_computer (self->report, side))
    /* Translators: in the report, why a player has no level */
    return g_strdup (_("Measured only in reviewed games against the computer"));

  if (!ak_review_report_get_level_estimate (self->report, side, &estimate))
    {
      g_autofree char *needed = NULL;

      /* Translators: in the report, why a player has no level yet: %u
       * and %u are the least games and moves it needs */
      needed = g_strdup_printf (_("Needs %u reviewed games and %u moves with a choice against "
                                  "the computer"),
                                AK_REVIEW_LEVEL_MIN_GAMES, AK_REVIEW_LEVEL_MIN_MOVES);
      /* Translators: the first %s says what the level needs, then the
       * reviewed moves and games a player has so far, like “…; so far 40
       * in 1 game” */
      return g_strdup_printf (ngettext ("%s; so far %u in %u game",
                                        "%s; so far %u in %u games",
                                        estimate.n_games),
                              needed, estimate.n_moves, estimate.n_games);
    }
  else
    {
      g_autofree char *low = NULL;
      g_autofree char *high = NULL;
      g_autofree char *range = NULL;

      low = estimate.below_table ? g_strdup (_("below level 1"))
                                 /* Translators: a level, like “2.8” */
                                 : g_strdup_printf (_("level %.1f"), estimate.low);
      high = estimate.above_table ? g_strdup (_("above level 5"))
                                  /* Translators: a level, like “4.1” */
                                  : g_strdup_printf (_("level %.1f"), estimate.high);
      /* Translators: the level a player plays like, with its range: %.1f
       * is the level, like “3.4”, then the two ends of the range, like
       * “level 2.8” and “level 4.1”, then the moves and games counted */
      return g_strdup_printf (ngettext ("About level %.1f, between %s and %s, from %u moves "
                                        "in %u game against the computer",
                                        "About level %.1f, between %s and %s, from %u moves "
                                        "in %u games against the computer",
                                        estimate.n_games),
                              estimate.level, low, high, estimate.n_moves, estimate.n_games);
    }
}

static void
show_player (AkReportDialog *self,
             AkSide          side)
{
  Player *player = &self->players[side];
  AkReviewReport *report = self->report;
  AkReviewReportMove move;
  g_autofree char *text = NULL;
  g_autofree char *level = NULL;
  guint n_moves = ak_review_report_get_n_moves (report, side);
  double percent;
  gboolean found;

  if (self->table != NULL)
    gtk_label_set_label (player->name, ak_table_get_display_name (self->table, side));
  else
    gtk_label_set_label (player->name, ak_review_report_get_name (report, side) != NULL
                                       ? ak_review_report_get_name (report, side)
                                       : ak_side_name (side));

  /* No figure rather than a zero where there is nothing to count. */
  if (ak_review_report_get_accuracy (report, side, &percent))
    text = ak_report_format_accuracy (percent);
  gtk_label_set_label (player->accuracy, text != NULL ? text : "–");
  g_clear_pointer (&text, g_free);

  if (n_moves > 0)
    text = format_seeds (ak_review_report_get_average_loss (report, side));
  gtk_label_set_label (player->average, text != NULL ? text : "–");
  g_clear_pointer (&text, g_free);
  /* Translators: under “Seeds Lost a Move” in the report: how many
   * reviewed moves the average is over */
  text = g_strdup_printf (ngettext ("On average over %u move", "On average over %u moves",
                                    n_moves), n_moves);
  adw_action_row_set_subtitle (player->average_row, text);
  g_clear_pointer (&text, g_free);

  for (AkReviewPhase phase = AK_REVIEW_PHASE_OPENING; phase < AK_REVIEW_N_PHASES; phase++)
    {
      if (ak_review_report_get_phase_n_moves (report, side, phase) > 0)
        text = format_seeds (ak_review_report_get_phase_average_loss (report, side, phase));
      gtk_label_set_label (player->phases[phase], text != NULL ? text : "–");
      g_clear_pointer (&text, g_free);
    }

  /* Translators: the counts of a player's moves marked ?! (an
   * inaccuracy), ? (a mistake) and ?? (a blunder), in the report */
  text = g_strdup_printf (_("?! %u  ? %u  ?? %u"),
                          ak_review_report_get_n_marks (report, side, AK_REVIEW_MARK_INACCURACY),
                          ak_review_report_get_n_marks (report, side, AK_REVIEW_MARK_MISTAKE),
                          ak_review_report_get_n_marks (report, side, AK_REVIEW_MARK_BLUNDER));
  gtk_label_set_label (player->marks, text);

  found = ak_review_report_get_best_move (report, side, &move);
  show_move (self, player->best, player->best_arrow, &player->best_node, &move, found, TRUE);
  found = ak_review_report_get_worst_move (report, side, &move);
  show_move (self, player->worst, player->worst_arrow, &player->worst_node, &move, found, FALSE);

  level = describe_level (self, side);
  adw_action_row_set_subtitle (player->level, level);
}

/* What the accuracy means, with the threshold it uses. */
static void
show_scale (AkReportDialog *self)
{
  g_autofree char *seeds = NULL;
  g_autofree char *text = NULL;

  seeds = format_seeds (ak_review_report_get_threshold (self->report, AK_REVIEW_MARK_INACCURACY));
  /* Translators: how the report's accuracy is counted; %s is the least
   * loss of the ?! mark, in seeds, like “2.00” */
  text = g_strdup_printf (_("Accuracy is the share of a player’s moves that lost less than %s "
                            "seeds against the best move: less than a ?! (set in the "
                            "Preferences). Only moves with a choice count. 100%% means every "
                            "move was as good as the best within that margin; one blunder "
                            "costs one move, however big. Seeds lost count every reviewed "
                            "move, a forced move as losing none."), seeds);
  gtk_label_set_label (self->scale_label, text);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->players[side].accuracy), text);
}

static gboolean
match_has_games (AkReportDialog *self)
{
  return self->match != NULL && ak_match_get_n_games (self->match) > 1;
}

/* Brings everything up to date from the games. */
static void
update (AkReportDialog *self)
{
  g_autoptr(GPtrArray) games = g_ptr_array_new ();
  gboolean whole_match = self->show_match && match_has_games (self);
  guint n_reviewed = 0;
  guint n_moves;

  gtk_widget_set_visible (self->scope_bar, match_has_games (self));
  if (whole_match)
    {
      for (guint i = 0; i < ak_match_get_n_games (self->match); i++)
        g_ptr_array_add (games, ak_match_get_game (self->match, i));
    }
  else if (self->game != NULL)
    g_ptr_array_add (games, self->game);

  for (guint i = 0; i < games->len; i++)
    n_reviewed += ak_report_game_is_reviewed (g_ptr_array_index (games, i));

  g_clear_pointer (&self->report, ak_review_report_unref);
  if (n_reviewed == 0)
    {
      for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
        self->players[side].best_node = self->players[side].worst_node = NULL;
      adw_status_page_set_description (self->empty_page, whole_match
                                       ? _("Review the games of the match to see how well each "
                                           "player played: the accuracy, the seeds lost in each "
                                           "phase, the best and worst moves.")
                                       : _("Review the game to see how well each player played: "
                                           "the accuracy, the seeds lost in each phase, the best "
                                           "and worst moves."));
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }

  self->report = ak_review_report_new ((AkGame **) games->pdata, games->len, self->thresholds);
  n_moves = ak_review_report_get_n_moves (self->report, AK_SOUTH) +
            ak_review_report_get_n_moves (self->report, AK_NORTH);
  if (whole_match)
    {
      g_autofree char *moves = g_strdup_printf (ngettext ("%u reviewed move", "%u reviewed moves",
                                                          n_moves), n_moves);
      g_autofree char *text = NULL;

      /* Translators: what the match's report covers: %u is the games
       * reviewed, %u the games of the match, %s the moves, like “40
       * reviewed moves” */
      text = g_strdup_printf (ngettext ("%u of %u game of the match · %s",
                                        "%u of %u games of the match · %s",
                                        ak_match_get_n_games (self->match)),
                              n_reviewed, ak_match_get_n_games (self->match), moves);
      gtk_label_set_label (self->scope_label, text);
    }
  else
    {
      g_autofree char *text = NULL;

      /* Translators: what a game's report covers */
      text = g_strdup_printf (ngettext ("This game · %u reviewed move",
                                        "This game · %u reviewed moves", n_moves), n_moves);
      gtk_label_set_label (self->scope_label, text);
    }

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    show_player (self, side);
  show_scale (self);
  gtk_stack_set_visible_child_name (self->stack, "report");
}

static void
move_row_activated_cb (AkReportDialog *self,
                       AdwActionRow   *row)
{
  AkGameNode *node = NULL;

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      if (row == self->players[side].best)
        node = self->players[side].best_node;
      else if (row == self->players[side].worst)
        node = self->players[side].worst_node;
    }
  /* The move must still be the board's: the table may have a new game. */
  if (node == NULL || self->table == NULL || ak_table_get_game (self->table) != self->game)
    return;
  ak_table_go_to (self->table, node);
  adw_dialog_close (ADW_DIALOG (self));
}

static void
scope_changed_cb (AkReportDialog *self)
{
  ak_report_dialog_set_show_match (self, g_strcmp0 (adw_toggle_group_get_active_name (self->scope_group),
                                                    "match") == 0);
}

/* The review's question comes over the window, once this has gone: a
 * review ended tells its result with a toast that opens the report. */
static void
review_clicked_cb (AkReportDialog *self)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

  adw_dialog_close (ADW_DIALOG (self));
  if (root != NULL)
    gtk_widget_activate_action (GTK_WIDGET (root), "win.review-game", NULL);
}

static void
games_changed_cb (AkReportDialog *self)
{
  update (self);
}

static void
ak_report_dialog_dispose (GObject *object)
{
  AkReportDialog *self = AK_REPORT_DIALOG (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->match_signals);
  g_clear_pointer (&self->report, ak_review_report_unref);
  g_clear_object (&self->table);
  g_clear_object (&self->game);
  g_clear_object (&self->match);

  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_REPORT_DIALOG);

  G_OBJECT_CLASS (ak_report_dialog_parent_class)->dispose (object);
}

static void
ak_report_dialog_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  AkReportDialog *self = AK_REPORT_DIALOG (object);

  switch (prop_id)
    {
    case PROP_SHOW_MATCH:
      g_value_set_boolean (value, ak_report_dialog_get_show_match (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_report_dialog_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  AkReportDialog *self = AK_REPORT_DIALOG (object);

  switch (prop_id)
    {
    case PROP_SHOW_MATCH:
      ak_report_dialog_set_show_match (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_report_dialog_class_init (AkReportDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_report_dialog_dispose;
  object_class->get_property = ak_report_dialog_get_property;
  object_class->set_property = ak_report_dialog_set_property;

  /**
   * AkReportDialog:show-match:
   *
   * Whether the report is over every game of the match rather than the
   * game on the board.
   */
  properties[PROP_SHOW_MATCH] =
    g_param_spec_boolean ("show-match", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ak-report-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, AkReportDialog, scope_bar);
  gtk_widget_class_bind_template_child (widget_class, AkReportDialog, scope_group);
  gtk_widget_class_bind_template_child (widget_class, AkReportDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, AkReportDialog, empty_page);
  gtk_widget_class_bind_template_child (widget_class, AkReportDialog, scope_label);
  gtk_widget_class_bind_template_child (widget_class, AkReportDialog, players_box);
  gtk_widget_class_bind_template_child (widget_class, AkReportDialog, scale_label);
  gtk_widget_class_bind_template_callback (widget_class, scope_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, review_clicked_cb);
}

static void
ak_report_dialog_init (AkReportDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    make_player (self, side);

  /* A review applied or taken back, a mark edited: the figures follow. */
  self->game_signals = g_signal_group_new (AK_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed", G_CALLBACK (games_changed_cb),
                                 self, G_CONNECT_SWAPPED);
  self->match_signals = g_signal_group_new (AK_TYPE_MATCH);
  g_signal_group_connect_object (self->match_signals, "changed", G_CALLBACK (games_changed_cb),
                                 self, G_CONNECT_SWAPPED);
}

/**
 * ak_report_dialog_new:
 * @table: the table whose game (and match) to report on; the best and
 *   worst moves go to its board
 * @thresholds: (nullable) (array fixed-size=4): the least loss of each
 *   mark, as the Preferences have them, or %NULL for the defaults
 *
 * The report opens on the game on the board, or on the match if that
 * game has nothing reviewed and other games of the match have.
 *
 * Returns: (transfer floating): a new dialog, for adw_dialog_present ()
 */
AdwDialog *
ak_report_dialog_new (AkTable   *table,
                      const int *thresholds)
{
  AkReportDialog *self;

  g_return_val_if_fail (AK_IS_TABLE (table), NULL);

  self = g_object_new (AK_TYPE_REPORT_DIALOG, NULL);
  self->table = g_object_ref (table);
  g_set_object (&self->game, ak_table_get_game (table));
  g_set_object (&self->match, ak_table_get_match (table));
  if (thresholds != NULL)
    memcpy (self->thresholds, thresholds, sizeof self->thresholds);
  else
    {
      self->thresholds[AK_REVIEW_MARK_INACCURACY] = AK_REVIEW_INACCURACY_LOSS;
      self->thresholds[AK_REVIEW_MARK_MISTAKE] = AK_REVIEW_MISTAKE_LOSS;
      self->thresholds[AK_REVIEW_MARK_BLUNDER] = AK_REVIEW_BLUNDER_LOSS;
    }
  g_signal_group_set_target (self->game_signals, self->game);
  g_signal_group_set_target (self->match_signals, self->match);

  self->show_match = match_has_games (self) &&
                     (self->game == NULL || !ak_report_game_is_reviewed (self->game));
  adw_toggle_group_set_active_name (self->scope_group, self->show_match ? "match" : "game");
  update (self);
  return ADW_DIALOG (self);
}

/**
 * ak_report_dialog_get_show_match:
 * @self: a report
 *
 * Returns: whether the report is over the whole match
 */
gboolean
ak_report_dialog_get_show_match (AkReportDialog *self)
{
  g_return_val_if_fail (AK_IS_REPORT_DIALOG (self), FALSE);
  return self->show_match;
}

/**
 * ak_report_dialog_set_show_match:
 * @self: a report
 * @show_match: whether to report on every game of the match, rather
 *   than on the game on the board
 */
void
ak_report_dialog_set_show_match (AkReportDialog *self,
                                 gboolean        show_match)
{
  g_return_if_fail (AK_IS_REPORT_DIALOG (self));

  show_match = !!show_match;
  if (self->show_match == show_match)
    return;
  self->show_match = show_match;
  adw_toggle_group_set_active_name (self->scope_group, show_match ? "match" : "game");
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_MATCH]);
}
