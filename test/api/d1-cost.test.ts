import { describe, expect, it } from 'vitest';
import type { GamePayload } from '@schema/api';
import { call, startGame } from './client';
import { holdIn } from './inside-writer';

const STATS = { D1_STATS: 'on' };

function stats(headers: Headers) {
  const raw = headers.get('x-d1-stats') ?? '';
  const get = (k: string) => Number(new RegExp(`${k}=(\\d+)`).exec(raw)?.[1] ?? NaN);
  return { queries: get('queries'), rowsRead: get('rows_read'), rowsWritten: get('rows_written') };
}

describe('D1 cost per request', () => {
  it('an unchanged poll is one query; a move is one batch on the row the writer holds, one read and one batch without it', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const first = await call('GET', `/api/games/${gameId}`, undefined, tokens[0], {}, STATS);
    expect(stats(first.headers).queries).toBe(1);
    const poll = await call('GET', `/api/games/${gameId}`, undefined, tokens[0], { 'if-none-match': first.headers.get('etag')! }, STATS);
    expect(poll.status).toBe(304);
    const pollCost = stats(poll.headers);
    expect(pollCost.queries).toBe(1);
    // The game row alone: an ETag that still matches needs no log.
    expect(pollCost.rowsRead).toBe(1);
    expect(pollCost.rowsWritten).toBe(0);

    const seat = (first.json as GamePayload).active[0]!;
    const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
    const move = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat], {}, STATS);
    expect(move.status).toBe(200);
    const moveCost = stats(move.headers);
    // The game's writer holds the row since the last join (worker/live/object.ts).
    expect(moveCost.queries).toBe(1);
    expect(moveCost.rowsWritten).toBeGreaterThanOrEqual(2);
    // Rows written: the action, its log entries, the game row and at most the one index whose
    // column a move changes (`next_check_at`, a delete and an insert). A move that leaves the
    // status and the end time as they were rewrites none of the nine indexes on those two.
    const after = move.json as GamePayload;
    const added = after.logStart + after.log.length - (mine.logStart + mine.log.length);
    expect(moveCost.rowsWritten - 1 - added).toBeLessThanOrEqual(3);

    const next = (await call('GET', `/api/games/${gameId}`, undefined, tokens[(move.json as GamePayload).active[0]!])).json as GamePayload;
    await holdIn(gameId, undefined);
    const cold = await call('POST', `/api/games/${gameId}/actions`, { version: next.version, action: next.actions[0] }, tokens[next.seat!], {}, STATS);
    expect(cold.status).toBe(200);
    const coldCost = stats(cold.headers);
    expect(coldCost.queries).toBe(2);
    console.log('poll', pollCost, 'move', moveCost, 'move (nothing remembered)', coldCost);
  });

  it('adds no header unless asked', async () => {
    const res = await call('GET', '/api/rulesets');
    expect(res.headers.get('x-d1-stats')).toBeNull();
  });
});
