/* ak-cli.h — shared pieces of adji-kui-cli's commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ak-engine.h"

G_BEGIN_DECLS

/* Exit statuses: 0 success, 1 a command's "no" (a bad file, a failed
 * check), 2 bad arguments or an illegal move. */
#define AK_CLI_EXIT_OK    0
#define AK_CLI_EXIT_NO    1
#define AK_CLI_EXIT_USAGE 2

typedef struct
{
  const char *name;       /* "--variant" */
  const char *arg_name;   /* "V", or NULL for a flag */
  const char *help;
  char      **value;      /* set for options with an argument */
  gboolean   *flag;       /* set for flags */
} AkCliOption;

/* What the game commands share: --variant, --rules, --position. */
typedef struct
{
  char *variant;
  char *rules;
  char *position;
} AkCliGameArgs;

typedef int (*AkCliCommand) (int argc, char **argv);

/* A command of a command: `tables build`, `practice add`. */
typedef struct
{
  const char   *name;
  AkCliCommand  run;
  const char   *summary;
} AkCliSubcommand;

int      ak_cli_perft   (int argc, char **argv);
int      ak_cli_play    (int argc, char **argv);
int      ak_cli_bench   (int argc, char **argv);
int      ak_cli_validate (int argc, char **argv);
int      ak_cli_format  (int argc, char **argv);
int      ak_cli_analyse (int argc, char **argv);
int      ak_cli_selfplay (int argc, char **argv);
int      ak_cli_train   (int argc, char **argv);
int      ak_cli_review  (int argc, char **argv);
int      ak_cli_tables  (int argc, char **argv);
int      ak_cli_practice (int argc, char **argv);
int      ak_cli_starter_deck (int argc, char **argv);

const char *ak_cli_quote (const char *text);
gboolean ak_cli_write   (const char *text,
                         gsize       length);
void     ak_cli_flush   (void);
int      ak_cli_run_subcommand (const char            *command,
                                const char            *about,
                                const AkCliSubcommand *subcommands,
                                guint                  n_subcommands,
                                int                    argc,
                                char                 **argv);
int      ak_cli_usage_error (const char *command,
                             const char *format,
                             ...) G_GNUC_PRINTF (2, 3);
gboolean ak_cli_parse_options (const char         *command,
                               const char         *synopsis,
                               const char         *description,
                               const AkCliOption  *options,
                               int                 argc,
                               char              **argv,
                               gboolean            stop_at_first_positional,
                               GPtrArray          *positional,
                               int                *exit_status);
gboolean ak_cli_setup_game (const char          *command,
                            const AkCliGameArgs *args,
                            AkRules             *rules,
                            AkPosition          *start,
                            int                 *exit_status);
void     ak_cli_game_args_clear (AkCliGameArgs *args);
char    *ak_cli_tables_default_dir (void);
AkTables *ak_cli_tables_load (const char        *dir,
                              const AkTablesKey *key,
                              char             **levels);
gboolean ak_cli_read_games (const char *path,
                            GPtrArray  *games,
                            GPtrArray  *paths);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (AkCliGameArgs, ak_cli_game_args_clear)

G_END_DECLS
