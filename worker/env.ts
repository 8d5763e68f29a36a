/** Bindings and variables the Worker is given (wrangler.toml). */
export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
}

export type AppEnv = { Bindings: Env; Variables: { db: import('./lib/db').Db } };
