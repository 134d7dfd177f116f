/* test-game.c — AkGame: moves, cursor, variations, notifications, and a
 * property test against a plain reference tree
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-model.h"
#include "ak-game-private.h"

/* -------------------------------------------------------------------------
 * Notification counting
 */

typedef struct
{
  GHashTable *counts;  /* property name -> count */
} Notes;

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           Notes      *notes)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (notes->counts, pspec->name));

  g_hash_table_insert (notes->counts, (gpointer) pspec->name, GUINT_TO_POINTER (n + 1));
}

static void
notes_init (Notes  *notes,
            AkGame *game)
{
  notes->counts = g_hash_table_new (g_str_hash, g_str_equal);
  g_signal_connect (game, "notify", G_CALLBACK (notify_cb), notes);
}

static guint
notes_take (Notes      *notes,
            const char *name)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (notes->counts, name));

  g_hash_table_remove (notes->counts, name);
  return n;
}

static void
notes_assert_none (Notes *notes)
{
  if (g_hash_table_size (notes->counts) > 0)
    {
      GHashTableIter iter;
      gpointer key;

      g_hash_table_iter_init (&iter, notes->counts);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        g_printerr ("unexpected notify::%s\n", (const char *) key);
      g_assert_not_reached ();
    }
}

static void
notes_clear (Notes  *notes,
             AkGame *game)
{
  g_signal_handlers_disconnect_by_data (game, notes);
  g_hash_table_unref (notes->counts);
}

static AkGame *
new_game (AkVariant variant)
{
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  rules.variant = variant;
  ak_position_init_start (&start, AK_SOUTH);
  return ak_game_new (&rules, &start);
}

static int
hole (char c)
{
  return c == '-' ? AK_MOVE_PASS : ak_hole_from_char (c);
}

/* -------------------------------------------------------------------------
 * Unit tests
 */

static void
test_play_and_notify (void)
{
  AkGame *game = new_game (AK_VARIANT_ADJI_KUI_2);
  Notes notes;
  g_autofree char *reason = NULL;
  g_autofree char *position = NULL;

  notes_init (&notes, game);

  g_assert_false (ak_game_get_can_undo (game));
  g_assert_false (ak_game_get_can_redo (game));
  g_assert_cmpstr (ak_game_get_result (game), ==, "*");

  /* A refused move changes nothing and notifies nothing. */
  g_assert_cmpint (ak_game_play (game, hole ('A'), &reason), ==, AK_VERDICT_NOT_OWNER);
  g_assert_cmpstr (reason, ==, "hole A belongs to North; a player sows only from their own holes");
  notes_assert_none (&notes);

  g_assert_cmpint (ak_game_play (game, hole ('a'), NULL), ==, AK_VERDICT_LEGAL);
  position = ak_position_to_string (ak_game_get_position (game));
  g_assert_cmpstr (position, ==, "2,7,1,6,1,6/6,6,0,1,6,6 N 0-0");
  g_assert_cmpuint (notes_take (&notes, "position"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "side-to-move"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "can-undo"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "current-node"), ==, 1);
  /* The main line grew: where play stands, its end, moved along. */
  g_assert_cmpuint (notes_take (&notes, "live-node"), ==, 1);
  notes_assert_none (&notes);

  /* A second move: can-undo stays TRUE, so it does not notify again. */
  g_assert_cmpint (ak_game_play (game, hole ('A'), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpuint (notes_take (&notes, "position"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "side-to-move"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "current-node"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "live-node"), ==, 1);
  notes_assert_none (&notes);

  g_assert_true (ak_game_undo (game));
  g_assert_cmpuint (notes_take (&notes, "position"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "side-to-move"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "can-redo"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "current-node"), ==, 1);
  notes_assert_none (&notes);

  g_assert_true (ak_game_redo (game));
  g_assert_cmpuint (notes_take (&notes, "position"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "side-to-move"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "can-redo"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "current-node"), ==, 1);
  notes_assert_none (&notes);

  /* Names are tags: set once notifies once, the same value not at all,
   * nor the same with a tab that the tag keeps as a space. */
  ak_game_set_south_name (game, "Ana");
  ak_game_set_south_name (game, "Ana");
  g_object_set (game, "north-name", "Computer", NULL);
  g_assert_cmpuint (notes_take (&notes, "south-name"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "north-name"), ==, 1);
  notes_assert_none (&notes);
  ak_game_set_north_name (game, "Kofi\tA.");
  ak_game_set_north_name (game, "Kofi\tA.");
  ak_game_set_north_name (game, "Kofi A.");
  g_assert_cmpstr (ak_game_get_north_name (game), ==, "Kofi A.");
  g_assert_cmpuint (notes_take (&notes, "north-name"), ==, 1);
  notes_assert_none (&notes);
  ak_game_set_north_name (game, "Computer");
  g_assert_cmpuint (notes_take (&notes, "north-name"), ==, 1);
  g_assert_cmpstr (ak_game_get_south_name (game), ==, "Ana");
  g_assert_cmpstr (ak_game_get_tag (game, "North"), ==, "Computer");

  notes_clear (&notes, game);
  g_assert_finalize_object (game);
}

static void
move_played_cb (AkGame  *game,
                AkTrace *trace,
                guint   *laps)
{
  /* Emitted before the notifications: the game is already at the new
   * position, the board animates from the trace. */
  *laps = ak_trace_get_n_laps (trace);
}

static void
test_move_played (void)
{
  AkGame *game = new_game (AK_VARIANT_ADJI_KUI_2);
  guint laps = 0;

  g_signal_connect (game, "move-played", G_CALLBACK (move_played_cb), &laps);
  g_assert_cmpint (ak_game_play (game, hole ('a'), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpuint (laps, ==, 5);
  g_assert_finalize_object (game);
}

/* What a table announced and what the game then played, by identity. */
typedef struct
{
  const AkTrace *decided;
  const AkTrace *played;
  AkPosition     after;
} Sowing;

static void
sowing_decided_cb (AkTable          *table,
                   const AkTrace    *trace,
                   const AkPosition *after,
                   Sowing           *sowing)
{
  sowing->decided = trace;
  sowing->after = *after;
  /* Held, as a board that animates the move holds it. */
  ak_table_hold (table);
}

static void
sowing_played_cb (AkGame        *game,
                  const AkTrace *trace,
                  Sowing        *sowing)
{
  sowing->played = trace;
}

/* Plays @move at @table, held and released as a board does, and checks
 * that the game played the very sowing the table decided. */
static void
play_at_table (AkTable *table,
               Sowing  *sowing,
               int      move)
{
  AkGame *game = ak_table_get_game (table);
  const AkHistory *history;

  g_autoptr(GError) error = NULL;

  memset (sowing, 0, sizeof *sowing);
  ak_table_play (table, move, &error);
  g_assert_no_error (error);
  g_assert_nonnull (sowing->decided);
  g_assert_null (sowing->played);
  ak_table_release (table);
  g_assert_true (sowing->played == sowing->decided);
  g_assert_true (ak_position_equal (ak_game_get_position (game), &sowing->after));

  history = ak_game_get_engine_history (game);
  g_assert_cmpuint (ak_history_get_n_plies (history), ==,
                    ak_game_get_current_node (game)->ply);
  g_assert_true (ak_position_equal (ak_history_get_position (history),
                                    ak_game_get_position (game)));
}

/* The first hole the side to move may sow, other than @not. */
static int
legal_hole (AkGame *game,
            int     not)
{
  for (int move = 0; move < AK_N_HOLES; move++)
    if (move != not && ak_game_check_move (game, move) == AK_VERDICT_LEGAL)
      return move;
  g_assert_not_reached ();
}

/* A move decided at a table is checked and sown once, by the table: the
 * game takes it as sown, new, along a continuation it has, or as a
 * variation from a position looked back at. */
static void
test_decided_move_sown_once (void)
{
  g_autoptr(AkGame) game = new_game (AK_VARIANT_ADJI_KUI_2);
  AkTable *table = ak_table_new ();
  Sowing sowing;
  AkGameNode *first;
  int third;

  ak_table_set_game (table, game);
  g_signal_connect (table, "move-decided", G_CALLBACK (sowing_decided_cb), &sowing);
  g_signal_connect (game, "move-played", G_CALLBACK (sowing_played_cb), &sowing);

  play_at_table (table, &sowing, hole ('c'));
  first = ak_game_get_current_node (game);
  play_at_table (table, &sowing, hole ('B'));
  play_at_table (table, &sowing, (third = legal_hole (game, -1)));

  /* Taken back and played again: the game follows its continuation. */
  g_assert_true (ak_table_undo (table));
  play_at_table (table, &sowing, third);
  g_assert_cmpuint (ak_game_get_current_node (game)->ply, ==, 3);
  g_assert_cmpuint (first->children->len, ==, 1);

  /* From a position looked back at: a new line, made the main line. */
  ak_table_go_to (table, first);
  play_at_table (table, &sowing, legal_hole (game, hole ('B')));
  g_assert_true (ak_game_get_current_node (game)->parent == first);
  g_assert_true (ak_game_is_on_main_line (game, ak_game_get_current_node (game)));
  g_assert_cmpuint (first->children->len, ==, 2);

  /* None of them was sown by the game; a move played into the game
   * directly is. */
  g_assert_cmpuint (_ak_game_get_n_sown (game), ==, 0);
  g_assert_cmpint (ak_game_play (game, legal_hole (game, -1), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_cmpuint (_ak_game_get_n_sown (game), ==, 1);

  /* A history that does not go on from the cursor is refused, and the
   * game stays as it was. */
  {
    AkHistory *other = ak_history_new (ak_game_get_rules (game), ak_game_get_start (game));
    g_autoptr(AkTrace) trace = ak_trace_new ();
    guint serial = ak_game_get_serial (game);
    AkGameNode *at = ak_game_get_current_node (game);
    AkMoveInfo info;

    g_assert_cmpint (ak_history_play (other, hole ('c'), &info, trace), ==, AK_VERDICT_LEGAL);
    g_test_expect_message ("ak-game", G_LOG_LEVEL_CRITICAL, "*does not go on*");
    g_assert_false (_ak_game_play_sown (game, other, &info, trace));
    g_test_assert_expected_messages ();
    g_assert_cmpuint (ak_game_get_serial (game), ==, serial);
    g_assert_true (ak_game_get_current_node (game) == at);
  }

  g_signal_handlers_disconnect_by_data (game, &sowing);
  g_assert_finalize_object (table);
}

static void
test_variations (void)
{
  AkGame *game = new_game (AK_VARIANT_ADJI_KUI_2);
  GListModel *moves = ak_game_get_history (game);
  AkGameNode *a, *b, *c;
  g_autoptr(AkGameRecord) record = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpint (ak_game_play (game, hole ('a'), NULL), ==, AK_VERDICT_LEGAL);
  a = ak_game_get_current_node (game);
  g_assert_cmpint (ak_game_play (game, hole ('A'), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_true (ak_game_undo (game));
  g_assert_true (ak_game_undo (game));

  /* Playing a again follows the existing move: no new node. */
  g_assert_cmpint (ak_game_play (game, hole ('a'), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_true (ak_game_get_current_node (game) == a);
  g_assert_true (ak_game_undo (game));

  /* b where a exists: a variation, a kept as the main line. */
  g_assert_cmpint (ak_game_play (game, hole ('b'), NULL), ==, AK_VERDICT_LEGAL);
  b = ak_game_get_current_node (game);
  g_assert_false (ak_game_is_on_main_line (game, b));
  g_assert_true (ak_game_is_on_main_line (game, a));
  g_assert_cmpint (ak_game_play (game, hole ('B'), NULL), ==, AK_VERDICT_LEGAL);
  c = ak_game_get_current_node (game);

  /* The list: a, (b, B), A — in file order, the variation one deeper. */
  g_assert_cmpuint (g_list_model_get_n_items (moves), ==, 4);
  {
    static const char * const notation[] = { "a", "b", "B", "A" };
    static const guint depth[] = { 0, 1, 1, 0 };

    for (guint i = 0; i < 4; i++)
      {
        g_autoptr(AkMoveItem) item = g_list_model_get_item (moves, i);

        g_assert_cmpstr (ak_move_item_get_notation (item), ==, notation[i]);
        g_assert_cmpuint (ak_move_item_get_depth (item), ==, depth[i]);
        g_assert_cmpint (ak_move_item_get_is_current (item), ==, i == 2);
      }
  }

  ak_game_set_comment (game, b, "  a quieter  start ");
  {
    g_autofree char *comment = ak_game_dup_comment (game, b);

    g_assert_cmpstr (comment, ==, "a quieter start");
  }

  record = ak_game_dup_record (game);
  text = ak_notation_write_game (record);
  g_assert_nonnull (strstr (text, "1. a (1. b {a quieter start} 1... B) 1... A *"));

  /* Promote: b's line becomes the main line. */
  g_assert_true (ak_game_promote_variation (game, c));
  g_assert_true (ak_game_is_on_main_line (game, c));
  g_assert_false (ak_game_is_on_main_line (game, a));
  g_assert_false (ak_game_promote_variation (game, c));

  /* Delete a's line (now the variation); the cursor was not on it. */
  g_assert_true (ak_game_delete_variation (game, a));
  g_assert_cmpuint (g_list_model_get_n_items (moves), ==, 2);
  g_assert_true (ak_game_get_current_node (game) == c);
  g_assert_false (ak_game_delete_variation (game, c));

  g_assert_finalize_object (game);
}

static char *
dup_text (AkGame *game)
{
  g_autoptr(AkGameRecord) record = ak_game_dup_record (game);

  return ak_notation_write_game (record);
}

static void
take_changed_cb (AkGame *game,
                 guint  *count)
{
  (*count)++;
}

/* A variation taken out, as a review that replaces its lines does, and
 * put back where it was among the others; or freed. */
static void
test_take_variation (void)
{
  AkGame *game = new_game (AK_VARIANT_ADJI_KUI_2);
  AkGameNode *root = ak_game_get_root (game);
  const guint8 b[] = { ak_hole_from_char ('b'), ak_hole_from_char ('B') };
  const guint8 c[] = { ak_hole_from_char ('c') };
  g_autofree char *before = NULL;
  g_autofree char *without = NULL;
  g_autofree char *again = NULL;
  AkGameNode *line_b;
  AkGameNode *taken;
  guint n_changed = 0;
  guint index = 0;

  g_assert_cmpint (ak_game_play (game, ak_hole_from_char ('a'), NULL), ==, AK_VERDICT_LEGAL);
  line_b = ak_game_add_line (game, root, b, 2, "b's idea");
  g_assert_nonnull (ak_game_add_line (game, root, c, 1, NULL));
  before = dup_text (game);
  ak_game_go_to (game, g_ptr_array_index (line_b->children, 0));
  g_signal_connect (game, "changed", G_CALLBACK (take_changed_cb), &n_changed);

  /* Not the main line. */
  g_assert_null (_ak_game_take_variation (game, g_ptr_array_index (root->children, 0), &index));
  taken = _ak_game_take_variation (game, line_b, &index);
  g_assert_true (taken == line_b);
  g_assert_cmpuint (index, ==, 1);
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_true (ak_game_get_current_node (game) == root);
  g_assert_cmpuint (root->children->len, ==, 2);
  without = dup_text (game);
  g_assert_null (strstr (without, "b's idea"));

  _ak_game_put_back_variation (game, root, index, taken);
  g_assert_cmpuint (n_changed, ==, 2);
  again = dup_text (game);
  g_assert_cmpstr (again, ==, before);

  /* Taken and never put back: freed. */
  taken = _ak_game_take_variation (game, line_b, &index);
  ak_game_node_free (taken);
  g_assert_cmpuint (root->children->len, ==, 2);

  g_assert_finalize_object (game);
}

static void
test_agreement (void)
{
  AkGame *game = new_game (AK_VARIANT_ADJI_KUI_2);
  g_autoptr(AkGameRecord) record = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  Notes notes;

  g_assert_cmpint (ak_game_play (game, hole ('a'), NULL), ==, AK_VERDICT_LEGAL);
  notes_init (&notes, game);
  g_assert_true (ak_game_agree (game));
  g_assert_true (ak_game_get_is_over (game));
  g_assert_cmpint (ak_game_get_termination (game), ==, AK_TERMINATION_AGREEMENT);
  g_assert_cmpstr (ak_game_get_result (game), ==, "23-25");
  g_assert_cmpuint (notes_take (&notes, "is-over"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "termination"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "result"), ==, 1);
  notes_assert_none (&notes);

  g_assert_cmpint (ak_game_play (game, hole ('A'), NULL), ==, AK_VERDICT_GAME_OVER);
  g_assert_false (ak_game_agree (game));

  record = ak_game_dup_record (game);
  g_assert_cmpstr (record->result, ==, "23-25");
  g_assert_cmpstr (ak_game_record_get_tag (record, "Termination"), ==, "agreement");
  text = ak_notation_write_game (record);
  games = ak_notation_read (text, -1, NULL, &error);
  g_assert_no_error (error);

  /* Undo takes the agreement back first. */
  g_assert_true (ak_game_undo (game));
  g_assert_false (ak_game_get_is_over (game));
  g_assert_cmpuint (notes_take (&notes, "is-over"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "termination"), ==, 1);
  g_assert_cmpuint (notes_take (&notes, "result"), ==, 1);
  notes_assert_none (&notes);

  /* Loaded back, the agreement is there again. */
  {
    AkGame *loaded = ak_game_new_from_record (g_ptr_array_index (games, 0));

    g_assert_true (ak_game_get_is_over (loaded));
    g_assert_cmpint (ak_game_get_termination (loaded), ==, AK_TERMINATION_AGREEMENT);
    g_assert_finalize_object (loaded);
  }

  notes_clear (&notes, game);
  g_assert_finalize_object (game);
}

static void
test_game_over_by_rule (void)
{
  AkRules rules;
  g_autoptr(GError) error = NULL;
  AkGame *game;

  ak_rules_init (&rules);
  game = ak_game_new_from_position_string (&rules, "0,0,0,0,2,0/3,0,0,0,0,5 S 19-19", &error);
  g_assert_no_error (error);
  g_assert_cmpint (ak_game_play (game, hole ('e'), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_true (ak_game_get_is_over (game));
  g_assert_cmpint (ak_game_get_termination (game), ==, AK_TERMINATION_BOARD);
  g_assert_cmpstr (ak_game_get_result (game), ==, "24-24");
  g_assert_false (ak_game_agree (game));
  g_assert_finalize_object (game);

  g_assert_null (ak_game_new_from_position_string (&rules, "4,4,4/4 S 0-0", &error));
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_POSITION);
}

/* The engine's history follows the cursor: how often the position shown
 * came up and the plies without a capture are those of the game up to
 * it.  The six plies "f C a A d D" bring this board back without a
 * capture (tests/data/akn/good/repetition-two.akn). */
static void
test_engine_history_follows_cursor (void)
{
  static const char cycle[] = "fCaAdD";
  AkRules rules;
  g_autoptr(GError) error = NULL;
  AkGame *game;
  const AkHistory *history;

  ak_rules_init (&rules);
  game = ak_game_new_from_position_string (&rules, "2,1,1,1,0,2/1,0,2,1,0,1 S 16-20", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 6; i++)
    g_assert_cmpint (ak_game_play (game, hole (cycle[i]), NULL), ==, AK_VERDICT_LEGAL);

  history = ak_game_get_engine_history (game);
  g_assert_true (ak_position_equal (ak_history_get_position (history),
                                    ak_game_get_position (game)));
  g_assert_cmpuint (ak_history_count_current (history), ==, 2);
  g_assert_cmpuint (ak_history_get_plies_without_capture (history), ==, 6);

  g_assert_true (ak_game_go_previous (game));
  history = ak_game_get_engine_history (game);
  g_assert_cmpuint (ak_history_get_n_plies (history), ==, 5);
  g_assert_cmpuint (ak_history_count_current (history), ==, 1);
  g_assert_cmpuint (ak_history_get_plies_without_capture (history), ==, 5);

  g_assert_true (ak_game_go_first (game));
  history = ak_game_get_engine_history (game);
  g_assert_cmpuint (ak_history_count_current (history), ==, 1);
  g_assert_cmpuint (ak_history_get_plies_without_capture (history), ==, 0);
  g_assert_finalize_object (game);
}

/* -------------------------------------------------------------------------
 * The property test: random operations, each checked against a plain
 * reference tree kept by the test itself.
 */

typedef struct _Ref Ref;
struct _Ref
{
  Ref        *parent;
  GPtrArray  *children;   /* Ref, owned */
  int         move;
  AkGameNode *node;       /* the game's node for the same move */
  char       *comment;
};

static Ref *
ref_new (Ref        *parent,
         int         move,
         AkGameNode *node)
{
  Ref *ref = g_new0 (Ref, 1);

  ref->parent = parent;
  ref->children = g_ptr_array_new ();
  ref->move = move;
  ref->node = node;
  if (parent != NULL)
    g_ptr_array_add (parent->children, ref);
  return ref;
}

static void
ref_free (Ref *ref)
{
  for (guint i = 0; i < ref->children->len; i++)
    ref_free (g_ptr_array_index (ref->children, i));
  g_ptr_array_unref (ref->children);
  g_free (ref->comment);
  g_free (ref);
}

/* The list order the history must have: each move, then the alternatives
 * to it when it is the first child. */
static void
ref_flatten (Ref       *first,
             guint      depth,
             GPtrArray *refs,
             GArray    *depths)
{
  for (Ref *ref = first; ref != NULL;
       ref = ref->children->len > 0 ? g_ptr_array_index (ref->children, 0) : NULL)
    {
      g_ptr_array_add (refs, ref);
      g_array_append_val (depths, depth);
      if (g_ptr_array_index (ref->parent->children, 0) == ref)
        for (guint i = 1; i < ref->parent->children->len; i++)
          ref_flatten (g_ptr_array_index (ref->parent->children, i), depth + 1, refs, depths);
    }
}

typedef struct
{
  GPtrArray *mirror;   /* AkMoveItem, kept in step by items-changed alone */
} Mirror;

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Mirror     *mirror)
{
  g_assert_cmpuint (position + removed, <=, mirror->mirror->len);
  g_ptr_array_remove_range (mirror->mirror, position, removed);
  for (guint i = 0; i < added; i++)
    g_ptr_array_insert (mirror->mirror, position + i, g_list_model_get_item (model, position + i));
  g_assert_cmpuint (mirror->mirror->len, ==, g_list_model_get_n_items (model));
}

static void
check_against_reference (AkGame *game,
                         Ref    *root,
                         Ref    *cursor,
                         Mirror *mirror)
{
  g_autoptr(GPtrArray) refs = g_ptr_array_new ();
  g_autoptr(GArray) depths = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  g_autoptr(AkHistory) history = NULL;
  GListModel *moves = ak_game_get_history (game);
  const AkPosition *pos = ak_game_get_position (game);

  /* The position is the path replayed from the start. */
  for (Ref *r = cursor; r->parent != NULL; r = r->parent)
    g_ptr_array_insert (path, 0, r);
  history = ak_history_new (ak_game_get_rules (game), ak_game_get_start (game));
  for (guint i = 0; i < path->len; i++)
    g_assert_cmpint (ak_history_play (history, ((Ref *) g_ptr_array_index (path, i))->move,
                                      NULL, NULL), ==, AK_VERDICT_LEGAL);
  g_assert_true (ak_position_equal (pos, ak_history_get_position (history)));
  g_assert_cmpuint (ak_position_total (pos), ==, AK_N_SEEDS);
  g_assert_true (ak_game_get_current_node (game) == cursor->node);
  g_assert_cmpint (ak_game_get_can_undo (game), ==, cursor->parent != NULL);
  g_assert_cmpint (ak_game_get_can_redo (game), ==, cursor->children->len > 0);
  g_assert_cmpint (ak_game_get_is_over (game), ==, ak_history_is_over (history));

  /* The list, and the mirror built from items-changed only. */
  if (root->children->len > 0)
    ref_flatten (g_ptr_array_index (root->children, 0), 0, refs, depths);
  g_assert_cmpuint (g_list_model_get_n_items (moves), ==, refs->len);
  g_assert_cmpuint (mirror->mirror->len, ==, refs->len);
  for (guint i = 0; i < refs->len; i++)
    {
      Ref *ref = g_ptr_array_index (refs, i);
      g_autoptr(AkMoveItem) item = g_list_model_get_item (moves, i);

      g_assert_true (g_ptr_array_index (mirror->mirror, i) == item);
      g_assert_true (ak_move_item_get_node (item) == ref->node);
      g_assert_cmpint (ak_move_item_get_node (item)->move, ==, ref->move);
      g_assert_cmpuint (ak_move_item_get_depth (item), ==, g_array_index (depths, guint, i));
      g_assert_cmpint (ak_move_item_get_is_current (item), ==, ref == cursor);
      g_assert_cmpstr (ak_move_item_get_comment (item), ==, ref->comment);
    }
}

static Ref *
ref_find_child (Ref *ref,
                int  move)
{
  for (guint i = 0; i < ref->children->len; i++)
    if (((Ref *) g_ptr_array_index (ref->children, i))->move == move)
      return g_ptr_array_index (ref->children, i);
  return NULL;
}

static Ref *
ref_line_start (Ref *ref)
{
  while (ref->parent != NULL && ref->parent->parent != NULL &&
         g_ptr_array_index (ref->parent->children, 0) == ref)
    ref = ref->parent;
  return ref;
}

static gboolean
ref_is_ancestor (Ref *ancestor,
                 Ref *ref)
{
  for (; ref != NULL; ref = ref->parent)
    if (ref == ancestor)
      return TRUE;
  return FALSE;
}

static void
collect (Ref       *ref,
         GPtrArray *all)
{
  g_ptr_array_add (all, ref);
  for (guint i = 0; i < ref->children->len; i++)
    collect (g_ptr_array_index (ref->children, i), all);
}

static void
test_random_operations (void)
{
  AkRandom rng;

  ak_random_init (&rng, 2026);

  for (guint sequence = 0; sequence < 2000; sequence++)
    {
      AkGame *game = new_game (ak_random_below (&rng, 2) ? AK_VARIANT_ADJI_KUI_2
                                                          : AK_VARIANT_ADJI_KUI_1);
      Ref *root = ref_new (NULL, AK_MOVE_NONE, ak_game_get_root (game));
      Ref *cursor = root;
      Mirror mirror = { g_ptr_array_new_with_free_func (g_object_unref) };
      guint steps = 10 + ak_random_below (&rng, 40);
      /* A record kept up to date by ak_game_update_record (), as the
       * autosave keeps one. */
      g_autoptr(AkGameRecord) kept = ak_game_dup_record (game);

      g_signal_connect (ak_game_get_history (game), "items-changed",
                        G_CALLBACK (items_changed_cb), &mirror);

      for (guint step = 0; step < steps; step++)
        {
          guint op = ak_random_below (&rng, 10);

          if (op < 4)
            {
              /* Play a random hole (often illegal) or a pass. */
              int move = ak_random_below (&rng, 13);
              AkVerdict expected = ak_game_check_move (game, move);
              AkVerdict verdict = ak_game_play (game, move, NULL);

              g_assert_cmpint (verdict, ==, expected);
              if (verdict == AK_VERDICT_LEGAL)
                {
                  Ref *child = ref_find_child (cursor, move);

                  if (child == NULL)
                    child = ref_new (cursor, move, ak_game_get_current_node (game));
                  g_assert_true (child->node == ak_game_get_current_node (game));
                  cursor = child;
                }
            }
          else if (op == 4)
            {
              g_assert_cmpint (ak_game_undo (game), ==, cursor->parent != NULL);
              if (cursor->parent != NULL)
                cursor = cursor->parent;
            }
          else if (op == 5)
            {
              g_assert_cmpint (ak_game_redo (game), ==, cursor->children->len > 0);
              if (cursor->children->len > 0)
                cursor = g_ptr_array_index (cursor->children, 0);
            }
          else if (op == 6 || op == 7)
            {
              g_autoptr(GPtrArray) all = g_ptr_array_new ();
              Ref *target;

              collect (root, all);
              target = g_ptr_array_index (all, ak_random_below (&rng, all->len));
              if (op == 6)
                {
                  ak_game_go_to (game, target->node);
                  cursor = target;
                }
              else if (target->parent != NULL)
                {
                  g_autofree char *comment = g_strdup_printf ("note %u", step);

                  ak_game_set_comment (game, target->node, comment);
                  g_free (target->comment);
                  target->comment = g_steal_pointer (&comment);
                }
            }
          else if (op == 8)
            {
              g_autoptr(GPtrArray) all = g_ptr_array_new ();
              Ref *target, *start;
              gboolean promoted;

              collect (root, all);
              target = g_ptr_array_index (all, ak_random_below (&rng, all->len));
              if (target->parent == NULL)
                continue;
              start = ref_line_start (target);
              promoted = ak_game_promote_variation (game, target->node);
              g_assert_cmpint (promoted, ==, g_ptr_array_index (start->parent->children, 0) != start);
              if (promoted)
                {
                  g_ptr_array_remove (start->parent->children, start);
                  g_ptr_array_insert (start->parent->children, 0, start);
                }
            }
          else
            {
              g_autoptr(GPtrArray) all = g_ptr_array_new ();
              Ref *target, *start;
              gboolean deleted;

              collect (root, all);
              target = g_ptr_array_index (all, ak_random_below (&rng, all->len));
              if (target->parent == NULL)
                continue;
              start = ref_line_start (target);
              deleted = ak_game_delete_variation (game, target->node);
              g_assert_cmpint (deleted, ==, g_ptr_array_index (start->parent->children, 0) != start);
              if (deleted)
                {
                  if (ref_is_ancestor (start, cursor))
                    cursor = start->parent;
                  g_ptr_array_remove (start->parent->children, start);
                  ref_free (start);
                }
            }

          check_against_reference (game, root, cursor, &mirror);

          if (ak_random_below (&rng, 3) == 0)
            {
              g_autoptr(AkGameRecord) fresh = ak_game_dup_record (game);
              g_autofree char *kept_text = NULL;
              g_autofree char *fresh_text = NULL;

              ak_game_update_record (game, kept);
              g_assert_true (ak_game_record_equal (kept, fresh));
              kept_text = ak_notation_write_game (kept);
              fresh_text = ak_notation_write_game (fresh);
              g_assert_cmpstr (kept_text, ==, fresh_text);
            }
        }

      /* The record reads back equal through the file format. */
      {
        g_autoptr(AkGameRecord) record = ak_game_dup_record (game);
        g_autofree char *text = ak_notation_write_game (record);
        g_autoptr(GError) error = NULL;
        g_autoptr(GPtrArray) games = ak_notation_read (text, -1, NULL, &error);

        g_assert_no_error (error);
        g_assert_true (ak_game_record_equal (record, g_ptr_array_index (games, 0)));
      }

      g_signal_handlers_disconnect_by_data (ak_game_get_history (game), &mirror);
      g_ptr_array_unref (mirror.mirror);
      ref_free (root);
      g_assert_finalize_object (game);
    }
}

/* Where play stands: the main line's end unless set, never off the main
 * line, and not moved by the cursor. */
static void
test_live_node (void)
{
  g_autoptr(AkGame) game = new_game (AK_VARIANT_ADJI_KUI_2);
  AkGameNode *first;
  AkGameNode *second;
  AkGameNode *other;
  Notes notes;

  g_assert_true (ak_game_get_live_node (game) == ak_game_get_root (game));
  g_assert_cmpint (ak_game_play (game, hole ('a'), NULL), ==, AK_VERDICT_LEGAL);
  first = ak_game_get_current_node (game);
  g_assert_cmpint (ak_game_play (game, hole ('A'), NULL), ==, AK_VERDICT_LEGAL);
  second = ak_game_get_current_node (game);
  g_assert_true (ak_game_get_live_node (game) == second);

  notes_init (&notes, game);
  /* Walking back does not move it. */
  g_assert_true (ak_game_go_first (game));
  g_assert_true (ak_game_get_live_node (game) == second);
  notes_take (&notes, "position");
  notes_take (&notes, "side-to-move");
  notes_take (&notes, "can-undo");
  notes_take (&notes, "can-redo");
  notes_take (&notes, "current-node");
  notes_assert_none (&notes);

  /* Set back to the first move, it stays there while the line grows. */
  ak_game_set_live_node (game, first);
  g_assert_cmpuint (notes_take (&notes, "live-node"), ==, 1);
  ak_game_set_live_node (game, first);
  notes_assert_none (&notes);
  g_assert_true (ak_game_get_live_node (game) == first);

  /* A variation played elsewhere leaves it alone. */
  g_assert_cmpint (ak_game_play (game, hole ('b'), NULL), ==, AK_VERDICT_LEGAL);
  other = ak_game_get_current_node (game);
  g_assert_true (ak_game_get_live_node (game) == first);

  /* Promoted away from the main line, it falls back to the new end. */
  g_assert_true (ak_game_promote_variation (game, other));
  g_assert_true (ak_game_get_live_node (game) == other);
  g_assert_cmpuint (notes_take (&notes, "live-node"), ==, 1);

  /* Set to the end, it follows the end again. */
  ak_game_set_live_node (game, NULL);
  g_assert_cmpint (ak_game_play (game, hole ('B'), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_true (ak_game_get_live_node (game) == ak_game_get_current_node (game));

  /* Never off the main line. */
  g_test_expect_message ("ak-game", G_LOG_LEVEL_CRITICAL, "*is_on_main_line*");
  ak_game_set_live_node (game, first);
  g_test_assert_expected_messages ();
  notes_clear (&notes, game);
}

/* Issue 30: play stands on a line that a promotion moved off the main
 * line, and that line is then deleted.  The live node must not be left
 * pointing into the freed nodes (this crashed under ASan in
 * ak_game_is_on_main_line). */
static void
test_delete_line_play_stands_on (void)
{
  g_autoptr(AkGame) game = new_game (AK_VARIANT_ADJI_KUI_2);
  AkGameNode *root = ak_game_get_root (game);
  AkGameNode *d;
  AkGameNode *b;
  AkGameNode *live;

  /* South plays d, looks back one move and plays b there: b becomes the
   * game, d a variation, as AkTable does it. */
  g_assert_cmpint (ak_game_play (game, hole ('d'), NULL), ==, AK_VERDICT_LEGAL);
  d = ak_game_get_current_node (game);
  g_assert_true (ak_game_go_previous (game));
  g_assert_cmpint (ak_game_play (game, hole ('b'), NULL), ==, AK_VERDICT_LEGAL);
  b = ak_game_get_current_node (game);
  g_assert_true (ak_game_promote_variation (game, b));
  ak_game_set_live_node (game, b);

  /* North plays C; the move is taken back. */
  g_assert_cmpint (ak_game_play (game, hole ('C'), NULL), ==, AK_VERDICT_LEGAL);
  ak_game_set_live_node (game, ak_game_get_current_node (game));
  g_assert_true (ak_game_undo (game));
  ak_game_set_live_node (game, ak_game_get_current_node (game));
  g_assert_true (ak_game_get_live_node (game) == b);

  /* d is promoted back: play, which stood at b, falls back to the main
   * line's end. */
  g_assert_true (ak_game_promote_variation (game, d));
  g_assert_true (ak_game_get_live_node (game) == d);

  /* The line of b, with the cursor and the node play stood at on it, is
   * deleted.  Play stays where it was shown to stand. */
  g_assert_true (ak_game_delete_variation (game, b));
  g_assert_cmpuint (root->children->len, ==, 1);
  live = ak_game_get_live_node (game);
  g_assert_true (live == d);
  g_assert_true (ak_game_is_on_main_line (game, live));
  g_assert_true (ak_game_get_current_node (game) == root);
  g_assert_true (ak_game_get_can_redo (game));
  g_assert_false (ak_game_get_can_undo (game));

  /* And it follows the main line again as it grows. */
  g_assert_true (ak_game_redo (game));
  g_assert_cmpint (ak_game_play (game, hole ('A'), NULL), ==, AK_VERDICT_LEGAL);
  g_assert_true (ak_game_get_live_node (game) == ak_game_get_current_node (game));
  g_assert_true (ak_game_undo (game));
  g_assert_true (ak_game_get_current_node (game) == d);
}

/* -------------------------------------------------------------------------
 * Engine values in comments
 */

static void
count_changed_cb (AkGame *game,
                  guint  *count)
{
  (*count)++;
}

/* A move taken back stays in the tree, for redo, but a record of the game
 * says where play stands: read back, the game stands there again, not at
 * the main line's end, and reading it changes nothing. */
static void
test_live_node_saved (void)
{
  g_autoptr(AkGame) game = new_game (AK_VARIANT_ADJI_KUI_2);
  g_autoptr(AkGame) reopened = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  AkGameRecord *record;
  AkGameNode *live;
  const char *moves = "aAbB";
  guint changed = 0;
  guint serial;

  for (const char *m = moves; *m != '\0'; m++)
    g_assert_cmpint (ak_game_play (game, hole (*m), NULL), ==, AK_VERDICT_LEGAL);

  /* Taking two moves back changes what a file of the game holds. */
  g_signal_connect (game, "changed", G_CALLBACK (count_changed_cb), &changed);
  serial = ak_game_get_serial (game);
  g_assert_true (ak_game_undo (game));
  g_assert_true (ak_game_undo (game));
  ak_game_set_live_node (game, ak_game_get_current_node (game));
  live = ak_game_get_current_node (game);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (ak_game_get_serial (game), !=, serial);
  /* Saying it again is no change. */
  ak_game_set_live_node (game, live);
  g_assert_cmpuint (changed, ==, 1);

  games = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
  g_ptr_array_add (games, ak_game_dup_record (game));
  text = ak_notation_write (games);
  g_assert_nonnull (strstr (text, "[Live \"2\"]"));

  read = ak_file_read_text (text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (read->len, ==, 1);
  record = g_ptr_array_index (read, 0);
  reopened = ak_game_new_from_record (record);

  /* It stands after the second move, the two taken back to redo. */
  g_assert_true (ak_game_get_current_node (reopened) == ak_game_get_live_node (reopened));
  g_assert_true (ak_game_get_current_node (reopened)->parent->parent == ak_game_get_root (reopened));
  g_assert_true (ak_game_get_can_redo (reopened));
  g_assert_cmpint (ak_game_get_side_to_move (reopened), ==, AK_SOUTH);
  g_assert_cmpuint (ak_game_record_count_main_moves (record), ==, 4);
  /* The tag is the game's own state, not a tag kept for the file. */
  g_assert_null (ak_game_get_tag (reopened, "Live"));

  /* Written again, it is the same file. */
  g_ptr_array_set_size (games, 0);
  g_ptr_array_add (games, ak_game_dup_record (reopened));
  again = ak_notation_write (games);
  g_assert_cmpstr (again, ==, text);

  /* Played on to the end again, the tag goes. */
  ak_game_set_live_node (reopened, NULL);
  g_ptr_array_set_size (games, 0);
  g_ptr_array_add (games, ak_game_dup_record (reopened));
  g_free (again);
  again = ak_notation_write (games);
  g_assert_null (strstr (again, "[Live "));
}

static void
test_eval (void)
{
  g_autoptr(AkGame) game = NULL;
  AkEval eval = { 250, FALSE, 9 };
  AkEval read = { 0, };
  AkRules rules;
  AkPosition start;
  AkGameNode *node;
  guint changed = 0;

  ak_rules_init (&rules);
  ak_position_init_start (&start, rules.first);
  game = ak_game_new (&rules, &start);
  g_assert_cmpint (ak_game_play (game, 2, NULL), ==, AK_VERDICT_LEGAL);
  node = ak_game_get_current_node (game);
  g_signal_connect (game, "changed", G_CALLBACK (count_changed_cb), &changed);

  g_assert_false (ak_game_get_eval (game, NULL, &read));
  ak_game_set_comment (game, node, "a long relay");
  changed = 0;
  ak_game_set_eval (game, node, &eval);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_true (ak_game_get_eval (game, NULL, &read));
  g_assert_cmpint (read.score, ==, 250);
  g_assert_cmpuint (read.depth, ==, 9);
  g_assert_true (ak_game_get_eval (game, node, NULL));
  g_assert_false (ak_game_get_eval (game, ak_game_get_root (game), NULL));

  /* The same value again changes nothing. */
  ak_game_set_eval (game, node, &eval);
  g_assert_cmpuint (changed, ==, 1);

  ak_game_set_eval (game, node, NULL);
  g_assert_cmpuint (changed, ==, 2);
  g_assert_false (ak_game_get_eval (game, node, NULL));
  {
    g_autofree char *comment = ak_game_dup_comment (game, node);

    g_assert_cmpstr (comment, ==, "a long relay");
  }
}

/* A game says whether any comment may hold an engine value, so that a
 * view can skip walking a long game with none. */
static void
test_may_have_evals (void)
{
  static const char * const texts[] = {
    "[South \"A\"]\n[North \"B\"]\n\n1. a A 2. b *\n",
    "[South \"A\"]\n[North \"B\"]\n\n1. a { fine } A 2. b (2. c { [%eval +1.50/4] }) *\n",
  };
  AkRules rules;
  AkEval eval = { 0, };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) games = ak_notation_read (texts[i], -1, NULL, &error);
      g_autoptr(AkGame) game = NULL;

      g_assert_no_error (error);
      game = ak_game_new_from_record (g_ptr_array_index (games, 0));
      /* The value in a variation counts too. */
      g_assert_cmpint (ak_game_get_may_have_evals (game), ==, i == 1);
    }

  ak_rules_init (&rules);
  {
    g_autoptr(AkGame) game = NULL;
    AkPosition start;

    ak_position_init_start (&start, AK_SOUTH);
    game = ak_game_new (&rules, &start);
    g_assert_cmpint (ak_game_play (game, 0, NULL), ==, AK_VERDICT_LEGAL);
    g_assert_false (ak_game_get_may_have_evals (game));
    ak_game_set_comment (game, ak_game_get_current_node (game), "no value here");
    g_assert_false (ak_game_get_may_have_evals (game));
    ak_game_set_comment (game, ak_game_get_current_node (game), "[%eval -2.00/6] then");
    g_assert_true (ak_game_get_may_have_evals (game));
  }
  {
    g_autoptr(AkGame) game = NULL;
    AkPosition start;

    ak_position_init_start (&start, AK_SOUTH);
    game = ak_game_new (&rules, &start);
    g_assert_cmpint (ak_game_play (game, 0, NULL), ==, AK_VERDICT_LEGAL);
    eval.score = 150;
    eval.depth = 4;
    ak_game_set_eval (game, ak_game_get_current_node (game), &eval);
    g_assert_true (ak_game_get_may_have_evals (game));
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/model/game/play-and-notify", test_play_and_notify);
  g_test_add_func ("/ak/model/game/move-played", test_move_played);
  g_test_add_func ("/ak/model/game/live-node", test_live_node);
  g_test_add_func ("/ak/model/game/live-node-saved", test_live_node_saved);
  g_test_add_func ("/ak/model/game/variations", test_variations);
  g_test_add_func ("/ak/model/game/delete-line-play-stands-on", test_delete_line_play_stands_on);
  g_test_add_func ("/ak/model/game/take-variation", test_take_variation);
  g_test_add_func ("/ak/model/game/agreement", test_agreement);
  g_test_add_func ("/ak/model/game/over-by-rule", test_game_over_by_rule);
  g_test_add_func ("/ak/model/game/engine-history-follows-cursor",
                   test_engine_history_follows_cursor);
  g_test_add_func ("/ak/model/game/random-operations", test_random_operations);
  g_test_add_func ("/ak/model/game/eval", test_eval);
  g_test_add_func ("/ak/model/game/may-have-evals", test_may_have_evals);
  g_test_add_func ("/ak/model/game/decided-move-sown-once", test_decided_move_sown_once);

  return g_test_run ();
}
