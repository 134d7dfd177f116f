/* test-position.c — position strings (AKN §3), ownership, hashes and hole names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * G_LOG_DOMAIN comes from tests/engine/meson.build.
 */

#include "config.h"

#include <string.h>

#include "ak-error.h"
#include "ak-position.h"
#include "ak-types.h"

#define START_ROW "4,4,4,4,4,4"

/* Long fields, to see them cut in messages. */
#define STR38 "99999999999999999999999999999999999999"
#define STR39 STR38 "9"
#define X38 "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
#define X39 X38 "x"

/* Bit i set: North owns hole i. */
#define OWNERS_START 0xfc0u

/* Checks what every position must satisfy: 48 seeds, owner counts that
 * match the owner bits, and the owner accessors agreeing with each other. */
static void
assert_position_invariants (const AkPosition *pos)
{
  guint north = 0;

  g_assert_cmpuint (ak_position_total (pos), ==, AK_N_SEEDS);
  g_assert_cmpuint (ak_position_seeds_on_board (pos) +
                    pos->stores[AK_SOUTH] + pos->stores[AK_NORTH] +
                    pos->banks[AK_SOUTH] + pos->banks[AK_NORTH], ==, AK_N_SEEDS);
  g_assert_cmpuint (ak_position_seeds_owned (pos, AK_SOUTH) +
                    ak_position_seeds_owned (pos, AK_NORTH), ==,
                    ak_position_seeds_on_board (pos));

  for (int i = 0; i < AK_N_HOLES; i++)
    if (ak_position_owner (pos, i) == AK_NORTH)
      north++;

  g_assert_cmpuint (ak_position_holes_owned (pos, AK_NORTH), ==, north);
  g_assert_cmpuint (ak_position_holes_owned (pos, AK_SOUTH), ==, AK_N_HOLES - north);
}

/* ------------------------------------------------------------------------ */

static void
test_position_init_start (void)
{
  AkPosition pos;
  g_autofree char *text = NULL;
  g_autofree char *text_north = NULL;

  ak_position_init_start (&pos, AK_SOUTH);
  text = ak_position_to_string (&pos);
  g_assert_cmpstr (text, ==, START_ROW "/" START_ROW " S 0-0");
  g_assert_cmpuint (pos.owners, ==, OWNERS_START);
  g_assert_cmpuint (ak_position_holes_owned (&pos, AK_SOUTH), ==, 6);
  g_assert_cmpuint (ak_position_holes_owned (&pos, AK_NORTH), ==, 6);
  g_assert_cmpuint (ak_position_seeds_owned (&pos, AK_SOUTH), ==, 24);
  g_assert_cmpuint (ak_position_seeds_owned (&pos, AK_NORTH), ==, 24);
  assert_position_invariants (&pos);

  ak_position_init_start (&pos, AK_NORTH);
  text_north = ak_position_to_string (&pos);
  g_assert_cmpstr (text_north, ==, START_ROW "/" START_ROW " N 0-0");
  g_assert_cmpint (pos.side, ==, AK_NORTH);
}

/* ------------------------------------------------------------------------ */

typedef struct
{
  const char *text;
  const char *canonical;
  AkSide      side;
  guint       stores[2];
  guint       banks[2];
  guint       owners;          /* bit i set: North owns hole i */
  guint       holes_owned[2];  /* by AkSide */
  guint       on_board;
} RoundTripCase;

static const RoundTripCase round_trip_cases[] = {
  /* The standard start. */
  { START_ROW "/" START_ROW " S 0-0",
    START_ROW "/" START_ROW " S 0-0",
    AK_SOUTH, { 0, 0 }, { 0, 0 }, 0xfc0, { 6, 6 }, 48 },
  /* AKN §1: South bought A, North's F stayed empty, banks 2-2. */
  { "4,4,4,4,4,4/4s,4,4,4,4,0 N 0-0 2-2",
    "4,4,4,4,4,4/4s,4,4,4,4,0 N 0-0 2-2",
    AK_NORTH, { 0, 0 }, { 2, 2 }, 0xf80, { 7, 5 }, 44 },
  /* Its mirror: North bought a, South's f stayed empty. */
  { "4n,4,4,4,4,0/4,4,4,4,4,4 S 0-0 2-2",
    "4n,4,4,4,4,0/4,4,4,4,4,4 S 0-0 2-2",
    AK_SOUTH, { 0, 0 }, { 2, 2 }, 0xfc1, { 5, 7 }, 44 },
  /* Stores, North to move, eight seeds left. */
  { "0,2,0,3,0,1/0,0,2,0,0,0 N 24-16",
    "0,2,0,3,0,1/0,0,2,0,0,0 N 24-16",
    AK_NORTH, { 24, 16 }, { 0, 0 }, 0xfc0, { 6, 6 }, 8 },
  /* Banks are written only when not both zero. */
  { START_ROW "/" START_ROW " N 0-0 0-0",
    START_ROW "/" START_ROW " N 0-0",
    AK_NORTH, { 0, 0 }, { 0, 0 }, 0xfc0, { 6, 6 }, 48 },
  { "4,4,4,4,4,4/4,4,4,4,4,0 S 0-0 0-4",
    "4,4,4,4,4,4/4,4,4,4,4,0 S 0-0 0-4",
    AK_SOUTH, { 0, 0 }, { 0, 4 }, 0xfc0, { 6, 6 }, 44 },
  { "4,4,4,4,4,0/4,4,4,4,4,4 S 0-0 4-0",
    "4,4,4,4,4,0/4,4,4,4,4,4 S 0-0 4-0",
    AK_SOUTH, { 0, 0 }, { 4, 0 }, 0xfc0, { 6, 6 }, 44 },
  /* Extra spaces and tabs between and around the fields. */
  { "  4,4,4,4,4,4/4s,4,4,4,4,0 \t N\t\t0-0   2-2  ",
    "4,4,4,4,4,4/4s,4,4,4,4,0 N 0-0 2-2",
    AK_NORTH, { 0, 0 }, { 2, 2 }, 0xf80, { 7, 5 }, 44 },
  { "\t4,4,4,4,4,4/4,4,4,4,4,4\tS\t0-0\t",
    START_ROW "/" START_ROW " S 0-0",
    AK_SOUTH, { 0, 0 }, { 0, 0 }, 0xfc0, { 6, 6 }, 48 },
  /* Leading zeros are accepted and not written back. */
  { "04,4,004,4,4,4/4,4,4,4,4,04 S 00-0",
    START_ROW "/" START_ROW " S 0-0",
    AK_SOUTH, { 0, 0 }, { 0, 0 }, 0xfc0, { 6, 6 }, 48 },
  { "04n,4,4,4,4,00/4,4,4,4,4,4 S 0-0 02-002",
    "4n,4,4,4,4,0/4,4,4,4,4,4 S 0-0 2-2",
    AK_SOUTH, { 0, 0 }, { 2, 2 }, 0xfc1, { 5, 7 }, 44 },
  /* North bought four of South's holes; seeds, stores and banks everywhere. */
  { "0n,0n,0n,0n,2,0/0,0,0,2,2,2 N 0-36 1-3",
    "0n,0n,0n,0n,2,0/0,0,0,2,2,2 N 0-36 1-3",
    AK_NORTH, { 0, 36 }, { 1, 3 }, 0xfcf, { 2, 10 }, 8 },
  /* Suffixes in both rows at once (the parser allows it). */
  { "1n,2,3,4,5,6/7s,8,0,0,0,0 S 6-6",
    "1n,2,3,4,5,6/7s,8,0,0,0,0 S 6-6",
    AK_SOUTH, { 6, 6 }, { 0, 0 }, 0xf81, { 6, 6 }, 36 },
  /* An empty bought hole keeps its suffix. */
  { "4,4,4,4,4,4/0s,4,4,4,4,4 S 4-0",
    "4,4,4,4,4,4/0s,4,4,4,4,4 S 4-0",
    AK_SOUTH, { 4, 0 }, { 0, 0 }, 0xf80, { 7, 5 }, 44 },
  /* Extremes: one hole holds everything, or nothing is on the board. */
  { "48,0,0,0,0,0/0,0,0,0,0,0 S 0-0",
    "48,0,0,0,0,0/0,0,0,0,0,0 S 0-0",
    AK_SOUTH, { 0, 0 }, { 0, 0 }, 0xfc0, { 6, 6 }, 48 },
  { "0,0,0,0,0,0/0,0,0,0,0,48 N 0-0",
    "0,0,0,0,0,0/0,0,0,0,0,48 N 0-0",
    AK_NORTH, { 0, 0 }, { 0, 0 }, 0xfc0, { 6, 6 }, 48 },
  { "0,0,0,0,0,0/0,0,0,0,0,0 S 48-0",
    "0,0,0,0,0,0/0,0,0,0,0,0 S 48-0",
    AK_SOUTH, { 48, 0 }, { 0, 0 }, 0xfc0, { 6, 6 }, 0 },
  { "0,0,0,0,0,0/0,0,0,0,0,0 N 20-20 4-4",
    "0,0,0,0,0,0/0,0,0,0,0,0 N 20-20 4-4",
    AK_NORTH, { 20, 20 }, { 4, 4 }, 0xfc0, { 6, 6 }, 0 },
  /* Every hole bought: North owns all twelve. */
  { "4n,4n,4n,4n,4n,4n/4,4,4,4,4,4 S 0-0",
    "4n,4n,4n,4n,4n,4n/4,4,4,4,4,4 S 0-0",
    AK_SOUTH, { 0, 0 }, { 0, 0 }, 0xfff, { 0, 12 }, 48 },
  { "4,4,4,4,4,4/4s,4s,4s,4s,4s,4s N 0-0",
    "4,4,4,4,4,4/4s,4s,4s,4s,4s,4s N 0-0",
    AK_NORTH, { 0, 0 }, { 0, 0 }, 0x000, { 12, 0 }, 48 },
};

static void
test_position_round_trip (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (round_trip_cases); i++)
    {
      const RoundTripCase *c = &round_trip_cases[i];
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *again = NULL;
      g_autofree char *escaped = g_strescape (c->text, NULL);
      AkPosition pos;
      AkPosition reparsed;

      g_test_message ("position %u: “%s”", i, escaped);

      g_assert_true (ak_position_parse (&pos, c->text, &error));
      g_assert_no_error (error);
      g_assert_true (ak_position_validate (&pos, &error));
      g_assert_no_error (error);

      text = ak_position_to_string (&pos);
      g_assert_cmpstr (text, ==, c->canonical);

      g_assert_cmpint (pos.side, ==, c->side);
      g_assert_cmpuint (pos.stores[AK_SOUTH], ==, c->stores[AK_SOUTH]);
      g_assert_cmpuint (pos.stores[AK_NORTH], ==, c->stores[AK_NORTH]);
      g_assert_cmpuint (pos.banks[AK_SOUTH], ==, c->banks[AK_SOUTH]);
      g_assert_cmpuint (pos.banks[AK_NORTH], ==, c->banks[AK_NORTH]);
      g_assert_cmpuint (ak_position_seeds_on_board (&pos), ==, c->on_board);

      g_assert_cmphex (pos.owners, ==, c->owners);
      for (int h = 0; h < AK_N_HOLES; h++)
        g_assert_cmpint (ak_position_owner (&pos, h), ==,
                         (c->owners >> h) & 1 ? AK_NORTH : AK_SOUTH);
      g_assert_cmphex (ak_position_owned_mask (&pos, AK_NORTH), ==, c->owners);
      g_assert_cmphex (ak_position_owned_mask (&pos, AK_SOUTH), ==,
                       ~c->owners & AK_ALL_HOLES_MASK);
      g_assert_cmpuint (ak_position_holes_owned (&pos, AK_SOUTH), ==, c->holes_owned[AK_SOUTH]);
      g_assert_cmpuint (ak_position_holes_owned (&pos, AK_NORTH), ==, c->holes_owned[AK_NORTH]);
      g_assert_cmpuint (ak_position_total (&pos), ==, 48);
      assert_position_invariants (&pos);

      /* The canonical string reads back to the same position and is
       * written the same way again. */
      g_assert_true (ak_position_parse (&reparsed, text, &error));
      g_assert_no_error (error);
      g_assert_true (ak_position_equal (&pos, &reparsed));
      again = ak_position_to_string (&reparsed);
      g_assert_cmpstr (again, ==, text);
    }
}

/* ------------------------------------------------------------------------ */

typedef struct
{
  const char *text;
  const char *message;
} MalformedCase;

static const MalformedCase malformed_cases[] = {
  /* Empty. */
  { "", "the position string is empty" },
  { " \t  \t", "the position string is empty" },

  /* Rows. */
  { "4,4,4,4,4/4,4,4,4,4,4,4 S 0-0", "South’s row must have 6 holes, not 5" },
  { START_ROW "/4,4,4,4,4,4,0 S 0-0", "North’s row must have 6 holes, not 7" },
  { START_ROW "/4,4,4,4,4,4, S 0-0", "North’s row must have 6 holes, not 7" },
  { "/" START_ROW " S 0-0", "South’s row must have 6 holes, not 0" },
  { "4,4,4,4,4,4,4,4,4,4,4,4 S 0-0",
    "the holes must be two rows of six counts separated by one “/”, "
    "not “4,4,4,4,4,4,4,4,4,4,4,4”" },
  { "4,4,4/4,4,4/4,4,4,4,4,4 S 0-0",
    "the holes must be two rows of six counts separated by one “/”, "
    "not “4,4,4/4,4,4/4,4,4,4,4,4”" },
  { START_ROW "/" START_ROW "/ S 0-0",
    "the holes must be two rows of six counts separated by one “/”, "
    "not “4,4,4,4,4,4/4,4,4,4,4,4/”" },

  /* Counts. */
  { "x,4,4,4,4,4/" START_ROW " S 0-0", "hole a: “x” is not a number of seeds" },
  { "4,,4,4,4,4/" START_ROW " S 0-0", "hole b: “” is not a number of seeds" },
  { "4,4,-1,4,4,4/" START_ROW " S 0-0", "hole c: “-1” is not a number of seeds" },
  { "4,4,4,+4,4,4/" START_ROW " S 0-0", "hole d: “+4” is not a number of seeds" },
  { "4,4,4,4.0,4,4/" START_ROW " S 0-0",
    "hole d: “4.0” is not a number of seeds" },
  { START_ROW "/49,4,4,4,4,4 S 0-0", "hole A: “49” is more than 48 seeds" },
  { START_ROW "/4,1000,4,4,4,4 S 0-0", "hole B: “1000” is more than 48 seeds" },
  { START_ROW "/4,4,4,4,4,999 S 0-0", "hole F: “999” is more than 48 seeds" },

  /* Owner suffixes. */
  { "4,4,4,4,4x,4/" START_ROW " S 0-0",
    "hole e: “4x” has a bad owner suffix (expected s or n)" },
  { "4,4,4,4,4,4ss/" START_ROW " S 0-0",
    "hole f: “4ss” has a bad owner suffix (expected s or n)" },
  { START_ROW "/4,4,4S,4,4,4 S 0-0",
    "hole C: “4S” has a bad owner suffix (expected s or n)" },
  { START_ROW "/4,4,4,4,4,N4 S 0-0", "hole F: “N4” is not a number of seeds" },
  { START_ROW "/4,4,4,4n,4,4 S 0-0",
    "hole D: the owner suffix “n” is only written on a hole owned by the player "
    "whose row it is not" },
  { "4s,4,4,4,4,4/" START_ROW " S 0-0",
    "hole a: the owner suffix “s” is only written on a hole owned by the player "
    "whose row it is not" },

  /* Side to move. */
  { START_ROW "/" START_ROW, "the side to move (S or N) is missing" },
  { START_ROW "/" START_ROW " X 0-0", "the side to move must be S or N, not “X”" },
  { START_ROW "/" START_ROW " s 0-0", "the side to move must be S or N, not “s”" },
  { START_ROW "/" START_ROW " South 0-0", "the side to move must be S or N, not “South”" },
  { START_ROW "/" START_ROW " 0-0", "the side to move must be S or N, not “0-0”" },

  /* Stores. */
  { START_ROW "/" START_ROW " S", "the stores (south-north, like 0-0) are missing" },
  { START_ROW "/" START_ROW " S 0",
    "stores must be written south-north, like 0-0, not “0”" },
  { START_ROW "/" START_ROW " S 0-",
    "stores must be written south-north, like 0-0, not “0-”" },
  { START_ROW "/" START_ROW " S -0",
    "stores must be written south-north, like 0-0, not “-0”" },
  { START_ROW "/" START_ROW " S a-b",
    "stores must be written south-north, like 0-0, not “a-b”" },
  { START_ROW "/" START_ROW " S 0-0-0",
    "stores must be written south-north, like 0-0, not “0-0-0”" },
  { START_ROW "/" START_ROW " S 0:0",
    "stores must be written south-north, like 0-0, not “0:0”" },
  { "0,0,0,0,0,0/0,0,0,0,0,0 S 49-0", "stores “49-0” hold more than 48 seeds" },
  { "0,0,0,0,0,0/0,0,0,0,0,0 S 0-99", "stores “0-99” hold more than 48 seeds" },

  /* Banks. */
  { START_ROW "/" START_ROW " S 0-0 x",
    "banks must be written south-north, like 0-0, not “x”" },
  { START_ROW "/" START_ROW " S 0-0 2-",
    "banks must be written south-north, like 0-0, not “2-”" },
  { START_ROW "/" START_ROW " S 0-0 2-2-2",
    "banks must be written south-north, like 0-0, not “2-2-2”" },
  { "0,0,0,0,0,0/0,0,0,0,0,0 S 0-0 0-100", "banks “0-100” hold more than 48 seeds" },

  /* A fifth field. */
  { START_ROW "/" START_ROW " S 0-0 0-0 extra", "unexpected “extra” after the banks" },
  { START_ROW "/" START_ROW " S 0-0 0-0 0-0 0-0", "unexpected “0-0” after the banks" },

  /* The total. */
  { START_ROW "/4,4,4,4,4,3 S 0-0",
    "the seeds add up to 47, not 48 (board 47, stores 0-0, banks 0-0)" },
  { START_ROW "/" START_ROW " S 0-0 1-0",
    "the seeds add up to 49, not 48 (board 48, stores 0-0, banks 1-0)" },
  { START_ROW "/4,4,4,4,4,0 N 1-2 0-2",
    "the seeds add up to 49, not 48 (board 44, stores 1-2, banks 0-2)" },
  { "0,0,0,0,0,0/0,0,0,0,0,0 S 48-48",
    "the seeds add up to 96, not 48 (board 0, stores 48-48, banks 0-0)" },
  { "48,48,48,48,48,48/48,48,48,48,48,48 S 0-0",
    "the seeds add up to 576, not 48 (board 576, stores 0-0, banks 0-0)" },

  /* Not UTF-8. */
  { START_ROW "/" START_ROW " S 0-0 \xff", "the position string is not valid UTF-8" },

  /* Messages quote at most 40 characters of a field, with what would not
   * show written as an escape. */
  { START_ROW "/" START_ROW " S\x01 0-0", "the side to move must be S or N, not “S\\x01”" },
  { START_ROW "/" START_ROW " S 0-0 0-0 \xe2\x80\xae" "eno",
    "unexpected “\\u202eeno” after the banks" },
  { START_ROW "/" START_ROW " S 0-0\xc2\x85", "stores must be written south-north, like 0-0, "
    "not “0-0\\u0085”" },
  { START_ROW "/" START_ROW " S 0-0 1-1\x7f", "banks must be written south-north, like 0-0, "
    "not “1-1\\x7f”" },
  { "0,0,0,0,0,0/0,0,0,0,0,0 S 48-0 0-" STR39 "x", "banks must be written south-north, like "
    "0-0, not “0-" STR38 "…”" },
  { "0,0,0,0,0,0/0,0,0,0,0,0 S 48-0 0-" STR39, "banks “0-" STR38 "…” hold more than 48 seeds" },
  { "4,4,4,4,4,\\4/" START_ROW " S 0-0", "hole f: “\\\\4” is not a number of seeds" },
  { "4,4,4,4,4,4/4,4,4,4,4," STR39 "9 S 0-0", "hole F: “" STR39 "9” is more than 48 seeds" },
  { "4,4,4,4,4,4/4,4,4,4,4,4s" X39 " S 0-0",
    "hole F: “4s" X38 "…” has a bad owner suffix (expected s or n)" },
  { "4,4,4/4,4,4/4,4,4,4,4,4 S 0-0", "the holes must be two rows of six counts separated by one "
    "“/”, not “4,4,4/4,4,4/4,4,4,4,4,4”" },
  { START_ROW "/" START_ROW " " STR39 "9 0-0",
    "the side to move must be S or N, not “" STR39 "9”" },
  /* A string longer than any position is refused before it is split. */
  { START_ROW "/" START_ROW " S 0-0 0-0 " STR39 STR39 STR39 STR39 "99999999999999999999999999",
    "a position string has at most 200 characters, not 216: “" START_ROW "/" START_ROW
    " S 0-0 0-0 999999…”" },
};

static void
test_position_malformed (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (malformed_cases); i++)
    {
      const MalformedCase *c = &malformed_cases[i];
      g_autoptr(GError) error = NULL;
      g_autofree char *escaped = g_strescape (c->text, NULL);
      AkPosition pos;
      AkPosition before;

      /* Escaped: a raw non-UTF-8 byte would break the TAP output. */
      g_test_message ("malformed %u: “%s”", i, escaped);

      /* A failed parse leaves the position as it was. */
      g_assert_true (ak_position_parse (&pos, "4,4,4,4,4,4/4s,4,4,4,4,0 N 0-0 2-2", NULL));
      before = pos;

      g_assert_false (ak_position_parse (&pos, c->text, &error));
      g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_POSITION);
      g_assert_cmpstr (error->message, ==, c->message);
      g_assert_true (ak_position_equal (&pos, &before));
      g_assert_cmpmem (&pos, sizeof pos, &before, sizeof before);

      /* NULL for @error is allowed and still refuses. */
      g_assert_false (ak_position_parse (&pos, c->text, NULL));
    }
}

/* ak_position_validate on positions built by hand, which the parser cannot
 * produce. */
static void
test_position_validate (void)
{
  AkPosition pos;
  g_autoptr(GError) error = NULL;

  ak_position_init_start (&pos, AK_SOUTH);
  g_assert_true (ak_position_validate (&pos, &error));
  g_assert_no_error (error);

  pos.holes[0] = 49;
  g_assert_false (ak_position_validate (&pos, &error));
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_POSITION);
  g_assert_cmpstr (error->message, ==, "hole a holds 49 seeds, more than 48");
  g_clear_error (&error);

  ak_position_init_start (&pos, AK_SOUTH);
  pos.side = 2;
  g_assert_false (ak_position_validate (&pos, &error));
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_POSITION);
  g_assert_cmpstr (error->message, ==, "the side to move must be South or North");
  g_clear_error (&error);

  ak_position_init_start (&pos, AK_NORTH);
  pos.owners |= 1u << 12;
  g_assert_false (ak_position_validate (&pos, &error));
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_POSITION);
  g_assert_cmpstr (error->message, ==, "the owners name holes that do not exist");
  g_clear_error (&error);

  ak_position_init_start (&pos, AK_NORTH);
  pos.stores[AK_NORTH] = 1;
  g_assert_false (ak_position_validate (&pos, &error));
  g_assert_error (error, AK_NOTATION_ERROR, AK_NOTATION_ERROR_POSITION);
  g_assert_cmpstr (error->message, ==,
                   "the seeds add up to 49, not 48 (board 48, stores 0-1, banks 0-0)");
  g_clear_error (&error);
}

/* ------------------------------------------------------------------------ */

static void
test_position_equal (void)
{
  AkPosition a;
  AkPosition b;

  ak_position_init_start (&a, AK_SOUTH);
  ak_position_init_start (&b, AK_SOUTH);
  g_assert_true (ak_position_equal (&a, &b));

  b.side = AK_NORTH;
  g_assert_false (ak_position_equal (&a, &b));

  b = a;
  ak_position_set_owner (&b, 6, AK_SOUTH);
  g_assert_false (ak_position_equal (&a, &b));
  ak_position_set_owner (&b, 6, AK_NORTH);
  g_assert_true (ak_position_equal (&a, &b));

  b = a;
  b.holes[11] = 0;
  b.stores[AK_NORTH] = 4;
  g_assert_false (ak_position_equal (&a, &b));

  a.holes[11] = 0;
  a.banks[AK_NORTH] = 4;
  g_assert_false (ak_position_equal (&a, &b));
}

static void
test_position_hash (void)
{
  AkPosition start;
  AkPosition pos;
  guint64 h;

  g_assert_true (ak_position_parse (&start, START_ROW "/" START_ROW " S 0-0", NULL));
  h = ak_position_hash (&start);

  /* Equal positions, however they were made, hash equal. */
  ak_position_init_start (&pos, AK_SOUTH);
  g_assert_cmpuint (ak_position_hash (&pos), ==, h);
  g_assert_true (ak_position_parse (&pos, " 04,4,4,4,4,4/4,4,4,4,4,4\tS 0-0 0-0", NULL));
  g_assert_cmpuint (ak_position_hash (&pos), ==, h);

  /* A count changes the hash (a seed moved from one hole to another). */
  for (int i = 0; i < AK_N_HOLES; i++)
    {
      int j = (i + 1) % AK_N_HOLES;

      pos = start;
      pos.holes[i]--;
      pos.holes[j]++;
      g_assert_cmpuint (ak_position_hash (&pos), !=, h);
    }

  /* An owner changes the hash, in every hole. */
  for (int i = 0; i < AK_N_HOLES; i++)
    {
      pos = start;
      ak_position_set_owner (&pos, i, AK_SIDE_OTHER (ak_position_owner (&pos, i)));
      g_assert_cmpuint (ak_position_hash (&pos), !=, h);
    }

  /* The side to move changes the hash. */
  pos = start;
  pos.side = AK_NORTH;
  g_assert_cmpuint (ak_position_hash (&pos), !=, h);

  /* Stores and banks do not: the same board with seeds taken out of the
   * same hole hashes the same whether they went to a store or a bank. */
  {
    AkPosition stored;
    AkPosition banked;

    g_assert_true (ak_position_parse (&stored, "4,4,4,4,4,4/4,4,4,4,4,0 S 4-0", NULL));
    g_assert_true (ak_position_parse (&banked, "4,4,4,4,4,4/4,4,4,4,4,0 S 0-0 2-2", NULL));
    g_assert_false (ak_position_equal (&stored, &banked));
    g_assert_cmpuint (ak_position_hash (&stored), ==, ak_position_hash (&banked));

    pos = stored;
    pos.stores[AK_SOUTH] = 0;
    pos.stores[AK_NORTH] = 4;
    g_assert_cmpuint (ak_position_hash (&pos), ==, ak_position_hash (&stored));
  }

  /* A bought hole: same counts and side, different owner. */
  {
    AkPosition bought;
    AkPosition own;

    g_assert_true (ak_position_parse (&bought, "4,4,4,4,4,4/4s,4,4,4,4,0 N 0-0 2-2", NULL));
    g_assert_true (ak_position_parse (&own, "4,4,4,4,4,4/4,4,4,4,4,0 N 0-0 2-2", NULL));
    g_assert_cmpuint (ak_position_hash (&bought), !=, ak_position_hash (&own));
  }

  /* The hash is stable within a run. */
  g_assert_cmpuint (ak_position_hash (&start), ==, h);
}

/* ------------------------------------------------------------------------ */

static void
test_position_hole_names (void)
{
  static const char names[] = "abcdefABCDEF";
  static const int bad_indices[] = { -100, -1, AK_N_HOLES, AK_MOVE_PASS, 13, 255 };
  static const char bad_chars[] = { 'g', 'z', 'G', 'Z', '?', '0', '6', ' ', '-', '`', '@', '\0' };

  for (int i = 0; i < AK_N_HOLES; i++)
    {
      g_assert_true (ak_hole_is_valid (i));
      g_assert_cmpint (ak_hole_to_char (i), ==, names[i]);
      g_assert_cmpint (ak_hole_from_char (names[i]), ==, i);
      g_assert_cmpint (ak_hole_from_char (ak_hole_to_char (i)), ==, i);
      g_assert_cmpint (ak_hole_row (i), ==, i < 6 ? AK_SOUTH : AK_NORTH);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad_indices); i++)
    {
      g_assert_false (ak_hole_is_valid (bad_indices[i]));
      g_assert_cmpint (ak_hole_to_char (bad_indices[i]), ==, '?');
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad_chars); i++)
    g_assert_cmpint (ak_hole_from_char (bad_chars[i]), ==, -1);

  g_assert_cmpstr (ak_side_to_string (AK_SOUTH), ==, "south");
  g_assert_cmpstr (ak_side_to_string (AK_NORTH), ==, "north");
  g_assert_cmpstr (ak_side_name (AK_SOUTH), ==, "South");
  g_assert_cmpstr (ak_side_name (AK_NORTH), ==, "North");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ak/engine/position/init-start", test_position_init_start);
  g_test_add_func ("/ak/engine/position/round-trip", test_position_round_trip);
  g_test_add_func ("/ak/engine/position/malformed", test_position_malformed);
  g_test_add_func ("/ak/engine/position/validate", test_position_validate);
  g_test_add_func ("/ak/engine/position/equal", test_position_equal);
  g_test_add_func ("/ak/engine/position/hash", test_position_hash);
  g_test_add_func ("/ak/engine/position/hole-names", test_position_hole_names);

  return g_test_run ();
}
