/* ak-cli.c — adji-kui-cli: the engine on the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "ak-cli.h"

static const struct
{
  const char   *name;
  AkCliCommand  run;
  const char   *summary;
} commands[] = {
  { "perft", ak_cli_perft, "count the move sequences of each length from a position" },
  { "play",  ak_cli_play,  "play moves and print the position they lead to" },
  { "validate", ak_cli_validate, "check AKN files: every move, result and match rebuild" },
  { "format", ak_cli_format, "write an AKN file in its export form" },
  { "analyse", ak_cli_analyse, "search a position: the best move and every move's value" },
  { "review", ak_cli_review, "review a file's games: values, mistakes, best lines" },
  { "selfplay", ak_cli_selfplay, "play computer players against each other" },
  { "bench", ak_cli_bench, "measure the speed of the rules engine" },
  { "train", ak_cli_train, "fit the evaluation's weights to self-play games" },
  { "tables", ak_cli_tables, "build, check and describe the endgame tables" },
  { "practice", ak_cli_practice, "the practice deck: add a file's mistakes, what is due" },
  { "starter-deck", ak_cli_starter_deck, "make the practice deck's starter exercises" },
};

/* The quoted texts live as long as the program: a command quotes a few
 * on its way out. */
static GPtrArray *quoted;

const char *
ak_cli_quote (const char *text)
{
  if (quoted == NULL)
    quoted = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (quoted, ak_error_quote (text, -1));
  return g_ptr_array_index (quoted, quoted->len - 1);
}

/* What became of standard output.  Every command writes through
 * print_to_stdout() (g_print) or ak_cli_write(), and main() checks the
 * whole of it at the end with finish_output(): a full disk or a closed
 * descriptor is a failure to report, not a success. */
static struct
{
  gboolean written;   /* something was written to it */
  gboolean closed;    /* it was closed when the program started */
  int      error;     /* the first write error, 0 if none */
  gboolean reported;  /* the error was told on standard error */
} output;

static void
note_output_error (int error)
{
  if (output.error == 0)
    output.error = error != 0 ? error : EIO;
}

static void
report_output_error (void)
{
  if (output.reported)
    return;
  output.reported = TRUE;
  g_printerr ("adji-kui-cli: could not write to standard output: %s\n",
              g_strerror (output.error));
}

/* Messages and AKN text are UTF-8 and go out as they are: GLib's own
 * handlers would convert them to the locale's character set, and under
 * LC_ALL=C every “á” of a name would become “?”. */
static void
print_to_stdout (const char *text)
{
  output.written = TRUE;
  if (fputs (text, stdout) == EOF)
    note_output_error (errno);
}

static void
print_to_stderr (const char *text)
{
  fputs (text, stderr);
}

gboolean
ak_cli_write (const char *text,
              gsize       length)
{
  output.written = TRUE;
  if (!output.closed && fwrite (text, 1, length, stdout) == length && fflush (stdout) == 0)
    return TRUE;
  note_output_error (output.closed ? EBADF : errno);
  report_output_error ();
  return FALSE;
}

/* For commands that print as they go: a write error is kept for
 * finish_output() with its cause. */
void
ak_cli_flush (void)
{
  if (fflush (stdout) != 0)
    note_output_error (errno);
}

/* A closed standard output would be taken by the next file the command
 * opens, and what it prints would land in that file.  Hold its place with
 * /dev/null and remember, so that finish_output() reports it. */
static void
guard_output (void)
{
  int fd;

  if (fcntl (STDOUT_FILENO, F_GETFD) != -1 || errno != EBADF)
    return;
  output.closed = TRUE;
  fd = open ("/dev/null", O_WRONLY | O_CLOEXEC);
  if (fd >= 0 && fd != STDOUT_FILENO)
    {
      dup2 (fd, STDOUT_FILENO);
      close (fd);
    }
}

/* Flushes and closes standard output and checks that everything written
 * to it got there.  Returns @status, or AK_CLI_EXIT_NO if it was a success
 * whose output was lost. */
static int
finish_output (int status)
{
  if (fflush (stdout) != 0)
    note_output_error (errno);
  if (ferror (stdout))
    note_output_error (EIO);
  if (fclose (stdout) != 0 && output.written)
    note_output_error (errno);
  if (output.closed && output.written)
    note_output_error (EBADF);

  if (output.error == 0)
    return status;
  report_output_error ();
  return status == AK_CLI_EXIT_OK ? AK_CLI_EXIT_NO : status;
}

int
ak_cli_usage_error (const char *command,
                    const char *format,
                    ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_printerr ("adji-kui-cli %s: %s\n", command, message);
  g_printerr ("Try “adji-kui-cli %s --help”.\n", command);
  return AK_CLI_EXIT_USAGE;
}

/* "build, verify or info": the names of @subcommands. */
static char *
dup_subcommand_names (const AkCliSubcommand *subcommands,
                      guint                  n_subcommands)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < n_subcommands; i++)
    {
      if (i > 0)
        g_string_append (names, i + 1 == n_subcommands ? " or " : ", ");
      g_string_append (names, subcommands[i].name);
    }
  return g_string_free (names, FALSE);
}

/**
 * ak_cli_run_subcommand:
 * @command: the command, such as "tables"
 * @about: what it is about, for its help: a paragraph, ending in a newline
 * @subcommands: its commands
 * @n_subcommands: how many
 * @argc: the arguments after @command
 * @argv: the arguments after @command
 *
 * Runs the command of @command that the first argument names, with the
 * arguments after it; or says what the commands are (--help), or that
 * the argument names none.
 *
 * Returns: the command's exit status
 */
int
ak_cli_run_subcommand (const char            *command,
                       const char            *about,
                       const AkCliSubcommand *subcommands,
                       guint                  n_subcommands,
                       int                    argc,
                       char                 **argv)
{
  g_autofree char *names = dup_subcommand_names (subcommands, n_subcommands);

  if (argc >= 1 && (strcmp (argv[0], "--help") == 0 || strcmp (argv[0], "-h") == 0))
    {
      g_print ("Usage: adji-kui-cli %s COMMAND [OPTION…]\n\n%s\nCommands:\n", command, about);
      for (guint i = 0; i < n_subcommands; i++)
        g_print ("  %-8s %s\n", subcommands[i].name, subcommands[i].summary);
      g_print ("\n“adji-kui-cli %s COMMAND --help” describes a command.\n", command);
      return AK_CLI_EXIT_OK;
    }
  if (argc < 1)
    return ak_cli_usage_error (command, "expected a command: %s", names);
  for (guint i = 0; i < n_subcommands; i++)
    if (strcmp (argv[0], subcommands[i].name) == 0)
      return subcommands[i].run (argc - 1, argv + 1);
  return ak_cli_usage_error (command, "unknown command “%s”: expected %s",
                             ak_cli_quote (argv[0]), names);
}

static void
print_help (const char        *command,
            const char        *synopsis,
            const char        *description,
            const AkCliOption *options)
{
  g_print ("Usage: adji-kui-cli %s %s\n\n%s\n", command, synopsis, description);
  if (options[0].name == NULL)
    return;
  g_print ("\nOptions:\n");
  for (guint i = 0; options[i].name != NULL; i++)
    {
      g_autofree char *left = g_strdup_printf ("%s%s%s", options[i].name,
                                               options[i].arg_name ? " " : "",
                                               options[i].arg_name ? options[i].arg_name : "");

      g_print ("  %-22s %s\n", left, options[i].help);
    }
  g_print ("  %-22s %s\n", "-h, --help", "show this help");
}

/* A small option parser, because the commands' contracts need exact
 * control of "--" (play takes "--" as a pass after its first move). */
gboolean
ak_cli_parse_options (const char         *command,
                      const char         *synopsis,
                      const char         *description,
                      const AkCliOption  *options,
                      int                 argc,
                      char              **argv,
                      gboolean            stop_at_first_positional,
                      GPtrArray          *positional,
                      int                *exit_status)
{
  int i;

  for (i = 0; i < argc; i++)
    {
      const char *arg = argv[i];
      const AkCliOption *option = NULL;
      const char *eq;
      gsize name_len;

      if (strcmp (arg, "--") == 0)
        {
          i++;
          break;
        }
      if (strcmp (arg, "-h") == 0 || strcmp (arg, "--help") == 0)
        {
          print_help (command, synopsis, description, options);
          *exit_status = AK_CLI_EXIT_OK;
          return FALSE;
        }
      if (arg[0] != '-' || arg[1] == '\0')
        {
          if (stop_at_first_positional)
            break;
          g_ptr_array_add (positional, (gpointer) arg);
          continue;
        }

      eq = strchr (arg, '=');
      name_len = eq ? (gsize) (eq - arg) : strlen (arg);
      for (guint j = 0; options[j].name != NULL; j++)
        if (strlen (options[j].name) == name_len && strncmp (options[j].name, arg, name_len) == 0)
          option = &options[j];

      if (option == NULL)
        {
          g_autofree char *name = g_strndup (arg, name_len);

          *exit_status = ak_cli_usage_error (command, "unknown option “%s”",
                                             ak_cli_quote (name));
          return FALSE;
        }

      if (option->arg_name == NULL)
        {
          if (eq != NULL)
            {
              *exit_status = ak_cli_usage_error (command, "option %s takes no value",
                                                 option->name);
              return FALSE;
            }
          *option->flag = TRUE;
          continue;
        }

      if (eq == NULL && i + 1 >= argc)
        {
          *exit_status = ak_cli_usage_error (command, "option %s needs a value (%s)",
                                             option->name, option->arg_name);
          return FALSE;
        }
      if (*option->value != NULL)
        {
          *exit_status = ak_cli_usage_error (command, "option %s is given twice", option->name);
          return FALSE;
        }
      *option->value = g_strdup (eq ? eq + 1 : argv[++i]);
    }

  for (; i < argc; i++)
    g_ptr_array_add (positional, argv[i]);

  return TRUE;
}

gboolean
ak_cli_setup_game (const char          *command,
                   const AkCliGameArgs *args,
                   AkRules             *rules,
                   AkPosition          *start,
                   int                 *exit_status)
{
  g_autoptr(GError) error = NULL;

  ak_rules_init (rules);
  if (args->rules != NULL && !ak_rules_parse (rules, args->rules, &error))
    {
      *exit_status = ak_cli_usage_error (command, "--rules: %s", error->message);
      return FALSE;
    }

  if (args->variant != NULL)
    {
      AkVariant variant;

      if (!ak_variant_from_string (args->variant, &variant))
        {
          *exit_status = ak_cli_usage_error (command,
                                             "--variant must be adji-kui-1 or adji-kui-2, not “%s”",
                                             ak_cli_quote (args->variant));
          return FALSE;
        }
      if (args->rules != NULL && strstr (args->rules, "variant=") != NULL &&
          variant != rules->variant)
        {
          *exit_status = ak_cli_usage_error (command,
                                             "--variant %s contradicts variant=%s in --rules",
                                             args->variant,
                                             ak_variant_to_string (rules->variant));
          return FALSE;
        }
      rules->variant = variant;
    }

  if (args->position != NULL)
    {
      if (!ak_position_parse (start, args->position, &error))
        {
          *exit_status = ak_cli_usage_error (command, "--position: %s", error->message);
          return FALSE;
        }
    }
  else
    ak_position_init_start (start, rules->first);

  return TRUE;
}

void
ak_cli_game_args_clear (AkCliGameArgs *args)
{
  g_clear_pointer (&args->variant, g_free);
  g_clear_pointer (&args->rules, g_free);
  g_clear_pointer (&args->position, g_free);
}

static void
print_usage (FILE *out)
{
  output.written |= out == stdout;
  fprintf (out,
           "Usage: adji-kui-cli COMMAND [OPTION…] [ARGUMENT…]\n\n"
           "The Adji Kui rules engine on the command line.\n\n"
           "Commands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-12s %s\n", commands[i].name, commands[i].summary);
  fprintf (out,
           "\n“adji-kui-cli COMMAND --help” describes a command.\n"
           "Holes are a–f (South's row) and A–F (North's), in sowing order.\n");
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_print_handler (print_to_stdout);
  g_set_printerr_handler (print_to_stderr);
  guard_output ();

  if (argc < 2)
    {
      print_usage (stderr);
      return finish_output (AK_CLI_EXIT_USAGE);
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 ||
      strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return finish_output (AK_CLI_EXIT_OK);
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      g_print ("adji-kui-cli %s\n", PACKAGE_VERSION);
      return finish_output (AK_CLI_EXIT_OK);
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return finish_output (commands[i].run (argc - 2, argv + 2));

  g_printerr ("adji-kui-cli: unknown command “%s”\n", ak_cli_quote (argv[1]));
  print_usage (stderr);
  return finish_output (AK_CLI_EXIT_USAGE);
}
