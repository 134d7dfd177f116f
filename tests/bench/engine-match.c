/* engine-match.c — two computer players against each other: how much
 * stronger one evaluation or level is than another
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   engine-match [--variant V] [--games N] [--seed S] PLAYER PLAYER
 *
 * A PLAYER is a comma-separated list:
 *   eval=learned|classic   the evaluation at the horizon (default learned)
 *   depth=D                search D plies
 *   time=MS                search MS milliseconds a move
 *   noise=N                blur each move's value by up to N hundredths of
 *                          a seed and play the best blurred one
 *   random=P               play a random move P % of the time
 *   level=L                play as ak_search_choose_move() at level L
 *   random                 a random legal move
 *   greedy                 the move that captures most now (ties at random)
 *
 * Games come in pairs from the same opening (2 to 8 random plies from the
 * start, by the seed): in one the first player moves first after the
 * opening, in the other the second does.  Prints the first player's
 * wins, draws and losses, its score (a draw is half a win) with a 95 %
 * interval, and each searching player's nodes a second and mean depth.
 * Timed players depend on the machine's load: say it with the numbers.
 */

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ak-engine.h"

typedef enum
{
  PLAYER_SEARCH,
  PLAYER_LEVEL,
  PLAYER_RANDOM,
  PLAYER_GREEDY,
} PlayerKind;

typedef struct
{
  const char          *spec;
  PlayerKind           kind;
  gboolean             classic;
  guint                depth;
  gint64               time_us;
  guint                level;
  int                  noise;
  guint                random_percent;
  AkSearch            *search;
  AkRandom             rng;
  guint64              nodes;
  gint64               elapsed_us;
  guint64              depth_sum;
  guint64              searches;
} Player;

static gboolean
parse_player (const char *spec,
              Player     *player)
{
  g_auto(GStrv) parts = g_strsplit (spec, ",", -1);

  memset (player, 0, sizeof *player);
  player->spec = spec;
  player->kind = PLAYER_SEARCH;
  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *p = parts[i];
      guint64 value;

      if (strcmp (p, "eval=learned") == 0)
        player->classic = FALSE;
      else if (strcmp (p, "eval=classic") == 0)
        player->classic = TRUE;
      else if (g_str_has_prefix (p, "depth=") &&
               g_ascii_string_to_unsigned (p + 6, 10, 1, 60, &value, NULL))
        player->depth = (guint) value;
      else if (g_str_has_prefix (p, "time=") &&
               g_ascii_string_to_unsigned (p + 5, 10, 1, 60000, &value, NULL))
        player->time_us = (gint64) value * 1000;
      else if (g_str_has_prefix (p, "noise=") &&
               g_ascii_string_to_unsigned (p + 6, 10, 0, 10000, &value, NULL))
        player->noise = (int) value;
      else if (g_str_has_prefix (p, "random=") &&
               g_ascii_string_to_unsigned (p + 7, 10, 0, 100, &value, NULL))
        player->random_percent = (guint) value;
      else if (g_str_has_prefix (p, "level=") &&
               g_ascii_string_to_unsigned (p + 6, 10, AK_LEVEL_MIN, AK_LEVEL_MAX, &value, NULL))
        {
          player->kind = PLAYER_LEVEL;
          player->level = (guint) value;
        }
      else if (strcmp (p, "random") == 0)
        player->kind = PLAYER_RANDOM;
      else if (strcmp (p, "greedy") == 0)
        player->kind = PLAYER_GREEDY;
      else
        {
          g_printerr ("engine-match: “%s” in player “%s” is not understood\n", p, spec);
          return FALSE;
        }
    }
  if (player->kind == PLAYER_SEARCH && player->depth == 0 && player->time_us == 0)
    {
      g_printerr ("engine-match: player “%s” needs depth= or time=\n", spec);
      return FALSE;
    }
  return TRUE;
}

static int
choose (Player          *player,
        const AkRules   *rules,
        const AkHistory *game)
{
  AkMoveList list;
  AkSearchResult result;

  switch (player->kind)
    {
    case PLAYER_RANDOM:
      ak_position_legal_moves (ak_history_get_position (game), rules, &list);
      return list.moves[ak_random_below (&player->rng, list.n_moves)];

    case PLAYER_GREEDY:
      {
        guint best = 0, n_best = 0;
        int choice = AK_MOVE_NONE;

        ak_position_legal_moves (ak_history_get_position (game), rules, &list);
        for (guint i = 0; i < list.n_moves; i++)
          {
            if (list.info[i].captured > best || i == 0)
              {
                best = list.info[i].captured;
                n_best = 0;
              }
            if (list.info[i].captured == best && ak_random_below (&player->rng, ++n_best) == 0)
              choice = list.moves[i];
          }
        return choice;
      }

    case PLAYER_LEVEL:
      {
        int move = ak_search_choose_move (player->search, rules, game, player->level,
                                          &player->rng, NULL, &result);

        player->nodes += result.nodes;
        player->elapsed_us += result.elapsed_us;
        player->depth_sum += result.depth;
        player->searches++;
        return move;
      }

    case PLAYER_SEARCH:
    default:
      {
        AkSearchLimits limits = { 0, };
        int best = G_MININT, choice;

        limits.max_depth = player->depth;
        limits.max_time_us = player->time_us;
        limits.all_moves = player->noise > 0;
        if (!ak_search_run (player->search, rules, game, &limits, &result))
          {
            ak_position_legal_moves (ak_history_get_position (game), rules, &list);
            return list.moves[0];
          }
        player->nodes += result.nodes;
        player->elapsed_us += result.elapsed_us;
        player->depth_sum += result.depth;
        player->searches++;
        if (player->random_percent > 0 && ak_random_below (&player->rng, 100) < player->random_percent)
          return result.moves[ak_random_below (&player->rng, result.n_moves)];
        if (player->noise == 0)
          return result.best_move;
        choice = result.best_move;
        for (guint i = 0; i < result.n_moves; i++)
          {
            int blurred = result.move_scores[i] - player->noise +
                          (int) ak_random_below (&player->rng, 2 * (guint) player->noise + 1);

            if (blurred > best)
              {
                best = blurred;
                choice = result.moves[i];
              }
          }
        return choice;
      }
    }
}

/* Plays one game; returns the first player's points times two (0, 1, 2). */
static int
play_game (Player           *players[2],
           const AkRules    *rules,
           const AkHistory  *opening,
           guint             first_mover)
{
  g_autoptr(AkHistory) game = ak_history_copy (opening);
  AkSide first_side = ak_history_get_position (game)->side;
  guint totals[2];
  int margin;

  while (!ak_history_is_over (game) && ak_history_get_n_plies (game) < 2000)
    {
      const AkPosition *pos = ak_history_get_position (game);
      guint who = pos->side == first_side ? first_mover : 1 - first_mover;
      int move = choose (players[who], rules, game);

      if (ak_history_play (game, move, NULL, NULL) != AK_VERDICT_LEGAL)
        g_error ("player “%s” chose an illegal move", players[who]->spec);
    }
  if (!ak_history_get_result (game, totals))
    ak_position_division (ak_history_get_position (game), totals);

  /* The first player's side: the side to move after the opening when it
   * moves first, the other one otherwise. */
  {
    AkSide side = first_mover == 0 ? first_side : AK_SIDE_OTHER (first_side);

    margin = (int) totals[side] - (int) totals[AK_SIDE_OTHER (side)];
  }
  return margin > 0 ? 2 : margin == 0 ? 1 : 0;
}

static void
print_player (const Player *player)
{
  if (player->searches == 0)
    return;
  printf ("  %-28s %.2f M nodes/s, mean depth %.1f, %.1f ms a move\n", player->spec,
          player->elapsed_us > 0 ? player->nodes / (double) player->elapsed_us : 0.0,
          player->depth_sum / (double) player->searches,
          player->elapsed_us / 1000.0 / (double) player->searches);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *variant_text = NULL;
  int games = 100, seed = 1;
  GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_text, "adji-kui-1 or adji-kui-2", "V" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "games, an even number (default 100)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "the seed of the openings (default 1)", "S" },
    { NULL, },
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("PLAYER PLAYER");
  g_autoptr(GError) error = NULL;
  Player a, b;
  Player *players[2] = { &a, &b };
  AkRules rules;
  AkRandom opening_rng;
  guint wins = 0, draws = 0, losses = 0;
  gint64 begin = g_get_monotonic_time ();
  double score, interval;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("engine-match: %s\n", error->message);
      return 2;
    }
  if (argc != 3 || games < 2)
    {
      g_printerr ("engine-match: give two players and at least 2 games (see --help)\n");
      return 2;
    }
  ak_rules_init (&rules);
  if (variant_text != NULL && !ak_variant_from_string (variant_text, &rules.variant))
    {
      g_printerr ("engine-match: --variant must be adji-kui-1 or adji-kui-2\n");
      return 2;
    }
  if (!parse_player (argv[1], &a) || !parse_player (argv[2], &b))
    return 2;

  for (guint i = 0; i < 2; i++)
    {
      players[i]->search = ak_search_new (32);
      if (players[i]->classic)
        ak_search_set_weights (players[i]->search, rules.variant, NULL);
      ak_random_init (&players[i]->rng, (guint64) seed * 31 + i + 1);
    }
  ak_random_init (&opening_rng, (guint64) seed);

  for (int pair = 0; pair < games / 2; pair++)
    {
      AkPosition start;
      g_autoptr(AkHistory) opening = NULL;
      guint plies = 2 + ak_random_below (&opening_rng, 7);

      ak_position_init_start (&start, AK_SOUTH);
      opening = ak_history_new (&rules, &start);
      for (guint i = 0; i < plies && !ak_history_is_over (opening); i++)
        {
          AkMoveList list;

          ak_position_legal_moves (ak_history_get_position (opening), &rules, &list);
          ak_history_play (opening, list.moves[ak_random_below (&opening_rng, list.n_moves)],
                           NULL, NULL);
        }
      if (ak_history_is_over (opening))
        {
          pair--;
          continue;
        }

      for (guint first = 0; first < 2; first++)
        {
          int points = play_game (players, &rules, opening, first);

          if (points == 2)
            wins++;
          else if (points == 1)
            draws++;
          else
            losses++;
        }
    }

  score = (wins + draws * 0.5) / (wins + draws + losses);
  interval = 1.96 * sqrt (score * (1 - score) / (wins + draws + losses));
  printf ("%s: %s against %s: %u-%u-%u (win-draw-loss), score %.1f %% ± %.1f, %.0f s\n",
          ak_variant_to_string (rules.variant), a.spec, b.spec, wins, draws, losses,
          100 * score, 100 * interval, (g_get_monotonic_time () - begin) / 1e6);
  print_player (&a);
  print_player (&b);

  ak_search_free (a.search);
  ak_search_free (b.search);
  return 0;
}
