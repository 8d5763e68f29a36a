/**
 * Resign and cancel (issue #31, item 6): two seats, the other wins; more, the good bot plays the
 * resigned seat to the end and it ranks last, and the record says so and still verifies; the host
 * cancels before anyone played (409 after); the cron cancels a game nobody played 7 days after
 * its creation and mails its seats once, even when two runs overlap.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyRecord } from '@engine/index';
import type { GamePayload } from '@schema/api';
import { call, confirmAddresses, expectError, startGame } from './client';
import { playToEnd } from './table-play';

const DAY = 24 * 3_600_000;
const mails = async (gameId: string, kind: string) =>
  (await env.DB.prepare('select seat from email_outbox where game_id = ? and kind = ? order by seat').bind(gameId, kind).all<{ seat: number }>()).results.map(
    (r) => r.seat,
  );

beforeAll(() => confirmAddresses('ann@resign.example', 'bob@resign.example', 'cat@resign.example'));

async function seatOf(gameId: string, token: string) {
  return (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;
}

/** The seat of `token` resigns or cancels: answered 200, with the game as that seat now sees it. */
async function seatSays(gameId: string, command: 'resign' | 'cancel', token: string | undefined): Promise<GamePayload> {
  const answer = await call('POST', `/api/games/${gameId}/${command}`, undefined, token);
  expect(answer.status).toBe(200);
  return answer.json as GamePayload;
}

describe('resign', () => {
  it('with two seats ends the game: the other wins, and the record marks it and still verifies', async () => {
    const { gameId, tokens } = await startGame('fightin-drinkin-stealin', 2);
    const game = await seatSays(gameId, 'resign', tokens[1]);
    expect(game.status).toBe('finished');
    expect(game.result?.winners).toEqual([0]);
    expect(game.result?.resigned).toEqual([1]);
    expect(game.result?.summary).toContain('Bob resigned');
    expect(game.players[1]?.resigned).toBe(true);
    expect(game.log.at(-1)?.kind).toBe('resign');
    const record = await call('GET', `/api/games/${gameId}/record`);
    expect(record.status).toBe(200);
    expect(verifyRecord(record.json).ok).toBe(true);
    // A record that names the wrong winner for a resignation does not verify.
    expect(verifyRecord({ ...record.json, result: { ...record.json.result, winners: [1] } }).ok).toBe(false);
    await expectError(call('POST', `/api/games/${gameId}/resign`, undefined, tokens[0]), 409, 'not_active');
  });

  it('needs a seat token', async () => {
    const { gameId } = await startGame('fightin-drinkin-stealin', 2);
    await expectError(call('POST', `/api/games/${gameId}/resign`), 401, 'unauthorized');
    await expectError(call('POST', `/api/games/${gameId}/resign`, undefined, 'x'.repeat(43)), 401, 'unauthorized');
  });

  it('with four seats hands the seat to the good bot, which plays it to the end, and it ranks last', async () => {
    const { gameId, tokens } = await startGame('stonerush', 4);
    const after = await seatSays(gameId, 'resign', tokens[2]);
    expect(after.status).toBe('active');
    expect(after.players[2]).toMatchObject({ bot: 'good', resigned: true });
    // The bot answers for the seat at once: it is never the seat people wait for.
    expect(after.active).not.toContain(2);
    await expectError(call('POST', `/api/games/${gameId}/resign`, undefined, tokens[2]), 409, 'already_resigned');
    const game = await playToEnd(gameId, tokens, 'resign-4');
    expect(game.status).toBe('finished');
    expect(game.result?.resigned).toEqual([2]);
    expect(game.result?.winners).not.toContain(2);
    expect(game.result?.winners.length).toBeGreaterThan(0);
    expect(game.result?.summary).toContain('Cat resigned and ranks last.');
    const bots = await env.DB.prepare('select count(*) as n from actions where game_id = ? and seat = 2').bind(gameId).first<number>('n');
    expect(bots).toBeGreaterThan(0);
    const record = await call('GET', `/api/games/${gameId}/record`);
    const checked = verifyRecord(record.json);
    expect(checked.ok).toBe(true);
    // Claiming the resigned seat won does not verify.
    expect(verifyRecord({ ...record.json, result: { ...record.json.result, winners: [2] } }).ok).toBe(false);
  });
});

const ORIGIN = 'http://127.0.0.1';
let ip = 0;
/** Signs `address` in through its email link; returns the session cookie. */
async function signIn(address: string): Promise<string> {
  expect((await call('POST', '/api/auth/email', { email: address }, undefined, { 'cf-connecting-ip': `10.9.0.${++ip}` })).status).toBe(202);
  const outbox = (await call('GET', '/api/dev/outbox')).json.emails as { to: string; kind: string; text: string }[];
  const mail = outbox.find((e) => e.kind === 'signin' && e.to === address);
  const token = /\/signin#t=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  const res = await call('POST', '/api/auth/email/verify', { token, tokens: [] }, undefined, { origin: ORIGIN });
  expect(res.status).toBe(200);
  return `sid=${/sid=([A-Za-z0-9_-]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]}`;
}

describe('resign in a rated game', () => {
  it('ranks the resigned player last in the ratings, even though the bot played on', async () => {
    const cookies = [await signIn('rae@resign.example'), await signIn('sam@resign.example'), await signIn('tia@resign.example')];
    const as = (cookie: string) => ({ cookie, origin: ORIGIN });
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Rae', rated: true }, undefined, as(cookies[0]!));
    expect(created.status).toBe(201);
    const tokens = [created.json.token as string];
    for (const [i, name] of ['Sam', 'Tia'].entries())
      tokens.push((await call('POST', `/api/join/${created.json.joinCode}`, { name }, undefined, as(cookies[i + 1]!))).json.token);
    const gameId = created.json.gameId as string;
    await seatSays(gameId, 'resign', tokens[1]);
    const game = await playToEnd(gameId, tokens, 'rated-resign');
    expect(game.status).toBe('finished');
    const ranks = (
      await env.DB.prepare(
        'select s.seat as seat, h.rank as rank from rating_history h join seats s on s.player_id = h.player_id and s.game_id = h.game_id where h.game_id = ? order by s.seat',
      )
        .bind(gameId)
        .all<{ seat: number; rank: number }>()
    ).results;
    expect(ranks).toHaveLength(3);
    expect(ranks.find((r) => r.seat === 1)?.rank).toBe(3);
    expect(Math.max(...ranks.filter((r) => r.seat !== 1).map((r) => r.rank))).toBeLessThan(3);
  });
});

describe('cancel', () => {
  it('by the host before anyone played: 200 aborted, the others told; a second cancel is refused', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', email: 'ann@resign.example' });
    const tokens = [created.json.token as string];
    for (const name of ['Bob', 'Cat'])
      tokens.push((await call('POST', `/api/join/${created.json.joinCode}`, { name, email: `${name.toLowerCase()}@resign.example` })).json.token);
    const gameId = created.json.gameId as string;
    await expectError(call('POST', `/api/games/${gameId}/cancel`, undefined, tokens[1]), 403, 'not_host');
    expect((await seatSays(gameId, 'cancel', tokens[0])).status).toBe('aborted');
    expect(await mails(gameId, 'cancelled')).toEqual([1, 2]);
    await expectError(call('POST', `/api/games/${gameId}/cancel`, undefined, tokens[0]), 409, 'not_active');
  });

  it('of a game still waiting for players', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
    expect((await seatSays(created.json.gameId, 'cancel', created.json.token)).status).toBe('aborted');
    await expectError(call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob' }), 409, 'game_closed');
  });

  it('after the first action: 409 already_started', async () => {
    const { gameId, tokens } = await startGame('fightin-drinkin-stealin', 2);
    const game = await seatOf(gameId, tokens[0]!);
    const seat = game.active[0]!;
    const mine = await seatOf(gameId, tokens[seat]!);
    expect((await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat])).status).toBe(200);
    await expectError(call('POST', `/api/games/${gameId}/cancel`, undefined, tokens[0]), 409, 'already_started');
    expect((await seatOf(gameId, tokens[0]!)).status).toBe('active');
  });

  it('by the cron 7 days after creation when nobody has played, once under overlapping runs, mailing the seats', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', email: 'ann@resign.example' });
    const gameId = created.json.gameId as string;
    for (const name of ['Bob', 'Cat']) await call('POST', `/api/join/${created.json.joinCode}`, { name, email: `${name.toLowerCase()}@resign.example` });
    // A waiting game too (nobody will ever play it).
    const waiting = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', email: 'ann@resign.example' });
    const start = Date.now();
    await call('POST', `/api/dev/scheduled?time=${start + 6 * DAY}`);
    expect((await seatOf(gameId, created.json.token)).status).toBe('active');
    const at = start + 7 * DAY + 60_000;
    const abortedNow = async () => (await env.DB.prepare("select count(*) as n from games where status = 'aborted'").first<{ n: number }>())!.n;
    const abortedBefore = await abortedNow();
    const runs = await Promise.all([call('POST', `/api/dev/scheduled?time=${at}`), call('POST', `/api/dev/scheduled?time=${at}`)]);
    expect(runs.map((r) => r.status)).toEqual([200, 200]);
    // Between them the two runs report every game they aborted, once: the started one by its writer
    // (its clock check), the waiting one by the cron (and any game of this file's other tests left unplayed).
    expect(runs.reduce((n, r) => n + (r.json.aborted as number), 0)).toBe((await abortedNow()) - abortedBefore);
    const game = await seatOf(gameId, created.json.token);
    expect(game.status).toBe('aborted');
    expect(game.log.at(-1)?.text).toContain('7 days');
    expect(await mails(gameId, 'cancelled')).toEqual([0, 1, 2]);
    expect((await seatOf(waiting.json.gameId, waiting.json.token)).status).toBe('aborted');
    expect(await mails(waiting.json.gameId, 'cancelled')).toEqual([0]);
    // A third run finds nothing more to do.
    await call('POST', `/api/dev/scheduled?time=${at + DAY}`);
    expect(await mails(gameId, 'cancelled')).toEqual([0, 1, 2]);
  });

  it('not by the cron once someone has played', async () => {
    const { gameId, tokens } = await startGame('fightin-drinkin-stealin', 2);
    const game = await seatOf(gameId, tokens[0]!);
    const seat = game.active[0]!;
    const mine = await seatOf(gameId, tokens[seat]!);
    await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat]);
    await call('POST', `/api/dev/scheduled?time=${Date.now() + 8 * DAY}`);
    expect((await seatOf(gameId, tokens[0]!)).status).toBe('active');
  });
});
