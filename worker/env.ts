/**
 * The Worker's bindings (./bindings.ts, re-exported here) and the Hono app's own variables. The
 * bindings live apart so that a module that only reads them (notify/config.ts) imports nothing of
 * the app's stores: that import closed a loop through store/games.ts.
 */
import type { Env } from './bindings';

export type { Env } from './bindings';

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: import('./store/db').Db;
    /** Set by the seat middleware (worker/http/seat.ts): the path's game, the token's SHA-256, the seat's game. */
    gameId: string;
    tokenHash: string | null;
    loaded: import('./store/games').LoadedGame;
  };
};
