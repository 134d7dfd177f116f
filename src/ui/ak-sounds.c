/* ak-sounds.c — the soft sounds of the sowing: a seed dropped, a casa
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sounds are WAV files synthesised at build time (src/ui/sounds)
 * and played with GtkMediaFile, which hands them to GTK's media backend
 * and returns at once.  Each sound has a few streams of its own, so that
 * seeds dropped in quick succession overlap; when all of them are still
 * playing, the sound is left out rather than queued.  Without a media
 * backend (none may be installed) the first stream reports an error: the
 * sounds then stay silent, with one debug message, and nothing else
 * changes.
 *
 * GTK's GStreamer backend cannot report one failure as an error: without
 * GStreamer's playbin3 element (gst-plugins-base) it aborts the program.
 * So before the first stream, a worker thread asks GStreamer, when it is
 * installed, whether it has playbin3; until the answer comes, and if it
 * is no, the sounds stay silent.
 *
 * The default instance follows the “play-sounds” setting, off unless
 * the person turns it on in the preferences.
 */

#define G_LOG_DOMAIN "ak-sounds"

#include "config.h"

#include <gmodule.h>

#include "ak-sounds.h"
#include "ak-sounds-private.h"

#define SETTINGS_SCHEMA_ID "io.github.adjikui.AdjiKui"
#define SOUNDS_KEY         "play-sounds"
#define MAX_STREAMS        3

static const char * const sound_paths[AK_N_SOUNDS] = {
  [AK_SOUND_DROP] = "/io/github/adjikui/AdjiKui/sounds/drop.wav",
  [AK_SOUND_CASA] = "/io/github/adjikui/AdjiKui/sounds/casa.wav",
};

struct _AkSounds
{
  GObject          parent_instance;

  gboolean         enabled;
  /* Set once the media backend has failed a stream */
  gboolean         broken;
  /* The check of GStreamer: not made, under way, or done */
  enum { CHECK_NONE, CHECK_RUNNING, CHECK_DONE } check;
  GtkMediaStream  *streams[AK_N_SOUNDS][MAX_STREAMS];

  GSettings       *settings;
};

G_DEFINE_FINAL_TYPE (AkSounds, ak_sounds, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ENABLED,
  PROP_AVAILABLE,
  N_PROPS
};

enum
{
  SIGNAL_PLAYED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
clear_streams (AkSounds *self)
{
  for (int sound = 0; sound < AK_N_SOUNDS; sound++)
    for (int i = 0; i < MAX_STREAMS; i++)
      {
        if (self->streams[sound][i] != NULL)
          gtk_media_stream_pause (self->streams[sound][i]);
        g_clear_object (&self->streams[sound][i]);
      }
}

static void
ak_sounds_dispose (GObject *object)
{
  AkSounds *self = AK_SOUNDS (object);

  clear_streams (self);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ak_sounds_parent_class)->dispose (object);
}

static void
ak_sounds_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  AkSounds *self = AK_SOUNDS (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      g_value_set_boolean (value, self->enabled);
      break;
    case PROP_AVAILABLE:
      g_value_set_boolean (value, !self->broken);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_sounds_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  AkSounds *self = AK_SOUNDS (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      ak_sounds_set_enabled (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_sounds_class_init (AkSoundsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ak_sounds_dispose;
  object_class->get_property = ak_sounds_get_property;
  object_class->set_property = ak_sounds_set_property;

  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* False once the media backend has failed: sounds cannot be heard. */
  properties[PROP_AVAILABLE] =
    g_param_spec_boolean ("available", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkSounds::played:
   * @self: the sounds
   * @sound: the #AkSound asked for
   *
   * Emitted for each sound asked for while sounds are on, whether or
   * not a media backend makes it heard: for the tests, which have none.
   */
  signals[SIGNAL_PLAYED] =
    g_signal_new ("played", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
ak_sounds_init (AkSounds *self)
{
}

/**
 * ak_sounds_new:
 *
 * Returns: (transfer full): new sounds, off, not bound to any setting
 */
AkSounds *
ak_sounds_new (void)
{
  return g_object_new (AK_TYPE_SOUNDS, NULL);
}

/**
 * ak_sounds_get_default:
 *
 * The sounds the board plays, following the “play-sounds” setting when
 * the schema is installed; created at the first call and kept for the
 * life of the program.
 *
 * Returns: (transfer none): the default sounds
 */
AkSounds *
ak_sounds_get_default (void)
{
  static AkSounds *sounds;

  if (g_once_init_enter_pointer (&sounds))
    {
      AkSounds *self = ak_sounds_new ();
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
      g_autoptr(GSettingsSchema) schema = NULL;

      if (source != NULL)
        schema = g_settings_schema_source_lookup (source, SETTINGS_SCHEMA_ID, TRUE);
      if (schema != NULL && g_settings_schema_has_key (schema, SOUNDS_KEY))
        {
          self->settings = g_settings_new (SETTINGS_SCHEMA_ID);
          g_settings_bind (self->settings, SOUNDS_KEY, self, "enabled",
                           G_SETTINGS_BIND_GET);
        }

      g_once_init_leave_pointer (&sounds, self);
    }

  return sounds;
}

gboolean
ak_sounds_get_enabled (AkSounds *self)
{
  g_return_val_if_fail (AK_IS_SOUNDS (self), FALSE);

  return self->enabled;
}

/**
 * ak_sounds_set_enabled:
 * @self: sounds
 * @enabled: whether ak_sounds_play() makes a sound
 *
 * Turning the sounds off stops those playing and lets their streams go.
 */
void
ak_sounds_set_enabled (AkSounds *self,
                       gboolean  enabled)
{
  g_return_if_fail (AK_IS_SOUNDS (self));

  enabled = !!enabled;
  if (self->enabled == enabled)
    return;

  self->enabled = enabled;
  if (!enabled)
    clear_streams (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

/**
 * ak_sounds_get_available:
 * @self: sounds
 *
 * Returns: %FALSE once the media backend has failed to play a sound
 *   (there may be none); %TRUE before any sound was tried
 */
gboolean
ak_sounds_get_available (AkSounds *self)
{
  g_return_val_if_fail (AK_IS_SOUNDS (self), FALSE);

  return !self->broken;
}

/* Gives up on the backend for good: the first error is the answer for
 * every later sound. */
static gboolean
check_stream (AkSounds       *self,
              GtkMediaStream *stream)
{
  const GError *error = gtk_media_stream_get_error (stream);

  if (error == NULL)
    return TRUE;

  g_debug ("Sounds are off: the media backend cannot play them: %s", error->message);
  self->broken = TRUE;
  clear_streams (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVAILABLE]);
  return FALSE;
}

/* Whether GStreamer, if it is installed, can play: GTK's backend aborts
 * without playbin3.  Without GStreamer, GTK's backend is another one (or
 * none), which reports its failures as errors. */
static gboolean
gstreamer_can_play (void)
{
  /* Kept open once GStreamer has started: it is not one to unload. */
  GModule *gst = g_module_open ("libgstreamer-1.0.so.0", G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
  gboolean (*init_check) (int *, char ***, GError **) = NULL;
  gpointer (*factory_find) (const char *) = NULL;
  void (*object_unref) (gpointer) = NULL;
  g_autoptr(GError) error = NULL;
  gpointer factory;

  if (gst == NULL)
    return TRUE;
  if (!g_module_symbol (gst, "gst_init_check", (gpointer *) &init_check) ||
      !g_module_symbol (gst, "gst_element_factory_find", (gpointer *) &factory_find) ||
      !g_module_symbol (gst, "gst_object_unref", (gpointer *) &object_unref))
    {
      g_module_close (gst);
      return TRUE;
    }

  if (!init_check (NULL, NULL, &error))
    {
      g_debug ("GStreamer does not start: %s", error != NULL ? error->message : "");
      return FALSE;
    }
  factory = factory_find ("playbin3");
  if (factory == NULL)
    {
      g_debug ("GStreamer has no playbin3 element");
      return FALSE;
    }
  object_unref (factory);
  return TRUE;
}

static void
check_worker (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  g_task_return_boolean (task, gstreamer_can_play ());
}

static void
check_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  AkSounds *self = AK_SOUNDS (source);

  self->check = CHECK_DONE;
  if (!g_task_propagate_boolean (G_TASK (result), NULL) && !self->broken)
    {
      g_debug ("Sounds are off: GStreamer cannot play them");
      self->broken = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVAILABLE]);
    }
}

/**
 * ak_sounds_play:
 * @self: sounds
 * @sound: which
 *
 * Starts @sound when sounds are on, and returns at once.  It is left out
 * when that sound is already playing on all its streams, and when no
 * media backend can play it.
 */
void
ak_sounds_play (AkSounds *self,
                AkSound   sound)
{
  g_return_if_fail (AK_IS_SOUNDS (self));
  g_return_if_fail (sound >= 0 && sound < AK_N_SOUNDS);

  if (!self->enabled)
    return;

  g_signal_emit (self, signals[SIGNAL_PLAYED], 0, (int) sound);

  if (self->broken)
    return;

  /* The first sound asked for starts the check of the backend, and the
   * sounds wait for its answer. */
  if (self->check != CHECK_DONE)
    {
      if (self->check == CHECK_NONE)
        {
          g_autoptr(GTask) task = g_task_new (self, NULL, check_done_cb, NULL);

          self->check = CHECK_RUNNING;
          g_task_set_source_tag (task, ak_sounds_play);
          g_task_run_in_thread (task, check_worker);
        }
      return;
    }

  for (int i = 0; i < MAX_STREAMS; i++)
    {
      GtkMediaStream *stream = self->streams[sound][i];

      if (stream == NULL)
        {
          stream = gtk_media_file_new_for_resource (sound_paths[sound]);
          self->streams[sound][i] = stream;
        }
      if (!check_stream (self, stream))
        return;
      if (gtk_media_stream_get_playing (stream))
        continue;

      if (gtk_media_stream_get_timestamp (stream) > 0)
        gtk_media_stream_seek (stream, 0);
      gtk_media_stream_play (stream);
      check_stream (self, stream);
      return;
    }
}

/* For tests: whether the backend's check has answered */
gboolean
_ak_sounds_get_checked (AkSounds *self)
{
  g_return_val_if_fail (AK_IS_SOUNDS (self), FALSE);

  return self->check == CHECK_DONE;
}
