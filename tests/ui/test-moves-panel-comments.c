/* test-moves-panel-comments.c — comments and annotations in the
 * moves list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-moves-panel-comments"

#include "config.h"

#include "ui-test-setup.h"
#include "moves-panel-test-helpers.h"

/* Whether a visible label under @widget shows text containing @text. */
static gboolean
find_visible_label (GtkWidget  *widget,
                    const char *text)
{
  if (!gtk_widget_get_visible (widget))
    return FALSE;
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (find_visible_label (child, text))
      return TRUE;
  return FALSE;
}

static void
test_comment (Fixture       *fixture,
              gconstpointer  data)
{
  AkGame *game = fixture->game;
  AkGameNode *d = make_study (game);
  GtkPopover *popover = _ak_moves_panel_get_comment_popover (fixture->panel);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (_ak_moves_panel_get_comment_view (fixture->panel));
  g_autofree char *comment = NULL;
  g_autofree char *text = NULL;
  GtkTextIter start, end;

  drain_with_layout ();
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.comment", "i",
                              (int) position_of (game, d));
  drain_with_layout ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  g_assert_cmpint (gtk_text_iter_get_offset (&end), ==, 0);

  gtk_text_buffer_set_text (buffer, "sharper, & <with> a capture", -1);
  g_signal_emit_by_name (_ak_moves_panel_get_comment_done_button (fixture->panel), "clicked");
  drain_with_layout ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (popover)));

  comment = ak_game_dup_comment (game, d);
  g_assert_cmpstr (comment, ==, "sharper, & <with> a capture");
  text = write_game (game);
  g_assert_nonnull (strstr (text, "2. d {sharper, & <with> a capture}"));

  /* The list shows it after the move. */
  g_assert_cmpstr (gtk_label_get_text (row_label_of (fixture->panel, d)), ==, "2. d");
  g_assert_cmpstr (gtk_label_get_text (_ak_moves_panel_get_comment_label (fixture->panel, d)), ==,
                   "sharper, & <with> a capture");

  /* The editor opens with the comment; closing it without Done keeps it. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.comment", "i",
                              (int) position_of (game, d));
  g_clear_pointer (&text, g_free);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_assert_cmpstr (text, ==, "sharper, & <with> a capture");
  gtk_text_buffer_set_text (buffer, "forgotten", -1);
  gtk_popover_popdown (popover);
  g_clear_pointer (&comment, g_free);
  comment = ak_game_dup_comment (game, d);
  g_assert_cmpstr (comment, ==, "sharper, & <with> a capture");

  /* A malformed engine value would make the file unreadable: refused,
   * saying why, the editor left open and the comment as it was. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.comment", "i",
                              (int) position_of (game, d));
  drain_with_layout ();
  gtk_text_buffer_set_text (buffer, "odd [%eval +6..+2] range", -1);
  g_signal_emit_by_name (_ak_moves_panel_get_comment_done_button (fixture->panel), "clicked");
  drain_with_layout ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_assert_true (find_visible_label (GTK_WIDGET (popover),
                                     "“[%eval +6..+2]” is not an engine value: the lower end of "
                                     "the range is above its upper end"));
  {
    g_autofree char *error =
      gtk_test_accessible_check_state (GTK_ACCESSIBLE (_ak_moves_panel_get_comment_view (fixture->panel)),
                                       GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE);

    g_assert_null (error);
  }
  g_clear_pointer (&comment, g_free);
  comment = ak_game_dup_comment (game, d);
  g_assert_cmpstr (comment, ==, "sharper, & <with> a capture");
  gtk_popover_popdown (popover);
  drain_with_layout ();

  /* Emptied, it goes. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.comment", "i",
                              (int) position_of (game, d));
  g_assert_false (find_visible_label (GTK_WIDGET (popover), "is not an engine value"));
  gtk_text_buffer_set_text (buffer, "  ", -1);
  g_signal_emit_by_name (_ak_moves_panel_get_comment_done_button (fixture->panel), "clicked");
  g_clear_pointer (&comment, g_free);
  comment = ak_game_dup_comment (game, d);
  g_assert_null (comment);
  drain_with_layout ();
  g_assert_null (_ak_moves_panel_get_comment_label (fixture->panel, d));
}

/* A long comment is shown shortened under its move, whole in the editor;
 * one too long to edit can be kept or removed. */
static void
test_long_comment (Fixture       *fixture,
                   gconstpointer  data)
{
  AkGame *game = fixture->game;
  AkGameNode *d = make_study (game);
  GtkPopover *popover = _ak_moves_panel_get_comment_popover (fixture->panel);
  GtkTextView *view = _ak_moves_panel_get_comment_view (fixture->panel);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkWidget *remove = GTK_WIDGET (_ak_moves_panel_get_comment_remove_button (fixture->panel));
  GtkWidget *done = GTK_WIDGET (_ak_moves_panel_get_comment_done_button (fixture->panel));
  g_autoptr(GString) comment = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *head = NULL;
  const char *shown;
  const char *under;
  GtkTextIter start, end;
  guint n_lines = 0;

  /* 12 KB of words, on lines of their own now and then. */
  for (guint i = 0; comment->len < 12 * 1024; i++)
    g_string_append_printf (comment, "word%u%s", i, i % 40 == 39 ? "\n" : " ");
  ak_game_set_comment (game, d, comment->str);
  kept = ak_game_dup_comment (game, d);

  shown = gtk_label_get_text (row_label_of (fixture->panel, d));
  g_assert_cmpstr (shown, ==, "2. d");
  under = gtk_label_get_text (_ak_moves_panel_get_comment_label (fixture->panel, d));
  g_assert_true (g_str_has_suffix (under, "…"));
  g_assert_cmpuint (g_utf8_strlen (under, -1), <=, 281);
  for (const char *c = under; *c != '\0'; c++)
    n_lines += *c == '\n';
  g_assert_cmpuint (n_lines, <, 4);
  /* The start of the comment, cut between words, not in one. */
  head = g_strndup (under, strlen (under) - strlen ("…"));
  g_assert_true (g_str_has_prefix (kept, head));
  g_assert_true (g_ascii_isspace (kept[strlen (head)]));

  /* The editor has all of it. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.comment", "i",
                              (int) position_of (game, d));
  drain_with_layout ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_assert_true (gtk_widget_get_visible (done));
  g_assert_false (gtk_widget_get_visible (remove));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_assert_cmpstr (text, ==, kept);
  gtk_popover_popdown (popover);
  drain_with_layout ();

  /* Past 32 KiB the editor does not take it: kept as it is, or removed. */
  while (comment->len <= 70 * 1024)
    g_string_append (comment, "and more of the same ");
  ak_game_set_comment (game, d, comment->str);
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.comment", "i",
                              (int) position_of (game, d));
  drain_with_layout ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_assert_false (gtk_widget_get_visible (done));
  g_assert_true (gtk_widget_get_visible (remove));
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (GTK_WIDGET (view))));
  gtk_popover_popdown (popover);
  drain_with_layout ();
  g_clear_pointer (&kept, g_free);
  kept = ak_game_dup_comment (game, d);
  g_assert_cmpuint (strlen (kept), >, 32 * 1024);

  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.comment", "i",
                              (int) position_of (game, d));
  drain_with_layout ();
  g_signal_emit_by_name (remove, "clicked");
  drain_with_layout ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_clear_pointer (&kept, g_free);
  kept = ak_game_dup_comment (game, d);
  g_assert_null (kept);
  drain_with_layout ();
  g_assert_null (_ak_moves_panel_get_comment_label (fixture->panel, d));
}

/* Ctrl+Return in the comment editor, as a key press would run it: the
 * shortcut's action, with what it returns (whether it took the key). */
static gboolean
press_ctrl_return (GtkWidget *popover)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (popover);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger =
            gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (g_str_equal (trigger, "<Control>Return"))
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, popover,
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  g_assert_not_reached ();
  return FALSE;
}

/* Ctrl+Return keeps the text, as Done does; a comment too long to edit
 * has no Done, and Ctrl+Return does not replace it with the empty text
 * view. */
static void
test_comment_shortcut (Fixture       *fixture,
                       gconstpointer  data)
{
  AkGame *game = fixture->game;
  AkGameNode *d = make_study (game);
  GtkPopover *popover = _ak_moves_panel_get_comment_popover (fixture->panel);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (_ak_moves_panel_get_comment_view (fixture->panel));
  g_autoptr(GString) comment = g_string_new (NULL);
  g_autofree char *kept = NULL;
  g_autofree char *after = NULL;

  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.comment", "i",
                              (int) position_of (game, d));
  drain_with_layout ();
  gtk_text_buffer_set_text (buffer, "the quiet move", -1);
  g_assert_true (press_ctrl_return (GTK_WIDGET (popover)));
  drain_with_layout ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (popover)));
  kept = ak_game_dup_comment (game, d);
  g_assert_cmpstr (kept, ==, "the quiet move");

  while (comment->len <= 40 * 1024)
    g_string_append (comment, "and more of the same ");
  ak_game_set_comment (game, d, comment->str);
  g_clear_pointer (&kept, g_free);
  kept = ak_game_dup_comment (game, d);
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.comment", "i",
                              (int) position_of (game, d));
  drain_with_layout ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  press_ctrl_return (GTK_WIDGET (popover));
  drain_with_layout ();
  after = ak_game_dup_comment (game, d);
  g_assert_nonnull (after);
  g_assert_true (g_str_equal (after, kept));
}

static void
test_annotations (Fixture       *fixture,
                  gconstpointer  data)
{
  AkGame *game = fixture->game;
  AkGameNode *d = make_study (game);
  g_autofree char *notation = NULL;
  g_autofree char *text = NULL;
  const char *shown;

  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.suffix", "(is)",
                              (int) position_of (game, d), "!?");
  notation = ak_game_dup_notation (game, d);
  g_assert_cmpstr (notation, ==, "d!?");
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.nag", "(iu)",
                              (int) position_of (game, d), 16);
  g_assert_nonnull (d->nags);
  g_assert_cmpuint (d->nags->len, ==, 1);
  g_assert_cmpuint (g_array_index (d->nags, guint, 0), ==, 16);

  /* Another evaluation replaces the first. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.nag", "(iu)",
                              (int) position_of (game, d), 19);
  g_assert_cmpuint (d->nags->len, ==, 1);
  g_assert_cmpuint (g_array_index (d->nags, guint, 0), ==, 19);

  shown = gtk_label_get_text (row_label_of (fixture->panel, d));
  g_assert_cmpstr (shown, ==, "2. d!? −+");
  text = write_game (game);
  g_assert_nonnull (strstr (text, "2. d!? $19"));

  /* And both can be taken away; -1 is the current move. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.suffix", "(is)",
                              (int) position_of (game, d), "");
  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.nag", "(iu)",
                              (int) position_of (game, d), 0);
  g_clear_pointer (&notation, g_free);
  notation = ak_game_dup_notation (game, d);
  g_assert_cmpstr (notation, ==, "d");
  g_assert_true (d->nags == NULL || d->nags->len == 0);
  g_assert_cmpstr (gtk_label_get_text (row_label_of (fixture->panel, d)), ==, "2. d");

  gtk_widget_activate_action (GTK_WIDGET (fixture->panel), "moves.suffix", "(is)", -1, "??");
  g_clear_pointer (&notation, g_free);
  notation = ak_game_dup_notation (game, ak_game_get_current_node (game));
  g_assert_cmpstr (notation, ==, "a??");
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

#define ADD(path, func) \
  g_test_add ("/ak/ui/moves-panel/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("comment", test_comment);
  ADD ("long-comment", test_long_comment);
  ADD ("comment-shortcut", test_comment_shortcut);
  ADD ("annotations", test_annotations);

#undef ADD

  return ui_test_run ();
}
