/**
 * A take-back (`POST /api/games/:id/undo`, a socket's `undo`): inside the take-back window the
 * mover's last pending action goes with no trace; else the seat's last committed action, as the
 * ruleset allows (a row of its own: the plan of its one batch, which the writer runs).
 */
import { type LoadedGame, takeBackAction } from '../../store/games';
import { done } from '../../store/plan';
import type { AskerOf, Desk, Handler, Outcome, Pending, SeatAnswer } from '../desk';
import { seatPlan } from '../seat-change';
import type { Db } from '../../store/db';

export const handler: Handler<'undo'> = {
  type: 'undo',
  publishFirst: false,
  async run(desk, db, command, asker) {
    // Nothing of the window left to take back, or another writer moved the row: published first.
    const inside = async (pending: Pending, loaded: LoadedGame) => {
      const kept = await desk.window.undo(pending, loaded, command.version);
      return kept && done(kept);
    };
    return desk.window.weigh(db, asker, command.version, inside, (version) => takeBack(desk, db, version, asker));
  },
};

async function takeBack(desk: Desk, db: Db, version: number, { tokenHash, now }: AskerOf<'undo'>): Promise<Outcome<SeatAnswer>> {
  const loaded = await desk.seatOf(db, tokenHash);
  return seatPlan(db, loaded, await takeBackAction(db, loaded, version, now, desk.held?.row === loaded.game ? desk.held.tail : loaded.log));
}
