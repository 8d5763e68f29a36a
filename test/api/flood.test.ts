/**
 * Requests with made-up tokens (issue #16, item 5), flooded from one client address: refused by the
 * per-address limit before any D1 work, and no other address notices. About 600 requests one after
 * another, so a minute on a loaded 2-core machine: the slow loop's (vitest.config.ts, `API_SLOW`;
 * it was in trust-edge.test.ts until issue #61 item 7 cut the fast loop to two minutes).
 */
import { describe, expect, it } from 'vitest';
import { call, expectError, startGame } from './client';

describe('requests with made-up tokens (#16.5)', () => {
  const ON = { RATE_LIMITS: 'on', D1_STATS: 'on' };
  it('are limited per client address before any D1 work; another address is not affected', async () => {
    const ip = '2001:db8::5:1';
    const { gameId } = await startGame('stonerush', 3);
    const fake = () => Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => 'abcdefghijklmnopqrstuvwxyz'[b % 26]).join('');
    let limited: Awaited<ReturnType<typeof call>> | null = null;
    let passed = 0;
    for (let i = 0; i < 1300 && !limited; i++) {
      const res = await call('POST', `/api/games/${gameId}/actions`, { version: 0, action: { type: 'x' } }, fake(), { 'cf-connecting-ip': ip }, ON);
      if (res.status === 429) limited = res;
      else {
        expect(res.status).toBe(401);
        passed++;
      }
    }
    expect(limited).not.toBeNull();
    expect(passed).toBeGreaterThanOrEqual(600); // a household never notices
    expect(limited!.json.error.code).toBe('rate_limited');
    expect(limited!.headers.get('retry-after')).toBe('60');
    // Refused before the database is touched: the D1 counter never ran.
    expect(limited!.headers.get('x-d1-stats')).toBeNull();
    // The same address is refused on every route, reads, my-games and mute included.
    await expectError(call('GET', `/api/games/${gameId}`, undefined, fake(), { 'cf-connecting-ip': ip }, ON), 429, 'rate_limited');
    await expectError(call('POST', '/api/my-games', { tokens: [fake()] }, undefined, { 'cf-connecting-ip': ip }, ON), 429, 'rate_limited');
    const other = await call('GET', `/api/games/${gameId}`, undefined, undefined, { 'cf-connecting-ip': '2001:db8:0:5::2' }, ON);
    expect(other.status).toBe(200);
  });
});
