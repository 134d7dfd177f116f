/* ak-practice-schedule.c — when a practice card comes back (SM-2)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The algorithm, and why SM-2, are in the header.
 */

#define G_LOG_DOMAIN "ak-practice-schedule"

#include "config.h"

#include "ak-practice-schedule.h"

#define SECONDS_PER_DAY G_GINT64_CONSTANT (86400)

/**
 * ak_practice_state_init_new:
 * @state: (out caller-allocates): the state to fill
 * @now: Unix seconds
 *
 * Fills @state for a card made at @now: due at once, never reviewed.
 */
void
ak_practice_state_init_new (AkPracticeState *state,
                            gint64           now)
{
  g_return_if_fail (state != NULL);

  *state = (AkPracticeState) {
    .due = now,
    .last_review = 0,
    .interval = 0,
    .ease = AK_PRACTICE_EASE_START,
    .reps = 0,
    .lapses = 0,
  };
}

/**
 * ak_practice_grade_quality:
 * @grade: an answer's grade
 *
 * Returns: SM-2's quality of response, 0 to 5, for @grade.
 */
guint
ak_practice_grade_quality (AkPracticeGrade grade)
{
  switch (grade)
    {
    case AK_PRACTICE_GRADE_RIGHT: return 4;
    case AK_PRACTICE_GRADE_RETRY: return 3;
    case AK_PRACTICE_GRADE_WRONG: return 1;
    case AK_PRACTICE_GRADE_SHOWN: return 0;
    default: g_return_val_if_reached (0);
    }
}

/**
 * ak_practice_grade_is_right:
 * @grade: an answer's grade
 *
 * Returns: whether @grade counts as remembered (SM-2's q >= 3): right
 *   first time or after a retry.
 */
gboolean
ak_practice_grade_is_right (AkPracticeGrade grade)
{
  return ak_practice_grade_quality (grade) >= 3;
}

/* The names the database keeps grades under: stable, never translated. */
static const char * const grade_names[] = {
  [AK_PRACTICE_GRADE_RIGHT] = "right",
  [AK_PRACTICE_GRADE_RETRY] = "retry",
  [AK_PRACTICE_GRADE_WRONG] = "wrong",
  [AK_PRACTICE_GRADE_SHOWN] = "shown",
};

/**
 * ak_practice_grade_to_string:
 * @grade: an answer's grade
 *
 * Returns: the grade's stable name ("right", "retry", "wrong", "shown"),
 *   as stored, not for display.
 */
const char *
ak_practice_grade_to_string (AkPracticeGrade grade)
{
  g_return_val_if_fail ((guint) grade < G_N_ELEMENTS (grade_names), NULL);

  return grade_names[grade];
}

/**
 * ak_practice_grade_from_string:
 * @text: a grade's stable name
 * @grade: (out): the grade
 *
 * Returns: whether @text names a grade.
 */
gboolean
ak_practice_grade_from_string (const char      *text,
                               AkPracticeGrade *grade)
{
  g_return_val_if_fail (grade != NULL, FALSE);

  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (grade_names); i++)
    if (g_str_equal (text, grade_names[i]))
      {
        *grade = (AkPracticeGrade) i;
        return TRUE;
      }
  return FALSE;
}

/**
 * ak_practice_schedule:
 * @state: the card's schedule before the answer
 * @grade: the answer
 * @now: Unix seconds of the answer
 * @out: (out caller-allocates): the schedule after it (may be @state)
 *
 * Applies SM-2 (see the header) to one answer.
 */
void
ak_practice_schedule (const AkPracticeState *state,
                      AkPracticeGrade        grade,
                      gint64                 now,
                      AkPracticeState       *out)
{
  AkPracticeState next;
  gint64 q, miss, ease;

  g_return_if_fail (state != NULL);
  g_return_if_fail (out != NULL);

  next = *state;
  q = ak_practice_grade_quality (grade);
  miss = 5 - q;

  /* EF' = EF + (0.1 - (5 - q) * (0.08 + (5 - q) * 0.02)), in thousandths. */
  ease = (gint64) state->ease + 100 - miss * (80 + miss * 20);
  next.ease = (guint) MAX (ease, AK_PRACTICE_EASE_MIN);

  if (q >= 3)
    {
      next.reps = state->reps + 1;
      if (next.reps == 1)
        next.interval = 1;
      else if (next.reps == 2)
        next.interval = 6;
      else
        {
          /* Rounded up, as SM-2 says. */
          guint64 days = ((guint64) MAX (state->interval, 1) * next.ease + 999) / 1000;

          next.interval = (guint) MIN (days, AK_PRACTICE_MAX_INTERVAL);
        }
    }
  else
    {
      if (state->reps > 0)
        next.lapses = state->lapses + 1;
      next.reps = 0;
      next.interval = 1;
    }

  next.interval = MIN (next.interval, AK_PRACTICE_MAX_INTERVAL);
  next.last_review = now;
  next.due = now + next.interval * SECONDS_PER_DAY;
  *out = next;
}

/* The start (AK_PRACTICE_DAY_START_HOUR local time) of the calendar day
 * of @local. */
static GDateTime *
day_start_of (GDateTime *local)
{
  int y, m, d;

  g_date_time_get_ymd (local, &y, &m, &d);
  return g_date_time_new (g_date_time_get_timezone (local), y, m, d,
                          AK_PRACTICE_DAY_START_HOUR, 0, 0);
}

/**
 * ak_practice_day_end:
 * @now: Unix seconds
 * @tz: (nullable): the time zone of the player's day, or %NULL for local
 *
 * A practice day runs from 4 a.m. to 4 a.m. local time, so that a
 * session after midnight still counts as the evening's.  A card is due
 * today when it is due before the end of the practice day holding @now.
 * The boundary is found on the calendar, not by adding 86 400 s, so a
 * day with a change of summer time is 23 or 25 hours long.
 *
 * Returns: Unix seconds at which the practice day holding @now ends.
 */
gint64
ak_practice_day_end (gint64     now,
                     GTimeZone *tz)
{
  g_autoptr(GTimeZone) local_tz = tz != NULL ? g_time_zone_ref (tz) : g_time_zone_new_local ();
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (now);
  g_autoptr(GDateTime) local = NULL;
  g_autoptr(GDateTime) start = NULL;
  g_autoptr(GDateTime) next_day = NULL;
  g_autoptr(GDateTime) end = NULL;

  g_return_val_if_fail (utc != NULL, now);

  local = g_date_time_to_timezone (utc, local_tz);
  start = day_start_of (local);
  /* Before 4 a.m. the practice day is the calendar day before's, and
   * ends at 4 a.m. today; after, it ends at 4 a.m. tomorrow. */
  if (g_date_time_compare (local, start) < 0)
    return g_date_time_to_unix (start);

  /* Noon tomorrow is always on tomorrow's date, whatever the clocks did. */
  next_day = g_date_time_add_hours (start, 32);
  end = day_start_of (next_day);
  return g_date_time_to_unix (end);
}

/**
 * ak_practice_is_due_today:
 * @state: a card's schedule
 * @now: Unix seconds
 * @tz: (nullable): the time zone of the player's day, or %NULL for local
 *
 * Returns: whether the card is due before the practice day holding @now
 *   ends (see ak_practice_day_end()); a card overdue is due today.
 */
gboolean
ak_practice_is_due_today (const AkPracticeState *state,
                          gint64                 now,
                          GTimeZone             *tz)
{
  g_return_val_if_fail (state != NULL, FALSE);

  return state->due < ak_practice_day_end (now, tz);
}
