/* ak-cli-train.c — adji-kui-cli train: fit the evaluation to self-play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays games of the engine against itself from varied openings (a few
 * random plies, and now and then a random move later), labels every
 * position with a deeper search's value and the game's final margin,
 * and fits the linear evaluation of ak-eval.c by least squares with a
 * small ridge.  Everything follows from the seed: the same options give
 * the same file, byte for byte.  The self-play and the labels use the
 * classic hand-set estimate, so the output does not depend on the
 * weights the program was built with.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "ak-cli.h"

#define MAX_GAMES   100000
#define MAX_DEPTH   16
#define MAX_PLIES   400
#define RIDGE       0.001   /* per position, added to the diagonal */
#define N_VARIANTS  2

typedef struct
{
  AkEvalFeatures features;
  int            search;     /* the search's value, hundredths of a seed */
  int            stores;     /* the mover's store less the opponent's */
  int            classic;    /* the classic estimate, for the report */
  AkSide         side;
} Sample;

typedef struct
{
  double   normal[AK_EVAL_N_FEATURES][AK_EVAL_N_FEATURES];
  double   rhs[AK_EVAL_N_FEATURES];
  guint64  n_samples;
  double   sum_square_label;
  /* For the report: how well the classic estimate predicts the labels. */
  double   classic_square_error;
} Fit;

static void
fit_add (Fit                  *fit,
         const AkEvalFeatures *f,
         double                label,
         double                classic)
{
  for (guint a = 0; a < f->n; a++)
    {
      double va = f->value[a];

      fit->rhs[f->index[a]] += va * label;
      for (guint b = 0; b < f->n; b++)
        fit->normal[f->index[a]][f->index[b]] += va * f->value[b];
    }
  fit->n_samples++;
  fit->sum_square_label += label * label;
  fit->classic_square_error += (classic - label) * (classic - label);
}

/* Solves (normal + ridge) w = rhs by Cholesky; the matrix is symmetric and,
 * with the ridge, positive definite. */
static gboolean
fit_solve (Fit    *fit,
           double *w)
{
  enum { N = AK_EVAL_N_FEATURES };
  g_autofree double (*l)[N] = g_malloc0 (sizeof (double[N][N]));
  double y[N];
  double ridge = RIDGE * (double) MAX (fit->n_samples, 1);

  for (guint i = 0; i < N; i++)
    for (guint j = 0; j <= i; j++)
      {
        double sum = fit->normal[i][j] + (i == j ? ridge : 0.0);

        for (guint k = 0; k < j; k++)
          sum -= l[i][k] * l[j][k];
        if (i == j)
          {
            if (sum <= 0.0)
              return FALSE;
            l[i][i] = sqrt (sum);
          }
        else
          l[i][j] = sum / l[j][j];
      }
  for (guint i = 0; i < N; i++)
    {
      double sum = fit->rhs[i];

      for (guint k = 0; k < i; k++)
        sum -= l[i][k] * y[k];
      y[i] = sum / l[i][i];
    }
  for (guint i = N; i-- > 0;)
    {
      double sum = y[i];

      for (guint k = i + 1; k < N; k++)
        sum -= l[k][i] * w[k];
      w[i] = sum / l[i][i];
    }
  return TRUE;
}

typedef struct
{
  guint    games;
  guint64  seed;
  guint    depth;
  guint    outcome_percent;
} TrainOptions;

/* Plays the games of one variant and adds their positions to @fit. */
static void
play_games (const TrainOptions *options,
            AkVariant           variant,
            Fit                *fit)
{
  g_autoptr(AkSearch) search = ak_search_new (16);
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (Sample));
  AkRules rules;
  gint64 begin = g_get_monotonic_time ();

  ak_rules_init (&rules);
  rules.variant = variant;
  ak_search_set_weights (search, variant, NULL);

  for (guint g = 0; g < options->games; g++)
    {
      g_autoptr(AkHistory) game = NULL;
      AkPosition start;
      AkRandom rng;
      guint opening, totals[2];

      ak_random_init (&rng, options->seed * 1000003u + (guint64) variant * 7919u + g);
      ak_position_init_start (&start, g % 2 == 0 ? AK_SOUTH : AK_NORTH);
      game = ak_history_new (&rules, &start);
      g_array_set_size (samples, 0);

      /* Varied openings: 2 to 10 random plies. */
      opening = 2 + ak_random_below (&rng, 9);
      for (guint i = 0; i < opening && !ak_history_is_over (game); i++)
        {
          AkMoveList list;

          if (ak_position_legal_moves (ak_history_get_position (game), &rules, &list) == 0)
            break;
          ak_history_play (game, list.moves[ak_random_below (&rng, list.n_moves)], NULL, NULL);
        }

      while (!ak_history_is_over (game) && ak_history_get_n_plies (game) < MAX_PLIES)
        {
          const AkPosition *pos = ak_history_get_position (game);
          AkSearchLimits limits = { 0, };
          AkSearchResult result;
          Sample sample;
          int move;

          limits.max_depth = options->depth;
          if (!ak_search_run (search, &rules, game, &limits, &result))
            break;

          ak_eval_features (pos, &rules, &sample.features);
          sample.side = pos->side;
          sample.stores = ((int) pos->stores[pos->side] - (int) pos->stores[AK_SIDE_OTHER (pos->side)]) *
                          AK_SCORE_SEED;
          sample.search = result.score - sample.stores;
          sample.classic = ak_eval_classic (pos, &rules);
          g_array_append_val (samples, sample);

          /* One move in ten at random, for positions the engine would
           * not reach by itself. */
          if (ak_random_below (&rng, 10) == 0)
            move = result.moves[ak_random_below (&rng, result.n_moves)];
          else
            move = result.best_move;
          ak_history_play (game, move, NULL, NULL);
        }

      if (!ak_history_get_result (game, totals))
        ak_position_division (ak_history_get_position (game), totals);

      for (guint i = 0; i < samples->len; i++)
        {
          const Sample *s = &g_array_index (samples, Sample, i);
          int margin = ((int) totals[s->side] - (int) totals[AK_SIDE_OTHER (s->side)]) * AK_SCORE_SEED;
          double outcome = margin - s->stores;
          double label = (s->search * (100.0 - options->outcome_percent) +
                          outcome * options->outcome_percent) / 100.0;

          fit_add (fit, &s->features, label, s->classic);
        }

      if ((g + 1) % 50 == 0 || g + 1 == options->games)
        g_printerr ("train %s: %u/%u games, %" G_GUINT64_FORMAT " positions, %.1f s\n",
                    ak_variant_to_string (variant), g + 1, options->games, fit->n_samples,
                    (g_get_monotonic_time () - begin) / (double) G_USEC_PER_SEC);
    }
}

/* The fit's root-mean-square error, from the normal equations:
 * |Xw - y|² = yᵀy − 2wᵀXᵀy + wᵀXᵀXw. */
static double
fit_rms (const Fit    *fit,
         const double *w)
{
  double sse = fit->sum_square_label;

  for (guint i = 0; i < AK_EVAL_N_FEATURES; i++)
    {
      double row = 0.0;

      for (guint j = 0; j < AK_EVAL_N_FEATURES; j++)
        row += fit->normal[i][j] * w[j];
      sse += w[i] * row - 2.0 * w[i] * fit->rhs[i];
    }
  return sqrt (MAX (sse, 0.0) / (double) MAX (fit->n_samples, 1));
}

static void
append_weights (GString      *out,
                AkVariant     variant,
                const double *w,
                const Fit    *fit)
{
  char name[64];
  const char *symbol = variant == AK_VARIANT_ADJI_KUI_1 ? "ak_eval_weights_adji_kui_1"
                                                        : "ak_eval_weights_adji_kui_2";
  char rms[32], classic[32];

  g_ascii_formatd (rms, sizeof rms, "%.2f", fit_rms (fit, w) / AK_SCORE_SEED);
  g_ascii_formatd (classic, sizeof classic, "%.2f",
                   sqrt (fit->classic_square_error / (double) MAX (fit->n_samples, 1)) / AK_SCORE_SEED);
  g_string_append_printf (out,
                          "\n/* %s: %" G_GUINT64_FORMAT " positions; the fit's error %s seeds "
                          "(root mean square),\n * the classic estimate's %s. */\n"
                          "const AkEvalWeights %s = {\n  .variant = %s,\n  .weights = {\n",
                          ak_variant_to_string (variant), fit->n_samples, rms, classic, symbol,
                          variant == AK_VARIANT_ADJI_KUI_1 ? "AK_VARIANT_ADJI_KUI_1"
                                                           : "AK_VARIANT_ADJI_KUI_2");
  for (guint i = 0; i < AK_EVAL_N_FEATURES; i++)
    {
      double scaled = w[i] * (1 << AK_EVAL_SHIFT);
      gint32 value = (gint32) CLAMP (lround (scaled), -(1 << 24), 1 << 24);

      g_string_append_printf (out, "    %7d, /* %3u %s */\n", value, i,
                              ak_eval_feature_name (i, name, sizeof name));
    }
  g_string_append (out, "  },\n};\n");
}

static gboolean
parse_number (const char *option,
              const char *text,
              guint64     min,
              guint64     max,
              guint64    *value,
              int        *status)
{
  if (g_ascii_string_to_unsigned (text, 10, min, max, value, NULL))
    return TRUE;
  *status = ak_cli_usage_error ("train", "%s must be a whole number from %" G_GUINT64_FORMAT
                                " to %" G_GUINT64_FORMAT ", not “%s”",
                                option, min, max, ak_cli_quote (text));
  return FALSE;
}

int
ak_cli_train (int    argc,
              char **argv)
{
  g_autofree char *games = NULL, *seed = NULL, *depth = NULL, *outcome = NULL, *output = NULL;
  g_autoptr(GPtrArray) positional = g_ptr_array_new ();
  g_autoptr(GString) out = g_string_new (NULL);
  const AkCliOption options[] = {
    { "--games", "N", "self-play games for each variant (default 400)", &games, NULL },
    { "--seed", "S", "the random seed of the openings and random moves (default 1)", &seed, NULL },
    { "--depth", "D", "the plies of the search that plays and labels (default 8)", &depth, NULL },
    { "--outcome", "P", "percent of the label from the game's final margin, the rest from the "
      "search (default 25)", &outcome, NULL },
    { "--output", "FILE", "write the C source there (default standard output)", &output, NULL },
    { NULL, },
  };
  static const AkVariant variants[N_VARIANTS] = { AK_VARIANT_ADJI_KUI_1, AK_VARIANT_ADJI_KUI_2 };
  TrainOptions train = { 400, 1, 8, 25 };
  guint64 value;
  int status;

  if (!ak_cli_parse_options ("train", "[OPTION…]",
                             "Plays the engine against itself in both variants, labels the\n"
                             "positions with a deeper search and the final margin, fits the\n"
                             "evaluation's weights by least squares and writes them as the C\n"
                             "source of src/engine/ak-eval-weights.c.  The same options give\n"
                             "the same output.  Progress goes to standard error.",
                             options, argc, argv, FALSE, positional, &status))
    return status;
  if (positional->len != 0)
    return ak_cli_usage_error ("train", "takes no arguments, got “%s”",
                               ak_cli_quote (g_ptr_array_index (positional, 0)));

  if (games != NULL)
    {
      if (!parse_number ("--games", games, 1, MAX_GAMES, &value, &status))
        return status;
      train.games = (guint) value;
    }
  if (seed != NULL)
    {
      if (!parse_number ("--seed", seed, 0, G_MAXUINT32, &value, &status))
        return status;
      train.seed = value;
    }
  if (depth != NULL)
    {
      if (!parse_number ("--depth", depth, 1, MAX_DEPTH, &value, &status))
        return status;
      train.depth = (guint) value;
    }
  if (outcome != NULL)
    {
      if (!parse_number ("--outcome", outcome, 0, 100, &value, &status))
        return status;
      train.outcome_percent = (guint) value;
    }

  /* A folder that is not there is better said before the games. */
  if (output != NULL)
    {
      g_autofree char *folder = g_path_get_dirname (output);

      if (!g_file_test (folder, G_FILE_TEST_IS_DIR))
        {
          g_printerr ("adji-kui-cli train: could not write %s: there is no folder %s\n",
                      ak_cli_quote (output), ak_cli_quote (folder));
          return AK_CLI_EXIT_NO;
        }
    }

  g_string_append_printf (out,
                          "/* ak-eval-weights.c — the evaluation's weights, made by\n"
                          " *\n"
                          " *   adji-kui-cli train --games %u --seed %" G_GUINT64_FORMAT
                          " --depth %u --outcome %u\n"
                          " *\n"
                          " * Generated: do not edit; run the command again (with --output) to\n"
                          " * remake it.  Weights are in hundredths of a seed times 2^%d, one per\n"
                          " * feature of ak-eval.h.\n"
                          " *\n"
                          " * SPDX-License-Identifier: GPL-3.0-or-later\n"
                          " */\n\n"
                          "#include \"config.h\"\n\n"
                          "#include \"ak-eval.h\"\n",
                          train.games, train.seed, train.depth, train.outcome_percent, AK_EVAL_SHIFT);

  for (guint v = 0; v < N_VARIANTS; v++)
    {
      g_autofree Fit *fit = g_new0 (Fit, 1);
      g_autofree double *w = g_new0 (double, AK_EVAL_N_FEATURES);

      play_games (&train, variants[v], fit);
      if (!fit_solve (fit, w))
        {
          g_printerr ("adji-kui-cli train: the fit for %s failed (no positions?)\n",
                      ak_variant_to_string (variants[v]));
          return AK_CLI_EXIT_NO;
        }
      append_weights (out, variants[v], w, fit);
    }

  if (output == NULL)
    return ak_cli_write (out->str, out->len) ? AK_CLI_EXIT_OK : AK_CLI_EXIT_NO;

  {
    g_autoptr(GError) error = NULL;

    if (!g_file_set_contents (output, out->str, (gssize) out->len, &error))
      {
        g_printerr ("adji-kui-cli train: could not write %s: %s\n", ak_cli_quote (output),
                    error->message);
        return AK_CLI_EXIT_NO;
      }
  }
  return AK_CLI_EXIT_OK;
}
