/**
 * The contract's log tail: a payload carries the last 30 entries and `logStart`; `?logFrom=n`
 * returns up to 500 entries from n on. Together the pages give the whole history, in order.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GamePayload, LogLine } from '@schema/api';
import { call, expectError, playRandomly, startGame } from './client';

async function storedLogLength(gameId: string): Promise<number> {
  const row = await env.DB.prepare('select log_length as n, (select count(*) from log_entries where game_id = ?1) as rows from games where id = ?1')
    .bind(gameId)
    .first<{ n: number; rows: number }>();
  // The row's length and the log's rows agree.
  expect(row?.rows).toBe(row?.n);
  return row?.n as number;
}

describe('the log tail', () => {
  it('sends the last 30 entries with logStart, and older pages with ?logFrom, for seats and spectators', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const { game: last } = await playRandomly(gameId, tokens, 'log-tail');
    const total = await storedLogLength(gameId);
    expect(total).toBeGreaterThan(60);
    // the answer to the last move already carries only the tail
    expect(last.log).toHaveLength(30);
    expect(last.logStart).toBe(total - 30);
    for (const token of [undefined, tokens[1]]) {
      const tail = (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;
      expect(tail.logStart).toBe(total - 30);
      expect(tail.log.map((l) => l.seq)).toEqual(Array.from({ length: 30 }, (_, i) => total - 30 + i + 1));
      // the whole history, page by page, ends with the same tail
      const all: LogLine[] = [];
      for (let from = 0; from < total; ) {
        const page = (await call('GET', `/api/games/${gameId}?logFrom=${from}`, undefined, token)).json as GamePayload;
        expect(page.logStart).toBe(from);
        expect(page.log.length).toBeLessThanOrEqual(500);
        expect(page.log.length).toBeGreaterThan(0);
        all.push(...page.log);
        from += page.log.length;
      }
      expect(all.map((l) => l.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      expect(all.slice(-30)).toEqual(tail.log);
      const middle = (await call('GET', `/api/games/${gameId}?logFrom=7`, undefined, token)).json as GamePayload;
      expect(middle.log[0]).toEqual(all[7]);
    }
  });

  it('gives an empty page past the end, refuses a bad logFrom, and keeps ETags apart per window', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const total = await storedLogLength(gameId);
    const past = (await call('GET', `/api/games/${gameId}?logFrom=${total + 5}`)).json as GamePayload;
    expect(past.log).toEqual([]);
    expect(past.logStart).toBe(total);
    for (const bad of ['-1', 'abc', '1.5']) await expectError(call('GET', `/api/games/${gameId}?logFrom=${bad}`), 400, 'invalid_body');
    const tail = await call('GET', `/api/games/${gameId}`, undefined, tokens[0]);
    const page = await call('GET', `/api/games/${gameId}?logFrom=0`, undefined, tokens[0]);
    expect(page.headers.get('etag')).not.toBe(tail.headers.get('etag'));
    const again = await call('GET', `/api/games/${gameId}?logFrom=0`, undefined, tokens[0], { 'if-none-match': page.headers.get('etag')! });
    expect(again.status).toBe(304);
    const crossed = await call('GET', `/api/games/${gameId}`, undefined, tokens[0], { 'if-none-match': page.headers.get('etag')! });
    expect(crossed.status).toBe(200);
  });
});
