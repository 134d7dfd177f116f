/* ak-position.c — positions and their canonical strings (AKN §3)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-error.h"
#include "ak-position.h"

/* The most characters of a position string: every position is written in
 * fewer than 70. */
#define MAX_LENGTH 200

/**
 * ak_position_init_start:
 * @pos: (out): a position
 * @side: the side to move first
 *
 * Sets @pos to the standard start: four seeds in each hole, each player
 * owning its own row, empty stores and banks.
 */
void
ak_position_init_start (AkPosition *pos,
                        AkSide      side)
{
  memset (pos, 0, sizeof *pos);
  for (guint i = 0; i < AK_N_HOLES; i++)
    pos->holes[i] = AK_SEEDS_PER_HOLE;
  pos->owners = 0xfc0;  /* North owns A..F */
  pos->side = side;
}

static gboolean
position_error (GError     **error,
                const char  *format,
                ...) G_GNUC_PRINTF (2, 3);

static gboolean
position_error (GError     **error,
                const char  *format,
                ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error_literal (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_POSITION, message);
  return FALSE;
}

/* Reads an unsigned decimal from @p, advancing it; values past 999 read
 * as 999, which is out of range anyway.  Returns -1 when @p does not start
 * with a digit. */
static int
read_number (const char **p)
{
  int value = 0;
  gboolean any = FALSE;

  while (**p >= '0' && **p <= '9')
    {
      value = MIN (value * 10 + (**p - '0'), 999);
      any = TRUE;
      (*p)++;
    }
  return any ? value : -1;
}

static gboolean
parse_pair (const char  *text,
            const char  *what,
            guint8       out[2],
            GError     **error)
{
  const char *p = text;
  g_autofree char *shown = NULL;
  int a, b;

  a = read_number (&p);
  if (a >= 0 && *p == '-')
    {
      p++;
      b = read_number (&p);
      if (b >= 0 && *p == '\0')
        {
          if (a > AK_N_SEEDS || b > AK_N_SEEDS)
            return position_error (error, _("%s “%s” hold more than 48 seeds"),
                                   what, (shown = ak_error_quote (text, -1)));
          out[0] = (guint8) a;
          out[1] = (guint8) b;
          return TRUE;
        }
    }

  return position_error (error,
                         /* Translators: the first %s is "stores" or "banks" */
                         _("%s must be written south-north, like 0-0, not “%s”"),
                         what, (shown = ak_error_quote (text, -1)));
}

static gboolean
parse_row (AkPosition  *pos,
           AkSide       row,
           const char  *text,
           GError     **error)
{
  g_auto(GStrv) cells = g_strsplit (text, ",", -1);
  guint n = g_strv_length (cells);

  if (n != AK_ROW_HOLES)
    return position_error (error,
                           ngettext ("%s’s row must have 6 holes, not %u",
                                     "%s’s row must have 6 holes, not %u", n),
                           ak_side_name (row), n);

  for (guint i = 0; i < AK_ROW_HOLES; i++)
    {
      int hole = row == AK_SOUTH ? (int) i : AK_ROW_HOLES + (int) i;
      const char *p = cells[i];
      int count = read_number (&p);
      g_autofree char *shown = ak_error_quote (cells[i], -1);

      /* A count, then at most an owner letter. */
      if (count < 0 || (*p != '\0' && !g_ascii_isalpha (*p)))
        return position_error (error, _("hole %c: “%s” is not a number of seeds"),
                               ak_hole_to_char (hole), shown);
      if (count > AK_N_SEEDS)
        return position_error (error, _("hole %c: “%s” is more than 48 seeds"),
                               ak_hole_to_char (hole), shown);

      pos->holes[hole] = (guint8) count;
      ak_position_set_owner (pos, hole, row);

      if (*p == '\0')
        continue;

      if ((*p == 's' || *p == 'n') && p[1] == '\0')
        {
          AkSide owner = *p == 's' ? AK_SOUTH : AK_NORTH;

          if (owner == row)
            return position_error (error,
                                   _("hole %c: the owner suffix “%c” is only written on a hole "
                                     "owned by the player whose row it is not"),
                                   ak_hole_to_char (hole), *p);
          ak_position_set_owner (pos, hole, owner);
          continue;
        }

      return position_error (error,
                             _("hole %c: “%s” has a bad owner suffix (expected s or n)"),
                             ak_hole_to_char (hole), shown);
    }

  return TRUE;
}

/**
 * ak_position_parse:
 * @pos: (out): the position read
 * @text: a position string, `a,b,c,d,e,f/A,B,C,D,E,F SIDE STORES [BANKS]`
 * @error: return location for an %AK_NOTATION_ERROR_POSITION error
 *
 * Reads a position string (AKN §3).  Every malformed or impossible string
 * is refused with a message that says what is wrong, and @pos is then left
 * unchanged.
 *
 * Returns: %TRUE on success.
 */
gboolean
ak_position_parse (AkPosition  *pos,
                   const char  *text,
                   GError     **error)
{
  g_auto(GStrv) raw = NULL;
  g_auto(GStrv) rows = NULL;
  const char *fields[5] = { NULL, };
  guint n_fields = 0;
  g_autofree char *shown = NULL;
  AkPosition parsed;
  glong n_chars;

  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  memset (&parsed, 0, sizeof parsed);

  if (!g_utf8_validate (text, -1, NULL))
    return position_error (error, _("the position string is not valid UTF-8"));

  /* A longer string would only cost the splitting below. */
  n_chars = g_utf8_strlen (text, -1);
  if (n_chars > MAX_LENGTH)
    return position_error (error,
                           _("a position string has at most %u characters, not %ld: “%s”"),
                           MAX_LENGTH, n_chars,
                           (shown = ak_error_quote (text, -1)));

  raw = g_strsplit_set (text, " \t\r\n", -1);
  for (guint i = 0; raw[i] != NULL; i++)
    {
      if (raw[i][0] == '\0')
        continue;
      if (n_fields == G_N_ELEMENTS (fields))
        break;
      fields[n_fields++] = raw[i];
    }

  if (n_fields == 0)
    return position_error (error, _("the position string is empty"));
  if (n_fields > 4)
    return position_error (error,
                           _("unexpected “%s” after the banks"),
                           (shown = ak_error_quote (fields[4], -1)));

  rows = g_strsplit (fields[0], "/", -1);
  if (g_strv_length (rows) != 2)
    return position_error (error,
                           _("the holes must be two rows of six counts separated by one “/”, "
                             "not “%s”"), (shown = ak_error_quote (fields[0], -1)));
  if (!parse_row (&parsed, AK_SOUTH, rows[0], error) ||
      !parse_row (&parsed, AK_NORTH, rows[1], error))
    return FALSE;

  if (n_fields < 2)
    return position_error (error, _("the side to move (S or N) is missing"));
  if (strcmp (fields[1], "S") == 0)
    parsed.side = AK_SOUTH;
  else if (strcmp (fields[1], "N") == 0)
    parsed.side = AK_NORTH;
  else
    return position_error (error, _("the side to move must be S or N, not “%s”"),
                           (shown = ak_error_quote (fields[1], -1)));

  if (n_fields < 3)
    return position_error (error, _("the stores (south-north, like 0-0) are missing"));
  if (!parse_pair (fields[2], _("stores"), parsed.stores, error))
    return FALSE;

  if (n_fields == 4 && !parse_pair (fields[3], _("banks"), parsed.banks, error))
    return FALSE;

  if (!ak_position_validate (&parsed, error))
    return FALSE;

  *pos = parsed;
  return TRUE;
}

/**
 * ak_position_validate:
 * @pos: a position
 * @error: return location for an %AK_NOTATION_ERROR_POSITION error
 *
 * Checks the invariants a position must hold: counts in range, a side to
 * move, and board + stores + banks = 48.
 *
 * Returns: %TRUE if @pos is a possible position.
 */
gboolean
ak_position_validate (const AkPosition  *pos,
                      GError           **error)
{
  guint board = 0;

  for (guint i = 0; i < AK_N_HOLES; i++)
    {
      if (pos->holes[i] > AK_N_SEEDS)
        return position_error (error, _("hole %c holds %u seeds, more than 48"),
                               ak_hole_to_char (i), pos->holes[i]);
      board += pos->holes[i];
    }

  if (pos->side != AK_SOUTH && pos->side != AK_NORTH)
    return position_error (error, _("the side to move must be South or North"));
  if ((pos->owners & ~AK_ALL_HOLES_MASK) != 0)
    return position_error (error, _("the owners name holes that do not exist"));

  if (board + pos->stores[0] + pos->stores[1] + pos->banks[0] + pos->banks[1] != AK_N_SEEDS)
    return position_error (error,
                           _("the seeds add up to %u, not 48 (board %u, stores %u-%u, banks %u-%u)"),
                           board + pos->stores[0] + pos->stores[1] + pos->banks[0] + pos->banks[1],
                           board, pos->stores[0], pos->stores[1], pos->banks[0], pos->banks[1]);

  return TRUE;
}

/**
 * ak_position_to_string:
 * @pos: a position
 *
 * Formats the canonical position string: an owner suffix only on a hole
 * owned by the player whose row it is not, banks only when not both zero.
 *
 * Returns: (transfer full): the string.
 */
char *
ak_position_to_string (const AkPosition *pos)
{
  GString *out = g_string_sized_new (48);

  for (int i = 0; i < AK_N_HOLES; i++)
    {
      AkSide owner = ak_position_owner (pos, i);

      if (i == AK_ROW_HOLES)
        g_string_append_c (out, '/');
      else if (i > 0)
        g_string_append_c (out, ',');
      g_string_append_printf (out, "%u", pos->holes[i]);
      if (owner != ak_hole_row (i))
        g_string_append_c (out, owner == AK_SOUTH ? 's' : 'n');
    }

  g_string_append_printf (out, " %c %u-%u",
                          pos->side == AK_NORTH ? 'N' : 'S',
                          pos->stores[0], pos->stores[1]);
  if (pos->banks[0] != 0 || pos->banks[1] != 0)
    g_string_append_printf (out, " %u-%u", pos->banks[0], pos->banks[1]);

  return g_string_free (out, FALSE);
}

/**
 * ak_position_equal:
 * @a: a position
 * @b: a position
 *
 * Returns: %TRUE if holes, owners, side, stores and banks are all equal.
 */
gboolean
ak_position_equal (const AkPosition *a,
                   const AkPosition *b)
{
  return memcmp (a->holes, b->holes, sizeof a->holes) == 0 &&
         a->owners == b->owners &&
         a->side == b->side &&
         a->stores[0] == b->stores[0] && a->stores[1] == b->stores[1] &&
         a->banks[0] == b->banks[0] && a->banks[1] == b->banks[1];
}

/**
 * ak_position_seeds_on_board:
 * @pos: a position
 *
 * Returns: the seeds in all twelve holes.
 */
guint
ak_position_seeds_on_board (const AkPosition *pos)
{
  guint n = 0;

  for (guint i = 0; i < AK_N_HOLES; i++)
    n += pos->holes[i];
  return n;
}

/**
 * ak_position_total:
 * @pos: a position
 *
 * Returns: board + stores + banks, which the rules keep at 48.
 */
guint
ak_position_total (const AkPosition *pos)
{
  return ak_position_seeds_on_board (pos) +
         pos->stores[0] + pos->stores[1] + pos->banks[0] + pos->banks[1];
}

/**
 * ak_position_holes_owned:
 * @pos: a position
 * @side: a player
 *
 * Returns: how many holes @side owns.
 */
guint
ak_position_holes_owned (const AkPosition *pos,
                         AkSide            side)
{
  return (guint) __builtin_popcount (ak_position_owned_mask (pos, side));
}

/**
 * ak_position_seeds_owned:
 * @pos: a position
 * @side: a player
 *
 * Returns: the seeds in the holes @side owns.
 */
guint
ak_position_seeds_owned (const AkPosition *pos,
                         AkSide            side)
{
  guint mask = ak_position_owned_mask (pos, side);
  guint n = 0;

  for (guint i = 0; i < AK_N_HOLES; i++)
    if (mask & (1u << i))
      n += pos->holes[i];
  return n;
}

/* Zobrist keys: one per (hole, count), one per owned-by-North hole and one
 * for North to move.  Filled once from a fixed seed, so hashes are equal
 * from run to run. */
static guint64 zobrist_holes[AK_N_HOLES][AK_N_SEEDS + 1];
static guint64 zobrist_owner[AK_N_HOLES];
static guint64 zobrist_north;

static guint64
next_key (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static void
zobrist_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      guint64 state = G_GUINT64_CONSTANT (0x5eed0fad11c0112a);

      for (guint h = 0; h < AK_N_HOLES; h++)
        for (guint c = 0; c <= AK_N_SEEDS; c++)
          zobrist_holes[h][c] = next_key (&state);
      for (guint h = 0; h < AK_N_HOLES; h++)
        zobrist_owner[h] = next_key (&state);
      zobrist_north = next_key (&state);

      g_once_init_leave (&initialized, 1);
    }
}

/**
 * ak_position_hash:
 * @pos: a position
 *
 * A 64-bit Zobrist hash of what makes a position repeat (RULES.md §4):
 * the board, the owners and the side to move.  Stores and banks are not
 * included: they cannot change without the board changing too.
 *
 * Returns: the hash.
 */
guint64
ak_position_hash (const AkPosition *pos)
{
  guint64 h = 0;

  zobrist_init ();

  for (guint i = 0; i < AK_N_HOLES; i++)
    {
      h ^= zobrist_holes[i][MIN (pos->holes[i], AK_N_SEEDS)];
      if (pos->owners & (1u << i))
        h ^= zobrist_owner[i];
    }
  if (pos->side == AK_NORTH)
    h ^= zobrist_north;

  return h;
}
