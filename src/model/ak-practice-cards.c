/* ak-practice-cards.c — practice cards from a reviewed game's mistakes,
 * checked by the engine and added to the deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Collecting is cheap and reads only the game: the marks and values a
 * review wrote into it (ak_review_moves_collect()), so a file reviewed
 * long ago gives the same cards as a review just run.  Adding checks each
 * card with the engine first (ak-practice-check.h): the best moves a card
 * keeps are every move the check finds right, not only the review's best,
 * and a card the check finds nothing to learn from is left out.
 */

#define G_LOG_DOMAIN "ak-practice-cards"

#include "config.h"

#include "ak-practice-cards.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ak-review-moves.h"
#include "ak-tables-manager.h"

/* A tag's value, or NULL where the game does not know it ("?", or the
 * unknown date "????.??.??"). */
static const char *
known_tag (AkGame     *game,
           const char *name)
{
  const char *value = ak_game_get_tag (game, name);

  if (value == NULL || value[0] == '\0' || strchr (value, '?') != NULL)
    return NULL;
  return value;
}

static char *
dup_players (AkGame *game)
{
  const char *south = known_tag (game, "South");
  const char *north = known_tag (game, "North");

  if (south == NULL && north == NULL)
    return NULL;
  return g_strdup_printf ("%s – %s", south != NULL ? south : "?", north != NULL ? north : "?");
}

/**
 * ak_practice_cards_collect:
 * @game: a reviewed game (its moves have values and marks)
 * @side: the player whose mistakes become cards
 * @least: the least mark taken: %AK_REVIEW_MARK_MISTAKE for `?` and `??`,
 *   %AK_REVIEW_MARK_INACCURACY for `?!` too
 * @source_file: (nullable): the file the game came from, kept on the cards
 *
 * Makes a card, on the main thread and at once, for every move of @side
 * on @game's main line that is marked @least or worse and has a value
 * before and after it: the position before the move, the move played,
 * the game it came from.  A position met twice gives one card.  The cards
 * have no best moves yet: ak_practice_cards_add_to_deck() checks them.
 *
 * Returns: (transfer full) (element-type AkPracticeCard): the cards, in
 *   the order played; empty if @side made no such mistake
 */
GPtrArray *
ak_practice_cards_collect (AkGame       *game,
                           AkSide        side,
                           AkReviewMark  least,
                           const char   *source_file)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_practice_card_free);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GArray) moves = NULL;
  g_autofree char *rules = NULL;
  g_autofree char *players = NULL;
  const char *date;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  AkRules play_rules, defaults;

  g_return_val_if_fail (AK_IS_GAME (game), g_steal_pointer (&cards));
  g_return_val_if_fail (side == AK_SOUTH || side == AK_NORTH, g_steal_pointer (&cards));

  least = MAX (least, AK_REVIEW_MARK_INACCURACY);
  moves = ak_review_moves_collect (game);
  /* The variant is a column of its own: the rules text leaves it out,
   * and the options of a match (what becomes of the seeds left over,
   * who starts the next game, when the match ends), which change nothing
   * in a position: the same position of a match's game and of a single
   * game is one card. */
  play_rules = *ak_game_get_rules (game);
  ak_rules_init (&defaults);
  play_rules.remainder = defaults.remainder;
  play_rules.next_starter = defaults.next_starter;
  play_rules.match_end = defaults.match_end;
  play_rules.match_end_n = defaults.match_end_n;
  play_rules.first = defaults.first;
  rules = ak_rules_to_string (&play_rules, AK_RULES_FORMAT_DEFAULT);
  players = dup_players (game);
  date = known_tag (game, "Date");

  for (guint i = 0; i < moves->len; i++)
    {
      const AkReviewedMove *move = &g_array_index (moves, AkReviewedMove, i);
      const AkPosition *before;
      g_autoptr(AkPracticeCard) card = NULL;

      if (move->side != side || move->mark < least || move->node->parent == NULL)
        continue;
      before = &move->node->parent->position;
      card = ak_practice_card_new ();
      card->variant = ak_game_get_variant (game);
      card->position = ak_position_to_string (before);
      if (g_hash_table_contains (seen, card->position))
        continue;
      card->side_to_move = (AkSide) before->side;
      g_free (card->rules);
      card->rules = g_strdup (rules != NULL ? rules : "");
      card->player_side = side;
      card->move_played = ak_practice_move_to_string (move->node->move);
      card->source_file = g_strdup (source_file);
      card->source_date = g_strdup (date);
      card->source_players = g_strdup (players);
      card->source_ply = move->ply;
      card->created = now;
      g_hash_table_add (seen, card->position);
      g_ptr_array_add (cards, g_steal_pointer (&card));
    }
  return g_steal_pointer (&cards);
}

/**
 * ak_practice_cards_fill:
 * @card: a card
 * @check: the engine's check of @card's position
 * @played_right: (out) (optional): whether the check finds the move
 *   played right after all
 * @error: return location for an %AK_PRACTICE_CHECK_ERROR_INVALID error
 *
 * Sets @card's best moves to every move @check finds right, best first,
 * with their values, and its played score to the move played's.
 *
 * Returns: %FALSE with @error set if the card's move played is not a
 *   legal move of its position
 */
gboolean
ak_practice_cards_fill (AkPracticeCard   *card,
                        AkPracticeCheck  *check,
                        gboolean         *played_right,
                        GError          **error)
{
  const AkPracticeAnswer *played = NULL;
  int move;

  g_return_val_if_fail (card != NULL, FALSE);
  g_return_val_if_fail (check != NULL, FALSE);

  if (card->move_played != NULL && ak_practice_move_from_string (card->move_played, &move))
    played = ak_practice_check_find (check, move);
  if (played == NULL)
    {
      /* Translators: %s is the move a practice card keeps, like “c” */
      g_set_error (error, AK_PRACTICE_CHECK_ERROR, AK_PRACTICE_CHECK_ERROR_INVALID,
                   _("The practice card’s move played, “%s”, is not a legal move of its position"),
                   card->move_played != NULL ? card->move_played : "");
      return FALSE;
    }
  g_array_set_size (card->best_moves, 0);
  for (guint i = 0; i < ak_practice_check_get_n_answers (check); i++)
    {
      const AkPracticeAnswer *answer = ak_practice_check_get_answer (check, i);
      g_autofree char *text = NULL;

      if (!answer->right)
        continue;
      text = ak_practice_move_to_string (answer->move);
      ak_practice_card_add_best_move (card, text, answer->score);
    }
  card->played_score = played->score;
  if (played_right != NULL)
    *played_right = played->right;
  return TRUE;
}

/* The tables to check @card with: the options', else the app's for its
 * rules (none in a program that has no tables manager). */
static AkTables *
dup_tables (const AkPracticeCard         *card,
            const AkPracticeCheckOptions *options)
{
  AkRules rules;
  AkPosition pos;

  if (options != NULL && options->tables != NULL)
    return ak_tables_ref (options->tables);
  if (!ak_rules_parse (&rules, card->rules != NULL ? card->rules : "", NULL) ||
      card->position == NULL || !ak_position_parse (&pos, card->position, NULL))
    return NULL;  /* the check says what is wrong */
  rules.variant = card->variant;
  return ak_tables_manager_dup_for_search (&rules, &pos);
}

/**
 * ak_practice_cards_add_to_deck:
 * @deck: the practice deck
 * @cards: (element-type AkPracticeCard): cards from
 *   ak_practice_cards_collect(); their best moves and played scores are
 *   filled in
 * @options: (nullable): how to check them; without tables, the app's
 *   tables for each card's rules are used where there are some
 * @now: Unix seconds: when the cards are made, and due
 * @cancellable: (nullable): stops between and during the checks
 * @error: return location for an error of the check or the deck
 *
 * Checks each card with the engine (ak_practice_check_new_sync()) and
 * adds it to @deck, on the calling thread: seconds a card at the default
 * depth.  A position already in the deck is not added twice.  The cards
 * added before an error stay in the deck.
 *
 * Returns: how many cards were new to the deck; 0 with @error set on error
 */
guint
ak_practice_cards_add_to_deck (AkPracticeDeck                *deck,
                               GPtrArray                     *cards,
                               const AkPracticeCheckOptions  *options,
                               gint64                         now,
                               GCancellable                  *cancellable,
                               GError                       **error)
{
  guint n_new = 0;

  g_return_val_if_fail (AK_IS_PRACTICE_DECK (deck), 0);
  g_return_val_if_fail (cards != NULL, 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  for (guint i = 0; i < cards->len; i++)
    {
      AkPracticeCard *card = g_ptr_array_index (cards, i);
      AkPracticeCheckOptions check_options = { 0, };
      g_autoptr(AkTables) tables = dup_tables (card, options);
      g_autoptr(AkPracticeCheck) check = NULL;
      gboolean played_right = FALSE;
      gboolean added = FALSE;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return 0;
      if (options != NULL)
        check_options = *options;
      check_options.tables = tables;
      check = ak_practice_check_new_sync (card, &check_options, cancellable, error);
      if (check == NULL || !ak_practice_cards_fill (card, check, &played_right, error))
        return 0;
      /* The review judged the move by the values before and after it, each
       * from its own search; the check, judging every move of the
       * position at once, may find the move played right after all (as
       * good as the best within the threshold).  Such a card would mark
       * the player's own answer right: there is nothing to practise. */
      if (played_right)
        continue;
      if (ak_practice_deck_add_card (deck, card, now, &added, error) == 0)
        return 0;
      n_new += added;
    }
  return n_new;
}

typedef struct
{
  AkPracticeDeck         *deck;
  GPtrArray              *cards;
  AkPracticeCheckOptions  options;   /* its tables a reference */
  gint64                  now;
} AddJob;

static void
add_job_free (AddJob *job)
{
  g_object_unref (job->deck);
  g_ptr_array_unref (job->cards);
  g_clear_pointer (&job->options.tables, ak_tables_unref);
  g_free (job);
}

static void
add_worker (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  AddJob *job = task_data;
  g_autoptr(GError) error = NULL;
  guint n_new;

  n_new = ak_practice_cards_add_to_deck (job->deck, job->cards, &job->options, job->now,
                                         cancellable, &error);
  if (error != NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_int (task, n_new);
}

/**
 * ak_practice_cards_add_to_deck_async:
 * @deck: the practice deck
 * @cards: (element-type AkPracticeCard): the cards; referenced, and filled
 *   in by the worker: leave them alone until the callback
 * @options: (nullable): how to check them
 * @now: Unix seconds: when the cards are made, and due
 * @cancellable: (nullable): stops the checks
 * @callback: called on the caller's main context when done
 * @user_data: for @callback
 *
 * ak_practice_cards_add_to_deck() in a worker thread.  Finish with
 * ak_practice_cards_add_to_deck_finish().
 */
void
ak_practice_cards_add_to_deck_async (AkPracticeDeck                *deck,
                                     GPtrArray                     *cards,
                                     const AkPracticeCheckOptions  *options,
                                     gint64                         now,
                                     GCancellable                  *cancellable,
                                     GAsyncReadyCallback            callback,
                                     gpointer                       user_data)
{
  g_autoptr(GTask) task = NULL;
  AddJob *job;

  g_return_if_fail (AK_IS_PRACTICE_DECK (deck));
  g_return_if_fail (cards != NULL);

  job = g_new0 (AddJob, 1);
  job->deck = g_object_ref (deck);
  job->cards = g_ptr_array_ref (cards);
  if (options != NULL)
    job->options = *options;
  if (job->options.tables != NULL)
    ak_tables_ref (job->options.tables);
  job->now = now;

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, ak_practice_cards_add_to_deck_async);
  g_task_set_task_data (task, job, (GDestroyNotify) add_job_free);
  g_task_run_in_thread (task, add_worker);
}

/**
 * ak_practice_cards_add_to_deck_finish:
 * @result: the result given to the callback
 * @error: return location for an error
 *
 * Returns: how many cards were new to the deck; 0 with @error set on error
 */
guint
ak_practice_cards_add_to_deck_finish (GAsyncResult  *result,
                                      GError       **error)
{
  gssize n_new;

  g_return_val_if_fail (g_task_is_valid (result, NULL), 0);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) ==
                        ak_practice_cards_add_to_deck_async, 0);

  n_new = g_task_propagate_int (G_TASK (result), error);
  return n_new < 0 ? 0 : (guint) n_new;
}
