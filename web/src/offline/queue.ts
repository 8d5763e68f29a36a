/**
 * A seat's offline copy and its queued move (issue #33 item 1). Each seat of each game this device
 * plays keeps its last payload (`copy:<game>:<seat>`) and at most one move made offline
 * (`queue:<game>:<seat>`) with the version it was chosen at. A queued move is sent as it was, at
 * its version: the server refuses it (409 stale_version) when the game moved on, and it is then
 * dropped, never sent again for a position the player did not see. The key–value store is passed
 * in (IndexedDB in the page, ./store.ts; a Map in test/web/offline-queue.test.ts).
 */
import type { GamePayload } from '@schema/api';
import { ApiFailure } from '../api';

export interface KeyValue {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

export interface Copy {
  payload: GamePayload;
  /** When the server gave it (epoch ms). */
  savedAt: number;
}

export interface QueuedMove {
  /** The version the player saw when choosing: the move is sent against it and no other. */
  version: number;
  action: { type: string; [k: string]: unknown };
  queuedAt: number;
}

const copyKey = (gameId: string, seat: number) => `copy:${gameId}:${seat}`;
const queueKey = (gameId: string, seat: number) => `queue:${gameId}:${seat}`;

/** Keeps a seat's payload as its offline copy; a spectator's is not kept (it is nobody's). */
export async function keepCopy(store: KeyValue, payload: GamePayload, savedAt: number): Promise<void> {
  if (payload.seat === null) return;
  const old = await store.get<Copy>(copyKey(payload.gameId, payload.seat));
  // Never replace a newer copy with an older one (a slow answer after a newer one).
  if (old && old.payload.revision > payload.revision) return;
  await store.set(copyKey(payload.gameId, payload.seat), { payload, savedAt } satisfies Copy);
}

export const readCopy = (store: KeyValue, gameId: string, seat: number) => store.get<Copy>(copyKey(gameId, seat));

/** Queues this seat's move, made at `version`; a second one replaces the first (the player chose again). */
export async function queueMove(store: KeyValue, gameId: string, seat: number, move: QueuedMove): Promise<void> {
  await store.set(queueKey(gameId, seat), move);
}

export const readQueued = (store: KeyValue, gameId: string, seat: number) => store.get<QueuedMove>(queueKey(gameId, seat));

export const cancelQueued = (store: KeyValue, gameId: string, seat: number) => store.del(queueKey(gameId, seat));

/** Forgets everything kept for a seat (its token was refused or forgotten on this device). */
export async function forgetSeat(store: KeyValue, gameId: string, seat: number): Promise<void> {
  await store.del(copyKey(gameId, seat));
  await store.del(queueKey(gameId, seat));
}

/** Forgets every seat's copy and queued move on this device (the account was deleted here). */
export async function forgetAll(store: KeyValue): Promise<void> {
  for (const key of await store.keys()) if (key.startsWith('copy:') || key.startsWith('queue:')) await store.del(key);
}

/** What became of a queued move when it was sent. */
export type Sent =
  | { kind: 'applied'; move: QueuedMove; payload: GamePayload; etag: string | null }
  /** The game moved on since the move was chosen: dropped, the player chooses again. */
  | { kind: 'moved-on'; move: QueuedMove }
  /** Refused for another reason (the game ended, the move is no longer legal, the seat's link retired): dropped. */
  | { kind: 'refused'; move: QueuedMove; failure: { status: number; code: string; message: string } }
  /** Still no answer (offline, a server error, a rate limit): kept for the next try. */
  | { kind: 'kept'; move: QueuedMove };

export type Send = (version: number, action: QueuedMove['action']) => Promise<{ payload: GamePayload; etag: string | null }>;

/** A failure that says nothing about the move, only that it did not arrive: try again later. */
export function notDelivered(err: unknown): boolean {
  if (!(err instanceof ApiFailure)) return true;
  return err.status === 0 || err.status >= 500 || err.code === 'rate_limited';
}

const sending = new Set<string>();

/**
 * Sends the seat's queued move, if any, at the version it was chosen at. Null when none is queued
 * (or this page is sending it already). The queue entry is removed only once the server answered.
 */
export async function sendQueued(store: KeyValue, gameId: string, seat: number, send: Send): Promise<Sent | null> {
  const key = queueKey(gameId, seat);
  if (sending.has(key)) return null;
  sending.add(key);
  try {
    const move = await store.get<QueuedMove>(key);
    if (!move) return null;
    try {
      const done = await send(move.version, move.action);
      await store.del(key);
      return { kind: 'applied', move, ...done };
    } catch (err) {
      if (notDelivered(err)) return { kind: 'kept', move };
      await store.del(key);
      const failure = err as ApiFailure;
      if (failure.code === 'stale_version') return { kind: 'moved-on', move };
      return { kind: 'refused', move, failure: { status: failure.status, code: failure.code, message: failure.message } };
    }
  } finally {
    sending.delete(key);
  }
}
