/** The host calls the game off before anyone played (`POST /api/games/:id/cancel`; worker/table/resign.ts). */
import { cancelGame } from '../../table/resign';
import type { Handler } from '../desk';
import { seatPlan } from '../seat-change';

export const handler: Handler<'cancel'> = {
  type: 'cancel',
  publishFirst: true,
  async run(desk, db, _command, { tokenHash, now }) {
    const loaded = await desk.seatOf(db, tokenHash);
    return seatPlan(db, loaded, await cancelGame(db, loaded, now));
  },
};
