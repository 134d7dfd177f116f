/* ak-practice-schedule.h — when a practice card comes back (SM-2)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The practice deck schedules its cards with SM-2, the algorithm Piotr
 * Wozniak published for SuperMemo 2 in 1990 (and that Anki started from).
 * SM-2 and not FSRS because:
 *
 *  - FSRS's gain over SM-2 comes from fitting its 19 weights to the
 *    reviewer's own history (thousands of reviews); a mancala player's
 *    deck holds tens to a few hundred cards reviewed a few times each,
 *    too little to fit, and FSRS with default weights is tuned on
 *    flash cards of facts, not on positions.
 *  - SM-2 needs four numbers per card, every step is integer arithmetic
 *    here (the E-Factor in thousandths), so a schedule is exact and the
 *    tests check intervals worked out by hand from the formulas.
 *  - Its one parameter per card, the E-Factor, reads plainly in the
 *    statistics ("this card is hard for you").
 *
 * The answer grades map to SM-2's quality q (0–5):
 *
 *   AK_PRACTICE_GRADE_RIGHT  right first time                 q = 4
 *   AK_PRACTICE_GRADE_RETRY  wrong, then right on a retry      q = 3
 *   AK_PRACTICE_GRADE_WRONG  wrong, and not found              q = 1
 *   AK_PRACTICE_GRADE_SHOWN  the player asked to be shown      q = 0
 *
 * (q = 4 for a right answer, like Anki's "Good", keeps the E-Factor where
 * it is; without a clock on the answer there is no telling a perfect 5.)
 *
 * After every answer, with EF in thousandths:
 *
 *   EF' = max (1300, EF + 100 - (5 - q) * (80 + (5 - q) * 20))
 *         (q 4: +0, q 3: -140, q 1: -540, q 0: -800)
 *   q >= 3:  reps' = reps + 1;
 *            interval' = 1 day if reps' = 1, 6 days if reps' = 2,
 *            else ceil (interval * EF' / 1000) days
 *   q < 3:   reps' = 0, interval' = 1 day, and lapses + 1 if the card had
 *            been learned (reps > 0)
 *   due' = now + interval' days (of 86 400 s), last review = now
 *
 * SM-2's text is read in two places where it can be read two ways: the
 * E-Factor changes after every answer, wrong ones too ("after each
 * repetition"), so a card often missed comes back sooner once relearnt;
 * and the interval is worked out with the E-Factor this answer gives.
 * Intervals stop at AK_PRACTICE_MAX_INTERVAL days.
 *
 * Which cards are due "today" goes by the practice day, which starts at
 * 4 a.m. local time (as in Anki), so a session past midnight still counts
 * as the evening's: see ak_practice_day_end().
 *
 * Everything here is pure: no clock is read, no database opened.  Times
 * are Unix seconds (gint64, UTC); intervals whole days.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  AK_PRACTICE_GRADE_RIGHT,
  AK_PRACTICE_GRADE_RETRY,
  AK_PRACTICE_GRADE_WRONG,
  AK_PRACTICE_GRADE_SHOWN,
} AkPracticeGrade;

#define AK_PRACTICE_EASE_START     2500   /* SM-2's first E-Factor, 2.5 */
#define AK_PRACTICE_EASE_MIN       1300   /* SM-2's floor, 1.3 */
#define AK_PRACTICE_MAX_INTERVAL  36500   /* days: a hundred years */
#define AK_PRACTICE_DAY_START_HOUR    4   /* the practice day starts at 4 a.m. */

/* A card's schedule.  A new card is due at once, has interval 0 and was
 * never reviewed (last_review 0). */
typedef struct
{
  gint64 due;          /* Unix seconds: when the card is next due */
  gint64 last_review;  /* Unix seconds of the last answer, 0 if none */
  guint  interval;     /* days from the last answer to due */
  guint  ease;         /* SM-2's E-Factor in thousandths (2500 = 2.5) */
  guint  reps;         /* right answers in a row (SM-2's n) */
  guint  lapses;       /* times the card was missed after being learnt */
} AkPracticeState;

void         ak_practice_state_init_new  (AkPracticeState       *state,
                                          gint64                 now);
void         ak_practice_schedule        (const AkPracticeState *state,
                                          AkPracticeGrade        grade,
                                          gint64                 now,
                                          AkPracticeState       *out);
guint        ak_practice_grade_quality   (AkPracticeGrade        grade);
gboolean     ak_practice_grade_is_right  (AkPracticeGrade        grade);
const char  *ak_practice_grade_to_string (AkPracticeGrade        grade);
gboolean     ak_practice_grade_from_string (const char          *text,
                                            AkPracticeGrade     *grade);
gint64       ak_practice_day_end         (gint64                 now,
                                          GTimeZone             *tz);
gboolean     ak_practice_is_due_today    (const AkPracticeState *state,
                                          gint64                 now,
                                          GTimeZone             *tz);

G_END_DECLS
