/* ak-rules-page.c — the rules of the active variant in plain words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A page of the window's side panel: the rules of the variant in force
 * (RULES.md), written for players, the rule options with their values and
 * what each means, the points where the sources are silent, and the
 * sources.  The fixed text lives in the template, one translatable string
 * a paragraph; the code only shows the paragraphs that apply and writes
 * the ones that carry a number.
 */

#define G_LOG_DOMAIN "ak-rules-page"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-board-view.h"
#include "ak-how-to-play.h"
#include "ak-rules-page.h"
#include "ak-rules-page-private.h"
#include "ak-board-legend.h"

typedef enum
{
  OPTION_VARIANT,
  OPTION_FIRST,
  OPTION_SKIP_ORIGIN,
  OPTION_REPETITION,
  OPTION_NO_CAPTURE_LIMIT,
  OPTION_REMAINDER,
  OPTION_NEXT_STARTER,
  OPTION_MATCH_END,
  N_OPTIONS,
} Option;

/* The option's key in RULES.md §6, and the stem of its widgets' ids in the
 * template. */
static const struct
{
  const char *key;
  const char *row_id;
  const char *value_id;
} options[N_OPTIONS] = {
  [OPTION_VARIANT]          = { "variant", "variant_row", "variant_value" },
  [OPTION_FIRST]            = { "first", "first_row", "first_value" },
  [OPTION_SKIP_ORIGIN]      = { "skip-origin", "skip_origin_row", "skip_origin_value" },
  [OPTION_REPETITION]       = { "repetition", "repetition_row", "repetition_value" },
  [OPTION_NO_CAPTURE_LIMIT] = { "no-capture-limit", "no_capture_row", "no_capture_value" },
  [OPTION_REMAINDER]        = { "remainder", "remainder_row", "remainder_value" },
  [OPTION_NEXT_STARTER]     = { "next-starter", "next_starter_row", "next_starter_value" },
  [OPTION_MATCH_END]        = { "match-end", "match_end_row", "match_end_value" },
};

/* The small boards that show a rule, each a move played from a
 * position the engine finds (ak_examples_find ()). */
typedef enum
{
  DIAGRAM_RELAY,
  DIAGRAM_CASA,
  DIAGRAM_OWN_FOUR,
  DIAGRAM_CHAIN,
  DIAGRAM_PURCHASE,
  N_DIAGRAMS,
} Diagram;

/* The purchase diagram's example: a game of a match that South ended
 * with 34 seeds and North with 14, so that South fills its row, buys
 * holes of North's with what is left, and North cannot fill all of its
 * own.  The holes South buys, in the order it picks them. */
static const guint purchase_wealth[2] = { 34, 14 };
static const int purchase_choice[] = { 7, 10, 9, 6, 8, 11 };  /* B E D A C F */

struct _AkRulesPage
{
  GtkWidget          parent_instance;

  GtkBox            *content_box;

  /* Template widgets */
  GtkScrolledWindow *scrolled_window;
  GtkLabel          *title_label;
  GtkWidget         *summary_1_label;
  GtkWidget         *summary_2_label;
  GtkWidget         *first_south_label;
  GtkWidget         *first_north_label;
  GtkWidget         *origin_sown_label;
  GtkWidget         *origin_passed_label;
  GtkWidget         *relay_section;
  GtkWidget         *match_section;
  GtkWidget         *capture_section;
  GtkWidget         *few_seeds_item;
  GtkWidget         *repetition_item;
  GtkLabel          *repetition_label;
  GtkWidget         *no_capture_item;
  GtkLabel          *no_capture_label;
  GtkWidget         *bank_label;
  GtkWidget         *round_label;
  GtkLabel          *next_starter_label;
  GtkLabel          *match_end_label;
  GtkWidget         *casa_item;
  GtkWidget         *endless_item;
  AkGame            *diagrams[N_DIAGRAMS];
  AkBoardView       *purchase_board;
  GtkLabel          *purchase_label;
  AdwActionRow      *option_rows[N_OPTIONS];
  GtkLabel          *option_values[N_OPTIONS];

  AkRules            rules;
};

G_DEFINE_FINAL_TYPE (AkRulesPage, ak_rules_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RULES,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

static void
set_option (AkRulesPage *self,
            Option       option,
            const char  *value,
            const char  *meaning)
{
  gtk_label_set_label (self->option_values[option], value);
  adw_action_row_set_subtitle (self->option_rows[option], meaning);
}

static void
update_variant (AkRulesPage *self)
{
  gboolean one = self->rules.variant == AK_VARIANT_ADJI_KUI_1;
  /* The names of the games are not translated. */
  const char *name = one ? "Adji Kui I" : "Adji Kui II";

  gtk_label_set_label (self->title_label, name);
  gtk_widget_set_visible (self->summary_1_label, one);
  gtk_widget_set_visible (self->summary_2_label, !one);
  gtk_widget_set_visible (self->capture_section, one);
  gtk_widget_set_visible (self->relay_section, !one);
  gtk_widget_set_visible (self->few_seeds_item, !one);
  gtk_widget_set_visible (self->casa_item, !one);
  gtk_widget_set_visible (self->endless_item, !one);

  set_option (self, OPTION_VARIANT, name,
              one ? _("One lap a move; twos and threes are captured, in a chain of holes")
                  /* Translators: “casa” is the game’s own word for a group of exactly four seeds; keep it as it is */
                  : _("Relays go on until a lap ends in an empty hole or makes four; a casa of four is captured"));
}

static void
update_first (AkRulesPage *self)
{
  gboolean north = self->rules.first == AK_NORTH;

  gtk_widget_set_visible (self->first_south_label, !north);
  gtk_widget_set_visible (self->first_north_label, north);
  set_option (self, OPTION_FIRST,
              north ? _("North") : _("South"),
              _("Who moves first in a single game and in the first game of a match"));
}

static void
update_skip_origin (AkRulesPage *self)
{
  gboolean skip = self->rules.skip_origin;

  gtk_widget_set_visible (self->origin_sown_label, !skip);
  gtk_widget_set_visible (self->origin_passed_label, skip);
  set_option (self, OPTION_SKIP_ORIGIN,
              /* Translators: the value of the option “Origin Skipped” */
              skip ? C_("origin skipped", "Yes") : C_("origin skipped", "No"),
              skip ? _("A sowing of 12 seeds or more passes over the hole it came from")
                   : _("A sowing of 12 seeds or more drops a seed into the hole it came from too"));
}

static void
update_repetition (AkRulesPage *self)
{
  guint n = self->rules.repetition;
  g_autofree char *rule = NULL;
  g_autofree char *value = NULL;
  g_autofree char *meaning = NULL;

  gtk_widget_set_visible (self->repetition_item, n > 0);
  if (n == 0)
    {
      gtk_label_set_label (self->repetition_label, "");
      set_option (self, OPTION_REPETITION,
                  /* Translators: the value of an option that is switched off */
                  C_("option", "Off"),
                  _("A repeated position does not end the game"));
      return;
    }

  rule = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "The same position — the seeds, who owns each hole and whose turn it is — has come up %u time.",
                                       "The same position — the seeds, who owns each hole and whose turn it is — has come up %u times.",
                                       n), n);
  gtk_label_set_label (self->repetition_label, rule);

  /* Translators: the value of the option “Repetition”: how many times a
   * position must occur to end the game */
  value = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u time", "%u times", n), n);
  meaning = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "The game ends when the same position has come up %u time",
                                          "The game ends when the same position has come up %u times",
                                          n), n);
  set_option (self, OPTION_REPETITION, value, meaning);
}

static void
update_no_capture_limit (AkRulesPage *self)
{
  guint n = self->rules.no_capture_limit;
  g_autofree char *rule = NULL;
  g_autofree char *value = NULL;
  g_autofree char *meaning = NULL;

  gtk_widget_set_visible (self->no_capture_item, n > 0);
  if (n == 0)
    {
      gtk_label_set_label (self->no_capture_label, "");
      set_option (self, OPTION_NO_CAPTURE_LIMIT, C_("option", "Off"),
                  _("Any number of moves without a capture is allowed"));
      return;
    }

  /* Translators: a ply is one player’s move or pass; two plies make a
   * move of each player */
  rule = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u ply in a row — one player’s move or pass — has gone by without a capture.",
                                       "%u plies in a row — a ply is one player’s move or pass — have gone by without a capture.",
                                       n), n);
  gtk_label_set_label (self->no_capture_label, rule);

  /* Translators: the value of the option “No-Capture Limit” */
  value = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u ply", "%u plies", n), n);
  meaning = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "The game ends after %u ply in a row without a capture",
                                          "The game ends after %u plies in a row without a capture",
                                          n), n);
  set_option (self, OPTION_NO_CAPTURE_LIMIT, value, meaning);
}

static void
update_remainder (AkRulesPage *self)
{
  gboolean round = self->rules.remainder == AK_REMAINDER_ROUND;

  gtk_widget_set_visible (self->bank_label, !round);
  gtk_widget_set_visible (self->round_label, round);
  set_option (self, OPTION_REMAINDER,
              /* Translators: the values of the option “Remainder” */
              round ? C_("remainder", "Round") : C_("remainder", "Bank"),
              round ? _("Holes are shared out by rounding, so every game starts with a full board")
                    : _("Seeds short of a whole hole are kept out of play until the next game"));
}

static void
update_next_starter (AkRulesPage *self)
{
  const char *rule;
  const char *value;
  const char *meaning;

  switch (self->rules.next_starter)
    {
    case AK_NEXT_STARTER_LOSER:
      rule = _("The loser of a game starts the next one; after a draw, the players take turns.");
      /* Translators: the values of the option “Next Starter” */
      value = C_("next starter", "Loser");
      meaning = _("The loser of a game starts the next; after a draw, whoever did not start the last");
      break;

    case AK_NEXT_STARTER_WINNER:
      rule = _("The winner of a game starts the next one; after a draw, the players take turns.");
      value = C_("next starter", "Winner");
      meaning = _("The winner of a game starts the next; after a draw, whoever did not start the last");
      break;

    case AK_NEXT_STARTER_ALTERNATE:
    default:
      rule = _("The players take turns starting the games of a match.");
      value = C_("next starter", "Alternates");
      meaning = _("The players take turns starting the games of a match");
      break;
    }

  gtk_label_set_label (self->next_starter_label, rule);
  set_option (self, OPTION_NEXT_STARTER, value, meaning);
}

static void
update_match_end (AkRulesPage *self)
{
  guint n = self->rules.match_end_n;
  g_autofree char *rule = NULL;
  g_autofree char *value = NULL;
  g_autofree char *meaning = NULL;

  switch (self->rules.match_end)
    {
    case AK_MATCH_END_GAMES:
      rule = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The match ends after %u game, or sooner if a player cannot fill a single hole. The player who owns more holes wins it; with as many holes each, the richer one.",
                                           "The match ends after %u games, or sooner if a player cannot fill a single hole. The player who owns more holes wins it; with as many holes each, the richer one.",
                                           n), n);
      /* Translators: a value of the option “Match End” */
      value = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", n), n);
      meaning = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "The match ends after %u game, or sooner if a player is ruined",
                                              "The match ends after %u games, or sooner if a player is ruined",
                                              n), n);
      break;

    case AK_MATCH_END_HOLES:
      rule = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The match ends when a player owns %u hole or more, or sooner if a player cannot fill a single hole. The player who owns more holes wins it; with as many holes each, the richer one.",
                                           "The match ends when a player owns %u holes or more, or sooner if a player cannot fill a single hole. The player who owns more holes wins it; with as many holes each, the richer one.",
                                           n), n);
      /* Translators: a value of the option “Match End” */
      value = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u hole", "%u holes", n), n);
      meaning = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "The match ends when a player owns %u hole, or sooner if a player is ruined",
                                              "The match ends when a player owns %u holes, or sooner if a player is ruined",
                                              n), n);
      break;

    case AK_MATCH_END_RUIN:
    default:
      rule = g_strdup (_("The match ends when a player’s wealth is too small to fill a single hole; the other player wins it."));
      /* Translators: a value of the option “Match End”: a player is ruined */
      value = g_strdup (C_("match end", "Ruin"));
      meaning = g_strdup (_("The match ends when a player cannot fill a single hole"));
      break;
    }

  gtk_label_set_label (self->match_end_label, rule);
  set_option (self, OPTION_MATCH_END, value, meaning);
}

/* "B", "B and E", "A, C and D": holes in a sentence. */
static char *
join_holes (const int *holes,
            guint      n)
{
  g_autoptr(GString) head = g_string_new (NULL);

  if (n == 0)
    return g_strdup ("");
  for (guint i = 0; i + 1 < n; i++)
    {
      if (i > 0)
        g_string_append (head, ", ");
      g_string_append_c (head, ak_hole_to_char (holes[i]));
    }
  if (n == 1)
    return g_strdup_printf ("%c", ak_hole_to_char (holes[0]));
  /* Translators: the end of a list of holes, "A, C and D" */
  return g_strdup_printf (_("%s and %c"), head->str, ak_hole_to_char (holes[n - 1]));
}

/* The purchase diagram: the board the engine rebuilds for the example's
 * wealth under the page's rule options, with the bought holes as the
 * board draws them, and a caption that says what was bought with what. */
static void
update_purchase (AkRulesPage *self)
{
  g_autofree char *bought_text = NULL;
  g_autofree char *filled_text = NULL;
  g_autofree char *empty_text = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *caption = NULL;
  g_autoptr(GError) error = NULL;
  guint8 purchases[AK_N_HOLES];
  int bought[AK_ROW_HOLES], filled[AK_ROW_HOLES], empty[AK_ROW_HOLES];
  guint n_bought = 0, n_filled = 0, n_empty = 0;
  AkRebuildPlan plan;
  AkPosition pos;
  AkSide buyer;
  AkSide seller;

  if (self->purchase_board == NULL)
    return;

  ak_match_plan (&self->rules, purchase_wealth, &plan);
  if (plan.buyer == AK_SIDE_NONE || plan.n_purchases == 0 ||
      plan.n_purchases > G_N_ELEMENTS (purchase_choice))
    {
      g_warning ("The purchase example buys no hole: %u seeds against %u",
                 purchase_wealth[AK_SOUTH], purchase_wealth[AK_NORTH]);
      return;
    }
  buyer = plan.buyer;
  seller = AK_SIDE_OTHER (buyer);
  for (guint i = 0; i < plan.n_purchases; i++)
    purchases[i] = (guint8) (buyer == AK_SOUTH ? purchase_choice[i]
                                               : purchase_choice[i] - AK_ROW_HOLES);
  if (!ak_match_rebuild (&self->rules, purchase_wealth, purchases, plan.n_purchases,
                         seller, &pos, &error))
    {
      g_warning ("The purchase example cannot be rebuilt: %s", error->message);
      return;
    }

  /* What happened to the seller's row, read from the board built. */
  for (int i = 0; i < AK_ROW_HOLES; i++)
    {
      int hole = seller == AK_NORTH ? AK_ROW_HOLES + i : i;

      if (ak_position_owner (&pos, hole) == buyer)
        bought[n_bought++] = hole;
      else if (pos.holes[hole] > 0)
        filled[n_filled++] = hole;
      else
        empty[n_empty++] = hole;
    }
  bought_text = join_holes (bought, n_bought);
  filled_text = join_holes (filled, n_filled);
  empty_text = join_holes (empty, n_empty);

  if (self->rules.remainder == AK_REMAINDER_ROUND)
    {
      /* Translators: under a small board; the players are “South” and
       * “North”; the seeds each ended a game with; then the buyer, the
       * holes it gets, and the holes bought, “B, D and E” */
      first = g_strdup_printf (_("A game of a match ends with %s at %u seeds and %s at %u. "
                                 "Shared out by rounding, %s gets %u holes: its own six, and "
                                 "%s in %s’s row, the striped holes."),
                               ak_side_name (buyer), purchase_wealth[buyer],
                               ak_side_name (seller), purchase_wealth[seller],
                               ak_side_name (buyer), plan.holes[buyer],
                               bought_text, ak_side_name (seller));
      /* Translators: the player and the holes it keeps, “A, C and F” */
      second = g_strdup_printf (_("%s keeps %s. Every hole starts with 4 seeds, and none wait "
                                  "in a bank."),
                                ak_side_name (seller), filled_text);
    }
  else
    {
      /* Translators: under a small board; the players are “South” and
       * “North”; the seeds each ended a game with; then the holes
       * bought, “B and E” */
      first = g_strdup_printf (_("A game of a match ends with %s at %u seeds and %s at %u. %s "
                                 "fills its own six holes, 4 seeds each, and with what is left "
                                 "buys %s in %s’s row, 4 seeds a hole: the striped holes."),
                               ak_side_name (buyer), purchase_wealth[buyer],
                               ak_side_name (seller), purchase_wealth[seller],
                               ak_side_name (buyer), bought_text, ak_side_name (seller));
      if (n_empty > 0)
        /* Translators: the player, the holes it fills, those left empty,
         * then each player's bank and name */
        second = g_strdup_printf (_("%s fills %s with what it has, and %s stays empty. The "
                                    "seeds short of a whole hole wait in the banks: %u for %s, "
                                    "%u for %s."),
                                  ak_side_name (seller), filled_text, empty_text,
                                  pos.banks[buyer], ak_side_name (buyer),
                                  pos.banks[seller], ak_side_name (seller));
      else
        second = g_strdup_printf (_("%s fills %s with what it has. The seeds short of a whole "
                                    "hole wait in the banks: %u for %s, %u for %s."),
                                  ak_side_name (seller), filled_text,
                                  pos.banks[buyer], ak_side_name (buyer),
                                  pos.banks[seller], ak_side_name (seller));
    }
  caption = g_strconcat (first, " ", second, NULL);

  g_clear_object (&self->diagrams[DIAGRAM_PURCHASE]);
  self->diagrams[DIAGRAM_PURCHASE] = ak_game_new (&self->rules, &pos);
  ak_board_view_set_game (self->purchase_board, self->diagrams[DIAGRAM_PURCHASE]);
  gtk_label_set_label (self->purchase_label, caption);
}

static void
update_all (AkRulesPage *self)
{
  update_variant (self);
  update_first (self);
  update_skip_origin (self);
  update_repetition (self);
  update_no_capture_limit (self);
  update_remainder (self);
  update_next_starter (self);
  update_match_end (self);
  update_purchase (self);
}

static Option
find_option (const char *key)
{
  for (guint i = 0; i < N_OPTIONS; i++)
    if (g_strcmp0 (options[i].key, key) == 0)
      return i;

  return N_OPTIONS;
}

static void
ak_rules_page_dispose (GObject *object)
{
  AkRulesPage *self = AK_RULES_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_RULES_PAGE);
  for (guint i = 0; i < N_DIAGRAMS; i++)
    g_clear_object (&self->diagrams[i]);

  G_OBJECT_CLASS (ak_rules_page_parent_class)->dispose (object);
}

static void
ak_rules_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  AkRulesPage *self = AK_RULES_PAGE (object);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_boxed (value, ak_rules_page_get_rules (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_rules_page_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  AkRulesPage *self = AK_RULES_PAGE (object);

  switch (prop_id)
    {
    case PROP_RULES:
      ak_rules_page_set_rules (self, g_value_get_boxed (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_rules_page_class_init (AkRulesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_rules_page_dispose;
  object_class->get_property = ak_rules_page_get_property;
  object_class->set_property = ak_rules_page_set_property;

  /**
   * AkRulesPage:rules:
   *
   * The rule options the page describes; %NULL sets the defaults.
   */
  properties[PROP_RULES] =
    g_param_spec_boxed ("rules", NULL, NULL,
                        AK_TYPE_RULES,
                        (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ak-rules-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, content_box);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, summary_1_label);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, summary_2_label);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, first_south_label);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, first_north_label);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, origin_sown_label);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, origin_passed_label);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, relay_section);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, match_section);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, capture_section);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, few_seeds_item);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, repetition_item);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, repetition_label);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, no_capture_item);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, no_capture_label);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, bank_label);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, round_label);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, next_starter_label);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, match_end_label);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, casa_item);
  gtk_widget_class_bind_template_child (widget_class, AkRulesPage, endless_item);

  for (guint i = 0; i < N_OPTIONS; i++)
    {
      gtk_widget_class_bind_template_child_full (widget_class, options[i].row_id, FALSE,
                                                 G_STRUCT_OFFSET (AkRulesPage, option_rows)
                                                 + i * sizeof (gpointer));
      gtk_widget_class_bind_template_child_full (widget_class, options[i].value_id, FALSE,
                                                 G_STRUCT_OFFSET (AkRulesPage, option_values)
                                                 + i * sizeof (gpointer));
    }

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

/* A diagram: a caption over a board that shows the move played, with
 * the last move's marks, drawn by the board's own renderer. */
static void
add_diagram (AkRulesPage *self,
             Diagram      which,
             GtkWidget   *section)
{
  static const struct
  {
    AkVariant variant;
    int       end;
    gboolean  needs_relay;
    guint     min_captures;
  } kinds[N_DIAGRAMS] = {
    [DIAGRAM_RELAY]    = { AK_VARIANT_ADJI_KUI_2, AK_LAP_END_EMPTY, TRUE, 0 },
    [DIAGRAM_CASA]     = { AK_VARIANT_ADJI_KUI_2, AK_LAP_END_CASA, FALSE, 1 },
    [DIAGRAM_OWN_FOUR] = { AK_VARIANT_ADJI_KUI_2, AK_LAP_END_OWN_FOUR, FALSE, 0 },
    [DIAGRAM_CHAIN]    = { AK_VARIANT_ADJI_KUI_1, AK_LAP_END_CAPTURE, FALSE, 2 },
  };
  g_autofree char *caption = NULL;
  GtkWidget *box, *label, *board;
  AkPosition pos;
  AkRules rules;
  int move;

  ak_rules_init (&rules);
  rules.variant = kinds[which].variant;
  if (!ak_examples_find (&rules, kinds[which].end, kinds[which].needs_relay,
                         kinds[which].min_captures, &pos, &move))
    return;

  switch (which)
    {
    case DIAGRAM_RELAY:
      /* Translators: under a small board; %c is the hole sown */
      caption = g_strdup_printf (_("A relay: %c is sown, and each lap that ends in a hole with "
                                   "seeds goes on from there until one ends in an empty "
                                   "hole. The rings show where the laps ended."),
                                 ak_hole_to_char (move));
      break;
    case DIAGRAM_CASA:
      caption = g_strdup_printf (_("A casa: sowing %c, the last seed makes four in the "
                                   "opponent’s row, and the four are captured (the red ring)."),
                                 ak_hole_to_char (move));
      break;
    case DIAGRAM_OWN_FOUR:
      caption = g_strdup_printf (_("Four in your own row: sowing %c, the last seed makes four "
                                   "in the mover’s own hole; nothing is captured and the move "
                                   "ends."), ak_hole_to_char (move));
      break;
    case DIAGRAM_PURCHASE:
      g_return_if_reached ();
    case DIAGRAM_CHAIN:
    case N_DIAGRAMS:
    default:
      caption = g_strdup_printf (_("Adji Kui I’s chain: sowing %c, the last seed leaves 2 or 3 "
                                   "in an opponent’s hole, and the holes before it with 2 or 3 "
                                   "are taken too (the red rings)."), ak_hole_to_char (move));
      break;
    }

  self->diagrams[which] = ak_game_new (&rules, &pos);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  label = gtk_label_new (caption);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_widget_add_css_class (label, "caption");
  board = ak_board_view_new ();
  ak_board_view_set_read_only (AK_BOARD_VIEW (board), TRUE);
  ak_board_view_set_animation_speed (AK_BOARD_VIEW (board), AK_ANIMATION_SPEED_INSTANT);
  ak_board_view_set_game (AK_BOARD_VIEW (board), self->diagrams[which]);
  gtk_widget_set_can_focus (board, FALSE);
  gtk_widget_set_focusable (board, FALSE);
  ak_game_play (self->diagrams[which], move, NULL);
  gtk_box_append (GTK_BOX (box), board);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (section), box);
}

/* The purchase diagram goes after the paragraphs on how the board is
 * rebuilt; what it shows follows the rule options (update_purchase ()). */
static void
add_purchase_diagram (AkRulesPage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *board = ak_board_view_new ();

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_widget_add_css_class (label, "caption");
  ak_board_view_set_read_only (AK_BOARD_VIEW (board), TRUE);
  ak_board_view_set_animation_speed (AK_BOARD_VIEW (board), AK_ANIMATION_SPEED_INSTANT);
  gtk_widget_set_can_focus (board, FALSE);
  gtk_widget_set_focusable (board, FALSE);
  gtk_box_append (GTK_BOX (box), board);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_insert_child_after (GTK_BOX (self->match_section), box, self->round_label);
  self->purchase_board = AK_BOARD_VIEW (board);
  self->purchase_label = GTK_LABEL (label);
}

static void
ak_rules_page_init (AkRulesPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* The option rows show a value and do nothing: read, never a stop on
   * the way of Tab. */
  for (guint i = 0; i < N_OPTIONS; i++)
    {
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->option_rows[i]), FALSE);
      gtk_widget_set_focusable (GTK_WIDGET (self->option_rows[i]), FALSE);
    }

  add_diagram (self, DIAGRAM_RELAY, self->relay_section);
  add_diagram (self, DIAGRAM_CASA, self->relay_section);
  add_diagram (self, DIAGRAM_OWN_FOUR, self->relay_section);
  add_diagram (self, DIAGRAM_CHAIN, self->capture_section);
  add_purchase_diagram (self);

  /* Last, the legend of the board's marks. */
  gtk_box_append (self->content_box, ak_board_legend_new ());

  ak_rules_init (&self->rules);
  update_all (self);
}

GtkWidget *
ak_rules_page_new (void)
{
  return g_object_new (AK_TYPE_RULES_PAGE, NULL);
}

/**
 * ak_rules_page_get_rules:
 * @self: a rules page
 *
 * Returns: (transfer none): the rule options the page describes
 */
const AkRules *
ak_rules_page_get_rules (AkRulesPage *self)
{
  g_return_val_if_fail (AK_IS_RULES_PAGE (self), NULL);

  return &self->rules;
}

/**
 * ak_rules_page_set_rules:
 * @self: a rules page
 * @rules: (nullable): the rule options to describe, copied; %NULL for the
 *   defaults
 *
 * Shows the rules of @rules's variant with its options.
 */
void
ak_rules_page_set_rules (AkRulesPage   *self,
                         const AkRules *rules)
{
  AkRules defaults;

  g_return_if_fail (AK_IS_RULES_PAGE (self));

  if (rules == NULL)
    {
      ak_rules_init (&defaults);
      rules = &defaults;
    }

  if (ak_rules_equal (&self->rules, rules))
    return;

  self->rules = *rules;
  update_all (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULES]);
}

/**
 * ak_rules_page_scroll_to_top:
 * @self: a rules page
 *
 * Scrolls back to the page's title, for when the page is opened afresh.
 */
void
ak_rules_page_scroll_to_top (AkRulesPage *self)
{
  GtkAdjustment *adjustment;

  g_return_if_fail (AK_IS_RULES_PAGE (self));

  adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled_window);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_lower (adjustment));
}

const char *
_ak_rules_page_get_option_value (AkRulesPage *self,
                                 const char  *key)
{
  Option option = find_option (key);

  g_return_val_if_fail (AK_IS_RULES_PAGE (self), NULL);
  g_return_val_if_fail (option < N_OPTIONS, NULL);

  return gtk_label_get_label (self->option_values[option]);
}

const char *
_ak_rules_page_get_option_meaning (AkRulesPage *self,
                                   const char  *key)
{
  Option option = find_option (key);

  g_return_val_if_fail (AK_IS_RULES_PAGE (self), NULL);
  g_return_val_if_fail (option < N_OPTIONS, NULL);

  return adw_action_row_get_subtitle (self->option_rows[option]);
}

/* For tests: the game a diagram shows, its move played; @index from 0
 * (relay, casa, own four, Adji Kui I's chain, then the purchase, whose
 * game starts from the rebuilt board), NULL past the last. */
AkGame *
_ak_rules_page_get_diagram (AkRulesPage *self,
                            guint        index)
{
  g_return_val_if_fail (AK_IS_RULES_PAGE (self), NULL);
  return index < N_DIAGRAMS ? self->diagrams[index] : NULL;
}
