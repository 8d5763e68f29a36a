/**
 * A take-back (`POST /api/games/:id/undo`, a socket's `undo`): inside the take-back window the
 * mover's last pending action goes with no trace; else the seat's last committed action, as the
 * ruleset allows (a row of its own).
 */
import { takeBackAction } from '../../store/games';
import type { Handler } from '../desk';
import { seatChange } from '../seat-change';

export const handler: Handler<'undo'> = {
  type: 'undo',
  publishFirst: false,
  async run(desk, db, command, { tokenHash, now }) {
    let version = command.version;
    const pending = await desk.window.load();
    if (pending && pending.tokenHash === tokenHash) {
      const kept = await desk.window.undo(db, pending, version, now);
      if (kept) return kept;
    } else if (pending) version = await desk.window.publishBefore(db, pending, version, now);
    const loaded = await desk.seatOf(db, tokenHash);
    const played = await takeBackAction(db, loaded, version, now, desk.held?.row === loaded.game ? desk.held.tail : loaded.log);
    return seatChange(db, loaded, played);
  },
};
