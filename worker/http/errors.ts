/**
 * The one place a refusal (worker/store/refusal.ts) becomes HTTP: its code's status, by the table below
 * (a code without a status fails `tsc`), the contract's `{ error: { code, message } }` body with the
 * refusal's details, and Retry-After when it says how long to wait. index.ts's one `onError`
 * answers with it; no other room knows a status.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode, Refusal } from '../store/refusal';

/** Every code's HTTP status. */
export const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  invalid_json: 400,
  invalid_body: 400,
  away_in_past: 400,
  away_too_far: 400,
  invalid_link: 400,
  passkey_failed: 400,
  unauthorized: 401,
  no_session: 401,
  not_your_seat: 403,
  bad_address_link: 403,
  bad_mute_link: 403,
  bad_origin: 403,
  not_a_voter: 403,
  not_host: 403,
  not_tournament_host: 403,
  rating_out_of_range: 403,
  timed_out: 403,
  sign_in_required: 403,
  not_found: 404,
  unknown_game: 404,
  unknown_join_code: 404,
  unknown_claim: 404,
  unknown_player: 404,
  unknown_tournament: 404,
  push_unavailable: 404,
  game_closed: 409,
  game_full: 409,
  seats_held: 409,
  one_seat_per_client: 409,
  already_seated: 409,
  stale_version: 409,
  not_active: 409,
  not_finished: 409,
  cannot_undo: 409,
  already_started: 409,
  already_resigned: 409,
  no_vote: 409,
  not_stood_in: 409,
  rematch_closed: 409,
  no_clock: 409,
  not_to_act: 409,
  gave_today: 409,
  no_proposal: 409,
  away_limit: 409,
  handle_taken: 409,
  not_open: 409,
  tournament_full: 409,
  too_many_upcoming: 409,
  already_joined: 409,
  not_joined: 409,
  tournament_started: 409,
  not_upcoming: 409,
  too_few_players: 409,
  tournament_over: 409,
  away_not_allowed: 409,
  tournament_clock: 409,
  link_used: 410,
  link_expired: 410,
  body_too_large: 413,
  illegal_action: 422,
  unknown_ruleset: 422,
  invalid_options: 422,
  invalid_bots: 422,
  unsupported_option: 422,
  invalid_seat: 422,
  upgrade_required: 426,
  rate_limited: 429,
  internal: 500,
  misconfigured: 500,
  busy: 503,
};

/** The HTTP status of a refusal's code. */
export const statusOf = (code: ErrorCode): ContentfulStatusCode => STATUS[code];

/** The contract's answer to a refusal. */
export function refusalResponse(c: Context, r: Refusal, extra: Record<string, string> = {}): Response {
  const headers: Record<string, string> = r.retryAfter === undefined ? extra : { ...extra, 'Retry-After': String(r.retryAfter) };
  return c.json({ error: { ...r.details, code: r.code, message: r.message } }, statusOf(r.code), headers);
}
