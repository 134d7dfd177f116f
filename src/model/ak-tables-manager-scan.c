/* ak-tables-manager-scan.c — reading the endgame tables' folder at start-up: the
 * levels whose files are whole, and the files that are not
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-tables-manager"

#include "config.h"

#include "ak-tables-manager-private.h"

typedef struct
{
  char         *name;
  AkTablesInfo  info;
} Found;

static int
compare_found (gconstpointer a,
               gconstpointer b)
{
  const Found *x = a, *y = b;

  if (x->info.key.variant != y->info.key.variant)
    return x->info.key.variant < y->info.key.variant ? -1 : 1;
  if (x->info.key.skip_origin != y->info.key.skip_origin)
    return x->info.key.skip_origin ? 1 : -1;
  if (x->info.key.owners != y->info.key.owners)
    return x->info.key.owners < y->info.key.owners ? -1 : 1;
  return (int) x->info.level - (int) y->info.level;
}

static void
refusal_clear (AkTablesRefusal *refusal)
{
  g_free (refusal->name);
  g_free (refusal->detail);
}

static void
refuse (AkTablesScan       *scan,
        const char         *name,
        const GError       *error,
        const AkTablesInfo *info)
{
  AkTablesRefusal refusal = { 0, };

  refusal.name = g_strdup (name);
  if (g_error_matches (error, AK_TABLES_ERROR, AK_TABLES_ERROR_VERSION))
    refusal.problem = AK_TABLES_PROBLEM_OTHER_VERSION;
  else if (g_error_matches (error, AK_TABLES_ERROR, AK_TABLES_ERROR_IO))
    refusal.problem = AK_TABLES_PROBLEM_UNREADABLE;
  else
    /* Cut short, changed, or not a table at all. */
    refusal.problem = AK_TABLES_PROBLEM_DAMAGED;
  refusal.detail = g_strdup (error->message);
  if (info != NULL)
    {
      refusal.key = info->key;
      refusal.level = info->level;
      refusal.known = TRUE;
    }
  g_array_append_val (scan->refusals, refusal);
}

/* A level's file: `….akt`.  A save writes `….akt.XXXXXX` first and
 * renames it: such a file is a build under way, or one cut short by a
 * crash, and never a level. */
static gboolean
is_level_file (const char *name)
{
  return name[0] != '.' && g_str_has_suffix (name, ".akt");
}

void
_ak_tables_scan_free (AkTablesScan *scan)
{
  g_ptr_array_unref (scan->tables);
  g_array_unref (scan->refusals);
  g_free (scan);
}

/**
 * _ak_tables_scan_folder:
 * @folder: the tables' folder; it need not exist
 * @cancellable: (nullable): stops loading more levels
 *
 * Loads every level of @folder whose file is whole, of this version and
 * under its own name (ak_tables_file_name()), in sets by key, lowest level
 * first; every other level file is refused, with why.  Blocks: for a
 * worker thread.
 *
 * Returns: (transfer full): the sets and the refusals
 */
AkTablesScan *
_ak_tables_scan_folder (const char   *folder,
                        GCancellable *cancellable)
{
  AkTablesScan *scan = g_new0 (AkTablesScan, 1);
  g_autoptr(GArray) found = g_array_new (FALSE, TRUE, sizeof (Found));
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  AkTables *tables = NULL;
  const char *name;

  scan->tables = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_tables_unref);
  scan->refusals = g_array_new (FALSE, TRUE, sizeof (AkTablesRefusal));
  g_array_set_clear_func (scan->refusals, (GDestroyNotify) refusal_clear);

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char *own_name = NULL;
      Found one = { 0, };

      if (!is_level_file (name) || !g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      if (!ak_tables_read_info (path, &one.info, &error))
        {
          refuse (scan, name, error, NULL);
          continue;
        }
      /* Only a level under its own name: a copy or a renamed file could
       * say what it likes about itself. */
      own_name = ak_tables_file_name (&one.info.key, one.info.level);
      if (g_strcmp0 (own_name, name) != 0)
        continue;
      one.name = g_strdup (name);
      g_array_append_val (found, one);
    }

  g_array_sort (found, compare_found);
  for (guint i = 0; i < found->len && !g_cancellable_is_cancelled (cancellable); i++)
    {
      Found *one = &g_array_index (found, Found, i);
      g_autofree char *path = g_build_filename (folder, one->name, NULL);
      g_autoptr(GError) error = NULL;

      if (tables == NULL || !ak_tables_key_equal (ak_tables_get_key (tables), &one->info.key))
        {
          tables = ak_tables_new (&one->info.key);
          g_ptr_array_add (scan->tables, tables);
        }
      if (!ak_tables_load_level (tables, path, &error))
        refuse (scan, one->name, error, &one->info);
    }
  for (guint i = 0; i < found->len; i++)
    g_free (g_array_index (found, Found, i).name);

  return scan;
}
