/**
 * A move in one D1 round trip: the game's writer (worker/live/object.ts) holds the game row
 * between changes, plays a move against it and commits with the move store's guard. These tests
 * count the round trips (D1_STATS) and check that a held row that is no longer the game's (the
 * cron or a test wrote D1 behind the writer) is caught by the guard, a second line, and the move
 * answered exactly as from a fresh read, and that what changes without a version bump (mail
 * settings, chat) is honoured.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GameRow } from '@db/schema';
import type { LogSlice } from '@worker/store/payload';
import type { GamePayload } from '@schema/api';
import { call, confirmAddresses, expectError, startGame } from './client';
import { liveObject } from '@worker/live/announce';
import { heldBy, holdIn } from './inside-writer';

const STATS = { D1_STATS: 'on' };

const writer = (gameId: string) => liveObject(env, gameId);
/** The row the game's writer holds, if any. */
const heldRow = async (gameId: string) => (await heldBy(gameId))?.row;
const heldTail = async (gameId: string) => (await heldBy(gameId))?.tail;
/** Makes the writer hold `row` (and `tail`): as if another writer had written D1 since. */
const hold = (gameId: string, row: GameRow, tail?: LogSlice) => holdIn(gameId, { row, ...(tail ? { tail } : {}) });

function queriesOf(headers: Headers): number {
  return Number(/queries=(\d+)/.exec(headers.get('x-d1-stats') ?? '')?.[1] ?? Number.NaN);
}

function rowsReadOf(headers: Headers): number {
  return Number(/rows_read=(\d+)/.exec(headers.get('x-d1-stats') ?? '')?.[1] ?? Number.NaN);
}

/** The payload of the seat to act, read by that seat. */
async function activeSeat(gameId: string, tokens: string[]) {
  const seat = ((await call('GET', `/api/games/${gameId}`)).json as GamePayload).active[0]!;
  const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
  return { seat, mine, token: tokens[seat]! };
}

const move = (gameId: string, token: string, version: number, action: unknown) =>
  call('POST', `/api/games/${gameId}/actions`, { version, action }, token, {}, STATS);

const actionRows = async (gameId: string) => (await env.DB.prepare('select count(*) as n from actions where game_id = ?').bind(gameId).first<number>('n'))!;

const turnMails = async (gameId: string) =>
  (await env.DB.prepare("select seat from email_outbox where game_id = ? and kind = 'turn' order by seat").bind(gameId).all<{ seat: number }>()).results.map(
    (r) => r.seat,
  );

/** The move's answer is what a fresh read of the game gives that seat (body and ETag). */
async function expectFreshAnswer(gameId: string, token: string, answer: { json: any; headers: Headers }) {
  const fresh = await call('GET', `/api/games/${gameId}`, undefined, token);
  expect(answer.json).toEqual(fresh.json);
  expect(answer.headers.get('etag')).toBe(fresh.headers.get('etag'));
}

describe('a move on the row the writer holds', () => {
  it('is one D1 round trip with the row held, two without, and answers as a fresh read would', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    let { mine, token } = await activeSeat(gameId, tokens);
    // The last join, which started the game, went through the writer: it holds the row.
    expect((await heldRow(gameId))?.version).toBe(mine.version);
    const warm = await move(gameId, token, mine.version, mine.actions[0]);
    expect(warm.status).toBe(200);
    expect(warm.json.version).toBe(mine.version + 1);
    expect(queriesOf(warm.headers)).toBe(1);
    await expectFreshAnswer(gameId, token, warm);

    // The writer holds the game as its commit left it: the next seat's move is one round trip too.
    ({ mine, token } = await activeSeat(gameId, tokens));
    const next = await move(gameId, token, mine.version, mine.actions[0]);
    expect(queriesOf(next.headers)).toBe(1);
    expect((await heldRow(gameId))?.version).toBe(mine.version + 1);

    ({ mine, token } = await activeSeat(gameId, tokens));
    // As after an eviction: the writer reads the game again.
    await holdIn(gameId, undefined);
    const cold = await move(gameId, token, mine.version, mine.actions[0]);
    expect(cold.status).toBe(200);
    expect(queriesOf(cold.headers)).toBe(2);
    await expectFreshAnswer(gameId, token, cold);
    expect(await actionRows(gameId)).toBe(3);
  });

  it('catches a row another writer moved on (revision, write id) and answers from a fresh read', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const { mine, token } = await activeSeat(gameId, tokens);
    // A write behind the writer the guard must see: the revision moved, the version did not (a cron reminder).
    await env.DB.prepare('update games set revision = revision + 1 where id = ?').bind(gameId).run();
    const res = await move(gameId, token, mine.version, mine.actions[0]);
    expect(res.status).toBe(200);
    expect(res.json.version).toBe(mine.version + 1);
    // The batch that changed nothing, the fresh read, the batch that applied.
    expect(queriesOf(res.headers)).toBe(3);
    expect(await actionRows(gameId)).toBe(1);
    await expectFreshAnswer(gameId, token, res);

    // Same revision, another history (storage rolled back and written again): only the write id differs.
    const again = await activeSeat(gameId, tokens);
    await env.DB.prepare("update games set write_id = 'another-history' where id = ?").bind(gameId).run();
    const second = await move(gameId, again.token, again.mine.version, again.mine.actions[0]);
    expect(second.status).toBe(200);
    expect(queriesOf(second.headers)).toBe(3);
    expect(await actionRows(gameId)).toBe(2);
    await expectFreshAnswer(gameId, again.token, second);
  });

  it('a held row one move behind: a retry answers 200 and applies nothing; another action is 409 stale_version', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const { mine, token } = await activeSeat(gameId, tokens);
    const before = (await heldRow(gameId)) as GameRow;
    const first = await move(gameId, token, mine.version, mine.actions[0]);
    expect(first.status).toBe(200);
    // As if the writer had missed that move (made behind it): it holds the row before it.
    await hold(gameId, before);
    const retry = await move(gameId, token, mine.version, mine.actions[0]);
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual(first.json);
    expect(await actionRows(gameId)).toBe(1);

    const other = mine.actions.find((a) => JSON.stringify(a) !== JSON.stringify(mine.actions[0]));
    if (other) {
      await hold(gameId, before);
      const stale = await expectError(move(gameId, token, mine.version, other), 409, 'stale_version');
      expect(stale.json.error.message).toContain(String(mine.version + 1));
      expect(await actionRows(gameId)).toBe(1);
    }
    // A version the held row has not reached yet is read again, not refused.
    const next = await activeSeat(gameId, tokens);
    await hold(gameId, before);
    const ahead = await move(gameId, next.token, next.mine.version, next.mine.actions[0]);
    expect(ahead.status).toBe(200);
    expect(ahead.json.version).toBe(next.mine.version + 1);
  });

  it('of two moves sent at once for one version, one applies; the other is answered as the retry it then is', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const { mine, token } = await activeSeat(gameId, tokens);
    const both = await Promise.all([0, 1].map(() => move(gameId, token, mine.version, mine.actions[0])));
    // The writer runs them one after the other: the second finds the first applied, and the
    // contract answers the same action of the same seat one version behind as a retry.
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[1]!.json.version).toBe(mine.version + 1);
    expect(await actionRows(gameId)).toBe(1);
    // A different action sent with the same version is 409 stale_version, and nothing is applied.
    const other = mine.actions.find((a) => JSON.stringify(a) !== JSON.stringify(mine.actions[0]));
    if (other) await expectError(move(gameId, token, mine.version, other), 409, 'stale_version');
    expect(await actionRows(gameId)).toBe(1);
  });

  it('refusals are never answered from memory: each is what a fresh read says', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const { seat, mine, token } = await activeSeat(gameId, tokens);
    const idle = tokens[(seat + 1) % 3]!;
    await expectError(move(gameId, idle, mine.version, mine.actions[0]), 422, 'illegal_action');
    await expectError(move(gameId, token, mine.version + 5, mine.actions[0]), 409, 'stale_version');
    await expectError(move(gameId, 'x'.repeat(43), mine.version, mine.actions[0]), 401, 'unauthorized');
    const elsewhere = await startGame('stonerush', 3);
    await expectError(move(gameId, elsewhere.tokens[0]!, mine.version, mine.actions[0]), 403, 'not_your_seat');
    // The game is finished behind the held row (written past the writer): not_active, nothing written.
    await activeSeat(gameId, tokens);
    await env.DB.prepare("update games set status = 'finished' where id = ?").bind(gameId).run();
    await expectError(move(gameId, token, mine.version, mine.actions[0]), 409, 'not_active');
    expect(await actionRows(gameId)).toBe(0);
  });
});

describe('the log tail the writer holds', () => {
  it('a move past the first LOG_TAIL entries reads no log rows when the tail is held, and answers as a fresh read would', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    let { mine, token } = await activeSeat(gameId, tokens);
    while (mine.logStart === 0) {
      expect((await move(gameId, token, mine.version, mine.actions[0])).status).toBe(200);
      ({ mine, token } = await activeSeat(gameId, tokens));
    }
    // The writer's last commit answered with the tail: it holds it with the row.
    expect((await heldTail(gameId))?.entries).toHaveLength(30);
    const warm = await move(gameId, token, mine.version, mine.actions[0]);
    expect(warm.status).toBe(200);
    expect(queriesOf(warm.headers)).toBe(1);
    const warmRows = rowsReadOf(warm.headers);
    await expectFreshAnswer(gameId, token, warm);

    // The same move from a held row without its tail reads the tail in the batch: more rows, the same answer.
    ({ mine, token } = await activeSeat(gameId, tokens));
    await hold(gameId, (await heldRow(gameId)) as GameRow);
    expect(await heldTail(gameId)).toBeUndefined();
    const read = await move(gameId, token, mine.version, mine.actions[0]);
    expect(read.status).toBe(200);
    expect(queriesOf(read.headers)).toBe(1);
    expect(rowsReadOf(read.headers)).toBeGreaterThanOrEqual(warmRows + 20);
    await expectFreshAnswer(gameId, token, read);

    // The writer holds the tail its commit answered with: the next move reads no log rows either.
    ({ mine, token } = await activeSeat(gameId, tokens));
    const next = await move(gameId, token, mine.version, mine.actions[0]);
    expect((await heldTail(gameId))?.start).toBe(next.json.logStart);
    expect((await heldTail(gameId))?.entries).toHaveLength(next.json.log.length);
    expect(rowsReadOf(next.headers)).toBeLessThan(warmRows + 20);
  });

  it('a held tail that does not end at the row is not used: the batch reads the log, and the answer is what a fresh read gives', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    let { mine, token } = await activeSeat(gameId, tokens);
    for (let i = 0; i < 3; i++) {
      await move(gameId, token, mine.version, mine.actions[0]);
      ({ mine, token } = await activeSeat(gameId, tokens));
    }
    await hold(gameId, (await heldRow(gameId)) as GameRow, { start: 0, entries: [] });
    const res = await move(gameId, token, mine.version, mine.actions[0]);
    expect(res.status).toBe(200);
    expect(queriesOf(res.headers)).toBe(1);
    await expectFreshAnswer(gameId, token, res);
  });
});

describe('what changes without a version bump', () => {
  it('a seat muted while the writer holds the game gets no turn mail; unmuted, it does', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    await confirmAddresses('p0@cache.example', 'p1@cache.example', 'p2@cache.example');
    for (const [seat, token] of tokens.entries()) {
      expect((await call('PUT', `/api/games/${gameId}/notifications`, { email: `p${seat}@cache.example` }, token)).status).toBe(200);
    }
    let { seat, mine, token } = await activeSeat(gameId, tokens);
    // Everyone but the mover mutes now: a write of the seats table, the game row stays as held.
    for (const other of [0, 1, 2].filter((s) => s !== seat)) {
      expect((await call('PUT', `/api/games/${gameId}/notifications`, { muted: true }, tokens[other])).json.muted).toBe(true);
    }
    // The mover plays (each move from the held row) until the turn passes to another seat: a turn mail was due, to a muted seat.
    const mover = seat;
    for (let i = 0; i < 20 && seat === mover; i++) {
      const res = await move(gameId, token, mine.version, mine.actions[0]);
      expect(queriesOf(res.headers)).toBe(1);
      ({ seat, mine, token } = await activeSeat(gameId, tokens));
    }
    expect(seat).not.toBe(mover);
    expect(await turnMails(gameId)).toEqual([]);

    // Play on (every move from memory) until a seat that unmutes is handed the turn.
    for (const s of [0, 1, 2]) await call('PUT', `/api/games/${gameId}/notifications`, { muted: false }, tokens[s]);
    for (let i = 0; i < 20 && (await turnMails(gameId)).length === 0; i++) {
      ({ seat, mine, token } = await activeSeat(gameId, tokens));
      const res = await move(gameId, token, mine.version, mine.actions[0]);
      expect(res.status).toBe(200);
      expect(queriesOf(res.headers)).toBe(1);
    }
    expect((await turnMails(gameId)).length).toBeGreaterThan(0);
  });

  it('a chat message goes through the writer too: the next move answers with it and its ETag holds for the next poll', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const { mine, token } = await activeSeat(gameId, tokens);
    const said = await call('POST', `/api/games/${gameId}/chat`, { text: 'good luck' }, tokens[0]);
    expect(said.status).toBe(201);
    expect((await heldRow(gameId))?.chatLast).toBe(said.json.id);
    const res = await move(gameId, token, mine.version, mine.actions[0]);
    expect(queriesOf(res.headers)).toBe(1);
    expect(res.json.chatLast).toBe(said.json.id);
    const poll = await call('GET', `/api/games/${gameId}`, undefined, token, { 'if-none-match': res.headers.get('etag')! });
    expect(poll.status).toBe(304);
    await expectFreshAnswer(gameId, token, res);
  });
});

describe('the writer and the other writers', () => {
  it('drops the row it holds when another writer tells it of a later revision (the cron, a rematch offer)', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const row = (await heldRow(gameId)) as GameRow;
    const told = (revision: number) => writer(gameId).command(gameId, { type: 'changed', revision }, { tokenHash: null, now: Date.now(), url: '' }, false);
    await told(row.revision);
    expect(await heldRow(gameId)).toBeDefined();
    await told(row.revision + 1);
    expect(await heldRow(gameId)).toBeUndefined();
    // The next move reads the game: two round trips, and the right answer.
    const { mine, token } = await activeSeat(gameId, tokens);
    const res = await move(gameId, token, mine.version, mine.actions[0]);
    expect(res.status).toBe(200);
    expect(queriesOf(res.headers)).toBe(2);
    await expectFreshAnswer(gameId, token, res);
  });
});
