/* ak-cli-play.c — adji-kui-cli play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ak-cli.h"

static void
print_trace (guint          number,
             const AkTrace *trace)
{
  if (trace->move == AK_MOVE_PASS)
    {
      g_print ("trace %u --: %s passes\n", number, ak_side_to_string (trace->mover));
      return;
    }

  g_print ("trace %u %c: %s, %u lap%s, %u captured\n", number, ak_hole_to_char (trace->move),
           ak_side_to_string (trace->mover), ak_trace_get_n_laps (trace),
           ak_trace_get_n_laps (trace) == 1 ? "" : "s", trace->captured);

  for (guint i = 0; i < ak_trace_get_n_laps (trace); i++)
    {
      const AkLap *lap = ak_trace_get_lap (trace, i);
      const guint8 *drops = ak_trace_get_lap_drops (trace, i);
      GString *line = g_string_new (NULL);

      g_string_append_printf (line, "  lap %u: %c (%u) ->", i + 1,
                              ak_hole_to_char (lap->from), lap->n_seeds);
      for (guint j = 0; j < lap->n_seeds; j++)
        g_string_append_printf (line, " %c", ak_hole_to_char (drops[j]));
      g_string_append_printf (line, ": %s", ak_lap_end_to_string (lap->end));
      g_print ("%s\n", line->str);
      g_string_free (line, TRUE);
    }

  for (guint i = 0; i < trace->captures->len; i++)
    {
      const AkCapture *capture = &g_array_index (trace->captures, AkCapture, i);

      g_print ("  capture %c: %u\n", ak_hole_to_char (capture->hole), capture->seeds);
    }
}

int
ak_cli_play (int    argc,
             char **argv)
{
  g_auto(AkCliGameArgs) args = { NULL, };
  g_autoptr(GPtrArray) moves = g_ptr_array_new ();
  g_autoptr(GPtrArray) traces = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_trace_free);
  g_autoptr(AkHistory) history = NULL;
  g_autofree char *text = NULL;
  gboolean trace = FALSE;
  const AkCliOption options[] = {
    { "--variant", "V", "adji-kui-1 or adji-kui-2 (default adji-kui-2)", &args.variant, NULL },
    { "--rules", "\"k=v …\"", "rule options (RULES.md §6)", &args.rules, NULL },
    { "--position", "POS", "start from this position string (default the standard start)",
      &args.position, NULL },
    { "--trace", NULL, "after the result, print every lap and drop of each move", NULL, &trace },
    { NULL, },
  };
  AkRules rules;
  AkPosition start;
  int status;

  if (!ak_cli_parse_options ("play", "[OPTION…] [--] MOVE…",
                             "Plays the moves in order and prints the canonical position string\n"
                             "they lead to.  If the game is then over, a second line says\n"
                             "“over TERMINATION SOUTH-NORTH” with the totals after the final\n"
                             "division.  A MOVE is a hole, a–f or A–F, or “--” for a forced pass\n"
                             "(a “--” before the first move only ends the options).  An illegal\n"
                             "move prints nothing on standard output, says why on standard\n"
                             "error and exits with status 2.",
                             options, argc, argv, TRUE, moves, &status))
    return status;

  if (!ak_cli_setup_game ("play", &args, &rules, &start, &status))
    return status;

  history = ak_history_new (&rules, &start);

  for (guint i = 0; i < moves->len; i++)
    {
      const char *word = g_ptr_array_index (moves, i);
      g_autoptr(AkTrace) move_trace = ak_trace_new ();
      AkVerdict verdict;
      int move;

      if (strcmp (word, "--") == 0)
        move = AK_MOVE_PASS;
      else if (strlen (word) == 1 && ak_hole_from_char (word[0]) >= 0)
        move = ak_hole_from_char (word[0]);
      else
        {
          g_printerr ("move %u \"%s\": not a hole (a–f, A–F) nor -- for a pass\n", i + 1,
                      ak_cli_quote (word));
          return AK_CLI_EXIT_USAGE;
        }

      verdict = ak_history_play (history, move, NULL, move_trace);
      if (verdict != AK_VERDICT_LEGAL)
        {
          g_autofree char *why = NULL;

          if (verdict == AK_VERDICT_GAME_OVER && ak_history_is_over (history))
            why = g_strdup_printf ("the game is over (%s)",
                                   ak_termination_to_string (ak_history_get_termination (history)));
          else
            why = ak_verdict_describe (verdict, ak_history_get_position (history), move);
          g_printerr ("move %u \"%s\": %s\n", i + 1, word, why);
          return AK_CLI_EXIT_USAGE;
        }
      if (trace)
        g_ptr_array_add (traces, g_steal_pointer (&move_trace));
    }

  text = ak_position_to_string (ak_history_get_position (history));
  g_print ("%s\n", text);

  if (ak_history_is_over (history))
    {
      guint totals[2];

      ak_history_get_result (history, totals);
      g_print ("over %s %u-%u\n",
               ak_termination_to_string (ak_history_get_termination (history)),
               totals[AK_SOUTH], totals[AK_NORTH]);
    }

  for (guint i = 0; i < traces->len; i++)
    print_trace (i + 1, g_ptr_array_index (traces, i));

  return AK_CLI_EXIT_OK;
}
