/** Helpers of the tournament API tests: signed-in players, their seats from My games, play by legal actions, time moved. */
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { players } from '@db/schema';
import { createRng, pick } from '@engine/core/prng';
import type { GamePayload } from '@schema/api';
import type { TournamentDetail } from '@schema/tournaments';
import { markAddressConfirmed, playerOfAddress } from '@worker/players/accounts';
import { openSession } from '@worker/players/session';
import { createDb } from '@worker/store/db';
import { call } from './client';

export const ORIGIN = 'http://127.0.0.1';

export interface Person {
  id: string;
  handle: string;
  headers: Record<string, string>;
}

/** A signed-in player with this handle (made in D1 as a first sign-in would, its address confirmed), and its session's headers. */
export async function person(handle: string, now = Date.now()): Promise<Person> {
  const db = createDb(env.DB);
  const email = `${handle}@example.org`;
  await markAddressConfirmed(db, email, now);
  const row = await playerOfAddress(db, email, now);
  await db
    .update(players)
    .set({ handle, name: handle[0]!.toUpperCase() + handle.slice(1) })
    .where(eq(players.id, row.id));
  const sid = await openSession(db, row.id, 'email', now);
  return { id: row.id, handle, headers: { cookie: `sid=${sid}`, origin: ORIGIN } };
}

/** `host` creates a tournament with `body` (201 expected): its id. */
export async function createTournament(host: Person, body: Record<string, unknown>): Promise<string> {
  const made = await call('POST', '/api/tournaments', body, undefined, host.headers);
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  return made.json.tournamentId as string;
}

/** Each of `field` joins tournament `id` (200 expected). */
export async function joinAll(id: string, field: readonly Person[]): Promise<void> {
  for (const p of field) expect((await call('POST', `/api/tournaments/${id}/join`, undefined, undefined, p.headers)).status).toBe(200);
}

export async function people(prefix: string, n: number): Promise<Person[]> {
  const out: Person[] = [];
  for (let i = 1; i <= n; i++) out.push(await person(`${prefix}${String(i).padStart(2, '0')}`));
  return out;
}

export async function detail(id: string, who?: Person): Promise<TournamentDetail> {
  const res = await call('GET', `/api/tournaments/${id}`, undefined, undefined, who?.headers ?? {});
  expect(res.status).toBe(200);
  return res.json as TournamentDetail;
}

/**
 * The detail once `reached` holds, or the tournament is over: a round's last game ending moves the
 * tournament on in the background (worker/tournament-hook.ts), so a read right after it may race
 * that run and still show the round before. Waits up to 15 s, then answers what it last read.
 */
async function detailOnce(id: string, reached: (t: TournamentDetail) => boolean): Promise<TournamentDetail> {
  for (let tries = 1; ; tries++) {
    const t = await detail(id);
    if (reached(t) || t.status !== 'running' || tries >= 150) return t;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The detail once the tournament is in `round` (a round that never starts fails the caller's check). */
export const detailAtRound = (id: string, round: number) => detailOnce(id, (t) => t.round >= round);

/** The detail once the tournament is no longer running: its last game's end finishes it in the background. */
export const detailOnceOver = (id: string) => detailOnce(id, () => false);

/** A player's seat token in a game, as My games gives it. */
export async function tokenOf(who: Person, gameId: string): Promise<string> {
  const me = await call('GET', '/api/me', undefined, undefined, who.headers);
  expect(me.status).toBe(200);
  const game = (me.json.games as { gameId: string; token: string | null }[]).find((g) => g.gameId === gameId);
  expect(game?.token, `${who.handle} has no seat of ${gameId} in My games`).toBeTruthy();
  return game!.token as string;
}

/**
 * Plays random legal actions in a game for every seat whose player is in `present` (by handle),
 * until it ends, or a seat not present is to act, or `maxActions` are played. Returns the game.
 */
export async function playTable(
  gameId: string,
  seats: readonly string[],
  present: ReadonlyMap<string, Person>,
  seed: string,
  maxActions = 10_000,
): Promise<GamePayload> {
  const tokens = await Promise.all(seats.map(async (h) => (present.has(h) ? tokenOf(present.get(h)!, gameId) : null)));
  const rng = createRng(seed);
  // The payload of the seat that acted last: while that seat is still to act, its own answer has its actions.
  let last: GamePayload | null = null;
  for (let n = 0; ; n++) {
    let game: GamePayload = last ?? ((await call('GET', `/api/games/${gameId}`)).json as GamePayload);
    if (game.status !== 'active' || n >= maxActions) return game;
    const ready = game.active.filter((s) => tokens[s]);
    if (ready.length < game.active.length || !ready.length) return game;
    const seat = pick(rng, ready);
    if (game.seat !== seat) game = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat]!)).json as GamePayload;
    const posted = await call('POST', `/api/games/${gameId}/actions`, { version: game.version, action: pick(rng, game.actions) }, tokens[seat]!);
    expect(posted.status).toBe(200);
    last = posted.json as GamePayload;
  }
}

/** Runs the cron's work as of `time` (the round ends, the next round starts). */
export async function runCron(time: number) {
  const res = await call('POST', `/api/dev/scheduled?time=${time}`);
  expect(res.status).toBe(200);
  return res.json;
}

/** The tournament's standings are a ranking: ranks ascend, points never rise down the table. */
export function expectRanking(t: TournamentDetail) {
  t.standings.forEach((s, i) => {
    const prev = t.standings[i - 1];
    if (prev) expect(s.rank).toBeGreaterThanOrEqual(prev.rank);
  });
}

/** Every one of `field` joins tournament `id`, and its host starts it: answers the detail, round 1 paired. */
export async function joinAndStart(host: Person, id: string, field: readonly Person[]): Promise<TournamentDetail> {
  for (const p of field) expect((await call('POST', `/api/tournaments/${id}/join`, undefined, undefined, p.headers)).status).toBe(200);
  const started = await call('POST', `/api/tournaments/${id}/start`, undefined, undefined, host.headers);
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  return detail(id);
}

/** The rounds of tournament `id` as D1 holds them, with their start and end (a read through the API would advance it itself). */
export async function roundsInD1(id: string): Promise<{ round: number; startedAt: number; endsAt: number }[]> {
  const rows = await env.DB.prepare('select round, started_at as startedAt, ends_at as endsAt from tournament_rounds where tournament_id = ? order by round')
    .bind(id)
    .all<{ round: number; startedAt: number; endsAt: number }>();
  return rows.results;
}

/** The tournament's status as D1 holds it. */
export async function statusInD1(id: string): Promise<string | null> {
  return env.DB.prepare('select status from tournaments where id = ?').bind(id).first<string>('status');
}
