/** A seat leaves the table for good (`POST /api/games/:id/resign`; worker/table/resign.ts). */
import { resignSeat } from '../../table/resign';
import type { Handler } from '../desk';
import { seatPlan } from '../seat-change';

export const handler: Handler<'resign'> = {
  type: 'resign',
  publishFirst: true,
  async run(desk, db, _command, { tokenHash, now }) {
    const loaded = await desk.seatOf(db, tokenHash);
    return seatPlan(db, loaded, await resignSeat(db, loaded, now));
  },
};
