/**
 * onTimeout "ask" (issue #31, item 7): when a seat's time runs out the other seats see
 * `absent` and vote: wait, bot (until the owner takes the seat back), replace (a fresh link; the
 * old token stops working; the record names both players) or end. A majority decides, a tie
 * waits, a day after the vote opened the votes cast decide; the vote opens, and is mailed, once.
 * Time moves with a faked clock and `POST /api/dev/scheduled?time=`.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyRecord } from '@engine/index';
import type { GamePayload } from '@schema/api';
import { botSeatsOf } from '@worker/store/bots';
import { call, confirmAddresses, expectError } from './client';
import { playToEnd } from './table-play';

const HOUR = 3_600_000;
const names = ['Ann', 'Bob', 'Cat', 'Dan'];
const mails = async (gameId: string, kind: string) =>
  (await env.DB.prepare('select seat from email_outbox where game_id = ? and kind = ? order by seat').bind(gameId, kind).all<{ seat: number }>()).results.map(
    (r) => r.seat,
  );

beforeAll(() => confirmAddresses(...names.map((n) => `${n.toLowerCase()}@absent.example`)));
// Each test starts on a day of its own: the same four addresses get every test's mail, and an
// address gets at most 60 mails a UTC day (docs/security.md).
let day = 0;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + day++ * 2 * 24 * HOUR);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A started Stonerush game of `players` seats, 24 hours a move, onTimeout "ask", every seat with a confirmed address. */
async function askGame(players: number) {
  const created = await call('POST', '/api/games', {
    ruleset: 'stonerush',
    players,
    name: 'Ann',
    email: 'ann@absent.example',
    deadlineHours: 24,
    onTimeout: 'ask',
  });
  expect(created.status).toBe(201);
  const tokens: string[] = [created.json.token];
  for (const name of names.slice(1, players))
    tokens.push((await call('POST', `/api/join/${created.json.joinCode}`, { name, email: `${name.toLowerCase()}@absent.example` })).json.token);
  const gameId = created.json.gameId as string;
  return { gameId, tokens };
}

const view = async (gameId: string, token?: string) => (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;

/** Moves time past the active seat's deadline and runs the cron: the vote on it opens. */
async function timeRunsOut(gameId: string): Promise<number> {
  const game = await view(gameId);
  const seat = game.active[0]!;
  vi.setSystemTime(game.clocks!.find((c) => c.seat === seat)!.deadline! + 60_000);
  expect((await call('POST', `/api/dev/scheduled?time=${Date.now()}`)).status).toBe(200);
  return seat;
}

const vote = (gameId: string, token: string, seat: number, choice: string) => call('POST', `/api/games/${gameId}/absent`, { seat, choice }, token);

/** A game (of four unless said) whose seat to act ran out of time, and two of the others voted `choice`: a majority, so decided. */
async function decidedBy(choice: 'bot' | 'end' | 'replace', players = 4) {
  const { gameId, tokens } = await askGame(players);
  const seat = await timeRunsOut(gameId);
  const voters = Array.from({ length: players }, (_, s) => s).filter((s) => s !== seat);
  await vote(gameId, tokens[voters[0]!]!, seat, choice);
  const decided = (await vote(gameId, tokens[voters[1]!]!, seat, choice)).json as GamePayload;
  return { gameId, tokens, seat, voters, decided };
}

describe('when time runs out with "ask"', () => {
  it('opens one vote, seen by every seat and mailed to the others once, even under overlapping runs', async () => {
    const { gameId, tokens } = await askGame(4);
    const game = await view(gameId);
    const seat = game.active[0]!;
    vi.setSystemTime(game.clocks![0]!.deadline! + 60_000);
    await Promise.all([call('POST', `/api/dev/scheduled?time=${Date.now()}`), call('POST', `/api/dev/scheduled?time=${Date.now()}`)]);
    const after = await view(gameId, tokens[(seat + 1) % 4]);
    expect(after.status).toBe('active');
    expect(after.absent).toEqual({ seat, since: new Date(Date.now()).toISOString(), votes: {} });
    expect(after.log.at(-1)?.kind).toBe('absent');
    expect(await mails(gameId, 'absent')).toEqual([0, 1, 2, 3].filter((s) => s !== seat));
    // A later run opens no second vote and sends nothing more.
    vi.setSystemTime(Date.now() + HOUR);
    await call('POST', `/api/dev/scheduled?time=${Date.now()}`);
    expect(await mails(gameId, 'absent')).toHaveLength(3);
    // The absent seat does not vote; nobody votes on a seat without an open vote; bad input is a 400.
    await expectError(vote(gameId, tokens[seat]!, seat, 'end'), 403, 'not_a_voter');
    await expectError(vote(gameId, tokens[(seat + 1) % 4]!, (seat + 1) % 4, 'end'), 409, 'no_vote');
    await expectError(vote(gameId, tokens[(seat + 1) % 4]!, seat, 'later'), 400, 'invalid_body');
  });

  it('wait: a majority gives the seat one more period', async () => {
    const { gameId, tokens } = await askGame(4);
    const seat = await timeRunsOut(gameId);
    const [a, b] = [0, 1, 2, 3].filter((s) => s !== seat);
    const first = await vote(gameId, tokens[a!]!, seat, 'wait');
    expect(first.status).toBe(200);
    expect(first.json.absent.votes).toEqual({ [String(a)]: 'wait' });
    const second = (await vote(gameId, tokens[b!]!, seat, 'wait')).json as GamePayload;
    expect(second.absent).toBeUndefined();
    const clock = second.clocks!.find((c) => c.seat === seat)!;
    expect(clock.deadline!).toBe(Date.now() + 24 * HOUR);
    expect(second.log.at(-1)?.text).toContain('waits 24 more hours');
    // The absent player may still come back and play.
    const mine = await view(gameId, tokens[seat]);
    expect((await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat])).status).toBe(200);
  });

  it('a tie waits: every voter chose differently', async () => {
    const { gameId, tokens } = await askGame(4);
    const seat = await timeRunsOut(gameId);
    const voters = [0, 1, 2, 3].filter((s) => s !== seat);
    await vote(gameId, tokens[voters[0]!]!, seat, 'bot');
    expect((await view(gameId)).absent?.votes).toEqual({ [String(voters[0])]: 'bot' });
    await vote(gameId, tokens[voters[1]!]!, seat, 'end');
    const tied = (await vote(gameId, tokens[voters[2]!]!, seat, 'replace')).json as GamePayload;
    expect(tied.status).toBe('active');
    expect(tied.absent).toBeUndefined();
    expect(tied.players[seat]?.standIn).toBeUndefined();
    expect(tied.clocks!.find((c) => c.seat === seat)!.deadline!).toBe(Date.now() + 24 * HOUR);
  });

  it('a day after it opened, the votes cast decide', async () => {
    const { gameId, tokens } = await askGame(4);
    const seat = await timeRunsOut(gameId);
    const opened = Date.now();
    const voters = [0, 1, 2, 3].filter((s) => s !== seat);
    await vote(gameId, tokens[voters[0]!]!, seat, 'bot');
    vi.setSystemTime(opened + 23 * HOUR);
    await call('POST', `/api/dev/scheduled?time=${Date.now()}`);
    expect((await view(gameId)).absent?.seat).toBe(seat);
    vi.setSystemTime(opened + 24 * HOUR + 60_000);
    await call('POST', `/api/dev/scheduled?time=${Date.now()}`);
    const decided = await view(gameId);
    expect(decided.absent).toBeUndefined();
    expect(decided.players[seat]).toMatchObject({ bot: 'good', standIn: 'absent' });
  });

  it('bot: the good bot plays the seat until its owner takes it back; never while the owner is away', async () => {
    const { gameId, tokens, seat, voters, decided } = await decidedBy('bot');
    expect(decided.players[seat]).toMatchObject({ bot: 'good', standIn: 'absent' });
    expect(decided.active).not.toContain(seat);
    const moves = await env.DB.prepare('select count(*) as n from actions where game_id = ? and seat = ?').bind(gameId, seat).first<number>('n');
    expect(moves).toBeGreaterThan(0);
    // Others vote on nothing now; the owner alone takes the seat back.
    await expectError(vote(gameId, tokens[voters[0]!]!, seat, 'back'), 403, 'not_your_seat');
    const back = await vote(gameId, tokens[seat]!, seat, 'back');
    expect(back.status).toBe(200);
    expect(back.json.players[seat].standIn).toBeUndefined();
    expect(back.json.players[seat].bot).toBeUndefined();
    expect(back.json.log.at(-1).text).toContain('is back');
    await expectError(vote(gameId, tokens[seat]!, seat, 'back'), 409, 'not_stood_in');
    // An away player's stand-in does not act while the game's away spans cover now.
    const seats = [{ seat: 0, name: 'A', joined: true, bot: 'good' as const, standIn: 'absent' as const }];
    const rules = { away: { '0': [{ from: Date.now() - HOUR, until: Date.now() + HOUR }] } };
    expect(botSeatsOf(seats, Date.now(), rules).has(0)).toBe(false);
    expect(botSeatsOf(seats, Date.now() + 2 * HOUR, rules).has(0)).toBe(true);
  });

  it('bot: the stand-in waits while its player is away, no vote is taken on its seat, and it plays on after', async () => {
    const { gameId, tokens, seat } = await decidedBy('bot');
    // Away for ten days, as its player says from the game page.
    const until = Date.now() + 10 * 24 * HOUR;
    expect((await call('POST', `/api/games/${gameId}/away`, { until }, tokens[seat])).status).toBe(200);
    for (let i = 0; i < 200; i++) {
      const game = await view(gameId);
      if (game.active.includes(seat)) break;
      const mover = game.active[0]!;
      const mine = await view(gameId, tokens[mover]);
      expect((await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[mover])).status).toBe(200);
    }
    const waiting = await view(gameId);
    expect(waiting.active).toContain(seat);
    // Days pass: the bot does not act for an away player, and no vote is taken on a seat the bot holds.
    vi.setSystemTime(Date.now() + 5 * 24 * HOUR);
    await call('POST', `/api/dev/scheduled?time=${Date.now()}`);
    const later = await view(gameId);
    expect(later.absent).toBeUndefined();
    expect(later.version).toBe(waiting.version);
    expect(later.active).toContain(seat);
    // Back from away: the next read lets the stand-in play the seat.
    vi.setSystemTime(until + HOUR);
    await view(gameId);
    expect((await view(gameId)).version).toBeGreaterThan(waiting.version);
  });

  it('replace: a fresh link for the seat, the old token stops working, and the record names both players', async () => {
    const { gameId, tokens, seat, decided } = await decidedBy('replace', 3);
    expect(decided.players[seat]).toMatchObject({ bot: 'good', standIn: 'replace' });
    const link = decided.replacing?.find((r) => r.seat === seat)?.url ?? '';
    const [, key] = /^\/claim\/[a-z0-9]+\/\d+#k=(.+)$/.exec(link) ?? [];
    expect(key).toBeTruthy();
    // Spectators never see the link.
    expect((await view(gameId)).replacing).toBeUndefined();
    const oldName = decided.players[seat]!.name;
    await expectError(call('GET', `/api/games/${gameId}`, undefined, tokens[seat]), 401, 'unauthorized');
    await expectError(call('POST', `/api/games/${gameId}/claim`, { seat, key: 'wrong', name: 'Zed' }), 404, 'unknown_claim');
    const claimed = await call('POST', `/api/games/${gameId}/claim`, { seat, key, name: 'Zed' });
    expect(claimed.status).toBe(200);
    expect(claimed.json.seat).toBe(seat);
    const fresh = await view(gameId, claimed.json.token);
    expect(fresh.seat).toBe(seat);
    // The seat says whom the table gave it from, and when: the former holder's page tells them (#45 item 4).
    expect(fresh.players[seat]).toEqual({ seat, name: 'Zed', joined: true, replaced: { formerly: oldName, at: new Date(Date.now()).toISOString() } });
    // The link works once.
    await expectError(call('POST', `/api/games/${gameId}/claim`, { seat, key, name: 'Yan' }), 404, 'unknown_claim');
    await expectError(call('GET', `/api/games/${gameId}`, undefined, tokens[seat]), 401, 'unauthorized');
    const playing = [...tokens];
    playing[seat] = claimed.json.token;
    const end = await playToEnd(gameId, playing, 'replace-3');
    expect(end.status).toBe('finished');
    const record = (await call('GET', `/api/games/${gameId}/record`)).json;
    expect(record.players[seat]).toEqual({ seat, name: 'Zed', formerly: [oldName] });
    expect(verifyRecord(record).ok).toBe(true);
  });

  it('two seats late at once: one vote at a time, the other waits behind it, and no check is due before the vote closes', async () => {
    // Fightin' starts with both clans choosing at once: both clocks run out together.
    const created = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Ann', deadlineHours: 24, onTimeout: 'ask' });
    const bob = (await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob' })).json.token as string;
    const gameId = created.json.gameId as string;
    const game = await view(gameId);
    expect(game.active).toEqual([0, 1]);
    vi.setSystemTime(game.clocks![0]!.deadline! + 60_000);
    await call('POST', `/api/dev/scheduled?time=${Date.now()}`);
    const asked = await view(gameId);
    const first = asked.absent!.seat;
    const opened = Date.parse(asked.absent!.since);
    const row = async () =>
      (await env.DB.prepare('select revision, next_check_at as at from games where id = ?').bind(gameId).first<{ revision: number; at: number }>())!;
    // The other seat's reminder this jump in time skipped is caught up first (the alarm would have sent it on time).
    await call('POST', `/api/dev/scheduled?time=${Date.now()}`);
    const before = await row();
    // The other late seat waits behind the vote: the next check is the vote's close, nothing is written meanwhile.
    expect(before.at).toBe(opened + 24 * HOUR);
    vi.setSystemTime(Date.now() + HOUR);
    await call('POST', `/api/dev/scheduled?time=${Date.now()}`);
    expect((await row()).revision).toBe(before.revision);
    expect((await view(gameId)).absent?.seat).toBe(first);
    // The vote closes with nobody's vote: the table waits; then the other seat's vote opens.
    vi.setSystemTime(opened + 24 * HOUR);
    await call('POST', `/api/dev/scheduled?time=${Date.now()}`);
    await call('POST', `/api/dev/scheduled?time=${Date.now()}`);
    const next = await view(gameId, bob);
    expect(next.absent?.seat).toBe(1 - first);
    expect(next.status).toBe('active');
  });

  it('end: a majority aborts the game, and the others are told', async () => {
    const { gameId, tokens, seat, voters, decided: ended } = await decidedBy('end');
    expect(ended.status).toBe('aborted');
    expect(ended.absent).toBeUndefined();
    expect(await mails(gameId, 'cancelled')).toEqual([0, 1, 2, 3]);
    await expectError(vote(gameId, tokens[voters[0]!]!, seat, 'end'), 409, 'not_active');
  });
});
