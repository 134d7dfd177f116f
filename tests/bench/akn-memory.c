/* akn-memory.c — how much memory reading an AKN file takes, for each
 * shape of file a hostile one may have
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   akn-memory --cli PATH [--sizes 1,4,16] [--shapes S,…] [--dir DIR]
 *
 * writes a file of each shape and size (in MiB) to DIR (a new temporary
 * folder by default, removed at the end), runs `adji-kui-cli validate`
 * and `adji-kui-cli format` on it, and prints the peak resident memory of
 * each run (getrusage of the child) beside the file's size.  The shapes:
 *
 *   comments      `{c} ` after one move, again and again
 *   long-comment  one comment as long as the file
 *   plies         games that go round a six-ply cycle with repetition and
 *                 the no-capture limit off, 2 bytes a ply
 *   variations    `(b) ` after the first move, again and again
 *   tags          one game with many unknown tags
 *   games         `*`, an empty game, again and again
 *   match         random matches in the export form (what the app writes)
 *   every-cap     as near every cap as a file may come, then a long comment
 *
 * A file the reader refuses (a cap) is measured up to the refusal; its
 * message is shown.
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ak-notation.h"
#include "ak-rules.h"

#include "akn-random-match.h"

#define MIB (1024.0 * 1024.0)

/* The six plies of tests/data/akn/good/repetition-default.akn bring the
 * board back where it was. */
#define CYCLE_START "2,1,1,1,0,2/1,0,2,1,0,1 S 16-20"
#define CYCLE       "f C a A d D "
#define CYCLE_GAME_PLIES 60000

typedef void (*WriteShape) (GString *out,
                            gsize    size);

static void
write_comments (GString *out,
                gsize    size)
{
  g_string_append (out, "1. a ");
  while (out->len + 6 < size)
    g_string_append (out, "{c} ");
  g_string_append (out, "*\n");
}

static void
write_long_comment (GString *out,
                    gsize    size)
{
  g_string_append (out, "1. a {");
  while (out->len + 32 < size)
    g_string_append (out, "a long comment, ");
  g_string_append (out, "} *\n");
}

static void
write_plies (GString *out,
             gsize    size)
{
  for (guint game = 1; out->len + 200 < size; game++)
    {
      g_string_append_printf (out, "[Event \"cycle %u\"]\n[Rules \"repetition=0 "
                              "no-capture-limit=0\"]\n[Position \"" CYCLE_START "\"]\n\n",
                              game);
      for (guint ply = 0; ply < CYCLE_GAME_PLIES && out->len + 20 < size; ply += 6)
        g_string_append (out, CYCLE);
      g_string_append (out, "*\n\n");
    }
}

static void
write_variations (GString *out,
                  gsize    size)
{
  g_string_append (out, "1. a ");
  while (out->len + 6 < size)
    g_string_append (out, "(b) ");
  g_string_append (out, "*\n");
}

static void
write_tags (GString *out,
            gsize    size)
{
  for (guint i = 0; out->len + 32 < size; i++)
    g_string_append_printf (out, "[T%u \"x\"]\n", i);
  g_string_append (out, "\n*\n");
}

static void
write_games (GString *out,
             gsize    size)
{
  while (out->len + 3 < size)
    g_string_append (out, "*\n\n");
}

/* As near every cap as a file may come and still be read: 9,999 games of
 * 20 tags and 100 plies, each ply with a comment, then one long comment
 * to the size. */
static void
write_every_cap (GString *out,
                 gsize    size)
{
  for (guint game = 1; game <= 9999 && out->len + 1000 < size; game++)
    {
      g_string_append_printf (out, "[Event \"every cap %u\"]\n[Rules \"repetition=0 "
                              "no-capture-limit=0\"]\n[Position \"" CYCLE_START "\"]\n", game);
      for (guint tag = 0; tag < 17; tag++)
        g_string_append_printf (out, "[T%u \"x\"]\n", tag);
      g_string_append_c (out, '\n');
      for (guint ply = 0; ply < 100; ply += 6)
        g_string_append (out, ply + 6 <= 100 ? "f {c} C {c} a {c} A {c} d {c} D {c} "
                                             : "f {c} C {c} a {c} A {c} ");
      g_string_append (out, "*\n\n");
    }
  if (out->len + 64 < size)
    write_long_comment (out, size);
}

/* Matches of random games in the export form; each match has a name of
 * its own, as matches may not come back. */
static void
write_match (GString *out,
             gsize    size)
{
  for (guint m = 1; out->len < size; m++)
    {
      g_autoptr(GPtrArray) games = akn_random_match (AK_VARIANT_ADJI_KUI_2, 1000, m, NULL);
      g_autofree char *name = g_strdup_printf ("random %u", m);
      g_autofree char *text = NULL;
      gsize keep;

      g_assert (games != NULL);
      for (guint i = 0; i < games->len; i++)
        ak_game_record_set_tag (g_ptr_array_index (games, i), "Match", name);
      text = ak_notation_write (games);

      /* Whole games only, up to the size. */
      keep = strlen (text);
      while (out->len + keep > size && keep > 0)
        {
          const char *cut = g_strrstr_len (text, (gssize) keep - 1, "\n\n[Event");

          keep = cut != NULL ? (gsize) (cut - text) + 1 : 0;
        }
      if (keep == 0)
        break;
      if (out->len > 0)
        g_string_append_c (out, '\n');
      g_string_append_len (out, text, (gssize) keep);
    }
}

static const struct
{
  const char *name;
  WriteShape  write;
} shapes[] = {
  { "comments", write_comments },
  { "long-comment", write_long_comment },
  { "plies", write_plies },
  { "variations", write_variations },
  { "tags", write_tags },
  { "games", write_games },
  { "match", write_match },
  { "every-cap", write_every_cap },
};

typedef struct
{
  long  peak_kib;
  int   status;
  char *message;   /* the first line of standard error */
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->message, g_free);
}

/* The runs are started by a small process forked at the start: a child
 * forked from this one, which holds the files it wrote, would count this
 * process's memory as its own until it runs the CLI (getrusage counts
 * the memory before exec too). */
static int launcher_requests = -1;
static int launcher_replies = -1;

static void
launcher_serve (int requests,
                int replies)
{
  FILE *in = fdopen (requests, "r");
  char line[4096];

  while (fgets (line, sizeof line, in) != NULL)
    {
      char *fields[4];
      struct rusage usage;
      char reply[64];
      int status = 0;
      pid_t pid;

      /* CLI \t COMMAND \t PATH \t STDERR */
      line[strcspn (line, "\n")] = '\0';
      fields[0] = strtok (line, "\t");
      for (guint i = 1; i < 4; i++)
        fields[i] = strtok (NULL, "\t");
      if (fields[3] == NULL)
        _exit (2);

      pid = fork ();
      if (pid == 0)
        {
          int out = open ("/dev/null", O_WRONLY);
          int err = open (fields[3], O_WRONLY | O_CREAT | O_TRUNC, 0600);

          if (out < 0 || err < 0 || dup2 (out, 1) < 0 || dup2 (err, 2) < 0)
            _exit (127);
          execl (fields[0], fields[0], fields[1], fields[2], (char *) NULL);
          _exit (127);
        }
      if (pid < 0 || wait4 (pid, &status, 0, &usage) != pid)
        usage.ru_maxrss = -1;
      g_snprintf (reply, sizeof reply, "%ld %d\n", usage.ru_maxrss,
                  WIFEXITED (status) ? WEXITSTATUS (status) : 128 + WTERMSIG (status));
      if (write (replies, reply, strlen (reply)) < 0)
        _exit (1);
    }
  _exit (0);
}

static gboolean
launcher_start (GError **error)
{
  int requests[2], replies[2];
  pid_t pid;

  if (pipe (requests) < 0 || pipe (replies) < 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "pipe: %s",
                   g_strerror (errno));
      return FALSE;
    }
  pid = fork ();
  if (pid < 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "fork: %s",
                   g_strerror (errno));
      return FALSE;
    }
  if (pid == 0)
    {
      close (requests[1]);
      close (replies[0]);
      launcher_serve (requests[0], replies[1]);
    }
  close (requests[0]);
  close (replies[1]);
  launcher_requests = requests[1];
  launcher_replies = replies[0];
  return TRUE;
}

/* Runs the CLI on @path and measures its peak resident memory. */
static gboolean
run_cli (const char  *cli,
         const char  *command,
         const char  *path,
         const char  *err_path,
         Run         *run,
         GError     **error)
{
  g_autofree char *request = g_strdup_printf ("%s\t%s\t%s\t%s\n", cli, command, path, err_path);
  g_autofree char *err = NULL;
  char reply[64];
  gsize got = 0;

  if (write (launcher_requests, request, strlen (request)) < 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "write: %s",
                   g_strerror (errno));
      return FALSE;
    }
  while (got < sizeof reply - 1)
    {
      gssize n = read (launcher_replies, reply + got, 1);

      if (n <= 0)
        break;
      got++;
      if (reply[got - 1] == '\n')
        break;
    }
  reply[got] = '\0';
  if (sscanf (reply, "%ld %d", &run->peak_kib, &run->status) != 2 || run->peak_kib < 0)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "could not run %s", cli);
      return FALSE;
    }

  if (g_file_get_contents (err_path, &err, NULL, NULL) && err[0] != '\0')
    {
      const char *message = strstr (err, ": ");
      char *end;

      run->message = g_strdup (message != NULL ? message + 2 : err);
      end = strchr (run->message, '\n');
      if (end != NULL)
        *end = '\0';
    }
  return TRUE;
}

static char *
describe (const Run *run,
          gsize      size,
          long       base_kib)
{
  double peak = run->peak_kib / 1024.0;

  return g_strdup_printf ("%7.1f MiB %5.1fx (%5.1fx over the base)", peak,
                          peak * MIB / size, (run->peak_kib - base_kib) * 1024.0 / size);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *cli = NULL;
  g_autofree char *sizes_text = NULL;
  g_autofree char *shapes_text = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *tiny_path = NULL;
  g_autofree char *err_path = NULL;
  g_auto(GStrv) sizes = NULL;
  gboolean own_dir = FALSE;
  long base[2];
  static const char * const commands[] = { "validate", "format" };
  const GOptionEntry entries[] = {
    { "cli", 'c', 0, G_OPTION_ARG_FILENAME, &cli, "adji-kui-cli to measure", "PATH" },
    { "sizes", 0, 0, G_OPTION_ARG_STRING, &sizes_text, "File sizes in MiB (default 1,4,16)",
      "N,…" },
    { "shapes", 0, 0, G_OPTION_ARG_STRING, &shapes_text, "Shapes to measure (default all)",
      "S,…" },
    { "dir", 'd', 0, G_OPTION_ARG_FILENAME, &dir, "Write the files here and keep them",
      "DIR" },
    { NULL, },
  };

  if (!launcher_start (&error))
    {
      g_printerr ("akn-memory: %s\n", error->message);
      return 1;
    }

  context = g_option_context_new ("— peak memory of adji-kui-cli on hostile AKN files");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("akn-memory: %s\n", error->message);
      return 2;
    }
  if (cli == NULL || argc > 1)
    {
      g_printerr ("akn-memory: expected --cli PATH and no other argument\n");
      return 2;
    }
  sizes = g_strsplit (sizes_text != NULL ? sizes_text : "1,4,16", ",", -1);
  if (dir == NULL)
    {
      dir = g_dir_make_tmp ("akn-memory-XXXXXX", &error);
      if (dir == NULL)
        {
          g_printerr ("akn-memory: %s\n", error->message);
          return 1;
        }
      own_dir = TRUE;
    }
  err_path = g_build_filename (dir, "stderr.txt", NULL);

  /* What the program takes for a one-move file: its base. */
  tiny_path = g_build_filename (dir, "tiny.akn", NULL);
  if (!g_file_set_contents (tiny_path, "1. a *\n", -1, &error))
    {
      g_printerr ("akn-memory: %s\n", error->message);
      return 1;
    }
  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    {
      Run run = { 0, };

      if (!run_cli (cli, commands[c], tiny_path, err_path, &run, &error))
        {
          g_printerr ("akn-memory: %s\n", error->message);
          return 1;
        }
      base[c] = run.peak_kib;
      run_clear (&run);
    }
  g_print ("base (a one-move file): validate %.1f MiB, format %.1f MiB\n\n",
           base[0] / 1024.0, base[1] / 1024.0);
  g_print ("| shape | size | validate | format | result |\n|---|---|---|---|---|\n");

  for (guint s = 0; s < G_N_ELEMENTS (shapes); s++)
    {
      if (shapes_text != NULL)
        {
          g_auto(GStrv) wanted = g_strsplit (shapes_text, ",", -1);

          if (!g_strv_contains ((const char * const *) wanted, shapes[s].name))
            continue;
        }

      for (guint z = 0; sizes[z] != NULL; z++)
        {
          g_autoptr(GString) text = g_string_new (NULL);
          g_autofree char *name = g_strdup_printf ("%s-%s.akn", shapes[s].name, sizes[z]);
          g_autofree char *path = g_build_filename (dir, name, NULL);
          char *shown[2] = { NULL, NULL };
          Run runs[2] = { { 0, }, { 0, } };
          gsize size = (gsize) (g_ascii_strtod (sizes[z], NULL) * MIB);

          shapes[s].write (text, size);
          if (!g_file_set_contents (path, text->str, (gssize) text->len, &error))
            {
              g_printerr ("akn-memory: %s\n", error->message);
              return 1;
            }
          for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
            {
              if (!run_cli (cli, commands[c], path, err_path, &runs[c], &error))
                {
                  g_printerr ("akn-memory: %s\n", error->message);
                  return 1;
                }
              shown[c] = describe (&runs[c], text->len, base[c]);
            }
          g_print ("| %s | %.1f MiB | %s | %s | %s |\n", shapes[s].name, text->len / MIB,
                   shown[0], shown[1],
                   runs[0].status == 0 ? "read" : runs[0].message ? runs[0].message : "failed");
          g_free (shown[0]);
          g_free (shown[1]);
          run_clear (&runs[0]);
          run_clear (&runs[1]);
          if (own_dir)
            g_remove (path);
        }
    }

  if (own_dir)
    {
      g_remove (tiny_path);
      g_remove (err_path);
      g_rmdir (dir);
    }
  return 0;
}
