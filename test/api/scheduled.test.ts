import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '@worker/index';
import { WAITING_GAME_TTL_MS } from '@worker/cron/scheduled';
import { UNSTARTED_GAME_TTL_MS } from '@worker/table/resign';
import { call, expectError, startGame } from './client';

async function runCron(time: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: time, cron: '*/15 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe('the Cron Trigger', () => {
  it('aborts games still waiting for players after the waiting period, as of the event time', async () => {
    const waiting = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
    const active = await startGame('stonerush', 3);
    // A game someone has played in is never closed by the cron (one nobody played is, after 7 days: resign-cancel.test.ts).
    const first = (await call('GET', `/api/games/${active.gameId}`)).json.active[0] as number;
    const mine = (await call('GET', `/api/games/${active.gameId}`, undefined, active.tokens[first])).json;
    await call('POST', `/api/games/${active.gameId}/actions`, { version: mine.version, action: mine.actions[0] }, active.tokens[first]);
    await runCron(Date.now() + UNSTARTED_GAME_TTL_MS - 60_000);
    expect((await call('GET', `/api/games/${waiting.json.gameId}`)).json.status).toBe('waiting');
    await runCron(Date.now() + WAITING_GAME_TTL_MS + 60_000);
    expect((await call('GET', `/api/games/${waiting.json.gameId}`)).json.status).toBe('aborted');
    expect((await call('GET', `/api/games/${active.gameId}`)).json.status).toBe('active');
    await expectError(call('POST', `/api/join/${waiting.json.joinCode}`, { name: 'Late' }), 409, 'game_closed');
  });

  it('runs by hand as of a given time through the local-only /api/dev/scheduled', async () => {
    const waiting = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
    const later = Date.now() + WAITING_GAME_TTL_MS + 120_000;
    const ran = await call('POST', `/api/dev/scheduled?time=${later}`);
    expect(ran.status).toBe(200);
    expect(ran.json.ran).toBe(new Date(later).toISOString());
    expect(ran.json.aborted).toBeGreaterThanOrEqual(1);
    expect((await call('GET', `/api/games/${waiting.json.gameId}`)).json.status).toBe('aborted');
    await expectError(call('POST', '/api/dev/scheduled?time=soon'), 400, 'invalid_body');
  });
});
