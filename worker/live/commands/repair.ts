/** The cron's one-off repair of this game (`repairGame`, worker/store/move-store.ts), the window published first. */
import { repairGame } from '../../store/move-store';
import type { Handler } from '../desk';

export const handler: Handler<'repair'> = {
  type: 'repair',
  publishFirst: true,
  async run(desk, db, _command, { now }) {
    const outcome = await repairGame(db, desk.gameId, now);
    if (outcome !== 'repaired') return { value: outcome, hold: null };
    const held = await desk.fresh(db);
    return { value: outcome, hold: held, frames: { revision: held.row.revision, after: false }, alarm: held.row };
  },
};
