/**
 * Reaching inside a game's writer (worker/live/object.ts) from a test, through the pool's
 * `runInDurableObject`, never through an RPC method of its own: the row it holds, a row put in its
 * place (as if another writer had written D1 since), and the D1 work it counts.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import type { GameLive } from '@worker/live/object';
import { liveObject } from '@worker/live/announce';
import type { Held } from '@worker/store/games';
import type { D1Stats } from '@worker/store/d1-stats';
import type { Pending } from '@worker/live/desk';

/** The writer's fields a test reads or sets. */
interface Inside {
  held: Held | undefined;
  tally: D1Stats | undefined;
  window: { pending: Pending | null | undefined };
}

/** Runs `fn` inside the writer of `gameId`. */
export function insideWriter<T>(gameId: string, fn: (inside: Inside) => T): Promise<T> {
  return runInDurableObject(liveObject(env, gameId) as unknown as DurableObjectStub<GameLive>, (instance: GameLive) => fn(instance as unknown as Inside));
}

/** A copy of the row (and log tail) the writer holds, if any, as it stands now. */
export const heldBy = (gameId: string): Promise<Held | undefined> => insideWriter(gameId, (w) => structuredClone(w.held));

/** Makes the writer hold `held` (undefined: nothing, as after an eviction; the next change reads the game again). */
export const holdIn = (gameId: string, held: Held | undefined): Promise<void> =>
  insideWriter(gameId, (w) => {
    w.held = held;
  });

/** The writer's memory gone, its storage kept (a restart): no row held, the window read again from storage. */
export const restartWriter = (gameId: string): Promise<void> =>
  insideWriter(gameId, (w) => {
    w.held = undefined;
    w.window.pending = undefined;
  });

/** Counts every D1 round trip the writer makes from now on (or stops: `false`); answers the count so far. */
export const countD1 = (gameId: string, on: boolean): Promise<D1Stats | undefined> =>
  insideWriter(gameId, (w) => {
    const counted = w.tally;
    w.tally = on ? { queries: 0, rowsRead: 0, rowsWritten: 0 } : undefined;
    return counted;
  });
