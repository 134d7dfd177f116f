/* test-sounds.c — the sowing's sounds: the synthesised files, the
 * preference, and one sound for each seed dropped and each capture
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-sounds"

#include "config.h"

#include "ui-test-setup.h"

#include "ak-board-animation.h"
#include "ak-preferences-dialog.h"
#include "ak-preferences-dialog-private.h"
#include "ak-sounds.h"
#include "ak-sounds-private.h"

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"
#define WAIT_TIMEOUT_US    (20 * G_USEC_PER_SEC)

static guint32
read_u32 (const guint8 *bytes)
{
  return bytes[0] | bytes[1] << 8 | bytes[2] << 16 | (guint32) bytes[3] << 24;
}

static guint16
read_u16 (const guint8 *bytes)
{
  return bytes[0] | bytes[1] << 8;
}

/* A valid 16-bit PCM WAV of a soft, short sound that starts and ends in
 * silence. */
static void
check_wav (const char *path,
           double      min_s,
           double      max_s)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  const guint8 *data;
  gsize size;
  guint32 rate, data_size;
  guint n_samples;
  int peak = 0;
  double sum = 0;

  g_assert_no_error (error);
  data = g_bytes_get_data (bytes, &size);
  g_assert_cmpuint (size, >, 44);

  g_assert_cmpmem (data, 4, "RIFF", 4);
  g_assert_cmpuint (read_u32 (data + 4), ==, size - 8);
  g_assert_cmpmem (data + 8, 4, "WAVE", 4);
  g_assert_cmpmem (data + 12, 4, "fmt ", 4);
  g_assert_cmpuint (read_u32 (data + 16), ==, 16);
  g_assert_cmpuint (read_u16 (data + 20), ==, 1);       /* PCM */
  g_assert_cmpuint (read_u16 (data + 22), ==, 1);       /* mono */
  rate = read_u32 (data + 24);
  g_assert_cmpuint (rate, >=, 22050);
  g_assert_cmpuint (read_u32 (data + 28), ==, rate * 2);
  g_assert_cmpuint (read_u16 (data + 32), ==, 2);
  g_assert_cmpuint (read_u16 (data + 34), ==, 16);
  g_assert_cmpmem (data + 36, 4, "data", 4);
  data_size = read_u32 (data + 40);
  g_assert_cmpuint (data_size, ==, size - 44);
  g_assert_cmpuint (data_size % 2, ==, 0);

  n_samples = data_size / 2;
  g_assert_cmpfloat ((double) n_samples / rate, >=, min_s);
  g_assert_cmpfloat ((double) n_samples / rate, <=, max_s);

  for (guint i = 0; i < n_samples; i++)
    {
      int sample = (gint16) read_u16 (data + 44 + 2 * i);

      peak = MAX (peak, ABS (sample));
      sum += sample;
    }
  /* Heard, but soft: well below full scale, so never clipped. */
  g_assert_cmpint (peak, >, 32767 / 10);
  g_assert_cmpint (peak, <, 32767 * 8 / 10);
  /* No offset, and no click where it starts or stops: the first and last
   * samples are at (next to) silence, as are their neighbours. */
  g_assert_cmpfloat (ABS (sum / n_samples), <, 32767 / 100.0);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpint (ABS ((gint16) read_u16 (data + 44 + 2 * i)), <, 32767 / 100);
      g_assert_cmpint (ABS ((gint16) read_u16 (data + 44 + 2 * (n_samples - 1 - i))), <, 32767 / 100);
    }
}

static void
test_sounds_files (void)
{
  check_wav ("/io/github/adjikui/AdjiKui/sounds/drop.wav", 0.03, 0.25);
  check_wav ("/io/github/adjikui/AdjiKui/sounds/casa.wav", 0.15, 0.8);
}

static void
count_played_cb (AkSounds *sounds,
                 int       sound,
                 guint    *counts)
{
  g_assert_cmpint (sound, >=, 0);
  g_assert_cmpint (sound, <, AK_N_SOUNDS);
  counts[sound]++;
}

/* Off by default; the setting, and the Preferences switch, turn them on
 * and off; only when on is a sound played. */
static void
test_sounds_preference (void)
{
  g_autoptr(GSettings) settings = NULL;
  AkSounds *sounds;
  AdwDialog *dialog;
  GtkSwitch *sounds_switch;
  guint counts[AK_N_SOUNDS] = { 0 };

  ui_test_reset_all_settings ();
  settings = g_settings_new (SETTINGS_SCHEMA_ID);
  sounds = ak_sounds_get_default ();
  g_assert_false (g_settings_get_boolean (settings, "play-sounds"));
  g_assert_false (ak_sounds_get_enabled (sounds));

  g_signal_connect (sounds, "played", G_CALLBACK (count_played_cb), counts);
  ak_sounds_play (sounds, AK_SOUND_DROP);
  g_assert_cmpuint (counts[AK_SOUND_DROP], ==, 0);

  g_settings_set_boolean (settings, "play-sounds", TRUE);
  g_assert_true (ak_sounds_get_enabled (sounds));
  ak_sounds_play (sounds, AK_SOUND_DROP);
  ak_sounds_play (sounds, AK_SOUND_CASA);
  g_assert_cmpuint (counts[AK_SOUND_DROP], ==, 1);
  g_assert_cmpuint (counts[AK_SOUND_CASA], ==, 1);

  /* Playing many in a burst, with or without a media backend, neither
   * blocks nor fails. */
  for (guint i = 0; i < 50; i++)
    ak_sounds_play (sounds, AK_SOUND_DROP);
  g_assert_cmpuint (counts[AK_SOUND_DROP], ==, 51);

  /* The backend's check answers, and the sounds after it are played, or
   * found unplayable, without an abort or a warning (the tests run with
   * warnings fatal), wherever the tests run. */
  {
    gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

    while (!_ak_sounds_get_checked (sounds))
      {
        g_assert_cmpint (g_get_monotonic_time (), <, deadline);
        g_main_context_iteration (NULL, FALSE);
        g_usleep (1000);
      }
  }
  for (guint i = 0; i < 10; i++)
    ak_sounds_play (sounds, i % 3 == 0 ? AK_SOUND_CASA : AK_SOUND_DROP);
  g_assert_cmpuint (counts[AK_SOUND_DROP], ==, 57);
  g_assert_cmpuint (counts[AK_SOUND_CASA], ==, 5);
  drain_main_context ();

  dialog = g_object_ref_sink (ak_preferences_dialog_new ());
  sounds_switch = _ak_preferences_dialog_get_sounds_switch (AK_PREFERENCES_DIALOG (dialog));
  g_assert_true (gtk_switch_get_active (sounds_switch));
  gtk_switch_set_active (sounds_switch, FALSE);
  g_assert_false (g_settings_get_boolean (settings, "play-sounds"));
  g_assert_false (ak_sounds_get_enabled (sounds));
  ak_sounds_play (sounds, AK_SOUND_CASA);
  g_assert_cmpuint (counts[AK_SOUND_CASA], ==, 5);

  gtk_switch_set_active (sounds_switch, TRUE);
  g_assert_true (ak_sounds_get_enabled (sounds));
  g_assert_finalize_object (dialog);

  g_signal_handlers_disconnect_by_func (sounds, count_played_cb, counts);
  ui_test_reset_all_settings ();
  g_assert_false (ak_sounds_get_enabled (sounds));
}

/* A move of Adji Kui II from the start that captures: the first found by
 * playing the first legal move at each ply until one could capture. */
static void
find_capturing_move (AkPosition *pos,
                     AkRules    *rules,
                     AkTrace    *trace)
{
  ak_rules_init (rules);
  ak_position_init_start (pos, AK_SOUTH);

  for (guint ply = 0; ply < 400; ply++)
    {
      AkMoveList list;

      g_assert_cmpuint (ak_position_legal_moves (pos, rules, &list), >, 0);
      for (guint i = 0; i < list.n_moves; i++)
        if (list.info[i].captured > 0)
          {
            AkPosition after = *pos;

            g_assert_cmpint (ak_position_play_traced (&after, rules, list.moves[i], trace),
                             ==, AK_VERDICT_LEGAL);
            g_assert_cmpuint (trace->captures->len, >, 0);
            return;
          }
      *pos = list.children[(ply * 7) % list.n_moves];
    }
  g_assert_not_reached ();
}

static void
done_cb (gpointer user_data)
{
  gboolean *done = user_data;

  *done = TRUE;
}

static void
run_animation (GtkWidget        *widget,
               const AkTrace    *trace,
               const AkPosition *before)
{
  AkBoardAnimation *animation;
  AkPosition shown = *before;
  gboolean done = FALSE;
  gint64 deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;

  animation = ak_board_animation_new (widget, done_cb, &done);
  g_assert_true (ak_board_animation_start (animation, trace, &shown, AK_ANIMATION_SPEED_FAST));
  while (!done)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  ak_board_animation_free (animation);
}

/* The animation asks for one drop for each seed sown, over every lap, and
 * one casa sound for each capture; none when sounds are off. */
static void
test_sounds_animation (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(AkTrace) trace = ak_trace_new ();
  AkSounds *sounds = ak_sounds_get_default ();
  guint counts[AK_N_SOUNDS] = { 0 };
  AkPosition pos;
  AkRules rules;
  GtkWindow *window;
  GtkWidget *area;
  guint seeds = 0;

  ui_test_reset_all_settings ();
  settings = g_settings_new (SETTINGS_SCHEMA_ID);
  find_capturing_move (&pos, &rules, trace);
  for (guint i = 0; i < ak_trace_get_n_laps (trace); i++)
    seeds += ak_trace_get_lap (trace, i)->n_seeds;
  g_assert_cmpuint (seeds, ==, trace->drops->len);
  g_assert_cmpuint (seeds, >, 0);

  window = GTK_WINDOW (gtk_window_new ());
  g_object_ref (window);
  area = gtk_drawing_area_new ();
  gtk_window_set_default_size (window, 300, 200);
  gtk_window_set_child (window, area);
  gtk_window_present (window);
  ui_test_wait_for_window_shown (window);

  g_signal_connect (sounds, "played", G_CALLBACK (count_played_cb), counts);

  run_animation (area, trace, &pos);
  g_assert_cmpuint (counts[AK_SOUND_DROP], ==, 0);
  g_assert_cmpuint (counts[AK_SOUND_CASA], ==, 0);

  g_settings_set_boolean (settings, "play-sounds", TRUE);
  run_animation (area, trace, &pos);
  g_assert_cmpuint (counts[AK_SOUND_DROP], ==, seeds);
  g_assert_cmpuint (counts[AK_SOUND_CASA], ==, trace->captures->len);

  g_signal_handlers_disconnect_by_func (sounds, count_played_cb, counts);
  ui_test_reset_all_settings ();
  gtk_window_destroy (window);
  drain_main_context ();
  g_assert_finalize_object (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ak/ui/sounds/files", test_sounds_files);
  g_test_add_func ("/ak/ui/sounds/preference", test_sounds_preference);
  g_test_add_func ("/ak/ui/sounds/animation", test_sounds_animation);

  return ui_test_run ();
}
