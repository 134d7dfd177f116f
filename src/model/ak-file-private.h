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

/* Lets go of the autosave slot this process holds, so that the next
 * autosave call picks one again, as a new process would. */
void _ak_file_reset_autosave_slot    (void);

G_END_DECLS
