/**
 * The public lists: archive filters (ruleset, player) with keyset pagination on
 * indexes, "live now", statistics by SQL aggregates, and the record's 409 before the end.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@worker/store/db';
import { archiveQuery, liveQuery } from '@worker/archive/archive';
import type { ArchiveEntry, CreatedGame, GamePayload, JoinedGame, GameRecord, LiveEntry, LivePage, StatsPage } from '@schema/api';
import { call, expectError, playRandomly } from './client';

async function start(ruleset: string, names: string[], options: Record<string, unknown> = {}, listed = true, live = false) {
  const created = (await call('POST', '/api/games', { ruleset, players: names.length, options, name: names[0], listed, ...(live ? { live } : {}) }))
    .json as CreatedGame;
  const tokens = [created.token];
  for (const name of names.slice(1)) {
    tokens.push(((await call('POST', `/api/join/${created.joinCode}`, { name })).json as JoinedGame).token);
  }
  return { gameId: created.gameId, tokens };
}

async function collect<T extends { gameId: string }>(path: string, limit: number): Promise<T[]> {
  const seen: T[] = [];
  let cursor: string | null = null;
  const sep = path.includes('?') ? '&' : '?';
  for (let pages = 0; pages < 100; pages++) {
    const res = await call('GET', `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status).toBe(200);
    const page = res.json as { games: T[]; next: string | null };
    expect(page.games.length).toBeLessThanOrEqual(limit);
    seen.push(...page.games);
    cursor = page.next;
    if (!cursor) return seen;
  }
  throw new Error('pagination did not end');
}

const finished: { gameId: string; ruleset: string; names: string[] }[] = [];
let unlistedFinished = '';
let activeListed = '';
let activeUnlisted = '';
/** Listed for the archive, but its host did not choose "Live now" (the default): not public while played. */
let activeNotLive = '';
let waitingListed = '';

beforeAll(async () => {
  const plan: [string, string[], Record<string, unknown>][] = [
    ['stonerush', ['Ann', 'Bob', 'Cat'], { track: 'bluestones' }],
    ['fightin-drinkin-stealin', ['ann', 'Zed'], {}],
    ['stonerush', ['Dan', 'Eve', 'ANN', 'Fay'], { track: 'bluestones' }],
    ['fightin-drinkin-stealin', ['Gus', 'Hal'], {}],
    ['stonerush', ['Ivy', 'Jo', 'Kim'], { track: 'bluestones' }],
  ];
  for (const [i, [ruleset, names, options]] of plan.entries()) {
    const { gameId, tokens } = await start(ruleset, names, options);
    await playRandomly(gameId, tokens, `archive-${i}`);
    finished.push({ gameId, ruleset, names });
  }
  const hidden = await start('fightin-drinkin-stealin', ['Ann', 'Secret'], {}, false);
  await playRandomly(hidden.gameId, hidden.tokens, 'archive-hidden');
  unlistedFinished = hidden.gameId;
  activeListed = (await start('stonerush', ['Lou', 'Ann', 'Max'], { track: 'bluestones' }, true, true)).gameId;
  activeNotLive = (await start('stonerush', ['Pia', 'Ann', 'Quo'], { track: 'bluestones' })).gameId;
  activeUnlisted = (await start('stonerush', ['Ned', 'Ann', 'Oz'], {}, false)).gameId;
  const waiting = (await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' })).json as CreatedGame;
  waitingListed = waiting.gameId;
}, 300_000);

describe('the archive', () => {
  it('pages through every finished listed game exactly once, newest first, at every page size', async () => {
    for (const limit of [1, 2, 3, 100]) {
      const seen = await collect<ArchiveEntry>('/api/archive', limit);
      const ids = seen.map((g) => g.gameId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(ids)).toEqual(new Set(finished.map((g) => g.gameId)));
      for (let i = 1; i < seen.length; i++) {
        const [a, b] = [seen[i - 1]!, seen[i]!];
        expect(a.finishedAt > b.finishedAt || (a.finishedAt === b.finishedAt && a.gameId > b.gameId)).toBe(true);
      }
    }
  });

  it('gives each row its players, winner, date and length', async () => {
    const seen = await collect<ArchiveEntry>('/api/archive', 100);
    for (const g of finished) {
      const row = seen.find((r) => r.gameId === g.gameId)!;
      const payload = (await call('GET', `/api/games/${g.gameId}`)).json as GamePayload;
      const record = (await call('GET', `/api/games/${g.gameId}/record`)).json as GameRecord;
      expect(row).toEqual({
        gameId: g.gameId,
        ruleset: g.ruleset,
        players: g.names,
        finishedAt: payload.finishedAt,
        result: record.result,
        actions: payload.version,
      });
      expect(row.result.winners).toEqual(payload.result!.winners);
      expect(row.actions).toBeGreaterThan(0);
    }
  });

  it('filters by ruleset and by player name (whole name, any case), and pages the filtered list too', async () => {
    const fds = await collect<ArchiveEntry>('/api/archive?ruleset=fightin-drinkin-stealin', 1);
    expect(fds.map((g) => g.gameId).sort()).toEqual(
      finished
        .filter((g) => g.ruleset === 'fightin-drinkin-stealin')
        .map((g) => g.gameId)
        .sort(),
    );

    const ann = await collect<ArchiveEntry>('/api/archive?player=aNn', 1);
    const expected = finished.filter((g) => g.names.some((n) => n.toLowerCase() === 'ann')).map((g) => g.gameId);
    expect(ann.map((g) => g.gameId).sort()).toEqual(expected.sort());
    expect(ann.map((g) => g.gameId)).not.toContain(unlistedFinished);

    const both = await collect<ArchiveEntry>('/api/archive?player=ANN&ruleset=stonerush', 1);
    expect(both.map((g) => g.gameId).sort()).toEqual(
      finished
        .filter((g) => g.ruleset === 'stonerush' && g.names.some((n) => n.toLowerCase() === 'ann'))
        .map((g) => g.gameId)
        .sort(),
    );

    expect((await call('GET', '/api/archive?player=An')).json).toEqual({ games: [], next: null });
    expect((await call('GET', '/api/archive?player=Secret')).json).toEqual({ games: [], next: null });
    expect((await call('GET', '/api/archive?player=%20%20')).json.games).toHaveLength(finished.length);
    await expectError(call('GET', `/api/archive?player=${'x'.repeat(41)}`), 400, 'invalid_body');
  });

  it('never lists unlisted or unfinished games', async () => {
    const ids = (await collect<ArchiveEntry>('/api/archive', 100)).map((g) => g.gameId);
    for (const id of [unlistedFinished, activeListed, activeUnlisted, waitingListed]) expect(ids).not.toContain(id);
  });

  it('answers 409 not_finished for the record of a game not over, and gives it once it is', async () => {
    await expectError(call('GET', `/api/games/${activeListed}/record`), 409, 'not_finished');
    await expectError(call('GET', `/api/games/${waitingListed}/record`), 409, 'not_finished');
    expect((await call('GET', `/api/games/${finished[0]!.gameId}/record`)).status).toBe(200);
    expect((await call('GET', `/api/games/${unlistedFinished}/record`)).status).toBe(200);
  });

  it('reads the archive through its indexes, never a scan of the games table', async () => {
    const db = createDb(env.DB);
    const plans: Record<string, string> = {};
    const cases = {
      all: archiveQuery(db, { limit: 20 }),
      ruleset: archiveQuery(db, { limit: 20, ruleset: 'stonerush' }),
      player: archiveQuery(db, { limit: 20, player: 'Ann' }),
      live: liveQuery(db, { limit: 20 }),
      livePlayer: liveQuery(db, { limit: 20, player: 'Ann' }),
    };
    for (const [name, q] of Object.entries(cases)) {
      const { sql, params } = q.toSQL();
      const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      plans[name] = rows.results.map((r) => r.detail).join(' | ');
    }
    for (const [name, plan] of Object.entries(plans)) {
      expect(plan, `${name}: ${plan}`).not.toMatch(/SCAN (games|seats)(?! USING)/);
    }
    expect(plans.all).toMatch(/games_archive/);
    expect(plans.ruleset).toMatch(/games_archive_ruleset/);
    expect(plans.player).toMatch(/seats_player/);
    expect(plans.live).toMatch(/games_live/);
  });
});

describe('live now', () => {
  it('lists games in progress whose host chose "Live now", with public facts only, never waiting, finished or other ones', async () => {
    const live = await collect<LiveEntry>('/api/live', 1);
    expect(live.map((g) => g.gameId)).toEqual([activeListed]);
    expect(live.map((g) => g.gameId)).not.toContain(activeNotLive);
    const entry = live[0]!;
    const spectator = (await call('GET', `/api/games/${activeListed}`)).json as GamePayload;
    expect(entry).toEqual({
      gameId: activeListed,
      ruleset: 'stonerush',
      players: ['Lou', 'Ann', 'Max'],
      active: spectator.active.map((s) => spectator.players[s]!.name),
      actions: 0,
      startedAt: expect.any(String),
      updatedAt: spectator.updatedAt,
    });
    const text = JSON.stringify((await call('GET', '/api/live')).json);
    expect(text).not.toMatch(/seed|state|token|hash|email/i);
    expect(((await call('GET', '/api/live?player=lou')).json as LivePage).games).toHaveLength(1);
    expect(((await call('GET', '/api/live?ruleset=a-grand-endeavor')).json as LivePage).games).toHaveLength(0);
    await expectError(call('GET', '/api/live?cursor=nope!'), 400, 'invalid_body');
  });
});

describe('statistics', () => {
  it('counts games, average length and wins by seat per ruleset and player count, matching the archive', async () => {
    const stats = (await call('GET', '/api/stats')).json as StatsPage;
    const rows = await collect<ArchiveEntry>('/api/archive', 100);
    const rulesets = [...new Set(rows.map((r) => r.ruleset))].sort();
    expect(stats.rulesets.map((r) => r.ruleset).sort()).toEqual(rulesets);
    for (const r of stats.rulesets) {
      const mine = rows.filter((g) => g.ruleset === r.ruleset);
      expect(r.games).toBe(mine.length);
      expect(r.averageLength).toBeCloseTo(mine.reduce((n, g) => n + g.actions, 0) / mine.length, 9);
      const counts = [...new Set(mine.map((g) => g.players.length))].sort();
      expect(r.byPlayers.map((b) => b.players)).toEqual(counts);
      for (const b of r.byPlayers) {
        const group = mine.filter((g) => g.players.length === b.players);
        expect(b.games).toBe(group.length);
        expect(b.seats).toHaveLength(b.players);
        for (const s of b.seats) {
          const wins = group.filter((g) => g.result.winners.includes(s.seat)).length;
          expect(s).toEqual({ seat: s.seat, wins, winRate: wins / group.length });
        }
        // Lengths and score spreads, counted from the archive's own entries.
        const count = (values: number[]) => [...new Set(values)].sort((x, y) => x - y).map((v) => ({ v, games: values.filter((w) => w === v).length }));
        expect(b.lengths).toEqual(count(group.map((g) => g.actions)).map(({ v, games }) => ({ length: v, games })));
        const spreads = group.flatMap((g) => {
          const scores = Object.values(g.result.scores ?? {}).filter((x): x is number => typeof x === 'number');
          return scores.length ? [Math.max(...scores) - Math.min(...scores)] : [];
        });
        expect(b.scoreSpreads).toEqual(count(spreads).map(({ v, games }) => ({ spread: v, games })));
        expect(b.lengths.reduce((n, l) => n + l.games, 0)).toBe(b.games);
        // The first mover, from each game's record: how often the seat of action 1 is among the winners.
        const firsts = await Promise.all(group.map(async (g) => ((await call('GET', `/api/games/${g.gameId}/record`)).json as GameRecord).actions[0]?.seat));
        const known = group.filter((_, i) => firsts[i] !== undefined);
        expect(known.length).toBeGreaterThan(0);
        expect(b.firstPlayer).toEqual({
          games: known.length,
          wins: group.filter((g, i) => firsts[i] !== undefined && g.result.winners.includes(firsts[i]!)).length,
        });
      }
      // Options: every archived game's options, as its public payload states them.
      const optionsOf = await Promise.all(mine.map(async (g) => ((await call('GET', `/api/games/${g.gameId}`)).json as GamePayload).options));
      const tally = new Map<string, number>();
      for (const o of optionsOf) for (const [k, v] of Object.entries(o)) tally.set(`${k}=${String(v)}`, (tally.get(`${k}=${String(v)}`) ?? 0) + 1);
      expect(new Map(r.options.map((o) => [`${o.option}=${o.value}`, o.games]))).toEqual(tally);
    }
    // The unlisted game's winners are not counted.
    const fds = stats.rulesets.find((r) => r.ruleset === 'fightin-drinkin-stealin')!;
    expect(fds.games).toBe(2);
  });
});
