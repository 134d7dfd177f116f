/* ak-motif-text.c — a mistake motif (ak-motifs.h) in words, from the
 * mover's view: "lets North capture a casa at c with D (−4)"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-motif-text"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-motif-text.h"

static char
hole_char (int hole)
{
  return hole == AK_MOVE_PASS ? '-' : ak_hole_to_char (hole);
}

/* "7–5 for North", "7–5 for you", "6–6": @shares (by AkSide) of the
 * board's seeds or of the game's, the larger share first. */
static char *
dup_shares (const AkMotif *motif,
            const guint   *shares)
{
  AkSide opponent = AK_SIDE_OTHER (motif->side);
  guint mine = shares[motif->side];
  guint theirs = shares[opponent];

  if (mine == theirs)
    /* Translators: how the seeds left on the board are divided, equal
     * shares, like “6–6” */
    return g_strdup_printf (_("%u–%u"), mine, theirs);
  if (mine > theirs)
    /* Translators: how the seeds left on the board are divided, the
     * larger share (yours) first, like “7–5 for you” */
    return g_strdup_printf (_("%u–%u for you"), mine, theirs);
  /* Translators: how the seeds left on the board are divided, the larger
   * share first, and the player it goes to, like “7–5 for North” */
  return g_strdup_printf (_("%u–%u for %s"), theirs, mine, ak_side_name (opponent));
}

static char *
dup_division (const AkMotif *motif)
{
  return dup_shares (motif, motif->division);
}

/* The board falls to 8 seeds or fewer, or no one can move: the game's end
 * and its final score. */
static char *dup_game_end_only (const AkMotif *motif);

static char *
dup_game_end (const AkMotif *motif)
{
  g_autofree char *end = dup_game_end_only (motif);
  g_autofree char *best = NULL;

  if (!motif->best_ends)
    return g_steal_pointer (&end);
  best = dup_shares (motif, motif->best_result);
  /* Translators: a mistake explained: how the game ends after the move
   * (like “leaves neither side a move, which ends the game 25–23 for
   * North”), then the best move and how its line ends the game, like
   * “…, where e's line ends it 27–21 for you” */
  return g_strdup_printf (_("%s, where %c's line ends it %s"), end, hole_char (motif->best),
                          best);
}

static char *
dup_game_end_only (const AkMotif *motif)
{
  g_autofree char *score = dup_shares (motif, motif->result);
  guint board = motif->division[AK_SOUTH] + motif->division[AK_NORTH];
  const char *opponent = ak_side_name (AK_SIDE_OTHER (motif->side));
  char reply = hole_char (motif->reply);

  if (motif->termination == AK_TERMINATION_BOARD)
    {
      if (motif->ply == 0)
        /* Translators: a mistake explained (Adji Kui II): the move leaves
         * so few seeds on the board that the game ends; the seeds left,
         * then the final score, like “leaves 8 seeds on the board, which
         * ends the game 25–23 for North” */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "leaves %u seed on the board, which ends the game %s",
                                             "leaves %u seeds on the board, which ends the game %s",
                                             board),
                                board, score);
      if (motif->ply % 2 == 1)
        /* Translators: a mistake explained (Adji Kui II): an opponent's
         * move leaves so few seeds on the board that the game ends; the
         * opponent, the seeds left, the move, then the final score, like
         * “lets North bring the board down to 8 seeds with D, which ends
         * the game 25–23 for North” */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "lets %s bring the board down to %u seed with %c, which ends the game %s",
                                             "lets %s bring the board down to %u seeds with %c, which ends the game %s",
                                             board),
                                opponent, board, reply, score);
      /* Translators: a mistake explained (Adji Kui II): a later move of
       * yours leaves so few seeds on the board that the game ends; the
       * move, the seeds left, then the final score, like “leads to d,
       * which leaves 8 seeds on the board and ends the game 25–23 for
       * North” */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "leads to %c, which leaves %u seed on the board and ends the game %s",
                                           "leads to %c, which leaves %u seeds on the board and ends the game %s",
                                           board),
                              reply, board, score);
    }
  if (motif->termination == AK_TERMINATION_NO_MOVES)
    {
      if (motif->ply == 0)
        /* Translators: a mistake explained: after the move neither side
         * can move, so the game ends; then the final score, like “leaves
         * neither side a move, which ends the game 25–23 for North” */
        return g_strdup_printf (_("leaves neither side a move, which ends the game %s"), score);
      if (motif->ply % 2 == 1)
        /* Translators: a mistake explained: after an opponent's move
         * neither side can move, so the game ends; the opponent, the move,
         * then the final score, like “lets North end the game with D,
         * which leaves neither side a move, 25–23 for North” */
        return g_strdup_printf (_("lets %s end the game with %c, which leaves neither side a move, %s"),
                                opponent, reply, score);
      /* Translators: a mistake explained: after a later move of yours
       * neither side can move, so the game ends; the move, then the final
       * score, like “leads to d, which leaves neither side a move and ends
       * the game 25–23 for North” */
      return g_strdup_printf (_("leads to %c, which leaves neither side a move and ends the game %s"),
                              reply, score);
    }
  /* Translators: a mistake explained: the game ends after a move of the
   * line; the move, then the final score, like “lets the game end with
   * D, 25–23 for North” */
  return g_strdup_printf (_("lets the game end with %c, %s"), reply, score);
}

static char *
dup_capture (const AkMotif *motif,
             const char    *opponent)
{
  char reply = hole_char (motif->reply);
  char hole = hole_char (motif->hole);

  if (motif->variant == AK_VARIANT_ADJI_KUI_2)
    /* Translators: a mistake explained: the opponent's reply captures a
     * casa (a hole made four); %s is North or South, then the hole, the
     * reply and the seeds lost, like “lets North capture a casa at c with
     * D (−4)” */
    return g_strdup_printf (_("lets %s capture a casa at %c with %c (−%u)"),
                            opponent, hole, reply, motif->seeds);
  if (motif->n_holes > 1)
    /* Translators: a mistake explained (Adji Kui I): the opponent's reply
     * captures a chain of holes holding 2 or 3, like “lets North capture
     * a chain of 2s and 3s worth 7 with D, back from c” */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "lets %s capture a chain of 2s and 3s worth %u seed with %c, back from %c",
                                         "lets %s capture a chain of 2s and 3s worth %u seeds with %c, back from %c",
                                         motif->seeds),
                            opponent, motif->seeds, reply, hole);
  /* Translators: a mistake explained (Adji Kui I): the opponent's reply
   * captures one hole, like “lets North capture 3 seeds at c with D” */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "lets %s capture %u seed at %c with %c",
                                       "lets %s capture %u seeds at %c with %c",
                                       motif->seeds),
                          opponent, motif->seeds, hole, reply);
}

static char *
dup_miss (const AkMotif *motif)
{
  char best = hole_char (motif->reply);
  char hole = hole_char (motif->hole);

  if (motif->variant == AK_VARIANT_ADJI_KUI_2)
    /* Translators: a mistake explained: the best move would have captured
     * a casa; the hole, the best move and the seeds, like “misses the casa
     * at E with f (+4)” */
    return g_strdup_printf (_("misses the casa at %c with %c (+%u)"), hole, best, motif->seeds);
  if (motif->n_holes > 1)
    /* Translators: a mistake explained (Adji Kui I): the best move would
     * have captured a chain of holes holding 2 or 3, like “misses a chain
     * of 2s and 3s worth 7 seeds with f” */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "misses a chain of 2s and 3s worth %u seed with %c",
                                         "misses a chain of 2s and 3s worth %u seeds with %c",
                                         motif->seeds),
                            motif->seeds, best);
  /* Translators: a mistake explained (Adji Kui I): the best move would
   * have captured one hole, like “misses 3 seeds at E with f” */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "misses %u seed at %c with %c",
                                       "misses %u seeds at %c with %c",
                                       motif->seeds),
                          motif->seeds, hole, best);
}

static char *
dup_ending (const AkMotif *motif,
            const char    *opponent)
{
  g_autofree char *division = dup_division (motif);

  if (motif->kind == AK_MOTIF_REPETITION)
    {
      if (motif->ply % 2 == 0)
        /* Translators: a mistake explained: the move repeats a position
         * and the game ends; then how the board is divided, like “walks
         * into a repetition that divides the board 7–5 for North” */
        return g_strdup_printf (_("walks into a repetition that divides the board %s"),
                                division);
      /* Translators: a mistake explained: the opponent's reply repeats a
       * position and the game ends, like “lets North repeat the position
       * with D, which divides the board 7–5 for North” */
      return g_strdup_printf (_("lets %s repeat the position with %c, which divides the board %s"),
                              opponent, hole_char (motif->reply), division);
    }

  if (motif->ply == 0)
    /* Translators: a mistake explained: the move reaches the limit of
     * plies without a capture and the game ends, like “lets the 200-ply
     * limit without a capture divide the board now, 7–5 for North” */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "lets the %u-ply limit without a capture divide the board now, %s",
                                         "lets the %u-ply limit without a capture divide the board now, %s",
                                         motif->limit),
                            motif->limit, division);
  if (motif->ply % 2 == 0)
    /* Translators: a mistake explained: a later move of yours reaches the
     * limit of plies without a capture and the game ends, like “reaches the
     * 200-ply limit without a capture, which divides the board 7–5 for
     * North” */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "reaches the %u-ply limit without a capture, which divides the board %s",
                                         "reaches the %u-ply limit without a capture, which divides the board %s",
                                         motif->limit),
                            motif->limit, division);
  /* Translators: a mistake explained: the opponent's reply reaches the
   * limit of plies without a capture, like “lets North end the game by
   * the 200-ply limit without a capture with D, 7–5 for North” */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "lets %s end the game by the %u-ply limit without a capture with %c, %s",
                                       "lets %s end the game by the %u-ply limit without a capture with %c, %s",
                                       motif->limit),
                          opponent, motif->limit, hole_char (motif->reply), division);
}

static char *
dup_phrase (const AkMotif *motif)
{
  const char *opponent;

  opponent = ak_side_name (AK_SIDE_OTHER (motif->side));
  switch (motif->kind)
    {
    case AK_MOTIF_NONE:
      return NULL;

    case AK_MOTIF_REPETITION:
    case AK_MOTIF_NO_CAPTURE:
      return dup_ending (motif, opponent);

    case AK_MOTIF_GAME_END:
      return dup_game_end (motif);

    case AK_MOTIF_GIVES_CASA:
      /* Translators: a mistake explained: the move leaves 3 seeds in one
       * of your holes and the opponent makes it four and captures it, like
       * “leaves 3 in your hole at c, and North captures it as a casa with
       * D (−4)” */
      return g_strdup_printf (_("leaves 3 in your hole at %c, and %s captures it as a casa with %c (−%u)"),
                              hole_char (motif->hole), opponent, hole_char (motif->reply),
                              motif->seeds);

    case AK_MOTIF_EMPTIES_ROW:
      if (motif->seeds == 0)
        /* Translators: a mistake explained: after the opponent's reply
         * you have no seed left and must pass, like “gives North a move,
         * D, that empties your row, so you pass” */
        return g_strdup_printf (_("gives %s a move, %c, that empties your row, so you pass"),
                                opponent, hole_char (motif->reply));
      /* Translators: as “gives North a move, D, that empties your row, so
       * you pass”, with the seeds it captures */
      return g_strdup_printf (_("gives %s a move, %c, that empties your row, so you pass (−%u)"),
                              opponent, hole_char (motif->reply), motif->seeds);

    case AK_MOTIF_NO_MOVE:
      if (motif->seeds == 0)
        /* Translators: a mistake explained: after the opponent's reply
         * you hold only single seeds and must pass, like “lets North leave
         * you no move with D, so you pass” */
        return g_strdup_printf (_("lets %s leave you no move with %c, so you pass"),
                                opponent, hole_char (motif->reply));
      /* Translators: as “lets North leave you no move with D, so you
       * pass”, with the seeds it captures */
      return g_strdup_printf (_("lets %s leave you no move with %c, so you pass (−%u)"),
                              opponent, hole_char (motif->reply), motif->seeds);

    case AK_MOTIF_ALLOWS_CAPTURE:
      return dup_capture (motif, opponent);

    case AK_MOTIF_OWN_FOUR:
      /* Translators: a mistake explained (Adji Kui II): the move's last
       * seed makes four in your own hole, which ends it with no capture;
       * then the best move and what it captures, like “stops on your own
       * four at f and captures nothing, where e captures 4 seeds” */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "stops on your own four at %c and captures nothing, where %c captures %u seed",
                                           "stops on your own four at %c and captures nothing, where %c captures %u seeds",
                                           motif->seeds),
                              hole_char (motif->hole), hole_char (motif->best), motif->seeds);

    case AK_MOTIF_MISSES_CAPTURE:
      return dup_miss (motif);

    case AK_MOTIF_LOSES_SEEDS:
    case AK_MOTIF_FEWER_SEEDS:
    case AK_MOTIF_LATER_CAPTURE:
    case AK_MOTIF_THREAT:
      /* Written with its line by ak_motif_text_describe(). */
      return NULL;

    default:
      break;
    }

  g_return_val_if_reached (NULL);
}

/* "B d C b - c -": the moves of the cited line after the first (the move
 * played, or the best move for a miss) up to the motif's ply. */
static char *
dup_line (const AkMotif *motif,
          guint          first)
{
  GString *line = g_string_new (NULL);

  for (guint i = first; i <= motif->ply && i < motif->line_length; i++)
    g_string_append_printf (line, "%s%c", i > first ? " " : "", hole_char (motif->line[i]));
  return g_string_free (line, FALSE);
}

/* ", where your line takes only 2 at A": a capture's first hole in the
 * other line, where the same side captures fewer seeds. */
static char *
dup_other_seeds (const AkMotif *motif)
{
  char hole = hole_char (motif->hole);

  if (motif->kind == AK_MOTIF_MISSES_CAPTURE)
    /* Translators: after a missed capture (“misses 3 seeds at A with
     * d”): the seeds the line played takes at that hole, fewer, like “,
     * where your line takes only 2 at A” */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         ", where your line takes only %u at %c",
                                         ", where your line takes only %u at %c",
                                         motif->other_seeds),
                            motif->other_seeds, hole);
  /* Translators: after a capture allowed (“lets North capture 5 seeds at
   * e with E”): the seeds the opponent takes at that hole in the best
   * line, fewer, like “, where the best line gives North only 2 at e” */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       ", where the best line gives %s only %u at %c",
                                       ", where the best line gives %s only %u at %c",
                                       motif->other_seeds),
                          ak_side_name (AK_SIDE_OTHER (motif->side)), motif->other_seeds, hole);
}

static char *
dup_fewer_seeds (const AkMotif *motif)
{
  g_autofree char *line = dup_line (motif, 1);

  /* Translators: a mistake explained, in an endgame: after the line that
   * follows the move, your holes hold fewer of the seeds left on the board
   * than after the best move's line; your seeds, the seeds on the board,
   * the line, the best move and your seeds after its line, like “leaves
   * you 4 of the 12 seeds on the board after the line B d C b - c -, where
   * d leaves you 9” */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "leaves you %u of the %u seed on the board after the line %s, where %c leaves you %u",
                                       "leaves you %u of the %u seeds on the board after the line %s, where %c leaves you %u",
                                       motif->board),
                          motif->seeds, motif->board, line, hole_char (motif->best),
                          motif->best_seeds);
}

static char *
dup_loses_seeds (const AkMotif *motif)
{
  g_autofree char *line = dup_line (motif, 1);
  AkSide opponent = AK_SIDE_OTHER (motif->side);
  const char *name = ak_side_name (opponent);

  /* Translators: a mistake explained: over the line that follows the
   * move, your captures less the opponent's come to fewer seeds than over
   * the best move's line; the seeds lost, the line, then the captures in
   * it (yours, the opponent's name and theirs), then the best move and the
   * captures of its line, like “loses 4 seeds in captures over the line
   * B d C b - c - (you take 2, North 6), where d's line gives you 4 and
   * North 4” */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "loses %u seed in captures over the line %s (you take %u, %s %u), where %c's line gives you %u and %s %u",
                                       "loses %u seeds in captures over the line %s (you take %u, %s %u), where %c's line gives you %u and %s %u",
                                       motif->seeds),
                          motif->seeds, line, motif->taken[motif->side], name,
                          motif->taken[opponent], hole_char (motif->best),
                          motif->best_taken[motif->side], name, motif->best_taken[opponent]);
}

/* A capture waiting at the window's end: for you after the best line
 * (later capture), or for the opponent after the line played (threat). */
static char *
dup_window_end (const AkMotif *motif)
{
  gboolean threat = motif->kind == AK_MOTIF_THREAT;
  g_autofree char *line = dup_line (motif, threat ? 1 : 0);
  g_autofree char *capture = NULL;
  g_autofree char *other = NULL;
  const char *opponent = ak_side_name (AK_SIDE_OTHER (motif->side));
  char move = hole_char (motif->capture_move);
  char hole = hole_char (motif->hole);

  if (motif->variant == AK_VARIANT_ADJI_KUI_2)
    /* Translators: a capture waiting at the end of a line: a casa, its
     * hole and the move that takes it, like “the casa at c with D” */
    capture = g_strdup_printf (_("the casa at %c with %c"), hole, move);
  else if (motif->n_holes > 1)
    /* Translators: a capture waiting at the end of a line (Adji Kui I): a
     * chain of holes holding 2 or 3, the seeds, the move and the chain's
     * first hole, like “a chain of 2s and 3s worth 7 seeds with D, back
     * from c” */
    capture = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "a chain of 2s and 3s worth %u seed with %c, back from %c",
                                            "a chain of 2s and 3s worth %u seeds with %c, back from %c",
                                            motif->seeds),
                               motif->seeds, move, hole);
  else
    /* Translators: a capture waiting at the end of a line (Adji Kui I):
     * one hole, like “3 seeds at c with D” */
    capture = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "%u seed at %c with %c",
                                            "%u seeds at %c with %c",
                                            motif->seeds),
                               motif->seeds, hole, move);

  if (threat)
    {
      if (motif->other_seeds == 0)
        /* Translators: a mistake explained: after the line that follows
         * the move, the opponent could capture on its turn, and your next
         * move in that line does not stop it, where after the best line it
         * could capture nothing; the opponent, the line, the capture, like
         * “leaves North a threat, after the line B d C b - c -, to capture 3
         * seeds at c with D, where after the best line it could capture
         * nothing” */
        return g_strdup_printf (_("leaves %s a threat, after the line %s, to capture %s, where after the best line it could capture nothing"),
                                opponent, line, capture);
      /* Translators: as “leaves North a threat, after the line B d C b - c
       * -, to capture 3 seeds at c with D”, then the largest capture the
       * best line leaves it, like “, where after the best line it could
       * capture at most 2” */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "leaves %s a threat, after the line %s, to capture %s, where after the best line it could capture at most %u",
                                           "leaves %s a threat, after the line %s, to capture %s, where after the best line it could capture at most %u",
                                           motif->other_seeds),
                              opponent, line, capture, motif->other_seeds);
    }
  if (motif->other_seeds == 0)
    /* Translators: a mistake explained: after the best move's line you
     * could capture on your turn, where after the line played you could
     * capture nothing; the line (from the best move), then the capture,
     * like “misses the line d C b B e F a D, after which you capture 3
     * seeds at c with f; after your line you could capture nothing” */
    return g_strdup_printf (_("misses the line %s, after which you capture %s; after your line you could capture nothing"),
                            line, capture);
  /* Translators: as “misses the line d C b B e F a D, after which you
   * capture 3 seeds at c with f”, then the largest capture the line played
   * leaves you, like “; after your line you could capture at most 2” */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "misses the line %s, after which you capture %s; after your line you could capture at most %u",
                                       "misses the line %s, after which you capture %s; after your line you could capture at most %u",
                                       motif->other_seeds),
                          line, capture, motif->other_seeds);
}

/**
 * ak_motif_text_describe:
 * @motif: a motif found by ak_motif_find()
 *
 * Writes @motif as a phrase from the mover's view, which follows the
 * move: “lets North capture a casa at c with D (−4)”, “misses the casa at
 * E with f (+4)”, “stops on your own four at f and captures nothing, where
 * e captures 4 seeds”, “leaves you 4 of the 12 seeds on the board after the
 * line B d C b - c -, where d leaves you 9”, “leaves North a threat, after
 * the line B d C b - c -, to capture 3 seeds at c with D, where after the
 * best line it could capture nothing”.  Translated, with the plural
 * forms of the seeds.
 *
 * Returns: (transfer full) (nullable): the phrase, or %NULL for
 *   %AK_MOTIF_NONE.
 */
char *
ak_motif_text_describe (const AkMotif *motif)
{
  g_autofree char *phrase = NULL;
  g_autofree char *line = NULL;
  g_autofree char *with_line = NULL;
  g_autofree char *where = NULL;
  guint first;

  g_return_val_if_fail (motif != NULL, NULL);

  if (motif->kind == AK_MOTIF_LOSES_SEEDS)
    return dup_loses_seeds (motif);
  if (motif->kind == AK_MOTIF_FEWER_SEEDS)
    return dup_fewer_seeds (motif);
  if (motif->kind == AK_MOTIF_LATER_CAPTURE || motif->kind == AK_MOTIF_THREAT)
    return dup_window_end (motif);

  phrase = dup_phrase (motif);
  if (phrase == NULL)
    return NULL;
  /* What the other line takes at the capture's hole, when it does. */
  if (motif->other_seeds > 0 &&
      (motif->kind == AK_MOTIF_ALLOWS_CAPTURE || motif->kind == AK_MOTIF_MISSES_CAPTURE))
    where = dup_other_seeds (motif);
  if (motif->ply < 2)
    return g_strconcat (phrase, where, NULL);

  /* Deeper in the line: the moves that lead there, from the first after
   * the move played (from the best move for a miss). */
  first = motif->kind == AK_MOTIF_MISSES_CAPTURE ? 0 : 1;
  line = dup_line (motif, first);
  /* Translators: a mistake explained, then the line where it happens,
   * like “lets North capture a casa at c with D (−4), in the line F b D” */
  with_line = g_strdup_printf (_("%s, in the line %s"), phrase, line);
  return g_strconcat (with_line, where, NULL);
}

/**
 * ak_motif_text_explain:
 * @history: the game up to the move, not over
 * @played: the move played there
 * @played_line: (array length=played_line_length) (nullable): the line
 *   after @played: the opponent's best reply and on
 * @played_line_length: its length
 * @best_line: (array length=best_line_length) (nullable): the best move,
 *   then its line
 * @best_line_length: its length
 *
 * Finds the motif of @played (ak_motif_find()) and writes it after the
 * move: “d lets North capture a casa at c with F (−4)”.
 *
 * Returns: (transfer full) (nullable): the sentence, or %NULL when no
 *   motif applies.
 */
char *
ak_motif_text_explain (const AkHistory *history,
                       int              played,
                       const guint8    *played_line,
                       guint            played_line_length,
                       const guint8    *best_line,
                       guint            best_line_length)
{
  g_autofree char *what = NULL;
  AkMotif motif;

  g_return_val_if_fail (history != NULL, NULL);

  if (ak_motif_find (history, played, played_line, played_line_length,
                     best_line, best_line_length, &motif) == AK_MOTIF_NONE)
    return NULL;
  what = ak_motif_text_describe (&motif);
  /* Translators: a move (its hole, like “d”) and what it did wrong, like
   * “d lets North capture a casa at c with F (−4)” */
  return g_strdup_printf (_("%c %s"), hole_char (played), what);
}
