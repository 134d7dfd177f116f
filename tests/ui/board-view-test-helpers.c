/* board-view-test-helpers.c — what the board view test programs share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-board-view"

#include "config.h"

#include "board-view-test-helpers.h"

AkGame *
new_game (void)
{
  AkRules rules;
  AkPosition start;

  ak_rules_init (&rules);
  ak_position_init_start (&start, AK_SOUTH);
  return ak_game_new (&rules, &start);
}

void
assert_display_matches_game (AkBoardView *board,
                             AkGame      *game)
{
  const AkPosition *pos = ak_game_get_position (game);

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    g_assert_cmpuint (_ak_board_view_get_displayed_count (board, hole), ==, pos->holes[hole]);
}

void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

void
assert_hole_label (GtkWidget  *hole,
                   const char *label)
{
  g_autofree char *error = NULL;

  g_assert_nonnull (hole);
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (hole)), ==,
                   GTK_ACCESSIBLE_ROLE_BUTTON);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (hole),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, label);
  if (error != NULL)
    g_error ("hole label: %s", error);
}

GtkWidget *
hole_widget (AkBoardView *board,
             int          hole)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board));

  for (int i = 0; i < hole && child != NULL; i++)
    child = gtk_widget_get_next_sibling (child);
  return child;
}

int
first_legal (AkGame           *game,
             const AkPosition *pos)
{
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_position_check_move (pos, ak_game_get_rules (game), hole) == AK_VERDICT_LEGAL)
      return hole;
  g_assert_not_reached ();
}
