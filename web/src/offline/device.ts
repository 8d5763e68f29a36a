/**
 * The offline copy and queue (./queue.ts) on this device's IndexedDB (./store.ts), loaded through
 * `offline()` (./index.ts), so the first JS load does not carry it: a chunk of its own with
 * idb-keyval (vite.config.ts), which a game page loads when it must (a move queued, a copy read)
 * or once the service worker is in charge (#49; until then it was in the game page's chunk).
 * Every call fails quietly when IndexedDB (or, offline without the service worker, the chunk) cannot be had: the page then works as it did without a copy.
 */
import type { GamePayload } from '@schema/api';
import { queuedMark } from './queued-mark';
import * as queue from './queue';
import { deviceStore } from './store';

/** The seat's mark in localStorage that a move is queued (./index.ts reads it without this chunk). */
function mark(gameId: string, seat: number, queued: boolean): void {
  try {
    if (queued) window.localStorage.setItem(queuedMark(gameId, seat), '1');
    else window.localStorage.removeItem(queuedMark(gameId, seat));
  } catch {
    // no localStorage: the queue is still found once this chunk loads (`offline(…, 'free')`)
  }
}

export const keepCopy = (payload: GamePayload, savedAt: number) => queue.keepCopy(deviceStore, payload, savedAt);
export const readCopy = (gameId: string, seat: number) => queue.readCopy(deviceStore, gameId, seat);
export async function queueMove(gameId: string, seat: number, move: queue.QueuedMove): Promise<void> {
  await queue.queueMove(deviceStore, gameId, seat, move);
  mark(gameId, seat, true);
}
export async function readQueued(gameId: string, seat: number): Promise<queue.QueuedMove | undefined> {
  const move = await queue.readQueued(deviceStore, gameId, seat);
  if (!move) mark(gameId, seat, false);
  return move;
}
export async function cancelQueued(gameId: string, seat: number): Promise<void> {
  await queue.cancelQueued(deviceStore, gameId, seat);
  mark(gameId, seat, false);
}
export async function sendQueued(gameId: string, seat: number, send: queue.Send): Promise<queue.Sent | null> {
  const sent = await queue.sendQueued(deviceStore, gameId, seat, send);
  if (sent && sent.kind !== 'kept') mark(gameId, seat, false);
  return sent;
}
export async function forgetSeat(gameId: string, seat: number): Promise<void> {
  await queue.forgetSeat(deviceStore, gameId, seat);
  mark(gameId, seat, false);
}
export async function forgetAll(): Promise<void> {
  await queue.forgetAll(deviceStore);
  try {
    const store = window.localStorage;
    for (let i = store.length - 1; i >= 0; i--) if (store.key(i)?.startsWith('stonehenge:queued:')) store.removeItem(store.key(i)!);
  } catch {
    // no localStorage: no marks either
  }
}
