/**
 * Races and faults: concurrent submissions apply once, a D1 failure in the middle of a
 * write leaves nothing half-written, and overlapping cron runs do the work once.
 * Faults are injected with SQLite triggers that abort the second statement of a batch.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { GamePayload } from '@schema/api';
import { createDb } from '@worker/store/db';
import { WAITING_GAME_TTL_MS, runScheduled } from '@worker/cron/scheduled';
import { call, dbSnapshot, expectError, startGame } from './client';

/**
 * Runs `body` with a trigger that makes D1 fail. The Worker logs such a fault as an unhandled
 * error (as it should in production); here the log is caught and checked instead of printed, so
 * a test run shows no stack trace for a fault it injects on purpose.
 */
async function withTrigger<T>(name: string, sql: string, body: () => Promise<T>): Promise<T> {
  await env.DB.prepare(sql).run();
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return await body();
  } finally {
    await env.DB.prepare(`drop trigger if exists ${name}`).run();
    const calls = logged.mock.calls;
    logged.mockRestore();
    expect(calls.length, 'the fault is logged once').toBe(1);
    expect(String(calls[0]?.[1])).toContain('injected fault');
  }
}

describe('races', () => {
  it('applies exactly one of many concurrent submissions of one version, retries included', async () => {
    const { gameId, tokens } = await startGame('stonerush', 5);
    for (let round = 0; round < 4; round++) {
      const seat = ((await call('GET', `/api/games/${gameId}`)).json as GamePayload).active[0]!;
      const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
      // 16 at once: different legal actions, the same action twice over, and other seats' tokens
      const bodies = Array.from({ length: 16 }, (_, i) => ({
        token: i % 4 === 3 ? tokens[(seat + 1) % 5]! : tokens[seat]!,
        body: { version: mine.version, action: mine.actions[i % 2 === 0 ? 0 : i % mine.actions.length] },
      }));
      const results = await Promise.all(bodies.map((b) => call('POST', `/api/games/${gameId}/actions`, b.body, b.token)));
      const ok = results.filter((r) => r.status === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const r of ok) expect(r.json.version).toBe(mine.version + 1);
      for (const r of results.filter((r) => r.status !== 200)) expect(['stale_version', 'illegal_action']).toContain(r.json.error.code);
      const rows = await env.DB.prepare('select count(*) as n from actions where game_id = ?').bind(gameId).first<number>('n');
      expect(rows).toBe(round + 1);
    }
    const game = (await call('GET', `/api/games/${gameId}`)).json as GamePayload;
    expect(game.version).toBe(4);
  });

  it('gives each open seat to exactly one of many concurrent joiners', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 4, name: 'Ann' });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => call('POST', `/api/join/${created.json.joinCode}`, { name: `P${i}` })));
    const joined = results.filter((r) => r.status === 201);
    expect(joined).toHaveLength(3);
    expect(joined.map((r) => r.json.seat).sort()).toEqual([1, 2, 3]);
    for (const r of results.filter((r) => r.status !== 201)) expect(['game_full', 'busy']).toContain(r.json.error.code);
    const seats = await env.DB.prepare('select seat from seats where game_id = ? order by seat').bind(created.json.gameId).all();
    expect(seats.results.map((s) => s.seat)).toEqual([0, 1, 2, 3]);
    const game = (await call('GET', `/api/games/${created.json.gameId}`)).json as GamePayload;
    expect(game.status).toBe('active');
    const names = game.players.slice(1).map((p) => p.name);
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(name).toMatch(/^P\d$/);
  });

  it('does the housekeeping once when cron runs overlap', async () => {
    const waiting = await Promise.all(Array.from({ length: 3 }, () => call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' })));
    // Waiting games expire; a started game nobody has moved in is cancelled after 7 days (worker/table/resign.ts).
    const stale = await env.DB.prepare("select count(*) as n from games where status = 'waiting' or (status = 'active' and version = 0)").first<number>('n');
    const revisions = async () =>
      Object.fromEntries(
        (
          await env.DB.prepare('select id, revision from games where id in (?, ?, ?)')
            .bind(...waiting.map((w) => w.json.gameId))
            .all()
        ).results.map((r) => [r.id, r.revision]),
      );
    const before = await revisions();
    const now = Date.now() + WAITING_GAME_TTL_MS + 60_000;
    const runs = await Promise.all(Array.from({ length: 4 }, () => runScheduled(createDb(env.DB), null, now)));
    expect(runs.reduce((n, r) => n + r.aborted, 0)).toBe(stale);
    const after = await revisions();
    for (const w of waiting) {
      expect(after[w.json.gameId]).toBe((before[w.json.gameId] as number) + 1);
      expect((await call('GET', `/api/games/${w.json.gameId}`)).json.status).toBe('aborted');
    }
    // a later run finds nothing left to do
    expect((await runScheduled(createDb(env.DB), null, now + 1)).aborted).toBe(0);
  });
});

describe('faults', () => {
  it('leaves nothing half-written when D1 fails in the middle of a move, and the retry then applies once', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const seat = ((await call('GET', `/api/games/${gameId}`)).json as GamePayload).active[0]!;
    const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
    const body = { version: 0, action: mine.actions[0] };
    const before = await dbSnapshot();
    // the batch inserts the action first, then updates the game: fail the update
    const failed = await withTrigger(
      'fail_move',
      `create trigger fail_move before update on games when old.id = '${gameId}' begin select raise(abort, 'injected fault'); end`,
      () => call('POST', `/api/games/${gameId}/actions`, body, tokens[seat]),
    );
    expect(failed.status).toBe(500);
    expect(failed.json.error.code).toBe('internal');
    expect(await dbSnapshot()).toBe(before);
    const rows = await env.DB.prepare('select count(*) as n from actions where game_id = ?').bind(gameId).first<number>('n');
    expect(rows).toBe(0);
    const retried = await call('POST', `/api/games/${gameId}/actions`, body, tokens[seat]);
    expect(retried.status).toBe(200);
    expect(retried.json.version).toBe(1);
    const again = await call('POST', `/api/games/${gameId}/actions`, body, tokens[seat]);
    expect(again.status).toBe(200);
    expect(await env.DB.prepare('select count(*) as n from actions where game_id = ?').bind(gameId).first<number>('n')).toBe(1);
  });

  it('leaves no game without its creator when D1 fails in the middle of a creation', async () => {
    const before = await dbSnapshot();
    const failed = await withTrigger(
      'fail_create',
      "create trigger fail_create before insert on seats when new.name = 'Faulty' begin select raise(abort, 'injected fault'); end",
      () => call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Faulty' }),
    );
    expect(failed.status).toBe(500);
    expect(failed.json.error.code).toBe('internal');
    expect(await dbSnapshot()).toBe(before);
  });

  it('leaves no seat without its game update when D1 fails in the middle of a join', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
    const before = await dbSnapshot();
    const failed = await withTrigger(
      'fail_join',
      `create trigger fail_join before update on games when old.id = '${created.json.gameId}' begin select raise(abort, 'injected fault'); end`,
      () => call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob' }),
    );
    expect(failed.status).toBe(500);
    expect(await dbSnapshot()).toBe(before);
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob' });
    expect(joined.json.seat).toBe(1);
    await expectError(call('GET', '/api/games/nosuch'), 404, 'unknown_game');
  });
});
