/* test-eval-graph.c — the values over a game, read from its comments,
 * drawn, described and clicked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-eval-graph"

#include "config.h"

#include "ui-test-setup.h"

#include "ak-eval-graph.h"
#include "ak-eval-graph-private.h"
#include "ak-window.h"

#define N_PLIES 14

typedef struct
{
  GtkWindow   *window;
  AkEvalGraph *graph;
  AkGame      *game;
  AkGameNode  *nodes[N_PLIES + 1];
  int          scores[N_PLIES + 1];
} Fixture;

static void
drain (void)
{
  for (guint i = 0; i < 10; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (2000);
    }
}

/* Plays the first legal move N_PLIES times. */
static void
play_game (Fixture *fixture)
{
  fixture->nodes[0] = ak_game_get_root (fixture->game);
  for (guint i = 1; i <= N_PLIES; i++)
    {
      int move = AK_MOVE_NONE;

      for (int hole = 0; hole < AK_N_HOLES && move == AK_MOVE_NONE; hole++)
        if (ak_game_check_move (fixture->game, hole) == AK_VERDICT_LEGAL)
          move = hole;
      g_assert_cmpint (move, !=, AK_MOVE_NONE);
      g_assert_cmpint (ak_game_play (fixture->game, move, NULL), ==, AK_VERDICT_LEGAL);
      fixture->nodes[i] = ak_game_get_current_node (fixture->game);
    }
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  fixture->game = ak_game_new (&rules, &start);
  play_game (fixture);

  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 700, 120);
  fixture->graph = AK_EVAL_GRAPH (ak_eval_graph_new ());
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->graph));
  gtk_window_present (fixture->window);
  ui_test_wait_for_window_shown (fixture->window);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  g_clear_object (&fixture->game);
  drain ();
}

/* Writes a value into every move's comment: up, then down across zero,
 * then up again, so the lead changes hands twice. */
static void
write_values (Fixture *fixture)
{
  for (guint i = 1; i <= N_PLIES; i++)
    {
      g_autofree char *comment = NULL;
      int score = i <= 5 ? (int) i * 75 : i <= 10 ? 500 - (int) i * 90 : -400 + (int) (i - 10) * 150;

      fixture->scores[i] = score;
      comment = g_strdup_printf ("a note [%%eval %+.2f/9] after", score / 100.0);
      ak_game_set_comment (fixture->game, fixture->nodes[i], comment);
    }
}

static void
test_no_values (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *description = NULL;

  ak_game_set_comment (fixture->game, fixture->nodes[3], "a comment, but no value");
  ak_eval_graph_set_game (fixture->graph, fixture->game);
  drain ();
  g_assert_false (ak_eval_graph_get_has_values (fixture->graph));
  g_assert_cmpuint (ak_eval_graph_get_n_plies (fixture->graph), ==, 0);
  description = ak_eval_graph_describe (fixture->graph);
  g_assert_nonnull (strstr (description, "not been reviewed"));
  /* Nothing to go to, and no crash trying. */
  ak_eval_graph_go_to_ply (fixture->graph, 3);
  g_assert_true (ak_game_get_current_node (fixture->game) == fixture->nodes[N_PLIES]);
}

static void
test_values_read (Fixture       *fixture,
                  gconstpointer  data)
{
  write_values (fixture);
  ak_game_set_suffix (fixture->game, fixture->nodes[4], "??");
  ak_game_set_suffix (fixture->game, fixture->nodes[7], "?");
  ak_game_set_suffix (fixture->game, fixture->nodes[9], "?!");
  ak_game_set_suffix (fixture->game, fixture->nodes[10], "!");
  ak_eval_graph_set_game (fixture->graph, fixture->game);
  drain ();

  g_assert_true (ak_eval_graph_get_has_values (fixture->graph));
  g_assert_cmpuint (ak_eval_graph_get_n_plies (fixture->graph), ==, N_PLIES);
  for (guint i = 1; i <= N_PLIES; i++)
    {
      const AkEvalPoint *point = ak_eval_graph_get_point (fixture->graph, i);
      AkGameNode *node = fixture->nodes[i];

      g_assert_true (point->has_score);
      g_assert_false (point->exact);
      g_assert_cmpint (point->score, ==, fixture->scores[i]);
      g_assert_cmpuint (point->captured, ==, node->captured);
      g_assert_cmpint (point->mover, ==, node->parent->position.side);
      g_assert_cmpint (point->mark, ==,
                       i == 4 ? AK_EVAL_MARK_BLUNDER :
                       i == 7 ? AK_EVAL_MARK_MISTAKE :
                       i == 9 ? AK_EVAL_MARK_DUBIOUS : AK_EVAL_MARK_NONE);
    }
  g_assert_null (ak_eval_graph_get_point (fixture->graph, N_PLIES + 1));
}

/* "3. c (ply 5)": a move as the description names it, from the game. */
static char *
move_name (Fixture *fixture,
           guint    ply)
{
  AkGameNode *node = fixture->nodes[ply];
  g_autofree char *notation = ak_game_node_dup_notation (node);

  return g_strdup_printf ("%u%s %s (ply %u)", ak_game_node_get_move_number (node),
                          ak_game_node_get_mover (node) == AK_SOUTH ? "." : "…", notation, ply);
}

static guint
count_occurrences (const char *text,
                   const char *needle)
{
  guint n = 0;

  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

/* The description names the curve's turning points by their moves: where
 * each side leads most, where the lead changes hands and to whom, the
 * largest swings (three at most, of a seed or more); then the end and
 * the marks.  What it says is worked out here from the values written. */
static void
test_describe (Fixture       *fixture,
               gconstpointer  data)
{
  g_autofree char *description = NULL;
  g_autofree char *expected_end = NULL;
  g_autofree char *south_most = NULL;
  g_autofree char *north_most = NULL;
  g_autofree char *to_north = NULL;
  g_autofree char *to_south = NULL;
  g_autofree char *largest = NULL;
  g_autofree char *second = NULL;
  char *names[N_PLIES + 1] = { NULL, };
  guint best_south = 1, best_north = 1, biggest = 2, next = 0;
  guint changes[2] = { 0, 0 };
  guint n_changes = 0;
  guint n_swings = 0;

  write_values (fixture);
  ak_game_set_suffix (fixture->game, fixture->nodes[8], "??");
  ak_eval_graph_set_game (fixture->graph, fixture->game);
  drain ();
  description = ak_eval_graph_describe (fixture->graph);
  g_test_message ("%s", description);

  for (guint i = 1; i <= N_PLIES; i++)
    names[i] = move_name (fixture, i);
  for (guint i = 2; i <= N_PLIES; i++)
    {
      int swing = ABS (fixture->scores[i] - fixture->scores[i - 1]);

      if (fixture->scores[i] > fixture->scores[best_south])
        best_south = i;
      if (fixture->scores[i] < fixture->scores[best_north])
        best_north = i;
      if ((fixture->scores[i] > 0) != (fixture->scores[i - 1] > 0))
        {
          changes[MIN (n_changes, 1)] = i;
          n_changes++;
        }
      if (swing > ABS (fixture->scores[biggest] - fixture->scores[biggest - 1]))
        biggest = i;
      n_swings += swing >= 100;
    }
  for (guint i = 2; i <= N_PLIES; i++)
    if (i != biggest &&
        (next == 0 || ABS (fixture->scores[i] - fixture->scores[i - 1]) >
                      ABS (fixture->scores[next] - fixture->scores[next - 1])))
      next = i;
  /* The values go up, down across zero, up again. */
  g_assert_cmpuint (n_changes, ==, 2);

  south_most = g_strdup_printf ("South leads most after %s, by %.1f seeds.", names[best_south],
                                fixture->scores[best_south] / 100.0);
  north_most = g_strdup_printf ("North leads most after %s, by %.1f seeds.", names[best_north],
                                -fixture->scores[best_north] / 100.0);
  to_north = g_strdup_printf ("The lead changes hands 2 times: to North with %s,",
                              names[changes[0]]);
  to_south = g_strdup_printf (" to South with %s.", names[changes[1]]);
  largest = g_strdup_printf ("The largest swings: %s, %.1f seeds towards %s;", names[biggest],
                             ABS (fixture->scores[biggest] - fixture->scores[biggest - 1]) / 100.0,
                             fixture->scores[biggest] < fixture->scores[biggest - 1]
                             ? "North" : "South");
  second = g_strdup_printf ("; %s, %.1f seeds towards %s", names[next],
                            ABS (fixture->scores[next] - fixture->scores[next - 1]) / 100.0,
                            fixture->scores[next] < fixture->scores[next - 1] ? "North" : "South");
  g_assert_nonnull (strstr (description, south_most));
  g_assert_nonnull (strstr (description, north_most));
  g_assert_nonnull (strstr (description, to_north));
  g_assert_nonnull (strstr (description, to_south));
  g_assert_nonnull (strstr (description, largest));
  g_assert_nonnull (strstr (description, second));
  g_assert_cmpuint (n_swings, >, 3);
  g_assert_cmpuint (count_occurrences (description, "seeds towards"), ==, 3);
  expected_end = g_strdup_printf ("ends %.1f for South", fixture->scores[N_PLIES] / 100.0);
  g_assert_nonnull (strstr (description, expected_end));
  g_assert_nonnull (strstr (description, "Marked: 1 blunder, 0 mistakes, 0 inaccuracies."));

  for (guint i = 1; i <= N_PLIES; i++)
    g_free (names[i]);
}

static void
test_go_to_ply (Fixture       *fixture,
                gconstpointer  data)
{
  AkGameNode *variation;

  write_values (fixture);
  ak_eval_graph_set_game (fixture->graph, fixture->game);
  drain ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->graph)), >, 200);

  /* Every ply has its own place across the graph, in order. */
  for (guint i = 0; i <= N_PLIES; i++)
    {
      double x = ak_eval_graph_x_of_ply (fixture->graph, i);

      g_assert_cmpuint (ak_eval_graph_ply_at (fixture->graph, x), ==, i);
      if (i > 0)
        g_assert_cmpfloat (x, >, ak_eval_graph_x_of_ply (fixture->graph, i - 1));
    }
  /* Past the ends: the first and the last ply. */
  g_assert_cmpuint (ak_eval_graph_ply_at (fixture->graph, -50), ==, 0);
  g_assert_cmpuint (ak_eval_graph_ply_at (fixture->graph, 5000), ==, N_PLIES);

  g_assert_cmpuint (ak_eval_graph_get_current_ply (fixture->graph), ==, N_PLIES);
  ak_eval_graph_go_to_ply (fixture->graph, 6);
  g_assert_true (ak_game_get_current_node (fixture->game) == fixture->nodes[6]);
  g_assert_cmpuint (ak_eval_graph_get_current_ply (fixture->graph), ==, 6);
  ak_eval_graph_go_to_ply (fixture->graph, 0);
  g_assert_true (ak_game_get_current_node (fixture->game) == fixture->nodes[0]);

  /* In a variation, the graph marks the ply the variation leaves. */
  ak_game_go_to (fixture->game, fixture->nodes[3]);
  for (int hole = AK_N_HOLES - 1; hole >= 0; hole--)
    if (hole != fixture->nodes[4]->move &&
        ak_game_check_move (fixture->game, hole) == AK_VERDICT_LEGAL)
      {
        g_assert_cmpint (ak_game_play (fixture->game, hole, NULL), ==, AK_VERDICT_LEGAL);
        break;
      }
  variation = ak_game_get_current_node (fixture->game);
  g_assert_false (ak_game_is_on_main_line (fixture->game, variation));
  g_assert_cmpuint (ak_eval_graph_get_current_ply (fixture->graph), ==, 3);
}

static void
test_follows_changes (Fixture       *fixture,
                      gconstpointer  data)
{
  write_values (fixture);
  ak_eval_graph_set_game (fixture->graph, fixture->game);
  drain ();
  g_assert_cmpint (ak_eval_graph_get_point (fixture->graph, 2)->score, ==, fixture->scores[2]);

  /* An edited value is read again once the main loop runs. */
  ak_game_set_comment (fixture->game, fixture->nodes[2], "[%eval -7]");
  drain ();
  g_assert_cmpint (ak_eval_graph_get_point (fixture->graph, 2)->score, ==, -700);
  g_assert_true (ak_eval_graph_get_point (fixture->graph, 2)->exact);

  /* A click right after a change, before the graph read it again, goes to
   * the ply of the game as it is now. */
  ak_game_undo (fixture->game);
  ak_eval_graph_go_to_ply (fixture->graph, 5);
  g_assert_true (ak_game_get_current_node (fixture->game) == fixture->nodes[5]);

  /* Every value removed: nothing to show. */
  for (guint i = 1; i <= N_PLIES; i++)
    ak_game_set_comment (fixture->game, fixture->nodes[i], NULL);
  drain ();
  g_assert_false (ak_eval_graph_get_has_values (fixture->graph));
}

static void
test_draws (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) empty = NULL;
  g_autoptr(GskRenderNode) drawn = NULL;
  graphene_rect_t bounds;

  ak_eval_graph_set_game (fixture->graph, fixture->game);
  drain ();
  GTK_WIDGET_GET_CLASS (fixture->graph)->snapshot (GTK_WIDGET (fixture->graph), snapshot);
  empty = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_null (empty);

  write_values (fixture);
  drain ();
  snapshot = gtk_snapshot_new ();
  GTK_WIDGET_GET_CLASS (fixture->graph)->snapshot (GTK_WIDGET (fixture->graph), snapshot);
  drawn = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (drawn);
  gsk_render_node_get_bounds (drawn, &bounds);
  /* The curve spans the graph's width. */
  g_assert_cmpfloat (bounds.size.width, >, gtk_widget_get_width (GTK_WIDGET (fixture->graph)) * 0.9);
}

/* The same scores written as @kind: proved as whole seeds, bounded as a
 * range of four seeds about them, or estimated. */
static void
write_kind_values (Fixture     *fixture,
                   AkValueKind  kind)
{
  for (guint i = 1; i <= N_PLIES; i++)
    {
      int seeds = (int) i - 7;
      AkEval eval = { seeds * 100, kind == AK_VALUE_PROVED, 9, kind,
                      (seeds - 2) * 100, (seeds + 2) * 100 };

      fixture->scores[i] = seeds * 100;
      ak_game_set_eval (fixture->game, fixture->nodes[i], &eval);
    }
}

/* What a drawing is made of, node by node: its kind and bounds. */
static void
describe_node (GskRenderNode *node,
               GString       *text)
{
  graphene_rect_t bounds;
  GskRenderNodeType type;

  gsk_render_node_get_bounds (node, &bounds);
  g_string_append_printf (text, "%d %.1f %.1f %.1f %.1f\n", gsk_render_node_get_node_type (node),
                          bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height);
  type = gsk_render_node_get_node_type (node);
  if (type == GSK_CONTAINER_NODE)
    for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
      describe_node (gsk_container_node_get_child (node, i), text);
  else if (type == GSK_CLIP_NODE)
    describe_node (gsk_clip_node_get_child (node), text);
  else if (type == GSK_ROUNDED_CLIP_NODE)
    describe_node (gsk_rounded_clip_node_get_child (node), text);
  else if (type == GSK_TRANSFORM_NODE)
    describe_node (gsk_transform_node_get_child (node), text);
  else if (type == GSK_OPACITY_NODE)
    describe_node (gsk_opacity_node_get_child (node), text);
  else if (type == GSK_FILL_NODE)
    describe_node (gsk_fill_node_get_child (node), text);
  else if (type == GSK_STROKE_NODE)
    describe_node (gsk_stroke_node_get_child (node), text);
}

static char *
draw_to_text (Fixture *fixture)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  GString *text = g_string_new (NULL);

  GTK_WIDGET_GET_CLASS (fixture->graph)->snapshot (GTK_WIDGET (fixture->graph), snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  /* Not gsk_render_node_serialize (): GTK 4.24's leaks a little at every
   * call, which the sanitizers would take for ours. */
  describe_node (node, text);
  return g_string_free (text, FALSE);
}

/* Proved, bounded and estimated values are read with their kinds, drawn
 * each its own way over the same curve, and named so in the tooltip and
 * the description. */
static void
test_kinds (Fixture       *fixture,
            gconstpointer  data)
{
  static const AkValueKind kinds[] = { AK_VALUE_ESTIMATE, AK_VALUE_PROVED, AK_VALUE_BOUNDED };
  static const char *tooltips[] = { "+1.00 estimate", "+1 proved", "−1..+3 a repetition decides" };
  static const char *counts[] = {
    NULL,
    "Values: 14 proved, 0 decided by a repetition within proved bounds, 0 estimated.",
    "Values: 0 proved, 14 decided by a repetition within proved bounds, 0 estimated.",
  };
  char *drawn[G_N_ELEMENTS (kinds)];

  ak_eval_graph_set_game (fixture->graph, fixture->game);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autofree char *tooltip = NULL;
      g_autofree char *description = NULL;

      write_kind_values (fixture, kinds[k]);
      drain ();
      _ak_eval_graph_refresh (fixture->graph);
      for (guint i = 1; i <= N_PLIES; i++)
        {
          const AkEvalPoint *point = ak_eval_graph_get_point (fixture->graph, i);

          g_assert_true (point->has_score);
          g_assert_cmpint (point->kind, ==, kinds[k]);
          g_assert_cmpint (point->exact, ==, kinds[k] == AK_VALUE_PROVED);
          g_assert_cmpint (point->score, ==, fixture->scores[i]);
          g_assert_cmpint (point->lower, ==,
                           fixture->scores[i] - (kinds[k] == AK_VALUE_BOUNDED ? 200 : 0));
          g_assert_cmpint (point->upper, ==,
                           fixture->scores[i] + (kinds[k] == AK_VALUE_BOUNDED ? 200 : 0));
        }
      /* Ply 8 is +1 from South's side. */
      tooltip = ak_eval_graph_dup_ply_text (fixture->graph, 8);
      g_test_message ("%s", tooltip);
      g_assert_true (g_str_has_suffix (tooltip, tooltips[k]));
      description = ak_eval_graph_describe (fixture->graph);
      if (counts[k] != NULL)
        g_assert_nonnull (strstr (description, counts[k]));
      else
        g_assert_null (strstr (description, "Values:"));
      drawn[k] = draw_to_text (fixture);
    }

  /* The same scores, drawn three ways. */
  g_assert_cmpstr (drawn[0], !=, drawn[1]);
  g_assert_cmpstr (drawn[0], !=, drawn[2]);
  g_assert_cmpstr (drawn[1], !=, drawn[2]);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    g_free (drawn[k]);
}

/* In the window, the graph shows under the board once the game has
 * values, and goes when a game without them is shown. */
static void
test_in_window (Fixture       *fixture,
                gconstpointer  data)
{
  AkWindow *window;
  AkEvalGraph *graph;
  GtkWidget *revealer;
  g_autoptr(AkGame) plain = NULL;
  AkRules rules;
  AkPosition start;

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  graph = AK_EVAL_GRAPH (ui_test_find_descendant (GTK_WIDGET (window), AK_TYPE_EVAL_GRAPH));
  g_assert_nonnull (graph);
  revealer = gtk_widget_get_ancestor (GTK_WIDGET (graph), GTK_TYPE_REVEALER);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));

  write_values (fixture);
  ak_window_set_game (window, fixture->game);
  drain ();
  g_assert_true (ak_eval_graph_get_game (graph) == fixture->game);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));
  g_assert_cmpuint (ak_eval_graph_get_n_plies (graph), ==, N_PLIES);

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  plain = ak_game_new (&rules, &start);
  ak_window_set_game (window, plain);
  drain ();
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));

  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
  g_assert_finalize_object (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

#define ADD(path, func) \
  g_test_add ("/ak/ui/eval-graph/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("no-values", test_no_values);
  ADD ("values-read", test_values_read);
  ADD ("describe", test_describe);
  ADD ("go-to-ply", test_go_to_ply);
  ADD ("follows-changes", test_follows_changes);
  ADD ("draws", test_draws);
  ADD ("kinds", test_kinds);
  ADD ("in-window", test_in_window);

#undef ADD

  return ui_test_run ();
}
