/**
 * Live updates (contract "Live updates"): a WebSocket per open page, held by the game's Durable
 * Object, told `{"type":"changed","revision":n}` after every committed change and nothing else.
 */
import { createExecutionContext, env, runInDurableObject, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GamePayload } from '@schema/api';
import worker from '@worker/index';
import { liveObject } from '@worker/live/announce';
import { GameLive } from '@worker/live/object';
import { WAITING_GAME_TTL_MS } from '@worker/cron/scheduled';
import { call, expectError, playRandomly, startGame } from './client';
import { openUpdates } from './sockets';

/** Opens the updates socket of a game the way a page does, and collects its frames. */
async function connect(gameId: string) {
  const frames: string[] = [];
  const ws = await openUpdates(gameId, (text) => frames.push(text));
  return { ws, frames };
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe('live updates', () => {
  it('tells a spectator and a seat of a move by another seat, with nothing but the revision', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const spectator = await connect(gameId);
    const watcherSeat = await connect(gameId);
    const game = (await call('GET', `/api/games/${gameId}`)).json as GamePayload;
    const seat = game.active[0]!;
    const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
    const moved = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat]);
    expect(moved.status).toBe(200);
    const revision = (await env.DB.prepare('select revision from games where id = ?').bind(gameId).first<number>('revision'))!;
    // The answer says its revision, so the mover's page knows the frame that follows is its own move.
    expect((moved.json as GamePayload).revision).toBe(revision);
    for (const page of [spectator, watcherSeat]) {
      await until(() => page.frames.some((f) => JSON.parse(f).revision === revision), 'the changed frame');
      for (const frame of page.frames) expect(Object.keys(JSON.parse(frame)).sort()).toEqual(['revision', 'type']);
      expect(JSON.parse(page.frames.at(-1)!)).toEqual({ type: 'changed', revision });
      page.ws.close(1000, 'done');
    }
  });

  it('tells of joins and chat messages too, and a late socket hears the last revision at once', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
    const page = await connect(created.json.gameId);
    await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob' });
    await until(() => page.frames.length >= 1, 'a frame after the join');
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Cy' });
    await until(() => page.frames.length >= 2, 'a frame after the last join');
    await call('POST', `/api/games/${created.json.gameId}/chat`, { text: 'hello' }, joined.json.token);
    await until(() => page.frames.length >= 3, 'a frame after a chat message');
    const late = await connect(created.json.gameId);
    await until(() => late.frames.length >= 1, 'the greeting frame');
    expect(JSON.parse(late.frames[0]!)).toEqual(JSON.parse(page.frames.at(-1)!));
    page.ws.close(1000);
    late.ws.close(1000);
  });

  it('keeps no socket in memory: a fresh instance, as after hibernation, still reaches every subscriber', async () => {
    const { gameId } = await startGame('stonerush', 3);
    const page = await connect(gameId);
    const stub = liveObject(env, gameId);
    const answer = await runInDurableObject(stub, async (_instance: GameLive, state) => {
      expect(state.getWebSockets()).toHaveLength(1);
      // A new object over the same state: what the runtime builds when it wakes a hibernated one.
      return new GameLive(state, env).command(gameId, { type: 'changed', revision: 9999 }, { tokenHash: null, now: Date.now(), url: '' }, false);
    });
    expect(answer.ok).toBe(true);
    await until(() => page.frames.some((f) => JSON.parse(f).revision === 9999), 'the frame from the fresh instance');
    page.ws.close(1000);
  });

  it('answers 426 without the upgrade header and 404 for an unknown game', async () => {
    const { gameId } = await startGame('stonerush', 3);
    const res = await expectError(call('GET', `/api/games/${gameId}/updates`), 426, 'upgrade_required');
    expect(res.json.error.message).toMatch(/WebSocket/);
    const ctx = createExecutionContext();
    const unknown = await worker.fetch(new Request('http://127.0.0.1/api/games/nosuchgame/updates', { headers: { Upgrade: 'websocket' } }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(unknown.status).toBe(404);
  });

  it("tells a finished game's pages of a rematch offer at the revision the offer wrote, and of nothing when a player takes a seat of it", async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    await playRandomly(gameId, tokens, 'live-rematch');
    const page = await connect(gameId);
    await until(() => page.frames.length >= 1, 'the greeting frame');
    expect((await call('POST', `/api/games/${gameId}/rematch`, undefined, tokens[0])).status).toBe(201);
    const offered = (await env.DB.prepare('select revision from games where id = ?').bind(gameId).first<number>('revision'))!;
    expect((await call('GET', `/api/games/${gameId}`)).json.revision).toBe(offered);
    await until(() => page.frames.some((f) => JSON.parse(f).revision === offered), 'the offer frame');
    const before = page.frames.length;
    // Bob takes his seat of the rematch: the finished game does not change, so no frame names a revision it never had.
    expect((await call('POST', `/api/games/${gameId}/rematch`, undefined, tokens[1])).status).toBe(201);
    await new Promise((r) => setTimeout(r, 100));
    expect((await env.DB.prepare('select revision from games where id = ?').bind(gameId).first<number>('revision'))!).toBe(offered);
    for (const frame of page.frames.slice(before)) expect(JSON.parse(frame).revision).toBeLessThanOrEqual(offered);
    page.ws.close(1000);
  });

  it('tells the pages of a game still waiting when the cron aborts it, at the revision the abort wrote', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
    const page = await connect(created.json.gameId);
    const later = Date.now() + WAITING_GAME_TTL_MS + 60_000;
    expect((await call('POST', `/api/dev/scheduled?time=${later}`)).json.aborted).toBeGreaterThanOrEqual(1);
    const { status, revision } = (await env.DB.prepare('select status, revision from games where id = ?')
      .bind(created.json.gameId)
      .first<{ status: string; revision: number }>())!;
    expect(status).toBe('aborted');
    await until(() => page.frames.some((f) => JSON.parse(f).revision === revision), 'the frame of the abort');
    page.ws.close(1000);
  });
});
