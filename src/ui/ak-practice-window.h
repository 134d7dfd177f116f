/* ak-practice-window.h — practising the exercises of the deck that are due
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-application.h"

G_BEGIN_DECLS

#define AK_TYPE_PRACTICE_WINDOW (ak_practice_window_get_type ())

G_DECLARE_FINAL_TYPE (AkPracticeWindow, ak_practice_window, AK, PRACTICE_WINDOW,
                      AdwApplicationWindow)

AkPracticeWindow *ak_practice_window_new (AkApplication *application) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
