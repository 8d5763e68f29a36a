/**
 * Helpers of the clock tests (clocks-*.test.ts): a started game with a chosen time control, its
 * payload, one move by a seat to act, and time moved with `POST /api/dev/scheduled?time=`.
 * Moves happen at the faked `Date` the test sets (vi.setSystemTime), so clocks can be checked to the millisecond.
 */
import { env } from 'cloudflare:test';
import { afterEach, expect, vi } from 'vitest';
import type { GamePayload } from '@schema/api';
import { call } from './client';

export const H = 3_600_000;
export const DAY = 24 * H;

/** For a test file that sets the time (`at`): the real clock again after each test. */
export function realTimersAfterEach(): void {
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Sets the time every later request sees (the workers' `Date.now()`). */
export function at(time: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
}

/** Creates a game with `body` (ruleset, players and the clock fields) and fills every seat; answers the tokens by seat. */
export async function clockGame(body: Record<string, unknown>, emails: (string | null)[] = [], joinExtra: Record<string, unknown> = {}) {
  const players = (body.players as number) ?? 3;
  const created = await call('POST', '/api/games', { ruleset: 'stonerush', players, name: 'Ann', ...(emails[0] ? { email: emails[0] } : {}), ...body });
  expect(created.status).toBe(201);
  const tokens = [created.json.token as string];
  const names = ['Ann', 'Bob', 'Cat', 'Dan'];
  for (let seat = 1; seat < players; seat++) {
    const email = emails[seat];
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: names[seat], ...(email ? { email } : {}), ...joinExtra });
    expect(joined.status).toBe(201);
    tokens.push(joined.json.token as string);
  }
  return { gameId: created.json.gameId as string, tokens };
}

export async function view(gameId: string, token?: string): Promise<GamePayload> {
  const res = await call('GET', `/api/games/${gameId}`, undefined, token);
  expect(res.status).toBe(200);
  return res.json as GamePayload;
}

/** `seat` acts until its turn is over (its first legal action each time): answers the payload after. */
export async function finishTurn(gameId: string, tokens: string[], seat: number): Promise<GamePayload> {
  for (let i = 0; i < 40; i++) {
    const mine = await view(gameId, tokens[seat]);
    if (!mine.active.includes(seat)) return mine;
    const posted = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat]);
    expect(posted.status).toBe(200);
  }
  throw new Error(`seat ${seat} did not finish its turn`);
}

export const clockOf = (game: GamePayload, seat: number) => game.clocks?.find((c) => c.seat === seat);

/** Runs the cron and every game's due timed work as of `time`. */
export async function runAt(time: number) {
  const res = await call('POST', `/api/dev/scheduled?time=${time}`);
  expect(res.status).toBe(200);
  return res.json as { reminders: number; forfeits: number; botTurns: number };
}

export async function reminderRows(gameId: string) {
  const { results } = await env.DB.prepare(
    "select seat, created_at as createdAt, data from email_outbox where game_id = ? and kind = 'reminder' and channel = 'email' order by created_at",
  )
    .bind(gameId)
    .all<{ seat: number; createdAt: number; data: string }>();
  return results;
}

/**
 * The test calendar. Faked time starts from the real clock (issue #56): a test that fixed a date
 * (1 December 2026) failed once the real clock passed it, because a Durable Object's alarm runs on
 * the real clock while `Date` is faked, so an alarm set for "three days later" was already due.
 * The test December is the one of the real year plus `TEST_YEARS_AHEAD` (1 unless set; `npm run
 * test:slow` runs the clock files again with 9), so it is always 11 months or more ahead. Its day
 * 1 is its first Tuesday, as 1 December 2026 was: the weekdays and the winter time of Europe's
 * zones that the tests count on stay the same. Read when the module loads, before any test fakes `Date`.
 */
const TEST_DECEMBER = (() => {
  const ahead = Number(env.TEST_YEARS_AHEAD ?? '1');
  if (!Number.isInteger(ahead) || ahead < 1) throw new Error(`TEST_YEARS_AHEAD must be a whole number of years, 1 or more: ${env.TEST_YEARS_AHEAD}`);
  const first = Date.UTC(new Date().getUTCFullYear() + ahead, 11, 1);
  return first + ((2 - new Date(first).getUTCDay() + 7) % 7) * DAY;
})();

/** Day `d` of the test December at `h`:`min` UTC: `dec(4, 20)` is its Friday the 4th, 20:00 UTC. */
export const dec = (d: number, h = 0, min = 0) => TEST_DECEMBER + (d - 1) * DAY + h * H + min * 60_000;
