/* ak-cli-tables.c — adji-kui-cli tables: building the endgame tables,
 * checking their files and saying what they hold
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "ak-cli.h"
#include "ak-tables.h"

/* A count with a comma every three digits, as the README writes them:
 * the same in every locale, so that scripts can read it. */
static char *
format_count (guint64 count)
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

static char *
format_duration (gint64 ms)
{
  if (ms < 60 * 1000)
    return g_strdup_printf ("%.1f s", ms / 1000.0);
  if (ms < 3600 * 1000)
    return g_strdup_printf ("%d:%02d", (int) (ms / 60000), (int) (ms / 1000 % 60));
  return g_strdup_printf ("%d:%02d:%02d", (int) (ms / 3600000), (int) (ms / 60000 % 60),
                          (int) (ms / 1000 % 60));
}

/* North's holes as letters, and whether they are the ordinary game's. */
static char *
format_owners (guint16 owners)
{
  GString *text = g_string_new ("North owns ");
  guint n = 0;

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if ((owners >> hole) & 1)
      {
        g_string_append_c (text, ak_hole_to_char (hole));
        n++;
      }
  if (n == 0)
    g_string_append (text, "no hole");
  if (owners == AK_TABLES_STANDARD_OWNERS)
    g_string_append (text, " (standard)");
  else
    g_string_append (text, " (bought holes)");
  return g_string_free (text, FALSE);
}

static double
proved_percent (const AkTablesInfo *info)
{
  guint64 total = info->n_boards * MAX (info->n_patterns, 1);

  return total > 0 ? 100.0 * (double) info->n_proved / (double) total : 0.0;
}

/**
 * ak_cli_tables_default_dir:
 *
 * Returns: (transfer full): the folder where the app keeps its endgame
 *   tables, the user's data folder (a Flatpak's own) and adji-kui/tables.
 */
char *
ak_cli_tables_default_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "adji-kui", "tables", NULL);
}

/* The ending of the tables' file names, to tell them in a folder from
 * anything else there (a temporary file of a save, say). */
static char *
file_suffix (void)
{
  AkTablesKey key;
  AkRules rules;
  g_autofree char *name = NULL;
  const char *dot;

  ak_rules_init (&rules);
  ak_tables_key_init (&key, &rules, AK_TABLES_STANDARD_OWNERS);
  name = ak_tables_file_name (&key, 0);
  dot = strrchr (name, '.');
  return g_strdup (dot != NULL ? dot : "");
}

/**
 * ak_cli_tables_load:
 * @dir: a folder of table files
 * @key: the rules and owners the tables must be for
 * @levels: (out) (optional): the levels loaded, "12, 16"
 *
 * Loads every level of @key found in @dir; a file that cannot be used is
 * named on standard error with the reason, and left out.
 *
 * Returns: (transfer full) (nullable): the tables, or %NULL if no level
 *   could be loaded.
 */
AkTables *
ak_cli_tables_load (const char        *dir,
                    const AkTablesKey *key,
                    char             **levels)
{
  g_autoptr(AkTables) tables = ak_tables_new (key);
  GString *loaded = g_string_new (NULL);

  for (guint level = 0; level <= AK_TABLES_MAX_LEVEL; level++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *name = ak_tables_file_name (key, level);
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        continue;
      if (!ak_tables_load_level (tables, path, &error))
        {
          g_printerr ("%s: %s; not used\n", path, error->message);
          continue;
        }
      g_string_append_printf (loaded, "%s%u", loaded->len > 0 ? ", " : "", level);
    }

  if (loaded->len == 0)
    {
      g_string_free (loaded, TRUE);
      if (levels != NULL)
        *levels = NULL;
      return NULL;
    }
  if (levels != NULL)
    *levels = g_string_free (loaded, FALSE);
  else
    g_string_free (loaded, TRUE);
  return g_steal_pointer (&tables);
}

/* -------------------------------------------------------------------------
 * tables build
 */

/* Set by Ctrl+C (or a polite kill): the level being built stops, unsaved. */
static volatile gint build_cancel;

static void
interrupt_cb (int signum)
{
  build_cancel = 1;
}

typedef struct
{
  gboolean terminal;     /* standard error is a terminal: one line, redrawn */
  gint64   start_us;
  gint64   last_us;      /* when the line was last drawn */
  int      last_tenth;   /* the last tenth told, off a terminal */
  gboolean drawn;        /* a line is on the terminal, to be cleared */
} Progress;

static void
progress_cb (guint    level,
             double   fraction,
             gpointer user_data)
{
  Progress *progress = user_data;
  gint64 now = g_get_monotonic_time ();
  g_autofree char *elapsed = format_duration ((now - progress->start_us) / 1000);
  int tenth = (int) (CLAMP (fraction, 0.0, 1.0) * 10);

  if (progress->terminal)
    {
      /* Drawing more often than a few times a second only costs. */
      if (now - progress->last_us < G_USEC_PER_SEC / 5 && fraction < 1.0)
        return;
      progress->last_us = now;
      progress->drawn = TRUE;
      fprintf (stderr, "\rlevel %u: %5.1f %% %s   ", level, 100.0 * CLAMP (fraction, 0.0, 1.0),
               elapsed);
      fflush (stderr);
      return;
    }

  /* A log gets a line a tenth. */
  if (tenth <= progress->last_tenth)
    return;
  progress->last_tenth = tenth;
  fprintf (stderr, "level %u: %d %% %s\n", level, tenth * 10, elapsed);
}

static void
progress_clear (Progress *progress)
{
  if (!progress->drawn)
    return;
  fprintf (stderr, "\r%*s\r", 40, "");
  fflush (stderr);
  progress->drawn = FALSE;
}

static void
print_level (const char *what,
             AkTables   *tables,
             guint       level,
             const char *path)
{
  AkTablesInfo info;
  g_autofree char *boards = NULL;
  g_autofree char *took = NULL;

  if (!ak_tables_get_info (tables, level, &info))
    {
      g_print ("level %u: %s %s\n", level, what, path);
      return;
    }
  boards = format_count (info.n_boards * MAX (info.n_patterns, 1));
  took = format_duration ((gint64) info.build_ms);
  g_print ("level %u: %s %s (%s board%s, %.1f %% proved, built in %s)\n", level, what, path,
           boards, info.n_boards * MAX (info.n_patterns, 1) == 1 ? "" : "s",
           proved_percent (&info), took);
  ak_cli_flush ();
}

static int
tables_build (int    argc,
              char **argv)
{
  g_autoptr(GPtrArray) positional = g_ptr_array_new ();
  g_autoptr(AkTables) tables = NULL;
  g_autofree char *variant_text = NULL;
  g_autofree char *max_text = NULL;
  g_autofree char *threads_text = NULL;
  g_autofree char *dir = NULL;
  gboolean skip_origin = FALSE;
  guint n_cores = g_get_num_processors ();
  g_autofree char *threads_help =
    g_strdup_printf ("build on N threads (default 0: all cores, %u here)", n_cores);
  g_autofree char *app_dir = ak_cli_tables_default_dir ();
  g_autofree char *dir_help = g_strdup_printf ("keep the files in DIR (default the app's "
                                               "folder, %s)", app_dir);
  const AkCliOption options[] = {
    { "--variant", "V", "adji-kui-1 or adji-kui-2 (default adji-kui-2)", &variant_text, NULL },
    { "--skip-origin", NULL, "for the rule option skip-origin=yes", NULL, &skip_origin },
    { "--max-seeds", "N", "every level needed up to N seeds (default 16; adji-kui-1: 14)",
      &max_text, NULL },
    { "--threads", "N", threads_help, &threads_text, NULL },
    { "--dir", "DIR", dir_help, &dir, NULL },
    { NULL, },
  };
  struct sigaction action = { 0, };
  struct sigaction old_int, old_term;
  AkTablesKey key;
  AkRules rules;
  guint64 value;
  guint max_seeds, n_threads = n_cores;
  guint n_built = 0, n_loaded = 0;
  int status = AK_CLI_EXIT_OK;

  if (!ak_cli_parse_options ("tables build", "[OPTION…]",
                             "Builds the endgame tables of a variant bottom-up, level by level\n"
                             "(a level is every board with the same number of seeds), and\n"
                             "saves each level to its own file.  A level whose file is there\n"
                             "and good is loaded, not built again, so an interrupted build goes\n"
                             "on where it stopped; a bad file is built again.  Prints one line\n"
                             "a level; progress goes to standard error.  Ctrl+C stops the\n"
                             "level being built without saving it.",
                             options, argc, argv, FALSE, positional, &status))
    return status;
  if (positional->len > 0)
    return ak_cli_usage_error ("tables build", "unexpected argument “%s”",
                               ak_cli_quote (g_ptr_array_index (positional, 0)));

  ak_rules_init (&rules);
  if (variant_text != NULL && !ak_variant_from_string (variant_text, &rules.variant))
    return ak_cli_usage_error ("tables build", "--variant must be adji-kui-1 or adji-kui-2, "
                               "not “%s”", ak_cli_quote (variant_text));
  rules.skip_origin = skip_origin;
  max_seeds = rules.variant == AK_VARIANT_ADJI_KUI_1 ? 14 : 16;
  if (max_text != NULL)
    {
      if (!g_ascii_string_to_unsigned (max_text, 10, 0, AK_TABLES_MAX_LEVEL, &value, NULL))
        return ak_cli_usage_error ("tables build", "--max-seeds must be a whole number from 0 "
                                   "to %d, not “%s”", AK_TABLES_MAX_LEVEL,
                                   ak_cli_quote (max_text));
      max_seeds = (guint) value;
    }
  if (threads_text != NULL)
    {
      if (!g_ascii_string_to_unsigned (threads_text, 10, 0, AK_SEARCH_MAX_THREADS, &value, NULL))
        return ak_cli_usage_error ("tables build", "--threads must be a whole number from 0 "
                                   "(all cores) to %d, not “%s”", AK_SEARCH_MAX_THREADS,
                                   ak_cli_quote (threads_text));
      if (value > 0)
        n_threads = (guint) value;
    }
  if (dir == NULL)
    dir = g_strdup (app_dir);
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved = errno;

      g_printerr ("%s: cannot make the folder: %s\n", dir, g_strerror (saved));
      return AK_CLI_EXIT_NO;
    }

  ak_tables_key_init (&key, &rules, AK_TABLES_STANDARD_OWNERS);
  tables = ak_tables_new (&key);

  /* The first Ctrl+C stops the build cleanly; a second one, the program. */
  build_cancel = 0;
  action.sa_handler = interrupt_cb;
  action.sa_flags = SA_RESETHAND;
  sigemptyset (&action.sa_mask);
  sigaction (SIGINT, &action, &old_int);
  sigaction (SIGTERM, &action, &old_term);

  for (guint level = 0; level <= max_seeds && status == AK_CLI_EXIT_OK; level++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *name = NULL;
      g_autofree char *path = NULL;
      Progress progress = { 0, };

      if (!ak_tables_level_reachable (rules.variant, level, max_seeds))
        continue;
      name = ak_tables_file_name (&key, level);
      path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_EXISTS))
        {
          if (ak_tables_load_level (tables, path, &error))
            {
              print_level ("loaded", tables, level, path);
              n_loaded++;
              continue;
            }
          g_print ("level %u: %s: %s; building it again\n", level, path, error->message);
          ak_cli_flush ();
          g_clear_error (&error);
        }

      progress.terminal = isatty (STDERR_FILENO);
      progress.start_us = g_get_monotonic_time ();
      progress.last_tenth = 0;
      if (!ak_tables_build_level (tables, level, n_threads, &build_cancel, progress_cb,
                                  &progress, &error))
        {
          progress_clear (&progress);
          if (g_error_matches (error, AK_TABLES_ERROR, AK_TABLES_ERROR_CANCELLED))
            g_printerr ("level %u: interrupted; not saved (the levels below it are kept)\n",
                        level);
          else
            g_printerr ("level %u: %s\n", level, error->message);
          status = AK_CLI_EXIT_NO;
          break;
        }
      progress_clear (&progress);
      if (!ak_tables_save_level (tables, level, path, &error))
        {
          g_printerr ("%s: %s\n", path, error->message);
          status = AK_CLI_EXIT_NO;
          break;
        }
      print_level ("built", tables, level, path);
      n_built++;
    }

  sigaction (SIGINT, &old_int, NULL);
  sigaction (SIGTERM, &old_term, NULL);

  if (status == AK_CLI_EXIT_OK)
    g_print ("%s%s up to %u seeds: %u level%s built, %u loaded, in %s\n",
             ak_variant_to_string (rules.variant), skip_origin ? " (skip-origin)" : "",
             max_seeds, n_built, n_built == 1 ? "" : "s", n_loaded, dir);
  return status;
}

/* -------------------------------------------------------------------------
 * tables verify and tables info
 */

/* The files named, or the tables in --dir (default the app's folder). */
static gboolean
collect_files (const char *command,
               GPtrArray  *positional,
               const char *dir_option,
               GPtrArray  *files,
               int        *status)
{
  g_autofree char *dir = NULL;
  g_autofree char *suffix = NULL;
  g_autoptr(GDir) listing = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) names = NULL;
  const char *name;

  if (positional->len > 0 && dir_option != NULL)
    {
      *status = ak_cli_usage_error (command, "give FILEs or --dir, not both");
      return FALSE;
    }
  for (guint i = 0; i < positional->len; i++)
    g_ptr_array_add (files, g_strdup (g_ptr_array_index (positional, i)));
  if (positional->len > 0)
    return TRUE;

  dir = dir_option != NULL ? g_strdup (dir_option) : ak_cli_tables_default_dir ();
  listing = g_dir_open (dir, 0, &error);
  if (listing == NULL)
    {
      g_printerr ("%s: %s\n", dir, error->message);
      *status = AK_CLI_EXIT_NO;
      return FALSE;
    }
  suffix = file_suffix ();
  names = g_ptr_array_new ();
  while ((name = g_dir_read_name (listing)) != NULL)
    if (name[0] != '.' && g_str_has_suffix (name, suffix))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort_values (names, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *file_name = g_ptr_array_index (names, i);

      g_ptr_array_add (files, g_build_filename (dir, file_name, NULL));
    }
  if (files->len == 0)
    {
      g_printerr ("%s: no table files here\n", dir);
      *status = AK_CLI_EXIT_NO;
      return FALSE;
    }
  return TRUE;
}

/* Loads one file the way a search would use it: the header, the format
 * version and the checksum of the whole. */
static gboolean
check_file (const char    *path,
            AkTablesInfo  *info,
            GError       **error)
{
  g_autoptr(AkTables) tables = NULL;

  if (!ak_tables_read_info (path, info, error))
    return FALSE;
  tables = ak_tables_new (&info->key);
  if (!ak_tables_load_level (tables, path, error))
    return FALSE;
  if (!ak_tables_get_info (tables, info->level, info))
    {
      g_set_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_FORMAT,
                   "the file does not hold the level its header names (%u)", info->level);
      return FALSE;
    }
  return TRUE;
}

static int
tables_verify (int    argc,
               char **argv)
{
  g_autoptr(GPtrArray) positional = g_ptr_array_new ();
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *dir = NULL;
  const AkCliOption options[] = {
    { "--dir", "DIR", "check every table file in DIR (default the app's folder)", &dir, NULL },
    { NULL, },
  };
  int status = AK_CLI_EXIT_OK;

  if (!ak_cli_parse_options ("tables verify", "[FILE…|--dir DIR]",
                             "Loads each table file as the engine would (header, format\n"
                             "version and checksum) and prints “FILE: ok (…)”, or\n"
                             "“FILE: message” on standard error for a bad one; the exit\n"
                             "status is 1 if any file is bad.",
                             options, argc, argv, FALSE, positional, &status))
    return status;
  if (!collect_files ("tables verify", positional, dir, files, &status))
    return status;

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autoptr(GError) error = NULL;
      g_autofree char *boards = NULL;
      AkTablesInfo info;

      if (!check_file (path, &info, &error))
        {
          g_printerr ("%s: %s\n", path, error->message);
          status = AK_CLI_EXIT_NO;
          continue;
        }
      boards = format_count (info.n_boards * MAX (info.n_patterns, 1));
      g_print ("%s: ok (%s%s, level %u, %s board%s)\n", path,
               ak_variant_to_string (info.key.variant),
               info.key.skip_origin ? " skip-origin" : "", info.level, boards,
               info.n_boards * MAX (info.n_patterns, 1) == 1 ? "" : "s");
    }
  return status;
}

static int
tables_info (int    argc,
             char **argv)
{
  g_autoptr(GPtrArray) positional = g_ptr_array_new ();
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *dir = NULL;
  const AkCliOption options[] = {
    { "--dir", "DIR", "describe every table file in DIR (default the app's folder)", &dir,
      NULL },
    { NULL, },
  };
  int status = AK_CLI_EXIT_OK;

  if (!ak_cli_parse_options ("tables info", "[FILE…|--dir DIR]",
                             "Describes each table file: the rules and owners it is for, its\n"
                             "level, boards and proved share, the longest forced sequence it\n"
                             "counts, its size and build time, and which rule options it\n"
                             "covers.  A file that cannot be used is named on standard error.",
                             options, argc, argv, FALSE, positional, &status))
    return status;
  if (!collect_files ("tables info", positional, dir, files, &status))
    return status;

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autoptr(GError) error = NULL;
      g_autofree char *boards = NULL;
      g_autofree char *proved = NULL;
      g_autofree char *owners = NULL;
      g_autofree char *took = NULL;
      g_autofree char *size = NULL;
      g_autofree char *bytes = NULL;
      GStatBuf buf;
      AkTablesInfo info;

      if (!check_file (path, &info, &error))
        {
          g_printerr ("%s: %s\n", path, error->message);
          status = AK_CLI_EXIT_NO;
          continue;
        }
      boards = format_count (info.n_boards * MAX (info.n_patterns, 1));
      proved = format_count (info.n_proved);
      owners = format_owners (info.key.owners);
      took = format_duration ((gint64) info.build_ms);
      if (g_stat (path, &buf) == 0)
        {
          size = g_format_size ((guint64) buf.st_size);
          bytes = format_count ((guint64) buf.st_size);
        }

      if (i > 0)
        g_print ("\n");
      g_print ("%s\n", path);
      g_print ("  variant:        %s\n", ak_variant_to_string (info.key.variant));
      g_print ("  skip-origin:    %s\n", info.key.skip_origin ? "yes" : "no");
      g_print ("  owners:         %s, both sides to move (%u pattern%s)\n", owners,
               info.n_patterns, info.n_patterns == 1 ? "" : "s");
      g_print ("  level:          %u seeds\n", info.level);
      g_print ("  boards:         %s\n", boards);
      g_print ("  proved:         %s (%.1f %%)\n", proved, proved_percent (&info));
      g_print ("  max descent:    %u plies\n", info.max_descent);
      if (size != NULL)
        g_print ("  size on disk:   %s (%s bytes)\n", size, bytes);
      g_print ("  build time:     %s\n", took);
      g_print ("  format version: %u\n", info.format_version);
      g_print ("  covers:         variant=%s skip-origin=%s; any repetition setting (the\n"
               "                  bounds hold whatever position repeats); any no-capture\n"
               "                  limit while at least %d plies remain before it\n",
               ak_variant_to_string (info.key.variant), info.key.skip_origin ? "yes" : "no",
               AK_TABLES_MAX_DESCENT);
    }
  return status;
}

int
ak_cli_tables (int    argc,
               char **argv)
{
  static const AkCliSubcommand subcommands[] = {
    { "build",  tables_build,  "build the endgame tables up to a number of seeds" },
    { "verify", tables_verify, "check table files: header, version, checksum" },
    { "info",   tables_info,   "describe table files" },
  };

  return ak_cli_run_subcommand ("tables",
                                "Endgame tables: for every board of a few seeds, proved bounds on\n"
                                "what the side to move can still win, which analyse and the app's\n"
                                "searches use.\n",
                                subcommands, G_N_ELEMENTS (subcommands), argc, argv);
}
