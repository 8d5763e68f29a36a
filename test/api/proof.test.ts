/**
 * Issue #43 ("Trust round four"), items 3, 4, 6, 7 and 8: a seat, an address and an account count
 * as one person only by proof (docs/security.md, "Proof, not possession"). Each test failed on the
 * code before its fix.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '@worker/index';
import { describe, expect, it } from 'vitest';
import type { CreatedGame } from '@schema/api';
import { clientKey } from '@worker/http/rate-limit';
import { call, expectError } from './client';

const base = { ruleset: 'stonerush', players: 3, name: 'Ann' };

/** A POST whose answer is a page, not JSON (the address pages): its status. */
async function postPage(path: string, body?: string): Promise<number> {
  const ctx = createExecutionContext();
  const init: RequestInit = { method: 'POST', ...(body ? { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}) };
  const res = await worker.fetch(new Request(`http://127.0.0.1${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  await res.text();
  return res.status;
}

describe('names (#43.8)', () => {
  it.each(['evil\u3002com', 'evil\uFF61com', 'evil\uFF0Ecom', 'see bank\u3002co\u3002uk/login', 'ann@example\u3002com'])(
    'refuses %s, a link written with another full stop',
    async (name) => {
      const res = await expectError(call('POST', '/api/games', { ...base, name }), 400, 'invalid_body');
      expect(res.json.error.message).toMatch(/link or an email/);
    },
  );

  it('refuses a name with a lone surrogate at create and join, and ill-formed text in any body', async () => {
    for (const name of ['Ann\uD800', '\uDC00Bob', 'Cat\uDBFF\uDBFF']) {
      const res = await expectError(call('POST', '/api/games', { ...base, name }), 400, 'invalid_body');
      expect(res.json.error.message).toMatch(/well-formed|Unicode/);
    }
    const created = (await call('POST', '/api/games', base)).json as CreatedGame;
    await expectError(call('POST', `/api/join/${created.joinCode}`, { name: 'Bob\uDFFF' }), 400, 'invalid_body');
    // Any other text of a body too (chat here): ill-formed text is refused at the door.
    await expectError(call('POST', `/api/games/${created.gameId}/chat`, { text: 'hi \uD83D' }, created.token), 400, 'invalid_body');
    // A whole pair (an emoji) is a character like any other.
    expect((await call('POST', '/api/games', { ...base, name: 'Ann \uD83D\uDE00' })).status).toBe(201);
    expect((await call('POST', '/api/games', { ...base, name: 'Tokyo\u3002' })).status).toBe(201);
  });
});

describe('IPv6 clients by their /64 (#43.7)', () => {
  it('keys an IPv6 client by its /64 and an IPv4 client by its address', () => {
    expect(clientKey('2001:db8:1:2::a')).toBe(clientKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc'));
    expect(clientKey('2001:db8:1:2::a')).not.toBe(clientKey('2001:db8:1:3::a'));
    expect(clientKey('[2001:DB8:1:2::a]')).toBe(clientKey('2001:db8:1:2::b'));
    expect(clientKey('::ffff:192.0.2.7')).toBe(clientKey('192.0.2.7'));
    expect(clientKey('192.0.2.7')).not.toBe(clientKey('192.0.2.8'));
    expect(clientKey('not an address')).toBe('not an address');
  });

  it('four joins from four addresses of one /64 take one seat of a stranger open game', async () => {
    const created = (
      await call('POST', '/api/games', { ruleset: 'stonerush', players: 5, name: 'Hostess', open: true }, undefined, { 'cf-connecting-ip': '2001:db8:7::1' })
    ).json as CreatedGame;
    const answers: number[] = [];
    for (const [i, ip] of ['2001:db8:9:1::1', '2001:db8:9:1::2', '2001:db8:9:1:ffff::3', '2001:db8:9:1:1:2:3:4'].entries()) {
      const res = await call('POST', `/api/join/${created.joinCode}`, { name: `Mal${i}` }, undefined, { 'cf-connecting-ip': ip });
      answers.push(res.status);
      if (res.status !== 201) expect(res.json.error.code).toBe('one_seat_per_client');
    }
    expect(answers.filter((s) => s === 201)).toHaveLength(1);
    // A neighbour in another /64 is another client.
    expect((await call('POST', `/api/join/${created.joinCode}`, { name: 'Ned' }, undefined, { 'cf-connecting-ip': '2001:db8:9:2::1' })).status).toBe(201);
  });

  it('counts the create limit per /64', async () => {
    const ON = { RATE_LIMITS: 'on' };
    // 20 a minute per client: within 41 creates from one /64 some are refused, even across a window's turn.
    let limited = 0;
    for (let i = 1; i <= 41 && !limited; i++) {
      const res = await call('POST', '/api/games', base, undefined, { 'cf-connecting-ip': `2001:db8:44:5:${i.toString(16)}::1` }, ON);
      if (res.status === 429) limited++;
      else expect(res.status).toBe(201);
    }
    expect(limited).toBe(1);
  });
});

describe('sign-in mails (#43.6)', () => {
  let ip = 0;
  const askLink = (email: string, extra: Record<string, string> = {}) =>
    call('POST', '/api/auth/email', { email }, undefined, { 'cf-connecting-ip': `10.43.6.${++ip}`, ...extra });
  const signInMails = async (to: string) =>
    ((await call('GET', '/api/dev/outbox')).json.emails as { to: string; kind: string; text: string; html: string; headers: Record<string, string> }[]).filter(
      (e) => e.kind === 'signin' && e.to === to,
    );

  it('carry List-Unsubscribe and a "never email me again" link that stops them, in the language asked in', async () => {
    expect((await askLink('una@example.org')).status).toBe(202);
    const [mail] = await signInMails('una@example.org');
    const link = /<(http[^>]+\/api\/addresses\/unsubscribe\?[^>]+)>/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] as string;
    expect(link).toBeTruthy();
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain(`Never email me again, from any game: ${link}`);
    expect(mail?.html).toContain('Never email me again');
    // One click (RFC 8058): no more sign-in mail to that address, the same 202 answer.
    const url = new URL(link);
    expect(await postPage(`${url.pathname}${url.search}`, 'List-Unsubscribe=One-Click')).toBe(200);
    expect((await askLink('una@example.org')).status).toBe(202);
    expect(await signInMails('una@example.org')).toHaveLength(1);
    // Asked in German, the mail speaks German.
    await askLink('uwe@example.org', { 'accept-language': 'de-DE,de;q=0.9' });
    const [de] = await signInMails('uwe@example.org');
    expect(de?.text).toContain('Nie wieder E-Mails');
    expect(de?.text).not.toContain('sign in');
  });

  it('go to an address that never confirmed at most 3 times a day, however many clients ask', async () => {
    for (let i = 0; i < 7; i++) expect((await askLink('never@example.org')).status).toBe(202);
    expect(await signInMails('never@example.org')).toHaveLength(3);
  });
});

const ORIGIN = 'http://127.0.0.1';
let signIp = 0;
/** Asks for a sign-in link for `address`, opens it, and answers the session cookie. */
async function signIn(address: string): Promise<string> {
  expect((await call('POST', '/api/auth/email', { email: address }, undefined, { 'cf-connecting-ip': `10.43.3.${++signIp}` })).status).toBe(202);
  const mails = (await call('GET', '/api/dev/outbox')).json.emails as { to: string; kind: string; text: string }[];
  const text = mails.find((m) => m.kind === 'signin' && m.to === address)?.text ?? '';
  const token = /\/signin#t=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const res = await call('POST', '/api/auth/email/verify', { token }, undefined, { origin: ORIGIN });
  expect(res.status).toBe(200);
  return `sid=${/sid=([A-Za-z0-9_-]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]}`;
}

/** A started 2-seat game with a clock; `email` on seat 0, created with `cookie` when given. */
async function clockGame(email: string, cookie?: string) {
  const headers: Record<string, string> = cookie ? { cookie, origin: ORIGIN } : {};
  const created = await call(
    'POST',
    '/api/games',
    { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Ann', email, deadlineHours: 48 },
    undefined,
    headers,
  );
  expect(created.status).toBe(201);
  const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob' });
  expect(joined.status).toBe(201);
  return { gameId: created.json.gameId as string, token: created.json.token as string };
}

/** The seats of a game away now, as its row's clocks read them. */
async function awaySeats(gameId: string): Promise<string[]> {
  const row = await env.DB.prepare('select time_rules from games where id = ?').bind(gameId).first<{ time_rules: string }>();
  const away = (JSON.parse(row?.time_rules ?? '{}') as { away?: Record<string, { from: number; until: number }[]> }).away ?? {};
  const now = Date.now();
  return Object.keys(away).filter((seat) => away[seat]?.some((s) => s.from <= now && s.until > now));
}

describe('away needs the address owner (#43.3)', () => {
  it("a seat carrying a stranger's confirmed address stops and restarts only itself; the owner, signed in, stops them all", async () => {
    const victim = 'vera@example.org';
    const cookie = await signIn(victim); // confirms the address, as the victim's own sign-in does
    const own = await clockGame(victim, cookie);
    const other = await clockGame(victim, cookie);
    // The attacker's own game, the victim's (confirmed) address typed on the attacker's seat.
    const bait = await clockGame(victim);
    const until = Date.now() + 2 * 24 * 3_600_000;
    // Nor does the owner's own away reach the bait: a seat that only claims the address is a stranger's.
    const stopped = await call('POST', `/api/games/${bait.gameId}/away`, { until }, bait.token);
    expect(stopped.status).toBe(200);
    expect(stopped.json.games).toBe(1);
    expect(await awaySeats(own.gameId)).toEqual([]);
    expect(await awaySeats(other.gameId)).toEqual([]);
    // The owner, signed in, from a game of theirs: every game of theirs.
    const mine = await call('POST', `/api/games/${own.gameId}/away`, { until }, own.token, { cookie, origin: ORIGIN });
    expect(mine.status).toBe(200);
    expect(await awaySeats(own.gameId)).toEqual(['0']);
    expect(await awaySeats(other.gameId)).toEqual(['0']);
    expect(mine.json.games).toBe(2);
    // The attacker cannot end it either.
    expect((await call('DELETE', `/api/games/${bait.gameId}/away`, undefined, bait.token)).status).toBe(200);
    expect(await awaySeats(own.gameId)).toEqual(['0']);
    expect(await awaySeats(other.gameId)).toEqual(['0']);
    // Someone else's session is no proof of this address either.
    const mallory = await signIn('mallory@example.org');
    const tried = await call('DELETE', `/api/games/${bait.gameId}/away`, undefined, bait.token, { cookie: mallory, origin: ORIGIN });
    expect(tried.status).toBe(200);
    expect(await awaySeats(other.gameId)).toEqual(['0']);
    // The seat token alone, even the owner's, is that seat only: back early in one game.
    expect((await call('DELETE', `/api/games/${own.gameId}/away`, undefined, own.token)).status).toBe(200);
    expect(await awaySeats(other.gameId)).toEqual(['0']);
    // Signed in, back in every game.
    expect((await call('DELETE', `/api/games/${other.gameId}/away`, undefined, other.token, { cookie, origin: ORIGIN })).status).toBe(200);
    expect(await awaySeats(other.gameId)).toEqual([]);
  });
});

describe("a stranger's seats cannot spend an address's mail (#43.4)", () => {
  type Mail = { to: string; kind: string; gameId: string; subject: string; text: string; headers: Record<string, string> };
  const mailsTo = async (to: string) => ((await call('GET', '/api/dev/outbox')).json.emails as Mail[]).filter((m) => m.to === to);

  /** A started 2-seat game of the attacker's with `email` on seat 0; a few moves played, so turns change hands. */
  async function strangersGame(email: string) {
    const created = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Mallory', email });
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob' });
    const tokens = [created.json.token as string, joined.json.token as string];
    for (let i = 0; i < 4; i++) {
      const game = (await call('GET', `/api/games/${created.json.gameId}`)).json;
      if (game.status !== 'active') break;
      const seat = game.active[0] as number;
      const mine = (await call('GET', `/api/games/${created.json.gameId}`, undefined, tokens[seat])).json;
      await call('POST', `/api/games/${created.json.gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat]);
    }
    return { gameId: created.json.gameId as string, tokens };
  }

  it('one invitation per seat, a budget of its own, and nothing more until the owner opens it; the owner’s own game still mails', async () => {
    const victim = 'olga@example.org';
    const cookie = await signIn(victim); // the address is confirmed
    const baits: { gameId: string; tokens: string[] }[] = [];
    for (let i = 0; i < 8; i++) baits.push(await strangersGame(victim));
    const fromBaits = (await mailsTo(victim)).filter((m) => baits.some((b) => b.gameId === m.gameId));
    // Only invitations, at most one per game, at most 5 a day in all: no start, no turn mail.
    expect(fromBaits.map((m) => m.kind).every((k) => k === 'confirm')).toBe(true);
    expect(new Set(fromBaits.map((m) => m.gameId)).size).toBe(fromBaits.length);
    expect(fromBaits.length).toBe(5);
    const invitation = fromBaits.find((m) => m.gameId === baits[0]!.gameId)!;
    expect(invitation.subject).toContain('Mallory');
    expect(invitation.text).toMatch(/Never email me again/);
    expect(invitation.headers['List-Unsubscribe']).toMatch(/unsubscribe/);
    // A day of strangers' traffic besides (sign-in links asked for the address, invitations): it
    // never counts against the mail of the owner's own games.
    const day = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    for (let i = 0; i < 70; i++) {
      await env.DB.prepare(
        `insert into email_outbox (id, game_id, seat, channel, recipient, kind, data, status, attempts, next_attempt_at, created_at)
         values (?, '', null, 'email', ?, ?, '{}', 'sent', 1, ?, ?)`,
      )
        .bind(`flood${i}`, victim, i % 2 ? 'signin' : 'confirm', day + 1, day + 1)
        .run();
    }
    const own = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Olga', email: victim }, undefined, {
      cookie,
      origin: ORIGIN,
    });
    expect(own.status).toBe(201);
    expect((await call('POST', `/api/join/${own.json.joinCode}`, { name: 'Pat' })).status).toBe(201);
    const ownMails = (await mailsTo(victim)).filter((m) => m.gameId === own.json.gameId).map((m) => m.kind);
    expect(ownMails).toEqual(['start']); // signed in with the address: proven at create, no invitation needed
    // The owner opens one invitation: that game may mail from now on, and no other bait game.
    const link = /https?:\/\/[^\s]+\/api\/addresses\/confirm\?[^\s]+/.exec(invitation.text)![0];
    const url = new URL(link);
    expect(url.searchParams.get('g')).toBe(baits[0]!.gameId);
    expect(await postPage(`${url.pathname}${url.search}`)).toBe(200);
    const before = (await mailsTo(victim)).length;
    await strangersGame(victim); // a ninth bait: over the invitations' budget, nothing at all
    for (const b of baits.slice(0, 2)) {
      // Moves in the opened game and in another: only the opened one mails its seat's turns.
      for (let i = 0; i < 6; i++) {
        const game = (await call('GET', `/api/games/${b.gameId}`)).json;
        if (game.status !== 'active') break;
        const seat = game.active[0] as number;
        const mine = (await call('GET', `/api/games/${b.gameId}`, undefined, b.tokens[seat])).json;
        await call('POST', `/api/games/${b.gameId}/actions`, { version: mine.version, action: mine.actions[0] }, b.tokens[seat]);
      }
    }
    const after = (await mailsTo(victim)).slice(0, (await mailsTo(victim)).length - before);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((m) => m.gameId === baits[0]!.gameId && m.kind !== 'confirm')).toBe(true);
  });
});
