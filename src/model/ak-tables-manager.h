/* ak-tables-manager.h — the endgame tables on this computer: which levels
 * there are, loading them, building the missing ones in the background
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ak-engine.h"
#include "ak-tables.h"

G_BEGIN_DECLS

#define AK_TYPE_TABLES_MANAGER (ak_tables_manager_get_type ())

G_DECLARE_FINAL_TYPE (AkTablesManager, ak_tables_manager, AK, TABLES_MANAGER, GObject)

/* Why a level's file was not used. */
typedef enum
{
  AK_TABLES_PROBLEM_DAMAGED,        /* cut short, failing its checksum, or no table */
  AK_TABLES_PROBLEM_OTHER_VERSION,  /* of another format version */
  AK_TABLES_PROBLEM_UNREADABLE,     /* it cannot be read at all */
} AkTablesProblem;

/* A search of a position with at most this many seeds on the board asks
 * for the small levels of its rules' tables, which are then built if they
 * are missing; in a match game with bought holes, for that game's own. */
#define AK_TABLES_MANAGER_WANT_SEEDS       28
#define AK_TABLES_MANAGER_WANT_MATCH_SEEDS 20

AkTablesManager *ak_tables_manager_new             (const char        *folder)
                                                    G_GNUC_WARN_UNUSED_RESULT;
AkTablesManager *ak_tables_manager_get_default     (void);
void             ak_tables_manager_set_default     (AkTablesManager   *self);
const char      *ak_tables_manager_get_folder      (AkTablesManager   *self);
gboolean         ak_tables_manager_get_loaded      (AkTablesManager   *self);

AkTables        *ak_tables_manager_dup_tables      (AkTablesManager   *self,
                                                    const AkRules     *rules,
                                                    const AkPosition  *pos);
AkTables        *ak_tables_manager_dup_for_search  (const AkRules     *rules,
                                                    const AkPosition  *pos);

GArray          *ak_tables_manager_list_sets       (AkTablesManager   *self);
guint32          ak_tables_manager_get_levels      (AkTablesManager   *self,
                                                    const AkTablesKey *key);
guint            ak_tables_manager_get_small_top   (AkTablesManager   *self,
                                                    AkVariant          variant);
guint            ak_tables_manager_get_large_top   (AkTablesManager   *self,
                                                    AkVariant          variant);
guint32          ak_tables_manager_get_wanted_levels (AkTablesManager *self,
                                                      const AkTablesKey *key,
                                                      guint            top);
guint64          ak_tables_manager_get_size_on_disk (AkTablesManager  *self,
                                                     const AkTablesKey *key);
gint64           ak_tables_manager_estimate_build_ms (AkTablesManager *self,
                                                      const AkTablesKey *key,
                                                      guint            top);

void             ak_tables_manager_build           (AkTablesManager   *self,
                                                    const AkTablesKey *key,
                                                    guint              top);
void             ak_tables_manager_cancel          (AkTablesManager   *self,
                                                    const AkTablesKey *key);
gboolean         ak_tables_manager_remove          (AkTablesManager   *self,
                                                    const AkTablesKey *key,
                                                    GError           **error);

gboolean         ak_tables_manager_get_building    (AkTablesManager   *self);
gboolean         ak_tables_manager_is_building     (AkTablesManager   *self,
                                                    const AkTablesKey *key);
gboolean         ak_tables_manager_is_queued       (AkTablesManager   *self,
                                                    const AkTablesKey *key);
guint            ak_tables_manager_get_level       (AkTablesManager   *self);
double           ak_tables_manager_get_fraction    (AkTablesManager   *self);

G_END_DECLS
