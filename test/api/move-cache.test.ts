/**
 * A move in one D1 round trip: the isolate remembers the game row (worker/store/game-cache.ts),
 * a move is played against it and committed with the move store's guard. These tests count the
 * round trips (D1_STATS) and check that a remembered row that is no longer the game's is caught
 * by the guard and the move answered exactly as from a fresh read, and that what changes without
 * a version bump (mail settings, chat) is honoured.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameRow } from '../../db/schema';
import type { GamePayload } from '../../schema/api';
import { GAME_CACHE_SIZE, clearGameCache, forgetGame, gameCacheSize, recallGame, recallTail, rememberGame } from '../../worker/store/game-cache';
import { call, confirmAddresses, expectError, startGame } from './client';

const STATS = { D1_STATS: 'on' };

function queriesOf(headers: Headers): number {
  return Number(/queries=(\d+)/.exec(headers.get('x-d1-stats') ?? '')?.[1] ?? Number.NaN);
}

function rowsReadOf(headers: Headers): number {
  return Number(/rows_read=(\d+)/.exec(headers.get('x-d1-stats') ?? '')?.[1] ?? Number.NaN);
}

/** The payload of the seat to act, read by that seat (this also warms the cache). */
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
  clearGameCache();
  const fresh = await call('GET', `/api/games/${gameId}`, undefined, token);
  expect(answer.json).toEqual(fresh.json);
  expect(answer.headers.get('etag')).toBe(fresh.headers.get('etag'));
}

beforeEach(() => clearGameCache());

describe('a move on a remembered game', () => {
  it('is one D1 round trip with a warm cache, two with a cold one, and answers as a fresh read would', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    let { mine, token } = await activeSeat(gameId, tokens);
    expect(recallGame(gameId)?.version).toBe(mine.version);
    const warm = await move(gameId, token, mine.version, mine.actions[0]);
    expect(warm.status).toBe(200);
    expect(warm.json.version).toBe(mine.version + 1);
    expect(queriesOf(warm.headers)).toBe(1);
    await expectFreshAnswer(gameId, token, warm);

    // The commit left the game remembered as it now is: the next seat's move is one round trip too.
    ({ mine, token } = await activeSeat(gameId, tokens));
    const next = await move(gameId, token, mine.version, mine.actions[0]);
    expect(queriesOf(next.headers)).toBe(1);
    expect(recallGame(gameId)?.version).toBe(mine.version + 1);

    ({ mine, token } = await activeSeat(gameId, tokens));
    clearGameCache();
    const cold = await move(gameId, token, mine.version, mine.actions[0]);
    expect(cold.status).toBe(200);
    expect(queriesOf(cold.headers)).toBe(2);
    await expectFreshAnswer(gameId, token, cold);
    expect(await actionRows(gameId)).toBe(3);
  });

  it('catches a row another writer moved on (revision, write id) and answers from a fresh read', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const { mine, token } = await activeSeat(gameId, tokens);
    // Another isolate's write the guard must see: the revision moved, the version did not (a cron reminder).
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

  it('a remembered row one move behind: a retry answers 200 and applies nothing; another action is 409 stale_version', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const { mine, token } = await activeSeat(gameId, tokens);
    const before = recallGame(gameId) as GameRow;
    const first = await move(gameId, token, mine.version, mine.actions[0]);
    expect(first.status).toBe(200);
    // This isolate missed that move (another isolate made it): it still remembers the row before it.
    forgetGame(gameId);
    rememberGame(before);
    const retry = await move(gameId, token, mine.version, mine.actions[0]);
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual(first.json);
    expect(await actionRows(gameId)).toBe(1);

    const other = mine.actions.find((a) => JSON.stringify(a) !== JSON.stringify(mine.actions[0]));
    if (other) {
      forgetGame(gameId);
      rememberGame(before);
      const stale = await expectError(move(gameId, token, mine.version, other), 409, 'stale_version');
      expect(stale.json.error.message).toContain(String(mine.version + 1));
      expect(await actionRows(gameId)).toBe(1);
    }
    // A version the remembered row has not reached yet is read again, not refused.
    forgetGame(gameId);
    rememberGame(before);
    const next = await activeSeat(gameId, tokens);
    forgetGame(gameId);
    rememberGame(before);
    const ahead = await move(gameId, next.token, next.mine.version, next.mine.actions[0]);
    expect(ahead.status).toBe(200);
    expect(ahead.json.version).toBe(next.mine.version + 1);
  });

  it('of two identical moves racing from one remembered row, one applies and both answer 200 (issue 29.3); a different one is 409', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const { mine, token } = await activeSeat(gameId, tokens);
    const both = await Promise.all([0, 1].map(() => move(gameId, token, mine.version, mine.actions[0])));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await actionRows(gameId)).toBe(1);
    const next = await activeSeat(gameId, tokens);
    const two = await Promise.all([0, 1].map((i) => move(gameId, next.token, next.mine.version, next.mine.actions[i % next.mine.actions.length])));
    if (next.mine.actions.length > 1) {
      expect(two.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(two.find((r) => r.status === 409)?.json.error.code).toBe('stale_version');
    }
    expect(await actionRows(gameId)).toBe(2);
    // Sent again once the first answered, it is the contract's retry: 200, nothing applied.
    const retry = await move(gameId, token, mine.version, mine.actions[0]);
    expect(retry.status).toBe(200);
    expect(await actionRows(gameId)).toBe(2);
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
    // The game is finished behind the remembered row (another isolate): not_active, nothing written.
    await activeSeat(gameId, tokens);
    await env.DB.prepare("update games set status = 'finished' where id = ?").bind(gameId).run();
    await expectError(move(gameId, token, mine.version, mine.actions[0]), 409, 'not_active');
    expect(await actionRows(gameId)).toBe(0);
  });
});

describe('the remembered log tail', () => {
  it('a move past the first LOG_TAIL entries reads no log rows when the tail is remembered, and answers as a fresh read would', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    let { mine, token } = await activeSeat(gameId, tokens);
    while (mine.logStart === 0) {
      expect((await move(gameId, token, mine.version, mine.actions[0])).status).toBe(200);
      ({ mine, token } = await activeSeat(gameId, tokens));
    }
    // The seat's GET read the row and its tail in one batch: both are remembered.
    const row = recallGame(gameId) as GameRow;
    expect(recallTail(row)?.entries).toHaveLength(30);
    const warm = await move(gameId, token, mine.version, mine.actions[0]);
    expect(warm.status).toBe(200);
    expect(queriesOf(warm.headers)).toBe(1);
    const warmRows = rowsReadOf(warm.headers);
    await expectFreshAnswer(gameId, token, warm);

    // The same move from a remembered row without its tail reads the tail in the batch: more rows, the same answer.
    ({ mine, token } = await activeSeat(gameId, tokens));
    const bare = recallGame(gameId) as GameRow;
    forgetGame(gameId);
    rememberGame(bare);
    expect(recallTail(bare)).toBeUndefined();
    const read = await move(gameId, token, mine.version, mine.actions[0]);
    expect(read.status).toBe(200);
    expect(queriesOf(read.headers)).toBe(1);
    expect(rowsReadOf(read.headers)).toBeGreaterThanOrEqual(warmRows + 20);
    await expectFreshAnswer(gameId, token, read);

    // The commit remembers the tail it answered with: the next move reads no log rows either.
    ({ mine, token } = await activeSeat(gameId, tokens));
    const next = await move(gameId, token, mine.version, mine.actions[0]);
    const after = recallGame(gameId) as GameRow;
    expect(recallTail(after)?.start).toBe(next.json.logStart);
    expect(recallTail(after)?.entries).toHaveLength(next.json.log.length);
    expect(rowsReadOf(next.headers)).toBeLessThan(warmRows + 20);
  });

  it('a tail that does not end at the row (a compacted game, a page of ?logFrom) is not remembered', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    let { mine, token } = await activeSeat(gameId, tokens);
    for (let i = 0; i < 3; i++) {
      await move(gameId, token, mine.version, mine.actions[0]);
      ({ mine, token } = await activeSeat(gameId, tokens));
    }
    const row = recallGame(gameId) as GameRow;
    clearGameCache();
    rememberGame(row, undefined, { start: 0, entries: [] });
    expect(recallTail(row)).toBeUndefined();
    await call('GET', `/api/games/${gameId}?logFrom=1`, undefined, token);
    expect(recallTail(recallGame(gameId) as GameRow)).toBeUndefined();
  });
});

describe('what changes without a version bump', () => {
  it('a seat muted after the game was remembered gets no turn mail; unmuted, it does', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    await confirmAddresses('p0@cache.example', 'p1@cache.example', 'p2@cache.example');
    for (const [seat, token] of tokens.entries()) {
      expect((await call('PUT', `/api/games/${gameId}/notifications`, { email: `p${seat}@cache.example` }, token)).status).toBe(200);
    }
    let { seat, mine, token } = await activeSeat(gameId, tokens);
    // Everyone but the mover mutes now: a write of the seats table, the game row stays as remembered.
    for (const other of [0, 1, 2].filter((s) => s !== seat)) {
      expect((await call('PUT', `/api/games/${gameId}/notifications`, { muted: true }, tokens[other])).json.muted).toBe(true);
    }
    // The mover plays (each move from memory) until the turn passes to another seat: a turn mail was due, to a muted seat.
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

  it('a chat message after the game was remembered: the move answers with it and its ETag holds for the next poll', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const { mine, token } = await activeSeat(gameId, tokens);
    const said = await call('POST', `/api/games/${gameId}/chat`, { text: 'good luck' }, tokens[0]);
    expect(said.status).toBe(201);
    expect(recallGame(gameId)?.chatLast).toBe(0);
    const res = await move(gameId, token, mine.version, mine.actions[0]);
    expect(queriesOf(res.headers)).toBe(1);
    expect(res.json.chatLast).toBe(said.json.id);
    const poll = await call('GET', `/api/games/${gameId}`, undefined, token, { 'if-none-match': res.headers.get('etag')! });
    expect(poll.status).toBe(304);
    await expectFreshAnswer(gameId, token, res);
  });
});

describe('the cache', () => {
  it('holds at most GAME_CACHE_SIZE games, dropping the least recently used', async () => {
    const { gameId } = await startGame('stonerush', 3);
    await call('GET', `/api/games/${gameId}`);
    const row = recallGame(gameId) as GameRow;
    for (let i = 0; i < GAME_CACHE_SIZE - 1; i++) rememberGame({ ...row, id: `fake${i}` });
    expect(gameCacheSize()).toBe(GAME_CACHE_SIZE);
    recallGame(gameId); // used again: now the newest
    rememberGame({ ...row, id: 'one-more' });
    expect(gameCacheSize()).toBe(GAME_CACHE_SIZE);
    expect(recallGame('fake0')).toBeUndefined();
    expect(recallGame(gameId)).toBeDefined();
  });

  it('keeps a newer revision over an older read, and forgets only the entry it was asked about', async () => {
    const { gameId } = await startGame('stonerush', 3);
    await call('GET', `/api/games/${gameId}`);
    const row = recallGame(gameId) as GameRow;
    const newer = { ...row, revision: row.revision + 1 };
    rememberGame(newer);
    rememberGame(row);
    expect(recallGame(gameId)).toBe(newer);
    forgetGame(gameId, row);
    expect(recallGame(gameId)).toBe(newer);
    forgetGame(gameId, newer);
    expect(recallGame(gameId)).toBeUndefined();
  });
});
