/* game-memory.c — where the memory and the time of a very long game go,
 * in the model, stage by stage
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   game-memory [--plies N]
 *
 * makes one game of N plies (999,996 by default: the shape "plies" of
 * akn-memory, a six-ply cycle with repetition and the no-capture limit
 * off, 2 bytes a ply) and, as the app does when it opens such a file,
 * reads it, makes an AkGame of it and the autosave's copy of the record;
 * then plays moves at the end as AkTable does (the move, its line made
 * the live one) and brings the autosave's copy up to date.  It prints the
 * resident memory each stage adds (after malloc_trim, from
 * /proc/self/statm) divided by the plies, and the time each takes: what a
 * node, a list item, a ply of engine history costs, and which walk of the
 * moves a move pays for.
 */

#include "config.h"

#include <malloc.h>
#include <stdio.h>
#include <unistd.h>

#include "ak-model.h"

#define CYCLE_START "2,1,1,1,0,2/1,0,2,1,0,1 S 16-20"
#define CYCLE       "f C a A d D "

static double
resident_mib (void)
{
  g_autofree char *text = NULL;
  unsigned long size = 0, resident = 0;

  malloc_trim (0);
  if (!g_file_get_contents ("/proc/self/statm", &text, NULL, NULL) ||
      sscanf (text, "%lu %lu", &size, &resident) != 2)
    return 0;
  return resident * (double) sysconf (_SC_PAGESIZE) / (1024.0 * 1024.0);
}

typedef struct
{
  double mib;
  gint64 start;
  guint  n_plies;
} Stage;

static void
stage_begin (Stage *stage)
{
  stage->mib = resident_mib ();
  stage->start = g_get_monotonic_time ();
}

static void
stage_end (Stage      *stage,
           const char *what)
{
  double ms = (g_get_monotonic_time () - stage->start) / 1000.0;
  double mib = resident_mib () - stage->mib;

  printf ("%-44s %8.1f ms %8.1f MiB %7.0f bytes a ply\n", what, ms, mib,
          mib * 1024 * 1024 / stage->n_plies);
}

static double
time_ms (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1000.0;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(AkGame) game = NULL;
  g_autoptr(AkGameRecord) autosave = NULL;
  int n_plies = 999996;
  GOptionEntry entries[] = {
    { "plies", 0, 0, G_OPTION_ARG_INT, &n_plies, "Plies of the game (a multiple of 6)", "N" },
    { NULL }
  };
  Stage stage = { 0, };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  n_plies -= n_plies % 6;
  stage.n_plies = MAX (n_plies, 1);

  g_string_append (text, "[Rules \"repetition=0 no-capture-limit=0\"]\n"
                   "[Position \"" CYCLE_START "\"]\n\n");
  for (int ply = 0; ply < n_plies; ply += 6)
    g_string_append (text, CYCLE);
  g_string_append (text, "*\n");
  printf ("a game of %d plies, %.1f MiB of AKN; sizeof (AkGameNode) = %zu, "
          "sizeof (AkPosition) = %zu\n",
          n_plies, text->len / (1024.0 * 1024.0), sizeof (AkGameNode), sizeof (AkPosition));
  printf ("%-44s %11s %12s\n", "stage", "time", "memory added");

  stage_begin (&stage);
  games = ak_notation_read (text->str, (gssize) text->len, NULL, &error);
  g_assert_no_error (error);
  stage_end (&stage, "read (the reader's record)");

  /* The parts of an AkGame, one by one: a copy of the record, and the
   * engine's history of the main line. */
  {
    const AkGameRecord *record = g_ptr_array_index (games, 0);
    g_autoptr(AkGameRecord) copy = NULL;
    g_autoptr(AkHistory) history = NULL;

    stage_begin (&stage);
    copy = ak_game_record_copy (record);
    stage_end (&stage, "  a copy of the record");
    stage_begin (&stage);
    history = ak_history_new (&record->rules, &record->start);
    for (const AkGameNode *node = record->root; node->children != NULL &&
         node->children->len > 0;)
      {
        node = g_ptr_array_index (node->children, 0);
        ak_history_play (history, node->move, NULL, NULL);
      }
    stage_end (&stage, "  the engine's history of the main line");
  }

  stage_begin (&stage);
  game = ak_game_new_from_record (g_ptr_array_index (games, 0));
  stage_end (&stage, "AkGame (record copy, history, list items)");

  stage_begin (&stage);
  autosave = ak_game_dup_record (game);
  stage_end (&stage, "the autosave's copy of the record");

  stage_begin (&stage);
  g_clear_pointer (&games, g_ptr_array_unref);
  stage_end (&stage, "the reader's record freed");

  /* Moves at the end, as AkTable plays them, and the autosave after. */
  for (int i = 0; i < 3; i++)
    {
      gint64 start = g_get_monotonic_time ();
      double play_ms, main_ms, live_ms, update_ms, end_ms;
      AkGameNode *node;
      int move = AK_MOVE_NONE;

      for (int hole = 0; hole < AK_N_HOLES && move == AK_MOVE_NONE; hole++)
        if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
          move = hole;
      g_assert_cmpint (ak_game_play (game, move, NULL), ==, AK_VERDICT_LEGAL);
      play_ms = time_ms (start);

      start = g_get_monotonic_time ();
      node = ak_game_get_current_node (game);
      g_assert_true (ak_game_is_on_main_line (game, node));
      main_ms = time_ms (start);

      start = g_get_monotonic_time ();
      ak_game_set_live_node (game, node);
      live_ms = time_ms (start);

      start = g_get_monotonic_time ();
      ak_game_update_record (game, autosave);
      update_ms = time_ms (start);

      start = g_get_monotonic_time ();
      ak_game_go_first (game);
      ak_game_go_last (game);
      end_ms = time_ms (start);

      printf ("move %d: play %.1f ms, is it on the main line %.1f ms, set live %.1f ms, "
              "autosave update %.1f ms; to the start and back %.1f ms\n",
              i + 1, play_ms, main_ms, live_ms, update_ms, end_ms);
    }
  return 0;
}
