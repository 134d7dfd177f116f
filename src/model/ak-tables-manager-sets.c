/* ak-tables-manager-sets.c — what there is of each set of endgame tables,
 * and what the rest would take: for the Preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-tables-manager"

#include "config.h"

#include "ak-tables-manager-private.h"

/**
 * ak_tables_manager_list_sets:
 * @self: a manager
 *
 * Returns: (transfer full) (element-type AkTablesKey): the sets to show:
 *   the ordinary ones of Adji Kui II and I, then any other there are
 *   levels of, or a build of, or that a match game asked for
 */
GArray *
ak_tables_manager_list_sets (AkTablesManager *self)
{
  GArray *keys = g_array_new (FALSE, FALSE, sizeof (AkTablesKey));
  AkVariant variants[] = { AK_VARIANT_ADJI_KUI_2, AK_VARIANT_ADJI_KUI_1 };

  g_return_val_if_fail (AK_IS_TABLES_MANAGER (self), keys);

  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      AkRules rules;
      AkTablesKey key;

      ak_rules_init (&rules);
      rules.variant = variants[i];
      ak_tables_key_init (&key, &rules, AK_TABLES_STANDARD_OWNERS);
      g_array_append_val (keys, key);
    }
  for (guint i = 0; i < self->sets->len; i++)
    {
      AkTablesSet *set = g_ptr_array_index (self->sets, i);
      gboolean listed = FALSE;

      for (guint j = 0; j < keys->len && !listed; j++)
        listed = ak_tables_key_equal (&g_array_index (keys, AkTablesKey, j), &set->key);
      if (!listed)
        g_array_append_val (keys, set->key);
    }
  return keys;
}

/**
 * ak_tables_manager_get_levels:
 * @self: a manager
 * @key: a set
 *
 * Returns: the levels there are of @key: bit n for level n
 */
guint32
ak_tables_manager_get_levels (AkTablesManager   *self,
                              const AkTablesKey *key)
{
  AkTablesSet *set;
  guint32 levels = 0;

  g_return_val_if_fail (AK_IS_TABLES_MANAGER (self), 0);

  set = _ak_tables_manager_find_set (self, key);
  for (guint level = 0; set != NULL && level <= AK_TABLES_MAX_LEVEL; level++)
    if (_ak_tables_set_has_level (set, level))
      levels |= 1u << level;
  return levels;
}

/* The most seeds of the levels built when a search needs them. */
guint
ak_tables_manager_get_small_top (AkTablesManager *self,
                                 AkVariant        variant)
{
  g_return_val_if_fail (AK_IS_TABLES_MANAGER (self), 0);
  return self->small_tops[_ak_tables_variant_index (variant)];
}

/* The most seeds of the levels built when asked; a match game's set has
 * only its small levels. */
guint
ak_tables_manager_get_large_top (AkTablesManager *self,
                                 AkVariant        variant)
{
  g_return_val_if_fail (AK_IS_TABLES_MANAGER (self), 0);
  return self->large_tops[_ak_tables_variant_index (variant)];
}

/**
 * ak_tables_manager_get_wanted_levels:
 * @self: a manager
 * @key: a set
 * @top: the most seeds
 *
 * Returns: the levels a game of @key can reach up to @top seeds: bit n
 *   for level n
 */
guint32
ak_tables_manager_get_wanted_levels (AkTablesManager   *self,
                                     const AkTablesKey *key,
                                     guint              top)
{
  guint32 levels = 0;

  g_return_val_if_fail (AK_IS_TABLES_MANAGER (self), 0);

  for (guint level = 0; level <= top && level <= AK_TABLES_MAX_LEVEL; level++)
    if (ak_tables_level_reachable (key->variant, level, top))
      levels |= 1u << level;
  return levels;
}

/**
 * ak_tables_manager_get_size_on_disk:
 * @self: a manager
 * @key: (nullable): a set, or %NULL for all
 *
 * Returns: the bytes the levels' files take
 */
guint64
ak_tables_manager_get_size_on_disk (AkTablesManager   *self,
                                    const AkTablesKey *key)
{
  guint64 size = 0;

  g_return_val_if_fail (AK_IS_TABLES_MANAGER (self), 0);

  for (guint i = 0; i < self->sets->len; i++)
    {
      AkTablesSet *set = g_ptr_array_index (self->sets, i);

      if (key != NULL && !ak_tables_key_equal (key, &set->key))
        continue;
      for (guint level = 0; level <= AK_TABLES_MAX_LEVEL; level++)
        if (_ak_tables_set_has_level (set, level))
          size += set->sizes[level];
    }
  return size;
}

/**
 * ak_tables_manager_estimate_build_ms:
 * @self: a manager
 * @key: a set
 * @top: the most seeds
 *
 * How long the missing levels of @key up to @top would take to build on
 * this computer: the time the largest level built here took, a board,
 * times the missing levels' boards.  An estimate: a level's boards do not all take
 * the same time, and the machine may be busier.
 *
 * Returns: milliseconds, 0 if nothing is missing, or -1 if no level
 *   built here says how fast this computer is
 */
gint64
ak_tables_manager_estimate_build_ms (AkTablesManager   *self,
                                     const AkTablesKey *key,
                                     guint              top)
{
  guint32 wanted, levels;
  double known_ms = 0, known_boards = 0, missing_boards = 0;
  guint known_level = 0;

  g_return_val_if_fail (AK_IS_TABLES_MANAGER (self), -1);

  wanted = ak_tables_manager_get_wanted_levels (self, key, top);
  levels = ak_tables_manager_get_levels (self, key);

  /* From the largest level built here of the same variant, in any set:
   * a board costs more in a larger level (a level's graph outgrows the
   * caches), so the largest one known is the nearest guess, and still a
   * low one. */
  for (guint i = 0; i < self->sets->len; i++)
    {
      AkTablesSet *other = g_ptr_array_index (self->sets, i);

      if (other->key.variant != key->variant || other->tables == NULL)
        continue;
      for (guint level = 0; level <= AK_TABLES_MAX_LEVEL; level++)
        {
          AkTablesInfo info;

          if (level >= known_level && ak_tables_has_level (other->tables, level) &&
              ak_tables_get_info (other->tables, level, &info) && info.build_ms > 0)
            {
              known_level = level;
              known_ms = (double) info.build_ms;
              known_boards = (double) ak_tables_level_size (level) * MAX (info.n_patterns, 1);
            }
        }
    }
  for (guint level = 0; level <= top && level <= AK_TABLES_MAX_LEVEL; level++)
    if ((wanted & (1u << level)) && !(levels & (1u << level)))
      missing_boards += (double) ak_tables_level_size (level) *
                        (_ak_tables_key_is_standard (key) ? 1 : 2);

  if (missing_boards == 0)
    return 0;
  if (known_boards == 0)
    return -1;
  return (gint64) (known_ms / known_boards * missing_boards);
}
