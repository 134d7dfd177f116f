/* ak-board-palette.c — the board's colours: the wood, wells and players'
 * colours for each theme, light or dark, and stones that stand out from
 * the wells
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-board-renderer"

#include "config.h"

#include <math.h>

#include <adwaita.h>

#include "ak-board-renderer-private.h"

/* Stone colours: river pebbles and dried beans, which is what the game
 * is played with, rather than anything glossy. */
static const GdkRGBA stone_colours[AK_BOARD_N_STONE_COLOURS] = {
  { 0.86f, 0.80f, 0.69f, 1.f },
  { 0.66f, 0.57f, 0.48f, 1.f },
  { 0.45f, 0.36f, 0.30f, 1.f },
  { 0.76f, 0.73f, 0.68f, 1.f },
  { 0.55f, 0.53f, 0.50f, 1.f },
  { 0.80f, 0.66f, 0.50f, 1.f },
};

static void
rgba_init (GdkRGBA *rgba,
           guint32  rgb,
           float    alpha)
{
  rgba->red = ((rgb >> 16) & 0xff) / 255.f;
  rgba->green = ((rgb >> 8) & 0xff) / 255.f;
  rgba->blue = (rgb & 0xff) / 255.f;
  rgba->alpha = alpha;
}

GdkRGBA
_ak_board_shade (const GdkRGBA *rgba,
                 float          amount)
{
  GdkRGBA out = *rgba;
  float target = amount > 0 ? 1.f : 0.f;
  float k = fabsf (amount);

  out.red += (target - out.red) * k;
  out.green += (target - out.green) * k;
  out.blue += (target - out.blue) * k;
  return out;
}

GdkRGBA
ak_board_with_alpha (const GdkRGBA *rgba,
                     float          alpha)
{
  GdkRGBA out = *rgba;

  out.alpha *= alpha;
  return out;
}

/* The wood, the wells and the players' colours are style.css's CSS
 * variables (light and dark), which GTK gives no way to read back: these
 * are the same values, switched with the style manager's dark
 * appearance.  The focus follows the accent colour the user chose, and
 * the letters the widget's own text colour. */
static float
relative_luminance (const GdkRGBA *c)
{
  float v[3] = { c->red, c->green, c->blue };

  for (int i = 0; i < 3; i++)
    v[i] = v[i] <= 0.04045f ? v[i] / 12.92f : powf ((v[i] + 0.055f) / 1.055f, 2.4f);
  return 0.2126f * v[0] + 0.7152f * v[1] + 0.0722f * v[2];
}

/**
 * ak_board_contrast:
 * @a: a colour
 * @b: another
 *
 * Returns: the luminance contrast of @a and @b as WCAG defines it, from
 *   1 (none) to 21
 */
float
ak_board_contrast (const GdkRGBA *a,
                   const GdkRGBA *b)
{
  float la = relative_luminance (a);
  float lb = relative_luminance (b);

  return (MAX (la, lb) + 0.05f) / (MIN (la, lb) + 0.05f);
}

/* The stones in wells of @cup: as they are, or in a dark well lightened
 * until they stand out from it by at least 3.2:1. */
static void
load_stones (AkBoardPalette *p)
{
  gboolean dark_cups = relative_luminance (&p->hole) < 0.1f;

  for (guint i = 0; i < G_N_ELEMENTS (stone_colours); i++)
    {
      GdkRGBA stone = stone_colours[i];

      for (int step = 0; dark_cups && step < 40 && ak_board_contrast (&stone, &p->hole) < 3.2f;
           step++)
        stone = _ak_board_shade (&stone, 0.06f);
      p->stones[i] = stone;
    }
}

void
_ak_board_palette_load (GtkWidget      *widget,
                        AkBoardTheme    theme,
                        AkBoardPalette *p)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  gboolean dark = theme == AK_BOARD_THEME_DARK_WOOD ||
                  (theme == AK_BOARD_THEME_AUTO && adw_style_manager_get_dark (manager));
  g_autoptr(GdkRGBA) accent = adw_style_manager_get_accent_color_rgba (manager);
  GdkRGBA fg;

  if (theme == AK_BOARD_THEME_LIGHT_WOOD || theme == AK_BOARD_THEME_HIGH_CONTRAST)
    dark = FALSE;
  gtk_widget_get_color (widget, &fg);

  rgba_init (&p->board_top, dark ? 0x6a4b33 : 0xe2bf8f, 1);
  rgba_init (&p->board_bottom, dark ? 0x55392a : 0xd3a872, 1);
  rgba_init (&p->board_rim, dark ? 0x2e1e14 : 0xa97b4a, 1);
  rgba_init (&p->hole, dark ? 0x432d1d : 0xb5834f, 1);
  rgba_init (&p->hole_shadow, 0x000000, dark ? 0.7f : 0.5f);
  rgba_init (&p->hole_light, 0xffffff, dark ? 0.16f : 0.35f);
  rgba_init (&p->count, dark ? 0xf3e3cc : 0x4b2f17, 1);
  /* libadwaita's blue 4 and 2, orange 4 and 2, red 3. */
  rgba_init (&p->side[AK_SOUTH], dark ? 0x62a0ea : 0x1c71d8, 1);
  rgba_init (&p->side[AK_NORTH], dark ? 0xffa348 : 0xe66100, 1);
  rgba_init (&p->refuse, dark ? 0xff7b63 : 0xc01c28, 1);
  /* libadwaita's green 2 and 5 */
  rgba_init (&p->hint, dark ? 0x8ff0a4 : 0x26a269, 1);
  p->focus = *accent;

  p->letter = ak_board_with_alpha (&fg, 0.55f);
  p->hover = dark ? (GdkRGBA) { 1, 0.95f, 0.85f, 0.75f } : (GdkRGBA) { 1, 1, 1, 0.9f };
  p->mark = ak_board_with_alpha (&p->count, 0.55f);
  p->grain = (GdkRGBA) { 1, 1, 1, dark ? 0.025f : 0.06f };

  /* Plain and stark: a white board, black wells and rims, black counts,
   * the players' darkest colours. */
  if (theme == AK_BOARD_THEME_HIGH_CONTRAST)
    {
      rgba_init (&p->board_top, 0xffffff, 1);
      rgba_init (&p->board_bottom, 0xf2f2f2, 1);
      rgba_init (&p->board_rim, 0x000000, 1);
      rgba_init (&p->hole, 0x1a1a1a, 1);
      rgba_init (&p->hole_light, 0x000000, 0);
      rgba_init (&p->count, 0x000000, 1);
      rgba_init (&p->side[AK_SOUTH], 0x1a5fb4, 1);
      rgba_init (&p->side[AK_NORTH], 0xa33c00, 1);
      rgba_init (&p->hint, 0x1f7a40, 1);
      p->mark = ak_board_with_alpha (&p->count, 0.8f);
      p->grain = (GdkRGBA) { 0, 0, 0, 0 };
      p->hover = (GdkRGBA) { 1, 1, 1, 1 };
    }

  load_stones (p);
  p->stone_set = (guint) theme * 2 + (dark ? 1 : 0);
}
