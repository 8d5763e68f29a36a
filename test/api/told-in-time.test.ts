/**
 * Issue #57, items 1 and 2: "you are told when it is your turn", on every way to a seat the API
 * has (create, join by link, open game join, rematch, claim, tournament) × who the player is (an
 * address proven by its invitation link before the seat's turn began, or after it began, or a
 * session with no address typed), in English and German. The seat that must act gets exactly one
 * mail for its turn (a `start` mail when the turn is the game's first, else a `turn` mail), in its
 * language, listing its choices, with a seat link that opens the seat. Then: the late turn mail
 * goes once, respects mute and digest, and a settings change or a sign-in that proves the address
 * sends it too; a seat taken signed in takes the account's mail mode, in a tournament too.
 * On the code before #57 every "after" and "session" cell failed (no mail queued), the claim's
 * "before" in German (the former holder's language), and every later test but the mute and digest
 * guard; the "before" cells of create, join and rematch and the tournament's start mails passed:
 * they are the paths that already worked, kept.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '@worker/index';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RenderedMail } from '@db/schema';
import type { DevOutboxEmail, GamePayload } from '@schema/api';
import { call } from './client';
import { listedChoices } from './mail-helpers';
import { tellOwedTurns } from '@worker/live/writer';
import { type Person, detail, person } from './tournament-helpers';

type Lang = 'en' | 'de';
type Who = 'before' | 'after' | 'session';

const FDS = 'fightin-drinkin-stealin';
const words: Record<Lang, RegExp> = {
  en: /your turn|the game has started|your game of/,
  de: /Du bist am Zug|Das Spiel hat begonnen|Deine Partie/,
};

let serial = 0;
/** A fresh tag per scenario: its addresses and handles are its own (daily caps, invitations). */
const tag = () => `t${Date.now().toString(36)}${(++serial).toString(36)}`;

const view = async (gameId: string, token?: string) => (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;

async function outbox(): Promise<DevOutboxEmail[]> {
  const res = await call('GET', '/api/dev/outbox');
  expect(res.status).toBe(200);
  return res.json.emails as DevOutboxEmail[];
}

/** A POST that answers a page (the address pages), run to the end of its after-response work: its status. */
async function postPage(path: string): Promise<number> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://127.0.0.1${path}`, { method: 'POST' }), env, ctx);
  await waitOnExecutionContext(ctx);
  await res.text();
  return res.status;
}

/**
 * The mail of an outbox row as the local driver sent it (kept in the row: each request here
 * delivers its rows before it answers), else as the dev outbox renders it now. The row itself is
 * read, not the whole outbox, which renders its newest 200 mails at every call.
 */
async function mailOfRow(id: string): Promise<{ subject: string; text: string }> {
  const kept = await env.DB.prepare('select rendered from email_outbox where id = ?').bind(id).first<string | null>('rendered');
  if (kept) return JSON.parse(kept) as RenderedMail;
  const shown = (await outbox()).find((m) => m.id === id);
  expect(shown, `the mail of row ${id}`).toBeDefined();
  return shown!;
}

/** The owner opens the invitation mailed for this seat and presses its button. */
async function confirmSeat(address: string, gameId: string, seat: number): Promise<void> {
  const row = await env.DB.prepare("select id from email_outbox where kind = 'confirm' and recipient = ? and game_id = ? and seat = ?")
    .bind(address, gameId, seat)
    .first<string>('id');
  expect(row, `the invitation of ${address} for ${gameId}/${seat}`).toBeTruthy();
  const mail = await mailOfRow(row!);
  const path = /\/api\/addresses\/confirm\?[^\s"<>]+/.exec(mail.text)?.[0];
  expect(path).toBeTruthy();
  expect(await postPage(path!)).toBe(200);
}

/** The rows that tell a seat of a turn (its game's start, or a turn), with when they were queued. */
async function turnRows(gameId: string, seat: number) {
  const rows = await env.DB.prepare(
    "select id, kind, created_at as createdAt, recipient from email_outbox where game_id = ? and seat = ? and channel = 'email' and kind in ('start', 'turn') order by rowid",
  )
    .bind(gameId, seat)
    .all<{ id: string; kind: string; createdAt: number; recipient: string }>();
  return rows.results;
}

/**
 * The seat is to act and has exactly one mail for this turn (queued since its wait began), in
 * `lang`, to `address` when given, listing its choices, whose seat link opens the seat. Answers that mail's kind.
 */
async function expectToldOnce(gameId: string, seat: number, token: string, lang: Lang, address?: string): Promise<string> {
  const mine = await view(gameId, token);
  expect(mine.seat).toBe(seat);
  expect(mine.active).toContain(seat);
  const since = Date.parse(mine.clocks?.find((c) => c.seat === seat)?.since ?? '');
  expect(Number.isFinite(since)).toBe(true);
  const rows = (await turnRows(gameId, seat)).filter((r) => r.createdAt >= since);
  expect(rows, JSON.stringify(await turnRows(gameId, seat))).toHaveLength(1);
  const row = rows[0]!;
  if (address) expect(row.recipient).toBe(address);
  const mail = await mailOfRow(row.id);
  expect(mail.subject).toMatch(words[lang]);
  expect(mail.subject).not.toMatch(words[lang === 'en' ? 'de' : 'en']);
  expect(listedChoices(mail.text).size).toBeGreaterThan(0);
  const link = new RegExp(`/g/${gameId}#t=([A-Za-z0-9_-]+)`).exec(mail.text);
  expect(link).not.toBeNull();
  const opened = await call('GET', `/api/games/${gameId}`, undefined, link![1]);
  expect(opened.status).toBe(200);
  expect(opened.json.seat).toBe(seat);
  return row.kind;
}

/** The other seats play their first legal action until `seat` is to act. */
async function untilActive(gameId: string, tokens: readonly string[], seat: number): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const game = await view(gameId);
    expect(game.status).toBe('active');
    if (game.active.includes(seat)) return;
    const other = game.active[0]!;
    const mine = await view(gameId, tokens[other]);
    const posted = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[other]);
    expect(posted.status).toBe(200);
  }
  throw new Error(`seat ${seat} never came to act`);
}

/** The subject of a scenario: its seat, that seat's token and address (none: the account's). */
interface Subject {
  gameId: string;
  seat: number;
  token: string;
  address: string;
  tokens: string[];
}

/** Who takes the subject's seat: the body's address and the session's headers. */
async function identity(who: Who, t: string): Promise<{ email: Record<string, string>; headers: Record<string, string>; address: string; me?: Person }> {
  if (who === 'session') {
    const me = await person(`pia${t}`);
    return { email: {}, headers: me.headers, address: `pia${t}@example.org`, me };
  }
  const address = `pia.${t}@told.example`;
  return { email: { email: address }, headers: {}, address };
}

/** Create: Pia creates a 2-seat Fightin' Drinkin' Stealin' game; Bob's join starts it, both to act. */
async function viaCreate(who: Who, lang: Lang): Promise<Subject> {
  const t = tag();
  const id = await identity(who, t);
  const created = await call('POST', '/api/games', { ruleset: FDS, players: 2, name: 'Pia', language: lang, ...id.email }, undefined, id.headers);
  expect(created.status).toBe(201);
  const gameId = created.json.gameId as string;
  if (who === 'before') await confirmSeat(id.address, gameId, 0);
  const bob = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Bob', language: 'en' });
  expect(bob.status).toBe(201);
  if (who === 'after') await confirmSeat(id.address, gameId, 0);
  return { gameId, seat: 0, token: created.json.token, address: id.address, tokens: [created.json.token, bob.json.token] };
}

/**
 * Join by the invite link (`open`: from the open list). "before": a 3-seat Raiding Stonehenge game, Pia
 * proves her address before the last seat starts it, then waits for her turn; otherwise a 2-seat
 * Fightin' Drinkin' Stealin' game that her join starts, with her to act.
 */
async function viaJoin(who: Who, lang: Lang, open = false): Promise<Subject> {
  const t = tag();
  const id = await identity(who, t);
  const three = who === 'before';
  const body = three ? { ruleset: 'raiding-stonehenge', players: 3, options: { twoThreePlayers: true } } : { ruleset: FDS, players: 2 };
  const created = await call('POST', '/api/games', { ...body, name: 'Ann', language: 'en', ...(open ? { open: true } : {}) });
  expect(created.status).toBe(201);
  const gameId = created.json.gameId as string;
  const client: Record<string, string> = open ? { 'cf-connecting-ip': `10.57.${serial % 250}.1` } : {};
  const pia = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Pia', language: lang, ...id.email }, undefined, { ...id.headers, ...client });
  expect(pia.status).toBe(201);
  expect(pia.json.seat).toBe(1);
  const tokens = [created.json.token as string, pia.json.token as string];
  if (three) {
    await confirmSeat(id.address, gameId, 1);
    const cat = await call(
      'POST',
      `/api/join/${created.json.joinCode}`,
      { name: 'Cat' },
      undefined,
      open ? { 'cf-connecting-ip': `10.58.${serial % 250}.1` } : {},
    );
    expect(cat.status).toBe(201);
    tokens.push(cat.json.token);
    await untilActive(gameId, tokens, 1);
  }
  if (who === 'after') await confirmSeat(id.address, gameId, 1);
  return { gameId, seat: 1, token: pia.json.token, address: id.address, tokens };
}

/**
 * Rematch: Pia and Bob finish a game (Bob resigns); Pia offers the rematch (her seat 0 of it, her
 * address a new claim there), Bob's seat of it starts it.
 */
async function viaRematch(who: Who, lang: Lang): Promise<Subject> {
  const t = tag();
  const id = await identity(who, t);
  const first = await call('POST', '/api/games', { ruleset: FDS, players: 2, name: 'Pia', language: lang, ...id.email }, undefined, id.headers);
  expect(first.status).toBe(201);
  const bob = await call('POST', `/api/join/${first.json.joinCode}`, { name: 'Bob', language: 'en' });
  expect(bob.status).toBe(201);
  expect((await call('POST', `/api/games/${first.json.gameId}/resign`, undefined, bob.json.token)).status).toBe(200);
  const offered = await call('POST', `/api/games/${first.json.gameId}/rematch`, undefined, first.json.token);
  expect(offered.status).toBe(201);
  const gameId = offered.json.gameId as string;
  expect(offered.json.seat).toBe(0);
  if (who === 'before') await confirmSeat(id.address, gameId, 0);
  const taken = await call('POST', `/api/games/${first.json.gameId}/rematch`, undefined, bob.json.token);
  expect(taken.status).toBe(201);
  expect(taken.json.gameId).toBe(gameId);
  if (who === 'after') await confirmSeat(id.address, gameId, 0);
  return { gameId, seat: 0, token: offered.json.token, address: id.address, tokens: [offered.json.token, taken.json.token] };
}

/**
 * Claim: a 3-seat Stonerush game, 24 hours a move, "ask"; its first mover's time runs out, the
 * others vote to give the seat to someone new, and Pia claims it; then the others move until it is her turn.
 */
async function viaClaim(who: Who, lang: Lang): Promise<Subject> {
  const t = tag();
  const id = await identity(who, t);
  const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', deadlineHours: 24, onTimeout: 'ask' });
  expect(created.status).toBe(201);
  const gameId = created.json.gameId as string;
  const tokens: string[] = [created.json.token];
  for (const name of ['Bob', 'Cat']) {
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name });
    expect(joined.status).toBe(201);
    tokens.push(joined.json.token);
  }
  const game = await view(gameId);
  const late = game.active[0]!;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(game.clocks!.find((c) => c.seat === late)!.deadline! + 60_000);
  expect((await call('POST', `/api/dev/scheduled?time=${Date.now()}`)).status).toBe(200);
  const voters = [0, 1, 2].filter((s) => s !== late);
  expect((await call('POST', `/api/games/${gameId}/absent`, { seat: late, choice: 'replace' }, tokens[voters[0]!])).status).toBe(200);
  const decided = await call('POST', `/api/games/${gameId}/absent`, { seat: late, choice: 'replace' }, tokens[voters[1]!]);
  expect(decided.status).toBe(200);
  const key = /#k=(.+)$/.exec((decided.json as GamePayload).replacing?.find((r) => r.seat === late)?.url ?? '')?.[1];
  expect(key).toBeTruthy();
  const claimed = await call('POST', `/api/games/${gameId}/claim`, { seat: late, key, name: 'Pia', language: lang, ...id.email }, undefined, id.headers);
  expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
  tokens[late] = claimed.json.token;
  // A bot played the seat while it waited for someone new: Pia's turn comes when the others have moved.
  if (who === 'before') await confirmSeat(id.address, gameId, late);
  await untilActive(gameId, tokens, late);
  if (who === 'after') await confirmSeat(id.address, gameId, late);
  return { gameId, seat: late, token: claimed.json.token, address: id.address, tokens };
}

afterEach(() => {
  vi.useRealTimers();
});

const langs: Lang[] = ['en', 'de'];
const cells: [string, Who, (who: Who, lang: Lang) => Promise<Subject>][] = [
  ['create', 'before', viaCreate],
  ['create', 'after', viaCreate],
  ['create', 'session', viaCreate],
  ['join by link', 'before', (w, l) => viaJoin(w, l)],
  ['join by link', 'after', (w, l) => viaJoin(w, l)],
  ['join by link', 'session', (w, l) => viaJoin(w, l)],
  ['open game join', 'before', (w, l) => viaJoin(w, l, true)],
  ['open game join', 'after', (w, l) => viaJoin(w, l, true)],
  ['open game join', 'session', (w, l) => viaJoin(w, l, true)],
  ['rematch', 'before', viaRematch],
  ['rematch', 'after', viaRematch],
  ['rematch', 'session', viaRematch],
  ['claim', 'before', viaClaim],
  ['claim', 'after', viaClaim],
  ['claim', 'session', viaClaim],
];

describe('told in time: one mail for the turn the seat is in (#57)', () => {
  for (const [path, who, make] of cells) {
    for (const lang of langs) {
      it(`${path}, address ${who === 'session' ? 'of the session, none typed' : `proven ${who} the turn began`}, ${lang}`, async () => {
        const s = await make(who, lang);
        const kind = await expectToldOnce(s.gameId, s.seat, s.token, lang, s.address);
        // Proven later: the turn mail of the turn under way; otherwise the game's start mail, or its turn's.
        if (who === 'after') expect(kind).toBe('turn');
        // The seat's own payload shows the address, proven.
        expect((await view(s.gameId, s.token)).email).toEqual({ address: s.address, confirmed: true });
      });
    }
  }

  for (const lang of langs) {
    it(`tournament, the player's session, ${lang}`, async () => {
      const t = tag();
      const host = await person(`host${t}`);
      const field = [await person(`pia${t}`), await person(`bob${t}`)];
      for (const p of field) expect((await call('PUT', '/api/me/settings', { language: lang }, undefined, p.headers)).status).toBe(200);
      const made = await call(
        'POST',
        '/api/tournaments',
        { ruleset: FDS, tableSize: 2, format: 'swiss', rounds: 1, minPlayers: 2, maxPlayers: 2, timeControl: { kind: 'per-move', hours: 24 } },
        undefined,
        host.headers,
      );
      expect(made.status, JSON.stringify(made.json)).toBe(201);
      const id = made.json.tournamentId as string;
      for (const p of field) expect((await call('POST', `/api/tournaments/${id}/join`, undefined, undefined, p.headers)).status).toBe(200);
      expect((await call('POST', `/api/tournaments/${id}/start`, undefined, undefined, host.headers)).status).toBe(200);
      const table = (await detail(id)).rounds[0]!.tables[0]!;
      const me = await call('GET', '/api/me', undefined, undefined, field[0]!.headers);
      const mine = (me.json.games as { gameId: string; seat: number; token: string }[]).find((g) => g.gameId === table.gameId)!;
      expect(await expectToldOnce(table.gameId, mine.seat, mine.token, lang, `pia${t}@example.org`)).toBe('start');
    });
  }
});

/** Plays until `seat` starts a new turn (its wait begins after `after`): the others first, the seat itself when only it may act. */
async function nextTurn(gameId: string, tokens: readonly string[], seat: number, after: number): Promise<void> {
  for (let i = 0; i < 80; i++) {
    const game = await view(gameId);
    expect(game.status).toBe('active');
    const since = Date.parse(game.clocks?.find((c) => c.seat === seat)?.since ?? '');
    if (game.active.includes(seat) && since > after) return;
    const mover = game.active.find((s) => s !== seat) ?? seat;
    const mine = await view(gameId, tokens[mover]);
    const posted = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[mover]);
    expect(posted.status).toBe(200);
    // The clock's `since` has millisecond steps: the next turn must start on a later one.
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error(`seat ${seat} got no new turn`);
}

const signedInHeaders = (p: Person) => p.headers;

describe('the late turn mail (#57 item 1)', () => {
  it("goes once: not again for a second click, nor for the other seat's move; the next turn has its own", async () => {
    const s = await viaJoin('after', 'en');
    expect((await turnRows(s.gameId, 1)).map((r) => r.kind)).toEqual(['turn']);
    await confirmSeat(s.address, s.gameId, 1);
    const ann = await view(s.gameId, s.tokens[0]);
    expect(ann.active).toEqual([0, 1]);
    expect((await call('POST', `/api/games/${s.gameId}/actions`, { version: ann.version, action: ann.actions[0] }, s.tokens[0])).status).toBe(200);
    expect((await view(s.gameId)).active).toContain(1);
    expect((await turnRows(s.gameId, 1)).map((r) => r.kind)).toEqual(['turn']);
    const since = Date.parse((await view(s.gameId)).clocks!.find((c) => c.seat === 1)!.since!);
    await nextTurn(s.gameId, s.tokens, 1, since);
    await expectToldOnce(s.gameId, 1, s.token, 'en', s.address);
    expect((await turnRows(s.gameId, 1)).map((r) => r.kind)).toEqual(['turn', 'turn']);
  });

  it("the writer queues it only for a turn without its mail: a proof racing the turn's own mail adds none", async () => {
    // As if a proof had been read before the start mail was queued: the start mail is the turn's.
    const early = await viaCreate('before', 'en');
    await tellOwedTurns(env, [{ gameId: early.gameId, seat: 0 }], 'http://127.0.0.1');
    expect((await turnRows(early.gameId, 0)).map((r) => r.kind)).toEqual(['start']);
    // And the late mail once queued, a second proof of the same turn adds none either.
    const late = await viaCreate('after', 'de');
    await tellOwedTurns(env, [{ gameId: late.gameId, seat: 0 }], 'http://127.0.0.1');
    expect((await turnRows(late.gameId, 0)).map((r) => r.kind)).toEqual(['turn']);
  });

  it('none for a muted seat, nor for a seat on the daily digest', async () => {
    for (const setting of [{ muted: true }, { digest: true }]) {
      const t = tag();
      const address = `quiet.${t}@told.example`;
      const created = await call('POST', '/api/games', { ruleset: FDS, players: 2, name: 'Ann' });
      const pia = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Pia', email: address });
      expect(pia.status).toBe(201);
      expect((await call('PUT', `/api/games/${created.json.gameId}/notifications`, setting, pia.json.token)).status).toBe(200);
      await confirmSeat(address, created.json.gameId, 1);
      expect((await view(created.json.gameId)).active).toContain(1);
      expect(await turnRows(created.json.gameId, 1)).toEqual([]);
    }
  });

  it('a settings change that proves the address (signed in with it) sends the turn under way its mail', async () => {
    const t = tag();
    const me = await person(`set${t}`);
    const created = await call('POST', '/api/games', { ruleset: FDS, players: 2, name: 'Ann' });
    const pia = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Pia', language: 'de' });
    expect(pia.status).toBe(201);
    const gameId = created.json.gameId as string;
    expect(await turnRows(gameId, 1)).toEqual([]);
    const put = await call('PUT', `/api/games/${gameId}/notifications`, { email: `set${t}@example.org` }, pia.json.token, signedInHeaders(me));
    expect(put.status).toBe(200);
    expect(await expectToldOnce(gameId, 1, pia.json.token, 'de', `set${t}@example.org`)).toBe('turn');
    // The same address again proves nothing new: no second mail.
    expect((await call('PUT', `/api/games/${gameId}/notifications`, { email: `set${t}@example.org` }, pia.json.token, signedInHeaders(me))).status).toBe(200);
    expect(await turnRows(gameId, 1)).toHaveLength(1);
  });

  it("a sign-in with the seat's address, from the browser holding the seat, proves it and sends the turn's mail", async () => {
    const t = tag();
    const address = `late.${t}@told.example`;
    const created = await call('POST', '/api/games', { ruleset: FDS, players: 2, name: 'Ann' });
    const pia = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Pia', email: address, language: 'de' });
    expect(pia.status).toBe(201);
    const gameId = created.json.gameId as string;
    const asked = await call('POST', '/api/auth/email', { email: address });
    expect(asked.status).toBe(202);
    const link = (await outbox()).find((m) => m.kind === 'signin' && m.to === address);
    const token = /\/signin#t=([A-Za-z0-9_-]+)/.exec(link?.text ?? '')?.[1];
    const ctx = createExecutionContext();
    const verify = await worker.fetch(
      new Request('http://127.0.0.1/api/auth/email/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1' },
        body: JSON.stringify({ token, tokens: [pia.json.token] }),
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(verify.status).toBe(200);
    expect((await verify.json<{ claimed: number }>()).claimed).toBe(1);
    expect(await expectToldOnce(gameId, 1, pia.json.token, 'de', address)).toBe('turn');
  });
});

describe("a seat taken signed in takes the account's address and choices (#57 item 2)", () => {
  it('the address, the mail mode and the time zone of the account; /api/me/address says where mail goes', async () => {
    const t = tag();
    const me = await person(`zone${t}`);
    expect((await call('PUT', '/api/me/settings', { mail: 'digest', timeZone: 'Asia/Tokyo' }, undefined, me.headers)).status).toBe(200);
    const created = await call('POST', '/api/games', { ruleset: FDS, players: 2, name: 'Pia', timeZone: 'Europe/Berlin' }, undefined, me.headers);
    expect(created.status).toBe(201);
    const gameId = created.json.gameId as string;
    const row = await env.DB.prepare('select email, digest, muted, email_proven_at is not null as proven from seats where game_id = ? and seat = 0')
      .bind(gameId)
      .first();
    expect(row).toEqual({ email: `zone${t}@example.org`, digest: 1, muted: 0, proven: 1 });
    const seats = JSON.parse((await env.DB.prepare('select seats from games where id = ?').bind(gameId).first<string>('seats'))!) as { tz?: string }[];
    expect(seats[0]?.tz).toBe('Asia/Tokyo');
    // The forms read where mail goes from `/api/me/address` (the owner's session only); `/api/me` still carries no address.
    expect((await call('GET', '/api/me/address', undefined, undefined, me.headers)).json).toEqual({ email: `zone${t}@example.org`, mail: 'digest' });
    expect(JSON.stringify((await call('GET', '/api/me', undefined, undefined, me.headers)).json)).not.toContain('@example.org');
    expect((await call('GET', '/api/me/address')).status).toBe(401);
    // A typed address stays the seat's: a claim, with its invitation.
    const other = await call('POST', '/api/games', { ruleset: FDS, players: 2, name: 'Pia', email: `elsewhere.${t}@told.example` }, undefined, me.headers);
    expect((await view(other.json.gameId, other.json.token)).email).toEqual({ address: `elsewhere.${t}@told.example`, confirmed: false });
  });

  it("a tournament's seat takes its player's mail mode: on the digest, no turn mail", async () => {
    const t = tag();
    const host = await person(`dhost${t}`);
    const field = [await person(`dpia${t}`), await person(`dbob${t}`)];
    for (const p of field) expect((await call('PUT', '/api/me/settings', { mail: 'digest' }, undefined, p.headers)).status).toBe(200);
    const made = await call(
      'POST',
      '/api/tournaments',
      { ruleset: FDS, tableSize: 2, format: 'swiss', rounds: 1, minPlayers: 2, maxPlayers: 2, timeControl: { kind: 'per-move', hours: 24 } },
      undefined,
      host.headers,
    );
    expect(made.status).toBe(201);
    const id = made.json.tournamentId as string;
    for (const p of field) expect((await call('POST', `/api/tournaments/${id}/join`, undefined, undefined, p.headers)).status).toBe(200);
    expect((await call('POST', `/api/tournaments/${id}/start`, undefined, undefined, host.headers)).status).toBe(200);
    const gameId = (await detail(id)).rounds[0]!.tables[0]!.gameId;
    const digest = await env.DB.prepare('select digest from seats where game_id = ? order by seat').bind(gameId).all<{ digest: number }>();
    expect(digest.results.map((r) => r.digest)).toEqual([1, 1]);
    const tokens = await Promise.all(
      field.map(async (p) => {
        const me = await call('GET', '/api/me', undefined, undefined, p.headers);
        return me.json.games.find((g: { gameId: string }) => g.gameId === gameId) as { seat: number; token: string };
      }),
    );
    const bySeat: string[] = [];
    for (const g of tokens) bySeat[g.seat] = g.token;
    const since = Date.parse((await view(gameId)).clocks!.find((c) => c.seat === 0)!.since!);
    await nextTurn(gameId, bySeat, 0, since);
    expect((await turnRows(gameId, 0)).filter((r) => r.kind === 'turn')).toEqual([]);
  });
});
