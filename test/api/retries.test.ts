/**
 * Issue 29.3: an identical retry of an applied action answers 200 with the current payload,
 * whatever happened after it (bots answering in the same batch, concurrent identical submits).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GamePayload } from '@schema/api';
import { call } from './client';

const get = async (gameId: string, token?: string) => (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;

async function actionRows(gameId: string) {
  return (await env.DB.prepare('select seq, seat from actions where game_id = ? order by seq').bind(gameId).all<{ seq: number; seat: number }>()).results;
}

describe('retries (issue 29.3)', () => {
  it('answers 200 to a retry after the bots answered in the same batch, and applies nothing twice', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Ann', bots: 1, botLevel: 'random' });
    expect(created.status).toBe(201);
    const { gameId, token } = created.json as { gameId: string; token: string };
    let mine = await get(gameId, token);
    // Until a move of Ann's is answered by the bot in the same request.
    for (let i = 0; i < 40 && mine.status === 'active'; i++) {
      const body = { version: mine.version, action: mine.actions[0] };
      const first = await call('POST', `/api/games/${gameId}/actions`, body, token);
      expect(first.status).toBe(200);
      if (first.json.version > mine.version + 1) {
        const before = await actionRows(gameId);
        const retry = await call('POST', `/api/games/${gameId}/actions`, body, token);
        expect(retry.status).toBe(200);
        expect(retry.json.version).toBe(first.json.version);
        expect(await actionRows(gameId)).toEqual(before);
        return;
      }
      mine = first.json as GamePayload;
    }
    throw new Error('no move of Ann was answered by the bot');
  });

  it('gives 200 to each of five identical concurrent submissions, applied once', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Ann' });
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob' });
    const tokens = [created.json.token as string, joined.json.token as string];
    const gameId = created.json.gameId as string;
    for (let round = 0; round < 5; round++) {
      const game = await get(gameId);
      const seat = game.active[0]!;
      const mine = await get(gameId, tokens[seat]);
      const body = { version: mine.version, action: mine.actions[0] };
      const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', `/api/games/${gameId}/actions`, body, tokens[seat])));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      const rows = await actionRows(gameId);
      expect(rows.filter((r) => r.seq === mine.version + 1)).toHaveLength(1);
      expect(rows.at(-1)!.seq).toBe((await get(gameId)).version);
    }
  });

  it('still answers 409 to the same action from another seat, or to a different action at an old version', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Ann' });
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob' });
    const tokens = [created.json.token as string, joined.json.token as string];
    const gameId = created.json.gameId as string;
    const seat = (await get(gameId)).active[0]!;
    const mine = await get(gameId, tokens[seat]);
    expect((await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat])).status).toBe(200);
    const other = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[1 - seat]);
    expect(other.status).toBe(409);
    if (mine.actions[1]) {
      const different = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[1] }, tokens[seat]);
      expect(different.status).toBe(409);
    }
  });
});
