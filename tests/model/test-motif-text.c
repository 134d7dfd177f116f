/* test-motif-text.c — mistake motifs in words, from the mover's view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ak-model.h"

/* The motif ak_motif_find() gives for @played against @best from
 * @position (no prefix), in words. */
static char *
describe_found (AkVariant   variant,
                const char *rules_text,
                const char *position,
                int         played,
                const char *played_line,
                const char *best_line)
{
  g_autoptr(AkHistory) history = NULL;
  AkRules rules;
  AkPosition start;
  guint8 after[8], best[8];
  guint n_after = 0, n_best = 0;
  AkMotif motif;
  g_autofree char *text = NULL;
  g_autofree char *explained = NULL;

  g_assert_true (ak_rules_parse (&rules, rules_text ? rules_text : "", NULL));
  rules.variant = variant;
  g_assert_true (ak_position_parse (&start, position, NULL));
  g_assert_cmpuint (ak_position_total (&start), ==, AK_N_SEEDS);
  history = ak_history_new (&rules, &start);
  for (const char *p = played_line; *p != '\0'; p++)
    if (*p != ' ')
      after[n_after++] = (guint8) (*p == '-' ? AK_MOVE_PASS : ak_hole_from_char (*p));
  for (const char *p = best_line; *p != '\0'; p++)
    if (*p != ' ')
      best[n_best++] = (guint8) (*p == '-' ? AK_MOVE_PASS : ak_hole_from_char (*p));
  ak_motif_find (history, played, after, n_after, best, n_best, &motif);
  text = ak_motif_text_describe (&motif);
  /* The same, after the move. */
  explained = ak_motif_text_explain (history, played, after, n_after, best, n_best);
  if (text == NULL)
    g_assert_null (explained);
  else
    {
      g_autofree char *expected = g_strdup_printf ("%c %s", ak_hole_to_char (played), text);

      g_assert_cmpstr (explained, ==, expected);
    }
  return g_steal_pointer (&text);
}

static void
test_found (void)
{
  struct {
    AkVariant   variant;
    const char *rules;
    const char *position;
    char        played;
    const char *played_line;
    const char *best_line;
    const char *text;
  } cases[] = {
    { AK_VARIANT_ADJI_KUI_2, NULL, "1,2,2,0,0,0/5,5,5,5,5,3 S 8-7", 'b', "F", "c F",
      "leaves 3 in your hole at c, and North captures it as a casa with F (−4)" },
    { AK_VARIANT_ADJI_KUI_2, NULL, "0,0,3,2,2,0/0,5,5,5,5,3 S 9-9", 'e', "F", "c F",
      "lets North capture a casa at c with F (−4)" },
    { AK_VARIANT_ADJI_KUI_1, NULL, "0,1,0,2,2,0/0,4,4,4,4,2 S 13-12", 'd', "F", "e B",
      "lets North capture 2 seeds at b with F" },
    { AK_VARIANT_ADJI_KUI_1, NULL, "0,1,0,2,2,0/0,4,4,4,4,2 S 13-12", 'e', "B d C", "d B",
      "lets North capture 2 seeds at b with C, in the line B d C" },
    { AK_VARIANT_ADJI_KUI_1, NULL, "2,0,0,2,0,3/1,1,2,4,4,4 S 13-12", 'd', "D", "a D f",
      "misses a chain of 2s and 3s worth 7 seeds with f, in the line a D f" },
    { AK_VARIANT_ADJI_KUI_2, NULL, "2,0,0,0,0,2/1,3,5,5,5,5 S 10-10", 'a', "", "f",
      "misses the casa at B with f (+4)" },
    { AK_VARIANT_ADJI_KUI_2, NULL, "1,3,5,5,5,5/2,0,0,0,0,2 N 10-10", 'A', "", "F",
      "misses the casa at b with F (+4)" },
    { AK_VARIANT_ADJI_KUI_1, NULL, "2,0,0,0,0,3/1,1,2,4,4,4 S 14-13", 'a', "", "f",
      "misses a chain of 2s and 3s worth 7 seeds with f" },
    { AK_VARIANT_ADJI_KUI_2, NULL, "0,0,0,2,2,3/3,5,5,5,5,0 S 9-9", 'd', "", "e",
      "stops on your own four at f and captures nothing, where e captures 4 seeds" },
    { AK_VARIANT_ADJI_KUI_1, NULL, "1,1,2,0,0,2/3,0,4,4,4,3 S 12-12", 'f', "F", "c A",
      "gives North a move, F, that empties your row, so you pass (−7)" },
    { AK_VARIANT_ADJI_KUI_2, NULL, "0,0,3,2,0,0/5,5,5,5,5,3 S 8-7", 'd', "F", "c F",
      "lets North leave you no move with F, so you pass (−4)" },
    { AK_VARIANT_ADJI_KUI_1, "no-capture-limit=1", "2,0,0,0,0,3/1,1,2,4,4,4 S 14-13",
      'a', "", "f",
      "lets the 1-ply limit without a capture divide the board now, 16–5 for North" },
    { AK_VARIANT_ADJI_KUI_2, "no-capture-limit=2", "2,0,0,0,0,2/1,3,5,5,5,5 S 10-10",
      'a', "B", "f",
      "lets North end the game by the 2-ply limit without a capture with B, 19–9 for North" },
    { AK_VARIANT_ADJI_KUI_2, NULL, "2,0,2,1,1,2/1,0,1,0,2,0 S 16-20", 'a', "B e C f F a A",
      "c - d - a - f", "misses the casa at B with f (+4), in the line c - d - a - f" },
    { AK_VARIANT_ADJI_KUI_2, NULL, "0,0,2,2,1,3/1,1,0,1,0,1 S 24-12", 'c', "B d C b - c -",
      "d - c A b B e E",
      "leaves you 8 of the 12 seeds on the board after the line B d C b - c -, where d leaves you 9" },
    { AK_VARIANT_ADJI_KUI_1, NULL, "6,1,0,0,2,2/0,0,0,0,0,0 S 21-16", 'e', "- a - b - f -",
      "f - e - a - b -",
      "leaves you 5 of the 9 seeds on the board after the line - a - b - f -, where f leaves you 7" },
    { AK_VARIANT_ADJI_KUI_1, NULL, "2,2,1,7,3,3/2,2,1,1,4,2 S 7-11", 'e', "F f E d B - C",
      "f E d F e D f E",
      "loses 2 seeds in captures over the line F f E d B - C (you take 10, North 8), where f's line gives you 14 and North 10" },
    { AK_VARIANT_ADJI_KUI_1, NULL, "1,1,1,3,3,2/0,1,1,0,1,0 S 20-14", 'd', "- f - e",
      "f - d - e - f",
      "leads to e, which leaves neither side a move and ends the game 30–18 for you, where f's line ends it 33–15 for you, in the line - f - e" },
    { AK_VARIANT_ADJI_KUI_2, NULL, "2,2,0,1,0,1/0,2,1,2,0,1 S 20-16", 'b', "C c F f C", "a D",
      "lets North bring the board down to 8 seeds with C, which ends the game 26–22 for North, where a's line ends it 24–24, in the line C c F f C" },
    { AK_VARIANT_ADJI_KUI_1, NULL, "0,2,1,1,1,9/0,2,10,0,2,8 S 5-7", 'b', "F e E c B d C",
      "f E c F d D e C",
      "misses 3 seeds at A with d, in the line f E c F d, where your line takes only 2 at A" },
    { AK_VARIANT_ADJI_KUI_1, NULL, "5,5,5,5,0,0/6,6,6,5,5,0 N 0-0", 'A', "c B d C c E e A",
      "D b E c C a F e",
      "misses the line D b E c C a F e, after which you capture 2 seeds at a with E; after your line you could capture nothing" },
    { AK_VARIANT_ADJI_KUI_2, NULL, "1,1,1,0,5,0/5,0,3,0,4,0 N 16-12", 'A', "e B a A b B d A",
      "E a A b F a D d",
      "misses the line E a A b F a D d, after which you capture the casa at b with F; after your line you could capture nothing" },
    { AK_VARIANT_ADJI_KUI_1, NULL, "0,0,2,2,1,9/0,2,10,0,2,8 N 5-7", 'B', "d C e E c F e D",
      "F e E c B d C e",
      "leaves South a threat, after the line d C e E c F e, to capture a chain of 2s and 3s worth 8 seeds with f, back from C, where after the best line it could capture at most 6" },
    { AK_VARIANT_ADJI_KUI_1, NULL, "0,0,0,2,2,2/0,3,1,5,3,16 S 6-8", 'd', "D f B e F - E -",
      "f D e B d C f F",
      "leaves North a threat, after the line D f B e F - E, to capture a chain of 2s and 3s worth 4 seeds with F, back from b, where after the best line it could capture nothing" },
    { AK_VARIANT_ADJI_KUI_2, NULL, "0,2,0,0,2,0/0,5,5,5,5,5 S 10-9", 'b', "B", "e B", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = describe_found (cases[i].variant, cases[i].rules,
                                              cases[i].position,
                                              ak_hole_from_char (cases[i].played),
                                              cases[i].played_line, cases[i].best_line);

      g_test_message ("%u: %s", i, text ? text : "(none)");
      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* Plural forms and the sides: hand-made motifs. */
static void
test_forms (void)
{
  AkMotif m;
  g_autofree char *one = NULL;
  g_autofree char *chain = NULL;
  g_autofree char *north = NULL;
  g_autofree char *repeat_you = NULL;
  g_autofree char *repeat_even = NULL;
  g_autofree char *reply_repeat = NULL;
  g_autofree char *empties = NULL;
  g_autofree char *fewer = NULL;
  g_autofree char *loses = NULL;
  g_autofree char *allows_less = NULL;
  g_autofree char *threat_casa = NULL;
  g_autofree char *later_one = NULL;

  ak_motif_clear (&m);
  g_assert_null (ak_motif_text_describe (&m));

  m.kind = AK_MOTIF_MISSES_CAPTURE;
  m.variant = AK_VARIANT_ADJI_KUI_1;
  m.side = AK_SOUTH;
  m.move = 0;
  m.best = m.reply = 5;
  m.hole = 6;
  m.seeds = 1;
  m.n_holes = 1;
  one = ak_motif_text_describe (&m);
  g_assert_cmpstr (one, ==, "misses 1 seed at A with f");

  m.kind = AK_MOTIF_ALLOWS_CAPTURE;
  m.side = AK_NORTH;
  m.reply = 3;
  m.hole = 8;
  m.seeds = 5;
  m.n_holes = 2;
  chain = ak_motif_text_describe (&m);
  g_assert_cmpstr (chain, ==, "lets South capture a chain of 2s and 3s worth 5 seeds with d, back from C");

  m.variant = AK_VARIANT_ADJI_KUI_2;
  m.n_holes = 1;
  m.seeds = 4;
  north = ak_motif_text_describe (&m);
  g_assert_cmpstr (north, ==, "lets South capture a casa at C with d (−4)");

  m.kind = AK_MOTIF_REPETITION;
  m.ply = 0;
  m.division[AK_NORTH] = 7;
  m.division[AK_SOUTH] = 5;
  repeat_you = ak_motif_text_describe (&m);
  g_assert_cmpstr (repeat_you, ==, "walks into a repetition that divides the board 7–5 for you");

  m.division[AK_SOUTH] = 7;
  repeat_even = ak_motif_text_describe (&m);
  g_assert_cmpstr (repeat_even, ==, "walks into a repetition that divides the board 7–7");

  m.ply = 1;
  m.division[AK_SOUTH] = 9;
  reply_repeat = ak_motif_text_describe (&m);
  g_assert_cmpstr (reply_repeat, ==,
                   "lets South repeat the position with d, which divides the board 9–7 for South");

  m.kind = AK_MOTIF_EMPTIES_ROW;
  m.seeds = 0;
  empties = ak_motif_text_describe (&m);
  g_assert_cmpstr (empties, ==, "gives South a move, d, that empties your row, so you pass");

  /* One seed on the board: the singular. */
  m.kind = AK_MOTIF_FEWER_SEEDS;
  m.best = 4;
  m.ply = 2;
  m.line_length = 3;
  m.line[0] = 0;
  m.line[1] = 6;
  m.line[2] = AK_MOVE_PASS;
  m.seeds = 0;
  m.best_seeds = 1;
  m.board = 1;
  fewer = ak_motif_text_describe (&m);
  g_assert_cmpstr (fewer, ==,
                   "leaves you 0 of the 1 seed on the board after the line A -, where e leaves you 1");

  /* What the best line gives at the hole, one seed. */
  m.kind = AK_MOTIF_ALLOWS_CAPTURE;
  m.side = AK_SOUTH;
  m.ply = 1;
  m.reply = 9;
  m.hole = 4;
  m.seeds = 5;
  m.n_holes = 2;
  m.other_seeds = 1;
  m.variant = AK_VARIANT_ADJI_KUI_1;
  allows_less = ak_motif_text_describe (&m);
  g_assert_cmpstr (allows_less, ==,
                   "lets North capture a chain of 2s and 3s worth 5 seeds with D, back from e, where the best line gives North only 1 at e");
  m.other_seeds = 0;
  m.ply = 2;

  /* One seed lost, North the mover. */
  m.kind = AK_MOTIF_LOSES_SEEDS;
  m.side = AK_NORTH;
  m.seeds = 1;
  m.taken[AK_NORTH] = 2;
  m.taken[AK_SOUTH] = 3;
  m.best_taken[AK_NORTH] = 3;
  m.best_taken[AK_SOUTH] = 3;
  loses = ak_motif_text_describe (&m);
  g_assert_cmpstr (loses, ==,
                   "loses 1 seed in captures over the line A - (you take 2, South 3), where e's line gives you 3 and South 3");

  /* A threat of a casa (Adji Kui II), none after the best line. */
  m.kind = AK_MOTIF_THREAT;
  m.variant = AK_VARIANT_ADJI_KUI_2;
  m.capture_move = 3;
  m.hole = 8;
  m.seeds = 4;
  m.n_holes = 1;
  m.other_seeds = 0;
  threat_casa = ak_motif_text_describe (&m);
  g_assert_cmpstr (threat_casa, ==,
                   "leaves South a threat, after the line A -, to capture the casa at C with d, where after the best line it could capture nothing");

  /* A later capture of one seed (the singular), none after the line
   * played; the line from the best move. */
  m.kind = AK_MOTIF_LATER_CAPTURE;
  m.variant = AK_VARIANT_ADJI_KUI_1;
  m.seeds = 1;
  m.other_seeds = 0;
  later_one = ak_motif_text_describe (&m);
  g_assert_cmpstr (later_one, ==,
                   "misses the line a A -, after which you capture 1 seed at C with d; after your line you could capture nothing");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/motif-text/found", test_found);
  g_test_add_func ("/motif-text/forms", test_forms);

  return g_test_run ();
}
