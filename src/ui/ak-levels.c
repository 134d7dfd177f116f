/* ak-levels.c — what the computer's levels are called and what they mean
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One place for the words every dialog uses about a level: its name
 * ("Beginner") and a line on how it plays, which follows what
 * ak_search_choose_move () does at that level (src/engine/ak-search.c).
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
      return _("plays a random move half the time");
    case 2:
      return _("looks two moves ahead, misjudges by up to 3 seeds");
    case 3:
      return _("looks four moves ahead, misjudges by a seed");
    case 4:
      return _("looks six moves ahead and plays its best");
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
 *   "1 · Beginner — plays a random move half the time"
 */
char *
ak_level_dup_line (guint level)
{
  level = CLAMP (level, AK_LEVEL_MIN, AK_LEVEL_MAX);
  /* Translators: a computer level's number, name and how it plays */
  return g_strdup_printf (_("%u · %s — %s"), level, ak_level_get_name (level),
                          ak_level_get_summary (level));
}
