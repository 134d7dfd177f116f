/* ak-tables-row-private.h — test hooks of a set's row in the Preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-tables-row.h"

G_BEGIN_DECLS

/* For tests: the row's widgets. */
GtkButton      *_ak_tables_row_get_build_button  (AkTablesRow *self);
GtkButton      *_ak_tables_row_get_cancel_button (AkTablesRow *self);
GtkButton      *_ak_tables_row_get_remove_button (AkTablesRow *self);
GtkProgressBar *_ak_tables_row_get_progress_bar  (AkTablesRow *self);
GtkWidget      *_ak_tables_row_get_progress_box  (AkTablesRow *self);
GtkLabel       *_ak_tables_row_get_levels_label  (AkTablesRow *self);
GtkLabel       *_ak_tables_row_get_estimate_label (AkTablesRow *self);

G_END_DECLS
