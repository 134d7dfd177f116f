/* test-tables-manager.c — the endgame tables' manager loads the good
 * level files and refuses the others, builds the small levels when a
 * search asks, cancels a build without leaving a file, and hands the
 * tables to the analyzer's searches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ak-model.h"
#include "ak-tables-manager-private.h"

/* Generous: the machine may be busy with other builds. */
#define WAIT_SECONDS 120

static char *data_home;

static gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

/* A folder of its own for each test, in the temporary data folder. */
static char *
make_folder (void)
{
  g_autofree char *template = g_build_filename (data_home, "tables-XXXXXX", NULL);

  return g_mkdtemp (g_steal_pointer (&template));
}

typedef gboolean (*Condition) (AkTablesManager *manager, gpointer data);

static void
wait_for (AkTablesManager *manager,
          Condition        condition,
          gpointer         data)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (WAIT_SECONDS, timeout_cb, &timed_out);

  while (!timed_out && !condition (manager, data))
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

static gboolean
is_loaded (AkTablesManager *manager,
           gpointer         data)
{
  return ak_tables_manager_get_loaded (manager);
}

static gboolean
has_levels (AkTablesManager *manager,
            gpointer         data)
{
  const AkTablesKey *key = data;
  guint top = ak_tables_manager_get_small_top (manager, key->variant);
  guint32 wanted = ak_tables_manager_get_wanted_levels (manager, key, top);

  return !ak_tables_manager_get_building (manager) &&
         (ak_tables_manager_get_levels (manager, key) & wanted) == wanted;
}

static void
init_key (AkTablesKey *key,
          AkVariant    variant,
          guint16      owners)
{
  AkRules rules;

  ak_rules_init (&rules);
  rules.variant = variant;
  ak_tables_key_init (key, &rules, owners);
}

/* A position near the end of an Adji Kui I game: 2 seeds in each row. */
static void
init_endgame (AkPosition *pos,
              guint16     owners)
{
  memset (pos, 0, sizeof *pos);
  pos->holes[2] = 2;
  pos->holes[9] = 2;
  pos->owners = owners;
  pos->side = AK_SOUTH;
  pos->stores[AK_SOUTH] = 22;
  pos->stores[AK_NORTH] = 22;
}

/* Builds Adji Kui I's levels up to @top into @folder with the engine
 * alone, as the command line would. */
static void
build_files (const char *folder,
             guint       top)
{
  AkTablesKey key;
  g_autoptr(AkTables) tables = NULL;

  init_key (&key, AK_VARIANT_ADJI_KUI_1, AK_TABLES_STANDARD_OWNERS);
  tables = ak_tables_new (&key);
  for (guint level = 0; level <= top; level++)
    {
      g_autofree char *name = NULL;
      g_autofree char *path = NULL;
      g_autoptr(GError) error = NULL;

      if (!ak_tables_level_reachable (key.variant, level, top))
        continue;
      name = ak_tables_file_name (&key, level);
      path = g_build_filename (folder, name, NULL);
      g_assert_true (ak_tables_build_level (tables, level, 1, NULL, NULL, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (ak_tables_save_level (tables, level, path, &error));
      g_assert_no_error (error);
    }
}

static char *
level_path (const char *folder,
            AkVariant   variant,
            guint       level)
{
  AkTablesKey key;
  g_autofree char *name = NULL;

  init_key (&key, variant, AK_TABLES_STANDARD_OWNERS);
  name = ak_tables_file_name (&key, level);
  return g_build_filename (folder, name, NULL);
}

typedef struct
{
  GPtrArray *names;
  GArray    *problems;
} Refused;

static void
file_refused_cb (AkTablesManager *manager,
                 const char      *name,
                 int              problem,
                 const char      *detail,
                 gboolean         rebuilt,
                 Refused         *refused)
{
  g_ptr_array_add (refused->names, g_strdup (name));
  g_array_append_val (refused->problems, problem);
}

static int
refused_problem (Refused    *refused,
                 const char *path)
{
  g_autofree char *name = g_path_get_basename (path);
  int problem = -1;
  guint n = 0;

  for (guint i = 0; i < refused->names->len; i++)
    if (g_str_equal (g_ptr_array_index (refused->names, i), name))
      {
        problem = g_array_index (refused->problems, int, i);
        n++;
      }
  g_assert_cmpuint (n, <=, 1);
  return problem;
}

/* Changes the byte at @offset (from the end if negative). */
static void
damage_file (const char *path,
             gssize      offset)
{
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  if (offset < 0)
    offset += (gssize) length;
  g_assert_cmpint (offset, >=, 0);
  g_assert_cmpint (offset, <, (gssize) length);
  contents[offset] ^= 0x5a;
  g_assert_true (g_file_set_contents (path, contents, length, NULL));
}

static gboolean
copy_file (const char *from,
                               const char *to)
{
  g_autofree char *contents = NULL;
  gsize length;

  return g_file_get_contents (from, &contents, &length, NULL) &&
         g_file_set_contents (to, contents, length, NULL);
}

static void
truncate_file (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (path, contents, length / 2, NULL));
}

/* Writes the file of another format version: the same level, its header
 * saying version + 1 wherever it says the version. */
static void
change_version (const char *path)
{
  AkTablesInfo info;
  g_autofree char *contents = NULL;
  gsize length;
  guint32 version = AK_TABLES_FORMAT_VERSION, other = AK_TABLES_FORMAT_VERSION + 1;
  char *at;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  at = memmem (contents, MIN (length, 64), &version, sizeof version);
  g_assert_nonnull (at);
  memcpy (at, &other, sizeof other);
  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  g_assert_true (ak_tables_read_info (path, &info, NULL) == FALSE ||
                 info.format_version != AK_TABLES_FORMAT_VERSION);
}

static void
test_folder (void)
{
  AkTablesManager *manager = ak_tables_manager_new (NULL);
  g_autofree char *expected = g_build_filename (data_home, "adji-kui", "tables", NULL);

  g_assert_cmpstr (ak_tables_manager_get_folder (manager), ==, expected);
  wait_for (manager, is_loaded, NULL);
  g_assert_finalize_object (manager);
}

static void
test_load (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *damaged = level_path (folder, AK_VARIANT_ADJI_KUI_1, 4);
  g_autofree char *truncated = level_path (folder, AK_VARIANT_ADJI_KUI_1, 5);
  g_autofree char *other = level_path (folder, AK_VARIANT_ADJI_KUI_1, 6);
  g_autofree char *junk = level_path (folder, AK_VARIANT_ADJI_KUI_1, 7);
  g_autofree char *notes = g_build_filename (folder, "notes.txt", NULL);
  g_autofree char *half = g_strconcat (damaged, ".A1B2C3", NULL);
  Refused refused = { g_ptr_array_new_with_free_func (g_free), g_array_new (FALSE, FALSE,
                                                                             sizeof (int)) };
  AkTablesManager *manager;
  AkTablesKey key;
  AkRules rules;
  AkPosition pos;
  g_autoptr(AkTables) tables = NULL;
  guint32 levels;

  build_files (folder, 6);
  /* Not levels: a file of the person's, and a save cut short before its
   * rename. */
  g_assert_true (g_file_set_contents (notes, "not a table", -1, NULL));
  g_assert_true (copy_file (damaged, half));
  damage_file (damaged, -1);
  truncate_file (truncated);
  change_version (other);
  g_assert_true (g_file_set_contents (junk, "not a table", -1, NULL));

  manager = ak_tables_manager_new (folder);
  _ak_tables_manager_set_auto_build (manager, FALSE);
  g_signal_connect (manager, "file-refused", G_CALLBACK (file_refused_cb), &refused);
  wait_for (manager, is_loaded, NULL);

  init_key (&key, AK_VARIANT_ADJI_KUI_1, AK_TABLES_STANDARD_OWNERS);
  levels = ak_tables_manager_get_levels (manager, &key);
  for (guint level = 0; level <= 3; level++)
    if (ak_tables_level_reachable (key.variant, level, 6))
      g_assert_true (levels & (1u << level));
  g_assert_false (levels & (1u << 4));
  g_assert_false (levels & (1u << 5));
  g_assert_false (levels & (1u << 6));
  g_assert_false (levels & (1u << 7));
  g_assert_cmpuint (ak_tables_manager_get_size_on_disk (manager, &key), >, 0);

  /* Each bad file is said once, with what is wrong with it. */
  g_assert_cmpint (refused_problem (&refused, damaged), ==, AK_TABLES_PROBLEM_DAMAGED);
  g_assert_cmpint (refused_problem (&refused, truncated), ==, AK_TABLES_PROBLEM_DAMAGED);
  g_assert_cmpint (refused_problem (&refused, other), ==, AK_TABLES_PROBLEM_OTHER_VERSION);
  g_assert_cmpint (refused_problem (&refused, junk), ==, AK_TABLES_PROBLEM_DAMAGED);
  g_assert_cmpuint (refused.names->len, ==, 4);

  /* The tables handed to searches have the good levels only. */
  ak_rules_init (&rules);
  rules.variant = AK_VARIANT_ADJI_KUI_1;
  init_endgame (&pos, AK_TABLES_STANDARD_OWNERS);
  tables = ak_tables_manager_dup_tables (manager, &rules, &pos);
  g_assert_nonnull (tables);
  g_assert_true (ak_tables_has_level (tables, 3));
  g_assert_false (ak_tables_has_level (tables, 4));

  /* Building the refused levels again says nothing more about them. */
  _ak_tables_manager_set_tops (manager, AK_VARIANT_ADJI_KUI_1, 6, 6);
  ak_tables_manager_build (manager, &key, 6);
  wait_for (manager, has_levels, &key);
  g_assert_cmpuint (refused.names->len, ==, 4);
  g_assert_true (ak_tables_manager_get_levels (manager, &key) & (1u << 6));

  g_assert_finalize_object (manager);
  g_ptr_array_unref (refused.names);
  g_array_unref (refused.problems);
  remove_tree (folder);
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

/* Every file in @folder is a level of @key that the manager has, under
 * its own name: no half-written or temporary file is left. */
static void
assert_only_levels (AkTablesManager   *manager,
                    const char        *folder,
                    const AkTablesKey *key)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  guint32 levels = ak_tables_manager_get_levels (manager, key);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      gboolean known = FALSE;

      for (guint level = 0; level <= AK_TABLES_MAX_LEVEL && !known; level++)
        {
          g_autofree char *own = ak_tables_file_name (key, level);

          known = (levels & (1u << level)) && g_str_equal (own, name);
        }
      if (!known)
        g_error ("%s is in the tables' folder", name);
    }
}

static void
test_build_when_searched (void)
{
  g_autofree char *folder = make_folder ();
  AkTablesManager *manager = ak_tables_manager_new (folder);
  AkTablesKey key;
  AkRules rules;
  AkPosition pos;
  g_autoptr(AkTables) before = NULL;
  g_autoptr(AkTables) after = NULL;
  guint n_fraction = 0, n_building = 0;

  _ak_tables_manager_set_tops (manager, AK_VARIANT_ADJI_KUI_1, 8, 10);
  _ak_tables_manager_set_auto_build (manager, TRUE);
  g_signal_connect (manager, "notify::fraction", G_CALLBACK (count_cb), &n_fraction);
  g_signal_connect (manager, "notify::building", G_CALLBACK (count_cb), &n_building);
  wait_for (manager, is_loaded, NULL);

  ak_rules_init (&rules);
  rules.variant = AK_VARIANT_ADJI_KUI_1;
  init_key (&key, AK_VARIANT_ADJI_KUI_1, AK_TABLES_STANDARD_OWNERS);

  /* A search of the opening asks for nothing. */
  ak_position_init_start (&pos, AK_SOUTH);
  g_assert_null (ak_tables_manager_dup_tables (manager, &rules, &pos));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_false (ak_tables_manager_get_building (manager));

  /* One near the end starts the small levels, and gets them next time. */
  init_endgame (&pos, AK_TABLES_STANDARD_OWNERS);
  before = ak_tables_manager_dup_tables (manager, &rules, &pos);
  g_assert_null (before);
  wait_for (manager, has_levels, &key);
  g_assert_cmpuint (n_fraction, >, 0);
  g_assert_cmpuint (n_building, >=, 2);
  g_assert_cmpfloat (ak_tables_manager_get_fraction (manager), ==, 1.0);
  g_assert_false (ak_tables_manager_get_levels (manager, &key) & (1u << 9));

  after = ak_tables_manager_dup_tables (manager, &rules, &pos);
  g_assert_nonnull (after);
  g_assert_true (ak_tables_has_level (after, 8));
  assert_only_levels (manager, folder, &key);

  /* They were saved: another session loads them. */
  g_assert_finalize_object (manager);
  manager = ak_tables_manager_new (folder);
  _ak_tables_manager_set_auto_build (manager, FALSE);
  wait_for (manager, is_loaded, NULL);
  g_assert_true (ak_tables_manager_get_levels (manager, &key) & (1u << 8));
  g_assert_finalize_object (manager);
  remove_tree (folder);
}

static gboolean
is_building_level (AkTablesManager *manager,
                   gpointer         data)
{
  return ak_tables_manager_get_building (manager) &&
         ak_tables_manager_get_level (manager) == GPOINTER_TO_UINT (data) &&
         ak_tables_manager_get_fraction (manager) > 0.0;
}

static void
test_cancel (void)
{
  g_autofree char *folder = make_folder ();
  AkTablesManager *manager = ak_tables_manager_new (folder);
  AkTablesKey key;
  g_autofree char *path = NULL;
  guint level = 12;

  /* Adji Kui II's level 12 needs no other and takes a second or more:
   * long enough to be cut short after its first progress. */
  _ak_tables_manager_set_auto_build (manager, FALSE);
  wait_for (manager, is_loaded, NULL);
  init_key (&key, AK_VARIANT_ADJI_KUI_2, AK_TABLES_STANDARD_OWNERS);

  ak_tables_manager_build (manager, &key, level);
  g_assert_true (ak_tables_manager_get_building (manager));
  wait_for (manager, is_building_level, GUINT_TO_POINTER (level));
  ak_tables_manager_cancel (manager, &key);
  g_assert_false (ak_tables_manager_get_building (manager));

  /* The level cut short has no file, nor a temporary one; those before it
   * are whole. */
  path = level_path (folder, AK_VARIANT_ADJI_KUI_2, level);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (ak_tables_manager_get_levels (manager, &key) & (1u << level));
  assert_only_levels (manager, folder, &key);

  /* Nothing comes back later either. */
  for (guint i = 0; i < 20; i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (ak_tables_manager_get_building (manager));

  g_assert_finalize_object (manager);
  remove_tree (folder);
}

static void
test_remove (void)
{
  g_autofree char *folder = make_folder ();
  g_autofree char *other_name = NULL;
  g_autofree char *other = NULL;
  AkTablesManager *manager;
  AkTablesKey key, key2;
  g_autoptr(GError) error = NULL;

  build_files (folder, 4);
  /* A file of the other variant's set, which stays. */
  init_key (&key2, AK_VARIANT_ADJI_KUI_2, AK_TABLES_STANDARD_OWNERS);
  other_name = ak_tables_file_name (&key2, 12);
  other = g_build_filename (folder, other_name, NULL);
  g_assert_true (g_file_set_contents (other, "not read", -1, NULL));

  manager = ak_tables_manager_new (folder);
  _ak_tables_manager_set_auto_build (manager, FALSE);
  wait_for (manager, is_loaded, NULL);
  init_key (&key, AK_VARIANT_ADJI_KUI_1, AK_TABLES_STANDARD_OWNERS);
  g_assert_cmpuint (ak_tables_manager_get_levels (manager, &key), !=, 0);

  g_assert_true (ak_tables_manager_remove (manager, &key, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ak_tables_manager_get_levels (manager, &key), ==, 0);
  g_assert_cmpuint (ak_tables_manager_get_size_on_disk (manager, &key), ==, 0);
  for (guint level = 0; level <= 4; level++)
    {
      g_autofree char *path = level_path (folder, AK_VARIANT_ADJI_KUI_1, level);

      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));

  g_assert_finalize_object (manager);
  remove_tree (folder);
}

/* A search asks for its tables. */
static void
ask (AkTablesManager  *manager,
     const AkRules    *rules,
     const AkPosition *pos)
{
  AkTables *tables = ak_tables_manager_dup_tables (manager, rules, pos);

  g_clear_pointer (&tables, ak_tables_unref);
}

/* A match game with bought holes gets its own levels near its end, and
 * loses them when the match moves on to other owners. */
static void
test_match_owners (void)
{
  g_autofree char *folder = make_folder ();
  AkTablesManager *manager = ak_tables_manager_new (folder);
  AkTablesKey first, second, standard;
  AkRules rules;
  AkPosition pos;
  guint16 owners1 = AK_TABLES_STANDARD_OWNERS ^ 0x0041;  /* a hole each way */
  guint16 owners2 = AK_TABLES_STANDARD_OWNERS ^ 0x0003;

  _ak_tables_manager_set_tops (manager, AK_VARIANT_ADJI_KUI_1, 6, 6);
  wait_for (manager, is_loaded, NULL);
  ak_rules_init (&rules);
  rules.variant = AK_VARIANT_ADJI_KUI_1;
  ak_tables_key_init (&first, &rules, owners1);
  ak_tables_key_init (&second, &rules, owners2);
  init_key (&standard, AK_VARIANT_ADJI_KUI_1, AK_TABLES_STANDARD_OWNERS);
  g_assert_false (ak_tables_key_equal (&first, &standard));

  init_endgame (&pos, owners1);
  ask (manager, &rules, &pos);
  wait_for (manager, has_levels, &first);
  g_assert_cmpuint (ak_tables_manager_get_size_on_disk (manager, &first), >, 0);
  g_assert_cmpuint (ak_tables_manager_get_levels (manager, &standard), ==, 0);

  init_endgame (&pos, owners2);
  ask (manager, &rules, &pos);
  wait_for (manager, has_levels, &second);
  g_assert_cmpuint (ak_tables_manager_get_levels (manager, &first), ==, 0);
  for (guint level = 0; level <= 6; level++)
    {
      g_autofree char *name = ak_tables_file_name (&first, level);
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }

  /* The next game, far from its end: its set is listed, so that the
   * person can ask for it, and nothing is built yet. */
  ak_position_init_start (&pos, AK_SOUTH);
  pos.owners = owners1;
  ask (manager, &rules, &pos);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_false (ak_tables_manager_get_building (manager));
  g_assert_cmpuint (ak_tables_manager_get_levels (manager, &second), ==, 0);
  {
    g_autoptr(GArray) sets = ak_tables_manager_list_sets (manager);
    gboolean listed = FALSE;

    for (guint i = 0; i < sets->len; i++)
      listed |= ak_tables_key_equal (&g_array_index (sets, AkTablesKey, i), &first);
    g_assert_true (listed);
  }

  g_assert_finalize_object (manager);
  remove_tree (folder);
}

static void
set_flag_cb (gpointer  instance,
             gboolean *flag)
{
  *flag = TRUE;
}

static gboolean
has_level_12 (AkTablesManager *manager,
              gpointer         data)
{
  return !ak_tables_manager_get_building (manager) &&
         (ak_tables_manager_get_levels (manager, data) & (1u << 12)) != 0;
}

/* An analysis of a position the tables hold gets their values: proved,
 * or the bounds a repetition decides within, never an estimate. */
static void
test_analyzer (void)
{
  g_autofree char *folder = make_folder ();
  AkTablesManager *manager = ak_tables_manager_new (folder);
  AkAnalyzer *analyzer = ak_analyzer_new ();
  AkTablesKey key;
  AkRules rules;
  AkPosition pos;
  g_autoptr(AkHistory) history = NULL;
  const AkSearchResult *result;
  gboolean finished = FALSE, timed_out = FALSE;
  guint id;

  _ak_tables_manager_set_auto_build (manager, FALSE);
  wait_for (manager, is_loaded, NULL);
  init_key (&key, AK_VARIANT_ADJI_KUI_2, AK_TABLES_STANDARD_OWNERS);
  ak_rules_init (&rules);
  /* Before any level, nothing says how fast this computer is. */
  g_assert_cmpint (ak_tables_manager_estimate_build_ms (manager, &key, 16), ==, -1);
  ak_tables_manager_build (manager, &key, 12);
  wait_for (manager, has_level_12, &key);
  ak_tables_manager_set_default (manager);

  /* The time to build level 16 is estimated from level 12's, board for
   * board; nothing is missing up to 12. */
  {
    g_autoptr(AkTables) built = ak_tables_manager_dup_tables (manager, &rules, NULL);
    AkTablesInfo info;
    double per_board;
    gint64 estimate;

    g_assert_nonnull (built);
    g_assert_true (ak_tables_get_info (built, 12, &info));
    per_board = (double) info.build_ms / (double) ak_tables_level_size (12);
    g_assert_cmpint (ak_tables_manager_estimate_build_ms (manager, &key, 12), ==, 0);
    estimate = ak_tables_manager_estimate_build_ms (manager, &key, 16);
    if (info.build_ms > 0)
      g_assert_cmpfloat_with_epsilon ((double) estimate,
                                      per_board * (double) ak_tables_level_size (16), 1.0);
  }

  /* Twelve seeds, far from a capture for either side at first sight. */
  g_assert_true (ak_position_parse (&pos, "1,2,0,3,0,0/0,2,1,0,2,1 S 18-18", NULL));
  history = ak_history_new (&rules, &pos);
  g_signal_connect (analyzer, "finished", G_CALLBACK (set_flag_cb), &finished);
  /* One iteration is enough: the tables answer at the root. */
  ak_analyzer_start (analyzer, &rules, history, 200 * 1000);
  id = g_timeout_add_seconds (WAIT_SECONDS, timeout_cb, &timed_out);
  while (!finished && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);

  result = ak_analyzer_get_result (analyzer);
  g_assert_cmpuint (result->depth, >, 0);
  g_assert_cmpint (result->kind, !=, AK_VALUE_ESTIMATE);
  for (guint i = 0; i < result->n_moves; i++)
    g_assert_cmpint (result->move_kind[i], !=, AK_VALUE_ESTIMATE);

  g_assert_finalize_object (analyzer);
  ak_tables_manager_set_default (NULL);
  g_assert_finalize_object (manager);
  remove_tree (folder);
}

int
main (int    argc,
      char **argv)
{
  int status;

  /* g_get_user_data_dir() reads the variable once: set it first, so that
   * nothing here reaches the user's own folder. */
  data_home = g_dir_make_tmp ("adji-kui-tables-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/model/tables-manager/folder", test_folder);
  g_test_add_func ("/ak/model/tables-manager/load", test_load);
  g_test_add_func ("/ak/model/tables-manager/build-when-searched", test_build_when_searched);
  g_test_add_func ("/ak/model/tables-manager/cancel", test_cancel);
  g_test_add_func ("/ak/model/tables-manager/remove", test_remove);
  g_test_add_func ("/ak/model/tables-manager/match-owners", test_match_owners);
  g_test_add_func ("/ak/model/tables-manager/analyzer", test_analyzer);
  status = g_test_run ();

  remove_tree (data_home);
  g_free (data_home);
  return status;
}
