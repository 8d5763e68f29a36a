/**
 * `x-dev-seed` (local development only, docs/api-contract.md): a game created on a loopback host
 * with the outbox mail driver takes the seed it names, so two such games deal alike and the
 * browser tests (test/e2e/game-page.ts) open the same positions every run; a malformed seed is
 * refused. (That a deployed host ignores it is the guard in worker/http/dev-seed.ts, the same
 * as every /api/dev route's.)
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '@worker/index';
import type { GamePayload } from '@schema/api';
import { call, expectError } from './client';

/** Creates an A Grand Endeavor game for three, fills it, and answers seat 0's view and actions. */
async function dealt(headers: Record<string, string>) {
  const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`http://127.0.0.1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...extra }, body: JSON.stringify(body) }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(201);
    return (await res.json()) as { gameId: string; token: string; joinCode: string };
  };
  const created = await post('/api/games', { ruleset: 'a-grand-endeavor', players: 3, name: 'Ann' }, headers);
  for (const name of ['Bob', 'Cat']) await post(`/api/join/${created.joinCode}`, { name });
  const mine = (await call('GET', `/api/games/${created.gameId}`, undefined, created.token)).json as GamePayload;
  return JSON.stringify({ view: mine.view, actions: mine.actions, active: mine.active });
}

describe('x-dev-seed', () => {
  it('deals two local games with the same seed alike, and games with other seeds otherwise', async () => {
    const a = await dealt({ 'x-dev-seed': 'phone-sweep-1' });
    const b = await dealt({ 'x-dev-seed': 'phone-sweep-1' });
    const c = await dealt({ 'x-dev-seed': 'phone-sweep-2' });
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('refuses a malformed seed', async () => {
    for (const seed of ['', 'a b', 'x'.repeat(65), 'a/b'])
      await expectError(call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' }, undefined, { 'x-dev-seed': seed }), 400, 'invalid_body');
  });
});
