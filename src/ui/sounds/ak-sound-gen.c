/* ak-sound-gen.c — synthesises the board's sounds into WAV files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run at build time (for the build machine): `ak-sound-gen FOLDER`
 * writes drop.wav, a seed landing in a hole (a short damped wooden
 * “tock” of a few inharmonic partials), and casa.wav, the four seeds of
 * a casa falling into a store one after the other over a hollow body.
 * Both are 16-bit mono PCM.  Nothing is random: the same files come out
 * of every build.
 *
 * Plain C and libm only, so that it builds natively without GLib.
 */

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RATE       48000
/* Fades that take the sound from and back to silence without a click */
#define ATTACK_S   0.0015
#define RELEASE_S  0.012

typedef struct
{
  double freq;       /* Hz */
  double amplitude;
  double decay;      /* seconds for the partial to fall to 1/e */
} Partial;

/* A wooden seed on a wooden board: the partials of a small struck bar,
 * not in a harmonic series, the higher ones dying fastest. */
static const Partial tock[] = {
  {  740.0, 1.00, 0.030 },
  { 1620.0, 0.50, 0.017 },
  { 2790.0, 0.26, 0.010 },
  { 4150.0, 0.10, 0.006 },
};

/* The store's hollow, which a casa's seeds set ringing */
static const Partial body[] = {
  { 196.0, 0.55, 0.110 },
  { 412.0, 0.30, 0.070 },
};

static void
add_partials (double        *samples,
              size_t         n_samples,
              double         start_s,
              const Partial *partials,
              size_t         n_partials,
              double         pitch,
              double         gain)
{
  size_t first = (size_t) (start_s * RATE);

  for (size_t i = first; i < n_samples; i++)
    {
      double t = (double) (i - first) / RATE;
      /* A raised-cosine onset: the strike starts from zero. */
      double onset = t < ATTACK_S ? 0.5 - 0.5 * cos (M_PI * t / ATTACK_S) : 1.0;
      double value = 0;

      for (size_t p = 0; p < n_partials; p++)
        value += partials[p].amplitude
                 * exp (-t / partials[p].decay)
                 * sin (2 * M_PI * partials[p].freq * pitch * t);
      samples[i] += gain * onset * value;
    }
}

/* Scales the peak to @peak of full scale and fades the tail out. */
static void
finish (double *samples,
        size_t  n_samples,
        double  peak)
{
  size_t release = (size_t) (RELEASE_S * RATE);
  double max = 0;

  for (size_t i = 0; i < n_samples; i++)
    max = fmax (max, fabs (samples[i]));
  for (size_t i = 0; i < n_samples; i++)
    samples[i] *= max > 0 ? peak / max : 0;

  for (size_t i = 0; i < release && i < n_samples; i++)
    samples[n_samples - 1 - i] *= 0.5 - 0.5 * cos (M_PI * i / release);
}

static void
put_u32 (unsigned char *out,
         uint32_t       value)
{
  out[0] = value & 0xff;
  out[1] = (value >> 8) & 0xff;
  out[2] = (value >> 16) & 0xff;
  out[3] = (value >> 24) & 0xff;
}

static void
put_u16 (unsigned char *out,
         uint16_t       value)
{
  out[0] = value & 0xff;
  out[1] = (value >> 8) & 0xff;
}

static int
write_wav (const char   *folder,
           const char   *name,
           const double *samples,
           size_t        n_samples)
{
  size_t data_size = n_samples * 2;
  size_t size = 44 + data_size;
  unsigned char *bytes = calloc (1, size);
  char *path;
  FILE *file;
  int ok;

  if (bytes == NULL)
    return 0;

  memcpy (bytes, "RIFF", 4);
  put_u32 (bytes + 4, (uint32_t) (size - 8));
  memcpy (bytes + 8, "WAVE", 4);
  memcpy (bytes + 12, "fmt ", 4);
  put_u32 (bytes + 16, 16);
  put_u16 (bytes + 20, 1);             /* PCM */
  put_u16 (bytes + 22, 1);             /* mono */
  put_u32 (bytes + 24, RATE);
  put_u32 (bytes + 28, RATE * 2);      /* bytes a second */
  put_u16 (bytes + 32, 2);             /* bytes a frame */
  put_u16 (bytes + 34, 16);            /* bits a sample */
  memcpy (bytes + 36, "data", 4);
  put_u32 (bytes + 40, (uint32_t) data_size);

  for (size_t i = 0; i < n_samples; i++)
    {
      long value = lrint (samples[i] * 32767.0);

      value = value > 32767 ? 32767 : value < -32768 ? -32768 : value;
      put_u16 (bytes + 44 + 2 * i, (uint16_t) (int16_t) value);
    }

  path = malloc (strlen (folder) + strlen (name) + 2);
  if (path == NULL)
    {
      free (bytes);
      return 0;
    }
  sprintf (path, "%s/%s", folder, name);

  file = fopen (path, "wb");
  ok = file != NULL && fwrite (bytes, 1, size, file) == size;
  if (file != NULL && fclose (file) != 0)
    ok = 0;
  if (!ok)
    fprintf (stderr, "ak-sound-gen: cannot write %s: %s\n", path, strerror (errno));

  free (path);
  free (bytes);
  return ok;
}

static int
make_drop (const char *folder)
{
  size_t n_samples = (size_t) (0.110 * RATE);
  double *samples = calloc (n_samples, sizeof (double));
  int ok;

  if (samples == NULL)
    return 0;

  add_partials (samples, n_samples, 0, tock, sizeof tock / sizeof tock[0], 1.0, 1.0);
  /* Soft: well below full scale, since it comes with every seed. */
  finish (samples, n_samples, 0.40);
  ok = write_wav (folder, "drop.wav", samples, n_samples);
  free (samples);
  return ok;
}

static int
make_casa (const char *folder)
{
  /* Four seeds, a little apart and each of its own pitch */
  static const double starts[] = { 0.000, 0.052, 0.098, 0.150 };
  static const double pitches[] = { 0.86, 0.93, 0.81, 0.90 };
  static const double gains[] = { 1.0, 0.8, 0.9, 0.7 };
  size_t n_samples = (size_t) (0.420 * RATE);
  double *samples = calloc (n_samples, sizeof (double));
  int ok;

  if (samples == NULL)
    return 0;

  add_partials (samples, n_samples, 0, body, sizeof body / sizeof body[0], 1.0, 1.0);
  for (size_t i = 0; i < 4; i++)
    add_partials (samples, n_samples, starts[i], tock, sizeof tock / sizeof tock[0],
                  pitches[i], gains[i]);
  finish (samples, n_samples, 0.55);
  ok = write_wav (folder, "casa.wav", samples, n_samples);
  free (samples);
  return ok;
}

int
main (int   argc,
      char *argv[])
{
  if (argc != 2)
    {
      fprintf (stderr, "Usage: ak-sound-gen FOLDER\n");
      return 2;
    }

  return make_drop (argv[1]) && make_casa (argv[1]) ? 0 : 1;
}
