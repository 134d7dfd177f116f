/* ak-tables-manager-private.h — test hooks of the endgame tables' manager
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ak-tables-manager.h"

G_BEGIN_DECLS

/* The manager spans ak-tables-manager.c (the object, what searches ask,
 * the builds in turn), ak-tables-manager-sets.c (what there is of each
 * set, for the Preferences), ak-tables-manager-build.c (a build's thread)
 * and ak-tables-manager-scan.c (the folder at start-up). */

/* The levels there are of one key. */
typedef struct
{
  AkTablesKey  key;
  AkTables    *tables;            /* under lock; NULL until it has a level */
  guint64      sizes[AK_TABLES_MAX_LEVEL + 1]; /* bytes on disk, by level */
  gboolean     failed;            /* a build failed: not again by itself */
} AkTablesSet;

typedef struct
{
  AkTablesKey  key;
  guint        level;
  gboolean     asked;             /* by the person: on every core */
} AkTablesJob;

struct _AkTablesManager
{
  GObject        parent_instance;

  char          *folder;
  GMainContext  *context;         /* where the signals are emitted */
  GCancellable  *cancellable;     /* the start-up's loading */
  gboolean       loaded;

  GMutex         lock;            /* guards each set's tables */
  GPtrArray     *sets;            /* AkTablesSet */
  GQueue         jobs;            /* AkTablesJob: the levels still to build */
  struct _AkTablesBuild *build;   /* the level being built, or NULL */
  GHashTable    *told;            /* the refused files said already */
  GArray        *wanted;          /* AkTablesKey: asked for before the load ended */
  AkTablesKey    match_key;       /* the last match game's owners seen, if any */
  gboolean       has_match_key;

  guint          small_tops[2];   /* by variant */
  guint          large_tops[2];
  gboolean       auto_build;

  guint          level;           /* of the build in progress */
  double         fraction;
};


AkTablesSet *_ak_tables_manager_find_set (AkTablesManager   *self,
                                          const AkTablesKey *key);

static inline gboolean
_ak_tables_set_has_level (const AkTablesSet *set,
                          guint              level)
{
  return set->tables != NULL && ak_tables_has_level (set->tables, level);
}

/* The owners of an ordinary game, not a match game with bought holes. */
static inline gboolean
_ak_tables_key_is_standard (const AkTablesKey *key)
{
  return key->owners == AK_TABLES_STANDARD_OWNERS;
}

static inline guint
_ak_tables_variant_index (AkVariant variant)
{
  return variant == AK_VARIANT_ADJI_KUI_1 ? 1 : 0;
}

/* A level's file that is not used, and why. */
typedef struct
{
  char            *name;
  AkTablesProblem  problem;
  char            *detail;    /* the engine's message */
  AkTablesKey      key;
  guint            level;
  gboolean         known;     /* key and level could be read */
} AkTablesRefusal;

/* What the tables' folder holds. */
typedef struct
{
  GPtrArray *tables;     /* AkTables: a set for each key there are levels of */
  GArray    *refusals;   /* AkTablesRefusal */
} AkTablesScan;

/* A level being built in a thread of its own (ak-tables-manager-build.c).
 * The thread posts @report and @done to the manager's context, each
 * with a reference to the build; the manager owns the one it is given. */
typedef struct _AkTablesBuild
{
  gatomicrefcount  ref;
  GWeakRef         manager;       /* taken on the main thread only */
  GMainContext    *context;       /* the manager's */
  GThread         *thread;
  AkTablesKey      key;
  guint            level;
  guint            n_threads;
  AkTables        *tables;        /* a copy of the set's, to add the level to */
  char            *path;
  GSourceFunc      report;
  GSourceFunc      done;
  volatile gint    cancel;
  gint64           last_report;   /* the building thread's */
  GMutex           lock;
  double           fraction;      /* under lock */
  gboolean         reported;      /* under lock: a report is on its way */
  gboolean         ok;            /* once done */
  gboolean         saved;
  GError          *error;
} AkTablesBuild;

AkTablesBuild *_ak_tables_build_start (AkTablesManager *manager,
                                       AkTables        *tables,
                                       guint            level,
                                       guint            n_threads,
                                       const char      *path,
                                       GSourceFunc      report,
                                       GSourceFunc      done);
AkTablesBuild *_ak_tables_build_ref   (AkTablesBuild   *build);
void           _ak_tables_build_unref (AkTablesBuild   *build);
void           _ak_tables_build_stop  (AkTablesBuild   *build);
void           _ak_tables_post        (GMainContext    *context,
                                       GSourceFunc      func,
                                       gpointer         data,
                                       GDestroyNotify   destroy);

AkTablesScan *_ak_tables_scan_folder (const char   *folder,
                                      GCancellable *cancellable);
void          _ak_tables_scan_free   (AkTablesScan *scan);

/* The levels a set holds by itself (small) and on request (large), so
 * that a test builds a tiny set in well under a second. */
void _ak_tables_manager_set_tops               (AkTablesManager *self,
                                                AkVariant        variant,
                                                guint            small_top,
                                                guint            large_top);
/* Whether searches that need the small levels start their build; on by
 * default, and for the managers made after the second call. */
void _ak_tables_manager_set_auto_build         (AkTablesManager *self,
                                                gboolean         auto_build);
void _ak_tables_manager_set_auto_build_default (gboolean         auto_build);

G_END_DECLS
