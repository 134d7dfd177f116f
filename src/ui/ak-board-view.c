/* ak-board-view.c — the board: two rows of holes, drawn and animated
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ak-board-view"

#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ak-board-view.h"
#include "ak-ui-enum-types.h"

/* The board keeps this shape whatever room it gets, so holes stay round
 * and the rows never drift apart on a tall window. */
#define BOARD_ASPECT        2.6f
/* Room above and below the board for the hole letters, as a share of
 * the board's height. */
#define LETTER_BAND         0.13f
#define EDGE_BAND           0.03f

/* Up to this many seeds each get their own place in a hole; more are
 * heaped on top, and the count says how many there are. */
#define MAX_LAID_STONES     15
#define MAX_HEAPED_STONES   12

/* A move with a long relay would take minutes at the chosen speed: the
 * whole animation is squeezed into about this long instead. */
#define MAX_ANIMATION_MS    9000.0
#define MIN_SEED_MS         12.0

#define REFUSE_DURATION_US  (450 * G_TIME_SPAN_MILLISECOND)

typedef enum
{
  STEP_LIFT,     /* seeds leave a hole for a lap */
  STEP_DROP,     /* one seed travels to the next hole */
  STEP_CAPTURE,  /* the seeds of a hole go to the mover's store */
} StepKind;

typedef struct
{
  guint8 kind;
  guint8 hole;
  guint8 from;    /* STEP_DROP: where the seed comes from */
  guint8 seeds;   /* STEP_LIFT, STEP_CAPTURE: how many; STEP_DROP: left in hand */
  guint8 relay;   /* STEP_LIFT: a relay lap rather than the move itself */
} Step;

typedef struct
{
  graphene_rect_t board;
  float           pad_x;
  float           cell_w;
  float           hole_r;
  float           row_y[2];    /* by AkSide: the centre line of that row */
  float           count_y[2];  /* by AkSide: the centre of the seed counts */
  float           letter_y[2]; /* by AkSide: the centre of the letters */
  float           count_size;
  float           letter_size;
} Layout;

typedef struct
{
  GdkRGBA board_top;
  GdkRGBA board_bottom;
  GdkRGBA board_rim;
  GdkRGBA hole;
  GdkRGBA hole_shadow;
  GdkRGBA hole_light;
  GdkRGBA count;
  GdkRGBA letter;
  GdkRGBA side[2];
  GdkRGBA focus;
  GdkRGBA hover;
  GdkRGBA grain;
  GdkRGBA mark;
  GdkRGBA refuse;
} Palette;

struct _AkBoardView
{
  GtkWidget         parent_instance;

  /* Owned references */
  AkGame           *game;
  GArray           *steps;

  /* What is on screen: lags behind the game while a move animates */
  AkPosition        displayed;
  /* The game's position the animation runs towards */
  AkPosition        target;

  AkAnimationSpeed  speed;
  gboolean          show_letters;

  guint             tick_id;
  guint             step_index;
  gint64            step_start;
  double            step_progress;
  double            step_scale;

  /* The last move, marked until the next one */
  AkSide            mover;
  int               last_origin;
  guint             relay_mask;
  guint             capture_mask;

  /* A refused hole shakes for a moment */
  guint             refuse_tick_id;
  int               refused_hole;
  gint64            refuse_start;
  double            refuse_progress;

  int               hover_hole;
  int               focus_hole;
  guint             legal_mask;
  gboolean          legal_valid;

  /* One focusable, accessible child per hole; they draw nothing. */
  GtkWidget        *holes[AK_N_HOLES];

  /* What sowing the pointed-at hole would do, worked out on demand */
  AkTrace          *preview;
  int               preview_hole;
  gboolean          preview_valid;

  /* The engine's suggestion, shown until the position changes */
  int               hint_hole;

  /* The wooden board and its wells, which stay still while seeds move,
   * drawn once into a texture for the size, style and owners shown */
  GdkTexture       *background;
  int               background_width;
  int               background_height;
  int               background_scale;
  guint             background_owners;
  gboolean          background_dark;
  gboolean          wells_in_background;

  /* With AK_DEBUG_FRAMES set: frames drawn while a move animates */
  guint             n_frames;
  gint64            animation_start;

  /* Only for looking: no move can be played from the board */
  gboolean          read_only;

  /* Drawing for an image file: no pointer, focus or suggestion marks */
  gboolean          exporting;

  /* Choosing holes to buy between two games of a match */
  gboolean          purchasing;
  AkSide            buyer;
  guint             n_purchases;
  guint             purchase_mask;

  gulong            move_played_id;
  gulong            position_id;
  gulong            dark_id;
};

G_DEFINE_FINAL_TYPE (AkBoardView, ak_board_view, GTK_TYPE_WIDGET)

/* ----- the holes as children -----
 *
 * The board draws everything itself, but each hole is also a small child
 * widget laid over its well: that gives assistive technologies one
 * button per hole with its own label, and gives the keyboard something
 * real to focus.  Only one hole is in the Tab chain at a time (the one
 * the keyboard was last on); the arrow keys move between them. */

#define AK_TYPE_BOARD_HOLE (ak_board_hole_get_type ())

G_DECLARE_FINAL_TYPE (AkBoardHole, ak_board_hole, AK, BOARD_HOLE, GtkWidget)

struct _AkBoardHole
{
  GtkWidget parent_instance;

  int       hole;
};

G_DEFINE_FINAL_TYPE (AkBoardHole, ak_board_hole, GTK_TYPE_WIDGET)

enum {
  HOLE_ACTIVATE,
  N_HOLE_SIGNALS
};

static guint hole_signals[N_HOLE_SIGNALS];

static void
ak_board_hole_activate (AkBoardHole *self)
{
  GtkWidget *board = gtk_widget_get_parent (GTK_WIDGET (self));

  if (AK_IS_BOARD_VIEW (board))
    ak_board_view_activate_hole (AK_BOARD_VIEW (board), self->hole);
}

static void
ak_board_hole_state_flags_changed (GtkWidget     *widget,
                                   GtkStateFlags  previous)
{
  AkBoardHole *self = AK_BOARD_HOLE (widget);
  GtkWidget *board = gtk_widget_get_parent (widget);
  GtkStateFlags now = gtk_widget_get_state_flags (widget);

  if ((now & GTK_STATE_FLAG_FOCUSED) && !(previous & GTK_STATE_FLAG_FOCUSED) &&
      AK_IS_BOARD_VIEW (board))
    ak_board_view_set_focus_hole (AK_BOARD_VIEW (board), self->hole);

  /* The board draws the focus ring. */
  if (((now ^ previous) & (GTK_STATE_FLAG_FOCUS_VISIBLE | GTK_STATE_FLAG_FOCUSED)) &&
      board != NULL)
    gtk_widget_queue_draw (board);

  GTK_WIDGET_CLASS (ak_board_hole_parent_class)->state_flags_changed (widget, previous);
}

static void
ak_board_hole_class_init (AkBoardHoleClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->state_flags_changed = ak_board_hole_state_flags_changed;

  /* What Enter on the hole and an assistive technology's "press" do. */
  hole_signals[HOLE_ACTIVATE] =
    g_signal_new_class_handler ("activate",
                                G_TYPE_FROM_CLASS (klass),
                                G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                                G_CALLBACK (ak_board_hole_activate),
                                NULL, NULL, NULL,
                                G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, hole_signals[HOLE_ACTIVATE]);

  gtk_widget_class_set_css_name (widget_class, "hole");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
ak_board_hole_init (AkBoardHole *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  /* Clicks, hover and tooltips belong to the board. */
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

static GtkWidget *
ak_board_hole_new (int hole)
{
  AkBoardHole *self = g_object_new (AK_TYPE_BOARD_HOLE, NULL);

  self->hole = hole;
  return GTK_WIDGET (self);
}

enum {
  PROP_0,
  PROP_GAME,
  PROP_SHOW_LETTERS,
  PROP_ANIMATION_SPEED,
  PROP_ANIMATING,
  PROP_FOCUS_HOLE,
  N_PROPS
};

enum {
  MOVE_REFUSED,
  PURCHASES_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Stone colours: river pebbles and dried beans, which is what the game
 * is played with, rather than anything glossy. */
static const GdkRGBA stone_colours[] = {
  { 0.86f, 0.80f, 0.69f, 1.f },
  { 0.66f, 0.57f, 0.48f, 1.f },
  { 0.45f, 0.36f, 0.30f, 1.f },
  { 0.76f, 0.73f, 0.68f, 1.f },
  { 0.55f, 0.53f, 0.50f, 1.f },
  { 0.80f, 0.66f, 0.50f, 1.f },
};

static void ak_board_view_refresh (AkBoardView *self);

/* The position changed: what can be played, and what it would do, must be
 * worked out again. */
static inline void
invalidate_moves (AkBoardView *self)
{
  self->legal_valid = FALSE;
  self->preview_valid = FALSE;
}

static inline guint
mix (guint a,
     guint b)
{
  guint h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u + (a << 6) + (a >> 2));

  h ^= h >> 15;
  h *= 0x2C1B3C6Du;
  h ^= h >> 12;
  return h;
}

static guint
count_bits (guint mask)
{
  guint n = 0;

  for (; mask != 0; mask &= mask - 1)
    n++;
  return n;
}

static double
ease_in_out (double t)
{
  return t < 0.5 ? 2 * t * t : 1 - pow (-2 * t + 2, 2) / 2;
}

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

static GdkRGBA
shade (const GdkRGBA *rgba,
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

static GdkRGBA
with_alpha (const GdkRGBA *rgba,
            float          alpha)
{
  GdkRGBA out = *rgba;

  out.alpha *= alpha;
  return out;
}

/* Colours come from style.css and style-dark.css as named colours, so a
 * theme can restyle the board; the fallbacks keep it looking right
 * when those sheets are not loaded (in tests, say). */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
static void
lookup (GtkStyleContext *context,
        const char      *name,
        GdkRGBA         *rgba,
        guint32          fallback,
        float            alpha)
{
  if (!gtk_style_context_lookup_color (context, name, rgba))
    rgba_init (rgba, fallback, alpha);
}

static void
load_palette (AkBoardView *self,
              Palette     *p)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  GdkRGBA fg;

  gtk_style_context_get_color (context, &fg);

  lookup (context, "ak_board_top_color", &p->board_top, dark ? 0x6a4b33 : 0xe2bf8f, 1);
  lookup (context, "ak_board_bottom_color", &p->board_bottom, dark ? 0x55392a : 0xd3a872, 1);
  lookup (context, "ak_board_rim_color", &p->board_rim, dark ? 0x2e1e14 : 0xa97b4a, 1);
  lookup (context, "ak_hole_color", &p->hole, dark ? 0x432d1d : 0xb5834f, 1);
  lookup (context, "ak_hole_shadow_color", &p->hole_shadow, 0x000000, dark ? 0.7f : 0.5f);
  lookup (context, "ak_hole_light_color", &p->hole_light, 0xffffff, dark ? 0.16f : 0.35f);
  lookup (context, "ak_count_color", &p->count, dark ? 0xf3e3cc : 0x4b2f17, 1);
  lookup (context, "ak_south_color", &p->side[AK_SOUTH], dark ? 0x62a0ea : 0x1c71d8, 1);
  lookup (context, "ak_north_color", &p->side[AK_NORTH], dark ? 0xffa348 : 0xe66100, 1);
  lookup (context, "ak_refuse_color", &p->refuse, dark ? 0xff7b63 : 0xc01c28, 1);
  lookup (context, "accent_color", &p->focus, dark ? 0x78aeed : 0x1c71d8, 1);

  p->letter = with_alpha (&fg, 0.55f);
  p->hover = dark ? (GdkRGBA) { 1, 0.95f, 0.85f, 0.75f } : (GdkRGBA) { 1, 1, 1, 0.9f };
  p->mark = with_alpha (&p->count, 0.55f);
  p->grain = (GdkRGBA) { 1, 1, 1, dark ? 0.025f : 0.06f };
}
G_GNUC_END_IGNORE_DEPRECATIONS

static void
compute_layout (AkBoardView *self,
                float        width,
                float        height,
                Layout      *l)
{
  float band = self->show_letters ? LETTER_BAND : EDGE_BAND;
  float bh = MIN ((width - 8) / BOARD_ASPECT, height / (1 + 2 * band));
  float bw;
  float by;
  float row_h;

  bh = MAX (bh, 1);
  bw = bh * BOARD_ASPECT;
  by = (height - bh) / 2;
  l->board = GRAPHENE_RECT_INIT ((width - bw) / 2, by, bw, bh);

  /* Top to bottom: padding, North's counts, North's holes, a groove,
   * South's holes, South's counts, padding. */
  row_h = bh * 0.315f;
  l->pad_x = bh * 0.06f;
  l->cell_w = (bw - 2 * l->pad_x) / AK_ROW_HOLES;
  l->hole_r = MIN (l->cell_w * 0.42f, row_h * 0.48f);
  l->count_y[AK_NORTH] = by + bh * 0.11f;
  l->count_y[AK_SOUTH] = by + bh - bh * 0.11f;
  l->row_y[AK_NORTH] = by + bh * 0.175f + row_h / 2;
  l->row_y[AK_SOUTH] = by + bh - bh * 0.175f - row_h / 2;
  l->letter_y[AK_NORTH] = by - bh * LETTER_BAND / 2;
  l->letter_y[AK_SOUTH] = by + bh + bh * LETTER_BAND / 2;
  l->count_size = MAX (bh * 0.085f, 11.f);
  l->letter_size = MAX (bh * 0.07f, 9.f);
}

/* South's row runs a..f left to right along the bottom; North's row A..F
 * runs right to left along the top, as North sees it from across. */
static int
hole_column (int hole)
{
  return hole < AK_ROW_HOLES ? hole : AK_N_HOLES - 1 - hole;
}

static int
hole_at_column (AkSide row,
                int    column)
{
  return row == AK_SOUTH ? column : AK_N_HOLES - 1 - column;
}

static void
hole_centre (const Layout *l,
             int           hole,
             float        *x,
             float        *y)
{
  *x = l->board.origin.x + l->pad_x + l->cell_w * (hole_column (hole) + 0.5f);
  *y = l->row_y[ak_hole_row (hole)];
}

static graphene_rect_t
hole_cell (const Layout *l,
           int           hole)
{
  float x = l->board.origin.x + l->pad_x + l->cell_w * hole_column (hole);
  float half = l->board.size.height / 2;

  if (ak_hole_row (hole) == AK_NORTH)
    return GRAPHENE_RECT_INIT (x, l->board.origin.y, l->cell_w, half);
  return GRAPHENE_RECT_INIT (x, l->board.origin.y + half, l->cell_w, half);
}

static int
hole_at (AkBoardView *self,
         double       x,
         double       y)
{
  Layout l;
  int column;

  compute_layout (self, gtk_widget_get_width (GTK_WIDGET (self)),
                  gtk_widget_get_height (GTK_WIDGET (self)), &l);

  if (!graphene_rect_contains_point (&l.board, &GRAPHENE_POINT_INIT (x, y)))
    return -1;

  column = (int) floor ((x - l.board.origin.x - l.pad_x) / l.cell_w);
  if (column < 0 || column >= AK_ROW_HOLES)
    return -1;

  return hole_at_column (y < l.board.origin.y + l.board.size.height / 2 ? AK_NORTH : AK_SOUTH,
                         column);
}

static guint
seed_duration_ms (AkBoardView *self)
{
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (self));
  gboolean enabled = TRUE;

  g_object_get (settings, "gtk-enable-animations", &enabled, NULL);
  if (!enabled)
    return 0;

  switch (self->speed)
    {
    case AK_ANIMATION_SPEED_FAST:
      return 60;
    case AK_ANIMATION_SPEED_NORMAL:
      return 120;
    case AK_ANIMATION_SPEED_SLOW:
      return 240;
    case AK_ANIMATION_SPEED_INSTANT:
    default:
      return 0;
    }
}

static double
step_duration_us (AkBoardView *self,
                  const Step  *step)
{
  double ms = seed_duration_ms (self) * self->step_scale;

  switch ((StepKind) step->kind)
    {
    case STEP_LIFT:
      /* A relay gets a visible pause: it is the moment players watch. */
      return (step->relay ? 3.0 : 1.5) * ms * 1000;
    case STEP_CAPTURE:
      return 5.0 * ms * 1000;
    case STEP_DROP:
    default:
      return ms * 1000;
    }
}

/* Legality is the game's to decide; the board only remembers the answer
 * for the current position, for hover highlights and the focus ring. */
static gboolean
hole_is_legal (AkBoardView *self,
               int          hole)
{
  if (self->game == NULL || self->read_only || !ak_hole_is_valid (hole))
    return FALSE;

  if (!self->legal_valid)
    {
      self->legal_mask = 0;
      for (int i = 0; i < AK_N_HOLES; i++)
        if (ak_game_check_move (self->game, i) == AK_VERDICT_LEGAL)
          self->legal_mask |= 1u << i;
      self->legal_valid = TRUE;
    }

  return (self->legal_mask >> hole) & 1;
}

static char *
capitalise (const char *text)
{
  char first[8] = { 0 };

  g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (text)), first);
  return g_strconcat (first, g_utf8_next_char (text), NULL);
}

/* What sowing @hole would do from the position on screen, without
 * playing it; %NULL if it cannot be played now. */
static const AkTrace *
get_preview (AkBoardView *self,
             int          hole)
{
  AkPosition pos;

  if (self->game == NULL || self->tick_id != 0 || self->purchasing ||
      !hole_is_legal (self, hole))
    return NULL;

  if (self->preview_valid && self->preview_hole == hole)
    return self->preview;

  if (self->preview == NULL)
    self->preview = ak_trace_new ();

  pos = self->target;
  self->preview_valid = FALSE;
  if (ak_position_play_traced (&pos, ak_game_get_rules (self->game), hole,
                               self->preview) != AK_VERDICT_LEGAL)
    return NULL;

  self->preview_hole = hole;
  self->preview_valid = TRUE;
  return self->preview;
}

/* The hole whose move is previewed: the one under the pointer, else the
 * one the keyboard is on while its focus ring shows. */
static int
preview_target (AkBoardView *self)
{
  if (self->hover_hole >= 0)
    return self->hover_hole;
  if (self->focus_hole >= 0 && gtk_widget_has_visible_focus (self->holes[self->focus_hole]))
    return self->focus_hole;
  return -1;
}

static guint
count_relays (const AkTrace *trace)
{
  guint relays = 0;

  for (guint i = 0; i < trace->laps->len; i++)
    if (g_array_index (trace->laps, AkLap, i).end == AK_LAP_END_RELAY)
      relays++;
  return relays;
}

/* “Ends in hole D after 2 relays. Captures 4 seeds.” */
static char *
describe_preview (const AkTrace *trace)
{
  GString *text = g_string_new (NULL);
  const AkLap *last;
  guint relays;

  if (trace->laps->len == 0)
    return g_string_free (text, FALSE);

  last = &g_array_index (trace->laps, AkLap, trace->laps->len - 1);
  relays = count_relays (trace);
  if (relays == 0)
    /* Translators: what a move would do, shown before it is played */
    g_string_append_printf (text, _("Ends in hole %c."), ak_hole_to_char (last->last));
  else
    g_string_append_printf (text,
                            g_dngettext (GETTEXT_PACKAGE,
                                         "Ends in hole %c after %u relay.",
                                         "Ends in hole %c after %u relays.", relays),
                            ak_hole_to_char (last->last), relays);

  if (trace->captured > 0)
    {
      g_string_append_c (text, ' ');
      g_string_append_printf (text,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "Captures %u seed.",
                                           "Captures %u seeds.", trace->captured),
                              trace->captured);
    }

  return g_string_free (text, FALSE);
}

static char *
describe_hole (AkBoardView *self,
               int          hole)
{
  const AkPosition *pos = &self->displayed;
  AkSide owner = ak_position_owner (pos, hole);
  guint n = pos->holes[hole];
  const char *state;

  if (self->purchasing)
    {
      if ((self->purchase_mask >> hole) & 1)
        state = _("bought");
      else if (ak_hole_row (hole) != self->buyer)
        state = _("can be bought");
      else
        state = _("not for sale");
    }
  else if (self->game != NULL && hole_is_legal (self, hole))
    state = hole == self->hint_hole ? _("playable, the suggested move") : _("playable");
  else
    state = _("not playable");

  if (owner == AK_SOUTH)
    /* Translators: an accessible description of one hole, e.g.
     * "Hole c, 5 seeds, South's hole, playable" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Hole %c, %u seed, South’s hole, %s",
                                         "Hole %c, %u seeds, South’s hole, %s", n),
                            ak_hole_to_char (hole), n, state);
  else
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Hole %c, %u seed, North’s hole, %s",
                                         "Hole %c, %u seeds, North’s hole, %s", n),
                            ak_hole_to_char (hole), n, state);
}

static void
update_accessible (AkBoardView *self)
{
  g_autofree char *description = NULL;

  if (self->game == NULL)
    description = g_strdup (_("No game"));
  else if (self->purchasing)
    description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "%s buys %u hole of the other row for the next game.",
                                                "%s buys %u holes of the other row for the next game.",
                                                self->n_purchases),
                                   ak_side_name (self->buyer), self->n_purchases);
  else if (ak_game_get_is_over (self->game))
    description = g_strdup (_("The game is over."));
  else
    description = g_strdup_printf (_("%s to move. Arrow keys choose a hole, Enter sows it, "
                                     "letters a to f and A to F play a hole."),
                                   ak_side_name (ak_game_get_side_to_move (self->game)));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      g_autofree char *label = describe_hole (self, hole);
      g_autofree char *detail = NULL;
      const AkTrace *trace = get_preview (self, hole);

      if (trace != NULL)
        detail = describe_preview (trace);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->holes[hole]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, detail != NULL ? detail : "",
                                      -1);
    }
}

/* ----- drawing ----- */

static void
append_circle_color (GtkSnapshot   *snapshot,
                     float          cx,
                     float          cy,
                     float          r,
                     const GdkRGBA *colour)
{
  GskRoundedRect rr;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (cx - r, cy - r, 2 * r, 2 * r);

  gsk_rounded_rect_init_from_rect (&rr, &bounds, r);
  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_color (snapshot, colour, &bounds);
  gtk_snapshot_pop (snapshot);
}

static void
append_ring (GtkSnapshot   *snapshot,
             float          cx,
             float          cy,
             float          r,
             float          width,
             const GdkRGBA *colour)
{
  GskRoundedRect rr;
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colours[4] = { *colour, *colour, *colour, *colour };

  gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (cx - r, cy - r, 2 * r, 2 * r), r);
  gtk_snapshot_append_border (snapshot, &rr, widths, colours);
}

/* Stones are drawn once per size and colour into a small texture and
 * reused: a board holds 48 of them and redraws every frame of a sowing,
 * and a texture is the cheapest thing a renderer can draw, above all a
 * GL one emulated in software. */
#define STONE_CACHE_MAX 256

static GHashTable *stone_textures;  /* size in pixels << 4 | colour -> GdkTexture */
static int stone_scale = 1;         /* the widget's scale factor while drawing */

static GdkTexture *
make_stone_texture (const GdkRGBA *base,
                    int            size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  cairo_pattern_t *pattern;
  GdkRGBA light = shade (base, 0.45f);
  GdkRGBA dark = shade (base, -0.45f);
  g_autoptr(GBytes) bytes = NULL;
  GdkTexture *texture;
  /* The picture spans the stone and its shadow: 2.25 radii. */
  double sr = size / 2.25;

  /* A hard offset shadow rather than a blurred one: it reads as well at
   * this size. */
  cairo_arc (cr, sr * 1.12, sr * 1.22, sr, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_fill (cr);

  pattern = cairo_pattern_create_radial (sr * 0.65, sr * 0.6, 0, sr * 0.65, sr * 0.6, sr * 1.6);
  cairo_pattern_add_color_stop_rgb (pattern, 0.0, light.red, light.green, light.blue);
  cairo_pattern_add_color_stop_rgb (pattern, 0.45, base->red, base->green, base->blue);
  cairo_pattern_add_color_stop_rgb (pattern, 1.0, dark.red, dark.green, dark.blue);
  cairo_arc (cr, sr, sr, sr, 0, 2 * G_PI);
  cairo_set_source (cr, pattern);
  cairo_fill (cr);
  cairo_pattern_destroy (pattern);
  cairo_destroy (cr);

  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * size);
  texture = gdk_memory_texture_new (size, size, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);

  return texture;
}

static void
draw_stone (GtkSnapshot *snapshot,
            float        cx,
            float        cy,
            float        sr,
            guint        variant)
{
  guint colour = variant % G_N_ELEMENTS (stone_colours);
  int size = MAX (2, (int) ceilf (2.25f * sr * stone_scale));
  gpointer key = GUINT_TO_POINTER ((guint) size << 4 | colour);
  GdkTexture *texture;

  if (stone_textures == NULL)
    stone_textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);

  texture = g_hash_table_lookup (stone_textures, key);
  if (texture == NULL)
    {
      /* Sizes change with the window: forget old ones now and then. */
      if (g_hash_table_size (stone_textures) >= STONE_CACHE_MAX)
        g_hash_table_remove_all (stone_textures);
      texture = make_stone_texture (&stone_colours[colour], size);
      g_hash_table_insert (stone_textures, key, texture);
    }

  gtk_snapshot_append_texture (snapshot, texture,
                               &GRAPHENE_RECT_INIT (cx - sr, cy - sr, 2.25f * sr, 2.25f * sr));
}

static float
stone_radius (float hole_r,
              guint n)
{
  return hole_r * (n <= 6 ? 0.23f : n <= 11 ? 0.21f : 0.19f);
}

/* Where stone @i of @n sits in a hole, from its centre: a sunflower
 * spiral packs any number evenly, and a little jitter per hole and stone
 * keeps the holes from looking stamped out. */
static void
stone_offset (int    hole,
              guint  n,
              guint  i,
              float  hole_r,
              float  sr,
              float *dx,
              float *dy)
{
  float spread = MIN (hole_r - sr - hole_r * 0.1f, sr * 1.12f * sqrtf ((float) n));
  float angle = i * 2.39996f + hole * 0.9f;
  float rad = n == 1 ? 0.f : spread * sqrtf ((i + 0.5f) / n);
  guint h = mix (hole, i);

  *dx = rad * cosf (angle) + ((h & 0xff) / 255.f - 0.5f) * sr * 0.3f;
  *dy = rad * sinf (angle) + (((h >> 8) & 0xff) / 255.f - 0.5f) * sr * 0.3f;
}

static void
draw_stones (GtkSnapshot *snapshot,
             int          hole,
             guint        n,
             float        cx,
             float        cy,
             float        hole_r)
{
  guint laid = MIN (n, MAX_LAID_STONES);
  guint heaped = MIN (n - laid, MAX_HEAPED_STONES);
  float sr = stone_radius (hole_r, laid);
  float dx;
  float dy;

  /* Outer stones first, so the middle of the heap sits on top. */
  for (guint i = laid; i-- > 0;)
    {
      stone_offset (hole, laid, i, hole_r, sr, &dx, &dy);
      draw_stone (snapshot, cx + dx, cy + dy, sr, mix (hole * 31 + i, 7));
    }

  for (guint i = heaped; i-- > 0;)
    {
      stone_offset (hole + 5, heaped, i, hole_r * 0.7f, sr, &dx, &dy);
      draw_stone (snapshot, cx + dx, cy + dy - sr * 0.3f, sr, mix (hole * 31 + i + 40, 7));
    }
}

static void
draw_text (AkBoardView   *self,
           GtkSnapshot   *snapshot,
           const char    *text,
           float          cx,
           float          cy,
           float          size,
           gboolean       bold,
           const GdkRGBA *colour)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *desc;
  PangoRectangle ink;
  PangoRectangle logical;

  desc = pango_font_description_copy (pango_context_get_font_description (
                                        pango_layout_get_context (layout)));
  pango_font_description_set_absolute_size (desc, MAX (size, 6) * PANGO_SCALE);
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);

  pango_layout_get_pixel_extents (layout, &ink, &logical);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (roundf (cx - logical.width / 2.f),
                                                roundf (cy - logical.height / 2.f)));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

static void
draw_board (AkBoardView   *self,
            GtkSnapshot   *snapshot,
            const Layout  *l,
            const Palette *p)
{
  const graphene_rect_t *b = &l->board;
  float radius = b->size.height * 0.07f;
  GdkRGBA drop_shadow = { 0, 0, 0, 0.28f };
  GdkRGBA groove_dark = { 0, 0, 0, 0.16f };
  GdkRGBA groove_light = { 1, 1, 1, 0.18f };
  GskColorStop stops[2];
  GskRoundedRect rr;
  float mid = b->origin.y + b->size.height / 2;

  gsk_rounded_rect_init_from_rect (&rr, b, radius);
  gtk_snapshot_append_outset_shadow (snapshot, &rr, &drop_shadow, 0, 3, 0, 10);

  stops[0] = (GskColorStop) { 0.f, p->board_top };
  stops[1] = (GskColorStop) { 1.f, p->board_bottom };

  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_linear_gradient (snapshot, b,
                                       &GRAPHENE_POINT_INIT (b->origin.x, b->origin.y),
                                       &GRAPHENE_POINT_INIT (b->origin.x + b->size.width * 0.15f,
                                                             b->origin.y + b->size.height),
                                       stops, G_N_ELEMENTS (stops));

  /* A few faint streaks suggest grain without a texture to load. */
  for (int i = 0; i < 7; i++)
    {
      float y = b->origin.y + b->size.height * (0.08f + 0.13f * i + 0.02f * (mix (i, 3) % 3));

      gtk_snapshot_append_color (snapshot, &p->grain,
                                 &GRAPHENE_RECT_INIT (b->origin.x, y, b->size.width,
                                                      MAX (1, b->size.height * 0.012f)));
    }

  /* The groove between the rows. */
  gtk_snapshot_append_color (snapshot, &groove_dark,
                             &GRAPHENE_RECT_INIT (b->origin.x + l->pad_x, mid - 1,
                                                  b->size.width - 2 * l->pad_x, 1));
  gtk_snapshot_append_color (snapshot, &groove_light,
                             &GRAPHENE_RECT_INIT (b->origin.x + l->pad_x, mid,
                                                  b->size.width - 2 * l->pad_x, 1));
  gtk_snapshot_pop (snapshot);

  {
    const float widths[4] = { 1, 1, 1, 1 };
    const GdkRGBA colours[4] = { p->board_rim, p->board_rim, p->board_rim, p->board_rim };

    gtk_snapshot_append_border (snapshot, &rr, widths, colours);
  }
}

static void
draw_well (GtkSnapshot   *snapshot,
           float          cx,
           float          cy,
           float          r,
           const Palette *p,
           const GdkRGBA *tint)
{
  GskRoundedRect rr;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (cx - r, cy - r, 2 * r, 2 * r);

  /* A light lip below the hole, where the carved edge catches the light. */
  append_circle_color (snapshot, cx, cy + r * 0.05f, r * 1.04f, &p->hole_light);

  gsk_rounded_rect_init_from_rect (&rr, &bounds, r);
  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_color (snapshot, &p->hole, &bounds);
  if (tint != NULL)
    gtk_snapshot_append_color (snapshot, tint, &bounds);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_inset_shadow (snapshot, &rr, &p->hole_shadow, 0, r * 0.16f, 0, r * 0.4f);
}

static void
draw_hole (AkBoardView   *self,
           GtkSnapshot   *snapshot,
           const Layout  *l,
           const Palette *p,
           int            hole)
{
  const AkPosition *pos = &self->displayed;
  AkSide row = ak_hole_row (hole);
  AkSide owner = ak_position_owner (pos, hole);
  gboolean animating = self->tick_id != 0;
  float r = l->hole_r;
  float ring = MAX (2.f, r * 0.07f);
  char count[8];
  float cx;
  float cy;

  hole_centre (l, hole, &cx, &cy);

  if (hole == self->refused_hole)
    {
      double t = self->refuse_progress;

      cx += (float) (sin (t * G_PI * 6) * (1 - t) * r * 0.12);
    }

  /* A hole bought by the other player is tinted and ringed in its
   * owner's colour, so a purchase is obvious at a glance. */
  if (self->wells_in_background)
    ;
  else if (owner != row)
    {
      GdkRGBA tint = with_alpha (&p->side[owner], 0.15f);

      draw_well (snapshot, cx, cy, r, p, &tint);
      append_ring (snapshot, cx, cy, r * 1.09f, ring, &p->side[owner]);
    }
  else
    draw_well (snapshot, cx, cy, r, p, NULL);

  /* The last move's origin, relays and captures. */
  if (!animating && self->last_origin == hole)
    append_ring (snapshot, cx, cy, r * 1.2f, MAX (1.5f, r * 0.04f), &p->mark);
  else if (!animating && (self->relay_mask >> hole) & 1)
    {
      GdkRGBA faint = with_alpha (&p->mark, 0.55f);

      append_ring (snapshot, cx, cy, r * 1.2f, MAX (1.5f, r * 0.04f), &faint);
    }
  if (!animating && (self->capture_mask >> hole) & 1)
    {
      GdkRGBA capture = with_alpha (&p->refuse, 0.7f);

      append_ring (snapshot, cx, cy, r * 1.2f, MAX (1.5f, r * 0.04f), &capture);
    }

  if (!animating && !self->exporting && hole == self->hover_hole && hole_is_legal (self, hole))
    {
      GdkRGBA glow = with_alpha (&p->hover, 0.18f);

      append_circle_color (snapshot, cx, cy, r, &glow);
      append_ring (snapshot, cx, cy, r * 1.02f, ring, &p->hover);
    }

  if (!animating && !self->exporting && hole == self->hint_hole)
    {
      GdkRGBA glow = with_alpha (&p->focus, 0.22f);

      append_circle_color (snapshot, cx, cy, r, &glow);
      append_ring (snapshot, cx, cy, r * 1.14f, ring * 1.6f, &p->focus);
    }

  if (self->purchasing && (ak_hole_row (hole) != self->buyer))
    {
      gboolean bought = (self->purchase_mask >> hole) & 1;

      if (bought)
        append_ring (snapshot, cx, cy, r * 1.2f, ring * 1.4f, &p->side[self->buyer]);
      else if (hole == self->hover_hole &&
               count_bits (self->purchase_mask) < self->n_purchases)
        {
          GdkRGBA glow = with_alpha (&p->side[self->buyer], 0.35f);

          append_ring (snapshot, cx, cy, r * 1.2f, ring, &glow);
        }
    }

  if (hole == self->focus_hole && !self->exporting &&
      gtk_widget_has_visible_focus (self->holes[hole]))
    append_ring (snapshot, cx, cy, r * 1.3f, MAX (2.f, r * 0.06f), &p->focus);

  if (hole == self->refused_hole)
    {
      GdkRGBA flash = with_alpha (&p->refuse, (float) (1 - self->refuse_progress));

      append_ring (snapshot, cx, cy, r * 1.04f, ring * 1.3f, &flash);
    }

  draw_stones (snapshot, hole, pos->holes[hole], cx, cy, r);

  g_snprintf (count, sizeof count, "%u", pos->holes[hole]);
  draw_text (self, snapshot, count, cx, l->count_y[row], l->count_size, TRUE, &p->count);

  if (self->show_letters)
    {
      char letter[2] = { ak_hole_to_char (hole), '\0' };

      draw_text (self, snapshot, letter, cx, l->letter_y[row], l->letter_size, FALSE,
                 &p->letter);
    }
}

/* Where the pointed-at move would go: its relays joined by a faint
 * dashed path, the hole where it ends ringed, and what it captures
 * counted on the holes it takes from. */
static void
draw_preview (AkBoardView   *self,
              GtkSnapshot   *snapshot,
              const Layout  *l,
              const Palette *p)
{
  int hole = preview_target (self);
  const AkTrace *trace;
  const AkLap *last;
  GdkRGBA colour;
  cairo_t *cr;
  float r = l->hole_r;
  float x;
  float y;

  if (hole < 0 || ak_game_get_is_over (self->game))
    return;
  trace = get_preview (self, hole);
  if (trace == NULL || trace->laps->len == 0)
    return;

  colour = p->side[trace->mover];
  last = &g_array_index (trace->laps, AkLap, trace->laps->len - 1);

  cr = gtk_snapshot_append_cairo (snapshot, &l->board);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, MAX (1.5, r * 0.06));
  cairo_set_dash (cr, (double[]) { r * 0.02, r * 0.16 }, 2, 0);
  cairo_set_source_rgba (cr, colour.red, colour.green, colour.blue, 0.55);
  hole_centre (l, trace->move, &x, &y);
  cairo_move_to (cr, x, y);
  for (guint i = 0; i < trace->laps->len; i++)
    {
      hole_centre (l, g_array_index (trace->laps, AkLap, i).last, &x, &y);
      cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);

  /* Each relay's hole gets a small dot. */
  cairo_set_source_rgba (cr, colour.red, colour.green, colour.blue, 0.6);
  for (guint i = 0; i + 1 < trace->laps->len; i++)
    {
      hole_centre (l, g_array_index (trace->laps, AkLap, i).last, &x, &y);
      cairo_arc (cr, x, y, MAX (2.5, r * 0.09), 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_destroy (cr);

  hole_centre (l, last->last, &x, &y);
  append_ring (snapshot, x, y, r * 1.12f, MAX (2.f, r * 0.07f), &colour);

  for (guint i = 0; i < trace->captures->len; i++)
    {
      const AkCapture *capture = &g_array_index (trace->captures, AkCapture, i);
      GdkRGBA white = { 1, 1, 1, 1 };
      char text[16];
      float bx;
      float by;

      hole_centre (l, capture->hole, &bx, &by);
      bx += r * 0.7f;
      by -= r * 0.7f;
      append_circle_color (snapshot, bx, by, MAX (9.f, r * 0.3f), &colour);
      g_snprintf (text, sizeof text, "+%u", capture->seeds);
      draw_text (self, snapshot, text, bx, by, MAX (9.f, r * 0.28f), TRUE, &white);
    }
}

static void
draw_animation (AkBoardView   *self,
                GtkSnapshot   *snapshot,
                const Layout  *l,
                const Palette *p)
{
  const Step *step;
  double t;
  float r = l->hole_r;
  float ax;
  float ay;
  float bx;
  float by;

  if (self->tick_id == 0 || self->steps == NULL || self->step_index >= self->steps->len)
    return;

  step = &g_array_index (self->steps, Step, self->step_index);
  t = CLAMP (self->step_progress, 0, 1);

  switch ((StepKind) step->kind)
    {
    case STEP_LIFT:
      /* The lifted seeds rise out of the hole and fade into the hand. */
      hole_centre (l, step->hole, &ax, &ay);
      gtk_snapshot_push_opacity (snapshot, 1 - ease_in_out (t));
      draw_stones (snapshot, step->hole, step->seeds, ax, ay - (float) (ease_in_out (t) * r * 0.9),
                   r);
      gtk_snapshot_pop (snapshot);
      break;

    case STEP_DROP:
      {
        double e = ease_in_out (t);
        float dist;
        float x;
        float y;
        float sr = stone_radius (r, 4) * 1.1f;

        hole_centre (l, step->from, &ax, &ay);
        hole_centre (l, step->hole, &bx, &by);
        dist = hypotf (bx - ax, by - ay);
        x = ax + (bx - ax) * (float) e;
        y = ay + (by - ay) * (float) e - (float) sin (t * G_PI) * (MIN (dist * 0.3f, r * 1.2f) +
                                                                   r * 0.35f);
        draw_stone (snapshot, x, y, sr, mix (self->step_index, 11));

        /* What is left in the hand, so a long lap can be followed. */
        if (step->seeds > 0)
          {
            char left[8];

            g_snprintf (left, sizeof left, "%u", step->seeds);
            draw_text (self, snapshot, left, x + sr * 1.6f, y - sr * 1.4f,
                       l->count_size * 0.8f, TRUE, &p->count);
          }
      }
      break;

    case STEP_CAPTURE:
      {
        double e = t * t;
        AkSide mover = self->mover;
        float edge;

        /* The captured seeds leave over the mover's edge of the board. */
        hole_centre (l, step->hole, &ax, &ay);
        if (mover == AK_SOUTH)
          edge = l->board.origin.y + l->board.size.height + r;
        else
          edge = l->board.origin.y - r;
        gtk_snapshot_push_opacity (snapshot, 1 - e * e);
        draw_stones (snapshot, step->hole, step->seeds, ax, ay + (edge - ay) * (float) e, r);
        gtk_snapshot_pop (snapshot);
      }
      break;

    default:
      g_assert_not_reached ();
    }
}

/* Room around the widget for the board's shadow. */
#define BACKGROUND_MARGIN 16

static void
drop_background (AkBoardView *self)
{
  g_clear_object (&self->background);
}

/* Draws the board and its wells, with the owners' marks, into a texture
 * with the widget's own renderer, unless the one there is still right.
 * FALSE if there is no renderer to draw with yet. */
static gboolean
ensure_background (AkBoardView  *self,
                   const Layout *l,
                   const Palette *p)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkNative *native = gtk_widget_get_native (widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  GtkSnapshot *snapshot;
  GskRenderNode *node;
  GskRenderNode *scaled;
  GskTransform *transform;
  graphene_rect_t viewport;

  if (renderer == NULL || width <= 0 || height <= 0)
    return FALSE;

  if (self->background != NULL && self->background_width == width &&
      self->background_height == height && self->background_scale == scale &&
      self->background_owners == self->displayed.owners && self->background_dark == dark)
    return TRUE;

  drop_background (self);

  snapshot = gtk_snapshot_new ();
  draw_board (self, snapshot, l, p);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      AkSide owner = ak_position_owner (&self->displayed, hole);
      float r = l->hole_r;
      float cx;
      float cy;

      hole_centre (l, hole, &cx, &cy);
      if (owner != ak_hole_row (hole))
        {
          GdkRGBA tint = with_alpha (&p->side[owner], 0.15f);

          draw_well (snapshot, cx, cy, r, p, &tint);
          append_ring (snapshot, cx, cy, r * 1.09f, MAX (2.f, r * 0.07f), &p->side[owner]);
        }
      else
        draw_well (snapshot, cx, cy, r, p, NULL);
    }
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    return FALSE;

  /* Drawn at the screen's scale, with room for the shadow. */
  transform = gsk_transform_scale (gsk_transform_translate (NULL,
                                                            &GRAPHENE_POINT_INIT (BACKGROUND_MARGIN * scale,
                                                                                  BACKGROUND_MARGIN * scale)),
                                   scale, scale);
  scaled = gsk_transform_node_new (node, transform);
  gsk_transform_unref (transform);
  gsk_render_node_unref (node);

  viewport = GRAPHENE_RECT_INIT (0, 0, (width + 2 * BACKGROUND_MARGIN) * scale,
                                 (height + 2 * BACKGROUND_MARGIN) * scale);
  self->background = gsk_renderer_render_texture (renderer, scaled, &viewport);
  gsk_render_node_unref (scaled);

  self->background_width = width;
  self->background_height = height;
  self->background_scale = scale;
  self->background_owners = self->displayed.owners;
  self->background_dark = dark;

  return self->background != NULL;
}

static void
ak_board_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);
  Layout l;
  Palette p;

  compute_layout (self, gtk_widget_get_width (widget), gtk_widget_get_height (widget), &l);
  load_palette (self, &p);
  stone_scale = gtk_widget_get_scale_factor (widget);
  if (self->tick_id != 0)
    self->n_frames++;

  /* A shaking hole moves its well: then everything is drawn afresh. */
  self->wells_in_background = self->refuse_tick_id == 0 && ensure_background (self, &l, &p);
  if (self->wells_in_background)
    gtk_snapshot_append_texture (snapshot, self->background,
                                 &GRAPHENE_RECT_INIT (-BACKGROUND_MARGIN, -BACKGROUND_MARGIN,
                                                      gtk_widget_get_width (widget) +
                                                      2 * BACKGROUND_MARGIN,
                                                      gtk_widget_get_height (widget) +
                                                      2 * BACKGROUND_MARGIN));
  else
    draw_board (self, snapshot, &l, &p);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    draw_hole (self, snapshot, &l, &p, hole);
  self->wells_in_background = FALSE;
  if (self->game != NULL && self->tick_id == 0 && !self->purchasing)
    draw_preview (self, snapshot, &l, &p);
  draw_animation (self, snapshot, &l, &p);
}

static void
ak_board_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 320;
      *natural = 780;
    }
  else
    {
      *minimum = 180;
      *natural = 380;
    }
}

/* Each hole's child covers its well, so that assistive technologies
 * know where it is on screen. */
static void
ak_board_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);
  Layout l;

  compute_layout (self, width, height, &l);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      float cx;
      float cy;
      int size = MAX (1, (int) (2 * l.hole_r));

      hole_centre (&l, hole, &cx, &cy);
      gtk_widget_size_allocate (self->holes[hole],
                                &(GtkAllocation) { (int) (cx - l.hole_r), (int) (cy - l.hole_r),
                                                   size, size },
                                -1);
    }
}

/* Tab enters the board at the hole the keyboard was last on, and the
 * next Tab leaves it: the arrows move between holes. */
static gboolean focus_is_on_board (AkBoardView *self);

static gboolean
ak_board_view_focus (GtkWidget        *widget,
                     GtkDirectionType  direction)
{
  if (focus_is_on_board (AK_BOARD_VIEW (widget)))
    return FALSE;

  return gtk_widget_grab_focus (widget);
}

/* ----- animation ----- */

static void
clear_last_move (AkBoardView *self)
{
  self->last_origin = -1;
  self->relay_mask = 0;
  self->capture_mask = 0;
}

static void
begin_step (AkBoardView *self,
            const Step  *step)
{
  switch ((StepKind) step->kind)
    {
    case STEP_LIFT:
    case STEP_CAPTURE:
      self->displayed.holes[step->hole] -= MIN (step->seeds, self->displayed.holes[step->hole]);
      break;
    case STEP_DROP:
    default:
      break;
    }
}

static void
end_step (AkBoardView *self,
          const Step  *step)
{
  switch ((StepKind) step->kind)
    {
    case STEP_DROP:
      self->displayed.holes[step->hole]++;
      break;
    case STEP_CAPTURE:
    case STEP_LIFT:
    default:
      break;
    }
}

static void
stop_animation (AkBoardView *self)
{
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  if (self->steps != NULL)
    g_array_set_size (self->steps, 0);
  self->step_index = 0;
}

/**
 * ak_board_view_finish_animation:
 * @self: a board view
 *
 * Jumps to the end of the move being animated, if any.
 */
void
ak_board_view_finish_animation (AkBoardView *self)
{
  gboolean was_animating;

  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  was_animating = self->tick_id != 0;
  stop_animation (self);

  /* The game's position is the truth; the steps only get there. */
  self->displayed = self->target;
  invalidate_moves (self);

  gtk_widget_queue_draw (GTK_WIDGET (self));
  update_accessible (self);
  if (was_animating)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
}

static gboolean
animation_tick_cb (GtkWidget     *widget,
                   GdkFrameClock *clock,
                   gpointer       user_data)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  const Step *step;
  double duration;

  if (self->step_start == 0)
    {
      self->step_start = now;
      self->animation_start = now;
      self->n_frames = 0;
      begin_step (self, &g_array_index (self->steps, Step, 0));
    }

  /* Several short steps can fall within one frame at high speeds. */
  while (self->step_index < self->steps->len)
    {
      step = &g_array_index (self->steps, Step, self->step_index);
      duration = MAX (1, step_duration_us (self, step));

      if (now - self->step_start < duration)
        {
          self->step_progress = (now - self->step_start) / duration;
          gtk_widget_queue_draw (widget);
          return G_SOURCE_CONTINUE;
        }

      end_step (self, step);
      self->step_start += (gint64) duration;
      self->step_index++;
      if (self->step_index < self->steps->len)
        begin_step (self, &g_array_index (self->steps, Step, self->step_index));
    }

  if (g_getenv ("AK_DEBUG_FRAMES") != NULL && now > self->animation_start)
    g_printerr ("adji-kui: a move of %u steps animated in %.0f ms, %u frames drawn, %.1f frames/s\n",
                self->steps->len, (now - self->animation_start) / 1000.0, self->n_frames,
                self->n_frames * 1e6 / (now - self->animation_start));

  self->tick_id = 0;
  ak_board_view_finish_animation (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);

  return G_SOURCE_REMOVE;
}

static void
build_steps (AkBoardView   *self,
             const AkTrace *trace)
{
  double total_ms = 0;
  guint n_laps = ak_trace_get_n_laps (trace);

  g_array_set_size (self->steps, 0);

  for (guint i = 0; i < n_laps; i++)
    {
      const AkLap *lap = ak_trace_get_lap (trace, i);
      const guint8 *drops = ak_trace_get_lap_drops (trace, i);
      Step lift = { STEP_LIFT, lap->from, lap->from, lap->n_seeds, i > 0 };
      guint8 from = lap->from;

      g_array_append_val (self->steps, lift);
      for (guint j = 0; j < lap->n_seeds; j++)
        {
          Step drop = { STEP_DROP, drops[j], from, (guint8) (lap->n_seeds - j - 1), 0 };

          g_array_append_val (self->steps, drop);
          from = drops[j];
        }

      if (i > 0)
        self->relay_mask |= 1u << lap->from;
    }

  for (guint i = 0; i < trace->captures->len; i++)
    {
      const AkCapture *capture = &g_array_index (trace->captures, AkCapture, i);
      Step step = { STEP_CAPTURE, capture->hole, capture->hole, capture->seeds, 0 };

      g_array_append_val (self->steps, step);
      self->capture_mask |= 1u << capture->hole;
    }

  self->step_scale = 1;
  for (guint i = 0; i < self->steps->len; i++)
    total_ms += step_duration_us (self, &g_array_index (self->steps, Step, i)) / 1000;
  if (total_ms > MAX_ANIMATION_MS)
    self->step_scale = MAX (MAX_ANIMATION_MS / total_ms,
                            MIN_SEED_MS / MAX (1, seed_duration_ms (self)));
}

static void
game_move_played_cb (AkBoardView   *self,
                     const AkTrace *trace,
                     AkGame        *game)
{
  gboolean was_animating = self->tick_id != 0;

  /* A move made while the previous one still animates: show that one
   * finished, and start this one from there. */
  stop_animation (self);
  self->displayed = self->target;
  self->target = *ak_game_get_position (game);
  invalidate_moves (self);
  self->hover_hole = -1;

  clear_last_move (self);
  self->hint_hole = -1;
  self->mover = trace->mover;
  if (trace->move != AK_MOVE_PASS)
    self->last_origin = trace->move;
  build_steps (self, trace);

  if (self->steps->len == 0 || seed_duration_ms (self) == 0 ||
      !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      ak_board_view_finish_animation (self);
      if (was_animating)
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
      return;
    }

  /* The seeds' owners and the stores do not move with the stones. */
  self->displayed.owners = self->target.owners;
  self->displayed.side = self->target.side;

  self->step_index = 0;
  self->step_start = 0;
  self->step_progress = 0;
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), animation_tick_cb, NULL, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (!was_animating)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
}

static void
game_position_cb (AkBoardView *self,
                  GParamSpec  *pspec,
                  AkGame      *game)
{
  /* move-played came first and already set the target: anything else
   * (undo, redo, a jump in the history) shows at once. */
  if (ak_position_equal (ak_game_get_position (game), &self->target))
    {
      ak_board_view_refresh (self);
      return;
    }

  self->target = *ak_game_get_position (game);
  clear_last_move (self);
  self->hint_hole = -1;
  ak_board_view_finish_animation (self);
}

static void
ak_board_view_refresh (AkBoardView *self)
{
  invalidate_moves (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
refuse_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (self->refuse_start == 0)
    self->refuse_start = now;

  self->refuse_progress = (double) (now - self->refuse_start) / REFUSE_DURATION_US;
  gtk_widget_queue_draw (widget);

  if (self->refuse_progress < 1)
    return G_SOURCE_CONTINUE;

  self->refused_hole = -1;
  self->refuse_tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
show_refusal (AkBoardView *self,
              int          hole)
{
  self->refused_hole = hole;
  self->refuse_start = 0;
  self->refuse_progress = 0;

  if (self->refuse_tick_id == 0 && gtk_widget_get_mapped (GTK_WIDGET (self)) &&
      seed_duration_ms (self) > 0)
    self->refuse_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), refuse_tick_cb,
                                                         NULL, NULL);
  else if (self->refuse_tick_id == 0)
    self->refused_hole = -1;

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ----- input ----- */

/* In a purchase, a hole of the other row is bought or given back. */
static void
toggle_purchase (AkBoardView *self,
                 int          hole)
{
  guint bit = 1u << hole;

  if (ak_hole_row (hole) == self->buyer ||
      (!(self->purchase_mask & bit) && count_bits (self->purchase_mask) >= self->n_purchases))
    {
      show_refusal (self, hole);
      return;
    }

  self->purchase_mask ^= bit;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[PURCHASES_CHANGED], 0);
}

/**
 * ak_board_view_activate_hole:
 * @self: a board view
 * @hole: a hole index, 0..11
 *
 * What a click on @hole, or Enter on it, does: ask the game to play it.
 * While a move is still being animated this only finishes the animation.
 * A refused move emits #AkBoardView::move-refused with the reason.
 *
 * Returns: %TRUE if the game played the move.
 */
gboolean
ak_board_view_activate_hole (AkBoardView *self,
                             int          hole)
{
  g_autofree char *reason = NULL;
  AkVerdict verdict;

  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (ak_hole_is_valid (hole), FALSE);

  if (self->tick_id != 0)
    {
      ak_board_view_finish_animation (self);
      return FALSE;
    }

  if (self->purchasing)
    {
      toggle_purchase (self, hole);
      return FALSE;
    }

  if (self->game == NULL || self->read_only)
    return FALSE;

  verdict = ak_game_play (self->game, hole, &reason);
  if (verdict == AK_VERDICT_LEGAL)
    return TRUE;

  show_refusal (self, hole);
  g_signal_emit (self, signals[MOVE_REFUSED], 0, hole, reason);

  return FALSE;
}

static void
click_pressed_cb (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  AkBoardView     *self)
{
  int hole;

  gtk_widget_grab_focus (GTK_WIDGET (self));

  if (self->tick_id != 0)
    {
      ak_board_view_finish_animation (self);
      return;
    }

  hole = hole_at (self, x, y);
  if (hole < 0 || n_press > 1)
    return;

  ak_board_view_set_focus_hole (self, hole);
  ak_board_view_activate_hole (self, hole);
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           AkBoardView              *self)
{
  int hole = hole_at (self, x, y);
  gboolean clickable;

  if (hole != self->hover_hole)
    {
      self->hover_hole = hole;
      clickable = self->purchasing ? hole >= 0 && ak_hole_row (hole) != self->buyer
                                   : hole_is_legal (self, hole);

      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), clickable ? "pointer" : NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
leave_cb (GtkEventControllerMotion *controller,
          AkBoardView              *self)
{
  self->hover_hole = -1;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
ak_board_view_query_tooltip (GtkWidget  *widget,
                             int         x,
                             int         y,
                             gboolean    keyboard_tooltip,
                             GtkTooltip *tooltip)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);
  g_autofree char *text = NULL;
  g_autofree char *reason = NULL;
  graphene_rect_t cell;
  Layout l;
  AkVerdict verdict;
  int hole;

  if (self->game == NULL || self->tick_id != 0)
    return FALSE;

  hole = keyboard_tooltip ? self->focus_hole : hole_at (self, x, y);
  if (hole < 0)
    return FALSE;

  verdict = ak_game_check_move (self->game, hole);
  if (self->purchasing)
    {
      if ((self->purchase_mask >> hole) & 1)
        text = g_strdup_printf (_("Give back hole %c"), ak_hole_to_char (hole));
      else if (ak_hole_row (hole) != self->buyer)
        text = g_strdup_printf (_("Buy hole %c"), ak_hole_to_char (hole));
      else
        text = g_strdup_printf (_("%s keeps this row"), ak_side_name (self->buyer));
    }
  else if (verdict == AK_VERDICT_LEGAL)
    {
      guint n = ak_game_get_position (self->game)->holes[hole];
      const AkTrace *trace = get_preview (self, hole);
      g_autofree char *detail = trace != NULL ? describe_preview (trace) : NULL;

      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Sow %c (%u seed)",
                                           "Sow %c (%u seeds)", n),
                              ak_hole_to_char (hole), n);
      if (detail != NULL && *detail != '\0')
        {
          char *both = g_strconcat (text, "\n", detail, NULL);

          g_free (text);
          text = both;
        }
    }
  else
    {
      reason = ak_verdict_describe (verdict, ak_game_get_position (self->game), hole);
      text = capitalise (reason);
    }

  compute_layout (self, gtk_widget_get_width (widget), gtk_widget_get_height (widget), &l);
  cell = hole_cell (&l, hole);
  gtk_tooltip_set_text (tooltip, text);
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { (int) cell.origin.x, (int) cell.origin.y,
                                                       (int) cell.size.width,
                                                       (int) cell.size.height });
  return TRUE;
}

static gboolean
move_focus_cb (GtkWidget *widget,
               GVariant  *args,
               gpointer   user_data)
{
  ak_board_view_move_focus (AK_BOARD_VIEW (widget), g_variant_get_int32 (args));
  return TRUE;
}

static gboolean
activate_focus_cb (GtkWidget *widget,
                   GVariant  *args,
                   gpointer   user_data)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);

  if (self->focus_hole < 0)
    {
      ak_board_view_move_focus (self, GTK_DIR_TAB_FORWARD);
      return TRUE;
    }

  ak_board_view_activate_hole (self, self->focus_hole);
  return TRUE;
}

static gboolean
play_letter_cb (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);
  int hole = g_variant_get_int32 (args);

  ak_board_view_set_focus_hole (self, hole);
  ak_board_view_activate_hole (self, hole);
  return TRUE;
}

static gboolean
escape_cb (GtkWidget *widget,
           GVariant  *args,
           gpointer   user_data)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);

  if (self->tick_id == 0)
    return FALSE;

  ak_board_view_finish_animation (self);
  return TRUE;
}

static void
focus_changed_cb (GtkEventControllerFocus *controller,
                  AkBoardView             *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The board itself never holds the focus: it passes it to the hole the
 * keyboard is on, the mover's first playable hole at first. */
static gboolean
ak_board_view_grab_focus (GtkWidget *widget)
{
  AkBoardView *self = AK_BOARD_VIEW (widget);

  if (self->focus_hole < 0)
    ak_board_view_move_focus (self, GTK_DIR_TAB_FORWARD);
  if (self->focus_hole < 0)
    return FALSE;

  return gtk_widget_grab_focus (self->holes[self->focus_hole]);
}

static void
ak_board_view_state_flags_changed (GtkWidget     *widget,
                                   GtkStateFlags  previous)
{
  GtkStateFlags now = gtk_widget_get_state_flags (widget);

  /* The focus ring is drawn by hand, so it follows these flags here. */
  if ((now ^ previous) & (GTK_STATE_FLAG_FOCUS_VISIBLE | GTK_STATE_FLAG_FOCUSED))
    gtk_widget_queue_draw (widget);

  GTK_WIDGET_CLASS (ak_board_view_parent_class)->state_flags_changed (widget, previous);
}

static void
dark_changed_cb (AkBoardView *self)
{
  drop_background (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ak_board_view_css_changed (GtkWidget         *widget,
                           GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (ak_board_view_parent_class)->css_changed (widget, change);

  /* The colours may come from the style sheet. */
  drop_background (AK_BOARD_VIEW (widget));
  gtk_widget_queue_draw (widget);
}

/* The texture belongs to the renderer of the window the board was in. */
static void
ak_board_view_unrealize (GtkWidget *widget)
{
  drop_background (AK_BOARD_VIEW (widget));
  GTK_WIDGET_CLASS (ak_board_view_parent_class)->unrealize (widget);
}

/* ----- GObject ----- */

static void
ak_board_view_dispose (GObject *object)
{
  AkBoardView *self = AK_BOARD_VIEW (object);

  stop_animation (self);
  if (self->refuse_tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->refuse_tick_id);
      self->refuse_tick_id = 0;
    }
  if (self->dark_id != 0)
    {
      g_signal_handler_disconnect (adw_style_manager_get_default (), self->dark_id);
      self->dark_id = 0;
    }
  ak_board_view_set_game (self, NULL);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    g_clear_pointer (&self->holes[hole], gtk_widget_unparent);

  G_OBJECT_CLASS (ak_board_view_parent_class)->dispose (object);
}

static void
ak_board_view_finalize (GObject *object)
{
  AkBoardView *self = AK_BOARD_VIEW (object);

  g_clear_pointer (&self->steps, g_array_unref);
  g_clear_pointer (&self->preview, ak_trace_free);
  drop_background (self);

  G_OBJECT_CLASS (ak_board_view_parent_class)->finalize (object);
}

static void
ak_board_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  AkBoardView *self = AK_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, ak_board_view_get_game (self));
      break;
    case PROP_SHOW_LETTERS:
      g_value_set_boolean (value, ak_board_view_get_show_letters (self));
      break;
    case PROP_ANIMATION_SPEED:
      g_value_set_enum (value, ak_board_view_get_animation_speed (self));
      break;
    case PROP_ANIMATING:
      g_value_set_boolean (value, ak_board_view_get_animating (self));
      break;
    case PROP_FOCUS_HOLE:
      g_value_set_int (value, ak_board_view_get_focus_hole (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_board_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  AkBoardView *self = AK_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      ak_board_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_SHOW_LETTERS:
      ak_board_view_set_show_letters (self, g_value_get_boolean (value));
      break;
    case PROP_ANIMATION_SPEED:
      ak_board_view_set_animation_speed (self, g_value_get_enum (value));
      break;
    case PROP_FOCUS_HOLE:
      ak_board_view_set_focus_hole (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_board_view_class_init (AkBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const struct { guint key; GtkDirectionType dir; } arrows[] = {
    { GDK_KEY_Left, GTK_DIR_LEFT }, { GDK_KEY_KP_Left, GTK_DIR_LEFT },
    { GDK_KEY_Right, GTK_DIR_RIGHT }, { GDK_KEY_KP_Right, GTK_DIR_RIGHT },
    { GDK_KEY_Up, GTK_DIR_UP }, { GDK_KEY_KP_Up, GTK_DIR_UP },
    { GDK_KEY_Down, GTK_DIR_DOWN }, { GDK_KEY_KP_Down, GTK_DIR_DOWN },
  };

  object_class->dispose = ak_board_view_dispose;
  object_class->finalize = ak_board_view_finalize;
  object_class->get_property = ak_board_view_get_property;
  object_class->set_property = ak_board_view_set_property;

  widget_class->snapshot = ak_board_view_snapshot;
  widget_class->measure = ak_board_view_measure;
  widget_class->size_allocate = ak_board_view_size_allocate;
  widget_class->css_changed = ak_board_view_css_changed;
  widget_class->unrealize = ak_board_view_unrealize;
  widget_class->focus = ak_board_view_focus;
  widget_class->query_tooltip = ak_board_view_query_tooltip;
  widget_class->state_flags_changed = ak_board_view_state_flags_changed;
  widget_class->grab_focus = ak_board_view_grab_focus;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         AK_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LETTERS] =
    g_param_spec_boolean ("show-letters", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_enum ("animation-speed", NULL, NULL,
                       AK_TYPE_ANIMATION_SPEED, AK_ANIMATION_SPEED_NORMAL,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATING] =
    g_param_spec_boolean ("animating", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOCUS_HOLE] =
    g_param_spec_int ("focus-hole", NULL, NULL,
                      -1, AK_N_HOLES - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkBoardView::move-refused:
   * @self: the board view
   * @hole: the hole the player tried
   * @reason: why the game refused it, a translated fragment such as
   *   “hole c holds 1 seed”
   */
  signals[MOVE_REFUSED] =
    g_signal_new ("move-refused",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);

  /**
   * AkBoardView::purchases-changed:
   * @self: the board view
   *
   * While holes are being bought, a hole was bought or given back.
   */
  signals[PURCHASES_CHANGED] =
    g_signal_new ("purchases-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    gtk_widget_class_add_binding (widget_class, arrows[i].key, 0, move_focus_cb,
                                  "i", arrows[i].dir);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, 0, activate_focus_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, 0, activate_focus_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_space, 0, activate_focus_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Space, 0, activate_focus_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, escape_cb, NULL);
  for (int i = 0; i < AK_ROW_HOLES; i++)
    {
      gtk_widget_class_add_binding (widget_class, GDK_KEY_a + i, 0, play_letter_cb, "i", i);
      gtk_widget_class_add_binding (widget_class, GDK_KEY_A + i, GDK_SHIFT_MASK, play_letter_cb,
                                    "i", AK_ROW_HOLES + i);
      /* With Caps Lock on, a capital comes without Shift. */
      gtk_widget_class_add_binding (widget_class, GDK_KEY_A + i, 0, play_letter_cb,
                                    "i", AK_ROW_HOLES + i);
    }

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ak_board_view_init (AkBoardView *self)
{
  GtkGesture *click;
  GtkEventController *motion;
  GtkEventController *focus;

  self->steps = g_array_new (FALSE, FALSE, sizeof (Step));
  self->speed = AK_ANIMATION_SPEED_NORMAL;
  self->show_letters = TRUE;
  self->hover_hole = -1;
  self->focus_hole = -1;
  self->refused_hole = -1;
  self->step_scale = 1;
  clear_last_move (self);
  ak_position_init_start (&self->displayed, AK_SOUTH);
  self->target = self->displayed;

  self->hint_hole = -1;
  self->preview_hole = -1;
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    {
      self->holes[hole] = ak_board_hole_new (hole);
      gtk_widget_set_parent (self->holes[hole], GTK_WIDGET (self));
    }

  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  self->dark_id = g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark",
                                            G_CALLBACK (dark_changed_cb), self);

  update_accessible (self);
}

/* ----- public API ----- */

/**
 * ak_board_view_new:
 *
 * Returns: (transfer floating): a new board view with no game
 */
GtkWidget *
ak_board_view_new (void)
{
  return g_object_new (AK_TYPE_BOARD_VIEW, NULL);
}

/**
 * ak_board_view_get_game:
 * @self: a board view
 *
 * Returns: (transfer none) (nullable): the game shown
 */
AkGame *
ak_board_view_get_game (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), NULL);

  return self->game;
}

/**
 * ak_board_view_set_game:
 * @self: a board view
 * @game: (nullable): the game to show and play in
 */
void
ak_board_view_set_game (AkBoardView *self,
                        AkGame      *game)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || AK_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->move_played_id, self->game);
      g_clear_signal_handler (&self->position_id, self->game);
      g_clear_object (&self->game);
    }

  stop_animation (self);
  clear_last_move (self);

  if (game != NULL)
    {
      self->game = g_object_ref (game);
      self->move_played_id = g_signal_connect_swapped (game, "move-played",
                                                       G_CALLBACK (game_move_played_cb), self);
      self->position_id = g_signal_connect_swapped (game, "notify::position",
                                                    G_CALLBACK (game_position_cb), self);
      self->target = *ak_game_get_position (game);
    }
  else
    ak_position_init_start (&self->target, AK_SOUTH);

  self->displayed = self->target;
  invalidate_moves (self);
  self->refused_hole = -1;
  self->hint_hole = -1;
  self->purchasing = FALSE;

  /* Keep the keyboard where it was, if it was anywhere. */
  ak_board_view_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

gboolean
ak_board_view_get_show_letters (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), FALSE);

  return self->show_letters;
}

void
ak_board_view_set_show_letters (AkBoardView *self,
                                gboolean     show_letters)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  show_letters = !!show_letters;
  if (self->show_letters == show_letters)
    return;

  self->show_letters = show_letters;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LETTERS]);
}

AkAnimationSpeed
ak_board_view_get_animation_speed (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), AK_ANIMATION_SPEED_NORMAL);

  return self->speed;
}

void
ak_board_view_set_animation_speed (AkBoardView      *self,
                                   AkAnimationSpeed  speed)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));
  g_return_if_fail (speed <= AK_ANIMATION_SPEED_SLOW);

  if (self->speed == speed)
    return;

  self->speed = speed;
  if (speed == AK_ANIMATION_SPEED_INSTANT)
    ak_board_view_finish_animation (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATION_SPEED]);
}

/**
 * ak_board_view_get_animating:
 * @self: a board view
 *
 * Returns: whether a move is being animated
 */
gboolean
ak_board_view_get_animating (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), FALSE);

  return self->tick_id != 0;
}

/**
 * ak_board_view_get_focus_hole:
 * @self: a board view
 *
 * Returns: the hole the keyboard is on, or -1 before the board had focus
 */
int
ak_board_view_get_focus_hole (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), -1);

  return self->focus_hole;
}

void
ak_board_view_set_focus_hole (AkBoardView *self,
                              int          hole)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));
  g_return_if_fail (hole >= -1 && hole < AK_N_HOLES);

  if (self->focus_hole == hole)
    return;

  self->focus_hole = hole;
  /* The keyboard focus follows if it is on the board. */
  if (hole >= 0 && focus_is_on_board (self))
    gtk_widget_grab_focus (self->holes[hole]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOCUS_HOLE]);
}

/* Whether the window's keyboard focus is on one of the holes. */
static gboolean
focus_is_on_board (AkBoardView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && gtk_widget_get_parent (focus) == GTK_WIDGET (self);
}

/**
 * ak_board_view_move_focus:
 * @self: a board view
 * @direction: where to go, as seen on screen
 *
 * Moves the keyboard focus between holes: left and right along a row as
 * it appears on screen, up and down between the rows.  Tab directions
 * put the focus on the first playable hole when none has it yet.
 */
void
ak_board_view_move_focus (AkBoardView      *self,
                          GtkDirectionType  direction)
{
  int hole = self->focus_hole;
  int column;
  AkSide row;

  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  if (hole < 0)
    {
      AkSide side = self->game != NULL ? ak_game_get_side_to_move (self->game) : AK_SOUTH;
      int first = side == AK_SOUTH ? 0 : AK_ROW_HOLES;

      /* Start on a hole that can be played, nearest the mover's left. */
      hole = first;
      for (int i = 0; i < AK_N_HOLES; i++)
        if (hole_is_legal (self, (first + i) % AK_N_HOLES))
          {
            hole = (first + i) % AK_N_HOLES;
            break;
          }
      ak_board_view_set_focus_hole (self, hole);
      return;
    }

  column = hole_column (hole);
  row = ak_hole_row (hole);

  switch (direction)
    {
    case GTK_DIR_LEFT:
      column = MAX (column - 1, 0);
      break;
    case GTK_DIR_RIGHT:
      column = MIN (column + 1, AK_ROW_HOLES - 1);
      break;
    case GTK_DIR_UP:
      row = AK_NORTH;
      break;
    case GTK_DIR_DOWN:
      row = AK_SOUTH;
      break;
    case GTK_DIR_TAB_FORWARD:
    case GTK_DIR_TAB_BACKWARD:
    default:
      return;
    }

  ak_board_view_set_focus_hole (self, hole_at_column (row, column));
}

guint
_ak_board_view_get_displayed_count (AkBoardView *self,
                                    int          hole)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), 0);
  g_return_val_if_fail (ak_hole_is_valid (hole), 0);

  return self->displayed.holes[hole];
}

/**
 * ak_board_view_show_hint:
 * @self: a board view
 * @hole: the hole to suggest, or -1 for none
 *
 * Marks @hole as the engine's suggestion until the position changes.
 */
void
ak_board_view_show_hint (AkBoardView *self,
                         int          hole)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));
  g_return_if_fail (hole >= -1 && hole < AK_N_HOLES);

  if (self->hint_hole == hole)
    return;

  self->hint_hole = hole;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
ak_board_view_get_hint (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), -1);

  return self->hint_hole;
}

/**
 * ak_board_view_begin_purchase:
 * @self: a board view
 * @shown: the board to show: the next game's, as the rebuild leaves it
 * @buyer: the player who buys
 * @n_purchases: how many holes of the other row it must buy
 *
 * Between two games of a match: the board shows @shown and lets the
 * player pick @n_purchases holes of the other row.  Clicks and Enter
 * buy or give back a hole; #AkBoardView::purchases-changed follows.
 * The game's own moves cannot be played until
 * ak_board_view_end_purchase().
 */
void
ak_board_view_begin_purchase (AkBoardView      *self,
                              const AkPosition *shown,
                              AkSide            buyer,
                              guint             n_purchases)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));
  g_return_if_fail (shown != NULL);
  g_return_if_fail (n_purchases <= AK_ROW_HOLES);

  stop_animation (self);
  clear_last_move (self);
  self->purchasing = TRUE;
  self->buyer = buyer;
  self->n_purchases = n_purchases;
  self->purchase_mask = 0;
  self->hint_hole = -1;
  self->displayed = *shown;
  invalidate_moves (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * ak_board_view_set_purchase_position:
 * @self: a board view
 * @shown: the board as the holes bought so far leave it
 *
 * Updates the board shown while holes are being bought.
 */
void
ak_board_view_set_purchase_position (AkBoardView      *self,
                                     const AkPosition *shown)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));
  g_return_if_fail (self->purchasing);

  self->displayed = *shown;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * ak_board_view_get_purchases:
 * @self: a board view
 * @purchases: (out caller-allocates) (array fixed-size=6): the holes bought
 *
 * Returns: how many holes are bought so far
 */
guint
ak_board_view_get_purchases (AkBoardView *self,
                             guint8      *purchases)
{
  guint n = 0;

  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), 0);

  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if ((self->purchase_mask >> hole) & 1)
      purchases[n++] = (guint8) hole;
  return n;
}

/**
 * ak_board_view_set_purchases:
 * @self: a board view
 * @purchases: (array length=n): holes of the other row
 * @n: how many
 *
 * Shows a choice made elsewhere, such as the computer's.
 */
void
ak_board_view_set_purchases (AkBoardView  *self,
                             const guint8 *purchases,
                             guint         n)
{
  guint mask = 0;

  g_return_if_fail (AK_IS_BOARD_VIEW (self));
  g_return_if_fail (self->purchasing);

  for (guint i = 0; i < n; i++)
    if (ak_hole_is_valid (purchases[i]) && ak_hole_row (purchases[i]) != self->buyer)
      mask |= 1u << purchases[i];

  if (mask == self->purchase_mask)
    return;

  self->purchase_mask = mask;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[PURCHASES_CHANGED], 0);
}

gboolean
ak_board_view_get_purchasing (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), FALSE);

  return self->purchasing;
}

/**
 * ak_board_view_end_purchase:
 * @self: a board view
 *
 * Goes back to showing the game.
 */
void
ak_board_view_end_purchase (AkBoardView *self)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  if (!self->purchasing)
    return;

  self->purchasing = FALSE;
  self->purchase_mask = 0;
  if (self->game != NULL)
    self->target = *ak_game_get_position (self->game);
  self->displayed = self->target;
  invalidate_moves (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * ak_board_view_render:
 * @self: a board view
 * @width: the image's width
 * @height: the image's height
 *
 * Draws the board as it stands, with the last move's marks but without
 * the pointer's, the keyboard's or the engine's, for an image file.
 *
 * Returns: (transfer full) (nullable): the drawing
 */
GskRenderNode *
ak_board_view_render (AkBoardView *self,
                      int          width,
                      int          height)
{
  GtkSnapshot *snapshot;
  Layout l;
  Palette p;

  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);

  snapshot = gtk_snapshot_new ();
  compute_layout (self, width, height, &l);
  load_palette (self, &p);

  /* Images are drawn at twice the size they claim, for print. */
  stone_scale = 2;
  self->exporting = TRUE;
  draw_board (self, snapshot, &l, &p);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    draw_hole (self, snapshot, &l, &p, hole);
  self->exporting = FALSE;

  return gtk_snapshot_free_to_node (snapshot);
}

/**
 * ak_board_view_set_read_only:
 * @self: a board view
 * @read_only: whether moves can be played from the board
 *
 * A read-only board shows its game but plays no move: clicks, Enter and
 * letters do nothing, and no hole is shown as playable.
 */
void
ak_board_view_set_read_only (AkBoardView *self,
                             gboolean     read_only)
{
  g_return_if_fail (AK_IS_BOARD_VIEW (self));

  self->read_only = !!read_only;
  invalidate_moves (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
ak_board_view_get_read_only (AkBoardView *self)
{
  g_return_val_if_fail (AK_IS_BOARD_VIEW (self), FALSE);

  return self->read_only;
}
