/**
 * A seat's action (`POST /api/games/:id/actions`, a socket's `act`, a reply by mail). Moves run one
 * at a time: of two sent at once for one version, the second finds the first applied, and is
 * answered as the contract answers a retry (200 when it is the same action of the same seat, 409
 * stale_version otherwise). Inside the take-back window the mover acts on its pending state; any
 * other seat's window is published first (nobody acts on a state that hides an action).
 */
import { playMove } from '../../store/games';
import type { Handler } from '../desk';
import { seatChange } from '../seat-change';

export const handler: Handler<'act'> = {
  type: 'act',
  publishFirst: false,
  async run(desk, db, command, { tokenHash, now, url }) {
    let version = command.version;
    const pending = await desk.window.load();
    if (pending && pending.tokenHash === tokenHash) {
      const kept = await desk.window.act(db, pending, version, command.action, now);
      if (kept) return kept;
    } else if (pending) version = await desk.window.publishBefore(db, pending, version, now);
    const kept = await desk.window.open(db, tokenHash, version, command.action, now, url);
    if (kept) return kept;
    const { loaded, played } = await playMove(db, desk.held, desk.gameId, tokenHash, version, command.action, now, desk.seatsListening());
    return seatChange(db, loaded, played);
  },
};
