/* ak-cli-perft.c — adji-kui-cli perft
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>

#include "ak-cli.h"

#define MAX_DEPTH 40

static gboolean
parse_depth (const char *text,
             guint      *depth)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 1, MAX_DEPTH, &value, NULL))
    return FALSE;
  *depth = (guint) value;
  return TRUE;
}

int
ak_cli_perft (int    argc,
              char **argv)
{
  g_auto(AkCliGameArgs) args = { NULL, };
  g_autoptr(GPtrArray) positional = g_ptr_array_new ();
  const AkCliOption options[] = {
    { "--variant", "V", "adji-kui-1 or adji-kui-2 (default adji-kui-2)", &args.variant, NULL },
    { "--rules", "\"k=v …\"", "rule options (RULES.md §6)", &args.rules, NULL },
    { "--position", "POS", "start from this position string (default the standard start)",
      &args.position, NULL },
    { NULL, },
  };
  AkRules rules;
  AkPosition start;
  guint depth;
  int status;

  if (!ak_cli_parse_options ("perft", "[OPTION…] DEPTH",
                             "Prints one line “d count” for each depth d from 1 to DEPTH: the\n"
                             "number of move sequences of exactly d plies (a forced pass is a\n"
                             "ply, a finished game has no moves, repetition and no-capture\n"
                             "endings are ignored, endless relays are excluded).  Timing goes\n"
                             "to standard error.",
                             options, argc, argv, FALSE, positional, &status))
    return status;

  if (positional->len != 1)
    return ak_cli_usage_error ("perft", "expected one DEPTH, got %u arguments", positional->len);
  if (!parse_depth (g_ptr_array_index (positional, 0), &depth))
    return ak_cli_usage_error ("perft", "DEPTH must be a whole number from 1 to %d, not “%s”",
                               MAX_DEPTH, ak_cli_quote (g_ptr_array_index (positional, 0)));

  if (!ak_cli_setup_game ("perft", &args, &rules, &start, &status))
    return status;

  for (guint d = 1; d <= depth; d++)
    {
      gint64 begin = g_get_monotonic_time ();
      guint64 count = ak_perft (&start, &rules, d);
      double seconds = (g_get_monotonic_time () - begin) / (double) G_USEC_PER_SEC;

      g_print ("%u %" G_GUINT64_FORMAT "\n", d, count);
      g_printerr ("perft %u: %" G_GUINT64_FORMAT " in %.3f s (%.1f M nodes/s)\n",
                  d, count, seconds, seconds > 0 ? count / seconds / 1e6 : 0.0);
    }

  return AK_CLI_EXIT_OK;
}
