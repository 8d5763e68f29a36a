/**
 * Bot seats over the HTTP contract: one person (random legal moves through the API)
 * against bots in every ruleset at both levels, to the end of the game.
 */
import { withNames } from '@worker/archive/record';
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actions, games, logEntries } from '@db/schema';
import worker from '@worker/index';
import { createDb } from '@worker/store/db';
import { playBotTurns, stateColumns } from '@worker/store/games';
import { type LogEntry, RULESETS, canonicalJson, getRuleset, play } from '@engine/index';
import { botRng, chooseBotAction, hasBot } from '@engine/bots';
import { createRng, pick } from '@engine/core/prng';
import { replay } from '@engine/core/replay';
import type { ArchivePage, CreatedGame, GamePayload, GameRecord, JoinedGame, LivePage, MyGame } from '@schema/api';
import { call, confirmAddresses, expectError } from './client';

// Players who confirmed their addresses (test/api/addresses.test.ts covers confirmation).
beforeAll(() => confirmAddresses('ann@bots.example'));

const PLAYERS: Record<string, number> = {
  stonerush: 4,
  'fightin-drinkin-stealin': 2,
  'raiding-stonehenge': 4,
  'a-grand-endeavor': 3,
};

/** Plays the people's seats randomly through the API; returns the final payload and what each person posted. */
async function playPeople(gameId: string, tokens: Map<number, string>, seed: string) {
  const rng = createRng(seed);
  const posted: { seat: number; action: unknown }[] = [];
  let game = (await call('GET', `/api/games/${gameId}`, undefined, [...tokens.values()][0])).json as GamePayload;
  for (let i = 0; game.status !== 'finished'; i++) {
    if (i > 5000) throw new Error('game did not end');
    expect(game.status).toBe('active');
    const humans = game.active.filter((s) => tokens.has(s));
    // Bots act within the request that made them active: only people are ever waited for.
    expect(humans.length).toBeGreaterThan(0);
    const seat = pick(rng, humans);
    const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens.get(seat))).json as GamePayload;
    const action = pick(rng, mine.actions);
    const res = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action }, tokens.get(seat));
    expect(res.status).toBe(200);
    expect(res.json.version).toBeGreaterThan(mine.version);
    posted.push({ seat, action });
    game = res.json as GamePayload;
  }
  return { game, posted };
}

/** The record replays, people's rows are exactly what they posted, and every bot row is what the bot would choose again. */
async function checkRecord(gameId: string, humanSeats: number[], posted: { seat: number; action: unknown }[], level: 'random' | 'good') {
  const record = (await call('GET', `/api/games/${gameId}/record`)).json as GameRecord;
  const ruleset = getRuleset(record.ruleset)!;
  const again = replay(ruleset, { seed: record.seed, players: record.players.length, options: record.options, actions: record.actions });
  // the record names the seats in its summary (#16.7); the engine writes {seat:N}
  expect(again.ok && withNames(again.status.result!, record.players)).toEqual(record.result);
  const people = record.actions.filter((a) => humanSeats.includes(a.seat));
  expect(people.map((a) => [a.seat, canonicalJson(a.action)])).toEqual(posted.map((p) => [p.seat, canonicalJson(p.action)]));
  expect(record.actions.some((a) => !humanSeats.includes(a.seat))).toBe(true);
  let state = ruleset.setup(record.seed, record.players.length, ruleset.optionsSchema.parse(record.options));
  for (const row of record.actions) {
    if (!humanSeats.includes(row.seat)) {
      const input = { seat: row.seat, view: ruleset.view(state, row.seat), actions: ruleset.actions(state, row.seat) };
      const choice = chooseBotAction(ruleset.id, level, input, botRng(record.seed, row.seq, row.seat));
      expect(canonicalJson(choice)).toBe(canonicalJson(row.action));
    }
    const out = play(ruleset, state, row.seat, row.action);
    expect(out.ok).toBe(true);
    if (out.ok) state = out.state;
  }
}

for (const ruleset of RULESETS) {
  const players = PLAYERS[ruleset.id] ?? ruleset.minPlayers;
  describe(`${ruleset.title} against bots`, () => {
    for (const level of ['random', 'good'] as const) {
      if (!hasBot(ruleset.id, level)) {
        it(`refuses ${level} bots while that level has no bot for this ruleset`, async () => {
          await expectError(call('POST', '/api/games', { ruleset: ruleset.id, players, name: 'Solo', bots: 1, botLevel: level }), 422, 'unsupported_option');
        });
        continue;
      }
      it(`one person against ${players - 1} ${level} bot(s) plays to the end`, async () => {
        const created = await call('POST', '/api/games', { ruleset: ruleset.id, players, name: 'Solo', bots: players - 1, botLevel: level });
        expect(created.status).toBe(201);
        const { gameId, token } = created.json as CreatedGame;
        const start = (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;
        expect(start.status).toBe('active');
        expect(start.players[0]).toEqual({ seat: 0, name: 'Solo', joined: true });
        for (const p of start.players.slice(1)) {
          expect(p.bot).toBe(level);
          expect(p.joined).toBe(true);
          expect(p.name).toBe(`Bot ${p.seat} (${level})`);
        }
        const { game, posted } = await playPeople(gameId, new Map([[0, token]]), `${ruleset.id}-${level}`);
        expect(game.result?.winners.length).toBeGreaterThan(0);
        await checkRecord(gameId, [0], posted, level);
      });
    }
  });
}

describe('bot seats', () => {
  it('wait for the people: the game starts when the last person joins, and bots never act for a person', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 4, name: 'Ann', bots: 2, botLevel: 'good' });
    expect(created.status).toBe(201);
    const { gameId, token, joinCode } = created.json as CreatedGame;
    const waiting = (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;
    expect(waiting.status).toBe('waiting');
    expect(waiting.version).toBe(0);
    expect(waiting.players.map((p) => [p.joined, p.bot ?? null])).toEqual([
      [true, null],
      [false, null],
      [true, 'good'],
      [true, 'good'],
    ]);
    const joined = await call('POST', `/api/join/${joinCode}`, { name: 'Bob' });
    expect(joined.status).toBe(201);
    expect((joined.json as JoinedGame).seat).toBe(1);
    await expectError(call('POST', `/api/join/${joinCode}`, { name: 'Cat' }), 409, 'game_full');
    const bob = (joined.json as JoinedGame).token;
    const { game, posted } = await playPeople(
      gameId,
      new Map([
        [0, token],
        [1, bob],
      ]),
      'two-people',
    );
    expect(game.status).toBe('finished');
    await checkRecord(gameId, [0, 1], posted, 'good');
  });

  it('name their seats with their level beside the names in the lists, My games and the record (#45)', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Vera', bots: 2, botLevel: 'random', listed: true, live: true });
    expect(created.status).toBe(201);
    const { gameId, token } = created.json as CreatedGame;
    const bots = [
      { seat: 1, level: 'random' },
      { seat: 2, level: 'random' },
    ];
    const live = ((await call('GET', '/api/live?player=Vera')).json as LivePage).games.find((g) => g.gameId === gameId)!;
    expect(live.players).toEqual(['Vera', 'Bot 1 (random)', 'Bot 2 (random)']);
    expect(live.bots).toEqual(bots);
    const mine = ((await call('POST', '/api/my-games', { tokens: [token] })).json as { games: MyGame[] }).games[0]!;
    expect(mine.players.map((p) => p.bot ?? null)).toEqual([null, 'random', 'random']);
    const { posted } = await playPeople(gameId, new Map([[0, token]]), 'bots-named');
    const archived = ((await call('GET', '/api/archive?player=Vera')).json as ArchivePage).games.find((g) => g.gameId === gameId)!;
    expect(archived.players).toEqual(['Vera', 'Bot 1 (random)', 'Bot 2 (random)']);
    expect(archived.bots).toEqual(bots);
    expect(((await call('GET', `/api/games/${gameId}/record`)).json as GameRecord).bots).toEqual(bots);
    await checkRecord(gameId, [0], posted, 'random');
    // A game of people only carries no `bots` at all: the answers stay as they were.
    const people = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Walt', listed: true, live: true });
    const xena = await call('POST', `/api/join/${(people.json as CreatedGame).joinCode}`, { name: 'Xena' }, undefined, { 'cf-connecting-ip': '10.45.0.2' });
    expect(xena.status).toBe(201);
    const theirs = ((await call('GET', '/api/live?player=Walt')).json as LivePage).games[0]!;
    expect(theirs.players).toEqual(['Walt', 'Xena']);
    expect('bots' in theirs).toBe(false);
  });

  it('refuse a bot count that leaves no seat for the host', async () => {
    for (const bots of [2, 3]) {
      await expectError(call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Ann', bots }), 422, 'invalid_bots');
    }
    await expectError(call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', bots: -1 }), 400, 'invalid_body');
    await expectError(call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', bots: 1, botLevel: 'clever' }), 400, 'invalid_body');
    // "bot" needs a clock: "No deadline" is a choice now (a game gets 72 hours a move by default).
    await expectError(
      call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', bots: 1, deadlineHours: null, onTimeout: 'bot' }),
      422,
      'invalid_options',
    );
    expect((await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', bots: 1, deadlineHours: 24, onTimeout: 'bot' })).status).toBe(
      201,
    );
  });

  it('a bot that moves first has moved by the time the host reads the game', async () => {
    // Seeds pick the first player at random; over a few games some bot seat starts.
    let sawBotFirst = false;
    for (let i = 0; i < 8 && !sawBotFirst; i++) {
      const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', bots: 2, botLevel: 'random' });
      const { gameId, token } = created.json as CreatedGame;
      const game = (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;
      expect(game.active).toEqual([0]);
      if (game.version > 0) sawBotFirst = true;
    }
    expect(sawBotFirst).toBe(true);
  });
});

/**
 * A request plays at most BOT_ACTIONS_PER_REQUEST bot actions; the rest are left for later.
 * To test what happens then, the stored game is put in that state by hand: the person's
 * move is written as a move request writes it, but with no bot reply (as if the cap came
 * before the first bot action).
 */
describe('bot turns left for later', () => {
  async function stalledGame() {
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', email: 'ann@bots.example', bots: 2, botLevel: 'good' });
    expect(created.status).toBe(201);
    const { gameId, token } = created.json as CreatedGame;
    const mine = (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;
    expect(mine.active).toEqual([0]);
    const db = createDb(env.DB);
    const row = (await db.query.games.findFirst({ where: eq(games.id, gameId) }))!;
    const ruleset = getRuleset('stonerush')!;
    // Ann's whole turn (a play, and a discard when her hand is full), until a bot is to act.
    let state = row.state;
    const moves: object[] = [];
    const log: LogEntry[] = [];
    while (ruleset.status(state).active.includes(0)) {
      const action = ruleset.actions(state, 0)[0] as object;
      const out = play(ruleset, state, 0, action);
      if (!out.ok) throw new Error(out.error.message);
      state = out.state;
      moves.push(action);
      log.push(...out.log);
    }
    const now = Date.now();
    const columns = stateColumns(ruleset, state, now, row);
    expect(columns.status).toBe('active');
    // Due for the cron at once: nobody may read the game again.
    expect(columns.nextCheckAt).toBe(now);
    const version = row.version + moves.length;
    await db.batch([
      db.insert(actions).values(moves.map((action, i) => ({ gameId, seq: row.version + 1 + i, seat: 0, action, at: now }))),
      ...log.map((entry, i) => db.insert(logEntries).values({ gameId, idx: row.logLength + i, entry })),
      db
        .update(games)
        .set({ ...columns, logLength: row.logLength + log.length, version, revision: row.revision + 1 })
        .where(eq(games.id, gameId)),
    ]);
    // Ann's page is closed: a turn mail is due when her turn comes back.
    await env.DB.prepare('update seats set last_seen_at = null where game_id = ?').bind(gameId).run();
    return { gameId, token, version };
  }

  const turnMails = async (gameId: string) =>
    (await env.DB.prepare("select seat from email_outbox where game_id = ? and kind = 'turn'").bind(gameId).all<{ seat: number }>()).results;

  it('a read of the game continues them, and the person they hand over to gets a turn mail', async () => {
    const { gameId, version } = await stalledGame();
    expect(await turnMails(gameId)).toEqual([]);
    const seen = (await call('GET', `/api/games/${gameId}`)).json as GamePayload;
    expect(seen.active).toEqual([0]);
    expect(seen.version).toBeGreaterThan(version);
    expect(await turnMails(gameId)).toEqual([{ seat: 0 }]);
    // A second read finds nothing left to do and queues nothing more.
    expect(((await call('GET', `/api/games/${gameId}`)).json as GamePayload).version).toBe(seen.version);
    expect(await turnMails(gameId)).toEqual([{ seat: 0 }]);
  });

  it('the cron continues them when nobody reads the game', async () => {
    const { gameId, version } = await stalledGame();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '*/15 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const row = (await env.DB.prepare('select version, active, next_check_at from games where id = ?')
      .bind(gameId)
      .first<{ version: number; active: string; next_check_at: number | null }>())!;
    expect(row.version).toBeGreaterThan(version);
    expect(JSON.parse(row.active)).toEqual([0]);
    // Now only a reminder is ahead (a day away), not another bot run.
    expect(row.next_check_at).toBeGreaterThan(Date.now() + 3_600_000);
    expect(await turnMails(gameId)).toEqual([{ seat: 0 }]);
  });

  it('a continuation from a stale read writes nothing, and the next read still continues', async () => {
    const { gameId, version } = await stalledGame();
    const db = createDb(env.DB);
    const stale = (await db.query.games.findFirst({ where: eq(games.id, gameId) }))!;
    // Something else (a reminder, say) writes the row between this read and the write.
    await env.DB.prepare('update games set revision = revision + 1 where id = ?').bind(gameId).run();
    const result = await playBotTurns(db, stale, Date.now());
    expect(result.outbox).toEqual([]);
    expect(result.game.version).toBe(version);
    const seqs = (await env.DB.prepare('select max(seq) as n from actions where game_id = ?').bind(gameId).first<number>('n'))!;
    expect(seqs).toBe(version);
    expect(await turnMails(gameId)).toEqual([]);
    const seen = (await call('GET', `/api/games/${gameId}`)).json as GamePayload;
    expect(seen.version).toBeGreaterThan(version);
    expect(await turnMails(gameId)).toEqual([{ seat: 0 }]);
  });
});
