/* ak-practice-stats-dialog.c — the practice deck's figures and its chart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deck's cards (new, learned, due today), its answers and their
 * success rate, then a chart of each practice day of the last 30.  Read
 * once when shown: the deck changes only by practice, which happens in
 * the window under it.
 */

#define G_LOG_DOMAIN "ak-practice-stats-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-practice-chart.h"
#include "ak-practice-schedule.h"
#include "ak-practice-stats-dialog.h"

struct _AkPracticeStatsDialog
{
  AdwDialog   parent_instance;

  GtkWidget  *chart;
  GHashTable *figures;   /* name → the figure's text */
};

G_DEFINE_FINAL_TYPE (AkPracticeStatsDialog, ak_practice_stats_dialog, ADW_TYPE_DIALOG)

/* A figure as a tile: the number large, what it counts under it.  The
 * tiles wrap, two or three a line on a phone. */
static void
add_figure (AkPracticeStatsDialog *self,
            GtkWidget             *wrap,
            const char            *name,
            const char            *title,
            char                  *value)
{
  GtkWidget *tile = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *number = gtk_label_new (value);
  GtkWidget *label = gtk_label_new (title);
  g_autofree char *accessible = g_strdup_printf ("%s: %s", title, value);

  gtk_widget_add_css_class (tile, "card");
  gtk_widget_add_css_class (tile, "practice-figure");
  gtk_widget_set_size_request (tile, 64, -1);
  gtk_widget_set_name (number, name);
  gtk_widget_add_css_class (number, "title-2");
  gtk_widget_add_css_class (number, "numeric");
  gtk_widget_set_margin_top (number, 10);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  /* Narrow enough for four a line at 360 px: longer words wrap. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 8);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_WORD);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_widget_set_margin_bottom (label, 10);
  gtk_box_append (GTK_BOX (tile), number);
  gtk_box_append (GTK_BOX (tile), label);
  /* Read as one: "Learned: 3". */
  gtk_accessible_update_property (GTK_ACCESSIBLE (tile), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  gtk_widget_set_focusable (tile, FALSE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (number), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  adw_wrap_box_append (ADW_WRAP_BOX (wrap), tile);
  g_hash_table_insert (self->figures, g_strdup (name), value);
}

static void
setup_tiles (GtkWidget *wrap)
{
  adw_wrap_box_set_child_spacing (ADW_WRAP_BOX (wrap), 12);
  adw_wrap_box_set_line_spacing (ADW_WRAP_BOX (wrap), 12);
  adw_wrap_box_set_justify (ADW_WRAP_BOX (wrap), ADW_JUSTIFY_FILL);
  adw_wrap_box_set_justify_last_line (ADW_WRAP_BOX (wrap), TRUE);
}

static GtkWidget *
heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);
  return label;
}

static void
ak_practice_stats_dialog_finalize (GObject *object)
{
  AkPracticeStatsDialog *self = AK_PRACTICE_STATS_DIALOG (object);

  g_hash_table_unref (self->figures);
  G_OBJECT_CLASS (ak_practice_stats_dialog_parent_class)->finalize (object);
}

static void
ak_practice_stats_dialog_class_init (AkPracticeStatsDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ak_practice_stats_dialog_finalize;
}

static void
ak_practice_stats_dialog_init (AkPracticeStatsDialog *self)
{
  self->figures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

static void
fill (AkPracticeStatsDialog *self,
      AkPracticeDeck        *deck)
{
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) days = NULL;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  AkPracticeDeckStats stats = { 0 };
  GtkWidget *toolbar = adw_toolbar_view_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *cards = adw_wrap_box_new ();
  GtkWidget *answers = adw_wrap_box_new ();
  GtkWidget *frame;
  GtkWidget *legend;

  adw_dialog_set_title (ADW_DIALOG (self), _("Practice Statistics"));
  adw_dialog_set_content_width (ADW_DIALOG (self), 480);
  setup_tiles (cards);
  setup_tiles (answers);
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (toolbar), adw_header_bar_new ());
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);

  if (!ak_practice_deck_get_stats (deck, now, tz, &stats, &error) ||
      (days = ak_practice_deck_list_days (deck, now - (AK_PRACTICE_CHART_DAYS + 1) * 24 * 60 * 60,
                                          tz, &error)) == NULL)
    {
      GtkWidget *page = adw_status_page_new ();

      adw_status_page_set_icon_name (ADW_STATUS_PAGE (page), "dialog-error-symbolic");
      adw_status_page_set_title (ADW_STATUS_PAGE (page), _("Could Not Read the Practice Deck"));
      adw_status_page_set_description (ADW_STATUS_PAGE (page), error->message);
      adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (toolbar), page);
      adw_dialog_set_child (ADW_DIALOG (self), toolbar);
      return;
    }

  /* The chart first: it is what changes from day to day. */
  gtk_box_append (GTK_BOX (box), heading (_("The Last 30 Days")));
  self->chart = ak_practice_chart_new ();
  ak_practice_chart_set_days (AK_PRACTICE_CHART (self->chart), days, now);
  gtk_widget_set_margin_top (self->chart, 12);
  gtk_widget_set_margin_bottom (self->chart, 6);
  gtk_widget_set_margin_start (self->chart, 12);
  gtk_widget_set_margin_end (self->chart, 12);
  frame = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (frame, "card");
  gtk_box_append (GTK_BOX (frame), self->chart);
  {
    GtkWidget *ends = gtk_center_box_new ();
    /* Translators: under the left end of the chart of 30 days */
    GtkWidget *start = gtk_label_new (_("30 days ago"));
    /* Translators: under the right end of the chart of 30 days */
    GtkWidget *today = gtk_label_new (_("Today"));

    gtk_widget_add_css_class (start, "caption");
    gtk_widget_add_css_class (today, "caption");
    gtk_center_box_set_start_widget (GTK_CENTER_BOX (ends), start);
    gtk_center_box_set_end_widget (GTK_CENTER_BOX (ends), today);
    gtk_widget_set_margin_start (ends, 12);
    gtk_widget_set_margin_end (ends, 12);
    gtk_widget_set_margin_bottom (ends, 6);
    gtk_accessible_update_state (GTK_ACCESSIBLE (ends), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    gtk_box_append (GTK_BOX (frame), ends);
  }
  legend = gtk_label_new (_("Exercises answered each day; the coloured part of each bar, "
                            "those answered right."));
  gtk_label_set_wrap (GTK_LABEL (legend), TRUE);
  gtk_label_set_xalign (GTK_LABEL (legend), 0);
  gtk_widget_add_css_class (legend, "caption");
  gtk_widget_add_css_class (legend, "dim-label");
  gtk_widget_set_margin_start (legend, 12);
  gtk_widget_set_margin_end (legend, 12);
  gtk_widget_set_margin_bottom (legend, 10);
  /* The chart's own description says it, with the figures. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (legend), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (frame), legend);
  gtk_box_append (GTK_BOX (box), frame);

  gtk_box_append (GTK_BOX (box), heading (_("Exercises")));
  add_figure (self, cards, "cards", _("In the deck"), g_strdup_printf ("%u", stats.n_cards));
  add_figure (self, cards, "new", _("Not tried yet"), g_strdup_printf ("%u", stats.n_new));
  add_figure (self, cards, "learned", _("Learned"), g_strdup_printf ("%u", stats.n_learned));
  add_figure (self, cards, "due", _("Due today"), g_strdup_printf ("%u", stats.n_due_today));
  gtk_box_append (GTK_BOX (box), cards);

  gtk_box_append (GTK_BOX (box), heading (_("Answers")));
  add_figure (self, answers, "attempts", _("Answered"), g_strdup_printf ("%u", stats.n_attempts));
  add_figure (self, answers, "rate", _("Right"),
              stats.n_attempts > 0
              /* Translators: a success rate, such as "84 %" */
              ? g_strdup_printf (_("%u %%"),
                                 (guint) ((stats.n_right * 100 + stats.n_attempts / 2) /
                                          stats.n_attempts))
              /* Translators: no success rate yet: a dash */
              : g_strdup (_("–")));
  gtk_box_append (GTK_BOX (box), answers);

  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (toolbar), scrolled);
  adw_dialog_set_child (ADW_DIALOG (self), toolbar);
}

/**
 * ak_practice_stats_dialog_new:
 * @deck: the practice deck
 *
 * Returns: (transfer floating): the dialog
 */
AdwDialog *
ak_practice_stats_dialog_new (AkPracticeDeck *deck)
{
  AkPracticeStatsDialog *self;

  g_return_val_if_fail (AK_IS_PRACTICE_DECK (deck), NULL);

  self = g_object_new (AK_TYPE_PRACTICE_STATS_DIALOG, NULL);
  fill (self, deck);
  return ADW_DIALOG (self);
}

/**
 * ak_practice_stats_dialog_get_figure:
 * @self: the dialog
 * @name: "cards", "new", "learned", "due", "attempts" or "rate"
 *
 * Returns: (nullable): the figure as shown
 */
const char *
ak_practice_stats_dialog_get_figure (AkPracticeStatsDialog *self,
                                     const char            *name)
{
  g_return_val_if_fail (AK_IS_PRACTICE_STATS_DIALOG (self), NULL);
  return g_hash_table_lookup (self->figures, name);
}

/**
 * ak_practice_stats_dialog_get_chart:
 *
 * Returns: (transfer none) (nullable): the chart
 */
GtkWidget *
ak_practice_stats_dialog_get_chart (AkPracticeStatsDialog *self)
{
  g_return_val_if_fail (AK_IS_PRACTICE_STATS_DIALOG (self), NULL);
  return self->chart;
}
