/** Bindings and variables the Worker is given (wrangler.toml). */
export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  /** "on" adds an X-D1-Stats header (queries, rows read and written) to API responses: for the benchmark. */
  D1_STATS?: string;
  /** Workers Rate Limiting bindings (wrangler.toml `[[ratelimits]]`): per IP for create and join, per seat for actions. */
  CREATE_LIMITER: RateLimit;
  JOIN_LIMITER: RateLimit;
  ACTION_LIMITER: RateLimit;
  /** "off" turns the rate limits off (the API tests and the local end-to-end run; never in production). */
  RATE_LIMITS?: string;
}

export type AppEnv = { Bindings: Env; Variables: { db: import('./lib/db').Db } };
