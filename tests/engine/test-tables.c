/* test-tables.c — endgame tables: board numbering, the solver against the
 * search, the files, probing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <malloc.h>
#include <string.h>

#include "ak-engine.h"
#include "ak-tables-private.h"

/* Built once: Adji Kui I up to 10 seeds, Adji Kui II at 12. */
static AkTables *tables_1;
static AkTables *tables_2;

static AkTables *
tables_for (AkVariant variant)
{
  return variant == AK_VARIANT_ADJI_KUI_1 ? tables_1 : tables_2;
}

static AkTables *
build_tables (AkVariant variant,
              guint     top)
{
  g_autoptr(GError) error = NULL;
  AkTablesKey key;
  AkRules rules;
  AkTables *tables;

  ak_rules_init (&rules);
  rules.variant = variant;
  ak_tables_key_init (&key, &rules, AK_TABLES_STANDARD_OWNERS);
  tables = ak_tables_new (&key);
  for (guint level = 0; level <= top; level++)
    if (ak_tables_level_reachable (variant, level, top))
      {
        g_assert_true (ak_tables_build_level (tables, level, 2, NULL, NULL, NULL, &error));
        g_assert_no_error (error);
      }
  return tables;
}

/* Every board of a level, in order: its rank is its place, and the place
 * gives the board back. */
static void
test_rank_round_trip (void)
{
  for (guint level = 0; level <= 12; level++)
    {
      guint8 board[AK_N_HOLES], back[AK_N_HOLES];
      guint64 size = ak_tables_level_size (level);
      guint64 count = 0;

      ak_tables_board_unrank (0, level, board);
      do
        {
          guint sum = 0;

          for (guint i = 0; i < AK_N_HOLES; i++)
            sum += board[i];
          g_assert_cmpuint (sum, ==, level);
          g_assert_cmpuint (ak_tables_board_rank (board, level), ==, count);
          ak_tables_board_unrank (count, level, back);
          g_assert_cmpmem (back, AK_N_HOLES, board, AK_N_HOLES);
          count++;
        }
      while (ak_tables_board_next (board));
      g_assert_cmpuint (count, ==, size);
    }
  g_assert_cmpuint (ak_tables_level_size (12), ==, 1352078);
  g_assert_cmpuint (ak_tables_level_size (16), ==, 13037895);
  g_assert_cmpuint (ak_tables_level_size (20), ==, 84672315);
}

static void
random_board (GRand  *rand,
              guint   level,
              guint8 *holes)
{
  memset (holes, 0, AK_N_HOLES);
  for (guint s = 0; s < level; s++)
    holes[g_rand_int_range (rand, 0, AK_N_HOLES)]++;
}

static void
position_for (AkPosition   *pos,
              const guint8 *holes,
              AkSide        side)
{
  guint on_board = 0;

  memset (pos, 0, sizeof *pos);
  memcpy (pos->holes, holes, AK_N_HOLES);
  for (guint i = 0; i < AK_N_HOLES; i++)
    on_board += holes[i];
  pos->owners = AK_TABLES_STANDARD_OWNERS;
  pos->side = side;
  pos->stores[AK_SOUTH] = (guint8) ((AK_N_SEEDS - on_board) / 2);
  pos->stores[AK_NORTH] = (guint8) (AK_N_SEEDS - on_board - pos->stores[AK_SOUTH]);
}

/* The bounds are ordered and within the seeds on the board, and a board
 * where neither side can move is worth its division. */
static void
test_bounds_sane (void)
{
  static const struct { AkVariant variant; guint level; } levels[] = {
    { AK_VARIANT_ADJI_KUI_1, 4 }, { AK_VARIANT_ADJI_KUI_1, 10 }, { AK_VARIANT_ADJI_KUI_2, 12 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (levels); k++)
    {
      AkTables *tables = tables_for (levels[k].variant);
      guint8 board[AK_N_HOLES];
      guint64 proved = 0, n = 0, no_moves = 0;
      AkTablesInfo info;
      AkRules rules;

      ak_rules_init (&rules);
      rules.variant = levels[k].variant;
      ak_tables_board_unrank (0, levels[k].level, board);
      do
        {
          AkPosition pos;
          int lower, upper;

          position_for (&pos, board, AK_SOUTH);
          g_assert_true (ak_tables_probe (tables, &pos, &lower, &upper));
          g_assert_cmpint (-(int) levels[k].level, <=, lower);
          g_assert_cmpint (lower, <=, upper);
          g_assert_cmpint (upper, <=, (int) levels[k].level);
          if (ak_position_status (&pos, &rules) == AK_STATUS_OVER_NO_MOVES)
            {
              guint totals[2];

              ak_position_division (&pos, totals);
              g_assert_cmpint (lower, ==, upper);
              g_assert_cmpint (lower, ==, (int) totals[AK_SOUTH] - (int) totals[AK_NORTH]);
              no_moves++;
            }
          proved += lower == upper;
          n++;
        }
      while (ak_tables_board_next (board));
      g_assert_true (ak_tables_get_info (tables, levels[k].level, &info));
      g_assert_cmpuint (info.n_proved, ==, proved);
      g_assert_cmpuint (info.n_boards, ==, n);
      g_assert_cmpuint (no_moves, >, 0);
      g_test_message ("%s level %u: %.1f %% proved", ak_variant_to_string (levels[k].variant),
                      levels[k].level, 100.0 * proved / n);
    }
}

/* Turning the board round does not change a position: North to move is
 * the same entry as the board turned with South to move. */
static void
test_fold (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint n = 0; n < 2000; n++)
    {
      guint8 board[AK_N_HOLES], turned[AK_N_HOLES];
      AkPosition north, south;
      int l1, u1, l2, u2;

      random_board (rand, 12, board);
      for (guint i = 0; i < AK_N_HOLES; i++)
        turned[i] = board[(i + AK_ROW_HOLES) % AK_N_HOLES];
      position_for (&north, board, AK_NORTH);
      position_for (&south, turned, AK_SOUTH);
      g_assert_true (ak_tables_probe (tables_2, &north, &l1, &u1));
      g_assert_true (ak_tables_probe (tables_2, &south, &l2, &u2));
      g_assert_cmpint (l1, ==, l2);
      g_assert_cmpint (u1, ==, u2);
    }
}

/* Against the search without tables: wherever the search proves a value
 * (every line ends by a capture or the end of the game, with the game's
 * own repetition rule), it lies within the bounds, and where the table
 * has proved the value they agree. */
static void
check_against_search (AkVariant variant,
                      guint     level,
                      guint     n_boards,
                      guint64   max_nodes)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (level * 31 + variant);
  g_autoptr(AkSearch) search = ak_search_new (16);
  AkTables *tables = tables_for (variant);
  guint searched_proved = 0, both_proved = 0;
  AkRules rules;

  ak_rules_init (&rules);
  rules.variant = variant;
  for (guint n = 0; n < n_boards; n++)
    {
      g_autoptr(AkHistory) history = NULL;
      AkSearchLimits limits = { 0, };
      AkSearchResult result;
      guint8 board[AK_N_HOLES];
      AkPosition pos;
      int lower, upper, margin, value;

      random_board (rand, level, board);
      position_for (&pos, board, g_rand_boolean (rand) ? AK_NORTH : AK_SOUTH);
      if (ak_position_status (&pos, &rules) != AK_STATUS_MOVE &&
          ak_position_status (&pos, &rules) != AK_STATUS_PASS)
        continue;
      history = ak_history_new (&rules, &pos);
      limits.max_nodes = max_nodes;
      ak_search_run (search, &rules, history, &limits, &result);
      if (!result.exact)
        continue;
      margin = (int) pos.stores[pos.side] - (int) pos.stores[AK_SIDE_OTHER (pos.side)];
      value = result.score / AK_SCORE_SEED - margin;
      g_assert_true (ak_tables_probe (tables, &pos, &lower, &upper));
      g_assert_cmpint (lower, <=, value);
      g_assert_cmpint (value, <=, upper);
      searched_proved++;
      both_proved += lower == upper;
    }
  g_test_message ("%s level %u: %u of %u proved by the search, %u of them by the table too",
                  ak_variant_to_string (variant), level, searched_proved, n_boards, both_proved);
  g_assert_cmpuint (both_proved, >=, n_boards / 20);
}

static void
test_against_search_1 (void)
{
  check_against_search (AK_VARIANT_ADJI_KUI_1, 6, 500, 20000);
  check_against_search (AK_VARIANT_ADJI_KUI_1, 8, 500, 50000);
  check_against_search (AK_VARIANT_ADJI_KUI_1, 10, 500, 50000);
}

static void
test_against_search_2 (void)
{
  check_against_search (AK_VARIANT_ADJI_KUI_2, 12, 500, 50000);
}

/* With the tables, the search gives the table's proved value at once, and
 * the bounds of one the repetition rule decides. */
static void
test_search_with_tables (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(AkSearch) search = ak_search_new (16);
  guint proved = 0, bounded = 0;
  AkRules rules;

  ak_rules_init (&rules);
  ak_search_set_tables (search, tables_2);
  for (guint n = 0; n < 200 && (proved < 20 || bounded < 20); n++)
    {
      g_autoptr(AkHistory) history = NULL;
      AkSearchLimits limits = { 0, };
      AkSearchResult result;
      guint8 board[AK_N_HOLES];
      AkPosition pos;
      int lower, upper, margin;

      random_board (rand, 12, board);
      position_for (&pos, board, AK_SOUTH);
      if (ak_position_status (&pos, &rules) != AK_STATUS_MOVE)
        continue;
      g_assert_true (ak_tables_probe (tables_2, &pos, &lower, &upper));
      history = ak_history_new (&rules, &pos);
      limits.max_depth = 4;
      limits.all_moves = TRUE;
      ak_search_run (search, &rules, history, &limits, &result);
      margin = ((int) pos.stores[AK_SOUTH] - (int) pos.stores[AK_NORTH]) * AK_SCORE_SEED;
      if (lower == upper)
        {
          g_assert_cmpint (result.kind, ==, AK_VALUE_PROVED);
          g_assert_cmpint (result.score, ==, lower * AK_SCORE_SEED + margin);
          /* Proved with a move that the tables prove reaches it, when
           * one does. */
          if (result.exact)
            for (guint i = 0; i < result.n_moves; i++)
              if (result.moves[i] == result.best_move && result.move_kind[i] == AK_VALUE_PROVED)
                g_assert_cmpint (result.move_scores[i], ==, result.score);
          proved++;
        }
      else
        {
          if (result.kind == AK_VALUE_PROVED)
            continue;   /* the search itself proved it: every line ends */
          g_assert_cmpint (result.kind, ==, AK_VALUE_BOUNDED);
          g_assert_cmpint (result.lower, ==, lower * AK_SCORE_SEED + margin);
          g_assert_cmpint (result.upper, ==, upper * AK_SCORE_SEED + margin);
          g_assert_cmpint (result.lower, <=, result.score);
          g_assert_cmpint (result.score, <=, result.upper);
          bounded++;
        }
      /* Where the tables only bound the root, the move chosen is never
       * one they prove another move at least as good as in every history
       * and better in some. */
      for (guint b = 0; b < result.n_moves && result.kind == AK_VALUE_BOUNDED; b++)
        if (result.moves[b] == result.best_move && result.move_kind[b] != AK_VALUE_ESTIMATE)
          for (guint i = 0; i < result.n_moves; i++)
            if (result.move_kind[i] != AK_VALUE_ESTIMATE &&
                result.move_lower[i] >= result.move_upper[b])
              g_assert_cmpint (result.move_upper[i], <=, result.move_upper[b]);
      /* Each root move's range holds the root's best. */
      for (guint i = 0; i < result.n_moves; i++)
        if (result.move_kind[i] != AK_VALUE_ESTIMATE)
          {
            g_assert_cmpint (result.move_lower[i], <=, result.move_scores[i]);
            g_assert_cmpint (result.move_scores[i], <=, result.move_upper[i]);
            g_assert_cmpint (result.move_upper[i], <=, upper * AK_SCORE_SEED + margin);
          }
    }
  g_assert_cmpuint (proved, >=, 20);
  g_assert_cmpuint (bounded, >=, 20);

  /* Without the tables the same search only estimates most of them. */
  ak_search_set_tables (search, NULL);
}

static char *
save_level (AkTables   *tables,
            guint       level,
            const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = ak_tables_file_name (ak_tables_get_key (tables), level);
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (ak_tables_save_level (tables, level, path, &error));
  g_assert_no_error (error);
  return path;
}

static void
load_fails (const AkTablesKey *key,
            const char        *path,
            int                code)
{
  g_autoptr(AkTables) tables = ak_tables_new (key);
  g_autoptr(GError) error = NULL;
  AkTablesInfo info;

  g_assert_false (ak_tables_load_level (tables, path, &error));
  g_assert_error (error, AK_TABLES_ERROR, code);
  g_assert_nonnull (strstr (error->message, "adji-kui"));
  g_assert_false (ak_tables_has_level (tables, 12));
  g_assert_cmpuint (ak_tables_get_max_level (tables), ==, 0);
  g_clear_error (&error);
  g_assert_false (ak_tables_read_info (path, &info, &error));
  g_assert_error (error, AK_TABLES_ERROR, code);
}

/* A saved level reads back the same; a file cut short, changed, of
 * another version or for other rules is refused, naming the file. */
static void
test_files (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-tables-XXXXXX", &error);
  g_autofree char *path = NULL, *bad = NULL, *contents = NULL;
  g_autoptr(AkTables) loaded = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  AkTablesKey other;
  AkTablesInfo info;
  gsize length;

  g_assert_no_error (error);
  path = save_level (tables_2, 12, dir);
  g_assert_true (g_str_has_suffix (path, "adji-kui-2-12.akt"));

  loaded = ak_tables_new (ak_tables_get_key (tables_2));
  g_assert_true (ak_tables_load_level (loaded, path, &error));
  g_assert_no_error (error);
  g_assert_true (ak_tables_read_info (path, &info, &error));
  g_assert_cmpuint (info.level, ==, 12);
  g_assert_cmpuint (info.n_boards, ==, 1352078);
  g_assert_cmpuint (info.format_version, ==, AK_TABLES_FORMAT_VERSION);
  for (guint n = 0; n < 5000; n++)
    {
      guint8 board[AK_N_HOLES];
      AkPosition pos;
      int l1, u1, l2, u2;

      random_board (rand, 12, board);
      position_for (&pos, board, n % 2 ? AK_NORTH : AK_SOUTH);
      g_assert_true (ak_tables_probe (tables_2, &pos, &l1, &u1));
      g_assert_true (ak_tables_probe (loaded, &pos, &l2, &u2));
      g_assert_cmpint (l1, ==, l2);
      g_assert_cmpint (u1, ==, u2);
    }

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  bad = g_build_filename (dir, "adji-kui-2-12-bad.akt", NULL);

  /* Cut short. */
  g_assert_true (g_file_set_contents (bad, contents, (gssize) (length - 1000), &error));
  load_fails (ak_tables_get_key (tables_2), bad, AK_TABLES_ERROR_FORMAT);
  /* One byte of the data changed. */
  contents[length / 2] ^= 1;
  g_assert_true (g_file_set_contents (bad, contents, (gssize) length, &error));
  load_fails (ak_tables_get_key (tables_2), bad, AK_TABLES_ERROR_CHECKSUM);
  contents[length / 2] ^= 1;
  /* Another format version. */
  contents[8]++;
  g_assert_true (g_file_set_contents (bad, contents, (gssize) length, &error));
  load_fails (ak_tables_get_key (tables_2), bad, AK_TABLES_ERROR_VERSION);
  contents[8]--;
  /* Not a table at all. */
  g_assert_true (g_file_set_contents (bad, "[Variant \"adji-kui-2\"]\n", -1, &error));
  load_fails (ak_tables_get_key (tables_2), bad, AK_TABLES_ERROR_FORMAT);
  /* For other rules. */
  g_assert_true (g_file_set_contents (bad, contents, (gssize) length, &error));
  other = *ak_tables_get_key (tables_2);
  other.skip_origin = TRUE;
  {
    g_autoptr(AkTables) tables = ak_tables_new (&other);

    g_assert_false (ak_tables_load_level (tables, bad, &error));
    g_assert_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_MISMATCH);
    g_clear_error (&error);
  }
  /* Missing. */
  g_assert_no_errno (g_remove (bad));
  load_fails (ak_tables_get_key (tables_2), bad, AK_TABLES_ERROR_IO);

  g_assert_no_errno (g_remove (path));
  g_assert_no_errno (g_rmdir (dir));
}

/* A level needs the levels it captures into, and a cancelled build adds
 * nothing. */
static gboolean cancel_now;

static void
cancel_progress (guint    level,
                 double   fraction,
                 gpointer user_data)
{
  volatile gint *cancel = user_data;

  if (fraction > 0.1)
    g_atomic_int_set (cancel, 1);
  cancel_now = TRUE;
}

static void
test_missing_and_cancel (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkTables) tables = NULL;
  volatile gint cancel = 0;
  AkTablesKey key;
  AkRules rules;

  ak_rules_init (&rules);
  ak_tables_key_init (&key, &rules, AK_TABLES_STANDARD_OWNERS);
  tables = ak_tables_new (&key);
  g_assert_false (ak_tables_build_level (tables, 16, 1, NULL, NULL, NULL, &error));
  g_assert_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_MISSING);
  g_clear_error (&error);

  g_assert_false (ak_tables_build_level (tables, 12, 2, &cancel, cancel_progress, (gpointer) &cancel,
                                         &error));
  g_assert_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_CANCELLED);
  g_assert_true (cancel_now);
  g_assert_false (ak_tables_has_level (tables, 12));
  g_clear_error (&error);

  rules.variant = AK_VARIANT_ADJI_KUI_1;
  ak_tables_key_init (&key, &rules, AK_TABLES_STANDARD_OWNERS);
  g_clear_pointer (&tables, ak_tables_unref);
  tables = ak_tables_new (&key);
  g_assert_false (ak_tables_build_level (tables, 5, 1, NULL, NULL, NULL, &error));
  g_assert_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_MISSING);
}

/* Probing takes no memory: the heap is the same after a million probes. */
static void
test_probe_allocates_nothing (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  AkPosition positions[64];
  struct mallinfo2 before, after;
  int sum = 0;

  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      guint8 board[AK_N_HOLES];

      random_board (rand, 12, board);
      position_for (&positions[i], board, i % 2 ? AK_NORTH : AK_SOUTH);
    }
  before = mallinfo2 ();
  for (guint n = 0; n < 1000000; n++)
    {
      int lower, upper;

      if (ak_tables_probe (tables_2, &positions[n % G_N_ELEMENTS (positions)], &lower, &upper))
        sum += lower + upper;
    }
  after = mallinfo2 ();
  g_assert_cmpuint (after.uordblks, ==, before.uordblks);
  g_assert_cmpuint (after.hblkhd, ==, before.hblkhd);
  g_assert_cmpint (sum, !=, G_MININT);
}

/* Match games: owners other than the ordinary ones have their own
 * tables, both sides to move. */
static void
test_other_owners (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkTables) tables = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);
  AkTablesKey key;
  AkRules rules;
  guint16 owners = 0x0fc0 & ~0x0040;   /* South bought A */

  ak_rules_init (&rules);
  rules.variant = AK_VARIANT_ADJI_KUI_1;
  ak_tables_key_init (&key, &rules, owners);
  tables = ak_tables_new (&key);
  for (guint level = 0; level <= 6; level++)
    g_assert_true (ak_tables_build_level (tables, level, 2, NULL, NULL, NULL, &error));
  g_assert_no_error (error);

  for (guint n = 0; n < 300; n++)
    {
      g_autoptr(AkHistory) history = NULL;
      g_autoptr(AkSearch) search = ak_search_new (4);
      AkSearchLimits limits = { 0, };
      AkSearchResult result;
      guint8 board[AK_N_HOLES];
      AkPosition pos;
      int lower, upper;

      random_board (rand, 6, board);
      position_for (&pos, board, n % 2 ? AK_NORTH : AK_SOUTH);
      pos.owners = owners;
      g_assert_true (ak_tables_covers (tables, &pos, &rules));
      g_assert_true (ak_tables_probe (tables, &pos, &lower, &upper));
      g_assert_cmpint (lower, <=, upper);
      if (ak_position_status (&pos, &rules) == AK_STATUS_OVER_NO_MOVES)
        continue;
      history = ak_history_new (&rules, &pos);
      limits.max_nodes = 20000;
      ak_search_run (search, &rules, history, &limits, &result);
      if (result.exact)
        {
          int value = result.score / AK_SCORE_SEED -
                      ((int) pos.stores[pos.side] - (int) pos.stores[AK_SIDE_OTHER (pos.side)]);

          g_assert_cmpint (lower, <=, value);
          g_assert_cmpint (value, <=, upper);
        }
    }

  /* The ordinary owners are not in these tables. */
  {
    guint8 board[AK_N_HOLES];
    AkPosition pos;

    random_board (rand, 6, board);
    position_for (&pos, board, AK_SOUTH);
    g_assert_false (ak_tables_covers (tables, &pos, &rules));
  }
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);

  tables_1 = build_tables (AK_VARIANT_ADJI_KUI_1, 10);
  tables_2 = build_tables (AK_VARIANT_ADJI_KUI_2, 12);

  g_test_add_func ("/ak/engine/tables/rank-round-trip", test_rank_round_trip);
  g_test_add_func ("/ak/engine/tables/bounds-sane", test_bounds_sane);
  g_test_add_func ("/ak/engine/tables/fold", test_fold);
  g_test_add_func ("/ak/engine/tables/against-search-1", test_against_search_1);
  g_test_add_func ("/ak/engine/tables/against-search-2", test_against_search_2);
  g_test_add_func ("/ak/engine/tables/search-with-tables", test_search_with_tables);
  g_test_add_func ("/ak/engine/tables/files", test_files);
  g_test_add_func ("/ak/engine/tables/missing-and-cancel", test_missing_and_cancel);
  g_test_add_func ("/ak/engine/tables/probe-allocates-nothing", test_probe_allocates_nothing);
  g_test_add_func ("/ak/engine/tables/other-owners", test_other_owners);

  status = g_test_run ();
  ak_tables_unref (tables_1);
  ak_tables_unref (tables_2);
  return status;
}
