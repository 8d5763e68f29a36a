/**
 * The mark in localStorage that this device keeps a queued move for a seat: set and cleared by
 * ./device.ts with the queue, read by the entry's door (./index.ts) without loading the store. A
 * file of its own, so that neither of those two imports the other.
 */

/** The localStorage key of the mark. */
export const queuedMark = (gameId: string, seat: number) => `stonehenge:queued:${gameId}:${seat}`;

/** Whether this device keeps a queued move for the seat, read without loading the store. */
export function hasQueuedMark(gameId: string, seat: number): boolean {
  try {
    return window.localStorage.getItem(queuedMark(gameId, seat)) !== null;
  } catch {
    return false;
  }
}
