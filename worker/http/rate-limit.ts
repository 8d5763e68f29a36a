import ipaddr from 'ipaddr.js';
import { createMiddleware } from 'hono/factory';
import type { AppContext, AppEnv, Env } from '../store/env';
import { Refusal } from '../store/refusal';

export type LimitName = 'api' | 'create' | 'join' | 'actions' | 'chat' | 'recover';

/** The binding and its period in seconds, as configured in wrangler.toml (the binding cannot report it). */
const LIMITS: Record<LimitName, { binding: keyof Env; periodSeconds: number }> = {
  api: { binding: 'API_LIMITER', periodSeconds: 60 },
  create: { binding: 'CREATE_LIMITER', periodSeconds: 60 },
  join: { binding: 'JOIN_LIMITER', periodSeconds: 60 },
  actions: { binding: 'ACTION_LIMITER', periodSeconds: 10 },
  recover: { binding: 'RECOVER_LIMITER', periodSeconds: 60 },
  chat: { binding: 'CHAT_LIMITER', periodSeconds: 60 },
};

export const rateLimited = (retryAfterSeconds: number) =>
  new Refusal('rate_limited', `Too many requests; try again in ${retryAfterSeconds} seconds.`, {}, retryAfterSeconds);

/**
 * Whom a client address counts as (issue #43 item 7): an IPv4 address is one client, an IPv6
 * address is counted by its /64, since one subscriber commonly holds a whole /64 and can pick a
 * fresh address from it at will. An IPv4-mapped IPv6 address counts as its IPv4 address; text that
 * is no address is kept as it is.
 */
export function clientKey(raw: string): string {
  const text = raw
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (!ipaddr.isValid(text)) return raw;
  const parsed = ipaddr.process(text);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

/** The client's address as Cloudflare reports it, as `clientKey` counts it; one shared bucket when it is missing. */
export function clientIp(c: AppContext): string {
  return clientKey(c.req.header('cf-connecting-ip') ?? 'unknown');
}

/**
 * Counts one request against a limit and throws 429 `rate_limited` when it is spent.
 * `RATE_LIMITS=off` (a var) turns every limit off: the API tests and the local
 * end-to-end run use it, since they play whole games from one address at machine speed.
 */
export async function enforceLimit(c: AppContext, name: LimitName, key: string): Promise<void> {
  if (c.env.RATE_LIMITS === 'off') return;
  const { binding, periodSeconds } = LIMITS[name];
  const limiter = c.env[binding] as RateLimit | undefined;
  if (!limiter) throw new Error(`rate limit binding ${binding} is missing`);
  const { success } = await limiter.limit({ key: `${name}:${key}` });
  if (!success) throw rateLimited(periodSeconds);
}

/**
 * The limit middleware: counts the request against `name` before the route does any work, keyed
 * by the client address (`ip`) or by the seat (`seat`: game id and the first half of the token
 * hash the seat middleware set, never the token itself).
 */
export const limit = (name: LimitName, by: 'ip' | 'seat') =>
  createMiddleware<AppEnv & { Variables: { gameId?: string; tokenHash?: string | null } }>(async (c, next) => {
    const hash = c.get('tokenHash');
    await enforceLimit(c, name, by === 'ip' ? clientIp(c) : `${c.get('gameId')}:${hash?.slice(0, 32)}`);
    await next();
  });
