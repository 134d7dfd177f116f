/* ak-table-private.h — what the table's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-table.h"

G_BEGIN_DECLS

struct _AkTable
{
  GObject       parent_instance;

  AkGame       *game;
  AkMatch      *match;                /* or NULL: a single game */
  AkPlayer     *players[2];
  AkTableStage  stage;
  gboolean      paused;
  /* Watching the computer play itself: one move while paused, and the
   * least time from one move to its search for the next. */
  gboolean      stepping;
  guint         watch_delay;          /* ms */
  gint64        last_move_time;       /* monotonic, µs */
  guint         watch_timeout_id;

  /* The computer's search: where it started, how to stop it or hurry it. */
  GCancellable *think_cancellable;
  GCancellable *hurry_cancellable;
  AkGameNode   *think_node;
  guint         n_searches;
  guint         search_threads;       /* at level 5 and for hints; 0: every core */

  /* The move decided and not yet played, while a view holds the table:
   * where it was decided, and the game's history with it sown. */
  guint         holds;
  gboolean      has_pending;
  AkGameNode   *pending_node;
  AkHistory    *pending_history;
  AkTrace      *pending_trace;
  AkMoveInfo    pending_info;
  gboolean      committing;

  /* The hint for the cursor's position. */
  GCancellable *hint_cancellable;
  AkGameNode   *hint_node;
  int           hint;
  gboolean      hint_valued;          /* the search's value of the hint: */
  AkValueKind   hint_kind;
  int           hint_score;           /* the mover's view, hundredths of a seed */
  int           hint_lower;
  int           hint_upper;

  /* The rebuild: the holes chosen, a computer buyer's search. */
  guint8        purchases[AK_N_HOLES];
  guint         n_purchases;
  GCancellable *purchase_cancellable;
  int           purchase_score;

  /* Teaching (ak-table-teaching.c): the engine's look at a person's
   * move before the computer answers, and its warning. */
  AkTeachingMode     teaching_mode;
  int                teaching_threshold;
  guint              teaching_depth;       /* for tests; 0: the review's time */
  GCancellable      *check_cancellable;
  AkGameNode        *check_node;           /* the move looked at, or warned of */
  AkGameNode        *cleared_node;         /* the move let through last */
  AkTeachingWarning *warning;

  /* What the properties last said, so that they notify only on change. */
  struct
  {
    gboolean    browsing;
    gboolean    thinking;
    gboolean    can_undo;
    gboolean    can_redo;
    gboolean    can_divide;
    gboolean    can_start_next_game;
  } shown;
};

void      _ak_table_sync                        (AkTable      *self);
void      _ak_table_set_stage                   (AkTable      *self,
                                                 AkTableStage  stage);
void      _ak_table_go_live                     (AkTable      *self);
gboolean  _ak_table_side_is_computer            (AkTable      *self,
                                                 AkSide        side);
gboolean  _ak_table_is_browsing                 (AkTable      *self);
AkVerdict _ak_table_decide                      (AkTable      *self,
                                                 int           move);

/* ak-table-computer.c */
void      _ak_table_update_turn                 (AkTable      *self);
void      _ak_table_stop_thinking               (AkTable      *self);
gpointer  _ak_table_weak_new                    (AkTable      *self);
AkTable  *_ak_table_weak_take                   (gpointer      user_data);

/* ak-table-players.c */
void      _ak_table_read_players                (AkTable      *self);
void      _ak_table_player_changed_cb           (AkTable      *self,
                                                 GParamSpec   *pspec,
                                                 AkPlayer     *player);
void      _ak_table_game_name_cb                (AkTable      *self,
                                                 GParamSpec   *pspec,
                                                 AkGame       *game);

/* ak-table-rebuild.c */
void      _ak_table_cancel_hint                 (AkTable      *self);
gboolean  _ak_table_compute_can_start_next_game (AkTable      *self);

/* ak-table-teaching.c */
void      _ak_table_teaching_install_properties (GObjectClass *object_class,
                                                 guint         first_prop_id);
gboolean  _ak_table_teaching_get_property       (AkTable      *self,
                                                 guint         prop_id,
                                                 GValue       *value);
gboolean  _ak_table_teaching_set_property       (AkTable      *self,
                                                 guint         prop_id,
                                                 const GValue *value);
void      _ak_table_teaching_follow             (AkTable      *self);
gboolean  _ak_table_teaching_waits              (AkTable      *self,
                                                 AkGameNode   *node);
void      _ak_table_teaching_reset              (AkTable      *self);

/* For tests */

/* For tests: the depth of the look at a person's move (0: the review's
 * time), so that a test's verdict does not depend on the machine's speed. */
void              _ak_table_set_teaching_depth (AkTable          *self,
                                                guint             depth);

/* For tests: how many searches for the computer's move were started. */
guint             _ak_table_get_n_searches     (AkTable          *self);

G_END_DECLS
