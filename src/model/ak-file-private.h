/* ak-file-private.h — test hooks of ak-file.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

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

G_END_DECLS
