/* ak-tables-private.h — what the tables' files share: the set's layout,
 * board numbering, and the pieces the solver and tests use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-tables.h"

G_BEGIN_DECLS

typedef struct
{
  AkTablesInfo  info;
  GBytes       *bytes;     /* holds data */
  const gint8  *data;      /* L, U for each board of each pattern */
  guint64       n_boards;
} AkTablesLevel;

struct _AkTables
{
  gatomicrefcount ref_count;
  AkTablesKey     key;
  guint16         patterns[2];   /* key's owners, then folded */
  guint           n_patterns;
  guint           max_level;
  AkTablesLevel   levels[AK_TABLES_MAX_LEVEL + 1];
};

/* The most threads a build makes the moves on. */
#define AK_TABLES_MAX_THREADS 16

/* Value bytes that mean "no value yet" while solving. */
#define AK_TABLES_NONE_LOW  (-127)
#define AK_TABLES_NONE_HIGH 127

guint64  ak_tables_board_rank    (const guint8       *holes,
                                  guint               level);
void     ak_tables_board_unrank  (guint64             rank,
                                  guint               level,
                                  guint8             *holes);
gboolean ak_tables_board_next    (guint8             *holes);
guint16  ak_tables_fold_owners   (guint16             owners);
gboolean ak_tables_locate        (const AkTables     *tables,
                                  const AkPosition   *pos,
                                  guint8             *holes,
                                  guint              *pattern,
                                  guint              *level);
void     ak_tables_add_level     (AkTables           *tables,
                                  const AkTablesInfo *info,
                                  GBytes             *bytes,
                                  gsize               offset);
guint32  ak_tables_checksum      (const gint8        *data,
                                  gsize               length);
void     ak_tables_write_header  (guint8             *header,
                                  const AkTablesInfo *info);

G_END_DECLS
