/**
 * Proof, not possession (issue #43, items 1, 2, 5 and 9): a seat is the person who proved its
 * current token, an account holds a seat only by proving the seat, and a turn mail waits for a
 * closed page instead of being dropped. docs/security.md, "Proof, not possession (#43)".
 * Time moves with a faked clock and `POST /api/dev/scheduled?time=`.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { ServerFrame } from '@schema/wire';
import { call } from './client';
import { address, askGame, moveOnce, names, proofDays, replaced, signIn, view } from './proof-helpers';
import { connect, stateAt, until } from './sockets';

proofDays();

const seatFrames = (frames: ServerFrame[], seat: number, fromRevision: number) =>
  frames.filter((f) => f.type === 'state' && f.payload.revision >= fromRevision && f.payload.seat === seat);

describe('item 1: a replaced seat’s old socket', () => {
  it('gets no seat frame once the table gave the seat away: replace, claim with an email, six moves', async () => {
    const { gameId, tokens } = await askGame();
    const start = await view(gameId);
    const late = start.active[0]!;
    const old = await connect(gameId, tokens[late]!);
    expect((await stateAt(old, start.revision)).payload.seat).toBe(late);
    const { seat, decided, key } = await replaced(gameId, tokens);
    expect(seat).toBe(late);
    const claimed = await call('POST', `/api/games/${gameId}/claim`, { seat, key, name: 'Newt', email: 'newbie@proof.example' });
    expect(claimed.status).toBe(200);
    const playing = [...tokens];
    playing[seat] = claimed.json.token;
    let last = decided;
    for (let i = 0; i < 6; i++) last = await moveOnce(gameId, playing);
    // The old socket still hears of every change, as a spectator: the last revision reaches it.
    const final = await stateAt(old, last.revision);
    expect(final.payload.seat).toBeNull();
    expect(seatFrames(old.frames, seat, decided.revision)).toEqual([]);
    expect(JSON.stringify(old.frames)).not.toContain('newbie@proof.example');
    // It was told why, as a hello with a dead token is.
    expect(old.frames.some((f) => f.type === 'refused' && f.error.code === 'unauthorized')).toBe(true);
    // A hello with the old token again leaves it a spectator.
    old.ws.send(JSON.stringify({ type: 'hello', token: tokens[seat] }));
    await until(() => (old.frames.filter((f) => f.type === 'refused').length >= 2 ? true : undefined), 'a second refusal');
    // The newcomer's own socket does get the seat.
    const fresh = await connect(gameId, claimed.json.token);
    expect((await stateAt(fresh, last.revision)).payload.seat).toBe(seat);
    old.ws.close();
    fresh.ws.close();
  });
});

describe('item 2: what hangs on a retired token', () => {
  it('goes with it: push subscriptions, the private note, mute and digest, presence, and mail queued for the old owner', async () => {
    const { gameId, tokens } = await askGame();
    const late = (await view(gameId)).active[0]!;
    const endpoint = 'https://fcm.googleapis.com/fcm/send/old-owner';
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    const sub = await call('POST', `/api/games/${gameId}/push`, { endpoint, keys }, tokens[late]);
    expect(sub.status).toBe(201);
    expect((await call('PUT', `/api/games/${gameId}/notes`, { text: 'the old owner’s plan' }, tokens[late])).status).toBe(200);
    expect((await call('PUT', `/api/games/${gameId}/notifications`, { muted: true }, tokens[late])).status).toBe(200);
    const seatRow = () =>
      env.DB.prepare('select muted, digest, last_seen_at, player_id, email from seats where game_id = ? and seat = ?').bind(gameId, late).first();
    expect(await seatRow()).toMatchObject({ muted: 1 });
    const { seat, key } = await replaced(gameId, tokens);
    expect(seat).toBe(late);
    const subs = await env.DB.prepare('select endpoint from push_subscriptions where game_id = ? and seat = ?').bind(gameId, seat).all();
    expect(subs.results).toEqual([]);
    expect(await env.DB.prepare('select text from seat_notes where game_id = ? and seat = ?').bind(gameId, seat).first()).toBeNull();
    expect(await seatRow()).toEqual({ muted: 0, digest: 0, last_seen_at: null, player_id: null, email: null });
    // Nothing queued for the seat before the replace goes out after it (its link would be the newcomer's).
    const open = await env.DB.prepare("select id from email_outbox where game_id = ? and seat = ? and status in ('pending', 'sending')")
      .bind(gameId, seat)
      .all();
    expect(open.results).toEqual([]);
    // The newcomer starts with a clean seat: no note, mail on.
    const claimed = await call('POST', `/api/games/${gameId}/claim`, { seat, key, name: 'Newt' });
    expect(claimed.status).toBe(200);
    expect((await call('GET', `/api/games/${gameId}/notes`, undefined, claimed.json.token)).json.text).toBe('');
    expect((await call('GET', `/api/games/${gameId}/notifications`, undefined, claimed.json.token)).json).toMatchObject({ muted: false });
  });
});

describe('item 5: claiming a replaced seat keeps the rated rules', () => {
  it('an unrated claim binds no account, and the address typed on it proves nothing at sign-in', async () => {
    const { gameId, tokens } = await askGame();
    const { seat, key } = await replaced(gameId, tokens);
    // An address nobody proved for this seat (the file's confirmed addresses stand for owners who open every mail).
    const claimed = await call('POST', `/api/games/${gameId}/claim`, { seat, key, name: 'Newt', email: 'typed@proof.example' });
    expect(claimed.status).toBe(200);
    const victim = await signIn('typed@proof.example');
    expect((await view(gameId)).players[seat]).not.toHaveProperty('signedIn');
    expect((await call('GET', '/api/me', undefined, undefined, { cookie: victim })).json.games).toEqual([]);
    // The newcomer proves the seat with its token: then it is theirs.
    const newcomer = await signIn('newcomer@proof.example', [claimed.json.token]);
    expect((await view(gameId)).players[seat]).toMatchObject({ signedIn: true });
    expect((await call('GET', '/api/me', undefined, undefined, { cookie: newcomer })).json.games.map((g: { gameId: string }) => g.gameId)).toEqual([gameId]);
  });

  it('(c) a seat created with someone else’s address is not theirs when they sign in; a seat proven theirs is', async () => {
    const stranger = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Stranger', email: 'typed-too@proof.example' });
    expect(stranger.status).toBe(201);
    const gameId = stranger.json.gameId as string;
    // The owner's own game, its address proven for the seat (as opening the seat's mailed link does).
    const own = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Owner', email: 'typed-too@proof.example' });
    expect(own.status).toBe(201);
    await env.DB.prepare('update seats set email_proven_at = 1 where game_id = ? and seat = 0').bind(own.json.gameId).run();
    const victim = await signIn('typed-too@proof.example');
    const seen = await view(gameId);
    expect(seen.players[0]).not.toHaveProperty('signedIn');
    expect(await env.DB.prepare('select player_id from seats where game_id = ?').bind(gameId).first()).toEqual({ player_id: null });
    // The contract's "a sign-in claims every seat of that address": of the seats that are the address's by proof.
    expect((await call('GET', '/api/me', undefined, undefined, { cookie: victim })).json.games.map((g: { gameId: string }) => g.gameId)).toEqual([
      own.json.gameId,
    ]);
    expect((await view(own.json.gameId)).players[0]).toMatchObject({ signedIn: true });
  });
});

describe('item 9: a turn mail is delayed, not dropped', () => {
  const turnMails = async (gameId: string, to: string) =>
    ((await call('GET', '/api/dev/outbox')).json.emails as { gameId: string; to: string; kind: string; status: string }[]).filter(
      (m) => m.gameId === gameId && m.to === to && m.kind === 'turn' && m.status === 'sent',
    );

  it('closed the page, turn came, mail arrived: once the page has been quiet, and only while the turn is still hers', async () => {
    const { gameId, tokens } = await askGame();
    // She is a seat not to act now.
    const her = ((await view(gameId)).active[0]! + 1) % 3;
    // Her page pings, then she closes it; a minute later her turn comes.
    expect((await call('POST', `/api/games/${gameId}/presence`, undefined, tokens[her])).status).toBe(204);
    vi.setSystemTime(Date.now() + 60_000);
    let after = await view(gameId);
    for (let i = 0; i < 40 && !after.active.includes(her); i++) after = await moveOnce(gameId, tokens);
    expect(after.active).toEqual([her]);
    expect(await turnMails(gameId, address(names[her]!))).toEqual([]);
    // The cron a minute later: her page pinged less than 150 s ago, so still no mail.
    vi.setSystemTime(Date.now() + 30_000);
    expect((await call('POST', `/api/dev/scheduled?time=${Date.now()}`)).status).toBe(200);
    expect(await turnMails(gameId, address(names[her]!))).toEqual([]);
    // The page has been quiet for minutes: the next run sends it, once.
    vi.setSystemTime(Date.now() + 5 * 60_000);
    expect((await call('POST', `/api/dev/scheduled?time=${Date.now()}`)).status).toBe(200);
    expect(await turnMails(gameId, address(names[her]!))).toHaveLength(1);
    vi.setSystemTime(Date.now() + 15 * 60_000);
    expect((await call('POST', `/api/dev/scheduled?time=${Date.now()}`)).status).toBe(200);
    expect(await turnMails(gameId, address(names[her]!))).toHaveLength(1);
  });

  it('skips the delayed mail when she played the turn from the open page, and waits while the page keeps pinging', async () => {
    const { gameId, tokens } = await askGame();
    const mover = (await view(gameId)).active[0]!;
    const her = (mover + 1) % 3;
    const to = address(names[her]!);
    expect((await call('POST', `/api/games/${gameId}/presence`, undefined, tokens[her])).status).toBe(204);
    let after = await view(gameId);
    for (let i = 0; i < 40 && !after.active.includes(her); i++) after = await moveOnce(gameId, tokens);
    expect(after.active).toEqual([her]);
    // Her page stays open and keeps pinging: no mail, however long.
    for (let i = 0; i < 4; i++) {
      vi.setSystemTime(Date.now() + 2 * 60_000);
      expect((await call('POST', `/api/games/${gameId}/presence`, undefined, tokens[her])).status).toBe(204);
      expect((await call('POST', `/api/dev/scheduled?time=${Date.now()}`)).status).toBe(200);
    }
    expect(await turnMails(gameId, to)).toEqual([]);
    // She plays her turn from the page: the mail held for it never goes.
    for (let i = 0; i < 40 && after.active.includes(her); i++) after = await moveOnce(gameId, tokens);
    vi.setSystemTime(Date.now() + 20 * 60_000);
    expect((await call('POST', `/api/dev/scheduled?time=${Date.now()}`)).status).toBe(200);
    expect(await turnMails(gameId, to)).toEqual([]);
  });
});
