/**
 * A refusal: the answer "no" of the game's rules, the store or a room of the Worker, as a value
 * of the domain (`{ code, message }`), never an HTTP response. Any room may throw one; only the
 * HTTP edge (worker/http/errors.ts, the one `onError`) turns it into a status and the contract's
 * `{ error: { code, message } }` body, and the game's writer hands it across its RPC boundary as
 * a plain value (`RefusalValue`). Every code has its words in both languages in the catalog's
 * `errors` area, which the pages show instead of `message`.
 */
import type { ErrorCode } from '@web/i18n/en/errors';

export type { ErrorCode };

export class Refusal extends Error {
  constructor(
    /** Only a code the message catalog words for the page (web/src/i18n/en/errors.ts), else `tsc` fails. */
    readonly code: ErrorCode,
    message: string,
    /** Extra fields of the error object, such as `freesAt` of `away_limit`. */
    readonly details: Record<string, string | number> = {},
    /** Seconds to wait before asking again (a rate limit): the edge's Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** A refusal as a plain value (what crosses an RPC boundary, where a class is not kept). */
export interface RefusalValue {
  code: ErrorCode;
  message: string;
  details?: Record<string, string | number>;
  retryAfter?: number;
}

export function refusalValue(r: Refusal): RefusalValue {
  return {
    code: r.code,
    message: r.message,
    ...(Object.keys(r.details).length ? { details: r.details } : {}),
    ...(r.retryAfter === undefined ? {} : { retryAfter: r.retryAfter }),
  };
}

/** The value made a refusal again, on the side that throws it. */
export const fromValue = (v: RefusalValue): Refusal => new Refusal(v.code, v.message, v.details ?? {}, v.retryAfter);

export const errors = {
  badJson: () => new Refusal('invalid_json', 'The request body is not valid JSON.'),
  invalidBody: (message: string) => new Refusal('invalid_body', message),
  bodyTooLarge: () => new Refusal('body_too_large', 'The request body is too large.'),
  unauthorized: () => new Refusal('unauthorized', 'A valid seat token is required (Authorization: Bearer <token>).'),
  notYourSeat: () => new Refusal('not_your_seat', 'That seat token belongs to another game.'),
  gameNotFound: () => new Refusal('unknown_game', 'There is no game with that id.'),
  unknownJoinCode: () => new Refusal('unknown_join_code', 'That invite link does not match any game.'),
  cannotUndo: () =>
    new Refusal(
      'cannot_undo',
      'That move can no longer be taken back: someone has acted since, or it showed something (a card drawn or turned, a choice revealed).',
    ),
  gameClosed: () => new Refusal('game_closed', 'This game was closed before everyone joined; ask the host for a new one.'),
  gameFull: () => new Refusal('game_full', 'Every seat of that game is taken.'),
  staleVersion: (current: number) => new Refusal('stale_version', `The game has moved on (version ${current}); reload and try again.`),
  notActive: (status: string) => new Refusal('not_active', `The game is ${status}, so no action can be taken.`),
  notFinished: () => new Refusal('not_finished', 'The record is published when the game ends: it would reveal hidden cards.'),
  illegalAction: (message: string) => new Refusal('illegal_action', message),
  unknownRuleset: (id: string) => new Refusal('unknown_ruleset', `There is no ruleset "${id}".`),
  invalidOptions: (message: string) => new Refusal('invalid_options', message),
  invalidBots: (message: string) => new Refusal('invalid_bots', message),
  unsupported: (message: string) => new Refusal('unsupported_option', message),
  notFound: () => new Refusal('not_found', 'There is nothing at this address.'),
  awayNotAllowed: () => new Refusal('away_not_allowed', "This game's tournament allows no time away: its clocks keep running."),
  tournamentClock: () => new Refusal('tournament_clock', "A tournament's game runs on the tournament's time control: no table may change it or give time."),
};

/** The refusals of worker/players/ (sign-in and sessions), here so that the store can give them without importing the players' room. */
export const playerErrors = {
  signInRequired: () => new Refusal('sign_in_required', 'Sign in first: rated games are for signed-in players.'),
  noSession: () => new Refusal('no_session', 'You are not signed in.'),
  badOrigin: () => new Refusal('bad_origin', 'This request came from another site, so it was refused.'),
};
