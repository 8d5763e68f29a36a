/**
 * One guarded commit that changes only the listed seats of the row's seat list (nothing when none
 * changes): an account's deletion renaming its seats, a sign-in marking them signed in. The
 * revision moves, so every page sees it. A take-back window stays open: the seat list changes
 * nothing its actions may do, so it is moved onto the new row and published when it would have been.
 */
import type { SeatInfo } from '@db/schema';
import type { Db } from '../store/db';
import { commitActions } from '../store/move-store';
import type { Change, Desk } from './desk';

export async function changeSeats(desk: Desk, db: Db, list: number[], edit: (s: SeatInfo) => SeatInfo): Promise<Change<number>> {
  const pending = await desk.window.load();
  for (let attempt = 0; attempt < 3; attempt++) {
    const { row: game, tail } = await desk.fresh(db);
    const seats = game.seats.map((s) => (list.includes(s.seat) ? edit(s) : s));
    if (JSON.stringify(seats) === JSON.stringify(game.seats)) return { value: game.revision };
    // A bare change of the seat list: the take-back the row allows stays, as does everything else.
    const done = await commitActions(db, { game, steps: [], from: game.status, set: { seats, undoSeat: game.undoSeat, undoState: game.undoState } });
    if (!done.ok) continue;
    if (pending && pending.base.version === game.version && pending.base.revision === game.revision) {
      await desk.window.save({ ...pending, base: { version: done.game.version, revision: done.game.revision } });
    }
    return { value: done.game.revision, hold: { row: done.game, ...(tail ? { tail } : {}) }, frames: { revision: done.game.revision, after: false } };
  }
  throw new Error(`changing the seats of ${desk.gameId}: three commits in a row lost their guard`);
}
