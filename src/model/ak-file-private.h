/* ak-file-private.h — what the file layer's files share (ak-file.c,
 * ak-file-write.c, ak-file-autosave.c), and their test hooks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <sys/types.h>

#include "ak-file.h"

G_BEGIN_DECLS

/* Which file a save is writing when it hands a stream to the filter. */
typedef enum
{
  AK_FILE_STEP_BACKUP,   /* the copy of the old target that becomes NAME.bak */
  AK_FILE_STEP_TARGET,   /* the new text that becomes the target */
} AkFileStep;

/* Takes the stream of a temporary file a save writes (transfer full) and
 * returns the stream to write to instead (transfer full).  Called in the
 * worker thread.  Tests use it to put a stream that fails part-way in front
 * of the real one, to show that a failed write leaves the target and the
 * backup alone. */
typedef GOutputStream *(*AkFileStreamFilter) (GOutputStream *stream,
                                              AkFileStep     step,
                                              gpointer       user_data);

void _ak_file_set_stream_filter      (AkFileStreamFilter filter,
                                      gpointer           user_data);

/* With FALSE, backups are always copied, as on a file system without
 * hard links.  Call it between saves, not during one. */
void _ak_file_set_hard_links_allowed (gboolean           allowed);

/* Makes the rename that puts a finished file of step in place fail with
 * saved_errno, as renaming over an immutable or append-only target fails
 * with EPERM; 0 lets renames succeed again.  Call it between saves. */
void _ak_file_set_failing_rename     (AkFileStep         step,
                                      int                saved_errno);

/* Temporary files that saves which never finished left behind are removed
 * if they last changed before this time, in g_get_real_time()
 * microseconds; 0 gives back the default, STALE_MINUTES before now. */
void _ak_file_set_stale_before       (gint64             real_time);

/* Lets go of the autosave slot this process holds, so that the next
 * autosave call picks one again, as a new process would. */
void _ak_file_reset_autosave_slot    (void);

/* Between the file layer's own files */

/* Names tried for a temporary or moved-aside file. */
#define AK_FILE_MAX_ATTEMPTS 100

/* What one operation needs in its worker thread. */
typedef struct
{
  GFile              *file;
  GPtrArray          *records;       /* AkGameRecord, our own deep copy */
  guint64             ticket;        /* autosave and clear: the order of the calls */
  gboolean            keep_backup;   /* keep an existing target as NAME.bak */
  gboolean            hard_links;    /* keep it by a hard link where one can be made */
  gboolean            is_private;    /* autosave: 0700 folder, 0600 file */
  AkFileStreamFilter  filter;
  gpointer            filter_data;
  AkFileStep          failing_step;  /* test hook: the rename of this step fails… */
  int                 failing_errno; /* …with this errno, if not 0 */
  gint64              stale_before;  /* test hook: when temporaries become stale, or 0 */
  GFile              *moved_aside;   /* restore: where a broken autosave went */
  char               *warning;       /* save: what went wrong without stopping it */
} AkFileTask;

/* What the test hooks below have set, copied into each task. */
typedef struct
{
  AkFileStreamFilter stream_filter;
  gpointer           stream_filter_data;
  gboolean           hard_links_allowed;
  AkFileStep         failing_step;
  int                failing_errno;
  gint64             stale_before;
} AkFileHooks;

extern AkFileHooks ak_file_hooks;

AkFileTask *ak_file_task_new                 (GFile                    *file);
void        ak_file_task_free                (AkFileTask               *data);
void        ak_file_task_run                 (AkFileTask               *data,
                                              gpointer                  source_tag,
                                              const char               *name,
                                              gboolean                  check_cancellable,
                                              GTaskThreadFunc           thread_func,
                                              GCancellable             *cancellable,
                                              GAsyncReadyCallback       callback,
                                              gpointer                  user_data);
gboolean    ak_file_task_save                (AkFileTask               *data,
                                              GCancellable             *cancellable,
                                              GError                  **error);
void        ak_file_task_return_save_result  (GTask                    *task,
                                              GFile                    *file,
                                              gboolean                  ok,
                                              GError                   *error);
char       *ak_file_dup_display_name         (GFile                    *file);
void        ak_file_set_error_from_errno     (GError                  **error,
                                              int                       saved_errno);
void        ak_file_set_not_regular_error    (GError                  **error,
                                              GFile                    *file,
                                              mode_t                    mode);
void        ak_file_prefix_location          (GError                  **error,
                                              const AkNotationLocation *location);
GPtrArray  *ak_file_parse_contents           (GBytes                   *bytes,
                                              GError                  **error);
void        ak_file_remove_stale_temporaries (GFile                    *folder,
                                              gint64                    before);

G_END_DECLS
