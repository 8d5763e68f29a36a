/**
 * Rate limits through the Workers Rate Limiting binding, as Miniflare emulates it.
 * The other API tests run with RATE_LIMITS=off; these requests turn the limits on.
 * The emulator counts in fixed windows, so a window may roll over mid-test: a limit of n
 * then lets between n and 2n requests through before the first 429, never fewer than n.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GamePayload } from '@schema/api';
import { call, startGame } from './client';

const ON = { RATE_LIMITS: 'on' };
/** A fresh address from the IPv6 documentation range per test, so buckets never meet across tests. */
// A client of its own: an IPv6 client counts by its /64 (#43 item 7), so each gets a /64 of its own.
const freshIp = () => `2001:db8:${[...crypto.getRandomValues(new Uint16Array(2))].map((n) => n.toString(16)).join(':')}::1`;

async function untilLimited(limit: number, send: () => Promise<{ status: number; json: any; headers: Headers }>) {
  for (let i = 0; i <= 2 * limit; i++) {
    const res = await send();
    if (res.status === 429) return { passed: i, res };
    expect(res.status).toBeLessThan(429);
  }
  throw new Error(`no 429 after ${2 * limit + 1} requests`);
}

function expectLimited(res: { status: number; json: any; headers: Headers }, retryAfter: number) {
  expect(res.status).toBe(429);
  expect(res.json.error.code).toBe('rate_limited');
  expect(typeof res.json.error.message).toBe('string');
  expect(res.headers.get('retry-after')).toBe(String(retryAfter));
  expect(res.headers.get('content-type')).toContain('application/json');
}

describe('rate limits', () => {
  it('limits game creation per client IP (20 a minute) and a limited request creates nothing', async () => {
    const ip = freshIp();
    const body = { ruleset: 'stonerush', players: 3, name: 'Ann' };
    const { passed, res } = await untilLimited(20, () => call('POST', '/api/games', body, undefined, { 'cf-connecting-ip': ip }, ON));
    expect(passed).toBeGreaterThanOrEqual(20);
    expectLimited(res, 60);
    const before = await env.DB.prepare('select count(*) as n from games').first<number>('n');
    const again = await call('POST', '/api/games', body, undefined, { 'cf-connecting-ip': ip }, ON);
    if (again.status === 429) expect(await env.DB.prepare('select count(*) as n from games').first<number>('n')).toBe(before);
    // another address is not affected
    const other = await call('POST', '/api/games', body, undefined, { 'cf-connecting-ip': freshIp() }, ON);
    expect(other.status).toBe(201);
  });

  it('limits joining per client IP (60 a minute), wrong codes included, so codes cannot be guessed fast', async () => {
    const ip = freshIp();
    const { passed, res } = await untilLimited(60, () => call('POST', '/api/join/nosuchcode', { name: 'Bob' }, undefined, { 'cf-connecting-ip': ip }, ON));
    expect(passed).toBeGreaterThanOrEqual(60);
    expectLimited(res, 60);
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' }, undefined, { 'cf-connecting-ip': freshIp() }, ON);
    const refused = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob' }, undefined, { 'cf-connecting-ip': ip }, ON);
    if (refused.status === 429) {
      const game = (await call('GET', `/api/games/${created.json.gameId}`)).json as GamePayload;
      expect(game.players.filter((p) => p.joined)).toHaveLength(1);
    }
  });

  it('limits actions per seat (60 in 10 seconds), not per game or per address', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const ip = freshIp();
    const game = (await call('GET', `/api/games/${gameId}`, undefined, tokens[0])).json as GamePayload;
    const seat = game.active[0]!;
    const idle = (seat + 1) % 3;
    const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
    // stale submissions are cheap for the server but still count
    const { passed, res } = await untilLimited(60, () =>
      call('POST', `/api/games/${gameId}/actions`, { version: 99, action: mine.actions[0] }, tokens[idle], { 'cf-connecting-ip': ip }, ON),
    );
    expect(passed).toBeGreaterThanOrEqual(60);
    expectLimited(res, 10);
    // the seat to move, from the same address, still plays
    const moved = await call('POST', `/api/games/${gameId}/actions`, { version: 0, action: mine.actions[0] }, tokens[seat], { 'cf-connecting-ip': ip }, ON);
    expect(moved.status).toBe(200);
    expect(moved.json.version).toBe(1);
  });

  it('never limits reading a game', async () => {
    const { gameId } = await startGame('stonerush', 3);
    const ip = freshIp();
    for (let i = 0; i < 80; i++) {
      expect((await call('GET', `/api/games/${gameId}`, undefined, undefined, { 'cf-connecting-ip': ip }, ON)).status).toBe(200);
    }
  });

  it('limits lost-link recovery per client IP (10 a minute), on top of its per-game windows', async () => {
    const ip = freshIp();
    // a game per request, so only the per-IP binding can refuse
    const games = await Promise.all(Array.from({ length: 21 }, () => call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' })));
    let i = 0;
    const { passed, res } = await untilLimited(10, () =>
      call('POST', `/api/games/${games[i++]!.json.gameId}/recover`, { email: 'someone@example.org' }, undefined, { 'cf-connecting-ip': ip }, ON),
    );
    expect(passed).toBeGreaterThanOrEqual(10);
    expectLimited(res, 60);
  });
});
