/* ak-types.c — hole names, sides and variants
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-types.h"

/* A string with its terminator: an array of exactly AK_N_HOLES chars
 * would drop it, which GCC 15 and later warn about
 * (-Wunterminated-string-initialization). */
static const char hole_chars[] = "abcdefABCDEF";
G_STATIC_ASSERT (sizeof hole_chars == AK_N_HOLES + 1);

/**
 * ak_hole_to_char:
 * @hole: a hole index, 0..11
 *
 * Returns: the hole's letter, `a`–`f` for South's row and `A`–`F` for
 *   North's, or `?` for an invalid index.
 */
char
ak_hole_to_char (int hole)
{
  if (!ak_hole_is_valid (hole))
    return '?';
  return hole_chars[hole];
}

/**
 * ak_hole_from_char:
 * @c: a letter
 *
 * Returns: the index of the hole named @c, or -1 if @c names no hole.
 */
int
ak_hole_from_char (char c)
{
  if (c >= 'a' && c <= 'f')
    return c - 'a';
  if (c >= 'A' && c <= 'F')
    return AK_ROW_HOLES + (c - 'A');
  return -1;
}

/**
 * ak_side_to_string:
 * @side: a side
 *
 * Returns: `south` or `north`, the word used in files and option strings.
 */
const char *
ak_side_to_string (AkSide side)
{
  return side == AK_NORTH ? "north" : "south";
}

/**
 * ak_side_name:
 * @side: a side
 *
 * Returns: the side's translated name for messages, "South" or "North".
 */
const char *
ak_side_name (AkSide side)
{
  return side == AK_NORTH ? _("North") : _("South");
}

/**
 * ak_variant_to_string:
 * @variant: a variant
 *
 * Returns: the variant's key, `adji-kui-1` or `adji-kui-2`.
 */
const char *
ak_variant_to_string (AkVariant variant)
{
  return variant == AK_VARIANT_ADJI_KUI_1 ? "adji-kui-1" : "adji-kui-2";
}

/**
 * ak_variant_from_string:
 * @text: a variant key
 * @variant: (out): the variant
 *
 * Returns: %TRUE if @text is `adji-kui-1` or `adji-kui-2`.
 */
gboolean
ak_variant_from_string (const char *text,
                        AkVariant  *variant)
{
  if (g_strcmp0 (text, "adji-kui-1") == 0)
    *variant = AK_VARIANT_ADJI_KUI_1;
  else if (g_strcmp0 (text, "adji-kui-2") == 0)
    *variant = AK_VARIANT_ADJI_KUI_2;
  else
    return FALSE;
  return TRUE;
}
