/* ak-notation-writer.c — writing AKN in its export form
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The writer writes the export form of AKN.md §5, which the reader reads
 * back to an equal record: tags in a fixed order, movetext wrapped at 79
 * columns.
 */

#include "config.h"

#include <string.h>

#include "ak-notation.h"
#include "ak-notation-private.h"

#define WRAP_COLUMNS 79

/* A line break the writer must make (after a ; comment). */
#define BREAK_WORD "\n"

static void
add_word (GPtrArray  *words,
          char      **prefix,
          char       *word)
{
  if (*prefix != NULL)
    {
      char *joined = g_strconcat (*prefix, word, NULL);

      g_free (word);
      g_clear_pointer (prefix, g_free);
      word = joined;
    }
  g_ptr_array_add (words, word);
}

static void
add_comment (GPtrArray  *words,
             char      **prefix,
             const char *comment)
{
  g_auto(GStrv) parts = NULL;

  if (strchr (comment, '}') != NULL)
    {
      /* Only a ; comment can hold "}"; it stays one to the end of a line. */
      add_word (words, prefix, g_strconcat (";", comment, NULL));
      g_ptr_array_add (words, g_strdup (BREAK_WORD));
      return;
    }

  if (comment[0] == '\0')
    {
      add_word (words, prefix, g_strdup ("{}"));
      return;
    }

  parts = g_strsplit (comment, " ", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *open = i == 0 ? "{" : "";
      const char *close = parts[i + 1] == NULL ? "}" : "";

      add_word (words, prefix, g_strconcat (open, parts[i], close, NULL));
    }
}

static void
close_variation (GPtrArray *words)
{
  char *last = g_ptr_array_index (words, words->len - 1);

  if (strcmp (last, BREAK_WORD) == 0)
    g_ptr_array_add (words, g_strdup (")"));
  else
    {
      words->pdata[words->len - 1] = g_strconcat (last, ")", NULL);
      g_free (last);
    }
}


static void
write_line (GPtrArray        *words,
            const AkGameNode *first,
            AkSide            start_side,
            char            **prefix)
{
  gboolean need_number = TRUE;

  for (const AkGameNode *node = first; node != NULL;)
    {
      const AkGameNode *parent = node->parent;
      guint number = (node->ply + (start_side == AK_NORTH ? 1 : 0) + 1) / 2;

      if (node->comments_before != NULL)
        for (guint i = 0; i < node->comments_before->len; i++)
          add_comment (words, prefix, g_ptr_array_index (node->comments_before, i));

      /* A move number and its move stay on one line. */
      {
        g_autofree char *notation = ak_game_node_dup_notation (node);

        if (ak_game_node_get_mover (node) == AK_SOUTH)
          add_word (words, prefix, g_strdup_printf ("%u. %s", number, notation));
        else if (need_number)
          add_word (words, prefix, g_strdup_printf ("%u... %s", number, notation));
        else
          add_word (words, prefix, g_steal_pointer (&notation));
      }

      need_number = FALSE;
      if (node->nags != NULL)
        for (guint i = 0; i < node->nags->len; i++)
          add_word (words, prefix, g_strdup_printf ("$%u", g_array_index (node->nags, guint, i)));
      if (node->comments != NULL && node->comments->len > 0)
        {
          for (guint i = 0; i < node->comments->len; i++)
            add_comment (words, prefix, g_ptr_array_index (node->comments, i));
          need_number = TRUE;
        }

      /* The alternatives to this move, when it is the one played. */
      if (parent->children->len > 1 && g_ptr_array_index (parent->children, 0) == node)
        {
          for (guint i = 1; i < parent->children->len; i++)
            {
              g_free (*prefix);
              *prefix = g_strdup ("(");
              write_line (words, g_ptr_array_index (parent->children, i), start_side, prefix);
              close_variation (words);
            }
          need_number = TRUE;
        }

      node = node->children != NULL && node->children->len > 0
        ? g_ptr_array_index (node->children, 0)
        : NULL;
    }
}

static void
append_wrapped (GString   *out,
                GPtrArray *words)
{
  GString *line = g_string_new (NULL);
  glong line_chars = 0;

  for (guint i = 0; i < words->len; i++)
    {
      const char *word = g_ptr_array_index (words, i);
      glong chars;

      if (strcmp (word, BREAK_WORD) == 0)
        {
          g_string_append_len (out, line->str, line->len);
          g_string_append_c (out, '\n');
          g_string_truncate (line, 0);
          line_chars = 0;
          continue;
        }

      chars = g_utf8_strlen (word, -1);
      if (line->len > 0 && line_chars + 1 + chars > WRAP_COLUMNS)
        {
          g_string_append_len (out, line->str, line->len);
          g_string_append_c (out, '\n');
          g_string_truncate (line, 0);
          line_chars = 0;
        }
      if (line->len > 0)
        {
          g_string_append_c (line, ' ');
          line_chars++;
        }
      g_string_append (line, word);
      line_chars += chars;
    }

  if (line->len > 0)
    {
      g_string_append_len (out, line->str, line->len);
      g_string_append_c (out, '\n');
    }
  g_string_free (line, TRUE);
}

static void
append_tag (GString    *out,
            const char *name,
            const char *value)
{
  g_string_append_printf (out, "[%s \"", name);
  for (const char *p = value; *p; p++)
    {
      /* A tag is one line: a tab or line break set in code becomes a
       * space, or the file would not read back. */
      if ((guchar) *p < 0x20)
        {
          g_string_append_c (out, ' ');
          continue;
        }
      if (*p == '"' || *p == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p);
    }
  g_string_append (out, "\"]\n");
}

static int
compare_tag_names (gconstpointer a,
                   gconstpointer b)
{
  const AkTag *ta = *(const AkTag * const *) a;
  const AkTag *tb = *(const AkTag * const *) b;

  return strcmp (ta->name, tb->name);
}

static void
append_game (GString            *out,
             const AkGameRecord *record)
{
  static const char * const ordered[] = { "Match", "Game" };
  static const char * const placed[] = { "Event", "Site", "Date", "Round", "South", "North",
                                         "Result", "Variant", "Rules", "Match", "Game",
                                         "Position", "Purchase", "Termination", "SouthType",
                                         "SouthLevel", "NorthType", "NorthLevel" };
  g_autoptr(GPtrArray) others = g_ptr_array_new ();
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *rules = ak_rules_to_string (&record->rules, AK_RULES_FORMAT_DEFAULT);
  g_autofree char *prefix = NULL;
  AkPosition standard;

  for (guint i = 0; i < G_N_ELEMENTS (_ak_notation_roster); i++)
    append_tag (out, _ak_notation_roster[i].name,
                _ak_game_record_get_tag_or_default (record, _ak_notation_roster[i].name));
  append_tag (out, "Result", record->result);
  append_tag (out, "Variant", ak_variant_to_string (record->rules.variant));
  if (rules[0] != '\0')
    append_tag (out, "Rules", rules);
  for (guint i = 0; i < G_N_ELEMENTS (ordered); i++)
    if (ak_game_record_get_tag (record, ordered[i]) != NULL)
      append_tag (out, ordered[i], ak_game_record_get_tag (record, ordered[i]));

  ak_position_init_start (&standard, record->rules.first);
  if (!ak_position_equal (&standard, &record->start))
    {
      g_autofree char *position = ak_position_to_string (&record->start);

      append_tag (out, "Position", position);
    }
  if (ak_game_record_get_tag (record, "Purchase") != NULL)
    append_tag (out, "Purchase", ak_game_record_get_tag (record, "Purchase"));
  if (ak_game_record_get_tag (record, "Termination") != NULL)
    append_tag (out, "Termination", ak_game_record_get_tag (record, "Termination"));

  /* A missing type means human, so only a program's type is written.  Its
   * level goes with it when the record gives a good one: the reader
   * refuses a level anywhere else. */
  for (int side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      guint level;

      if (!ak_game_record_get_program (record, side, &level))
        continue;
      append_tag (out, _ak_notation_type_tag (side), "program");
      if (level > 0)
        append_tag (out, _ak_notation_level_tag (side),
                    ak_game_record_get_tag (record, _ak_notation_level_tag (side)));
    }

  for (guint i = 0; i < record->tags->len; i++)
    {
      AkTag *tag = g_ptr_array_index (record->tags, i);
      gboolean known = FALSE;

      for (guint j = 0; j < G_N_ELEMENTS (placed); j++)
        known |= strcmp (tag->name, placed[j]) == 0;
      if (!known)
        g_ptr_array_add (others, tag);
    }
  g_ptr_array_sort (others, compare_tag_names);
  for (guint i = 0; i < others->len; i++)
    {
      const AkTag *tag = g_ptr_array_index (others, i);

      append_tag (out, tag->name, tag->value);
    }

  g_string_append_c (out, '\n');

  if (record->root->comments != NULL)
    for (guint i = 0; i < record->root->comments->len; i++)
      add_comment (words, &prefix, g_ptr_array_index (record->root->comments, i));
  if (record->root->children != NULL && record->root->children->len > 0)
    write_line (words, g_ptr_array_index (record->root->children, 0), record->start.side,
                &prefix);
  add_word (words, &prefix, g_strdup (record->result));
  append_wrapped (out, words);
}

/**
 * ak_notation_write_game:
 * @record: a game record
 *
 * Returns: (transfer full): the game in the export form of AKN §5.
 */
char *
ak_notation_write_game (const AkGameRecord *record)
{
  GString *out = g_string_new (NULL);

  append_game (out, record);
  return g_string_free (out, FALSE);
}

/**
 * ak_notation_write:
 * @games: (element-type AkGameRecord): the games of a file
 *
 * Returns: (transfer full): the file in the export form of AKN §5, games
 *   separated by a blank line.
 */
char *
ak_notation_write (GPtrArray *games)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < games->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, '\n');
      append_game (out, g_ptr_array_index (games, i));
    }
  return g_string_free (out, FALSE);
}
