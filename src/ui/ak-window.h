/* ak-window.h — the main window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-application.h"
#include "ak-board-view.h"
#include "ak-moves-panel.h"
#include "ak-player-card.h"
#include "ak-record.h"

G_BEGIN_DECLS

#define AK_TYPE_WINDOW (ak_window_get_type ())

#define AK_WINDOW_DEFAULT_LEVEL 3

G_DECLARE_FINAL_TYPE (AkWindow, ak_window, AK, WINDOW, AdwApplicationWindow)

AkWindow    *ak_window_new            (AkApplication *application) G_GNUC_WARN_UNUSED_RESULT;
AkGame      *ak_window_get_game       (AkWindow      *self);
void         ak_window_set_game       (AkWindow      *self,
                                       AkGame        *game);
AkMatch     *ak_window_get_match      (AkWindow      *self);
void         ak_window_set_match      (AkWindow      *self,
                                       AkMatch       *match);
AkBoardView *ak_window_get_board_view (AkWindow      *self);
AkTable     *ak_window_get_table      (AkWindow      *self);
void         ak_window_start          (AkWindow      *self,
                                       const AkRules *rules,
                                       gboolean       match,
                                       guint          south_level,
                                       guint          north_level,
                                       const char    *south_name,
                                       const char    *north_name);
void         ak_window_start_game     (AkWindow      *self,
                                       AkVariant      variant,
                                       guint          south_level,
                                       guint          north_level,
                                       const char    *south_name,
                                       const char    *north_name);
guint        ak_window_get_player_level (AkWindow    *self,
                                         AkSide       side);
void         ak_window_set_player_level (AkWindow    *self,
                                         AkSide       side,
                                         guint        level);
gboolean     ak_window_get_thinking   (AkWindow      *self);
AkPlayerCard *ak_window_get_player_card (AkWindow    *self,
                                         AkSide       side);
AkMovesPanel *ak_window_get_moves_panel (AkWindow    *self);
void         ak_window_set_record     (AkWindow      *self,
                                       AkRecord      *record);
void         ak_window_show_welcome   (AkWindow      *self);

void         ak_window_show_records_async  (AkWindow            *self,
                                            GPtrArray           *records,
                                            GAsyncReadyCallback  callback,
                                            gpointer             user_data);
gboolean     ak_window_show_records_finish (AkWindow            *self,
                                            GAsyncResult        *result,
                                            GError             **error);
void         ak_window_open_file      (AkWindow      *self,
                                       GFile         *file);
void         ak_window_save_to_file   (AkWindow      *self,
                                       GFile         *file);
GFile       *ak_window_get_file       (AkWindow      *self);
void         ak_window_set_file       (AkWindow      *self,
                                       GFile         *file,
                                       gboolean       modified);
void         ak_window_show_toast     (AkWindow      *self,
                                       const char    *title);
GBytes      *ak_window_dup_board_image (AkWindow     *self,
                                        gboolean      svg);

/* What an exported image of the board shows besides the board */
typedef struct
{
  gboolean    svg;           /* vector shapes; else a PNG */
  int         scale;         /* PNG: pixels per unit, 1 to 4 */
  gboolean    names;         /* each player's name by their row */
  gboolean    side_to_move;  /* the row to move lit, and said */
  gboolean    stores;        /* the stores' stones and counts */
  const char *caption;       /* a line under the board, or NULL */
} AkBoardExport;

void         ak_board_export_init     (AkBoardExport *options,
                                       gboolean       svg);
GBytes      *ak_window_dup_board_image_full (AkWindow            *self,
                                             const AkBoardExport *options);
void         ak_window_export_image   (AkWindow      *self,
                                       GFile         *file);
guint        ak_window_get_n_pending_file_ops (AkWindow *self);

G_END_DECLS
