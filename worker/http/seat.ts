/**
 * Who is asking: the game named in the path and the seat token of the request, hashed once per
 * request (`token`), and the game row with the seat that token holds (`seat`). Routes read
 * `c.var.gameId`, `c.var.tokenHash` and `c.var.loaded` instead of parsing headers themselves.
 * See docs/architecture.md, "The worker's rooms".
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import type { AppEnv } from '../env';
import { type LoadedGame, loadGame } from '../store/games';
import { bearerToken, hashToken } from '../store/ids';
import { errors } from '../refusal';

const gameIdParam = z.string().regex(/^[a-z0-9]{1,32}$/);

/** A game id from the path; anything that cannot be one is an unknown game. */
export function gameIdOf(raw: string | undefined): string {
  const parsed = gameIdParam.safeParse(raw);
  if (!parsed.success) throw errors.gameNotFound();
  return parsed.data;
}

/**
 * The request's seat token, hashed once (`tokenHash`, null without one), and the game id of the
 * path (`gameId`). `required`: no token is a 401 before anything else is looked at.
 */
export const token = (required: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const raw = bearerToken(c.req.header('authorization'));
    if (!raw && required) throw errors.unauthorized();
    c.set('tokenHash', raw ? await hashToken(raw) : null);
    c.set('gameId', gameIdOf(c.req.param('id')));
    await next();
  });

/** The game row and the seat the request's token holds (after `token`): 401 / 403 / 404 as `loadGame` decides. */
export async function seatOf(c: Context<AppEnv>): Promise<LoadedGame> {
  const loaded = await loadGame(c.get('db'), c.get('gameId'), c.get('tokenHash'));
  c.set('loaded', loaded);
  return loaded;
}

/** `token(true)`, then `seatOf`: for the routes that read nothing before they know the seat. */
export const seat = createMiddleware<AppEnv>(async (c, next) => {
  const raw = bearerToken(c.req.header('authorization'));
  if (!raw) throw errors.unauthorized();
  c.set('tokenHash', await hashToken(raw));
  c.set('gameId', gameIdOf(c.req.param('id')));
  await seatOf(c);
  await next();
});
