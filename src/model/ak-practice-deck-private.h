/* ak-practice-deck-private.h — what the two halves of the practice deck
 * and its tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <sqlite3.h>

#include "ak-practice-deck.h"

G_BEGIN_DECLS

/* The schema this build writes (PRAGMA user_version).  Version 1 had no
 * cards.difficulty and no indexes; ak-practice-deck.c migrates. */
#define AK_PRACTICE_DECK_SCHEMA_VERSION 2

/* How long a write waits for another window or instance that holds the
 * deck before it gives up with AK_PRACTICE_DECK_ERROR_LOCKED. */
#define AK_PRACTICE_DECK_BUSY_TIMEOUT_MS 5000

struct _AkPracticeDeck
{
  GObject  parent_instance;

  sqlite3 *db;
  char    *path;
  char    *set_aside_path;   /* where a damaged deck went, or NULL */
  GError  *recovery;         /* what to tell the player about it, or NULL */
};

AkPracticeDeck *_ak_practice_deck_open_with_timeout (const char  *path,
                                                     guint        busy_timeout_ms,
                                                     GError     **error);
void            _ak_practice_deck_set_error         (AkPracticeDeck *self,
                                                     int             rc,
                                                     const char     *doing,
                                                     GError        **error);
gboolean        _ak_practice_deck_exec              (AkPracticeDeck *self,
                                                     const char     *sql,
                                                     const char     *doing,
                                                     GError        **error);
sqlite3_stmt   *_ak_practice_deck_prepare           (AkPracticeDeck *self,
                                                     const char     *sql,
                                                     GError        **error);
void            _ak_practice_deck_rollback          (AkPracticeDeck *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

G_END_DECLS
