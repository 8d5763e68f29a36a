/**
 * Players across games (issue #32): sign-in links (single use, expiry, the same answer for any
 * address, limits), sessions and the origin check, claiming seats, My games, profiles and
 * handles, rated games (sign_in_required, ratings checked against openskill's own computation,
 * exactly once under concurrent end-of-game writers), the leaderboard, export and deletion.
 */
import { env } from 'cloudflare:test';
import { rate, rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import type { GameRow } from '@db/schema';
import { play } from '@engine/index';
import { createRng, pick } from '@engine/core/prng';
import type { GamePayload } from '@schema/api';
import { compactFinishedGames } from '@worker/archive/compact';
import { createDb } from '@worker/store/db';
import { commitActions, playedCommit, rulesetOf } from '@worker/store/move-store';
import { displayRating, ranksOf } from '@worker/store/ratings';
import { pruneSignIns } from '@worker/players/session';
import { readConfig } from '@worker/store/notify-config';
import { deliver } from '@worker/notify/outbox';
import { call, expectError } from './client';
import { heldBy } from './inside-writer';

/** The row the game's writer holds (worker/live/object.ts), if any. */
const runInWriter = heldBy;

const ORIGIN = 'http://127.0.0.1';
let ipCounter = 0;
/** A client address of its own for each sign-in, so the per-client limit counts only what a test means it to. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function signInMails(address: string) {
  const res = await call('GET', '/api/dev/outbox');
  expect(res.status).toBe(200);
  return (res.json.emails as { to: string; kind: string; text: string; subject: string }[]).filter((e) => e.kind === 'signin' && e.to === address);
}

const linkTokenOf = (text: string) => /\/signin#t=([A-Za-z0-9_-]+)/.exec(text)?.[1] as string;

async function askLink(address: string, ip = freshIp()) {
  return call('POST', '/api/auth/email', { email: address }, undefined, { 'cf-connecting-ip': ip });
}

/** Asks for a link, opens it, and returns the session cookie's value. */
async function signIn(address: string, tokens: string[] = []): Promise<{ cookie: string; json: any }> {
  expect((await askLink(address)).status).toBe(202);
  const [mail] = await signInMails(address.toLowerCase());
  const res = await call('POST', '/api/auth/email/verify', { token: linkTokenOf(mail?.text ?? ''), tokens }, undefined, { origin: ORIGIN });
  expect(res.status).toBe(200);
  const set = res.headers.get('set-cookie') ?? '';
  const sid = /sid=([A-Za-z0-9_-]+)/.exec(set)?.[1] as string;
  return { cookie: `sid=${sid}`, json: res.json };
}

const as = (cookie: string, extra: Record<string, string> = {}) => ({ cookie, origin: ORIGIN, ...extra });

/** POST /api/games signed in with `cookie`. */
const createAs = (cookie: string, body: Record<string, unknown>) => call('POST', '/api/games', body, undefined, as(cookie));

describe('sign-in by email link', () => {
  it('mails a single-use link that sets a Secure, HttpOnly, SameSite=Lax session cookie', async () => {
    expect((await askLink('Ann@Example.org')).status).toBe(202);
    const mails = await signInMails('ann@example.org');
    expect(mails).toHaveLength(1);
    const token = linkTokenOf(mails[0]?.text ?? '');
    expect(token).toBeTruthy();
    // Only the token's hash is stored.
    const stored = await env.DB.prepare('select * from signin_links').all();
    expect(JSON.stringify(stored.results)).not.toContain(token);
    const res = await call('POST', '/api/auth/email/verify', { token }, undefined, { origin: ORIGIN });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{40,}; Path=\/; HttpOnly; Secure; SameSite=Lax; Max-Age=\d+$/);
    const sid = /sid=([^;]+)/.exec(cookie)?.[1] as string;
    const me = await call('GET', '/api/me', undefined, undefined, { cookie: `sid=${sid}` });
    expect(me.status).toBe(200);
    expect(me.json.handle).toMatch(/^player-/);
    expect(JSON.stringify(me.json)).not.toContain('ann@example.org');
    // The same link again: refused, and no second session.
    await expectError(call('POST', '/api/auth/email/verify', { token }, undefined, { origin: ORIGIN }), 410, 'link_used');
  });

  it('refuses an expired link and a made-up one', async () => {
    await askLink('late@example.org');
    const [mail] = await signInMails('late@example.org');
    await env.DB.prepare('update signin_links set expires_at = ? where email = ?')
      .bind(Date.now() - 1, 'late@example.org')
      .run();
    await expectError(call('POST', '/api/auth/email/verify', { token: linkTokenOf(mail?.text ?? '') }, undefined, { origin: ORIGIN }), 410, 'link_expired');
    await expectError(call('POST', '/api/auth/email/verify', { token: 'x'.repeat(43) }, undefined, { origin: ORIGIN }), 400, 'invalid_link');
    await expectError(call('POST', '/api/auth/email/verify', { token: 'short' }, undefined, { origin: ORIGIN }), 400, 'invalid_body');
    await expectError(call('POST', '/api/auth/email', { email: 'not an address' }), 400, 'invalid_body');
  });

  it('answers the same for an address with games, with an account, and with nothing', async () => {
    await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Gus', email: 'gus@example.org' });
    await signIn('old@example.org');
    const answers = [];
    for (const address of ['gus@example.org', 'old@example.org', 'nobody@example.org']) {
      const res = await askLink(address);
      answers.push({ status: res.status, body: res.json, cache: res.headers.get('cache-control') });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(202);
    // Every address gets its link: there is no "unknown address" to tell apart.
    for (const address of ['gus@example.org', 'nobody@example.org']) expect(await signInMails(address)).toHaveLength(1);
  });

  it('limits links per address (silently: still 202) and per client (429)', async () => {
    // An address that never confirmed gets 3 a day (#43 item 6); a confirmed one 5 an hour.
    for (let i = 0; i < 7; i++) expect((await askLink('busy@example.org')).status).toBe(202);
    expect(await signInMails('busy@example.org')).toHaveLength(3);
    await signIn('known@example.org');
    for (let i = 0; i < 7; i++) expect((await askLink('known@example.org')).status).toBe(202);
    expect(await signInMails('known@example.org')).toHaveLength(5);
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await askLink(`c${i}@example.org`, ip)).status).toBe(202);
    const over = await askLink('c21@example.org', ip);
    expect(over.status).toBe(429);
    expect(over.json.error.code).toBe('rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await signInMails('c21@example.org')).toHaveLength(0);
  });
});

describe('sessions', () => {
  it('401 without a session; sign-out ends it', async () => {
    await expectError(call('GET', '/api/me'), 401, 'no_session');
    await expectError(call('GET', '/api/me', undefined, undefined, { cookie: 'sid=nonsense-but-long-enough-xxxxx' }), 401, 'no_session');
    const { cookie } = await signIn('out@example.org');
    expect((await call('GET', '/api/me', undefined, undefined, { cookie })).status).toBe(200);
    const out = await call('POST', '/api/auth/logout', undefined, undefined, as(cookie));
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    await expectError(call('GET', '/api/me', undefined, undefined, { cookie }), 401, 'no_session');
  });

  it('refuses cookie-carrying writes from another origin or without one (403 bad_origin)', async () => {
    const { cookie } = await signIn('origin@example.org');
    await expectError(call('PUT', '/api/me/profile', { name: 'Eve' }, undefined, { cookie, origin: 'https://evil.example' }), 403, 'bad_origin');
    await expectError(call('PUT', '/api/me/profile', { name: 'Eve' }, undefined, { cookie }), 403, 'bad_origin');
    await expectError(
      call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Eve' }, undefined, { cookie, origin: 'https://evil.example' }),
      403,
      'bad_origin',
    );
    await expectError(call('DELETE', '/api/me', undefined, undefined, { cookie, origin: 'null' }), 403, 'bad_origin');
    // Reads are not writes, and a write without the cookie (a bot with its seat token) is not concerned.
    expect((await call('GET', '/api/me', undefined, undefined, { cookie, origin: 'https://evil.example' })).status).toBe(200);
    expect(
      (await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Eve' }, undefined, { origin: 'https://evil.example' })).status,
    ).toBe(201);
    // Login CSRF: a foreign page cannot post someone's link token (or passkey answer) for a visitor.
    await expectError(call('POST', '/api/auth/email/verify', { token: 'x'.repeat(43) }, undefined, { origin: 'https://evil.example' }), 403, 'bad_origin');
    await expectError(call('POST', '/api/auth/passkey/login/verify', { response: {} }, undefined, { origin: 'https://evil.example' }), 403, 'bad_origin');
    const ok = await call('PUT', '/api/me/profile', { name: 'Eve' }, undefined, as(cookie));
    expect(ok.status).toBe(200);
    expect(ok.json.name).toBe('Eve');
  });
});

describe('claiming seats and My games', () => {
  it('claims the seats the browser holds, never by address alone; My games lists them on any device', async () => {
    const a = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Hal', email: 'HAL@example.org' });
    const b = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Hal' });
    const c = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Other', email: 'other@example.org' });
    const stranger = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Mallory', email: 'hal@example.org' });
    // b's seat is this browser's; a is on another device of Hal's; c is someone else's; the
    // stranger typed Hal's address on a seat of their own (issue #43, item 5: an address is a claim, not a proof).
    const { cookie, json } = await signIn('hal@example.org', [b.json.token]);
    expect(json.claimed).toBe(1);
    expect(json.name).toBe('Hal');
    // The other device proves a's seat with its token.
    expect((await call('POST', '/api/me/claim', { tokens: [a.json.token] }, undefined, as(cookie))).json).toEqual({ claimed: 1 });
    // Game a starts: Hal's turn or not, it is listed with its clocks and a working seat link.
    const joined = await call('POST', `/api/join/${a.json.joinCode}`, { name: 'Ivy' });
    expect(joined.status).toBe(201);
    const me = await call('GET', '/api/me', undefined, undefined, { cookie });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    const ids = me.json.games.map((g: any) => g.gameId);
    expect(new Set(ids)).toEqual(new Set([a.json.gameId, b.json.gameId]));
    expect(ids).not.toContain(c.json.gameId);
    expect(ids).not.toContain(stranger.json.gameId);
    for (const g of me.json.games) {
      const page = await call('GET', `/api/games/${g.gameId}`, undefined, g.token);
      expect(page.json.seat).toBe(g.seat);
    }
    const first = me.json.games[0];
    if (first.gameId === a.json.gameId) expect(first.yourTurn || !me.json.games[1].yourTurn).toBe(true);
    // A second device (a second sign-in) sees the same list.
    const other = await signIn('hal@example.org');
    const again = await call('GET', '/api/me', undefined, undefined, { cookie: other.cookie });
    expect(again.json.games.map((g: any) => g.gameId)).toEqual(ids);
    // A game created while signed in is the player's from the start.
    const d = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Hal' }, undefined, as(cookie));
    const after = await call('GET', '/api/me', undefined, undefined, { cookie });
    expect(after.json.games.map((g: any) => g.gameId)).toContain(d.json.gameId);
  });

  it('orders My games: your turn first, least time left first', async () => {
    const { cookie } = await signIn('order@example.org');
    const made: string[] = [];
    for (const hours of [48, 12, 24]) {
      const g = await createAs(cookie, { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Ord', deadlineHours: hours, bots: 1, botLevel: 'random' });
      made.push(g.json.gameId);
    }
    const me = await call('GET', '/api/me', undefined, undefined, { cookie });
    const mine = me.json.games.filter((g: any) => g.yourTurn);
    const deadlines = mine.map((g: any) => g.deadline);
    expect(deadlines.every((d: any) => typeof d === 'number')).toBe(true);
    expect([...deadlines].sort((x: number, y: number) => x - y)).toEqual(deadlines);
    const firstWaiting = me.json.games.findIndex((g: any) => !g.yourTurn);
    if (firstWaiting >= 0) expect(me.json.games.slice(firstWaiting).every((g: any) => !g.yourTurn)).toBe(true);
  });

  it('one settings object for all games sets every unfinished seat', async () => {
    const { cookie } = await signIn('set@example.org');
    const g = await createAs(cookie, { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Set', email: 'set@example.org' });
    const res = await call('PUT', '/api/me/settings', { mail: 'digest', quiet: { from: 22, to: 7 }, language: 'de' }, undefined, as(cookie));
    expect(res.status).toBe(200);
    expect(res.json.settings).toEqual({ mail: 'digest', quiet: { from: 22, to: 7 }, language: 'de' });
    expect(g.status).toBe(201);
    const seat = await env.DB.prepare('select digest, muted from seats where game_id = ?').bind(g.json.gameId).first();
    expect(seat).toEqual({ digest: 1, muted: 0 });
    await call('PUT', '/api/me/settings', { mail: 'none' }, undefined, as(cookie));
    expect(await env.DB.prepare('select muted from seats where game_id = ?').bind(g.json.gameId).first()).toEqual({ muted: 1 });
    await expectError(call('PUT', '/api/me/settings', { mail: 'often' }, undefined, as(cookie)), 400, 'invalid_body');
    const me = await call('GET', '/api/me', undefined, undefined, { cookie });
    expect(me.json.settings.mail).toBe('none');
    // A game made while signed in, and a seat claimed at a later sign-in, take the mode too.
    await call('PUT', '/api/me/settings', { mail: 'digest' }, undefined, as(cookie));
    const later = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Set' }, undefined, as(cookie));
    expect(await env.DB.prepare('select digest, muted from seats where game_id = ?').bind(later.json.gameId).first()).toEqual({ digest: 1, muted: 0 });
    const byMail = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Set', email: 'SET@example.org' });
    await signIn('set@example.org', [byMail.json.token]);
    expect(await env.DB.prepare('select digest, muted from seats where game_id = ?').bind(byMail.json.gameId).first()).toEqual({ digest: 1, muted: 0 });
  });
});

describe('profiles', () => {
  it('a chosen handle and name; a taken handle is 409; no address anywhere', async () => {
    const ann = await signIn('prof-ann@example.org');
    const bob = await signIn('prof-bob@example.org');
    const set = await call('PUT', '/api/me/profile', { handle: 'Ann_Plays', name: '  Ann\u200b  Example ' }, undefined, as(ann.cookie));
    expect(set.status).toBe(200);
    expect(set.json).toEqual({ handle: 'ann_plays', name: 'Ann Example' });
    await expectError(call('PUT', '/api/me/profile', { handle: 'ann_plays' }, undefined, as(bob.cookie)), 409, 'handle_taken');
    await expectError(call('PUT', '/api/me/profile', { handle: 'a' }, undefined, as(bob.cookie)), 400, 'invalid_body');
    await expectError(call('PUT', '/api/me/profile', { name: 'visit evil.example' }, undefined, as(bob.cookie)), 400, 'invalid_body');
    const profile = await call('GET', '/api/players/Ann_Plays');
    expect(profile.status).toBe(200);
    expect(profile.json).toMatchObject({ handle: 'ann_plays', name: 'Ann Example', ratings: {}, reliability: { finished: 0, timedOut: 0 }, recent: [] });
    expect(JSON.stringify(profile.json)).not.toMatch(/@|example\.org/);
    await expectError(call('GET', '/api/players/nobody-here'), 404, 'unknown_player');
  });

  it('a recent game and an account game against bots say which seats are bots’ (#45)', async () => {
    const vic = await signIn('prof-vic@example.org');
    expect((await call('PUT', '/api/me/profile', { handle: 'vic_bots' }, undefined, as(vic.cookie))).status).toBe(200);
    const created = await createAs(vic.cookie, { ruleset: 'stonerush', players: 3, name: 'Vic', bots: 2, botLevel: 'good', listed: true });
    expect(created.status).toBe(201);
    const me = (await call('GET', '/api/me', undefined, undefined, as(vic.cookie))).json;
    const mine = me.games.find((g: { gameId: string }) => g.gameId === created.json.gameId);
    expect(mine.players.map((p: { bot?: string }) => p.bot ?? null)).toEqual([null, 'good', 'good']);
    // A profile lists finished games: Vic resigns, and the good bot plays the seat to the end with the others.
    let status = (await call('POST', `/api/games/${created.json.gameId}/resign`, {}, created.json.token)).json.status as string;
    // The bots play on a capped number of actions a request; each read continues them (worker/store/bots.ts).
    for (let i = 0; i < 100 && status !== 'finished'; i++) status = (await call('GET', `/api/games/${created.json.gameId}`)).json.status;
    expect(status).toBe('finished');
    const recent = (await call('GET', '/api/players/vic_bots')).json.recent as { gameId: string; players: string[]; bots?: unknown }[];
    const game = recent.find((g) => g.gameId === created.json.gameId)!;
    expect(game.players).toEqual(['Vic', 'Bot 1 (good)', 'Bot 2 (good)']);
    expect(game.bots).toEqual([
      { seat: 1, level: 'good' },
      { seat: 2, level: 'good' },
    ]);
  });
});

/** Two signed-in players at a rated Stonerush table; returns the game, tokens by seat and cookies by seat. */
async function ratedGame(cookies: string[]) {
  const names = ['Rae', 'Sam', 'Tia'];
  const created = await createAs(cookies[0] as string, { ruleset: 'stonerush', players: cookies.length, name: names[0], rated: true });
  expect(created.status).toBe(201);
  const tokens = [created.json.token as string];
  for (let i = 1; i < cookies.length; i++) {
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: names[i] }, undefined, as(cookies[i] as string));
    expect(joined.status).toBe(201);
    tokens.push(joined.json.token);
  }
  return { gameId: created.json.gameId as string, joinCode: created.json.joinCode as string, tokens };
}

/** Plays random legal moves until the next move would end the game; returns that position's row and the ending move. */
async function playToLastMove(gameId: string, tokens: string[], seed: string) {
  const rng = createRng(seed);
  const db = createDb(env.DB);
  for (let i = 0; i < 5000; i++) {
    const row = (await db.query.games.findFirst({ where: (g, { eq }) => eq(g.id, gameId) })) as GameRow;
    expect(row.status).toBe('active');
    const ruleset = rulesetOf(row);
    const seat = pick(rng, row.active);
    const legal = ruleset.actions(row.state as never, seat);
    const ending = legal.find((a) => {
      const out = play(ruleset, row.state, seat, a);
      return out.ok && ruleset.status(out.state).finished;
    });
    if (ending) return { row, seat, action: ending };
    const posted = await call('POST', `/api/games/${gameId}/actions`, { version: row.version, action: pick(rng, legal) }, tokens[seat]);
    expect(posted.status).toBe(200);
  }
  throw new Error('no ending move found');
}

function endingCommit(row: GameRow, seat: number, action: unknown) {
  const ruleset = rulesetOf(row);
  const out = play(ruleset, row.state, seat, action);
  if (!out.ok) throw new Error('not legal');
  return playedCommit(ruleset, row, [{ seq: row.version + 1, seat, action }], out.state, out.log, seat, Date.now());
}

async function ratingRows(ruleset = 'stonerush') {
  return (await env.DB.prepare('select * from ratings where ruleset = ? order by player_id').bind(ruleset).all<any>()).results;
}

describe('rated games', () => {
  it('needs a session to create or join (403 sign_in_required), and no bots', async () => {
    await expectError(call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Zed', rated: true }), 403, 'sign_in_required');
    const { cookie } = await signIn('rated-host@example.org');
    await expectError(
      call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Zed', rated: true, bots: 1, botLevel: 'random' }, undefined, as(cookie)),
      422,
      'invalid_bots',
    );
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Zed', rated: true }, undefined, as(cookie));
    await expectError(call('POST', `/api/join/${created.json.joinCode}`, { name: 'Yan' }), 403, 'sign_in_required');
    await expectError(call('POST', `/api/join/${created.json.joinCode}`, { name: 'Zed again' }, undefined, as(cookie)), 409, 'already_seated');
  });

  it('changes ratings once, as openskill computes them from the ruleset result; leaderboard and profile show them', async () => {
    const handles = ['r-ann', 'r-bob', 'r-cat'];
    const cookies: string[] = [];
    for (const h of handles) {
      const { cookie } = await signIn(`${h}@example.org`);
      expect((await call('PUT', '/api/me/profile', { handle: h }, undefined, as(cookie))).status).toBe(200);
      cookies.push(cookie);
    }
    // Two games in a row, same seats: the second starts from the first's ratings.
    let expected = handles.map(() => rating());
    const results: { winners: number[]; scores?: Record<string, number> }[] = [];
    for (const seed of ['first', 'second']) {
      const { gameId, tokens } = await ratedGame(cookies);
      const { row, seat, action } = await playToLastMove(gameId, tokens, seed);
      const ended = await call('POST', `/api/games/${gameId}/actions`, { version: row.version, action }, tokens[seat]);
      expect(ended.status).toBe(200);
      expect(ended.json.status).toBe('finished');
      const ranks = ranksOf(ended.json.result, 3);
      expect(ranks).toContain(1);
      results.unshift(ended.json.result);
      expected = rate(
        expected.map((r) => [r]),
        { rank: ranks },
      ).map((t) => t[0] as { mu: number; sigma: number });
      // A retry of the last move and a read of the finished game change nothing more.
      await call('POST', `/api/games/${gameId}/actions`, { version: row.version, action }, tokens[seat]);
      await call('GET', `/api/games/${gameId}`, undefined, tokens[0]);
    }
    for (const [seat, handle] of handles.entries()) {
      const profile = await call('GET', `/api/players/${handle}`);
      const r = profile.json.ratings.stonerush;
      const want = expected[seat] as { mu: number; sigma: number };
      expect(r).toMatchObject({ rating: displayRating(want), games: 2, provisional: true });
      expect(r.history).toHaveLength(2);
      expect(profile.json.finished).toEqual({ stonerush: 2 });
      expect(profile.json.reliability).toEqual({ finished: 2, timedOut: 0 });
      expect(profile.json.recent).toHaveLength(2);
      // #45 item 8: the games won, and each recent game's result for this seat (newest first).
      expect(profile.json.wins).toEqual({ stonerush: results.filter((r) => r.winners.includes(seat)).length });
      for (const [i, result] of results.entries()) {
        const recent = profile.json.recent[i];
        expect(recent.won).toBe(result.winners.includes(seat));
        expect(recent.winners).toEqual(result.winners.map((w) => ['Rae', 'Sam', 'Tia'][w]));
        expect(recent.score).toBe(result.scores?.[String(seat)]);
        expect(recent.resigned).toBeUndefined();
      }
      const stored = await env.DB.prepare('select r.mu, r.sigma from ratings r join players p on p.id = r.player_id where p.handle = ?')
        .bind(handle)
        .first<any>();
      expect(stored.mu).toBeCloseTo(want.mu, 10);
      expect(stored.sigma).toBeCloseTo(want.sigma, 10);
    }
    const lastGame = (await env.DB.prepare('select id from games where rated = 1 order by created_at desc limit 1').first<any>()).id;
    const beside = await call('GET', `/api/games/${lastGame}/ratings`);
    expect(beside.json.rated).toBe(true);
    expect(
      Object.values(beside.json.ratings)
        .map((r: any) => r.handle)
        .sort(),
    ).toEqual([...handles].sort());
    await expectError(call('GET', '/api/games/nope/ratings'), 404, 'unknown_game');
    const board = await call('GET', '/api/leaderboard/stonerush?limit=2');
    expect(board.status).toBe(200);
    expect(board.json.players).toHaveLength(2);
    const page2 = await call('GET', `/api/leaderboard/stonerush?limit=2&cursor=${board.json.next}`);
    expect(page2.json.next).toBeNull();
    const all = [...board.json.players, ...page2.json.players];
    expect(new Set(all.map((p: any) => p.handle))).toEqual(new Set(handles));
    expect(all.map((p: any) => p.rating)).toEqual([...all.map((p: any) => p.rating)].sort((a, b) => b - a));
    expect(JSON.stringify(all)).not.toContain('@');
    await expectError(call('GET', '/api/leaderboard/chess'), 422, 'unknown_ruleset');
    await expectError(call('GET', '/api/leaderboard/stonerush?cursor=@@'), 400, 'invalid_body');
  });

  it('two writers ending the same game at once: one ends it, ratings change exactly once', async () => {
    const cookies = [];
    for (const h of ['c-ann', 'c-bob', 'c-cat']) cookies.push((await signIn(`${h}@example.org`)).cookie);
    const { gameId, tokens } = await ratedGame(cookies);
    const { row, seat, action } = await playToLastMove(gameId, tokens, 'race');
    const before = (await ratingRows()).length;
    const db = createDb(env.DB);
    const results = await Promise.all([commitActions(db, endingCommit(row, seat, action)), commitActions(db, endingCommit(row, seat, action))]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const mine = (await env.DB.prepare('select r.games from ratings r join seats s on s.player_id = r.player_id where s.game_id = ?').bind(gameId).all<any>())
      .results;
    expect(mine.map((r: any) => r.games)).toEqual([1, 1, 1]);
    expect((await ratingRows()).length).toBe(before + 3);
    const history = await env.DB.prepare('select count(*) as n from rating_history where game_id = ?').bind(gameId).first<any>();
    expect(history.n).toBe(3);
  });

  it('two rated games of the same players ending at once: both count, one after the other', async () => {
    const emails = ['d-ann@example.org', 'd-bob@example.org', 'd-cat@example.org'];
    const cookies = [];
    for (const e of emails) cookies.push((await signIn(e)).cookie);
    const g1 = await ratedGame(cookies);
    const g2 = await ratedGame([cookies[1] as string, cookies[2] as string, cookies[0] as string]);
    const end1 = await playToLastMove(g1.gameId, g1.tokens, 'one');
    const end2 = await playToLastMove(g2.gameId, g2.tokens, 'two');
    const db = createDb(env.DB);
    const results = await Promise.all([
      commitActions(db, endingCommit(end1.row, end1.seat, end1.action)),
      commitActions(db, endingCommit(end2.row, end2.seat, end2.action)),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    const games = results.map((r) => (r.ok ? r.game : null)) as GameRow[];
    // Seat -> address in each game (g2 seats the players in another order).
    const seatsOf = [emails, [emails[1], emails[2], emails[0]]] as string[][];
    const stored = new Map<string, { mu: number; games: number }>();
    for (const e of emails) {
      stored.set(e, await env.DB.prepare('select r.mu, r.games from ratings r join players p on p.id = r.player_id where p.email = ?').bind(e).first<any>());
    }
    expect([...stored.values()].map((r) => r.games)).toEqual([2, 2, 2]);
    // Whichever batch went first, the stored ratings are the two games applied one after the other.
    const orders = [
      [0, 1],
      [1, 0],
    ];
    const outcomes = orders.map((order) => {
      const r = new Map(emails.map((e) => [e, rating()]));
      for (const i of order) {
        const seatEmails = seatsOf[i] as string[];
        const out = rate(
          seatEmails.map((e) => [r.get(e) as { mu: number; sigma: number }]),
          { rank: ranksOf((games[i] as GameRow).result as never, 3) },
        );
        for (const [seat, e] of seatEmails.entries()) r.set(e, out[seat]?.[0] as never);
      }
      return r;
    });
    expect(outcomes.some((o) => emails.every((e) => Math.abs((o.get(e) as { mu: number }).mu - (stored.get(e) as { mu: number }).mu) < 1e-9))).toBe(true);
  });
});

describe('the open list and the join page', () => {
  it('filters by rated or casual, time control and the host rating, and shows ratings beside names', async () => {
    const host = await signIn('open-host@example.org');
    await call('PUT', '/api/me/profile', { handle: 'open-host' }, undefined, as(host.cookie));
    // "No deadline" is a choice now (a game gets 72 hours a move by default).
    const casual = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Anon', open: true, deadlineHours: null });
    const rated = await createAs(host.cookie, { ruleset: 'stonerush', players: 3, name: 'Host', open: true, rated: true, deadlineHours: null });
    const daily = await createAs(host.cookie, { ruleset: 'stonerush', players: 3, name: 'Host', open: true, deadlineHours: 24 });
    const ids = async (qs: string) => {
      const res = await call('GET', `/api/open?ruleset=stonerush&limit=100${qs}`);
      expect(res.status).toBe(200);
      return new Set((res.json.games as { gameId: string }[]).map((g) => g.gameId).filter((id) => [casual, rated, daily].some((x) => x.json.gameId === id)));
    };
    expect(await ids('')).toEqual(new Set([casual.json.gameId, rated.json.gameId, daily.json.gameId]));
    expect(await ids('&rated=true')).toEqual(new Set([rated.json.gameId]));
    expect(await ids('&rated=false')).toEqual(new Set([casual.json.gameId, daily.json.gameId]));
    expect(await ids('&deadline=24')).toEqual(new Set([daily.json.gameId]));
    expect(await ids('&deadline=none')).toEqual(new Set([casual.json.gameId, rated.json.gameId]));
    expect(await ids('&minRating=900&maxRating=1100')).toEqual(new Set([rated.json.gameId, daily.json.gameId]));
    expect(await ids('&minRating=1001')).toEqual(new Set());
    await expectError(call('GET', '/api/open?rated=maybe'), 400, 'invalid_body');
    await expectError(call('GET', '/api/open?minRating=-5'), 400, 'invalid_body');
    const list = await call('GET', '/api/open?ruleset=stonerush&rated=true&limit=100');
    const entry = list.json.games.find((g: any) => g.gameId === rated.json.gameId);
    expect(entry).toMatchObject({ rated: true, deadlineHours: null, ratings: { 0: { handle: 'open-host', rating: 1000, provisional: true } } });
    const preview = await call('GET', `/api/join/${rated.json.joinCode}`);
    expect(preview.json).toMatchObject({ rated: true, ratings: { 0: { handle: 'open-host', rating: 1000 } } });
    expect(JSON.stringify(preview.json)).not.toContain('@example');
    const anon = await call('GET', `/api/join/${casual.json.joinCode}`);
    expect(anon.json).toMatchObject({ rated: false, ratings: {} });
  });
});

describe('passkeys (the API half; the browser test makes and uses one)', () => {
  it('registration needs a session; a sign-in with an unknown credential or a made-up response is refused', async () => {
    await expectError(call('POST', '/api/auth/passkey/register/options', undefined, undefined, { origin: ORIGIN }), 401, 'no_session');
    const { cookie } = await signIn('keys@example.org');
    const options = await call('POST', '/api/auth/passkey/register/options', undefined, undefined, as(cookie));
    expect(options.status).toBe(200);
    expect(options.json.rp).toEqual({ name: 'Stonehenge', id: '127.0.0.1' });
    expect(options.json.authenticatorSelection.residentKey).toBe('required');
    expect(JSON.stringify(options.json)).not.toContain('keys@example.org');
    const login = await call('POST', '/api/auth/passkey/login/options', undefined, undefined, { origin: ORIGIN });
    expect(login.status).toBe(200);
    expect(typeof login.json.challenge).toBe('string');
    const fake = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' } };
    await expectError(call('POST', '/api/auth/passkey/login/verify', { response: fake }, undefined, { origin: ORIGIN }), 400, 'passkey_failed');
    await expectError(call('POST', '/api/auth/passkey/register/verify', { response: fake }, undefined, as(cookie)), 400, 'passkey_failed');
    await expectError(call('POST', '/api/auth/passkey/login/verify', { response: { id: 'x' } }, undefined, { origin: ORIGIN }), 400, 'invalid_body');
    expect(await env.DB.prepare('select count(*) as n from passkeys').first()).toEqual({ n: 0 });
  });
});

describe('quiet hours', () => {
  it("holds a signed-in player's turn mail until the quiet hours end, then sends it", async () => {
    const { cookie } = await signIn('quiet@example.org');
    const now = Date.now();
    const hour = new Date(now).getUTCHours();
    await call('PUT', '/api/me/settings', { quiet: { from: hour, to: (hour + 1) % 24 } }, undefined, as(cookie));
    const g = await createAs(cookie, { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Qui', email: 'quiet@example.org' });
    const id = 'quiet-turn-row-0001';
    await env.DB.prepare(
      "insert into email_outbox (id, game_id, seat, channel, recipient, kind, data, status, attempts, next_attempt_at, created_at) values (?, ?, 0, 'email', 'quiet@example.org', 'turn', '{}', 'pending', 0, ?, ?)",
    )
      .bind(id, g.json.gameId, now, now)
      .run();
    const config = readConfig(env as never);
    await deliver(createDb(env.DB), config, now, { ids: [id] });
    const held = await env.DB.prepare('select status, attempts, next_attempt_at from email_outbox where id = ?').bind(id).first<any>();
    const end = Math.floor(now / 3_600_000) * 3_600_000 + 3_600_000;
    expect(held).toEqual({ status: 'pending', attempts: 0, next_attempt_at: end });
    await deliver(createDb(env.DB), config, end, { ids: [id] });
    const after = await env.DB.prepare('select status, attempts from email_outbox where id = ?').bind(id).first<any>();
    expect(after.status).not.toBe('pending');
    expect(after.attempts).toBe(1);
  });
});

describe('push turned off for all games', () => {
  it("skips a signed-in player's pushes once they turn them off, and only theirs", async () => {
    const { cookie } = await signIn('nopush@example.org');
    const g = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Pus' }, undefined, as(cookie));
    const j = await call('POST', `/api/join/${g.json.joinCode}`, { name: 'Other' });
    expect(j.status).toBe(201);
    const now = Date.now();
    const insert = (id: string, seat: number) =>
      env.DB.prepare(
        "insert into email_outbox (id, game_id, seat, channel, recipient, kind, data, status, attempts, next_attempt_at, created_at) values (?, ?, ?, 'push', 'https://fcm.googleapis.com/fcm/send/x', 'turn', '{}', 'pending', 0, ?, ?)",
      )
        .bind(id, g.json.gameId, seat, now, now)
        .run();
    const config = readConfig(env as never);
    await insert('push-on-row-00000001', 0);
    await deliver(createDb(env.DB), config, now, { ids: ['push-on-row-00000001'] });
    // Not chosen: the device's subscription decides (none here, so skipped for that reason).
    expect((await env.DB.prepare('select last_error from email_outbox where id = ?').bind('push-on-row-00000001').first<any>()).last_error).not.toMatch(
      /settings/,
    );
    await call('PUT', '/api/me/settings', { push: false }, undefined, as(cookie));
    await insert('push-off-row-0000001', 0);
    await insert('push-other-row-00001', 1);
    await deliver(createDb(env.DB), config, now, { ids: ['push-off-row-0000001', 'push-other-row-00001'] });
    const off = await env.DB.prepare('select status, last_error from email_outbox where id = ?').bind('push-off-row-0000001').first<any>();
    expect(off).toEqual({ status: 'skipped', last_error: 'pushes are off in the player settings' });
    const other = await env.DB.prepare('select last_error from email_outbox where id = ?').bind('push-other-row-00001').first<any>();
    expect(other.last_error).not.toMatch(/settings/);
  });
});

describe('housekeeping', () => {
  it('the cron sweeps ended sessions, old links and stale challenges', async () => {
    const { cookie } = await signIn('sweep@example.org');
    await env.DB.prepare("update sessions set expires_at = 1 where player_id = (select id from players where email = 'sweep@example.org')").run();
    await env.DB.prepare("update signin_links set expires_at = 1 where email = 'sweep@example.org'").run();
    await env.DB.prepare("insert into webauthn_challenges (id, challenge, player_id, expires_at) values ('old', 'old', null, 1)").run();
    await pruneSignIns(createDb(env.DB), Date.now());
    expect(
      await env.DB.prepare("select count(*) as n from sessions where player_id = (select id from players where email = 'sweep@example.org')").first(),
    ).toEqual({ n: 0 });
    expect(await env.DB.prepare("select count(*) as n from signin_links where email = 'sweep@example.org'").first()).toEqual({ n: 0 });
    expect(await env.DB.prepare("select count(*) as n from webauthn_challenges where id = 'old'").first()).toEqual({ n: 0 });
    await expectError(call('GET', '/api/me', undefined, undefined, { cookie }), 401, 'no_session');
  });
});

describe('ranks from a result', () => {
  it('winners first, then scores, forfeits last; ties share a place', () => {
    expect(ranksOf({ winners: [1] }, 2)).toEqual([2, 1]);
    expect(ranksOf({ winners: [0, 2], scores: { '0': 9, '1': 3, '2': 9, '3': 5 } }, 4)).toEqual([1, 4, 1, 3]);
    expect(ranksOf({ winners: [2], scores: { '0': 5, '1': 5, '2': 9 } }, 3)).toEqual([2, 2, 1]);
    expect(ranksOf({ winners: [0], forfeit: { seats: [1], deadlineHours: 24 }, scores: { '1': 99, '2': 1 } }, 3)).toEqual([1, 3, 2]);
  });
});

describe('your data', () => {
  it('exports everything about you, and deletion leaves "a former player" and nothing else', async () => {
    const ann = await signIn('del-ann@example.org');
    const bob = await signIn('del-bob@example.org');
    const cat = await signIn('del-cat@example.org');
    await call('PUT', '/api/me/profile', { handle: 'del-ann' }, undefined, as(ann.cookie));
    const { gameId, tokens } = await ratedGame([ann.cookie, bob.cookie, cat.cookie]);
    const { row, seat, action } = await playToLastMove(gameId, tokens, 'delete');
    expect((await call('POST', `/api/games/${gameId}/actions`, { version: row.version, action }, tokens[seat])).status).toBe(200);
    expect((await call('POST', `/api/games/${gameId}/chat`, { text: 'good game' }, tokens[0])).status).toBe(201);
    expect((await call('PUT', `/api/games/${gameId}/notes`, { text: 'watch Bob' }, tokens[0])).status).toBe(200);
    const exported = await call('GET', '/api/me/export', undefined, undefined, { cookie: ann.cookie });
    expect(exported.json.chat).toEqual([expect.objectContaining({ gameId, seat: 0, text: 'good game' })]);
    expect(exported.json.notes).toEqual([expect.objectContaining({ gameId, seat: 0, text: 'watch Bob' })]);
    expect(exported.status).toBe(200);
    expect(exported.json.player).toMatchObject({ handle: 'del-ann', email: 'del-ann@example.org' });
    expect(exported.json.seats.map((s: any) => s.gameId)).toContain(gameId);
    expect(exported.json.ratings).toHaveLength(1);
    expect(exported.json.ratingHistory).toHaveLength(1);
    expect(exported.json.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(exported.json)).not.toContain(ann.cookie.slice(4));
    await expectError(call('GET', '/api/me/export'), 401, 'no_session');

    // The finished game moves to R2 first (the cron's compaction, an hour after its end).
    const compacted = await compactFinishedGames(createDb(env.DB), env.RECORDS, Date.now() + 2 * 3_600_000);
    expect(compacted.compacted).toBeGreaterThanOrEqual(1);
    expect((await env.DB.prepare('select record_key from games where id = ?').bind(gameId).first<any>()).record_key).toBeTruthy();
    const del = await call('DELETE', '/api/me', undefined, undefined, as(ann.cookie));
    expect(del.status).toBe(204);
    await expectError(call('GET', '/api/me', undefined, undefined, { cookie: ann.cookie }), 401, 'no_session');
    await expectError(call('GET', '/api/players/del-ann'), 404, 'unknown_player');
    const page = (await call('GET', `/api/games/${gameId}`)).json as GamePayload;
    expect(page.players.map((p) => p.name)).toContain('a former player');
    const record = await call('GET', `/api/games/${gameId}/record`);
    expect(record.json.players.map((p: any) => p.name)).toEqual(['a former player', 'Sam', 'Tia']);
    expect(JSON.stringify(record.json)).not.toContain('Rae');
    const archive = await call('GET', '/api/archive?limit=100');
    const listed = archive.json.games.find((g: any) => g.gameId === gameId);
    expect(listed.players).toContain('a former player');
    expect(await env.DB.prepare('select count(*) as n from seat_notes where game_id = ?').bind(gameId).first()).toEqual({ n: 0 });
    for (const table of ['players', 'sessions', 'ratings', 'rating_history', 'passkeys', 'seats']) {
      const dump = JSON.stringify((await env.DB.prepare(`select * from ${table}`).all()).results);
      expect(dump).not.toContain('del-ann@example.org');
    }
    const bobBoard = await call('GET', '/api/leaderboard/stonerush?limit=100');
    expect(bobBoard.json.players.map((p: any) => p.handle)).not.toContain('del-ann');
    // The seat token still works: a game never needed the account.
    expect((await call('GET', `/api/games/${gameId}`, undefined, tokens[0])).json.seat).toBe(0);
  });

  it("renames a deleted player's seats through the game's writer: its row and its open take-back window stay in step with D1", async () => {
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', takeBackSeconds: 60 });
    const tokens = [created.json.token as string];
    for (const name of ['Bob', 'Cat']) tokens.push((await call('POST', `/api/join/${created.json.joinCode}`, { name })).json.token);
    const gameId = created.json.gameId as string;
    const mover = ((await call('GET', `/api/games/${gameId}`)).json as GamePayload).active[0]!;
    const gone = (mover + 1) % 3;
    const account = await signIn('del-window@example.org', [tokens[gone]!]);
    const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[mover])).json as GamePayload;
    const pending = (
      await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions.find((a) => a.type === 'play') }, tokens[mover])
    ).json as GamePayload;
    expect(pending.pending).toBeDefined();
    const before = (await call('GET', `/api/games/${gameId}`)).json as GamePayload;

    expect((await call('DELETE', '/api/me', undefined, undefined, as(account.cookie))).status).toBe(204);
    // D1 and the writer's row agree: renamed, one revision on, the action still unseen.
    const row = await env.DB.prepare('select revision, seats from games where id = ?').bind(gameId).first<{ revision: number; seats: string }>();
    const held = await runInWriter(gameId);
    expect(held?.row.revision).toBe(row!.revision);
    expect(held?.row.seats).toEqual(JSON.parse(row!.seats));
    const seen = (await call('GET', `/api/games/${gameId}`)).json as GamePayload;
    expect(seen.players[gone]!.name).toBe('a former player');
    expect({ ...seen, players: [], revision: 0 }).toEqual({ ...before, players: [], revision: 0 });
    // The window goes on: the mover still sees its action pending, under the new name, and its
    // next step publishes the turn whole, in one change.
    const own = (await call('GET', `/api/games/${gameId}`, undefined, tokens[mover])).json as GamePayload;
    expect(own.pending).toBeDefined();
    expect(own.version).toBe(pending.version);
    expect(own.players[gone]!.name).toBe('a former player');
    const discard = own.actions.find((a) => a.type === 'discard');
    const done = await call('POST', `/api/games/${gameId}/actions`, { version: own.version, action: discard }, tokens[mover]);
    expect(done.status).toBe(200);
    const after = (await call('GET', `/api/games/${gameId}`)).json as GamePayload;
    expect(after.version).toBe(pending.version + 1);
    expect(after.revision).toBe(seen.revision + 1);
    expect(after.players[gone]!.name).toBe('a former player');
  });
});
