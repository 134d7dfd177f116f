/* model-check.h — what must hold of an AkGame whatever a person does with
 * it, shared by the libFuzzer harness (fuzz-model.c) and the corpus replay
 * in the normal test suite (test-corpus.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bytes are a script.  The first picks the variant and who moves
 * first; then each byte is an operation, most followed by one byte of
 * argument: play a move (the argument picks among the legal ones, the
 * pass included), play it as AkTable does (its line becomes the main
 * line and play stands there), undo, redo, walk the cursor (back,
 * forward, to the start, to the end, to any node), promote or delete the
 * line of any node, set or clear a comment, an engine value, glyphs or a
 * suffix, say where play stands, agree to divide the seeds, add a line.
 * A node is named by its index in the tree walked in file order.
 *
 * After every operation: the cursor, the live node and the agreement are
 * nodes of the tree (so none was left pointing at a freed one), the live
 * node is on the main line, the game says which nodes are on it as a walk
 * to the root does, the engine's history is the line from the
 * root to the cursor, every position holds 48 seeds, the list of moves has
 * one item per move, each for a node of the tree.  At the end the game is
 * written as AKN, read back to an equal record, a game made from that
 * record gives the same record again, and a copy of the record taken at
 * the start, brought up to date with ak_game_update_record(), equals it.
 *
 * Any violation is a failed g_assert, so an abort: a crash to libFuzzer and
 * a failed test case to GTest.
 */

#pragma once

#include <string.h>

#include "ak-model.h"

/* More operations than this are ignored: a longer script finds nothing
 * a shorter one would not, and each check walks the whole tree. */
#define MODEL_CHECK_MAX_OPS 200

typedef enum
{
  MODEL_OP_PLAY,
  MODEL_OP_PLAY_LIVE,
  MODEL_OP_UNDO,
  MODEL_OP_REDO,
  MODEL_OP_PREVIOUS,
  MODEL_OP_NEXT,
  MODEL_OP_FIRST,
  MODEL_OP_LAST,
  MODEL_OP_GO_TO,
  MODEL_OP_PROMOTE,
  MODEL_OP_DELETE,
  MODEL_OP_COMMENT,
  MODEL_OP_EVAL,
  MODEL_OP_NAGS,
  MODEL_OP_SUFFIX,
  MODEL_OP_SET_LIVE,
  MODEL_OP_AGREE,
  MODEL_OP_ADD_LINE,
  MODEL_OP_TAKE_BACK,
  MODEL_N_OPS
} ModelOp;

typedef struct
{
  const guint8 *data;
  gsize         size;
  gsize         at;
} ModelScript;

static guint8
model_script_byte (ModelScript *script)
{
  return script->at < script->size ? script->data[script->at++] : 0;
}

/* The nodes of @root's tree in file order, the root first, walked with a
 * stack of its own. */
static GPtrArray *
model_check_nodes (AkGameNode *root)
{
  GPtrArray *nodes = g_ptr_array_new ();
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      AkGameNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      g_ptr_array_add (nodes, node);
      if (node->children != NULL)
        for (guint i = node->children->len; i > 0; i--)
          g_ptr_array_add (stack, g_ptr_array_index (node->children, i - 1));
    }
  return nodes;
}

/* The set of @nodes, to ask whether a pointer is one of them. */
static GHashTable *
model_check_node_set (GPtrArray *nodes)
{
  GHashTable *set = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < nodes->len; i++)
    g_hash_table_add (set, g_ptr_array_index (nodes, i));
  return set;
}

/* The node @byte names among @nodes, the root left out if @skip_root. */
static AkGameNode *
model_check_pick (GPtrArray *nodes,
                  guint8     byte,
                  gboolean   skip_root)
{
  guint first = skip_root ? 1 : 0;

  if (nodes->len <= first)
    return NULL;
  return g_ptr_array_index (nodes, first + byte % (nodes->len - first));
}

/* The legal move at the cursor that @byte picks, or AK_MOVE_NONE. */
static int
model_check_pick_move (AkGame *game,
                       guint8  byte)
{
  int legal[AK_N_HOLES + 1];
  guint n = 0;

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      legal[n++] = hole;
  if (ak_game_check_move (game, AK_MOVE_PASS) == AK_VERDICT_LEGAL)
    legal[n++] = AK_MOVE_PASS;
  return n > 0 ? legal[byte % n] : AK_MOVE_NONE;
}

/* Whether @node is on the main line, found the slow way: the game's own
 * answer takes shortcuts, which this checks. */
static gboolean
model_check_on_main_line (const AkGameNode *node)
{
  for (; node->parent != NULL; node = node->parent)
    if (g_ptr_array_index (node->parent->children, 0) != node)
      return FALSE;
  return TRUE;
}

static void
model_check_state (AkGame *game)
{
  g_autoptr(GPtrArray) nodes = model_check_nodes (ak_game_get_root (game));
  g_autoptr(GHashTable) set = model_check_node_set (nodes);
  g_autoptr(AkHistory) history = ak_game_dup_engine_history (game);
  AkGameNode *current = ak_game_get_current_node (game);
  AkGameNode *live = ak_game_get_live_node (game);
  AkGameNode *agreed = ak_game_get_agreed_node (game);
  GListModel *moves = ak_game_get_history (game);
  guint n_items;

  g_assert_true (g_hash_table_contains (set, current));
  g_assert_true (g_hash_table_contains (set, live));
  g_assert_true (model_check_on_main_line (live));
  g_assert_true (agreed == NULL || g_hash_table_contains (set, agreed));
  g_assert_cmpint (ak_game_is_on_main_line (game, live), ==, TRUE);
  g_assert_cmpint (ak_game_is_on_main_line (game, current), ==,
                   model_check_on_main_line (current));
  g_assert_cmpint (ak_game_is_on_main_line (game, g_ptr_array_index (nodes, nodes->len - 1)), ==,
                   model_check_on_main_line (g_ptr_array_index (nodes, nodes->len - 1)));

  for (guint i = 0; i < nodes->len; i++)
    {
      AkGameNode *node = g_ptr_array_index (nodes, i);

      g_assert_cmpuint (ak_position_total (&node->position), ==, 48);
      if (node->parent != NULL)
        g_assert_cmpuint (node->ply, ==, node->parent->ply + 1);
    }

  g_assert_true (ak_game_get_position (game) == &current->position);
  g_assert_cmpuint (ak_history_get_n_plies (history), ==, current->ply);
  g_assert_true (ak_position_equal (ak_history_get_position (history), &current->position));
  g_assert_cmpint (ak_game_get_can_redo (game), ==,
                   current->children != NULL && current->children->len > 0);
  g_assert_cmpint (ak_game_get_can_undo (game), ==,
                   current->parent != NULL || agreed == current);
  g_assert_cmpint (ak_game_get_is_over (game), ==,
                   current->termination != AK_TERMINATION_NONE || agreed == current);
  if (!ak_game_get_is_over (game))
    g_assert_cmpstr (ak_game_get_result (game), ==, "*");

  n_items = g_list_model_get_n_items (moves);
  g_assert_cmpuint (n_items, ==, nodes->len - 1);
  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(AkMoveItem) item = g_list_model_get_item (moves, i);
      AkGameNode *node = ak_move_item_get_node (item);

      g_assert_true (g_hash_table_contains (set, node));
      g_assert_cmpint (ak_move_item_get_is_current (item), ==, node == current);
    }
}

/* Writes @game as AKN and reads it back. */
static void
model_check_round_trip (AkGame       *game,
                        AkGameRecord *before)
{
  g_autoptr(AkGameRecord) record = ak_game_dup_record (game);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkGame) again = NULL;
  g_autoptr(AkGameRecord) again_record = NULL;
  g_autofree char *text = ak_notation_write_game (record);
  AkNotationLocation location = { 0, };

  g_assert_nonnull (text);
  games = ak_notation_read (text, -1, &location, &error);
  if (games == NULL)
    g_printerr ("The written game does not read back (line %u, column %u: %s):\n%s\n",
                location.line, location.column, error->message, text);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  if (!ak_game_record_equal (record, g_ptr_array_index (games, 0)))
    g_printerr ("The game reads back different from the written form:\n%s\n", text);
  g_assert_true (ak_game_record_equal (record, g_ptr_array_index (games, 0)));

  again = ak_game_new_from_record (g_ptr_array_index (games, 0));
  again_record = ak_game_dup_record (again);
  g_assert_true (ak_game_record_equal (record, again_record));

  ak_game_update_record (game, before);
  g_assert_true (ak_game_record_equal (record, before));
}

static const char * const model_check_comments[] = {
  NULL, "", "  ", "good", "a } brace", "{ and [%eval 1.50] }", "two\nlines", "[%eval -3]",
};
static const char * const model_check_suffixes[] = { NULL, "!", "?", "!!", "??", "!?", "?!" };

/* Runs one operation of @script on @game. */
static void
model_check_step (AkGame      *game,
                  ModelScript *script)
{
  g_autoptr(GPtrArray) nodes = model_check_nodes (ak_game_get_root (game));
  ModelOp op = model_script_byte (script) % MODEL_N_OPS;
  AkGameNode *node;
  guint8 arg;
  int move;

  switch (op)
    {
    case MODEL_OP_PLAY:
    case MODEL_OP_PLAY_LIVE:
      move = model_check_pick_move (game, model_script_byte (script));
      if (move == AK_MOVE_NONE)
        break;
      g_assert_cmpint (ak_game_play (game, move, NULL), ==, AK_VERDICT_LEGAL);
      if (op == MODEL_OP_PLAY_LIVE)
        {
          /* As AkTable plays a move: its line becomes the main line. */
          node = ak_game_get_current_node (game);
          while (!ak_game_is_on_main_line (game, node))
            g_assert_true (ak_game_promote_variation (game, node));
          ak_game_set_live_node (game, node);
        }
      break;
    case MODEL_OP_UNDO:
      ak_game_undo (game);
      break;
    case MODEL_OP_REDO:
      ak_game_redo (game);
      break;
    case MODEL_OP_PREVIOUS:
      ak_game_go_previous (game);
      break;
    case MODEL_OP_NEXT:
      ak_game_go_next (game);
      break;
    case MODEL_OP_FIRST:
      ak_game_go_first (game);
      break;
    case MODEL_OP_LAST:
      ak_game_go_last (game);
      break;
    case MODEL_OP_GO_TO:
      ak_game_go_to (game, model_check_pick (nodes, model_script_byte (script), FALSE));
      break;
    case MODEL_OP_PROMOTE:
      node = model_check_pick (nodes, model_script_byte (script), TRUE);
      if (node != NULL)
        ak_game_promote_variation (game, node);
      break;
    case MODEL_OP_DELETE:
      node = model_check_pick (nodes, model_script_byte (script), TRUE);
      if (node != NULL)
        ak_game_delete_variation (game, node);
      break;
    case MODEL_OP_COMMENT:
      arg = model_script_byte (script);
      node = model_check_pick (nodes, model_script_byte (script), FALSE);
      ak_game_set_comment (game, node,
                           model_check_comments[arg % G_N_ELEMENTS (model_check_comments)]);
      break;
    case MODEL_OP_EVAL:
      arg = model_script_byte (script);
      node = model_check_pick (nodes, model_script_byte (script), FALSE);
      if (arg < 32)
        ak_game_set_eval (game, node, NULL);
      else
        {
          AkEval eval = { .score = (arg - 144) * 25, .exact = arg % 2 == 0,
                          .depth = arg % 7 };

          ak_game_set_eval (game, node, &eval);
        }
      break;
    case MODEL_OP_NAGS:
      arg = model_script_byte (script);
      node = model_check_pick (nodes, model_script_byte (script), TRUE);
      if (node != NULL)
        {
          guint nags[3] = { arg, arg / 3 + 1, 255 };

          ak_game_set_nags (game, node, nags, arg % 4);
        }
      break;
    case MODEL_OP_SUFFIX:
      arg = model_script_byte (script);
      node = model_check_pick (nodes, model_script_byte (script), TRUE);
      if (node != NULL)
        ak_game_set_suffix (game, node,
                            model_check_suffixes[arg % G_N_ELEMENTS (model_check_suffixes)]);
      break;
    case MODEL_OP_SET_LIVE:
      arg = model_script_byte (script);
      node = model_check_pick (nodes, arg, FALSE);
      if (arg % 5 == 0)
        ak_game_set_live_node (game, NULL);
      else if (ak_game_is_on_main_line (game, node))
        ak_game_set_live_node (game, node);
      break;
    case MODEL_OP_AGREE:
      ak_game_agree (game);
      break;
    case MODEL_OP_ADD_LINE:
      {
        guint8 line[4];

        arg = model_script_byte (script);
        node = model_check_pick (nodes, model_script_byte (script), FALSE);
        for (guint i = 0; i < G_N_ELEMENTS (line); i++)
          line[i] = (guint8) (model_script_byte (script) % AK_N_HOLES);
        ak_game_add_line (game, node, line, 1 + arg % G_N_ELEMENTS (line),
                          arg % 2 == 0 ? "a line" : NULL);
      }
      break;
    case MODEL_OP_TAKE_BACK:
      /* As AkTable takes a move back: from where play stands. */
      node = ak_game_get_live_node (game);
      ak_game_go_to (game, node);
      if (ak_game_undo (game))
        ak_game_set_live_node (game, ak_game_get_current_node (game));
      break;
    case MODEL_N_OPS:
    default:
      g_assert_not_reached ();
    }
}

/* The check itself, on @size bytes. */
static void
model_check (const guint8 *data,
             gsize         size)
{
  ModelScript script = { data, size, 0 };
  g_autoptr(AkGame) game = NULL;
  g_autoptr(AkGameRecord) before = NULL;
  AkRules rules;
  AkPosition start;
  guint8 first = model_script_byte (&script);

  ak_rules_init (&rules);
  rules.variant = first % 2 == 0 ? AK_VARIANT_ADJI_KUI_2 : AK_VARIANT_ADJI_KUI_1;
  ak_position_init_start (&start, (first / 2) % 2 == 0 ? AK_SOUTH : AK_NORTH);
  game = ak_game_new (&rules, &start);
  before = ak_game_dup_record (game);
  model_check_state (game);

  for (guint i = 0; i < MODEL_CHECK_MAX_OPS && script.at < script.size; i++)
    {
      model_check_step (game, &script);
      model_check_state (game);
    }
  model_check_round_trip (game, before);
}
