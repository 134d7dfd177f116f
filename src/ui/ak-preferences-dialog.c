/* ak-preferences-dialog.c — the preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-preferences-dialog"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ak-levels.h"
#include "ak-preferences-dialog.h"
#include "ak-preferences-dialog-private.h"
#include "ak-tables-row.h"

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"

/* The choices of the string keys, in the order of the combo rows; the
 * animation speeds are also in the order of AkAnimationSpeed. */
static const char * const animation_speeds[] = {
  "instant", "fast", "normal", "slow", NULL,
};

/* In the order of AkBoardTheme and of the Board Colours row */
static const char * const board_themes[] = {
  "auto", "light-wood", "dark-wood", "high-contrast", NULL,
};

static const char * const color_schemes[] = {
  "follow-system", "light", "dark", NULL,
};

/* The keys of the least loss of each mark of a review, in seeds, by
 * AkReviewMark */
static const char * const review_keys[AK_REVIEW_N_MARKS] = {
  NULL, "review-inaccuracy", "review-mistake", "review-blunder",
};

struct _AkPreferencesDialog
{
  AdwPreferencesDialog  parent_instance;

  /* Template widgets */
  AdwComboRow          *animation_row;
  GtkSwitch            *letters_switch;
  GtkSwitch            *preview_switch;
  GtkSwitch            *hurry_switch;
  GtkSwitch            *sounds_switch;
  AdwComboRow          *theme_row;
  AdwComboRow          *level_row;
  GtkSwitch            *confirm_switch;
  GtkSwitch            *collect_switch;
  GtkSwitch            *view_switch;
  AdwComboRow          *style_row;
  AdwSpinRow           *review_rows[AK_REVIEW_N_MARKS];
  AdwComboRow          *threads_row;
  AdwSpinRow           *practice_new_row;
  AdwSpinRow           *practice_reviews_row;
  GtkSwitch            *practice_inaccuracies_switch;
  AdwPreferencesGroup  *tables_group;

  GSettings            *settings;
  AkTablesManager      *tables;      /* the application's, or NULL */
  GPtrArray            *tables_rows; /* AkTablesRow, borrowed from the group */
  gboolean              ordering;  /* putting the review's losses in order */
};

G_DEFINE_FINAL_TYPE (AkPreferencesDialog, ak_preferences_dialog, ADW_TYPE_PREFERENCES_DIALOG)

static int
choice_index (const char * const *choices,
              const char         *choice)
{
  for (int i = 0; choices[i] != NULL; i++)
    if (g_strcmp0 (choices[i], choice) == 0)
      return i;

  return -1;
}

/* A string key shown as the position of its choice in @user_data. */
static gboolean
get_choice_index (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  int index = choice_index (user_data, g_variant_get_string (variant, NULL));

  if (index < 0)
    return FALSE;

  g_value_set_uint (value, index);
  return TRUE;
}

static GVariant *
set_choice_index (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  const char * const *choices = user_data;
  guint index = g_value_get_uint (value);

  if (index >= g_strv_length ((char **) choices))
    return NULL;

  return g_variant_new_string (choices[index]);
}

/* The level key, 1 to 5, shown as the position of its row, 0 to 4. */
static gboolean
get_level_index (GValue   *value,
                 GVariant *variant,
                 gpointer  user_data)
{
  g_value_set_uint (value, MAX (g_variant_get_int32 (variant), 1) - 1);
  return TRUE;
}

static GVariant *
set_level_index (const GValue       *value,
                 const GVariantType *expected_type,
                 gpointer            user_data)
{
  guint index = g_value_get_uint (value);

  if (index >= 5)
    return NULL;

  return g_variant_new_int32 (index + 1);
}

/* The search-threads key, 0 for every core, is the position of its row:
 * "Every Core" first, then one thread, two… */
static gboolean
get_threads_index (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  AdwComboRow *row = user_data;
  int n_threads = g_variant_get_int32 (variant);

  if (n_threads < 0 || (guint) n_threads >= g_list_model_get_n_items (adw_combo_row_get_model (row)))
    return FALSE;

  g_value_set_uint (value, (guint) n_threads);
  return TRUE;
}

static GVariant *
set_threads_index (const GValue       *value,
                   const GVariantType *expected_type,
                   gpointer            user_data)
{
  guint index = g_value_get_uint (value);

  if (index > AK_SEARCH_MAX_THREADS)
    return NULL;

  return g_variant_new_int32 ((gint32) index);
}

/* Every core, then each number of threads up to the cores there are (or
 * the key's value, if a larger number was set by hand). */
static void
fill_threads_row (AdwComboRow *row,
                  int          current)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  guint n_cores = g_get_num_processors ();
  guint most = CLAMP ((guint) MAX (current, 0), n_cores, AK_SEARCH_MAX_THREADS);
  g_autofree char *every = NULL;

  /* Translators: the engine searches on every core of the machine, %u of them */
  every = g_strdup_printf (ngettext ("Every Core (%u)", "Every Core (%u)", n_cores), n_cores);
  gtk_string_list_append (list, every);
  for (guint n = 1; n <= most; n++)
    {
      g_autofree char *item = g_strdup_printf (ngettext ("%u Thread", "%u Threads", n), n);

      gtk_string_list_append (list, item);
    }
  adw_combo_row_set_model (row, G_LIST_MODEL (list));
}

/**
 * ak_settings_get_animation_speed:
 *
 * A #GSettingsBindGetMapping from the `animation-speed` key to an
 * #AkAnimationSpeed property.
 */
gboolean
ak_settings_get_animation_speed (GValue   *value,
                                 GVariant *variant,
                                 gpointer  user_data)
{
  int index = choice_index (animation_speeds, g_variant_get_string (variant, NULL));

  if (index < 0)
    return FALSE;

  g_value_set_enum (value, (AkAnimationSpeed) index);
  return TRUE;
}

/**
 * ak_settings_set_animation_speed:
 *
 * The #GSettingsBindSetMapping back from an #AkAnimationSpeed property.
 */
GVariant *
ak_settings_set_animation_speed (const GValue       *value,
                                 const GVariantType *expected_type,
                                 gpointer            user_data)
{
  int speed = g_value_get_enum (value);

  if (speed < AK_ANIMATION_SPEED_INSTANT || speed > AK_ANIMATION_SPEED_SLOW)
    return NULL;

  return g_variant_new_string (animation_speeds[speed]);
}

/**
 * ak_settings_get_color_scheme:
 *
 * A #GSettingsBindGetMapping from the `color-scheme` key to an
 * #AdwColorScheme property, such as the style manager's.
 */
gboolean
ak_settings_get_color_scheme (GValue   *value,
                              GVariant *variant,
                              gpointer  user_data)
{
  const char *scheme = g_variant_get_string (variant, NULL);

  if (g_str_equal (scheme, "light"))
    g_value_set_enum (value, ADW_COLOR_SCHEME_FORCE_LIGHT);
  else if (g_str_equal (scheme, "dark"))
    g_value_set_enum (value, ADW_COLOR_SCHEME_FORCE_DARK);
  else
    g_value_set_enum (value, ADW_COLOR_SCHEME_DEFAULT);

  return TRUE;
}

/**
 * ak_settings_get_double:
 * @settings: the app's settings
 * @key: a key of type "d"
 *
 * Reads a number from the settings.  The schema's range check lets a NaN
 * through (it compares neither below nor above the bounds), and a value
 * written to the store by other means may be infinite; either reads as the
 * key's default, so that no widget or computation gets it.  Every double
 * the app reads from its settings comes through here or, when bound to a
 * widget, through ak_settings_get_finite_double().
 *
 * Returns: the value of @key, or its default if it is not a finite number.
 */
double
ak_settings_get_double (GSettings  *settings,
                        const char *key)
{
  g_autoptr(GVariant) fallback = NULL;
  double value = g_settings_get_double (settings, key);

  if (isfinite (value))
    return value;
  fallback = g_settings_get_default_value (settings, key);
  return g_variant_get_double (fallback);
}

/**
 * ak_settings_get_finite_double:
 * @value: the property's value to set
 * @variant: the setting, of type "d"
 * @user_data: unused
 *
 * The mapping of g_settings_bind_with_mapping() for a double key: a value
 * that is not a finite number is refused, and GSettings then gives the
 * property the key's default (see ak_settings_get_double()).
 *
 * Returns: %TRUE if @value was set.
 */
gboolean
ak_settings_get_finite_double (GValue   *value,
                               GVariant *variant,
                               gpointer  user_data)
{
  double number = g_variant_get_double (variant);

  if (!isfinite (number))
    return FALSE;
  g_value_set_double (value, number);
  return TRUE;
}

/**
 * ak_settings_set_double:
 * @value: the property's value
 * @expected_type: "d"
 * @user_data: unused
 *
 * The other way of ak_settings_get_finite_double().
 *
 * Returns: (transfer floating): the setting.
 */
GVariant *
ak_settings_set_double (const GValue       *value,
                        const GVariantType *expected_type,
                        gpointer            user_data)
{
  return g_variant_new_double (g_value_get_double (value));
}

/**
 * ak_settings_get_review_thresholds:
 * @settings: the app's settings
 * @thresholds: (out caller-allocates): the least loss of each mark, in
 *   hundredths of a seed, as AkReviewOptions.thresholds has them
 *
 * Reads the losses a review marks ?!, ? and ??.  The Preferences keep
 * them in order; a value set by hand out of order is raised to the one
 * below it, so that a worse mark never takes less.
 */
void
ak_settings_get_review_thresholds (GSettings *settings,
                                   int        thresholds[AK_REVIEW_N_MARKS])
{
  thresholds[AK_REVIEW_MARK_NONE] = 0;
  for (guint mark = AK_REVIEW_MARK_INACCURACY; mark < AK_REVIEW_N_MARKS; mark++)
    {
      double seeds = ak_settings_get_double (settings, review_keys[mark]);

      thresholds[mark] = MAX ((int) lround (seeds * AK_SCORE_SEED), 1);
      if (mark > AK_REVIEW_MARK_INACCURACY)
        thresholds[mark] = MAX (thresholds[mark], thresholds[mark - 1]);
    }
}

/* Keeps ?! ≤ ? ≤ ??: the loss just changed stays as set, and the others
 * make way for it, so that raising ?! above ? raises ?, and lowering ??
 * below ? lowers ? (and ?! with it if need be). */
static void
review_loss_changed_cb (AkPreferencesDialog *self,
                        const char          *key,
                        GSettings           *settings)
{
  double losses[AK_REVIEW_N_MARKS] = { 0, };
  guint changed = AK_REVIEW_MARK_NONE;

  if (self->ordering)
    return;
  for (guint mark = AK_REVIEW_MARK_INACCURACY; mark < AK_REVIEW_N_MARKS; mark++)
    {
      losses[mark] = ak_settings_get_double (settings, review_keys[mark]);
      if (g_strcmp0 (key, review_keys[mark]) == 0)
        changed = mark;
    }
  if (changed == AK_REVIEW_MARK_NONE)
    return;

  self->ordering = TRUE;
  for (guint mark = changed + 1; mark < AK_REVIEW_N_MARKS; mark++)
    if (losses[mark] < losses[mark - 1])
      {
        losses[mark] = losses[mark - 1];
        g_settings_set_double (settings, review_keys[mark], losses[mark]);
      }
  for (guint mark = changed - 1; mark > AK_REVIEW_MARK_NONE; mark--)
    if (losses[mark] > losses[mark + 1])
      {
        losses[mark] = losses[mark + 1];
        g_settings_set_double (settings, review_keys[mark], losses[mark]);
      }
  self->ordering = FALSE;
}

/* A row for each set of endgame tables the manager lists: the ordinary
 * ones always, and any other there are levels of.  The rows follow the
 * manager themselves; the list changes only when a set comes or goes. */
static void
update_tables_rows (AkPreferencesDialog *self)
{
  g_autoptr(GArray) keys = ak_tables_manager_list_sets (self->tables);
  gboolean same = keys->len == self->tables_rows->len;

  for (guint i = 0; i < keys->len && same; i++)
    same = ak_tables_key_equal (&g_array_index (keys, AkTablesKey, i),
                                ak_tables_row_get_key (g_ptr_array_index (self->tables_rows, i)));
  if (same)
    return;

  for (guint i = 0; i < self->tables_rows->len; i++)
    adw_preferences_group_remove (self->tables_group, g_ptr_array_index (self->tables_rows, i));
  g_ptr_array_set_size (self->tables_rows, 0);
  for (guint i = 0; i < keys->len; i++)
    {
      GtkWidget *row = ak_tables_row_new (self->tables, &g_array_index (keys, AkTablesKey, i));

      adw_preferences_group_add (self->tables_group, row);
      g_ptr_array_add (self->tables_rows, row);
    }
}

static void
ak_preferences_dialog_dispose (GObject *object)
{
  AkPreferencesDialog *self = AK_PREFERENCES_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_PREFERENCES_DIALOG);
  g_clear_object (&self->settings);
  g_clear_object (&self->tables);
  g_clear_pointer (&self->tables_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (ak_preferences_dialog_parent_class)->dispose (object);
}

static void
ak_preferences_dialog_class_init (AkPreferencesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_preferences_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ak-preferences-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, AkPreferencesDialog, animation_row);
  gtk_widget_class_bind_template_child (widget_class, AkPreferencesDialog, letters_switch);
  gtk_widget_class_bind_template_child (widget_class, AkPreferencesDialog, preview_switch);
  gtk_widget_class_bind_template_child (widget_class, AkPreferencesDialog, hurry_switch);
  gtk_widget_class_bind_template_child (widget_class, AkPreferencesDialog, sounds_switch);
  gtk_widget_class_bind_template_child (widget_class, AkPreferencesDialog, theme_row);
  gtk_widget_class_bind_template_child (widget_class, AkPreferencesDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, AkPreferencesDialog, confirm_switch);
  gtk_widget_class_bind_template_child (widget_class, AkPreferencesDialog, collect_switch);
  gtk_widget_class_bind_template_child (widget_class, AkPreferencesDialog, view_switch);
  gtk_widget_class_bind_template_child (widget_class, AkPreferencesDialog, style_row);
  gtk_widget_class_bind_template_child_full (widget_class, "inaccuracy_row", FALSE,
                                             G_STRUCT_OFFSET (AkPreferencesDialog,
                                                              review_rows[AK_REVIEW_MARK_INACCURACY]));
  gtk_widget_class_bind_template_child_full (widget_class, "mistake_row", FALSE,
                                             G_STRUCT_OFFSET (AkPreferencesDialog,
                                                              review_rows[AK_REVIEW_MARK_MISTAKE]));
  gtk_widget_class_bind_template_child_full (widget_class, "blunder_row", FALSE,
                                             G_STRUCT_OFFSET (AkPreferencesDialog,
                                                              review_rows[AK_REVIEW_MARK_BLUNDER]));
  gtk_widget_class_bind_template_child (widget_class, AkPreferencesDialog, threads_row);
  gtk_widget_class_bind_template_child (widget_class, AkPreferencesDialog, practice_new_row);
  gtk_widget_class_bind_template_child (widget_class, AkPreferencesDialog, practice_reviews_row);
  gtk_widget_class_bind_template_child (widget_class, AkPreferencesDialog,
                                        practice_inaccuracies_switch);
  gtk_widget_class_bind_template_child (widget_class, AkPreferencesDialog, tables_group);
}

static void
ak_preferences_dialog_init (AkPreferencesDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Levels by number and name; the subtitle says how the chosen one plays. */
  ak_level_fill_row (self->level_row, FALSE, NULL);
  /* Every choice's value shows whole, at a phone's width too. */
  ak_combo_row_keep_value_whole (self->animation_row);
  ak_combo_row_keep_value_whole (self->theme_row);
  ak_combo_row_keep_value_whole (self->style_row);
  ak_combo_row_keep_value_whole (self->threads_row);

  /* Every change applies at once: there is nothing to confirm. */
  self->settings = g_settings_new (SETTINGS_SCHEMA_ID);
  g_settings_bind_with_mapping (self->settings, "animation-speed",
                                self->animation_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                get_choice_index, set_choice_index,
                                (gpointer) animation_speeds, NULL);
  g_settings_bind_with_mapping (self->settings, "board-theme",
                                self->theme_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                get_choice_index, set_choice_index,
                                (gpointer) board_themes, NULL);
  g_settings_bind (self->settings, "faster-computer-moves",
                   self->hurry_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-move-preview",
                   self->preview_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "play-sounds",
                   self->sounds_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-hole-letters",
                   self->letters_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (self->settings, "default-computer-level",
                                self->level_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                get_level_index, set_level_index,
                                NULL, NULL);
  g_settings_bind (self->settings, "confirm-discard",
                   self->confirm_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "practice-collect",
                   self->collect_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "analysis-fixed-view",
                   self->view_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  /* The spin rows' adjustments hold the schema's ranges. */
  g_settings_bind (self->settings, "practice-new-per-day",
                   self->practice_new_row, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "practice-reviews-per-day",
                   self->practice_reviews_row, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "practice-include-inaccuracies",
                   self->practice_inaccuracies_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (self->settings, "color-scheme",
                                self->style_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                get_choice_index, set_choice_index,
                                (gpointer) color_schemes, NULL);
  for (guint mark = AK_REVIEW_MARK_INACCURACY; mark < AK_REVIEW_N_MARKS; mark++)
    g_settings_bind_with_mapping (self->settings, review_keys[mark],
                                  self->review_rows[mark], "value",
                                  G_SETTINGS_BIND_DEFAULT,
                                  ak_settings_get_finite_double, ak_settings_set_double,
                                  NULL, NULL);
  g_signal_connect_object (self->settings, "changed",
                           G_CALLBACK (review_loss_changed_cb), self, G_CONNECT_SWAPPED);
  fill_threads_row (self->threads_row, g_settings_get_int (self->settings, "search-threads"));
  g_settings_bind_with_mapping (self->settings, "search-threads",
                                self->threads_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                get_threads_index, set_threads_index,
                                self->threads_row, NULL);

  /* The tables are the application's: without them (a test of other
   * rows, say) the group has nothing to show. */
  self->tables_rows = g_ptr_array_new ();
  if (ak_tables_manager_get_default () != NULL)
    {
      self->tables = g_object_ref (ak_tables_manager_get_default ());
      g_signal_connect_object (self->tables, "changed", G_CALLBACK (update_tables_rows), self,
                               G_CONNECT_SWAPPED);
      update_tables_rows (self);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->tables_group), self->tables != NULL);
}

/**
 * ak_preferences_dialog_new:
 *
 * Returns: (transfer floating): a new dialog, for adw_dialog_present ()
 */
AdwDialog *
ak_preferences_dialog_new (void)
{
  return g_object_new (AK_TYPE_PREFERENCES_DIALOG, NULL);
}

AdwComboRow *
_ak_preferences_dialog_get_animation_row (AkPreferencesDialog *self)
{
  g_return_val_if_fail (AK_IS_PREFERENCES_DIALOG (self), NULL);
  return self->animation_row;
}

GtkSwitch *
_ak_preferences_dialog_get_letters_switch (AkPreferencesDialog *self)
{
  g_return_val_if_fail (AK_IS_PREFERENCES_DIALOG (self), NULL);
  return self->letters_switch;
}

AdwComboRow *
_ak_preferences_dialog_get_theme_row (AkPreferencesDialog *self)
{
  g_return_val_if_fail (AK_IS_PREFERENCES_DIALOG (self), NULL);
  return self->theme_row;
}

GtkSwitch *
_ak_preferences_dialog_get_hurry_switch (AkPreferencesDialog *self)
{
  g_return_val_if_fail (AK_IS_PREFERENCES_DIALOG (self), NULL);
  return self->hurry_switch;
}

GtkSwitch *
_ak_preferences_dialog_get_sounds_switch (AkPreferencesDialog *self)
{
  g_return_val_if_fail (AK_IS_PREFERENCES_DIALOG (self), NULL);
  return self->sounds_switch;
}

GtkSwitch *
_ak_preferences_dialog_get_preview_switch (AkPreferencesDialog *self)
{
  g_return_val_if_fail (AK_IS_PREFERENCES_DIALOG (self), NULL);
  return self->preview_switch;
}

AdwComboRow *
_ak_preferences_dialog_get_level_row (AkPreferencesDialog *self)
{
  g_return_val_if_fail (AK_IS_PREFERENCES_DIALOG (self), NULL);
  return self->level_row;
}

AdwComboRow *
_ak_preferences_dialog_get_threads_row (AkPreferencesDialog *self)
{
  g_return_val_if_fail (AK_IS_PREFERENCES_DIALOG (self), NULL);
  return self->threads_row;
}

GtkSwitch *
_ak_preferences_dialog_get_confirm_switch (AkPreferencesDialog *self)
{
  g_return_val_if_fail (AK_IS_PREFERENCES_DIALOG (self), NULL);
  return self->confirm_switch;
}

GtkSwitch *
_ak_preferences_dialog_get_collect_switch (AkPreferencesDialog *self)
{
  g_return_val_if_fail (AK_IS_PREFERENCES_DIALOG (self), NULL);
  return self->collect_switch;
}

GtkSwitch *
_ak_preferences_dialog_get_view_switch (AkPreferencesDialog *self)
{
  g_return_val_if_fail (AK_IS_PREFERENCES_DIALOG (self), NULL);
  return self->view_switch;
}

AdwComboRow *
_ak_preferences_dialog_get_style_row (AkPreferencesDialog *self)
{
  g_return_val_if_fail (AK_IS_PREFERENCES_DIALOG (self), NULL);
  return self->style_row;
}

/* For tests: the row of the @index-th set of endgame tables, or NULL. */
AkTablesRow *
_ak_preferences_dialog_get_tables_row (AkPreferencesDialog *self,
                                       guint                index)
{
  g_return_val_if_fail (AK_IS_PREFERENCES_DIALOG (self), NULL);
  if (self->tables_rows == NULL || index >= self->tables_rows->len)
    return NULL;
  return g_ptr_array_index (self->tables_rows, index);
}

AdwSpinRow *
_ak_preferences_dialog_get_review_row (AkPreferencesDialog *self,
                                       AkReviewMark         mark)
{
  g_return_val_if_fail (AK_IS_PREFERENCES_DIALOG (self), NULL);
  g_return_val_if_fail (mark > AK_REVIEW_MARK_NONE && mark < AK_REVIEW_N_MARKS, NULL);
  return self->review_rows[mark];
}
