/** Local development only: a new game's seed chosen by its creator (docs/api-contract.md). */
import type { Context } from 'hono';
import type { AppEnv } from '../store/env';
import { isLoopbackHost, requestConfig } from '../store/notify-config';
import { errors } from '../store/refusal';

/**
 * The seed a local creation asks for with the header `x-dev-seed` (letters, digits, `-`, `_`; at
 * most 64), so that a browser test can play the same deal every run; undefined on a deployed
 * service (where the header means nothing) and without the header. A malformed one is refused.
 */
export function devSeed(c: Context<AppEnv>): string | undefined {
  const asked = c.req.header('x-dev-seed');
  if (asked === undefined) return undefined;
  const config = requestConfig(c.env, c.req.url);
  if (config.driver !== 'outbox' || !isLoopbackHost(c.req.url)) return undefined;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(asked)) throw errors.invalidBody('x-dev-seed: 1 to 64 letters, digits, - or _');
  return asked;
}
