/** Take-backs over HTTP (contract: canUndo, POST /api/games/:id/undo). */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { verifyRecord } from '@engine/index';
import type { GamePayload } from '@schema/api';
import { call, expectError, playRandomly, startGame } from './client';

const get = async (gameId: string, token?: string) => (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;
const undo = (gameId: string, version: number, token?: string) => call('POST', `/api/games/${gameId}/undo`, { version }, token);

/** A Stonerush game where the seat to act has made a play that keeps it on its discard half. */
async function afterAPlay() {
  const { gameId, tokens } = await startGame('stonerush', 3);
  const seat = (await get(gameId)).active[0]!;
  const before = await Promise.all([undefined, ...tokens].map((t) => get(gameId, t)));
  const mine = before[seat + 1]!;
  const action = mine.actions.find((a) => a.type === 'play')!;
  const moved = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action }, tokens[seat]);
  expect(moved.status).toBe(200);
  return { gameId, tokens, seat, before, moved: moved.json as GamePayload };
}

describe('take-backs', () => {
  it('takes back a play that revealed nothing: every view as before, the version moves on, once only', async () => {
    const { gameId, tokens, seat, before, moved } = await afterAPlay();
    expect(moved.canUndo).toBe(true);
    for (let s = 0; s < 3; s++) if (s !== seat) expect((await get(gameId, tokens[s])).canUndo).toBe(false);
    expect((await get(gameId)).canUndo).toBeUndefined();
    // only the seat itself, with the version it sees
    await expectError(undo(gameId, moved.version, tokens[(seat + 1) % 3]), 409, 'cannot_undo');
    await expectError(undo(gameId, moved.version - 1, tokens[seat]), 409, 'stale_version');
    await expectError(undo(gameId, moved.version), 401, 'unauthorized');
    const back = await undo(gameId, moved.version, tokens[seat]);
    expect(back.status).toBe(200);
    expect(back.json.version).toBe(moved.version + 1); // never reused
    expect(back.json.canUndo).toBe(false);
    expect(back.json.log.at(-1).text).toMatch(/took back their last move/);
    const after = await Promise.all([undefined, ...tokens].map((t) => get(gameId, t)));
    for (let i = 0; i < after.length; i++) {
      expect(after[i]!.view).toEqual(before[i]!.view);
      expect(after[i]!.actions).toEqual(before[i]!.actions);
      expect(after[i]!.active).toEqual(before[i]!.active);
    }
    await expectError(undo(gameId, back.json.version, tokens[seat]), 409, 'cannot_undo');
    const rows = await env.DB.prepare('select seq, seat, action from actions where game_id = ? order by seq')
      .bind(gameId)
      .all<{ seq: number; action: string }>();
    expect(rows.results.map((r) => JSON.parse(r.action).type)).toEqual(['play', 'take-back']);
  });

  it('refuses to take back a move that drew cards', async () => {
    const { gameId, tokens, seat } = await afterAPlay();
    const mine = await get(gameId, tokens[seat]);
    const discard = mine.actions.find((a) => a.type === 'discard')!;
    const done = (await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: discard }, tokens[seat])).json as GamePayload;
    expect(done.canUndo).toBe(false);
    await expectError(undo(gameId, done.version, tokens[seat]), 409, 'cannot_undo');
  });

  it("lets exactly one of a take-back and the other seat's answer through when they race", async () => {
    for (let round = 0; round < 3; round++) {
      const { gameId, tokens } = await startGame('fightin-drinkin-stealin', 2);
      const a = await get(gameId, tokens[0]);
      const first = (await call('POST', `/api/games/${gameId}/actions`, { version: a.version, action: a.actions[0] }, tokens[0])).json as GamePayload;
      expect(first.canUndo).toBe(true);
      const b = await get(gameId, tokens[1]);
      const [u, m] = await Promise.all([
        undo(gameId, first.version, tokens[0]),
        call('POST', `/api/games/${gameId}/actions`, { version: b.version, action: b.actions[0] }, tokens[1]),
      ]);
      expect([u.status, m.status].filter((s) => s === 200)).toHaveLength(1);
      expect([u.status, m.status].filter((s) => s === 409)).toHaveLength(1);
      const rows = await env.DB.prepare('select count(*) as n from actions where game_id = ?').bind(gameId).first<number>('n');
      expect(rows).toBe(2);
      expect((await get(gameId)).version).toBe(2);
    }
  });

  it('keeps a record with a take-back replaying to its result', async () => {
    const { gameId, tokens, seat, moved } = await afterAPlay();
    await undo(gameId, moved.version, tokens[seat]);
    await playRandomly(gameId, tokens, 'after-take-back');
    const record = (await call('GET', `/api/games/${gameId}/record`)).json;
    expect(record.actions[1].action).toEqual({ type: 'take-back' });
    const checked = verifyRecord(record);
    expect(checked.ok ? 'ok' : checked.message).toBe('ok');
  });
});
