/* ak-tables.c — endgame tables: boards indexed by level, the files, and
 * probing; the solver is in ak-tables-build.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A board of a level is numbered by its place among all boards of that
 * many seeds in lexicographic order of the twelve counts (hole a first):
 * ak_tables_board_rank() counts the boards before it with the binomial
 * identities of "stars and bars", twelve table lookups.  A level holds
 * one or two owner patterns (the pattern with the side to move turned
 * round, when it differs), each a block of all the boards; every entry is
 * two signed bytes, L then U.
 *
 * A file is a 64-byte header (all numbers little-endian) and the entries:
 *
 *   0  "AKTABLES"            8  format version       12 variant
 *   16 skip-origin           20 owners (North's holes, South to move)
 *   24 level                 28 owner patterns
 *   32 boards per pattern    40 proved entries
 *   48 max descent           52 checksum of the entries
 *   56 build time in ms
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-error.h"
#include "ak-tables-private.h"

#define HEADER_SIZE 64
static const char magic[8] = { 'A', 'K', 'T', 'A', 'B', 'L', 'E', 'S' };

static guint64 binomials[AK_TABLES_MAX_LEVEL + AK_N_HOLES + 1][AK_N_HOLES + 1];

static void
init_binomials (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (guint n = 0; n < G_N_ELEMENTS (binomials); n++)
        for (guint k = 0; k <= AK_N_HOLES; k++)
          binomials[n][k] = k == 0 ? 1 : n == 0 ? 0 : binomials[n - 1][k - 1] + binomials[n - 1][k];
      g_once_init_leave (&done, 1);
    }
}

/* Boards of @seeds seeds in @parts holes: C(seeds + parts - 1, parts - 1). */
static inline guint64
compositions (guint seeds,
              guint parts)
{
  return binomials[seeds + parts - 1][parts - 1];
}

/**
 * ak_tables_level_size:
 * @level: seeds on the board
 *
 * Returns: how many boards hold @level seeds in twelve holes.
 */
guint64
ak_tables_level_size (guint level)
{
  g_return_val_if_fail (level <= AK_TABLES_MAX_LEVEL, 0);
  init_binomials ();
  return compositions (level, AK_N_HOLES);
}

guint64
ak_tables_board_rank (const guint8 *holes,
                      guint         level)
{
  guint64 rank = 0;
  guint rest = level;

  /* The boards before this one that differ first at hole i hold fewer
   * seeds there: a sum of compositions of the holes after it, which
   * telescopes to a difference of two binomials. */
  for (guint i = 0; i < AK_N_HOLES - 1; i++)
    {
      guint after = AK_N_HOLES - 1 - i;
      guint h = holes[i];

      rank += binomials[rest + after][after] - binomials[rest - h + after][after];
      rest -= h;
    }
  return rank;
}

void
ak_tables_board_unrank (guint64  rank,
                        guint    level,
                        guint8  *holes)
{
  guint rest = level;

  init_binomials ();
  for (guint i = 0; i < AK_N_HOLES - 1; i++)
    {
      guint after = AK_N_HOLES - 1 - i;
      guint h = 0;

      while (rank >= compositions (rest - h, after))
        {
          rank -= compositions (rest - h, after);
          h++;
        }
      holes[i] = (guint8) h;
      rest -= h;
    }
  holes[AK_N_HOLES - 1] = (guint8) rest;
}

/* The next board of the same level in rank order; FALSE after the last. */
gboolean
ak_tables_board_next (guint8 *holes)
{
  int last = -1;

  for (int i = AK_N_HOLES - 1; i >= 1; i--)
    if (holes[i] > 0)
      {
        last = i;
        break;
      }
  if (last < 0)
    return FALSE;
  if (last == AK_N_HOLES - 1)
    {
      holes[AK_N_HOLES - 2]++;
      holes[AK_N_HOLES - 1]--;
    }
  else
    {
      holes[last - 1]++;
      holes[AK_N_HOLES - 1] = (guint8) (holes[last] - 1);
      holes[last] = 0;
    }
  return TRUE;
}

/* The owners seen from the other side: the board turned round by a row,
 * and the holes of the player to move are the other player's now. */
guint16
ak_tables_fold_owners (guint16 owners)
{
  guint rotated = ((owners >> AK_ROW_HOLES) | (owners << AK_ROW_HOLES)) & AK_ALL_HOLES_MASK;

  return (guint16) (~rotated & AK_ALL_HOLES_MASK);
}

void
ak_tables_key_init (AkTablesKey   *key,
                    const AkRules *rules,
                    guint16        owners)
{
  memset (key, 0, sizeof *key);
  key->variant = rules->variant;
  key->skip_origin = rules->skip_origin ? TRUE : FALSE;
  key->owners = owners & AK_ALL_HOLES_MASK;
}

gboolean
ak_tables_key_equal (const AkTablesKey *a,
                     const AkTablesKey *b)
{
  return a->variant == b->variant && !a->skip_origin == !b->skip_origin &&
         a->owners == b->owners;
}

/**
 * ak_tables_level_reachable:
 * @variant: the game
 * @level: seeds on the board
 * @top: the most seeds the tables are built for
 *
 * Whether a game at @top seeds can come down to @level by captures, and
 * so whether tables up to @top hold a level of @level seeds: in Adji Kui
 * II every capture is a casa of four and a game ends at eight seeds or
 * fewer, so the levels are @top, @top - 4, … above eight; in Adji Kui I
 * any count can be left.
 */
gboolean
ak_tables_level_reachable (AkVariant variant,
                           guint     level,
                           guint     top)
{
  if (level > top || top > AK_TABLES_MAX_LEVEL)
    return FALSE;
  if (variant == AK_VARIANT_ADJI_KUI_2)
    return level > 8 && (top - level) % AK_SEEDS_PER_HOLE == 0;
  return TRUE;
}

char *
ak_tables_file_name (const AkTablesKey *key,
                     guint              level)
{
  g_autoptr(GString) name = g_string_new (ak_variant_to_string (key->variant));

  if (key->skip_origin)
    g_string_append (name, "-skip-origin");
  if (key->owners != AK_TABLES_STANDARD_OWNERS)
    g_string_append_printf (name, "-owners-%03x", key->owners);
  g_string_append_printf (name, "-%u.akt", level);
  return g_string_free (g_steal_pointer (&name), FALSE);
}

AkTables *
ak_tables_new (const AkTablesKey *key)
{
  AkTables *tables = g_new0 (AkTables, 1);

  init_binomials ();
  g_atomic_ref_count_init (&tables->ref_count);
  tables->key = *key;
  tables->key.owners &= AK_ALL_HOLES_MASK;
  tables->patterns[0] = tables->key.owners;
  tables->patterns[1] = ak_tables_fold_owners (tables->key.owners);
  tables->n_patterns = tables->patterns[1] == tables->patterns[0] ? 1 : 2;
  return tables;
}

/* A new set with the same levels, sharing their data. */
AkTables *
ak_tables_copy (const AkTables *tables)
{
  AkTables *copy = ak_tables_new (&tables->key);

  for (guint l = 0; l <= AK_TABLES_MAX_LEVEL; l++)
    if (tables->levels[l].data != NULL)
      {
        copy->levels[l] = tables->levels[l];
        copy->levels[l].bytes = g_bytes_ref (tables->levels[l].bytes);
      }
  copy->max_level = tables->max_level;
  return copy;
}

AkTables *
ak_tables_ref (AkTables *tables)
{
  g_atomic_ref_count_inc (&tables->ref_count);
  return tables;
}

void
ak_tables_unref (AkTables *tables)
{
  if (tables == NULL || !g_atomic_ref_count_dec (&tables->ref_count))
    return;
  for (guint l = 0; l <= AK_TABLES_MAX_LEVEL; l++)
    g_clear_pointer (&tables->levels[l].bytes, g_bytes_unref);
  g_free (tables);
}

const AkTablesKey *
ak_tables_get_key (const AkTables *tables)
{
  return &tables->key;
}

gboolean
ak_tables_has_level (const AkTables *tables,
                     guint           level)
{
  return level <= AK_TABLES_MAX_LEVEL && tables->levels[level].data != NULL;
}

guint
ak_tables_get_max_level (const AkTables *tables)
{
  return tables->max_level;
}

gboolean
ak_tables_get_info (const AkTables *tables,
                    guint           level,
                    AkTablesInfo   *info)
{
  if (!ak_tables_has_level (tables, level))
    return FALSE;
  *info = tables->levels[level].info;
  return TRUE;
}

/* Takes @bytes: the entries of both patterns, already checked. */
void
ak_tables_add_level (AkTables           *tables,
                     const AkTablesInfo *info,
                     GBytes             *bytes,
                     gsize               offset)
{
  AkTablesLevel *level = &tables->levels[info->level];

  g_clear_pointer (&level->bytes, g_bytes_unref);
  level->info = *info;
  level->bytes = bytes;
  level->data = (const gint8 *) g_bytes_get_data (bytes, NULL) + offset;
  level->n_boards = info->n_boards;
  tables->max_level = MAX (tables->max_level, info->level);
}

/* A 32-bit digest of the entries, eight bytes at a time: any changed,
 * lost or swapped byte changes it. */
guint32
ak_tables_checksum (const gint8 *data,
                    gsize        length)
{
  guint64 h = 0x9e3779b97f4a7c15ull ^ length;
  gsize i = 0;

  for (; i + 8 <= length; i += 8)
    {
      guint64 w;

      memcpy (&w, data + i, 8);
      h = (h ^ w) * 0xff51afd7ed558ccdull;
      h ^= h >> 32;
    }
  for (; i < length; i++)
    {
      h = (h ^ (guint8) data[i]) * 0xc4ceb9fe1a85ec53ull;
      h ^= h >> 29;
    }
  return (guint32) (h ^ (h >> 32));
}

static void
put32 (guint8  *p,
       guint32  v)
{
  v = GUINT32_TO_LE (v);
  memcpy (p, &v, 4);
}

static void
put64 (guint8  *p,
       guint64  v)
{
  v = GUINT64_TO_LE (v);
  memcpy (p, &v, 8);
}

static guint32
get32 (const guint8 *p)
{
  guint32 v;

  memcpy (&v, p, 4);
  return GUINT32_FROM_LE (v);
}

static guint64
get64 (const guint8 *p)
{
  guint64 v;

  memcpy (&v, p, 8);
  return GUINT64_FROM_LE (v);
}

void
ak_tables_write_header (guint8             *header,
                        const AkTablesInfo *info)
{
  memset (header, 0, HEADER_SIZE);
  memcpy (header, magic, sizeof magic);
  put32 (header + 8, info->format_version);
  put32 (header + 12, info->key.variant);
  put32 (header + 16, info->key.skip_origin ? 1 : 0);
  put32 (header + 20, info->key.owners);
  put32 (header + 24, info->level);
  put32 (header + 28, info->n_patterns);
  put64 (header + 32, info->n_boards);
  put64 (header + 40, info->n_proved);
  put32 (header + 48, info->max_descent);
  put32 (header + 52, info->checksum);
  put64 (header + 56, info->build_ms);
}

static gboolean
parse_header (const guint8  *data,
              gsize          length,
              const char    *path,
              AkTablesInfo  *info,
              GError       **error)
{
  g_autofree char *name = g_filename_display_basename (path);
  guint32 variant;

  if (length < HEADER_SIZE || memcmp (data, magic, sizeof magic) != 0)
    {
      g_set_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_FORMAT,
                   _("“%s” is not an endgame table file"), name);
      return FALSE;
    }
  memset (info, 0, sizeof *info);
  info->format_version = get32 (data + 8);
  if (info->format_version != AK_TABLES_FORMAT_VERSION)
    {
      g_set_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_VERSION,
                   _("“%s” is an endgame table of format %u; this version of Adji Kui reads format %u"),
                   name, info->format_version, AK_TABLES_FORMAT_VERSION);
      return FALSE;
    }
  variant = get32 (data + 12);
  info->key.skip_origin = get32 (data + 16) != 0;
  info->key.owners = (guint16) get32 (data + 20);
  info->level = get32 (data + 24);
  info->n_patterns = get32 (data + 28);
  info->n_boards = get64 (data + 32);
  info->n_proved = get64 (data + 40);
  info->max_descent = get32 (data + 48);
  info->checksum = get32 (data + 52);
  info->build_ms = get64 (data + 56);
  if ((variant != AK_VARIANT_ADJI_KUI_1 && variant != AK_VARIANT_ADJI_KUI_2) ||
      info->level > AK_TABLES_MAX_LEVEL || (get32 (data + 20) & ~AK_ALL_HOLES_MASK) != 0 ||
      info->n_boards != ak_tables_level_size (info->level) ||
      info->n_patterns != (ak_tables_fold_owners (info->key.owners) == info->key.owners ? 1u : 2u) ||
      info->n_proved > info->n_boards * info->n_patterns)
    {
      g_set_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_FORMAT,
                   _("The header of the endgame table “%s” is damaged"), name);
      return FALSE;
    }
  info->key.variant = (AkVariant) variant;
  if (length != HEADER_SIZE + 2 * info->n_boards * info->n_patterns)
    {
      g_autofree char *has = g_strdup_printf ("%" G_GSIZE_FORMAT, length);
      g_autofree char *needs = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                HEADER_SIZE + 2 * info->n_boards * info->n_patterns);

      g_set_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_FORMAT,
                   /* Translators: the first %s is a file name, the others
                    * numbers of bytes */
                   _("The endgame table “%s” is %s bytes long instead of %s: it was not written to the end"),
                   name, has, needs);
      return FALSE;
    }
  return TRUE;
}

static GMappedFile *
map_file (const char  *path,
          GError     **error)
{
  g_autoptr(GError) local = NULL;
  GMappedFile *file = g_mapped_file_new (path, FALSE, &local);

  if (file == NULL)
    {
      g_autofree char *name = g_filename_display_name (path);

      g_set_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_IO,
                   _("Cannot read the endgame table “%s”: %s"), name, local->message);
    }
  return file;
}

/**
 * ak_tables_read_info:
 * @path: a table file
 * @info: (out): what its header says
 * @error: why it cannot be used
 *
 * Reads and checks a file's header and length, and its checksum (which
 * reads the whole file).
 *
 * Returns: whether the file is a complete table of this format.
 */
gboolean
ak_tables_read_info (const char    *path,
                     AkTablesInfo  *info,
                     GError       **error)
{
  g_autoptr(GMappedFile) file = map_file (path, error);
  const guint8 *data;
  gsize length;

  init_binomials ();
  if (file == NULL)
    return FALSE;
  data = (const guint8 *) g_mapped_file_get_contents (file);
  length = g_mapped_file_get_length (file);
  if (!parse_header (data, length, path, info, error))
    return FALSE;
  if (ak_tables_checksum ((const gint8 *) data + HEADER_SIZE, length - HEADER_SIZE) != info->checksum)
    {
      g_autofree char *name = g_filename_display_basename (path);

      g_set_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_CHECKSUM,
                   _("The endgame table “%s” is damaged: its data does not match its checksum"), name);
      return FALSE;
    }
  return TRUE;
}

/**
 * ak_tables_load_level:
 * @tables: a set not yet handed to a search
 * @path: a table file for the set's key
 * @error: why it cannot be used
 *
 * Maps a level's file into memory, after checking its header, length and
 * checksum; a file that fails any check, or is for other rules, owners or
 * a level the set cannot hold, is refused and the set is unchanged.
 */
gboolean
ak_tables_load_level (AkTables    *tables,
                      const char  *path,
                      GError     **error)
{
  g_autoptr(GMappedFile) file = NULL;
  AkTablesInfo info;

  if (!ak_tables_read_info (path, &info, error))
    return FALSE;
  if (!ak_tables_key_equal (&info.key, &tables->key))
    {
      g_autofree char *name = g_filename_display_basename (path);

      g_set_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_MISMATCH,
                   _("The endgame table “%s” is for other rules or owners"), name);
      return FALSE;
    }
  file = map_file (path, error);
  if (file == NULL)
    return FALSE;
  /* The file may have been replaced since it was checked. */
  if (g_mapped_file_get_length (file) != HEADER_SIZE + 2 * info.n_boards * info.n_patterns ||
      ak_tables_checksum ((const gint8 *) g_mapped_file_get_contents (file) + HEADER_SIZE,
                          g_mapped_file_get_length (file) - HEADER_SIZE) != info.checksum)
    {
      g_autofree char *name = g_filename_display_basename (path);

      g_set_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_CHECKSUM,
                   _("The endgame table “%s” changed while it was read"), name);
      return FALSE;
    }
  ak_tables_add_level (tables, &info, g_mapped_file_get_bytes (file), HEADER_SIZE);
  return TRUE;
}

/**
 * ak_tables_save_level:
 * @tables: a set holding @level
 * @level: seeds on the board
 * @path: where to write it
 * @error: why it could not be written
 *
 * Writes a level's file in one step: a file under @path holds either the
 * whole table or whatever it held before, never a part.
 */
gboolean
ak_tables_save_level (const AkTables  *tables,
                      guint            level,
                      const char      *path,
                      GError         **error)
{
  const AkTablesLevel *l;
  g_autofree guint8 *buffer = NULL;
  g_autoptr(GError) local = NULL;
  gsize size;

  g_return_val_if_fail (ak_tables_has_level (tables, level), FALSE);
  l = &tables->levels[level];
  size = 2 * l->info.n_boards * l->info.n_patterns;
  buffer = g_malloc (HEADER_SIZE + size);
  ak_tables_write_header (buffer, &l->info);
  memcpy (buffer + HEADER_SIZE, l->data, size);
  if (!g_file_set_contents_full (path, (const char *) buffer, (gssize) (HEADER_SIZE + size),
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0644, &local))
    {
      g_set_error (error, AK_TABLES_ERROR, AK_TABLES_ERROR_IO,
                   _("Cannot write the endgame table: %s"), local->message);
      return FALSE;
    }
  return TRUE;
}

/* The board, the pattern and the level of a position, seen from the side
 * to move; FALSE if the set has no such pattern. */
gboolean
ak_tables_locate (const AkTables   *tables,
                  const AkPosition *pos,
                  guint8           *holes,
                  guint            *pattern,
                  guint            *level)
{
  guint16 owners = pos->owners & AK_ALL_HOLES_MASK;
  guint seeds = 0;

  if (pos->side == AK_NORTH)
    {
      for (guint i = 0; i < AK_N_HOLES; i++)
        holes[i] = pos->holes[(i + AK_ROW_HOLES) % AK_N_HOLES];
      owners = ak_tables_fold_owners (owners);
    }
  else
    memcpy (holes, pos->holes, AK_N_HOLES);
  for (guint i = 0; i < AK_N_HOLES; i++)
    seeds += holes[i];
  *level = seeds;
  if (owners == tables->patterns[0])
    *pattern = 0;
  else if (owners == tables->patterns[1])
    *pattern = 1;
  else
    return FALSE;
  return TRUE;
}

/**
 * ak_tables_covers:
 * @tables: (nullable): a set of tables
 * @pos: a position
 * @rules: the game's rules
 *
 * Returns: whether @tables hold @pos under @rules.
 */
gboolean
ak_tables_covers (const AkTables   *tables,
                  const AkPosition *pos,
                  const AkRules    *rules)
{
  guint8 holes[AK_N_HOLES];
  guint pattern, level;

  return tables != NULL && rules->variant == tables->key.variant &&
         !rules->skip_origin == !tables->key.skip_origin &&
         ak_tables_locate (tables, pos, holes, &pattern, &level) &&
         ak_tables_has_level (tables, level);
}

/**
 * ak_tables_probe:
 * @tables: a set of tables, for the game's rules
 * @pos: a position
 * @lower: (out): the least the side to move can still win, in seeds
 * @upper: (out): the most
 *
 * Looks up a position: no allocation, no lock.  The caller checks the
 * rules with ak_tables_covers() once.
 *
 * Returns: whether the position is in the tables.
 */
gboolean
ak_tables_probe (const AkTables   *tables,
                 const AkPosition *pos,
                 int              *lower,
                 int              *upper)
{
  guint8 holes[AK_N_HOLES];
  guint pattern, level;
  const AkTablesLevel *l;
  guint64 index;

  if (!ak_tables_locate (tables, pos, holes, &pattern, &level) || level > AK_TABLES_MAX_LEVEL)
    return FALSE;
  l = &tables->levels[level];
  if (l->data == NULL)
    return FALSE;
  index = pattern * l->n_boards + ak_tables_board_rank (holes, level);
  *lower = l->data[2 * index];
  *upper = l->data[2 * index + 1];
  return TRUE;
}
