/** A seat proposes, accepts or declines a new time control (`POST /api/games/:id/time-control`; worker/store/time-control.ts), committed like a move. */
import { errors } from '../../store/refusal';
import { changeTimeControl } from '../../store/time-control';
import type { Handler } from '../desk';
import { rowChange } from '../seat-change';

export const handler: Handler<'time-control'> = {
  type: 'time-control',
  publishFirst: true,
  async run(desk, db, { change }, { tokenHash, now }) {
    const loaded = await desk.seatOf(db, tokenHash);
    if (loaded.seat === null) throw errors.unauthorized();
    const body = 'decline' in change ? { decline: true as const } : { timeControl: change.timeControl, weekendsOff: change.weekendsOff };
    return rowChange(db, loaded, changeTimeControl(loaded.game, loaded.seat, body, now));
  },
};
