/**
 * Shared by the proof tests of issue #43 (test/api/proof-of-seat.test.ts, proof-rated.test.ts):
 * signing in by link, a 3-seat "ask" game, its late seat given away by a vote, one move.
 */
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { GamePayload } from '@schema/api';
import { call, confirmAddresses } from './client';

export const ORIGIN = 'http://127.0.0.1';
export const names = ['Ann', 'Bob', 'Cat'];
export const address = (name: string) => `${name.toLowerCase()}@proof.example`;

/**
 * Every proof test file's setup: its addresses confirmed, and each test on a day of its own
 * (three days apart), so the addresses' daily mail caps and the sessions stay apart.
 */
export function proofDays(): void {
  beforeAll(() => confirmAddresses(...names.map(address), 'newbie@proof.example', 'victim@proof.example', 'late@proof.example'));
  let day = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + day++ * 3 * 24 * 3_600_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

let ip = 0;
/** Signs in by an email link (the dev outbox holds the mail), claiming `tokens`; the session cookie. */
export async function signIn(email: string, tokens: string[] = []): Promise<string> {
  const asked = await call('POST', '/api/auth/email', { email }, undefined, { 'cf-connecting-ip': `10.43.0.${++ip}` });
  expect(asked.status).toBe(202);
  const mails = (await call('GET', '/api/dev/outbox')).json.emails as { to: string; kind: string; text: string; createdAt: string }[];
  // The newest link to the address (each test signs in on a day of its own).
  const mail = mails.filter((m) => m.kind === 'signin' && m.to === email).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const token = /\/signin#t=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  const res = await call('POST', '/api/auth/email/verify', { token, tokens }, undefined, { origin: ORIGIN });
  expect(res.status).toBe(200);
  return `sid=${/sid=([A-Za-z0-9_-]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]}`;
}
export const as = (cookie: string) => ({ cookie, origin: ORIGIN });

export const view = async (gameId: string, token?: string) => (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;

/** A started 3-seat Stonerush game, 24 hours a move, onTimeout "ask"; rated with `cookies` (one per seat). */
export async function askGame(cookies: string[] = []) {
  const rated = cookies.length > 0;
  const created = await call(
    'POST',
    '/api/games',
    { ruleset: 'stonerush', players: 3, name: 'Ann', email: address('Ann'), deadlineHours: 24, onTimeout: 'ask', ...(rated ? { rated: true } : {}) },
    undefined,
    rated ? as(cookies[0]!) : {},
  );
  expect(created.status).toBe(201);
  const tokens: string[] = [created.json.token];
  for (const [i, name] of names.slice(1).entries()) {
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name, email: address(name) }, undefined, rated ? as(cookies[i + 1]!) : {});
    expect(joined.status).toBe(201);
    tokens.push(joined.json.token);
  }
  return { gameId: created.json.gameId as string, tokens };
}

/** Moves time past the active seat's deadline and runs the cron: the vote on it opens. */
export async function timeRunsOut(gameId: string): Promise<number> {
  const game = await view(gameId);
  const seat = game.active[0]!;
  vi.setSystemTime(game.clocks!.find((c) => c.seat === seat)!.deadline! + 60_000);
  expect((await call('POST', `/api/dev/scheduled?time=${Date.now()}`)).status).toBe(200);
  return seat;
}

/** The late seat's time runs out and the two others vote `replace`: the seat, the decided payload and the claim key. */
export async function replaced(gameId: string, tokens: string[]) {
  const seat = await timeRunsOut(gameId);
  const voters = [0, 1, 2].filter((s) => s !== seat);
  expect((await call('POST', `/api/games/${gameId}/absent`, { seat, choice: 'replace' }, tokens[voters[0]!])).status).toBe(200);
  const decided = await call('POST', `/api/games/${gameId}/absent`, { seat, choice: 'replace' }, tokens[voters[1]!]);
  expect(decided.status).toBe(200);
  const payload = decided.json as GamePayload;
  const link = payload.replacing?.find((r) => r.seat === seat)?.url ?? '';
  const key = /#k=(.+)$/.exec(link)?.[1] ?? '';
  expect(key).toBeTruthy();
  return { seat, voters, decided: payload, key };
}

/** One legal action by whichever seat is to act (the first of its actions). */
export async function moveOnce(gameId: string, tokens: string[]): Promise<GamePayload> {
  const game = await view(gameId);
  const seat = game.active[0]!;
  const mine = await view(gameId, tokens[seat]);
  const posted = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat]);
  expect(posted.status).toBe(200);
  return posted.json as GamePayload;
}
