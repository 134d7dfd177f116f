/* test-practice-schedule.c — SM-2 intervals, lapses and the practice day
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The expected schedules are worked out by hand from the formulas in
 * ak-practice-schedule.h, the arithmetic beside each step.
 */

#include "config.h"

#include "ak-practice-schedule.h"

#define DAY G_GINT64_CONSTANT (86400)

/* 2026-01-01 12:00:00 UTC. */
#define T0 G_GINT64_CONSTANT (1767268800)

typedef struct
{
  AkPracticeGrade grade;
  guint           interval;
  guint           ease;
  guint           reps;
  guint           lapses;
} Step;

/* Answers each step when the card falls due, and checks the schedule. */
static void
run_script (const Step *steps,
            guint       n_steps)
{
  AkPracticeState state;
  gint64 now = T0;

  ak_practice_state_init_new (&state, T0);
  g_assert_cmpint (state.due, ==, T0);
  g_assert_cmpuint (state.ease, ==, 2500);

  for (guint i = 0; i < n_steps; i++)
    {
      AkPracticeState next;

      g_test_message ("step %u: %s", i + 1, ak_practice_grade_to_string (steps[i].grade));
      ak_practice_schedule (&state, steps[i].grade, now, &next);
      g_assert_cmpuint (next.interval, ==, steps[i].interval);
      g_assert_cmpuint (next.ease, ==, steps[i].ease);
      g_assert_cmpuint (next.reps, ==, steps[i].reps);
      g_assert_cmpuint (next.lapses, ==, steps[i].lapses);
      g_assert_cmpint (next.last_review, ==, now);
      g_assert_cmpint (next.due, ==, now + steps[i].interval * DAY);
      state = next;
      now = state.due;
    }
}

static void
test_script (void)
{
  static const Step steps[] = {
    /* q 4: EF' = 2500 + 100 - 1 * (80 + 1 * 20) = 2500; n 1 → 1 day. */
    { AK_PRACTICE_GRADE_RIGHT, 1, 2500, 1, 0 },
    /* q 4: EF stays 2500; n 2 → 6 days. */
    { AK_PRACTICE_GRADE_RIGHT, 6, 2500, 2, 0 },
    /* q 4: n 3 → ceil (6 × 2.5) = 15 days. */
    { AK_PRACTICE_GRADE_RIGHT, 15, 2500, 3, 0 },
    /* q 3: EF' = 2500 + 100 - 2 * (80 + 2 * 20) = 2500 - 140 = 2360;
     * n 4 → ceil (15 × 2.36) = ceil (35.4) = 36 days. */
    { AK_PRACTICE_GRADE_RETRY, 36, 2360, 4, 0 },
    /* q 1: EF' = 2360 + 100 - 4 * (80 + 4 * 20) = 2360 - 540 = 1820;
     * forgotten after being learnt: n 0, 1 day, lapse 1. */
    { AK_PRACTICE_GRADE_WRONG, 1, 1820, 0, 1 },
    /* Relearning from the start with the lower EF: 1 day, 6 days, then
     * ceil (6 × 1.82) = ceil (10.92) = 11 days. */
    { AK_PRACTICE_GRADE_RIGHT, 1, 1820, 1, 1 },
    { AK_PRACTICE_GRADE_RIGHT, 6, 1820, 2, 1 },
    { AK_PRACTICE_GRADE_RIGHT, 11, 1820, 3, 1 },
    /* q 4 again: n 4 → ceil (11 × 1.82) = ceil (20.02) = 21 days. */
    { AK_PRACTICE_GRADE_RIGHT, 21, 1820, 4, 1 },
    /* q 0: EF' = 1820 + 100 - 5 * (80 + 5 * 20) = 1820 - 800 = 1020,
     * below the floor: 1300.  Lapse 2. */
    { AK_PRACTICE_GRADE_SHOWN, 1, 1300, 0, 2 },
    /* q 3: 1300 - 140 = 1160, floor 1300; n 1 → 1 day. */
    { AK_PRACTICE_GRADE_RETRY, 1, 1300, 1, 2 },
    /* q 3: n 2 → 6 days; EF stays at the floor. */
    { AK_PRACTICE_GRADE_RETRY, 6, 1300, 2, 2 },
    /* q 4: n 3 → ceil (6 × 1.3) = ceil (7.8) = 8 days. */
    { AK_PRACTICE_GRADE_RIGHT, 8, 1300, 3, 2 },
  };

  run_script (steps, G_N_ELEMENTS (steps));
}

/* A card missed before it was ever learnt has no lapse to count. */
static void
test_new_card_missed (void)
{
  static const Step steps[] = {
    /* q 1: 2500 - 540 = 1960; never learnt (n was 0): no lapse. */
    { AK_PRACTICE_GRADE_WRONG, 1, 1960, 0, 0 },
    /* q 0: 1960 - 800 = 1160 → 1300; still no lapse. */
    { AK_PRACTICE_GRADE_SHOWN, 1, 1300, 0, 0 },
    { AK_PRACTICE_GRADE_RIGHT, 1, 1300, 1, 0 },
    /* Learnt now (n 1): a miss is a lapse. */
    { AK_PRACTICE_GRADE_WRONG, 1, 1300, 0, 1 },
  };

  run_script (steps, G_N_ELEMENTS (steps));
}

/* An answer given late or early is scheduled from when it is given. */
static void
test_from_answer_time (void)
{
  AkPracticeState state, next;

  ak_practice_state_init_new (&state, T0);
  /* Answered ten days after it was made: due a day after the answer. */
  ak_practice_schedule (&state, AK_PRACTICE_GRADE_RIGHT, T0 + 10 * DAY, &next);
  g_assert_cmpint (next.due, ==, T0 + 11 * DAY);
  /* In place. */
  ak_practice_schedule (&next, AK_PRACTICE_GRADE_RIGHT, T0 + 12 * DAY, &next);
  g_assert_cmpuint (next.interval, ==, 6);
  g_assert_cmpint (next.due, ==, T0 + 18 * DAY);
}

/* Intervals stop at a hundred years however long the run of answers. */
static void
test_interval_cap (void)
{
  AkPracticeState state;
  gint64 now = T0;

  ak_practice_state_init_new (&state, T0);
  for (guint i = 0; i < 40; i++)
    {
      ak_practice_schedule (&state, AK_PRACTICE_GRADE_RIGHT, now, &state);
      g_assert_cmpuint (state.interval, <=, AK_PRACTICE_MAX_INTERVAL);
      now = state.due;
    }
  g_assert_cmpuint (state.interval, ==, AK_PRACTICE_MAX_INTERVAL);
}

static void
test_grades (void)
{
  static const AkPracticeGrade grades[] = {
    AK_PRACTICE_GRADE_RIGHT, AK_PRACTICE_GRADE_RETRY,
    AK_PRACTICE_GRADE_WRONG, AK_PRACTICE_GRADE_SHOWN,
  };
  AkPracticeGrade grade;

  g_assert_cmpuint (ak_practice_grade_quality (AK_PRACTICE_GRADE_RIGHT), ==, 4);
  g_assert_cmpuint (ak_practice_grade_quality (AK_PRACTICE_GRADE_RETRY), ==, 3);
  g_assert_cmpuint (ak_practice_grade_quality (AK_PRACTICE_GRADE_WRONG), ==, 1);
  g_assert_cmpuint (ak_practice_grade_quality (AK_PRACTICE_GRADE_SHOWN), ==, 0);
  g_assert_true (ak_practice_grade_is_right (AK_PRACTICE_GRADE_RETRY));
  g_assert_false (ak_practice_grade_is_right (AK_PRACTICE_GRADE_WRONG));
  for (guint i = 0; i < G_N_ELEMENTS (grades); i++)
    {
      g_assert_true (ak_practice_grade_from_string (ak_practice_grade_to_string (grades[i]), &grade));
      g_assert_cmpint (grade, ==, grades[i]);
    }
  g_assert_false (ak_practice_grade_from_string ("perfect", &grade));
  g_assert_false (ak_practice_grade_from_string (NULL, &grade));
}

/* Unix seconds of a wall-clock time in @tz. */
static gint64
at (GTimeZone *tz,
    int        year,
    int        month,
    int        day,
    int        hour,
    int        minute,
    int        second)
{
  g_autoptr(GDateTime) time = g_date_time_new (tz, year, month, day, hour, minute, second);

  g_assert_nonnull (time);
  return g_date_time_to_unix (time);
}

/* The practice day runs from 4 a.m. to 4 a.m. local time. */
static void
test_day_boundary (void)
{
  g_autoptr(GTimeZone) tz = g_time_zone_new_identifier ("+02:00");
  AkPracticeState state;

  g_assert_nonnull (tz);
  /* 01:30 on the 10th is still the 9th's practice day: it ends at 04:00
   * on the 10th, 02:00 UTC. */
  g_assert_cmpint (ak_practice_day_end (at (tz, 2026, 3, 10, 1, 30, 0), tz), ==,
                   at (tz, 2026, 3, 10, 4, 0, 0));
  g_assert_cmpint (at (tz, 2026, 3, 10, 4, 0, 0), ==, 1773108000);
  /* 03:59:59 too; 04:00:00 starts the 10th's, which ends on the 11th. */
  g_assert_cmpint (ak_practice_day_end (at (tz, 2026, 3, 10, 3, 59, 59), tz), ==,
                   at (tz, 2026, 3, 10, 4, 0, 0));
  g_assert_cmpint (ak_practice_day_end (at (tz, 2026, 3, 10, 4, 0, 0), tz), ==,
                   at (tz, 2026, 3, 11, 4, 0, 0));
  g_assert_cmpint (ak_practice_day_end (at (tz, 2026, 3, 10, 23, 59, 0), tz), ==,
                   at (tz, 2026, 3, 11, 4, 0, 0));

  /* At 18:00 on the 10th, a card due at 03:59:59 on the 11th is due
   * today; one due at 04:00 on the 11th is not; one overdue is. */
  ak_practice_state_init_new (&state, 0);
  state.due = at (tz, 2026, 3, 11, 3, 59, 59);
  g_assert_true (ak_practice_is_due_today (&state, at (tz, 2026, 3, 10, 18, 0, 0), tz));
  state.due = at (tz, 2026, 3, 11, 4, 0, 0);
  g_assert_false (ak_practice_is_due_today (&state, at (tz, 2026, 3, 10, 18, 0, 0), tz));
  state.due = at (tz, 2026, 2, 1, 12, 0, 0);
  g_assert_true (ak_practice_is_due_today (&state, at (tz, 2026, 3, 10, 18, 0, 0), tz));
  /* At 02:00 on the 11th (still the 10th's day), the 04:00 card waits. */
  state.due = at (tz, 2026, 3, 11, 4, 0, 0);
  g_assert_false (ak_practice_is_due_today (&state, at (tz, 2026, 3, 11, 2, 0, 0), tz));
  g_assert_true (ak_practice_is_due_today (&state, at (tz, 2026, 3, 11, 4, 0, 0), tz));
}

/* Across a change to summer time the practice day is 23 hours long, and
 * still ends at 4 a.m. by the clock. */
static void
test_day_boundary_summer_time (void)
{
  g_autoptr(GTimeZone) tz = g_time_zone_new_identifier ("Europe/Berlin");
  gint64 end;

  if (tz == NULL)
    {
      g_test_skip ("no time zone data for Europe/Berlin");
      return;
    }
  /* Clocks go from 02:00 CET to 03:00 CEST on 29 March 2026. */
  end = ak_practice_day_end (at (tz, 2026, 3, 28, 12, 0, 0), tz);
  g_assert_cmpint (end, ==, at (tz, 2026, 3, 29, 4, 0, 0));
  /* 04:00 CEST is 02:00 UTC. */
  g_assert_cmpint (end, ==, 1774749600);
  g_assert_cmpint (end - at (tz, 2026, 3, 28, 4, 0, 0), ==, 23 * 3600);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/practice-schedule/script", test_script);
  g_test_add_func ("/practice-schedule/new-card-missed", test_new_card_missed);
  g_test_add_func ("/practice-schedule/from-answer-time", test_from_answer_time);
  g_test_add_func ("/practice-schedule/interval-cap", test_interval_cap);
  g_test_add_func ("/practice-schedule/grades", test_grades);
  g_test_add_func ("/practice-schedule/day-boundary", test_day_boundary);
  g_test_add_func ("/practice-schedule/day-boundary-summer-time", test_day_boundary_summer_time);

  return g_test_run ();
}
