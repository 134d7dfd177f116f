/* ak-board-hole.c — one hole of the board as a focusable, accessible child
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only one hole is in the Tab chain at a time (the one the keyboard was
 * last on); the board's arrow keys move between them.  A hole draws
 * nothing and takes no pointer events: clicks, hover and tooltips belong
 * to the board.
 */

#define G_LOG_DOMAIN "ak-board-hole"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-board-hole.h"
#include "ak-board-view.h"

struct _AkBoardHole
{
  GtkWidget parent_instance;

  int       hole;
};

G_DEFINE_FINAL_TYPE (AkBoardHole, ak_board_hole, GTK_TYPE_WIDGET)

enum {
  SIGNAL_ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
count_relays (const AkTrace *trace)
{
  guint relays = 0;

  for (guint i = 0; i < trace->laps->len; i++)
    if (g_array_index (trace->laps, AkLap, i).end == AK_LAP_END_RELAY)
      relays++;
  return relays;
}

static char *
capitalise (const char *text)
{
  char first[8] = { 0 };

  g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (text)), first);
  return g_strconcat (first, g_utf8_next_char (text), NULL);
}

static const char *
describe_state (AkBoardHoleState state)
{
  switch (state)
    {
    case AK_BOARD_HOLE_PLAYABLE:
      return _("playable");
    case AK_BOARD_HOLE_SUGGESTED:
      return _("playable, the suggested move");
    case AK_BOARD_HOLE_BOUGHT:
      return _("bought");
    case AK_BOARD_HOLE_FOR_SALE:
      return _("can be bought");
    case AK_BOARD_HOLE_NOT_FOR_SALE:
      return _("not for sale");
    case AK_BOARD_HOLE_NOT_PLAYABLE:
    default:
      return _("not playable");
    }
}

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
  signals[SIGNAL_ACTIVATE] =
    g_signal_new_class_handler ("activate",
                                G_TYPE_FROM_CLASS (klass),
                                G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                                G_CALLBACK (ak_board_hole_activate),
                                NULL, NULL, NULL,
                                G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[SIGNAL_ACTIVATE]);

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

/**
 * ak_board_hole_new:
 * @hole: which hole, 0..11
 *
 * Returns: (transfer floating): a new hole child
 */
GtkWidget *
ak_board_hole_new (int hole)
{
  AkBoardHole *self;

  g_return_val_if_fail (ak_hole_is_valid (hole), NULL);

  self = g_object_new (AK_TYPE_BOARD_HOLE, NULL);
  self->hole = hole;
  return GTK_WIDGET (self);
}

int
ak_board_hole_get_hole (AkBoardHole *self)
{
  g_return_val_if_fail (AK_IS_BOARD_HOLE (self), -1);

  return self->hole;
}

/**
 * ak_board_hole_describe:
 * @self: a hole
 * @shown: the position on screen
 * @state: what the hole can do now
 * @preview: (nullable): what sowing it would do, if it can be sown
 * @value: (nullable): what the badge of the engine's value of the move
 *   says, when there is one
 *
 * Sets the hole's accessible label, “Hole c, 5 seeds, South’s hole,
 * playable”, and its description, what sowing it would do and the
 * engine's value of it.
 */
void
ak_board_hole_describe (AkBoardHole      *self,
                        const AkPosition *shown,
                        AkBoardHoleState  state,
                        const AkTrace    *preview,
                        const char       *value)
{
  g_autofree char *label = NULL;
  g_autofree char *detail = NULL;
  AkSide owner;
  guint n;

  g_return_if_fail (AK_IS_BOARD_HOLE (self));
  g_return_if_fail (shown != NULL);

  owner = ak_position_owner (shown, self->hole);
  n = shown->holes[self->hole];

  if (owner == AK_SOUTH)
    /* Translators: an accessible description of one hole, e.g.
     * "Hole c, 5 seeds, South's hole, playable" */
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "Hole %c, %u seed, South’s hole, %s",
                                          "Hole %c, %u seeds, South’s hole, %s", n),
                             ak_hole_to_char (self->hole), n, describe_state (state));
  else
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "Hole %c, %u seed, North’s hole, %s",
                                          "Hole %c, %u seeds, North’s hole, %s", n),
                             ak_hole_to_char (self->hole), n, describe_state (state));

  if (preview != NULL)
    detail = ak_board_describe_preview (preview);
  if (value != NULL)
    {
      g_autofree char *before = g_steal_pointer (&detail);

      detail = before != NULL ? g_strjoin (" ", before, value, NULL) : g_strdup (value);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, detail != NULL ? detail : "",
                                  -1);
}

/**
 * ak_board_hole_dup_tooltip:
 * @self: a hole
 * @n_seeds: the seeds it holds in the game
 * @state: what it can do now
 * @buyer: between two games, who buys holes
 * @preview: (nullable): what sowing it would do, if it can be sown
 * @refusal: (nullable): why it cannot be sown, as a fragment such as
 *   “hole c holds 1 seed”, when @state is %AK_BOARD_HOLE_NOT_PLAYABLE
 *
 * Returns: (transfer full) (nullable): what the pointer or the keyboard
 *   is told about the hole
 */
char *
ak_board_hole_dup_tooltip (AkBoardHole      *self,
                           guint             n_seeds,
                           AkBoardHoleState  state,
                           AkSide            buyer,
                           const AkTrace    *preview,
                           const char       *refusal)
{
  char letter;

  g_return_val_if_fail (AK_IS_BOARD_HOLE (self), NULL);

  letter = ak_hole_to_char (self->hole);

  switch (state)
    {
    case AK_BOARD_HOLE_BOUGHT:
      return g_strdup_printf (_("Give back hole %c"), letter);
    case AK_BOARD_HOLE_FOR_SALE:
      return g_strdup_printf (_("Buy hole %c"), letter);
    case AK_BOARD_HOLE_NOT_FOR_SALE:
      return g_strdup_printf (_("%s keeps this row"), ak_side_name (buyer));
    case AK_BOARD_HOLE_PLAYABLE:
    case AK_BOARD_HOLE_SUGGESTED:
      {
        g_autofree char *text = NULL;
        g_autofree char *detail = preview != NULL ? ak_board_describe_preview (preview) : NULL;

        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Sow %c (%u seed)",
                                             "Sow %c (%u seeds)", n_seeds),
                                letter, n_seeds);
        if (detail != NULL && *detail != '\0')
          return g_strconcat (text, "\n", detail, NULL);
        return g_steal_pointer (&text);
      }
    case AK_BOARD_HOLE_NOT_PLAYABLE:
    default:
      return refusal != NULL ? capitalise (refusal) : NULL;
    }
}

/**
 * ak_board_describe_preview:
 * @trace: a move not played yet
 *
 * Says what the move would do: “Ends in hole D after 2 relays.
 * Captures 4 seeds.”
 *
 * Returns: (transfer full): the text, empty for a move with no lap
 */
char *
ak_board_describe_preview (const AkTrace *trace)
{
  GString *text = g_string_new (NULL);
  const AkLap *last;
  guint relays;

  g_return_val_if_fail (trace != NULL, NULL);

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

/* "c, d and e": the holes a move captured from, in the order taken. */
static char *
join_capture_holes (const AkTrace *trace)
{
  GString *text = g_string_new (NULL);
  guint n = trace->captures->len;

  for (guint i = 0; i < n; i++)
    {
      const AkCapture *capture = &g_array_index (trace->captures, AkCapture, i);

      if (i > 0)
        /* Translators: between the holes of a list, "c, d and e" */
        g_string_append (text, i + 1 < n ? _(", ") : _(" and "));
      g_string_append_c (text, ak_hole_to_char (capture->hole));
    }
  return g_string_free (text, FALSE);
}

/**
 * ak_board_describe_move:
 * @trace: a move as it is shown
 *
 * Says what happened, for someone who cannot see the board: “North sows
 * D: 3 laps, captures 4 at c.”, or “South passes.”
 *
 * Returns: (transfer full): the sentence
 */
char *
ak_board_describe_move (const AkTrace *trace)
{
  g_autofree char *laps = NULL;
  guint n_laps;

  g_return_val_if_fail (trace != NULL, NULL);

  if (trace->move == AK_MOVE_PASS || trace->laps->len == 0)
    /* Translators: said when a player has no move; %s is South or North */
    return g_strdup_printf (_("%s passes."), ak_side_name (trace->mover));

  n_laps = trace->laps->len;
  /* Translators: part of "North sows D: 3 laps, captures 4 at c." */
  laps = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u lap", "%u laps", n_laps), n_laps);
  if (trace->captured == 0)
    /* Translators: said as a move is shown: %1$s is South or North, %2$c
     * the hole sown, %3$s "3 laps" */
    return g_strdup_printf (_("%1$s sows %2$c: %3$s."), ak_side_name (trace->mover),
                            ak_hole_to_char (trace->move), laps);
  else
    {
      g_autofree char *holes = join_capture_holes (trace);
      g_autofree char *captures = NULL;

      /* Translators: part of "North sows D: 3 laps, captures 4 at c.";
       * %2$s is one hole or a list, "c and d" */
      captures = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "captures %1$u seed at %2$s",
                                               "captures %1$u seeds at %2$s", trace->captured),
                                  trace->captured, holes);
      /* Translators: said as a move is shown: %1$s is South or North, %2$c
       * the hole sown, %3$s "3 laps", %4$s "captures 4 seeds at c" */
      return g_strdup_printf (_("%1$s sows %2$c: %3$s, %4$s."), ak_side_name (trace->mover),
                              ak_hole_to_char (trace->move), laps, captures);
    }
}

/**
 * ak_board_describe_end:
 * @totals: the seeds each side ends the game with, by #AkSide
 *
 * Returns: (transfer full): “The game is over. South wins, 26 seeds to
 *   22.”, or the draw
 */
char *
ak_board_describe_end (const guint totals[2])
{
  AkSide winner;

  if (totals[AK_SOUTH] == totals[AK_NORTH])
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "The game is over. A draw, %u seed each.",
                                         "The game is over. A draw, %u seeds each.",
                                         totals[AK_SOUTH]),
                            totals[AK_SOUTH]);
  winner = totals[AK_SOUTH] > totals[AK_NORTH] ? AK_SOUTH : AK_NORTH;
  /* Translators: %1$s is South or North, then the winner's seeds and the
   * loser's */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "The game is over. %1$s wins, %2$u seed to %3$u.",
                                       "The game is over. %1$s wins, %2$u seeds to %3$u.",
                                       totals[winner]),
                          ak_side_name (winner), totals[winner], totals[AK_SIDE_OTHER (winner)]);
}

/* The stores */

struct _AkBoardStore
{
  GtkWidget parent_instance;

  AkSide    side;
};

G_DEFINE_FINAL_TYPE (AkBoardStore, ak_board_store, GTK_TYPE_WIDGET)

static void
ak_board_store_class_init (AkBoardStoreClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_css_name (widget_class, "store");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ak_board_store_init (AkBoardStore *self)
{
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

/**
 * ak_board_store_new:
 * @side: whose store
 *
 * Returns: (transfer floating): a new store child
 */
GtkWidget *
ak_board_store_new (AkSide side)
{
  AkBoardStore *self;

  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, NULL);

  self = g_object_new (AK_TYPE_BOARD_STORE, NULL);
  self->side = side;
  ak_board_store_describe (self, 0);
  return GTK_WIDGET (self);
}

/**
 * ak_board_store_describe:
 * @self: a store
 * @n_seeds: the seeds it shows
 *
 * Sets the store's accessible label, “South’s store, 23 seeds”.
 */
void
ak_board_store_describe (AkBoardStore *self,
                         guint         n_seeds)
{
  g_autofree char *label = NULL;

  g_return_if_fail (AK_IS_BOARD_STORE (self));

  if (self->side == AK_SOUTH)
    /* Translators: an accessible description of a store, the seeds captured */
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "South’s store, %u seed",
                                          "South’s store, %u seeds", n_seeds), n_seeds);
  else
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "North’s store, %u seed",
                                          "North’s store, %u seeds", n_seeds), n_seeds);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}
