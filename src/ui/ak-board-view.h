/* ak-board-view.h — the board: two rows of holes, drawn and animated
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ak-model.h"

G_BEGIN_DECLS

/* How long the sowing animation takes, per seed. */
typedef enum
{
  AK_ANIMATION_SPEED_INSTANT,
  AK_ANIMATION_SPEED_FAST,
  AK_ANIMATION_SPEED_NORMAL,
  AK_ANIMATION_SPEED_SLOW,
} AkAnimationSpeed;

#define AK_TYPE_BOARD_VIEW (ak_board_view_get_type ())

G_DECLARE_FINAL_TYPE (AkBoardView, ak_board_view, AK, BOARD_VIEW, GtkWidget)

GtkWidget        *ak_board_view_new                 (void);
AkTable          *ak_board_view_get_table           (AkBoardView      *self);
void              ak_board_view_set_table           (AkBoardView      *self,
                                                     AkTable          *table);
AkGame           *ak_board_view_get_game            (AkBoardView      *self);
void              ak_board_view_set_game            (AkBoardView      *self,
                                                     AkGame           *game);
gboolean          ak_board_view_get_show_letters    (AkBoardView      *self);
void              ak_board_view_set_show_letters    (AkBoardView      *self,
                                                     gboolean          show_letters);
gboolean          ak_board_view_get_flipped         (AkBoardView      *self);
void              ak_board_view_set_flipped         (AkBoardView      *self,
                                                     gboolean          flipped);
gboolean          ak_board_view_get_show_preview    (AkBoardView      *self);
void              ak_board_view_set_show_preview    (AkBoardView      *self,
                                                     gboolean          show_preview);
const char       *ak_board_view_get_board_theme     (AkBoardView      *self);
void              ak_board_view_set_board_theme     (AkBoardView      *self,
                                                     const char       *theme);
gboolean          ak_board_view_get_hurry_computer  (AkBoardView      *self);
void              ak_board_view_set_hurry_computer  (AkBoardView      *self,
                                                     gboolean          hurry);
AkAnimationSpeed  ak_board_view_get_animation_speed (AkBoardView      *self);
void              ak_board_view_set_animation_speed (AkBoardView      *self,
                                                     AkAnimationSpeed  speed);
gboolean          ak_board_view_get_animating       (AkBoardView      *self);
int               ak_board_view_get_focus_hole      (AkBoardView      *self);
void              ak_board_view_set_focus_hole      (AkBoardView      *self,
                                                     int               hole);
void              ak_board_view_move_focus          (AkBoardView      *self,
                                                     GtkDirectionType  direction);
gboolean          ak_board_view_activate_hole       (AkBoardView      *self,
                                                     int               hole);
void              ak_board_view_finish_animation    (AkBoardView      *self);
void              ak_board_view_set_read_only       (AkBoardView      *self,
                                                     gboolean          read_only);
gboolean          ak_board_view_get_read_only       (AkBoardView      *self);
void              ak_board_view_show_hint           (AkBoardView      *self,
                                                     int               hole);
int               ak_board_view_get_hint            (AkBoardView      *self);
void              ak_board_view_set_highlight_hole  (AkBoardView      *self,
                                                     int               hole);
int               ak_board_view_get_highlight_hole  (AkBoardView      *self);
void              ak_board_view_show_position       (AkBoardView      *self,
                                                     const AkPosition *position);
void              ak_board_view_set_move_explanations (AkBoardView    *self,
                                                       const char * const *explanations);
void              ak_board_view_set_move_values     (AkBoardView      *self,
                                                     const AkPosition *position,
                                                     const char * const *values,
                                                     int               best);
gboolean          ak_board_view_get_showing_position (AkBoardView     *self);

/* Between two games of a match, at a table: whether the board shows the
 * next game's board and the holes being bought. */
gboolean          ak_board_view_get_purchasing      (AkBoardView      *self);

/* Renders the board as it is shown now at @width × @height, for export. */
GskRenderNode    *ak_board_view_render              (AkBoardView      *self,
                                                     int               width,
                                                     int               height);

GskRenderNode    *ak_board_view_render_for_export   (AkBoardView      *self,
                                                     int               width,
                                                     int               height,
                                                     int               scale,
                                                     gboolean          side_to_move,
                                                     gboolean          stores);

void          ak_board_view_announce           (AkBoardView      *self,
                                                const char       *message);
void          ak_board_view_get_shown          (AkBoardView      *self,
                                                AkPosition       *shown);

G_END_DECLS
