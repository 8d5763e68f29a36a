/**
 * Sessions of signed-in players (issue #32): a random 256-bit token in an `HttpOnly; Secure;
 * SameSite=Lax` cookie, stored only as its SHA-256. A write that carries the cookie must come
 * from this site's own origin (403 bad_origin): SameSite=Lax already keeps the cookie off
 * cross-site POSTs, the Origin check also covers same-site neighbours and old browsers.
 * The threat model is in docs/security.md ("Sessions").
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { type PlayerRow, players, sessions, signinLinks, webauthnChallenges } from '@db/schema';
import type { AppContext, AppEnv } from '../store/env';
import type { Db } from '../store/db';
import { playerErrors } from '../store/refusal';
import { hashToken, newToken } from '../store/ids';

export const SESSION_COOKIE = 'sid';
/** A session lasts 30 days from sign-in; signing out or deleting the account ends it at once. */
export const SESSION_MS = 30 * 86_400_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session token the request's Cookie header carries, or null. */
export function sessionToken(c: AppContext): string | null {
  const header = c.req.header('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** The cookie that holds a session; Max-Age=0 clears it. */
export function sessionCookie(token: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

/** Opens a session for a player: the token goes to the cookie, its hash to D1. */
export async function openSession(db: Db, playerId: string, method: 'email' | 'passkey', now: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ idHash: await hashToken(token), playerId, createdAt: now, expiresAt: now + SESSION_MS, method });
  return token;
}

export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  c.header('Set-Cookie', sessionCookie(token, SESSION_MS / 1000), { append: true });
  c.header('Cache-Control', 'private, no-store');
}

/** The signed-in player of a request (one indexed read), or null: no cookie, an unknown or expired session. */
export async function currentPlayer(c: AppContext, now = Date.now()): Promise<PlayerRow | null> {
  const token = sessionToken(c);
  if (!token) return null;
  const db = c.get('db');
  const [row] = await db
    .select({ player: players })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(and(eq(sessions.idHash, await hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.player ?? null;
}

export async function requirePlayer(c: AppContext): Promise<PlayerRow> {
  const player = await currentPlayer(c);
  if (!player) throw playerErrors.noSession();
  return player;
}

/** `requirePlayer` as a middleware (`c.var.player`): a route that needs a session refuses none (401) before it reads a body. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('player', await requirePlayer(c));
  await next();
};

/** Ends the request's session (sign out). */
export async function closeSession(c: Context<AppEnv>): Promise<void> {
  const token = sessionToken(c);
  if (token)
    await c
      .get('db')
      .delete(sessions)
      .where(eq(sessions.idHash, await hashToken(token)));
  c.header('Set-Cookie', sessionCookie('', 0), { append: true });
}

/** The origins a cookie-carrying write may come from: this request's own, and the configured public one. */
function allowedOrigin(c: Context<AppEnv>, origin: string): boolean {
  if (origin === new URL(c.req.url).origin) return true;
  return c.env.APP_ORIGIN !== undefined && origin === c.env.APP_ORIGIN;
}

/**
 * Refuses any write (not GET, HEAD, OPTIONS) that carries a session cookie and does not come from
 * this site: a missing Origin header counts as another site (browsers send it on every such fetch).
 * Bearer-token requests without the cookie (API clients, bots) are not concerned. Sign-in
 * requests from a foreign Origin are refused too, cookie or not.
 */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin');
    if (sessionToken(c) !== null && (!origin || !allowedOrigin(c, origin))) throw playerErrors.badOrigin();
    // Sign-in itself carries no cookie yet: a foreign page must not sign a visitor into the
    // attacker's account (login CSRF) with a link or passkey response of the attacker's.
    if (c.req.path.startsWith('/api/auth/') && origin !== undefined && !allowedOrigin(c, origin)) throw playerErrors.badOrigin();
  }
  return next();
};

/**
 * The cron's sweep: sessions past their end, sign-in links a day after they expired (kept that
 * long so a late click still hears "expired" rather than "not valid"), and stale WebAuthn challenges.
 */
export async function pruneSignIns(db: Db, now: number): Promise<void> {
  await db.batch([
    db.delete(sessions).where(lt(sessions.expiresAt, now)),
    db.delete(signinLinks).where(lt(signinLinks.expiresAt, now - 86_400_000)),
    db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now)),
  ]);
}
