/* ak-record.h — the person's games won, lost and drawn against each level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum
{
  AK_RECORD_WIN,
  AK_RECORD_LOSS,
  AK_RECORD_DRAW,
} AkRecordResult;

#define AK_TYPE_RECORD (ak_record_get_type ())

G_DECLARE_FINAL_TYPE (AkRecord, ak_record, AK, RECORD, GObject)

AkRecord *ak_record_new          (const char          *path) G_GNUC_WARN_UNUSED_RESULT;
void      ak_record_load_async   (AkRecord            *self,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data);
gboolean  ak_record_load_finish  (AkRecord            *self,
                                  GAsyncResult        *result,
                                  GError             **error);
void      ak_record_get          (AkRecord            *self,
                                  guint                level,
                                  guint               *wins,
                                  guint               *losses,
                                  guint               *draws);
void      ak_record_add          (AkRecord            *self,
                                  guint                level,
                                  AkRecordResult       result);
guint     ak_record_get_n_writes (AkRecord            *self);

G_END_DECLS
