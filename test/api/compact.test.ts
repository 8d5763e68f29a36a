/**
 * Finished games compacted into R2 (#18 item 4, worker/archive/compact.ts): the cron writes a
 * finished game's record and log to the RECORDS bucket, confirms the object, then deletes the
 * game's `actions` and `log_entries` rows. Every read of the game answers the same before and
 * after; an R2 fault keeps the rows for a later run; overlapping runs compact once; an
 * unfinished game is never touched.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { verifyRecord } from '@engine/index';
import type { GamePayload } from '@schema/api';
import { COMPACT_AFTER_MS, compactFinishedGames, gameLog, gamePage, gameRecord } from '@worker/archive/compact';
import { createDb } from '@worker/store/db';
import { runScheduled } from '@worker/cron/scheduled';
import { call, playRandomly, startGame } from './client';

/** A moment when every game finished so far is due for compaction. */
const later = () => Date.now() + COMPACT_AFTER_MS + 60_000;

const cron = (now: number, records: R2Bucket = env.RECORDS) => runScheduled(createDb(env.DB), null, now, () => {}, records);

async function rowCounts(gameId: string) {
  return env.DB.prepare(
    'select (select count(*) from actions where game_id = ?1) as actions, (select count(*) from log_entries where game_id = ?1) as log, (select record_key from games where id = ?1) as recordKey',
  )
    .bind(gameId)
    .first<{ actions: number; log: number; recordKey: string | null }>();
}

async function objectsOf(gameId: string) {
  return (await env.RECORDS.list({ prefix: `games/${gameId}/` })).objects.map((o) => o.key);
}

/**
 * Everything a reader gets of a finished game: the record, the payload of a spectator and of a
 * seat with their ETags, and the whole log page by page with `?logFrom=` (and a page past the end).
 */
async function readsOf(gameId: string, tokens: string[]) {
  const record = await call('GET', `/api/games/${gameId}/record`);
  expect(record.status).toBe(200);
  const pages: Record<string, unknown> = {};
  const payloads: Record<string, unknown> = {};
  for (const [who, token] of [
    ['spectator', undefined],
    ['seat 1', tokens[1]],
  ] as const) {
    const tail = await call('GET', `/api/games/${gameId}`, undefined, token);
    expect(tail.status).toBe(200);
    payloads[who] = { json: tail.json, etag: tail.headers.get('etag') };
    const total = (tail.json as GamePayload).logStart + (tail.json as GamePayload).log.length;
    for (const from of [0, 7, total - 3, total + 5]) {
      const page = await call('GET', `/api/games/${gameId}?logFrom=${from}`, undefined, token);
      expect(page.status).toBe(200);
      pages[`${who} ${from}`] = { json: page.json, etag: page.headers.get('etag') };
    }
  }
  return { record: record.json, payloads, pages };
}

/** A bucket that behaves like `real` but for the methods given (faults injected on purpose). */
type Put = (...args: Parameters<R2Bucket['put']>) => Promise<R2Object | null>;
function bucketWith(real: R2Bucket, over: { put?: Put; head?: R2Bucket['head'] }): R2Bucket {
  return {
    head: over.head ?? ((key: string) => real.head(key)),
    put: over.put ?? ((...args: Parameters<R2Bucket['put']>) => real.put(...args)),
    get: (...args: Parameters<R2Bucket['get']>) => real.get(...args),
    delete: (keys: string | string[]) => real.delete(keys),
    list: (options?: R2ListOptions) => real.list(options),
  } as unknown as R2Bucket;
}

/** Runs `body` expecting the compaction of one game to fail, logged once (no stack trace printed) with `says` in its error. */
async function expectFaultLogged<T>(says: string, body: () => Promise<T>): Promise<T> {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return await body();
  } finally {
    const calls = logged.mock.calls;
    logged.mockRestore();
    expect(calls.length, 'the fault is logged once').toBe(1);
    expect(String(calls[0]?.[0])).toMatch(/^compact: game /);
    expect(String(calls[0]?.[1])).toContain(says);
  }
}

async function finishedGame(ruleset: string, players: number, seed: string) {
  const { gameId, tokens } = await startGame(ruleset, players);
  await playRandomly(gameId, tokens, seed, 20_000);
  return { gameId, tokens };
}

describe('finished games compacted into R2', () => {
  it('moves a finished game to R2 on the cron step, and every read answers exactly as before', async () => {
    const games = [await finishedGame('stonerush', 3, 'compact-a'), await finishedGame('fightin-drinkin-stealin', 2, 'compact-b')];
    const before = await Promise.all(games.map((g) => readsOf(g.gameId, g.tokens)));
    for (const g of games) {
      const counts = await rowCounts(g.gameId);
      expect(counts?.actions).toBeGreaterThan(0);
      expect(counts?.log).toBeGreaterThan(40);
      expect(counts?.recordKey).toBeNull();
    }
    // Just finished: not yet (the page is read most right after the end).
    expect((await cron(Date.now())).compacted).toBe(0);
    for (const g of games) expect((await rowCounts(g.gameId))?.recordKey).toBeNull();

    const report = await cron(later());
    expect(report.compacted).toBe(2);
    for (const [i, g] of games.entries()) {
      const counts = await rowCounts(g.gameId);
      expect(counts?.actions).toBe(0);
      expect(counts?.log).toBe(0);
      expect(counts?.recordKey).toMatch(new RegExp(`^games/${g.gameId}/[0-9a-f]{16}\\.json$`));
      expect(await objectsOf(g.gameId)).toEqual([counts?.recordKey]);
      // the final state went with the object, and the row's seat list keeps no token hash
      const row = await env.DB.prepare('select state, seats from games where id = ?').bind(g.gameId).first<{ state: string | null; seats: string }>();
      expect(row?.state).toBeNull();
      expect(row?.seats).not.toContain('tokenHash');
      expect(JSON.parse(row?.seats ?? '[]').map((s: { name: string }) => s.name)).toEqual(['Ann', 'Bob', 'Cat'].slice(0, g.tokens.length));
      const object = (await (await env.RECORDS.get(counts!.recordKey!))?.json()) as { state?: unknown };
      expect(object.state).toBeTruthy();
      const after = await readsOf(g.gameId, g.tokens);
      expect(after).toEqual(before[i]);
      // the replay page and `npm run replay` check the record the same way
      const check = verifyRecord(after.record);
      expect(check.ok).toBe(true);
    }
    // a seat's token is still told from another game's, and a token of no game is refused
    const foreign = await call('GET', `/api/games/${games[0]!.gameId}`, undefined, games[1]!.tokens[0]);
    expect([foreign.status, foreign.json.error.code]).toEqual([403, 'not_your_seat']);
    const nobody = await call('GET', `/api/games/${games[0]!.gameId}`, undefined, 'x'.repeat(43));
    expect(nobody.status).toBe(401);
    // the archive, the stats and a rematch still work from the row
    const archive = await call('GET', '/api/archive');
    for (const g of games) expect(archive.json.games.map((a: { gameId: string }) => a.gameId)).toContain(g.gameId);
    const stats = await call('GET', '/api/stats');
    expect(stats.json.rulesets.map((r: { ruleset: string }) => r.ruleset).sort()).toEqual(['fightin-drinkin-stealin', 'stonerush']);
    const rematch = await call('POST', `/api/games/${games[0]!.gameId}/rematch`, undefined, games[0]!.tokens[0]);
    expect(rematch.status).toBe(201);
    // a take-back on a finished game is refused as before
    const undo = await call('POST', `/api/games/${games[0]!.gameId}/undo`, { version: 1 }, games[0]!.tokens[0]);
    expect(undo.status).toBe(409);
    expect(undo.json.error.code).toBe('not_active');
    // nothing left to do
    expect((await cron(later())).compacted).toBe(0);
  });

  it('keeps the rows when R2 fails or the object does not read back, and a later run compacts the game', async () => {
    const { gameId, tokens } = await finishedGame('raiding-stonehenge', 4, 'compact-fault');
    const before = await readsOf(gameId, tokens);
    const counts = await rowCounts(gameId);
    const failingPut = bucketWith(env.RECORDS, {
      put: async () => {
        throw new Error('injected fault: R2 put');
      },
    });
    const failed = await expectFaultLogged('injected fault', () => cron(later(), failingPut));
    expect(failed.compacted).toBe(0);
    expect(await rowCounts(gameId)).toEqual(counts);
    expect(await objectsOf(gameId)).toEqual([]);
    // an object that reads back shorter than what was written is not trusted
    const truncating = bucketWith(env.RECORDS, {
      put: async (key, value) => env.RECORDS.put(key, (value as Uint8Array).slice(0, -1)),
    });
    expect((await expectFaultLogged('not confirmed', () => cron(later(), truncating))).compacted).toBe(0);
    expect(await rowCounts(gameId)).toEqual(counts);
    expect(await readsOf(gameId, tokens)).toEqual(before);
    // the next run, with R2 working, compacts it
    expect((await cron(later())).compacted).toBe(1);
    expect((await rowCounts(gameId))?.actions).toBe(0);
    expect(await objectsOf(gameId)).toHaveLength(1);
    expect(await readsOf(gameId, tokens)).toEqual(before);
  });

  it('compacts once when cron runs overlap, also when one run finishes between another run’s R2 write and its batch', async () => {
    const { gameId, tokens } = await finishedGame('fightin-drinkin-stealin', 2, 'compact-overlap');
    const before = await readsOf(gameId, tokens);
    const now = later();
    const runs = await Promise.all(Array.from({ length: 4 }, () => cron(now)));
    expect(runs.reduce((n, r) => n + r.compacted, 0)).toBe(1);
    expect(await objectsOf(gameId)).toHaveLength(1);
    expect(await readsOf(gameId, tokens)).toEqual(before);

    // The window between the R2 write and the batch: the game reads the same from its rows, and
    // a whole other run that compacts the game then leaves the first run nothing to do.
    const second = await finishedGame('fightin-drinkin-stealin', 2, 'compact-window');
    const secondBefore = await readsOf(second.gameId, second.tokens);
    let inWindow: Awaited<ReturnType<typeof readsOf>> | null = null;
    let otherRun = -1;
    const interleaved = bucketWith(env.RECORDS, {
      put: async (...args) => {
        const written = await env.RECORDS.put(...args);
        expect((await rowCounts(second.gameId))?.actions).toBeGreaterThan(0);
        inWindow = await readsOf(second.gameId, second.tokens);
        otherRun = (await cron(now)).compacted;
        return written;
      },
    });
    expect((await cron(now, interleaved)).compacted).toBe(0);
    expect(otherRun).toBe(1);
    expect(inWindow).toEqual(secondBefore);
    expect(await objectsOf(second.gameId)).toHaveLength(1);
    expect((await rowCounts(second.gameId))?.log).toBe(0);
    expect(await readsOf(second.gameId, second.tokens)).toEqual(secondBefore);
  });

  it('does not compact a game whose rows changed between its read and its batch, and drops the object it wrote', async () => {
    const { gameId, tokens } = await finishedGame('stonerush', 3, 'compact-changed');
    const counts = await rowCounts(gameId);
    const now = later();
    const changing = bucketWith(env.RECORDS, {
      put: async (...args) => {
        const written = await env.RECORDS.put(...args);
        // as a repair would: one more log entry on the finished game
        await env.DB.batch([
          env.DB.prepare(
            `insert into log_entries (game_id, idx, entry) select id, log_length, '{"kind":"repair","text":"Repair: test"}' from games where id = ?`,
          ).bind(gameId),
          env.DB.prepare('update games set log_length = log_length + 1 where id = ?').bind(gameId),
        ]);
        return written;
      },
    });
    expect((await cron(now, changing)).compacted).toBe(0);
    expect(await rowCounts(gameId)).toEqual({ ...counts, log: (counts?.log ?? 0) + 1 });
    expect(await objectsOf(gameId)).toEqual([]);
    const before = await readsOf(gameId, tokens);
    expect((before.payloads.spectator as { json: GamePayload }).json.log.at(-1)?.text).toBe('Repair: test');
    expect((await cron(now)).compacted).toBe(1);
    expect(await readsOf(gameId, tokens)).toEqual(before);
  });

  it('answers a reader that read the row before the compaction and the rows after it', async () => {
    const { gameId, tokens } = await finishedGame('raiding-stonehenge', 4, 'compact-reader');
    const db = createDb(env.DB);
    const row = await db.query.games.findFirst({ where: (g, { eq }) => eq(g.id, gameId) });
    expect(row?.recordKey).toBeNull();
    const record = await gameRecord(db, env.RECORDS, row!);
    const tail = await gameLog(db, env.RECORDS, row!);
    const page = await gameLog(db, env.RECORDS, row!, 3);
    expect((await compactFinishedGames(db, env.RECORDS, later())).compacted).toBe(1);
    // the row as read says "not compacted"; its rows are gone: the key is looked up again
    expect(await gameRecord(db, env.RECORDS, row!)).toEqual(record);
    expect(await gameLog(db, env.RECORDS, row!)).toEqual(tail);
    expect(await gameLog(db, env.RECORDS, row!, 3)).toEqual(page);
    expect(tail.entries).toHaveLength(30);
    expect((await call('GET', `/api/games/${gameId}/record`)).json).toEqual(record);
    expect((await call('GET', `/api/games/${gameId}`, undefined, tokens[0])).json.log).toHaveLength(30);
  });

  it('reads a game compacted before the final state moved to R2, then the cron moves its state there', async () => {
    const { gameId, tokens } = await finishedGame('a-grand-endeavor', 3, 'compact-old');
    const before = await readsOf(gameId, tokens);
    const row = await env.DB.prepare('select state, seats from games where id = ?').bind(gameId).first<{ state: string; seats: string }>();
    expect((await cron(later())).compacted).toBe(1);
    // As the compaction of 24 Nov 2026 left a game: an object without `state`, the row as it was.
    const key = (await rowCounts(gameId))!.recordKey!;
    const { state: finalState, ...old } = (await (await env.RECORDS.get(key))!.json()) as Record<string, unknown>;
    const oldKey = `games/${gameId}/0123456789abcdef.json`;
    const asOld = async () => {
      await env.RECORDS.delete(key);
      await env.RECORDS.put(oldKey, JSON.stringify(old));
      await env.DB.prepare('update games set state = ?, seats = ?, record_key = ? where id = ?').bind(row!.state, row!.seats, oldKey, gameId).run();
    };
    await asOld();
    expect(await readsOf(gameId, tokens)).toEqual(before);
    const db = createDb(env.DB);
    const oldRow = await db.query.games.findFirst({ where: (g, { eq }) => eq(g.id, gameId) });

    // The cron's next run moves the state into a new object and drops the old one.
    const report = await cron(later());
    expect([report.compacted, report.restated]).toEqual([0, 1]);
    const now = await env.DB.prepare('select state, seats, record_key as key from games where id = ?')
      .bind(gameId)
      .first<{ state: null; seats: string; key: string }>();
    expect(now?.state).toBeNull();
    expect(now?.seats).not.toContain('tokenHash');
    expect(now?.key).toBe(key);
    expect(await objectsOf(gameId)).toEqual([key]);
    expect(((await (await env.RECORDS.get(now!.key))!.json()) as { state: unknown }).state).toEqual(finalState);
    expect(await readsOf(gameId, tokens)).toEqual(before);
    // a reader still holding the row with the old key finds its object gone and follows the row
    expect((await gamePage(db, env.RECORDS, oldRow!)).log).toEqual((await gamePage(db, env.RECORDS, { ...oldRow!, recordKey: now!.key, state: null })).log);
    expect(await gameRecord(db, env.RECORDS, oldRow!)).toEqual(before.record);
    expect((await cron(later())).restated).toBe(0);

    // Overlapping runs move it once.
    await asOld();
    const runs = await Promise.all(Array.from({ length: 3 }, () => cron(later())));
    expect(runs.reduce((n, r) => n + r.restated, 0)).toBe(1);
    expect(await objectsOf(gameId)).toHaveLength(1);
    expect(await readsOf(gameId, tokens)).toEqual(before);

    // A row and an object that both lack the state are a fault the page reports, not a game without a board.
    await env.RECORDS.put(oldKey, JSON.stringify(old));
    await env.DB.prepare('update games set record_key = ? where id = ?').bind(oldKey, gameId).run();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await call('GET', `/api/games/${gameId}`)).status).toBe(500);
    } finally {
      logged.mockRestore();
    }
  });

  it('never touches an unfinished game', async () => {
    const active = await startGame('stonerush', 3);
    const seat = ((await call('GET', `/api/games/${active.gameId}`)).json as GamePayload).active[0]!;
    const mine = (await call('GET', `/api/games/${active.gameId}`, undefined, active.tokens[seat])).json as GamePayload;
    expect((await call('POST', `/api/games/${active.gameId}/actions`, { version: mine.version, action: mine.actions[0] }, active.tokens[seat])).status).toBe(
      200,
    );
    const waiting = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
    const untouched = async () => ({
      active: await rowCounts(active.gameId),
      waiting: await rowCounts(waiting.json.gameId),
      rows: (await env.DB.prepare('select * from games where id in (?, ?) order by id').bind(active.gameId, waiting.json.gameId).all()).results,
    });
    const before = await untouched();
    expect(before.active?.actions).toBe(1);
    expect(before.active?.log).toBeGreaterThan(0);
    // far in the future: anything finished would be due
    const report = await compactFinishedGames(createDb(env.DB), env.RECORDS, Date.now() + 365 * 86_400_000);
    expect(report.failed).toBe(0);
    expect(await untouched()).toEqual(before);
    expect(await objectsOf(active.gameId)).toEqual([]);
    expect(await objectsOf(waiting.json.gameId)).toEqual([]);
  });
});
