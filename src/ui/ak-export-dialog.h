/* ak-export-dialog.h — the question what an exported board image shows:
 * the names, the side to move, the stores, its format and a caption
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-window.h"

G_BEGIN_DECLS

#define AK_TYPE_EXPORT_DIALOG (ak_export_dialog_get_type ())

G_DECLARE_FINAL_TYPE (AkExportDialog, ak_export_dialog, AK, EXPORT_DIALOG, AdwAlertDialog)

AdwDialog  *ak_export_dialog_new         (const AkBoardExport *options);
void        ak_export_dialog_get_options (AkExportDialog      *self,
                                          AkBoardExport       *options);

G_END_DECLS
