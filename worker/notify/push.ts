/**
 * Web Push: a seat's subscriptions ("Notify me on this device") and the sending of one queued
 * push. Pushes are outbox rows like mail (worker/store/notify-queue.ts queues them, outbox.ts claims,
 * retries and marks them); this file stores subscriptions, says what a push reads, and sends it
 * with VAPID (RFC 8292) and aes128gcm encryption (RFC 8291) by @block65/webcrypto-web-push.
 */
import { buildPushPayload } from '@block65/webcrypto-web-push';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { type GameRow, type OutboxRow, type PushSubscriptionRow, pushSubscriptions } from '@db/schema';
import type { PushSubscribeBody } from '@schema/api';
import type { VapidConfig } from '../store/notify-config';
import type { Db } from '../store/db';
import { errors } from '../store/refusal';
import type { LoadedGame } from '../store/games';
import { kindOf } from '../store/notify-kinds';
import { KIND_WORDS, type PushWords } from './kind-words';
import type { LogWordsOf } from './words';
import { messagesFor } from '@web/i18n/worker-catalog';
import type { Locale } from '@web/i18n/locales';

/** Browsers a seat may have subscribed at once; a new one beyond this replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_SEAT = 10;

/**
 * The push services of the browsers people use: Chrome, Edge (Chromium), Opera, Brave and Samsung
 * Internet (FCM), Firefox (Mozilla autopush), Safari (Apple) and legacy Edge (WNS). A host is
 * accepted when it is one of these or ends with `.` and one of the suffixes. Subscriptions to
 * anything else are refused: the worker POSTs to the endpoint, so an open list would let anyone
 * point it at any host (SSRF, docs/security.md).
 */
const PUSH_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com'];
const PUSH_HOST_SUFFIXES = ['push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

const isLoopbackName = (host: string) => host === '127.0.0.1' || host === 'localhost';

/**
 * Why an endpoint is refused, or null. `devLoopback` (the public dev keys on a loopback origin:
 * `npm start` and the tests only) also accepts http://127.0.0.1:<port>/… and http://localhost:<port>/…,
 * a local mock push service such as web-push-testing.
 */
export function pushEndpointProblem(raw: string, devLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'The endpoint is not a valid address.';
  }
  if (url.username || url.password) return 'The endpoint must not contain a user name or password.';
  const host = url.hostname.toLowerCase();
  if (devLoopback && url.protocol === 'http:' && isLoopbackName(host)) return null;
  if (url.protocol !== 'https:') return 'The endpoint must start with https://.';
  if (url.port !== '' && url.port !== '443') return 'The endpoint must use the standard HTTPS port (443).';
  if (!PUSH_HOSTS.includes(host) && !PUSH_HOST_SUFFIXES.some((s) => host.endsWith(`.${s}`))) {
    return 'The endpoint is not on a known push service (Google FCM, Mozilla, Apple or Microsoft).';
  }
  return null;
}

/**
 * Stores a subscription for the token's seat (200 when the seat already had that endpoint: its
 * keys are refreshed), keeping the newest PUSH_SUBSCRIPTIONS_PER_SEAT. One batch.
 */
export async function subscribePush(
  db: Db,
  vapid: VapidConfig,
  loaded: LoadedGame,
  body: PushSubscribeBody,
  now: number,
  localOutbox: boolean,
): Promise<{ created: boolean }> {
  if (loaded.seat === null) throw errors.unauthorized();
  // A loopback mock push service only for local development: the dev keys AND the local outbox
  // driver (issue 29.6); any configuration with a real mail driver refuses it.
  const problem = pushEndpointProblem(body.endpoint, vapid.dev && localOutbox);
  if (problem) throw errors.invalidBody(`endpoint: ${problem}`);
  const seat = loaded.seat;
  const gameId = loaded.game.id;
  const row = { gameId, seat, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: now };
  const [inserted] = await db.batch([
    db.insert(pushSubscriptions).values(row).onConflictDoNothing().returning({ seat: pushSubscriptions.seat }),
    // The same endpoint again (a page that subscribes each time it opens): fresh keys, if any.
    db
      .update(pushSubscriptions)
      .set({ p256dh: row.p256dh, auth: row.auth })
      .where(and(eq(pushSubscriptions.gameId, gameId), eq(pushSubscriptions.seat, seat), eq(pushSubscriptions.endpoint, row.endpoint))),
    db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.gameId, gameId),
          eq(pushSubscriptions.seat, seat),
          notInArray(
            pushSubscriptions.endpoint,
            sql`(select endpoint from push_subscriptions where game_id = ${gameId} and seat = ${seat} order by created_at desc, rowid desc limit ${PUSH_SUBSCRIPTIONS_PER_SEAT})`,
          ),
        ),
      ),
  ]);
  return { created: inserted.length === 1 };
}

/** Forgets a subscription of the token's seat; nothing to forget is no error. */
export async function unsubscribePush(db: Db, loaded: LoadedGame, endpoint: string): Promise<void> {
  if (loaded.seat === null) throw errors.unauthorized();
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.gameId, loaded.game.id), eq(pushSubscriptions.seat, loaded.seat), eq(pushSubscriptions.endpoint, endpoint)));
}

/** What the service worker shows: no seat token, no hidden information; `url` is the game page. */
export interface PushMessageData {
  title: string;
  body: string;
  url: string;
}

/** The words of a queued push in the seat's language (a row of another kind is told as a result, as before the table). */
export function renderPush(
  row: OutboxRow,
  game: GameRow,
  now: number,
  locale: Locale = 'en',
  m = messagesFor(locale).mail,
  log: LogWordsOf = messagesFor(locale).log,
): PushMessageData {
  const kind = kindOf(row.kind);
  // A row of a kind that is never pushed is told as a result, as before the table.
  const words = (KIND_WORDS as Record<string, { push?: PushWords }>)[row.kind]?.push ?? KIND_WORDS.result.push;
  // A push opens its game's page, or its tournament's (kinds.ts `opens`).
  const url = kind.opens === 'tournament' && row.data.standings ? `/t/${row.data.standings.tournamentId}` : `/g/${game.id}`;
  return { ...words(game, row.seat ?? 0, now, m, row, log), url };
}

/** A push service's answer that means the subscription is gone for good (RFC 8030 §7.3, and 404 in practice). */
export class SubscriptionGone extends Error {}

/** How long a push service keeps an undelivered push for an offline device. */
const PUSH_TTL_SECONDS = 24 * 3600;

/**
 * Encrypts and POSTs one push. Resolves to an id for the outbox row (the push service's message
 * location, or its status); throws SubscriptionGone on 404/410, and any other error to retry.
 * A redirect is not followed (it could point anywhere): it fails like a 5xx.
 */
export async function sendPush(vapid: VapidConfig, sub: PushSubscriptionRow, message: PushMessageData, topic: string): Promise<string> {
  const endpoint = new URL(sub.endpoint);
  // The library signs for https endpoints only. A local mock push service (dev keys, loopback
  // only: pushEndpointProblem) is plain http; the signature names its https twin, which the mock
  // does not check, and the request goes to the endpoint as it is.
  const signFor = vapid.dev && endpoint.protocol === 'http:' && isLoopbackName(endpoint.hostname) ? sub.endpoint.replace(/^http:/, 'https:') : sub.endpoint;
  const payload = await buildPushPayload(
    { data: JSON.stringify(message), options: { ttl: PUSH_TTL_SECONDS, urgency: 'normal', topic } },
    { endpoint: signFor, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    vapid,
  );
  const res = await fetch(sub.endpoint, { ...payload, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  if (res.status === 404 || res.status === 410) throw new SubscriptionGone(`push service answered ${res.status}: the subscription is gone`);
  if (res.status >= 300 && res.status < 400) throw new Error(`push service answered a redirect (${res.status}), which is not followed`);
  if (!res.ok) throw new Error(`push service answered ${res.status}`);
  return res.headers.get('location') ?? `push:${res.status}`;
}

/** Deletes a subscription the push service said is gone. */
export async function forgetSubscription(db: Db, sub: Pick<PushSubscriptionRow, 'gameId' | 'seat' | 'endpoint'>): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.gameId, sub.gameId), eq(pushSubscriptions.seat, sub.seat), eq(pushSubscriptions.endpoint, sub.endpoint)));
}
