/* ak-tables-row.h — one set of endgame tables in the Preferences: its
 * levels, its size, the time to build the rest, Build, Cancel, Remove
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-model.h"
#include "ak-tables-manager.h"

G_BEGIN_DECLS

#define AK_TYPE_TABLES_ROW (ak_tables_row_get_type ())

G_DECLARE_FINAL_TYPE (AkTablesRow, ak_tables_row, AK, TABLES_ROW, AdwPreferencesRow)

GtkWidget         *ak_tables_row_new      (AkTablesManager   *manager,
                                           const AkTablesKey *key);
const AkTablesKey *ak_tables_row_get_key  (AkTablesRow       *self);
char              *ak_tables_describe_set (const AkTablesKey *key);

G_END_DECLS
