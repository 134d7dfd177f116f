/* ak-window-private.h — what the window's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is split by what it does: ak-window.c holds the window and
 * its status line; ak-window-follow.c keeps it in step with its table and
 * the table's game and match; ak-window-toasts.c tells what happened in
 * toasts; ak-window-result.c the end of a game; ak-window-rebuild.c the
 * bar between two games of a match; ak-window-layout.c the window at any
 * size; ak-window-actions.c the actions of the header bar, the menu and
 * the keyboard; ak-window-review.c reviewing the games; ak-window-files.c
 * opening, saving, asking before work is lost, and exporting the board;
 * ak-window-teaching.c teaching mode's bar; ak-window-collect.c the
 * person's mistakes into the practice deck.
 * Every rule of play is the table's (src/model/ak-table.c).
 */

#pragma once

#include <adwaita.h>

#include "ak-analysis-page.h"
#include "ak-eval-graph.h"
#include "ak-match-page.h"
#include "ak-record.h"
#include "ak-rules-page.h"
#include "ak-teaching-bar.h"
#include "ak-window.h"

G_BEGIN_DECLS

/* The settings schema keeps the stable id in .Devel builds too, so both
 * share one window state, as the data/ folder installs a single schema.
 */
#define AK_WINDOW_SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"

typedef enum
{
  AK_PENDING_NONE,
  AK_PENDING_NEW_GAME,
  AK_PENDING_OPEN,
  AK_PENDING_CLOSE,
  AK_PENDING_PASTE,
  AK_PENDING_POSITION,
  AK_PENDING_PLAY_COMPUTER,
  AK_PENDING_TWO_PLAYERS,
  AK_PENDING_PLAY_AGAIN,
} AkPendingAction;

typedef struct _AkWindowReview AkWindowReview;
typedef struct _AkWindowMistakes AkWindowMistakes;
typedef struct _AkWindowTeaching AkWindowTeaching;
typedef struct _AkWindowCollect AkWindowCollect;

struct _AkWindow
{
  AdwApplicationWindow  parent_instance;

  /* The dialogs shown over the window, kept until they have closed and
   * the main loop is idle (keep_dialog_cb ()). */
  GPtrArray            *kept_dialogs;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  AkBoardView          *board;
  GtkLabel             *status_label;
  GtkLabel             *history_label;
  AkPlayerCard         *south_card;
  AkPlayerCard         *north_card;
  AkMovesPanel         *moves_panel;
  AkMatchPage          *match_page;
  AkAnalysisPage       *analysis_page;
  AkEvalGraph          *eval_graph;
  GtkRevealer          *graph_revealer;
  AkRulesPage          *rules_page;
  AdwMultiLayoutView   *layout_view;
  AdwOverlaySplitView  *split_view;
  GtkRevealer          *bottom_revealer;
  GtkScrolledWindow    *side_scroller;
  AdwViewStack         *side_stack;
  GtkRevealer          *purchase_revealer;
  GtkLabel             *purchase_label;
  GtkButton            *purchase_button;

  /* Owned references */
  AkTable              *table;
  GSettings            *settings;
  AdwToast             *toast;
  gint64                toast_shown;
  guint                 n_toasts;
  GFile                *file;
  AkRecord             *record;

  /* The table's game and match, whose signals the window follows. */
  AkGame               *game;
  AkMatch              *match;
  /* Their signals, the table's and its players', that the window hears. */
  GSignalGroup         *table_signals;
  GSignalGroup         *player_signals[2];
  GSignalGroup         *game_signals;
  GSignalGroup         *match_signals;

  /* The game's serial when it was last opened or saved; in match play,
   * the count of the match's changes instead. */
  guint                 saved_serial;
  guint                 match_changes;
  gboolean              match_report_known;  /* match_has_report is up to date */
  gboolean              match_has_report;    /* a game of the match has reviewed moves */
  guint                 saved_match_changes;
  guint                 n_file_ops;

  /* While the board animates: the tick that gives the cards its stores. */
  guint                 stores_tick;

  /* What AkWindow:file and AkWindow:modified last said. */
  GFile                *shown_file;
  gboolean              shown_modified;

  /* The summary of a game that just ended, while it is shown. */
  GtkWidget            *game_over_dialog;

  /* The repetition note last announced to a screen reader, and whether
   * the plies without a capture were shown. */
  char                 *announced_repetition;
  gboolean              quiet_shown;

  /* What to do once the "Save changes?" question is answered; a position
   * set up waits for it here, with whether it keeps the players. */
  AkPendingAction       pending;
  AkGame               *pending_game;
  gboolean              pending_keeps_players;
  /* The review's bar and the review last applied, from the first review
   * on (ak-window-review.c). */
  AkWindowReview       *review;
  /* Next and Previous Mistake, and their bar (ak-window-mistakes.c). */
  AkWindowMistakes     *mistakes;
  /* Teaching mode's bar and the practice deck (ak-window-teaching.c). */
  AkWindowTeaching     *teaching;
  /* Mistakes into the practice deck (ak-window-collect.c). */
  AkWindowCollect      *collect;

  /* The last export's choices, offered again (ak-window-export.c); the
   * caption they point to is export_caption. */
  AkBoardExport         export_options;
  char                 *export_caption;
  gboolean              export_chosen;

  /* Borrowed, for comparison only: the table the "watch" actions were
   * made for (ak-window-actions.c). */
  AkTable              *watch_actions_table;

  guint                 close_confirmed : 1;
  guint                 side_panel_shown : 1;
  guint                 bottom_bar_shown : 1;
};

/* ak-window.c */
const char *ak_window_player_name          (AkWindow        *self,
                                            AkSide           side);
void        ak_window_update_status        (AkWindow        *self);
void        ak_window_set_game_with_players (AkWindow       *self,
                                             AkGame         *game);

/* ak-window-toasts.c */
void        ak_window_show_toast_with_button (AkWindow      *self,
                                              const char    *title,
                                              const char    *button_label,
                                              const char    *action_name);

/* ak-window-toasts.c, for tests */
AdwToast   *_ak_window_get_toast           (AkWindow        *self);
void        _ak_window_log_toasts          (GPtrArray       *log);

/* ak-window-history.c */
void        _ak_window_update_history_note (AkWindow        *self);

/* ak-window-actions.c */
void        ak_window_class_add_actions    (GtkWidgetClass  *widget_class);
void        ak_window_update_actions       (AkWindow        *self);
void        ak_window_show_new_game_dialog (AkWindow        *self);
void        ak_window_paste                (AkWindow        *self);
void        ak_window_show_text_async      (AkWindow        *self,
                                            char            *text,
                                            GAsyncReadyCallback callback,
                                            gpointer         user_data);
void        ak_window_show_pending_game    (AkWindow        *self);
void        ak_window_focus_board          (AkWindow        *self);
void        ak_window_play_welcome_choice  (AkWindow        *self,
                                            AkPendingAction  choice);

/* ak-window-review.c */
void        ak_window_class_add_review_actions (GtkWidgetClass *widget_class);
gboolean    ak_window_review_can_revert    (AkWindow        *self);
gboolean    ak_window_take_back_review     (AkWindow        *self);
void        ak_window_review_update_actions (AkWindow       *self);
gboolean    ak_window_review_is_running    (AkWindow        *self);

/* ak-window-mistakes.c */
void        ak_window_class_add_mistake_actions (GtkWidgetClass *widget_class);
void        ak_window_init_mistakes        (AkWindow        *self);
void        ak_window_dispose_mistakes     (AkWindow        *self);
void        ak_window_update_mistakes      (AkWindow        *self);
gboolean    ak_window_get_has_marks        (AkWindow        *self);
AkSide      ak_window_get_mistakes_side    (AkWindow        *self);

/* ak-window-teaching.c */
void        ak_window_class_add_teaching_actions (GtkWidgetClass *widget_class);
void        ak_window_init_teaching        (AkWindow        *self);
void        ak_window_dispose_teaching     (AkWindow        *self);
AkPracticeDeck *ak_window_get_practice_deck (AkWindow       *self);

/* ak-window-teaching.c, for tests */
void        _ak_window_set_practice_deck   (AkWindow        *self,
                                            AkPracticeDeck  *deck);
AkTeachingBar *_ak_window_get_teaching_bar (AkWindow       *self);
gboolean    _ak_window_get_showing_refutation (AkWindow     *self);

/* ak-window-collect.c */
void        ak_window_init_collecting      (AkWindow        *self);
void        ak_window_dispose_collecting   (AkWindow        *self);
void        ak_window_collect_cards        (AkWindow        *self,
                                            GPtrArray       *cards);
void        ak_window_collect_reviewed     (AkWindow        *self,
                                            GPtrArray       *games);

/* ak-window-collect.c, for tests */
void        _ak_window_set_collect_depth   (AkWindow        *self,
                                            guint            depth);
gboolean    _ak_window_get_collecting      (AkWindow        *self);

/* ak-window-report.c */
void        ak_window_class_add_report_actions (GtkWidgetClass *widget_class);

/* ak-window-practice.c */
void        ak_window_class_add_practice_actions (GtkWidgetClass *widget_class);
void        ak_window_update_practice_action (AkWindow      *self);
guint       ak_window_add_to_practice      (AkWindow      *self,
                                            AkGame        *game,
                                            AkSide         side,
                                            AkReviewMark   least,
                                            const char    *source_file);
void        ak_window_update_report_action (AkWindow        *self);

/* ak-window-keys.c */
void        ak_window_class_add_keys       (GtkWidgetClass  *widget_class);

/* ak-window-files.c */
void        ak_window_class_add_file_actions (GtkWidgetClass *widget_class);
gboolean    ak_window_is_modified          (AkWindow        *self);
gboolean    ak_window_has_unsaved_work     (AkWindow        *self);
void        ak_window_update_title         (AkWindow        *self);
void        ak_window_notify_file          (AkWindow        *self);
char       *ak_window_dup_subtitle         (AkWindow        *self);
void        ak_window_show_error           (AkWindow        *self,
                                            const char      *heading,
                                            const GError    *error);
void        ak_window_confirm_then         (AkWindow        *self,
                                            AkPendingAction  action);
gboolean    ak_window_close_request        (GtkWindow       *window);
char       *ak_window_dup_suggested_name   (AkWindow        *self);
char       *ak_window_dup_file_display_name (GFile          *file);
GFile      *ak_window_file_dialog_finish   (AkWindow        *self,
                                            GFile         *(*finish) (GtkFileDialog *,
                                                                      GAsyncResult *,
                                                                      GError **),
                                            GtkFileDialog   *dialog,
                                            GAsyncResult    *result,
                                            const char      *heading);

/* ak-window-export.c */
void        ak_window_class_add_export_actions (GtkWidgetClass *widget_class);

/* For tests */

char        *_ak_window_export_name          (const char *basename,
                                              gboolean    svg);
gboolean     _ak_window_get_rebuilding       (AkWindow *self);
const char  *_ak_window_get_purchase_text    (AkWindow *self);
const char  *_ak_window_get_side_page        (AkWindow *self);
const char  *_ak_window_get_subtitle         (AkWindow *self);
guint        _ak_window_get_n_toasts         (AkWindow *self);
const char  *_ak_window_get_toast_title      (AkWindow *self);
GtkLabel    *_ak_window_get_status_label     (AkWindow *self);
GtkLabel    *_ak_window_get_history_label    (AkWindow *self);
char        *_ak_window_dup_suggested_name   (AkWindow *self);

/* ak-window-toasts.c */
void        ak_window_move_played_cb       (AkWindow        *self,
                                            const AkTrace   *trace,
                                            AkTable         *table);
void        ak_window_hint_cb              (AkWindow        *self,
                                            GParamSpec      *pspec,
                                            AkTable         *table);

/* ak-window-rebuild.c */
void        ak_window_class_add_rebuild_actions (GtkWidgetClass *widget_class);
void        ak_window_update_rebuild       (AkWindow        *self);

/* ak-window-result.c */
void        ak_window_play_again           (AkWindow        *self);
void        ak_window_show_result          (AkWindow        *self);
void        ak_window_game_over_cb         (AkWindow        *self,
                                            AkTable         *table);

/* ak-window-follow.c */
void        ak_window_follow_table         (AkWindow        *self);
void        ak_window_follow_table_game    (AkWindow        *self);
void        ak_window_stop_following       (AkWindow        *self);

/* ak-window-layout.c */
void        ak_window_set_side_panel_shown (AkWindow        *self,
                                            gboolean         shown);
void        ak_window_init_layout          (AkWindow        *self);
void        ak_window_set_bottom_bar_shown (AkWindow        *self,
                                            gboolean         shown);
void        ak_window_dispose_layout       (AkWindow        *self);

G_END_DECLS
