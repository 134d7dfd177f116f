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

/* The movetext as it is written: each word goes to the output as soon as
 * the next one comes, wrapped at WRAP_COLUMNS, so that a long game or
 * comment costs no list of its words.  The last word waits because a ")"
 * may join it; a "(" waits for the word it opens. */
typedef struct
{
  GString  *out;
  GString  *line;         /* the line being filled, not yet in @out */
  glong     line_chars;
  GString  *last;         /* the last word, not yet on the line */
  gboolean  has_last;
  gboolean  last_breaks;  /* the last "word" is a line break (after a ; comment) */
  gboolean  open;         /* a "(" waits for the next word */
} Words;

static void
words_init (Words   *w,
            GString *out)
{
  w->out = out;
  w->line = g_string_new (NULL);
  w->line_chars = 0;
  w->last = g_string_new (NULL);
  w->has_last = FALSE;
  w->last_breaks = FALSE;
  w->open = FALSE;
}

static void
words_end_line (Words *w)
{
  g_string_append_len (w->out, w->line->str, (gssize) w->line->len);
  g_string_append_c (w->out, '\n');
  g_string_truncate (w->line, 0);
  w->line_chars = 0;
}

/* Puts the last word on the line, or on the next if it does not fit. */
static void
words_place_last (Words *w)
{
  glong chars;

  if (!w->has_last)
    return;
  w->has_last = FALSE;
  if (w->last_breaks)
    {
      words_end_line (w);
      return;
    }

  chars = g_utf8_strlen (w->last->str, (gssize) w->last->len);
  if (w->line->len > 0 && w->line_chars + 1 + chars > WRAP_COLUMNS)
    words_end_line (w);
  if (w->line->len > 0)
    {
      g_string_append_c (w->line, ' ');
      w->line_chars++;
    }
  g_string_append_len (w->line, w->last->str, (gssize) w->last->len);
  w->line_chars += chars;
}

/* Starts a word: the caller appends its text to w->last. */
static GString *
words_begin (Words *w)
{
  words_place_last (w);
  g_string_truncate (w->last, 0);
  if (w->open)
    g_string_append_c (w->last, '(');
  w->open = FALSE;
  w->has_last = TRUE;
  w->last_breaks = FALSE;
  return w->last;
}

static void
words_add (Words      *w,
           const char *word)
{
  g_string_append (words_begin (w), word);
}

/* A line break the writer must make (after a ; comment). */
static void
words_add_break (Words *w)
{
  words_place_last (w);
  w->has_last = TRUE;
  w->last_breaks = TRUE;
}

static void
words_close_variation (Words *w)
{
  if (w->has_last && !w->last_breaks)
    {
      g_string_append_c (w->last, ')');
      return;
    }
  words_place_last (w);
  g_string_assign (w->last, ")");
  w->has_last = TRUE;
  w->last_breaks = FALSE;
}

static void
words_finish (Words *w)
{
  words_place_last (w);
  if (w->line->len > 0)
    words_end_line (w);
  g_string_free (w->line, TRUE);
  g_string_free (w->last, TRUE);
}

static void
add_comment (Words      *w,
             const char *comment)
{
  const char *part = comment;

  if (strchr (comment, '}') != NULL)
    {
      /* Only a ; comment can hold "}"; it stays one to the end of a line. */
      GString *word = words_begin (w);

      g_string_append_c (word, ';');
      g_string_append (word, comment);
      words_add_break (w);
      return;
    }

  if (comment[0] == '\0')
    {
      words_add (w, "{}");
      return;
    }

  /* One word for each part between spaces, in braces together. */
  for (;;)
    {
      const char *space = strchr (part, ' ');
      gsize length = space != NULL ? (gsize) (space - part) : strlen (part);
      GString *word = words_begin (w);

      if (part == comment)
        g_string_append_c (word, '{');
      g_string_append_len (word, part, (gssize) length);
      if (space == NULL)
        {
          g_string_append_c (word, '}');
          break;
        }
      part = space + 1;
    }
}

static void
write_line (Words            *w,
            const AkGameNode *first,
            AkSide            start_side)
{
  gboolean need_number = TRUE;

  for (const AkGameNode *node = first; node != NULL;)
    {
      const AkGameNode *parent = node->parent;
      guint number = (node->ply + (start_side == AK_NORTH ? 1 : 0) + 1) / 2;

      if (node->comments_before != NULL)
        for (guint i = 0; i < node->comments_before->len; i++)
          add_comment (w, g_ptr_array_index (node->comments_before, i));

      /* A move number and its move stay on one line. */
      {
        g_autofree char *notation = ak_game_node_dup_notation (node);
        GString *word = words_begin (w);

        if (ak_game_node_get_mover (node) == AK_SOUTH)
          g_string_append_printf (word, "%u. %s", number, notation);
        else if (need_number)
          g_string_append_printf (word, "%u... %s", number, notation);
        else
          g_string_append (word, notation);
      }

      need_number = FALSE;
      if (node->nags != NULL)
        for (guint i = 0; i < node->nags->len; i++)
          g_string_append_printf (words_begin (w), "$%u", g_array_index (node->nags, guint, i));
      if (node->comments != NULL && node->comments->len > 0)
        {
          for (guint i = 0; i < node->comments->len; i++)
            add_comment (w, g_ptr_array_index (node->comments, i));
          need_number = TRUE;
        }

      /* The alternatives to this move, when it is the one played. */
      if (parent->children->len > 1 && g_ptr_array_index (parent->children, 0) == node)
        {
          for (guint i = 1; i < parent->children->len; i++)
            {
              w->open = TRUE;
              write_line (w, g_ptr_array_index (parent->children, i), start_side);
              words_close_variation (w);
            }
          need_number = TRUE;
        }

      node = node->children != NULL && node->children->len > 0
        ? g_ptr_array_index (node->children, 0)
        : NULL;
    }
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
  g_autofree char *rules = ak_rules_to_string (&record->rules, AK_RULES_FORMAT_DEFAULT);
  AkPosition standard;
  Words words;

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

  words_init (&words, out);
  if (record->root->comments != NULL)
    for (guint i = 0; i < record->root->comments->len; i++)
      add_comment (&words, g_ptr_array_index (record->root->comments, i));
  if (record->root->children != NULL && record->root->children->len > 0)
    write_line (&words, g_ptr_array_index (record->root->children, 0), record->start.side);
  words_add (&words, record->result);
  words_finish (&words);
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
