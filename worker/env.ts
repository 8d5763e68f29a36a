/** Bindings and variables the Worker is given (wrangler.toml). */
export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  /** "on" enables the local-development routes under /api/dev. */
  DEV_ROUTES?: string;
  MAIL_DRIVER?: string;
}

export type AppEnv = { Bindings: Env; Variables: { db: import('./lib/db').Db } };
