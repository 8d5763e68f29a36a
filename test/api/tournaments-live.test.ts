/**
 * A tournament moves on the moment its round's last game ends, wherever that end is written (the
 * game's writer hears it: worker/tournament-hook.ts), with no cron run and no read of the
 * tournament: here a resignation over HTTP and moves on the live socket. And the mail and pushes
 * of a tournament: every player's "your game of round 2 has started", a browser that takes pushes
 * for one of the player's seats taking the next round's game's too, and the final standings by
 * mail and push at the end, linking the tournament's page.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRng, pick } from '@engine/core/prng';
import type { GamePayload } from '@schema/api';
import type { OutboxRow } from '@db/schema';
import { renderPush } from '@worker/notify/push';
import { call } from './client';
import { connect, until } from './sockets';
import { type Person, detail, people, person, tokenOf, createTournament, joinAll } from './tournament-helpers';

const get = async (gameId: string, token?: string) => (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;

/** The tournament's rounds as D1 holds them (a read through the API would advance it itself). */
async function roundsInD1(id: string): Promise<number[]> {
  const rows = await env.DB.prepare('select round from tournament_rounds where tournament_id = ? order by round').bind(id).all<{ round: number }>();
  return rows.results.map((r) => r.round);
}

async function statusInD1(id: string): Promise<string | null> {
  return env.DB.prepare('select status from tournaments where id = ?').bind(id).first<string>('status');
}

/** Plays a game to its end by random legal actions sent on each seat's socket. */
async function playBySocket(gameId: string, tokens: string[], seed: string): Promise<GamePayload> {
  const pages = await Promise.all(tokens.map((t) => connect(gameId, t)));
  const rng = createRng(seed);
  let game = await get(gameId);
  for (let n = 0; game.status === 'active' && n < 5000; n++) {
    const seat = pick(rng, game.active);
    const mine = await get(gameId, tokens[seat]);
    const id = `s${n}`;
    pages[seat]!.ws.send(JSON.stringify({ type: 'act', id, version: mine.version, action: pick(rng, mine.actions) }));
    const answer = await until(() => pages[seat]!.frames.find((f) => (f.type === 'ack' || f.type === 'refused') && f.id === id), `the answer to ${id}`);
    // A socket may send 120 messages in 10 s (SOCKET_MESSAGES): a fast machine playing one seat reaches that.
    if (answer.type === 'refused' && answer.error.code === 'rate_limited') {
      await new Promise((r) => setTimeout(r, 1000));
      continue;
    }
    expect(answer.type, JSON.stringify(answer)).toBe('ack');
    game = await get(gameId);
  }
  for (const p of pages) p.ws.close(1000);
  return game;
}

// Pushes go to a stub push service (the device's endpoint answers 201): nothing leaves the test.
beforeEach(() => {
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('https://fcm.googleapis.com/')) return new Response(null, { status: 201 });
    return real(input, init);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a tournament moves on when its last game ends', () => {
  it('starts round 2 after a resignation and a socket game end the round, then finishes with the final standings by mail and push', async () => {
    const host = await person('livehost');
    const id = await createTournament(host, {
      ruleset: 'fightin-drinkin-stealin',
      tableSize: 2,
      format: 'swiss',
      rounds: 2,
      minPlayers: 4,
      maxPlayers: 4,
      name: 'Live Cup',
      timeControl: { kind: 'per-move', hours: 24 },
      roundHours: 72,
    });
    const field = await people('live', 4);
    const byHandle = new Map<string, Person>(field.map((p) => [p.handle, p]));
    await joinAll(id, field);
    expect((await call('POST', `/api/tournaments/${id}/start`, undefined, undefined, host.headers)).status).toBe(200);
    const r1 = (await detail(id)).rounds[0]!;
    expect(r1.tables).toHaveLength(2);
    const [a, b] = r1.tables as [(typeof r1.tables)[number], (typeof r1.tables)[number]];

    // One browser of the first player of table A takes pushes for their seat of round 1.
    const pusher = byHandle.get(a.seats[0]!)!;
    const browser = { endpoint: 'https://fcm.googleapis.com/fcm/send/live-cup', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } };
    const subscribed = await call('POST', `/api/games/${a.gameId}/push`, browser, await tokenOf(pusher, a.gameId));
    expect(subscribed.status, JSON.stringify(subscribed.json)).toBeLessThan(300);

    // Table A ends by a resignation: table B still plays, so round 2 has not started.
    const resigned = await call('POST', `/api/games/${a.gameId}/resign`, undefined, await tokenOf(byHandle.get(a.seats[1]!)!, a.gameId));
    expect(resigned.status, JSON.stringify(resigned.json)).toBe(200);
    expect((await get(a.gameId)).status).toBe('finished');
    await new Promise((r) => setTimeout(r, 200));
    expect(await roundsInD1(id)).toEqual([1]);

    // Table B ends on the socket: round 2 starts with no cron and no read of the tournament.
    const bTokens = await Promise.all(b.seats.map((h) => tokenOf(byHandle.get(h)!, b.gameId)));
    expect((await playBySocket(b.gameId, bTokens, `${id}:b`)).status).toBe('finished');
    await until(async () => ((await roundsInD1(id)).length === 2 ? true : undefined), 'round 2 to start');

    const r2 = (await detail(id)).rounds[1]!;
    expect(r2.round).toBe(2);
    expect(r2.tables.flatMap((x) => x.seats).sort()).toEqual(field.map((p) => p.handle).sort());
    // Every player hears that their game of round 2 has started, with their seat's link.
    const mails = async () => (await call('GET', '/api/dev/outbox')).json.emails as { to: string; subject: string; text: string }[];
    for (const p of field) {
      const mail = (await mails()).find(
        (m) => m.to === `${p.handle}@example.org` && m.subject === "Round 2: your game of Fightin' an' Drinkin' an' Stealin'! has started",
      );
      expect(mail, p.handle).toBeDefined();
      expect(mail!.text).toMatch(/\/g\/[A-Za-z0-9_-]+#t=/);
    }
    // The browser subscribed in round 1 takes the round-2 game's start push: its seat there, its text.
    const next = r2.tables.find((x) => x.seats.includes(pusher.handle))!;
    const startPush = await env.DB.prepare("select * from email_outbox where game_id = ? and channel = 'push' and kind = 'start'")
      .bind(next.gameId)
      .all<Record<string, unknown>>();
    expect(startPush.results.map((r) => [r.seat, r.recipient])).toEqual([[next.seats.indexOf(pusher.handle), browser.endpoint]]);

    // Round 2: both tables resign; the last resignation finishes the tournament at once.
    for (const x of r2.tables) {
      expect((await call('POST', `/api/games/${x.gameId}/resign`, undefined, await tokenOf(byHandle.get(x.seats[0]!)!, x.gameId))).status).toBe(200);
    }
    await until(async () => ((await statusInD1(id)) === 'finished' ? true : undefined), 'the tournament to finish');
    const final = await detail(id);
    expect(final.standings).toHaveLength(4);
    // Each player is mailed their place in the final standings, with the tournament's link.
    const winners = final.standings.filter((s) => s.rank === 1).map((s) => s.name);
    for (const s of final.standings) {
      const mail = await until(
        async () => (await mails()).find((m) => m.to === `${s.handle}@example.org` && m.subject === 'Live Cup: the final standings'),
        `${s.handle}'s standings mail`,
      );
      expect(mail.text).toContain(`You finished ${s.rank} of 4, with ${s.points} ${s.points === 1 ? 'point' : 'points'}.`);
      expect(mail.text).toContain(winners.length === 1 ? `The winner is ${winners[0]}.` : 'The winners are');
      expect(mail.text).toContain(`/t/${id}`);
      expect(mail.text).not.toMatch(/#t=/);
    }
    // And the subscribed browser gets the final standings as a push that opens the tournament's page.
    const standingsPush = await env.DB.prepare("select * from email_outbox where channel = 'push' and kind = 'standings' and recipient = ?")
      .bind(browser.endpoint)
      .first<Record<string, unknown>>();
    expect(standingsPush).not.toBeNull();
    const row = { ...standingsPush, data: JSON.parse(String(standingsPush!.data)), gameId: standingsPush!.game_id } as unknown as OutboxRow;
    const game = await env.DB.prepare('select * from games where id = ?').bind(row.gameId).first<Record<string, unknown>>();
    expect(game).not.toBeNull();
    const mine = final.standings.find((s) => s.handle === pusher.handle)!;
    expect(row.data.standings).toMatchObject({ tournamentId: id, name: 'Live Cup', rank: mine.rank, of: 4, points: mine.points });
    const rendered = renderPush(row, { id: row.gameId } as never, Date.now());
    expect(rendered.url).toBe(`/t/${id}`);
    expect(rendered.title).toBe('Live Cup: the final standings');
  });
});
