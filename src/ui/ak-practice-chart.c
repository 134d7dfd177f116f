/* ak-practice-chart.c — attempts and right answers a practice day, as bars
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One bar a practice day over the last 30 days, today at the right: its
 * height the attempts of that day, the right answers in the accent
 * colour over it.  The colours come from the widget's style, so the bars
 * read in dark mode and in high contrast; the figures are in the
 * accessible description, which says what the bars show in words.
 */

#define G_LOG_DOMAIN "ak-practice-chart"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "ak-practice-chart.h"
#include "ak-practice-deck.h"
#include "ak-practice-schedule.h"

#define DAY_SECONDS (24 * 60 * 60)

struct _AkPracticeChart
{
  GtkWidget  parent_instance;

  guint      attempts[AK_PRACTICE_CHART_DAYS];  /* [AK_PRACTICE_CHART_DAYS - 1]: today */
  guint      right[AK_PRACTICE_CHART_DAYS];
  char      *description;
};

G_DEFINE_FINAL_TYPE (AkPracticeChart, ak_practice_chart, GTK_TYPE_WIDGET)

static void
ak_practice_chart_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 2 * AK_PRACTICE_CHART_DAYS;
      *natural = 8 * AK_PRACTICE_CHART_DAYS;
    }
  else
    *minimum = *natural = 120;
}

static void
ak_practice_chart_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  AkPracticeChart *self = AK_PRACTICE_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autoptr(GdkRGBA) accent = adw_style_manager_get_accent_color_rgba (style);
  GdkRGBA fg, dim, line;
  guint most = 1;
  double slot, bar, base;

  gtk_widget_get_color (widget, &fg);
  dim = fg;
  dim.alpha *= 0.22;
  line = fg;
  line.alpha *= 0.35;
  if (adw_style_manager_get_high_contrast (style))
    dim.alpha = 0.5;

  for (guint i = 0; i < AK_PRACTICE_CHART_DAYS; i++)
    most = MAX (most, self->attempts[i]);

  slot = width / (double) AK_PRACTICE_CHART_DAYS;
  bar = MAX (1.0, slot * 0.7);
  base = height - 1;
  for (guint i = 0; i < AK_PRACTICE_CHART_DAYS; i++)
    {
      double x = i * slot + (slot - bar) / 2;
      double h_all = (height - 2) * self->attempts[i] / (double) most;
      double h_right = (height - 2) * self->right[i] / (double) most;

      if (self->attempts[i] > 0)
        gtk_snapshot_append_color (snapshot, &dim,
                                   &GRAPHENE_RECT_INIT (x, base - h_all, bar, h_all));
      if (self->right[i] > 0)
        gtk_snapshot_append_color (snapshot, accent,
                                   &GRAPHENE_RECT_INIT (x, base - h_right, bar, h_right));
    }
  gtk_snapshot_append_color (snapshot, &line, &GRAPHENE_RECT_INIT (0, base, width, 1));
}

static void
ak_practice_chart_finalize (GObject *object)
{
  AkPracticeChart *self = AK_PRACTICE_CHART (object);

  g_free (self->description);
  G_OBJECT_CLASS (ak_practice_chart_parent_class)->finalize (object);
}

static void
ak_practice_chart_class_init (AkPracticeChartClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = ak_practice_chart_finalize;
  widget_class->measure = ak_practice_chart_measure;
  widget_class->snapshot = ak_practice_chart_snapshot;
  gtk_widget_class_set_css_name (widget_class, "practice-chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ak_practice_chart_init (AkPracticeChart *self)
{
  g_signal_connect_object (adw_style_manager_get_default (), "notify::accent-color",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  ak_practice_chart_set_days (self, NULL, g_get_real_time () / G_USEC_PER_SEC);
}

GtkWidget *
ak_practice_chart_new (void)
{
  return g_object_new (AK_TYPE_PRACTICE_CHART, NULL);
}

/**
 * ak_practice_chart_set_days:
 * @self: a chart
 * @days: (nullable): of AkPracticeDay, as ak_practice_deck_list_days()
 *   gives them
 * @now: Unix seconds: today is the practice day around it
 */
void
ak_practice_chart_set_days (AkPracticeChart *self,
                            GArray          *days,
                            gint64           now)
{
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  gint64 today_end = ak_practice_day_end (now, tz);
  guint total = 0, right = 0, n_days = 0;

  g_return_if_fail (AK_IS_PRACTICE_CHART (self));

  memset (self->attempts, 0, sizeof self->attempts);
  memset (self->right, 0, sizeof self->right);
  for (guint i = 0; days != NULL && i < days->len; i++)
    {
      const AkPracticeDay *day = &g_array_index (days, AkPracticeDay, i);
      /* Days are 23 to 25 hours at a change of the clocks: rounded. */
      gint64 back = (today_end - day->day_end + DAY_SECONDS / 2) / DAY_SECONDS;

      if (back < 0 || back >= AK_PRACTICE_CHART_DAYS)
        continue;
      self->attempts[AK_PRACTICE_CHART_DAYS - 1 - back] += day->n_attempts;
      self->right[AK_PRACTICE_CHART_DAYS - 1 - back] += day->n_right;
    }
  for (guint i = 0; i < AK_PRACTICE_CHART_DAYS; i++)
    {
      total += self->attempts[i];
      right += self->right[i];
      n_days += self->attempts[i] > 0;
    }

  g_free (self->description);
  if (total == 0)
    self->description = g_strdup (_("Bars of the exercises answered each day of the last "
                                    "30 days: none yet."));
  else
    {
      g_autofree char *answers = NULL;
      g_autofree char *days_text = NULL;

      /* Translators: part of the chart's description */
      answers = g_strdup_printf (ngettext ("%u exercise answered, %u right,",
                                           "%u exercises answered, %u right,", total),
                                 total, right);
      /* Translators: part of the chart's description */
      days_text = g_strdup_printf (ngettext ("on %u day", "on %u days", n_days), n_days);
      /* Translators: the chart's description: the two parts above, then
       * today's figures */
      self->description = g_strdup_printf (_("Bars of the exercises answered each day of the "
                                             "last 30 days: %s %s; today %u answered, %u "
                                             "right."),
                                           answers, days_text,
                                           self->attempts[AK_PRACTICE_CHART_DAYS - 1],
                                           self->right[AK_PRACTICE_CHART_DAYS - 1]);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Practice over 30 days"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->description,
                                  -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
ak_practice_chart_get_attempts (AkPracticeChart *self,
                                guint            day)
{
  g_return_val_if_fail (AK_IS_PRACTICE_CHART (self), 0);
  g_return_val_if_fail (day < AK_PRACTICE_CHART_DAYS, 0);
  return self->attempts[day];
}

guint
ak_practice_chart_get_right (AkPracticeChart *self,
                             guint            day)
{
  g_return_val_if_fail (AK_IS_PRACTICE_CHART (self), 0);
  g_return_val_if_fail (day < AK_PRACTICE_CHART_DAYS, 0);
  return self->right[day];
}

const char *
ak_practice_chart_get_description (AkPracticeChart *self)
{
  g_return_val_if_fail (AK_IS_PRACTICE_CHART (self), NULL);
  return self->description;
}
