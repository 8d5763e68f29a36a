/**
 * Web Push: a seat's subscriptions (store, refresh, forget, who may), and pushes through the
 * outbox — sent after the change that causes them, encrypted to the browser's keys, retried with
 * the outbox's backoff, a gone subscription forgotten, none for a muted game, none twice when
 * cron runs overlap.
 *
 * The push service is a stub of `fetch` inside workerd (the tests run in the Worker's runtime and
 * cannot start a Node server): each test browser has a real P-256 key pair and auth secret, and
 * the stub decrypts what the worker sent (RFC 8291 aes128gcm, with Web Crypto below), so a test
 * reads exactly what a service worker would. The browser test test/e2e/push.ts sends to the
 * independent mock push service web-push-testing instead.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GamePayload } from '@schema/api';
import worker from '@worker/index';
import { HOUR_MS } from '@worker/store/clocks';
import { DEV_VAPID } from '@worker/store/notify-config';
import { RETRY_BACKOFF_MS } from '@worker/notify/outbox';
import { PUSH_SUBSCRIPTIONS_PER_SEAT } from '@worker/notify/push';
import { call, expectError } from './client';
import { b64url, concat } from './soft-authenticator';

const NAMES = ['Ann', 'Bob', 'Cat'];

async function runCron(time: number, extraEnv: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: time, cron: '*/15 * * * *' }), { ...env, ...extraEnv }, ctx);
  await waitOnExecutionContext(ctx);
}

// ---- a test browser: keys, its subscription, and the decryption a push service's client does

type Bytes = Uint8Array<ArrayBuffer>;
const utf8 = (s: string): Bytes => new TextEncoder().encode(s) as Bytes;

async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, bytes: number): Promise<Bytes> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8));
}

interface Browser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts one aes128gcm push body (RFC 8188 header, RFC 8291 keys) and parses its JSON. */
  open(body: Bytes): Promise<{ message: any; serverKey: string }>;
}

let browsers = 0;
async function newBrowser(endpoint = `https://fcm.googleapis.com/fcm/send/test-${++browsers}`): Promise<Browser> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return {
    endpoint,
    keys: { p256dh: b64url(publicRaw), auth: b64url(auth) },
    async open(body) {
      const salt = body.slice(0, 16);
      const idLength = body[20]!;
      const serverRaw = body.slice(21, 21 + idLength);
      const ciphertext = body.slice(21 + idLength);
      const serverKey = await crypto.subtle.importKey('raw', serverRaw, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
      const shared = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: serverKey }, pair.privateKey, 256));
      const ikm = await hkdf(auth, shared, concat(utf8('WebPush: info\0'), publicRaw, serverRaw), 32);
      const cek = await hkdf(salt, ikm, utf8('Content-Encoding: aes128gcm\0'), 16);
      const nonce = await hkdf(salt, ikm, utf8('Content-Encoding: nonce\0'), 12);
      const aes = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
      const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, aes, ciphertext));
      let end = padded.length - 1;
      while (end > 0 && padded[end] === 0) end--;
      expect(padded[end], 'last record delimiter').toBe(2);
      return { message: JSON.parse(new TextDecoder().decode(padded.slice(0, end))), serverKey: b64url(serverRaw) };
    },
  };
}

// ---- the push service: a fetch stub that records what it was sent and answers as told

interface Pushed {
  endpoint: string;
  headers: Headers;
  body: Bytes;
}
let pushed: Pushed[] = [];
let answer: (p: Pushed) => Response | Promise<Response> = () => new Response(null, { status: 201, headers: { location: 'https://push.example/m/1' } });

beforeEach(() => {
  pushed = [];
  answer = (p) => new Response(null, { status: 201, headers: { location: `${p.endpoint}/m/${pushed.length}` } });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init);
    const p = { endpoint: req.url, headers: req.headers, body: new Uint8Array(await req.arrayBuffer()) };
    pushed.push(p);
    return answer(p);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

// ---- games and seats

async function createGame(players: number, extra: Record<string, unknown> = {}) {
  const created = await call('POST', '/api/games', { ruleset: 'stonerush', players, name: 'Ann', ...extra });
  expect(created.status).toBe(201);
  return { gameId: created.json.gameId as string, joinCode: created.json.joinCode as string, tokens: [created.json.token as string] };
}

async function joinAll(game: { joinCode: string; tokens: string[] }, players: number) {
  for (let seat = game.tokens.length; seat < players; seat++) {
    const joined = await call('POST', `/api/join/${game.joinCode}`, { name: NAMES[seat] });
    expect(joined.status).toBe(201);
    game.tokens.push(joined.json.token);
  }
}

async function startedGame(players = 3, extra: Record<string, unknown> = {}) {
  const game = await createGame(players, extra);
  await joinAll(game, players);
  return game;
}

const subscribe = (gameId: string, token: string | undefined, b: Pick<Browser, 'endpoint' | 'keys'>) =>
  call('POST', `/api/games/${gameId}/push`, { endpoint: b.endpoint, keys: b.keys }, token);

async function subscriptions(gameId: string) {
  return (
    await env.DB.prepare('select seat, endpoint, p256dh, auth from push_subscriptions where game_id = ? order by seat, created_at, rowid')
      .bind(gameId)
      .all<Record<string, any>>()
  ).results;
}

async function pushRows(gameId: string) {
  return (
    await env.DB.prepare("select * from email_outbox where game_id = ? and channel = 'push' order by created_at, id").bind(gameId).all<Record<string, any>>()
  ).results;
}

/** Keeps the other tests' games (this file shares one D1) out of the next cron runs. */
async function cronOnly(...gameIds: string[]) {
  await env.DB.prepare(`update games set next_check_at = null where id not in (${gameIds.map(() => '?').join(', ')})`)
    .bind(...gameIds)
    .run();
}

const view = async (gameId: string, token?: string) => (await call('GET', `/api/games/${gameId}`, undefined, token)).json as GamePayload;

/** The active seat plays its first legal action. */
async function moveOnce(gameId: string, tokens: string[]) {
  const seat = (await view(gameId)).active[0]!;
  const mine = await view(gameId, tokens[seat]);
  const res = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat]);
  expect(res.status).toBe(200);
  return { seat, after: res.json as GamePayload };
}

/** Moves until `seat` becomes active. */
async function moveUntilTurnOf(gameId: string, tokens: string[], seat: number) {
  for (let i = 0; i < 50; i++) {
    const { after } = await moveOnce(gameId, tokens);
    if (after.active.includes(seat)) return;
  }
  throw new Error(`seat ${seat} never got the turn`);
}

// ---- tests

describe('the public key', () => {
  it('is the dev pair on a loopback origin, the configured pair when set, and absent on a real host without one', async () => {
    const dev = await call('GET', '/api/push/key');
    expect(dev.status).toBe(200);
    expect(dev.json).toEqual({ publicKey: DEV_VAPID.publicKey });
    const vapid = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'b'.repeat(43), VAPID_SUBJECT: 'mailto:ops@example.org' };
    expect((await call('GET', '/api/push/key', undefined, undefined, {}, vapid)).json).toEqual({ publicKey: vapid.VAPID_PUBLIC_KEY });
    // An https deployment without VAPID secrets has no push (the dev pair never serves a real host).
    await expectError(call('GET', '/api/push/key', undefined, undefined, {}, { APP_ORIGIN: 'https://stonehenge.example' }), 404, 'push_unavailable');
    // Half a configuration is the operator's mistake.
    await expectError(call('GET', '/api/push/key', undefined, undefined, {}, { VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY }), 500, 'misconfigured');
  });
});

describe('subscriptions', () => {
  it('stores one per endpoint and seat, refreshes a repeat, forgets on DELETE, and checks the token', async () => {
    const { gameId, tokens } = await startedGame();
    const other = await startedGame();
    const a = await newBrowser();
    const b = await newBrowser();
    expect((await subscribe(gameId, tokens[0], a)).status).toBe(201);
    // the same endpoint again (the page subscribes each time it opens): idempotent, keys refreshed
    const again = await subscribe(gameId, tokens[0], { ...a, keys: b.keys });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ subscribed: true });
    expect(await subscriptions(gameId)).toEqual([{ seat: 0, endpoint: a.endpoint, ...b.keys }]);
    // one browser holding two seats subscribes both with its one endpoint
    expect((await subscribe(gameId, tokens[1], a)).status).toBe(201);
    expect((await subscribe(gameId, tokens[0], b)).status).toBe(201);
    expect((await subscriptions(gameId)).map((s) => [s.seat, s.endpoint])).toEqual([
      [0, a.endpoint],
      [0, b.endpoint],
      [1, a.endpoint],
    ]);

    await expectError(subscribe(gameId, undefined, a), 401, 'unauthorized');
    await expectError(subscribe(gameId, 'x'.repeat(43), a), 401, 'unauthorized');
    await expectError(subscribe(gameId, other.tokens[0], a), 403, 'not_your_seat');
    await expectError(call('DELETE', `/api/games/${gameId}/push`, { endpoint: a.endpoint }), 401, 'unauthorized');
    await expectError(call('DELETE', `/api/games/${gameId}/push`, { endpoint: a.endpoint }, other.tokens[1]), 403, 'not_your_seat');

    // DELETE forgets this seat's subscription only; again is no error
    expect((await call('DELETE', `/api/games/${gameId}/push`, { endpoint: a.endpoint }, tokens[0])).status).toBe(204);
    expect((await call('DELETE', `/api/games/${gameId}/push`, { endpoint: a.endpoint }, tokens[0])).status).toBe(204);
    expect((await subscriptions(gameId)).map((s) => [s.seat, s.endpoint])).toEqual([
      [0, b.endpoint],
      [1, a.endpoint],
    ]);
  });

  it('accepts only https endpoints of known push services, and well-formed keys', async () => {
    const { gameId, tokens } = await startedGame();
    const { keys } = await newBrowser();
    for (const endpoint of [
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'http://127.0.0.1:8090/notify/abc', // a local mock push service: dev keys on a loopback origin only
    ]) {
      expect((await call('POST', `/api/games/${gameId}/push`, { endpoint, keys }, tokens[0])).status, endpoint).toBe(201);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://evil.example/fcm.googleapis.com',
      'https://fcm.googleapis.com.evil.example/x',
      'https://169.254.169.254/latest/meta-data',
      'https://storage.googleapis.com/bucket/x',
      'http://10.0.0.1/notify',
      'not a url',
      `https://fcm.googleapis.com/${'a'.repeat(1100)}`,
    ]) {
      await expectError(call('POST', `/api/games/${gameId}/push`, { endpoint, keys }, tokens[0]), 400, 'invalid_body');
    }
    // with real keys the loopback mock is refused like any other host
    const vapid = { VAPID_PUBLIC_KEY: DEV_VAPID.publicKey, VAPID_PRIVATE_KEY: DEV_VAPID.privateKey, VAPID_SUBJECT: 'mailto:ops@example.org' };
    await expectError(
      call('POST', `/api/games/${gameId}/push`, { endpoint: 'http://127.0.0.1:8090/notify/x', keys }, tokens[0], {}, vapid),
      400,
      'invalid_body',
    );
    // a deployed configuration (a real mail driver) with the dev keys in use refuses it too (issue 29.6)
    const deployed = {
      MAIL_DRIVER: 'resend',
      RESEND_API_KEY: 're_test_key_123',
      SEAT_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
      APP_ORIGIN: 'https://localhost',
      MAIL_FROM: 'Stonehenge <turns@localhost>',
    };
    expect((await call('GET', '/api/push/key', undefined, undefined, {}, deployed)).json.publicKey).toBe(DEV_VAPID.publicKey);
    const theirs = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' }, undefined, {}, deployed);
    await expectError(
      call('POST', `/api/games/${theirs.json.gameId}/push`, { endpoint: 'http://127.0.0.1:8090/notify/y', keys }, theirs.json.token, {}, deployed),
      400,
      'invalid_body',
    );
    const endpoint = 'https://fcm.googleapis.com/fcm/send/k';
    for (const bad of [
      { endpoint, keys: { p256dh: keys.p256dh.slice(1), auth: keys.auth } },
      { endpoint, keys: { p256dh: keys.p256dh, auth: `${keys.auth}AA` } },
      { endpoint, keys: { p256dh: keys.p256dh } },
      { endpoint, keys, extra: 1 },
      { endpoint },
    ]) {
      await expectError(call('POST', `/api/games/${gameId}/push`, bad, tokens[0]), 400, 'invalid_body');
    }
    // PushSubscription.toJSON() also has expirationTime: accepted
    expect((await call('POST', `/api/games/${gameId}/push`, { endpoint, expirationTime: null, keys }, tokens[0])).status).toBe(201);
  });

  it(`keeps the newest ${PUSH_SUBSCRIPTIONS_PER_SEAT} of a seat`, async () => {
    const { gameId, tokens } = await startedGame();
    const { keys } = await newBrowser();
    for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_SEAT + 2; i++) {
      expect((await subscribe(gameId, tokens[0], { endpoint: `https://fcm.googleapis.com/fcm/send/n${i}`, keys })).status).toBe(201);
    }
    const kept = (await subscriptions(gameId)).map((s) => s.endpoint);
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_PER_SEAT);
    expect(kept).not.toContain('https://fcm.googleapis.com/fcm/send/n0');
    expect(kept).not.toContain('https://fcm.googleapis.com/fcm/send/n1');
    expect(kept).toContain(`https://fcm.googleapis.com/fcm/send/n${PUSH_SUBSCRIPTIONS_PER_SEAT + 1}`);
  });
});

describe('pushes through the outbox', () => {
  it('sends the start and turn pushes once, encrypted to the browser, with the game page and no token', async () => {
    const game = await createGame(3, { deadlineHours: null });
    const ann = await newBrowser();
    expect((await subscribe(game.gameId, game.tokens[0], ann)).status).toBe(201);
    await joinAll(game, 3);
    // the start push went out after the join's response
    expect(pushed.map((p) => p.endpoint)).toEqual([ann.endpoint]);
    const start = await ann.open(pushed[0]!.body);
    expect(start.serverKey).toMatch(/^B[\w-]{86}$/); // the sender's one-time ECDH key (RFC 8291), not the VAPID key
    expect(start.serverKey).not.toBe(DEV_VAPID.publicKey);
    expect(start.message).toMatchObject({ title: 'Stonerush: the game has started', url: `/g/${game.gameId}` });
    expect(Object.keys(start.message).sort()).toEqual(['body', 'title', 'url']);
    const headers = pushed[0]!.headers;
    expect(headers.get('content-encoding')).toBe('aes128gcm');
    expect(headers.get('authorization')).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${DEV_VAPID.publicKey}$`));
    expect(Number(headers.get('ttl'))).toBeGreaterThan(0);
    expect(headers.get('topic')).toBe(`${game.gameId}s0`);

    // Bob's device subscribes; his next turn is pushed to it (his page is not open)
    const bob = await newBrowser();
    expect((await subscribe(game.gameId, game.tokens[1], bob)).status).toBe(201);
    pushed = [];
    if ((await view(game.gameId)).active.includes(1)) await moveUntilTurnOf(game.gameId, game.tokens, 0);
    await moveUntilTurnOf(game.gameId, game.tokens, 1);
    const toBob = pushed.filter((p) => p.endpoint === bob.endpoint);
    expect(toBob).toHaveLength(1);
    const turn = await bob.open(toBob[0]!.body);
    expect(turn.message).toEqual({
      title: 'Stonerush with Ann and Cat: your turn',
      body: 'There is no deadline: play when you like.',
      url: `/g/${game.gameId}`,
    });
    const plain = JSON.stringify([start.message, turn.message]);
    for (const t of game.tokens) expect(plain).not.toContain(t);

    const rows = await pushRows(game.gameId);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(rows.find((r) => r.recipient === bob.endpoint && r.kind === 'turn')?.provider_id).toMatch(/^https:\/\/fcm\.googleapis\.com\/.+\/m\/\d+$/);
    // no row holds a key or a token
    const stored = JSON.stringify(rows);
    for (const t of game.tokens) expect(stored).not.toContain(t);
    expect(stored).not.toContain(bob.keys.auth);
  });

  it('pushes no turn to a seat whose page is open, like the turn mail, and pushes it once the page has been quiet', async () => {
    const { gameId, tokens } = await startedGame();
    for (const [seat, t] of tokens.entries()) {
      expect((await subscribe(gameId, t, await newBrowser(`https://fcm.googleapis.com/fcm/send/open-${seat}`))).status).toBe(201);
      expect((await call('POST', `/api/games/${gameId}/presence`, undefined, t)).status).toBe(204);
    }
    for (let i = 0; i < 4; i++) await moveOnce(gameId, tokens);
    expect((await pushRows(gameId)).filter((r) => r.status === 'sent')).toEqual([]);
    expect(pushed).toEqual([]);
    // The pages close (issue #43, item 9): a run once they have been quiet pushes the turn to the
    // seat whose turn it still is, once; the turns already played are skipped.
    const active = (await view(gameId)).active;
    await runCron(Date.now() + 5 * 60_000);
    expect(pushed.map((p) => p.endpoint)).toEqual(active.map((s) => `https://fcm.googleapis.com/fcm/send/open-${s}`));
    expect((await pushRows(gameId)).filter((r) => r.status === 'pending')).toEqual([]);
  });

  it('retries a 5xx with the outbox backoff and sends once when the service is back', async () => {
    const { gameId, tokens } = await startedGame(3, { deadlineHours: 48 });
    const b = await newBrowser();
    const seat = (await view(gameId)).active[0]!;
    expect((await subscribe(gameId, tokens[seat], b)).status).toBe(201);
    answer = () => new Response('busy', { status: 503 });
    await cronOnly(gameId);
    const since = Date.parse((await view(gameId)).clocks![0]!.since!);
    await runCron(since + 25 * HOUR_MS); // the day reminder
    expect(pushed).toHaveLength(1);
    let [row] = await pushRows(gameId);
    expect(row).toMatchObject({ kind: 'reminder', status: 'pending', attempts: 1, recipient: b.endpoint });
    expect(row!.last_error).toContain('503');
    const firstRetry = row!.next_attempt_at as number;
    expect(firstRetry).toBe(since + 25 * HOUR_MS + RETRY_BACKOFF_MS[0]!);
    await runCron(firstRetry - 1_000); // not yet due
    expect(pushed).toHaveLength(1);
    await runCron(firstRetry); // due, and fails again: the next wait is longer
    expect(pushed).toHaveLength(2);
    [row] = await pushRows(gameId);
    expect(row).toMatchObject({ status: 'pending', attempts: 2, next_attempt_at: firstRetry + RETRY_BACKOFF_MS[1]! });
    answer = () => new Response(null, { status: 201 });
    await runCron(firstRetry + RETRY_BACKOFF_MS[1]!);
    expect(pushed).toHaveLength(3);
    [row] = await pushRows(gameId);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, provider_id: 'push:201', last_error: null });
    const message = (await b.open(pushed[2]!.body)).message;
    expect(message.title).toBe(`Stonerush with ${NAMES.filter((_, s) => s !== seat).join(' and ')}: still your turn`);
    expect(message.body).toMatch(/^The others are waiting for your move\. You have 23 hours to move/);
    await runCron(firstRetry + HOUR_MS); // before the pre-deadline reminder: nothing more
    expect(pushed).toHaveLength(3);
  });

  it('forgets a subscription the push service says is gone (410, 404) and skips its row', async () => {
    const game = await createGame(3);
    const gone = await newBrowser();
    const missing = await newBrowser();
    const fine = await newBrowser();
    for (const b of [gone, missing, fine]) expect((await subscribe(game.gameId, game.tokens[0], b)).status).toBe(201);
    answer = (p) =>
      p.endpoint === gone.endpoint
        ? new Response(null, { status: 410 })
        : p.endpoint === missing.endpoint
          ? new Response(null, { status: 404 })
          : new Response(null, { status: 201 });
    await joinAll(game, 3); // the start pushes
    expect(pushed).toHaveLength(3);
    const rows = await pushRows(game.gameId);
    const by = (b: Browser) => rows.find((r) => r.recipient === b.endpoint);
    expect(by(gone)).toMatchObject({ status: 'skipped' });
    expect(by(gone)!.last_error).toContain('410');
    expect(by(missing)).toMatchObject({ status: 'skipped' });
    expect(by(fine)).toMatchObject({ status: 'sent' });
    expect((await subscriptions(game.gameId)).map((s) => s.endpoint)).toEqual([fine.endpoint]);
    // nothing more goes to the gone ones, ever
    await cronOnly(game.gameId);
    await runCron(Date.now() + 48 * HOUR_MS); // a day reminder, if Ann is to move
    expect(pushed.slice(3).map((p) => p.endpoint)).not.toContain(gone.endpoint);
    expect(pushed.slice(3).map((p) => p.endpoint)).not.toContain(missing.endpoint);
  });

  it('sends nothing for a muted game, and skips a push queued before the mute', async () => {
    const { gameId, tokens } = await startedGame(3, { deadlineHours: 48 });
    const seat = (await view(gameId)).active[0]!;
    const b = await newBrowser();
    expect((await subscribe(gameId, tokens[seat], b)).status).toBe(201);
    const since = Date.parse((await view(gameId)).clocks![0]!.since!);
    await cronOnly(gameId);
    // queued, and failed once
    answer = () => new Response(null, { status: 500 });
    await runCron(since + 25 * HOUR_MS);
    expect((await pushRows(gameId)).map((r) => r.status)).toEqual(['pending']);
    // muted since: the retry is skipped, and the next reminder is not even queued
    expect((await call('PUT', `/api/games/${gameId}/notifications`, { muted: true }, tokens[seat])).status).toBe(200);
    answer = () => new Response(null, { status: 201 });
    await runCron(since + 26 * HOUR_MS);
    await runCron(since + 44 * HOUR_MS); // the pre-deadline reminder's time
    expect(pushed).toHaveLength(1);
    const rows = await pushRows(gameId);
    expect(rows.map((r) => [r.kind, r.status, r.last_error])).toEqual([['reminder', 'skipped', 'muted']]);
    // and a muted seat's turn is not pushed either
    const { gameId: g2, tokens: t2 } = await startedGame();
    for (const t of t2) {
      expect((await subscribe(g2, t, await newBrowser())).status).toBe(201);
      expect((await call('PUT', `/api/games/${g2}/notifications`, { muted: true }, t)).status).toBe(200);
    }
    for (let i = 0; i < 4; i++) await moveOnce(g2, t2);
    expect(await pushRows(g2)).toEqual([]);
  });

  it('pushes each reminder and each result once when two cron runs overlap', async () => {
    const remind = await startedGame(3, { deadlineHours: 48 });
    const forfeit = await startedGame(3, { deadlineHours: 24, onTimeout: 'forfeit' });
    await cronOnly(remind.gameId, forfeit.gameId);
    const remindSeat = (await view(remind.gameId)).active[0]!;
    const browsers = new Map<string, Browser>();
    const sub = async (gameId: string, token: string) => {
      const b = await newBrowser();
      browsers.set(b.endpoint, b);
      expect((await subscribe(gameId, token, b)).status).toBe(201);
    };
    await sub(remind.gameId, remind.tokens[remindSeat]!);
    await sub(remind.gameId, remind.tokens[remindSeat]!); // a second device of the same seat
    for (const t of forfeit.tokens) await sub(forfeit.gameId, t);
    const since = Math.max(Date.parse((await view(remind.gameId)).clocks![0]!.since!), Date.parse((await view(forfeit.gameId)).clocks![0]!.since!));

    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    answer = async () => {
      await gate; // hold the first run inside the push service while the second one runs
      return new Response(null, { status: 201 });
    };
    const at = since + 25 * HOUR_MS; // the reminder is due in one game, the deadline has passed in the other
    const first = runCron(at);
    const second = runCron(at);
    await new Promise((r) => setTimeout(r, 200));
    release();
    await Promise.all([first, second]);

    const remindRows = await pushRows(remind.gameId);
    expect(remindRows.map((r) => [r.kind, r.seat, r.status])).toEqual([
      ['reminder', remindSeat, 'sent'],
      ['reminder', remindSeat, 'sent'],
    ]);
    const forfeitRows = await pushRows(forfeit.gameId);
    expect(forfeitRows.map((r) => [r.kind, r.status]).sort()).toEqual([
      ['result', 'sent'],
      ['result', 'sent'],
      ['result', 'sent'],
    ]);
    expect((await view(forfeit.gameId)).status).toBe('finished');
    // one push per subscription, each to its own endpoint
    expect(pushed).toHaveLength(5);
    expect(new Set(pushed.map((p) => p.endpoint)).size).toBe(5);
    for (const p of pushed.filter((p) => forfeitRows.some((r) => r.recipient === p.endpoint))) {
      const { message } = await browsers.get(p.endpoint)!.open(p.body);
      expect(message.title).toBe('Stonerush: the game is over');
      expect(message.body).toMatch(/did not act within the 24-hour deadline and forfeits/);
      expect(message.url).toBe(`/g/${forfeit.gameId}`);
    }
    // later runs send nothing again
    await runCron(at + 15 * 60_000);
    expect(pushed).toHaveLength(5);
  });
});
