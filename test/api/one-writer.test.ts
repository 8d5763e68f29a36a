/**
 * Every write of a game row through its writer (issue #30, issue #36 item 3): a rematch's seat is
 * taken by the rematch game's own writer, and the cron's compaction of a finished game runs in
 * that game's writer, which then holds no row from before its rows moved to R2.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { liveObject } from '@worker/live/announce';
import { call, playRandomly, startGame } from './client';
import { heldBy } from './inside-writer';

const _writer = (gameId: string) => liveObject(env, gameId);
const held = heldBy;
const row = (gameId: string) =>
  env.DB.prepare('select revision, record_key as recordKey, finished_at as finishedAt from games where id = ?').bind(gameId).first<{
    revision: number;
    recordKey: string | null;
    finishedAt: number | null;
  }>();

describe('one writer per game', () => {
  it("takes a rematch's seats through the rematch game's writer, and compacts a finished game in its own", async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    await playRandomly(gameId, tokens, 'one-writer');
    // The finished game's writer made its last change: it holds that row.
    expect((await held(gameId))?.row.revision).toBe((await row(gameId))!.revision);

    const offered = await call('POST', `/api/games/${gameId}/rematch`, undefined, tokens[0]);
    expect(offered.status).toBe(201);
    const next = offered.json.gameId as string;
    const taken = await call('POST', `/api/games/${gameId}/rematch`, undefined, tokens[1]);
    expect(taken.status).toBe(201);
    expect(taken.json.gameId).toBe(next);
    expect(taken.json.outbox).toBeUndefined();
    // The seat was joined by the rematch game's writer, which holds the row its join wrote.
    const joined = await held(next);
    expect(joined?.row.revision).toBe((await row(next))!.revision);
    expect(joined?.row.seats[taken.json.seat as number]?.joined).toBe(true);
    // The offer's link moved the finished game's revision in its own writer, which let go of the older row.
    const linked = await held(gameId);
    expect(linked === undefined || linked.row.revision === (await row(gameId))!.revision).toBe(true);

    // An hour and more after the end, the cron compacts it, in its writer: no row from before is held.
    const before = (await row(gameId))!;
    // A change asked of the writer (a "Send now" with nothing pending) makes it hold the finished row.
    const version = (await call('GET', `/api/games/${gameId}`)).json.version as number;
    expect((await call('POST', `/api/games/${gameId}/publish`, { version }, tokens[2])).status).toBe(200);
    expect((await held(gameId))?.row.recordKey).toBeNull();
    const ran = await call('POST', `/api/dev/scheduled?time=${before.finishedAt! + 2 * 3_600_000}`);
    expect(ran.json.compacted).toBeGreaterThanOrEqual(1);
    expect((await row(gameId))!.recordKey).not.toBeNull();
    // The writer let go of the row from before: its state and log are in R2 now.
    expect(await held(gameId)).toBeUndefined();
    // And the game reads as before from R2.
    const read = await call('GET', `/api/games/${gameId}`, undefined, tokens[2]);
    expect(read.status).toBe(200);
    expect(read.json.status).toBe('finished');
  });

  it('closes a stale waiting game in its writer: the row it holds is the one the cron wrote, and a late join finds it closed', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
    const gameId = created.json.gameId as string;
    expect((await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob' })).status).toBe(201);
    expect((await held(gameId))?.row.status).toBe('waiting');
    const ran = await call('POST', `/api/dev/scheduled?time=${Date.now() + 31 * 24 * 3_600_000}`);
    expect(ran.json.aborted).toBeGreaterThanOrEqual(1);
    const stored = await env.DB.prepare('select status, revision from games where id = ?').bind(gameId).first<{ status: string; revision: number }>();
    expect(stored?.status).toBe('aborted');
    // The writer made the change: it holds that row, not the waiting one from before.
    const now = await held(gameId);
    expect(now?.row.status).toBe('aborted');
    expect(now?.row.revision).toBe(stored!.revision);
    const late = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Cat' });
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect(late.status).toBeLessThan(500);
    const read = await call('GET', `/api/games/${gameId}`);
    expect(read.json.status).toBe('aborted');
    expect(read.json.players.filter((p: { joined?: boolean }) => p.joined)).toHaveLength(2);
  });
});
