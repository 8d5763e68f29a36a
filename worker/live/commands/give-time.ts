/** A seat gives another seat time (`POST /api/games/:id/time`; worker/store/time-control.ts), committed like a move. */
import { errors } from '../../store/refusal';
import { giveTime } from '../../store/time-control';
import type { Handler } from '../desk';
import { rowChange } from '../seat-change';

export const handler: Handler<'give-time'> = {
  type: 'give-time',
  publishFirst: true,
  async run(desk, db, command, { tokenHash, now }) {
    const loaded = await desk.seatOf(db, tokenHash);
    if (loaded.seat === null) throw errors.unauthorized();
    return rowChange(db, loaded, giveTime(loaded.game, loaded.seat, command.seat, command.hours, now));
  },
};
