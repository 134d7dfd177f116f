/* ak-cli-starter.c — adji-kui-cli starter-deck: exercises for a new player
 * from the engine's self-play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The shipped deck, data/practice/starter-deck.akn, is this command's
 * output with its defaults:
 *
 *   adji-kui-cli starter-deck --output data/practice/starter-deck.akn
 *
 * (seed 1, 150 exercises a variant), and tests/cli checks that it still
 * makes the same bytes.  Everything follows from the seed: the searches
 * run on one thread to fixed depths (never to a time), each from an
 * emptied table, so the file is the same on every machine.
 *
 * How.  For each variant (Adji Kui II, then I) the engine plays itself
 * from varied openings (a few random plies, and now and then a random
 * move later, which leaves the other side something to punish).  Every
 * position reached is searched to AK_PRACTICE_STARTER_DEPTH plies with the
 * value of every move.  A position becomes an exercise when
 *
 *  - the right answers, every move within the review's ?! threshold
 *    (AK_REVIEW_INACCURACY_LOSS, 2 seeds) of the best, are one or two
 *    moves, and at least two legal moves are wrong;
 *  - every wrong move loses at least MARGIN (the review's ? threshold,
 *    4 seeds): one move is clearly best;
 *  - its theme is one of those below;
 *  - the same board with the same side to move is not in the deck yet;
 *  - searches of AK_PRACTICE_STARTER_APP_DEPTH plies (the depth at which
 *    the app checks an answer) and AK_PRACTICE_STARTER_CHECK_DEPTH plies
 *    find exactly the same right answers, so that the app agrees with the
 *    deck and the test that checks the deck deeper passes by
 *    construction.
 *
 * The theme (ak-practice-starter.h) comes from the best move's sowing and
 * from the motif (ak-motifs.h) that the review would give the tempting
 * wrong move, the wrong move that looks best one ply deep:
 *
 *  - the best move captures: in II a casa in its first lap (casa) or at
 *    the end of a relay (relay); in I one hole (capture) or a chain;
 *  - else the tempting move lets the opponent capture at once (the motifs
 *    "allows capture" and "gives casa" at the reply): stop-casa or
 *    stop-capture when the opponent already threatens a capture before
 *    the move, safe when the threat is one the wrong move makes;
 *  - else the best line captures at the mover's next move and the
 *    tempting one does not ("misses capture" two plies on): set-up;
 *  - otherwise there is no theme and no exercise.
 *
 * The tag endgame is added when at most AK_MOTIF_ENDGAME_SEEDS seeds are
 * on the board.  No theme takes more than THEME_SHARE percent of a
 * variant's exercises, so that they spread.
 *
 * The difficulty, 1 to 5, is measured: from the depth from which the
 * search's iterations always choose a right answer (Found), the number of
 * wrong moves that look right one ply deep (their one-ply value within
 * the threshold of the best right move's) and the length of the best
 * move's sowing, see difficulty().
 *
 * The file: one AKN game per exercise, with no moves, the position in the
 * Position tag, and the tags of ak-practice-starter.h: Theme, Difficulty,
 * Answers, BestScore, Values, Tempting, Found.  In each variant the
 * exercises come easiest first.
 */

#include "config.h"

#include <string.h>

#include "ak-cli.h"
#include "ak-practice-starter.h"
#include "ak-review.h"

#define DEFAULT_SEED        1
#define DEFAULT_PER_VARIANT 150
#define MAX_PER_VARIANT     1000
#define MAX_GAMES           2000      /* a variant, whatever the themes */
#define MAX_PLIES           300       /* of one self-play game */
#define THRESHOLD           AK_REVIEW_INACCURACY_LOSS
#define MARGIN              AK_REVIEW_MISTAKE_LOSS
#define MAX_RIGHT           2
#define THEME_SHARE         35        /* percent */
#define N_VARIANTS          2

typedef enum
{
  THEME_NONE = -1,
  THEME_CASA,
  THEME_RELAY,
  THEME_STOP_CASA,
  THEME_CAPTURE,
  THEME_CHAIN,
  THEME_STOP_CAPTURE,
  THEME_SAFE,
  THEME_SET_UP,
  N_THEMES,
} Theme;

static const char * const theme_keys[N_THEMES] = {
  AK_PRACTICE_THEME_CASA,
  AK_PRACTICE_THEME_RELAY,
  AK_PRACTICE_THEME_STOP_CASA,
  AK_PRACTICE_THEME_CAPTURE,
  AK_PRACTICE_THEME_CHAIN,
  AK_PRACTICE_THEME_STOP_CAPTURE,
  AK_PRACTICE_THEME_SAFE,
  AK_PRACTICE_THEME_SET_UP,
};

/* Every legal move of a position and its value, best first. */
typedef struct
{
  guint    n_moves;
  guint8   moves[AK_MAX_MOVES];
  int      scores[AK_MAX_MOVES];
  gboolean exact[AK_MAX_MOVES];
  int      shallow[AK_MAX_MOVES];   /* one ply deep */
  guint    n_right;
  guint    found;                   /* the depth from which the iterations'
                                     * best move is always right */
  guint    pv_length;
  guint8   pv[AK_SEARCH_MAX_PV];
} Values;

typedef struct
{
  AkPosition position;
  Values     values;
  Theme      theme;
  gboolean   endgame;
  int        tempting;
  guint      n_tempting;
  guint      difficulty;
  guint      index;     /* in the order found */
} Exercise;

typedef struct
{
  guint64 seed;
  guint   per_variant;
} StarterOptions;

typedef struct
{
  guint games;
  guint positions;
  guint candidates;     /* clear at the first depth */
  guint unthemed;
  guint full;           /* their theme had its share already */
  guint duplicates;
  guint disagreed;      /* the deeper search found other answers */
  guint themes[N_THEMES];
  guint difficulties[6];
} Stats;

/* What the iterations of one search chose, for the difficulty. */
typedef struct
{
  guint8   best[AK_SEARCH_MAX_PLY + 1];
  int      shallow[AK_MAX_MOVES];
  gboolean has_shallow;
} Iterations;

static void
iteration_cb (const AkSearchResult *result,
              gpointer              user_data)
{
  Iterations *iterations = user_data;

  if (result->depth <= AK_SEARCH_MAX_PLY && result->best_move != AK_MOVE_NONE)
    iterations->best[result->depth] = (guint8) result->best_move;
  if (result->depth == 1)
    {
      memcpy (iterations->shallow, result->move_scores, sizeof iterations->shallow);
      iterations->has_shallow = TRUE;
    }
}

/* Searches @pos alone, to @depth, for the value of every move; fills
 * @values in the order best first (the search's best move first, then by
 * value, then by hole).  Returns FALSE if the position has no choice. */
static gboolean
search_values (AkSearch         *search,
               const AkRules    *rules,
               const AkPosition *pos,
               guint             depth,
               Values           *values)
{
  g_autoptr(AkHistory) history = ak_history_new (rules, pos);
  AkSearchLimits limits = { 0, };
  AkSearchResult result;
  Iterations iterations = { { 0, }, };
  guint order[AK_MAX_MOVES];
  int best;

  memset (values, 0, sizeof *values);
  if (ak_history_is_over (history))
    return FALSE;

  ak_search_clear (search);
  limits.max_depth = depth;
  limits.all_moves = TRUE;
  limits.n_threads = 1;
  limits.progress = iteration_cb;
  limits.user_data = &iterations;
  if (!ak_search_run (search, rules, history, &limits, &result) || result.n_moves < 2 ||
      result.best_move == AK_MOVE_NONE || result.best_move == AK_MOVE_PASS ||
      !iterations.has_shallow)
    return FALSE;

  for (guint i = 0; i < result.n_moves; i++)
    order[i] = i;
  /* Insertion sort: the best move first, then by value, then by hole. */
  for (guint a = 1; a < result.n_moves; a++)
    for (guint b = a; b > 0; b--)
      {
        guint x = order[b], y = order[b - 1];
        gboolean before;

        if (result.moves[y] == result.best_move)
          before = FALSE;
        else if (result.moves[x] == result.best_move)
          before = TRUE;
        else if (result.move_scores[x] != result.move_scores[y])
          before = result.move_scores[x] > result.move_scores[y];
        else
          before = result.moves[x] < result.moves[y];
        if (!before)
          break;
        order[b] = y;
        order[b - 1] = x;
      }

  values->n_moves = result.n_moves;
  for (guint i = 0; i < result.n_moves; i++)
    {
      values->moves[i] = result.moves[order[i]];
      values->scores[i] = result.move_scores[order[i]];
      values->exact[i] = result.move_kind[order[i]] == AK_VALUE_PROVED;
      values->shallow[i] = iterations.shallow[order[i]];
    }

  best = values->scores[0];
  for (guint i = 0; i < values->n_moves; i++)
    if (best - values->scores[i] < THRESHOLD)
      values->n_right++;

  values->found = 1;
  for (guint d = 1; d <= result.depth; d++)
    {
      gboolean right = FALSE;

      for (guint i = 0; i < values->n_moves; i++)
        if (iterations.best[d] == values->moves[i])
          right = best - values->scores[i] < THRESHOLD;
      if (!right)
        values->found = d + 1;
    }

  values->pv_length = result.pv_length;
  memcpy (values->pv, result.pv, result.pv_length);
  if (values->pv_length == 0)
    values->pv[values->pv_length++] = (guint8) result.best_move;
  return TRUE;
}

static gboolean
is_right (const Values *values,
          int           move)
{
  for (guint i = 0; i < values->n_right; i++)
    if (values->moves[i] == move)
      return TRUE;
  return FALSE;
}

/* Whether the right answers are few and every other move clearly worse. */
static gboolean
is_clear (const Values *values)
{
  if (values->n_right > MAX_RIGHT || values->n_moves < values->n_right + 2)
    return FALSE;
  for (guint i = values->n_right; i < values->n_moves; i++)
    if (values->scores[0] - values->scores[i] < MARGIN)
      return FALSE;
  return TRUE;
}

static gboolean
same_answers (const Values *a,
              const Values *b)
{
  if (a->n_right != b->n_right)
    return FALSE;
  for (guint i = 0; i < a->n_right; i++)
    if (!is_right (b, a->moves[i]))
      return FALSE;
  return TRUE;
}

/* The wrong move that looks best one ply deep: of equal looks, the better
 * one, then the first in the list. */
static int
find_tempting (const Values *values,
               guint        *n_tempting)
{
  int best_right = G_MININT;
  guint tempting = values->n_right;

  for (guint i = 0; i < values->n_right; i++)
    best_right = MAX (best_right, values->shallow[i]);

  *n_tempting = 0;
  for (guint i = values->n_right; i < values->n_moves; i++)
    {
      if (values->shallow[i] > best_right - THRESHOLD)
        (*n_tempting)++;
      if (values->shallow[i] > values->shallow[tempting])
        tempting = i;
    }
  return values->moves[tempting];
}

/* Whether the side not to move could capture, were it its turn. */
static gboolean
opponent_threatens (const AkPosition *pos,
                    const AkRules    *rules)
{
  AkPosition turned = *pos;
  AkMoveList list;

  turned.side = AK_SIDE_OTHER (pos->side);
  if (ak_position_legal_moves (&turned, rules, &list) == 0)
    return FALSE;
  for (guint i = 0; i < list.n_moves; i++)
    if (list.info[i].captured > 0)
      return TRUE;
  return FALSE;
}

/* The theme of @ex (its values and tempting move set), or THEME_NONE. */
static Theme
find_theme (AkSearch         *search,
            const AkRules    *rules,
            const Exercise   *ex)
{
  const Values *values = &ex->values;
  g_autoptr(AkHistory) history = ak_history_new (rules, &ex->position);
  g_autoptr(AkTrace) trace = ak_trace_new ();
  AkPosition after = ex->position;
  AkSearchLimits limits = { 0, };
  AkSearchResult reply;
  AkMotif motif;
  gboolean one = rules->variant == AK_VARIANT_ADJI_KUI_1;

  ak_position_play_traced (&after, rules, values->moves[0], trace);
  if (trace->captured > 0)
    {
      if (one)
        return trace->captures->len >= 2 ? THEME_CHAIN : THEME_CAPTURE;
      return ak_trace_get_n_laps (trace) >= 2 ? THEME_RELAY : THEME_CASA;
    }

  /* What the review would say of the tempting move: its line is the
   * best reply to it. */
  ak_history_play (history, ex->tempting, NULL, NULL);
  if (ak_history_is_over (history))
    return THEME_NONE;
  ak_search_clear (search);
  limits.max_depth = AK_PRACTICE_STARTER_DEPTH - 1;
  limits.n_threads = 1;
  if (!ak_search_run (search, rules, history, &limits, &reply))
    return THEME_NONE;
  ak_history_undo (history);
  ak_motif_find (history, ex->tempting, reply.pv, reply.pv_length,
                 values->pv, values->pv_length, &motif);

  switch (motif.kind)
    {
    case AK_MOTIF_ALLOWS_CAPTURE:
    case AK_MOTIF_GIVES_CASA:
      if (motif.ply != 1)
        return THEME_NONE;
      if (!opponent_threatens (&ex->position, rules))
        return THEME_SAFE;
      return one ? THEME_STOP_CAPTURE : THEME_STOP_CASA;
    case AK_MOTIF_MISSES_CAPTURE:
      return motif.ply == 2 ? THEME_SET_UP : THEME_NONE;
    case AK_MOTIF_NONE:
    case AK_MOTIF_REPETITION:
    case AK_MOTIF_NO_CAPTURE:
    case AK_MOTIF_GAME_END:
    case AK_MOTIF_EMPTIES_ROW:
    case AK_MOTIF_NO_MOVE:
    case AK_MOTIF_OWN_FOUR:
    case AK_MOTIF_LOSES_SEEDS:
    case AK_MOTIF_FEWER_SEEDS:
    case AK_MOTIF_LATER_CAPTURE:
    case AK_MOTIF_THREAT:
    default:
      return THEME_NONE;
    }
}

/* 1 to 5: one step up for each of: the search's iterations choose a
 * wrong move at 2 plies or more (Found >= 2), at 5 plies or more (Found >=
 * 5), one wrong move looks right one ply deep, two do, and the best move
 * is a long sowing to work out (in II three laps or more, in I eight
 * seeds or more). */
static guint
difficulty (const AkRules  *rules,
            const Exercise *ex)
{
  g_autoptr(AkTrace) trace = ak_trace_new ();
  AkPosition after = ex->position;
  guint sown = ex->position.holes[ex->values.moves[0]];
  gboolean long_sowing;
  guint d = 1;

  ak_position_play_traced (&after, rules, ex->values.moves[0], trace);
  if (rules->variant == AK_VARIANT_ADJI_KUI_2)
    long_sowing = ak_trace_get_n_laps (trace) >= 3;
  else
    long_sowing = sown >= 8;

  d += ex->values.found >= 2;
  d += ex->values.found >= 5;
  d += ex->n_tempting >= 1;
  d += ex->n_tempting >= 2;
  d += long_sowing;
  return MIN (d, 5);
}

/* The board and the side to move: two exercises that differ only in
 * the stores are the same exercise. */
static char *
board_key (const AkPosition *pos)
{
  AkPosition board = *pos;
  guint on_board = ak_position_seeds_on_board (pos);

  board.stores[AK_SOUTH] = (guint8) (AK_N_SEEDS - on_board);
  board.stores[AK_NORTH] = 0;
  board.banks[AK_SOUTH] = board.banks[AK_NORTH] = 0;
  return ak_position_to_string (&board);
}

/* Judges the position @game is at; adds it to @exercises if it makes
 * one.  @values gets its values at the generator's depth (n_moves 0 if
 * it has no choice), for the game to go on with. */
static void
consider (AkSearch         *search,
          const AkRules    *rules,
          const AkHistory  *game,
          GHashTable       *seen,
          GArray           *exercises,
          guint             per_variant,
          Stats            *stats,
          Values           *values)
{
  Exercise ex = { 0, };
  Values deeper;
  g_autofree char *key = NULL;
  guint cap = MAX (1, per_variant * THEME_SHARE / 100);

  ex.position = *ak_history_get_position (game);
  stats->positions++;
  if (!search_values (search, rules, &ex.position, AK_PRACTICE_STARTER_DEPTH, values))
    {
      values->n_moves = 0;
      return;
    }
  if (!is_clear (values))
    return;
  stats->candidates++;

  key = board_key (&ex.position);
  if (g_hash_table_contains (seen, key))
    {
      stats->duplicates++;
      return;
    }

  ex.values = *values;
  ex.tempting = find_tempting (&ex.values, &ex.n_tempting);
  ex.theme = find_theme (search, rules, &ex);
  if (ex.theme == THEME_NONE)
    {
      stats->unthemed++;
      return;
    }
  if (stats->themes[ex.theme] >= cap)
    {
      stats->full++;
      return;
    }

  if (!search_values (search, rules, &ex.position, AK_PRACTICE_STARTER_APP_DEPTH, &deeper) ||
      !same_answers (&ex.values, &deeper) ||
      !search_values (search, rules, &ex.position, AK_PRACTICE_STARTER_CHECK_DEPTH, &deeper) ||
      !same_answers (&ex.values, &deeper))
    {
      stats->disagreed++;
      return;
    }

  ex.endgame = ak_position_seeds_on_board (&ex.position) <= AK_MOTIF_ENDGAME_SEEDS;
  ex.difficulty = difficulty (rules, &ex);
  ex.index = exercises->len;
  stats->themes[ex.theme]++;
  stats->difficulties[ex.difficulty]++;
  g_hash_table_add (seen, g_steal_pointer (&key));
  g_array_append_val (exercises, ex);
}

/* Plays self-play games of @variant until it has its exercises. */
static GArray *
make_exercises (const StarterOptions *options,
                AkVariant             variant,
                Stats                *stats)
{
  g_autoptr(AkSearch) search = ak_search_new (AK_PRACTICE_STARTER_TABLE_MB);
  g_autoptr(GArray) exercises = g_array_new (FALSE, FALSE, sizeof (Exercise));
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  AkRandom rng;
  AkRules rules;
  gint64 begin = g_get_monotonic_time ();

  ak_rules_init (&rules);
  rules.variant = variant;
  ak_random_init (&rng, options->seed * 1000003u + (guint64) variant);

  for (guint g = 0; g < MAX_GAMES && exercises->len < options->per_variant; g++)
    {
      AkPosition start;
      g_autoptr(AkHistory) game = NULL;
      guint opening;

      ak_position_init_start (&start, g % 2 == 0 ? AK_SOUTH : AK_NORTH);
      game = ak_history_new (&rules, &start);
      stats->games++;

      /* Varied openings: 2 to 9 random plies. */
      opening = 2 + ak_random_below (&rng, 8);
      for (guint i = 0; i < opening && !ak_history_is_over (game); i++)
        {
          AkMoveList list;

          if (ak_position_legal_moves (ak_history_get_position (game), &rules, &list) == 0)
            break;
          ak_history_play (game, list.moves[ak_random_below (&rng, list.n_moves)], NULL, NULL);
        }

      while (!ak_history_is_over (game) && ak_history_get_n_plies (game) < MAX_PLIES &&
             exercises->len < options->per_variant)
        {
          AkMoveList list;
          Values values;
          int move;

          if (ak_position_legal_moves (ak_history_get_position (game), &rules, &list) == 0)
            break;
          if (list.n_moves == 1)
            {
              ak_history_play (game, list.moves[0], NULL, NULL);
              continue;
            }
          consider (search, &rules, game, seen, exercises, options->per_variant, stats, &values);

          /* One move in six at random, so that the other side has
           * something to punish; else the best. */
          if (values.n_moves == 0 || ak_random_below (&rng, 6) == 0)
            move = list.moves[ak_random_below (&rng, list.n_moves)];
          else
            move = values.moves[0];
          ak_history_play (game, move, NULL, NULL);
        }

      if ((g + 1) % 10 == 0)
        g_printerr ("starter-deck %s: %u games, %u exercises, %.1f s\n",
                    ak_variant_to_string (variant), g + 1, exercises->len,
                    (g_get_monotonic_time () - begin) / (double) G_USEC_PER_SEC);
    }
  return g_steal_pointer (&exercises);
}

static int
compare_exercises (gconstpointer a,
                   gconstpointer b)
{
  const Exercise *x = a, *y = b;

  if (x->difficulty != y->difficulty)
    return x->difficulty < y->difficulty ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

static char *
format_value (const Values *values,
              guint         i)
{
  return ak_value_format_score (values->scores[i], values->exact[i]);
}

/* One exercise as an AKN game, numbered @number in the file; the
 * Annotator tag says how it was made. */
static char *
write_exercise (const AkRules  *rules,
                const Exercise *ex,
                const char     *annotator,
                guint           number)
{
  const Values *values = &ex->values;
  g_autoptr(AkGameRecord) record = ak_game_record_new (rules, &ex->position);
  g_autoptr(GString) answers = g_string_new (NULL);
  g_autoptr(GString) all = g_string_new (NULL);
  g_autofree char *round = g_strdup_printf ("%u", number);
  g_autofree char *themes = NULL;
  g_autofree char *best = format_value (values, 0);
  char level[2] = { (char) ('0' + ex->difficulty), '\0' };
  char tempting[2] = { ak_hole_to_char (ex->tempting), '\0' };
  char found[16];

  for (guint i = 0; i < values->n_moves; i++)
    {
      g_autofree char *value = format_value (values, i);

      if (i < values->n_right)
        g_string_append_printf (answers, "%s%c", i > 0 ? " " : "",
                                ak_hole_to_char (values->moves[i]));
      g_string_append_printf (all, "%s%c %s", i > 0 ? ", " : "",
                              ak_hole_to_char (values->moves[i]), value);
    }
  themes = g_strconcat (theme_keys[ex->theme], ex->endgame ? "," : "",
                        ex->endgame ? AK_PRACTICE_THEME_ENDGAME : "", NULL);
  g_snprintf (found, sizeof found, "%u", values->found);

  ak_game_record_set_tag (record, "Event", "Adji Kui starter deck");
  ak_game_record_set_tag (record, "Round", round);
  ak_game_record_set_tag (record, "Annotator", annotator);
  ak_game_record_set_tag (record, AK_PRACTICE_STARTER_TAG_THEME, themes);
  ak_game_record_set_tag (record, AK_PRACTICE_STARTER_TAG_DIFFICULTY, level);
  ak_game_record_set_tag (record, AK_PRACTICE_STARTER_TAG_ANSWERS, answers->str);
  ak_game_record_set_tag (record, AK_PRACTICE_STARTER_TAG_BEST_SCORE, best);
  ak_game_record_set_tag (record, AK_PRACTICE_STARTER_TAG_VALUES, all->str);
  ak_game_record_set_tag (record, AK_PRACTICE_STARTER_TAG_TEMPTING, tempting);
  ak_game_record_set_tag (record, AK_PRACTICE_STARTER_TAG_FOUND, found);
  return ak_notation_write_game (record);
}

static void
report (AkVariant    variant,
        const Stats *stats,
        guint        n,
        gint64       elapsed_us)
{
  g_autoptr(GString) themes = g_string_new (NULL);

  for (guint t = 0; t < N_THEMES; t++)
    if (stats->themes[t] > 0)
      g_string_append_printf (themes, " %s %u", theme_keys[t], stats->themes[t]);
  g_printerr ("starter-deck %s: %u exercises from %u games, %u positions in %.1f s\n"
              "  %u clear at depth %d: %u the same board again, %u without a theme,\n"
              "  %u of a theme with its share, %u otherwise at depth %d or %d\n"
              "  themes:%s\n  difficulty 1-5: %u %u %u %u %u\n",
              ak_variant_to_string (variant), n, stats->games, stats->positions,
              elapsed_us / (double) G_USEC_PER_SEC, stats->candidates,
              AK_PRACTICE_STARTER_DEPTH, stats->duplicates, stats->unthemed, stats->full,
              stats->disagreed, AK_PRACTICE_STARTER_APP_DEPTH, AK_PRACTICE_STARTER_CHECK_DEPTH,
              themes->str,
              stats->difficulties[1], stats->difficulties[2], stats->difficulties[3],
              stats->difficulties[4], stats->difficulties[5]);
}

int
ak_cli_starter_deck (int    argc,
                     char **argv)
{
  g_autofree char *seed = NULL, *per_variant = NULL, *output = NULL;
  g_autoptr(GPtrArray) positional = g_ptr_array_new ();
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) annotator = NULL;
  const AkCliOption options[] = {
    { "--seed", "N", "the random seed of the self-play (default 1)", &seed, NULL },
    { "--per-variant", "N", "exercises for each variant (default 150)", &per_variant, NULL },
    { "--output", "FILE", "write the deck there (default standard output)", &output, NULL },
    { NULL, },
  };
  static const AkVariant variants[N_VARIANTS] = { AK_VARIANT_ADJI_KUI_2, AK_VARIANT_ADJI_KUI_1 };
  StarterOptions starter = { DEFAULT_SEED, DEFAULT_PER_VARIANT };
  guint number = 0;
  guint64 value;
  int status;

  if (!ak_cli_parse_options ("starter-deck", "[OPTION…]",
                             "Plays the engine against itself in both variants and writes the\n"
                             "positions where one move is clearly best as AKN exercises: the\n"
                             "starter deck of practice.  The same options give the same output;\n"
                             "the app's deck is made with the defaults.  Progress goes to\n"
                             "standard error.",
                             options, argc, argv, FALSE, positional, &status))
    return status;
  if (positional->len != 0)
    return ak_cli_usage_error ("starter-deck", "takes no arguments, got “%s”",
                               ak_cli_quote (g_ptr_array_index (positional, 0)));
  if (seed != NULL)
    {
      if (!g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT32, &value, NULL))
        return ak_cli_usage_error ("starter-deck", "--seed must be a whole number from 0 to %u, "
                                   "not “%s”", G_MAXUINT32, ak_cli_quote (seed));
      starter.seed = value;
    }
  if (per_variant != NULL)
    {
      if (!g_ascii_string_to_unsigned (per_variant, 10, 1, MAX_PER_VARIANT, &value, NULL))
        return ak_cli_usage_error ("starter-deck", "--per-variant must be a whole number from 1 "
                                   "to %u, not “%s”", MAX_PER_VARIANT, ak_cli_quote (per_variant));
      starter.per_variant = (guint) value;
    }

  /* A folder that is not there is better said before the games. */
  if (output != NULL)
    {
      g_autofree char *folder = g_path_get_dirname (output);

      if (!g_file_test (folder, G_FILE_TEST_IS_DIR))
        {
          g_printerr ("adji-kui-cli starter-deck: could not write %s: there is no folder %s\n",
                      ak_cli_quote (output), ak_cli_quote (folder));
          return AK_CLI_EXIT_NO;
        }
    }

  annotator = g_string_new ("adji-kui-cli starter-deck");
  if (starter.seed != DEFAULT_SEED)
    g_string_append_printf (annotator, " --seed %" G_GUINT64_FORMAT, starter.seed);
  if (starter.per_variant != DEFAULT_PER_VARIANT)
    g_string_append_printf (annotator, " --per-variant %u", starter.per_variant);
  g_string_append_printf (annotator, " (depth %d, checked at %d and %d)",
                          AK_PRACTICE_STARTER_DEPTH, AK_PRACTICE_STARTER_APP_DEPTH,
                          AK_PRACTICE_STARTER_CHECK_DEPTH);

  for (guint v = 0; v < N_VARIANTS; v++)
    {
      Stats stats = { 0, };
      gint64 begin = g_get_monotonic_time ();
      g_autoptr(GArray) exercises = make_exercises (&starter, variants[v], &stats);
      AkRules rules;

      report (variants[v], &stats, exercises->len, g_get_monotonic_time () - begin);
      g_array_sort (exercises, compare_exercises);
      ak_rules_init (&rules);
      rules.variant = variants[v];
      for (guint i = 0; i < exercises->len; i++)
        {
          g_autofree char *text = write_exercise (&rules, &g_array_index (exercises, Exercise, i),
                                                  annotator->str, ++number);

          g_string_append (out, text);
          g_string_append_c (out, '\n');
        }
    }

  if (output == NULL)
    return ak_cli_write (out->str, out->len) ? AK_CLI_EXIT_OK : AK_CLI_EXIT_NO;

  {
    g_autoptr(GError) error = NULL;

    if (!g_file_set_contents (output, out->str, (gssize) out->len, &error))
      {
        g_printerr ("adji-kui-cli starter-deck: could not write %s: %s\n", ak_cli_quote (output),
                    error->message);
        return AK_CLI_EXIT_NO;
      }
  }
  return AK_CLI_EXIT_OK;
}
