/* ak-eval.c — the static evaluation of a position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A linear model over features counted from the side to move (the layout
 * is in ak-eval.h).  The weights come from `adji-kui-cli train`, which
 * fits them to deeper searches of self-play positions and writes them to
 * ak-eval-weights.c.  Nothing here allocates: the search calls it at
 * every leaf.
 */

#include "config.h"

#include <string.h>

#include "ak-eval.h"

extern const AkEvalWeights ak_eval_weights_adji_kui_1;
extern const AkEvalWeights ak_eval_weights_adji_kui_2;

static const guint8 bucket_of_count[] = {
  0, 1, 2, 3, 4, 5, 5, 6, 6, 6,
};

static inline guint
count_bucket (guint count)
{
  return count < G_N_ELEMENTS (bucket_of_count) ? bucket_of_count[count] : AK_EVAL_BUCKETS - 1;
}

static inline guint
phase_of (guint on_board)
{
  return on_board <= 12 ? 0 : on_board <= 20 ? 1 : on_board <= 32 ? 2 : 3;
}

/* What the moves of @side whose first lap does not come round to its
 * start threaten, read off the board without sowing: in Adji Kui II the
 * lap ends on an opponent's three (a casa) or relays on from a full hole;
 * in Adji Kui I it ends in a chain of opponent's holes made 2 or 3. */
typedef struct
{
  int mobility;
  int best_capture;
  int n_captures;
  int n_relays;
} SideThreats;

static void
read_threats (const AkPosition *pos,
              const AkRules    *rules,
              AkSide            side,
              SideThreats      *out)
{
  guint mine = ak_position_owned_mask (pos, side);

  memset (out, 0, sizeof *out);
  for (int j = 0; j < AK_N_HOLES; j++)
    {
      guint c = pos->holes[j];
      int last, captured = 0;

      if (!((mine >> j) & 1) || c < 2)
        continue;
      out->mobility++;
      if (c >= AK_N_HOLES - 1)
        continue;

      last = (j + (int) c) % AK_N_HOLES;
      if (rules->variant == AK_VARIANT_ADJI_KUI_2)
        {
          guint before = pos->holes[last];

          if (before == 3 && !((mine >> last) & 1))
            captured = 4;
          else if (before != 0 && before != 3)
            out->n_relays++;
        }
      else
        {
          /* Every hole from j + 1 to last received one seed. */
          for (guint back = 0; back < c; back++)
            {
              int h = (last - (int) back + AK_N_HOLES) % AK_N_HOLES;
              guint now = pos->holes[h] + 1u;

              if (((mine >> h) & 1) || now < 2 || now > 3)
                break;
              captured += (int) now;
            }
        }
      if (captured > 0)
        {
          out->n_captures++;
          out->best_capture = MAX (out->best_capture, captured);
        }
    }
}

static inline void
add_feature (AkEvalFeatures *features,
             guint           index,
             int             value)
{
  if (value == 0)
    return;
  features->index[features->n] = (guint16) index;
  features->value[features->n] = (gint16) value;
  features->n++;
}

/**
 * ak_eval_features:
 * @pos: a position
 * @rules: the rule options
 * @features: (out caller-allocates): the non-zero features of @pos
 *
 * Counts the features of @pos from the side to move (see ak-eval.h).
 */
void
ak_eval_features (const AkPosition *pos,
                  const AkRules    *rules,
                  AkEvalFeatures   *features)
{
  AkSide me = pos->side;
  AkSide them = AK_SIDE_OTHER (me);
  guint mine = ak_position_owned_mask (pos, me);
  int first = me == AK_SOUTH ? 0 : AK_ROW_HOLES;
  int owned[2] = { 0, 0 };
  guint on_board = 0, phase;
  SideThreats threats[2];

  features->n = 0;
  add_feature (features, AK_EVAL_F_TEMPO, 1);

  for (int r = 0; r < AK_N_HOLES; r++)
    {
      int h = (first + r) % AK_N_HOLES;
      guint c = pos->holes[h];
      guint is_theirs = !((mine >> h) & 1);

      add_feature (features,
                   AK_EVAL_F_HOLES + ((guint) r * 2 + is_theirs) * AK_EVAL_BUCKETS + count_bucket (c),
                   1);
      owned[is_theirs] += (int) c;
      on_board += c;
    }

  phase = phase_of (on_board);
  add_feature (features, AK_EVAL_F_OWNED + phase, owned[0]);
  add_feature (features, AK_EVAL_F_OWNED + AK_EVAL_PHASES + phase, owned[1]);

  read_threats (pos, rules, me, &threats[0]);
  read_threats (pos, rules, them, &threats[1]);
  for (guint s = 0; s < 2; s++)
    {
      guint base = AK_EVAL_F_SIDE + s * AK_EVAL_SIDE_FEATURES;

      add_feature (features, base + 0, threats[s].mobility);
      add_feature (features, base + 1, threats[s].best_capture);
      add_feature (features, base + 2, threats[s].n_captures);
      add_feature (features, base + 3, threats[s].n_relays);
    }

  add_feature (features, AK_EVAL_F_BOARD, (int) on_board);
  add_feature (features, AK_EVAL_F_PARITY, (int) (on_board & 1));
}

/**
 * ak_eval_evaluate:
 * @pos: a position
 * @rules: the rule options
 * @weights: the weights, for the variant of @rules
 *
 * The static estimate of the gain of the side to move (what it can still
 * win over the opponent, see ak-search.c).
 *
 * Returns: the estimate, in hundredths of a seed, within ±48 seeds.
 */
int
ak_eval_evaluate (const AkPosition    *pos,
                  const AkRules       *rules,
                  const AkEvalWeights *weights)
{
  AkEvalFeatures features;
  gint64 sum = 0;
  int score;

  ak_eval_features (pos, rules, &features);
  for (guint i = 0; i < features.n; i++)
    sum += (gint64) weights->weights[features.index[i]] * features.value[i];

  /* Rounded half away from zero, the same for either sign. */
  score = (int) ((sum >= 0 ? sum + (1 << (AK_EVAL_SHIFT - 1)) : sum - (1 << (AK_EVAL_SHIFT - 1))) /
                 (1 << AK_EVAL_SHIFT));
  return CLAMP (score, -AK_N_SEEDS * 100, AK_N_SEEDS * 100);
}

/**
 * ak_eval_classic:
 * @pos: a position
 * @rules: the rule options
 *
 * The hand-set estimate the search used before the learned one, kept to
 * measure against and to label the training positions: half of the seeds
 * the mover owns against the opponent's, the holes it may move from, and
 * the holes that are targets (in Adji Kui II a hole with three seeds, in
 * Adji Kui I one with one or two).
 *
 * Returns: the estimate, in hundredths of a seed.
 */
int
ak_eval_classic (const AkPosition *pos,
                 const AkRules    *rules)
{
  AkSide me = pos->side;
  guint mine = ak_position_owned_mask (pos, me);
  int score = ((int) ak_position_seeds_owned (pos, me) -
               (int) ak_position_seeds_owned (pos, AK_SIDE_OTHER (me))) * 50;
  int mobility = 0, targets = 0;

  for (int h = 0; h < AK_N_HOLES; h++)
    {
      guint c = pos->holes[h];
      gboolean is_mine = (mine >> h) & 1;

      if (c >= 2)
        mobility += is_mine ? 1 : -1;
      if (rules->variant == AK_VARIANT_ADJI_KUI_2)
        {
          if (c == 3)
            targets += is_mine ? -2 : 3;
        }
      else if (c == 1 || c == 2)
        targets += is_mine ? -1 : 2;
    }

  return score + mobility * 12 + targets * 25;
}

/**
 * ak_eval_builtin_weights:
 * @variant: a variant
 *
 * Returns: (transfer none): the trained weights for @variant
 */
const AkEvalWeights *
ak_eval_builtin_weights (AkVariant variant)
{
  return variant == AK_VARIANT_ADJI_KUI_1 ? &ak_eval_weights_adji_kui_1
                                          : &ak_eval_weights_adji_kui_2;
}

/**
 * ak_eval_feature_name:
 * @index: a feature, below %AK_EVAL_N_FEATURES
 * @buffer: room for the name
 * @size: the size of @buffer
 *
 * Names a feature for people, e.g. "hole 3 theirs 5-6" (the fourth hole
 * from the mover's first, owned by the opponent, with 5 or 6 seeds).
 *
 * Returns: @buffer
 */
const char *
ak_eval_feature_name (guint  index,
                      char  *buffer,
                      gsize  size)
{
  static const char * const buckets[] = { "0", "1", "2", "3", "4", "5-6", "7-9", "10+" };
  static const char * const phases[] = { "<=12", "13-20", "21-32", "33+" };
  static const char * const side_names[] = {
    "mobility", "best capture", "capturing moves", "relaying moves",
  };

  if (index == AK_EVAL_F_TEMPO)
    g_strlcpy (buffer, "tempo", size);
  else if (index < AK_EVAL_F_OWNED)
    {
      guint i = index - AK_EVAL_F_HOLES;
      guint hole = i / (2 * AK_EVAL_BUCKETS);

      g_snprintf (buffer, size, "hole %u %s %s", hole,
                  (i / AK_EVAL_BUCKETS) % 2 ? "theirs" : "mine", buckets[i % AK_EVAL_BUCKETS]);
    }
  else if (index < AK_EVAL_F_SIDE)
    {
      guint i = index - AK_EVAL_F_OWNED;

      g_snprintf (buffer, size, "seeds owned %s, board %s", i < AK_EVAL_PHASES ? "mine" : "theirs",
                  phases[i % AK_EVAL_PHASES]);
    }
  else if (index < AK_EVAL_F_BOARD)
    {
      guint i = index - AK_EVAL_F_SIDE;

      g_snprintf (buffer, size, "%s %s", side_names[i % AK_EVAL_SIDE_FEATURES],
                  i < AK_EVAL_SIDE_FEATURES ? "mine" : "theirs");
    }
  else if (index == AK_EVAL_F_BOARD)
    g_strlcpy (buffer, "seeds on board", size);
  else if (index == AK_EVAL_F_PARITY)
    g_strlcpy (buffer, "seeds on board odd", size);
  else
    g_strlcpy (buffer, "?", size);
  return buffer;
}

/**
 * ak_eval_mirror:
 * @pos: a position
 * @mirror: (out caller-allocates): @pos with the players' places swapped
 *
 * Turns the board round: each hole moves six places, its owner, the
 * stores, the banks and the side to move change side.  The game from
 * @mirror is the game from @pos with South and North swapped.
 */
void
ak_eval_mirror (const AkPosition *pos,
                AkPosition       *mirror)
{
  memset (mirror, 0, sizeof *mirror);
  for (int h = 0; h < AK_N_HOLES; h++)
    {
      int to = (h + AK_ROW_HOLES) % AK_N_HOLES;

      mirror->holes[to] = pos->holes[h];
      ak_position_set_owner (mirror, to, AK_SIDE_OTHER (ak_position_owner (pos, h)));
    }
  mirror->side = AK_SIDE_OTHER (pos->side);
  mirror->stores[AK_SOUTH] = pos->stores[AK_NORTH];
  mirror->stores[AK_NORTH] = pos->stores[AK_SOUTH];
  mirror->banks[AK_SOUTH] = pos->banks[AK_NORTH];
  mirror->banks[AK_NORTH] = pos->banks[AK_SOUTH];
}
