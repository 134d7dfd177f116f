/* akn-generate.c — writes a long random match as AKN
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   akn-generate --games N --seed S [--variant V] [--output FILE]
 *
 * plays a match of N random games (akn-random-match.c) and writes it in
 * the export form, to FILE or standard output.  Check the result with
 * `adji-kui-cli validate FILE`.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ak-rules.h"

#include "akn-random-match.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *variant_name = NULL;
  g_autofree char *output = NULL;
  g_autofree char *text = NULL;
  gint64 start_time;
  int n_games = 1000;
  gint64 seed = 1;
  AkVariant variant = AK_VARIANT_ADJI_KUI_2;
  guint moves = 0;
  const GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &n_games, "Games in the match (default 1000)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Random seed (default 1)", "S" },
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &variant_name,
      "adji-kui-1 or adji-kui-2 (default adji-kui-2)", "V" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, "Write to FILE, not standard output",
      "FILE" },
    { NULL, },
  };

  context = g_option_context_new ("— write a long random AKN match");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("akn-generate: %s\n", error->message);
      return 2;
    }
  if (argc > 1)
    {
      g_printerr ("akn-generate: unexpected argument “%s”\n", argv[1]);
      return 2;
    }
  if (n_games < 1 || n_games > AK_RULES_MAX_MATCH_GAMES)
    {
      g_printerr ("akn-generate: --games must be from 1 to %d (match-end=games:N)\n",
                  AK_RULES_MAX_MATCH_GAMES);
      return 2;
    }
  if (variant_name != NULL && !ak_variant_from_string (variant_name, &variant))
    {
      g_printerr ("akn-generate: --variant must be adji-kui-1 or adji-kui-2\n");
      return 2;
    }

  start_time = g_get_monotonic_time ();
  games = akn_random_match (variant, (guint) n_games, (guint64) seed, &error);
  if (games == NULL)
    {
      g_printerr ("akn-generate: %s\n", error->message);
      return 1;
    }
  text = ak_notation_write (games);
  for (guint i = 0; i < games->len; i++)
    moves += ak_game_record_count_moves (g_ptr_array_index (games, i));

  if (output != NULL)
    {
      if (!g_file_set_contents (output, text, -1, &error))
        {
          g_printerr ("akn-generate: %s\n", error->message);
          return 1;
        }
    }
  else if (fputs (text, stdout) == EOF || fflush (stdout) != 0)
    {
      g_printerr ("akn-generate: cannot write to standard output\n");
      return 1;
    }

  g_printerr ("akn-generate: %u games, %u moves, %zu bytes in %.2f s\n", games->len, moves,
              strlen (text), (double) (g_get_monotonic_time () - start_time) / G_USEC_PER_SEC);
  return 0;
}
