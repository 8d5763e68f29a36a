/**
 * Mails and pushes speak the language the seat joined in (#33 item 3): the body's `language`, else
 * `?lang=`, else the request's Accept-Language, else English; stored on the seat
 * (`seats.language`), read when the mail is rendered.
 */
import { SELF, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DevOutboxEmail, GamePayload } from '@schema/api';
import { and, eq } from 'drizzle-orm';
import { emailOutbox, games } from '@db/schema';
import { readConfig } from '@worker/store/notify-config';
import { languagesOf } from '@worker/notify/language';
import { renderWebhook } from '@worker/notify/mail';
import { createDb } from '@worker/store/db';
import { call, confirmAddresses } from './client';

const address = (tag: string, seat: number) => `seat${seat}.${tag}@language.example`;

async function mailsTo(to: string): Promise<DevOutboxEmail[]> {
  const res = await call('GET', '/api/dev/outbox');
  return (res.json.emails as DevOutboxEmail[]).filter((e) => e.to === to);
}

const seatLanguages = async (gameId: string) =>
  (await env.DB.prepare('select seat, language from seats where game_id = ? order by seat').bind(gameId).all<{ seat: number; language: string | null }>())
    .results;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the language of a seat', () => {
  it('is taken from Accept-Language, the body and ?lang=, and stored on the seat', async () => {
    const tag = 'stored';
    await confirmAddresses(address(tag, 0), address(tag, 1), address(tag, 2));
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Anna', email: address(tag, 0) }, undefined, {
      'accept-language': 'fr-CH, de;q=0.8, en;q=0.5',
    });
    expect(created.status).toBe(201);
    const code = created.json.joinCode;
    // The body's language wins over the header; ?lang= over the header too.
    expect(
      (await call('POST', `/api/join/${code}`, { name: 'Bob', email: address(tag, 1), language: 'en' }, undefined, { 'accept-language': 'de' })).status,
    ).toBe(201);
    expect((await call('POST', `/api/join/${code}?lang=de`, { name: 'Cleo', email: address(tag, 2) }, undefined, { 'accept-language': 'en' })).status).toBe(
      201,
    );
    expect(await seatLanguages(created.json.gameId)).toEqual([
      { seat: 0, language: 'de' },
      { seat: 1, language: 'en' },
      { seat: 2, language: 'de' },
    ]);
  });

  it('is left unset when the request names no language we speak, and such a seat is mailed in English', async () => {
    const tag = 'unset';
    await confirmAddresses(address(tag, 0));
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ines', email: address(tag, 0) }, undefined, {
      'accept-language': 'fr, es;q=0.5',
    });
    expect(created.status).toBe(201);
    for (const name of ['Jan', 'Kai']) expect((await call('POST', `/api/join/${created.json.joinCode}`, { name })).status).toBe(201);
    expect(await seatLanguages(created.json.gameId)).toEqual([
      { seat: 0, language: null },
      { seat: 1, language: null },
      { seat: 2, language: null },
    ]);
    const [start] = (await mailsTo(address(tag, 0))).filter((m) => m.kind === 'start');
    expect(start?.subject).toBe('Stonerush: the game has started');
  });

  it('refuses a language we do not speak with a 400 that says so', async () => {
    const res = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Kim', language: 'fr' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/language/);
  });
});

describe('mails in the seat’s language', () => {
  it('sends the German seat German mails and the English seat English ones, from the same game', async () => {
    const tag = 'mails';
    await confirmAddresses(address(tag, 0), address(tag, 1), address(tag, 2));
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Anna', email: address(tag, 0), language: 'de' });
    const tokens = [created.json.token as string];
    for (const [seat, name, language] of [
      [1, 'Bob', 'en'],
      [2, 'Cleo', 'de'],
    ] as const) {
      const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name, email: address(tag, seat), language });
      tokens.push(joined.json.token);
    }
    const gameId = created.json.gameId as string;

    const startDe = (await mailsTo(address(tag, 0))).find((m) => m.kind === 'start')!;
    expect(startDe.subject).toBe('Stonerush: Das Spiel hat begonnen');
    expect(startDe.text).toContain('Hallo Anna,');
    expect(startDe.text).toContain('Alle sind deinem Spiel Stonerush beigetreten (Anna, Bob und Cleo).');
    expect(startDe.text).toContain('Dieser Link ist der Schlüssel zu deinem Platz');
    expect(startDe.html).toContain('<html lang="de">');
    const startEn = (await mailsTo(address(tag, 1))).find((m) => m.kind === 'start')!;
    expect(startEn.subject).toBe('Stonerush: the game has started');
    expect(startEn.text).toContain('Everyone has joined your game of Stonerush (Anna, Bob and Cleo).');
    expect(startEn.html).toContain('<html lang="en">');

    // Moves until the turn passes to a German seat that has not moved yet: its turn mail is German throughout.
    for (let i = 0; i < 6; i++) {
      const open = (await call('GET', `/api/games/${gameId}`)).json as GamePayload;
      const seat = open.active[0]!;
      const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
      expect((await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat])).status).toBe(200);
      const turns = (await mailsTo(address(tag, 2))).filter((m) => m.kind === 'turn');
      if (turns.length) {
        const turn = turns[0]!;
        expect(turn.subject).toBe('Stonerush mit Anna und Bob: Du bist am Zug');
        expect(turn.text).toContain('Du bist am Zug in Stonerush mit Anna und Bob.');
        expect(turn.text).toMatch(/Seit deinem letzten Zug:|Bisher:/);
        // A game made without a clock gets 72 hours a move and the others' vote (onTimeout "ask").
        expect(turn.text).toContain('danach entscheiden die anderen, ob sie warten');
        expect(turn.text).toMatch(/Zug machen: http/);
        return;
      }
    }
    throw new Error('the turn never came to the German seat');
  });
});

describe('the address pages', () => {
  it('open in the language of the mail that linked them, else of Accept-Language', async () => {
    const tag = 'pages';
    await confirmAddresses(address(tag, 0));
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Anna', email: address(tag, 0), language: 'de' });
    for (const name of ['Bob', 'Cleo']) await call('POST', `/api/join/${created.json.joinCode}`, { name });
    const start = (await mailsTo(address(tag, 0))).find((m) => m.kind === 'start')!;
    const link = /Nie wieder E-Mails, aus keinem Spiel: (\S+)/.exec(start.text)![1]!;
    expect(link).toContain('&lang=de');
    const page = await SELF.fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Nie wieder E-Mails</h1>');
    expect(html).toContain(`Kein Spiel auf dieser Seite wird <b>${address(tag, 0)}</b> je wieder eine E-Mail schicken.`);
    expect(html).toContain('&amp;lang=de"'); // the button posts in the same language

    const english = await SELF.fetch(link.replace('&lang=de', ''), { headers: { 'accept-language': 'en-GB' } });
    expect(await english.text()).toContain('<h1>Never email me again</h1>');
    const byHeader = await SELF.fetch(link.replace('&lang=de', ''), { headers: { 'accept-language': 'de-CH' } });
    expect(await byHeader.text()).toContain('<h1>Nie wieder E-Mails</h1>');
  });
});

describe('a player’s language setting', () => {
  const ORIGIN = 'http://127.0.0.1';
  async function signIn(email: string): Promise<string> {
    expect((await call('POST', '/api/auth/email', { email }, undefined, { 'cf-connecting-ip': '10.9.9.9' })).status).toBe(202);
    const mail = (await mailsTo(email)).find((m) => m.kind === 'signin')!;
    const token = /\/signin#t=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const res = await call('POST', '/api/auth/email/verify', { token, tokens: [] }, undefined, { origin: ORIGIN });
    expect(res.status).toBe(200);
    return `sid=${/sid=([A-Za-z0-9_-]+)/.exec(res.headers.get('set-cookie') ?? '')![1]}`;
  }

  it('comes before the language the seat joined in', async () => {
    const email = address('setting', 0);
    await confirmAddresses(email);
    const cookie = await signIn(email);
    expect((await call('PUT', '/api/me/settings', { language: 'de' }, undefined, { cookie, origin: ORIGIN })).status).toBe(200);
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ada', email, language: 'en' }, undefined, {
      cookie,
      origin: ORIGIN,
    });
    expect(created.status).toBe(201);
    for (const name of ['Bob', 'Cleo']) await call('POST', `/api/join/${created.json.joinCode}`, { name });
    const start = (await mailsTo(email)).find((m) => m.kind === 'start' && m.gameId === created.json.gameId)!;
    expect(start.subject).toBe('Stonerush: Das Spiel hat begonnen');
  });

  it("is the host's for the game's webhook, a channel with no seat of its own", async () => {
    // The start's webhook call goes out as the last seat joins: answer it here, no request leaves the test.
    const posted: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      posted.push(String(init?.body ?? ''));
      return new Response(null, { status: 204 });
    });
    const db = createDb(env.DB);
    const bodies: Record<string, string> = {};
    for (const language of ['de', 'en'] as const) {
      const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ada', language, webhookUrl: 'https://hooks.example.com/t' });
      // The others join in the other language: the host's is the one the channel hears.
      for (const name of ['Bob', 'Cleo']) await call('POST', `/api/join/${created.json.joinCode}`, { name, language: language === 'de' ? 'en' : 'de' });
      const gameId = created.json.gameId as string;
      const row = (await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.gameId, gameId), eq(emailOutbox.channel, 'webhook')))
        .get())!;
      expect(row.seat).toBeNull();
      // The call goes out after the join's answer: wait for it, so none is left to leave after the test.
      const sent = async () => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id)).get())?.status;
      for (let i = 0; i < 100 && (await sent()) !== 'sent'; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await sent()).toBe('sent');
      const locale = (await languagesOf(db, [row])).get(row.id);
      expect(locale).toBe(language);
      const game = (await db.select().from(games).where(eq(games.id, gameId)).get())!;
      bodies[language] = renderWebhook(readConfig(env as never), row, game, locale).content;
    }
    expect(bodies.de).toMatch(/^(Ada|Bob|Cleo) am Zug in Stonerush: https?:\/\/\S+\/g\/\w+$/);
    expect(bodies.en).toMatch(/^(Ada|Bob|Cleo)'s turn in Stonerush: /);
    expect(posted.length).toBeGreaterThan(0);
  });

  it('is carried into a rematch: each seat there speaks its language in the game before (#45)', async () => {
    const created = await call('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Lotte', language: 'de' });
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: 'Kim', language: 'en' });
    const gameId = created.json.gameId as string;
    expect((await call('POST', `/api/games/${gameId}/resign`, {}, joined.json.token)).status).toBe(200);
    const offered = await call('POST', `/api/games/${gameId}/rematch`, {}, created.json.token);
    expect(offered.status).toBe(201);
    expect((await call('POST', `/api/games/${gameId}/rematch`, {}, joined.json.token)).status).toBe(201);
    expect(await seatLanguages(offered.json.gameId as string)).toEqual([
      { seat: 0, language: 'de' },
      { seat: 1, language: 'en' },
    ]);
  });
});
