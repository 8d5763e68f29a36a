/**
 * A take-back (`POST /api/games/:id/undo`, a socket's `undo`): inside the take-back window the
 * mover's last pending action goes with no trace; else the seat's last committed action, as the
 * ruleset allows (a row of its own: the plan of its one batch, which the writer runs).
 */
import { takeBackAction } from '../../store/games';
import { done } from '../../store/plan';
import type { AskerOf, Desk, Handler, Outcome, SeatAnswer } from '../desk';
import { seatPlan } from '../seat-change';
import type { Db } from '../../store/db';

export const handler: Handler<'undo'> = {
  type: 'undo',
  publishFirst: false,
  async run(desk, db, command, asker) {
    const pending = await desk.window.load();
    if (pending && pending.tokenHash === asker.tokenHash) {
      const loaded = await desk.window.onBase(db, pending);
      const kept = loaded && (await desk.window.undo(pending, loaded, command.version));
      if (kept) return done(kept);
      // Nothing of the window left to take back, or another writer moved the row: published first.
      return desk.window.publishThen(db, asker.now, () => takeBack(desk, db, command.version, asker));
    }
    if (pending) return desk.window.publishThen(db, asker.now, (version) => takeBack(desk, db, version ?? command.version, asker), command.version);
    return takeBack(desk, db, command.version, asker);
  },
};

async function takeBack(desk: Desk, db: Db, version: number, { tokenHash, now }: AskerOf<'undo'>): Promise<Outcome<SeatAnswer>> {
  const loaded = await desk.seatOf(db, tokenHash);
  return seatPlan(db, loaded, await takeBackAction(db, loaded, version, now, desk.held?.row === loaded.game ? desk.held.tail : loaded.log));
}
