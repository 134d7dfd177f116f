/* ak-value-text.h — an engine value in the window's words: proved, bounded
 * by a repetition, or estimated, each in its own form and sentence
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-engine.h"

G_BEGIN_DECLS

/* One value from one side's point of view, in hundredths of a seed. */
typedef struct
{
  AkValueKind kind;
  int         score;
  int         lower;   /* the range, when bounded */
  int         upper;
} AkValueText;

void  ak_value_text_init_result  (AkValueText          *value,
                                  const AkSearchResult *result,
                                  int                   index,
                                  gboolean              turn);
void  ak_value_text_turn         (AkValueText          *value);
char *ak_value_text_format       (const AkValueText    *value);
char *ak_value_text_summary      (const AkValueText    *value,
                                  AkSide                side,
                                  int                   move);
char *ak_value_text_explain      (const AkValueText    *value,
                                  AkSide                side);
char *ak_value_text_dup_hint     (int                   move,
                                  const AkValueText    *value,
                                  AkSide                side);

G_END_DECLS
