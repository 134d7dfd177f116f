/* ak-file-private.h — test hooks of ak-file.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-file.h"

G_BEGIN_DECLS

/* Takes the stream of the temporary file a save writes (transfer full) and
 * returns the stream to write to instead (transfer full).  Called in the
 * worker thread.  Tests use it to put a stream that fails part-way in front
 * of the real one, to show that a failed write leaves the target alone. */
typedef GOutputStream *(*AkFileStreamFilter) (GOutputStream *stream,
                                              gpointer       user_data);

void _ak_file_set_stream_filter (AkFileStreamFilter filter,
                                 gpointer           user_data);

G_END_DECLS
