/**
 * Notifications and time: every mail trigger, the seat link in a mail, mute, lost-link
 * recovery, delivery retries and overlapping cron runs, deadlines as of a fixed clock,
 * webhooks and the device's game list. Mail goes to the local outbox unless a test
 * switches to the Resend driver with fetch mocked.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '@worker/index';
import { HOUR_MS } from '@worker/store/clocks';
import { createDb } from '@worker/store/db';
import { claimRows } from '@worker/notify/outbox';
import type { DevOutboxEmail, GamePayload } from '@schema/api';
import { call, confirmAddresses, expectError } from './client';

const RESEND = {
  MAIL_DRIVER: 'resend',
  RESEND_API_KEY: 're_test_key_123',
  SEAT_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
  APP_ORIGIN: 'https://stonehenge.example',
  MAIL_FROM: 'Stonehenge <turns@stonehenge.example>',
};

async function runCron(time: number, extraEnv: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: time, cron: '*/15 * * * *' }), { ...env, ...extraEnv }, ctx);
  await waitOnExecutionContext(ctx);
}

async function outbox(gameId: string): Promise<DevOutboxEmail[]> {
  const res = await call('GET', '/api/dev/outbox');
  expect(res.status).toBe(200);
  return (res.json.emails as DevOutboxEmail[]).filter((e) => e.gameId === gameId);
}

async function rows(gameId: string) {
  const { results } = await env.DB.prepare('select * from email_outbox where game_id = ? order by created_at, id').bind(gameId).all<Record<string, any>>();
  return results;
}

const tokenIn = (text: string, gameId: string) => new RegExp(`/g/${gameId}#t=([A-Za-z0-9_-]+)`).exec(text)?.[1];

/** A game whose seats have these emails (null: none), every seat joined. */
async function gameWithEmails(ruleset: string, emails: (string | null)[], extra: Record<string, unknown> = {}, extraEnv: Record<string, string> = {}) {
  const names = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'];
  // Players who confirmed their addresses (test/api/addresses.test.ts covers the confirmation).
  await confirmAddresses(...emails.filter((e): e is string => e !== null));
  const created = await call(
    'POST',
    '/api/games',
    { ruleset, players: emails.length, name: 'Ann', ...(emails[0] ? { email: emails[0] } : {}), ...extra },
    undefined,
    {},
    extraEnv,
  );
  expect(created.status).toBe(201);
  const tokens: string[] = [created.json.token];
  for (let seat = 1; seat < emails.length; seat++) {
    const email = emails[seat];
    const joined = await call('POST', `/api/join/${created.json.joinCode}`, { name: names[seat], ...(email ? { email } : {}) }, undefined, {}, extraEnv);
    expect(joined.status).toBe(201);
    tokens.push(joined.json.token);
  }
  return { gameId: created.json.gameId as string, tokens };
}

async function view(gameId: string, token?: string, extraEnv: Record<string, string> = {}) {
  return (await call('GET', `/api/games/${gameId}`, undefined, token, {}, extraEnv)).json as GamePayload;
}

/** The active seat plays its first legal action; returns the payload after it. */
async function moveOnce(gameId: string, tokens: string[], extraEnv: Record<string, string> = {}) {
  const seat = (await view(gameId, undefined, extraEnv)).active[0]!;
  const mine = await view(gameId, tokens[seat], extraEnv);
  const res = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat], {}, extraEnv);
  expect(res.status).toBe(200);
  return { seat, after: res.json as GamePayload };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mail triggers and seat links', () => {
  it('mails everyone with an address when the game starts, with a seat link that opens their own seat', async () => {
    const { gameId, tokens } = await gameWithEmails('stonerush', ['ann@notify.example', 'bob@notify.example', null]);
    const mails = await outbox(gameId);
    expect(mails.map((m) => [m.kind, m.to]).sort()).toEqual([
      ['start', 'ann@notify.example'],
      ['start', 'bob@notify.example'],
    ]);
    for (const mail of mails) {
      const seat = mail.to === 'ann@notify.example' ? 0 : 1;
      expect(mail.sentAt).toBeTruthy(); // the outbox driver "sent" it after the response
      expect(mail.subject).toContain('Stonerush');
      expect(mail.html).toContain(`/g/${gameId}#t=`);
      const token = tokenIn(mail.text, gameId);
      expect(token).toBe(tokens[seat]);
      expect((await view(gameId, token)).seat).toBe(seat);
      // RFC 8058: one click says "never email this address again" (test/api/addresses.test.ts).
      expect(mail.headers['List-Unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:8787\/api\/addresses\/unsubscribe\?a=[A-Za-z0-9_-]+&k=[A-Za-z0-9_-]+>$/);
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    // no token is stored in the outbox: mails are rendered when sent (only the local outbox
    // driver, which is the mailbox of `npm start`, keeps the mail it "sent", in `rendered`)
    const stored = JSON.stringify((await rows(gameId)).map(({ rendered: _kept, ...row }) => row));
    for (const t of tokens) expect(stored).not.toContain(t);
  });

  it('sends one turn mail each time a seat joins the active set, never one per micro-step', async () => {
    const emails = ['ann@notify.example', 'bob@notify.example'];
    const { gameId, tokens } = await gameWithEmails('fightin-drinkin-stealin', emails);
    let prev = (await view(gameId)).active;
    const expected = [0, 0];
    for (let i = 0; i < 40; i++) {
      const game = await view(gameId);
      if (game.status !== 'active') break;
      const { seat, after } = await moveOnce(gameId, tokens);
      for (const s of after.active) if (!prev.includes(s) && s !== seat) expected[s]!++;
      prev = after.active;
    }
    expect(expected[0]! + expected[1]!).toBeGreaterThan(3);
    const turns = (await outbox(gameId)).filter((m) => m.kind === 'turn');
    expect(turns.filter((m) => m.to === emails[0]).length).toBe(expected[0]);
    expect(turns.filter((m) => m.to === emails[1]).length).toBe(expected[1]);
  });

  it('sends no turn mail to a seat whose page is open (presence ping), and sends it once the page is quiet', async () => {
    const { gameId, tokens } = await gameWithEmails('stonerush', ['ann@notify.example', 'bob@notify.example', 'cat@notify.example']);
    for (const t of tokens) expect((await call('POST', `/api/games/${gameId}/presence`, undefined, t)).status).toBe(204);
    await expectError(call('POST', `/api/games/${gameId}/presence`, undefined, 'y'.repeat(43)), 401, 'unauthorized');
    for (let i = 0; i < 4; i++) await moveOnce(gameId, tokens);
    expect((await outbox(gameId)).filter((m) => m.kind === 'turn' && m.status === 'sent')).toEqual([]);
    // Held, not dropped (issue #43, item 9): once the pages have been quiet, the seat whose turn it
    // still is gets one mail; the turns already played get none.
    const active = (await view(gameId)).active;
    await runCron(Date.now() + 5 * 60_000);
    const emails = ['ann@notify.example', 'bob@notify.example', 'cat@notify.example'];
    const sent = (await outbox(gameId)).filter((m) => m.kind === 'turn' && m.status === 'sent');
    expect(sent.map((m) => m.to)).toEqual(active.map((s) => emails[s]));
  });

  it('mails the result with the archive link when the game ends', async () => {
    const { gameId, tokens } = await gameWithEmails('stonerush', ['ann@notify.example', null, 'cat@notify.example']);
    for (let i = 0; i < 5000; i++) {
      if ((await view(gameId)).status === 'finished') break;
      await moveOnce(gameId, tokens);
    }
    const results = (await outbox(gameId)).filter((m) => m.kind === 'result');
    expect(results.map((m) => m.to).sort()).toEqual(['ann@notify.example', 'cat@notify.example']);
    expect(results[0]!.text).toContain(`http://127.0.0.1:8787/g/${gameId}`);
    // Issue 47: the result mail links to the game's post-game review on its replay page.
    expect(results[0]!.text).toContain(`http://127.0.0.1:8787/replay/${gameId}#review`);
    expect(results[0]!.text).not.toContain('#t=');
    expect(results[0]!.subject).toContain('over');
  });

  it('takes an email later on the game page, and mutes a game from the mail link', async () => {
    const { gameId, tokens } = await gameWithEmails('stonerush', [null, null, null]);
    await confirmAddresses('ann@notify.example', 'bob@notify.example', 'cat@notify.example');
    // Each seat's settings carry its own deadline calendar (docs/notifications.md, "Calendar").
    const calendarOf = (seat: number) => expect.stringMatching(new RegExp(`/api/calendar/s\\.${gameId}\\.${seat}\\.\\d+\\.\\d+\\.[a-z2-7]{32}\\.ics$`));
    expect((await call('GET', `/api/games/${gameId}/notifications`, undefined, tokens[1])).json).toEqual({
      email: null,
      muted: false,
      digest: false,
      calendarUrl: calendarOf(1),
    });
    for (const [seat, email] of [
      [0, 'ann@notify.example'],
      [1, 'bob@notify.example'],
      [2, 'cat@notify.example'],
    ] as const) {
      const put = await call('PUT', `/api/games/${gameId}/notifications`, { email }, tokens[seat]);
      expect(put.json).toEqual({ email, muted: false, digest: false, calendarUrl: calendarOf(seat) });
    }
    await expectError(call('PUT', `/api/games/${gameId}/notifications`, { email: 'nope' }, tokens[0]), 400, 'invalid_body');
    await expectError(call('PUT', `/api/games/${gameId}/notifications`, { email: 'a@b.co' }), 401, 'unauthorized');
    // moves until every seat has had a turn mail
    for (let i = 0; i < 30; i++) {
      const turns = (await outbox(gameId)).filter((m) => m.kind === 'turn');
      if (new Set(turns.map((m) => m.to)).size === 3) break;
      await moveOnce(gameId, tokens);
    }
    const bobs = (await outbox(gameId)).find((m) => m.kind === 'turn' && m.to === 'bob@notify.example')!;
    // The header's one-click link suppresses the address (addresses.test.ts); the game's own mute link is in the text.
    const k = new RegExp(`/mute/${gameId}/1\\?k=([A-Za-z0-9_-]+)`).exec(bobs.text)![1]!;
    const path = `/api/games/${gameId}/mute?seat=1&k=${k}`;
    await expectError(call('POST', path.replace(/k=.{5}/, 'k=xxxxx')), 403, 'bad_mute_link');
    expect((await call('POST', path, 'List-Unsubscribe=One-Click')).json).toEqual({ muted: true });
    expect((await call('GET', `/api/games/${gameId}/notifications`, undefined, tokens[1])).json).toEqual({
      email: 'bob@notify.example',
      muted: true,
      digest: false,
      calendarUrl: calendarOf(1),
    });
    // the visible mute link points at the page that posts the same request
    expect(bobs.text).toContain(`/mute/${gameId}/1?k=`);
    const before = (await outbox(gameId)).filter((m) => m.to === 'bob@notify.example').length;
    for (let i = 0; i < 12; i++) await moveOnce(gameId, tokens);
    expect((await outbox(gameId)).filter((m) => m.to === 'bob@notify.example').length).toBe(before);
    expect((await outbox(gameId)).filter((m) => m.kind === 'turn' && m.to !== 'bob@notify.example').length).toBeGreaterThan(0);
  });
});

describe('lost-link recovery', () => {
  it('mails the seat link to a matching address and answers the same for any other', async () => {
    const { gameId, tokens } = await gameWithEmails('stonerush', ['ann@notify.example', 'Bob@notify.example', null]);
    const hit = await call('POST', `/api/games/${gameId}/recover`, { email: 'bob@notify.example' }, undefined, { 'cf-connecting-ip': '10.0.0.1' });
    const miss = await call('POST', `/api/games/${gameId}/recover`, { email: 'eve@notify.example' }, undefined, { 'cf-connecting-ip': '10.0.0.2' });
    expect(hit.status).toBe(202);
    expect(miss.status).toBe(hit.status);
    expect(miss.json).toEqual(hit.json);
    const links = (await outbox(gameId)).filter((m) => m.kind === 'link');
    expect(links.map((m) => m.to)).toEqual(['bob@notify.example']);
    const token = tokenIn(links[0]!.text, gameId);
    expect(token).toBe(tokens[1]);
    expect((await view(gameId, token)).seat).toBe(1);
    // asked again at once: the same answer, but no second mail within ten minutes
    const again = await call('POST', `/api/games/${gameId}/recover`, { email: 'bob@notify.example' }, undefined, { 'cf-connecting-ip': '10.0.0.1' });
    expect(again.json).toEqual(hit.json);
    expect((await outbox(gameId)).filter((m) => m.kind === 'link')).toHaveLength(1);
    await expectError(call('POST', '/api/games/nosuchgame/recover', { email: 'bob@notify.example' }), 404, 'unknown_game');
    await expectError(call('POST', `/api/games/${gameId}/recover`, { email: 'not an email' }), 400, 'invalid_body');
  });

  it('cannot be locked for a game by strangers: counted per address and per client, and the real player still gets the link (#16.3)', async () => {
    const { gameId, tokens } = await gameWithEmails('stonerush', ['ann@notify.example', null, null]);
    // Twelve requests from twelve addresses for made-up mailboxes: before, the 11th locked the game.
    for (let i = 0; i < 12; i++) {
      const res = await call('POST', `/api/games/${gameId}/recover`, { email: `stranger${i}@notify.example` }, undefined, {
        'cf-connecting-ip': `10.1.0.${i}`,
      });
      expect(res.status).toBe(202);
    }
    const real = await call('POST', `/api/games/${gameId}/recover`, { email: 'ann@notify.example' }, undefined, { 'cf-connecting-ip': '10.9.9.9' });
    expect(real.status).toBe(202);
    const links = (await outbox(gameId)).filter((m) => m.kind === 'link');
    expect(links.map((m) => m.to)).toEqual(['ann@notify.example']);
    expect(tokenIn(links[0]!.text, gameId)).toBe(tokens[0]);
  });

  it("limits one address per game (5 an hour) the same way whether or not it is a seat's, and one client (20 an hour)", async () => {
    const { gameId } = await gameWithEmails('stonerush', ['ann@notify.example', null, null]);
    const statusesFor = async (email: string) => {
      const out: number[] = [];
      for (let i = 0; i < 7; i++)
        out.push((await call('POST', `/api/games/${gameId}/recover`, { email }, undefined, { 'cf-connecting-ip': `10.2.${email.length}.${i}` })).status);
      return out;
    };
    const seatAddress = await statusesFor('Ann@notify.example');
    const stranger = await statusesFor('nobody@notify.example');
    expect(seatAddress).toEqual([...Array(5).fill(202), 429, 429]);
    expect(stranger).toEqual(seatAddress);
    const limited = await call('POST', `/api/games/${gameId}/recover`, { email: 'ann@notify.example' }, undefined, { 'cf-connecting-ip': '10.3.0.1' });
    expect(limited.json.error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // one client asking for many addresses
    const other = await gameWithEmails('stonerush', [null, null, null]);
    const byClient: number[] = [];
    for (let i = 0; i < 22; i++) {
      byClient.push(
        (await call('POST', `/api/games/${other.gameId}/recover`, { email: `x${i}@notify.example` }, undefined, { 'cf-connecting-ip': '10.4.0.1' })).status,
      );
    }
    expect(byClient).toEqual([...Array(20).fill(202), 429, 429]);
    // a new hour opens a new window (the cron clears old counters)
    await runCron(Date.now() + 3 * HOUR_MS);
    const n = await env.DB.prepare('select count(*) as n from rate_limits where key like ?').bind(`recover:address:${gameId}:%`).first<number>('n');
    expect(n).toBe(0);
  });
});

describe('delivery', () => {
  it('keeps a mail the driver failed to send and sends it once on a later cron run, with the provider id', async () => {
    const calls: { url: string; body: any; key: string | null }[] = [];
    let fail = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const req = new Request(input as RequestInfo, init);
      calls.push({ url: req.url, body: await req.json(), key: req.headers.get('idempotency-key') });
      if (fail) return new Response(JSON.stringify({ message: 'provider down' }), { status: 503 });
      return Response.json({ id: `re_${calls.length}` });
    });
    const { gameId, tokens } = await gameWithEmails('stonerush', ['ann@notify.example', null, null], {}, RESEND);
    expect(calls).toHaveLength(1); // the start mail, tried after the response
    let [row] = await rows(gameId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, kind: 'start' });
    expect(row!.last_error).toContain('503');
    expect(calls[0]!.url).toBe('https://api.resend.com/emails');
    expect(calls[0]!.body).toMatchObject({ to: ['ann@notify.example'], from: RESEND.MAIL_FROM });
    expect(calls[0]!.body.text).toContain(`https://stonehenge.example/g/${gameId}#t=${tokens[0]}`);
    expect(calls[0]!.body.html).toContain('<a href=');
    expect(calls[0]!.body.headers['List-Unsubscribe']).toContain('https://stonehenge.example/api/addresses/unsubscribe?a=');
    expect(calls[0]!.body.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // before the backoff is over nothing is retried
    await runCron(Date.now() + 10_000, RESEND);
    expect(calls).toHaveLength(1);
    fail = false;
    await runCron(Date.now() + 2 * 60_000, RESEND);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).toBe(calls[0]!.key); // the same idempotency key: the provider drops a repeat
    [row] = await rows(gameId);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, provider_id: 're_2', rendered: null });
    // a real driver keeps nothing of the mail: no seat link is stored
    expect(JSON.stringify(await rows(gameId))).not.toContain(tokens[0]);
    await runCron(Date.now() + 60 * 60_000, RESEND);
    expect(calls).toHaveLength(2);
    // the dev outbox does not exist with a real driver
    await expectError(call('GET', '/api/dev/outbox', undefined, undefined, {}, RESEND), 404, 'not_found');
  });

  it('sends each mail once when two cron runs overlap', async () => {
    let sent = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      return new Response('{}', { status: 500 }); // first tries fail: rows wait for the cron
    });
    const { gameId } = await gameWithEmails('stonerush', ['a@notify.example', 'b@notify.example', 'c@notify.example'], {}, RESEND);
    expect((await rows(gameId)).map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    spy.mockImplementation(async (_url, init) => {
      // Only this game's mails are counted (a row another test left pending may go in the same run).
      if (String((init as RequestInit | undefined)?.body ?? '').includes(gameId)) sent++;
      await gate; // hold the first run inside the provider call while the second one starts
      return Response.json({ id: `re_${sent}` });
    });
    const later = Date.now() + 5 * 60_000;
    const first = runCron(later, RESEND);
    const second = runCron(later, RESEND);
    await new Promise((r) => setTimeout(r, 200));
    release();
    await Promise.all([first, second]);
    expect(sent).toBe(3);
    const after = await rows(gameId);
    expect(after.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(new Set(after.map((r) => r.provider_id)).size).toBe(3);
  });

  it('claims disjoint rows for concurrent deliverers', async () => {
    // The provider fails every send (mocked before the game exists: no real request leaves the test).
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 500 }));
    await gameWithEmails('stonerush', ['a@notify.example', 'b@notify.example', 'c@notify.example'], {}, { ...RESEND, MAIL_DRIVER: 'resend' });
    const db = createDb(env.DB);
    const at = Date.now() + 24 * HOUR_MS;
    const [a, b] = await Promise.all([claimRows(db, at, { limit: 2 }), claimRows(db, at, { limit: 2 })]);
    const ids = [...a, ...b].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(0);
  });
});

describe('deadlines, as of the cron event time', () => {
  it('reminds once after a day without a deadline, and never again for that wait', async () => {
    // No deadline must be asked for now: a game gets 72 hours a move by default (worker/store/games.ts, the time control).
    const { gameId } = await gameWithEmails('stonerush', ['a@notify.example', 'b@notify.example', 'c@notify.example'], { deadlineHours: null });
    const start = Date.now();
    await runCron(start + 23 * HOUR_MS);
    expect((await outbox(gameId)).filter((m) => m.kind === 'reminder')).toHaveLength(0);
    await runCron(start + 30 * HOUR_MS);
    await runCron(start + 31 * HOUR_MS);
    // Under 7 days: a game nobody has played in is cancelled then (resign-cancel.test.ts).
    await runCron(start + 6 * 24 * HOUR_MS);
    const reminders = (await outbox(gameId)).filter((m) => m.kind === 'reminder');
    const active = (await view(gameId)).active;
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.seat).toBe(active[0]);
    expect(reminders[0]!.text).toContain(`#t=`);
    expect((await view(gameId)).status).toBe('active');
  });

  it('remind: a day reminder, one before the deadline, and the game goes on after it', async () => {
    const { gameId } = await gameWithEmails('stonerush', ['a@notify.example', 'b@notify.example', 'c@notify.example'], { deadlineHours: 72 });
    const start = Date.now();
    const game = await view(gameId);
    expect(game.deadlineHours).toBe(72);
    expect(game.onTimeout).toBe('remind');
    expect(game.clocks).toHaveLength(1);
    expect(game.clocks![0]!.deadline! - Date.parse(game.clocks![0]!.since!)).toBe(72 * HOUR_MS);
    await runCron(start + 25 * HOUR_MS);
    await runCron(start + 67 * HOUR_MS);
    await runCron(start + 80 * HOUR_MS);
    const reminders = (await outbox(gameId)).filter((m) => m.kind === 'reminder');
    expect(reminders).toHaveLength(2);
    expect(reminders.some((m) => /left before the deadline/.test(m.text))).toBe(true);
    expect((await view(gameId)).status).toBe('active');
  });

  it('forfeit: the late seat loses when its deadline passes, the result says why, and the record shows it', async () => {
    const { gameId, tokens } = await gameWithEmails('stonerush', ['a@notify.example', 'b@notify.example', null], { deadlineHours: 48, onTimeout: 'forfeit' });
    await moveOnce(gameId, tokens);
    const before = await view(gameId);
    const late = before.active[0]!;
    const since = Date.parse(before.clocks![0]!.since!);
    await runCron(since + 47 * HOUR_MS);
    expect((await view(gameId)).status).toBe('active');
    await runCron(since + 48 * HOUR_MS + 1);
    const after = await view(gameId, tokens[0]);
    expect(after.status).toBe('finished');
    expect(after.result?.winners).toEqual([0, 1, 2].filter((s) => s !== late));
    expect(after.result?.forfeit).toEqual({ seats: [late], deadlineHours: 48 });
    expect(after.result?.summary).toContain(`${after.players[late]!.name} did not act within the 48-hour deadline`);
    expect(after.log.at(-1)).toMatchObject({ kind: 'forfeit' });
    const record = (await call('GET', `/api/games/${gameId}/record`)).json;
    expect(record.result.forfeit).toEqual({ seats: [late], deadlineHours: 48 });
    expect(record.actions).toHaveLength(before.version);
    const mine = await view(gameId, tokens[late]);
    await expectError(call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: { type: 'pass' } }, tokens[late]), 409, 'not_active');
    const results = (await outbox(gameId)).filter((m) => m.kind === 'result');
    expect(results.map((m) => m.to).sort()).toEqual(['a@notify.example', 'b@notify.example']);
    expect(results[0]!.text).toContain('deadline');
    await runCron(since + 100 * HOUR_MS);
    expect((await outbox(gameId)).filter((m) => m.kind === 'result')).toHaveLength(2);
  });

  it("bot: when the deadline passes the good bot makes the late seat's pending moves, and the seat is its person's again after", async () => {
    const { gameId, tokens } = await gameWithEmails('stonerush', ['a@notify.example', 'b@notify.example', 'c@notify.example'], {
      deadlineHours: 48,
      onTimeout: 'bot',
    });
    await moveOnce(gameId, tokens);
    const before = await view(gameId);
    const late = before.active[0]!;
    const since = Date.parse(before.clocks![0]!.since!);
    await runCron(since + 47 * HOUR_MS);
    expect((await view(gameId)).version).toBe(before.version);
    await runCron(since + 48 * HOUR_MS + 1);
    const after = await view(gameId, tokens[late]);
    expect(after.status).toBe('active');
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.active).not.toContain(late);
    expect(after.log.some((l) => l.kind === 'timeout' && l.text.includes(`${after.players[late]!.name} did not act within the 48-hour deadline`))).toBe(true);
    // the bot's moves are ordinary actions of the late seat, in order, with no gap
    const rows = (await env.DB.prepare('select seq, seat from actions where game_id = ? order by seq').bind(gameId).all<{ seq: number; seat: number }>())
      .results;
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: after.version }, (_, i) => i + 1));
    for (const r of rows.slice(before.version)) expect(r.seat).toBe(late);
    // whoever must act now was told; a second run as late changes nothing more
    expect((await outbox(gameId)).some((m) => m.kind === 'turn')).toBe(true);
    await runCron(since + 48 * HOUR_MS + 2);
    expect((await view(gameId)).version).toBe(after.version);
  });

  it('forfeit and bot need a deadline', async () => {
    const none = { ruleset: 'stonerush', players: 3, name: 'A', deadlineHours: null };
    await expectError(call('POST', '/api/games', { ...none, onTimeout: 'forfeit' }), 422, 'invalid_options');
    const res = await expectError(call('POST', '/api/games', { ...none, onTimeout: 'bot' }), 422, 'invalid_options');
    expect(res.json.error.message).toMatch(/deadlineHours/);
  });
});

describe('webhooks', () => {
  it('tells the webhook whose turn it is with the spectator link, and retries a failure without failing the move', async () => {
    const posts: { url: string; body: any }[] = [];
    let fail = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const req = new Request(input as RequestInfo, init);
      posts.push({ url: req.url, body: await req.json() });
      return fail ? new Response('nope', { status: 500 }) : new Response(null, { status: 204 });
    });
    const hook = 'https://discord.example/api/webhooks/1/abc';
    const { gameId, tokens } = await gameWithEmails('stonerush', [null, null, null], { webhookUrl: hook });
    expect(posts).toHaveLength(1);
    const first = await view(gameId);
    expect(posts[0]!.url).toBe(hook);
    expect(posts[0]!.body.content).toBe(`${first.players[first.active[0]!]!.name}'s turn in Stonerush: http://127.0.0.1:8787/g/${gameId}`);
    const hooks = () => rows(gameId).then((r) => r.filter((x) => x.channel === 'webhook'));
    expect((await hooks())[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await hooks())[0]!.last_error).toContain('500');
    const { after } = await moveOnce(gameId, tokens); // the move is fine though the webhook is down
    fail = false;
    await runCron(Date.now() + 2 * 60_000);
    expect((await hooks()).every((r) => r.status === 'sent')).toBe(true);
    for (const p of posts) {
      expect(p.body.content).not.toContain('#t=');
      for (const t of tokens) expect(p.body.content).not.toContain(t);
    }
    expect(posts.at(-1)!.body.content).toContain(after.players[after.active[0]!]!.name);
  });
});

describe('my games', () => {
  it('lists the seats a device holds from one request, its turns first', async () => {
    const a = await gameWithEmails('stonerush', [null, null, null]);
    const b = await gameWithEmails('stonerush', [null, null, null]);
    const waiting = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
    const activeA = (await view(a.gameId)).active[0]!;
    const idleB = ((await view(b.gameId)).active[0]! + 1) % 3;
    const tokens = [waiting.json.token, b.tokens[idleB]!, a.tokens[activeA]!, 'z'.repeat(43)];
    const res = await call('POST', '/api/my-games', { tokens }, undefined, {}, { D1_STATS: 'on' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-d1-stats')).toContain('queries=1;');
    expect(res.json.games.map((g: any) => [g.gameId, g.seat, g.yourTurn])).toEqual([
      [a.gameId, activeA, true],
      [b.gameId, idleB, false],
      [waiting.json.gameId, 0, false],
    ]);
    expect(res.json.games[0].token).toBe(a.tokens[activeA]);
    await expectError(call('POST', '/api/my-games', { tokens: ['bad token'] }), 400, 'invalid_body');
  });
});

describe('configuration', () => {
  it('refuses the public dev secret on a real host, and a real driver without its settings', async () => {
    const res = await worker.fetch(
      new Request('https://stonehenge.example/api/games', { method: 'POST', body: JSON.stringify({ ruleset: 'stonerush', players: 3, name: 'A' }) }),
      env,
      createExecutionContext(),
    );
    expect(res.status).toBe(500);
    expect(((await res.json()) as any).error.code).toBe('misconfigured');
    await expectError(
      call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'A' }, undefined, {}, { MAIL_DRIVER: 'resend' }),
      500,
      'misconfigured',
    );
    await expectError(
      call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'A' }, undefined, {}, { MAIL_DRIVER: 'pigeon' }),
      500,
      'misconfigured',
    );
  });
});
