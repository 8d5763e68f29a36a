/**
 * One guarded commit that changes only the listed seats of the row's seat list (nothing when none
 * changes): an account's deletion renaming its seats, a sign-in marking them signed in. The
 * revision moves, so every page sees it. A take-back window stays open: the seat list changes
 * nothing its actions may do, so it is moved onto the new row and published when it would have been.
 * The commit is returned as a plan (worker/store/plan.ts) that the game's writer runs.
 */
import type { SeatInfo } from '@db/schema';
import type { Db } from '../store/db';
import { commitPlan } from '../store/move-store';
import { andThen, done } from '../store/plan';
import type { Desk, Outcome } from './desk';

/** The plan of that commit on the row read now; a lost guard reads it again and plans anew (three tries). */
export async function changeSeats(desk: Desk, db: Db, list: number[], edit: (s: SeatInfo) => SeatInfo, attempt = 0): Promise<Outcome<number>> {
  if (attempt >= 3) throw new Error(`changing the seats of ${desk.gameId}: three commits in a row lost their guard`);
  const pending = await desk.window.load();
  const { row: game, tail } = await desk.fresh(db);
  const seats = game.seats.map((s) => (list.includes(s.seat) ? edit(s) : s));
  if (JSON.stringify(seats) === JSON.stringify(game.seats)) return done({ value: game.revision });
  // A bare change of the seat list: the take-back the row allows stays, as does everything else.
  const plan = await commitPlan(db, { game, steps: [], from: game.status, set: { seats, undoSeat: game.undoSeat, undoState: game.undoState } });
  return andThen(plan, async (written) => {
    if (!written.ok) return changeSeats(desk, db, list, edit, attempt + 1);
    if (pending && pending.base.version === game.version && pending.base.revision === game.revision) {
      await desk.window.save({ ...pending, base: { version: written.game.version, revision: written.game.revision } });
    }
    const row = written.game;
    return done({ value: row.revision, hold: { row, ...(tail ? { tail } : {}) }, frames: { revision: row.revision, after: false } });
  });
}
