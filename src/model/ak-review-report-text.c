/* ak-review-report-text.c — a review report in words, as the app shows
 * it, and as JSON for other programs (README describes its fields)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-review-report"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-review-report.h"

/* Hundredths of a seed as seeds, "6.53": never the locale's comma, since
 * the JSON form needs a point and the text form follows the review's
 * summary. */
static char *
dup_seeds (int hundredths)
{
  return g_strdup_printf ("%s%d.%02d", hundredths < 0 ? "-" : "", ABS (hundredths) / AK_SCORE_SEED,
                          ABS (hundredths) % AK_SCORE_SEED);
}

static char *
dup_decimal (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.1f", value));
}

/* "5. f?" or "1... D": a move as the Moves list numbers it. */
static char *
dup_move (AkGame     *game,
          AkGameNode *node)
{
  g_autofree char *notation = ak_game_dup_notation (game, node);

  return g_strdup_printf (ak_game_node_get_mover (node) == AK_SOUTH ? "%u. %s" : "%u... %s",
                          ak_game_node_get_move_number (node), notation);
}

static char *
dup_player (AkReviewReport *self,
            AkSide          side)
{
  const char *name = ak_review_report_get_name (self, side);
  guint level;

  if (ak_review_report_get_is_program (self, side, &level) && level > 0)
    {
      if (name != NULL)
        /* Translators: a side and its player, the computer, like
         * “North (Adji Kui, level 3)” */
        return g_strdup_printf (_("%s (%s, level %u)"), ak_side_name (side), name, level);
      /* Translators: a side played by the computer, like “North (level 3)” */
      return g_strdup_printf (_("%s (level %u)"), ak_side_name (side), level);
    }
  if (name != NULL)
    /* Translators: a side and its player, like “South (Ana)” */
    return g_strdup_printf (_("%s (%s)"), ak_side_name (side), name);
  return g_strdup (ak_side_name (side));
}

/* "game 2, 5. f?" in a report on several games, "5. f?" in one on one. */
static char *
dup_report_move (AkReviewReport *self,
                 guint           game,
                 AkGameNode     *node)
{
  g_autofree char *move = dup_move (ak_review_report_get_game (self, game), node);

  if (ak_review_report_get_n_games (self) == 1)
    return g_steal_pointer (&move);
  /* Translators: a move of one of a match's games, like “game 2, 5. f?” */
  return g_strdup_printf (_("game %u, %s"), game + 1, move);
}

static char *
dup_level (double   level,
           gboolean past_end)
{
  g_autofree char *number = dup_decimal (level);

  if (!past_end)
    return g_steal_pointer (&number);
  if (level <= AK_LEVEL_MIN)
    /* Translators: the low end of a level estimate, past the weakest
     * level, like “below 1.0” */
    return g_strdup_printf (_("below %s"), number);
  /* Translators: the high end of a level estimate, past the strongest
   * level, like “above 5.0” */
  return g_strdup_printf (_("above %s"), number);
}

static void
append_level (GString        *out,
              AkReviewReport *self,
              AkSide          side)
{
  AkReviewLevelEstimate estimate;

  if (!ak_review_report_get_plays_computer (self, side))
    return;
  if (ak_review_report_get_level_estimate (self, side, &estimate))
    {
      g_autofree char *level = dup_decimal (estimate.level);
      g_autofree char *low = dup_level (estimate.low, estimate.below_table);
      g_autofree char *high = dup_level (estimate.high, estimate.above_table);
      g_autofree char *games = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             "%u game", "%u games",
                                                             estimate.n_games),
                                                estimate.n_games);

      g_string_append (out, "  ");
      g_string_append_printf (out,
                              /* Translators: the level estimate: the level, its range,
                               * the moves counted and “%s” the games, like “4 games” */
                              g_dngettext (GETTEXT_PACKAGE,
                                           "Plays like level %s (between %s and %s), from %u "
                                           "move in %s against the computer",
                                           "Plays like level %s (between %s and %s), from %u "
                                           "moves in %s against the computer",
                                           estimate.n_moves),
                              level, low, high, estimate.n_moves, games);
      g_string_append_c (out, '\n');
    }
  else
    {
      g_string_append (out, "  ");
      g_string_append_printf (out,
                              /* Translators: why no level estimate is shown; the numbers
                               * are the moves and games counted and those needed */
                              g_dngettext (GETTEXT_PACKAGE,
                                           "Level: not enough moves against the computer for an "
                                           "estimate (%u of %u moves, %u of %u game)",
                                           "Level: not enough moves against the computer for an "
                                           "estimate (%u of %u moves, %u of %u games)",
                                           AK_REVIEW_LEVEL_MIN_GAMES),
                              estimate.n_moves, AK_REVIEW_LEVEL_MIN_MOVES, estimate.n_games,
                              AK_REVIEW_LEVEL_MIN_GAMES);
      g_string_append_c (out, '\n');
    }
}

static void
append_side (GString        *out,
             AkReviewReport *self,
             AkSide          side)
{
  g_autofree char *player = dup_player (self, side);
  g_autofree char *average = NULL;
  g_autofree char *threshold = NULL;
  guint n_moves = ak_review_report_get_n_moves (self, side);
  guint n_choice = n_moves - ak_review_report_get_n_forced (self, side);
  AkReviewReportMove move;
  double accuracy;

  if (n_moves == 0)
    {
      /* Translators: a side's report when no move of it has values */
      g_string_append_printf (out, _("%s: no judged moves"), player);
      g_string_append_c (out, '\n');
      append_level (out, self, side);
      return;
    }

  average = dup_seeds (ak_review_report_get_average_loss (self, side));
  g_string_append_printf (out,
                          /* Translators: a side's report, its first line, like “South
                           * (Ana): 34 moves judged, 1.23 seeds lost a move on average” */
                          g_dngettext (GETTEXT_PACKAGE,
                                       "%s: %u move judged, %s seeds lost a move on average",
                                       "%s: %u moves judged, %s seeds lost a move on average",
                                       n_moves),
                          player, n_moves, average);
  g_string_append_c (out, '\n');

  for (AkReviewPhase phase = 0; phase < AK_REVIEW_N_PHASES; phase++)
    {
      guint n = ak_review_report_get_phase_n_moves (self, side, phase);
      g_autofree char *loss = dup_seeds (ak_review_report_get_phase_average_loss (self, side,
                                                                                  phase));

      g_string_append (out, "  ");
      if (n == 0)
        /* Translators: a phase of the game without moves, like “endgame: no moves” */
        g_string_append_printf (out, _("%s: no moves"), ak_review_phase_name (phase));
      else
        g_string_append_printf (out,
                                /* Translators: a phase's losses, like “opening: 0.80
                                 * seeds a move over 12 moves” */
                                g_dngettext (GETTEXT_PACKAGE,
                                             "%s: %s seeds a move over %u move",
                                             "%s: %s seeds a move over %u moves", n),
                                ak_review_phase_name (phase), loss, n);
      g_string_append_c (out, '\n');
    }

  threshold = dup_seeds (ak_review_report_get_threshold (self, AK_REVIEW_MARK_INACCURACY));
  if (ak_review_report_get_accuracy (self, side, &accuracy))
    {
      g_autofree char *percent = g_strdup_printf ("%.0f", accuracy);

      g_string_append (out, "  ");
      g_string_append_printf (out,
                              /* Translators: the accuracy, like “Accuracy 71 %: 22 of 31
                               * moves with a choice lost less than 2.00 seeds” */
                              g_dngettext (GETTEXT_PACKAGE,
                                           "Accuracy %s %%: %u of %u move with a choice lost "
                                           "less than %s seeds",
                                           "Accuracy %s %%: %u of %u moves with a choice lost "
                                           "less than %s seeds",
                                           n_choice),
                              percent, ak_review_report_get_n_accurate (self, side), n_choice,
                              threshold);
      g_string_append_c (out, '\n');
    }

  g_string_append (out, "  ");
  /* Translators: the marks of a side's moves, the numbers after each mark */
  g_string_append_printf (out, _("Marks: ?! %u, ? %u, ?? %u"),
                          ak_review_report_get_n_marks (self, side, AK_REVIEW_MARK_INACCURACY),
                          ak_review_report_get_n_marks (self, side, AK_REVIEW_MARK_MISTAKE),
                          ak_review_report_get_n_marks (self, side, AK_REVIEW_MARK_BLUNDER));
  g_string_append_c (out, '\n');

  if (ak_review_report_get_worst_move (self, side, &move))
    {
      g_autofree char *text = dup_report_move (self, move.game, move.node);
      g_autofree char *loss = dup_seeds (move.loss);

      g_string_append (out, "  ");
      /* Translators: the move that lost the most, like “Worst move: 5. f?, it lost
       * 6.53 seeds” */
      g_string_append_printf (out, _("Worst move: %s, it lost %s seeds"), text, loss);
      g_string_append_c (out, '\n');
    }
  if (ak_review_report_get_best_move (self, side, &move))
    {
      g_autofree char *text = dup_report_move (self, move.game, move.node);
      g_autofree char *answered = dup_move (ak_review_report_get_game (self, move.game),
                                            move.answered);
      g_autofree char *loss = dup_seeds (move.answered_loss);

      g_string_append (out, "  ");
      /* Translators: the move that punished the opponent's largest mistake, like
       * “Best move: 2. ax4, it punished 1... D?, which lost 6.97 seeds” */
      g_string_append_printf (out, _("Best move: %s, it punished %s, which lost %s seeds"),
                              text, answered, loss);
      g_string_append_c (out, '\n');
    }
  append_level (out, self, side);
}

/* One report a game, for the per-game parts of a match's report. */
static AkReviewReport *
game_report (AkReviewReport *self,
             guint           game)
{
  AkGame *one = ak_review_report_get_game (self, game);
  int thresholds[AK_REVIEW_N_MARKS] = { 0, };

  for (AkReviewMark mark = AK_REVIEW_MARK_INACCURACY; mark < AK_REVIEW_N_MARKS; mark++)
    thresholds[mark] = ak_review_report_get_threshold (self, mark);
  return ak_review_report_new (&one, 1, thresholds);
}

/**
 * ak_review_report_to_text:
 * @self: a report
 *
 * The report in words, in the app's language: a heading, then for each
 * side its moves and average loss, each phase, the accuracy, the marks,
 * the worst and best moves and (for a person who played the computer)
 * the level estimate or why there is none; on several games, a line a
 * game last.
 *
 * Returns: (transfer full): the text, lines ending in a newline
 */
char *
ak_review_report_to_text (AkReviewReport *self)
{
  g_autoptr(GString) out = g_string_new (NULL);
  guint n_games;

  g_return_val_if_fail (self != NULL, NULL);

  n_games = ak_review_report_get_n_games (self);
  /* Translators: the heading of a review's report */
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Report on %u game",
                                            "Report on %u games", n_games), n_games);
  g_string_append_c (out, '\n');
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    append_side (out, self, side);

  for (guint i = 0; n_games > 1 && i < n_games; i++)
    {
      g_autoptr(AkReviewReport) one = game_report (self, i);
      g_autofree char *south = dup_seeds (ak_review_report_get_average_loss (one, AK_SOUTH));
      g_autofree char *north = dup_seeds (ak_review_report_get_average_loss (one, AK_NORTH));

      g_string_append_printf (out,
                              /* Translators: one game of a match in its report: the
                               * seeds each side lost a move on average */
                              _("Game %u: %s %s seeds a move, %s %s seeds a move"),
                              i + 1, ak_side_name (AK_SOUTH), south, ak_side_name (AK_NORTH),
                              north);
      g_string_append_c (out, '\n');
    }
  return g_string_free_and_steal (g_steal_pointer (&out));
}

/* JSON */

static void
json_string (GString    *out,
             const char *text)
{
  if (text == NULL)
    {
      g_string_append (out, "null");
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      if (c == '"' || c == '\\')
        g_string_append_printf (out, "\\%c", c);
      else if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_c (out, (char) c);
    }
  g_string_append_c (out, '"');
}

static void
json_seeds (GString    *out,
            const char *name,
            int         hundredths)
{
  g_autofree char *seeds = dup_seeds (hundredths);

  g_string_append_printf (out, "\"%s\": %s", name, seeds);
}

static void
json_move (GString            *out,
           AkReviewReport     *self,
           guint               game_number,
           const char         *name,
           gboolean            has,
           AkReviewReportMove *move)
{
  AkGame *game;
  g_autofree char *text = NULL;

  g_string_append_printf (out, "\"%s\": ", name);
  if (!has)
    {
      g_string_append (out, "null");
      return;
    }
  game = ak_review_report_get_game (self, move->game);
  text = dup_move (game, move->node);
  g_string_append_printf (out, "{\"game\": %u, \"ply\": %u, \"move\": ",
                          game_number > 0 ? game_number : move->game + 1, move->ply);
  json_string (out, text);
  g_string_append (out, ", ");
  json_seeds (out, "loss", move->loss);
  if (move->answered != NULL)
    {
      g_autofree char *answered = dup_move (game, move->answered);

      g_string_append (out, ", \"answered\": ");
      json_string (out, answered);
      g_string_append (out, ", ");
      json_seeds (out, "answered_loss", move->answered_loss);
    }
  g_string_append (out, "}");
}

static void
json_level (GString        *out,
            AkReviewReport *self,
            AkSide          side)
{
  AkReviewLevelEstimate estimate;
  gboolean has = ak_review_report_get_level_estimate (self, side, &estimate);

  g_string_append_printf (out, "\"against_computer\": {\"games\": %u, \"moves\": %u}, ",
                          estimate.n_games, estimate.n_moves);
  g_string_append (out, "\"level_estimate\": ");
  if (!has)
    {
      g_string_append (out, "null");
      return;
    }
  {
    g_autofree char *level = dup_decimal (estimate.level);
    g_autofree char *low = dup_decimal (estimate.low);
    g_autofree char *high = dup_decimal (estimate.high);

    g_string_append_printf (out, "{\"variant\": \"%s\", \"level\": %s, \"low\": %s, "
                            "\"high\": %s, \"below_table\": %s, \"above_table\": %s, ",
                            ak_variant_to_string (estimate.variant), level, low, high,
                            estimate.below_table ? "true" : "false",
                            estimate.above_table ? "true" : "false");
    json_seeds (out, "mean_loss", estimate.mean_loss);
    g_string_append (out, ", ");
    json_seeds (out, "standard_error", estimate.standard_error);
    g_string_append_printf (out, ", \"games\": %u, \"moves\": %u}", estimate.n_games,
                            estimate.n_moves);
  }
}

static const char * const phase_keys[AK_REVIEW_N_PHASES] = { "opening", "middle_game", "endgame" };

static void
json_side (GString        *out,
           AkReviewReport *self,
           guint           game_number,
           AkSide          side,
           const char     *indent)
{
  AkReviewReportMove move;
  gboolean has;
  guint level;
  double accuracy;

  g_string_append_printf (out, "%s\"%s\": {\"name\": ", indent, side == AK_SOUTH ? "south" : "north");
  json_string (out, ak_review_report_get_name (self, side));
  if (ak_review_report_get_is_program (self, side, &level) && level > 0)
    g_string_append_printf (out, ", \"program\": true, \"program_level\": %u", level);
  else if (ak_review_report_get_is_program (self, side, NULL))
    g_string_append (out, ", \"program\": true, \"program_level\": null");
  else
    g_string_append (out, ", \"program\": false, \"program_level\": null");
  g_string_append_printf (out, ",\n%s  \"moves\": %u, \"forced_moves\": %u, ", indent,
                          ak_review_report_get_n_moves (self, side),
                          ak_review_report_get_n_forced (self, side));
  json_seeds (out, "total_loss", ak_review_report_get_total_loss (self, side));
  g_string_append (out, ", ");
  json_seeds (out, "average_loss", ak_review_report_get_average_loss (self, side));
  g_string_append_printf (out, ",\n%s  \"phases\": {", indent);
  for (AkReviewPhase phase = 0; phase < AK_REVIEW_N_PHASES; phase++)
    {
      g_string_append_printf (out, "%s\"%s\": {\"moves\": %u, ", phase > 0 ? ", " : "",
                              phase_keys[phase],
                              ak_review_report_get_phase_n_moves (self, side, phase));
      json_seeds (out, "average_loss",
                  ak_review_report_get_phase_average_loss (self, side, phase));
      g_string_append (out, "}");
    }
  g_string_append_printf (out, "},\n%s  \"marks\": {\"inaccuracies\": %u, \"mistakes\": %u, "
                          "\"blunders\": %u},\n%s  \"accuracy\": ", indent,
                          ak_review_report_get_n_marks (self, side, AK_REVIEW_MARK_INACCURACY),
                          ak_review_report_get_n_marks (self, side, AK_REVIEW_MARK_MISTAKE),
                          ak_review_report_get_n_marks (self, side, AK_REVIEW_MARK_BLUNDER),
                          indent);
  if (ak_review_report_get_accuracy (self, side, &accuracy))
    {
      g_autofree char *percent = dup_decimal (accuracy);

      g_string_append (out, percent);
    }
  else
    g_string_append (out, "null");
  g_string_append_printf (out, ",\n%s  ", indent);
  has = ak_review_report_get_worst_move (self, side, &move);
  json_move (out, self, game_number, "worst_move", has, &move);
  g_string_append_printf (out, ",\n%s  ", indent);
  has = ak_review_report_get_best_move (self, side, &move);
  json_move (out, self, game_number, "best_move", has, &move);
  g_string_append_printf (out, ",\n%s  ", indent);
  json_level (out, self, side);
  g_string_append (out, "}");
}

static void
json_players (GString        *out,
              AkReviewReport *self,
              guint           game_number,
              const char     *indent)
{
  g_autofree char *inner = g_strconcat (indent, "  ", NULL);

  g_string_append (out, "{\n");
  json_side (out, self, game_number, AK_SOUTH, inner);
  g_string_append (out, ",\n");
  json_side (out, self, game_number, AK_NORTH, inner);
  g_string_append_printf (out, "\n%s}", indent);
}

/**
 * ak_review_report_to_json:
 * @self: a report
 *
 * The report as a JSON object, for other programs: the same figures as
 * the text, seeds as numbers with two decimals, never translated.  On
 * several games, "per_game" holds each game's own report.  README lists
 * the fields.
 *
 * Returns: (transfer full): the JSON text, ending in a newline
 */
char *
ak_review_report_to_json (AkReviewReport *self)
{
  g_autoptr(GString) out = g_string_new (NULL);
  guint n_games;

  g_return_val_if_fail (self != NULL, NULL);

  n_games = ak_review_report_get_n_games (self);
  g_string_append_printf (out, "{\n  \"games\": %u,\n  \"thresholds\": {", n_games);
  json_seeds (out, "inaccuracy", ak_review_report_get_threshold (self, AK_REVIEW_MARK_INACCURACY));
  g_string_append (out, ", ");
  json_seeds (out, "mistake", ak_review_report_get_threshold (self, AK_REVIEW_MARK_MISTAKE));
  g_string_append (out, ", ");
  json_seeds (out, "blunder", ak_review_report_get_threshold (self, AK_REVIEW_MARK_BLUNDER));
  g_string_append (out, "},\n  \"players\": ");
  json_players (out, self, 0, "  ");
  if (n_games > 1)
    {
      g_string_append (out, ",\n  \"per_game\": [");
      for (guint i = 0; i < n_games; i++)
        {
          g_autoptr(AkReviewReport) one = game_report (self, i);

          g_string_append_printf (out, "%s\n    {\"game\": %u, \"players\": ", i > 0 ? "," : "",
                                  i + 1);
          json_players (out, one, i + 1, "    ");
          g_string_append (out, "}");
        }
      g_string_append (out, "\n  ]");
    }
  g_string_append (out, "\n}\n");
  return g_string_free_and_steal (g_steal_pointer (&out));
}
