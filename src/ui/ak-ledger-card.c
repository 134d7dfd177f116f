/* ak-ledger-card.c — one game of the Match page's ledger, as a card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A card has a header with the game's number, who started and the
 * result, then a small table with a column per player (captured, taken
 * from the board, total, and the holes and bank each has in the next
 * game), then the holes bought at the rebuild, and each player's marked
 * moves once the game has any (a review's, or a person's: ?! ? ??).
 * A reviewed game shows each player's accuracy in the table, as the
 * performance report counts it (ak-report-dialog.c); a game not reviewed
 * shows no line for it, rather than a zero.
 * Lines that do not apply yet (a game in progress, a game not rebuilt
 * from) are hidden rather than shown empty.
 *
 * The card shows its #AkLedgerEntry: the table's numbers are bound to the
 * entry's properties in the template, and the rest follows its
 * notifications.  The players' names come from the match's current game,
 * and the holes bought from the next game's start, so the card follows
 * the match too: its current game, that game's names, and its ledger.
 */

#define G_LOG_DOMAIN "ak-ledger-card"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-ledger-card.h"
#include "ak-report-dialog.h"
#include "ak-review-report.h"

struct _AkLedgerCard
{
  GtkBox         parent_instance;

  /* Template widgets */
  GtkLabel      *title;
  GtkLabel      *starter;
  GtkLabel      *result;
  GtkLabel      *verdict;
  GtkLabel      *south_name;
  GtkLabel      *north_name;
  GtkWidget     *taken_caption;
  GtkWidget     *taken_south;
  GtkWidget     *taken_north;
  GtkWidget     *total_caption;
  GtkWidget     *total_south;
  GtkWidget     *total_north;
  GtkWidget     *holes_caption;
  GtkWidget     *holes_south;
  GtkWidget     *holes_north;
  GtkWidget     *bank_caption;
  GtkWidget     *bank_south;
  GtkWidget     *bank_north;
  GtkWidget     *accuracy_caption;
  GtkLabel      *accuracy_south;
  GtkLabel      *accuracy_north;
  GtkLabel      *purchases;
  GtkLabel      *marks;

  /* Owned references */
  AkMatch       *match;
  AkLedgerEntry *entry;
  GSignalGroup  *entry_signals;
  GSignalGroup  *match_signals;
  GSignalGroup  *ledger_signals;
  GSignalGroup  *game_signals;     /* the match's current game: the names */
  GSignalGroup  *shown_signals;    /* the card's own game: its review */

  guint          position;         /* the game's index in the match */
  char          *summary;
};

G_DEFINE_FINAL_TYPE (AkLedgerCard, ak_ledger_card, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_MATCH,
  PROP_ENTRY,
  PROP_POSITION,
  PROP_SUMMARY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The most characters of a name that a sentence of the page quotes: a
 * name may be very long, and a card must stay a card.  The name columns
 * show the whole name, ellipsized, with its tooltip. */
#define SHORT_NAME_CHARS 20

/**
 * ak_ledger_card_dup_player_name:
 * @match: (nullable): a match
 * @side: a player
 * @shortened: whether to cut a long name short, with an ellipsis, as the
 *   page's sentences quote it
 *
 * Returns: (transfer full): the player's name on the Match page: as the
 *   match's current game names them, else South or North
 */
char *
ak_ledger_card_dup_player_name (AkMatch  *match,
                                AkSide    side,
                                gboolean  shortened)
{
  AkGame *game = match != NULL ? ak_match_get_current_game (match) : NULL;
  const char *name = NULL;

  if (game != NULL)
    name = side == AK_SOUTH ? ak_game_get_south_name (game) : ak_game_get_north_name (game);
  if (name == NULL || *name == '\0')
    name = side == AK_SOUTH ? _("South") : _("North");

  if (shortened && g_utf8_strlen (name, -1) > SHORT_NAME_CHARS)
    {
      g_autofree char *start = g_utf8_substring (name, 0, SHORT_NAME_CHARS - 1);

      return g_strconcat (g_strchomp (start), "…", NULL);
    }
  return g_strdup (name);
}

/* The holes bought at the rebuild after the game, with the buyer's
 * name: read from the next game's start, whose holes a player owns in the
 * other player's row; the ledger's own text (with South or North) until
 * the next game is in the match.  %NULL if nobody bought a hole. */
static char *
describe_purchases (AkLedgerCard *self)
{
  g_autoptr(GString) holes = NULL;
  g_autofree char *buyer_name = NULL;
  const AkPosition *next;
  int buyer = AK_SIDE_NONE;
  guint n_holes = 0;

  if (self->match == NULL || self->position + 1 >= ak_match_get_n_games (self->match))
    return g_strdup (ak_ledger_entry_get_purchases (self->entry));

  next = ak_game_get_start (ak_match_get_game (self->match, self->position + 1));
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

  buyer_name = ak_ledger_card_dup_player_name (self->match, (AkSide) buyer, TRUE);
  /* Translators: the first %s is a player's name, the second the holes
   * bought in the other player's row, like “A, D” */
  return g_strdup_printf (ngettext ("%s bought hole %s", "%s bought holes %s", n_holes),
                          buyer_name, holes->str);
}

/* "Ana ?! 2 ? 1 ?? 0 · Kofi ?! 0 ? 1 ?? 0": each player's marked moves,
 * compact; the tooltip, which a screen reader reads too, says it in
 * words. */
static void
update_marks (AkLedgerCard *self,
              char * const *names,
              char * const *short_names)
{
  GtkWidget *label = GTK_WIDGET (self->marks);
  g_autofree char *text = NULL;
  g_autofree char *tooltip = NULL;
  char *players[2];
  char *words[2];

  if (!ak_ledger_entry_get_has_marks (self->entry))
    {
      gtk_label_set_label (self->marks, "");
      gtk_widget_set_visible (label, FALSE);
      return;
    }

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      guint inaccuracies = ak_ledger_entry_get_marks (self->entry, side, AK_REVIEW_MARK_INACCURACY);
      guint mistakes = ak_ledger_entry_get_marks (self->entry, side, AK_REVIEW_MARK_MISTAKE);
      guint blunders = ak_ledger_entry_get_marks (self->entry, side, AK_REVIEW_MARK_BLUNDER);
      g_autofree char *n_inaccuracies = NULL;
      g_autofree char *n_mistakes = NULL;
      g_autofree char *n_blunders = NULL;

      /* Translators: a player's marked moves in a game of the match
       * ledger: the name, then the counts of ?! (inaccuracies), ?
       * (mistakes) and ?? (blunders) */
      players[side] = g_strdup_printf (_("%s ?! %u ? %u ?? %u"), short_names[side],
                                       inaccuracies, mistakes, blunders);
      n_inaccuracies = g_strdup_printf (ngettext ("%u inaccuracy", "%u inaccuracies",
                                                  inaccuracies), inaccuracies);
      n_mistakes = g_strdup_printf (ngettext ("%u mistake", "%u mistakes", mistakes), mistakes);
      n_blunders = g_strdup_printf (ngettext ("%u blunder", "%u blunders", blunders), blunders);
      /* Translators: a player's name, then the counts of each mark,
       * like “Ana: 2 inaccuracies, 1 mistake, 0 blunders” */
      words[side] = g_strdup_printf (_("%s: %s, %s, %s"), names[side],
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

  gtk_label_set_label (self->marks, text);
  gtk_widget_set_tooltip_text (label, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip,
                                  -1);
  gtk_widget_set_visible (label, TRUE);
}

/* A line of the table: its caption and each player's value. */
static void
show_line (GtkWidget *caption,
           GtkWidget *south,
           GtkWidget *north,
           gboolean   visible)
{
  gtk_widget_set_visible (caption, visible);
  gtk_widget_set_visible (south, visible);
  gtk_widget_set_visible (north, visible);
}

/* Each player's accuracy in a reviewed game: the card follows its game,
 * which a review, its undo or a file's values may change at any time. */
static void
update_accuracy (AkLedgerCard *self)
{
  AkGame *game = NULL;
  GtkLabel *labels[2] = { self->accuracy_south, self->accuracy_north };
  gboolean shown = FALSE;

  if (self->entry != NULL && self->match != NULL &&
      self->position < ak_match_get_n_games (self->match))
    game = ak_match_get_game (self->match, self->position);
  g_signal_group_set_target (self->shown_signals, game);

  if (game != NULL && ak_report_game_is_reviewed (game))
    {
      g_autoptr(AkReviewReport) report = NULL;
      int thresholds[AK_REVIEW_N_MARKS];

      g_autofree char *seeds = NULL;
      g_autofree char *tooltip = NULL;

      ak_report_get_thresholds (thresholds);
      report = ak_review_report_new (&game, 1, thresholds);
      seeds = g_strdup_printf ("%.2f", thresholds[AK_REVIEW_MARK_INACCURACY] /
                                       (double) AK_SCORE_SEED);
      /* Translators: the tooltip of the accuracy in the match ledger;
       * %s is the least loss of a ?!, in seeds, like “2.00” */
      tooltip = g_strdup_printf (_("The share of each player’s moves with a choice that lost "
                                   "less than %s seeds, less than a ?!"), seeds);
      gtk_widget_set_tooltip_text (self->accuracy_caption, tooltip);
      for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
        {
          g_autofree char *text = NULL;
          double percent;

          if (ak_review_report_get_accuracy (report, side, &percent))
            {
              text = ak_report_format_accuracy (percent);
              shown = TRUE;
            }
          /* A player whose every move was forced has no accuracy. */
          gtk_label_set_label (labels[side], text != NULL ? text : "–");
        }
    }
  show_line (self->accuracy_caption, GTK_WIDGET (self->accuracy_south),
             GTK_WIDGET (self->accuracy_north), shown);
  if (!shown)
    for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
      gtk_label_set_label (labels[side], "");
}

/* The first and the last card of the ledger round its corners: on the
 * row of the list that holds the card. */
static void
update_ends (AkLedgerCard *self)
{
  GtkWidget *row = gtk_widget_get_parent (GTK_WIDGET (self));
  guint n_games = self->match != NULL ? ak_match_get_n_games (self->match) : 0;

  if (row == NULL)
    return;
  if (self->entry != NULL && self->position == 0)
    gtk_widget_add_css_class (row, "match-first");
  else
    gtk_widget_remove_css_class (row, "match-first");
  if (self->entry != NULL && self->position + 1 == n_games)
    gtk_widget_add_css_class (row, "match-last");
  else
    gtk_widget_remove_css_class (row, "match-last");
}

static void
set_summary (AkLedgerCard *self,
             char         *summary)
{
  if (g_strcmp0 (self->summary, summary) == 0)
    {
      g_free (summary);
      return;
    }
  g_free (self->summary);
  self->summary = summary;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUMMARY]);
}

static void
update (AkLedgerCard *self)
{
  AkLedgerEntry *entry = self->entry;
  gboolean finished, rebuilt;
  g_autofree char *title = NULL;
  g_autofree char *starter = NULL;
  g_autofree char *purchases = NULL;
  char *names[2];
  char *short_names[2];

  if (entry == NULL)
    {
      update_accuracy (self);
      update_ends (self);
      return;
    }

  finished = ak_ledger_entry_get_is_finished (entry);
  rebuilt = ak_ledger_entry_get_holes (entry, AK_SOUTH) +
            ak_ledger_entry_get_holes (entry, AK_NORTH) > 0;
  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      names[side] = ak_ledger_card_dup_player_name (self->match, side, FALSE);
      short_names[side] = ak_ledger_card_dup_player_name (self->match, side, TRUE);
    }

  /* Translators: the title of a game's card in the match ledger */
  title = g_strdup_printf (_("Game %u"), ak_ledger_entry_get_game_number (entry));
  gtk_label_set_label (self->title, title);

  /* Translators: %s is a player's name: who moved first in a game */
  starter = g_strdup_printf (_("%s started"), short_names[ak_ledger_entry_get_starter (entry)]);
  gtk_label_set_label (self->starter, starter);

  /* The columns are narrow: a long name is ellipsized, and whole in its
   * tooltip. */
  gtk_label_set_label (self->south_name, names[AK_SOUTH]);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->south_name), names[AK_SOUTH]);
  gtk_label_set_label (self->north_name, names[AK_NORTH]);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->north_name), names[AK_NORTH]);

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
          const char *winner = short_names[south > north ? AK_SOUTH : AK_NORTH];

          verdict = agreed
            /* Translators: %s is the name of the player who won a game */
            ? g_strdup_printf (_("%s won by agreement"), winner)
            /* Translators: %s is the name of the player who won a game */
            : g_strdup_printf (_("%s won"), winner);
        }
      gtk_label_set_label (self->result, result);
      gtk_label_set_label (self->verdict, verdict);
      gtk_widget_remove_css_class (GTK_WIDGET (self->result), "dim-label");
      gtk_widget_add_css_class (GTK_WIDGET (self->result), "match-result");
    }
  else
    {
      /* Translators: in the match ledger, the game being played */
      gtk_label_set_label (self->result, _("in progress"));
      gtk_label_set_label (self->verdict, "");
      gtk_widget_remove_css_class (GTK_WIDGET (self->result), "match-result");
      gtk_widget_add_css_class (GTK_WIDGET (self->result), "dim-label");
    }
  gtk_widget_set_visible (GTK_WIDGET (self->verdict), finished);

  /* What was captured shows from the start; the rest once it is known. */
  show_line (self->taken_caption, self->taken_south, self->taken_north, finished);
  show_line (self->total_caption, self->total_south, self->total_north, finished);
  show_line (self->holes_caption, self->holes_south, self->holes_north, rebuilt);
  show_line (self->bank_caption, self->bank_south, self->bank_north, rebuilt);

  purchases = describe_purchases (self);
  gtk_label_set_label (self->purchases, purchases != NULL ? purchases : "");
  gtk_widget_set_visible (GTK_WIDGET (self->purchases), purchases != NULL);

  update_marks (self, names, short_names);
  update_accuracy (self);

  /* What a screen reader says of the card as a whole. */
  if (finished)
    /* Translators: how a screen reader names a game of the match
     * ledger: its title, then who won, then the result, like “Game
     * 3, Ana won, 30–18” */
    set_summary (self, g_strdup_printf (C_("ledger card", "%s, %s, %s"), title,
                                        gtk_label_get_label (self->verdict),
                                        gtk_label_get_label (self->result)));
  else
    /* Translators: how a screen reader names the game being played in
     * the match ledger: its title, then “in progress” */
    set_summary (self, g_strdup_printf (C_("ledger card", "%s, %s"), title,
                                        gtk_label_get_label (self->result)));

  update_ends (self);

  for (AkSide side = AK_SOUTH; side <= AK_NORTH; side++)
    {
      g_free (names[side]);
      g_free (short_names[side]);
    }
}

/* The match moved on to another game, whose players' names the card
 * quotes. */
static void
follow_current_game (AkLedgerCard *self)
{
  g_signal_group_set_target (self->game_signals,
                             self->match != NULL ? ak_match_get_current_game (self->match) : NULL);
}

static void
current_game_changed_cb (AkLedgerCard *self,
                         GParamSpec   *pspec,
                         AkMatch      *match)
{
  follow_current_game (self);
  update (self);
}

static void
entry_notify_cb (AkLedgerCard  *self,
                 GParamSpec    *pspec,
                 AkLedgerEntry *entry)
{
  update (self);
}

/* A game more: the card before it can name its buyer from the new
 * game's start, and the last card is another. */
static void
ledger_items_changed_cb (AkLedgerCard *self,
                         guint         position,
                         guint         removed,
                         guint         added,
                         GListModel   *ledger)
{
  update (self);
}

static void
shown_game_changed_cb (AkLedgerCard *self,
                       AkGame       *game)
{
  update_accuracy (self);
}

static void
thresholds_changed_cb (AkLedgerCard *self,
                       const char   *key,
                       GSettings    *settings)
{
  update_accuracy (self);
}

static void
names_changed_cb (AkLedgerCard *self,
                  GParamSpec   *pspec,
                  AkGame       *game)
{
  update (self);
}

static void
ak_ledger_card_dispose (GObject *object)
{
  AkLedgerCard *self = AK_LEDGER_CARD (object);

  g_clear_object (&self->entry_signals);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->ledger_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->shown_signals);
  g_clear_object (&self->entry);
  g_clear_object (&self->match);

  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_LEDGER_CARD);

  G_OBJECT_CLASS (ak_ledger_card_parent_class)->dispose (object);
}

static void
ak_ledger_card_finalize (GObject *object)
{
  AkLedgerCard *self = AK_LEDGER_CARD (object);

  g_clear_pointer (&self->summary, g_free);

  G_OBJECT_CLASS (ak_ledger_card_parent_class)->finalize (object);
}

static void
ak_ledger_card_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  AkLedgerCard *self = AK_LEDGER_CARD (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_ENTRY:
      g_value_set_object (value, self->entry);
      break;
    case PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;
    case PROP_SUMMARY:
      g_value_set_string (value, self->summary);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_ledger_card_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  AkLedgerCard *self = AK_LEDGER_CARD (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      ak_ledger_card_set_match (self, g_value_get_object (value));
      break;
    case PROP_ENTRY:
      ak_ledger_card_set_entry (self, g_value_get_object (value));
      break;
    case PROP_POSITION:
      ak_ledger_card_set_position (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_ledger_card_class_init (AkLedgerCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_ledger_card_dispose;
  object_class->finalize = ak_ledger_card_finalize;
  object_class->get_property = ak_ledger_card_get_property;
  object_class->set_property = ak_ledger_card_set_property;

  /**
   * AkLedgerCard:match:
   *
   * The match the game is part of: the players' names, and the next
   * game's start.
   */
  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, AK_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AkLedgerCard:entry:
   *
   * The game's row of the match's ledger, or %NULL while the card shows
   * none.
   */
  properties[PROP_ENTRY] =
    g_param_spec_object ("entry", NULL, NULL, AK_TYPE_LEDGER_ENTRY,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AkLedgerCard:position:
   *
   * The game's index in the match, from 0.
   */
  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AkLedgerCard:summary:
   *
   * The card in a few words, like “Game 3, Ana won, 30–18”: what a
   * screen reader says of it.
   */
  properties[PROP_SUMMARY] =
    g_param_spec_string ("summary", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (AK_TYPE_LEDGER_ENTRY);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ak-ledger-card.ui");
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, title);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, starter);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, result);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, verdict);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, south_name);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, north_name);
  gtk_widget_class_bind_template_child_full (widget_class, "captured_south", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "captured_north", FALSE, 0);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, taken_caption);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, taken_south);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, taken_north);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, total_caption);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, total_south);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, total_north);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, holes_caption);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, holes_south);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, holes_north);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, bank_caption);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, bank_south);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, bank_north);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, accuracy_caption);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, accuracy_south);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, accuracy_north);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, purchases);
  gtk_widget_class_bind_template_child (widget_class, AkLedgerCard, marks);
}

static void
ak_ledger_card_init (AkLedgerCard *self)
{
  GSettings *settings;

  gtk_widget_init_template (GTK_WIDGET (self));

  /* The entry's other properties are bound in the template. */
  self->entry_signals = g_signal_group_new (AK_TYPE_LEDGER_ENTRY);
  g_signal_group_connect_object (self->entry_signals, "notify",
                                 G_CALLBACK (entry_notify_cb), self, G_CONNECT_SWAPPED);
  self->match_signals = g_signal_group_new (AK_TYPE_MATCH);
  g_signal_group_connect_object (self->match_signals, "notify::current-game",
                                 G_CALLBACK (current_game_changed_cb), self, G_CONNECT_SWAPPED);
  self->ledger_signals = g_signal_group_new (G_TYPE_LIST_MODEL);
  g_signal_group_connect_object (self->ledger_signals, "items-changed",
                                 G_CALLBACK (ledger_items_changed_cb), self, G_CONNECT_SWAPPED);
  self->game_signals = g_signal_group_new (AK_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "notify::south-name",
                                 G_CALLBACK (names_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::north-name",
                                 G_CALLBACK (names_changed_cb), self, G_CONNECT_SWAPPED);
  self->shown_signals = g_signal_group_new (AK_TYPE_GAME);
  g_signal_group_connect_object (self->shown_signals, "changed",
                                 G_CALLBACK (shown_game_changed_cb), self, G_CONNECT_SWAPPED);
  /* The accuracy counts the moves within the Preferences' ?!. */
  settings = ak_report_get_settings ();
  if (settings != NULL)
    g_signal_connect_object (settings, "changed::review-inaccuracy",
                             G_CALLBACK (thresholds_changed_cb), self, G_CONNECT_SWAPPED);
}

/**
 * ak_ledger_card_new:
 *
 * Returns: (transfer floating): a card that shows no game yet
 */
GtkWidget *
ak_ledger_card_new (void)
{
  return g_object_new (AK_TYPE_LEDGER_CARD, NULL);
}

AkMatch *
ak_ledger_card_get_match (AkLedgerCard *self)
{
  g_return_val_if_fail (AK_IS_LEDGER_CARD (self), NULL);

  return self->match;
}

void
ak_ledger_card_set_match (AkLedgerCard *self,
                          AkMatch      *match)
{
  g_return_if_fail (AK_IS_LEDGER_CARD (self));
  g_return_if_fail (match == NULL || AK_IS_MATCH (match));

  if (!g_set_object (&self->match, match))
    return;

  g_signal_group_set_target (self->match_signals, match);
  g_signal_group_set_target (self->ledger_signals,
                             match != NULL ? ak_match_get_ledger (match) : NULL);
  follow_current_game (self);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

AkLedgerEntry *
ak_ledger_card_get_entry (AkLedgerCard *self)
{
  g_return_val_if_fail (AK_IS_LEDGER_CARD (self), NULL);

  return self->entry;
}

void
ak_ledger_card_set_entry (AkLedgerCard  *self,
                          AkLedgerEntry *entry)
{
  g_return_if_fail (AK_IS_LEDGER_CARD (self));
  g_return_if_fail (entry == NULL || AK_IS_LEDGER_ENTRY (entry));

  if (!g_set_object (&self->entry, entry))
    return;

  g_signal_group_set_target (self->entry_signals, entry);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENTRY]);
}

guint
ak_ledger_card_get_position (AkLedgerCard *self)
{
  g_return_val_if_fail (AK_IS_LEDGER_CARD (self), 0);

  return self->position;
}

void
ak_ledger_card_set_position (AkLedgerCard *self,
                             guint         position)
{
  g_return_if_fail (AK_IS_LEDGER_CARD (self));

  if (self->position == position)
    return;

  self->position = position;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

/**
 * ak_ledger_card_get_summary:
 * @self: a card
 *
 * Returns: (nullable): the card in a few words, for a screen reader
 */
const char *
ak_ledger_card_get_summary (AkLedgerCard *self)
{
  g_return_val_if_fail (AK_IS_LEDGER_CARD (self), NULL);

  return self->summary;
}
