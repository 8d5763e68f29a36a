/**
 * The deadline calendar (worker/calendar/; docs/notifications.md, "Your deadlines in a
 * calendar"; contract "Mail replies, digest, calendar (round four)"): a seat's and a signed-in
 * player's private iCal feed, one VEVENT per game the owner must act in before its deadline and
 * one per running tournament round, following the moves; a new link revokes the old URL; a
 * forged or re-spelled id is a 404. Also the cron's cleanup of old mail replies.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '@worker/index';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GamePayload } from '@schema/api';
import { icsCalendar, icsText } from '@worker/calendar/ics';
import { readFeedId } from '@worker/store/calendar-url';
import { readConfig } from '@worker/store/notify-config';
import { call, expectError } from './client';
import { connect, stateAt, until } from './sockets';
import { DAY, H, at, clockGame, dec, finishTurn, view } from './clock-helpers';
import { detail, person, runCron, tokenOf } from './tournament-helpers';

interface Event {
  [key: string]: string;
}

/** Unfolds the feed's lines and reads its VEVENTs (property name → raw value), after checking RFC 5545's line rules. */
function events(ics: string): Event[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(/[\r\n]/);
  }
  const lines: string[] = [];
  for (const l of physical) {
    if (l.startsWith(' ')) lines[lines.length - 1] += l.slice(1);
    else lines.push(l);
  }
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const out: Event[] = [];
  let current: Event | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      out.push(current as Event);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return out;
}

/** The service's origin, as its URLs carry it. */
const O = readConfig(env).origin;
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const icsTimeOf = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

/** GET of a feed URL, as a calendar app would (no cookie, no token). */
async function feed(url: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://127.0.0.1${new URL(url).pathname}`), env, ctx);
  await waitOnExecutionContext(ctx);
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), text: await res.text() };
}

/** The seat's calendar URL, from its notification settings. */
async function seatUrl(gameId: string, token: string | undefined): Promise<string> {
  const res = await call('GET', `/api/games/${gameId}/notifications`, undefined, token);
  expect(res.status).toBe(200);
  return res.json.calendarUrl as string;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a seat’s calendar', () => {
  it('lists the deadline of the seat to act, moves with the turn, and is revoked by a new link', async () => {
    const t0 = dec(1, 9);
    at(t0);
    const { gameId, tokens } = await clockGame({ ruleset: 'stonerush', players: 3, deadlineHours: 24 });
    const toAct = (await view(gameId)).active[0] as number;
    expect((await view(gameId)).active).toEqual([toAct]);
    const mine = await view(gameId, tokens[toAct]);
    const urls = await Promise.all([0, 1, 2].map((s) => seatUrl(gameId, tokens[s])));
    expect(mine.calendarUrl).toMatch(new RegExp(`^${esc(O)}/api/calendar/s\\.${gameId}\\.${toAct}\\.\\d+\\.0\\.[a-z2-7]{32}\\.ics$`));
    expect(new Set(urls).size).toBe(3);
    // The seat's own payload and its notification settings carry its URL; another seat's payload
    // carries that seat's own, a spectator's none.
    expect(urls[toAct]).toBe(mine.calendarUrl);
    for (const s of [0, 1, 2]) expect((await view(gameId, tokens[s])).calendarUrl).toBe(urls[s]);
    expect((await view(gameId)) as unknown as Record<string, unknown>).not.toHaveProperty('calendarUrl');
    expect((await call('GET', `/api/games/${gameId}/notifications`)).status).toBe(401);

    const got = await feed(mine.calendarUrl as string);
    expect(got.status).toBe(200);
    expect(got.type).toBe('text/calendar; charset=utf-8');
    expect(got.cache).toBe('private, no-cache');
    const [event, ...more] = events(got.text);
    expect(more).toEqual([]);
    const deadline = t0 + 24 * H;
    expect(event).toMatchObject({
      UID: `deadline-${gameId}-${toAct}@127.0.0.1`,
      DTEND: icsTimeOf(deadline),
      DTSTART: icsTimeOf(deadline - 30 * 60_000),
      URL: `${O}/g/${gameId}`,
      SEQUENCE: String(mine.version),
    });
    expect(event?.SUMMARY).toMatch(/^Your move is due: Stonerush with /);
    for (const s of [0, 1, 2]) if (s !== toAct) expect(events((await feed(urls[s] as string)).text)).toEqual([]);

    // A turn later it is another seat's: its feed has the event, the mover's has none.
    at(t0 + 3 * H);
    await finishTurn(gameId, tokens, toAct);
    const other = (await view(gameId)).active[0] as number;
    expect(other).not.toBe(toAct);
    expect(events((await feed(mine.calendarUrl as string)).text)).toEqual([]);
    const [next] = events((await feed(urls[other] as string)).text);
    expect(next).toMatchObject({ UID: `deadline-${gameId}-${other}@127.0.0.1`, DTEND: icsTimeOf(t0 + 3 * H + 24 * H) });
    const theirs = { calendarUrl: urls[other] };

    // A new link (the seat command `calendar-link`, through the game's writer): the old URL is a
    // 404, the seat's payload carries the new one, in its GET and its socket's frame alike, and it works.
    const page = await connect(gameId, tokens[other] as string);
    const hello = await until(() => page.frames.find((f) => f.type === 'state'), 'the first state frame');
    expect(hello.type === 'state' && hello.payload.calendarUrl).toBe(theirs.calendarUrl);
    const before = await view(gameId, tokens[other]);
    const renewed = await call('POST', `/api/games/${gameId}/calendar`, undefined, tokens[other]);
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('cache-control')).toBe('private, no-store');
    const url = renewed.json.calendarUrl as string;
    expect(url).not.toBe(theirs.calendarUrl);
    expect(url).toMatch(new RegExp(`/s\\.${gameId}\\.${other}\\.\\d+\\.1\\.`));
    expect((await feed(theirs.calendarUrl as string)).status).toBe(404);
    expect((await feed(url)).status).toBe(200);
    expect(await seatUrl(gameId, tokens[other])).toBe(url);
    const after = await view(gameId, tokens[other]);
    expect(after.calendarUrl).toBe(url);
    // Neither the game's version (a turn mail's reply address) nor its log moved; its revision did (a new ETag).
    expect(after.version).toBe(before.version);
    expect(after.log).toEqual(before.log);
    expect(after.revision).toBe(before.revision + 1);
    const frame = await stateAt(page, after.revision);
    expect(frame.payload).toEqual(after);
    page.ws.close(1000);
    // The other seats' URLs are unchanged.
    for (const s of [0, 1, 2]) if (s !== other) expect((await view(gameId, tokens[s])).calendarUrl).toBe(urls[s]);
    // Saving the settings answers it too.
    expect((await call('PUT', `/api/games/${gameId}/notifications`, { muted: false }, tokens[other])).json.calendarUrl).toBe(url);
    // The other seat's feed is untouched.
    expect((await feed(mine.calendarUrl as string)).status).toBe(200);
    await expectError(call('POST', `/api/games/${gameId}/calendar`), 401, 'unauthorized');
  });

  it('speaks the seat’s language, and an id that is forged, re-spelled or too long is a 404', async () => {
    at(dec(2, 9));
    const { gameId, tokens } = await clockGame({ ruleset: 'stonerush', players: 3, deadlineHours: 48, language: 'de' }, [], { language: 'de' });
    const game = await view(gameId);
    const seat = game.active[0] as number;
    const url = await seatUrl(gameId, tokens[seat]);
    expect(events((await feed(url)).text)[0]?.SUMMARY).toMatch(/^Dein Zug ist fällig: /);
    const config = readConfig(env);
    const id = new URL(url).pathname.replace('/api/calendar/', '').replace(/\.ics$/, '');
    expect(await readFeedId(config, id)).toMatchObject({ kind: 'seat', gameId, seat });
    const sig = id.slice(-32);
    const body = id.slice(0, -33);
    const forged = [
      `${body}.${sig.slice(0, -1)}${sig.endsWith('a') ? 'b' : 'a'}`,
      `${body.replace(`.${seat}.`, `.${(seat + 1) % 3}.`)}.${sig}`,
      `${body.replace(/\.0$/, '.1')}.${sig}`,
      `${body.replace(/\.0$/, '.00')}.${sig}`,
      `${body}.${sig.toUpperCase()}`,
    ];
    for (const f of forged) {
      expect(await readFeedId(config, f), f).toBeNull();
      expect((await feed(`http://x/api/calendar/${f}.ics`)).status, f).toBe(404);
    }
    expect((await feed(`http://x/api/calendar/${id}.txt`)).status).toBe(404);
    expect((await feed(`http://x/api/calendar/${'a'.repeat(200)}.ics`)).status).toBe(404);
  });
});

describe('a signed-in player’s calendar', () => {
  it('lists every game of theirs with a deadline to meet and each running tournament round; a new link revokes the old', async () => {
    const t0 = dec(7, 10);
    at(t0);
    const host = await person('calhost', t0);
    const players = [await person('calann', t0), await person('calbob', t0)];
    const made = await call(
      'POST',
      '/api/tournaments',
      { ruleset: 'fightin-drinkin-stealin', tableSize: 2, format: 'swiss', minPlayers: 2, maxPlayers: 2, name: 'Winter cup', roundHours: 72 },
      undefined,
      host.headers,
    );
    expect(made.status).toBe(201);
    const id = made.json.tournamentId as string;
    for (const p of players) expect((await call('POST', `/api/tournaments/${id}/join`, undefined, undefined, p.headers)).status).toBe(200);
    expect((await call('POST', `/api/tournaments/${id}/start`, undefined, undefined, host.headers)).status).toBe(200);
    const round = (await detail(id)).rounds[0];
    const gameId = round?.tables[0]?.gameId as string;
    expect(round?.endsAt).toBe(t0 + 72 * H);

    const me = await call('GET', '/api/me', undefined, undefined, players[0]!.headers);
    const url = me.json.calendarUrl as string;
    expect(url).toMatch(new RegExp(`^${esc(O)}/api/calendar/p\\.[a-z0-9]+\\.0\\.[a-z2-7]{32}\\.ics$`));
    const game = await view(gameId, await tokenOf(players[0]!, gameId));
    const list = events((await feed(url)).text);
    const roundEvent = list.find((e) => e.UID === `round-${id}-1@127.0.0.1`);
    expect(roundEvent).toMatchObject({ DTEND: icsTimeOf(t0 + 72 * H), URL: `${O}/t/${id}` });
    expect(roundEvent?.SUMMARY).toBe('Winter cup: round 1 ends');
    // The seat's own feed (from its payload) lists its round's end too.
    const seatList = events((await feed(game.calendarUrl as string)).text);
    expect(seatList.find((e) => e.UID === `round-${id}-1@127.0.0.1`)).toMatchObject({
      DTEND: icsTimeOf(t0 + 72 * H),
      DTSTART: icsTimeOf(t0 + 72 * H - 30 * 60_000),
    });
    const deadlines = list.filter((e) => e.UID?.startsWith('deadline-'));
    // The player's seat is to act or not: one event exactly when it is.
    expect(deadlines.length).toBe(game.active.includes(game.seat as number) ? 1 : 0);
    for (const e of deadlines) expect(e.UID).toBe(`deadline-${gameId}-${game.seat}@127.0.0.1`);

    // A game outside the tournament, created signed in, joins the feed while it is to act.
    const created = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', deadlineHours: 12 }, undefined, players[0]!.headers);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    for (const name of ['Yan', 'Zed']) expect((await call('POST', `/api/join/${created.json.joinCode}`, { name })).status).toBe(201);
    const other = (await view(created.json.gameId)) as GamePayload;
    const inFeed = events((await feed(url)).text).some((e) => e.UID === `deadline-${created.json.gameId}-0@127.0.0.1`);
    expect(inFeed).toBe(other.active.includes(0));

    const renewed = await call('POST', '/api/me/calendar', undefined, undefined, players[0]!.headers);
    expect(renewed.status).toBe(200);
    expect(renewed.json.calendarUrl).toMatch(/\/p\.[a-z0-9]+\.1\./);
    expect((await feed(url)).status).toBe(404);
    expect((await feed(renewed.json.calendarUrl)).status).toBe(200);
    expect((await call('GET', '/api/me', undefined, undefined, players[0]!.headers)).json.calendarUrl).toBe(renewed.json.calendarUrl);
    await expectError(call('POST', '/api/me/calendar'), 401, 'no_session');

    // The round ended by the cron: its event is gone from the feed.
    await runCron(t0 + 73 * H);
    const after = events((await feed(renewed.json.calendarUrl)).text);
    expect(after.some((e) => e.UID === `round-${id}-1@127.0.0.1`)).toBe(false);
  });
});

describe('the feed’s text', () => {
  it('escapes TEXT and folds long lines at 75 octets, never inside a character', () => {
    const summary = `Dein Zug ist fällig: Stonerush mit Ännchen; Bob, Cat \\ ${'ü'.repeat(60)}`;
    const ics = icsCalendar(
      'Stonehenge: deine Fristen',
      [{ uid: 'u1@x', sequence: 3, start: 0, end: DAY, summary, description: 'line one\nline two', url: 'https://x/g/1' }],
      0,
    );
    const [e] = events(ics);
    expect(e?.SUMMARY).toBe(icsText(summary));
    expect(e?.SUMMARY).toContain('Ännchen\\; Bob\\, Cat \\\\ ü');
    expect(e?.DESCRIPTION).toBe('line one\\nline two');
    expect(e).toMatchObject({ DTSTART: '19700101T000000Z', DTEND: '19700102T000000Z', SEQUENCE: '3' });
    expect(ics).toContain('X-WR-CALNAME:Stonehenge: deine Fristen\r\n');
  });
});

describe('mail replies are forgotten', () => {
  it('after a month, by the cron', async () => {
    const now = dec(10, 12);
    await env.DB.prepare(
      "insert into mail_replies (message_key, sender, game_id, seat, outcome, at) values ('old', 'a@x', null, null, 'applied', ?), ('new', 'a@x', null, null, 'applied', ?)",
    )
      .bind(now - 31 * DAY, now - 29 * DAY)
      .run();
    const report = await runCron(now);
    expect(report.mailReplies).toBe(1);
    const { results } = await env.DB.prepare('select message_key as k from mail_replies order by k').all<{ k: string }>();
    expect(results.map((r) => r.k)).toEqual(['new']);
  });
});
