/* ak-cli-review.c — adji-kui-cli review: a file's games reviewed by the
 * engine, written back annotated, with a summary and a report of how
 * each player played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "ak-cli.h"
#include "ak-model.h"

typedef struct
{
  guint    game;
  guint    n_games;
  gboolean shown;
} Progress;

/* On a terminal only: a line that counts the positions done. */
static void
progress_cb (guint    done,
             guint    total,
             gpointer user_data)
{
  Progress *progress = user_data;

  g_printerr ("\rreviewing game %u of %u: %u of %u positions", progress->game,
              progress->n_games, done, total);
  progress->shown = TRUE;
}

static const char *
player_name (const AkGameRecord *record,
             AkSide              side)
{
  const char *name = ak_game_record_get_tag (record, side == AK_SOUTH ? "South" : "North");

  return name != NULL && name[0] != '\0' && strcmp (name, "?") != 0 ? name : NULL;
}

static void
print_summary (GString            *out,
               AkReview           *review,
               const AkGameRecord *record,
               guint               game,
               guint               n_games)
{
  if (n_games > 1)
    g_string_append_printf (out, "Game %u\n", game);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      g_autofree char *summary = ak_review_dup_summary (review, side);
      const char *name = player_name (record, side);

      g_string_append_printf (out, "%s%s%s%s: %s\n", ak_side_name (side),
                              name != NULL ? " (" : "", name != NULL ? name : "",
                              name != NULL ? ")" : "", summary);
    }
}

/* Reads every game of @path into @games, and @path into @paths once a
 * game; FALSE after saying why, with the file, line and column.  Shared
 * with practice add. */
gboolean
ak_cli_read_games (const char *path,
                   GPtrArray  *games,
                   GPtrArray  *paths)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GPtrArray) read = NULL;
  AkNotationLocation location = { 0, };
  const char *text;
  gsize length;

  /* As validate reads: a regular file only, with the app's cap. */
  bytes = ak_file_read_bytes (file, AK_FILE_MAX_SIZE, NULL, &error);
  if (bytes == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      return FALSE;
    }
  text = g_bytes_get_data (bytes, &length);
  read = ak_notation_read (text, (gssize) length, &location, &error);
  if (read == NULL)
    {
      g_printerr ("%s:%u:%u: %s\n", path, location.line, location.column, error->message);
      return FALSE;
    }
  if (games->len + read->len > AK_NOTATION_MAX_GAMES)
    {
      g_printerr ("%s: more than the %u games a file may hold in all\n", path,
                  AK_NOTATION_MAX_GAMES);
      return FALSE;
    }
  for (guint i = 0; i < read->len; i++)
    {
      g_ptr_array_add (games, read->pdata[i]);
      g_ptr_array_add (paths, (gpointer) path);
    }
  g_ptr_array_set_free_func (read, NULL);
  return TRUE;
}

/* The report in words, or as JSON for a FILE.json. */
static char *
dup_report (AkReviewReport *report,
            const char     *path)
{
  g_autofree char *lower = path != NULL ? g_ascii_strdown (path, -1) : NULL;

  if (lower != NULL && g_str_has_suffix (lower, ".json"))
    return ak_review_report_to_json (report);
  return ak_review_report_to_text (report);
}

int
ak_cli_review (int    argc,
               char **argv)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new ();
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
  g_autoptr(GPtrArray) paths = g_ptr_array_new ();
  g_autoptr(GPtrArray) reviewed = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(AkReviewReport) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) summary = g_string_new (NULL);
  g_autofree char *depth_text = NULL;
  g_autofree char *time_text = NULL;
  g_autofree char *threads_text = NULL;
  g_autofree char *out_path = NULL;
  g_autofree char *report_path = NULL;
  g_autofree char *written = NULL;
  g_autofree char *report_text = NULL;
  gboolean deeper = FALSE;
  const AkCliOption options[] = {
    { "--time", "MS", "search each position for MS milliseconds (default 1000)",
      &time_text, NULL },
    { "--depth", "N", "search each position to depth N", &depth_text, NULL },
    { "--threads", "N", "searches at once, 1 to " G_STRINGIFY (AK_SEARCH_MAX_THREADS) " (default one per core)", &threads_text,
      NULL },
    { "--out", "FILE", "write the reviewed games to FILE (default standard output)",
      &out_path, NULL },
    { "--report", "FILE", "write the report to FILE instead, as JSON if FILE ends in .json",
      &report_path, NULL },
    { "--deeper", NULL, "look again only around the marked moves (default --time 5000)",
      NULL, &deeper },
    { NULL, },
  };
  AkReviewOptions review_options;
  Progress progress = { 0, };
  guint n_searched = 0;
  gint64 start;
  guint64 value;
  int status;
  gboolean ok;

  if (!ak_cli_parse_options ("review", "[--time MS | --depth N] [--threads N] [--deeper] "
                             "[--out FILE] [--report FILE] FILE…",
                             "Reviews every game of the FILEs: the engine searches each position\n"
                             "of the main line, writes its value after each move as [%eval V/D]\n"
                             "(seeds, South's point of view), marks each move by what it lost\n"
                             "against the best move (?! 2 seeds, ? 4, ?? 8), adds the best line\n"
                             "and why the move was worse at each mark, and sets the Annotator tag.  Positions that\n"
                             "already have a value that deep (any searched value, with --time)\n"
                             "are not searched again.  The games go out in AKN's export form, all\n"
                             "the FILEs' one after the other; a summary a player follows, then\n"
                             "a report on all the games (on standard error without --out): each\n"
                             "player's seeds lost a move, by phase, the marks, the accuracy (the\n"
                             "share of moves with a choice that lost less than 2 seeds), the worst\n"
                             "and best moves, and over 2 games and 150 moves or more against the\n"
                             "computer, the level the player plays like.\n"
                             "With --deeper, on a reviewed file: only the positions before and\n"
                             "after each marked move are searched again, a value replacing the\n"
                             "one there when deeper; those moves are marked again and their best\n"
                             "lines written again.",
                             options, argc, argv, FALSE, files, &status))
    return status;
  if (files->len == 0)
    return ak_cli_usage_error ("review", "expected one FILE or more, got none");
  if (depth_text != NULL && time_text != NULL)
    return ak_cli_usage_error ("review", "give --depth or --time, not both");

  ak_review_options_init (&review_options);
  if (deeper)
    review_options.max_time_us = 5 * G_USEC_PER_SEC;
  if (depth_text != NULL)
    {
      if (!g_ascii_string_to_unsigned (depth_text, 10, 1, AK_SEARCH_MAX_PLY - 2, &value, NULL))
        return ak_cli_usage_error ("review", "--depth must be a whole number from 1 to %d, "
                                   "not “%s”", AK_SEARCH_MAX_PLY - 2, ak_cli_quote (depth_text));
      review_options.max_depth = (guint) value;
      review_options.max_time_us = 0;
    }
  else if (time_text != NULL)
    {
      if (!g_ascii_string_to_unsigned (time_text, 10, 1, 3600 * 1000, &value, NULL))
        return ak_cli_usage_error ("review", "--time must be a number of milliseconds from 1 "
                                   "to 3600000, not “%s”", ak_cli_quote (time_text));
      review_options.max_time_us = (gint64) value * 1000;
    }
  if (threads_text != NULL)
    {
      /* Each review thread has a search of its own, with its own table:
       * the same bound as analyse's threads keeps memory in reach. */
      if (!g_ascii_string_to_unsigned (threads_text, 10, 1, AK_SEARCH_MAX_THREADS, &value, NULL))
        return ak_cli_usage_error ("review", "--threads must be a whole number from 1 to %d, "
                                   "not “%s”", AK_SEARCH_MAX_THREADS,
                                   ak_cli_quote (threads_text));
      review_options.n_threads = (guint) value;
    }

  /* A report that has no folder to go to is said before the review,
   * not after minutes of it. */
  if (report_path != NULL)
    {
      g_autofree char *folder = g_path_get_dirname (report_path);

      if (!g_file_test (folder, G_FILE_TEST_IS_DIR))
        {
          g_printerr ("%s: the report could not be written: there is no folder “%s”\n",
                      report_path, ak_cli_quote (folder));
          return AK_CLI_EXIT_NO;
        }
    }
  for (guint i = 0; i < files->len; i++)
    if (!ak_cli_read_games (g_ptr_array_index (files, i), games, paths))
      return AK_CLI_EXIT_NO;

  start = g_get_monotonic_time ();
  progress.n_games = games->len;
  for (guint i = 0; i < games->len; i++)
    {
      AkGameRecord *record = g_ptr_array_index (games, i);
      g_autoptr(AkGame) game = ak_game_new_from_record (record);
      g_autoptr(AkReview) review = deeper ? ak_review_new_deeper (record, &review_options)
                                          : ak_review_new (record, &review_options);
      g_autoptr(AkReviewChange) change = NULL;

      progress.game = i + 1;
      if (!ak_review_run (review, NULL, isatty (STDERR_FILENO) ? progress_cb : NULL, &progress,
                          &error))
        {
          guint in_file = 0;

          /* The game's number in its own file. */
          for (guint j = 0; j < i; j++)
            in_file += paths->pdata[j] == paths->pdata[i];
          g_printerr ("%s: game %u: %s\n", (const char *) g_ptr_array_index (paths, i),
                      in_file + 1, error->message);
          return AK_CLI_EXIT_NO;
        }
      n_searched += ak_review_get_n_searched (review);
      change = ak_review_apply (review, game, &error);
      g_assert_no_error (error);  /* the game is the record reviewed */
      ak_game_update_record (game, record);
      print_summary (summary, review, record, i + 1, games->len);
      if (deeper)
        g_string_append_printf (summary, "Looked deeper at %u %s: %u %s changed\n",
                                ak_review_get_n_marked (review),
                                ak_review_get_n_marked (review) == 1 ? "move" : "moves",
                                ak_review_get_n_marks_changed (review),
                                ak_review_get_n_marks_changed (review) == 1 ? "mark" : "marks");
      g_ptr_array_add (reviewed, g_steal_pointer (&game));
    }
  if (progress.shown)
    g_printerr ("\n");
  g_string_append_printf (summary, "%u %s searched in %.1f s\n", n_searched,
                          n_searched == 1 ? "position" : "positions",
                          (g_get_monotonic_time () - start) / 1e6);

  /* One report on all the games: a game's, or a match's. */
  report = ak_review_report_new ((AkGame **) reviewed->pdata, reviewed->len,
                                 review_options.thresholds);
  report_text = dup_report (report, report_path);
  if (report_path == NULL)
    {
      g_string_append_c (summary, '\n');
      g_string_append (summary, report_text);
    }

  written = ak_notation_write (games);
  if (out_path == NULL)
    {
      g_printerr ("%s", summary->str);
      ok = ak_cli_write (written, strlen (written));
    }
  /* Written beside and renamed over: a failure leaves the old file. */
  else if (!g_file_set_contents (out_path, written, -1, &error))
    {
      g_printerr ("%s: %s\n", out_path, error->message);
      return AK_CLI_EXIT_NO;
    }
  else
    ok = ak_cli_write (summary->str, summary->len);

  /* The report last, once the reviewed games are safe. */
  if (report_path != NULL && !g_file_set_contents (report_path, report_text, -1, &error))
    {
      g_printerr ("%s: the report could not be written: %s (the reviewed games were "
                  "written %s)\n", report_path, error->message,
                  out_path != NULL ? "to the --out file" : "to standard output");
      return AK_CLI_EXIT_NO;
    }
  return ok ? AK_CLI_EXIT_OK : AK_CLI_EXIT_NO;
}
