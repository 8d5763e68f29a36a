/**
 * The offline copy and queue (./queue.ts) on this device's IndexedDB (./store.ts), loaded through
 * `offline()` (./index.ts), so the first JS load does not carry it. The build puts it in the game
 * page's chunk (vite.config.ts), which the game page loads anyway: as a chunk of its own it cost a
 * game page one more request (#34); the rare other callers (forgetting a seat or every seat) load
 * that chunk. Every call fails quietly when IndexedDB (or, offline without the service worker,
 * the chunk) cannot be had: the page then works as it did without a copy.
 */
import type { GamePayload } from '@schema/api';
import * as queue from './queue';
import { deviceStore } from './store';

export const keepCopy = (payload: GamePayload, savedAt: number) => queue.keepCopy(deviceStore, payload, savedAt);
export const readCopy = (gameId: string, seat: number) => queue.readCopy(deviceStore, gameId, seat);
export const queueMove = (gameId: string, seat: number, move: queue.QueuedMove) => queue.queueMove(deviceStore, gameId, seat, move);
export const readQueued = (gameId: string, seat: number) => queue.readQueued(deviceStore, gameId, seat);
export const cancelQueued = (gameId: string, seat: number) => queue.cancelQueued(deviceStore, gameId, seat);
export const sendQueued = (gameId: string, seat: number, send: queue.Send) => queue.sendQueued(deviceStore, gameId, seat, send);
export const forgetSeat = (gameId: string, seat: number) => queue.forgetSeat(deviceStore, gameId, seat);
export const forgetAll = () => queue.forgetAll(deviceStore);
