import type { Context } from 'hono';
import type { ConfigEnv } from './notify-config';

/** Bindings and variables the Worker is given (wrangler.toml, secrets, `--var`); the mail and push settings are `ConfigEnv`'s. */
export interface Env extends ConfigEnv {
  DB: D1Database;
  /** One Durable Object per game, its writer (worker/live/object.ts): untyped here, so the bindings import nothing back from the rooms; `liveObject` (live/announce.ts) types it. */
  LIVE: DurableObjectNamespace;
  ASSETS: Fetcher;
  /** Finished games' records and logs, once the cron has compacted them out of D1 (worker/archive/compact.ts). */
  RECORDS: R2Bucket;
  /** "on" adds an X-D1-Stats header (queries, rows read and written) to API responses: for the benchmark. */
  D1_STATS?: string;
  /** Workers Rate Limiting bindings (wrangler.toml `[[ratelimits]]`): per IP for create and join, per seat for actions. */
  /** Every API request, per client IP, before any D1 work. */
  API_LIMITER: RateLimit;
  CREATE_LIMITER: RateLimit;
  JOIN_LIMITER: RateLimit;
  ACTION_LIMITER: RateLimit;
  RECOVER_LIMITER: RateLimit;
  /** Chat messages per seat. */
  CHAT_LIMITER: RateLimit;
  /** "off" turns the rate limits off (the API tests and the local end-to-end run; never in production). */
  RATE_LIMITS?: string;
  /** "off" leaves out the one log line per request (worker/http/request-log.ts): the API tests. Unhandled errors are logged regardless. */
  REQUEST_LOG?: string;
}

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: import('./db').Db;
    /** Set by `signedIn` (worker/players/session.ts): the request's signed-in player. */
    player: import('@db/schema').PlayerRow;
    /** The request's D1 counters when D1_STATS is on; the game's writer adds the work it did for the request. */
    d1Stats?: import('./d1-stats').D1Stats;
    /** The request's id (worker/http/request-log.ts): in its log line, its `x-request-id` and an internal error's body. */
    requestId: string;
  };
};

/**
 * A request's context as a helper reads it, with the variables a middleware before it set (`V`:
 * worker/http/seat.ts's `tokenHash`, `gameId`, `loaded`). Without `set`: a route's context knows
 * more variables than a helper asks for, and only a context that cannot be written to is fit
 * for a helper that asks for fewer.
 */
export type AppContext<V extends object = object> = Omit<Context<{ Bindings: Env; Variables: AppEnv['Variables'] & V }>, 'set'>;
