/* ak-levels.c — what the computer's levels are called and what they mean
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One place for the words every dialog uses about a level: its name
 * ("Beginner") and a line on how it plays, which follows how the engine
 * chooses its move at that level (src/engine/ak-search.c).  And the way
 * the dialogs' choice rows show a value, levels' and others', whole on a
 * narrow screen.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "ak-levels.h"
#include "ak-search.h"

/**
 * ak_level_get_name:
 * @level: the computer's level, 1 to 5
 *
 * Returns: the level's name, e.g. "Beginner"
 */
const char *
ak_level_get_name (guint level)
{
  switch (CLAMP (level, AK_LEVEL_MIN, AK_LEVEL_MAX))
    {
    case 1:
      return C_("computer level", "Beginner");
    case 2:
      return C_("computer level", "Casual");
    case 3:
      return C_("computer level", "Intermediate");
    case 4:
      return C_("computer level", "Strong");
    case 5:
    default:
      return C_("computer level", "Expert");
    }
}

/**
 * ak_level_get_summary:
 * @level: the computer's level, 1 to 5
 *
 * Returns: how the level plays, in a few words
 */
const char *
ak_level_get_summary (guint level)
{
  switch (CLAMP (level, AK_LEVEL_MIN, AK_LEVEL_MAX))
    {
    case 1:
      return _("plays a random move a third of the time");
    case 2:
      return _("looks two moves ahead, misjudges by 1.5 seeds");
    case 3:
      return _("looks four moves ahead, misjudges by a seed");
    case 4:
      return _("looks eight moves ahead and plays its best");
    case 5:
    default:
      return _("thinks 2 s a move");
    }
}

/**
 * ak_level_dup_title:
 * @level: the computer's level, 1 to 5
 *
 * Returns: (transfer full): the level's number and name, "3 · Intermediate"
 */
char *
ak_level_dup_title (guint level)
{
  level = CLAMP (level, AK_LEVEL_MIN, AK_LEVEL_MAX);
  /* Translators: a computer level's number and name, "3 · Intermediate" */
  return g_strdup_printf (_("%u · %s"), level, ak_level_get_name (level));
}

/**
 * ak_level_dup_line:
 * @level: the computer's level, 1 to 5
 *
 * Returns: (transfer full): the level's number, name and how it plays,
 *   "1 · Beginner — plays a random move a third of the time"
 */
char *
ak_level_dup_line (guint level)
{
  level = CLAMP (level, AK_LEVEL_MIN, AK_LEVEL_MAX);
  /* Translators: a computer level's number, name and how it plays */
  return g_strdup_printf (_("%u · %s — %s"), level, ak_level_get_name (level),
                          ak_level_get_summary (level));
}

static void
setup_value_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
bind_value_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)),
                       gtk_string_object_get_string (string));
}

/* Whether @row's first item is a person, level 0: ak_level_fill_row()
 * puts one before the levels when asked to. */
static gboolean
row_has_person (AdwComboRow *row)
{
  GListModel *model = adw_combo_row_get_model (row);

  return model != NULL && g_list_model_get_n_items (model) > AK_LEVEL_MAX - AK_LEVEL_MIN + 1;
}

/* The level chosen, as the row shows it: by number and name only, "3 ·
 * Intermediate", which the row's title and subtitle say is the
 * computer's; the list that opens from it has the whole items. */
static void
bind_level_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               AdwComboRow              *row)
{
  gboolean with_person = row_has_person (row);
  GListModel *model = adw_combo_row_get_model (row);
  gpointer shown = gtk_list_item_get_item (item);
  GtkLabel *label = GTK_LABEL (gtk_list_item_get_child (item));
  g_autofree char *title = NULL;
  guint position = 0;
  guint n = model != NULL ? g_list_model_get_n_items (model) : 0;

  /* The row shows its item in a list of its own: the item's place is
   * looked up in the row's model. */
  for (; position < n; position++)
    {
      g_autoptr(GObject) candidate = g_list_model_get_item (model, position);

      if (candidate == shown)
        break;
    }
  if (position == n || (with_person && position == 0))
    {
      bind_value_cb (factory, item);
      return;
    }
  title = ak_level_dup_title (with_person ? position : position + 1);
  gtk_label_set_label (label, title);
}

/**
 * ak_combo_row_keep_value_whole:
 * @row: a row whose model is a #GtkStringList
 *
 * Shows @row's value whole, where the default factory's label gives way
 * to the title and subtitle and ends in "…" on a narrow screen (or in a
 * longer language, or with larger text): the title and subtitle wrap
 * instead.  For short values.
 */
void
ak_combo_row_keep_value_whole (AdwComboRow *row)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  g_signal_connect (factory, "setup", G_CALLBACK (setup_value_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_value_cb), NULL);
  adw_combo_row_set_factory (row, factory);
}

/* The row's subtitle says how the level chosen plays, or what a person
 * is, @person_subtitle. */
static void
row_selected_cb (AdwComboRow *row,
                 GParamSpec  *pspec,
                 const char  *person_subtitle)
{
  gboolean with_person = row_has_person (row);
  guint selected = adw_combo_row_get_selected (row);
  guint level = with_person ? selected : selected + 1;

  if (selected == GTK_INVALID_LIST_POSITION)
    return;
  if (level == 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), person_subtitle);
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), ak_level_get_summary (level));
}

/**
 * ak_level_fill_row:
 * @row: a combo row whose position is the level (or the level less one)
 * @with_person: whether its first item is a person, level 0
 * @person_subtitle: (nullable): the subtitle when a person is chosen
 *
 * Gives @row the levels by number and name ("Computer · 3 · Intermediate",
 * or "3 · Intermediate" without a person), and a subtitle that says how
 * the chosen level plays.
 */
void
ak_level_fill_row (AdwComboRow *row,
                   gboolean     with_person,
                   const char  *person_subtitle)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  guint selected = adw_combo_row_get_selected (row);
  char *subtitle = g_strdup (person_subtitle != NULL ? person_subtitle : "");

  if (with_person)
    gtk_string_list_append (model, _("Person"));
  for (guint level = AK_LEVEL_MIN; level <= AK_LEVEL_MAX; level++)
    {
      g_autofree char *title = ak_level_dup_title (level);

      if (with_person)
        {
          /* Translators: a computer player in a list, "Computer · 3 · Intermediate" */
          g_autofree char *item = g_strdup_printf (_("Computer · %s"), title);

          gtk_string_list_append (model, item);
        }
      else
        gtk_string_list_append (model, title);
    }
  adw_combo_row_set_model (row, G_LIST_MODEL (model));
  if (selected != GTK_INVALID_LIST_POSITION &&
      selected < g_list_model_get_n_items (G_LIST_MODEL (model)))
    adw_combo_row_set_selected (row, selected);
  /* The handler keeps the subtitle, and frees it when it goes. */
  g_signal_connect_data (row, "notify::selected", G_CALLBACK (row_selected_cb), subtitle,
                         (GClosureNotify) G_CALLBACK (g_free), 0);
  row_selected_cb (row, NULL, subtitle);

  /* The value whole and short in the row ("3 · Intermediate", never
   * "Computer · 3 · In…"), the items whole in the list. */
  if (adw_combo_row_get_list_factory (row) == NULL)
    {
      g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
      g_autoptr(GtkListItemFactory) list_factory = gtk_signal_list_item_factory_new ();

      g_signal_connect (factory, "setup", G_CALLBACK (setup_value_cb), NULL);
      g_signal_connect (factory, "bind", G_CALLBACK (bind_level_cb), row);
      g_signal_connect (list_factory, "setup", G_CALLBACK (setup_value_cb), NULL);
      g_signal_connect (list_factory, "bind", G_CALLBACK (bind_value_cb), NULL);
      adw_combo_row_set_factory (row, factory);
      adw_combo_row_set_list_factory (row, list_factory);
    }
}
