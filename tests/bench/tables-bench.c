/* tables-bench.c — what the endgame tables' benchmarks share: tables
 * loaded from a folder or built in memory, and the process's memory
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tables-bench.h"

/* The app's folder, as adji-kui-cli tables build fills it by default. */
char *
tables_bench_default_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "adji-kui", "tables", NULL);
}

/* Every level the variant needs up to @max_seeds, for the standard owners:
 * loaded from @dir where a good file is there, built in memory (and not
 * saved) where not.  Says on standard output which it did. */
AkTables *
tables_bench_get (const AkRules *rules,
                  guint          max_seeds,
                  const char    *dir,
                  guint          n_threads)
{
  AkTablesKey key;
  AkTables *tables;

  ak_tables_key_init (&key, rules, AK_TABLES_STANDARD_OWNERS);
  tables = ak_tables_new (&key);
  for (guint level = 0; level <= max_seeds; level++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *name = NULL;
      g_autofree char *path = NULL;
      gint64 start;

      if (!ak_tables_level_reachable (rules->variant, level, max_seeds))
        continue;
      name = ak_tables_file_name (&key, level);
      path = dir != NULL ? g_build_filename (dir, name, NULL) : NULL;
      if (path != NULL && g_file_test (path, G_FILE_TEST_EXISTS))
        {
          if (ak_tables_load_level (tables, path, &error))
            {
              printf ("tables: level %u loaded from %s\n", level, path);
              continue;
            }
          printf ("tables: %s: %s; building level %u in memory\n", path, error->message, level);
          g_clear_error (&error);
        }
      start = g_get_monotonic_time ();
      if (!ak_tables_build_level (tables, level, n_threads, NULL, NULL, NULL, &error))
        g_error ("tables: level %u: %s", level, error->message);
      printf ("tables: level %u built in memory in %.1f s\n", level,
              (g_get_monotonic_time () - start) / 1e6);
      fflush (stdout);
    }
  return tables;
}

static guint64
status_kilobytes (const char *field)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return 0;
  line = strstr (status, field);
  if (line == NULL)
    return 0;
  return g_ascii_strtoull (line + strlen (field), NULL, 10);
}

/* Starts a new peak of resident memory at the present size (Linux 4.0 and
 * later: writing 5 to clear_refs).  Returns FALSE where that is refused:
 * the peak is then the process's since it started. */
gboolean
tables_bench_reset_peak (void)
{
  FILE *file = fopen ("/proc/self/clear_refs", "w");
  gboolean done;

  if (file == NULL)
    return FALSE;
  done = fputs ("5", file) >= 0;
  return fclose (file) == 0 && done;
}

/* In bytes. */
guint64
tables_bench_peak_rss (void)
{
  return status_kilobytes ("VmHWM:") * 1024;
}

guint64
tables_bench_rss (void)
{
  return status_kilobytes ("VmRSS:") * 1024;
}

char *
tables_bench_format_count (guint64 count)
{
  g_autofree char *digits = g_strdup_printf ("%" G_GUINT64_FORMAT, count);
  GString *text = g_string_new (NULL);
  gsize length = strlen (digits);

  for (gsize i = 0; i < length; i++)
    {
      if (i > 0 && (length - i) % 3 == 0)
        g_string_append_c (text, ',');
      g_string_append_c (text, digits[i]);
    }
  return g_string_free (text, FALSE);
}
