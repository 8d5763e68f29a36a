/** Bindings and variables the Worker is given (wrangler.toml). */
export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  /** "on" adds an X-D1-Stats header (queries, rows read and written) to API responses: for the benchmark. */
  D1_STATS?: string;
}

export type AppEnv = { Bindings: Env; Variables: { db: import('./lib/db').Db } };
