/**
 * The contract's error shape: `{ error: { code, message } }` with a 4xx/5xx status. Every code has
 * its words in both languages in the catalog's `errors` area, which the pages show instead of `message`.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '@web/i18n/en/errors';

export type { ErrorCode };

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    /** Only a code the message catalog words for the page (web/src/i18n/en/errors.ts), else `tsc` fails. */
    readonly code: ErrorCode,
    message: string,
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** Extra fields of the error object, such as `freesAt` of `away_limit`. */
    readonly details: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

export const errors = {
  badJson: () => new ApiError(400, 'invalid_json', 'The request body is not valid JSON.'),
  invalidBody: (message: string) => new ApiError(400, 'invalid_body', message),
  bodyTooLarge: () => new ApiError(413, 'body_too_large', 'The request body is too large.'),
  unauthorized: () => new ApiError(401, 'unauthorized', 'A valid seat token is required (Authorization: Bearer <token>).'),
  notYourSeat: () => new ApiError(403, 'not_your_seat', 'That seat token belongs to another game.'),
  gameNotFound: () => new ApiError(404, 'unknown_game', 'There is no game with that id.'),
  unknownJoinCode: () => new ApiError(404, 'unknown_join_code', 'That invite link does not match any game.'),
  cannotUndo: () =>
    new ApiError(
      409,
      'cannot_undo',
      'That move can no longer be taken back: someone has acted since, or it showed something (a card drawn or turned, a choice revealed).',
    ),
  gameClosed: () => new ApiError(409, 'game_closed', 'This game was closed before everyone joined; ask the host for a new one.'),
  gameFull: () => new ApiError(409, 'game_full', 'Every seat of that game is taken.'),
  staleVersion: (current: number) => new ApiError(409, 'stale_version', `The game has moved on (version ${current}); reload and try again.`),
  notActive: (status: string) => new ApiError(409, 'not_active', `The game is ${status}, so no action can be taken.`),
  notFinished: () => new ApiError(409, 'not_finished', 'The record is published when the game ends: it would reveal hidden cards.'),
  illegalAction: (message: string) => new ApiError(422, 'illegal_action', message),
  unknownRuleset: (id: string) => new ApiError(422, 'unknown_ruleset', `There is no ruleset "${id}".`),
  invalidOptions: (message: string) => new ApiError(422, 'invalid_options', message),
  invalidBots: (message: string) => new ApiError(422, 'invalid_bots', message),
  unsupported: (message: string) => new ApiError(422, 'unsupported_option', message),
  notFound: () => new ApiError(404, 'not_found', 'There is nothing at this address.'),
};

/** The refusals of worker/players/ (sign-in and sessions), here so that the store can give them without importing the players' room. */
export const playerErrors = {
  signInRequired: () => new ApiError(403, 'sign_in_required', 'Sign in first: rated games are for signed-in players.'),
  noSession: () => new ApiError(401, 'no_session', 'You are not signed in.'),
  badOrigin: () => new ApiError(403, 'bad_origin', 'This request came from another site, so it was refused.'),
};
