/* ak-match-page.c — the side panel's Match page: standing and ledger
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page shows the standing of the match above its ledger (DESIGN.md
 * §5).  A side panel is narrow, so the ledger is not a wide table but a
 * list of cards, one per game: a header with the game's number, who
 * started and the result, then a small table with a column per player
 * (captured, taken from the board, total, and the holes and bank each
 * has in the next game), then the holes bought at the rebuild, and each
 * player's marked moves once the game has any (a review's, or a
 * person's: ?! ? ??).  Lines
 * that do not apply yet (a game in progress, a game not rebuilt from)
 * are hidden rather than shown empty.
 *
 * A match may run to thousands of games, so the ledger is a view on the
 * match's ledger model, a grid view of one column: cards are made only for
 * the games in sight (and some 30 more), and reused as the list scrolls.  Everything follows the match live:
 * the standing on its notifications, each card shown on its ledger
 * entry's, and the list on the ledger's items-changed.
 */

#define G_LOG_DOMAIN "ak-match-page"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-match-page.h"
#include "ak-match-page-private.h"

/* The lines of a card's table, each with a value per player. */
typedef enum
{
  LINE_CAPTURED,
  LINE_TAKEN,
  LINE_TOTAL,
  LINE_HOLES,
  LINE_BANK,
  N_LINES
} Line;

/* The labels of a card; a line's South value is FIELD_VALUES + 2 * line,
 * its North value the one after. */
typedef enum
{
  FIELD_TITLE,
  FIELD_STARTER,
  FIELD_RESULT,
  FIELD_VERDICT,
  FIELD_PURCHASES,
  FIELD_MARKS,
  FIELD_SOUTH_NAME,
  FIELD_NORTH_NAME,
  FIELD_VALUES,
  N_FIELDS = FIELD_VALUES + 2 * N_LINES
} Field;

/* For tests: the names of the fields, in order. */
static const char * const field_names[N_FIELDS] = {
  "title", "starter", "result", "verdict", "purchases", "marks", "south-name", "north-name",
  "captured-south", "captured-north", "taken-south", "taken-north",
  "total-south", "total-north", "holes-south", "holes-north",
  "bank-south", "bank-north",
};

/* One card of the ledger, kept on the list item that shows it; bound to
 * one entry at a time while the item shows a game. */
typedef struct
{
  AkMatchPage   *page;      /* unowned: the page outlives its cards */
  GtkListItem   *item;      /* unowned, or NULL for a card made for a test */
  GtkWidget     *box;       /* owned by the item, or by the card if no item */
  AkLedgerEntry *entry;     /* owned while bound */
  guint          position;  /* the game's index in the match, while bound */
  GtkLabel      *labels[N_FIELDS];
  GtkWidget     *captions[N_LINES];
} Card;

#define CARD_KEY "ak-match-page-card"

struct _AkMatchPage
{
  GtkWidget   parent_instance;

  /* Template widgets */
  GtkStack   *stack;
  GtkLabel   *name_label;
  GtkLabel   *standing_label;
  GtkLabel   *record_label;
  GtkLabel   *outcome_label;
  GtkRevealer *header_revealer;
  GtkScrolledWindow *scrolled_window;
  GtkGridView *ledger_view;

  AkMatch    *match;
  AkGame     *named_game;   /* the game the players' names come from */
  GSignalGroup *match_signals;
  GSignalGroup *ledger_signals;
  GSignalGroup *named_game_signals;
  char       *full_names[2];  /* the names short_names[] were cut from */
  char       *short_names[2];
  GPtrArray  *bound;        /* Card: the cards that show a game now */
};

G_DEFINE_FINAL_TYPE (AkMatchPage, ak_match_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

enum {
  GAME_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* A player's name: as the current game names them, else South or North. */
static const char *
player_name (AkMatchPage *self,
             AkSide       side)
{
  const char *name = NULL;

  if (self->named_game != NULL)
    name = side == AK_SOUTH ? ak_game_get_south_name (self->named_game)
                            : ak_game_get_north_name (self->named_game);
  if (name == NULL || *name == '\0')
    name = side == AK_SOUTH ? _("South") : _("North");
  return name;
}

/* The most characters of a name that a sentence of the page quotes: a
 * name may be very long, and a card must stay a card.  The name columns
 * show the whole name, ellipsized, with its tooltip. */
#define SHORT_NAME_CHARS 20

/* A player's name as the page's sentences quote it: cut short, with an
 * ellipsis, if it is long. */
static const char *
short_name (AkMatchPage *self,
            AkSide       side)
{
  const char *name = player_name (self, side);

  if (g_strcmp0 (self->full_names[side], name) != 0)
    {
      g_free (self->full_names[side]);
      g_free (self->short_names[side]);
      self->full_names[side] = g_strdup (name);
      if (g_utf8_strlen (name, -1) > SHORT_NAME_CHARS)
        {
          g_autofree char *start = g_utf8_substring (name, 0, SHORT_NAME_CHARS - 1);

          self->short_names[side] = g_strconcat (g_strchomp (start), "…", NULL);
        }
      else
        self->short_names[side] = g_strdup (name);
    }
  return self->short_names[side];
}

static void
set_label_uint (GtkLabel *label,
                guint     value)
{
  char text[16];

  g_snprintf (text, sizeof text, "%u", value);
  gtk_label_set_label (label, text);
}

/* The holes bought at the rebuild after game @index, with the buyer's
 * name: read from the next game's start, whose holes a player owns in the
 * other player's row; the ledger's own text (with South or North) until
 * the next game is in the match.  %NULL if nobody bought a hole. */
static char *
describe_purchases (AkMatchPage   *self,
                    guint          index,
                    AkLedgerEntry *entry)
{
  g_autoptr(GString) holes = NULL;
  const AkPosition *next;
  int buyer = AK_SIDE_NONE;
  guint n_holes = 0;

  if (self->match == NULL || index + 1 >= ak_match_get_n_games (self->match))
    return g_strdup (ak_ledger_entry_get_purchases (entry));

  next = ak_game_get_start (ak_match_get_game (self->match, index + 1));
  holes = g_string_new (NULL);
  for (int hole = 0; hole < AK_N_HOLES; hole++)
    if (ak_position_owner (next, hole) != ak_hole_row (hole))
      {
        if (n_holes++ > 0)
          /* Translators: between the holes in “Ana bought holes A, D” */
          g_string_append (holes, C_("list of holes", ", "));
        g_string_append_c (holes, ak_hole_to_char (hole));
        buyer = ak_position_owner (next, hole);
      }

  if (buyer == AK_SIDE_NONE)
    return NULL;

  /* Translators: the first %s is a player's name, the second the holes
   * bought in the other player's row, like “A, D” */
  return g_strdup_printf (ngettext ("%s bought hole %s", "%s bought holes %s", n_holes),
                          short_name (self, (AkSide) buyer), holes->str);
}

/* "Ana ?! 2 ? 1 ?? 0 · Kofi ?! 0 ? 1 ?? 0": each player's marked moves,
 * compact; the tooltip, which a screen reader reads too, says it in
 * words. */
static void
update_marks (AkMatchPage   *self,
              Card          *card,
              AkLedgerEntry *entry)
{
  GtkWidget *label = GTK_WIDGET (card->labels[FIELD_MARKS]);
  g_autofree char *text = NULL;
  g_autofree char *tooltip = NULL;
  char *players[2];
  char *words[2];

  if (!ak_ledger_entry_get_has_marks (entry))
    {
      gtk_label_set_label (card->labels[FIELD_MARKS], "");
      gtk_widget_set_visible (label, FALSE);
      return;
    }

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      guint inaccuracies = ak_ledger_entry_get_marks (entry, side, AK_REVIEW_MARK_INACCURACY);
      guint mistakes = ak_ledger_entry_get_marks (entry, side, AK_REVIEW_MARK_MISTAKE);
      guint blunders = ak_ledger_entry_get_marks (entry, side, AK_REVIEW_MARK_BLUNDER);
      g_autofree char *n_inaccuracies = NULL;
      g_autofree char *n_mistakes = NULL;
      g_autofree char *n_blunders = NULL;

      /* Translators: a player's marked moves in a game of the match
       * ledger: the name, then the counts of ?! (inaccuracies), ?
       * (mistakes) and ?? (blunders) */
      players[side] = g_strdup_printf (_("%s ?! %u ? %u ?? %u"), short_name (self, side),
                                       inaccuracies, mistakes, blunders);
      n_inaccuracies = g_strdup_printf (ngettext ("%u inaccuracy", "%u inaccuracies",
                                                  inaccuracies), inaccuracies);
      n_mistakes = g_strdup_printf (ngettext ("%u mistake", "%u mistakes", mistakes), mistakes);
      n_blunders = g_strdup_printf (ngettext ("%u blunder", "%u blunders", blunders), blunders);
      /* Translators: a player's name, then the counts of each mark,
       * like “Ana: 2 inaccuracies, 1 mistake, 0 blunders” */
      words[side] = g_strdup_printf (_("%s: %s, %s, %s"), player_name (self, side),
                                     n_inaccuracies, n_mistakes, n_blunders);
    }
  /* Translators: between the two players' marks in the match ledger */
  text = g_strdup_printf (C_("ledger marks", "%s · %s"), players[AK_SOUTH], players[AK_NORTH]);
  /* Translators: the tooltip of the marks in the match ledger; the %s are
   * each player's counts in words */
  tooltip = g_strdup_printf (_("Marked moves. %s. %s."), words[AK_SOUTH], words[AK_NORTH]);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      g_free (players[side]);
      g_free (words[side]);
    }

  gtk_label_set_label (card->labels[FIELD_MARKS], text);
  gtk_widget_set_tooltip_text (label, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip,
                                  -1);
  gtk_widget_set_visible (label, TRUE);
}

static void
card_update (Card *card)
{
  AkMatchPage *self = card->page;
  AkLedgerEntry *entry = card->entry;
  gboolean finished = ak_ledger_entry_get_is_finished (entry);
  gboolean rebuilt = ak_ledger_entry_get_holes (entry, AK_SOUTH) +
                     ak_ledger_entry_get_holes (entry, AK_NORTH) > 0;
  g_autofree char *title = NULL;
  g_autofree char *starter = NULL;
  g_autofree char *purchases = NULL;

  /* Translators: the title of a game's card in the match ledger */
  title = g_strdup_printf (_("Game %u"), ak_ledger_entry_get_game_number (entry));
  gtk_label_set_label (card->labels[FIELD_TITLE], title);

  /* Translators: %s is a player's name: who moved first in a game */
  starter = g_strdup_printf (_("%s started"),
                             short_name (self, ak_ledger_entry_get_starter (entry)));
  gtk_label_set_label (card->labels[FIELD_STARTER], starter);

  /* The columns are narrow: a long name is ellipsized, and whole in its
   * tooltip. */
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      gtk_label_set_label (card->labels[FIELD_SOUTH_NAME + side], player_name (self, side));
      gtk_widget_set_tooltip_text (GTK_WIDGET (card->labels[FIELD_SOUTH_NAME + side]),
                                   player_name (self, side));
    }

  if (finished)
    {
      guint south = ak_ledger_entry_get_total (entry, AK_SOUTH);
      guint north = ak_ledger_entry_get_total (entry, AK_NORTH);
      gboolean agreed = ak_ledger_entry_get_termination (entry) == AK_TERMINATION_AGREEMENT;
      g_autofree char *result = NULL;
      g_autofree char *verdict = NULL;

      /* Translators: a game's result, South's seeds then North's */
      result = g_strdup_printf (_("%u–%u"), south, north);
      if (south == north)
        verdict = g_strdup (agreed ? _("Drawn by agreement") : _("Drawn"));
      else
        {
          const char *winner = short_name (self, south > north ? AK_SOUTH : AK_NORTH);

          verdict = agreed
            /* Translators: %s is the name of the player who won a game */
            ? g_strdup_printf (_("%s won by agreement"), winner)
            /* Translators: %s is the name of the player who won a game */
            : g_strdup_printf (_("%s won"), winner);
        }
      gtk_label_set_label (card->labels[FIELD_RESULT], result);
      gtk_label_set_label (card->labels[FIELD_VERDICT], verdict);
      gtk_widget_remove_css_class (GTK_WIDGET (card->labels[FIELD_RESULT]), "dim-label");
      gtk_widget_add_css_class (GTK_WIDGET (card->labels[FIELD_RESULT]), "match-result");
    }
  else
    {
      /* Translators: in the match ledger, the game being played */
      gtk_label_set_label (card->labels[FIELD_RESULT], _("in progress"));
      gtk_label_set_label (card->labels[FIELD_VERDICT], "");
      gtk_widget_remove_css_class (GTK_WIDGET (card->labels[FIELD_RESULT]), "match-result");
      gtk_widget_add_css_class (GTK_WIDGET (card->labels[FIELD_RESULT]), "dim-label");
    }
  gtk_widget_set_visible (GTK_WIDGET (card->labels[FIELD_VERDICT]), finished);

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      set_label_uint (card->labels[FIELD_VALUES + 2 * LINE_CAPTURED + side],
                      ak_ledger_entry_get_captured (entry, side));
      set_label_uint (card->labels[FIELD_VALUES + 2 * LINE_TAKEN + side],
                      ak_ledger_entry_get_taken (entry, side));
      set_label_uint (card->labels[FIELD_VALUES + 2 * LINE_TOTAL + side],
                      ak_ledger_entry_get_total (entry, side));
      set_label_uint (card->labels[FIELD_VALUES + 2 * LINE_HOLES + side],
                      ak_ledger_entry_get_holes (entry, side));
      set_label_uint (card->labels[FIELD_VALUES + 2 * LINE_BANK + side],
                      ak_ledger_entry_get_bank (entry, side));
    }

  for (Line line = LINE_CAPTURED; line < N_LINES; line++)
    {
      gboolean visible = line == LINE_CAPTURED ||
                         ((line == LINE_TAKEN || line == LINE_TOTAL) && finished) ||
                         ((line == LINE_HOLES || line == LINE_BANK) && rebuilt);

      gtk_widget_set_visible (card->captions[line], visible);
      gtk_widget_set_visible (GTK_WIDGET (card->labels[FIELD_VALUES + 2 * line]), visible);
      gtk_widget_set_visible (GTK_WIDGET (card->labels[FIELD_VALUES + 2 * line + 1]), visible);
    }

  purchases = describe_purchases (self, card->position, entry);
  gtk_label_set_label (card->labels[FIELD_PURCHASES], purchases != NULL ? purchases : "");
  gtk_widget_set_visible (GTK_WIDGET (card->labels[FIELD_PURCHASES]), purchases != NULL);

  update_marks (self, card, entry);

  /* What a screen reader says of the card as a whole. */
  if (card->item != NULL)
    {
      g_autofree char *label = NULL;

      if (finished)
        /* Translators: how a screen reader names a game of the match
         * ledger: its title, then who won, then the result, like “Game
         * 3, Ana won, 30–18” */
        label = g_strdup_printf (C_("ledger card", "%s, %s, %s"), title,
                                 gtk_label_get_label (card->labels[FIELD_VERDICT]),
                                 gtk_label_get_label (card->labels[FIELD_RESULT]));
      else
        /* Translators: how a screen reader names the game being played in
         * the match ledger: its title, then “in progress” */
        label = g_strdup_printf (C_("ledger card", "%s, %s"), title,
                                 gtk_label_get_label (card->labels[FIELD_RESULT]));
      gtk_list_item_set_accessible_label (card->item, label);
    }
}

/* The first and the last card of the ledger round its corners. */
static void
card_update_ends (Card *card)
{
  guint n_games = card->page->match != NULL ? ak_match_get_n_games (card->page->match) : 0;
  GtkWidget *row = card->item != NULL ? gtk_widget_get_parent (card->box) : NULL;

  if (row == NULL)
    return;
  if (card->entry != NULL && card->position == 0)
    gtk_widget_add_css_class (row, "match-first");
  else
    gtk_widget_remove_css_class (row, "match-first");
  if (card->entry != NULL && card->position + 1 == n_games)
    gtk_widget_add_css_class (row, "match-last");
  else
    gtk_widget_remove_css_class (row, "match-last");
}

static void
entry_notify_cb (AkLedgerEntry *entry,
                 GParamSpec    *pspec,
                 Card          *card)
{
  card_update (card);
}

static GtkLabel *
card_label (const char *css_class,
            float       xalign)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return GTK_LABEL (label);
}

/* Makes a card's widgets, bound to no game yet. */
static Card *
card_new (AkMatchPage *page)
{
  static const char * const captions[N_LINES] = {
    /* Translators: in a game of the match ledger, the seeds each player
     * captured during the game */
    N_("Captured"),
    /* Translators: in a game of the match ledger, the seeds each player
     * took from their own holes when the game ended */
    N_("Taken from the board"),
    /* Translators: in a game of the match ledger, the seeds each player
     * ended the game with */
    N_("Total"),
    /* Translators: in a game of the match ledger, the holes each player
     * owns in the game after it */
    N_("Holes next game"),
    /* Translators: in a game of the match ledger, the seeds each player
     * keeps out of play in the game after it */
    N_("Bank next game"),
  };
  Card *card = g_new0 (Card, 1);
  GtkWidget *box, *header, *titles, *outcome, *grid;

  card->page = page;
  box = card->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_add_css_class (box, "match-game");

  /* Game 3, who started; the result and who won */
  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_append (GTK_BOX (box), header);

  titles = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_hexpand (titles, TRUE);
  gtk_box_append (GTK_BOX (header), titles);
  card->labels[FIELD_TITLE] = card_label ("heading", 0);
  gtk_box_append (GTK_BOX (titles), GTK_WIDGET (card->labels[FIELD_TITLE]));
  card->labels[FIELD_STARTER] = card_label ("caption", 0);
  gtk_widget_add_css_class (GTK_WIDGET (card->labels[FIELD_STARTER]), "dim-label");
  gtk_label_set_ellipsize (card->labels[FIELD_STARTER], PANGO_ELLIPSIZE_END);
  gtk_label_set_single_line_mode (card->labels[FIELD_STARTER], TRUE);
  gtk_box_append (GTK_BOX (titles), GTK_WIDGET (card->labels[FIELD_STARTER]));

  outcome = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_valign (outcome, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (header), outcome);
  card->labels[FIELD_RESULT] = card_label (NULL, 1);
  gtk_box_append (GTK_BOX (outcome), GTK_WIDGET (card->labels[FIELD_RESULT]));
  /* “Ana won”: a name may be very long, so the line is cut short. */
  card->labels[FIELD_VERDICT] = card_label ("caption", 1);
  gtk_label_set_ellipsize (card->labels[FIELD_VERDICT], PANGO_ELLIPSIZE_END);
  gtk_label_set_single_line_mode (card->labels[FIELD_VERDICT], TRUE);
  gtk_label_set_max_width_chars (card->labels[FIELD_VERDICT], 32);
  gtk_box_append (GTK_BOX (outcome), GTK_WIDGET (card->labels[FIELD_VERDICT]));

  /* The table: a column per player */
  grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_widget_add_css_class (grid, "match-game-table");
  gtk_box_append (GTK_BOX (box), grid);

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      GtkLabel *name = card_label ("caption-heading", 1);

      gtk_label_set_ellipsize (name, PANGO_ELLIPSIZE_END);
      gtk_label_set_single_line_mode (name, TRUE);
      gtk_label_set_width_chars (name, 6);
      gtk_label_set_max_width_chars (name, 10);
      gtk_widget_add_css_class (GTK_WIDGET (name), side == AK_SOUTH ? "south" : "north");
      gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (name), 1 + side, 0, 1, 1);
      card->labels[FIELD_SOUTH_NAME + side] = name;
    }

  for (Line line = LINE_CAPTURED; line < N_LINES; line++)
    {
      GtkLabel *caption = card_label ("dim-label", 0);

      gtk_label_set_label (caption, _(captions[line]));
      gtk_label_set_wrap (caption, TRUE);
      gtk_widget_set_hexpand (GTK_WIDGET (caption), TRUE);
      gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (caption), 0, 1 + line, 1, 1);
      card->captions[line] = GTK_WIDGET (caption);
      /* The lines about the next game stand a little apart. */
      if (line == LINE_HOLES)
        gtk_widget_add_css_class (GTK_WIDGET (caption), "match-next");

      for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
        {
          GtkLabel *value = card_label ("numeric", 1);

          if (line == LINE_TOTAL)
            gtk_widget_add_css_class (GTK_WIDGET (value), "match-total");
          else if (line == LINE_HOLES)
            gtk_widget_add_css_class (GTK_WIDGET (value), "match-next");
          gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (value), 1 + side, 1 + line, 1, 1);
          card->labels[FIELD_VALUES + 2 * line + side] = value;
        }
    }

  card->labels[FIELD_PURCHASES] = card_label ("match-purchases", 0);
  gtk_label_set_ellipsize (card->labels[FIELD_PURCHASES], PANGO_ELLIPSIZE_END);
  gtk_label_set_single_line_mode (card->labels[FIELD_PURCHASES], TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (card->labels[FIELD_PURCHASES]));

  card->labels[FIELD_MARKS] = card_label ("match-marks", 0);
  gtk_widget_add_css_class (GTK_WIDGET (card->labels[FIELD_MARKS]), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (card->labels[FIELD_MARKS]), "numeric");
  gtk_label_set_wrap (card->labels[FIELD_MARKS], TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (card->labels[FIELD_MARKS]));

  return card;
}

/* Shows the game at @position, @entry its ledger row. */
static void
card_bind (Card          *card,
           AkLedgerEntry *entry,
           guint          position)
{
  g_assert (card->entry == NULL);

  card->entry = g_object_ref (entry);
  card->position = position;
  g_signal_connect (entry, "notify", G_CALLBACK (entry_notify_cb), card);
  card_update (card);
  card_update_ends (card);
}

static void
card_unbind (Card *card)
{
  if (card->entry == NULL)
    return;
  g_signal_handlers_disconnect_by_data (card->entry, card);
  g_clear_object (&card->entry);
}

/* Frees a card whose widgets belong to its list item. */
static void
card_free (Card *card)
{
  card_unbind (card);
  g_free (card);
}

static void
setup_cb (AkMatchPage              *self,
          GtkListItem              *item,
          GtkSignalListItemFactory *factory)
{
  Card *card = card_new (self);

  card->item = item;
  gtk_list_item_set_child (item, card->box);
  gtk_list_item_set_activatable (item, TRUE);
  g_object_set_data_full (G_OBJECT (item), CARD_KEY, card, (GDestroyNotify) card_free);
}

static void
bind_cb (AkMatchPage              *self,
         GtkListItem              *item,
         GtkSignalListItemFactory *factory)
{
  Card *card = g_object_get_data (G_OBJECT (item), CARD_KEY);

  card_bind (card, AK_LEDGER_ENTRY (gtk_list_item_get_item (item)),
             gtk_list_item_get_position (item));
  g_ptr_array_add (self->bound, card);
}

static void
unbind_cb (AkMatchPage              *self,
           GtkListItem              *item,
           GtkSignalListItemFactory *factory)
{
  Card *card = g_object_get_data (G_OBJECT (item), CARD_KEY);

  if (self->bound != NULL)
    g_ptr_array_remove_fast (self->bound, card);
  card_unbind (card);
}

/* Brings the cards in sight up to date: the others are brought up to
 * date when they come into sight. */
static void
update_cards (AkMatchPage *self)
{
  for (guint i = 0; i < self->bound->len; i++)
    {
      Card *card = g_ptr_array_index (self->bound, i);

      if (card->item != NULL)
        card->position = gtk_list_item_get_position (card->item);
      card_update (card);
      card_update_ends (card);
    }
}

static void
update_standing (AkMatchPage *self)
{
  g_autofree char *standing = NULL;
  g_autofree char *wins = NULL;
  g_autofree char *record = NULL;
  g_autofree char *outcome = NULL;
  const char *south, *north;
  guint draws;

  if (self->match == NULL)
    return;

  south = short_name (self, AK_SOUTH);
  north = short_name (self, AK_NORTH);

  gtk_label_set_label (self->name_label, ak_match_get_name (self->match));

  /* What decides the match, at every stage: the model says it. */
  standing = ak_match_dup_standing_text (self->match, south, north);
  gtk_label_set_label (self->standing_label, standing);

  /* Translators: the games each player won in a match, like “Games won:
   * Ana 2, Kofi 1” */
  wins = g_strdup_printf (_("Games won: %s %u, %s %u"),
                          south, ak_match_get_wins (self->match, AK_SOUTH),
                          north, ak_match_get_wins (self->match, AK_NORTH));
  draws = ak_match_get_draws (self->match);
  if (draws > 0)
    {
      g_autofree char *drawn = g_strdup_printf (ngettext ("%u draw", "%u draws", draws), draws);

      /* Translators: the games won, then the draws, like “Games won: Ana
       * 2, Kofi 1 · 1 draw” */
      record = g_strdup_printf (C_("match record", "%s · %s"), wins, drawn);
    }
  else
    record = g_steal_pointer (&wins);
  gtk_label_set_label (self->record_label, record);

  outcome = ak_match_dup_outcome_text (self->match, south, north);
  if (ak_match_get_is_over (self->match))
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->outcome_label), "dim-label");
      gtk_widget_add_css_class (GTK_WIDGET (self->outcome_label), "match-over");
    }
  else
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->outcome_label), "dim-label");
      gtk_widget_remove_css_class (GTK_WIDGET (self->outcome_label), "match-over");
    }
  gtk_label_set_label (self->outcome_label, outcome);
}

static void
update_all (AkMatchPage *self)
{
  update_standing (self);
  update_cards (self);
}

static void
named_game_notify_cb (AkMatchPage *self,
                      GParamSpec  *pspec,
                      AkGame      *game)
{
  update_all (self);
}

/* Follows the names of the players in the current game. */
static void
set_named_game (AkMatchPage *self,
                AkGame      *game)
{
  if (self->named_game == game)
    return;

  g_set_object (&self->named_game, game);
  g_signal_group_set_target (self->named_game_signals, game);
}

static void
match_notify_cb (AkMatchPage *self,
                 GParamSpec  *pspec,
                 AkMatch     *match)
{
  if (g_strcmp0 (pspec->name, "current-game") == 0)
    {
      set_named_game (self, ak_match_get_current_game (match));
      update_cards (self);
    }
  update_standing (self);
}

/* Runs after the view has taken the change in: the card before a
 * new one can now name its buyer from the new game's start. */
static void
ledger_items_changed_cb (AkMatchPage *self,
                         guint        position,
                         guint        removed,
                         guint        added,
                         GListModel  *ledger)
{
  update_all (self);
}

static void
item_activated_cb (AkMatchPage *self,
                   guint        position,
                   GtkGridView *ledger_view)
{
  g_signal_emit (self, signals[GAME_ACTIVATED], 0, position);
}

/* Below this height, the page hides the standing while the ledger is
 * scrolled down: it would leave room for only a card or two. */
#define SHORT_PAGE_HEIGHT 560

static void
ledger_scrolled_cb (AkMatchPage   *self,
                    GtkAdjustment *adjustment)
{
  gboolean reveal = gtk_adjustment_get_value (adjustment) <= 0 ||
                    gtk_widget_get_height (GTK_WIDGET (self)) >= SHORT_PAGE_HEIGHT;

  if (gtk_revealer_get_reveal_child (self->header_revealer) != reveal)
    gtk_revealer_set_reveal_child (self->header_revealer, reveal);
}

static void
ak_match_page_dispose (GObject *object)
{
  AkMatchPage *self = AK_MATCH_PAGE (object);

  ak_match_page_set_match (self, NULL);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->ledger_signals);
  g_clear_object (&self->named_game_signals);

  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_MATCH_PAGE);
  g_clear_pointer (&self->bound, g_ptr_array_unref);
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      g_clear_pointer (&self->full_names[side], g_free);
      g_clear_pointer (&self->short_names[side], g_free);
    }

  G_OBJECT_CLASS (ak_match_page_parent_class)->dispose (object);
}

static void
ak_match_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  AkMatchPage *self = AK_MATCH_PAGE (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_match_page_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  AkMatchPage *self = AK_MATCH_PAGE (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      ak_match_page_set_match (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_match_page_class_init (AkMatchPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_match_page_dispose;
  object_class->get_property = ak_match_page_get_property;
  object_class->set_property = ak_match_page_set_property;

  /**
   * AkMatchPage:match:
   *
   * The match the page shows, or %NULL for a single game.
   */
  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, AK_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkMatchPage::game-activated:
   * @self: the page
   * @game_index: the game's index in the match, from 0
   *
   * The user chose a game of the ledger, to see its record.
   */
  signals[GAME_ACTIVATED] =
    g_signal_new ("game-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ak-match-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AkMatchPage, stack);
  gtk_widget_class_bind_template_child (widget_class, AkMatchPage, name_label);
  gtk_widget_class_bind_template_child (widget_class, AkMatchPage, standing_label);
  gtk_widget_class_bind_template_child (widget_class, AkMatchPage, record_label);
  gtk_widget_class_bind_template_child (widget_class, AkMatchPage, outcome_label);
  gtk_widget_class_bind_template_child (widget_class, AkMatchPage, header_revealer);
  gtk_widget_class_bind_template_child (widget_class, AkMatchPage, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, AkMatchPage, ledger_view);
  gtk_widget_class_bind_template_callback (widget_class, item_activated_cb);
}

static void
ak_match_page_init (AkMatchPage *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  /* What the page follows: the match, its ledger, and the game the
   * players' names come from. */
  self->match_signals = g_signal_group_new (AK_TYPE_MATCH);
  g_signal_group_connect_object (self->match_signals, "notify",
                                 G_CALLBACK (match_notify_cb), self, G_CONNECT_SWAPPED);
  self->ledger_signals = g_signal_group_new (G_TYPE_LIST_MODEL);
  g_signal_group_connect_object (self->ledger_signals, "items-changed",
                                 G_CALLBACK (ledger_items_changed_cb), self, G_CONNECT_SWAPPED);
  self->named_game_signals = g_signal_group_new (AK_TYPE_GAME);
  g_signal_group_connect_object (self->named_game_signals, "notify::south-name",
                                 G_CALLBACK (named_game_notify_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->named_game_signals, "notify::north-name",
                                 G_CALLBACK (named_game_notify_cb), self, G_CONNECT_SWAPPED);

  self->bound = g_ptr_array_new ();
  g_signal_connect_swapped (factory, "setup", G_CALLBACK (setup_cb), self);
  g_signal_connect_swapped (factory, "bind", G_CALLBACK (bind_cb), self);
  g_signal_connect_swapped (factory, "unbind", G_CALLBACK (unbind_cb), self);
  gtk_grid_view_set_factory (self->ledger_view, factory);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scrolled_window),
                           "value-changed", G_CALLBACK (ledger_scrolled_cb), self,
                           G_CONNECT_SWAPPED);

  gtk_stack_set_visible_child_name (self->stack, "empty");
}

GtkWidget *
ak_match_page_new (void)
{
  return g_object_new (AK_TYPE_MATCH_PAGE, NULL);
}

/**
 * ak_match_page_get_match:
 * @self: a match page
 *
 * Returns: (transfer none) (nullable): the match the page shows.
 */
AkMatch *
ak_match_page_get_match (AkMatchPage *self)
{
  g_return_val_if_fail (AK_IS_MATCH_PAGE (self), NULL);

  return self->match;
}

/**
 * ak_match_page_set_match:
 * @self: a match page
 * @match: (nullable): the match to show, or %NULL for a single game
 *
 * Shows @match's standing and ledger, and follows them as the match goes
 * on; without a match, the page says there is none.
 */
void
ak_match_page_set_match (AkMatchPage *self,
                         AkMatch     *match)
{
  g_return_if_fail (AK_IS_MATCH_PAGE (self));
  g_return_if_fail (match == NULL || AK_IS_MATCH (match));

  if (self->match == match)
    return;

  g_signal_group_set_target (self->match_signals, NULL);
  g_signal_group_set_target (self->ledger_signals, NULL);
  if (self->match != NULL)
    gtk_grid_view_set_model (self->ledger_view, NULL);
  set_named_game (self, NULL);
  g_set_object (&self->match, match);

  if (match != NULL)
    {
      GListModel *ledger = ak_match_get_ledger (match);
      g_autoptr(GtkNoSelection) selection = gtk_no_selection_new (g_object_ref (ledger));

      set_named_game (self, ak_match_get_current_game (match));
      gtk_grid_view_set_model (self->ledger_view, GTK_SELECTION_MODEL (selection));
      /* After the view's own handler, connected just above. */
      g_signal_group_set_target (self->ledger_signals, ledger);
      g_signal_group_set_target (self->match_signals, match);
      update_all (self);
    }

  gtk_stack_set_visible_child_name (self->stack, match != NULL ? "match" : "empty");

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

/* For tests */

const char *
_ak_match_page_get_standing_text (AkMatchPage *self)
{
  return gtk_label_get_label (self->standing_label);
}

const char *
_ak_match_page_get_record_text (AkMatchPage *self)
{
  return gtk_label_get_label (self->record_label);
}

const char *
_ak_match_page_get_outcome_text (AkMatchPage *self)
{
  return gtk_label_get_label (self->outcome_label);
}

gboolean
_ak_match_page_get_is_empty (AkMatchPage *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "empty") == 0;
}

guint
_ak_match_page_get_n_rows (AkMatchPage *self)
{
  GListModel *model = G_LIST_MODEL (gtk_grid_view_get_model (self->ledger_view));

  return model != NULL ? g_list_model_get_n_items (model) : 0;
}

/* Activates the card of game @index as a click or Enter would. */
void
_ak_match_page_activate_row (AkMatchPage *self,
                             guint        index)
{
  gtk_widget_activate_action (GTK_WIDGET (self->ledger_view), "list.activate-item", "u", index);
}

/* The text of @field in the card of game @index, or %NULL if the field is
 * hidden or there is no such game: read from the card that shows it, or
 * if none is in sight, from a card made and bound to it for the
 * purpose. */
char *
_ak_match_page_dup_row_text (AkMatchPage *self,
                             guint        index,
                             const char  *field)
{
  g_autoptr(AkLedgerEntry) entry = NULL;
  Card *card = NULL;
  Card *own = NULL;
  char *text = NULL;
  guint i;

  if (self->match == NULL ||
      (entry = g_list_model_get_item (ak_match_get_ledger (self->match), index)) == NULL)
    return NULL;

  for (i = 0; i < self->bound->len && card == NULL; i++)
    {
      Card *bound = g_ptr_array_index (self->bound, i);

      if (bound->entry == entry)
        card = bound;
    }
  if (card == NULL)
    {
      card = own = card_new (self);
      g_object_ref_sink (own->box);
      card_bind (own, entry, index);
    }

  for (i = 0; i < N_FIELDS; i++)
    if (g_strcmp0 (field_names[i], field) == 0)
      break;
  if (i == N_FIELDS)
    g_critical ("No field %s in a ledger card", field);
  else if (gtk_widget_get_visible (GTK_WIDGET (card->labels[i])))
    text = g_strdup (gtk_label_get_label (card->labels[i]));

  if (own != NULL)
    {
      g_object_unref (own->box);
      card_free (own);
    }
  return text;
}
