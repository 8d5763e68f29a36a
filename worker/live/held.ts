/**
 * The game row a writer holds between commands (./object.ts): the seat a token holds on it, and
 * the row read again. The writer owns the slot (its `held`, which tests reach through
 * `runInDurableObject`); these read D1 only when the row held cannot answer, and hold what they read.
 */
import { type Held, type LoadedGame, loadGame } from '../store/games';
import type { Db } from '../store/db';

/** The writer's row, as these functions read and set it. */
export interface HeldSlot {
  held: Held | undefined;
  /** The game this writer writes. */
  readonly gameId: string;
}

/** What `loadGame` read, as the row to hold (a compacted game's log is in R2, not held). */
function holdLoaded(slot: HeldSlot, loaded: LoadedGame): Held {
  slot.held = { row: loaded.game, ...(loaded.log && !loaded.game.recordKey ? { tail: loaded.log } : {}) };
  return slot.held;
}

/** The seat of `tokenHash` on the row held, or on a fresh read of the game (which is then held). */
export async function seatOf(slot: HeldSlot, db: Db, tokenHash: string | null): Promise<LoadedGame> {
  const held = slot.held;
  const seat = tokenHash === null ? null : held?.row.seats.find((s) => s.tokenHash === tokenHash)?.seat;
  // A seat's payload needs the log tail too: a row held without it is read again with it.
  if (held?.tail && seat !== undefined) return { game: held.row, seat, log: held.tail };
  const loaded = await loadGame(db, slot.gameId, tokenHash, {});
  holdLoaded(slot, loaded);
  return loaded;
}

/** The game's row and log tail read again, and held. */
export async function fresh(slot: HeldSlot, db: Db): Promise<Held> {
  return holdLoaded(slot, await loadGame(db, slot.gameId, null, {}));
}
