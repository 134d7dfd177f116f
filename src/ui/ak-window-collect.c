/* ak-window-collect.c — the person's mistakes into the practice deck:
 * from each game against the computer, reviewed in the background when
 * it ends, and from the reviews the person runs in the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only when the `practice-collect` setting is on.  Whose mistakes: the
 * person's, in a game of a person against the computer; in a game of two
 * people, the side the mistake bar's player filter names, else nobody's
 * (the window does not ask).  The cards are made and valued in a worker
 * thread (ak_practice_cards_add_to_deck_async ()); the deck refuses a
 * position it has, so nothing is added twice.  A toast says how many
 * exercises were new.
 */

#define G_LOG_DOMAIN "ak-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ak-practice-cards.h"
#include "ak-preferences-dialog.h"
#include "ak-window-private.h"

struct _AkWindowCollect
{
  GCancellable *cancellable;   /* every review and addition of this window */
  guint         depth;         /* for tests: the background review's depth */
  guint         n_running;
};

typedef struct _AkWindowCollect WindowCollect;

/* One game's cards on their way to the deck. */
typedef struct
{
  GWeakRef      window;
  AkReview     *review;        /* the background review, or NULL */
  AkGame       *game;          /* reviewed: a copy, or the window's game */
  AkSide        side;
  AkReviewMark  least;
} Collecting;

static void
collecting_free (Collecting *collecting)
{
  g_weak_ref_clear (&collecting->window);
  g_clear_pointer (&collecting->review, ak_review_free);
  g_clear_object (&collecting->game);
  g_free (collecting);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Collecting, collecting_free)

static gboolean
collects (AkWindow *self)
{
  return self->collect != NULL && g_settings_get_boolean (self->settings, "practice-collect");
}

/* ?! too when the person wants them (a key of the practice settings, read
 * only where the schema has it). */
static AkReviewMark
least_mark (AkWindow *self)
{
  g_autoptr(GSettingsSchema) schema = NULL;

  g_object_get (self->settings, "settings-schema", &schema, NULL);
  if (schema != NULL && g_settings_schema_has_key (schema, "practice-include-inaccuracies") &&
      g_settings_get_boolean (self->settings, "practice-include-inaccuracies"))
    return AK_REVIEW_MARK_INACCURACY;
  return AK_REVIEW_MARK_MISTAKE;
}

/* The side a person plays against the computer, or AK_SIDE_NONE. */
static AkSide
person_against_computer (AkWindow *self)
{
  gboolean south = ak_player_is_computer (ak_table_get_player (self->table, AK_SOUTH));
  gboolean north = ak_player_is_computer (ak_table_get_player (self->table, AK_NORTH));

  if (south == north)
    return AK_SIDE_NONE;
  return south ? AK_NORTH : AK_SOUTH;
}

static void
say_added (AkWindow *self,
           guint     n_added)
{
  g_autofree char *text = NULL;

  if (n_added == 0)
    return;
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u exercise added to your practice deck",
                                       "%u exercises added to your practice deck", n_added),
                          n_added);
  ak_window_show_toast (self, text);
}

static void
added_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  GWeakRef *ref = user_data;
  g_autoptr(AkWindow) self = g_weak_ref_get (ref);
  g_autoptr(GError) error = NULL;
  guint n_added;

  g_weak_ref_clear (ref);
  g_free (ref);
  n_added = ak_practice_cards_add_to_deck_finish (result, &error);
  if (self == NULL || self->collect == NULL)
    return;
  self->collect->n_running--;
  if (error != NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        ak_window_show_toast (self, error->message);
      return;
    }
  say_added (self, n_added);
}

/**
 * ak_window_collect_cards:
 * @self: a window
 * @cards: (element-type AkPracticeCard): cards without their best moves
 *
 * Checks @cards and adds them to the practice deck, in a worker thread;
 * a toast says how many were new.
 */
void
ak_window_collect_cards (AkWindow  *self,
                         GPtrArray *cards)
{
  AkPracticeCheckOptions options = { 0, };
  AkPracticeDeck *deck;
  GWeakRef *ref;

  if (self->collect == NULL || cards == NULL || cards->len == 0)
    return;
  deck = ak_window_get_practice_deck (self);
  if (deck == NULL)
    return;

  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, self);
  self->collect->n_running++;
  ak_practice_cards_add_to_deck_async (deck, cards, &options,
                                       g_get_real_time () / G_USEC_PER_SEC,
                                       self->collect->cancellable, added_cb, ref);
}

/* Cards from @collecting's reviewed game, to the deck. */
static void
add_cards (AkWindow   *self,
           Collecting *collecting)
{
  g_autoptr(GPtrArray) cards = NULL;

  /* The file the game is kept in, if any, is where its cards came from. */
  cards = ak_practice_cards_collect (collecting->game, collecting->side, collecting->least,
                                     self->file != NULL ? g_file_peek_path (self->file) : NULL);
  collecting_free (collecting);
  ak_window_collect_cards (self, cards);
}

static void
background_review_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(Collecting) collecting = user_data;
  g_autoptr(AkWindow) self = g_weak_ref_get (&collecting->window);
  g_autoptr(AkReviewChange) change = NULL;
  g_autoptr(GError) error = NULL;

  gboolean done = ak_review_run_finish (collecting->review, result, &error);

  if (self == NULL || self->collect == NULL)
    return;
  self->collect->n_running--;
  if (!done)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_message ("The game's background review failed: %s", error->message);
      return;
    }

  /* The review's marks go into the game's copy, which only this sees. */
  change = ak_review_apply (collecting->review, collecting->game, &error);
  if (change == NULL)
    {
      g_message ("The game's background review was not written: %s", error->message);
      return;
    }
  g_clear_pointer (&collecting->review, ak_review_free);
  add_cards (self, g_steal_pointer (&collecting));
}

/* A game against the computer ended: its copy is reviewed, off the main
 * thread, and the person's mistakes become cards. */
static void
game_over_cb (AkWindow *self,
              AkTable  *table)
{
  g_autoptr(AkGameRecord) record = NULL;
  AkReviewOptions options;
  Collecting *collecting;
  AkSide side = person_against_computer (self);
  AkGame *game = ak_table_get_game (table);

  if (!collects (self) || side == AK_SIDE_NONE || game == NULL)
    return;

  ak_review_options_init (&options);
  ak_settings_get_review_thresholds (self->settings, options.thresholds);
  /* In the background, on one core: the person may be playing again. */
  options.n_threads = 1;
  if (self->collect->depth > 0)
    options.max_depth = self->collect->depth;

  record = ak_game_dup_record (game);
  collecting = g_new0 (Collecting, 1);
  g_weak_ref_init (&collecting->window, self);
  collecting->game = ak_game_new_from_record (record);
  collecting->review = ak_review_new (record, &options);
  collecting->side = side;
  collecting->least = least_mark (self);
  if (collecting->game == NULL || collecting->review == NULL)
    {
      collecting_free (collecting);
      return;
    }
  self->collect->n_running++;
  ak_review_run_async (collecting->review, self->collect->cancellable, NULL, NULL,
                       background_review_cb, collecting);
}

/**
 * ak_window_collect_reviewed:
 * @self: a window
 * @games: (element-type AkGame): the games a review just wrote into
 *
 * After a review the person ran: the mistakes of the side the window
 * knows as the person's become cards.
 */
void
ak_window_collect_reviewed (AkWindow  *self,
                            GPtrArray *games)
{
  AkSide side;

  if (!collects (self))
    return;
  side = person_against_computer (self);
  if (side == AK_SIDE_NONE)
    side = ak_window_get_mistakes_side (self);
  if (side == AK_SIDE_NONE)
    return;

  for (guint i = 0; i < games->len; i++)
    {
      Collecting *collecting = g_new0 (Collecting, 1);

      g_weak_ref_init (&collecting->window, self);
      collecting->game = g_object_ref (g_ptr_array_index (games, i));
      collecting->side = side;
      collecting->least = least_mark (self);
      add_cards (self, collecting);
    }
}

void
ak_window_init_collecting (AkWindow *self)
{
  WindowCollect *collect = g_new0 (WindowCollect, 1);

  collect->cancellable = g_cancellable_new ();
  self->collect = collect;
  g_signal_connect_object (self->table, "game-over", G_CALLBACK (game_over_cb), self,
                           G_CONNECT_SWAPPED);
}

void
ak_window_dispose_collecting (AkWindow *self)
{
  WindowCollect *collect = g_steal_pointer (&self->collect);

  if (collect == NULL)
    return;
  g_cancellable_cancel (collect->cancellable);
  g_clear_object (&collect->cancellable);
  g_free (collect);
}

/* For tests */

void
_ak_window_set_collect_depth (AkWindow *self,
                              guint     depth)
{
  g_return_if_fail (AK_IS_WINDOW (self));
  self->collect->depth = depth;
}

gboolean
_ak_window_get_collecting (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), FALSE);
  return self->collect != NULL && self->collect->n_running > 0;
}
