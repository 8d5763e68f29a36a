/**
 * `players[].signedIn` in the game payload (issue #34): a seat a signed-in player holds says so, an
 * anonymous one does not, so the game page asks `GET /api/games/:id/ratings` only when the answer
 * can hold something. Kept in step with the seat rows' `player_id`: creating or joining while
 * signed in, a sign-in claiming the seats this browser holds (through the game's writer, whose
 * row stays D1's), an account's deletion, and the data migration for seats claimed before.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { GameRow } from '@db/schema';
import type { GamePayload } from '@schema/api';
import { call } from './client';
import { heldBy } from './inside-writer';

const ORIGIN = 'http://127.0.0.1';
let ip = 0;

/** Signs in by an email link (the dev outbox holds the mail), claiming `tokens`; the session cookie. */
async function signIn(address: string, tokens: string[] = []): Promise<string> {
  const asked = await call('POST', '/api/auth/email', { email: address }, undefined, { 'cf-connecting-ip': `10.9.0.${++ip}` });
  expect(asked.status).toBe(202);
  const mails = (await call('GET', '/api/dev/outbox')).json.emails as { to: string; kind: string; text: string }[];
  const mail = mails.filter((m) => m.kind === 'signin' && m.to === address).at(-1);
  const token = /\/signin#t=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  const res = await call('POST', '/api/auth/email/verify', { token, tokens }, undefined, { origin: ORIGIN });
  expect(res.status).toBe(200);
  return `sid=${/sid=([A-Za-z0-9_-]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]}`;
}

const payload = async (gameId: string, token?: string) => (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;
const signedSeats = (p: GamePayload) => p.players.filter((s) => s.signedIn).map((s) => s.seat);
const ratedSeats = async (gameId: string) => Object.keys((await call('GET', `/api/games/${gameId}/ratings`)).json.ratings).map(Number);

describe('players[].signedIn', () => {
  it('marks a seat taken while signed in, never an anonymous one, for every seat and the spectators', async () => {
    const cookie = await signIn('signed-host@example.org');
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Hana' }, undefined, { cookie, origin: ORIGIN });
    expect(created.status).toBe(201);
    const gameId = created.json.gameId as string;
    const guest = await signIn('signed-guest@example.org');
    expect((await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Anon' })).status).toBe(201);
    expect((await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Gus' }, undefined, { cookie: guest, origin: ORIGIN })).status).toBe(201);
    const watched = await payload(gameId);
    expect(signedSeats(watched)).toEqual([0, 2]);
    // Absent, not false, on the anonymous seat: the field is optional and says only "signed in".
    expect(watched.players[1]).not.toHaveProperty('signedIn');
    expect(signedSeats(await payload(gameId, created.json.token))).toEqual([0, 2]);
    // The ratings the page would ask for are exactly those seats'.
    expect(await ratedSeats(gameId)).toEqual([0, 2]);

    const anon = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Nobody' });
    const alone = await payload(anon.json.gameId);
    expect(signedSeats(alone)).toEqual([]);
    expect(alone.players.every((p) => !('signedIn' in p))).toBe(true);
    expect(await ratedSeats(anon.json.gameId)).toEqual([]);
  });

  it("a sign-in that claims the browser's seats marks them through the game's writer; deletion unmarks them", async () => {
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ida' });
    const gameId = created.json.gameId as string;
    const tokens = [created.json.token as string];
    for (const name of ['Jo', 'Kit']) tokens.push((await call('POST', `/api/join/${created.json.joinCode}`, { name })).json.token);
    // Another game whose seat this browser holds too: each game's writer marks its own. Its address
    // proves nothing (issue #43, item 5): the token does.
    const byAddress = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Ida', email: 'claims-two@example.org' });
    const before = await payload(gameId);
    expect(signedSeats(before)).toEqual([]);
    const cookie = await signIn('claims-two@example.org', [tokens[1]!, tokens[2]!, byAddress.json.token]);
    const after = await payload(gameId);
    expect(signedSeats(after)).toEqual([1, 2]);
    expect(signedSeats(await payload(byAddress.json.gameId))).toEqual([0]);
    // A visible change: the revision moves, so a page's ETag from before gets the new payload.
    expect(after.revision).toBe(before.revision + 1);
    expect(await ratedSeats(gameId)).toEqual([1, 2]);
    // The writer's held row is D1's: its next frames and moves carry the mark too.
    const row = await env.DB.prepare('select revision, seats from games where id = ?').bind(gameId).first<{ revision: number; seats: string }>();
    const held = await heldBy(gameId);
    expect(held?.row.revision).toBe(row!.revision);
    expect(held?.row.seats).toEqual(JSON.parse(row!.seats));
    // The game plays on with the mark in place.
    const mover = after.active[0]!;
    const mine = await payload(gameId, tokens[mover]);
    const moved = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[mover]);
    expect(moved.status).toBe(200);
    expect(signedSeats(moved.json as GamePayload)).toEqual([1, 2]);

    expect((await call('DELETE', '/api/me', undefined, undefined, { cookie, origin: ORIGIN })).status).toBe(204);
    const gone = await payload(gameId);
    expect(signedSeats(gone)).toEqual([]);
    expect(gone.players[1]!.name).toBe('a former player');
  });

  it('a seat the table gives to someone new is no longer signed in; the other seats stay', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Pia', deadlineHours: 24, onTimeout: 'ask' });
    const gameId = created.json.gameId as string;
    const tokens = [created.json.token as string];
    for (const name of ['Quin', 'Rex']) tokens.push((await call('POST', `/api/join/${created.json.joinCode}`, { name })).json.token);
    await signIn('gives-seat@example.org', tokens);
    const game = await payload(gameId);
    expect(signedSeats(game)).toEqual([0, 1, 2]);
    const seat = game.active[0]!;
    const voters = [0, 1, 2].filter((s) => s !== seat);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(game.clocks!.find((c) => c.seat === seat)!.deadline! + 60_000);
      expect((await call('POST', `/api/dev/scheduled?time=${Date.now()}`)).status).toBe(200);
      await call('POST', `/api/games/${gameId}/absent`, { seat, choice: 'replace' }, tokens[voters[0]!]);
      const decided = (await call('POST', `/api/games/${gameId}/absent`, { seat, choice: 'replace' }, tokens[voters[1]!])).json as GamePayload;
      const key = /#k=(.+)$/.exec(decided.replacing?.find((r) => r.seat === seat)?.url ?? '')?.[1];
      expect((await call('POST', `/api/games/${gameId}/claim`, { seat, key, name: 'Sal' })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect(signedSeats(await payload(gameId))).toEqual(voters);
    expect(await ratedSeats(gameId)).toEqual(voters);
  });

  it('the data migration marks the seats claimed before it, and moves those games on one revision', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Lou' });
    const gameId = created.json.gameId as string;
    for (const name of ['Mo', 'Ned']) await call('POST', `/api/join/${created.json.joinCode}`, { name });
    const other = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Oz' });
    await signIn('migrated@example.org');
    const player = await env.DB.prepare('select id from players where email = ?').bind('migrated@example.org').first<{ id: string }>();
    // A seat claimed the old way: its row has the player, the game's seat list does not say so.
    await env.DB.prepare('update seats set player_id = ? where game_id = ? and seat = 2').bind(player!.id, gameId).run();
    const before = await env.DB.prepare('select revision, seats from games where id = ?').bind(gameId).first<{ revision: number; seats: string }>();
    const untouched = await env.DB.prepare('select revision, seats from games where id = ?').bind(other.json.gameId).first();
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.includes('seat-signed-in'));
    expect(migration).toBeDefined();
    for (const q of migration!.queries) await env.DB.prepare(q).run();
    const row = await env.DB.prepare('select revision, seats from games where id = ?').bind(gameId).first<{ revision: number; seats: string }>();
    expect(row!.revision).toBe(before!.revision + 1);
    const seats = JSON.parse(before!.seats) as GameRow['seats'];
    expect(JSON.parse(row!.seats)).toEqual(seats.map((s) => (s.seat === 2 ? { ...s, signedIn: true } : s)));
    expect(signedSeats(await payload(gameId))).toEqual([2]);
    expect(await env.DB.prepare('select revision, seats from games where id = ?').bind(other.json.gameId).first()).toEqual(untouched);
  });
});
