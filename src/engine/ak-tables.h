/* ak-tables.h — endgame tables: for every board of a few seeds, the bounds
 * on what the side to move can still win, solved backwards over the
 * exact rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A *level* is every board with the same number of seeds, for one owner
 * pattern, with the side to move folded away by turning the board round
 * (the side to move always sits at holes a..f).  For each board a level
 * keeps two whole numbers of seeds, L <= U: the margin the side to move
 * can still win (its captures from here and its share of the final
 * division, minus the opponent's).  Every line of play either leaves the
 * level by a capture or an end of the game, or goes round without a
 * capture for ever; Adji Kui's repetition rule ends such a line with the
 * division at a position that repeats, which depends on the moves made
 * before.  L counts every endless line as the worst division on it for the
 * side to move, U as the best, so the true value is in [L, U] whatever
 * position repeats; where L == U it is proved.
 *
 * Two things of the history are left out, and said where the values are
 * used: a forced sequence that leaves the level is counted only if it
 * takes at most AK_TABLES_MAX_DESCENT plies (the search probes only while
 * at least that many plies remain before the no-capture limit), and the
 * positions of such a sequence are taken not to have occurred twice
 * already since the last capture (a capture makes every earlier position
 * impossible to see again, so only the plies since it matter).
 */

#pragma once

#include <glib.h>

#include "ak-position.h"
#include "ak-rules.h"
#include "ak-types.h"

G_BEGIN_DECLS

/* The file format's version: a file of another version is refused. */
#define AK_TABLES_FORMAT_VERSION 1

/* The most seeds a level may hold (the boards of 24 seeds are 2.5e9). */
#define AK_TABLES_MAX_LEVEL 24

/* The plies a forced sequence out of a level may take to count. */
#define AK_TABLES_MAX_DESCENT 100

/* North's holes in an ordinary game: the owner pattern of every single
 * game and of a match's first game. */
#define AK_TABLES_STANDARD_OWNERS 0x0fc0

/* What a set of tables is for: the rules that change values and the
 * owners, written as North's holes with South to move. */
typedef struct
{
  AkVariant variant;
  gboolean  skip_origin;
  guint16   owners;
} AkTablesKey;

/* What a level's file says about itself. */
typedef struct
{
  guint     format_version;
  AkTablesKey key;
  guint     level;
  guint     n_patterns;   /* 1, or 2 when the folded owners differ */
  guint64   n_boards;     /* per pattern */
  guint64   n_proved;     /* positions with L == U, over all patterns */
  guint32   checksum;
  guint     max_descent;  /* the longest forced sequence counted */
  guint64   build_ms;     /* how long the build took, for estimates */
} AkTablesInfo;

/* A set of levels for one key.  Levels can be added (built or loaded)
 * until the set is handed to searches; from then on it is only read, by
 * any number of threads, and a set with more levels is made with
 * ak_tables_copy(), which shares the levels' data. */
typedef struct _AkTables AkTables;

/* Called now and then during a build, from the building thread. */
typedef void (*AkTablesProgress) (guint       level,
                                  double      fraction,
                                  gpointer    user_data);

void      ak_tables_key_init         (AkTablesKey       *key,
                                      const AkRules     *rules,
                                      guint16            owners);
gboolean  ak_tables_key_equal        (const AkTablesKey *a,
                                      const AkTablesKey *b);
guint64   ak_tables_level_size       (guint              level);
gboolean  ak_tables_level_reachable  (AkVariant          variant,
                                      guint              level,
                                      guint              top);
char     *ak_tables_file_name        (const AkTablesKey *key,
                                      guint              level);

AkTables *ak_tables_new              (const AkTablesKey *key);
AkTables *ak_tables_copy             (const AkTables    *tables);
AkTables *ak_tables_ref              (AkTables          *tables);
void      ak_tables_unref            (AkTables          *tables);
const AkTablesKey *ak_tables_get_key (const AkTables    *tables);
gboolean  ak_tables_has_level        (const AkTables    *tables,
                                      guint              level);
guint     ak_tables_get_max_level    (const AkTables    *tables);
gboolean  ak_tables_get_info         (const AkTables    *tables,
                                      guint              level,
                                      AkTablesInfo      *info);

gboolean  ak_tables_build_level      (AkTables          *tables,
                                      guint              level,
                                      guint              n_threads,
                                      volatile gint     *cancel,
                                      AkTablesProgress   progress,
                                      gpointer           user_data,
                                      GError           **error);
gboolean  ak_tables_save_level       (const AkTables    *tables,
                                      guint              level,
                                      const char        *path,
                                      GError           **error);
gboolean  ak_tables_load_level       (AkTables          *tables,
                                      const char        *path,
                                      GError           **error);
gboolean  ak_tables_read_info        (const char        *path,
                                      AkTablesInfo      *info,
                                      GError           **error);

gboolean  ak_tables_covers           (const AkTables    *tables,
                                      const AkPosition  *pos,
                                      const AkRules     *rules);
gboolean  ak_tables_probe            (const AkTables    *tables,
                                      const AkPosition  *pos,
                                      int               *lower,
                                      int               *upper);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkTables, ak_tables_unref)

G_END_DECLS
