/* ak-new-game-dialog.c — the choices of a new game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-new-game-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-new-game-dialog.h"

/* The rows of the variant list, in the order of the .ui file. */
static const AkVariant variants[] = {
  AK_VARIANT_ADJI_KUI_2,
  AK_VARIANT_ADJI_KUI_1,
};

/* The strongest level the player lists offer; North's default is in
 * the settings. */
#define MAX_LEVEL 5

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"

struct _AkNewGameDialog
{
  AdwMessageDialog  parent_instance;

  /* Template widgets */
  AdwComboRow      *variant_row;
  AdwComboRow      *south_player_row;
  AdwComboRow      *north_player_row;
  AdwEntryRow      *south_name_row;
  AdwEntryRow      *north_name_row;
};

G_DEFINE_FINAL_TYPE (AkNewGameDialog, ak_new_game_dialog, ADW_TYPE_MESSAGE_DIALOG)

static AdwComboRow *
player_row (AkNewGameDialog *self,
            AkSide           side)
{
  return side == AK_SOUTH ? self->south_player_row : self->north_player_row;
}

static AdwEntryRow *
name_row (AkNewGameDialog *self,
          AkSide           side)
{
  return side == AK_SOUTH ? self->south_name_row : self->north_name_row;
}

static void
ak_new_game_dialog_class_init (AkNewGameDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ak-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, variant_row);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, south_player_row);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, north_player_row);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, south_name_row);
  gtk_widget_class_bind_template_child (widget_class, AkNewGameDialog, north_name_row);
}

static void
ak_new_game_dialog_init (AkNewGameDialog *self)
{
  g_autoptr(GSettings) settings = NULL;
  int level;

  gtk_widget_init_template (GTK_WIDGET (self));

  /* In code: the builder sets the shared model after the rows' other
   * properties, which would reset a selection made in the .ui file. */
  settings = g_settings_new (SETTINGS_SCHEMA_ID);
  level = g_settings_get_int (settings, "default-computer-level");
  adw_combo_row_set_selected (self->north_player_row, CLAMP (level, 1, MAX_LEVEL));
}

/**
 * ak_new_game_dialog_new:
 * @parent: (nullable): the window the dialog belongs to
 *
 * Returns: (transfer none): a new dialog, owned by GTK's toplevels
 */
GtkWidget *
ak_new_game_dialog_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (AK_TYPE_NEW_GAME_DIALOG,
                       "transient-for", parent,
                       NULL);
}

AkVariant
ak_new_game_dialog_get_variant (AkNewGameDialog *self)
{
  guint selected;

  g_return_val_if_fail (AK_IS_NEW_GAME_DIALOG (self), AK_VARIANT_ADJI_KUI_2);

  selected = adw_combo_row_get_selected (self->variant_row);
  return selected < G_N_ELEMENTS (variants) ? variants[selected] : AK_VARIANT_ADJI_KUI_2;
}

void
ak_new_game_dialog_set_variant (AkNewGameDialog *self,
                                AkVariant        variant)
{
  g_return_if_fail (AK_IS_NEW_GAME_DIALOG (self));

  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    if (variants[i] == variant)
      adw_combo_row_set_selected (self->variant_row, i);
}

/**
 * ak_new_game_dialog_get_level:
 * @self: a dialog
 * @side: a side
 *
 * Returns: 0 if a person is to play @side, else the computer's level
 */
guint
ak_new_game_dialog_get_level (AkNewGameDialog *self,
                              AkSide           side)
{
  guint selected;

  g_return_val_if_fail (AK_IS_NEW_GAME_DIALOG (self), 0);
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, 0);

  selected = adw_combo_row_get_selected (player_row (self, side));
  return selected <= MAX_LEVEL ? selected : 0;
}

void
ak_new_game_dialog_set_level (AkNewGameDialog *self,
                              AkSide           side,
                              guint            level)
{
  g_return_if_fail (AK_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (side == AK_SOUTH || side == AK_NORTH);
  g_return_if_fail (level <= MAX_LEVEL);

  adw_combo_row_set_selected (player_row (self, side), level);
}

const char *
ak_new_game_dialog_get_name (AkNewGameDialog *self,
                             AkSide           side)
{
  g_return_val_if_fail (AK_IS_NEW_GAME_DIALOG (self), NULL);
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, NULL);

  return gtk_editable_get_text (GTK_EDITABLE (name_row (self, side)));
}

void
ak_new_game_dialog_set_name (AkNewGameDialog *self,
                             AkSide           side,
                             const char      *name)
{
  g_return_if_fail (AK_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (side == AK_SOUTH || side == AK_NORTH);

  gtk_editable_set_text (GTK_EDITABLE (name_row (self, side)), name != NULL ? name : "");
}
