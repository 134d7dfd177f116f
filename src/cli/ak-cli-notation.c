/* ak-cli-notation.c — adji-kui-cli validate and format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-cli.h"
#include "ak-file.h"

/* Reads a file as the app does: a regular file only (a FIFO or a device
 * would block or never end), of at most AK_FILE_MAX_SIZE.  The text is
 * followed by a NUL. */
static GBytes *
read_bytes (const char  *path,
            GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return ak_file_read_bytes (file, AK_FILE_MAX_SIZE, NULL, error);
}

/* Reads and checks one file.  On error prints FILE:LINE:COL: message. */
static GPtrArray *
read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const char *text;
  AkNotationLocation location = { 0, };
  GPtrArray *games;
  gsize length;

  bytes = read_bytes (path, &error);
  if (bytes == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      return NULL;
    }
  text = g_bytes_get_data (bytes, &length);

  games = ak_notation_read (text, (gssize) length, &location, &error);
  if (games == NULL)
    g_printerr ("%s:%u:%u: %s\n", path, location.line, location.column, error->message);
  return games;
}

int
ak_cli_validate (int    argc,
                 char **argv)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new ();
  const AkCliOption options[] = { { NULL, } };
  int status = AK_CLI_EXIT_OK;

  if (!ak_cli_parse_options ("validate", "FILE…",
                             "Reads each AKN file, replays every move of every game and\n"
                             "variation, and checks results and match rebuilds.  Prints\n"
                             "“FILE: ok (G games, M moves)” for a good file and\n"
                             "“FILE:LINE:COL: message” on standard error for a bad one; the\n"
                             "exit status is 1 if any file is bad.",
                             options, argc, argv, FALSE, files, &status))
    return status;
  if (files->len == 0)
    return ak_cli_usage_error ("validate", "expected at least one FILE");

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autoptr(GPtrArray) games = read_file (path);
      guint moves = 0;

      if (games == NULL)
        {
          status = AK_CLI_EXIT_NO;
          continue;
        }
      for (guint j = 0; j < games->len; j++)
        moves += ak_game_record_count_moves (g_ptr_array_index (games, j));
      g_print ("%s: ok (%u game%s, %u move%s)\n", path, games->len, games->len == 1 ? "" : "s",
               moves, moves == 1 ? "" : "s");
    }

  return status;
}

int
ak_cli_format (int    argc,
               char **argv)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new ();
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const char *text;
  g_autofree char *formatted = NULL;
  gboolean check = FALSE;
  const AkCliOption options[] = {
    { "--check", NULL, "write nothing; exit 1 if FILE is not already in export form",
      NULL, &check },
    { NULL, },
  };
  const char *path;
  gsize length;
  int status;

  if (!ak_cli_parse_options ("format", "[--check] FILE",
                             "Writes FILE in the export form of AKN (tags in order, movetext\n"
                             "wrapped at 79 columns) to standard output.  With --check, writes\n"
                             "nothing and exits 1, naming the first line that differs, if FILE\n"
                             "is not already in that form.",
                             options, argc, argv, FALSE, files, &status))
    return status;
  if (files->len != 1)
    return ak_cli_usage_error ("format", "expected one FILE, got %u", files->len);

  path = g_ptr_array_index (files, 0);
  games = read_file (path);
  if (games == NULL)
    return AK_CLI_EXIT_NO;
  formatted = ak_notation_write (games);

  if (!check)
    return ak_cli_write (formatted, strlen (formatted)) ? AK_CLI_EXIT_OK : AK_CLI_EXIT_NO;

  bytes = read_bytes (path, &error);
  if (bytes == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      return AK_CLI_EXIT_NO;
    }
  text = g_bytes_get_data (bytes, &length);
  if (length == strlen (formatted) && memcmp (text, formatted, length) == 0)
    return AK_CLI_EXIT_OK;

  /* Name the first line that differs. */
  {
    g_auto(GStrv) have = g_strsplit (text, "\n", -1);
    g_auto(GStrv) want = g_strsplit (formatted, "\n", -1);
    guint line = 0;

    while (have[line] != NULL && want[line] != NULL && strcmp (have[line], want[line]) == 0)
      line++;
    g_printerr ("%s:%u: not in export form; expected: %s\n", path, line + 1,
                want[line] != NULL ? (want[line][0] ? want[line] : "(an empty line)")
                                   : "(the end of the file)");
  }
  return AK_CLI_EXIT_NO;
}
