/* ak-game.h — one game and its study tree, as a GObject
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ak-engine.h"

G_BEGIN_DECLS

#define AK_TYPE_GAME (ak_game_get_type ())

G_DECLARE_FINAL_TYPE (AkGame, ak_game, AK, GAME, GObject)


AkGame           *ak_game_new                  (const AkRules      *rules,
                                                const AkPosition   *start) G_GNUC_WARN_UNUSED_RESULT;
AkGame           *ak_game_new_from_record      (const AkGameRecord *record) G_GNUC_WARN_UNUSED_RESULT;
AkGame           *ak_game_new_from_position_string (const AkRules  *rules,
                                                    const char     *position,
                                                    GError        **error) G_GNUC_WARN_UNUSED_RESULT;
AkVariant         ak_game_get_variant          (AkGame             *self);
const AkRules    *ak_game_get_rules            (AkGame             *self);
const AkPosition *ak_game_get_start            (AkGame             *self);
const AkPosition *ak_game_get_position         (AkGame             *self);
AkSide            ak_game_get_side_to_move     (AkGame             *self);
gboolean          ak_game_get_can_undo         (AkGame             *self);
gboolean          ak_game_get_can_redo         (AkGame             *self);
gboolean          ak_game_get_is_over          (AkGame             *self);
const char       *ak_game_get_result           (AkGame             *self);
AkTermination     ak_game_get_termination      (AkGame             *self);
const char       *ak_game_get_south_name       (AkGame             *self);
void              ak_game_set_south_name       (AkGame             *self,
                                                const char         *name);
const char       *ak_game_get_north_name       (AkGame             *self);
void              ak_game_set_north_name       (AkGame             *self,
                                                const char         *name);
AkGameNode       *ak_game_get_current_node     (AkGame             *self);
AkGameNode       *ak_game_get_root             (AkGame             *self);
gboolean          ak_game_is_on_main_line      (AkGame             *self,
                                                AkGameNode         *node);
AkGameNode       *ak_game_get_live_node        (AkGame             *self);
void              ak_game_set_live_node        (AkGame             *self,
                                                AkGameNode         *node);

AkVerdict         ak_game_check_move           (AkGame             *self,
                                                int                 move);
AkVerdict         ak_game_play                 (AkGame             *self,
                                                int                 move,
                                                char              **reason);
gboolean          ak_game_undo                 (AkGame             *self);
gboolean          ak_game_redo                 (AkGame             *self);
void              ak_game_go_to                (AkGame             *self,
                                                AkGameNode         *node);
gboolean          ak_game_go_first             (AkGame             *self);
gboolean          ak_game_go_previous          (AkGame             *self);
gboolean          ak_game_go_next              (AkGame             *self);
gboolean          ak_game_go_last              (AkGame             *self);
gboolean          ak_game_promote_variation    (AkGame             *self,
                                                AkGameNode         *node);
gboolean          ak_game_delete_variation     (AkGame             *self,
                                                AkGameNode         *node);
void              ak_game_set_comment          (AkGame             *self,
                                                AkGameNode         *node,
                                                const char         *comment);
char             *ak_game_dup_comment          (AkGame             *self,
                                                AkGameNode         *node);
void              ak_game_set_nags             (AkGame             *self,
                                                AkGameNode         *node,
                                                const guint        *nags,
                                                guint               n_nags);
void              ak_game_set_suffix           (AkGame             *self,
                                                AkGameNode         *node,
                                                const char         *suffix);
gboolean          ak_game_get_eval             (AkGame             *self,
                                                AkGameNode         *node,
                                                AkEval             *eval);
void              ak_game_set_eval             (AkGame             *self,
                                                AkGameNode         *node,
                                                const AkEval       *eval);
AkGameNode       *ak_game_add_line             (AkGame             *self,
                                                AkGameNode         *node,
                                                const guint8       *moves,
                                                guint               n_moves,
                                                const char         *comment);
gboolean          ak_game_agree                (AkGame             *self);
AkGameNode       *ak_game_get_agreed_node      (AkGame             *self);
char             *ak_game_dup_notation         (AkGame             *self,
                                                AkGameNode         *node);
AkGameRecord     *ak_game_dup_record           (AkGame             *self) G_GNUC_WARN_UNUSED_RESULT;
void              ak_game_update_record        (AkGame             *self,
                                                AkGameRecord       *record);
const char       *ak_game_get_tag              (AkGame             *self,
                                                const char         *name);
void              ak_game_set_tag              (AkGame             *self,
                                                const char         *name,
                                                const char         *value);
GListModel       *ak_game_get_history          (AkGame             *self);
AkHistory        *ak_game_dup_engine_history   (AkGame             *self) G_GNUC_WARN_UNUSED_RESULT;
const AkHistory  *ak_game_get_engine_history   (AkGame             *self);
guint             ak_game_get_serial           (AkGame             *self);

G_END_DECLS
