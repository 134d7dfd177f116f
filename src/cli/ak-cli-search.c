/* ak-cli-search.c — adji-kui-cli analyse and selfplay
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ak-cli.h"
#include "ak-model.h"

static char *
move_text (int move)
{
  if (move == AK_MOVE_PASS)
    return g_strdup ("--");
  if (move == AK_MOVE_NONE)
    return g_strdup ("none");
  return g_strdup_printf ("%c", ak_hole_to_char (move));
}

static void
print_iteration (const AkSearchResult *result,
                 gpointer              user_data)
{
  g_autofree char *score = ak_value_format (result->kind, result->score, result->lower,
                                            result->upper);
  GString *line = g_string_new (NULL);
  double seconds = result->elapsed_us / 1e6;

  g_string_append_printf (line, "depth %u score %s nodes %" G_GUINT64_FORMAT " nps %.0f pv",
                          result->depth, score, result->nodes,
                          seconds > 0 ? result->nodes / seconds : 0.0);
  for (guint i = 0; i < result->pv_length; i++)
    {
      g_autofree char *move = move_text (result->pv[i]);

      g_string_append_printf (line, " %s", move);
    }
  g_print ("%s\n", line->str);
  ak_cli_flush ();
  g_string_free (line, TRUE);
}

/* What a value is worth, in one word: proved, bounds or estimate. */
static const char *
value_kind_word (AkValueKind kind)
{
  switch (kind)
    {
    case AK_VALUE_PROVED:
      return "proved";
    case AK_VALUE_BOUNDED:
      return "bounds";
    case AK_VALUE_ESTIMATE:
    default:
      return "estimate";
    }
}

/* The endgame tables for the game's rules and owners: from --tables DIR,
 * else from the app's folder if it is there.  Returns FALSE if DIR was
 * named and cannot be read. */
static gboolean
load_tables (const char       *dir_option,
             const AkRules    *rules,
             const AkPosition *pos,
             AkTables        **tables,
             int              *status)
{
  g_autofree char *dir = NULL;
  g_autofree char *levels = NULL;
  AkTablesKey key;

  *tables = NULL;
  dir = dir_option != NULL ? g_strdup (dir_option) : ak_cli_tables_default_dir ();
  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      if (dir_option == NULL)
        return TRUE;
      g_printerr ("%s: not a folder of endgame tables\n", dir);
      *status = AK_CLI_EXIT_NO;
      return FALSE;
    }
  ak_tables_key_init (&key, rules, pos->owners);
  *tables = ak_cli_tables_load (dir, &key, &levels);
  if (*tables != NULL)
    g_printerr ("endgame tables: levels %s from %s\n", levels, dir);
  else if (dir_option != NULL)
    g_printerr ("%s: no endgame tables for these rules and owners\n", dir);
  return TRUE;
}

/* The game to analyse: a position, or the end of a file's main line. */
static AkHistory *
load_game (const char          *command,
           const AkCliGameArgs *args,
           const char          *path,
           AkRules             *rules,
           int                 *status)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GPtrArray) games = NULL;
  AkNotationLocation location = { 0, };
  const char *text;
  const AkGameRecord *record;
  AkHistory *history;
  GPtrArray *path_nodes;
  AkPosition start;
  gsize length;

  if (path == NULL)
    {
      if (!ak_cli_setup_game (command, args, rules, &start, status))
        return NULL;
      return ak_history_new (rules, &start);
    }

  if (args->position != NULL || args->variant != NULL || args->rules != NULL)
    {
      *status = ak_cli_usage_error (command, "a FILE brings its own variant, rules and position");
      return NULL;
    }
  /* As validate reads: a regular file only, with the app's cap. */
  file = g_file_new_for_path (path);
  bytes = ak_file_read_bytes (file, AK_FILE_MAX_SIZE, NULL, &error);
  if (bytes == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      *status = AK_CLI_EXIT_NO;
      return NULL;
    }
  text = g_bytes_get_data (bytes, &length);
  games = ak_notation_read (text, (gssize) length, &location, &error);
  if (games == NULL)
    {
      g_printerr ("%s:%u:%u: %s\n", path, location.line, location.column, error->message);
      *status = AK_CLI_EXIT_NO;
      return NULL;
    }

  /* The last game of the file, replayed along its main line. */
  record = g_ptr_array_index (games, games->len - 1);
  *rules = record->rules;
  history = ak_history_new (rules, &record->start);
  path_nodes = g_ptr_array_new ();
  for (AkGameNode *node = ak_game_record_get_last_main_node (record); node->parent != NULL;
       node = node->parent)
    g_ptr_array_insert (path_nodes, 0, node);
  for (guint i = 0; i < path_nodes->len; i++)
    ak_history_play (history, ((AkGameNode *) g_ptr_array_index (path_nodes, i))->move, NULL, NULL);
  g_ptr_array_unref (path_nodes);
  return history;
}

int
ak_cli_analyse (int    argc,
                char **argv)
{
  g_auto(AkCliGameArgs) args = { NULL, };
  g_autoptr(GPtrArray) files = g_ptr_array_new ();
  g_autoptr(AkHistory) history = NULL;
  /* Before the search: the search lets go of the tables first. */
  g_autoptr(AkTables) tables = NULL;
  g_autoptr(AkSearch) search = NULL;
  g_autofree char *tables_dir = NULL;
  g_autofree char *depth_text = NULL;
  g_autofree char *time_text = NULL;
  g_autofree char *threads_text = NULL;
  g_autofree char *best = NULL;
  gboolean all = FALSE;
  gboolean no_tables = FALSE;
  guint n_cores = g_get_num_processors ();
  /* The help says how many cores "all" is on this machine. */
  g_autofree char *threads_help =
    g_strdup_printf ("search on N threads, 1 to %d (default 0: all cores, %u here)",
                     AK_SEARCH_MAX_THREADS, n_cores);
  const AkCliOption options[] = {
    { "--variant", "V", "adji-kui-1 or adji-kui-2 (default adji-kui-2)", &args.variant, NULL },
    { "--rules", "\"k=v …\"", "rule options", &args.rules, NULL },
    { "--position", "POS", "analyse this position (default the standard start)",
      &args.position, NULL },
    { "--depth", "N", "search to depth N", &depth_text, NULL },
    { "--time", "MS", "search for MS milliseconds (default 2000)", &time_text, NULL },
    { "--all", NULL, "the value of every legal move, not just the best", NULL, &all },
    { "--threads", "N", threads_help, &threads_text, NULL },
    { "--tables", "DIR", "probe the endgame tables in DIR (default the app's, if there)",
      &tables_dir, NULL },
    { "--no-tables", NULL, "search without endgame tables", NULL, &no_tables },
    { NULL, },
  };
  AkSearchLimits limits = { 0, };
  AkSearchResult result;
  AkRules rules;
  guint64 value;
  int status;

  if (!ak_cli_parse_options ("analyse", "[OPTION…] [FILE]",
                             "Searches the position (or the end of the main line of the last\n"
                             "game in FILE) and prints one line a completed iteration,\n"
                             "“depth D score S nodes N nps X pv MOVES”; with --all one line a\n"
                             "legal move, “move H score S KIND”; and last “bestmove H”.\n"
                             "Scores are in seeds, the final margin the side to move can\n"
                             "expect, and KIND says what one is worth: “proved” (a whole\n"
                             "number), “bounds” (a range L..U of whole numbers: the endgame\n"
                             "tables prove it lies there, and the repetition rule decides\n"
                             "where) or “estimate” (two decimals).  The endgame tables are\n"
                             "those of “adji-kui-cli tables build”.",
                             options, argc, argv, FALSE, files, &status))
    return status;
  if (files->len > 1)
    return ak_cli_usage_error ("analyse", "expected at most one FILE");
  if (tables_dir != NULL && no_tables)
    return ak_cli_usage_error ("analyse", "give --tables or --no-tables, not both");
  if (depth_text != NULL && time_text != NULL)
    return ak_cli_usage_error ("analyse", "give --depth or --time, not both");
  if (depth_text != NULL)
    {
      if (!g_ascii_string_to_unsigned (depth_text, 10, 1, AK_SEARCH_MAX_PLY - 2, &value, NULL))
        return ak_cli_usage_error ("analyse", "--depth must be a whole number from 1 to %d, "
                                   "not “%s”", AK_SEARCH_MAX_PLY - 2, ak_cli_quote (depth_text));
      limits.max_depth = (guint) value;
    }
  else if (time_text != NULL)
    {
      if (!g_ascii_string_to_unsigned (time_text, 10, 1, 24 * 3600 * 1000, &value, NULL))
        return ak_cli_usage_error ("analyse", "--time must be a number of milliseconds, "
                                   "not “%s”", ak_cli_quote (time_text));
      limits.max_time_us = (gint64) value * 1000;
    }
  else
    limits.max_time_us = 2000 * 1000;
  limits.n_threads = n_cores;
  if (threads_text != NULL)
    {
      if (!g_ascii_string_to_unsigned (threads_text, 10, 0, AK_SEARCH_MAX_THREADS, &value, NULL))
        return ak_cli_usage_error ("analyse", "--threads must be a whole number from 0 (all "
                                   "cores) to %d, not “%s”", AK_SEARCH_MAX_THREADS,
                                   ak_cli_quote (threads_text));
      if (value > 0)
        limits.n_threads = (guint) value;
    }
  limits.all_moves = all;
  limits.progress = print_iteration;

  history = load_game ("analyse", &args, files->len ? g_ptr_array_index (files, 0) : NULL,
                       &rules, &status);
  if (history == NULL)
    return status;

  if (!no_tables && !load_tables (tables_dir, &rules, ak_history_get_position (history),
                                  &tables, &status))
    return status;

  search = ak_search_new (64);
  if (tables != NULL)
    ak_search_set_tables (search, tables);
  if (!ak_search_run (search, &rules, history, &limits, &result))
    {
      if (ak_history_is_over (history) ||
          ak_position_status (ak_history_get_position (history), &rules) >= AK_STATUS_OVER_BOARD)
        g_printerr ("the game is over\n");
      g_print ("bestmove none\n");
      return AK_CLI_EXIT_OK;
    }

  if (all)
    for (guint i = 0; i < result.n_moves; i++)
      {
        g_autofree char *move = move_text (result.moves[i]);
        g_autofree char *score = ak_value_format (result.move_kind[i],
                                                  result.move_scores[i],
                                                  result.move_lower[i],
                                                  result.move_upper[i]);

        g_print ("move %s score %s %s\n", move, score, value_kind_word (result.move_kind[i]));
      }
  best = move_text (result.best_move);
  g_print ("bestmove %s\n", best);
  return AK_CLI_EXIT_OK;
}

/* -------------------------------------------------------------------------
 * selfplay
 */

typedef enum
{
  PLAYER_RANDOM,
  PLAYER_GREEDY,
  PLAYER_LEVEL,
  PLAYER_TIME,
} PlayerKind;

typedef struct
{
  PlayerKind  kind;
  guint       level;
  gint64      time_us;
  const char *name;
} Player;

static gboolean
parse_player (const char *text,
              Player     *player)
{
  guint64 value;

  player->name = text;
  if (g_strcmp0 (text, "random") == 0)
    player->kind = PLAYER_RANDOM;
  else if (g_strcmp0 (text, "greedy") == 0)
    player->kind = PLAYER_GREEDY;
  else if (g_str_has_prefix (text, "level") &&
           g_ascii_string_to_unsigned (text + 5, 10, AK_LEVEL_MIN, AK_LEVEL_MAX, &value, NULL))
    {
      player->kind = PLAYER_LEVEL;
      player->level = (guint) value;
    }
  else if (g_str_has_prefix (text, "time:") &&
           g_ascii_string_to_unsigned (text + 5, 10, 1, 3600 * 1000, &value, NULL))
    {
      player->kind = PLAYER_TIME;
      player->time_us = (gint64) value * 1000;
    }
  else
    return FALSE;
  return TRUE;
}

static int
choose (const Player    *player,
        AkSearch        *search,
        const AkRules   *rules,
        const AkHistory *history,
        AkRandom        *rng)
{
  const AkPosition *pos = ak_history_get_position (history);
  AkMoveList list;

  if (ak_position_legal_moves (pos, rules, &list) == 0)
    return AK_MOVE_NONE;

  switch (player->kind)
    {
    case PLAYER_RANDOM:
      return list.moves[ak_random_below (rng, list.n_moves)];

    case PLAYER_GREEDY:
      {
        guint best = 0, n_best = 0;
        guint8 candidates[AK_MAX_MOVES];

        for (guint i = 0; i < list.n_moves; i++)
          best = MAX (best, list.info[i].captured);
        for (guint i = 0; i < list.n_moves; i++)
          if (list.info[i].captured == best)
            candidates[n_best++] = list.moves[i];
        return candidates[ak_random_below (rng, n_best)];
      }

    case PLAYER_LEVEL:
      return ak_search_choose_move (search, rules, history, player->level, rng, NULL, NULL);

    case PLAYER_TIME:
    default:
      {
        AkSearchLimits limits = { 0, };
        AkSearchResult result;

        limits.max_time_us = player->time_us;
        if (!ak_search_run (search, rules, history, &limits, &result))
          return list.moves[0];
        return result.best_move;
      }
    }
}

static AkGameRecord *
record_game (const AkRules    *rules,
             const AkPosition *start,
             const GArray     *moves,
             const AkHistory  *history,
             const Player     *south,
             const Player     *north,
             guint             number)
{
  g_autoptr(AkHistory) replay = ak_history_new (rules, start);
  AkGameRecord *record = ak_game_record_new (rules, start);
  AkGameNode *node = record->root;
  g_autofree char *round = g_strdup_printf ("%u", number);
  guint totals[2];

  ak_game_record_set_tag (record, "Event", "adji-kui-cli selfplay");
  ak_game_record_set_tag (record, "Round", round);
  ak_game_record_set_tag (record, "South", south->name);
  ak_game_record_set_tag (record, "North", north->name);

  for (guint i = 0; i < moves->len; i++)
    {
      int move = g_array_index (moves, int, i);
      AkMoveInfo info;

      ak_history_play (replay, move, &info, NULL);
      node = ak_game_node_add_child (node, move, info.captured, ak_history_get_position (replay),
                                     ak_history_get_termination (replay));
    }

  g_free (record->result);
  if (ak_history_get_result (history, totals))
    {
      record->result = g_strdup_printf ("%u-%u", totals[AK_SOUTH], totals[AK_NORTH]);
      ak_game_record_set_tag (record, "Termination",
                              ak_termination_to_string (ak_history_get_termination (history)));
    }
  else
    record->result = g_strdup ("*");
  ak_game_record_set_tag (record, "Result", record->result);
  return record;
}

/* Whether @records fit in one AKN file by their moves; if not, says so
 * (nothing is written).  A game may last as many plies as a file holds
 * moves (the move limit), so a few long games can together hold more. */
static gboolean
check_file_moves (const char *out,
                  GPtrArray  *records)
{
  guint64 n_moves = 0;

  for (guint i = 0; i < records->len; i++)
    n_moves += ak_game_record_count_moves (g_ptr_array_index (records, i));
  if (n_moves <= AK_NOTATION_MAX_MOVES)
    return TRUE;
  g_printerr ("%s: the games hold %" G_GUINT64_FORMAT " moves, more than the %u a file may "
              "hold; nothing was written\n", out, n_moves, AK_NOTATION_MAX_MOVES);
  return FALSE;
}

/* --match: a whole match between two computer players, played at an
 * AkTable as the app plays it, the buyer's holes chosen by the engine. */

typedef struct
{
  GMainLoop *loop;
  AkTable   *table;
  guint      games;
  guint      idle_id;
  gboolean   failed;
} MatchRun;

static void
match_print_game (AkGame *game,
                  guint   number)
{
  guint totals[2];
  guint plies = 0;

  for (AkGameNode *node = ak_game_get_root (game);
       node->children != NULL && node->children->len > 0;
       node = g_ptr_array_index (node->children, 0))
    plies++;
  ak_position_division (ak_game_get_position (game), totals);
  g_print ("game %u: %u-%u %s (%u plies)\n", number, totals[AK_SOUTH], totals[AK_NORTH],
           ak_termination_to_string (ak_game_get_termination (game)), plies);
  ak_cli_flush ();
}

/* Starts the next game once the buyer's holes are chosen: at once when
 * nobody buys, else when the computer buyer's search is back. */
static gboolean
match_next_game_cb (gpointer user_data)
{
  MatchRun *run = user_data;
  g_autoptr(GError) error = NULL;

  run->idle_id = 0;
  if (ak_table_get_stage (run->table) != AK_TABLE_STAGE_REBUILDING ||
      ak_table_get_choosing (run->table))
    return G_SOURCE_REMOVE;
  if (!ak_table_start_next_game (run->table, &error))
    {
      g_printerr ("selfplay: the next game could not start: %s\n", error->message);
      run->failed = TRUE;
      g_main_loop_quit (run->loop);
    }
  return G_SOURCE_REMOVE;
}

static void
match_go_on_later (MatchRun *run)
{
  if (run->idle_id == 0)
    run->idle_id = g_idle_add (match_next_game_cb, run);
}

/* Every game's end is followed by the rebuild, as a player would go on. */
static void
match_stage_cb (AkTable    *table,
                GParamSpec *pspec,
                MatchRun   *run)
{
  switch (ak_table_get_stage (table))
    {
    case AK_TABLE_STAGE_GAME_OVER:
      match_print_game (ak_table_get_game (table), ++run->games);
      if (!ak_table_continue (table))
        {
          run->failed = TRUE;
          g_main_loop_quit (run->loop);
        }
      break;
    case AK_TABLE_STAGE_MATCH_OVER:
      match_print_game (ak_table_get_game (table), ++run->games);
      g_main_loop_quit (run->loop);
      break;
    case AK_TABLE_STAGE_REBUILDING:
      match_go_on_later (run);
      break;
    case AK_TABLE_STAGE_PLAYING:
    default:
      break;
    }
}

static void
match_choosing_cb (AkTable    *table,
                   GParamSpec *pspec,
                   MatchRun   *run)
{
  match_go_on_later (run);
}

static int
selfplay_match (const AkRules *rules,
                const Player  *south,
                const Player  *north,
                guint64        matches,
                const char    *out)
{
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
  guint wins[2] = { 0, 0 }, draws = 0;

  if (south->kind != PLAYER_LEVEL || north->kind != PLAYER_LEVEL)
    return ak_cli_usage_error ("selfplay", "--match plays computer levels only (level1…level5)");
  if (rules->match_end == AK_MATCH_END_RUIN && matches > 1)
    g_printerr ("selfplay: a match to a ruin may take long; --rules \"match-end=games:N\" "
                "bounds it\n");

  for (guint m = 0; m < matches; m++)
    {
      g_autofree char *name = g_strdup_printf ("selfplay %u", m + 1);
      g_autoptr(AkMatch) match = ak_match_new (rules, name);
      g_autoptr(AkTable) table = ak_table_new ();
      g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
      g_autoptr(GPtrArray) records = NULL;
      MatchRun run = { loop, table, 0, 0, FALSE };
      int winner;

      ak_table_set_paused (table, TRUE);
      ak_table_set_match (table, match);
      ak_player_set_name (ak_table_get_player (table, AK_SOUTH), south->name);
      ak_player_set_name (ak_table_get_player (table, AK_NORTH), north->name);
      ak_player_set_computer_level (ak_table_get_player (table, AK_SOUTH), south->level);
      ak_player_set_computer_level (ak_table_get_player (table, AK_NORTH), north->level);
      g_signal_connect (table, "notify::stage", G_CALLBACK (match_stage_cb), &run);
      g_signal_connect (table, "notify::choosing", G_CALLBACK (match_choosing_cb), &run);
      ak_table_set_paused (table, FALSE);
      g_main_loop_run (loop);
      g_signal_handlers_disconnect_by_data (table, &run);
      g_clear_handle_id (&run.idle_id, g_source_remove);
      if (run.failed)
        return AK_CLI_EXIT_NO;

      winner = ak_match_get_winner (match);
      if (winner == AK_SIDE_NONE)
        draws++;
      else
        wins[winner]++;
      g_print ("match %u: %s after %u games; holes %u-%u\n", m + 1,
               winner == AK_SOUTH ? "south" : winner == AK_NORTH ? "north" : "drawn",
               ak_match_get_n_games (match), ak_match_get_holes (match, AK_SOUTH),
               ak_match_get_holes (match, AK_NORTH));
      ak_cli_flush ();

      records = ak_match_dup_records (match);
      for (guint i = 0; i < records->len; i++)
        g_ptr_array_add (all, g_steal_pointer (&records->pdata[i]));
    }

  if (out != NULL && all->len > AK_NOTATION_MAX_GAMES)
    {
      g_printerr ("%s: the matches played %u games, more than the %u a file may hold; "
                  "nothing was written\n", out, all->len, AK_NOTATION_MAX_GAMES);
      return AK_CLI_EXIT_NO;
    }
  if (out != NULL && !check_file_moves (out, all))
    return AK_CLI_EXIT_NO;
  if (out != NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = ak_notation_write (all);

      if (!g_file_set_contents (out, text, -1, &error))
        {
          g_printerr ("%s: %s\n", out, error->message);
          return AK_CLI_EXIT_NO;
        }
    }

  g_print ("score: south %u draws %u north %u\n", wins[AK_SOUTH], draws, wins[AK_NORTH]);
  return AK_CLI_EXIT_OK;
}

int
ak_cli_selfplay (int    argc,
                 char **argv)
{
  g_auto(AkCliGameArgs) args = { NULL, };
  g_autoptr(GPtrArray) positional = g_ptr_array_new ();
  g_autoptr(GPtrArray) records = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_game_record_free);
  g_autoptr(AkSearch) search = NULL;
  g_autofree char *south_text = NULL;
  g_autofree char *north_text = NULL;
  g_autofree char *games_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *out = NULL;
  gboolean match = FALSE;
  const AkCliOption options[] = {
    { "--south", "P", "South's player: random, greedy, level1…level5 or time:MS", &south_text, NULL },
    { "--north", "P", "North's player", &north_text, NULL },
    { "--games", "N", "games to play", &games_text, NULL },
    { "--variant", "V", "adji-kui-1 or adji-kui-2 (default adji-kui-2)", &args.variant, NULL },
    { "--rules", "\"k=v …\"", "rule options", &args.rules, NULL },
    { "--seed", "S", "random seed (default 1)", &seed_text, NULL },
    { "--out", "FILE.akn", "write the games to FILE.akn", &out, NULL },
    { "--match", NULL, "play N whole matches at a table, as the app does", NULL, &match },
    { NULL, },
  };
  Player south, north;
  AkRules rules;
  AkPosition start;
  AkRandom rng;
  guint64 games = 0, seed = 1;
  guint wins[2] = { 0, 0 }, draws = 0;
  int status;

  if (!ak_cli_parse_options ("selfplay", "--south P --north P --games N [OPTION…]",
                             "Plays N games between two players from the standard start; the\n"
                             "first two plies of each game are random, so openings vary.  The\n"
                             "same seed plays the same games (time-limited players aside).\n"
                             "Prints one line a game and last “score: south W draws D north L”.\n"
                             "With --match, N matches between two computer levels are played\n"
                             "through the app's table, holes bought by the engine, with one line\n"
                             "a game, one a match, and the score in matches.",
                             options, argc, argv, FALSE, positional, &status))
    return status;
  if (positional->len > 0)
    return ak_cli_usage_error ("selfplay", "unexpected argument “%s”",
                               ak_cli_quote (g_ptr_array_index (positional, 0)));
  if (south_text == NULL || north_text == NULL || games_text == NULL)
    return ak_cli_usage_error ("selfplay", "--south, --north and --games are needed");
  if (!parse_player (south_text, &south))
    return ak_cli_usage_error ("selfplay", "unknown player “%s”",
                               ak_cli_quote (south_text));
  if (!parse_player (north_text, &north))
    return ak_cli_usage_error ("selfplay", "unknown player “%s”",
                               ak_cli_quote (north_text));
  if (!g_ascii_string_to_unsigned (games_text, 10, 1, 1000000, &games, NULL))
    return ak_cli_usage_error ("selfplay", "--games must be a whole number from 1, not “%s”",
                               ak_cli_quote (games_text));
  if (out != NULL && !match && games > AK_NOTATION_MAX_GAMES)
    return ak_cli_usage_error ("selfplay", "--out holds at most %u games, the most a file may "
                               "hold", AK_NOTATION_MAX_GAMES);
  if (seed_text != NULL && !g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, NULL))
    return ak_cli_usage_error ("selfplay", "--seed must be a whole number, not “%s”",
                               ak_cli_quote (seed_text));
  if (args.position != NULL)
    return ak_cli_usage_error ("selfplay", "selfplay starts from the standard start");
  if (!ak_cli_setup_game ("selfplay", &args, &rules, &start, &status))
    return status;
  if (match)
    return selfplay_match (&rules, &south, &north, games, out);

  search = ak_search_new (64);
  ak_random_init (&rng, seed);

  for (guint g = 0; g < games; g++)
    {
      g_autoptr(AkHistory) history = ak_history_new (&rules, &start);
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (int));
      guint totals[2];

      while (!ak_history_is_over (history))
        {
          const Player *player = ak_history_get_position (history)->side == AK_SOUTH ? &south : &north;
          Player random_player = { PLAYER_RANDOM, 0, 0, "random" };
          int move;

          move = choose (moves->len < 2 ? &random_player : player, search, &rules, history, &rng);
          if (move == AK_MOVE_NONE || ak_history_play (history, move, NULL, NULL) != AK_VERDICT_LEGAL)
            {
              g_printerr ("selfplay: no legal move chosen in game %u\n", g + 1);
              return AK_CLI_EXIT_NO;
            }
          g_array_append_val (moves, move);
        }

      ak_history_get_result (history, totals);
      if (totals[AK_SOUTH] > totals[AK_NORTH])
        wins[AK_SOUTH]++;
      else if (totals[AK_NORTH] > totals[AK_SOUTH])
        wins[AK_NORTH]++;
      else
        draws++;
      g_print ("game %u: %u-%u %s (%u plies)\n", g + 1, totals[AK_SOUTH], totals[AK_NORTH],
               ak_termination_to_string (ak_history_get_termination (history)), moves->len);
      ak_cli_flush ();

      if (out != NULL)
        g_ptr_array_add (records, record_game (&rules, &start, moves, history, &south, &north,
                                               g + 1));
    }

  if (out != NULL && !check_file_moves (out, records))
    return AK_CLI_EXIT_NO;
  if (out != NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = ak_notation_write (records);

      if (!g_file_set_contents (out, text, -1, &error))
        {
          g_printerr ("%s: %s\n", out, error->message);
          return AK_CLI_EXIT_NO;
        }
    }

  g_print ("score: south %u draws %u north %u\n", wins[AK_SOUTH], draws, wins[AK_NORTH]);
  return AK_CLI_EXIT_OK;
}
