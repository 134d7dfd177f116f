/* ak-game-private.h — what the game's files share, and what the table
 * hands the game: a move it decided and sowed already
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * AkGame spans three files: ak-game.c (the object, the cursor, playing,
 * undo and redo), ak-game-tree.c (editing the study tree) and
 * ak-game-record.c (tags, names and the record a file writes).
 */

#pragma once

#include "ak-game.h"
#include "ak-move-history.h"

G_BEGIN_DECLS

struct _AkGame
{
  GObject        parent_instance;

  AkGameRecord  *record;
  AkGameNode    *current;
  AkHistory     *history;    /* the positions from the root to current */
  AkGameNode    *agreed;     /* where the players divided the seeds, or NULL */
  AkGameNode    *live;       /* where play stands, or NULL: the main line's end */
  AkGameNode    *live_found; /* what ak_game_get_live_node () last found, or NULL
                              * when the tree or live changed since: finding it
                              * walks the main line, which may be very long */
  AkGameNode    *main_end;   /* the main line's last node, or NULL when the
                              * tree changed since it was found */
  AkMoveHistory *moves;
  gboolean       moves_stale;  /* the tree changed since the list saw it */
  gboolean       may_have_evals; /* FALSE only when no comment holds an engine value */
  guint          serial;
  guint          n_sown;     /* for tests: the moves ak_game_play() sowed itself */

  /* What the properties last said, so that they notify only on change. */
  struct
  {
    AkPosition    position;
    gboolean      can_undo;
    gboolean      can_redo;
    gboolean      is_over;
    AkTermination termination;
    AkGameNode   *current;
    AkGameNode   *live;
    char         *result;
  } shown;
};

/* ak-game.c */
void              _ak_game_sync_state          (AkGame             *self);
void              _ak_game_update_row_of       (AkGame             *self,
                                                AkGameNode         *node);
void              _ak_game_tree_changed        (AkGame             *self);
void              _ak_game_set_current         (AkGame             *self,
                                                AkGameNode         *node);
AkGameNode       *_ak_game_main_line_end       (AkGame             *self);
gboolean          _ak_game_walk_is_on_main_line (AkGameNode        *node);

gboolean          _ak_game_play_sown           (AkGame             *self,
                                                AkHistory          *history,
                                                const AkMoveInfo   *info,
                                                const AkTrace      *trace);

/* ak-game-tree.c: a variation taken out and put back, for a review that
 * replaces its own lines and takes that back. */
AkGameNode       *_ak_game_take_variation      (AkGame             *self,
                                                AkGameNode         *line_start,
                                                guint              *index);
void              _ak_game_put_back_variation  (AkGame             *self,
                                                AkGameNode         *branch,
                                                guint               index,
                                                AkGameNode         *line);

/* For tests: how many moves the game sowed itself (ak_game_play()), not
 * counting those a table handed it sown. */
guint             _ak_game_get_n_sown          (AkGame             *self);

G_END_DECLS
