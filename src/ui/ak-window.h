/* ak-window.h — the main window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-application.h"
#include "ak-board-view.h"

G_BEGIN_DECLS

#define AK_TYPE_WINDOW (ak_window_get_type ())

G_DECLARE_FINAL_TYPE (AkWindow, ak_window, AK, WINDOW, AdwApplicationWindow)

AkWindow    *ak_window_new            (AkApplication *application) G_GNUC_WARN_UNUSED_RESULT;
AkGame      *ak_window_get_game       (AkWindow      *self);
AkBoardView *ak_window_get_board_view (AkWindow      *self);

G_END_DECLS
