/* ak-practice-text.c — the practice window's and the welcome's words:
 * where a card comes from, what to find, how an answer went, when the
 * next cards are due
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-practice-text"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "ak-practice-schedule.h"
#include "ak-practice-starter.h"
#include "ak-practice-text.h"
#include "ak-value-text.h"

/* "2026.12.02" (AKN's Date tag) as "2 Dec"; NULL if it is not a date. */
static char *
format_date (const char *date)
{
  g_autoptr(GDateTime) when = NULL;
  int y, m, d;

  if (date == NULL || sscanf (date, "%d.%d.%d", &y, &m, &d) != 3)
    return NULL;
  when = g_date_time_new_local (y, m, d, 12, 0, 0);
  if (when == NULL)
    return NULL;
  /* Translators: a game's date in a practice card's source, as
   * g_date_time_format() writes it: "2 Dec" */
  return g_date_time_format (when, _("%-d %b"));
}

/**
 * ak_practice_text_source:
 * @card: a card
 *
 * Returns: (transfer full) (nullable): where the card comes from: "From
 *   your game against Level 3, 2 Dec", or its themes
 */
char *
ak_practice_text_source (const AkPracticeCard *card)
{
  g_autofree char *date = format_date (card->source_date);
  g_autofree char *opponent = NULL;

  if (card->source_players != NULL && card->source_players[0] != '\0')
    {
      /* "South – North": the other side's name is the opponent's. */
      g_auto(GStrv) names = g_strsplit (card->source_players, " – ", 2);

      if (g_strv_length (names) == 2)
        opponent = g_strdup (names[card->player_side == AK_NORTH ? 0 : 1]);
    }
  if (opponent != NULL && date != NULL)
    /* Translators: a practice card's source: an opponent's name (a
     * person's, or a computer level such as "Level 3"), then a date */
    return g_strdup_printf (_("From your game against %s, %s"), opponent, date);
  if (opponent != NULL)
    /* Translators: a practice card's source: an opponent's name */
    return g_strdup_printf (_("From your game against %s"), opponent);
  if (card->themes != NULL && card->themes[0] != '\0')
    {
      g_auto(GStrv) keys = g_strsplit (card->themes, ",", -1);
      g_autoptr(GString) themes = g_string_new (NULL);

      /* Each theme in words ("Take a casa"); one this version does not
       * know, as its key. */
      for (guint i = 0; keys[i] != NULL; i++)
        {
          const char *name = ak_practice_starter_theme_name (g_strstrip (keys[i]));

          if (keys[i][0] == '\0')
            continue;
          if (themes->len > 0)
            g_string_append (themes, " · ");
          if (name != NULL)
            g_string_append (themes, name);
          else
            g_string_append (themes, g_strdelimit (keys[i], "-_", ' '));
        }
      if (card->source_players != NULL && card->source_players[0] != '\0')
        /* Translators: a practice card's source, such as "Starter deck",
         * then its themes, such as "Take a casa · Endgame" */
        return g_strdup_printf (_("%s · %s"), card->source_players, themes->str);
      /* Translators: a practice card's themes, such as "Take a casa · Endgame" */
      return g_strdup_printf (_("Theme: %s"), themes->str);
    }
  if (card->source_file != NULL && card->source_file[0] != '\0')
    {
      g_autofree char *base = g_path_get_basename (card->source_file);

      /* Translators: a practice card's source: a file's name */
      return g_strdup_printf (_("From the game in %s"), base);
    }
  return NULL;
}

/**
 * ak_practice_text_prompt:
 * @side: the side to move
 *
 * Returns: (transfer full): "South to move: find the best move"
 */
char *
ak_practice_text_prompt (AkSide side)
{
  return g_strdup (side == AK_NORTH ? _("North to move: find the best move")
                                    : _("South to move: find the best move"));
}

static void
answer_value (const AkPracticeAnswer *answer,
              AkValueText            *value)
{
  value->kind = answer->kind;
  value->score = answer->score;
  value->lower = answer->score;
  value->upper = answer->score;
}

/**
 * ak_practice_text_value:
 * @answer: a move's verdict
 * @side: the side that played it
 *
 * Returns: (transfer full): what the move is worth, in a sentence
 */
char *
ak_practice_text_value (const AkPracticeAnswer *answer,
                        AkSide                  side)
{
  AkValueText value;

  answer_value (answer, &value);
  return ak_value_text_explain (&value, side);
}

/**
 * ak_practice_text_when:
 * @due: Unix seconds
 * @now: Unix seconds
 *
 * Returns: (transfer full): when @due is, by practice days: "today",
 *   "tomorrow", "in 6 days"
 */
char *
ak_practice_text_when (gint64 due,
                       gint64 now)
{
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  gint64 today_end = ak_practice_day_end (now, tz);
  gint64 days;

  if (due < today_end)
    return g_strdup (_("today"));
  days = (due - today_end) / (24 * 60 * 60) + 1;
  if (days == 1)
    return g_strdup (_("tomorrow"));
  /* Translators: when exercises are due: "in 6 days" */
  return g_strdup_printf (ngettext ("in %u day", "in %u days", (guint) MIN (days, G_MAXUINT)),
                          (guint) MIN (days, G_MAXUINT));
}

/**
 * ak_practice_text_summary:
 *
 * Returns: (transfer full): a session's end: how many were right the
 *   first time, after another try, missed, and when the next are due
 */
char *
ak_practice_text_summary (guint  n_right_first,
                          guint  n_retried,
                          guint  n_missed,
                          gint64 next_due,
                          gint64 now)
{
  GString *text = g_string_new (NULL);

  /* Translators: the practice summary's lines */
  g_string_append_printf (text, ngettext ("%u right the first time", "%u right the first time",
                                          n_right_first), n_right_first);
  g_string_append_c (text, '\n');
  g_string_append_printf (text, ngettext ("%u right after another try",
                                          "%u right after another try", n_retried), n_retried);
  g_string_append_c (text, '\n');
  g_string_append_printf (text, ngettext ("%u missed", "%u missed", n_missed), n_missed);
  if (next_due > 0)
    {
      g_autofree char *when = ak_practice_text_when (next_due, now);

      g_string_append (text, "\n\n");
      /* Translators: %s is "today", "tomorrow" or "in 6 days" */
      g_string_append_printf (text, _("The next exercises are due %s."), when);
    }
  return g_string_free (text, FALSE);
}

/**
 * ak_practice_text_history:
 * @stats: a card's answers so far
 * @state: its schedule
 *
 * Returns: (transfer full): the card's own record, for its source line:
 *   "New" or "Answered 3 times, right 2 · a lapse"
 */
char *
ak_practice_text_history (const AkPracticeCardStats *stats,
                          const AkPracticeState     *state)
{
  g_autofree char *answered = NULL;

  if (stats->n_attempts == 0)
    /* Translators: a practice card never answered */
    return g_strdup (C_("practice card", "New"));

  {
    g_autofree char *times =
      g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                    /* Translators: how often a practice card was answered */
                                    "Answered once", "Answered %u times", stats->n_attempts),
                       stats->n_attempts);

    /* Translators: how often a practice card was answered, then how
     * often right: "Answered 3 times, right 2" */
    answered = g_strdup_printf (_("%s, right %u"), times, stats->n_right);
  }
  if (state->lapses == 0)
    return g_steal_pointer (&answered);
  /* Translators: a practice card's record, then how often it was forgotten
   * once learnt */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · forgotten once",
                                       "%s · forgotten %u times", state->lapses),
                          answered, state->lapses);
}

/**
 * ak_practice_text_empty:
 * @deck: the deck, with nothing due
 *
 * Returns: (transfer full): why there is nothing to practise, and what
 *   to do
 */
char *
ak_practice_text_empty (AkPracticeDeck *deck)
{
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  AkPracticeDeckStats stats = { 0 };

  if (!ak_practice_deck_get_stats (deck, g_get_real_time () / G_USEC_PER_SEC, tz, &stats, NULL) ||
      stats.n_cards == 0)
    return g_strdup (_("Your deck has no exercises yet. Review a game: the mistakes it "
                       "finds in your moves become exercises. Or begin with the starter "
                       "deck, a few hundred positions from the computer’s own games where "
                       "one move is clearly best."));
  if (stats.n_due_today > 0)
    /* Translators: the daily limits are in Preferences */
    return g_strdup (_("You have done today’s exercises. More are due, past the daily "
                       "limits you can change in Preferences."));
  return g_strdup (_("You have done today’s exercises. Come back tomorrow."));
}

/**
 * ak_practice_text_due:
 * @n_due: the exercises a session would take now
 * @n_cards: the cards in the deck
 *
 * Returns: (transfer full): the welcome's line: "12 exercises due today"
 */
char *
ak_practice_text_due (guint n_due,
                      guint n_cards)
{
  if (n_cards == 0)
    return g_strdup (_("No exercises yet: review a game, or begin with the starter deck"));
  if (n_due == 0)
    return g_strdup (_("No exercises due"));
  /* Translators: on the welcome */
  return g_strdup_printf (ngettext ("%u exercise due today", "%u exercises due today", n_due),
                          n_due);
}
