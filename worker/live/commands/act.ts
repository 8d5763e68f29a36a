/**
 * A seat's action (`POST /api/games/:id/actions`, a socket's `act`, a reply by mail). Moves run one
 * at a time: of two sent at once for one version, the second finds the first applied, and is
 * answered as the contract answers a retry (200 when it is the same action of the same seat, 409
 * stale_version otherwise). Inside the take-back window the mover acts on its pending state; any
 * other seat's window is published first (nobody acts on a state that hides an action). The
 * handler writes nothing itself: it returns the plan of the move's one batch (or the change of an
 * action kept in the window), which the writer runs.
 */
import { type LoadedGame, playMove } from '../../store/games';
import { done, andThen } from '../../store/plan';
import type { AskerOf, Desk, Handler, Outcome, Pending, SeatAnswer } from '../desk';
import { seatChange } from '../seat-change';
import type { Db } from '../../store/db';

export const handler: Handler<'act'> = {
  type: 'act',
  publishFirst: false,
  async run(desk, db, command, asker) {
    const { version, action } = command;
    // Inside the mover's window, on its pending state; when another writer moved the row under
    // the pending actions, they are published and the move runs as usual.
    const inside = (pending: Pending, loaded: LoadedGame) => desk.window.act(db, pending, loaded, version, action, asker.now);
    return desk.window.weigh(db, asker, version, inside, (after) => move(desk, db, after, action, asker));
  },
};

/** The move outside any window: kept pending when it opens one, else the plan of its one batch. */
async function move(desk: Desk, db: Db, version: number, action: unknown, { tokenHash, now, url }: AskerOf<'act'>): Promise<Outcome<SeatAnswer>> {
  const kept = await desk.window.open(db, tokenHash, version, action, now, url);
  if (kept) return done(kept);
  const plan = await playMove(db, desk.held, desk.gameId, tokenHash, version, action, now, desk.seatsListening());
  return andThen(plan, async ({ loaded, played }) => done(await seatChange(db, loaded, played)));
}
