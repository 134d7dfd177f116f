/* review-levels.c — the seeds each computer level loses a move, as a
 * review judges it: the table the review report's level estimate
 * compares a player with (src/model/ak-review-report.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   review-levels FILE…
 *
 * Reads reviewed games (adji-kui-cli review's output) in which the
 * computer played, each side named by its player as selfplay names it
 * ("level1" … "level5"), and sums each level's judged moves that had a
 * choice, leaving out the first two plies (selfplay plays them at
 * random).  Prints, per level, the games, the moves, the mean loss a move
 * and its spread between moves, the standard error of the mean (the
 * larger of the moves' and the games' one, as the report computes a
 * player's), and last the table's C rows.  tests/bench/review-levels.sh
 * plays and reviews the games.
 */

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ak-model.h"

/* selfplay plays the first two plies at random. */
#define RANDOM_PLIES 2

typedef struct
{
  guint   n_games;
  guint   n_moves;
  double  sum;
  double  sum_squares;
  GArray *game_sums;    /* double */
  GArray *game_counts;  /* guint */
} Level;

static guint
level_of (const char *name)
{
  if (name != NULL && g_str_has_prefix (name, "level") && name[5] >= '1' && name[5] <= '5' &&
      name[6] == '\0')
    return (guint) (name[5] - '0');
  return 0;
}

static void
add_game (Level  *levels,
          AkGame *game)
{
  g_autoptr(GArray) moves = ak_review_moves_collect (game);
  guint side_level[2] = {
    level_of (ak_game_get_south_name (game)),
    level_of (ak_game_get_north_name (game)),
  };

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      Level *level;
      double sum = 0;
      guint count = 0;

      if (side_level[side] == 0)
        continue;
      level = &levels[side_level[side] - 1];
      for (guint i = 0; i < moves->len; i++)
        {
          const AkReviewedMove *move = &g_array_index (moves, AkReviewedMove, i);

          if (move->side != side || move->forced || move->ply <= RANDOM_PLIES)
            continue;
          sum += move->loss;
          level->sum_squares += (double) move->loss * move->loss;
          count++;
        }
      if (count == 0)
        continue;
      g_array_append_val (level->game_sums, sum);
      g_array_append_val (level->game_counts, count);
      level->sum += sum;
      level->n_moves += count;
      level->n_games++;
    }
}

int
main (int    argc,
      char **argv)
{
  Level levels[AK_LEVEL_MAX];
  int means[AK_LEVEL_MAX], errors[AK_LEVEL_MAX];
  AkVariant variant = 0;

  if (argc < 2)
    {
      g_printerr ("usage: review-levels FILE…\n");
      return 2;
    }
  for (guint l = 0; l < AK_LEVEL_MAX; l++)
    {
      memset (&levels[l], 0, sizeof levels[l]);
      levels[l].game_sums = g_array_new (FALSE, FALSE, sizeof (double));
      levels[l].game_counts = g_array_new (FALSE, FALSE, sizeof (guint));
    }

  for (int a = 1; a < argc; a++)
    {
      g_autofree char *text = NULL;
      g_autoptr(GPtrArray) games = NULL;
      g_autoptr(GError) error = NULL;

      if (!g_file_get_contents (argv[a], &text, NULL, &error) ||
          (games = ak_notation_read (text, -1, NULL, &error)) == NULL)
        {
          g_printerr ("%s: %s\n", argv[a], error->message);
          return 1;
        }
      for (guint i = 0; i < games->len; i++)
        {
          g_autoptr(AkGame) game = ak_game_new_from_record (g_ptr_array_index (games, i));

          if (variant != 0 && ak_game_get_variant (game) != variant)
            {
              g_printerr ("%s: game %u: one variant at a time\n", argv[a], i + 1);
              return 1;
            }
          variant = ak_game_get_variant (game);
          add_game (levels, game);
        }
    }

  g_print ("level  games  moves  mean loss  sd/move  std error   (seeds)\n");
  for (guint l = 0; l < AK_LEVEL_MAX; l++)
    {
      Level *level = &levels[l];
      double n = level->n_moves;
      double mean = n > 0 ? level->sum / n : 0;
      double variance = n > 1 ? MAX (level->sum_squares - n * mean * mean, 0) / (n - 1) : 0;
      double moves_error = n > 0 ? sqrt (variance / n) : 0;
      double between = 0;

      for (guint i = 0; i < level->n_games; i++)
        {
          double residual = g_array_index (level->game_sums, double, i) -
                            g_array_index (level->game_counts, guint, i) * mean;

          between += residual * residual;
        }
      between = level->n_games > 1 ? sqrt (between * level->n_games / (level->n_games - 1)) / n
                                   : 0;
      means[l] = (int) lround (mean);
      errors[l] = (int) ceil (MAX (moves_error, between));
      g_print ("%5u  %5u  %5u  %9.2f  %7.2f  %9.2f\n", l + 1, level->n_games, level->n_moves,
               mean / AK_SCORE_SEED, sqrt (variance) / AK_SCORE_SEED,
               MAX (moves_error, between) / AK_SCORE_SEED);
      g_array_unref (level->game_sums);
      g_array_unref (level->game_counts);
    }
  g_print ("/* %s */\n{\n ", variant != 0 ? ak_variant_to_string (variant) : "?");
  for (guint l = 0; l < AK_LEVEL_MAX; l++)
    g_print (" { %d, %d },", means[l], errors[l]);
  g_print ("\n},\n");
  return 0;
}
