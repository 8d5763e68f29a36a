/** A vote on a seat whose time ran out, or its owner taking it back (`POST /api/games/:id/absent`; worker/table/absent.ts): the plan of its one batch. */
import { voteAbsent } from '../../table/absent';
import type { Handler } from '../desk';
import { seatPlan } from '../seat-change';

export const handler: Handler<'absent'> = {
  type: 'absent',
  publishFirst: true,
  async run(desk, db, { seat, choice }, { tokenHash, now }) {
    const loaded = await desk.seatOf(db, tokenHash);
    return seatPlan(db, loaded, await voteAbsent(db, loaded, { seat, choice }, now));
  },
};
