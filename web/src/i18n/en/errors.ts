/**
 * Every refusal the API can give, by its `error.code`, and the page's own failures (offline, a
 * browser that will not do notifications), as a person reads them. The worker's `Refusal` takes
 * only a code listed here (`ErrorCode`), so a new code without words fails `tsc`. What a message
 * names from the server's answer (a date, seconds) is a parameter; `errorText` (web/src/i18n/
 * error-text.ts) reads it from the answer. Free-form refusals pass the server's own sentence.
 */
import { dateTime, plural } from '../format';

const when = (at: Date) => dateTime('en', at, { dateStyle: 'medium', timeStyle: 'short' });
const day = (at: Date) => dateTime('en', at, { dateStyle: 'medium' });

export const errors = {
  // The request itself.
  invalid_json: 'The request could not be read. Reload the page and try again.',
  /** The server's sentence says which field (English only; another language says it generally). */
  invalid_body: (detail: string) => detail || 'Something in the request is not valid. Check what you entered and try again.',
  body_too_large: 'That is too long to send. Shorten it and try again.',
  upgrade_required: 'This address is for live updates only; open the game page instead.',
  not_found: 'There is nothing at this address.',
  // Seats and games.
  unauthorized: 'This page does not hold a seat link for this game. Open the game from your seat link.',
  not_your_seat: 'That belongs to another seat, not yours.',
  unknown_game: 'There is no game at this address. Check the link.',
  unknown_join_code: 'That invite link does not lead to any game. Ask for the link again.',
  unknown_claim: 'That seat link does not match a seat waiting for a new player; it may have been taken already.',
  game_closed: 'This game was closed before everyone joined. Ask the host for a new one.',
  game_full: 'Every seat of that game is taken.',
  seats_held: (until: Date | null) =>
    until
      ? `The seats of this rematch are kept for the last game's players until ${when(until)}.`
      : "The seats of this rematch are kept for the last game's players for now.",
  one_seat_per_client: "You already hold a seat in this open game. Others near you can join with the host's invite link.",
  already_seated: 'You already hold a seat in this rated game: each player plays one seat.',
  busy: 'Too many people are joining at once. Try again in a moment.',
  // Moves.
  stale_version: 'The game has moved on since this page last looked. Look at the board again and choose again.',
  not_active: 'This game is not in play, so nothing can be done in it now.',
  not_finished: 'That is only possible once the game is over.',
  /** The engine's reason: English only, like the log (docs/i18n.md). */
  illegal_action: (detail: string) => detail || 'That move is not allowed by the rules right now.',
  cannot_undo: 'That move can no longer be taken back: someone has played since, or it showed something new.',
  // Creating a game.
  unknown_ruleset: 'That game is not one this site offers.',
  invalid_options: (detail: string) => detail || 'Those options do not go together. Check them and try again.',
  invalid_bots: (detail: string) => detail || 'Those bots cannot play this game. Check the seats and try again.',
  unsupported_option: (detail: string) => detail || 'This site does not offer that option for this game yet.',
  // The table: resigning, cancelling, votes, rematches.
  already_started: 'Someone has already played in this game, so it can no longer be cancelled. You can resign instead.',
  already_resigned: 'This seat has already resigned.',
  not_host: 'Only the host, who created the game, can cancel it.',
  no_vote: 'No vote is open on that seat: its time has not run out, or the table has already decided.',
  not_a_voter: 'Only the other players at the table vote on an absent seat.',
  not_stood_in: 'No bot is playing this seat for you: it is already yours.',
  rematch_closed: 'The rematch was closed: its seats were not taken within a week.',
  // Clocks.
  no_clock: 'This game has no deadline, so there is no clock to give time to.',
  invalid_seat: 'Time can only be given to another player at this table.',
  not_to_act: 'That player is not to move now: with a deadline per move, only the player to move has a clock.',
  gave_today: (next: Date | null) => (next ? `You can give time once a day; you can give more from ${when(next)}.` : 'You can give time once a day.'),
  no_proposal: 'No new time control has been proposed.',
  // Being away.
  away_in_past: "That date has already passed. Choose a day after today, or say you're back.",
  away_too_far: 'You can plan to be away at most 30 days ahead.',
  away_limit: (freesAt: Date | null) =>
    freesAt
      ? `You can be away at most 30 days in any year. An absence this long fits again from ${day(freesAt)}; a shorter one may fit now.`
      : 'You can be away at most 30 days in any year. A shorter absence may fit now.',
  // Accounts and links.
  sign_in_required: 'Sign in first: rated games are for signed-in players.',
  no_session: 'You are not signed in.',
  bad_origin: 'This request came from another site, so it was refused.',
  handle_taken: 'That handle is taken. Choose another.',
  unknown_player: 'There is no player with that handle.',
  invalid_link: 'That sign-in link is not valid. Copy the whole link from the email, or ask for a new one.',
  link_used: 'That sign-in link was already used: each link works once. Ask for a new one.',
  link_expired: 'That sign-in link has expired: links work for 15 minutes. Ask for a new one.',
  passkey_failed: 'That passkey could not be checked. Try again.',
  bad_mute_link: 'That mute link is not valid. Copy the whole link from the email.',
  bad_address_link: 'That link is not valid. Copy the whole link from the email.',
  push_unavailable: 'Notifications on a device are not set up on this server. Emails still work.',
  // The server.
  rate_limited: (seconds: number | null) =>
    seconds === null
      ? 'Too many requests from here. Wait a while and try again.'
      : seconds >= 3600
        ? 'Too many requests from here. Try again in an hour.'
        : plural('en', Math.max(1, seconds), { one: 'Too many requests. Try again in # second.', other: 'Too many requests. Try again in # seconds.' }),
  internal: 'Something went wrong on our side; nothing was changed. Try again.',
  misconfigured: 'This server is not set up correctly. Please tell whoever runs it.',
  /** An internal error's request id, after its sentence, for a player to quote to whoever runs the site. */
  errorId: (id: string) => `(Error id: ${id})`,
  // Tournaments (#46).
  unknown_tournament: 'There is no tournament at this address.',
  not_tournament_host: 'Only the host of this tournament can do that.',
  not_open: 'Joining this tournament is closed: it has started or ended.',
  tournament_full: 'This tournament has all the players it takes.',
  /** How many upcoming tournaments one player may host, from the answer (null: not known). */
  too_many_upcoming: (limit: number | null) =>
    `You already host ${limit === null ? 'as many upcoming tournaments as one player may' : `${limit} tournaments that have not started`}. Start or cancel one of them before you create another.`,
  already_joined: 'You are already in this tournament.',
  not_joined: 'That player is not (or no longer) in this tournament.',
  rating_out_of_range: 'Your rating is outside the range this tournament takes.',
  tournament_started: 'The first round has started, so the tournament can no longer be cancelled.',
  not_upcoming: 'This tournament has already started or ended.',
  too_few_players: 'The tournament does not have its minimum of players yet.',
  tournament_over: 'This tournament is over.',
  timed_out: 'You ran out of time in a tournament game: finish a few other games first, then you can join tournaments again.',
  away_not_allowed: 'The host of this tournament does not allow time away: its clocks keep running.',
  tournament_clock: "A tournament game keeps the tournament's time control: it cannot be changed, and no one can give time.",
  // The page's own failures (never sent by the server).
  network: 'The service could not be reached. Check your connection and try again.',
  offline: 'You are offline. Try again when you have a connection.',
  socket_closed: 'The live connection closed. Try again.',
  permission: 'Notifications are not allowed for this site. Allow them in your browser settings and try again.',
  push_failed: 'This browser could not set up notifications.',
  /** Any other answer: its HTTP status, or 0 when there was none. */
  unknown: (status: number) => (status > 0 ? `Something went wrong (error ${status}). Try again.` : 'Something went wrong. Try again.'),
};

/** A code the API may answer with: the worker's `Refusal` takes no other (worker/store/refusal.ts). */
export type ErrorCode = Exclude<keyof typeof errors, 'network' | 'offline' | 'socket_closed' | 'permission' | 'push_failed' | 'unknown' | 'errorId'>;
