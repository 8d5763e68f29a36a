/**
 * Whole tournaments through the HTTP contract (the slow project: they play many games): a
 * 13-player Stonerush Swiss of 4-player tables over three rounds with one player vanishing, a
 * 6-player Fightin' Swiss of 2-player tables played move by move, a 9-player round robin of
 * 3-player A Grand Endeavor tables and an 8-player Raiding Stonehenge knock-out of 4-player
 * tables, each to its final standings. Moves are the test's random legal actions; where a
 * tournament's games are left to the round's end, the good bot plays them out (the host's rule).
 */
import { describe, expect, it } from 'vitest';
import type { GamePayload, GameRecord } from '@schema/api';
import type { TournamentDetail } from '@schema/tournaments';
import { call } from './client';
import {
  type Person,
  detail,
  detailAtRound,
  detailOnceOver,
  expectRanking,
  people,
  person,
  playTable,
  runCron,
  joinAll,
  createTournament,
} from './tournament-helpers';

/**
 * Plays a few moves at every table of the current round, then moves time past the round's end:
 * the bot plays the rest. Moves only in the first round: the API's moves are made at the real
 * time, and a later round starts at the moved time, whose clocks such a move would set back.
 */
async function roundByBots(id: string, field: Map<string, Person>, moves: number): Promise<TournamentDetail> {
  const t = await detail(id);
  const r = t.rounds[t.round - 1]!;
  if (r.round === 1) for (const table of r.tables) await playTable(table.gameId, table.seats, field, `${id}:${r.round}:${table.gameId}`, moves);
  await runCron(r.endsAt + 1);
  const after = await detail(id);
  const done = after.rounds[r.round - 1]!;
  expect(done.ended).toBe(true);
  for (const table of done.tables) {
    expect(table.result).toBeDefined();
    expect(((await call('GET', `/api/games/${table.gameId}`)).json as GamePayload).status).toBe('finished');
  }
  return after;
}

describe('a 13-player Stonerush Swiss of 4-player tables', () => {
  it('plays three rounds with one player vanishing: the round ends without them, they are withdrawn, the rest play on to the final standings', async () => {
    const host = await person('srhost');
    const id = await createTournament(host, {
      ruleset: 'stonerush',
      tableSize: 4,
      format: 'swiss',
      rounds: 3,
      fill: 'byes',
      minPlayers: 8,
      maxPlayers: 16,
      timeControl: { kind: 'per-move', hours: 24 },
      roundHours: 48,
      settle: 'bot',
      pointsByPlace: [6, 5, 3, 1],
      byePoints: 3,
    });
    const field = await people('sr', 13);
    await joinAll(id, field);
    expect((await call('POST', `/api/tournaments/${id}/start`, undefined, undefined, host.headers)).status).toBe(200);
    const r1 = (await detail(id)).rounds[0]!;
    // 13 at tables of 4: three tables and a bye.
    expect(r1.tables.map((x) => x.seats.length)).toEqual([4, 4, 4]);
    expect(r1.byes).toHaveLength(1);
    // The vanishing player: the first to act at the first table.
    const first = (await call('GET', `/api/games/${r1.tables[0]!.gameId}`)).json as GamePayload;
    const gone = r1.tables[0]!.seats[first.active[0]!]!;
    const present = new Map(field.filter((p) => p.handle !== gone).map((p) => [p.handle, p]));
    for (const table of r1.tables) {
      const game = await playTable(table.gameId, table.seats, present, `sr:1:${table.gameId}`);
      if (table === r1.tables[0]) expect(game.status).toBe('active');
      else expect(game.status).toBe('finished');
    }
    // Time moves past the round's end: the vanished player's clock ran out (a bot moved for
    // them), the table is played out by the bot, and the round does not wait for it.
    await runCron(r1.endsAt + 1);
    const t2 = await detail(id);
    expect(t2.round).toBe(2);
    expect(t2.rounds[0]!.tables[0]!.result?.settled).toBe('bot');
    expect(t2.players.find((p) => p.handle === gone)).toMatchObject({ withdrawn: true, reason: 'timeout' });
    expect(t2.players.filter((p) => p.withdrawn)).toHaveLength(1);
    const byes = [...r1.byes];
    for (let round = 2; round <= 3; round++) {
      const t = await detailAtRound(id, round);
      expect(t.round).toBe(round);
      const r = t.rounds[round - 1]!;
      expect(r.tables.map((x) => x.seats.length)).toEqual([4, 4, 4]);
      expect(r.tables.flatMap((x) => x.seats)).not.toContain(gone);
      for (const b of r.byes) expect(byes).not.toContain(b);
      byes.push(...r.byes);
      for (const table of r.tables) expect((await playTable(table.gameId, table.seats, present, `sr:${round}:${table.gameId}`)).status).toBe('finished');
    }
    const final = await detailOnceOver(id);
    expect(final.status).toBe('finished');
    expect(final.standings).toHaveLength(13);
    expectRanking(final);
    const vanished = final.standings.find((s) => s.handle === gone)!;
    expect(vanished).toMatchObject({ withdrawn: true, games: 1 });
    // Every present player: three games, or two and the bye.
    for (const s of final.standings.filter((x) => x.handle !== gone)) expect(s.games + s.byes).toBe(3);
    const archive = await call('GET', `/api/archive?tournament=${id}&limit=50`);
    expect(archive.json.games).toHaveLength(9);
  }, 1_200_000);
});

describe('a 9-player round robin of 3-player A Grand Endeavor tables', () => {
  it('meets every pair exactly once in four rounds, to the final standings', async () => {
    const host = await person('agehost');
    const id = await createTournament(host, {
      ruleset: 'a-grand-endeavor',
      tableSize: 3,
      format: 'round-robin',
      minPlayers: 9,
      maxPlayers: 9,
      timeControl: { kind: 'per-move', hours: 72 },
      roundHours: 48,
    });
    const field = await people('age', 9);
    const byHandle = new Map(field.map((p) => [p.handle, p]));
    await joinAll(id, field);
    expect((await call('POST', `/api/tournaments/${id}/start`, undefined, undefined, host.headers)).status).toBe(200);
    expect((await detail(id)).roundsPlanned).toBe(4);
    for (let round = 1; round <= 4; round++) {
      const t = await roundByBots(id, byHandle, 12);
      expect(t.players.every((p) => !p.withdrawn)).toBe(true);
    }
    const final = await detailOnceOver(id);
    expect(final.status).toBe('finished');
    const met = new Map<string, number>();
    for (const r of final.rounds)
      for (const table of r.tables) {
        expect(table.seats).toHaveLength(3);
        for (const a of table.seats) for (const b of table.seats) if (a < b) met.set(`${a}|${b}`, (met.get(`${a}|${b}`) ?? 0) + 1);
      }
    expect(met.size).toBe(36);
    expect([...met.values()].every((n) => n === 1)).toBe(true);
    expect(final.standings).toHaveLength(9);
    expectRanking(final);
    for (const s of final.standings) expect(s.games).toBe(4);
  });
});

describe('an 8-player Raiding Stonehenge knock-out of 4-player tables', () => {
  it('sends the top two of each table to a final table, whose places lead the final standings', async () => {
    const host = await person('rshost');
    const id = await createTournament(host, {
      ruleset: 'raiding-stonehenge',
      tableSize: 4,
      format: 'knockout',
      minPlayers: 8,
      maxPlayers: 8,
      timeControl: { kind: 'per-move', hours: 72 },
      roundHours: 48,
      advance: 2,
    });
    const field = await people('rs', 8);
    const byHandle = new Map(field.map((p) => [p.handle, p]));
    await joinAll(id, field);
    expect((await call('POST', `/api/tournaments/${id}/start`, undefined, undefined, host.headers)).status).toBe(200);
    const r1 = (await detail(id)).rounds[0]!;
    expect(r1.tables.map((x) => x.seats.length)).toEqual([4, 4]);
    const after1 = await roundByBots(id, byHandle, 20);
    const winners = after1.rounds[0]!.tables.flatMap((x) => x.seats.filter((_, i) => (x.result?.places[i] ?? 9) <= 2));
    expect(after1.round).toBe(2);
    const finalTable = after1.rounds[1]!.tables;
    expect(finalTable).toHaveLength(1);
    // Ties at the cut go by the seeded draw, so exactly two of each table go on.
    expect(finalTable[0]!.seats).toHaveLength(4);
    for (const h of finalTable[0]!.seats) expect(winners).toContain(h);
    const end = await roundByBots(id, byHandle, 20);
    expect(end.status).toBe('finished');
    const places = end.rounds[1]!.tables[0]!.result!.places;
    const champion = end.rounds[1]!.tables[0]!.seats[places.indexOf(Math.min(...places))]!;
    expect(end.standings[0]!.handle).toBe(champion);
    expect(
      end.standings
        .slice(0, 4)
        .map((s) => s.handle)
        .sort(),
    ).toEqual([...finalTable[0]!.seats].sort());
    expect(end.standings.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe("a 6-player Fightin' Swiss", () => {
  it('plays three rounds of 2-player tables to its final standings, no pair meeting twice', async () => {
    const host = await person('fhost');
    const id = await createTournament(host, {
      ruleset: 'fightin-drinkin-stealin',
      tableSize: 2,
      format: 'swiss',
      rounds: 3,
      minPlayers: 4,
      maxPlayers: 6,
      timeControl: { kind: 'per-move', hours: 24 },
      roundHours: 72,
      name: 'Fightin’ Friday',
    });
    const field = await people('fs', 6);
    const byHandle = new Map(field.map((p) => [p.handle, p]));
    await joinAll(id, field);
    expect((await call('POST', `/api/tournaments/${id}/start`, undefined, undefined, host.headers)).status).toBe(200);
    const met = new Set<string>();
    for (let round = 1; round <= 3; round++) {
      const t = await detailAtRound(id, round);
      expect(t.status).toBe('running');
      expect(t.round).toBe(round);
      const r = t.rounds[round - 1]!;
      expect(r.tables).toHaveLength(3);
      expect(r.byes).toEqual([]);
      expect(r.tables.flatMap((x) => x.seats).sort()).toEqual(field.map((p) => p.handle).sort());
      for (const table of r.tables) {
        const pair = [...table.seats].sort().join('|');
        expect(met.has(pair), `${pair} met twice`).toBe(false);
        met.add(pair);
        const game = (await call('GET', `/api/games/${table.gameId}`)).json as GamePayload;
        expect(game.tournament).toEqual({ id, round });
        expect(game.ruleset).toBe('fightin-drinkin-stealin');
        expect(game.timeControl).toEqual({ kind: 'per-move', hours: 24 });
        const ended = await playTable(table.gameId, table.seats, byHandle, `fs:${round}:${table.gameId}`);
        expect(ended.status).toBe('finished');
      }
    }
    const final = await detailOnceOver(id);
    expect(final.status).toBe('finished');
    expect(final.rounds.every((r) => r.ended && r.tables.every((x) => x.result?.settled === 'played'))).toBe(true);
    expect(final.standings).toHaveLength(6);
    expectRanking(final);
    // Every game a player played counts: three each; the points are the places' (2 a win, 0 a loss, 1 each for a tie).
    for (const s of final.standings) expect(s.games).toBe(3);
    const total = final.standings.reduce((sum, s) => sum + s.points, 0);
    expect(total).toBe(9 * 2);
    expect(final.standings[0]).toMatchObject({
      rank: 1,
      tiebreaks: expect.objectContaining({ opponents: expect.any(Number), sonnebornBerger: expect.any(Number) }),
    });
    // The archive filters by the tournament; a record names its tournament and round.
    const archive = await call('GET', `/api/archive?tournament=${id}&limit=50`);
    expect(archive.json.games).toHaveLength(9);
    const gameId = final.rounds[1]!.tables[0]!.gameId;
    expect(archive.json.games.find((g: { gameId: string }) => g.gameId === gameId).tournament).toEqual({ id, round: 2 });
    const record = (await call('GET', `/api/games/${gameId}/record`)).json as GameRecord;
    expect(record.tournament).toEqual({ id, round: 2 });
    const listed = await call('GET', '/api/tournaments?status=finished');
    expect(listed.json.tournaments.map((x: { id: string }) => x.id)).toContain(id);
  });
});
