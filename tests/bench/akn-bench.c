/* akn-bench.c — how fast the AKN reader reads, replays and checks a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   akn-bench [--games N] [--seed S] [--variant V] [--runs R]
 *   akn-bench [--runs R] FILE [FILE…]
 *
 * Without FILE, generates a random match of N games and one of 10 N games
 * in memory (akn-random-match.c), checks that each reads back to the games
 * written, and times ak_notation_read() on both: moves per second, and how
 * the time grows with the file (it should grow ten times).  With FILEs,
 * times reading each; with two, compares them the same way.
 *
 * Each time is the best of R runs, in processor time (the wall-clock time
 * is shown too), as this measures the code, not the machine's other load.  Targets: at least 1 000 000 moves read, replayed
 * and checked per second, and a tenfold time for a tenfold file.
 */

#include "config.h"

#include <string.h>
#include <time.h>

#include "ak-notation.h"
#include "ak-rules.h"

#include "akn-random-match.h"

#define TARGET_MOVES_PER_SECOND 1000000.0
/* How much more the 10x file may cost per move than the 1x file. */
#define TARGET_LINEARITY_SLACK  1.25

typedef struct
{
  char   *label;
  char   *text;
  gsize   length;
  guint   games;
  guint   moves;
  double  read_seconds;    /* best run, processor time */
  double  read_wall;       /* best run, wall-clock time */
  double  write_seconds;   /* best run, processor time */
} Sample;

static void
sample_free (Sample *sample)
{
  g_free (sample->label);
  g_free (sample->text);
  g_free (sample);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Sample, sample_free)

/* The processor time this process has used, in seconds: unlike the
 * wall clock, it does not count the time other programs on a busy machine
 * take from it. */
static double
cpu_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return (double) now.tv_sec + (double) now.tv_nsec / 1e9;
}

static guint
count_moves (GPtrArray *games)
{
  guint moves = 0;

  for (guint i = 0; i < games->len; i++)
    moves += ak_game_record_count_moves (g_ptr_array_index (games, i));
  return moves;
}

/* Reads the sample once, to check it reads and to count it. */
static gboolean
prepare (Sample  *sample,
         GError **error)
{
  g_autoptr(GPtrArray) games = NULL;
  AkNotationLocation location = { 0, };

  games = ak_notation_read (sample->text, (gssize) sample->length, &location, error);
  if (games == NULL)
    {
      g_prefix_error (error, "%s:%u:%u: ", sample->label, location.line, location.column);
      return FALSE;
    }
  sample->games = games->len;
  sample->moves = count_moves (games);
  sample->read_seconds = G_MAXDOUBLE;
  sample->read_wall = G_MAXDOUBLE;
  sample->write_seconds = G_MAXDOUBLE;
  return TRUE;
}

/* Times one read and one write of the sample, keeping the best times. */
static void
measure (Sample *sample)
{
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *written = NULL;
  gint64 wall;
  double cpu;

  wall = g_get_monotonic_time ();
  cpu = cpu_seconds ();
  games = ak_notation_read (sample->text, (gssize) sample->length, NULL, NULL);
  cpu = cpu_seconds () - cpu;
  wall = g_get_monotonic_time () - wall;
  g_assert (games != NULL);
  sample->read_seconds = MIN (sample->read_seconds, cpu);
  sample->read_wall = MIN (sample->read_wall, (double) wall / G_USEC_PER_SEC);

  cpu = cpu_seconds ();
  written = ak_notation_write (games);
  cpu = cpu_seconds () - cpu;
  sample->write_seconds = MIN (sample->write_seconds, cpu);
}

static void
print_header (void)
{
  g_print ("%-22s %6s %8s %9s %8s %8s %11s %7s %9s\n", "input", "games", "moves", "bytes",
           "read ms", "wall ms", "moves/s", "MB/s", "write ms");
}

static void
print_sample (const Sample *sample)
{
  g_print ("%-22s %6u %8u %9" G_GSIZE_FORMAT " %8.1f %8.1f %11.0f %7.1f %9.1f\n",
           sample->label, sample->games, sample->moves, sample->length,
           sample->read_seconds * 1000.0, sample->read_wall * 1000.0,
           sample->moves / sample->read_seconds,
           sample->length / sample->read_seconds / 1e6, sample->write_seconds * 1000.0);
}

static gboolean
print_speed_verdict (const Sample *sample)
{
  double speed = sample->moves / sample->read_seconds;
  gboolean ok = speed >= TARGET_MOVES_PER_SECOND;

  g_print ("speed %-16s %.2f million moves/s read, replayed and checked (target >= %.1f): %s\n",
           sample->label, speed / 1e6, TARGET_MOVES_PER_SECOND / 1e6, ok ? "PASS" : "MISS");
  return ok;
}

static gboolean
print_linearity (const Sample *small,
                 const Sample *large)
{
  double moves_ratio = (double) large->moves / small->moves;
  double read_ratio = large->read_seconds / small->read_seconds;
  double write_ratio = large->write_seconds / small->write_seconds;
  double per_move = read_ratio / moves_ratio;
  /* Only growing faster than the file is a miss: a large input often runs
   * a little faster per move, once caches and the allocator are warm. */
  gboolean ok = per_move <= TARGET_LINEARITY_SLACK;

  g_print ("linearity: %.2fx the games, %.2fx the moves, %.2fx the bytes\n",
           (double) large->games / small->games, moves_ratio,
           (double) large->length / small->length);
  g_print ("linearity: read time %.2fx (%.2fx per move; target <= %.2f): %s\n",
           read_ratio, per_move, TARGET_LINEARITY_SLACK, ok ? "PASS" : "MISS");
  g_print ("linearity: write time %.2fx (%.2fx per move; for information)\n",
           write_ratio, write_ratio / moves_ratio);
  return ok;
}

/* Generates a match in memory and checks that it reads back to the very
 * games written: the benchmark must time a successful read. */
static Sample *
generate (AkVariant   variant,
          guint       n_games,
          guint64     seed,
          GError    **error)
{
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) read = NULL;
  g_autoptr(Sample) sample = g_new0 (Sample, 1);
  AkNotationLocation location = { 0, };

  games = akn_random_match (variant, n_games, seed, error);
  if (games == NULL)
    return NULL;
  sample->label = g_strdup_printf ("%u-game match", n_games);
  sample->text = ak_notation_write (games);
  sample->length = strlen (sample->text);

  read = ak_notation_read (sample->text, (gssize) sample->length, &location, error);
  if (read == NULL)
    {
      g_prefix_error (error, "the generated %s does not read back: line %u, column %u: ",
                      sample->label, location.line, location.column);
      return NULL;
    }
  g_assert (read->len == games->len);
  for (guint i = 0; i < games->len; i++)
    if (!ak_game_record_equal (g_ptr_array_index (games, i), g_ptr_array_index (read, i)))
      g_error ("game %u of the generated %s reads back different", i + 1, sample->label);
  return g_steal_pointer (&sample);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GPtrArray) samples = g_ptr_array_new_with_free_func ((GDestroyNotify) sample_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *variant_name = NULL;
  AkVariant variant = AK_VARIANT_ADJI_KUI_2;
  gint64 seed = 1;
  int n_games = 1000;
  int runs = 7;
  gboolean ok = TRUE;
  const GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &n_games,
      "Games of the smaller generated match (default 1000; the larger has 10 N)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Random seed (default 1)", "S" },
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &variant_name,
      "adji-kui-1 or adji-kui-2 (default adji-kui-2)", "V" },
    { "runs", 'r', 0, G_OPTION_ARG_INT, &runs, "Timed runs; the best counts (default 7)", "R" },
    { NULL, },
  };

  context = g_option_context_new ("[FILE…] — time the AKN reader");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("akn-bench: %s\n", error->message);
      return 2;
    }
  if (runs < 1)
    {
      g_printerr ("akn-bench: --runs must be at least 1\n");
      return 2;
    }
  if (variant_name != NULL && !ak_variant_from_string (variant_name, &variant))
    {
      g_printerr ("akn-bench: --variant must be adji-kui-1 or adji-kui-2\n");
      return 2;
    }

  if (argc > 1)
    {
      for (int i = 1; i < argc; i++)
        {
          g_autoptr(Sample) sample = g_new0 (Sample, 1);

          sample->label = g_path_get_basename (argv[i]);
          if (!g_file_get_contents (argv[i], &sample->text, &sample->length, &error))
            {
              g_printerr ("akn-bench: %s\n", error->message);
              return 1;
            }
          g_ptr_array_add (samples, g_steal_pointer (&sample));
        }
    }
  else
    {
      guint sizes[2];

      if (n_games < 1 || n_games * 10 > AK_RULES_MAX_MATCH_GAMES)
        {
          g_printerr ("akn-bench: --games must be from 1 to %d (10 N games make one match)\n",
                      AK_RULES_MAX_MATCH_GAMES / 10);
          return 2;
        }
      sizes[0] = (guint) n_games;
      sizes[1] = (guint) n_games * 10;
      g_print ("generating random %s matches of %u and %u games, seed %" G_GINT64_FORMAT "...\n",
               ak_variant_to_string (variant), sizes[0], sizes[1], seed);
      for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
        {
          Sample *sample = generate (variant, sizes[i], (guint64) seed, &error);

          if (sample == NULL)
            {
              g_printerr ("akn-bench: %s\n", error->message);
              return 1;
            }
          g_ptr_array_add (samples, sample);
        }
    }

  for (guint i = 0; i < samples->len; i++)
    if (!prepare (g_ptr_array_index (samples, i), &error))
      {
        g_printerr ("akn-bench: %s\n", error->message);
        return 1;
      }
  /* The runs take turns between the inputs, so that a busy moment of the
   * machine does not fall on one input only. */
  for (int run = 0; run < runs; run++)
    for (guint i = 0; i < samples->len; i++)
      measure (g_ptr_array_index (samples, i));

  g_print ("ak_notation_read (read + replay + check) and ak_notation_write, best of %d runs;\n"
           "times are processor time (wall ms: the wall clock, for comparison);\n"
           "moves/s and MB/s are from the read time\n", runs);
  print_header ();
  for (guint i = 0; i < samples->len; i++)
    print_sample (g_ptr_array_index (samples, i));

  for (guint i = 0; i < samples->len; i++)
    ok &= print_speed_verdict (g_ptr_array_index (samples, i));
  if (samples->len == 2)
    ok &= print_linearity (g_ptr_array_index (samples, 0), g_ptr_array_index (samples, 1));
  g_print ("%s\n", ok ? "all targets met" : "some targets missed");

  return 0;
}
