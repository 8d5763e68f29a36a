/**
 * Who is asking: the game named in the path and the seat token of the request, hashed once per
 * request (`token`), and the game row with the seat that token holds (`seat`). Routes read
 * `c.var.gameId`, `c.var.tokenHash` and `c.var.loaded` instead of parsing headers themselves.
 * See docs/architecture.md, "The worker's rooms".
 */
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import type { AppContext, AppEnv } from '../store/env';
import { type LoadedGame, loadGame } from '../store/games';
import { bearerToken, hashToken } from '../store/ids';
import { errors } from '../store/refusal';

const gameIdParam = z.string().regex(/^[a-z0-9]{1,32}$/);

/** A game id from the path; anything that cannot be one is an unknown game. */
export function gameIdOf(raw: string | undefined): string {
  const parsed = gameIdParam.safeParse(raw);
  if (!parsed.success) throw errors.gameNotFound();
  return parsed.data;
}

/** The Worker's env with more variables set by a middleware. */
type With<V> = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & V };

/** A game read for a seat's token: the seat is the token's, never a spectator's null. */
export type SeatedGame = LoadedGame & { seat: number };
/** What `token(true)` sets: the path's game, and the seat token's hash, never null. */
export type SeatTokenVars = { gameId: string; tokenHash: string };
/** What `seat` sets: the token's hash and the game with the seat it holds. */
export type SeatedVars = SeatTokenVars & { loaded: SeatedGame };
/** After `token(false)`: the path's game, and the seat token's hash, null without a token. */
export type TokenEnv = With<{ gameId: string; tokenHash: string | null }>;
/** After `token(true)`. */
export type SeatTokenEnv = With<SeatTokenVars>;
/** After `seat`. */
export type SeatedEnv = With<SeatedVars>;

/**
 * The request's seat token, hashed once (`tokenHash`), and the game id of the path (`gameId`).
 * `required`: no token is a 401 before anything else is looked at, and the routes after it read
 * a `tokenHash` that is never null (the type says so); else it is null without a token.
 */
export function token(required: true): MiddlewareHandler<SeatTokenEnv>;
export function token(required: false): MiddlewareHandler<TokenEnv>;
export function token(required: boolean): MiddlewareHandler<TokenEnv> | MiddlewareHandler<SeatTokenEnv> {
  return createMiddleware<TokenEnv>(async (c, next) => {
    const raw = bearerToken(c.req.header('authorization'));
    if (!raw && required) throw errors.unauthorized();
    c.set('tokenHash', raw ? await hashToken(raw) : null);
    c.set('gameId', gameIdOf(c.req.param('id')));
    await next();
  });
}

/** The game row and the seat the request's token holds (after `token(true)`): 401 / 403 / 404 as `loadGame` decides. */
export async function seatOf(c: AppContext<SeatTokenVars>): Promise<SeatedGame> {
  const loaded = await loadGame(c.get('db'), c.get('gameId'), c.get('tokenHash'));
  // A token always reads its seat or is refused (loadGame): never a spectator's null.
  if (loaded.seat === null) throw errors.unauthorized();
  return { ...loaded, seat: loaded.seat };
}

/** `token(true)`, then `seatOf`: for the routes that read nothing before they know the seat (`c.var.loaded`). */
export const seat = createMiddleware<SeatedEnv>(async (c, next) => {
  const raw = bearerToken(c.req.header('authorization'));
  if (!raw) throw errors.unauthorized();
  c.set('tokenHash', await hashToken(raw));
  c.set('gameId', gameIdOf(c.req.param('id')));
  c.set('loaded', await seatOf(c));
  await next();
});
