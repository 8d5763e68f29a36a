/**
 * The daily digest at the player's morning, answered like a turn mail (issue #48 item 2;
 * docs/notifications.md, "The digest at your morning" and "The digest, answered"): the digest
 * goes out from 07:00 in the address's time zone (the signed-in player's setting over the seat's
 * browser zone, UTC without either); it numbers each waiting game's choices in one run under the
 * game's name, with a Reply-To signing the digest; a reply's number or words play in the right
 * game and seat through the same checks as a turn-mail reply; replays, other senders and
 * unauthenticated mail are refused; an unclear reply gets a new digest saying so.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevOutboxEmail, GamePayload } from '@schema/api';
import { createDb } from '@worker/store/db';
import { runScheduled } from '@worker/cron/scheduled';
import { readConfig } from '@worker/store/notify-config';
import { call, confirmAddresses } from './client';
import { at, dec, realTimersAfterEach } from './clock-helpers';
import { deliverMail, listedChoices, outbox, rawReply } from './mail-helpers';
import { person } from './tournament-helpers';

const H = 3_600_000;
const DAY = 24 * H;
// The day after the games are made, in the test December (clock-helpers.ts): a winter day, so
// New York and Berlin keep standard time whatever today's date is, and within the week in which
// a game nobody moves in stays open.
const tomorrow = dec(2);
beforeEach(() => at(dec(1, 12)));
realTimersAfterEach();

const view = async (gameId: string, token?: string) => (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;

/** A Stonerush game of three whose every seat is `address` (on the digest), created with `extra` (a time zone). */
async function gameOf(address: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  await confirmAddresses(address);
  const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', email: address, ...extra }, undefined, headers);
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const tokens: string[] = [created.json.token];
  for (const name of ['Bob', 'Cat']) {
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name, email: address, ...extra });
    expect(joined.status).toBe(201);
    tokens.push(joined.json.token);
  }
  for (const token of tokens) expect((await call('PUT', `/api/games/${created.json.gameId}/notifications`, { digest: true }, token)).status).toBe(200);
  return { gameId: created.json.gameId as string, tokens };
}

const digestRows = async (to: string) =>
  (
    await env.DB.prepare("select id, data, created_at as createdAt from email_outbox where kind = 'digest' and recipient = ? order by created_at")
      .bind(to)
      .all<{ id: string; data: string; createdAt: number }>()
  ).results;

const digestsTo = async (to: string): Promise<DevOutboxEmail[]> => (await outbox()).filter((e) => e.kind === 'digest' && e.to === to);

describe('the digest at the player’s morning', () => {
  it('goes out from 07:00 in the seat’s own zone, once that day', async () => {
    const to = 'ny@digest-tz.example';
    await gameOf(to, { timeZone: 'America/New_York' });
    const db = createDb(env.DB);
    // 07:30 UTC is 02:30 in New York (standard time from 1 November): not yet.
    await runScheduled(db, null, tomorrow + 7.5 * H);
    expect(await digestRows(to)).toHaveLength(0);
    await runScheduled(db, null, tomorrow + 11.75 * H);
    expect(await digestRows(to)).toHaveLength(0);
    await runScheduled(db, null, tomorrow + 12.25 * H);
    expect(await digestRows(to)).toHaveLength(1);
    // Later that day (23:00 UTC, 18:00 there) nothing more; after the next 07:00 there, one more.
    await runScheduled(db, null, tomorrow + 23 * H);
    expect(await digestRows(to)).toHaveLength(1);
    await runScheduled(db, null, tomorrow + DAY + 12.25 * H);
    expect(await digestRows(to)).toHaveLength(2);
  });

  it('follows the zone a player without an account chose for the seat (its notification settings)', async () => {
    const to = 'chosen@digest-tz.example';
    const { gameId, tokens } = await gameOf(to, { timeZone: 'Europe/Berlin' });
    const before = await view(gameId, tokens[0]);
    expect((await call('GET', `/api/games/${gameId}/notifications`, undefined, tokens[0])).json.timeZone).toBe('Europe/Berlin');
    // A zone the runtime does not know is refused, and changes nothing.
    const bad = await call('PUT', `/api/games/${gameId}/notifications`, { timeZone: 'Mars/Olympus' }, tokens[0]);
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('invalid_body');
    expect((await call('PUT', `/api/games/${gameId}/notifications`, { timeZone: '../etc' }, tokens[0])).status).toBe(400);
    // Every seat of the address moves to New York (the seat command `seat-zone`, through the game's writer).
    for (const token of tokens) {
      const put = await call('PUT', `/api/games/${gameId}/notifications`, { timeZone: 'America/New_York' }, token);
      expect(put.status, JSON.stringify(put.json)).toBe(200);
      expect(put.json).toMatchObject({ email: to, digest: true, timeZone: 'America/New_York' });
    }
    expect((await call('GET', `/api/games/${gameId}/notifications`, undefined, tokens[1])).json.timeZone).toBe('America/New_York');
    // The same zone again writes nothing; the game's version (its mails' reply addresses) never moved.
    const after = await view(gameId, tokens[0]);
    expect((await call('PUT', `/api/games/${gameId}/notifications`, { timeZone: 'America/New_York', muted: false }, tokens[0])).status).toBe(200);
    expect((await view(gameId, tokens[0])).revision).toBe(after.revision);
    expect(after.version).toBe(before.version);
    const db = createDb(env.DB);
    // 07:30 UTC is 08:30 in Berlin, but 02:30 in New York: not yet; 12:15 UTC is 07:15 there.
    await runScheduled(db, null, tomorrow + 2 * DAY + 7.5 * H);
    expect(await digestRows(to)).toHaveLength(0);
    await runScheduled(db, null, tomorrow + 2 * DAY + 12.25 * H);
    expect(await digestRows(to)).toHaveLength(1);
  });

  it('follows the signed-in player’s one setting over every game: the mail mode and the time zone', async () => {
    const who = await person('tokyo', Date.now());
    const to = 'tokyo@example.org';
    // Seats created signed in, in a browser that said Berlin; the player's setting says Tokyo.
    const a = await gameOf(to, { timeZone: 'Europe/Berlin' }, who.headers);
    // The seats joined without a session are claims on the player's address (#43) until a link
    // mailed for them is opened: proven here as that would, so whichever seat is to act is on the digest.
    await env.DB.prepare('update seats set email_proven_at = ? where game_id = ?').bind(Date.now(), a.gameId).run();
    expect((await call('PUT', '/api/me/settings', { timeZone: 'Mars/Olympus' }, undefined, who.headers)).status).toBe(400);
    const put = await call('PUT', '/api/me/settings', { mail: 'digest', timeZone: 'Asia/Tokyo' }, undefined, who.headers);
    expect(put.status).toBe(200);
    expect(put.json.settings).toMatchObject({ mail: 'digest', timeZone: 'Asia/Tokyo' });
    expect((await call('GET', `/api/games/${a.gameId}/notifications`, undefined, a.tokens[0])).json.digest).toBe(true);
    const db = createDb(env.DB);
    // 21:30 UTC is 06:30 in Tokyo (and 22:30 in Berlin): not yet; 22:05 UTC is 07:05 there.
    await runScheduled(db, null, tomorrow + 21.5 * H);
    expect(await digestRows(to)).toHaveLength(0);
    await runScheduled(db, null, tomorrow + 22.1 * H);
    expect(await digestRows(to)).toHaveLength(1);
  });
});

describe('the digest, answered', () => {
  const to = 'dana@digest-reply.example';
  const config = readConfig(env);

  it('numbers each game’s choices in one run under its name, and a reply plays in the game and seat it names', async () => {
    const g1 = await gameOf(to);
    const g2 = await gameOf(to);
    const db = createDb(env.DB);
    await runScheduled(db, config, tomorrow + 7.25 * H);
    const [mail] = await digestsTo(to);
    expect(mail?.headers['Reply-To']).toMatch(new RegExp(`^play\\+d\\.[a-z0-9]+\\.[a-z2-7]{26}@${config.replyDomain.replace(/\./g, '\\.')}$`));
    expect(mail?.text).toContain('Reply to this email with the number of one choice below');
    const [row] = await digestRows(to);
    const listed = (JSON.parse(row!.data) as { listed: { gameId: string; seat: number; version: number; first: number; count: number }[] }).listed;
    expect(listed.map((l) => l.gameId).sort()).toEqual([g1.gameId, g2.gameId].sort());
    const [e1, e2] = listed.sort((a, b) => a.first - b.first);
    expect(e1!.first).toBe(1);
    expect(e2!.first).toBe(e1!.first + e1!.count);
    const numbers = listedChoices(mail!.text);
    // Each game's choices are those its seat has, numbered on from the game before.
    for (const e of [e1!, e2!]) {
      const game = e.gameId === g1.gameId ? g1 : g2;
      const mine = await view(e.gameId, game.tokens[e.seat]);
      expect(mine.actions.length).toBe(e.count);
      expect(numbers.has(e.first)).toBe(true);
      expect(mail!.text.indexOf(`${e.first}. ${numbers.get(e.first)}`)).toBeGreaterThan(mail!.text.indexOf(`/g/${e.gameId}`));
    }

    // "n" of the second game plays that game's choice n − first + 1, for its seat.
    const second = e2!;
    const game2 = second.gameId === g1.gameId ? g1 : g2;
    const before = await view(second.gameId, game2.tokens[second.seat]);
    const replyTo = mail!.headers['Reply-To'] as string;
    const raw = rawReply({ from: to, to: replyTo, text: `${second.first + 1}\r\n\r\nOn Sat, Stonehenge wrote:\r\n> …` });
    const res = await deliverMail(raw, to, replyTo);
    expect(res.json).toMatchObject({ outcome: 'applied', reason: 'played', gameId: second.gameId, seat: second.seat, played: numbers.get(second.first + 1) });
    const after = await view(second.gameId, game2.tokens[second.seat]);
    expect(after.version).toBe(before.version + 1);
    expect(after.log.at(-1)?.seat).toBe(second.seat);
    const answer = (await outbox()).find((e) => e.kind === 'reply' && e.to === to && e.gameId === second.gameId);
    expect(answer?.text).toContain(`Played: ${numbers.get(second.first + 1)}.`);

    // The same message again: a replay. Another sender, or no DMARC pass: refused. Nothing moves.
    expect((await deliverMail(raw, to, replyTo)).json).toMatchObject({ outcome: 'refused', reason: 'replayed' });
    await confirmAddresses('eve@digest-reply.example');
    const forged = rawReply({ from: 'eve@digest-reply.example', to: replyTo, text: String(e1!.first) });
    expect((await deliverMail(forged, 'eve@digest-reply.example', replyTo)).json).toMatchObject({ outcome: 'refused', reason: 'not_the_seat' });
    const spoofed = rawReply({ from: to, to: replyTo, text: String(e1!.first), dmarc: 'fail' });
    expect((await deliverMail(spoofed, to, replyTo)).json).toMatchObject({ outcome: 'refused', reason: 'unauthenticated' });
    const tampered = replyTo.replace(/\.([a-z2-7]{26})@/, (_, sig: string) => `.${sig.endsWith('a') ? `${sig.slice(0, -1)}b` : `${sig.slice(0, -1)}a`}@`);
    expect((await deliverMail(rawReply({ from: to, to: tampered, text: '1' }), to, tampered)).json).toMatchObject({ outcome: 'refused', reason: 'not_ours' });
    expect((await view(second.gameId)).version).toBe(after.version);

    // The second game moved on (its seat played): "first" of it now is answered with where it stands.
    const late = await deliverMail(rawReply({ from: to, to: replyTo, text: `${second.first}` }), to, replyTo);
    expect(late.json).toMatchObject({ outcome: 'answered', gameId: second.gameId });
    expect(['moved_on', 'not_your_turn']).toContain(late.json.reason);

    // A line that names nothing: a new digest of the games as they stand, saying so.
    const unclear = await deliverMail(rawReply({ from: to, to: replyTo, text: 'what is this?' }), to, replyTo);
    expect(unclear.json).toMatchObject({ outcome: 'answered', reason: 'unclear', answered: true });
    await runScheduled(db, config, tomorrow + 7.5 * H);
    const again = (await digestsTo(to)).find((e) => e.text.includes('what is this?'));
    expect(again?.text).toMatch(/We could not read a choice in your reply \(“what is this\?”\)/);
    // A number past every listed game's is unclear too.
    const past = await deliverMail(rawReply({ from: to, to: replyTo, text: '999' }), to, replyTo);
    expect(past.json).toMatchObject({ outcome: 'answered', reason: 'unclear' });
  });

  it('takes a choice’s words when exactly one listed game has them', async () => {
    const who = 'wes@digest-words.example';
    const g = await gameOf(who);
    const db = createDb(env.DB);
    await runScheduled(db, config, tomorrow + 7.25 * H);
    const [mail] = await digestsTo(who);
    const [row] = await digestRows(who);
    const [entry] = (JSON.parse(row!.data) as { listed: { gameId: string; seat: number; first: number }[] }).listed;
    expect(entry?.gameId).toBe(g.gameId);
    const words = listedChoices(mail!.text).get(entry!.first + 1) as string;
    const replyTo = mail!.headers['Reply-To'] as string;
    const res = await deliverMail(rawReply({ from: who, to: replyTo, text: words.toUpperCase() }), who, replyTo);
    expect(res.json).toMatchObject({ outcome: 'applied', gameId: g.gameId, seat: entry!.seat, played: words });
  });
});
