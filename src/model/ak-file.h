/* ak-file.h — loading and saving AKN files, off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ak-engine.h"

G_BEGIN_DECLS

/* Errors of the file layer that are neither I/O errors (G_IO_ERROR, passed
 * through) nor AKN errors (AK_NOTATION_ERROR, from the engine).  The codes
 * are stable API; tests check them. */
#define AK_SAVEFILE_ERROR (ak_savefile_error_quark ())

typedef enum
{
  AK_SAVEFILE_ERROR_TOO_LARGE = 1,     /* the file is larger than a game file can sensibly be */
  AK_SAVEFILE_ERROR_NOT_READABLE_BACK, /* the text a save would write does not read back */
  AK_SAVEFILE_ERROR_CORRUPT_AUTOSAVE,  /* the autosave did not read; it was moved aside */
} AkSavefileError;

/* The largest file ak_file_load_async() reads: far above any real match. */
#define AK_FILE_MAX_SIZE ((goffset) 64 * 1024 * 1024)

GQuark      ak_savefile_error_quark          (void);

GPtrArray  *ak_file_read_text                (const char           *text,
                                              gssize                length,
                                              GError              **error);
GBytes     *ak_file_read_bytes               (GFile                *file,
                                              gsize                 cap,
                                              GCancellable         *cancellable,
                                              GError              **error)
                                              G_GNUC_WARN_UNUSED_RESULT;
void        ak_file_load_async               (GFile                *file,
                                              GCancellable         *cancellable,
                                              GAsyncReadyCallback   callback,
                                              gpointer              user_data);
GPtrArray  *ak_file_load_finish              (GAsyncResult         *result,
                                              GError              **error)
                                              G_GNUC_WARN_UNUSED_RESULT;
void        ak_file_save_async               (GFile                *file,
                                              GPtrArray            *records,
                                              GCancellable         *cancellable,
                                              GAsyncReadyCallback   callback,
                                              gpointer              user_data);
gboolean    ak_file_save_finish              (GAsyncResult         *result,
                                              char                **warning,
                                              GError              **error);

GFile      *ak_file_get_autosave_file        (void) G_GNUC_WARN_UNUSED_RESULT;
void        ak_file_autosave_async           (GPtrArray            *records,
                                              GCancellable         *cancellable,
                                              GAsyncReadyCallback   callback,
                                              gpointer              user_data);
gboolean    ak_file_autosave_finish          (GAsyncResult         *result,
                                              GError              **error);
void        ak_file_restore_autosave_async   (GCancellable         *cancellable,
                                              GAsyncReadyCallback   callback,
                                              gpointer              user_data);
GPtrArray  *ak_file_restore_autosave_finish  (GAsyncResult         *result,
                                              GFile               **moved_aside,
                                              GError              **error)
                                              G_GNUC_WARN_UNUSED_RESULT;
void        ak_file_clear_autosave_async     (GCancellable         *cancellable,
                                              GAsyncReadyCallback   callback,
                                              gpointer              user_data);
gboolean    ak_file_clear_autosave_finish    (GAsyncResult         *result,
                                              GError              **error);

G_END_DECLS
