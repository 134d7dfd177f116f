/* ak-application.h — the application object
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ak-practice-deck.h"
#include "ak-record.h"
#include "ak-tables-manager.h"

G_BEGIN_DECLS

#define AK_TYPE_APPLICATION (ak_application_get_type ())

G_DECLARE_FINAL_TYPE (AkApplication, ak_application, AK, APPLICATION, AdwApplication)

AkApplication *ak_application_new (const char        *application_id,
                                   GApplicationFlags  flags) G_GNUC_WARN_UNUSED_RESULT;
AkRecord      *ak_application_get_record (AkApplication *self);
AkTablesManager *ak_application_get_tables (AkApplication *self);
AkPracticeDeck *ak_application_get_practice_deck (AkApplication  *self,
                                                  GError        **error);

G_END_DECLS
